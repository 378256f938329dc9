//! A club's season: 20 weekly events simulated through the app's own journal (`riffle simulate
//! --tournament`) with the same pool of regulars, and the league table `riffle league
//! standings` gives checked against the points formula computed here, independently: the
//! square-root formula of field, place and buy-in, the best 15 results, ties broken by wins
//! then the best single result. The player database rebuilt from the 20 journals twice holds
//! the same content, and each player's events are the weeks they played.

use riffle_store::players::{Database, Location};
use riffle_store::session::View;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

const WEEKS: u32 = 20;
const SCALE: f64 = 10.0;
const BASE_BUY_IN: f64 = 20.0;
const BEST: usize = 15;

const POOL: [&str; 16] = [
    "Zoé Lefèvre",
    "Bob",
    "Cy",
    "Dee",
    "Élodie Marchand",
    "Fay",
    "Gus",
    "Hal",
    "Ida",
    "Jo",
    "Kim",
    "Lou",
    "Mía",
    "Ned",
    "Oscar Nuñez",
    "Pam",
];

fn riffle(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(args)
        .env_remove("RIFFLE_DATABASE_URL")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "riffle {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// One week: (field, buy-in, finishes by name).
struct Week {
    field: u32,
    buy_in: u64,
    places: Vec<(String, u32)>,
}

fn simulate_season(dir: &Path) -> Vec<Week> {
    let pool = dir.join("pool.txt");
    std::fs::write(&pool, POOL.join("\n")).unwrap();
    (1..=WEEKS)
        .map(|week| {
            let folder = dir.join(format!("week-{week:02}"));
            let players = (8 + week % 7).to_string();
            let start = format!("2026-01-{:02}T20:00:00Z", 1 + (week - 1) % 28);
            let out = riffle(&[
                "simulate",
                "--players",
                &players,
                "--seed",
                &week.to_string(),
                "--names",
                pool.to_str().unwrap(),
                "--tournament",
                folder.to_str().unwrap(),
                "--start",
                &start,
                "--json",
            ]);
            let run: Value = serde_json::from_str(&out).unwrap();
            let places: Vec<(String, u32)> = run["places"]
                .as_array()
                .unwrap()
                .iter()
                .map(|p| {
                    (
                        p["name"].as_str().unwrap().to_string(),
                        p["place"].as_u64().unwrap() as u32,
                    )
                })
                .collect();
            let view = View::open(&folder).unwrap();
            let buy_in = view.tournament().structure().entry().total().unwrap();
            Week {
                field: places.len() as u32,
                buy_in,
                places,
            }
        })
        .collect()
}

/// The league table as the league file defines it, computed here from the places alone:
/// (name, points in hundredths, wins, events, best), best first.
fn expected_table(weeks: &[Week]) -> Vec<(String, u64, u32, u32, u64)> {
    let mut scores: BTreeMap<String, Vec<(u64, bool)>> = BTreeMap::new();
    for week in weeks {
        for (name, place) in &week.places {
            let points = SCALE
                * (f64::from(week.field) * week.buy_in as f64 / (f64::from(*place) * BASE_BUY_IN))
                    .sqrt();
            let hundredths = (points * 100.0).round() as u64;
            scores
                .entry(name.clone())
                .or_default()
                .push((hundredths, *place == 1));
        }
    }
    let mut table: Vec<(String, u64, u32, u32, u64)> = scores
        .into_iter()
        .map(|(name, results)| {
            let mut points: Vec<u64> = results.iter().map(|r| r.0).collect();
            points.sort_by(|a, b| b.cmp(a));
            let counted: u64 = points.iter().take(BEST).sum();
            let wins = results.iter().filter(|r| r.1).count() as u32;
            (name, counted, wins, results.len() as u32, points[0])
        })
        .collect();
    table.sort_by(|a, b| {
        b.1.cmp(&a.1)
            .then(b.2.cmp(&a.2))
            .then(b.4.cmp(&a.4))
            .then(a.0.cmp(&b.0))
    });
    table
}

#[test]
fn a_season_of_twenty_weekly_events_gives_the_formulas_standings() {
    let dir = tempfile::tempdir().unwrap();
    let weeks = simulate_season(dir.path());
    assert!(
        weeks
            .iter()
            .all(|w| w.places.len() as u32 == w.field && w.field >= 8)
    );
    let tournaments: Vec<String> = (1..=WEEKS).map(|w| format!("\"week-{w:02}\"")).collect();
    let league = dir.path().join("league.ron");
    std::fs::write(
        &league,
        format!(
            "League(name: \"Monday league\", tournaments: [{}], \
             points: Root(scale: {SCALE}, base_buy_in: {BASE_BUY_IN}), best: {BEST}, \
             ties: [MostWins, BestResult])",
            tournaments.join(", ")
        ),
    )
    .unwrap();
    let out = riffle(&["league", "standings", league.to_str().unwrap(), "--json"]);
    let got: Value = serde_json::from_str(&out).unwrap();
    let rows = got["rows"].as_array().unwrap();
    let expected = expected_table(&weeks);
    assert_eq!(rows.len(), expected.len());
    assert!(expected.len() > 10, "the pool's regulars all played");
    for (k, (row, (name, points, wins, events, best))) in rows.iter().zip(&expected).enumerate() {
        assert_eq!(row["name"], name.as_str(), "row {}", k + 1);
        assert_eq!(row["points"], *points, "{name}");
        assert_eq!(row["wins"], *wins, "{name}");
        assert_eq!(row["events"], *events, "{name}");
        assert_eq!(row["best"], *best, "{name}");
        assert_eq!(
            row["counted"],
            u64::from(*events).min(BEST as u64),
            "{name}"
        );
        assert_eq!(
            row["rank"],
            k as u64 + 1,
            "{name}: no two regulars level here"
        );
    }
    // The same table as CSV, one line per player after the header.
    let csv = riffle(&["league", "standings", league.to_str().unwrap(), "--csv"]);
    let mut lines = csv.lines();
    assert!(
        lines
            .next()
            .unwrap()
            .starts_with("rank,shared,name,points,events,counted,wins,best,week-01,")
    );
    let first = lines.next().unwrap();
    assert!(
        first.starts_with(&format!("1,false,{},", expected[0].0)),
        "{first}"
    );
    assert_eq!(lines.count(), expected.len() - 1);
    // And printed, in French: the league's name, the column titles, the leader.
    let pdf = dir.path().join("league.pdf");
    riffle(&[
        "league",
        "standings",
        league.to_str().unwrap(),
        "--pdf",
        "-o",
        pdf.to_str().unwrap(),
        "--lang",
        "fr",
    ]);
    let bytes = std::fs::read(&pdf).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    let content = String::from_utf8_lossy(&bytes);
    for shown in ["(Monday league) Tj", "(Victoires) Tj", "(Rang) Tj"] {
        assert!(content.contains(shown), "{shown}");
    }
}

#[test]
fn the_database_rebuilt_from_the_seasons_journals_holds_the_same_content_each_time() {
    let dir = tempfile::tempdir().unwrap();
    let weeks = simulate_season(dir.path());
    let folders: Vec<_> = (1..=WEEKS)
        .map(|w| dir.path().join(format!("week-{w:02}")))
        .collect();
    let database = Database::open(&Location::Sqlite(dir.path().join("players.sqlite"))).unwrap();
    database.rebuild(&folders).unwrap();
    let first = database.content().unwrap();
    database.rebuild(&folders).unwrap();
    assert_eq!(database.content().unwrap(), first);
    let fresh = Database::open(&Location::Sqlite(dir.path().join("again.sqlite"))).unwrap();
    fresh.rebuild(&folders).unwrap();
    assert_eq!(fresh.content().unwrap(), first);
    // Each regular's history is the weeks they played, with their places.
    for history in database.players().unwrap() {
        let played: Vec<(u32, Option<i64>)> = weeks
            .iter()
            .enumerate()
            .filter_map(|(k, w)| {
                let place = w.places.iter().find(|(n, _)| *n == history.player.name)?.1;
                Some((k as u32 + 1, Some(i64::from(place))))
            })
            .collect();
        let recorded: Vec<(u32, Option<i64>)> = history
            .events
            .iter()
            .map(|e| (e.tournament[5..].parse().unwrap(), e.place))
            .collect();
        assert_eq!(recorded, played, "{}", history.player.name);
    }
}

#[test]
fn a_league_naming_a_folder_that_is_no_tournament_is_refused_with_the_folder_named() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("week-01")).unwrap();
    let league = dir.path().join("league.ron");
    std::fs::write(
        &league,
        r#"League(name: "x", tournaments: ["week-01"], points: Beaten(per_player: 1))"#,
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args([
            "league",
            "standings",
            league.to_str().unwrap(),
            "--lang",
            "fr",
        ])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8(out.stderr).unwrap();
    assert!(said.starts_with("erreur\u{a0}: "), "{said}");
    assert!(
        said.contains("week-01 n'est pas un tournoi Riffle"),
        "{said}"
    );
}

