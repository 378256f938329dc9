//! No clipped text at 1280×720, at 100 % and 200 % scale, in both languages: on every tab of a running
//! event, each line of body text is shown whole (not cut with "…") and inside the window, and
//! the fields are wide enough for their hints. French words are longer than English ones, so a
//! column or a field sized for the English cuts the French.

use crate::ui_common;

use egui::accesskit::Role;
use egui::{FontId, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::floor::PlayerId;
use riffle_text::Lang;
use riffle_tournament::{Command, StructureSource};
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{Looks, event_window_at, seated};

const WIDTH: f32 = 1280.0;

/// Sixteen players seated and the clock running on the deep stack (whose schedule has the last
/// level to register and a break with the organiser's message), one player unregistered.
fn running(lang: Lang, pixels_per_point: f32) -> (Harness<'static, App>, tempfile::TempDir) {
    let names = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kim", "Lou", "Max",
        "Ned", "Oz", "Pam", "Quin",
    ];
    // The draw comes last in `seated`: Dee leaves before it.
    let mut commands = seated(&names);
    commands.insert(
        names.len(),
        Command::Unregister {
            player: PlayerId(3),
        },
    );
    commands.push(Command::StartClock);
    event_window_at(
        &commands,
        &Looks {
            size: Vec2::new(WIDTH, 720.0),
            pixels_per_point,
            lang,
            app_style: true,
            structure: StructureSource::Shipped("deep-stack".into()),
            ..Looks::default()
        },
    )
}

/// How wide `text` is on one line in the app's body text.
fn body_width(harness: &Harness<'static, App>, text: &str) -> (f32, f32) {
    let font = FontId::proportional(riffle_ui::theme::size::BODY);
    harness.ctx.fonts_mut(|fonts| {
        let galley = fonts.layout_no_wrap(text.to_string(), font.clone(), egui::Color32::WHITE);
        (galley.size().x, fonts.row_height(&font))
    })
}

/// What is cut or runs out of the window on the tab shown.
fn clipped(harness: &Harness<'static, App>) -> Vec<String> {
    let mut found = Vec::new();
    for node in harness.query_all_by_role(Role::Label) {
        // A label's words are its value.
        let Some(text) = node.value() else {
            continue;
        };
        let rect = node.rect();
        if rect.max.x > WIDTH + 0.5 || rect.min.x < -0.5 {
            found.push(format!("out of the window: {text:?} at {rect:?}"));
        }
        // One line of body text narrower than its words: cut with "…".
        let (width, row) = body_width(harness, &text);
        if (rect.height() - row).abs() < 0.5 && rect.width() + 1.0 < width {
            found.push(format!("cut: {text:?} in {} of {width}", rect.width()));
        }
    }
    for node in harness.query_all_by_role(Role::TextInput) {
        let Some(hint) = node.accesskit_node().placeholder().map(str::to_string) else {
            continue;
        };
        // The hint is laid out inside the field's margins, 4 points each side.
        let (width, _) = body_width(harness, &hint);
        if node.rect().width() < width + 8.0 {
            found.push(format!("hint cut: {hint:?} in {}", node.rect().width()));
        }
    }
    found
}

#[test]
fn every_tab_shows_its_words_whole_at_100_and_200_percent_in_english_and_french() {
    let tabs = [
        Tab::Clock,
        Tab::Players,
        Tab::Tables,
        Tab::Hands,
        Tab::Rulings,
        Tab::Payouts,
        Tab::Structure,
        Tab::Settings,
    ];
    let mut problems = Vec::new();
    for (lang, scale) in [Lang::En, Lang::Fr]
        .into_iter()
        .flat_map(|lang| [(lang, 1.0), (lang, 2.0)])
    {
        let (mut harness, _folder) = running(lang, scale);
        for tab in tabs {
            harness.state_mut().set_tab(tab);
            harness.run();
            problems.extend(
                clipped(&harness)
                    .into_iter()
                    .map(|problem| format!("{lang:?} {tab:?} at {scale}×: {problem}")),
            );
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
