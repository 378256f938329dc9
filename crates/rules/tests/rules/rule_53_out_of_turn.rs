//! TDA 2024 rule 53 (action out of turn, the skipped player) with seed 004's out-of-turn and
//! skipped-player sections, under both presets (RULES.md §C items 12-13).
//!
//! Every situation goes through the dispute catalogue, which delegates to the hand engine's
//! amount-aware rulings. The spot is given either as facts a TD reads off the table or straight
//! from a hand played in the engine, and both give the same answer.

use crate::common;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::Hand;
use riffle_core::betting::rulings::{Ruled, RuledKind};
use riffle_core::betting::substantial::InTurnAction;
use riffle_core::betting::substantial::InTurnAction::{Call as Called, Fold as Folded};
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::Fault;
use riffle_rules::disputes::action::{
    OutOfTurn, OutOfTurnAction, SimultaneousAction, SkippedAction, SkippedPlayer,
};
use riffle_rules::disputes::chips::Spot;
use riffle_rules::disputes::{Case, Decision, Ruling, RulingError};
use riffle_text::Lang;

fn presets() -> [HouseRules; 2] {
    [HouseRules::tda_2024(), HouseRules::seed_fr()]
}

/// A no-limit spot at 50/100 read off the table: the bet to match, the last full raise, a
/// 10,000 stack and nothing in front yet.
fn table_spot(bet: u64, last_full_raise: u64) -> Spot {
    Spot {
        limit: Some(riffle_core::betting::Limit::NoLimit),
        big_blind: Some(100),
        bet_to_match: Some(bet),
        own_bet: Some(0),
        stack: Some(10_000),
        last_full_raise: Some(last_full_raise),
        raising_open: Some(true),
        ..Spot::default()
    }
}

fn outcomes(ruling: &Ruling) -> Vec<(RuledKind, u64)> {
    match &ruling.decision {
        Decision::PlayerChooses(options) => options.iter().map(|r| (r.kind, r.to)).collect(),
        Decision::TdDecides => ruling
            .choices
            .iter()
            .map(|c| match c.decision {
                Decision::Action(r) => (r.kind, r.to),
                ref other => panic!("an action, not {other:?}"),
            })
            .collect(),
        other => panic!("a choice, not {other:?}"),
    }
}

fn bound(ruling: &Ruling) -> Ruled {
    match ruling.decision {
        Decision::Action(ruled) => ruled,
        ref other => panic!("a binding action, not {other:?}"),
    }
}

// ---- Addendum 53, example 1: S3 bets 300, S4 folds, S6 says "raise to 800" before S5 acts ----

