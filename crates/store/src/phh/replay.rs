//! PHH in the hand engine: replaying a history under the TDA rules, and exporting a hand.
//! PHH numbers players in dealing order (`p1` left of the button); heads-up, the antes and
//! blinds arrays are written small blind first and apply reversed.

use super::{HandHistory, PhhAction, Show, Variant, hand_prefix};
use riffle_core::Chips;
use riffle_core::betting::{
    Action, Ante, Blinds, Drawn, ForcedBets, Hand, HandError, HandEvent, HandSetup, Hole, Limit,
    Phase, SeatSetup, SetupError, ShowState, Street, TableOptions,
};
use riffle_core::cards::Card;
use riffle_core::house::BettingRules;
use riffle_core::structure::MOST_PER_ENTRY;
use riffle_text::fill;
use riffle_text::{Lang, Say};

/// A replayed hand and who each PHH player is.
#[derive(Clone, Debug)]
pub struct Replay {
    pub hand: Hand,
    /// The seat of `p1`, `p2`, ... in order.
    pub order: Vec<u8>,
}

impl Replay {
    /// "p3" for the seat.
    pub fn label(&self, seat: u8) -> String {
        label(&self.order, seat)
    }

    /// Stacks in PHH player order: final stacks once the hand is over, else the chips behind.
    pub fn finishing_stacks(&self) -> Vec<Chips> {
        let result = self.hand.result();
        self.order
            .iter()
            .map(|&seat| match &result {
                Some(r) => r.seat(seat).map_or(0, |s| s.final_stack),
                None => self.hand.player(seat).map_or(0, |p| p.stack),
            })
            .collect()
    }
}

fn label(order: &[u8], seat: u8) -> String {
    order
        .iter()
        .position(|&s| s == seat)
        .map_or(format!("seat {seat}"), |k| format!("p{}", k + 1))
}

/// Why a history could not be replayed under the TDA rules. `hand` names the table of a
/// `.phhs` file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayError {
    Setup {
        hand: Option<String>,
        problem: Box<ReplayProblem>,
    },
    Action {
        hand: Option<String>,
        index: usize,
        line: usize,
        action: String,
        reason: Box<ReplayProblem>,
    },
}

/// What in a history the engine cannot replay, worded when shown; a player `pN` is counted
/// from 0 here and named from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReplayProblem {
    /// The engine refuses the hand's facts.
    Setup(SetupError),
    /// The engine refuses an action.
    Hand(HandError),
    /// A raise the TDA does not allow, which PokerKit may.
    Raise(HandError),
    DrawnCount {
        player: usize,
        discarded: u8,
        dealt: usize,
    },
    NoSuchPlayer {
        player: usize,
        players: usize,
    },
    DiscardOutOfDraw {
        player: usize,
        phase: Phase,
    },
    BoardCount {
        street: Street,
        expected: usize,
        count: usize,
    },
    NobodyToAct {
        phase: Phase,
    },
    NotToAct {
        player: usize,
        to_act: String,
    },
    HoleCount {
        count: usize,
    },
    PlayerCount {
        players: usize,
    },
    FieldLength {
        field: &'static str,
        len: usize,
        players: usize,
    },
    NotClockwise {
        seats: Vec<u8>,
        players: usize,
    },
    Blinds {
        blinds: Vec<Chips>,
    },
    SmallAboveBig {
        small: Chips,
        big: Chips,
    },
    Antes {
        antes: Vec<Chips>,
    },
    MinBet {
        min_bet: Chips,
        big: Chips,
    },
    /// An amount above the most one player can hold ([`MOST_PER_ENTRY`]): a hand of such stacks
    /// cannot be counted, its pots could not add up.
    TooManyChips {
        field: &'static str,
        amount: Chips,
        most: Chips,
    },
}

