//! One hand of hold'em, from the forced bets to the award of every pot: no-limit, pot-limit and
//! fixed-limit betting under the TDA 2024 rules, with every seed-vs-TDA choice read from
//! [`BettingRules`]. The state is pure and serializable so that the journal can replay it.
//!
//! The floor gives the facts of the hand ([`HandSetup`]): who is dealt in, where the button and
//! the blinds are, the level. [`Hand`] then knows who acts, what each player may do with exact
//! amounts ([`Hand::legal_actions`]), when a street ends, when the hand runs out all-in, the
//! showdown order, the pots and who wins them. Chip-movement disputes (a silent push, an
//! oversized chip, an undercall) are ruled by the pure functions of [`rulings`].

mod hand;
pub mod logging;
mod pots;
pub mod random;
pub mod rulings;
pub mod substantial;

pub use hand::{
    Action, BetRange, Hand, HandEvent, LegalActions, Phase, Player, Post, ShowState, Street,
};
pub use logging::HandBeingLogged;
pub use pots::{Decided, Elimination, HandResult, Pot, PotAward, SeatResult, side_pots, split_pot};

use crate::Chips;
use crate::cards::Card;
use crate::house::BettingRules;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The betting structure of the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Limit {
    NoLimit,
    PotLimit,
    /// Fixed bets: the small bet pre-flop and on the flop, the big bet on the turn and river.
    FixedLimit {
        small_bet: Chips,
        big_bet: Chips,
    },
}

impl Limit {
    pub fn name(self) -> &'static str {
        match self {
            Limit::NoLimit => "no-limit",
            Limit::PotLimit => "pot-limit",
            Limit::FixedLimit { .. } => "fixed-limit",
        }
    }

    /// The fixed bet of a street in limit; `None` in no-limit and pot-limit.
    pub fn limit_bet(self, street: Street) -> Option<Chips> {
        match self {
            Limit::FixedLimit { small_bet, big_bet } => Some(match street {
                Street::Preflop | Street::Flop => small_bet,
                Street::Turn | Street::River => big_bet,
            }),
            _ => None,
        }
    }
}

/// The ante of a level. Antes are dead money: they go to the main pot and do not count toward
/// anyone's bet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ante {
    #[default]
    None,
    /// Every player dealt in pays this ante before the blinds.
    Classic(Chips),
    /// The big blind pays one ante for the table, after the blind when short (TDA 2024 RP-11).
    BigBlind(Chips),
}

impl Ante {
    pub fn is_none(&self) -> bool {
        matches!(self, Ante::None)
    }

    /// The amount one player posts, whichever kind.
    pub fn amount(self) -> Option<Chips> {
        match self {
            Ante::None => None,
            Ante::Classic(n) | Ante::BigBlind(n) => Some(n),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blinds {
    pub small: Chips,
    pub big: Chips,
}

/// A seat dealt into the hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    /// Seat number, 1 to 10.
    pub seat: u8,
    /// Chips before antes and blinds.
    pub stack: Chips,
    pub name: Option<String>,
}

/// The facts the floor gives at the start of a hand (the button and blinds come from the
/// dead-button procedure, TDA 2024 rules 32 and 34). Players sitting out between the small
/// blind and the button are simply not listed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandSetup {
    pub players: Vec<SeatSetup>,
    /// The button's seat; it may be empty (a dead button).
    pub button: u8,
    /// `None` when nobody posts a small blind this hand (its seat is empty).
    pub small_blind: Option<u8>,
    pub big_blind: u8,
    /// A seat posting a dead small blind: dead money in the pot, not part of its bet.
    pub dead_small_blind: Option<u8>,
    pub blinds: Blinds,
    pub ante: Ante,
    pub limit: Limit,
    /// The smallest chip in play: odd chips are broken down to it (TDA 2024 rule 20A).
    pub smallest_chip: Chips,
    /// Only two players remain in the event: the limit cap is lifted (TDA 2024 rule 48).
    pub two_left_in_event: bool,
}

/// Why a hand could not be set up. Nothing is created.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("a hand needs 2 to 10 players dealt in, not {count}")]
    PlayerCount { count: usize },
    #[error("seat {seat} does not exist: seats are numbered 1 to 10")]
    NoSuchSeat { seat: u8 },
    #[error("seat {seat} is listed twice")]
    SeatTwice { seat: u8 },
    #[error("seat {seat} has no chips: only players with chips are dealt in")]
    EmptyStack { seat: u8 },
    #[error("the {role} seat {seat} is not dealt in")]
    RoleNotDealtIn { role: &'static str, seat: u8 },
    #[error("the big blind must be more than zero")]
    ZeroBigBlind,
    #[error("the small blind ({small}) must be more than zero and at most the big blind ({big})")]
    SmallBlind { small: Chips, big: Chips },
    #[error("the smallest chip in play must be more than zero")]
    ZeroChip,
    #[error("fixed-limit bets must be more than zero, the big bet at least the small bet")]
    LimitBets,
    #[error(
        "heads-up the button posts the small blind and the other player the big blind \
         (TDA 2024 rule 34B): button {button}, small blind {small_blind}, big blind {big_blind}"
    )]
    HeadsUpBlinds {
        button: u8,
        small_blind: String,
        big_blind: u8,
    },
    #[error(
        "seat {seat} is dealt in between the button ({button}) and the {role}: a player there \
         sits out the hand (TDA 2024 rule 10A), and the blinds are the first seats after the button"
    )]
    BlindOrder { seat: u8, button: u8, role: String },
}

