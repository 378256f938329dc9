//! The hand logger deals seed 002's forced bets as the event's structure sets them: the header
//! names the structure, the seats show who posted which blind, and the option (a straddle) is
//! offered to the player after the surblind until the first action.

use crate::ui_common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::betting::{ForcedBets, HandEvent, Post};
use riffle_core::floor::TableNo;
use riffle_core::structure::Structure;
use riffle_tournament::StructureSource;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use tempfile::TempDir;
use ui_common::{click, seated};

/// Four players at table 1 of an event on the built-in structure, changed by `change`.
fn logger(change: impl FnOnce(&mut Structure)) -> (Harness<'static, App>, TempDir) {
    let mut structure = riffle_core::structure::default_structure().unwrap();
    change(&mut structure);
    let commands = seated(&["Ann", "Bob", "Cy", "Di"]);
    let (mut harness, folder) =
        ui_common::event_window_on(StructureSource::Inline(Box::new(structure)), &commands);
    harness.state_mut().set_tab(Tab::Hands);
    harness.run();
    harness.get_by_label("Table 1").click();
    harness.run();
    (harness, folder)
}

/// The forced bets of the hand in progress at table 1, as the tournament would receive it.
fn posts(harness: &Harness<'static, App>) -> Vec<(u8, Post, u64)> {
    let setup = harness
        .state()
        .with_tournament(|t| t.hand_setup(TableNo(1), ui_common::t0()).unwrap())
        .unwrap();
    let rules = riffle_core::house::HouseRules::tda_2024().betting;
    let hand = setup.start(&rules).unwrap();
    hand.events()
        .iter()
        .filter_map(|e| match e {
            HandEvent::Posted { seat, post, amount } => Some((*seat, *post, *amount)),
            _ => None,
        })
        .collect()
}

#[test]
fn blind_blind_surblind_is_named_in_the_header_and_each_blind_is_marked_at_its_seat() {
    let (harness, _folder) = logger(|s| s.forced_bets = ForcedBets::BlindBlindSurblind);
    harness.get_by_label_contains("blind / blind / surblind");
    let posted = posts(&harness);
    assert_eq!(
        posted.iter().map(|p| p.1).collect::<Vec<_>>(),
        [
            Post::SmallBlind,
            Post::SecondBlind,
            Post::BigBlind,
            Post::BigBlindAnte
        ]
    );
    for mark in ["SB", "B2", "BB"] {
        assert_eq!(
            harness.query_all_by_label(mark).count(),
            1,
            "one seat marked {mark}"
        );
    }
}

#[test]
fn the_option_is_offered_to_the_player_after_the_surblind_and_taken_with_one_click() {
    let (mut harness, _folder) = logger(|s| s.straddle_allowed = true);
    let seat = harness
        .state()
        .with_tournament(|t| t.hand_setup(TableNo(1), ui_common::t0()).unwrap())
        .unwrap()
        .option_seat()
        .expect("four players: a seat after the big blind");
    let label = format!("Option (a double surblind) by seat {seat}");
    click(&mut harness, &label);
    harness.get_by_label("OPT");
    harness.get_by_label_contains("the option (a double surblind)");
    // Taken back with a second click.
    click(&mut harness, &label);
    assert!(harness.query_by_label("OPT").is_none());
}

#[test]
fn no_option_is_offered_where_the_structure_does_not_allow_it() {
    let (harness, _folder) = logger(|_| {});
    assert!(
        harness
            .query_by_label_contains("Option (a double surblind)")
            .is_none()
    );
}
