//! The chip-movement disputes of the catalogue (TDA 2024 rules 40-46, 51, 52, 55-57; seed 004;
//! RULES.md §C items 5-11, and the table tap of §2 row 14): each situation as a TD enters it,
//! under both presets where they differ. The rulings themselves come from the hand engine.

use crate::common;
use crate::dispute_catalogue::assert_assumed_unless_stated;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::Limit;
use riffle_core::betting::rulings::{Declaration, Ruled, RuledKind};
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::Fault;
use riffle_rules::disputes::chips::{
    BetErrorFoundLater, HeardBy, InsufficientBet, OversizedChip, SaidFirst, SeveralChips, Spot,
    StringBet, TableTap, Undercall, UndercallSequence, VerbalDeclaration, WordsAndChips,
};
use riffle_rules::disputes::{Case, Decision, Ruling, RulingError};
use riffle_text::Lang;

fn presets() -> [HouseRules; 2] {
    [HouseRules::tda_2024(), HouseRules::seed_fr()]
}

/// A no-limit spot read off the table: facing `bet` (0 for none) whose full raise is
/// `full_raise`, big blind `big`, nothing in front yet, 50,000 behind, 4 players in the hand.
fn spot(big: u64, bet: u64, full_raise: u64) -> Spot {
    Spot {
        limit: Some(Limit::NoLimit),
        big_blind: Some(big),
        bet_to_match: Some(bet),
        own_bet: Some(0),
        stack: Some(50_000),
        last_full_raise: Some(full_raise),
        pot: Some(3_000),
        raising_open: Some(true),
        opening_bet: Some(true),
        players_in_hand: Some(4),
        intended_undercall: None,
        from_hand: None,
    }
}

fn rule(case: Case, house: &HouseRules) -> Ruling {
    case.rule(house)
        .unwrap_or_else(|e| panic!("{}: {e}", case.title().en))
}

fn action(ruling: &Ruling) -> Ruled {
    match ruling.decision {
        Decision::Action(ruled) => ruled,
        ref other => panic!("a binding action, not {other:?}"),
    }
}

/// The same binding action under both presets.
fn both(case: Case) -> Ruled {
    let [tda, seed] = presets().map(|house| rule(case.clone(), &house));
    assert_eq!(
        tda.decision,
        seed.decision,
        "{}",
        tda.explanation.get(Lang::En)
    );
    action(&tda)
}

fn put_in(amount: u64, raise_said: bool, spot: Spot) -> Case {
    Case::InsufficientBet(InsufficientBet {
        put_in: Some(amount),
        raise_said_first: Some(raise_said),
        spot,
    })
}

fn chips(pushed: &[u64], said: SaidFirst, spot: Spot) -> Case {
    Case::SeveralChips(SeveralChips {
        chips: Some(pushed.to_vec()),
        said_first: Some(said),
        spot,
    })
}

fn said(declaration: Declaration, spot: Spot) -> Case {
    Case::VerbalDeclaration(VerbalDeclaration {
        said: Some(declaration),
        chips: Some(vec![]),
        words_and_chips: None,
        spot,
        heard: Some(HeardBy::Everyone),
    })
}

// ---- item 5: the 50% rule ----

#[test]
fn facing_1000_a_silent_1400_is_a_call_with_400_back() {
    let r = both(put_in(1400, false, spot(100, 1000, 1000)));
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 1000, 400));
}

#[test]
fn facing_1000_a_silent_1500_is_a_raise_to_2000() {
    let r = both(put_in(1500, false, spot(100, 1000, 1000)));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 2000, 500));
    let ruling = rule(
        put_in(1500, false, spot(100, 1000, 1000)),
        &HouseRules::tda_2024(),
    );
    assert!(ruling.rules.contains(&RuleRef::new("TDA-43A")));
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .contains("half a full raise")
    );
    assert!(ruling.explanation.get(Lang::Fr).contains("moitié"));
}

#[test]
fn at_250_500_after_utg_raises_to_1100_a_silent_1500_makes_1700_and_1300_is_a_call() {
    // From the table's facts...
    let facts = spot(500, 1100, 600);
    let r = both(put_in(1500, false, facts.clone()));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 1700, 200));
    let r = both(put_in(1300, false, facts));
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 1100, 200));
    // ...and from the hand, where the ruled action applies.
    let mut hand = no_limit(&[20_000; 4], 250, 500);
    play(&mut hand, &[RaiseTo(1100)]);
    let from_hand = Spot::from_hand(hand.facing().unwrap());
    let r = both(put_in(1500, false, from_hand));
    assert_eq!((r.kind, r.to), (RuledKind::Raise, 1700));
    hand.act(4, r.action()).unwrap();
    assert_eq!(hand.player(4).unwrap().bet, 1700);
}

