//! Alerts one minute before each level change and break, and at each change, decided from the
//! clock alone: the built-in structure (20-minute levels, a 10-minute break after level 4) on a
//! clock started at a fixed instant.

use crate::ui_common;

use chrono::{DateTime, TimeDelta, Utc};
use riffle_core::clock::{Clock, ClockView};
use riffle_core::structure::{Structure, default_structure};
use riffle_ui::alerts::{
    Alert, AlertTracker, CHANGE_SHOWN_MS, Chime, Seen, chime_wav, due, warning,
};
use std::time::Duration;
use ui_common::t0;

fn structure() -> Structure {
    default_structure().unwrap_or_else(|rejected| panic!("{rejected}"))
}

fn started_clock() -> Clock {
    let mut clock = Clock::new(&structure()).unwrap_or_else(|e| panic!("{e}"));
    clock.start(t0()).unwrap_or_else(|e| panic!("{e}"));
    clock
}

/// `minutes:seconds` of clock time after the start.
fn at(minutes: i64, seconds: i64) -> DateTime<Utc> {
    t0() + TimeDelta::seconds(minutes * 60 + seconds)
}

fn view(clock: &Clock, at: DateTime<Utc>) -> ClockView {
    clock.view(at)
}

#[test]
fn the_warning_comes_one_minute_before_the_level_changes() {
    let clock = started_clock();
    assert_eq!(warning(&view(&clock, at(18, 59))), None);
    assert_eq!(
        warning(&view(&clock, at(19, 0))),
        Some(Alert::LevelSoon { level: 2 })
    );
    assert_eq!(
        warning(&view(&clock, at(19, 59))),
        Some(Alert::LevelSoon { level: 2 })
    );
}

#[test]
fn before_a_break_the_warning_announces_the_break() {
    let clock = started_clock();
    // Level 4 ends at 80 minutes, when the break starts.
    assert_eq!(warning(&view(&clock, at(79, 30))), Some(Alert::BreakSoon));
}

#[test]
fn at_the_end_of_a_break_players_are_called_back_to_their_seats() {
    let clock = started_clock();
    // The break runs from 80 to 90 minutes; level 5 follows.
    assert_eq!(
        warning(&view(&clock, at(89, 30))),
        Some(Alert::PlayResumesSoon { level: 5 })
    );
}

#[test]
fn no_warning_before_the_clock_starts_on_the_last_level_or_hand_for_hand() {
    let structure = structure();
    let mut clock = Clock::new(&structure).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(warning(&view(&clock, t0())), None, "not started");

    clock.start(t0()).unwrap_or_else(|e| panic!("{e}"));
    let last = structure.level_count();
    clock
        .jump_to_level(last, at(1, 0))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(warning(&view(&clock, at(20, 30))), None, "last level");

    let mut clock = started_clock();
    clock
        .start_hand_for_hand(at(15, 0))
        .unwrap_or_else(|e| panic!("{e}"));
    // Two hands take two minutes each off the five left.
    for _ in 0..2 {
        clock
            .hand_completed(at(15, 0))
            .unwrap_or_else(|e| panic!("{e}"));
    }
    assert_eq!(view(&clock, at(15, 0)).time_left_ms, 60_000);
    assert_eq!(warning(&view(&clock, at(15, 0))), None, "hand-for-hand");
}

#[test]
fn a_warning_is_due_once_when_the_last_minute_starts() {
    let clock = started_clock();
    let before = Seen::after(None, &view(&clock, at(18, 59)));
    let during = Seen::after(None, &view(&clock, at(19, 0)));
    assert_eq!(
        due(Some(&before), &view(&clock, at(19, 0))),
        Some(Alert::LevelSoon { level: 2 })
    );
    assert_eq!(due(Some(&during), &view(&clock, at(19, 1))), None);
}

#[test]
fn a_change_is_due_when_a_new_level_or_break_is_on_the_clock() {
    let clock = started_clock();
    let level_1 = Seen::after(None, &view(&clock, at(19, 59)));
    assert_eq!(
        due(Some(&level_1), &view(&clock, at(20, 0))),
        Some(Alert::LevelStarted { level: 2 })
    );
    let level_4 = Seen::after(None, &view(&clock, at(79, 59)));
    assert_eq!(
        due(Some(&level_4), &view(&clock, at(80, 0))),
        Some(Alert::BreakStarted)
    );
    let on_break = Seen::after(None, &view(&clock, at(89, 59)));
    assert_eq!(
        due(Some(&on_break), &view(&clock, at(90, 0))),
        Some(Alert::LevelStarted { level: 5 })
    );
}

#[test]
fn opening_the_app_in_the_middle_of_a_level_announces_nothing() {
    let clock = started_clock();
    assert_eq!(due(None, &view(&clock, at(19, 30))), None);
}

#[test]
fn starting_the_clock_announces_level_1() {
    let mut clock = Clock::new(&structure()).unwrap_or_else(|e| panic!("{e}"));
    let waiting = Seen::after(None, &view(&clock, t0()));
    clock.start(t0()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        due(Some(&waiting), &view(&clock, at(0, 1))),
        Some(Alert::LevelStarted { level: 1 })
    );
}

