//! Alerts: one minute before each level change and break, and at each change.
//!
//! Players at the rail and a TD busy at a table both need to know the blinds are about to go up
//! and when the break ends, so every alert shows on both windows (a banner on the players'
//! screen, a notice in the TD's window) and sounds where the computer can play a sound.
//!
//! Which alert is due is decided here from the clock alone, without a window: [`warning`] says
//! whether the clock is in the last minute of a period, [`due`] whether an alert has just become
//! due compared with what the previous frame saw, and [`AlertTracker`] remembers that between
//! frames. The sounds are generated here too ([`chime_wav`]); playing them is `platform`'s job.

use chrono::{DateTime, Utc};
use riffle_core::clock::{ClockState, ClockView};
use riffle_core::structure::PeriodRef;
use std::time::Duration;

/// What an alert announces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Alert {
    /// The level on the clock ends within a minute and `level` follows it.
    LevelSoon { level: u32 },
    /// The level on the clock ends within a minute and a break follows it.
    BreakSoon,
    /// The break ends within a minute: players go back to their seats for `level`.
    PlayResumesSoon { level: u32 },
    /// A level has just started (also when the clock starts, and when the TD jumps levels).
    LevelStarted { level: u32 },
    /// A break has just started.
    BreakStarted,
}

/// The two sounds: a short one for the one-minute warnings, a longer one for the changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Chime {
    Warning,
    Change,
}

impl Alert {
    pub fn is_warning(self) -> bool {
        matches!(
            self,
            Alert::LevelSoon { .. } | Alert::BreakSoon | Alert::PlayResumesSoon { .. }
        )
    }

    pub fn chime(self) -> Chime {
        if self.is_warning() {
            Chime::Warning
        } else {
            Chime::Change
        }
    }
}

/// How long before the end of a period the warning comes.
pub const WARNING_MS: i64 = 60_000;

/// How long a change stays announced on screen.
pub const CHANGE_SHOWN_MS: i64 = 30_000;

/// The one-minute warning that holds in this view, if any: the clock runs, the period on it
/// ends within a minute and something follows it. Not while the clock is paused (the break is
/// not "in one minute" then), nor during hand-for-hand play, where the level clock stands still
/// and moves only when the hands end.
pub fn warning(view: &ClockView) -> Option<Alert> {
    let counting = view.state == ClockState::Running && !view.final_level;
    if !counting || view.time_left_ms <= 0 || view.time_left_ms > WARNING_MS {
        return None;
    }
    match view.period {
        PeriodRef::Level(_) if view.hand_for_hand.is_some() => None,
        PeriodRef::Level(_) if view.next_break_in_ms == Some(view.time_left_ms) => {
            Some(Alert::BreakSoon)
        }
        PeriodRef::Level(_) => view.next_level.map(|level| Alert::LevelSoon { level }),
        PeriodRef::Break { .. } => Some(Alert::PlayResumesSoon {
            level: view.level_for_new_hands,
        }),
    }
}

/// What the frames so far saw of the clock, to compare the next frame with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seen {
    pub period: PeriodRef,
    pub started: bool,
    /// The warning for this period was given, and the time left has not gone back above a
    /// minute since (time added): pausing and resuming in the last minute does not repeat it.
    pub warned: bool,
}

impl Seen {
    /// What is known once `view` has been seen after `previous`.
    pub fn after(previous: Option<&Seen>, view: &ClockView) -> Seen {
        let warned_before = previous.is_some_and(|previous| {
            previous.warned && previous.period == view.period && view.time_left_ms <= WARNING_MS
        });
        Seen {
            period: view.period,
            started: view.state != ClockState::NotStarted,
            warned: warned_before || warning(view).is_some(),
        }
    }
}

/// How long until an alert of this clock may next become due: its last minute, or the end of
/// its period, a few milliseconds late so the alert is surely there. `None` while the clock
/// stands still. A window that does not show this clock's seconds wakes for these alone.
pub fn due_in(view: &ClockView) -> Option<Duration> {
    let stopped = view.state != ClockState::Running
        || (view.hand_for_hand.is_some() && matches!(view.period, PeriodRef::Level(_)));
    if stopped || view.time_left_ms <= 0 {
        return None;
    }
    let until = match view.time_left_ms - WARNING_MS {
        to_warning if to_warning > 0 => to_warning,
        _ => view.time_left_ms,
    };
    u64::try_from(until + DUE_SLACK_MS)
        .ok()
        .map(Duration::from_millis)
}

/// Waking this late after an alert's instant is not heard, and always finds it due.
const DUE_SLACK_MS: i64 = 5;