/// The flop: S1 and S2 check, S3 bets 300, S4 folds; S5 is to act and S6 has raised to 800.
fn flop_bet_300() -> Hand {
    let mut hand = no_limit(&[10_000; 6], 50, 100);
    play(&mut hand, &[Call, Call, Call, Call, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[Check, Check, BetTo(300), Fold]);
    assert_eq!(hand.to_act(), Some(5));
    hand
}

fn seat_6_raised_to_800(seat_5: SkippedAction, spot: Spot) -> Case {
    Case::OutOfTurn(OutOfTurn {
        out_of_turn_action: Some(OutOfTurnAction::BetOrRaise { to: 800 }),
        skipped_player_action: Some(seat_5),
        spot,
    })
}

#[test]
fn if_seat_5_calls_seat_6_is_held_to_the_raise_to_800_under_both_presets() {
    let mut hand = flop_bet_300();
    play(&mut hand, &[Call]);
    let from_hand = Spot::from_hand(hand.facing().unwrap());
    for house in presets() {
        for spot in [table_spot(300, 300), from_hand.clone()] {
            let ruling = seat_6_raised_to_800(SkippedAction::Call, spot)
                .rule(&house)
                .unwrap();
            let r = bound(&ruling);
            assert_eq!((r.kind, r.to), (RuledKind::Raise, 800));
            assert!(ruling.rules.contains(&RuleRef::new("TDA-53A")));
            assert_eq!(ruling.fault, Some(Fault::OutOfTurn));
        }
        // The ruled action applies to the engine's hand.
        let ruling = seat_6_raised_to_800(SkippedAction::Call, from_hand.clone())
            .rule(&house)
            .unwrap();
        hand.clone().act(6, bound(&ruling).action()).unwrap();
    }
}

#[test]
fn if_seat_5_raises_to_600_seat_6_may_fold_call_600_or_raise_to_900_under_both_presets() {
    let mut hand = flop_bet_300();
    play(&mut hand, &[RaiseTo(600)]);
    let from_hand = Spot::from_hand(hand.facing().unwrap());
    let expected = [
        (RuledKind::Call, 600),
        (RuledKind::Raise, 900),
        (RuledKind::Fold, 0),
    ];
    for spot in [table_spot(600, 300), from_hand] {
        let case = seat_6_raised_to_800(SkippedAction::BetOrRaise, spot);
        let tda = case.rule(&HouseRules::tda_2024()).unwrap();
        assert_eq!(outcomes(&tda), expected);
        assert!(tda.rules.contains(&RuleRef::new("TDA-53A")));
        let seed = case.rule(&HouseRules::seed_fr()).unwrap();
        assert_eq!(outcomes(&seed), expected);
        assert!(seed.rules.contains(&RuleRef::new("S004-out-of-turn")));
    }
}

/// Seed 004 differs for an out-of-turn call: once the action changed, no raise.
#[test]
fn an_out_of_turn_call_reopens_to_a_raise_under_tda_but_not_under_seed_004() {
    let mut hand = flop_bet_300();
    play(&mut hand, &[RaiseTo(600)]);
    for spot in [
        table_spot(600, 300),
        Spot::from_hand(hand.facing().unwrap()),
    ] {
        let case = Case::OutOfTurn(OutOfTurn {
            out_of_turn_action: Some(OutOfTurnAction::Call),
            skipped_player_action: Some(SkippedAction::BetOrRaise),
            spot,
        });
        assert_eq!(
            outcomes(&case.rule(&HouseRules::tda_2024()).unwrap()),
            [
                (RuledKind::Call, 600),
                (RuledKind::Raise, 900),
                (RuledKind::Fold, 0)
            ]
        );
        assert_eq!(
            outcomes(&case.rule(&HouseRules::seed_fr()).unwrap()),
            [(RuledKind::Call, 600), (RuledKind::Fold, 0)]
        );
    }
}

/// Addendum 53, example 2: S3 and S4 check, S6 checks out of turn, then S5 checks or bets 300.
#[test]
fn an_out_of_turn_check_binds_unless_the_skipped_player_bets() {
    let case = |seat_5, bet| {
        Case::OutOfTurn(OutOfTurn {
            out_of_turn_action: Some(OutOfTurnAction::Check),
            skipped_player_action: Some(seat_5),
            spot: table_spot(bet, 300),
        })
    };
    let tda = HouseRules::tda_2024();
    let checked = case(SkippedAction::Check, 0).rule(&tda).unwrap();
    assert_eq!(bound(&checked).kind, RuledKind::Check);
    assert_eq!(
        outcomes(&case(SkippedAction::BetOrRaise, 300).rule(&tda).unwrap()),
        [
            (RuledKind::Call, 300),
            (RuledKind::Raise, 600),
            (RuledKind::Fold, 0)
        ]
    );
}

#[test]
fn an_out_of_turn_fold_always_binds_and_needs_no_other_fact() {
    let case = Case::OutOfTurn(OutOfTurn {
        out_of_turn_action: Some(OutOfTurnAction::Fold),
        ..OutOfTurn::default()
    });
    for house in presets() {
        assert_eq!(
            bound(&case.rule(&house).unwrap()).kind,
            RuledKind::Fold,
            "a fold binds without asking anything more"
        );
    }
    // From the hand: S6 folded out of turn, then S5 raised.
    let mut hand = flop_bet_300();
    play(&mut hand, &[RaiseTo(600)]);
    let case = Case::OutOfTurn(OutOfTurn {
        out_of_turn_action: Some(OutOfTurnAction::Fold),
        skipped_player_action: Some(SkippedAction::BetOrRaise),
        spot: Spot::from_hand(hand.facing().unwrap()),
    });
    assert_eq!(
        bound(&case.rule(&HouseRules::tda_2024()).unwrap()).kind,
        RuledKind::Fold
    );
}

#[test]
fn a_raise_that_does_not_raise_is_refused() {
    // S6 "raised" to 300, the bet S5 merely called: that raises nothing.
    let error = Case::OutOfTurn(OutOfTurn {
        out_of_turn_action: Some(OutOfTurnAction::BetOrRaise { to: 300 }),
        skipped_player_action: Some(SkippedAction::Call),
        spot: table_spot(300, 300),
    })
    .rule(&HouseRules::tda_2024())
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "action out of turn: a bet or raise to 300 does not go above the 300 already bet; enter \
         it as a call or a check"
    );
    // S5 "raised" but S6 faces no bet: the facts contradict each other.
    let error = Case::OutOfTurn(OutOfTurn {
        out_of_turn_action: Some(OutOfTurnAction::Check),
        skipped_player_action: Some(SkippedAction::BetOrRaise),
        spot: table_spot(0, 100),
    })
    .rule(&HouseRules::tda_2024())
    .unwrap_err();
    assert!(matches!(error, RulingError::InvalidFacts { .. }), "{error}");
}

