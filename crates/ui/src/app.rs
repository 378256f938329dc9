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

use super::alerts::Chime;
use super::backend::{Backend, Refusal, WriterBackend, toggle_clock};
use super::event_view::{self, Confirm, EventView, Toast, Toasted};
use super::i18n::{Texts, clock_time};
use super::keys;
use super::panels::{self, Asked, Handed, Outbox, TABS, Tab, View};
use super::path_field::PathField;
use super::platform::{Answer, Dialog, OpenDialog};
use super::player_screen::{self, Placement};
use super::shared::{Event, Now, Preferences, ScreenChoice, Shared, SharedState, Snapshot};
use super::welcome::{Start, Welcome};
use crate::theme;
use chrono::{DateTime, Utc};
use egui::mutex::Mutex;
use egui::{Align, Color32, Key, Layout, Modifiers, RichText, Ui};
use riffle_core::clock::ClockState;
use riffle_rules::penalties::Effect;
use riffle_store::journal::{Damage, Journal, JournalError};
use riffle_store::session::{Session, SessionError};
use riffle_store::td3::{self, Imports, Td3Error};
use riffle_text::{Lang, Say, Text};
use riffle_tournament::{Command, Consequence, Tournament};
use std::path::{Path, PathBuf};
use std::sync::{Arc, mpsc};

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

/// A dialog's question asked in a field typed by hand: its title, the path field (Tab
/// completes) and OK or Cancel.
struct Prompt {
    dialog: Dialog,
    field: PathField,
    /// Asked here because the system's dialog could not open, which the TD is told.
    no_dialog: bool,
}

/// A journal found damaged in the middle when opening its tournament: where and why, and what
/// a repair would keep. The TD is asked twice (keep the commands, then confirm) since the
/// lines after the damage leave the journal (they stay in the copy the repair saves first).
struct Damaged {
    dir: std::path::PathBuf,
    damage: Damage,
    /// The TD asked to keep the commands before the damage and is asked to confirm.
    confirming: bool,
}

impl Damaged {
    /// The damage in the journal in `dir`, if a repair can keep something before it.
    fn found(dir: &std::path::Path) -> Option<Damaged> {
        let damage = Journal::damage(dir).ok().flatten()?;
        (damage.kept_commands > 0).then(|| Damaged {
            dir: dir.to_path_buf(),
            damage,
            confirming: false,
        })
    }
}

impl Prompt {
    /// The question of `dialog`; `no_dialog` when it is asked here because the system's
    /// dialog just failed to open.
    fn new(dialog: Dialog, no_dialog: bool) -> Prompt {
        let field = PathField::new(dialog.wanted(), "");
        Prompt {
            dialog,
            field,
            no_dialog,
        }
    }
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

    /// The file or folder asked for in a field typed by hand, while it is asked.
    pub fn prompted(&self) -> Option<&Dialog> {
        self.prompt.as_ref().map(|prompt| &prompt.dialog)
    }

    /// The venue server running from Settings, if any.
    pub fn venue(&self) -> Option<&riffle_server::Running> {
        self.venue.as_ref().map(|(_, running)| running)
    }

    /// Starts the venue server on the open tournament's writer; a refusal (no tournament, a
    /// port that is not one or is taken, a PIN too short) goes on the notice strip and nothing
    /// is started.
    fn start_venue(&mut self, reach: riffle_server::Reach, port: &str, pins: riffle_server::Pins) {
        let addr = match reach.addr(port) {
            Ok(addr) => addr,
            Err(refusal) => {
                self.view().refusal = Some(Box::new(refusal));
                return;
            }
        };
        let options = riffle_server::Options { addr, pins };
        let (writer, dir) = {
            let shared = self.shared.lock();
            let backend = shared.backend();
            (
                backend.and_then(|b| b.writer().cloned()),
                backend.and_then(|b| b.location().map(Path::to_path_buf)),
            )
        };
        let (Some(writer), Some(dir)) = (writer, dir) else {
            self.view().refusal = Some(worded(|t| t.text("no_tournament")));
            return;
        };
        self.venue = None;
        match riffle_server::start(writer, options) {
            Ok(running) => {
                self.venue = Some((dir, running));
                self.view().refusal = None;
            }
            Err(refusal) => self.view().refusal = Some(Box::new(refusal)),
        }
    }

