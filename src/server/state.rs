//! The public state: what the players' clock (`/`) and `/seats` show, built from the tournament
//! at one instant. It is built field by field from public facts only, so a note, a hole card or
//! a ruling's text cannot reach a phone by being added to the tournament later.

use crate::clock::ClockState;
use crate::tournament::{DisplayState, Tournament};
use chrono::{DateTime, Duration, Utc};
use serde::Serialize;

/// Everything public about the event after command `seq`.
#[derive(Clone, Debug, Serialize)]
pub struct PublicState {
    /// The journal's command count: the same number as the event that carried it.
    pub seq: u64,
    /// The server's clock when this was built, so a browser can correct for its own clock.
    pub server_now: DateTime<Utc>,
    /// When the level or break on the clock ends, while the clock runs: browsers count down
    /// to it by themselves between events.
    pub period_ends_at: Option<DateTime<Utc>>,
    /// What the players' screen shows.
    pub display: DisplayState,
    /// Table and seat of every player still in, by name (what `/seats` searches).
    pub seats: Vec<PublicSeat>,
    /// Each table's next hand: where the button and the blinds are.
    pub tables: Vec<PublicTable>,
}

#[derive(Clone, Debug, Serialize)]
pub struct PublicSeat {
    pub name: String,
    pub table: u32,
    pub seat: u8,
}

#[derive(Clone, Debug, Serialize)]
pub struct PublicTable {
    pub table: u32,
    pub players: u8,
    /// Hands dealt since the table was drawn.
    pub hands: u32,
    /// The next hand's button, small blind and big blind seats, once the table has a button.
    pub button: Option<u8>,
    pub small_blind: Option<u8>,
    pub big_blind: Option<u8>,
}

impl PublicState {
    pub fn of(tournament: &Tournament, seq: u64, now: DateTime<Utc>) -> PublicState {
        let display = tournament.display(now);
        let period_ends_at = (display.clock.state == ClockState::Running)
            .then(|| now + Duration::milliseconds(display.clock.time_left_ms));
        let floor = tournament.floor();
        let seats = tournament
            .entries()
            .iter()
            .filter(|entry| entry.in_play())
            .filter_map(|entry| {
                let seat = floor.seat_of(entry.id)?;
                Some(PublicSeat {
                    name: entry.name.clone(),
                    table: seat.table.0,
                    seat: seat.seat,
                })
            })
            .collect();
        let tables = floor
            .tables()
            .map(|table| {
                let next = floor.next_hand(table.number()).ok();
                PublicTable {
                    table: table.number().0,
                    players: table.player_count(),
                    hands: table.last_hand().map_or(0, |hand| hand.hand),
                    button: next.as_ref().map(|n| n.button),
                    small_blind: next.as_ref().map(|n| n.small_blind_seat),
                    big_blind: next.as_ref().map(|n| n.big_blind),
                }
            })
            .collect();
        PublicState {
            seq,
            server_now: now,
            period_ends_at,
            display,
            seats,
            tables,
        }
    }
}
