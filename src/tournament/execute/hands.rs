//! Chips and eliminations: chip counts, logged hands, and the players out on one hand.

use crate::Chips;
use crate::betting::LoggedHand;
use crate::floor::{PlayerId, TableNo};
use crate::house::SimultaneousBustOuts;
use crate::tournament::{Bust, BustGroup, Event, HandRecord, RuleError, Tournament};
use chrono::{DateTime, Utc};
use rand_chacha::ChaCha8Rng;

impl Tournament {
    pub(super) fn eliminate(
        &self,
        busts: &[Bust],
        on_hand_for_hand_announcement: &bool,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let group = self.bust_group(busts, *on_hand_for_hand_announcement)?;
        self.then_plan(vec![Event::Busted { group, at: now }], now, draw)
    }

    pub(super) fn set_chips(
        &self,
        player: &PlayerId,
        chips: &Chips,
    ) -> Result<Vec<Event>, RuleError> {
        let entry = self.entry_in_play(*player)?;
        if *chips == 0 {
            return Err(RuleError::NotInPlay {
                name: format!(
                    "{} with no chips; record the elimination instead",
                    entry.name
                ),
            });
        }
        Ok(vec![Event::ChipsSet {
            player: *player,
            chips: *chips,
        }])
    }

    pub(super) fn log_hand(
        &self,
        table: &u32,
        hand: &LoggedHand,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let table = TableNo(*table);
        let seated = self
            .floor
            .table(table)
            .ok_or(RuleError::NoSuchTable(table))?;
        let mut players = Vec::new();
        for seat in &hand.setup.players {
            let player = seated
                .player_at(seat.seat)
                .ok_or_else(|| RuleError::HandSeats {
                    name: seat
                        .name
                        .clone()
                        .unwrap_or_else(|| format!("seat {}", seat.seat)),
                    given: seat.stack,
                    table,
                })?;
            players.push((seat.seat, player));
        }
        let played = hand.replay(&self.house_rules.rules.betting)?;
        let result = played
            .result()
            .ok_or_else(|| RuleError::HandNotFinished(played.phase()))?;
        self.floor.next_hand(table)?;
        let busts: Vec<Bust> = result
            .eliminated
            .iter()
            .filter_map(|e| {
                players
                    .iter()
                    .find(|(s, _)| *s == e.seat)
                    .map(|&(_, player)| Bust {
                        player,
                        starting_stack: Some(e.starting_stack),
                    })
            })
            .collect();
        let mut events = vec![Event::HandLogged(Box::new(HandRecord {
            table,
            players,
            hand: hand.clone(),
            result,
            at: now,
        }))];
        if !busts.is_empty() {
            let group = self.bust_group(&busts, false)?;
            events.push(Event::Busted { group, at: now });
        }
        self.then_plan(events, now, draw)
    }

    pub(super) fn bust_group(
        &self,
        busts: &[Bust],
        on_announcement: bool,
    ) -> Result<BustGroup, RuleError> {
        if busts.is_empty() {
            return Err(RuleError::NoBusts);
        }
        let mut players = Vec::with_capacity(busts.len());
        for (i, bust) in busts.iter().enumerate() {
            let entry = self.entry_in_play(bust.player)?;
            if busts[..i].iter().any(|b| b.player == bust.player) {
                return Err(RuleError::ListedTwice {
                    name: entry.name.clone(),
                });
            }
            let stack = match bust.starting_stack {
                Some(stack) => stack,
                None if busts.len() == 1 => 0,
                None => return Err(RuleError::StartingStacksNeeded),
            };
            players.push((bust.player, stack));
        }
        players.sort_by_key(|&(_, stack)| std::cmp::Reverse(stack));
        let share_all = on_announcement
            && self.house_rules.rules.conduct.simultaneous_bust_outs
                == SimultaneousBustOuts::StartingStackWithHandForHandShare;
        Ok(BustGroup { players, share_all })
    }
}
