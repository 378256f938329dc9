//! Blind structures: what an organiser writes in a RON file, how it is checked, and the schedule
//! the clock runs from.
//!
//! The types below are the file format itself (`deny_unknown_fields`, defaults where an organiser
//! would expect one), so a structure saved in the journal reads back exactly as it was loaded.
//! [`load`] is the only way in from text: it refuses a file with any error, whole, and hands back
//! the warnings with a loaded structure. [`Structure::schedule`] resolves the defaults (level
//! length, game, fixed-limit bet sizes, chips in play) into the periods the clock and the player
//! screen use. The format is documented field by field in `structures/README.md`.

mod color_up;
mod diagnostic;
pub(crate) mod load;
mod payouts;
mod schedule;
pub(crate) mod source_map;
mod validate;
mod wording;

pub use crate::betting::{Ante, ForcedBets};
pub use color_up::{ColorUp, ColorUpError, OddChips, PlayerColorUp, RaceOutcome, color_up};
pub use diagnostic::grouped;
pub use diagnostic::{Choice, Diagnostic, Location, PeriodRef, Place, Problem, Severity, Subject};
pub use load::{Loaded, Rejected, load};
pub use payouts::{CurveShape, PayoutCurve, PayoutRounding, PayoutRow, PayoutRule, Percent};
pub use schedule::{BreakSpec, LevelSpec, Period, PeriodKind, Schedule};
pub use wording::{PerLanguage, Wording};

