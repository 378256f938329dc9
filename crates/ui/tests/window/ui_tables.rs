//! The tables panel on a real tournament: the floor map shows every seat with its player, chips
//! and the next hand's button and blinds; the floor's move after eliminations is accepted or
//! sent to another seat with a reason; a hand dealt moves the button on; a short table whose
//! blinds reach an open seat is flagged as halted (TDA 11D). A French TD reads the floor's
//! reasons in French, with no English sentence left.

use crate::ui_common;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::floor::{InstructionKind, Move, PlayerId, SeatRef, TableNo};
use riffle_text::Lang;
use riffle_tournament::{Bust, Command, Tournament};
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{busted, event_window, event_window_in, read, seated, t0};

const NAMES: [&str; 18] = [
    "Ann", "Bob", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal", "Ida", "Jo", "Kim", "Lea", "Max",
    "Ned", "Ola", "Pat", "Quy", "Rex",
];

/// Carries out a command of another panel (eliminations come from the players panel), then
/// redraws.
fn run(harness: &mut Harness<'_, App>, command: Command) {
    {
        let mut shared = harness.state().shared().lock();
        let backend = shared.backend_mut().expect("a tournament is open");
        backend
            .execute(&command, t0())
            .unwrap_or_else(|e| panic!("{command:?}: {}", e.say(riffle_text::Lang::En)));
    }
    harness.run();
}

fn tables_of(names: &[&str]) -> Harness<'static, App> {
    tables_in(Lang::En, &seated(names))
}

/// The tables panel in `lang` after `commands`.
fn tables_in(lang: Lang, commands: &[Command]) -> Harness<'static, App> {
    let (mut harness, folder) = event_window_in(lang, commands);
    // The folder holds the journal; it lives as long as the test process.
    std::mem::forget(folder);
    harness.state_mut().set_tab(Tab::Tables);
    harness.run();
    harness
}

fn name(t: &Tournament, player: PlayerId) -> String {
    t.entry(player).unwrap().name.clone()
}

/// The accessible line of one seat on the map: "Seat 3: Ann, 20,000 chips, button".
fn seat_line(harness: &Harness<'_, App>, seat: u8, name: &str) -> String {
    let prefix = format!("Seat {seat}: {name},");
    let node = harness.get_by_label_contains(&prefix);
    node.accesskit_node().value().unwrap_or_default()
}

/// Two tables of nine, a hand dealt at each, then two players out at table 1: 7 against 9, so
/// the floor asks to move one player from table 2.
fn balance_pending() -> (Harness<'static, App>, Move) {
    balance_pending_in(Lang::En)
}

/// [`balance_pending`] in a window in `lang`.
fn balance_pending_in(lang: Lang) -> (Harness<'static, App>, Move) {
    let mut harness = tables_in(lang, &seated(&NAMES));
    for table in [1, 2] {
        run(
            &mut harness,
            Command::DealHand {
                table,
                redeal: false,
                by: riffle_core::floor::Reporter::Td,
                confirmed: false,
            },
        );
    }
    let out: Vec<PlayerId> = read(&harness, |t| {
        let table = t.floor().table(TableNo(1)).unwrap();
        table.players().map(|(_, p)| p).take(2).collect()
    });
    for player in out {
        run(&mut harness, busted(player.0));
    }
    let pending = read(&harness, |t| t.pending_instruction().cloned()).unwrap();
    assert_eq!(pending.kind, InstructionKind::Balance);
    assert_eq!(pending.moves.len(), 1);
    (harness, pending.moves[0].clone())
}

