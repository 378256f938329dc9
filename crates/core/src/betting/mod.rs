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
    Card, CardError, Category, DeckKind, Evaluator, HandRank, HandRules, Rank, format_cards,
};
use crate::house::BettingRules;
use hand::street_fr_the;
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
    /// "Ana's pair of kings", "seat 3's flush, ace high".
    fn say_en(&self) -> String {
        let who = match &self.name {
            Some(name) => format!("{name}'s"),
            None => format!("seat {}'s", self.seat),
        };
        let hand = Evaluator::shared(self.rules).describe(self.rank);
        format!("{who} {}", lowercase_first(&hand))
    }

    /// "la main d'Ana (paire de rois)", "celle du siège 3 (couleur à l'as)": the word "main"
    /// carries the gender, whatever the hand's category.
    fn say_fr(&self, first: bool) -> String {
        let head = if first { "la main" } else { "celle" };
        let whose = match &self.name {
            Some(name)
                if name.starts_with(|c: char| "AEIOUYHÂÉÈÊÎÔÛaeiouyhâéèêîôû".contains(c)) =>
            {
                format!("d'{name}")
            }
            Some(name) => format!("de {name}"),
            None => format!("du siège {}", self.seat),
        };
        let hand = lowercase_first(&Evaluator::shared(self.rules).describe_fr(self.rank));
        format!("{head} {whose} ({hand})")
    }
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

