//! High-hand evaluation: the best five cards of five, six or seven.
//!
//! Every showdown the TD logs and every frequency table the `stats` command prints goes
//! through here, so it must be exact (seed 003's tie rules: suits never break a tie) and fast
//! enough to enumerate all 133,784,560 seven-card hands in well under a second.
//!
//! How it works: a [`Hand`] is two 64-bit words updated by addition as cards are added. The
//! first word counts cards per rank (3 bits a rank) and per suit (4 bits a suit, starting at 3
//! so that a fifth card of a suit sets the nibble's top bit); the second holds one bit per card,
//! 16 bits a suit. A hand with a flush is looked up by its suit's 13-bit rank mask; any other
//! hand by its rank counts through a perfect hash built when the [`Evaluator`] is made. Both
//! tables hold dense ranks, so comparing two hands is comparing two integers. A showdown's
//! seven cards take a shorter path ([`Evaluator::rank7`]): the first word only, read two cards
//! at a time, and the card mask only when a suit has five cards.

use super::{Card, CardError, CardSet, DeckKind, Rank};
use std::sync::OnceLock;

/// Hand-ranking conventions that differ between games and tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HandRules {
    /// The deck; short decks have fewer straights, and their wheel ends on the lowest rank kept.
    pub deck: DeckKind,
    /// Whether the ace may play low in a straight (the "wheel", French "quinte blanche").
    pub wheel: bool,
    /// Short-deck hold'em ranks a flush above a full house (seed 001 §13).
    pub flush_beats_full_house: bool,
}

impl HandRules {
    /// Hold'em with 52 cards: the wheel counts, a full house beats a flush.
    pub const STANDARD: HandRules = HandRules {
        deck: DeckKind::Full52,
        wheel: true,
        flush_beats_full_house: false,
    };

    /// The conventions seed 003 uses for each deck: the wheel is counted with 52 cards only.
    pub fn for_deck(deck: DeckKind) -> HandRules {
        HandRules {
            deck,
            wheel: deck == DeckKind::Full52,
            flush_beats_full_house: false,
        }
    }

    /// Short-deck (6+) hold'em: 36 cards, A-6-7-8-9 is a straight, a flush beats a full house.
    pub fn short_deck_holdem() -> HandRules {
        HandRules {
            deck: DeckKind::Short36,
            wheel: true,
            flush_beats_full_house: true,
        }
    }
}

/// The nine hand categories, weakest first (in standard ranking).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Category {
    HighCard,
    Pair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
}

impl Category {
    /// Strongest first, the order frequency tables are printed in.
    pub const STRONGEST_FIRST: [Category; 9] = [
        Category::StraightFlush,
        Category::FourOfAKind,
        Category::FullHouse,
        Category::Flush,
        Category::Straight,
        Category::ThreeOfAKind,
        Category::TwoPair,
        Category::Pair,
        Category::HighCard,
    ];

    /// Machine key, as in `riffle stats --json`.
    pub const fn key(self) -> &'static str {
        match self {
            Category::HighCard => "high_card",
            Category::Pair => "pair",
            Category::TwoPair => "two_pair",
            Category::ThreeOfAKind => "three_of_a_kind",
            Category::Straight => "straight",
            Category::Flush => "flush",
            Category::FullHouse => "full_house",
            Category::FourOfAKind => "four_of_a_kind",
            Category::StraightFlush => "straight_flush",
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Category::HighCard => "High card",
            Category::Pair => "Pair",
            Category::TwoPair => "Two pair",
            Category::ThreeOfAKind => "Three of a kind",
            Category::Straight => "Straight",
            Category::Flush => "Flush",
            Category::FullHouse => "Full house",
            Category::FourOfAKind => "Four of a kind",
            Category::StraightFlush => "Straight flush",
        }
    }

    /// French names as in seed 003.
    pub const fn name_fr(self) -> &'static str {
        match self {
            Category::HighCard => "Carte haute",
            Category::Pair => "Paire",
            Category::TwoPair => "Deux paires",
            Category::ThreeOfAKind => "Brelan",
            Category::Straight => "Quinte",
            Category::Flush => "Couleur",
            Category::FullHouse => "Main pleine (full)",
            Category::FourOfAKind => "Carré",
            Category::StraightFlush => "Quinte flush",
        }
    }

    /// Position in the ranking of `rules` (0 = weakest).
    fn tier(self, rules: HandRules) -> u32 {
        match self {
            Category::Flush if rules.flush_beats_full_house => Category::FullHouse as u32,
            Category::FullHouse if rules.flush_beats_full_house => Category::Flush as u32,
            other => other as u32,
        }
    }
}

