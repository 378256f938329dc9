//! Where each player out stands in the order of busts, kept by apply: a reinstatement finds
//! the stack its player's bust recorded, and takes the player out of that bust, by one look-up
//! instead of reading every player who went out before.

use crate::{BustGroup, Event};
use riffle_core::Chips;
use riffle_core::floor::PlayerId;
use std::collections::HashMap;

/// The bust (its place in the list of busts) each player out went out on. Never stored:
/// rebuilt from the busts when a snapshot is loaded.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct BustIndex {
    group_of: HashMap<PlayerId, usize>,
}

impl BustIndex {
    /// The index of `busts` as they stand (a snapshot loaded).
    pub(crate) fn of(busts: &[BustGroup]) -> BustIndex {
        let mut index = BustIndex::default();
        for (at, group) in busts.iter().enumerate() {
            index.went_out(at, group);
        }
        index
    }

    /// The players of `group`, the bust at place `at` in the list, went out.
    fn went_out(&mut self, at: usize, group: &BustGroup) {
        for &(player, _) in &group.players {
            self.group_of.insert(player, at);
        }
    }

    /// The starting stack `player`'s bust recorded, if the player is out.
    pub(crate) fn stack_of(&self, busts: &[BustGroup], player: PlayerId) -> Option<Chips> {
        let group = busts.get(*self.group_of.get(&player)?)?;
        (group.players.iter())
            .find(|(out, _)| *out == player)
            .map(|&(_, stack)| stack)
    }

    /// Applies a bust or a reinstatement to `busts` and follows it: a bust is added last, a
    /// reinstated player leaves their bust, and a bust left empty goes (the busts after it
    /// move up one place: few, as a mistake is put right soon after).
    pub(crate) fn apply(&mut self, busts: &mut Vec<BustGroup>, event: &Event) {
        match event {
            Event::Busted { group, .. } => {
                self.went_out(busts.len(), group);
                busts.push(group.clone());
            }
            Event::Reinstated { player, .. } => {
                let Some(at) = self.group_of.remove(player) else {
                    return;
                };
                let Some(group) = busts.get_mut(at) else {
                    return;
                };
                group.players.retain(|(out, _)| out != player);
                if group.players.is_empty() {
                    busts.remove(at);
                    for later in &busts[at..] {
                        for (out, _) in &later.players {
                            if let Some(place) = self.group_of.get_mut(out) {
                                *place -= 1;
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
}
