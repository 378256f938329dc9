//! The dealer board's rotation: a relief dealer per string of tables, each dealer dealing every
//! table of the string in turn and resting once a round, the clock's breaks respected; a table
//! broken sends its dealer to the board; a plan that would leave a table without a dealer is
//! refused with the reason.

use chrono::{DateTime, NaiveDate, TimeDelta, Utc};
use riffle_core::dealers::{
    Board, Boundary, BoundaryKind, DealerId, DealerString, Place, Plan, PlanRefusal,
};
use riffle_core::floor::TableNo;
use riffle_text::{Lang, Say};

fn at(h: u32, m: u32) -> DateTime<Utc> {
    NaiveDate::from_ymd_opt(2025, 3, 7)
        .and_then(|d| d.and_hms_opt(h, m, 0))
        .map(|t| t.and_utc())
        .unwrap()
}

fn tables(numbers: &[u32]) -> Vec<TableNo> {
    numbers.iter().map(|n| TableNo(*n)).collect()
}

fn dealers(n: u32) -> Vec<DealerId> {
    (0..n).map(DealerId).collect()
}

/// Levels of 40 minutes from 19:00, a 15-minute break after the third.
fn clock() -> Vec<Boundary> {
    let known = at(18, 0);
    let level = |h, m| Boundary {
        at: at(h, m),
        known,
        kind: BoundaryKind::Level,
    };
    vec![
        level(19, 40),
        level(20, 20),
        Boundary {
            at: at(21, 0),
            known,
            kind: BoundaryKind::Break { until: at(21, 15) },
        },
        level(21, 55),
    ]
}

#[test]
fn a_relief_dealer_rotates_through_a_string_of_4_tables_for_3_hours_with_the_breaks() {
    let plan = Plan {
        push_every: TimeDelta::minutes(20),
        strings: vec![DealerString {
            tables: tables(&[1, 2, 3, 4]),
            dealers: dealers(5),
        }],
    };
    plan.check(&tables(&[1, 2, 3, 4]), &dealers(5)).unwrap();
    let mut board = Board::start(&plan, at(19, 0));
    let clock = clock();
    let relief = DealerId(4);
    assert_eq!(
        board.places().iter().find(|(d, _)| *d == relief).unwrap().1,
        Place::Break
    );
    let pushes = board.catch_up(&clock, at(22, 0));
    let times: Vec<DateTime<Utc>> = pushes.iter().map(|p| p.at).collect();
    // 19:20; due 19:40 on the level change, made as it starts; 20:00; due 20:20 on the level
    // change; 20:40; due 21:00 on the break, made at it; then 21:35 (20 min after the break);
    // due 21:55 on the level change.
    assert_eq!(
        times,
        [
            at(19, 20),
            at(19, 40),
            at(20, 0),
            at(20, 20),
            at(20, 40),
            at(21, 0),
            at(21, 35),
            at(21, 55)
        ]
    );
    assert!(pushes.iter().all(|p| !p.old_level_hand));
    // The relief dealer came in at table 1 at the first push and went round the string:
    // tables 1, 2, 3, 4, a break, table 1 again...
    let mut path = Vec::new();
    for push in &pushes {
        let to = push.moves.iter().find(|m| m.dealer == relief).unwrap().to;
        path.push(to);
    }
    let t = |n| Place::Table(TableNo(n));
    assert_eq!(
        path,
        [t(1), t(2), t(3), t(4), Place::Break, t(1), t(2), t(3)]
    );
    // Every dealer rested once in each five pushes: the break came round to each in turn.
    for dealer in dealers(5) {
        let breaks = (pushes.iter().take(5))
            .filter(|p| {
                p.moves
                    .iter()
                    .any(|m| m.dealer == dealer && m.to == Place::Break)
            })
            .count();
        assert_eq!(breaks, 1, "{dealer:?}");
    }
}

