//! The showdown follows the cards (TDA 2024 rules 13 and 16): hole cards may reach the logger
//! in any order, before or after the board, and every card entered decides the pots again; a
//! winner the known cards contradict is refused with the two hands compared, in English and in
//! French; the hands tabled for an all-in run-out are asked for before the board; unknown
//! cards leave the pot to the TD.

use crate::common;
use common::*;
use proptest::prelude::*;
use riffle_core::Chips;
use riffle_core::betting::Action::*;
use riffle_core::betting::{
    Decided, Hand, HandBeingLogged, HandError, HandResult, HandSetup, Phase, ShowState,
};
use riffle_text::{Lang, Say};

/// Three players of 1,000 in chips, named, all in pre-flop: one main pot of 3,000.
fn three_all_in(names: [&str; 3]) -> HandSetup {
    let mut setup = setup(
        &[1_000, 1_000, 1_000],
        50,
        100,
        riffle_core::betting::Limit::NoLimit,
    );
    for (player, name) in setup.players.iter_mut().zip(names) {
        player.name = Some(name.to_string());
    }
    setup
}

fn all_in_preflop(setup: HandSetup) -> Hand {
    let mut hand = setup.start(&tda()).expect("valid table");
    play(&mut hand, &[AllIn, Call, Call]);
    hand
}

/// Board Kc 9d 8h 6s 2c: Ana (seat 1) holds a pair of kings, Bo (seat 2) a straight to the
/// ten, Cy (seat 3) a pair of nines.
const BOARD: [&str; 3] = ["Kc9d8h", "6s", "2c"];
const ANA: &str = "Ks4d";
const BO: &str = "Ts7c";
const CY: &str = "9c3h";

fn deal_board(hand: &mut Hand) {
    for street in BOARD {
        hand.deal_board(&cards(street)).expect("a street to deal");
    }
}

fn main_pot(result: &HandResult) -> (Vec<u8>, Decided) {
    (result.pots[0].winners.clone(), result.pots[0].decided)
}

#[test]
fn cards_entered_after_the_board_decide_the_pot_the_td_was_to_name() {
    let mut hand = all_in_preflop(three_all_in(["Ana", "Bo", "Cy"]));
    deal_board(&mut hand);
    assert_eq!(hand.phase(), Phase::Award, "no hand is known yet");
    hand.set_hole_cards(1, hole(ANA)).unwrap();
    hand.set_hole_cards(3, hole(CY)).unwrap();
    assert_eq!(
        hand.pots_to_declare(),
        vec![0],
        "Bo's hand is still unknown"
    );
    hand.set_hole_cards(2, hole(BO)).unwrap();
    assert_eq!(hand.phase(), Phase::Complete);
    let result = hand.result().unwrap();
    assert_eq!(main_pot(&result), (vec![2], Decided::Cards));
    assert_eq!(result.seat(2).unwrap().final_stack, 3_000);
}

#[test]
fn a_winner_the_known_cards_contradict_is_refused_with_the_hands_compared() {
    let mut hand = all_in_preflop(three_all_in(["Ana", "Bo", "Cy"]));
    hand.set_hole_cards(1, hole(ANA)).unwrap();
    hand.set_hole_cards(2, hole(BO)).unwrap();
    deal_board(&mut hand);
    let before = hand.clone();
    let error = hand.declare_winners(0, &[1]).unwrap_err();
    assert!(matches!(
        error,
        HandError::CardsContradict { ties: false, .. }
    ));
    assert_eq!(
        error.to_string(),
        "Ana's pair of kings loses to Bo's straight, ten high in the main pot"
    );
    assert_eq!(
        error.say(Lang::Fr),
        "la main d'Ana (paire de rois) perd contre celle de Bo (quinte au dix) dans le pot principal"
    );
    assert_eq!(hand, before, "a refusal changes nothing");
    // Cy's cards are not known: Bo or Cy may win, and the TD's call stands.
    hand.declare_winners(0, &[3]).unwrap();
    assert_eq!(main_pot(&hand.result().unwrap()), (vec![3], Decided::Td));
}

