//! Prizes fixed below the pool (a club keeps the rest for its season final): the TD's prizes
//! and the amount kept add up to the pool; the kept amount is the house's or a named fund's,
//! never a place's; a change of the pool brings the structure's prizes back, with nothing
//! kept. A journal written before the kept amount existed reads as it did. On the home turbo,
//! 10 entries of 20 make a pool of 200.

use crate::tournament_common;
use riffle_tournament::{Command, Event, Kept};
use tournament_common::*;

const TEN: [&str; 10] = [
    "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo",
];

fn ten() -> Td {
    let mut td = Td::new("home-turbo", 9);
    td.register(&TEN);
    td.ok(Command::DrawSeats);
    td
}

fn kept(amount: u64, fund: Option<&str>) -> Option<Kept> {
    Some(Kept {
        amount,
        fund: fund.map(str::to_string),
    })
}

#[test]
fn prizes_and_the_amount_kept_add_up_to_the_pool_and_no_place_is_paid_what_is_kept() {
    let mut td = ten();
    td.ok(Command::SetPayouts {
        prizes: vec![100, 50, 30],
        kept: kept(20, Some("  Season final ")),
    });
    let t = &td.tournament;
    assert_eq!(t.payouts(), [100, 50, 30]);
    assert_eq!(t.kept(), kept(20, Some("Season final")).as_ref());
    assert_eq!(
        td.replayed(),
        td.tournament,
        "the kept amount is in the journal"
    );
    for name in TEN[1..].iter().rev() {
        let busts = vec![bust(td.id(name), None)];
        td.ok(Command::Eliminate {
            busts,
            on_hand_for_hand_announcement: false,
        });
    }
    let standings = td.tournament.standings();
    let winner = standings.iter().find(|s| s.place == 1).unwrap();
    assert_eq!(
        winner.prize, 100,
        "the winner is paid first place, not the rest"
    );
    let paid: u64 = standings.iter().map(|s| s.prize).sum();
    assert_eq!(paid, 180);
}

#[test]
fn prizes_and_kept_adding_up_to_more_or_less_than_the_pool_are_refused() {
    let mut td = ten();
    for (prizes, amount) in [(vec![100, 60, 30], 20), (vec![100, 50, 30], 10)] {
        let refusal = td.refused(Command::SetPayouts {
            prizes,
            kept: kept(amount, None),
        });
        assert!(refusal.contains("prize pool of 200"), "{refusal}");
    }
    assert_eq!(td.tournament.kept(), None, "nothing changed");
    assert_eq!(td.tournament.payouts(), [100, 60, 40]);
}

#[test]
fn a_change_of_the_pool_brings_the_structures_prizes_back_with_nothing_kept() {
    let mut td = ten();
    td.ok(Command::SetPayouts {
        prizes: vec![100, 50, 30],
        kept: kept(20, None),
    });
    assert_eq!(td.tournament.kept().map(|k| k.amount), Some(20));
    td.register(&["Kim"]);
    assert_eq!(td.tournament.kept(), None);
    let paid: u64 = td.tournament.payouts().iter().sum();
    assert_eq!(paid, 220);
}

#[test]
fn a_journal_written_before_the_kept_amount_reads_as_before() {
    let command: Command = serde_json::from_str(r#"{"SetPayouts":{"prizes":[120,80]}}"#).unwrap();
    assert_eq!(
        command,
        Command::SetPayouts {
            prizes: vec![120, 80],
            kept: None
        }
    );
    let event: Event =
        serde_json::from_str(r#"{"PayoutsSet":{"edited":{"pool":200,"prizes":[120,80]}}}"#)
            .unwrap();
    match event {
        Event::PayoutsSet {
            edited: Some(edited),
        } => assert_eq!(edited.kept, None),
        other => panic!("{other:?}"),
    }
    // Nothing kept writes nothing new: an older Riffle reads the line.
    let line = serde_json::to_string(&Command::SetPayouts {
        prizes: vec![120, 80],
        kept: None,
    })
    .unwrap();
    assert_eq!(line, r#"{"SetPayouts":{"prizes":[120,80]}}"#);
    // A script names the fund as the scripts' README says.
    let script = r#"[SetPayouts(prizes: [100, 50, 30], kept: (amount: 20, fund: "Season final"))]"#;
    assert_eq!(
        riffle_tournament::parse_script(script, "kept.ron").unwrap(),
        [Command::SetPayouts {
            prizes: vec![100, 50, 30],
            kept: kept(20, Some("Season final")),
        }]
    );
}
