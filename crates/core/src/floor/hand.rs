//! The button and blinds of each hand at a table (TDA 32 and 34, seed 004).
//!
//! The big blind drives everything: each hand it moves to the next seated player. The small
//! blind goes to the seat that was big blind last hand, and the button to the seat that was small
//! blind last hand, whether or not those seats are still taken: an empty small-blind seat means
//! no small blind, an empty button seat a dead button. Nobody skips or repeats the big blind.
//! Heads-up the button posts the small blind; at the transition the big blind still advances and
//! the other player takes the button, even if the button stays put twice.

use super::positions::{HandPositions, Positions, SitOut};
use super::reason::{Reason, SitOutReason};
use super::table::{Seat, Table, clockwise_after, strictly_between};
use super::{FloorError, PlayerId, TableNo};
use crate::cards::{Card, Deck, DeckKind};
use crate::house::NewPlayerRule;
use rand::Rng;
use serde::{Deserialize, Serialize};

/// The high-card draw for a table's first button.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ButtonDraw {
    pub table: TableNo,
    /// The card each seated player drew, from seat 1.
    pub cards: Vec<(u8, Card)>,
    pub button: u8,
    /// The seat and the card that won the draw; from an older journal, the sentence it held.
    #[serde(deserialize_with = "super::reason::typed_or_written")]
    pub reason: Reason,
}

/// Deals one card to every seated player; the highest card by rank, then by suit (spades,
/// hearts, diamonds, clubs), takes the button.
pub(crate) fn draw_button<R: Rng + ?Sized>(
    table: &Table,
    rng: &mut R,
) -> Result<ButtonDraw, FloorError> {
    let players = table.player_count();
    if players < 2 {
        return Err(FloorError::TooFewPlayers {
            table: table.number(),
            players,
        });
    }
    let mut deck = Deck::shuffled(DeckKind::Full52, rng);
    let cards: Vec<(u8, Card)> = table
        .players()
        .filter_map(|(seat, _)| deck.deal().map(|card| (seat, card)))
        .collect();
    // A card's index orders by rank, then clubs < diamonds < hearts < spades: the draw's order.
    let (button, card) = cards
        .iter()
        .copied()
        .max_by_key(|(_, card)| card.index())
        .ok_or(FloorError::TooFewPlayers {
            table: table.number(),
            players,
        })?;
    Ok(ButtonDraw {
        table: table.number(),
        cards,
        button,
        reason: Reason::ButtonDrawn { seat: button, card },
    })
}

/// The next hand at a table known only by what a TD sees there: its seats, who sits where
/// (`true` for a player who sat down since the last hand) and where the button and blinds were
/// last hand. It runs the floor's own dead-button procedure on a one-table copy, so a dispute
/// at the table is settled by the same rule that moves the button in the app. Players are
/// named by their seat number.
pub fn next_hand_at(
    seat_count: u8,
    seated: &[(u8, bool)],
    last: Positions,
    new_player: NewPlayerRule,
) -> Result<HandPositions, FloorError> {
    let number = TableNo(1);
    let mut table = Table::new(number, seat_count)?;
    for seat in [last.button, last.small_blind, last.big_blind] {
        table.check_seat(seat)?;
    }
    table.record_hand(HandPositions {
        table: number,
        hand: 1,
        button: last.button,
        small_blind_seat: last.small_blind,
        small_blind: None,
        big_blind: last.big_blind,
        big_blind_player: PlayerId(u32::from(last.big_blind)),
        heads_up: last.button == last.small_blind,
        dealt_in: Vec::new(),
        sitting_out: Vec::new(),
        dealer: None,
    });
    for &(seat, arrived) in seated {
        let player = PlayerId(u32::from(seat));
        if let Seat::Taken { .. } = table.check_seat(seat)? {
            return Err(FloorError::SeatTaken {
                seat: table.seat_ref(seat),
                player,
            });
        }
        table.set_seat(
            seat,
            Seat::Taken {
                player,
                arrived,
                moved: false,
            },
        );
    }
    next_hand(&table, new_player, false)
}

/// The next hand's positions at a table, from its last hand and the seats taken now.
pub(crate) fn next_hand(
    table: &Table,
    new_player: NewPlayerRule,
    self_dealt: bool,
) -> Result<HandPositions, FloorError> {
    let players = table.player_count();
    if players < 2 {
        return Err(FloorError::TooFewPlayers {
            table: table.number(),
            players,
        });
    }
    match table.last_hand() {
        None => {
            let drawn = table.first_button().ok_or(FloorError::NoButton {
                table: table.number(),
            })?;
            // The player drawn for the button left before the table's first hand (moved on,
            // or out): the button goes to the next player clockwise, so the dealer can deal
            // rather than be refused for an empty seat.
            let button = (table.player_at(drawn).is_some())
                .then_some(drawn)
                .or_else(|| {
                    clockwise_after(table.seat_count(), drawn)
                        .find(|&s| table.player_at(s).is_some())
                })
                .unwrap_or(drawn);
            hand_around_button(
                table,
                table.players().collect(),
                Vec::new(),
                button,
                1,
                self_dealt,
            )
        }
        Some(last) => following_hand(table, last, new_player, self_dealt),
    }
}

