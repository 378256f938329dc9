//! TDA 10 and seed 004: breaking tables. As soon as the players fit at one table fewer, the next
//! table in the configured order breaks (highest number first by default). Its players draw a
//! table, then a seat (the 2-step draw of TDA 10B); they may land on the button or a blind, even
//! the big blind twice, and are dealt in except between the small blind and the button.
//! Worked example 9 of the rules digest.

use crate::floor_common;
use crate::tournament_common;
use floor_common::*;
use riffle_core::floor::{
    BreakOrder, Floor, FloorSettings, InstructionKind, SitOutReason, TableNo,
};
use riffle_core::house::HouseRules;
use riffle_text::{Lang, Say};
use riffle_tournament::Command;

fn with_order(order: BreakOrder) -> Floor {
    let mut settings = FloorSettings::for_max_seats(9).unwrap();
    settings.break_order = order;
    Floor::new(&HouseRules::tda_2024().floor, settings).unwrap()
}

/// Tables 1, 2 and 3 with 7, 6 and 5 players (18), every table with a hand dealt.
fn seven_six_five(floor: &mut Floor, dealer: &mut Dealer) {
    table(floor, 1, &[1, 2, 3, 4, 5, 6, 7]);
    table(floor, 2, &[1, 2, 3, 4, 5, 6]);
    table(floor, 3, &[1, 2, 3, 4, 5]);
    for t in 1..=3 {
        dealer.first(floor, t, 1);
    }
}

#[test]
fn eighteen_players_at_seven_six_five_break_the_highest_numbered_table() {
    let mut floor = tda(9);
    let mut dealer = Dealer::new();
    seven_six_five(&mut floor, &mut dealer);
    let plan = floor.plan(&mut rng(1)).unwrap();
    assert_eq!(plan.kind, InstructionKind::BreakTable { table: TableNo(3) });
    assert!(plan.reason.say(Lang::En).starts_with(
        "Table 3 breaks (tables break highest number first): 18 players fit at the other 2 \
         tables (18 seats)."
    ));
    assert_eq!(plan.moves.len(), 5);
    assert!(
        plan.moves
            .iter()
            .all(|m| m.from.unwrap().table == TableNo(3))
    );
    dealer.apply(&mut floor, &plan);
    assert_eq!(floor.broken_tables(), [TableNo(3)]);
    let counts: Vec<u8> = floor.tables().map(|t| t.player_count()).collect();
    assert_eq!(counts, [9, 9]);
    assert_eq!(floor.plan(&mut rng(1)), None);
    dealer.checker.settled(&floor).unwrap();
}

#[test]
fn the_break_order_is_a_setting() {
    for (order, broken) in [
        (BreakOrder::LowestNumberFirst, 1),
        (BreakOrder::Listed(vec![TableNo(2)]), 2),
        (BreakOrder::Listed(vec![TableNo(9), TableNo(1)]), 1),
    ] {
        let mut floor = with_order(order);
        let mut dealer = Dealer::new();
        seven_six_five(&mut floor, &mut dealer);
        let plan = floor.plan(&mut rng(2)).unwrap();
        assert_eq!(
            plan.kind,
            InstructionKind::BreakTable {
                table: TableNo(broken)
            }
        );
        dealer.apply(&mut floor, &plan);
        assert!(floor.table(TableNo(broken)).is_none());
    }
}

#[test]
fn the_table_opened_last_breaks_first() {
    let mut floor = with_order(BreakOrder::LastOpenedFirst);
    let mut dealer = Dealer::new();
    // Table 2 opened last (for late entries), after 3 and 1.
    table(&mut floor, 3, &[1, 2, 3, 4, 5]);
    table(&mut floor, 1, &[1, 2, 3, 4, 5, 6, 7]);
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6]);
    for t in 1..=3 {
        dealer.first(&mut floor, t, 1);
    }
    let plan = floor.plan(&mut rng(3)).unwrap();
    assert_eq!(plan.kind, InstructionKind::BreakTable { table: TableNo(2) });
    assert!(
        plan.reason
            .say(Lang::En)
            .contains("tables break last opened first")
    );
}

