//! The TD's window: the tabs, the notice strip under them, the panel of the tab, the keyboard
//! shortcuts, and the players' screen it opens.
//!
//! The shell owns no tournament state. It reads a [`Snapshot`](super::shared::Snapshot) of the
//! tournament each frame and draws the panel of the selected tab from [`TABS`], the list of tabs
//! with their keys and panels; it knows no panel by name to draw it. What the top bar and the
//! panel ask for goes into one [`Outbox`], drained once the frame is drawn: commands go to the
//! backend, and a refusal shows in the notice strip, under the tabs, until the TD dismisses it or
//! the next command succeeds. A shortcut's command is sent before the frame is drawn, so the
//! frame shows its effect.

use super::backend::{Backend, Refusal, toggle_clock};
use super::i18n::{Texts, clock_time};
use super::panels::{self, Asked, Outbox, TABS, Tab, View};
use super::platform::{Dialog, OpenDialog};
use super::player_screen::{self, Placement};
use super::shared::{Now, Preferences, Shared, SharedState, Snapshot};
use crate::clock::ClockState;
use crate::store::session::Session;
use crate::text::{Lang, Text};
use crate::tournament::{Command, Tournament};
use crate::ui::theme;
use chrono::{DateTime, Utc};
use egui::mutex::Mutex;
use egui::{Align, Color32, Key, Layout, Modifiers, RichText, Ui};
use std::sync::Arc;

/// How the app starts.
pub struct Config {
    pub now: Now,
    pub preferences: Preferences,
    /// Open the players' screen at launch, there.
    pub player_screen: Option<Placement>,
    /// Where the players' screen went last time, offered when the TD opens it.
    pub saved_monitor: Option<Placement>,
    /// Where the TD's choices are saved when they change; `None` keeps them for this run only
    /// (tests).
    pub settings_dir: Option<std::path::PathBuf>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            now: Arc::new(Utc::now),
            preferences: Preferences::default(),
            player_screen: None,
            saved_monitor: None,
            settings_dir: None,
        }
    }
}

/// The TD's window.
pub struct App {
    shared: SharedState,
    now: Now,
    tab: Tab,
    /// Each panel's own state (a search, a form being filled in).
    panels: panels::Panels,
    /// A refused command, in the core's words.
    /// What the notice strip shows: a refusal or what the TD should know, worded when drawn.
    refusal: Option<Refusal>,
    placement: Placement,
    player_screen_open: bool,
    /// What the top bar and the panel asked for during the frame, carried out once it is drawn.
    outbox: Outbox,
    settings_dir: Option<std::path::PathBuf>,
    /// A file or folder a panel asked the TD to pick, until the window opens its dialog.
    asked: Option<Dialog>,
    /// The dialog on screen.
    dialog: Option<OpenDialog>,
}

impl App {
    pub fn new(backend: Option<Box<dyn Backend>>, config: Config) -> App {
        let notices = backend.as_ref().map_or_else(Vec::new, |b| b.notices());
        App {
            shared: Arc::new(Mutex::new(Shared::new(backend, config.preferences))),
            now: config.now,
            tab: Tab::default(),
            panels: panels::Panels::default(),
            refusal: joined(notices),
            placement: config
                .player_screen
                .or(config.saved_monitor)
                .unwrap_or_default(),
            player_screen_open: config.player_screen.is_some(),
            outbox: Outbox::default(),
            settings_dir: config.settings_dir,
            asked: None,
            dialog: None,
        }
    }

    /// What both windows share, for whoever sets up the sound or looks from a test.
    pub fn shared(&self) -> &SharedState {
        &self.shared
    }

    pub fn tab(&self) -> Tab {
        self.tab
    }

    /// Shows a panel, as clicking its tab does.
    pub fn set_tab(&mut self, tab: Tab) {
        self.tab = tab;
    }

    /// The notice strip's sentence, if any, in the TD's language.
    pub fn refusal(&self) -> Option<String> {
        let lang = self.shared.lock().preferences.lang;
        self.refusal.as_ref().map(|refusal| refusal.say(lang))
    }

    pub fn player_screen_open(&self) -> bool {
        self.player_screen_open
    }

    /// Reads the open tournament, for tests and tools that look at what the window acts on.
    pub fn with_tournament<R>(&self, read: impl FnOnce(&Tournament) -> R) -> Option<R> {
        let shared = self.shared.lock();
        shared.backend.as_ref()?.tournament().map(read)
    }

