//! Bounties: each elimination records who knocked whom; a fixed bounty pays the head in cash, a
//! progressive knockout (PKO) pays half in cash and puts half on the knocker's own head; several
//! knockers of one player split the head. Every unit of the bounties paid in is always either
//! on a head or paid out.

use crate::tournament_common;
use riffle_core::structure::{Knockout, Structure, shipped};
use riffle_tournament::{Command, Setup, StructureSource, Tournament};
use tournament_common::*;

/// The home turbo with a bounty of 20 in each entry, paid as `knockout` says.
fn bounty_event(knockout: Knockout, names: &[&str]) -> Td {
    let mut structure: Structure = shipped("home-turbo").unwrap().unwrap();
    structure.bounty = 20;
    structure.knockout = knockout;
    let mut td = Td::with_setup(&Setup {
        name: "PKO".into(),
        structure: StructureSource::Inline(Box::new(structure)),
        house_rules: None,
        seats_per_table: 9,
    });
    td.register(names);
    td.ok(Command::DrawSeats);
    td
}

fn knock(td: &mut Td, busted: &str, by: &[&str]) {
    let mut out = bust(td.id(busted), None);
    out.by = by.iter().map(|name| td.id(name)).collect();
    td.ok(Command::Eliminate {
        busts: vec![out],
        on_hand_for_hand_announcement: false,
    });
}

/// (head, bounties won in cash) of a player.
fn money(td: &Td, name: &str) -> (u64, u64) {
    let entry = td.tournament.entry(td.id(name)).unwrap();
    (entry.head, entry.bounties_won)
}

/// Every unit paid into the bounties is on a head or was paid out.
fn conserved(t: &Tournament) -> bool {
    let held: u64 = t.entries().iter().map(|e| e.head + e.bounties_won).sum();
    held == t.cashier().unwrap().bounties
}

#[test]
fn a_progressive_knockout_pays_half_and_grows_the_knockers_head() {
    let mut td = bounty_event(Knockout::Progressive, &["Ann", "Bob", "Cy", "Dee"]);
    assert_eq!(money(&td, "Bob"), (20, 0));
    knock(&mut td, "Dee", &["Bob"]);
    assert_eq!(money(&td, "Bob"), (30, 10));
    assert_eq!(money(&td, "Dee"), (0, 0));
    knock(&mut td, "Cy", &["Bob"]);
    assert_eq!(money(&td, "Bob"), (40, 20));
    // The players' screen shows who the room is hunting.
    assert_eq!(
        td.tournament.display(td.now).heads,
        [("Bob".to_string(), 40), ("Ann".to_string(), 20)]
    );
    // Ann takes Bob's grown head: 20 in cash, 20 onto her own.
    knock(&mut td, "Bob", &["Ann"]);
    assert_eq!(money(&td, "Ann"), (40, 20));
    assert_eq!(money(&td, "Bob"), (0, 20));
    // The winner keeps her own head: 60 of the 80 paid in, Bob the other 20.
    assert!(conserved(&td.tournament));
    assert_eq!(
        td.replayed(),
        td.tournament,
        "the knockouts are in the journal"
    );
}

#[test]
fn a_fixed_bounty_is_paid_whole_in_cash() {
    let mut td = bounty_event(Knockout::Fixed, &["Ann", "Bob", "Cy"]);
    knock(&mut td, "Cy", &["Bob"]);
    assert_eq!(money(&td, "Bob"), (20, 20));
    knock(&mut td, "Bob", &["Ann"]);
    assert_eq!(money(&td, "Ann"), (20, 20));
    assert!(conserved(&td.tournament));
}

#[test]
fn players_who_split_the_pot_split_the_head() {
    let mut td = bounty_event(Knockout::Progressive, &["Ann", "Bob", "Cy", "Dee"]);
    // A three-way chop busts Cy: 20 in three is 7, 7 and 6, the odd unit to the knockers listed
    // first; of each share the PKO pays the odd unit in cash.
    knock(&mut td, "Cy", &["Ann", "Bob", "Dee"]);
    assert_eq!(money(&td, "Ann"), (23, 4));
    assert_eq!(money(&td, "Bob"), (23, 4));
    assert_eq!(money(&td, "Dee"), (23, 3));
    assert!(conserved(&td.tournament));
}

#[test]
fn a_bust_with_no_knocker_leaves_the_head_unclaimed_and_counted() {
    let mut td = bounty_event(Knockout::Progressive, &["Ann", "Bob", "Cy"]);
    knock(&mut td, "Cy", &[]);
    assert_eq!(money(&td, "Cy"), (20, 0), "unclaimed, still counted");
    assert!(conserved(&td.tournament));
}

