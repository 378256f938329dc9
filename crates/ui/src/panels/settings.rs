//! Settings: the open tournament (its folder, opening another, creating a new one), the house
//! rules it runs under and its balancing gap; the language of both windows, where the players'
//! screen opens, the alert sound, the list of keyboard shortcuts, and the venue network
//! ([`super::venue`]).
//!
//! Settings works with no tournament open too (the first launch on a new computer): the
//! tournament's own settings then give way to opening or creating one. Files and folders are
//! picked through dialogs the shell opens ([`Asked::Dialog`]); this panel never touches a file
//! except through the store.

use super::venue::VenueForm;
use super::{Asked, Handed, Outbox, Panel, View};
use crate::i18n::Texts;
use crate::i18n::words;
use crate::platform::Dialog;
use crate::player_screen::Placement;
use crate::shared::{Preferences, ScreenChoice};
use crate::theme;
use chrono::{DateTime, Utc};
use egui::{DragValue, Grid, RichText, ScrollArea, Ui};
use riffle_core::house::{Difference, HouseRulesChoice, Presets, shown_name};
use riffle_text::Words;
use riffle_text::{Lang, Text};
use riffle_tournament::{Command, Tournament};
use std::path::Path;

/// Monitors offered for the players' screen; a venue rarely has more.
const MONITORS: u32 = 4;

/// What Settings draws and changes.
pub struct SettingsCx<'a> {
    pub preferences: &'a mut Preferences,
    pub placement: &'a mut Placement,
    pub player_screen_open: bool,
    /// The program that plays the alerts, if the computer has one.
    pub sound_player: Option<&'a str>,
    /// The program that speaks the announcements, if the computer has one.
    pub voice: Option<&'a str>,
    pub tournament: Option<&'a Tournament>,
    /// The open tournament's folder.
    pub location: Option<&'a Path>,
    /// The venue server, while it runs.
    pub venue: Option<&'a riffle_server::Running>,
    pub now: DateTime<Utc>,
    /// The open events' names and folders, in the order of their tabs.
    pub events: &'a [(String, std::path::PathBuf)],
}

/// A preset set against the event's, kept until either changes.
struct Comparison {
    key: (String, String, usize),
    differences: Vec<Difference>,
    overrides: Vec<Difference>,
}

#[derive(Default)]
pub struct SettingsPanel {
    /// The preset picked to compare with the event's.
    preset: Option<String>,
    /// The gap being typed; the event's until changed.
    gap: Option<u8>,
    comparison: Option<Comparison>,
    venue: VenueForm,
    database: DatabaseForm,
    layout: super::layout_preview::LayoutPreview,
}

/// The club's player database as the TD types it, and what the last check said.
#[derive(Default)]
struct DatabaseForm {
    typed: String,
    /// Why the last location typed was refused, worded when shown in the TD's language.
    refused: Option<riffle_store::players::DbError>,
}

