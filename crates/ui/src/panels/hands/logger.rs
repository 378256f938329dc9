//! One hand being logged at one table: the hand as the betting layer logs it (the setup the
//! tournament filled in, the TD's corrections, the steps), and what the panel needs around it:
//! the table, when the hand started, and whether the floor changed since.

use crate::backend::Refusal;
use chrono::{DateTime, Utc};
use riffle_core::Chips;
use riffle_core::betting::{Hand, HandBeingLogged, HandError, ReplayError};
use riffle_core::cards::Card;
use riffle_core::floor::TableNo;
use riffle_tournament::Tournament;

/// A hand in progress at a table.
pub struct HandInProgress {
    pub table: TableNo,
    /// The hand, its setup and its steps; read through `Deref`, changed only by the steps below.
    logging: HandBeingLogged,
    /// When the hand started: the level it plays was read for this instant (TDA 23).
    pub started_at: DateTime<Utc>,
    /// The tournament's history length when the seats were last compared with the floor's.
    pub checked_at: usize,
    /// The floor's seats or stacks no longer match the setup (a move, a chip count).
    pub stale: bool,
    /// The hand was sent to the tournament, until the shell answers (taken or refused).
    pub sending: bool,
}

impl std::ops::Deref for HandInProgress {
    type Target = HandBeingLogged;

    fn deref(&self) -> &HandBeingLogged {
        &self.logging
    }
}

impl HandInProgress {
    /// The next hand at `table`, as a hand started at `now` plays it. Refused with the
    /// tournament's sentence when the table cannot deal.
    pub fn start(
        tournament: &Tournament,
        table: TableNo,
        now: DateTime<Utc>,
    ) -> Result<HandInProgress, Refusal> {
        let setup = tournament
            .hand_setup(table, now)
            .map_err(|e| Box::new(e) as Refusal)?;
        let rules = tournament.house_rules().rules.betting.clone();
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
        let logging =
            HandBeingLogged::start(setup, rules, away).map_err(|e| Box::new(e) as Refusal)?;
        Ok(HandInProgress {
            table,
            logging,
            started_at: now,
            checked_at: tournament.history().len(),
            stale: false,
            sending: false,
        })
    }

    /// Applies one step through the engine; a refusal changes nothing.
    pub fn step(
        &mut self,
        step: impl FnOnce(&mut Hand) -> Result<(), HandError>,
    ) -> Result<(), HandError> {
        self.logging.step(step)
    }

    /// Deals the board cards now due, once the tabled hands' cards were asked for.
    pub fn deal_board(&mut self, cards: &[Card]) -> Result<(), HandError> {
        self.logging.deal_board(cards)
    }

    /// The TD cannot read a tabled hand's cards: the run-out goes on without them.
    pub fn cards_not_known(&mut self, seat: u8) {
        self.logging.cards_not_known(seat)
    }

    /// Takes back the TD's last step.
    pub fn undo(&mut self) -> Result<(), ReplayError> {
        self.logging.undo()
    }

    /// The TD corrects a player's stack at the start of the hand.
    pub fn set_stack(&mut self, seat: u8, stack: Chips) -> Result<(), ReplayError> {
        self.logging.set_stack(seat, stack)
    }

    /// The TD corrects the button; the blinds follow it.
    pub fn set_button(&mut self, button: u8) -> Result<(), ReplayError> {
        self.logging.set_button(button)
    }

    /// The player after the surblind takes the option, or takes it back.
    pub fn set_straddle(&mut self, taken: bool) -> Result<(), ReplayError> {
        self.logging.set_straddle(taken)
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
}
