//! A multi-flight event: each flight ends its day with every player still in bagging a count,
//! and `riffle next-day` starts Day 2 from the flights: the players who bagged with their chips
//! (a player who bagged twice keeps the house's stack), everything the flights sold in the prize
//! pool, and a seat draw that spreads the big stacks over the tables.

use crate::tournament_common;
use riffle_core::floor::PlayerId;
use riffle_core::structure::Purchases;
use riffle_store::session::View;
use riffle_tournament::{Bagged, Carry, Command, Flight};
use std::path::Path;
use std::process::Command as Program;
use tournament_common::*;

fn riffle(args: &[&str]) -> (bool, String, String) {
    let out = Program::new(env!("CARGO_BIN_EXE_riffle"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn script(folder: &Path, name: &str, text: &str) -> String {
    let file = folder.join(format!("{name}.ron"));
    std::fs::write(&file, text).unwrap();
    let event = folder.join(name);
    let (ok, _, said) = riffle(&[
        "script",
        "--tournament",
        event.to_str().unwrap(),
        file.to_str().unwrap(),
    ]);
    assert!(ok, "{said}");
    event.to_str().unwrap().to_string()
}

/// Day 1A: Ann busts; Bob, Cy and Dee bag. Day 1B: Ann enters again, Eve busts; Ann, Fay and
/// Bob (playing a second flight) bag.
fn two_flights(folder: &Path) -> (String, String) {
    let a = script(
        folder,
        "day-1a",
        r#"[
            Create(name: "Day 1A", structure: Shipped("home-turbo")),
            Register(name: "Ann"), Register(name: "Bob"), Register(name: "Cy"), Register(name: "Dee"),
            DrawSeats, StartClock,
            Eliminate(busts: [(player: 0)]),
            EndDay,
            BagChips(player: 1, chips: 21000, bag: "A-1"),
            BagChips(player: 2, chips: 12000, bag: "A-2"),
            BagChips(player: 3, chips: 7000, bag: "A-3"),
        ]"#,
    );
    let b = script(
        folder,
        "day-1b",
        r#"[
            Create(name: "Day 1B", structure: Shipped("home-turbo")),
            Register(name: "Ann"), Register(name: "Eve"), Register(name: "Fay"), Register(name: "Bob"),
            DrawSeats, StartClock,
            Eliminate(busts: [(player: 1)]),
            EndDay,
            BagChips(player: 0, chips: 25000, bag: "B-1"),
            BagChips(player: 2, chips: 11000, bag: "B-2"),
            BagChips(player: 3, chips: 4000, bag: "B-3"),
        ]"#,
    );
    (a, b)
}

#[test]
fn a_player_out_in_day_1a_who_bags_in_day_1b_is_seated_on_day_2_with_those_chips() {
    let folder = tempfile::tempdir().unwrap();
    let (a, b) = two_flights(folder.path());
    let day2 = folder.path().join("day-2");
    let (ok, out, said) = riffle(&["next-day", &a, &b, "--into", day2.to_str().unwrap()]);
    assert!(ok, "{said}");
    assert!(out.contains("Table 1"), "{out}");
    let view = View::open(&day2).unwrap();
    let t = view.tournament();
    let stacks: Vec<(String, u64, Option<String>)> = t
        .entries()
        .iter()
        .map(|e| (e.name.clone(), e.chips, e.bag.clone()))
        .collect();
    assert_eq!(
        stacks,
        [
            ("Bob".to_string(), 21000, Some("A-1".to_string())),
            ("Cy".to_string(), 12000, Some("A-2".to_string())),
            ("Dee".to_string(), 7000, Some("A-3".to_string())),
            ("Ann".to_string(), 25000, Some("B-1".to_string())),
            ("Fay".to_string(), 11000, Some("B-2".to_string())),
        ],
        "Bob keeps his bigger stack (Day 1A) and Ann her Day 1B stack"
    );
    assert!(
        t.entries()
            .iter()
            .all(|e| t.floor().seat_of(e.id).is_some()),
        "everyone is seated by the draw"
    );
    assert_eq!(t.field(), 8, "both flights' entries make the field");
    assert_eq!(t.display(at(0)).entries, 8);
    assert_eq!(t.prize_pool(), 8 * 20, "and the prize pool");
    assert_eq!(t.flights(), ["Day 1A", "Day 1B"]);
}

#[test]
fn the_latest_rule_keeps_the_stack_of_the_last_flight_played() {
    let folder = tempfile::tempdir().unwrap();
    let (a, b) = two_flights(folder.path());
    let day2 = folder.path().join("day-2");
    let (ok, _, said) = riffle(&[
        "next-day",
        &a,
        &b,
        "--into",
        day2.to_str().unwrap(),
        "--keep",
        "latest",
    ]);
    assert!(ok, "{said}");
    let view = View::open(&day2).unwrap();
    let bob = view
        .tournament()
        .entries()
        .iter()
        .find(|e| e.name == "Bob")
        .map(|e| e.chips);
    assert_eq!(bob, Some(4000));
}

#[test]
fn a_flight_still_playing_or_with_a_player_not_bagged_is_not_carried() {
    let folder = tempfile::tempdir().unwrap();
    let playing = script(
        folder.path(),
        "day-1c",
        r#"[
            Create(name: "Day 1C", structure: Shipped("home-turbo")),
            Register(name: "Gus"), Register(name: "Hal"), DrawSeats, StartClock,
        ]"#,
    );
    let day2 = folder.path().join("day-2");
    let (ok, _, said) = riffle(&["next-day", &playing, "--into", day2.to_str().unwrap()]);
    assert!(!ok);
    assert!(said.contains("Day 1C: the day has not ended"), "{said}");
    let half_bagged = script(
        folder.path(),
        "day-1d",
        r#"[
            Create(name: "Day 1D", structure: Shipped("home-turbo")),
            Register(name: "Ida"), Register(name: "Jo"), DrawSeats, StartClock,
            EndDay,
            BagChips(player: 0, chips: 9000, bag: "D-1"),
        ]"#,
    );
    let (ok, _, said) = riffle(&[
        "next-day",
        &half_bagged,
        "--into",
        day2.to_str().unwrap(),
        "--lang",
        "fr",
    ]);
    assert!(!ok);
    assert!(
        said.contains("Day 1D\u{a0}: Jo n'a pas encore mis ses jetons en sac"),
        "{said}"
    );
    assert!(!day2.exists(), "nothing is created");
}

