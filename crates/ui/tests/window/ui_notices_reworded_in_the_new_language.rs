//! A notice on screen is a fact, worded each time it is drawn: when the TD switches the window
//! to French, the penalty just given and the hand just applied read in French at once, not in
//! the language they were first shown in. So do what each panel refused or did: a table number
//! that is none, a push interval that is none, a ruling recorded, a database or a layout file
//! refused.

use crate::ui_common;

use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{click, event_window, seated, type_into};

#[test]
fn a_language_switch_rewords_the_notices_on_screen() {
    let (mut harness, _folder) = event_window(&seated(&["Ann", "Bob", "Cy", "Dee"]));

    // A penalty given on the Rulings tab.
    harness.state_mut().set_tab(Tab::Rulings);
    harness.run();
    click(&mut harness, "Penalties");
    type_into(&mut harness, "Player", "an");
    harness.get_by_label_contains("Ann").click();
    harness.run();
    click(&mut harness, "Fault");
    click(&mut harness, "Soft play");
    click(&mut harness, "Give 1 missed round to Ann");
    harness.get_by_label_contains("Penalty given to Ann");

    // A hand logged and applied on the Hands tab: everyone folds to the big blind.
    harness.state_mut().set_tab(Tab::Hands);
    harness.run();
    harness.get_by_label("Table 1").click();
    harness.run();
    for _ in 0..4 {
        if harness.query_by_label("Fold (F)").is_some() {
            harness.key_press(Key::F);
            harness.run();
        }
    }
    click(&mut harness, "Apply to the tournament");
    harness.get_by_label_contains("The hand at table 1 is applied");

    click(&mut harness, "Settings");
    click(&mut harness, "Français");

    harness.state_mut().set_tab(Tab::Hands);
    harness.run();
    harness.get_by_label_contains("La main de la table 1 est appliquée");
    assert!(
        harness
            .query_by_label_contains("The hand at table 1 is applied")
            .is_none(),
        "the applied hand still reads in English"
    );

    harness.state_mut().set_tab(Tab::Rulings);
    harness.run();
    harness.get_by_label_contains("Sanction donnée à Ann");
    assert!(
        harness
            .query_by_label_contains("Penalty given to Ann")
            .is_none(),
        "the penalty given still reads in English"
    );
}

/// The text field whose grey hint reads `hint` (the first one, in the order drawn).
fn field_hinted<'h>(harness: &'h Harness<'static, App>, hint: &'h str) -> egui_kittest::Node<'h> {
    harness
        .get_all_by(|node| node.role() == Role::TextInput && node.placeholder() == Some(hint))
        .next()
        .unwrap_or_else(|| panic!("a field hinted {hint:?}"))
}

/// Types `text` into the field hinted `hint`, replacing what it held.
fn type_hinted(harness: &mut Harness<'static, App>, hint: &str, text: &str) {
    field_hinted(harness, hint).focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    field_hinted(harness, hint).type_text(text);
    harness.run();
}

/// `english` is gone from the tab shown and `french` is there.
fn reworded(harness: &mut Harness<'static, App>, tab: Tab, english: &str, french: &str) {
    harness.state_mut().set_tab(tab);
    harness.run();
    assert!(
        harness.query_by_label_contains(english).is_none(),
        "{tab:?} still reads {english:?} in French"
    );
    harness.get_by_label_contains(french);
}

#[test]
fn a_language_switch_rewords_what_each_panel_refused_or_did() {
    let (mut harness, folder) = event_window(&seated(&["Ann", "Bob", "Cy", "Dee"]));

    // Hands: a table number that is no number.
    harness.state_mut().set_tab(Tab::Hands);
    harness.run();
    type_hinted(&mut harness, "number", "douze");
    click(&mut harness, "Open");
    harness.get_by_label_contains("is not a table number");

    // Tables: tables to open that are no numbers, and a push interval that is none either.
    harness.state_mut().set_tab(Tab::Tables);
    harness.run();
    type_hinted(&mut harness, "e.g. 12, 13", "twelve");
    click(&mut harness, "Open tables");
    harness.get_by_label_contains("Type table numbers from 1");
    click(&mut harness, "Rotation plan…");
    harness.get_by_label("Push every").focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.get_by_label("Push every").type_text("half");
    harness.run();
    click(&mut harness, "Set the plan");
    harness.get_by_label_contains("Push every “half” minutes");

    // Rulings: a ruling recorded.
    harness.state_mut().set_tab(Tab::Rulings);
    harness.run();
    type_into(&mut harness, "Find", "away");
    click(&mut harness, "Player absent at the deal");
    click(&mut harness, "No");
    click(&mut harness, "Next");
    harness
        .get_by_label("How much had the player posted in blinds and antes for this hand?")
        .type_text("1,200");
    harness.run();
    click(&mut harness, "Next");
    click(&mut harness, "Record the ruling");
    harness.get_by_label_contains("Ruling recorded: Player absent at the deal");

    // Settings: a database location that is none, and a broken layout file.
    harness.state_mut().set_tab(Tab::Settings);
    harness.run();
    type_into(
        &mut harness,
        "Database (file or URL)",
        "mysql://td@db.club/riffle",
    );
    click(&mut harness, "Connect");
    harness.get_by_label_contains("is not a database");
    let broken = folder.path().join("broken.ron");
    std::fs::write(
        &broken,
        "Layout(name: \"Broken\", grid: (columns: 4, rows: 4), pages: [(regions: [\n\
         (figure: Clok, at: (1, 1), span: (4, 2)),\n])])",
    )
    .unwrap();
    // Picked in the system's dialog, as the TD opens a layout file.
    click(&mut harness, "Open a layout file…");
    let ctx = harness.ctx.clone();
    let dialog = riffle_ui::platform::Dialog::LayoutFile;
    harness.state_mut().answer_dialog(&ctx, dialog, &broken);
    harness.run();
    harness.get_by_label_contains("did you mean `Clock`?");

    click(&mut harness, "Settings");
    click(&mut harness, "Français");

    reworded(
        &mut harness,
        Tab::Settings,
        "is not a database",
        "n'est pas une base",
    );
    harness.get_by_label_contains("vouliez-vous dire `Clock`");
    assert!(harness.query_by_label_contains("did you mean").is_none());
    reworded(
        &mut harness,
        Tab::Hands,
        "is not a table number",
        "n'est pas un numéro de table",
    );
    reworded(
        &mut harness,
        Tab::Tables,
        "Type table numbers from 1",
        "Tapez des numéros de table à partir de 1",
    );
    harness.get_by_label_contains("Rotation toutes les «\u{a0}half\u{a0}» minutes");
    assert!(
        harness
            .query_by_label_contains("Push every “half”")
            .is_none()
    );
    reworded(
        &mut harness,
        Tab::Rulings,
        "Ruling recorded",
        "Décision enregistrée",
    );
}
