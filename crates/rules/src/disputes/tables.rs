//! Balancing disputes: whether the tables must be balanced now (TDA 11, seed 004, §2 row 22)
//! and whether a short table stops dealing (TDA 11D). The answers come from the floor's own
//! tests ([`riffle_core::floor::balance_due`], [`riffle_core::floor::short_table_halts`]), so what the TD
//! tells the table is what the floor plans.

use super::facts::{FactKind, Field, dispute};
use super::said::{Family, said};
use super::{Decision, Ruling, RulingError, invalid, need};
use riffle_core::floor::{balance_due, short_table_halts};
use riffle_core::house::HouseRules;
use serde::{Deserialize, Serialize};

/// The word file of this family's sentences.
const FAMILY: Family = Family::Tables;

/// Players at one table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableCount {
    pub table: u32,
    pub players: u8,
}

const TABLE_COUNTS: FactKind = FactKind::ListOf(&FactKind::Record(&[
    Field::new("table", FactKind::Table),
    Field::new("players", FactKind::Count),
]));

dispute! {
    /// A player asks why the tables are not balanced (or why they are).
    pub struct Balancing as BALANCING = "balancing" {
        /// Players at each table in play.
        tables: Option<Vec<TableCount>> => TABLES = TABLE_COUNTS,
    }
}

impl Balancing {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let tables = need(&self.tables, BALANCING, TABLES)?;
        let mut numbers: Vec<u32> = tables.iter().map(|t| t.table).collect();
        numbers.sort_unstable();
        numbers.dedup();
        if tables.len() < 2 || numbers.len() != tables.len() {
            return Err(invalid(BALANCING, said!("list_every_table_play_once")));
        }
        let most = tables.iter().map(|t| t.players).max().unwrap_or(0);
        let fewest = tables.iter().map(|t| t.players).min().unwrap_or(0);
        let gap = house.floor.balance_gap;
        let difference = most - fewest;
        if !balance_due(most, fewest, gap) {
            return Ok(Ruling::new(
                Decision::NoBalancing,
                said!(
                    "fullest_table_has_players_shortest",
                    most,
                    fewest,
                    difference,
                    gap
                ),
                &["TDA-11", "S004-balancing"],
            ));
        }
        let from: Vec<u32> = {
            let mut full: Vec<u32> = tables
                .iter()
                .filter(|t| t.players == most)
                .map(|t| t.table)
                .collect();
            full.sort_unstable();
            full
        };
        let to = tables
            .iter()
            .filter(|t| t.players == fewest)
            .map(|t| t.table)
            .min()
            .unwrap_or(0);
        let source = if from.len() == 1 {
            said!("table", from = from[0])
        } else {
            said!("fullest_table_named_events_fixed")
        };
        Ok(Ruling::new(
            Decision::Balance { from, to },
            said!(
                "gap_reached_one_player_moves",
                difference,
                gap,
                source,
                most,
                to,
                fewest
            ),
            &["TDA-11", "TDA-11A", "TDA-11C", "S004-balancing"],
        ))
    }
}

dispute! {
    /// A short table asks whether it must stop dealing until a player arrives (TDA 11D).
    pub struct ShortTableHalt as HALT = "short_table_halt" {
        /// Players at the fullest table.
        fullest_table_players: Option<u8> => FULLEST = FactKind::Count,
        /// Players at the short table.
        table_players: Option<u8> => SHORT = FactKind::Count,
        /// Whether the short table's next big blind would fall on an empty seat (asked when the
        /// table is three or more short).
        blinds_reach_empty_seat: Option<bool> => EMPTY_SEAT = FactKind::YesNo,
    }
}

impl ShortTableHalt {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let most = need(&self.fullest_table_players, HALT, FULLEST)?;
        let players = need(&self.table_players, HALT, SHORT)?;
        if players > most {
            return Err(invalid(
                HALT,
                said!("short_table_cannot_have_more", players, most),
            ));
        }
        if !house.floor.halt_short_tables {
            return Ok(Ruling::new(
                Decision::PlayOn,
                said!(
                    "these_house_rules_have_no",
                    balance_gap = house.floor.balance_gap
                ),
                &["S004-balancing"],
            ));
        }
        let short_by = most - players;
        let reaches = short_by >= 3 && need(&self.blinds_reach_empty_seat, HALT, EMPTY_SEAT)?;
        if short_table_halts(most, players, reaches) {
            return Ok(Ruling::new(
                Decision::TableHalts,
                said!("table_players_short_fullest_its", short_by),
                &["TDA-11D", "ADD-11"],
            ));
        }
        let why = if short_by < 3 {
            said!("only_short_fullest_table", short_by)
        } else {
            said!("its_big_blind_does_not")
        };
        Ok(Ruling::new(
            Decision::PlayOn,
            said!("table_plays", why = why.clone()),
            &["TDA-11D"],
        ))
    }
}

riffle_text::sentence_file!(pub(super) fn sentences = "dispute_tables.ron");
