//! The club's player database: who the club knows (name, nickname, e-mail, phone, photo,
//! notes) and what each played (events, places, prizes, bounties, penalties). The tournament
//! journals stay the record: the events and results are always filled from them, never typed,
//! and [`Database::rebuild`] empties and refills them; the directory of players is kept, with
//! the merges made, so the club's own details survive a rebuild.
//!
//! Where it lives: an SQLite file, by default `players.sqlite` in the folder that holds the
//! tournament folders ([`default_location`]), or the URL in `RIFFLE_DATABASE_URL`: a
//! `postgres://` URL uses PostgreSQL with the same code and the same SQL (`migrations/`), for a
//! circuit with several venues.
//!
//! A registration links to a player by name: the name's [`name_key`] (case, accents and
//! punctuation folded) against every player's name and the names merged into them. One player:
//! linked. None: a new player. Several (two namesakes the club keeps apart): not linked, and
//! the rebuild reports it. The link lives here, computed each time the event is filled, so the
//! journal keeps only the name as typed and a merge re-links every event at the next fill.
//!
//! The app is synchronous: the handle owns a small tokio runtime and waits for each query. Do
//! not call it from inside another tokio runtime (the venue server's handlers).

use crate::league_file::places_of_event;
use crate::player_places::{PlaceOf, player_places};
use crate::session::{SessionError, View};
use futures_util::future::BoxFuture;
use riffle_text::fill;
use riffle_text::{Folded, Lang, Say, fold, name_key};
use riffle_tournament::{RuleError, Tournament};
use serde::Serialize;
use sqlx::any::{AnyPoolOptions, AnyRow};
use sqlx::error::BoxDynError;
use sqlx::migrate::{Migration, MigrationSource, MigrationType, Migrator};
use sqlx::{Any, AnyConnection, AnyPool, Connection, Row, Transaction};
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The environment variable that names the club's database (a file, `sqlite://FILE` or
/// `postgres://...`), for every Riffle on the computer.
pub const DATABASE_URL_VAR: &str = "RIFFLE_DATABASE_URL";

/// The database file's name in the folder of the tournament folders.
pub const DEFAULT_FILE: &str = "players.sqlite";

/// The schema's versions, oldest first, compiled into the program from `migrations/`: each
/// runs once, in order, when a database is opened, so an older database is brought up to date
/// and a newer one (from a later Riffle) is refused rather than misread.
const MIGRATIONS: &[(i64, &str, &str)] = &[
    (
        1,
        "players",
        include_str!("../../../migrations/0001_players.sql"),
    ),
    (
        2,
        "aliases",
        include_str!("../../../migrations/0002_aliases.sql"),
    ),
    (
        3,
        "td3_players",
        include_str!("../../../migrations/0003_td3_players.sql"),
    ),
    (
        4,
        "event_kept",
        include_str!("../../../migrations/0004_event_kept.sql"),
    ),
];

/// The latest schema version this Riffle writes.
pub const LATEST_VERSION: i64 = 4;

/// How long to wait for the database server before saying it cannot be reached.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// The migrations up to a version, as sqlx's migrator reads them.
#[derive(Debug)]
struct Embedded {
    upto: i64,
}

impl<'s> MigrationSource<'s> for Embedded {
    fn resolve(self) -> BoxFuture<'s, Result<Vec<Migration>, BoxDynError>> {
        Box::pin(async move {
            Ok(MIGRATIONS
                .iter()
                .filter(|(version, _, _)| *version <= self.upto)
                .map(|&(version, description, sql)| {
                    Migration::new(
                        version,
                        Cow::Borrowed(description),
                        MigrationType::Simple,
                        Cow::Borrowed(sql),
                        false,
                    )
                })
                .collect())
        })
    }
}

/// Where the database is, as the club gave it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Location {
    /// An SQLite file, created when missing.
    Sqlite(PathBuf),
    /// A PostgreSQL server's URL.
    Postgres(String),
}

impl Location {
    /// Reads what the club typed: a `postgres://` or `postgresql://` URL, an `sqlite:` URL,
    /// or a plain file path. Any other `scheme://` is refused: a typo must not create a file.
    pub fn parse(typed: &str) -> Result<Location, DbError> {
        let typed = typed.trim();
        if typed.starts_with("postgres://") || typed.starts_with("postgresql://") {
            return Ok(Location::Postgres(typed.to_string()));
        }
        if let Some(path) = typed
            .strip_prefix("sqlite://")
            .or_else(|| typed.strip_prefix("sqlite:"))
        {
            let path = path.split('?').next().unwrap_or_default();
            if path.is_empty() {
                return Err(DbError::BadLocation {
                    typed: typed.to_string(),
                });
            }
            return Ok(Location::Sqlite(PathBuf::from(path)));
        }
        if typed.is_empty() || typed.contains("://") {
            return Err(DbError::BadLocation {
                typed: shown(typed),
            });
        }
        Ok(Location::Sqlite(PathBuf::from(typed)))
    }

    /// `RIFFLE_DATABASE_URL` when set, else `players.sqlite` in `tournaments` (the folder that
    /// holds the tournament folders).
    pub fn from_env_or(tournaments: &Path) -> Result<Location, DbError> {
        Location::from_env_or_configured(None, tournaments)
    }

    /// `RIFFLE_DATABASE_URL` when set, else the location the club gave in the app's Settings
    /// (`configured`), else `players.sqlite` in `tournaments`.
    pub fn from_env_or_configured(
        configured: Option<&str>,
        tournaments: &Path,
    ) -> Result<Location, DbError> {
        match (std::env::var(DATABASE_URL_VAR), configured) {
            (Ok(url), _) if !url.trim().is_empty() => Location::parse(&url),
            (_, Some(configured)) => Location::parse(configured),
            _ => Ok(Location::Sqlite(default_location(tournaments))),
        }
    }

    /// The location as the club set it in the environment, if it did.
    pub fn from_env() -> Option<String> {
        std::env::var(DATABASE_URL_VAR)
            .ok()
            .filter(|url| !url.trim().is_empty())
    }

