//! What both windows share. The players' screen is a deferred viewport: egui repaints it on its
//! own schedule, not inside the TD window's frame, so it reaches the tournament, the language and
//! the alerts through this lock rather than through the TD window.
//!
//! Each window takes a [`Snapshot`] under the lock and renders it after releasing it, so neither
//! window ever waits on the other while drawing.
//!
//! Several events can be open at once, one tab each ([`Event`]): every frame of either window
//! looks at every event's clock, so a level change or a one-minute warning sounds whichever tab
//! the TD is on; the TD's window shows the event of its tab, and the players' screen the one the
//! TD chose for it, or each in turn ([`ScreenChoice`]).

use super::alerts::{Alert, AlertTracker, Chime};
use super::backend::Backend;
use super::platform::{Sound, Voice};
use chrono::{DateTime, Utc};
use egui::mutex::Mutex;
use riffle_core::floor::InstructionKind;
use riffle_core::structure::PeriodRef;
use riffle_text::{Lang, Text};
use riffle_tournament::DisplayState;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// The time source: the system clock in the app, a fixed instant in tests.
pub type Now = Arc<dyn Fn() -> DateTime<Utc> + Send + Sync>;

pub type SharedState = Arc<Mutex<Shared>>;

/// The TD's choices that both windows follow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preferences {
    pub lang: Lang,
    /// Whether the alerts sound (some rooms want them silent).
    pub sound: bool,
    /// Whether level changes, breaks and the last minute are spoken aloud, in the TD's
    /// language: a room misses a blind-up written on a TV.
    pub speak: bool,
    /// Which open event the players' screen shows.
    pub screen: ScreenChoice,
    /// Whether the players' screen shows the league's table during a break, when the event
    /// belongs to a league.
    pub league_on_breaks: bool,
    /// The club's player database as the club gave it in Settings (a file, an `sqlite:` or a
    /// `postgres://` URL); `RIFFLE_DATABASE_URL` wins over it.
    pub database_url: Option<String>,
    /// The TD window's zoom in percent: a laptop across a desk reads at 100, a TD at arm's
    /// length at 150 or 200.
    pub zoom_percent: u16,
}

impl Preferences {
    /// The zooms Settings and Ctrl + and Ctrl - step through, in percent.
    pub const ZOOMS: [u16; 7] = [80, 100, 125, 150, 175, 200, 250];
}

impl Default for Preferences {
    fn default() -> Preferences {
        Preferences {
            lang: Lang::En,
            sound: true,
            speak: false,
            screen: ScreenChoice::default(),
            league_on_breaks: true,
            database_url: None,
            zoom_percent: 100,
        }
    }
}

/// Which of the open events the players' screen shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum ScreenChoice {
    /// The one on the TD's tab: the screen follows the TD.
    #[default]
    Tab,
    /// The event in this folder, whatever the TD looks at (the tab when it is not open).
    Event(PathBuf),
    /// Each open event in turn, this many seconds each, in the order of the tabs.
    Rotate { seconds: u32 },
}

impl ScreenChoice {
    /// The fewest seconds an event stays on the screen when they turn: enough to read the
    /// clock from the back row.
    pub const MIN_SECONDS: u32 = 5;
    /// The seconds offered first.
    pub const DEFAULT_SECONDS: u32 = 15;
}

/// One open event: its tournament, and what its clock's alerts have already said.
pub struct Event {
    pub backend: Box<dyn Backend>,
    alerts: AlertTracker,
    /// The league table read at the start of the break on the clock (the period it was read
    /// for), so the files are read once a break, not once a frame.
    league: Option<(PeriodRef, Option<Arc<LeagueBoard>>)>,
    /// Whether the floor was calling for the final table when last looked at (`None` before
    /// the first look), so the call is spoken once, as it comes, and not on opening the event.
    final_table_called: Option<bool>,
    /// The layout the players' screen draws: the last one that loaded (a layout asked for that
    /// fails to load leaves it), and the name last asked for, so a broken file is read once.
    layout: ScreenLayout,
}