/// Seat list for messages: "seat 2, seat 5 and seat 7".
pub(crate) fn seat_list(seats: &[u8]) -> String {
    let names: Vec<String> = seats.iter().map(|s| format!("seat {s}")).collect();
    match names.as_slice() {
        [] => "nobody".to_string(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "siège 2, siège 5 et siège 7".
fn seat_list_fr(seats: &[u8]) -> String {
    let names: Vec<String> = seats.iter().map(|s| format!("siège {s}")).collect();
    match names.as_slice() {
        [] => "personne".to_string(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} et {last}", rest.join(", ")),
    }
}

/// "du siège 2 et du siège 5": whose cards, in French.
fn seat_list_fr_of(seats: &[u8]) -> String {
    let names: Vec<String> = seats.iter().map(|s| format!("du siège {s}")).collect();
    match names.as_slice() {
        [] => "de personne".to_string(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} et {last}", rest.join(", ")),
    }
}

/// "le pot principal", "le pot annexe 2".
fn pot_name_fr(k: usize) -> String {
    if k == 0 {
        "le pot principal".to_string()
    } else {
        format!("le pot annexe {k}")
    }
}

/// Cards in French notation, written together as in English: "ApRc".
fn cards_fr(cards: &[Card]) -> String {
    cards.iter().map(|c| c.to_french()).collect()
}

/// "de valets", "d'as": a pair's rank after "paire".
fn rank_fr_of(rank: Rank) -> String {
    let name = rank.plural_fr();
    if name.starts_with(['a', 'h']) {
        format!("d'{name}")
    } else {
        format!("de {name}")
    }
}

/// A forced bet as the floor names it.
fn post_name(post: Post, lang: Lang) -> &'static str {
    let w = words(lang);
    match post {
        Post::Ante => w.text("PostAnte"),
        Post::SmallBlind => w.text("PostSmallBlind"),
        Post::BigBlind => w.text("PostBigBlind"),
        Post::BigBlindAnte => w.text("PostBigBlindAnte"),
        Post::DeadSmallBlind => w.text("PostDeadSmallBlind"),
        Post::SecondBlind => w.text("PostSecondBlind"),
        Post::Straddle => w.text("PostStraddle"),
    }
}

/// "la petite blinde", "l'ante".
fn post_name_fr_the(post: Post) -> String {
    match post {
        Post::Ante => "l'ante".to_string(),
        Post::Straddle => "l'option".to_string(),
        other => format!("la {}", post_name(other, Lang::Fr)),
    }
}

impl Say for SetupError {
    fn say(&self, lang: Lang) -> String {
        match self {
            SetupError::PlayerCount { count } => fill!(words(lang), "PlayerCount", count),
            SetupError::NoSuchSeat { seat } => fill!(words(lang), "NoSuchSeat", seat),
            SetupError::SeatTwice { seat } => fill!(words(lang), "SeatTwice", seat),
            SetupError::EmptyStack { seat } => fill!(words(lang), "EmptyStack", seat),
            SetupError::RoleNotDealtIn { role, seat } => match lang {
                Lang::En => format!("the {} seat {seat} is not dealt in", post_name(*role, lang)),
                Lang::Fr => format!(
                    "le siège {seat} de {} n'est pas servi",
                    post_name_fr_the(*role)
                ),
            },
            SetupError::ZeroBigBlind => fill!(words(lang), "ZeroBigBlind"),
            SetupError::SmallBlind { small, big } => match lang {
                Lang::En => format!(
                    "the small blind ({small}) must be more than zero and at most the big blind ({big})"
                ),
                Lang::Fr => format!(
                    "la petite blinde ({}) doit être supérieure à zéro et au plus égale à la \
                     grosse blinde ({})",
                    chips_fr(*small),
                    chips_fr(*big)
                ),
            },
            SetupError::ZeroChip => fill!(words(lang), "ZeroChip"),
            SetupError::LimitBets => fill!(words(lang), "LimitBets"),
            SetupError::HeadsUpBlinds {
                button,
                small_blind,
                big_blind,
            } => match lang {
                Lang::En => format!(
                    "heads-up the button posts the small blind and the other player the big blind \
                     (TDA 2024 rule 34B): button {button}, small blind {}, big blind {big_blind}",
                    small_blind.map_or("none".to_string(), |s| s.to_string())
                ),
                Lang::Fr => format!(
                    "en tête-à-tête, le bouton paie la petite blinde et l'autre joueur la grosse \
                     blinde (TDA 2024 règle 34B)\u{a0}: bouton {button}, petite blinde {}, grosse \
                     blinde {big_blind}",
                    small_blind.map_or("aucune".to_string(), |s| s.to_string())
                ),
            },
            SetupError::BlindOrder {
                seat,
                button,
                role,
                role_seat,
            } => match lang {
                Lang::En => format!(
                    "seat {seat} is dealt in between the button ({button}) and the {} (seat \
                     {role_seat}): a player there sits out the hand (TDA 2024 rule 10A), and the \
                     blinds are the first seats after the button",
                    post_name(*role, lang)
                ),
                Lang::Fr => format!(
                    "le siège {seat} est servi entre le bouton ({button}) et {} (siège \
                     {role_seat})\u{a0}: un joueur placé là ne joue pas la main (TDA 2024 règle \
                     10A), et les blindes sont les premiers sièges après le bouton",
                    post_name_fr_the(*role)
                ),
            },
            SetupError::AnteOnlyWithoutAnte => fill!(words(lang), "AnteOnlyWithoutAnte"),
            SetupError::NoOption { seat } => fill!(words(lang), "NoOption", seat),
            SetupError::StraddleSeat { seat, expected } => match (lang, expected) {
                (Lang::En, Some(expected)) => format!(
                    "seat {seat} cannot take the option: only the player after the surblind, \
                     seat {expected}, may post it"
                ),
                (Lang::En, None) => format!(
                    "seat {seat} cannot take the option: it needs a surblind and a player after \
                     it who posts no blind"
                ),
                (Lang::Fr, Some(expected)) => format!(
                    "le siège {seat} ne peut pas prendre l'option\u{a0}: seul le joueur après le \
                     surblind, le siège {expected}, peut la payer"
                ),
                (Lang::Fr, None) => format!(
                    "le siège {seat} ne peut pas prendre l'option\u{a0}: il faut un surblind et, \
                     après lui, un joueur qui ne paie pas de blinde"
                ),
            },
            SetupError::SpreadBounds { min_bet, max_bet } => match lang {
                Lang::En => format!(
                    "a spread limit of {} to {} cannot be played: the smallest bet must be more \
                     than zero and at most the largest",
                    chips(*min_bet),
                    chips(*max_bet)
                ),
                Lang::Fr => format!(
                    "une fourchette de {} à {} ne peut pas se jouer\u{a0}: la plus petite mise \
                     doit être supérieure à zéro et au plus égale à la plus grande",
                    chips_fr(*min_bet),
                    chips_fr(*max_bet)
                ),
            },
            SetupError::MinimumWager {
                minimum,
                big,
                limit_game,
            } => match (lang, limit_game) {
                (Lang::En, true) => format!(
                    "a minimum opening of {} has no place in a limit game, where the limits set \
                     every bet",
                    chips(*minimum)
                ),
                (Lang::En, false) => format!(
                    "the minimum opening and raise ({}) must be above the surblind ({})",
                    chips(*minimum),
                    chips(*big)
                ),
                (Lang::Fr, true) => format!(
                    "une ouverture minimale n'a pas de sens en limit, où les limites fixent \
                     chaque mise ({})",
                    chips_fr(*minimum)
                ),
                (Lang::Fr, false) => format!(
                    "l'ouverture et la relance minimales ({}) doivent être supérieures au surblind \
                     ({})",
                    chips_fr(*minimum),
                    chips_fr(*big)
                ),
            },
            SetupError::DrawPlayers {
                deck,
                players,
                most,
            } => fill!(words(lang), "DrawPlayers", deck, most, players),
            SetupError::OpenersWithBlinds => fill!(words(lang), "OpenersWithBlinds"),
        }
    }
}

impl Say for HandError {
    fn say(&self, lang: Lang) -> String {
        match self {
            HandError::UnknownSeat { seat } => fill!(words(lang), "UnknownSeat", seat),
            HandError::NotYourTurn { seat, to_act } => {
                fill!(words(lang), "NotYourTurn", to_act, seat)
            }
            HandError::NoActionNow { phase } => {
                fill!(words(lang), "NoActionNow", phase = phase.say(lang))
            }
            HandError::Illegal {
                seat,
                attempted,
                legal,
            } => fill!(
                words(lang),
                "Illegal",
                seat,
                attempted = attempted.say(lang),
                legal = legal.say(lang)
            ),
            HandError::FouledDeck { card, first } => match lang {
                Lang::En => {
                    let first = match first {
                        SeenAt::TwiceGiven => "twice among the cards given".to_string(),
                        SeenAt::InHand { seat } => format!("in seat {seat}'s hand"),
                        SeenAt::OnBoard => "on the board".to_string(),
                        SeenAt::Earlier => "earlier in the hand".to_string(),
                    };
                    format!(
                        "fouled deck: {card} was already seen ({first}); the hand is stopped and \
                         every bet returned (TDA 2024 rule 35E)"
                    )
                }
                Lang::Fr => {
                    let first = match first {
                        SeenAt::TwiceGiven => "deux fois parmi les cartes données".to_string(),
                        SeenAt::InHand { seat } => format!("dans la main du siège {seat}"),
                        SeenAt::OnBoard => "au tableau".to_string(),
                        SeenAt::Earlier => "plus tôt dans la main".to_string(),
                    };
                    format!(
                        "paquet défectueux\u{a0}: la carte {} a déjà été vue ({first})\u{a0}; la main est \
                         arrêtée et toutes les mises sont rendues (TDA 2024 règle 35E)",
                        card.to_french()
                    )
                }
            },
            HandError::BoardCount {
                street,
                expected,
                given,
            } => match lang {
                Lang::En => format!(
                    "the {street} takes {expected} cards (or none when they are not known), not {given}"
                ),
                Lang::Fr => format!(
                    "{} compte {expected} cartes (ou aucune si elles ne sont pas connues), pas {given}",
                    street_fr_the(*street)
                ),
            },
            HandError::NoDealNow { phase } => {
                fill!(words(lang), "NoDealNow", phase = phase.say(lang))
            }
            HandError::HoleCardsKnown { seat, held } => match lang {
                Lang::En => format!(
                    "seat {seat} already holds {}; hole cards are given once",
                    format_cards(held)
                ),
                Lang::Fr => format!(
                    "le siège {seat} a déjà {}\u{a0}; les cartes privatives ne se donnent qu'une fois",
                    cards_fr(held)
                ),
            },
            HandError::HoleCount {
                seat,
                variant,
                given,
            } => match lang {
                Lang::En => format!(
                    "seat {seat} is given {given} hole cards; {} deals {} to each player",
                    variant.name(lang),
                    variant.hole_cards()
                ),
                Lang::Fr => format!(
                    "le siège {seat} reçoit {given} cartes privatives\u{a0}; en {}, chaque joueur \
                     en reçoit {}",
                    variant.name(lang),
                    variant.hole_cards()
                ),
            },
            HandError::NoLowHalf { variant } => {
                fill!(words(lang), "NoLowHalf", variant = variant.name(lang))
            }
            HandError::Folded { seat } => fill!(words(lang), "Folded", seat),
            HandError::NotShowdown { phase } => {
                fill!(words(lang), "NotShowdown", phase = phase.say(lang))
            }
            HandError::AlreadyDecided { seat, mucked } => match (lang, mucked) {
                (Lang::En, true) => format!("seat {seat} has already mucked"),
                (Lang::En, false) => format!("seat {seat} has already shown"),
                (Lang::Fr, true) => format!("le siège {seat} a déjà jeté sa main"),
                (Lang::Fr, false) => format!("le siège {seat} a déjà montré sa main"),
            },
            HandError::MuckAfterAllIn { seat } => fill!(words(lang), "MuckAfterAllIn", seat),
            HandError::LastClaimant { seat, pot } => match lang {
                Lang::En => format!(
                    "seat {seat} is the last player with a claim to {} and wins it without showing",
                    hand::pot_name(*pot)
                ),
                Lang::Fr => format!(
                    "le siège {seat} est le dernier à prétendre à {} et le gagne sans montrer",
                    pot_name_fr(*pot)
                ),
            },
            HandError::NoAwardNow { phase } => {
                fill!(words(lang), "NoAwardNow", phase = phase.say(lang))
            }
            HandError::NoSuchPot { pot, last } => fill!(words(lang), "NoSuchPot", pot, last),
            HandError::PotDecided { pot } => match lang {
                Lang::En => format!("{} is already awarded", hand::pot_name(*pot)),
                Lang::Fr => format!("{} est déjà attribué", pot_name_fr(*pot)),
            },
            HandError::NotClaimant {
                seat,
                pot,
                claimants,
            } => match lang {
                Lang::En => format!(
                    "seat {seat} has no claim to {}: its claimants are {}",
                    hand::pot_name(*pot),
                    seat_list(claimants)
                ),
                Lang::Fr => format!(
                    "le siège {seat} ne peut prétendre à {}\u{a0}: y prétendent {}",
                    pot_name_fr(*pot),
                    seat_list_fr(claimants)
                ),
            },
            HandError::NoWinners => fill!(words(lang), "NoWinners"),
            HandError::HandOver => fill!(words(lang), "HandOver"),
            HandError::CardsContradict {
                pot,
                named,
                better,
                ties,
            } => match (lang, ties) {
                (Lang::En, false) => format!(
                    "{} loses to {} in {}",
                    named.say_en(),
                    better.say_en(),
                    hand::pot_name(*pot)
                ),
                (Lang::En, true) => format!(
                    "{} ties {} in {}: they share it, name them both",
                    named.say_en(),
                    better.say_en(),
                    hand::pot_name(*pot)
                ),
                (Lang::Fr, false) => format!(
                    "{} perd contre {} dans {}",
                    named.say_fr(true),
                    better.say_fr(false),
                    pot_name_fr(*pot)
                ),
                (Lang::Fr, true) => format!(
                    "{} vaut {} dans {}\u{a0}: ils le partagent, nommez-les tous les deux",
                    named.say_fr(true),
                    better.say_fr(false),
                    pot_name_fr(*pot)
                ),
            },
            HandError::TabledCardsFirst { seats } => match lang {
                Lang::En => format!(
                    "every hand is face up before the run-out (TDA 2024 rule 16): enter the cards \
                     of {}, or mark them not known, before the board",
                    seat_list(seats)
                ),
                Lang::Fr => format!(
                    "toutes les mains sont retournées avant de dérouler le tableau (TDA 2024 \
                     règle 16)\u{a0}: entrez les cartes {}, ou indiquez qu'elles ne sont pas \
                     connues, avant le tableau",
                    seat_list_fr_of(seats)
                ),
            },
            HandError::NotInDeck(error) => error.say(lang),
            HandError::FoldBeforeOpening { seat } => fill!(words(lang), "FoldBeforeOpening", seat),
            HandError::NoOpeners { seat, least } => match lang {
                Lang::En => format!(
                    "seat {seat} cannot open: the cards entered hold no pair of {} or better",
                    least.plural()
                ),
                Lang::Fr => format!(
                    "le siège {seat} ne peut pas ouvrir\u{a0}: les cartes entrées n'ont pas de \
                     paire {} ou mieux",
                    rank_fr_of(*least)
                ),
            },
            HandError::NoDrawNow { phase } => {
                fill!(words(lang), "NoDrawNow", phase = phase.say(lang))
            }
            HandError::DrawCount {
                seat,
                count,
                most,
                four_by,
            } => match (lang, four_by) {
                (Lang::En, None) => {
                    format!("seat {seat} cannot draw {count} cards: {most} at most at this table")
                }
                (Lang::En, Some(by)) => format!(
                    "seat {seat} cannot draw {count} cards: seat {by} already drew four, and only \
                     one player may in a draw (French rules); {most} at most"
                ),
                (Lang::Fr, None) => format!(
                    "le siège {seat} ne peut pas demander {count} cartes\u{a0}: {most} au plus à \
                     cette table"
                ),
                (Lang::Fr, Some(by)) => format!(
                    "le siège {seat} ne peut pas demander {count} cartes\u{a0}: le siège {by} en a \
                     déjà demandé quatre, et un seul joueur le peut par tour\u{a0}; {most} au plus"
                ),
            },
            HandError::DrawCards { seat, count, given } => {
                fill!(words(lang), "DrawCards", seat, count, given)
            }
            HandError::NotInHand { seat, card } => match lang {
                Lang::En => format!("seat {seat} cannot discard {card}: it is not in their hand"),
                Lang::Fr => format!(
                    "le siège {seat} ne peut pas écarter {}\u{a0}: elle n'est pas dans sa main",
                    card.to_french()
                ),
            },
        }
    }
}

riffle_text::worded!(SetupError, HandError);

pub(crate) use riffle_text::{amount_en as chips, amount_fr as chips_fr};

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