    /// The URL sqlx connects to. An SQLite file is created when missing (`mode=rwc`); `%`, `?`
    /// and `#` in its path are escaped so they stay part of the name.
    fn url(&self) -> String {
        match self {
            Location::Postgres(url) => url.clone(),
            Location::Sqlite(path) => {
                let mut escaped = String::new();
                for c in path.to_string_lossy().chars() {
                    match c {
                        '%' => escaped.push_str("%25"),
                        '?' => escaped.push_str("%3F"),
                        '#' => escaped.push_str("%23"),
                        c => escaped.push(c),
                    }
                }
                format!("sqlite://{escaped}?mode=rwc")
            }
        }
    }

    /// The location as it may be shown: a PostgreSQL password is never printed.
    pub fn shown(&self) -> String {
        match self {
            Location::Postgres(url) => shown(url),
            Location::Sqlite(path) => path.display().to_string(),
        }
    }
}

/// A URL with its password replaced by `***`.
fn shown(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
    let Some((user, host)) = authority.rsplit_once('@') else {
        return url.to_string();
    };
    let user = user.split(':').next().unwrap_or_default();
    let slash = if rest.contains('/') { "/" } else { "" };
    format!("{scheme}://{user}:***@{host}{slash}{path}")
}

/// The default database of the tournaments kept in `tournaments`: one file beside them, so
/// every tournament of the club's folder shares it.
pub fn default_location(tournaments: &Path) -> PathBuf {
    tournaments.join(DEFAULT_FILE)
}

/// Why the database refused: a bad location, a server that cannot be reached, a folder that is
/// no tournament, an unknown player. Nothing was changed.
#[derive(Debug)]
pub enum DbError {
    /// Neither a file, an `sqlite:` URL nor a `postgres://` URL.
    BadLocation { typed: String },
    /// The database could not be opened or reached.
    Unreachable { location: String, cause: String },
    /// Its schema could not be brought up to date (a database from a later Riffle, or one
    /// that is not Riffle's).
    Schema { location: String, cause: String },
    /// A query failed; the change was rolled back.
    Failed { cause: String },
    /// A folder could not be read as a tournament (boxed: the journal's reasons are large).
    Tournament {
        folder: PathBuf,
        cause: Box<SessionError>,
    },
    /// No player has this number or name.
    UnknownPlayer { typed: String },
    /// Several players have this name: the number says which.
    SeveralPlayers { typed: String, ids: Vec<i64> },
    /// A player cannot be merged into themselves.
    SamePlayer { id: i64 },
    /// A name refused at the door, as a registration would refuse it.
    Name(RuleError),
    /// An e-mail address needs one `@` with something on each side, and no spaces.
    BadEmail { typed: String },
    /// A phone number is digits, spaces, `+`, `-`, `.`, `(` and `)`, with at least 4 digits.
    BadPhone { typed: String },
}

riffle_text::sentence_file!(fn words = "database.ron");

impl Say for DbError {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            DbError::BadLocation { typed } => fill!(w, "BadLocation", typed),
            DbError::Unreachable { location, cause } => {
                fill!(w, "Unreachable", location, cause)
            }
            DbError::Schema { location, cause } => fill!(w, "Schema", location, cause),
            DbError::Failed { cause } => fill!(w, "Failed", cause),
            DbError::Tournament { folder, cause } => fill!(
                w,
                "Tournament",
                folder = folder.display(),
                cause = cause.say(lang)
            ),
            DbError::UnknownPlayer { typed } => fill!(w, "UnknownPlayer", typed),
            DbError::SeveralPlayers { typed, ids } => {
                let ids = ids
                    .iter()
                    .map(i64::to_string)
                    .collect::<Vec<_>>()
                    .join(", ");
                fill!(w, "SeveralPlayers", typed, ids)
            }
            DbError::SamePlayer { id } => fill!(w, "SamePlayer", id),
            DbError::Name(error) => fill!(w, "Name", cause = error.say(lang)),
            DbError::BadEmail { typed } => fill!(w, "BadEmail", typed),
            DbError::BadPhone { typed } => fill!(w, "BadPhone", typed),
        }
    }
}
riffle_text::worded!(DbError);

fn failed(error: sqlx::Error) -> DbError {
    DbError::Failed {
        cause: error.to_string(),
    }
}

/// A player of the club's directory.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Player {
    /// The player's number in the database, the one `riffle db merge` and `set` take.
    pub id: i64,
    pub name: String,
    pub nickname: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    /// A photo's file path, for the window and printed pages.
    pub photo: Option<String>,
    /// The club's notes; never shown to players.
    pub notes: Option<String>,
}

/// The details the club types about a player, each replacing the one stored when given (an
/// empty text clears it).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Details {
    pub nickname: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    pub photo: Option<String>,
    pub notes: Option<String>,
}

/// What a player did in one event, as its journal's standings say.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Played {
    /// The tournament folder.
    pub folder: String,
    /// The tournament's name.
    pub tournament: String,
    /// When the tournament was created (RFC 3339, UTC).
    pub date: String,
    /// Entries in the whole field.
    pub field: i64,
    /// What one entry cost (prize pool, fees and bounty).
    pub buy_in: i64,
    /// What of the event's pool its prizes left to the house, paid to no place.
    pub kept: i64,
    /// The fund the kept money went to; none when the house kept it.
    pub kept_fund: Option<String>,
    /// The name as it was registered.
    pub registered_as: String,
    /// This player's entries (1, plus re-entries).
    pub entries: i64,
    /// The player's place among the event's players (from the best of the player's entries);
    /// none while an entry is still in.
    pub place: Option<i64>,
    /// Prizes of all the player's entries.
    pub prize: i64,
    /// Bounties the cashier paid the player.
    pub bounties: i64,
    /// Penalties given to the player.
    pub penalties: i64,
}

/// A result of one event with the database's name of its player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NamedResult {
    /// The player's number; none when namesakes keep the name unlinked.
    pub player: Option<i64>,
    /// The player's name in the database, or the name registered when unlinked.
    pub name: String,
    pub registered_as: String,
    pub entries: i64,
    pub place: Option<i64>,
    pub prize: i64,
    pub bounties: i64,
    pub penalties: i64,
}

/// A player with the events they played, oldest first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct History {
    #[serde(flatten)]
    pub player: Player,
    pub events: Vec<Played>,
}

/// A player's name in the club's directory and country, if the club knows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NameAndCountry {
    pub name: String,
    pub country: Option<String>,
    /// The name has no surname (a nickname such as "Erik S", as TD3 held it): a sheet keeps
    /// it whole instead of splitting it at its first space.
    pub no_surname: bool,
}

