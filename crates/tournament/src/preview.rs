//! What a command would do, asked without doing it: the windows show the place and prize of an
//! elimination before the TD confirms it, and whether a purchase is allowed, without copying
//! the tournament.

use super::{Command, Consequence, Event, RuleError, Standing, Tournament};
use chrono::{DateTime, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The outcome of a command not yet carried out.
#[derive(Clone, Debug, PartialEq)]
pub struct Preview {
    /// The events the command would produce (drawn with a fixed seed: a preview asks whether
    /// and where, never which seat a draw would give).
    pub events: Vec<Event>,
    /// The places and prizes of the players the command would put out, in the order they go.
    pub standings: Vec<Standing>,
    /// What makes it weighty: for an undo or a redo, those of the command it takes back or
    /// puts back, so the TD is asked before a table break or a final-table draw is undone.
    pub consequences: Vec<Consequence>,
}

impl Tournament {
    /// The place and prize confirming bust report `report` would give at `now`, shown to the
    /// floor and the TD before they confirm it; `None` for a floor call or a report gone.
    pub fn confirming(&self, report: u32, now: DateTime<Utc>) -> Option<Standing> {
        let confirm = Command::ConfirmBust { report };
        self.preview(&confirm, now)
            .ok()?
            .standings
            .into_iter()
            .next()
    }

    /// What `command` would do at `now`, refused with the same sentence `execute` would give.
    pub fn preview(&self, command: &Command, now: DateTime<Utc>) -> Result<Preview, RuleError> {
        let mut rng = ChaCha8Rng::seed_from_u64(0);
        let events = self.execute(command, now, &mut rng)?;
        let mut busts = self.busts.clone();
        let before = busts.len();
        busts.extend(events.iter().filter_map(|event| match event {
            Event::Busted { group, .. } => Some(group.clone()),
            _ => None,
        }));
        let standings = if busts.len() == before {
            Vec::new()
        } else {
            let out: Vec<_> = busts[before..]
                .iter()
                .flat_map(|g| g.players.iter().map(|&(player, _)| player))
                .collect();
            riffle_core::standings::standings(self.entries_counted(), &busts, &self.prizes(), None)
                .into_iter()
                .filter(|s| out.contains(&s.player))
                .collect()
        };
        let target = match command {
            Command::Undo => self.undo_target(),
            Command::Redo => self.redo_target(),
            _ => None,
        };
        let consequences = match target {
            Some(entry) => entry.consequences.clone(),
            None => self.live.consequences(&events),
        };
        Ok(Preview {
            events,
            standings,
            consequences,
        })
    }
}
