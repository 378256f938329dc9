//! Omaha showdowns: a hand plays exactly two of its four hole cards with exactly three board
//! cards, for the high hand and, in hi-lo, for the eight-or-better low (five different ranks,
//! eight or lower, the ace lowest; straights and flushes do not count against a low).

use super::{Card, Evaluator, Hand, HandRank, Rank};

/// The six ways to take two of four hole cards.
const HOLE_PAIRS: [(usize, usize); 6] = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];

/// The ten ways to take three of five board cards.
const BOARD_TRIPLES: [(usize, usize, usize); 10] = [
    (0, 1, 2),
    (0, 1, 3),
    (0, 1, 4),
    (0, 2, 3),
    (0, 2, 4),
    (0, 3, 4),
    (1, 2, 3),
    (1, 2, 4),
    (1, 3, 4),
    (2, 3, 4),
];

/// An eight-or-better low. Higher compares better (the lower low wins), like [`HandRank`], so
/// both halves of a hi-lo pot are decided by the same comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LowRank(u8);

impl LowRank {
    /// The five ranks, highest first (the ace last).
    pub fn ranks(self) -> [Rank; 5] {
        let mask = !self.0;
        let mut out = [Rank::Ace; 5];
        let mut k = 0;
        for bit in (0..8).rev() {
            if mask & (1 << bit) != 0 && k < 5 {
                out[k] = if bit == 0 {
                    Rank::Ace
                } else {
                    Rank::ALL[bit - 1]
                };
                k += 1;
            }
        }
        out
    }

    /// "8-6-4-2-A": the low as dealers read it, the same in English and French.
    pub fn describe(self) -> String {
        let names: Vec<&str> = self
            .ranks()
            .iter()
            .map(|r| match r {
                Rank::Ace => "A",
                other => ["2", "3", "4", "5", "6", "7", "8"][usize::from(other.index())],
            })
            .collect();
        names.join("-")
    }
}

/// A rank's bit in a low: the ace is bit 0, the deuce bit 1 up to the eight at bit 7; nines and
/// up play no low.
fn low_bit(card: Card) -> u8 {
    match card.rank() {
        Rank::Ace => 1,
        r if r <= Rank::Eight => 1 << (r.index() + 1),
        _ => 0,
    }
}

impl Evaluator {
    /// The Omaha high hand: the best of the sixty hands of two hole cards and three board
    /// cards. Unchecked like [`Evaluator::rank`].
    pub fn rank_omaha(&self, hole: &[Card; 4], board: &[Card; 5]) -> HandRank {
        let mut best = None;
        for (a, b, c) in BOARD_TRIPLES {
            let three = Hand::EMPTY.with(board[a]).with(board[b]).with(board[c]);
            for (i, j) in HOLE_PAIRS {
                let rank = self.rank(three.with(hole[i]).with(hole[j]));
                if best.is_none_or(|best| rank > best) {
                    best = Some(rank);
                }
            }
        }
        best.unwrap_or_else(|| self.rank(Hand::from_cards(board)))
    }
}

/// The best eight-or-better low of two hole cards and three board cards, if the hand has one.
/// With exactly five different ranks, comparing the rank masks as numbers compares the highest
/// card first, then the next: the smaller mask is the better low.
pub fn low_eight(hole: &[Card; 4], board: &[Card; 5]) -> Option<LowRank> {
    let mut best: Option<u8> = None;
    for (a, b, c) in BOARD_TRIPLES {
        let bits = [low_bit(board[a]), low_bit(board[b]), low_bit(board[c])];
        let three = bits[0] | bits[1] | bits[2];
        if bits.contains(&0) || three.count_ones() != 3 {
            continue;
        }
        for (i, j) in HOLE_PAIRS {
            let (x, y) = (low_bit(hole[i]), low_bit(hole[j]));
            let five = three | x | y;
            if x == 0 || y == 0 || five.count_ones() != 5 {
                continue;
            }
            if best.is_none_or(|best| five < best) {
                best = Some(five);
            }
        }
    }
    best.map(|mask| LowRank(!mask))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Notation, parse_cards};

    fn four(text: &str) -> [Card; 4] {
        let c = parse_cards(text, Notation::English).unwrap_or_default();
        [c[0], c[1], c[2], c[3]]
    }

    fn five(text: &str) -> [Card; 5] {
        let c = parse_cards(text, Notation::English).unwrap_or_default();
        [c[0], c[1], c[2], c[3], c[4]]
    }

    fn describe(hole: &str, board: &str) -> String {
        let eval = Evaluator::standard();
        eval.describe(eval.rank_omaha(&four(hole), &five(board)))
    }

    #[test]
    fn exactly_two_hole_cards_play_with_exactly_three_of_the_board() {
        // Four hearts on the board and one in hand is no flush, and the wheel would take three
        // hole cards: two must come from the hand and three from the board.
        assert_eq!(describe("Ah2c3d4s", "KhQhJh9h5c"), "Ace high, king queen");
        assert_eq!(describe("Ah2h3d4s", "KhQhJh9h5c"), "Flush, ace high");
        // Four of a kind on the board plays as trips at most.
        assert_eq!(describe("2c3d4s5h", "AcAdAhAsKc"), "Three aces");
        // Aces full in hold'em (As with AcAd and QhQs), but the queens would be the third and
        // fourth board cards: three aces with the king.
        assert_eq!(describe("AsKd3c4c", "AcAdQhQs2d"), "Three aces");
    }

    #[test]
    fn the_low_needs_five_ranks_of_eight_or_below_two_from_the_hand() {
        let low = |hole: &str, board: &str| low_eight(&four(hole), &five(board));
        assert_eq!(
            low("As2d9c9h", "3c5d8hKsQs").map(LowRank::describe),
            Some("8-5-3-2-A".to_string())
        );
        assert_eq!(low("As9d9c9h", "3c5d8hKs2s"), None, "one low card in hand");
        assert_eq!(
            low("As2dKcKh", "3c9dThKsQs"),
            None,
            "two low cards on the board"
        );
        // A wheel is the best low; a pair in hand does not count twice.
        let wheel = low("As2dKcKh", "3c4d5hQsJs").unwrap();
        let eight = low("As2dKcKh", "3c4d8hQsJs").unwrap();
        assert!(wheel > eight);
        assert_eq!(wheel.describe(), "5-4-3-2-A");
        assert_eq!(
            low("AsAd2c2h", "3c4d5hQsJs").map(LowRank::describe),
            Some("5-4-3-2-A".to_string())
        );
        // 7-6-4-3-2 beats 7-6-5-2-A: the second card down decides.
        let a = low("7s6d9c9h", "4c3d2hKsQs").unwrap();
        let b = low("7s6d9c9h", "5c2dAhKsQs").unwrap();
        assert!(a > b);
    }
}
