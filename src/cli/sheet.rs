//! `riffle export sheet`: the results sheet an organiser sends, with the names and countries the
//! club's database has.

use super::{CliResult, Refused};
use riffle_store as store;
use riffle_store::players::{Database, Location};
use riffle_store::sheet::Sheet;
use riffle_text::Lang;
use riffle_tournament::Tournament;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The folder the tournament folder `folder` is in, where the club's database usually is.
fn beside(folder: &Path) -> PathBuf {
    folder
        .canonicalize()
        .ok()
        .and_then(|f| f.parent().map(Path::to_path_buf))
        .unwrap_or_else(|| Path::new(".").to_path_buf())
}

/// The database to read names from: the one named, else the club's usual one in
/// `tournaments` when it exists (an export never creates a database).
fn database(typed: Option<&str>, tournaments: &Path) -> Result<Option<Database>, Refused> {
    let location = match typed {
        Some(typed) => Location::parse(typed),
        None => Location::from_env_or(tournaments),
    };
    let location = location.map_err(|e| Refused::new(Lang::En, &e))?;
    if typed.is_none() && matches!(&location, Location::Sqlite(path) if !path.exists()) {
        return Ok(None);
    }
    Database::open(&location)
        .map(Some)
        .map_err(|e| Refused::new(Lang::En, &e))
}

pub fn write(
    output: Option<&Path>,
    typed: Option<&str>,
    folder: &Path,
    tournament: &Tournament,
    lang: Lang,
) -> CliResult {
    let refused = |e: &dyn riffle_text::Say| Refused::new(lang, e);
    let names: Vec<String> = tournament
        .entries()
        .iter()
        .map(|e| e.name.clone())
        .collect();
    let known: HashMap<String, store::players::NameAndCountry> =
        match database(typed, &beside(folder))? {
            Some(database) => names
                .iter()
                .cloned()
                .zip(
                    database
                        .names_and_countries(&names)
                        .map_err(|e| refused(&e))?,
                )
                .filter_map(|(name, found)| found.map(|f| (name, f)))
                .collect(),
            None => HashMap::new(),
        };
    let of = store::league_file::places_of_event(folder);
    let sheet = Sheet::of(tournament, of, &|name: &str| known.get(name).cloned());
    write_sheet(output, || sheet.csv(lang), || sheet.xlsx(lang), lang)
}

/// The results sheet of a league's season, from its league file: the table with the players
/// the club's database links (the database beside the league file's tournaments, as
/// `riffle league standings --database` counts them) and their names and countries.
pub fn write_season(
    output: Option<&Path>,
    typed: Option<&str>,
    league: &Path,
    lang: Lang,
) -> CliResult {
    let refused = |e: &dyn riffle_text::Say| Refused::new(lang, e);
    let database = database(typed, &beside(league))?;
    let sheet = store::league::season_sheet(league, database.as_ref()).map_err(|e| refused(&e))?;
    write_sheet(output, || sheet.csv(lang), || sheet.xlsx(lang), lang)
}

/// Writes a sheet as a workbook when the file's name ends in `.xlsx`, else as CSV.
fn write_sheet(
    output: Option<&Path>,
    csv: impl FnOnce() -> String,
    xlsx: impl FnOnce() -> Result<Vec<u8>, riffle_store::sheet::SheetError>,
    lang: Lang,
) -> CliResult {
    let refused = |e: &dyn riffle_text::Say| Refused::new(lang, e);
    match output {
        Some(path)
            if path
                .extension()
                .is_some_and(|x| x.eq_ignore_ascii_case("xlsx")) =>
        {
            let bytes = xlsx().map_err(|e| refused(&e))?;
            store::write_file_export(path, &bytes).map_err(|e| refused(&e))?;
        }
        _ => store::write_output(output, &csv()).map_err(|e| refused(&e))?,
    }
    Ok(ExitCode::SUCCESS)
}
