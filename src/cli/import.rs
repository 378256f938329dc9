//! `riffle import td3`: The Tournament Director's saves become Riffle tournaments, their
//! players the club's, so a club that ran TD3 keeps its history when it switches.

use super::{CliResult, Refused};
use clap::{Args, Subcommand};
use riffle_store as store;
use riffle_store::players::Location;
use riffle_store::td3;
use riffle_text::{Say, fill};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct ImportArgs {
    #[command(subcommand)]
    source: Source,
}

#[derive(Debug, Subcommand)]
enum Source {
    /// Import The Tournament Director (TD3 3.x) saves: each `.tdt` becomes a tournament
    /// folder whose journal replays the event (entries, re-entries, rebuys, add-ons, busts and
    /// who knocked out whom, the structure as played, the prizes), and its players join the
    /// club's database once each, linked by TD3's id. All or nothing: a damaged save refuses
    /// the whole import. What cannot be carried is listed at the end.
    Td3(Td3Args),
}

#[derive(Debug, Args)]
struct Td3Args {
    /// The saves, or folders holding them (every `.tdt` inside, a season at once).
    #[arg(required = true, value_name = "FILE.tdt")]
    files: Vec<PathBuf>,
    /// The folder the tournaments go in, one folder per save named after the file.
    #[arg(long, value_name = "FOLDER", required_unless_present = "structure")]
    into: Option<PathBuf>,
    /// The club's database: a file, `sqlite://FILE` or `postgres://USER:PASSWORD@HOST/DB`. By
    /// default `RIFFLE_DATABASE_URL`, else `players.sqlite` in the `--into` folder.
    #[arg(long, value_name = "URL", conflicts_with = "structure")]
    database: Option<String>,
    /// Write only the structure of one save, as a structure file Riffle has checked.
    #[arg(long, requires = "output")]
    structure: bool,
    /// The structure file to write (with `--structure`).
    #[arg(short, long, value_name = "S.ron")]
    output: Option<PathBuf>,
    /// Language of the messages.
    #[arg(long, value_enum, default_value = "en")]
    lang: super::rules::Language,
}

pub fn run(args: &ImportArgs) -> CliResult {
    match &args.source {
        Source::Td3(args) => run_td3(args),
    }
}

fn run_td3(args: &Td3Args) -> CliResult {
    let lang = args.lang.lang();
    let refused = |error: &dyn Say| Refused::new(lang, error);
    let w = words(lang);
    let files = td3::saves_named(&args.files);
    if args.structure {
        let [file] = files.as_slice() else {
            return Err(Refused::worded(lang, w.text("OneSaveForStructure").to_string()).into());
        };
        let (text, notes) = td3::structure_file(file).map_err(|e| refused(&e))?;
        store::write_output(args.output.as_deref(), &text).map_err(|e| refused(&e))?;
        for note in notes {
            eprintln!("{}", fill!(w, "NotCarried", note = note.say(lang)));
        }
        return Ok(ExitCode::SUCCESS);
    }
    let Some(into) = args.into.as_deref() else {
        return Err(Refused::worded(lang, w.text("IntoNeeded").to_string()).into());
    };
    let location = match &args.database {
        Some(typed) => Location::parse(typed),
        None => Location::from_env_or(into),
    }
    .map_err(|e| refused(&e))?;
    let done = td3::import(&files, into, Some(&location)).map_err(|e| refused(&e))?;
    let imported = &done.events;
    for event in imported {
        out!(
            "{}",
            fill!(
                w,
                "Imported",
                file = shown(&event.file),
                folder = shown(&event.folder),
                entries = event.entries.len(),
                players = event.players.len()
            )
        );
    }
    let mut said = false;
    for event in imported {
        for note in &event.notes {
            if !said {
                out!("{}", w.text("NotCarriedHeading"));
                said = true;
            }
            out!(
                "{}",
                fill!(
                    w,
                    "NotCarriedIn",
                    file = shown(&event.file),
                    note = note.say(lang)
                )
            );
        }
    }
    out!(
        "{}",
        fill!(
            w,
            "Database" / imported.len(),
            events = imported.len(),
            database = location.shown()
        )
    );
    if let Some(filled) = &done.database {
        let players = done.players();
        out!(
            "{}",
            fill!(
                w,
                "Players",
                players,
                added = filled.new_players,
                linked = players.saturating_sub(filled.new_players)
            )
        );
        // Each TD3 player linked by name alone, with the TD3 ids, so namesakes are seen.
        for link in &filled.linked_by_name {
            out!("{}", link.say(lang));
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn shown(path: &Path) -> String {
    path.display().to_string()
}

riffle_text::sentence_file!(fn words = "cli_import.ron" at the workspace root);
