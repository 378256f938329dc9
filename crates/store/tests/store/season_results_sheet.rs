//! The results sheet of a league's season: the season's header (league, season, events
//! counted, first and last day, players) and a row per player of the standings (place, names
//! and country from the club, points, events played, wins, cashes, winnings), written and read
//! back field by field, as CSV in both languages and as a workbook, with accented names and
//! names a spreadsheet would run as formulas.

use riffle_core::floor::PlayerId;
use riffle_store::league;
use riffle_store::players::NameAndCountry;
use riffle_store::session::{Session, View};
use riffle_store::sheet::{SeasonSheet, read_season_csv, read_season_lines};
use riffle_text::Lang;
use riffle_tournament::{Bust, Command, Setup, StructureSource};
use std::collections::HashMap;
use std::path::Path;

const PLAYERS: [&str; 6] = [
    "Zoé Lefèvre",
    "=SUM(A1:A9)",
    "+Bob",
    "Dee",
    "Élodie",
    "Jo, the kid",
];

fn at(day: &str) -> chrono::DateTime<chrono::Utc> {
    chrono::DateTime::parse_from_rfc3339(&format!("{day}T20:00:00Z"))
        .unwrap()
        .to_utc()
}

/// An event played to the end on `day`: everyone registers, then busts in `out` order; the
/// last name standing wins.
fn play(dir: &Path, day: &str, out: &[&str]) {
    let setup = Setup {
        name: format!("Week of {day}"),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let now = at(day);
    let mut session = Session::create(dir, &setup, now).unwrap();
    for name in PLAYERS {
        let register = Command::Register {
            name: name.into(),
            notes: None,
            confirmed: false,
            profile: None,
        };
        session.execute(&register, now).unwrap();
    }
    session.execute(&Command::DrawSeats, now).unwrap();
    let id = |session: &Session, name: &str| -> PlayerId {
        let entries = session.tournament().entries();
        entries.iter().find(|e| e.name == name).unwrap().id
    };
    for name in out {
        let player = id(&session, name);
        let bust = Command::Eliminate {
            busts: vec![Bust {
                by: Vec::new(),
                player,
                starting_stack: None,
            }],
            on_hand_for_hand_announcement: false,
        };
        session.execute(&bust, now).unwrap();
    }
}

/// What the club's database knows: Zoé's full name and country, and who "+Bob" is.
fn known(name: &str) -> Option<NameAndCountry> {
    match name {
        "Zoé Lefèvre" => Some(NameAndCountry::new("Zoé Lefèvre", Some("France"))),
        "+Bob" => Some(NameAndCountry::new("Robert De La Tour", Some("Belgique"))),
        _ => None,
    }
}

/// Each player's cashes and winnings over the season, from the events' own standings.
fn cashes(folders: &[&Path]) -> HashMap<String, (u32, u64)> {
    let mut cashes: HashMap<String, (u32, u64)> = HashMap::new();
    for folder in folders {
        let view = View::open(folder).unwrap();
        let t = view.tournament();
        for s in t.standings().iter().filter(|s| s.prize > 0) {
            let name = t.entry(s.player).unwrap().name.clone();
            let cashed = cashes.entry(name).or_default();
            cashed.0 += 1;
            cashed.1 += s.prize;
        }
    }
    cashes
}

#[test]
fn a_seasons_sheet_reads_back_field_by_field_with_the_standings_and_the_winnings() {
    let tmp = tempfile::tempdir().unwrap();
    let (one, two) = (tmp.path().join("week-1"), tmp.path().join("week-2"));
    play(&one, "2026-01-05", &PLAYERS[1..]);
    play(
        &two,
        "2026-01-12",
        &["Dee", "Élodie", "Jo, the kid", "+Bob", "Zoé Lefèvre"],
    );
    let file = tmp.path().join("thursday.ron");
    std::fs::write(
        &file,
        r#"League(name: "Ligue du jeudi", season: "Hiver 2026", tournaments: ["week-1", "week-2"],
           points: Table(points: [10, 7, 5, 3, 2], others: 1), ties: [MostWins])"#,
    )
    .unwrap();

    let (league, table, season) = league::season(&file, None).unwrap();
    let sheet = SeasonSheet::of(&league, &table, &season, &known);
    let h = &sheet.header;
    assert_eq!(
        (h.league.as_str(), h.season.as_str(), h.events, h.players),
        ("Ligue du jeudi", "Hiver 2026", 2, 6)
    );
    assert_eq!(
        (h.start.as_str(), h.end.as_str()),
        ("2026-01-05", "2026-01-12")
    );
    assert_eq!(sheet.rows.len(), 6, "every player of the standings");
    let zoe = &sheet.rows[0];
    assert_eq!(
        (zoe.place, zoe.first_name.as_str(), zoe.surname.as_str()),
        (1, "Zoé", "Lefèvre"),
        "won the first and second the next: 17 points"
    );
    assert_eq!((zoe.points, zoe.events, zoe.wins), (1700, 2, 1));
    assert_eq!(
        (zoe.country.as_str(), zoe.alias.as_str()),
        ("France", "Zoé Lefèvre")
    );
    let sum = &sheet.rows[1];
    assert_eq!(
        (sum.alias.as_str(), sum.points, sum.wins),
        ("=SUM(A1:A9)", 1100, 1),
        "won the second and was out first the week before: 10 + 1"
    );
    let bob = sheet.rows.iter().find(|r| r.alias == "+Bob").unwrap();
    assert_eq!(
        (bob.first_name.as_str(), bob.surname.as_str()),
        ("Robert", "De La Tour")
    );
    let paid = cashes(&[&one, &two]);
    for row in &sheet.rows {
        let (cashes, winnings) = paid.get(&row.alias).copied().unwrap_or_default();
        assert_eq!(
            (row.cashes, row.winnings),
            (cashes, winnings),
            "{}",
            row.alias
        );
    }
    assert!(sheet.rows.iter().any(|r| r.winnings > 0));

    for lang in [Lang::En, Lang::Fr] {
        let csv = sheet.csv(lang);
        assert!(
            csv.contains("'=SUM(A1:A9)") && csv.contains("'+Bob"),
            "formula-looking names are kept as text:\n{csv}"
        );
        assert!(!csv.contains(",=") && !csv.contains("\n="), "{csv}");
        assert_eq!(read_season_csv(&csv).unwrap(), sheet, "{csv}");
    }
    assert!(
        sheet
            .csv(Lang::Fr)
            .starts_with("Ligue,Ligue du jeudi\nSaison,Hiver 2026\n")
    );
    assert_eq!(read_xlsx(&sheet.xlsx(Lang::En).unwrap()), sheet);
}

