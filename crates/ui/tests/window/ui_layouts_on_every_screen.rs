//! One layout, every screen: for each shipped layout, the figures the window's players' screen
//! shows (its labels, as a screen reader reads them) are the ones the venue's TV page shows in
//! Chromium (its text), for the same tournament at the same instant; and a layout switched
//! during a level is on the window's players' screen at its next frame and on a TV showing
//! `/` within a second.
//!
//! Needs Chromium (`chromium` on the PATH, or RIFFLE_CHROMIUM): `.ci/run` runs these with
//! `--ignored`.

use crate::ui_common;

use chromiumoxide::handler::viewport::Viewport;
use chromiumoxide::{Browser, BrowserConfig, Page};
use egui::{Key, Modifiers, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use futures_util::StreamExt;
use riffle_core::layout::{self, SHIPPED};
use riffle_server::{Options, Pins, Running};
use riffle_store::session::Session;
use riffle_store::writer::Writer;
use riffle_text::Lang;
use riffle_tournament::{Command, Setup, StructureSource};
use riffle_ui::app::{App, Config};
use riffle_ui::backend::WriterBackend;
use riffle_ui::i18n::Texts;
use riffle_ui::player_screen::{self, Screen};
use std::time::{Duration, Instant};

/// The TD's window on a running event with its players' screen open, and the venue server
/// over the same writer.
struct Room {
    window: Harness<'static, App>,
    writer: Writer,
    server: Running,
    dir: tempfile::TempDir,
}

impl Room {
    fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.server.addr())
    }
}

