//! Random legal hands, dealt and played to the end: test corpora, benchmarks, and the
//! comparison with other engines. The randomness is the caller's seeded RNG.

use super::{
    Action, Ante, Blinds, DrawRules, Drawn, ForcedBets, Hand, HandSetup, Hole, LegalActions, Limit,
    Phase, SeatSetup, SetupError, ShowState, TableOptions, Variant,
};
use crate::Chips;
use crate::cards::{Card, Deck, DeckKind};
use crate::house::BettingRules;
use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

/// The kind of table random hands are dealt at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RandomTable {
    /// Seats at the table: 6 for 6-max, 9 for 9-max (2 to 10).
    pub seats: u8,
    /// Fewest players dealt in (at least 2).
    pub min_players: u8,
    /// Fixed-limit instead of no-limit (hold'em) or pot-limit (Omaha).
    pub limit: bool,
    /// The game dealt: Omaha deals four hole cards and, without `limit`, plays pot-limit.
    pub variant: Variant,
}

/// A hand with random seats, button, stacks (from a third of a big blind to 300 big blinds),
/// antes and legal actions, played to the end with every card known.
pub fn random_hand<R: Rng + ?Sized>(
    rng: &mut R,
    table: RandomTable,
    rules: &BettingRules,
) -> Result<Hand, SetupError> {
    random_hand_forced(rng, table, None, rules)
}

/// [`random_hand`] under one of seed 002's forced-bet structures, with the option taken at
/// random where a seat may take it and, out of fixed limit, a random minimum opening or (in
/// no-limit hold'em) a spread limit of one to five big blinds.
pub fn random_hand_with<R: Rng + ?Sized>(
    rng: &mut R,
    table: RandomTable,
    forced: ForcedBets,
    rules: &BettingRules,
) -> Result<Hand, SetupError> {
    random_hand_forced(rng, table, Some(forced), rules)
}

/// `None` deals blind and surblind without drawing anything for the options, so the hands of
/// a seed stay the same as before the options existed.
fn random_hand_forced<R: Rng + ?Sized>(
    rng: &mut R,
    table: RandomTable,
    forced: Option<ForcedBets>,
    rules: &BettingRules,
) -> Result<Hand, SetupError> {
    let seat_count = table.seats.clamp(2, 10);
    // Five-card draw deals to as many players as its deck serves.
    let most = table.variant.draw().map_or(seat_count, |d| {
        seat_count.min(DrawRules::most_players(d.deck) as u8)
    });
    let n = rng.random_range(table.min_players.clamp(2, most)..=most);
    let mut all: Vec<u8> = (1..=seat_count).collect();
    all.shuffle(rng);
    let mut seats: Vec<u8> = all[..usize::from(n)].to_vec();
    seats.sort_unstable();
    let b = rng.random_range(0..seats.len());
    let at = |k: usize| seats[(b + k) % seats.len()];
    let (button, small_blind, big_blind) = if n == 2 {
        (at(0), at(0), at(1))
    } else {
        (at(0), at(1), at(2))
    };
    let big: Chips = [2, 100, 200, 400, 1000][rng.random_range(0..5)];
    let ante = match rng.random_range(0..10) {
        _ if forced == Some(ForcedBets::AnteOnly) => Ante::Classic((big / 8).max(1)),
        0..=3 => Ante::None,
        4 | 5 => Ante::Classic((big / 8).max(1)),
        _ => Ante::BigBlind(big),
    };
    let players = seats
        .iter()
        .map(|&seat| SeatSetup {
            seat,
            stack: random_stack(rng, big),
            name: None,
        })
        .collect();
    let limit = match (table.limit, table.variant) {
        (true, _) => Limit::FixedLimit {
            small_bet: big,
            big_bet: 2 * big,
        },
        (false, Variant::Holdem) => Limit::NoLimit,
        (false, Variant::Omaha | Variant::OmahaHiLo | Variant::FiveCardDraw(_)) => Limit::PotLimit,
    };
    let mut setup = HandSetup {
        players,
        button,
        small_blind: Some(small_blind),
        big_blind,
        dead_small_blind: None,
        blinds: Blinds {
            small: big / 2,
            big,
        },
        ante,
        limit,
        smallest_chip: 1,
        two_left_in_event: false,
        variant: table.variant,
        antes_matched: false,
        table: TableOptions::default(),
    };
    if let Some(forced_bets) = forced {
        let spread = setup.limit == Limit::NoLimit && rng.random_bool(0.25);
        if spread {
            setup.limit = Limit::Spread {
                min_bet: big,
                max_bet: 5 * big,
            };
        }
        let minimum = !table.limit && !spread && rng.random_bool(0.3);
        setup.table = TableOptions {
            forced_bets,
            straddle_allowed: true,
            straddle: None,
            minimum_wager: minimum.then_some(big * 2),
            killed: false,
        };
        if rng.random_bool(0.5) {
            setup.table.straddle = setup.option_seat();
        }
    }
    let mut hand = setup.start(rules)?;
    let deck_kind = table.variant.draw().map_or(DeckKind::Full52, |d| d.deck);
    let mut deck = Deck::shuffled(deck_kind, rng);
    let cards: Vec<Card> = std::iter::from_fn(|| deck.deal()).collect();
    let per_player = table.variant.hole_cards();
    let (holes, rest) = cards.split_at(per_player * hand.players().len());
    for (seat, hole) in hand
        .dealing_order()
        .into_iter()
        .zip(holes.chunks_exact(per_player))
    {
        // 52 distinct cards, as many as the game deals: never refused.
        if let Some(hole) = Hole::new(hole) {
            let _ = hand.set_hole_cards(seat, hole);
        }
    }
    play_out(rng, &mut hand, rest);
    Ok(hand)
}

