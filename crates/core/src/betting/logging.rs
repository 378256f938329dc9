//! A hand as the TD logs it at a live table: the setup the floor filled in, the TD's
//! corrections before the first action (a stack, the button, and the blinds that follow it),
//! every step through the engine, undoing the TD's last step, and the players away on a
//! penalty folded as the action reaches them (TDA 71C). Undo and corrections replay the hand
//! from the setup and the steps kept, so a logged hand is always one the engine produced.

use super::{
    Action, Hand, HandError, HandEvent, HandSetup, LoggedHand, Pot, ReplayError, SetupError,
};
use crate::Chips;
use crate::cards::Card;
use crate::house::BettingRules;

/// A hand being logged.
#[derive(Clone, Debug)]
pub struct HandBeingLogged {
    /// The setup as the floor filled it in, before any correction.
    pub filled_in: HandSetup,
    /// The setup the hand is played and logged with.
    pub setup: HandSetup,
    pub hand: Hand,
    rules: BettingRules,
    /// Seats of players serving a penalty (TDA 71C): dealt in, hand killed.
    pub away: Vec<u8>,
    /// Tabled hands whose cards the TD said are not known: the run-out goes on without them.
    not_known: Vec<u8>,
}

impl HandBeingLogged {
    /// The hand `setup` deals, with the players on `away` seats folded as the action reaches
    /// them.
    pub fn start(
        setup: HandSetup,
        rules: BettingRules,
        away: Vec<u8>,
    ) -> Result<HandBeingLogged, SetupError> {
        let hand = setup.clone().start(&rules)?;
        let mut logging = HandBeingLogged {
            filled_in: setup.clone(),
            setup,
            hand,
            rules,
            away,
            not_known: Vec::new(),
        };
        logging.fold_away_players();
        Ok(logging)
    }

    /// The player on `seat` serves a penalty: the dealer kills the hand when the action comes.
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
            HandEvent::Posted { .. }
            | HandEvent::Returned { .. }
            | HandEvent::Tabled { .. }
            | HandEvent::Passed => false,
            HandEvent::Acted {
                seat,
                action: Action::Fold | Action::Check,
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

    /// The tabled hands whose cards are asked for before the next board card: all hands are
    /// face up once nobody can bet (TDA 2024 rule 16), so the TD reads them off the table
    /// before the run-out, unless they said a hand's cards are not known.
    pub fn cards_asked(&self) -> Vec<u8> {
        let mut seats = self.hand.tabled_without_cards();
        seats.retain(|s| !self.not_known.contains(s));
        seats
    }

    /// The TD cannot read a tabled hand: the run-out goes on without its cards, and the pots
    /// it contests are the TD's to name unless its cards come later.
    pub fn cards_not_known(&mut self, seat: u8) {
        if !self.not_known.contains(&seat) {
            self.not_known.push(seat);
        }
    }

    /// Deals the board cards now due, once the tabled hands' cards were asked for; an empty
    /// slice when the TD does not know the board.
    pub fn deal_board(&mut self, cards: &[Card]) -> Result<(), HandError> {
        let seats = self.cards_asked();
        if !seats.is_empty() {
            return Err(HandError::TabledCardsFirst { seats });
        }
        self.step(|hand| hand.deal_board(cards))
    }

    /// Folds every away player the action reaches, as the dealer kills their hand; before
    /// the opening of a game au pot, where nobody folds, their turn is a check.
    fn fold_away_players(&mut self) {
        while let Some(legal) = self
            .hand
            .legal_actions()
            .filter(|legal| self.is_away(legal.seat))
        {
            let action = if legal.fold {
                Action::Fold
            } else {
                Action::Check
            };
            if self.hand.act(legal.seat, action).is_err() {
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
    /// button posts the small blind, TDA 34B), and a taken option goes with them. Back on the floor's button, the floor's blinds
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
        // A taken option moves with the button to the player now after the surblind.
        setup.table.straddle = setup.table.straddle.and_then(|_| setup.option_seat());
        self.correct(setup)
    }

    /// The player after the surblind takes the option (a double surblind, seed 002), or takes
    /// it back, before the first action.
    pub fn set_straddle(&mut self, taken: bool) -> Result<(), ReplayError> {
        let mut setup = self.setup.clone();
        setup.table.straddle = if taken { setup.option_seat() } else { None };
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
            variant: crate::betting::Variant::Holdem,
            antes_matched: false,
            table: Default::default(),
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

    /// Three-handed, button on 2, blinds on 5 and 9: the button acts first.
    fn three_handed() -> HandSetup {
        HandSetup {
            small_blind: Some(5),
            big_blind: 9,
            ..setup(&[2, 5, 9], 2)
        }
    }

    fn rules() -> BettingRules {
        crate::house::HouseRules::tda_2024().betting
    }

    #[test]
    fn an_away_player_is_folded_when_the_action_reaches_them_and_that_is_no_step_of_the_td() {
        let logging = HandBeingLogged::start(three_handed(), rules(), vec![2]).unwrap();
        assert_eq!(logging.hand.to_act(), Some(5));
        assert!(
            !logging.can_undo(),
            "the dealer's fold is not the TD's to take back"
        );
        assert!(!logging.action_taken());
    }

    #[test]
    fn undo_takes_back_the_tds_last_step_and_the_folds_that_followed_it() {
        let mut logging = HandBeingLogged::start(three_handed(), rules(), vec![9]).unwrap();
        logging.step(|hand| hand.act(2, Action::Call)).unwrap();
        logging.step(|hand| hand.act(5, Action::Call)).unwrap();
        assert!(logging.action_taken());
        logging.undo().unwrap();
        assert_eq!(logging.hand.to_act(), Some(5));
        logging.undo().unwrap();
        assert_eq!(logging.hand.to_act(), Some(2));
        assert!(!logging.can_undo());
    }

    #[test]
    fn a_refused_step_changes_nothing() {
        let mut logging = HandBeingLogged::start(three_handed(), rules(), Vec::new()).unwrap();
        let before = logging.hand.events().len();
        assert!(logging.step(|hand| hand.act(9, Action::Call)).is_err());
        assert_eq!(logging.hand.events().len(), before);
    }

    #[test]
    fn back_on_the_floors_button_the_floors_blinds_come_back() {
        let mut logging = HandBeingLogged::start(three_handed(), rules(), Vec::new()).unwrap();
        logging.set_button(5).unwrap();
        assert_eq!(
            (logging.setup.small_blind, logging.setup.big_blind),
            (Some(9), 2)
        );
        logging.set_button(2).unwrap();
        assert_eq!(logging.setup, logging.filled_in);
    }

    #[test]
    fn a_corrected_stack_replays_the_hand_from_the_new_count() {
        let mut logging = HandBeingLogged::start(three_handed(), rules(), Vec::new()).unwrap();
        logging.set_stack(2, 400).unwrap();
        assert_eq!(logging.hand.player(2).map(|p| p.starting_stack), Some(400));
        assert_eq!(logging.logged().setup.players[0].stack, 400);
    }
}