use crate::Chips;
use crate::house::{HouseRules, PotLimitMethod};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Declares a part of a structure file. Every part refuses fields it does not know (an
/// organiser's typo is reported, not ignored) and leaves out the optional fields that are not
/// set, so a structure written back reads like one an organiser wrote.
macro_rules! file_part {
    ($(#[$meta:meta])* pub struct $name:ident $body:tt) => {
        #[serde_with::skip_serializing_none]
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(deny_unknown_fields)]
        $(#[$meta])*
        pub struct $name $body
    };
}

/// Money in whole currency units (euros, dollars): buy-ins, fees, prize pools, payouts.
pub type Money = u64;

/// The largest field Riffle runs: entries, re-entries among them.
pub const MAX_FIELD: u64 = 1_000_000;

/// The most chips, or the most money, one entrant can be given or pay (every purchase once):
/// the largest field times it still counts in 64 bits. `riffle check` refuses a structure
/// beyond it, so the door never meets an amount it cannot add up.
pub const MOST_PER_ENTRY: u64 = u64::MAX / MAX_FIELD;

/// The structure the app uses when the TD has not chosen one: the standard 20-minute event.
pub const DEFAULT_STRUCTURE_RON: &str = include_str!("../../../../structures/standard-20.ron");

/// Every structure shipped in `structures/`, built into the app so a TD can start any of them
/// without the folder: (file name without `.ron`, text).
pub const SHIPPED: [(&str, &str); 8] = [
    ("standard-20", DEFAULT_STRUCTURE_RON),
    (
        "home-turbo",
        include_str!("../../../../structures/home-turbo.ron"),
    ),
    (
        "deep-stack",
        include_str!("../../../../structures/deep-stack.ron"),
    ),
    (
        "main-event",
        include_str!("../../../../structures/main-event.ron"),
    ),
    (
        "pot-limit-omaha",
        include_str!("../../../../structures/pot-limit-omaha.ron"),
    ),
    (
        "fixed-limit-holdem",
        include_str!("../../../../structures/fixed-limit-holdem.ron"),
    ),
    (
        "tournoi-du-jeudi",
        include_str!("../../../../structures/tournoi-du-jeudi.ron"),
    ),
    (
        "poker-ferme",
        include_str!("../../../../structures/poker-ferme.ron"),
    ),
];

/// The built-in structure, checked by the test that checks every shipped file, so it always
/// loads.
pub fn default_structure() -> Result<Structure, Rejected> {
    load(DEFAULT_STRUCTURE_RON, "standard-20.ron").map(|loaded| loaded.structure)
}

/// A shipped structure by name (`None` if there is no such file).
pub fn shipped(name: &str) -> Option<Result<Structure, Rejected>> {
    let name = name.trim_end_matches(".ron");
    SHIPPED
        .iter()
        .find(|(file, _)| *file == name)
        .map(|(file, text)| load(text, &format!("{file}.ron")).map(|loaded| loaded.structure))
}

file_part! {
    /// A blind structure as the organiser wrote it.
    pub struct Structure {
        /// Shown on the player screen and in every printout.
        pub name: String,
        /// A text per language allowed, as word files have: `(en: "...", fr: "...")`.
        pub description: Option<Wording>,
        /// The game of every level that does not name its own.
        #[serde(default)]
        pub game: Game,
        /// How the first betting round is forced at every level (seed 002): blind and surblind
        /// by default, blind/blind/surblind, or antes only (every level then needs an ante).
        #[serde(default, skip_serializing_if = "ForcedBets::is_default")]
        pub forced_bets: ForcedBets,
        /// The player after the surblind may take the option, a double surblind posted before
        /// the cards (seed 002).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        pub straddle_allowed: bool,
        /// The five-card draw table of the draw levels; 52 cards, no quinte blanche and no
        /// openers when left out.
        pub draw: Option<DrawTable>,
        /// How the pot-limit maximum is counted, over the house-rule preset's: the pot, or the
        /// Paris clubs' twice the previous raise plus the pot (seed 002).
        pub pot_limit: Option<PotLimitMethod>,
        /// Chips each entrant receives.
        pub starting_stack: Chips,
        /// Every denomination used in the event, with its colour for the screens.
        pub chips: Vec<Chip>,
        /// Length of every level that does not give its own `minutes`.
        pub level_minutes: Option<u32>,
        /// Levels and breaks in the order they are played.
        pub levels: Vec<Entry>,
        /// Registration stays open until this level ends, through the break that follows it; it
        /// closes when the next level starts. `None`: it closes when the clock starts.
        pub late_registration_until_level: Option<u32>,
        pub re_entry: Option<ReEntry>,
        pub rebuy: Option<Rebuy>,
        pub add_on: Option<AddOn>,
        /// Other prices the purchases are sold at, beside the ones above (an early bird, a
        /// late price, a half-price rebuy): the desk picks one by name at the purchase.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub profiles: Vec<PriceProfile>,
        /// The part of the entry price that goes to the prize pool.
        pub buy_in: Money,
        /// The part the house keeps.
        #[serde(default)]
        pub fee: Money,
        /// The part of each entry and re-entry price put on the player's head in a bounty event,
        /// paid to whoever knocks the player out; not in the prize pool.
        #[serde(default, skip_serializing_if = "is_zero")]
        pub bounty: Money,
        /// How a bounty is paid: all in cash, or half in cash and half onto the knocker's head.
        #[serde(default, skip_serializing_if = "Knockout::is_fixed")]
        pub knockout: Knockout,
        /// The part of each entry and re-entry price for the dealers and floor staff: neither the
        /// prize pool nor the house's fee, so the cashier counts it apart.
        #[serde(default, skip_serializing_if = "is_zero")]
        pub staff_fee: Money,
        /// The smallest prize pool the organiser promises; the house adds the overlay.
        pub guarantee: Option<Money>,
        /// Prizes rounded to what the cashier pays with; exact to the unit when left out.
        pub payout_rounding: Option<PayoutRounding>,
        /// A satellite: the prizes are seats to a target event instead of the payout rule's cash.
        pub satellite: Option<Satellite>,
        /// How money is written on the screens, e.g. "€" or "$".
        pub currency: Option<String>,
        #[serde(default)]
        pub payouts: PayoutRule,
        /// The house-rule preset the event runs under; the clock options below override its
        /// call-the-clock times.
        #[serde(default)]
        pub house_rules: HouseRulesPreset,
        #[serde(default)]
        pub clock: ClockOptions,
    }
}

/// The games Riffle can run. Each names its betting structure, because a level of pot-limit
/// Omaha and a level of no-limit hold'em differ in both. Stud games (bring-in, no blinds) are not
/// here yet.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Game {
    #[default]
    NoLimitHoldem,
    PotLimitHoldem,
    FixedLimitHoldem,
    PotLimitOmaha,
    PotLimitOmahaHiLo,
    FixedLimitOmahaHiLo,
    /// Five-card draw (seed 003), its table read from the structure's `draw`.
    PotLimitFiveCardDraw,
    FixedLimitFiveCardDraw,
}

impl Game {
    /// Fixed-limit games play fixed bet sizes (seed 002) instead of blinds-based minimums.
    pub fn is_fixed_limit(self) -> bool {
        matches!(
            self,
            Game::FixedLimitHoldem | Game::FixedLimitOmahaHiLo | Game::FixedLimitFiveCardDraw
        )
    }

    /// Five-card draw: no board, a draw between two betting rounds.
    pub fn is_draw(self) -> bool {
        matches!(
            self,
            Game::PotLimitFiveCardDraw | Game::FixedLimitFiveCardDraw
        )
    }

    pub fn is_pot_limit(self) -> bool {
        matches!(
            self,
            Game::PotLimitHoldem
                | Game::PotLimitOmaha
                | Game::PotLimitOmahaHiLo
                | Game::PotLimitFiveCardDraw
        )
    }

    /// The name players read on the clock.
    pub fn name(self) -> &'static str {
        match self {
            Game::NoLimitHoldem => "No-limit hold'em",
            Game::PotLimitHoldem => "Pot-limit hold'em",
            Game::FixedLimitHoldem => "Fixed-limit hold'em",
            Game::PotLimitOmaha => "Pot-limit Omaha",
            Game::PotLimitOmahaHiLo => "Pot-limit Omaha hi-lo",
            Game::FixedLimitOmahaHiLo => "Fixed-limit Omaha hi-lo",
            Game::PotLimitFiveCardDraw => "Pot-limit five-card draw",
            Game::FixedLimitFiveCardDraw => "Fixed-limit five-card draw",
        }
    }
}

