//! What shape each fact's answer takes, and the one generic way to set a fact on a case.
//!
//! A [`Fact`](super::Fact) carries a [`FactKind`] (yes or no, a count, chips, a seat, one of a
//! closed set of named alternatives, a list...), so the rulings panel can ask any case's
//! questions with the right input and needs no hand-written form per case. The answer travels as
//! the value serde gives the field (`true`, `1200`, `"Turn"`, `{"RaiseTo": 8000}`), and
//! [`Case::set_fact`] puts it in the case: the case is written out as a JSON value, the field is
//! replaced and the case read back, so a value of the wrong shape is refused with a sentence and
//! the case is left as it was.

use super::{Case, CaseName, Fact, RulingError, words};
use riffle_core::house::HouseRules;
use riffle_text::fill;
use riffle_text::{Lang, Say, Text};
use serde_json::Value;

/// The shape of a fact's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FactKind {
    /// Yes or no.
    YesNo,
    /// A whole number: players, cards, actions.
    Count,
    /// An amount of chips.
    Chips,
    Seconds,
    /// A seat number as printed on the table, 1 to 10.
    Seat,
    /// A table number.
    Table,
    /// An instant, in UTC.
    Time,
    /// One of a closed set of named alternatives, some of which carry a value of their own.
    OneOf(&'static [Alternative]),
    /// Several values that belong together, one per field (a player's stake: seat, chips put
    /// in, all-in, folded).
    Record(&'static [Field]),
    /// Any number of values of one kind, in order; none is an answer too.
    ListOf(&'static FactKind),
    /// A value, or none (a hand with no small blind).
    Optional(&'static FactKind),
}

/// One alternative of a [`FactKind::OneOf`] fact: the enum variant it stands for, and the set
/// its label is read from in the word files (the same variant reads differently in two sets:
/// "Call" is an action in turn, "\"Call\"" a word said).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Alternative {
    pub set: &'static str,
    /// The variant's name, as serde writes it.
    pub variant: &'static str,
    pub holds: Holds,
}

/// What an alternative carries besides its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holds {
    /// Nothing: the value is the variant's name (`"Fold"`).
    Nothing,
    /// One value: `{"RaiseTo": 8000}`.
    Value(&'static FactKind),
    /// Named fields: `{"BetOrRaise": {"to": 8000}}`.
    Fields(&'static [Field]),
}

/// A field of a record or of an alternative; its label is read by its name from the word files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Field {
    /// The field's name, as serde writes it.
    pub name: &'static str,
    pub kind: FactKind,
}

impl Alternative {
    /// An alternative that carries nothing.
    pub const fn unit(set: &'static str, variant: &'static str) -> Alternative {
        Alternative {
            set,
            variant,
            holds: Holds::Nothing,
        }
    }

    pub fn label(&self, lang: Lang) -> &'static str {
        words::alternative(lang, self.set, self.variant)
    }
}

impl Field {
    pub const fn new(name: &'static str, kind: FactKind) -> Field {
        Field { name, kind }
    }

    pub fn label(&self, lang: Lang) -> &'static str {
        words::field(lang, self.name)
    }
}