    /// Draws one frame of the TD window into `ui` (the whole window), and registers the
    /// players' screen if it is open.
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        let now = (self.now)();
        if std::mem::take(&mut self.shared.lock().player_screen_closed) {
            self.player_screen_open = false;
        }
        let mut snapshot = self.shared.lock().snapshot(now);
        if let Some(command) = self.shortcuts(&ctx, &snapshot) {
            self.execute(&ctx, command, now);
            snapshot = self.shared.lock().snapshot(now);
        }
        let t = Texts::of(snapshot.lang);

        egui::Panel::top("tabs").show(ui, |ui| self.top_bar(ui, &snapshot, t));
        if self.refusal.is_some() || snapshot.alert.is_some() || snapshot.not_saved.is_some() {
            egui::Panel::top("notices")
                .frame(egui::Frame::new())
                .show(ui, |ui| self.notices(ui, &snapshot, t));
        }
        egui::CentralPanel::default().show(ui, |ui| self.panel(ui, &snapshot, t, now));
        for asked in self.outbox.drain() {
            match asked {
                Asked::Command(command) => self.execute(&ctx, command, now),
                Asked::Dialog(dialog) => self.asked = Some(dialog),
                Asked::TogglePlayerScreen => self.toggle_player_screen(&ctx),
                Asked::PrintMoveSlips => self.print_move_slips(),
            }
        }

