//! The structures shipped in `structures/`: every file loads with no error and no warning, and
//! together they cover the events the app promises: a home-game turbo, a standard 20-minute
//! event, a deep stack, a main-event style schedule, pot-limit, fixed-limit, a French club
//! event, and five-card draw au pot. One of them is built into the binary as the default.

use riffle_core::betting::ForcedBets;
use riffle_core::cards::Rank;
use riffle_core::clock::Clock;
use riffle_core::structure::{
    Ante, DEFAULT_STRUCTURE_RON, Entry, Game, HouseRulesPreset, PeriodKind, Structure,
    default_structure, load,
};
use std::path::{Path, PathBuf};

fn shipped() -> Vec<(PathBuf, Structure)> {
    let folder = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("structures");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            let name = path.display().to_string();
            let loaded = load(&text, &name).unwrap_or_else(|rejected| {
                let errors: Vec<String> = rejected.errors.iter().map(|e| e.to_string()).collect();
                panic!("{}", errors.join("\n"))
            });
            assert_eq!(loaded.warnings, [], "{name}");
            (path, loaded.structure)
        })
        .collect()
}

fn named<'a>(all: &'a [(PathBuf, Structure)], file: &str) -> &'a Structure {
    &all.iter()
        .find(|(path, _)| path.file_name().is_some_and(|n| n == file))
        .unwrap_or_else(|| panic!("{file} is shipped"))
        .1
}

fn level_minutes(structure: &Structure) -> Vec<u64> {
    structure
        .schedule()
        .periods
        .iter()
        .filter(|p| matches!(p.kind, PeriodKind::Level(_)))
        .map(|p| p.seconds / 60)
        .collect()
}

fn color_ups(structure: &Structure) -> usize {
    structure
        .levels
        .iter()
        .filter(|e| matches!(e, Entry::Break(b) if !b.color_up.is_empty()))
        .count()
}

#[test]
fn every_shipped_file_loads_without_errors_or_warnings() {
    let all = shipped();
    assert!(all.len() >= 7, "{} files", all.len());
    for (path, structure) in &all {
        let schedule = structure.schedule();
        assert!(schedule.level_count() >= 15, "{}", path.display());
        // A clock runs on each of them from the first level to the last.
        let mut clock = Clock::new(structure).unwrap();
        let start = chrono::DateTime::UNIX_EPOCH;
        clock.start(start).unwrap();
        let end = start + chrono::TimeDelta::seconds(schedule.total_seconds() as i64);
        assert!(clock.view(end).final_level, "{}", path.display());
    }
}

#[test]
fn the_set_covers_every_kind_of_event() {
    let all = shipped();
    let turbo = named(&all, "home-turbo.ron");
    assert!(level_minutes(turbo).iter().all(|&m| m == 10));
    assert!(turbo.rebuy.is_some() && turbo.add_on.is_some());

    let standard = named(&all, "standard-20.ron");
    assert!(level_minutes(standard).iter().all(|&m| m == 20));

    let deep = named(&all, "deep-stack.ron");
    let first = deep.schedule().level(1).unwrap().big_blind;
    assert!(deep.starting_stack / first >= 200);
    assert!(level_minutes(deep).iter().all(|&m| m >= 30));

    let main = named(&all, "main-event.ron");
    let schedule = main.schedule();
    assert!(level_minutes(main).iter().all(|&m| m >= 60));
    assert!(
        (1..=schedule.level_count())
            .all(|n| matches!(schedule.level(n).unwrap().ante, Ante::BigBlind(_)))
    );
    assert!(color_ups(main) >= 3);

    let pot_limit = named(&all, "pot-limit-omaha.ron");
    assert!(pot_limit.game.is_pot_limit());

    let limit = named(&all, "fixed-limit-holdem.ron");
    assert!(limit.game.is_fixed_limit());
    assert!(limit.schedule().level(1).unwrap().bets.is_some());

    let draw = named(&all, "poker-ferme.ron");
    assert_eq!(draw.game, Game::PotLimitFiveCardDraw);
    assert_eq!(draw.forced_bets, ForcedBets::AnteOnly);
    assert_eq!(draw.draw.as_ref().and_then(|d| d.openers), Some(Rank::Jack));

    let french = named(&all, "tournoi-du-jeudi.ron");
    assert_eq!(french.house_rules, HouseRulesPreset::SeedFr);
    let messages: Vec<&str> = french
        .levels
        .iter()
        .filter_map(|e| match e {
            Entry::Break(b) => b.message.as_ref().map(|m| m.get(riffle_text::Lang::Fr)),
            Entry::Level(_) => None,
        })
        .collect();
    assert!(
        messages
            .iter()
            .all(|m| m.starts_with("Pause") || m.starts_with("Fin"))
    );
}

#[test]
fn the_built_in_default_is_the_shipped_standard_event() {
    let all = shipped();
    let file = named(&all, "standard-20.ron");
    assert_eq!(&default_structure().unwrap(), file);
    let on_disk = std::fs::read_to_string(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("structures/standard-20.ron"),
    )
    .unwrap();
    assert_eq!(DEFAULT_STRUCTURE_RON, on_disk);
}

#[test]
fn every_file_in_the_folder_is_built_into_the_app_under_its_name() {
    let all = shipped();
    assert_eq!(all.len(), riffle_core::structure::SHIPPED.len());
    for (path, structure) in &all {
        let name = path.file_stem().unwrap().to_str().unwrap();
        let built_in = riffle_core::structure::shipped(name)
            .unwrap_or_else(|| panic!("{name} is built in"))
            .unwrap();
        assert_eq!(&built_in, structure, "{name}");
    }
    assert!(riffle_core::structure::shipped("no-such-event").is_none());
}
