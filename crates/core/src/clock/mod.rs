//! The tournament clock: which level or break is on, how long is left, and which level a hand
//! plays.
//!
//! The clock never counts down. It keeps the period it is in and the time already played in it
//! (banked), plus the wall-clock instant it last started running; everything it reports is
//! computed from the `now` passed in. So it cannot drift however often the screen redraws, and
//! a clock saved while running and loaded after a crash is exactly where it would have been.
//! Every operation first brings the banked time up to `now`, then changes it, all or nothing.
//!
//! Two instants matter for a level change (TDA 2024 rule 23, seed 004): the level on the clock
//! changes the moment its time is up, but a hand plays the level that was on the clock when the
//! hand started (at the riffle), so [`Clock::level_for_hand_started_at`] answers for any
//! instant, past ones included: the clock keeps the instant each period started.
//!
//! Hand-for-hand (RP-8) stops the level clock; each completed hand takes a fixed amount of
//! level time off, and levels still change when their time is used up. Breaks are not hands:
//! a break reached during hand-for-hand runs in real time.

use crate::structure::{PeriodRef, Schedule, Structure};
use chrono::{DateTime, TimeDelta, Utc};
use riffle_text::fill;
use riffle_text::{Lang, Say};
use serde::{Deserialize, Serialize};

/// A level or break as the clock runs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockPeriod {
    pub period: PeriodRef,
    /// Length in milliseconds.
    pub ms: i64,
}

/// When a period started, in wall-clock time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PeriodStart {
    /// Index in the clock's periods.
    pub index: usize,
    pub period: PeriodRef,
    pub at: DateTime<Utc>,
}

/// Whether the clock runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ClockState {
    NotStarted,
    Running,
    Paused,
}

/// Whether players may still register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Registration {
    /// Open; closes after this much clock time, or stays open while the clock has not started
    /// (`None` with no late registration) or through the last level (`None` otherwise).
    Open {
        closes_in_ms: Option<i64>,
    },
    Closed,
}

/// What the player screen and the TD's panel show, computed for one instant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockView {
    pub state: ClockState,
    /// Hands completed hand-for-hand, while hand-for-hand is on.
    pub hand_for_hand: Option<u32>,
    /// The level or break on the clock.
    pub period: PeriodRef,
    /// Time left in it, never negative. Screens round it up to the second, so that `0:00`
    /// shows only once the time is really up.
    pub time_left_ms: i64,
    /// On the last level, whose clock runs on after its time is up.
    pub final_level: bool,
    /// The level a hand started now plays: during a break, the level after it (rule 23).
    pub level_for_new_hands: u32,
    /// The next level to come, if any.
    pub next_level: Option<u32>,
    /// Clock time until the next break starts, if one is scheduled (during a break, the one
    /// after it).
    pub next_break_in_ms: Option<i64>,
    pub registration: Registration,
}

/// Why the time on the screens is not going down: a screen that counts down by itself between
/// updates (a browser) must not count while the clock is stopped, whatever its state says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stopped {
    NotStarted,
    Paused,
    /// Hand-for-hand on a level: the level's time goes down only by a set amount per hand.
    HandForHand,
    /// Play stopped for the day: the clock resumes on the next day.
    BetweenDays,
}

impl ClockView {
    /// Why the time left is not going down now, or `None` while it counts. A break counts
    /// hand-for-hand or not.
    pub fn stopped(&self) -> Option<Stopped> {
        match self.state {
            ClockState::NotStarted => Some(Stopped::NotStarted),
            ClockState::Paused => Some(Stopped::Paused),
            ClockState::Running
                if self.hand_for_hand.is_some() && matches!(self.period, PeriodRef::Level(_)) =>
            {
                Some(Stopped::HandForHand)
            }
            ClockState::Running => None,
        }
    }
}

