//! The floor inside the tournament: the seat draw, late entries, the instructions the TD carries
//! out after eliminations (balancing, breaking a table), and hands logged at a table.

use crate::tournament_common;
use riffle_core::betting::{Action, Hand, LoggedHand, Phase};
use riffle_core::cards::{Card, Notation, parse_cards};
use riffle_core::floor::{InstructionKind, PlayerId, TableNo};
use riffle_text::Lang;
use riffle_tournament::Command;
use tournament_common::*;

fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("P{i:02}")).collect()
}

fn field(n: usize, seats: u8) -> Td {
    let mut td = Td::new("standard-20", seats);
    let names = names(n);
    td.register(&names.iter().map(String::as_str).collect::<Vec<_>>());
    td.ok(Command::DrawSeats);
    td
}

fn sorted_counts(td: &Td) -> Vec<u8> {
    let mut counts: Vec<u8> = counts(td).into_iter().map(|(_, n)| n).collect();
    counts.sort_unstable();
    counts
}

fn counts(td: &Td) -> Vec<(u32, u8)> {
    td.tournament
        .floor()
        .tables()
        .map(|t| (t.number().0, t.player_count()))
        .collect()
}

#[test]
fn the_draw_opens_enough_tables_and_keeps_them_even() {
    let mut td = field(20, 9);
    assert_eq!(sorted_counts(&td), vec![6, 7, 7]);
    let t = &td.tournament;
    assert!(t.seats_drawn());
    for table in t.floor().tables() {
        assert!(
            table.first_button().is_some(),
            "a button is drawn at every table"
        );
    }
    assert!(t.pending_instruction().is_none());
    assert_eq!(
        td.refused(Command::DrawSeats).as_str(),
        "the seats are already drawn; later players are seated as they register"
    );
}

#[test]
fn a_late_entry_is_drawn_a_seat_at_one_of_the_shortest_tables() {
    let mut td = field(20, 9);
    let (shortest, _) = td.tournament.floor().shortest_with_room().unwrap();
    td.register(&["Late"]);
    let seat = td.tournament.floor().seat_of(td.id("Late")).unwrap();
    assert_eq!(seat.table, shortest, "the table with 6, the others have 7");
    assert_eq!(sorted_counts(&td), vec![7, 7, 7]);
}

#[test]
fn when_the_room_is_full_the_next_table_opens_for_late_entries() {
    let mut td = field(18, 9);
    assert_eq!(counts(&td), vec![(1, 9), (2, 9)]);
    td.register(&["Late"]);
    assert_eq!(
        td.tournament
            .floor()
            .seat_of(td.id("Late"))
            .map(|s| s.table),
        Some(TableNo(3))
    );
    // The new table is short: the floor asks to balance it.
    let pending = td.tournament.pending_instruction().unwrap();
    assert_eq!(pending.kind, InstructionKind::Balance);
}

#[test]
fn a_two_player_gap_asks_for_a_move_the_td_then_carries_out() {
    let mut td = field(30, 9);
    assert_eq!(sorted_counts(&td), vec![7, 7, 8, 8]);
    for table in 1..=4 {
        td.ok(Command::DealHand {
            table,
            redeal: false,
            by: riffle_core::floor::Reporter::Td,
            confirmed: false,
        });
    }
    // Two busts at a table of 7: 8/8/7/5. 28 players do not fit at three tables.
    let (short, _) = td.tournament.floor().shortest_with_room().unwrap();
    let victims: Vec<_> = td
        .tournament
        .floor()
        .table(short)
        .unwrap()
        .players()
        .map(|(_, p)| p)
        .take(2)
        .collect();
    for player in victims {
        td.ok(Command::Eliminate {
            busts: vec![bust(player, None)],
            on_hand_for_hand_announcement: false,
        });
    }
    assert_eq!(sorted_counts(&td), vec![5, 7, 8, 8]);
    let pending = td.tournament.pending_instruction().cloned().unwrap();
    assert_eq!(pending.kind, InstructionKind::Balance);
    let text = td.tournament.worded(&pending, Lang::En);
    assert!(
        text.contains(&format!("table {} has 5.", short.0)),
        "{text}"
    );
    assert!(
        text.contains("is big blind next hand; moves to table"),
        "{text}"
    );
    td.ok(Command::AcceptInstruction);
    assert_eq!(sorted_counts(&td), vec![6, 7, 7, 8]);
    // 8/7/7/6 still differ by two: the next move is asked for.
    let next = td.tournament.pending_instruction().cloned().unwrap();
    assert_eq!(next.kind, InstructionKind::Balance);
    let mover = next.moves[0].player;
    let destination = next.moves[0].to.table;
    // The TD seats the player elsewhere at that table, with a reason that is kept.
    let open = td
        .tournament
        .floor()
        .table(destination)
        .unwrap()
        .seats()
        .filter(|(_, s)| *s == riffle_core::floor::Seat::Open)
        .map(|(n, _)| n)
        .find(|&n| n != next.moves[0].to.seat)
        .unwrap();
    let refused = td.refused(Command::OverrideInstruction {
        player: mover,
        table: destination.0,
        seat: open,
        reason: " ".into(),
    });
    assert!(refused.contains("reason"), "{refused}");
    td.ok(Command::OverrideInstruction {
        player: mover,
        table: destination.0,
        seat: open,
        reason: "player asked for the seat by the window".into(),
    });
    assert_eq!(sorted_counts(&td), vec![7, 7, 7, 7]);
    assert!(td.tournament.pending_instruction().is_none());
    assert_eq!(
        td.tournament.floor().seat_of(mover).map(|s| s.seat),
        Some(open)
    );
    let history =
        riffle_store::export::history_text(&td.tournament, &td.log, riffle_text::Lang::En);
    assert!(
        history.contains("player asked for the seat by the window"),
        "{history}"
    );
}

