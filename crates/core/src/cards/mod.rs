//! Playing cards: ranks, suits, the short decks of French draw poker, and card notation.
//!
//! Two notations are read and written. English (`As`, `Td`, `10h`) is what hand histories use;
//! French (`Rp`, `10t`, `Dk`) is what the French rule books and many players use. The letter `c`
//! means clubs in English but hearts (cœur) in French, so parsing always names its notation.

mod deck;
mod eval;
mod omaha;

pub use deck::{Deck, DeckKind};
pub use eval::{Category, Evaluator, Hand, HandRank, HandRules};
pub use omaha::{LowRank, low_eight};

use riffle_text::fill;
use riffle_text::{Lang, Say};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Card ranks from deuce to ace; an ace may also play low in a wheel (see [`HandRules`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Rank {
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Ten,
    Jack,
    Queen,
    King,
    Ace,
}

impl Rank {
    /// All ranks, lowest first.
    pub const ALL: [Rank; 13] = [
        Rank::Two,
        Rank::Three,
        Rank::Four,
        Rank::Five,
        Rank::Six,
        Rank::Seven,
        Rank::Eight,
        Rank::Nine,
        Rank::Ten,
        Rank::Jack,
        Rank::Queen,
        Rank::King,
        Rank::Ace,
    ];

    /// 0 for a deuce up to 12 for an ace.
    pub const fn index(self) -> u8 {
        self as u8
    }

    /// The rank with the given index (0 = deuce, 12 = ace).
    pub fn from_index(index: u8) -> Option<Rank> {
        Rank::ALL.get(usize::from(index)).copied()
    }

    /// English symbol: `2`..`9`, `T`, `J`, `Q`, `K`, `A`.
    pub const fn symbol(self) -> &'static str {
        [
            "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A",
        ][self as usize]
    }

    /// French symbol: `2`..`10`, `V` (valet), `D` (dame), `R` (roi), `A` (as).
    pub const fn symbol_fr(self) -> &'static str {
        [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "V", "D", "R", "A",
        ][self as usize]
    }

    /// English name, singular.
    pub const fn name(self) -> &'static str {
        [
            "deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
            "queen", "king", "ace",
        ][self as usize]
    }

    /// English name, plural ("kings full of sevens").
    pub const fn plural(self) -> &'static str {
        [
            "deuces", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
            "jacks", "queens", "kings", "aces",
        ][self as usize]
    }

    /// French name, plural ("rois par les sept").
    pub const fn plural_fr(self) -> &'static str {
        [
            "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "valets",
            "dames", "rois", "as",
        ][self as usize]
    }

    /// The plural name in the language of `notation`: "kings", "rois".
    pub const fn plural_in(self, notation: Notation) -> &'static str {
        match notation {
            Notation::English => self.plural(),
            Notation::French => self.plural_fr(),
        }
    }

    /// French name, singular.
    pub const fn name_fr(self) -> &'static str {
        [
            "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "valet",
            "dame", "roi", "as",
        ][self as usize]
    }
}

/// The four suits. They never break a tie (seed 003: all suits are of equal strength).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    /// All suits in the order of hand-history notation (`c d h s`).
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub const fn index(self) -> u8 {
        self as u8
    }

    /// English letter: `c`, `d`, `h`, `s`.
    pub const fn letter(self) -> char {
        ['c', 'd', 'h', 's'][self as usize]
    }

    /// French letter: `t` (trèfle), `k` (carreau), `c` (cœur), `p` (pique).
    pub const fn letter_fr(self) -> char {
        ['t', 'k', 'c', 'p'][self as usize]
    }

    /// The suit symbol, for screens.
    pub const fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self as usize]
    }
}

/// A single card. Its index (0..52, rank-major) is stable and used in saved files.
///
/// A hand's cards can be read as bytes (`NoUninit`, one byte each), which lets the evaluator
/// take two cards in one load; bytes cannot be turned back into cards that way.
#[derive(
    Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, bytemuck::NoUninit,
)]
#[serde(into = "String", try_from = "String")]
#[repr(transparent)]
pub struct Card(u8);

impl Card {
    pub const fn new(rank: Rank, suit: Suit) -> Card {
        Card(rank as u8 * 4 + suit as u8)
    }

    /// The card with this index (rank × 4 + suit), if below 52.
    pub fn from_index(index: u8) -> Option<Card> {
        (index < 52).then_some(Card(index))
    }

    pub const fn index(self) -> u8 {
        self.0
    }