#[test]
fn below_half_a_raise_with_raise_declared_first_a_full_raise_is_owed() {
    let r = both(put_in(1300, true, spot(500, 1100, 600)));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 1700, 400));
}

#[test]
fn a_bet_below_the_big_blind_is_brought_up_to_it() {
    let r = both(put_in(60, false, spot(100, 0, 100)));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Bet, 100, 40));
}

#[test]
fn a_players_last_chips_are_all_in_even_below_half_a_raise() {
    let mut facts = spot(100, 1000, 1000);
    facts.stack = Some(1200);
    let r = both(put_in(1200, false, facts));
    assert_eq!((r.kind, r.to, r.all_in), (RuledKind::Raise, 1200, true));
}

/// RULES.md §C 3: big blind 100, a post-flop all-in of 30 may be called or raised to 130.
#[test]
fn a_short_all_in_bet_may_be_called_or_raised_by_a_full_big_blind() {
    let r = both(put_in(130, false, spot(100, 30, 100)));
    assert_eq!((r.kind, r.to), (RuledKind::Raise, 130));
    let r = both(put_in(30, false, spot(100, 30, 100)));
    assert_eq!((r.kind, r.to), (RuledKind::Call, 30));
}

// ---- item 6: oversized chip ----

fn oversized(chip: u64, said: SaidFirst, spot: Spot) -> Case {
    Case::OversizedChip(OversizedChip {
        chip: Some(chip),
        said_first: Some(said),
        spot,
    })
}

#[test]
fn at_100_200_utg_dropping_a_1000_chip_calls_and_with_raise_declared_raises_to_1000() {
    let hand = no_limit(&[20_000; 4], 100, 200);
    let from_hand = Spot::from_hand(hand.facing().unwrap());
    let r = both(oversized(1000, SaidFirst::Nothing, from_hand.clone()));
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 200, 800));
    let raised = rule(
        oversized(1000, SaidFirst::Raise, from_hand),
        &HouseRules::seed_fr(),
    );
    let r = action(&raised);
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Raise, 1000, 0));
    assert!(raised.rules.contains(&RuleRef::new("TDA-44")));
    assert!(raised.rules.contains(&RuleRef::new("S004-overchip")));
}

#[test]
fn an_amount_said_before_the_chip_lands_sets_the_raise() {
    let r = both(oversized(
        1000,
        SaidFirst::RaiseTo(600),
        spot(100, 200, 200),
    ));
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Raise, 600, 400));
}

#[test]
fn with_no_bet_to_face_a_single_chip_bets_its_full_value() {
    let r = both(oversized(5000, SaidFirst::Nothing, spot(100, 0, 100)));
    assert_eq!((r.kind, r.to), (RuledKind::Bet, 5000));
}

// ---- item 7: several chips ----

#[test]
fn facing_1400_a_1000_and_three_500s_raise_to_2800_and_two_500s_call() {
    let r = both(chips(
        &[1000, 500, 500, 500],
        SaidFirst::Nothing,
        spot(100, 1400, 1400),
    ));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 2800, 300));
    let r = both(chips(
        &[1000, 500, 500],
        SaidFirst::Nothing,
        spot(100, 1400, 1400),
    ));
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 1400, 600));
}

#[test]
fn facing_325_a_500_and_a_25_pushed_silently_is_a_raise_to_650() {
    let r = both(chips(&[500, 25], SaidFirst::Nothing, spot(100, 325, 325)));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 650, 125));
}

#[test]
fn when_every_chip_is_needed_for_the_call_it_is_a_call() {
    let ruling = rule(
        chips(&[1000, 500], SaidFirst::Nothing, spot(100, 1100, 1100)),
        &HouseRules::tda_2024(),
    );
    let r = action(&ruling);
    assert_eq!((r.kind, r.returned), (RuledKind::Call, 400));
    assert!(ruling.rules.contains(&RuleRef::new("TDA-45A")));
}

// ---- item 8: string bets ----

