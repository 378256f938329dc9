//! TDA 11 and seed 004: balancing. When the fullest and the shortest table differ by the gap (2
//! by default), the table named by the predetermined procedure gives up the player who would be
//! big blind next hand, who moves to the worst position at the shortest table: the open seat the
//! big blind reaches first, never the small blind. TDA 11D halts a table 3 or more players short
//! once its blinds reach an open seat. Nobody the floor has just seated is moved again before
//! playing a hand there. Worked example 8 of the rules digest.

use crate::floor_common;
use floor_common::*;
use riffle_core::floor::{
    Basis, Floor, FloorError, FloorSettings, InstructionKind, PlayerId, Reason, SourceTable,
    TableNo, TightenedGap,
};
use riffle_core::house::HouseRules;
use riffle_text::{Lang, Say};

const FULL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/// Example 8: table 1 has 9 players, next big blind seat 8; table 2 has 7, last hand button 8,
/// small blind 9, big blind 1, seats 2 and 6 empty.
fn example_8() -> (Floor, Dealer) {
    let mut floor = tda(9);
    let mut dealer = Dealer::new();
    table(&mut floor, 1, &FULL);
    assert_eq!(positions(&dealer.first(&mut floor, 1, 5)), (5, 6, 7));
    table(&mut floor, 2, &[1, 3, 4, 5, 7, 8, 9]);
    dealer.first(&mut floor, 2, 7);
    assert_eq!(positions(&dealer.deal(&mut floor, 2)), (8, 9, 1));
    (floor, dealer)
}

#[test]
fn example_8_the_next_big_blind_moves_to_the_next_big_blind_seat() {
    let (mut floor, mut dealer) = example_8();
    let plan = floor.plan(&mut rng(1)).unwrap();
    assert_eq!(plan.kind, InstructionKind::Balance);
    assert_eq!(
        plan.say(Lang::En),
        "Table 1 has 9, table 2 has 7.\nSeat 8 at table 1 is big blind next hand; moves to \
         table 2 seat 2, the next big blind."
    );
    let mover = &plan.moves[0];
    assert_eq!(
        (mover.player, mover.from, mover.to),
        (player(1, 8), Some(at(1, 8)), at(2, 2))
    );
    dealer.apply(&mut floor, &plan);

    // The mover posts the big blind at once at table 2 (TDA 11A).
    let at_two = dealer.deal(&mut floor, 2);
    assert_eq!(positions(&at_two), (9, 1, 2));
    assert_eq!(at_two.big_blind_player, player(1, 8));
    // Table 1 goes on without a skip: seat 9 is its next big blind.
    let at_one = dealer.deal(&mut floor, 1);
    assert_eq!(positions(&at_one), (6, 7, 9));
    assert_eq!(floor.plan(&mut rng(1)), None, "8 and 8: balanced");
}

#[test]
fn nine_eight_seven_moves_one_player_from_the_nine_to_the_seven() {
    let mut floor = tda(9);
    let mut dealer = Dealer::new();
    table(&mut floor, 1, &FULL);
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 7, 8]);
    table(&mut floor, 3, &[1, 2, 3, 4, 5, 6, 7]);
    for t in 1..=3 {
        dealer.first(&mut floor, t, 1);
    }
    let plan = floor.plan(&mut rng(2)).unwrap();
    assert_eq!(
        plan.reason,
        Reason::Balance {
            from: TableNo(1),
            most: 9,
            to: TableNo(3),
            fewest: 7
        }
    );
    assert_eq!(plan.reason.say(Lang::En), "Table 1 has 9, table 3 has 7.");
    let mover = &plan.moves[0];
    assert_eq!(
        mover.from,
        Some(at(1, 4)),
        "button 1, blinds 2 and 3: seat 4 is next"
    );
    assert_eq!(
        mover.to,
        at(3, 8),
        "the first open seat after table 3's big blind (seat 3)"
    );
    dealer.apply(&mut floor, &plan);
    assert_eq!(floor.plan(&mut rng(2)), None);
    dealer.checker.settled(&floor).unwrap();
}

