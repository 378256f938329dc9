//! What the floor knows of each table's button, and since when. Balancing (TDA 11), the dead
//! button (TDA 32) and hand-for-hand all follow the button, but in a real room nobody reports
//! every hand of every table: a button the floor has not heard of for a while is a guess, and an
//! instruction built on a guess must say so (name the position, not a person).
//!
//! Time and levels come in as a [`Moment`] from the caller, so this stays pure.

use chrono::{DateTime, TimeDelta, Utc};
use serde::{Deserialize, Serialize};

/// Who told the floor a hand was dealt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reporter {
    /// The TD's "hand dealt" click.
    #[default]
    Td,
    /// A dealer's device on the venue network.
    Device,
}

/// Where the floor's idea of a table's button comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ButtonSource {
    /// The high-card draw for the table's first button.
    Drawn,
    /// The TD placed the first button by hand.
    Set,
    /// The TD (or a floor person) gave where the button is in the hand being played.
    Given,
    /// Every hand since the last of the above was reported, hand by hand.
    HandByHand(Reporter),
}

impl ButtonSource {
    /// The short name programs read (`riffle script --json`).
    pub fn code(self) -> &'static str {
        match self {
            ButtonSource::Drawn => "drawn",
            ButtonSource::Set => "set",
            ButtonSource::Given => "given",
            ButtonSource::HandByHand(Reporter::Td) => "reported-td",
            ButtonSource::HandByHand(Reporter::Device) => "reported-device",
        }
    }
}

/// The instant a fact is learned or an instruction is planned, with the level on the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    pub at: DateTime<Utc>,
    /// The level a hand started now plays; 0 before the clock starts, when no hand is dealt.
    pub level: u32,
    /// When the clock started, if it has.
    pub started: Option<DateTime<Utc>>,
}

/// A live table deals a hand in about two minutes and rarely takes more than five: after five
/// minutes without a report, a hand may have gone by unreported and the tracked button is a
/// guess.
pub const REPORT_GAP: TimeDelta = TimeDelta::minutes(5);

/// The floor's last sure knowledge of a table's button.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ButtonKnown {
    pub source: ButtonSource,
    /// When it was last sure.
    pub at: DateTime<Utc>,
    /// The level it was sure in (0: before the clock started).
    pub level: u32,
}

/// What a screen or a script shows of a table's button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonStatus {
    /// Known this level, from `source`, last confirmed `minutes` ago.
    Known { source: ButtonSource, minutes: i64 },
    /// Not known since `minutes` ago (`None`: never known, e.g. no button yet).
    Unknown { minutes: Option<i64> },
}

impl ButtonStatus {
    pub fn is_known(self) -> bool {
        matches!(self, ButtonStatus::Known { .. })
    }

    /// `drawn`, `set`, `given`, `reported-td`, `reported-device` or `unknown`.
    pub fn code(self) -> &'static str {
        match self {
            ButtonStatus::Known { source, .. } => source.code(),
            ButtonStatus::Unknown { .. } => "unknown",
        }
    }

    /// Minutes since it was last sure, if it ever was.
    pub fn minutes(self) -> Option<i64> {
        match self {
            ButtonStatus::Known { minutes, .. } => Some(minutes),
            ButtonStatus::Unknown { minutes } => minutes,
        }
    }
}

/// A table's button as every screen shows it (the floor map, the table's detail, the venue's
/// pages and `/api/state`): one answer, so no screen draws a button another calls unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableButton {
    pub status: ButtonStatus,
    /// The next hand's button as the floor tracks it, known or not: while unknown it is only
    /// the seat the instructions name "if the button is on seat S".
    pub tracked: Option<u8>,
}

impl ButtonKnown {
    pub fn new(source: ButtonSource, now: &Moment) -> ButtonKnown {
        ButtonKnown {
            source,
            at: now.at,
            level: now.level,
        }
    }

    /// Fresh: the floor knows who is due the big blind next. Whatever the source (the draw,
    /// the TD's placing, a button given or reported hand by hand) it holds in the level it was
    /// learned in (before the clock starts no hand is dealt, so what was learned then holds
    /// into the first level) until a hand may have gone by unreported ([`REPORT_GAP`]).
    pub fn fresh(&self, now: &Moment) -> bool {
        let level = self.level == now.level || (self.level == 0 && now.level <= 1);
        level && self.within_gap(now)
    }

