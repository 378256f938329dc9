//! `riffle follow`: a standby laptop keeps a byte-identical copy of the leader's journal. When
//! the TD's laptop dies, stop it (Ctrl+C) and `riffle open FOLDER` carries on from the copy.

use super::CliResult;
use crate::server::follow::{self, Progress};
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Debug, Args)]
pub struct FollowArgs {
    /// The leader, as `riffle serve` printed it: http://HOST:PORT
    #[arg(value_name = "URL")]
    leader: String,
    /// The folder of the copy; created if new.
    #[arg(long, value_name = "FOLDER")]
    into: PathBuf,
    /// The director's PIN.
    #[arg(long, value_name = "PIN")]
    pin: String,
}

pub fn run(args: &FollowArgs) -> CliResult {
    // Ctrl+C ends the process at once: the copy only ever grows by whole lines made durable,
    // and a line cut short by the end is dropped when the copy is next opened.
    let mut last_contact = Instant::now();
    follow::follow(
        &args.leader,
        &args.into,
        &args.pin,
        |progress| match progress {
            Progress::UpToDate { lines, commands } => {
                last_contact = Instant::now();
                out!("up to date: {commands} commands ({lines} lines)");
            }
            Progress::LeaderAway { reason } => eprintln!(
                "leader not answering for {} s ({reason}); the copy is safe, retrying",
                last_contact.elapsed().as_secs()
            ),
        },
        || true,
    )?;
    Ok(ExitCode::SUCCESS)
}
