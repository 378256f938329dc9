//! The TD's window: the tabs, the notice strip under them, the panel of the tab, the keyboard
//! shortcuts, and the players' screen it opens.
//!
//! The shell owns no tournament state. It reads a [`Snapshot`](super::shared::Snapshot) of the
//! tournament each frame and draws the panel of the selected tab from [`TABS`](crate::panels::TABS), the list of tabs
//! with their keys and panels; it knows no panel by name to draw it. What the top bar and the
//! panel ask for goes into one [`Outbox`], drained once the frame is drawn: commands go to the
//! backend, and a refusal shows in the notice strip, under the tabs, until the TD dismisses it or
//! the next command succeeds. A shortcut's command is sent before the frame is drawn, so the
//! frame shows its effect.
//!
//! This module holds the window's state and draws one frame; each job of the shell has a file
//! of its own: `command_handling` (the outbox drained, the shortcuts, a weighty undo or redo
//! asked first), `top_bar`, `notices` (the slot under the tabs and what feeds it),
//! `events` (the events' tabs), `opening`, `dialogs`, `imports`, `prints`, `venue`
//! (the venue server) and `chrome` (title, zoom, closing, the TD's choices saved).

use crate::backend::{Backend, Refusal};
use crate::event_view::{EventView, Toast};
use crate::i18n::Texts;
use crate::keys;
use crate::panels::{Handed, Outbox, Tab, View};
use crate::platform::{Dialog, OpenDialog};
use crate::player_screen::{self, Placement};
use crate::shared::{Event, Now, Preferences, Shared, SharedState, Snapshot};
use crate::theme;
use crate::welcome::Welcome;
use chrono::{DateTime, Utc};
use egui::Ui;
use egui::mutex::Mutex;
use riffle_store::session::Session;
use riffle_store::td3::{Imports, Td3Error};
use riffle_tournament::Tournament;
use std::sync::{Arc, mpsc};

mod chrome;
mod command_handling;
mod dialogs;
mod events;
mod imports;
mod notices;
mod opening;
mod prints;
mod question;
mod said;
mod top_bar;
mod venue;

use dialogs::Prompt;
use opening::Damaged;
use said::joined;

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
    /// A tournament found damaged in the middle at launch: the window offers to repair it, or
    /// says why nothing can be kept.
    pub damaged: Option<std::path::PathBuf>,
    /// Open on the welcome screen (the first launch: no tournament remembered).
    pub welcome: bool,
    /// The tournaments opened lately, the latest first.
    pub recent: Vec<std::path::PathBuf>,
    /// The folder offered for a new tournament's folder.
    pub new_folder: Option<std::path::PathBuf>,
    /// The players' screen opens at launch, then leaves full screen: it was in a window when
    /// the app last closed.
    pub player_screen_windowed: bool,
    /// Whether the system's file dialogs are tried first. Without them (and once one failed
    /// to open), a file or folder is asked for in a field typed by hand.
    pub dialogs: bool,
    /// Whether a printout is opened in the system's viewer once written (tests look at the
    /// file instead).
    pub open_prints: bool,
    /// The other events open when the app last closed, their tabs after the first one's.
    pub more_events: Vec<Box<dyn Backend>>,
    /// The tab shown at launch, counted from 0.
    pub shown: usize,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            now: Arc::new(Utc::now),
            preferences: Preferences::default(),
            player_screen: None,
            saved_monitor: None,
            settings_dir: None,
            damaged: None,
            welcome: false,
            recent: Vec::new(),
            new_folder: None,
            player_screen_windowed: false,
            dialogs: true,
            open_prints: true,
            more_events: Vec::new(),
            shown: 0,
        }
    }
}

/// The TD's window.
pub struct App {
    shared: SharedState,
    /// What the window keeps for each open event, one per tab, in the order of the tabs: its
    /// panels, notices and questions.
    views: Vec<EventView>,
    /// The same, while no event is open (the welcome screen's refusals).
    lobby: EventView,
    /// What the window's title bar says: the name of the event shown.
    title: String,
    /// The zoom last given to the window, in percent (`None` before the first frame).
    zoom: Option<u16>,
    now: Now,
    tab: Tab,
    /// The event tab the TD asked to close while its clock runs, until the TD confirms.
    closing: Option<usize>,
    /// The window was asked to close while a clock runs, until the TD confirms or cancels.
    quitting: bool,
    /// The TD confirmed closing the window: the next close request goes through.
    quit_confirmed: bool,
    placement: Placement,
    player_screen_open: bool,
    /// Whether the players' screen is full screen, as last saved.
    player_screen_full: Option<bool>,
    /// What the top bar and the panel asked for during the frame, carried out once it is drawn.
    outbox: Outbox,
    settings_dir: Option<std::path::PathBuf>,
    /// A file or folder a panel asked the TD to pick, until the window opens its dialog.
    asked: Option<Dialog>,
    /// The dialog on screen.
    dialog: Option<OpenDialog>,
    /// A tournament whose journal is damaged in the middle, while the TD decides whether to
    /// keep the commands before the damage.
    damaged: Option<Damaged>,
    /// Whether Space may work the clock: not after a click that landed on no control (a TD who
    /// missed a text field and goes on typing a name must not pause the clock at each space),
    /// until a control is clicked or Esc is pressed.
    space_armed: bool,
    /// The venue server, while Settings has it running: it sends the phones' commands through
    /// the writer of the event it was started on, named by its folder.
    venue: Option<(std::path::PathBuf, riffle_server::Running)>,
    /// The welcome screen's forms and the recent tournaments.
    welcome: Welcome,
    /// Whether the welcome screen takes the place of the tab's panel.
    welcome_shown: bool,
    /// Whether the system's file dialogs are tried; false once one could not open.
    dialogs_work: bool,
    /// Whether printouts open in the system's viewer.
    open_prints: bool,
    /// A file or folder asked for in a field typed by hand, where no dialog can open.
    prompt: Option<Prompt>,
    /// The import of TD3 saves running on its own thread, while it runs (one at a time).
    importing: Option<mpsc::Receiver<Result<Imports, Td3Error>>>,
}

