//! The meaning of a structure: what must hold for a TD to run it (errors) and what is legal but
//! probably a slip (warnings). Every finding is placed at the value it is about.

use super::diagnostic::{Diagnostic, PeriodRef, Place, Problem, Subject};
use super::payouts::{PayoutRule, Percent};
use super::source_map::{Seg, SourceMap};
use super::{Ante, Entry, ForcedBets, KillPot, Level, LimitBets, MAX_PERIOD_MINUTES, Structure};
use crate::Chips;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A big blind more than this many times the previous one is flagged.
const JUMP_FACTOR: u64 = 2;
/// Minutes of play without a break that are flagged.
const LONGEST_STRETCH_MINUTES: u64 = 180;
/// Fewer starting big blinds than this are flagged.
const SHORTEST_START_BIG_BLINDS: u64 = 20;

pub(crate) fn validate(structure: &Structure, map: &SourceMap, file: &str) -> Vec<Diagnostic> {
    let mut check = Checker {
        map,
        file,
        found: Vec::new(),
    };
    check.general(structure);
    let levels = check.levels(structure);
    check.purchases(structure, &levels);
    check.countable(structure);
    check.profiles(structure);
    check.payouts(&structure.payouts);
    check.clock(structure);
    check.found
}

struct Checker<'a> {
    map: &'a SourceMap,
    file: &'a str,
    found: Vec<Diagnostic>,
}

fn path(fields: &[&str]) -> Vec<Seg> {
    fields.iter().map(|f| Seg::field(f)).collect()
}

fn entry_path(index: usize, field: Option<&str>) -> Vec<Seg> {
    let mut path = vec![Seg::field("levels"), Seg::Index(index)];
    path.extend(field.map(Seg::field));
    path
}

/// What each level was played with, for the checks that span levels (late registration,
/// re-entries, add-ons).
struct LevelFacts {
    /// Chips in play at each level, index 0 for level 1.
    chips: Vec<Vec<Chips>>,
    /// Levels followed directly by a break.
    followed_by_break: Vec<u32>,
    /// Denominations removed so far, with the level their break follows.
    removed: Vec<(Chips, u32)>,
}

impl LevelFacts {
    fn count(&self) -> u32 {
        u32::try_from(self.chips.len()).unwrap_or(u32::MAX)
    }

    fn chips_at(&self, level: u32) -> Option<&[Chips]> {
        let index = usize::try_from(level.checked_sub(1)?).ok()?;
        self.chips.get(index).map(Vec::as_slice)
    }
}

