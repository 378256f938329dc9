//! A league file and the tournaments it names, read from disk: the finishes of each event come
//! from its journal's standings (the same reading as the player database's, entries of one name
//! being one player's), and the table is the `league` core's.

use super::StoreError;
use super::players::{Database, DbError, Link, read_event};
use crate::pdf::{A4_PORTRAIT, Page, Text, document};
use crate::sheet::Season;
use riffle_core::league::{
    EventFinishes, Finish, League, LeagueError, Row, column_titles, shown_in, table,
};
use riffle_text::{Lang, Say};
use std::collections::HashMap;
use std::path::Path;

pub use crate::league_file::file_of_event;

/// Why a league's table could not be made.
#[derive(Debug)]
pub enum LeagueRefusal {
    /// The league file cannot be read.
    Read(StoreError),
    /// The league file is not a league.
    League(LeagueError),
    /// A tournament it names cannot be read.
    Event(DbError),
    /// No league file beside the tournament's folder names it.
    NotInALeague { folder: std::path::PathBuf },
    /// The season's sheet could not be made.
    Sheet(crate::sheet::SheetError),
    /// The season's sheet could not be written.
    Write(StoreError),
}

riffle_text::wraps!(LeagueRefusal: Read(StoreError), League(LeagueError), Event(DbError), Sheet(crate::sheet::SheetError));
riffle_text::sentence_file!(fn words = "league_files.ron");

impl Say for LeagueRefusal {
    fn say(&self, lang: Lang) -> String {
        match self {
            LeagueRefusal::Read(error) => error.say(lang),
            LeagueRefusal::League(error) => error.say(lang),
            // The journal's refusal names the folder; nothing is written, so it is said alone.
            LeagueRefusal::Event(DbError::Tournament { cause, .. }) => cause.say(lang),
            LeagueRefusal::Event(error) => error.say(lang),
            LeagueRefusal::Sheet(error) => error.say(lang),
            LeagueRefusal::Write(error) => error.say(lang),
            LeagueRefusal::NotInALeague { folder } => {
                riffle_text::fill!(words(lang), "NotInALeague", folder = folder.display())
            }
        }
    }
}
riffle_text::worded!(LeagueRefusal);

/// Reads a league file and the finishes of its tournaments, folders taken relative to the file.
/// A player still in an unfinished event has no finish there yet. With the player database,
/// each finish is the linked player's, under the database's name (so a merge counts two
/// spellings as one player); a name the database does not link stays as registered.
pub fn load(
    path: &Path,
    database: Option<&Database>,
) -> Result<(League, Vec<EventFinishes>), LeagueRefusal> {
    read_season(path, database).map(|(league, events, _)| (league, events))
}

/// [`load`], with what the season sheet adds ([`Season`]).
fn read_season(
    path: &Path,
    database: Option<&Database>,
) -> Result<(League, Vec<EventFinishes>, Season), LeagueRefusal> {
    let text = super::read_text(path)?;
    let league = League::parse(&text, &path.display().to_string())?;
    let base = path.parent().unwrap_or(Path::new("."));
    let mut events = Vec::new();
    let mut season = Season::default();
    let mut days: Vec<String> = Vec::new();
    for folder in &league.tournaments {
        let event = read_event(&base.join(folder), league.places)?;
        days.push(event.date.chars().take(10).collect());
        let mut finishes = Vec::new();
        for result in event.results {
            let Some(place) = result.place.and_then(|p| u32::try_from(p).ok()) else {
                continue;
            };
            let linked = match database {
                Some(database) => match database.link(&result.name)? {
                    Link::One(id) => {
                        Some((format!("#{id}"), database.player(&id.to_string())?.name))
                    }
                    Link::Nobody | Link::Several(_) => None,
                },
                None => None,
            };
            let registered = result.name.clone();
            let (player, name) = linked.unwrap_or((result.key, result.name));
            season
                .registered
                .entry(player.clone())
                .or_insert(registered);
            let prize = u64::try_from(result.prize).unwrap_or(0);
            if prize > 0 {
                let cashed = season.cashes.entry(player.clone()).or_default();
                cashed.0 += 1;
                cashed.1 = cashed.1.saturating_add(prize);
            }
            finishes.push(Finish {
                player,
                name,
                place,
            });
        }
        events.push(EventFinishes {
            field: u32::try_from(event.field).unwrap_or(u32::MAX),
            buy_in: u64::try_from(event.buy_in).unwrap_or(0),
            finishes,
        });
    }
    days.sort();
    season.events = events.len();
    season.first_day = days.first().cloned().unwrap_or_default();
    season.last_day = days.last().cloned().unwrap_or_default();
    Ok((league, events, season))
}

