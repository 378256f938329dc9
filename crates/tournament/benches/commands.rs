//! What one command costs as the field grows: a room of 5,000 then 20,000 entries, seats drawn
//! and the clock running, then a run of the commands a festival's desk and floor send all day
//! (a bust, that player's re-entry seated by the floor, a late registration seated too, a chip
//! count, the floor's move carried out), each checked and applied in memory, timed one by one.
//! A command that reads only what it touches costs the same at either size: the ratio of the
//! medians, 20,000 over 5,000, is near 1, and 4 would mean it reads every entry.
//!
//! Run with `cargo bench -p riffle-tournament --bench commands`: one JSON line a command.

use chrono::{DateTime, Duration, TimeZone, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::PlayerId;
use riffle_tournament::{Bust, Command, Setup, StoredCommand, StructureSource, Tournament};
use std::collections::BTreeMap;
use std::time::Instant;

const FIELDS: [usize; 2] = [5_000, 20_000];
/// Rounds of commands timed at each size.
const ROUNDS: usize = 300;

fn at() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 7, 4, 11, 0, 0).unwrap()
}

/// A room of `n` entries, seats drawn, the clock running.
fn room(n: usize) -> (Tournament, u64) {
    let setup = Setup {
        name: "Colossus Day 1".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let events = Tournament::create(&setup, at()).unwrap();
    let created = (0..1).map(|_| StoredCommand {
        number: 1,
        at: at(),
        events: &events,
    });
    let mut tournament = Tournament::replay(created).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut number = 1;
    let mut run = |tournament: &mut Tournament, command: Command| {
        let events = tournament.execute(&command, at(), &mut rng).unwrap();
        number += 1;
        tournament.apply_command(number, at(), &events);
    };
    for i in 0..n {
        let command = Command::Register {
            name: format!("Joueur {i}"),
            notes: None,
            confirmed: true,
            profile: None,
        };
        run(&mut tournament, command);
    }
    run(&mut tournament, Command::DrawSeats);
    run(&mut tournament, Command::StartClock);
    (tournament, number)
}

/// The median time of each kind of command, in microseconds, over [`ROUNDS`] rounds.
fn commands(n: usize) -> BTreeMap<&'static str, f64> {
    let (mut tournament, mut number) = room(n);
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let mut times: BTreeMap<&'static str, Vec<f64>> = BTreeMap::new();
    let now = at() + Duration::minutes(5);
    let mut timed = |tournament: &mut Tournament, kind: &'static str, command: Command| {
        let start = Instant::now();
        let events = tournament.execute(&command, now, &mut rng);
        let ok = events.is_ok();
        if let Ok(events) = events {
            number += 1;
            tournament.apply_command(number, now, &events);
        }
        let micros = start.elapsed().as_secs_f64() * 1e6;
        // The floor's move may wait for a hand to be dealt: only a move carried out is timed.
        assert!(ok || kind == "accept_instruction", "{kind} is taken");
        if ok {
            times.entry(kind).or_default().push(micros);
        }
    };
    for round in 0..ROUNDS {
        // Spread over the room, never the same player twice.
        let player = (0..n as u32)
            .map(|k| PlayerId((k * 7919 + round as u32 * 104_729) % n as u32))
            .find(|&p| tournament.entry(p).is_some_and(|e| e.in_play()))
            .expect("a player still in");
        let busts = vec![Bust {
            by: Vec::new(),
            player,
            starting_stack: None,
        }];
        let bust = Command::Eliminate {
            busts,
            on_hand_for_hand_announcement: false,
        };
        timed(&mut tournament, "eliminate", bust);
        if tournament.pending_instruction().is_some() {
            timed(
                &mut tournament,
                "accept_instruction",
                Command::AcceptInstruction,
            );
        }
        timed(
            &mut tournament,
            "re_enter",
            Command::ReEnter {
                player,
                profile: None,
            },
        );
        let counted = (tournament.entries().len() - 1) as u32;
        let count = Command::SetChips {
            player: PlayerId(counted),
            chips: 20_000 + 100 * round as u64,
            confirmed: true,
        };
        timed(&mut tournament, "set_chips", count);
        let late = Command::Register {
            name: format!("Late {round}"),
            notes: None,
            confirmed: false,
            profile: None,
        };
        timed(&mut tournament, "register_late", late);
        if tournament.pending_instruction().is_some() {
            timed(
                &mut tournament,
                "accept_instruction",
                Command::AcceptInstruction,
            );
        }
    }
    times
        .into_iter()
        .map(|(kind, mut micros)| {
            micros.sort_by(f64::total_cmp);
            (kind, micros[micros.len() / 2])
        })
        .collect()
}

fn main() {
    let small = commands(FIELDS[0]);
    let big = commands(FIELDS[1]);
    for (kind, small_us) in &small {
        let Some(&big_us) = big.get(kind) else {
            continue;
        };
        println!(
            "{{\"bench\":\"command_at_field\",\"impl\":\"riffle\",\"command\":\"{kind}\",\"median_us_{}\":{small_us:.1},\"median_us_{}\":{big_us:.1},\"ratio\":{:.2}}}",
            FIELDS[0],
            FIELDS[1],
            big_us / small_us,
        );
    }
}
