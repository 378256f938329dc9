//! Floor settings that are not house-rule conflicts: the room's table size, the predetermined
//! procedures of TDA 10 and 11, the final table of RP-9 and the self-dealt mode of seed 004.

use super::{FloorError, SEATS_RANGE, TableNo};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// How this event's floor runs. The house rules' `FloorRules` hold the points where the TDA and
/// seed 004 disagree (the gap, the halt, the vacated seat); these are the event's own choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FloorSettings {
    /// Seats at every table the floor opens (2-10); a smaller table closes seats.
    pub max_seats: u8,
    /// The predetermined procedure that names the table a balancing move comes from (TDA 11C).
    pub source: SourceTable,
    /// The order in which tables break (TDA 10).
    pub break_order: BreakOrder,
    /// Seats at the final table (RP-9: 9 for 8- and 9-max events, 7 for 6- and 7-max).
    pub final_table_seats: u8,
    /// The table that becomes the final table; by default the one that would break last.
    pub final_table: Option<TableNo>,
    /// A smaller gap once few tables remain, as TDs tighten balancing late in an event.
    pub tightened_gap: Option<TightenedGap>,
    /// Players deal for themselves: track who physically deals each hand (seed 004).
    pub self_dealt: bool,
}

/// From `from_tables` tables in play down, balance at `gap` instead of the house-rule gap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TightenedGap {
    pub gap: u8,
    pub from_tables: u32,
}

/// Which table gives up a player when the tables must be balanced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SourceTable {
    /// The fullest table; among equally full tables, the lowest number.
    FullestLowestNumber,
    /// The fullest table; among equally full tables, the highest number.
    FullestHighestNumber,
    /// The fullest table; among equally full tables, the first number after the last table that
    /// gave a player, so that the burden rotates.
    FullestInRotation,
}

/// The order in which tables break.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BreakOrder {
    HighestNumberFirst,
    LowestNumberFirst,
    /// The table opened last breaks first (tables opened for late entries go before the
    /// starting tables).
    LastOpenedFirst,
    /// These tables first, in this order; tables not listed then break highest number first.
    Listed(Vec<TableNo>),
}

impl FloorSettings {
    /// The usual settings for a room of `max_seats`-seat tables, with the RP-9 final table.
    pub fn for_max_seats(max_seats: u8) -> Result<FloorSettings, FloorError> {
        if !SEATS_RANGE.contains(&max_seats) {
            return Err(FloorError::SeatCount { seats: max_seats });
        }
        Ok(FloorSettings {
            max_seats,
            source: SourceTable::FullestLowestNumber,
            break_order: BreakOrder::HighestNumberFirst,
            final_table_seats: final_table_seats_for(max_seats),
            final_table: None,
            tightened_gap: None,
            self_dealt: false,
        })
    }

    pub(crate) fn validate(&self) -> Result<(), FloorError> {
        if !SEATS_RANGE.contains(&self.max_seats) {
            return Err(FloorError::SeatCount {
                seats: self.max_seats,
            });
        }
        if !SEATS_RANGE.contains(&self.final_table_seats) {
            return Err(FloorError::FinalTableSeats {
                seats: self.final_table_seats,
            });
        }
        if let Some(tightened) = self.tightened_gap
            && tightened.gap == 0
        {
            return Err(FloorError::GapTooSmall { gap: 0 });
        }
        if let BreakOrder::Listed(tables) = &self.break_order {
            let mut seen = BTreeSet::new();
            for &table in tables {
                if !seen.insert(table) {
                    return Err(FloorError::BreakOrderTwice { table });
                }
            }
        }
        Ok(())
    }
}

/// RP-9: events on 8- or 9-seat tables finish at a 9-handed final table, events on 6- or
/// 7-seat tables at a 7-handed one; other table sizes keep their own size.
fn final_table_seats_for(max_seats: u8) -> u8 {
    match max_seats {
        8 | 9 => 9,
        6 | 7 => 7,
        other => other,
    }
}
