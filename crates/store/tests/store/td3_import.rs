//! Importing The Tournament Director (TD3) saves, on small saves written by hand in the shape
//! TD3 3.x writes: the facts become Riffle commands, and the places, the pool and the knockouts
//! are computed by Riffle from its own journal; what is not carried is listed; a damaged or
//! unknown save is refused with its name, the place and what was expected, and nothing is left.

use riffle_core::floor::PlayerId;
use riffle_store::players::{Database, Location};
use riffle_store::session::View;
use riffle_store::td3::{self, NotCarried, Td3Error};
use riffle_text::{Lang, Say};
use riffle_tournament::Event;
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/td3")
        .join(name)
}

fn database(dir: &Path) -> (Location, Database) {
    let location = Location::Sqlite(dir.join("players.sqlite"));
    let database = Database::open(&location).unwrap();
    (location, database)
}

/// Each TD3 player's Riffle entries, by TD3 id.
fn entries_of(event: &td3::Imported, uuid: &str) -> Vec<PlayerId> {
    event
        .entries
        .iter()
        .filter(|(_, u)| u == uuid)
        .map(|(id, _)| *id)
        .collect()
}

fn place_and_prize(view: &View, id: PlayerId) -> Option<(u32, u64)> {
    view.tournament()
        .standings()
        .iter()
        .find(|s| s.player == id)
        .map(|s| (s.place, s.prize))
}

#[test]
fn re_entries_rebuys_add_ons_and_a_split_knockout_replay_as_riffles_own_results() {
    let tmp = tempfile::tempdir().unwrap();
    let events = td3::import(&[fixture("club_night.tdt")], tmp.path(), None)
        .unwrap()
        .events;
    let event = &events[0];
    assert_eq!(event.folder, tmp.path().join("club_night"));
    let view = View::open(&event.folder).unwrap();
    let t = view.tournament();
    assert_eq!(t.name(), "Thursday Re-entry");
    assert_eq!(
        t.details().series.as_deref(),
        Some("Thursday League 2025"),
        "the league and season TD3 filed it under"
    );
    assert_eq!(t.entries_counted(), 6, "five buy-ins and Bob's re-entry");
    let purchases = t.purchases();
    assert_eq!(
        (purchases.re_entries, purchases.rebuys, purchases.add_ons),
        (1, 1, 2)
    );
    assert_eq!(
        t.prize_pool(),
        390,
        "six entries of 60 less a rake of 10, a rebuy of 50 and two add-ons of 20"
    );
    let cashier = t.cashier().unwrap();
    assert_eq!(
        cashier.fees, 60,
        "the rake of the fee profile, on each entry"
    );

    let ann = entries_of(event, "a1");
    let bob = entries_of(event, "b2");
    let cy = entries_of(event, "c3");
    let dee = entries_of(event, "d4");
    let eve = entries_of(event, "e5");
    assert_eq!(bob.len(), 2, "Bob's entry and re-entry");
    assert_eq!(
        place_and_prize(&view, ann[0]),
        Some((1, 234)),
        "the player who never busted wins"
    );
    assert_eq!(place_and_prize(&view, cy[0]), Some((2, 156)));
    assert_eq!(place_and_prize(&view, dee[0]), Some((3, 0)));
    assert_eq!(place_and_prize(&view, bob[1]), Some((4, 0)));
    assert_eq!(place_and_prize(&view, eve[0]), Some((5, 0)));
    assert_eq!(place_and_prize(&view, bob[0]), Some((6, 0)));

    // Eve's bust names the two players who split the pot.
    let knockers: Vec<Vec<PlayerId>> = view
        .read_commands()
        .unwrap()
        .iter()
        .flat_map(|c| &c.events)
        .filter_map(|e| match e {
            Event::Busted { knockouts, .. } => Some(knockouts.clone()),
            _ => None,
        })
        .flatten()
        .filter(|k| k.busted == eve[0])
        .map(|k| k.by)
        .collect();
    assert_eq!(knockers, vec![vec![bob[1], cy[0]]]);

    // The structure as played.
    let s = t.structure();
    assert_eq!((s.buy_in, s.fee, s.starting_stack), (50, 10, 10_000));
    assert_eq!(s.re_entry.as_ref().and_then(|r| r.price), Some(50));
    assert_eq!(s.rebuy.as_ref().map(|r| r.price), Some(50));
    let add_on = s.add_on.as_ref().unwrap();
    assert_eq!(
        (add_on.at_level, add_on.price, add_on.stack),
        (3, 20, 5_000)
    );
    assert_eq!(s.levels.len(), 7, "six levels and the break");

    // What was not carried is said.
    assert!(event.notes.contains(&NotCarried::PointsFormula {
        league: "Thursday League".into()
    }));
    assert!(event.notes.iter().any(|n| matches!(n, NotCarried::Unread { parts } if parts.contains('L') && parts.contains("Sounds"))));
    for note in &event.notes {
        riffle_text::assert_worded_in_both(&Worded(note.clone()));
    }
}

