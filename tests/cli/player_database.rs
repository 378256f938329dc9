//! The club's player database, against a real database: each test below runs on an SQLite file
//! in a temporary folder, and the same test runs on PostgreSQL when `RIFFLE_TEST_POSTGRES_URL`
//! names a server (each test in a fresh database of its own; `.ci/run` starts one). Without it
//! the PostgreSQL runs print that they are skipped.
//!
//! The journals stay the record: the database is filled from them, a rebuild gives the same
//! content every time, a bad input changes nothing, and places, prizes, bounties and penalties
//! are the tournament's standings, never recomputed.

use chrono::{DateTime, Duration, TimeZone, Utc};
use riffle_store::players::{Database, DbError, Details, LATEST_VERSION, Link, Location};
use riffle_store::session::{Session, View};
use riffle_tournament::{Setup, StructureSource, parse_script};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// Where one test's database lives.
#[derive(Clone, Copy, Debug)]
enum Backend {
    Sqlite,
    Postgres,
}

/// A fresh, empty database for one test, removed at the end.
struct TestDb {
    location: Location,
    /// The SQLite file's folder, or the PostgreSQL server and the database made for the test.
    _dir: tempfile::TempDir,
    postgres: Option<(String, String)>,
}

const POSTGRES_VAR: &str = "RIFFLE_TEST_POSTGRES_URL";

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

/// Runs SQL statements on a PostgreSQL server outside the code under test.
fn postgres_admin(url: &str, statements: &[String]) {
    use sqlx::Connection;
    sqlx::any::install_default_drivers();
    runtime().block_on(async {
        let mut conn = sqlx::AnyConnection::connect(url).await.unwrap();
        for sql in statements {
            sqlx::raw_sql(sql).execute(&mut conn).await.unwrap();
        }
        conn.close().await.unwrap();
    });
}

/// `url` with its database name replaced.
fn with_database(url: &str, name: &str) -> String {
    let (scheme, rest) = url.split_once("://").unwrap();
    let (rest, query) = rest
        .split_once('?')
        .map_or((rest, None), |(r, q)| (r, Some(q)));
    let authority = rest.split('/').next().unwrap();
    let query = query.map_or(String::new(), |q| format!("?{q}"));
    format!("{scheme}://{authority}/{name}{query}")
}

impl TestDb {
    fn new(backend: Backend) -> Option<TestDb> {
        let dir = tempfile::tempdir().unwrap();
        match backend {
            Backend::Sqlite => Some(TestDb {
                location: Location::Sqlite(dir.path().join("players.sqlite")),
                _dir: dir,
                postgres: None,
            }),
            Backend::Postgres => {
                let Ok(base) = std::env::var(POSTGRES_VAR) else {
                    println!("skipped on PostgreSQL: {POSTGRES_VAR} is not set");
                    return None;
                };
                static NEXT: AtomicU32 = AtomicU32::new(0);
                let name = format!(
                    "riffle_test_{}_{}",
                    std::process::id(),
                    NEXT.fetch_add(1, Ordering::Relaxed)
                );
                postgres_admin(&base, &[format!("CREATE DATABASE {name}")]);
                Some(TestDb {
                    location: Location::Postgres(with_database(&base, &name)),
                    _dir: dir,
                    postgres: Some((base, name)),
                })
            }
        }
    }

    fn open(&self) -> Database {
        Database::open(&self.location).unwrap()
    }

    /// The location as `riffle db --database` takes it.
    fn typed(&self) -> String {
        match &self.location {
            Location::Sqlite(path) => path.display().to_string(),
            Location::Postgres(url) => url.clone(),
        }
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let Some((base, name)) = &self.postgres {
            postgres_admin(
                base,
                &[format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")],
            );
        }
    }
}

fn night(day: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, day, 20, 0, 0).unwrap()
}

/// A tournament folder made from a script's commands (after `Create`), one minute apart.
fn event(dir: &Path, folder: &str, name: &str, day: u32, script: &str) -> PathBuf {
    let path = dir.join(folder);
    let setup = Setup {
        name: name.to_string(),
        structure: StructureSource::Shipped("deep-stack".to_string()),
        house_rules: None,
        seats_per_table: 9,
    };
    let mut session = Session::create(&path, &setup, night(day)).unwrap();
    session.reseed(u64::from(day));
    for (k, command) in parse_script(script, folder).unwrap().iter().enumerate() {
        let at = night(day) + Duration::minutes(k as i64 + 1);
        session
            .execute(command, at)
            .unwrap_or_else(|e| panic!("{folder}: command {}: {e}", k + 1));
    }
    path
}