#[test]
fn facing_400_pushing_400_then_800_more_is_a_call_only_the_first_motion_counts() {
    let case = Case::StringBet(StringBet {
        said_first: Some(SaidFirst::Nothing),
        first_motion: Some(vec![400]),
        added_later: Some(800),
        spot: spot(100, 400, 400),
    });
    for house in presets() {
        let ruling = rule(case.clone(), &house);
        let r = action(&ruling);
        assert_eq!((r.kind, r.to), (RuledKind::Call, 400));
        assert!(
            ruling
                .explanation
                .get(Lang::En)
                .starts_with("Going back to the stack")
        );
        assert!(
            ruling
                .explanation
                .get(Lang::En)
                .contains("the 800 added goes back")
        );
        assert!(ruling.rules.contains(&RuleRef::new("TDA-56")));
        assert_eq!(ruling.fault, Some(Fault::StringBets));
    }
}

#[test]
fn raise_declared_first_is_no_string_bet() {
    let case = Case::StringBet(StringBet {
        said_first: Some(SaidFirst::Raise),
        first_motion: Some(vec![400]),
        added_later: Some(800),
        spot: spot(100, 400, 400),
    });
    let ruling = rule(case, &HouseRules::seed_fr());
    let r = action(&ruling);
    assert_eq!((r.kind, r.to), (RuledKind::Raise, 1200));
    assert!(ruling.rules.contains(&RuleRef::new("S004-raise-methods")));
    assert_eq!(ruling.fault, None);
}

// ---- item 9: verbal declarations ----

#[test]
fn fourteen_hundred_facing_1000_is_a_call() {
    let r = both(said(Declaration::Amount(1400), spot(100, 1000, 1000)));
    assert_eq!((r.kind, r.to), (RuledKind::Call, 1000));
}

#[test]
fn raise_8000_is_a_raise_to_8000_in_total() {
    let r = both(said(Declaration::RaiseTo(8000), spot(100, 1000, 1000)));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 8000, 8000));
}

#[test]
fn call_with_nothing_to_call_is_a_check_and_raise_with_no_bet_a_minimum_bet() {
    assert_eq!(
        both(said(Declaration::Call, spot(100, 0, 100))).kind,
        RuledKind::Check
    );
    let r = both(said(Declaration::Raise, spot(100, 0, 100)));
    assert_eq!((r.kind, r.to), (RuledKind::Bet, 100));
}

#[test]
fn check_facing_a_bet_leaves_call_or_fold() {
    let ruling = rule(
        said(Declaration::Check, spot(100, 500, 500)),
        &HouseRules::tda_2024(),
    );
    let Decision::PlayerChooses(options) = ruling.decision else {
        panic!("the player chooses");
    };
    let kinds: Vec<RuledKind> = options.iter().map(|r| r.kind).collect();
    assert_eq!(kinds, [RuledKind::Call, RuledKind::Fold]);
}

#[test]
fn an_unclear_five_at_200_400_is_500_in_a_small_pot_and_5000_in_a_big_one() {
    let mut facts = spot(400, 0, 400);
    facts.pot = Some(3_000);
    let r = both(said(Declaration::UnclearAmount(5), facts.clone()));
    assert_eq!(r.to, 500);
    facts.pot = Some(6_000);
    let r = both(said(Declaration::UnclearAmount(5), facts.clone()));
    assert_eq!(r.to, 5000);
    // The pot is asked only when the words need it.
    facts.pot = None;
    let Err(RulingError::MissingFact { fact, .. }) =
        said(Declaration::UnclearAmount(5), facts).rule(&HouseRules::tda_2024())
    else {
        panic!("the pot should be asked");
    };
    assert_eq!(fact.name, "spot.pot");
}

#[test]
fn i_bet_the_pot_in_no_limit_is_at_least_a_minimum_bet_in_pot_limit_the_maximum() {
    let ruling = rule(
        said(Declaration::Pot, spot(100, 0, 100)),
        &HouseRules::tda_2024(),
    );
    assert_eq!(action(&ruling).to, 100);
    assert!(ruling.rules.contains(&RuleRef::new("TDA-54D")));
    // 100/200 pot-limit: the first to act may bet the pot to 700 (TDA 54).
    let mut pot_limit = spot(200, 200, 200);
    pot_limit.limit = Some(Limit::PotLimit);
    pot_limit.pot = Some(300);
    assert_eq!(both(said(Declaration::Pot, pot_limit)).to, 700);
}

