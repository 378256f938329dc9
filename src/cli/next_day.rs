//! `riffle next-day`: the day after the flights (Day 1A, 1B... into Day 2). Reads each flight's
//! journal, checks the day ended with every player still in bagged, and creates the next day's
//! tournament: the players who bagged with their chips (the house's rule for a player who
//! bagged twice), everything the flights sold in the prize pool, and the seat draw that spreads
//! the stacks over the tables.

use super::{CliResult, Refused};
use chrono::Utc;
use clap::{Args, ValueEnum};
use riffle_store::session::{Session, View};
use riffle_text::{Lang, Say, fill};
use riffle_tournament::{Bagged, Carry, Command, Flight, Setup, StructureSource};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct NextDayArgs {
    /// The flights' tournament folders, in the order they were played.
    #[arg(required = true, value_name = "FLIGHT")]
    flights: Vec<PathBuf>,
    /// The new day's tournament folder (created).
    #[arg(long, value_name = "PATH")]
    into: PathBuf,
    /// The new day's name.
    #[arg(long, default_value = "Day 2")]
    name: String,
    /// Which stack carries for a player who bagged in two flights.
    #[arg(long, value_enum, default_value = "best")]
    keep: Keep,
    /// Language of the messages.
    #[arg(long, value_enum, default_value = "en")]
    lang: super::rules::Language,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Keep {
    /// The biggest stack.
    Best,
    /// The stack of the last flight played.
    Latest,
}

/// Why a flight cannot be carried yet.
#[derive(Debug)]
enum NotReady {
    DayNotEnded { flight: String },
    NotBagged { flight: String, name: String },
}

impl Say for NotReady {
    fn say(&self, lang: Lang) -> String {
        match self {
            NotReady::DayNotEnded { flight } => fill!(super::words(lang), "DayNotEnded", flight),
            NotReady::NotBagged { flight, name } => {
                fill!(super::words(lang), "NotBagged", flight, name)
            }
        }
    }
}

pub fn run(args: &NextDayArgs) -> CliResult {
    let lang = args.lang.lang();
    let refused = |error: &dyn Say| Refused::new(lang, error);
    let mut flights = Vec::with_capacity(args.flights.len());
    let mut first = None;
    for folder in &args.flights {
        let view = View::open(folder).map_err(|e| refused(&e))?;
        let tournament = view.tournament();
        let flight = tournament.name().to_string();
        if !tournament.day_ended() {
            return Err(refused(&NotReady::DayNotEnded { flight }).into());
        }
        let mut bagged = Vec::new();
        for entry in tournament.players_in() {
            let Some(bag) = &entry.bag else {
                let name = entry.name.clone();
                return Err(refused(&NotReady::NotBagged { flight, name }).into());
            };
            bagged.push(Bagged {
                name: entry.name.clone(),
                chips: entry.chips,
                bag: Some(bag.clone()),
            });
        }
        if first.is_none() {
            first = Some((
                tournament.structure().clone(),
                tournament.house_rules().preset.clone(),
                tournament.floor().settings().max_seats,
            ));
        }
        flights.push(Flight {
            name: flight,
            purchases: tournament.purchases().clone(),
            bagged,
        });
    }
    let Some((structure, preset, seats)) = first else {
        return Ok(ExitCode::FAILURE);
    };
    let setup = Setup {
        name: args.name.clone(),
        structure: StructureSource::Inline(Box::new(structure)),
        house_rules: Some(preset),
        seats_per_table: seats,
    };
    let now = Utc::now();
    let mut session = Session::create(&args.into, &setup, now).map_err(|e| refused(&e))?;
    let keep = match args.keep {
        Keep::Best => Carry::Best,
        Keep::Latest => Carry::Latest,
    };
    for command in [Command::CarryFlights { flights, keep }, Command::DrawSeats] {
        session.execute(&command, now).map_err(|e| refused(&e))?;
    }
    super::write_out(format_args!(
        "{}",
        super::script::state_text(session.tournament(), session.commands(), now)
    ));
    Ok(ExitCode::SUCCESS)
}
