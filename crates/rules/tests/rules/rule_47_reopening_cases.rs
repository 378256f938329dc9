//! Reopening the betting after short all-ins (TDA 2024 rule 47 and addendum; seed 004; RULES.md
//! §C 4 and §2 row 1) as a dispute the TD enters, under both presets. The catalogue answers with
//! the hand engine's own reopening test, so it agrees with what the engine lets players do.

use crate::common;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::Limit;
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::chips::Reopening;
use riffle_rules::disputes::{Case, Decision, PlayerOptions, RulingError};
use riffle_text::Lang;

fn presets() -> [HouseRules; 2] {
    [HouseRules::tda_2024(), HouseRules::seed_fr()]
}

fn acted_at(level: u64, current: u64, full: u64) -> Case {
    Case::Reopening(Reopening {
        limit: Some(Limit::NoLimit),
        has_acted: Some(true),
        bet_when_acted: Some(level),
        current_bet: Some(current),
        last_full_raise: Some(full),
        all_ins_since: None,
        // These no-limit examples answer as a TD recorded them: no full raise since.
        full_raise_since: Some(false),
    })
}

fn yet_to_act(current: u64, full: u64) -> Case {
    Case::Reopening(Reopening {
        limit: Some(Limit::NoLimit),
        has_acted: Some(false),
        current_bet: Some(current),
        last_full_raise: Some(full),
        ..Reopening::default()
    })
}

fn options(case: &Case, house: &HouseRules) -> PlayerOptions {
    match case.rule(house).unwrap().decision {
        Decision::Options(options) => options,
        other => panic!("options, not {other:?}"),
    }
}

fn may_raise_to(case: &Case, house: &HouseRules) -> Option<u64> {
    options(case, house).raise_to_at_least
}

/// Seed 004: a bet of 200, an all-in to 290; the next player may raise to at least 490, the
/// bettor may only call or fold.
#[test]
fn bet_200_all_in_290_the_next_player_may_raise_to_490_the_bettor_only_call() {
    for house in presets() {
        assert_eq!(may_raise_to(&yet_to_act(290, 200), &house), Some(490));
        let bettor = options(&acted_at(200, 290, 200), &house);
        assert_eq!(
            bettor,
            PlayerOptions {
                call: 290,
                raise_to_at_least: None
            }
        );
    }
    let ruling = acted_at(200, 290, 200)
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert!(ruling.rules.contains(&RuleRef::new("TDA-47A")));
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .contains("only call 290 or fold")
    );
}

/// Addendum 47, example 1, at 50/100: A bets 100, B all-in 125, C calls, D all-in 200, E calls.
#[test]
fn a_faces_a_full_raise_and_is_reopened_c_faces_75_and_may_not_raise() {
    for house in presets() {
        assert_eq!(may_raise_to(&acted_at(100, 200, 100), &house), Some(300));
        // A only calls: C, who called 125, faces 75 more.
        assert_eq!(may_raise_to(&acted_at(125, 200, 100), &house), None);
        // A raises to 300 (a full raise of 100): C faces 175 more, more than a full raise.
        assert_eq!(may_raise_to(&acted_at(125, 300, 100), &house), Some(400));
    }
}

/// Addendum 47, example 3, at 2000/4000: A limps, C is all-in for 7500; the big blind may raise
/// to at least 11,500; if the big blind just calls, A may not raise.
#[test]
fn after_a_limp_and_a_short_all_in_the_big_blind_may_raise_to_11500_the_limper_may_not() {
    for house in presets() {
        assert_eq!(may_raise_to(&yet_to_act(7500, 4000), &house), Some(11_500));
        assert_eq!(may_raise_to(&acted_at(4000, 7500, 4000), &house), None);
    }
}

/// Addendum 47, example 2, at 50/100: A opens 300, then B, C and D are all-in for 500, 650 and
/// 800 and E calls. No all-in raised by 300 or more, so the last full bet stays A's 300: F, yet
/// to act, may call 800 or raise to at least 1100.
#[test]
fn addendum_47_example_2_after_several_short_all_ins_the_minimum_raise_is_the_last_full_bet() {
    for house in presets() {
        assert_eq!(may_raise_to(&yet_to_act(800, 300), &house), Some(1100));
    }
}

/// Addendum 47, example 3-B, at 2000/4000: A limps, C is all-in for 7500 and the big blind
/// raises the minimum, 4000, to 11,500. A now faces 7500 more, past a full raise: reopened, and
/// A may raise by the big blind's 4000, to at least 15,500.
#[test]
fn addendum_47_example_3b_a_full_raise_behind_the_short_all_in_reopens_the_limper() {
    for house in presets() {
        let after_the_big_blind_raises = Case::Reopening(Reopening {
            full_raise_since: Some(true),
            ..match acted_at(4000, 11_500, 4000) {
                Case::Reopening(r) => r,
                other => panic!("{other:?}"),
            }
        });
        assert_eq!(
            may_raise_to(&after_the_big_blind_raises, &house),
            Some(15_500)
        );
    }
}

/// §2 row 1: the TDA adds the short all-ins up to a full raise; seed 004 waits for the bet to be
/// doubled. At 50/100, A raises to 300 (a 200 raise), then all-ins to 450 and 550: A faces 250
/// more, a full raise, but 550 does not double A's 300.
#[test]
fn short_all_ins_that_add_up_to_a_full_raise_reopen_under_tda_but_not_until_doubled_under_seed() {
    let case = acted_at(300, 550, 200);
    assert_eq!(may_raise_to(&case, &HouseRules::tda_2024()), Some(750));
    let seed = case.rule(&HouseRules::seed_fr()).unwrap();
    assert_eq!(
        seed.decision,
        Decision::Options(PlayerOptions {
            call: 550,
            raise_to_at_least: None
        })
    );
    assert!(seed.rules.contains(&RuleRef::new("S004-short-all-in")));
    assert!(
        seed.explanation
            .get(Lang::En)
            .contains("has not been doubled")
    );
    // Doubled at 600: seed 004 reopens too.
    assert_eq!(
        may_raise_to(&acted_at(300, 600, 200), &HouseRules::seed_fr()),
        Some(800)
    );
}