/// Two weekly events of the same club: Zoé wins the first, Bob re-enters in the second and a
/// penalty is given; the second is not over.
fn two_weeks(dir: &Path) -> Vec<PathBuf> {
    let first = event(
        dir,
        "week-1",
        "Monday 1",
        2,
        r#"[Register(name: "Zoé Lefèvre"), Register(name: "Bob"), Register(name: "Cy"),
            Register(name: "Dee"), DrawSeats, StartClock,
            Eliminate(busts: [(player: 3)]), Eliminate(busts: [(player: 1)]),
            Penalize(player: 2, fault: Stalling, reason: "slow"),
            Eliminate(busts: [(player: 2)])]"#,
    );
    let second = event(
        dir,
        "week-2",
        "Monday 2",
        9,
        r#"[Register(name: "zoe lefevre"), Register(name: "Bob"), Register(name: "Eve"),
            DrawSeats, StartClock, Eliminate(busts: [(player: 1)]), ReEnter(player: 1),
            Eliminate(busts: [(player: 2)])]"#,
    );
    vec![first, second]
}

fn history<'a>(
    players: &'a [riffle_store::players::History],
    name: &str,
) -> &'a riffle_store::players::History {
    players
        .iter()
        .find(|h| h.player.name == name)
        .unwrap_or_else(|| panic!("{name} is not in the database"))
}

fn rebuilding_twice_gives_the_same_content_table_by_table(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let folders = two_weeks(dir.path());
    let database = db.open();
    let filled = database.rebuild(&folders).unwrap();
    assert_eq!((filled.events, filled.results), (2, 7));
    let first = database.content().unwrap();
    database.rebuild(&folders).unwrap();
    let second = database.content().unwrap();
    let tables: Vec<&str> = first.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(tables, ["players", "aliases", "events", "results"]);
    for ((table, a), (_, b)) in first.iter().zip(&second) {
        assert_eq!(a, b, "table {table} differs after a second rebuild");
    }
    assert_eq!(
        first[0].1.len(),
        5,
        "Zoé, Bob, Cy, Dee, Eve: {:?}",
        first[0].1
    );
    // A database rebuilt from nothing holds the same, row for row.
    let Some(other) = TestDb::new(backend) else {
        return;
    };
    let other = other.open();
    other.rebuild(&folders).unwrap();
    assert_eq!(other.content().unwrap(), first);
}

fn each_players_history_is_the_events_standings(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let folders = two_weeks(dir.path());
    let database = db.open();
    database.rebuild(&folders).unwrap();
    let players = database.players().unwrap();
    // Accents and case folded: "zoe lefevre" of week 2 is Zoé Lefèvre of week 1.
    let zoe = history(&players, "Zoé Lefèvre");
    assert_eq!(zoe.events.len(), 2);
    assert_eq!(zoe.events[1].registered_as, "zoe lefevre");
    for (played, folder) in zoe.events.iter().zip(&folders) {
        let view = View::open(folder).unwrap();
        let t = view.tournament();
        assert_eq!(played.tournament, t.name());
        assert_eq!(played.field, t.entries().len() as i64);
        let entry = t
            .entries()
            .iter()
            .find(|e| e.name == played.registered_as)
            .unwrap();
        let standing = t.standings().into_iter().find(|s| s.player == entry.id);
        assert_eq!(played.place, standing.as_ref().map(|s| i64::from(s.place)));
        assert_eq!(played.prize, standing.map_or(0, |s| s.prize as i64));
        assert_eq!(played.bounties, t.bounties_paid(entry.id) as i64);
    }
    assert_eq!(zoe.events[0].place, Some(1), "Zoé won week 1");
    assert_eq!(
        zoe.events[1].place, None,
        "week 2 is not over and Zoé is still in"
    );
    let cy = history(&players, "Cy");
    assert_eq!((cy.events[0].place, cy.events[0].penalties), (Some(2), 1));
    let bob = history(&players, "Bob");
    assert_eq!(bob.events[1].entries, 2, "Bob re-entered in week 2");
    assert_eq!(bob.events[1].place, None, "Bob's re-entry is still in");
    assert_eq!(bob.events[0].date, "2026-11-02T20:00:00Z");
}

