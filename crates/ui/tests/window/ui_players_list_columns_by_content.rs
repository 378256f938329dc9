//! The Players tab's list gives each column the width of its widest cell, and the name column
//! what the others leave: at 200 % on a 1920×1080 screen, in English and French, every long
//! name and every header shows whole, where narrowing every column alike cut "Jean-Baptiste
//! Le…" and "Table / s…" beside a Status column with room to spare.
//!
//! With `RIFFLE_PICTURES=<folder>` the test also writes a picture of the tab in each look.

use crate::ui_common;

use egui::accesskit::Role;
use egui::{FontId, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_text::Lang;
use riffle_tournament::{Command, StructureSource};
use riffle_ui::app::App;
use riffle_ui::i18n::Texts;
use riffle_ui::panels::Tab;
use ui_common::picture::Textures;
use ui_common::{Looks, event_window_at, painted, seated};

const LONG_NAMES: [&str; 3] = [
    "Jean-Baptiste Lefèvre-Castelnau",
    "Anne-Sophie Delacroix-Martin",
    "Marie-Claire Beauregard-Dubois",
];

/// The long names and a few short ones seated on the deep stack, the clock running, one out.
fn running(
    lang: Lang,
    screen: Vec2,
    zoom_percent: u16,
) -> (Harness<'static, App>, Textures, tempfile::TempDir) {
    running_with(&LONG_NAMES, lang, screen, zoom_percent)
}

/// `long` and a few short names seated on the deep stack, the clock running, one out.
fn running_with(
    long: &[&str],
    lang: Lang,
    screen: Vec2,
    zoom_percent: u16,
) -> (Harness<'static, App>, Textures, tempfile::TempDir) {
    let mut names = long.to_vec();
    names.extend(["Bob", "Cy", "Dee", "Eve", "Fay", "Gus"]);
    let mut commands = seated(&names);
    commands.push(Command::StartClock);
    commands.push(ui_common::busted(names.len() as u32 - 1));
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

/// How wide `text` is on one line in the app's body text.
fn body_width(harness: &Harness<'static, App>, text: &str) -> f32 {
    let font = FontId::proportional(riffle_ui::theme::size::BODY);
    harness.ctx.fonts_mut(|fonts| {
        (fonts.layout_no_wrap(text.to_string(), font, egui::Color32::WHITE))
            .size()
            .x
    })
}

/// The list's cell for `name`, found by the whole name whether shown whole or cut.
fn name_in_list<'h>(
    harness: &'h Harness<'static, App>,
    name: &'h str,
) -> Option<egui_kittest::Node<'h>> {
    harness
        .query_all_by(|node| {
            node.role() == Role::Label
                && (node.value().as_deref() == Some(name) || node.label().as_deref() == Some(name))
        })
        .next()
}

/// The list's names and headers shown narrower than their words.
fn cut(harness: &Harness<'static, App>, lang: Lang) -> Vec<String> {
    let mut found = Vec::new();
    for name in LONG_NAMES {
        let Some(node) = name_in_list(harness, name) else {
            found.push(format!("{name:?} is not in the list"));
            continue;
        };
        let (shown, words) = (node.rect().width(), body_width(harness, name));
        if shown + 1.0 < words {
            found.push(format!("{name:?} cut: {shown} of {words}"));
        }
    }
    let t = Texts::of(lang);
    for key in [
        "col_entry",
        "name",
        "players_chips",
        "col_seat",
        "col_status",
    ] {
        let column = t.text(key);
        let sort_by = riffle_text::fill!(t, "sort_by", column);
        let Some(node) = harness.query_by_label(&sort_by) else {
            found.push(format!("no header {column:?}"));
            continue;
        };
        let (shown, words) = (node.rect().width(), body_width(harness, column));
        if shown + 1.0 < words {
            found.push(format!("header {column:?} cut: {shown} of {words}"));
        }
    }
    found
}

#[test]
fn every_long_name_and_header_shows_whole_at_200_percent_in_both_languages() {
    let folder = std::env::var_os("RIFFLE_PICTURES").map(std::path::PathBuf::from);
    let mut problems = Vec::new();
    for lang in [Lang::En, Lang::Fr] {
        for zoom in [100, 200] {
            if zoom == 100 && folder.is_none() {
                continue;
            }
            let (mut harness, textures, _event) = running(lang, Vec2::new(1920.0, 1080.0), zoom);
            harness.state_mut().set_tab(Tab::Players);
            harness.run();
            problems.extend(
                cut(&harness, lang)
                    .into_iter()
                    .map(|problem| format!("{lang:?} {zoom}%: {problem}")),
            );
            if let Some(folder) = &folder {
                let name = format!("players-list-{lang:?}-{zoom}.png").to_lowercase();
                textures.frame(&harness).save(&folder.join(name));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_name_wider_than_the_list_is_shortened_and_shows_whole_on_hover() {
    let name = "Marie-Bérengère de La Tour d'Auvergne-Lauraguais-Montmorency";
    let (mut harness, _textures, _event) =
        running_with(&[name], Lang::Fr, Vec2::new(1920.0, 1080.0), 200);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    let node = name_in_list(&harness, name).expect("the name is in the list");
    let (shown, words) = (node.rect().width(), body_width(&harness, name));
    assert!(
        shown + 1.0 < words,
        "at 200 % the list is narrower than this name ({shown} of {words})"
    );
    harness.hover_at(node.rect().center());
    harness.run();
    harness.run();
    assert!(
        painted(&harness)
            .iter()
            .any(|(text, elided)| text == name && !elided),
        "hovering the shortened name shows it whole"
    );
}
