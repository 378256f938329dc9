//! The checker that `riffle simulate` and the property tests rely on must catch what it claims
//! to: here it is fed the mistakes a naive floor would make.

use crate::floor_common;
use floor_common::*;
use riffle_core::floor::{Checker, Instruction, InstructionKind, Move, Reason, TableNo};

#[test]
fn the_naive_button_move_of_example_2_is_caught() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2, 3]);
    let mut dealer = Dealer::new();
    dealer.first(&mut floor, 1, 1);
    bust(&mut floor, &[player(1, 1)]);
    // The naive move: the button to the next live seat (2), C (seat 3) big blind again.
    let mut naive = floor.next_hand(TableNo(1)).unwrap();
    naive.button = 2;
    naive.small_blind_seat = 2;
    naive.small_blind = Some(player(1, 2));
    naive.big_blind = 3;
    naive.big_blind_player = player(1, 3);
    let caught = dealer.checker.hand(&floor, &naive).unwrap_err();
    assert_eq!(
        caught.0,
        "hand 2 at table 1: player 103 is big blind twice in a row"
    );
}

#[test]
fn a_player_dealt_in_between_the_small_blind_and_the_button_is_caught() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 4, 5, 6, 7, 8, 9]);
    let mut dealer = Dealer::new();
    dealer.first(&mut floor, 1, 9);
    let entry = floor
        .plan_assign(
            riffle_core::floor::PlayerId(77),
            at(1, 3),
            "late registration",
        )
        .unwrap();
    dealer.apply(&mut floor, &entry);
    let mut wrong = floor.next_hand(TableNo(1)).unwrap();
    let out = wrong.sitting_out.pop().unwrap();
    wrong.dealt_in.push((out.seat, out.player));
    wrong.dealt_in.sort();
    let caught = dealer.checker.hand(&floor, &wrong).unwrap_err();
    assert!(caught.0.contains("seat 3 (player 77) is dealt in between the small blind (seat 4) and the button (seat 1)"), "{caught}");
}

#[test]
fn a_skipped_big_blind_is_caught() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2, 3, 4, 5]);
    let mut dealer = Dealer::new();
    dealer.first(&mut floor, 1, 1);
    let mut skip = floor.next_hand(TableNo(1)).unwrap();
    skip.big_blind = 5;
    skip.big_blind_player = player(1, 5);
    let caught = dealer.checker.hand(&floor, &skip).unwrap_err();
    assert!(
        caught
            .0
            .contains("player 104 at seat 4 skips the big blind"),
        "{caught}"
    );
}

#[test]
fn a_balancing_move_of_the_wrong_player_is_caught() {
    let mut floor = tda(9);
    let mut dealer = Dealer::new();
    table(&mut floor, 1, &[1, 2, 3, 4, 5, 6, 7, 8, 9]);
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 7]);
    dealer.first(&mut floor, 1, 1);
    dealer.first(&mut floor, 2, 1);
    let mut plan = floor.plan(&mut rng(1)).unwrap();
    plan.moves[0].player = player(1, 6);
    plan.moves[0].from = Some(at(1, 6));
    let caught = Checker::new().instruction(&floor, &plan).unwrap_err();
    assert!(
        caught
            .0
            .contains("the next big blind at table 1 is seat Some(4)"),
        "{caught}"
    );
}

#[test]
fn an_unbalanced_room_is_caught() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2, 3, 4, 5, 6, 7, 8, 9]);
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 7]);
    let caught = Checker::new().settled(&floor).unwrap_err();
    assert!(caught.0.contains("a gap of 2 is not allowed"), "{caught}");
    // A hand-made move into a taken seat is caught as well.
    let bad = Instruction {
        kind: InstructionKind::Assign,
        reason: Reason::Written("TD".to_string()),
        moves: vec![Move {
            player: player(1, 9),
            from: Some(at(1, 9)),
            to: at(2, 1),
            reason: Reason::Assigned {
                player: player(1, 9),
                to: at(2, 1),
            },
            overridden: None,
        }],
        basis: None,
    };
    assert!(Checker::new().instruction(&floor, &bad).is_err());
}
