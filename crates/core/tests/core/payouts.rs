//! Paying the prize pool: whole currency units, the exact pool paid out, the top places never
//! paid less than the ones below, leftovers of the rounding to the top places.

use proptest::prelude::*;
use riffle_core::structure::{
    CurveShape, PayoutCurve, PayoutRow, PayoutRule, Percent, Purchases, load,
};

fn table(rows: &[(u32, &[u32])]) -> PayoutRule {
    PayoutRule::Table(
        rows.iter()
            .map(|(from, percents)| PayoutRow {
                from_entries: *from,
                percent: percents
                    .iter()
                    .map(|&p| Percent::from_hundredths(p))
                    .collect(),
            })
            .collect(),
    )
}

fn curve(shape: CurveShape, paid_percent: Option<u32>) -> PayoutRule {
    PayoutRule::Curve(PayoutCurve {
        shape,
        paid_percent: paid_percent.map(Percent::whole),
    })
}

#[test]
fn a_table_row_is_chosen_by_field_size() {
    let home = table(&[
        (1, &[10_000]),
        (5, &[7_000, 3_000]),
        (8, &[5_000, 3_000, 2_000]),
    ]);
    assert_eq!(home.pay(80, 4), [80]);
    assert_eq!(home.pay(140, 7), [98, 42]);
    assert_eq!(home.pay(180, 9), [90, 54, 36]);
    assert_eq!(home.paid_places(9), 3);
}

#[test]
fn rounding_leftovers_go_to_the_top_places() {
    // 40 entries: 32, 20, 14, 10, 8, 6.5, 5, 4.5 percent of 1,234.
    let rule = table(&[(40, &[3_200, 2_000, 1_400, 1_000, 800, 650, 500, 450])]);
    let paid = rule.pay(1_234, 40);
    // Rounded down: 394 246 172 123 98 80 61 55 = 1,229; the 5 left go to places 1 to 5.
    assert_eq!(paid, [395, 247, 173, 124, 99, 80, 61, 55]);
    assert_eq!(paid.iter().sum::<u64>(), 1_234);
}

#[test]
fn a_field_smaller_than_the_first_row_pays_the_winner_everything() {
    let rule = table(&[(2, &[6_500, 3_500])]);
    assert_eq!(rule.pay(50, 1), [50]);
}

#[test]
fn the_standard_curve_pays_fifteen_percent_of_the_field() {
    let standard = curve(CurveShape::Standard, None);
    // 100 entries at 100: 15 paid, first place 30%, the min-cash twice the buy-in.
    assert_eq!(
        standard.pay(10_000, 100),
        [
            3014, 1507, 1005, 754, 603, 503, 431, 377, 335, 301, 273, 251, 231, 215, 200
        ]
    );
    assert_eq!(standard.paid_places(10), 2);
    assert_eq!(standard.pay(300, 10), [200, 100]);
    assert_eq!(standard.paid_places(14), 3);
    assert_eq!(standard.paid_places(1000), 150);
    assert_eq!(standard.paid_places(1), 1);
}

#[test]
fn curves_differ_in_how_much_goes_to_the_top() {
    let pool = 1_000_000;
    let first = |rule: PayoutRule| rule.pay(pool, 1000)[0];
    let top_heavy = first(curve(CurveShape::TopHeavy, None));
    let standard = first(curve(CurveShape::Standard, None));
    let flat = first(curve(CurveShape::Flat, None));
    assert!(
        top_heavy > standard && standard > flat,
        "{top_heavy} {standard} {flat}"
    );
    assert_eq!(curve(CurveShape::TopHeavy, None).paid_places(1000), 100);
    assert_eq!(curve(CurveShape::Flat, None).paid_places(1000), 200);
    assert_eq!(curve(CurveShape::Standard, Some(100)).paid_places(7), 7);
}

#[test]
fn nothing_to_pay_pays_nobody_and_a_tiny_pool_pays_whole_units() {
    let standard = curve(CurveShape::Standard, None);
    assert_eq!(standard.pay(0, 100), Vec::<u64>::new());
    assert_eq!(standard.pay(1000, 0), Vec::<u64>::new());
    assert_eq!(standard.pay(3, 100), [1, 1, 1]);
}

#[test]
fn the_prize_pool_counts_every_purchase_or_the_guarantee() {
    let text = std::fs::read_to_string(
        std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
            .join("structures/standard-20.ron"),
    )
    .unwrap();
    let structure = load(&text, "standard-20.ron").unwrap().structure;
    // 90 to the pool per entry, 5,000 guaranteed.
    let small = Purchases {
        entries: 40,
        ..Purchases::default()
    };
    assert_eq!(structure.prize_pool(&small), 5_000);
    let big = Purchases {
        entries: 60,
        re_entries: 10,
        ..Purchases::default()
    };
    assert_eq!(structure.prize_pool(&big), 6_300);
    let paid = structure.payouts(6_300, 70);
    assert_eq!(paid.len(), 11);
    assert_eq!(paid.iter().sum::<u64>(), 6_300);
}

fn any_rule() -> impl Strategy<Value = PayoutRule> {
    let shape = prop_oneof![
        Just(CurveShape::Standard),
        Just(CurveShape::TopHeavy),
        Just(CurveShape::Flat)
    ];
    let curve = (shape, prop::option::of(1u32..=100)).prop_map(|(s, p)| curve(s, p));
    let row = (1u32..200, prop::collection::vec(1u32..5_000, 1..12)).prop_map(|(from, mut w)| {
        w.sort_unstable_by_key(|&p| std::cmp::Reverse(p));
        PayoutRow {
            from_entries: from,
            percent: w.into_iter().map(Percent::from_hundredths).collect(),
        }
    });
    let table = prop::collection::vec(row, 1..5).prop_map(|mut rows| {
        rows.sort_by_key(|r| r.from_entries);
        PayoutRule::Table(rows)
    });
    prop_oneof![curve, table]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn the_pool_is_paid_exactly_in_whole_units_top_places_first(
        rule in any_rule(),
        pool in 0u64..1_000_000_000_000,
        entries in 0u32..5_000,
    ) {
        let paid = rule.pay(pool, entries);
        if pool == 0 || entries == 0 {
            prop_assert!(paid.is_empty());
        } else {
            prop_assert_eq!(paid.iter().sum::<u64>(), pool);
            prop_assert!(paid.len() as u32 <= entries.max(1));
            prop_assert!(paid.len() as u32 <= rule.paid_places(entries).max(1));
            prop_assert!(paid.windows(2).all(|w| w[0] >= w[1]));
            prop_assert!(paid.iter().all(|&amount| amount > 0));
        }
    }
}