impl App {
    pub fn new(backend: Option<Box<dyn Backend>>, config: Config) -> App {
        let notices = backend.as_ref().map_or_else(Vec::new, |b| b.notices());
        let damaged = config
            .damaged
            .as_deref()
            .map(|dir| (dir, Damaged::found(dir)));
        let refusal = match damaged {
            Some((dir, None)) => Session::open(dir).err().map(|e| Box::new(e) as Refusal),
            _ => None,
        };
        let mut shared = Shared::new(backend, config.preferences);
        (shared.events).extend(config.more_events.into_iter().map(Event::new));
        shared.shown = config.shown.min(shared.events.len().saturating_sub(1));
        shared.player_screen_start_windowed =
            config.player_screen.is_some() && config.player_screen_windowed;
        let mut views: Vec<EventView> =
            shared.events.iter().map(|_| EventView::default()).collect();
        let mut lobby = EventView::default();
        let first = views.get_mut(shared.shown).unwrap_or(&mut lobby);
        first.refusal = refusal;
        first.notice = joined(notices);
        let mut app = App {
            shared: Arc::new(Mutex::new(shared)),
            views,
            lobby,
            title: crate::APP_NAME.to_string(),
            zoom: None,
            now: config.now,
            tab: Tab::default(),
            closing: None,
            quitting: false,
            quit_confirmed: false,
            placement: config
                .player_screen
                .or(config.saved_monitor)
                .unwrap_or_default(),
            player_screen_open: config.player_screen.is_some(),
            player_screen_full: None,
            outbox: Outbox::default(),
            settings_dir: config.settings_dir,
            asked: None,
            dialog: None,
            damaged: damaged.and_then(|(_, found)| found),
            space_armed: true,
            venue: None,
            welcome: Welcome::new(config.recent, config.new_folder.as_deref()),
            welcome_shown: config.welcome,
            dialogs_work: config.dialogs,
            open_prints: config.open_prints,
            prompt: None,
            importing: None,
        };
        app.resume_venue();
        app
    }

    /// What the window keeps for the event shown (or for none, while none is open).
    fn view(&mut self) -> &mut EventView {
        let shown = self.shared.lock().shown;
        self.views.get_mut(shown).unwrap_or(&mut self.lobby)
    }

    /// Hands `handed` to the panels of the event shown; what they ask goes into the outbox.
    fn hand(&mut self, handed: &Handed) {
        let shown = self.shared.lock().shown;
        let view = self.views.get_mut(shown).unwrap_or(&mut self.lobby);
        view.panels.hand(handed, &mut self.outbox);
    }

    fn view_ref(&self) -> &EventView {
        let shown = self.shared.lock().shown;
        self.views.get(shown).unwrap_or(&self.lobby)
    }

    /// Whether the welcome screen is shown in place of the tab's panel.
    pub fn welcome_shown(&self) -> bool {
        self.welcome_shown
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
        self.welcome_shown = false;
    }

    /// The notice strip's sentence, if any, in the TD's language.
    pub fn refusal(&self) -> Option<String> {
        let lang = self.shared.lock().preferences.lang;
        self.view_ref()
            .refusal
            .as_ref()
            .map(|refusal| refusal.say(lang))
    }

    /// What the notice strip tells the TD that is no refusal, in the TD's language.
    pub fn notice(&self) -> Option<String> {
        let lang = self.shared.lock().preferences.lang;
        self.view_ref()
            .notice
            .as_ref()
            .map(|notice| notice.say(lang))
    }

    pub fn player_screen_open(&self) -> bool {
        self.player_screen_open
    }

    /// Reads the open tournament, for tests and tools that look at what the window acts on.
    pub fn with_tournament<R>(&self, read: impl FnOnce(&Tournament) -> R) -> Option<R> {
        let shared = self.shared.lock();
        shared.backend()?.tournament().map(read)
    }