/// The strength of a hand: higher is better, equal is a split. Only ranks from the same
/// [`Evaluator`] compare meaningfully.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct HandRank(u16);

impl HandRank {
    /// Dense index: 0 is the weakest possible hand.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// Multiplier of the rank-count hash, found by search so that the hash below is perfect (a unit
/// test rebuilds every table and would fail if it were not).
const HASH_MULTIPLIER: u64 = 0x91b7_2265_b1f5;
/// Bits of the hash that pick a bucket, and a slot in the rank table.
const HASH_BUCKET_BITS: u32 = 13;
const HASH_SLOT_BITS: u32 = 17;
/// The suit counters' top bits: set once a suit has five cards.
const FLUSH_BITS: u64 = 0x8888;

/// Rank counts of a set of cards, 3 bits a rank (at most four of a rank, seven cards).
const fn rank_counts_of(index: usize) -> u64 {
    1 << (3 * (index / 4))
}

/// The hashed rank counts times the multiplier, modulo 2^48, in the top 48 bits. A product
/// distributes over addition, so adding these per card gives the hash of the whole hand with no
/// multiplication at evaluation time. The low 16 bits count cards per suit.
const fn card_key(index: usize) -> u64 {
    let hashed = (rank_counts_of(index).wrapping_mul(HASH_MULTIPLIER) & ((1 << 48) - 1)) << 16;
    hashed + (1 << (4 * (index % 4)))
}

const fn card_mask(index: usize) -> u64 {
    let (rank, suit) = (index / 4, index % 4);
    1 << (16 * suit + rank)
}

/// Every card's key plus `start`, by card index; 256 entries so that indexing by a byte needs
/// no bounds check.
const fn card_keys(start: u64) -> [u64; 256] {
    let mut keys = [0; 256];
    let mut i = 0;
    while i < 52 {
        keys[i] = card_key(i) + start;
        i += 1;
    }
    keys
}

static CARD_KEYS: [u64; 256] = card_keys(0);

static CARD_MASKS: [u64; 256] = {
    let mut masks = [0; 256];
    let mut i = 0;
    while i < 52 {
        masks[i] = card_mask(i);
        i += 1;
    }
    masks
};

/// The keys of two cards at once, at the index a little-endian 16-bit read of their two bytes
/// gives (first + 256 × second), so [`Evaluator::rank7`] takes a pair of cards in one load and
/// one addition. It takes 512 KiB of the binary, of which the 2,704 real pairs (21 KiB) are all
/// that is ever read; entries off the deck stay zero.
static PAIR_KEYS: [u64; 1 << 16] = {
    let mut keys = [0; 1 << 16];
    let mut second = 0;
    while second < 52 {
        let mut first = 0;
        while first < 52 {
            keys[256 * second + first] = card_key(first).wrapping_add(card_key(second));
            first += 1;
        }
        second += 1;
    }
    keys
};

/// [`CARD_KEYS`] with the empty hand's suit counters added, for the odd seventh card.
static LAST_CARD_KEYS: [u64; 256] = card_keys(Hand::EMPTY.key);

/// Bucket and slot of a hashed key.
#[inline(always)]
const fn hash_parts(key: u64) -> (usize, usize) {
    let bucket = (key >> (64 - HASH_BUCKET_BITS)) as usize;
    let slot =
        (key >> (64 - HASH_BUCKET_BITS - HASH_SLOT_BITS)) as usize & ((1 << HASH_SLOT_BITS) - 1);
    (bucket, slot)
}

/// Cards added so far, in the form the evaluator reads. Adding is two integer operations, so
/// enumerations share the work of the cards they have in common.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hand {
    key: u64,
    mask: u64,
}

impl Hand {
    pub const EMPTY: Hand = Hand {
        key: 0x3333,
        mask: 0,
    };

    /// Adds a card. The caller keeps the cards distinct (see [`Evaluator::evaluate`] for the
    /// checked path).
    #[inline(always)]
    #[must_use]
    pub fn with(self, card: Card) -> Hand {
        let i = usize::from(card.index());
        Hand {
            key: self.key.wrapping_add(CARD_KEYS[i]),
            mask: self.mask | CARD_MASKS[i],
        }
    }

