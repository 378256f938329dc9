//! `riffle hand`: replay PHH hand histories under the TDA rules, and deal random hands.

use super::CliResult;
use crate::Chips;
use crate::betting::random::{RandomTable, random_hand};
use crate::betting::{Action, Ante, HandEvent, HandResult, Limit, Phase, Street};
use crate::cards::format_cards;
use crate::rules::HouseRules;
use crate::store::phh::{HandHistory, Replay, export, print_phhs, read_phh_file, replay};
use clap::{Args, Subcommand, ValueEnum};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::fmt::Write as _;
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
}

#[derive(Debug, Args)]
struct RandomArgs {
    /// How many hands.
    #[arg(long, default_value = "10")]
    count: usize,
    /// The seed of the random deal: the same seed gives the same hands.
    #[arg(long, default_value = "0")]
    seed: u64,
    /// Seats at the table (2 to 10); each hand deals 2 players up to this many.
    #[arg(long, default_value = "9", value_parser = clap::value_parser!(u8).range(2..=10))]
    seats: u8,
    /// Fixed-limit hands instead of no-limit.
    #[arg(long)]
    limit: bool,
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
    };
    let mut histories = Vec::with_capacity(args.count);
    for _ in 0..args.count {
        let hand = random_hand(&mut rng, table, &rules)?;
        histories.push(export(&hand)?);
    }
    print!("{}", print_phhs(&histories));
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
            Ok(replayed) if args.json => println!("{}", json(&name, history, &replayed)),
            Ok(replayed) => print!("{}", text(&name, &replayed)),
            Err(error) => {
                failed += 1;
                if args.json {
                    let out = serde_json::json!({"hand": name, "error": error.to_string()});
                    println!("{out}");
                } else {
                    println!("Hand {name}: refused: {error}\n");
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

fn chips(n: Chips) -> String {
    crate::betting::format_chips(n)
}

fn text(name: &str, replayed: &Replay) -> String {
    let hand = &replayed.hand;
    let setup = hand.setup();
    let who = |seat: u8| replayed.label(seat);
    let mut out = String::new();
    let game = match setup.limit {
        Limit::NoLimit => "no-limit hold'em".to_string(),
        Limit::PotLimit => "pot-limit hold'em".to_string(),
        Limit::FixedLimit { small_bet, big_bet } => {
            format!(
                "fixed-limit hold'em {}/{}",
                chips(small_bet),
                chips(big_bet)
            )
        }
    };
    let ante = match setup.ante {
        Ante::None => String::new(),
        Ante::Classic(a) => format!(", ante {}", chips(a)),
        Ante::BigBlind(a) => format!(", big-blind ante {}", chips(a)),
    };
    let _ = writeln!(
        out,
        "Hand {name}: {game}, blinds {}/{}{ante}, {} players",
        chips(setup.blinds.small),
        chips(setup.blinds.big),
        hand.players().len()
    );
    for &seat in &replayed.order {
        let Some(p) = hand.player(seat) else { continue };
        let mut roles = Vec::new();
        if seat == setup.button {
            roles.push("button");
        }
        if Some(seat) == setup.small_blind {
            roles.push("small blind");
        }
        if seat == setup.big_blind {
            roles.push("big blind");
        }
        let name = p.name.as_deref().map_or(String::new(), |n| format!(" {n}"));
        let _ = writeln!(
            out,
            "  {} seat {seat}{name}: {} {}",
            who(seat),
            chips(p.starting_stack),
            roles.join(", ")
        );
    }
    let mut line = String::from("Pre-flop:");
    let flush = |out: &mut String, line: &mut String| {
        if line.contains(' ') || line.ends_with(':') {
            let _ = writeln!(out, "{}", line.trim_end_matches(','));
        }
        line.clear();
    };
    for event in hand.events() {
        match event {
            HandEvent::Board { street, cards } => {
                flush(&mut out, &mut line);
                let cards = if cards.is_empty() {
                    "(cards not known)".to_string()
                } else {
                    format_cards(cards)
                };
                let street = match street {
                    Street::Preflop => "Pre-flop",
                    Street::Flop => "Flop",
                    Street::Turn => "Turn",
                    Street::River => "River",
                };
                line = format!("{street} {cards}:");
            }
            HandEvent::Acted {
                seat,
                action,
                all_in,
                ..
            } => {
                let word = match action {
                    Action::Fold => "folds".to_string(),
                    Action::Check => "checks".to_string(),
                    Action::Call => "calls".to_string(),
                    Action::BetTo(to) => format!("bets {}", chips(*to)),
                    Action::RaiseTo(to) => format!("raises to {}", chips(*to)),
                    Action::AllIn => "goes all-in".to_string(),
                };
                let all_in = if *all_in { " (all-in)" } else { "" };
                let _ = write!(line, " {} {word}{all_in},", who(*seat));
            }
            HandEvent::Returned { seat, amount } => {
                let _ = write!(line, " {} uncalled back to {},", chips(*amount), who(*seat));
            }
            HandEvent::Tabled { seats } => {
                let _ = write!(
                    line,
                    " all-in, hands face up: {},",
                    seats
                        .iter()
                        .map(|&s| shown(replayed, s))
                        .collect::<Vec<_>>()
                        .join(", ")
                );
            }
            HandEvent::Showed { seat, .. } if !hand.is_runout() => {
                if !line.starts_with("Showdown") {
                    flush(&mut out, &mut line);
                    line = "Showdown:".to_string();
                }
                let _ = write!(line, " {} shows,", shown(replayed, *seat));
            }
            HandEvent::Mucked { seat } => {
                if !line.starts_with("Showdown") {
                    flush(&mut out, &mut line);
                    line = "Showdown:".to_string();
                }
                let _ = write!(line, " {} mucks,", who(*seat));
            }
            HandEvent::Posted { .. }
            | HandEvent::HoleCards { .. }
            | HandEvent::Showed { .. }
            | HandEvent::Declared { .. }
            | HandEvent::FouledDeck => {}
        }
    }
    flush(&mut out, &mut line);
    match hand.result() {
        Some(result) => write_result(&mut out, replayed, &result),
        None => {
            let _ = writeln!(
                out,
                "The history stops before the end of the hand: {}.",
                hand.phase()
            );
            let pots: Vec<String> = hand
                .pots()
                .iter()
                .map(|p| format!("{} ({})", chips(p.amount), labels(replayed, &p.eligible)))
                .collect();
            let _ = writeln!(out, "Pots so far: {}", pots.join(", "));
        }
    }
    out.push('\n');
    out
}

fn shown(replayed: &Replay, seat: u8) -> String {
    let cards = replayed
        .hand
        .player(seat)
        .and_then(|p| p.hole)
        .map_or("(cards not known)".to_string(), |h| format_cards(&h));
    format!("{} {cards}", replayed.label(seat))
}

fn labels(replayed: &Replay, seats: &[u8]) -> String {
    seats
        .iter()
        .map(|&s| replayed.label(s))
        .collect::<Vec<_>>()
        .join(", ")
}

fn write_result(out: &mut String, replayed: &Replay, result: &HandResult) {
    for &k in &result.award_order {
        let Some(pot) = result.pots.get(k) else {
            continue;
        };
        let name = if pot.index == 0 {
            "Main pot".to_string()
        } else {
            format!("Side pot {}", pot.index)
        };
        let shares: Vec<String> = pot
            .winners
            .iter()
            .zip(&pot.shares)
            .map(|(&s, &c)| format!("{} wins {}", replayed.label(s), chips(c)))
            .collect();
        let with = pot
            .hand
            .as_ref()
            .map_or(String::new(), |h| format!(" with {h}"));
        let _ = writeln!(
            out,
            "{name} {} ({}): {}{with}",
            chips(pot.amount),
            labels(replayed, &pot.eligible),
            shares.join(", ")
        );
    }
    let stacks: Vec<String> = replayed
        .order
        .iter()
        .zip(replayed.finishing_stacks())
        .map(|(&s, stack)| format!("{} {}", replayed.label(s), chips(stack)))
        .collect();
    let _ = writeln!(out, "Finishing stacks: {}", stacks.join(", "));
    for e in &result.eliminated {
        let _ = writeln!(
            out,
            "Eliminated: {} (started the hand with {})",
            replayed.label(e.seat),
            chips(e.starting_stack)
        );
    }
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
                serde_json::json!({
                    "amount": p.amount,
                    "eligible": labels(&p.eligible),
                    "winners": labels(&p.winners),
                    "shares": p.shares,
                    "hand": p.hand,
                })
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