fn a_folder_that_is_not_a_tournament_changes_nothing(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut folders = two_weeks(dir.path());
    let database = db.open();
    database.rebuild(&folders[..1]).unwrap();
    let before = database.content().unwrap();
    let empty = dir.path().join("holiday-photos");
    std::fs::create_dir(&empty).unwrap();
    folders.push(empty.clone());
    let refused = database.rebuild(&folders).unwrap_err();
    assert!(matches!(&refused, DbError::Tournament { folder, .. } if *folder == empty));
    assert!(refused.to_string().contains("holiday-photos"), "{refused}");
    assert_eq!(database.content().unwrap(), before);
    assert!(database.record(&empty).is_err());
    assert_eq!(database.content().unwrap(), before);
}

fn a_merge_moves_the_history_and_survives_a_rebuild(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut folders = two_weeks(dir.path());
    // Week 3: Eve is typed "Evelyne" by another TD.
    folders.push(event(
        dir.path(),
        "week-3",
        "Monday 3",
        16,
        r#"[Register(name: "Evelyne"), Register(name: "Bob"), DrawSeats, StartClock,
            Eliminate(busts: [(player: 1)])]"#,
    ));
    let database = db.open();
    database.rebuild(&folders).unwrap();
    database
        .set(
            "Evelyne",
            &Details {
                email: Some("eve@club.fr".into()),
                ..Details::default()
            },
        )
        .unwrap();
    let kept = database.merge("Eve", "Evelyne").unwrap();
    assert_eq!(kept.name, "Eve");
    assert_eq!(
        kept.email.as_deref(),
        Some("eve@club.fr"),
        "empty details filled"
    );
    let check = |database: &Database| {
        let players = database.players().unwrap();
        assert!(players.iter().all(|h| h.player.name != "Evelyne"));
        let eve = history(&players, "Eve");
        let played: Vec<&str> = eve.events.iter().map(|p| p.tournament.as_str()).collect();
        assert_eq!(played, ["Monday 2", "Monday 3"]);
        assert_eq!(eve.events[1].place, Some(1));
    };
    check(&database);
    let filled = database.rebuild(&folders).unwrap();
    assert_eq!(
        filled.new_players, 0,
        "Evelyne links to Eve after the merge"
    );
    check(&database);
}

fn a_bad_merge_changes_nothing(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let database = db.open();
    database.rebuild(&two_weeks(dir.path())).unwrap();
    let before = database.content().unwrap();
    let unknown = database.merge("Bob", "Zed").unwrap_err();
    assert!(matches!(&unknown, DbError::UnknownPlayer { typed } if typed == "Zed"));
    assert!(matches!(
        database.merge("Bob", "bob"),
        Err(DbError::SamePlayer { .. })
    ));
    assert!(matches!(
        database.merge("Bob", "999"),
        Err(DbError::UnknownPlayer { .. })
    ));
    let bad_email = Details {
        email: Some("bob at club".into()),
        ..Details::default()
    };
    assert!(matches!(
        database.set("Bob", &bad_email),
        Err(DbError::BadEmail { .. })
    ));
    assert!(matches!(
        database.add("  ", &Details::default()),
        Err(DbError::Name(_))
    ));
    assert_eq!(database.content().unwrap(), before);
}

fn namesakes_are_not_linked_and_are_reported(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let folders = two_weeks(dir.path());
    let database = db.open();
    database.rebuild(&folders).unwrap();
    let bob = database.player("Bob").unwrap().id;
    assert_eq!(database.link("BOB").unwrap(), Link::One(bob));
    assert_eq!(database.link("Bobby").unwrap(), Link::Nobody);
    // The club adds a second Bob: a registered "Bob" is now nobody's for sure.
    let other = database
        .add(
            "Bob",
            &Details {
                nickname: Some("Big Bob".into()),
                ..Details::default()
            },
        )
        .unwrap();
    assert_eq!(
        database.link("bob").unwrap(),
        Link::Several(vec![bob, other])
    );
    let filled = database.rebuild(&folders).unwrap();
    assert_eq!(filled.not_linked.len(), 2, "Bob in both weeks");
    assert!(
        filled
            .not_linked
            .iter()
            .all(|(_, name, ids)| name == "Bob" && *ids == [bob, other])
    );
    let players = database.players().unwrap();
    assert!(
        players
            .iter()
            .filter(|h| h.player.name == "Bob")
            .all(|h| h.events.is_empty())
    );
    assert!(matches!(
        database.player("Bob"),
        Err(DbError::SeveralPlayers { ids, .. }) if ids == [bob, other]
    ));
    // Merging the namesakes links Bob again.
    database
        .merge(&bob.to_string(), &other.to_string())
        .unwrap();
    let filled = database.rebuild(&folders).unwrap();
    assert!(filled.not_linked.is_empty());
    assert_eq!(history(&database.players().unwrap(), "Bob").events.len(), 2);
}