/// Why a step of the hand was refused. The hand is unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum HandError {
    #[error("seat {seat} is not dealt in this hand")]
    UnknownSeat { seat: u8 },
    #[error("it is seat {to_act}'s turn to act, not seat {seat}'s")]
    NotYourTurn { seat: u8, to_act: u8 },
    #[error("nobody is to act: {phase}")]
    NoActionNow { phase: String },
    #[error("seat {seat} cannot {attempted}; seat {seat} may {legal}")]
    Illegal {
        seat: u8,
        attempted: String,
        legal: String,
    },
    #[error(
        "fouled deck: {card} was already seen ({first}); the hand is stopped and every bet \
         returned (TDA 2024 rule 35E)"
    )]
    FouledDeck { card: Card, first: String },
    #[error("the {street} takes {expected} cards (or none when they are not known), not {given}")]
    BoardCount {
        street: Street,
        expected: usize,
        given: usize,
    },
    #[error("no board card is due now: {phase}")]
    NoDealNow { phase: String },
    #[error("seat {seat} already holds {held}; hole cards are given once")]
    HoleCardsKnown { seat: u8, held: String },
    #[error("seat {seat} folded and has no hand")]
    Folded { seat: u8 },
    #[error("hands are shown or mucked at the showdown, and now {phase}")]
    NotShowdown { phase: String },
    #[error("seat {seat} has already {done}")]
    AlreadyDecided { seat: u8, done: &'static str },
    #[error(
        "seat {seat} may not muck: all hands are face up once a player is all-in and no more \
         betting is possible (TDA 2024 rule 16)"
    )]
    MuckAfterAllIn { seat: u8 },
    #[error("seat {seat} is the last player with a claim to {pot} and wins it without showing")]
    LastClaimant { seat: u8, pot: String },
    #[error("winners are named only for a pot the cards cannot decide, and now {phase}")]
    NoAwardNow { phase: String },
    #[error("there is no pot {pot}; the pots are numbered 0 (main) to {last}")]
    NoSuchPot { pot: usize, last: usize },
    #[error("{pot} is already awarded")]
    PotDecided { pot: String },
    #[error("seat {seat} has no claim to {pot}: its claimants are {claimants}")]
    NotClaimant {
        seat: u8,
        pot: String,
        claimants: String,
    },
    #[error("a pot needs at least one winner")]
    NoWinners,
    #[error("the hand is over")]
    HandOver,
}

/// Seat list for messages: "2, 5 and 7".
pub(crate) fn seat_list(seats: &[u8]) -> String {
    let names: Vec<String> = seats.iter().map(|s| format!("seat {s}")).collect();
    match names.as_slice() {
        [] => "nobody".to_string(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

pub(crate) use crate::text::{amount_en as chips, amount_fr as chips_fr};

impl HandSetup {
    /// Checks the facts and starts the hand: antes and blinds are posted, the first player is
    /// to act.
    pub fn start(self, rules: &BettingRules) -> Result<Hand, SetupError> {
        Hand::new(self, rules)
    }
}

/// A hand as the TD logged it: the facts at the start and everything that happened. Storing
/// the engine's own history (not the TD's clicks) means a logged hand replays exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedHand {
    pub setup: HandSetup,
    pub events: Vec<HandEvent>,
}

/// Why a logged hand could not be replayed: the step, counted from 1, and the engine's reason.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ReplayError {
    #[error("the hand cannot start: {0}")]
    Setup(#[from] SetupError),
    #[error("step {step} of the hand: {error}")]
    Step { step: usize, error: HandError },
}

impl LoggedHand {
    /// Rebuilds the hand through the engine, so every rule is checked again. Posts, returned
    /// bets and tabled hands are the engine's own doing and are skipped.
    pub fn replay(&self, rules: &BettingRules) -> Result<Hand, ReplayError> {
        let mut hand = self.setup.clone().start(rules)?;
        for (i, event) in self.events.iter().enumerate() {
            let step = |error| ReplayError::Step { step: i + 1, error };
            match event {
                HandEvent::Posted { .. }
                | HandEvent::Returned { .. }
                | HandEvent::Tabled { .. } => {}
                HandEvent::HoleCards { seat, cards } => {
                    hand.set_hole_cards(*seat, *cards).map_err(step)?
                }
                HandEvent::Board { cards, .. } => hand.deal_board(cards).map_err(step)?,
                HandEvent::Acted { seat, action, .. } => hand.act(*seat, *action).map_err(step)?,
                HandEvent::Showed { seat, cards } => hand.show(*seat, *cards).map_err(step)?,
                HandEvent::Mucked { seat } => hand.muck(*seat).map_err(step)?,
                HandEvent::Declared { pot, winners } => {
                    hand.declare_winners(*pot, winners).map_err(step)?
                }
                HandEvent::FouledDeck => hand.declare_fouled_deck().map_err(step)?,
            }
        }
        Ok(hand)
    }
}
