//! A twelve-hour event on the clock, second by second: pauses, time added and removed, a level
//! skipped, a level ended early, a wrong "previous" corrected, and hand-for-hand on the bubble
//! (RP-8). Every level and break must start on the exact second the TD expects, the display
//! must lose exactly one second per second while the clock runs, and a clock saved at any
//! moment must resume with the same time left.

use chrono::{DateTime, Duration, NaiveDate, TimeDelta, Utc};
use riffle_core::clock::{Clock, ClockState, Registration};
use riffle_core::structure::{PeriodRef, load};

/// 36 twenty-minute levels, a ten-minute break after every fourth, late registration through
/// level 8, two minutes per hand-for-hand hand.
fn structure_text() -> String {
    let mut levels = String::new();
    let mut big_blind = 200u64;
    for level in 1..=36 {
        levels.push_str(&format!(
            "Level(small_blind: {}, big_blind: {big_blind}, ante: BigBlind({big_blind})),\n",
            big_blind / 2
        ));
        if level % 4 == 0 && level < 36 {
            levels.push_str("Break(minutes: 10),\n");
        }
        big_blind = big_blind * 5 / 4 / 100 * 100;
    }
    format!(
        "(name: \"Twelve hours\", starting_stack: 20000, buy_in: 100,
          chips: [(value: 100), (value: 500), (value: 1000), (value: 5000), (value: 25000)],
          level_minutes: 20, late_registration_until_level: 8,
          clock: (hand_for_hand_minutes: 2),
          levels: [{levels}])"
    )
}

fn at(day: u32, h: u32, m: u32, s: u32) -> DateTime<Utc> {
    NaiveDate::from_ymd_opt(2025, 6, day)
        .and_then(|d| d.and_hms_opt(h, m, s))
        .map(|t| t.and_utc())
        .unwrap()
}

fn t(h: u32, m: u32, s: u32) -> DateTime<Utc> {
    if h < 12 {
        at(15, h, m, s)
    } else {
        at(14, h, m, s)
    }
}

fn level(n: u32) -> PeriodRef {
    PeriodRef::Level(n)
}

fn brk(after_level: u32) -> PeriodRef {
    PeriodRef::Break { after_level }
}

#[derive(Clone, Copy, Debug)]
enum Op {
    Start,
    Pause,
    Resume,
    Add(i64),
    Remove(i64),
    Jump(u32),
    Next,
    Previous,
    HandForHand,
    HandDone,
    EndHandForHand,
}

/// What the TD does, and when.
fn script() -> Vec<(DateTime<Utc>, Op)> {
    use Op::*;
    vec![
        (t(14, 0, 0), Start),
        (t(14, 33, 17), Pause),
        (t(14, 38, 0), Resume),
        (t(14, 50, 0), Add(120)),
        (t(15, 10, 0), Remove(60)),
        (t(16, 0, 0), Jump(7)),
        (t(17, 15, 30), Next),
        (t(18, 10, 0), Pause),
        (t(19, 0, 0), Resume),
        (t(20, 20, 0), Add(300)),
        (t(20, 52, 0), Previous),
        (t(20, 52, 10), Next),
        (t(23, 55, 0), HandForHand),
        (t(23, 58, 0), HandDone),
        (t(0, 1, 30), HandDone),
        (t(0, 4, 0), HandDone),
        (t(0, 7, 0), HandDone),
        (t(0, 9, 0), HandDone),
        (t(0, 12, 0), HandDone),
        (t(0, 14, 30), HandDone),
        (t(0, 17, 0), HandDone),
        (t(0, 19, 0), HandDone),
        (t(0, 25, 0), EndHandForHand),
    ]
}

