//! Five-card draw (seed 003, "Déroulement d'un coup"): the openers of a game au pot, the hand
//! dealt again when nobody opens, and the draw between the two betting rounds.
//!
//! The draw goes clockwise from the dealer's left; each player still in says how many cards
//! they change, discards them and receives as many. Three cards at most, four for one player
//! only per draw, unless the table lets a player change the whole hand (seed 003, "Cartes").
//! When the stub runs short, the discards of the players already served are shuffled into a
//! new stub, never the drawer's own (the usual card-room rule; seed 003 has the dealer gather
//! the discards). The most players a deck deals to leave enough cards for any draw that way,
//! so a draw is never refused for want of cards; a card received may then be one an earlier
//! player discarded.

use super::{Hand, HandEvent, Phase, Post, ShowState, Street, card_bit};
use crate::betting::{Ante, HandError, SeenAt};
use crate::cards::{Card, CardSet};
use serde::{Deserialize, Serialize};

/// One player's draw as the TD logs it: the count said aloud, and the cards when known
/// (as many as the count, or none).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Drawn {
    pub count: u8,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub discarded: Vec<Card>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub received: Vec<Card>,
}

impl Drawn {
    /// A draw whose cards are not known: the count alone (0 stands pat).
    pub fn count(count: u8) -> Drawn {
        Drawn {
            count,
            ..Drawn::default()
        }
    }
}

/// Where the draw stands.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct DrawState {
    /// The player to draw, by index.
    to_draw: Option<usize>,
    /// Cards served so far in the draw.
    pub(super) served: usize,
    /// Cards discarded by the players already served, as a card mask.
    discards: u64,
    /// The seat that drew four cards: nobody else may (seed 003).
    four_by: Option<u8>,
    /// The player who opened the first round, by index.
    opener: Option<usize>,
}

impl DrawState {
    pub(super) fn is_idle(&self) -> bool {
        *self == DrawState::default()
    }
}

impl Hand {
    /// The seat to draw, during the draw.
    pub fn to_draw(&self) -> Option<u8> {
        let i = self.draw.to_draw.filter(|_| self.phase == Phase::Draw)?;
        Some(self.players[i].seat)
    }

    /// The most cards the player to draw may change now.
    pub fn draw_limit(&self) -> Option<u8> {
        self.to_draw().map(|_| self.most_to_draw())
    }

    /// The seat that opened the first round: with openers, the logger asks for them to be
    /// shown when the opener wins or at the showdown (house procedure).
    pub fn opener(&self) -> Option<u8> {
        self.draw.opener.map(|i| self.players[i].seat)
    }

    fn most_to_draw(&self) -> u8 {
        match self.setup.variant.draw() {
            Some(rules) if rules.whole_hand => 5,
            _ if self.draw.four_by.is_some() => 3,
            _ => 4,
        }
    }

    /// Cards left in the stub when the draw begins: the deck less the hands and one burn.
    fn stub_size(&self) -> usize {
        let deck = self
            .setup
            .variant
            .draw()
            .map_or(52, |rules| usize::from(rules.deck.size()));
        deck.saturating_sub(self.setup.variant.hole_cards() * self.players.len() + 1)
    }

    /// A card the table's deck does not hold is refused (a short deck starts at the seven in
    /// 32 cards).
    pub(super) fn check_in_deck(&self, cards: &[Card]) -> Result<(), HandError> {
        let Some(rules) = self.setup.variant.draw() else {
            return Ok(());
        };
        for &card in cards {
            rules.deck.check(card).map_err(HandError::NotInDeck)?;
        }
        Ok(())
    }

    /// The first bet of the first round opens it: with openers asked for, the opener's known
    /// cards must hold them. Records the opener.
    pub(super) fn note_opening(&mut self, i: usize) -> Result<(), HandError> {
        let Some(rules) = self.setup.variant.draw() else {
            return Ok(());
        };
        if self.street != Street::Preflop || self.draw.opener.is_some() {
            return Ok(());
        }
        if let (Some(least), Some(hole)) = (rules.openers, self.players[i].hole)
            && !rules.opens(&hole)
        {
            return Err(HandError::NoOpeners {
                seat: self.players[i].seat,
                least,
            });
        }
        self.draw.opener = Some(i);
        Ok(())
    }

    /// After the first round: a game with openers that nobody opened is dealt again;
    /// otherwise the draw begins, after one burn, from the dealer's left.
    pub(super) fn end_first_draw_round(&mut self) {
        let openers = self.setup.variant.draw().and_then(|r| r.openers).is_some();
        let able = self.players.iter().filter(|p| p.can_act()).count();
        if openers && self.draw.opener.is_none() && able >= 2 {
            self.redeal();
            return;
        }
        self.burns += 1;
        self.phase = Phase::Draw;
        let before_first =
            (self.first_left_of_button() + self.players.len() - 1) % self.players.len();
        self.draw.to_draw = self.next_to_draw(before_first);
    }

