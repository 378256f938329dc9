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
    /// The port this computer serves on if it takes over; the leader's by default. The
    /// leader's pages learn it, so a phone carries on there signed in.
    #[arg(long, value_name = "PORT")]
    port: Option<u16>,
}

pub fn run(args: &FollowArgs) -> CliResult {
    use std::io::{IsTerminal, Write};
    // Ctrl+C ends the process at once: the copy only ever grows by whole lines made durable,
    // and a line cut short by the end is dropped when the copy is next opened.
    let port = follow::serving_port(&args.leader, args.port);
    let mut lag = Lag::new();
    let mut screen = Screen::new(std::io::stdout().is_terminal());
    follow::follow(
        &args.leader,
        &args.into,
        &args.pin,
        port,
        |progress| {
            let now = Instant::now();
            let line = lag.line(&progress, now);
            // Once the leader has been silent a few seconds, say how to take over.
            let silent = now.duration_since(lag.last_answer);
            let take_over = (matches!(progress, Progress::LeaderAway { .. })
                && silent >= follow::LEADER_GONE)
                .then(|| follow::take_over(&args.into, port, silent.as_secs(), Lang::En));
            let shown = screen.show(&progress, line, take_over);
            let mut out = std::io::stdout().lock();
            // Standard output closed: nothing left to tell, the copy goes on.
            let _ = out.write_all(shown.as_bytes()).and_then(|()| out.flush());
        },
        || true,
    )?;
    Ok(ExitCode::SUCCESS)
}

/// What the standby's output shows: one status line, rewritten in place on a terminal, and the
/// take-over command printed once a silence above it, where it stays rather than scroll away
/// under "maybe behind" twice a second. Into a file or a pipe, a status line is written only
/// when what it says changes (the leader answering or not, the commands held), never for the
/// seconds alone.
struct Screen {
    terminal: bool,
    /// What the last status line said, the seconds aside.
    said: Option<(bool, u64)>,
    /// Whether the take-over command was shown in this silence.
    told: bool,
    /// Whether a status line waits on a terminal without its end of line.
    open: bool,
}

/// On a terminal: back to the line's start, the line cleared.
const REWRITE: &str = "\r\x1b[2K";
/// On a terminal: lines cut at its edge rather than wrapped, so the status stays one line and
/// is rewritten whole.
const NO_WRAP: &str = "\x1b[?7l";
const WRAP: &str = "\x1b[?7h";

impl Screen {
    fn new(terminal: bool) -> Screen {
        Screen {
            terminal,
            said: None,
            told: false,
            open: false,
        }
    }

    /// The text to write for `progress`: its status `line`, and `take_over` while the leader
    /// has been gone long enough.
    fn show(&mut self, progress: &Progress, line: String, take_over: Option<String>) -> String {
        let key = match progress {
            Progress::UpToDate { commands, .. } => (true, *commands),
            Progress::LeaderAway { .. } => (false, self.said.map_or(0, |(_, held)| held)),
        };
        let mut out = String::new();
        if matches!(progress, Progress::UpToDate { .. }) {
            self.told = false;
        }
        if let Some(take_over) = take_over.filter(|_| !self.told) {
            self.told = true;
            if self.open {
                out.push_str(REWRITE);
                self.open = false;
            }
            out.push_str(&take_over);
            out.push('\n');
        }
        if self.terminal {
            out.push_str(REWRITE);
            out.push_str(NO_WRAP);
            out.push_str(&line);
            out.push_str(WRAP);
            self.open = true;
        } else if self.said != Some(key) {
            out.push_str(&line);
            out.push('\n');
        }
        self.said = Some(key);
        out
    }
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

    fn away() -> Progress {
        Progress::LeaderAway {
            reason: "connection refused".into(),
        }
    }

    /// The trial: the take-over command printed once, then "maybe behind" twice a second.
    #[test]
    fn into_a_pipe_a_silent_leader_gives_one_status_line_and_the_take_over_once() {
        let mut screen = Screen::new(false);
        let copied = Progress::UpToDate {
            lines: 9,
            commands: 4,
        };
        let mut out = screen.show(&copied, "up to date: 4".into(), None);
        for tick in 0..20 {
            let take_over = (tick >= 10).then(|| "take over with: riffle serve".to_string());
            out.push_str(&screen.show(&away(), format!("maybe behind: {tick}"), take_over));
        }
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(
            lines,
            [
                "up to date: 4",
                "maybe behind: 0",
                "take over with: riffle serve"
            ]
        );
        // The leader back, then gone again: said again, once.
        out = screen.show(&copied, "up to date: 4".into(), None);
        out.push_str(&screen.show(&away(), "maybe behind".into(), Some("take over".into())));
        out.push_str(&screen.show(&away(), "maybe behind".into(), Some("take over".into())));
        assert_eq!(
            out.lines().collect::<Vec<_>>(),
            ["up to date: 4", "take over", "maybe behind"]
        );
    }

    #[test]
    fn on_a_terminal_the_status_is_one_line_rewritten_under_the_take_over_command() {
        let mut screen = Screen::new(true);
        let mut out = String::new();
        for tick in 0..20 {
            let take_over = (tick >= 10).then(|| "take over with: riffle serve".to_string());
            out.push_str(&screen.show(&away(), format!("maybe behind: {tick}"), take_over));
        }
        // Each status rewrites the last; the command ends the only line that stays.
        assert_eq!(out.matches('\n').count(), 1, "{out:?}");
        assert_eq!(out.matches("take over with").count(), 1);
        let shown = out.rsplit(REWRITE).next().unwrap();
        assert_eq!(shown, format!("{NO_WRAP}maybe behind: 19{WRAP}"));
        let stays = out.lines().next().unwrap();
        assert!(stays.ends_with("take over with: riffle serve"), "{stays:?}");
    }

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
