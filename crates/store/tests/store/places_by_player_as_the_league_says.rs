//! A re-entered player is one player: the results CSV, the results sheet and the club's
//! database give the player one place among players (the best entry's, or the last one's when
//! the league file beside the event says `places: Last`), each entry's bust staying in the
//! history and in the CSV's `entry_place`; the TD3 import's summary says how places were
//! counted. Saves written by hand from `club_night.tdt`.

use riffle_core::floor::PlayerId;
use riffle_core::league::PlaceOf;
use riffle_store::export::results_csv;
use riffle_store::players::{Database, Location};
use riffle_store::session::View;
use riffle_store::sheet::Sheet;
use riffle_store::td3::{self, NotCarried};
use riffle_text::{Lang, Say};
use std::path::Path;

/// `club_night.tdt` with Eve out first, before Bob's first entry: 6 entries, 5 players.
fn eve_first(dir: &Path) -> std::path::PathBuf {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/td3/club_night.tdt");
    let text = std::fs::read_to_string(file).unwrap();
    let from = "BustOut: new GameBustOut({Time: 1700004200000, Round: 4,";
    assert!(text.contains(from));
    let to = "BustOut: new GameBustOut({Time: 1700001000000, Round: 1,";
    let save = dir.join("eve_first.tdt");
    std::fs::write(&save, text.replacen(from, to, 1)).unwrap();
    save
}

fn entries_of(event: &td3::Imported, uuid: &str) -> Vec<PlayerId> {
    (event.entries.iter())
        .filter(|(_, u)| u == uuid)
        .map(|(id, _)| *id)
        .collect()
}

#[test]
fn the_league_file_beside_the_events_says_which_entrys_place_is_the_players() {
    let tmp = tempfile::tempdir().unwrap();
    let into = tmp.path().join("events");
    std::fs::create_dir_all(&into).unwrap();
    std::fs::write(
        into.join("season.ron"),
        r#"League(name: "Club", tournaments: ["eve_first"], points: Beaten(per_player: 1),
                  places: Last)"#,
    )
    .unwrap();
    let location = Location::Sqlite(tmp.path().join("players.sqlite"));
    let done = td3::import(&[eve_first(tmp.path())], &into, Some(&location)).unwrap();
    let event = &done.events[0];
    let note = NotCarried::PlacesByPlayer {
        players: 5,
        entries: 6,
        of: PlaceOf::Last,
    };
    assert!(event.notes.contains(&note), "{:?}", event.notes);
    assert!(
        note.say(Lang::En).contains("last entry"),
        "{}",
        note.say(Lang::En)
    );
    assert_ne!(
        note.say(Lang::En),
        NotCarried::PlacesByPlayer {
            players: 5,
            entries: 6,
            of: PlaceOf::Best
        }
        .say(Lang::En)
    );
    assert_eq!(
        riffle_store::league_file::places_of_event(&event.folder),
        PlaceOf::Last
    );
    let database = Database::open(&location).unwrap();
    let place = |name: &str| database.history_of(name).unwrap().unwrap().events[0].place;
    assert_eq!(
        place("Eve"),
        Some(5),
        "last of 5 players, not 6th of 6 entries"
    );
    assert_eq!(place("Bob"), Some(4));
}

#[test]
fn the_results_csv_and_sheet_place_a_re_entered_player_once_and_keep_each_entrys_place() {
    let tmp = tempfile::tempdir().unwrap();
    let done = td3::import(&[eve_first(tmp.path())], &tmp.path().join("events"), None).unwrap();
    let event = &done.events[0];
    let view = View::open(&event.folder).unwrap();
    let t = view.tournament();
    let bob = entries_of(event, "b2");
    assert_eq!(bob.len(), 2);

    let csv = results_csv(t, PlaceOf::Best);
    let lines: Vec<Vec<&str>> = csv
        .trim_start_matches('\u{feff}')
        .lines()
        .map(|l| l.split(',').collect())
        .collect();
    assert_eq!(lines[0][0], "place");
    assert_eq!(*lines[0].last().unwrap(), "entry_place");
    let row_of = |name: &str, entry: u32| {
        (lines.iter())
            .find(|r| r[2] == name && r[3] == entry.to_string())
            .unwrap_or_else(|| panic!("{name} #{entry}: {csv}"))
    };
    // Bob's first entry went out 5th of 6 entries, his second 4th: he is 4th of 5 players.
    let (first, second) = (bob[0].entry_number(), bob[1].entry_number());
    assert_eq!(
        (
            row_of("Bob", first)[0],
            *row_of("Bob", first).last().unwrap()
        ),
        ("", "5"),
        "the entry that does not count keeps its own place apart"
    );
    assert_eq!(
        (
            row_of("Bob", second)[0],
            *row_of("Bob", second).last().unwrap()
        ),
        ("4", "4")
    );
    let eve = entries_of(event, "e5")[0].entry_number();
    assert_eq!(
        (row_of("Eve", eve)[0], *row_of("Eve", eve).last().unwrap()),
        ("5", "6"),
        "last of 5 players, 6th of 6 entries"
    );

    let sheet = Sheet::of(t, PlaceOf::Last, &|_: &str| None);
    assert_eq!(sheet.header.entries, 6);
    assert_eq!(sheet.header.unique_players, 5);
    assert_eq!(
        (sheet.rows.iter())
            .map(|r| (r.alias.as_str(), r.place))
            .collect::<Vec<_>>(),
        [("Ann", 1), ("Cy", 2)]
    );
}
