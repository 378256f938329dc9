//! A deal at the final table: chip-chop and ICM (Malmuth-Harville) splits of the prizes left,
//! with an amount left to play for, against published figures and a reference computed here
//! another way (every finishing order weighed one by one, where the app carries subsets).

use proptest::prelude::*;
use riffle_core::standings::deal::{
    DealError, DealList, MAX_AMOUNT, check_agreed, icm_equities, offer, parse_list,
};
use riffle_text::{Lang, Say};

/// Malmuth-Harville by brute force: every finishing order, its chance the product of each
/// player's share of the chips not yet placed.
fn icm_by_every_order(stacks: &[u64], prizes: &[u64]) -> Vec<f64> {
    fn walk(stacks: &[u64], prizes: &[u64], left: &mut Vec<usize>, chance: f64, eq: &mut [f64]) {
        let place = stacks.len() - left.len();
        if left.is_empty() || place >= prizes.len() {
            return;
        }
        let chips: f64 = left.iter().map(|&i| stacks[i] as f64).sum();
        for k in 0..left.len() {
            let i = left.remove(k);
            let p = chance * stacks[i] as f64 / chips;
            eq[i] += p * prizes[place] as f64;
            walk(stacks, prizes, left, p, eq);
            left.insert(k, i);
        }
    }
    let mut eq = vec![0.0; stacks.len()];
    walk(
        stacks,
        prizes,
        &mut (0..stacks.len()).collect(),
        1.0,
        &mut eq,
    );
    eq
}

fn assert_close(got: &[f64], want: &[f64]) {
    assert_eq!(got.len(), want.len());
    for (g, w) in got.iter().zip(want) {
        assert!((g - w).abs() < 0.01, "{got:?} vs {want:?}");
    }
}

#[test]
fn icm_three_players_unequal_stacks_as_published() {
    // Wikipedia, "Independent Chip Model": A, B and C hold 50%, 30% and 20% of the chips, first
    // pays 70 and second 30; the article rounds the equities to 45, 32 and 22. The exact figures
    // are 35 + 30 (3/14 + 1/8), 21 + 30 (3/10 + 3/40) and 14 + 30 (1/5 + 3/35).
    let equities = icm_equities(&[50, 30, 20], &[70, 30]).unwrap();
    assert_close(&equities, &[45.18, 32.25, 22.57]);
    assert_close(&equities, &icm_by_every_order(&[50, 30, 20], &[70, 30]));
    // The same shares of the chips paying 50/30/20: A's 10,000 chips are worth 38.39% of the
    // pool, the figure of the worked ICM example of a sit-and-go strategy text (reproduced at
    // dafa-puke.com, "Partial SNG book").
    let equities = icm_equities(&[10_000, 6_000, 4_000], &[50, 30, 20]).unwrap();
    assert_close(&equities, &[38.39, 32.75, 28.86]);
}

#[test]
fn icm_four_players_unequal_stacks_as_published() {
    // The four-handed example of the pailiku.com ICM calculator's result page: stacks
    // 5000/3000/1500/500, prizes 500/300/200, equities 377.78, 312.89, 225.60, 83.73.
    let stacks = [5_000, 3_000, 1_500, 500];
    let equities = icm_equities(&stacks, &[500, 300, 200]).unwrap();
    assert_close(&equities, &[377.78, 312.89, 225.60, 83.73]);
    assert_close(&equities, &icm_by_every_order(&stacks, &[500, 300, 200]));
    let deal = offer(&stacks, &[500, 300, 200], 0).unwrap();
    // Rounded down, 377 + 312 + 225 + 83 leaves 3 units: they go to the three biggest
    // remainders, .89, .78 and .73 (so the fourth player, at 83.73, gets 84 and not the third,
    // at 225.60).
    assert_eq!(deal.icm, [378, 313, 225, 84]);
}

#[test]
fn equal_stacks_share_equally_under_both_splits() {
    let equities = icm_equities(&[10_000; 4], &[500, 300, 200, 100]).unwrap();
    assert_close(&equities, &[275.0; 4]);
    let deal = offer(&[10_000; 3], &[500, 300, 200], 0).unwrap();
    // 333.33 each: the unit left goes to the player listed first (equal stacks, equal
    // remainders).
    assert_eq!(deal.chip_chop, [334, 333, 333]);
    assert_eq!(deal.icm, [334, 333, 333]);
}

#[test]
fn the_issue_example_chip_chop_and_icm() {
    let deal = offer(&[30_000, 20_000, 10_000], &[500, 300, 200], 0).unwrap();
    // Chip-chop: 200 each (third place is theirs whatever happens), then the 400 above it in
    // proportion, 200, 133.33, 66.67: the unit left goes to the short stack, whose share lost
    // the most to rounding.
    assert_eq!(deal.locked, 200);
    assert_eq!(deal.chip_chop, [400, 333, 267]);
    // ICM: 385, 340, 275 exactly (the big stack: 1/2 of 500, 1/6 + 1/8 of 300, 1/12 + 1/15 of
    // 200... the chances of its six finishing orders weighed by the prizes).
    assert_close(
        &icm_equities(&[30_000, 20_000, 10_000], &[500, 300, 200]).unwrap(),
        &[385.0, 340.0, 275.0],
    );
    assert_eq!(deal.icm, [385, 340, 275]);
}