#[test]
fn nine_and_eight_is_within_the_gap() {
    let mut floor = tda(9);
    table(&mut floor, 1, &FULL);
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 7, 8]);
    assert_eq!(floor.plan(&mut rng(3)), None);
}

#[test]
fn the_source_table_follows_the_predetermined_procedure() {
    let build = |source: SourceTable| {
        let mut settings = FloorSettings::for_max_seats(9).unwrap();
        settings.source = source;
        let mut floor = Floor::new(&HouseRules::tda_2024().floor, settings).unwrap();
        let mut dealer = Dealer::new();
        for t in [3, 5] {
            table(&mut floor, t, &FULL);
            dealer.first(&mut floor, t, 1);
        }
        table(&mut floor, 8, &[1, 2, 3, 4, 5, 6]);
        dealer.first(&mut floor, 8, 1);
        (floor, dealer)
    };
    let source = |floor: &Floor| {
        floor.plan(&mut rng(4)).unwrap().moves[0]
            .from
            .unwrap()
            .table
    };

    let (floor, _) = build(SourceTable::FullestLowestNumber);
    assert_eq!(source(&floor), TableNo(3), "ties go to the lowest number");
    let (floor, _) = build(SourceTable::FullestHighestNumber);
    assert_eq!(source(&floor), TableNo(5));

    let (mut floor, mut dealer) = build(SourceTable::FullestInRotation);
    let first = floor.plan(&mut rng(4)).unwrap();
    assert_eq!(first.moves[0].from.unwrap().table, TableNo(3));
    dealer.apply(&mut floor, &first);
    // 8, 9, 7: table 5 is now the only fullest table. Bring table 3 back to 9 and the rotation
    // goes on to table 5 although table 3 has the lower number.
    let back = floor
        .plan_assign(PlayerId(999), at(3, 4), "late registration")
        .unwrap();
    dealer.apply(&mut floor, &back);
    assert_eq!(source(&floor), TableNo(5));
}

#[test]
fn the_worst_position_is_never_the_small_blind() {
    let mut floor = tda(9);
    let mut dealer = Dealer::new();
    table(&mut floor, 1, &FULL);
    dealer.first(&mut floor, 1, 1);
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 8]);
    dealer.first(&mut floor, 2, 1); // button 1, small blind 2, big blind 3
    // Table 2's big blind busts: seat 3, next hand's small-blind seat, is open, and so are 7 and 9.
    bust(&mut floor, &[player(2, 3)]);
    let plan = floor.plan(&mut rng(5)).unwrap();
    assert_eq!(plan.moves[0].to, at(2, 7));
    assert_eq!(
        plan.moves[0].reason.say(Lang::En),
        "Seat 4 at table 1 is big blind next hand; moves to table 2 seat 7, the open seat the \
         big blind reaches first (big blind in 4 hands)."
    );
    dealer.apply(&mut floor, &plan);
    let hand = dealer.deal(&mut floor, 2);
    assert_eq!(positions(&hand), (2, 3, 4));
    assert_eq!(hand.small_blind, None);
}

#[test]
fn when_the_small_blind_seat_is_the_only_open_seat_the_mover_takes_it() {
    let mut floor = tda(9);
    let mut dealer = Dealer::new();
    table(&mut floor, 1, &FULL);
    dealer.first(&mut floor, 1, 1);
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 7, 8]);
    floor.close_seat(at(2, 9)).unwrap();
    dealer.first(&mut floor, 2, 1);
    bust(&mut floor, &[player(2, 3)]);
    let plan = floor.plan(&mut rng(6)).unwrap();
    assert_eq!(plan.moves[0].to, at(2, 3));
    assert!(
        plan.moves[0]
            .reason
            .say(Lang::En)
            .ends_with("moves to table 2 seat 3, the only open seat (small blind next hand).")
    );
}