/// Refused clock operations; each leaves the clock as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClockError {
    EmptySchedule,
    NotStarted,
    AlreadyStarted,
    AlreadyPaused,
    AlreadyRunning,
    NoSuchLevel {
        level: u32,
        last: u32,
    },
    NoNextPeriod,
    NoPreviousPeriod,
    NotPositive,
    TooMuchTime {
        max_hours: i64,
    },
    /// Removing more time than the period has left would skip into the next one (a level the
    /// players never play): the TD moves on with the next-period button instead.
    MoreThanLeft {
        left_ms: i64,
    },
    AlreadyHandForHand,
    NotHandForHand,
    HandDuringBreak,
    Damaged {
        reason: ClockDamage,
    },
}

riffle_text::termed! {
    /// What is wrong with a saved clock that cannot be trusted to run.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum ClockDamage {
        NoPeriod, CurrentPeriodOutside, NegativeLength, PeriodStartOutside, StartsOutOfOrder,
        RunsUnstarted, ChangeAfterLastOperation,
    }
    worded by |lang| damage::words(lang), checked by every_damage_is_worded
}

/// The words for a damaged clock, from `assets/words/<language>/clock_damage.ron`.
mod damage {
    riffle_text::word_files!(pub(super) std::collections::BTreeMap<String, String> = "clock_damage.ron");
}

impl Say for ClockError {
    fn say(&self, lang: Lang) -> String {
        match self {
            ClockError::EmptySchedule => fill!(words(lang), "EmptySchedule"),
            ClockError::NotStarted => fill!(words(lang), "NotStarted"),
            ClockError::AlreadyStarted => fill!(words(lang), "AlreadyStarted"),
            ClockError::AlreadyPaused => fill!(words(lang), "AlreadyPaused"),
            ClockError::AlreadyRunning => fill!(words(lang), "AlreadyRunning"),
            ClockError::NoSuchLevel { level, last } => {
                fill!(words(lang), "NoSuchLevel", level, last)
            }
            ClockError::NoNextPeriod => fill!(words(lang), "NoNextPeriod"),
            ClockError::NoPreviousPeriod => fill!(words(lang), "NoPreviousPeriod"),
            ClockError::NotPositive => fill!(words(lang), "NotPositive"),
            ClockError::TooMuchTime { max_hours } => fill!(words(lang), "TooMuchTime", max_hours),
            ClockError::MoreThanLeft { left_ms } => {
                let left = left_ms / 1000;
                let left = format!("{}:{:02}", left / 60, left % 60);
                fill!(words(lang), "Say", left)
            }
            ClockError::AlreadyHandForHand => fill!(words(lang), "AlreadyHandForHand"),
            ClockError::NotHandForHand => fill!(words(lang), "NotHandForHand"),
            ClockError::HandDuringBreak => fill!(words(lang), "HandDuringBreak"),
            ClockError::Damaged { reason } => {
                fill!(words(lang), "Damaged", cause = reason.say(lang))
            }
        }
    }
}

riffle_text::worded!(ClockError);

/// No period may have more than this much time left after time is added.
const MAX_HOURS_LEFT: i64 = 24;

/// The tournament clock. See the module documentation. A saved clock is checked as it is read
/// back, so that a damaged save is refused instead of misread (the derives are `remote = "Self"`
/// so that the checked `Deserialize` below can wrap the derived one).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(remote = "Self", deny_unknown_fields)]
pub struct Clock {
    periods: Vec<ClockPeriod>,
    late_registration_until_level: Option<u32>,
    /// Level time taken off per hand-for-hand hand.
    hand_for_hand_ms: i64,
    /// The period the banked time is in.
    period: usize,
    /// Time played in `period`, banked up to `running_since` (or to the pause). Negative when
    /// time was added beyond the period's length.
    elapsed_ms: i64,
    /// While running: the instant the banked time is counted to.
    running_since: Option<DateTime<Utc>>,
    started_at: Option<DateTime<Utc>>,
    /// The latest instant an operation was made at. An operation dated earlier (the
    /// computer's clock set back) counts as made then, so time is never counted twice and the
    /// log stays in order.
    last_change: Option<DateTime<Utc>>,
    /// Hands completed while hand-for-hand is on.
    hand_for_hand: Option<u32>,
    /// Every period start so far, in order.
    history: Vec<PeriodStart>,
}

