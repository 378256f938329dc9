//! What the TD can do to the clock, what is refused (with nothing changed), and the
//! invariants that hold whatever the sequence of operations: time left is never negative, time
//! only moves forward on its own, and a saved clock reads back identical.

use chrono::{DateTime, NaiveDate, TimeDelta, Utc};
use proptest::prelude::*;
use riffle_core::clock::{Clock, ClockError, ClockState};
use riffle_core::structure::{PeriodRef, load};

const STRUCTURE: &str = r#"(
    name: "Operations",
    starting_stack: 10000,
    buy_in: 20,
    chips: [(value: 25), (value: 100), (value: 500)],
    level_minutes: 15,
    clock: (hand_for_hand_minutes: 2),
    levels: [
        Level(small_blind: 25, big_blind: 50),
        Level(small_blind: 50, big_blind: 100),
        Break(minutes: 10),
        Level(small_blind: 75, big_blind: 150),
        Level(small_blind: 100, big_blind: 200, minutes: 30),
    ],
)"#;

fn new_clock() -> Clock {
    Clock::new(&load(STRUCTURE, "operations.ron").unwrap().structure).unwrap()
}

fn at(minutes: i64) -> DateTime<Utc> {
    let noon = NaiveDate::from_ymd_opt(2025, 1, 4)
        .and_then(|d| d.and_hms_opt(12, 0, 0))
        .map(|t| t.and_utc())
        .unwrap();
    noon + TimeDelta::minutes(minutes)
}

fn minutes(n: i64) -> TimeDelta {
    TimeDelta::minutes(n)
}

#[test]
fn refused_operations_change_nothing() {
    let mut clock = new_clock();
    assert_eq!(clock.pause(at(0)), Err(ClockError::NotStarted));
    assert_eq!(
        clock.start_hand_for_hand(at(0)),
        Err(ClockError::NotStarted)
    );
    clock.start(at(0)).unwrap();
    let before = clock.clone();
    let refusals = [
        (clock.clone().start(at(1)), ClockError::AlreadyStarted),
        (clock.clone().resume(at(1)), ClockError::AlreadyRunning),
        (
            clock.clone().jump_to_level(9, at(1)),
            ClockError::NoSuchLevel { level: 9, last: 4 },
        ),
        (
            clock.clone().previous_period(at(1)),
            ClockError::NoPreviousPeriod,
        ),
        (
            clock.clone().hand_completed(at(1)),
            ClockError::NotHandForHand,
        ),
        (
            clock.clone().end_hand_for_hand(at(1)),
            ClockError::NotHandForHand,
        ),
        (
            clock.clone().add_time(minutes(0), at(1)),
            ClockError::NotPositive,
        ),
        (
            clock.clone().remove_time(minutes(-3), at(1)),
            ClockError::NotPositive,
        ),
        (
            clock.clone().add_time(minutes(24 * 60), at(1)),
            ClockError::TooMuchTime { max_hours: 24 },
        ),
    ];
    for (result, expected) in refusals {
        assert_eq!(result, Err(expected.clone()));
        assert!(!expected.to_string().is_empty());
    }
    assert_eq!(clock, before);
    let mut paused = clock.clone();
    paused.pause(at(2)).unwrap();
    assert_eq!(paused.pause(at(3)), Err(ClockError::AlreadyPaused));
}

#[test]
fn the_last_level_runs_on_and_has_no_next() {
    let mut clock = new_clock();
    clock.start(at(0)).unwrap();
    // 15 + 15 + 10 + 15 + 30 = 85 minutes of schedule.
    let view = clock.view(at(200));
    assert_eq!(view.period, PeriodRef::Level(4));
    assert_eq!(view.time_left_ms, 0);
    assert!(view.final_level);
    assert_eq!(view.next_level, None);
    assert_eq!(clock.next_period(at(200)), Err(ClockError::NoNextPeriod));
}

#[test]
fn removing_time_never_skips_a_level() {
    let mut clock = new_clock();
    clock.start(at(0)).unwrap();
    // 5 minutes into level 1, 10 are left: taking 30 off would skip level 2.
    let before = clock.clone();
    assert_eq!(
        clock.remove_time(minutes(30), at(5)),
        Err(ClockError::MoreThanLeft { left_ms: 600_000 })
    );
    assert_eq!(clock, before);
    let said = ClockError::MoreThanLeft { left_ms: 600_000 }.to_string();
    assert!(said.contains("only 10:00 is left"), "{said}");
    // Taking all that is left ends the level: level 2 starts whole.
    clock.remove_time(minutes(10), at(5)).unwrap();
    assert_eq!(clock.period_at(at(5)), PeriodRef::Level(2));
    assert_eq!(clock.time_left(at(5)), minutes(15));
}

#[test]
fn hand_for_hand_with_no_deduction_stops_the_level_clock() {
    let text = STRUCTURE.replace("hand_for_hand_minutes: 2", "hand_for_hand_minutes: 0");
    let mut clock = Clock::new(&load(&text, "zero.ron").unwrap().structure).unwrap();
    clock.start(at(0)).unwrap();
    clock.start_hand_for_hand(at(5)).unwrap();
    clock.hand_completed(at(9)).unwrap();
    assert_eq!(clock.time_left(at(60)), minutes(10));
    assert_eq!(clock.view(at(60)).hand_for_hand, Some(1));
    clock.end_hand_for_hand(at(60)).unwrap();
    assert_eq!(clock.time_left(at(61)), minutes(9));
}

