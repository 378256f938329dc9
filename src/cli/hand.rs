//! `riffle hand`: replay PHH hand histories under the TDA rules, and deal random hands.

use super::CliResult;
use clap::{Args, Subcommand, ValueEnum};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::betting::Phase;
use riffle_core::betting::random::{RandomTable, random_hand};
use riffle_core::house::HouseRules;
use riffle_store::export::hand_text;
use riffle_store::phh::{HandHistory, Replay, export, print_phhs, read_phh_file, replay};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct HandArgs {
    #[command(subcommand)]
    command: HandCommand,
}

#[derive(Debug, Subcommand)]
enum HandCommand {
    /// Replay a PHH hand history (.phh, or .phhs with many hands): streets, pots, winners.
    Replay(ReplayArgs),
    /// Deal random legal hands and print them as a .phhs hand history.
    Random(RandomArgs),
}

#[derive(Debug, Args)]
struct ReplayArgs {
    /// The .phh or .phhs file.
    file: PathBuf,
    /// Print one JSON object per hand instead of text.
    #[arg(long)]
    json: bool,
    /// The house rules to replay under.
    #[arg(long, value_enum, default_value = "tda-2024")]
    rules: Preset,
    /// Language of the hands written as text.
    #[arg(long, value_enum, default_value = "en")]
    lang: super::rules::Language,
}

fn parse_count(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(n @ 1..=100_000) => Ok(n),
        _ => Err(format!("a run deals 1 to 100,000 hands, not {text}")),
    }
}

#[derive(Debug, Args)]
struct RandomArgs {
    /// How many hands (1 to 100,000).
    #[arg(long, default_value = "10", value_parser = parse_count)]
    count: u32,
    /// The seed of the random deal: the same seed gives the same hands.
    #[arg(long, default_value = "0")]
    seed: u64,
    /// Seats at the table (2 to 10); each hand deals 2 players up to this many.
    #[arg(long, default_value = "9", value_parser = clap::value_parser!(u8).range(2..=10))]
    seats: u8,
    /// Fixed-limit hands instead of no-limit (hold'em) or pot-limit (Omaha).
    #[arg(long)]
    limit: bool,
    /// The game dealt.
    #[arg(long, value_enum, default_value = "holdem")]
    game: RandomGame,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum RandomGame {
    Holdem,
    Omaha,
    #[value(name = "omaha-hi-lo")]
    OmahaHiLo,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Preset {
    /// TDA 2024 (the default).
    #[value(name = "tda-2024")]
    Tda2024,
    /// The French tournament rules of seed 004.
    #[value(name = "seed-fr")]
    SeedFr,
}

pub fn run(args: &HandArgs) -> CliResult {
    match &args.command {
        HandCommand::Replay(args) => run_replay(args),
        HandCommand::Random(args) => run_random(args),
    }
}

fn run_random(args: &RandomArgs) -> CliResult {
    let rules = HouseRules::tda_2024().betting;
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let table = RandomTable {
        seats: args.seats,
        min_players: 2,
        limit: args.limit,
        variant: match args.game {
            RandomGame::Holdem => riffle_core::betting::Variant::Holdem,
            RandomGame::Omaha => riffle_core::betting::Variant::Omaha,
            RandomGame::OmahaHiLo => riffle_core::betting::Variant::OmahaHiLo,
        },
    };
    let mut histories = Vec::with_capacity(args.count as usize);
    for _ in 0..args.count {
        let hand = random_hand(&mut rng, table, &rules)?;
        histories.push(export(&hand)?);
    }
    super::write_out(format_args!("{}", print_phhs(&histories)));
    Ok(ExitCode::SUCCESS)
}

fn run_replay(args: &ReplayArgs) -> CliResult {
    let rules = match args.rules {
        Preset::Tda2024 => HouseRules::tda_2024(),
        Preset::SeedFr => HouseRules::seed_fr(),
    }
    .betting;
    let histories = read_phh_file(&args.file)?;
    let mut failed = 0;
    for (k, history) in histories.iter().enumerate() {
        let name = history.name.clone().unwrap_or_else(|| (k + 1).to_string());
        match replay(history, &rules) {
            Ok(replayed) if args.json => out!("{}", json(&name, history, &replayed)),
            Ok(replayed) => super::write_out(format_args!(
                "{}",
                hand_text(&name, &replayed, args.lang.lang())
            )),
            Err(error) => {
                failed += 1;
                if args.json {
                    let out = serde_json::json!({"hand": name, "error": error.to_string()});
                    out!("{out}");
                } else {
                    out!("Hand {name}: refused: {error}\n");
                }
            }
        }
    }
    if failed > 0 {
        eprintln!(
            "{failed} of {} hands could not be replayed under the rules",
            histories.len()
        );
        return Ok(ExitCode::FAILURE);
    }
    Ok(ExitCode::SUCCESS)
}

fn json(name: &str, history: &HandHistory, replayed: &Replay) -> serde_json::Value {
    let hand = &replayed.hand;
    let labels =
        |seats: &[u8]| -> Vec<String> { seats.iter().map(|&s| replayed.label(s)).collect() };
    let result = hand.result();
    let pots: Vec<serde_json::Value> = match &result {
        Some(r) => r
            .pots
            .iter()
            .map(|p| {
                let mut pot = serde_json::json!({
                    "amount": p.amount,
                    "eligible": labels(&p.eligible),
                    "winners": labels(&p.winners),
                    "shares": p.shares,
                    "hand": p.hand,
                });
                if let Some(split) = &p.split {
                    let half = |winners: &[(u8, riffle_core::Chips)]| -> Vec<String> {
                        winners.iter().map(|&(s, _)| replayed.label(s)).collect()
                    };
                    pot["high"] = serde_json::json!(half(&split.high));
                    pot["low"] = serde_json::json!(half(&split.low));
                }
                pot
            })
            .collect(),
        None => hand
            .pots()
            .iter()
            .map(|p| {
                serde_json::json!({
                    "amount": p.amount,
                    "eligible": labels(&p.eligible),
                    "winners": [],
                })
            })
            .collect(),
    };
    let eliminated: Vec<serde_json::Value> = result
        .iter()
        .flat_map(|r| &r.eliminated)
        .map(|e| serde_json::json!({"player": replayed.label(e.seat), "starting_stack": e.starting_stack}))
        .collect();
    let board: Vec<String> = hand
        .board()
        .iter()
        .map(|c| c.map_or("??".to_string(), |c| c.to_string()))
        .collect();
    serde_json::json!({
        "hand": name,
        "variant": history.variant.code(),
        "complete": hand.phase() == Phase::Complete,
        "board": board,
        "starting_stacks": history.starting_stacks,
        "finishing_stacks": replayed.finishing_stacks(),
        "pots": pots,
        "eliminated": eliminated,
    })
}
