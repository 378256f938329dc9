//! The row under the events' tabs: File, the panels' tabs (those that do not fit folded under
//! More), the clock, undo and redo, and the players' screen.

use super::App;
use crate::i18n::{Texts, clock_time};
use crate::panels::{self, TABS, Tab};
use crate::platform::Dialog;
use crate::shared::Snapshot;
use crate::theme;
use crate::welcome::Start;
use egui::{Align, Layout, RichText, Ui};
use riffle_core::clock::ClockState;
use riffle_tournament::Command;

impl App {
    /// One row of fixed height, so nothing under it moves: the tabs at the left, and at the
    /// right the clock (level and time left, red when paused), undo and redo and the players'
    /// screen, laid out first from the right edge so a longer level or time never shifts a
    /// button. Undo and redo keep short labels and name what they take back in their tooltip.
    /// In a window too narrow for every tab, the tabs scroll sideways rather than wrap.
    pub(super) fn top_bar(&mut self, ui: &mut Ui, snapshot: &Snapshot, t: &'static Texts) {
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            let open = self.player_screen_open;
            let full = t.text(if open {
                "close_player_screen"
            } else {
                "open_player_screen"
            });
            let toggle = egui::Button::new(t.text("player_screen")).selected(open);
            let toggle = ui.add(toggle).on_hover_text(full);
            if toggle.clicked() {
                self.toggle_player_screen(ui.ctx());
            }
            let undo_redo = self.undo_redo(ui, t);
            self.outbox.send(undo_redo);
            if let Some(display) = &snapshot.display {
                ui.add_space(theme::space::GROUP_GAP);
                clock_in_bar(ui, display, t);
            }
            ui.add_space(theme::space::GROUP_GAP);
            ui.with_layout(Layout::left_to_right(Align::Center), |ui| {
                // Tabs a little tighter than buttons, so File, the demo's mark and every tab
                // fit one row at 1280 points in French too.
                ui.spacing_mut().button_padding.x = theme::space::TAB_PADDING_X;
                ui.spacing_mut().item_spacing.x = theme::space::TAB_GAP;
                if let Some(start) = self.file_menu(ui, t) {
                    self.start(ui.ctx(), start);
                }
                if snapshot
                    .display
                    .as_ref()
                    .is_some_and(|d| riffle_tournament::demo::is_demo(&d.title))
                {
                    demo_badge(ui, t);
                }
                self.tabs(ui, t);
            });
        });
    }

    /// The tabs that fit the row, then the others folded under one More button: at 200% or on a
    /// small screen every tab stays one click away, none scrolled out of sight. The button is
    /// lit while the tab shown is one of those folded under it.
    pub(super) fn tabs(&mut self, ui: &mut Ui, t: &'static Texts) {
        let waiting: Vec<usize> = {
            let shared = self.shared.lock();
            let tournament = shared.backend().and_then(|b| b.tournament());
            let panels = &mut self
                .views
                .get_mut(shared.shown)
                .unwrap_or(&mut self.lobby)
                .panels;
            (TABS.iter())
                .map(|spec| tournament.map_or(0, |tn| (spec.panel)(panels).waiting(tn)))
                .collect()
        };
        let titles: Vec<(Tab, String)> = (TABS.iter().zip(waiting))
            .map(|(spec, n)| {
                let title = (spec.panel)(&mut self.view().panels).title(t);
                let title = if n == 0 {
                    title.to_string()
                } else {
                    riffle_text::fill!(t, "tab_waiting", tab = title, n)
                };
                (spec.tab, title)
            })
            .collect();
        let shown = (!self.welcome_shown).then_some(self.tab);
        let rich = |title: &str| RichText::new(title).size(theme::size::BODY);
        let room = |ui: &Ui, title: &str| {
            panels::text_width(ui, rich(title))
                + 2.0 * ui.spacing().button_padding.x
                + ui.spacing().item_spacing.x
        };
        let available = ui.available_width();
        let all: f32 = titles.iter().map(|(_, title)| room(ui, title)).sum();
        let more = t.text("more_tabs");
        let fitting = if all <= available {
            titles.len()
        } else {
            let mut left = available - room(ui, more);
            (titles.iter())
                .take_while(|(_, title)| {
                    left -= room(ui, title);
                    left >= 0.0
                })
                .count()
        };
        let (in_row, folded) = titles.split_at(fitting);
        for (tab, title) in in_row {
            if ui
                .selectable_label(shown == Some(*tab), rich(title))
                .clicked()
            {
                self.set_tab(*tab);
            }
        }
        if folded.is_empty() {
            return;
        }
        let mut picked = None;
        let menu = ui.menu_button(rich(more), |ui| {
            for (tab, title) in folded {
                if ui
                    .selectable_label(shown == Some(*tab), rich(title))
                    .clicked()
                {
                    picked = Some(*tab);
                    ui.close();
                }
            }
        });
        if folded.iter().any(|(tab, _)| shown == Some(*tab)) {
            menu.response.highlight();
        }
        if let Some(tab) = picked {
            self.set_tab(tab);
        }
    }

    /// Undo and redo, always in the bar (greyed out when there is nothing to take back or put
    /// back) with short labels, so the bar never changes width; the tooltip names the command,
    /// so the TD sees what will happen before clicking (Ctrl+Z, Ctrl+Y).
    pub(super) fn undo_redo(&self, ui: &mut Ui, t: &Texts) -> Option<Command> {
        let shared = self.shared.lock();
        let tournament = shared.backend().and_then(|b| b.tournament());
        let summary = |entry: Option<&riffle_tournament::CommandEntry>, label| {
            entry.map(|c| t.labelled(label, &c.summary_in(t.lang)))
        };
        let (undo, redo) = (t.text("undo"), t.text("redo"));
        let mut command = None;
        // Right to left: redo is drawn first, at the right of undo.
        let buttons = [
            (
                summary(tournament.and_then(|t| t.redo_target()), redo),
                redo,
                t.text("nothing_to_redo"),
                Command::Redo,
            ),
            (
                summary(tournament.and_then(|t| t.undo_target()), undo),
                undo,
                t.text("nothing_to_undo"),
                Command::Undo,
            ),
        ];
        for (summary, label, nothing, asked) in buttons {
            let button = ui.add_enabled(summary.is_some(), egui::Button::new(label));
            let button = match &summary {
                Some(summary) => button.on_hover_text(summary),
                None => button.on_disabled_hover_text(nothing),
            };
            if button.clicked() {
                command = Some(asked);
            }
        }
        command
    }

    /// File, at the head of the top bar: the welcome screen (a new tournament), a tournament to
    /// open, the recent ones and the demo.
    pub(super) fn file_menu(&mut self, ui: &mut Ui, t: &Texts) -> Option<Start> {
        let mut start = None;
        ui.menu_button(t.text("file_menu"), |ui| {
            if ui.button(t.text("file_new")).clicked() {
                self.welcome_shown = true;
                ui.close();
            }
            if ui.button(t.text("file_open")).clicked() {
                start = Some(Start::Dialog(Dialog::OpenTournament));
                ui.close();
            }
            ui.separator();
            for dir in self.welcome.recent() {
                let name = dir.display().to_string();
                if ui.button(name).clicked() {
                    start = Some(Start::Open(dir.clone()));
                    ui.close();
                }
            }
            ui.separator();
            if ui.button(t.text("open_demo")).clicked() {
                start = Some(Start::Demo);
                ui.close();
            }
            if ui.button(t.text("file_welcome")).clicked() {
                self.welcome_shown = true;
                ui.close();
            }
        });
        start
    }
}