/// Declares an enum of unit variants and the [`FactKind::OneOf`] that offers each of them, in
/// order, labelled from the word files' set of alternatives `$set`: the answers the rulings panel
/// offers cannot drift from the enum. Such an enum is a plain answer, copied and journalled.
/// `was yes = A, no = B;` marks a fact that was a yes or no before: journals holding `true` or
/// `false` read back as `A` or `B` ([`WasYesNo`]).
macro_rules! one_of {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident as $kind_vis:vis $kind:ident in $set:literal {
            $($(#[$variant_meta:meta])* $variant:ident),+ $(,)?
        }
        $(was yes = $yes:ident, no = $no:ident;)?
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        $vis enum $name {
            $($(#[$variant_meta])* $variant),+
        }

        $kind_vis const $kind: $crate::disputes::FactKind =
            $crate::disputes::FactKind::OneOf(&[$(
                $crate::disputes::Alternative::unit($set, stringify!($variant))
            ),+]);

        $(
            impl $crate::disputes::facts::WasYesNo for $name {
                fn from_yes_no(yes: bool) -> $name {
                    if yes { $name::$yes } else { $name::$no }
                }
            }
        )?
    };
}
pub(super) use one_of;

/// Declares a dispute case: the struct of its facts (each `None` until the TD gives it, read
/// back from the journal as written), its key in the word files, and a [`Fact`] for each field
/// asked by its own name (`field: Option<T> => FACT = KIND`), with its ordinary answer when a TD
/// would not state it (`=> FACT = KIND; usually Usually::Is("true")`). A case is declared once,
/// so its facts, questions and journal form cannot drift apart.
macro_rules! dispute {
    (
        $(#[$meta:meta])*
        pub struct $name:ident as $case:ident = $key:literal {
            $(
                $(#[$field_meta:meta])*
                $field:ident: $ty:ty $(=> $fact:ident = $kind:expr $(; usually $usual:expr)?)?
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
        #[serde(default, deny_unknown_fields)]
        pub struct $name {
            $($(#[$field_meta])* pub $field: $ty,)*
        }

        pub(super) const $case: $crate::disputes::CaseName =
            $crate::disputes::CaseName::new($key);

        $($(
            const $fact: $crate::disputes::Fact =
                $crate::disputes::Fact::new(stringify!($field), $kind)
                    $(.usually(&$usual))?;
        )?)*

        impl $crate::disputes::Named for $name {
            const NAME: $crate::disputes::CaseName = $case;
        }
    };
}
pub(super) use dispute;

/// Declares a case whose one fact is a choice among situations: the [`one_of!`] enum of its
/// answers and the [`dispute!`] case that asks it, together, so the answers live with the one
/// question that offers them.
macro_rules! choice {
    (
        $(#[$meta:meta])*
        pub struct $name:ident as $case:ident = $key:literal {
            $(#[$field_meta:meta])*
            $field:ident => $fact:ident: enum $enum:ident as $kind:ident in $set:literal {
                $($(#[$variant_meta:meta])* $variant:ident),+ $(,)?
            }
        }
    ) => {
        $crate::disputes::facts::one_of! {
            $(#[$field_meta])*
            pub enum $enum as $kind in $set {
                $($(#[$variant_meta])* $variant),+
            }
        }

        $crate::disputes::facts::dispute! {
            $(#[$meta])*
            pub struct $name as $case = $key {
                $field: Option<$enum> => $fact = $kind,
            }
        }
    };
}
pub(super) use choice;

/// A fact that was a yes or no before it gained a third answer: journals written then hold
/// `true` or `false`, read back as the answer each stood for, so no recorded case is lost.
pub(super) trait WasYesNo: Sized {
    fn from_yes_no(yes: bool) -> Self;
}

/// Reads a [`WasYesNo`] fact, in either its old or its new shape
/// (`#[serde(deserialize_with = "super::facts::was_yes_no")]`).
pub(super) fn was_yes_no<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: serde::Deserialize<'de> + WasYesNo,
{
    #[derive(serde::Deserialize)]
    #[serde(untagged)]
    enum Answer<T> {
        YesNo(bool),
        Now(T),
    }
    let answer: Option<Answer<T>> = serde::Deserialize::deserialize(deserializer)?;
    Ok(answer.map(|answer| match answer {
        Answer::YesNo(yes) => T::from_yes_no(yes),
        Answer::Now(answer) => answer,
    }))
}

impl FactKind {
    /// What an answer of this kind looks like, for the sentence that refuses a wrong one.
    pub fn expects(&self, lang: Lang) -> String {
        match self {
            FactKind::YesNo => fact_words(lang).text("ExpectsYesNo").to_string(),
            FactKind::Count => fact_words(lang).text("ExpectsCount").to_string(),
            FactKind::Chips => fact_words(lang).text("ExpectsChips").to_string(),
            FactKind::Seconds => fact_words(lang).text("ExpectsSeconds").to_string(),
            FactKind::Seat => fact_words(lang).text("ExpectsSeat").to_string(),
            FactKind::Table => fact_words(lang).text("ExpectsTable").to_string(),
            FactKind::Time => fact_words(lang).text("ExpectsTime").to_string(),
            FactKind::OneOf(alternatives) => {
                let names: Vec<&str> = alternatives.iter().map(|a| a.label(lang)).collect();
                fill!(
                    fact_words(lang),
                    "OneOf",
                    names = names.join(fact_words(lang).text("ChoiceSeparator"))
                )
            }
            FactKind::Record(fields) => {
                let names: Vec<&str> = fields.iter().map(|f| f.label(lang)).collect();
                fill!(fact_words(lang), "Together", names = names.join(", "))
            }
            FactKind::ListOf(item) => fill!(fact_words(lang), "ListOf", item = item.expects(lang)),
            FactKind::Optional(inner) => {
                fill!(fact_words(lang), "Optional", inner = inner.expects(lang))
            }
        }
    }

    /// The alternative a value of a [`FactKind::OneOf`] stands for, and what it carries.
    pub fn alternative_of<'v>(
        &self,
        value: &'v Value,
    ) -> Option<(&'static Alternative, &'v Value)> {
        let FactKind::OneOf(alternatives) = self else {
            return None;
        };
        let (variant, inner) = match value {
            Value::String(variant) => (variant.as_str(), &Value::Null),
            Value::Object(map) if map.len() == 1 => {
                let (variant, inner) = map.iter().next()?;
                (variant.as_str(), inner)
            }
            _ => return None,
        };
        let alternative = alternatives.iter().find(|a| a.variant == variant)?;
        Some((alternative, inner))
    }
}

/// Why a fact could not be set. The case is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FactError {
    /// `case` is the case's title.
    NoSuchFact { case: Text, name: String },
    /// `given` is the value as JSON, `problem` the JSON reader's own words.
    WrongShape {
        case: CaseName,
        fact: Fact,
        given: String,
        problem: String,
    },
}

impl Say for FactError {
    fn say(&self, lang: Lang) -> String {
        match self {
            FactError::NoSuchFact { case, name } => {
                fill!(fact_words(lang), "NoSuchFact", case = case.get(lang), name)
            }
            FactError::WrongShape {
                case,
                fact,
                given,
                problem,
            } => fill!(
                fact_words(lang),
                "WrongShape",
                question = case.question(fact, lang),
                expects = fact.kind.expects(lang),
                given,
                problem
            ),
        }
    }
}
riffle_text::worded!(FactError);

impl Case {
    /// Sets one fact, named as the catalogue names it (`"put_in"`, `"spot.limit"`), to a value
    /// in the shape serde gives the field; `null` takes the answer back. The case is written out
    /// as JSON, the field replaced and the case read back, so any case works without a form of
    /// its own. Refused, and the case unchanged, when the case has no such fact or the value
    /// does not fit it.
    pub fn set_fact(&mut self, fact: &Fact, value: Value) -> Result<(), FactError> {
        let no_such_fact = || FactError::NoSuchFact {
            case: self.title(),
            name: fact.name.to_string(),
        };
        let case_name = self.name();
        let wrong_shape = |given: &Value, problem: String| FactError::WrongShape {
            case: case_name,
            fact: *fact,
            given: given.to_string(),
            problem,
        };
        let mut json =
            serde_json::to_value(&*self).map_err(|error| wrong_shape(&value, error.to_string()))?;
        let slot = field_mut(&mut json, fact.name).ok_or_else(no_such_fact)?;
        *slot = value.clone();
        let case: Case =
            serde_json::from_value(json).map_err(|error| wrong_shape(&value, error.to_string()))?;
        *self = case;
        Ok(())
    }

    /// The answer given for a fact, in the shape [`Case::set_fact`] takes; `None` while it is
    /// not given or when the case has no such fact.
    pub fn fact_value(&self, name: &str) -> Option<Value> {
        let mut json = serde_json::to_value(self).ok()?;
        field_mut(&mut json, name)
            .map(std::mem::take)
            .filter(|value| !value.is_null())
    }

    /// The fact named `name` (as the journal keeps an assumed answer's fact) as the catalogue
    /// asks it here: its answer taken back, the case asks for it. How a recorded ruling words
    /// the answers it assumed, a choice by its label; `None` for a fact the ruling does not reach
    /// under `house`.
    pub fn fact_named(&self, name: &str, house: &HouseRules) -> Option<Fact> {
        let mut json = serde_json::to_value(self).ok()?;
        *field_mut(&mut json, name)? = Value::Null;
        let without: Case = serde_json::from_value(json).ok()?;
        match without.rule(house) {
            Err(RulingError::MissingFact { fact, .. }) if fact.name == name => Some(fact),
            _ => None,
        }
    }
}

/// The field `name` (dotted for a nested fact: `spot.limit`) of a case written out as JSON.
fn field_mut<'a>(case: &'a mut Value, name: &str) -> Option<&'a mut Value> {
    // A case is written `{"Variant": {facts...}}`.
    let Value::Object(outer) = case else {
        return None;
    };
    let mut at = outer.values_mut().next()?;
    for part in name.split('.') {
        at = at.as_object_mut()?.get_mut(part)?;
    }
    Some(at)
}

// Kinds several cases share.

/// No-limit, pot-limit or fixed-limit, with the fixed-limit bets.
pub const LIMIT: FactKind = FactKind::OneOf(&[
    Alternative::unit("limit", "NoLimit"),
    Alternative::unit("limit", "PotLimit"),
    Alternative {
        set: "limit",
        variant: "FixedLimit",
        holds: Holds::Fields(&[
            Field::new("small_bet", FactKind::Chips),
            Field::new("big_bet", FactKind::Chips),
        ]),
    },
]);

/// Actions in turn, in order (posted blinds cannot be listed: they do not count, TDA 36).
pub const IN_TURN_ACTIONS: FactKind = FactKind::ListOf(&FactKind::OneOf(&[
    Alternative::unit("in_turn_actions", "Check"),
    Alternative::unit("in_turn_actions", "Fold"),
    Alternative::unit("in_turn_actions", "Call"),
    Alternative::unit("in_turn_actions", "Bet"),
    Alternative::unit("in_turn_actions", "Raise"),
]));

pub const SEATS: FactKind = FactKind::ListOf(&FactKind::Seat);

/// Chips pushed, one value per chip.
pub const CHIP_LIST: FactKind = FactKind::ListOf(&FactKind::Chips);

/// A seat's position at the table: where the button, small blind and big blind were.
pub const POSITIONS: FactKind = FactKind::Record(&[
    Field::new("button", FactKind::Seat),
    Field::new("small_blind", FactKind::Seat),
    Field::new("big_blind", FactKind::Seat),
]);

riffle_text::sentence_file!(fn fact_words = "dispute_facts.ron");

#[cfg(test)]
mod tests {
    use super::super::{Case, Fact, RulingError};
    use super::*;
    use crate::disputes::{board, chips, dealing};
    use riffle_core::house::HouseRules;
    use serde_json::json;

    const STREET: Fact = Fact::new("street", FactKind::YesNo);

    fn missing(case: &Case, house: &HouseRules) -> Option<Fact> {
        match case.rule(house) {
            Err(RulingError::MissingFact { fact, .. }) => Some(fact),
            _ => None,
        }
    }

    #[test]
    fn a_fact_is_set_by_name_and_read_back() {
        let mut case = Case::PrematureCard(board::PrematureCard::default());
        let house = HouseRules::tda_2024();
        let fact = missing(&case, &house).unwrap();
        assert_eq!(fact.name, "street");
        case.set_fact(&fact, json!("Turn")).unwrap();
        assert_eq!(case.fact_value("street"), Some(json!("Turn")));
        assert_eq!(
            case,
            Case::PrematureCard(board::PrematureCard {
                street: Some(board::Street::Turn)
            })
        );
        assert!(case.rule(&house).is_ok());
    }

    #[test]
    fn a_nested_fact_with_a_value_of_its_own_is_set() {
        let mut case = Case::InsufficientBet(chips::InsufficientBet::default());
        let house = HouseRules::tda_2024();
        case.set_fact(&missing(&case, &house).unwrap(), json!(500))
            .unwrap();
        case.set_fact(&missing(&case, &house).unwrap(), json!(false))
            .unwrap();
        let limit = missing(&case, &house).unwrap();
        assert_eq!(limit.name, "spot.limit");
        assert_eq!(limit.kind, LIMIT);
        case.set_fact(
            &limit,
            json!({"FixedLimit": {"small_bet": 200, "big_bet": 400}}),
        )
        .unwrap();
        let Case::InsufficientBet(bet) = &case else {
            panic!("the case changed kind");
        };
        assert_eq!(
            bet.spot.limit,
            Some(riffle_core::betting::Limit::FixedLimit {
                small_bet: 200,
                big_bet: 400
            })
        );
        assert_eq!(missing(&case, &house).unwrap().name, "spot.big_blind");
    }

    #[test]
    fn null_takes_an_answer_back() {
        let mut case = Case::PrematureCard(board::PrematureCard {
            street: Some(board::Street::Flop),
        });
        case.set_fact(&STREET, Value::Null).unwrap();
        assert_eq!(case, Case::PrematureCard(board::PrematureCard::default()));
        assert_eq!(case.fact_value("street"), None);
    }

    #[test]
    fn a_value_of_the_wrong_shape_is_refused_with_a_sentence_and_changes_nothing() {
        let before = Case::FouledDeck(dealing::FouledDeck {
            hand_over: Some(true),
            next_hand_started: None,
        });
        let mut case = before.clone();
        let fact = missing(&case, &HouseRules::tda_2024()).unwrap();
        assert_eq!(fact.kind, FactKind::YesNo);
        let error = case.set_fact(&fact, json!("perhaps")).unwrap_err();
        assert_eq!(case, before);
        let sentence = error.to_string();
        assert!(
            sentence.starts_with(
                "the answer to \"had the next hand started (first riffle) when the duplicate \
                 was found?\" must be yes or no; \"perhaps\" does not fit"
            ),
            "{sentence}"
        );
        let street = Fact::new("street", board::STREETS_AFTER_FLOP);
        let mut premature = Case::PrematureCard(board::PrematureCard::default());
        let error = premature.set_fact(&street, json!("Fifth")).unwrap_err();
        assert!(
            error
                .to_string()
                .contains("must be one of: Flop; Turn; River"),
            "{error}"
        );
    }

    #[test]
    fn a_fact_the_case_does_not_have_is_refused() {
        let mut case = Case::FouledDeck(dealing::FouledDeck::default());
        let error = case.set_fact(&STREET, json!(true)).unwrap_err();
        assert_eq!(
            error.to_string(),
            "the case \"Fouled deck\" has no fact named `street`"
        );
        let deep = Fact::new("spot.limit.more", FactKind::YesNo);
        let mut bet = Case::InsufficientBet(chips::InsufficientBet::default());
        assert!(matches!(
            bet.set_fact(&deep, json!(true)),
            Err(FactError::NoSuchFact { .. })
        ));
    }

    #[test]
    fn an_alternative_is_found_from_its_value() {
        let fixed = json!({"FixedLimit": {"small_bet": 200, "big_bet": 400}});
        let (alternative, inner) = LIMIT.alternative_of(&fixed).unwrap();
        assert_eq!(alternative.label(Lang::En), "Fixed-limit");
        assert_eq!(inner["big_bet"], json!(400));
        let pot_limit = json!("PotLimit");
        let (alternative, inner) = LIMIT.alternative_of(&pot_limit).unwrap();
        assert_eq!(alternative.label(Lang::Fr), "Pot-limit");
        assert!(inner.is_null());
        assert!(LIMIT.alternative_of(&json!("Spread")).is_none());
        assert!(FactKind::Count.alternative_of(&json!("NoLimit")).is_none());
    }

    #[test]
    fn kinds_say_what_they_expect() {
        assert_eq!(
            FactKind::Seat.expects(Lang::En),
            "a seat number from 1 to 10"
        );
        assert_eq!(
            SEATS.expects(Lang::En),
            "a list, each item a seat number from 1 to 10"
        );
        assert_eq!(
            LIMIT.expects(Lang::En),
            "one of: No-limit; Pot-limit; Fixed-limit"
        );
        assert_eq!(
            POSITIONS.expects(Lang::En),
            "button, small blind, big blind together"
        );
    }

    /// Answers of every shape a kind allows, varied by `n` so that lists hold distinct seats and
    /// tables, as a TD's answers would.
    fn samples(kind: &FactKind, n: u64) -> Vec<Value> {
        match kind {
            FactKind::YesNo => vec![json!(true), json!(false)],
            FactKind::Count => vec![json!(1), json!(2 + n), json!(10 + n)],
            FactKind::Chips => vec![json!(100 + n), json!(1000 * (n + 1))],
            FactKind::Seconds => vec![json!(30 + n)],
            FactKind::Seat | FactKind::Table => vec![json!(1 + n)],
            FactKind::Time => vec![json!(format!("2025-03-14T20:{:02}:00Z", 10 + n))],
            FactKind::OneOf(alternatives) => alternatives
                .iter()
                .flat_map(|a| match a.holds {
                    Holds::Nothing => vec![json!(a.variant)],
                    Holds::Value(inner) => samples(inner, n)
                        .into_iter()
                        .map(|v| json!({ a.variant: v }))
                        .collect(),
                    Holds::Fields(fields) => vec![json!({ a.variant: record(fields, n) })],
                })
                .collect(),
            FactKind::Record(fields) => vec![record(fields, n)],
            FactKind::ListOf(item) => {
                let three: Vec<Value> = (0..3).map(|k| samples(item, n + k)[0].clone()).collect();
                vec![json!([]), Value::Array(three)]
            }
            FactKind::Optional(inner) => {
                let mut values = samples(inner, n);
                values.push(Value::Null);
                values
            }
        }
    }

    fn record(fields: &[Field], n: u64) -> Value {
        let map = fields
            .iter()
            .map(|f| {
                let values = samples(&f.kind, n);
                let pick = values[n as usize % values.len()].clone();
                (f.name.to_string(), pick)
            })
            .collect();
        Value::Object(map)
    }

    /// Walks every case under both presets the way the wizard does: asks the missing fact,
    /// answers it with every shape its kind allows, and goes on with each answer that the case
    /// accepts. Every answer its kind offers must fit the fact's field, and every case must reach
    /// a ruling along some path. `asked` sees each fact asked, with the case it is asked of and
    /// the case name the refusal gives.
    fn walk_every_case(mut asked: impl FnMut(&Case, CaseName, &Fact)) {
        const VISITS_PER_CASE: usize = 400;
        for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
            for empty in Case::kinds() {
                let mut stack = vec![(empty.clone(), 0)];
                let (mut visits, mut ruled) = (0, false);
                while let Some((case, depth)) = stack.pop() {
                    visits += 1;
                    if visits > VISITS_PER_CASE {
                        break;
                    }
                    let (name, fact) = match case.rule(&house) {
                        Ok(_) => {
                            ruled = true;
                            continue;
                        }
                        Err(RulingError::MissingFact { case, fact }) => (case, fact),
                        Err(_) => continue,
                    };
                    asked(&case, name, &fact);
                    for value in samples(&fact.kind, depth) {
                        let mut next = case.clone();
                        next.set_fact(&fact, value.clone()).unwrap_or_else(|e| {
                            panic!("{}: {value} for `{}`: {e}", empty.title().en, fact.name)
                        });
                        assert_eq!(next.fact_value(fact.name).as_ref(), Some(&value));
                        stack.push((next, depth + 1));
                    }
                }
                assert!(ruled, "{} never reached a ruling", empty.title().en);
            }
        }
    }

    /// Every fact asked must be a field of the case, not yet given.
    #[test]
    fn every_fact_asked_takes_every_answer_its_kind_offers() {
        walk_every_case(|case, _, fact| {
            assert!(
                case.fact_value(fact.name).is_none(),
                "{}: `{}` is asked again once given",
                case.title().en,
                fact.name
            );
        });
    }

    /// Every word the wizard shows comes from both word files, not from a key standing in for
    /// it: each case's title and name, every question asked along the walk of every case, and
    /// the label of every answer offered. And every question the files hold is asked by some
    /// case, so none is left behind when a fact goes.
    #[test]
    fn every_word_the_wizard_shows_is_in_both_word_files() {
        let mut asked = std::collections::BTreeSet::new();
        let mut kinds = Vec::new();
        walk_every_case(|case, name, fact| {
            assert_eq!(name, case.name(), "{}: asked under another name", name.key);
            if asked.insert((name.key, fact.name)) {
                kinds.push(fact.kind);
            }
        });
        for lang in [Lang::En, Lang::Fr] {
            for case in Case::kinds() {
                let key = case.name().key;
                assert!(
                    words::find_title(lang, key).is_some(),
                    "{lang:?}: {key} title"
                );
                assert!(
                    words::find_name(lang, key).is_some(),
                    "{lang:?}: {key} name"
                );
            }
            for &(case, fact) in &asked {
                let question = words::find_question(lang, case, fact)
                    .unwrap_or_else(|| panic!("{lang:?}: {case} asks `{fact}` with no question"));
                assert!(
                    question.ends_with('?'),
                    "{lang:?}: {case} `{fact}`: {question}"
                );
            }
            for kind in &kinds {
                assert_labelled(kind, lang);
            }
            let never_asked: Vec<_> = words::every_question(lang)
                .into_iter()
                .filter(|&(case, fact)| {
                    !asked
                        .iter()
                        .any(|&(c, f)| f == fact && case.is_none_or(|k| k == c))
                })
                .collect();
            assert!(
                never_asked.is_empty(),
                "{lang:?}: questions never asked (case, fact): {never_asked:?}"
            );
        }
    }

    fn assert_labelled(kind: &FactKind, lang: Lang) {
        match kind {
            FactKind::OneOf(alternatives) => {
                for a in *alternatives {
                    assert!(
                        words::find_alternative(lang, a.set, a.variant).is_some(),
                        "{lang:?}: alternative `{}` of `{}`",
                        a.variant,
                        a.set
                    );
                    match a.holds {
                        Holds::Nothing => {}
                        Holds::Value(inner) => assert_labelled(inner, lang),
                        Holds::Fields(fields) => assert_labelled(&FactKind::Record(fields), lang),
                    }
                }
            }
            FactKind::Record(fields) => {
                for f in *fields {
                    assert!(
                        words::find_field(lang, f.name).is_some(),
                        "{lang:?}: field `{}`",
                        f.name
                    );
                    assert_labelled(&f.kind, lang);
                }
            }
            FactKind::ListOf(inner) | FactKind::Optional(inner) => assert_labelled(inner, lang),
            FactKind::YesNo
            | FactKind::Count
            | FactKind::Chips
            | FactKind::Seconds
            | FactKind::Seat
            | FactKind::Table
            | FactKind::Time => {}
        }
    }

    fn every_fact_refusal() -> Vec<FactError> {
        vec![
            FactError::NoSuchFact {
                case: Text::new("Dealing error", "Erreur de donne"),
                name: "street".to_string(),
            },
            FactError::WrongShape {
                case: CaseName::new("premature_card"),
                fact: STREET,
                given: "\"Fifth\"".to_string(),
                problem: "unknown variant `Fifth`".to_string(),
            },
        ]
    }

    /// Fails to compile when a refusal is added without joining the list above.
    fn _exhaustive(error: &FactError) {
        match error {
            FactError::NoSuchFact { .. } | FactError::WrongShape { .. } => {}
        }
    }

    #[test]
    fn every_fact_refusal_is_worded_in_french() {
        for error in every_fact_refusal() {
            riffle_text::assert_worded_in_both(&error);
        }
    }

    #[test]
    fn kinds_say_what_they_expect_in_french() {
        assert_eq!(
            SEATS.expects(Lang::Fr),
            "une liste, chaque élément étant un numéro de siège de 1 à 10"
        );
    }
}
