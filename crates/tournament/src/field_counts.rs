//! How many entries are still playing and how many count in the field, kept by apply: the
//! players' screen, a hand's setup, every bust and every prize ask for them, and counting a
//! 20,000-entry list each time would make every command cost the field.

use crate::{Entry, Event};
use riffle_core::floor::PlayerId;
use std::collections::BTreeSet;

/// The entries in play and those counted (all but the withdrawn). Never stored: rebuilt from
/// the entries when a snapshot is loaded.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct FieldCounts {
    pub(crate) in_play: u32,
    pub(crate) counted: u32,
}

impl FieldCounts {
    /// The counts of `entries` as they stand.
    pub(crate) fn of(entries: &[Entry]) -> FieldCounts {
        entries
            .iter()
            .fold(FieldCounts::default(), |counts, entry| {
                counts.plus(Some(entry))
            })
    }

    /// The entries whose standing `event` may change: only theirs are counted again.
    pub(crate) fn touched(event: &Event) -> Vec<PlayerId> {
        match event {
            Event::Registered { player, .. }
            | Event::Unregistered { player, .. }
            | Event::Reinstated { player, .. }
            | Event::Disqualified { player, .. } => vec![*player],
            Event::Busted { group, .. } => group.players.iter().map(|&(p, _)| p).collect(),
            _ => Vec::new(),
        }
    }

    /// The counts of `players` among `entries` (an absent one counts nowhere).
    pub(crate) fn among(entries: &[Entry], players: &[PlayerId]) -> FieldCounts {
        players
            .iter()
            .fold(FieldCounts::default(), |counts, player| {
                counts.plus(entries.get(player.0 as usize))
            })
    }

    /// These counts once the `touched` entries went from `before` to `after`.
    pub(crate) fn moved(self, before: FieldCounts, after: FieldCounts) -> FieldCounts {
        FieldCounts {
            in_play: (self.in_play + after.in_play).saturating_sub(before.in_play),
            counted: (self.counted + after.counted).saturating_sub(before.counted),
        }
    }

    fn plus(self, entry: Option<&Entry>) -> FieldCounts {
        FieldCounts {
            in_play: self.in_play + u32::from(entry.is_some_and(Entry::in_play)),
            counted: self.counted + u32::from(entry.is_some_and(Entry::counted)),
        }
    }
}

/// The entries still playing, by id, kept by apply beside the counts: the players left are
/// read without passing over every entry out or withdrawn, so a deal, the winner and the
/// seating list cost the players left, not the field. Never stored: rebuilt from the entries.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct PlayersIn(BTreeSet<PlayerId>);

impl PlayersIn {
    /// The entries of `entries` in play as they stand.
    pub(crate) fn of(entries: &[Entry]) -> PlayersIn {
        PlayersIn(
            entries
                .iter()
                .filter(|e| e.in_play())
                .map(|e| e.id)
                .collect(),
        )
    }

    /// Follows the `touched` entries once an event applied to `entries`.
    pub(crate) fn follow(&mut self, entries: &[Entry], touched: &[PlayerId]) {
        for &player in touched {
            if entries.get(player.0 as usize).is_some_and(Entry::in_play) {
                self.0.insert(player);
            } else {
                self.0.remove(&player);
            }
        }
    }

    /// The players in play, in entry order.
    pub(crate) fn ids(&self) -> impl DoubleEndedIterator<Item = PlayerId> + Clone + '_ {
        self.0.iter().copied()
    }
}
