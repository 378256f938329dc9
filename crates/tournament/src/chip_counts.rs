//! A chip count is checked before it is kept, whoever types it (the TD's window, the floor's
//! phone, a script): a half-typed count ("315" for 31,500) or an extra zero must not become a
//! stack. A count the chips in play cannot make is refused; one far from the room's stacks
//! (under a big blind, over five average stacks) is asked about once and kept when confirmed.

use crate::{RuleError, Tournament};
use chrono::{DateTime, Utc};
use riffle_core::Chips;
use riffle_core::structure::PeriodKind;
use riffle_text::{Lang, Say, fill};

/// A count over this many average stacks is asked about.
pub const AVERAGES_ASKED: Chips = 5;

/// Why a chip count was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountRefusal {
    /// Not a multiple of the smallest chip on the tables now.
    NotMadeOfChips {
        name: String,
        chips: Chips,
        smallest: Chips,
    },
    /// Under one big blind of the level being played: a count cut short, unless confirmed.
    UnderOneBigBlind {
        name: String,
        chips: Chips,
        big_blind: Chips,
    },
    /// Over [`AVERAGES_ASKED`] average stacks: an extra zero, unless confirmed.
    OverAverages {
        name: String,
        chips: Chips,
        average: Chips,
    },
}

riffle_text::sentence_file!(fn words = "chip_counts.ron");

impl Say for CountRefusal {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        let n = |chips: &Chips| riffle_text::group_digits(*chips, lang);
        match self {
            CountRefusal::NotMadeOfChips {
                name,
                chips,
                smallest,
            } => fill!(
                w,
                "NotMadeOfChips",
                name,
                chips = n(chips),
                smallest = n(smallest)
            ),
            CountRefusal::UnderOneBigBlind {
                name,
                chips,
                big_blind,
            } => fill!(
                w,
                "UnderOneBigBlind",
                name,
                chips = n(chips),
                big_blind = n(big_blind)
            ),
            CountRefusal::OverAverages {
                name,
                chips,
                average,
            } => fill!(
                w,
                "OverAverages",
                name,
                chips = n(chips),
                average = n(average),
                times = AVERAGES_ASKED
            ),
        }
    }
}
riffle_text::worded!(CountRefusal);

impl CountRefusal {
    /// A count the device may keep once it confirms it (the others cannot be on a table).
    pub fn may_be_confirmed(&self) -> bool {
        !matches!(self, CountRefusal::NotMadeOfChips { .. })
    }
}

impl Tournament {
    /// Checks `chips` as a count of `name`'s stack at `now`; `confirmed` keeps a count far from
    /// the room's stacks.
    pub(crate) fn check_count(
        &self,
        name: &str,
        chips: Chips,
        confirmed: bool,
        now: DateTime<Utc>,
    ) -> Result<(), RuleError> {
        let refuse = |refusal| Err(RuleError::Count(refusal));
        if let Some(smallest) = self.smallest_chip_at(now)
            && !chips.is_multiple_of(smallest)
        {
            return refuse(CountRefusal::NotMadeOfChips {
                name: name.to_string(),
                chips,
                smallest,
            });
        }
        if confirmed {
            return Ok(());
        }
        let level = self.live.clock.level_for_hand_started_at(now);
        if let Some(big_blind) = self.live.schedule.level(level).map(|l| l.big_blind)
            && chips < big_blind
        {
            return refuse(CountRefusal::UnderOneBigBlind {
                name: name.to_string(),
                chips,
                big_blind,
            });
        }
        let players = Chips::from(self.players_left().max(1));
        let average = self.chips_in_play() / players;
        if average > 0 && chips > average.saturating_mul(AVERAGES_ASKED) {
            return refuse(CountRefusal::OverAverages {
                name: name.to_string(),
                chips,
                average,
            });
        }
        Ok(())
    }

    /// The smallest chip on the tables at `now` (the level's or the break's chips in play), if
    /// the structure lists them: every count is a multiple of it.
    pub(crate) fn smallest_chip_at(&self, now: DateTime<Utc>) -> Option<Chips> {
        let period = self.live.clock.period_at(now);
        let in_play = self.live.schedule.period(period).map(|p| match &p.kind {
            PeriodKind::Level(level) => &level.chips_in_play,
            PeriodKind::Break(brk) => &brk.chips_in_play,
        });
        in_play
            .and_then(|chips| chips.first())
            .copied()
            .filter(|&smallest| smallest > 0)
    }
}
