//! No money under the pointer: a tired TD double-clicks "Confirm the elimination", and the second
//! click lands on whatever the panel draws there next ("Re-enter" for a player out early). A
//! click that spends money (a re-entry, a rebuy, an add-on) only asks, naming the player and the
//! amount; a second, deliberate click on the question's own button, drawn elsewhere, buys.

use crate::ui_common;

use egui::Pos2;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::floor::PlayerId;
use riffle_tournament::{Command, EntryKind};
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{event_window, press_and_release_at, seated};

/// The TD window on the players panel, five players seated and the clock running.
fn players_panel() -> (Harness<'static, App>, tempfile::TempDir) {
    let mut commands = seated(&["Ann", "Bob", "Cy", "Dee", "Simon Jacob"]);
    commands.push(Command::StartClock);
    let (mut harness, folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    (harness, folder)
}

/// A click at `pos`, then the frames the window asks for.
fn click_at(harness: &mut Harness<'static, App>, pos: Pos2) {
    press_and_release_at(harness, pos);
    harness.run();
}

fn entries(harness: &Harness<'static, App>) -> usize {
    harness
        .state()
        .with_tournament(|t| t.entries().len())
        .unwrap()
}

fn re_entries(harness: &Harness<'static, App>) -> usize {
    harness
        .state()
        .with_tournament(|t| {
            (t.entries().iter())
                .filter(|e| matches!(e.kind, EntryKind::ReEntry { .. }))
                .count()
        })
        .unwrap()
}

fn arm_the_elimination_of_simon(harness: &mut Harness<'static, App>) -> Pos2 {
    harness.get_by_label_contains("#5 Simon Jacob").click();
    harness.run();
    harness.get_by_label("Eliminate…").click();
    harness.run();
    // Near its left end, where the TD's pointer often rests after reaching across the panel.
    let confirm = harness.get_by_label("Confirm the elimination").rect();
    Pos2::new(confirm.left() + 12.0, confirm.center().y)
}

#[test]
fn a_double_click_on_confirm_the_elimination_eliminates_once_and_buys_nothing() {
    let (mut harness, _folder) = players_panel();
    let at = arm_the_elimination_of_simon(&mut harness);
    let before = entries(&harness);

    click_at(&mut harness, at);
    assert!(
        harness.get_by_label("Re-enter").rect().contains(at),
        "the panel now draws Re-enter under the pointer"
    );
    click_at(&mut harness, at);

    let out = harness
        .state()
        .with_tournament(|t| t.entry(PlayerId(4)).is_some_and(|e| !e.in_play()))
        .unwrap();
    assert!(out, "the first click eliminates Simon Jacob");
    assert_eq!(entries(&harness), before, "the second click bought nothing");
    assert_eq!(re_entries(&harness), 0);
}

#[test]
fn a_re_entry_asks_first_naming_the_player_and_the_amount_then_buys_once() {
    let (mut harness, _folder) = players_panel();
    let at = arm_the_elimination_of_simon(&mut harness);
    click_at(&mut harness, at);

    harness.get_by_label("Re-enter").click();
    harness.run();
    assert_eq!(re_entries(&harness), 0, "the first click only asks");
    harness.get_by_label("Re-entry for Simon Jacob: €100");
    let ask = harness.get_by_label("Confirm the re-entry").rect().center();
    assert!(
        !harness.get_by_label("Re-enter").rect().contains(ask),
        "the question's button is not where the first click was"
    );

    click_at(&mut harness, ask);
    click_at(&mut harness, ask);
    assert_eq!(re_entries(&harness), 1, "one re-entry for a double click");
}

#[test]
fn a_re_entry_asked_can_be_called_off() {
    let (mut harness, _folder) = players_panel();
    let at = arm_the_elimination_of_simon(&mut harness);
    click_at(&mut harness, at);
    harness.get_by_label("Re-enter").click();
    harness.run();
    harness.get_by_label("Cancel").click();
    harness.run();
    assert!(harness.query_by_label("Confirm the re-entry").is_none());
    assert_eq!(re_entries(&harness), 0);
    assert!(
        harness
            .query_by_label("Re-enter")
            .is_some_and(|b| !b.accesskit_node().is_disabled())
    );
}
