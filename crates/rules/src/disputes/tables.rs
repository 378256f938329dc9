//! Balancing disputes: whether the tables must be balanced now (TDA 11, seed 004, §2 row 22)
//! and whether a short table stops dealing (TDA 11D). The answers come from the floor's own
//! tests ([`riffle_core::floor::balance_due`], [`riffle_core::floor::short_table_halts`]), so what the TD
//! tells the table is what the floor plans.

use super::facts::{FactKind, Field, dispute};
use super::{Decision, Ruling, RulingError, invalid, need};
use riffle_core::floor::{balance_due, short_table_halts};
use riffle_core::house::HouseRules;
use serde::{Deserialize, Serialize};

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
            return Err(invalid(
                BALANCING,
                "list every table in play once, at least two of them",
                "listez chaque table en jeu une seule fois, au moins deux",
            ));
        }
        let most = tables.iter().map(|t| t.players).max().unwrap_or(0);
        let fewest = tables.iter().map(|t| t.players).min().unwrap_or(0);
        let gap = house.floor.balance_gap;
        let difference = most - fewest;
        if !balance_due(most, fewest, gap) {
            return Ok(Ruling::new(
                Decision::NoBalancing,
                format!(
                    "The fullest table has {most} players and the shortest {fewest}: a \
                     difference of {difference}, under the balancing gap of {gap}, so nobody \
                     moves."
                ),
                format!(
                    "La table la plus pleine a {most} joueurs et la plus courte {fewest} : un \
                     écart de {difference}, sous l'écart d'équilibrage de {gap}, personne ne \
                     bouge."
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
            (
                format!("table {}", from[0]),
                format!("la table {}", from[0]),
            )
        } else {
            (
                "the fullest table named by the event's fixed procedure".to_string(),
                "la table la plus pleine désignée par la procédure fixée à l'avance".to_string(),
            )
        };
        Ok(Ruling::new(
            Decision::Balance { from, to },
            format!(
                "A difference of {difference} players reaches the balancing gap of {gap}: one \
                 player moves from {} ({most} players) to table {to} ({fewest}). The player who \
                 would be big blind next hand moves, to the worst position at table {to}: the \
                 open seat the big blind reaches first, never the small blind.",
                source.0
            ),
            format!(
                "Un écart de {difference} joueurs atteint l'écart d'équilibrage de {gap} : un \
                 joueur passe de {} ({most} joueurs) à la table {to} ({fewest}). C'est la future \
                 grosse blinde qui bouge, vers la pire position de la table {to} : la place libre \
                 que la grosse blinde atteint en premier, jamais la petite blinde.",
                source.1
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
                format!(
                    "the short table cannot have more players ({players}) than the fullest ({most})"
                ),
                format!(
                    "la table courte ne peut pas avoir plus de joueurs ({players}) que la plus \
                     pleine ({most})"
                ),
            ));
        }
        if !house.floor.halt_short_tables {
            return Ok(Ruling::new(
                Decision::PlayOn,
                format!(
                    "These house rules have no halt: the table plays on, and the tables are \
                     balanced at a difference of {}.",
                    house.floor.balance_gap
                ),
                format!(
                    "Ces règles maison ne prévoient pas d'arrêt : la table continue, et les \
                     tables sont équilibrées dès un écart de {}.",
                    house.floor.balance_gap
                ),
                &["S004-balancing"],
            ));
        }
        let short_by = most - players;
        let reaches = short_by >= 3 && need(&self.blinds_reach_empty_seat, HALT, EMPTY_SEAT)?;
        if short_table_halts(most, players, reaches) {
            return Ok(Ruling::new(
                Decision::TableHalts,
                format!(
                    "The table is {short_by} players short of the fullest and its big blind \
                     would fall on an empty seat: it stops dealing until a player is moved in. \
                     The TD may waive the halt; it is not a misdeal."
                ),
                format!(
                    "La table a {short_by} joueurs de moins que la plus pleine et sa grosse blinde \
                     tomberait sur une place vide : elle cesse de donner jusqu'à l'arrivée d'un \
                     joueur. Le directeur peut lever l'arrêt ; ce n'est pas une fausse donne."
                ),
                &["TDA-11D", "ADD-11"],
            ));
        }
        let (why, why_fr) = if short_by < 3 {
            (
                format!("it is only {short_by} short of the fullest table"),
                format!("elle n'a que {short_by} joueurs de moins que la table la plus pleine"),
            )
        } else {
            (
                "its big blind does not fall on an empty seat yet".to_string(),
                "sa grosse blinde ne tombe pas encore sur une place vide".to_string(),
            )
        };
        Ok(Ruling::new(
            Decision::PlayOn,
            format!("The table plays on: {why}."),
            format!("La table continue : {why_fr}."),
            &["TDA-11D"],
        ))
    }
}
