//! Why the floor asks for a move, as facts: table numbers, counts, seats, players, the card a
//! button draw turned up and the rule it follows. The floor decides them; `worded` words them
//! only when a reason is shown.

use super::settings::BreakOrder;
use super::{PlayerId, SeatRef, TableNo};
use crate::cards::Card;
use serde::{Deserialize, Deserializer, Serialize};

/// Why the floor asks for an instruction or one of its moves. Every kind but `Written` is
/// facts worded when shown; no kind is without data, so a stored reason is never a bare string
/// but a `Written` one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Reason {
    /// Words kept as they were written: what the TD typed (a seat given by hand), or a reason
    /// from a journal written before reasons were typed, which held the sentence itself.
    Written(String),
    /// The whole field's draw (TDA 7), or a day's draw spreading the flights' bagged stacks.
    SeatDraw {
        players: usize,
        tables: usize,
        fewest: usize,
        most: usize,
        from_flights: bool,
    },
    /// Late entries drawn among the shortest tables (TDA 8).
    Entries { players: usize },
    /// TDA 11: the fullest table has `most`, the shortest `fewest`.
    Balance {
        from: TableNo,
        most: u8,
        to: TableNo,
        fewest: u8,
    },
    /// TDA 10: the next table in the break order breaks, its players fitting at the others.
    BreakInOrder {
        table: TableNo,
        order: BreakOrder,
        players: usize,
        tables: usize,
        seats: usize,
    },
    /// TDA 10: the players fit even without the next table after it, so the next tables in
    /// the break order break together and their players draw once.
    BreakTogether {
        tables: Vec<TableNo>,
        order: BreakOrder,
        players: usize,
        /// The tables left, and their seats.
        left: usize,
        seats: usize,
    },
    /// The TD breaks a table ahead of the order.
    BreakNow {
        table: TableNo,
        players: usize,
        open: usize,
    },
    /// RP-9: the players left are redrawn at the final table.
    FinalTable {
        players: usize,
        table: TableNo,
        seats: u8,
    },
    /// One player's seat in the field's draw.
    Drawn { player: PlayerId, to: SeatRef },
    /// A late entry's table then seat, and what the player does next hand.
    EntryDrawn {
        player: PlayerId,
        to: SeatRef,
        next: NextHand,
    },
    /// The TD's own seat for a player.
    Assigned { player: PlayerId, to: SeatRef },
    /// The floor staff said who moved for a move named by position.
    Recorded {
        player: PlayerId,
        from: SeatRef,
        to: SeatRef,
    },
    /// A seat drawn at the final table.
    FinalSeat {
        player: PlayerId,
        from: SeatRef,
        seat: u8,
    },
    /// A broken table's seat draws a table, then a seat (TDA 10B).
    BreakSeat {
        from: u8,
        to: SeatRef,
        next: NextHand,
    },
    /// The player due the big blind at `from` moves to the worst position at `to` (TDA 11).
    BalanceMove {
        from: SeatRef,
        to: SeatRef,
        worst: WorstSeat,
    },
    /// The high-card draw for a table's first button.
    ButtonDrawn { seat: u8, card: Card },
}

/// What a placed player does in the next hand of the table joined.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NextHand {
    BigBlind,
    /// Heads-up, the button posts the small blind.
    ButtonAndSmallBlind,
    SmallBlind,
    Button,
    DealtIn,
    SitsOut(SitOutReason),
    /// The table has no button yet.
    WhenButtonDrawn,
    /// Alone at the table.
    WaitsForSecondPlayer,
    /// The table's next hand could not be worked out (its state is damaged).
    Unknown,
}

/// Why a balancing move's seat is the worst position (TDA 11A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WorstSeat {
    /// The open seat the big blind reaches first, in `hands` hands.
    BigBlindIn { hands: usize },
    /// The only open seat, last hand's big blind: the player's part in the next hand.
    OnlyOpenSeat(NextHand),
}

/// Why a seated player is not dealt in the next hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SitOutReason {
    /// Sat down between the small blind and the button (TDA 10A): dealt in once the button passes.
    BetweenSmallBlindAndButton,
    /// Took the seat just vacated left of the new button (seed 004): sits out one hand.
    VacatedSmallBlindSeat,
}

/// Reads a stored reason: the typed form, or the sentence a journal written before reasons
/// were typed holds, kept as `Written`.
pub(crate) fn typed_or_written<'de, D: Deserializer<'de>>(
    deserializer: D,
) -> Result<Reason, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Stored {
        Sentence(String),
        Typed(Reason),
    }
    Ok(match Stored::deserialize(deserializer)? {
        Stored::Sentence(text) => Reason::Written(text),
        Stored::Typed(reason) => reason,
    })
}
