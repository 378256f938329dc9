//! The open events, one tab each: switching, adding and closing them (asked first while a clock
//! runs), and saving them for the next launch.

use super::App;
use super::question::ask;
use super::said::joined;
use crate::backend::{Backend, WriterBackend};
use crate::event_view::EventView;
use crate::i18n::{Texts, clock_time};
use crate::platform::Dialog;
use crate::player_screen;
use crate::shared::Event;
use crate::theme;
use chrono::{DateTime, Utc};
use egui::{RichText, Ui};
use riffle_core::clock::ClockState;
use riffle_store::session::Session;
use std::path::Path;

impl App {
    /// The open events' names and folders, in the order of their tabs.
    pub fn events(&self) -> Vec<(String, std::path::PathBuf)> {
        let shared = self.shared.lock();
        (shared.events.iter())
            .map(|event| {
                let backend = &event.backend;
                let name = backend.tournament().map(|t| t.name().to_string());
                let dir = backend.location().map(Path::to_path_buf);
                (name.unwrap_or_default(), dir.unwrap_or_default())
            })
            .collect()
    }

    /// The tab shown, counted from 0.
    pub fn shown_event(&self) -> usize {
        self.shared.lock().shown
    }

    /// Shows the event of tab `index` in the TD's window, with its panels, notices and question
    /// as the TD left them; those of the event left stay with it until its tab is shown again.
    pub(super) fn switch_event(&mut self, ctx: &egui::Context, index: usize) {
        let mut shared = self.shared.lock();
        let from = shared.shown;
        if index == from || index >= shared.events.len() {
            return;
        }
        shared.shown = index;
        drop(shared);
        self.save_events();
        ctx.request_repaint();
        ctx.request_repaint_of(player_screen::viewport_id());
    }

    /// Puts another tournament in a tab of its own and shows it, remembers it for the next
    /// launch, and starts its panels and alerts afresh.
    pub(super) fn add_event(&mut self, ctx: &egui::Context, session: Session) {
        let dir = session.dir().to_path_buf();
        let backend = WriterBackend::new(session);
        let notices = backend.notices();
        let index = {
            let mut shared = self.shared.lock();
            shared.events.push(Event::new(Box::new(backend)));
            shared.events.len() - 1
        };
        self.views.push(EventView::default());
        // What the welcome screen said while no event was open is over.
        self.lobby = EventView::default();
        self.switch_event(ctx, index);
        self.view().notice = joined(notices);
        self.welcome.opened(&dir);
        self.welcome_shown = false;
        self.resume_venue();
        if let Some(settings_dir) = &self.settings_dir {
            let (mut saved, _) = riffle_store::settings::load(settings_dir);
            saved.opened(&dir);
            if let Err(error) = riffle_store::settings::save(settings_dir, &saved) {
                self.view().refusal = Some(Box::new(error));
            }
        }
        self.save_events();
    }

    /// Closes the event of tab `index`: its lock is let go, its journal stays as it is, and
    /// the venue server stops with it if it served it. The next tab's event is shown.
    pub(super) fn close_event(&mut self, ctx: &egui::Context, index: usize) {
        let closed = {
            let mut shared = self.shared.lock();
            if index >= shared.events.len() {
                return;
            }
            let shown = shared.shown;
            let closed = shared.events.remove(index);
            let left = shared.events.len();
            shared.shown = match shown {
                _ if left == 0 => 0,
                shown if shown > index => shown - 1,
                shown if shown == index => index.min(left - 1),
                shown => shown,
            };
            (shown, closed.backend.location().map(Path::to_path_buf))
        };
        let (_, dir) = closed;
        self.views.remove(index);
        if self.venue.as_ref().map(|(served, _)| Some(served)) == Some(dir.as_ref()) {
            self.venue = None;
        }
        if self.shared.lock().events.is_empty() {
            self.welcome_shown = true;
        }
        self.save_events();
        ctx.request_repaint();
        ctx.request_repaint_of(player_screen::viewport_id());
    }

    /// Saves the open events' folders in the order of their tabs, and the one shown, so the
    /// next launch opens them all again as they were.
    pub(super) fn save_events(&mut self) {
        let Some(dir) = &self.settings_dir else {
            return;
        };
        let (mut saved, _) = riffle_store::settings::load(dir);
        let (open, shown) = {
            let shared = self.shared.lock();
            let open: Vec<std::path::PathBuf> = (shared.events.iter())
                .filter_map(|event| event.backend.location().map(Path::to_path_buf))
                .collect();
            let shown = shared
                .backend()
                .and_then(|b| b.location().map(Path::to_path_buf));
            (open, shown)
        };
        saved.open_tournaments = open;
        if shown.is_some() {
            saved.last_tournament = shown;
        }
        if let Err(error) = riffle_store::settings::save(dir, &saved) {
            self.view().refusal = Some(Box::new(error));
        }
    }

