//! A notice on screen is a fact, worded each time it is drawn: when the TD switches the window
//! to French, the penalty just given and the hand just applied read in French at once, not in
//! the language they were first shown in.

use crate::ui_common;

use egui::Key;
use egui_kittest::kittest::Queryable;
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
