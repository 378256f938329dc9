//! A shipped structure's own texts, its description and its break messages, read in the TD's
//! language: the structure gives each language its text, as the word files do.

use crate::ui_common;

use egui_kittest::kittest::Queryable;
use riffle_text::Lang;
use riffle_tournament::StructureSource;
use riffle_ui::panels::Tab;
use ui_common::{Looks, event_window_at, seated};

#[test]
fn the_deep_stack_describes_itself_in_the_tds_language() {
    for (lang, said, other) in [
        (Lang::En, "Saturday deep stack", "Deep stack du samedi"),
        (Lang::Fr, "Deep stack du samedi", "Saturday deep stack"),
    ] {
        let (mut harness, _folder) = event_window_at(
            &seated(&["Ann", "Bob", "Cy"]),
            &Looks {
                lang,
                structure: StructureSource::Shipped("deep-stack".into()),
                ..Looks::default()
            },
        );
        harness.state_mut().set_tab(Tab::Structure);
        harness.run();
        harness.get_by_label_contains(said);
        assert!(harness.query_by_label_contains(other).is_none(), "{lang:?}");
    }
}
