//! Knockouts in the TD window: in a bounty event the elimination form names who knocked each
//! player out (nobody until the TD says, several for a split head), shows what each knocker
//! wins before it is confirmed, and the confirmed elimination moves the bounty; a bust confirmed
//! with nobody named (a dealer's report) gets its knocker afterwards.

use crate::ui_common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::floor::PlayerId;
use riffle_core::structure::{Knockout, Structure, shipped};
use riffle_tournament::{Bust, Command, StructureSource};
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{busted, click, event_window_on, read, seated};

/// A progressive knockout of four players with a bounty of €20 in each entry, on the players
/// panel.
fn pko_players_panel() -> (Harness<'static, App>, tempfile::TempDir) {
    pko_players_panel_after(&[])
}

/// [`pko_players_panel`] after `commands`.
fn pko_players_panel_after(commands: &[Command]) -> (Harness<'static, App>, tempfile::TempDir) {
    let mut structure: Structure = shipped("home-turbo").unwrap().unwrap();
    structure.bounty = 20;
    structure.knockout = Knockout::Progressive;
    let mut all = seated(&["Ann", "Bob", "Cy", "Dee"]);
    all.extend_from_slice(commands);
    let (mut harness, folder) = event_window_on(StructureSource::Inline(Box::new(structure)), &all);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    (harness, folder)
}

/// (head, bounties won in cash) of a player.
fn money(harness: &Harness<'static, App>, player: u32) -> (u64, u64) {
    read(harness, |t| {
        let entry = t.entry(PlayerId(player)).unwrap();
        (entry.head, entry.bounties_won)
    })
}

#[test]
fn a_pko_elimination_with_a_knocker_moves_the_bounty() {
    let (mut harness, _folder) = pko_players_panel();
    harness.get_by_label_contains("#4 Dee").click();
    harness.run();
    click(&mut harness, "Eliminate…");
    harness.get_by_label("Knocked out by: nobody named (the bounty stays unclaimed)");

    // The TD picks the knocker in the list, as for a second player out on the hand.
    harness.get_by_label_contains("#2 Bob").click();
    harness.run();
    click(&mut harness, "Bob knocked Dee out");
    harness.get_by_label("Knocked out by: Bob");
    harness.get_by_label("Bob wins a bounty of €10, and €10 goes onto their head");
    assert_eq!(
        money(&harness, 1),
        (20, 0),
        "nothing moves before the TD confirms"
    );

    click(&mut harness, "Confirm the elimination");
    assert_eq!(money(&harness, 1), (30, 10));
    assert_eq!(money(&harness, 3), (0, 0));
}

#[test]
fn a_head_split_between_two_knockers_is_paid_to_both() {
    let (mut harness, _folder) = pko_players_panel();
    harness.get_by_label_contains("#4 Dee").click();
    harness.run();
    click(&mut harness, "Eliminate…");
    for (row, name) in [("#2 Bob", "Bob"), ("#1 Ann", "Ann")] {
        harness.get_by_label_contains(row).click();
        harness.run();
        click(&mut harness, &format!("{name} knocked Dee out"));
    }
    harness.get_by_label("Knocked out by: Bob, Ann");
    click(&mut harness, "Confirm the elimination");
    assert_eq!(money(&harness, 1), (25, 5));
    assert_eq!(money(&harness, 0), (25, 5));
}

#[test]
fn naming_nobody_again_leaves_the_head_unclaimed() {
    let (mut harness, _folder) = pko_players_panel();
    harness.get_by_label_contains("#4 Dee").click();
    harness.run();
    click(&mut harness, "Eliminate…");
    harness.get_by_label_contains("#2 Bob").click();
    harness.run();
    click(&mut harness, "Bob knocked Dee out");
    click(&mut harness, "Name nobody");
    harness.get_by_label("Knocked out by: nobody named (the bounty stays unclaimed)");
    click(&mut harness, "Confirm the elimination");
    assert_eq!(money(&harness, 1), (20, 0));
    assert_eq!(
        money(&harness, 3),
        (20, 0),
        "the head stays on the busted entry"
    );
}

#[test]
fn an_event_without_bounties_asks_no_knocker() {
    let (mut harness, _folder) =
        ui_common::event_window(&seated(&["Ann", "Bob", "Cy", "Dee", "Eve"]));
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    harness.get_by_label_contains("#5 Eve").click();
    harness.run();
    click(&mut harness, "Eliminate…");
    assert!(harness.query_by_label_contains("Knocked out by").is_none());
}

#[test]
fn a_bust_confirmed_with_nobody_named_gets_its_knocker_afterwards() {
    // Dee out with nobody named, as a dealer's report confirmed on the floor page leaves it.
    let (mut harness, _folder) = pko_players_panel_after(&[busted(3)]);
    harness.get_by_label_contains("#4 Dee").click();
    harness.run();
    click(&mut harness, "Name who knocked Dee out…");
    harness.get_by_label("Dee's bounty of €20 is waiting for its knocker");
    harness.get_by_label_contains("#3 Cy").click();
    harness.run();
    click(&mut harness, "Cy knocked Dee out");
    harness.get_by_label("Cy wins a bounty of €10, and €10 goes onto their head");
    assert_eq!(
        money(&harness, 2),
        (20, 0),
        "nothing moves before the TD pays"
    );
    click(&mut harness, "Pay the bounty");
    assert_eq!(money(&harness, 2), (30, 10));
    assert_eq!(money(&harness, 3), (0, 0));
    assert!(harness.query_by_label("Pay the bounty").is_none());
}

#[test]
fn the_results_show_the_bounties_won_beside_the_prizes() {
    let knock = |player: u32, by: u32| Command::Eliminate {
        busts: vec![Bust {
            player: PlayerId(player),
            starting_stack: None,
            by: vec![PlayerId(by)],
        }],
        on_hand_for_hand_announcement: false,
    };
    // Bob takes Dee and Cy, Ann takes Bob and wins.
    let (mut harness, _folder) = pko_players_panel_after(&[knock(3, 1), knock(2, 1), knock(1, 0)]);
    harness.state_mut().set_tab(Tab::Payouts);
    harness.run();
    harness.get_by_label("Bounties");
    // Ann: Bob's grown head of €40 paid half in cash, and her own head of €40 she keeps.
    harness.get_by_label("€60");
    let prizes = read(&harness, |t| t.display(ui_common::t0()).payouts);
    assert!(!prizes.contains(&60), "the €60 is no prize: {prizes:?}");
    assert_eq!(read(&harness, |t| t.bounties_paid(PlayerId(1))), 20);
}