#[test]
fn a_table_three_short_halts_once_its_blinds_reach_an_open_seat() {
    let build = |rules: HouseRules, seats: &[u8]| {
        let mut floor = room(rules, 9);
        let mut dealer = Dealer::new();
        table(&mut floor, 1, seats);
        dealer.first(&mut floor, 1, 1); // big blind seat 3
        table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 7, 8]);
        dealer.first(&mut floor, 2, 1);
        floor
    };
    // A has 5, B has 8. Seat 4, which the big blind reaches next, is open: A halts.
    let floor = build(HouseRules::tda_2024(), &[1, 2, 3, 5, 6]);
    assert!(floor.is_halted(TableNo(1)));
    assert!(!floor.is_halted(TableNo(2)));
    // Seat 4 taken: the blinds have not reached an open seat yet.
    let floor = build(HouseRules::tda_2024(), &[1, 2, 3, 4, 6]);
    assert!(!floor.is_halted(TableNo(1)));
    // The French rules do not halt tables (§2 row 22).
    let floor = build(HouseRules::seed_fr(), &[1, 2, 3, 5, 6]);
    assert!(!floor.is_halted(TableNo(1)));
}

#[test]
fn a_table_only_two_short_never_halts() {
    let mut floor = tda(9);
    let mut dealer = Dealer::new();
    table(&mut floor, 1, &[1, 2, 3, 5, 6, 7]);
    dealer.first(&mut floor, 1, 1);
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 7, 8]);
    assert!(!floor.is_halted(TableNo(1)));
}

#[test]
fn a_gap_below_1_is_refused_and_changes_nothing() {
    let mut rules = HouseRules::tda_2024().floor;
    rules.balance_gap = 0;
    let refused = Floor::new(&rules, FloorSettings::for_max_seats(9).unwrap()).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "a balancing gap of 0 is not allowed: the gap is at least 1 player"
    );
    let mut floor = tda(9);
    let before = floor.clone();
    assert_eq!(floor.set_gap(0), Err(FloorError::GapTooSmall { gap: 0 }));
    assert_eq!(floor, before);
    let mut settings = FloorSettings::for_max_seats(9).unwrap();
    settings.tightened_gap = Some(TightenedGap {
        gap: 0,
        from_tables: 3,
    });
    assert_eq!(
        floor.set_settings(settings),
        Err(FloorError::GapTooSmall { gap: 0 })
    );
    assert_eq!(floor, before);
}

#[test]
fn the_td_tightens_the_gap_from_a_given_number_of_tables() {
    // The house gap is 3; from three tables down, the TD balances at 2.
    let build = |full_tables: u32| {
        let mut rules = HouseRules::tda_2024().floor;
        rules.balance_gap = 3;
        let mut settings = FloorSettings::for_max_seats(9).unwrap();
        settings.tightened_gap = Some(TightenedGap {
            gap: 2,
            from_tables: 3,
        });
        let mut floor = Floor::new(&rules, settings).unwrap();
        let mut dealer = Dealer::new();
        for t in 1..=full_tables {
            table(&mut floor, t, &FULL);
        }
        table(&mut floor, full_tables + 1, &[1, 2, 3, 4, 5, 6, 7]);
        for t in 1..=full_tables + 1 {
            dealer.first(&mut floor, t, 1);
        }
        floor
    };
    let four_tables = build(3);
    assert_eq!(four_tables.balance_gap(), 3);
    assert_eq!(
        four_tables.plan(&mut rng(7)),
        None,
        "9, 9, 9 and 7: within a gap of 3"
    );
    let three_tables = build(2);
    assert_eq!(three_tables.balance_gap(), 2);
    let plan = three_tables.plan(&mut rng(7)).unwrap();
    assert_eq!(
        plan.reason,
        Reason::Balance {
            from: TableNo(1),
            most: 9,
            to: TableNo(3),
            fewest: 7
        }
    );
    assert_eq!(plan.reason.say(Lang::En), "Table 1 has 9, table 3 has 7.");
}

