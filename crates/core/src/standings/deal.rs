//! A deal at the final table: the players left agree to share the prizes still to be paid
//! instead of playing for them. Two splits are offered, as every TD is asked for them:
//!
//! - **chip-chop**: each player's share in proportion to their chips;
//! - **ICM** (Malmuth-Harville): each player's expected prize if the chance of finishing first is
//!   their share of the chips, and the chance of each next place is their share of the chips of
//!   the players not yet placed.
//!
//! Either split may leave an amount to play for ("save some for first"): it comes off the first
//! prize before the split, and the players keep playing for it.
//!
//! Neither split ever gives a player less than the prize that player is sure of, the lowest
//! place still to be paid: a player would refuse a deal below what folding every hand wins.
//! Chip-chop therefore gives each player that prize first and splits the rest by chips (ICM
//! gives at least as much by itself), and a deal the players make by hand below it is refused.
//!
//! Money is counted in whole units of the smallest amount the cashier pays, with checked
//! arithmetic; every split adds up exactly to the prizes less the amount kept. The units the
//! rounding leaves over go one each to the players whose share lost the most to rounding down
//! (ties: the bigger stack, then the player listed first), so no unit is left unassigned and none
//! is paid twice.

use crate::Chips;
use crate::floor::PlayerId;
use crate::standings::Standing;
use crate::structure::Money;
use riffle_text::fill;
use riffle_text::{Lang, Say, group_digits};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// The most players a deal is computed for: a final table. ICM weighs every finishing order, so
/// its work doubles with each player.
pub const MAX_PLAYERS: usize = 10;

/// The largest stack, prize or amount kept a deal accepts. Far beyond any real event, and small
/// enough that every sum, product and the ICM's floating point stay exact to the unit.
pub const MAX_AMOUNT: u64 = 1_000_000_000_000;

/// The two splits offered for one table, amounts in the order the stacks were given.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealOffer {
    pub chip_chop: Vec<Money>,
    pub icm: Vec<Money>,
    /// Left to play for: the first prize of the play that goes on.
    pub kept: Money,
    /// What every player is sure of, the lowest place still to be paid (0 on the bubble): no
    /// share is below it, and the offer says so.
    pub locked: Money,
}

/// A list a deal is given, to say which one holds a bad number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DealList {
    Stacks,
    Prizes,
    Amounts,
    Keep,
}

/// Why a deal cannot be computed or recorded. Positions count from 1, as the TD reads a list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DealError {
    NoPlayers,
    /// A player with no chips is out, not in a deal.
    EmptyStack {
        position: usize,
    },
    Negative {
        list: DealList,
        position: usize,
        text: String,
    },
    NotAnAmount {
        list: DealList,
        position: usize,
        text: String,
    },
    TooLarge {
        list: DealList,
    },
    TooManyPlayers {
        players: usize,
    },
    MorePrizesThanPlayers {
        prizes: usize,
        players: usize,
    },
    /// A place pays more than the place above it.
    PrizesOutOfOrder {
        place: usize,
    },
    KeepTooLarge {
        keep: Money,
        first: Money,
    },
    /// The amount kept would leave the first prize below the prize every player is sure of.
    KeepTakesLocked {
        keep: Money,
        most: Money,
        locked: Money,
    },
    /// A hand-made deal gives a player less than the lowest place still to be paid.
    BelowLocked {
        position: usize,
        amount: Money,
        locked: Money,
    },
    /// An agreed deal gives one amount per player.
    WrongCount {
        amounts: usize,
        players: usize,
    },
    /// An agreed deal shares exactly the prizes left less the amount kept.
    NotSumming {
        agreed: Money,
        expected: Money,
    },
}

/// A deal the players agreed, as the journal keeps it: who, with how many chips, for how much.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AgreedDeal {
    /// Every player left when the deal was made, in the order the TD listed them.
    pub shares: Vec<DealShare>,
    /// Left to play for: the winner's, on top of the winner's share.
    pub kept: Money,
}

/// One player's part of a deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealShare {
    pub player: PlayerId,
    /// Chips when the deal was made: the places of a deal that ends play follow them.
    pub chips: Chips,
    pub amount: Money,
}

impl AgreedDeal {
    /// The amount agreed for `player`, if the player is in the deal.
    pub fn share(&self, player: PlayerId) -> Option<Money> {
        self.shares
            .iter()
            .find(|share| share.player == player)
            .map(|share| share.amount)
    }

    /// Nothing is left to play for: the deal ends the event.
    pub fn ends_play(&self) -> bool {
        self.kept == 0
    }

