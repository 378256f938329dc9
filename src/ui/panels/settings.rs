//! Settings: the language of both windows, where the players' screen opens, the alert sound,
//! and the list of keyboard shortcuts.

use crate::rules::Lang;
use crate::ui::i18n::Texts;
use crate::ui::player_screen::Placement;
use crate::ui::shared::Preferences;
use egui::{Grid, RichText, Ui};

/// Monitors offered for the players' screen; a venue rarely has more.
const MONITORS: u32 = 4;

/// What the TD asked for in Settings besides changing a preference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Request {
    TogglePlayerScreen,
}

/// Draws Settings, changing `preferences` and `placement` as the TD picks them. `sound_player`
/// names the program that plays the alerts, if the computer has one.
pub fn show(
    ui: &mut Ui,
    preferences: &mut Preferences,
    placement: &mut Placement,
    player_screen_open: bool,
    sound_player: Option<&str>,
) -> Option<Request> {
    let t = Texts::of(preferences.lang);
    let mut request = None;

    ui.heading(t.language);
    ui.horizontal(|ui| {
        for lang in [Lang::En, Lang::Fr] {
            ui.radio_value(&mut preferences.lang, lang, Texts::of(lang).language_name);
        }
    });
    ui.add_space(12.0);

    ui.heading(t.player_screen);
    ui.label(t.player_screen_help);
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(placement, Placement::Window, t.in_a_window);
        for n in 1..=MONITORS {
            ui.radio_value(placement, Placement::Monitor(n), (t.on_monitor)(n));
        }
    });
    let toggle = if player_screen_open {
        t.close_player_screen
    } else {
        t.open_player_screen
    };
    if ui.button(format!("{toggle} ({}+D)", t.key_ctrl)).clicked() {
        request = Some(Request::TogglePlayerScreen);
    }
    ui.add_space(12.0);

    ui.checkbox(&mut preferences.sound, t.sound_alerts);
    match sound_player {
        Some(player) => ui.label((t.sound_played_with)(player)),
        None => ui.label(t.no_sound_player),
    };
    ui.add_space(12.0);

    ui.heading(t.shortcuts);
    Grid::new("shortcuts").num_columns(2).show(ui, |ui| {
        let ctrl = t.key_ctrl;
        let rows = [
            (t.key_space.to_string(), t.shortcut_clock),
            (format!("{ctrl}+1 … {ctrl}+8"), t.shortcut_panels),
            (format!("{ctrl}+D"), t.shortcut_player_screen),
            (t.key_escape.to_string(), t.shortcut_dismiss),
            (t.key_escape.to_string(), t.shortcut_leave_full_screen),
            (
                t.key_double_click.to_string(),
                t.shortcut_toggle_full_screen,
            ),
        ];
        for (key, what) in rows {
            ui.label(RichText::new(key).monospace().strong());
            ui.label(what);
            ui.end_row();
        }
    });
    request
}