impl Checker<'_> {
    fn add(&mut self, at: &[Seg], period: Option<PeriodRef>, problem: Problem) {
        self.found.push(Diagnostic {
            file: self.file.to_string(),
            location: self.map.locate(at),
            period,
            problem,
        });
    }

    fn general(&mut self, structure: &Structure) {
        if structure.name.trim().is_empty() {
            self.add(&path(&["name"]), None, Problem::EmptyName);
        }
        if structure.chips.is_empty() {
            self.add(&path(&["chips"]), None, Problem::NoChips);
        }
        for (i, chip) in structure.chips.iter().enumerate() {
            let at = [Seg::field("chips"), Seg::Index(i), Seg::field("value")];
            if chip.value == 0 {
                self.add(&at, None, Problem::ZeroChip);
            } else if structure.chips[..i].iter().any(|c| c.value == chip.value) {
                self.add(&at, None, Problem::DuplicateChip { value: chip.value });
            }
        }
        if structure.straddle_allowed && structure.forced_bets == ForcedBets::AnteOnly {
            self.add(
                &path(&["straddle_allowed"]),
                None,
                Problem::OptionWithAntesOnly,
            );
        }
        if let Some(draw) = &structure.draw {
            if crate::cards::DeckKind::from_size(draw.deck).is_err() {
                self.add(
                    &path(&["draw", "deck"]),
                    None,
                    Problem::DrawDeck { size: draw.deck },
                );
            }
            if draw.openers.is_some() && structure.forced_bets != ForcedBets::AnteOnly {
                self.add(
                    &path(&["draw", "openers"]),
                    None,
                    Problem::OpenersWithBlinds,
                );
            }
        }
        if structure.starting_stack == 0 {
            let problem = Problem::ZeroAmount {
                what: Subject::StartingStack,
            };
            self.add(&path(&["starting_stack"]), None, problem);
        }
        match structure.level_minutes {
            Some(0) => {
                let problem = Problem::ZeroMinutes {
                    what: Subject::LevelMinutes,
                };
                self.add(&path(&["level_minutes"]), None, problem);
            }
            Some(minutes) if minutes > MAX_PERIOD_MINUTES => {
                let problem = Problem::TooLong {
                    what: Subject::LevelMinutes,
                    minutes,
                };
                self.add(&path(&["level_minutes"]), None, problem);
            }
            _ => {}
        }
    }

    /// Seed 002's forced bets and limits at one level: antes only needs an ante from every
    /// player, a spread limit is played in place of no-limit with sound bounds, and a minimum
    /// opening is above the big blind and not in a limit game.
    fn forced_bets(&mut self, structure: &Structure, i: usize, number: u32, level: &Level) {
        let period = Some(PeriodRef::Level(number));
        let ante_only = structure.forced_bets == ForcedBets::AnteOnly;
        if ante_only && !matches!(level.ante, Ante::Classic(_)) {
            let at = match level.ante {
                Ante::None => entry_path(i, None),
                _ => entry_path(i, Some("ante")),
            };
            self.add(&at, period, Problem::AnteOnlyWithoutAnte);
        }
        let game = level.game.unwrap_or(structure.game);
        if let Some(spread) = level.spread {
            let at = entry_path(i, Some("spread"));
            if game.is_fixed_limit() || game.is_pot_limit() {
                let problem = Problem::SpreadNotNoLimit { game: game.name() };
                self.add(&at, period, problem);
            } else if spread.min_bet == 0 || spread.max_bet < spread.min_bet {
                let problem = Problem::SpreadBounds {
                    min_bet: spread.min_bet,
                    max_bet: spread.max_bet,
                };
                self.add(&at, period, problem);
            }
        }
        if let Some(kill) = level.kill {
            self.kill(structure, i, number, level, kill);
        }
        let Some(minimum) = level.minimum_bet else {
            return;
        };
        let at = entry_path(i, Some("minimum_bet"));
        let limit_game = match level.spread {
            Some(_) => Some("spread limit"),
            None => game.is_fixed_limit().then(|| game.name()),
        };
        if let Some(game) = limit_game {
            let problem = Problem::MinimumBetInLimitGame { game };
            self.add(&at, period, problem);
        } else if minimum <= level.big_blind {
            let problem = Problem::MinimumBetNotAboveBigBlind {
                minimum,
                big_blind: level.big_blind,
            };
            self.add(&at, period, problem);
        }
    }

    /// A kill-the-pot option: on a fixed-limit level, above a threshold, at limits no lower
    /// than the level's own (seed 002).
    fn kill(&mut self, structure: &Structure, i: usize, number: u32, level: &Level, kill: KillPot) {
        let period = Some(PeriodRef::Level(number));
        let at = entry_path(i, Some("kill"));
        let game = level.game.unwrap_or(structure.game);
        if !game.is_fixed_limit() {
            let problem = Problem::KillWithoutFixedLimit { game: game.name() };
            self.add(&at, period, problem);
            return;
        }
        let bets = level.bets.unwrap_or(LimitBets {
            small_bet: level.big_blind,
            big_bet: level.big_blind.saturating_mul(2),
        });
        if kill.pot_above == 0
            || kill.small_bet < bets.small_bet
            || kill.big_bet < bets.big_bet
            || kill.big_bet < kill.small_bet
        {
            let problem = Problem::KillLimits {
                pot_above: kill.pot_above,
                small_bet: kill.small_bet,
                big_bet: kill.big_bet,
                level_small: bets.small_bet,
                level_big: bets.big_bet,
            };
            self.add(&at, period, problem);
        }
    }

    fn levels(&mut self, structure: &Structure) -> LevelFacts {
        let mut in_play: Vec<Chips> = structure
            .chips
            .iter()
            .map(|c| c.value)
            .filter(|&v| v > 0)
            .collect();
        in_play.sort_unstable();
        in_play.dedup();
        let all_chips = in_play.clone();
        let mut facts = LevelFacts {
            chips: Vec::new(),
            followed_by_break: Vec::new(),
            removed: Vec::new(),
        };
        if structure.levels.is_empty() {
            self.add(&path(&["levels"]), None, Problem::NoLevels);
            return facts;
        }
        let mut previous: Option<(u32, &Level)> = None;
        let mut stretch: Option<(u32, usize, u64)> = None;
        let mut number = 0u32;
        let last_index = structure.levels.len() - 1;
        for (i, entry) in structure.levels.iter().enumerate() {
            match entry {
                Entry::Level(level) => {
                    number = number.saturating_add(1);
                    let minutes = self.level(structure, i, number, level, previous);
                    self.payable_level(i, number, level, &in_play, &all_chips, &facts.removed);
                    facts.chips.push(in_play.clone());
                    previous = Some((number, level));
                    let (first, first_index, total) = stretch.unwrap_or((number, i, 0));
                    stretch = Some((first, first_index, total + minutes));
                }
                Entry::Break(brk) => {
                    let period = (number > 0).then_some(PeriodRef::Break {
                        after_level: number,
                    });
                    if i == 0 {
                        self.add(&entry_path(i, None), period, Problem::BreakFirst);
                    } else if i == last_index {
                        self.add(&entry_path(i, None), period, Problem::BreakLast);
                    }
                    if i > 0 && matches!(structure.levels[i - 1], Entry::Break(_)) {
                        self.add(&entry_path(i, None), period, Problem::BreaksInARow);
                    }
                    if brk.minutes == 0 {
                        let problem = Problem::ZeroMinutes {
                            what: Subject::ThisBreak,
                        };
                        self.add(&entry_path(i, Some("minutes")), period, problem);
                    } else if brk.minutes > MAX_PERIOD_MINUTES {
                        let problem = Problem::TooLong {
                            what: Subject::ThisBreak,
                            minutes: brk.minutes,
                        };
                        self.add(&entry_path(i, Some("minutes")), period, problem);
                    }
                    if number > 0 {
                        facts.followed_by_break.push(number);
                    }
                    self.color_up(
                        i,
                        number,
                        &brk.color_up,
                        &mut in_play,
                        &all_chips,
                        &mut facts,
                    );
                    self.stretch(stretch.take(), number);
                }
            }
        }
        self.stretch(stretch, number);
        if let Some(first) = structure.levels.iter().find_map(|e| match e {
            Entry::Level(level) => Some(level),
            Entry::Break(_) => None,
        }) && first.big_blind > 0
        {
            let big_blinds = structure.starting_stack / first.big_blind;
            if structure.starting_stack > 0 && big_blinds < SHORTEST_START_BIG_BLINDS {
                let problem = Problem::ShortStartingStack { big_blinds };
                self.add(&path(&["starting_stack"]), None, problem);
            }
        }
        if let Some(chips) = facts.chips.first().cloned() {
            self.payable(
                &path(&["starting_stack"]),
                None,
                Subject::StartingStack,
                structure.starting_stack,
                &chips,
                &all_chips,
                &facts.removed,
            );
        }
        facts
    }

    /// Checks one level on its own and against the previous one; returns its minutes.
    fn level(
        &mut self,
        structure: &Structure,
        i: usize,
        number: u32,
        level: &Level,
        previous: Option<(u32, &Level)>,
    ) -> u64 {
        let period = Some(PeriodRef::Level(number));
        let at = |field: &str| entry_path(i, Some(field));
        let minutes = match (level.minutes, structure.level_minutes) {
            (Some(0), _) => {
                let problem = Problem::ZeroMinutes {
                    what: Subject::ThisLevel,
                };
                self.add(&at("minutes"), period, problem);
                0
            }
            (Some(m), _) if m > MAX_PERIOD_MINUTES => {
                let problem = Problem::TooLong {
                    what: Subject::ThisLevel,
                    minutes: m,
                };
                self.add(&at("minutes"), period, problem);
                u64::from(m)
            }
            (Some(m), _) | (None, Some(m)) => u64::from(m),
            (None, None) => {
                self.add(&entry_path(i, None), period, Problem::NoDuration);
                0
            }
        };
        if level.small_blind == 0 {
            let problem = Problem::ZeroAmount {
                what: Subject::SmallBlind,
            };
            self.add(&at("small_blind"), period, problem);
        }
        if level.big_blind == 0 {
            let problem = Problem::ZeroAmount {
                what: Subject::BigBlind,
            };
            self.add(&at("big_blind"), period, problem);
        } else if level.small_blind >= level.big_blind {
            let problem = Problem::SmallBlindNotBelowBigBlind {
                small_blind: level.small_blind,
                big_blind: level.big_blind,
            };
            self.add(&at("small_blind"), period, problem);
        }
        match level.ante {
            Ante::Classic(0) | Ante::BigBlind(0) => {
                let problem = Problem::ZeroAmount {
                    what: Subject::AnteOfZero,
                };
                self.add(&at("ante"), period, problem);
            }
            Ante::Classic(ante) | Ante::BigBlind(ante) if ante > level.big_blind => {
                let problem = Problem::AnteAboveBigBlind {
                    ante,
                    big_blind: level.big_blind,
                };
                self.add(&at("ante"), period, problem);
            }
            _ => {}
        }
        let game = level.game.unwrap_or(structure.game);
        self.forced_bets(structure, i, number, level);
        if let Some(bets) = level.bets {
            if !game.is_fixed_limit() {
                let problem = Problem::BetsWithoutFixedLimit { game: game.name() };
                self.add(&at("bets"), period, problem);
            } else if bets.small_bet == 0 || bets.big_bet == 0 {
                let problem = Problem::ZeroAmount {
                    what: Subject::FixedLimitBet,
                };
                self.add(&at("bets"), period, problem);
            } else if bets.small_bet > bets.big_bet {
                let problem = Problem::SmallBetAboveBigBet {
                    small_bet: bets.small_bet,
                    big_bet: bets.big_bet,
                };
                self.add(&at("bets"), period, problem);
            }
        }
        if let Some((previous_number, before)) = previous {
            for (blind, field, from, to) in [
                (
                    Subject::SmallBlind,
                    "small_blind",
                    before.small_blind,
                    level.small_blind,
                ),
                (
                    Subject::BigBlind,
                    "big_blind",
                    before.big_blind,
                    level.big_blind,
                ),
            ] {
                if to < from {
                    let problem = Problem::BlindDecreases {
                        blind,
                        from,
                        to,
                        previous_level: previous_number,
                    };
                    self.add(&at(field), period, problem);
                }
            }
            if before.big_blind > 0
                && level.big_blind > before.big_blind.saturating_mul(JUMP_FACTOR)
            {
                let problem = Problem::BigJump {
                    from: before.big_blind,
                    to: level.big_blind,
                };
                self.add(&at("big_blind"), period, problem);
            }
            let same_game = before.game.unwrap_or(structure.game) == game;
            if same_game
                && before.small_blind == level.small_blind
                && before.big_blind == level.big_blind
                && before.ante == level.ante
                && before.bets == level.bets
            {
                let problem = Problem::RepeatedLevel {
                    previous: previous_number,
                };
                self.add(&entry_path(i, None), period, problem);
            }
        }
        minutes
    }

    fn payable_level(
        &mut self,
        i: usize,
        number: u32,
        level: &Level,
        in_play: &[Chips],
        all_chips: &[Chips],
        removed: &[(Chips, u32)],
    ) {
        let period = Some(PeriodRef::Level(number));
        let mut amounts = vec![
            (Subject::SmallBlind, "small_blind", level.small_blind),
            (Subject::BigBlind, "big_blind", level.big_blind),
        ];
        if let Some(ante) = level.ante.amount() {
            amounts.push((Subject::Ante, "ante", ante));
        }
        if let Some(bets) = level.bets {
            amounts.push((Subject::SmallBet, "bets", bets.small_bet));
            amounts.push((Subject::BigBet, "bets", bets.big_bet));
        }
        for (what, field, amount) in amounts {
            let at = entry_path(i, Some(field));
            self.payable(&at, period, what, amount, in_play, all_chips, removed);
        }
    }

    /// Reports `amount` if the chips in play cannot make it, naming the color-up to blame when
    /// there is one.
    #[allow(clippy::too_many_arguments)]
    fn payable(
        &mut self,
        at: &[Seg],
        period: Option<PeriodRef>,
        what: Subject,
        amount: Chips,
        in_play: &[Chips],
        all_chips: &[Chips],
        removed: &[(Chips, u32)],
    ) {
        if amount == 0 || in_play.is_empty() || payable(amount, in_play) {
            return;
        }
        let with = |chip: Chips| {
            let mut chips = in_play.to_vec();
            chips.push(chip);
            payable(amount, &chips)
        };
        let culprit = removed
            .iter()
            .rev()
            .find(|(chip, _)| with(*chip))
            .or_else(|| removed.first().filter(|_| payable(amount, all_chips)));
        let problem = match culprit {
            Some(&(chip, after_level)) => Problem::RemovedChipNeeded {
                what,
                amount,
                chip,
                removed_after_level: after_level,
                in_play: in_play.to_vec(),
            },
            None => Problem::NotPayable {
                what,
                amount,
                in_play: in_play.to_vec(),
            },
        };
        self.add(at, period, problem);
    }

    fn color_up(
        &mut self,
        i: usize,
        after_level: u32,
        color_up: &[Chips],
        in_play: &mut Vec<Chips>,
        all_chips: &[Chips],
        facts: &mut LevelFacts,
    ) {
        let period = (after_level > 0).then_some(PeriodRef::Break { after_level });
        for (k, &chip) in color_up.iter().enumerate() {
            let at = [
                Seg::field("levels"),
                Seg::Index(i),
                Seg::field("color_up"),
                Seg::Index(k),
            ];
            if let Some(&(_, earlier)) = facts.removed.iter().find(|(c, _)| *c == chip) {
                let problem = Problem::ColorUpAlreadyRemoved {
                    value: chip,
                    after_level: earlier,
                };
                self.add(&at, period, problem);
            } else if !all_chips.contains(&chip) {
                let problem = Problem::ColorUpUnknownChip {
                    value: chip,
                    chips: all_chips.to_vec(),
                };
                self.add(&at, period, problem);
            } else {
                in_play.retain(|&c| c != chip);
                facts.removed.push((chip, after_level));
            }
        }
        if !color_up.is_empty() && in_play.is_empty() {
            self.add(
                &entry_path(i, Some("color_up")),
                period,
                Problem::ColorUpRemovesAll,
            );
        }
    }

    fn stretch(&mut self, stretch: Option<(u32, usize, u64)>, last_level: u32) {
        if let Some((first, first_index, minutes)) = stretch
            && minutes > LONGEST_STRETCH_MINUTES
        {
            let problem = Problem::LongWithoutBreak {
                from_level: first,
                to_level: last_level,
                minutes,
            };
            let period = Some(PeriodRef::Level(first));
            self.add(&entry_path(first_index, None), period, problem);
        }
    }

    fn level_exists(&mut self, at: &[Seg], what: Subject, level: u32, facts: &LevelFacts) {
        if level == 0 || level > facts.count() {
            let problem = Problem::NoSuchLevel {
                what,
                level,
                last: facts.count(),
            };
            self.add(at, None, problem);
        }
    }

    /// A stack sold until `level` must be payable with the chips in play then.
    fn stack_payable(
        &mut self,
        at: &[Seg],
        what: Subject,
        stack: Chips,
        level: u32,
        facts: &LevelFacts,
    ) {
        if stack == 0 {
            return;
        }
        if let Some(chips) = facts.chips_at(level) {
            let chips = chips.to_vec();
            let all: Vec<Chips> = facts.chips.first().cloned().unwrap_or_default();
            self.payable(at, None, what, stack, &chips, &all, &facts.removed);
        }
    }

    /// One bound for every amount: what one entrant can be given or pay, each purchase once,
    /// must still be countable when the largest field Riffle runs does the same; a structure
    /// beyond it could only be refused later, at a registration.
    /// Each price profile named once, of a purchase the event sells, sold in a window that
    /// opens before it closes, an entry's with chips.
    fn profiles(&mut self, structure: &Structure) {
        use super::Sold;
        for (k, profile) in structure.profiles.iter().enumerate() {
            let at = |field: &str| vec![Seg::field("profiles"), Seg::Index(k), Seg::field(field)];
            let name = profile.name.clone();
            let twice = (structure.profiles[..k].iter()).any(|other| other.name == profile.name);
            if profile.name.trim().is_empty() || twice {
                self.add(
                    &at("name"),
                    None,
                    Problem::ProfileName { name: name.clone() },
                );
            }
            let sold = match profile.sold {
                Sold::Entry => true,
                Sold::ReEntry => structure.re_entry.is_some(),
                Sold::Rebuy => structure.rebuy.is_some(),
                Sold::AddOn => structure.add_on.is_some(),
            };
            if !sold {
                self.add(
                    &at("sold"),
                    None,
                    Problem::ProfileNotSold { name: name.clone() },
                );
            }
            if let (Some(from), Some(until)) = (profile.from_level, profile.until_level)
                && from > until
            {
                let problem = Problem::ProfileWindow {
                    name: name.clone(),
                    from,
                    until,
                };
                self.add(&at("from_level"), None, problem);
            }
            if matches!(profile.sold, Sold::Entry | Sold::ReEntry) && profile.stack == 0 {
                self.add(&at("stack"), None, Problem::ProfileNoChips { name });
            }
        }
    }

    fn countable(&mut self, structure: &Structure) {
        let most = super::MOST_PER_ENTRY;
        let field = super::MAX_FIELD;
        let sum = |amounts: &[u64]| {
            amounts
                .iter()
                .try_fold(0u64, |total, &amount| total.checked_add(amount))
                .filter(|&total| total <= most)
        };
        let re_entry = structure.re_entry.as_ref();
        let rebuy = structure.rebuy.as_ref();
        let add_on = structure.add_on.as_ref();
        let stacks = [
            structure.starting_stack,
            re_entry.map_or(0, |r| r.stack.unwrap_or(structure.starting_stack)),
            rebuy.map_or(0, |r| r.stack.unwrap_or(structure.starting_stack)),
            add_on.map_or(0, |a| a.stack),
        ];
        // A profile may give more than its purchase's own price: each counts once more.
        let stacks: Vec<u64> = (stacks.into_iter())
            .chain(structure.profiles.iter().map(|p| p.stack))
            .collect();
        if sum(&stacks).is_none() {
            let problem = Problem::StacksTooLargeToCount { most, field };
            self.add(&path(&["starting_stack"]), None, problem);
        }
        let entry = structure.buy_in.checked_add(structure.fee);
        let prices = [
            structure.buy_in,
            structure.fee,
            structure.bounty,
            structure.staff_fee,
            re_entry
                .map_or(Some(0), |r| match (r.price, r.fee) {
                    (Some(price), fee) => price.checked_add(fee.unwrap_or(0)),
                    (None, _) => entry,
                })
                .unwrap_or(u64::MAX),
            rebuy
                .map_or(Some(0), |r| r.price.checked_add(r.fee))
                .unwrap_or(u64::MAX),
            add_on
                .map_or(Some(0), |a| a.price.checked_add(a.fee))
                .unwrap_or(u64::MAX),
            structure.guarantee.unwrap_or(0) / field,
        ];
        let prices: Vec<u64> = (prices.into_iter())
            .chain((structure.profiles.iter()).map(|p| p.price.saturating_add(p.fee)))
            .collect();
        if sum(&prices).is_none() {
            let problem = Problem::PricesTooLargeToCount { most, field };
            self.add(&path(&["buy_in"]), None, problem);
        }
    }

    fn purchases(&mut self, structure: &Structure, facts: &LevelFacts) {
        let late = structure.late_registration_until_level;
        if let Some(level) = late {
            let at = path(&["late_registration_until_level"]);
            self.level_exists(&at, Subject::LateRegistration, level, facts);
            let what = Subject::LateStartingStack;
            self.stack_payable(&at, what, structure.starting_stack, level, facts);
        }
        if let Some(re_entry) = &structure.re_entry {
            if re_entry.max_per_player == Some(0) {
                let at = path(&["re_entry", "max_per_player"]);
                self.add(&at, None, Problem::ZeroMaximum { what: "re_entry" });
            }
            if re_entry.stack == Some(0) {
                let at = path(&["re_entry", "stack"]);
                let problem = Problem::ZeroAmount {
                    what: Subject::ReEntryStack,
                };
                self.add(&at, None, problem);
            }
            match (re_entry.until_level, late) {
                (Some(until), _) => {
                    let at = path(&["re_entry", "until_level"]);
                    self.level_exists(&at, Subject::ReEntryPeriod, until, facts);
                    if let Some(late) = late
                        && until > late
                        && until <= facts.count()
                    {
                        let problem = Problem::ReEntryAfterLateRegistration { until, late };
                        self.add(&at, None, problem);
                    }
                }
                (None, None) => {
                    let problem = Problem::MissingField {
                        field: "until_level".to_string(),
                        place: Place::ReEntryWithoutLateRegistration,
                    };
                    self.add(&path(&["re_entry"]), None, problem);
                }
                (None, Some(_)) => {}
            }
            if let (Some(purchase), Some(until)) = (
                structure.re_entry_purchase(),
                structure.re_entry_until_level(),
            ) {
                let at = path(&["re_entry", "stack"]);
                self.stack_payable(&at, Subject::ReEntryStack, purchase.stack, until, facts);
            }
        }
        if let Some(rebuy) = &structure.rebuy {
            if rebuy.max_per_player == Some(0) {
                let at = path(&["rebuy", "max_per_player"]);
                self.add(&at, None, Problem::ZeroMaximum { what: "rebuy" });
            }
            let at = path(&["rebuy", "until_level"]);
            self.level_exists(&at, Subject::RebuyPeriod, rebuy.until_level, facts);
            let stack = rebuy.stack.unwrap_or(structure.starting_stack);
            let at = path(&["rebuy", "stack"]);
            if stack == 0 {
                let problem = Problem::ZeroAmount {
                    what: Subject::RebuyStack,
                };
                self.add(&at, None, problem);
            }
            self.stack_payable(&at, Subject::RebuyStack, stack, rebuy.until_level, facts);
        }
        if let Some(add_on) = &structure.add_on {
            if add_on.max_per_player == Some(0) {
                let at = path(&["add_on", "max_per_player"]);
                self.add(&at, None, Problem::ZeroMaximum { what: "add_on" });
            }
            let at = path(&["add_on", "at_level"]);
            self.level_exists(&at, Subject::AddOn, add_on.at_level, facts);
            if add_on.at_level >= 1
                && add_on.at_level < facts.count()
                && !facts.followed_by_break.contains(&add_on.at_level)
            {
                let problem = Problem::AddOnWithoutBreak {
                    level: add_on.at_level,
                };
                self.add(&at, None, problem);
            }
            let at = path(&["add_on", "stack"]);
            if add_on.stack == 0 {
                let problem = Problem::ZeroAmount {
                    what: Subject::AddOnStack,
                };
                self.add(&at, None, problem);
            }
            self.stack_payable(
                &at,
                Subject::AddOnStack,
                add_on.stack,
                add_on.at_level,
                facts,
            );
        }
    }

    fn payouts(&mut self, rule: &PayoutRule) {
        match rule {
            PayoutRule::Curve(curve) => {
                if curve.paid_percent() == Percent::from_hundredths(0)
                    || curve.paid_percent() > Percent::HUNDRED
                {
                    let problem = Problem::PaidPercentOutOfRange {
                        percent: curve.paid_percent(),
                    };
                    self.add(&path(&["payouts", "paid_percent"]), None, problem);
                }
            }
            PayoutRule::Table(rows) => {
                let table = [Seg::field("payouts"), Seg::Index(0)];
                if rows.is_empty() {
                    self.add(&table, None, Problem::PayoutTableEmpty);
                }
                let mut previous: Option<u32> = None;
                for (r, row) in rows.iter().enumerate() {
                    let number = r + 1;
                    let mut at_row = table.to_vec();
                    at_row.push(Seg::Index(r));
                    let field = |name: &str| {
                        let mut at = at_row.clone();
                        at.push(Seg::field(name));
                        at
                    };
                    if row.from_entries == 0 {
                        let problem = Problem::PayoutRowFromZero { row: number };
                        self.add(&field("from_entries"), None, problem);
                    }
                    if let Some(previous) = previous
                        && row.from_entries <= previous
                    {
                        let problem = Problem::PayoutRowsOrder {
                            row: number,
                            from_entries: row.from_entries,
                            previous,
                        };
                        self.add(&field("from_entries"), None, problem);
                    }
                    previous = Some(row.from_entries);
                    if row.percent.is_empty() {
                        self.add(
                            &field("percent"),
                            None,
                            Problem::PayoutRowEmpty { row: number },
                        );
                        continue;
                    }
                    let places = row.percent.len();
                    if row.from_entries > 0
                        && u32::try_from(places).unwrap_or(u32::MAX) > row.from_entries
                    {
                        let problem = Problem::PayoutMorePlacesThanEntries {
                            row: number,
                            places,
                            from_entries: row.from_entries,
                        };
                        self.add(&field("percent"), None, problem);
                    }
                    let sum: u32 = row.percent.iter().map(|p| p.hundredths()).sum();
                    if sum != Percent::HUNDRED.hundredths() {
                        let problem = Problem::PayoutSum {
                            row: number,
                            sum: Percent::from_hundredths(sum),
                        };
                        self.add(&field("percent"), None, problem);
                    }
                    for (k, percent) in row.percent.iter().enumerate() {
                        let mut at = field("percent");
                        at.push(Seg::Index(k));
                        if percent.hundredths() == 0 {
                            let problem = Problem::PayoutZeroPlace {
                                row: number,
                                place: k + 1,
                            };
                            self.add(&at, None, problem);
                        } else if k > 0 && *percent > row.percent[k - 1] {
                            let problem = Problem::PayoutIncreases {
                                row: number,
                                place: k + 1,
                            };
                            self.add(&at, None, problem);
                        }
                    }
                }
            }
        }
    }

    fn clock(&mut self, structure: &Structure) {
        if structure.clock.call_the_clock_seconds == Some(0) {
            let at = path(&["clock", "call_the_clock_seconds"]);
            let problem = Problem::ZeroSeconds {
                what: "`call_the_clock_seconds`",
            };
            self.add(&at, None, problem);
        }
    }
}

