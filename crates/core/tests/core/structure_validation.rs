//! Every validation rule, one broken file each (`tests/fixtures/structures/`): the file is
//! refused, whole, with a sentence placed at the line and column of the offending value and,
//! when it concerns one, the level or break.

use riffle_core::structure::{Location, PeriodRef, Problem, Severity, load};
use riffle_text::Say;
use std::path::Path;

fn fixture(name: &str) -> String {
    let path = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .join("tests/fixtures/structures")
        .join(format!("{name}.ron"));
    std::fs::read_to_string(path).unwrap()
}

/// Loads a broken fixture and returns its only error.
fn only_error(name: &str) -> riffle_core::structure::Diagnostic {
    let rejected = load(&fixture(name), &format!("{name}.ron")).unwrap_err();
    assert_eq!(rejected.errors.len(), 1, "{name}: {:#?}", rejected.errors);
    let error = rejected.errors[0].clone();
    assert_eq!(error.severity(), Severity::Error);
    assert_eq!(error.file, format!("{name}.ron"));
    error
}

fn located(line: usize, column: usize) -> Option<Location> {
    Some(Location { line, column })
}

fn level(n: u32) -> Option<PeriodRef> {
    Some(PeriodRef::Level(n))
}

/// (fixture, problem code, line, column, level or break)
const CASES: &[(&str, &str, usize, usize, Option<PeriodRef>)] = &[
    ("syntax-missing-comma", "syntax", 10, 9, None),
    ("syntax-unclosed", "syntax", 22, 1, None),
    (
        "unknown-field-in-level",
        "unknown-field",
        10,
        15,
        Some(PeriodRef::Level(3)),
    ),
    ("unknown-field-in-structure", "unknown-field", 16, 5, None),
    (
        "missing-big-blind",
        "missing-field",
        11,
        52,
        Some(PeriodRef::Level(4)),
    ),
    (
        "unknown-ante-kind",
        "unknown-variant",
        13,
        55,
        Some(PeriodRef::Level(5)),
    ),
    (
        "small-blind-not-below-big-blind",
        "small-blind-not-below-big-blind",
        9,
        15,
        Some(PeriodRef::Level(2)),
    ),
    (
        "blinds-decrease",
        "blind-decreases",
        14,
        33,
        Some(PeriodRef::Level(6)),
    ),
    (
        "ante-above-big-blind",
        "ante-above-big-blind",
        11,
        49,
        Some(PeriodRef::Level(4)),
    ),
    (
        "not-payable",
        "not-payable",
        9,
        15,
        Some(PeriodRef::Level(2)),
    ),
    (
        "color-up-unknown-chip",
        "color-up-unknown-chip",
        12,
        39,
        Some(PeriodRef::Break { after_level: 4 }),
    ),
    (
        "late-registration-level-missing",
        "no-such-level",
        16,
        5,
        None,
    ),
    ("rebuy-level-missing", "no-such-level", 17, 13, None),
    ("add-on-level-missing", "no-such-level", 17, 14, None),
    ("payouts-not-100", "payout-sum", 21, 28, None),
    ("break-first", "break-first", 8, 9, None),
    (
        "bets-on-no-limit",
        "bets-without-fixed-limit",
        10,
        49,
        Some(PeriodRef::Level(3)),
    ),
    (
        "no-duration",
        "no-duration",
        13,
        9,
        Some(PeriodRef::Level(6)),
    ),
    ("zero-rounding-unit", "zero-rounding-unit", 19, 29, None),
    ("zero-remainder-place", "zero-remainder-place", 19, 52, None),
    ("zero-seat-value", "zero-seat-value", 19, 29, None),
];

#[test]
fn each_broken_file_is_refused_at_the_line_and_column_of_its_mistake() {
    for &(name, code, line, column, period) in CASES {
        let error = only_error(name);
        assert_eq!(error.problem.code(), code, "{name}: {error}");
        assert_eq!(error.location, located(line, column), "{name}: {error}");
        assert_eq!(error.period, period, "{name}: {error}");
        let text = error.to_string();
        assert!(
            text.starts_with(&format!("{name}.ron:{line}:{column}: error: ")),
            "{text}"
        );
    }
}

#[test]
fn an_unknown_field_suggests_the_known_names_closest_first() {
    let error = only_error("unknown-field-in-level");
    let Problem::UnknownField { found, known, .. } = &error.problem else {
        panic!("{error}");
    };
    assert_eq!(found, "small_blnd");
    assert_eq!(known[0], "small_blind");
    assert_eq!(known[1], "big_blind");
    assert_eq!(known.len(), 9, "every field a level may have");
    assert!(
        error.to_string().contains("did you mean `small_blind`?"),
        "{error}"
    );

    let error = only_error("unknown-field-in-structure");
    let Problem::UnknownField { known, .. } = &error.problem else {
        panic!("{error}");
    };
    assert_eq!(known[0], "late_registration_until_level");
}

