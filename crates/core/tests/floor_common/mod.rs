//! Helpers shared by the floor's rule tests: a room with players at given seats, hands dealt
//! one after another, every hand checked against the floor's invariants.
#![allow(dead_code)]

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::{
    Checker, Floor, FloorSettings, HandPositions, Instruction, PlayerId, SeatRef, TableNo,
};
use riffle_core::house::HouseRules;

pub fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

pub fn at(table: u32, seat: u8) -> SeatRef {
    SeatRef::new(table, seat)
}

/// The player first seated at `table`, `seat` in these tests: table × 100 + seat.
pub fn player(table: u32, seat: u8) -> PlayerId {
    PlayerId(table * 100 + u32::from(seat))
}

/// A TDA floor of `max_seats`-seat tables.
pub fn tda(max_seats: u8) -> Floor {
    room(HouseRules::tda_2024(), max_seats)
}

/// A floor under the French tournament rules (seed 004).
pub fn seed_fr(max_seats: u8) -> Floor {
    room(HouseRules::seed_fr(), max_seats)
}

pub fn room(rules: HouseRules, max_seats: u8) -> Floor {
    let settings = FloorSettings::for_max_seats(max_seats).unwrap();
    Floor::new(&rules.floor, settings).unwrap()
}

/// Opens `table` with a player in each listed seat (see [`player`]).
pub fn table(floor: &mut Floor, table: u32, seats: &[u8]) {
    floor.open_table(TableNo(table)).unwrap();
    for &seat in seats {
        let seating = floor
            .plan_assign(player(table, seat), at(table, seat), "seated for the test")
            .unwrap();
        floor.apply(&seating).unwrap();
    }
}

/// A floor plus a checker that sees every hand dealt.
pub struct Dealer {
    pub checker: Checker,
}

impl Dealer {
    pub fn new() -> Dealer {
        Dealer {
            checker: Checker::new(),
        }
    }

    /// Sets the first button at `table` and deals the first hand.
    pub fn first(&mut self, floor: &mut Floor, table: u32, button: u8) -> HandPositions {
        floor.set_button(TableNo(table), button).unwrap();
        self.deal(floor, table)
    }

    /// Applies an instruction, checked first.
    pub fn apply(&mut self, floor: &mut Floor, instruction: &Instruction) {
        self.checker.instruction(floor, instruction).unwrap();
        floor.apply(instruction).unwrap();
    }

    /// Deals the next hand at `table`, checked.
    pub fn deal(&mut self, floor: &mut Floor, table: u32) -> HandPositions {
        let hand = floor.start_hand(TableNo(table)).unwrap();
        self.checker.hand(floor, &hand).unwrap();
        hand
    }
}

/// Button, small-blind seat and big blind of a hand, for short assertions.
pub fn positions(hand: &HandPositions) -> (u8, u8, u8) {
    (hand.button, hand.small_blind_seat, hand.big_blind)
}

pub fn bust(floor: &mut Floor, players: &[PlayerId]) {
    for &p in players {
        floor.eliminate(p).unwrap();
    }
}