/// Whether `amount` is a sum of the given denominations (any number of each). Amounts that are
/// not a multiple of the denominations' greatest common divisor never are; otherwise the
/// smallest reachable amount of each remainder modulo the smallest chip decides (a shortest-path
/// search over those remainders). Chip sets whose smallest chip, divided by that divisor, is
/// above a million (never seen on a real table) are judged on the divisor alone.
pub(crate) fn payable(amount: Chips, chips: &[Chips]) -> bool {
    let chips: Vec<Chips> = chips.iter().copied().filter(|&c| c > 0).collect();
    let Some(divisor) = chips.iter().copied().reduce(gcd) else {
        return amount == 0;
    };
    if !amount.is_multiple_of(divisor) {
        return false;
    }
    let target = amount / divisor;
    let units: Vec<u64> = chips.iter().map(|&c| c / divisor).collect();
    let smallest = units.iter().copied().min().unwrap_or(1);
    if smallest == 1 || smallest > 1_000_000 {
        return true;
    }
    // smallest <= 1,000,000, so these indices fit in memory and in usize.
    let modulus = smallest as usize;
    let mut reach: Vec<Option<u128>> = vec![None; modulus];
    reach[0] = Some(0);
    let mut queue = BinaryHeap::from([Reverse((0u128, 0usize))]);
    while let Some(Reverse((value, residue))) = queue.pop() {
        if reach[residue] != Some(value) {
            continue;
        }
        for &unit in &units {
            let next = value + u128::from(unit);
            let next_residue = (next % smallest as u128) as usize;
            if reach[next_residue].is_none_or(|best| next < best) {
                reach[next_residue] = Some(next);
                queue.push(Reverse((next, next_residue)));
            }
        }
    }
    let residue = (target % smallest) as usize;
    reach[residue].is_some_and(|least| least <= u128::from(target))
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_are_payable_with_any_mix_of_the_chips() {
        assert!(payable(75, &[25, 100]));
        assert!(!payable(60, &[25, 100]));
        assert!(payable(1500, &[500, 1000]));
        assert!(!payable(100, &[300, 500]));
        assert!(payable(800, &[300, 500]));
        assert!(!payable(700, &[300, 500]));
        assert!(payable(0, &[]));
        assert!(!payable(5, &[]));
    }
}