#[test]
fn a_level_the_td_jumps_to_is_announced() {
    let mut clock = started_clock();
    let level_1 = Seen::after(None, &view(&clock, at(5, 0)));
    clock
        .jump_to_level(6, at(5, 0))
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        due(Some(&level_1), &view(&clock, at(5, 1))),
        Some(Alert::LevelStarted { level: 6 })
    );
}

#[test]
fn no_warning_while_the_clock_is_paused_and_none_again_when_it_resumes() {
    let mut clock = started_clock();
    let mut tracker = AlertTracker::default();
    let mut sounded = Vec::new();
    for now in [at(18, 59), at(19, 10)] {
        sounded.extend(tracker.observe(&view(&clock, now), now));
    }
    clock.pause(at(19, 20)).unwrap_or_else(|e| panic!("{e}"));
    let paused = view(&clock, at(19, 30));
    assert_eq!(warning(&paused), None);
    assert_eq!(tracker.showing(&paused, at(19, 30)), None);
    sounded.extend(tracker.observe(&paused, at(19, 30)));
    clock.resume(at(19, 40)).unwrap_or_else(|e| panic!("{e}"));
    sounded.extend(tracker.observe(&view(&clock, at(19, 41)), at(19, 41)));
    assert_eq!(sounded, [Alert::LevelSoon { level: 2 }]);
    assert_eq!(
        tracker.showing(&view(&clock, at(19, 41)), at(19, 41)),
        Some(Alert::LevelSoon { level: 2 })
    );
}

#[test]
fn time_added_in_the_last_minute_brings_the_warning_back_when_a_minute_is_left_again() {
    let mut clock = started_clock();
    let mut tracker = AlertTracker::default();
    let mut sounded = Vec::new();
    for now in [at(18, 59), at(19, 10)] {
        sounded.extend(tracker.observe(&view(&clock, now), now));
    }
    clock
        .add_time(TimeDelta::minutes(2), at(19, 20))
        .unwrap_or_else(|e| panic!("{e}"));
    // 2:40 left at 19:20; one minute left at 21:00.
    for now in [at(19, 21), at(20, 59), at(21, 0)] {
        sounded.extend(tracker.observe(&view(&clock, now), now));
    }
    assert_eq!(
        sounded,
        [Alert::LevelSoon { level: 2 }, Alert::LevelSoon { level: 2 }]
    );
}

#[test]
fn the_tracker_sounds_each_alert_once_however_often_it_looks() {
    let clock = started_clock();
    let mut tracker = AlertTracker::default();
    let mut sounded = Vec::new();
    // Two windows looking four times a second from 18:50 to 20:10.
    for quarter in 0..(80 * 4) {
        let now = at(18, 50) + TimeDelta::milliseconds(250 * quarter);
        for _window in 0..2 {
            sounded.extend(tracker.observe(&view(&clock, now), now));
        }
    }
    assert_eq!(
        sounded,
        [
            Alert::LevelSoon { level: 2 },
            Alert::LevelStarted { level: 2 }
        ]
    );
}

#[test]
fn a_change_stays_on_screen_for_thirty_seconds_then_the_screen_is_clear() {
    let clock = started_clock();
    let mut tracker = AlertTracker::default();
    for now in [at(19, 59), at(20, 0)] {
        tracker.observe(&view(&clock, now), now);
    }
    assert_eq!(
        tracker.showing(&view(&clock, at(20, 20)), at(20, 20)),
        Some(Alert::LevelStarted { level: 2 })
    );
    assert_eq!(
        tracker.change_shown_for(at(20, 20)),
        Some(Duration::from_millis(10_000))
    );
    let gone = at(20, 0) + TimeDelta::milliseconds(CHANGE_SHOWN_MS);
    assert_eq!(tracker.showing(&view(&clock, gone), gone), None);
    assert_eq!(tracker.change_shown_for(gone), None);
}

#[test]
fn the_warning_shows_for_the_whole_last_minute() {
    let clock = started_clock();
    let tracker = AlertTracker::default();
    assert_eq!(
        tracker.showing(&view(&clock, at(19, 45)), at(19, 45)),
        Some(Alert::LevelSoon { level: 2 })
    );
}

#[test]
fn warnings_and_changes_have_different_chimes() {
    assert_eq!(Alert::BreakSoon.chime(), Chime::Warning);
    assert_eq!(Alert::BreakStarted.chime(), Chime::Change);
    assert_ne!(chime_wav(Chime::Warning), chime_wav(Chime::Change));
}

#[test]
fn the_chimes_are_well_formed_wav_files() {
    for chime in [Chime::Warning, Chime::Change] {
        let wav = chime_wav(chime);
        assert_eq!(&wav[0..4], b"RIFF");
        assert_eq!(&wav[8..16], b"WAVEfmt ");
        let riff_len = u32::from_le_bytes([wav[4], wav[5], wav[6], wav[7]]) as usize;
        assert_eq!(riff_len + 8, wav.len());
        let data_len = u32::from_le_bytes([wav[40], wav[41], wav[42], wav[43]]) as usize;
        assert_eq!(data_len + 44, wav.len());
        let seconds = data_len as f64 / (22_050.0 * 2.0);
        assert!((0.5..3.0).contains(&seconds), "{seconds} s");
    }
}
