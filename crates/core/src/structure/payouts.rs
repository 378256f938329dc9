//! How the prize pool is split: a percentage table by field size, or a named curve.
//!
//! Amounts are whole currency units and always add up to the prize pool exactly: each place
//! gets its share rounded down, and the units left over go one each to the top places, so the
//! order of the places is never upset by rounding.

use super::Money;
use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::num::{NonZeroU32, NonZeroU64};

/// A percentage with at most two decimals, kept in hundredths of a percent so that a table's
/// sum is exact (100% is 10,000).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Percent(u32);

impl Percent {
    pub const HUNDRED: Percent = Percent(10_000);

    pub const fn from_hundredths(hundredths: u32) -> Percent {
        Percent(hundredths)
    }

    pub const fn hundredths(self) -> u32 {
        self.0
    }

    /// Whole percents, for tables and tests.
    pub const fn whole(percent: u32) -> Percent {
        Percent(percent.saturating_mul(100))
    }
}

impl fmt::Display for Percent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (whole, part) = (self.0 / 100, self.0 % 100);
        match part {
            0 => write!(f, "{whole}%"),
            p if p.is_multiple_of(10) => write!(f, "{whole}.{}%", p / 10),
            p => write!(f, "{whole}.{p:02}%"),
        }
    }
}

impl Serialize for Percent {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.0.is_multiple_of(100) {
            serializer.serialize_u32(self.0 / 100)
        } else {
            serializer.serialize_f64(f64::from(self.0) / 100.0)
        }
    }
}

impl<'de> Deserialize<'de> for Percent {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Percent, D::Error> {
        deserializer.deserialize_any(PercentVisitor)
    }
}

struct PercentVisitor;

const PERCENT_EXPECTED: &str = "a percentage between 0 and 100 with at most two decimals";

impl Visitor<'_> for PercentVisitor {
    type Value = Percent;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(PERCENT_EXPECTED)
    }

    fn visit_u64<E: de::Error>(self, value: u64) -> Result<Percent, E> {
        match u32::try_from(value) {
            Ok(v @ 0..=100) => Ok(Percent(v * 100)),
            _ => Err(E::custom(format!(
                "{value} is not a percentage: expected {PERCENT_EXPECTED}"
            ))),
        }
    }

    fn visit_i64<E: de::Error>(self, value: i64) -> Result<Percent, E> {
        match u64::try_from(value) {
            Ok(v) => self.visit_u64(v),
            Err(_) => Err(E::custom(format!(
                "{value} is not a percentage: expected {PERCENT_EXPECTED}"
            ))),
        }
    }

    fn visit_f64<E: de::Error>(self, value: f64) -> Result<Percent, E> {
        let hundredths = (value * 100.0).round();
        let exact = (value * 100.0 - hundredths).abs() < 1e-6;
        if value.is_finite() && (0.0..=10_000.0).contains(&hundredths) && exact {
            // In range and integral, so the conversion is exact.
            Ok(Percent(hundredths as u32))
        } else {
            Err(E::custom(format!(
                "{value} is not a percentage: expected {PERCENT_EXPECTED}"
            )))
        }
    }
}

/// How the prize pool is split.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PayoutRule {
    /// Rows by field size, smallest field first; a field uses the last row it reaches.
    Table(Vec<PayoutRow>),
    /// A named curve, computed for any field size.
    Curve(PayoutCurve),
}

impl Default for PayoutRule {
    fn default() -> PayoutRule {
        PayoutRule::Curve(PayoutCurve {
            shape: CurveShape::Standard,
            paid_percent: None,
        })
    }
}

/// One row of a payout table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PayoutRow {
    /// This row applies from this many entries up to the next row.
    pub from_entries: u32,
    /// Share of the prize pool of each paid place, first place first; they add up to 100.
    pub percent: Vec<Percent>,
}

/// A payout curve: place `i` gets a share proportional to `1 / i^k`, over the top
/// `paid_percent` of the field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PayoutCurve {
    pub shape: CurveShape,
    /// Share of the field paid; by default the shape's own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paid_percent: Option<Percent>,
}

/// Named curves, tuned on the payouts of real events.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CurveShape {
    /// 15% of the field paid; first place about 30% with 15 paid, 18% with 150 paid; the
    /// min-cash is about twice the buy-in in mid-sized fields.
    Standard,
    /// 10% paid, steeper: more to the final table.
    TopHeavy,
    /// 20% paid, flatter: more players cash, as in many home leagues.
    Flat,
}

impl CurveShape {
    /// Exponent `k` of `1 / i^k`.
    fn exponent(self) -> f64 {
        match self {
            CurveShape::Standard => 1.0,
            CurveShape::TopHeavy => 1.35,
            CurveShape::Flat => 0.75,
        }
    }

    pub fn default_paid_percent(self) -> Percent {
        match self {
            CurveShape::Standard => Percent::whole(15),
            CurveShape::TopHeavy => Percent::whole(10),
            CurveShape::Flat => Percent::whole(20),
        }
    }
}

impl PayoutCurve {
    pub fn paid_percent(&self) -> Percent {
        self.paid_percent
            .unwrap_or_else(|| self.shape.default_paid_percent())
    }

    /// Paid places for a field: the paid share rounded up, at least the winner, at most
    /// everyone.
    pub fn paid_places(&self, entries: u32) -> u32 {
        let hundredths = u64::from(self.paid_percent().hundredths().min(10_000));
        let places = (u64::from(entries) * hundredths).div_ceil(10_000);
        u32::try_from(places)
            .unwrap_or(entries)
            .clamp(1, entries.max(1))
    }