impl DrawTable {
    /// A draw table the structure does not describe: 52 cards, no quinte blanche, no openers.
    pub const DEFAULT_RULES: crate::betting::DrawRules = crate::betting::DrawRules {
        deck: crate::cards::DeckKind::Full52,
        quinte_blanche: false,
        openers: None,
        whole_hand: false,
    };
}

file_part! {
    /// The five-card draw table of a structure (seed 003): the deck, the quinte blanche, the
    /// openers of a game au pot and whole-hand draws.
    pub struct DrawTable {
        /// Cards in the deck: 52, 48, 44, 40, 36 or 32 (seed 003: 32 for four players, four
        /// more per player).
        pub deck: u32,
        /// A-2-3-4-5 (A-7-8-9-10 in 32 cards) counts as the lowest straight.
        #[serde(default)]
        pub quinte_blanche: bool,
        /// The smallest pair that opens a game au pot, e.g. `Some(Jack)`.
        pub openers: Option<crate::cards::Rank>,
        /// Any player may change the whole hand.
        #[serde(default)]
        pub whole_hand: bool,
    }
}

file_part! {
    /// One chip of the set.
    pub struct Chip {
        pub value: Chips,
        pub color: Option<String>,
    }
}

/// One line of the structure sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Entry {
    Level(Level),
    Break(Break),
}

file_part! {
    /// A blind level.
    pub struct Level {
        pub small_blind: Chips,
        pub big_blind: Chips,
        #[serde(default, skip_serializing_if = "Ante::is_none")]
        pub ante: Ante,
        /// Overrides the structure's `level_minutes`.
        pub minutes: Option<u32>,
        /// Overrides the structure's `game` (mixed games).
        pub game: Option<Game>,
        /// Fixed-limit bet sizes; by default the small bet is the big blind and the big bet twice it.
        pub bets: Option<LimitBets>,
        /// A minimum opening bet and raise above the big blind, in no-limit and pot-limit
        /// (seed 002: some games open and raise at more than the surblind).
        pub minimum_bet: Option<Chips>,
        /// Plays this no-limit level in spread limit: every opening and raise between the two
        /// bounds (seed 002).
        pub spread: Option<SpreadBets>,
        /// The "kill the pot" option of a fixed-limit level (seed 002): after one player takes
        /// a whole pot above a threshold, the next hand at that table plays higher limits.
        pub kill: Option<KillPot>,
    }
}

