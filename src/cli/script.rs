//! `riffle script`: runs a list of commands on a tournament, the same commands the app's
//! buttons send, and prints the state. Each command is reported on stderr (`applied N`) once it
//! is durable, so whoever runs the script knows what survives a crash.

use super::CliResult;
use chrono::{DateTime, Utc};
use clap::Args;
use riffle_core::structure::load;
use riffle_store as store;
use riffle_store::players::{DATABASE_URL_VAR, Database, DbError, Link, Location};
use riffle_store::session::Session;
use riffle_text::Lang;
use riffle_tournament::{Command, Setup, StructureSource, Tournament, parse_script};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct ScriptArgs {
    /// The script: a RON list of commands; `[]` just opens the tournament and prints it.
    #[arg(value_name = "SCRIPT.ron")]
    script: PathBuf,
    /// The tournament folder; created if it does not exist.
    #[arg(long, value_name = "PATH")]
    tournament: PathBuf,
    /// Print the state as one JSON object.
    #[arg(long)]
    json: bool,
    /// Run every command at this instant (RFC 3339, e.g. 2026-11-21T20:00:00Z) instead of the
    /// computer's clock, for reproducible scripts.
    #[arg(long, value_name = "TIME")]
    now: Option<DateTime<Utc>>,
    /// Draw seats and buttons from this seed instead of fresh randomness, for reproducible
    /// scripts (each draw's seed is kept in the journal either way).
    #[arg(long, value_name = "SEED")]
    seed: Option<u64>,
    /// After the script, fill this event into the club's player database (a file,
    /// `sqlite://FILE` or `postgres://...`; by default `RIFFLE_DATABASE_URL` when set), linking
    /// each registered name to the one player who has it.
    #[arg(long, value_name = "URL")]
    database: Option<String>,
    /// Commands made durable with one sync, from 1 to 10,000: each is reported applied only
    /// once synced, so a disk that takes milliseconds a sync still runs 100,000 registrations
    /// in seconds; 1 syncs and reports each command on its own.
    #[arg(long, value_name = "N", default_value_t = 256,
          value_parser = clap::value_parser!(u16).range(1..=10_000))]
    synced_together: u16,
}

pub fn run(args: &ScriptArgs) -> CliResult {
    let name = args.script.display().to_string();
    let text = store::read_text(&args.script)?;
    let mut commands = parse_script(&text, &name)?;
    let base = args.script.parent().unwrap_or(Path::new("."));
    for command in &mut commands {
        read_structure_file(command, base)?;
    }
    let now = || args.now.unwrap_or_else(Utc::now);

    let mut commands = commands.into_iter().enumerate().peekable();
    let mut session = if store::journal::Journal::exists(&args.tournament) {
        Session::open(&args.tournament)?
    } else {
        let setup = match commands.peek() {
            Some((_, Command::Create(setup))) => setup.clone(),
            _ => Setup {
                name: folder_name(&args.tournament),
                structure: StructureSource::BuiltIn,
                house_rules: None,
                seats_per_table: 9,
            },
        };
        let session = Session::create(&args.tournament, &setup, now())?;
        if let Some((i, Command::Create(_))) = commands.peek() {
            report_applied(i + 1);
            commands.next();
        }
        session
    };
    if let Some(seed) = args.seed {
        session.reseed(seed);
    }
    for notice in session.notices() {
        eprintln!("notice: {notice}");
    }
    while commands.peek().is_some() {
        let batch: Vec<(usize, Command)> = commands
            .by_ref()
            .take(usize::from(args.synced_together))
            .collect();
        let mut applied = Vec::with_capacity(batch.len());
        let mut refused = None;
        let synced = session.in_one_sync(|session| {
            for (i, command) in &batch {
                match execute_noting_namesakes(session, command, now(), i + 1, &name) {
                    Ok(_) => applied.push(i + 1),
                    Err(error) => {
                        refused = Some((i + 1, error));
                        break;
                    }
                }
            }
        });
        if let Err(error) = synced {
            let first = batch.first().map_or(0, |(i, _)| i + 1);
            eprintln!("error: command {first} of {name}: {error}");
            return Ok(ExitCode::FAILURE);
        }
        applied.into_iter().for_each(report_applied);
        if let Some((n, error)) = refused {
            eprintln!("error: command {n} of {name}: {error}");
            return Ok(ExitCode::FAILURE);
        }
    }
    record_in_database(args, session.tournament())?;
    let at = now();
    if args.json {
        out!("{}", state_json(&session, at));
    } else {
        super::write_out(format_args!(
            "{}",
            state_text(session.tournament(), session.commands(), at)
        ));
    }
    Ok(ExitCode::SUCCESS)
}