/// The players' screen's layout of one event, kept between frames.
#[derive(Default)]
struct ScreenLayout {
    shown: Option<Arc<riffle_store::layouts::LayoutFile>>,
    asked: Option<String>,
}

impl Event {
    pub fn new(backend: Box<dyn Backend>) -> Event {
        Event {
            backend,
            alerts: AlertTracker::default(),
            league: None,
            final_table_called: None,
            layout: ScreenLayout::default(),
        }
    }

    /// The layout the tournament asks for (`None`: the shipped default), read when the name
    /// changes; a layout that does not load leaves the last good one on the screen, and the
    /// shipped default when none loaded yet.
    fn layout_of(&mut self, asked: Option<&str>) -> Option<Arc<riffle_store::layouts::LayoutFile>> {
        use riffle_store::layouts;
        let asked = asked.unwrap_or(riffle_core::layout::DEFAULT_LAYOUT);
        if self.layout.asked.as_deref() != Some(asked) {
            self.layout.asked = Some(asked.to_string());
            if let Ok(file) = layouts::find(self.backend.location(), asked) {
                self.layout.shown = Some(Arc::new(file));
            }
        }
        if self.layout.shown.is_none() {
            let shipped = layouts::find(None, riffle_core::layout::DEFAULT_LAYOUT);
            self.layout.shown = shipped.ok().map(Arc::new);
        }
        self.layout.shown.clone()
    }

    /// The final table the floor has just called for (its table and the players left), once,
    /// on the look that first sees it.
    fn final_table_just_called(&mut self) -> Option<(u32, usize)> {
        let called = self.backend.tournament().and_then(|tournament| {
            let instruction = tournament.pending_instruction()?;
            match instruction.kind {
                InstructionKind::FinalTable { table, .. } => {
                    Some((table.0, tournament.players_in().count()))
                }
                _ => None,
            }
        });
        let before = self.final_table_called.replace(called.is_some());
        called.filter(|_| before == Some(false))
    }

    /// The table of the league this event belongs to, during a break (read at its start).
    fn league_during(&mut self, period: PeriodRef) -> Option<Arc<LeagueBoard>> {
        if !matches!(period, PeriodRef::Break { .. }) {
            self.league = None;
            return None;
        }
        if let Some((read_for, board)) = &self.league
            && *read_for == period
        {
            return board.clone();
        }
        let board = (self.backend.location())
            .and_then(riffle_store::league::of_event)
            .map(|(league, rows)| {
                Arc::new(LeagueBoard {
                    name: league.name,
                    rows,
                })
            });
        self.league = Some((period, board.clone()));
        board
    }
}

/// A league's table as the players' screen shows it between levels.
#[derive(Clone, Debug, PartialEq)]
pub struct LeagueBoard {
    pub name: String,
    /// Best first.
    pub rows: Vec<riffle_core::league::Row>,
}

pub struct Shared {
    /// The open events, in the order of their tabs.
    pub events: Vec<Event>,
    /// The event on the TD's tab (an index into `events`).
    pub shown: usize,
    pub preferences: Preferences,
    /// How to play the chimes here, once found; `None` while looking, or on a computer with
    /// no sound player.
    pub sound: Option<Sound>,
    /// How to speak the announcements here, once found; `None` while looking, or on a
    /// computer with no speech program.
    pub voice: Option<Voice>,
    /// The players' screen asked to close (its window's close button); the TD window stops
    /// showing it on its next frame.
    pub player_screen_closed: bool,
    /// Whether the players' screen is full screen, as its window last said (`None` before it
    /// said), so the TD window saves it for the next launch.
    pub player_screen_full: Option<bool>,
    /// The players' screen was in a window, not full screen, when the app last closed: it
    /// leaves full screen as soon as its window exists, once.
    pub player_screen_start_windowed: bool,
}