#[test]
fn with_the_database_a_merged_player_counts_once_under_the_clubs_name() {
    let dir = tempfile::tempdir().unwrap();
    for (week, winner) in [(1, "Eve"), (2, "Evelyne")] {
        let script = dir.path().join(format!("week-{week}.ron"));
        std::fs::write(
            &script,
            format!(
                r#"[Create(name: "Week {week}", structure: Shipped("home-turbo")),
                    Register(name: "{winner}"), Register(name: "Bob"), Register(name: "Cy"),
                    DrawSeats, StartClock,
                    Eliminate(busts: [(player: 2)]), Eliminate(busts: [(player: 1)])]"#
            ),
        )
        .unwrap();
        let folder = dir.path().join(format!("week-{week:02}"));
        riffle(&[
            "script",
            script.to_str().unwrap(),
            "--tournament",
            folder.to_str().unwrap(),
            "--now",
            &format!("2026-02-0{week}T20:00:00Z"),
        ]);
    }
    let db = dir.path().join("players.sqlite");
    let db = db.to_str().unwrap();
    let weeks = [
        dir.path().join("week-01").display().to_string(),
        dir.path().join("week-02").display().to_string(),
    ];
    riffle(&["db", "--database", db, "rebuild", &weeks[0], &weeks[1]]);
    riffle(&["db", "--database", db, "merge", "Eve", "Evelyne"]);
    let league = dir.path().join("league.ron");
    std::fs::write(
        &league,
        r#"League(name: "February", tournaments: ["week-01", "week-02"],
                  points: Table(points: [10, 6, 3]))"#,
    )
    .unwrap();
    let table = |with: &[&str]| -> Vec<(String, u64, u64)> {
        let out = riffle(
            &[
                &["league", "standings", league.to_str().unwrap(), "--json"],
                with,
            ]
            .concat(),
        );
        let got: Value = serde_json::from_str(&out).unwrap();
        got["rows"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["name"].as_str().unwrap().to_string(),
                    r["points"].as_u64().unwrap(),
                    r["wins"].as_u64().unwrap(),
                )
            })
            .collect()
    };
    let by_name = table(&[]);
    assert!(
        by_name.contains(&("Eve".to_string(), 1000, 1)),
        "{by_name:?}"
    );
    assert!(
        by_name.contains(&("Evelyne".to_string(), 1000, 1)),
        "{by_name:?}"
    );
    let by_player = table(&["--database", db]);
    assert_eq!(by_player[0], ("Eve".to_string(), 2000, 2));
    assert!(by_player.iter().all(|(name, ..)| name != "Evelyne"));
}
