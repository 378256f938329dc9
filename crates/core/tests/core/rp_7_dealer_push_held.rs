//! TDA RP-7 and rule 23 on the dealer board: a push due in the 90 s before a level change is
//! held until the new level's first hand, and one due in the 90 s before a break is made at
//! the break; a push the level change catches in progress (a change the board could not see
//! coming: the TD took time off) has its incoming dealer deal one hand at the old level.

use chrono::{DateTime, NaiveDate, TimeDelta, Utc};
use riffle_core::dealers::{Board, Boundary, BoundaryKind, DealerId, DealerString, Place, Plan};
use riffle_core::floor::TableNo;

fn at(h: u32, m: u32, s: u32) -> DateTime<Utc> {
    NaiveDate::from_ymd_opt(2025, 3, 7)
        .and_then(|d| d.and_hms_opt(h, m, s))
        .map(|t| t.and_utc())
        .unwrap()
}

/// Tables 1 and 2, dealers 0 and 1 dealing and dealer 2 relieving; a push every 30 min from
/// 20:00.
fn board() -> Board {
    let plan = Plan {
        push_every: TimeDelta::minutes(30),
        strings: vec![DealerString {
            tables: vec![TableNo(1), TableNo(2)],
            dealers: vec![DealerId(0), DealerId(1), DealerId(2)],
        }],
    };
    plan.check(
        &[TableNo(1), TableNo(2)],
        &[DealerId(0), DealerId(1), DealerId(2)],
    )
    .unwrap();
    Board::start(&plan, at(20, 0, 0))
}

fn level(h: u32, m: u32, s: u32) -> Boundary {
    Boundary {
        at: at(h, m, s),
        known: at(19, 0, 0),
        kind: BoundaryKind::Level,
    }
}

#[test]
fn a_push_due_60_s_before_a_level_change_is_held_until_the_new_level_s_first_hand() {
    let board = board();
    // The push is due at 20:30:00; the level changes at 20:31:00.
    let clock = [level(20, 31, 0)];
    let push = board.next_push(&clock);
    assert_eq!(push.due, at(20, 30, 0));
    assert!(push.held);
    assert_eq!(push.at, at(20, 31, 0), "made as the new level starts");
    assert!(
        !push.old_level_hand,
        "held, the push waits for the new level: its dealer deals it"
    );
}

#[test]
fn a_push_due_more_than_90_s_before_the_change_is_not_held() {
    let board = board();
    let clock = [level(20, 31, 31)];
    let push = board.next_push(&clock);
    assert!(!push.held);
    assert_eq!(push.at, at(20, 30, 0));
    assert!(!push.old_level_hand);
}

#[test]
fn a_push_due_before_a_break_is_made_at_the_break_and_the_next_one_after_it() {
    let mut board = board();
    let clock = [Boundary {
        at: at(20, 31, 0),
        known: at(19, 0, 0),
        kind: BoundaryKind::Break {
            until: at(20, 46, 0),
        },
    }];
    let push = board.next_push(&clock);
    assert!(push.held);
    assert_eq!(push.at, at(20, 31, 0));
    board.push(&push, &clock);
    assert_eq!(
        board.next_due(),
        at(21, 16, 0),
        "a push interval after the break"
    );
}

#[test]
fn rule_23_a_level_change_during_a_push_gives_the_incoming_dealer_one_hand_at_the_old_level() {
    let mut board = board();
    // The TD took time off at 20:29:40: the level that was to change at 20:45 now changes at
    // 20:30:30, while the push due at 20:30:00 is in progress.
    let clock = [Boundary {
        at: at(20, 30, 30),
        known: at(20, 29, 40) + TimeDelta::seconds(30),
        kind: BoundaryKind::Level,
    }];
    let push = board.next_push(&clock);
    assert!(!push.held, "the board could not see the change coming");
    assert_eq!(push.at, at(20, 30, 0));
    assert!(push.old_level_hand);
    let incoming = push
        .moves
        .iter()
        .find(|m| m.to == Place::Table(TableNo(1)))
        .unwrap();
    assert_eq!(incoming.dealer, DealerId(2), "the relief dealer comes in");
    board.push(&push, &clock);
    assert_eq!(board.dealer_at(TableNo(1)), Some(DealerId(2)));
}
