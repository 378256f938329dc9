//! Simulated nights on the dealer board: random strings of tables and relief dealers, random
//! levels, breaks and levels the TD jumps to, tables broken along the way. At every moment every
//! open table has one dealer, nobody deals two tables, and no dealer deals more downs in a row
//! than the plan gives before a break.

use chrono::{DateTime, NaiveDate, TimeDelta, Utc};
use proptest::prelude::*;
use riffle_core::dealers::{Board, Boundary, BoundaryKind, DealerId, DealerString, Place, Plan};
use riffle_core::floor::TableNo;
use std::collections::{BTreeMap, BTreeSet};

fn start() -> DateTime<Utc> {
    NaiveDate::from_ymd_opt(2025, 3, 7)
        .and_then(|d| d.and_hms_opt(18, 0, 0))
        .map(|t| t.and_utc())
        .unwrap()
}

#[derive(Debug, Clone)]
struct Night {
    /// Each string: its tables' count and its relief dealers' count.
    strings: Vec<(usize, usize)>,
    push_minutes: i64,
    /// Each period's length in seconds, whether a break follows it, and whether the TD jumped
    /// to its end unannounced.
    periods: Vec<(i64, bool, bool)>,
    /// Tables broken: an index into the open tables, and the minute.
    broken: Vec<(usize, i64)>,
}

fn night() -> impl Strategy<Value = Night> {
    (
        prop::collection::vec((1usize..=5, 1usize..=2), 1..=3),
        15i64..=45,
        prop::collection::vec(
            (600i64..=3600, any::<bool>(), prop::bool::weighted(0.15)),
            3..=10,
        ),
        prop::collection::vec((0usize..15, 0i64..=480), 0..=4),
    )
        .prop_map(|(strings, push_minutes, periods, broken)| Night {
            strings,
            push_minutes,
            periods,
            broken,
        })
}

/// The plan, and each dealer's downs allowed in a row (the tables of the string).
fn plan(night: &Night) -> (Plan, BTreeMap<DealerId, usize>, Vec<TableNo>) {
    let (mut table, mut dealer) = (1, 0);
    let mut strings = Vec::new();
    let mut allowed = BTreeMap::new();
    let mut open = Vec::new();
    for &(tables, relief) in &night.strings {
        let tables: Vec<TableNo> = (0..tables).map(|i| TableNo(table + i as u32)).collect();
        table += tables.len() as u32;
        open.extend(&tables);
        let dealers: Vec<DealerId> = (0..tables.len() + relief)
            .map(|i| DealerId(dealer + i as u32))
            .collect();
        dealer += dealers.len() as u32;
        for d in &dealers {
            allowed.insert(*d, tables.len());
        }
        strings.push(DealerString { tables, dealers });
    }
    let plan = Plan {
        push_every: TimeDelta::minutes(night.push_minutes),
        strings,
    };
    (plan, allowed, open)
}

fn clock(night: &Night) -> Vec<Boundary> {
    let mut at = start();
    let mut boundaries = Vec::new();
    for &(seconds, then_break, jumped) in &night.periods {
        at += TimeDelta::seconds(seconds);
        let known = if jumped { at } else { start() };
        if then_break {
            let until = at + TimeDelta::minutes(15);
            boundaries.push(Boundary {
                at,
                known,
                kind: BoundaryKind::Break { until },
            });
            at = until;
        } else {
            boundaries.push(Boundary {
                at,
                known,
                kind: BoundaryKind::Level,
            });
        }
    }
    boundaries
}

/// Checks the board against the open tables; counts each dealer's downs in a row.
fn check(
    board: &Board,
    open: &BTreeSet<TableNo>,
    downs: &mut BTreeMap<DealerId, usize>,
    allowed: &BTreeMap<DealerId, usize>,
    counting: bool,
) -> Result<(), TestCaseError> {
    let places = board.places();
    let mut seen = BTreeSet::new();
    for (dealer, _) in &places {
        prop_assert!(seen.insert(*dealer), "{dealer:?} is in two places");
    }
    for table in open {
        let at_table = places
            .iter()
            .filter(|(_, p)| *p == Place::Table(*table))
            .count();
        prop_assert_eq!(at_table, 1, "table {} has {} dealers", table.0, at_table);
    }
    if counting {
        for (dealer, place) in &places {
            let count = downs.entry(*dealer).or_default();
            match place {
                Place::Table(_) => *count += 1,
                Place::Break | Place::Board => *count = 0,
            }
            prop_assert!(
                *count <= allowed[dealer],
                "{dealer:?} dealt {count} downs in a row, the plan gives {}",
                allowed[dealer]
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn every_open_table_has_one_dealer_nobody_deals_two_and_nobody_skips_a_break(
        night in night()
    ) {
        let (plan, allowed, open) = plan(&night);
        let checked_in: Vec<DealerId> = allowed.keys().copied().collect();
        prop_assert!(plan.check(&open, &checked_in).is_ok());
        let clock = clock(&night);
        let mut board = Board::start(&plan, start());
        let mut open: BTreeSet<TableNo> = open.into_iter().collect();
        let mut downs = BTreeMap::new();
        check(&board, &open, &mut downs, &allowed, true)?;
        let mut broken = night.broken.clone();
        broken.sort_by_key(|(_, minute)| *minute);
        let mut broken = broken.into_iter().peekable();
        let end = start() + TimeDelta::hours(10);
        loop {
            let push = board.next_push(&clock);
            // Tables broken before this push, each checked at once.
            while let Some((pick, minute)) =
                broken.next_if(|(_, minute)| start() + TimeDelta::minutes(*minute) < push.at)
            {
                if open.len() <= 1 {
                    continue;
                }
                let table = *open.iter().nth(pick % open.len()).unwrap();
                let at = start() + TimeDelta::minutes(minute);
                prop_assert!(board.break_table(table, at).is_some());
                open.remove(&table);
                check(&board, &open, &mut downs, &allowed, false)?;
            }
            if push.at > end {
                break;
            }
            prop_assert!(push.at >= push.due || push.held);
            board.push(&push, &clock);
            check(&board, &open, &mut downs, &allowed, true)?;
        }
        // The time at the tables: no dealer at two tables at once, no table with two dealers.
        let stints = board.stints(end);
        for (i, a) in stints.iter().enumerate() {
            prop_assert!(a.from <= a.until);
            for b in &stints[i + 1..] {
                let overlap = a.from < b.until && b.from < a.until;
                prop_assert!(
                    !(overlap && (a.dealer == b.dealer || a.table == b.table)),
                    "{a:?} and {b:?} overlap"
                );
            }
        }
    }
}
