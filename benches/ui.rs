//! How long one frame of the UI takes to build, headless: egui's `Context::run_ui` with a fixed
//! input, as the window does at each repaint (once a second while the clock runs), and the
//! tessellation of its shapes that follows. Prints the median of many frames, for every panel of
//! the TD window and for the players' screen, with a 10,000-player event on 1,112 tables open.
//! Then the idle target: over a minute of the event's time where nothing happens, how often the
//! window asks to be repainted (clock running, clock paused) and the share of one core those
//! frames take, beside a bare egui frame measured the same way.

use chrono::{DateTime, Duration, TimeDelta, TimeZone, Utc};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::PlayerId;
use riffle_store::session::Session;
use riffle_text::Lang;
use riffle_tournament::{Bust, Command, Setup, StructureSource};
use riffle_ui::app::{App, Config};
use riffle_ui::i18n::Texts;
use riffle_ui::panels::TABS;
use riffle_ui::player_screen::{self, Screen};
use std::hint::black_box;
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Instant;

const WARM_UP: usize = 10;
const FRAMES: usize = 60;
const PLAYERS: usize = 10_000;

fn t0() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 7, 4, 11, 0, 0).unwrap()
}

/// A 10,000-player main event two hours in: every table has dealt, a few hundred players are
/// out, the floor has moved players.
fn big_event(folder: &Path) -> Session {
    let mut now = t0();
    let setup = Setup {
        name: "Main Event Day 1".into(),
        structure: StructureSource::Shipped("main-event".into()),
        house_rules: None,
        seats_per_table: 9,
    };
    let mut session = Session::create(folder, &setup, now).unwrap();
    session.reseed(3);
    for i in 0..PLAYERS {
        let command = Command::Register {
            name: format!("Player {i:05}"),
            notes: None,
            confirmed: false,
            profile: None,
        };
        session.execute(&command, now).unwrap();
    }
    session.execute(&Command::DrawSeats, now).unwrap();
    session.execute(&Command::StartClock, now).unwrap();
    let tables: Vec<u32> = session
        .tournament()
        .floor()
        .tables()
        .map(|t| t.number().0)
        .collect();
    for table in tables {
        session
            .execute(
                &Command::DealHand {
                    table,
                    redeal: false,
                    by: riffle_core::floor::Reporter::Td,
                    confirmed: false,
                },
                now,
            )
            .unwrap();
    }
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    for _ in 0..300 {
        now += Duration::seconds(20);
        if session.tournament().pending_instruction().is_some() {
            session.execute(&Command::AcceptInstruction, now).unwrap();
            continue;
        }
        let player = PlayerId(rng.random_range(0..PLAYERS as u32));
        if session
            .tournament()
            .entry(player)
            .is_some_and(|e| e.in_play())
        {
            let busts = vec![Bust {
                by: Vec::new(),
                player,
                starting_stack: None,
            }];
            let command = Command::Eliminate {
                busts,
                on_hand_for_hand_announcement: false,
            };
            session.execute(&command, now).unwrap();
        }
    }
    session
}

fn input(width: f32, height: f32) -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(width, height),
        )),
        ..egui::RawInput::default()
    }
}

