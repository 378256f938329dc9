//! TDA 2024 rule 35 (misdeals, the re-deal, fouled decks), rule 37 (short button) and the
//! misdeal section of the French tournament rules (seed 004), under both presets.

use riffle_core::betting::substantial::InTurnAction::*;
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::dealing::{
    CardCount, DealError, DealingError, FouledDeck, Redeal, RedealQuestion,
};
use riffle_rules::disputes::{CardRemedy, Case, Decision, RedealAnswer, Ruling, RulingError};
use riffle_text::Lang;

fn rule(case: DealingError, house: &HouseRules) -> Ruling {
    Case::DealingError(case).rule(house).unwrap()
}

fn cites(ruling: &Ruling, id: &'static str) -> bool {
    ruling.rules.contains(&RuleRef::new(id))
}

/// An error found with no action yet, under the TDA cutoff.
fn before_any_action(error: DealError) -> DealingError {
    DealingError {
        error: Some(error),
        actions_in_turn: Some(vec![]),
        ..DealingError::default()
    }
}

#[test]
fn each_condition_of_35a_is_a_misdeal_before_substantial_action() {
    let tda = HouseRules::tda_2024();
    for error in [
        DealError::BoxedCards { count: 2 },
        DealError::WrongOrder,
        DealError::SeatNotEntitledDealtIn,
        DealError::EntitledSeatDealtOut,
        DealError::WrongCardCount(CardCount::Other),
        DealError::WrongCardCount(CardCount::OneExtraToSmallBlind),
        DealError::NonStandardCard,
    ] {
        let ruling = rule(before_any_action(error), &tda);
        assert_eq!(ruling.decision, Decision::Misdeal, "{error:?}");
        assert!(
            cites(&ruling, "TDA-35A") && cites(&ruling, "TDA-35C"),
            "{error:?}"
        );
    }
}

#[test]
fn the_seed_list_wrong_order_and_wrong_count_are_misdeals_before_two_acted() {
    let fr = HouseRules::seed_fr();
    for error in [
        DealError::WrongOrder,
        DealError::WrongCardCount(CardCount::Other),
    ] {
        let case = DealingError {
            error: Some(error),
            players_acted_after_blinds: Some(1),
            ..DealingError::default()
        };
        let ruling = rule(case, &fr);
        assert_eq!(ruling.decision, Decision::Misdeal);
        assert!(cites(&ruling, "S004-misdeal"));
    }
}

/// UTG folds, UTG+1 folds, then an error in the deal is found.
#[test]
fn two_folds_then_an_error_is_a_misdeal_under_tda_but_the_hand_stands_under_seed_004() {
    let case = DealingError {
        error: Some(DealError::WrongOrder),
        actions_in_turn: Some(vec![Fold, Fold]),
        players_acted_after_blinds: Some(2),
        affected_seats: Some(vec![]),
    };
    assert_eq!(
        rule(case.clone(), &HouseRules::tda_2024()).decision,
        Decision::Misdeal
    );
    let seed = rule(case, &HouseRules::seed_fr());
    assert_eq!(seed.decision, Decision::PlayOn);
    assert!(cites(&seed, "S004-misdeal"));
}

#[test]
fn under_seed_004_the_hand_goes_on_without_the_players_the_error_affects() {
    let case = DealingError {
        error: Some(DealError::WrongCardCount(CardCount::Other)),
        players_acted_after_blinds: Some(2),
        affected_seats: Some(vec![6]),
        ..DealingError::default()
    };
    let ruling = rule(case, &HouseRules::seed_fr());
    assert_eq!(ruling.decision, Decision::DeadHands { seats: vec![6] });
    assert!(
        ruling.explanation.get(Lang::En).contains("S6 are out"),
        "{}",
        ruling.explanation.get(Lang::En)
    );
}

/// Addendum 38: UTG folds and seat 4 calls (substantial action), then seat 5 has one card.
#[test]
fn after_substantial_action_a_hand_with_the_wrong_count_is_dead_and_one_card_is_burned() {
    let case = DealingError {
        error: Some(DealError::WrongCardCount(CardCount::Other)),
        actions_in_turn: Some(vec![Fold, Call]),
        affected_seats: Some(vec![5]),
        ..DealingError::default()
    };
    let ruling = rule(case, &HouseRules::tda_2024());
    assert_eq!(ruling.decision, Decision::DeadHands { seats: vec![5] });
    assert!(cites(&ruling, "TDA-38") && cites(&ruling, "TDA-35D"));
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .contains("one burn per street")
    );
}

#[test]
fn after_substantial_action_a_seat_dealt_out_sits_the_hand_out() {
    let case = DealingError {
        error: Some(DealError::EntitledSeatDealtOut),
        actions_in_turn: Some(vec![Raise, Call]),
        ..DealingError::default()
    };
    assert_eq!(
        rule(case, &HouseRules::tda_2024()).decision,
        Decision::PlayOn
    );
}