fn search_as_you_type_ignores_accents_and_case(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let database = db.open();
    database.rebuild(&two_weeks(dir.path())).unwrap();
    database
        .add(
            "Léa Zoellner",
            &Details {
                nickname: Some("Zed".into()),
                ..Details::default()
            },
        )
        .unwrap();
    let names = |query: &str| -> Vec<String> {
        database
            .search(query)
            .unwrap()
            .into_iter()
            .map(|p| p.name)
            .collect()
    };
    assert_eq!(names("lefev"), ["Zoé Lefèvre"]);
    assert_eq!(
        names("ZOE"),
        ["Zoé Lefèvre", "Léa Zoellner"],
        "whole-name starts first"
    );
    assert_eq!(names("lea zo"), ["Léa Zoellner"]);
    assert_eq!(names("zed"), ["Léa Zoellner"], "by nickname");
    assert!(names("zoey").is_empty());
    assert_eq!(names("").len(), 6);
}

fn a_database_at_version_1_is_brought_up_to_date_with_its_data(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let folders = two_weeks(dir.path());
    {
        let old = Database::open_at(&db.location, 1).unwrap();
        assert!(old.content().is_err(), "version 1 has no aliases table yet");
    }
    // What Riffle wrote at version 1: a player typed in with an e-mail, an event and a result.
    let sql = [
        "INSERT INTO players (id, name, folded, email) VALUES (1, 'Zoé Lefèvre', 'zoe lefevre', 'zoe@club.fr')",
        "INSERT INTO events (id, folder, name, started, field, buy_in) VALUES (1, '/old/week-0', 'Monday 0', '2026-10-26T20:00:00Z', 9, 20)",
        "INSERT INTO results (event_id, folded, name, player_id, entries, place, prize, bounties, penalties) VALUES (1, 'zoe lefevre', 'Zoé Lefèvre', 1, 1, 3, 40, 0, 0)",
    ];
    match &db.location {
        Location::Postgres(url) => {
            postgres_admin(url, &sql.map(str::to_string));
        }
        Location::Sqlite(path) => {
            use sqlx::Connection;
            sqlx::any::install_default_drivers();
            runtime().block_on(async {
                let url = format!("sqlite://{}", path.display());
                let mut conn = sqlx::AnyConnection::connect(&url).await.unwrap();
                for statement in sql {
                    sqlx::raw_sql(statement).execute(&mut conn).await.unwrap();
                }
                conn.close().await.unwrap();
            });
        }
    }
    let database = db.open();
    let players = database.players().unwrap();
    assert_eq!(players.len(), 1);
    assert_eq!(players[0].player.email.as_deref(), Some("zoe@club.fr"));
    assert_eq!(players[0].events[0].tournament, "Monday 0");
    assert_eq!(players[0].events[0].prize, 40);
    // Version 2 works on the old data: a merge keeps its alias.
    database.rebuild(&folders).unwrap();
    let zoe = database.player("zoe lefevre").unwrap();
    assert_eq!(
        zoe.email.as_deref(),
        Some("zoe@club.fr"),
        "the typed details survive"
    );
    assert_eq!(LATEST_VERSION, 4);
}

fn an_empty_database_gets_every_table(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let database = db.open();
    let content = database.content().unwrap();
    assert_eq!(content.len(), 4);
    assert!(content.iter().all(|(_, rows)| rows.is_empty()));
    drop(database);
    // Opening again runs nothing twice.
    assert_eq!(db.open().content().unwrap(), content);
}

