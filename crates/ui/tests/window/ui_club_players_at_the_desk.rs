//! The club's player database at the registration desk: typing part of a name offers the
//! club's players it matches, accents ignored, and a click types the name as the club spells
//! it, so the entry links to that player when the database is filled from the journal. A club
//! without a database file sees nothing new, and none is created.

use crate::ui_common;

use egui_kittest::kittest::Queryable;
use riffle_store::players::{Database, Details, Location};
use riffle_ui::panels::Tab;
use ui_common::{click, event_window, read, type_into};

#[test]
fn typing_a_name_offers_the_clubs_players_and_a_click_spells_it_as_the_club_does() {
    let (mut harness, folder) = event_window(&[]);
    let db = Database::open(&Location::Sqlite(folder.path().join("players.sqlite"))).unwrap();
    db.add("Zoé Lefèvre", &Details::default()).unwrap();
    db.add(
        "Zacharie Martin",
        &Details {
            nickname: Some("Zak".into()),
            ..Details::default()
        },
    )
    .unwrap();
    db.add("Bob Durand", &Details::default()).unwrap();
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    type_into(&mut harness, "Name", "zoe");
    harness.get_by_label("Club players:");
    harness.get_by_label("Zoé Lefèvre");
    assert!(harness.query_by_label("Bob Durand").is_none());
    click(&mut harness, "Zoé Lefèvre");
    click(&mut harness, "Register (Enter)");
    let names = read(&harness, |t| {
        t.entries()
            .iter()
            .map(|e| e.name.clone())
            .collect::<Vec<_>>()
    });
    assert_eq!(names, ["Zoé Lefèvre"]);
    // A nickname finds its player too.
    type_into(&mut harness, "Name", "zak");
    harness.get_by_label("Zacharie Martin (Zak)");
}

#[test]
fn without_a_club_database_the_desk_offers_nothing_and_creates_no_file() {
    let (mut harness, folder) = event_window(&[]);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    type_into(&mut harness, "Name", "zoe");
    assert!(harness.query_by_label("Club players:").is_none());
    assert!(!folder.path().join("players.sqlite").exists());
}

#[test]
fn a_club_players_details_show_their_history_from_the_club_database() {
    use riffle_store::session::Session;
    use riffle_tournament::{Setup, StructureSource};
    let (mut harness, folder) = event_window(&ui_common::seated(&[
        "Zoé Lefèvre",
        "Bob Durand",
        "Cy",
        "Dee",
    ]));
    // Last week: Zoé second of three, Cy the winner.
    let setup = Setup {
        name: "Week 1".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let last_week = folder.path().join("week-01");
    let mut session = Session::create(&last_week, &setup, ui_common::t0()).unwrap();
    session.reseed(1);
    for command in ui_common::seated(&["Zoé Lefèvre", "Bob Durand", "Cy"])
        .into_iter()
        .chain([ui_common::busted(1), ui_common::busted(0)])
    {
        session.execute(&command, ui_common::t0()).unwrap();
    }
    drop(session);
    let db = Database::open(&Location::Sqlite(folder.path().join("players.sqlite"))).unwrap();
    db.record(&last_week).unwrap();
    drop(db);

    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    harness.get_by_label_contains("#1 Zoé Lefèvre").click();
    harness.run();
    click(&mut harness, "Club history of Zoé Lefèvre: 1 event");
    harness.get_by_label("Week 1");
    harness.get_by_label("2nd of 3");
    // Cy's line says the win.
    harness.get_by_label_contains("#3 Cy").click();
    harness.run();
    harness.get_by_label("Club history of Cy: 1 event");
    harness.get_by_label("1st of 3");
    // A name the club does not know yet has no history.
    harness.get_by_label_contains("#4 Dee").click();
    harness.run();
    assert!(harness.query_by_label_contains("Club history").is_none());
}
