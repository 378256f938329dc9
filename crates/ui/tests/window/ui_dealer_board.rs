//! The dealer board in the TD's window: once a rotation plan is set, the Tables tab announces
//! the next push ("push in 30 min: Ana -> break, Ben -> table 1") and where each dealer is, in
//! the TD's language.

use crate::ui_common;

use egui_kittest::kittest::Queryable;
use riffle_core::dealers::{DealerId, DealerString};
use riffle_core::floor::TableNo;
use riffle_text::Lang;
use riffle_tournament::Command;
use riffle_ui::panels::Tab;
use ui_common::{Looks, event_window_at, seated};

fn with_board() -> Vec<Command> {
    let mut commands = seated(&["Ana Ruiz", "Ben Okafor"]);
    for name in ["Ana", "Ben"] {
        commands.push(Command::CheckInDealer { name: name.into() });
    }
    commands.push(Command::SetDealerPlan {
        push_minutes: 30,
        strings: vec![DealerString {
            tables: vec![TableNo(1)],
            dealers: vec![DealerId(0), DealerId(1)],
        }],
    });
    commands
}

#[test]
fn the_tables_tab_announces_the_next_push_and_where_each_dealer_is() {
    let (mut harness, _folder) = event_window_at(&with_board(), &Looks::default());
    harness.state_mut().set_tab(Tab::Tables);
    harness.run();
    harness.get_by_label("Dealer board:");
    harness.get_by_label("push in 30 min: Ana -> break, Ben -> table 1");
    harness.get_by_label("Ana: table 1");
    harness.get_by_label("Ben: on break");
}

#[test]
fn the_board_speaks_french_in_a_french_window() {
    let looks = Looks {
        lang: Lang::Fr,
        ..Looks::default()
    };
    let (mut harness, _folder) = event_window_at(&with_board(), &looks);
    harness.state_mut().set_tab(Tab::Tables);
    harness.run();
    harness.get_by_label("rotation dans 30\u{a0}min\u{a0}: Ana -> pause, Ben -> table 1");
    harness.get_by_label("Ben\u{a0}: en pause");
}
