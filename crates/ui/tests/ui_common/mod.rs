//! Players' screen states for the UI tests, written out in full so that each test reads as the
//! screen it checks, and a backend that records the commands the window sends.
#![allow(dead_code)]

pub mod picture;

use chrono::{DateTime, TimeZone, Utc};
use egui::mutex::Mutex;
use riffle_core::betting::Ante;
use riffle_core::clock::{ClockState, ClockView, Registration};
use riffle_core::structure::{BreakSpec, Game, LevelSpec, PeriodRef};
use riffle_tournament::DisplayState;
use riffle_tournament::{Command, Tournament};
use riffle_ui::backend::{Backend, Refusal};
use std::sync::Arc;

/// A fixed instant, so that pages and banners do not depend on when the test runs.
pub fn t0() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 3, 14, 20, 0, 0)
        .single()
        .unwrap_or_default()
}

pub fn level(number: u32, small_blind: u64, big_blind: u64, ante: Ante) -> LevelSpec {
    LevelSpec {
        number,
        game: Game::NoLimitHoldem,
        small_blind,
        big_blind,
        ante,
        bets: None,
        spread: None,
        kill: None,
        draw: None,
        chips_in_play: vec![25, 100, 500, 1000],
    }
}

/// Level 7 running with 12:05 left: 300/600 with a big-blind ante, 87 players left of 120
/// entries, €12,000 in the pool.
pub fn level_7_running() -> DisplayState {
    DisplayState {
        title: "Thursday Deepstack".to_string(),
        clock: ClockView {
            state: ClockState::Running,
            hand_for_hand: None,
            period: PeriodRef::Level(7),
            time_left_ms: 725_000,
            final_level: false,
            level_for_new_hands: 7,
            next_level: Some(8),
            next_break_in_ms: Some(2_700_000),
            registration: Registration::Closed,
        },
        level: Some(level(7, 300, 600, Ante::BigBlind(600))),
        on_break: None,
        next_level: Some(level(8, 400, 800, Ante::BigBlind(800))),
        next_color_up: vec![25],
        players_left: 87,
        entries: 120,
        re_entries: 15,
        rebuys: 0,
        add_ons: 0,
        average_stack: 41_379,
        average_stack_bb_tenths: 689,
        prize_pool: 12_000,
        currency: Some("€".to_string()),
        payouts: vec![
            4_200, 2_640, 1_800, 1_320, 960, 720, 600, 480, 420, 420, 420,
        ],
        heads: Vec::new(),
        satellite: None,
        deal: None,
        announcement: None,
        hand_for_hand: false,
        moves: Vec::new(),
        alternates: Vec::new(),
        seats_free: None,
        seating: Vec::new(),
        layout: None,
        offers: Vec::new(),
        day_ended: false,
    }
}

/// The break after level 4, coloring up the 25 chips, 8:30 left; level 5 follows.
pub fn break_after_level_4() -> DisplayState {
    let mut display = level_7_running();
    display.clock.period = PeriodRef::Break { after_level: 4 };
    display.clock.time_left_ms = 510_000;
    display.clock.level_for_new_hands = 5;
    display.clock.next_level = Some(5);
    display.clock.next_break_in_ms = Some(4_110_000);
    display.level = Some(level(5, 200, 400, Ante::Classic(50)));
    display.next_level = Some(level(5, 200, 400, Ante::Classic(50)));
    display.on_break = Some(BreakSpec {
        after_level: 4,
        color_up: vec![25],
        message: Some("Bar open".into()),
        chips_in_play: vec![100, 500, 1000],
    });
    display.next_color_up = vec![100];
    display
}

/// What the tests' backend was asked, and what it answers.
#[derive(Default)]
pub struct Log {
    pub commands: Vec<Command>,
    /// Refuse every command with this sentence.
    pub refuse_with: Option<String>,
}

/// A backend that shows a fixed screen and records the commands it receives.
pub struct Recording {
    pub display: DisplayState,
    pub log: Arc<Mutex<Log>>,
}

/// A backend showing `display`, and the log of what it is sent.
pub fn recording(display: DisplayState) -> (Box<dyn Backend>, Arc<Mutex<Log>>) {
    let log = Arc::new(Mutex::new(Log::default()));
    let backend = Recording {
        display,
        log: log.clone(),
    };
    (Box::new(backend), log)
}

/// A refusal the test backend gives: the test's own sentence, the same in both languages.
#[derive(Debug)]
pub struct Refused(String);

impl riffle_text::Say for Refused {
    fn say(&self, _lang: riffle_text::Lang) -> String {
        self.0.clone()
    }
}

impl Backend for Recording {
    fn tournament(&self) -> Option<&Tournament> {
        None
    }

    fn display(&self, _now: DateTime<Utc>) -> Option<DisplayState> {
        Some(self.display.clone())
    }