#[test]
fn a_table_breaks_as_soon_as_the_players_fit_at_one_table_fewer() {
    let mut td = field(20, 9);
    let t = &td.tournament;
    let victims: Vec<_> = t
        .floor()
        .table(TableNo(1))
        .unwrap()
        .players()
        .map(|(_, p)| p)
        .take(2)
        .collect();
    for player in victims {
        td.ok(Command::Eliminate {
            busts: vec![bust(player, None)],
            on_hand_for_hand_announcement: false,
        });
        if td
            .tournament
            .pending_instruction()
            .is_some_and(|i| i.kind == InstructionKind::Balance)
        {
            td.ok(Command::AcceptInstruction);
        }
    }
    // 18 players fit at two 9-seat tables: the highest-numbered table breaks.
    let pending = td.tournament.pending_instruction().unwrap();
    assert_eq!(
        pending.kind,
        InstructionKind::BreakTable { table: TableNo(3) }
    );
    td.ok(Command::AcceptInstruction);
    assert_eq!(counts(&td), vec![(1, 9), (2, 9)]);
}

fn cards(text: &str) -> Vec<Card> {
    parse_cards(text, Notation::English).unwrap()
}

fn hole(text: &str) -> [Card; 2] {
    let c = cards(text);
    [c[0], c[1]]
}

/// Plays everyone all-in before the flop, then deals the board and shows down.
fn all_in(hand: &mut Hand, boards: &[&str]) {
    let mut boards = boards.iter();
    for _ in 0..100 {
        match hand.phase() {
            Phase::Betting => {
                let seat = hand.to_act().unwrap();
                hand.act(seat, Action::AllIn).unwrap();
            }
            Phase::Deal(_) => hand.deal_board(&cards(boards.next().unwrap())).unwrap(),
            Phase::Showdown => {
                for seat in hand.showdown_order() {
                    hand.show(seat, None).unwrap();
                }
            }
            Phase::Complete => return,
            other => panic!("unexpected {other}"),
        }
    }
    panic!("the hand did not end");
}

#[test]
fn a_logged_all_in_hand_updates_stacks_places_the_busted_players_and_moves_the_button() {
    let mut td = Td::new("standard-20", 9);
    td.register(&["Ann", "Bob", "Cy"]);
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    let (ann, bob, cy) = (td.id("Ann"), td.id("Bob"), td.id("Cy"));
    td.ok(Command::SetChips {
        player: ann,
        chips: 2_000,
        confirmed: false,
    });
    td.ok(Command::SetChips {
        player: bob,
        chips: 5_000,
        confirmed: false,
    });
    let setup = td.tournament.hand_setup(TableNo(1), td.now).unwrap();
    assert_eq!((setup.blinds.small, setup.blinds.big), (100, 200));
    let seat_of = |p| td.tournament.floor().seat_of(p).unwrap().seat;
    let rules = td.tournament.house_rules().rules.betting.clone();
    let mut hand = setup.clone().start(&rules).unwrap();
    hand.set_hole_cards(seat_of(ann), hole("7h2d")).unwrap();
    hand.set_hole_cards(seat_of(bob), hole("7c2s")).unwrap();
    hand.set_hole_cards(seat_of(cy), hole("AhAd")).unwrap();
    all_in(&mut hand, &["3c9sJh", "Kd", "4c"]);
    let result = hand.result().unwrap();
    assert_eq!(result.pots.len(), 2, "a main pot and a side pot");
    let button_before = td.tournament.floor().next_hand(TableNo(1)).unwrap().button;
    td.ok(Command::LogHand {
        table: 1,
        hand: LoggedHand {
            setup,
            events: hand.events().to_vec(),
        },
    });
    let t = &td.tournament;
    assert_eq!(t.entry(cy).unwrap().chips, 2_000 + 5_000 + 20_000);
    assert_eq!(t.players_left(), 1);
    let places: Vec<(u32, String)> = t
        .standings()
        .iter()
        .map(|s| (s.place, t.entry(s.player).unwrap().name.clone()))
        .collect();
    assert_eq!(
        places,
        vec![
            (2, "Bob".to_string()),
            (3, "Ann".to_string()),
            (1, "Cy".to_string())
        ],
        "Bob started the hand with more chips than Ann"
    );
    assert_eq!(t.hands().len(), 1);
    let last = t.floor().table(TableNo(1)).unwrap().last_hand().unwrap();
    assert_eq!(
        last.button, button_before,
        "the logged hand is the hand the floor expected"
    );
}