/// The clock as the top bar shows it, one label: the level or break and the time left, the
/// time red while paused.
pub(super) fn clock_in_bar(ui: &mut Ui, display: &riffle_tournament::DisplayState, t: &Texts) {
    use egui::text::{LayoutJob, TextFormat};
    use egui::{FontFamily, FontId};
    let clock = &display.clock;
    let period = match clock.period {
        riffle_core::structure::PeriodRef::Level(n) => riffle_text::fill!(t, "level", n = n),
        riffle_core::structure::PeriodRef::Break { .. } => t.text("break_title").to_string(),
    };
    let paused = clock.state == ClockState::Paused;
    let text = ui.visuals().text_color();
    let time_color = if paused {
        ui.visuals().error_fg_color
    } else {
        text
    };
    let mut job = LayoutJob::default();
    let format = |size, family, color| TextFormat {
        font_id: FontId::new(size, family),
        color,
        valign: Align::Center,
        ..TextFormat::default()
    };
    job.append(
        &format!("{period} "),
        0.0,
        format(theme::size::BODY, FontFamily::Proportional, text),
    );
    job.append(
        &clock_time(clock.time_left_ms),
        0.0,
        format(theme::size::TITLE, FontFamily::Monospace, time_color),
    );
    let label = ui.label(job);
    if paused {
        label.on_hover_text(t.text("paused"));
    }
}

/// The mark of the demo event at the head of the top bar, so no one runs a real event on it.
pub(super) fn demo_badge(ui: &mut Ui, t: &Texts) {
    egui::Frame::new()
        .fill(theme::WARNING)
        .inner_margin(theme::space::BADGE_MARGIN)
        .corner_radius(theme::space::BADGE_RADIUS)
        .show(ui, |ui| {
            ui.label(
                RichText::new(t.text("demo_mark"))
                    .strong()
                    .size(theme::size::BODY)
                    .color(theme::ON_WARNING),
            )
        })
        .inner
        .on_hover_text(t.text("demo_help"));
}