/// A fixed-limit level's "kill the pot" option: the threshold and the higher limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KillPot {
    /// A pot above this, taken whole by one player, kills the next hand.
    pub pot_above: Chips,
    pub small_bet: Chips,
    pub big_bet: Chips,
}

/// The bounds of a spread-limit level: every opening and raise is at least `min_bet` and at
/// most `max_bet` (seed 002's "1 to 5").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpreadBets {
    pub min_bet: Chips,
    pub max_bet: Chips,
}

/// The two fixed bet sizes of a limit level: the small bet before the flop and on the flop, the
/// big bet on the turn and the river (seed 002).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitBets {
    pub small_bet: Chips,
    pub big_bet: Chips,
}

file_part! {
    /// A break between two levels.
    pub struct Break {
        pub minutes: u32,
        /// Denominations taken out of play during this break (TDA 2024 rule 24).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        pub color_up: Vec<Chips>,
        /// Shown on the player screen during the break; a text per language allowed.
        pub message: Option<Wording>,
    }
}

file_part! {
    /// Buying back in after busting, as a new entry.
    pub struct ReEntry {
        /// Re-entries per player; leave it out for unlimited.
        pub max_per_player: Option<u32>,
        /// Last level at which a player may re-enter; by default the late-registration level.
        pub until_level: Option<u32>,
        /// By default the buy-in.
        pub price: Option<Money>,
        /// By default the entry fee.
        pub fee: Option<Money>,
        /// By default the starting stack.
        pub stack: Option<Chips>,
    }
}

file_part! {
    /// Buying more chips without busting, in rebuy events.
    pub struct Rebuy {
        /// Rebuys per player; leave it out for unlimited.
        pub max_per_player: Option<u32>,
        pub until_level: u32,
        pub price: Money,
        #[serde(default)]
        pub fee: Money,
        /// By default the starting stack.
        pub stack: Option<Chips>,
        /// A rebuy is allowed only with at most this many chips; leave it out to allow it any time.
        pub when_stack_at_most: Option<Chips>,
    }
}

file_part! {
    /// An extra purchase of chips offered to every player, usually at the end of the rebuy period.
    pub struct AddOn {
        /// Add-ons per player; one when left out (some events sell a double add-on).
        pub max_per_player: Option<u32>,
        /// Offered when this level ends (in the break after it, if there is one).
        pub at_level: u32,
        pub price: Money,
        #[serde(default)]
        pub fee: Money,
        pub stack: Chips,
    }
}

impl Rebuy {
    /// Whether a rebuy is sold while `level` is dealt: the desk and the players' screens ask
    /// the same question.
    pub fn sold_at(&self, level: u32) -> bool {
        level <= self.until_level
    }
}

impl AddOn {
    /// Whether the add-on is sold while `level` is dealt, `on_break_after` when the clock is
    /// on the break that follows its level: during its level, that break and the next level.
    pub fn sold_at(&self, level: u32, on_break_after: bool) -> bool {
        on_break_after || level == self.at_level || level == self.at_level + 1
    }
}

/// What a purchase is: the entry, a re-entry, a rebuy or an add-on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Sold {
    Entry,
    ReEntry,
    Rebuy,
    AddOn,
}

file_part! {
    /// Another price a purchase is sold at, beside the structure's own: an early bird, a late
    /// price, a half-price rebuy, a club's money bought in with no chips. The desk picks it by
    /// name at the purchase, in the levels it is sold in; the cashier counts each at its price.
    pub struct PriceProfile {
        /// What the desk shows and the command names; one profile a name.
        pub name: String,
        /// The purchase it prices.
        pub sold: Sold,
        /// The part that goes to the prize pool.
        pub price: Money,
        /// The part the house keeps.
        #[serde(default)]
        pub fee: Money,
        /// The chips it gives.
        pub stack: Chips,
        /// Sold from this level on; from the purchase's first level when left out.
        pub from_level: Option<u32>,
        /// Sold until this level ends; as long as the purchase is when left out.
        pub until_level: Option<u32>,
    }
}

