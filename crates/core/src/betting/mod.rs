//! One hand of hold'em, from the forced bets to the award of every pot: no-limit, pot-limit and
//! fixed-limit betting under the TDA 2024 rules, with every seed-vs-TDA choice read from
//! [`BettingRules`]. The state is pure and serializable so that the journal can replay it.
//!
//! The floor gives the facts of the hand ([`HandSetup`]): who is dealt in, where the button and
//! the blinds are, the level. [`Hand`] then knows who acts, what each player may do with exact
//! amounts ([`Hand::legal_actions`]), when a street ends, when the hand runs out all-in, the
//! showdown order, the pots and who wins them. Chip-movement disputes (a silent push, an
//! oversized chip, an undercall) are ruled by the pure functions of [`rulings`].

mod hand;
pub mod logging;
mod pots;
pub mod random;
pub mod rulings;
pub mod substantial;

pub use hand::{
    Action, BetRange, Drawn, Hand, HandEvent, Hole, LegalActions, Phase, Player, Post, ShowState,
    Street,
};
pub use logging::HandBeingLogged;
pub use pots::{
    Decided, Elimination, HandResult, Pot, PotAward, SeatResult, SplitPot, side_pots,
    split_high_low, split_pot,
};

use crate::Chips;
use crate::cards::{
    Card, CardError, Category, DeckKind, Evaluator, HandRank, HandRules, Notation, Rank,
};
use crate::house::BettingRules;
use riffle_text::fill;
use riffle_text::{Lang, Say};
use serde::{Deserialize, Serialize};

/// The betting structure of the hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Limit {
    NoLimit,
    PotLimit,
    /// Fixed bets: the small bet pre-flop and on the flop, the big bet on the turn and river.
    FixedLimit {
        small_bet: Chips,
        big_bet: Chips,
    },
    /// Spread limit: every opening and every raise between two bounds, on every street
    /// (seed 002's "1 to 5" games); raises are capped as in fixed limit.
    Spread {
        min_bet: Chips,
        max_bet: Chips,
    },
}

impl Limit {
    pub fn name(self) -> &'static str {
        match self {
            Limit::NoLimit => "no-limit",
            Limit::PotLimit => "pot-limit",
            Limit::FixedLimit { .. } => "fixed-limit",
            Limit::Spread { .. } => "spread-limit",
        }
    }

    /// Limit games (fixed and spread) set every bet's size and cap the raises; in no-limit
    /// and pot-limit the smallest raise grows with the largest raise made (TDA 2024 rule 43).
    pub fn is_limit_game(self) -> bool {
        matches!(self, Limit::FixedLimit { .. } | Limit::Spread { .. })
    }

    /// The fixed bet of a street in limit; `None` in no-limit and pot-limit.
    pub fn limit_bet(self, street: Street) -> Option<Chips> {
        match self {
            Limit::FixedLimit { small_bet, big_bet } => Some(match street {
                Street::Preflop | Street::Flop => small_bet,
                Street::Turn | Street::River => big_bet,
            }),
            _ => None,
        }
    }
}

/// The game dealt: how many hole cards each player gets and how the showdown is read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Variant {
    /// Two hole cards, the best five of seven.
    #[default]
    Holdem,
    /// Four hole cards, exactly two of them with exactly three of the board.
    Omaha,
    /// Omaha with the pot split between the best high and the best eight-or-better low; the
    /// high takes it all when no hand qualifies for low.
    OmahaHiLo,
    /// Five-card draw (seed 003's "poker fermé"): five cards each, a betting round, one draw,
    /// a second betting round; no board.
    FiveCardDraw(DrawRules),
}

/// Five-card draw's table options (seed 003): the deck, whether the ace may start a straight
/// (the quinte blanche), the openers, and whether a player may change the whole hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DrawRules {
    /// 52 cards down to 32 (seed 003: 32 for four players, four more cards per player).
    pub deck: DeckKind,
    /// A-2-3-4-5 is the lowest straight; in a short deck the ace plays below the lowest rank
    /// kept (A-7-8-9-10 in 32 cards). Seed 003: ask before play whether the table accepts it.
    pub quinte_blanche: bool,
    /// In a game "au pot" (antes only), the smallest pair that may open the first round:
    /// jacks or better is `Some(Jack)`; `None` lets any hand open.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub openers: Option<Rank>,
    /// Any player may change the whole hand (seed 003: allowed by some card rooms); otherwise
    /// three cards at most, four for one player only per draw.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub whole_hand: bool,
}

impl DrawRules {
    /// The most players a deck deals to (seed 003: 32 cards for four, 40 for five, then four
    /// cards more per player up to 52 for eight), so that the draw always finds its cards.
    pub fn most_players(deck: DeckKind) -> usize {
        match deck.size() {
            ..40 => 4,
            size => usize::from(size - 40) / 4 + 5,
        }
    }

    /// How hands rank at this table.
    pub fn hand_rules(self) -> HandRules {
        HandRules {
            deck: self.deck,
            wheel: self.quinte_blanche,
            flush_beats_full_house: false,
        }
    }