impl SettingsPanel {
    /// Draws Settings; returns what the TD asked for beyond a preference.
    pub fn ui(&mut self, ui: &mut Ui, mut cx: SettingsCx) -> Option<Asked> {
        let t = Texts::of(cx.preferences.lang);
        let w = words(cx.preferences.lang);
        let mut request = None;
        ScrollArea::vertical()
            .id_salt("settings")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                // Room for the scroll bar at the right, so that no line runs under it or
                // past the window's edge.
                let bar = ui.spacing().scroll.bar_width + ui.spacing().item_spacing.x;
                egui::Frame::new()
                    .inner_margin(egui::Margin {
                        right: bar.ceil() as i8,
                        ..egui::Margin::ZERO
                    })
                    .show(ui, |ui| {
                        if ui.available_width() > theme::space::TWO_COLUMNS {
                            ui.columns(2, |columns| {
                                if let [left, right] = columns {
                                    // A gutter, so the left column's long notes do not run
                                    // against the right column's lines.
                                    let gutter = egui::Margin {
                                        right: theme::space::BLOCK_GAP as i8,
                                        ..egui::Margin::ZERO
                                    };
                                    request = egui::Frame::new()
                                        .inner_margin(gutter)
                                        .show(left, |left| self.tournament(left, &cx, w))
                                        .inner;
                                    if let Some(asked) = self.screens_and_room(
                                        right,
                                        &mut cx,
                                        t,
                                        theme::space::GROUP_GAP,
                                    ) {
                                        request = Some(asked);
                                    }
                                }
                            });
                        } else {
                            request = self.tournament(ui, &cx, w);
                            ui.add_space(theme::space::BLOCK_GAP);
                            if let Some(asked) =
                                self.screens_and_room(ui, &mut cx, t, theme::space::BLOCK_GAP)
                            {
                                request = Some(asked);
                            }
                        }
                    });
            });
        request
    }

    /// The players' screens, their layout, the venue server and the player database, one under
    /// the other `gap` apart: the right column of a wide window, the rest of a narrow one. The
    /// last thing asked wins, as one frame asks one thing.
    fn screens_and_room(
        &mut self,
        ui: &mut Ui,
        cx: &mut SettingsCx,
        t: &Texts,
        gap: f32,
    ) -> Option<Asked> {
        let mut request = display(ui, cx, t);
        ui.add_space(gap);
        if let Some(asked) = self.layout.ui(ui, t, cx.tournament, cx.location, cx.now) {
            request = Some(asked);
        }
        ui.add_space(gap);
        if let Some(asked) = self.venue.ui(ui, t, cx.venue, cx.now) {
            request = Some(asked);
        }
        ui.add_space(gap);
        self.database.ui(ui, cx.preferences, t);
        request
    }

    /// The open tournament and its rules; opening or creating another.
    fn tournament(&mut self, ui: &mut Ui, cx: &SettingsCx, w: &Words) -> Option<Asked> {
        let mut request = None;
        ui.heading(w.text("tournament"));
        if let Some(tournament) = cx.tournament {
            ui.label(
                RichText::new(tournament.name())
                    .strong()
                    .size(theme::size::TITLE),
            );
            match cx.location {
                Some(folder) => {
                    ui.horizontal_wrapped(|ui| {
                        ui.label(w.text("folder"));
                        ui.label(RichText::new(folder.display().to_string()).monospace());
                    });
                }
                None => {
                    ui.label(RichText::new(w.text("no_folder")).weak());
                }
            }
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button(w.text("open_other")).clicked() {
                request = Some(Asked::Dialog(Dialog::OpenTournament));
            }
            if ui.button(w.text("new_tournament")).clicked() {
                request = Some(Asked::Welcome);
            }
        });
        let Some(tournament) = cx.tournament else {
            return request;
        };
        ui.add_space(theme::space::BLOCK_GAP);
        if let Some(asked) = self.house_rules(ui, tournament, cx.preferences.lang, w) {
            request = Some(asked);
        }
        ui.add_space(theme::space::BLOCK_GAP);
        if let Some(asked) = self.gap(ui, tournament, w) {
            request = Some(asked);
        }
        request
    }

    /// The preset in force, where the event departs from it, and what another preset would
    /// change, in the TD's language.
    fn house_rules(
        &mut self,
        ui: &mut Ui,
        tournament: &Tournament,
        lang: Lang,
        w: &Words,
    ) -> Option<Asked> {
        let presets = Presets::builtin();
        let current = tournament.house_rules();
        let picked = self
            .preset
            .clone()
            .unwrap_or_else(|| current.preset.clone());
        let key = (
            current.preset.clone(),
            picked.clone(),
            tournament.history().len(),
        );
        if self.comparison.as_ref().is_none_or(|c| c.key != key) {
            self.comparison = Some(compare(current, &picked, presets, key));
        }
        let comparison = self.comparison.as_ref()?;
        let mut request = None;
        ui.heading(w.text("house_rules"));
        ui.label(
            RichText::new(riffle_text::fill!(
                w,
                "runs_under",
                preset = shown_name(&current.preset, lang)
            ))
            .strong(),
        );
        if !comparison.overrides.is_empty() {
            ui.label(w.text("departs_from_preset"));
            sentences(ui, &comparison.overrides, lang);
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(w.text("preset"));
            for name in presets.names() {
                let chosen = picked == name;
                if ui.radio(chosen, shown_name(name, lang)).clicked() {
                    self.preset = Some(name.to_string());
                }
            }
        });
        if picked != current.preset {
            ui.label(
                RichText::new(riffle_text::fill!(
                    w,
                    "switching_changes",
                    from = shown_name(&current.preset, lang),
                    to = shown_name(&picked, lang)
                ))
                .strong(),
            );
            if comparison.differences.is_empty() {
                ui.label(w.text("same_rules"));
            } else {
                sentences(ui, &comparison.differences, lang);
            }
            if ui
                .button(riffle_text::fill!(
                    w,
                    "switch_to",
                    preset = shown_name(&picked, lang)
                ))
                .clicked()
            {
                request = Some(Asked::Command(Command::SetHouseRules {
                    preset: picked.clone(),
                }));
                self.preset = None;
            }
        }
        request
    }

    /// The balancing gap (TDA 11), and the tightened one when it applies.
    fn gap(&mut self, ui: &mut Ui, tournament: &Tournament, w: &Words) -> Option<Asked> {
        let floor = tournament.floor();
        let current = floor.rules().balance_gap;
        let mut gap = self.gap.unwrap_or(current);
        let mut request = None;
        ui.heading(w.text("gap"));
        ui.horizontal_wrapped(|ui| {
            ui.label(w.text("gap_before"));
            ui.add(DragValue::new(&mut gap).range(1..=9))
                .accessible_name(w.text("gap"));
            ui.label(w.text("gap_after"));
            if ui
                .add_enabled(gap != current, egui::Button::new(w.text("set_gap")))
                .clicked()
            {
                request = Some(Asked::Command(Command::SetGap { gap }));
            }
        });
        self.gap = (gap != current && request.is_none()).then_some(gap);
        ui.label(RichText::new(w.text("gap_help")).weak());
        if floor.balance_gap() != current {
            ui.label(riffle_text::fill!(
                w,
                "gap_tightened",
                gap = floor.balance_gap()
            ));
        }
        request
    }
}