/// The league's table from its file with what its season sheet adds (see [`load`] for the
/// database's part).
pub fn season(
    path: &Path,
    database: Option<&Database>,
) -> Result<(League, Vec<Row>, Season), LeagueRefusal> {
    let (league, events, season) = read_season(path, database)?;
    let rows = table(&league, &events);
    Ok((league, rows, season))
}

/// The league's table from its file (see [`load`] for the database's part).
pub fn standings(
    path: &Path,
    database: Option<&Database>,
) -> Result<(League, Vec<Row>), LeagueRefusal> {
    let (league, events) = load(path, database)?;
    let rows = table(&league, &events);
    Ok((league, rows))
}

/// The league the tournament in `dir` belongs to ([`file_of_event`]), with its table now.
/// `None` when no file there names it, or its table cannot be made (an event it names is
/// unreadable): the players' screen then shows none.
pub fn of_event(dir: &Path) -> Option<(League, Vec<Row>)> {
    standings(&file_of_event(dir)?, None).ok()
}

/// The results sheet of the season of the league file `path`: its table, each player under
/// the club's name and country when the database links the name first registered.
pub fn season_sheet(
    path: &Path,
    database: Option<&Database>,
) -> Result<crate::sheet::SeasonSheet, LeagueRefusal> {
    let (league, table, season) = self::season(path, database)?;
    let mut known = HashMap::new();
    if let Some(database) = database {
        let aliases: Vec<String> = season.registered.values().cloned().collect();
        let found = database.names_and_countries(&aliases)?;
        known.extend(
            (aliases.into_iter().zip(found)).filter_map(|(name, found)| Some((name, found?))),
        );
    }
    Ok(crate::sheet::SeasonSheet::of(
        &league,
        &table,
        &season,
        &|name: &str| known.get(name).cloned(),
    ))
}

/// The season sheet of the league the tournament in `dir` belongs to, written to `path` as a
/// workbook: what the window writes from the Payouts tab.
pub fn write_season_sheet_of_event(
    dir: &Path,
    database: Option<&Database>,
    path: &Path,
    lang: Lang,
) -> Result<(), LeagueRefusal> {
    let file = file_of_event(dir).ok_or_else(|| LeagueRefusal::NotInALeague {
        folder: dir.to_path_buf(),
    })?;
    let sheet = season_sheet(&file, database)?;
    let bytes = sheet.xlsx(lang)?;
    super::write_file_export(path, &bytes).map_err(LeagueRefusal::Write)
}

/// Players on one printed page.
const ROWS_PER_PAGE: usize = 40;
/// Where each column starts, from the left margin, in points.
const COLUMNS: [f32; 7] = [0.0, 40.0, 270.0, 335.0, 390.0, 445.0, 490.0];
const MARGIN: f32 = 40.0;
const LINE: f32 = 16.0;

/// The league table as a PDF in `lang`: the league's name, then the table, 40 players a page,
/// the column titles on every page. What a club pins on the wall between levels.
pub fn league_pdf(league: &League, rows: &[Row], lang: Lang) -> Vec<u8> {
    let titles = column_titles(lang);
    let mut pages = Vec::new();
    let chunks: Vec<&[Row]> = if rows.is_empty() {
        vec![&[]]
    } else {
        rows.chunks(ROWS_PER_PAGE).collect()
    };
    for chunk in chunks {
        let mut page = Page {
            size: A4_PORTRAIT,
            ..Page::default()
        };
        let mut y = A4_PORTRAIT.1 - MARGIN - 18.0;
        page.texts.push(Text {
            x: MARGIN,
            y,
            size: 18.0,
            bold: true,
            text: league.name.clone(),
        });
        y -= 2.0 * LINE;
        let mut line = |cells: [String; 7], bold: bool, y: f32| {
            for (cell, x) in cells.into_iter().zip(COLUMNS) {
                page.texts.push(Text {
                    x: MARGIN + x,
                    y,
                    size: 11.0,
                    bold,
                    text: cell,
                });
            }
        };
        line(titles.map(str::to_string), true, y);
        for row in chunk {
            y -= LINE;
            let rank = if row.shared {
                format!("{}=", row.rank)
            } else {
                row.rank.to_string()
            };
            line(
                [
                    rank,
                    row.name.clone(),
                    shown_in(row.points, lang),
                    row.events.to_string(),
                    row.counted.to_string(),
                    row.wins.to_string(),
                    shown_in(row.best, lang),
                ],
                false,
                y,
            );
        }
        pages.push(page);
    }
    document(&pages)
}