#[test]
fn a_gap_of_1_moves_nobody_a_single_move_cannot_help() {
    let mut floor = tda(9);
    floor.set_gap(1).unwrap();
    table(&mut floor, 1, &FULL);
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 7, 8]);
    assert_eq!(floor.plan(&mut rng(8)), None);
}

#[test]
fn the_td_overrides_the_seat_and_the_reason_is_kept() {
    let (mut floor, mut dealer) = example_8();
    let mut plan = floor.plan(&mut rng(1)).unwrap();
    assert_eq!(
        plan.override_seat(player(1, 8), at(2, 6), "  "),
        Err(FloorError::ReasonRequired)
    );
    assert_eq!(
        plan.override_seat(PlayerId(4242), at(2, 6), "wheelchair access"),
        Err(FloorError::NotInInstruction {
            player: PlayerId(4242)
        })
    );
    plan.override_seat(player(1, 8), at(2, 6), "needs the seat by the aisle")
        .unwrap();
    let m = &plan.moves[0];
    assert_eq!(m.to, at(2, 6));
    assert_eq!(m.overridden.as_ref().unwrap().planned, at(2, 2));
    assert!(m.say(Lang::En).ends_with(
        "The TD seated Player 108 at table 2 seat 6 instead of table 2 seat 2: needs the seat \
         by the aisle."
    ));
    dealer.apply(&mut floor, &plan);
    assert_eq!(floor.seat_of(player(1, 8)), Some(at(2, 6)));
}

#[test]
fn an_override_to_a_taken_or_closed_seat_is_refused_and_changes_nothing() {
    let (mut floor, _) = example_8();
    floor.close_seat(at(2, 6)).unwrap();
    let before = floor.clone();
    let mut plan = floor.plan(&mut rng(1)).unwrap();
    plan.override_seat(player(1, 8), at(2, 1), "TD's choice")
        .unwrap();
    assert_eq!(
        floor.apply(&plan).unwrap_err().to_string(),
        "table 2 seat 1 is taken by player 201; choose an open seat"
    );
    plan.override_seat(player(1, 8), at(2, 6), "TD's choice")
        .unwrap();
    assert_eq!(
        floor.apply(&plan).unwrap_err().to_string(),
        "table 2 seat 6 is closed; open it first or choose an open seat"
    );
    plan.override_seat(player(1, 8), at(7, 1), "TD's choice")
        .unwrap();
    assert_eq!(
        floor.apply(&plan).unwrap_err().to_string(),
        "table 7 is not in play"
    );
    assert_eq!(floor, before);
}

#[test]
fn moving_a_player_who_is_no_longer_seated_is_refused_and_changes_nothing() {
    let (mut floor, _) = example_8();
    let plan = floor.plan(&mut rng(1)).unwrap();
    bust(&mut floor, &[player(1, 8)]);
    let before = floor.clone();
    assert_eq!(
        floor.apply(&plan).unwrap_err().to_string(),
        "player 108 is not seated at any table"
    );
    assert_eq!(floor, before);
    assert_eq!(
        floor.eliminate(player(1, 8)).unwrap_err().to_string(),
        "player 108 is not seated at any table"
    );
}

#[test]
fn a_stale_move_whose_player_has_moved_is_refused() {
    let (mut floor, _) = example_8();
    let plan = floor.plan(&mut rng(1)).unwrap();
    let elsewhere = floor
        .plan_assign(player(1, 8), at(2, 6), "TD moved the player by hand")
        .unwrap();
    floor.apply(&elsewhere).unwrap();
    assert_eq!(
        floor.apply(&plan).unwrap_err().to_string(),
        "player 108 is at table 2 seat 6, not at table 1 seat 8; plan the move again"
    );
}

