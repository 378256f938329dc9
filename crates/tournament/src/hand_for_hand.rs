//! Hand-for-hand (RP-8) without reading the room: apply keeps how many tables deal (two
//! players or more) and how many of them finished the current hand, so the last table to
//! report completes the hand for everyone by a count, not a pass over every table.

use crate::{ClockOperation, Event};
use riffle_core::floor::{Floor, TableNo};
use std::collections::BTreeSet;

/// Tables that deal, and those of them that finished the current hand-for-hand hand. Never
/// stored: rebuilt from the floor and the tables finished when a snapshot is loaded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct HandForHandCount {
    dealing: u32,
    finished: u32,
}

/// A table deals a hand with two players or more.
fn deals(floor: &Floor, table: TableNo) -> bool {
    floor.table(table).is_some_and(|t| t.player_count() >= 2)
}

impl HandForHandCount {
    /// The counts of the room as it stands.
    pub(crate) fn of(floor: &Floor, finished: &BTreeSet<TableNo>) -> HandForHandCount {
        let tables: BTreeSet<TableNo> = (floor.tables().map(|t| t.number()))
            .chain(finished.iter().copied())
            .collect();
        HandForHandCount::among(&tables, floor, finished)
    }

    /// The tables whose count or finish `event` may change, read before it applies: the
    /// tables players leave or join, a table reporting, and every table finished when a new
    /// hand-for-hand hand starts.
    pub(crate) fn touched(
        event: &Event,
        floor: &Floor,
        finished: &BTreeSet<TableNo>,
    ) -> BTreeSet<TableNo> {
        let seat = |player| floor.seat_of(player).map(|s| s.table);
        match event {
            Event::Busted { group, .. } => (group.players.iter())
                .filter_map(|&(p, _)| seat(p))
                .collect(),
            Event::Disqualified { player, .. } => seat(*player).into_iter().collect(),
            Event::Seated { instruction, .. } => (instruction.moves.iter())
                .flat_map(|m| [m.from.map(|s| s.table), Some(m.to.table), seat(m.player)])
                .flatten()
                .collect(),
            Event::TablesOpened { tables } => tables.iter().copied().collect(),
            Event::TableFinishedHand { table } => BTreeSet::from([*table]),
            Event::Clock {
                operation:
                    ClockOperation::StartHandForHand
                    | ClockOperation::HandForHandCompleted
                    | ClockOperation::EndHandForHand,
                ..
            } => finished.clone(),
            _ => BTreeSet::new(),
        }
    }

    /// The counts of `tables` alone.
    pub(crate) fn among(
        tables: &BTreeSet<TableNo>,
        floor: &Floor,
        finished: &BTreeSet<TableNo>,
    ) -> HandForHandCount {
        let dealing: Vec<TableNo> = tables
            .iter()
            .copied()
            .filter(|&t| deals(floor, t))
            .collect();
        HandForHandCount {
            dealing: dealing.len() as u32,
            finished: dealing.iter().filter(|t| finished.contains(t)).count() as u32,
        }
    }

    /// These counts once the touched tables went from `before` to `after`.
    pub(crate) fn moved(self, before: HandForHandCount, after: HandForHandCount) -> Self {
        HandForHandCount {
            dealing: (self.dealing + after.dealing).saturating_sub(before.dealing),
            finished: (self.finished + after.finished).saturating_sub(before.finished),
        }
    }

    /// Whether every dealing table but `table` finished the hand: `table`'s report completes
    /// it for the room.
    pub(crate) fn all_but(
        self,
        table: TableNo,
        floor: &Floor,
        finished: &BTreeSet<TableNo>,
    ) -> bool {
        let this_one = u32::from(deals(floor, table) && !finished.contains(&table));
        self.dealing.saturating_sub(self.finished + this_one) == 0
    }
}
