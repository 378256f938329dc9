//! Finishing places and prizes: the one place where a busted player's place, a shared place and
//! the split of its prizes are decided, so the tournament, the exports and every window agree.
//!
//! Players out on one hand place by their chips at the start of the hand, the bigger stack
//! higher; equal stacks share their places (and everyone shares under TDA RP-8A when the hand
//! was in progress as hand-for-hand was announced). A shared place splits the prizes of the
//! places it covers evenly; the chips of money that do not split go one each to the players
//! listed first (the bigger stacks), so the split always adds up to the prizes exactly.
//!
//! A deal at the final table shares the prizes left by agreement instead: [`deal`]; bounties
//! are paid by knockout, not by place: [`bounty`].

pub mod bounty;
pub mod deal;

use crate::Chips;
use crate::floor::PlayerId;
use crate::structure::Money;
use serde::{Deserialize, Serialize};

/// Players out on the same hand. They place by their chips at the start of the hand, the bigger
/// stack higher; equal stacks share the places and their prizes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BustGroup {
    /// Bigger starting stack first.
    pub players: Vec<(PlayerId, Chips)>,
    /// Busting on the hand in progress when hand-for-hand was announced: all share the best of
    /// their places (TDA RP-8A).
    pub share_all: bool,
}

/// An entry's finishing place and prize.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub player: PlayerId,
    pub place: u32,
    /// Shares the place (and the prizes of the places shared) with others.
    pub shared: bool,
    pub prize: Money,
}

/// Where one player out on a hand finishes, before the player is known by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finish {
    pub place: u32,
    pub shared: bool,
    pub prize: Money,
}

/// Where the players out on one hand finish, with `players_left` in the event before the hand:
/// one finish per starting stack, in the order given. The stacks need not be sorted; among
/// equal stacks the one listed first gets the first of the money that does not split.
pub fn finishes(
    players_left: u32,
    starting_stacks: &[Chips],
    share_all: bool,
    payouts: &[Money],
) -> Vec<Finish> {
    let prize = |place: u32| -> Money {
        payouts
            .get(place.saturating_sub(1) as usize)
            .copied()
            .unwrap_or(0)
    };
    let count = starting_stacks.len() as u32;
    let best = (players_left + 1).saturating_sub(count);
    // Bigger stack first; equal stacks keep the order given.
    let mut order: Vec<usize> = (0..starting_stacks.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(starting_stacks[i]));
    let mut out = vec![
        Finish {
            place: 0,
            shared: false,
            prize: 0,
        };
        starting_stacks.len()
    ];
    let mut start = 0usize;
    while start < order.len() {
        let end = if share_all {
            order.len()
        } else {
            let stack = starting_stacks[order[start]];
            start
                + order[start..]
                    .iter()
                    .take_while(|&&i| starting_stacks[i] == stack)
                    .count()
        };
        let first_place = best + start as u32;
        let run = (end - start) as u32;
        let pool: Money = (first_place..first_place + run).map(prize).sum();
        let each = pool / Money::from(run);
        let extra = pool % Money::from(run);
        for (k, &i) in order[start..end].iter().enumerate() {
            out[i] = Finish {
                place: first_place,
                shared: run > 1,
                prize: each + Money::from((k as u64) < extra),
            };
        }
        start = end;
    }
    out
}

/// Finishing places and prizes of everyone out, from the groups in the order they went out, for
/// a field of `entries`, and of the `winner` once one player is left. Late entries and
/// re-entries move places as they come, since places count from the field as it is now.
pub fn standings(
    entries: u32,
    busts: &[BustGroup],
    payouts: &[Money],
    winner: Option<PlayerId>,
) -> Vec<Standing> {
    let mut standings = Vec::new();
    let mut out_so_far = 0u32;
    for group in busts {
        let left = entries.saturating_sub(out_so_far);
        let stacks: Vec<Chips> = group.players.iter().map(|&(_, stack)| stack).collect();
        let placed = finishes(left, &stacks, group.share_all, payouts);
        for (&(player, _), finish) in group.players.iter().zip(placed) {
            standings.push(Standing {
                player,
                place: finish.place,
                shared: finish.shared,
                prize: finish.prize,
            });
        }
        out_so_far += group.players.len() as u32;
    }
    if let Some(player) = winner {
        standings.push(Standing {
            player,
            place: 1,
            shared: false,
            prize: payouts.first().copied().unwrap_or(0),
        });
    }
    standings
}

#[cfg(test)]
mod tests {
    use super::*;

    fn places(players_left: u32, stacks: &[Chips]) -> Vec<(u32, bool)> {
        finishes(players_left, stacks, false, &[])
            .into_iter()
            .map(|f| (f.place, f.shared))
            .collect()
    }

    #[test]
    fn bigger_starting_stacks_place_higher_and_equal_ones_share() {
        assert_eq!(places(9, &[5_000]), [(9, false)]);
        assert_eq!(places(9, &[5_000, 2_000]), [(8, false), (9, false)]);
        assert_eq!(
            places(9, &[5_000, 2_000, 2_000]),
            [(7, false), (8, true), (8, true)]
        );
    }

    #[test]
    fn the_order_given_does_not_change_the_places() {
        assert_eq!(
            places(9, &[2_000, 5_000, 2_000]),
            [(8, true), (7, false), (8, true)]
        );
    }
}