#[test]
fn a_split_the_cards_call_for_must_name_both_players() {
    // Ana and Bo both play the board's straight; Cy is unknown.
    let mut hand = all_in_preflop(three_all_in(["Ana", "Bo", "Cy"]));
    hand.set_hole_cards(1, hole("2h3d")).unwrap();
    hand.set_hole_cards(2, hole("2s3s")).unwrap();
    for street in ["Ts9d8h", "7s", "6c"] {
        hand.deal_board(&cards(street)).unwrap();
    }
    let error = hand.declare_winners(0, &[2]).unwrap_err();
    assert!(matches!(
        error,
        HandError::CardsContradict { ties: true, .. }
    ));
    assert_eq!(
        error.to_string(),
        "Bo's straight, ten high ties Ana's straight, ten high in the main pot: they share it, \
         name them both"
    );
    hand.declare_winners(0, &[1, 2]).unwrap();
    let result = hand.result().unwrap();
    assert_eq!(result.pots[0].shares, vec![1_500, 1_500]);
}

#[test]
fn a_players_name_or_seat_says_whose_hand_it_is() {
    // No names: the seats speak; a name starting with a vowel takes the French elision.
    let mut hand = all_in_preflop(setup(
        &[1_000, 1_000, 1_000],
        50,
        100,
        riffle_core::betting::Limit::NoLimit,
    ));
    hand.set_hole_cards(1, hole(ANA)).unwrap();
    hand.set_hole_cards(2, hole(BO)).unwrap();
    deal_board(&mut hand);
    let error = hand.declare_winners(0, &[1]).unwrap_err();
    assert_eq!(
        error.to_string(),
        "seat 1's pair of kings loses to seat 2's straight, ten high in the main pot"
    );
    assert_eq!(
        error.say(Lang::Fr),
        "la main du siège 1 (paire de rois) perd contre celle du siège 2 (quinte au dix) dans le \
         pot principal"
    );
}

#[test]
fn cards_that_come_after_the_tds_call_decide_the_pot_again() {
    let mut hand = all_in_preflop(three_all_in(["Ana", "Bo", "Cy"]));
    deal_board(&mut hand);
    hand.declare_winners(0, &[1]).unwrap();
    assert_eq!(hand.phase(), Phase::Complete);
    // Ana's hand is tabled, then Bo's: the TD's call is contradicted and the pot goes back
    // to be named; then Cy's decides it by the cards.
    hand.set_hole_cards(1, hole(ANA)).unwrap();
    assert_eq!(hand.phase(), Phase::Complete, "nothing contradicts Ana yet");
    hand.set_hole_cards(2, hole(BO)).unwrap();
    assert_eq!(hand.phase(), Phase::Award);
    assert_eq!(hand.pots_to_declare(), vec![0]);
    hand.set_hole_cards(3, hole(CY)).unwrap();
    assert_eq!(hand.phase(), Phase::Complete);
    assert_eq!(main_pot(&hand.result().unwrap()), (vec![2], Decided::Cards));
}

#[test]
fn a_mucked_hand_tabled_later_wins_nothing() {
    // Heads-up to the river: seat 1 bets, seat 2 calls; seat 1 shows the straight, seat 2
    // mucks, and its cards turn up afterwards.
    let mut setup = setup(
        &[1_000, 1_000],
        50,
        100,
        riffle_core::betting::Limit::NoLimit,
    );
    setup.players[0].name = Some("Ana".to_string());
    let mut hand = setup.start(&tda()).unwrap();
    play(&mut hand, &[Call, Check]);
    for street in BOARD {
        hand.deal_board(&cards(street)).unwrap();
        play(&mut hand, &[Check, Check]);
    }
    assert_eq!(hand.phase(), Phase::Showdown);
    hand.show(1, Some(hole(CY))).unwrap();
    hand.muck(2).unwrap();
    assert_eq!(hand.player(2).unwrap().show, ShowState::Mucked);
    hand.set_hole_cards(2, hole(BO)).unwrap();
    assert_eq!(
        main_pot(&hand.result().unwrap()),
        (vec![1], Decided::Uncontested)
    );
}