    /// Whether five cards hold the openers: a pair of the openers' rank or better (two pair,
    /// trips, a straight or better open too).
    pub fn opens(self, cards: &[Card]) -> bool {
        let Some(least) = self.openers else {
            return true;
        };
        let evaluator = Evaluator::shared(self.hand_rules());
        let Ok(rank) = evaluator.evaluate(cards) else {
            return false;
        };
        match evaluator.category(rank) {
            Category::HighCard => false,
            Category::Pair => cards.iter().any(|c| {
                c.rank() >= least && cards.iter().filter(|d| d.rank() == c.rank()).count() == 2
            }),
            _ => true,
        }
    }
}

impl Variant {
    /// Hole cards dealt to each player.
    pub fn hole_cards(self) -> usize {
        match self {
            Variant::Holdem => 2,
            Variant::Omaha | Variant::OmahaHiLo => 4,
            Variant::FiveCardDraw(_) => 5,
        }
    }

    /// Whether pots are split high and low.
    pub fn splits_low(self) -> bool {
        self == Variant::OmahaHiLo
    }

    /// The game's name as players say it.
    pub fn name(self, lang: Lang) -> &'static str {
        let w = words(lang);
        match self {
            Variant::Holdem => w.text("Holdem"),
            Variant::Omaha => w.text("Omaha"),
            Variant::OmahaHiLo => w.text("OmahaHiLo"),
            Variant::FiveCardDraw(_) => w.text("FiveCardDraw"),
        }
    }

    /// The draw table's options, when the game is five-card draw.
    pub fn draw(self) -> Option<DrawRules> {
        match self {
            Variant::FiveCardDraw(rules) => Some(rules),
            _ => None,
        }
    }

    /// How hands rank: the table's deck and quinte blanche in draw, standard hold'em rules
    /// otherwise.
    pub fn hand_rules(self) -> HandRules {
        self.draw()
            .map_or(HandRules::STANDARD, DrawRules::hand_rules)
    }
}

/// The ante of a level. Antes are dead money: they go to the main pot and do not count toward
/// anyone's bet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ante {
    #[default]
    None,
    /// Every player dealt in pays this ante before the blinds.
    Classic(Chips),
    /// The big blind pays one ante for the table, after the blind when short (TDA 2024 RP-11).
    BigBlind(Chips),
}

impl Ante {
    pub fn is_none(&self) -> bool {
        matches!(self, Ante::None)
    }

    /// The amount one player posts, whichever kind.
    pub fn amount(self) -> Option<Chips> {
        match self {
            Ante::None => None,
            Ante::Classic(n) | Ante::BigBlind(n) => Some(n),
        }
    }
}

/// How the first betting round is forced (seed 002, "Les enchères"). Whatever the structure,
/// the level's big blind is the surblind: the forced bet to call and the smallest opening bet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ForcedBets {
    /// Blind and surblind (the small and big blind): seed 002 takes one blind out of the three
    /// and the third player after the dealer speaks first. An ante may come on top ("blind +
    /// ante").
    #[default]
    BlindSurblind,
    /// Two blinds of the small amount, then the surblind: the first seats after the button post
    /// them and the fourth player speaks first; the surblind may raise once when everyone only
    /// called (seed 002). Heads-up one blind is taken out, as in blind/surblind.
    BlindBlindSurblind,
    /// Every player pays the ante and nobody posts a blind: the player after the dealer speaks
    /// first and may check (seed 002).
    AnteOnly,
}

impl ForcedBets {
    /// Blind and surblind, left out of a file that does not name the forced bets.
    pub(crate) fn is_default(&self) -> bool {
        *self == ForcedBets::BlindSurblind
    }

    /// A game au pot (antes only) posts no blind.
    pub fn posts_blinds(self) -> bool {
        self != ForcedBets::AnteOnly
    }
}

/// Seed 002's table options on top of the blinds: how the first round is forced, the option
/// (a straddle) posted this hand, and a minimum opening and raise above the surblind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TableOptions {
    #[serde(default, skip_serializing_if = "ForcedBets::is_default")]
    pub forced_bets: ForcedBets,
    /// The structure lets the player after the surblind take the option.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub straddle_allowed: bool,
    /// The seat that took the option this hand: the player after the surblind, before seeing
    /// a card, posts twice the surblind and speaks last in the first round (seed 002, "l'option",
    /// a double surblind).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub straddle: Option<u8>,
    /// The smallest opening bet and raise increment, above the surblind, in no-limit and
    /// pot-limit (seed 002, "Remarques"); `None`: the surblind.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minimum_wager: Option<Chips>,
    /// The last hand at the table killed the pot: this hand is played at the higher limits
    /// (seed 002, "option kill the pot").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub killed: bool,
}

impl TableOptions {
    fn is_default(&self) -> bool {
        *self == TableOptions::default()
    }
}