impl NameAndCountry {
    /// A full name, split at its first space on a sheet.
    pub fn new(name: &str, country: Option<&str>) -> NameAndCountry {
        NameAndCountry {
            name: name.to_string(),
            country: country.map(str::to_string),
            no_surname: false,
        }
    }

    /// The first name and the surname: the name split at its first space, or whole when it
    /// has no surname.
    pub fn first_name_and_surname(&self) -> (String, String) {
        match self.name.split_once(' ') {
            Some((first, rest)) if !self.no_surname => (first.to_string(), rest.trim().to_string()),
            _ => (self.name.clone(), String::new()),
        }
    }
}

/// A player of a TD3 save, as the import links it: TD3's id, the name registered, the country
/// TD3 has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Td3Player {
    pub uuid: String,
    pub name: String,
    pub country: Option<String>,
    /// TD3 holds no surname for the player (a nickname alone, "Erik S"): the club's player
    /// made for it keeps the name whole on the sheets (its nickname is the name).
    pub no_surname: bool,
}

/// The player a registered name belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    /// Exactly one player has this name (or had it merged in).
    One(i64),
    /// Nobody: filling the event makes a new player.
    Nobody,
    /// Namesakes the club keeps apart: not linked until one is merged or renamed.
    Several(Vec<i64>),
}

/// What a fill from the journals did.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Filled {
    pub events: usize,
    pub results: usize,
    /// Players made for names nobody had.
    pub new_players: usize,
    /// Names left unlinked because several players have them: (folder, name, their numbers).
    pub not_linked: Vec<(String, String, Vec<i64>)>,
    /// TD3 players linked to a club player by an equal name alone, each said in the import's
    /// summary so two people of one name are seen.
    pub linked_by_name: Vec<NameLink>,
}

/// A TD3 player linked to the club's player of the same name, with the TD3 ids that player
/// already had: two ids are two TD3 players, maybe two people.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct NameLink {
    pub name: String,
    pub uuid: String,
    pub player: i64,
    /// The TD3 ids the club's player was linked to before.
    pub before: Vec<String>,
}

/// One event read from its journal, before anything is written: what the database and a
/// league take from it.
pub(crate) struct EventRead {
    pub(crate) folder: String,
    name: String,
    /// When the event was created, RFC 3339 in UTC.
    pub(crate) date: String,
    pub(crate) field: i64,
    pub(crate) buy_in: i64,
    /// What of the pool the prizes left to the house, and the fund it went to.
    kept: i64,
    kept_fund: Option<String>,
    pub(crate) results: Vec<ResultRead>,
}

/// What the entries of one name did in one event.
pub(crate) struct ResultRead {
    /// The name's [`name_key`]: entries with one key are one player's.
    pub(crate) key: String,
    /// The name as first registered.
    pub(crate) name: String,
    entries: i64,
    /// The player's place among players, from the best of the name's entries; none while
    /// one is still in.
    pub(crate) place: Option<i64>,
    pub(crate) prize: i64,
    bounties: i64,
    penalties: i64,
}

fn to_i64<T: TryInto<i64>>(value: T) -> i64 {
    value.try_into().unwrap_or(i64::MAX)
}

/// An event's results by player, from its standings (the one home of places and prizes):
/// entries of the same name are one player's entries and re-entries.
fn results_of(tournament: &Tournament, of: PlaceOf) -> Vec<ResultRead> {
    let standings = tournament.standings();
    let mut by_key: Vec<ResultRead> = Vec::new();
    // An entry unregistered before the draw is not an event played.
    for entry in tournament.entries().iter().filter(|e| e.counted()) {
        let key = name_key(&entry.name);
        let standing = standings.iter().find(|s| s.player == entry.id);
        let penalties = tournament
            .penalties()
            .iter()
            .filter(|p| p.player == entry.id)
            .count();
        let at = match by_key.iter().position(|r| r.key == key) {
            Some(at) => at,
            None => {
                by_key.push(ResultRead {
                    key: key.clone(),
                    name: entry.name.clone(),
                    entries: 0,
                    place: None,
                    prize: 0,
                    bounties: 0,
                    penalties: 0,
                });
                by_key.len() - 1
            }
        };
        let result = &mut by_key[at];
        result.entries += 1;
        if let Some(s) = standing {
            result.prize = result.prize.saturating_add(to_i64(s.prize));
        }
        result.bounties = result
            .bounties
            .saturating_add(to_i64(tournament.bounties_paid(entry.id)));
        result.penalties = result.penalties.saturating_add(to_i64(penalties));
    }
    // A player's place among players (the best or the last entry's, as the league file says),
    // not an entry's among entries.
    let places = player_places(tournament, of);
    for result in &mut by_key {
        result.place = places
            .iter()
            .find(|p| p.key == result.key)
            .and_then(|p| p.place)
            .map(i64::from);
    }
    by_key
}

/// Reads one tournament folder (without its lock: the app may have it open), each player placed
/// by the entry `of` says.
pub(crate) fn read_event(folder: &Path, of: PlaceOf) -> Result<EventRead, DbError> {
    let refused = |cause| DbError::Tournament {
        folder: folder.to_path_buf(),
        cause: Box::new(cause),
    };
    let view = View::open(folder).map_err(refused)?;
    let tournament = view.tournament();
    let folder = super::resolved(folder).unwrap_or_else(|_| folder.to_path_buf());
    Ok(EventRead {
        folder: folder.display().to_string(),
        name: tournament.name().to_string(),
        date: tournament
            .created()
            .to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        field: to_i64(tournament.entries_counted()),
        buy_in: tournament
            .structure()
            .entry()
            .total()
            .map_or(i64::MAX, to_i64),
        kept: tournament.kept().map_or(0, |k| to_i64(k.amount)),
        kept_fund: tournament.kept().and_then(|k| k.fund.clone()),
        results: results_of(tournament, of),
    })
}

/// The club's database, open.
pub struct Database {
    runtime: tokio::runtime::Runtime,
    pool: AnyPool,
}

impl Drop for Database {
    fn drop(&mut self) {
        // Closed here so an SQLite file is released when the handle goes.
        self.runtime.block_on(self.pool.close());
    }
}

impl Database {
    /// Opens (or creates) the database and brings its schema up to date.
    pub fn open(location: &Location) -> Result<Database, DbError> {
        Database::open_at(location, LATEST_VERSION)
    }

