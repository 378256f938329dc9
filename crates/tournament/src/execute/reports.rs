//! Reports from the tables (see [`crate::reports`]): made by dealers, answered or
//! confirmed by the floor and the TD.

use crate::reports::{Report, ReportKind, ReportRefusal};
use crate::{Bust, Event, RuleError, Tournament};
use chrono::{DateTime, Utc};
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::{Seat, TableNo};

impl Tournament {
    fn new_report(&self, table: TableNo, now: DateTime<Utc>, kind: ReportKind) -> Vec<Event> {
        vec![Event::Reported(Report {
            id: self.next_report + 1,
            table,
            at: now,
            kind,
        })]
    }

    pub(super) fn call_floor(
        &self,
        table: &u32,
        reason: &str,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        let table = TableNo(*table);
        self.floor
            .table(table)
            .ok_or(RuleError::NoSuchTable(table))?;
        let reason = reason.trim();
        if reason.is_empty() {
            return Err(ReportRefusal::NoReason.into());
        }
        Ok(self.new_report(
            table,
            now,
            ReportKind::FloorCall {
                reason: reason.to_string(),
            },
        ))
    }

    pub(super) fn report_bust(
        &self,
        table: &u32,
        seat: &u8,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        let number = TableNo(*table);
        let at_table = self
            .floor
            .table(number)
            .ok_or(RuleError::NoSuchTable(number))?;
        let Some(Seat::Taken { player, .. }) = at_table.seat(*seat) else {
            return Err(ReportRefusal::EmptySeat {
                table: number,
                seat: *seat,
            }
            .into());
        };
        let entry = self.entry_in_play(player)?;
        let reported = self
            .reports
            .iter()
            .any(|r| matches!(r.kind, ReportKind::Bust { player: p, .. } if p == player));
        if reported {
            return Err(ReportRefusal::AlreadyReported {
                name: entry.name.clone(),
            }
            .into());
        }
        Ok(self.new_report(
            number,
            now,
            ReportKind::Bust {
                seat: *seat,
                player,
            },
        ))
    }

    fn open_report(&self, report: u32) -> Result<&Report, RuleError> {
        self.reports
            .iter()
            .find(|r| r.id == report)
            .ok_or(RuleError::Report(ReportRefusal::NoSuchReport(report)))
    }

    /// The floor answered a call, or found a reported bust was not one.
    pub(super) fn close_report(&self, report: &u32) -> Result<Vec<Event>, RuleError> {
        self.open_report(*report)?;
        Ok(vec![Event::ReportClosed { report: *report }])
    }

    /// Puts the reported player out, as an elimination the TD entered would.
    pub(super) fn confirm_bust(
        &self,
        report: &u32,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let ReportKind::Bust { player, .. } = self.open_report(*report)?.kind else {
            return Err(ReportRefusal::NotABust(*report).into());
        };
        // A dealer's report names the seat, not who won the pot: in a bounty event the head
        // stays unclaimed until the TD names the knocker.
        let bust = Bust {
            player,
            starting_stack: None,
            by: Vec::new(),
        };
        let mut events = self.eliminate(&[bust], &false, now, draw)?;
        events.push(Event::ReportClosed { report: *report });
        Ok(events)
    }
}