impl Say for ReplayProblem {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            ReplayProblem::Setup(error) => error.say(lang),
            ReplayProblem::Hand(error) => error.say(lang),
            ReplayProblem::Raise(error) => fill!(w, "Raise", error = error.say(lang)),
            ReplayProblem::DrawnCount {
                player,
                discarded,
                dealt,
            } => fill!(w, "DrawnCount", player = player + 1, discarded, dealt),
            ReplayProblem::NoSuchPlayer { player, players } => {
                fill!(w, "NoSuchPlayer", player = player + 1, players)
            }
            ReplayProblem::DiscardOutOfDraw { player, phase } => fill!(
                w,
                "DiscardOutOfDraw",
                player = player + 1,
                phase = phase.say(lang)
            ),
            ReplayProblem::BoardCount {
                street,
                expected,
                count,
            } => fill!(w, "BoardCount", street = street.say(lang), expected, count),
            ReplayProblem::NobodyToAct { phase } => {
                fill!(w, "NobodyToAct", phase = phase.say(lang))
            }
            ReplayProblem::NotToAct { player, to_act } => {
                fill!(w, "NotToAct", player = player + 1, to_act)
            }
            ReplayProblem::HoleCount { count } => fill!(w, "HoleCount", count),
            ReplayProblem::PlayerCount { players } => fill!(w, "PlayerCount", players),
            ReplayProblem::FieldLength {
                field,
                len,
                players,
            } => fill!(w, "FieldLength", field, len, players),
            ReplayProblem::NotClockwise { seats, players } => {
                fill!(w, "NotClockwise", seats = format!("{seats:?}"), players)
            }
            ReplayProblem::Blinds { blinds } => {
                fill!(w, "Blinds", blinds = format!("{blinds:?}"))
            }
            ReplayProblem::SmallAboveBig { small, big } => fill!(w, "SmallAboveBig", small, big),
            ReplayProblem::Antes { antes } => fill!(w, "Antes", antes = format!("{antes:?}")),
            ReplayProblem::MinBet { min_bet, big } => fill!(w, "MinBet", min_bet, big),
            ReplayProblem::TooManyChips {
                field,
                amount,
                most,
            } => fill!(
                w,
                "TooManyChips",
                field,
                amount = riffle_text::group_digits(*amount, lang),
                most = riffle_text::group_digits(*most, lang)
            ),
        }
    }
}

impl Say for ReplayError {
    fn say(&self, lang: Lang) -> String {
        match self {
            ReplayError::Setup { hand, problem } => fill!(
                words(lang),
                "Setup",
                hand = hand_prefix(hand, lang),
                problem = problem.say(lang)
            ),
            ReplayError::Action {
                hand,
                index,
                line,
                action,
                reason,
            } => fill!(
                words(lang),
                "Action",
                hand = hand_prefix(hand, lang),
                index,
                line,
                action,
                reason = reason.say(lang)
            ),
        }
    }
}

/// Why a hand cannot be written as PHH.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExportError {
    /// PHH names no such game (pot-limit hold'em, no-limit Omaha...).
    NoVariant {
        game: riffle_core::betting::Variant,
        limit: Limit,
    },
    DeadSmallBlind,
    /// The hand was stopped for a fouled deck.
    Void,
    /// Seed 002's spread limit or forced bets (antes only, a second blind, the option): not
    /// written to PHH yet, rather than written wrong.
    Seed002,
    /// A five-card draw deal nobody opened was dealt again in the same hand: PHH has one deal
    /// per hand.
    Redealt,
}

impl Say for ExportError {
    fn say(&self, lang: Lang) -> String {
        match self {
            ExportError::NoVariant { game, limit } => fill!(
                words(lang),
                "NoVariant",
                limit = limit.name(),
                game = game.name(lang)
            ),
            ExportError::DeadSmallBlind => fill!(words(lang), "DeadSmallBlind"),
            ExportError::Seed002 => fill!(words(lang), "Seed002"),
            ExportError::Redealt => fill!(words(lang), "Redealt"),
            ExportError::Void => fill!(words(lang), "Void"),
        }
    }
}
riffle_text::worded!(ReplayError, ExportError);