fn riffle_db_players_json_lists_each_player_with_name_and_events(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let folders = two_weeks(dir.path());
    let riffle = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_riffle"))
            .arg("db")
            .args(["--database", &db.typed()])
            .args(args)
            .env_remove("RIFFLE_DATABASE_URL")
            .output()
            .unwrap();
        (
            out.status.success(),
            String::from_utf8(out.stdout).unwrap(),
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let folder_args: Vec<&str> = folders.iter().map(|f| f.to_str().unwrap()).collect();
    let (ok, _, err) = riffle(&[&["rebuild"], folder_args.as_slice()].concat());
    assert!(ok, "{err}");
    let (ok, out, err) = riffle(&["players", "--json"]);
    assert!(ok, "{err}");
    let players: serde_json::Value = serde_json::from_str(&out).unwrap();
    let players = players.as_array().unwrap();
    assert_eq!(players.len(), 5);
    let zoe = players.iter().find(|p| p["name"] == "Zoé Lefèvre").unwrap();
    let events: Vec<&str> = zoe["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["tournament"].as_str().unwrap())
        .collect();
    assert_eq!(events, ["Monday 1", "Monday 2"]);
    // A refusal is one sentence in the language asked for, and changes nothing.
    let (ok, _, err) = riffle(&["merge", "Bob", "Zed", "--lang", "fr"]);
    assert!(!ok);
    assert_eq!(
        err.trim(),
        "erreur\u{a0}: aucun joueur n'a le numéro ou le nom «\u{a0}Zed\u{a0}»\u{a0}: \
         `riffle db players` les liste"
    );
    let (ok, again, _) = riffle(&["players", "--json"]);
    assert!(ok);
    assert_eq!(again, out);
}

fn a_scripts_registration_links_to_the_one_player_of_that_name(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let database = db.open();
    database.rebuild(&two_weeks(dir.path())[..1]).unwrap();
    let zoe = database.player("Zoé Lefèvre").unwrap().id;
    let bob = database.player("Bob").unwrap().id;
    let other_bob = database.add("Bob", &Details::default()).unwrap();
    let script = dir.path().join("week-4.ron");
    std::fs::write(
        &script,
        r#"[Create(name: "Monday 4", structure: Shipped("deep-stack")),
            Register(name: "ZOE LEFEVRE"), Register(name: "Bob"), Register(name: "Nina")]"#,
    )
    .unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_riffle"))
        .arg("script")
        .arg(&script)
        .arg("--tournament")
        .arg(dir.path().join("week-4"))
        .args(["--now", "2026-11-23T20:00:00Z", "--database", &db.typed()])
        .output()
        .unwrap();
    let said = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{said}");
    assert!(
        said.contains(&format!("linked ZOE LEFEVRE -> #{zoe}")),
        "{said}"
    );
    assert!(
        said.contains(&format!(
            "not linked Bob: players #{bob}, #{other_bob} have this name"
        )),
        "{said}"
    );
    let players = database.players().unwrap();
    let played: Vec<&str> = history(&players, "Zoé Lefèvre")
        .events
        .iter()
        .map(|p| p.tournament.as_str())
        .collect();
    assert_eq!(played, ["Monday 1", "Monday 4"]);
    assert_eq!(
        history(&players, "Nina").events.len(),
        1,
        "a new name is a new player"
    );
    assert!(said.contains("linked Nina -> #"), "{said}");
}

fn an_events_results_carry_the_databases_names(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let folders = two_weeks(dir.path());
    let database = db.open();
    database.rebuild(&folders).unwrap();
    let eve = database.player("Eve").unwrap().id;
    database
        .set(
            "Eve",
            &Details {
                nickname: Some("Evie".into()),
                ..Details::default()
            },
        )
        .unwrap();
    // The club merges "Zoé Lefèvre" into a record typed as "Zoe Lefevre-Martin".
    let kept = database
        .add("Zoe Lefevre-Martin", &Details::default())
        .unwrap();
    database.merge(&kept.to_string(), "Zoé Lefèvre").unwrap();
    let csv =
        riffle_store::export::named_results_csv(&database.event_results(&folders[1]).unwrap());
    let rows: Vec<Vec<&str>> = csv.lines().map(|l| l.split(',').collect()).collect();
    assert_eq!(
        rows[0],
        [
            "place",
            "player",
            "name",
            "registered_as",
            "entries",
            "prize",
            "bounties",
            "penalties"
        ]
    );
    // Week 2: Eve out third; Zoé and Bob (re-entered) still in, listed after by name.
    let bob = database.player("Bob").unwrap().id.to_string();
    let (eve, kept) = (eve.to_string(), kept.to_string());
    assert_eq!(rows[1], ["3", &eve, "Eve", "Eve", "1", "0", "0", "0"]);
    assert_eq!(rows[2], ["", &bob, "Bob", "Bob", "2", "0", "0", "0"]);
    assert_eq!(
        rows[3],
        [
            "",
            &kept,
            "Zoe Lefevre-Martin",
            "zoe lefevre",
            "1",
            "0",
            "0",
            "0"
        ]
    );
    assert_eq!(rows.len(), 4);
}

/// A player unregistered before the draw with a refund played no event: the club's history
/// has no line for it, and the field counts the entries that played.
fn an_entry_unregistered_before_the_draw_is_no_event_played(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let folder = event(
        dir.path(),
        "week-1",
        "Monday 1",
        2,
        r#"[Register(name: "Ann"), Register(name: "Bob"), Register(name: "Cy"),
            Register(name: "Dee"), Unregister(player: 1), DrawSeats, StartClock]"#,
    );
    let database = db.open();
    database.rebuild(&[folder]).unwrap();
    let players = database.players().unwrap();
    assert!(
        players.iter().all(|h| h.player.name != "Bob"),
        "{players:?}"
    );
    assert_eq!(history(&players, "Ann").events[0].field, 3);
}

