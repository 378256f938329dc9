//! Decks: the full 52 and the short decks of French draw poker, which keep the top ranks.

use super::{Card, CardError, CardSet, Rank, Suit};
use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

/// A deck by its size. Short decks drop the lowest ranks: 48 cards start at the three,
/// 32 cards at the seven (seed 003 plays 32 cards for four players, 4 more per extra player).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DeckKind {
    Full52,
    Short48,
    Short44,
    Short40,
    Short36,
    Short32,
}

impl DeckKind {
    pub const ALL: [DeckKind; 6] = [
        DeckKind::Full52,
        DeckKind::Short48,
        DeckKind::Short44,
        DeckKind::Short40,
        DeckKind::Short36,
        DeckKind::Short32,
    ];

    /// The deck with this many cards.
    pub fn from_size(size: u32) -> Result<DeckKind, CardError> {
        DeckKind::ALL
            .into_iter()
            .find(|kind| u32::from(kind.size()) == size)
            .ok_or(CardError::DeckSize { size })
    }

    pub const fn size(self) -> u8 {
        match self {
            DeckKind::Full52 => 52,
            DeckKind::Short48 => 48,
            DeckKind::Short44 => 44,
            DeckKind::Short40 => 40,
            DeckKind::Short36 => 36,
            DeckKind::Short32 => 32,
        }
    }

    /// The lowest rank the deck keeps; an ace-low straight ends on it (A-7-8-9-10 in 32 cards).
    pub const fn lowest_rank(self) -> Rank {
        Rank::ALL[(13 - self.size() / 4) as usize]
    }

    pub fn contains(self, card: Card) -> bool {
        card.rank() >= self.lowest_rank()
    }

    /// Every card of the deck, in index order.
    pub fn cards(self) -> Vec<Card> {
        Rank::ALL
            .into_iter()
            .filter(|&rank| rank >= self.lowest_rank())
            .flat_map(|rank| Suit::ALL.map(|suit| Card::new(rank, suit)))
            .collect()
    }

    /// Refuses a card this deck does not hold.
    pub fn check(self, card: Card) -> Result<(), CardError> {
        if self.contains(card) {
            Ok(())
        } else {
            Err(CardError::NotInDeck {
                card,
                deck: self.size(),
                lowest: self.lowest_rank(),
            })
        }
    }
}

/// A shuffled deck being dealt. It never holds a card twice; the shuffle comes from the
/// caller's seeded RNG so that a deal can be reproduced.
#[derive(Clone, Debug)]
pub struct Deck {
    kind: DeckKind,
    /// Undealt cards; the next card dealt is the last one.
    stub: Vec<Card>,
}

impl Deck {
    pub fn shuffled<R: Rng + ?Sized>(kind: DeckKind, rng: &mut R) -> Deck {
        let mut stub = kind.cards();
        stub.shuffle(rng);
        Deck { kind, stub }
    }

    pub fn kind(&self) -> DeckKind {
        self.kind
    }

    /// Cards not yet dealt.
    pub fn remaining(&self) -> usize {
        self.stub.len()
    }

    /// Deals the top card, or `None` when the deck is empty.
    pub fn deal(&mut self) -> Option<Card> {
        self.stub.pop()
    }

    /// Takes a known card out of the stub (a card the TD typed in); refused if it was
    /// already dealt or is not in this deck.
    pub fn take(&mut self, card: Card) -> Result<(), CardError> {
        self.kind.check(card)?;
        let pos = self
            .stub
            .iter()
            .position(|&c| c == card)
            .ok_or(CardError::Duplicate { card })?;
        self.stub.remove(pos);
        Ok(())
    }

    /// The undealt cards as a set.
    pub fn stub(&self) -> CardSet {
        self.stub.iter().copied().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn short_decks_keep_the_top_ranks() {
        assert_eq!(DeckKind::Full52.lowest_rank(), Rank::Two);
        assert_eq!(DeckKind::Short48.lowest_rank(), Rank::Three);
        assert_eq!(DeckKind::Short36.lowest_rank(), Rank::Six);
        assert_eq!(DeckKind::Short32.lowest_rank(), Rank::Seven);
        for kind in DeckKind::ALL {
            let cards = kind.cards();
            assert_eq!(cards.len(), usize::from(kind.size()));
            assert_eq!(
                cards.iter().copied().collect::<CardSet>().len(),
                cards.len()
            );
        }
        assert!(
            DeckKind::from_size(33)
                .unwrap_err()
                .to_string()
                .contains("52, 48")
        );
    }

    #[test]
    fn a_seeded_deal_is_reproducible_and_never_repeats() {
        let mut a = Deck::shuffled(DeckKind::Full52, &mut ChaCha8Rng::seed_from_u64(7));
        let mut b = Deck::shuffled(DeckKind::Full52, &mut ChaCha8Rng::seed_from_u64(7));
        let mut seen = CardSet::EMPTY;
        while let Some(card) = a.deal() {
            assert_eq!(Some(card), b.deal());
            assert!(seen.insert(card));
        }
        assert_eq!(seen.len(), 52);
    }

    #[test]
    fn taking_a_card_twice_is_refused() {
        let mut deck = Deck::shuffled(DeckKind::Short32, &mut ChaCha8Rng::seed_from_u64(1));
        let ace: Card = "As".parse().unwrap();
        deck.take(ace).unwrap();
        assert_eq!(deck.take(ace), Err(CardError::Duplicate { card: ace }));
        let err = deck.take("2c".parse().unwrap()).unwrap_err();
        assert!(err.to_string().contains("not in a 32-card deck"), "{err}");
        assert_eq!(deck.remaining(), 31);
    }
}
