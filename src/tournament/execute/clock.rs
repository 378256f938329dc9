//! The clock: every operation is checked on a copy before it becomes an event.

use crate::tournament::{ClockOperation, Event, RuleError, Tournament};
use chrono::{DateTime, Utc};

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
}