/// How long the chime plays before an announcement is spoken.
const CHIME_THEN_SPEAK: Duration = Duration::from_millis(1_200);

/// An alert as the room hears it: the written alert, and at a level's start its blinds, which
/// a room misses most.
fn spoken(alert: &Alert, display: &DisplayState, t: &crate::i18n::Texts) -> String {
    let said = t.alert(alert);
    match (alert, &display.level) {
        (Alert::LevelStarted { .. }, Some(level)) => {
            let blinds = riffle_text::fill!(
                t,
                "spoken_blinds",
                small = t.number(level.small_blind),
                big = t.number(level.big_blind)
            );
            format!("{said}. {blinds}")
        }
        _ => said,
    }
}

/// One window's view of the event at one instant.
pub struct Snapshot {
    pub display: Option<DisplayState>,
    pub lang: Lang,
    /// The alert to show now.
    pub alert: Option<Alert>,
    /// The alerts of the other open events, each with its event's name: the TD window shows
    /// them on whatever tab is shown, so a level change in a hidden event is seen.
    pub elsewhere: Vec<(String, Alert)>,
    /// When this view next changes by itself (the clock's second, an alert going away).
    pub repaint_in: Option<Duration>,
    /// Why nothing can be saved right now, while that lasts.
    pub not_saved: Option<Text>,
    /// The league's table, during a break of an event that belongs to a league.
    pub league: Option<Arc<LeagueBoard>>,
    /// The layout the players' screen draws (`None` with no event open).
    pub layout: Option<Arc<riffle_store::layouts::LayoutFile>>,
}

impl Shared {
    pub fn new(backend: Option<Box<dyn Backend>>, preferences: Preferences) -> Shared {
        Shared {
            events: backend.into_iter().map(Event::new).collect(),
            shown: 0,
            preferences,
            sound: None,
            voice: None,
            player_screen_closed: false,
            player_screen_full: None,
            player_screen_start_windowed: false,
        }
    }

    /// The event on the TD's tab; `None` until one is opened.
    pub fn backend(&self) -> Option<&dyn Backend> {
        self.events.get(self.shown).map(|event| &*event.backend)
    }

    pub fn backend_mut(&mut self) -> Option<&mut (dyn Backend + 'static)> {
        self.events
            .get_mut(self.shown)
            .map(|event| &mut *event.backend)
    }

    /// The TD's window's view at `now`: the event on its tab.
    pub fn snapshot(&mut self, now: DateTime<Utc>, ctx: &egui::Context) -> Snapshot {
        self.snapshot_of(Some(self.shown), now, ctx)
    }

    /// The players' screen's view at `now`: the event the TD chose for it, or the one whose
    /// turn it is.
    pub fn screen_snapshot(&mut self, now: DateTime<Utc>, ctx: &egui::Context) -> Snapshot {
        let (index, turn) = self.on_screen(now);
        let mut snapshot = self.snapshot_of(index, now, ctx);
        snapshot.repaint_in = [snapshot.repaint_in, turn].into_iter().flatten().min();
        // The room sees its own event's alerts only.
        snapshot.elsewhere.clear();
        snapshot
    }

    /// Which event the players' screen shows at `now`, and when it next turns to another.
    fn on_screen(&self, now: DateTime<Utc>) -> (Option<usize>, Option<Duration>) {
        let at = |dir: &PathBuf| {
            (self.events.iter()).position(|event| event.backend.location() == Some(dir.as_path()))
        };
        match &self.preferences.screen {
            ScreenChoice::Tab => (Some(self.shown), None),
            ScreenChoice::Event(dir) => (at(dir).or(Some(self.shown)), None),
            ScreenChoice::Rotate { seconds } => {
                let seconds = i64::from((*seconds).max(ScreenChoice::MIN_SECONDS));
                let (turn, next) = crate::screen_timing::page_at(now, self.events.len(), seconds);
                (Some(turn), next)
            }
        }
    }

