//! One table: its seats, who sits where, and the last hand dealt there (which the next hand's
//! button and blinds follow from).

use super::button::ButtonKnown;
use super::positions::HandPositions;
use super::{FloorError, PlayerId, SEATS_RANGE, SeatRef, TableNo};
use serde::{Deserialize, Serialize};

/// A seat as the floor map shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seat {
    Open,
    /// Not in use (a smaller table, a broken chair); never drawn, never a destination.
    Closed,
    Taken {
        player: PlayerId,
        /// Sat down since the table's last hand: dealt in except between the small blind and
        /// the button (TDA 10A).
        arrived: bool,
        /// Moved here from another table by the floor (a balance or a break) since the
        /// table's last hand: not moved again before playing a hand here.
        #[serde(default, skip_serializing_if = "is_false")]
        moved: bool,
    },
}

fn is_false(value: &bool) -> bool {
    !*value
}

/// A table in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Table {
    number: TableNo,
    seats: Vec<Seat>,
    /// Where the button starts, drawn or set by the TD before the first hand.
    first_button: Option<u8>,
    /// The last hand dealt here: the next button and blinds follow from it (TDA 32).
    last_hand: Option<HandPositions>,
    /// What the floor is sure of about the button here, and since when: the tracked button is
    /// only a guess once hands go unreported.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    known: Option<ButtonKnown>,
}

impl Table {
    pub(crate) fn new(number: TableNo, seats: u8) -> Result<Table, FloorError> {
        if !SEATS_RANGE.contains(&seats) {
            return Err(FloorError::SeatCount { seats });
        }
        Ok(Table {
            number,
            seats: vec![Seat::Open; usize::from(seats)],
            first_button: None,
            last_hand: None,
            known: None,
        })
    }

    pub fn number(&self) -> TableNo {
        self.number
    }

    /// Seats at the table, open, closed or taken.
    pub fn seat_count(&self) -> u8 {
        self.seats.len() as u8
    }

    /// Some player here was moved in from another table since the table's last hand.
    pub(crate) fn holds_moved_in(&self) -> bool {
        self.seats
            .iter()
            .any(|s| matches!(s, Seat::Taken { moved: true, .. }))
    }

    pub fn seat(&self, seat: u8) -> Option<Seat> {
        let index = usize::from(seat).checked_sub(1)?;
        self.seats.get(index).copied()
    }

    /// Every seat with its number, from seat 1.
    pub fn seats(&self) -> impl Iterator<Item = (u8, Seat)> + '_ {
        (1..).zip(self.seats.iter().copied())
    }

    /// Seated players with their seats, from seat 1.
    pub fn players(&self) -> impl Iterator<Item = (u8, PlayerId)> + '_ {
        self.seats().filter_map(|(n, seat)| match seat {
            Seat::Taken { player, .. } => Some((n, player)),
            _ => None,
        })
    }

    pub fn player_at(&self, seat: u8) -> Option<PlayerId> {
        match self.seat(seat)? {
            Seat::Taken { player, .. } => Some(player),
            _ => None,
        }
    }

    pub fn player_count(&self) -> u8 {
        self.tally().players
    }

    /// Seats a player could be moved to.
    pub fn open_seats(&self) -> u8 {
        self.tally().open
    }

    /// Seats not closed: how many players the table holds when full.
    pub fn capacity(&self) -> u8 {
        let tally = self.tally();
        tally.players + tally.open
    }

    /// Taken and open seats, counted in one pass.
    pub(crate) fn tally(&self) -> Tally {
        let mut tally = Tally::default();
        for seat in &self.seats {
            match seat {
                Seat::Taken { .. } => tally.players += 1,
                Seat::Open => tally.open += 1,
                Seat::Closed => {}
            }
        }
        tally
    }

    /// The button drawn or set for the first hand, until that hand is dealt.
    pub fn first_button(&self) -> Option<u8> {
        self.first_button
    }

    pub fn last_hand(&self) -> Option<&HandPositions> {
        self.last_hand.as_ref()
    }

    /// The floor's last sure knowledge of the button here.
    pub fn button_known(&self) -> Option<&ButtonKnown> {
        self.known.as_ref()
    }

    pub(crate) fn set_known(&mut self, known: Option<ButtonKnown>) {
        self.known = known;
    }

    pub(crate) fn seat_ref(&self, seat: u8) -> SeatRef {
        SeatRef {
            table: self.number,
            seat,
        }
    }

    /// The seat, or a sentence naming the seats the table has.
    pub(crate) fn check_seat(&self, seat: u8) -> Result<Seat, FloorError> {
        self.seat(seat).ok_or(FloorError::NoSuchSeat {
            table: self.number,
            seat,
            seats: self.seat_count(),
        })
    }

    pub(crate) fn set_seat(&mut self, seat: u8, value: Seat) {
        if let Some(slot) = usize::from(seat)
            .checked_sub(1)
            .and_then(|i| self.seats.get_mut(i))
        {
            *slot = value;
        }
    }

    pub(crate) fn set_first_button(&mut self, seat: u8) {
        self.first_button = Some(seat);
    }

    /// Records a hand as dealt: newcomers who were dealt in are newcomers no longer.
    pub(crate) fn record_hand(&mut self, hand: HandPositions) {
        for &(seat, _) in &hand.dealt_in {
            if let Some(Seat::Taken { player, .. }) = self.seat(seat) {
                self.set_seat(
                    seat,
                    Seat::Taken {
                        player,
                        arrived: false,
                        moved: false,
                    },
                );
            }
        }
        self.first_button = None;
        self.last_hand = Some(hand);
    }

    /// The first taken seat clockwise after `seat` (wrapping round to `seat` itself last).
    pub(crate) fn next_taken_after(&self, seat: u8) -> Option<u8> {
        clockwise_after(self.seat_count(), seat)
            .find(|&s| matches!(self.seat(s), Some(Seat::Taken { .. })))
    }

    /// The first taken seat counterclockwise before `seat` (wrapping round to `seat` itself last).
    pub(crate) fn previous_taken_before(&self, seat: u8) -> Option<u8> {
        let n = self.seat_count();
        (1..=n)
            .map(|k| (seat - 1 + n - k) % n + 1)
            .find(|&s| matches!(self.seat(s), Some(Seat::Taken { .. })))
    }
}