#[test]
fn whichever_comes_first_words_or_chips_defines_the_action() {
    let case = |order| {
        Case::VerbalDeclaration(VerbalDeclaration {
            said: Some(Declaration::RaiseTo(3000)),
            chips: Some(vec![1000]),
            words_and_chips: Some(order),
            spot: spot(100, 1000, 1000),
            heard: Some(HeardBy::Everyone),
        })
    };
    let r = both(case(WordsAndChips::WordsFirst));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 3000, 2000));
    let chips_first = rule(case(WordsAndChips::ChipsFirst), &HouseRules::tda_2024());
    assert_eq!(action(&chips_first).kind, RuledKind::Call);
    assert!(chips_first.rules.contains(&RuleRef::new("TDA-40A")));
}

// ---- §2 row 14: tapping the table ----

#[test]
fn tapping_is_a_check_and_facing_a_bet_the_tda_leaves_call_or_fold_and_seed_004_folds() {
    let tap = |bet| {
        Case::TableTap(TableTap {
            spot: spot(100, bet, bet.max(100)),
        })
    };
    for house in presets() {
        assert_eq!(action(&rule(tap(0), &house)).kind, RuledKind::Check);
    }
    let tda = rule(tap(500), &HouseRules::tda_2024());
    assert!(matches!(tda.decision, Decision::PlayerChooses(ref o) if o.len() == 2));
    assert!(tda.rules.contains(&RuleRef::new("TDA-3")));
    let seed = rule(tap(500), &HouseRules::seed_fr());
    assert_eq!(action(&seed).kind, RuledKind::Fold);
    assert!(seed.rules.contains(&RuleRef::new("S004-tap")));
}

// ---- item 10: undercalls ----

fn undercall(amount: u64, spot: Spot) -> Case {
    Case::Undercall(Undercall {
        put_in: Some(amount),
        said_call: Some(false),
        spot,
        sequence: Some(UndercallSequence::Only),
    })
}

#[test]
fn four_players_a_opens_8000_b_silently_puts_in_2000_and_must_call_8000() {
    let r = both(undercall(2000, spot(200, 8000, 8000)));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Call, 8000, 6000));
}

#[test]
fn heads_up_an_undercall_is_a_full_call_facing_any_bet() {
    let mut hand = no_limit(&[50_000; 2], 100, 200);
    play(&mut hand, &[RaiseTo(600), RaiseTo(2000)]);
    let r = both(undercall(1000, Spot::from_hand(hand.facing().unwrap())));
    assert_eq!(r.to_add, 400);
}

#[test]
fn multi_way_facing_a_raise_the_td_decides_under_the_tda_and_seed_004_completes() {
    let mut facts = spot(200, 600, 400);
    facts.opening_bet = Some(false);
    facts.intended_undercall = Some(200);
    let tda = rule(undercall(200, facts.clone()), &HouseRules::tda_2024());
    assert_eq!(tda.decision, Decision::TdDecides);
    let labels: Vec<String> = tda.choices.iter().map(|c| c.label.get(Lang::En)).collect();
    assert_eq!(
        labels,
        [
            "Call 600, 400 more to put in",
            "Fold, leaving the 200 put in"
        ]
    );
    let picked = tda.choose(2, "the player misread the raise").unwrap();
    assert!(matches!(picked.decision, Decision::Action(r) if r.kind == RuledKind::Fold));
    let seed = rule(undercall(200, facts), &HouseRules::seed_fr());
    assert_eq!(action(&seed).to_add, 400);
    assert!(seed.rules.contains(&RuleRef::new("S004-insufficient-bet")));
}

#[test]
fn saying_call_commits_to_the_full_call_and_an_undercall_must_be_under_the_call() {
    let case = Case::Undercall(Undercall {
        put_in: Some(200),
        said_call: Some(true),
        spot: spot(200, 600, 400),
        sequence: None,
    });
    assert_eq!(both(case).to_add, 400);
    let error = undercall(600, spot(200, 600, 400))
        .rule(&HouseRules::tda_2024())
        .unwrap_err();
    assert!(matches!(error, RulingError::InvalidFacts { .. }), "{error}");
}

#[test]
fn the_undercall_facts_are_asked_only_under_the_tda() {
    let mut facts = spot(200, 600, 400);
    facts.opening_bet = None;
    let Err(RulingError::MissingFact { fact, .. }) =
        undercall(200, facts.clone()).rule(&HouseRules::tda_2024())
    else {
        panic!("the opening bet should be asked");
    };
    assert_eq!(fact.name, "spot.opening_bet");
    assert!(undercall(200, facts).rule(&HouseRules::seed_fr()).is_ok());
}