#[test]
fn the_organiser_changes_the_break_order_and_the_floor_plans_again() {
    let mut td = tournament_common::Td::new("standard-20", 9);
    let names: Vec<String> = (1..=20).map(|i| format!("P{i:02}")).collect();
    td.register(&names.iter().map(String::as_str).collect::<Vec<_>>());
    td.ok(Command::DrawSeats);
    for _ in 0..2 {
        let (_, player) = td
            .tournament
            .floor()
            .table(TableNo(1))
            .unwrap()
            .players()
            .next()
            .unwrap();
        td.ok(Command::Eliminate {
            busts: vec![tournament_common::bust(player, None)],
            on_hand_for_hand_announcement: false,
        });
    }
    let pending =
        |td: &tournament_common::Td| td.tournament.pending_instruction().unwrap().kind.clone();
    assert_eq!(
        pending(&td),
        InstructionKind::BreakTable { table: TableNo(3) }
    );
    td.ok(Command::SetBreakOrder {
        order: BreakOrder::LowestNumberFirst,
    });
    assert_eq!(
        pending(&td),
        InstructionKind::BreakTable { table: TableNo(1) }
    );
    assert_eq!(
        td.refused(Command::SetBreakOrder {
            order: BreakOrder::Listed(vec![TableNo(2), TableNo(2)]),
        }),
        "table 2 appears twice in the break order; list each table once"
    );
    assert_eq!(td.replayed(), td.tournament);
}

#[test]
fn a_break_order_that_lists_a_table_twice_is_refused() {
    let mut settings = FloorSettings::for_max_seats(9).unwrap();
    settings.break_order = BreakOrder::Listed(vec![TableNo(4), TableNo(2), TableNo(4)]);
    let refused = Floor::new(&HouseRules::tda_2024().floor, settings).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "table 4 appears twice in the break order; list each table once"
    );
}

#[test]
fn nineteen_players_do_not_fit_at_two_tables() {
    let mut floor = tda(9);
    table(&mut floor, 1, &[1, 2, 3, 4, 5, 6, 7]);
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6]);
    table(&mut floor, 3, &[1, 2, 3, 4, 5, 6]);
    assert_eq!(floor.plan(&mut rng(3)), None);
}

#[test]
fn the_draw_keeps_the_other_tables_even() {
    // 8, 8, 6 and 4 (26 players) at 9-seat tables: table 4 breaks, its four players go where
    // they are needed most and the room ends 9, 9, 8.
    let mut floor = tda(9);
    let mut dealer = Dealer::new();
    table(&mut floor, 1, &[1, 2, 3, 4, 5, 6, 7, 8]);
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 7, 8]);
    table(&mut floor, 3, &[1, 2, 3, 4, 5, 6]);
    table(&mut floor, 4, &[1, 2, 3, 4]);
    for t in 1..=4 {
        dealer.first(&mut floor, t, 1);
    }
    let plan = floor.plan(&mut rng(4)).unwrap();
    assert_eq!(plan.kind, InstructionKind::BreakTable { table: TableNo(4) });
    dealer.apply(&mut floor, &plan);
    let mut counts: Vec<u8> = floor.tables().map(|t| t.player_count()).collect();
    counts.sort();
    assert_eq!(counts, [8, 9, 9]);
}

#[test]
fn the_same_seed_draws_the_same_seats() {
    let plans: Vec<_> = (0..2)
        .map(|_| {
            let mut floor = tda(9);
            let mut dealer = Dealer::new();
            seven_six_five(&mut floor, &mut dealer);
            floor.plan(&mut rng(5)).unwrap()
        })
        .collect();
    assert_eq!(plans[0], plans[1]);
}