#[test]
fn the_tabled_hands_are_asked_for_before_the_run_out() {
    let mut logging =
        HandBeingLogged::start(three_all_in(["Ana", "Bo", "Cy"]), tda(), Vec::new()).unwrap();
    logging
        .step(|hand| hand.set_hole_cards(1, hole(ANA)))
        .unwrap();
    for action in [AllIn, Call, Call] {
        let seat = logging.hand.to_act().unwrap();
        logging.step(|hand| hand.act(seat, action)).unwrap();
    }
    assert!(logging.hand.is_runout());
    // The showdown order of rule 17: the all-in raiser (seat 3) first, then clockwise.
    assert_eq!(logging.cards_asked(), vec![3, 2]);
    let before = logging.hand.clone();
    let error = logging.deal_board(&cards(BOARD[0])).unwrap_err();
    assert_eq!(error, HandError::TabledCardsFirst { seats: vec![3, 2] });
    assert_eq!(
        error.to_string(),
        "every hand is face up before the run-out (TDA 2024 rule 16): enter the cards of seat 3 \
         and seat 2, or mark them not known, before the board"
    );
    assert_eq!(
        error.say(Lang::Fr),
        "toutes les mains sont retournées avant de dérouler le tableau (TDA 2024 règle \
         16)\u{a0}: entrez les cartes du siège 3 et du siège 2, ou indiquez qu'elles ne sont pas \
         connues, avant le tableau"
    );
    assert_eq!(logging.hand, before);
    logging
        .step(|hand| hand.set_hole_cards(3, hole(CY)))
        .unwrap();
    logging.cards_not_known(2);
    assert!(logging.cards_asked().is_empty());
    for street in BOARD {
        logging.deal_board(&cards(street)).unwrap();
    }
    // Bo's cards stayed unknown: Bo or Ana may win, the TD names the winner.
    assert_eq!(logging.hand.phase(), Phase::Award);
    logging
        .step(|hand| hand.set_hole_cards(2, hole(BO)))
        .unwrap();
    assert_eq!(logging.hand.phase(), Phase::Complete);
    let result = logging.hand.result().unwrap();
    assert_eq!(main_pot(&result), (vec![2], Decided::Cards));
    // The logged hand replays through the engine to the same result.
    let replayed = logging.logged().replay(&tda()).unwrap();
    assert_eq!(replayed.result(), Some(result));
}

/// A side-pot hand with every hole card known, entered at random moments.
fn side_pot_hand(stacks: &[Chips], when: &[u8], deck: &[riffle_core::cards::Card]) -> Hand {
    let n = stacks.len();
    let mut hand = setup(stacks, 50, 100, riffle_core::betting::Limit::NoLimit)
        .start(&tda())
        .unwrap();
    let hole_of = |seat: usize| [deck[2 * seat], deck[2 * seat + 1]];
    let board = &deck[2 * n..2 * n + 5];
    let enter = |hand: &mut Hand, moment: u8| {
        for (seat, _) in when
            .iter()
            .enumerate()
            .take(n)
            .filter(|(_, m)| **m == moment)
        {
            hand.set_hole_cards(seat as u8 + 1, hole_of(seat)).unwrap();
        }
    };
    enter(&mut hand, 0);
    while hand.to_act().is_some() {
        play(&mut hand, &[AllIn]);
    }
    enter(&mut hand, 1);
    for (moment, street) in [(2, &board[..3]), (3, &board[3..4]), (4, &board[4..])] {
        if matches!(hand.phase(), Phase::Deal(_)) {
            hand.deal_board(street).unwrap();
        }
        enter(&mut hand, moment);
    }
    enter(&mut hand, 5);
    hand
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Whatever the moment each hole card reaches the logger (before the deal, at the
    /// all-in, with any street, after the board), every pot ends as if all were known from
    /// the start.
    #[test]
    fn hole_cards_in_any_order_give_the_same_pots(
        stacks in prop::collection::vec(1u64..=40, 2..=6),
        moments in prop::collection::vec(0u8..=5, 6),
        seed in any::<u64>(),
    ) {
        use rand::SeedableRng;
        use rand::seq::SliceRandom;
        let stacks: Vec<Chips> = stacks.iter().map(|s| s * 100).collect();
        let mut deck = riffle_core::cards::DeckKind::Full52.cards();
        deck.shuffle(&mut rand_chacha::ChaCha8Rng::seed_from_u64(seed));
        let known = side_pot_hand(&stacks, &[0; 6], &deck);
        let late = side_pot_hand(&stacks, &moments, &deck);
        prop_assert_eq!(late.phase(), Phase::Complete);
        prop_assert_eq!(late.result(), known.result());
    }
}