#[test]
fn a_table_broken_sends_its_dealer_to_the_board_and_the_string_carries_on() {
    let plan = Plan {
        push_every: TimeDelta::minutes(30),
        strings: vec![DealerString {
            tables: tables(&[1, 2, 3]),
            dealers: dealers(4),
        }],
    };
    let mut board = Board::start(&plan, at(19, 0));
    assert_eq!(board.dealer_at(TableNo(2)), Some(DealerId(1)));
    assert_eq!(board.break_table(TableNo(2), at(19, 10)), Some(DealerId(1)));
    assert_eq!(board.dealer_at(TableNo(2)), None);
    assert!(board.places().contains(&(DealerId(1), Place::Board)));
    // Tables 1 and 3 rotate with dealers 0, 2 and 3; the released dealer stays on the board.
    let push = board.next_push(&[]);
    board.push(&push, &[]);
    assert_eq!(board.dealer_at(TableNo(1)), Some(DealerId(3)));
    assert_eq!(board.dealer_at(TableNo(3)), Some(DealerId(0)));
    assert!(push.moves.iter().all(|m| m.dealer != DealerId(1)));
    // Ben dealt table 2 from 19:00 until it broke at 19:10; then the 19:30 push.
    let stints = board.stints(at(19, 45));
    let ben: Vec<_> = stints.iter().filter(|s| s.dealer == DealerId(1)).collect();
    assert_eq!(ben.len(), 1);
    assert_eq!(
        (ben[0].table, ben[0].from, ben[0].until),
        (TableNo(2), at(19, 0), at(19, 10))
    );
    let dee: Vec<_> = stints.iter().filter(|s| s.dealer == DealerId(3)).collect();
    assert_eq!(
        dee.iter()
            .map(|s| (s.table, s.from, s.until))
            .collect::<Vec<_>>(),
        [(TableNo(1), at(19, 30), at(19, 45))],
        "the relief dealer sat down at the first push"
    );
    assert_eq!(
        board.break_table(TableNo(7), at(19, 40)),
        None,
        "no string covers table 7"
    );
}

#[test]
fn a_plan_that_leaves_a_table_without_a_dealer_is_refused_with_the_reason() {
    let open = tables(&[1, 2, 3, 4]);
    let checked_in = dealers(6);
    let string = |t: &[u32], d: &[u32]| DealerString {
        tables: tables(t),
        dealers: d.iter().map(|n| DealerId(*n)).collect(),
    };
    let plan = |strings| Plan {
        push_every: TimeDelta::minutes(30),
        strings,
    };
    let short = plan(vec![string(&[1, 2, 3, 4], &[0, 1, 2])]);
    let refusal = short.check(&open, &checked_in).unwrap_err();
    assert_eq!(
        refusal,
        PlanRefusal::TableWithoutDealer {
            string: 0,
            tables: 4,
            dealers: 3
        }
    );
    assert_eq!(
        refusal.say(Lang::En),
        "string 1 has 4 tables but 3 dealers: a table would have no dealer; give it at least 4 \
         dealers, one more to relieve them"
    );
    assert!(refusal.say(Lang::Fr).contains("n'aurait pas de croupier"));
    let uncovered = plan(vec![string(&[1, 2, 3], &[0, 1, 2, 3])]);
    assert_eq!(
        uncovered.check(&open, &checked_in),
        Err(PlanRefusal::Uncovered { table: TableNo(4) })
    );
    let twice = plan(vec![
        string(&[1, 2], &[0, 1, 2]),
        string(&[3, 4], &[2, 3, 4]),
    ]);
    assert_eq!(
        twice.check(&open, &checked_in),
        Err(PlanRefusal::DealerTwice {
            dealer: DealerId(2)
        })
    );
    let often = Plan {
        push_every: TimeDelta::minutes(2),
        ..plan(vec![string(&[1, 2, 3, 4], &[0, 1, 2, 3, 4])])
    };
    assert_eq!(
        often.check(&open, &checked_in),
        Err(PlanRefusal::PushTooOften { minutes: 2 })
    );
    let stranger = plan(vec![string(&[1, 2, 3, 4], &[0, 1, 2, 3, 9])]);
    assert_eq!(
        stranger.check(&open, &checked_in),
        Err(PlanRefusal::NotCheckedIn {
            dealer: DealerId(9)
        })
    );
}
