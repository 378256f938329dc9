//! `riffle league`: a league or season's table from its league file and the journals of the
//! tournaments it names.

use super::{CliResult, Refused};
use clap::{Args, Subcommand};
use riffle_core::league::shown_in;
use riffle_store as store;
use riffle_store::players::{Database, Location};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct LeagueArgs {
    #[command(subcommand)]
    command: LeagueCommand,
}

#[derive(Debug, Subcommand)]
enum LeagueCommand {
    /// The league table: points of the best N results, ties broken as the league says.
    Standings {
        /// The league file (RON): its name, tournament folders (relative to the file), points
        /// formula, best N and tie-breaks.
        #[arg(value_name = "LEAGUE.ron")]
        league: PathBuf,
        /// As CSV, for a spreadsheet.
        #[arg(long, conflicts_with = "json")]
        csv: bool,
        /// As one JSON object (points in hundredths).
        #[arg(long, conflicts_with = "pdf")]
        json: bool,
        /// As a PDF to print, in the language of `--lang` (needs `-o FILE.pdf`).
        #[arg(long, conflicts_with = "csv", requires = "output")]
        pdf: bool,
        /// Write to this file instead of standard output.
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
        /// Count each finish for the player the club's database links it to, under the
        /// database's name (a file, `sqlite://FILE` or `postgres://...`).
        #[arg(long, value_name = "URL")]
        database: Option<String>,
        /// Language of the messages.
        #[arg(long, value_enum, default_value = "en")]
        lang: super::rules::Language,
    },
}

pub fn run(args: &LeagueArgs) -> CliResult {
    let LeagueCommand::Standings {
        league,
        csv,
        json,
        pdf,
        output,
        database,
        lang,
    } = &args.command;
    let refused = |error: &dyn riffle_text::Say| Refused::new(lang.lang(), error);
    let database = match database {
        Some(typed) => Some(
            Location::parse(typed)
                .and_then(|location| Database::open(&location))
                .map_err(|error| refused(&error))?,
        ),
        None => None,
    };
    let (league, rows) =
        store::league::standings(league, database.as_ref()).map_err(|error| refused(&error))?;
    if let (true, Some(path)) = (*pdf, output) {
        let bytes = store::league::league_pdf(&league, &rows, lang.lang());
        store::pdf::write(path, &bytes).map_err(|error| refused(&error))?;
        return Ok(ExitCode::SUCCESS);
    }
    let text = if *csv {
        store::export::league_csv(&league, &rows)
    } else if *json {
        let value = serde_json::json!({ "league": league.name, "tournaments": league.tournaments, "rows": rows });
        format!("{value}\n")
    } else {
        let mut text = format!("{}\n", league.name);
        for row in &rows {
            let rank = if row.shared {
                format!("{}=", row.rank)
            } else {
                row.rank.to_string()
            };
            text.push_str(&format!(
                "{rank:>4} {:<24} {:>9}  {} events, {} counted, {} wins, best {}\n",
                row.name,
                shown_in(row.points, lang.lang()),
                row.events,
                row.counted,
                row.wins,
                shown_in(row.best, lang.lang())
            ));
        }
        text
    };
    store::write_output(output.as_deref(), &text)?;
    Ok(ExitCode::SUCCESS)
}
