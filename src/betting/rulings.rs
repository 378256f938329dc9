//! Chip-movement rulings: what a push of chips or a declaration amounts to when the table
//! disputes it. Each function is pure: the TD describes what happened, the ruling says what the
//! action is, which chips go back or must be added, whether the TD or the player must choose,
//! and the rules it rests on (TDA 2024 rules 40-45, 51, 52, 54, 56, 57; seed 004).

use super::{Action, Limit, chips};
use crate::Chips;
use crate::rules::house::{
    BetErrorRule, BettingRules, OutOfTurnRule, SkippedPlayerRule, TableTap, UndercallRule,
};
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
}

impl Facing {
    fn call_amount(self) -> Chips {
        self.current_bet.saturating_sub(self.own_bet)
    }

    fn all_in_to(self) -> Chips {
        self.own_bet + self.stack
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
    /// The player's street total once the ruling is applied.
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
    /// "TDA 2024 rule 45", "seed 004".
    pub rules: Vec<String>,
    pub reason: String,
}

impl Ruling {
    /// The binding action, if the rules fix one.
    pub fn binding(&self) -> Option<Ruled> {
        match &self.decision {
            Decision::Binding(ruled) => Some(*ruled),
            _ => None,
        }
    }

    /// Whether the ruling cites this TDA rule ("45", "51").
    pub fn rests_on(&self, rule: &str) -> bool {
        self.rules
            .iter()
            .any(|r| r.strip_prefix("TDA 2024 rule ") == Some(rule))
    }
}

fn tda(rules: &[&str]) -> Vec<String> {
    rules
        .iter()
        .map(|r| {
            if r.starts_with("seed") || r.starts_with("RP") {
                (*r).to_string()
            } else {
                format!("TDA 2024 rule {r}")
            }
        })
        .collect()
}

fn ruling(decision: Decision, rules: &[&str], reason: String) -> Ruling {
    Ruling {
        decision,
        rules: tda(rules),
        reason,
    }
}

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
    let kind = if facing.current_bet == 0 {
        RuledKind::Bet
    } else {
        RuledKind::Raise
    };
    ruled(facing, kind, to, pushed)
}

/// Rules on chips pushed in one motion (their denominations in `chips`) with what was said.
/// Only the first motion counts: chips added by going back to the stack are a string bet
/// (TDA 2024 rule 56) and are not part of `chips`.
pub fn rule_on_chips(
    facing: &Facing,
    declaration: Declaration,
    chips_pushed: &[Chips],
    rules: &BettingRules,
) -> Ruling {
    let pushed: Chips = chips_pushed.iter().sum();
    let to_call = facing.call_amount();
    let no_bet = to_call == 0;
    match declaration {
        Declaration::Tap => tap(facing, rules),
        Declaration::Check if no_bet => ruling(
            Decision::Binding(ruled(facing, RuledKind::Check, facing.own_bet, pushed)),
            &["40"],
            "A check with no bet to face.".to_string(),
        ),
        Declaration::Check => ruling(
            Decision::PlayerChooses(vec![call(facing, pushed), fold(facing, 0)]),
            &["40"],
            "A check facing a bet binds the player to not raising: call or fold.".to_string(),
        ),
        Declaration::Call if no_bet => ruling(
            Decision::Binding(ruled(facing, RuledKind::Check, facing.own_bet, pushed)),
            &["40"],
            "\"Call\" with nothing to call is a check.".to_string(),
        ),
        Declaration::Call => ruling(
            Decision::Binding(call(facing, pushed)),
            &["40"],
            format!(
                "\"Call\" is binding: the call is {}.",
                chips(to_call.min(facing.stack))
            ),
        ),
        Declaration::Raise | Declaration::RaiseTo(_) if !facing.may_raise => ruling(
            Decision::Binding(call(facing, pushed)),
            &["47"],
            "The betting is not open to this player again (not a full raise since they \
             acted, or the cap is reached): the raise stands as a call."
                .to_string(),
        ),
        Declaration::Raise => {
            let wanted = facing.own_bet + pushed;
            let r = wager(facing, wanted, pushed);
            let reason = if chips_pushed.len() == 1 && !no_bet {
                format!(
                    "\"Raise\" declared before a single oversized chip landed: a raise to the \
                     chip's value, at least a full raise (to {}).",
                    chips(r.to)
                )
            } else {
                format!(
                    "\"Raise\" declared first: at least a full bet or raise is required (to {}).",
                    chips(r.to)
                )
            };
            ruling(Decision::Binding(r), &["40", "42", "43", "44"], reason)
        }
        Declaration::RaiseTo(total) => {
            let r = wager(facing, total, pushed);
            ruling(
                Decision::Binding(r),
                &["40", "43"],
                format!(
                    "A declared raise amount is the total (\"raise, {}\" makes it {}), at least \
                     a full raise.",
                    chips(total),
                    chips(r.to)
                ),
            )
        }
        Declaration::Pot => pot(facing, pushed),
        Declaration::Amount(amount) => by_amount(facing, amount, None, rules, &["40"]),
        Declaration::UnclearAmount(number) => {
            let small = number.saturating_mul(100);
            let large = number.saturating_mul(1000);
            let amount = if facing.pot < large { small } else { large };
            let mut r = by_amount(facing, amount, None, rules, &["57"]);
            r.reason = format!(
                "An unclear \"{number}\" is read by the size of the pot: {} here. {}",
                chips(amount),
                r.reason
            );
            r
        }
        Declaration::Silent => by_amount(facing, pushed, Some(chips_pushed), rules, &[]),
    }
}

