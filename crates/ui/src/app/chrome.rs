//! The window's chrome: its title, its zoom, closing it while a clock runs, the players' screen
//! opened or closed, and the TD's choices saved for the next launch.

use super::App;
use super::question::ask;
use crate::i18n::Texts;
use crate::player_screen::Placement;
use crate::shared::ScreenChoice;
use chrono::{DateTime, Utc};
use riffle_core::clock::ClockState;

impl App {
    /// Gives the window the name of the event shown, so the taskbar and a screen shared with
    /// another laptop say which event this is; the program's name while none is open.
    pub(super) fn name_the_window(&mut self, ctx: &egui::Context) {
        let title = self
            .with_tournament(|tournament| tournament.name().to_string())
            .unwrap_or_else(|| crate::APP_NAME.to_string());
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    /// Gives the window the zoom Settings chose, and remembers one the TD set with Ctrl +,
    /// Ctrl - or Ctrl 0, so the next launch opens at the same size.
    pub(super) fn follow_the_zoom(&mut self, ctx: &egui::Context) {
        let chosen = self.shared.lock().preferences.zoom_percent;
        let keyed = (ctx.zoom_factor() * 100.0).round() as u16;
        match self.zoom {
            Some(given) if chosen != given => {
                ctx.set_zoom_factor(f32::from(chosen) / 100.0);
                self.zoom = Some(chosen);
            }
            Some(given) if keyed != given => {
                self.shared.lock().preferences.zoom_percent = keyed;
                self.zoom = Some(keyed);
                self.save_settings();
            }
            Some(_) => {}
            None => {
                ctx.set_zoom_factor(f32::from(chosen) / 100.0);
                self.zoom = Some(chosen);
            }
        }
    }

    /// What the window's title bar says.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The names of the open events whose clock runs.
    pub(super) fn clocks_running(&self, now: DateTime<Utc>) -> Vec<String> {
        let shared = self.shared.lock();
        (shared.events.iter())
            .filter_map(|event| {
                let display = event.backend.display(now)?;
                (display.clock.state == ClockState::Running).then(|| {
                    (event.backend.tournament()).map_or(display.title, |t| t.name().to_string())
                })
            })
            .collect()
    }

    /// Closing the window while a clock runs waits for the TD to confirm, as closing one tab
    /// does: the close is cancelled and the question asked.
    pub(super) fn watch_close(&mut self, ctx: &egui::Context) {
        if self.quit_confirmed || !ctx.input(|i| i.viewport().close_requested()) {
            return;
        }
        if !self.clocks_running((self.now)()).is_empty() {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.quitting = true;
        }
    }

    /// Whether the window is asking the TD before it closes (a clock runs).
    pub fn asking_to_quit(&self) -> bool {
        self.quitting
    }

    /// The question before closing the window while clocks run: each running event named; its
    /// clock keeps counting in its journal, but no alert sounds until it is opened again.
    pub(super) fn quit_confirmation(&mut self, ctx: &egui::Context, t: &Texts) {
        if !self.quitting {
            return;
        }
        let running = self.clocks_running((self.now)());
        if running.is_empty() {
            self.quitting = false;
            return;
        }
        let n = running.len() as u64;
        let title = riffle_text::fill!(t, "quit_title" / n, n);
        let id = egui::Id::unique("quit_window");
        let answer = ask(
            ctx,
            id,
            t,
            [&title, t.text("quit_lead"), t.text("quit_yes")],
            &running,
        );
        match answer {
            Some(true) => {
                self.quitting = false;
                self.quit_confirmed = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
            Some(false) => self.quitting = false,
            None => {}
        }
    }

    pub(super) fn toggle_player_screen(&mut self, ctx: &egui::Context) {
        self.player_screen_open = !self.player_screen_open;
        self.save_settings();
        ctx.request_repaint();
    }

    /// Saves the language, the sound, the players' screen's monitor and whether it is open, for
    /// the next launch. A
    /// failure is told on the strip: the choices still hold for this run.
    pub(super) fn save_settings(&mut self) {
        let Some(dir) = &self.settings_dir else {
            return;
        };
        let (mut saved, _) = riffle_store::settings::load(dir);
        let preferences = self.shared.lock().preferences.clone();
        saved.language = Some(preferences.lang.code().to_string());
        saved.sound = Some(preferences.sound);
        saved.speak = Some(preferences.speak);
        saved.league_on_breaks = Some(preferences.league_on_breaks);
        saved.database_url.clone_from(&preferences.database_url);
        saved.zoom_percent = Some(preferences.zoom_percent);
        saved.monitor = match self.placement {
            Placement::Monitor(n) => Some(n),
            Placement::Window => None,
        };
        saved.player_screen_open = Some(self.player_screen_open);
        if self.player_screen_full.is_some() {
            saved.player_screen_full_screen = self.player_screen_full;
        }
        (saved.screen_event, saved.screen_rotate_seconds) = match preferences.screen {
            ScreenChoice::Tab => (None, None),
            ScreenChoice::Event(dir) => (Some(dir), None),
            ScreenChoice::Rotate { seconds } => (None, Some(seconds)),
        };
        if let Err(error) = riffle_store::settings::save(dir, &saved) {
            self.view().refusal = Some(Box::new(error));
        }
    }
}
