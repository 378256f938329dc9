//! Rulings and penalties recorded in the tournament (TDA 71, 35C, seed 004): nothing is recorded
//! until a ruling is complete, the TD's choice is kept with its reason, and a penalty's countdown
//! follows the player from table to table, counting a misdeal and its re-deal once.

use crate::tournament_common;
use riffle_core::betting::Action::RaiseTo;
use riffle_core::betting::substantial::InTurnAction::{Call as Called, Fold as Folded};
use riffle_core::betting::{Blinds, HandSetup, Limit, SeatSetup};
use riffle_core::floor::TableNo;
use riffle_rules::disputes::action::SkippedPlayer;
use riffle_rules::disputes::chips::Spot;
use riffle_rules::disputes::dealing::FouledDeck;
use riffle_rules::disputes::{Case, Decision};
use riffle_rules::penalties::{Effect, Fault, Step};
use riffle_tournament::{Command, TdChoiceInput};
use tournament_common::*;

fn field(n: usize) -> Td {
    let mut td = Td::new("standard-20", 9);
    let names: Vec<String> = (1..=n).map(|i| format!("P{i:02}")).collect();
    td.register(&names.iter().map(String::as_str).collect::<Vec<_>>());
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    td
}

fn rule(case: Case, choice: Option<TdChoiceInput>) -> Command {
    Command::Rule {
        case: Box::new(case),
        table: Some(1),
        players: vec![],
        choice,
    }
}

#[test]
fn an_incomplete_case_is_refused_with_the_missing_fact_and_nothing_is_recorded() {
    let mut td = field(9);
    let err = td.refused(rule(
        Case::FouledDeck(FouledDeck {
            hand_over: None,
            next_hand_started: None,
        }),
        None,
    ));
    assert!(err.contains("hand_over"), "{err}");
    assert!(err.contains("was the hand already over"), "{err}");
    assert!(td.tournament.rulings().is_empty());
}

#[test]
fn a_complete_ruling_is_recorded_with_its_rules_table_and_time() {
    let mut td = field(9);
    td.ok(Command::DealHand {
        table: 1,
        redeal: false,
        by: riffle_core::floor::Reporter::Td,
        confirmed: false,
    });
    td.minutes_later(3);
    td.ok(rule(
        Case::FouledDeck(FouledDeck {
            hand_over: Some(false),
            next_hand_started: Some(false),
        }),
        None,
    ));
    let record = &td.tournament.rulings()[0];
    assert_eq!(record.ruling.decision, Decision::ReturnAllBets);
    assert_eq!(record.table, Some(TableNo(1)));
    assert_eq!(record.hand, Some(1), "the hand dealt at that table");
    assert_eq!(record.house_rules, "TDA-2024");
    assert_eq!(record.at, td.now);
    assert!(record.ruling.rules.iter().any(|r| r.id() == "TDA-35E"));
    let history =
        riffle_store::export::history_text(&td.tournament, &td.log, riffle_text::Lang::En);
    assert!(
        history.contains("Ruling at table 1: Fouled deck"),
        "{history}"
    );
}

/// 50/100 at seven seats: UTG raises to 600; seat 4 is skipped, seat 5 calls and seat 6 folds out
/// of turn. Under the TDA the TD decides between a dead hand and a call.
fn skipped_player() -> Case {
    let setup = HandSetup {
        players: (1..=7)
            .map(|seat| SeatSetup {
                seat,
                stack: 10_000,
                name: None,
            })
            .collect(),
        button: 7,
        small_blind: Some(1),
        big_blind: 2,
        dead_small_blind: None,
        blinds: Blinds {
            small: 50,
            big: 100,
        },
        ante: riffle_core::betting::Ante::None,
        limit: Limit::NoLimit,
        smallest_chip: 25,
        two_left_in_event: false,
        variant: riffle_core::betting::Variant::Holdem,
        antes_matched: false,
        table: Default::default(),
    };
    let mut hand = setup
        .start(&riffle_core::house::HouseRules::tda_2024().betting)
        .unwrap();
    hand.act(3, RaiseTo(600)).unwrap();
    Case::SkippedPlayer(SkippedPlayer {
        actions_behind: Some(vec![Called, Folded]),
        had_reasonable_time: Some(true),
        pot_opened: Some(true),
        spot: Spot::from_hand(hand.facing().unwrap()),
    })
}

