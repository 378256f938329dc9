//! House rules: every point where the French tournament rules (seed 004) and the TDA 2024 rules
//! disagree, as an option with the TDA behaviour as default. A tournament records the preset it
//! runs and any overrides, so a ruling made under a house rule can be explained later.
//!
//! Each option is grouped with the part of the app that applies it: betting options go to the
//! hand engine, dealing options to the dispute catalogue, floor options to balancing, and so on.

use serde::{Deserialize, Serialize};

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
    /// Seed 001: the main pot first.
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
    /// Which exposed cards during the deal cause a misdeal (§2 row 7).
    pub exposed_card: ExposedCardRule,
    /// A turn card dealt before the flop betting ended (§2 row 8).
    pub premature_turn: PrematureTurnRule,
    /// A flop dealt without a burn, or with four cards (§2 row 9).
    pub burn_errors: BurnErrorRule,
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
    /// Largest allowed difference between the fullest and the shortest table (§2 row 22).
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
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SimultaneousBustOuts {
    /// Bigger starting stack places higher, ties share; on the hand in progress when
    /// hand-for-hand is announced, all busting players share (TDA RP-8A).
    StartingStackWithHandForHandShare,
    /// Seed 004: bigger starting stack places higher, ties share.
    StartingStack,
}

impl HouseRules {
    /// The TDA 2024 rules: the default.
    pub fn tda_2024() -> HouseRules {
        HouseRules {
            betting: BettingRules {
                short_all_in_reopening: ShortAllInReopening::FullRaise,
                half_bet_reopens_big_bet: false,
                pot_limit_method: PotLimitMethod::Standard,
                limit_cap: LimitCap {
                    raises: 3,
                    heads_up: CapHeadsUp::KeptUntilTwoLeftInEvent,
                },
                undercall: UndercallRule::Tda,
                bet_error: BetErrorRule::CorrectForAllBettors,
                out_of_turn: OutOfTurnRule::AllOptions,
                skipped_player: SkippedPlayerRule::TdDecides,
                table_tap_facing_bet: TableTap::Check,
                side_pot_order: SidePotOrder::OutermostFirst,
            },
            dealing: DealingRules {
                misdeal_cutoff: MisdealCutoff::SubstantialAction,
                extra_card_to_small_blind: ExtraCardRule::Misdeal,
                exposed_card: ExposedCardRule::Tda,
                premature_turn: PrematureTurnRule::ReshuffleAndRedeal,
                burn_errors: BurnErrorRule::RandomScramble,
            },
            floor: FloorRules {
                balance_gap: 2,
                halt_short_tables: true,
                new_player_in_vacated_seat: NewPlayerRule::DealtIn,
            },
            time: TimeRules {
                call_the_clock: CallTheClock {
                    seconds: 60,
                    countdown_seconds: 10,
                    expiry_without_bet: ClockExpiry::Check,
                },
                disputes_close: DisputesClose::NextHandOrSubstantialAction,
            },
            conduct: ConductRules {
                phone_kills_hand: false,
                simultaneous_bust_outs: SimultaneousBustOuts::StartingStackWithHandForHandShare,
            },
        }
    }

    /// The French international tournament rules of seed 004, where they differ from the TDA.
    pub fn seed_fr() -> HouseRules {
        HouseRules {
            betting: BettingRules {
                short_all_in_reopening: ShortAllInReopening::BetDoubled,
                half_bet_reopens_big_bet: false,
                pot_limit_method: PotLimitMethod::Paris,
                limit_cap: LimitCap {
                    raises: 3,
                    heads_up: CapHeadsUp::LiftedInHeadsUpPots,
                },
                undercall: UndercallRule::AlwaysCompleted,
                bet_error: BetErrorRule::LaterPlayersMayChange,
                out_of_turn: OutOfTurnRule::RaiseOnlyAfterOwnBet,
                skipped_player: SkippedPlayerRule::ThreeActedAfter,
                table_tap_facing_bet: TableTap::Fold,
                side_pot_order: SidePotOrder::MainFirst,
            },
            dealing: DealingRules {
                misdeal_cutoff: MisdealCutoff::TwoActedAfterBlinds,
                extra_card_to_small_blind: ExtraCardRule::BecomesBurn,
                exposed_card: ExposedCardRule::ReshuffleForBlindsAndDealer,
                premature_turn: PrematureTurnRule::NextCardBecomesTurn,
                burn_errors: BurnErrorRule::KeepKnownOrder,
            },
            floor: FloorRules {
                balance_gap: 2,
                halt_short_tables: false,
                new_player_in_vacated_seat: NewPlayerRule::SitsOutOneHand,
            },
            time: TimeRules {
                call_the_clock: CallTheClock {
                    seconds: 60,
                    countdown_seconds: 10,
                    expiry_without_bet: ClockExpiry::DeadHand,
                },
                disputes_close: DisputesClose::NextShuffle,
            },
            conduct: ConductRules {
                phone_kills_hand: true,
                simultaneous_bust_outs: SimultaneousBustOuts::StartingStack,
            },
        }
    }
}

impl Default for HouseRules {
    fn default() -> HouseRules {
        HouseRules::tda_2024()
    }
}