#[test]
fn chips_are_bagged_once_the_day_has_ended_with_a_bag_named() {
    let mut td = Td::new("home-turbo", 9);
    td.register(&["Ann", "Bob"]);
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    let bag = |chips: u64, bag: &str| Command::BagChips {
        player: PlayerId(0),
        chips,
        bag: bag.into(),
    };
    let refusal = td.refused(bag(12000, "7"));
    assert!(refusal.contains("end the day first"), "{refusal}");
    td.ok(Command::EndDay);
    assert_eq!(
        td.tournament.clock().state(),
        riffle_core::clock::ClockState::Paused
    );
    let refusal = td.refused(Command::EndDay);
    assert!(refusal.contains("already ended"), "{refusal}");
    let refusal = td.refused(bag(12000, "  "));
    assert!(refusal.contains("name the bag"), "{refusal}");
    let refusal = td.refused(bag(200_000, "7"));
    assert!(
        refusal.contains("200000") || refusal.contains("200,000"),
        "{refusal}"
    );
    td.ok(bag(12000, "7"));
    assert_eq!(td.tournament.entries()[0].bag.as_deref(), Some("7"));
    assert_eq!(td.replayed(), td.tournament);
}

#[test]
fn flights_are_carried_only_into_a_new_tournament() {
    let flight = Flight {
        name: "Day 1A".into(),
        purchases: Purchases {
            entries: 2,
            ..Purchases::default()
        },
        bagged: vec![Bagged {
            name: "Ann".into(),
            chips: 20000,
            bag: None,
        }],
    };
    let carry = |flights: Vec<Flight>| Command::CarryFlights {
        flights,
        keep: Carry::Best,
    };
    let mut td = Td::new("home-turbo", 9);
    td.register(&["Zoé"]);
    let refusal = td.refused(carry(vec![flight.clone()]));
    assert!(refusal.contains("into a new tournament"), "{refusal}");
    let mut td = Td::new("home-turbo", 9);
    let refusal = td.refused(carry(Vec::new()));
    assert!(refusal.contains("no player bagged"), "{refusal}");
    let mut empty = flight.clone();
    empty.bagged[0].chips = 0;
    let refusal = td.refused(carry(vec![empty]));
    assert!(refusal.contains("Ann bagged no chips"), "{refusal}");
}

