//! What the event pays, line by line: the one list the payout sheet, the window's payouts and
//! the director's phone show. Once the players agree a deal, its shares are what is paid to
//! them, by name, whether or not their places are decided yet; the places by prize are listed
//! only below the deal, for the players out before it.

use crate::Tournament;
use riffle_core::floor::PlayerId;
use riffle_core::structure::Money;
use std::collections::{BTreeMap, HashMap};

/// One line of what the event pays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paid {
    /// The place, once decided: a deal that leaves an amount to play for pays its players
    /// before their places are known.
    pub place: Option<u32>,
    /// The place is shared (its prizes split alike).
    pub shared: bool,
    /// Who finished there, or the player of a deal's share; none while the place is played for.
    pub players: Vec<PlayerId>,
    pub amount: Money,
    /// Paid by the deal the players agreed rather than by place.
    pub deal: bool,
}

impl Tournament {
    /// What the event pays, best first: with a deal agreed, each player in it with the amount
    /// agreed (the winner's with the amount kept, once decided), by place when the deal ended
    /// play, else in the order the TD listed them; then every place paid below the deal (the
    /// structure's, and a place a deal pays beyond them), with whoever finished there so far.
    pub fn paid(&self) -> Vec<Paid> {
        let standings = self.standings();
        let payouts = self.payouts();
        let deal = self.deal();
        let in_deal = |player: PlayerId| deal.is_some_and(|deal| deal.share(player).is_some());
        // Each player's standing, and the places of those out of the deal: read once, so a
        // festival's thousands of places cost one pass, not one of the standings a place.
        let by_player: HashMap<PlayerId, _> = standings.iter().map(|s| (s.player, s)).collect();
        let mut by_place: BTreeMap<u32, Vec<_>> = BTreeMap::new();
        for standing in standings.iter().filter(|s| !in_deal(s.player)) {
            by_place.entry(standing.place).or_default().push(standing);
        }
        let mut lines: Vec<Paid> = (deal.into_iter().flat_map(|deal| &deal.shares))
            .map(|share| {
                let standing = by_player.get(&share.player).copied();
                Paid {
                    place: standing.map(|s| s.place),
                    shared: standing.is_some_and(|s| s.shared),
                    players: vec![share.player],
                    amount: standing.map_or(share.amount, |s| s.prize),
                    deal: true,
                }
            })
            .collect();
        lines.sort_by_key(|line| line.place.unwrap_or(u32::MAX));
        // The deal's players hold the first places: the places below are paid by place.
        let below = u32::try_from(lines.len()).unwrap_or(u32::MAX);
        let last = (standings.iter())
            .filter(|s| s.prize > 0)
            .map(|s| s.place)
            .max()
            .unwrap_or(0)
            .max(u32::try_from(payouts.len()).unwrap_or(u32::MAX));
        for place in below.saturating_add(1)..=last {
            let at = by_place.get(&place).map_or(&[][..], Vec::as_slice);
            let prize = payouts.get(place as usize - 1).copied().unwrap_or(0);
            lines.push(Paid {
                place: Some(place),
                shared: at.first().is_some_and(|s| s.shared),
                players: at.iter().map(|s| s.player).collect(),
                amount: at.first().map_or(prize, |s| s.prize),
                deal: false,
            });
        }
        lines
    }
}