#[test]
fn when_the_rules_leave_it_to_the_td_the_choice_and_its_reason_are_required_and_kept() {
    let mut td = field(9);
    let err = td.refused(rule(skipped_player(), None));
    assert!(err.contains("pick one of the 2 outcomes"), "{err}");
    let err = td.refused(rule(
        skipped_player(),
        Some(TdChoiceInput {
            outcome: 3,
            reason: "x".into(),
        }),
    ));
    assert!(err.contains("choice 3 is not offered"), "{err}");
    let err = td.refused(rule(
        skipped_player(),
        Some(TdChoiceInput {
            outcome: 2,
            reason: "  ".into(),
        }),
    ));
    assert!(err.contains("reason"), "{err}");
    td.ok(rule(
        skipped_player(),
        Some(TdChoiceInput {
            outcome: 2,
            reason: "the dealer skipped seat 4".into(),
        }),
    ));
    let choice = td.tournament.rulings()[0].choice.clone().unwrap();
    assert_eq!(choice.reason, "the dealer skipped seat 4");
    let rulings = riffle_store::export::rulings_text(&td.tournament, riffle_text::Lang::En);
    assert!(rulings.contains("TD's choice: "), "{rulings}");
    assert!(rulings.contains("the dealer skipped seat 4"), "{rulings}");
}

fn penalize(td: &mut Td, name: &str, fault: Fault, step: Option<Step>, reason: Option<&str>) {
    let player = td.id(name);
    td.ok(Command::Penalize {
        player,
        fault,
        step,
        reason: reason.map(str::to_string),
        hand_in_progress: false,
    });
}

fn countdown(td: &Td, name: &str) -> (u32, u32) {
    let player = td.id(name);
    let record = td
        .tournament
        .penalties()
        .iter()
        .rev()
        .find(|p| p.player == player)
        .unwrap();
    match &record.penalty.effect {
        Effect::Away(s) => (s.served(), s.hands()),
        other => panic!("not a suspension: {other:?}"),
    }
}

#[test]
fn the_ladder_goes_warning_then_one_round_counted_in_hands_at_the_table() {
    let mut td = field(8);
    // One table of eight.
    penalize(&mut td, "P01", Fault::Language, None, None);
    assert!(matches!(
        td.tournament.penalties()[0].penalty.effect,
        Effect::Warning
    ));
    penalize(&mut td, "P01", Fault::Language, None, None);
    assert_eq!(
        td.tournament.penalties()[1].penalty.step,
        Step::MissedRounds(1)
    );
    assert_eq!(
        countdown(&td, "P01"),
        (0, 8),
        "8 seated: one round is 8 hands (rule 71A)"
    );
    let p01 = td.id("P01");
    assert!(td.tournament.away(p01), "away from the table at once");
    td.ok(Command::DealHand {
        table: 1,
        redeal: false,
        by: riffle_core::floor::Reporter::Td,
        confirmed: false,
    });
    assert!(td.tournament.away(p01));
    assert_eq!(countdown(&td, "P01"), (1, 8));
    // The players' screen never says it.
    // The seating board lists every seat, P01's among them, with nothing more than the seat.
    let mut screen = serde_json::to_value(td.tournament.display(td.now)).unwrap();
    let seating = screen["seating"].take();
    let p01_seat = seating
        .as_array()
        .unwrap()
        .iter()
        .find(|seat| seat["name"] == "P01")
        .unwrap();
    assert_eq!(p01_seat.as_object().unwrap().len(), 3, "{p01_seat}");
    let screen = screen.to_string();
    assert!(
        !screen.contains("P01") && !screen.contains("Language"),
        "{screen}"
    );
}