#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Tally {
    pub players: u8,
    pub open: u8,
}

/// Seats clockwise after `seat`: `seat + 1`, ..., wrapping round, ending with `seat` itself.
pub(crate) fn clockwise_after(seats: u8, seat: u8) -> impl Iterator<Item = u8> {
    (1..=seats).map(move |k| (seat - 1 + k) % seats + 1)
}

/// Whether `x` lies strictly between `from` and `to` going clockwise; when `from == to`, every
/// other seat does.
pub(crate) fn strictly_between(seats: u8, from: u8, to: u8, x: u8) -> bool {
    let offset = |s: u8| (s + seats - from) % seats;
    let (dx, dt) = (offset(x), offset(to));
    dx > 0 && (dt == 0 || dx < dt)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clockwise_wraps_and_ends_on_the_seat_itself() {
        assert_eq!(
            clockwise_after(9, 7).collect::<Vec<_>>(),
            [8, 9, 1, 2, 3, 4, 5, 6, 7]
        );
        assert_eq!(
            clockwise_after(9, 9).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5, 6, 7, 8, 9]
        );
    }

    #[test]
    fn between_is_an_open_clockwise_interval() {
        assert!(strictly_between(9, 1, 4, 2));
        assert!(strictly_between(9, 1, 4, 3));
        assert!(!strictly_between(9, 1, 4, 4));
        assert!(!strictly_between(9, 1, 4, 1));
        assert!(strictly_between(9, 8, 2, 9));
        assert!(strictly_between(9, 8, 2, 1));
        assert!(!strictly_between(9, 8, 2, 5));
        assert!(strictly_between(9, 3, 3, 5));
        assert!(!strictly_between(9, 3, 3, 3));
    }

    #[test]
    fn previous_taken_seat_searches_counterclockwise() {
        let mut table = Table::new(TableNo(1), 9).unwrap();
        for seat in [2, 6] {
            table.set_seat(
                seat,
                Seat::Taken {
                    player: PlayerId(u32::from(seat)),
                    arrived: false,
                    moved: false,
                },
            );
        }
        assert_eq!(table.previous_taken_before(5), Some(2));
        assert_eq!(table.previous_taken_before(2), Some(6));
        assert_eq!(table.previous_taken_before(1), Some(6));
        assert_eq!(table.next_taken_after(6), Some(2));
        assert_eq!(table.next_taken_after(2), Some(6));
    }
}