/// A TD3 save whose fixed prizes pay less than the pool: the club's database has each place's
/// award as TD3 paid it, and the rest as the house's on the event, paid to no place.
fn what_td3_paid_no_place_is_the_houses_in_the_database(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/store/tests/fixtures/td3");
    let text = std::fs::read_to_string(fixtures.join("club_night.tdt")).unwrap();
    assert!(text.contains("CalculatedAmount: 156"));
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("fixed_prizes.tdt");
    std::fs::write(
        &save,
        text.replacen("CalculatedAmount: 156", "CalculatedAmount: 56", 1),
    )
    .unwrap();
    let into = dir.path().join("events");
    riffle_store::td3::import(&[save], &into, Some(&db.location)).unwrap();
    let database = db.open();
    let ann = database.history_of("Ann").unwrap().unwrap();
    let cy = database.history_of("Cy").unwrap().unwrap();
    assert_eq!((ann.events[0].prize, cy.events[0].prize), (234, 56));
    for history in [&ann, &cy] {
        let played = &history.events[0];
        assert_eq!((played.kept, played.kept_fund.as_deref()), (100, None));
    }
    // A rebuild from the journals keeps it.
    database.rebuild(&[into.join("fixed_prizes")]).unwrap();
    let ann = database.history_of("Ann").unwrap().unwrap();
    assert_eq!((ann.events[0].prize, ann.events[0].kept), (234, 100));
}

/// TD3 saves imported one after the other: each TD3 player is one player of the club, found
/// again by TD3's id when TD3 renamed them (the new name an alias), with the country TD3 had.
fn td3_players_are_linked_once_by_their_id(backend: Backend) {
    let Some(db) = TestDb::new(backend) else {
        return;
    };
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/store/tests/fixtures/td3");
    let into = tempfile::tempdir().unwrap();
    for save in ["club_night.tdt", "chopped_final.tdt"] {
        riffle_store::td3::import(&[fixtures.join(save)], into.path(), Some(&db.location)).unwrap();
    }
    let database = db.open();
    let ann = database.td3_player("a1").unwrap().unwrap();
    assert_eq!(database.players().unwrap().len(), 6);
    let annie = database.history_of("Annie").unwrap().unwrap();
    assert_eq!((annie.player.id, annie.events.len()), (ann, 2));
    assert_eq!(
        database
            .names_and_countries(&["Annie".to_string(), "Bob".to_string()])
            .unwrap(),
        vec![
            Some(riffle_store::players::NameAndCountry::new(
                "Ann",
                Some("France")
            )),
            Some(riffle_store::players::NameAndCountry::new("Bob", None))
        ]
    );
}