/// Replays a history in the engine. Every action must be legal under the TDA rules (with the
/// house options given); the first that is not is reported with its index and why.
pub fn replay(history: &HandHistory, rules: &BettingRules) -> Result<Replay, ReplayError> {
    let setup_error = |problem: ReplayProblem| ReplayError::Setup {
        hand: history.name.clone(),
        problem: Box::new(problem),
    };
    let (setup, order) = setup_of(history).map_err(setup_error)?;
    let mut hand = setup
        .start(rules)
        .map_err(|e| setup_error(ReplayProblem::Setup(e)))?;
    let mut pending: Option<(u8, Drawn)> = None;
    for (k, action) in history.actions.iter().enumerate() {
        let fail = |reason: ReplayProblem| ReplayError::Action {
            hand: history.name.clone(),
            index: k + 1,
            line: history.action_lines.get(k).copied().unwrap_or(0),
            action: super::format_action(action, history.variant.hole_cards()),
            reason: Box::new(reason),
        };
        draw_step(&mut hand, &order, action, &mut pending).map_err(fail)?;
    }
    if let Some((seat, drawn)) = pending {
        let index = history.actions.len();
        hand.draw(seat, drawn).map_err(|e| ReplayError::Action {
            hand: history.name.clone(),
            index,
            line: history.action_lines.last().copied().unwrap_or(0),
            action: history.actions.last().map_or(String::new(), |a| {
                super::format_action(a, history.variant.hole_cards())
            }),
            reason: Box::new(ReplayProblem::Hand(e)),
        })?;
    }
    Ok(Replay { hand, order })
}

/// A draw is written as the player's discard (`pN sd`) and the cards the dealer then deals
/// them (`d dh pN`): the discard waits for its deal, and is applied alone (cards received not
/// known) when another action comes first.
fn draw_step(
    hand: &mut Hand,
    order: &[u8],
    action: &PhhAction,
    pending: &mut Option<(u8, Drawn)>,
) -> Result<(), ReplayProblem> {
    let seat_of = |player: usize| order.get(player).copied();
    if let (
        Some((seat, _)),
        PhhAction::DealHole {
            player,
            cards,
            count,
        },
    ) = (pending.as_ref(), action)
        && seat_of(*player) == Some(*seat)
        && let Some((seat, mut drawn)) = pending.take()
    {
        if *count != usize::from(drawn.count) {
            return Err(ReplayProblem::DrawnCount {
                player: *player,
                discarded: drawn.count,
                dealt: *count,
            });
        }
        drawn.received = cards.clone().unwrap_or_default();
        return hand.draw(seat, drawn).map_err(ReplayProblem::Hand);
    }
    if let Some((seat, drawn)) = pending.take() {
        hand.draw(seat, drawn).map_err(ReplayProblem::Hand)?;
    }
    let PhhAction::Discard {
        player,
        cards,
        count,
    } = action
    else {
        return apply(hand, order, action);
    };
    let seat = seat_of(*player).ok_or(ReplayProblem::NoSuchPlayer {
        player: *player,
        players: order.len(),
    })?;
    let drawn = Drawn {
        count: u8::try_from(*count).unwrap_or(u8::MAX),
        discarded: cards.clone().unwrap_or_default(),
        received: Vec::new(),
    };
    if drawn.count == 0 {
        hand.draw(seat, drawn).map_err(ReplayProblem::Hand)
    } else {
        *pending = Some((seat, drawn));
        Ok(())
    }
}