    pub const fn rank(self) -> Rank {
        Rank::ALL[(self.0 / 4) as usize]
    }

    pub const fn suit(self) -> Suit {
        Suit::ALL[(self.0 % 4) as usize]
    }

    /// The card in `notation`: `Ks` or `Rp`.
    pub fn written(self, notation: Notation) -> String {
        match notation {
            Notation::English => self.to_string(),
            Notation::French => self.to_french(),
        }
    }

    /// French notation, e.g. `Rp` for the king of spades, `10t` for the ten of clubs.
    pub fn to_french(self) -> String {
        format!("{}{}", self.rank().symbol_fr(), self.suit().letter_fr())
    }

    /// Reads one card in the given notation (`As`, `10h`; or `Rp`, `10t`).
    pub fn parse(text: &str, notation: Notation) -> Result<Card, CardError> {
        let text = text.trim();
        let mut chars = text.chars();
        let suit_char = chars.next_back().ok_or(CardError::Empty)?;
        let rank_text = chars.as_str();
        let rank = parse_rank(rank_text, notation).ok_or_else(|| CardError::UnknownRank {
            card: text.to_string(),
            rank: rank_text.to_string(),
            notation,
        })?;
        let suit = parse_suit(suit_char, notation).ok_or_else(|| CardError::UnknownSuit {
            card: text.to_string(),
            suit: suit_char,
            notation,
        })?;
        Ok(Card::new(rank, suit))
    }
}

impl fmt::Display for Card {
    /// English notation, as hand histories write it: `As`, `Td`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank().symbol(), self.suit().letter())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::str::FromStr for Card {
    type Err = CardError;
    /// English notation.
    fn from_str(s: &str) -> Result<Card, CardError> {
        Card::parse(s, Notation::English)
    }
}

impl From<Card> for String {
    fn from(card: Card) -> String {
        card.to_string()
    }
}

impl TryFrom<String> for Card {
    type Error = CardError;
    fn try_from(s: String) -> Result<Card, CardError> {
        s.parse()
    }
}

/// Which card notation a text is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Notation {
    /// `As Kd Th 10h 2c`: ranks 2-9, T or 10, J Q K A; suits c d h s.
    English,
    /// `Ap Rc Dk 10t Vp`: ranks 2-10, V D R A; suits p (pique), c (cœur), k (carreau), t (trèfle).
    French,
}

impl Notation {
    fn allowed_ranks(self, lang: Lang) -> &'static str {
        match self {
            Notation::English => words(lang).text("RanksEnglish"),
            Notation::French => words(lang).text("RanksFrench"),
        }
    }

    /// The notation a reader of `lang` writes cards and names ranks in, as the language's word
    /// file says: French players write `Rp` and read "rois", English ones `Ks` and "kings".
    pub fn of(lang: Lang) -> Notation {
        match words(lang).text("notation") {
            "French" => Notation::French,
            _ => Notation::English,
        }
    }

    fn allowed_suits(self) -> &'static str {
        match self {
            Notation::English => "c, d, h, s",
            Notation::French => "p, c, k, t",
        }
    }
}

fn parse_rank(text: &str, notation: Notation) -> Option<Rank> {
    let upper = text.to_ascii_uppercase();
    let from_digit = |t: &str| match t {
        "10" => Some(Rank::Ten),
        d if d.len() == 1 => match d.as_bytes()[0] {
            c @ b'2'..=b'9' => Rank::from_index(c - b'2'),
            _ => None,
        },
        _ => None,
    };
    match (notation, upper.as_str()) {
        (Notation::English, "T") => Some(Rank::Ten),
        (Notation::English, "J") => Some(Rank::Jack),
        (Notation::English, "Q") => Some(Rank::Queen),
        (Notation::English, "K") => Some(Rank::King),
        (Notation::French, "V") => Some(Rank::Jack),
        (Notation::French, "D") => Some(Rank::Queen),
        (Notation::French, "R") => Some(Rank::King),
        (_, "A") => Some(Rank::Ace),
        (_, t) => from_digit(t),
    }
}

fn parse_suit(c: char, notation: Notation) -> Option<Suit> {
    match (notation, c.to_ascii_lowercase()) {
        (Notation::English, 'c') => Some(Suit::Clubs),
        (Notation::English, 'd') => Some(Suit::Diamonds),
        (Notation::English, 'h') => Some(Suit::Hearts),
        (Notation::English, 's') => Some(Suit::Spades),
        (Notation::French, 't') => Some(Suit::Clubs),
        (Notation::French, 'k') => Some(Suit::Diamonds),
        (Notation::French, 'c') => Some(Suit::Hearts),
        (Notation::French, 'p') => Some(Suit::Spades),
        _ => None,
    }
}