/// Every period start the TD expects, worked out by hand from the script.
fn expected_starts() -> Vec<(PeriodRef, DateTime<Utc>)> {
    vec![
        (level(1), t(14, 0, 0)),
        (level(2), t(14, 20, 0)),
        // 13:17 of level 2 played before the pause, 6:43 after 14:38:00.
        (level(3), t(14, 44, 43)),
        // Two minutes added.
        (level(4), t(15, 6, 43)),
        // One minute removed.
        (brk(4), t(15, 25, 43)),
        (level(5), t(15, 35, 43)),
        (level(6), t(15, 55, 43)),
        (level(7), t(16, 0, 0)),
        (level(8), t(16, 20, 0)),
        (brk(8), t(16, 40, 0)),
        (level(9), t(16, 50, 0)),
        (level(10), t(17, 10, 0)),
        (level(11), t(17, 15, 30)),
        (level(12), t(17, 35, 30)),
        (brk(12), t(17, 55, 30)),
        (level(13), t(18, 5, 30)),
        // Paused 50 minutes with 15:30 left.
        (level(14), t(19, 15, 30)),
        (level(15), t(19, 35, 30)),
        (level(16), t(19, 55, 30)),
        (brk(16), t(20, 15, 30)),
        // Five minutes added to the break.
        (level(17), t(20, 30, 30)),
        (level(18), t(20, 50, 30)),
        // "Previous" by mistake, then "next" straight away.
        (level(17), t(20, 52, 0)),
        (level(18), t(20, 52, 10)),
        (level(19), t(21, 12, 10)),
        (level(20), t(21, 32, 10)),
        (brk(20), t(21, 52, 10)),
        (level(21), t(22, 2, 10)),
        (level(22), t(22, 22, 10)),
        (level(23), t(22, 42, 10)),
        (level(24), t(23, 2, 10)),
        (brk(24), t(23, 22, 10)),
        (level(25), t(23, 32, 10)),
        (level(26), t(23, 52, 10)),
        // Hand-for-hand from 23:55:00 with 17:10 left: nine hands of two minutes use it up,
        // and the ninth carries 50 seconds into level 27, which then stands still until
        // hand-for-hand ends at 00:25:00 with 19:10 left.
        (level(27), t(0, 19, 0)),
        (level(28), t(0, 44, 10)),
        (brk(28), t(1, 4, 10)),
        (level(29), t(1, 14, 10)),
        (level(30), t(1, 34, 10)),
        (level(31), t(1, 54, 10)),
    ]
}

fn apply(clock: &mut Clock, op: Op, now: DateTime<Utc>) {
    let result = match op {
        Op::Start => clock.start(now),
        Op::Pause => clock.pause(now),
        Op::Resume => clock.resume(now),
        Op::Add(s) => clock.add_time(TimeDelta::seconds(s), now),
        Op::Remove(s) => clock.remove_time(TimeDelta::seconds(s), now),
        Op::Jump(n) => clock.jump_to_level(n, now),
        Op::Next => clock.next_period(now),
        Op::Previous => clock.previous_period(now),
        Op::HandForHand => clock.start_hand_for_hand(now),
        Op::HandDone => clock.hand_completed(now),
        Op::EndHandForHand => clock.end_hand_for_hand(now),
    };
    assert_eq!(result, Ok(()), "{op:?} at {now}");
}

fn new_clock() -> Clock {
    let loaded = load(&structure_text(), "twelve-hours.ron").unwrap();
    Clock::new(&loaded.structure).unwrap()
}

fn run_event(mut check_each_second: impl FnMut(&Clock, DateTime<Utc>, bool)) -> Clock {
    let mut clock = new_clock();
    let script = script();
    let mut next = 0;
    let mut now = t(14, 0, 0);
    while now <= t(2, 0, 0) {
        let mut acted = false;
        while next < script.len() && script[next].0 == now {
            apply(&mut clock, script[next].1, now);
            next += 1;
            acted = true;
        }
        check_each_second(&clock, now, acted);
        now += Duration::seconds(1);
    }
    assert_eq!(next, script.len(), "the whole script ran");
    clock
}

#[test]
fn every_period_starts_on_the_second_the_td_expects() {
    let clock = run_event(|_, _, _| {});
    let starts: Vec<(PeriodRef, DateTime<Utc>)> = clock
        .period_starts(t(2, 0, 0))
        .iter()
        .map(|s| (s.period, s.at))
        .collect();
    assert_eq!(starts, expected_starts());
    // A settled view at the very end agrees: level 31 started at 01:54:10.
    let end = t(2, 0, 0);
    assert_eq!(clock.period_at(end), level(31));
    assert_eq!(clock.time_left(end), TimeDelta::seconds(20 * 60 - 350));
}

