//! The league file that names a tournament, found beside its folder: what the tournament's
//! results take from the league (which entry's place a re-entered player has) without reading
//! the league's table.

use riffle_core::league::{League, PlaceOf};
use std::path::Path;

/// The league file of the tournament in `dir`: a league file (`.ron`) in the folder that
/// holds the tournament's, naming it (the first by name when several do). A league's
/// tournaments sit beside its file, so the window finds it with no setting.
pub fn file_of_event(dir: &Path) -> Option<std::path::PathBuf> {
    let base = dir.parent()?;
    let name = dir.file_name()?;
    let mut files: Vec<_> = std::fs::read_dir(base)
        .ok()?
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron") && path.is_file())
        .collect();
    files.sort();
    files.into_iter().find(|path| {
        let Ok(text) = crate::read_text(path) else {
            return false;
        };
        let Ok(league) = League::parse(&text, &path.display().to_string()) else {
            return false;
        };
        let same = |folder: &String| {
            let named = base.join(folder);
            named == dir
                || (named.file_name() == Some(name)
                    && matches!((named.canonicalize(), dir.canonicalize()), (Ok(a), Ok(b)) if a == b))
        };
        league.tournaments.iter().any(same)
    })
}

/// Which entry's place a re-entered player has in the tournament in `dir`: as its league file
/// says, the best entry's when no league names it.
pub fn places_of_event(dir: &Path) -> PlaceOf {
    file_of_event(dir)
        .and_then(|path| {
            let text = crate::read_text(&path).ok()?;
            League::parse(&text, &path.display().to_string()).ok()
        })
        .map_or(PlaceOf::Best, |league| league.places)
}
