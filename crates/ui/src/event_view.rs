//! What the TD's window keeps for one open event: its panels (a search, a form being filled
//! in), and what the notice slot tells and asks about it. One per event tab, kept while another
//! tab is shown, so an event comes back with its forms, its refusal and its question as the TD
//! left them, and nothing of one event shows on another's tab.

use crate::backend::Refusal;
use crate::i18n::Texts;
use crate::panels::Panels;
use chrono::{DateTime, Utc};
use riffle_core::floor::PlayerId;
use riffle_text::Say;
use riffle_tournament::{Command, Consequence, Summary};

/// One open event's panels, notices and pending question.
#[derive(Default)]
pub(crate) struct EventView {
    /// Each panel's own state.
    pub panels: Panels,
    /// A refused command, in the core's words, worded when drawn.
    pub refusal: Option<Refusal>,
    /// What the TD should know that is no refusal: what opening found and mended in the
    /// journal, a repair done. Shown until dismissed, after any refusal.
    pub notice: Option<Refusal>,
    /// What the Space key, an undo or a redo just did, with the button that reverses it, until
    /// it fades.
    pub toast: Option<Toast>,
    /// The players serving a penalty away from the table at the last frame (`None` before the
    /// first), to tell the TD when one comes back.
    pub away: Option<Vec<PlayerId>>,
    /// Players whose penalty just ended, told in the notice slot until dismissed.
    pub back: Vec<PlayerId>,
    /// Penalties (by their place in the tournament's list) whose estimated end has come
    /// where no hands are reported: told once each, until answered or dismissed.
    pub due: Vec<usize>,
    /// The staff reports waiting at the last frame (`None` before the first), to chime when
    /// one arrives.
    pub reports_heard: Option<std::collections::BTreeSet<u32>>,
    /// The printout just written, told in the notice slot with a button to its folder.
    pub printed: Option<std::path::PathBuf>,
    /// The penalties already told as due, so each is told once.
    pub due_told: std::collections::BTreeSet<usize>,
    /// An undo or a redo of a weighty command, waiting for the TD to confirm it.
    pub confirm: Option<Confirm>,
    /// The refusal or notice in the slot (its fact, the same in every language), and the frame
    /// it first showed in.
    pub told_since: Option<(Told, u64)>,
    /// The clock's alert of the moment (this event's or another tab's, named by its event), and
    /// the frame it first showed in: it outranks a refusal or a notice told before it. Kept by
    /// the fact, not its words, so a language switch rewords it without making it newer.
    pub alert_since: Option<((Option<String>, crate::alerts::Alert), u64)>,
}

/// What the notice slot tells, told apart by its fact rather than its wording: a refusal or a
/// notice, by what it says in every language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Told {
    Refusal(String),
    Notice(String),
}

impl Told {
    /// The fact of `said`: its debug form, which carries its kind and its values (for a text
    /// worded in both languages, both), never the language shown.
    pub(crate) fn of(said: &Refusal, refusal: bool) -> Told {
        let fact = format!("{said:?}");
        if refusal {
            Told::Refusal(fact)
        } else {
            Told::Notice(fact)
        }
    }
}

/// `seen` kept while `now` is still the same fact, else `now` from `pass` on.
pub(crate) fn since<T: PartialEq>(
    seen: Option<(T, u64)>,
    now: Option<T>,
    pass: u64,
) -> Option<(T, u64)> {
    match (now, seen) {
        (Some(now), Some((said, at))) if said == now => Some((said, at)),
        (Some(now), _) => Some((now, pass)),
        (None, _) => None,
    }
}

/// An undo or a redo held back until the TD has read what it takes back or puts back.
pub(crate) struct Confirm {
    pub command: Command,
    /// The command taken back or put back, worded when the question is drawn.
    pub summary: Summary,
    pub consequences: Vec<Consequence>,
}

/// What a key, an undo or a redo just did, shown in the notice slot with the button that takes
/// it back, until it fades.
pub(crate) struct Toast {
    what: Toasted,
    pub until: DateTime<Utc>,
}

/// What a toast tells.
pub(crate) enum Toasted {
    /// The clock command the Space key sent.
    Key(Command),
    /// The command an undo took back, as the history summarises it.
    Undone(Summary),
    /// The command a redo put back.
    Redone(Summary),
}

impl Toast {
    /// How long the TD has to see it and take it back.
    const SHOWN_FOR: chrono::TimeDelta = chrono::TimeDelta::seconds(10);

    pub(crate) fn after(command: &Command, now: DateTime<Utc>) -> Option<Toast> {
        matches!(
            command,
            Command::StartClock | Command::PauseClock | Command::ResumeClock
        )
        .then(|| Toast::of(Toasted::Key(command.clone()), now))
    }

    pub(crate) fn of(what: Toasted, now: DateTime<Utc>) -> Toast {
        Toast {
            what,
            until: now + Toast::SHOWN_FOR,
        }
    }

    pub(crate) fn sentence(&self, t: &Texts) -> String {
        match &self.what {
            Toasted::Key(Command::StartClock) => t.text("toast_clock_started").to_string(),
            Toasted::Key(Command::PauseClock) => t.text("toast_clock_paused").to_string(),
            Toasted::Key(_) => t.text("toast_clock_resumed").to_string(),
            Toasted::Undone(summary) => {
                riffle_text::fill!(t, "toast_undone", summary = summary.say(t.lang))
            }
            Toasted::Redone(summary) => {
                riffle_text::fill!(t, "toast_redone", summary = summary.say(t.lang))
            }
        }
    }

    /// The button that takes back what the toast tells, and the command it sends.
    pub(crate) fn reverse<'t>(&self, t: &'t Texts) -> (&'t str, Command) {
        match self.what {
            Toasted::Key(_) => (t.text("undo_with_key"), Command::Undo),
            Toasted::Undone(_) => (t.text("redo"), Command::Redo),
            Toasted::Redone(_) => (t.text("undo"), Command::Undo),
        }
    }

    pub(crate) fn gone(&self, now: DateTime<Utc>) -> bool {
        now >= self.until
    }
}
