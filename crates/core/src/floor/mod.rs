//! The floor: tables and seats, the seat draw, balancing, breaking tables, the final-table draw,
//! and the button and blinds at every table.
//!
//! Everything here is pure. Randomness (seat draws, button draws) comes from the caller's RNG,
//! whose seed the caller records, so every draw can be replayed from the journal. The floor never
//! moves a player on its own: it computes an [`Instruction`] from its state, with the reason as
//! typed facts ([`Reason`], worded only when shown), and the TD accepts it (or overrides a
//! seat, giving a reason that is kept) before [`Floor::apply`] carries it out. A refused request
//! changes nothing.

mod button;
mod check;
mod draw;
mod hand;
mod plan;
mod positions;
mod reason;
mod settings;
mod simulate;
mod state;
mod table;
mod worded;

pub use button::{
    ButtonKnown, ButtonSource, ButtonStatus, Moment, REPORT_GAP, Reporter, TableButton,
};
pub use check::{Checker, Violation};
pub use hand::{ButtonDraw, next_hand_at};
pub use plan::{Basis, Instruction, InstructionKind, Move, Override, PositionMove};
pub use positions::{HandPositions, Positions, SitOut};
pub use reason::{NextHand, Reason, SitOutReason, WorstSeat};
pub use settings::{BreakOrder, FloorSettings, SourceTable, TightenedGap};
pub use simulate::{Eliminations, SimConfig, SimFailure, SimReport, simulate};
pub use state::{Arrival, Floor, balance_due, short_table_halts};
pub use table::{Seat, Table};
pub use worded::{Names, Worded};

use riffle_text::fill;
use riffle_text::{Lang, Say};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One entry in the event. A re-entry is a new entry, so it gets a new id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u32);

impl PlayerId {
    /// The entry number as the TD, the players and a spreadsheet read it: counted from 1, where
    /// the ids (and the scripts that name them) count from 0.
    pub fn entry_number(self) -> u32 {
        self.0 + 1
    }
}

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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FloorError {
    SeatCount {
        seats: u8,
    },
    GapTooSmall {
        gap: u8,
    },
    TableExists {
        table: TableNo,
    },
    NoSuchTable {
        table: TableNo,
    },
    NoSuchSeat {
        table: TableNo,
        seat: u8,
        seats: u8,
    },
    SeatClosed {
        seat: SeatRef,
    },
    SeatTaken {
        seat: SeatRef,
        player: PlayerId,
    },
    CloseTakenSeat {
        seat: SeatRef,
        player: PlayerId,
    },
    SeatAlreadyClosed {
        seat: SeatRef,
    },
    SeatAlreadyOpen {
        seat: SeatRef,
    },
    NotEnoughSeats {
        players: usize,
        open: usize,
    },
    NotSeated {
        player: PlayerId,
    },
    AlreadySeated {
        player: PlayerId,
        seat: SeatRef,
    },
    DuplicatePlayer {
        player: PlayerId,
    },
    NotAt {
        player: PlayerId,
        expected: SeatRef,
        actual: SeatRef,
    },
    SeatTwice {
        seat: SeatRef,
    },
    TooFewPlayers {
        table: TableNo,
        players: u8,
    },
    NoButton {
        table: TableNo,
    },
    ButtonAlreadyMoving {
        table: TableNo,
    },
    NoHandYet {
        table: TableNo,
    },
    ButtonOnEmptySeat {
        seat: SeatRef,
    },
    FieldAlreadyDrawn {
        players: usize,
    },
    NoPlayers,
    PlayerLeftBehind {
        table: TableNo,
        player: PlayerId,
        seat: u8,
    },
    WrongDestination {
        player: PlayerId,
        to: SeatRef,
    },
    NotInInstruction {
        player: PlayerId,
    },
    ReasonRequired,
    BalanceMovesOne {
        moves: usize,
    },
    MoveWithoutSeat {
        kind: Redraw,
        player: PlayerId,
    },
    BreakOrderTwice {
        table: TableNo,
    },
    /// The balancing move names a position: the floor cannot know who sits there, so the TD
    /// records who moved (or gives the button) instead of accepting it.
    WhoMovesUnknown {
        from: TableNo,
    },
    /// A move recorded for a balancing instruction names a player from another table.
    MoverNotAtSource {
        player: PlayerId,
        table: TableNo,
    },
    /// Only a balancing move is completed by naming who moved.
    NoMoveToComplete,
    FinalTableSeats {
        seats: u8,
    },
    /// Breaking the only table left: the event plays on there.
    LastTable {
        table: TableNo,
    },
    /// `problem` is the integrity check's own finding, for whoever repairs the file.
    Corrupt {
        problem: String,
    },
}

/// An instruction that redraws players already seated, so it cannot carry a newcomer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Redraw {
    TableBreak,
    FinalTable,
}