    /// Standings paid by the deal instead of by place: each player in it wins the amount agreed,
    /// and first place the amount kept on top; the places themselves do not change.
    pub fn settle(&self, standings: &mut [Standing]) {
        for standing in standings {
            if let Some(amount) = self.share(standing.player) {
                let kept = if standing.place == 1 { self.kept } else { 0 };
                standing.prize = amount.saturating_add(kept);
            }
        }
    }
}

/// Both splits for players with `stacks` sharing `prizes` (first place first; fewer prizes than
/// players pays nothing to the last places), with `keep` left to play for.
pub fn offer(stacks: &[Chips], prizes: &[Money], keep: Money) -> Result<DealOffer, DealError> {
    let prizes = shared_prizes(stacks, prizes, keep)?;
    let locked = locked_prize(&prizes);
    Ok(DealOffer {
        chip_chop: chip_chop_checked(stacks, &prizes, locked),
        icm: icm_checked(stacks, &prizes, locked),
        kept: keep,
        locked,
    })
}

/// [`offer`] with every share a multiple of `unit`, the smallest amount the cashier pays out
/// (the unit the structure rounds its prizes to): each share rounded down, never below the
/// locked prize, the units that frees handed out one `unit` at a time to the shares that lost
/// most (ties: the bigger stack), and what is left below a unit to the biggest stack, as the
/// structure gives its rounding to first place. The shares still add up to the prizes left.
pub fn offer_in_units(
    stacks: &[Chips],
    prizes: &[Money],
    keep: Money,
    unit: Money,
) -> Result<DealOffer, DealError> {
    let mut deal = offer(stacks, prizes, keep)?;
    if unit > 1 {
        deal.chip_chop = in_units(&deal.chip_chop, stacks, unit, deal.locked);
        deal.icm = in_units(&deal.icm, stacks, unit, deal.locked);
    }
    Ok(deal)
}

fn in_units(shares: &[Money], stacks: &[Chips], unit: Money, locked: Money) -> Vec<Money> {
    let total: Money = shares.iter().sum();
    let mut rounded: Vec<Money> = shares
        .iter()
        .map(|&share| (share - share % unit).max(locked.min(share)))
        .collect();
    let mut order: Vec<usize> = (0..shares.len()).collect();
    order.sort_by(|&a, &b| {
        let lost = |i: usize| shares[i] - rounded[i];
        lost(b)
            .cmp(&lost(a))
            .then(stacks[b].cmp(&stacks[a]))
            .then(a.cmp(&b))
    });
    let mut left = total - rounded.iter().sum::<Money>();
    for &i in &order {
        if left < unit {
            break;
        }
        rounded[i] += unit;
        left -= unit;
    }
    let biggest = (0..stacks.len())
        .max_by(|&a, &b| stacks[a].cmp(&stacks[b]).then(b.cmp(&a)))
        .unwrap_or(0);
    if let Some(share) = rounded.get_mut(biggest) {
        *share += left;
    }
    rounded
}

/// The prize every one of the players left is sure of: the lowest place still to be paid.
fn locked_prize(shared: &[Money]) -> Money {
    shared.iter().skip(1).copied().min().unwrap_or(0)
}

/// Each player's ICM (Malmuth-Harville) expectation, unrounded: what a deal's ICM split rounds
/// to whole units, and what published ICM tables list.
pub fn icm_equities(stacks: &[Chips], prizes: &[Money]) -> Result<Vec<f64>, DealError> {
    check_stacks(stacks)?;
    check_prizes(stacks, prizes)?;
    Ok(equities(stacks, prizes))
}

/// Checks a deal the players agreed (whatever the split they chose): one amount per player,
/// adding up to the prizes less the amount kept, none below the prize every player is sure of.
pub fn check_agreed(
    amounts: &[Money],
    stacks: &[Chips],
    prizes: &[Money],
    keep: Money,
) -> Result<(), DealError> {
    let prizes = shared_prizes(stacks, prizes, keep)?;
    if amounts.len() != stacks.len() {
        return Err(DealError::WrongCount {
            amounts: amounts.len(),
            players: stacks.len(),
        });
    }
    let agreed = checked_sum(amounts, DealList::Amounts)?;
    let expected = prizes.iter().sum();
    if agreed != expected {
        return Err(DealError::NotSumming { agreed, expected });
    }
    let locked = locked_prize(&prizes);
    match amounts.iter().position(|&amount| amount < locked) {
        Some(at) => Err(DealError::BelowLocked {
            position: at + 1,
            amount: amounts[at],
            locked,
        }),
        None => Ok(()),
    }
}