/// Whether a hand kills the pot (seed 002, "option kill the pot" of limit and hi-lo games):
/// one player took the whole pot, shared with nobody, and it was above `pot_above`. The next
/// hand is then played at the higher limits; a split pot, or a pot at or below the threshold,
/// brings the lower limits back.
pub fn kills_the_pot(result: &HandResult, pot_above: Chips) -> bool {
    let mut winners = result.pots.iter().flat_map(|pot| pot.winners.iter());
    let Some(first) = winners.next() else {
        return false;
    };
    let total: Chips = result.pots.iter().map(|pot| pot.amount).sum();
    !result.void && winners.all(|w| w == first) && total > pot_above
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blinds {
    pub small: Chips,
    pub big: Chips,
}

/// A seat dealt into the hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatSetup {
    /// Seat number, 1 to 10.
    pub seat: u8,
    /// Chips before antes and blinds.
    pub stack: Chips,
    pub name: Option<String>,
}

/// The facts the floor gives at the start of a hand (the button and blinds come from the
/// dead-button procedure, TDA 2024 rules 32 and 34). Players sitting out between the small
/// blind and the button are simply not listed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HandSetup {
    pub players: Vec<SeatSetup>,
    /// The button's seat; it may be empty (a dead button).
    pub button: u8,
    /// `None` when nobody posts a small blind this hand (its seat is empty).
    pub small_blind: Option<u8>,
    pub big_blind: u8,
    /// A seat posting a dead small blind: dead money in the pot, not part of its bet.
    pub dead_small_blind: Option<u8>,
    pub blinds: Blinds,
    pub ante: Ante,
    pub limit: Limit,
    /// The smallest chip in play: odd chips are broken down to it (TDA 2024 rule 20A).
    pub smallest_chip: Chips,
    /// Only two players remain in the event: the limit cap is lifted (TDA 2024 rule 48).
    pub two_left_in_event: bool,
    /// The game dealt; hold'em for hands logged before the other games existed.
    #[serde(default)]
    pub variant: Variant,
    /// Antes are won only by players who matched them, like bets, and an ante above every
    /// other is handed back at once: how PokerKit plays a hand history written with
    /// `ante_trimming_status = true`. Off at a live table, where antes are dead money.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub antes_matched: bool,
    /// Seed 002's forced-bet structure and options; blind and surblind when left out.
    #[serde(default, skip_serializing_if = "TableOptions::is_default")]
    pub table: TableOptions,
}

/// Why a hand could not be set up. Nothing is created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    PlayerCount {
        count: usize,
    },
    NoSuchSeat {
        seat: u8,
    },
    SeatTwice {
        seat: u8,
    },
    EmptyStack {
        seat: u8,
    },
    /// A blind is given to a seat that is not dealt in.
    RoleNotDealtIn {
        role: Post,
        seat: u8,
    },
    ZeroBigBlind,
    SmallBlind {
        small: Chips,
        big: Chips,
    },
    ZeroChip,
    LimitBets,
    HeadsUpBlinds {
        button: u8,
        small_blind: Option<u8>,
        big_blind: u8,
    },
    /// `seat` sits between the button and the blind `role` posted by `role_seat`.
    BlindOrder {
        seat: u8,
        button: u8,
        role: Post,
        role_seat: u8,
    },
    /// Antes only, but the level has no ante for every player.
    AnteOnlyWithoutAnte,
    /// The option is taken at a table whose structure does not allow it.
    NoOption {
        seat: u8,
    },
    /// The option is taken by `seat`, but only the player after the surblind (`expected`) may
    /// take it; `None` when nobody may (antes only, or two players).
    StraddleSeat {
        seat: u8,
        expected: Option<u8>,
    },
    /// A minimum opening or raise must be above the surblind, and fixed-limit bets are fixed.
    MinimumWager {
        minimum: Chips,
        big: Chips,
        /// A fixed or spread limit sets the bets already.
        limit_game: bool,
    },
    /// Spread-limit bounds: the smallest bet above zero and no larger than the largest.
    SpreadBounds {
        min_bet: Chips,
        max_bet: Chips,
    },
    /// Five-card draw with more players than the deck serves (seed 003's counts).
    DrawPlayers {
        deck: u8,
        players: usize,
        most: usize,
    },
    /// Openers are asked for in a game with blinds, where the blind opens (seed 003).
    OpenersWithBlinds,
}