#[test]
fn the_floor_map_shows_each_player_with_chips_and_the_next_hands_button_and_blinds() {
    let harness = tables_of(&["Ann", "Bob", "Cy", "Dee"]);
    let (hand, players) = read(&harness, |t| {
        let hand = t.floor().next_hand(TableNo(1)).unwrap();
        let players: Vec<(u8, String)> = t
            .floor()
            .table(TableNo(1))
            .unwrap()
            .players()
            .map(|(seat, p)| (seat, name(t, p)))
            .collect();
        (hand, players)
    });
    harness.get_by_label("Table 1: 4 players");
    for (seat, name) in &players {
        let line = seat_line(&harness, *seat, name);
        assert!(line.contains("20,000 chips"), "{line}");
    }
    let named = |seat: u8| players.iter().find(|(s, _)| *s == seat).unwrap().1.clone();
    assert!(seat_line(&harness, hand.button, &named(hand.button)).ends_with("button"));
    assert!(
        seat_line(
            &harness,
            hand.small_blind_seat,
            &named(hand.small_blind_seat)
        )
        .ends_with("small blind")
    );
    assert!(seat_line(&harness, hand.big_blind, &named(hand.big_blind)).ends_with("big blind"));
    // The five seats nobody sits in are open.
    assert_eq!(harness.query_all_by_label_contains(": open").count(), 5);
}

#[test]
fn a_hand_dealt_moves_the_button_to_the_next_player() {
    let mut harness = tables_of(&["Ann", "Bob", "Cy", "Dee"]);
    let before = read(&harness, |t| t.floor().next_hand(TableNo(1)).unwrap());
    harness.get_by_label("Hand dealt").click();
    harness.run();
    let (after, dealt, button_name) = read(&harness, |t| {
        let table = t.floor().table(TableNo(1)).unwrap();
        let after = t.floor().next_hand(TableNo(1)).unwrap();
        let dealt = table.last_hand().map(|h| h.button);
        let player = table.player_at(after.button).unwrap();
        (after, dealt, name(t, player))
    });
    assert_eq!(dealt, Some(before.button), "the hand was dealt as shown");
    assert_eq!(
        after.button, before.small_blind_seat,
        "the button moves to last hand's small blind"
    );
    assert!(seat_line(&harness, after.button, &button_name).ends_with("button"));
    assert!(harness.state().refusal().is_none());
}

#[test]
fn a_table_card_opens_its_detail_with_the_next_hand_in_words() {
    let mut harness = tables_of(&["Ann", "Bob", "Cy", "Dee"]);
    harness.get_by_label("Table 1: 4 players").click();
    harness.run();
    harness.get_by_label("Next hand (hand 1 at this table)");
    harness.get_by_label("Set the button");
    harness.get_by_label("Misdeal: re-dealt");
}

#[test]
fn accepting_the_balancing_move_seats_the_player_at_the_new_table() {
    let (mut harness, planned) = balance_pending();
    let mover = read(&harness, |t| name(t, planned.player));
    harness.get_by_label("Balance the tables: move 1 player");
    harness.get_by_label(&mover);
    harness.get_by_label_contains(&format!(
        "Table {}, seat {}",
        planned.to.table.0, planned.to.seat
    ));
    harness.get_by_label("Accept: carry it out").click();
    harness.run();
    assert_eq!(harness.state().refusal(), None);
    let seat = read(&harness, |t| t.floor().seat_of(planned.player));
    assert_eq!(seat, Some(planned.to));
    assert!(read(&harness, |t| t.pending_instruction().is_none()));
    assert!(
        harness
            .query_by_label("Balance the tables: move 1 player")
            .is_none()
    );
    seat_line(&harness, planned.to.seat, &mover);
}

/// Sentences of the floor's English wording that must not reach a French TD.
const ENGLISH: [&str; 8] = [
    " has ",
    "big blind",
    "moves to",
    "breaks",
    "players fit",
    "draws table",
    "then seat",
    "next hand",
];

/// The floor's reasons on a French window: every sentence in French, none in English.
fn reads_in_french_only(harness: &Harness<'_, App>) -> String {
    let pending = read(harness, |t| {
        let pending = t.pending_instruction().unwrap();
        t.worded(pending, Lang::Fr)
    });
    harness.get_by_label(&pending);
    for english in ENGLISH {
        assert!(
            harness.query_by_label_contains(english).is_none(),
            "{english:?} on a French window"
        );
    }
    pending
}

