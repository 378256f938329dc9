//! Chip-movement rulings: what a push of chips or a declaration amounts to when the table
//! disputes it. Each function is pure: the TD describes what happened, the ruling says what the
//! action is, which chips go back or must be added, whether the TD or the player must choose,
//! and the rules it rests on (TDA 2024 rules 40-47, 51-57; seed 004).
//!
//! This is the single place where these rules are applied: the hand engine feeds them a
//! [`Facing`] read from the hand, and the dispute catalogue (`rules::disputes`) builds one from
//! the facts the TD gives and turns the ruling into a catalogue ruling. Reasons come in English
//! and French and rules are cited by rulebook id, so both callers show the same words.

use super::{Action, Limit, chips, chips_fr};
use crate::Chips;
use crate::house::RuleRef;
use crate::house::{
    BetErrorRule, BettingRules, OutOfTurnRule, PotLimitMethod, ShortAllInReopening,
    SkippedPlayerRule, TableTap, UndercallRule,
};
use riffle_text::Text;
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
        let (mut en, mut fr) = (action.en, action.fr);
        if self.returned > 0 {
            en.push_str(&format!(", {} goes back", chips(self.returned)));
            fr.push_str(&format!(", {} rendus", chips_fr(self.returned)));
        }
        if self.to_add > 0 {
            en.push_str(&format!(", {} more to put in", chips(self.to_add)));
            fr.push_str(&format!(", {} à ajouter", chips_fr(self.to_add)));
        }
        Text::new(en, fr)
    }

    /// "Raise to 900 (all-in)": the action alone, without the chips that move.
    pub fn describe_action(&self) -> Text {
        let (to, to_fr) = (chips(self.to), chips_fr(self.to));
        let (mut en, mut fr) = match self.kind {
            RuledKind::Fold if self.to > 0 => (
                format!("Fold, leaving the {to} put in"),
                format!("Se coucher en laissant les {to_fr} misés"),
            ),
            RuledKind::Fold => ("Fold".to_string(), "Se coucher".to_string()),
            RuledKind::Check => ("Check".to_string(), "Parole".to_string()),
            RuledKind::Call => (format!("Call {to}"), format!("Suivre {to_fr}")),
            RuledKind::Bet => (format!("Bet {to}"), format!("Miser {to_fr}")),
            RuledKind::Raise => (format!("Raise to {to}"), format!("Relancer à {to_fr}")),
        };
        if self.all_in {
            en.push_str(" (all-in)");
            fr.push_str(" (tapis)");
        }
        Text::new(en, fr)
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

fn ruling(decision: Decision, rules: &[&'static str], en: String, fr: String) -> Ruling {
    Ruling {
        decision,
        rules: rules.iter().map(|id| RuleRef::new(id)).collect(),
        reason: Text::new(en, fr),
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
        Declaration::Check if no_bet => ruling(
            Decision::Binding(check(facing, pushed)),
            &["TDA-40"],
            "A check with no bet to face.".to_string(),
            "Parole, sans mise à suivre.".to_string(),
        ),
        Declaration::Check => ruling(
            Decision::PlayerChooses(vec![call(facing, pushed), fold(facing, 0)]),
            &["TDA-55"],
            "Saying \"check\" facing a bet binds the player not to raise: call or fold."
                .to_string(),
            "Dire « parole » face à une mise interdit de relancer : suivre ou se coucher."
                .to_string(),
        ),
        Declaration::Call if no_bet => ruling(
            Decision::Binding(check(facing, pushed)),
            &["TDA-55"],
            "\"Call\" with nothing to call is a check.".to_string(),
            "« Je suis » sans rien à suivre vaut parole.".to_string(),
        ),
        Declaration::Call => {
            let amount = to_call.min(facing.stack);
            ruling(
                Decision::Binding(call(facing, pushed)),
                &["TDA-51A", "TDA-40"],
                format!("\"Call\" binds: the call is {}.", chips(amount)),
                format!("« Je suis » engage : le suivi est de {}.", chips_fr(amount)),
            )
        }
        Declaration::Raise | Declaration::RaiseTo(_) if !facing.may_raise => ruling(
            Decision::Binding(call(facing, pushed)),
            &["TDA-47"],
            "The betting is not open to this player again (no full raise since they acted, or \
             the cap is reached): the raise stands as a call."
                .to_string(),
            "Les enchères ne sont pas rouvertes pour ce joueur (pas de relance complète depuis \
             qu'il a parlé, ou plafond atteint) : la relance vaut suivi."
                .to_string(),
        ),
        Declaration::Raise => {
            let r = wager(facing, facing.own_bet.saturating_add(pushed), pushed);
            let single_chip = chips_pushed.is_some_and(|c| c.len() == 1);
            if single_chip && !no_bet {
                ruling(
                    Decision::Binding(r),
                    &["TDA-44", "TDA-42", "S004-overchip"],
                    format!(
                        "\"Raise\" was declared before a single oversized chip landed: a raise \
                         to the chip's value, at least a full raise (to {}).",
                        chips(r.to)
                    ),
                    format!(
                        "« Relance » a été annoncée avant que le jeton seul touche la table : \
                         relance de la valeur du jeton, au moins une relance complète (à {}).",
                        chips_fr(r.to)
                    ),
                )
            } else if no_bet {
                ruling(
                    Decision::Binding(r),
                    &["TDA-55", "TDA-40"],
                    format!(
                        "\"Raise\" with no bet to face obliges at least a minimum bet (to {}).",
                        chips(r.to)
                    ),
                    format!(
                        "« Relance » sans mise à suivre oblige au moins à la mise minimale (à {}).",
                        chips_fr(r.to)
                    ),
                )
            } else {
                ruling(
                    Decision::Binding(r),
                    &["TDA-40", "TDA-42", "TDA-43", "S004-raise-methods"],
                    format!(
                        "\"Raise\" declared first: at least a full raise is required (to {}).",
                        chips(r.to)
                    ),
                    format!(
                        "« Relance » annoncée d'abord : il faut au moins une relance complète \
                         (à {}).",
                        chips_fr(r.to)
                    ),
                )
            }
        }
        Declaration::RaiseTo(total) => {
            let r = wager(facing, total, pushed);
            ruling(
                Decision::Binding(r),
                &["TDA-40", "TDA-43B"],
                format!(
                    "A raise declared with an amount sets the total: \"raise, {}\" makes it {} \
                     (at least a full raise).",
                    chips(total),
                    chips(r.to)
                ),
                format!(
                    "Une relance annoncée avec un montant fixe le total : « relance, {} » fait \
                     {} (au moins une relance complète).",
                    chips_fr(total),
                    chips_fr(r.to)
                ),
            )
        }
        Declaration::Pot => pot(facing, pushed),
        Declaration::Amount(amount) => by_amount(facing, amount, None, rules, &["TDA-40C"]),
        Declaration::UnclearAmount(number) => {
            let small = number.saturating_mul(100);
            let large = number.saturating_mul(1000);
            let amount = if facing.pot < large { small } else { large };
            let mut r = by_amount(facing, amount, None, rules, &["TDA-57"]);
            r.reason = Text::new(
                format!(
                    "An unclear \"{number}\" is read by the size of the pot: {} here. {}",
                    chips(amount),
                    r.reason.en
                ),
                format!(
                    "Un « {number} » ambigu se lit selon la taille du pot : {} ici. {}",
                    chips_fr(amount),
                    r.reason.fr
                ),
            );
            r
        }
        Declaration::Silent => by_amount(facing, pushed, chips_pushed, rules, &[]),
    }
}

fn tap(facing: &Facing, rules: &BettingRules) -> Ruling {
    if facing.call_amount() == 0 {
        return ruling(
            Decision::Binding(check(facing, 0)),
            &["TDA-3", "S004-tap"],
            "Tapping the table is a check.".to_string(),
            "Taper la table vaut parole.".to_string(),
        );
    }
    match rules.table_tap_facing_bet {
        TableTap::Check => ruling(
            Decision::PlayerChooses(vec![call(facing, 0), fold(facing, 0)]),
            &["TDA-3"],
            "A tap is a check; facing a bet, that leaves call or fold.".to_string(),
            "Taper la table vaut parole ; face à une mise, il reste à suivre ou à se coucher."
                .to_string(),
        ),
        TableTap::Fold => ruling(
            Decision::Binding(fold(facing, 0)),
            &["S004-tap"],
            "Facing a bet, tapping the table folds (French rules).".to_string(),
            "Face à une mise, taper la table vaut abandon (règles françaises).".to_string(),
        ),
    }
}

fn pot(facing: &Facing, pushed: Chips) -> Ruling {
    match (facing.limit, facing.max_raise_to) {
        (Limit::PotLimit, Some(max)) => {
            let r = wager(facing, max, pushed);
            ruling(
                Decision::Binding(r),
                &["TDA-54"],
                format!("\"Pot\" in pot-limit is the maximum: {}.", chips(r.to)),
                format!("« Pot » en pot-limit est le maximum : {}.", chips_fr(r.to)),
            )
        }
        _ => {
            let r = wager(facing, facing.min_raise_to, pushed);
            ruling(
                Decision::Binding(r),
                &["TDA-54D"],
                format!(
                    "\"Pot\" outside pot-limit is not a valid bet, but it binds the player to at \
                     least the minimum ({}).",
                    chips(r.to)
                ),
                format!(
                    "« Pot » hors pot-limit n'est pas une mise valable, mais oblige le joueur au \
                     moins au minimum ({}).",
                    chips_fr(r.to)
                ),
            )
        }
    }
}

/// A call with the excess going back, for the reasons of the 44/45/47 branches.
fn call_with_excess(
    facing: &Facing,
    pushed: Chips,
    rules: Vec<&'static str>,
    en: &str,
    fr: &str,
) -> Ruling {
    let back = pushed.saturating_sub(facing.call_amount());
    ruling(
        Decision::Binding(call(facing, pushed)),
        &rules,
        format!("{en}: a call, {} goes back.", chips(back)),
        format!("{fr} : c'est un suivi, {} sont rendus.", chips_fr(back)),
    )
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
        let (en, fr, rules_cited): (String, String, &[&'static str]) = if r.to_add > 0 {
            (
                format!(
                    "A bet below the minimum is brought up to the minimum bet of {}.",
                    chips(r.to)
                ),
                format!(
                    "Une mise inférieure au minimum est portée à la mise minimale de {}.",
                    chips_fr(r.to)
                ),
                &["TDA-43", "S004-minimum-bet"],
            )
        } else if single_chip {
            (
                "With no bet to face, a single chip is a bet of its full value.".to_string(),
                "Sans mise à suivre, un jeton seul est une mise de sa pleine valeur.".to_string(),
                &["TDA-44", "S004-overchip"],
            )
        } else {
            (
                format!("A bet of {}.", chips(r.to)),
                format!("Une mise de {}.", chips_fr(r.to)),
                &["TDA-40"],
            )
        };
        return ruling(Decision::Binding(r), &cite_with(rules_cited), en, fr);
    }
    if pushed < to_call {
        return undercall(facing, pushed, rules);
    }
    if pushed == to_call {
        return ruling(
            Decision::Binding(call(facing, pushed)),
            &cite_with(&["TDA-41"]),
            "Exactly the call.".to_string(),
            "Exactement le suivi.".to_string(),
        );
    }
    if single_chip {
        return call_with_excess(
            facing,
            pushed,
            cite_with(&["TDA-44", "S004-overchip"]),
            "A single oversized chip with no raise declared",
            "Un jeton trop gros seul, sans relance annoncée",
        );
    }
    if let Some(pushed_chips) = chips_pushed {
        let smallest = pushed_chips.iter().copied().min().unwrap_or(0);
        if pushed - smallest < to_call {
            return call_with_excess(
                facing,
                pushed,
                cite_with(&["TDA-45A"]),
                "Every chip was needed for the call",
                "Chaque jeton était nécessaire pour suivre",
            );
        }
    }
    if pushed >= facing.stack {
        return last_chips(facing, pushed, &cite_with(&["TDA-45B"]));
    }
    if !facing.may_raise {
        return call_with_excess(
            facing,
            pushed,
            cite_with(&["TDA-47"]),
            "The betting is not open to this player again",
            "Les enchères ne sont pas rouvertes pour ce joueur",
        );
    }
    let increment = facing
        .own_bet
        .saturating_add(pushed)
        .saturating_sub(facing.current_bet);
    let full = facing.min_raise_to.saturating_sub(facing.current_bet);
    let cited = cite_with(&["TDA-43A", "TDA-45B", "S004-insufficient-bet"]);
    if increment.saturating_mul(2) >= full {
        let r = wager(facing, facing.own_bet.saturating_add(pushed), pushed);
        let (en, fr) = if r.to_add > 0 {
            (
                format!(
                    "The raise reaches half a full raise ({} of {}): it must be completed to {}.",
                    chips(increment),
                    chips(full),
                    chips(r.to)
                ),
                format!(
                    "La relance atteint la moitié d'une relance complète ({} sur {}) : elle doit \
                     être complétée à {}.",
                    chips_fr(increment),
                    chips_fr(full),
                    chips_fr(r.to)
                ),
            )
        } else {
            (
                format!("A raise to {}.", chips(r.to)),
                format!("Une relance à {}.", chips_fr(r.to)),
            )
        };
        ruling(Decision::Binding(r), &cited, en, fr)
    } else {
        call_with_excess(
            facing,
            pushed,
            cited,
            &format!(
                "The raise is less than half a full raise ({} of {})",
                chips(increment),
                chips(full)
            ),
            &format!(
                "La relance n'atteint pas la moitié d'une relance complète ({} sur {})",
                chips_fr(increment),
                chips_fr(full)
            ),
        )
    }
}

/// A player's last chips, all of them, where neither the single-chip nor the every-chip-needed
/// test made them a call: all-in, a call if they reach no further (TDA 45B).
fn last_chips(facing: &Facing, pushed: Chips, cite: &[&'static str]) -> Ruling {
    let to = facing.all_in_to();
    if to <= facing.current_bet || !facing.may_raise {
        return ruling(
            Decision::Binding(call(facing, pushed)),
            cite,
            "A player's last chips are all-in; here they amount to a call.".to_string(),
            "Les derniers jetons d'un joueur font tapis ; ici, ils valent un suivi.".to_string(),
        );
    }
    let kind = wager_kind(facing);
    let mut r = ruled(facing, kind, to, pushed);
    if let Some(max) = facing.max_raise_to.filter(|&max| to > max) {
        r = ruled(facing, kind, max, pushed);
    }
    let (what, what_fr) = match kind {
        RuledKind::Bet => ("a bet", "une mise"),
        _ => ("a raise", "une relance"),
    };
    ruling(
        Decision::Binding(r),
        cite,
        format!(
            "A player's last chips are all-in: {what} to {}.",
            chips(r.to)
        ),
        format!(
            "Les derniers jetons d'un joueur font tapis : {what_fr} à {}.",
            chips_fr(r.to)
        ),
    )
}

/// A player facing a raise pulled back the chips of their earlier bet (TDA 2024 rule 46):
/// having taken them back, they may no longer fold; they call or, when raising is open to
/// them, raise.
pub fn prior_bet_pulled_back(facing: &Facing) -> Ruling {
    let mut options = vec![call(facing, 0)];
    if facing.may_raise && facing.all_in_to() > facing.current_bet {
        options.push(wager(facing, facing.min_raise_to, 0));
    }
    let (en, fr) = if options.len() == 1 {
        (
            "Pulling back the earlier bet binds the player to act on the raise, and raising is \
             not open to them: they call.",
            "Reprendre sa mise précédente oblige le joueur à agir sur la relance, et relancer ne \
             lui est pas ouvert : il suit.",
        )
    } else {
        (
            "Pulling back the earlier bet binds the player to act on the raise: they call or \
             raise, and may no longer fold.",
            "Reprendre sa mise précédente oblige le joueur à agir sur la relance : il suit ou \
             relance, et ne peut plus se coucher.",
        )
    };
    let decision = match options.as_slice() {
        [only] => Decision::Binding(*only),
        _ => Decision::PlayerChooses(options),
    };
    ruling(decision, &["TDA-46"], en.to_string(), fr.to_string())
}

/// Less than the call put in without saying "call" (TDA 2024 rule 51B): a full call is
/// required heads-up or facing the street's opening bet; otherwise the TD decides and may
/// allow the player to fold, forfeiting the intended undercall, the rest going back. Seed 004
/// always completes the call.
pub fn undercall(facing: &Facing, pushed: Chips, rules: &BettingRules) -> Ruling {
    let complete = call(facing, pushed);
    let more = (chips(complete.to_add), chips_fr(complete.to_add));
    if rules.undercall == UndercallRule::AlwaysCompleted {
        return ruling(
            Decision::Binding(complete),
            &["S004-insufficient-bet"],
            format!(
                "An insufficient call is always completed under the French rules: {} more.",
                more.0
            ),
            format!(
                "Un suivi insuffisant est toujours complété selon les règles françaises : {} de plus.",
                more.1
            ),
        );
    }
    if facing.players_in_hand <= 2 || facing.opening_bet {
        let (why, why_fr) = if facing.players_in_hand <= 2 {
            ("heads-up", "en tête-à-tête")
        } else {
            (
                "facing the street's opening bet",
                "face à l'ouverture du tour",
            )
        };
        return ruling(
            Decision::Binding(complete),
            &["TDA-51B", "ADD-51"],
            format!("An undercall {why} is a full call: {} more.", more.0),
            format!(
                "Un suivi insuffisant {why_fr} vaut suivi complet : {} de plus.",
                more.1
            ),
        );
    }
    let intended = facing.intended_undercall.unwrap_or(pushed).min(pushed);
    let forfeit = Ruled {
        returned: pushed - intended,
        ..fold(facing, intended)
    };
    ruling(
        Decision::TdDecides(vec![complete, forfeit]),
        &["TDA-51B", "ADD-51"],
        format!(
            "An undercall multi-way facing a raise: the TD either requires the full call ({} \
             more) or lets the player fold, forfeiting the {} of the intended undercall; {} goes \
             back.",
            more.0,
            chips(intended),
            chips(forfeit.returned)
        ),
        format!(
            "Suivi insuffisant à plusieurs face à une relance : le directeur exige le suivi \
             complet ({} de plus) ou laisse le joueur se coucher en abandonnant les {} du suivi \
             voulu ; {} sont rendus.",
            more.1,
            chips_fr(intended),
            chips_fr(forfeit.returned)
        ),
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
            &["TDA-52"],
            "The next card is out: the bets stand as made.".to_string(),
            "La carte suivante est sortie : les mises restent telles quelles.".to_string(),
        );
    }
    let seats = std::iter::once(error.bettor).chain(error.callers.iter().copied());
    let legal = (chips(error.legal_to), chips_fr(error.legal_to));
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
            &["TDA-52B", "TDA-54", "ADD-52"],
            format!(
                "A pot-limit bet over the pot is reduced to {} anywhere on the street.",
                legal.0
            ),
            format!(
                "Une mise au-delà du pot en pot-limit est ramenée à {} à tout moment du tour.",
                legal.1
            ),
        );
    }
    let pot_count = error.limit == Limit::PotLimit;
    if pot_count && error.substantial_action_since {
        return ruling(
            Decision::Stands,
            &["TDA-52B", "TDA-36", "ADD-52"],
            "A pot count that was too low stands once substantial action followed it.".to_string(),
            "Une mise sur un compte du pot trop bas reste acquise une fois l'action \
             substantielle survenue."
                .to_string(),
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
    if later_may_change {
        ruling(
            Decision::Corrections(corrections),
            &["S004-bet-errors"],
            format!(
                "The bet is corrected to {}; players who acted after the error may change their \
                 decisions.",
                legal.0
            ),
            format!(
                "La mise est corrigée à {} ; les joueurs qui ont parlé après l'erreur peuvent \
                 changer leur décision.",
                legal.1
            ),
        )
    } else {
        ruling(
            Decision::Corrections(corrections),
            &["TDA-52A"],
            format!(
                "The bet is corrected to {} for every bettor on the street.",
                legal.0
            ),
            format!(
                "La mise est corrigée à {} pour tous les joueurs du tour.",
                legal.1
            ),
        )
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
        return ruling(
            Decision::Binding(fold(facing, 0)),
            &["TDA-53A", "TDA-58"],
            "A fold out of turn binds.".to_string(),
            "Un abandon hors tour engage.".to_string(),
        );
    }
    if !oot.action_changed {
        let bound = match oot.action {
            Action::Check | Action::Call => passive(facing),
            Action::BetTo(to) | Action::RaiseTo(to) => wager(facing, to, 0),
            Action::AllIn => ruled(facing, wager_kind(facing), facing.all_in_to(), 0),
            Action::Fold => fold(facing, 0),
        };
        return ruling(
            Decision::Binding(bound),
            &["TDA-53A", "S004-out-of-turn"],
            "The action reaching the player did not change: the out-of-turn action binds."
                .to_string(),
            "L'action qui parvient au joueur n'a pas changé : l'action hors tour engage."
                .to_string(),
        );
    }
    let was_wager = matches!(
        oot.action,
        Action::BetTo(_) | Action::RaiseTo(_) | Action::AllIn
    );
    match rules.out_of_turn {
        OutOfTurnRule::AllOptions => ruling(
            Decision::PlayerChooses(every_option(facing, true)),
            &["TDA-53A", "ADD-53"],
            "The action changed: the out-of-turn action is void, its chips go back, and every \
             option is open."
                .to_string(),
            "L'action a changé : l'action hors tour est annulée, ses jetons sont rendus et \
             toutes les options sont ouvertes."
                .to_string(),
        ),
        OutOfTurnRule::RaiseOnlyAfterOwnBet if was_wager => ruling(
            Decision::PlayerChooses(every_option(facing, true)),
            &["S004-out-of-turn"],
            "The action changed; the out-of-turn action was a bet or raise, so under the French rules \
             the player may change it and still raise."
                .to_string(),
            "L'action a changé ; l'action hors tour était une mise ou une relance : selon les \
             règles françaises, le joueur peut changer d'annonce et relancer encore."
                .to_string(),
        ),
        OutOfTurnRule::RaiseOnlyAfterOwnBet => ruling(
            Decision::PlayerChooses(every_option(facing, false)),
            &["S004-out-of-turn"],
            "The action changed; the out-of-turn action was no bet or raise, so under the French rules \
             the player may change it but not raise: call or fold."
                .to_string(),
            "L'action a changé ; l'action hors tour n'était ni une mise ni une relance : selon \
             les règles françaises, le joueur peut changer d'annonce mais pas relancer : suivre ou se \
             coucher."
                .to_string(),
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
            ruling(
                Decision::TdDecides(vec![fold(facing, 0), passive(facing)]),
                &["TDA-53B", "TDA-36", "ADD-53"],
                format!(
                    "Substantial action took place out of turn behind the skipped player ({acted} \
                     actions) while they stayed silent with time to speak up: the out-of-turn \
                     actions bind, and the TD rules the skipped hand dead or lets the player only \
                     check or call."
                ),
                format!(
                    "Une action substantielle a eu lieu hors tour derrière le joueur sauté \
                     ({acted} actions) sans qu'il se manifeste alors qu'il en avait le temps : \
                     les actions hors tour engagent, et le directeur déclare la main sautée morte \
                     ou ne lui laisse que checker ou suivre."
                ),
            )
        }
        SkippedPlayerRule::TdDecides => {
            let (why, why_fr) = if skipped.substantial_action {
                (
                    "they had no reasonable time to speak up",
                    "il n'a pas eu le temps de se manifester",
                )
            } else {
                (
                    "no substantial action has happened out of turn behind them yet",
                    "aucune action substantielle n'a encore eu lieu hors tour derrière lui",
                )
            };
            ruling(
                Decision::PlayerChooses(every_option(facing, true)),
                &["TDA-53B", "TDA-36", "TDA-53A"],
                format!(
                    "The action backs up to the skipped player, who has every option, because \
                     {why}. The out-of-turn actions then bind only if the action reaching them \
                     does not change."
                ),
                format!(
                    "La parole revient au joueur sauté, qui a toutes les options, car {why_fr}. \
                     Les actions hors tour n'engagent ensuite que si l'action qui leur parvient \
                     ne change pas."
                ),
            )
        }
        SkippedPlayerRule::ThreeActedAfter if acted < 3 => ruling(
            Decision::PlayerChooses(every_option(facing, true)),
            &["S004-skipped-player", "S004-out-of-turn"],
            format!(
                "Only {acted} player(s) acted after the skipped player; the French rules take their \
                 rights away after three. The action backs up to them with every option."
            ),
            format!(
                "Seulement {acted} joueur(s) ont agi après le joueur sauté ; les règles françaises ne lui \
                 retire ses droits qu'après trois. La parole lui revient avec toutes les options."
            ),
        ),
        SkippedPlayerRule::ThreeActedAfter if skipped.pot_opened => ruling(
            Decision::Binding(fold(facing, 0)),
            &["S004-skipped-player"],
            format!(
                "{acted} players acted after the skipped player in an opened pot: under the French rules \
                 the skipped hand is dead."
            ),
            format!(
                "{acted} joueurs ont agi après le joueur sauté, pot ouvert : selon les règles françaises sa \
                 main est morte."
            ),
        ),
        SkippedPlayerRule::ThreeActedAfter => ruling(
            Decision::PlayerChooses(vec![passive(facing), fold(facing, 0)]),
            &["S004-skipped-player"],
            format!(
                "{acted} players acted after the skipped player before anyone bet: under seed \
                 004 they lose the right to bet on this round; check or fold."
            ),
            format!(
                "{acted} joueurs ont agi après le joueur sauté avant toute mise : selon le seed \
                 004 il perd le droit de miser dans ce tour ; parole ou abandon."
            ),
        ),
    }
}
