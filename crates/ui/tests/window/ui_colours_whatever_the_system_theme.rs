//! The window's colours are Riffle's own whatever theme the computer is set to: the app paints
//! its dark background itself, so a laptop in light mode must not hand egui's light theme
//! (dark ink, light buttons) to the widgets drawn on it.

use egui::epaint::Shape;
use egui::{Color32, Theme};
use egui_kittest::Harness;
use riffle_ui::app::{self, App, Config};
use riffle_ui::theme;
use std::sync::Arc;

/// Perceived lightness from 0 (black) to 1 (white).
fn lightness(colour: Color32) -> f32 {
    let [r, g, b, _] = colour.to_array();
    (0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b)) / 255.0
}

/// The first launch, styled as the app styles its window, on a computer whose theme is
/// `system`.
fn first_launch_on(system: Theme, settings: &std::path::Path) -> Harness<'static, App> {
    let config = Config {
        now: Arc::new(crate::ui_common::t0),
        settings_dir: Some(settings.to_path_buf()),
        welcome: true,
        ..Config::default()
    };
    let mut harness = Harness::builder()
        .with_size(egui::Vec2::new(1280.0, 720.0))
        .with_theme(system)
        .with_context_setup(app::style)
        .build_ui_state(|ui, app: &mut App| app.show(ui), App::new(None, config));
    harness.input_mut().system_theme = Some(system);
    harness.run();
    harness
}

/// The colour the welcome screen's heading is painted in.
fn heading_ink(harness: &Harness<'static, App>) -> Color32 {
    let title = "Welcome to Riffle";
    let shapes = &harness.output().shapes;
    let text = shapes
        .iter()
        .find_map(|clipped| match &clipped.shape {
            Shape::Text(text) if text.galley.text() == title => Some(text.clone()),
            _ => None,
        })
        .unwrap_or_else(|| panic!("no {title:?} painted"));
    let section = text.galley.job.sections.first().map(|s| s.format.color);
    text.override_text_color
        .or(section.filter(|colour| *colour != Color32::PLACEHOLDER))
        .unwrap_or(text.fallback_color)
}

#[test]
fn a_laptop_in_light_mode_gets_the_heading_in_light_ink_on_riffles_dark_background() {
    let settings = tempfile::tempdir().unwrap();
    let harness = first_launch_on(Theme::Light, settings.path());
    let ink = heading_ink(&harness);
    assert!(
        lightness(ink) - lightness(theme::BACKGROUND) > 0.5,
        "the heading is painted {ink:?} on the background {:?}",
        theme::BACKGROUND
    );
    // Buttons stay dark too, as everything else on the background was chosen against them.
    let button = harness
        .ctx
        .global_style()
        .visuals
        .widgets
        .inactive
        .weak_bg_fill;
    assert!(lightness(button) < 0.35, "buttons are filled {button:?}");
}

#[test]
fn the_same_window_in_light_and_dark_mode() {
    let settings = tempfile::tempdir().unwrap();
    let light = first_launch_on(Theme::Light, settings.path());
    let dark = first_launch_on(Theme::Dark, settings.path());
    assert_eq!(heading_ink(&light), heading_ink(&dark));
    assert_eq!(
        light.ctx.global_style().visuals,
        dark.ctx.global_style().visuals
    );
}