fn room() -> Room {
    let dir = tempfile::tempdir().unwrap();
    let setup = Setup {
        name: "Friday Deepstack".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let now = chrono::Utc::now();
    let mut session = Session::create(&dir.path().join("event"), &setup, now).unwrap();
    session.reseed(5);
    let names = ui_common::ROOM_OF_TWELVE;
    for command in ui_common::seated(&names) {
        session.execute(&command, now).unwrap();
    }
    session.execute(&Command::StartClock, now).unwrap();
    let app = App::new(
        Some(Box::new(WriterBackend::new(session))),
        Config::default(),
    );
    let mut window = Harness::builder()
        .with_size(Vec2::new(1920.0, 1080.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    window.run();
    let writer = {
        let shared = window.state().shared().lock();
        shared.events[0].backend.writer().cloned().unwrap()
    };
    let options = Options {
        addr: "127.0.0.1:0".parse().unwrap(),
        pins: Pins {
            dealer: "1111".into(),
            floor: "2222".into(),
            director: "3333".into(),
        },
    };
    let server = riffle_server::start(writer.clone(), options).unwrap();
    Room {
        window,
        writer,
        server,
        dir,
    }
}

fn chromium() -> std::path::PathBuf {
    if let Some(path) = std::env::var_os("RIFFLE_CHROMIUM") {
        return path.into();
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .flat_map(|dir| ["chromium", "chromium-browser", "google-chrome"].map(|n| dir.join(n)))
        .find(|candidate| candidate.exists())
        .expect("Chromium is installed (apt-get install chromium)")
}

/// Headless Chromium at a 1080p TV's size, and the task that runs its DevTools connection.
async fn launch() -> (Browser, tokio::task::JoinHandle<()>) {
    let config = BrowserConfig::builder()
        .chrome_executable(chromium())
        .arg("--lang=en-US")
        .no_sandbox()
        .user_data_dir(tempfile::tempdir().unwrap().keep())
        .viewport(Viewport {
            width: 1920,
            height: 1080,
            ..Viewport::default()
        })
        .window_size(1920, 1080)
        .build()
        .unwrap();
    let (browser, mut handler) = Browser::launch(config).await.unwrap();
    let events = tokio::spawn(async move { while handler.next().await.is_some() {} });
    (browser, events)
}

/// Evaluates `expression` every 50 ms until it is true: how long that took, or a panic once
/// `limit` has passed.
async fn wait_up_to(page: Page, expression: String, limit: Duration) -> Duration {
    let start = Instant::now();
    while start.elapsed() < limit {
        let value = page.evaluate(expression.as_str()).await.ok();
        if value
            .and_then(|v| v.into_value::<bool>().ok())
            .unwrap_or(false)
        {
            return start.elapsed();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("not true within {limit:?}: {expression}");
}

/// Every text the TV's layout shows: each line, each half of each row and each notice.
const TV_TEXTS: &str = "[...document.querySelectorAll('#layout .line, #layout .row span, #layout .notice')]\
    .map(e => e.textContent).filter(t => t.trim() !== '')";

/// The room's clock of the hour and the one before, which the window and the TV read from
/// their own clocks: left out of the comparison.
fn times_of_day() -> [String; 2] {
    let now = chrono::Local::now();
    [now, now - chrono::TimeDelta::minutes(1)].map(|at| at.format("%H:%M").to_string())
}

fn sorted_without_time_of_day(mut texts: Vec<String>) -> Vec<String> {
    let times = times_of_day();
    texts.retain(|text| !times.contains(text));
    texts.sort();
    texts
}

/// The labels of the window's players' screen drawing `name` for the tournament now.
fn window_texts(writer: &Writer, name: &str) -> Vec<String> {
    let file = riffle_store::layouts::find(None, name).unwrap();
    let now = chrono::Utc::now();
    let display = writer.read(|session| session.tournament().display(now));
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1920.0, 1080.0))
        .build_ui(move |ui| {
            let screen = Screen {
                display: Some(&display),
                texts: Texts::of(Lang::En),
                banner: None,
                now,
                league: None,
            };
            player_screen::show(ui, Some(&file), &screen);
        });
    harness.run();
    let text_of = crate::ui_every_shipped_layout_pictured::text_of;
    harness
        .query_all_by(|node| text_of(node).is_some())
        .filter_map(|node| text_of(&node.accesskit_node()))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn every_shipped_layout_shows_the_same_figures_in_the_window_and_on_the_tv() {
    let room = room();
    // A moment that holds still: the clock paused (the notices say so).
    room.writer
        .execute(&Command::PauseClock, chrono::Utc::now())
        .unwrap();
    let (mut browser, events) = launch().await;
    for (name, _) in SHIPPED {
        let file = riffle_store::layouts::find(None, name).unwrap();
        // Not within two seconds of a page of the layout turning.
        let (_, turn) = layout::page_at(&file.layout, chrono::Utc::now().timestamp_millis());
        if let Some(ms) = turn.filter(|&ms| ms < 2_000) {
            tokio::time::sleep(Duration::from_millis(ms + 500)).await;
        }
        let page = browser
            .new_page(room.url(&format!("/?layout={name}")))
            .await
            .unwrap();
        let shown = format!(
            "document.querySelector('#layout').dataset.layout === {name:?} \
             && document.querySelectorAll('#layout .region').length > 0"
        );
        wait_up_to(page.clone(), shown, Duration::from_secs(15)).await;
        tokio::time::sleep(Duration::from_millis(400)).await;
        let tv: Vec<String> = page.evaluate(TV_TEXTS).await.unwrap().into_value().unwrap();
        let window = tokio::task::block_in_place(|| window_texts(&room.writer, name));
        let (tv, window) = (
            sorted_without_time_of_day(tv),
            sorted_without_time_of_day(window),
        );
        assert!(tv.len() >= 3, "{name}: {tv:?}");
        assert_eq!(window, tv, "{name}: the window's figures, then the TV's");
        page.close().await.unwrap();
    }
    browser.close().await.unwrap();
    browser.wait().await.unwrap();
    events.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn a_layout_switched_during_a_level_is_on_the_window_and_the_tv_within_a_second() {
    let mut room = room();
    room.window.key_press_modifiers(Modifiers::COMMAND, Key::D);
    room.window.run();
    let (mut browser, events) = launch().await;
    let tv = browser.new_page(room.url("/")).await.unwrap();
    // Both screens on the shipped default.
    let (_, text) = (SHIPPED.iter())
        .find(|(name, _)| *name == layout::DEFAULT_LAYOUT)
        .unwrap();
    let regions = layout::load(text, layout::DEFAULT_LAYOUT, &|_| Ok(()))
        .unwrap()
        .pages[0]
        .regions
        .len();
    let default = format!(
        "document.querySelector('#layout').dataset.layout === 'room-clock' \
         && document.querySelectorAll('#layout .region').length === {regions}"
    );
    wait_up_to(tv.clone(), default, Duration::from_secs(15)).await;
    room.window.get_by_label("Players left");
    let seated = "Find your seat and take it: cards are in the air soon";
    assert!(room.window.query_by_label(seated).is_none());

    // Each layout by a line it shows and one of the layout before that it does not.
    let switches = [
        ("seating-board", 4, seated, "Players left"),
        ("big-clock", 2, "Blinds", seated),
    ];
    for (name, regions, label, gone) in switches {
        // During level 1, as a phone's command would, through the one writer.
        let show = Command::ShowLayout { name: name.into() };
        room.writer.execute(&show, chrono::Utc::now()).unwrap();
        let start = Instant::now();
        let switched = format!(
            "document.querySelector('#layout').dataset.layout === {name:?} \
             && document.querySelectorAll('#layout .region').length === {regions}"
        );
        let on_tv = tokio::spawn(wait_up_to(tv.clone(), switched, Duration::from_secs(5)));
        // The writer wakes the window when a command lands (the TD's or a phone's): the next
        // frame draws the new layout. A debug build's test frame takes longer than a
        // second, so the window is held to that frame, the TV to the second.
        let (frames, on_window) = tokio::task::block_in_place(|| {
            let mut frames = 0;
            while frames < 5 {
                room.window.step();
                frames += 1;
                let shown = room.window.query_by_label(label).is_some()
                    && room.window.query_by_label(gone).is_none();
                if shown {
                    return (frames, start.elapsed());
                }
            }
            panic!("{name} not on the window's players' screen after {frames} frames");
        });
        let on_tv = on_tv.await.unwrap();
        eprintln!("{name}: window at frame {frames} ({on_window:?}), TV {on_tv:?}");
        assert_eq!(frames, 1, "the window's next frame");
        assert!(on_tv < Duration::from_secs(1), "TV: {on_tv:?}");
    }
    browser.close().await.unwrap();
    browser.wait().await.unwrap();
    events.abort();
}

/// The layouts written from docs/layouts.md alone, on the TV page at 720p, 1080p and 4K as
/// Settings installs them: their logo drawn, nothing in the side margins, and a picture of
/// each written to `RIFFLE_SHOTS` for a person to look at (`tv-<name>-<width>x<height>.png`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs Chromium: run by .ci/run"]
async fn the_layouts_written_from_the_docs_on_the_tv_at_every_size() {
    use chromiumoxide::cdp::browser_protocol::emulation::SetDeviceMetricsOverrideParams;
    use chromiumoxide::page::ScreenshotParams;
    let room = room();
    let event = room.dir.path().join("event");
    let fixtures =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/layouts");
    let shots = std::env::var_os("RIFFLE_SHOTS").map(std::path::PathBuf::from);
    let (mut browser, events) = launch().await;
    for name in ["friday-night", "sunday-bounty"] {
        let from = fixtures.join(format!("{name}.ron"));
        assert_eq!(riffle_store::layouts::install(&event, &from).unwrap(), name);
        let page = browser
            .new_page(room.url(&format!("/?layout={name}")))
            .await
            .unwrap();
        for (width, height) in [(1280, 720), (1920, 1080), (3840, 2160)] {
            page.execute(SetDeviceMetricsOverrideParams::new(
                width, height, 1.0, false,
            ))
            .await
            .unwrap();
            let drawn = "(() => { const img = document.querySelector('#layout img'); \
                return !!img && img.complete && img.naturalWidth === 240 \
                && innerWidth === WIDTH; })()"
                .replace("WIDTH", &width.to_string());
            wait_up_to(page.clone(), drawn, Duration::from_secs(15)).await;
            tokio::time::sleep(Duration::from_millis(400)).await;
            let (left, right): (f64, f64) = page
                .evaluate(
                    "(() => { const boxes = [...document.querySelectorAll('#layout .region')]\
                     .map(r => r.getBoundingClientRect()); \
                     return [Math.min(...boxes.map(b => b.left)), \
                     innerWidth - Math.max(...boxes.map(b => b.right))]; })()",
                )
                .await
                .unwrap()
                .into_value()
                .unwrap();
            let least = height as f64 * f64::from(layout::SIDE_MARGIN) / 100.0;
            assert!(
                left >= least * 0.99 && right >= least * 0.99,
                "{name} at {width}x{height}: {left:.1} px left, {right:.1} px right of {least:.1}"
            );
            if let Some(dir) = &shots {
                let path = dir.join(format!("tv-{name}-{width}x{height}.png"));
                page.save_screenshot(ScreenshotParams::builder().build(), &path)
                    .await
                    .unwrap();
            }
        }
        page.close().await.unwrap();
    }
    browser.close().await.unwrap();
    browser.wait().await.unwrap();
    events.abort();
}