#[test]
fn a_misspelt_ante_suggests_the_kinds_of_ante() {
    let error = only_error("unknown-ante-kind");
    let Problem::UnknownVariant { known, .. } = &error.problem else {
        panic!("{error}");
    };
    assert_eq!(known[0], "BigBlind");
}

#[test]
fn a_missing_level_field_says_which_level() {
    let error = only_error("missing-big-blind");
    assert_eq!(
        error.to_string(),
        "missing-big-blind.ron:11:52: error: level 4: this level has no `big_blind`, which is \
         required"
    );
}

#[test]
fn a_color_up_may_not_remove_a_chip_a_later_level_needs() {
    let rejected = load(&fixture("color-up-removes-needed-chip"), "f.ron").unwrap_err();
    let found: Vec<_> = rejected
        .errors
        .iter()
        .map(|e| (e.problem.code(), e.location, e.period))
        .collect();
    assert_eq!(
        found,
        [
            ("removed-chip-needed", located(13, 15), level(5)),
            ("removed-chip-needed", located(14, 50), level(6)),
        ]
    );
    let Problem::RemovedChipNeeded {
        chip,
        removed_after_level,
        amount,
        ..
    } = &rejected.errors[0].problem
    else {
        panic!("{}", rejected.errors[0]);
    };
    assert_eq!((*chip, *removed_after_level, *amount), (25, 4, 450));
}

#[test]
fn a_syntax_error_says_what_was_expected() {
    let error = only_error("syntax-missing-comma");
    assert!(error.to_string().contains("expected a comma"), "{error}");
    let error = only_error("syntax-unclosed");
    assert!(error.to_string().contains("ends too early"), "{error}");
}

#[test]
fn warnings_are_reported_but_the_file_loads() {
    let loaded = load(&fixture("warnings-only"), "warnings-only.ron").unwrap();
    let found: Vec<_> = loaded
        .warnings
        .iter()
        .map(|w| (w.problem.code(), w.location, w.period))
        .collect();
    assert_eq!(
        found,
        [
            ("long-without-break", located(8, 9), level(1)),
            ("big-jump", located(10, 33), level(3)),
        ]
    );
    assert!(
        loaded
            .warnings
            .iter()
            .all(|w| w.severity() == Severity::Warning)
    );
}

#[test]
fn errors_and_warnings_together_refuse_the_file_and_keep_the_warnings() {
    let text = fixture("warnings-only").replace("big_blind: 3000", "big_blind: 1500");
    let rejected = load(&text, "mixed.ron").unwrap_err();
    assert_eq!(
        rejected.errors[0].problem.code(),
        "small-blind-not-below-big-blind"
    );
    assert_eq!(rejected.warnings.len(), 2);
}

/// Small structures for the rules the fixtures do not cover.
fn with(
    levels: &str,
    extra: &str,
) -> Result<riffle_core::structure::Loaded, riffle_core::structure::Rejected> {
    let text = format!(
        "(name: \"t\", starting_stack: 10000, buy_in: 10, level_minutes: 20,
          chips: [(value: 25), (value: 100), (value: 500)],
          levels: [{levels}], {extra})"
    );
    load(&text, "t.ron")
}

fn codes(
    result: Result<riffle_core::structure::Loaded, riffle_core::structure::Rejected>,
) -> Vec<&'static str> {
    match result {
        Ok(loaded) => loaded.warnings.iter().map(|w| w.problem.code()).collect(),
        Err(rejected) => rejected.errors.iter().map(|e| e.problem.code()).collect(),
    }
}