#[test]
fn points_in_hundredths_read_back_exactly() {
    let sheet = SeasonSheet {
        rows: vec![riffle_store::sheet::SeasonRow {
            place: 1,
            alias: "Ann".into(),
            points: 1234,
            events: 1,
            ..Default::default()
        }],
        ..Default::default()
    };
    let csv = sheet.csv(Lang::En);
    assert!(csv.contains(",12.34,"), "{csv}");
    assert_eq!(read_season_csv(&csv).unwrap(), sheet);
    assert_eq!(read_xlsx(&sheet.xlsx(Lang::En).unwrap()), sheet);
    let damaged = csv.replace("12.34", "12.345");
    assert!(read_season_csv(&damaged).is_err(), "{damaged}");
}

/// A workbook read back by a spreadsheet reader, as the event's sheet is.
fn read_xlsx(bytes: &[u8]) -> SeasonSheet {
    read_season_lines(&crate::results_sheet::xlsx_lines(bytes)).unwrap()
}

#[test]
fn the_window_writes_the_sheet_of_the_league_that_names_the_event_or_says_there_is_none() {
    let tmp = tempfile::tempdir().unwrap();
    let one = tmp.path().join("week-1");
    play(&one, "2026-01-05", &PLAYERS[1..]);
    let out = tmp.path().join("season.xlsx");
    let error = league::write_season_sheet_of_event(&one, None, &out, Lang::Fr).unwrap_err();
    assert!(matches!(error, league::LeagueRefusal::NotInALeague { .. }));
    riffle_text::assert_worded_in_both(&error);
    assert!(!out.exists(), "nothing written");

    let file = tmp.path().join("friday.ron");
    std::fs::write(
        &file,
        r#"League(name: "Friday", tournaments: ["week-1"], points: Beaten(per_player: 1))"#,
    )
    .unwrap();
    league::write_season_sheet_of_event(&one, None, &out, Lang::En).unwrap();
    let expected = league::season_sheet(&file, None).unwrap();
    assert_eq!(read_xlsx(&std::fs::read(&out).unwrap()), expected);
    assert_eq!(expected.header.season, "", "a league file without a season");
    assert_eq!(
        expected.rows[0].alias, "Zoé Lefèvre",
        "the last one standing"
    );
}