fn apply(hand: &mut Hand, order: &[u8], action: &PhhAction) -> Result<(), ReplayProblem> {
    let player = match action {
        PhhAction::DealHole { player, .. }
        | PhhAction::Discard { player, .. }
        | PhhAction::Fold { player }
        | PhhAction::CheckOrCall { player }
        | PhhAction::BetOrRaiseTo { player, .. }
        | PhhAction::ShowOrMuck { player, .. } => Some(*player),
        PhhAction::DealBoard { .. } | PhhAction::Nothing => None,
    };
    if let Some(player) = player.filter(|&p| p >= order.len()) {
        return Err(ReplayProblem::NoSuchPlayer {
            player,
            players: order.len(),
        });
    }
    let seat_of = |player: usize| order[player];
    let engine = ReplayProblem::Hand;
    match action {
        PhhAction::Nothing | PhhAction::DealHole { cards: None, .. } => Ok(()),
        PhhAction::DealHole {
            player,
            cards: Some(cards),
            ..
        } => hand
            .set_hole_cards(seat_of(*player), hole(cards)?)
            .map_err(engine),
        // Discards are read with the deal that follows them (`draw_step`).
        PhhAction::Discard { player, .. } => Err(ReplayProblem::DiscardOutOfDraw {
            player: *player,
            phase: hand.phase(),
        }),
        PhhAction::DealBoard { cards, count } => {
            if let Phase::Deal(street) = hand.phase()
                && *count != street.board_cards()
            {
                return Err(ReplayProblem::BoardCount {
                    street,
                    expected: street.board_cards(),
                    count: *count,
                });
            }
            hand.deal_board(cards).map_err(engine)
        }
        PhhAction::CheckOrCall { player } if pokerkit_idle_check(hand, seat_of(*player)) => Ok(()),
        PhhAction::Fold { player }
        | PhhAction::CheckOrCall { player }
        | PhhAction::BetOrRaiseTo { player, .. } => {
            let seat = seat_of(*player);
            let Some(legal) = hand.legal_actions() else {
                return Err(ReplayProblem::NobodyToAct {
                    phase: hand.phase(),
                });
            };
            if legal.seat != seat {
                return Err(ReplayProblem::NotToAct {
                    player: *player,
                    to_act: label(order, legal.seat),
                });
            }
            let chosen = match action {
                PhhAction::Fold { .. } => Action::Fold,
                PhhAction::CheckOrCall { .. } if legal.check => Action::Check,
                PhhAction::CheckOrCall { .. } => Action::Call,
                PhhAction::BetOrRaiseTo { to, .. } if hand.current_bet() == 0 => Action::BetTo(*to),
                PhhAction::BetOrRaiseTo { to, .. } => Action::RaiseTo(*to),
                _ => Action::Fold,
            };
            hand.act(seat, chosen).map_err(|e| match e {
                HandError::Illegal { .. } => ReplayProblem::Raise(e),
                other => ReplayProblem::Hand(other),
            })
        }
        PhhAction::ShowOrMuck { player, show } => {
            if hand.phase() == Phase::Complete {
                // Showing after the pots are awarded changes nothing.
                return Ok(());
            }
            let seat = seat_of(*player);
            match show {
                Show::Muck => hand.muck(seat),
                Show::Dealt | Show::Cards(None) => hand.show(seat, None),
                Show::Cards(Some(cards)) => hand.show(seat, Some(hole(cards)?)),
            }
            .map_err(engine)
        }
    }
}

/// Hole cards as the file gives them; the engine checks their number against the game.
fn hole(cards: &[Card]) -> Result<Hole, ReplayProblem> {
    Hole::new(cards).ok_or(ReplayProblem::HoleCount { count: cards.len() })
}

/// PokerKit still offers a check to the one player left with chips when everyone else is
/// all-in or folded and nothing is left to call (the big blind after a short all-in); the TDA
/// ends the betting there, so the check written for it changes nothing.
fn pokerkit_idle_check(hand: &Hand, seat: u8) -> bool {
    let alone_with_chips = hand
        .players()
        .iter()
        .all(|p| p.folded || p.stack == 0 || p.seat == seat);
    hand.to_act().is_none()
        && matches!(hand.phase(), Phase::Deal(_) | Phase::Showdown)
        && hand
            .player(seat)
            .is_some_and(|p| !p.folded && p.stack > 0 && p.bet == 0)
        && alone_with_chips
}