#[test]
fn the_remaining_rules_each_have_their_sentence() {
    let two = "Level(small_blind: 25, big_blind: 50), Level(small_blind: 50, big_blind: 100)";
    let cases: &[(&str, &str, &str)] = &[
        ("", "", "no-levels"),
        (two, "payouts: Table([])", "payout-table-empty"),
        (
            two,
            "payouts: Table([(from_entries: 5, percent: [40, 60])])",
            "payout-increases",
        ),
        (
            two,
            "payouts: Table([(from_entries: 2, percent: [100, 0])])",
            "payout-zero-place",
        ),
        (
            two,
            "payouts: Table([(from_entries: 2, percent: [50, 30, 20])])",
            "payout-more-places-than-entries",
        ),
        (
            two,
            "payouts: Table([(from_entries: 5, percent: [100]), (from_entries: 5, percent: [100])])",
            "payout-rows-order",
        ),
        (
            two,
            "payouts: Curve(shape: Standard, paid_percent: 0)",
            "paid-percent-out-of-range",
        ),
        (
            two,
            "re_entry: (max_per_player: 0, until_level: 1)",
            "zero-maximum",
        ),
        (two, "re_entry: (max_per_player: 1)", "missing-field"),
        (
            two,
            "late_registration_until_level: 1, re_entry: (until_level: 2)",
            "re-entry-after-late-registration",
        ),
        (
            two,
            "add_on: (at_level: 1, price: 10, stack: 5000)",
            "add-on-without-break",
        ),
        (
            two,
            "add_on: (max_per_player: 0, at_level: 2, price: 10, stack: 5000)",
            "zero-maximum",
        ),
        (two, "clock: (call_the_clock_seconds: 0)", "zero-seconds"),
        ("Level(small_blind: 0, big_blind: 50)", "", "zero-amount"),
        (
            "Level(small_blind: 25, big_blind: 50, minutes: 0)",
            "",
            "zero-minutes",
        ),
        (
            "Level(small_blind: 25, big_blind: 50, minutes: 1441)",
            "",
            "too-long",
        ),
        (
            "Level(small_blind: 25, big_blind: 50, ante: Classic(0))",
            "",
            "zero-amount",
        ),
        (
            "Level(small_blind: 25, big_blind: 50), Break(minutes: 5), Break(minutes: 5), Level(small_blind: 50, big_blind: 100)",
            "",
            "breaks-in-a-row",
        ),
        (
            "Level(small_blind: 25, big_blind: 50), Break(minutes: 5)",
            "",
            "break-last",
        ),
        (
            "Level(small_blind: 25, big_blind: 50), Break(minutes: 5, color_up: [25, 100, 500]), Level(small_blind: 500, big_blind: 1000)",
            "",
            "color-up-removes-all",
        ),
        (
            "Level(small_blind: 25, big_blind: 50), Break(minutes: 5, color_up: [25]), Level(small_blind: 100, big_blind: 200), Break(minutes: 5, color_up: [25]), Level(small_blind: 200, big_blind: 400)",
            "",
            "color-up-already-removed",
        ),
        (
            "Level(small_blind: 25, big_blind: 50, game: FixedLimitHoldem, bets: (small_bet: 100, big_bet: 50))",
            "",
            "small-bet-above-big-bet",
        ),
        (
            "Level(small_blind: 25, big_blind: 50), Level(small_blind: 25, big_blind: 50)",
            "",
            "repeated-level",
        ),
        (
            "Level(small_blind: 500, big_blind: 1000)",
            "",
            "short-starting-stack",
        ),
    ];
    for (levels, extra, code) in cases {
        let found = codes(with(levels, extra));
        assert!(
            found.contains(code),
            "{code} expected from {levels} {extra}: {found:?}"
        );
    }
    let text = "(name: \" \", starting_stack: 0, buy_in: 1, level_minutes: 20, chips: [],
                 levels: [Level(small_blind: 25, big_blind: 50)])";
    let found = codes(load(text, "t.ron"));
    for code in ["empty-name", "no-chips", "zero-amount"] {
        assert!(found.contains(&code), "{code}: {found:?}");
    }
    let text = "(name: \"t\", starting_stack: 100, buy_in: 1, level_minutes: 20,
                 chips: [(value: 25), (value: 0), (value: 25)],
                 levels: [Level(small_blind: 25, big_blind: 50)])";
    let found = codes(load(text, "t.ron"));
    for code in ["zero-chip", "duplicate-chip"] {
        assert!(found.contains(&code), "{code}: {found:?}");
    }
}

#[test]
fn wrong_values_are_refused_with_what_was_expected() {
    let cases = [
        ("Level(small_blind: \"25\", big_blind: 50)", "expected"),
        ("Level(small_blind: -25, big_blind: 50)", "never negative"),
        (
            "Level(small_blind: 25, big_blind: 50, small_blind: 25)",
            "given twice",
        ),
    ];
    for (levels, words) in cases {
        let rejected = with(levels, "").unwrap_err();
        let text = rejected.errors[0].to_string();
        assert!(text.contains(words), "{text}");
        assert_eq!(rejected.errors[0].period, level(1), "{text}");
    }
    let rejected = with(
        "Level(small_blind: 25, big_blind: 50)",
        "payouts: Table([(from_entries: 2, percent: [66.666, 33.334])])",
    )
    .unwrap_err();
    assert!(
        rejected.errors[0]
            .to_string()
            .contains("at most two decimals")
    );
}

#[test]
fn a_zero_rounding_unit_says_what_the_unit_is_for_in_both_languages() {
    let error = only_error("zero-rounding-unit");
    assert_eq!(error.problem, Problem::ZeroRoundingUnit);
    let english = error.problem.say(riffle_text::Lang::En);
    assert!(english.contains("at least 1 (e.g. 5 or 10)"), "{english}");
    let french = error.problem.say(riffle_text::Lang::Fr);
    assert!(
        french.starts_with("`payout_rounding` a une `unit` de 0\u{a0};"),
        "{french}"
    );
}