/// Median build and tessellation times over many frames, in milliseconds.
fn measure(
    ctx: &egui::Context,
    raw: &egui::RawInput,
    mut frame: impl FnMut(&mut egui::Ui, usize),
) -> (f64, f64) {
    let (mut build, mut tessellate) = (Vec::new(), Vec::new());
    for k in 0..WARM_UP + FRAMES {
        let start = Instant::now();
        let output = ctx.run_ui(raw.clone(), |ui| frame(ui, k));
        let built = start.elapsed().as_secs_f64() * 1e3;
        let start = Instant::now();
        black_box(ctx.tessellate(output.shapes, output.pixels_per_point));
        let tessellated = start.elapsed().as_secs_f64() * 1e3;
        if k >= WARM_UP {
            build.push(built);
            tessellate.push(tessellated);
        }
    }
    (median(&mut build), median(&mut tessellate))
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// `bench` is `frame` for a frame like most (nothing changed since the last one) or
/// `frame_after_command` for the frame right after a command, where a panel rebuilds what it
/// derives from the tournament.
fn report(bench: &str, panel: &str, (frame_ms, tessellate_ms): (f64, f64)) {
    println!(
        "{{\"bench\":\"{bench}\",\"impl\":\"riffle\",\"panel\":\"{panel}\",\"players\":{PLAYERS},\"tables\":1112,\"frame_ms\":{frame_ms:.3},\"tessellate_ms\":{tessellate_ms:.3}}}"
    );
}

fn main() {
    let shm = Path::new("/dev/shm");
    let dir = if shm.is_dir() {
        tempfile::tempdir_in(shm)
    } else {
        tempfile::tempdir()
    }
    .unwrap();
    let session = big_event(&dir.path().join("event"));
    let raw = input(1920.0, 1080.0);

    let display = session.tournament().display(t0() + TimeDelta::hours(2));
    let ctx = egui::Context::default();
    // The players' screen as it opens: drawn by the shipped default layout.
    let file = riffle_store::layouts::find(None, riffle_core::layout::DEFAULT_LAYOUT).unwrap();
    let cost = measure(&ctx, &raw, |ui, k| {
        let screen = Screen {
            display: Some(&display),
            texts: Texts::of(Lang::En),
            banner: None,
            now: t0() + TimeDelta::hours(2) + TimeDelta::seconds(k as i64),
            league: None,
        };
        black_box(player_screen::show(ui, Some(&file), &screen));
    });
    report("frame", "player_screen", cost);

    let ctx = egui::Context::default();
    riffle_ui::app::style(&ctx);
    // The window's clock, in milliseconds after the two hours: frames step it a second at a
    // time, the idle minute by the delay the window asked for.
    let second = Arc::new(AtomicI64::new(0));
    let clock = second.clone();
    let config = Config {
        now: Arc::new(move || {
            t0() + TimeDelta::hours(2) + TimeDelta::milliseconds(clock.load(Ordering::Relaxed))
        }),
        ..Config::default()
    };
    let backend = riffle_ui::backend::WriterBackend::new(session);
    let mut app = App::new(Some(Box::new(backend)), config);
    for tab in TABS.iter().map(|spec| spec.tab) {
        app.set_tab(tab);
        let cost = measure(&ctx, &raw, |ui, k| {
            second.store(k as i64 * 1000, Ordering::Relaxed);
            app.show(ui);
        });
        report("frame", &format!("{tab:?}").to_lowercase(), cost);
    }
    // A chip count before every frame: each frame is the first after a command.
    let counted = (0..PLAYERS as u32)
        .map(PlayerId)
        .find(|&p| {
            app.with_tournament(|t| t.entry(p).is_some_and(|e| e.in_play()))
                .unwrap_or(false)
        })
        .expect("a player still in");
    for tab in TABS.iter().map(|spec| spec.tab) {
        app.set_tab(tab);
        let shared = app.shared().clone();
        let cost = measure(&ctx, &raw, |ui, k| {
            second.store(k as i64 * 1000, Ordering::Relaxed);
            let now = t0() + TimeDelta::hours(2) + TimeDelta::seconds(k as i64);
            // A count the chips in play make (a multiple of the biggest smallest chip a
            // structure uses), confirmed as a TD confirms one far from the average.
            let command = Command::SetChips {
                player: counted,
                chips: 50_000 + 5_000 * (k as u64 % 10),
                confirmed: true,
            };
            let mut shared = shared.lock();
            let backend = shared.backend_mut().expect("the event is open");
            if let Err(refusal) = backend.execute(&command, now) {
                panic!("{}", refusal.say(Lang::En));
            }
            drop(shared);
            app.show(ui);
        });
        report(
            "frame_after_command",
            &format!("{tab:?}").to_lowercase(),
            cost,
        );
    }

    // Idle: the Clock tab, nothing happening for a minute, the clock running then paused.
    app.set_tab(riffle_ui::panels::Tab::Clock);
    let start = 10 * 60 * 1000;
    let bare = idle_minute(&egui::Context::default(), &raw, start, |_, ui| {
        black_box(ui.label("12:05"));
    });
    for state in ["running", "paused"] {
        if state == "paused" {
            let shared = app.shared().clone();
            let mut shared = shared.lock();
            let backend = shared.backend_mut().expect("the event is open");
            let now = t0() + TimeDelta::hours(2) + TimeDelta::milliseconds(start);
            if let Err(refusal) = backend.execute(&Command::PauseClock, now) {
                panic!("{}", refusal.say(Lang::En));
            }
        }
        let ctx = egui::Context::default();
        riffle_ui::app::style(&ctx);
        let riffle = idle_minute(&ctx, &raw, start, |at, ui| {
            second.store(at, Ordering::Relaxed);
            app.show(ui);
        });
        println!(
            "{{\"bench\":\"idle\",\"impl\":\"riffle\",\"clock\":\"{state}\",\"players\":{PLAYERS},\"repaints_per_minute\":{},\"busy_ms_per_minute\":{:.3},\"cpu_percent\":{:.4},\"bare_repaints_per_minute\":{},\"bare_busy_ms_per_minute\":{:.3}}}",
            riffle.repaints,
            riffle.busy_ms,
            riffle.busy_ms / 60_000.0 * 100.0,
            bare.repaints,
            bare.busy_ms,
        );
    }
}

/// What a minute with nothing happening costs: the frames the window asked for, and the time
/// spent building and tessellating them.
struct Idle {
    repaints: u32,
    busy_ms: f64,
}

/// Draws a frame at `start` (milliseconds on the window's clock), then each frame at the
/// instant the last one asked to be repainted, until a minute has gone by: the repaints an idle
/// window asks for, with no input and nothing sent.
fn idle_minute(
    ctx: &egui::Context,
    raw: &egui::RawInput,
    start: i64,
    mut frame: impl FnMut(i64, &mut egui::Ui),
) -> Idle {
    let end = start + 60_000;
    let mut at = start;
    let mut idle = Idle {
        repaints: 0,
        busy_ms: 0.0,
    };
    // The first frames settle (fonts, layout): the minute starts after them.
    for _ in 0..WARM_UP {
        let _ = ctx.run_ui(raw.clone(), |ui| frame(at, ui));
    }
    loop {
        let began = Instant::now();
        let output = ctx.run_ui(raw.clone(), |ui| frame(at, ui));
        let delay = output
            .viewport_output
            .get(&egui::ViewportId::ROOT)
            .map_or(std::time::Duration::MAX, |v| v.repaint_delay);
        black_box(ctx.tessellate(output.shapes, output.pixels_per_point));
        idle.busy_ms += began.elapsed().as_secs_f64() * 1e3;
        let delay_ms = i64::try_from(delay.as_millis()).unwrap_or(i64::MAX);
        at = at.saturating_add(delay_ms.max(1));
        if at >= end {
            return idle;
        }
        idle.repaints += 1;
    }
}
