//! How long one frame of the UI takes to build, headless: egui's `Context::run_ui` with a fixed
//! input, as the window does at each repaint (once a second while the clock runs), and the
//! tessellation of its shapes into triangles that follows. Prints the median of many frames;
//! each frame shows a new second, so the clock's text is laid out anew as on screen.
//!
//! The players' screen shows a 10,000-entry event on the built-in structure (1,500 paid places,
//! paged); the TD window shows its clock panel. The other panels join when the tournament
//! lands.

use chrono::{DateTime, TimeDelta, TimeZone, Utc};
use riffle::clock::Clock;
use riffle::rules::Lang;
use riffle::structure::{PeriodKind, Purchases, default_structure};
use riffle::tournament::DisplayState;
use riffle::ui::app::{App, Config};
use riffle::ui::backend::{Backend, Command, Refusal};
use riffle::ui::i18n::Texts;
use riffle::ui::player_screen::{self, Screen};
use std::hint::black_box;
use std::sync::Arc;
use std::time::Instant;

const WARM_UP: usize = 20;
const FRAMES: usize = 300;

fn t0() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 3, 14, 20, 0, 0)
        .single()
        .unwrap_or_default()
}

/// Level 9 of the built-in structure, 10,000 entries, 6,200 players left.
fn big_event() -> Option<DisplayState> {
    let structure = default_structure().ok()?;
    let schedule = structure.schedule();
    let mut clock = Clock::new(&structure).ok()?;
    clock.start(t0()).ok()?;
    let now = t0() + TimeDelta::minutes(195);
    let view = clock.view(now);
    let level = schedule.level(view.level_for_new_hands).cloned();
    let next_level = view.next_level.and_then(|n| schedule.level(n)).cloned();
    let next_color_up = schedule
        .periods
        .iter()
        .filter_map(|p| match &p.kind {
            PeriodKind::Break(spec) if spec.after_level >= view.level_for_new_hands => {
                Some(spec.color_up.clone())
            }
            _ => None,
        })
        .next()
        .unwrap_or_default();
    let purchases = Purchases {
        entries: 8_500,
        re_entries: 1_500,
        ..Purchases::default()
    };
    let prize_pool = structure.prize_pool(&purchases);
    let players_left = 6_200u32;
    let average_stack = 10_000 * structure.starting_stack / u64::from(players_left);
    let big_blind = level.as_ref().map_or(1, |l| l.big_blind.max(1));
    Some(DisplayState {
        title: "Main Event Day 1".to_string(),
        clock: view,
        level,
        on_break: None,
        next_level,
        next_color_up,
        players_left,
        entries: 10_000,
        re_entries: 1_500,
        rebuys: 0,
        add_ons: 0,
        average_stack,
        average_stack_bb_tenths: average_stack * 10 / big_blind,
        prize_pool,
        currency: structure.currency.clone(),
        payouts: structure.payouts(prize_pool, 10_000),
        announcement: Some("Dinner break after level 12: one hour".to_string()),
        hand_for_hand: false,
    })
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

/// What one frame cost: median build and tessellation times over many frames, in
/// milliseconds, and the vertices it drew (a check that the frame drew what it should).
struct Cost {
    frame_ms: f64,
    tessellate_ms: f64,
    vertices: usize,
}

fn measure(
    ctx: &egui::Context,
    raw: &egui::RawInput,
    mut frame: impl FnMut(&mut egui::Ui, usize),
) -> Cost {
    let mut vertices = 0;
    let mut build = Vec::with_capacity(FRAMES);
    let mut tessellate = Vec::with_capacity(FRAMES);
    for k in 0..WARM_UP + FRAMES {
        let start = Instant::now();
        let output = ctx.run_ui(raw.clone(), |ui| frame(ui, k));
        let built = start.elapsed();
        let start = Instant::now();
        let primitives = ctx.tessellate(output.shapes, output.pixels_per_point);
        vertices = primitives
            .iter()
            .map(|clipped| match &clipped.primitive {
                egui::epaint::Primitive::Mesh(mesh) => mesh.vertices.len(),
                egui::epaint::Primitive::Callback(_) => 0,
            })
            .sum();
        black_box(primitives);
        let tessellated = start.elapsed();
        if k >= WARM_UP {
            build.push(built.as_secs_f64() * 1e3);
            tessellate.push(tessellated.as_secs_f64() * 1e3);
        }
    }
    Cost {
        frame_ms: median(&mut build),
        tessellate_ms: median(&mut tessellate),
        vertices,
    }
}

fn report(panel: &str, width: f32, height: f32, cost: &Cost) {
    println!(
        "{{\"bench\":\"frame\",\"impl\":\"riffle\",\"panel\":\"{panel}\",\"size\":\"{width}x{height}\",\"frame_ms\":{:.3},\"tessellate_ms\":{:.3},\"vertices\":{}}}",
        cost.frame_ms, cost.tessellate_ms, cost.vertices
    );
}

fn median(values: &mut [f64]) -> f64 {
    values.sort_by(f64::total_cmp);
    values.get(values.len() / 2).copied().unwrap_or(f64::NAN)
}

/// The TD window's backend in the benchmark: the same event at every frame's instant.
struct Fixed(DisplayState);

impl Backend for Fixed {
    fn display(&self, now: DateTime<Utc>) -> DisplayState {
        let mut display = self.0.clone();
        let elapsed = (now - t0()).num_milliseconds();
        display.clock.time_left_ms = (display.clock.time_left_ms - elapsed).max(0);
        display
    }

    fn execute(&mut self, _command: Command, _now: DateTime<Utc>) -> Result<(), Refusal> {
        Ok(())
    }
}

fn main() {
    let Some(event) = big_event() else {
        eprintln!("the built-in structure did not load");
        return;
    };
    for (width, height) in [(1920.0, 1080.0), (1280.0, 720.0)] {
        let raw = input(width, height);
        let ctx = egui::Context::default();
        let mut display = event.clone();
        let start_left = display.clock.time_left_ms;
        let screen_cost = measure(&ctx, &raw, |ui, k| {
            display.clock.time_left_ms = start_left - 1000 * k as i64;
            let screen = Screen {
                display: Some(&display),
                texts: Texts::of(Lang::En),
                banner: None,
                now: t0() + TimeDelta::seconds(k as i64),
            };
            black_box(player_screen::show(ui, &screen));
        });
        report("player_screen", width, height, &screen_cost);

        let ctx = egui::Context::default();
        riffle::ui::app::style(&ctx);
        let frame = Arc::new(std::sync::atomic::AtomicI64::new(0));
        let clock = frame.clone();
        let config = Config {
            now: Arc::new(move || {
                t0() + TimeDelta::seconds(clock.load(std::sync::atomic::Ordering::Relaxed))
            }),
            ..Config::default()
        };
        let mut app = App::new(Some(Box::new(Fixed(event.clone()))), config);
        let clock_cost = measure(&ctx, &raw, |ui, k| {
            frame.store(k as i64, std::sync::atomic::Ordering::Relaxed);
            app.show(ui);
        });
        report("clock", width, height, &clock_cost);
    }
}
