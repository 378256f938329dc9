//! TDA 10: tables break in the break order once the players fit at one table fewer. When they
//! fit even without the next table after it, those tables break together: every player of the
//! breaking tables draws a table and a seat once, among the tables left, so nobody seated by one
//! break is moved again by the next a minute later (the trial's table 17, then table 16 at once,
//! 134 players for 135 seats).

use crate::floor_common;
use floor_common::*;
use riffle_core::floor::{Floor, InstructionKind, PlayerId, TableNo};
use riffle_text::{Lang, Say};
use std::collections::HashSet;

const EIGHT: [u8; 8] = [1, 2, 3, 4, 5, 6, 7, 8];
const SEVEN: [u8; 7] = [1, 2, 3, 4, 5, 6, 7];

/// 17 tables of nine: tables 1 to 15 with eight players, 16 and 17 with seven: 134 players, who
/// fit at 15 tables (135 seats).
fn the_trials_room() -> Floor {
    let mut floor = tda(9);
    for number in 1..=15 {
        table(&mut floor, number, &EIGHT);
    }
    table(&mut floor, 16, &SEVEN);
    table(&mut floor, 17, &SEVEN);
    assert_eq!(floor.players_left(), 134);
    floor
}

#[test]
fn two_tables_due_at_once_break_in_one_instruction_and_each_player_draws_once() {
    let mut floor = the_trials_room();
    let mut dealer = Dealer::new();
    let plan = floor.plan(&mut rng(7)).unwrap();
    assert_eq!(
        plan.kind,
        InstructionKind::BreakTables {
            tables: vec![TableNo(17), TableNo(16)]
        },
        "highest number first: 17, then 16"
    );
    assert_eq!(plan.moves.len(), 14, "the seven of each breaking table");
    let mut movers = HashSet::new();
    for m in &plan.moves {
        assert!(movers.insert(m.player), "{} draws once", m.player);
        let from = m.from.unwrap().table;
        assert!(from == TableNo(16) || from == TableNo(17), "{m:?}");
        assert!(
            m.to.table.0 <= 15,
            "nobody is sent to a breaking table: {m:?}"
        );
    }
    dealer.apply(&mut floor, &plan);
    assert_eq!(floor.table_count(), 15);
    // 14 of the 15 tables full and one of eight: nothing more to do, nobody moves again.
    assert_eq!(floor.plan(&mut rng(7)), None);
}

#[test]
fn the_instruction_says_why_they_break_together_in_both_languages() {
    let floor = the_trials_room();
    let plan = floor.plan(&mut rng(7)).unwrap();
    let english = plan.say(Lang::En);
    assert!(
        english.starts_with(
            "Tables 17, 16 break together (tables break highest number first): 134 players fit \
             at the 15 tables left (135 seats) even without the next"
        ),
        "{english}"
    );
    assert!(english.contains("nobody moves twice"), "{english}");
    let french = plan.say(Lang::Fr);
    assert!(
        french.starts_with("Les tables 17, 16 cassent ensemble"),
        "{french}"
    );
}

#[test]
fn one_table_due_breaks_alone_as_before() {
    let mut floor = tda(9);
    for number in 1..=3 {
        table(&mut floor, number, &SEVEN);
    }
    // 21 players fit at two tables (18 seats)? No: 21 > 18, nothing breaks.
    assert_eq!(floor.plan(&mut rng(1)), None);
    bust(&mut floor, &[player(1, 1), player(2, 1), player(3, 1)]);
    // 18 players fit at two tables: table 3 breaks, alone (one table cannot hold them).
    let plan = floor.plan(&mut rng(1)).unwrap();
    assert_eq!(plan.kind, InstructionKind::BreakTable { table: TableNo(3) });
}

#[test]
fn the_players_the_break_seats_are_never_at_a_table_that_breaks_with_it() {
    // Listed order 2, 5, 1: tables 2 and 5 break together, and nobody lands on either.
    let mut floor = tda(9);
    let mut settings = floor.settings().clone();
    settings.break_order = riffle_core::floor::BreakOrder::Listed(vec![TableNo(2), TableNo(5)]);
    floor = Floor::new(&riffle_core::house::HouseRules::tda_2024().floor, settings).unwrap();
    for number in 1..=5 {
        table(&mut floor, number, &[1, 2, 3, 4]);
    }
    // 20 players, 45 seats: they fit at three tables (27), so two break together.
    let plan = floor.plan(&mut rng(3)).unwrap();
    assert_eq!(
        plan.kind,
        InstructionKind::BreakTables {
            tables: vec![TableNo(2), TableNo(5)]
        }
    );
    let movers: HashSet<PlayerId> = plan.moves.iter().map(|m| m.player).collect();
    assert_eq!(movers.len(), 8);
    assert!(plan.moves.iter().all(|m| ![2, 5].contains(&m.to.table.0)));
}