#[test]
fn a_misdeal_and_its_redeal_count_as_one_penalty_hand() {
    let mut td = field(7);
    penalize(
        &mut td,
        "P02",
        Fault::OutOfTurn,
        Some(Step::MissedRounds(1)),
        Some("repeated all night"),
    );
    assert_eq!(countdown(&td, "P02"), (0, 7));
    td.ok(Command::DealHand {
        table: 1,
        redeal: false,
        by: riffle_core::floor::Reporter::Td,
        confirmed: false,
    });
    td.ok(Command::DealHand {
        table: 1,
        redeal: true,
        by: riffle_core::floor::Reporter::Td,
        confirmed: false,
    });
    assert_eq!(
        countdown(&td, "P02"),
        (1, 7),
        "the re-deal is the same hand (35C)"
    );
    for _ in 0..6 {
        td.ok(Command::DealHand {
            table: 1,
            redeal: false,
            by: riffle_core::floor::Reporter::Td,
            confirmed: false,
        });
    }
    assert_eq!(countdown(&td, "P02"), (7, 7));
    let p02 = td.id("P02");
    assert!(td.tournament.away(p02), "away for the seventh hand");
    td.ok(Command::DealHand {
        table: 1,
        redeal: false,
        by: riffle_core::floor::Reporter::Td,
        confirmed: false,
    });
    assert!(
        !td.tournament.away(p02),
        "back for the hand after the last penalty hand"
    );
}

#[test]
fn the_countdown_follows_the_player_across_a_move_and_a_table_break() {
    let mut td = field(20); // 7/7/6
    for table in 1..=3 {
        td.ok(Command::DealHand {
            table,
            redeal: false,
            by: riffle_core::floor::Reporter::Td,
            confirmed: false,
        });
    }
    let offender = td
        .tournament
        .floor()
        .table(TableNo(3))
        .unwrap()
        .players()
        .next()
        .unwrap()
        .1;
    let name = td.tournament.entry(offender).unwrap().name.clone();
    penalize(
        &mut td,
        &name,
        Fault::Stalling,
        Some(Step::MissedHands(10)),
        Some("third time tonight"),
    );
    td.ok(Command::DealHand {
        table: 3,
        redeal: false,
        by: riffle_core::floor::Reporter::Td,
        confirmed: false,
    });
    td.ok(Command::DealHand {
        table: 3,
        redeal: false,
        by: riffle_core::floor::Reporter::Td,
        confirmed: false,
    });
    assert_eq!(countdown(&td, &name), (2, 10));
    // Two busts elsewhere: 18 players fit at two tables; table 3 breaks.
    for table in [1, 2] {
        let victim = td
            .tournament
            .floor()
            .table(TableNo(table))
            .unwrap()
            .players()
            .next()
            .unwrap()
            .1;
        td.ok(Command::Eliminate {
            busts: vec![bust(victim, None)],
            on_hand_for_hand_announcement: false,
        });
    }
    let pending = td.tournament.pending_instruction().unwrap().clone();
    assert!(matches!(
        pending.kind,
        riffle_core::floor::InstructionKind::BreakTable { table: TableNo(3) }
    ));
    td.ok(Command::AcceptInstruction);
    let new_table = td.tournament.floor().seat_of(offender).unwrap().table;
    assert_ne!(new_table, TableNo(3));
    // Hands at the other table do not count; hands at the new table do.
    let other = if new_table == TableNo(1) { 2 } else { 1 };
    td.ok(Command::DealHand {
        table: other,
        redeal: false,
        by: riffle_core::floor::Reporter::Td,
        confirmed: false,
    });
    assert_eq!(countdown(&td, &name), (2, 10));
    td.ok(Command::DealHand {
        table: new_table.0,
        redeal: false,
        by: riffle_core::floor::Reporter::Td,
        confirmed: false,
    });
    assert_eq!(countdown(&td, &name), (3, 10));
}

#[test]
fn disqualification_removes_the_chips_from_play_and_records_the_place() {
    let mut td = field(9);
    let cheat = td.id("P05");
    let before = td.tournament.chips_in_play();
    let stack = td.tournament.entry(cheat).unwrap().chips;
    penalize(&mut td, "P05", Fault::ChipDumpingOrCollusion, None, None);
    let t = &td.tournament;
    assert_eq!(
        t.penalties()[0].penalty.step,
        Step::Disqualification,
        "rule 69: straight to DQ"
    );
    assert_eq!(
        t.chips_in_play(),
        before - stack,
        "the chips leave play, to no one (71D)"
    );
    assert!(!t.entry(cheat).unwrap().in_play());
    assert!(t.floor().seat_of(cheat).is_none());
    let place = t
        .standings()
        .into_iter()
        .find(|s| s.player == cheat)
        .unwrap()
        .place;
    assert_eq!(place, 9);
    assert_eq!(t.display(td.now).average_stack, (before - stack) / 8);
}