impl Say for FloorError {
    fn say(&self, lang: Lang) -> String {
        match self {
            FloorError::SeatCount { seats } => fill!(words(lang), "SeatCount", seats),
            FloorError::GapTooSmall { gap } => fill!(words(lang), "GapTooSmall", gap),
            FloorError::TableExists { table } => fill!(words(lang), "TableExists", table = table.0),
            FloorError::NoSuchTable { table } => fill!(words(lang), "NoSuchTable", table = table.0),
            FloorError::NoSuchSeat { table, seat, seats } => {
                fill!(words(lang), "NoSuchSeat", table = table.0, seat, seats)
            }
            FloorError::SeatClosed { seat } => fill!(
                words(lang),
                "SeatClosed",
                table = seat.table.0,
                seat = seat.seat
            ),
            FloorError::SeatTaken { seat, player } => fill!(
                words(lang),
                "SeatTaken",
                table = seat.table.0,
                seat = seat.seat,
                player = player.0
            ),
            FloorError::CloseTakenSeat { seat, player } => fill!(
                words(lang),
                "CloseTakenSeat",
                table = seat.table.0,
                seat = seat.seat,
                player = player.0
            ),
            FloorError::SeatAlreadyClosed { seat } => fill!(
                words(lang),
                "SeatAlreadyClosed",
                table = seat.table.0,
                seat = seat.seat
            ),
            FloorError::SeatAlreadyOpen { seat } => fill!(
                words(lang),
                "SeatAlreadyOpen",
                table = seat.table.0,
                seat = seat.seat
            ),
            FloorError::NotEnoughSeats { players, open } => fill!(
                words(lang),
                "NotEnoughSeats",
                players = fill!(words(lang), "Players" / *players, n = players),
                open = fill!(words(lang), "OpenSeats" / *open, n = open)
            ),
            FloorError::NotSeated { player } => fill!(words(lang), "NotSeated", player = player.0),
            FloorError::AlreadySeated { player, seat } => fill!(
                words(lang),
                "AlreadySeated",
                player = player.0,
                table = seat.table.0,
                seat = seat.seat
            ),
            FloorError::DuplicatePlayer { player } => {
                fill!(words(lang), "DuplicatePlayer", player = player.0)
            }
            FloorError::NotAt {
                player,
                expected,
                actual,
            } => fill!(
                words(lang),
                "NotAt",
                player = player.0,
                table = actual.table.0,
                seat = actual.seat,
                expected_table = expected.table.0,
                expected_seat = expected.seat
            ),
            FloorError::SeatTwice { seat } => fill!(
                words(lang),
                "SeatTwice",
                table = seat.table.0,
                seat = seat.seat
            ),
            FloorError::TooFewPlayers { table, players } => fill!(
                words(lang),
                "TooFewPlayers",
                table = table.0,
                players = fill!(words(lang), "Players" / *players, n = players)
            ),
            FloorError::NoButton { table } => fill!(words(lang), "NoButton", table = table.0),
            FloorError::ButtonAlreadyMoving { table } => {
                fill!(words(lang), "ButtonAlreadyMoving", table = table.0)
            }
            FloorError::NoHandYet { table } => fill!(words(lang), "NoHandYet", table = table.0),
            FloorError::ButtonOnEmptySeat { seat } => fill!(
                words(lang),
                "ButtonOnEmptySeat",
                table = seat.table.0,
                seat = seat.seat
            ),
            FloorError::FieldAlreadyDrawn { players } => fill!(
                words(lang),
                "FieldAlreadyDrawn",
                players = fill!(words(lang), "Players" / *players, n = players)
            ),
            FloorError::NoPlayers => fill!(words(lang), "NoPlayers"),
            FloorError::PlayerLeftBehind {
                table,
                player,
                seat,
            } => fill!(
                words(lang),
                "PlayerLeftBehind",
                table = table.0,
                player = player.0,
                seat
            ),
            FloorError::WrongDestination { player, to } => fill!(
                words(lang),
                "WrongDestination",
                player = player.0,
                table = to.table.0,
                seat = to.seat
            ),
            FloorError::NotInInstruction { player } => {
                fill!(words(lang), "NotInInstruction", player = player.0)
            }
            FloorError::ReasonRequired => fill!(words(lang), "ReasonRequired"),
            FloorError::BalanceMovesOne { moves } => fill!(words(lang), "BalanceMovesOne", moves),
            FloorError::MoveWithoutSeat { kind, player } => fill!(
                words(lang),
                "MoveWithoutSeat",
                kind = match kind {
                    Redraw::TableBreak => words(lang).text("TableBreakKind"),
                    Redraw::FinalTable => words(lang).text("FinalTableKind"),
                },
                player = player.0
            ),
            FloorError::BreakOrderTwice { table } => {
                fill!(words(lang), "BreakOrderTwice", table = table.0)
            }
            FloorError::WhoMovesUnknown { from } => {
                fill!(words(lang), "WhoMovesUnknown", table = from.0)
            }
            FloorError::MoverNotAtSource { player, table } => fill!(
                words(lang),
                "MoverNotAtSource",
                player = player.0,
                table = table.0
            ),
            FloorError::NoMoveToComplete => fill!(words(lang), "NoMoveToComplete"),
            FloorError::FinalTableSeats { seats } => fill!(words(lang), "FinalTableSeats", seats),
            FloorError::LastTable { table } => fill!(words(lang), "LastTable", table = table.0),
            FloorError::Corrupt { problem } => fill!(words(lang), "Corrupt", problem),
        }
    }
}

