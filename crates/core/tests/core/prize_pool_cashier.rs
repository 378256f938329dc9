//! The prize pool as the cashier counts it: each price split into the pool, the house's fee,
//! the staff's fee and the bounty; a guarantee topped up by an overlay the house adds; prizes
//! rounded to the unit the cashier pays with, what the rounding takes off going to one place.
//! Money in (what the players paid, plus the overlay) equals money out (prizes, fees and
//! bounties) after every purchase.

use proptest::prelude::*;
use riffle_core::structure::{
    AddOn, PayoutRounding, Purchase, Purchases, ReEntry, Rebuy, Structure, default_structure,
};
use std::num::{NonZeroU32, NonZeroU64};

/// The built-in structure with the money the test sets: buy-in, fee, staff fee and bounty of an
/// entry, the guarantee, a rounding unit, and priced re-entries, rebuys and add-ons.
fn event(money: [u64; 4], guarantee: Option<u64>, unit: Option<(u64, u32)>) -> Structure {
    let mut structure = default_structure().unwrap();
    let [buy_in, fee, staff_fee, bounty] = money;
    structure.buy_in = buy_in;
    structure.fee = fee;
    structure.staff_fee = staff_fee;
    structure.bounty = bounty;
    structure.guarantee = guarantee;
    structure.payout_rounding = unit.map(|(unit, place)| PayoutRounding {
        unit: NonZeroU64::new(unit).unwrap(),
        remainder_to_place: NonZeroU32::new(place),
    });
    structure.re_entry = Some(ReEntry {
        max_per_player: None,
        until_level: Some(6),
        price: Some(buy_in / 2 + 1),
        fee: None,
        stack: None,
    });
    structure.rebuy = Some(Rebuy {
        max_per_player: None,
        until_level: 6,
        price: buy_in + 3,
        fee: fee / 2,
        stack: None,
        when_stack_at_most: None,
    });
    structure.add_on = Some(AddOn {
        max_per_player: None,
        at_level: 6,
        price: buy_in * 2,
        fee: 7,
        stack: 1_000,
    });
    structure
}

#[test]
fn a_guarantee_not_reached_is_topped_up_by_an_overlay() {
    let structure = event([100, 10, 2, 20], Some(5_000), None);
    let purchases = Purchases {
        entries: 20,
        ..Purchases::default()
    };
    let cashier = structure.cashier(&purchases).unwrap();
    assert_eq!(cashier.collected, 2_000);
    assert_eq!(cashier.fees, 200);
    assert_eq!(cashier.staff_fees, 40);
    assert_eq!(cashier.bounties, 400);
    assert_eq!(cashier.overlay, 3_000);
    assert_eq!(cashier.prize_pool, 5_000);
    // Fifty-five entries pass the guarantee: no overlay, the pool is what was paid in.
    let purchases = Purchases {
        entries: 55,
        ..Purchases::default()
    };
    let cashier = structure.cashier(&purchases).unwrap();
    assert_eq!((cashier.overlay, cashier.prize_pool), (0, 5_500));
}

#[test]
fn a_re_entry_puts_a_new_bounty_on_the_head_and_a_rebuy_does_not() {
    let structure = event([100, 10, 2, 20], None, None);
    assert_eq!(structure.re_entry_purchase().unwrap().bounty, 20);
    assert_eq!(structure.re_entry_purchase().unwrap().staff_fee, 2);
    assert_eq!(structure.rebuy_purchase().unwrap().bounty, 0);
    assert_eq!(structure.add_on_purchase().unwrap().bounty, 0);
    assert_eq!(structure.entry().total(), Some(132));
}

#[test]
fn prizes_are_rounded_to_the_unit_and_the_remainder_goes_to_first_place() {
    // 23 entries of 100: 2,300 over the standard curve, then every prize a multiple of 20 but
    // first place, which takes what the rounding took off the others.
    let exact = event([100, 0, 0, 0], None, None).payouts(2_300, 23);
    let rounded = event([100, 0, 0, 0], None, Some((20, 0))).payouts(2_300, 23);
    assert_eq!(rounded.iter().sum::<u64>(), 2_300);
    assert_eq!(rounded.len(), exact.len());
    for (place, (prize, exact)) in rounded.iter().zip(&exact).enumerate().skip(1) {
        assert_eq!(prize % 20, 0, "place {}", place + 1);
        assert_eq!(*prize, exact - exact % 20);
    }
    let taken: u64 = exact.iter().skip(1).map(|p| p % 20).sum();
    assert_eq!(rounded[0], exact[0] - exact[0] % 20 + exact[0] % 20 + taken);
    // The house may name another place for the remainder.
    let to_third = event([100, 0, 0, 0], None, Some((20, 3))).payouts(2_300, 23);
    assert_eq!(to_third.iter().sum::<u64>(), 2_300);
    assert_eq!(to_third[0] % 20, 0);
}

fn purchase(structure: &Structure, kind: u8) -> Purchase {
    match kind {
        0 => structure.entry(),
        1 => structure.re_entry_purchase().unwrap(),
        2 => structure.rebuy_purchase().unwrap(),
        _ => structure.add_on_purchase().unwrap(),
    }
}

proptest! {
    /// After every purchase, what the players handed the cashier plus the overlay is exactly
    /// the prizes plus the fees plus the bounties: no unit created, none lost, whatever the
    /// rounding unit and the place its remainder goes to.
    #[test]
    fn money_in_equals_money_out_after_every_purchase(
        money in prop::array::uniform4(0u64..=500),
        guarantee in prop::option::of(0u64..=20_000),
        unit in prop::option::of((1u64..=50, 0u32..=5)),
        kinds in prop::collection::vec(0u8..4, 1..120),
    ) {
        let structure = event(money, guarantee, unit);
        let mut purchases = Purchases::default();
        let mut paid_in = 0u64;
        // Every event starts with a first entry: before it there is no one to pay.
        for kind in std::iter::once(0).chain(kinds) {
            paid_in += purchase(&structure, kind).total().unwrap();
            match kind {
                0 => purchases.entries += 1,
                1 => purchases.re_entries += 1,
                2 => purchases.rebuys += 1,
                _ => purchases.add_ons += 1,
            }
            let cashier = structure.cashier(&purchases).unwrap();
            let entries = purchases.entries + purchases.re_entries;
            let prizes: u64 = structure.payouts(cashier.prize_pool, entries).iter().sum();
            prop_assert_eq!(prizes, cashier.prize_pool);
            prop_assert_eq!(
                paid_in + cashier.overlay,
                prizes + cashier.fees + cashier.staff_fees + cashier.bounties
            );
            prop_assert!(cashier.prize_pool >= guarantee.unwrap_or(0));
        }
    }
}
