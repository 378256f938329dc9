//! A league file and the tournaments it names, read from disk: the finishes of each event come
//! from its journal's standings (the same reading as the player database's, entries of one name
//! being one player's), and the table is the `league` core's.

use super::StoreError;
use super::players::{DbError, read_event};
use crate::league::{EventFinishes, Finish, League, LeagueError, Row, table};
use crate::text::{Lang, Say};
use std::path::Path;

/// Why a league's table could not be made.
#[derive(Debug)]
pub enum LeagueRefusal {
    /// The league file cannot be read.
    Read(StoreError),
    /// The league file is not a league.
    League(LeagueError),
    /// A tournament it names cannot be read.
    Event(DbError),
}

crate::wraps!(LeagueRefusal: Read(StoreError), League(LeagueError), Event(DbError));

impl Say for LeagueRefusal {
    fn say(&self, lang: Lang) -> String {
        match self {
            LeagueRefusal::Read(error) => error.say(lang),
            LeagueRefusal::League(error) => error.say(lang),
            // The journal's refusal names the folder; nothing is written, so it is said alone.
            LeagueRefusal::Event(DbError::Tournament { cause, .. }) => cause.say(lang),
            LeagueRefusal::Event(error) => error.say(lang),
        }
    }
}
crate::worded!(LeagueRefusal);

/// Reads a league file and the finishes of its tournaments, folders taken relative to the file.
/// A player still in an unfinished event has no finish there yet.
pub fn load(path: &Path) -> Result<(League, Vec<EventFinishes>), LeagueRefusal> {
    let text = super::read_text(path)?;
    let league = League::parse(&text, &path.display().to_string())?;
    let base = path.parent().unwrap_or(Path::new("."));
    let mut events = Vec::new();
    for folder in &league.tournaments {
        let event = read_event(&base.join(folder))?;
        events.push(EventFinishes {
            field: u32::try_from(event.field).unwrap_or(u32::MAX),
            buy_in: u64::try_from(event.buy_in).unwrap_or(0),
            finishes: event
                .results
                .into_iter()
                .filter_map(|result| {
                    Some(Finish {
                        place: u32::try_from(result.place?).ok()?,
                        player: result.key,
                        name: result.name,
                    })
                })
                .collect(),
        });
    }
    Ok((league, events))
}

/// The league's table from its file.
pub fn standings(path: &Path) -> Result<(League, Vec<Row>), LeagueRefusal> {
    let (league, events) = load(path)?;
    let rows = table(&league, &events);
    Ok((league, rows))
}
