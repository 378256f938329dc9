//! The club's player database at the registration desk: typing part of a name offers the
//! club's players it matches, accents ignored, and a click types the name as the club spells
//! it, so the entry links to that player when the database is filled from the journal. A club
//! without a database file sees nothing new, and none is created.

mod ui_common;

use egui_kittest::kittest::Queryable;
use riffle::store::players::{Database, Details, Location};
use riffle::ui::panels::Tab;
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
