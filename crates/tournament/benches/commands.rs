//! What one command costs as the field grows: a room of 5,000 then 20,000 entries, seats drawn
//! and the clock running, then a run of the commands a festival's desk and floor send all day
//! (a bust, that player's re-entry seated by the floor, a late registration seated too, a chip
//! count, the floor's move carried out), each checked and applied in memory, timed one by one.
//! A command that reads only what it touches costs the same at either size: the ratio of the
//! medians, 20,000 over 5,000, is near 1, and 4 would mean it reads every entry.
//!
//! Then the commands of later in the day, with half the field out (one bust each, the floor's
//! moves and breaks carried out as they come): a table reporting its hand-for-hand hand done, penalties given
//! to one player in fifty, a hand dealt at a table (every suspension counts it), a ruling, a
//! player busted by mistake and reinstated, the TD's prizes reset; and at the final table, with
//! nine players left of the whole field, a deal checked. A deal and the prizes cannot be
//! recorded twice, so those two are checked (executed) without being applied.
//!
//! Run with `cargo bench -p riffle-tournament --bench commands`: one JSON line a command.

use chrono::{DateTime, Duration, TimeZone, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::{PlayerId, Reporter};
use riffle_rules::disputes::Case;
use riffle_rules::disputes::dealing::FouledDeck;
use riffle_rules::penalties::Fault;
use riffle_tournament::{
    Bust, BustGroup, Command, Event, Setup, Share, StoredCommand, StructureSource, Tournament,
};
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
        timed(&mut tournament, "eliminate", bust(player));
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
    medians(times)
}