    /// Sounds `chime` if the TD has the sound on and the computer can play one.
    pub fn chime(&self, chime: Chime) {
        if self.preferences.sound
            && let Some(sound) = &self.sound
        {
            sound.play(chime);
        }
    }

    /// The event at `index` at `now`, with every command sent from elsewhere (a phone) so far;
    /// `ctx` is woken when the next one lands. Every open event's clock is looked at, and
    /// whichever window first sees an alert become due sounds it, once, whatever it shows;
    /// the view asks for a repaint in time for the next alert of any of them, and for the next
    /// second of the one clock that paces the window.
    fn snapshot_of(
        &mut self,
        index: Option<usize>,
        now: DateTime<Utc>,
        ctx: &egui::Context,
    ) -> Snapshot {
        let mut repaint_in = None;
        let (mut shown_second, mut other_second) = (None, None);
        let mut shown = (None, None, None);
        let mut elsewhere = Vec::new();
        let mut layout = None;
        for (at, event) in self.events.iter_mut().enumerate() {
            event.backend.refresh(ctx);
            let Some(display) = event.backend.display(now) else {
                continue;
            };
            let view = &display.clock;
            if let Some(due) = event.alerts.observe(view, now) {
                let mut chimed = false;
                if self.preferences.sound
                    && let Some(sound) = &self.sound
                {
                    sound.play(due.chime());
                    chimed = true;
                }
                if self.preferences.speak
                    && let Some(voice) = &self.voice
                {
                    let t = crate::i18n::Texts::of(self.preferences.lang);
                    // After the chime, so the room turns its head before the words.
                    let after = if chimed {
                        CHIME_THEN_SPEAK
                    } else {
                        Duration::ZERO
                    };
                    voice.speak(&spoken(&due, &display, t), t.lang, after);
                }
            }
            if let Some((table, players)) = event.final_table_just_called()
                && self.preferences.speak
                && let Some(voice) = &self.voice
            {
                let t = crate::i18n::Texts::of(self.preferences.lang);
                let said = riffle_text::fill!(t, "spoken_final_table", players, table);
                voice.speak(&said, t.lang, Duration::ZERO);
            }
            // Every clock wakes the window for its alerts; its seconds only when it is the
            // clock that paces the window (see below).
            let second = crate::screen_timing::repaint_in(view);
            if Some(at) == index {
                shown_second = second;
            } else if other_second.is_none() {
                other_second = second;
            }
            repaint_in = [
                repaint_in,
                super::alerts::due_in(view),
                event.alerts.change_shown_for(now),
            ]
            .into_iter()
            .flatten()
            .min();
            if Some(at) == index {
                let league = (self.preferences.league_on_breaks)
                    .then(|| event.league_during(view.period))
                    .flatten();
                layout = event.layout_of(display.layout.as_deref());
                shown = (event.alerts.showing(view, now), Some(display), league);
            } else if let Some(alert) = event.alerts.showing(view, now)
                && let Some(tournament) = event.backend.tournament()
            {
                elsewhere.push((tournament.name().to_string(), alert));
            }
        }
        // One clock paces the window, a repaint a second: the one shown when it runs, else the
        // first that runs (the tabs show every running clock's time). Waking at every open
        // clock's second, each with its own milliseconds, drew five frames a second for five
        // running events where the seconds of the others move on with the frame anyway.
        let repaint_in = [repaint_in, shown_second.or(other_second)]
            .into_iter()
            .flatten()
            .min();
        let (alert, display, league) = shown;
        let not_saved = index
            .and_then(|index| self.events.get(index))
            .and_then(|event| event.backend.not_saved());
        Snapshot {
            display,
            lang: self.preferences.lang,
            alert,
            elsewhere,
            repaint_in,
            not_saved,
            league,
            layout,
        }
    }
}