#[test]
fn a_hand_that_breaks_the_rules_is_refused_with_its_step() {
    let mut td = Td::new("standard-20", 9);
    td.register(&["Ann", "Bob", "Cy"]);
    td.ok(Command::DrawSeats);
    let setup = td.tournament.hand_setup(TableNo(1), td.now).unwrap();
    let rules = td.tournament.house_rules().rules.betting.clone();
    let hand = setup.clone().start(&rules).unwrap();
    let seat = hand.to_act().unwrap();
    let mut events = hand.events().to_vec();
    // A raise below the minimum (200 over the big blind of 200 is the least).
    events.push(riffle_core::betting::HandEvent::Acted {
        seat,
        street: riffle_core::betting::Street::Preflop,
        action: Action::RaiseTo(300),
        all_in: false,
    });
    let err = td.refused(Command::LogHand {
        table: 1,
        hand: LoggedHand { setup, events },
    });
    assert!(
        err.starts_with("the logged hand is not legal play: step"),
        "{err}"
    );
    assert!(err.contains("raise to 400") || err.contains("400"), "{err}");
}

/// The players at `table`, in seat order.
fn at_table(td: &Td, table: u32) -> Vec<PlayerId> {
    let floor = td.tournament.floor();
    let players = floor.table(TableNo(table)).unwrap().players();
    players.map(|(_, p)| p).collect()
}

/// The first `n` players at `table` out, one at a time.
fn out(td: &mut Td, table: u32, n: usize) {
    for player in at_table(td, table).into_iter().take(n) {
        td.ok(Command::Eliminate {
            busts: vec![bust(player, None)],
            on_hand_for_hand_announcement: false,
        });
    }
}

/// A player the floor has just moved in is its new table's next big blind; when that table
/// is the fullest, the balance waits a hand, and the TD is told who and why rather than
/// finding no move asked for.
#[test]
fn the_td_is_told_why_the_balance_waits_a_hand() {
    let mut td = field(27, 10);
    assert_eq!(counts(&td), vec![(1, 9), (2, 9), (3, 9)]);
    for table in 1..=3 {
        td.ok(Command::DealHand {
            table,
            redeal: false,
            by: riffle_core::floor::Reporter::Td,
            confirmed: false,
        });
    }
    // Table 3's next two big blinds out: 9/9/7, and a player of table 1 moves to table 3's
    // worst seat, where the next big blind falls.
    for _ in 0..2 {
        let next = td.tournament.floor().next_hand(TableNo(3)).unwrap();
        td.ok(Command::Eliminate {
            busts: vec![bust(next.big_blind_player, None)],
            on_hand_for_hand_announcement: false,
        });
    }
    let pending = td.tournament.pending_instruction().cloned().unwrap();
    let moved = pending.moves[0].player;
    assert_eq!(pending.moves[0].to.table, TableNo(3));
    td.ok(Command::AcceptInstruction);
    let next = td.tournament.floor().next_hand(TableNo(3)).unwrap();
    assert_eq!(
        next.big_blind_player, moved,
        "the mover is table 3's next big blind"
    );
    assert_eq!(counts(&td), vec![(1, 8), (2, 9), (3, 8)]);
    // Two out at table 2, then two at table 1: 6/7/8, 21 players, too many for two tables.
    // Table 3 is the fullest, and its next big blind is the player just moved there.
    out(&mut td, 2, 2);
    out(&mut td, 1, 2);
    assert_eq!(counts(&td), vec![(1, 6), (2, 7), (3, 8)]);
    assert_eq!(
        td.tournament.pending_instruction(),
        None,
        "the balance waits"
    );
    assert_eq!(
        td.tournament.balance_waits(td.now),
        Some((TableNo(3), moved))
    );
    // Once a hand is dealt there, the next big blind after them moves.
    td.ok(Command::DealHand {
        table: 3,
        redeal: false,
        by: riffle_core::floor::Reporter::Td,
        confirmed: false,
    });
    let pending = td.tournament.pending_instruction().cloned().unwrap();
    assert_eq!(pending.kind, InstructionKind::Balance);
    assert_ne!(pending.moves[0].player, moved);
    assert_eq!(td.tournament.balance_waits(td.now), None);
}