#[test]
fn the_catalogue_agrees_with_the_hand_engine_on_example_1() {
    // 50/100, six seats; seat 3 is A.
    let mut hand = no_limit(&[10_000, 10_000, 10_000, 125, 10_000, 200], 50, 100);
    play(&mut hand, &[Call, AllIn, Call, AllIn, Fold, Fold]);
    // Seat 3 (A) called 100; seats 4 and 6 went all-in for 125 and 200; seat 5 called 125.
    assert_eq!(hand.to_act(), Some(3));
    assert_eq!(raise_range(&hand).map(|r| r.0), Some(300));
    let engine_reopened = hand.facing().unwrap().may_raise;
    let catalogue = may_raise_to(&acted_at(100, 200, 100), &HouseRules::tda_2024());
    assert_eq!(engine_reopened, catalogue.is_some());
}

/// A fixed-limit $20 street: the player acted at `level`, the bet is now `current`, after the
/// all-ins `all_ins` (street totals, in order).
fn limit_20(level: u64, current: u64, all_ins: Option<Vec<u64>>) -> Case {
    Case::Reopening(Reopening {
        limit: Some(Limit::FixedLimit {
            small_bet: 20,
            big_bet: 40,
        }),
        has_acted: Some(true),
        bet_when_acted: Some(level),
        current_bet: Some(current),
        last_full_raise: Some(20),
        all_ins_since: all_ins,
        full_raise_since: None,
    })
}

/// TDA 47B: in limit, an all-in of half a bet or more reopens the betting. The player bet $20
/// and an all-in made it $35: $15 over the bet, half a $20 bet or more, so the player may raise,
/// to $55. The ruling computes it from the amounts and says which all-in counted.
#[test]
fn rule_47b_in_limit_an_all_in_of_half_a_bet_or_more_reopens_the_betting() {
    let Err(RulingError::MissingFact { fact, .. }) =
        limit_20(20, 35, None).rule(&HouseRules::tda_2024())
    else {
        panic!("the all-ins since are asked");
    };
    assert_eq!(fact.name, "all_ins_since");
    for house in presets() {
        let ruling = limit_20(20, 35, Some(vec![35])).rule(&house).unwrap();
        assert!(ruling.rules.contains(&RuleRef::new("TDA-47B")));
        assert!(
            ruling.explanation.get(Lang::En).contains("all-in to 35"),
            "{}",
            ruling.explanation.get(Lang::En)
        );
        assert_eq!(
            may_raise_to(&limit_20(20, 35, Some(vec![35])), &house),
            Some(55)
        );
    }
}

/// TDA 47B: all-ins each less than half a bet do not reopen the betting, even when together
/// they come to more: $20, then all-ins to $28 and $35 ($8 and $7 each): call or fold only.
#[test]
fn rule_47b_in_limit_all_ins_each_under_half_a_bet_do_not_reopen() {
    for house in presets() {
        assert_eq!(
            may_raise_to(&limit_20(20, 35, Some(vec![28, 35])), &house),
            None
        );
    }
}

/// TDA 47B: the one all-in of half a bet among several is enough: $20, all-ins to $25 ($5) and
/// $35 ($10, half a bet): reopened.
#[test]
fn rule_47b_in_limit_one_half_bet_all_in_among_several_reopens() {
    assert_eq!(
        may_raise_to(
            &limit_20(20, 35, Some(vec![25, 35])),
            &HouseRules::tda_2024()
        ),
        Some(55)
    );
}

/// All-ins that do not rise from the player's bet to the bet now are refused with a sentence.
#[test]
fn all_ins_that_do_not_reach_the_bet_now_are_refused() {
    for all_ins in [vec![30], vec![35, 30, 35], vec![15, 35]] {
        let error = limit_20(20, 35, Some(all_ins))
            .rule(&HouseRules::tda_2024())
            .unwrap_err();
        assert!(error.to_string().contains("must rise"), "{error}");
    }
}

/// A case recorded when the TD answered yes or no to "a full raise since?" reads back and rules
/// as it did.
#[test]
fn a_case_recorded_with_the_yes_or_no_still_rules_as_answered() {
    let recorded = |yes| {
        Case::Reopening(Reopening {
            full_raise_since: Some(yes),
            ..match limit_20(20, 35, None) {
                Case::Reopening(r) => r,
                _ => unreachable!(),
            }
        })
    };
    let house = HouseRules::tda_2024();
    assert_eq!(may_raise_to(&recorded(true), &house), Some(55));
    assert_eq!(may_raise_to(&recorded(false), &house), None);
}

#[test]
fn a_player_who_checked_faces_new_action_in_any_bet() {
    for house in presets() {
        assert_eq!(may_raise_to(&acted_at(0, 30, 100), &house), Some(130));
    }
}

#[test]
fn inconsistent_amounts_are_refused() {
    for case in [acted_at(300, 200, 100), acted_at(200, 200, 100)] {
        assert!(matches!(
            case.rule(&HouseRules::tda_2024()),
            Err(RulingError::InvalidFacts { .. })
        ));
    }
}
