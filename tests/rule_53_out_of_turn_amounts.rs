//! Out-of-turn action, skipped players and substantial action (TDA 2024 rules 36, 53A, 53B;
//! seed 004; RULES.md §C items 12-14), under both presets.

mod common;
use common::*;
use riffle::betting::Action::*;
use riffle::betting::Hand;
use riffle::betting::rulings::{
    Decision, OutOfTurn, RuledKind, Skipped, out_of_turn, skipped_player,
};

/// Flop: S1 and S2 check, S3 bets 300, S4 folds; S5 is to act and S6 has said "raise to 800".
fn flop_bet_300() -> Hand {
    let mut hand = no_limit(&[10_000; 6], 50, 100);
    play(&mut hand, &[Call, Call, Call, Call, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[Check, Check, BetTo(300), Fold]);
    assert_eq!(hand.to_act(), Some(5));
    hand
}

fn kinds(decision: &Decision) -> Vec<(RuledKind, u64)> {
    match decision {
        Decision::PlayerChooses(options) | Decision::TdDecides(options) => {
            options.iter().map(|r| (r.kind, r.to)).collect()
        }
        other => panic!("a choice, not {other:?}"),
    }
}

#[test]
fn if_s5_calls_s6_is_held_to_the_raise_to_800() {
    let mut hand = flop_bet_300();
    play(&mut hand, &[Call]);
    let oot = OutOfTurn {
        action: RaiseTo(800),
        action_changed: false,
    };
    for rules in [tda(), seed()] {
        let ruling = out_of_turn(&oot, &hand.facing().unwrap(), &rules);
        let r = ruling.binding().unwrap();
        assert_eq!((r.kind, r.to), (RuledKind::Raise, 800));
        assert!(ruling.rests_on("53"));
        hand.clone().act(6, r.action()).unwrap();
    }
}

#[test]
fn if_s5_raises_to_600_s6_may_fold_call_or_raise_to_at_least_900() {
    let mut hand = flop_bet_300();
    play(&mut hand, &[RaiseTo(600)]);
    let oot = OutOfTurn {
        action: RaiseTo(800),
        action_changed: true,
    };
    for rules in [tda(), seed()] {
        let ruling = out_of_turn(&oot, &hand.facing().unwrap(), &rules);
        assert_eq!(
            kinds(&ruling.decision),
            [
                (RuledKind::Call, 600),
                (RuledKind::Raise, 900),
                (RuledKind::Fold, 0)
            ]
        );
    }
    // Seed 004 differs for an out-of-turn call: no raise once the action changed.
    let called = OutOfTurn {
        action: Call,
        action_changed: true,
    };
    let seed_ruling = out_of_turn(&called, &hand.facing().unwrap(), &seed());
    assert_eq!(
        kinds(&seed_ruling.decision),
        [(RuledKind::Call, 600), (RuledKind::Fold, 0)]
    );
    let tda_ruling = out_of_turn(&called, &hand.facing().unwrap(), &tda());
    assert_eq!(kinds(&tda_ruling.decision).len(), 3);
}

#[test]
fn an_out_of_turn_fold_always_binds() {
    let mut hand = flop_bet_300();
    play(&mut hand, &[RaiseTo(600)]);
    let oot = OutOfTurn {
        action: Fold,
        action_changed: true,
    };
    let r = out_of_turn(&oot, &hand.facing().unwrap(), &tda());
    assert_eq!(r.binding().unwrap().kind, RuledKind::Fold);
}

#[test]
fn utg_raises_s4_skipped_s5_calls_s6_folds_tda_asks_the_td_seed_reopens() {
    // 50/100 at seven seats: UTG is seat 3; seat 4 is skipped by seats 5 and 6.
    let mut hand = no_limit(&[10_000; 7], 50, 100);
    play(&mut hand, &[RaiseTo(600)]);
    let facing = hand.facing().unwrap();
    let skipped = Skipped {
        acted_after: 2,
        substantial_action: true,
        pot_opened: true,
    };
    let tda_ruling = skipped_player(&skipped, &facing, &tda());
    assert!(matches!(tda_ruling.decision, Decision::TdDecides(_)));
    assert_eq!(
        kinds(&tda_ruling.decision),
        [(RuledKind::Fold, 0), (RuledKind::Call, 600)]
    );
    let seed_ruling = skipped_player(&skipped, &facing, &seed());
    assert_eq!(
        kinds(&seed_ruling.decision),
        [
            (RuledKind::Call, 600),
            (RuledKind::Raise, 1100),
            (RuledKind::Fold, 0)
        ]
    );
    // A third player acting after them kills the hand under seed 004.
    let three = Skipped {
        acted_after: 3,
        ..skipped
    };
    let r = skipped_player(&three, &facing, &seed());
    assert_eq!(r.binding().unwrap().kind, RuledKind::Fold);
}

#[test]
fn substantial_action_is_two_actions_with_chips_or_any_three() {
    let mut hand = no_limit(&[10_000; 6], 50, 100);
    assert!(!hand.substantial_action(), "posted blinds do not count");
    play(&mut hand, &[Fold, Fold]);
    assert!(!hand.substantial_action(), "two folds");
    play(&mut hand, &[Call]);
    assert!(hand.substantial_action(), "three actions");
    let mut hand = no_limit(&[10_000; 6], 50, 100);
    play(&mut hand, &[Call, Fold]);
    assert!(hand.substantial_action(), "two actions, one with chips");
}
