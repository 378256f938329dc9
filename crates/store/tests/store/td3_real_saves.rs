//! Real TD3 saves, read from the folder named by `RIFFLE_TD3_SAVES` (skipped when it is not
//! set: the saves are the clubs', never copied into the project). Each save is imported alone
//! (into one folder and one database for all); each import succeeds or is refused with a
//! sentence and leaves nothing behind; for each imported event the entries, the finishing
//! order and the prize pool Riffle computes from its own journal equal what the save records,
//! and each player's prize is TD3's award;
//! and every TD3 player is one player of the club's database across all the files.

use riffle_core::floor::PlayerId;
use riffle_store::players::{Database, Location};
use riffle_store::session::View;
use riffle_store::td3::{self, Td3Error};
use riffle_text::{Lang, Say};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::PathBuf;

fn saves() -> Option<Vec<PathBuf>> {
    let folder = std::env::var_os("RIFFLE_TD3_SAVES")?;
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x.eq_ignore_ascii_case("tdt")))
        .collect();
    files.sort();
    Some(files)
}

/// The kind of a refusal, to count them.
fn kind(error: &Td3Error) -> String {
    format!("{error:?}")
        .split([' ', '{', '('])
        .next()
        .unwrap_or_default()
        .to_string()
}

#[test]
fn every_real_save_imports_with_riffles_own_results_or_is_refused_with_a_sentence() {
    let Some(files) = saves() else {
        eprintln!("RIFFLE_TD3_SAVES is not set: the real saves are not read");
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let into = tmp.path().join("events");
    let location = Location::Sqlite(tmp.path().join("players.sqlite"));
    let mut imported = 0;
    let mut refused: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut mismatches: Vec<String> = Vec::new();
    let mut uuids: HashSet<String> = HashSet::new();
    let mut notes: BTreeMap<String, usize> = BTreeMap::new();
    for file in &files {
        let before: Vec<_> = std::fs::read_dir(&into)
            .map(|d| d.filter_map(|e| e.ok().map(|e| e.file_name())).collect())
            .unwrap_or_default();
        match td3::import(std::slice::from_ref(file), &into, Some(&location)) {
            Err(error) => {
                let (en, fr) = (error.say(Lang::En), error.say(Lang::Fr));
                assert!(en.len() > 20 && fr != en, "{en}");
                assert!(
                    en.contains(&file.display().to_string())
                        || matches!(error, Td3Error::Database(_)),
                    "the refusal names the file: {en}"
                );
                let after: Vec<_> = std::fs::read_dir(&into)
                    .map(|d| d.filter_map(|e| e.ok().map(|e| e.file_name())).collect())
                    .unwrap_or_default();
                assert_eq!(before, after, "a refused save leaves nothing: {en}");
                refused.entry(kind(&error)).or_default().push(en);
            }
            Ok(done) => {
                imported += 1;
                let event = &done.events[0];
                for note in &event.notes {
                    let key = format!("{note:?}");
                    let key = key.split([' ', '{']).next().unwrap_or_default().to_string();
                    *notes.entry(key).or_default() += 1;
                }
                let save = td3::read_save(file).unwrap().save;
                for player in &event.players {
                    uuids.insert(player.uuid.clone());
                }
                let view = View::open(&event.folder).unwrap();
                let t = view.tournament();
                let name = file.file_name().unwrap().to_string_lossy().into_owned();
                if t.entries_counted() as usize != save.entries() {
                    mismatches.push(format!(
                        "{name}: {} entries in Riffle, {} in the save",
                        t.entries_counted(),
                        save.entries()
                    ));
                }
                if t.purchases().rebuys as usize != save.rebuys() {
                    mismatches.push(format!(
                        "{name}: {} rebuys in Riffle, {} in the save",
                        t.purchases().rebuys,
                        save.rebuys()
                    ));
                }
                let cashier = t.cashier().unwrap();
                let collected = (cashier.collected) as i64;
                if collected != save.prize_pool() {
                    mismatches.push(format!(
                        "{name}: pool {collected} in Riffle, {} in the save",
                        save.prize_pool()
                    ));
                }
                // Each TD3 player's place in Riffle: the place of the player's last entry,
                // 0 while still in.
                let standings = t.standings();
                let last_entry: HashMap<&str, PlayerId> = event
                    .entries
                    .iter()
                    .map(|(id, uuid)| (uuid.as_str(), *id))
                    .collect();
                let place_of = |uuid: &str| {
                    let id = last_entry[uuid];
                    standings
                        .iter()
                        .find(|s| s.player == id)
                        .map_or(0, |s| s.place)
                };
                // Each TD3 player's prize in Riffle (all the player's entries) is TD3's award
                // (a prize shared by several players split evenly), unless a chop paid.
                if !save.chops.iter().any(|c| c.awarded) {
                    let mut awarded: HashMap<&str, i64> = HashMap::new();
                    for prize in save.prizes.iter().filter(|p| p.kind == 0 && p.place > 0) {
                        let n = prize.awarded_to.len().max(1) as i64;
                        for uuid in &prize.awarded_to {
                            *awarded.entry(uuid.as_str()).or_default() += prize.amount / n;
                        }
                    }
                    for player in &event.players {
                        let riffle: i64 = (event.entries.iter())
                            .filter(|(_, uuid)| *uuid == player.uuid)
                            .filter_map(|(id, _)| standings.iter().find(|s| s.player == *id))
                            .map(|s| s.prize as i64)
                            .sum();
                        let td3 = awarded.get(player.uuid.as_str()).copied().unwrap_or(0);
                        if riffle != td3 && t.players_left() <= 1 {
                            mismatches.push(format!(
                                "{name}: {} paid {riffle} in Riffle, awarded {td3} by TD3",
                                player.name
                            ));
                        }
                    }
                }
                let order = save.finishing_order();
                let mut previous = None;
                for group in &order {
                    let places: HashSet<u32> = group.iter().map(|p| place_of(&p.uuid)).collect();
                    let place = *places.iter().next().unwrap();
                    if places.len() != 1 && place != 0 {
                        mismatches.push(format!(
                            "{name}: players out together got places {places:?}"
                        ));
                    }
                    if let Some(before) = previous
                        && place <= before
                        && place != 0
                    {
                        mismatches.push(format!(
                            "{name}: {} placed {place} after a player placed {before}",
                            group[0].name()
                        ));
                    }
                    previous = Some(place);
                }
            }
        }
    }
    // Every TD3 player is one player of the database, linked by TD3's id.
    let database = Database::open(&location).unwrap();
    let mut linked: HashMap<i64, Vec<String>> = HashMap::new();
    for uuid in &uuids {
        match database.td3_player(uuid).unwrap() {
            Some(player) => linked.entry(player).or_default().push(uuid.clone()),
            None => mismatches.push(format!("TD3 player {uuid} is not in the database")),
        }
    }
    let players = database.players().unwrap();
    let mut names: HashMap<String, usize> = HashMap::new();
    for history in &players {
        *names
            .entry(riffle_text::name_key(&history.player.name))
            .or_default() += 1;
    }
    let twice: Vec<_> = names.iter().filter(|(_, n)| **n > 1).collect();
    eprintln!(
        "TD3 real saves: {} files, {imported} imported, {} refused; {} TD3 players -> {} club players ({} in the database); not carried: {notes:?}",
        files.len(),
        files.len() - imported,
        uuids.len(),
        linked.len(),
        players.len(),
    );
    for (kind, sentences) in &refused {
        eprintln!("  refused {kind}: {}", sentences.len());
        for sentence in sentences.iter().take(3) {
            eprintln!("    {sentence}");
        }
    }
    for mismatch in &mismatches {
        eprintln!("  MISMATCH {mismatch}");
    }
    assert!(twice.is_empty(), "players twice in the database: {twice:?}");
    assert!(mismatches.is_empty(), "{} mismatches", mismatches.len());
}