/// The floor's facts from the PHH arrays.
fn setup_of(history: &HandHistory) -> Result<(HandSetup, Vec<u8>), ReplayProblem> {
    let n = history.starting_stacks.len();
    if !(2..=10).contains(&n) {
        return Err(ReplayProblem::PlayerCount { players: n });
    }
    let lengths = [
        ("antes", history.antes.len()),
        ("blinds_or_straddles", history.blinds_or_straddles.len()),
        ("seats", history.seats.as_ref().map_or(n, Vec::len)),
        ("players", history.players.as_ref().map_or(n, Vec::len)),
    ];
    if let Some(&(field, len)) = lengths.iter().find(|(_, len)| *len != n) {
        return Err(ReplayProblem::FieldLength {
            field,
            len,
            players: n,
        });
    }
    // One bound for every amount: no player holds more than the most one entrant can, so
    // every pot and stack of the hand adds up without overflow.
    let raises = history.actions.iter().filter_map(|action| match action {
        PhhAction::BetOrRaiseTo { to, .. } => Some(*to),
        _ => None,
    });
    let amounts = [
        ("starting_stacks", history.starting_stacks.clone()),
        ("antes", history.antes.clone()),
        ("blinds_or_straddles", history.blinds_or_straddles.clone()),
        ("min_bet", history.min_bet.into_iter().collect()),
        ("small_bet", history.small_bet.into_iter().collect()),
        ("big_bet", history.big_bet.into_iter().collect()),
        ("actions", raises.collect()),
    ];
    for (field, values) in amounts {
        if let Some(&amount) = values.iter().find(|&&amount| amount > MOST_PER_ENTRY) {
            return Err(ReplayProblem::TooManyChips {
                field,
                amount,
                most: MOST_PER_ENTRY,
            });
        }
    }
    let order: Vec<u8> = match &history.seats {
        Some(seats) => seats.clone(),
        None => (1..=n as u8).collect(),
    };
    let descents = (0..n).filter(|&k| order[(k + 1) % n] <= order[k]).count();
    if descents != 1 {
        return Err(ReplayProblem::NotClockwise {
            seats: order,
            players: n,
        });
    }
    let per_player = |values: &[Chips]| -> Vec<Chips> {
        let mut v = values.to_vec();
        if n == 2 {
            v.reverse();
        }
        v
    };
    let blinds = per_player(&history.blinds_or_straddles);
    let antes = per_player(&history.antes);
    let nonzero: Vec<usize> = (0..n).filter(|&k| blinds[k] > 0).collect();
    let draw = matches!(history.variant, Variant::FiveCardDraw(_));
    // A draw game au pot posts no blind: its smallest opening is the file's bet.
    let au_pot = draw && nonzero.is_empty();
    let opening = history.min_bet.or(history.small_bet).unwrap_or(0);
    let (small_blind, big_blind, small, big) = match (n, nonzero.as_slice()) {
        (2, []) if au_pot => (Some(order[1]), order[0], opening, opening),
        (3.., []) if au_pot => (Some(order[0]), order[1], opening, opening),
        (2, [0, 1]) => (Some(order[1]), order[0], blinds[1], blinds[0]),
        (3.., [0, 1]) => (Some(order[0]), order[1], blinds[0], blinds[1]),
        (3.., [0]) => (None, order[0], 0, blinds[0]),
        _ => {
            return Err(ReplayProblem::Blinds {
                blinds: history.blinds_or_straddles.clone(),
            });
        }
    };
    if small > big {
        return Err(ReplayProblem::SmallAboveBig { small, big });
    }
    let bb_index = order.iter().position(|&s| s == big_blind).unwrap_or(0);
    let ante = if antes.iter().all(|&a| a == 0) {
        Ante::None
    } else if antes.iter().all(|&a| a == antes[0]) {
        Ante::Classic(antes[0])
    } else if (0..n).all(|k| (k == bb_index) == (antes[k] > 0)) {
        Ante::BigBlind(antes[bb_index])
    } else {
        return Err(ReplayProblem::Antes {
            antes: history.antes.clone(),
        });
    };
    if let Some(min_bet) = history.min_bet.filter(|&m| m != big) {
        return Err(ReplayProblem::MinBet { min_bet, big });
    }
    let limit = match history.variant {
        Variant::NoLimit | Variant::FiveCardDraw(super::DrawLimit::NoLimit) => Limit::NoLimit,
        Variant::PotLimitOmaha
        | Variant::PotLimitOmahaHiLo
        | Variant::FiveCardDraw(super::DrawLimit::PotLimit) => Limit::PotLimit,
        Variant::FixedLimit
        | Variant::FixedLimitOmahaHiLo
        | Variant::FiveCardDraw(super::DrawLimit::FixedLimit) => Limit::FixedLimit {
            small_bet: history.small_bet.unwrap_or(big),
            big_bet: history.big_bet.unwrap_or(2 * big),
        },
    };
    let players = (0..n)
        .map(|k| SeatSetup {
            seat: order[k],
            stack: history.starting_stacks[k],
            name: history
                .players
                .as_ref()
                .and_then(|names| names.get(k))
                .filter(|name| !name.is_empty())
                .cloned(),
        })
        .collect();
    let setup = HandSetup {
        players,
        button: order[n - 1],
        small_blind,
        big_blind,
        dead_small_blind: None,
        blinds: Blinds { small, big },
        ante,
        limit,
        smallest_chip: history.smallest_chip.unwrap_or(1),
        two_left_in_event: false,
        variant: history.variant.game(history.draw),
        table: TableOptions {
            forced_bets: if au_pot {
                ForcedBets::AnteOnly
            } else {
                ForcedBets::BlindSurblind
            },
            ..TableOptions::default()
        },
        antes_matched: history.ante_trimming_status,
    };
    Ok((setup, order))
}