#[test]
fn an_amount_left_to_play_for_comes_off_the_first_prize() {
    let deal = offer(&[30_000, 20_000, 10_000], &[500, 300, 200], 100).unwrap();
    assert_eq!(deal.kept, 100);
    // 200 each, then the 300 above it by chips.
    assert_eq!(deal.chip_chop, [350, 300, 250]);
    // ICM of 400/300/200: 335, 306.67, 258.33.
    assert_eq!(deal.icm, [335, 307, 258]);
    assert_eq!(deal.icm.iter().sum::<u64>(), 900);
}

#[test]
fn fewer_prizes_than_players_is_a_deal_on_the_bubble() {
    let deal = offer(&[4_000, 3_000, 2_000, 1_000], &[600, 400], 0).unwrap();
    assert_eq!(deal.chip_chop.iter().sum::<u64>(), 1_000);
    assert_eq!(deal.icm.iter().sum::<u64>(), 1_000);
    assert!(
        deal.icm[3] > 0,
        "the short stack still has a chance to cash"
    );
}

#[test]
fn bad_input_is_refused_with_what_is_allowed() {
    assert_eq!(offer(&[], &[100], 0), Err(DealError::NoPlayers));
    assert_eq!(
        offer(&[100, 0], &[100], 0),
        Err(DealError::EmptyStack { position: 2 })
    );
    assert_eq!(
        parse_list("30000,-20000", DealList::Stacks),
        Err(DealError::Negative {
            list: DealList::Stacks,
            position: 2,
            text: "-20000".into()
        })
    );
    assert!(matches!(
        parse_list("500,3x0", DealList::Prizes),
        Err(DealError::NotAnAmount { position: 2, .. })
    ));
    assert_eq!(
        parse_list("30 000; 20 000", DealList::Stacks),
        Ok(vec![30_000, 20_000])
    );
    assert_eq!(
        parse_list(&format!("{}", MAX_AMOUNT + 1), DealList::Prizes),
        Err(DealError::TooLarge {
            list: DealList::Prizes
        })
    );
    assert_eq!(
        offer(&[MAX_AMOUNT + 1, 1], &[10], 0),
        Err(DealError::TooLarge {
            list: DealList::Stacks
        })
    );
    assert_eq!(
        offer(&[1; 11], &[10], 0),
        Err(DealError::TooManyPlayers { players: 11 })
    );
    assert_eq!(
        offer(&[3, 2], &[30, 20, 10], 0),
        Err(DealError::MorePrizesThanPlayers {
            prizes: 3,
            players: 2
        })
    );
    assert_eq!(
        offer(&[3, 2], &[20, 30], 0),
        Err(DealError::PrizesOutOfOrder { place: 2 })
    );
    assert_eq!(
        offer(&[3, 2], &[30, 20], 31),
        Err(DealError::KeepTooLarge {
            keep: 31,
            first: 30
        })
    );
    let refusal = check_agreed(&[400, 300, 200], &[3, 2, 1], &[500, 300, 200], 0).unwrap_err();
    assert_eq!(
        refusal,
        DealError::NotSumming {
            agreed: 900,
            expected: 1_000
        }
    );
    assert!(refusal.say(Lang::En).contains("900, not 1,000"));
    assert!(refusal.say(Lang::Fr).contains("900, pas 1\u{202f}000"));
    assert_eq!(
        check_agreed(&[500, 500], &[3, 2, 1], &[500, 300, 200], 0),
        Err(DealError::WrongCount {
            amounts: 2,
            players: 3
        })
    );
    assert_eq!(
        check_agreed(&[400, 300, 200], &[3, 2, 1], &[500, 300, 200], 100),
        Ok(())
    );
}

fn table() -> impl Strategy<Value = (Vec<u64>, Vec<u64>, u64)> {
    (2usize..=7)
        .prop_flat_map(|players| {
            (
                prop::collection::vec(1u64..=5_000_000, players),
                prop::collection::vec(0u64..=1_000_000, 1..=players),
                0u64..=1_000,
            )
        })
        .prop_map(|(stacks, mut prizes, keep)| {
            prizes.sort_unstable_by(|a, b| b.cmp(a));
            // Kept off the first prize, so that what is shared still pays first no less than
            // second: keeping more would make a bigger stack's share smaller by arithmetic, not
            // by a fault of the split.
            let second = prizes.get(1).copied().unwrap_or(0);
            let keep = keep.min(prizes[0] - second);
            (stacks, prizes, keep)
        })
}

proptest! {
    /// No unit unassigned and none paid twice: both splits add up to the prizes less the
    /// amount kept, ICM rounds each equity by less than one unit, and more chips never get
    /// less money.
    #[test]
    fn both_splits_share_exactly_what_is_left((stacks, prizes, keep) in table()) {
        let deal = offer(&stacks, &prizes, keep).unwrap();
        let left = prizes.iter().sum::<u64>() - keep;
        prop_assert_eq!(deal.chip_chop.iter().sum::<u64>(), left);
        prop_assert_eq!(deal.icm.iter().sum::<u64>(), left);
        let mut shared = prizes.clone();
        shared[0] -= keep;
        let equities = icm_by_every_order(&stacks, &shared);
        for (amount, equity) in deal.icm.iter().zip(&equities) {
            prop_assert!((*amount as f64 - equity).abs() < 1.0 + 1e-6);
        }
        for i in 0..stacks.len() {
            for j in 0..stacks.len() {
                if stacks[i] > stacks[j] {
                    prop_assert!(deal.chip_chop[i] >= deal.chip_chop[j]);
                    prop_assert!(deal.icm[i] >= deal.icm[j]);
                }
            }
        }
        prop_assert_eq!(check_agreed(&deal.icm, &stacks, &prizes, keep), Ok(()));
    }
}