    /// Nobody opened: the antes stay in the pot, every player antes again and the cards are
    /// dealt again, within the same logged hand so that its chips add up (seed 003, "Blind
    /// ou Pot": each deal of a game au pot starts with everyone's ante).
    fn redeal(&mut self) {
        self.log.push(HandEvent::Passed);
        self.seen = 0;
        for p in &mut self.players {
            p.hole = None;
            p.folded = false;
            p.show = ShowState::Undecided;
            p.drew = None;
        }
        if let Ante::Classic(ante) = self.setup.ante {
            for i in 0..self.players.len() {
                self.post(i, ante, Post::Ante);
            }
        }
        self.begin_preflop();
    }

    fn next_to_draw(&self, after: usize) -> Option<usize> {
        let n = self.players.len();
        (1..=n)
            .map(|k| (after + k) % n)
            .find(|&i| !self.players[i].folded && self.players[i].drew.is_none())
    }

    /// The player to draw discards and draws `drawn.count` cards (0 stands pat). Refused,
    /// with nothing changed, out of turn, over the limit, or with cards that cannot be.
    pub fn draw(&mut self, seat: u8, drawn: Drawn) -> Result<(), HandError> {
        let i = self.seat_index(seat)?;
        let turn = match (self.phase, self.draw.to_draw) {
            (Phase::Draw, Some(turn)) => turn,
            _ => return Err(HandError::NoDrawNow { phase: self.phase }),
        };
        if turn != i {
            return Err(HandError::NotYourTurn {
                seat,
                to_act: self.players[turn].seat,
            });
        }
        let count = drawn.count;
        let most = self.most_to_draw();
        if count > most {
            return Err(HandError::DrawCount {
                seat,
                count,
                most,
                four_by: self.draw.four_by.filter(|_| count == 4),
            });
        }
        for given in [drawn.discarded.len(), drawn.received.len()] {
            if given != 0 && given != usize::from(count) {
                return Err(HandError::DrawCards { seat, count, given });
            }
        }
        self.check_in_deck(&drawn.discarded)?;
        self.check_in_deck(&drawn.received)?;
        let hole = self.players[i].hole;
        match hole {
            Some(hole) => {
                let mut given = CardSet::EMPTY;
                for &card in &drawn.discarded {
                    if !hole.contains(&card) || !given.insert(card) {
                        return Err(HandError::NotInHand { seat, card });
                    }
                }
            }
            None => self.check_fresh(&drawn.discarded)?,
        }
        self.check_received(i, &drawn)?;

        let known = |cards: &[Card]| cards.len() == usize::from(count);
        for &card in drawn.discarded.iter().chain(&drawn.received) {
            self.seen |= card_bit(card);
        }
        let p = &mut self.players[i];
        p.hole = match hole {
            _ if count == 0 => hole,
            Some(hole) if known(&drawn.discarded) && known(&drawn.received) => {
                let mut cards: Vec<Card> = hole
                    .iter()
                    .copied()
                    .filter(|c| !drawn.discarded.contains(c))
                    .collect();
                cards.extend_from_slice(&drawn.received);
                super::Hole::new(&cards)
            }
            Some(hole) => {
                // Which cards were kept is not known: they may be shown later.
                for &card in hole.iter().filter(|c| !drawn.discarded.contains(c)) {
                    self.seen &= !card_bit(card);
                }
                None
            }
            None => None,
        };
        p.drew = Some(count);
        for &card in &drawn.discarded {
            self.draw.discards |= card_bit(card);
        }
        self.draw.served += usize::from(count);
        if count == 4 {
            self.draw.four_by.get_or_insert(seat);
        }
        self.log.push(HandEvent::Drew { seat, drawn });
        self.draw.to_draw = self.next_to_draw(i);
        if self.draw.to_draw.is_none() {
            self.begin_street(Street::River);
        }
        Ok(())
    }

    /// Cards received are fresh: never seen, and not the drawer's own discards; once the stub
    /// runs short, a card discarded by a player already served may come back.
    fn check_received(&self, i: usize, drawn: &Drawn) -> Result<(), HandError> {
        let short = self.draw.served + usize::from(drawn.count) > self.stub_size();
        let mut given = CardSet::EMPTY;
        for &card in &drawn.received {
            if !given.insert(card) {
                return Err(HandError::FouledDeck {
                    card,
                    first: SeenAt::TwiceGiven,
                });
            }
            let own = drawn.discarded.contains(&card)
                || self.players[i].hole.is_some_and(|h| h.contains(&card));
            if own {
                let seat = self.players[i].seat;
                return Err(HandError::FouledDeck {
                    card,
                    first: SeenAt::InHand { seat },
                });
            }
            let reshuffled = short && self.draw.discards & card_bit(card) != 0;
            if self.seen & card_bit(card) != 0 && !reshuffled {
                let first = self.seen_at(card).unwrap_or(SeenAt::Earlier);
                return Err(HandError::FouledDeck { card, first });
            }
        }
        Ok(())
    }
}