    /// Opens the database with its schema brought only up to `version`, as an older Riffle
    /// left it: how an upgrade from each version is tested.
    pub fn open_at(location: &Location, version: i64) -> Result<Database, DbError> {
        sqlx::any::install_default_drivers();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|error| DbError::Unreachable {
                location: location.shown(),
                cause: error.to_string(),
            })?;
        let unreachable = |cause: String| DbError::Unreachable {
            location: location.shown(),
            cause,
        };
        let url = location.url();
        // One connection first, so the cause is the server's answer (refused, wrong
        // password) rather than the pool's time-out after its retries.
        let pool = runtime.block_on(async {
            let first = tokio::time::timeout(CONNECT_TIMEOUT, AnyConnection::connect(&url))
                .await
                .map_err(|_| unreachable(format!("no answer in {} s", CONNECT_TIMEOUT.as_secs())))?
                .map_err(|error| unreachable(error.to_string()))?;
            first
                .close()
                .await
                .map_err(|error| unreachable(error.to_string()))?;
            AnyPoolOptions::new()
                .max_connections(2)
                .acquire_timeout(CONNECT_TIMEOUT)
                .connect(&url)
                .await
                .map_err(|error| unreachable(error.to_string()))
        })?;
        let database = Database { runtime, pool };
        database
            .runtime
            .block_on(async {
                Migrator::new(Embedded { upto: version })
                    .await?
                    .run(&database.pool)
                    .await
            })
            .map_err(|error| DbError::Schema {
                location: location.shown(),
                cause: error.to_string(),
            })?;
        Ok(database)
    }

    /// Empties the events and results and fills them again from these tournament folders'
    /// journals, linking each name to its player (making players for new names). Every folder
    /// is read before anything is written, and the whole fill is one transaction: a folder that
    /// is no tournament, or a failure half way, changes nothing. Filling twice from the same
    /// folders gives the same content.
    pub fn rebuild(&self, folders: &[PathBuf]) -> Result<Filled, DbError> {
        let mut events: Vec<EventRead> = Vec::new();
        for folder in folders {
            let event = read_event(folder, places_of_event(folder))?;
            if !events.iter().any(|e| e.folder == event.folder) {
                events.push(event);
            }
        }
        self.runtime.block_on(async {
            let mut tx = self.pool.begin().await.map_err(failed)?;
            for table in ["results", "events"] {
                sqlx::query(&format!("DELETE FROM {table}"))
                    .execute(&mut *tx)
                    .await
                    .map_err(failed)?;
            }
            let mut filled = Filled::default();
            for (k, event) in events.iter().enumerate() {
                insert_event(&mut tx, to_i64(k + 1), event, &mut filled).await?;
            }
            tx.commit().await.map_err(failed)?;
            Ok(filled)
        })
    }

    /// Fills one event again from its journal (after `riffle script`, or when the window
    /// closes an event), keeping every other event as it is.
    pub fn record(&self, folder: &Path) -> Result<Filled, DbError> {
        let event = read_event(folder, places_of_event(folder))?;
        self.runtime.block_on(async {
            let mut tx = self.pool.begin().await.map_err(failed)?;
            let existing = sqlx::query("SELECT id FROM events WHERE folder = $1")
                .bind(&event.folder)
                .fetch_optional(&mut *tx)
                .await
                .map_err(failed)?;
            let id = match existing {
                Some(row) => {
                    let id: i64 = row.try_get("id").map_err(failed)?;
                    for sql in [
                        "DELETE FROM results WHERE event_id = $1",
                        "DELETE FROM events WHERE id = $1",
                    ] {
                        sqlx::query(sql)
                            .bind(id)
                            .execute(&mut *tx)
                            .await
                            .map_err(failed)?;
                    }
                    id
                }
                None => next_id(&mut tx, "events").await?,
            };
            let mut filled = Filled::default();
            insert_event(&mut tx, id, &event, &mut filled).await?;
            tx.commit().await.map_err(failed)?;
            Ok(filled)
        })
    }

    /// Records imported TD3 events in one transaction: each TD3 player (id and name as
    /// registered) is linked to the club's player by TD3's id first, else by name (a new
    /// player when nobody has the name), a name TD3 changed becoming an alias, then each
    /// event's results are written. A failure writes nothing.
    pub fn import_td3(&self, events: &[(&Path, &[Td3Player])]) -> Result<Filled, DbError> {
        let mut read = Vec::with_capacity(events.len());
        for (folder, _) in events {
            read.push(read_event(folder, places_of_event(folder))?);
        }
        self.runtime.block_on(async {
            let mut tx = self.pool.begin().await.map_err(failed)?;
            let mut filled = Filled::default();
            for (_, players) in events {
                for player in players.iter() {
                    link_td3(&mut tx, player, &mut filled).await?;
                }
            }
            for event in &read {
                let id = next_id(&mut tx, "events").await?;
                for sql in [
                    "DELETE FROM results WHERE event_id IN (SELECT id FROM events WHERE folder = $1)",
                    "DELETE FROM events WHERE folder = $1",
                ] {
                    sqlx::query(sql)
                        .bind(&event.folder)
                        .execute(&mut *tx)
                        .await
                        .map_err(failed)?;
                }
                insert_event(&mut tx, id, event, &mut filled).await?;
            }
            tx.commit().await.map_err(failed)?;
            Ok(filled)
        })
    }

    /// The club's player a TD3 id was imported as, if it was.
    pub fn td3_player(&self, uuid: &str) -> Result<Option<i64>, DbError> {
        self.runtime.block_on(async {
            let row = sqlx::query("SELECT player_id FROM td3_players WHERE uuid = $1")
                .bind(uuid)
                .fetch_optional(&self.pool)
                .await
                .map_err(failed)?;
            row.map(|row| row.try_get("player_id").map_err(failed))
                .transpose()
        })
    }

    /// The club's name and country of the player each registered name links to, when it links
    /// to one: what a results sheet prints.
    pub fn names_and_countries(
        &self,
        registered: &[String],
    ) -> Result<Vec<Option<NameAndCountry>>, DbError> {
        self.runtime.block_on(async {
            let mut conn = self.pool.acquire().await.map_err(failed)?;
            let mut found = Vec::with_capacity(registered.len());
            for name in registered {
                let Link::One(id) = link_of(&mut conn, &name_key(name)).await? else {
                    found.push(None);
                    continue;
                };
                let row = sqlx::query("SELECT name, country, nickname FROM players WHERE id = $1")
                    .bind(id)
                    .fetch_one(&mut *conn)
                    .await
                    .map_err(failed)?;
                let name: String = row.try_get("name").map_err(failed)?;
                let nickname: Option<String> = row.try_get("nickname").map_err(failed)?;
                found.push(Some(NameAndCountry {
                    no_surname: nickname.as_deref() == Some(name.as_str()),
                    name,
                    country: row.try_get("country").map_err(failed)?,
                }));
            }
            Ok(found)
        })
    }

    /// The player this registered name links to.
    pub fn link(&self, name: &str) -> Result<Link, DbError> {
        self.runtime.block_on(async {
            let mut conn = self.pool.acquire().await.map_err(failed)?;
            link_of(&mut conn, &name_key(name)).await
        })
    }

    /// Every player, by name, with the events they played, oldest first.
    pub fn players(&self) -> Result<Vec<History>, DbError> {
        self.runtime.block_on(async {
            let rows = sqlx::query(
                "SELECT r.player_id AS player_id, e.folder AS folder, e.name AS tournament, \
                 e.started AS started, e.field AS field, e.buy_in AS buy_in, \
                 e.kept AS kept, e.kept_fund AS kept_fund, \
                 r.name AS registered_as, r.entries AS entries, r.place AS place, \
                 r.prize AS prize, r.bounties AS bounties, r.penalties AS penalties \
                 FROM results r JOIN events e ON e.id = r.event_id \
                 WHERE r.player_id IS NOT NULL ORDER BY e.started, e.id, r.folded",
            )
            .fetch_all(&self.pool)
            .await
            .map_err(failed)?;
            let mut events: BTreeMap<i64, Vec<Played>> = BTreeMap::new();
            for row in rows {
                let (player, played) = played_of(&row).map_err(failed)?;
                events.entry(player).or_default().push(played);
            }
            Ok(all_players(&self.pool)
                .await?
                .into_iter()
                .map(|player| History {
                    events: events.remove(&player.id).unwrap_or_default(),
                    player,
                })
                .collect())
        })
    }

    /// The club's history of the player a registered name links to (the events they played,
    /// oldest first, with places, prizes, bounties and penalties); `None` when the name links
    /// to nobody, or to namesakes the club keeps apart.
    pub fn history_of(&self, name: &str) -> Result<Option<History>, DbError> {
        let Link::One(id) = self.link(name)? else {
            return Ok(None);
        };
        Ok(self
            .players()?
            .into_iter()
            .find(|history| history.player.id == id))
    }

    /// The players whose name or nickname the typed words start (accents and case ignored,
    /// `text::search`): names starting with the whole query first, then by name. What the
    /// registration box lists as the TD types.
    pub fn search(&self, query: &str) -> Result<Vec<Player>, DbError> {
        let query = fold(query);
        let players = self.runtime.block_on(all_players(&self.pool))?;
        let mut found: Vec<(bool, Player)> = players
            .into_iter()
            .filter_map(|player| {
                let name = Folded::new(&player.name);
                let nickname = Folded::new(player.nickname.as_deref().unwrap_or_default());
                let found = name.is_found_by(&query) || nickname.is_found_by(&query);
                found.then(|| (!name.starts_with(&query), player))
            })
            .collect();
        found.sort_by_key(|(later, _)| *later);
        Ok(found.into_iter().map(|(_, player)| player).collect())
    }

    /// Adds a player the journals do not know yet (a namesake, a member who has not played),
    /// the name checked as a registration checks it. Returns the player's number.
    pub fn add(&self, name: &str, details: &Details) -> Result<i64, DbError> {
        let name = riffle_tournament::player_name(name).map_err(DbError::Name)?;
        check_details(details)?;
        self.runtime.block_on(async {
            let mut tx = self.pool.begin().await.map_err(failed)?;
            let id = insert_player(&mut tx, &name).await?;
            update_details(&mut tx, id, details).await?;
            tx.commit().await.map_err(failed)?;
            Ok(id)
        })
    }

    /// Changes a player's details (`who`: a number or a name).
    pub fn set(&self, who: &str, details: &Details) -> Result<Player, DbError> {
        check_details(details)?;
        self.runtime.block_on(async {
            let mut tx = self.pool.begin().await.map_err(failed)?;
            let id = find(&mut tx, who).await?;
            update_details(&mut tx, id, details).await?;
            tx.commit().await.map_err(failed)?;
            Ok(())
        })?;
        self.player(who)
    }

    /// One player (`who`: a number or a name).
    pub fn player(&self, who: &str) -> Result<Player, DbError> {
        self.runtime.block_on(async {
            let mut conn = self.pool.acquire().await.map_err(failed)?;
            let id = find(&mut conn, who).await?;
            let row = sqlx::query(&format!("{PLAYER_COLUMNS} WHERE id = $1"))
                .bind(id)
                .fetch_one(&mut *conn)
                .await
                .map_err(failed)?;
            player_of(&row).map_err(failed)
        })
    }

    /// Merges two records of one person: `gone`'s history moves to `kept`, `gone`'s names
    /// link to `kept` from now on (the next rebuild keeps the merge), `kept`'s empty details
    /// are filled from `gone`'s, and `gone` is removed. Each is a number or a name.
    pub fn merge(&self, kept: &str, gone: &str) -> Result<Player, DbError> {
        let kept_id = self.runtime.block_on(async {
            let mut tx = self.pool.begin().await.map_err(failed)?;
            let kept_id = find(&mut tx, kept).await?;
            let gone_id = find(&mut tx, gone).await?;
            if kept_id == gone_id {
                return Err(DbError::SamePlayer { id: kept_id });
            }
            let mut names: Vec<String> = Vec::new();
            for sql in [
                "SELECT folded AS folded FROM players WHERE id = $1",
                "SELECT folded AS folded FROM aliases WHERE player_id = $1",
            ] {
                for row in sqlx::query(sql)
                    .bind(gone_id)
                    .fetch_all(&mut *tx)
                    .await
                    .map_err(failed)?
                {
                    names.push(row.try_get("folded").map_err(failed)?);
                }
            }
            let gone_row = sqlx::query(&format!("{PLAYER_COLUMNS} WHERE id = $1"))
                .bind(gone_id)
                .fetch_one(&mut *tx)
                .await
                .map_err(failed)?;
            let gone_player = player_of(&gone_row).map_err(failed)?;
            sqlx::query("UPDATE results SET player_id = $1 WHERE player_id = $2")
                .bind(kept_id)
                .bind(gone_id)
                .execute(&mut *tx)
                .await
                .map_err(failed)?;
            sqlx::query("DELETE FROM aliases WHERE player_id = $1")
                .bind(gone_id)
                .execute(&mut *tx)
                .await
                .map_err(failed)?;
            for folded in names {
                sqlx::query(
                    "INSERT INTO aliases (folded, player_id) SELECT $1, $2 \
                     WHERE NOT EXISTS (SELECT 1 FROM aliases WHERE folded = $1 AND player_id = $2)",
                )
                .bind(&folded)
                .bind(kept_id)
                .execute(&mut *tx)
                .await
                .map_err(failed)?;
            }
            sqlx::query(
                "UPDATE players SET nickname = COALESCE(nickname, $2), \
                 email = COALESCE(email, $3), phone = COALESCE(phone, $4), \
                 photo = COALESCE(photo, $5), notes = COALESCE(notes, $6) WHERE id = $1",
            )
            .bind(kept_id)
            .bind(gone_player.nickname)
            .bind(gone_player.email)
            .bind(gone_player.phone)
            .bind(gone_player.photo)
            .bind(gone_player.notes)
            .execute(&mut *tx)
            .await
            .map_err(failed)?;
            sqlx::query("DELETE FROM players WHERE id = $1")
                .bind(gone_id)
                .execute(&mut *tx)
                .await
                .map_err(failed)?;
            tx.commit().await.map_err(failed)?;
            Ok(kept_id)
        })?;
        self.player(&kept_id.to_string())
    }

    /// One event's results with the database's names (the player's name as the club keeps
    /// it, which a merge may have changed from the name registered), filled again from the
    /// journal first so they are the journal's: best place first, players still in after.
    pub fn event_results(&self, folder: &Path) -> Result<Vec<NamedResult>, DbError> {
        self.record(folder)?;
        let folder = super::resolved(folder).unwrap_or_else(|_| folder.to_path_buf());
        let rows = self.runtime.block_on(async {
            sqlx::query(
                "SELECT r.player_id AS player_id, p.name AS player_name, r.name AS registered_as, \
                 r.entries AS entries, r.place AS place, r.prize AS prize, \
                 r.bounties AS bounties, r.penalties AS penalties \
                 FROM results r JOIN events e ON e.id = r.event_id \
                 LEFT JOIN players p ON p.id = r.player_id WHERE e.folder = $1",
            )
            .bind(folder.display().to_string())
            .fetch_all(&self.pool)
            .await
            .map_err(failed)
        })?;
        let mut results = rows
            .iter()
            .map(|row| {
                let registered_as: String = row.try_get("registered_as")?;
                let player_name: Option<String> = row.try_get("player_name")?;
                Ok(NamedResult {
                    player: row.try_get("player_id")?,
                    name: player_name.unwrap_or_else(|| registered_as.clone()),
                    registered_as,
                    entries: row.try_get("entries")?,
                    place: row.try_get("place")?,
                    prize: row.try_get("prize")?,
                    bounties: row.try_get("bounties")?,
                    penalties: row.try_get("penalties")?,
                })
            })
            .collect::<Result<Vec<_>, sqlx::Error>>()
            .map_err(failed)?;
        results.sort_by(|a, b| {
            (a.place.is_none(), a.place, &a.name).cmp(&(b.place.is_none(), b.place, &b.name))
        });
        Ok(results)
    }

    /// Every table's rows as text, in a fixed order (by key): what two fills are compared by,
    /// and what a club can diff.
    pub fn content(&self) -> Result<Vec<(String, Vec<String>)>, DbError> {
        const TABLES: [(&str, &str); 4] = [
            ("players", "id"),
            ("aliases", "folded, player_id"),
            ("events", "id"),
            ("results", "event_id, folded"),
        ];
        self.runtime.block_on(async {
            let mut out = Vec::new();
            for (table, key) in TABLES {
                let rows = sqlx::query(&format!("SELECT * FROM {table} ORDER BY {key}"))
                    .fetch_all(&self.pool)
                    .await
                    .map_err(failed)?;
                out.push((table.to_string(), rows.iter().map(row_text).collect()));
            }
            Ok(out)
        })
    }
}

