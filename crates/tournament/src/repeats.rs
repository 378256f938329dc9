//! Reports that cannot double. A dealer's double tap on New hand, or two devices at one table,
//! must not deal two hands: a device's second report of a table within [`REPEAT_WINDOW`] of the
//! last is refused unless the device confirms a second hand was dealt. A report made by
//! mistake can be taken back while nothing else happened since, as a command of its own: the
//! journal keeps the report and its taking back.

use crate::{Event, Live, RuleError, Tournament};
use chrono::{DateTime, Duration, Utc};
use riffle_core::floor::TableNo;
use riffle_text::{Lang, Say, fill};
use serde::{Deserialize, Serialize};

/// How soon after a table's last reported hand a device's next report is taken for a repeat.
pub const REPEAT_WINDOW: Duration = Duration::seconds(10);

/// The last hand reported at a table, as the repeat check and the take-back need it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastDeal {
    pub table: TableNo,
    /// The command that reported it.
    pub command: u64,
    pub at: DateTime<Utc>,
    /// Nothing but the clock, announcements and other tables' hands happened since: taking it
    /// back leaves every later command as it was.
    pub alone: bool,
}

/// Each table's last deal kept by table, written as the list of deals it always was.
pub(crate) mod by_table {
    use super::LastDeal;
    use riffle_core::floor::TableNo;
    use serde::{Deserialize, Deserializer, Serializer};
    use std::collections::BTreeMap;

    pub fn serialize<S: Serializer>(
        deals: &BTreeMap<TableNo, LastDeal>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(deals.values())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<BTreeMap<TableNo, LastDeal>, D::Error> {
        let deals = Vec::<LastDeal>::deserialize(deserializer)?;
        Ok(deals.into_iter().map(|deal| (deal.table, deal)).collect())
    }
}

/// Each table's last hand-for-hand finish kept by table, written as the list it always was.
pub(crate) mod finishes_by_table {
    use super::LastFinish;
    use chrono::{DateTime, Utc};
    use riffle_core::floor::TableNo;
    use serde::{Deserialize, Deserializer, Serializer};
    use std::collections::BTreeMap;

    pub fn serialize<S: Serializer>(
        finishes: &BTreeMap<TableNo, DateTime<Utc>>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq((finishes.iter()).map(|(&table, &at)| LastFinish { table, at }))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<BTreeMap<TableNo, DateTime<Utc>>, D::Error> {
        let finishes = Vec::<LastFinish>::deserialize(deserializer)?;
        Ok(finishes.into_iter().map(|f| (f.table, f.at)).collect())
    }
}

/// When a table last reported it finished a hand-for-hand hand, for the repeat check.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastFinish {
    pub table: TableNo,
    pub at: DateTime<Utc>,
}

/// Why a report was refused as a repeat, or could not be taken back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RepeatRefusal {
    /// A device reported a hand at `table` `seconds` after hand `hand` was: a double tap, unless
    /// the device confirms.
    HandJustReported {
        table: TableNo,
        seconds: i64,
        hand: u32,
    },
    /// A device reported `table` finished its hand-for-hand hand `seconds` after it last did:
    /// a double tap, unless the device confirms.
    FinishJustReported { table: TableNo, seconds: i64 },
    /// The table has no report to take back: none was made, or something happened since.
    NothingToTakeBack { table: TableNo },
}

riffle_text::sentence_file!(fn words = "repeats.ron");

impl Say for RepeatRefusal {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            RepeatRefusal::HandJustReported {
                table,
                seconds,
                hand,
            } => fill!(w, "HandJustReported", table = table.0, seconds, hand),
            RepeatRefusal::FinishJustReported { table, seconds } => {
                fill!(w, "FinishJustReported", table = table.0, seconds)
            }
            RepeatRefusal::NothingToTakeBack { table } => {
                fill!(w, "NothingToTakeBack", table = table.0)
            }
        }
    }
}
riffle_text::worded!(RepeatRefusal);

