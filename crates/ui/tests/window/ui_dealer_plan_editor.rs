//! The rotation plan's editor in the Tables tab: the TD checks dealers in by name and sets the
//! push interval and the strings of tables with their dealers, sent as the one journaled
//! command the floor page sends. What cannot be read (minutes that are no whole number, a name
//! nobody checked in under) is said under the form and sends nothing; a plan the tournament
//! refuses (a table left without a dealer, a push under five minutes) is said in the notice
//! strip and changes nothing; a double click on Set the plan sets it once.

use crate::ui_common;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::dealers::{DealerId, DealerString};
use riffle_core::floor::TableNo;
use riffle_text::Lang;
use riffle_tournament::Command;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use tempfile::TempDir;
use ui_common::{Looks, click, event_window_at, read, type_into};

/// Six players at tables 1 and 2, Ana and Ben checked in, the editor open.
fn editor(looks: &Looks) -> (Harness<'static, App>, TempDir) {
    let mut commands: Vec<Command> = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]
        .iter()
        .map(|name| Command::Register {
            name: name.to_string(),
            notes: None,
            confirmed: false,
            profile: None,
        })
        .collect();
    commands.push(Command::OpenTables { tables: vec![1, 2] });
    commands.push(Command::DrawSeats);
    for name in ["Ana", "Ben"] {
        commands.push(Command::CheckInDealer { name: name.into() });
    }
    let (mut harness, folder) = event_window_at(&commands, looks);
    harness.state_mut().set_tab(Tab::Tables);
    harness.run();
    let open = if looks.lang == Lang::Fr {
        "Plan de rotation…"
    } else {
        "Rotation plan…"
    };
    click(&mut harness, open);
    (harness, folder)
}

/// Replaces what the field a label names holds with `text`.
fn retype(harness: &mut Harness<'static, App>, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.get_by_label(label).type_text(text);
    harness.run();
}

fn commands(harness: &Harness<'static, App>) -> usize {
    read(harness, |t| t.history().len())
}

fn plan(harness: &Harness<'static, App>) -> Option<(u32, Vec<DealerString>)> {
    read(harness, |t| {
        t.dealer_plan()
            .map(|(minutes, strings)| (minutes, strings.to_vec()))
    })
}

#[test]
fn the_td_checks_a_dealer_in_and_sets_a_plan_and_a_double_click_sets_it_once() {
    let (mut harness, _folder) = editor(&Looks::default());
    harness.get_by_label("Checked in: Ana, Ben");
    type_into(&mut harness, "Check in a dealer:", "Cy");
    click(&mut harness, "Check in");
    harness.get_by_label("Checked in: Ana, Ben, Cy");
    assert_eq!(read(&harness, |t| t.dealers().len()), 3);

    // The form starts from the open tables and a 30-minute push.
    assert_eq!(
        harness.get_by_label("Push every").value().as_deref(),
        Some("30")
    );
    assert_eq!(
        harness.get_by_label("String 1: tables").value().as_deref(),
        Some("1, 2")
    );
    retype(&mut harness, "Push every", "20");
    type_into(&mut harness, "dealers", "Ana, ben, Cy");
    let before = commands(&harness);
    harness.get_by_label("Set the plan").click();
    harness.run();
    harness.get_by_label("Set the plan").click();
    harness.run();
    assert_eq!(commands(&harness), before + 1, "set once");
    assert_eq!(
        plan(&harness),
        Some((
            20,
            vec![DealerString {
                tables: vec![TableNo(1), TableNo(2)],
                dealers: vec![DealerId(0), DealerId(1), DealerId(2)],
            }]
        ))
    );
    assert_eq!(
        harness.state().refusal().as_deref(),
        Some(
            "this plan is already in force: setting it again would start its rotation over; \
             change the plan, or leave it"
        )
    );
    harness.get_by_label("push in 20 min: Ana -> table 2, Ben -> break, Cy -> table 1");
}

#[test]
fn minutes_that_are_no_whole_number_and_a_name_nobody_checked_in_under_send_nothing() {
    let (mut harness, _folder) = editor(&Looks::default());
    let before = commands(&harness);
    retype(&mut harness, "Push every", "-5");
    type_into(&mut harness, "dealers", "Ana, Ben, Cy");
    click(&mut harness, "Set the plan");
    harness.get_by_label(
        "Push every “-5” minutes: type the minutes between pushes as a whole number, e.g. 30.",
    );
    retype(&mut harness, "Push every", "30");
    click(&mut harness, "Set the plan");
    harness.get_by_label(
        "No dealer named Cy is checked in (string 1): check them in first, or type a name from \
         the board.",
    );
    assert_eq!(commands(&harness), before);
    assert_eq!(plan(&harness), None);
}

#[test]
fn a_plan_leaving_a_table_without_a_dealer_or_pushing_every_zero_minutes_is_refused() {
    let (mut harness, _folder) = editor(&Looks::default());
    let before = commands(&harness);
    type_into(&mut harness, "dealers", "Ana");
    click(&mut harness, "Set the plan");
    assert_eq!(
        harness.state().refusal().as_deref(),
        Some(
            "string 1 has 2 tables but 1 dealers: a table would have no dealer; give it at least \
             2 dealers, one more to relieve them"
        )
    );
    retype(&mut harness, "dealers", "Ana, Ben");
    retype(&mut harness, "Push every", "0");
    click(&mut harness, "Set the plan");
    assert_eq!(
        harness.state().refusal().as_deref(),
        Some("a push every 0 min is too often: dealers push every 5 min at the most often")
    );
    assert_eq!(commands(&harness), before);
    assert_eq!(plan(&harness), None);
}

#[test]
fn the_editor_opens_on_the_plan_in_force_with_the_dealers_names() {
    let (mut harness, _folder) = editor(&Looks::default());
    type_into(&mut harness, "dealers", "Ben, Ana");
    click(&mut harness, "Set the plan");
    click(&mut harness, "Close");
    click(&mut harness, "Rotation plan…");
    assert_eq!(
        harness.get_by_label("dealers").value().as_deref(),
        Some("Ben, Ana")
    );
    // Two strings: table 1 dealt by Ben, table 2 by Ana, one dealer a table each.
    retype(&mut harness, "String 1: tables", "1");
    retype(&mut harness, "dealers", "Ben");
    click(&mut harness, "Add a string");
    type_into(&mut harness, "String 2: tables", "2");
    harness.get_all_by_label("dealers").nth(1).unwrap().focus();
    harness.run();
    harness
        .get_all_by_label("dealers")
        .nth(1)
        .unwrap()
        .type_text("Ana");
    harness.run();
    click(&mut harness, "Set the plan");
    assert_eq!(
        plan(&harness).map(|(_, strings)| strings.len()),
        Some(2),
        "{:?}",
        harness.state().refusal()
    );
}

#[test]
fn the_editor_speaks_french_in_a_french_window() {
    let looks = Looks {
        lang: Lang::Fr,
        ..Looks::default()
    };
    let (mut harness, _folder) = editor(&looks);
    harness.get_by_label("Pointés\u{a0}: Ana, Ben");
    retype(&mut harness, "Rotation toutes les", "dix");
    click(&mut harness, "Appliquer le plan");
    harness.get_by_label(
        "Rotation toutes les «\u{a0}dix\u{a0}» minutes\u{a0}: tapez les minutes entre deux \
         rotations en nombre entier, par ex. 30.",
    );
}
