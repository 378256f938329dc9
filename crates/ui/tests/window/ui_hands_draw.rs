//! The hand logger deals five-card draw as the event's structure sets it (seed 003): the
//! header names the deck, the quinte blanche and the openers; after the first round each
//! player still in is asked, in turn from the dealer's left, how many cards they draw; the
//! count stays in their row for everyone; the second round follows, the surblind last.

use crate::ui_common;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::betting::{Ante, ForcedBets};
use riffle_core::cards::Rank;
use riffle_core::floor::TableNo;
use riffle_core::structure::{DrawTable, Entry, Game, Structure};
use riffle_tournament::StructureSource;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use tempfile::TempDir;
use ui_common::{Looks, click, seated};

/// Four players at table 1 of a pot-limit five-card draw event in 32 cards, the structure
/// then changed by `change`.
fn logger(change: impl FnOnce(&mut Structure)) -> (Harness<'static, App>, TempDir) {
    let mut structure = riffle_core::structure::default_structure().unwrap();
    structure.game = Game::PotLimitFiveCardDraw;
    structure.draw = Some(DrawTable {
        deck: 32,
        quinte_blanche: true,
        openers: None,
        whole_hand: false,
    });
    change(&mut structure);
    let commands = seated(&["Ann", "Bob", "Cy", "Di"]);
    // 32 cards serve four players a table.
    let looks = Looks {
        structure: StructureSource::Inline(Box::new(structure)),
        seats_per_table: 4,
        ..Looks::default()
    };
    let (mut harness, folder) = ui_common::event_window_at(&commands, &looks);
    harness.state_mut().set_tab(Tab::Hands);
    harness.run();
    harness.get_by_label("Table 1").click();
    harness.run();
    (harness, folder)
}

fn press(harness: &mut Harness<'static, App>, key: Key) {
    harness.key_press(key);
    harness.run();
}

/// The seats dealt in at table 1.
fn dealt_in(harness: &Harness<'static, App>) -> Vec<u8> {
    let setup = harness
        .state()
        .with_tournament(|t| t.hand_setup(TableNo(1), ui_common::t0()).unwrap())
        .unwrap();
    setup.players.iter().map(|p| p.seat).collect()
}

#[test]
fn the_draw_is_asked_seat_by_seat_and_each_count_stays_in_the_row() {
    let (mut harness, _folder) = logger(|_| {});
    harness.get_by_label_contains("Pot-limit five-card draw · 32 cards · quinte blanche");
    assert_eq!(dealt_in(&harness).len(), 4);
    // Everyone calls the blind, the blind checks: the draw.
    for _ in 0..4 {
        press(&mut harness, Key::C);
    }
    harness.get_by_label_contains("draws: how many cards?");
    assert!(harness.query_by_label("5 cards").is_none());
    click(&mut harness, "4 cards");
    // Four cards for one player only: the next may ask three at most.
    harness.get_by_label_contains("At most 3 now");
    assert!(harness.query_by_label("4 cards").is_none());
    click(&mut harness, "Pat");
    click(&mut harness, "1 card");
    click(&mut harness, "3 cards");
    // The second round starts after the surblind, who speaks last again.
    for count in ["drew 4", "pat", "to act · drew 1", "drew 3"] {
        harness.get_by_label(count);
    }
    harness.get_by_label("Check (C)");
    harness.get_by_label_contains("stands pat");
    harness.get_by_label_contains("draws 4");
}

#[test]
fn a_game_au_pot_with_openers_is_dealt_again_when_nobody_opens() {
    let (mut harness, _folder) = logger(|s| {
        s.forced_bets = ForcedBets::AnteOnly;
        if let Some(draw) = &mut s.draw {
            draw.openers = Some(Rank::Jack);
        }
        for entry in &mut s.levels {
            if let Entry::Level(level) = entry {
                level.ante = Ante::Classic(level.big_blind);
            }
        }
    });
    harness.get_by_label_contains("openers: jacks or better");
    // No blind is posted au pot: the header gives the ante and the smallest opening.
    harness.get_by_label_contains("Table 1");
    harness.get_by_label_contains("Ante 200 · Pot-limit five-card draw");
    harness.get_by_label_contains("antes only · minimum bet 200");
    assert!(harness.query_by_label_contains("Blinds 100").is_none());
    // Before the opening nobody folds: no Fold button, and F does nothing.
    assert!(harness.query_by_label("Fold (F)").is_none());
    harness.get_by_label("Check (C)");
    press(&mut harness, Key::F);
    assert!(harness.query_by_label_contains("folds").is_none());
    for _ in 0..4 {
        press(&mut harness, Key::C);
    }
    harness.get_by_label_contains("Nobody opened");
    // The new deal is spoken from the dealer's left again, nobody to draw yet.
    harness.get_by_label("Check (C)");
    assert!(harness.query_by_label_contains("how many cards").is_none());
}

#[test]
fn the_draw_speaks_french() {
    let (mut harness, _folder) = logger(|_| {});
    click(&mut harness, "Settings");
    click(&mut harness, "Français");
    harness.state_mut().set_tab(Tab::Hands);
    harness.run();
    if harness.query_by_label("Table 1").is_some() {
        click(&mut harness, "Table 1");
    }
    harness.get_by_label_contains("Poker fermé pot-limit · 32 cartes · quinte blanche");
    for _ in 0..4 {
        press(&mut harness, Key::C);
    }
    harness.get_by_label_contains("échange\u{a0}: combien de cartes\u{a0}?");
    click(&mut harness, "Servi");
    harness.get_by_label("servi");
}
