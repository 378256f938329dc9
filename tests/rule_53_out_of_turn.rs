//! TDA 2024 rule 53 (action out of turn, the skipped player) and seed 004's out-of-turn and
//! skipped-player sections, under both presets.

use riffle::rules::disputes::action::InTurnAction::*;
use riffle::rules::disputes::action::{OutOfTurn, OutOfTurnAction, SkippedAction, SkippedPlayer};
use riffle::rules::disputes::{Case, Decision, PlayerOptions, RulingError};
use riffle::rules::{HouseRules, RuleRef};

/// Post-flop, S3 bets 300, S4 folds, S6 says "raise to 800" before S5 acts.
fn seat_6_raises_out_of_turn(seat_5: SkippedAction) -> Case {
    Case::OutOfTurn(OutOfTurn {
        out_of_turn_action: Some(OutOfTurnAction::BetOrRaise { to: 800 }),
        skipped_player_action: Some(seat_5),
        bet_before: Some(300),
        min_raise_before: Some(300),
    })
}

#[test]
fn if_seat_5_calls_seat_6_is_held_to_800_under_both_presets() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = seat_6_raises_out_of_turn(SkippedAction::Call)
            .rule(&house)
            .unwrap();
        assert_eq!(ruling.decision, Decision::ActionBinds);
    }
}

#[test]
fn if_seat_5_raises_to_600_seat_6_may_fold_call_or_raise_to_900_under_both_presets() {
    let expected = Decision::Options(PlayerOptions {
        call: 600,
        raise_to_at_least: Some(900),
    });
    let case = seat_6_raises_out_of_turn(SkippedAction::BetOrRaise { to: 600 });
    let tda = case.rule(&HouseRules::tda_2024()).unwrap();
    assert_eq!(tda.decision, expected);
    assert!(tda.rules.contains(&RuleRef::new("TDA-53A")));
    let seed = case.rule(&HouseRules::seed_fr()).unwrap();
    assert_eq!(seed.decision, expected);
    assert!(seed.rules.contains(&RuleRef::new("S004-out-of-turn")));
}

#[test]
fn an_out_of_turn_call_reopens_to_a_raise_under_tda_but_not_under_seed_004() {
    let case = Case::OutOfTurn(OutOfTurn {
        out_of_turn_action: Some(OutOfTurnAction::Call),
        skipped_player_action: Some(SkippedAction::BetOrRaise { to: 600 }),
        bet_before: Some(300),
        min_raise_before: Some(300),
    });
    assert_eq!(
        case.rule(&HouseRules::tda_2024()).unwrap().decision,
        Decision::Options(PlayerOptions {
            call: 600,
            raise_to_at_least: Some(900)
        })
    );
    assert_eq!(
        case.rule(&HouseRules::seed_fr()).unwrap().decision,
        Decision::Options(PlayerOptions {
            call: 600,
            raise_to_at_least: None
        })
    );
}

/// Addendum 53, example 2: S3 and S4 check, S6 checks out of turn, then S5 bets 300.
#[test]
fn an_out_of_turn_check_binds_unless_the_skipped_player_bets() {
    let case = |seat_5| {
        Case::OutOfTurn(OutOfTurn {
            out_of_turn_action: Some(OutOfTurnAction::Check),
            skipped_player_action: Some(seat_5),
            bet_before: Some(0),
            min_raise_before: Some(100),
        })
    };
    let tda = HouseRules::tda_2024();
    assert_eq!(
        case(SkippedAction::Check).rule(&tda).unwrap().decision,
        Decision::ActionBinds
    );
    assert_eq!(
        case(SkippedAction::BetOrRaise { to: 300 })
            .rule(&tda)
            .unwrap()
            .decision,
        Decision::Options(PlayerOptions {
            call: 300,
            raise_to_at_least: Some(600)
        })
    );
}

#[test]
fn an_out_of_turn_fold_always_binds() {
    let case = Case::OutOfTurn(OutOfTurn {
        out_of_turn_action: Some(OutOfTurnAction::Fold),
        ..OutOfTurn::default()
    });
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        assert_eq!(case.rule(&house).unwrap().decision, Decision::ActionBinds);
    }
}

#[test]
fn a_raise_that_does_not_raise_is_refused() {
    let error = seat_6_raises_out_of_turn(SkippedAction::BetOrRaise { to: 300 })
        .rule(&HouseRules::tda_2024())
        .unwrap_err();
    assert!(matches!(error, RulingError::InvalidFacts { .. }), "{error}");
}

/// UTG raises to 600, S4 is skipped, S5 calls and S6 folds out of turn.
fn s4_skipped(reasonable_time: Option<bool>) -> Case {
    Case::SkippedPlayer(SkippedPlayer {
        actions_behind: Some(vec![Call, Fold]),
        had_reasonable_time: reasonable_time,
        pot_opened: Some(true),
    })
}

#[test]
fn under_tda_substantial_action_behind_a_silent_skipped_player_leaves_the_hand_to_the_td() {
    let ruling = s4_skipped(Some(true))
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(ruling.decision, Decision::TdDecides);
    let offered: Vec<&Decision> = ruling.choices.iter().map(|c| &c.decision).collect();
    assert_eq!(offered, [&Decision::HandDead, &Decision::NonAggressiveOnly]);
    let picked = ruling.choose(2, "S4 was talking to the floor").unwrap();
    assert_eq!(picked.decision, Decision::NonAggressiveOnly);
    assert!(ruling.rules.contains(&RuleRef::new("TDA-53B")));
}

#[test]
fn under_tda_the_skipped_player_keeps_every_option_without_reasonable_time() {
    let ruling = s4_skipped(Some(false))
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(ruling.decision, Decision::ActionBacksUp);
}

#[test]
fn under_seed_004_only_two_players_have_acted_so_the_action_backs_up() {
    let ruling = s4_skipped(None).rule(&HouseRules::seed_fr()).unwrap();
    assert_eq!(ruling.decision, Decision::ActionBacksUp);
    assert!(ruling.explanation.en.starts_with("Only 2 player(s) acted"));
}

#[test]
fn under_seed_004_three_players_behind_kill_the_hand_in_an_opened_pot() {
    let case = |opened| {
        Case::SkippedPlayer(SkippedPlayer {
            actions_behind: Some(vec![Call, Fold, Call]),
            had_reasonable_time: None,
            pot_opened: Some(opened),
        })
    };
    let fr = HouseRules::seed_fr();
    assert_eq!(case(true).rule(&fr).unwrap().decision, Decision::HandDead);
    assert_eq!(
        case(false).rule(&fr).unwrap().decision,
        Decision::NoBetThisRound
    );
}

#[test]
fn under_tda_reasonable_time_is_asked_only_once_substantial_action_happened() {
    let asked = |actions| {
        Case::SkippedPlayer(SkippedPlayer {
            actions_behind: Some(actions),
            ..SkippedPlayer::default()
        })
        .rule(&HouseRules::tda_2024())
    };
    assert_eq!(asked(vec![Fold]).unwrap().decision, Decision::ActionBacksUp);
    let Err(RulingError::MissingFact { fact, .. }) = asked(vec![Call, Fold]) else {
        panic!("reasonable time should be asked");
    };
    assert_eq!(fact.name, "had_reasonable_time");
}