impl Serialize for Clock {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Clock::serialize(self, serializer)
    }
}

impl<'de> Deserialize<'de> for Clock {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Clock, D::Error> {
        let clock = Clock::deserialize(deserializer)?;
        clock.check().map_err(serde::de::Error::custom)?;
        Ok(clock)
    }
}

impl Clock {
    /// Refuses a saved clock whose parts do not fit together.
    fn check(&self) -> Result<(), ClockError> {
        let damaged = |reason| Err(ClockError::Damaged { reason });
        if self.periods.is_empty() {
            return damaged(ClockDamage::NoPeriod);
        }
        if self.period >= self.periods.len() {
            return damaged(ClockDamage::CurrentPeriodOutside);
        }
        if self.periods.iter().any(|p| p.ms < 0) || self.hand_for_hand_ms < 0 {
            return damaged(ClockDamage::NegativeLength);
        }
        if self.history.iter().any(|s| s.index >= self.periods.len()) {
            return damaged(ClockDamage::PeriodStartOutside);
        }
        if self.history.windows(2).any(|w| w[0].at > w[1].at) {
            return damaged(ClockDamage::StartsOutOfOrder);
        }
        if self.running_since.is_some() && self.started_at.is_none() {
            return damaged(ClockDamage::RunsUnstarted);
        }
        let latest = self.history.last().map(|s| s.at).max(self.running_since);
        if latest > self.last_change {
            return damaged(ClockDamage::ChangeAfterLastOperation);
        }
        Ok(())
    }
}

/// Where the clock is at some instant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Position {
    period: usize,
    elapsed_ms: i64,
}

fn ms(delta: TimeDelta) -> i64 {
    delta.num_milliseconds()
}

fn after(at: DateTime<Utc>, ms: i64) -> DateTime<Utc> {
    TimeDelta::try_milliseconds(ms)
        .and_then(|delta| at.checked_add_signed(delta))
        .unwrap_or(at)
}

impl Clock {
    /// A clock for a loaded structure, stopped at the start of level 1.
    pub fn new(structure: &Structure) -> Result<Clock, ClockError> {
        let minutes = i64::from(structure.hand_for_hand_minutes());
        Clock::for_schedule(&structure.schedule(), minutes * 60_000)
    }

    /// A clock for a schedule, with `hand_for_hand_ms` of level time taken off per hand played
    /// hand-for-hand.
    pub fn for_schedule(schedule: &Schedule, hand_for_hand_ms: i64) -> Result<Clock, ClockError> {
        let periods: Vec<ClockPeriod> = schedule
            .periods
            .iter()
            .map(|period| ClockPeriod {
                period: period.reference(),
                ms: i64::try_from(period.seconds.saturating_mul(1000)).unwrap_or(i64::MAX),
            })
            .collect();
        if !periods
            .iter()
            .any(|p| matches!(p.period, PeriodRef::Level(_)))
        {
            return Err(ClockError::EmptySchedule);
        }
        Ok(Clock {
            periods,
            late_registration_until_level: schedule.late_registration_until_level,
            hand_for_hand_ms: hand_for_hand_ms.max(0),
            period: 0,
            elapsed_ms: 0,
            running_since: None,
            started_at: None,
            last_change: None,
            hand_for_hand: None,
            history: Vec::new(),
        })
    }

    pub fn periods(&self) -> &[ClockPeriod] {
        &self.periods
    }

    /// Every period start up to `now`, in order: the TD's log of level changes.
    pub fn period_starts(&self, now: DateTime<Utc>) -> Vec<PeriodStart> {
        let mut starts = self.history.clone();
        starts.extend(self.project(now).1);
        starts
    }

