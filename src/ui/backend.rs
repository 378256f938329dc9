//! The boundary between the windows and the tournament: what the UI reads and what it sends.
//!
//! The UI never changes the tournament itself (DESIGN: it renders state and emits commands).
//! Everything it shows comes through [`Backend`], and every change the TD asks for goes back as a
//! [`Command`]; the backend validates it, makes it durable and applies it, or refuses it with a
//! sentence that the window shows where the TD is looking.

use crate::clock::ClockState;
use crate::store::session::Session;
use crate::text::{Lang, Say, Text};
use crate::tournament::{Command, DisplayState, Tournament};
use chrono::{DateTime, Utc};
use std::path::Path;

/// What the clock key (space) asks for, given the clock's state: it starts a clock that has not
/// started, pauses a running one and resumes a paused one.
pub fn toggle_clock(state: ClockState) -> Command {
    match state {
        ClockState::NotStarted => Command::StartClock,
        ClockState::Running => Command::PauseClock,
        ClockState::Paused => Command::ResumeClock,
    }
}

/// Why a command was refused, or what the TD should know: typed, and worded in the TD's language
/// only when the strip shows it (what is wrong, what is allowed).
pub type Refusal = Box<dyn Say + Send + Sync>;

/// An open tournament, as the windows see it. `Send` because the players' screen is a second
/// window that renders on its own schedule and reads the tournament from there.
pub trait Backend: Send {
    /// The tournament the panels draw; `None` for a backend that only feeds the players' screen
    /// (a venue screen, a test).
    fn tournament(&self) -> Option<&Tournament>;

    /// The players' screen at `now`: the clock is computed from `now`, never counted down.
    fn display(&self, now: DateTime<Utc>) -> Option<DisplayState> {
        self.tournament().map(|t| t.display(now))
    }

    /// Carries out a command made at `now`. On a refusal nothing has changed.
    fn execute(&mut self, command: &Command, now: DateTime<Utc>) -> Result<(), Refusal>;

    /// The folder the tournament is saved in.
    fn location(&self) -> Option<&Path> {
        None
    }

    /// What the TD should know since the tournament was opened (a command a crash cut short),
    /// in both languages.
    fn notices(&self) -> Vec<Text> {
        Vec::new()
    }

    /// Why nothing can be saved right now (a full disk, a pulled-out drive), while that lasts:
    /// the window keeps it in sight, as every command is refused meanwhile.
    fn not_saved(&self) -> Option<Text> {
        None
    }
}

impl Backend for Session {
    fn tournament(&self) -> Option<&Tournament> {
        Some(Session::tournament(self))
    }

    fn execute(&mut self, command: &Command, now: DateTime<Utc>) -> Result<(), Refusal> {
        Session::execute(self, command, now)
            .map(|_| ())
            .map_err(|refusal| Box::new(refusal) as Refusal)
    }

    fn location(&self) -> Option<&Path> {
        Some(self.dir())
    }

    fn notices(&self) -> Vec<Text> {
        Session::notices(self)
            .iter()
            .map(|notice| Text::new(notice.say(Lang::En), notice.say(Lang::Fr)))
            .collect()
    }

    fn not_saved(&self) -> Option<Text> {
        self.failure()
            .map(|failure| Text::new(failure.say(Lang::En), failure.say(Lang::Fr)))
    }
}