/// Why a step of the hand was refused. The hand is unchanged.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandError {
    UnknownSeat {
        seat: u8,
    },
    NotYourTurn {
        seat: u8,
        to_act: u8,
    },
    NoActionNow {
        phase: Phase,
    },
    Illegal {
        seat: u8,
        attempted: Action,
        legal: LegalActions,
    },
    FouledDeck {
        card: Card,
        first: SeenAt,
    },
    BoardCount {
        street: Street,
        expected: usize,
        given: usize,
    },
    NoDealNow {
        phase: Phase,
    },
    HoleCardsKnown {
        seat: u8,
        held: Hole,
    },
    /// Hole cards given in a number the game does not deal.
    HoleCount {
        seat: u8,
        variant: Variant,
        given: usize,
    },
    /// A low half named in a game that splits no pot.
    NoLowHalf {
        variant: Variant,
    },
    Folded {
        seat: u8,
    },
    NotShowdown {
        phase: Phase,
    },
    /// The player already showed, or already mucked when `mucked`.
    AlreadyDecided {
        seat: u8,
        mucked: bool,
    },
    MuckAfterAllIn {
        seat: u8,
    },
    /// Pots are numbered 0 (the main pot) and up.
    LastClaimant {
        seat: u8,
        pot: usize,
    },
    NoAwardNow {
        phase: Phase,
    },
    NoSuchPot {
        pot: usize,
        last: usize,
    },
    PotDecided {
        pot: usize,
    },
    NotClaimant {
        seat: u8,
        pot: usize,
        claimants: Vec<u8>,
    },
    NoWinners,
    HandOver,
    /// The TD named a winner the known cards contradict: `named` (a winner named) loses to
    /// `better`, or when `ties` holds the same hand as `better`, left out, who would share.
    CardsContradict {
        pot: usize,
        named: Holding,
        better: Holding,
        ties: bool,
    },
    /// The board of an all-in run-out was given while tabled hands are still unknown to the
    /// logger: their cards are asked for first (TDA 2024 rule 16).
    TabledCardsFirst {
        seats: Vec<u8>,
    },
    /// A card the table's short deck does not hold.
    NotInDeck(CardError),
    /// The player's known cards hold no openers (`least`: the smallest pair that opens).
    NoOpeners {
        seat: u8,
        least: Rank,
    },
    /// In a game au pot nobody folds before the opening: a player who passes checks
    /// (seed 003).
    FoldBeforeOpening {
        seat: u8,
    },
    NoDrawNow {
        phase: Phase,
    },
    /// More cards than the player may draw: `most` now; `four_by` is the seat that already
    /// drew four in this draw (seed 003: one player only).
    DrawCount {
        seat: u8,
        count: u8,
        most: u8,
        four_by: Option<u8>,
    },
    /// Cards listed in a draw must be as many as the cards drawn.
    DrawCards {
        seat: u8,
        count: u8,
        given: usize,
    },
    /// A discarded card the player's known hand does not hold.
    NotInHand {
        seat: u8,
        card: Card,
    },
}

/// A player's known hand at the showdown, to compare hands in a refusal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Holding {
    pub seat: u8,
    pub name: Option<String>,
    pub rank: HandRank,
    /// The ranking the hand was evaluated under (a short deck's in five-card draw).
    pub rules: HandRules,
}

impl Holding {
    /// "Ana's pair of kings", "la main d'Ana (paire de rois)"; `first` is the first hand a
    /// sentence names ("celle du siège 3" for the second, in French).
    fn say(&self, lang: Lang, first: bool) -> String {
        let w = words(lang);
        let notation = Notation::of(lang);
        let hand = lowercase_first(&Evaluator::shared(self.rules).describe_in(self.rank, notation));
        let seat = self.seat;
        match (&self.name, first) {
            (Some(name), true) if elided(name) => fill!(w, "HoldingFirstElided", name, hand),
            (Some(name), true) => fill!(w, "HoldingFirst", name, hand),
            (Some(name), false) if elided(name) => fill!(w, "HoldingOtherElided", name, hand),
            (Some(name), false) => fill!(w, "HoldingOther", name, hand),
            (None, true) => fill!(w, "HoldingFirstSeat", seat, hand),
            (None, false) => fill!(w, "HoldingOtherSeat", seat, hand),
        }
    }
}

/// A word before which a language that elides ("d'Ana", "d'as") drops its vowel; the word
/// files pick the elided sentence or not, and a language that never elides words both alike.
fn elided(word: &str) -> bool {
    word.starts_with(|c: char| "AEIOUYHÂÉÈÊÎÔÛaeiouyhâéèêîôû".contains(c))
}

fn lowercase_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// Where a card given again was first seen: the deck is fouled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeenAt {
    /// The same card is among the cards given now.
    TwiceGiven,
    InHand {
        seat: u8,
    },
    OnBoard,
    /// Seen earlier in the hand, in a hand since mucked or a card not kept.
    Earlier,
}

impl Say for SeenAt {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            SeenAt::TwiceGiven => fill!(w, "SeenTwiceGiven"),
            SeenAt::InHand { seat } => fill!(w, "SeenInHand", seat),
            SeenAt::OnBoard => fill!(w, "SeenOnBoard"),
            SeenAt::Earlier => fill!(w, "SeenEarlier"),
        }
    }
}

/// "seat 2, seat 5 and seat 7", "siège 2, siège 5 et siège 7"; `whose` names them as owners
/// ("du siège 2 et du siège 5" in French).
fn seats_said(seats: &[u8], lang: Lang, whose: bool) -> String {
    let w = words(lang);
    let names: Vec<String> = seats
        .iter()
        .map(|&seat| {
            if whose {
                fill!(w, "SeatOf", seat)
            } else {
                fill!(w, "SeatNamed", seat)
            }
        })
        .collect();
    match names.as_slice() {
        [] if whose => fill!(w, "NobodyOf"),
        [] => fill!(w, "Nobody"),
        [one] => one.clone(),
        [rest @ .., last] => fill!(w, "ListAnd", rest = rest.join(", "), last),
    }
}

/// "the main pot", "le pot annexe 2".
fn pot_said(pot: usize, lang: Lang) -> String {
    if pot == 0 {
        fill!(words(lang), "MainPot")
    } else {
        fill!(words(lang), "SidePot", pot)
    }
}