        if self.player_screen_open {
            player_screen::show_viewport(&ctx, &self.shared, &self.now, self.placement, t);
        }
        if let Some(delay) = snapshot.repaint_in {
            ctx.request_repaint_after(delay);
        }
    }

    /// The keyboard shortcuts, read before any widget can take the keys. None of them fire
    /// while the TD types in a text field. Returns the clock command space asks for.
    fn shortcuts(&mut self, ctx: &egui::Context, snapshot: &Snapshot) -> Option<Command> {
        if ctx.text_edit_focused() {
            return None;
        }
        let (space, tab, player_screen, escape, undo, redo) = ctx.input_mut(|i| {
            let tab = TABS
                .iter()
                .find(|spec| i.consume_key(Modifiers::COMMAND, spec.key));
            (
                i.consume_key(Modifiers::NONE, Key::Space),
                tab,
                i.consume_key(Modifiers::COMMAND, Key::D),
                i.consume_key(Modifiers::NONE, Key::Escape),
                i.consume_key(Modifiers::COMMAND, Key::Z),
                i.consume_key(Modifiers::COMMAND, Key::Y)
                    || i.consume_key(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z),
            )
        });
        if let Some(spec) = tab {
            self.tab = spec.tab;
        }
        if player_screen {
            self.toggle_player_screen(ctx);
        }
        if escape {
            self.refusal = None;
        }
        if undo {
            return Some(Command::Undo);
        }
        if redo {
            return Some(Command::Redo);
        }
        if !space {
            return None;
        }
        match &snapshot.display {
            Some(display) => Some(toggle_clock(display.clock.state)),
            None => {
                self.refusal = Some(no_tournament());
                None
            }
        }
    }

    /// Sends a command to the tournament; a refusal goes on the notice strip.
    fn execute(&mut self, ctx: &egui::Context, command: Command, now: DateTime<Utc>) {
        let result = {
            let mut shared = self.shared.lock();
            match shared.backend.as_mut() {
                Some(backend) => backend.execute(&command, now),
                None => Err(no_tournament()),
            }
        };
        match result {
            Ok(()) => {
                self.refusal = None;
                ctx.request_repaint();
                ctx.request_repaint_of(player_screen::viewport_id());
            }
            Err(refusal) => self.refusal = Some(refusal),
        }
    }

    fn toggle_player_screen(&mut self, ctx: &egui::Context) {
        self.player_screen_open = !self.player_screen_open;
        ctx.request_repaint();
    }

    /// The tabs, and at the right the time left and the players' screen button, so both are in
    /// view whatever the panel. The right side is laid out first; the tabs wrap onto a second
    /// row in a narrow window rather than run under it.
    fn top_bar(&mut self, ui: &mut Ui, snapshot: &Snapshot, t: &'static Texts) {
        let row = Layout::right_to_left(Align::Center).with_cross_justify(false);
        ui.horizontal(|ui| {
            ui.with_layout(row, |ui| {
                let toggle = if self.player_screen_open {
                    t.text("close_player_screen")
                } else {
                    t.text("open_player_screen")
                };
                if ui.button(toggle).clicked() {
                    self.toggle_player_screen(ui.ctx());
                }
                let undo_redo = self.undo_redo(ui, t);
                self.outbox.send(undo_redo);
                if let Some(display) = &snapshot.display {
                    let mut time = RichText::new(clock_time(display.clock.time_left_ms))
                        .monospace()
                        .size(theme::size::TITLE);
                    if display.clock.state == ClockState::Paused {
                        time = time.color(ui.visuals().error_fg_color);
                    }
                    ui.label(time);
                }
                ui.add_space(theme::space::GROUP_GAP);
                let tabs = Layout::left_to_right(Align::Center).with_main_wrap(true);
                ui.with_layout(tabs, |ui| {
                    ui.label(RichText::new("Riffle").strong().size(theme::size::TITLE));
                    ui.add_space(theme::space::GROUP_GAP);
                    for spec in &TABS {
                        let title = (spec.panel)(&mut self.panels).title(t);
                        let title = RichText::new(title).size(theme::size::BODY);
                        if ui.selectable_label(self.tab == spec.tab, title).clicked() {
                            self.tab = spec.tab;
                        }
                    }
                });
            })
        });
    }

    /// Saves the language, the sound and the players' screen monitor for the next launch. A
    /// failure is told on the strip: the choices still hold for this run.
    fn save_settings(&mut self) {
        let Some(dir) = &self.settings_dir else {
            return;
        };
        let (mut saved, _) = crate::store::settings::load(dir);
        let preferences = self.shared.lock().preferences;
        saved.language = Some(match preferences.lang {
            crate::text::Lang::En => "en".to_string(),
            crate::text::Lang::Fr => "fr".to_string(),
        });
        saved.sound = Some(preferences.sound);
        saved.monitor = match self.placement {
            Placement::Monitor(n) => Some(n),
            Placement::Window => None,
        };
        if let Err(error) = crate::store::settings::save(dir, &saved) {
            self.refusal = Some(Box::new(error));
        }
    }

    /// Undo and redo, each naming the command it would take back or put back, so the TD sees
    /// what will happen before clicking (Ctrl+Z, Ctrl+Y).
    fn undo_redo(&self, ui: &mut Ui, t: &Texts) -> Option<Command> {
        let shared = self.shared.lock();
        let tournament = shared.backend.as_ref()?.tournament()?;
        let mut command = None;
        let redo = tournament
            .redo_target()
            .map(|c| c.summary_in(t.lang).to_string());
        let undo = tournament
            .undo_target()
            .map(|c| c.summary_in(t.lang).to_string());
        if let Some(summary) = redo {
            let button = ui.button(t.text("redo")).on_hover_text(&summary);
            if button.clicked() {
                command = Some(Command::Redo);
            }
        }
        if let Some(summary) = undo {
            let label = t.labelled(t.text("undo"), &shorten(&summary, 48));
            if ui.button(label).on_hover_text(&summary).clicked() {
                command = Some(Command::Undo);
            }
        }
        command
    }

    /// The strip under the tabs: a journal that cannot be written (red, for as long as it
    /// lasts), a refused command (red, until dismissed) and the alert of the moment (amber).
    fn notices(&mut self, ui: &mut Ui, snapshot: &Snapshot, t: &Texts) {
        let not_saved = snapshot.not_saved.as_ref().map(|text| text.get(t.lang));
        if let Some(sentence) = not_saved {
            strip(ui, theme::DANGER_FILL, theme::ON_DARK, |ui| {
                ui.label(
                    RichText::new(sentence)
                        .size(theme::size::BODY)
                        .strong()
                        .color(theme::ON_DARK),
                );
            });
        }
        // A refusal for the failed write itself is already in sight above.
        let refusal = (self.refusal.as_ref())
            .map(|refusal| refusal.say(t.lang))
            .filter(|sentence| Some(sentence.as_str()) != not_saved);
        if let Some(sentence) = refusal {
            let dismissed = strip(ui, theme::DANGER_FILL, theme::ON_DARK, |ui| {
                ui.label(
                    RichText::new(t.labelled(t.text("refused"), &sentence))
                        .size(theme::size::BODY)
                        .color(theme::ON_DARK),
                );
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    ui.button(format!("{} ({})", t.text("dismiss"), t.text("key_escape")))
                        .clicked()
                })
                .inner
            });
            if dismissed {
                self.refusal = None;
            }
        }
        if let Some(alert) = snapshot.alert {
            strip(ui, theme::WARNING, theme::ON_WARNING, |ui| {
                ui.label(
                    RichText::new(t.alert(&alert))
                        .size(theme::size::BODY)
                        .strong()
                        .color(theme::ON_WARNING),
                );
            });
        }
    }

    /// The panel of the current tab, with the tournament and the TD's preferences; what it
    /// asks for goes into the outbox. A preference it changed is saved at once, and a new place
    /// for the players' screen is sent to it.
    fn panel(&mut self, ui: &mut Ui, snapshot: &Snapshot, t: &'static Texts, now: DateTime<Utc>) {
        let placement = self.placement;
        let preferences_changed = {
            // The panels draw from the tournament itself; the lock is held for the frame only
            // (the players' screen renders after this window, never at the same time).
            let mut shared = self.shared.lock();
            let Shared {
                backend,
                preferences,
                sound,
                ..
            } = &mut *shared;
            let before = *preferences;
            let sound_player = sound.as_ref().map(|s| s.player_name());
            let backend = backend.as_deref();
            let mut view = View {
                t,
                now,
                display: snapshot.display.as_ref(),
                tournament: backend.and_then(|b| b.tournament()),
                location: backend.and_then(|b| b.location()),
                preferences,
                placement: &mut self.placement,
                player_screen_open: self.player_screen_open,
                sound_player: sound_player.as_deref(),
            };
            (self.tab.spec().panel)(&mut self.panels).show(ui, &mut view, &mut self.outbox);
            *view.preferences != before
        };
        if preferences_changed {
            ui.ctx().request_repaint_of(player_screen::viewport_id());
            self.save_settings();
        }
        if self.placement != placement {
            if self.player_screen_open {
                ui.ctx().send_viewport_cmd_to(
                    player_screen::viewport_id(),
                    player_screen::placement_command(self.placement),
                );
            }
            self.save_settings();
        }
    }

    /// The file or folder dialog a panel asked for and not yet answered (tests answer it with
    /// [`App::answer_dialog`] instead of a dialog).
    pub fn asked_dialog(&self) -> Option<&Dialog> {
        self.asked.as_ref()
    }

    /// Opens the dialog a panel asked for, and takes the TD's answer once given. Only the real
    /// window calls this; the windows keep drawing while the dialog is on screen.
    fn dialogs(&mut self, ctx: &egui::Context) {
        if let Some(open) = &self.dialog
            && let Some(answer) = open.answer()
        {
            let dialog = open.dialog.clone();
            self.dialog = None;
            if let Some(path) = answer {
                self.answer_dialog(ctx, dialog, &path);
            }
        }
        if self.dialog.is_none()
            && let Some(dialog) = self.asked.take()
        {
            let lang = self.shared.lock().preferences.lang;
            self.dialog = Some(OpenDialog::open(dialog, lang, ctx));
        }
    }

    /// What the TD picked in a dialog: a structure file to load, a tournament to open, where to
    /// create a new one. Refusals and file errors go on the notice strip (a refused structure
    /// file is listed on the structure panel, with its lines and columns).
    pub fn answer_dialog(&mut self, ctx: &egui::Context, dialog: Dialog, path: &std::path::Path) {
        self.asked = None;
        let now = (self.now)();
        match dialog {
            Dialog::StructureFile => {
                if let Some(command) = self.panels.structure.file_chosen(path) {
                    self.execute(ctx, command, now);
                }
            }
            Dialog::NewTournamentStructure => {
                if let Err(problem) = self.panels.settings.structure_file_chosen(path) {
                    self.refusal = Some(problem);
                }
            }
            Dialog::OpenTournament => {
                let shared = self.shared.lock();
                let open_here = shared.backend.as_ref().and_then(|b| b.location()) == Some(path);
                drop(shared);
                // This window already holds it for writing: opening it again would be refused.
                if open_here {
                    return;
                }
                match Session::open(path) {
                    Ok(session) => self.replace_backend(ctx, session),
                    Err(error) => self.refusal = Some(Box::new(error)),
                }
            }
            Dialog::NewTournamentFolder(setup) => {
                let dir = path.join(panels::settings::folder_name(&setup.name));
                match Session::create(&dir, &setup, now) {
                    Ok(session) => self.replace_backend(ctx, session),
                    Err(error) => self.refusal = Some(Box::new(error)),
                }
            }
            Dialog::ExportResults { .. } => {
                let written = {
                    let shared = self.shared.lock();
                    let Some(tournament) = shared.backend.as_ref().and_then(|b| b.tournament())
                    else {
                        return;
                    };
                    let csv = crate::store::export::results_csv(tournament);
                    crate::store::write_output(Some(path), &csv)
                };
                match written {
                    Ok(()) => self.panels.payouts.saved_to(path),
                    Err(error) => self.refusal = Some(Box::new(error)),
                }
            }
        }
    }

    /// Writes the move slips beside the journal and opens them in the system's viewer.
    fn print_move_slips(&mut self) {
        let written = {
            let shared = self.shared.lock();
            let Some(backend) = shared.backend.as_ref() else {
                return;
            };
            let (Some(tournament), Some(dir)) = (backend.tournament(), backend.location()) else {
                return;
            };
            let path = dir.join("move-slips.pdf");
            let slips = tournament.move_slips();
            let lang = shared.preferences.lang;
            crate::store::slips::write_move_slips(&path, tournament.name(), &slips, lang)
                .map(|()| path)
        };
        match written {
            Ok(path) => crate::ui::platform::open_document(&path),
            Err(error) => self.refusal = Some(Box::new(error)),
        }
    }

    /// Puts another tournament in the windows, remembers it for the next launch, and starts the
    /// panels and the alerts afresh on it.
    fn replace_backend(&mut self, ctx: &egui::Context, session: Session) {
        let notices = Backend::notices(&session);
        let dir = session.dir().to_path_buf();
        {
            let mut shared = self.shared.lock();
            let sound = shared.sound.take();
            let closed = shared.player_screen_closed;
            *shared = Shared::new(Some(Box::new(session)), shared.preferences);
            shared.sound = sound;
            shared.player_screen_closed = closed;
        }
        self.panels = panels::Panels::default();
        self.refusal = joined(notices);
        if let Some(settings_dir) = &self.settings_dir {
            let (mut saved, _) = crate::store::settings::load(settings_dir);
            saved.last_tournament = Some(dir);
            if let Err(error) = crate::store::settings::save(settings_dir, &saved) {
                self.refusal = Some(Box::new(error));
            }
        }
        ctx.request_repaint();
        ctx.request_repaint_of(player_screen::viewport_id());
    }
}

