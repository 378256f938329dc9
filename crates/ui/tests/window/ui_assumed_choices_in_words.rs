//! A choice the catalogue assumed (the game's limit, who heard a declaration) reads in the TD's
//! words on a recorded ruling, in French as in English: the label the wizard offers, never the
//! name the journal keeps it by (`NoLimit`, `Everyone`).

use crate::ui_common;

use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::betting::rulings::Declaration;
use riffle_rules::disputes::Case;
use riffle_rules::disputes::chips::{Spot, VerbalDeclaration};
use riffle_text::Lang;
use riffle_tournament::Command;
use riffle_ui::panels::Tab;
use ui_common::{click, event_window_in, seated};

/// "Raise to 3000" said facing a bet of 1000, no chips pushed, with neither the game's limit
/// nor who heard the words stated: the level's game (no-limit) and everyone hearing it are
/// the ordinary answers.
fn raise_said() -> Case {
    Case::VerbalDeclaration(VerbalDeclaration {
        said: Some(Declaration::RaiseTo(3000)),
        chips: Some(vec![]),
        words_and_chips: None,
        spot: Spot {
            limit: None,
            big_blind: Some(200),
            bet_to_match: Some(1000),
            own_bet: Some(0),
            stack: Some(50_000),
            last_full_raise: Some(1000),
            pot: Some(6_000),
            raising_open: Some(true),
            opening_bet: Some(true),
            players_in_hand: Some(3),
            intended_undercall: None,
            from_hand: None,
        },
        heard: None,
    })
}

/// The recorded ruling's assumed lines in `lang`, opened from the Rulings tab.
fn assumed_lines(lang: Lang, recorded: &str) -> Vec<String> {
    let mut commands = seated(&["Ann", "Bob", "Cy", "Dee"]);
    commands.push(Command::StartClock);
    commands.push(Command::Rule {
        case: Box::new(raise_said()),
        table: None,
        players: vec![],
        choice: None,
    });
    let (mut harness, _folder) = event_window_in(lang, &commands);
    let assumed: Vec<String> = harness
        .state()
        .with_tournament(|t| {
            t.rulings()[0]
                .assumed
                .iter()
                .map(|a| a.fact.clone())
                .collect()
        })
        .unwrap_or_default();
    for fact in ["spot.limit", "heard"] {
        assert!(
            assumed.iter().any(|a| a == fact),
            "{fact} assumed: {assumed:?}"
        );
    }
    harness.state_mut().set_tab(Tab::Rulings);
    harness.run();
    click(&mut harness, recorded);
    let title = raise_said().title().get(lang).to_string();
    harness.get_by_label_contains(&title).click();
    harness.run();
    let marker = match lang {
        Lang::En => "(assumed)",
        Lang::Fr => "(supposé)",
    };
    let lines: Vec<String> = harness
        .query_all_by_label_contains(marker)
        .filter_map(|node| {
            let node = node.accesskit_node();
            node.value().or_else(|| node.label())
        })
        .collect();
    assert_eq!(lines.len(), assumed.len(), "{lines:?}");
    lines
}

#[test]
fn an_assumed_choice_reads_in_english_words() {
    let lines = assumed_lines(Lang::En, "Rulings recorded (1)");
    assert!(
        lines.iter().any(|l| l.contains("No-limit (assumed)")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("Everyone heard it (assumed)")),
        "{lines:?}"
    );
    for raw in ["NoLimit", "Everyone (", "\""] {
        assert!(!lines.iter().any(|l| l.contains(raw)), "{raw} in {lines:?}");
    }
}

#[test]
fn an_assumed_choice_reads_in_french_words() {
    let lines = assumed_lines(Lang::Fr, "Décisions rendues (1)");
    assert!(
        lines.iter().any(|l| l.contains("No-limit (supposé)")),
        "{lines:?}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.contains("Tout le monde l'a entendue (supposé)")),
        "{lines:?}"
    );
    for raw in ["NoLimit", "Everyone", "\""] {
        assert!(!lines.iter().any(|l| l.contains(raw)), "{raw} in {lines:?}");
    }
}
