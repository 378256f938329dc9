//! The structure file format: what an organiser writes, the defaults for what they leave out,
//! the schedule it resolves to, and that no input whatever makes the loader panic.

use proptest::prelude::*;
use riffle_core::house::ClockExpiry;
use riffle_core::structure::{
    Ante, CurveShape, Entry, Game, HouseRulesPreset, LimitBets, PayoutRule, PeriodKind, Structure,
    load,
};
use std::path::Path;

const MINIMAL: &str = r#"(
    name: "Minimal",
    starting_stack: 10000,
    chips: [(value: 25), (value: 100)],
    level_minutes: 15,
    levels: [
        Level(small_blind: 25, big_blind: 50),
        Level(small_blind: 50, big_blind: 100, minutes: 20),
    ],
    buy_in: 10,
)"#;

fn readme_example() -> String {
    let readme = std::fs::read_to_string(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("structures/README.md"),
    )
    .unwrap();
    let start = readme.find("```ron\n").unwrap() + "```ron\n".len();
    let end = start + readme[start..].find("```").unwrap();
    readme[start..end].to_string()
}

#[test]
fn what_is_left_out_takes_the_documented_default() {
    let structure = load(MINIMAL, "minimal.ron").unwrap().structure;
    assert_eq!(structure.game, Game::NoLimitHoldem);
    assert_eq!(structure.fee, 0);
    assert_eq!(structure.guarantee, None);
    assert_eq!(structure.late_registration_until_level, None);
    assert_eq!(structure.house_rules, HouseRulesPreset::Tda2024);
    assert!(matches!(
        structure.payouts,
        PayoutRule::Curve(curve) if curve.shape == CurveShape::Standard && curve.paid_percent.is_none()
    ));
    assert_eq!(structure.hand_for_hand_minutes(), 2);
    let Entry::Level(first) = &structure.levels[0] else {
        panic!("a level");
    };
    assert_eq!(first.ante, Ante::None);
    let schedule = structure.schedule();
    assert_eq!(schedule.periods[0].seconds, 15 * 60);
    assert_eq!(schedule.periods[1].seconds, 20 * 60);
    assert_eq!(schedule.total_seconds(), 35 * 60);
    // The call-the-clock times come from the preset.
    let rules = structure.house_rules();
    assert_eq!(rules.time.call_the_clock.seconds, 60);
    assert_eq!(rules.time.call_the_clock.countdown_seconds, 10);
}

#[test]
fn the_annotated_example_of_the_documentation_loads_as_described() {
    let loaded = load(&readme_example(), "README example").unwrap();
    assert_eq!(loaded.warnings, []);
    let structure = loaded.structure;
    assert_eq!(structure.name, "Saturday Deep Stack");
    let schedule = structure.schedule();
    // Four 30-minute levels, a 15-minute break, then a 40-minute level.
    let starts: Vec<u64> = schedule
        .periods
        .iter()
        .map(|p| p.start_seconds / 60)
        .collect();
    assert_eq!(starts, [0, 30, 60, 90, 120, 135, 175, 205]);
    let PeriodKind::Break(brk) = &schedule.periods[4].kind else {
        panic!("a break");
    };
    assert_eq!(brk.after_level, 4);
    assert_eq!(brk.chips_in_play, [500, 1000, 5000, 25000]);
    // Level 6 is a fixed-limit level in a no-limit event, with its own bets.
    let level_6 = schedule.level(6).unwrap();
    assert!(level_6.game.is_fixed_limit());
    assert_eq!(
        level_6.bets,
        Some(LimitBets {
            small_bet: 1000,
            big_bet: 2000
        })
    );
    assert_eq!(schedule.level(5).unwrap().bets, None);
    assert_eq!(schedule.level(3).unwrap().ante, Ante::Classic(100));
    // Registration closes when level 7 starts, 3 h 25 in.
    assert_eq!(schedule.late_registration_closes_at(), Some(205 * 60));
    // The clock options override the preset's and keep the rest of it.
    let rules = structure.house_rules();
    assert_eq!(rules.time.call_the_clock.seconds, 30);
    assert_eq!(
        rules.time.call_the_clock.expiry_without_bet,
        ClockExpiry::Check
    );
    // Re-entries default to the late-registration level, the buy-in and the starting stack.
    assert_eq!(structure.re_entry_until_level(), Some(6));
    let re_entry = structure.re_entry_purchase().unwrap();
    assert_eq!(
        (re_entry.price, re_entry.fee, re_entry.stack),
        (100, 10, 30000)
    );
}

#[test]
fn fixed_limit_bets_default_to_one_and_two_big_blinds() {
    let text = MINIMAL.replace(
        "name: \"Minimal\",",
        "name: \"Limit\", game: FixedLimitHoldem,",
    );
    let schedule = load(&text, "limit.ron").unwrap().structure.schedule();
    assert_eq!(
        schedule.level(2).unwrap().bets,
        Some(LimitBets {
            small_bet: 100,
            big_bet: 200
        })
    );
}

