//! Pots: the main pot and side pots built from what each player put in, their award, the
//! split of tied pots with odd chips, and the result of the hand per seat.

use super::Player;
use super::Variant;
use crate::Chips;
use crate::cards::{Card, Evaluator, HandRank, LowRank, low_eight};
use crate::house::{BettingRules, SidePotOrder};
use serde::{Deserialize, Serialize};

/// A pot and the players who can win it (TDA 2024 rule 21: only pots one paid into).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pot {
    pub amount: Chips,
    /// Seats, in seat order.
    pub eligible: Vec<u8>,
}

/// How a pot's winners were found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decided {
    /// One claimant left: everyone else folded or mucked.
    Uncontested,
    /// The best hand among the claimants' known cards.
    Cards,
    /// Named by the TD (the cards were not all known to the app).
    Td,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Award {
    /// The winners of the whole pot, or of its high half when `low` is not empty.
    pub winners: Vec<u8>,
    pub decided: Decided,
    /// Hi-lo: the winners of the low half; empty when no hand qualified (or not hi-lo).
    #[serde(default)]
    pub low: Vec<u8>,
}

/// What a known hand holds at the showdown: its high hand, and in hi-lo its low if it has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Showing {
    pub high: HandRank,
    pub low: Option<LowRank>,
}

/// Evaluates a known hand by the rules of its game: seven cards in hold'em; in Omaha two hole
/// cards with three of the board, and the eight-or-better low in hi-lo; in five-card draw the
/// five cards held, ranked for the table's deck and quinte blanche.
pub(super) fn showing(variant: Variant, hole: &[Card], board: &[Card]) -> Showing {
    let evaluator = Evaluator::standard();
    match (variant, hole, board) {
        (Variant::Holdem, &[a, b], &[b0, b1, b2, b3, b4]) => Showing {
            high: evaluator.rank7(&[a, b, b0, b1, b2, b3, b4]),
            low: None,
        },
        (Variant::FiveCardDraw(rules), _, _) => Showing {
            high: Evaluator::shared(rules.hand_rules()).rank(crate::cards::Hand::from_cards(hole)),
            low: None,
        },
        (Variant::Omaha | Variant::OmahaHiLo, &[a, b, c, d], &[b0, b1, b2, b3, b4]) => Showing {
            high: evaluator.rank_omaha(&[a, b, c, d], &[b0, b1, b2, b3, b4]),
            low: (variant == Variant::OmahaHiLo)
                .then(|| low_eight(&[a, b, c, d], &[b0, b1, b2, b3, b4]))
                .flatten(),
        },
        // The engine keeps the count of hole cards to the game's; best five of what is there.
        _ => {
            let mut cards = hole.to_vec();
            cards.extend_from_slice(board);
            cards.truncate(7);
            Showing {
                high: evaluator.rank(crate::cards::Hand::from_cards(&cards)),
                low: None,
            }
        }
    }
}

/// The two halves of a hi-lo pot as awarded (TDA 2024 rule 20: the odd chip to the high).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SplitPot {
    /// The high half's winners and shares, clockwise from the button.
    pub high: Vec<(u8, Chips)>,
    /// The low half's winners and shares.
    pub low: Vec<(u8, Chips)>,
    /// The winning low read out ("8-6-4-2-A") when the cards decided.
    pub low_hand: Option<String>,
}

/// A pot as awarded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PotAward {
    /// 0 for the main pot, then the side pots.
    pub index: usize,
    pub amount: Chips,
    pub eligible: Vec<u8>,
    /// Winners in the order the odd chips go: clockwise from the first seat left of the button.
    pub winners: Vec<u8>,
    /// What each winner receives, in the same order.
    pub shares: Vec<Chips>,
    pub decided: Decided,
    /// The winning hand read out ("Full house, kings full of sevens") when the cards decided.
    pub hand: Option<String>,
    /// Hi-lo with a qualifying low: the high and low halves (a player winning both halves,
    /// or sharing one, is "scooping" or "quartered"); `winners` and `shares` are the totals.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub split: Option<SplitPot>,
}

/// One seat's outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatResult {
    pub seat: u8,
    pub name: Option<String>,
    pub starting_stack: Chips,
    /// Everything put in (antes, blinds, bets) after uncalled bets came back.
    pub put_in: Chips,
    /// Pots collected.
    pub won: Chips,
    pub final_stack: Chips,
    pub net: i64,
}

