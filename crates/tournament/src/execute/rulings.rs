//! Rulings and penalties, recorded with the house rules they were made under.

use crate::{BustGroup, Event, RuleError, TdChoiceInput, Tournament};
use chrono::{DateTime, Utc};
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::{PlayerId, TableNo};
use riffle_rules::disputes::{AssumedAnswer, Case, known_at_level};
use riffle_rules::penalties::{AtTheTable, Effect, Fault, Step, propose};

impl Tournament {
    pub(super) fn rule(
        &self,
        case: &Case,
        table: &Option<u32>,
        players: &[PlayerId],
        choice: &Option<TdChoiceInput>,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        // The same ruling the rulings panel shows: ordinary answers assumed for the facts not
        // given, the level's own for what the event knows.
        // The level the players' screen shows, read without building the screen (its seating
        // list alone reads every player).
        let level = (self.schedule)
            .level(self.clock.view(now).level_for_new_hands)
            .cloned();
        let players_left = self.players_left();
        let assuming = case.rule_ordinary(&self.house_rules.rules, &|fact| {
            known_at_level(fact, level.as_ref(), players_left)
        });
        let ruling = assuming.ruling.map_err(RuleError::Ruling)?;
        let choice = match (choice, ruling.choices.is_empty()) {
            (Some(choice), _) => Some(
                ruling
                    .choose(choice.outcome, &choice.reason)
                    .map_err(RuleError::Ruling)?,
            ),
            (None, false) => return Err(RuleError::ChoiceNeeded(ruling.choices.len())),
            (None, true) => None,
        };
        let table = table.map(TableNo);
        if let Some(table) = table {
            self.floor
                .table(table)
                .ok_or(RuleError::NoSuchTable(table))?;
        }
        for player in players {
            self.entry(*player)
                .ok_or(RuleError::NoSuchPlayer(*player))?;
        }
        let hand = table
            .and_then(|t| self.floor.table(t))
            .and_then(|t| t.last_hand())
            .map(|h| h.hand);
        Ok(vec![Event::Ruled(Box::new(crate::RulingRecord {
            case: assuming.case,
            ruling,
            assumed: assuming.assumed.iter().map(AssumedAnswer::from).collect(),
            choice,
            table,
            hand,
            players: players.to_vec(),
            house_rules: self.house_rules.preset.clone(),
            at: now,
        }))])
    }

    /// The floor's word ends a penalty that is still counting; nothing else does it early.
    pub(super) fn penalty_served(
        &self,
        player: &PlayerId,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        let entry = self.entry_in_play(*player)?;
        if self.penalty_index.running_of(*player).is_empty() {
            return Err(RuleError::NoPenaltyRunning {
                name: entry.name.clone(),
            });
        }
        Ok(vec![Event::PenaltyServed {
            player: *player,
            at: now,
        }])
    }

    // The fields of `Command::Penalize` one by one, as the dispatcher unpacks every command.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn penalize(
        &self,
        player: &PlayerId,
        fault: &Fault,
        step: &Option<Step>,
        reason: &Option<String>,
        hand_in_progress: &bool,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let entry = self.entry_in_play(*player)?;
        let proposal = propose(
            &self.house_rules.rules.conduct.penalty_ladder,
            self.house_rules.rules.conduct.penalty_ladder_counts,
            *fault,
            &self.penalty_history(*player),
        )
        .map_err(RuleError::Penalty)?;
        let seat = self.floor.seat_of(*player);
        let at_table = AtTheTable {
            players_at_table: seat
                .and_then(|s| self.floor.table(s.table))
                .map_or(1, |t| t.player_count()),
            hand_in_progress: *hand_in_progress,
            stack: entry.chips,
            hands_per_hour: self.house_rules.rules.conduct.penalty_hands_per_hour,
            now,
        };
        let penalty = proposal
            .give(
                step.unwrap_or(proposal.suggested),
                reason.as_deref().unwrap_or(""),
                &at_table,
            )
            .map_err(RuleError::Penalty)?;
        let disqualified = match penalty.effect {
            Effect::Disqualified { chips_removed } => Some(chips_removed),
            _ => None,
        };
        let mut events = vec![Event::Penalized(Box::new(crate::PenaltyRecord {
            player: *player,
            penalty,
            table: seat.map(|s| s.table),
            at: now,
        }))];
        if let Some(chips_removed) = disqualified {
            events.push(Event::Disqualified {
                player: *player,
                chips_removed,
                at: now,
            });
            events.push(Event::Busted {
                group: BustGroup {
                    players: vec![(*player, chips_removed)],
                    share_all: false,
                },
                at: now,
                knockouts: Vec::new(),
            });
            return self.then_plan(events, now, draw);
        }
        Ok(events)
    }
}