#[test]
fn the_day_2_draw_spreads_the_big_stacks_over_the_tables() {
    let mut td = Td::new("home-turbo", 9);
    let bagged: Vec<Bagged> = (1..=18)
        .map(|k| Bagged {
            name: format!("Player {k}"),
            chips: 1000 * k,
            bag: None,
        })
        .collect();
    td.ok(Command::CarryFlights {
        flights: vec![Flight {
            name: "Day 1A".into(),
            purchases: Purchases {
                entries: 40,
                ..Purchases::default()
            },
            bagged,
        }],
        keep: Carry::Best,
    });
    td.ok(Command::DrawSeats);
    let t = &td.tournament;
    let mut per_table = std::collections::BTreeMap::new();
    for e in t.entries() {
        let seat = t.floor().seat_of(e.id).expect("seated");
        *per_table.entry(seat.table).or_insert(0u64) += e.chips;
    }
    let sums: Vec<u64> = per_table.values().copied().collect();
    assert_eq!(sums.len(), 2);
    assert!(
        sums[0].abs_diff(sums[1]) <= 1000,
        "two tables of nine, stacks dealt forth and back: {sums:?}"
    );
    let table_of = |k: u64| {
        let e = t.entries().iter().find(|e| e.chips == 1000 * k).unwrap();
        t.floor().seat_of(e.id).unwrap().table
    };
    assert_ne!(
        table_of(18),
        table_of(17),
        "the two biggest stacks never meet"
    );
}

use crate::ui_common;

#[test]
fn the_td_ends_the_day_on_the_clock_tab_and_bags_each_player_on_the_players_tab() {
    use egui_kittest::kittest::Queryable;
    use riffle_ui::panels::Tab;
    let mut commands = ui_common::seated(&["Ann", "Bob"]);
    commands.push(Command::StartClock);
    let (mut harness, _folder) = ui_common::event_window(&commands);
    harness.state_mut().set_tab(Tab::Clock);
    harness.run();
    ui_common::click(&mut harness, "End the day");
    assert!(ui_common::read(&harness, |t| t.day_ended()));
    harness.get_by_label("The day has ended: 0 of 2 players have bagged (Players tab)");
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    harness.get_by_label("End of the day: each player's count and bag");
    ui_common::type_into(&mut harness, "The chips Ann bags", "12.5k");
    ui_common::click(&mut harness, "Bag Ann");
    harness.get_by_label("Type the chips as a whole number, e.g. 41500 or 41,500.");
    assert_eq!(
        ui_common::read(&harness, |t| t.entries()[0].bag.clone()),
        None
    );
    harness.get_by_label("The chips Ann bags").focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness
        .get_by_label("The chips Ann bags")
        .type_text("12,500");
    harness.run();
    ui_common::type_into(&mut harness, "The number or label of Ann's bag", "A-7");
    ui_common::click(&mut harness, "Bag Ann");
    let ann = ui_common::read(&harness, |t| {
        let e = &t.entries()[0];
        (e.chips, e.bag.clone())
    });
    assert_eq!(ann, (12500, Some("A-7".to_string())));
    assert!(
        harness.query_by_label("Bag Ann").is_none(),
        "a bagged row is done"
    );
}
