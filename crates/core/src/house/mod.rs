//! House rules: every point where the French tournament rules (seed 004) and the TDA 2024 rules
//! disagree, as an option with the TDA behaviour as default. A tournament records the preset it
//! runs and any overrides ([`HouseRulesChoice`]), so a ruling made under a house rule can be
//! explained later.
//!
//! Each option is grouped with the part of the app that applies it: betting options go to the
//! hand engine, dealing options to the dispute catalogue, floor options to balancing, and so on.
//! The values of the presets live in one file, `assets/house_rules.ron`, compiled into the app;
//! a house can add its own presets from a file in the same format.

mod ladder;

pub use ladder::{LadderError, Step, validate_ladder};

use riffle_text::fill;
use riffle_text::{Lang, Say, Text};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::OnceLock;

/// All house-rule options of a tournament.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HouseRules {
    pub betting: BettingRules,
    pub dealing: DealingRules,
    pub floor: FloorRules,
    pub time: TimeRules,
    pub conduct: ConductRules,
}

/// How the hand engine reads bets and raises.
///
/// The post-flop click-back (conflict row 3) has no option: seed 004's example (a 300 bet, then
/// a minimum raise to 500) contradicts its own principle that the minimum raise repeats the
/// last raise, and TDA 2024 rule 43A (300, then at least 600) is applied under every preset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BettingRules {
    /// When several short all-ins reopen the betting for a player who already acted (§2 row 1).
    pub short_all_in_reopening: ShortAllInReopening,
    /// Whether an all-in of at least half a bet reopens no-limit and pot-limit betting, as some
    /// houses do (§2 row 2). Fixed limit always applies it (rule 47B).
    pub half_bet_reopens_big_bet: bool,
    /// How the maximum pot-limit bet is counted (§2 row 19).
    pub pot_limit_method: PotLimitMethod,
    /// Raises allowed after the bet in fixed limit, and whether the cap holds heads-up (§2 row 18).
    pub limit_cap: LimitCap,
    /// What a player who puts in less than the call without saying "call" must do (§2 row 10).
    pub undercall: UndercallRule,
    /// What happens when a bet below the minimum is found before the street ends (§2 row 11).
    pub bet_error: BetErrorRule,
    /// What an out-of-turn player may do once the action reaching them has changed (§2 row 12).
    pub out_of_turn: OutOfTurnRule,
    /// What happens to a player skipped by out-of-turn action (§2 row 13).
    pub skipped_player: SkippedPlayerRule,
    /// What tapping the table means when facing a bet (§2 row 14).
    pub table_tap_facing_bet: TableTap,
    /// The order in which side pots are awarded (§2 row 17); the amounts are the same.
    pub side_pot_order: SidePotOrder,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShortAllInReopening {
    /// TDA 47A: reopened once the short all-ins add up to a full raise over what the player faced.
    FullRaise,
    /// Seed 004: reopened once the player's own bet has been doubled by the short all-ins.
    BetDoubled,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PotLimitMethod {
    /// TDA 54: own chips in + the call + the pot after the call.
    Standard,
    /// Seed 002 (Paris): twice the previous bet plus everything already on the table.
    Paris,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitCap {
    /// Raises allowed after the opening bet (3: bet and three raises).
    pub raises: u8,
    pub heads_up: CapHeadsUp,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CapHeadsUp {
    /// TDA 48: the cap holds in a heads-up pot until only two players remain in the event.
    KeptUntilTwoLeftInEvent,
    /// RRoP and seed 002: no cap once the pot is heads-up.
    LiftedInHeadsUpPots,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum UndercallRule {
    /// TDA 51B: a full call is required heads-up or facing the street's opening bet; otherwise
    /// the TD decides (and may allow forfeit-and-fold).
    Tda,
    /// Seed 004: the call is always completed.
    AlwaysCompleted,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BetErrorRule {
    /// TDA 52A: the bet is corrected and every bettor after it brought up to the corrected amount.
    CorrectForAllBettors,
    /// Seed 004: corrected from the error on; players who acted after it may change decisions.
    LaterPlayersMayChange,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OutOfTurnRule {
    /// TDA 53A: once the action changed, the out-of-turn player has every option again.
    AllOptions,
    /// Seed 004: may re-raise only if their out-of-turn action was itself a bet or raise.
    RaiseOnlyAfterOwnBet,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SkippedPlayerRule {
    /// TDA 53B: after substantial action behind them the TD rules (dead hand or non-aggressive).
    TdDecides,
    /// Seed 004: once three players acted after them, no bet in an unopened pot, dead hand in an
    /// opened one.
    ThreeActedAfter,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableTap {
    /// TDA 3: a tap is a check, which facing a bet leaves call or fold.
    Check,
    /// Seed 004: facing a bet, a tap folds.
    Fold,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SidePotOrder {
    /// TDA addendum to rule 16: the outermost side pot first.
    OutermostFirst,
    /// Seed 001: the main pot first (seed 004 itself awards the outermost pot first).
    MainFirst,
}

/// How dealing errors are ruled.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealingRules {
    /// Until when an error is a misdeal (§2 row 5).
    pub misdeal_cutoff: MisdealCutoff,
    /// One extra card dealt to the small blind (§2 row 6).
    pub extra_card_to_small_blind: ExtraCardRule,
    /// Which exposed cards during the deal cause a misdeal (§2 row 7), and with it whose
    /// exposure counts: under the TDA only the dealer's, under seed 004 also a player's
    /// involuntary movement (the card is dead), while a player's deliberate exposure puts that
    /// player alone out of the hand.
    pub exposed_card: ExposedCardRule,
    /// A turn card dealt before the flop betting ended (§2 row 8).
    pub premature_turn: PrematureTurnRule,
    /// A flop dealt without a burn, or with four cards (§2 row 9).
    pub burn_errors: BurnErrorRule,
    /// The button dealt its two cards one after the other. A house file written before the
    /// option reads as the TDA, so no recorded tournament changes its rulings.
    #[serde(default)]
    pub button_consecutive_cards: ButtonCardsRule,
}

/// The button dealt two consecutive cards, the cards otherwise right.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ButtonCardsRule {
    /// TDA 35B: not a misdeal; the hand goes on.
    #[default]
    NotAMisdeal,
    /// Seed 004: a deal out of order is a misdeal.
    Misdeal,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MisdealCutoff {
    /// TDA 35D: no misdeal once substantial action (rule 36) has occurred.
    SubstantialAction,
    /// Seed 004 and RRoP: no misdeal once two players after the blinds have acted.
    TwoActedAfterBlinds,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExtraCardRule {
    /// TDA 35A-5: a wrong card count is a misdeal.
    Misdeal,
    /// Seed 004: the extra card becomes the burn.
    BecomesBurn,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExposedCardRule {
    /// TDA 35A-7: misdeal for the first or second card, or any two downcards.
    Tda,
    /// Seed 004: also a reshuffle when the exposed card is the small blind's, big blind's or
    /// dealer's.
    ReshuffleForBlindsAndDealer,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PrematureTurnRule {
    /// TDA RP-5B: reshuffle the card into the stub and deal the turn again without a burn.
    ReshuffleAndRedeal,
    /// Seed 004: the would-be river becomes the turn; the set-aside card is shuffled back for the
    /// river.
    NextCardBecomesTurn,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BurnErrorRule {
    /// TDA 39: the floor scrambles the cards face down and picks the burn at random; a flop
    /// stands once anyone acted.
    RandomScramble,
    /// Seed 004: when the order of the cards is known, they keep their positions.
    KeepKnownOrder,
}

/// How the floor seats and moves players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FloorRules {
    /// Difference between the fullest and the shortest table at which a player is moved to
    /// balance them (§2 row 22): 2 moves one player from a 9-handed to a 7-handed table.
    pub balance_gap: u8,
    /// Stop a table 3 or more players short once its blinds reach an empty seat (TDA 11D).
    pub halt_short_tables: bool,
    /// A new player seated in the seat just vacated left of the new button (§2 row 20).
    pub new_player_in_vacated_seat: NewPlayerRule,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NewPlayerRule {
    /// TDA 10A: dealt in, except between the small blind and the button.
    DealtIn,
    /// Seed 004: sits out one hand.
    SitsOutOneHand,
}

/// Timers and when disputes close.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimeRules {
    /// Calling the clock on a player (§2 row 4).
    pub call_the_clock: CallTheClock,
    /// When a hand's result can no longer be disputed (§2 row 21).
    pub disputes_close: DisputesClose,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CallTheClock {
    /// Time to act once the clock is called.
    pub seconds: u32,
    /// The final countdown after it.
    pub countdown_seconds: u32,
    /// On expiry with no bet to face: the hand checks (TDA 29) or is dead (seed 004).
    pub expiry_without_bet: ClockExpiry,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClockExpiry {
    Check,
    DeadHand,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DisputesClose {
    /// TDA 22: a reading until the next hand starts; pot accounting until substantial action on
    /// the next hand.
    NextHandOrSubstantialAction,
    /// Seed 004: nothing reopens after the next shuffle.
    NextShuffle,
}

/// Conduct and placing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConductRules {
    /// Whether answering a phone at the table kills the hand (§2 row 15); a penalty either way.
    pub phone_kills_hand: bool,
    /// How players busting on the same hand are placed (§2 row 16).
    pub simultaneous_bust_outs: SimultaneousBustOuts,
    /// The steps a repeated fault climbs, lightest first (seed 004: warning, one round,
    /// disqualification; TDA 71A: escalating penalties at the TD's discretion).
    pub penalty_ladder: Vec<Step>,
    /// Which earlier penalties a new one climbs from: all of the player's (TDA 71A escalates on
    /// repeated infractions, whatever they were) unless the house counts each fault apart.
    #[serde(default)]
    pub penalty_ladder_counts: LadderCounts,
    /// Hands an hour at the offender's table, from which a missed-hands penalty's end is
    /// estimated when the table's hands are not reported (TDA 71A counts hands, not minutes).
    #[serde(default = "default_penalty_pace")]
    pub penalty_hands_per_hour: u32,
}

/// Which of a player's earlier penalties the ladder counts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum LadderCounts {
    /// Every earlier penalty of the player, whatever the fault: a player warned for a remark
    /// and then for a phone at the table is a repeat offender.
    #[default]
    PerPlayer,
    /// Only earlier penalties for the same fault: each kind of fault climbs its own ladder.
    PerFault,
}

fn default_penalty_pace() -> u32 {
    DEALER_TABLE_HANDS_PER_HOUR
}

/// Hands an hour at a full table with a dealer: about two minutes a hand. The default pace for
/// estimating a penalty's countdown when the hands at the offender's table are not reported.
/// Short-handed tables deal faster and self-dealt tables slower, so a house sets its own figure.
pub const DEALER_TABLE_HANDS_PER_HOUR: u32 = 30;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SimultaneousBustOuts {
    /// Bigger starting stack places higher, ties share; on the hand in progress when
    /// hand-for-hand is announced, all busting players share (TDA RP-8A).
    StartingStackWithHandForHandShare,
    /// Seed 004: bigger starting stack places higher, ties share.
    StartingStack,
}

/// The name of the default preset: the TDA 2024 rules.
pub const DEFAULT_PRESET: &str = "TDA-2024";
/// The name of the preset that follows the French international tournament rules (seed 004).
pub const SEED_FR_PRESET: &str = "Seed-FR";

/// The shipped presets, compiled in so the app never starts without them.
const BUILTIN_PRESETS: &str = include_str!("../../../../assets/house_rules.ron");

/// Why house rules could not be loaded or chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HouseRulesError {
    Parse(ParseError),
    /// `known` lists the presets there are, comma-separated.
    UnknownPreset {
        name: String,
        known: String,
    },
    ReservedName {
        name: String,
    },
    BadName {
        name: String,
    },
    NoPreset,
    Invalid {
        preset: String,
        problem: RulesProblem,
    },
}

riffle_text::wraps!(HouseRulesError: Parse(ParseError));

impl Say for HouseRulesError {
    fn say(&self, lang: Lang) -> String {
        match self {
            HouseRulesError::Parse(error) => fill!(words(lang), "Parse", error = error.say(lang)),
            HouseRulesError::UnknownPreset { name, known } => {
                fill!(words(lang), "UnknownPreset", name, known)
            }
            HouseRulesError::ReservedName { name } => fill!(words(lang), "ReservedName", name),
            HouseRulesError::BadName { name } => fill!(words(lang), "BadName", name),
            HouseRulesError::NoPreset => fill!(words(lang), "NoPreset"),
            HouseRulesError::Invalid { preset, problem } => {
                fill!(words(lang), "Invalid", preset, problem = problem.say(lang))
            }
        }
    }
}

/// A value in a preset no tournament can run with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesProblem {
    /// A call for the clock that leaves no time to act.
    NoClockTime,
    BalanceGap {
        gap: u8,
    },
    Ladder(LadderError),
    /// Limit betting with no raise allowed.
    NoLimitRaise,
    /// A pace that cannot estimate a penalty's end.
    PenaltyPace {
        hands_per_hour: u32,
    },
}

impl Say for RulesProblem {
    fn say(&self, lang: Lang) -> String {
        match self {
            RulesProblem::NoClockTime => fill!(words(lang), "NoClockTime"),
            RulesProblem::BalanceGap { gap } => fill!(words(lang), "BalanceGap", gap),
            RulesProblem::Ladder(error) => error.say(lang),
            RulesProblem::PenaltyPace { hands_per_hour } => {
                fill!(words(lang), "PenaltyPace", hands_per_hour)
            }
            RulesProblem::NoLimitRaise => fill!(words(lang), "NoLimitRaise"),
        }
    }
}

riffle_text::worded!(HouseRulesError, RulesProblem, ParseError);

impl HouseRules {
    /// A shipped preset by name ("TDA-2024" or "Seed-FR").
    pub fn preset(name: &str) -> Result<HouseRules, HouseRulesError> {
        Presets::builtin().get(name).cloned()
    }

    /// The TDA 2024 rules: the default.
    pub fn tda_2024() -> HouseRules {
        builtin().tda_2024.clone()
    }

    /// The French international tournament rules of seed 004, where they differ from the TDA.
    pub fn seed_fr() -> HouseRules {
        builtin().seed_fr.clone()
    }

    /// Refuses values no tournament can run with, naming the option and what is allowed.
    pub fn validate(&self) -> Result<(), RulesProblem> {
        if self.time.call_the_clock.seconds == 0 {
            return Err(RulesProblem::NoClockTime);
        }
        if self.floor.balance_gap < 2 {
            return Err(RulesProblem::BalanceGap {
                gap: self.floor.balance_gap,
            });
        }
        validate_ladder(&self.conduct.penalty_ladder).map_err(RulesProblem::Ladder)?;
        let hands_per_hour = self.conduct.penalty_hands_per_hour;
        if !(1..=200).contains(&hands_per_hour) {
            return Err(RulesProblem::PenaltyPace { hands_per_hour });
        }
        if self.betting.limit_cap.raises == 0 {
            return Err(RulesProblem::NoLimitRaise);
        }
        Ok(())
    }
}

impl Default for HouseRules {
    fn default() -> HouseRules {
        HouseRules::tda_2024()
    }
}

/// A set of named presets: the shipped ones, plus any a house adds from its own file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Presets {
    presets: BTreeMap<String, HouseRules>,
}

struct Builtin {
    presets: Presets,
    tda_2024: HouseRules,
    seed_fr: HouseRules,
}

/// The embedded presets, parsed once. The file is part of the binary, not user input: the
/// `house_rules_presets` tests prove it parses and holds both presets, so a failure here is a
/// build defect and stops the app at once rather than letting it run without rules.
fn builtin() -> &'static Builtin {
    static BUILTIN: OnceLock<Builtin> = OnceLock::new();
    BUILTIN.get_or_init(|| {
        let presets = Presets::parse(BUILTIN_PRESETS)
            .unwrap_or_else(|error| panic!("assets/house_rules.ron is broken: {error}"));
        let take = |name: &str| {
            presets
                .get(name)
                .cloned()
                .unwrap_or_else(|error| panic!("assets/house_rules.ron is broken: {error}"))
        };
        Builtin {
            tda_2024: take(DEFAULT_PRESET),
            seed_fr: take(SEED_FR_PRESET),
            presets,
        }
    })
}

impl Presets {
    /// The presets shipped with the app: "TDA-2024" (the default) and "Seed-FR".
    pub fn builtin() -> &'static Presets {
        &builtin().presets
    }

    /// Reads a house-rules file: a RON map from preset names to full house rules, in the
    /// format of `assets/house_rules.ron`.
    pub fn parse(text: &str) -> Result<Presets, HouseRulesError> {
        let presets: BTreeMap<String, HouseRules> = parse_ron(text)?;
        if presets.is_empty() {
            return Err(HouseRulesError::NoPreset);
        }
        for (name, rules) in &presets {
            if name.is_empty() || name.trim() != name {
                return Err(HouseRulesError::BadName { name: name.clone() });
            }
            rules
                .validate()
                .map_err(|problem| HouseRulesError::Invalid {
                    preset: name.clone(),
                    problem,
                })?;
        }
        Ok(Presets { presets })
    }

    /// These presets plus a house's own, read from its file. The shipped names stay reserved so
    /// that "TDA-2024" in an exported history always means the same rules.
    pub fn with_house_file(&self, text: &str) -> Result<Presets, HouseRulesError> {
        let house = Presets::parse(text)?;
        let mut presets = self.presets.clone();
        for (name, rules) in house.presets {
            if presets.contains_key(&name) {
                return Err(HouseRulesError::ReservedName { name });
            }
            presets.insert(name, rules);
        }
        Ok(Presets { presets })
    }

    pub fn get(&self, name: &str) -> Result<&HouseRules, HouseRulesError> {
        self.presets
            .get(name)
            .ok_or_else(|| HouseRulesError::UnknownPreset {
                name: name.to_string(),
                known: self.names().collect::<Vec<_>>().join(", "),
            })
    }

    /// Preset names for a picker: the default first, then the others in alphabetical order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        let default = self
            .presets
            .get_key_value(DEFAULT_PRESET)
            .map(|(k, _)| k.as_str());
        default.into_iter().chain(
            self.presets
                .keys()
                .map(String::as_str)
                .filter(|name| *name != DEFAULT_PRESET),
        )
    }
}

/// A preset as the room reads it: a shipped one by the name its rules go by in the reader's
/// language ("TDA 2024", "French rules"), a house's own as the house wrote it. The name a
/// journal records stays the preset's key.
pub fn shown_name(preset: &str, lang: Lang) -> Cow<'_, str> {
    match preset {
        DEFAULT_PRESET => Cow::Owned(words(lang).text("PresetTda2024").to_string()),
        SEED_FR_PRESET => Cow::Owned(words(lang).text("PresetFrench").to_string()),
        other => Cow::Borrowed(other),
    }
}

/// What a tournament runs: the preset it started from and the rules after the TD's overrides.
/// Stored with the tournament so every later ruling can say which rules applied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HouseRulesChoice {
    pub preset: String,
    pub rules: HouseRules,
}

impl HouseRulesChoice {
    /// Starts from a preset with no override.
    pub fn from_preset(presets: &Presets, name: &str) -> Result<HouseRulesChoice, HouseRulesError> {
        Ok(HouseRulesChoice {
            preset: name.to_string(),
            rules: presets.get(name)?.clone(),
        })
    }

    /// The overrides, in words, for the TD's screen and the exported history.
    pub fn differences(&self, presets: &Presets) -> Result<Vec<Difference>, HouseRulesError> {
        Ok(differences(presets.get(&self.preset)?, &self.rules))
    }
}

impl Default for HouseRulesChoice {
    fn default() -> HouseRulesChoice {
        HouseRulesChoice {
            preset: DEFAULT_PRESET.to_string(),
            rules: HouseRules::tda_2024(),
        }
    }
}

/// One option where a tournament's rules differ from its preset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Difference {
    /// Where the option sits in the house-rules file, e.g. `time.call_the_clock.seconds`.
    pub option: String,
    pub preset_value: Text,
    pub chosen_value: Text,
    /// The whole change as one sentence.
    pub sentence: Text,
}

/// Every option of `chosen` that differs from `base`, in the order of the house-rules file.
pub fn differences(base: &HouseRules, chosen: &HouseRules) -> Vec<Difference> {
    let mut out = Vec::new();
    // Each option is named once: its path in the file, and the field compared, come from the
    // same tokens, so the two cannot drift apart.
    macro_rules! compare {
        ($($group:ident . $($field:ident).+ => $show:expr;)*) => {$(
            let from = $show(&base.$group$(.$field)+);
            let to = $show(&chosen.$group$(.$field)+);
            if from != to {
                let option = concat!(stringify!($group) $(, ".", stringify!($field))+);
                let name = option_words(option);
                out.push(Difference {
                    option: option.to_string(),
                    sentence: in_both(|lang| {
                        fill!(
                            words(lang),
                            "Difference",
                            option = name.get(lang),
                            to = to.get(lang),
                            from = from.get(lang)
                        )
                    }),
                    preset_value: from,
                    chosen_value: to,
                });
            }
        )*};
    }
    compare! {
        betting.short_all_in_reopening => Describe::describe;
        betting.half_bet_reopens_big_bet => yes_no;
        betting.pot_limit_method => Describe::describe;
        betting.limit_cap.raises => count;
        betting.limit_cap.heads_up => Describe::describe;
        betting.undercall => Describe::describe;
        betting.bet_error => Describe::describe;
        betting.out_of_turn => Describe::describe;
        betting.skipped_player => Describe::describe;
        betting.table_tap_facing_bet => Describe::describe;
        betting.side_pot_order => Describe::describe;
        dealing.misdeal_cutoff => Describe::describe;
        dealing.extra_card_to_small_blind => Describe::describe;
        dealing.exposed_card => Describe::describe;
        dealing.premature_turn => Describe::describe;
        dealing.burn_errors => Describe::describe;
        dealing.button_consecutive_cards => Describe::describe;
        floor.balance_gap => players;
        floor.halt_short_tables => yes_no;
        floor.new_player_in_vacated_seat => Describe::describe;
        time.call_the_clock.seconds => seconds;
        time.call_the_clock.countdown_seconds => seconds;
        time.call_the_clock.expiry_without_bet => Describe::describe;
        time.disputes_close => Describe::describe;
        conduct.phone_kills_hand => yes_no;
        conduct.simultaneous_bust_outs => Describe::describe;
        conduct.penalty_ladder => ladder;
        conduct.penalty_ladder_counts => Describe::describe;
        conduct.penalty_hands_per_hour => per_hour;
    }
    out
}

fn ladder(steps: &[Step]) -> Text {
    in_both(|lang| {
        let steps: Vec<String> = steps
            .iter()
            .map(|step| step.describe().get(lang).to_string())
            .collect();
        steps.join(words(lang).text("LadderThen"))
    })
}

fn yes_no(value: &bool) -> Text {
    in_both(|lang| {
        let w = words(lang);
        if *value {
            fill!(w, "Yes")
        } else {
            fill!(w, "No")
        }
    })
}

fn count(value: &u8) -> Text {
    Text::new(value.to_string(), value.to_string())
}

fn players(value: &u8) -> Text {
    in_both(|lang| fill!(words(lang), "Players", value))
}

fn per_hour(value: &u32) -> Text {
    in_both(|lang| fill!(words(lang), "PerHour", value))
}

fn seconds(value: &u32) -> Text {
    in_both(|lang| fill!(words(lang), "Seconds", value))
}

/// A sentence in both languages, for the overrides a tournament keeps and exports in both.
fn in_both(say: impl Fn(Lang) -> String) -> Text {
    Text::new(say(Lang::En), say(Lang::Fr))
}

/// The words of the house rules' options and values, from
/// `assets/words/<language>/house_options.ron`: an option by its path in the file, a value by
/// its type and kind (`TableTap.Fold`).
mod options {
    riffle_text::word_files!(pub(super) std::collections::BTreeMap<String, String> = "house_options.ron");
}

/// An option's or a value's words in `lang`, or `None` when the word file lacks them.
fn option_word(lang: Lang, key: &str) -> Option<&'static str> {
    options::words(lang).get(key).map(String::as_str)
}

/// An option's or a value's words in both languages; one the word files lack shows as its key
/// (the `describe!` tests and the word files' test see that none does).
fn option_words(key: &str) -> Text {
    in_both(|lang| option_word(lang, key).unwrap_or(key).to_string())
}

/// An option value in words, for the list of overrides.
trait Describe {
    fn describe(&self) -> Text;
}

macro_rules! describe {
    ($type:ident { $($variant:ident),* } checked by $test:ident) => {
        impl Describe for $type {
            fn describe(&self) -> Text {
                match self {
                    $($type::$variant => {
                        option_words(concat!(stringify!($type), ".", stringify!($variant)))
                    })*
                }
            }
        }

        #[cfg(test)]
        #[test]
        fn $test() {
            for key in [$(concat!(stringify!($type), ".", stringify!($variant))),*] {
                for lang in [Lang::En, Lang::Fr] {
                    assert!(option_word(lang, key).is_some(), "{key} has no words in {lang:?}");
                }
            }
        }
    };
}

describe!(LadderCounts { PerPlayer, PerFault } checked by every_ladder_counts_is_worded);
describe!(ShortAllInReopening { FullRaise, BetDoubled } checked by every_short_all_in_reopening_is_worded);
describe!(PotLimitMethod { Standard, Paris } checked by every_pot_limit_method_is_worded);
describe!(CapHeadsUp { KeptUntilTwoLeftInEvent, LiftedInHeadsUpPots } checked by every_cap_heads_up_is_worded);
describe!(UndercallRule { Tda, AlwaysCompleted } checked by every_undercall_rule_is_worded);
describe!(BetErrorRule { CorrectForAllBettors, LaterPlayersMayChange } checked by every_bet_error_rule_is_worded);
describe!(OutOfTurnRule { AllOptions, RaiseOnlyAfterOwnBet } checked by every_out_of_turn_rule_is_worded);
describe!(SkippedPlayerRule { TdDecides, ThreeActedAfter } checked by every_skipped_player_rule_is_worded);
describe!(TableTap { Check, Fold } checked by every_table_tap_is_worded);
describe!(SidePotOrder { OutermostFirst, MainFirst } checked by every_side_pot_order_is_worded);
describe!(MisdealCutoff { SubstantialAction, TwoActedAfterBlinds } checked by every_misdeal_cutoff_is_worded);
describe!(ExtraCardRule { Misdeal, BecomesBurn } checked by every_extra_card_rule_is_worded);
describe!(ExposedCardRule { Tda, ReshuffleForBlindsAndDealer } checked by every_exposed_card_rule_is_worded);
describe!(PrematureTurnRule { ReshuffleAndRedeal, NextCardBecomesTurn } checked by every_premature_turn_rule_is_worded);
describe!(BurnErrorRule { RandomScramble, KeepKnownOrder } checked by every_burn_error_rule_is_worded);
describe!(ButtonCardsRule { NotAMisdeal, Misdeal } checked by every_button_cards_rule_is_worded);
describe!(NewPlayerRule { DealtIn, SitsOutOneHand } checked by every_new_player_rule_is_worded);
describe!(ClockExpiry { Check, DeadHand } checked by every_clock_expiry_is_worded);
describe!(DisputesClose { NextHandOrSubstantialAction, NextShuffle } checked by every_disputes_close_is_worded);
describe!(SimultaneousBustOuts { StartingStackWithHandForHandShare, StartingStack } checked by every_simultaneous_bust_outs_is_worded);

/// A citation in a ruling, by rulebook id ("TDA-47A", "RP-9", "S004-misdeal"). Rulings carry
/// ids rather than text so that the rulebook a TD reads (possibly the house's) stays the single
/// place where rules are worded.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct RuleRef(Cow<'static, str>);

impl RuleRef {
    pub const fn new(id: &'static str) -> RuleRef {
        RuleRef(Cow::Borrowed(id))
    }

    pub fn id(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for RuleRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Where a hand-edited rule file went wrong, so an organiser can fix it in a text editor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// The place in the file in the reader's language; the RON reader's own words stay as it wrote
/// them.
impl Say for ParseError {
    fn say(&self, lang: Lang) -> String {
        let ParseError {
            line,
            column,
            message,
        } = self;
        fill!(words(lang), "Say", line, column, message)
    }
}

impl From<ron::error::SpannedError> for ParseError {
    fn from(error: ron::error::SpannedError) -> ParseError {
        ParseError {
            line: error.span.start.line,
            column: error.span.start.col,
            message: error.code.to_string(),
        }
    }
}

/// Reads a hand-edited RON rule file.
pub fn parse_ron<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, ParseError> {
    ron::Options::default()
        .from_str(text)
        .map_err(ParseError::from)
}

riffle_text::sentence_file!(fn words = "house.ron");

#[cfg(test)]
mod tests {
    use super::*;

    fn every_house_rules_refusal() -> Vec<HouseRulesError> {
        let parse = ParseError {
            line: 3,
            column: 7,
            message: "Expected closing `)`".to_string(),
        };
        vec![
            HouseRulesError::Parse(parse),
            HouseRulesError::UnknownPreset {
                name: "Deepstack".to_string(),
                known: "Club, Turbo".to_string(),
            },
            HouseRulesError::ReservedName {
                name: DEFAULT_PRESET.to_string(),
            },
            HouseRulesError::BadName {
                name: " Club".to_string(),
            },
            HouseRulesError::NoPreset,
            HouseRulesError::Invalid {
                preset: "Club".to_string(),
                problem: RulesProblem::BalanceGap { gap: 1 },
            },
        ]
    }

    fn every_rules_problem() -> Vec<RulesProblem> {
        vec![
            RulesProblem::NoClockTime,
            RulesProblem::BalanceGap { gap: 1 },
            RulesProblem::Ladder(LadderError::Empty),
            RulesProblem::NoLimitRaise,
            RulesProblem::PenaltyPace { hands_per_hour: 0 },
        ]
    }

    /// Fails to compile when a refusal is added without joining the lists above.
    fn _exhaustive(error: &HouseRulesError, problem: &RulesProblem) {
        match error {
            HouseRulesError::Parse(_)
            | HouseRulesError::UnknownPreset { .. }
            | HouseRulesError::ReservedName { .. }
            | HouseRulesError::BadName { .. }
            | HouseRulesError::NoPreset
            | HouseRulesError::Invalid { .. } => {}
        }
        match problem {
            RulesProblem::NoClockTime
            | RulesProblem::BalanceGap { .. }
            | RulesProblem::Ladder(_)
            | RulesProblem::NoLimitRaise
            | RulesProblem::PenaltyPace { .. } => {}
        }
    }

    #[test]
    fn every_house_rules_refusal_is_worded_in_french() {
        for error in every_house_rules_refusal() {
            riffle_text::assert_worded_in_both(&error);
        }
        for problem in every_rules_problem() {
            riffle_text::assert_worded_in_both(&problem);
        }
    }

    #[test]
    fn a_misread_rule_file_names_the_place_in_french() {
        let error = ParseError {
            line: 3,
            column: 7,
            message: "Expected closing `)`".to_string(),
        };
        assert_eq!(error.to_string(), "line 3, column 7: Expected closing `)`");
        assert_eq!(
            error.say(Lang::Fr),
            "ligne 3, colonne 7\u{a0}: Expected closing `)`"
        );
    }
}
