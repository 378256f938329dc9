//! The hand logger names the game in the TD's language and its word order, as the Structure
//! tab and the players' screen do: "No-limit hold'em" in English, "Hold'em no-limit" in French,
//! never the English order inside a French screen.

use crate::ui_common;

use egui_kittest::kittest::Queryable;
use riffle_text::Lang;
use riffle_ui::panels::Tab;
use ui_common::{Looks, event_window_at, seated};

#[test]
fn the_hand_logger_names_the_game_in_each_languages_order() {
    for (lang, game, other) in [
        (Lang::En, "No-limit hold'em", "Hold'em no-limit"),
        (Lang::Fr, "Hold'em no-limit", "No-limit hold'em"),
    ] {
        let (mut harness, _folder) = event_window_at(
            &seated(&["Ann", "Bob", "Cy", "Dee"]),
            &Looks {
                lang,
                ..Looks::default()
            },
        );
        harness.state_mut().set_tab(Tab::Hands);
        harness.run();
        harness.get_by_label("Table 1").click();
        harness.run();
        harness.get_by_label_contains(game);
        assert!(
            harness.query_by_label_contains(other).is_none(),
            "{lang:?} names the game {other:?}"
        );
    }
}
