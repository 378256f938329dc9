//! Bounties: the money on a player's head, paid to whoever knocks the player out. In a fixed
//! bounty event the whole head is paid in cash; in a progressive knockout (PKO) half is paid in
//! cash and half goes onto the winner's own head, so heads grow as players collect them, and the
//! winner of the event keeps their own head.
//!
//! When several players knock one out together (a pot split between them), they split the head
//! evenly; the units that do not split go one each to the knockers listed first. Of each share a
//! PKO pays the odd unit in cash. Nothing is created or lost: the cash paid and the amounts
//! added to heads always add up to the head.

use crate::floor::PlayerId;
use crate::structure::{Knockout, Money};
use serde::{Deserialize, Serialize};

/// What one knocker receives for one knockout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BountyPaid {
    pub player: PlayerId,
    /// Paid at once.
    pub cash: Money,
    /// Added to the knocker's own head (progressive knockouts).
    pub to_head: Money,
}

/// A knockout as recorded: who went out, who knocked them out, what each was paid.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KnockoutRecord {
    pub busted: PlayerId,
    /// Empty when the TD named nobody: the head is then unclaimed and stays on the busted entry.
    pub by: Vec<PlayerId>,
    pub paid: Vec<BountyPaid>,
}

/// The head of a player knocked out by `by` (listed in the order the odd units go), paid the
/// way `kind` says.
pub fn knock_out(kind: Knockout, head: Money, by: &[PlayerId]) -> Vec<BountyPaid> {
    let Some(count) = Money::try_from(by.len()).ok().filter(|&n| n > 0) else {
        return Vec::new();
    };
    let (each, odd) = (head / count, head % count);
    by.iter()
        .enumerate()
        .map(|(at, &player)| {
            let share = each + Money::from((at as Money) < odd);
            let to_head = match kind {
                Knockout::Fixed => 0,
                Knockout::Progressive => share / 2,
            };
            BountyPaid {
                player,
                cash: share - to_head,
                to_head,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_split_head_gives_its_odd_units_to_the_knockers_listed_first() {
        let paid = knock_out(Knockout::Fixed, 101, &[PlayerId(4), PlayerId(7)]);
        let cash: Vec<Money> = paid.iter().map(|p| p.cash).collect();
        assert_eq!(cash, [51, 50]);
        let paid = knock_out(Knockout::Progressive, 101, &[PlayerId(4), PlayerId(7)]);
        let split: Vec<(Money, Money)> = paid.iter().map(|p| (p.cash, p.to_head)).collect();
        assert_eq!(split, [(26, 25), (25, 25)]);
        assert!(knock_out(Knockout::Progressive, 50, &[]).is_empty());
    }
}
