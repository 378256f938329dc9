//! One ruling path: every kind of dispute in the catalogue, its facts given the way a TD gives
//! them (the ordinary ones left out), is ruled the same through the `Rule` command as through
//! the rulings panel's path, with the same ordinary answers assumed, and the command records
//! them as assumed.

use crate::tournament_common;
use riffle_rules::disputes::{AssumedAnswer, Case, Fact, FactKind, Holds, known_at_level};
use riffle_tournament::{Command, RuleError, TdChoiceInput};
use serde_json::{Value, json};
use tournament_common::*;

/// An answer of the fact's kind, as a TD could give it.
fn an_answer(kind: &FactKind) -> Value {
    match kind {
        FactKind::YesNo => json!(true),
        FactKind::Count => json!(3),
        FactKind::Chips => json!(400),
        FactKind::Seconds => json!(30),
        FactKind::Seat => json!(3),
        FactKind::Table => json!(1),
        FactKind::Time => json!("2026-11-21T21:00:00Z"),
        FactKind::OneOf(alternatives) => {
            let first = alternatives[0];
            match first.holds {
                Holds::Nothing => json!(first.variant),
                Holds::Value(kind) => json!({ first.variant: an_answer(kind) }),
                Holds::Fields(fields) => {
                    let record: serde_json::Map<String, Value> = fields
                        .iter()
                        .map(|f| (f.name.to_string(), an_answer(&f.kind)))
                        .collect();
                    json!({ first.variant: record })
                }
            }
        }
        FactKind::Record(fields) => Value::Object(
            fields
                .iter()
                .map(|f| (f.name.to_string(), an_answer(&f.kind)))
                .collect(),
        ),
        FactKind::ListOf(kind) => json!([an_answer(kind)]),
        FactKind::Optional(kind) => an_answer(kind),
    }
}

/// The case as a TD fills it in the rulings panel: every fact asked is answered, the ordinary
/// ones are left to the catalogue.
fn as_a_td_gives_it(kind: Case, known: &dyn Fn(&Fact) -> Option<Value>) -> Case {
    let house = riffle_core::house::HouseRules::tda_2024();
    let mut case = kind;
    for _ in 0..40 {
        let outcome = case.rule_assuming(&house, &[], known);
        let Err(riffle_rules::RulingError::MissingFact { fact, .. }) = outcome.ruling else {
            break;
        };
        if case.set_fact(&fact, an_answer(&fact.kind)).is_err() {
            break;
        }
    }
    case
}

#[test]
fn every_case_rules_the_same_through_the_command_and_the_rulings_panel() {
    let mut assumed_by_the_command = 0;
    let mut recorded = 0;
    for kind in Case::kinds() {
        let mut td = Td::new("standard-20", 9);
        td.register(&["Ann", "Bob", "Cy", "Dee"]);
        td.ok(Command::DrawSeats);
        td.ok(Command::StartClock);
        let level = td.tournament.display(td.now).level;
        let players_left = td.tournament.players_left();
        let known = |fact: &Fact| known_at_level(fact, level.as_ref(), players_left);
        let case = as_a_td_gives_it(kind, &known);
        let house = td.tournament.house_rules().rules.clone();
        // The rulings panel's path: the TD stated nothing otherwise.
        let panel = case.rule_assuming(&house, &[], &known);
        let choice = panel
            .ruling
            .as_ref()
            .ok()
            .filter(|r| !r.choices.is_empty())
            .map(|_| TdChoiceInput {
                outcome: 1,
                reason: "as the floor saw it".into(),
            });
        let command = Command::Rule {
            case: Box::new(case.clone()),
            table: None,
            players: vec![],
            choice,
        };
        match (td.run(command), &panel.ruling) {
            (Ok(()), Ok(ruling)) => {
                let record = td.tournament.rulings().last().unwrap();
                assert_eq!(&record.ruling, ruling, "{case:?}");
                assert_eq!(record.case, panel.case, "{case:?}");
                let assumed: Vec<AssumedAnswer> =
                    panel.assumed.iter().map(AssumedAnswer::from).collect();
                assert_eq!(record.assumed, assumed, "{case:?}");
                assumed_by_the_command += usize::from(!assumed.is_empty());
                recorded += 1;
            }
            (Err(RuleError::Ruling(refused)), Err(expected)) => {
                assert_eq!(&refused, expected, "{case:?}")
            }
            (command, panel) => {
                panic!("{case:?}: the command gave {command:?}, the panel {panel:?}")
            }
        }
    }
    assert!(recorded > 30, "only {recorded} cases were ruled");
    assert!(
        assumed_by_the_command >= 6,
        "only {assumed_by_the_command} rulings assumed an ordinary answer"
    );
}