/// A hand with a live button at `button` and the blinds on the next players dealt in: a table's
/// first hand, or a hand the TD records as dealt that way (a button error that stood, TDA 34A).
pub(crate) fn hand_around_button(
    table: &Table,
    dealt_in: Vec<(u8, PlayerId)>,
    sitting_out: Vec<SitOut>,
    button: u8,
    hand: u32,
    self_dealt: bool,
) -> Result<HandPositions, FloorError> {
    let player = |seat: u8| {
        dealt_in
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|&(_, player)| player)
    };
    let next_dealt =
        |from: u8| clockwise_after(table.seat_count(), from).find(|&s| player(s).is_some());
    let button_player = player(button).ok_or(FloorError::ButtonOnEmptySeat {
        seat: table.seat_ref(button),
    })?;
    if dealt_in.len() < 2 {
        return Err(FloorError::TooFewPlayers {
            table: table.number(),
            players: dealt_in.len() as u8,
        });
    }
    let heads_up = dealt_in.len() == 2;
    let missing = || FloorError::Corrupt {
        problem: format!("{}: no player for the blinds", table.number()),
    };
    let small_blind_seat = if heads_up {
        button
    } else {
        next_dealt(button).ok_or_else(missing)?
    };
    let big_blind = next_dealt(small_blind_seat).ok_or_else(missing)?;
    let big_blind_player = player(big_blind).ok_or_else(missing)?;
    let small_blind = player(small_blind_seat);
    Ok(HandPositions {
        table: table.number(),
        hand,
        button,
        small_blind_seat,
        small_blind,
        big_blind,
        big_blind_player,
        heads_up,
        dealt_in,
        sitting_out,
        dealer: self_dealt.then_some((button, button_player)),
    })
}

fn following_hand(
    table: &Table,
    last: &HandPositions,
    new_player: NewPlayerRule,
    self_dealt: bool,
) -> Result<HandPositions, FloorError> {
    let seats = table.seat_count();
    let players = table.player_count();
    let corrupt = |problem: &str| FloorError::Corrupt {
        problem: format!("{}: {problem}", table.number()),
    };
    let big_blind = table
        .next_taken_after(last.big_blind)
        .ok_or_else(|| corrupt("no seated player for the big blind"))?;
    let big_blind_player = table
        .player_at(big_blind)
        .ok_or_else(|| corrupt("the big blind's seat is empty"))?;
    let hand = last.hand + 1;

    if players == 2 {
        // Heads-up: the big blind advances, the other player has the button and the small blind.
        let button = table
            .next_taken_after(big_blind)
            .ok_or_else(|| corrupt("no second player heads-up"))?;
        let dealt_in: Vec<(u8, PlayerId)> = table.players().collect();
        let button_player = table.player_at(button);
        return Ok(HandPositions {
            table: table.number(),
            hand,
            button,
            small_blind_seat: button,
            small_blind: button_player,
            big_blind,
            big_blind_player,
            heads_up: true,
            dealer: if self_dealt {
                button_player.map(|p| (button, p))
            } else {
                None
            },
            dealt_in,
            sitting_out: Vec::new(),
        });
    }

    let small_blind_seat = last.big_blind;
    let sit_outs = |button: u8| -> Vec<SitOut> {
        table
            .seats()
            .filter_map(|(seat, state)| match state {
                Seat::Taken {
                    player,
                    arrived: true,
                    ..
                } => {
                    let why = if strictly_between(seats, button, small_blind_seat, seat) {
                        SitOutReason::BetweenSmallBlindAndButton
                    } else if seat == small_blind_seat
                        && new_player == NewPlayerRule::SitsOutOneHand
                    {
                        SitOutReason::VacatedSmallBlindSeat
                    } else {
                        return None;
                    };
                    Some(SitOut { seat, player, why })
                }
                _ => None,
            })
            .collect()
    };
    // The button goes to last hand's small-blind seat. That seat no longer sits behind the small
    // blind when the big blind has wrapped past it (the table shrank around it) or after a
    // heads-up hand; and a dead button that would leave fewer than three players dealt in keeps
    // no one waiting. In those cases the button goes to the last player before the small blind.
    let standard = last.small_blind_seat;
    let mut chosen = None;
    if !last.heads_up && strictly_between(seats, big_blind, small_blind_seat, standard) {
        let out = sit_outs(standard);
        if usize::from(players) - out.len() >= 3 {
            chosen = Some((standard, out));
        }
    }
    let (button, sitting_out) = match chosen {
        Some(found) => found,
        None => {
            let button = table
                .previous_taken_before(small_blind_seat)
                .filter(|&b| strictly_between(seats, big_blind, small_blind_seat, b))
                .ok_or_else(|| corrupt("no player for the button"))?;
            (button, sit_outs(button))
        }
    };
    let dealt_in: Vec<(u8, PlayerId)> = table
        .players()
        .filter(|(seat, _)| !sitting_out.iter().any(|o| o.seat == *seat))
        .collect();
    let small_blind = dealt_in
        .iter()
        .find(|(s, _)| *s == small_blind_seat)
        .map(|&(_, player)| player);
    let mut positions = HandPositions {
        table: table.number(),
        hand,
        button,
        small_blind_seat,
        small_blind,
        big_blind,
        big_blind_player,
        heads_up: false,
        dealt_in,
        sitting_out,
        dealer: None,
    };
    if self_dealt {
        // Seed 004: with no small blind last hand, the dealer deals again; with a dead button,
        // the previous dealer deals again; if that player has gone, whoever acts last deals.
        // Otherwise the button deals.
        let dealing = |(seat, player): (u8, PlayerId)| positions.player_at(seat) == Some(player);
        let button_player = positions.player_at(button).map(|p| (button, p));
        positions.dealer = match button_player {
            Some(found) if last.small_blind.is_some() => Some(found),
            _ => last
                .dealer
                .filter(|&d| dealing(d))
                .or_else(|| positions.acts_last()),
        };
    }
    Ok(positions)
}