#[test]
fn a_french_td_reads_the_balancing_move_in_french() {
    let (harness, planned) = balance_pending_in(Lang::Fr);
    let mover = read(&harness, |t| name(t, planned.player));
    harness.get_by_label("Équilibrer les tables\u{a0}: déplacer 1 joueur");
    let shown = reads_in_french_only(&harness);
    assert!(
        shown.starts_with("La table 2 compte 9 joueurs, la table 1 en compte 7.\n"),
        "{shown}"
    );
    assert!(
        shown.contains("a la grosse blinde à la prochaine main\u{a0}; il va à la table 1, siège"),
        "{shown}"
    );
    assert!(
        !shown.contains(&mover),
        "a balancing move names the seat: {shown}"
    );
}

#[test]
fn a_french_td_reads_the_table_break_in_french() {
    let mut commands = seated(&NAMES[..12]);
    commands.insert(
        12,
        Command::OpenTables {
            tables: vec![1, 2, 3],
        },
    );
    let harness = tables_in(Lang::Fr, &commands);
    let pending = read(&harness, |t| t.pending_instruction().cloned()).unwrap();
    assert_eq!(
        pending.kind,
        InstructionKind::BreakTable { table: TableNo(3) }
    );
    let shown = reads_in_french_only(&harness);
    assert!(
        shown.starts_with(
            "La table 3 casse (ordre de fermeture\u{a0}: plus grand numéro d'abord)\u{a0}: les 12 \
             joueurs tiennent aux 2 autres tables (18 sièges). Ses joueurs tirent une table, puis \
             un siège (TDA 10B)"
        ),
        "{shown}"
    );
    // One line a player, named, from table and seat to table and seat.
    let moved = read(&harness, |t| name(t, pending.moves[0].player));
    assert!(
        shown.contains(&format!("\n{moved}\u{a0}: table 3 siège ")),
        "{shown}"
    );
    assert!(shown.contains(" vers la table "), "{shown}");
}

#[test]
fn overriding_the_move_sends_the_player_to_another_open_seat_and_keeps_the_reason() {
    let (mut harness, planned) = balance_pending();
    let other = read(&harness, |t| {
        let table = t.floor().table(planned.to.table).unwrap();
        table
            .seats()
            .find(|(seat, state)| {
                *state == riffle_core::floor::Seat::Open && *seat != planned.to.seat
            })
            .map(|(seat, _)| seat)
            .unwrap()
    });
    harness.get_by_label("Another seat…").click();
    harness.run();
    harness.get_by_label(&format!("Seat {other}")).click();
    harness.run();
    let reason = "sight line to the dealer";
    let field = |node: &egui_kittest::kittest::AccessKitNode<'_>| {
        node.placeholder() == Some("why another seat (kept with the move)")
    };
    harness.get_by(field).click();
    harness.run();
    harness.get_by(field).type_text(reason);
    harness.run();
    harness.get_by_label("Carry out with this seat").click();
    harness.run();
    assert_eq!(harness.state().refusal(), None);
    let (seat, summary) = read(&harness, |t| {
        (
            t.floor().seat_of(planned.player),
            t.history()
                .last()
                .unwrap()
                .summary_in(riffle_text::Lang::En),
        )
    });
    assert_eq!(seat, Some(SeatRef::new(planned.to.table.0, other)));
    assert!(summary.contains(reason), "{summary}");
}

#[test]
fn a_table_three_short_whose_blinds_reach_an_open_seat_is_flagged_halted() {
    let mut harness = tables_of(&NAMES);
    for table in [1, 2] {
        run(
            &mut harness,
            Command::DealHand {
                table,
                redeal: false,
                by: riffle_core::floor::Reporter::Td,
                confirmed: false,
            },
        );
    }
    // Out at table 1: the player after last hand's big blind, and the two after them.
    let out: Vec<PlayerId> = read(&harness, |t| {
        let table = t.floor().table(TableNo(1)).unwrap();
        let big_blind = table.last_hand().unwrap().big_blind;
        let mut seats: Vec<(u8, PlayerId)> = table.players().collect();
        seats.sort_by_key(|(seat, _)| (*seat <= big_blind, *seat));
        seats.into_iter().take(3).map(|(_, p)| p).collect()
    });
    let busts = out
        .iter()
        .zip([3_000, 2_000, 1_000])
        .map(|(&player, stack)| Bust {
            by: Vec::new(),
            player,
            starting_stack: Some(stack),
        })
        .collect();
    run(
        &mut harness,
        Command::Eliminate {
            busts,
            on_hand_for_hand_announcement: false,
        },
    );
    assert!(read(&harness, |t| t.floor().is_halted(TableNo(1))));
    harness.get_by_label("Table 1: 6 players, halted");
    harness.get_by_label("Table 2: 9 players");
    harness.get_by_label("Halted (1)").click();
    harness.run();
    harness.get_by_label("Table 1: 6 players, halted");
    assert!(harness.query_by_label("Table 2: 9 players").is_none());
}

