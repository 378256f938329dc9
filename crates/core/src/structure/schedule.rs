//! The schedule: the structure with every default resolved, as the clock, the printout and the
//! player screen read it.

use super::diagnostic::PeriodRef;
use super::{Ante, Entry, Game, KillPot, LimitBets, SpreadBets, Structure};
use crate::Chips;
use serde::{Deserialize, Serialize};

/// Levels and breaks in order, with their start from the beginning of the event (clock time,
/// pauses not counted).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Schedule {
    pub periods: Vec<Period>,
    /// Registration closes when the level after this one starts.
    pub late_registration_until_level: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Period {
    pub kind: PeriodKind,
    pub start_seconds: u64,
    pub seconds: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PeriodKind {
    Level(LevelSpec),
    Break(BreakSpec),
}

/// Everything a table needs to play a level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelSpec {
    /// From 1.
    pub number: u32,
    pub game: Game,
    pub small_blind: Chips,
    pub big_blind: Chips,
    pub ante: Ante,
    /// Fixed-limit bet sizes, only for fixed-limit games.
    pub bets: Option<LimitBets>,
    /// Spread-limit bounds, when a no-limit level is played in spread limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spread: Option<SpreadBets>,
    /// The "kill the pot" option of a fixed-limit level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kill: Option<KillPot>,
    /// The five-card draw table of a draw level.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw: Option<crate::betting::DrawRules>,
    /// Denominations on the tables during this level, smallest first.
    pub chips_in_play: Vec<Chips>,
}

impl LevelSpec {
    /// What the hand engine needs to know about betting at this level.
    pub fn limit(&self) -> crate::betting::Limit {
        if let Some(SpreadBets { min_bet, max_bet }) = self.spread {
            return crate::betting::Limit::Spread { min_bet, max_bet };
        }
        match self.bets {
            Some(LimitBets { small_bet, big_bet }) => {
                crate::betting::Limit::FixedLimit { small_bet, big_bet }
            }
            None if self.game.is_pot_limit() => crate::betting::Limit::PotLimit,
            None => crate::betting::Limit::NoLimit,
        }
    }

    /// The limits of a hand after the last hand at its table killed the pot (seed 002): the
    /// level's higher limits, or its usual ones when the level has no kill option.
    pub fn killed_limit(&self) -> crate::betting::Limit {
        match self.kill {
            Some(KillPot {
                small_bet, big_bet, ..
            }) => crate::betting::Limit::FixedLimit { small_bet, big_bet },
            None => self.limit(),
        }
    }