riffle_text::worded!(FloorError);

#[cfg(test)]
mod wording {
    use super::*;

    /// One refusal of every kind, checked by `listed` so that a new kind must be added here.
    fn every_variant() -> Vec<FloorError> {
        let (table, seat, other, player) = (
            TableNo(3),
            SeatRef::new(3, 4),
            SeatRef::new(5, 1),
            PlayerId(7),
        );
        vec![
            FloorError::SeatCount { seats: 11 },
            FloorError::GapTooSmall { gap: 0 },
            FloorError::TableExists { table },
            FloorError::NoSuchTable { table },
            FloorError::NoSuchSeat {
                table,
                seat: 10,
                seats: 9,
            },
            FloorError::SeatClosed { seat },
            FloorError::SeatTaken { seat, player },
            FloorError::CloseTakenSeat { seat, player },
            FloorError::SeatAlreadyClosed { seat },
            FloorError::SeatAlreadyOpen { seat },
            FloorError::NotEnoughSeats {
                players: 12,
                open: 1,
            },
            FloorError::NotSeated { player },
            FloorError::AlreadySeated { player, seat },
            FloorError::DuplicatePlayer { player },
            FloorError::NotAt {
                player,
                expected: seat,
                actual: other,
            },
            FloorError::SeatTwice { seat },
            FloorError::TooFewPlayers { table, players: 1 },
            FloorError::NoButton { table },
            FloorError::ButtonAlreadyMoving { table },
            FloorError::NoHandYet { table },
            FloorError::ButtonOnEmptySeat { seat },
            FloorError::FieldAlreadyDrawn { players: 40 },
            FloorError::NoPlayers,
            FloorError::PlayerLeftBehind {
                table,
                player,
                seat: 2,
            },
            FloorError::WrongDestination { player, to: seat },
            FloorError::NotInInstruction { player },
            FloorError::ReasonRequired,
            FloorError::BalanceMovesOne { moves: 2 },
            FloorError::MoveWithoutSeat {
                kind: Redraw::TableBreak,
                player,
            },
            FloorError::MoveWithoutSeat {
                kind: Redraw::FinalTable,
                player,
            },
            FloorError::BreakOrderTwice { table },
            FloorError::WhoMovesUnknown { from: table },
            FloorError::MoverNotAtSource { player, table },
            FloorError::NoMoveToComplete,
            FloorError::FinalTableSeats { seats: 1 },
            FloorError::LastTable { table },
            FloorError::Corrupt {
                problem: "a seat is listed twice".into(),
            },
        ]
    }

    fn listed(error: &FloorError) {
        riffle_text::every_kind!(error, FloorError:
            SeatCount, GapTooSmall, TableExists, NoSuchTable, NoSuchSeat, SeatClosed, SeatTaken,
            CloseTakenSeat, SeatAlreadyClosed, SeatAlreadyOpen, NotEnoughSeats, NotSeated,
            AlreadySeated, DuplicatePlayer, NotAt, SeatTwice, TooFewPlayers, NoButton,
            ButtonAlreadyMoving, NoHandYet, ButtonOnEmptySeat, FieldAlreadyDrawn, NoPlayers,
            PlayerLeftBehind, WrongDestination, NotInInstruction, ReasonRequired,
            BalanceMovesOne, MoveWithoutSeat, BreakOrderTwice, WhoMovesUnknown, MoverNotAtSource,
            NoMoveToComplete, FinalTableSeats, LastTable, Corrupt);
    }

    #[test]
    fn every_floor_refusal_is_worded_in_french() {
        for error in every_variant() {
            listed(&error);
            riffle_text::assert_worded_in_both(&error);
        }
    }

    #[test]
    fn a_french_refusal_names_the_seat_before_its_table() {
        let error = FloorError::SeatClosed {
            seat: SeatRef::new(2, 5),
        };
        assert_eq!(
            error.to_string(),
            "table 2 seat 5 is closed; open it first or choose an open seat"
        );
        assert_eq!(
            error.say(Lang::Fr),
            "le siège 5 de la table 2 est fermé\u{a0}; ouvrez-le d'abord ou choisissez un siège ouvert"
        );
    }
}

riffle_text::sentence_file!(fn words = "floor.ron");