#[test]
fn a_move_by_position_is_recorded_with_the_player_who_moved_and_the_seat() {
    let mut harness = tables_of(&NAMES);
    run(&mut harness, Command::StartClock);
    let out: Vec<PlayerId> = read(&harness, |t| {
        let table = t.floor().table(TableNo(1)).unwrap();
        table.players().map(|(_, p)| p).take(2).collect()
    });
    for player in out {
        run(&mut harness, busted(player.0));
    }
    harness.get_by_label_contains("Basis: position.");
    harness.get_by_label("Who moved from table 2?");
    let (mover, open) = read(&harness, |t| {
        let (_, mover) = t
            .floor()
            .table(TableNo(2))
            .unwrap()
            .players()
            .nth(2)
            .unwrap();
        let open = t
            .floor()
            .table(TableNo(1))
            .unwrap()
            .seats()
            .find(|(_, s)| *s == riffle_core::floor::Seat::Open)
            .map(|(n, _)| n)
            .unwrap();
        (mover, open)
    });
    let mover_name = read(&harness, |t| name(t, mover));
    harness.get_by_label(&mover_name).click();
    harness.run();
    harness.get_by_label(&format!("Seat {open}")).click();
    harness.run();
    harness.get_by_label("Record the move").click();
    harness.run();
    assert!(harness.state().refusal().is_none());
    assert_eq!(
        read(&harness, |t| t.floor().seat_of(mover)),
        Some(SeatRef::new(1, open))
    );
}

#[test]
fn hand_for_hand_shows_which_tables_finished_and_the_last_one_completes_the_hand() {
    let mut harness = tables_of(&NAMES);
    run(&mut harness, Command::StartClock);
    run(&mut harness, Command::StartHandForHand);
    harness.get_by_label_contains("Hand-for-hand: 0 of 2 tables finished this hand.");
    harness.get_by_label("Table 1").click();
    harness.run();
    harness.get_by_label_contains("Hand-for-hand: 1 of 2 tables finished this hand.");
    harness.get_by_label("Table 2").click();
    harness.run();
    assert_eq!(read(&harness, |t| t.clock().hand_for_hand()), Some(1));
    harness.get_by_label_contains("Hand-for-hand: 0 of 2 tables finished this hand.");
}

/// TDA 10: "break this table now" from a table's detail, asked twice; its players draw their
/// seats at the other tables at once.
#[test]
fn the_td_breaks_a_table_now_from_its_detail_after_confirming() {
    let mut commands = seated(&NAMES[..8]);
    commands.insert(8, Command::OpenTables { tables: vec![1, 2] });
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Tables);
    harness.run();
    let tables = read(&harness, |t| t.floor().table_count());
    assert_eq!(tables, 2);
    let last = read(&harness, |t| t.floor().tables().last().unwrap().number());
    let players = read(&harness, |t| t.floor().table(last).unwrap().player_count());
    harness
        .get_by_label(&format!("Table {}: {players} players", last.0))
        .click();
    harness.run();
    ui_common::click(&mut harness, "Break this table now");
    harness.get_by_label(&format!(
        "Break table {} now? Every player there moves at once.",
        last.0
    ));
    assert_eq!(
        read(&harness, |t| t.floor().table_count()),
        2,
        "asked first"
    );
    ui_common::click(&mut harness, "Yes, break it");
    assert_eq!(harness.state().refusal(), None);
    assert_eq!(
        read(&harness, |t| t.floor().broken_tables().to_vec()),
        [last]
    );
    assert_eq!(read(&harness, |t| t.floor().players_left()), 8);
}

