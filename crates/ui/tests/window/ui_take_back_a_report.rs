//! The TD takes back the last report of a table from its detail, named by what it takes back,
//! and only while nothing else happened at the table since.

use crate::ui_common;

use egui_kittest::kittest::Queryable;
use riffle_core::floor::{PlayerId, Reporter, TableNo};
use riffle_tournament::Command;
use riffle_ui::panels::Tab;
use ui_common::{event_window, read, seated};

fn dealt() -> Command {
    Command::DealHand {
        table: 1,
        redeal: false,
        by: Reporter::Td,
        confirmed: false,
    }
}

#[test]
fn the_last_report_of_a_table_is_taken_back_from_its_detail_naming_the_hand() {
    let mut commands = seated(&["Ann", "Bob", "Cy", "Dee"]);
    commands.extend([dealt(), dealt()]);
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Tables);
    harness.run();
    harness.get_by_label("Table 1: 4 players").click();
    harness.run();
    let hand = |harness: &_| {
        read(harness, |t| {
            t.floor()
                .table(TableNo(1))
                .unwrap()
                .last_hand()
                .map(|h| h.hand)
        })
    };
    assert_eq!(hand(&harness), Some(2));
    harness
        .get_by_label("Take back New hand at table 1 (hand 2)")
        .click();
    harness.run();
    assert_eq!(hand(&harness), Some(1));
    assert!(harness.state().refusal().is_none());
    assert!(
        harness
            .query_by_label("Take back New hand at table 1 (hand 2)")
            .is_none()
    );
}

#[test]
fn no_take_back_is_offered_once_something_else_happened() {
    let mut commands = seated(&["Ann", "Bob", "Cy", "Dee"]);
    commands.extend([
        dealt(),
        Command::SetChips {
            player: PlayerId(0),
            chips: 12_000,
            confirmed: false,
        },
    ]);
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Tables);
    harness.run();
    harness.get_by_label("Table 1: 4 players").click();
    harness.run();
    assert!(
        harness
            .query_by_label_contains("Take back New hand")
            .is_none()
    );
}