/// Cards in the reader's notation, written together: "AsKh", "ApRc".
fn cards_said(cards: &[Card], lang: Lang) -> String {
    let notation = Notation::of(lang);
    cards.iter().map(|c| c.written(notation)).collect()
}

/// An amount of chips as the reader's language groups its digits.
fn chips_said(amount: u64, lang: Lang) -> String {
    riffle_text::group_digits(amount, lang)
}

/// A forced bet with its article: "the small blind", "l'ante".
fn the_post(post: Post, lang: Lang) -> &'static str {
    let w = words(lang);
    match post {
        Post::Ante => w.text("ThePostAnte"),
        Post::SmallBlind => w.text("ThePostSmallBlind"),
        Post::BigBlind => w.text("ThePostBigBlind"),
        Post::BigBlindAnte => w.text("ThePostBigBlindAnte"),
        Post::DeadSmallBlind => w.text("ThePostDeadSmallBlind"),
        Post::SecondBlind => w.text("ThePostSecondBlind"),
        Post::Straddle => w.text("ThePostStraddle"),
    }
}

impl Say for SetupError {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            SetupError::PlayerCount { count } => fill!(w, "PlayerCount", count),
            SetupError::NoSuchSeat { seat } => fill!(w, "NoSuchSeat", seat),
            SetupError::SeatTwice { seat } => fill!(w, "SeatTwice", seat),
            SetupError::EmptyStack { seat } => fill!(w, "EmptyStack", seat),
            SetupError::RoleNotDealtIn { role, seat } => {
                fill!(w, "RoleNotDealtIn", seat, role = the_post(*role, lang))
            }
            SetupError::ZeroBigBlind => fill!(w, "ZeroBigBlind"),
            SetupError::SmallBlind { small, big } => fill!(
                w,
                "SmallBlind",
                small = chips_said(*small, lang),
                big = chips_said(*big, lang)
            ),
            SetupError::ZeroChip => fill!(w, "ZeroChip"),
            SetupError::LimitBets => fill!(w, "LimitBets"),
            SetupError::HeadsUpBlinds {
                button,
                small_blind,
                big_blind,
            } => match small_blind {
                Some(small_blind) => {
                    fill!(w, "HeadsUpBlinds", button, small_blind, big_blind)
                }
                None => fill!(w, "HeadsUpNoSmallBlind", button, big_blind),
            },
            SetupError::BlindOrder {
                seat,
                button,
                role,
                role_seat,
            } => fill!(
                w,
                "BlindOrder",
                seat,
                button,
                role_seat,
                role = the_post(*role, lang)
            ),
            SetupError::AnteOnlyWithoutAnte => fill!(w, "AnteOnlyWithoutAnte"),
            SetupError::NoOption { seat } => fill!(w, "NoOption", seat),
            SetupError::StraddleSeat { seat, expected } => match expected {
                Some(expected) => fill!(w, "StraddleSeat", seat, expected),
                None => fill!(w, "StraddleNoSeat", seat),
            },
            SetupError::SpreadBounds { min_bet, max_bet } => fill!(
                w,
                "SpreadBounds",
                min_bet = chips_said(*min_bet, lang),
                max_bet = chips_said(*max_bet, lang)
            ),
            SetupError::MinimumWager {
                minimum,
                big,
                limit_game,
            } => {
                let minimum = chips_said(*minimum, lang);
                if *limit_game {
                    fill!(w, "MinimumWagerInLimit", minimum)
                } else {
                    fill!(w, "MinimumWager", minimum, big = chips_said(*big, lang))
                }
            }
            SetupError::DrawPlayers {
                deck,
                players,
                most,
            } => fill!(w, "DrawPlayers", deck, most, players),
            SetupError::OpenersWithBlinds => fill!(w, "OpenersWithBlinds"),
        }
    }
}