/// The event's preset set against `picked`, and where the event departs from its own preset.
fn compare(
    current: &HouseRulesChoice,
    picked: &str,
    presets: &Presets,
    key: (String, String, usize),
) -> Comparison {
    let differences = presets
        .get(picked)
        .map(|rules| {
            HouseRulesChoice {
                preset: current.preset.clone(),
                rules: rules.clone(),
            }
            .differences(presets)
            .unwrap_or_default()
        })
        .unwrap_or_default();
    Comparison {
        key,
        differences,
        overrides: current.differences(presets).unwrap_or_default(),
    }
}

/// Differences as a list of sentences in the TD's language.
fn sentences(ui: &mut Ui, differences: &[Difference], lang: Lang) {
    for difference in differences {
        let sentence: &Text = &difference.sentence;
        ui.label(format!("• {}", sentence.get(lang)));
    }
}

/// The language of both windows, the players' screen, the sound and the shortcuts.
fn display(ui: &mut Ui, cx: &mut SettingsCx, t: &Texts) -> Option<Asked> {
    let mut request = None;
    ui.heading(t.text("language"));
    ui.horizontal(|ui| {
        for lang in [Lang::En, Lang::Fr] {
            ui.radio_value(
                &mut cx.preferences.lang,
                lang,
                Texts::of(lang).text("language_name"),
            );
        }
    });
    ui.add_space(theme::space::GROUP_GAP);

    ui.heading(t.text("zoom"));
    ui.label(riffle_text::fill!(
        t,
        "zoom_help",
        ctrl = t.text("key_ctrl")
    ));
    ui.horizontal_wrapped(|ui| {
        for percent in Preferences::ZOOMS {
            ui.radio_value(
                &mut cx.preferences.zoom_percent,
                percent,
                riffle_text::fill!(t, "zoom_percent", percent),
            );
        }
    });
    ui.add_space(theme::space::GROUP_GAP);

    ui.heading(t.text("player_screen"));
    ui.label(t.text("player_screen_help"));
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(cx.placement, Placement::Window, t.text("in_a_window"));
        for n in 1..=MONITORS {
            ui.radio_value(
                cx.placement,
                Placement::Monitor(n),
                riffle_text::fill!(t, "on_monitor", n = n),
            );
        }
    });
    screen_choice(ui, cx, t);
    ui.checkbox(
        &mut cx.preferences.league_on_breaks,
        t.text("league_on_breaks"),
    );
    let toggle = if cx.player_screen_open {
        t.text("close_player_screen")
    } else {
        t.text("open_player_screen")
    };
    if ui
        .button(format!("{toggle} ({}+D)", t.text("key_ctrl")))
        .clicked()
    {
        request = Some(Asked::TogglePlayerScreen);
    }
    ui.add_space(theme::space::GROUP_GAP);

    ui.checkbox(&mut cx.preferences.sound, t.text("sound_alerts"));
    match cx.sound_player {
        Some(player) => ui.label(riffle_text::fill!(t, "sound_played_with", player = player)),
        None => ui.label(t.text("no_sound_player")),
    };
    ui.checkbox(&mut cx.preferences.speak, t.text("speak_announcements"));
    match cx.voice {
        Some(voice) => ui.label(riffle_text::fill!(t, "spoken_with", program = voice)),
        None => ui.label(t.text("no_voice")),
    };
    ui.add_space(theme::space::GROUP_GAP);

    ui.heading(t.text("shortcuts"));
    let ctrl = t.text("key_ctrl");
    let rows = [
        (t.text("key_space").to_string(), t.text("shortcut_clock")),
        (format!("{ctrl}+1 … {ctrl}+8"), t.text("shortcut_panels")),
        (format!("{ctrl}+Z, {ctrl}+Y"), t.text("shortcut_undo_redo")),
        (format!("{ctrl}+D"), t.text("shortcut_player_screen")),
        (t.text("key_escape").to_string(), t.text("shortcut_dismiss")),
        (
            t.text("key_escape").to_string(),
            t.text("shortcut_leave_full_screen"),
        ),
        (
            t.text("key_double_click").to_string(),
            t.text("shortcut_toggle_full_screen"),
        ),
    ];
    let key = |key: &str| RichText::new(key).monospace().strong();
    let keys = rows
        .iter()
        .map(|(k, _)| crate::panels::text_width(ui, key(k)))
        .fold(0.0, f32::max);
    // What each shortcut does wraps beside its key rather than running past the panel's edge
    // (the French are longer).
    let room = ui.available_width() - keys - ui.spacing().item_spacing.x;
    Grid::new("shortcuts")
        .num_columns(2)
        .max_col_width(room.max(160.0))
        .show(ui, |ui| {
            for (k, what) in rows {
                ui.label(key(&k));
                ui.add(egui::Label::new(what).wrap());
                ui.end_row();
            }
        });
    request
}

