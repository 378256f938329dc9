//! The payout table edit window: before the money the TD types a prize per paid place, sees
//! the sum against the prize pool as they type, saves, or goes back to the structure's prizes;
//! once a player is paid the prizes can no longer be edited. The built-in structure's ten
//! entries under its €5,000 guarantee pay €3,334 and €1,666.

use crate::ui_common;

use egui::Key;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use tempfile::TempDir;
use ui_common::{busted, click, event_window, read, seated};

const NAMES: [&str; 10] = [
    "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo",
];

/// The payouts tab of the ten-player event after the players of `out` busted, in that order.
fn payouts_tab(out: &[u32]) -> (Harness<'static, App>, TempDir) {
    let mut commands = seated(&NAMES);
    commands.extend(out.iter().map(|&player| busted(player)));
    let (mut harness, folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Payouts);
    harness.run();
    (harness, folder)
}

/// Replaces what the prize field of a place holds with `text`.
fn retype(harness: &mut Harness<'static, App>, place: &str, text: &str) {
    harness
        .get_by_role_and_label(Role::TextInput, place)
        .focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness
        .get_by_role_and_label(Role::TextInput, place)
        .type_text(text);
    harness.run();
}

fn prizes(harness: &Harness<'static, App>) -> Vec<u64> {
    read(harness, |t| t.payouts())
}

fn save_enabled(harness: &Harness<'static, App>) -> bool {
    !harness
        .get_by_label("Save these prizes")
        .accesskit_node()
        .is_disabled()
}

#[test]
fn the_td_edits_the_prizes_with_the_sum_checked_as_they_type() {
    let (mut harness, _folder) = payouts_tab(&[]);
    assert_eq!(prizes(&harness), [3_334, 1_666]);
    click(&mut harness, "Edit the prizes…");
    harness.get_by_label("The prizes add up to the prize pool of €5,000.");

    retype(&mut harness, "2nd", "1,500");
    harness.get_by_label("The prizes add up to €4,834: €166 short of the prize pool of €5,000.");
    assert!(
        !save_enabled(&harness),
        "a table short of the pool is not saved"
    );
    retype(&mut harness, "1st", "3600");
    harness.get_by_label("The prizes add up to €5,100: €100 more than the prize pool of €5,000.");
    assert!(!save_enabled(&harness));
    retype(&mut harness, "1st", "3,500");
    harness.get_by_label("The prizes add up to the prize pool of €5,000.");
    assert_eq!(
        prizes(&harness),
        [3_334, 1_666],
        "nothing changes before it is saved"
    );

    click(&mut harness, "Save these prizes");
    assert_eq!(prizes(&harness), [3_500, 1_500]);
    // The places list beside the window shows the TD's prizes.
    harness.get_by_label("€3,500");

    click(&mut harness, "Back to the structure's prizes");
    assert_eq!(prizes(&harness), [3_334, 1_666]);
    assert!(
        harness
            .query_by_label("Back to the structure's prizes")
            .is_none()
    );
}

#[test]
fn a_place_more_is_paid_and_the_order_is_checked_by_the_tournament() {
    let (mut harness, _folder) = payouts_tab(&[]);
    click(&mut harness, "Edit the prizes…");
    click(&mut harness, "Pay one more place");
    retype(&mut harness, "1st", "2,334");
    retype(&mut harness, "2nd", "1,000");
    retype(&mut harness, "3rd", "1,666");
    harness.get_by_label("The prizes add up to the prize pool of €5,000.");
    harness.get_by_label_contains("place 3 would pay more than place 2");
    assert!(!save_enabled(&harness));
    retype(&mut harness, "3rd", "666");
    retype(&mut harness, "1st", "3,334");
    click(&mut harness, "Save these prizes");
    assert_eq!(prizes(&harness), [3_334, 1_000, 666]);
}

#[test]
fn a_prize_that_is_not_an_amount_is_named_by_its_place() {
    let (mut harness, _folder) = payouts_tab(&[]);
    click(&mut harness, "Edit the prizes…");
    retype(&mut harness, "2nd", "a lot");
    harness.get_by_label(
        "The prize of the 2nd place is not an amount: type a whole number, e.g. 1,250.",
    );
    assert!(!save_enabled(&harness));
}

#[test]
fn the_prizes_cannot_be_edited_once_a_player_is_paid() {
    // Eight out of ten: the two left are both paid.
    let (harness, _folder) = payouts_tab(&[9, 8, 7, 6, 5, 4, 3, 2]);
    assert!(
        harness
            .get_by_label("Edit the prizes…")
            .accesskit_node()
            .is_disabled()
    );
    harness.get_by_label_contains("the prizes are set before the money");
}