    /// A hand from distinct cards.
    pub fn from_cards(cards: &[Card]) -> Hand {
        cards
            .iter()
            .fold(Hand::EMPTY, |hand, &card| hand.with(card))
    }

    pub fn len(self) -> usize {
        self.mask.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.mask == 0
    }
}

/// What a dense rank stands for: its category and the five ranks in the order they compare.
#[derive(Clone, Copy, Debug)]
struct RankInfo {
    category: Category,
    ranks: [Rank; 5],
}

/// The three lookup tables in one allocation, so a hot loop keeps a single base address.
struct Tables {
    displacements: [u16; 1 << HASH_BUCKET_BITS],
    by_flush_mask: [u16; 1 << 13],
    by_rank_counts: [u16; 1 << HASH_SLOT_BITS],
}

/// Lookup tables for one set of [`HandRules`].
pub struct Evaluator {
    rules: HandRules,
    tables: Box<Tables>,
    info: Vec<RankInfo>,
}

impl std::fmt::Debug for Evaluator {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Evaluator")
            .field("rules", &self.rules)
            .field("distinct_ranks", &self.info.len())
            .finish()
    }
}

impl Evaluator {
    /// The shared evaluator for standard 52-card hold'em, built on first use.
    pub fn standard() -> &'static Evaluator {
        static STANDARD: OnceLock<Evaluator> = OnceLock::new();
        STANDARD.get_or_init(|| Evaluator::new(HandRules::STANDARD))
    }

    /// The shared evaluator for any `rules`, built on first use: a draw table ranks every
    /// showdown with its deck's evaluator, and building one costs a few milliseconds.
    pub fn shared(rules: HandRules) -> &'static Evaluator {
        const KINDS: usize = DeckKind::ALL.len() * 4;
        static SHARED: [OnceLock<Evaluator>; KINDS] = [const { OnceLock::new() }; KINDS];
        let deck = DeckKind::ALL
            .iter()
            .position(|&d| d == rules.deck)
            .unwrap_or(0);
        let slot =
            deck * 4 + usize::from(rules.wheel) * 2 + usize::from(rules.flush_beats_full_house);
        SHARED[slot].get_or_init(|| Evaluator::new(rules))
    }

    /// Builds the tables for `rules` (a few milliseconds).
    pub fn new(rules: HandRules) -> Evaluator {
        let lowest = rules.deck.lowest_rank().index() as usize;
        let mut count_hands: Vec<(u64, Value)> = Vec::new();
        let mut counts = [0u8; 13];
        rank_multisets(lowest, 7, &mut counts, &mut |counts| {
            let total: u8 = counts.iter().sum();
            if total >= 5 {
                let key = counts
                    .iter()
                    .enumerate()
                    .map(|(r, &c)| u64::from(c) * rank_counts_of(4 * r))
                    .sum();
                count_hands.push((key, Value::of_counts(counts, rules)));
            }
        });
        let deck_ranks: u32 = ((1 << 13) - 1) & !((1 << lowest) - 1);
        let flush_hands: Vec<(usize, Value)> = (0u32..1 << 13)
            .filter(|m| m & !deck_ranks == 0 && (5..=7).contains(&m.count_ones()))
            .map(|m| (m as usize, Value::of_flush(m, rules)))
            .collect();

        let mut values: Vec<Value> = count_hands
            .iter()
            .map(|(_, v)| *v)
            .chain(flush_hands.iter().map(|(_, v)| *v))
            .collect();
        values.sort_by_key(|v| v.order);
        values.dedup_by_key(|v| v.order);
        let dense = |v: &Value| {
            values
                .binary_search_by_key(&v.order, |w| w.order)
                .unwrap_or(0) as u16
        };

        let mut tables = Box::new(Tables {
            displacements: [0; 1 << HASH_BUCKET_BITS],
            by_flush_mask: [0; 1 << 13],
            by_rank_counts: [0; 1 << HASH_SLOT_BITS],
        });
        for (mask, value) in &flush_hands {
            tables.by_flush_mask[*mask] = dense(value);
        }
        let keys: Vec<u64> = count_hands.iter().map(|(k, _)| *k).collect();
        let slots = perfect_hash(&keys, &mut tables.displacements);
        for ((_, value), slot) in count_hands.iter().zip(slots) {
            tables.by_rank_counts[slot] = dense(value);
        }
        let info = values
            .iter()
            .map(|v| RankInfo {
                category: v.category,
                ranks: v.ranks,
            })
            .collect();
        Evaluator {
            rules,
            tables,
            info,
        }
    }

    pub fn rules(&self) -> HandRules {
        self.rules
    }

    /// How many different hand strengths exist (7,462 for standard 52-card poker).
    pub fn distinct_ranks(&self) -> usize {
        self.info.len()
    }

    /// The rank of 5 to 7 distinct cards held in a [`Hand`]. Unchecked: duplicates or cards
    /// outside the deck give a meaningless (but harmless) rank.
    #[inline(always)]
    pub fn rank(&self, hand: Hand) -> HandRank {
        if hand.key & FLUSH_BITS != 0 {
            self.flush_rank(hand.key, hand.mask)
        } else {
            self.rank_without_flush(hand.key)
        }
    }

    /// The rank of exactly seven distinct cards (a hold'em showdown). Unchecked like
    /// [`Evaluator::rank`], and the fastest path: three pairs of cards and the seventh take
    /// four loads, and the suit masks are only built for a flush.
    #[inline(always)]
    pub fn rank7(&self, cards: &[Card; 7]) -> HandRank {
        let bytes: &[u8] = bytemuck::cast_slice(cards);
        let pair = |i: usize| {
            let two = bytes[i..].first_chunk::<2>().copied().unwrap_or_default();
            PAIR_KEYS[usize::from(u16::from_le_bytes(two))]
        };
        let last = LAST_CARD_KEYS[usize::from(bytes[6])];
        let key = pair(0)
            .wrapping_add(pair(2))
            .wrapping_add(pair(4))
            .wrapping_add(last);
        if key & FLUSH_BITS != 0 {
            // Rare (3% of hands): marked cold so that it takes no registers from the rest.
            std::hint::cold_path();
            let mask = cards
                .iter()
                .fold(0, |mask, card| mask | CARD_MASKS[usize::from(card.index())]);
            return self.flush_rank(key, mask);
        }
        self.rank_without_flush(key)
    }

    /// The rank of a hand holding a flush: the suit whose counter overflowed picks its 13
    /// bits of the card mask.
    #[inline(always)]
    fn flush_rank(&self, key: u64, mask: u64) -> HandRank {
        let suit = (key & FLUSH_BITS).trailing_zeros() / 4;
        HandRank(self.tables.by_flush_mask[(mask >> (16 * suit)) as usize & 0x1fff])
    }

    #[inline(always)]
    fn rank_without_flush(&self, key: u64) -> HandRank {
        let (bucket, slot) = hash_parts(key);
        let index = slot ^ usize::from(self.tables.displacements[bucket]);
        HandRank(self.tables.by_rank_counts[index & ((1 << HASH_SLOT_BITS) - 1)])
    }

    /// The rank of 5, 6 or 7 cards, refusing duplicates and cards outside the deck.
    pub fn evaluate(&self, cards: &[Card]) -> Result<HandRank, CardError> {
        if !(5..=7).contains(&cards.len()) {
            return Err(CardError::HandSize { count: cards.len() });
        }
        let mut seen = CardSet::EMPTY;
        for &card in cards {
            self.rules.deck.check(card)?;
            if !seen.insert(card) {
                return Err(CardError::Duplicate { card });
            }
        }
        Ok(self.rank(Hand::from_cards(cards)))
    }

    pub fn category(&self, rank: HandRank) -> Category {
        self.info[rank.index()].category
    }

    /// The best five of the given 5-7 distinct cards, strongest-first within the hand's shape
    /// (what a TD reads out at showdown).
    pub fn best_five(&self, cards: &[Card]) -> Result<[Card; 5], CardError> {
        let best = self.evaluate(cards)?;
        let order = self.info[best.index()].ranks;
        let n = cards.len();
        let five = (0u32..1 << n)
            .filter(|pick| pick.count_ones() == 5)
            .map(|pick| {
                let mut five = [cards[0]; 5];
                let chosen = (0..n).filter(|i| pick & (1 << i) != 0);
                for (slot, i) in five.iter_mut().zip(chosen) {
                    *slot = cards[i];
                }
                five
            })
            .find(|five| self.rank(Hand::from_cards(five)) == best)
            .unwrap_or([cards[0]; 5]);
        let mut five = five;
        five.sort_by_key(|c| {
            (
                order.iter().position(|&r| r == c.rank()).unwrap_or(5),
                std::cmp::Reverse(c.suit()),
            )
        });
        Ok(five)
    }

    /// A TD's reading of the hand: "Full house, kings full of sevens".
    pub fn describe(&self, rank: HandRank) -> String {
        let RankInfo { category, ranks } = self.info[rank.index()];
        let [a, b, c, d, _] = ranks;
        match category {
            Category::StraightFlush if a == Rank::Ace => "Royal flush".to_string(),
            Category::StraightFlush => format!("Straight flush, {} high", a.name()),
            Category::FourOfAKind => format!("Four {}, {} kicker", a.plural(), ranks[4].name()),
            Category::FullHouse => format!("Full house, {} full of {}", a.plural(), d.plural()),
            Category::Flush => format!("Flush, {} high", a.name()),
            Category::Straight => format!("Straight, {} high", a.name()),
            Category::ThreeOfAKind => format!("Three {}", a.plural()),
            Category::TwoPair => format!("Two pair, {} and {}", a.plural(), c.plural()),
            Category::Pair => format!("Pair of {}", a.plural()),
            Category::HighCard => {
                format!("{} high, {} {}", capitalize(a.name()), b.name(), c.name())
            }
        }
    }

    /// The reading of the hand in the names of `notation`'s players.
    pub fn describe_in(&self, rank: HandRank, notation: super::Notation) -> String {
        match notation {
            super::Notation::English => self.describe(rank),
            super::Notation::French => self.describe_fr(rank),
        }
    }

    /// The French reading of the hand: "Main pleine (full), rois par les sept".
    pub fn describe_fr(&self, rank: HandRank) -> String {
        let RankInfo { category, ranks } = self.info[rank.index()];
        let [a, _, c, d, _] = ranks;
        match category {
            Category::StraightFlush if a == Rank::Ace => "Quinte flush royale".to_string(),
            Category::FullHouse => format!(
                "{}, {} par les {}",
                category.name_fr(),
                a.plural_fr(),
                d.plural_fr()
            ),
            Category::TwoPair => format!(
                "{}, {} et {}",
                category.name_fr(),
                a.plural_fr(),
                c.plural_fr()
            ),
            Category::Pair | Category::ThreeOfAKind | Category::FourOfAKind => {
                format!("{} de {}", category.name_fr(), a.plural_fr())
            }
            _ => format!("{} au {}", category.name_fr(), a.name_fr()),
        }
    }

    /// How many hands of `size` cards (5, 6 or 7) from the whole deck fall on each rank,
    /// indexed by [`HandRank::index`]. Seed 003's frequency tables are the 5-card totals.
    pub fn count_all_hands(&self, size: usize) -> Result<Vec<u64>, CardError> {
        if !(5..=7).contains(&size) {
            return Err(CardError::HandSize { count: size });
        }
        let deck = self.rules.deck.cards();
        let mut counts = vec![0u64; self.info.len()];
        self.enumerate(&deck, size, Hand::EMPTY, &mut |rank| {
            counts[rank.index()] += 1
        });
        Ok(counts)
    }

    /// Calls `visit` with the rank of every `size`-card combination of `cards`.
    fn enumerate(&self, cards: &[Card], size: usize, hand: Hand, visit: &mut impl FnMut(HandRank)) {
        if size == 1 {
            for &card in cards {
                visit(self.rank(hand.with(card)));
            }
        } else {
            for i in 0..=cards.len().saturating_sub(size) {
                self.enumerate(&cards[i + 1..], size - 1, hand.with(cards[i]), visit);
            }
        }
    }

    /// Totals per category of [`Evaluator::count_all_hands`].
    pub fn by_category(&self, counts: &[u64]) -> [(Category, u64); 9] {
        let mut totals = Category::STRONGEST_FIRST.map(|c| (c, 0));
        for (rank, &count) in counts.iter().enumerate() {
            let category = self.info[rank].category;
            if let Some(slot) = totals.iter_mut().find(|(c, _)| *c == category) {
                slot.1 += count;
            }
        }
        totals
    }
}