fn fold(facing: &Facing, pushed: Chips) -> Ruled {
    Ruled {
        kind: RuledKind::Fold,
        to: facing.own_bet + pushed,
        returned: 0,
        to_add: 0,
        all_in: false,
    }
}

fn tap(facing: &Facing, rules: &BettingRules) -> Ruling {
    if facing.call_amount() == 0 {
        return ruling(
            Decision::Binding(ruled(facing, RuledKind::Check, facing.own_bet, 0)),
            &["3"],
            "Tapping the table is a check.".to_string(),
        );
    }
    match rules.table_tap_facing_bet {
        TableTap::Check => ruling(
            Decision::PlayerChooses(vec![call(facing, 0), fold(facing, 0)]),
            &["3"],
            "A tap is a check; facing a bet that leaves call or fold.".to_string(),
        ),
        TableTap::Fold => ruling(
            Decision::Binding(fold(facing, 0)),
            &["seed 004"],
            "Facing a bet, tapping the table folds (house rule of seed 004).".to_string(),
        ),
    }
}

fn pot(facing: &Facing, pushed: Chips) -> Ruling {
    match (facing.limit, facing.max_raise_to) {
        (Limit::PotLimit, Some(max)) => {
            let r = wager(facing, max, pushed);
            ruling(
                Decision::Binding(r),
                &["54"],
                format!("\"Pot\" in pot-limit is the maximum: {}.", chips(r.to)),
            )
        }
        _ => {
            let r = wager(facing, facing.min_raise_to, pushed);
            ruling(
                Decision::Binding(r),
                &["54"],
                format!(
                    "\"Pot\" outside pot-limit binds the player to at least the minimum ({}).",
                    chips(r.to)
                ),
            )
        }
    }
}

/// Chips or an amount without a raise declaration: oversized chip (44), several chips and the
/// 50% rule (45), last chips all-in, undercall (51).
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
    if pushed >= facing.stack {
        let to = facing.all_in_to();
        if to <= facing.current_bet || !facing.may_raise {
            return ruling(
                Decision::Binding(call(facing, pushed)),
                &cite_with(&["45"]),
                "A player's last chips are all-in; here they amount to a call.".to_string(),
            );
        }
        let kind = if facing.current_bet == 0 {
            RuledKind::Bet
        } else {
            RuledKind::Raise
        };
        let mut r = ruled(facing, kind, to, pushed);
        if let Some(max) = facing.max_raise_to.filter(|&max| to > max) {
            r = ruled(facing, kind, max, pushed);
        }
        return ruling(
            Decision::Binding(r),
            &cite_with(&["45"]),
            format!(
                "A player's last chips are all-in: {} to {}.",
                kind_word(kind),
                chips(r.to)
            ),
        );
    }
    let single_chip = chips_pushed.is_some_and(|c| c.len() == 1);
    if to_call == 0 {
        let r = wager(facing, facing.own_bet + pushed, pushed);
        let reason = if r.to_add > 0 {
            format!(
                "A bet below the minimum is brought up to the minimum bet of {}.",
                chips(r.to)
            )
        } else if single_chip {
            "With no bet to face, a single chip is a bet of its full value.".to_string()
        } else {
            format!("A bet of {}.", chips(r.to))
        };
        let rules_cited: &[&str] = if single_chip { &["43", "44"] } else { &["43"] };
        return ruling(Decision::Binding(r), &cite_with(rules_cited), reason);
    }
    if pushed < to_call {
        return undercall(facing, pushed, rules);
    }
    if pushed == to_call {
        return ruling(
            Decision::Binding(call(facing, pushed)),
            &cite_with(&["45"]),
            "Exactly the call.".to_string(),
        );
    }
    if single_chip {
        return ruling(
            Decision::Binding(call(facing, pushed)),
            &cite_with(&["44"]),
            format!(
                "A single oversized chip with no raise declared is a call; {} goes back.",
                chips(pushed - to_call)
            ),
        );
    }
    if let Some(pushed_chips) = chips_pushed {
        let smallest = pushed_chips.iter().copied().min().unwrap_or(0);
        if pushed - smallest < to_call {
            return ruling(
                Decision::Binding(call(facing, pushed)),
                &cite_with(&["45"]),
                format!(
                    "Every chip was needed for the call: a call, {} goes back.",
                    chips(pushed - to_call)
                ),
            );
        }
    }
    if !facing.may_raise {
        return ruling(
            Decision::Binding(call(facing, pushed)),
            &cite_with(&["47"]),
            "The betting is not open to this player again: a call, the excess goes back."
                .to_string(),
        );
    }
    let increment = (facing.own_bet + pushed).saturating_sub(facing.current_bet);
    let full = facing.min_raise_to.saturating_sub(facing.current_bet);
    if 2 * increment >= full {
        let r = wager(facing, facing.own_bet + pushed, pushed);
        let reason = if r.to_add > 0 {
            format!(
                "The raise reaches half a full raise ({} of {}): it must be completed to {}.",
                chips(increment),
                chips(full),
                chips(r.to)
            )
        } else {
            format!("A raise to {}.", chips(r.to))
        };
        ruling(Decision::Binding(r), &cite_with(&["43", "45"]), reason)
    } else {
        ruling(
            Decision::Binding(call(facing, pushed)),
            &cite_with(&["43", "45"]),
            format!(
                "The raise is less than half a full raise ({} of {}): a call, {} goes back.",
                chips(increment),
                chips(full),
                chips(pushed - to_call)
            ),
        )
    }
}

