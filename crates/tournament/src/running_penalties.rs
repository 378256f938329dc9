//! The penalties by player and by person, kept by apply: a hand dealt counts for the players
//! seated at its table on penalty, the floor's word ends a player's penalty, and the ladder
//! reads a person's earlier penalties, each by a look-up instead of reading every penalty
//! given since the event began.

use crate::PenaltyRecord;
use riffle_core::floor::PlayerId;
use riffle_rules::penalties::{Deal, Effect};
use std::collections::BTreeMap;

/// Places in the list of penalties: the running suspensions of each player, and every
/// penalty of each person (re-entries included). Never stored: rebuilt from the penalties.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct PenaltyIndex {
    /// The penalties still counting that keep a player away, by the player penalised.
    running: BTreeMap<PlayerId, Vec<usize>>,
    /// Every penalty given, by the person behind the entry it was given to.
    by_person: BTreeMap<PlayerId, Vec<usize>>,
}

/// A suspension still counting.
fn running(record: &PenaltyRecord) -> bool {
    matches!(&record.penalty.effect, Effect::Away(s) if s.is_running())
}

impl PenaltyIndex {
    /// The index of `penalties` as they stand, each player's person read by `person`.
    pub(crate) fn of(
        penalties: &[PenaltyRecord],
        person: impl Fn(PlayerId) -> PlayerId,
    ) -> PenaltyIndex {
        let mut index = PenaltyIndex::default();
        for (at, record) in penalties.iter().enumerate() {
            index.given(at, record, person(record.player));
        }
        index
    }

    /// The penalty at place `at` in the list was given to `record.player`, of `person`.
    pub(crate) fn given(&mut self, at: usize, record: &PenaltyRecord, person: PlayerId) {
        self.by_person.entry(person).or_default().push(at);
        if running(record) {
            self.running.entry(record.player).or_default().push(at);
        }
    }

    /// The running suspensions of `player`.
    pub(crate) fn running_of(&self, player: PlayerId) -> &[usize] {
        self.running.get(&player).map_or(&[], Vec::as_slice)
    }

    /// Every penalty of `person`, oldest first.
    pub(crate) fn of_person(&self, person: PlayerId) -> &[usize] {
        self.by_person.get(&person).map_or(&[], Vec::as_slice)
    }

    /// A deal counts for the running suspensions of `players` (those seated where it was
    /// dealt); a suspension served stops counting.
    pub(crate) fn deal(
        &mut self,
        penalties: &mut [PenaltyRecord],
        players: impl Iterator<Item = PlayerId>,
        deal: Deal,
        now: chrono::DateTime<chrono::Utc>,
    ) {
        for player in players {
            let Some(list) = self.running.get_mut(&player) else {
                continue;
            };
            for &at in list.iter() {
                if let Some(record) = penalties.get_mut(at)
                    && let Effect::Away(suspension) = &mut record.penalty.effect
                    && suspension.is_running()
                {
                    suspension.deal(deal, now);
                }
            }
            list.retain(|&at| penalties.get(at).is_some_and(running));
            if list.is_empty() {
                self.running.remove(&player);
            }
        }
    }

    /// The floor saw `player` serve: every running suspension of theirs ends.
    pub(crate) fn served(
        &mut self,
        penalties: &mut [PenaltyRecord],
        player: PlayerId,
        now: chrono::DateTime<chrono::Utc>,
    ) {
        for at in self.running.remove(&player).unwrap_or_default() {
            if let Some(record) = penalties.get_mut(at)
                && let Effect::Away(suspension) = &mut record.penalty.effect
                && suspension.is_running()
            {
                suspension.confirm_served(now);
            }
        }
    }
}