/// Executes a script's command. A script registers a name already in the event as written,
/// saying so on stderr, since nobody is there to be asked.
fn execute_noting_namesakes(
    session: &mut Session,
    command: &Command,
    at: DateTime<Utc>,
    number: usize,
    script: &str,
) -> Result<u64, store::session::SessionError> {
    use riffle_tournament::RuleError;
    use store::session::SessionError;
    match (session.execute(command, at), command) {
        (
            Err(SessionError::Rule(RuleError::Namesake(namesake))),
            Command::Register {
                name,
                notes,
                profile,
                ..
            },
        ) => {
            eprintln!("notice: command {number} of {script}: {namesake}");
            let confirmed = Command::Register {
                name: name.clone(),
                notes: notes.clone(),
                confirmed: true,
                profile: profile.clone(),
            };
            session.execute(&confirmed, at)
        }
        (other, _) => other,
    }
}

/// Fills the event into the player database, when one is named, and says on stderr whom each
/// registered name links to (`linked Ann -> #3`), or which namesakes keep it unlinked.
fn record_in_database(args: &ScriptArgs, tournament: &Tournament) -> Result<(), DbError> {
    let typed = match &args.database {
        Some(typed) => typed.clone(),
        None => match std::env::var(DATABASE_URL_VAR) {
            Ok(url) if !url.trim().is_empty() => url,
            _ => return Ok(()),
        },
    };
    let database = Database::open(&Location::parse(&typed)?)?;
    database.record(&args.tournament)?;
    let mut seen = std::collections::BTreeSet::new();
    let mut names: Vec<&str> = tournament
        .entries()
        .iter()
        .map(|e| e.name.as_str())
        .collect();
    names.retain(|name| seen.insert(riffle_text::name_key(name)));
    for name in names {
        match database.link(name)? {
            Link::One(id) => eprintln!("linked {name} -> #{id}"),
            Link::Several(ids) => {
                let ids: Vec<String> = ids.iter().map(|id| format!("#{id}")).collect();
                eprintln!(
                    "not linked {name}: players {} have this name",
                    ids.join(", ")
                );
            }
            Link::Nobody => eprintln!("not linked {name}"),
        }
    }
    Ok(())
}

/// Tells whoever runs the script that command `n` is durable: one write, so a crash cannot cut
/// the line in two.
fn report_applied(n: usize) {
    use std::io::Write;
    let _ = std::io::stderr().write_all(format!("applied {n}\n").as_bytes());
}

/// A `Create` naming a structure file gets the file's structure, read and checked here.
fn read_structure_file(
    command: &mut Command,
    base: &Path,
) -> Result<(), Box<dyn std::error::Error>> {
    if let Command::Create(setup) = command
        && let StructureSource::File(file) = &setup.structure
    {
        let path = base.join(file);
        let text = store::read_text(&path)?;
        let loaded = load(&text, &path.display().to_string()).map_err(|rejected| {
            rejected
                .errors
                .iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        })?;
        setup.structure = StructureSource::Inline(Box::new(loaded.structure));
    }
    Ok(())
}

fn folder_name(path: &Path) -> String {
    path.file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_else(|| "Tournament".to_string())
}