impl Say for HandError {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        let notation = Notation::of(lang);
        match self {
            HandError::UnknownSeat { seat } => fill!(w, "UnknownSeat", seat),
            HandError::NotYourTurn { seat, to_act } => fill!(w, "NotYourTurn", to_act, seat),
            HandError::NoActionNow { phase } => {
                fill!(w, "NoActionNow", phase = phase.say(lang))
            }
            HandError::Illegal {
                seat,
                attempted,
                legal,
            } => fill!(
                w,
                "Illegal",
                seat,
                attempted = attempted.say(lang),
                legal = legal.say(lang)
            ),
            HandError::FouledDeck { card, first } => fill!(
                w,
                "FouledDeck",
                card = card.written(notation),
                first = first.say(lang)
            ),
            HandError::BoardCount {
                street,
                expected,
                given,
            } => fill!(
                w,
                "BoardCount",
                expected,
                given,
                street = hand::the_street(*street, lang)
            ),
            HandError::NoDealNow { phase } => fill!(w, "NoDealNow", phase = phase.say(lang)),
            HandError::HoleCardsKnown { seat, held } => {
                fill!(w, "HoleCardsKnown", seat, held = cards_said(held, lang))
            }
            HandError::HoleCount {
                seat,
                variant,
                given,
            } => fill!(
                w,
                "HoleCount",
                seat,
                given,
                variant = variant.name(lang),
                dealt = variant.hole_cards()
            ),
            HandError::NoLowHalf { variant } => {
                fill!(w, "NoLowHalf", variant = variant.name(lang))
            }
            HandError::Folded { seat } => fill!(w, "Folded", seat),
            HandError::NotShowdown { phase } => {
                fill!(w, "NotShowdown", phase = phase.say(lang))
            }
            HandError::AlreadyDecided { seat, mucked } => {
                if *mucked {
                    fill!(w, "AlreadyMucked", seat)
                } else {
                    fill!(w, "AlreadyShown", seat)
                }
            }
            HandError::MuckAfterAllIn { seat } => fill!(w, "MuckAfterAllIn", seat),
            HandError::LastClaimant { seat, pot } => {
                fill!(w, "LastClaimant", seat, pot = pot_said(*pot, lang))
            }
            HandError::NoAwardNow { phase } => fill!(w, "NoAwardNow", phase = phase.say(lang)),
            HandError::NoSuchPot { pot, last } => fill!(w, "NoSuchPot", pot, last),
            HandError::PotDecided { pot } => fill!(w, "PotDecided", pot = pot_said(*pot, lang)),
            HandError::NotClaimant {
                seat,
                pot,
                claimants,
            } => fill!(
                w,
                "NotClaimant",
                seat,
                pot = pot_said(*pot, lang),
                claimants = seats_said(claimants, lang, false)
            ),
            HandError::NoWinners => fill!(w, "NoWinners"),
            HandError::HandOver => fill!(w, "HandOver"),
            HandError::CardsContradict {
                pot,
                named,
                better,
                ties,
            } => {
                let (named, better) = (named.say(lang, true), better.say(lang, false));
                let pot = pot_said(*pot, lang);
                if *ties {
                    fill!(w, "CardsTie", named, better, pot)
                } else {
                    fill!(w, "CardsContradict", named, better, pot)
                }
            }
            HandError::TabledCardsFirst { seats } => {
                fill!(w, "TabledCardsFirst", seats = seats_said(seats, lang, true))
            }
            HandError::NotInDeck(error) => error.say(lang),
            HandError::FoldBeforeOpening { seat } => fill!(w, "FoldBeforeOpening", seat),
            HandError::NoOpeners { seat, least } => {
                let rank = least.plural_in(notation);
                if elided(rank) {
                    fill!(w, "NoOpenersElided", seat, rank)
                } else {
                    fill!(w, "NoOpeners", seat, rank)
                }
            }
            HandError::NoDrawNow { phase } => fill!(w, "NoDrawNow", phase = phase.say(lang)),
            HandError::DrawCount {
                seat,
                count,
                most,
                four_by,
            } => match four_by {
                None => fill!(w, "DrawCount", seat, count, most),
                Some(by) => fill!(w, "DrawCountFourTaken", seat, count, most, by),
            },
            HandError::DrawCards { seat, count, given } => {
                fill!(w, "DrawCards", seat, count, given)
            }
            HandError::NotInHand { seat, card } => {
                fill!(w, "NotInHand", seat, card = card.written(notation))
            }
        }
    }
}

riffle_text::worded!(SetupError, HandError);

pub(crate) use riffle_text::amount_en as chips;

impl HandSetup {
    /// Five-card draw au pot (seed 003): antes only, openers possible, and nobody folds before
    /// the opening.
    pub fn is_draw_au_pot(&self) -> bool {
        self.variant.draw().is_some() && !self.table.forced_bets.posts_blinds()
    }

    /// Checks the facts and starts the hand: antes and blinds are posted, the first player is
    /// to act.
    pub fn start(self, rules: &BettingRules) -> Result<Hand, SetupError> {
        Hand::new(self, rules)
    }
}

/// A hand as the TD logged it: the facts at the start and everything that happened. Storing
/// the engine's own history (not the TD's clicks) means a logged hand replays exactly.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoggedHand {
    pub setup: HandSetup,
    pub events: Vec<HandEvent>,
}

/// Why a logged hand could not be replayed: the step, counted from 1, and the engine's reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    Setup(SetupError),
    Step { step: usize, error: HandError },
}

riffle_text::wraps!(ReplayError: Setup(SetupError));

impl Say for ReplayError {
    fn say(&self, lang: Lang) -> String {
        match self {
            ReplayError::Setup(error) => fill!(words(lang), "Setup", error = error.say(lang)),
            ReplayError::Step { step, error } => {
                fill!(words(lang), "Step", step, error = error.say(lang))
            }
        }
    }
}

riffle_text::worded!(ReplayError);