#[test]
fn a_hand_for_hand_deduction_stops_at_a_break_which_then_runs_in_real_time() {
    let mut clock = new_clock();
    clock.start(at(0)).unwrap();
    clock.jump_to_level(2, at(0)).unwrap();
    clock.start_hand_for_hand(at(14)).unwrap();
    // One minute left in level 2: a two-minute hand ends it; the break starts whole.
    clock.hand_completed(at(16)).unwrap();
    assert_eq!(clock.period_at(at(16)), PeriodRef::Break { after_level: 2 });
    assert_eq!(clock.time_left(at(16)), minutes(10));
    assert_eq!(
        clock.hand_completed(at(17)),
        Err(ClockError::HandDuringBreak)
    );
    // The break runs; level 3 then waits for hands.
    assert_eq!(clock.period_at(at(26)), PeriodRef::Level(3));
    assert_eq!(clock.time_left(at(40)), minutes(15));
}

#[test]
fn a_computer_clock_set_back_never_moves_the_tournament_clock_back() {
    let mut clock = new_clock();
    clock.start(at(0)).unwrap();
    clock.pause(at(10)).unwrap();
    clock.resume(at(5)).unwrap();
    assert_eq!(clock.time_left(at(5)), minutes(5));
    assert_eq!(clock.time_left(at(7)), minutes(5));
    assert_eq!(clock.time_left(at(11)), minutes(4));
    let starts = clock.period_starts(at(60));
    assert!(starts.windows(2).all(|w| w[0].at <= w[1].at));
}

#[derive(Clone, Debug)]
enum Op {
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

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        Just(Op::Pause),
        Just(Op::Resume),
        (1i64..1_200_000).prop_map(Op::Add),
        (1i64..3_000_000).prop_map(Op::Remove),
        (0u32..6).prop_map(Op::Jump),
        Just(Op::Next),
        Just(Op::Previous),
        Just(Op::HandForHand),
        Just(Op::HandDone),
        Just(Op::EndHandForHand),
    ]
}

fn apply(clock: &mut Clock, op: &Op, now: DateTime<Utc>) -> Result<(), ClockError> {
    match *op {
        Op::Pause => clock.pause(now),
        Op::Resume => clock.resume(now),
        Op::Add(ms) => clock.add_time(TimeDelta::milliseconds(ms), now),
        Op::Remove(ms) => clock.remove_time(TimeDelta::milliseconds(ms), now),
        Op::Jump(level) => clock.jump_to_level(level, now),
        Op::Next => clock.next_period(now),
        Op::Previous => clock.previous_period(now),
        Op::HandForHand => clock.start_hand_for_hand(now),
        Op::HandDone => clock.hand_completed(now),
        Op::EndHandForHand => clock.end_hand_for_hand(now),
    }
}

/// Clock time from the start of the schedule to `now`, in milliseconds.
fn position(clock: &Clock, now: DateTime<Utc>) -> i64 {
    let period = clock.period_at(now);
    let index = clock
        .periods()
        .iter()
        .position(|p| p.period == period)
        .unwrap();
    let through: i64 = clock.periods()[..=index].iter().map(|p| p.ms).sum();
    through - clock.time_left(now).num_milliseconds()
}

fn forward_only(op: &Op) -> bool {
    matches!(
        op,
        Op::Pause
            | Op::Resume
            | Op::Remove(_)
            | Op::Next
            | Op::HandForHand
            | Op::HandDone
            | Op::EndHandForHand
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_sequence_keeps_the_clock_sound(
        steps in prop::collection::vec((op(), -60_000i64..900_000), 1..40),
        probes in prop::collection::vec(0i64..600_000, 1..6),
    ) {
        let mut clock = new_clock();
        let mut now = at(0);
        clock.start(now).unwrap();
        for (op, step) in &steps {
            now += TimeDelta::milliseconds(*step);
            let before = clock.clone();
            let position_before = position(&clock, now);
            match apply(&mut clock, op, now) {
                Err(_) => prop_assert_eq!(&clock, &before),
                Ok(()) if forward_only(op) => {
                    prop_assert!(position(&clock, now) >= position_before);
                }
                Ok(()) => {}
            }
            // On its own, the clock never goes back.
            let mut last = position(&clock, now);
            let mut later = now;
            for probe in &probes {
                later += TimeDelta::milliseconds(*probe);
                let here = position(&clock, later);
                prop_assert!(here >= last);
                last = here;
                let view = clock.view(later);
                prop_assert!(view.time_left_ms >= 0);
                prop_assert_eq!(view.state == ClockState::Running, clock.state() == ClockState::Running);
            }
            let saved = serde_json::to_string(&clock).unwrap();
            let restored: Clock = serde_json::from_str(&saved).unwrap();
            prop_assert_eq!(&restored, &clock);
            let starts = clock.period_starts(now);
            prop_assert!(starts.windows(2).all(|w| w[0].at <= w[1].at));
        }
    }
}