fn capitalize(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A hand's category and its five ranks, with a sort key that orders hands by strength.
#[derive(Clone, Copy, Debug)]
struct Value {
    order: u32,
    category: Category,
    ranks: [Rank; 5],
}

impl Value {
    fn new(category: Category, ranks: [u8; 5], rules: HandRules) -> Value {
        let order = ranks
            .iter()
            .fold(category.tier(rules), |acc, &r| acc << 4 | u32::from(r));
        Value {
            order,
            category,
            ranks: ranks.map(|r| Rank::ALL[usize::from(r)]),
        }
    }

    /// The best hand without a flush from rank counts.
    fn of_counts(counts: &[u8; 13], rules: HandRules) -> Value {
        let present: u32 = (0..13).filter(|&r| counts[r] > 0).map(|r| 1 << r).sum();
        let with_at_least = |n: u8| {
            (0..13u8)
                .rev()
                .filter(move |&r| counts[usize::from(r)] >= n)
        };
        let kickers = |exclude: &[u8]| {
            (0..13u8)
                .rev()
                .filter(|&r| counts[usize::from(r)] > 0 && !exclude.contains(&r))
                .collect::<Vec<_>>()
        };
        if let Some(q) = with_at_least(4).next() {
            return Value::new(Category::FourOfAKind, [q, q, q, q, kickers(&[q])[0]], rules);
        }
        if let Some(t) = with_at_least(3).next()
            && let Some(p) = with_at_least(2).find(|&p| p != t)
        {
            return Value::new(Category::FullHouse, [t, t, t, p, p], rules);
        }
        if let Some(ranks) = best_straight(present, rules) {
            return Value::new(Category::Straight, ranks, rules);
        }
        if let Some(t) = with_at_least(3).next() {
            let k = kickers(&[t]);
            return Value::new(Category::ThreeOfAKind, [t, t, t, k[0], k[1]], rules);
        }
        let pairs: Vec<u8> = with_at_least(2).collect();
        if let [p, q, ..] = pairs[..] {
            let k = kickers(&[p, q]);
            return Value::new(Category::TwoPair, [p, p, q, q, k[0]], rules);
        }
        if let [p] = pairs[..] {
            let k = kickers(&[p]);
            return Value::new(Category::Pair, [p, p, k[0], k[1], k[2]], rules);
        }
        let k = kickers(&[]);
        Value::new(Category::HighCard, [k[0], k[1], k[2], k[3], k[4]], rules)
    }

    /// The best hand from the ranks of one suit holding five or more cards.
    fn of_flush(mask: u32, rules: HandRules) -> Value {
        if let Some(ranks) = best_straight(mask, rules) {
            return Value::new(Category::StraightFlush, ranks, rules);
        }
        let mut top = (0..13u8).rev().filter(|&r| mask & (1 << r) != 0);
        let ranks = [(); 5].map(|_| top.next().unwrap_or(0));
        Value::new(Category::Flush, ranks, rules)
    }
}

/// The highest straight in a set of ranks, as its five ranks from the top; the ace-low
/// straight ends on the deck's lowest rank (A-2-3-4-5, or A-7-8-9-10 with 32 cards).
fn best_straight(present: u32, rules: HandRules) -> Option<[u8; 5]> {
    let lowest = rules.deck.lowest_rank().index();
    for top in (lowest + 4..13).rev() {
        let run = 0b11111u32 << (top - 4);
        if present & run == run {
            return Some([top, top - 1, top - 2, top - 3, top - 4]);
        }
    }
    let ace = Rank::Ace.index();
    let wheel = (0b1111u32 << lowest) | 1 << ace;
    (rules.wheel && present & wheel == wheel)
        .then(|| [lowest + 3, lowest + 2, lowest + 1, lowest, ace])
}

/// Calls `visit` with every way to hold up to `left` cards of ranks `rank..13`, at most four
/// of a rank.
fn rank_multisets(rank: usize, left: u8, counts: &mut [u8; 13], visit: &mut impl FnMut(&[u8; 13])) {
    if rank == 13 {
        visit(counts);
        return;
    }
    for n in 0..=left.min(4) {
        counts[rank] = n;
        rank_multisets(rank + 1, left - n, counts, visit);
    }
    counts[rank] = 0;
}

/// The perfect hash of the rank-count keys: each bucket gets a displacement XORed into its
/// slots, found first-fit, largest buckets first. Fills the displacements; returns each key's slot.
fn perfect_hash(keys: &[u64], displacements: &mut [u16; 1 << HASH_BUCKET_BITS]) -> Vec<usize> {
    let mut buckets: Vec<Vec<(usize, usize)>> = vec![Vec::new(); 1 << HASH_BUCKET_BITS];
    for (i, &counts) in keys.iter().enumerate() {
        let hashed = (counts.wrapping_mul(HASH_MULTIPLIER) & ((1 << 48) - 1)) << 16;
        let (bucket, slot) = hash_parts(hashed);
        buckets[bucket].push((i, slot));
    }
    let mut order: Vec<usize> = (0..buckets.len()).collect();
    order.sort_by_key(|&b| std::cmp::Reverse(buckets[b].len()));

    let mut used = vec![false; 1 << HASH_SLOT_BITS];
    let mut slots = vec![0usize; keys.len()];
    for b in order {
        let members = &buckets[b];
        let displacement = (0..=u16::MAX)
            .find(|&d| members.iter().all(|&(_, s)| !used[s ^ usize::from(d)]))
            .expect("HASH_MULTIPLIER makes a perfect hash of the rank counts (see its test)");
        displacements[b] = displacement;
        for &(i, s) in members {
            used[s ^ usize::from(displacement)] = true;
            slots[i] = s ^ usize::from(displacement);
        }
    }
    slots
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::{Notation, parse_cards};
    use proptest::strategy::Strategy;

    fn rank(cards: &str) -> HandRank {
        Evaluator::standard()
            .evaluate(&parse_cards(cards, Notation::English).unwrap())
            .unwrap()
    }

    #[test]
    fn standard_poker_has_7462_distinct_hands() {
        assert_eq!(Evaluator::standard().distinct_ranks(), 7462);
    }

    #[test]
    fn categories_and_kickers_compare_as_seed_003_says() {
        // Kickers decide, suits never do.
        assert!(rank("KsQsJd8h7c") > rank("KhQhJc8d5s"));
        assert_eq!(rank("KsQsJd8h7c"), rank("KhQhJc8d7s"));
        // Full houses compare trips first, then the pair.
        assert!(rank("KsKdKh2c2d") > rank("QsQdQhAcAd"));
        assert!(rank("KsKdKh3c3d") > rank("KsKdKh2c2d"));
        // Two pair: top pair, second pair, kicker.
        assert!(rank("AsAd3h3c2d") > rank("KsKdQhQcAd"));
        // The wheel is the lowest straight, above three of a kind.
        assert!(rank("5s4d3h2cAd") < rank("6s5d4h3c2d"));
        assert!(rank("5s4d3h2cAd") > rank("AsAdAh3c2d"));
        let eval = Evaluator::standard();
        assert_eq!(eval.category(rank("AsKsQsJsTs")), Category::StraightFlush);
        assert_eq!(eval.describe(rank("AsKsQsJsTs")), "Royal flush");
        assert_eq!(
            eval.describe(rank("KsKdKh7c7d2s3s")),
            "Full house, kings full of sevens"
        );
        assert_eq!(
            eval.describe_fr(rank("KsKdKh7c7d")),
            "Main pleine (full), rois par les sept"
        );
        assert_eq!(eval.describe_fr(rank("KsKd2c7h9s")), "Paire de rois");
    }

    #[test]
    fn seven_cards_pick_the_best_five() {
        // Three pairs: the best two and the best kicker (the third pair's rank counts).
        assert_eq!(rank("AsAdKhKc2d2s3c"), rank("AsAdKhKc3c"));
        // Two sets make a full house.
        assert_eq!(
            Evaluator::standard().category(rank("9s9d9h5c5d5s2c")),
            Category::FullHouse
        );
        // Six suited cards: the top five.
        assert_eq!(rank("As9s7s5s3s2sKd"), rank("As9s7s5s3s"));
        let eval = Evaluator::standard();
        let cards = parse_cards("2c AsKh Qs Js Ts 3d", Notation::English).unwrap();
        let best = eval.best_five(&cards).unwrap();
        assert_eq!(crate::cards::format_cards(&best), "AsKhQsJsTs");
    }

    proptest::proptest! {
        /// The showdown path reads cards two at a time and builds suit masks only for a
        /// flush; it must agree with the checked path on any seven cards.
        #[test]
        fn seven_card_fast_path_agrees_with_the_checked_path(
            indices in proptest::sample::subsequence((0u8..52).collect::<Vec<_>>(), 7)
                .prop_shuffle()
        ) {
            let cards: Vec<Card> = indices.iter().filter_map(|&i| Card::from_index(i)).collect();
            let seven: [Card; 7] = cards.clone().try_into().unwrap();
            let eval = Evaluator::standard();
            proptest::prop_assert_eq!(eval.rank7(&seven), eval.evaluate(&cards).unwrap());
        }

        /// Five to seven cards of one suit, so that every suit's flush goes through the
        /// suit-mask branch.
        #[test]
        fn seven_card_fast_path_agrees_on_flushes(
            suit in 0u8..4,
            suited in 5usize..=7,
            ranks in proptest::sample::subsequence((0u8..13).collect::<Vec<_>>(), 7),
            others in proptest::sample::subsequence((0u8..39).collect::<Vec<_>>(), 2),
        ) {
            // The others are of the other three suits: rank i / 3, the (i % 3)-th other suit.
            let other_suits: Vec<u8> = (0..4).filter(|&s| s != suit).collect();
            let cards: Vec<Card> = ranks[..suited]
                .iter()
                .map(|&r| 4 * r + suit)
                .chain(others.iter().map(|&i| 4 * (i / 3) + other_suits[usize::from(i % 3)]))
                .take(7)
                .filter_map(Card::from_index)
                .collect();
            let seven: [Card; 7] = cards.clone().try_into().unwrap();
            let eval = Evaluator::standard();
            let rank = eval.rank7(&seven);
            proptest::prop_assert_eq!(rank, eval.evaluate(&cards).unwrap());
            proptest::prop_assert!(eval.category(rank) >= Category::Flush);
        }
    }

    #[test]
    fn short_deck_wheel_uses_the_lowest_rank_kept() {
        let rules = HandRules {
            wheel: true,
            ..HandRules::for_deck(DeckKind::Short32)
        };
        let eval = Evaluator::new(rules);
        let cards = parse_cards("As7d8h9cTs", Notation::English).unwrap();
        let wheel = eval.evaluate(&cards).unwrap();
        assert_eq!(eval.category(wheel), Category::Straight);
        let lowest_natural = eval
            .evaluate(&parse_cards("7d8h9cTsJs", Notation::English).unwrap())
            .unwrap();
        assert!(wheel < lowest_natural);
        // Without the wheel it is ace high.
        let no_wheel = Evaluator::new(HandRules::for_deck(DeckKind::Short32));
        assert_eq!(
            no_wheel.category(no_wheel.evaluate(&cards).unwrap()),
            Category::HighCard
        );
        // A deuce is not in a 32-card deck.
        let err = eval.evaluate(&parse_cards("As7d8h9c2s", Notation::English).unwrap());
        assert!(
            err.unwrap_err()
                .to_string()
                .contains("not in a 32-card deck")
        );
    }

    #[test]
    fn short_deck_holdem_ranks_a_flush_above_a_full_house() {
        let eval = Evaluator::new(HandRules::short_deck_holdem());
        let flush = eval
            .evaluate(&parse_cards("As9s8s7s6s", Notation::English).unwrap())
            .unwrap();
        assert_eq!(eval.category(flush), Category::StraightFlush);
        let flush = eval
            .evaluate(&parse_cards("AsJs8s7s6s", Notation::English).unwrap())
            .unwrap();
        let full = eval
            .evaluate(&parse_cards("AsAdAhKcKd", Notation::English).unwrap())
            .unwrap();
        assert!(flush > full);
    }

    #[test]
    fn refuses_wrong_sizes_and_duplicates() {
        let eval = Evaluator::standard();
        let four = parse_cards("AsKsQsJs", Notation::English).unwrap();
        assert!(
            eval.evaluate(&four)
                .unwrap_err()
                .to_string()
                .contains("5, 6 or 7")
        );
        let ace: Card = "As".parse().unwrap();
        let dup = [
            ace,
            ace,
            "Kd".parse().unwrap(),
            "Qd".parse().unwrap(),
            "Jd".parse().unwrap(),
        ];
        assert_eq!(eval.evaluate(&dup), Err(CardError::Duplicate { card: ace }));
    }
}