// ---- item 11: an under-raise found later (rule 52) ----

fn under_raise(next_card_dealt: bool) -> Case {
    // A bet of 600, a raise to 1,000 (the minimum was 1,200), two calls.
    Case::BetErrorFoundLater(BetErrorFoundLater {
        limit: Some(Limit::NoLimit),
        bettor: Some(4),
        made_to: Some(1000),
        legal_to: Some(1200),
        callers: Some(vec![5, 6]),
        next_card_dealt: Some(next_card_dealt),
        showdown_started: Some(false),
        substantial_action_since: None,
    })
}

fn corrections(ruling: &Ruling) -> Vec<(u8, u64, u64, bool)> {
    match &ruling.decision {
        Decision::Corrections(fixes) => fixes
            .iter()
            .map(|c| (c.seat, c.to, c.to_add, c.may_change))
            .collect(),
        other => panic!("corrections, not {other:?}"),
    }
}

#[test]
fn a_raise_to_1000_over_600_with_two_calls_becomes_1200_for_all_and_seed_lets_callers_rethink() {
    let tda = rule(under_raise(false), &HouseRules::tda_2024());
    assert_eq!(
        corrections(&tda),
        [
            (4, 1200, 200, false),
            (5, 1200, 200, false),
            (6, 1200, 200, false)
        ]
    );
    assert!(tda.rules.contains(&RuleRef::new("TDA-52A")));
    let seed = rule(under_raise(false), &HouseRules::seed_fr());
    assert_eq!(
        corrections(&seed),
        [
            (4, 1200, 200, false),
            (5, 1200, 200, true),
            (6, 1200, 200, true)
        ]
    );
}

#[test]
fn once_the_next_card_is_out_the_bets_stand() {
    for house in presets() {
        assert_eq!(
            rule(under_raise(true), &house).decision,
            Decision::ActionStands
        );
    }
}

#[test]
fn a_pot_limit_count_too_low_is_raised_only_until_substantial_action() {
    let case = |sa| {
        Case::BetErrorFoundLater(BetErrorFoundLater {
            limit: Some(Limit::PotLimit),
            bettor: Some(2),
            made_to: Some(9_500),
            legal_to: Some(10_500),
            callers: Some(vec![3]),
            next_card_dealt: Some(false),
            showdown_started: Some(false),
            substantial_action_since: sa,
        })
    };
    let Err(RulingError::MissingFact { fact, .. }) = case(None).rule(&HouseRules::tda_2024())
    else {
        panic!("substantial action should be asked");
    };
    assert_eq!(fact.name, "substantial_action_since");
    let tda = HouseRules::tda_2024();
    assert_eq!(
        rule(case(Some(true)), &tda).decision,
        Decision::ActionStands
    );
    assert!(matches!(
        rule(case(Some(false)), &tda).decision,
        Decision::Corrections(_)
    ));
}

#[test]
fn a_no_limit_bet_cannot_be_too_big() {
    let case = Case::BetErrorFoundLater(BetErrorFoundLater {
        limit: Some(Limit::NoLimit),
        bettor: Some(2),
        made_to: Some(1500),
        legal_to: Some(1200),
        callers: Some(vec![]),
        next_card_dealt: Some(false),
        showdown_started: Some(false),
        substantial_action_since: None,
    });
    assert!(matches!(
        case.rule(&HouseRules::tda_2024()),
        Err(RulingError::InvalidFacts { .. })
    ));
}

/// The betting situation a TD reads off the table asks only the big blind, the bet and the
/// stack: no-limit, nothing in front, the bet the street's opening one (so the last full raise
/// is the bet) and raising open are the ordinary answers, assumed. Raising closed, stated
/// otherwise, is asked and leaves a silent 1,500 facing 1,000 a call.
#[test]
fn rule_43_the_ordinary_betting_situation_is_assumed_unless_the_td_says_otherwise() {
    let closed = Spot {
        raising_open: Some(false),
        ..spot(100, 1000, 1000)
    };
    assert_assumed_unless_stated(
        &put_in(1500, false, spot(100, 1000, 1000)),
        &put_in(1500, false, closed),
        "spot.raising_open",
        5,
    );
}
