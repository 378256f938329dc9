//! Chip-movement rulings: what a push of chips or a declaration amounts to when the table
//! disputes it. Each function is pure: the TD describes what happened, the ruling says what the
//! action is, which chips go back or must be added, whether the TD or the player must choose,
//! and the rules it rests on (TDA 2024 rules 40-47, 51-57; seed 004).
//!
//! This is the single place where these rules are applied: the hand engine feeds them a
//! [`Facing`] read from the hand, and the dispute catalogue (`rules::disputes`) builds one from
//! the facts the TD gives and turns the ruling into a catalogue ruling. Reasons come in English
//! and French and rules are cited by rulebook id, so both callers show the same words.

use super::{Action, Limit};
use crate::Chips;
use crate::house::RuleRef;
use crate::house::{
    BetErrorRule, BettingRules, OutOfTurnRule, PotLimitMethod, ShortAllInReopening,
    SkippedPlayerRule, TableTap, UndercallRule,
};
use riffle_text::{Lang, Text, fill};
use serde::{Deserialize, Serialize};

/// What the player faced when the chips moved. [`super::Hand::facing`] fills it in for the
/// player to act; a TD can also describe it by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Facing {
    pub limit: Limit,
    pub big_blind: Chips,
    /// The street total to match; 0 with no bet.
    pub current_bet: Chips,
    /// The player's chips already in front this street.
    pub own_bet: Chips,
    /// The player's chips behind.
    pub stack: Chips,
    /// The smallest full bet or raise, as a street total (TDA 2024 rule 43).
    pub min_raise_to: Chips,
    /// The pot-limit maximum as a street total; `None` in no-limit.
    pub max_raise_to: Option<Chips>,
    /// Whether a raise is open to the player (not capped, not closed by rule 47).
    pub may_raise: bool,
    /// All chips in the middle and in front of the players.
    pub pot: Chips,
    /// The bet faced is the street's opening bet (pre-flop: the big blind).
    pub opening_bet: bool,
    /// Players still in the hand.
    pub players_in_hand: usize,
    /// What the player meant to put in when less than the call went in, as the TD tells it:
    /// what they forfeit if let fold (TDA 51B, Addendum 51 Ex 4); the chips put in when not
    /// told. A hand cannot know it, so the hand engine leaves it out.
    #[serde(default)]
    pub intended_undercall: Option<Chips>,
}

impl Facing {
    /// Chips the player must add to call (before the stack caps it).
    pub fn call_amount(&self) -> Chips {
        self.current_bet.saturating_sub(self.own_bet)
    }

    /// The player's street total if all-in.
    pub fn all_in_to(&self) -> Chips {
        self.own_bet.saturating_add(self.stack)
    }
}

/// The pot-limit maximum street total (TDA 2024 rule 54): the bet to match, plus the pot, plus
/// the call; or, by the Paris count of seed 002, twice the bet plus the pot. `pot` holds every
/// chip in the middle and in front of the players (pre-flop, short blinds counted in full).
pub fn pot_limit_max_to(
    method: PotLimitMethod,
    current_bet: Chips,
    pot: Chips,
    to_call: Chips,
) -> Chips {
    match method {
        PotLimitMethod::Standard => current_bet.saturating_add(pot).saturating_add(to_call),
        PotLimitMethod::Paris => current_bet.saturating_mul(2).saturating_add(pot),
    }
}

/// Whether a player who already acted on this street may raise again (TDA 2024 rule 47A, seed
/// 004). `acted_at` is the bet level the player left when they last acted (`None`: not acted
/// yet, `Some(0)`: checked); `full_level` the level set by the last full bet or raise (or an
/// all-in counted as one); `min_raise` the street's full raise increment.
pub fn betting_reopened(
    acted_at: Option<Chips>,
    full_level: Chips,
    current_bet: Chips,
    min_raise: Chips,
    rule: ShortAllInReopening,
) -> bool {
    let Some(level) = acted_at else {
        return true;
    };
    // A player who checked never faced a wager: any bet, even a short all-in, is new action
    // for them (seed 004: the others may call the short all-in or raise it).
    if level == 0 || full_level > level {
        return true;
    }
    match rule {
        ShortAllInReopening::FullRaise => current_bet.saturating_sub(level) >= min_raise,
        ShortAllInReopening::BetDoubled => current_bet >= level.saturating_mul(2),
    }
}

/// The next full street total in limit: the last full level plus one bet, past the current bet
/// when short all-ins have already gone beyond it.
pub fn limit_target(full_level: Chips, current_bet: Chips, limit_bet: Chips) -> Chips {
    let bet = limit_bet.max(1);
    let mut target = full_level.saturating_add(bet);
    if target <= current_bet {
        target += (current_bet - target) / bet * bet + bet;
    }
    target
}