    pub fn state(&self) -> ClockState {
        match (self.started_at, self.running_since) {
            (None, _) => ClockState::NotStarted,
            (Some(_), Some(_)) => ClockState::Running,
            (Some(_), None) => ClockState::Paused,
        }
    }

    pub fn started_at(&self) -> Option<DateTime<Utc>> {
        self.started_at
    }

    /// Hands completed hand-for-hand, while it is on.
    pub fn hand_for_hand(&self) -> Option<u32> {
        self.hand_for_hand
    }

    fn length(&self, index: usize) -> i64 {
        self.periods.get(index).map_or(0, |p| p.ms)
    }

    fn is_break(&self, index: usize) -> bool {
        self.periods
            .get(index)
            .is_some_and(|p| matches!(p.period, PeriodRef::Break { .. }))
    }

    fn is_last(&self, index: usize) -> bool {
        index + 1 >= self.periods.len()
    }

    fn reference(&self, index: usize) -> PeriodRef {
        self.periods
            .get(index)
            .map_or(PeriodRef::Level(1), |p| p.period)
    }

    /// Where the clock is at `now`, and the periods that started on the way.
    fn project(&self, now: DateTime<Utc>) -> (Position, Vec<PeriodStart>) {
        let mut position = Position {
            period: self.period,
            elapsed_ms: self.elapsed_ms,
        };
        let mut starts = Vec::new();
        let Some(since) = self.running_since else {
            return (position, starts);
        };
        let mut budget = ms(now - since).max(0);
        let mut at = since;
        loop {
            let counts = self.hand_for_hand.is_none() || self.is_break(position.period);
            if !counts {
                break;
            }
            let left = self
                .length(position.period)
                .saturating_sub(position.elapsed_ms);
            if self.is_last(position.period) || budget < left {
                position.elapsed_ms = position.elapsed_ms.saturating_add(budget);
                break;
            }
            let step = left.max(0);
            budget -= step;
            at = after(at, step);
            position = Position {
                period: position.period + 1,
                elapsed_ms: 0,
            };
            starts.push(PeriodStart {
                index: position.period,
                period: self.reference(position.period),
                at,
            });
        }
        (position, starts)
    }

    /// Banks the time run up to `now` (to the millisecond below it, so that nothing is lost
    /// between operations) and records the periods that started meanwhile.
    fn settle(&mut self, now: DateTime<Utc>) {
        let (position, starts) = self.project(now);
        self.period = position.period;
        self.elapsed_ms = position.elapsed_ms;
        self.history.extend(starts);
        if let Some(since) = self.running_since {
            self.running_since = Some(after(since, ms(now - since).max(0)));
        }
    }

    /// Applies an operation made at `now` to a copy and keeps it only if it succeeds, so a
    /// refused operation changes nothing.
    fn operate(
        &mut self,
        now: DateTime<Utc>,
        change: impl FnOnce(&mut Clock, DateTime<Utc>) -> Result<(), ClockError>,
    ) -> Result<(), ClockError> {
        let now = self.last_change.map_or(now, |last| now.max(last));
        let mut next = self.clone();
        change(&mut next, now)?;
        next.last_change = Some(now);
        *self = next;
        Ok(())
    }

    fn enter(&mut self, index: usize, now: DateTime<Utc>) {
        self.period = index;
        self.elapsed_ms = 0;
        self.history.push(PeriodStart {
            index,
            period: self.reference(index),
            at: now,
        });
        if self.running_since.is_some() {
            self.running_since = Some(now);
        }
    }

    fn require_started(&self) -> Result<(), ClockError> {
        match self.started_at {
            Some(_) => Ok(()),
            None => Err(ClockError::NotStarted),
        }
    }

