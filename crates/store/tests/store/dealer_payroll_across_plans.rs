//! The dealer payroll keeps every minute dealt when the floor changes the rotation plan: the
//! minutes dealt under the plan replaced stay, so the tables' dealt time adds up to the
//! tables' open time whatever the plans were, after a replay of the journal too.

use crate::tournament_common;
use riffle_core::dealers::{DealerId, DealerString};
use riffle_core::floor::TableNo;
use riffle_tournament::Command;
use tournament_common::*;

fn string(tables: &[u32], dealers: &[u32]) -> DealerString {
    DealerString {
        tables: tables.iter().map(|t| TableNo(*t)).collect(),
        dealers: dealers.iter().map(|d| DealerId(*d)).collect(),
    }
}

/// Every dealer's seconds at every table, added up.
fn dealt(td: &Td) -> i64 {
    let hours = td.tournament.dealer_hours(td.now);
    hours.iter().map(|h| h.seconds).sum()
}

#[test]
fn a_plan_changed_twice_keeps_every_minute_dealt_on_the_payroll() {
    let mut td = Td::new("standard-20", 9);
    let names: Vec<String> = (1..=15).map(|i| format!("Player {i}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    td.register(&names);
    td.ok(Command::OpenTables {
        tables: vec![1, 2, 3],
    });
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    for name in ["Ana", "Ben", "Cy", "Dee", "Eli"] {
        td.ok(Command::CheckInDealer { name: name.into() });
    }
    td.ok(Command::SetDealerPlan {
        push_minutes: 30,
        strings: vec![string(&[1, 2, 3], &[0, 1, 2, 3])],
    });
    td.now = at(11);
    assert_eq!(dealt(&td), 3 * 11 * 60, "three tables dealt 11 minutes");
    let ana_before: i64 = (td.tournament.dealer_hours(td.now).iter())
        .filter(|h| h.name == "Ana")
        .map(|h| h.seconds)
        .sum();
    assert_eq!(ana_before, 11 * 60);

    td.ok(Command::SetDealerPlan {
        push_minutes: 20,
        strings: vec![string(&[1, 2, 3], &[4, 3, 2, 1])],
    });
    td.now = at(17);
    td.ok(Command::SetDealerPlan {
        push_minutes: 15,
        strings: vec![string(&[1, 2, 3], &[0, 1, 2, 3, 4])],
    });
    td.now = at(40);
    assert_eq!(
        dealt(&td),
        3 * 40 * 60,
        "three tables dealt 40 minutes under three plans"
    );
    let hours = td.tournament.dealer_hours(td.now);
    let ana = |table: u32| {
        (hours.iter())
            .find(|h| h.name == "Ana" && h.table == TableNo(table))
            .map(|h| h.seconds)
    };
    assert!(
        ana(1).unwrap_or(0) >= 11 * 60,
        "Ana's 11 minutes at table 1 under the first plan stay: {hours:?}"
    );
    assert_eq!(
        td.replayed().dealer_hours(td.now),
        hours,
        "a replay pays the same"
    );
    let csv = riffle_store::export::dealer_hours_csv(&td.tournament, td.now);
    assert!(csv.contains("\n0,Ana,1,"), "{csv}");
}
