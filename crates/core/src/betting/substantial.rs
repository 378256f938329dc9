//! Substantial action (TDA 36): the one count that decides whether a misdeal can still be called
//! or a skipped player's hand is dead, kept by the hand engine and by the dispute cases alike.

use serde::{Deserialize, Serialize};

/// An action taken in turn. Posting a blind or an ante is not one, which is how "posted blinds
/// do not count" (TDA 36) is kept: they cannot be recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum InTurnAction {
    Check,
    Fold,
    Call,
    Bet,
    Raise,
}

impl InTurnAction {
    /// Whether the action puts chips in the pot (an all-in is a call, bet or raise).
    pub fn puts_chips_in(self) -> bool {
        matches!(
            self,
            InTurnAction::Call | InTurnAction::Bet | InTurnAction::Raise
        )
    }
}

/// Counts actions toward substantial action (TDA 36): two actions in turn of which at least one
/// puts chips in, or any three actions in turn. The single definition of rule 36: the hand
/// engine counts its hand with it (`Hand::substantial_action`), and the misdeal, skipped-player
/// and other cases count the actions the TD lists.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SubstantialAction {
    actions: u32,
    with_chips: u32,
}

impl SubstantialAction {
    pub fn record(&mut self, action: InTurnAction) {
        self.actions += 1;
        if action.puts_chips_in() {
            self.with_chips += 1;
        }
    }

    pub fn reached(&self) -> bool {
        self.actions >= 3 || (self.actions >= 2 && self.with_chips >= 1)
    }

    /// The counter after these actions, in order.
    pub fn after(actions: &[InTurnAction]) -> SubstantialAction {
        let mut counter = SubstantialAction::default();
        for &action in actions {
            counter.record(action);
        }
        counter
    }
}

/// Whether these actions in turn amount to substantial action (TDA 36).
pub fn is_substantial_action(actions: &[InTurnAction]) -> bool {
    SubstantialAction::after(actions).reached()
}

#[cfg(test)]
mod tests {
    use super::InTurnAction::*;
    use super::*;

    #[test]
    fn substantial_action_needs_chips_in_two_actions_or_any_three() {
        assert!(!is_substantial_action(&[]));
        assert!(!is_substantial_action(&[Call]));
        assert!(!is_substantial_action(&[Fold, Fold]));
        assert!(!is_substantial_action(&[Check, Check]));
        assert!(!is_substantial_action(&[Check, Fold]));
        assert!(is_substantial_action(&[Fold, Call]));
        assert!(is_substantial_action(&[Raise, Fold]));
        assert!(is_substantial_action(&[Fold, Fold, Fold]));
        assert!(is_substantial_action(&[Check, Check, Check]));
    }
}