    /// Starts level 1 at `now`.
    pub fn start(&mut self, now: DateTime<Utc>) -> Result<(), ClockError> {
        if self.started_at.is_some() {
            return Err(ClockError::AlreadyStarted);
        }
        self.operate(now, |clock, now| {
            clock.started_at = Some(now);
            clock.running_since = Some(now);
            clock.history.push(PeriodStart {
                index: clock.period,
                period: clock.reference(clock.period),
                at: now,
            });
            Ok(())
        })
    }

    pub fn pause(&mut self, now: DateTime<Utc>) -> Result<(), ClockError> {
        self.require_started()?;
        if self.running_since.is_none() {
            return Err(ClockError::AlreadyPaused);
        }
        self.operate(now, |clock, now| {
            clock.settle(now);
            clock.running_since = None;
            Ok(())
        })
    }

    pub fn resume(&mut self, now: DateTime<Utc>) -> Result<(), ClockError> {
        self.require_started()?;
        if self.running_since.is_some() {
            return Err(ClockError::AlreadyRunning);
        }
        self.operate(now, |clock, now| {
            clock.running_since = Some(now);
            Ok(())
        })
    }

    /// Adds time to the current level or break (also before the start, to lengthen level 1).
    pub fn add_time(&mut self, amount: TimeDelta, now: DateTime<Utc>) -> Result<(), ClockError> {
        let amount = ms(amount);
        if amount <= 0 {
            return Err(ClockError::NotPositive);
        }
        self.operate(now, |clock, now| {
            clock.settle(now);
            let left = clock.length(clock.period).saturating_sub(clock.elapsed_ms);
            if left.saturating_add(amount) > MAX_HOURS_LEFT * 3_600_000 {
                return Err(ClockError::TooMuchTime {
                    max_hours: MAX_HOURS_LEFT,
                });
            }
            clock.elapsed_ms = clock.elapsed_ms.saturating_sub(amount);
            Ok(())
        })
    }

    /// Takes time off the current period, up to all it has left (which ends it); more would
    /// skip into the next period, a level nobody played, and is refused.
    pub fn remove_time(&mut self, amount: TimeDelta, now: DateTime<Utc>) -> Result<(), ClockError> {
        let amount = ms(amount);
        if amount <= 0 {
            return Err(ClockError::NotPositive);
        }
        self.operate(now, |clock, now| {
            clock.settle(now);
            let left_ms = clock
                .length(clock.period)
                .saturating_sub(clock.elapsed_ms)
                .max(0);
            if amount > left_ms {
                return Err(ClockError::MoreThanLeft { left_ms });
            }
            clock.advance(amount, false, now);
            Ok(())
        })
    }

    /// Moves the banked time forward by `amount` of clock time, through period ends. With
    /// `stop_at_break`, a break reached starts from its beginning and the rest is dropped.
    fn advance(&mut self, amount: i64, stop_at_break: bool, now: DateTime<Utc>) {
        let mut period = self.period;
        let mut elapsed = self.elapsed_ms.saturating_add(amount);
        while !self.is_last(period) && elapsed >= self.length(period) {
            elapsed -= self.length(period);
            period += 1;
            if stop_at_break && self.is_break(period) {
                elapsed = 0;
                break;
            }
        }
        if period != self.period {
            self.enter(period, now);
        }
        self.elapsed_ms = elapsed;
    }

    /// Starts level `level` from its beginning.
    pub fn jump_to_level(&mut self, level: u32, now: DateTime<Utc>) -> Result<(), ClockError> {
        let index = self
            .periods
            .iter()
            .position(|p| p.period == PeriodRef::Level(level))
            .ok_or(ClockError::NoSuchLevel {
                level,
                last: self.level_count(),
            })?;
        self.operate(now, |clock, now| {
            clock.settle(now);
            clock.enter(index, now);
            Ok(())
        })
    }

