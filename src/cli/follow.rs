//! `riffle follow`: a standby laptop keeps a byte-identical copy of the leader's journal. When
//! the TD's laptop dies, stop it (Ctrl+C) and `riffle open FOLDER` carries on from the copy.

use super::CliResult;
use clap::Args;
use riffle_server::follow::{self, Progress};
use riffle_text::Lang;
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
    let mut lag = Lag::new();
    let mut told = false;
    follow::follow(
        &args.leader,
        &args.into,
        &args.pin,
        |progress| {
            let now = Instant::now();
            out!("{}", lag.line(&progress, now));
            // Once the leader has been silent a few seconds, say how to take over, once per
            // silence.
            let silent = now.duration_since(lag.last_answer);
            match progress {
                Progress::LeaderAway { .. } if silent >= follow::LEADER_GONE && !told => {
                    told = true;
                    let seconds = silent.as_secs();
                    out!(
                        "{}",
                        follow::take_over(&args.leader, &args.into, seconds, Lang::En)
                    );
                }
                Progress::UpToDate { .. } => told = false,
                Progress::LeaderAway { .. } => {}
            }
        },
        || true,
    )?;
    Ok(ExitCode::SUCCESS)
}

/// How far behind the copy is, as the standby's output line says it: the commands it holds
/// (each answer brings the leader's whole tail, so after one the copy holds every command the
/// leader had), and the seconds since the last new line from the leader, what a TD looks at
/// before trusting the copy: a leader silent for long may have gone on without it.
struct Lag {
    lines: u64,
    commands: u64,
    last_line: Instant,
    /// When the leader last answered at all.
    last_answer: Instant,
}

impl Lag {
    fn new() -> Lag {
        Lag {
            lines: 0,
            commands: 0,
            last_line: Instant::now(),
            last_answer: Instant::now(),
        }
    }

    fn line(&mut self, progress: &Progress, now: Instant) -> String {
        match progress {
            Progress::UpToDate { lines, commands } => {
                if *lines > self.lines {
                    self.last_line = now;
                }
                self.last_answer = now;
                (self.lines, self.commands) = (*lines, *commands);
                format!(
                    "up to date: {commands} commands ({lines} lines), as many as the leader; \
                     last line from the leader {} s ago",
                    self.seconds(now)
                )
            }
            Progress::LeaderAway { reason } => format!(
                "maybe behind: the leader is not answering ({reason}); the copy holds {} \
                 commands, last line from the leader {} s ago; retrying",
                self.commands,
                self.seconds(now)
            ),
        }
    }

    fn seconds(&self, now: Instant) -> u64 {
        now.duration_since(self.last_line).as_secs()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_output_line_counts_seconds_from_the_last_new_line_not_the_last_answer() {
        let mut lag = Lag::new();
        let start = Instant::now();
        let copied = Progress::UpToDate {
            lines: 9,
            commands: 4,
        };
        assert!(
            lag.line(&copied, start)
                .ends_with("last line from the leader 0 s ago")
        );
        // The leader answers with nothing new for a while: the copy ages.
        let later = start + Duration::from_secs(42);
        let quiet = lag.line(&copied, later);
        assert!(quiet.starts_with("up to date: 4 commands (9 lines), as many as the leader"));
        assert!(quiet.ends_with("from the leader 42 s ago"), "{quiet}");
        let away = Progress::LeaderAway {
            reason: "connection refused".into(),
        };
        let away = lag.line(&away, later + Duration::from_secs(3));
        assert!(
            away.contains("not answering (connection refused)"),
            "{away}"
        );
        assert!(away.contains("holds 4 commands, last line from the leader 45 s ago"));
        let more = Progress::UpToDate {
            lines: 11,
            commands: 5,
        };
        assert!(
            lag.line(&more, later + Duration::from_secs(5))
                .ends_with("0 s ago")
        );
    }
}