/// Whether a wager to `to` counts as a full bet or raise (TDA 2024 rules 43A, 47): it reopens
/// the betting and, outside limit, sets the next minimum raise. In limit it reaches the next full
/// level, or it is an all-in of at least half a bet (47B); otherwise it adds a full raise, or,
/// where the house counts half bets in no-limit and pot-limit, half of one all-in. The hand
/// engine and the reopening dispute both ask here.
pub fn is_full_wager(
    fixed_limit: bool,
    to: Chips,
    current_bet: Chips,
    full_level: Chips,
    min_raise: Chips,
    all_in: bool,
    half_bet_reopens_big_bet: bool,
) -> bool {
    let increment = to.saturating_sub(current_bet);
    let half = all_in && 2 * increment >= min_raise;
    if fixed_limit {
        to >= limit_target(full_level, current_bet, min_raise) || half
    } else {
        increment >= min_raise || (half_bet_reopens_big_bet && half)
    }
}

/// What the player said before or while the chips moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Declaration {
    /// Nothing: the chips speak.
    Silent,
    /// "Raise" with no amount.
    Raise,
    /// "Raise, 8000": a raise to that total.
    RaiseTo(Chips),
    /// An amount alone ("fourteen hundred"): the same as pushing it silently.
    Amount(Chips),
    /// A bare number with no unit ("five" at 200/400).
    UnclearAmount(Chips),
    Call,
    Check,
    /// "Pot" or "I bet the pot".
    Pot,
    /// Tapping the table.
    Tap,
}

/// The kind of action a ruling arrives at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RuledKind {
    Fold,
    Check,
    Call,
    Bet,
    Raise,
}

/// An action as ruled, with the chip movements that make it so.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruled {
    pub kind: RuledKind,
    /// The player's street total once the ruling is applied (for a fold, what stays in).
    pub to: Chips,
    /// Chips handed back to the player from what they pushed.
    pub returned: Chips,
    /// Chips the player must add to what they pushed.
    pub to_add: Chips,
    pub all_in: bool,
}

impl Ruled {
    /// The action to apply to the hand.
    pub fn action(&self) -> Action {
        match self.kind {
            RuledKind::Fold => Action::Fold,
            RuledKind::Check => Action::Check,
            RuledKind::Call => Action::Call,
            RuledKind::Bet => Action::BetTo(self.to),
            RuledKind::Raise => Action::RaiseTo(self.to),
        }
    }

    /// "Call 600, 400 goes back": the outcome as offered to the TD or the player.
    pub fn describe(&self) -> Text {
        let action = self.describe_action();
        let say = |lang: Lang| {
            let w = words(lang);
            let mut said = action.get(lang).to_string();
            if self.returned > 0 {
                said.push_str(&fill!(
                    w,
                    "GoesBack",
                    back = chips_said(self.returned, lang)
                ));
            }
            if self.to_add > 0 {
                said.push_str(&fill!(
                    w,
                    "MoreToPutIn",
                    more = chips_said(self.to_add, lang)
                ));
            }
            said
        };
        Text::new(say(Lang::En), say(Lang::Fr))
    }

    /// "Raise to 900 (all-in)": the action alone, without the chips that move.
    pub fn describe_action(&self) -> Text {
        let say = |lang: Lang| {
            let w = words(lang);
            let to = chips_said(self.to, lang);
            let mut said = match self.kind {
                RuledKind::Fold if self.to > 0 => fill!(w, "FoldLeaving", to),
                RuledKind::Fold => fill!(w, "Fold"),
                RuledKind::Check => fill!(w, "Check"),
                RuledKind::Call => fill!(w, "Call", to),
                RuledKind::Bet => fill!(w, "Bet", to),
                RuledKind::Raise => fill!(w, "RaiseTo", to),
            };
            if self.all_in {
                said.push_str(&fill!(w, "AllIn"));
            }
            said
        };
        Text::new(say(Lang::En), say(Lang::Fr))
    }
}

/// A correction of one player's bet when a bet error is found later (TDA 2024 rule 52).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Correction {
    pub seat: u8,
    /// The player's street total after the correction.
    pub to: Chips,
    pub to_add: Chips,
    pub returned: Chips,
    /// The player may reconsider their decision instead (seed 004).
    pub may_change: bool,
}

/// Who decides, and among what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decision {
    /// The rules fix the action.
    Binding(Ruled),
    /// The player picks one of these.
    PlayerChooses(Vec<Ruled>),
    /// The TD picks one of these.
    TdDecides(Vec<Ruled>),
    /// Bets are corrected as listed.
    Corrections(Vec<Correction>),
    /// The action stands as it was.
    Stands,
}