#[test]
fn a_knocker_who_is_out_or_busts_on_the_same_hand_is_refused() {
    let mut td = bounty_event(Knockout::Progressive, &["Ann", "Bob", "Cy", "Dee"]);
    knock(&mut td, "Dee", &["Bob"]);
    let before = td.tournament.clone();
    let mut cy = bust(td.id("Cy"), None);
    cy.by = vec![td.id("Dee")];
    let refusal = td.refused(Command::Eliminate {
        busts: vec![cy.clone()],
        on_hand_for_hand_announcement: false,
    });
    assert!(
        refusal.starts_with("Dee cannot be named as knocking Cy out"),
        "{refusal}"
    );
    cy.by = vec![td.id("Bob")];
    let mut bob = bust(td.id("Bob"), Some(1_000));
    bob.by = vec![td.id("Ann")];
    cy.starting_stack = Some(500);
    assert!(
        td.refused(Command::Eliminate {
            busts: vec![cy.clone(), bob],
            on_hand_for_hand_announcement: false,
        })
        .starts_with("Bob cannot be named")
    );
    cy.by = vec![td.id("Ann"), td.id("Ann")];
    assert!(
        td.refused(Command::Eliminate {
            busts: vec![cy],
            on_hand_for_hand_announcement: false,
        })
        .starts_with("Ann cannot be named")
    );
    assert_eq!(td.tournament, before);
}

fn name_knockers(td: &Td, busted: &str, by: &[&str]) -> Command {
    Command::NameKnockers {
        player: td.id(busted),
        by: by.iter().map(|name| td.id(name)).collect(),
    }
}

#[test]
fn a_bust_a_dealer_reported_gets_its_knocker_when_the_td_names_it() {
    let mut td = bounty_event(Knockout::Progressive, &["Ann", "Bob", "Cy", "Dee"]);
    let seat = td.tournament.floor().seat_of(td.id("Dee")).unwrap();
    td.ok(Command::ReportBust {
        table: seat.table.0,
        seat: seat.seat,
    });
    let report = td.tournament.reports()[0].id;
    td.ok(Command::ConfirmBust { report });
    assert_eq!(money(&td, "Dee"), (20, 0), "nobody named by the dealer");
    td.ok(name_knockers(&td, "Dee", &["Bob"]));
    assert_eq!(money(&td, "Bob"), (30, 10));
    assert_eq!(money(&td, "Dee"), (0, 0));
    assert!(conserved(&td.tournament));
    assert_eq!(td.replayed(), td.tournament, "the claim is in the journal");
}

#[test]
fn a_head_already_paid_or_a_player_still_in_cannot_be_claimed_and_nothing_changes() {
    let mut td = bounty_event(Knockout::Fixed, &["Ann", "Bob", "Cy", "Dee"]);
    knock(&mut td, "Dee", &["Bob"]);
    knock(&mut td, "Cy", &[]);
    let before = td.tournament.clone();
    assert!(
        td.refused(name_knockers(&td, "Dee", &["Ann"]))
            .starts_with("Dee has no bounty waiting for a knocker")
    );
    assert!(
        td.refused(name_knockers(&td, "Ann", &["Bob"]))
            .starts_with("Ann has no bounty waiting")
    );
    assert!(
        td.refused(name_knockers(&td, "Cy", &[]))
            .starts_with("name who knocked Cy out")
    );
    // A knocker already out, or named twice, is refused as at the elimination.
    assert!(
        td.refused(name_knockers(&td, "Cy", &["Dee"]))
            .starts_with("Dee cannot be named as knocking Cy out")
    );
    assert!(
        td.refused(name_knockers(&td, "Cy", &["Ann", "Ann"]))
            .starts_with("Ann cannot be named")
    );
    assert_eq!(td.tournament, before);
    // Named once, the head is paid once.
    td.ok(name_knockers(&td, "Cy", &["Ann", "Bob"]));
    assert_eq!(money(&td, "Ann"), (20, 10));
    assert_eq!(money(&td, "Bob"), (20, 30));
    assert!(
        td.refused(name_knockers(&td, "Cy", &["Ann"]))
            .starts_with("Cy has no bounty")
    );
    assert!(conserved(&td.tournament));
}

/// The results CSV (what `riffle export results` writes) of a finished PKO: Bob took Dee and
/// Cy, Ann took Bob and keeps her own head.
#[test]
fn the_results_csv_shows_each_players_bounties_beside_the_prize() {
    let mut td = bounty_event(Knockout::Progressive, &["Ann", "Bob", "Cy", "Dee"]);
    knock(&mut td, "Dee", &["Bob"]);
    knock(&mut td, "Cy", &["Bob"]);
    knock(&mut td, "Bob", &["Ann"]);
    let csv = riffle_store::export::results_csv(&td.tournament, Default::default());
    let mut lines = csv.trim_start_matches('\u{feff}').lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    assert_eq!(
        header[..7],
        [
            "place", "shared", "name", "entry", "prize", "bounties", "status"
        ]
    );
    let rows: Vec<(String, String, String)> = lines
        .map(|line| {
            let cells: Vec<&str> = line.split(',').collect();
            (cells[0].into(), cells[2].into(), cells[5].into())
        })
        .collect();
    let row = |place: &str, name: &str, bounties: &str| {
        (place.to_string(), name.to_string(), bounties.to_string())
    };
    assert_eq!(
        rows,
        [
            row("1", "Ann", "60"),
            row("2", "Bob", "20"),
            row("3", "Cy", "0"),
            row("4", "Dee", "0"),
        ]
    );
    // Every unit of the 80 paid into the bounties is in the column.
    assert_eq!(
        rows.iter()
            .map(|r| r.2.parse::<u64>().unwrap())
            .sum::<u64>(),
        td.tournament.cashier().unwrap().bounties
    );
}