impl PriceProfile {
    /// Whether the desk may sell it at level `level`.
    pub fn sold_at(&self, level: u32) -> bool {
        self.from_level.is_none_or(|from| level >= from)
            && self.until_level.is_none_or(|until| level <= until)
    }
}

/// The house-rule presets a structure can name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum HouseRulesPreset {
    /// TDA 2024 rules.
    #[default]
    Tda2024,
    /// The French international tournament rules of seed 004.
    SeedFr,
}

impl HouseRulesPreset {
    /// The preset's name in the house-rules file.
    pub fn name(self) -> &'static str {
        match self {
            HouseRulesPreset::Tda2024 => "TDA-2024",
            HouseRulesPreset::SeedFr => "Seed-FR",
        }
    }

    pub fn rules(self) -> HouseRules {
        match self {
            HouseRulesPreset::Tda2024 => HouseRules::tda_2024(),
            HouseRulesPreset::SeedFr => HouseRules::seed_fr(),
        }
    }
}

file_part! {
    /// Timer settings; anything left out comes from the house-rule preset (call the clock) or
    /// RP-8 (two minutes per hand-for-hand hand).
    #[derive(Copy, Default)]
    pub struct ClockOptions {
        pub call_the_clock_seconds: Option<u32>,
        pub countdown_seconds: Option<u32>,
        /// Level time deducted per hand played hand-for-hand; 0 stops the level clock instead.
        pub hand_for_hand_minutes: Option<u32>,
    }
}

/// The longest level or break: a day. Longer is a typo, and the bound keeps clock arithmetic
/// far from overflow.
pub const MAX_PERIOD_MINUTES: u32 = 24 * 60;

/// RP-8: two minutes of level time per hand played hand-for-hand.
pub const DEFAULT_HAND_FOR_HAND_MINUTES: u32 = 2;

/// What a player pays, and what it buys.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Purchase {
    /// To the prize pool.
    pub price: Money,
    /// To the house.
    pub fee: Money,
    pub stack: Chips,
    /// On the player's head, in a bounty event.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub bounty: Money,
    /// To the staff.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub staff_fee: Money,
}

impl Purchase {
    /// Everything the player hands the cashier.
    pub fn total(&self) -> Option<Money> {
        self.price
            .checked_add(self.fee)?
            .checked_add(self.bounty)?
            .checked_add(self.staff_fee)
    }
}

file_part! {
    /// A satellite's prizes: as many seats as the pool buys at the target event's price, and the
    /// cash left over to the next place. Play stops when the players left equal the seats.
    pub struct Satellite {
        /// The price of one seat (the target event's entry).
        pub seat_value: std::num::NonZeroU64,
        /// The event the seats are for, as printed on the results.
        pub target: Option<String>,
    }
}

impl Satellite {
    /// Seats won for a pool shared by `entries`: never more than the field (the cash left over
    /// then goes with the first seat).
    pub fn seats(&self, prize_pool: Money, entries: u32) -> u32 {
        let bought = prize_pool / self.seat_value.get();
        u32::try_from(bought).unwrap_or(u32::MAX).min(entries)
    }

    /// A seat's value for each seat, then the cash left over to the next place; the amounts add
    /// up to the pool.
    fn pay(&self, prize_pool: Money, entries: u32) -> Vec<Money> {
        let value = self.seat_value.get();
        let seats = self.seats(prize_pool, entries);
        let mut prizes = vec![value; seats as usize];
        let left = prize_pool - value * Money::from(seats);
        match prizes.first_mut() {
            _ if left == 0 => {}
            Some(first) if seats == entries => *first += left,
            _ => prizes.push(left),
        }
        prizes
    }
}