/// A note worded through `Say`, with its English as `Display` for the shared check.
#[derive(Debug)]
struct Worded(NotCarried);

impl Say for Worded {
    fn say(&self, lang: Lang) -> String {
        self.0.say(lang)
    }
}

impl std::fmt::Display for Worded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0.say(Lang::En))
    }
}

#[test]
fn players_out_on_the_same_hand_of_a_chopped_final_share_the_places_and_their_prizes() {
    let tmp = tempfile::tempdir().unwrap();
    let events = td3::import(&[fixture("chopped_final.tdt")], tmp.path(), None)
        .unwrap()
        .events;
    let event = &events[0];
    let view = View::open(&event.folder).unwrap();
    let standings = view.tournament().standings();
    let of = |uuid| {
        let id = entries_of(event, uuid)[0];
        standings.iter().find(|s| s.player == id).cloned().unwrap()
    };
    assert_eq!((of("a1").place, of("a1").prize), (1, 200));
    for uuid in ["b2", "c3"] {
        let s = of(uuid);
        assert_eq!(
            (s.place, s.shared, s.prize),
            (2, true, 100),
            "second and third places' 120 and 80 split between the two"
        );
    }
    assert_eq!((of("f6").place, of("f6").prize), (4, 0));
    assert!(
        view.tournament().deal().is_some() && !event.notes.contains(&NotCarried::Chop),
        "the chop's amounts are Riffle's deal: {:?}",
        event.notes
    );
}

#[test]
fn a_chop_with_each_players_cash_is_carried_as_the_deal_the_results_pay() {
    let tmp = tempfile::tempdir().unwrap();
    let events = td3::import(&[fixture("chop_deal.tdt")], tmp.path(), None)
        .unwrap()
        .events;
    let event = &events[0];
    assert!(
        !event.notes.contains(&NotCarried::Chop),
        "{:?}",
        event.notes
    );
    let view = View::open(&event.folder).unwrap();
    let t = view.tournament();
    let deal = t.deal().expect("the chop is the event's deal");
    let standings = t.standings();
    let of = |uuid| {
        let id = entries_of(event, uuid)[0];
        let s = standings.iter().find(|s| s.player == id).cloned().unwrap();
        (s.place, s.prize, deal.share(id).is_some())
    };
    assert_eq!(
        [of("a1"), of("b2"), of("c3")],
        [(1, 160, true), (2, 130, true), (3, 110, true)],
        "the chop's 160, 130 and 110 instead of the places' 200, 120 and 80"
    );
    assert_eq!(of("f6"), (4, 0, false));
    assert_eq!(t.prize_pool(), 400);
}

#[test]
fn a_chop_riffle_cannot_agree_is_said_not_carried_and_the_places_pay() {
    let text = std::fs::read_to_string(fixture("chop_deal.tdt"))
        .unwrap()
        .replace("CashReal: 160", "CashReal: 260");
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("over_the_pool.tdt");
    std::fs::write(&file, text).unwrap();
    let events = td3::import(&[file], &tmp.path().join("into"), None)
        .unwrap()
        .events;
    let event = &events[0];
    assert!(event.notes.contains(&NotCarried::Chop), "{:?}", event.notes);
    let view = View::open(&event.folder).unwrap();
    assert!(view.tournament().deal().is_none());
    let id = entries_of(event, "a1")[0];
    let first = view
        .tournament()
        .standings()
        .into_iter()
        .find(|s| s.player == id);
    assert_eq!(first.map(|s| (s.place, s.prize)), Some((1, 200)));
}

#[test]
fn a_save_of_version_3_7_1_and_an_older_3_4_save_in_latin_1_are_read() {
    let read = td3::read_save(&fixture("chopped_final.tdt")).unwrap();
    assert_eq!(read.save.version, "3.7.1");
    let tmp = tempfile::tempdir().unwrap();
    let events = td3::import(&[fixture("bounty_night.tdt")], tmp.path(), None)
        .unwrap()
        .events;
    let event = &events[0];
    assert!(
        event.players.iter().any(|p| p.name == "Zoë"),
        "{:?}",
        event.players
    );
    let notes = &event.notes;
    assert!(notes.iter().any(|n| matches!(n, NotCarried::Latin1 { .. })));
    assert!(notes.contains(&NotCarried::Bounties));
    assert!(notes.contains(&NotCarried::NoBuyIn { count: 1 }));
    assert!(notes.contains(&NotCarried::PrizeNotByPlace {
        description: "Best hand".into()
    }));
    assert!(
        notes.contains(&NotCarried::KnockerDropped {
            busted: "Hal".into(),
            knocker: "Ida".into()
        }),
        "Ida was out before Hal's bust: {notes:?}"
    );
    let view = View::open(&event.folder).unwrap();
    let zoe = entries_of(event, "g7")[0];
    assert_eq!(place_and_prize(&view, zoe), Some((1, 150)));
}