/// The median of each kind's times.
fn medians(times: BTreeMap<&'static str, Vec<f64>>) -> BTreeMap<&'static str, f64> {
    times
        .into_iter()
        .map(|(kind, mut micros)| {
            micros.sort_by(f64::total_cmp);
            (kind, micros[micros.len() / 2])
        })
        .collect()
}

/// The floor's word that `player` is out, alone.
fn bust(player: PlayerId) -> Command {
    Command::Eliminate {
        busts: vec![Bust {
            by: Vec::new(),
            player,
            starting_stack: None,
        }],
        on_hand_for_hand_announcement: false,
    }
}

/// Every player out of `out`, one bust each, applied as a journal replays them.
fn put_out(tournament: &mut Tournament, number: &mut u64, out: impl Iterator<Item = PlayerId>) {
    for player in out {
        *number += 1;
        let bust = Event::Busted {
            group: BustGroup {
                players: vec![(player, 0)],
                share_all: false,
            },
            at: at(),
            knockouts: Vec::new(),
        };
        tournament.apply_command(*number, at(), &[bust]);
    }
}

/// Times commands on one tournament: each checked, and applied when `apply`.
struct Clocked {
    tournament: Tournament,
    number: u64,
    rng: ChaCha8Rng,
    now: DateTime<Utc>,
    times: BTreeMap<&'static str, Vec<f64>>,
}

impl Clocked {
    fn new(tournament: Tournament, number: u64) -> Clocked {
        Clocked {
            tournament,
            number,
            rng: ChaCha8Rng::seed_from_u64(3),
            now: at() + Duration::minutes(5),
            times: BTreeMap::new(),
        }
    }

    /// Runs `command`, timed under `kind` unless `kind` is empty; it must be taken.
    fn run(&mut self, kind: &'static str, command: Command, apply: bool) {
        let start = Instant::now();
        let events = self.tournament.execute(&command, self.now, &mut self.rng);
        let events = events.unwrap_or_else(|e| panic!("{kind} {command:?}: {e}"));
        if apply {
            self.number += 1;
            self.tournament
                .apply_command(self.number, self.now, &events);
        }
        let micros = start.elapsed().as_secs_f64() * 1e6;
        if !kind.is_empty() {
            self.times.entry(kind).or_default().push(micros);
        }
    }

    /// Runs `command` untimed, applied if taken.
    fn attempt(&mut self, command: Command) {
        if let Ok(events) = self.tournament.execute(&command, self.now, &mut self.rng) {
            self.number += 1;
            self.tournament
                .apply_command(self.number, self.now, &events);
        }
    }

    fn in_play(&self) -> Vec<PlayerId> {
        self.tournament.players_in().map(|e| e.id).collect()
    }
}

/// The median time of each of the later commands, in microseconds.
fn later_commands(n: usize) -> BTreeMap<&'static str, f64> {
    let (tournament, number) = room(n);
    let mut clock = Clocked::new(tournament, number);
    // Half the field goes out, spread over the room, the floor's moves and breaks carried out
    // as they come (a balancing move that waits for a hand waits).
    for k in 0..n as u32 / 2 {
        let player = PlayerId((k * 7919) % n as u32);
        if !clock.tournament.entry(player).is_some_and(|e| e.in_play()) {
            continue;
        }
        clock.run("", bust(player), true);
        if clock.tournament.pending_instruction().is_some() {
            clock.attempt(Command::AcceptInstruction);
        }
    }
    // Tables with a hand to deal, one a round.
    let tables: Vec<u32> = (clock.tournament.floor().tables())
        .filter(|t| t.player_count() >= 2)
        .map(|t| t.number().0)
        .take(ROUNDS)
        .collect();
    assert!(tables.len() >= ROUNDS / 2, "a table for most rounds");

    clock.run("", Command::StartHandForHand, true);
    for &table in &tables {
        let finished = Command::TableFinishedHand {
            table,
            by: Reporter::Td,
            confirmed: false,
        };
        clock.run("table_finished_hand", finished, true);
    }
    clock.run("", Command::EndHandForHand, true);

    // One player in fifty gets a warning, then a round away counted in hands.
    let players = clock.in_play();
    for &player in players.iter().step_by(25) {
        for _ in 0..2 {
            let penalty = Command::Penalize {
                player,
                fault: Fault::Language,
                step: None,
                reason: None,
                hand_in_progress: false,
            };
            clock.run("penalize", penalty, true);
        }
    }
    for &table in &tables {
        let deal = Command::DealHand {
            table,
            redeal: false,
            by: Reporter::Td,
            confirmed: false,
        };
        clock.run("deal_hand", deal, true);
        let ruling = Command::Rule {
            case: Box::new(Case::FouledDeck(FouledDeck {
                hand_over: Some(false),
                next_hand_started: Some(false),
            })),
            table: Some(table),
            players: Vec::new(),
            choice: None,
        };
        clock.run("rule", ruling, true);
    }

    let players = clock.in_play();
    for round in 0..ROUNDS {
        let player = players[(round * 7919) % players.len()];
        clock.run("", bust(player), true);
        let reason = "the dealer pointed at the wrong seat".to_string();
        clock.run("reinstate", Command::Reinstate { player, reason }, true);
        let reset = Command::SetPayouts {
            prizes: Vec::new(),
            kept: None,
        };
        clock.run("set_payouts_checked", reset, false);
    }

    let mut times = clock.times;

    // The final table: nine players left of the whole field.
    let (mut tournament, mut number) = room(n);
    let last: Vec<PlayerId> = (0..9).map(|k| PlayerId((n as u32 / 9) * k + 1)).collect();
    let out = (0..n as u32).map(PlayerId).filter(|p| !last.contains(p));
    put_out(&mut tournament, &mut number, out);
    let mut clock = Clocked::new(tournament, number);
    let prizes = clock.tournament.payouts();
    let shares: Vec<Share> = (last.iter().zip(&prizes))
        .map(|(&player, &amount)| Share {
            player,
            amount,
            chips: None,
            agreed: true,
        })
        .collect();
    for _ in 0..ROUNDS {
        let deal = Command::AgreeDeal {
            shares: shares.clone(),
            kept: 0,
        };
        clock.run("agree_deal_checked", deal, false);
    }
    times.extend(clock.times);
    medians(times)
}

fn main() {
    let small = commands(FIELDS[0]);
    let big = commands(FIELDS[1]);
    print_ratios(&small, &big);
    let small = later_commands(FIELDS[0]);
    let big = later_commands(FIELDS[1]);
    print_ratios(&small, &big);
}

fn print_ratios(small: &BTreeMap<&'static str, f64>, big: &BTreeMap<&'static str, f64>) {
    for (kind, small_us) in small {
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