/// How a bounty event pays a knockout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Knockout {
    /// The whole head in cash.
    #[default]
    Fixed,
    /// Progressive knockout: half in cash, half onto the knocker's own head.
    Progressive,
}

impl Knockout {
    fn is_fixed(&self) -> bool {
        *self == Knockout::Fixed
    }
}

fn is_zero(amount: &Money) -> bool {
    *amount == 0
}

/// The event's money as the cashier counts it, every figure in whole currency units: what the
/// players paid, split into the prize pool, the house's fee, the staff's fee and the bounties,
/// and the overlay the house adds when the pool falls short of the guarantee. Money in (the
/// players' payments and the overlay) equals money out (prizes, fees and bounties) by
/// construction, and the prizes add up to the pool exactly.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cashier {
    /// Paid into the prize pool by the players.
    pub collected: Money,
    pub fees: Money,
    pub staff_fees: Money,
    pub bounties: Money,
    pub guarantee: Option<Money>,
    /// Added by the house to reach the guarantee.
    pub overlay: Money,
    /// What the prizes share: collected plus overlay.
    pub prize_pool: Money,
}

/// How many of each purchase were made, to compute the prize pool.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Purchases {
    pub entries: u32,
    pub re_entries: u32,
    pub rebuys: u32,
    pub add_ons: u32,
    /// How many of the purchases above were sold at each price profile, by its name: the
    /// cashier counts those at the profile's price, the others at the structure's.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub profiles: BTreeMap<String, u32>,
}

impl Purchases {
    fn count_of(&mut self, sold: Sold) -> &mut u32 {
        match sold {
            Sold::Entry => &mut self.entries,
            Sold::ReEntry => &mut self.re_entries,
            Sold::Rebuy => &mut self.rebuys,
            Sold::AddOn => &mut self.add_ons,
        }
    }

    /// One more `sold`, at `profile` when one is named; `None` past what a count holds.
    pub fn add(&mut self, sold: Sold, profile: Option<&str>) -> Option<()> {
        let count = self.count_of(sold);
        *count = count.checked_add(1)?;
        if let Some(name) = profile {
            let count = self.profiles.entry(name.to_string()).or_default();
            *count = count.checked_add(1)?;
        }
        Some(())
    }

    /// `other`'s purchases added (a flight's, carried into the day it feeds).
    pub fn merge(&mut self, other: &Purchases) {
        self.entries = self.entries.saturating_add(other.entries);
        self.re_entries = self.re_entries.saturating_add(other.re_entries);
        self.rebuys = self.rebuys.saturating_add(other.rebuys);
        self.add_ons = self.add_ons.saturating_add(other.add_ons);
        for (name, count) in &other.profiles {
            let mine = self.profiles.entry(name.clone()).or_default();
            *mine = mine.saturating_add(*count);
        }
    }

    /// `other`'s purchases taken away (an entry unregistered with what it bought).
    pub fn remove(&mut self, other: &Purchases) {
        self.entries = self.entries.saturating_sub(other.entries);
        self.re_entries = self.re_entries.saturating_sub(other.re_entries);
        self.rebuys = self.rebuys.saturating_sub(other.rebuys);
        self.add_ons = self.add_ons.saturating_sub(other.add_ons);
        for (name, count) in &other.profiles {
            if let Some(mine) = self.profiles.get_mut(name) {
                *mine = mine.saturating_sub(*count);
                if *mine == 0 {
                    self.profiles.remove(name);
                }
            }
        }
    }
}

impl Structure {
    /// The house rules the event runs under: the named preset with this structure's clock
    /// and pot-limit overrides, so the call-the-clock times shown to players and applied by
    /// the floor agree, and the pot the organiser chose is the one the logger counts.
    pub fn house_rules(&self) -> HouseRules {
        let mut rules = self.house_rules.rules();
        let call = &mut rules.time.call_the_clock;
        if let Some(seconds) = self.clock.call_the_clock_seconds {
            call.seconds = seconds;
        }
        if let Some(seconds) = self.clock.countdown_seconds {
            call.countdown_seconds = seconds;
        }
        if let Some(method) = self.pot_limit {
            rules.betting.pot_limit_method = method;
        }
        rules
    }