#[test]
fn one_extra_card_to_the_small_blind_is_a_misdeal_under_tda_and_the_burn_under_seed_004() {
    let case = DealingError {
        error: Some(DealError::WrongCardCount(CardCount::OneExtraToSmallBlind)),
        actions_in_turn: Some(vec![]),
        ..DealingError::default()
    };
    assert_eq!(
        rule(case.clone(), &HouseRules::tda_2024()).decision,
        Decision::Misdeal
    );
    assert_eq!(
        rule(case, &HouseRules::seed_fr()).decision,
        Decision::Cards(CardRemedy::ExtraCardBecomesBurn)
    );
}

#[test]
fn a_short_button_gets_its_card_unless_it_already_acted() {
    let tda = HouseRules::tda_2024();
    let short = |acted| {
        before_any_action(DealError::WrongCardCount(CardCount::ButtonShort {
            button_has_acted: acted,
        }))
    };
    let ruling = rule(short(false), &tda);
    assert_eq!(
        ruling.decision,
        Decision::Cards(CardRemedy::ButtonGetsMissingCard)
    );
    assert!(cites(&ruling, "TDA-37"));
    assert_eq!(rule(short(true), &tda).decision, Decision::HandDead);
}

#[test]
fn one_boxed_card_is_a_scrap_of_paper_two_are_a_misdeal() {
    let tda = HouseRules::tda_2024();
    assert_eq!(
        rule(before_any_action(DealError::BoxedCards { count: 1 }), &tda).decision,
        Decision::Cards(CardRemedy::ScrapOfPaper)
    );
    assert_eq!(
        rule(before_any_action(DealError::BoxedCards { count: 2 }), &tda).decision,
        Decision::Misdeal
    );
    let error = Case::DealingError(before_any_action(DealError::BoxedCards { count: 0 }))
        .rule(&tda)
        .unwrap_err();
    assert!(matches!(error, RulingError::InvalidFacts { .. }));
}

#[test]
fn a_non_standard_card_after_substantial_action_is_a_scrap_of_paper() {
    let case = DealingError {
        error: Some(DealError::NonStandardCard),
        actions_in_turn: Some(vec![Call, Call]),
        ..DealingError::default()
    };
    let ruling = rule(case, &HouseRules::tda_2024());
    assert_eq!(ruling.decision, Decision::Cards(CardRemedy::ScrapOfPaper));
    assert!(cites(&ruling, "TDA-35D"));
}

#[test]
fn the_cutoff_fact_asked_for_depends_on_the_preset() {
    let case = Case::DealingError(DealingError {
        error: Some(DealError::WrongOrder),
        ..DealingError::default()
    });
    let missing = |house: &HouseRules| match case.rule(house).unwrap_err() {
        RulingError::MissingFact { fact, .. } => fact.name,
        other => panic!("{other}"),
    };
    assert_eq!(missing(&HouseRules::tda_2024()), "actions_in_turn");
    assert_eq!(
        missing(&HouseRules::seed_fr()),
        "players_acted_after_blinds"
    );
    let error = case.rule(&HouseRules::tda_2024()).unwrap_err();
    assert_eq!(
        error.to_string(),
        "dealing error: one more fact is needed before ruling: which actions have been taken in \
         turn so far (posted blinds do not count)? (`actions_in_turn`)"
    );
}

#[test]
fn the_redeal_is_an_exact_replay() {
    let answer = |question| {
        let case = Case::Redeal(Redeal {
            question: Some(question),
        });
        case.rule(&HouseRules::tda_2024()).unwrap().decision
    };
    use RedealAnswer::*;
    assert_eq!(
        answer(RedealQuestion::ButtonMove),
        Decision::Redeal(ButtonStays)
    );
    assert_eq!(
        answer(RedealQuestion::NewPlayerArrived),
        Decision::Redeal(NotDealtIn)
    );
    assert_eq!(
        answer(RedealQuestion::LevelChanged),
        Decision::Redeal(KeepsTheSameLimits)
    );
    assert_eq!(
        answer(RedealQuestion::PlayerAbsentAtFirstDeal),
        Decision::Redeal(DealtInAndPlays)
    );
    assert_eq!(
        answer(RedealQuestion::PlayerOnPenalty),
        Decision::Redeal(DealtInHandKilledCountsOnce)
    );
}

#[test]
fn a_fouled_deck_stops_the_hand_and_returns_every_bet_whatever_the_action() {
    let during = Case::FouledDeck(FouledDeck {
        hand_over: Some(false),
        next_hand_started: None,
    });
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = during.rule(&house).unwrap();
        assert_eq!(ruling.decision, Decision::ReturnAllBets);
        assert!(cites(&ruling, "TDA-35E"));
    }
    let before_next = Case::FouledDeck(FouledDeck {
        hand_over: Some(true),
        next_hand_started: Some(false),
    });
    assert_eq!(
        before_next.rule(&HouseRules::tda_2024()).unwrap().decision,
        Decision::ReturnAllBets
    );
    let too_late = Case::FouledDeck(FouledDeck {
        hand_over: Some(true),
        next_hand_started: Some(true),
    });
    assert_eq!(
        too_late.rule(&HouseRules::tda_2024()).unwrap().decision,
        Decision::DisputeClosed
    );
}