    /// Starts the venue server again on an open tournament whose server was serving as the
    /// app went away (a crash, a reboot, the app closed): on the same address and port, with
    /// the same PINs, so screens and signed-in phones carry on. The first such tournament gets
    /// it (the app runs one server); a refusal (the port taken meanwhile) goes on the notice
    /// strip.
    fn resume_venue(&mut self) {
        let open: Vec<_> = {
            let shared = self.shared.lock();
            (shared.events.iter())
                .filter_map(|event| {
                    let dir = event.backend.location()?.to_path_buf();
                    Some((dir, event.backend.writer()?.clone()))
                })
                .collect()
        };
        for (dir, writer) in open {
            if self.venue.is_some() {
                return;
            }
            let addr = match riffle_server::was_serving(&dir) {
                Ok(Some(addr)) => addr,
                Ok(None) => continue,
                Err(refusal) => {
                    self.view().refusal = Some(Box::new(refusal));
                    continue;
                }
            };
            match riffle_server::serve(writer, Some(addr), &riffle_server::Given::default()) {
                Ok(running) => self.venue = Some((dir, running)),
                Err(refusal) => self.view().refusal = Some(Box::new(refusal)),
            }
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
            let done = self.ask(&ctx, command.clone(), now, Texts::of(snapshot.lang));
            if done && by_space {
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
        for asked in self.outbox.drain() {
            match asked {
                Asked::Command(command) => {
                    self.ask(&ctx, command, now, t);
                }
                Asked::Dialog(dialog) => self.asked = Some(dialog),
                Asked::Welcome => self.welcome_shown = true,
                Asked::Eliminate(player) => {
                    self.hand(&Handed::Eliminate(player));
                    self.set_tab(Tab::Players);
                }
                Asked::TogglePlayerScreen => self.toggle_player_screen(&ctx),
                Asked::PrintMoveSlips => self.print_move_slips(),
                Asked::PrintSeatCards => self.print_seat_cards(),
                Asked::PrintSeatingList => self.print_seating_list(),
                Asked::PrintTableCards => self.print_table_cards(),
                Asked::StartVenue { reach, port, pins } => self.start_venue(reach, &port, pins),
                // Stopped as the TD asks: the streams end, the port is free, and the folder
                // notes it is no longer served, so reopening it does not start it again.
                Asked::StopVenue => {
                    if let Some((_, running)) = self.venue.take() {
                        running.stop();
                    }
                }
                Asked::PrintPayoutSheet => self.print_payout_sheet(),
                Asked::WriteSeasonSheet => self.write_season_sheet(),
            }
        }

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

    /// Gives the window the name of the event shown, so the taskbar and a screen shared with
    /// another laptop say which event this is; the program's name while none is open.
    fn name_the_window(&mut self, ctx: &egui::Context) {
        let title = self
            .with_tournament(|tournament| tournament.name().to_string())
            .unwrap_or_else(|| crate::APP_NAME.to_string());
        if title != self.title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    /// The oldest report from the tables still to answer, in the TD's words, while the Tables
    /// tab (where it is answered) is not shown.
    fn report_to_answer(&self, t: &Texts) -> Option<String> {
        if self.tab == Tab::Tables && !self.welcome_shown {
            return None;
        }
        self.with_tournament(|tournament| {
            let report = tournament.reports().first()?;
            let table = report.table.0;
            Some(match &report.kind {
                riffle_tournament::reports::ReportKind::FloorCall { reason } => {
                    riffle_text::fill!(t, "report_call", table, reason)
                }
                riffle_tournament::reports::ReportKind::Bust { seat, player } => {
                    let name = (tournament.entry(*player))
                        .map_or_else(|| player.to_string(), |e| e.name.clone());
                    riffle_text::fill!(t, "report_bust_unplaced", table, seat, name)
                }
            })
        })
        .flatten()
    }

    /// Gives the window the zoom Settings chose, and remembers one the TD set with Ctrl +,
    /// Ctrl - or Ctrl 0, so the next launch opens at the same size.
    fn follow_the_zoom(&mut self, ctx: &egui::Context) {
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

    /// Notes the players whose penalty has just ended (served, or taken back), so the notice
    /// slot tells the TD to let them play again.
    fn watch_penalties(&mut self) {
        let was_away = self.view_ref().away.clone();
        let away = self.with_tournament(|tournament| {
            let mut away: Vec<_> = (tournament.penalties().iter())
                .map(|record| record.player)
                .filter(|&player| tournament.away(player))
                .collect();
            away.dedup();
            let back: Vec<_> = (was_away.iter().flatten())
                .filter(|&&player| {
                    !away.contains(&player)
                        && tournament
                            .entry(player)
                            .is_some_and(|entry| entry.in_play())
                })
                .copied()
                .collect();
            (away, back)
        });
        let Some((away, back)) = away else {
            self.view().away = None;
            return;
        };
        for player in back {
            if !self.view().back.contains(&player) {
                self.view().back.push(player);
            }
        }
        self.view().back.retain(|player| !away.contains(player));
        self.view().away = Some(away);
    }

    /// Sounds the chime when a dealer's call or bust arrives, whatever tab is shown: the notice
    /// slot says it, and a TD at a table across the room hears it. Reports already there when
    /// the event opened are not chimed.
    fn watch_reports(&mut self) {
        let ids = self.with_tournament(|tournament| {
            (tournament.reports().iter())
                .map(|report| report.id)
                .collect::<std::collections::BTreeSet<u32>>()
        });
        let Some(ids) = ids else {
            return;
        };
        let view = self.view();
        let new = view
            .reports_heard
            .as_ref()
            .is_some_and(|heard| ids.iter().any(|id| !heard.contains(id)));
        view.reports_heard = Some(ids);
        if new {
            self.shared.lock().chime(Chime::Warning);
        }
    }

    /// Tells the TD once when a penalty served away from the table should be over by the
    /// estimate (where no hands are reported the countdown runs on the clock of the pace), with
    /// the chime, and wakes the window when the next one comes due.
    fn watch_penalties_due(&mut self, ctx: &egui::Context, now: DateTime<Utc>) {
        let running = self.with_tournament(|tournament| {
            (tournament.penalties().iter().enumerate())
                .filter_map(|(at, record)| match &record.penalty.effect {
                    Effect::Away(serving) if serving.is_running() => Some((
                        at,
                        serving.estimated_served(now) >= serving.hands(),
                        serving.estimated_end(),
                    )),
                    _ => None,
                })
                .collect::<Vec<_>>()
        });
        let Some(running) = running else {
            return;
        };
        let view = self.view();
        view.due
            .retain(|at| running.iter().any(|(r, _, _)| r == at));
        let mut chime = false;
        let mut next = None::<DateTime<Utc>>;
        for (at, over, end) in running {
            if !over {
                next = Some(next.map_or(end, |n| n.min(end)));
            } else if view.due_told.insert(at) {
                view.due.push(at);
                chime = true;
            }
        }
        if chime {
            self.shared.lock().chime(Chime::Warning);
        }
        if let Some(next) = next {
            let wait = (next - now).to_std().unwrap_or_default();
            ctx.request_repaint_after(wait + std::time::Duration::from_millis(50));
        }
    }

    /// Whether a question or a dialog of the shell is open, which takes the keys: a confirm,
    /// closing a tab or the window, a damaged journal, a path typed by hand, the system's file
    /// dialog (the window keeps receiving keys while it is on screen).
    fn asking(&mut self) -> bool {
        self.view().confirm.is_some()
            || self.closing.is_some()
            || self.quitting
            || self.damaged.is_some()
            || self.prompt.is_some()
            || self.dialog.is_some()
            || self.asked.is_some()
    }

    /// The names of the open events whose clock runs.
    fn clocks_running(&self, now: DateTime<Utc>) -> Vec<String> {
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
    fn watch_close(&mut self, ctx: &egui::Context) {
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
    fn quit_confirmation(&mut self, ctx: &egui::Context, t: &Texts) {
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

    /// Arms or disarms Space from where the TD's last click landed: on a control (a button, a
    /// field, a box to tick) it arms it; beside every control, or on mere text, it disarms it.
    fn watch_clicks(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.pointer.primary_clicked()) {
            let clicked = ctx.viewport(|v| v.interact_widgets.clicked);
            self.space_armed = clicked
                .and_then(|id| ctx.read_response(id))
                .is_some_and(|response| response.sense.is_focusable());
        }
    }

    /// The keyboard shortcuts, read before any widget can take the keys. None of them fire
    /// while the TD types in a text field (Ctrl+Z there undoes the typing), nor while another
    /// program has the focus. Returns the command asked for, and whether Space asked for it.
    fn shortcuts(&mut self, ctx: &egui::Context, snapshot: &Snapshot) -> Option<(Command, bool)> {
        // A question on screen takes the keys: Esc answers it.
        if !keys::single_keys(ctx) {
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
            self.set_tab(spec.tab);
        }
        if player_screen {
            self.toggle_player_screen(ctx);
        }
        if escape {
            if self.view().refusal.is_some() {
                self.view().refusal = None;
            } else if self.view().notice.is_some() {
                self.view().notice = None;
            } else if !self.view().back.is_empty() {
                self.view().back.remove(0);
            } else if !self.view().due.is_empty() {
                self.view().due.remove(0);
            } else if self.view().printed.is_some() {
                self.view().printed = None;
            }
            self.view().toast = None;
            self.space_armed = true;
        }
        if undo {
            return Some((Command::Undo, false));
        }
        if redo {
            return Some((Command::Redo, false));
        }
        if !space {
            return None;
        }
        if !self.space_armed {
            self.view().refusal = Some(worded(|t| t.text("space_after_missed_click")));
            return None;
        }
        match &snapshot.display {
            Some(display) => Some((toggle_clock(display.clock.state), true)),
            None => {
                self.view().refusal = Some(worded(|t| t.text("no_tournament")));
                None
            }
        }
    }

    /// Sends a command, unless it is the undo or the redo of a weighty command (a table broken,
    /// the final table drawn, several players out, the prizes changed): that one waits for the
    /// TD to confirm it, its consequences listed. Whether it was carried out.
    fn ask(
        &mut self,
        ctx: &egui::Context,
        command: Command,
        now: DateTime<Utc>,
        t: &Texts,
    ) -> bool {
        if matches!(command, Command::Undo | Command::Redo) {
            let held = self.with_tournament(|tournament| {
                let target = match command {
                    Command::Undo => tournament.undo_target(),
                    _ => tournament.redo_target(),
                }?;
                let preview = tournament.preview(&command, now).ok()?;
                (!preview.consequences.is_empty()).then(|| Confirm {
                    command: command.clone(),
                    summary: target.summary_in(t.lang),
                    consequences: preview.consequences,
                })
            });
            if let Some(confirm) = held.flatten() {
                self.view().confirm = Some(confirm);
                return false;
            }
        }
        self.execute(ctx, command, now)
    }

    /// The question before a weighty undo or redo: what it takes back or puts back, one line
    /// each, then the TD's choice. Esc, or Cancel, leaves everything as it is.
    fn confirmation(&mut self, ctx: &egui::Context, t: &Texts, now: DateTime<Utc>) {
        let Some(confirm) = &self.view().confirm else {
            return;
        };
        let summary = &confirm.summary;
        let (title, lead, yes) = if confirm.command == Command::Undo {
            (
                riffle_text::fill!(t, "confirm_undo_title", summary),
                t.text("confirm_undo_lead"),
                t.text("confirm_undo"),
            )
        } else {
            (
                riffle_text::fill!(t, "confirm_redo_title", summary),
                t.text("confirm_redo_lead"),
                t.text("confirm_redo"),
            )
        };
        let consequences: Vec<String> = confirm
            .consequences
            .iter()
            .map(|consequence| consequence_words(t, consequence))
            .collect();
        let id = egui::Id::unique("confirm_undo_redo");
        let answer = ask(ctx, id, t, [&title, lead, yes], &consequences);
        match answer {
            Some(true) => {
                if let Some(confirm) = self.view().confirm.take() {
                    self.execute(ctx, confirm.command, now);
                }
            }
            Some(false) => self.view().confirm = None,
            None => {}
        }
    }

    /// Sends a command to the tournament; a refusal goes on the notice strip. Whether it was
    /// carried out.
    fn execute(&mut self, ctx: &egui::Context, command: Command, now: DateTime<Utc>) -> bool {
        // What an undo takes back or a redo puts back, told once it is done.
        let summary = |entry: &riffle_tournament::CommandEntry| entry.summary.clone();
        let toasted = match command {
            Command::Undo => self
                .with_tournament(|tn| tn.undo_target().map(summary))
                .flatten()
                .map(Toasted::Undone),
            Command::Redo => self
                .with_tournament(|tn| tn.redo_target().map(summary))
                .flatten()
                .map(Toasted::Redone),
            _ => None,
        };
        let result = {
            let mut shared = self.shared.lock();
            match shared.backend_mut() {
                Some(backend) => backend.execute(&command, now),
                None => Err(worded(|t| t.text("no_tournament"))),
            }
        };
        // The toast's undo would take back this command now, not the clock's.
        self.view().toast = None;
        match result {
            Ok(()) => {
                self.view().refusal = None;
                self.view().toast = toasted.map(|what| Toast::of(what, now));
                ctx.request_repaint();
                ctx.request_repaint_of(player_screen::viewport_id());
                true
            }
            Err(refusal) => {
                self.view().refusal = Some(refusal);
                // Asked from the outbox after the notice slot was drawn: draw it again.
                ctx.request_repaint();
                false
            }
        }
    }

    fn toggle_player_screen(&mut self, ctx: &egui::Context) {
        self.player_screen_open = !self.player_screen_open;
        self.save_settings();
        ctx.request_repaint();
    }

    /// One row of fixed height, so nothing under it moves: the tabs at the left, and at the
    /// right the clock (level and time left, red when paused), undo and redo and the players'
    /// screen, laid out first from the right edge so a longer level or time never shifts a
    /// button. Undo and redo keep short labels and name what they take back in their tooltip.
    /// In a window too narrow for every tab, the tabs scroll sideways rather than wrap.
    fn top_bar(&mut self, ui: &mut Ui, snapshot: &Snapshot, t: &'static Texts) {
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
    fn tabs(&mut self, ui: &mut Ui, t: &'static Texts) {
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

    /// Saves the language, the sound, the players' screen's monitor and whether it is open, for
    /// the next launch. A
    /// failure is told on the strip: the choices still hold for this run.
    fn save_settings(&mut self) {
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

    /// Undo and redo, always in the bar (greyed out when there is nothing to take back or put
    /// back) with short labels, so the bar never changes width; the tooltip names the command,
    /// so the TD sees what will happen before clicking (Ctrl+Z, Ctrl+Y).
    fn undo_redo(&self, ui: &mut Ui, t: &Texts) -> Option<Command> {
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

    /// The slot under the tabs, always there and always the same height, so a notice never
    /// pushes the panel (a click aimed at a button lands on it). It shows the most urgent of:
    /// a journal that cannot be written (red, for as long as it lasts), a refused command (red,
    /// until dismissed), what opening or a repair found (amber, until dismissed), what a key just
    /// did (with its undo), the alert of the moment (amber). A live alert of the clock, this
    /// event's or another tab's, shows over a refusal or a notice told before it came.
    /// A sentence longer than the slot ends in "…" and shows whole in its tooltip.
    fn notices(&mut self, ui: &mut Ui, snapshot: &Snapshot, t: &Texts, now: DateTime<Utc>) {
        let not_saved = snapshot.not_saved.as_ref().map(|text| text.get(t.lang));
        // A refusal for the failed write itself is already in sight.
        let refusal = (self.view().refusal.as_ref())
            .map(|refusal| refusal.say(t.lang))
            .filter(|sentence| Some(sentence.as_str()) != not_saved);
        if self
            .view()
            .toast
            .as_ref()
            .is_some_and(|toast| toast.gone(now))
        {
            self.view().toast = None;
        }
        // A live alert of the clock (here or on another tab) shows over a refusal or a notice
        // told before it came; one told after it takes the slot back.
        let alert = (snapshot.alert.map(|alert| t.alert(&alert))).or_else(|| {
            (snapshot.elsewhere.first()).map(|(event, alert)| t.labelled(event, &t.alert(alert)))
        });
        let told = refusal.clone().or_else(|| {
            let view = self.view_ref();
            view.notice.as_ref().map(|notice| notice.say(t.lang))
        });
        let pass = ui.ctx().cumulative_pass_nr();
        let view = self.view();
        view.alert_since = event_view::since(view.alert_since.take(), alert, pass);
        view.told_since = event_view::since(view.told_since.take(), told, pass);
        let alert_first = match (&view.alert_since, &view.told_since) {
            (Some((_, alert_at)), Some((_, told_at))) => alert_at >= told_at,
            _ => false,
        };
        if let Some(sentence) = not_saved {
            strip(ui, theme::DANGER_FILL, theme::ON_DARK, |ui| {
                notice_text(ui, RichText::new(sentence).strong());
            });
        } else if let Some((alert, _)) = self.view_ref().alert_since.clone().filter(|_| alert_first)
        {
            strip(ui, theme::WARNING, theme::ON_WARNING, |ui| {
                notice_text(ui, RichText::new(alert).strong());
            });
        } else if let Some(sentence) = refusal {
            let text = t.labelled(t.text("refused"), &sentence).into();
            if dismissible(ui, t, theme::DANGER_FILL, theme::ON_DARK, text) {
                self.view().refusal = None;
            }
        } else if let Some(notice) = &self.view().notice {
            let text = RichText::new(notice.say(t.lang)).strong();
            if dismissible(ui, t, theme::WARNING, theme::ON_WARNING, text) {
                self.view().notice = None;
            }
        } else if let Some(report) = self.report_to_answer(t) {
            // A dealer's call or bust, until answered on the Tables tab.
            let go = strip(ui, theme::WARNING, theme::ON_WARNING, |ui| {
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    let go = ui.button(t.text("tab_tables")).clicked();
                    notice_text(ui, RichText::new(report).strong());
                    go
                })
                .inner
            });
            if go {
                self.set_tab(Tab::Tables);
            }
        } else if let Some(&player) = self.view().back.first() {
            let name = self
                .with_tournament(|tournament| tournament.entry(player).map(|e| e.name.clone()))
                .flatten()
                .unwrap_or_default();
            let seat = self
                .with_tournament(|tournament| tournament.floor().seat_of(player))
                .flatten();
            let sentence = match seat {
                Some(seat) => riffle_text::fill!(
                    t,
                    "penalty_over_at",
                    name,
                    table = seat.table.0,
                    seat = seat.seat
                ),
                None => riffle_text::fill!(t, "penalty_over", name),
            };
            let text = RichText::new(sentence).strong();
            if dismissible(ui, t, theme::WARNING, theme::ON_WARNING, text) {
                self.view().back.remove(0);
            }
        } else if let Some(&at) = self.view().due.first() {
            let told = self.with_tournament(|tournament| {
                let record = tournament.penalties().get(at)?;
                let Effect::Away(serving) = &record.penalty.effect else {
                    return None;
                };
                let name = tournament.entry(record.player)?.name.clone();
                let time = crate::panels::rulings::wall_time(serving.estimated_end());
                let sentence = match tournament.floor().seat_of(record.player) {
                    Some(seat) => riffle_text::fill!(
                        t,
                        "penalty_due_at",
                        name,
                        time,
                        table = seat.table.0,
                        seat = seat.seat
                    ),
                    None => riffle_text::fill!(t, "penalty_due", name, time),
                };
                Some((record.player, sentence))
            });
            match told.flatten() {
                Some((player, sentence)) => {
                    let (back, dismissed) = dismissible_with(
                        ui,
                        t,
                        (theme::WARNING, theme::ON_WARNING),
                        RichText::new(sentence).strong(),
                        Some(t.text("penalty_due_back")),
                    );
                    if back || dismissed {
                        self.view().due.remove(0);
                    }
                    if back {
                        self.outbox.send(Some(Command::PenaltyServed { player }));
                    }
                }
                None => {
                    self.view().due.remove(0);
                }
            }
        } else if let Some(path) = self.view().printed.clone() {
            // A sheet (a workbook) is written, not printed: said so.
            let sentence = if path.extension().is_some_and(|ext| ext == "pdf") {
                riffle_text::fill!(t, "printed_to", path = path.display())
            } else {
                riffle_text::fill!(t, "written_to", path = path.display())
            };
            let (folder, dismissed) = dismissible_with(
                ui,
                t,
                (theme::TOAST_FILL, theme::ON_DARK),
                RichText::new(sentence).strong(),
                Some(t.text("open_prints_folder")),
            );
            if folder && let Some(parent) = path.parent() {
                crate::platform::open_document(parent);
            }
            if folder || dismissed {
                self.view().printed = None;
            }
        } else if let Some(toast) = &self.view().toast {
            let (label, reverse) = toast.reverse(t);
            let clicked = strip(ui, theme::TOAST_FILL, theme::ON_DARK, |ui| {
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    let clicked = ui.button(label).clicked();
                    notice_text(ui, toast.sentence(t).into());
                    clicked
                })
                .inner
            });
            if clicked {
                self.view().toast = None;
                self.outbox.send(Some(reverse));
            }
        } else if let Some((alert, _)) = self.view_ref().alert_since.clone() {
            // The alert of the moment, another tab's named by its event.
            strip(ui, theme::WARNING, theme::ON_WARNING, |ui| {
                notice_text(ui, RichText::new(alert).strong());
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
            match answer {
                Answer::Picked(path) => self.answer_dialog(ctx, dialog, &path),
                Answer::PickedSeveral(saves) => self.import_picked(ctx, saves),
                Answer::Cancelled => {}
                Answer::Unavailable => self.no_dialog(dialog),
            }
        }
        if self.dialog.is_none()
            && let Some(dialog) = self.asked.take()
        {
            let lang = self.shared.lock().preferences.lang;
            self.dialog = Some(OpenDialog::open(dialog, lang, ctx));
        }
    }

    /// What the TD picked in a dialog: a structure file to load (handed to the panels, whose
    /// command is carried out at the next frame), a tournament to open, where to create a new
    /// one. Refusals and file errors go on the notice strip (a refused structure file is listed
    /// on the structure panel, with its lines and columns).
    pub fn answer_dialog(&mut self, ctx: &egui::Context, dialog: Dialog, path: &std::path::Path) {
        self.asked = None;
        match dialog {
            Dialog::StructureFile => {
                self.hand(&Handed::Picked(&dialog, path));
            }
            Dialog::NewTournamentStructure => {
                if let Err(problem) = self.welcome.structure_file_chosen(path) {
                    self.view().refusal = Some(problem);
                }
            }
            Dialog::OpenTournament => self.open_or_switch(ctx, path),
            Dialog::NewTournamentFolder => self.welcome.folder_chosen(path),
            Dialog::Td3Saves | Dialog::Td3Folder => {
                self.import_picked(ctx, vec![path.to_path_buf()]);
            }
            Dialog::ExportResults { .. } => {
                let written = {
                    let shared = self.shared.lock();
                    let Some(tournament) = shared.backend().and_then(|b| b.tournament()) else {
                        return;
                    };
                    let csv = riffle_store::export::results_csv(tournament);
                    riffle_store::write_output(Some(path), &csv)
                };
                match written {
                    Ok(()) => self.hand(&Handed::Written(&dialog, path)),
                    Err(error) => self.view().refusal = Some(Box::new(error)),
                }
            }
        }
    }

    /// What the welcome screen or File asked for: a tournament created, opened, the demo, or a
    /// dialog. A refusal (a folder holding no tournament, one that cannot be created) goes on
    /// the notice strip and the window stays as it was.
    fn start(&mut self, ctx: &egui::Context, start: Start) {
        let now = (self.now)();
        match start {
            Start::Create { setup, parent } => {
                let dir = parent.join(panels::settings::folder_name(&setup.name));
                match Session::create(&dir, &setup, now) {
                    Ok(session) => self.add_event(ctx, session),
                    // Said on the form, beside what to change; nothing was created.
                    Err(error) => self.welcome.create_refused(Box::new(error)),
                }
            }
            Start::Open(dir) => self.open_or_switch(ctx, &dir),
            Start::Demo => {
                let dir =
                    (self.settings_dir.clone()).unwrap_or_else(riffle_store::settings::app_dir);
                let demo = dir.join(riffle_tournament::demo::NAME);
                if self.switch_to_folder(ctx, &demo) {
                    return;
                }
                match riffle_store::settings::demo(&dir, now) {
                    Ok(session) => self.add_event(ctx, session),
                    Err(error) => self.view().refusal = Some(Box::new(error)),
                }
            }
            Start::Dialog(dialog) => self.asked = Some(dialog),
            Start::ImportTd3 { saves, into } => self.import_td3(ctx, saves, into),
        }
    }

    /// Saves picked in a dialog, imported into the folder of new tournaments (its field says
    /// why when it cannot be used, and nothing is imported).
    fn import_picked(&mut self, ctx: &egui::Context, saves: Vec<PathBuf>) {
        if let Some(into) = self.welcome.tournaments_folder() {
            self.import_td3(ctx, saves, into);
        }
    }

    /// Imports TD3 saves (files, or folders of them) into `into` on a thread of its own, so
    /// the clocks keep running through a season's import, with the club's database the window
    /// uses: the store's import, all or nothing, as the command line's. One at a time: asked
    /// again while one runs, nothing happens.
    fn import_td3(&mut self, ctx: &egui::Context, saves: Vec<PathBuf>, into: PathBuf) {
        if self.importing.is_some() {
            return;
        }
        let configured = self.shared.lock().preferences.database_url.clone();
        let (send, receive) = mpsc::channel();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let files = td3::saves_named(&saves);
            let location = riffle_store::players::Location::from_env_or_configured(
                configured.as_deref(),
                &into,
            );
            let done = match location {
                Ok(location) => td3::import(&files, &into, Some(&location)),
                Err(error) => Err(Td3Error::Database(error)),
            };
            let _ = send.send(done);
            ctx.request_repaint();
        });
        self.importing = Some(receive);
        self.welcome.import_started();
    }

    /// Hands the import's outcome to the welcome screen once it has ended.
    fn watch_import(&mut self) {
        let Some(receive) = &self.importing else {
            return;
        };
        match receive.try_recv() {
            Ok(outcome) => {
                self.importing = None;
                self.welcome.import_ended(outcome);
            }
            Err(mpsc::TryRecvError::Empty) => {}
            // The thread ended without a word: nothing to show, and the buttons work again.
            Err(mpsc::TryRecvError::Disconnected) => {
                self.importing = None;
                self.welcome.import_lost();
            }
        }
    }

    /// Whether an import of TD3 saves is running (tests wait for it to end).
    pub fn importing(&self) -> bool {
        self.importing.is_some()
    }

    /// File, at the head of the top bar: the welcome screen (a new tournament), a tournament to
    /// open, the recent ones and the demo.
    fn file_menu(&mut self, ui: &mut Ui, t: &Texts) -> Option<Start> {
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

    /// A dialog that could not open: the same question in a field typed by hand, now and for
    /// every file or folder asked for after it.
    fn no_dialog(&mut self, dialog: Dialog) {
        self.dialogs_work = false;
        self.prompt = Some(Prompt::new(dialog, true));
    }

    /// Tells the window the system's dialog could not open, as a real dialog does when it
    /// comes back empty at once (tests: the window has no dialog).
    pub fn dialog_unavailable(&mut self, dialog: Dialog) {
        self.asked = None;
        self.no_dialog(dialog);
    }

    /// The question of a dialog asked in a field typed by hand: its title, why it is asked
    /// here when a dialog failed, the field (Tab completes), then OK or Cancel. A path that
    /// does not name what is asked is told under the field, and nothing is done.
    fn path_prompt(&mut self, ctx: &egui::Context, t: &Texts) {
        let Some(prompt) = &mut self.prompt else {
            return;
        };
        let mut answer = None;
        egui::Modal::new(egui::Id::unique("path_prompt")).show(ctx, |ui| {
            ui.set_max_width(theme::space::QUESTION_WIDTH);
            let title = prompt.dialog.title(t.lang);
            ui.label(RichText::new(title).size(theme::size::SECTION).strong());
            if prompt.no_dialog {
                ui.label(t.text("no_dialog"));
            }
            let entered = prompt.field.ui(ui, t, t.text("path"));
            ui.add_space(theme::space::GROUP_GAP);
            ui.horizontal(|ui| {
                if (ui.button(t.text("ok")).clicked() || entered)
                    && let Some(path) = prompt.field.checked()
                {
                    answer = Some(Some(path));
                }
                let cancel = format!("{} ({})", t.text("cancel"), t.text("key_escape"));
                if ui.button(cancel).clicked() {
                    answer = Some(None);
                }
            });
        });
        if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape)) {
            answer = Some(None);
        }
        if let Some(answer) = answer
            && let Some(prompt) = self.prompt.take()
            && let Some(path) = answer
        {
            self.answer_dialog(ctx, prompt.dialog, &path);
        }
    }

    /// Opens the tournament in `path` in the window. A journal damaged in the middle is not
    /// only refused: the window says which line and why, and offers to keep the commands
    /// before it (see [`App::damaged_journal`]).
    fn open_tournament(&mut self, ctx: &egui::Context, path: &std::path::Path) {
        let error = match Session::open(path) {
            Ok(session) => return self.add_event(ctx, session),
            Err(error) => error,
        };
        let damaged = matches!(error, SessionError::Journal(JournalError::Corrupt { .. }))
            .then(|| Damaged::found(path))
            .flatten();
        match damaged {
            Some(damaged) => self.damaged = Some(damaged),
            None => self.view().refusal = Some(Box::new(error)),
        }
    }

    /// The damaged journal's question: the damage (which line, why) and "keep the N commands
    /// before it", then the confirmation. Confirmed, the store's repair saves a full copy of
    /// the journal and keeps those commands, as `riffle repair` does, and the repaired
    /// tournament opens with a notice saying where the copy is.
    fn damaged_journal(&mut self, ctx: &egui::Context, t: &Texts, now: DateTime<Utc>) {
        let Some(damaged) = &self.damaged else {
            return;
        };
        let Damage {
            line,
            reason,
            kept_commands: kept,
            dropped_lines: dropped,
        } = &damaged.damage;
        let folder = damaged.dir.display();
        let (title, lead, yes) = if damaged.confirming {
            (
                riffle_text::fill!(t, "damaged_confirm_title" / *kept, n = kept, line),
                riffle_text::fill!(t, "damaged_confirm_lead" / *dropped, n = dropped, line),
                t.text("damaged_confirm").to_string(),
            )
        } else {
            (
                riffle_text::fill!(t, "damaged_title", folder),
                riffle_text::fill!(t, "damaged_line", line, reason = reason.say(t.lang)),
                riffle_text::fill!(t, "damaged_keep" / *kept, n = kept),
            )
        };
        let id = egui::Id::unique("damaged_journal");
        let answer = ask(ctx, id, t, [&title, &lead, &yes], &[]);
        match answer {
            Some(true) if !damaged.confirming => {
                if let Some(damaged) = &mut self.damaged {
                    damaged.confirming = true;
                }
            }
            Some(true) => {
                if let Some(damaged) = self.damaged.take() {
                    self.repair(ctx, &damaged.dir, now);
                }
            }
            Some(false) => self.damaged = None,
            None => {}
        }
    }

    /// Repairs the journal in `dir` through the store's one repair, then opens it.
    fn repair(&mut self, ctx: &egui::Context, dir: &std::path::Path, now: DateTime<Utc>) {
        let repaired = match Journal::repair(dir, now) {
            Ok(repaired) => repaired,
            Err(error) => return self.view().refusal = Some(Box::new(error)),
        };
        self.open_tournament(ctx, dir);
        if let Some(repaired) = repaired {
            let said = |t: &Texts| {
                riffle_text::fill!(
                    t,
                    "repaired" / repaired.kept_commands,
                    n = repaired.kept_commands,
                    line = repaired.damaged_line,
                    copy = repaired.copy.display()
                )
            };
            self.view().notice = Some(Box::new(Text::new(
                said(Texts::of(Lang::En)),
                said(Texts::of(Lang::Fr)),
            )));
        }
    }

    /// Writes the move slips to the prints folder and opens them in the system's viewer.
    fn print_move_slips(&mut self) {
        self.print("move-slips", "pdf", |tournament, path, lang| {
            let slips = tournament.move_slips();
            riffle_store::slips::write_move_slips(path, tournament.name(), &slips, lang)
        });
    }

    /// Writes a seat card a player to the prints folder and opens them in the system's viewer.
    fn print_seat_cards(&mut self) {
        self.print("seat-cards", "pdf", |tournament, path, lang| {
            let cards = tournament.seat_cards();
            riffle_store::slips::write_move_slips(path, tournament.name(), &cards, lang)
        });
    }

    /// Writes the seating list to the prints folder and opens it in the system's viewer.
    fn print_seating_list(&mut self) {
        self.print("seating", "pdf", |tournament, path, lang| {
            let seated = tournament.seating();
            let pdf = riffle_store::slips::seating_list_pdf(tournament.name(), &seated, lang);
            riffle_store::pdf::write(path, &pdf)
        });
    }

    /// Writes a card a table (its number and a QR code of its dealer page) to the prints folder
    /// and opens it in the system's viewer. The cards hold the venue server's address: the one
    /// it runs on, else the one it last ran on, where it comes back; never served, the TD is
    /// told to start it first.
    fn print_table_cards(&mut self) {
        let dir = {
            let shared = self.shared.lock();
            (shared.backend()).and_then(|b| b.location().map(Path::to_path_buf))
        };
        let Some(dir) = dir else {
            return;
        };
        let base = match &self.venue {
            Some((served, running)) if *served == dir => Ok(Some(running.url())),
            _ => riffle_server::served_url(&dir),
        };
        let base = match base {
            Ok(Some(base)) => base,
            Ok(None) => {
                self.view().refusal = Some(worded(|t| t.text("table_cards_need_the_server")));
                return;
            }
            Err(refusal) => {
                self.view().refusal = Some(Box::new(refusal));
                return;
            }
        };
        self.print("table-cards", "pdf", |tournament, path, lang| {
            let tables: Vec<_> = tournament.floor().tables().map(|t| t.number()).collect();
            let pdf =
                riffle_store::table_cards::table_cards_pdf(tournament.name(), &base, &tables, lang);
            riffle_store::pdf::write(path, &pdf)
        });
    }

    /// Writes the payout sheet and the receipts to the prints folder and opens them in the
    /// system's viewer.
    fn print_payout_sheet(&mut self) {
        let now = (self.now)();
        self.print("payout-sheet", "pdf", |tournament, path, lang| {
            let sheet = panels::payouts::print::payout_sheet(tournament, Texts::of(lang), now);
            riffle_store::payout_sheet::write_payout_sheet(path, &sheet)
        });
    }

    /// Writes the results sheet of the season of the league the event belongs to, as a
    /// workbook in the prints folder, with the club's names and countries when the club's
    /// database is there; opens it as a print is opened.
    fn write_season_sheet(&mut self) {
        let (dir, configured) = {
            let shared = self.shared.lock();
            let dir = shared
                .backend()
                .and_then(|b| b.location())
                .map(Path::to_path_buf);
            (dir, shared.preferences.database_url.clone())
        };
        let Some(dir) = dir else {
            return;
        };
        let database = dir
            .parent()
            .and_then(|tournaments| {
                riffle_store::players::Location::from_env_or_configured(
                    configured.as_deref(),
                    tournaments,
                )
                .ok()
            })
            .filter(|location| match location {
                riffle_store::players::Location::Sqlite(path) => path.exists(),
                riffle_store::players::Location::Postgres(_) => true,
            })
            .and_then(|location| riffle_store::players::Database::open(&location).ok());
        self.print("season-sheet", "xlsx", |_, path, lang| {
            riffle_store::league::write_season_sheet_of_event(&dir, database.as_ref(), path, lang)
        });
    }

    /// Writes a printout of `what` with `write` to a new file of the prints folder beside the
    /// tournament's folder, opens it in the system's viewer and says in the notice slot where
    /// it is (with a button to its folder, for a computer whose viewer did not open), or tells
    /// the TD why it could not be written.
    fn print<E: Say + Send + Sync + 'static>(
        &mut self,
        what: &str,
        extension: &str,
        write: impl FnOnce(&Tournament, &Path, Lang) -> Result<(), E>,
    ) {
        let at = (self.now)().with_timezone(&chrono::Local);
        let written = {
            let shared = self.shared.lock();
            let Some(backend) = shared.backend() else {
                return;
            };
            let (Some(tournament), Some(dir)) = (backend.tournament(), backend.location()) else {
                return;
            };
            match riffle_store::prints::print_path(dir, what, extension, at) {
                Ok(path) => write(tournament, &path, shared.preferences.lang)
                    .map(|()| path)
                    .map_err(|error| Box::new(error) as Refusal),
                Err(error) => Err(Box::new(error) as Refusal),
            }
        };
        match written {
            Ok(path) => {
                if self.open_prints {
                    crate::platform::open_document(&path);
                }
                self.view().printed = Some(path);
            }
            Err(error) => self.view().refusal = Some(error),
        }
    }

    /// Opens the tournament in `dir` in a tab of its own, or shows its tab when this window
    /// already holds it (opening it again would be refused: the window holds its lock).
    fn open_or_switch(&mut self, ctx: &egui::Context, dir: &Path) {
        if !self.switch_to_folder(ctx, dir) {
            self.open_tournament(ctx, dir);
        }
    }

    /// Shows the tab of the event in `dir`, if one is open here. Whether there was one.
    fn switch_to_folder(&mut self, ctx: &egui::Context, dir: &Path) -> bool {
        let same = |other: &Path| {
            other == dir
                || matches!(
                    (other.canonicalize(), dir.canonicalize()),
                    (Ok(a), Ok(b)) if a == b
                )
        };
        let found = {
            let shared = self.shared.lock();
            (shared.events.iter()).position(|event| event.backend.location().is_some_and(same))
        };
        match found {
            Some(index) => {
                self.switch_event(ctx, index);
                self.welcome_shown = false;
                true
            }
            None => false,
        }
    }

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
    fn switch_event(&mut self, ctx: &egui::Context, index: usize) {
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
    fn add_event(&mut self, ctx: &egui::Context, session: Session) {
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
    fn close_event(&mut self, ctx: &egui::Context, index: usize) {
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
    fn save_events(&mut self) {
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
    fn event_tabs(&mut self, ui: &mut Ui, t: &'static Texts, now: DateTime<Utc>) {
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
    fn close_confirmation(&mut self, ctx: &egui::Context, t: &Texts) {
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
fn event_clock(display: &riffle_tournament::DisplayState, t: &Texts) -> String {
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

/// A full-width coloured strip filling the notice slot, its content on one row.
/// A notice the TD dismisses: its text, and "Dismiss (Esc)" at the right end of the strip.
/// Whether the TD clicked it.
fn dismissible(ui: &mut Ui, t: &Texts, fill: Color32, ink: Color32, text: RichText) -> bool {
    dismissible_with(ui, t, (fill, ink), text, None).1
}

/// [`dismissible`] with a button that acts on the notice (bring the player back, open the
/// printout's folder) beside "Dismiss (Esc)": whether each was clicked, the action first.
fn dismissible_with(
    ui: &mut Ui,
    t: &Texts,
    (fill, ink): (Color32, Color32),
    text: RichText,
    action: Option<&str>,
) -> (bool, bool) {
    strip(ui, fill, ink, |ui| {
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            let dismiss = format!("{} ({})", t.text("dismiss"), t.text("key_escape"));
            let dismissed = ui.button(dismiss).clicked();
            let acted = action.is_some_and(|label| ui.button(label).clicked());
            notice_text(ui, text);
            (acted, dismissed)
        })
        .inner
    })
}

fn strip<R>(ui: &mut Ui, fill: Color32, text: Color32, add: impl FnOnce(&mut Ui) -> R) -> R {
    egui::Frame::new()
        .fill(fill)
        .inner_margin(theme::space::STRIP_MARGIN)
        .show(ui, |ui| {
            ui.visuals_mut().override_text_color = Some(text);
            ui.set_width(ui.available_width());
            ui.set_height(ui.available_height());
            ui.horizontal_centered(add).inner
        })
        .inner
}

/// A notice's sentence on at most [`theme::space::NOTICE_ROWS`] rows, cut with "…" beyond them
/// and whole in its tooltip, so the slot never grows.
fn notice_text(ui: &mut Ui, text: RichText) {
    let whole = text.text().to_string();
    let mut job = egui::WidgetText::from(text.size(theme::size::BODY)).into_layout_job(
        ui.style(),
        egui::FontSelection::Default,
        Align::Center,
    );
    let job_mut = std::sync::Arc::make_mut(&mut job);
    job_mut.wrap = egui::text::TextWrapping {
        max_width: ui.available_width(),
        max_rows: theme::space::NOTICE_ROWS,
        break_anywhere: false,
        overflow_character: Some('…'),
    };
    ui.add(egui::Label::new(job)).on_hover_text(whole);
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

/// The clock as the top bar shows it, one label: the level or break and the time left, the
/// time red while paused.
fn clock_in_bar(ui: &mut Ui, display: &riffle_tournament::DisplayState, t: &Texts) {
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
fn demo_badge(ui: &mut Ui, t: &Texts) {
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

/// One weighty consequence of an undo or a redo, in the TD's words.
fn consequence_words(t: &Texts, consequence: &Consequence) -> String {
    match consequence {
        Consequence::TableBroken { table, players } => {
            riffle_text::fill!(
                t,
                "consequence_table_broken" / *players,
                table = table.0,
                n = players
            )
        }
        Consequence::FinalTableDrawn { table, players } => {
            riffle_text::fill!(t, "consequence_final_table", table = table.0, n = players)
        }
        Consequence::PlayersOut { count } => {
            riffle_text::fill!(t, "consequence_players_out", n = count)
        }
        Consequence::PrizesChanged => t.text("consequence_prizes").to_string(),
    }
}

/// A notice of the shell's own, from the word files, in both languages.
fn worded(say: impl Fn(&'static Texts) -> &'static str) -> Refusal {
    Box::new(Text::new(
        say(Texts::of(Lang::En)),
        say(Texts::of(Lang::Fr)),
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

/// A question the TD answers before something weighty: a title, a lead, what it changes one
/// line each, then a red "yes" and "Cancel (Esc)". `Some(answer)` once the TD answered; Esc is
/// a no.
fn ask(
    ctx: &egui::Context,
    id: egui::Id,
    t: &Texts,
    [title, lead, yes]: [&str; 3],
    consequences: &[String],
) -> Option<bool> {
    let mut answer = None;
    egui::Modal::new(id).show(ctx, |ui| {
        ui.set_max_width(theme::space::QUESTION_WIDTH);
        ui.label(RichText::new(title).size(theme::size::SECTION).strong());
        ui.label(RichText::new(lead).size(theme::size::BODY));
        for consequence in consequences {
            ui.label(RichText::new(format!("• {consequence}")).size(theme::size::LEAD));
        }
        ui.add_space(theme::space::GROUP_GAP);
        ui.horizontal(|ui| {
            let danger = egui::Button::new(RichText::new(yes).color(theme::ON_DARK))
                .fill(theme::DANGER_FILL);
            if ui.add(danger).clicked() {
                answer = Some(true);
            }
            let cancel = format!("{} ({})", t.text("cancel"), t.text("key_escape"));
            if ui.button(cancel).clicked() {
                answer = Some(false);
            }
        });
    });
    if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape)) {
        answer = Some(false);
    }
    answer
}