    /// Puts this structure's choices over the rules of the preset the TD picked: its
    /// call-the-clock times, and its pot-limit count when it sets one.
    pub fn override_house_rules(&self, rules: &mut HouseRules) {
        let own = self.house_rules();
        rules.time.call_the_clock = own.time.call_the_clock;
        if self.pot_limit.is_some() {
            rules.betting.pot_limit_method = own.betting.pot_limit_method;
        }
    }

    /// Seed 002's table options a hand at level `number` is dealt with (the option itself is
    /// the player's choice, hand by hand).
    pub fn table_options(&self, number: u32) -> crate::betting::TableOptions {
        let level = self
            .levels
            .iter()
            .filter_map(|entry| match entry {
                Entry::Level(level) => Some(level),
                Entry::Break(_) => None,
            })
            .nth(number.saturating_sub(1) as usize);
        crate::betting::TableOptions {
            forced_bets: self.forced_bets,
            straddle_allowed: self.straddle_allowed,
            straddle: None,
            minimum_wager: level.and_then(|level| level.minimum_bet),
            killed: false,
        }
    }

    /// Minutes of level time deducted per hand-for-hand hand (RP-8).
    pub fn hand_for_hand_minutes(&self) -> u32 {
        self.clock
            .hand_for_hand_minutes
            .unwrap_or(DEFAULT_HAND_FOR_HAND_MINUTES)
    }

    /// Number of blind levels (breaks not counted).
    pub fn level_count(&self) -> u32 {
        let count = self
            .levels
            .iter()
            .filter(|entry| matches!(entry, Entry::Level(_)))
            .count();
        u32::try_from(count).unwrap_or(u32::MAX)
    }

    /// A first entry.
    pub fn entry(&self) -> Purchase {
        Purchase {
            price: self.buy_in,
            fee: self.fee,
            stack: self.starting_stack,
            bounty: self.bounty,
            staff_fee: self.staff_fee,
        }
    }

    /// A re-entry, with the defaults resolved, if the event allows them. A re-entry is a new
    /// entry: it puts a new bounty on the player's head and pays the staff again.
    pub fn re_entry_purchase(&self) -> Option<Purchase> {
        self.re_entry.as_ref().map(|re_entry| Purchase {
            price: re_entry.price.unwrap_or(self.buy_in),
            fee: re_entry.fee.unwrap_or(self.fee),
            stack: re_entry.stack.unwrap_or(self.starting_stack),
            bounty: self.bounty,
            staff_fee: self.staff_fee,
        })
    }

    /// Last level at which a re-entry is sold.
    pub fn re_entry_until_level(&self) -> Option<u32> {
        let re_entry = self.re_entry.as_ref()?;
        re_entry.until_level.or(self.late_registration_until_level)
    }

    pub fn rebuy_purchase(&self) -> Option<Purchase> {
        self.rebuy.as_ref().map(|rebuy| Purchase {
            price: rebuy.price,
            fee: rebuy.fee,
            stack: rebuy.stack.unwrap_or(self.starting_stack),
            bounty: 0,
            staff_fee: 0,
        })
    }

    pub fn add_on_purchase(&self) -> Option<Purchase> {
        self.add_on.as_ref().map(|add_on| Purchase {
            price: add_on.price,
            fee: add_on.fee,
            stack: add_on.stack,
            bounty: 0,
            staff_fee: 0,
        })
    }

    /// The price profile named `name` that sells `sold`.
    pub fn profile(&self, sold: Sold, name: &str) -> Option<&PriceProfile> {
        self.profiles
            .iter()
            .find(|p| p.sold == sold && p.name == name)
    }

    /// The profiles `sold` may be bought at during level `level`: what the desk and the TD's
    /// phone offer beside the structure's own price.
    pub fn profiles_sold_at(&self, sold: Sold, level: u32) -> impl Iterator<Item = &PriceProfile> {
        (self.profiles.iter()).filter(move |p| p.sold == sold && p.sold_at(level))
    }