/// The state after the script, for programs.
pub fn state_json(session: &Session, now: DateTime<Utc>) -> Value {
    let t = session.tournament();
    // Each entry's place by its id: a 20,000-entry event is not read once per entry.
    let mut standings = std::collections::HashMap::new();
    for standing in t.standings() {
        standings.entry(standing.player).or_insert(standing);
    }
    let players: Vec<Value> = t
        .entries()
        .iter()
        .map(|e| {
            let seat = t.floor().seat_of(e.id);
            let standing = standings.get(&e.id);
            json!({
                "id": e.id.0,
                "name": e.name,
                "chips": e.chips,
                "in_play": e.in_play(),
                "withdrawn": e.withdrawn,
                "table": seat.map(|s| s.table.0),
                "seat": seat.map(|s| s.seat),
                "rebuys": e.rebuys,
                "add_ons": e.add_ons,
                "place": standing.map(|s| s.place),
                "shared_place": standing.map(|s| s.shared),
                "prize": standing.map(|s| s.prize),
            })
        })
        .collect();
    let moment = t.moment(now);
    let tables: Vec<Value> = t
        .floor()
        .tables()
        .map(|table| {
            let next = t.floor().next_hand(table.number()).ok();
            let button = t.floor().button_status(table.number(), &moment);
            json!({
                "table": table.number().0,
                "seats": table.seat_count(),
                "players": table.players().map(|(seat, p)| json!({"seat": seat, "player": p.0})).collect::<Vec<_>>(),
                "halted": t.floor().is_halted(table.number()),
                "button_source": button.code(),
                "button_known": button.is_known(),
                "button_age_minutes": button.minutes(),
                "next_hand": next.map(|h| json!({
                    "button": h.button,
                    "dead_button": h.dead_button(),
                    "small_blind": h.small_blind.map(|_| h.small_blind_seat),
                    "big_blind": h.big_blind,
                    "heads_up": h.heads_up,
                })),
            })
        })
        .collect();
    let display = t.display(now);
    json!({
        "name": t.name(),
        "commands_applied": session.commands(),
        "events": session.events(),
        "players_left": display.players_left,
        "entries": display.entries,
        "players": players,
        "tables": tables,
        "clock": display.clock,
        "level": display.level,
        "average_stack": display.average_stack,
        "prize_pool": display.prize_pool,
        "payouts": display.payouts,
        "pending_instruction": t.pending_instruction().map(|i| json!({
            "kind": i.kind,
            "text": t.worded(i, Lang::En),
            "moves": i.moves,
            "basis": i.basis.as_ref().map(|b| b.code()),
            "position": match &i.basis {
                Some(riffle_core::floor::Basis::Position(p)) => json!({
                    "from": p.from.0,
                    "to": p.to.0,
                    "player": p.player.map(|(player, _)| player.0),
                    "seat": p.seat,
                }),
                _ => Value::Null,
            },
        })),
        "announcement": display.announcement,
        "notices": session.notices().iter().map(ToString::to_string).collect::<Vec<_>>(),
    })
}

/// The state after the script, for people, in English (the floor's instruction included), like
/// the JSON for programs.
pub(super) fn state_text(t: &Tournament, commands: u64, now: DateTime<Utc>) -> String {
    use std::fmt::Write;
    let d = t.display(now);
    let mut out = String::new();
    let _ = writeln!(out, "{} ({} commands)", t.name(), commands);
    let clock = &d.clock;
    let left = clock.time_left_ms.div_euclid(1000);
    let _ = writeln!(
        out,
        "Clock: {:?}, {}, {}:{:02} left",
        clock.state,
        clock.period,
        left / 60,
        left % 60
    );
    if let Some(level) = &d.level {
        let ante = match level.ante {
            riffle_core::betting::Ante::None => String::new(),
            riffle_core::betting::Ante::Classic(n) => format!(", ante {n}"),
            riffle_core::betting::Ante::BigBlind(n) => format!(", big-blind ante {n}"),
        };
        let _ = writeln!(
            out,
            "Blinds: {}/{}{ante}",
            level.small_blind, level.big_blind
        );
    }
    let _ = writeln!(
        out,
        "Players: {} left of {} entries; average stack {}; prize pool {}",
        d.players_left, d.entries, d.average_stack, d.prize_pool
    );
    for table in t.floor().tables() {
        let seats: Vec<String> = table
            .players()
            .map(|(seat, p)| {
                let name = t.entry(p).map_or("?", |e| e.name.as_str());
                format!("{seat}:{name}")
            })
            .collect();
        let _ = writeln!(out, "Table {}: {}", table.number().0, seats.join(", "));
    }
    for standing in t.standings() {
        let name = t.entry(standing.player).map_or("?", |e| e.name.as_str());
        let _ = writeln!(
            out,
            "Place {}{}: {name}, prize {}",
            standing.place,
            if standing.shared { " (shared)" } else { "" },
            standing.prize
        );
    }
    if let Some(instruction) = t.pending_instruction() {
        let _ = writeln!(out, "Floor: {}", t.worded(instruction, Lang::En));
    }
    out
}