/// A summary cut to fit a button.
fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        text.to_string()
    } else {
        let cut: String = text.chars().take(max - 1).collect();
        format!("{cut}…")
    }
}

/// Text sizes for a TD who reads the window at arm's length, tired, in a dim room (a size up
/// from egui's defaults), on the background both windows share.
pub fn style(ctx: &egui::Context) {
    use egui::{FontFamily, FontId, TextStyle};
    ctx.all_styles_mut(|style| {
        // Both windows share one background, painted by the clear at the start of each frame
        // (see `clear_color`): a panel filling the window again would double the cost of
        // each once-a-second repaint on a PC without a graphics card. Text fields stand out
        // from it a little more than egui's near-black.
        style.visuals.panel_fill = theme::PANEL_FILL;
        style.visuals.extreme_bg_color = theme::FIELD_FILL;
        style.text_styles = [
            (
                TextStyle::Small,
                FontId::new(theme::size::SMALL, FontFamily::Proportional),
            ),
            (
                TextStyle::Body,
                FontId::new(theme::size::BODY, FontFamily::Proportional),
            ),
            (
                TextStyle::Button,
                FontId::new(theme::size::BODY, FontFamily::Proportional),
            ),
            (
                TextStyle::Heading,
                FontId::new(theme::size::HEADING, FontFamily::Proportional),
            ),
            (
                TextStyle::Monospace,
                FontId::new(theme::size::MONO, FontFamily::Monospace),
            ),
        ]
        .into();
        style.spacing.button_padding = theme::space::BUTTON_PADDING;
    });
}

