//! Rabbit hunting (TDA 2024 rule 28; seed 004 "L'éthique") and the phone at the table (TDA 2024
//! rule 5; seed 004; RULES.md §2 row 15): what happens to the cards or the hand, and the fault
//! the TD may then penalise.

use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::conduct::{Phone, RabbitHunt, RabbitHuntKind};
use riffle_rules::disputes::{Case, Decision};
use riffle_rules::penalties::Fault;

fn rabbit(what: RabbitHuntKind) -> Case {
    Case::RabbitHunt(RabbitHunt { what: Some(what) })
}

#[test]
fn no_rabbit_hunting_the_cards_stay_unseen() {
    let ruling = rabbit(RabbitHuntKind::Requested)
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(ruling.decision, Decision::NoCardsShown);
    assert_eq!(ruling.fault, None);
    assert!(ruling.rules.contains(&RuleRef::new("TDA-28")));
}

#[test]
fn a_player_who_looks_at_the_next_cards_is_penalised_the_dealer_s_error_is_not_theirs() {
    let looked = rabbit(RabbitHuntKind::LookedAtByPlayer)
        .rule(&HouseRules::seed_fr())
        .unwrap();
    assert_eq!(looked.fault, Some(Fault::RabbitHunting));
    let shown = rabbit(RabbitHuntKind::ShownByDealer)
        .rule(&HouseRules::seed_fr())
        .unwrap();
    assert_eq!(shown.fault, None);
}

fn phone(live_hand: bool) -> Case {
    Case::Phone(Phone {
        live_hand: Some(live_hand),
    })
}

/// §2 row 15: the TDA penalises but the hand stays live; seed 004 kills the hand.
#[test]
fn answering_the_phone_with_a_live_hand_is_a_penalty_under_tda_and_a_dead_hand_under_seed_004() {
    let tda = phone(true).rule(&HouseRules::tda_2024()).unwrap();
    assert_eq!(tda.decision, Decision::PlayOn);
    assert_eq!(tda.fault, Some(Fault::PhoneOrDevice));
    assert!(tda.rules.contains(&RuleRef::new("TDA-5")));
    let seed = phone(true).rule(&HouseRules::seed_fr()).unwrap();
    assert_eq!(seed.decision, Decision::HandDead);
    assert_eq!(seed.fault, Some(Fault::PhoneOrDevice));
    assert!(seed.rules.contains(&RuleRef::new("S004-phone")));
}

#[test]
fn without_a_live_hand_the_player_steps_away_to_use_the_phone() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = phone(false).rule(&house).unwrap();
        assert_eq!(ruling.decision, Decision::PlayOn);
    }
}