/// A player who lost every chip on the hand. The bigger starting stack places higher; equal
/// starting stacks share (seed 004).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Elimination {
    pub seat: u8,
    pub name: Option<String>,
    pub starting_stack: Chips,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandResult {
    /// Main pot first; see `award_order` for the order the dealer pushes them.
    pub pots: Vec<PotAward>,
    /// Pot indices in the order they are awarded (outermost side pot first under the TDA).
    pub award_order: Vec<usize>,
    /// By seat number.
    pub seats: Vec<SeatResult>,
    /// Bigger starting stacks first.
    pub eliminated: Vec<Elimination>,
    /// The hand was stopped for a fouled deck and every chip went back.
    pub void: bool,
}

impl HandResult {
    pub fn seat(&self, seat: u8) -> Option<&SeatResult> {
        self.seats.iter().find(|s| s.seat == seat)
    }

    /// Total won by a seat.
    pub fn won(&self, seat: u8) -> Chips {
        self.seat(seat).map_or(0, |s| s.won)
    }
}

/// Builds the pots: one layer per all-in level, each eligible to the players still in the
/// hand who covered it (or can still cover it). Dead money (antes, dead blinds) goes to the
/// main pot, which every live player can win. The hand calls it at every street and the
/// dispute catalogue to explain a count (TDA 2024 rule 21).
pub fn side_pots(players: &[Player], dead: Chips) -> Vec<Pot> {
    let top = players.iter().map(|p| p.committed).max().unwrap_or(0);
    // At most one level per player plus the top: kept on the stack.
    let mut buffer = [0; 11];
    let mut count = 0;
    for level in players
        .iter()
        .filter(|p| p.all_in())
        .map(|p| p.committed)
        .chain(std::iter::once(top))
    {
        if count < buffer.len() {
            buffer[count] = level;
            count += 1;
        }
    }
    let levels = &mut buffer[..count];
    levels.sort_unstable();
    let mut unique = 0;
    for k in 0..levels.len() {
        if k == 0 || levels[k] != levels[unique - 1] {
            levels[unique] = levels[k];
            unique += 1;
        }
    }
    let levels = &levels[..unique];
    let mut pots: Vec<Pot> = Vec::with_capacity(levels.len());
    let mut below = 0;
    for (k, &level) in levels.iter().enumerate() {
        let mut amount: Chips = players
            .iter()
            .map(|p| p.committed.min(level) - p.committed.min(below))
            .sum();
        if k == 0 {
            amount += dead;
        }
        below = level;
        let eligible: Vec<u8> = players
            .iter()
            .filter(|p| !p.folded && (p.committed >= level || p.stack > 0))
            .map(|p| p.seat)
            .collect();
        match pots.last_mut() {
            Some(last) if last.eligible == eligible || eligible.is_empty() => {
                last.amount += amount;
            }
            _ if amount > 0 || (k == 0 && levels.len() == 1) => pots.push(Pot { amount, eligible }),
            _ => {}
        }
    }
    pots
}

/// Splits a pot among `winners` in chips of `unit` (the smallest chip in play): equal shares,
/// then the odd chips one at a time, the first to the first winner left of the button and then
/// clockwise (TDA 2024 rule 20A). 1,000 three ways in 25-chips is 350, 325, 325.
pub fn split_pot(amount: Chips, winners: usize, unit: Chips) -> Vec<Chips> {
    if winners == 0 {
        return Vec::new();
    }
    let n = winners as Chips;
    let unit = unit.max(1);
    // Whole rounds of one chip each, counted wide so a huge chip cannot overflow; a share is
    // never more than the pot, so it fits again.
    let round = u128::from(n) * u128::from(unit);
    let base = Chips::try_from(u128::from(amount) / round * u128::from(unit)).unwrap_or(0);
    let mut shares = vec![base; winners];
    let mut rest = amount - base * n;
    let mut k = 0;
    while rest > 0 {
        let chip = rest.min(unit);
        shares[k % winners] += chip;
        rest -= chip;
        k += 1;
    }
    shares
}

/// Each winner's share of a pot or of one half of it, by seat.
pub type Shares = Vec<(u8, Chips)>;

/// A high-low pot split between its high and low winners, each list clockwise from the button
/// (TDA 2024 rule 20C): the low half is rounded down to whole chips of `unit`, so the odd chip
/// of the whole pot goes to the high half; each half is then split by [`split_pot`] (20A). With
/// no low winner the high hands take it all. The hand engine and the odd-chip dispute both split
/// here.
pub fn split_high_low(amount: Chips, high: &[u8], low: &[u8], unit: Chips) -> (Shares, Shares) {
    let unit = unit.max(1);
    let low_amount = if low.is_empty() {
        0
    } else {
        amount / unit.saturating_mul(2) * unit
    };
    let share = |seats: &[u8], amount: Chips| -> Shares {
        seats
            .iter()
            .copied()
            .zip(split_pot(amount, seats.len(), unit))
            .collect()
    };
    (share(high, amount - low_amount), share(low, low_amount))
}

