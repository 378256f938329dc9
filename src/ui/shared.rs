//! What both windows share. The players' screen is a deferred viewport: egui repaints it on its
//! own schedule, not inside the TD window's frame, so it reaches the tournament, the language and
//! the alerts through this lock rather than through the TD window.
//!
//! Each window takes a [`Snapshot`] under the lock and renders it after releasing it, so neither
//! window ever waits on the other while drawing.

use super::alerts::{Alert, AlertTracker};
use super::backend::Backend;
use super::platform::Sound;
use super::player_screen;
use crate::text::{Lang, Text};
use crate::tournament::DisplayState;
use chrono::{DateTime, Utc};
use egui::mutex::Mutex;
use std::sync::Arc;
use std::time::Duration;

/// The time source: the system clock in the app, a fixed instant in tests.
pub type Now = Arc<dyn Fn() -> DateTime<Utc> + Send + Sync>;

pub type SharedState = Arc<Mutex<Shared>>;

/// The TD's choices that both windows follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preferences {
    pub lang: Lang,
    /// Whether the alerts sound (some rooms want them silent).
    pub sound: bool,
}

impl Default for Preferences {
    fn default() -> Preferences {
        Preferences {
            lang: Lang::En,
            sound: true,
        }
    }
}

pub struct Shared {
    /// The open tournament; `None` until one is opened.
    pub backend: Option<Box<dyn Backend>>,
    pub preferences: Preferences,
    /// How to play the chimes here, once found; `None` while looking, or on a computer with
    /// no sound player.
    pub sound: Option<Sound>,
    /// The players' screen asked to close (its window's close button); the TD window stops
    /// showing it on its next frame.
    pub player_screen_closed: bool,
    /// Whether the players' screen is full screen, as its window last said (`None` before it
    /// said), so the TD window saves it for the next launch.
    pub player_screen_full: Option<bool>,
    /// The players' screen was in a window, not full screen, when the app last closed: it
    /// leaves full screen as soon as its window exists, once.
    pub player_screen_start_windowed: bool,
    alerts: AlertTracker,
}

/// One window's view of the event at one instant.
pub struct Snapshot {
    pub display: Option<DisplayState>,
    pub lang: Lang,
    /// The alert to show now.
    pub alert: Option<Alert>,
    /// When this view next changes by itself (the clock's second, an alert going away).
    pub repaint_in: Option<Duration>,
    /// Why nothing can be saved right now, while that lasts.
    pub not_saved: Option<Text>,
}

impl Shared {
    pub fn new(backend: Option<Box<dyn Backend>>, preferences: Preferences) -> Shared {
        Shared {
            backend,
            preferences,
            sound: None,
            player_screen_closed: false,
            player_screen_full: None,
            player_screen_start_windowed: false,
            alerts: AlertTracker::default(),
        }
    }

    /// The event at `now`, with every command sent from elsewhere (a phone) so far; `ctx` is
    /// woken when the next one lands. Whichever window first sees an alert become due sounds
    /// it, once.
    pub fn snapshot(&mut self, now: DateTime<Utc>, ctx: &egui::Context) -> Snapshot {
        if let Some(backend) = self.backend.as_mut() {
            backend.refresh(ctx);
        }
        let display = self
            .backend
            .as_ref()
            .and_then(|backend| backend.display(now));
        let (mut alert, mut repaint_in) = (None, None);
        if let Some(display) = &display {
            let view = &display.clock;
            if let Some(due) = self.alerts.observe(view, now)
                && self.preferences.sound
                && let Some(sound) = &self.sound
            {
                sound.play(due.chime());
            }
            alert = self.alerts.showing(view, now);
            repaint_in = [
                player_screen::repaint_in(view),
                self.alerts.change_shown_for(now),
            ]
            .into_iter()
            .flatten()
            .min();
        }
        Snapshot {
            display,
            lang: self.preferences.lang,
            alert,
            repaint_in,
            not_saved: self
                .backend
                .as_ref()
                .and_then(|backend| backend.not_saved()),
        }
    }
}
