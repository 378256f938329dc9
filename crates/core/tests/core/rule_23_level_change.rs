//! TDA 2024 rule 23 and seed 004: a new level applies to the next hand, and a hand starts at
//! the first riffle (or the shuffler push). The clock reports both the level on the clock and
//! the level of a hand started at any instant.

use chrono::{DateTime, NaiveDate, TimeDelta, Utc};
use riffle_core::clock::Clock;
use riffle_core::structure::{LevelSpec, PeriodRef, Schedule, load};

const STRUCTURE: &str = r#"(
    name: "Rule 23",
    starting_stack: 20000,
    buy_in: 50,
    chips: [(value: 25), (value: 100), (value: 500)],
    level_minutes: 20,
    levels: [
        Level(small_blind: 100, big_blind: 200),
        Level(small_blind: 150, big_blind: 300),
        Break(minutes: 10),
        Level(small_blind: 200, big_blind: 400, ante: BigBlind(400)),
    ],
)"#;

fn at(h: u32, m: u32, s: u32) -> DateTime<Utc> {
    NaiveDate::from_ymd_opt(2025, 3, 7)
        .and_then(|d| d.and_hms_opt(h, m, s))
        .map(|t| t.and_utc())
        .unwrap()
}

/// Level 2 (150/300) is on the clock from 20:00:00.
fn clock_started_at_1940() -> (Clock, Schedule) {
    let structure = load(STRUCTURE, "rule-23.ron").unwrap().structure;
    let mut clock = Clock::new(&structure).unwrap();
    clock.start(at(19, 40, 0)).unwrap();
    (clock, structure.schedule())
}

fn blinds(schedule: &Schedule, level: u32) -> (u64, u64) {
    let spec: &LevelSpec = schedule.level(level).unwrap();
    (spec.small_blind, spec.big_blind)
}

#[test]
fn a_riffle_before_the_change_plays_the_old_level_and_one_after_plays_the_new() {
    let (clock, schedule) = clock_started_at_1940();
    let early = clock.level_for_hand_started_at(at(19, 59, 58));
    let late = clock.level_for_hand_started_at(at(20, 0, 1));
    assert_eq!(blinds(&schedule, early), (100, 200));
    assert_eq!(blinds(&schedule, late), (150, 300));
}

#[test]
fn the_clock_changes_level_on_the_exact_instant() {
    let (clock, _) = clock_started_at_1940();
    let change = at(20, 0, 0);
    let just_before = change - TimeDelta::milliseconds(1);
    assert_eq!(clock.period_at(just_before), PeriodRef::Level(1));
    assert_eq!(clock.period_at(change), PeriodRef::Level(2));
    assert_eq!(clock.level_for_hand_started_at(just_before), 1);
    assert_eq!(clock.level_for_hand_started_at(change), 2);
}

#[test]
fn a_hand_logged_after_the_fact_keeps_the_level_of_its_riffle() {
    let (mut clock, schedule) = clock_started_at_1940();
    // The TD pauses at 20:10 and only then records the hand that was riffled at 19:59:58 and
    // played on past the change (a dealer push at the old level counts the same way).
    clock.pause(at(20, 10, 0)).unwrap();
    assert_eq!(clock.period_at(at(20, 10, 0)), PeriodRef::Level(2));
    let level = clock.level_for_hand_started_at(at(19, 59, 58));
    assert_eq!(blinds(&schedule, level), (100, 200));
    let level = clock.level_for_hand_started_at(at(20, 0, 1));
    assert_eq!(blinds(&schedule, level), (150, 300));
}

#[test]
fn a_pause_moves_the_change_and_the_hands_with_it() {
    let (mut clock, schedule) = clock_started_at_1940();
    clock.pause(at(19, 59, 50)).unwrap();
    clock.resume(at(20, 4, 50)).unwrap();
    // Ten seconds were left: the change now comes at 20:05:00.
    let level = clock.level_for_hand_started_at(at(20, 0, 1));
    assert_eq!(blinds(&schedule, level), (100, 200));
    assert_eq!(clock.period_at(at(20, 4, 59)), PeriodRef::Level(1));
    assert_eq!(clock.period_at(at(20, 5, 0)), PeriodRef::Level(2));
}

#[test]
fn hands_started_during_a_break_play_the_level_after_it() {
    let (clock, schedule) = clock_started_at_1940();
    // Level 2 ends at 20:20; the break runs to 20:30.
    let during_break = at(20, 25, 0);
    assert_eq!(
        clock.period_at(during_break),
        PeriodRef::Break { after_level: 2 }
    );
    let level = clock.level_for_hand_started_at(during_break);
    assert_eq!(level, 3);
    assert_eq!(blinds(&schedule, level), (200, 400));
    assert_eq!(clock.view(during_break).level_for_new_hands, 3);
}

#[test]
fn a_hand_started_before_the_clock_plays_level_one() {
    let (clock, _) = clock_started_at_1940();
    assert_eq!(clock.level_for_hand_started_at(at(19, 30, 0)), 1);
}