/// Which open event the players' screen shows: the one on the TD's tab, one chosen, or each in
/// turn every so many seconds. Offered once two events are open.
fn screen_choice(ui: &mut Ui, cx: &mut SettingsCx, t: &Texts) {
    if cx.events.len() < 2 {
        return;
    }
    let choice = &mut cx.preferences.screen;
    ui.label(t.text("screen_shows"));
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(choice, ScreenChoice::Tab, t.text("screen_shows_tab"));
        for (name, dir) in cx.events {
            ui.radio_value(choice, ScreenChoice::Event(dir.clone()), name);
        }
    });
    ui.horizontal(|ui| {
        let turning = match choice {
            ScreenChoice::Rotate { seconds } => Some(*seconds),
            _ => None,
        };
        let mut seconds = turning.unwrap_or(ScreenChoice::DEFAULT_SECONDS);
        if ui
            .radio(turning.is_some(), t.text("screen_shows_each"))
            .clicked()
        {
            *choice = ScreenChoice::Rotate { seconds };
        }
        let field = DragValue::new(&mut seconds)
            .range(ScreenChoice::MIN_SECONDS..=600)
            .suffix(t.text("seconds_suffix"));
        let changed = ui
            .add_enabled(turning.is_some(), field)
            .accessible_name(t.text("screen_seconds"))
            .changed();
        if changed && turning.is_some() {
            *choice = ScreenChoice::Rotate { seconds };
        }
    });
}

