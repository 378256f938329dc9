//! The league's standings on the room's TVs between levels, as the app's players' screen shows
//! them: read from the league file beside the tournament's folder once a break, not once a
//! request, since a hundred phones may ask for the state when the break starts.

use riffle_core::structure::PeriodRef;
use riffle_tournament::DisplayState;
use serde::Serialize;
use std::path::PathBuf;
use std::sync::{Mutex, PoisonError};

/// The most standings a TV pages through: the league's leaders, not its whole roll.
const ROWS_SHOWN: usize = 40;

/// The league this event counts for, as a TV shows it during a break.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PublicLeague {
    pub name: String,
    /// Best first.
    pub rows: Vec<PublicStanding>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PublicStanding {
    pub rank: u32,
    /// Level with another player after every tie-break (shown "3=").
    pub shared: bool,
    pub name: String,
    /// The points that count, in hundredths, worded by the page in the reader's language.
    pub points: u64,
}

/// The standings read for the break on the clock.
pub struct LeagueBoard {
    dir: PathBuf,
    read: Mutex<Option<(PeriodRef, Option<PublicLeague>)>>,
}

impl LeagueBoard {
    /// The board of the tournament in `dir`.
    pub fn of(dir: PathBuf) -> LeagueBoard {
        LeagueBoard {
            dir,
            read: Mutex::new(None),
        }
    }

    /// The league's standings while the clock is on a break of an event a league file beside
    /// it names; nothing during a level or for an event in no league.
    pub fn during(&self, display: &DisplayState) -> Option<PublicLeague> {
        let period = display.clock.period;
        let mut read = self.read.lock().unwrap_or_else(PoisonError::into_inner);
        if !matches!(period, PeriodRef::Break { .. }) {
            *read = None;
            return None;
        }
        if let Some((read_for, league)) = read.as_ref()
            && *read_for == period
        {
            return league.clone();
        }
        let league = riffle_store::league::of_event(&self.dir).map(|(league, rows)| PublicLeague {
            name: league.name,
            rows: rows
                .into_iter()
                .take(ROWS_SHOWN)
                .map(|row| PublicStanding {
                    rank: row.rank,
                    shared: row.shared,
                    name: row.name,
                    points: row.points,
                })
                .collect(),
        });
        *read = Some((period, league.clone()));
        league
    }
}
