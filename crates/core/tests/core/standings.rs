//! Finishing places and prizes (TDA 8A/RP-8A, the split of shared places): players out on one
//! hand place by their starting stacks, equal stacks share their places and split the prizes
//! of those places, and a split never loses a chip of money: the prizes handed out always add
//! up to the prizes of the places paid.

use proptest::prelude::*;
use riffle_core::floor::PlayerId;
use riffle_core::standings::{BustGroup, Finish, Standing, finishes, standings};

fn group(players: &[(u32, u64)], share_all: bool) -> BustGroup {
    BustGroup {
        players: players.iter().map(|&(p, s)| (PlayerId(p), s)).collect(),
        share_all,
    }
}

fn standing(player: u32, place: u32, shared: bool, prize: u64) -> Standing {
    Standing {
        player: PlayerId(player),
        place,
        shared,
        prize,
    }
}

#[test]
fn one_player_out_takes_the_last_place_left() {
    let payouts = [500, 300, 200];
    let out = standings(5, &[group(&[(4, 0)], false)], &payouts, None);
    assert_eq!(out, [standing(4, 5, false, 0)]);
}

#[test]
fn the_bigger_starting_stack_places_higher_on_the_same_hand() {
    let payouts = [500, 300, 200];
    let out = standings(
        4,
        &[group(&[(1, 8_000), (2, 3_000)], false)],
        &payouts,
        None,
    );
    assert_eq!(out, [standing(1, 3, false, 200), standing(2, 4, false, 0)]);
}

#[test]
fn equal_stacks_share_the_places_and_split_their_prizes() {
    // Three left, two bust with 2,000 each: they share second and split the prizes of second
    // and third, (300 + 200) / 2.
    let payouts = [500, 300, 200];
    let out = standings(
        3,
        &[group(&[(1, 2_000), (2, 2_000)], false)],
        &payouts,
        None,
    );
    assert_eq!(out, [standing(1, 2, true, 250), standing(2, 2, true, 250)]);
}

#[test]
fn the_money_that_does_not_split_goes_to_the_first_listed_and_nothing_is_lost() {
    // 301 + 200 = 501 does not split in two: 251 and 250.
    let payouts = [500, 301, 200];
    let out = standings(
        3,
        &[group(&[(1, 2_000), (2, 2_000)], false)],
        &payouts,
        None,
    );
    assert_eq!(out, [standing(1, 2, true, 251), standing(2, 2, true, 250)]);
    // Three ways: 100 + 100 + 101 = 301 → 101, 100, 100.
    let payouts = [1_000, 100, 100, 101];
    let out = standings(
        4,
        &[group(&[(1, 900), (2, 900), (3, 900)], false)],
        &payouts,
        None,
    );
    let prizes: Vec<u64> = out.iter().map(|s| s.prize).collect();
    assert_eq!(prizes, [101, 100, 100]);
}

#[test]
fn on_the_hand_in_progress_when_hand_for_hand_was_announced_everyone_shares() {
    // RP-8A: all share the best of their places whatever their stacks; the bigger stack gets
    // the money that does not split.
    let payouts = [500, 300, 201];
    let out = standings(3, &[group(&[(1, 9_000), (2, 1_000)], true)], &payouts, None);
    assert_eq!(out, [standing(1, 2, true, 251), standing(2, 2, true, 250)]);
}

#[test]
fn the_winner_takes_first_once_one_player_is_left() {
    let payouts = [700, 300];
    let out = standings(
        3,
        &[group(&[(2, 0)], false), group(&[(0, 0)], false)],
        &payouts,
        Some(PlayerId(1)),
    );
    assert_eq!(
        out,
        [
            standing(2, 3, false, 0),
            standing(0, 2, false, 300),
            standing(1, 1, false, 700)
        ]
    );
}

#[test]
fn the_hand_loggers_places_come_from_the_same_rule() {
    let payouts = [500, 300, 200];
    assert_eq!(
        finishes(3, &[2_000, 2_000], false, &payouts),
        [
            Finish {
                place: 2,
                shared: true,
                prize: 250
            },
            Finish {
                place: 2,
                shared: true,
                prize: 250
            }
        ]
    );
}

/// A field split into bust groups, in the order they went out, with one player left.
fn field() -> impl Strategy<Value = (u32, Vec<BustGroup>, Vec<u64>)> {
    (2u32..40).prop_flat_map(|entries| {
        let out = (entries - 1) as usize;
        (
            Just(entries),
            prop::collection::vec((1usize..4, any::<bool>()), 1..=out),
            prop::collection::vec(prop::sample::select(vec![500u64, 1_000, 2_000]), out),
            prop::collection::vec(0u64..10_000, 0..=entries as usize),
        )
            .prop_map(move |(entries, sizes, stacks, payouts)| {
                let mut groups = Vec::new();
                let mut next = 0usize;
                for (size, share_all) in sizes {
                    if next >= out {
                        break;
                    }
                    let end = (next + size).min(out);
                    let mut players: Vec<(PlayerId, u64)> = (next..end)
                        .map(|p| (PlayerId(p as u32), stacks[p]))
                        .collect();
                    players.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
                    groups.push(BustGroup { players, share_all });
                    next = end;
                }
                if next < out {
                    groups.push(BustGroup {
                        players: (next..out).map(|p| (PlayerId(p as u32), 0)).collect(),
                        share_all: false,
                    });
                }
                (entries, groups, payouts)
            })
    })
}

proptest! {
    #[test]
    fn the_prizes_handed_out_are_the_prizes_of_the_places_paid((entries, groups, payouts) in field()) {
        let winner = PlayerId(entries - 1);
        let out = standings(entries, &groups, &payouts, Some(winner));
        prop_assert_eq!(out.len() as u32, entries);
        let handed_out: u64 = out.iter().map(|s| s.prize).sum();
        let paid: u64 = payouts.iter().take(entries as usize).sum();
        prop_assert_eq!(handed_out, paid);
        // Each shared place splits evenly: no two sharers differ by more than one unit.
        for s in &out {
            let sharers: Vec<u64> = out.iter().filter(|o| o.place == s.place).map(|o| o.prize).collect();
            let (low, high) = (sharers.iter().min().copied().unwrap_or(0), sharers.iter().max().copied().unwrap_or(0));
            prop_assert!(high - low <= 1);
            prop_assert_eq!(s.shared, sharers.len() > 1);
        }
    }
}