    /// Draws one frame of the TD window into `ui` (the whole window), and registers the
    /// players' screen if it is open.
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        let now = (self.now)();
        if std::mem::take(&mut self.shared.lock().player_screen_closed) {
            self.player_screen_open = false;
            self.save_settings();
        }
        let full = self.shared.lock().player_screen_full;
        if full.is_some() && full != self.player_screen_full {
            self.player_screen_full = full;
            self.save_settings();
        }
        let mut snapshot = self.shared.lock().snapshot(now, &ctx);
        self.watch_close(&ctx);
        keys::hold(&ctx, self.asking());
        let entered = keys::enter_in_field(&ctx);
        self.watch_clicks(&ctx);
        if let Some((command, by_space)) = self.shortcuts(&ctx, &snapshot) {
            let done = self.ask(&ctx, command.clone(), now);
            if done.is_some() && by_space {
                self.view().toast = Toast::after(&command, now);
            }
            snapshot = self.shared.lock().snapshot(now, &ctx);
        }
        let t = Texts::of(snapshot.lang);
        self.watch_penalties();
        self.watch_penalties_due(&ctx, now);
        self.watch_reports();

        egui::Panel::top("events")
            .exact_size(theme::space::EVENT_ROW)
            .resizable(false)
            .show(ui, |ui| self.event_tabs(ui, t, now));
        egui::Panel::top("tabs")
            .exact_size(theme::space::TOP_BAR)
            .resizable(false)
            .show(ui, |ui| self.top_bar(ui, &snapshot, t));
        egui::Panel::top("notices")
            .exact_size(theme::space::NOTICE_SLOT)
            .resizable(false)
            .frame(egui::Frame::new())
            .show(ui, |ui| self.notices(ui, &snapshot, t, now));
        self.watch_import();
        egui::CentralPanel::default().show(ui, |ui| {
            if self.welcome_shown {
                let (start, refusal) = self.welcome.ui(ui, t);
                if refusal.is_some() {
                    self.view().refusal = refusal;
                }
                if let Some(start) = start {
                    self.start(&ctx, start);
                }
            } else {
                self.panel(ui, &snapshot, t, now);
            }
        });
        self.drain_outbox(&ctx, now);

        if !self.dialogs_work
            && let Some(dialog) = self.asked.take()
        {
            self.prompt = Some(Prompt::new(dialog, false));
        }
        self.path_prompt(&ctx, t);
        self.confirmation(&ctx, t, now);
        self.close_confirmation(&ctx, t);
        self.quit_confirmation(&ctx, t);
        self.damaged_journal(&ctx, t, now);
        if self.player_screen_open {
            player_screen::show_viewport(&ctx, &self.shared, &self.now, self.placement, t);
        }
        if let Some(delay) = snapshot.repaint_in {
            ctx.request_repaint_after(delay);
        }
        keys::keep_focus_after_enter(&ctx, entered);
        self.name_the_window(&ctx);
        self.follow_the_zoom(&ctx);
        if let Some(toast) = &self.view().toast {
            let left = (toast.until - now).to_std().unwrap_or_default();
            ctx.request_repaint_after(left);
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
            let events: Vec<(String, std::path::PathBuf)> = (shared.events.iter())
                .filter_map(|event| {
                    let backend = &event.backend;
                    let name = backend.tournament()?.name().to_string();
                    Some((name, backend.location()?.to_path_buf()))
                })
                .collect();
            let Shared {
                events: open,
                shown,
                preferences,
                sound,
                voice,
                ..
            } = &mut *shared;
            let before = preferences.clone();
            let sound_player = sound.as_ref().map(|s| s.player_name());
            let voice = voice.as_ref().map(|v| v.name());
            let backend = open.get(*shown).map(|event| &*event.backend);
            let panels = &mut self.views.get_mut(*shown).unwrap_or(&mut self.lobby).panels;
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
                voice: voice.as_deref(),
                venue: self.venue.as_ref().map(|(_, running)| running),
                events: &events,
                logged_spot: panels.logged_spot(),
            };
            (self.tab.spec().panel)(panels).show(ui, &mut view, &mut self.outbox);
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

    /// egui lays its glyph atlas out as wide as the graphics driver's largest texture (16,384
    /// pixels on most), a row of glyphs at a time: a row of clock digits beside a row of body
    /// text doubles its height, and the atlas is held twice, by egui and by the driver. Told
    /// the side of the largest picture a layout may show, it packs the same glyphs in half the
    /// memory, and every texture the window makes still fits.
    fn raw_input_hook(&mut self, _ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        let largest = riffle_store::layouts::MAX_IMAGE_SIDE as usize;
        let side = (raw_input.max_texture_side).map_or(largest, |side| side.min(largest));
        raw_input.max_texture_side = Some(side);
    }
}

/// Text sizes for a TD who reads the window at arm's length, tired, in a dim room (a size up
/// from egui's defaults), on the background both windows share.
pub fn style(ctx: &egui::Context) {
    use egui::{FontFamily, FontId, TextStyle};
    ctx.all_styles_mut(|style| {
        // Both windows share one background, painted by the clear at the start of each frame
        // (see `clear_color`), whatever theme the system is set to: egui's light theme and
        // its dark one both get Riffle's colours.
        style.visuals = theme::visuals();
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
