//! TDA 2024 rules 32 (dead button) and 34 (button errors, heads-up) with seed 004's dead button
//! and heads-up sections: the worked examples of the rules digest, checked through the dispute
//! catalogue (which runs the floor's dead-button procedure), and a button error before and after
//! substantial action.

use riffle_core::house::HouseRules;
use riffle_core::house::NewPlayerRule;
use riffle_rules::disputes::button::{ButtonAndBlinds, NextHand, Placement, Positions};
use riffle_rules::disputes::{Case, Decision, RulingError};
use riffle_text::Lang;

/// The next hand with nobody new at the table.
fn next_hand(last: Positions, seated: &[u8]) -> Result<NextHand, RulingError> {
    riffle_rules::disputes::button::next_hand(last, seated, &[], NewPlayerRule::DealtIn)
}

fn positions(button: u8, small_blind: u8, big_blind: u8) -> Positions {
    Positions {
        button,
        small_blind,
        big_blind,
    }
}

fn placement(button: u8, small_blind: Option<u8>, big_blind: u8) -> Placement {
    Placement {
        button,
        small_blind,
        big_blind,
    }
}

/// Example 1: 3-handed, A (S1) button, B (S2) small blind, C (S3) big blind; C busts.
#[test]
fn three_handed_big_blind_busts() {
    let next = next_hand(positions(1, 2, 3), &[1, 2]).unwrap();
    assert!(next.heads_up);
    assert_eq!(next.placement, placement(2, Some(2), 1));
}

/// Example 2 (the key regression): the button busts; C must not be big blind twice.
#[test]
fn three_handed_button_busts() {
    let next = next_hand(positions(1, 2, 3), &[2, 3]).unwrap();
    assert_eq!(next.placement, placement(3, Some(3), 2));
}

/// Example 3: the small blind busts.
#[test]
fn three_handed_small_blind_busts() {
    let next = next_hand(positions(1, 2, 3), &[1, 3]).unwrap();
    assert_eq!(next.placement, placement(3, Some(3), 1));
}

/// Example 4: 4-handed, both blinds bust; A keeps the button a second time.
#[test]
fn four_handed_both_blinds_bust() {
    let next = next_hand(positions(1, 2, 3), &[1, 4]).unwrap();
    assert_eq!(next.placement, placement(1, Some(1), 4));
}

#[test]
fn heads_up_the_big_blind_alternates() {
    let next = next_hand(positions(2, 2, 1), &[1, 2]).unwrap();
    assert_eq!(next.placement, placement(1, Some(1), 2));
}

/// Example 5: full table, the big blind (S3) busts.
#[test]
fn full_table_big_blind_busts() {
    let seats: Vec<u8> = (1..=9).filter(|&s| s != 3).collect();
    let n1 = next_hand(positions(1, 2, 3), &seats).unwrap();
    assert_eq!(n1.placement, placement(2, None, 4));
    assert!(!n1.dead_button);
    let n2 = next_hand(n1.positions, &seats).unwrap();
    assert_eq!(n2.placement, placement(3, Some(4), 5));
    assert!(n2.dead_button);
}

/// Example 6: full table, the small blind (S2) busts.
#[test]
fn full_table_small_blind_busts() {
    let seats: Vec<u8> = (1..=9).filter(|&s| s != 2).collect();
    let next = next_hand(positions(1, 2, 3), &seats).unwrap();
    assert_eq!(next.placement, placement(2, Some(3), 4));
    assert!(next.dead_button);
}

/// Example 7: both blinds bust at a full table; S1 acts last three hands running.
#[test]
fn full_table_both_blinds_bust() {
    let seats: Vec<u8> = (1..=9).filter(|&s| s != 2 && s != 3).collect();
    let n1 = next_hand(positions(1, 2, 3), &seats).unwrap();
    assert_eq!(n1.placement, placement(2, None, 4));
    assert!(n1.dead_button);
    let n2 = next_hand(n1.positions, &seats).unwrap();
    assert_eq!(n2.placement, placement(3, Some(4), 5));
    assert!(n2.dead_button);
}

fn dispute(as_placed: Placement, substantial_action: Option<bool>) -> Case {
    Case::ButtonAndBlinds(ButtonAndBlinds {
        last_hand: Some(positions(1, 2, 3)),
        seated: Some(vec![2, 3]),
        newcomers: Some(vec![]),
        as_placed: Some(as_placed),
        substantial_action,
    })
}

#[test]
fn a_table_placed_right_is_confirmed() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = dispute(placement(3, Some(3), 2), None)
            .rule(&house)
            .unwrap();
        assert_eq!(
            ruling.decision,
            Decision::ButtonAndBlinds {
                placement: placement(3, Some(3), 2),
                change_now: false
            }
        );
        assert!(
            ruling
                .explanation
                .get(Lang::En)
                .contains("no one is big blind twice in a row")
        );
    }
}

/// The naive move gives the button to B and makes C big blind twice.
#[test]
fn a_naive_button_move_is_corrected_before_substantial_action() {
    let ruling = dispute(placement(2, Some(2), 3), Some(false))
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(
        ruling.decision,
        Decision::ButtonAndBlinds {
            placement: placement(3, Some(3), 2),
            change_now: true
        }
    );
}

#[test]
fn a_button_error_stands_after_substantial_action() {
    let ruling = dispute(placement(2, Some(2), 3), Some(true))
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(
        ruling.decision,
        Decision::ButtonAndBlinds {
            placement: placement(2, Some(2), 3),
            change_now: false
        }
    );
    assert!(ruling.explanation.get(Lang::En).contains("not moved back"));
}

#[test]
fn a_hand_needs_two_players() {
    let error = next_hand(positions(1, 2, 3), &[4]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "button and blinds: a hand needs at least two players seated"
    );
}

/// Example 9: button S1, S2 and S3 empty, small blind S4, big blind S5; a player from a broken
/// table drawn to S3 is not dealt in until the button passes (TDA 10A).
#[test]
fn a_newcomer_between_the_small_blind_and_the_button_waits_for_the_button() {
    let seated = [1, 3, 4, 5, 6, 7, 8, 9];
    let next = riffle_rules::disputes::button::next_hand(
        positions(9, 1, 4),
        &seated,
        &[3],
        NewPlayerRule::DealtIn,
    )
    .unwrap();
    assert_eq!(next.placement, placement(1, Some(4), 5));
    assert_eq!(next.sitting_out.len(), 1);
    assert_eq!(next.sitting_out[0].0, 3);
    let then = next_hand(next.positions, &seated).unwrap();
    assert_eq!(then.placement, placement(4, Some(5), 6));
    assert!(then.sitting_out.is_empty());
}
