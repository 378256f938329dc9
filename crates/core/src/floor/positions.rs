//! Who had the button and the blinds in one hand at a table: the record a table keeps of its
//! last hand, below both the table and the hand rules that fill it in.

use super::reason::SitOutReason;
use super::{PlayerId, TableNo};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Who has the button and the blinds in one hand at one table, and who is dealt in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HandPositions {
    pub table: TableNo,
    /// Hands dealt at this table since it was (re)drawn, this one included.
    pub hand: u32,
    /// The button's seat, which may be empty: a dead button.
    pub button: u8,
    /// The small blind's seat; heads-up it is the button's.
    pub small_blind_seat: u8,
    /// Who posts the small blind; nobody when its seat is empty.
    pub small_blind: Option<PlayerId>,
    pub big_blind: u8,
    pub big_blind_player: PlayerId,
    /// Two players: the button posts the small blind and acts first before the flop (TDA 34B).
    pub heads_up: bool,
    /// Seats dealt in, from seat 1.
    pub dealt_in: Vec<(u8, PlayerId)>,
    /// Newcomers who wait for the button to pass.
    pub sitting_out: Vec<SitOut>,
    /// Self-dealt mode: the player who physically deals (seed 004), tracked apart from the button.
    pub dealer: Option<(u8, PlayerId)>,
}

/// A seated player who is not dealt in this hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SitOut {
    pub seat: u8,
    pub player: PlayerId,
    pub why: SitOutReason,
}

/// The button, small-blind and big-blind seats of one hand, as a TD reads them off the table.
/// The small blind's seat may be empty (nobody posts it) and so may the button's (a dead
/// button).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Positions {
    pub button: u8,
    pub small_blind: u8,
    pub big_blind: u8,
}

impl HandPositions {
    /// Where the button and blinds sit, empty seats included.
    pub fn positions(&self) -> Positions {
        Positions {
            button: self.button,
            small_blind: self.small_blind_seat,
            big_blind: self.big_blind,
        }
    }

    /// The button's seat is empty (or its player is not dealt in).
    pub fn dead_button(&self) -> bool {
        self.player_at(self.button).is_none()
    }

    /// Who acts last after the flop: the button, or with a dead button the first player to its
    /// right.
    pub fn acts_last(&self) -> Option<(u8, PlayerId)> {
        let before = self.dealt_in.iter().rev().find(|(s, _)| *s <= self.button);
        before.or(self.dealt_in.last()).copied()
    }

    /// The player dealt in at a seat.
    pub fn player_at(&self, seat: u8) -> Option<PlayerId> {
        self.dealt_in
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|&(_, player)| player)
    }
}

impl fmt::Display for HandPositions {
    /// "Hand 3 at table 1: button seat 2 (dead), no small blind, big blind seat 4."
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Hand {} at {}: button seat {}",
            self.hand, self.table, self.button
        )?;
        if self.dead_button() {
            write!(f, " (dead)")?;
        }
        if self.heads_up {
            write!(f, ", heads-up: the button posts the small blind")?;
        } else if self.small_blind.is_some() {
            write!(f, ", small blind seat {}", self.small_blind_seat)?;
        } else {
            write!(f, ", no small blind")?;
        }
        write!(f, ", big blind seat {}", self.big_blind)?;
        for out in &self.sitting_out {
            let why = match out.why {
                SitOutReason::BetweenSmallBlindAndButton => {
                    "between the small blind and the button"
                }
                SitOutReason::VacatedSmallBlindSeat => "new in the small blind's vacated seat",
            };
            write!(f, "; seat {} sits out ({why})", out.seat)?;
        }
        if let Some((seat, _)) = self.dealer {
            write!(f, "; seat {seat} deals")?;
        }
        write!(f, ".")
    }
}