#[test]
fn a_save_of_an_unknown_version_is_refused_with_its_name_and_version() {
    let tmp = tempfile::tempdir().unwrap();
    let file = fixture("version_4.tdt");
    let error = td3::import(std::slice::from_ref(&file), tmp.path(), None).unwrap_err();
    assert!(matches!(&error, Td3Error::UnknownVersion { version, .. } if version == "4.0.1"));
    let sentence = error.to_string();
    assert!(
        sentence.contains("version_4.tdt") && sentence.contains("4.0.1"),
        "{sentence}"
    );
    riffle_text::assert_worded_in_both(&error);
    assert_eq!(std::fs::read_dir(tmp.path()).unwrap().count(), 0);
}

#[test]
fn a_damaged_save_is_refused_with_the_line_the_column_and_what_was_expected() {
    let file = fixture("damaged.tdt");
    let error = td3::read_save(&file).unwrap_err();
    match &error {
        Td3Error::Syntax { at, expected, .. } => {
            assert_eq!(at.line, 3);
            assert_eq!(*expected, td3::literal::Expected::CommaOrBrace);
        }
        other => panic!("{other:?}"),
    }
    let sentence = error.to_string();
    assert!(
        sentence.contains("damaged.tdt")
            && sentence.contains("line 3")
            && sentence.contains("a comma or the closing brace"),
        "{sentence}"
    );
    assert!(error.say(Lang::Fr).contains("ligne 3"));
}

#[test]
fn entries_sold_at_two_prices_are_imported_each_at_its_price() {
    let tmp = tempfile::tempdir().unwrap();
    let done = td3::import(&[fixture("two_prices.tdt")], tmp.path(), None).unwrap();
    let view = View::open(&done.events[0].folder).unwrap();
    let t = view.tournament();
    let profiles = &t.structure().profiles;
    // Dee paid 80 with TD3's "Standard" profile changed by hand: a profile named by its price.
    assert_eq!(
        profiles
            .iter()
            .map(|p| (p.name.as_str(), p.price, p.fee))
            .collect::<Vec<_>>(),
        [("70+10 · 10000", 70, 10)]
    );
    assert_eq!((t.structure().buy_in, t.structure().fee), (50, 10));
    assert_eq!(t.prize_pool(), 390 + 20, "Dee's entry put 70 in the pool");
}

#[test]
fn a_refused_save_among_several_leaves_the_folder_and_the_database_as_they_were() {
    let tmp = tempfile::tempdir().unwrap();
    let into = tmp.path().join("events");
    let (location, db) = database(tmp.path());
    let error = td3::import(
        &[fixture("club_night.tdt"), fixture("damaged.tdt")],
        &into,
        Some(&location),
    )
    .unwrap_err();
    assert!(matches!(error, Td3Error::Syntax { .. }));
    assert!(!into.exists() || std::fs::read_dir(&into).unwrap().count() == 0);
    assert!(db.players().unwrap().is_empty());
    // A save Riffle replays but the folder is taken: nothing is written either.
    std::fs::create_dir_all(into.join("chopped_final")).unwrap();
    let error = td3::import(
        &[fixture("club_night.tdt"), fixture("chopped_final.tdt")],
        &into,
        Some(&location),
    )
    .unwrap_err();
    assert!(matches!(error, Td3Error::FolderExists { .. }), "{error}");
    assert_eq!(std::fs::read_dir(&into).unwrap().count(), 1);
    assert!(db.players().unwrap().is_empty());
}

#[test]
fn each_td3_player_is_one_player_of_the_club_across_saves_even_renamed() {
    let tmp = tempfile::tempdir().unwrap();
    let into = tmp.path().join("events");
    let (location, db) = database(tmp.path());
    let first = td3::import(&[fixture("club_night.tdt")], &into, Some(&location)).unwrap();
    let added = |done: &td3::Imports| done.database.as_ref().unwrap().new_players;
    assert_eq!(added(&first), first.players(), "a new club adds everyone");
    let ann = db.td3_player("a1").unwrap().unwrap();
    // The next save has Ann as "Annie", with the same TD3 id.
    let next = td3::import(&[fixture("chopped_final.tdt")], &into, Some(&location)).unwrap();
    assert!(
        added(&next) < next.players(),
        "the players of the first save are linked, not added again"
    );
    assert_eq!(db.td3_player("a1").unwrap(), Some(ann));
    assert_eq!(db.td3_player("b2").unwrap(), db.td3_player("b2").unwrap());
    let players = db.players().unwrap();
    assert_eq!(
        players.len(),
        6,
        "Ann, Bob, Cy, Dee, Eve and Zoë, once each: {players:?}"
    );
    let history = db.history_of("Annie").unwrap().unwrap();
    assert_eq!(history.player.id, ann);
    assert_eq!(history.events.len(), 2, "both events are Ann's");
}

#[test]
fn the_structure_alone_is_written_as_a_structure_file_riffle_checks() {
    let (text, _) = td3::structure_file(&fixture("club_night.tdt")).unwrap();
    let loaded = riffle_core::structure::load(&text, "club_night.ron").unwrap();
    assert_eq!(loaded.structure.buy_in, 50);
    assert_eq!(loaded.structure.name, "Thursday Re-entry");
}
