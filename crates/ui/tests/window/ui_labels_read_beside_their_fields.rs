//! A row that wraps keeps a label, its field and its button together: at 100 % to 200 % zoom
//! in a 1280×720 window, in English and French, the Players tab's "Notes" sits beside the
//! notes field, and on the Tables tab the break order's "in this order" beside its list and
//! its button, the tables to open beside "Open tables". A label left at a row's end with its
//! field on the next row reads as the label of whatever follows it.

use crate::ui_common;

use egui::Vec2;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_text::Lang;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{Looks, event_window_at, seated};

/// The rectangle of the first widget of `role` that `pick` accepts, by its words (a label's
/// text, another widget's name) and hint.
fn rect_of(
    harness: &Harness<'static, App>,
    role: Role,
    pick: impl Fn(Option<&str>, Option<&str>) -> bool,
) -> egui::Rect {
    let node = harness
        .get_all_by(|node| {
            node.role() == role
                && pick(node.label().or(node.value()).as_deref(), node.placeholder())
        })
        .next()
        .unwrap_or_else(|| panic!("a {role:?} widget"));
    node.rect()
}

/// Whether every rectangle lies on the first one's row.
fn one_row(rects: &[egui::Rect]) -> bool {
    let first = rects[0];
    rects.iter().all(|r| {
        let half = r.height().min(first.height()) / 2.0;
        (r.center().y - first.center().y).abs() < half
    })
}

#[test]
fn a_wrapped_row_keeps_each_label_with_its_field_and_button() {
    let names = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo",
    ];
    let mut apart = Vec::new();
    for lang in [Lang::En, Lang::Fr] {
        let (notes, listed, set_list, hint, open) = match lang {
            Lang::En => (
                "Notes",
                "in this order:",
                "Set the order",
                "e.g. 12, 13",
                "Open tables",
            ),
            _ => (
                "Notes",
                "dans cet ordre\u{a0}:",
                "Fixer l'ordre",
                "ex. 12, 13",
                "Ouvrir des tables",
            ),
        };
        for zoom_percent in [100, 150, 200] {
            let (mut harness, _folder) = event_window_at(
                &seated(&names),
                &Looks {
                    size: Vec2::new(1280.0, 720.0),
                    lang,
                    zoom_percent,
                    app_style: true,
                    ..Looks::default()
                },
            );
            let look = format!("{lang:?} {zoom_percent}%");
            harness.state_mut().set_tab(Tab::Players);
            harness.run();
            let label = rect_of(&harness, Role::Label, |l, _| l == Some(notes));
            let field = rect_of(&harness, Role::TextInput, |l, _| l == Some(notes));
            if !one_row(&[label, field]) {
                apart.push(format!(
                    "{look}: {notes:?} at {label:?}, its field at {field:?}"
                ));
            }

            harness.state_mut().set_tab(Tab::Tables);
            harness.run();
            let choice = rect_of(&harness, Role::Button, |l, _| l == Some(listed));
            let list = rect_of(&harness, Role::TextInput, |l, _| l == Some(listed));
            let set = rect_of(&harness, Role::Button, |l, _| l == Some(set_list));
            if !one_row(&[choice, list, set]) {
                apart.push(format!(
                    "{look}: {listed:?} at {choice:?}, its list at {list:?}, {set_list:?} at {set:?}"
                ));
            }
            let numbers = rect_of(&harness, Role::TextInput, |_, h| h == Some(hint));
            let button = rect_of(&harness, Role::Button, |l, _| l == Some(open));
            if !one_row(&[numbers, button]) {
                apart.push(format!(
                    "{look}: the tables to open at {numbers:?}, {open:?} at {button:?}"
                ));
            }
        }
    }
    assert!(apart.is_empty(), "{}", apart.join("\n"));
}
