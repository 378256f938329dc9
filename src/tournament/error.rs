//! Why the tournament refused a command: one sentence for the TD, saying what is wrong and what
//! is allowed. A refused command changes nothing.

use crate::betting::ReplayError;
use crate::clock::ClockError;
use crate::floor::{FloorError, PlayerId, TableNo};
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("{0}")]
    Clock(#[from] ClockError),
    #[error("{0}")]
    Floor(#[from] FloorError),
    #[error("the logged hand is not legal play: {0}")]
    Hand(#[from] ReplayError),
    #[error("{0}")]
    Structure(String),
    #[error("{0}")]
    HouseRules(String),
    #[error("this tournament already exists; create a new one in another folder")]
    AlreadyCreated,
    #[error("there is no {0}; players are numbered from 0 in order of entry")]
    NoSuchPlayer(PlayerId),
    #[error("{name} is out of the tournament; only players still in can do that")]
    NotInPlay { name: String },
    #[error("{name} is still in the tournament; only a busted player can re-enter")]
    StillInPlay { name: String },
    #[error("a player's name cannot be empty")]
    EmptyName,
    #[error(
        "registration closed when level {level} started; late registration ran until level {until}"
    )]
    RegistrationClosed { level: u32, until: u32 },
    #[error("registration closed when the clock started; this event has no late registration")]
    NoLateRegistration,
    #[error("this event has no {what}")]
    NotOffered { what: &'static str },
    #[error("{what} closed after level {until}; the clock is at level {level}")]
    PurchaseClosed {
        what: &'static str,
        until: u32,
        level: u32,
    },
    #[error("{name} has reached the limit of {} a player", Count(*max, what))]
    PurchaseLimit {
        name: String,
        /// Singular: "add-on".
        what: &'static str,
        max: u32,
    },
    #[error("{name} has {chips} chips; a rebuy is allowed with at most {limit}")]
    RebuyStackTooBig {
        name: String,
        chips: u64,
        limit: u64,
    },
    #[error("the add-on is offered at the end of level {at}; the clock is at level {level}")]
    AddOnNotYet { at: u32, level: u32 },
    #[error("nobody is registered yet; register players before drawing seats")]
    NobodyToSeat,
    #[error("the seats are already drawn; later players are seated as they register")]
    AlreadyDrawn,
    #[error("table {0} is not in play")]
    NoSuchTable(TableNo),
    #[error("table numbers must be 1 or more and each table opened once; {0} is not")]
    BadTableNumber(u32),
    #[error("the floor has no pending instruction to carry out")]
    NoPendingInstruction,
    #[error("name at least one player who busted")]
    NoBusts,
    #[error("{name} is listed twice")]
    ListedTwice { name: String },
    #[error(
        "several players busted on the same hand: give each one's chips at the start of the hand, so the bigger stack places higher"
    )]
    StartingStacksNeeded,
    #[error("{name} is not seated at table {table}; the hand lists seat {seat}")]
    NotAtTable {
        name: String,
        table: TableNo,
        seat: u8,
    },
    #[error("the logged hand is not finished: {0}")]
    HandNotFinished(String),
    #[error(
        "the logged hand gives {name} {given} chips at the start, but the hand's players must be those seated at table {table}"
    )]
    HandSeats {
        name: String,
        given: u64,
        table: TableNo,
    },
    #[error("an announcement cannot be empty; clear it instead")]
    EmptyAnnouncement,
    #[error("there is nothing to undo")]
    NothingToUndo,
    #[error(
        "there is nothing to redo: redo puts back an undone command only if nothing was done since"
    )]
    NothingToRedo,
    #[error("the gap must be at least 1 player, not {0}")]
    BadGap(u8),
    #[error("{0}")]
    Ruling(String),
    #[error(
        "the rules leave this to the TD: pick one of the {0} outcomes offered, with the reason for the choice"
    )]
    ChoiceNeeded(usize),
    #[error("{0}")]
    Penalty(String),
    #[error("no hand has been dealt at {0} yet, so there is nothing to re-deal")]
    NoHandToRedeal(TableNo),
}

/// "1 add-on", "2 add-ons".
struct Count<'a>(u32, &'a str);

impl std::fmt::Display for Count<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let plural = if self.0 == 1 { "" } else { "s" };
        write!(f, "{} {}{plural}", self.0, self.1)
    }
}
