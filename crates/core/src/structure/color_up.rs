//! Coloring up at a break (TDA 2024 rule 24): chips of the removed denominations are exchanged
//! for the next denomination still in play; what does not make a whole chip is raced off.
//!
//! The race, as the TDA describes it: starting from seat 1, each player with odd chips gets
//! one card per odd chip; the highest cards (rank, then spades, hearts, diamonds, clubs) win the
//! new chips, at most one per player. Nobody can be raced out of the event: a player whose odd
//! chips were all they had and who wins nothing still receives one chip. How many new chips are
//! raced is the odd chips' total value in new chips, rounded to the nearest chip (a half rounds
//! up), as card rooms do, so a race may add or remove up to half a chip of value.

use super::BreakSpec;
use crate::Chips;
use crate::cards::{Card, Deck, DeckKind};
use rand::Rng;
use riffle_text::fill;
use riffle_text::{Lang, Say, group_digits};
use serde::{Deserialize, Serialize};

/// A color-up: the denominations leaving play and the one they are exchanged for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColorUp {
    pub removed: Vec<Chips>,
    /// The smallest denomination still in play after the break.
    pub next: Chips,
}

impl ColorUp {
    /// The color-up of a scheduled break, if it removes anything.
    pub fn at_break(brk: &BreakSpec) -> Option<ColorUp> {
        let next = brk.chips_in_play.first().copied()?;
        (!brk.color_up.is_empty()).then(|| ColorUp {
            removed: brk.color_up.clone(),
            next,
        })
    }
}

/// One player's chips before the color-up, players listed from seat 1 around the table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OddChips {
    /// Chips of the removed denominations: `(denomination, how many)`.
    pub removed: Vec<(Chips, u64)>,
    /// Value of the player's other chips, which stay; 0 means the player could be raced out.
    pub other_chips: Chips,
}

/// What one player gets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerColorUp {
    /// New chips received for whole sets of removed chips.
    pub exchanged: u64,
    /// Value of the player's chips that went to the race.
    pub odd_value: Chips,
    /// The player's race cards, one per odd chip, in the order dealt.
    pub cards: Vec<Card>,
    /// Won a new chip in the race.
    pub won_race: bool,
    /// Received a new chip because the race would have left them with nothing.
    pub protected: bool,
}

impl PlayerColorUp {
    /// New chips in hand after the color-up.
    pub fn new_chips(&self) -> u64 {
        self.exchanged + u64::from(self.won_race || self.protected)
    }
}

/// The whole color-up of a table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RaceOutcome {
    /// In the order the players were given.
    pub players: Vec<PlayerColorUp>,
    /// New chips won in the race (not counting those given to protected players).
    pub raced: u64,
}

/// Why a color-up could not be run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ColorUpError {
    NoNextDenomination,
    /// A player's chips of a denomination that stays in play.
    NotRemoved {
        denomination: Chips,
        removed: Vec<Chips>,
    },
    TooManyCards {
        cards: u64,
    },
    Overflow,
}

impl Say for ColorUpError {
    fn say(&self, lang: Lang) -> String {
        match self {
            ColorUpError::NoNextDenomination => fill!(words(lang), "NoNextDenomination"),
            ColorUpError::NotRemoved {
                denomination,
                removed,
            } => {
                let removed: Vec<String> = removed.iter().map(|&c| group_digits(c, lang)).collect();
                fill!(
                    words(lang),
                    "NotRemoved",
                    denomination = group_digits(*denomination, lang),
                    removed = removed.join(", ")
                )
            }
            ColorUpError::TooManyCards { cards } => fill!(words(lang), "TooManyCards", cards),
            ColorUpError::Overflow => fill!(words(lang), "Overflow"),
        }
    }
}
riffle_text::worded!(ColorUpError);

