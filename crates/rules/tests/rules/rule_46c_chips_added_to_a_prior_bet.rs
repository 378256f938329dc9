//! New chips added silently to an earlier bet still in front, facing a raise (TDA 2024 rule
//! 46C). Two readings, by what became of the earlier chips:
//! - 46C-1: they do not cover the call and were left alone or pulled back whole: a single new
//!   chip is a call, several new chips follow the 50% standard (43A, 45);
//! - 46C-2: they were partly pulled back, or they cover the call (a blind posted with one large
//!   chip): the combined final bet is a raise if it reaches the 50% standard, a call otherwise.
//!
//! One test per situation, each citing its part of the rule, then one per example of the
//! Illustration Addendum (Addendum 46, situations 1-4, on the addendum's own hands); the presets
//! agree. Situation 5 (all the chips gathered and pushed forward, which may be read as a bet of
//! all of them) is asked when that reading would change the action, and left to the TD.

use riffle_core::betting::Limit;
use riffle_core::betting::rulings::{Ruled, RuledKind};
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::chips::{ChipsAddedToPriorBet, PriorChips, Spot};
use riffle_rules::disputes::{Case, Decision, RulingError};

/// No-limit, `own` in front facing a raise to `bet` whose increment is `full`.
fn facing(own: u64, bet: u64, full: u64) -> Spot {
    Spot {
        limit: Some(Limit::NoLimit),
        big_blind: Some(400),
        bet_to_match: Some(bet),
        own_bet: Some(own),
        stack: Some(20_000),
        last_full_raise: Some(full),
        pot: Some(6_000),
        raising_open: Some(true),
        opening_bet: Some(false),
        players_in_hand: Some(3),
        intended_undercall: None,
        from_hand: None,
    }
}

/// The new chips added on their own, not gathered with the chips in front and pushed together.
fn added(spot: Spot, prior: PriorChips, worth: Option<u64>, chips: &[u64]) -> Case {
    Case::ChipsAddedToPriorBet(ChipsAddedToPriorBet {
        added: Some(chips.to_vec()),
        prior_chips: Some(prior),
        prior_chips_worth: worth,
        spot,
        pushed_together: Some(false),
    })
}

/// The action both presets rule, citing 46C.
fn ruled(case: Case) -> Ruled {
    let [tda, seed] =
        [HouseRules::tda_2024(), HouseRules::seed_fr()].map(|house| case.rule(&house).unwrap());
    assert_eq!(tda.decision, seed.decision, "the presets disagree");
    assert!(
        tda.rules.contains(&RuleRef::new("TDA-46C")),
        "{:?}",
        tda.rules
    );
    match tda.decision {
        Decision::Action(r) => r,
        other => panic!("a binding action, not {other:?}"),
    }
}

/// A bet 1000 (two 500 chips), B raised to 3000.
fn after_a_raise_to_3000() -> Spot {
    facing(1000, 3000, 2000)
}

/// 46C-1, left alone: A leaves the 1000 in front and drops one 5000 chip: a call of 3000, and
/// 3000 comes back.
#[test]
fn rule_46c_1_one_new_chip_on_an_earlier_bet_left_alone_is_a_call() {
    let r = ruled(added(
        after_a_raise_to_3000(),
        PriorChips::LeftAlone,
        Some(1000),
        &[5000],
    ));
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 3000, 3000));
}

/// 46C-1, left alone: three new 1000 chips on the 1000 left in front make 4000, half a raise
/// over the 3000: the 50% standard makes it a raise to 5000, 1000 more.
#[test]
fn rule_46c_1_several_new_chips_on_an_earlier_bet_left_alone_follow_the_50_percent_standard() {
    let r = ruled(added(
        after_a_raise_to_3000(),
        PriorChips::LeftAlone,
        Some(1000),
        &[1000, 1000, 1000],
    ));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 5000, 1000));
}

/// 46C-1, pulled back whole: A takes the 1000 back and drops one 5000 chip: a call of 3000,
/// 2000 back.
#[test]
fn rule_46c_1_one_chip_after_the_earlier_bet_was_pulled_back_whole_is_a_call() {
    let r = ruled(added(
        after_a_raise_to_3000(),
        PriorChips::PulledBackFully,
        None,
        &[5000],
    ));
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 3000, 2000));
}

/// 46C-2, partly pulled back: A takes back one 500 chip and drops one 5000 chip: the 500 left
/// and the 5000 make one bet of 5500, past the 50% standard: a raise to 5500.
#[test]
fn rule_46c_2_an_earlier_bet_partly_pulled_back_makes_one_bet_with_the_new_chips() {
    let r = ruled(added(
        after_a_raise_to_3000(),
        PriorChips::PulledBackPartly(500),
        None,
        &[5000],
    ));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 5500, 0));
}