    fn execute(
        &mut self,
        command: &Command,
        _now: DateTime<Utc>,
    ) -> Result<riffle_ui::backend::Outcome, Refusal> {
        let mut log = self.log.lock();
        if let Some(sentence) = &log.refuse_with {
            return Err(Box::new(Refused(sentence.clone())));
        }
        log.commands.push(command.clone());
        Ok(riffle_ui::backend::Outcome {
            seq: log.commands.len() as u64,
            entry: None,
        })
    }
}

/// The TD window on a real tournament: a session in a temporary folder that has run
/// `commands` (after creating the event on the built-in structure), with the window's clock
/// fixed at [`t0`]. Keep the folder alive as long as the window.
pub fn event_window(
    commands: &[Command],
) -> (
    egui_kittest::Harness<'static, riffle_ui::app::App>,
    tempfile::TempDir,
) {
    event_window_at(commands, &Looks::default())
}

/// [`event_window`] in the TD's language `lang`.
pub fn event_window_in(
    lang: riffle_text::Lang,
    commands: &[Command],
) -> (
    egui_kittest::Harness<'static, riffle_ui::app::App>,
    tempfile::TempDir,
) {
    event_window_at(
        commands,
        &Looks {
            lang,
            ..Looks::default()
        },
    )
}

/// [`event_window`] on another structure.
pub fn event_window_on(
    structure: riffle_tournament::StructureSource,
    commands: &[Command],
) -> (
    egui_kittest::Harness<'static, riffle_ui::app::App>,
    tempfile::TempDir,
) {
    event_window_at(
        commands,
        &Looks {
            structure,
            ..Looks::default()
        },
    )
}

/// How a test window looks: its size in points, its scale, its language, and whether it has
/// the app's own style (text sizes) rather than egui's.
pub struct Looks {
    pub size: egui::Vec2,
    pub pixels_per_point: f32,
    pub lang: riffle_text::Lang,
    pub app_style: bool,
    /// The event's structure.
    pub structure: riffle_tournament::StructureSource,
    /// The event's name (the demo's is marked DEMO in the top bar).
    pub name: &'static str,
    pub seats_per_table: u8,
    /// The zoom the TD chose in Settings, in percent: the window's size stays in the system's
    /// points, and the app's points are fewer by as much.
    pub zoom_percent: u16,
    /// Where the window's textures are kept, for pictures of it ([`picture`]).
    pub textures: Option<picture::Textures>,
}

impl Default for Looks {
    fn default() -> Looks {
        Looks {
            size: egui::Vec2::new(1600.0, 1000.0),
            pixels_per_point: 1.0,
            lang: riffle_text::Lang::En,
            app_style: false,
            structure: riffle_tournament::StructureSource::BuiltIn,
            name: "Saturday Deepstack",
            seats_per_table: 9,
            zoom_percent: 100,
            textures: None,
        }
    }
}

/// [`event_window`], looking as `looks` says.
pub fn event_window_at(
    commands: &[Command],
    looks: &Looks,
) -> (
    egui_kittest::Harness<'static, riffle_ui::app::App>,
    tempfile::TempDir,
) {
    use riffle_store::session::Session;
    use riffle_tournament::Setup;
    let folder = tempfile::tempdir().unwrap();
    let setup = Setup {
        name: looks.name.into(),
        structure: looks.structure.clone(),
        house_rules: None,
        seats_per_table: looks.seats_per_table,
    };
    let mut session = Session::create(&folder.path().join("event"), &setup, t0()).unwrap();
    session.reseed(7);
    for command in commands {
        session
            .execute(command, t0())
            .unwrap_or_else(|e| panic!("{command:?}: {e}"));
    }
    let config = riffle_ui::app::Config {
        now: Arc::new(t0),
        preferences: riffle_ui::shared::Preferences {
            lang: looks.lang,
            zoom_percent: looks.zoom_percent,
            ..Default::default()
        },
        ..riffle_ui::app::Config::default()
    };
    let backend = riffle_ui::backend::WriterBackend::new(session);
    let app = riffle_ui::app::App::new(Some(Box::new(backend)), config);
    let textures = looks.textures.clone().unwrap_or_default();
    let mut harness = egui_kittest::Harness::builder()
        .with_size(looks.size)
        .with_pixels_per_point(looks.pixels_per_point)
        .renderer(textures.clone())
        .build_ui_state(|ui, app: &mut riffle_ui::app::App| app.show(ui), app);
    picture::remember(&harness.ctx, textures);
    if looks.app_style {
        riffle_ui::app::style(&harness.ctx);
    }
    harness.run();
    (harness, folder)
}