/// Colors up one table. `players` are listed from seat 1; randomness (the race deck) comes
/// from `rng`, so a recorded seed replays the same race.
pub fn color_up<R: Rng + ?Sized>(
    color_up: &ColorUp,
    players: &[OddChips],
    rng: &mut R,
) -> Result<RaceOutcome, ColorUpError> {
    let next = color_up.next;
    if next == 0 {
        return Err(ColorUpError::NoNextDenomination);
    }
    let mut removed = color_up.removed.clone();
    removed.sort_unstable_by(|a, b| b.cmp(a));
    removed.dedup();
    removed.retain(|&d| d > 0);

    // Exchange whole sets, count odd chips.
    let mut outcome = Vec::with_capacity(players.len());
    let mut odd_counts = Vec::with_capacity(players.len());
    let mut odd_total: Chips = 0;
    for player in players {
        let mut value: Chips = 0;
        for &(denomination, count) in &player.removed {
            if count > 0 && !removed.contains(&denomination) {
                return Err(ColorUpError::NotRemoved {
                    denomination,
                    removed: color_up.removed.clone(),
                });
            }
            let worth = denomination
                .checked_mul(count)
                .ok_or(ColorUpError::Overflow)?;
            value = value.checked_add(worth).ok_or(ColorUpError::Overflow)?;
        }
        let odd_value = value % next;
        odd_total = odd_total
            .checked_add(odd_value)
            .ok_or(ColorUpError::Overflow)?;
        odd_counts.push(odd_chip_count(odd_value, &removed));
        outcome.push(PlayerColorUp {
            exchanged: value / next,
            odd_value,
            cards: Vec::new(),
            won_race: false,
            protected: false,
        });
    }
    let cards: u64 = odd_counts.iter().sum();
    if cards > 52 {
        return Err(ColorUpError::TooManyCards { cards });
    }

    // Deal the race cards, seat 1 first, all of a player's cards together.
    let mut deck = Deck::shuffled(DeckKind::Full52, rng);
    let mut dealt: Vec<(Card, usize)> = Vec::new();
    for (index, &count) in odd_counts.iter().enumerate() {
        for _ in 0..count {
            if let Some(card) = deck.deal() {
                outcome[index].cards.push(card);
                dealt.push((card, index));
            }
        }
    }

    // Award the new chips to the highest cards, one per player.
    let to_race = odd_total / next + u64::from(odd_total % next >= next.div_ceil(2));
    dealt.sort_unstable_by_key(|&(card, _)| std::cmp::Reverse(card));
    let mut raced = 0;
    for (_, index) in dealt {
        if raced == to_race {
            break;
        }
        if !outcome[index].won_race {
            outcome[index].won_race = true;
            raced += 1;
        }
    }

    // Nobody is raced out of the event.
    for (result, player) in outcome.iter_mut().zip(players) {
        let left = result.exchanged > 0 || player.other_chips > 0 || result.won_race;
        if result.odd_value > 0 && !left {
            result.protected = true;
        }
    }
    Ok(RaceOutcome {
        players: outcome,
        raced,
    })
}

/// How many chips make `value` with the fewest chips of the removed denominations (largest
/// first); an amount they cannot make exactly counts one more chip for the rest.
fn odd_chip_count(value: Chips, removed_largest_first: &[Chips]) -> u64 {
    let mut left = value;
    let mut count = 0;
    for &denomination in removed_largest_first {
        count += left / denomination;
        left %= denomination;
    }
    count + u64::from(left > 0)
}

riffle_text::sentence_file!(fn words = "color_up.ron");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn odd_chips_are_counted_with_the_fewest_chips() {
        assert_eq!(odd_chip_count(75, &[25]), 3);
        assert_eq!(odd_chip_count(475, &[100, 25]), 7);
        assert_eq!(odd_chip_count(0, &[100, 25]), 0);
    }

    fn every_color_up_refusal() -> Vec<ColorUpError> {
        vec![
            ColorUpError::NoNextDenomination,
            ColorUpError::NotRemoved {
                denomination: 1000,
                removed: vec![25, 100],
            },
            ColorUpError::TooManyCards { cards: 60 },
            ColorUpError::Overflow,
        ]
    }

    /// Fails to compile when a refusal is added without joining the list above.
    fn _exhaustive(error: &ColorUpError) {
        match error {
            ColorUpError::NoNextDenomination
            | ColorUpError::NotRemoved { .. }
            | ColorUpError::TooManyCards { .. }
            | ColorUpError::Overflow => {}
        }
    }

    #[test]
    fn every_color_up_refusal_is_worded_in_french() {
        for error in every_color_up_refusal() {
            riffle_text::assert_worded_in_both(&error);
        }
    }
}