    /// No hand can have gone by unreported since the floor was last sure (counted from the
    /// clock's start for what it learned before).
    fn within_gap(&self, now: &Moment) -> bool {
        let since = if self.level == 0 {
            now.started.unwrap_or(now.at)
        } else {
            self.at
        };
        now.at - since <= REPORT_GAP
    }

    /// A hand reported at the table. It keeps the button known only when no hand can have been
    /// missed since the floor was last sure (the same level or the next, within
    /// [`REPORT_GAP`]); a report after a silence moves the tracked button but does not make it
    /// known again: only giving the button does.
    pub fn after_hand(&self, by: Reporter, now: &Moment) -> ButtonKnown {
        let level = self.level == now.level || self.level + 1 == now.level;
        if level && self.within_gap(now) {
            ButtonKnown::new(ButtonSource::HandByHand(by), now)
        } else {
            *self
        }
    }

    pub fn status(known: Option<&ButtonKnown>, now: &Moment) -> ButtonStatus {
        let minutes = |k: &ButtonKnown| (now.at - k.at).num_minutes().max(0);
        match known {
            Some(k) if k.fresh(now) => ButtonStatus::Known {
                source: k.source,
                minutes: minutes(k),
            },
            Some(k) => ButtonStatus::Unknown {
                minutes: Some(minutes(k)),
            },
            None => ButtonStatus::Unknown { minutes: None },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(minute: i64, level: u32) -> Moment {
        let start = DateTime::<Utc>::from_timestamp(1_800_000_000, 0).expect("a valid instant");
        Moment {
            at: start + TimeDelta::minutes(minute),
            level,
            started: Some(start),
        }
    }

    #[test]
    fn a_drawn_button_is_known_until_play_starts_and_reports_keep_it_known() {
        let before = Moment {
            started: None,
            ..at(-30, 0)
        };
        let drawn = ButtonKnown::new(ButtonSource::Drawn, &before);
        assert!(drawn.fresh(&before));
        assert!(
            drawn.fresh(&at(1, 1)),
            "the drawn button is the first hand's: known as play starts"
        );
        assert!(
            !drawn.fresh(&at(6, 1)),
            "it ages like any other: a hand may have gone by unreported"
        );
        let first = drawn.after_hand(Reporter::Td, &at(2, 1));
        assert_eq!(first.source, ButtonSource::HandByHand(Reporter::Td));
        let second = first.after_hand(Reporter::Device, &at(5, 1));
        assert!(second.fresh(&at(6, 1)));
        assert_eq!(
            ButtonKnown::status(Some(&second), &at(6, 1)),
            ButtonStatus::Known {
                source: ButtonSource::HandByHand(Reporter::Device),
                minutes: 1
            }
        );
    }

    #[test]
    fn a_report_after_a_silence_does_not_make_the_button_known() {
        let reported = ButtonKnown::new(ButtonSource::Given, &at(0, 1));
        assert!(reported.fresh(&at(5, 1)));
        assert!(
            !reported.fresh(&at(6, 1)),
            "a hand may have gone by unreported"
        );
        let late = reported.after_hand(Reporter::Td, &at(25, 1));
        assert_eq!(late, reported, "hands were missed in between");
        assert_eq!(
            ButtonKnown::status(Some(&late), &at(25, 1)),
            ButtonStatus::Unknown { minutes: Some(25) }
        );
        let drawn_late = ButtonKnown::new(ButtonSource::Drawn, &at(30, 2));
        assert!(
            drawn_late.fresh(&at(30, 2)),
            "a table opened later knows its drawn button too"
        );
        assert!(
            !drawn_late.fresh(&at(36, 2)),
            "until hands may have been missed"
        );
        assert!(
            drawn_late
                .after_hand(Reporter::Td, &at(30, 2))
                .fresh(&at(31, 2))
        );
        let next_level = ButtonKnown::new(ButtonSource::Given, &at(18, 1));
        assert!(!next_level.fresh(&at(21, 2)), "reported last level");
        assert!(
            next_level
                .after_hand(Reporter::Td, &at(21, 2))
                .fresh(&at(21, 2)),
            "hand by hand across the level change"
        );
    }
}