/// Reads a list as a TD or a script types it, `30000,20000,10000` or `30 000; 20 000`: the
/// items are split on `,` or `;` unless they hold a grouped number, so each item is one whole
/// amount (`text` reads it).
pub fn parse_list(text: &str, list: DealList) -> Result<Vec<u64>, DealError> {
    let separator = if text.contains(';') { ';' } else { ',' };
    text.split(separator)
        .enumerate()
        .map(|(at, item)| parse_amount(item, list, at + 1))
        .collect()
}

/// One amount of a list at `position`.
pub fn parse_amount(item: &str, list: DealList, position: usize) -> Result<u64, DealError> {
    let item = item.trim();
    let value = riffle_text::parse_whole_number(item).ok_or_else(|| {
        let text = item.to_string();
        if !item.is_empty() && item.chars().all(|c| c.is_ascii_digit()) {
            // Only digits, and yet not a number: more than a u64 holds.
            DealError::TooLarge { list }
        } else if item.starts_with('-') {
            DealError::Negative {
                list,
                position,
                text,
            }
        } else {
            DealError::NotAnAmount {
                list,
                position,
                text,
            }
        }
    })?;
    if value > MAX_AMOUNT {
        return Err(DealError::TooLarge { list });
    }
    Ok(value)
}

/// The prizes the players share: one per player (zeros below the last paid place), the first
/// less the amount kept. Checks every input.
fn shared_prizes(stacks: &[Chips], prizes: &[Money], keep: Money) -> Result<Vec<Money>, DealError> {
    check_stacks(stacks)?;
    check_prizes(stacks, prizes)?;
    if keep > MAX_AMOUNT {
        return Err(DealError::TooLarge {
            list: DealList::Keep,
        });
    }
    let first = prizes.first().copied().unwrap_or(0);
    let mut shared = prizes.to_vec();
    shared.resize(stacks.len(), 0);
    shared[0] = first
        .checked_sub(keep)
        .ok_or(DealError::KeepTooLarge { keep, first })?;
    let locked = locked_prize(&shared);
    if shared[0] < locked {
        return Err(DealError::KeepTakesLocked {
            keep,
            most: first - locked,
            locked,
        });
    }
    Ok(shared)
}

fn check_stacks(stacks: &[Chips]) -> Result<(), DealError> {
    if stacks.is_empty() {
        return Err(DealError::NoPlayers);
    }
    if stacks.len() > MAX_PLAYERS {
        return Err(DealError::TooManyPlayers {
            players: stacks.len(),
        });
    }
    if let Some(at) = stacks.iter().position(|&s| s == 0) {
        return Err(DealError::EmptyStack { position: at + 1 });
    }
    checked_sum(stacks, DealList::Stacks).map(|_| ())
}

fn check_prizes(stacks: &[Chips], prizes: &[Money]) -> Result<(), DealError> {
    if prizes.len() > stacks.len() {
        return Err(DealError::MorePrizesThanPlayers {
            prizes: prizes.len(),
            players: stacks.len(),
        });
    }
    if let Some(at) = prizes.windows(2).position(|pair| pair[1] > pair[0]) {
        return Err(DealError::PrizesOutOfOrder { place: at + 2 });
    }
    checked_sum(prizes, DealList::Prizes).map(|_| ())
}

/// The sum of a list whose every item is at most [`MAX_AMOUNT`], or the list's refusal.
fn checked_sum(items: &[u64], list: DealList) -> Result<u64, DealError> {
    items.iter().try_fold(0u64, |sum, &item| {
        (item <= MAX_AMOUNT)
            .then(|| sum.checked_add(item))
            .flatten()
            .filter(|&sum| sum <= MAX_AMOUNT.saturating_mul(MAX_PLAYERS as u64))
            .ok_or(DealError::TooLarge { list })
    })
}

/// Chip-chop of checked inputs: `locked` to each player, the rest in proportion to the
/// chips, exactly (the remainders are whole numbers of chip-units, compared exactly).
fn chip_chop_checked(stacks: &[Chips], prizes: &[Money], locked: Money) -> Vec<Money> {
    let pool: u128 = prizes.iter().map(|&p| u128::from(p)).sum();
    let chips: u128 = stacks.iter().map(|&s| u128::from(s)).sum();
    // Every shared prize is at least `locked` (checked), so this does not go below zero.
    let above = pool.saturating_sub(u128::from(locked) * stacks.len() as u128);
    let shares = stacks.iter().map(|&stack| {
        let owed = above * u128::from(stack);
        // owed / chips <= above <= the checked prize sum, so it fits.
        let whole = Money::try_from(owed / chips).unwrap_or(Money::MAX);
        (whole.saturating_add(locked), owed % chips)
    });
    hand_out_remainder(
        Money::try_from(pool).unwrap_or(Money::MAX),
        stacks,
        shares.collect(),
        |a, b| a.cmp(b),
    )
}