/// A ruling with the rules it rests on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruling {
    pub decision: Decision,
    /// Rulebook ids ("TDA-45B", "S004-tap").
    pub rules: Vec<RuleRef>,
    pub reason: Text,
}

impl Ruling {
    /// The binding action, if the rules fix one.
    pub fn binding(&self) -> Option<Ruled> {
        match &self.decision {
            Decision::Binding(ruled) => Some(*ruled),
            _ => None,
        }
    }

    /// Whether the ruling cites this TDA rule or one of its lettered parts ("45" matches
    /// TDA-45 and TDA-45B).
    pub fn rests_on(&self, rule: &str) -> bool {
        self.rules.iter().any(|r| match r.id().split_once('-') {
            Some(("TDA", number)) => number.strip_prefix(rule).is_some_and(|letter| {
                letter.is_empty()
                    || (letter.len() == 1 && letter.chars().all(|c| c.is_ascii_uppercase()))
            }),
            _ => false,
        })
    }
}

/// A ruling whose reason `say` words from the word files, in both languages: floor staff
/// of either language read it, and the exported history keeps both.
fn ruling_worded(
    decision: Decision,
    rules: &[&'static str],
    say: impl Fn(Lang) -> String,
) -> Ruling {
    Ruling {
        decision,
        rules: rules.iter().map(|id| RuleRef::new(id)).collect(),
        reason: Text::new(say(Lang::En), say(Lang::Fr)),
    }
}

/// An amount of chips as the reader's language groups its digits.
fn chips_said(amount: Chips, lang: Lang) -> String {
    riffle_text::group_digits(amount, lang)
}

riffle_text::sentence_file!(fn words = "bet_rulings.ron");

/// The action reaching street total `to` from chips `pushed` now, within the stack.
fn ruled(facing: &Facing, kind: RuledKind, to: Chips, pushed: Chips) -> Ruled {
    let to = to.min(facing.all_in_to());
    let needed = to.saturating_sub(facing.own_bet);
    Ruled {
        kind,
        to,
        returned: pushed.saturating_sub(needed),
        to_add: needed.saturating_sub(pushed),
        all_in: needed == facing.stack,
    }
}

fn call(facing: &Facing, pushed: Chips) -> Ruled {
    ruled(facing, RuledKind::Call, facing.current_bet, pushed)
}

fn check(facing: &Facing, pushed: Chips) -> Ruled {
    ruled(facing, RuledKind::Check, facing.own_bet, pushed)
}

/// Check with no bet to face, call with one: what a player may always do short of folding.
fn passive(facing: &Facing) -> Ruled {
    if facing.call_amount() == 0 {
        check(facing, 0)
    } else {
        call(facing, 0)
    }
}

fn fold(facing: &Facing, pushed: Chips) -> Ruled {
    Ruled {
        kind: RuledKind::Fold,
        to: facing.own_bet.saturating_add(pushed),
        returned: 0,
        to_add: 0,
        all_in: false,
    }
}

fn wager_kind(facing: &Facing) -> RuledKind {
    if facing.current_bet == 0 {
        RuledKind::Bet
    } else {
        RuledKind::Raise
    }
}

/// A bet or raise to at least `wanted`, brought up to the minimum and down to the pot-limit
/// maximum.
fn wager(facing: &Facing, wanted: Chips, pushed: Chips) -> Ruled {
    let mut to = wanted.max(facing.min_raise_to);
    if let Limit::FixedLimit { .. } = facing.limit {
        to = facing.min_raise_to;
    }
    if let Some(max) = facing.max_raise_to {
        to = to.min(max.max(facing.min_raise_to));
    }
    ruled(facing, wager_kind(facing), to, pushed)
}

/// Every option: check or call, a minimum raise when raising is open, fold.
fn every_option(facing: &Facing, with_raise: bool) -> Vec<Ruled> {
    let mut options = vec![passive(facing)];
    if with_raise && facing.may_raise {
        options.push(wager(facing, facing.min_raise_to, 0));
    }
    options.push(fold(facing, 0));
    options
}

/// Rules on chips pushed in one motion (their denominations in `chips_pushed`) with what was
/// said. Only the first motion counts: chips added by going back to the stack are a string bet
/// (TDA 2024 rule 56) and are not part of `chips_pushed`.
pub fn rule_on_chips(
    facing: &Facing,
    declaration: Declaration,
    chips_pushed: &[Chips],
    rules: &BettingRules,
) -> Ruling {
    rule_on_push(
        facing,
        declaration,
        total(chips_pushed),
        Some(chips_pushed),
        rules,
    )
}

/// The value of chips pushed together; a sum too large for any stack stays at the maximum
/// instead of wrapping.
pub fn total(chips: &[Chips]) -> Chips {
    chips.iter().fold(0, |sum, &chip| sum.saturating_add(chip))
}

/// Rules on an amount put in when the chips that made it do not matter (an amount declared or
/// counted, not a dispute about an oversized chip or several chips): the 50% rule applies to
/// the amount.
pub fn rule_on_amount(
    facing: &Facing,
    declaration: Declaration,
    amount: Chips,
    rules: &BettingRules,
) -> Ruling {
    rule_on_push(facing, declaration, amount, None, rules)
}

fn rule_on_push(
    facing: &Facing,
    declaration: Declaration,
    pushed: Chips,
    chips_pushed: Option<&[Chips]>,
    rules: &BettingRules,
) -> Ruling {
    let to_call = facing.call_amount();
    let no_bet = to_call == 0;
    match declaration {
        Declaration::Tap => tap(facing, rules),
        Declaration::Check if no_bet => ruling_worded(
            Decision::Binding(check(facing, pushed)),
            &["TDA-40"],
            |lang| fill!(words(lang), "ACheckWithNoBetTo"),
        ),
        Declaration::Check => ruling_worded(
            Decision::PlayerChooses(vec![call(facing, pushed), fold(facing, 0)]),
            &["TDA-55"],
            |lang| fill!(words(lang), "SayingCheckFacingABetBinds"),
        ),
        Declaration::Call if no_bet => ruling_worded(
            Decision::Binding(check(facing, pushed)),
            &["TDA-55"],
            |lang| fill!(words(lang), "CallWithNothingToCallIs"),
        ),
        Declaration::Call => {
            let amount = to_call.min(facing.stack);
            ruling_worded(
                Decision::Binding(call(facing, pushed)),
                &["TDA-51A", "TDA-40"],
                |lang| {
                    fill!(
                        words(lang),
                        "CallBindsTheCallIs",
                        amount = chips_said(amount, lang)
                    )
                },
            )
        }
        Declaration::Raise | Declaration::RaiseTo(_) if !facing.may_raise => ruling_worded(
            Decision::Binding(call(facing, pushed)),
            &["TDA-47"],
            |lang| fill!(words(lang), "TheBettingIsNotOpenTo"),
        ),
        Declaration::Raise => {
            let r = wager(facing, facing.own_bet.saturating_add(pushed), pushed);
            let single_chip = chips_pushed.is_some_and(|c| c.len() == 1);
            if single_chip && !no_bet {
                ruling_worded(
                    Decision::Binding(r),
                    &["TDA-44", "TDA-42", "S004-overchip"],
                    |lang| {
                        fill!(
                            words(lang),
                            "RaiseWasDeclaredBeforeASingle",
                            to = chips_said(r.to, lang)
                        )
                    },
                )
            } else if no_bet {
                ruling_worded(Decision::Binding(r), &["TDA-55", "TDA-40"], |lang| {
                    fill!(
                        words(lang),
                        "RaiseWithNoBetToFace",
                        to = chips_said(r.to, lang)
                    )
                })
            } else {
                ruling_worded(
                    Decision::Binding(r),
                    &["TDA-40", "TDA-42", "TDA-43", "S004-raise-methods"],
                    |lang| {
                        fill!(
                            words(lang),
                            "RaiseDeclaredFirstAtLeastA",
                            to = chips_said(r.to, lang)
                        )
                    },
                )
            }
        }
        Declaration::RaiseTo(total) => {
            let r = wager(facing, total, pushed);
            ruling_worded(Decision::Binding(r), &["TDA-40", "TDA-43B"], |lang| {
                fill!(
                    words(lang),
                    "ARaiseDeclaredWithAnAmount",
                    total = chips_said(total, lang),
                    to = chips_said(r.to, lang)
                )
            })
        }
        Declaration::Pot => pot(facing, pushed),
        Declaration::Amount(amount) => by_amount(facing, amount, None, rules, &["TDA-40C"]),
        Declaration::UnclearAmount(number) => {
            let small = number.saturating_mul(100);
            let large = number.saturating_mul(1000);
            let amount = if facing.pot < large { small } else { large };
            let mut r = by_amount(facing, amount, None, rules, &["TDA-57"]);
            let reason = r.reason.clone();
            r.reason = Text::new(
                fill!(
                    words(Lang::En),
                    "UnclearAmount",
                    number,
                    amount = chips_said(amount, Lang::En),
                    reason = reason.get(Lang::En)
                ),
                fill!(
                    words(Lang::Fr),
                    "UnclearAmount",
                    number,
                    amount = chips_said(amount, Lang::Fr),
                    reason = reason.get(Lang::Fr)
                ),
            );
            r
        }
        Declaration::Silent => by_amount(facing, pushed, chips_pushed, rules, &[]),
    }
}

fn tap(facing: &Facing, rules: &BettingRules) -> Ruling {
    if facing.call_amount() == 0 {
        return ruling_worded(
            Decision::Binding(check(facing, 0)),
            &["TDA-3", "S004-tap"],
            |lang| fill!(words(lang), "TappingTheTableIsACheck"),
        );
    }
    match rules.table_tap_facing_bet {
        TableTap::Check => ruling_worded(
            Decision::PlayerChooses(vec![call(facing, 0), fold(facing, 0)]),
            &["TDA-3"],
            |lang| fill!(words(lang), "ATapIsACheckFacing"),
        ),
        TableTap::Fold => {
            ruling_worded(Decision::Binding(fold(facing, 0)), &["S004-tap"], |lang| {
                fill!(words(lang), "FacingABetTappingTheTable")
            })
        }
    }
}

fn pot(facing: &Facing, pushed: Chips) -> Ruling {
    match (facing.limit, facing.max_raise_to) {
        (Limit::PotLimit, Some(max)) => {
            let r = wager(facing, max, pushed);
            ruling_worded(Decision::Binding(r), &["TDA-54"], |lang| {
                fill!(
                    words(lang),
                    "PotInPotLimitIsThe",
                    to = chips_said(r.to, lang)
                )
            })
        }
        _ => {
            let r = wager(facing, facing.min_raise_to, pushed);
            ruling_worded(Decision::Binding(r), &["TDA-54D"], |lang| {
                fill!(
                    words(lang),
                    "PotOutsidePotLimitIsNot",
                    to = chips_said(r.to, lang)
                )
            })
        }
    }
}

/// A call with the excess going back, for the reasons of the 44/45/47 branches: `why` says
/// which.
fn call_with_excess(
    facing: &Facing,
    pushed: Chips,
    rules: Vec<&'static str>,
    why: impl Fn(Lang) -> String,
) -> Ruling {
    let back = pushed.saturating_sub(facing.call_amount());
    ruling_worded(Decision::Binding(call(facing, pushed)), &rules, |lang| {
        fill!(
            words(lang),
            "CallWithExcess",
            why = why(lang),
            back = chips_said(back, lang)
        )
    })
}

/// Chips or an amount without a raise declaration: oversized chip (44), several chips and the
/// 50% rule (43, 45), last chips all-in, undercall (51).
fn by_amount(
    facing: &Facing,
    pushed: Chips,
    chips_pushed: Option<&[Chips]>,
    rules: &BettingRules,
    cite: &[&'static str],
) -> Ruling {
    let to_call = facing.call_amount();
    let cite_with =
        |more: &[&'static str]| -> Vec<&'static str> { cite.iter().chain(more).copied().collect() };
    if pushed == 0 {
        return tap(facing, rules);
    }
    // Last chips that do not reach past the call, or with no bet to face, are all-in whatever
    // their denominations; beyond the call, the single-chip and every-chip-needed tests come
    // first (TDA 44 "even the last chip", 45A Ex-2), and only chips not all needed are an
    // all-in bet (45B).
    if pushed >= facing.stack && (to_call == 0 || pushed <= to_call) {
        return last_chips(facing, pushed, &cite_with(&["TDA-45B"]));
    }
    let single_chip = chips_pushed.is_some_and(|c| c.len() == 1);
    if to_call == 0 {
        let r = wager(facing, facing.own_bet.saturating_add(pushed), pushed);
        let to = r.to;
        let cited: &[&'static str] = if r.to_add > 0 {
            &["TDA-43", "S004-minimum-bet"]
        } else if single_chip {
            &["TDA-44", "S004-overchip"]
        } else {
            &["TDA-40"]
        };
        let brought_up = r.to_add > 0;
        return ruling_worded(Decision::Binding(r), &cite_with(cited), |lang| {
            let w = words(lang);
            if brought_up {
                fill!(w, "BetBroughtUpToMinimum", to = chips_said(to, lang))
            } else if single_chip {
                fill!(w, "SingleChipIsABet")
            } else {
                fill!(w, "ABetOf", to = chips_said(to, lang))
            }
        });
    }
    if pushed < to_call {
        return undercall(facing, pushed, rules);
    }
    if pushed == to_call {
        return ruling_worded(
            Decision::Binding(call(facing, pushed)),
            &cite_with(&["TDA-41"]),
            |lang| fill!(words(lang), "ExactlyTheCall"),
        );
    }
    if single_chip {
        return call_with_excess(
            facing,
            pushed,
            cite_with(&["TDA-44", "S004-overchip"]),
            |lang| fill!(words(lang), "SingleOversizedChip"),
        );
    }
    if let Some(pushed_chips) = chips_pushed {
        let smallest = pushed_chips.iter().copied().min().unwrap_or(0);
        if pushed - smallest < to_call {
            return call_with_excess(facing, pushed, cite_with(&["TDA-45A"]), |lang| {
                fill!(words(lang), "EveryChipNeeded")
            });
        }
    }
    if pushed >= facing.stack {
        return last_chips(facing, pushed, &cite_with(&["TDA-45B"]));
    }
    if !facing.may_raise {
        return call_with_excess(facing, pushed, cite_with(&["TDA-47"]), |lang| {
            fill!(words(lang), "BettingNotOpenAgain")
        });
    }
    let increment = facing
        .own_bet
        .saturating_add(pushed)
        .saturating_sub(facing.current_bet);
    let full = facing.min_raise_to.saturating_sub(facing.current_bet);
    let cited = cite_with(&["TDA-43A", "TDA-45B", "S004-insufficient-bet"]);
    if increment.saturating_mul(2) >= full {
        let r = wager(facing, facing.own_bet.saturating_add(pushed), pushed);
        if r.to_add > 0 {
            ruling_worded(Decision::Binding(r), &cited, |lang| {
                fill!(
                    words(lang),
                    "RaiseToComplete",
                    increment = chips_said(increment, lang),
                    full = chips_said(full, lang),
                    to = chips_said(r.to, lang)
                )
            })
        } else {
            ruling_worded(Decision::Binding(r), &cited, |lang| {
                fill!(words(lang), "ARaiseTo", to = chips_said(r.to, lang))
            })
        }
    } else {
        call_with_excess(facing, pushed, cited, |lang| {
            fill!(
                words(lang),
                "LessThanHalfARaise",
                increment = chips_said(increment, lang),
                full = chips_said(full, lang)
            )
        })
    }
}

/// A player's last chips, all of them, where neither the single-chip nor the every-chip-needed
/// test made them a call: all-in, a call if they reach no further (TDA 45B).
fn last_chips(facing: &Facing, pushed: Chips, cite: &[&'static str]) -> Ruling {
    let to = facing.all_in_to();
    if to <= facing.current_bet || !facing.may_raise {
        return ruling_worded(Decision::Binding(call(facing, pushed)), cite, |lang| {
            fill!(words(lang), "APlayerSLastChipsAre")
        });
    }
    let kind = wager_kind(facing);
    let mut r = ruled(facing, kind, to, pushed);
    if let Some(max) = facing.max_raise_to.filter(|&max| to > max) {
        r = ruled(facing, kind, max, pushed);
    }
    ruling_worded(Decision::Binding(r), cite, |lang| {
        let to = chips_said(r.to, lang);
        match kind {
            RuledKind::Bet => fill!(words(lang), "LastChipsBet", to),
            _ => fill!(words(lang), "LastChipsRaise", to),
        }
    })
}

/// A player facing a raise pulled back the chips of their earlier bet (TDA 2024 rule 46):
/// having taken them back, they may no longer fold; they call or, when raising is open to
/// them, raise.
pub fn prior_bet_pulled_back(facing: &Facing) -> Ruling {
    let mut options = vec![call(facing, 0)];
    if facing.may_raise && facing.all_in_to() > facing.current_bet {
        options.push(wager(facing, facing.min_raise_to, 0));
    }
    let only_call = options.len() == 1;
    let decision = match options.as_slice() {
        [only] => Decision::Binding(*only),
        _ => Decision::PlayerChooses(options),
    };
    ruling_worded(decision, &["TDA-46"], |lang| {
        if only_call {
            fill!(words(lang), "PulledBackCalls")
        } else {
            fill!(words(lang), "PulledBackCallsOrRaises")
        }
    })
}

/// Less than the call put in without saying "call" (TDA 2024 rule 51B): a full call is
/// required heads-up or facing the street's opening bet; otherwise the TD decides and may
/// allow the player to fold, forfeiting the intended undercall, the rest going back. Seed 004
/// always completes the call.
pub fn undercall(facing: &Facing, pushed: Chips, rules: &BettingRules) -> Ruling {
    let complete = call(facing, pushed);
    let more = complete.to_add;
    if rules.undercall == UndercallRule::AlwaysCompleted {
        return ruling_worded(
            Decision::Binding(complete),
            &["S004-insufficient-bet"],
            |lang| {
                fill!(
                    words(lang),
                    "AnInsufficientCallIsAlwaysCompleted",
                    more = chips_said(more, lang)
                )
            },
        );
    }
    if facing.players_in_hand <= 2 || facing.opening_bet {
        let heads_up = facing.players_in_hand <= 2;
        return ruling_worded(
            Decision::Binding(complete),
            &["TDA-51B", "ADD-51"],
            |lang| {
                let more = chips_said(more, lang);
                if heads_up {
                    fill!(words(lang), "UndercallHeadsUp", more)
                } else {
                    fill!(words(lang), "UndercallFacingOpening", more)
                }
            },
        );
    }
    let intended = facing.intended_undercall.unwrap_or(pushed).min(pushed);
    let forfeit = Ruled {
        returned: pushed - intended,
        ..fold(facing, intended)
    };
    ruling_worded(
        Decision::TdDecides(vec![complete, forfeit]),
        &["TDA-51B", "ADD-51"],
        |lang| {
            fill!(
                words(lang),
                "AnUndercallMultiWayFacingA",
                more = chips_said(more, lang),
                intended = chips_said(intended, lang),
                returned = chips_said(forfeit.returned, lang)
            )
        },
    )
}

/// A bet found to be the wrong size after other players acted on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BetError {
    pub limit: Limit,
    pub bettor: u8,
    /// The street total the bettor made.
    pub made_to: Chips,
    /// The right amount: the minimum for an underbet or under-raise, the pot count for a
    /// pot-limit count error.
    pub legal_to: Chips,
    /// Players who matched the wrong amount.
    pub callers: Vec<u8>,
    /// The next card is out: the street is over.
    pub next_card_dealt: bool,
    /// Substantial action since the error (TDA 2024 rule 36).
    pub substantial_action_since: bool,
}

/// Underbets and under-raises are corrected for every bettor on the street and stand once the
/// next card is out; a pot-limit count too high is reduced anywhere on the street, too low only
/// until substantial action (TDA 2024 rule 52; seed 004 lets later players change decisions).
pub fn bet_error(error: &BetError, rules: &BettingRules) -> Ruling {
    if error.next_card_dealt {
        return ruling_worded(Decision::Stands, &["TDA-52"], |lang| {
            fill!(words(lang), "TheNextCardIsOutThe")
        });
    }
    let seats = std::iter::once(error.bettor).chain(error.callers.iter().copied());
    let legal = error.legal_to;
    if error.made_to > error.legal_to {
        let back = error.made_to - error.legal_to;
        let corrections = seats
            .map(|seat| Correction {
                seat,
                to: error.legal_to,
                to_add: 0,
                returned: back,
                may_change: false,
            })
            .collect();
        return ruling_worded(
            Decision::Corrections(corrections),
            &["TDA-52B", "TDA-54", "ADD-52"],
            |lang| {
                fill!(
                    words(lang),
                    "APotLimitBetOverThe",
                    legal = chips_said(legal, lang)
                )
            },
        );
    }
    let pot_count = error.limit == Limit::PotLimit;
    if pot_count && error.substantial_action_since {
        return ruling_worded(Decision::Stands, &["TDA-52B", "TDA-36", "ADD-52"], |lang| {
            fill!(words(lang), "APotCountThatWasToo")
        });
    }
    let add = error.legal_to - error.made_to;
    let later_may_change = rules.bet_error == BetErrorRule::LaterPlayersMayChange;
    let corrections = seats
        .enumerate()
        .map(|(k, seat)| Correction {
            seat,
            to: error.legal_to,
            to_add: add,
            returned: 0,
            may_change: k > 0 && later_may_change,
        })
        .collect();
    if later_may_change {
        ruling_worded(
            Decision::Corrections(corrections),
            &["S004-bet-errors"],
            |lang| {
                fill!(
                    words(lang),
                    "TheBetIsCorrectedToPlayers",
                    legal = chips_said(legal, lang)
                )
            },
        )
    } else {
        ruling_worded(Decision::Corrections(corrections), &["TDA-52A"], |lang| {
            fill!(
                words(lang),
                "TheBetIsCorrectedToFor",
                legal = chips_said(legal, lang)
            )
        })
    }
}

/// An action taken out of turn (TDA 2024 rule 53A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutOfTurn {
    /// What the out-of-turn player did or declared, as a street total.
    pub action: Action,
    /// Whether the action reaching them changed once the skipped players acted (a bet or a
    /// raise in between; a check, call or fold is no change).
    pub action_changed: bool,
}

/// Out-of-turn action: a fold always binds; a check, call or raise binds if the action reaching
/// the player did not change; if it changed, the player has every option again (TDA 2024 rule
/// 53A) or, under seed 004, may raise only if their out-of-turn action was a bet or raise.
/// `facing` is what the player faces now that it is their turn.
pub fn out_of_turn(oot: &OutOfTurn, facing: &Facing, rules: &BettingRules) -> Ruling {
    if oot.action == Action::Fold {
        return ruling_worded(
            Decision::Binding(fold(facing, 0)),
            &["TDA-53A", "TDA-58"],
            |lang| fill!(words(lang), "AFoldOutOfTurnBinds"),
        );
    }
    if !oot.action_changed {
        let bound = match oot.action {
            Action::Check | Action::Call => passive(facing),
            Action::BetTo(to) | Action::RaiseTo(to) => wager(facing, to, 0),
            Action::AllIn => ruled(facing, wager_kind(facing), facing.all_in_to(), 0),
            Action::Fold => fold(facing, 0),
        };
        return ruling_worded(
            Decision::Binding(bound),
            &["TDA-53A", "S004-out-of-turn"],
            |lang| fill!(words(lang), "TheActionReachingThePlayerDid"),
        );
    }
    let was_wager = matches!(
        oot.action,
        Action::BetTo(_) | Action::RaiseTo(_) | Action::AllIn
    );
    match rules.out_of_turn {
        OutOfTurnRule::AllOptions => ruling_worded(
            Decision::PlayerChooses(every_option(facing, true)),
            &["TDA-53A", "ADD-53"],
            |lang| fill!(words(lang), "TheActionChangedTheOutOf"),
        ),
        OutOfTurnRule::RaiseOnlyAfterOwnBet if was_wager => ruling_worded(
            Decision::PlayerChooses(every_option(facing, true)),
            &["S004-out-of-turn"],
            |lang| fill!(words(lang), "TheActionChangedTheOutOf2"),
        ),
        OutOfTurnRule::RaiseOnlyAfterOwnBet => ruling_worded(
            Decision::PlayerChooses(every_option(facing, false)),
            &["S004-out-of-turn"],
            |lang| fill!(words(lang), "TheActionChangedTheOutOf3"),
        ),
    }
}

/// A player passed over by out-of-turn action (TDA 2024 rule 53B; seed 004).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Skipped {
    /// Players who acted after the skipped one.
    pub acted_after: usize,
    /// Substantial action (rule 36) happened out of turn after the skipped player.
    pub substantial_action: bool,
    /// The skipped player had a reasonable time to speak up (TDA; not read under seed 004).
    pub had_reasonable_time: bool,
    /// A bet was made on this street before the skipped player's turn (seed 004; not read
    /// under the TDA).
    pub pot_opened: bool,
}

/// What a skipped player may do when the error is found. TDA: once substantial action followed
/// while they had time to speak up, the out-of-turn actions bind and the TD rules the hand dead
/// or limits it to checking or calling; otherwise the action returns to the player with every
/// option. Seed 004: once three players acted after them, they may not bet an unopened pot, and
/// their hand is dead in an opened one. `facing` is what the skipped player faces now.
pub fn skipped_player(skipped: &Skipped, facing: &Facing, rules: &BettingRules) -> Ruling {
    let acted = skipped.acted_after;
    match rules.skipped_player {
        SkippedPlayerRule::TdDecides
            if skipped.substantial_action && skipped.had_reasonable_time =>
        {
            ruling_worded(
                Decision::TdDecides(vec![fold(facing, 0), passive(facing)]),
                &["TDA-53B", "TDA-36", "ADD-53"],
                |lang| fill!(words(lang), "SubstantialActionTookPlaceOutOf", acted),
            )
        }
        SkippedPlayerRule::TdDecides => {
            let no_time = skipped.substantial_action;
            ruling_worded(
                Decision::PlayerChooses(every_option(facing, true)),
                &["TDA-53B", "TDA-36", "TDA-53A"],
                |lang| {
                    if no_time {
                        fill!(words(lang), "BacksUpNoTime")
                    } else {
                        fill!(words(lang), "BacksUpNoSubstantialAction")
                    }
                },
            )
        }
        SkippedPlayerRule::ThreeActedAfter if acted < 3 => ruling_worded(
            Decision::PlayerChooses(every_option(facing, true)),
            &["S004-skipped-player", "S004-out-of-turn"],
            |lang| fill!(words(lang), "OnlyActedPlayerSActedAfter", acted),
        ),
        SkippedPlayerRule::ThreeActedAfter if skipped.pot_opened => ruling_worded(
            Decision::Binding(fold(facing, 0)),
            &["S004-skipped-player"],
            |lang| fill!(words(lang), "ActedPlayersActedAfterTheSkipped", acted),
        ),
        SkippedPlayerRule::ThreeActedAfter => ruling_worded(
            Decision::PlayerChooses(vec![passive(facing), fold(facing, 0)]),
            &["S004-skipped-player"],
            |lang| fill!(words(lang), "ActedPlayersActedAfterTheSkipped2", acted),
        ),
    }
}