#[test]
fn example_9_a_player_drawn_between_the_small_blind_and_the_button_sits_out_one_hand() {
    // Table 1: button 1, seats 2 and 3 empty, small blind 4, big blind 5 next hand. Table 2 is
    // full and table 3 breaks, so its player draws seat 2 or 3 at table 1; find a seed that
    // draws seat 3.
    let setup = || {
        let mut floor = tda(9);
        let mut dealer = Dealer::new();
        table(&mut floor, 1, &[1, 4, 5, 6, 7, 8, 9]);
        assert_eq!(positions(&dealer.first(&mut floor, 1, 9)), (9, 1, 4));
        table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 7, 8, 9]);
        table(&mut floor, 3, &[5]);
        (floor, dealer)
    };
    let (mut floor, mut dealer, plan) = (0..)
        .find_map(|seed| {
            let (floor, dealer) = setup();
            let plan = floor.plan(&mut rng(seed)).unwrap();
            (plan.moves[0].to == at(1, 3)).then_some((floor, dealer, plan))
        })
        .unwrap();
    assert_eq!(plan.kind, InstructionKind::BreakTable { table: TableNo(3) });
    assert!(plan.moves[0].reason.say(Lang::En).ends_with(
        "sits out next hand: the seat is between the small blind and the button, dealt in once \
         the button passes (TDA 10A)."
    ));
    dealer.apply(&mut floor, &plan);

    let this_hand = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&this_hand), (1, 4, 5));
    assert_eq!(this_hand.sitting_out.len(), 1);
    assert_eq!(this_hand.sitting_out[0].seat, 3);
    assert_eq!(
        this_hand.sitting_out[0].why,
        SitOutReason::BetweenSmallBlindAndButton
    );
    assert_eq!(this_hand.player_at(3), None);

    let next_hand = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&next_hand), (4, 5, 6));
    assert_eq!(next_hand.player_at(3), Some(player(3, 5)));
}

#[test]
fn a_player_from_a_broken_table_may_be_big_blind_twice_in_a_row() {
    // Table 3's last hand was heads-up with its seat 2 on the big blind; the other player busted.
    // Table 1's only open seat is its next big blind; table 2 is full.
    let mut floor = tda(9);
    let mut dealer = Dealer::new();
    table(&mut floor, 1, &[1, 2, 3, 4, 6, 7, 8, 9]);
    assert_eq!(positions(&dealer.first(&mut floor, 1, 2)), (2, 3, 4));
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert_eq!(
        floor.close_seat(at(2, 9)).unwrap_err().to_string(),
        "table 2 seat 9 is taken by player 209; move the player before closing the seat"
    );
    bust(&mut floor, &[player(2, 9)]);
    floor.close_seat(at(2, 9)).unwrap();
    table(&mut floor, 3, &[1, 2]);
    let heads_up = dealer.first(&mut floor, 3, 1);
    assert_eq!(heads_up.big_blind_player, player(3, 2));
    bust(&mut floor, &[player(3, 1)]);

    let plan = floor.plan(&mut rng(6)).unwrap();
    assert_eq!(plan.kind, InstructionKind::BreakTable { table: TableNo(3) });
    assert_eq!(plan.moves[0].to, at(1, 5));
    assert!(
        plan.moves[0]
            .reason
            .say(Lang::En)
            .ends_with("big blind next hand.")
    );
    dealer.apply(&mut floor, &plan);
    let hand = dealer.deal(&mut floor, 1);
    assert_eq!(
        hand.big_blind_player,
        player(3, 2),
        "big blind again: no complaint (seed 004)"
    );
}

#[test]
fn a_break_that_leaves_a_player_behind_is_refused_and_changes_nothing() {
    let mut floor = tda(9);
    let mut dealer = Dealer::new();
    seven_six_five(&mut floor, &mut dealer);
    let mut plan = floor.plan(&mut rng(7)).unwrap();
    let kept = plan.moves.pop().unwrap();
    let before = floor.clone();
    assert_eq!(
        floor.apply(&plan).unwrap_err().to_string(),
        format!(
            "table 3 still has {} at seat {}, who has no move in the instruction",
            kept.player,
            kept.from.unwrap().seat
        )
    );
    assert_eq!(floor, before);
}

