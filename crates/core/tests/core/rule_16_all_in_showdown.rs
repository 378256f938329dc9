//! All-in exposure and the run-out (TDA 2024 rule 16 and addendum, seed 004, RULES.md §E 2),
//! and the fouled deck (rule 35E).

use crate::common;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::{HandError, Phase};

#[test]
fn cards_stay_down_until_no_more_betting_is_possible_then_all_three_are_face_up() {
    // A (seat 3) all-in pre-flop; B (seat 1) and C (seat 2) check the flop: cards stay down.
    let mut hand = no_limit(&[5_000, 5_000, 500], 50, 100);
    play(&mut hand, &[AllIn, Call, Call]);
    assert!(hand.hands_to_show().is_empty());
    deal(&mut hand);
    play(&mut hand, &[Check, Check]);
    assert!(hand.hands_to_show().is_empty());
    assert!(!hand.is_runout());
    deal(&mut hand);
    // B goes all-in on the turn and C calls: every hand face up.
    play(&mut hand, &[AllIn, Call]);
    assert!(hand.is_runout());
    assert_eq!(
        hand.phase(),
        Phase::Deal(riffle_core::betting::Street::River)
    );
    let mut shown = hand.hands_to_show();
    shown.sort_unstable();
    assert_eq!(shown, vec![1, 2, 3]);
}

#[test]
fn the_board_runs_out_without_betting_and_the_best_hand_wins() {
    let mut hand = no_limit(&[1_000, 1_000], 50, 100);
    hand.set_hole_cards(1, hole("AhAd")).unwrap();
    hand.set_hole_cards(2, hole("KhKd")).unwrap();
    play(&mut hand, &[AllIn, Call]);
    assert_eq!(hand.hands_to_show(), vec![2, 1], "the all-in raiser first");
    hand.deal_board(&cards("2c7d9s")).unwrap();
    assert_eq!(hand.to_act(), None, "nobody acts during the run-out");
    hand.deal_board(&cards("Jc")).unwrap();
    hand.deal_board(&cards("4s")).unwrap();
    assert_eq!(hand.phase(), Phase::Complete);
    let result = hand.result().unwrap();
    assert_eq!(result.seat(1).unwrap().final_stack, 2_000);
    assert_eq!(result.eliminated.len(), 1);
    assert_eq!(result.eliminated[0].seat, 2);
    assert_eq!(hand.burns(), 3);
    assert_eq!(hand.cards_dealt(), 4 + 3 + 5);
}

#[test]
fn a_hand_face_up_in_an_all_in_may_not_be_mucked() {
    let mut hand = no_limit(&[1_000, 1_000], 50, 100);
    play(&mut hand, &[AllIn, Call]);
    assert!(matches!(
        hand.muck(1),
        Err(HandError::MuckAfterAllIn { .. })
    ));
    // Showing records the cards of a tabled hand.
    hand.show(1, Some(hole("AsAc"))).unwrap();
    assert_eq!(hand.player(1).unwrap().hole, Some(hole("AsAc")));
}

#[test]
fn unknown_cards_leave_the_pot_to_the_td() {
    let mut hand = no_limit(&[1_000, 1_000], 50, 100);
    play(&mut hand, &[AllIn, Call]);
    for _ in 0..3 {
        deal(&mut hand);
    }
    assert_eq!(hand.phase(), Phase::Award);
    assert_eq!(hand.pots_to_declare(), vec![0]);
    let err = hand.declare_winners(0, &[7]).unwrap_err().to_string();
    assert!(err.contains("no claim"), "{err}");
    hand.declare_winners(0, &[2]).unwrap();
    let result = hand.result().unwrap();
    assert_eq!(result.seat(2).unwrap().final_stack, 2_000);
}

#[test]
fn a_card_seen_twice_is_a_fouled_deck_and_is_refused() {
    let mut hand = no_limit(&[1_000, 1_000, 1_000], 50, 100);
    hand.set_hole_cards(1, hole("AhAd")).unwrap();
    let err = hand.set_hole_cards(2, hole("AhKd")).unwrap_err();
    assert!(matches!(err, HandError::FouledDeck { .. }));
    assert!(err.to_string().contains("35E"), "{err}");
    assert!(err.to_string().contains("seat 1"), "{err}");
    assert_eq!(hand.player(2).unwrap().hole, None, "nothing changed");
    play(&mut hand, &[Call, Call, Check]);
    let err = hand.deal_board(&cards("Ad7c8c")).unwrap_err();
    assert!(matches!(err, HandError::FouledDeck { .. }));
    assert!(hand.board().is_empty());
    // The TD stops the hand: every chip goes back.
    hand.declare_fouled_deck().unwrap();
    let result = hand.result().unwrap();
    assert!(result.void);
    assert!(
        result
            .seats
            .iter()
            .all(|s| s.final_stack == 1_000 && s.net == 0)
    );
}

#[test]
fn a_wrong_board_count_is_refused() {
    let mut hand = no_limit(&[1_000, 1_000], 50, 100);
    play(&mut hand, &[Call, Check]);
    let err = hand.deal_board(&cards("AhKd")).unwrap_err().to_string();
    assert!(err.contains("flop takes 3 cards"), "{err}");
}