#[test]
fn a_move_to_a_table_that_has_not_dealt_yet_names_the_position_never_a_random_seat() {
    let mut floor = tda(9);
    let mut dealer = Dealer::new();
    table(&mut floor, 1, &FULL);
    dealer.first(&mut floor, 1, 1);
    table(&mut floor, 2, &[1, 2, 3, 4, 5, 6, 7]);
    let plan = floor.plan(&mut rng(9)).unwrap();
    assert!(plan.moves.is_empty(), "no seat is drawn and called TDA 11");
    let Some(Basis::Position(position)) = &plan.basis else {
        panic!("a move by position, not {:?}", plan.basis);
    };
    // Table 1 dealt (button 1, blinds 2 and 3): its next big blind, seat 4, is known; table 2's
    // worst position is not.
    assert_eq!(position.player, Some((player(1, 4), 4)));
    assert_eq!(position.seat, None);
    assert!(
        plan.say(Lang::En)
            .contains("moves to table 2, the seat in the worst position")
    );
    assert_eq!(
        floor.apply(&plan).unwrap_err(),
        FloorError::BalanceMovesOne { moves: 0 }
    );
    // The floor records who moved and where: one step.
    let done = floor.complete_move(&plan, player(1, 4), at(2, 9)).unwrap();
    floor.apply(&done).unwrap();
    assert_eq!(floor.seat_of(player(1, 4)), Some(at(2, 9)));
    assert_eq!(floor.plan(&mut rng(9)), None, "8 and 8");
    // Naming a player from another table is refused.
    assert_eq!(
        floor.complete_move(&plan, player(2, 1), at(2, 8)),
        Err(FloorError::MoverNotAtSource {
            player: player(2, 1),
            table: TableNo(1)
        })
    );
}

/// The trials: a player the floor had just moved was the next big blind where they sat, and
/// moved again a minute later. Nobody the floor has just seated moves again before playing a
/// hand there: the balance waits a hand, then the next big blind moves.
#[test]
fn a_player_just_moved_in_is_not_moved_again_before_playing_a_hand_there() {
    let (mut floor, mut dealer) = example_8();
    let plan = floor.plan(&mut rng(1)).unwrap();
    let moved = plan.moves[0].player;
    assert_eq!(plan.moves[0].to, at(2, 2));
    dealer.apply(&mut floor, &plan);
    // Two busts at table 1 leave it 6 against table 2's 8, whose next big blind is the player
    // who just sat down in seat 2.
    bust(&mut floor, &[player(1, 3), player(1, 4)]);
    assert_eq!(floor.next_hand(TableNo(2)).unwrap().big_blind_player, moved);
    assert_eq!(floor.plan(&mut rng(1)), None, "the balance waits a hand");
    dealer.checker.settled(&floor).unwrap();

    let hand = dealer.deal(&mut floor, 2);
    assert_eq!(
        hand.big_blind_player, moved,
        "they post the big blind at once"
    );
    let plan = floor.plan(&mut rng(1)).unwrap();
    assert_eq!(plan.kind, InstructionKind::Balance);
    let mover = &plan.moves[0];
    assert_eq!(mover.from, Some(at(2, 3)), "the next big blind after them");
    assert_ne!(mover.player, moved);
    dealer.apply(&mut floor, &plan);
}

/// With two fullest tables, the one whose next big blind just sat down is passed over for the
/// other, rather than waiting.
#[test]
fn a_fullest_table_whose_next_big_blind_just_sat_down_is_passed_over() {
    let (mut floor, mut dealer) = example_8();
    let plan = floor.plan(&mut rng(1)).unwrap();
    let moved = plan.moves[0].player;
    dealer.apply(&mut floor, &plan);
    // Table 3 of eight joins, dealt: tables 2 and 3 have 8, table 1 falls to 6.
    table(&mut floor, 3, &[1, 2, 3, 4, 5, 6, 7, 8]);
    dealer.first(&mut floor, 3, 1);
    bust(&mut floor, &[player(1, 3), player(1, 4)]);
    let plan = floor.plan(&mut rng(1)).unwrap();
    let mover = &plan.moves[0];
    assert_eq!(mover.from.unwrap().table, TableNo(3), "{plan:?}");
    assert_ne!(mover.player, moved);
    dealer.apply(&mut floor, &plan);
}