impl LoggedHand {
    /// Rebuilds the hand through the engine, so every rule is checked again. Posts, returned
    /// bets and tabled hands are the engine's own doing and are skipped.
    pub fn replay(&self, rules: &BettingRules) -> Result<Hand, ReplayError> {
        let mut hand = self.setup.clone().start(rules)?;
        for (i, event) in self.events.iter().enumerate() {
            let step = |error| ReplayError::Step { step: i + 1, error };
            match event {
                HandEvent::Posted { .. }
                | HandEvent::Returned { .. }
                | HandEvent::Tabled { .. } => {}
                HandEvent::HoleCards { seat, cards } => {
                    hand.set_hole_cards(*seat, *cards).map_err(step)?
                }
                HandEvent::Board { cards, .. } => hand.deal_board(cards).map_err(step)?,
                HandEvent::Acted { seat, action, .. } => hand.act(*seat, *action).map_err(step)?,
                HandEvent::Showed { seat, cards } => hand.show(*seat, *cards).map_err(step)?,
                HandEvent::Mucked { seat } => hand.muck(*seat).map_err(step)?,
                HandEvent::Declared { pot, winners, low } => {
                    hand.declare_split(*pot, winners, low).map_err(step)?
                }
                HandEvent::FouledDeck => hand.declare_fouled_deck().map_err(step)?,
                HandEvent::Drew { seat, drawn } => hand.draw(*seat, drawn.clone()).map_err(step)?,
                HandEvent::Passed => {}
            }
        }
        Ok(hand)
    }
}

#[cfg(test)]
mod wording {
    use super::*;
    use crate::cards::{Rank, Suit};

    /// One setup refusal of every kind, checked by `listed_setup`.
    fn every_setup_error() -> Vec<SetupError> {
        vec![
            SetupError::PlayerCount { count: 11 },
            SetupError::NoSuchSeat { seat: 12 },
            SetupError::SeatTwice { seat: 3 },
            SetupError::EmptyStack { seat: 3 },
            SetupError::RoleNotDealtIn {
                role: Post::DeadSmallBlind,
                seat: 4,
            },
            SetupError::ZeroBigBlind,
            SetupError::SmallBlind {
                small: 1_500,
                big: 1_000,
            },
            SetupError::ZeroChip,
            SetupError::LimitBets,
            SetupError::HeadsUpBlinds {
                button: 2,
                small_blind: None,
                big_blind: 5,
            },
            SetupError::BlindOrder {
                seat: 3,
                button: 2,
                role: Post::SmallBlind,
                role_seat: 4,
            },
            SetupError::AnteOnlyWithoutAnte,
            SetupError::NoOption { seat: 4 },
            SetupError::StraddleSeat {
                seat: 4,
                expected: Some(5),
            },
            SetupError::StraddleSeat {
                seat: 4,
                expected: None,
            },
            SetupError::MinimumWager {
                minimum: 100,
                big: 200,
                limit_game: false,
            },
            SetupError::MinimumWager {
                minimum: 400,
                big: 200,
                limit_game: true,
            },
            SetupError::SpreadBounds {
                min_bet: 500,
                max_bet: 100,
            },
            SetupError::DrawPlayers {
                deck: 32,
                players: 6,
                most: 4,
            },
            SetupError::OpenersWithBlinds,
        ]
    }

    fn listed_setup(error: &SetupError) {
        riffle_text::every_kind!(error, SetupError:
            PlayerCount, NoSuchSeat, SeatTwice, EmptyStack, RoleNotDealtIn, ZeroBigBlind,
            SmallBlind, ZeroChip, LimitBets, HeadsUpBlinds, BlindOrder, AnteOnlyWithoutAnte,
            NoOption, StraddleSeat, MinimumWager, SpreadBounds, DrawPlayers, OpenersWithBlinds);
    }