/// Writes a hand as PHH: players in dealing order, every action, the hands shown, and the
/// finishing stacks once the hand is over.
pub fn export(hand: &Hand) -> Result<HandHistory, ExportError> {
    let setup = hand.setup();
    if hand.phase() == Phase::Void {
        return Err(ExportError::Void);
    }
    if setup.dead_small_blind.is_some() {
        return Err(ExportError::DeadSmallBlind);
    }
    // Seed 002's table options (another forced-bet structure, the option, a minimum opening)
    // have no PHH field: refused rather than written wrong.
    // A draw game au pot writes no blind (see the module doc of `phh`).
    let draw = setup.variant.draw();
    let au_pot = setup.is_draw_au_pot();
    let table = TableOptions {
        forced_bets: if au_pot {
            ForcedBets::BlindSurblind
        } else {
            setup.table.forced_bets
        },
        ..setup.table
    };
    if table != Default::default() || matches!(setup.limit, Limit::Spread { .. }) {
        return Err(ExportError::Seed002);
    }
    if hand.events().contains(&HandEvent::Passed) {
        return Err(ExportError::Redealt);
    }
    let variant = Variant::of(setup.variant, setup.limit).ok_or(ExportError::NoVariant {
        game: setup.variant,
        limit: setup.limit,
    })?;
    let (min_bet, small_bet, big_bet) = match setup.limit {
        Limit::FixedLimit { small_bet, big_bet } => (None, Some(small_bet), Some(big_bet)),
        Limit::NoLimit | Limit::PotLimit | Limit::Spread { .. } => {
            (Some(setup.blinds.big), None, None)
        }
    };
    let order = hand.dealing_order();
    let n = order.len();
    let index = |seat: u8| order.iter().position(|&s| s == seat).unwrap_or(0);
    let mut blinds = vec![0; n];
    if !au_pot {
        if let Some(sb) = setup.small_blind {
            blinds[index(sb)] = setup.blinds.small;
        }
        blinds[index(setup.big_blind)] = setup.blinds.big;
    }
    let mut antes = match setup.ante {
        Ante::None => vec![0; n],
        Ante::Classic(a) => vec![a; n],
        Ante::BigBlind(a) => {
            let mut v = vec![0; n];
            v[index(setup.big_blind)] = a;
            v
        }
    };
    if n == 2 {
        blinds.reverse();
        antes.reverse();
    }
    let player = |seat: u8| hand.player(seat);
    let hole = |seat: u8| player(seat).and_then(|p| p.hole).map(|h| h.to_vec());
    // The cards dealt: in draw, the hand before the draw, as first entered.
    let dealt = |seat: u8| {
        hand.events()
            .iter()
            .take_while(|e| !matches!(e, HandEvent::Drew { .. }))
            .find_map(|e| match e {
                HandEvent::HoleCards { seat: s, cards } if *s == seat => Some(cards.to_vec()),
                _ => None,
            })
    };
    let mut actions: Vec<PhhAction> = order
        .iter()
        .map(|&seat| PhhAction::DealHole {
            player: index(seat),
            cards: dealt(seat),
            count: setup.variant.hole_cards(),
        })
        .collect();
    let shown = |seat: u8| PhhAction::ShowOrMuck {
        player: index(seat),
        show: match hole(seat) {
            Some(cards) => Show::Cards(Some(cards)),
            None => Show::Dealt,
        },
    };
    let mut tabled = false;
    let mut showed = vec![false; n];
    for event in hand.events() {
        match event {
            HandEvent::Acted { seat, action, .. } => actions.push(match action {
                Action::Fold => PhhAction::Fold {
                    player: index(*seat),
                },
                Action::BetTo(to) | Action::RaiseTo(to) => PhhAction::BetOrRaiseTo {
                    player: index(*seat),
                    to: *to,
                },
                _ => PhhAction::CheckOrCall {
                    player: index(*seat),
                },
            }),
            HandEvent::Board { street, cards } => actions.push(PhhAction::DealBoard {
                cards: cards.clone(),
                count: street.board_cards(),
            }),
            HandEvent::Tabled { seats } => {
                tabled = true;
                for &seat in seats {
                    showed[index(seat)] = true;
                    actions.push(shown(seat));
                }
            }
            HandEvent::Showed { seat, .. } if !tabled => {
                showed[index(*seat)] = true;
                actions.push(shown(*seat));
            }
            HandEvent::Drew { seat, drawn } => {
                let known = |cards: &[riffle_core::cards::Card]| {
                    (!cards.is_empty() || drawn.count == 0).then(|| cards.to_vec())
                };
                let (player, count) = (index(*seat), usize::from(drawn.count));
                actions.push(PhhAction::Discard {
                    player,
                    cards: known(&drawn.discarded),
                    count,
                });
                if count > 0 {
                    actions.push(PhhAction::DealHole {
                        player,
                        cards: known(&drawn.received),
                        count,
                    });
                }
            }
            HandEvent::Mucked { seat } => {
                showed[index(*seat)] = true;
                actions.push(PhhAction::ShowOrMuck {
                    player: index(*seat),
                    show: Show::Muck,
                });
            }
            _ => {}
        }
    }
    // A claimant who won unshown still closes the showdown in PHH.
    let live: Vec<u8> = order
        .iter()
        .copied()
        .filter(|&s| player(s).is_some_and(|p| !p.folded))
        .collect();
    if hand.phase() == Phase::Complete && live.len() > 1 {
        for seat in live {
            let undecided = player(seat).is_some_and(|p| p.show == ShowState::Undecided);
            if undecided && !showed[index(seat)] {
                actions.push(shown(seat));
            }
        }
    }
    let result = hand.result();
    let names: Vec<String> = order
        .iter()
        .map(|&s| player(s).and_then(|p| p.name.clone()).unwrap_or_default())
        .collect();
    Ok(HandHistory {
        variant,
        antes,
        blinds_or_straddles: blinds,
        min_bet,
        small_bet,
        big_bet,
        starting_stacks: order
            .iter()
            .map(|&s| player(s).map_or(0, |p| p.starting_stack))
            .collect(),
        action_lines: vec![0; actions.len()],
        actions,
        ante_trimming_status: setup.antes_matched,
        seats: Some(order.clone()),
        seat_count: None,
        players: names.iter().any(|n| !n.is_empty()).then_some(names),
        finishing_stacks: result.map(|r| {
            order
                .iter()
                .map(|&s| r.seat(s).map_or(0, |x| x.final_stack))
                .collect()
        }),
        event: None,
        hand: None,
        table: None,
        smallest_chip: (setup.smallest_chip != 1).then_some(setup.smallest_chip),
        draw,
        name: None,
    })
}

