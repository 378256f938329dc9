//! `riffle repair`: a journal damaged in the middle (a line edited by hand, a bad sector) is
//! refused when opened, as the app cannot know what the damaged line held. This keeps every
//! command before the damage, after saving the whole file beside it for whoever can do better.

use super::CliResult;
use chrono::Utc;
use clap::Args;
use riffle_store::journal::Journal;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct RepairArgs {
    /// The tournament folder.
    #[arg(value_name = "FOLDER")]
    tournament: PathBuf,
}

pub fn run(args: &RepairArgs) -> CliResult {
    match Journal::repair(&args.tournament, Utc::now())? {
        None => out!(
            "{}: nothing is damaged; nothing was changed.",
            args.tournament.display()
        ),
        Some(repaired) => {
            out!(
                "Line {} was damaged. The whole journal was first copied to {}.",
                repaired.damaged_line,
                repaired.copy.display()
            );
            out!(
                "Kept the {} commands before the damage; set aside {} line(s) from line {} on \
                 (they are in the copy).",
                repaired.kept_commands,
                repaired.dropped_lines,
                repaired.damaged_line
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}
