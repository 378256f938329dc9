//! One person, one live entry, in the window: once a busted player re-entered, the old entry's
//! Re-entry is greyed with the tournament's reason (the live entry, its table and seat), and
//! Reinstate on the old entry is refused the same way; nothing is bought twice.

use crate::ui_common;

use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::floor::PlayerId;
use riffle_tournament::Command;
use riffle_ui::panels::Tab;
use ui_common::{busted, click, event_window, read, seated, type_into};

#[test]
fn the_old_entry_of_a_player_back_in_cannot_re_enter_or_be_reinstated() {
    let mut commands = seated(&["Ann", "Bob", "Cy", "Dee"]);
    commands.push(busted(1));
    commands.push(Command::ReEnter {
        player: PlayerId(1),
        profile: None,
    });
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    let seat = read(&harness, |t| t.floor().seat_of(PlayerId(4)).unwrap());
    let entries = read(&harness, |t| t.purchases().re_entries);
    harness.get_by_label_contains("#2 Bob").click();
    harness.run();
    harness.get_by_label_contains(&format!(
        "Bob is already back in as entry 5, table {} seat {}",
        seat.table.0, seat.seat
    ));
    assert!(
        harness
            .get_by_label("Re-enter")
            .accesskit_node()
            .is_disabled()
    );
    assert_eq!(read(&harness, |t| t.purchases().re_entries), entries);
    click(&mut harness, "Reinstate…");
    type_into(
        &mut harness,
        "Why the bust was a mistake (kept in the history)",
        "wrong seat tapped",
    );
    // Said twice: beside the greyed Re-enter and under the reason for Reinstate.
    let said = harness
        .query_all_by_label_contains("Bob is already back in as entry 5")
        .count();
    assert_eq!(said, 2);
    click(&mut harness, "Reinstate Bob");
    ui_common::picture::picture(&harness, "stale-entry-refused");
    assert!(!read(&harness, |t| t.entry(PlayerId(1)).unwrap().in_play()));
    let live = read(&harness, |t| {
        t.players_in().filter(|e| e.name == "Bob").count()
    });
    assert_eq!(live, 1);
}
