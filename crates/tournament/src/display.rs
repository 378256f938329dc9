//! What the players' screen shows: everything public about the event at one instant, and nothing
//! private (no cards, notes, rulings or penalties: a player on penalty is simply away).

use riffle_core::Chips;
use riffle_core::clock::ClockView;
use riffle_core::floor::SeatRef;
use riffle_core::structure::{BreakSpec, LevelSpec, Money, Sold};
use serde::{Deserialize, Serialize};

/// The players' screen at one instant. Built by the tournament from its state and `now`; the
/// screen renders it and nothing else, so it cannot show what it was not given.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DisplayState {
    /// The event's name, as the organiser wrote it.
    pub title: String,
    /// The clock at this instant: level or break on the clock, time left, next level, time to the
    /// next break, late registration.
    pub clock: ClockView,
    /// The level on the clock, or the level a hand started now plays during a break.
    pub level: Option<LevelSpec>,
    /// The break on the clock, with its color-up, if the clock is on a break.
    pub on_break: Option<BreakSpec>,
    /// The level after the current one.
    pub next_level: Option<LevelSpec>,
    /// Denominations the next break colors up, so players can prepare (TDA rule 24).
    pub next_color_up: Vec<Chips>,
    pub players_left: u32,
    /// Entries sold, re-entries included.
    pub entries: u32,
    pub re_entries: u32,
    pub rebuys: u32,
    pub add_ons: u32,
    /// Chips in play, divided by players left (0 before anyone registers).
    pub average_stack: Chips,
    /// The average stack in big blinds of the level for new hands, in tenths (e.g. 254 = 25.4).
    pub average_stack_bb_tenths: u64,
    pub prize_pool: Money,
    /// Currency symbol or code, if the structure names one.
    pub currency: Option<String>,
    /// Prizes by place, first place first.
    pub payouts: Vec<Money>,
    /// In a bounty event, the biggest heads still in play (name, bounty), biggest first: who
    /// the room is hunting.
    #[serde(default)]
    pub heads: Vec<(String, Money)>,
    /// In a satellite, the seats the pool buys and how many are won so far: the room plays
    /// for a seat, not for a place.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub satellite: Option<SatelliteSeats>,
    /// The deal the players left agreed, shown in place of the places it replaces, with the
    /// same amounts the receipts and the results print.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<DealShown>,
    /// The TD's announcement, shown until cleared.
    pub announcement: Option<String>,
    /// Hand-for-hand is on: the screen shows a banner.
    pub hand_for_hand: bool,
    /// Moves waiting and moves just made, so every player sees where to go: the table breaking
    /// or the move waiting first, then the latest moves.
    #[serde(default)]
    pub moves: Vec<MoveNotice>,
    /// A full room's alternates, in the order they will be seated: each can see their turn
    /// coming.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub alternates: Vec<String>,
    /// Seats free for them, when the room has a limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seats_free: Option<u32>,
    /// Every player still in with their table and seat, by name: the seating board at the
    /// draw.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seating: Vec<SeatShown>,
    /// The layout the players' screens show, by name; `None` for the default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layout: Option<String>,
    /// The re-entry, rebuys and add-on on sale, with their price and last level: the old
    /// screen's purchases line, so a player who busts or runs short knows what they can buy.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offers: Vec<OfferShown>,
    /// Play stopped for the day: the players left bag their chips, and the clock resumes on
    /// the next day.
    #[serde(default)]
    pub day_ended: bool,
}

/// A purchase the room can make, as the players' screens show it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OfferShown {
    /// A re-entry, a rebuy or an add-on.
    pub sold: Sold,
    /// Everything the player hands the cashier.
    pub price: Money,
    /// The chips it buys.
    pub stack: Chips,
    /// The last level it is sold in; `None` for a re-entry sold while registration is open.
    pub until_level: Option<u32>,
    /// On sale now; `false` for an add-on announced before its level.
    pub open: bool,
}

/// A player's seat as the seating board shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatShown {
    pub name: String,
    pub table: u32,
    pub seat: u8,
}

/// A deal as the room's screens show it: each player in it with their share, in the order the
/// TD listed them, and what is left to play for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealShown {
    pub shares: Vec<(String, Money)>,
    pub kept: Money,
}

/// A satellite's seats as the players' screen shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SatelliteSeats {
    /// Seats the pool buys now.
    pub seats: u32,
    /// Seats already won (play stops once every player left holds one).
    pub won: u32,
    /// The event the seats are for.
    pub target: Option<String>,
}

impl SatelliteSeats {
    /// Seats still to be won.
    pub fn left(&self) -> u32 {
        self.seats.saturating_sub(self.won)
    }
}

/// One printed move slip or seat card: who, from where (none for a newcomer), to where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveSlip {
    pub name: String,
    pub from: Option<SeatRef>,
    pub to: SeatRef,
}

/// One line of the moves the players' screen shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveNotice {
    /// "Table 12 is breaking: new seats" until its players are seated.
    Breaking { table: u32 },
    /// A balancing move waiting: one player from `from` goes to `to`.
    Waiting { from: u32, to: u32 },
    /// A player moved: "Ann: Table 4 seat 2 -> Table 9 seat 3".
    Moved {
        name: String,
        from: SeatRef,
        to: SeatRef,
    },
}
