//! Every button, field and card stands apart and whole inside the window: on a 1280×720 and a
//! 1920×1080 screen, at 100 % and 200 % zoom, in English and French, no two widgets the TD can
//! click overlap (one hidden under the other takes the click meant for it) and none runs past
//! the window's edge. A widget drawn inside another (a button on a table card) is not an overlap.
//!
//! With `RIFFLE_PICTURES=<folder>` the test also writes a picture of every tab in each look,
//! to look at.

use crate::ui_common;

use egui::accesskit::Role;
use egui::{Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::floor::PlayerId;
use riffle_text::Lang;
use riffle_tournament::{Command, StructureSource};
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::picture::Textures;
use ui_common::{Looks, event_window_at, seated};

/// Twenty players, some with the long names a French room sees, seated on the deep stack with
/// the clock running; one unregistered.
fn running(
    lang: Lang,
    screen: Vec2,
    zoom_percent: u16,
) -> (Harness<'static, App>, Textures, tempfile::TempDir) {
    let names = [
        "Morgan Chevalier",
        "Jean-Baptiste Lefèvre",
        "Anne-Sophie Delacroix-Martin",
        "Bob",
        "Cy",
        "Dee",
        "Eve",
        "Fay",
        "Gus",
        "Hal",
        "Ida",
        "Jo",
        "Kim",
        "Lou",
        "Max",
        "Ned",
        "Oz",
        "Pam",
        "Quin",
        "Marie-Claire Beauregard",
    ];
    let mut commands = seated(&names);
    commands.insert(
        names.len(),
        Command::Unregister {
            player: PlayerId(5),
        },
    );
    commands.push(Command::StartClock);
    let textures = Textures::default();
    let (harness, folder) = event_window_at(
        &commands,
        &Looks {
            size: screen,
            lang,
            app_style: true,
            structure: StructureSource::Shipped("deep-stack".into()),
            zoom_percent,
            textures: Some(textures.clone()),
            ..Looks::default()
        },
    );
    (harness, textures, folder)
}

/// What the TD can click, type into or pick.
fn interactive(role: Role) -> bool {
    matches!(
        role,
        Role::Button
            | Role::CheckBox
            | Role::RadioButton
            | Role::TextInput
            | Role::MultilineTextInput
            | Role::SearchInput
            | Role::ComboBox
            | Role::Slider
            | Role::SpinButton
            | Role::Link
            | Role::Tab
            | Role::MenuItem
            | Role::ColorWell
    )
}

/// The widgets that overlap or leave the window on the tab shown.
fn crowded(harness: &Harness<'static, App>) -> Vec<String> {
    let screen = harness.ctx.content_rect();
    let widgets: Vec<(String, Rect)> = harness
        .root()
        .query_all(egui_kittest::kittest::by())
        .filter(|node| interactive(node.accesskit_node().role()))
        .filter(|node| !node.accesskit_node().is_hidden())
        .map(|node| {
            let name = node
                .accesskit_node()
                .label()
                .or(node.value())
                .unwrap_or_default()
                .to_string();
            let r = node.rect();
            (
                name,
                Rect::from_min_max(egui::pos2(r.min.x, r.min.y), egui::pos2(r.max.x, r.max.y)),
            )
        })
        .filter(|(_, rect)| rect.width() > 0.5 && rect.height() > 0.5)
        .collect();
    let mut found = Vec::new();
    // Below the window's bottom edge is a scroll away; past its sides or top is lost.
    let shown: Vec<&(String, Rect)> = widgets
        .iter()
        .filter(|(_, rect)| rect.min.y < screen.max.y)
        .collect();
    for (name, rect) in &shown {
        if rect.min.x < screen.min.x - 0.5
            || rect.max.x > screen.max.x + 0.5
            || rect.min.y < screen.min.y - 0.5
        {
            found.push(format!("out of the window: {name:?} at {rect:?}"));
        }
    }
    let whole: Vec<&(String, Rect)> = shown
        .into_iter()
        .filter(|(_, rect)| rect.max.y <= screen.max.y + 0.5)
        .collect();
    for (i, (a_name, a)) in whole.iter().enumerate() {
        for (b_name, b) in &whole[i + 1..] {
            let common = a.intersect(*b);
            let nested = a.contains_rect(b.shrink(0.5)) || b.contains_rect(a.shrink(0.5));
            if common.width() > 1.0 && common.height() > 1.0 && !nested {
                found.push(format!("{a_name:?} at {a:?} overlaps {b_name:?} at {b:?}"));
            }
        }
    }
    found
}

/// Opens the first table's detail beside the map, as the TD does to act at a table.
fn open_table_1(harness: &mut Harness<'static, App>) {
    harness
        .get_by(|node| {
            node.role() == Role::Button
                && node
                    .label()
                    .is_some_and(|l| l.starts_with("Table 1 ") || l.starts_with("Table 1:"))
        })
        .click();
    harness.run();
}

#[test]
fn no_widget_hides_another_or_leaves_the_window_at_any_zoom_in_either_language() {
    let checked = [Tab::Tables, Tab::Players, Tab::Hands, Tab::Settings];
    let pictured = [
        Tab::Clock,
        Tab::Players,
        Tab::Tables,
        Tab::Hands,
        Tab::Rulings,
        Tab::Payouts,
        Tab::Structure,
        Tab::Settings,
    ];
    let folder = std::env::var_os("RIFFLE_PICTURES").map(std::path::PathBuf::from);
    let mut problems = Vec::new();
    for lang in [Lang::En, Lang::Fr] {
        for zoom in [100, 200] {
            for screen in [Vec2::new(1280.0, 720.0), Vec2::new(1920.0, 1080.0)] {
                let (mut harness, textures, _event) = running(lang, screen, zoom);
                let look = format!("{lang:?} {zoom}% {}x{}", screen.x, screen.y);
                for tab in pictured {
                    let pictured_here = folder.as_ref();
                    if !checked.contains(&tab) && pictured_here.is_none() {
                        continue;
                    }
                    harness.state_mut().set_tab(tab);
                    harness.run();
                    if tab == Tab::Tables {
                        open_table_1(&mut harness);
                    }
                    // The hand logger open on table 1, as the TD logs a hand.
                    if tab == Tab::Hands && harness.query_by_label("Table 1").is_some() {
                        harness.get_by_label("Table 1").click();
                        harness.run();
                    }
                    if checked.contains(&tab) {
                        problems.extend(
                            crowded(&harness)
                                .into_iter()
                                .map(|problem| format!("{look} {tab:?}: {problem}")),
                        );
                    }
                    if let Some(folder) = pictured_here {
                        let name = format!("{tab:?}-{lang:?}-{zoom}-{}x{}.png", screen.x, screen.y)
                            .to_lowercase();
                        textures.frame(&harness).save(&folder.join(name));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
