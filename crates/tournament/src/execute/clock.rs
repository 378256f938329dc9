//! The clock: every operation is checked on a copy before it becomes an event.

use crate::{ClockOperation, Event, RuleError, Tournament};
use chrono::{DateTime, Utc};
use riffle_core::floor::{Reporter, TableNo};

impl Tournament {
    pub(super) fn clock_op(
        &self,
        operation: ClockOperation,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        let mut clock = self.clock.clone();
        operation.run(&mut clock, now)?;
        Ok(vec![Event::Clock { operation, at: now }])
    }

    /// Hand-for-hand (RP-8): a table finished the current hand; the last one to finish completes
    /// it for the whole room.
    pub(super) fn table_finished_hand(
        &self,
        table: &u32,
        by: Reporter,
        confirmed: bool,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        let table = TableNo(*table);
        if by == Reporter::Device && !confirmed {
            self.check_finish_not_repeated(table, now)?;
        }
        // Refused, with the clock's own reason, when hand-for-hand is off.
        let mut clock = self.clock.clone();
        ClockOperation::HandForHandCompleted.run(&mut clock, now)?;
        self.floor
            .table(table)
            .ok_or(RuleError::NoSuchTable(table))?;
        let mut events = vec![Event::TableFinishedHand { table }];
        let all_done = (self.hand_for_hand).all_but(table, &self.floor, &self.finished_hand);
        if all_done {
            events.push(Event::Clock {
                operation: ClockOperation::HandForHandCompleted,
                at: now,
            });
        }
        Ok(events)
    }
}