riffle_text::sentence_file!(fn words = "phh_replay.ron");

#[cfg(test)]
mod tests {
    use super::*;

    fn every_replay_refusal() -> Vec<ReplayError> {
        vec![
            ReplayError::Setup {
                hand: None,
                problem: Box::new(ReplayProblem::Setup(SetupError::NoSuchSeat { seat: 11 })),
            },
            ReplayError::Action {
                hand: Some("2".to_string()),
                index: 3,
                line: 12,
                action: "p2 cbr 150".to_string(),
                reason: Box::new(ReplayProblem::NobodyToAct {
                    phase: Phase::Complete,
                }),
            },
        ]
    }

    fn every_replay_problem() -> Vec<ReplayProblem> {
        let hand = HandError::Folded { seat: 2 };
        vec![
            ReplayProblem::Setup(SetupError::ZeroBigBlind),
            ReplayProblem::Hand(hand.clone()),
            ReplayProblem::Raise(hand),
            ReplayProblem::DrawnCount {
                player: 1,
                discarded: 2,
                dealt: 3,
            },
            ReplayProblem::NoSuchPlayer {
                player: 7,
                players: 6,
            },
            ReplayProblem::DiscardOutOfDraw {
                player: 0,
                phase: Phase::Complete,
            },
            ReplayProblem::BoardCount {
                street: Street::Flop,
                expected: 3,
                count: 4,
            },
            ReplayProblem::NobodyToAct {
                phase: Phase::Complete,
            },
            ReplayProblem::NotToAct {
                player: 1,
                to_act: "p3".to_string(),
            },
            ReplayProblem::HoleCount { count: 3 },
            ReplayProblem::PlayerCount { players: 11 },
            ReplayProblem::FieldLength {
                field: "antes",
                len: 3,
                players: 4,
            },
            ReplayProblem::NotClockwise {
                seats: vec![3, 1, 2, 5],
                players: 4,
            },
            ReplayProblem::Blinds {
                blinds: vec![0, 0, 100],
            },
            ReplayProblem::SmallAboveBig {
                small: 200,
                big: 100,
            },
            ReplayProblem::Antes {
                antes: vec![10, 20],
            },
            ReplayProblem::MinBet {
                min_bet: 300,
                big: 200,
            },
            ReplayProblem::TooManyChips {
                field: "starting_stacks",
                amount: u64::MAX,
                most: MOST_PER_ENTRY,
            },
        ]
    }

