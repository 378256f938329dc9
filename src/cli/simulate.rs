//! `riffle simulate`: a whole event on the floor, from the seat draw to the winner, checking the
//! floor's invariants after every step.

use super::CliResult;
use chrono::{DateTime, Utc};
use clap::{Args, ValueEnum};
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::{
    Basis, Eliminations, FloorSettings, Instruction, PlayerId, Seat, SimConfig, SimReport, simulate,
};
use riffle_core::house::HouseRules;
use riffle_store::session::Session;
use riffle_tournament::{Bust, Command, Setup, StructureSource, Tournament};
use std::path::PathBuf;
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
    /// Balance when the fullest and the shortest table differ by this many players (1 to 10: a
    /// table seats at most 10); by default the house rules' gap (2).
    #[arg(long, value_name = "G", value_parser = parse_gap)]
    gap: Option<u8>,
    /// House-rule preset.
    #[arg(long, value_enum, default_value = "tda")]
    rules: Preset,
    /// Players deal for themselves: track the physical dealer (seed 004).
    #[arg(long)]
    self_dealt: bool,
    /// Late registrations arriving during the first rounds (0 to 1,000,000).
    #[arg(long, value_name = "N", default_value = "0", value_parser = parse_late)]
    late: u32,
    /// No hand is reported to the app: balancing moves name positions and the floor records
    /// who moved (the room as it runs without a "hand dealt" click per hand).
    #[arg(long)]
    no_hand_reports: bool,
    /// Print one JSON object instead of a summary.
    #[arg(long)]
    json: bool,
    /// Run the event as the app does and keep its journal in this folder (a new tournament):
    /// registrations, the draw, the floor's moves and the eliminations to the winner, each a
    /// command saved like the TD's. Without it only the floor is simulated, with no journal.
    #[arg(long, value_name = "DIR")]
    tournament: Option<PathBuf>,
    /// With `--tournament`: the player pool, one name a line; the field is drawn from it, so a
    /// season of events shares its regulars.
    #[arg(long, value_name = "FILE", requires = "tournament")]
    names: Option<PathBuf>,
    /// With `--tournament`: when the event starts (RFC 3339); each command is a second later.
    #[arg(long, value_name = "TIME", requires = "tournament")]
    start: Option<DateTime<Utc>>,
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
        Ok(n @ 1..=10) => Ok(n),
        _ => Err(format!(
            "a balancing gap of {text} is not allowed: the gap is a whole number of players, from \
             1 to 10"
        )),
    }
}

fn parse_late(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(n @ 0..=1_000_000) => Ok(n),
        _ => Err(format!("late registrations are 0 to 1,000,000, not {text}")),
    }
}

pub fn run(args: &SimulateArgs) -> CliResult {
    if let Some(dir) = &args.tournament {
        return run_journal(args, dir);
    }
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
        "named_recorded": report.named_recorded,
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

/// The field drawn from the pool (or "Player 1"... without one), in the order they register.
fn field(args: &SimulateArgs, rng: &mut ChaCha8Rng) -> Result<Vec<String>, String> {
    let Some(file) = &args.names else {
        return Ok((1..=args.players).map(|k| format!("Player {k}")).collect());
    };
    let text = riffle_store::read_text(file).map_err(|e| e.to_string())?;
    let mut pool: Vec<String> = Vec::new();
    for line in text.lines().map(str::trim) {
        if !line.is_empty() && !line.starts_with('#') && !pool.iter().any(|n| n == line) {
            pool.push(line.to_string());
        }
    }
    if pool.len() < args.players as usize {
        return Err(format!(
            "{} names a pool of {} players: a field of {} needs at least as many names",
            file.display(),
            pool.len(),
            args.players
        ));
    }
    pool.shuffle(rng);
    pool.truncate(args.players as usize);
    Ok(pool)
}

/// The pending move the floor could only describe by position, completed with the first
/// player of the table it leaves and the first open seat of the table it goes to.
fn recorded_move(tournament: &Tournament, pending: &Instruction) -> Option<Command> {
    let Some(Basis::Position(position)) = &pending.basis else {
        return None;
    };
    let floor = tournament.floor();
    // Anyone but a player the floor has just moved in, who does not move again before a hand.
    let (_, player) = floor
        .table(position.from)?
        .players()
        .find(|(_, player)| floor.moved_in(*player).is_none())?;
    let (seat, _) = floor
        .table(position.to)?
        .seats()
        .find(|(_, s)| *s == Seat::Open)?;
    Some(Command::CompleteMove {
        player,
        table: position.to.0,
        seat,
    })
}

/// A whole event through the app's own session: every command checked and saved in the
/// journal, the floor's instructions carried out, players eliminated at random to the winner.
fn run_journal(args: &SimulateArgs, dir: &std::path::Path) -> CliResult {
    let mut rng = ChaCha8Rng::seed_from_u64(args.seed);
    let names = field(args, &mut rng)?;
    let start = args.start.unwrap_or_else(Utc::now);
    let mut clock = 0i64;
    let mut now = || {
        clock += 1;
        start + chrono::Duration::seconds(clock)
    };
    let setup = Setup {
        name: dir.file_name().map_or("Simulated".to_string(), |n| {
            n.to_string_lossy().into_owned()
        }),
        structure: StructureSource::Shipped("home-turbo".to_string()),
        house_rules: None,
        seats_per_table: args.max_seats,
    };
    let mut session = Session::create(dir, &setup, start)?;
    session.reseed(args.seed);
    for name in &names {
        session.execute(
            &Command::Register {
                name: name.clone(),
                notes: None,
                confirmed: false,
                profile: None,
            },
            now(),
        )?;
    }
    session.execute(&Command::DrawSeats, now())?;
    session.execute(&Command::StartClock, now())?;
    let steps = 20 * names.len();
    for _ in 0..steps {
        let tournament = session.tournament();
        if tournament.players_left() <= 1 {
            break;
        }
        let command = match tournament.pending_instruction() {
            Some(pending) => {
                recorded_move(tournament, pending).unwrap_or(Command::AcceptInstruction)
            }
            None => {
                let in_play: Vec<PlayerId> = tournament.players_in().map(|e| e.id).collect();
                let player = in_play[rng.random_range(0..in_play.len())];
                Command::Eliminate {
                    busts: vec![Bust {
                        player,
                        starting_stack: None,
                        by: Vec::new(),
                    }],
                    on_hand_for_hand_announcement: false,
                }
            }
        };
        session.execute(&command, now())?;
    }
    let tournament = session.tournament();
    if tournament.players_left() > 1 {
        return Err(format!(
            "the event did not finish in {steps} steps: {} players left",
            tournament.players_left()
        )
        .into());
    }
    let standings = tournament.standings();
    let name = |player: PlayerId| tournament.entry(player).map_or("?", |e| e.name.as_str());
    let mut places: Vec<(u32, &str)> = standings
        .iter()
        .map(|s| (s.place, name(s.player)))
        .collect();
    places.sort();
    if args.json {
        let places: Vec<serde_json::Value> = places
            .iter()
            .map(|(place, name)| serde_json::json!({ "place": place, "name": name }))
            .collect();
        out!(
            "{}",
            serde_json::json!({
                "tournament": dir.display().to_string(),
                "players": names.len(),
                "seed": args.seed,
                "commands": session.commands(),
                "places": places,
            })
        );
    } else {
        out!(
            "{} players, {} commands saved in {}; winner: {}.",
            names.len(),
            session.commands(),
            dir.display(),
            places.first().map_or("nobody", |(_, name)| name)
        );
    }
    Ok(ExitCode::SUCCESS)
}