    fn weights(&self, entries: u32) -> Vec<u64> {
        let exponent = self.shape.exponent();
        (1..=self.paid_places(entries))
            .map(|place| {
                let share = 1e9 / f64::from(place).powf(exponent);
                // At least 1 so every paid place gets something; the cast saturates.
                (share.round() as u64).max(1)
            })
            .collect()
    }
}

impl PayoutRule {
    /// The prize of each paid place, first place first, for `entries` entries sharing
    /// `prize_pool`. The amounts add up to the prize pool exactly and never increase down the
    /// list. A table row that does not add up to 100% (only possible in a structure that was not
    /// validated) is used as relative weights. Places whose share rounds to nothing are dropped.
    pub fn pay(&self, prize_pool: Money, entries: u32) -> Vec<Money> {
        if entries == 0 || prize_pool == 0 {
            return Vec::new();
        }
        let weights: Vec<u64> = match self {
            PayoutRule::Curve(curve) => curve.weights(entries),
            PayoutRule::Table(rows) => rows
                .iter()
                .rev()
                .find(|row| row.from_entries <= entries)
                .map(|row| {
                    let places = usize::try_from(entries).unwrap_or(usize::MAX);
                    row.percent
                        .iter()
                        .take(places)
                        .map(|p| u64::from(p.hundredths()))
                        .collect()
                })
                .unwrap_or_default(),
        };
        split(prize_pool, &weights)
    }

    /// Paid places for a field of `entries` (before dropping places too small to pay).
    pub fn paid_places(&self, entries: u32) -> u32 {
        match self {
            PayoutRule::Curve(curve) if entries > 0 => curve.paid_places(entries),
            PayoutRule::Curve(_) => 0,
            PayoutRule::Table(rows) => {
                let row = rows.iter().rev().find(|row| row.from_entries <= entries);
                let listed = row.map_or(1, |row| row.percent.len());
                u32::try_from(listed).unwrap_or(u32::MAX).min(entries)
            }
        }
    }
}

/// Prizes paid in what the cashier has: each prize rounded down to a multiple of `unit` (the
/// smallest chip or bill paid out, e.g. 5 or 10), and everything the rounding took off given to
/// one place, first place unless the house names another. Nothing is lost: the prizes still add
/// up to the pool.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PayoutRounding {
    pub unit: NonZeroU64,
    /// The place that gets the remainder; first place when left out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remainder_to_place: Option<NonZeroU32>,
}

impl PayoutRounding {
    /// `prizes` (first place first) rounded. A place named beyond the paid places gives the
    /// remainder to first place; a place rounded to nothing is dropped from the end.
    pub fn apply(&self, mut prizes: Vec<Money>) -> Vec<Money> {
        let unit = self.unit.get();
        let mut remainder: Money = 0;
        for prize in &mut prizes {
            let rounded = *prize - *prize % unit;
            remainder += *prize - rounded;
            *prize = rounded;
        }
        let place = self
            .remainder_to_place
            .map_or(0, |place| place.get() as usize - 1);
        let place = if place < prizes.len() { place } else { 0 };
        if let Some(prize) = prizes.get_mut(place) {
            // The remainder came out of these prizes, so it fits back.
            *prize += remainder;
        }
        while prizes.last() == Some(&0) {
            prizes.pop();
        }
        prizes
    }
}

/// Splits `pool` in proportion to `weights` (non-increasing), in whole units, remainders to the
/// top. With no usable weight the winner takes all.
fn split(pool: Money, weights: &[u64]) -> Vec<Money> {
    let total: u128 = weights.iter().map(|&w| u128::from(w)).sum();
    if total == 0 {
        return vec![pool];
    }
    let mut amounts: Vec<Money> = weights
        .iter()
        .map(|&w| {
            // w / total <= 1, so the share fits in a Money.
            Money::try_from(u128::from(pool) * u128::from(w) / total).unwrap_or(pool)
        })
        .collect();
    let paid: Money = amounts.iter().sum();
    // Each share lost less than one unit, so the remainder is below the number of places.
    let remainder = pool.saturating_sub(paid);
    for amount in amounts
        .iter_mut()
        .take(usize::try_from(remainder).unwrap_or(usize::MAX))
    {
        *amount += 1;
    }
    while amounts.last() == Some(&0) {
        amounts.pop();
    }
    amounts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_prints_like_an_organiser_writes_it() {
        assert_eq!(Percent::from_hundredths(2750).to_string(), "27.5%");
        assert_eq!(Percent::from_hundredths(1234).to_string(), "12.34%");
        assert_eq!(Percent::whole(40).to_string(), "40%");
    }

    #[test]
    fn rounding_gives_what_it_takes_off_to_one_place() {
        let to = |unit: u64, place: Option<u32>| PayoutRounding {
            unit: NonZeroU64::new(unit).unwrap(),
            remainder_to_place: place.and_then(NonZeroU32::new),
        };
        // 3 + 2 + 3 taken off: 8 to first place, or to the place the house names.
        assert_eq!(to(5, None).apply(vec![503, 302, 198]), [508, 300, 195]);
        assert_eq!(to(5, Some(2)).apply(vec![503, 302, 198]), [500, 308, 195]);
        assert_eq!(to(5, Some(9)).apply(vec![503, 302, 198]), [508, 300, 195]);
        // A place rounded to nothing is no longer paid; its 7 go to first place.
        assert_eq!(to(10, None).apply(vec![95, 7]), [102]);
    }

    #[test]
    fn split_gives_the_remainder_to_the_top_places() {
        assert_eq!(split(100, &[1, 1, 1]), vec![34, 33, 33]);
        assert_eq!(split(101, &[1, 1, 1]), vec![34, 34, 33]);
        assert_eq!(split(2, &[5, 3, 2]), vec![2]);
    }
}
