//! A tournament driven the way the session drives it (execute, then apply), without a journal,
//! so rule tests read as a TD's sequence of commands.
#![allow(dead_code)]

use chrono::{DateTime, Duration, TimeZone, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::PlayerId;
use riffle_store::session::CommandRecord;
use riffle_tournament::{Command, RuleError, Setup, StructureSource, Tournament};

/// 20:00:00 on a Saturday, plus `minutes`.
pub fn at(minutes: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 20, 0, 0).unwrap() + Duration::minutes(minutes)
}

pub struct Td {
    pub tournament: Tournament,
    pub rng: ChaCha8Rng,
    pub now: DateTime<Utc>,
    /// Every command's events, as a journal would keep them.
    pub log: Vec<CommandRecord>,
}

impl Td {
    /// A new event on a shipped structure.
    pub fn new(structure: &str, seats_per_table: u8) -> Td {
        let setup = Setup {
            name: "Saturday".into(),
            structure: StructureSource::Shipped(structure.into()),
            house_rules: None,
            seats_per_table,
        };
        Td::with_setup(&setup)
    }

    pub fn with_setup(setup: &Setup) -> Td {
        let events = Tournament::create(setup, at(0)).unwrap();
        let log = vec![CommandRecord {
            number: 1,
            at: at(0),
            events,
        }];
        let tournament = replay(&log);
        Td {
            tournament,
            rng: ChaCha8Rng::seed_from_u64(7),
            now: at(0),
            log,
        }
    }

    /// Runs a command at the current time; a refused command must change nothing.
    pub fn run(&mut self, command: Command) -> Result<(), RuleError> {
        let before = self.tournament.clone();
        match self.tournament.execute(&command, self.now, &mut self.rng) {
            Ok(events) => {
                let number = self.log.len() as u64 + 1;
                self.log.push(CommandRecord {
                    number,
                    at: self.now,
                    events: events.clone(),
                });
                if Tournament::rebuilds(&events) {
                    self.tournament = replay(&self.log);
                } else {
                    self.tournament.apply_command(number, self.now, &events);
                }
                Ok(())
            }
            Err(error) => {
                assert_eq!(
                    self.tournament, before,
                    "a refused command changed the state"
                );
                Err(error)
            }
        }
    }

    /// Runs a command that must succeed.
    pub fn ok(&mut self, command: Command) {
        if let Err(error) = self.run(command.clone()) {
            panic!("{command:?} was refused: {error}");
        }
    }

    /// Runs a command that must be refused, and returns the sentence.
    pub fn refused(&mut self, command: Command) -> String {
        match self.run(command.clone()) {
            Ok(()) => panic!("{command:?} was accepted"),
            Err(error) => error.to_string(),
        }
    }

    pub fn register(&mut self, names: &[&str]) {
        for name in names {
            self.ok(Command::Register {
                name: name.to_string(),
                notes: None,
                confirmed: false,
                profile: None,
            });
        }
    }

    pub fn id(&self, name: &str) -> PlayerId {
        self.tournament
            .entries()
            .iter()
            .rev()
            .find(|e| e.name == name)
            .map(|e| e.id)
            .unwrap_or_else(|| panic!("no player {name}"))
    }

    pub fn minutes_later(&mut self, minutes: i64) {
        self.now += Duration::minutes(minutes);
    }

    /// The journal replayed from scratch.
    pub fn replayed(&self) -> Tournament {
        replay(&self.log)
    }
}

pub fn replay(log: &[CommandRecord]) -> Tournament {
    Tournament::replay(log.iter().map(CommandRecord::stored)).unwrap()
}

pub fn bust(player: PlayerId, starting_stack: Option<u64>) -> riffle_tournament::Bust {
    riffle_tournament::Bust {
        by: Vec::new(),
        player,
        starting_stack,
    }
}
