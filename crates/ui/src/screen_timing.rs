//! When the players' screen turns its pages and repaints its clock: pure timing, read by the
//! screen that draws and by the state both windows share, so neither reaches into the other.

use chrono::{DateTime, Utc};
use riffle_core::clock::{ClockState, ClockView};
use riffle_core::structure::PeriodRef;
use std::time::Duration;

/// When the players' screen next needs a repaint for the clock: when the displayed second
/// changes (time left is shown rounded up, so it changes as the milliseconds left cross a whole
/// second), a few milliseconds late so the new second is surely there. `None` while the clock
/// stands still: not started, paused, hand-for-hand on a level, or the last level run out.
pub fn repaint_in(view: &ClockView) -> Option<Duration> {
    let stopped = view.state != ClockState::Running
        || (view.hand_for_hand.is_some() && matches!(view.period, PeriodRef::Level(_)));
    if stopped || view.time_left_ms <= 0 {
        return None;
    }
    let to_next_second = match view.time_left_ms % 1000 {
        0 => 1000,
        rest => rest,
    };
    u64::try_from(to_next_second + REPAINT_SLACK_MS)
        .ok()
        .map(Duration::from_millis)
}

/// Waking this late after the second changes is invisible, and never shows the old second.
const REPAINT_SLACK_MS: i64 = 5;

/// How long a page of payouts or moves stays on screen when they do not all fit.
pub const PAGE_SECONDS: i64 = 8;

/// Which of `pages` pages (or events) shows at `now` when they turn every `seconds`, and how long until
/// the next turn (`None` for a single page: nothing to turn).
pub fn page_at(now: DateTime<Utc>, pages: usize, seconds: i64) -> (usize, Option<Duration>) {
    if pages <= 1 {
        return (0, None);
    }
    let period_ms = seconds * 1000;
    let tick = now.timestamp_millis().div_euclid(period_ms);
    let page = usize::try_from(tick.rem_euclid(pages as i64)).unwrap_or(0);
    let into_page = now.timestamp_millis().rem_euclid(period_ms);
    let turn = Duration::from_millis(u64::try_from(period_ms - into_page).unwrap_or(0));
    (page, Some(turn))
}