    /// Starts the next level or break from its beginning (ends a level or break early).
    pub fn next_period(&mut self, now: DateTime<Utc>) -> Result<(), ClockError> {
        self.operate(now, |clock, now| {
            clock.settle(now);
            if clock.is_last(clock.period) {
                return Err(ClockError::NoNextPeriod);
            }
            clock.enter(clock.period + 1, now);
            Ok(())
        })
    }

    /// Goes back to the start of the previous level or break.
    pub fn previous_period(&mut self, now: DateTime<Utc>) -> Result<(), ClockError> {
        self.operate(now, |clock, now| {
            clock.settle(now);
            let previous = clock
                .period
                .checked_sub(1)
                .ok_or(ClockError::NoPreviousPeriod)?;
            clock.enter(previous, now);
            Ok(())
        })
    }

    /// Hand-for-hand (RP-8): from now on the level clock moves only by the deduction of each
    /// completed hand.
    pub fn start_hand_for_hand(&mut self, now: DateTime<Utc>) -> Result<(), ClockError> {
        self.require_started()?;
        if self.hand_for_hand.is_some() {
            return Err(ClockError::AlreadyHandForHand);
        }
        self.operate(now, |clock, now| {
            clock.settle(now);
            clock.hand_for_hand = Some(0);
            Ok(())
        })
    }

    /// Every table has finished its hand-for-hand hand: the deduction comes off the level.
    pub fn hand_completed(&mut self, now: DateTime<Utc>) -> Result<(), ClockError> {
        let Some(hands) = self.hand_for_hand else {
            return Err(ClockError::NotHandForHand);
        };
        self.operate(now, |clock, now| {
            clock.settle(now);
            if clock.is_break(clock.period) {
                return Err(ClockError::HandDuringBreak);
            }
            clock.advance(clock.hand_for_hand_ms, true, now);
            clock.hand_for_hand = Some(hands.saturating_add(1));
            Ok(())
        })
    }

    /// Back to normal play: the level clock runs in real time again.
    pub fn end_hand_for_hand(&mut self, now: DateTime<Utc>) -> Result<(), ClockError> {
        if self.hand_for_hand.is_none() {
            return Err(ClockError::NotHandForHand);
        }
        self.operate(now, |clock, now| {
            clock.settle(now);
            clock.hand_for_hand = None;
            Ok(())
        })
    }

    fn level_count(&self) -> u32 {
        self.periods
            .iter()
            .filter_map(|p| match p.period {
                PeriodRef::Level(n) => Some(n),
                PeriodRef::Break { .. } => None,
            })
            .max()
            .unwrap_or(0)
    }

    /// The level or break on the clock at `now`.
    pub fn period_at(&self, now: DateTime<Utc>) -> PeriodRef {
        self.reference(self.project(now).0.period)
    }

    /// Time left in the current period at `now`, never negative.
    pub fn time_left(&self, now: DateTime<Utc>) -> TimeDelta {
        let (position, _) = self.project(now);
        TimeDelta::try_milliseconds(self.left(position)).unwrap_or(TimeDelta::MAX)
    }

    fn left(&self, position: Position) -> i64 {
        self.length(position.period)
            .saturating_sub(position.elapsed_ms)
            .max(0)
    }

    /// Period index on the clock at instant `t`, which may be in the past: the recorded starts
    /// answer for the past, the running clock for the present.
    fn index_at(&self, t: DateTime<Utc>) -> usize {
        if let Some(since) = self.running_since
            && t >= since
        {
            return self.project(t).0.period;
        }
        self.history
            .iter()
            .rev()
            .find(|start| start.at <= t)
            .map_or(0, |start| start.index)
    }

    /// The level a hand plays if its first riffle (or shuffler push) was at `t` (TDA 2024 rule
    /// 23, seed 004): the level on the clock at that instant; during a break, the level after
    /// it. A hand started before the clock was, plays level 1.
    pub fn level_for_hand_started_at(&self, t: DateTime<Utc>) -> u32 {
        let index = self.index_at(t);
        let after = self.periods.iter().skip(index).find_map(level_number);
        let before = || self.periods.iter().take(index).rev().find_map(level_number);
        after.or_else(before).unwrap_or(1)
    }