/// "Break this table now": the TD breaks table 1 ahead of the order (highest number first
/// would break table 3). Its players draw a table, then a seat, among the others' open seats.
#[test]
fn the_td_breaks_a_table_now_ahead_of_the_break_order() {
    let mut floor = tda(9);
    let mut dealer = Dealer::new();
    seven_six_five(&mut floor, &mut dealer);
    let plan = floor.plan_break_now(TableNo(2), &mut rng(4)).unwrap();
    assert_eq!(plan.kind, InstructionKind::BreakTable { table: TableNo(2) });
    assert!(
        plan.reason.say(Lang::En).starts_with(
            "The TD breaks table 2 now: its 6 players fit in the 6 open seats of the other tables."
        ),
        "{}",
        plan.reason.say(Lang::En)
    );
    assert!(plan.reason.say(Lang::En).contains("(TDA 10B)"));
    assert_eq!(plan.moves.len(), 6);
    // Not the floor's own plan (table 3 is next in the order), so it is applied as the TD's.
    floor.apply(&plan).unwrap();
    assert_eq!(floor.broken_tables(), [TableNo(2)]);
    let counts: Vec<u8> = floor.tables().map(|t| t.player_count()).collect();
    assert_eq!(counts, [9, 9]);
}

#[test]
fn a_table_is_not_broken_now_when_its_players_do_not_fit_or_it_is_the_last() {
    let mut floor = tda(9);
    let mut dealer = Dealer::new();
    table(&mut floor, 1, &[1, 2, 3, 4, 5, 6, 7, 8]);
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 7]);
    for t in 1..=2 {
        dealer.first(&mut floor, t, 1);
    }
    let err = floor.plan_break_now(TableNo(2), &mut rng(4)).unwrap_err();
    assert_eq!(
        riffle_text::Say::say(&err, riffle_text::Lang::En),
        "cannot seat 7 players: only 1 seats are open"
    );
    let err = floor.plan_break_now(TableNo(5), &mut rng(4)).unwrap_err();
    assert!(matches!(
        err,
        riffle_core::floor::FloorError::NoSuchTable { .. }
    ));
    let mut alone = tda(9);
    table(&mut alone, 1, &[1, 2, 3]);
    let err = alone.plan_break_now(TableNo(1), &mut rng(4)).unwrap_err();
    assert_eq!(
        riffle_text::Say::say(&err, riffle_text::Lang::En),
        "table 1 is the last table in play and cannot break; the event plays on there"
    );
}

/// The command: the seats are drawn when it is recorded, so replaying the journal seats every
/// player where the room saw them go; a refused break changes nothing.
#[test]
fn breaking_a_table_now_is_recorded_with_its_draw() {
    let mut td = tournament_common::Td::new("standard-20", 9);
    let names: Vec<String> = (1..=8).map(|i| format!("P{i:02}")).collect();
    td.register(&names.iter().map(String::as_str).collect::<Vec<_>>());
    td.ok(Command::OpenTables {
        tables: vec![1, 2, 3],
    });
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    td.ok(Command::BreakTable { table: 1 });
    let floor = td.tournament.floor();
    assert_eq!(floor.broken_tables(), [TableNo(1)]);
    assert_eq!(floor.players_left(), 8);
    assert!(floor.tables().all(|t| t.number() != TableNo(1)));
    let replayed = td.replayed();
    for p in 0..8 {
        let player = riffle_core::floor::PlayerId(p);
        assert_eq!(replayed.floor().seat_of(player), floor.seat_of(player));
    }
    let err = td.refused(Command::BreakTable { table: 1 });
    assert!(err.contains("table 1 is not in play"), "{err}");
    // Eight fit at one table: the TD breaks table 2 rather than the order's table 3.
    td.ok(Command::BreakTable { table: 2 });
    assert_eq!(
        td.tournament.floor().broken_tables(),
        [TableNo(1), TableNo(2)]
    );
    let err = td.refused(Command::BreakTable { table: 3 });
    assert!(err.contains("last table in play"), "{err}");
}