#[test]
fn optional_values_may_be_written_with_or_without_some() {
    let plain = MINIMAL.replace("buy_in: 10,", "buy_in: 10, guarantee: 500,");
    let wrapped = MINIMAL.replace("buy_in: 10,", "buy_in: 10, guarantee: Some(500),");
    let a = load(&plain, "a.ron").unwrap().structure;
    let b = load(&wrapped, "b.ron").unwrap().structure;
    assert_eq!(a, b);
    assert_eq!(a.guarantee, Some(500));
}

#[test]
fn the_french_preset_keeps_its_dead_hand_and_takes_the_overridden_seconds() {
    let text = MINIMAL.replace(
        "buy_in: 10,",
        "buy_in: 10, house_rules: SeedFr, clock: (call_the_clock_seconds: 45),",
    );
    let rules = load(&text, "fr.ron").unwrap().structure.house_rules();
    assert_eq!(rules.time.call_the_clock.seconds, 45);
    assert_eq!(rules.time.call_the_clock.countdown_seconds, 10);
    assert_eq!(
        rules.time.call_the_clock.expiry_without_bet,
        ClockExpiry::DeadHand
    );
}

#[test]
fn a_structure_written_back_reads_the_same() {
    let structure = load(&readme_example(), "example.ron").unwrap().structure;
    let options = ron::Options::default().with_default_extension(
        ron::extensions::Extensions::IMPLICIT_SOME
            | ron::extensions::Extensions::UNWRAP_VARIANT_NEWTYPES,
    );
    let text = options
        .to_string_pretty(&structure, ron::ser::PrettyConfig::new())
        .unwrap();
    assert_eq!(load(&text, "written.ron").unwrap().structure, structure);
    // As the journal stores it.
    let json = serde_json::to_string(&structure).unwrap();
    assert_eq!(serde_json::from_str::<Structure>(&json).unwrap(), structure);
}

#[test]
fn positions_count_characters_not_bytes() {
    // "é" is two bytes; the error column counts it as one character, as editors do.
    let text = MINIMAL.replace(
        "Level(small_blind: 50, big_blind: 100, minutes: 20),",
        "Level(small_blind: 50, big_blind: 100, minutes: 20), /* été */ Level(small_blind: 50, big_blind: 40),",
    );
    let rejected = load(&text, "accents.ron").unwrap_err();
    let error = &rejected.errors[0];
    let line = text.lines().nth(error.location.unwrap().line - 1).unwrap();
    let column = error.location.unwrap().column;
    let rest: String = line.chars().skip(column - 1).collect();
    assert!(
        rest.starts_with("small_blind: 50, big_blind: 40"),
        "{error}: {rest}"
    );
}

#[test]
fn a_refusal_reads_as_one_sentence() {
    let rejected = load("(name: 3)", "bad.ron").unwrap_err();
    let text = rejected.to_string();
    assert!(
        text.starts_with("bad.ron was refused: bad.ron:1:8: error: "),
        "{text}"
    );
}

#[test]
fn deeply_nested_or_huge_input_is_refused_not_overflowed() {
    for text in [
        "(".repeat(100_000),
        "[".repeat(100_000),
        format!("(name: \"{}\")", "x".repeat(1_000_000)),
        MINIMAL.replace(
            "starting_stack: 10000",
            "starting_stack: 99999999999999999999999",
        ),
        MINIMAL.replace("level_minutes: 15", "level_minutes: 4294967295"),
    ] {
        assert!(load(&text, "huge.ron").is_err());
    }
}

fn shipped_text() -> String {
    std::fs::read_to_string(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).join("structures/standard-20.ron"),
    )
    .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn no_text_makes_the_loader_panic(text in ".{0,300}") {
        let _ = load(&text, "random.ron");
    }

    #[test]
    fn no_edit_of_a_real_file_makes_the_loader_panic(
        edits in prop::collection::vec((0usize..4000, 0u8..3, prop::char::any()), 1..4)
    ) {
        let mut chars: Vec<char> = shipped_text().chars().collect();
        for (at, kind, c) in edits {
            let at = at % (chars.len() + 1);
            match kind {
                0 if at < chars.len() => { chars.remove(at); }
                1 => chars.insert(at, c),
                _ if at < chars.len() => chars[at] = c,
                _ => {}
            }
        }
        let text: String = chars.into_iter().collect();
        match load(&text, "edited.ron") {
            Ok(_) => {}
            Err(rejected) => {
                prop_assert!(!rejected.errors.is_empty());
                for error in &rejected.errors {
                    prop_assert!(!error.problem.to_string().is_empty());
                }
            }
        }
    }
}