    /// Everything a screen shows, at `now`.
    pub fn view(&self, now: DateTime<Utc>) -> ClockView {
        let (position, _) = self.project(now);
        let index = position.period;
        let left = self.left(position);
        let later = || self.periods.iter().enumerate().skip(index + 1);
        // Clock time from now to the start of the period at `target`.
        let until = |target: usize| -> i64 {
            let between: i64 = self
                .periods
                .iter()
                .take(target)
                .skip(index + 1)
                .fold(0i64, |total, p| total.saturating_add(p.ms));
            left.saturating_add(between)
        };
        let next_level = later().find_map(|(_, p)| level_number(p));
        let next_break_in_ms = later()
            .find(|(_, p)| matches!(p.period, PeriodRef::Break { .. }))
            .map(|(i, _)| until(i));
        let registration = match (self.started_at, self.late_registration_until_level) {
            (None, None) => Registration::Open { closes_in_ms: None },
            (Some(_), None) => Registration::Closed,
            (_, Some(last)) => {
                let open = match self.reference(index) {
                    PeriodRef::Level(n) => n <= last,
                    PeriodRef::Break { after_level } => after_level <= last,
                };
                if open {
                    let closes = later()
                        .find(|(_, p)| matches!(p.period, PeriodRef::Level(n) if n > last))
                        .map(|(i, _)| until(i));
                    Registration::Open {
                        closes_in_ms: closes,
                    }
                } else {
                    Registration::Closed
                }
            }
        };
        ClockView {
            state: self.state(),
            hand_for_hand: self.hand_for_hand,
            period: self.reference(index),
            time_left_ms: left,
            final_level: self.is_last(index),
            level_for_new_hands: self.level_for_hand_started_at(now),
            next_level,
            next_break_in_ms,
            registration,
        }
    }
}

fn level_number(period: &ClockPeriod) -> Option<u32> {
    match period.period {
        PeriodRef::Level(n) => Some(n),
        PeriodRef::Break { .. } => None,
    }
}

#[cfg(test)]
mod wording {
    use super::*;

    /// One refusal of every kind (every damage too), checked by `listed`.
    fn every_variant() -> Vec<ClockError> {
        let mut errors = vec![
            ClockError::EmptySchedule,
            ClockError::NotStarted,
            ClockError::AlreadyStarted,
            ClockError::AlreadyPaused,
            ClockError::AlreadyRunning,
            ClockError::NoSuchLevel { level: 9, last: 8 },
            ClockError::NoNextPeriod,
            ClockError::NoPreviousPeriod,
            ClockError::NotPositive,
            ClockError::TooMuchTime { max_hours: 24 },
            ClockError::MoreThanLeft { left_ms: 754_000 },
            ClockError::AlreadyHandForHand,
            ClockError::NotHandForHand,
            ClockError::HandDuringBreak,
        ];
        for &reason in ClockDamage::ALL {
            errors.push(ClockError::Damaged { reason });
        }
        errors
    }

    fn listed(error: &ClockError) {
        riffle_text::every_kind!(error, ClockError:
            EmptySchedule, NotStarted, AlreadyStarted, AlreadyPaused, AlreadyRunning,
            NoSuchLevel, NoNextPeriod, NoPreviousPeriod, NotPositive, TooMuchTime, MoreThanLeft,
            AlreadyHandForHand, NotHandForHand, HandDuringBreak, Damaged);
    }

    #[test]
    fn every_clock_refusal_is_worded_in_french() {
        for error in every_variant() {
            listed(&error);
            riffle_text::assert_worded_in_both(&error);
        }
    }
}

riffle_text::sentence_file!(fn words = "clock_refusals.ron");
