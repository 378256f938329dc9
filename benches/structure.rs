//! How fast structures load and the clock answers: loading (RON parsing, the position map and
//! every validation rule) of each shipped structure, and the clock's view, which the player
//! screen asks for at every redraw.

use chrono::{DateTime, TimeDelta};
use riffle_core::clock::Clock;
use riffle_core::structure::load;
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

const ROUNDS: usize = 5;

fn best_per_second(work: usize, mut run: impl FnMut()) -> f64 {
    let mut best = 0.0f64;
    for _ in 0..ROUNDS {
        let start = Instant::now();
        run();
        best = best.max(work as f64 / start.elapsed().as_secs_f64());
    }
    best
}

fn main() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("structures");
    let mut files: Vec<(String, String)> = std::fs::read_dir(folder)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "ron"))
        .filter_map(|path| {
            let text = std::fs::read_to_string(&path).ok()?;
            Some((path.file_name()?.to_string_lossy().into_owned(), text))
        })
        .collect();
    files.sort();

    const LOADS: usize = 2_000;
    for (name, text) in &files {
        let rate = best_per_second(LOADS, || {
            for _ in 0..LOADS {
                black_box(load(black_box(text), name).is_ok());
            }
        });
        println!(
            "{{\"bench\":\"structure_load\",\"impl\":\"riffle\",\"file\":\"{name}\",\"bytes\":{},\"loads_per_sec\":{:.0},\"micros_per_load\":{:.1}}}",
            text.len(),
            rate,
            1e6 / rate
        );
    }

    // A clock twelve hours into the main-event structure, with a level change every few
    // hundred views.
    let Some((_, main_event)) = files.iter().find(|(name, _)| name == "main-event.ron") else {
        return;
    };
    let Ok(loaded) = load(main_event, "main-event.ron") else {
        return;
    };
    let Ok(mut clock) = Clock::new(&loaded.structure) else {
        return;
    };
    let start = DateTime::UNIX_EPOCH;
    if clock.start(start).is_err() {
        return;
    }
    const VIEWS: usize = 1_000_000;
    let rate = best_per_second(VIEWS, || {
        for i in 0..VIEWS {
            let now = start + TimeDelta::milliseconds(43_200_000 + i as i64 * 50);
            black_box(clock.view(black_box(now)));
        }
    });
    println!(
        "{{\"bench\":\"clock_view\",\"impl\":\"riffle\",\"views_per_sec\":{rate:.0},\"nanos_per_view\":{:.0}}}",
        1e9 / rate
    );
}