#[test]
fn the_spot_is_asked_fact_by_fact_after_what_happened() {
    let case = Case::OutOfTurn(OutOfTurn {
        out_of_turn_action: Some(OutOfTurnAction::Call),
        skipped_player_action: Some(SkippedAction::Check),
        spot: Spot {
            limit: Some(riffle_core::betting::Limit::NoLimit),
            big_blind: Some(100),
            ..Spot::default()
        },
    });
    let Err(RulingError::MissingFact { fact, .. }) = case.rule(&HouseRules::tda_2024()) else {
        panic!("the bet to match should be asked");
    };
    assert_eq!(fact.name, "spot.bet_to_match");
}

// ---- Two players acting at once (seed 004) ----

#[test]
fn of_two_simultaneous_actions_the_second_is_out_of_turn() {
    // S5 (in turn) and S6 act together over a 300 bet: S5 raises to 600, S6 says "call".
    let case = Case::SimultaneousAction(SimultaneousAction {
        in_turn_action: Some(SkippedAction::BetOrRaise),
        other_action: Some(OutOfTurnAction::Call),
        spot: table_spot(600, 300),
    });
    let tda = case.rule(&HouseRules::tda_2024()).unwrap();
    assert_eq!(outcomes(&tda).len(), 3);
    assert!(tda.rules.contains(&RuleRef::new("S004-out-of-turn")));
    assert!(
        tda.explanation
            .get(Lang::En)
            .starts_with("Of two actions made at once")
    );
    let seed = case.rule(&HouseRules::seed_fr()).unwrap();
    assert_eq!(
        outcomes(&seed),
        [(RuledKind::Call, 600), (RuledKind::Fold, 0)]
    );
    // S5 only called: S6's call stands.
    let called = Case::SimultaneousAction(SimultaneousAction {
        in_turn_action: Some(SkippedAction::Call),
        other_action: Some(OutOfTurnAction::Call),
        spot: table_spot(300, 300),
    });
    let r = bound(&called.rule(&HouseRules::seed_fr()).unwrap());
    assert_eq!((r.kind, r.to), (RuledKind::Call, 300));
}

// ---- The skipped player (rule 53B, seed 004) ----

/// 50/100 at seven seats: UTG (seat 3) raises to 600; seat 4 is skipped by seats 5 and 6.
fn utg_raised_to_600() -> Hand {
    let mut hand = no_limit(&[10_000; 7], 50, 100);
    play(&mut hand, &[RaiseTo(600)]);
    assert_eq!(hand.to_act(), Some(4));
    hand
}

fn s4_skipped(behind: Vec<InTurnAction>, reasonable_time: Option<bool>, spot: Spot) -> Case {
    Case::SkippedPlayer(SkippedPlayer {
        actions_behind: Some(behind),
        had_reasonable_time: reasonable_time,
        pot_opened: Some(true),
        spot,
    })
}