fn kind_word(kind: RuledKind) -> &'static str {
    match kind {
        RuledKind::Fold => "fold",
        RuledKind::Check => "check",
        RuledKind::Call => "call",
        RuledKind::Bet => "a bet",
        RuledKind::Raise => "a raise",
    }
}

/// Less than the call put in without saying "call" (TDA 2024 rule 51B): a full call is
/// required heads-up or facing the street's opening bet; otherwise the TD decides and may
/// allow the player to forfeit the chips and fold. Seed 004 always completes the call.
pub fn undercall(facing: &Facing, pushed: Chips, rules: &BettingRules) -> Ruling {
    let complete = call(facing, pushed);
    if rules.undercall == UndercallRule::AlwaysCompleted {
        return ruling(
            Decision::Binding(complete),
            &["seed 004"],
            format!(
                "An insufficient call is always completed: {} more.",
                chips(complete.to_add)
            ),
        );
    }
    if facing.players_in_hand <= 2 || facing.opening_bet {
        let why = if facing.players_in_hand <= 2 {
            "heads-up"
        } else {
            "facing the street's opening bet"
        };
        return ruling(
            Decision::Binding(complete),
            &["51"],
            format!(
                "An undercall {why} is a full call: {} more.",
                chips(complete.to_add)
            ),
        );
    }
    ruling(
        Decision::TdDecides(vec![complete, fold(facing, pushed)]),
        &["51"],
        "An undercall multi-way facing a raise: the TD either requires the full call or lets \
         the player forfeit the chips put in and fold."
            .to_string(),
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
        return ruling(
            Decision::Stands,
            &["52"],
            "The next card is out: the bets stand as made.".to_string(),
        );
    }
    let seats = std::iter::once(error.bettor).chain(error.callers.iter().copied());
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
        return ruling(
            Decision::Corrections(corrections),
            &["52", "54"],
            format!(
                "A pot-limit bet over the pot is reduced to {} anywhere on the street.",
                chips(error.legal_to)
            ),
        );
    }
    let pot_count = error.limit == Limit::PotLimit;
    if pot_count && error.substantial_action_since {
        return ruling(
            Decision::Stands,
            &["52", "54"],
            "A pot count that was too low stands once substantial action followed.".to_string(),
        );
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
    let (cite, reason): (&[&str], String) = if later_may_change {
        (
            &["seed 004"],
            format!(
                "The bet is corrected to {}; players who acted after the error may change \
                 their decisions.",
                chips(error.legal_to)
            ),
        )
    } else {
        (
            &["52"],
            format!(
                "The bet is corrected to {} for every bettor on the street.",
                chips(error.legal_to)
            ),
        )
    };
    ruling(Decision::Corrections(corrections), cite, reason)
}

/// An action taken out of turn (TDA 2024 rule 53A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutOfTurn {
    /// What the out-of-turn player did or declared, as a street total.
    pub action: Action,
    /// Whether the action reaching them changed once the skipped players acted (a bet or a
    /// raise in between).
    pub action_changed: bool,
}