/// 46C-2, partly pulled back: the 500 left and a 2000 and a 1000 make 3500, less than half a
/// raise over 3000: a call, 500 back.
#[test]
fn rule_46c_2_a_combined_bet_below_the_50_percent_standard_is_a_call() {
    let r = ruled(added(
        after_a_raise_to_3000(),
        PriorChips::PulledBackPartly(500),
        None,
        &[2000, 1000],
    ));
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 3000, 500));
}

/// 46C-2, a blind posted with one large chip that covers the raise: at 200-400 the big blind
/// posted one 1000 chip; UTG raises to 1000. The big blind silently adds a 500 chip: the 1000
/// and the 500 make 1500, past the 50% standard: a raise, brought to the minimum of 1600.
#[test]
fn rule_46c_2_a_blind_posted_with_one_chip_covering_the_raise_makes_one_bet_with_the_new_chip() {
    let r = ruled(added(
        facing(400, 1000, 600),
        PriorChips::LeftAlone,
        Some(1000),
        &[500],
    ));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 1600, 100));
}

/// 46C-2, the same big blind adds a 100 chip: 1100, below the 50% standard: a call of 1000,
/// 100 back.
#[test]
fn rule_46c_2_a_blind_chip_covering_the_raise_and_a_small_chip_are_a_call() {
    let r = ruled(added(
        facing(400, 1000, 600),
        PriorChips::LeftAlone,
        Some(1000),
        &[100],
    ));
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 1000, 100));
}

/// Facts that cannot all be true are refused with a sentence naming the fact: chips in front
/// worth less than the bet they made, a part pulled back that leaves the whole bet, chips
/// pushed beyond the stack.
#[test]
fn contradicting_facts_are_refused_with_a_sentence() {
    let house = HouseRules::tda_2024();
    let refused = |case: Case, words: &str| {
        let error = case.rule(&house).unwrap_err();
        assert!(
            matches!(error, RulingError::InvalidFacts { .. }),
            "{error:?}"
        );
        assert!(error.to_string().contains(words), "{error}");
    };
    refused(
        added(
            after_a_raise_to_3000(),
            PriorChips::LeftAlone,
            Some(500),
            &[5000],
        ),
        "cannot make an earlier bet of 1,000",
    );
    refused(
        added(
            after_a_raise_to_3000(),
            PriorChips::PulledBackPartly(1000),
            None,
            &[5000],
        ),
        "a part pulled back",
    );
    let short = Spot {
        stack: Some(2000),
        ..after_a_raise_to_3000()
    };
    refused(
        added(short, PriorChips::LeftAlone, Some(1000), &[5000]),
        "more than the player's stack",
    );
}

/// The Illustration Addendum's hold'em 25-50 hand: the big blind posted two 25 chips and the
/// button raised to 600, 550 more to the big blind.
fn two_25s_facing_600() -> Spot {
    Spot {
        big_blind: Some(50),
        ..facing(50, 600, 550)
    }
}

/// Addendum 46, situation 1 (1): the two 25s left alone, a 1000 chip dropped on them: a call of
/// 600, 450 back.
#[test]
fn addendum_46_situation_1_an_overchip_on_prior_chips_left_alone_is_a_call() {
    let r = ruled(added(
        two_25s_facing_600(),
        PriorChips::LeftAlone,
        Some(50),
        &[1000],
    ));
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 600, 450));
}

/// Addendum 46, situation 1 (2): two 500s, or a 100 and a 500, dropped on the two 25s: every
/// new chip is needed with the 25s to make the call, so both are calls.
#[test]
fn addendum_46_situation_1_new_chips_all_needed_for_the_call_are_a_call() {
    for (chips, back) in [(&[500, 500][..], 450), (&[100, 500][..], 50)] {
        let r = ruled(added(
            two_25s_facing_600(),
            PriorChips::LeftAlone,
            Some(50),
            chips,
        ));
        assert_eq!(
            (r.kind, r.to, r.returned),
            (RuledKind::Call, 600, back),
            "{chips:?}"
        );
    }
}

/// Addendum 46, situation 1 (3): a 1000 and a 500 dropped on the two 25s make 1550; the 500 is
/// not needed for the call, so it is a rule-45 bet past the 50% mark: a raise to 1550.
#[test]
fn addendum_46_situation_1_new_chips_not_all_needed_are_a_multiple_chip_bet() {
    let r = ruled(added(
        two_25s_facing_600(),
        PriorChips::LeftAlone,
        Some(50),
        &[1000, 500],
    ));
    assert_eq!((r.kind, r.to), (RuledKind::Raise, 1550));
}