/// UTG raises to 600, S4 skipped, S5 calls and S6 folds out of turn.
#[test]
fn under_tda_substantial_action_behind_a_silent_skipped_player_leaves_the_hand_to_the_td() {
    let hand = utg_raised_to_600();
    for spot in [
        table_spot(600, 500),
        Spot::from_hand(hand.facing().unwrap()),
    ] {
        let ruling = s4_skipped(vec![Called, Folded], Some(true), spot)
            .rule(&HouseRules::tda_2024())
            .unwrap();
        assert_eq!(ruling.decision, Decision::TdDecides);
        assert_eq!(
            outcomes(&ruling),
            [(RuledKind::Fold, 0), (RuledKind::Call, 600)]
        );
        assert_eq!(
            ruling.choices[0].label.get(Lang::En),
            "The skipped hand is dead"
        );
        assert_eq!(
            ruling.choices[1].label.get(Lang::En),
            "No bet or raise for the skipped player: call 600, or fold"
        );
        let picked = ruling.choose(2, "S4 was talking to the floor").unwrap();
        assert!(matches!(picked.decision, Decision::Action(r) if r.kind == RuledKind::Call));
        assert!(ruling.rules.contains(&RuleRef::new("TDA-53B")));
    }
}

#[test]
fn under_tda_the_skipped_player_keeps_every_option_without_reasonable_time() {
    let hand = utg_raised_to_600();
    let ruling = s4_skipped(
        vec![Called, Folded],
        Some(false),
        Spot::from_hand(hand.facing().unwrap()),
    )
    .rule(&HouseRules::tda_2024())
    .unwrap();
    assert_eq!(
        outcomes(&ruling),
        [
            (RuledKind::Call, 600),
            (RuledKind::Raise, 1100),
            (RuledKind::Fold, 0)
        ]
    );
}

#[test]
fn under_seed_004_only_two_players_have_acted_so_the_action_backs_up_with_every_option() {
    let hand = utg_raised_to_600();
    let ruling = s4_skipped(
        vec![Called, Folded],
        None,
        Spot::from_hand(hand.facing().unwrap()),
    )
    .rule(&HouseRules::seed_fr())
    .unwrap();
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .starts_with("Only 2 player(s) acted")
    );
    assert_eq!(
        outcomes(&ruling),
        [
            (RuledKind::Call, 600),
            (RuledKind::Raise, 1100),
            (RuledKind::Fold, 0)
        ]
    );
}

#[test]
fn under_seed_004_three_players_behind_kill_the_hand_in_an_opened_pot_and_forbid_a_bet_otherwise() {
    let fr = HouseRules::seed_fr();
    let hand = utg_raised_to_600();
    let opened = Case::SkippedPlayer(SkippedPlayer {
        actions_behind: Some(vec![Called, Folded, Called]),
        had_reasonable_time: None,
        pot_opened: Some(true),
        spot: Spot::from_hand(hand.facing().unwrap()),
    });
    let dead = opened.rule(&fr).unwrap();
    assert_eq!(bound(&dead).kind, RuledKind::Fold);
    assert!(dead.rules.contains(&RuleRef::new("S004-skipped-player")));
    // Post-flop, nobody had bet before the skipped player: no bet this round, check or fold.
    let unopened = Case::SkippedPlayer(SkippedPlayer {
        actions_behind: Some(vec![InTurnAction::Check; 3]),
        had_reasonable_time: None,
        pot_opened: Some(false),
        spot: table_spot(0, 100),
    });
    assert_eq!(
        outcomes(&unopened.rule(&fr).unwrap()),
        [(RuledKind::Check, 0), (RuledKind::Fold, 0)]
    );
}

#[test]
fn under_tda_reasonable_time_is_asked_only_once_substantial_action_happened() {
    let asked = |actions| {
        Case::SkippedPlayer(SkippedPlayer {
            actions_behind: Some(actions),
            spot: table_spot(600, 500),
            ..SkippedPlayer::default()
        })
        .rule(&HouseRules::tda_2024())
    };
    assert_eq!(outcomes(&asked(vec![Folded]).unwrap()).len(), 3);
    let Err(RulingError::MissingFact { fact, .. }) = asked(vec![Called, Folded]) else {
        panic!("reasonable time should be asked");
    };
    assert_eq!(fact.name, "had_reasonable_time");
}