/// A row as `a|b|c`, an empty cell written `NULL`.
fn row_text(row: &AnyRow) -> String {
    (0..row.len())
        .map(|i| {
            if let Ok(value) = row.try_get::<Option<i64>, _>(i) {
                value.map_or("NULL".to_string(), |v| v.to_string())
            } else {
                row.try_get::<Option<String>, _>(i)
                    .ok()
                    .flatten()
                    .unwrap_or_else(|| "NULL".to_string())
            }
        })
        .collect::<Vec<_>>()
        .join("|")
}

const PLAYER_COLUMNS: &str = "SELECT id, name, nickname, email, phone, photo, notes FROM players";

fn player_of(row: &AnyRow) -> Result<Player, sqlx::Error> {
    Ok(Player {
        id: row.try_get("id")?,
        name: row.try_get("name")?,
        nickname: row.try_get("nickname")?,
        email: row.try_get("email")?,
        phone: row.try_get("phone")?,
        photo: row.try_get("photo")?,
        notes: row.try_get("notes")?,
    })
}

fn played_of(row: &AnyRow) -> Result<(i64, Played), sqlx::Error> {
    Ok((
        row.try_get("player_id")?,
        Played {
            folder: row.try_get("folder")?,
            tournament: row.try_get("tournament")?,
            date: row.try_get("started")?,
            field: row.try_get("field")?,
            buy_in: row.try_get("buy_in")?,
            kept: row.try_get("kept")?,
            kept_fund: row.try_get("kept_fund")?,
            registered_as: row.try_get("registered_as")?,
            entries: row.try_get("entries")?,
            place: row.try_get("place")?,
            prize: row.try_get("prize")?,
            bounties: row.try_get("bounties")?,
            penalties: row.try_get("penalties")?,
        },
    ))
}