fn random_stack<R: Rng + ?Sized>(rng: &mut R, big: Chips) -> Chips {
    let (low, high) = match rng.random_range(0..10) {
        0..=2 => (big / 3, 3 * big),
        3..=6 => (3 * big, 40 * big),
        _ => (40 * big, 300 * big),
    };
    rng.random_range(low.max(1)..=high.max(1))
}

/// Plays random legal actions until the hand is over: `rest` is the undealt deck, the board
/// in hold'em and Omaha, the stub in five-card draw (after one burn).
fn play_out<R: Rng + ?Sized>(rng: &mut R, hand: &mut Hand, rest: &[Card]) {
    let board = &rest[..rest.len().min(5)];
    let mut stub: Vec<Card> = rest.iter().skip(1).rev().copied().collect();
    let mut discards = Vec::new();
    loop {
        let passed = hand.players().iter().all(|p| p.hole.is_none());
        if passed && let Some(draw) = hand.setup().variant.draw() {
            // Nobody opened: the cards are dealt again from the whole deck.
            let mut deck = Deck::shuffled(draw.deck, rng);
            for seat in hand.dealing_order() {
                let cards: Vec<Card> = (0..5).filter_map(|_| deck.deal()).collect();
                if let Some(hole) = Hole::new(&cards) {
                    let _ = hand.set_hole_cards(seat, hole);
                }
            }
            let _ = deck.deal();
            stub = std::iter::from_fn(|| deck.deal()).collect();
            stub.reverse();
        }
        match hand.phase() {
            Phase::Betting => {
                let Some(legal) = hand.legal_actions() else {
                    return;
                };
                let action = random_action(rng, &legal);
                // A player whose cards hold no openers checks instead of opening.
                let opened = hand.act(legal.seat, action).is_ok()
                    || (legal.check && hand.act(legal.seat, Action::Check).is_ok());
                if !opened {
                    return;
                }
            }
            Phase::Deal(street) => {
                let start = hand.board().len();
                let cards = &board[start..start + street.board_cards()];
                if hand.deal_board(cards).is_err() {
                    return;
                }
            }
            Phase::Draw => {
                if !random_draw(rng, hand, &mut stub, &mut discards) {
                    return;
                }
            }
            Phase::Showdown => {
                let Some(seat) = hand.showdown_order().into_iter().find(|&s| {
                    hand.player(s)
                        .is_some_and(|p| p.show == ShowState::Undecided)
                }) else {
                    return;
                };
                let anyone_shown = hand.players().iter().any(|p| p.show == ShowState::Shown);
                let mucked = anyone_shown && rng.random_bool(0.3) && hand.muck(seat).is_ok();
                if !mucked && hand.show(seat, None).is_err() {
                    return;
                }
            }
            Phase::Award | Phase::Complete | Phase::Void => return,
        }
    }
}

/// The player to draw changes up to their limit of cards, at random: the discards from their
/// known hand, the new cards from the stub, or from the earlier discards shuffled when the stub
/// runs short.
fn random_draw<R: Rng + ?Sized>(
    rng: &mut R,
    hand: &mut Hand,
    stub: &mut Vec<Card>,
    discards: &mut Vec<Card>,
) -> bool {
    let (Some(seat), Some(limit)) = (hand.to_draw(), hand.draw_limit()) else {
        return false;
    };
    let Some(hole) = hand.player(seat).and_then(|p| p.hole) else {
        return false;
    };
    // Mostly three cards or fewer; now and then the most the table allows.
    let most = if rng.random_bool(0.1) {
        limit
    } else {
        limit.min(3)
    };
    let count = rng.random_range(0..=most);
    if stub.len() < usize::from(count) {
        discards.shuffle(rng);
        stub.append(discards);
    }
    let mut held: Vec<Card> = hole.to_vec();
    held.shuffle(rng);
    let discarded: Vec<Card> = held[..usize::from(count)].to_vec();
    let received: Vec<Card> = (0..count).filter_map(|_| stub.pop()).collect();
    discards.extend_from_slice(&discarded);
    hand.draw(
        seat,
        Drawn {
            count,
            discarded,
            received,
        },
    )
    .is_ok()
}

fn random_action<R: Rng + ?Sized>(rng: &mut R, legal: &LegalActions) -> Action {
    let wager = legal.bet.or(legal.raise);
    let roll = rng.random_range(0..100);
    let amount = |rng: &mut R, min: Chips, max: Chips| match rng.random_range(0..10) {
        0..=3 => min,
        4 | 5 => max,
        _ => rng.random_range(min..=max),
    };
    let wager_to = |rng: &mut R, range: super::BetRange| {
        let to = amount(rng, range.min_to, range.max_to);
        if legal.bet.is_some() {
            Action::BetTo(to)
        } else {
            Action::RaiseTo(to)
        }
    };
    match (legal.call, wager) {
        (Some(_), _) if roll < 20 => Action::Fold,
        (Some(_), Some(range)) if roll >= 65 => wager_to(rng, range),
        (Some(_), _) => Action::Call,
        (None, Some(range)) if roll >= 55 => wager_to(rng, range),
        _ => Action::Check,
    }
}
