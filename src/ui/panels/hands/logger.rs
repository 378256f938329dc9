//! One hand being logged at one table: the setup the tournament filled in (with the TD's
//! corrections), the engine's hand played from it, and the players away on a penalty. Every
//! step goes through the engine; undo and corrections rebuild the hand from the setup and the
//! steps kept, so the panel never holds a state the engine did not produce.

use crate::Chips;
use crate::betting::{Action, Hand, HandError, HandEvent, HandSetup, LoggedHand, Pot, ReplayError};
use crate::floor::TableNo;
use crate::house::BettingRules;
use crate::tournament::Tournament;
use chrono::{DateTime, Utc};

/// A hand in progress at a table.
pub struct HandInProgress {
    pub table: TableNo,
    /// The setup as the tournament filled it in, before any correction.
    pub filled_in: HandSetup,
    /// The setup the hand is played and logged with.
    pub setup: HandSetup,
    pub hand: Hand,
    rules: BettingRules,
    /// Seats of players serving a penalty (TDA 71C): dealt in, hand killed.
    pub away: Vec<u8>,
    /// When the hand started: the level it plays was read for this instant (TDA 23).
    pub started_at: DateTime<Utc>,
    /// The tournament's history length when the seats were last compared with the floor's.
    pub checked_at: usize,
    /// The floor's seats or stacks no longer match the setup (a move, a chip count).
    pub stale: bool,
    /// The history length when the hand was sent to the tournament, until it shows up there.
    pub sent_at: Option<usize>,
}

impl HandInProgress {
    /// The next hand at `table`, as a hand started at `now` plays it. Refused with the
    /// tournament's sentence when the table cannot deal.
    pub fn start(
        tournament: &Tournament,
        table: TableNo,
        now: DateTime<Utc>,
    ) -> Result<HandInProgress, String> {
        let setup = tournament
            .hand_setup(table, now)
            .map_err(|e| e.to_string())?;
        let rules = tournament.house_rules().rules.betting.clone();
        let hand = setup.clone().start(&rules).map_err(|e| e.to_string())?;
        let seated = tournament.floor().table(table);
        let away = setup
            .players
            .iter()
            .filter(|p| {
                seated
                    .and_then(|t| t.player_at(p.seat))
                    .is_some_and(|player| tournament.away(player))
            })
            .map(|p| p.seat)
            .collect();
        let mut logging = HandInProgress {
            table,
            filled_in: setup.clone(),
            setup,
            hand,
            rules,
            away,
            started_at: now,
            checked_at: tournament.history().len(),
            stale: false,
            sent_at: None,
        };
        logging.fold_away_players();
        Ok(logging)
    }

    pub fn is_away(&self, seat: u8) -> bool {
        self.away.contains(&seat)
    }

    /// The hand as the tournament receives it.
    pub fn logged(&self) -> LoggedHand {
        LoggedHand {
            setup: self.setup.clone(),
            events: self.hand.events().to_vec(),
        }
    }

    /// A step the TD took (not a post, a returned bet or a fold made for an away player).
    fn is_td_step(&self, event: &HandEvent) -> bool {
        match event {
            HandEvent::Posted { .. } | HandEvent::Returned { .. } | HandEvent::Tabled { .. } => {
                false
            }
            HandEvent::Acted {
                seat,
                action: Action::Fold,
                ..
            } => !self.is_away(*seat),
            _ => true,
        }
    }

    /// Whether a player acted yet: the setup may be corrected until then.
    pub fn action_taken(&self) -> bool {
        self.hand
            .events()
            .iter()
            .any(|e| matches!(e, HandEvent::Acted { .. }) && self.is_td_step(e))
    }

    pub fn can_undo(&self) -> bool {
        self.hand.events().iter().any(|e| self.is_td_step(e))
    }

    /// Applies one step through the engine; on success the away players the action reaches
    /// are folded. A refusal changes nothing.
    pub fn step(
        &mut self,
        step: impl FnOnce(&mut Hand) -> Result<(), HandError>,
    ) -> Result<(), HandError> {
        step(&mut self.hand)?;
        self.fold_away_players();
        Ok(())
    }

    /// Folds every away player the action reaches, as the dealer kills their hand.
    fn fold_away_players(&mut self) {
        while let Some(seat) = self.hand.to_act().filter(|&s| self.is_away(s)) {
            if self.hand.act(seat, Action::Fold).is_err() {
                break;
            }
        }
    }

    /// Takes back the TD's last step (and the folds for away players that followed it).
    pub fn undo(&mut self) -> Result<(), ReplayError> {
        let events = self.hand.events();
        let Some(last) = events.iter().rposition(|e| self.is_td_step(e)) else {
            return Ok(());
        };
        let kept = events[..last].to_vec();
        self.rebuild(self.setup.clone(), kept)
    }

