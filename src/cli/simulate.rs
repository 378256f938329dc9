//! `riffle simulate`: a whole event on the floor, from the seat draw to the winner, checking the
//! floor's invariants after every step.

use super::CliResult;
use crate::floor::{Eliminations, FloorSettings, SimConfig, SimReport, simulate};
use crate::house::HouseRules;
use clap::{Args, ValueEnum};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// Entries in the field (2 to 1,000,000).
    #[arg(long, value_name = "N", value_parser = parse_players)]
    players: u32,
    /// Seed of the random draws and eliminations; the same seed replays the same event.
    #[arg(long, value_name = "S")]
    seed: u64,
    /// Seats per table (2-10).
    #[arg(long, value_name = "K", default_value = "9", value_parser = parse_seats)]
    max_seats: u8,
    /// Balance when the fullest and the shortest table differ by this many players; by default
    /// the house rules' gap (2).
    #[arg(long, value_name = "G", value_parser = parse_gap)]
    gap: Option<u8>,
    /// House-rule preset.
    #[arg(long, value_enum, default_value = "tda")]
    rules: Preset,
    /// Players deal for themselves: track the physical dealer (seed 004).
    #[arg(long)]
    self_dealt: bool,
    /// Late registrations arriving during the first rounds.
    #[arg(long, value_name = "N", default_value = "0")]
    late: u32,
    /// No hand is reported to the app: balancing moves name positions and the floor records
    /// who moved (the room as it runs without a "hand dealt" click per hand).
    #[arg(long)]
    no_hand_reports: bool,
    /// Print one JSON object instead of a summary.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Preset {
    /// TDA 2024.
    Tda,
    /// The French tournament rules (seed 004).
    SeedFr,
}

fn parse_players(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(n @ 2..=1_000_000) => Ok(n),
        _ => Err(format!("a field has 2 to 1,000,000 players, not {text}")),
    }
}

fn parse_seats(text: &str) -> Result<u8, String> {
    match text.parse::<u8>() {
        Ok(n @ 2..=10) => Ok(n),
        _ => Err(format!("a table has 2 to 10 seats, not {text}")),
    }
}

fn parse_gap(text: &str) -> Result<u8, String> {
    match text.parse::<u8>() {
        Ok(n @ 1..) => Ok(n),
        _ => Err(format!(
            "a balancing gap of {text} is not allowed: the gap is a whole number of players, at \
             least 1"
        )),
    }
}

pub fn run(args: &SimulateArgs) -> CliResult {
    let house = match args.rules {
        Preset::Tda => HouseRules::tda_2024(),
        Preset::SeedFr => HouseRules::seed_fr(),
    };
    let mut rules = house.floor;
    if let Some(gap) = args.gap {
        rules.balance_gap = gap;
    }
    let mut settings = FloorSettings::for_max_seats(args.max_seats)?;
    settings.self_dealt = args.self_dealt;
    let config = SimConfig {
        players: args.players,
        rules,
        settings,
        eliminations: Eliminations::AfterHands,
        late_entries: args.late,
        hand_reports: !args.no_hand_reports,
    };
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let start = Instant::now();
    let outcome = simulate(&config, &mut rng);
    let elapsed_ms = start.elapsed().as_secs_f64() * 1000.0;
    let gap = config.rules.balance_gap;
    match outcome {
        Ok(report) => {
            if args.json {
                out!("{}", summary_json(args, gap, &report, 0, elapsed_ms));
            } else {
                print_summary(args, gap, &report, elapsed_ms);
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(failure) => {
            eprintln!(
                "violation at step {} ({}): {}",
                failure.step, failure.during, failure.violation
            );
            if args.json {
                let mut out = summary_json(args, gap, &failure.report, 1, elapsed_ms);
                out["step"] = failure.step.into();
                out["during"] = failure.during.into();
                out["violation"] = failure.violation.to_string().into();
                out!("{out}");
            }
            Ok(ExitCode::FAILURE)
        }
    }
}

fn summary_json(
    args: &SimulateArgs,
    gap: u8,
    report: &SimReport,
    violations: u32,
    elapsed_ms: f64,
) -> serde_json::Value {
    serde_json::json!({
        "players": report.players,
        "seed": args.seed,
        "max_seats": args.max_seats,
        "gap": gap,
        "tables_initial": report.tables_initial,
        "tables_broken": report.tables_broken,
        "moves": report.moves,
        "break_moves": report.break_moves,
        "late_entries": report.late_entries,
        "hands": report.hands,
        "heads_up_hands": report.heads_up_hands,
        "dead_buttons": report.dead_buttons,
        "hands_without_small_blind": report.hands_without_small_blind,
        "sit_outs": report.sit_outs,
        "halted_hands": report.halted_hands,
        "hand_reports": !args.no_hand_reports,
        "named_moves": report.named_moves,
        "named_due_big_blind": report.named_due_big_blind,
        "named_unknowable": report.named_unknowable,
        "position_moves": report.position_moves,
        "completed_as_recorded": report.completed_as_recorded,
        "steps": report.steps,
        "winner": report.winner.map(|p| p.0),
        "violations": violations,
        "elapsed_ms": (elapsed_ms * 1000.0).round() / 1000.0,
    })
}

fn print_summary(args: &SimulateArgs, gap: u8, report: &SimReport, elapsed_ms: f64) {
    out!(
        "{} players on {}-seat tables (gap {gap}, seed {}): {} tables at the start, {} broken.",
        report.players + report.late_entries,
        args.max_seats,
        args.seed,
        report.tables_initial,
        report.tables_broken
    );
    out!(
        "{} hands ({} heads-up), {} dead buttons, {} hands without a small blind, {} sit-outs \
         between the small blind and the button.",
        report.hands,
        report.heads_up_hands,
        report.dead_buttons,
        report.hands_without_small_blind,
        report.sit_outs
    );
    out!(
        "{} balancing moves, {} players moved by breaks and the final-table draw, {} hands \
         halted (TDA 11D).",
        report.moves,
        report.break_moves,
        report.halted_hands
    );
    out!(
        "Balancing moves naming the player: {} ({} of them the player due the big blind next, \
         {} on a button the app did not know); by position, completed with the player the \
         floor recorded: {} ({} left at the recorded seat).",
        report.named_moves,
        report.named_due_big_blind,
        report.named_unknowable,
        report.position_moves,
        report.completed_as_recorded
    );
    if let Some(winner) = report.winner {
        out!("Winner: {winner}.");
    }
    out!(
        "Every invariant held over {} steps ({elapsed_ms:.1} ms).",
        report.steps
    );
}
