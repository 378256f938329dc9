//! What makes a command weighty to take back or put back: a table broken, the final table
//! drawn, several players put out at once, the prizes changed. Each command keeps its own list
//! in the history, decided when it is recorded, so the windows can ask the TD before an undo or
//! a redo without reading the journal again.

use super::{Event, Live};
use riffle_core::floor::{InstructionKind, TableNo};
use serde::{Deserialize, Serialize};

/// One weighty outcome of a command, with what the TD needs to judge it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Consequence {
    /// A table broken up, its players drawn to the others (TDA 10).
    TableBroken { table: TableNo, players: usize },
    /// The players left redrawn at the final table (RP-9).
    FinalTableDrawn { table: TableNo, players: usize },
    /// More than one player put out by one command: their places and prizes go with it.
    PlayersOut { count: usize },
    /// The prizes of the paid places changed (a new structure's payouts).
    PrizesChanged,
}

impl Live {
    /// The weighty outcomes of `events`, read against the state before they apply.
    pub(super) fn consequences(&self, events: &[Event]) -> Vec<Consequence> {
        let mut found = Vec::new();
        let mut out = 0;
        for event in events {
            match event {
                Event::Seated { instruction, .. } => match &instruction.kind {
                    InstructionKind::BreakTable { table } => {
                        found.push(Consequence::TableBroken {
                            table: *table,
                            players: instruction.moves.len(),
                        });
                    }
                    InstructionKind::BreakTables { tables } => {
                        for &table in tables {
                            let players = (instruction.moves.iter())
                                .filter(|m| m.from.is_some_and(|f| f.table == table))
                                .count();
                            found.push(Consequence::TableBroken { table, players });
                        }
                    }
                    InstructionKind::FinalTable { table, .. } => {
                        found.push(Consequence::FinalTableDrawn {
                            table: *table,
                            players: instruction.moves.len(),
                        });
                    }
                    _ => {}
                },
                Event::Busted { group, .. } => out += group.players.len(),
                Event::StructureSet { structure, .. }
                    if *structure.payouts(self.prize_pool(), self.field()) != *self.prizes() =>
                {
                    found.push(Consequence::PrizesChanged);
                }
                _ => {}
            }
        }
        if out > 1 {
            found.push(Consequence::PlayersOut { count: out });
        }
        found
    }
}
