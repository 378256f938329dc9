//! Undercalls (TDA 2024 rule 51B and addendum; seed 004 always completes; RULES.md §C 10).

use crate::common;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::rulings::{Decision, Declaration, RuledKind, rule_on_chips};

#[test]
fn four_players_a_bets_8000_b_silently_puts_in_2000_and_must_call_8000() {
    let mut hand = no_limit(&[50_000; 4], 100, 200);
    play(&mut hand, &[Call, Call, Call, Check]);
    deal(&mut hand);
    play(&mut hand, &[BetTo(8000)]);
    let facing = hand.facing().unwrap();
    assert!(facing.opening_bet);
    for rules in [tda(), seed()] {
        let ruling = rule_on_chips(&facing, Declaration::Silent, &[1000, 1000], &rules);
        let r = ruling.binding().expect("a full call is required");
        assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Call, 8000, 6000));
    }
    let ruling = rule_on_chips(&facing, Declaration::Silent, &[2000], &tda());
    assert!(ruling.rests_on("51"));
}

#[test]
fn heads_up_an_undercall_is_a_full_call_facing_any_bet() {
    let mut hand = no_limit(&[50_000; 2], 100, 200);
    play(&mut hand, &[RaiseTo(600), RaiseTo(2000)]);
    let facing = hand.facing().unwrap();
    assert!(!facing.opening_bet);
    let r = rule_on_chips(&facing, Declaration::Silent, &[1000], &tda());
    assert_eq!(r.binding().unwrap().to_add, 400);
}

#[test]
fn multi_way_facing_a_raise_the_td_decides_under_the_tda_seed_completes() {
    let mut hand = no_limit(&[50_000; 4], 100, 200);
    play(&mut hand, &[RaiseTo(600)]);
    let facing = hand.facing().unwrap();
    let ruling = rule_on_chips(&facing, Declaration::Silent, &[100, 100], &tda());
    let Decision::TdDecides(options) = &ruling.decision else {
        panic!("the TD decides: {ruling:?}");
    };
    assert_eq!(options[0].kind, RuledKind::Call);
    assert_eq!(options[0].to_add, 400);
    assert_eq!((options[1].kind, options[1].to), (RuledKind::Fold, 200));
    let ruling = rule_on_chips(&facing, Declaration::Silent, &[100, 100], &seed());
    assert_eq!(ruling.binding().unwrap().to_add, 400);
    assert!(
        ruling
            .rules
            .iter()
            .any(|r| r.id() == "S004-insufficient-bet")
    );
}