/// Out-of-turn action: a fold always binds; a check, call or raise binds if the action reaching
/// the player did not change; if it changed, the player has every option again (TDA 2024 rule
/// 53A) or, under seed 004, may raise only if their out-of-turn action was a bet or raise.
/// `facing` is what the player faces now that it is their turn.
pub fn out_of_turn(oot: &OutOfTurn, facing: &Facing, rules: &BettingRules) -> Ruling {
    let options = |with_raise: bool| {
        let mut options = Vec::new();
        if facing.call_amount() == 0 {
            options.push(ruled(facing, RuledKind::Check, facing.own_bet, 0));
        } else {
            options.push(call(facing, 0));
        }
        if with_raise && facing.may_raise {
            options.push(wager(facing, facing.min_raise_to, 0));
        }
        options.push(fold(facing, 0));
        options
    };
    if oot.action == Action::Fold {
        return ruling(
            Decision::Binding(fold(facing, 0)),
            &["53"],
            "A fold out of turn is binding.".to_string(),
        );
    }
    if !oot.action_changed {
        let bound = match oot.action {
            Action::Check if facing.call_amount() == 0 => {
                ruled(facing, RuledKind::Check, facing.own_bet, 0)
            }
            Action::Check | Action::Call => call(facing, 0),
            Action::BetTo(to) | Action::RaiseTo(to) => wager(facing, to, 0),
            Action::AllIn => ruled(
                facing,
                if facing.current_bet == 0 {
                    RuledKind::Bet
                } else {
                    RuledKind::Raise
                },
                facing.all_in_to(),
                0,
            ),
            Action::Fold => fold(facing, 0),
        };
        return ruling(
            Decision::Binding(bound),
            &["53"],
            "The action reaching the player did not change: the out-of-turn action binds."
                .to_string(),
        );
    }
    let was_wager = matches!(
        oot.action,
        Action::BetTo(_) | Action::RaiseTo(_) | Action::AllIn
    );
    match rules.out_of_turn {
        OutOfTurnRule::AllOptions => ruling(
            Decision::PlayerChooses(options(true)),
            &["53"],
            "The action changed: the out-of-turn action is void and every option is open."
                .to_string(),
        ),
        OutOfTurnRule::RaiseOnlyAfterOwnBet => ruling(
            Decision::PlayerChooses(options(was_wager)),
            &["seed 004"],
            if was_wager {
                "The action changed; the out-of-turn action was a bet or raise, so the player may \
                 raise again."
                    .to_string()
            } else {
                "The action changed; the out-of-turn action was no bet or raise, so the player \
                 may call or fold but not raise."
                    .to_string()
            },
        ),
    }
}

/// A player passed over by out-of-turn action (TDA 2024 rule 53B; seed 004).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Skipped {
    /// Players who acted after the skipped one.
    pub acted_after: usize,
    /// Substantial action (rule 36) happened after the skipped player.
    pub substantial_action: bool,
    /// A bet was made on this street before the skipped player's turn.
    pub pot_opened: bool,
}

/// What a skipped player may do when the error is found. TDA: once substantial action followed,
/// the out-of-turn actions bind and the TD rules the hand dead or limits it to checking or
/// calling; before that the action returns to the player. Seed 004: once three players acted
/// after them, they may not bet an unopened pot, and their hand is dead in an opened one.
pub fn skipped_player(skipped: &Skipped, facing: &Facing, rules: &BettingRules) -> Ruling {
    let passive = if facing.call_amount() == 0 {
        ruled(facing, RuledKind::Check, facing.own_bet, 0)
    } else {
        call(facing, 0)
    };
    let mut all = vec![passive];
    if facing.may_raise {
        all.push(wager(facing, facing.min_raise_to, 0));
    }
    all.push(fold(facing, 0));
    match rules.skipped_player {
        SkippedPlayerRule::TdDecides if skipped.substantial_action => ruling(
            Decision::TdDecides(vec![fold(facing, 0), passive]),
            &["36", "53"],
            "Substantial action followed the skipped player: the out-of-turn actions stand and \
             the TD rules the hand dead or lets the player only check or call."
                .to_string(),
        ),
        SkippedPlayerRule::ThreeActedAfter if skipped.acted_after >= 3 => {
            if skipped.pot_opened {
                ruling(
                    Decision::Binding(fold(facing, 0)),
                    &["seed 004"],
                    "Three players acted after the skipped player in an opened pot: the hand is \
                     dead."
                        .to_string(),
                )
            } else {
                ruling(
                    Decision::PlayerChooses(vec![passive, fold(facing, 0)]),
                    &["seed 004"],
                    "Three players acted after the skipped player in an unopened pot: no bet; \
                     check or fold."
                        .to_string(),
                )
            }
        }
        _ => ruling(
            Decision::PlayerChooses(all),
            &["53"],
            format!(
                "The action returns to the skipped player ({} acted after them): every option \
                 is open.",
                skipped.acted_after
            ),
        ),
    }
}