/// The alert that has just become due in `view`, given what the previous frame saw: a new
/// period on the clock (or the clock just started), else the start of a one-minute warning.
/// Nothing on the first frame: opening the app in the middle of a level announces nothing.
pub fn due(previous: Option<&Seen>, view: &ClockView) -> Option<Alert> {
    let previous = previous?;
    if view.state == ClockState::NotStarted {
        return None;
    }
    if view.period != previous.period || !previous.started {
        return Some(match view.period {
            PeriodRef::Level(level) => Alert::LevelStarted { level },
            PeriodRef::Break { .. } => Alert::BreakStarted,
        });
    }
    warning(view).filter(|_| !previous.warned)
}

/// Remembers, between frames, what the clock showed and the last change announced.
#[derive(Clone, Debug, Default)]
pub struct AlertTracker {
    seen: Option<Seen>,
    change: Option<(Alert, DateTime<Utc>)>,
}

impl AlertTracker {
    /// Takes in the clock at `now` and returns the alert that has just become due, so that it
    /// sounds once however many windows look at the clock.
    pub fn observe(&mut self, view: &ClockView, now: DateTime<Utc>) -> Option<Alert> {
        let alert = due(self.seen.as_ref(), view);
        self.seen = Some(Seen::after(self.seen.as_ref(), view));
        if let Some(change) = alert.filter(|alert| !alert.is_warning()) {
            self.change = Some((change, now));
        }
        alert
    }

    /// The alert to show at `now`: a change for [`CHANGE_SHOWN_MS`] after it, otherwise the
    /// warning while it holds.
    pub fn showing(&self, view: &ClockView, now: DateTime<Utc>) -> Option<Alert> {
        self.recent_change(now)
            .map(|(alert, _)| alert)
            .or_else(|| warning(view))
    }

    /// How long the change on screen stays there, so that the screen repaints when it goes
    /// even if the clock is paused.
    pub fn change_shown_for(&self, now: DateTime<Utc>) -> Option<Duration> {
        self.recent_change(now)
            .and_then(|(_, left_ms)| u64::try_from(left_ms).ok())
            .map(Duration::from_millis)
    }

    fn recent_change(&self, now: DateTime<Utc>) -> Option<(Alert, i64)> {
        let (alert, at) = self.change?;
        let shown_ms = (now - at).num_milliseconds();
        (0..CHANGE_SHOWN_MS)
            .contains(&shown_ms)
            .then_some((alert, CHANGE_SHOWN_MS - shown_ms))
    }
}

/// Samples per second of the generated sounds: plenty for a chime, and small files.
const SAMPLE_RATE: u32 = 22_050;

/// The chime as a WAV file (16-bit mono PCM), generated rather than shipped so that no sound
/// file needs a licence: bell-like notes, each a sine with its octave, fading out.
pub fn chime_wav(chime: Chime) -> Vec<u8> {
    // (frequency in Hz, start in seconds)
    let notes: &[(f32, f32)] = match chime {
        Chime::Warning => &[(880.0, 0.0), (880.0, 0.3)],
        Chime::Change => &[(1046.5, 0.0), (1318.5, 0.25), (1568.0, 0.5)],
    };
    let note_seconds = 0.9_f32;
    let last_start = notes.iter().map(|&(_, start)| start).fold(0.0, f32::max);
    let total = ((last_start + note_seconds) * SAMPLE_RATE as f32) as usize;
    let mut samples = vec![0.0_f32; total];
    for &(frequency, start) in notes {
        let first = (start * SAMPLE_RATE as f32) as usize;
        for (i, sample) in samples.iter_mut().skip(first).enumerate() {
            let t = i as f32 / SAMPLE_RATE as f32;
            if t > note_seconds {
                break;
            }
            let attack = (t / 0.005).min(1.0);
            let envelope = attack * (-t * 5.0).exp();
            let phase = std::f32::consts::TAU * frequency * t;
            *sample += envelope * (phase.sin() + 0.3 * (2.0 * phase).sin());
        }
    }
    let peak = samples.iter().fold(0.0_f32, |m, s| m.max(s.abs())).max(1.0);
    let pcm: Vec<i16> = samples
        .iter()
        .map(|s| (s / peak * 0.6 * f32::from(i16::MAX)) as i16)
        .collect();
    wav(&pcm)
}

/// A mono 16-bit PCM WAV file.
fn wav(pcm: &[i16]) -> Vec<u8> {
    let data_len = u32::try_from(pcm.len() * 2).unwrap_or(u32::MAX);
    let mut out = Vec::with_capacity(44 + pcm.len() * 2);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes()); // format chunk length
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    out.extend_from_slice(&(SAMPLE_RATE * 2).to_le_bytes()); // bytes per second
    out.extend_from_slice(&2u16.to_le_bytes()); // bytes per frame
    out.extend_from_slice(&16u16.to_le_bytes()); // bits per sample
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for sample in pcm {
        out.extend_from_slice(&sample.to_le_bytes());
    }
    out
}
