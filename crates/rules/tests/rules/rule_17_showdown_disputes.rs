//! Showdown disputes: the order of showing (TDA 2024 rule 17, seed 004), cards face up once a
//! player is all-in and betting is over (rule 16), cards speak (rules 12-14), tabling all cards
//! (rules 13, 15, 19, seed 004) and the right to see a hand (rule 18).

use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::board::Street;
use riffle_rules::disputes::showdown::*;
use riffle_rules::disputes::{Case, Decision};

fn decision(case: Case) -> Decision {
    let tda = case.rule(&HouseRules::tda_2024()).unwrap();
    let seed = case.rule(&HouseRules::seed_fr()).unwrap();
    assert_eq!(
        tda.decision, seed.decision,
        "the presets agree on showdowns"
    );
    tda.decision
}

fn order(live: &[u8], button: u8, aggressor: LastAggressor) -> Decision {
    decision(Case::ShowingOrder(ShowingOrder {
        live_seats: Some(live.to_vec()),
        button: Some(button),
        last_aggressor: Some(aggressor),
    }))
}

#[test]
fn the_last_aggressor_on_the_final_street_shows_first_then_clockwise() {
    assert_eq!(
        order(&[2, 5, 8], 1, LastAggressor::Seat(5)),
        Decision::ShowingOrder {
            seats: vec![5, 8, 2]
        }
    );
}

#[test]
fn with_no_final_bet_the_first_live_seat_left_of_the_button_shows_first() {
    assert_eq!(
        order(&[2, 5, 8], 5, LastAggressor::NoBet),
        Decision::ShowingOrder {
            seats: vec![8, 2, 5]
        }
    );
    assert_eq!(
        order(&[2, 5, 8], 9, LastAggressor::NoBet),
        Decision::ShowingOrder {
            seats: vec![2, 5, 8]
        }
    );
}

#[test]
fn an_aggressor_who_is_not_in_the_hand_is_refused() {
    let case = Case::ShowingOrder(ShowingOrder {
        live_seats: Some(vec![2, 5]),
        button: Some(1),
        last_aggressor: Some(LastAggressor::Seat(7)),
    });
    assert!(case.rule(&HouseRules::tda_2024()).is_err());
}

fn face_up(all_in: u8, with_chips: u8, street: Street) -> Decision {
    decision(Case::AllInFaceUp(AllInFaceUp {
        players_all_in: Some(all_in),
        players_with_chips: Some(with_chips),
        street: Some(street),
        betting_round_over: Some(true),
    }))
}

/// A is all-in pre-flop; B and C check the flop; B goes all-in on the turn and C calls.
#[test]
fn cards_stay_down_while_two_players_can_bet_and_go_up_once_no_more_betting_is_possible() {
    assert_eq!(face_up(1, 2, Street::PreFlop), Decision::KeepCardsDown);
    assert_eq!(face_up(1, 2, Street::Flop), Decision::KeepCardsDown);
    assert_eq!(face_up(2, 1, Street::Turn), Decision::TableAllHands);
}

#[test]
fn with_an_all_in_the_hands_go_up_after_the_river_betting() {
    assert_eq!(face_up(1, 2, Street::River), Decision::TableAllHands);
}

#[test]
fn cards_speak_and_a_miscall_binds_no_one() {
    let case = |discarded, retrievable| {
        Case::CardsSpeak(CardsSpeak {
            opponent_discarded: Some(discarded),
            discarded_cards_retrievable: retrievable,
        })
    };
    assert_eq!(decision(case(false, None)), Decision::CardsSpeak);
    assert_eq!(decision(case(true, Some(true))), Decision::CardsSpeak);
    assert_eq!(decision(case(true, Some(false))), Decision::HandDead);
}

#[test]
fn every_hole_card_must_be_tabled_to_everyone() {
    let tabling = |issue| Case::Tabling(Tabling { issue: Some(issue) });
    assert_eq!(
        decision(tabling(TablingIssue::OneCardShown)),
        Decision::MustTable
    );
    assert_eq!(
        decision(tabling(TablingIssue::PlaysTheBoardWithoutShowing)),
        Decision::MustTable
    );
    assert_eq!(
        decision(tabling(TablingIssue::ShownToOnePlayerOnly)),
        Decision::MustTable
    );
    assert_eq!(
        decision(tabling(TablingIssue::DiscardedThinkingWon {
            cards_recoverable: false
        })),
        Decision::HandDead
    );
    assert_eq!(
        decision(tabling(TablingIssue::DiscardedThinkingWon {
            cards_recoverable: true
        })),
        Decision::PlayOn
    );
}

fn ask(cards: RequesterCards, called_river: bool, aggressor: bool) -> Case {
    Case::AskToSeeHand(AskToSeeHand {
        requester_cards: Some(cards),
        requester_called_river_bet: Some(called_river),
        target_is_last_aggressor: Some(aggressor),
    })
}

#[test]
fn a_caller_of_a_river_bet_may_see_the_last_aggressors_hand() {
    let ruling = ask(RequesterCards::StillHolds, true, true)
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(ruling.decision, Decision::MustTable);
    assert!(ruling.rules.contains(&RuleRef::new("TDA-18B")));
}

#[test]
fn a_player_who_mucked_has_no_right_to_see_a_hand() {
    assert_eq!(
        decision(ask(RequesterCards::MuckedFaceDown, true, true)),
        Decision::NoRightToSee
    );
}

#[test]
fn any_other_request_to_see_a_hand_is_the_tds_choice() {
    let ruling = ask(RequesterCards::StillHolds, false, true)
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(ruling.decision, Decision::TdDecides);
    assert_eq!(ruling.choices.len(), 2);
    assert_eq!(
        ruling.choose(1, "collusion suspected").unwrap().decision,
        Decision::MustTable
    );
}
