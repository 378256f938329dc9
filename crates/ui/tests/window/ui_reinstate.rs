//! A player out by mistake is reinstated from the Players tab: the details offer Reinstate…,
//! which asks why (refused without a reason) and says what it will do before its own confirm
//! button brings the player back, in the seat left while it is free.

use crate::ui_common;

use egui_kittest::kittest::Queryable;
use riffle_core::floor::PlayerId;
use riffle_ui::panels::Tab;
use ui_common::{busted, click, event_window, read, seated, type_into};

#[test]
fn a_player_out_is_reinstated_with_a_reason_after_seeing_what_it_will_do() {
    let mut commands = seated(&["Ann", "Bob", "Cy", "Dee"]);
    commands.push(busted(1));
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    let in_play = |harness: &_| read(harness, |t| t.entry(PlayerId(1)).unwrap().in_play());
    harness.get_by_label_contains("#2 Bob").click();
    harness.run();
    click(&mut harness, "Reinstate…");
    // Without a reason the tournament refuses it, and the confirm does nothing.
    harness.get_by_label_contains("say why the player is reinstated");
    click(&mut harness, "Reinstate Bob");
    assert!(!in_play(&harness));
    type_into(
        &mut harness,
        "Why the bust was a mistake (kept in the history)",
        "wrong seat tapped",
    );
    harness.get_by_label_contains("Bob comes back in play with");
    harness.get_by_label_contains("back at table 1 seat");
    click(&mut harness, "Reinstate Bob");
    assert!(in_play(&harness));
    let summary = read(&harness, |t| {
        t.history()
            .last()
            .unwrap()
            .summary_in(riffle_text::Lang::En)
    });
    assert!(summary.contains("wrong seat tapped"), "{summary}");
    assert!(harness.query_by_label("Reinstate…").is_none());
}