/// Addendum 46, situation 2: the two 25s pulled back whole. One 1000 chip is a call of 600, 400
/// back; a 1000 and a 500 are a rule-45 bet of 1500, past the 50% mark: a raise to 1500.
#[test]
fn addendum_46_situation_2_prior_chips_pulled_back_whole_leave_the_new_chips_to_speak() {
    let r = ruled(added(
        two_25s_facing_600(),
        PriorChips::PulledBackFully,
        None,
        &[1000],
    ));
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 600, 400));
    let r = ruled(added(
        two_25s_facing_600(),
        PriorChips::PulledBackFully,
        None,
        &[1000, 500],
    ));
    assert_eq!((r.kind, r.to), (RuledKind::Raise, 1500));
}

/// Addendum 46, situation 3: one 25 pulled back, the other left out; whatever is added makes a
/// rule-45 bet with it. A 1000 chip makes 1025, past the 50% mark: a raise, brought to the
/// minimum of 1150; a 500 and a 100 make 625, the 25 not needed and short of the mark: a call of
/// 600, 25 back.
#[test]
fn addendum_46_situation_3_a_partly_pulled_back_bet_and_the_new_chips_are_one_rule_45_bet() {
    let r = ruled(added(
        two_25s_facing_600(),
        PriorChips::PulledBackPartly(25),
        None,
        &[1000],
    ));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 1150, 125));
    let r = ruled(added(
        two_25s_facing_600(),
        PriorChips::PulledBackPartly(25),
        None,
        &[500, 100],
    ));
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 600, 25));
}

/// Addendum 46, situation 3, read through rule 45A: A bet 5500 (a 5000 and a 500) and faces a
/// raise to 8000; A pulls back the 500 and drops a second 5000 next to the first. The 10,000
/// pass the 50% mark, but neither 5000 can be removed and still leave the call, so every chip is
/// needed: a call of 8000, 2000 back.
#[test]
fn addendum_46_situation_3_every_chip_needed_for_the_call_is_a_call_even_past_the_50_percent_mark()
{
    let r = ruled(added(
        facing(5500, 8000, 2500),
        PriorChips::PulledBackPartly(5000),
        None,
        &[5000],
    ));
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 8000, 2000));
}

/// Addendum 46, situation 4: at 50-100 the big blind posted one 1000 chip and faces a raise to
/// 700. The 1000 covers the call, so a new 100 chip makes a rule-45 bet of 1100 with it; the
/// 100 is not needed for the call and 1100 passes the 50% mark (1000): a raise, brought to the
/// minimum of 1300.
#[test]
fn addendum_46_situation_4_a_blind_chip_covering_the_raise_makes_a_rule_45_bet_of_all_chips() {
    let spot = Spot {
        big_blind: Some(100),
        ..facing(100, 700, 600)
    };
    let r = ruled(added(spot, PriorChips::LeftAlone, Some(1000), &[100]));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 1300, 200));
}

/// Addendum 46, situation 5: the two 25s left alone, but the big blind gathers them with a new
/// 1000 chip and pushes everything forward. Apart, the 1000 is an overchip call of 600; pushed
/// together, the 25s and the 1000 may be read as a rule-45 bet of 1050, past the 50% mark, a
/// raise brought to 1150. The gesture is asked, and the TD chooses between the two readings.
#[test]
fn addendum_46_situation_5_all_chips_pushed_together_may_be_read_as_one_bet_at_the_tds_call() {
    let Case::ChipsAddedToPriorBet(apart) = added(
        two_25s_facing_600(),
        PriorChips::LeftAlone,
        Some(50),
        &[1000],
    ) else {
        unreachable!()
    };
    let asked = Case::ChipsAddedToPriorBet(ChipsAddedToPriorBet {
        pushed_together: None,
        ..apart.clone()
    });
    let Err(RulingError::MissingFact { fact, .. }) = asked.rule(&HouseRules::tda_2024()) else {
        panic!("the gesture is asked");
    };
    assert_eq!(fact.name, "pushed_together");
    let together = Case::ChipsAddedToPriorBet(ChipsAddedToPriorBet {
        pushed_together: Some(true),
        ..apart
    });
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = together.rule(&house).unwrap();
        assert_eq!(ruling.decision, Decision::TdDecides);
        let readings: Vec<(RuledKind, u64)> = ruling
            .choices
            .iter()
            .map(|choice| match choice.decision {
                Decision::Action(r) => (r.kind, r.to),
                ref other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(readings, [(RuledKind::Call, 600), (RuledKind::Raise, 1150)]);
        for id in ["ADD-46", "TDA-45", "TDA-1"] {
            assert!(ruling.rules.contains(&RuleRef::new(id)), "{id}");
        }
    }
}
