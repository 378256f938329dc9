//! `riffle db`: the club's player database, filled from the tournament journals: rebuild it,
//! list the players with what they played, search, add, edit and merge players.

use super::{CliResult, Refused};
use clap::{Args, Subcommand};
use riffle_store::players::{Database, DbError, Details, History, Location};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct DbArgs {
    /// The database: a file, `sqlite://FILE` or `postgres://USER:PASSWORD@HOST/DB`. By
    /// default `RIFFLE_DATABASE_URL`, else `players.sqlite` in the folder that holds the
    /// tournament folders (the first FOLDER's for `rebuild`, else the last tournament
    /// opened's).
    #[arg(long, value_name = "URL", global = true)]
    database: Option<String>,
    /// Language of the messages.
    #[arg(long, value_enum, default_value = "en", global = true)]
    lang: super::rules::Language,
    #[command(subcommand)]
    command: DbCommand,
}

#[derive(Debug, Subcommand)]
enum DbCommand {
    /// Empty the events and results and fill them again from these tournament folders (the
    /// players and merges are kept; new names become new players).
    Rebuild {
        #[arg(required = true, value_name = "FOLDER")]
        folders: Vec<PathBuf>,
        /// Print what was filled as one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Fill one tournament again from its journal, keeping the other events.
    Record {
        #[arg(value_name = "FOLDER")]
        folder: PathBuf,
    },
    /// List the players, each with the events they played.
    Players {
        /// One JSON array: each player with `name` and `events`.
        #[arg(long)]
        json: bool,
    },
    /// The players whose name or nickname starts with the words typed (accents ignored).
    Search {
        query: String,
        #[arg(long)]
        json: bool,
    },
    /// Add a player the journals do not know yet (a namesake, a new member).
    Add {
        name: String,
        #[command(flatten)]
        details: DetailArgs,
    },
    /// Change a player's details (an empty value clears one).
    Set {
        /// The player's number or name.
        player: String,
        #[command(flatten)]
        details: DetailArgs,
    },
    /// One event's results as CSV with the database's names (the event is filled again from
    /// its journal first).
    Results {
        #[arg(value_name = "FOLDER")]
        folder: PathBuf,
        /// Write to this file instead of standard output.
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// Merge two records of one person: B's history moves to A and B is removed.
    Merge {
        /// The player kept (number or name).
        a: String,
        /// The player merged into A (number or name).
        b: String,
    },
}

#[derive(Debug, Args)]
struct DetailArgs {
    #[arg(long)]
    nickname: Option<String>,
    #[arg(long)]
    email: Option<String>,
    #[arg(long)]
    phone: Option<String>,
    /// A photo's file path.
    #[arg(long)]
    photo: Option<String>,
    #[arg(long)]
    notes: Option<String>,
}

impl DetailArgs {
    fn details(&self) -> Details {
        Details {
            nickname: self.nickname.clone(),
            email: self.email.clone(),
            phone: self.phone.clone(),
            photo: self.photo.clone(),
            notes: self.notes.clone(),
        }
    }
}

/// Where the database is: `--database`, else `RIFFLE_DATABASE_URL`, else beside the
/// tournaments (`near`: a tournament folder).
fn location(args: &DbArgs, near: Option<&Path>) -> Result<Location, DbError> {
    if let Some(typed) = &args.database {
        return Location::parse(typed);
    }
    let last = || {
        riffle_store::settings::load(&riffle_store::settings::app_dir())
            .0
            .last_tournament
    };
    let tournament = near.map(Path::to_path_buf).or_else(last);
    let tournaments = tournament
        .as_deref()
        .and_then(Path::parent)
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    Location::from_env_or(&tournaments)
}

pub fn run(args: &DbArgs) -> CliResult {
    let lang = args.lang.lang();
    if let DbCommand::Results { folder, output } = &args.command {
        // Its output is a file: a failed write is the file's refusal, not the database's.
        let database = location(args, Some(folder))
            .and_then(|location| Database::open(&location))
            .map_err(|error| Refused::new(lang, &error))?;
        let results = database
            .event_results(folder)
            .map_err(|error| Refused::new(lang, &error))?;
        let csv = riffle_store::export::named_results_csv(&results);
        riffle_store::write_output(output.as_deref(), &csv)
            .map_err(|error| Refused::new(lang, &error))?;
        return Ok(ExitCode::SUCCESS);
    }
    run_db(args).map_err(|error| Refused::new(lang, &error).into())
}

fn run_db(args: &DbArgs) -> Result<ExitCode, DbError> {
    let near = match &args.command {
        DbCommand::Rebuild { folders, .. } => folders.first().cloned(),
        DbCommand::Record { folder } | DbCommand::Results { folder, .. } => Some(folder.clone()),
        _ => None,
    };
    let database = Database::open(&location(args, near.as_deref())?)?;
    match &args.command {
        DbCommand::Rebuild { folders, json } => {
            let filled = database.rebuild(folders)?;
            report_filled(&filled, *json);
        }
        DbCommand::Record { folder } => report_filled(&database.record(folder)?, false),
        DbCommand::Players { json } => {
            let players = database.players()?;
            if *json {
                out!(
                    "{}",
                    serde_json::to_string_pretty(&players).unwrap_or_default()
                );
            } else {
                for history in &players {
                    print_history(history);
                }
            }
        }
        DbCommand::Search { query, json } => {
            let found = database.search(query)?;
            if *json {
                out!(
                    "{}",
                    serde_json::to_string_pretty(&found).unwrap_or_default()
                );
            } else {
                for player in &found {
                    let nickname = player
                        .nickname
                        .as_deref()
                        .map_or(String::new(), |n| format!(" “{n}”"));
                    out!("#{} {}{nickname}", player.id, player.name);
                }
            }
        }
        DbCommand::Add { name, details } => {
            let id = database.add(name, &details.details())?;
            out!("#{id} {}", name.trim());
        }
        DbCommand::Set { player, details } => {
            let player = database.set(player, &details.details())?;
            out!("#{} {}", player.id, player.name);
        }
        // Written by `run`: its output is a file, refused as a file.
        DbCommand::Results { .. } => {}
        DbCommand::Merge { a, b } => {
            let kept = database.merge(a, b)?;
            out!("#{} {}", kept.id, kept.name);
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn report_filled(filled: &riffle_store::players::Filled, json: bool) {
    if json {
        out!("{}", serde_json::to_string(filled).unwrap_or_default());
        return;
    }
    out!(
        "{} events, {} results, {} new players.",
        filled.events,
        filled.results,
        filled.new_players
    );
    for (folder, name, ids) in &filled.not_linked {
        let ids: Vec<String> = ids.iter().map(|id| format!("#{id}")).collect();
        eprintln!(
            "not linked: {name} in {folder} is the name of players {}; merge them or give one \
             another name",
            ids.join(", ")
        );
    }
}

fn print_history(history: &History) {
    let player = &history.player;
    out!("#{} {}", player.id, player.name);
    for played in &history.events {
        let place = played
            .place
            .map_or("still in".to_string(), |place| format!("place {place}"));
        out!(
            "    {} {} ({} entries): {place} of {}, prize {}, bounties {}, penalties {}",
            played.date.get(..10).unwrap_or(&played.date),
            played.tournament,
            played.entries,
            played.field,
            riffle_text::amount_en(u64::try_from(played.prize).unwrap_or(0)),
            riffle_text::amount_en(u64::try_from(played.bounties).unwrap_or(0)),
            played.penalties
        );
    }
}