/// A full-width coloured strip with content on one row.
fn strip<R>(ui: &mut Ui, fill: Color32, text: Color32, add: impl FnOnce(&mut Ui) -> R) -> R {
    egui::Frame::new()
        .fill(fill)
        .inner_margin(theme::space::STRIP_MARGIN)
        .show(ui, |ui| {
            ui.visuals_mut().override_text_color = Some(text);
            ui.set_width(ui.available_width());
            ui.horizontal(add).inner
        })
        .inner
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        self.dialogs(ui.ctx());
    }

    /// The background of both windows (see [`style`] and [`theme::BACKGROUND`]): the
    /// clear paints it, so no panel has to.
    fn clear_color(&self, _visuals: &egui::Visuals) -> [f32; 4] {
        theme::BACKGROUND.to_normalized_gamma_f32()
    }
}

/// The notice that there is no tournament open, in both languages.
fn no_tournament() -> Refusal {
    Box::new(Text::new(
        Texts::of(Lang::En).text("no_tournament"),
        Texts::of(Lang::Fr).text("no_tournament"),
    ))
}

/// The notices of a tournament just opened, as one sentence in each language.
fn joined(notices: Vec<Text>) -> Option<Refusal> {
    if notices.is_empty() {
        return None;
    }
    let join = |lang| {
        notices
            .iter()
            .map(|n| n.get(lang))
            .collect::<Vec<_>>()
            .join(" ")
    };
    Some(Box::new(Text::new(join(Lang::En), join(Lang::Fr))))
}
