//! The boundary between the windows and the tournament: what the UI reads and what it sends.
//!
//! The UI never changes the tournament itself (DESIGN: it renders state and emits commands).
//! Everything it shows comes through [`Backend`], and every change the TD asks for goes back as a
//! [`Command`]; the backend validates it, makes it durable and applies it, or refuses it with a
//! sentence that the window shows where the TD is looking.

use crate::viewports;
use chrono::{DateTime, Utc};
use riffle_core::clock::ClockState;
use riffle_store::session::Session;
use riffle_store::writer::{ListenerId, Writer};
use riffle_text::{Lang, Say, Text};
use riffle_tournament::{Command, DisplayState, Tournament};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

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

/// What a command the window sent made, answered to the panel that sent it: the panel reads
/// its outcome here, never from the history on the next frame, where a phone's command may
/// have landed meanwhile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The command's number in the journal.
    pub seq: u64,
    /// The entry it made (a registration, a re-entry), if it made one.
    pub entry: Option<riffle_core::floor::PlayerId>,
}

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

    /// Carries out a command made at `now`, and says what it made. On a refusal nothing has
    /// changed.
    fn execute(&mut self, command: &Command, now: DateTime<Utc>) -> Result<Outcome, Refusal>;

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

    /// The tournament's one writer, for the venue server to send the phones' commands through;
    /// `None` for a backend that cannot serve (a test's).
    fn writer(&self) -> Option<&Writer> {
        None
    }

    /// Catches up with the commands sent through the writer from elsewhere (a phone on the
    /// venue network) since the last frame, and asks `ctx` to repaint when the next one lands.
    fn refresh(&mut self, _ctx: &egui::Context) {}
}

/// The open tournament, held in the one [`Writer`] the venue server also sends through, so the
/// TD's clicks and the phones' commands are checked and made durable under one lock into one
/// journal. The window draws from its own copy of the tournament, taken again whenever a
/// command lands (the TD's or a phone's), so drawing never waits on a phone's `fsync`; a
/// phone's command wakes the windows to show it.
pub struct WriterBackend {
    writer: Writer,
    tournament: Tournament,
    /// The commands in the journal when the copy was taken.
    seen: u64,
    /// The last command committed, whoever sent it, as the writer's listener heard it.
    latest: Arc<AtomicU64>,
    /// The window to wake when a command lands, once it has drawn its first frame.
    wake: Arc<OnceLock<egui::Context>>,
    listener: ListenerId,
    dir: PathBuf,
    notices: Vec<Text>,
    not_saved: Option<Text>,
}

impl WriterBackend {
    pub fn new(session: Session) -> WriterBackend {
        let writer = Writer::new(session);
        let latest = Arc::new(AtomicU64::new(0));
        let wake: Arc<OnceLock<egui::Context>> = Arc::new(OnceLock::new());
        let (heard, woken) = (Arc::clone(&latest), Arc::clone(&wake));
        let listener = writer.listen(
            Utc::now(),
            Box::new(move |committed| {
                let (seq, heard, woken) = (committed.seq, Arc::clone(&heard), Arc::clone(&woken));
                Some(Box::new(move || {
                    heard.store(seq, Ordering::Release);
                    if let Some(ctx) = woken.get() {
                        ctx.request_repaint();
                        ctx.request_repaint_of(viewports::player_screen());
                    }
                }))
            }),
        );
        let (tournament, seen, dir, notices, not_saved) = writer.read(|session| {
            let notices = Session::notices(session)
                .iter()
                .map(|notice| Text::new(notice.say(Lang::En), notice.say(Lang::Fr)))
                .collect();
            (
                session.tournament().clone(),
                session.commands(),
                session.dir().to_path_buf(),
                notices,
                not_saved(session),
            )
        });
        WriterBackend {
            writer,
            tournament,
            seen,
            latest,
            wake,
            listener,
            dir,
            notices,
            not_saved,
        }
    }

    /// Takes the copy again, with the journal's state.
    fn catch_up(&mut self) {
        let (tournament, seen, not_saved) = self.writer.read(|session| {
            (
                session.tournament().clone(),
                session.commands(),
                not_saved(session),
            )
        });
        (self.tournament, self.seen, self.not_saved) = (tournament, seen, not_saved);
    }
}

/// Why nothing can be saved right now, in both languages, as the window keeps it in sight.
pub fn not_saved(session: &Session) -> Option<Text> {
    session
        .failure()
        .map(|failure| Text::new(failure.say(Lang::En), failure.say(Lang::Fr)))
}

impl Drop for WriterBackend {
    fn drop(&mut self) {
        self.writer.stop_listening(self.listener);
    }
}

impl Backend for WriterBackend {
    fn tournament(&self) -> Option<&Tournament> {
        Some(&self.tournament)
    }

    fn execute(&mut self, command: &Command, now: DateTime<Utc>) -> Result<Outcome, Refusal> {
        let result = self.writer.execute_request(None, command, now);
        self.catch_up();
        result
            .map(|applied| Outcome {
                seq: applied.seq,
                entry: applied.entry,
            })
            .map_err(|refusal| Box::new(refusal) as Refusal)
    }

    fn location(&self) -> Option<&Path> {
        Some(&self.dir)
    }

    fn notices(&self) -> Vec<Text> {
        self.notices.clone()
    }

    fn not_saved(&self) -> Option<Text> {
        self.not_saved.clone()
    }

    fn writer(&self) -> Option<&Writer> {
        Some(&self.writer)
    }

    fn refresh(&mut self, ctx: &egui::Context) {
        let _ = self.wake.set(ctx.clone());
        if self.latest.load(Ordering::Acquire) != self.seen {
            self.catch_up();
        }
    }
}