/// Each function above, on SQLite and on PostgreSQL.
macro_rules! on_both_databases {
    ($($test:ident),+ $(,)?) => {
        mod sqlite {
            $(#[test] fn $test() { super::$test(super::Backend::Sqlite) })+
        }
        mod postgres {
            $(#[test] fn $test() { super::$test(super::Backend::Postgres) })+
        }
    };
}

on_both_databases!(
    rebuilding_twice_gives_the_same_content_table_by_table,
    each_players_history_is_the_events_standings,
    a_folder_that_is_not_a_tournament_changes_nothing,
    a_merge_moves_the_history_and_survives_a_rebuild,
    a_bad_merge_changes_nothing,
    namesakes_are_not_linked_and_are_reported,
    search_as_you_type_ignores_accents_and_case,
    a_database_at_version_1_is_brought_up_to_date_with_its_data,
    an_empty_database_gets_every_table,
    riffle_db_players_json_lists_each_player_with_name_and_events,
    a_scripts_registration_links_to_the_one_player_of_that_name,
    an_events_results_carry_the_databases_names,
    an_entry_unregistered_before_the_draw_is_no_event_played,
    td3_players_are_linked_once_by_their_id,
    what_td3_paid_no_place_is_the_houses_in_the_database,
);

#[test]
fn a_database_that_cannot_be_reached_is_named_and_nothing_is_created() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-folder").join("players.sqlite");
    let refused = Database::open(&Location::Sqlite(missing.clone()))
        .err()
        .unwrap();
    assert!(matches!(refused, DbError::Unreachable { .. }), "{refused}");
    assert!(!missing.exists());
    let refused = Database::open(&Location::Postgres(
        "postgres://td:secret@127.0.0.1:1/riffle".into(),
    ))
    .err()
    .unwrap();
    let said = refused.to_string();
    assert!(
        said.contains("127.0.0.1:1") && !said.contains("secret"),
        "{said}"
    );
    assert!(matches!(
        Location::parse("mysql://db/riffle"),
        Err(DbError::BadLocation { .. })
    ));
}

#[test]
fn the_database_is_beside_the_tournaments_unless_riffle_database_url_names_one() {
    let dir = tempfile::tempdir().unwrap();
    let club = dir.path().join("club");
    let folders = two_weeks(&club);
    let riffle = |env: Option<&str>| {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_riffle"));
        command.args(["db", "rebuild"]).args(&folders);
        match env {
            Some(url) => command.env("RIFFLE_DATABASE_URL", url),
            None => command.env_remove("RIFFLE_DATABASE_URL"),
        };
        command.output().unwrap()
    };
    let out = riffle(None);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(club.join("players.sqlite").is_file());
    let elsewhere = dir.path().join("circuit.sqlite");
    let out = riffle(Some(&format!("sqlite://{}", elsewhere.display())));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(elsewhere.is_file());
    let players = Database::open(&Location::Sqlite(elsewhere))
        .unwrap()
        .players()
        .unwrap();
    assert_eq!(players.len(), 5);
    // A URL of no database Riffle speaks is refused, and nothing is created.
    let out = riffle(Some("mysql://td:secret@db.club/riffle"));
    assert!(!out.status.success());
    let said = String::from_utf8(out.stderr).unwrap();
    assert!(
        said.contains("is not a database") && !said.contains("secret"),
        "{said}"
    );
}

#[test]
fn a_database_from_a_later_riffle_is_refused_and_left_as_it_is() {
    use sqlx::Connection;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("players.sqlite");
    let location = Location::Sqlite(file.clone());
    drop(Database::open(&location).unwrap());
    // A later Riffle applied a version 5 this one does not know.
    sqlx::any::install_default_drivers();
    runtime().block_on(async {
        let mut conn = sqlx::AnyConnection::connect(&format!("sqlite://{}", file.display()))
            .await
            .unwrap();
        sqlx::raw_sql(
            "INSERT INTO _sqlx_migrations (version, description, success, checksum, \
             execution_time) VALUES (5, 'later', TRUE, X'00', 0)",
        )
        .execute(&mut conn)
        .await
        .unwrap();
        conn.close().await.unwrap();
    });
    let before = std::fs::read(&file).unwrap();
    let refused = Database::open(&location).err().unwrap();
    assert!(matches!(refused, DbError::Schema { .. }), "{refused}");
    assert!(refused.to_string().contains("later Riffle"), "{refused}");
    assert_eq!(std::fs::read(&file).unwrap(), before);
}
