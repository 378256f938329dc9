//! A recorded ruling shows, in the window's list of rulings, the facts it took as usual because
//! nobody stated them, each marked as assumed, as the wizard showed them: here a ruling sent
//! by the `Rule` command (a script, the API), which the TD reads later on the Rulings tab.

use crate::ui_common;

use egui_kittest::kittest::Queryable;
use riffle_core::betting::Limit;
use riffle_rules::disputes::Case;
use riffle_rules::disputes::chips::{Spot, Undercall};
use riffle_text::Lang;
use riffle_tournament::Command;
use riffle_ui::panels::Tab;
use ui_common::{click, event_window, seated};

/// An undercall post-flop facing the street's opening bet, with nothing said about other
/// undercalls in the same round: that it was the only one is the ordinary answer.
fn undercall() -> Case {
    Case::Undercall(Undercall {
        put_in: Some(2000),
        said_call: Some(false),
        spot: Spot {
            limit: Some(Limit::NoLimit),
            big_blind: Some(200),
            bet_to_match: Some(8000),
            own_bet: Some(0),
            stack: Some(50_000),
            last_full_raise: Some(8000),
            pot: Some(3_000),
            raising_open: Some(true),
            opening_bet: Some(true),
            players_in_hand: Some(4),
            intended_undercall: None,
            from_hand: None,
        },
        sequence: None,
    })
}

#[test]
fn a_ruling_recorded_by_the_command_shows_the_facts_it_assumed() {
    let mut commands = seated(&["Ann", "Bob", "Cy", "Dee"]);
    commands.push(Command::Rule {
        case: Box::new(undercall()),
        table: None,
        players: vec![],
        choice: None,
    });
    let (mut harness, _folder) = event_window(&commands);
    let assumed = harness
        .state()
        .with_tournament(|t| t.rulings()[0].assumed.len())
        .unwrap_or_default();
    assert!(assumed > 0, "the command assumed the ordinary answer");
    harness.state_mut().set_tab(Tab::Rulings);
    harness.run();

    click(&mut harness, "Rulings recorded (1)");
    let title = undercall().title().get(Lang::En).to_string();
    let row = harness.get_by_label_contains(&title);
    row.click();
    harness.run();
    harness.get_by_label("Assumed as usual, as the TD did not say otherwise:");
    // One line a fact assumed, its answer marked as assumed.
    let marked = harness.query_all_by_label_contains("(assumed)").count();
    assert_eq!(marked, assumed);
    let question = undercall()
        .name()
        .question_named("sequence", Lang::En)
        .unwrap_or_else(|| panic!("the undercall asks whether others followed"));
    let mut first = question.chars();
    let capitalised: String = first
        .next()
        .map(|c| c.to_uppercase().chain(first).collect())
        .unwrap_or_default();
    harness.get_by_label_contains(&capitalised);
    // The choice assumed reads as the wizard offers it, from the word files, never as the
    // code names it ("Only").
    harness.get_by_label_contains("The only undercall (assumed)");
    assert_eq!(harness.query_all_by_label_contains(" Only (").count(), 0);
}
