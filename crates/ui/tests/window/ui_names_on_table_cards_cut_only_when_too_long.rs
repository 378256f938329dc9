//! A name on a table card is shortened (with "…") only when the card is narrower than the name,
//! and the seat's whole name is there on hover: beside a table's detail in a 1280×720 window the
//! cards are wide enough for "Anne-Sophie Delacroix-Martin" whole; a name longer than the card is
//! cut, and its seat says it whole on hover.

use crate::ui_common;

use egui::accesskit::Role;
use egui::{Rect, Vec2};
use egui_kittest::kittest::Queryable;
use riffle_ui::panels::Tab;
use ui_common::{Looks, event_window_at, painted, seated};

const LONG: &str = "Anne-Sophie Delacroix-Martin";
const LONGER: &str = "Marie-Bérengère de La Tour d'Auvergne-Lauraguais";

#[test]
fn a_name_is_cut_only_on_a_card_narrower_than_it_and_whole_on_hover() {
    let mut names = vec!["Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"];
    names.push(LONG);
    names.push(LONGER);
    {
        let (size, zoom) = (Vec2::new(1280.0, 720.0), 100);
        let (mut harness, _folder) = event_window_at(
            &seated(&names),
            &Looks {
                size,
                zoom_percent: zoom,
                app_style: true,
                ..Looks::default()
            },
        );
        harness.state_mut().set_tab(Tab::Tables);
        harness.run();
        harness
            .get_by(|node| {
                node.role() == Role::Button
                    && node.label().is_some_and(|l| l.starts_with("Table 1"))
            })
            .click();
        harness.run();
        let texts = painted(&harness);
        let long = texts
            .iter()
            .find(|(text, _)| text.starts_with("Anne-Sophie"))
            .unwrap_or_else(|| panic!("{LONG} is on a card at {size:?} {zoom}%"));
        assert_eq!(
            long,
            &(LONG.to_string(), false),
            "{LONG} is whole on a card wide enough at {size:?} {zoom}%"
        );
        let longer = texts
            .iter()
            .find(|(text, _)| text.starts_with("Marie-B"))
            .unwrap_or_else(|| panic!("{LONGER} is on a card at {size:?} {zoom}%"));
        assert!(longer.1, "{LONGER} is cut to fit its card: {longer:?}");
        // The seat names the player whole, and says it on hover.
        let seat = harness
            .query_all_by_label_contains(LONGER)
            .next()
            .expect("the seat names the player");
        let r = seat.rect();
        let seat = Rect::from_min_max(egui::pos2(r.min.x, r.min.y), egui::pos2(r.max.x, r.max.y));
        assert!(harness.ctx.content_rect().contains(seat.center()));
        harness.hover_at(seat.center());
        harness.run();
        harness.run();
        assert!(
            painted(&harness)
                .iter()
                .any(|(text, elided)| text.contains(LONGER) && !elided),
            "the whole name shows on hover at {size:?} {zoom}%"
        );
    }
}