    /// One hand refusal of every kind (every place a card is seen, every phase), checked by
    /// `listed_hand`.
    fn every_hand_error() -> Vec<HandError> {
        let card = Card::new(Rank::Ace, Suit::Spades);
        let legal = LegalActions {
            seat: 4,
            fold: true,
            check: false,
            call: Some(200),
            bet: None,
            raise: Some(BetRange {
                min_to: 400,
                max_to: 10_000,
            }),
            all_in_to: 10_000,
            stack: 9_900,
        };
        let mut errors = vec![
            HandError::UnknownSeat { seat: 9 },
            HandError::NotYourTurn { seat: 3, to_act: 4 },
            HandError::Illegal {
                seat: 4,
                attempted: Action::RaiseTo(300),
                legal,
            },
            HandError::BoardCount {
                street: Street::Flop,
                expected: 3,
                given: 2,
            },
            HandError::HoleCardsKnown {
                seat: 4,
                held: [card, Card::new(Rank::King, Suit::Hearts)].into(),
            },
            HandError::HoleCount {
                seat: 4,
                variant: Variant::Omaha,
                given: 2,
            },
            HandError::NoLowHalf {
                variant: Variant::Holdem,
            },
            HandError::Folded { seat: 4 },
            HandError::AlreadyDecided {
                seat: 4,
                mucked: true,
            },
            HandError::AlreadyDecided {
                seat: 4,
                mucked: false,
            },
            HandError::MuckAfterAllIn { seat: 4 },
            HandError::LastClaimant { seat: 4, pot: 0 },
            HandError::NoSuchPot { pot: 3, last: 1 },
            HandError::PotDecided { pot: 1 },
            HandError::NotClaimant {
                seat: 4,
                pot: 1,
                claimants: vec![2, 5, 7],
            },
            HandError::NoWinners,
            HandError::HandOver,
            HandError::NotInDeck(CardError::NotInDeck {
                card: Card::new(Rank::Two, Suit::Clubs),
                deck: 32,
                lowest: Rank::Seven,
            }),
            HandError::NoOpeners {
                seat: 4,
                least: Rank::Jack,
            },
            HandError::FoldBeforeOpening { seat: 4 },
            HandError::NoOpeners {
                seat: 4,
                least: Rank::Ace,
            },
            HandError::DrawCount {
                seat: 4,
                count: 4,
                most: 3,
                four_by: Some(2),
            },
            HandError::DrawCount {
                seat: 4,
                count: 5,
                most: 4,
                four_by: None,
            },
            HandError::DrawCards {
                seat: 4,
                count: 2,
                given: 3,
            },
            HandError::NotInHand { seat: 4, card },
        ];
        let evaluator = Evaluator::standard();
        let rank = |text: &str| {
            let cards = crate::cards::parse_cards(text, crate::cards::Notation::English)
                .unwrap_or_default();
            evaluator.evaluate(&cards).unwrap_or_else(|e| panic!("{e}"))
        };
        errors.push(HandError::TabledCardsFirst { seats: vec![3] });
        errors.push(HandError::TabledCardsFirst { seats: vec![3, 5] });
        for (name, ties) in [(Some("Ana".to_string()), false), (None, true)] {
            errors.push(HandError::CardsContradict {
                pot: 1,
                named: Holding {
                    seat: 3,
                    name,
                    rank: rank("KsKd2c7h9s"),
                    rules: HandRules::STANDARD,
                },
                better: Holding {
                    seat: 5,
                    name: Some("Bo".to_string()),
                    rank: rank("9c8dTh7sJc"),
                    rules: HandRules::STANDARD,
                },
                ties,
            });
        }
        for first in [
            SeenAt::TwiceGiven,
            SeenAt::InHand { seat: 2 },
            SeenAt::OnBoard,
            SeenAt::Earlier,
        ] {
            errors.push(HandError::FouledDeck { card, first });
        }
        for phase in [
            Phase::Betting,
            Phase::Deal(Street::Preflop),
            Phase::Deal(Street::Flop),
            Phase::Deal(Street::Turn),
            Phase::Deal(Street::River),
            Phase::Draw,
            Phase::Showdown,
            Phase::Award,
            Phase::Complete,
            Phase::Void,
        ] {
            errors.push(HandError::NoActionNow { phase });
            errors.push(HandError::NoDealNow { phase });
            errors.push(HandError::NotShowdown { phase });
            errors.push(HandError::NoAwardNow { phase });
            errors.push(HandError::NoDrawNow { phase });
        }
        errors
    }

    fn listed_hand(error: &HandError) {
        riffle_text::every_kind!(error, HandError:
            UnknownSeat, NotYourTurn, NoActionNow, Illegal, FouledDeck, BoardCount, NoDealNow,
            HoleCardsKnown, HoleCount, NoLowHalf, Folded, NotShowdown, AlreadyDecided, MuckAfterAllIn, LastClaimant,
            NoAwardNow, NoSuchPot, PotDecided, NotClaimant, NoWinners, HandOver,
            CardsContradict, TabledCardsFirst, NotInDeck, NoOpeners, FoldBeforeOpening, NoDrawNow, DrawCount,
            DrawCards, NotInHand);
    }

    fn every_replay_error() -> Vec<ReplayError> {
        vec![
            ReplayError::Setup(SetupError::ZeroBigBlind),
            ReplayError::Step {
                step: 3,
                error: HandError::HandOver,
            },
        ]
    }

    fn listed_replay(error: &ReplayError) {
        match error {
            ReplayError::Setup(_) | ReplayError::Step { .. } => {}
        }
    }

    #[test]
    fn every_setup_refusal_is_worded_in_french() {
        for error in every_setup_error() {
            listed_setup(&error);
            riffle_text::assert_worded_in_both(&error);
        }
    }

    #[test]
    fn every_hand_refusal_is_worded_in_french() {
        for error in every_hand_error() {
            listed_hand(&error);
            riffle_text::assert_worded_in_both(&error);
        }
    }

    #[test]
    fn every_replay_refusal_is_worded_in_french() {
        for error in every_replay_error() {
            listed_replay(&error);
            riffle_text::assert_worded_in_both(&error);
        }
    }

    #[test]
    fn an_illegal_action_lists_the_legal_ones_in_the_readers_language() {
        let error = &every_hand_error()[2];
        assert_eq!(
            error.to_string(),
            "seat 4 cannot raise to 300; seat 4 may fold, call 200 or raise to 400 to 10,000 (all-in)"
        );
        assert_eq!(
            error.say(Lang::Fr),
            "le siège 4 ne peut pas relancer à 300\u{a0}; le siège 4 peut se coucher, suivre 200 \
             ou relancer à un total entre 400 et 10\u{202f}000 (tapis)"
        );
    }
}

riffle_text::sentence_file!(fn words = "betting.ron");
