//! Several undercalls in a row (TDA 2024 rule 51C; RULES.md §C item 10): play backs up to the
//! first undercaller, who is ruled under 51B (a full call heads-up or facing the street's
//! opening bet, otherwise the TD's call); once that one is corrected, the TD decides each later
//! one: the full call, or a fold forfeiting the intended undercall. Seed 004 completes every
//! undercall and asks nothing about the sequence.

use crate::dispute_catalogue::assert_assumed_unless_stated;
use riffle_core::betting::Limit;
use riffle_core::betting::rulings::{Ruled, RuledKind};
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::chips::{Spot, Undercall, UndercallSequence};
use riffle_rules::disputes::{Case, Decision, Ruling, RulingError};
use riffle_text::Lang;

/// Post-flop, four players, a deep stack: `bet` to match, `opening` whether it is the street's
/// opening bet.
fn facing(bet: u64, opening: bool, intended: Option<u64>) -> Spot {
    Spot {
        limit: Some(Limit::NoLimit),
        big_blind: Some(200),
        bet_to_match: Some(bet),
        own_bet: Some(0),
        stack: Some(50_000),
        last_full_raise: Some(bet),
        pot: Some(3_000),
        raising_open: Some(true),
        opening_bet: Some(opening),
        players_in_hand: Some(4),
        intended_undercall: intended,
        from_hand: None,
    }
}

fn undercall(put_in: u64, spot: Spot, sequence: Option<UndercallSequence>) -> Case {
    Case::Undercall(Undercall {
        put_in: Some(put_in),
        said_call: Some(false),
        spot,
        sequence,
    })
}

fn tda(case: &Case) -> Ruling {
    let ruling = case.rule(&HouseRules::tda_2024()).unwrap();
    assert!(
        ruling.rules.contains(&RuleRef::new("TDA-51C")),
        "{:?}",
        ruling.rules
    );
    ruling
}

fn outcomes(ruling: &Ruling) -> Vec<Ruled> {
    ruling
        .choices
        .iter()
        .map(|choice| match choice.decision {
            Decision::Action(r) => r,
            ref other => panic!("{other:?}"),
        })
        .collect()
}

/// TDA 51C: whether other undercalls followed is asked under the TDA for a silent undercall.
#[test]
fn rule_51c_the_sequence_is_asked_for_a_silent_undercall() {
    let Err(RulingError::MissingFact { fact, .. }) =
        undercall(2000, facing(8000, true, None), None).rule(&HouseRules::tda_2024())
    else {
        panic!("the sequence is asked");
    };
    assert_eq!(fact.name, "sequence");
}

/// TDA 51C with 51B: A opens 8000 and B, then C, silently put in 2000 and 3000. Play backs up
/// to B, the first undercaller, who faces the opening bet: B owes the full call, 6000 more.
#[test]
fn rule_51c_the_first_undercaller_facing_the_opening_bet_owes_the_full_call() {
    let ruling = tda(&undercall(
        2000,
        facing(8000, true, None),
        Some(UndercallSequence::FirstOfSeveral),
    ));
    let Decision::Action(r) = ruling.decision else {
        panic!("{:?}", ruling.decision)
    };
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Call, 8000, 6000));
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .starts_with("Several undercalls in a row"),
        "{}",
        ruling.explanation.get(Lang::En)
    );
}

/// TDA 51C: C, the later undercaller of the same sequence (3000 meant as a call of 3000), is the
/// TD's call once B is corrected, even facing the opening bet: the full call (5000 more) or a
/// fold forfeiting the 3000.
#[test]
fn rule_51c_a_later_undercaller_is_the_tds_call() {
    let ruling = tda(&undercall(
        3000,
        facing(8000, true, Some(3000)),
        Some(UndercallSequence::Later),
    ));
    assert_eq!(ruling.decision, Decision::TdDecides);
    let [full, forfeit] = outcomes(&ruling)[..] else {
        panic!("two outcomes");
    };
    assert_eq!((full.kind, full.to_add), (RuledKind::Call, 5000));
    assert_eq!((forfeit.kind, forfeit.returned), (RuledKind::Fold, 0));
}

/// TDA 51C with Addendum 51 Ex 4: facing 1200 after a 400 open, a later undercaller who put in
/// one 500 chip meaning to call the 400 either calls in full or folds, forfeiting 400 with 100
/// back.
#[test]
fn rule_51c_a_later_undercaller_forfeits_only_the_intended_undercall() {
    let ruling = tda(&undercall(
        500,
        facing(1200, false, Some(400)),
        Some(UndercallSequence::Later),
    ));
    let [full, forfeit] = outcomes(&ruling)[..] else {
        panic!("two outcomes");
    };
    assert_eq!((full.kind, full.to), (RuledKind::Call, 1200));
    assert_eq!((forfeit.kind, forfeit.returned), (RuledKind::Fold, 100));
}

/// TDA 51C: a later undercaller's intended undercall larger than what went in is refused with
/// a sentence naming it; nothing is ruled.
#[test]
fn rule_51c_an_intended_undercall_above_the_chips_is_refused() {
    let error = undercall(
        500,
        facing(1200, false, Some(600)),
        Some(UndercallSequence::Later),
    )
    .rule(&HouseRules::tda_2024())
    .unwrap_err();
    assert!(matches!(error, RulingError::InvalidFacts { .. }));
    assert!(error.to_string().contains("intended undercall"), "{error}");
}

/// Seed 004 completes every undercall: the sequence is not asked.
#[test]
fn seed_004_completes_every_undercall_without_asking_the_sequence() {
    let ruling = undercall(2000, facing(8000, false, None), None)
        .rule(&HouseRules::seed_fr())
        .unwrap();
    let Decision::Action(r) = ruling.decision else {
        panic!("{:?}", ruling.decision)
    };
    assert_eq!(r.to_add, 6000);
}

/// That an undercall is the only one in a row is the ordinary answer, assumed without a
/// question; stated otherwise (the first of several), it is asked and play backs up to this
/// player as rule 51C says.
#[test]
fn rule_51c_the_only_undercall_is_assumed_unless_the_td_says_others_followed() {
    assert_assumed_unless_stated(
        &undercall(
            2000,
            facing(8000, true, None),
            Some(UndercallSequence::Only),
        ),
        &undercall(
            2000,
            facing(8000, true, None),
            Some(UndercallSequence::FirstOfSeveral),
        ),
        "sequence",
        6,
    );
}
