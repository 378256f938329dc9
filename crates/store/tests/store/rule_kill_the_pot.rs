//! The "kill the pot" option of limit and hi-lo games (seed 002): a fixed-limit level names a
//! threshold and higher limits; when one player takes a whole pot above the threshold, the
//! next hand at that table is played at the higher limits, and a split pot (or a pot at or
//! below the threshold) brings the lower limits back. The logger's header says so.

use crate::tournament_common;

use riffle_core::betting::{Action, Hand, Limit, LoggedHand, Phase, kills_the_pot};
use riffle_core::cards::{Card, Notation, parse_cards};
use riffle_core::floor::TableNo;
use riffle_core::structure::{Entry, KillPot};
use riffle_tournament::{Command, Setup, StructureSource};
use tournament_common::Td;

/// Limit hold'em 50/100 (bets 100/200) killed to 150/300 above a pot of 90.
fn td() -> Td {
    let mut structure = riffle_core::structure::shipped("fixed-limit-holdem")
        .unwrap()
        .unwrap();
    let Entry::Level(level) = &mut structure.levels[0] else {
        panic!("a level first");
    };
    level.kill = Some(KillPot {
        pot_above: 90,
        small_bet: 150,
        big_bet: 300,
    });
    let mut td = Td::with_setup(&Setup {
        name: "Omaha 8 kill".into(),
        structure: StructureSource::Inline(Box::new(structure)),
        house_rules: None,
        seats_per_table: 9,
    });
    td.register(&["Ann", "Bob", "Cy"]);
    td.ok(Command::DrawSeats);
    td
}

fn next_hand(td: &Td) -> Hand {
    let setup = td.tournament.hand_setup(TableNo(1), td.now).unwrap();
    let rules = td.tournament.house_rules().rules.betting.clone();
    setup.start(&rules).unwrap()
}

fn log(td: &mut Td, hand: &Hand) {
    td.ok(Command::LogHand {
        table: 1,
        hand: LoggedHand {
            setup: hand.setup().clone(),
            events: hand.events().to_vec(),
        },
    });
}

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text, Notation::English).unwrap()
}

/// Everyone calls and checks down; the board `board` plays for everyone, who all show.
fn checked_down(hand: &mut Hand, board: &str) {
    let board = cards(board);
    for _ in 0..100 {
        match hand.phase() {
            Phase::Betting => {
                let legal = hand.legal_actions().unwrap();
                let action = if legal.check {
                    Action::Check
                } else {
                    Action::Call
                };
                hand.act(legal.seat, action).unwrap();
            }
            Phase::Deal(street) => {
                let start = hand.board().len();
                hand.deal_board(&board[start..start + street.board_cards()])
                    .unwrap();
            }
            Phase::Showdown => {
                for seat in hand.showdown_order() {
                    hand.show(seat, None).unwrap();
                }
            }
            Phase::Complete => return,
            other => panic!("unexpected {other}"),
        }
    }
}

/// Everyone folds to the big blind, who takes the blinds.
fn folded_to_the_big_blind(hand: &mut Hand) {
    while let Some(seat) = hand.to_act() {
        hand.act(seat, Action::Fold).unwrap();
    }
}

#[test]
fn a_whole_pot_above_the_threshold_kills_the_next_hand() {
    let mut td = td();
    let mut first = next_hand(&td);
    assert!(!first.setup().table.killed);
    assert_eq!(
        first.setup().limit,
        Limit::FixedLimit {
            small_bet: 100,
            big_bet: 200
        }
    );
    folded_to_the_big_blind(&mut first);
    assert_eq!(
        first.result().unwrap().pots[0].amount,
        100,
        "the blinds, above 90 (the big blind's uncalled 50 went back)"
    );
    log(&mut td, &first);
    let killed = next_hand(&td);
    assert!(killed.setup().table.killed);
    assert_eq!(
        killed.setup().limit,
        Limit::FixedLimit {
            small_bet: 150,
            big_bet: 300
        }
    );
    assert_eq!(
        killed.legal_actions().unwrap().raise.map(|r| r.min_to),
        Some(250),
        "a raise of the killed small bet over the big blind"
    );
}

#[test]
fn a_split_pot_brings_the_lower_limits_back() {
    let mut td = td();
    let mut first = next_hand(&td);
    folded_to_the_big_blind(&mut first);
    log(&mut td, &first);
    let mut killed = next_hand(&td);
    let seats: Vec<u8> = killed.players().iter().map(|p| p.seat).collect();
    for (seat, hole) in seats.into_iter().zip(["2c3d", "4c5d", "6c7d"]) {
        let hole: [Card; 2] = cards(hole).try_into().unwrap();
        killed.set_hole_cards(seat, hole).unwrap();
    }
    // The board's royal flush plays for everyone: the pot is shared three ways.
    checked_down(&mut killed, "AsKsQsJsTs");
    let result = killed.result().unwrap();
    assert_eq!(result.pots[0].winners.len(), 3);
    assert!(!kills_the_pot(&result, 90));
    log(&mut td, &killed);
    let after = next_hand(&td);
    assert!(!after.setup().table.killed);
    assert_eq!(
        after.setup().limit,
        Limit::FixedLimit {
            small_bet: 100,
            big_bet: 200
        }
    );
}

#[test]
fn a_pot_at_the_threshold_does_not_kill() {
    let td = td();
    let mut hand = next_hand(&td);
    folded_to_the_big_blind(&mut hand);
    let result = hand.result().unwrap();
    assert!(kills_the_pot(&result, 99));
    assert!(
        !kills_the_pot(&result, 100),
        "the pot must be above the threshold"
    );
}

#[test]
fn riffle_check_words_a_kill_on_a_no_limit_level_and_killed_limits_below_the_level() {
    use riffle_core::structure::load;
    use riffle_text::{Lang, Say};
    let structure = |game: &str, kill: &str| {
        format!(
            "(name: \"k\", starting_stack: 10000, buy_in: 10, level_minutes: 20, game: {game},
              chips: [(value: 25), (value: 100)],
              levels: [Level(small_blind: 50, big_blind: 100, kill: {kill})])"
        )
    };
    let text = structure(
        "NoLimitHoldem",
        "(pot_above: 1000, small_bet: 150, big_bet: 300)",
    );
    let error = &load(&text, "k.ron").unwrap_err().errors[0];
    assert_eq!(error.problem.code(), "kill-without-fixed-limit");
    assert!(error.say(Lang::En).starts_with("k.ron:3:"));
    let text = structure(
        "FixedLimitHoldem",
        "(pot_above: 1000, small_bet: 50, big_bet: 100)",
    );
    let error = &load(&text, "k.ron").unwrap_err().errors[0];
    assert_eq!(error.problem.code(), "kill-limits");
    assert!(
        error
            .say(Lang::Fr)
            .contains("les mises au moins celles du niveau, 100 / 200")
    );
}