/// Reads several cards, written together (`AsKd`, `10hJh`) or separated by spaces or commas.
/// A card written twice is refused: no deck holds it twice.
pub fn parse_cards(text: &str, notation: Notation) -> Result<Vec<Card>, CardError> {
    let mut cards = Vec::new();
    let mut seen = CardSet::EMPTY;
    for word in text.split(|c: char| c.is_whitespace() || c == ',') {
        let mut rest = word;
        while !rest.is_empty() {
            // A card is a rank (one or two characters, `10`) followed by a suit letter.
            let take = if rest.starts_with("10") { 3 } else { 2 };
            let end = rest.char_indices().nth(take).map_or(rest.len(), |(i, _)| i);
            let piece = &rest[..end];
            if piece.chars().count() < 2 {
                return Err(CardError::Incomplete {
                    text: piece.to_string(),
                });
            }
            let card = Card::parse(piece, notation)?;
            if !seen.insert(card) {
                return Err(CardError::Duplicate { card });
            }
            cards.push(card);
            rest = &rest[end..];
        }
    }
    Ok(cards)
}

/// Formats cards in English notation without separators, as hand histories do (`AsKd`).
pub fn format_cards(cards: &[Card]) -> String {
    cards.iter().map(|c| c.to_string()).collect()
}

/// A set of cards as a 52-bit mask: fast duplicate checks (a fouled deck) and membership.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);

    /// Adds a card; false if it was already there.
    pub fn insert(&mut self, card: Card) -> bool {
        let bit = 1u64 << card.0;
        let fresh = self.0 & bit == 0;
        self.0 |= bit;
        fresh
    }

    pub fn remove(&mut self, card: Card) -> bool {
        let bit = 1u64 << card.0;
        let present = self.0 & bit != 0;
        self.0 &= !bit;
        present
    }

    pub fn contains(self, card: Card) -> bool {
        self.0 & (1u64 << card.0) != 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards in index order.
    pub fn iter(self) -> impl Iterator<Item = Card> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Card(i)
            })
        })
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

/// Why a card text or a set of cards was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CardError {
    Empty,
    Incomplete {
        text: String,
    },
    UnknownRank {
        card: String,
        rank: String,
        notation: Notation,
    },
    UnknownSuit {
        card: String,
        suit: char,
        notation: Notation,
    },
    Duplicate {
        card: Card,
    },
    /// A short deck keeps `lowest` and the ranks above it.
    NotInDeck {
        card: Card,
        deck: u8,
        lowest: Rank,
    },
    HandSize {
        count: usize,
    },
    DeckSize {
        size: u32,
    },
    DeckSizeText {
        text: String,
    },
}

impl Say for CardError {
    fn say(&self, lang: Lang) -> String {
        match self {
            CardError::Empty => fill!(words(lang), "Empty"),
            CardError::Incomplete { text } => fill!(words(lang), "Incomplete", text),
            CardError::UnknownRank {
                card,
                rank,
                notation,
            } => fill!(
                words(lang),
                "UnknownRank",
                card,
                rank,
                notation = notation.allowed_ranks(lang)
            ),
            CardError::UnknownSuit {
                card,
                suit,
                notation,
            } => fill!(
                words(lang),
                "UnknownSuit",
                card,
                suit,
                notation = notation.allowed_suits()
            ),
            CardError::Duplicate { card } => {
                fill!(
                    words(lang),
                    "Duplicate",
                    card = card.written(Notation::of(lang))
                )
            }
            CardError::NotInDeck { card, deck, lowest } => {
                let notation = Notation::of(lang);
                fill!(
                    words(lang),
                    "NotInDeck",
                    deck,
                    card = card.written(notation),
                    lowest = lowest.plural_in(notation)
                )
            }
            CardError::HandSize { count } => fill!(words(lang), "HandSize", count),
            CardError::DeckSize { size } => fill!(words(lang), "DeckSize", size),
            CardError::DeckSizeText { text } => fill!(words(lang), "DeckSizeText", text),
        }
    }
}

riffle_text::worded!(CardError);