async fn all_players(pool: &AnyPool) -> Result<Vec<Player>, DbError> {
    sqlx::query(&format!("{PLAYER_COLUMNS} ORDER BY folded, id"))
        .fetch_all(pool)
        .await
        .map_err(failed)?
        .iter()
        .map(|row| player_of(row).map_err(failed))
        .collect()
}

/// The next free number in `table`: ids are made here, the same way on SQLite and PostgreSQL.
async fn next_id(tx: &mut Transaction<'_, Any>, table: &str) -> Result<i64, DbError> {
    let row = sqlx::query(&format!("SELECT COALESCE(MAX(id), 0) AS top FROM {table}"))
        .fetch_one(&mut **tx)
        .await
        .map_err(failed)?;
    let top: i64 = row.try_get("top").map_err(failed)?;
    Ok(top + 1)
}

async fn insert_player(tx: &mut Transaction<'_, Any>, name: &str) -> Result<i64, DbError> {
    let id = next_id(tx, "players").await?;
    sqlx::query("INSERT INTO players (id, name, folded) VALUES ($1, $2, $3)")
        .bind(id)
        .bind(name)
        .bind(name_key(name))
        .execute(&mut **tx)
        .await
        .map_err(failed)?;
    Ok(id)
}

async fn link_of(conn: &mut sqlx::AnyConnection, key: &str) -> Result<Link, DbError> {
    let rows = sqlx::query(
        "SELECT id AS id FROM players WHERE folded = $1 \
         UNION SELECT player_id AS id FROM aliases WHERE folded = $1 ORDER BY id",
    )
    .bind(key)
    .fetch_all(&mut *conn)
    .await
    .map_err(failed)?;
    let ids: Vec<i64> = rows
        .iter()
        .map(|row| row.try_get("id"))
        .collect::<Result<_, _>>()
        .map_err(failed)?;
    Ok(match ids.as_slice() {
        [] => Link::Nobody,
        [one] => Link::One(*one),
        _ => Link::Several(ids),
    })
}

