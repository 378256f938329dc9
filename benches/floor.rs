//! The floor at the size of a WSOP Main Event: 10,000 players on 9-seat tables.
//!
//! `simulate`: the whole event from the seat draw to the winner, every hand and instruction
//! checked (targets: under 0.5 s). `balance_decision`: one elimination and the floor's decision
//! that follows it (nothing to do, a balancing move, a break), timed one by one over the first
//! thousand eliminations of several fields (target: p99 under 100 µs). `seat_draw`: the draw of
//! the whole field. No other TD program exposes its floor as a library, so there is no peer.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::{
    Eliminations, Floor, FloorError, FloorSettings, InstructionKind, PlayerId, SimConfig, TableNo,
    simulate,
};
use riffle_core::house::HouseRules;
use std::hint::black_box;
use std::time::{Duration, Instant};

const PLAYERS: u32 = 10_000;
const RUNS: u64 = 5;
const ELIMINATIONS: usize = 1_000;

fn settings() -> FloorSettings {
    ok(FloorSettings::for_max_seats(9))
}

/// The benchmark's own setup cannot fail; if it does, say why and stop.
fn ok<T>(result: Result<T, FloorError>) -> T {
    result.unwrap_or_else(|error| {
        eprintln!("the floor refused the benchmark's setup: {error}");
        std::process::exit(1)
    })
}

fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let rank = ((sorted.len() as f64) * p).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

fn bench_simulate() {
    let config = SimConfig {
        players: PLAYERS,
        rules: HouseRules::tda_2024().floor,
        settings: settings(),
        eliminations: Eliminations::AfterHands,
        late_entries: 0,
        hand_reports: true,
    };
    let mut seconds = Vec::new();
    let mut hands = 0;
    for seed in 1..=RUNS {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let start = Instant::now();
        match simulate(&config, &mut rng) {
            Ok(report) => hands = report.hands,
            Err(failure) => {
                eprintln!("violation at step {}: {}", failure.step, failure.violation);
                std::process::exit(1);
            }
        }
        seconds.push(start.elapsed().as_secs_f64());
    }
    let best = seconds.iter().copied().fold(f64::INFINITY, f64::min);
    println!(
        "{}",
        serde_json::json!({
            "bench": "simulate",
            "impl": "riffle",
            "players": PLAYERS,
            "max_seats": 9,
            "runs": RUNS,
            "hands": hands,
            "seconds": round(median(seconds), 4),
            "best_seconds": round(best, 4),
        })
    );
}

/// A drawn field with a hand dealt at every table, so that every table has a next big blind.
fn field(seed: u64) -> (Floor, Vec<PlayerId>, ChaCha8Rng, Duration) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut floor = ok(Floor::new(&HouseRules::tda_2024().floor, settings()));
    let tables = PLAYERS.div_ceil(9);
    for t in 1..=tables {
        ok(floor.open_table(TableNo(t)));
    }
    let players: Vec<PlayerId> = (1..=PLAYERS).map(PlayerId).collect();
    let start = Instant::now();
    let draw = ok(floor.plan_seat_draw(&players, &mut rng));
    let drawn = start.elapsed();
    ok(floor.apply(&draw));
    for t in 1..=tables {
        let number = TableNo(t);
        let button = ok(floor.draw_button(number, &mut rng));
        ok(floor.set_button(number, button.button));
        ok(floor.start_hand(number));
    }
    (floor, players, rng, drawn)
}

fn bench_decisions() {
    let mut micros = Vec::new();
    let mut draws = Vec::new();
    let mut moves = 0;
    let mut breaks = 0;
    for seed in 1..=RUNS {
        let (mut floor, mut alive, mut rng, drawn) = field(seed);
        draws.push(drawn.as_secs_f64() * 1000.0);
        alive.shuffle(&mut rng);
        for _ in 0..ELIMINATIONS {
            let Some(player) = alive.pop() else { break };
            let start = Instant::now();
            let seat = floor.eliminate(player);
            let decision = floor.plan(&mut rng);
            micros.push(start.elapsed().as_secs_f64() * 1e6);
            black_box(ok(seat));
            let mut next = decision;
            while let Some(instruction) = next {
                match instruction.kind {
                    InstructionKind::Balance => moves += 1,
                    _ => breaks += 1,
                }
                ok(floor.apply(&instruction));
                next = floor.plan(&mut rng);
            }
        }
    }
    micros.sort_by(f64::total_cmp);
    println!(
        "{}",
        serde_json::json!({
            "bench": "balance_decision",
            "impl": "riffle",
            "players": PLAYERS,
            "tables": PLAYERS.div_ceil(9),
            "samples": micros.len(),
            "balancing_moves": moves,
            "breaks": breaks,
            "median_us": round(percentile(&micros, 0.5), 3),
            "p99_us": round(percentile(&micros, 0.99), 3),
            "max_us": round(percentile(&micros, 1.0), 3),
        })
    );
    println!(
        "{}",
        serde_json::json!({
            "bench": "seat_draw",
            "impl": "riffle",
            "players": PLAYERS,
            "ms": round(median(draws), 3),
        })
    );
}

fn round(x: f64, digits: i32) -> f64 {
    let scale = 10f64.powi(digits);
    (x * scale).round() / scale
}

fn main() {
    bench_decisions();
    bench_simulate();
}