riffle_text::sentence_file!(fn words = "cards.ron");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_and_french_notation_round_trip() {
        for index in 0..52 {
            let card = Card::from_index(index).unwrap();
            assert_eq!(Card::parse(&card.to_string(), Notation::English), Ok(card));
            assert_eq!(Card::parse(&card.to_french(), Notation::French), Ok(card));
        }
        assert_eq!(
            "10h".parse::<Card>(),
            Ok(Card::new(Rank::Ten, Suit::Hearts))
        );
        assert_eq!(
            Card::parse("Rp", Notation::French),
            Ok(Card::new(Rank::King, Suit::Spades))
        );
        assert_eq!(
            Card::parse("Dk", Notation::French),
            Ok(Card::new(Rank::Queen, Suit::Diamonds))
        );
        assert_eq!(
            Card::parse("10t", Notation::French),
            Ok(Card::new(Rank::Ten, Suit::Clubs))
        );
        // `c` is clubs in English and hearts in French.
        assert_eq!(
            Card::parse("Ac", Notation::English).unwrap().suit(),
            Suit::Clubs
        );
        assert_eq!(
            Card::parse("Ac", Notation::French).unwrap().suit(),
            Suit::Hearts
        );
    }

    #[test]
    fn bad_cards_say_what_is_allowed() {
        let err = "1x".parse::<Card>().unwrap_err().to_string();
        assert!(err.contains("'1' is not a rank"), "{err}");
        assert!(err.contains("T or 10"), "{err}");
        let err = "Ax".parse::<Card>().unwrap_err().to_string();
        assert!(err.contains("suits are c, d, h, s"), "{err}");
        let err = Card::parse("Ks", Notation::French).unwrap_err().to_string();
        assert!(err.contains("V, D, R, A"), "{err}");
    }

    #[test]
    fn several_cards_and_duplicates() {
        let cards = parse_cards("AsKd 10h, 2c", Notation::English).unwrap();
        assert_eq!(format_cards(&cards), "AsKdTh2c");
        let err = parse_cards("AsKdAs", Notation::English).unwrap_err();
        assert_eq!(
            err,
            CardError::Duplicate {
                card: "As".parse().unwrap()
            }
        );
        assert!(err.to_string().contains("As appears twice"));
        assert!(matches!(
            parse_cards("AsK", Notation::English),
            Err(CardError::Incomplete { .. })
        ));
    }

    #[test]
    fn card_set_counts_and_iterates() {
        let set: CardSet = parse_cards("2c As Td", Notation::English)
            .unwrap()
            .into_iter()
            .collect();
        assert_eq!(set.len(), 3);
        assert_eq!(
            set.iter().map(|c| c.to_string()).collect::<Vec<_>>(),
            ["2c", "Td", "As"]
        );
    }
}

#[cfg(test)]
mod wording {
    use super::*;

    /// One refusal of every kind, checked by `listed` so that a new kind must be added here.
    fn every_variant() -> Vec<CardError> {
        let ace = Card::new(Rank::Ace, Suit::Spades);
        vec![
            CardError::Empty,
            CardError::Incomplete { text: "A".into() },
            CardError::UnknownRank {
                card: "Xs".into(),
                rank: "X".into(),
                notation: Notation::English,
            },
            CardError::UnknownRank {
                card: "Xp".into(),
                rank: "X".into(),
                notation: Notation::French,
            },
            CardError::UnknownSuit {
                card: "Ax".into(),
                suit: 'x',
                notation: Notation::English,
            },
            CardError::Duplicate { card: ace },
            CardError::NotInDeck {
                card: Card::new(Rank::Two, Suit::Hearts),
                deck: 32,
                lowest: Rank::Seven,
            },
            CardError::HandSize { count: 4 },
            CardError::DeckSize { size: 50 },
            CardError::DeckSizeText { text: "big".into() },
        ]
    }

    fn listed(error: &CardError) {
        riffle_text::every_kind!(error, CardError:
            Empty, Incomplete, UnknownRank, UnknownSuit, Duplicate, NotInDeck, HandSize,
            DeckSize, DeckSizeText);
    }

    #[test]
    fn every_card_refusal_is_worded_in_french() {
        for error in every_variant() {
            listed(&error);
            riffle_text::assert_worded_in_both(&error);
        }
    }

    #[test]
    fn a_french_refusal_names_cards_in_french_notation() {
        let error = CardError::Duplicate {
            card: Card::new(Rank::King, Suit::Spades),
        };
        assert_eq!(
            error.to_string(),
            "Ks appears twice: a deck holds each card once"
        );
        assert!(error.say(Lang::Fr).starts_with("Rp apparaît deux fois"));
    }
}