    /// What `sold` costs and buys: at the profile named, or at the structure's own price;
    /// `None` when the event does not sell it (or no such profile sells it).
    pub fn purchase(&self, sold: Sold, profile: Option<&str>) -> Option<Purchase> {
        let Some(name) = profile else {
            return match sold {
                Sold::Entry => Some(self.entry()),
                Sold::ReEntry => self.re_entry_purchase(),
                Sold::Rebuy => self.rebuy_purchase(),
                Sold::AddOn => self.add_on_purchase(),
            };
        };
        let profile = self.profile(sold, name)?;
        // A new entry puts a new bounty on the player's head and pays the staff again.
        let new_entry = matches!(sold, Sold::Entry | Sold::ReEntry);
        Some(Purchase {
            price: profile.price,
            fee: profile.fee,
            stack: profile.stack,
            bounty: if new_entry { self.bounty } else { 0 },
            staff_fee: if new_entry { self.staff_fee } else { 0 },
        })
    }

    /// The event's money for these purchases, with checked arithmetic: `None` for sums beyond
    /// `u64`, which a tournament never reaches: it refuses any command that would take it there
    /// (`RuleError::MoneyOverflow`).
    pub fn cashier(&self, purchases: &Purchases) -> Option<Cashier> {
        let mut cashier = Cashier {
            guarantee: self.guarantee,
            ..Cashier::default()
        };
        // Each purchase sold at a profile is counted at the profile's price, the others at
        // the structure's; a profile no longer in the structure leaves its sales at the latter.
        let mut sold = Vec::with_capacity(4 + purchases.profiles.len());
        for (kind, count) in [
            (Sold::Entry, purchases.entries),
            (Sold::ReEntry, purchases.re_entries),
            (Sold::Rebuy, purchases.rebuys),
            (Sold::AddOn, purchases.add_ons),
        ] {
            let at_profiles: u32 = (purchases.profiles.iter())
                .filter(|(name, _)| self.profile(kind, name).is_some())
                .map(|(_, count)| *count)
                .fold(0, u32::saturating_add);
            sold.push((count.saturating_sub(at_profiles), self.purchase(kind, None)));
            for (name, count) in &purchases.profiles {
                if self.profile(kind, name).is_some() {
                    sold.push((*count, self.purchase(kind, Some(name))));
                }
            }
        }
        for (count, purchase) in sold {
            let Some(purchase) = purchase else { continue };
            let times = |amount: Money| amount.checked_mul(Money::from(count));
            cashier.collected = cashier.collected.checked_add(times(purchase.price)?)?;
            cashier.fees = cashier.fees.checked_add(times(purchase.fee)?)?;
            cashier.staff_fees = cashier.staff_fees.checked_add(times(purchase.staff_fee)?)?;
            cashier.bounties = cashier.bounties.checked_add(times(purchase.bounty)?)?;
        }
        cashier.overlay = self
            .guarantee
            .unwrap_or(0)
            .saturating_sub(cashier.collected);
        cashier.prize_pool = cashier.collected.checked_add(cashier.overlay)?;
        Some(cashier)
    }

    /// The prize pool: everything paid into it, or the guarantee if that is more. A tournament
    /// refuses any purchase or structure that would overflow it, so the largest amount, given
    /// for purchases the cashier cannot count, is never a tournament's pool.
    pub fn prize_pool(&self, purchases: &Purchases) -> Money {
        self.cashier(purchases)
            .map_or(Money::MAX, |cashier| cashier.prize_pool)
    }

    /// Prize of each paid place, first place first; see [`PayoutRule::pay`].
    /// Rounded to the structure's unit, if it sets one.
    pub fn payouts(&self, prize_pool: Money, entries: u32) -> Vec<Money> {
        if let Some(satellite) = &self.satellite {
            return satellite.pay(prize_pool, entries);
        }
        let prizes = self.payouts.pay(prize_pool, entries);
        match &self.payout_rounding {
            Some(rounding) => rounding.apply(prizes),
            None => prizes,
        }
    }
}
