//! The button dealt two consecutive cards (TDA 2024 rule 35B): every player's cards otherwise
//! right, it is not a misdeal and the hand goes on. The French international rules (seed 004)
//! count any deal out of order as a misdeal, with no exception for the button: the Seed-FR
//! preset rules that way, and each ruling says which text it followed. A house file written
//! before the option existed reads as the TDA.

use riffle_core::house::{ButtonCardsRule, HouseRules, RuleRef};
use riffle_rules::disputes::dealing::{DealError, DealingError};
use riffle_rules::disputes::{Case, Decision, Ruling, RulingError};
use riffle_text::Lang;

fn button_two_in_a_row(case: DealingError) -> Case {
    Case::DealingError(DealingError {
        error: Some(DealError::ButtonConsecutiveCards),
        ..case
    })
}

fn cites(ruling: &Ruling, id: &'static str) -> bool {
    ruling.rules.contains(&RuleRef::new(id))
}

/// TDA 35B: the button's two cards dealt one after the other are no misdeal: the hand goes on,
/// whatever the action so far (nothing about it is asked).
#[test]
fn rule_35b_the_button_dealt_two_consecutive_cards_is_not_a_misdeal() {
    let ruling = button_two_in_a_row(DealingError::default())
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(ruling.decision, Decision::PlayOn);
    assert!(cites(&ruling, "TDA-35B") && !cites(&ruling, "S004-misdeal"));
    assert!(
        ruling.explanation.get(Lang::En).contains("under the TDA"),
        "{}",
        ruling.explanation.get(Lang::En)
    );
}

/// Seed 004, "Fausse donne": a wrong dealing order is a misdeal. Under the Seed-FR preset, found
/// before two players after the blinds acted, the hand is re-dealt, and the ruling says it
/// followed seed 004 where the TDA would not.
#[test]
fn seed_004_the_button_dealt_two_consecutive_cards_is_a_misdeal_before_two_acted() {
    let ruling = button_two_in_a_row(DealingError {
        players_acted_after_blinds: Some(1),
        ..DealingError::default()
    })
    .rule(&HouseRules::seed_fr())
    .unwrap();
    assert_eq!(ruling.decision, Decision::Misdeal);
    assert!(cites(&ruling, "S004-misdeal"));
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .starts_with("The house follows the French rules")
            && ruling.explanation.get(Lang::En).contains("rule 35B"),
        "{}",
        ruling.explanation.get(Lang::En)
    );
    assert!(
        ruling
            .explanation
            .get(Lang::Fr)
            .starts_with("La maison suit les règles françaises"),
        "{}",
        ruling.explanation.get(Lang::Fr)
    );
}

/// Seed 004: once two players after the blinds acted, the hand goes on without the players the
/// error directly affects: the button here.
#[test]
fn seed_004_after_two_acted_the_button_is_out_of_the_hand() {
    let case = button_two_in_a_row(DealingError {
        players_acted_after_blinds: Some(2),
        ..DealingError::default()
    });
    let Err(RulingError::MissingFact { fact, .. }) = case.rule(&HouseRules::seed_fr()) else {
        panic!("the seats affected are asked");
    };
    assert_eq!(fact.name, "affected_seats");
    let ruling = button_two_in_a_row(DealingError {
        players_acted_after_blinds: Some(2),
        affected_seats: Some(vec![9]),
        ..DealingError::default()
    })
    .rule(&HouseRules::seed_fr())
    .unwrap();
    assert_eq!(ruling.decision, Decision::DeadHands { seats: vec![9] });
}

/// The two presets carry the two texts; a house-rules file written before the option was added
/// reads as the TDA.
#[test]
fn the_presets_follow_their_texts_and_an_older_file_reads_as_the_tda() {
    assert_eq!(
        HouseRules::tda_2024().dealing.button_consecutive_cards,
        ButtonCardsRule::NotAMisdeal
    );
    assert_eq!(
        HouseRules::seed_fr().dealing.button_consecutive_cards,
        ButtonCardsRule::Misdeal
    );
    let mut json = serde_json::to_value(HouseRules::seed_fr()).unwrap();
    json["dealing"]
        .as_object_mut()
        .unwrap()
        .remove("button_consecutive_cards");
    let older: HouseRules = serde_json::from_value(json).unwrap();
    assert_eq!(
        older.dealing.button_consecutive_cards,
        ButtonCardsRule::NotAMisdeal
    );
}