    /// Fails to compile when a problem is added without joining the list above.
    fn _every_problem(problem: &ReplayProblem) {
        match problem {
            ReplayProblem::Setup(_)
            | ReplayProblem::Hand(_)
            | ReplayProblem::Raise(_)
            | ReplayProblem::DrawnCount { .. }
            | ReplayProblem::NoSuchPlayer { .. }
            | ReplayProblem::DiscardOutOfDraw { .. }
            | ReplayProblem::BoardCount { .. }
            | ReplayProblem::NobodyToAct { .. }
            | ReplayProblem::NotToAct { .. }
            | ReplayProblem::HoleCount { .. }
            | ReplayProblem::PlayerCount { .. }
            | ReplayProblem::FieldLength { .. }
            | ReplayProblem::NotClockwise { .. }
            | ReplayProblem::Blinds { .. }
            | ReplayProblem::SmallAboveBig { .. }
            | ReplayProblem::Antes { .. }
            | ReplayProblem::MinBet { .. }
            | ReplayProblem::TooManyChips { .. } => {}
        }
    }

    #[test]
    fn every_replay_problem_is_worded_in_french() {
        for problem in every_replay_problem() {
            let (en, fr) = (problem.say(Lang::En), problem.say(Lang::Fr));
            assert!(!fr.is_empty(), "{en}");
            assert_ne!(fr, en);
        }
    }

    fn every_export_refusal() -> Vec<ExportError> {
        vec![
            ExportError::NoVariant {
                game: riffle_core::betting::Variant::Holdem,
                limit: Limit::PotLimit,
            },
            ExportError::DeadSmallBlind,
            ExportError::Void,
            ExportError::Seed002,
            ExportError::Redealt,
        ]
    }

    /// Fails to compile when a refusal is added without joining the lists above.
    fn _exhaustive(replay: &ReplayError, export: &ExportError) {
        match replay {
            ReplayError::Setup { .. } | ReplayError::Action { .. } => {}
        }
        match export {
            ExportError::NoVariant { .. }
            | ExportError::DeadSmallBlind
            | ExportError::Void
            | ExportError::Seed002
            | ExportError::Redealt => {}
        }
    }

    #[test]
    fn every_replay_and_export_refusal_is_worded_in_french() {
        for error in every_replay_refusal() {
            riffle_text::assert_worded_in_both(&error);
        }
        for error in every_export_refusal() {
            riffle_text::assert_worded_in_both(&error);
        }
    }
}