    /// The row of open events above the panels: one tab each (the event's name, its clock
    /// when it runs, and a button that closes it), the shown one selected. Closing an event
    /// whose clock runs is asked first.
    pub(super) fn event_tabs(&mut self, ui: &mut Ui, t: &'static Texts, now: DateTime<Utc>) {
        let tabs: Vec<(String, Option<riffle_tournament::DisplayState>)> = {
            let shared = self.shared.lock();
            (shared.events.iter())
                .map(|event| {
                    let backend = &event.backend;
                    let display = backend.display(now);
                    // A backend that only feeds a screen has no tournament: its title then.
                    let name = (backend.tournament().map(|t| t.name().to_string()))
                        .or_else(|| display.as_ref().map(|d| d.title.clone()));
                    (name.unwrap_or_default(), display)
                })
                .collect()
        };
        let shown = self.shared.lock().shown;
        let (mut switch, mut close) = (None, None);
        egui::ScrollArea::horizontal()
            .id_salt("event_tabs")
            .show(ui, |ui| {
                ui.horizontal_centered(|ui| {
                    ui.spacing_mut().item_spacing.x = theme::space::TAB_GAP;
                    for (index, (name, display)) in tabs.iter().enumerate() {
                        let selected = index == shown && !self.welcome_shown;
                        let mut label = RichText::new(name).size(theme::size::BODY);
                        if selected {
                            label = label.strong();
                        }
                        let tab = ui.selectable_label(selected, label);
                        let tab = match display {
                            Some(display) if display.clock.state != ClockState::NotStarted => {
                                tab.on_hover_text(event_clock(display, t))
                            }
                            _ => tab,
                        };
                        if tab.clicked() {
                            switch = Some(index);
                        }
                        let running = display
                            .as_ref()
                            .is_some_and(|d| d.clock.state == ClockState::Running);
                        if let Some(display) = display.as_ref().filter(|_| running) {
                            ui.label(
                                RichText::new(clock_time(display.clock.time_left_ms))
                                    .monospace()
                                    .size(theme::size::SMALL)
                                    .weak(),
                            );
                        }
                        let cross = egui::Button::new(RichText::new("×").size(theme::size::BODY))
                            .frame(false);
                        let closer = riffle_text::fill!(t, "close_event", name);
                        let cross = ui.add(cross).accessible_name(&closer);
                        if cross.on_hover_text(&closer).clicked() {
                            close = Some((index, running));
                        }
                        ui.add_space(theme::space::GROUP_GAP);
                    }
                    let open = ui
                        .button(RichText::new(t.text("open_event")).size(theme::size::BODY))
                        .on_hover_text(t.text("open_event_help"));
                    if open.clicked() {
                        self.asked = Some(Dialog::OpenTournament);
                    }
                });
            });
        let ctx = ui.ctx().clone();
        if let Some(index) = switch {
            self.switch_event(&ctx, index);
            self.welcome_shown = false;
        }
        match close {
            Some((index, true)) => self.closing = Some(index),
            Some((index, false)) => self.close_event(&ctx, index),
            None => {}
        }
    }

    /// The question before closing an event whose clock runs: its alerts stop sounding until
    /// it is opened again (its clock keeps counting in its journal).
    pub(super) fn close_confirmation(&mut self, ctx: &egui::Context, t: &Texts) {
        let Some(index) = self.closing else {
            return;
        };
        let name = self.events().get(index).map(|(name, _)| name.clone());
        let Some(name) = name else {
            self.closing = None;
            return;
        };
        let title = riffle_text::fill!(t, "close_event_title", name);
        let id = egui::Id::unique("close_event");
        let answer = ask(
            ctx,
            id,
            t,
            [
                &title,
                t.text("close_event_lead"),
                t.text("close_event_yes"),
            ],
            &[],
        );
        match answer {
            Some(true) => {
                self.closing = None;
                self.close_event(ctx, index);
            }
            Some(false) => self.closing = None,
            None => {}
        }
    }
}

/// An event's clock, for its tab's tooltip: the level or break and the time left.
pub(super) fn event_clock(display: &riffle_tournament::DisplayState, t: &Texts) -> String {
    let period = match display.clock.period {
        riffle_core::structure::PeriodRef::Level(n) => riffle_text::fill!(t, "level", n = n),
        riffle_core::structure::PeriodRef::Break { .. } => t.text("break_title").to_string(),
    };
    let time = clock_time(display.clock.time_left_ms);
    match display.clock.state {
        ClockState::Paused => format!("{period} {time} · {}", t.text("paused")),
        _ => format!("{period} {time}"),
    }
}
