//! TDA 2024 Recommended Procedure 5 (premature flop, turn and river) and seed 004's premature
//! cards, under both presets: they differ only on the turn.

use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::board::{PrematureCard, Street};
use riffle_rules::disputes::{CardRemedy, Case, Decision, RulingError};
use riffle_text::Lang;

fn premature(street: Street) -> Case {
    Case::PrematureCard(PrematureCard {
        street: Some(street),
    })
}

#[test]
fn a_premature_flop_is_reshuffled_and_dealt_again_without_a_burn_under_both_presets() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = premature(Street::Flop).rule(&house).unwrap();
        assert_eq!(
            ruling.decision,
            Decision::Cards(CardRemedy::RedealFlopWithoutBurn)
        );
        assert!(ruling.rules.contains(&RuleRef::new("RP-5A")));
        assert!(
            ruling
                .explanation
                .get(Lang::En)
                .contains("even if only one was seen")
        );
        assert!(
            ruling
                .explanation
                .get(Lang::En)
                .contains("even if they check or fold")
        );
    }
}

#[test]
fn a_premature_turn_is_reshuffled_and_dealt_again_under_tda() {
    let ruling = premature(Street::Turn)
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(
        ruling.decision,
        Decision::Cards(CardRemedy::RedealTurnWithoutBurn)
    );
    assert_eq!(ruling.rules[0], RuleRef::new("RP-5B"));
}

#[test]
fn a_premature_turn_is_set_aside_and_the_would_be_river_becomes_the_turn_under_seed_004() {
    let ruling = premature(Street::Turn)
        .rule(&HouseRules::seed_fr())
        .unwrap();
    assert_eq!(
        ruling.decision,
        Decision::Cards(CardRemedy::SetTurnAsideNextCardIsTurn)
    );
    assert_eq!(ruling.rules, [RuleRef::new("S004-premature-cards")]);
    assert!(
        ruling
            .explanation
            .get(Lang::Fr)
            .contains("la future river sort comme turn")
    );
}

#[test]
fn a_premature_river_is_reshuffled_and_dealt_again_without_a_burn_under_both_presets() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = premature(Street::River).rule(&house).unwrap();
        assert_eq!(
            ruling.decision,
            Decision::Cards(CardRemedy::RedealRiverWithoutBurn)
        );
        assert!(ruling.rules.contains(&RuleRef::new("RP-5C")));
    }
}

#[test]
fn there_is_no_premature_card_before_the_flop() {
    let error = premature(Street::PreFlop)
        .rule(&HouseRules::tda_2024())
        .unwrap_err();
    assert!(matches!(error, RulingError::InvalidFacts { .. }), "{error}");
    let missing = Case::PrematureCard(PrematureCard::default())
        .rule(&HouseRules::tda_2024())
        .unwrap_err();
    assert!(matches!(missing, RulingError::MissingFact { fact, .. } if fact.name == "street"));
}
