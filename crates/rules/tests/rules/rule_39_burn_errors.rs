//! TDA 2024 rule 39 (four-card flop, flop without a burn), rule 38 (one burn per street) and seed
//! 004's burn errors (known card order, two burns, turn or river without a burn), under both
//! presets.

use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::board::{
    FlopWithoutBurn, FourCardFlop, Street, StreetWithoutBurn, TwoBurnsBeforeFlop,
};
use riffle_rules::disputes::{CardRemedy, Case, Decision, RulingError};

fn remedy(case: Case, house: &HouseRules) -> CardRemedy {
    match case.rule(house).unwrap().decision {
        Decision::Cards(remedy) => remedy,
        other => panic!("expected a card remedy, got {other:?}"),
    }
}

fn flop_without_burn(action: bool, order_known: Option<bool>) -> Case {
    Case::FlopWithoutBurn(FlopWithoutBurn {
        action_on_flop: Some(action),
        order_known,
    })
}

#[test]
fn a_flop_without_a_burn_and_no_action_is_scrambled_and_a_burn_drawn_under_tda() {
    let ruling = flop_without_burn(false, None)
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(
        ruling.decision,
        Decision::Cards(CardRemedy::ScrambleFlopDrawBurn)
    );
    assert!(ruling.rules.contains(&RuleRef::new("TDA-39B")));
}

#[test]
fn a_flop_without_a_burn_stands_once_anyone_acted_even_one_check() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        assert_eq!(
            remedy(flop_without_burn(true, None), &house),
            CardRemedy::FlopStands
        );
    }
}

#[test]
fn under_seed_004_a_flop_without_a_burn_keeps_the_known_order() {
    let fr = HouseRules::seed_fr();
    assert_eq!(
        remedy(flop_without_burn(false, Some(true)), &fr),
        CardRemedy::FirstFlopCardBecomesBurn
    );
    assert_eq!(
        remedy(flop_without_burn(false, Some(false)), &fr),
        CardRemedy::ReshuffleFlopRedealWithBurn
    );
    let Err(RulingError::MissingFact { fact, .. }) = flop_without_burn(false, None).rule(&fr)
    else {
        panic!("the card order is a fact under seed 004");
    };
    assert_eq!(fact.name, "order_known");
}

#[test]
fn a_four_card_flop_is_scrambled_and_the_burn_drawn_at_random_under_tda() {
    let case = Case::FourCardFlop(FourCardFlop {
        order_known: Some(true),
    });
    assert_eq!(
        remedy(case, &HouseRules::tda_2024()),
        CardRemedy::ScrambleFourCardsDrawBurn
    );
}

#[test]
fn under_seed_004_a_four_card_flop_keeps_the_known_order() {
    let fr = HouseRules::seed_fr();
    let four = |known| {
        Case::FourCardFlop(FourCardFlop {
            order_known: Some(known),
        })
    };
    assert_eq!(remedy(four(true), &fr), CardRemedy::FourthCardBurnsForTurn);
    assert_eq!(
        remedy(four(false), &fr),
        CardRemedy::ReshuffleFourCardsRedealWithoutBurn
    );
}

#[test]
fn two_burns_before_the_flop_follow_seed_004_under_both_presets() {
    let two = |known| {
        Case::TwoBurnsBeforeFlop(TwoBurnsBeforeFlop {
            order_known: Some(known),
        })
    };
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        assert_eq!(remedy(two(true), &house), CardRemedy::SecondBurnOpensFlop);
        assert_eq!(
            remedy(two(false), &house),
            CardRemedy::ReshuffleFlopAndBurnRedealWithoutBurn
        );
    }
}

#[test]
fn a_turn_or_river_without_a_burn_becomes_the_burn_under_both_presets() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        for street in [Street::Turn, Street::River] {
            let case = Case::StreetWithoutBurn(StreetWithoutBurn {
                street: Some(street),
                action_on_street: Some(false),
            });
            let ruling = case.rule(&house).unwrap();
            assert_eq!(
                ruling.decision,
                Decision::Cards(CardRemedy::CardBecomesBurnNextCardDealt)
            );
            assert_eq!(ruling.rules, [RuleRef::new("S004-street-no-burn")]);
        }
    }
}

#[test]
fn a_turn_without_a_burn_stands_once_players_acted_on_it() {
    let case = Case::StreetWithoutBurn(StreetWithoutBurn {
        street: Some(Street::Turn),
        action_on_street: Some(true),
    });
    assert_eq!(
        remedy(case, &HouseRules::tda_2024()),
        CardRemedy::CardStands
    );
}

#[test]
fn the_flop_is_not_a_street_without_a_burn_case() {
    let case = Case::StreetWithoutBurn(StreetWithoutBurn {
        street: Some(Street::Flop),
        action_on_street: Some(false),
    });
    assert!(matches!(
        case.rule(&HouseRules::tda_2024()),
        Err(RulingError::InvalidFacts { .. })
    ));
}