    /// Plays the hand again from `setup` and `events`; the hand is replaced only if that
    /// succeeds.
    fn rebuild(&mut self, setup: HandSetup, events: Vec<HandEvent>) -> Result<(), ReplayError> {
        let hand = LoggedHand { setup, events }.replay(&self.rules)?;
        self.setup = hand.setup().clone();
        self.hand = hand;
        self.fold_away_players();
        Ok(())
    }

    /// A correction of the setup before the first action; the hole cards entered so far are
    /// kept.
    fn correct(&mut self, setup: HandSetup) -> Result<(), ReplayError> {
        let cards: Vec<HandEvent> = self
            .hand
            .events()
            .iter()
            .filter(|e| matches!(e, HandEvent::HoleCards { .. }))
            .cloned()
            .collect();
        self.rebuild(setup, cards)
    }

    /// The TD corrects a player's stack at the start of the hand.
    pub fn set_stack(&mut self, seat: u8, stack: Chips) -> Result<(), ReplayError> {
        let mut setup = self.setup.clone();
        if let Some(player) = setup.players.iter_mut().find(|p| p.seat == seat) {
            player.stack = stack;
        }
        self.correct(setup)
    }

    /// The TD corrects the button: the blinds are the next players dealt in (heads-up the
    /// button posts the small blind, TDA 34B). Back on the floor's button, the floor's blinds
    /// come back, dead button and missing small blind included.
    pub fn set_button(&mut self, button: u8) -> Result<(), ReplayError> {
        let mut setup = self.setup.clone();
        if button == self.filled_in.button {
            setup.button = button;
            setup.small_blind = self.filled_in.small_blind;
            setup.big_blind = self.filled_in.big_blind;
            setup.dead_small_blind = self.filled_in.dead_small_blind;
        } else {
            let (small, big) = blinds_after(&setup, button);
            setup.button = button;
            setup.small_blind = Some(small);
            setup.big_blind = big;
            setup.dead_small_blind = None;
        }
        self.correct(setup)
    }

    /// The seats the button may be put on: every seat dealt in, and the floor's own button
    /// when it is dead.
    pub fn button_choices(&self) -> Vec<u8> {
        let mut seats: Vec<u8> = self.setup.players.iter().map(|p| p.seat).collect();
        if !seats.contains(&self.filled_in.button) {
            seats.push(self.filled_in.button);
            seats.sort_unstable();
        }
        seats
    }

    /// Whether the floor's seats, names or stacks changed since the hand was set up; checked
    /// once per change of the tournament.
    pub fn check_floor(&mut self, tournament: &Tournament) {
        let history = tournament.history().len();
        if history == self.checked_at {
            return;
        }
        self.checked_at = history;
        self.stale = match tournament.hand_setup(self.table, self.started_at) {
            Ok(now) => now.players != self.filled_in.players || now.button != self.filled_in.button,
            Err(_) => true,
        };
    }

    /// The main pot and the side pots as they form, the bets in front included (TDA 21).
    pub fn pots(&self) -> Vec<Pot> {
        self.hand.pots()
    }

    /// A player's name, or the seat when the name is not known.
    pub fn name(&self, seat: u8) -> Option<&str> {
        self.hand.player(seat).and_then(|p| p.name.as_deref())
    }
}

/// The small and big blind seats for a live button on `button`.
fn blinds_after(setup: &HandSetup, button: u8) -> (u8, u8) {
    let mut seats: Vec<u8> = setup.players.iter().map(|p| p.seat).collect();
    seats.sort_unstable();
    let after = |from: u8| {
        seats
            .iter()
            .copied()
            .find(|&s| s > from)
            .or_else(|| seats.first().copied())
            .unwrap_or(from)
    };
    if seats.len() == 2 {
        (button, after(button))
    } else {
        let small = after(button);
        (small, after(small))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::betting::{Ante, Blinds, Limit, SeatSetup};

    fn setup(seats: &[u8], button: u8) -> HandSetup {
        HandSetup {
            players: seats
                .iter()
                .map(|&seat| SeatSetup {
                    seat,
                    stack: 1_000,
                    name: None,
                })
                .collect(),
            button,
            small_blind: None,
            big_blind: 1,
            dead_small_blind: None,
            blinds: Blinds {
                small: 50,
                big: 100,
            },
            ante: Ante::None,
            limit: Limit::NoLimit,
            smallest_chip: 25,
            two_left_in_event: false,
        }
    }

    #[test]
    fn the_blinds_follow_a_corrected_button_clockwise() {
        assert_eq!(blinds_after(&setup(&[2, 5, 9], 5), 5), (9, 2));
        assert_eq!(blinds_after(&setup(&[2, 5, 9], 9), 9), (2, 5));
        assert_eq!(
            blinds_after(&setup(&[3, 7], 7), 7),
            (7, 3),
            "heads-up the button posts the small blind"
        );
    }
}
