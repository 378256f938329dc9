//! A deal never takes a prize a player already has: every player left is sure of the lowest
//! place still to be paid (folding every hand wins it), so chip-chop gives that first and
//! splits the rest by chips, ICM gives at least as much, and a hand-made deal below it is
//! refused with the reason. Shares are paid in the structure's unit, as the prizes are.

use proptest::prelude::*;
use riffle_core::standings::deal::{DealError, check_agreed, offer, offer_in_units};
use riffle_text::{Lang, Say};

/// The trial's first case: third place paid 2,920 and a plain chip-chop offered the short
/// stack 2,215 (17,520 in proportion to 221,500 of 1,752,000 chips).
#[test]
fn the_short_stack_is_offered_at_least_the_third_prize() {
    let stacks = [1_000_000, 530_500, 221_500];
    let prizes = [8_760, 5_840, 2_920];
    let deal = offer(&stacks, &prizes, 0).unwrap();
    assert_eq!(deal.locked, 2_920);
    assert!(deal.chip_chop[2] >= 2_920, "chip-chop {:?}", deal.chip_chop);
    assert!(deal.icm[2] >= 2_920, "ICM {:?}", deal.icm);
    // 2,920 each, then the 8,760 above it by chips: 5,000, 2,652.5 and 1,107.5; the unit
    // left goes to the bigger of the two half-unit remainders.
    assert_eq!(deal.chip_chop, [7_920, 5_573, 4_027]);
    assert_eq!(deal.chip_chop.iter().sum::<u64>(), 17_520);
}

/// The trial's first case paid in tens, as its structure rounds its prizes: each share a
/// multiple of 10, the 3 units of rounding to the chip leader, nobody below 2,920.
#[test]
fn the_shares_are_paid_in_the_structures_unit() {
    let stacks = [1_000_000, 530_500, 221_500];
    let prizes = [8_760, 5_840, 2_920];
    let deal = offer_in_units(&stacks, &prizes, 0, 10).unwrap();
    assert_eq!(deal.chip_chop, [7_920, 5_570, 4_030]);
    assert_eq!(deal.chip_chop.iter().sum::<u64>(), 17_520);
    assert!(
        deal.icm.iter().all(|share| share % 10 == 0),
        "{:?}",
        deal.icm
    );
    assert!(deal.icm[2] >= 2_920);
}

/// The trial's second case: 150 offered when 200 was locked, and the same amounts typed by
/// hand are refused.
#[test]
fn a_hand_made_deal_below_the_locked_prize_is_refused() {
    let stacks = [55, 30, 15];
    let prizes = [500, 300, 200];
    let deal = offer(&stacks, &prizes, 0).unwrap();
    assert_eq!(deal.chip_chop, [420, 320, 260]);
    let refusal = check_agreed(&[550, 300, 150], &stacks, &prizes, 0).unwrap_err();
    assert_eq!(
        refusal,
        DealError::BelowLocked {
            position: 3,
            amount: 150,
            locked: 200
        }
    );
    let said = refusal.say(Lang::En);
    assert!(said.contains("150") && said.contains("200"), "{said}");
}

/// Keeping an amount to play for may not bring the first prize below what every player is
/// sure of: the split would then pay someone less than folding does.
#[test]
fn an_amount_kept_cannot_take_the_locked_prize() {
    let refusal = offer(&[3, 2, 1], &[500, 300, 200], 400).unwrap_err();
    assert_eq!(
        refusal,
        DealError::KeepTakesLocked {
            keep: 400,
            most: 300,
            locked: 200
        }
    );
    assert!(offer(&[3, 2, 1], &[500, 300, 200], 300).is_ok());
}

/// On the bubble (fewer prizes than players) nobody is sure of anything.
#[test]
fn on_the_bubble_nothing_is_locked() {
    let deal = offer(&[4_000, 3_000, 2_000, 1_000], &[600, 400], 0).unwrap();
    assert_eq!(deal.locked, 0);
}

fn table() -> impl Strategy<Value = (Vec<u64>, Vec<u64>, u64)> {
    (2usize..=8)
        .prop_flat_map(|players| {
            (
                prop::collection::vec(1u64..=10_000_000, players),
                prop::collection::vec(0u64..=2_000_000, 1..=players),
                0u64..=5_000,
            )
        })
        .prop_map(|(stacks, mut prizes, keep)| {
            prizes.sort_unstable_by(|a, b| b.cmp(a));
            let last = if prizes.len() == stacks.len() {
                prizes[prizes.len() - 1]
            } else {
                0
            };
            let keep = keep.min(prizes[0] - last);
            (stacks, prizes, keep)
        })
}

proptest! {
    /// Over random stacks and payouts: every share of both splits is at least the locked
    /// prize, the shares add up to the prizes left, and the offer passes the check a recorded
    /// deal goes through.
    #[test]
    fn every_share_is_at_least_the_locked_prize((stacks, prizes, keep) in table()) {
        let deal = offer(&stacks, &prizes, keep).unwrap();
        let locked = if prizes.len() == stacks.len() { prizes[prizes.len() - 1] } else { 0 };
        prop_assert_eq!(deal.locked, locked);
        let left = prizes.iter().sum::<u64>() - keep;
        for split in [&deal.chip_chop, &deal.icm] {
            prop_assert_eq!(split.iter().sum::<u64>(), left);
            for &share in split.iter() {
                prop_assert!(share >= locked, "{:?} below {}", split, locked);
            }
            prop_assert_eq!(check_agreed(split, &stacks, &prizes, keep), Ok(()));
        }
    }

    /// Paid in a unit: the same, and every share a multiple of the unit but the locked prize
    /// itself and one share that takes what is left below a unit.
    #[test]
    fn shares_in_units_keep_the_locked_prize_and_the_sum(
        (stacks, prizes, keep) in table(),
        unit in 1u64..=1_000,
    ) {
        let deal = offer_in_units(&stacks, &prizes, keep, unit).unwrap();
        let locked = deal.locked;
        let left = prizes.iter().sum::<u64>() - keep;
        for split in [&deal.chip_chop, &deal.icm] {
            prop_assert_eq!(split.iter().sum::<u64>(), left);
            let odd = split.iter().filter(|&&s| s % unit != 0 && s != locked).count();
            prop_assert!(odd <= 1, "{:?} in units of {}", split, unit);
            for &share in split.iter() {
                prop_assert!(share >= locked, "{:?} below {}", split, locked);
            }
            prop_assert_eq!(check_agreed(split, &stacks, &prizes, keep), Ok(()));
        }
    }
}