/// Each table card says where its button comes from, so a table whose button went stale shows
/// on the map before a move names anyone there.
#[test]
fn each_table_card_says_what_the_floor_knows_of_its_button() {
    let mut harness = tables_of(&["Ann", "Bob", "Cy", "Dee"]);
    harness.get_by_label("Button: drawn");
    harness.get_by_label("Hand dealt").click();
    harness.run();
    harness.get_by_label("Button: TD, 0 min");
    assert!(harness.query_by_label("Button: drawn").is_none());
}

/// A dealer's call reaches the TD on whatever tab is shown: the notice slot names the table and
/// the reason with a button to the Tables tab, and the Tables tab counts the reports waiting.
#[test]
fn a_dealers_call_shows_on_the_clock_tab_with_the_tables_count() {
    let mut commands = seated(&["Ann", "Bob", "Cy", "Dee"]);
    commands.push(Command::CallFloor {
        table: 1,
        reason: "a card exposed".into(),
    });
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Clock);
    harness.run();
    harness.get_by_label("Table 1 calls the floor: a card exposed");
    harness.get_by_label("Tables (1)");

    harness.get_by_label("Tables").click();
    harness.run();
    assert_eq!(harness.state().tab(), Tab::Tables);
    // On the Tables tab the report is answered where it is listed, not in the notice slot.
    assert_eq!(
        harness
            .query_all_by_label("Table 1 calls the floor: a card exposed")
            .count(),
        1
    );
}

/// A player serving a penalty away from the table is marked on the map, so the floor sees why
/// the chair is empty without opening the Rulings tab.
#[test]
fn a_player_away_on_a_penalty_is_marked_on_the_map() {
    let mut commands = seated(&["Ann", "Bob", "Cy"]);
    for _ in 0..2 {
        commands.push(Command::Penalize {
            player: PlayerId(0),
            fault: riffle_rules::penalties::Fault::Language,
            step: None,
            reason: None,
            hand_in_progress: false,
        });
    }
    let harness = tables_in(Lang::En, &commands);
    assert!(read(&harness, |t| t.away(PlayerId(0))));
    let ann = seat_line(
        &harness,
        read(&harness, |t| t.floor().seat_of(PlayerId(0)))
            .unwrap()
            .seat,
        "Ann",
    );
    assert!(ann.ends_with("away on a penalty"), "{ann}");
    let bob = seat_line(
        &harness,
        read(&harness, |t| t.floor().seat_of(PlayerId(1)))
            .unwrap()
            .seat,
        "Bob",
    );
    assert!(!bob.contains("away"), "{bob}");
}

/// A dealer's call that arrives while the TD is on another tab sounds the chime once (a call
/// already waiting when the event opened does not), so a TD across the room hears it.
#[cfg(unix)]
#[test]
fn a_dealers_call_arriving_sounds_the_chime_once() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let played = dir.path().join("played.txt");
    let player = dir.path().join("pw-play");
    std::fs::write(
        &player,
        format!("#!/bin/sh\necho \"$@\" >> '{}'\n", played.display()),
    )
    .unwrap();
    std::fs::set_permissions(&player, std::fs::Permissions::from_mode(0o755)).unwrap();
    let sound = riffle_ui::platform::Sound::detect_in(dir.path().as_os_str()).unwrap();

    let (mut harness, _folder) = event_window(&seated(&["Ann", "Bob", "Cy", "Dee"]));
    harness.state().shared().lock().sound = Some(sound);
    harness.state_mut().set_tab(Tab::Clock);
    harness.run();
    run(
        &mut harness,
        Command::CallFloor {
            table: 1,
            reason: "a card exposed".into(),
        },
    );
    harness.run();
    let lines = |wanted: usize| {
        for _ in 0..100 {
            let text = std::fs::read_to_string(&played).unwrap_or_default();
            if text.lines().count() >= wanted {
                return text.lines().count();
            }
            std::thread::sleep(std::time::Duration::from_millis(30));
        }
        std::fs::read_to_string(&played)
            .unwrap_or_default()
            .lines()
            .count()
    };
    assert_eq!(lines(1), 1, "one chime for the call");
    harness.run();
    std::thread::sleep(std::time::Duration::from_millis(300));
    assert_eq!(lines(1), 1, "the same call is not chimed again");
}
