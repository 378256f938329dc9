//! Undercalls the TD may let fold (TDA 2024 rule 51B, Addendum 51 Ex 4; RULES.md §C item 10):
//! multi-way, facing a bet that is not the street's opening bet, a player who put in less than
//! the call without saying "call" either completes the call or folds, forfeiting the amount of
//! the intended undercall; the rest comes back. The intended amount is a fact the TD gives.
//! Heads-up or facing the opening bet the call is owed in full, and seed 004 always completes
//! it: no intended amount is asked there.

use riffle_core::betting::Limit;
use riffle_core::betting::rulings::{Facing, RuledKind};
use riffle_core::house::HouseRules;
use riffle_rules::disputes::chips::{Spot, Undercall, UndercallSequence};
use riffle_rules::disputes::{Case, Decision, RulingError};
use riffle_text::{Lang, Say};

/// Addendum 51 Ex 4: a 400 open, then a raise to 1200; four players in the hand.
fn after_a_raise(players: u8, opening_bet: bool, intended: Option<u64>) -> Spot {
    Spot {
        limit: Some(Limit::NoLimit),
        big_blind: Some(200),
        bet_to_match: Some(1200),
        own_bet: Some(0),
        stack: Some(20_000),
        last_full_raise: Some(800),
        pot: Some(2_000),
        raising_open: Some(true),
        opening_bet: Some(opening_bet),
        players_in_hand: Some(players),
        intended_undercall: intended,
        from_hand: None,
    }
}

fn undercall(put_in: u64, spot: Spot) -> Case {
    Case::Undercall(Undercall {
        put_in: Some(put_in),
        said_call: Some(false),
        spot,
        sequence: Some(UndercallSequence::Only),
    })
}

/// Addendum 51 Ex 4: facing 1200 after a 400 open, one 500 chip put in meaning to call the
/// 400. The TD may require the call, or let the player fold: 400 forfeited, 100 back.
#[test]
fn addendum_51_ex4_facing_1200_one_500_chip_meant_for_400_forfeits_400_and_100_comes_back() {
    let ruling = undercall(500, after_a_raise(4, false, Some(400)))
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(ruling.decision, Decision::TdDecides);
    let labels: Vec<String> = ruling
        .choices
        .iter()
        .map(|c| c.label.get(Lang::En))
        .collect();
    assert_eq!(
        labels,
        [
            "Call 1,200, 700 more to put in",
            "Fold, leaving the 400 put in, 100 goes back"
        ]
    );
    let picked = ruling.choose(2, "misread the raise").unwrap();
    let Decision::Action(fold) = picked.decision else {
        panic!("{:?}", picked.decision);
    };
    assert_eq!(
        (fold.kind, fold.to, fold.returned),
        (RuledKind::Fold, 400, 100)
    );
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .contains("forfeiting the 400")
    );
}

/// TDA 51B: the intended undercall is asked before the TD is offered the fold.
#[test]
fn rule_51b_the_intended_undercall_is_asked_when_the_td_may_let_the_player_fold() {
    let error = undercall(500, after_a_raise(4, false, None))
        .rule(&HouseRules::tda_2024())
        .unwrap_err();
    assert!(
        matches!(error, RulingError::MissingFact { fact, .. } if fact.name == "spot.intended_undercall")
    );
}

/// TDA 51B: heads-up, or facing the street's opening bet, the full call is owed; nothing about
/// an intended amount is asked.
#[test]
fn rule_51b_heads_up_or_facing_the_opening_bet_the_call_is_owed() {
    for spot in [after_a_raise(2, false, None), after_a_raise(4, true, None)] {
        let ruling = undercall(500, spot).rule(&HouseRules::tda_2024()).unwrap();
        let Decision::Action(call) = ruling.decision else {
            panic!("{:?}", ruling.decision);
        };
        assert_eq!((call.kind, call.to_add), (RuledKind::Call, 700));
    }
}

/// Seed 004 completes every insufficient call, so the intended amount is never asked.
#[test]
fn seed_004_completes_the_call_without_asking_the_intended_amount() {
    let ruling = undercall(500, after_a_raise(4, false, None))
        .rule(&HouseRules::seed_fr())
        .unwrap();
    let Decision::Action(call) = ruling.decision else {
        panic!("{:?}", ruling.decision);
    };
    assert_eq!((call.kind, call.to_add), (RuledKind::Call, 700));
}

/// A hand logged in the app knows the bet and the players but not what the player meant: the
/// intended undercall is still asked.
#[test]
fn a_logged_hand_still_asks_the_intended_undercall() {
    let facing = Facing {
        limit: Limit::NoLimit,
        big_blind: 200,
        current_bet: 1200,
        own_bet: 0,
        stack: 20_000,
        min_raise_to: 2000,
        max_raise_to: None,
        may_raise: true,
        pot: 2_000,
        opening_bet: false,
        players_in_hand: 4,
        intended_undercall: None,
    };
    let mut spot = Spot::from_hand(facing);
    let error = undercall(500, spot.clone())
        .rule(&HouseRules::tda_2024())
        .unwrap_err();
    assert!(
        matches!(error, RulingError::MissingFact { fact, .. } if fact.name == "spot.intended_undercall")
    );
    spot.intended_undercall = Some(400);
    let ruling = undercall(500, spot).rule(&HouseRules::tda_2024()).unwrap();
    assert_eq!(ruling.decision, Decision::TdDecides);
}

/// Issue 23, bad input: an intended undercall larger than what was put in is refused naming
/// it, in the TD's language; nothing is ruled.
#[test]
fn an_intended_undercall_above_the_chips_put_in_is_refused() {
    let error = undercall(500, after_a_raise(4, false, Some(600)))
        .rule(&HouseRules::tda_2024())
        .unwrap_err();
    assert_eq!(
        error.say(Lang::En),
        "undercall: the intended undercall of 600 is more than the 500 put in; give what the \
         player meant to call, at most what went in"
    );
    assert!(
        error
            .say(Lang::Fr)
            .starts_with("suivi insuffisant\u{a0}: le suivi insuffisant voulu de 600 dépasse"),
        "{}",
        error.say(Lang::Fr)
    );
}