/// ICM of checked inputs, rounded to whole units. Every equity is at least `locked` in exact
/// arithmetic; floating point must not round one below it.
fn icm_checked(stacks: &[Chips], prizes: &[Money], locked: Money) -> Vec<Money> {
    let pool: Money = prizes.iter().sum();
    let shares: Vec<(Money, f64)> = equities(stacks, prizes)
        .into_iter()
        .map(|equity| {
            let equity = equity.clamp(locked as f64, pool as f64);
            let whole = equity.floor();
            // Clamped to the pool (at most 10^13), so the cast is exact.
            (whole as Money, equity - whole)
        })
        .collect();
    let mut shares = shares;
    // Floating point may round a share up past the pool by a unit: take it back from the
    // smallest remainders before handing out what is left.
    while shares.iter().map(|s| s.0).sum::<Money>() > pool {
        let Some(least) = (0..shares.len())
            .filter(|&i| shares[i].0 > locked)
            .min_by(|&a, &b| shares[a].1.total_cmp(&shares[b].1))
        else {
            break;
        };
        shares[least].0 -= 1;
        shares[least].1 += 1.0;
    }
    hand_out_remainder(pool, stacks, shares, f64::total_cmp)
}

/// Gives the `pool` units the rounding down left over, one each, to the biggest remainders
/// (ties: the bigger stack, then the player listed first), so the shares add up to the pool
/// exactly. Each share lost less than a unit, so fewer units are left than there are players.
fn hand_out_remainder<R>(
    pool: Money,
    stacks: &[Chips],
    shares: Vec<(Money, R)>,
    compare: impl Fn(&R, &R) -> Ordering,
) -> Vec<Money> {
    let mut order: Vec<usize> = (0..shares.len()).collect();
    order.sort_by(|&a, &b| {
        compare(&shares[b].1, &shares[a].1)
            .then(stacks[b].cmp(&stacks[a]))
            .then(a.cmp(&b))
    });
    let mut amounts: Vec<Money> = shares.iter().map(|s| s.0).collect();
    let left = pool.saturating_sub(amounts.iter().sum());
    for &i in order
        .iter()
        .cycle()
        .take(usize::try_from(left).unwrap_or(0))
    {
        amounts[i] += 1;
    }
    amounts
}

/// Malmuth-Harville equities. The chance that a set of players holds the top places (in any
/// order) is carried over the subsets of players, so the work is `2^n * n` rather than `n!`.
fn equities(stacks: &[Chips], prizes: &[Money]) -> Vec<f64> {
    let n = stacks.len();
    let total: f64 = stacks.iter().map(|&s| s as f64).sum();
    let mut equity = vec![0.0; n];
    // placed[set]: the chance that the players of `set` hold the top |set| places.
    let mut placed = vec![0.0f64; 1 << n];
    placed[0] = 1.0;
    for set in 0..(1usize << n) {
        let chance = placed[set];
        let place = set.count_ones() as usize;
        if chance == 0.0 || place >= prizes.len() {
            continue;
        }
        let chips_left: f64 = total
            - (0..n)
                .filter(|&i| set & (1 << i) != 0)
                .map(|i| stacks[i] as f64)
                .sum::<f64>();
        for i in (0..n).filter(|&i| set & (1 << i) == 0) {
            let next = chance * stacks[i] as f64 / chips_left;
            equity[i] += next * prizes[place] as f64;
            placed[set | (1 << i)] += next;
        }
    }
    equity
}

impl DealList {
    /// "stack 2", "prize 1": an item of the list as a TD names it.
    fn item(self, position: usize, lang: Lang) -> String {
        let w = words(lang);
        match self {
            DealList::Stacks => fill!(w, "ItemStack", position),
            DealList::Prizes => fill!(w, "ItemPrize", position),
            DealList::Amounts => fill!(w, "ItemAmount", position),
            DealList::Keep => fill!(w, "ItemKeep"),
        }
    }

    /// What the list holds, for a sentence about all of it.
    fn what(self, lang: Lang) -> &'static str {
        let w = words(lang);
        match self {
            DealList::Stacks => w.text("ListStacks"),
            DealList::Prizes => w.text("ListPrizes"),
            DealList::Amounts => w.text("ListAmounts"),
            DealList::Keep => w.text("ListKeep"),
        }
    }
}