/// The player `who` names: a number, else a name (linked as a registration is).
async fn find(conn: &mut sqlx::AnyConnection, who: &str) -> Result<i64, DbError> {
    let unknown = || DbError::UnknownPlayer {
        typed: who.trim().to_string(),
    };
    if let Ok(id) = who.trim().trim_start_matches('#').parse::<i64>() {
        let row = sqlx::query("SELECT id FROM players WHERE id = $1")
            .bind(id)
            .fetch_optional(&mut *conn)
            .await
            .map_err(failed)?;
        return row.map(|_| id).ok_or_else(unknown);
    }
    match link_of(conn, &name_key(who)).await? {
        Link::One(id) => Ok(id),
        Link::Nobody => Err(unknown()),
        Link::Several(ids) => Err(DbError::SeveralPlayers {
            typed: who.trim().to_string(),
            ids,
        }),
    }
}

fn check_details(details: &Details) -> Result<(), DbError> {
    if let Some(email) = details.email.as_deref().map(str::trim)
        && !email.is_empty()
    {
        let good = email.split_once('@').is_some_and(|(user, host)| {
            !user.is_empty() && host.contains('.') && !host.contains('@')
        }) && !email.contains(char::is_whitespace);
        if !good {
            return Err(DbError::BadEmail {
                typed: email.to_string(),
            });
        }
    }
    if let Some(phone) = details.phone.as_deref().map(str::trim)
        && !phone.is_empty()
    {
        let allowed = phone
            .chars()
            .all(|c| c.is_ascii_digit() || " +-.()".contains(c));
        let digits = phone.chars().filter(char::is_ascii_digit).count();
        if !allowed || digits < 4 {
            return Err(DbError::BadPhone {
                typed: phone.to_string(),
            });
        }
    }
    Ok(())
}

async fn update_details(
    tx: &mut Transaction<'_, Any>,
    id: i64,
    details: &Details,
) -> Result<(), DbError> {
    let fields = [
        ("nickname", &details.nickname),
        ("email", &details.email),
        ("phone", &details.phone),
        ("photo", &details.photo),
        ("notes", &details.notes),
    ];
    for (column, value) in fields {
        let Some(value) = value else { continue };
        let value = value.trim();
        let value = (!value.is_empty()).then_some(value);
        sqlx::query(&format!("UPDATE players SET {column} = $1 WHERE id = $2"))
            .bind(value)
            .bind(id)
            .execute(&mut **tx)
            .await
            .map_err(failed)?;
    }
    Ok(())
}

/// Links a TD3 player to the club's player: by TD3's id when it was imported before (the
/// name as TD3 has it now becomes an alias when it changed), else by name, else a new player.
async fn link_td3(
    tx: &mut Transaction<'_, Any>,
    td3: &Td3Player,
    filled: &mut Filled,
) -> Result<(), DbError> {
    let (uuid, name) = (td3.uuid.as_str(), td3.name.as_str());
    let key = name_key(name);
    let known = sqlx::query("SELECT player_id FROM td3_players WHERE uuid = $1")
        .bind(uuid)
        .fetch_optional(&mut **tx)
        .await
        .map_err(failed)?;
    if let Some(row) = known {
        let player: i64 = row.try_get("player_id").map_err(failed)?;
        if matches!(link_of(tx, &key).await?, Link::Nobody) {
            sqlx::query("INSERT INTO aliases (folded, player_id) VALUES ($1, $2)")
                .bind(&key)
                .bind(player)
                .execute(&mut **tx)
                .await
                .map_err(failed)?;
        }
        return set_country(tx, player, td3.country.as_deref()).await;
    }
    let player = match link_of(tx, &key).await? {
        Link::One(player) => {
            let rows = sqlx::query("SELECT uuid FROM td3_players WHERE player_id = $1")
                .bind(player)
                .fetch_all(&mut **tx)
                .await
                .map_err(failed)?;
            let before = rows
                .iter()
                .map(|row| row.try_get::<String, _>("uuid").map_err(failed))
                .collect::<Result<Vec<_>, _>>()?;
            filled.linked_by_name.push(NameLink {
                name: name.to_string(),
                uuid: uuid.to_string(),
                player,
                before,
            });
            player
        }
        Link::Nobody => {
            filled.new_players += 1;
            let player = insert_player(tx, name).await?;
            if td3.no_surname {
                sqlx::query("UPDATE players SET nickname = name WHERE id = $1")
                    .bind(player)
                    .execute(&mut **tx)
                    .await
                    .map_err(failed)?;
            }
            player
        }
        Link::Several(_) => return Ok(()),
    };
    sqlx::query("INSERT INTO td3_players (uuid, player_id) VALUES ($1, $2)")
        .bind(uuid)
        .bind(player)
        .execute(&mut **tx)
        .await
        .map_err(failed)?;
    set_country(tx, player, td3.country.as_deref()).await
}