impl Live {
    /// Keeps each table's last reported hand up to date with one applied event of command
    /// `command`: a hand dealt is the table's last, and anything that may touch a table (seats,
    /// chips, busts, moves, logged hands) makes every last hand one that cannot be taken back.
    pub(crate) fn track_deals(&mut self, event: &Event, command: u64, at: DateTime<Utc>) {
        match event {
            Event::HandDealt {
                table,
                redeal: false,
                ..
            } => {
                let deal = LastDeal {
                    table: *table,
                    command,
                    at,
                    alone: true,
                };
                self.last_deals.insert(*table, deal);
                self.alone_deals.insert(*table);
            }
            Event::TableFinishedHand { table } => {
                self.last_finishes.insert(*table, at);
                self.touched(Some(*table))
            }
            Event::HandDealt { table, .. } => self.touched(Some(*table)),
            Event::Clock { .. }
            | Event::Announced { .. }
            | Event::LayoutShown { .. }
            | Event::NotesSet { .. }
            | Event::DealerCheckedIn { .. }
            | Event::DealerCheckedOut { .. }
            | Event::DealerPlanSet { .. } => {}
            _ => self.touched(None),
        }
    }

    /// Something happened at `table` (at every table when `None`): its last hand stays the
    /// last but can no longer be taken back.
    fn touched(&mut self, table: Option<TableNo>) {
        let touched = match table {
            Some(table) => Vec::from_iter(self.alone_deals.take(&table)),
            None => Vec::from_iter(std::mem::take(&mut self.alone_deals)),
        };
        for table in touched {
            if let Some(deal) = self.last_deals.get_mut(&table) {
                deal.alone = false;
            }
        }
    }

    fn last_deal(&self, table: TableNo) -> Option<&LastDeal> {
        self.last_deals.get(&table)
    }
}

impl Tournament {
    /// Refuses a device's report of a new hand at `table` made within [`REPEAT_WINDOW`] of the
    /// last one.
    pub(crate) fn check_not_repeated(
        &self,
        table: TableNo,
        now: DateTime<Utc>,
    ) -> Result<(), RuleError> {
        let Some(last) = self.live.last_deal(table) else {
            return Ok(());
        };
        let since = now - last.at;
        if since >= REPEAT_WINDOW || since < Duration::zero() {
            return Ok(());
        }
        let hand = self
            .live
            .floor
            .table(table)
            .and_then(|t| t.last_hand())
            .map_or(0, |h| h.hand);
        Err(RuleError::Repeat(RepeatRefusal::HandJustReported {
            table,
            seconds: since.num_seconds(),
            hand,
        }))
    }

    /// Refuses a device's report that `table` finished its hand-for-hand hand made within
    /// [`REPEAT_WINDOW`] of its last one: a second tap would finish the next hand too.
    pub(crate) fn check_finish_not_repeated(
        &self,
        table: TableNo,
        now: DateTime<Utc>,
    ) -> Result<(), RuleError> {
        let Some(&last) = self.live.last_finishes.get(&table) else {
            return Ok(());
        };
        let since = now - last;
        if since >= REPEAT_WINDOW || since < Duration::zero() {
            return Ok(());
        }
        Err(RuleError::Repeat(RepeatRefusal::FinishJustReported {
            table,
            seconds: since.num_seconds(),
        }))
    }

    /// Takes back the last hand reported at `table`, while nothing else happened since: the
    /// report's command is undone and every later one stays.
    pub(crate) fn take_back_hand(&self, table: u32) -> Result<Vec<Event>, RuleError> {
        let table = TableNo(table);
        match self.live.last_deal(table) {
            Some(last) if last.alone => Ok(vec![Event::Undone {
                command: last.command,
            }]),
            _ => Err(RuleError::Repeat(RepeatRefusal::NothingToTakeBack {
                table,
            })),
        }
    }
}