#[test]
fn each_boundary_is_exact_to_the_millisecond() {
    let clock = run_event(|_, _, _| {});
    // Replaying the script to each boundary: one millisecond before it, the previous period
    // is on; on it, the new one.
    let expected = expected_starts();
    for pair in expected.windows(2) {
        let (before, (period, start)) = (pair[0].0, pair[1]);
        let replay = replay_until(start - TimeDelta::milliseconds(1));
        assert_eq!(
            replay.period_at(start - TimeDelta::milliseconds(1)),
            before,
            "just before {start}"
        );
        let replay = replay_until(start);
        assert_eq!(replay.period_at(start), period, "at {start}");
    }
    // The log already says the same, whatever instant it is asked about.
    for (period, start) in expected.iter().skip(1) {
        let hand_level = clock.level_for_hand_started_at(*start);
        if let PeriodRef::Level(n) = period {
            assert_eq!(hand_level, *n, "a hand riffled at {start}");
        }
    }
}

/// The clock as it was at `now`: the script applied up to `now`, then asked at `now`.
fn replay_until(now: DateTime<Utc>) -> Clock {
    let mut clock = new_clock();
    for (when, op) in script() {
        if when <= now {
            apply(&mut clock, op, when);
        }
    }
    clock
}

#[test]
fn the_display_loses_exactly_one_second_per_second_while_running() {
    let mut previous: Option<(PeriodRef, i64)> = None;
    run_event(|clock, now, acted| {
        let view = clock.view(now);
        assert_eq!(view.time_left_ms % 1000, 0, "whole seconds at {now}");
        let stands_still = view.state != ClockState::Running
            || (view.hand_for_hand.is_some() && matches!(view.period, PeriodRef::Level(_)));
        if let Some((period, left)) = previous
            && !acted
            && period == view.period
        {
            let expected = if stands_still { left } else { left - 1000 };
            assert_eq!(view.time_left_ms, expected, "at {now}");
        }
        previous = Some((view.period, view.time_left_ms));
    });
}

#[test]
fn a_restart_mid_level_resumes_with_the_same_time_left() {
    for saved_at in [
        t(14, 25, 30),
        t(18, 30, 0),
        t(19, 20, 0),
        t(0, 5, 0),
        t(0, 30, 0),
    ] {
        let clock = replay_until(saved_at);
        let json = serde_json::to_string(&clock).unwrap();
        let ron_text = ron::to_string(&clock).unwrap();
        for restored in [
            serde_json::from_str::<Clock>(&json).unwrap(),
            ron::from_str::<Clock>(&ron_text).unwrap(),
        ] {
            assert_eq!(restored, clock);
            // Right away, after a redraw, and after a three-minute crash.
            for later in [0, 7, 180] {
                let now = saved_at + TimeDelta::seconds(later) + TimeDelta::milliseconds(250);
                assert_eq!(restored.view(now), clock.view(now), "saved at {saved_at}");
            }
        }
    }
    // Saved during the dinner pause, reopened at 18:59: still 15:30 left in level 13.
    let paused = replay_until(t(18, 30, 0));
    let restored: Clock = serde_json::from_str(&serde_json::to_string(&paused).unwrap()).unwrap();
    assert_eq!(restored.period_at(t(18, 59, 0)), level(13));
    assert_eq!(
        restored.time_left(t(18, 59, 0)),
        TimeDelta::seconds(15 * 60 + 30)
    );
}

#[test]
fn the_player_screen_sees_registration_breaks_and_the_next_level() {
    let clock = replay_until(t(16, 30, 0));
    let view = clock.view(t(16, 30, 0));
    assert_eq!(view.period, level(8));
    assert_eq!(view.time_left_ms, 10 * 60_000);
    assert_eq!(view.next_level, Some(9));
    assert_eq!(view.next_break_in_ms, Some(10 * 60_000));
    // Late registration runs through level 8 and the break after it: 20 minutes from now.
    assert_eq!(
        view.registration,
        Registration::Open {
            closes_in_ms: Some(20 * 60_000)
        }
    );
    let during_break = clock.view(t(16, 45, 0));
    assert_eq!(during_break.period, brk(8));
    assert_eq!(during_break.level_for_new_hands, 9);
    assert!(matches!(
        during_break.registration,
        Registration::Open { .. }
    ));
    assert_eq!(clock.view(t(16, 50, 0)).registration, Registration::Closed);
}

#[test]
fn a_damaged_save_is_refused_with_a_sentence() {
    let clock = replay_until(t(15, 0, 0));
    let mut value = serde_json::to_value(&clock).unwrap();
    value["period"] = serde_json::json!(999);
    let error = serde_json::from_value::<Clock>(value).unwrap_err();
    assert!(error.to_string().contains("damaged"), "{error}");
}