/// Fills a player's country when the club has none yet: a country typed by the club stays.
async fn set_country(
    tx: &mut Transaction<'_, Any>,
    player: i64,
    country: Option<&str>,
) -> Result<(), DbError> {
    let Some(country) = country.map(str::trim).filter(|c| !c.is_empty()) else {
        return Ok(());
    };
    sqlx::query("UPDATE players SET country = $1 WHERE id = $2 AND country IS NULL")
        .bind(country)
        .bind(player)
        .execute(&mut **tx)
        .await
        .map_err(failed)?;
    Ok(())
}

/// Writes one event and its results, linking each name.
async fn insert_event(
    tx: &mut Transaction<'_, Any>,
    id: i64,
    event: &EventRead,
    filled: &mut Filled,
) -> Result<(), DbError> {
    sqlx::query(
        "INSERT INTO events (id, folder, name, started, field, buy_in, kept, kept_fund) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(id)
    .bind(&event.folder)
    .bind(&event.name)
    .bind(&event.date)
    .bind(event.field)
    .bind(event.buy_in)
    .bind(event.kept)
    .bind(&event.kept_fund)
    .execute(&mut **tx)
    .await
    .map_err(failed)?;
    filled.events += 1;
    for result in &event.results {
        let player = match link_of(tx, &result.key).await? {
            Link::One(player) => Some(player),
            Link::Nobody => {
                filled.new_players += 1;
                Some(insert_player(tx, &result.name).await?)
            }
            Link::Several(ids) => {
                filled
                    .not_linked
                    .push((event.folder.clone(), result.name.clone(), ids));
                None
            }
        };
        sqlx::query(
            "INSERT INTO results (event_id, folded, name, player_id, entries, place, prize, \
             bounties, penalties) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(id)
        .bind(&result.key)
        .bind(&result.name)
        .bind(player)
        .bind(result.entries)
        .bind(result.place)
        .bind(result.prize)
        .bind(result.bounties)
        .bind(result.penalties)
        .execute(&mut **tx)
        .await
        .map_err(failed)?;
        filled.results += 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_migration_file_is_compiled_in_in_order() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../migrations");
        let mut files: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        let listed: Vec<String> = MIGRATIONS
            .iter()
            .map(|(version, name, _)| format!("{version:04}_{name}.sql"))
            .collect();
        assert_eq!(files, listed);
        assert_eq!(MIGRATIONS.last().map(|m| m.0), Some(LATEST_VERSION));
    }

    #[test]
    fn a_location_is_a_file_an_sqlite_url_or_a_postgres_url() {
        assert_eq!(
            Location::parse("club/players.sqlite").unwrap(),
            Location::Sqlite(PathBuf::from("club/players.sqlite"))
        );
        assert_eq!(
            Location::parse("sqlite:///srv/club.db?mode=rwc").unwrap(),
            Location::Sqlite(PathBuf::from("/srv/club.db"))
        );
        assert_eq!(
            Location::parse("postgres://td@db.club/riffle").unwrap(),
            Location::Postgres("postgres://td@db.club/riffle".to_string())
        );
        for bad in ["mysql://db/riffle", "", "   ", "sqlite://"] {
            assert!(
                matches!(Location::parse(bad), Err(DbError::BadLocation { .. })),
                "{bad:?}"
            );
        }
    }

    #[test]
    fn a_password_is_never_shown() {
        let refused = Location::parse("mysql://td:secret@db/riffle").unwrap_err();
        assert!(!refused.to_string().contains("secret"), "{refused}");
        let url = Location::Postgres("postgres://td:secret@db.club:5432/riffle".into());
        assert_eq!(url.shown(), "postgres://td:***@db.club:5432/riffle");
    }

    #[test]
    fn a_file_name_with_url_characters_stays_one_name() {
        let url = Location::Sqlite(PathBuf::from("/tmp/100% club?#.sqlite")).url();
        assert_eq!(url, "sqlite:///tmp/100%25 club%3F%23.sqlite?mode=rwc");
    }

    #[test]
    fn details_are_checked_before_anything_is_written() {
        let email = |e: &str| Details {
            email: Some(e.to_string()),
            ..Details::default()
        };
        let phone = |p: &str| Details {
            phone: Some(p.to_string()),
            ..Details::default()
        };
        assert!(check_details(&email("ann@club.fr")).is_ok());
        assert!(check_details(&email("")).is_ok());
        for bad in ["ann", "ann@club", "@club.fr", "ann @club.fr", "a@b@c.fr"] {
            assert!(
                matches!(check_details(&email(bad)), Err(DbError::BadEmail { .. })),
                "{bad}"
            );
        }
        assert!(check_details(&phone("+33 6 12-34.56 (78)")).is_ok());
        for bad in ["12", "06 12 ab", "call me"] {
            assert!(
                matches!(check_details(&phone(bad)), Err(DbError::BadPhone { .. })),
                "{bad}"
            );
        }
    }

    #[test]
    fn every_refusal_is_worded_in_both_languages() {
        let refusals = [
            DbError::BadLocation { typed: "x".into() },
            DbError::Unreachable {
                location: "x".into(),
                cause: "refused".into(),
            },
            DbError::Schema {
                location: "x".into(),
                cause: "newer".into(),
            },
            DbError::Failed {
                cause: "locked".into(),
            },
            DbError::Tournament {
                folder: PathBuf::from("x"),
                cause: Box::new(SessionError::Journal(
                    crate::journal::JournalError::NotATournament {
                        path: PathBuf::from("x"),
                    },
                )),
            },
            DbError::UnknownPlayer { typed: "x".into() },
            DbError::SeveralPlayers {
                typed: "x".into(),
                ids: vec![1, 2],
            },
            DbError::SamePlayer { id: 1 },
            DbError::Name(RuleError::EmptyName),
            DbError::BadEmail { typed: "x".into() },
            DbError::BadPhone { typed: "x".into() },
        ];
        for refusal in &refusals {
            riffle_text::assert_worded_in_both(refusal);
        }
    }
}