/// Twelve players with accented and two-part names, as the layout pictures seat them: enough
/// for two tables and a seating board that pages.
pub const ROOM_OF_TWELVE: [&str; 12] = [
    "Ann Lee",
    "Bob Stone",
    "Chloé Martin",
    "Dee Walsh",
    "Éloïse Petit",
    "Gus Moreau",
    "Hal Berg",
    "Ida Novak",
    "Jo Carter",
    "Karl Berg",
    "Léa Dubois",
    "Max Roy",
];

/// A registration of `name` at the desk, asked about a namesake as the desk asks.
pub fn register(name: &str) -> Command {
    Command::Register {
        name: name.to_string(),
        notes: None,
        confirmed: false,
        profile: None,
    }
}

/// Registrations for `names`, then the seat draw.
pub fn seated(names: &[&str]) -> Vec<Command> {
    let mut commands: Vec<Command> = names.iter().map(|name| register(name)).collect();
    commands.push(Command::DrawSeats);
    commands
}

/// One player out alone, with nobody named as having knocked them out.
pub fn busted(player: u32) -> Command {
    Command::Eliminate {
        busts: vec![riffle_tournament::Bust {
            by: Vec::new(),
            player: riffle_core::floor::PlayerId(player),
            starting_stack: None,
        }],
        on_hand_for_hand_announcement: false,
    }
}

/// Reads the tournament open in the window.
pub fn read<R>(
    harness: &egui_kittest::Harness<'_, riffle_ui::app::App>,
    f: impl FnOnce(&Tournament) -> R,
) -> R {
    harness
        .state()
        .with_tournament(f)
        .expect("the window has a tournament open")
}

/// Clicks what a label names, scrolled into view first as the TD would, then redraws.
pub fn click(harness: &mut egui_kittest::Harness<'_, riffle_ui::app::App>, label: &str) {
    use egui_kittest::kittest::Queryable;
    harness.get_by_label(label).scroll_to_me();
    harness.run();
    harness.get_by_label(label).click();
    harness.run();
}

/// Types into the field a label names, then redraws.
pub fn type_into(
    harness: &mut egui_kittest::Harness<'_, riffle_ui::app::App>,
    label: &str,
    text: &str,
) {
    use egui_kittest::kittest::Queryable;
    harness.get_by_label(label).focus();
    harness.run();
    harness.get_by_label(label).type_text(text);
    harness.run();
}

/// Opens the tournament in `dir` as File > Open does once the TD has picked its folder.
pub fn open_folder(
    harness: &mut egui_kittest::Harness<'_, riffle_ui::app::App>,
    dir: &std::path::Path,
) {
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .answer_dialog(&ctx, riffle_ui::platform::Dialog::OpenTournament, dir);
    harness.run();
}

/// A press and a release of the primary button at `pos`, one frame each, as a mouse does: the
/// two clicks of a double click are two frames apart, and whatever the first drew is under the
/// second.
pub fn press_and_release_at(
    harness: &mut egui_kittest::Harness<'_, riffle_ui::app::App>,
    pos: egui::Pos2,
) {
    for pressed in [true, false] {
        let input = harness.input_mut();
        input.events.push(egui::Event::PointerMoved(pos));
        input.events.push(egui::Event::PointerButton {
            pos,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
        harness.step();
    }
}

/// Starts the venue server from Settings > Venue network on a port the system picks, with the
/// PINs the form generated, then shows `back` again; the address phones type.
pub fn serve_from_settings(
    harness: &mut egui_kittest::Harness<'_, riffle_ui::app::App>,
    back: riffle_ui::panels::Tab,
) -> String {
    use egui_kittest::kittest::Queryable;
    harness
        .state_mut()
        .set_tab(riffle_ui::panels::Tab::Settings);
    harness.run();
    harness.get_by_label("Port").scroll_to_me();
    harness.run();
    harness.get_by_label("Port").focus();
    harness.run();
    for _ in 0..5 {
        harness.key_press(egui::Key::Backspace);
    }
    harness.get_by_label("Port").type_text("0");
    harness.run();
    click(harness, "Start the venue server");
    let url = harness.state().venue().expect("the server runs").url();
    harness.state_mut().set_tab(back);
    harness.run();
    url
}

/// The texts painted in the window's last frame, each with whether it was shortened to fit.
pub fn painted(
    harness: &egui_kittest::Harness<'static, riffle_ui::app::App>,
) -> Vec<(String, bool)> {
    fn walk(shape: &egui::epaint::Shape, out: &mut Vec<(String, bool)>) {
        match shape {
            egui::epaint::Shape::Text(text) => {
                out.push((text.galley.text().to_string(), text.galley.elided))
            }
            egui::epaint::Shape::Vec(shapes) => shapes.iter().for_each(|shape| walk(shape, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    for egui::epaint::ClippedShape { shape, .. } in &harness.output().shapes {
        walk(shape, &mut out);
    }
    out
}