#[test]
fn a_step_off_the_ladder_needs_a_reason() {
    let mut td = field(9);
    let player = td.id("P03");
    let err = td.refused(Command::Penalize {
        player,
        fault: Fault::Language,
        step: Some(Step::MissedRounds(2)),
        reason: None,
        hand_in_progress: false,
    });
    assert!(err.contains("needs a reason"), "{err}");
}

/// TDA 71A counts a missed-rounds penalty in hands. Where nobody reports the table's hands the
/// countdown is only an estimate from the house's pace, so the floor says when the player is
/// back: the player then plays the next hand, and replaying the journal gives the same.
#[test]
fn without_hand_reports_the_floors_word_brings_a_player_back() {
    let mut td = field(8);
    penalize(
        &mut td,
        "P01",
        Fault::Language,
        Some(Step::MissedRounds(1)),
        Some("abuse"),
    );
    let p01 = td.id("P01");
    assert!(td.tournament.away(p01));
    td.minutes_later(20);
    td.ok(Command::PenaltyServed { player: p01 });
    assert!(!td.tournament.away(p01), "back for the next hand");
    assert_eq!(countdown(&td, "P01"), (8, 8));
    // A hand dealt afterwards is not a penalty hand and the player stays back.
    td.ok(Command::DealHand {
        table: 1,
        redeal: false,
        by: riffle_core::floor::Reporter::Td,
        confirmed: false,
    });
    assert!(!td.tournament.away(p01));
    assert!(td.replayed().penalties() == td.tournament.penalties());
}

#[test]
fn a_player_with_no_penalty_counting_cannot_be_marked_back() {
    let mut td = field(8);
    let p02 = td.id("P02");
    let before = td.tournament.penalties().to_vec();
    let err = td.refused(Command::PenaltyServed { player: p02 });
    assert!(err.contains("P02 has no penalty counting"), "{err}");
    // A warning is no countdown either; a penalty already served cannot be served twice.
    penalize(&mut td, "P02", Fault::Language, None, None);
    let err = td.refused(Command::PenaltyServed { player: p02 });
    assert!(err.contains("no penalty counting"), "{err}");
    penalize(&mut td, "P02", Fault::Language, None, None);
    td.ok(Command::PenaltyServed { player: p02 });
    let after_served = td.tournament.penalties().to_vec();
    td.refused(Command::PenaltyServed { player: p02 });
    assert!(td.tournament.penalties() == after_served.as_slice());
    assert!(before.is_empty());
}

/// The estimate runs at the house's pace, a house-rule value from 1 to 200 hands an hour: at
/// the presets' 30, an 8-hand penalty is expected over in 16 minutes.
#[test]
fn the_estimated_end_runs_at_the_house_pace() {
    let mut rules = riffle_core::house::HouseRules::tda_2024();
    assert_eq!(rules.conduct.penalty_hands_per_hour, 30);
    rules.conduct.penalty_hands_per_hour = 0;
    let err = riffle_text::Say::say(&rules.validate().unwrap_err(), riffle_text::Lang::En);
    assert!(err.contains("from 1 to 200"), "{err}");
    let mut td = field(8);
    penalize(
        &mut td,
        "P01",
        Fault::Language,
        Some(Step::MissedRounds(1)),
        Some("abuse"),
    );
    let given = td.now;
    let end = |td: &Td| match &td.tournament.penalties().last().unwrap().penalty.effect {
        Effect::Away(s) => s.estimated_end(),
        other => panic!("not a suspension: {other:?}"),
    };
    assert_eq!(end(&td), given + chrono::Duration::minutes(16));
    assert_eq!(
        td.tournament
            .house_rules()
            .rules
            .conduct
            .penalty_hands_per_hour,
        30
    );
}