impl DatabaseForm {
    /// The club's player database: where it is now (a password never shown), a field to give
    /// another (a file, an `sqlite:` or a `postgres://` URL), checked by connecting before it
    /// is kept; a refusal says why under the field, and nothing changes.
    fn ui(&mut self, ui: &mut Ui, preferences: &mut Preferences, t: &Texts) {
        use riffle_store::players::{Database, Location};
        ui.heading(t.text("club_database"));
        let shown = |url: &str| Location::parse(url).map_or_else(|_| String::new(), |l| l.shown());
        if let Some(url) = Location::from_env() {
            ui.label(riffle_text::fill!(
                t,
                "club_database_env",
                location = shown(&url)
            ));
        }
        match preferences.database_url.clone() {
            Some(url) => {
                ui.horizontal_wrapped(|ui| {
                    ui.label(t.text("club_database_kept"));
                    ui.label(RichText::new(shown(&url)).monospace());
                    if ui.button(t.text("club_database_forget")).clicked() {
                        preferences.database_url = None;
                    }
                });
            }
            None => {
                ui.label(RichText::new(t.text("club_database_default")).weak());
            }
        }
        let mut connect = false;
        ui.horizontal(|ui| {
            let field = egui::TextEdit::singleline(&mut self.typed)
                .hint_text("postgres://user:password@host/riffle")
                .desired_width(theme::space::QUESTION_WIDTH * 0.7);
            let field = ui.add(field).accessible_name(t.text("club_database_field"));
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let button = ui.add_enabled(
                !self.typed.trim().is_empty(),
                egui::Button::new(t.text("club_database_connect")),
            );
            connect = entered || button.clicked();
        });
        if connect && !self.typed.trim().is_empty() {
            let typed = self.typed.trim().to_string();
            match Location::parse(&typed).and_then(|location| Database::open(&location)) {
                Ok(_) => {
                    preferences.database_url = Some(typed);
                    self.typed.clear();
                    self.refused = None;
                }
                Err(error) => self.refused = Some(error),
            }
        }
        if let Some(refused) = &self.refused {
            let said = riffle_text::Say::say(refused, t.lang);
            ui.label(RichText::new(said).color(ui.visuals().error_fg_color));
        }
    }
}

/// A folder name for a tournament: its name without the characters file systems refuse.
pub fn folder_name(name: &str) -> String {
    let cleaned: String = name
        .trim()
        .chars()
        .map(|c| match c {
            '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|' => '-',
            c if c.is_control() => '-',
            c => c,
        })
        .collect();
    let cleaned = cleaned.trim_matches(|c: char| c == '.' || c.is_whitespace());
    if cleaned.is_empty() {
        "Tournament".to_string()
    } else {
        cleaned.to_string()
    }
}

impl Panel for SettingsPanel {
    fn title(&self, t: &'static Texts) -> &'static str {
        t.text("tab_settings")
    }

    fn show(&mut self, ui: &mut Ui, view: &mut View, out: &mut Outbox) {
        let cx = SettingsCx {
            preferences: view.preferences,
            placement: view.placement,
            player_screen_open: view.player_screen_open,
            sound_player: view.sound_player,
            voice: view.voice,
            tournament: view.tournament,
            location: view.location,
            venue: view.venue,
            now: view.now,
            events: view.events,
        };
        out.ask(self.ui(ui, cx));
    }

    fn receive(&mut self, handed: &Handed, _out: &mut Outbox) {
        if let Handed::Picked(Dialog::LayoutFile, path) = handed {
            self.layout.picked(path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_name_keeps_the_name_without_what_file_systems_refuse() {
        assert_eq!(folder_name("Saturday Deepstack"), "Saturday Deepstack");
        assert_eq!(folder_name("Main: Day 1/2"), "Main- Day 1-2");
        assert_eq!(folder_name("  ..  "), "Tournament");
        assert_eq!(folder_name("Tournoi du jeudi"), "Tournoi du jeudi");
    }
}
