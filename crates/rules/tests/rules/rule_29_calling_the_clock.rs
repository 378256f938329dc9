//! TDA 2024 rule 29 and seed 004's time limit: the clock's times come from the house rules
//! (60 s + 10 s by default, 25 s + 5 s as in the TDA text), a hand facing a bet dies when time
//! runs out, otherwise it checks (TDA) or dies (seed 004), and a tie goes to the player.

use chrono::{DateTime, Duration, TimeZone, Utc};
use riffle_core::house::HouseRules;
use riffle_rules::disputes::time::{
    ClockExpired, ClockPhase, ClockRequest, ClockRequester, ClockTiming, PlayerClock,
};
use riffle_rules::disputes::{Case, Decision};
use riffle_text::Lang;

fn at(h: u32, m: u32, s: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 5, 16, h, m, s).unwrap()
}

fn request(by: ClockRequester, reasonable: bool) -> Case {
    Case::ClockRequest(ClockRequest {
        requested_by: Some(by),
        reasonable_time_passed: Some(reasonable),
    })
}

#[test]
fn the_default_clock_is_60_seconds_plus_a_10_second_countdown() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = request(ClockRequester::SeatedPlayer, true)
            .rule(&house)
            .unwrap();
        assert_eq!(
            ruling.decision,
            Decision::ClockStarted {
                seconds: 60,
                countdown_seconds: 10
            }
        );
    }
}

#[test]
fn a_house_may_run_the_tda_clock_of_25_seconds_plus_5() {
    let mut house = HouseRules::tda_2024();
    house.time.call_the_clock.seconds = 25;
    house.time.call_the_clock.countdown_seconds = 5;
    let ruling = request(ClockRequester::TournamentDirector, true)
        .rule(&house)
        .unwrap();
    assert_eq!(
        ruling.decision,
        Decision::ClockStarted {
            seconds: 25,
            countdown_seconds: 5
        }
    );
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .contains("25 seconds to act, then a 5-second countdown")
    );
}

#[test]
fn the_clock_is_refused_before_a_reasonable_time_or_to_a_player_away_from_the_seat() {
    let tda = HouseRules::tda_2024();
    assert_eq!(
        request(ClockRequester::SeatedPlayer, false)
            .rule(&tda)
            .unwrap()
            .decision,
        Decision::ClockRefused
    );
    let away = Case::ClockRequest(ClockRequest {
        requested_by: Some(ClockRequester::PlayerAwayFromSeat),
        reasonable_time_passed: None,
    });
    assert_eq!(away.rule(&tda).unwrap().decision, Decision::ClockRefused);
}

#[test]
fn the_timer_counts_down_from_now_and_a_tie_goes_to_the_player() {
    let clock = PlayerClock::start(&HouseRules::tda_2024().time.call_the_clock, at(21, 0, 0));
    assert_eq!(clock.deadline(), at(21, 1, 10));
    assert_eq!(
        clock.phase(at(21, 0, 45)),
        ClockPhase::Thinking {
            left: Duration::seconds(15)
        }
    );
    assert_eq!(
        clock.phase(at(21, 1, 4)),
        ClockPhase::Countdown {
            left: Duration::seconds(6)
        }
    );
    assert_eq!(
        clock.phase(at(21, 1, 10)),
        ClockPhase::Countdown {
            left: Duration::zero()
        }
    );
    assert_eq!(clock.phase(at(21, 1, 11)), ClockPhase::Expired);
    assert_eq!(clock.timing(at(21, 1, 9)), ClockTiming::InTime);
    assert_eq!(clock.timing(at(21, 1, 10)), ClockTiming::AtTheBuzzer);
    assert_eq!(clock.timing(at(21, 1, 11)), ClockTiming::NotActed);
}

fn expired(timing: ClockTiming, facing_bet: bool) -> Case {
    Case::ClockExpired(ClockExpired {
        timing: Some(timing),
        facing_bet: Some(facing_bet),
    })
}

#[test]
fn time_running_out_facing_a_bet_kills_the_hand_under_both_presets() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = expired(ClockTiming::NotActed, true).rule(&house).unwrap();
        assert_eq!(ruling.decision, Decision::HandDead);
    }
}

#[test]
fn time_running_out_with_no_bet_checks_under_tda_and_kills_the_hand_under_seed_004() {
    assert_eq!(
        expired(ClockTiming::NotActed, false)
            .rule(&HouseRules::tda_2024())
            .unwrap()
            .decision,
        Decision::Check
    );
    assert_eq!(
        expired(ClockTiming::NotActed, false)
            .rule(&HouseRules::seed_fr())
            .unwrap()
            .decision,
        Decision::HandDead
    );
}

#[test]
fn acting_exactly_as_time_runs_out_stands() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = expired(ClockTiming::AtTheBuzzer, true)
            .rule(&house)
            .unwrap();
        assert_eq!(ruling.decision, Decision::ActionStands);
        assert!(
            ruling
                .explanation
                .get(Lang::En)
                .contains("a tie goes to the player")
        );
    }
}