impl Say for DealError {
    fn say(&self, lang: Lang) -> String {
        match self {
            DealError::NoPlayers => fill!(words(lang), "NoPlayers"),
            DealError::EmptyStack { position } => fill!(words(lang), "EmptyStack", position),
            DealError::Negative {
                list,
                position,
                text,
            } => fill!(
                words(lang),
                "Negative",
                item = list.item(*position, lang),
                text
            ),
            DealError::NotAnAmount {
                list,
                position,
                text,
            } => fill!(
                words(lang),
                "NotAnAmount",
                item = list.item(*position, lang),
                text
            ),
            DealError::TooLarge { list } => fill!(
                words(lang),
                "TooLarge",
                what = list.what(lang),
                most = group_digits(MAX_AMOUNT, lang)
            ),
            DealError::TooManyPlayers { players } => {
                fill!(words(lang), "TooManyPlayers", MAX_PLAYERS, players)
            }
            DealError::MorePrizesThanPlayers { prizes, players } => {
                fill!(words(lang), "MorePrizesThanPlayers", prizes, players)
            }
            DealError::PrizesOutOfOrder { place } => {
                fill!(words(lang), "PrizesOutOfOrder", place, previous = place - 1)
            }
            DealError::KeepTooLarge { keep, first } => fill!(
                words(lang),
                "KeepTooLarge",
                keep = group_digits(*keep, lang),
                first = group_digits(*first, lang)
            ),
            DealError::KeepTakesLocked { keep, most, locked } => fill!(
                words(lang),
                "KeepTakesLocked",
                keep = group_digits(*keep, lang),
                most = group_digits(*most, lang),
                locked = group_digits(*locked, lang)
            ),
            DealError::BelowLocked {
                position,
                amount,
                locked,
            } => fill!(
                words(lang),
                "BelowLocked",
                position,
                amount = group_digits(*amount, lang),
                locked = group_digits(*locked, lang)
            ),
            DealError::WrongCount { amounts, players } => {
                fill!(words(lang), "WrongCount", amounts, players)
            }
            DealError::NotSumming { agreed, expected } => fill!(
                words(lang),
                "NotSumming",
                agreed = group_digits(*agreed, lang),
                expected = group_digits(*expected, lang)
            ),
        }
    }
}

riffle_text::worded!(DealError);

riffle_text::sentence_file!(fn words = "deal.ron");

#[cfg(test)]
mod tests {
    use super::*;
    use riffle_text::{assert_worded_in_both, every_kind};

    #[test]
    fn every_refusal_is_worded_in_both_languages() {
        let all = [
            DealError::NoPlayers,
            DealError::EmptyStack { position: 2 },
            DealError::Negative {
                list: DealList::Stacks,
                position: 1,
                text: "-5".into(),
            },
            DealError::NotAnAmount {
                list: DealList::Prizes,
                position: 3,
                text: "1.5".into(),
            },
            DealError::TooLarge {
                list: DealList::Keep,
            },
            DealError::TooManyPlayers { players: 11 },
            DealError::MorePrizesThanPlayers {
                prizes: 4,
                players: 3,
            },
            DealError::PrizesOutOfOrder { place: 2 },
            DealError::KeepTooLarge {
                keep: 600,
                first: 500,
            },
            DealError::KeepTakesLocked {
                keep: 400,
                most: 300,
                locked: 200,
            },
            DealError::BelowLocked {
                position: 3,
                amount: 150,
                locked: 200,
            },
            DealError::WrongCount {
                amounts: 2,
                players: 3,
            },
            DealError::NotSumming {
                agreed: 12_000,
                expected: 10_000,
            },
        ];
        for error in &all {
            every_kind!(
                error,
                DealError: NoPlayers,
                EmptyStack,
                Negative,
                NotAnAmount,
                TooLarge,
                TooManyPlayers,
                MorePrizesThanPlayers,
                PrizesOutOfOrder,
                KeepTooLarge,
                KeepTakesLocked,
                BelowLocked,
                WrongCount,
                NotSumming,
            );
            assert_worded_in_both(error);
        }
        assert!(
            all[12].say(Lang::Fr).contains("12\u{202f}000"),
            "French groups digits with a narrow no-break space"
        );
    }

    #[test]
    fn the_rounding_units_go_to_the_biggest_remainders() {
        // 100 over three equal stacks: 33.33 each, the unit left to the first listed.
        assert_eq!(chip_chop_checked(&[1, 1, 1], &[60, 40, 0], 0), [34, 33, 33]);
        // 1.67, 3.33, 3.33, 1.67: the two units left go to the 1-chip players, whose shares
        // lost two thirds of a unit each.
        assert_eq!(
            chip_chop_checked(&[1, 2, 2, 1], &[6, 4, 0, 0], 0),
            [2, 3, 3, 2]
        );
    }
}
