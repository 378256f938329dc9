//! The floor: tables and seats, the seat draw, balancing, breaking tables, the final-table draw,
//! and the button and blinds at every table.
//!
//! Everything here is pure. Randomness (seat draws, button draws) comes from the caller's RNG,
//! whose seed the caller records, so every draw can be replayed from the journal. The floor never
//! moves a player on its own: it computes an [`Instruction`] from its state, with the reason in
//! plain words, and the TD accepts it (or overrides a seat, giving a reason that is kept) before
//! [`Floor::apply`] carries it out. A refused request changes nothing.

mod check;
mod draw;
mod hand;
mod plan;
mod settings;
mod simulate;
mod state;
mod table;

pub use check::{Checker, Violation};
pub use hand::{ButtonDraw, HandPositions, Positions, SitOut, SitOutReason, next_hand_at};
pub use plan::{Instruction, InstructionKind, Move, Override};
pub use settings::{BreakOrder, FloorSettings, SourceTable, TightenedGap};
pub use simulate::{Eliminations, SimConfig, SimFailure, SimReport, simulate};
pub use state::{Floor, balance_due, short_table_halts};
pub use table::{Seat, Table};

use serde::{Deserialize, Serialize};
use std::fmt;
use thiserror::Error;

/// One entry in the event. A re-entry is a new entry, so it gets a new id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u32);

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.0)
    }
}

/// A table's number as the room labels it; numbers need not be consecutive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TableNo(pub u32);

impl fmt::Display for TableNo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "table {}", self.0)
    }
}

/// A seat in the room: seats are numbered from 1, clockwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct SeatRef {
    pub table: TableNo,
    pub seat: u8,
}

impl SeatRef {
    pub const fn new(table: u32, seat: u8) -> SeatRef {
        SeatRef {
            table: TableNo(table),
            seat,
        }
    }
}

impl fmt::Display for SeatRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} seat {}", self.table, self.seat)
    }
}

/// Fewest and most seats a table may have.
pub const SEATS_RANGE: std::ops::RangeInclusive<u8> = 2..=10;

/// Why the floor refused a request. Every message says what is wrong and what is allowed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FloorError {
    #[error("a table has 2 to 10 seats, not {seats}")]
    SeatCount { seats: u8 },
    #[error("a balancing gap of {gap} is not allowed: the gap is at least 1 player")]
    GapTooSmall { gap: u8 },
    #[error("{table} is already in play; choose another table number")]
    TableExists { table: TableNo },
    #[error("{table} is not in play")]
    NoSuchTable { table: TableNo },
    #[error("{table} has seats 1 to {seats}; there is no seat {seat}")]
    NoSuchSeat { table: TableNo, seat: u8, seats: u8 },
    #[error("{seat} is closed; open it first or choose an open seat")]
    SeatClosed { seat: SeatRef },
    #[error("{seat} is taken by {player}; choose an open seat")]
    SeatTaken { seat: SeatRef, player: PlayerId },
    #[error("{seat} is taken by {player}; move the player before closing the seat")]
    CloseTakenSeat { seat: SeatRef, player: PlayerId },
    #[error("{seat} is already closed")]
    SeatAlreadyClosed { seat: SeatRef },
    #[error("{seat} is already open")]
    SeatAlreadyOpen { seat: SeatRef },
    #[error("cannot seat {players} players: only {open} seats are open")]
    NotEnoughSeats { players: usize, open: usize },
    #[error("{player} is not seated at any table")]
    NotSeated { player: PlayerId },
    #[error("{player} is already seated at {seat}")]
    AlreadySeated { player: PlayerId, seat: SeatRef },
    #[error("{player} appears twice in the same request; each player is seated once")]
    DuplicatePlayer { player: PlayerId },
    #[error("{player} is at {actual}, not at {expected}; plan the move again")]
    NotAt {
        player: PlayerId,
        expected: SeatRef,
        actual: SeatRef,
    },
    #[error("{seat} receives two players in the same instruction; each seat takes one")]
    SeatTwice { seat: SeatRef },
    #[error("{table} has {players} seated; a hand needs at least 2")]
    TooFewPlayers { table: TableNo, players: u8 },
    #[error("{table} has no button yet: draw it or set it before the table's first hand")]
    NoButton { table: TableNo },
    #[error(
        "{table} has dealt hands: its button moves by the dead-button rule and is set only \
         before the first hand"
    )]
    ButtonAlreadyMoving { table: TableNo },
    #[error("{table} has dealt no hand yet: there is no hand to correct")]
    NoHandYet { table: TableNo },
    #[error("the button goes to an occupied seat; {seat} is empty")]
    ButtonOnEmptySeat { seat: SeatRef },
    #[error(
        "the field has already been drawn ({players} seated): draw newcomers as late \
         registrations"
    )]
    FieldAlreadyDrawn { players: usize },
    #[error("there are no players to draw")]
    NoPlayers,
    #[error("{table} still has {player} at seat {seat}, who has no move in the instruction")]
    PlayerLeftBehind {
        table: TableNo,
        player: PlayerId,
        seat: u8,
    },
    #[error("a move in this instruction sends {player} to {to}, which the instruction forbids")]
    WrongDestination { player: PlayerId, to: SeatRef },
    #[error("{player} has no move in this instruction")]
    NotInInstruction { player: PlayerId },
    #[error("the TD's choice of seat needs a reason; it is kept with the move")]
    ReasonRequired,
    #[error("a balancing instruction moves exactly one seated player, not {moves}")]
    BalanceMovesOne { moves: usize },
    #[error("a {kind} instruction moves seated players only; {player} is not seated")]
    MoveWithoutSeat {
        kind: &'static str,
        player: PlayerId,
    },
    #[error("{table} appears twice in the break order; list each table once")]
    BreakOrderTwice { table: TableNo },
    #[error("the final table has 2 to 10 seats, not {seats}")]
    FinalTableSeats { seats: u8 },
    #[error("the saved floor is inconsistent: {problem}")]
    Corrupt { problem: String },
}