/// Settles the pots; `(ranks, evaluator)`: the known hands by player index and the game's
/// evaluator, which names the winning hand.
pub(super) fn settle(
    players: &[Player],
    pots: &[Pot],
    awards: &[Option<Award>],
    first_left_of_button: usize,
    smallest_chip: Chips,
    rules: &BettingRules,
    (ranks, evaluator): (&[Option<Showing>; 10], &Evaluator),
) -> HandResult {
    let n = players.len();
    let clockwise = |seats: &[u8]| -> Vec<u8> {
        (0..n)
            .map(|k| players[(first_left_of_button + k) % n].seat)
            .filter(|s| seats.contains(s))
            .collect()
    };
    let shown =
        |seat: u8| -> Option<Showing> { ranks[players.iter().position(|p| p.seat == seat)?] };
    let mut won = vec![0; n];
    let mut awarded = Vec::with_capacity(pots.len());
    for (index, pot) in pots.iter().enumerate() {
        let Some(award) = awards.get(index).and_then(Option::as_ref) else {
            continue;
        };
        let (high, low) = split_high_low(
            pot.amount,
            &clockwise(&award.winners),
            &clockwise(&award.low),
            smallest_chip,
        );
        let mut winners = award.winners.clone();
        winners.extend(&award.low);
        let winners = clockwise(&winners);
        let shares: Vec<Chips> = winners
            .iter()
            .map(|seat| {
                high.iter()
                    .chain(&low)
                    .filter(|(s, _)| s == seat)
                    .map(|(_, share)| share)
                    .sum()
            })
            .collect();
        for (seat, share) in winners.iter().zip(&shares) {
            if let Some(i) = players.iter().position(|p| p.seat == *seat) {
                won[i] += share;
            }
        }
        let by_cards = award.decided == Decided::Cards;
        let hand = high
            .first()
            .filter(|_| by_cards)
            .and_then(|&(seat, _)| shown(seat))
            .map(|s| evaluator.describe(s.high));
        let split = (!low.is_empty()).then(|| SplitPot {
            low_hand: low
                .first()
                .filter(|_| by_cards)
                .and_then(|&(seat, _)| shown(seat)?.low)
                .map(LowRank::describe),
            high,
            low,
        });
        awarded.push(PotAward {
            index,
            amount: pot.amount,
            eligible: pot.eligible.clone(),
            winners,
            shares,
            decided: award.decided,
            hand,
            split,
        });
    }
    let mut award_order: Vec<usize> = (0..awarded.len()).collect();
    if rules.side_pot_order == SidePotOrder::OutermostFirst {
        award_order.reverse();
    }
    let seats: Vec<SeatResult> = players
        .iter()
        .zip(&won)
        .map(|(p, &won)| seat_result(p, p.stack + won, won))
        .collect();
    HandResult {
        eliminated: eliminations(players, &seats),
        pots: awarded,
        award_order,
        seats,
        void: false,
    }
}

/// A fouled deck: every player gets back what they put in (TDA 2024 rule 35E).
pub(super) fn void(players: &[Player]) -> HandResult {
    let seats = players
        .iter()
        .map(|p| seat_result(p, p.starting_stack, 0))
        .collect();
    HandResult {
        pots: Vec::new(),
        award_order: Vec::new(),
        seats,
        eliminated: Vec::new(),
        void: true,
    }
}

fn seat_result(p: &Player, final_stack: Chips, won: Chips) -> SeatResult {
    SeatResult {
        seat: p.seat,
        name: p.name.clone(),
        starting_stack: p.starting_stack,
        put_in: p.starting_stack - p.stack,
        won,
        final_stack,
        net: final_stack as i64 - p.starting_stack as i64,
    }
}

fn eliminations(players: &[Player], seats: &[SeatResult]) -> Vec<Elimination> {
    let mut out: Vec<Elimination> = players
        .iter()
        .zip(seats)
        .filter(|(_, r)| r.final_stack == 0)
        .map(|(p, _)| Elimination {
            seat: p.seat,
            name: p.name.clone(),
            starting_stack: p.starting_stack,
        })
        .collect();
    out.sort_by(|a, b| {
        b.starting_stack
            .cmp(&a.starting_stack)
            .then(a.seat.cmp(&b.seat))
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_chips_go_one_each_clockwise() {
        assert_eq!(split_pot(1000, 3, 25), [350, 325, 325]);
        assert_eq!(split_pot(950, 3, 1), [317, 317, 316]);
        assert_eq!(split_pot(101, 2, 5), [51, 50]);
        assert_eq!(split_pot(7, 1, 5), [7]);
    }
}