    /// The cards the hand engine deals at this level: a mixed event's level names its game.
    pub fn variant(&self) -> crate::betting::Variant {
        use crate::betting::Variant;
        match self.game {
            Game::NoLimitHoldem | Game::PotLimitHoldem | Game::FixedLimitHoldem => Variant::Holdem,
            Game::PotLimitOmaha => Variant::Omaha,
            Game::PotLimitOmahaHiLo | Game::FixedLimitOmahaHiLo => Variant::OmahaHiLo,
            Game::PotLimitFiveCardDraw | Game::FixedLimitFiveCardDraw => {
                Variant::FiveCardDraw(self.draw.unwrap_or(super::DrawTable::DEFAULT_RULES))
            }
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BreakSpec {
    pub after_level: u32,
    pub color_up: Vec<Chips>,
    /// The organiser's message, in each language given.
    pub message: Option<super::Wording>,
    /// Denominations left after this break's color-up, smallest first.
    pub chips_in_play: Vec<Chips>,
}

impl Period {
    pub fn reference(&self) -> PeriodRef {
        match &self.kind {
            PeriodKind::Level(level) => PeriodRef::Level(level.number),
            PeriodKind::Break(brk) => PeriodRef::Break {
                after_level: brk.after_level,
            },
        }
    }

    pub fn end_seconds(&self) -> u64 {
        self.start_seconds.saturating_add(self.seconds)
    }

    pub fn level(&self) -> Option<&LevelSpec> {
        match &self.kind {
            PeriodKind::Level(level) => Some(level),
            PeriodKind::Break(_) => None,
        }
    }
}

impl Schedule {
    /// The smallest deck any level deals and the most players it serves, when a level plays
    /// five-card draw in a short deck (seed 003): a table may not seat more.
    pub fn fewest_players_dealt(&self) -> Option<(crate::cards::DeckKind, usize)> {
        self.periods
            .iter()
            .filter_map(Period::level)
            .filter_map(|level| level.variant().draw())
            .map(|rules| {
                (
                    rules.deck,
                    crate::betting::DrawRules::most_players(rules.deck),
                )
            })
            .min_by_key(|&(_, most)| most)
    }

    /// Level `number` (from 1).
    pub fn level(&self, number: u32) -> Option<&LevelSpec> {
        self.periods
            .iter()
            .filter_map(Period::level)
            .find(|level| level.number == number)
    }

    /// The level or break a clock reports, with its blinds or color-up.
    pub fn period(&self, reference: PeriodRef) -> Option<&Period> {
        self.periods.iter().find(|p| p.reference() == reference)
    }

    pub fn level_count(&self) -> u32 {
        self.periods
            .iter()
            .filter_map(Period::level)
            .map(|level| level.number)
            .max()
            .unwrap_or(0)
    }

    /// Clock time from the start to the end of the last level as written (the last level then
    /// runs on until the event ends).
    pub fn total_seconds(&self) -> u64 {
        self.periods.last().map_or(0, Period::end_seconds)
    }

    /// When registration closes, in clock time from the start: the start of the first level
    /// after the late-registration level. `None` when there is no late registration, or when it
    /// stays open through the last level.
    pub fn late_registration_closes_at(&self) -> Option<u64> {
        let last = self.late_registration_until_level?;
        self.periods
            .iter()
            .filter_map(|period| period.level().map(|level| (level.number, period)))
            .find(|(number, _)| *number > last)
            .map(|(_, period)| period.start_seconds)
    }
}

impl Structure {
    /// The draw levels' table; a deck size the loader refuses reads as 52 cards.
    fn draw_rules(&self) -> crate::betting::DrawRules {
        let Some(table) = &self.draw else {
            return super::DrawTable::DEFAULT_RULES;
        };
        crate::betting::DrawRules {
            deck: crate::cards::DeckKind::from_size(table.deck)
                .unwrap_or(crate::cards::DeckKind::Full52),
            quinte_blanche: table.quinte_blanche,
            openers: table.openers,
            whole_hand: table.whole_hand,
        }
    }

    /// Resolves the defaults. A structure that was not validated still gives a schedule (levels
    /// with no length last 0 minutes); the loader refuses those, so a loaded structure's
    /// schedule is exactly what the organiser meant.
    pub fn schedule(&self) -> Schedule {
        let mut in_play: Vec<Chips> = self.chips.iter().map(|chip| chip.value).collect();
        in_play.sort_unstable();
        in_play.dedup();
        let mut periods = Vec::with_capacity(self.levels.len());
        let mut start = 0u64;
        let mut number = 0u32;
        for entry in &self.levels {
            let (kind, minutes) = match entry {
                Entry::Level(level) => {
                    number = number.saturating_add(1);
                    let game = level.game.unwrap_or(self.game);
                    let bets = (game.is_fixed_limit()).then(|| {
                        level.bets.unwrap_or(LimitBets {
                            small_bet: level.big_blind,
                            big_bet: level.big_blind.saturating_mul(2),
                        })
                    });
                    let spec = LevelSpec {
                        number,
                        game,
                        small_blind: level.small_blind,
                        big_blind: level.big_blind,
                        ante: level.ante,
                        bets,
                        spread: level.spread.filter(|_| !game.is_fixed_limit()),
                        kill: level.kill.filter(|_| game.is_fixed_limit()),
                        draw: game.is_draw().then(|| self.draw_rules()),
                        chips_in_play: in_play.clone(),
                    };
                    let minutes = level.minutes.or(self.level_minutes).unwrap_or(0);
                    (PeriodKind::Level(spec), minutes)
                }
                Entry::Break(brk) => {
                    in_play.retain(|chip| !brk.color_up.contains(chip));
                    let spec = BreakSpec {
                        after_level: number,
                        color_up: brk.color_up.clone(),
                        message: brk.message.clone(),
                        chips_in_play: in_play.clone(),
                    };
                    (PeriodKind::Break(spec), brk.minutes)
                }
            };
            let seconds = u64::from(minutes) * 60;
            periods.push(Period {
                kind,
                start_seconds: start,
                seconds,
            });
            start = start.saturating_add(seconds);
        }
        Schedule {
            periods,
            late_registration_until_level: self.late_registration_until_level,
        }
    }
}
