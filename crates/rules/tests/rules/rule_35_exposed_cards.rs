//! Cards exposed during the deal (TDA 2024 rule 35A condition 7, seed 004's exposed-card and
//! misdeal sections) and dropped or dead cards (seed 004), under both presets.

use crate::dispute_catalogue::assert_assumed_unless_stated;
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::dealing::{
    CardIncident, CardIncidentKind, CardOwner, ExposedBy, ExposedCardOnDeal,
};
use riffle_rules::disputes::{CardRemedy, Case, Decision, RulingError};

fn exposed(by: ExposedBy, first_two: bool, count: u8, owner: Option<CardOwner>) -> Case {
    Case::ExposedCardOnDeal(ExposedCardOnDeal {
        exposed_by: Some(by),
        among_first_two: Some(first_two),
        downcards_exposed: Some(count),
        owner,
    })
}

fn decision(case: &Case, house: &HouseRules) -> Decision {
    case.rule(house).unwrap().decision
}

#[test]
fn the_dealer_exposing_one_of_the_first_two_cards_is_a_misdeal_under_both_presets() {
    let case = exposed(ExposedBy::Dealer, true, 1, Some(CardOwner::SmallBlind));
    assert_eq!(decision(&case, &HouseRules::tda_2024()), Decision::Misdeal);
    assert_eq!(decision(&case, &HouseRules::seed_fr()), Decision::Misdeal);
}

#[test]
fn a_second_exposed_downcard_is_a_misdeal_under_both_presets() {
    let case = exposed(ExposedBy::Dealer, false, 2, Some(CardOwner::Other));
    assert_eq!(decision(&case, &HouseRules::tda_2024()), Decision::Misdeal);
    assert_eq!(decision(&case, &HouseRules::seed_fr()), Decision::Misdeal);
}

#[test]
fn one_exposed_card_not_among_the_first_two_is_swapped_for_the_burn() {
    let case = exposed(ExposedBy::Dealer, false, 1, Some(CardOwner::Other));
    let ruling = case.rule(&HouseRules::tda_2024()).unwrap();
    assert_eq!(
        ruling.decision,
        Decision::Cards(CardRemedy::ExposedCardBecomesBurn)
    );
    assert!(ruling.rules.contains(&RuleRef::new("TDA-35A")));
    assert_eq!(
        decision(&case, &HouseRules::seed_fr()),
        Decision::Cards(CardRemedy::ExposedCardBecomesBurn)
    );
}

#[test]
fn a_blinds_or_dealers_card_is_reshuffled_under_seed_004_only() {
    for owner in [
        CardOwner::SmallBlind,
        CardOwner::BigBlind,
        CardOwner::Dealer,
    ] {
        let case = exposed(ExposedBy::Dealer, false, 1, Some(owner));
        assert_eq!(
            decision(&case, &HouseRules::seed_fr()),
            Decision::Misdeal,
            "{owner:?}"
        );
        assert_eq!(
            decision(&case, &HouseRules::tda_2024()),
            Decision::Cards(CardRemedy::ExposedCardBecomesBurn),
            "{owner:?}"
        );
    }
}

#[test]
fn the_card_owner_is_asked_only_under_seed_004() {
    let case = exposed(ExposedBy::Dealer, false, 1, None);
    assert!(case.rule(&HouseRules::tda_2024()).is_ok());
    let Err(RulingError::MissingFact { fact, .. }) = case.rule(&HouseRules::seed_fr()) else {
        panic!("the owner should be asked under seed 004");
    };
    assert_eq!(fact.name, "owner");
}

#[test]
fn a_player_exposing_their_own_card_plays_it_under_tda() {
    for by in [ExposedBy::PlayerAccident, ExposedBy::PlayerDeliberate] {
        let case = exposed(by, true, 1, None);
        assert_eq!(
            decision(&case, &HouseRules::tda_2024()),
            Decision::Cards(CardRemedy::CardPlays)
        );
    }
}

#[test]
fn under_seed_004_a_deliberate_exposure_puts_that_player_alone_out() {
    let case = exposed(ExposedBy::PlayerDeliberate, true, 1, None);
    let ruling = case.rule(&HouseRules::seed_fr()).unwrap();
    assert_eq!(ruling.decision, Decision::HandDead);
    assert!(ruling.rules.contains(&RuleRef::new("S004-misdeal")));
}

#[test]
fn under_seed_004_an_involuntary_exposure_is_ruled_like_the_dealers() {
    let case = exposed(ExposedBy::PlayerAccident, false, 1, Some(CardOwner::Other));
    assert_eq!(
        decision(&case, &HouseRules::seed_fr()),
        Decision::Cards(CardRemedy::ExposedCardBecomesBurn)
    );
}

#[test]
fn dropped_and_dead_cards_follow_seed_004_under_both_presets() {
    let incident = |kind| {
        Case::CardIncident(CardIncident {
            incident: Some(kind),
        })
    };
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        assert_eq!(
            decision(&incident(CardIncidentKind::DroppedByDealer), &house),
            Decision::Cards(CardRemedy::CardIsDead)
        );
        assert_eq!(
            decision(&incident(CardIncidentKind::ExposedByDealer), &house),
            Decision::Cards(CardRemedy::CardIsDead)
        );
        assert_eq!(
            decision(&incident(CardIncidentKind::DroppedByPlayer), &house),
            Decision::Cards(CardRemedy::CardPlays)
        );
        assert_eq!(
            decision(&incident(CardIncidentKind::DeadCardMixedIntoHand), &house),
            Decision::HandDead
        );
    }
}

/// That the exposed card is the only downcard exposed on the deal is the ordinary answer,
/// assumed without a question; a second one stated otherwise is asked and makes a misdeal
/// (TDA 35A).
#[test]
fn rule_35a_one_exposed_downcard_is_assumed_unless_the_td_counts_more() {
    assert_assumed_unless_stated(
        &exposed(ExposedBy::Dealer, false, 1, Some(CardOwner::Other)),
        &exposed(ExposedBy::Dealer, false, 2, Some(CardOwner::Other)),
        "downcards_exposed",
        2,
    );
}
