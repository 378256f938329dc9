//! Invariants of the hand engine over random legal play: 2 to 10 players, stacks from less
//! than one big blind to very deep, no-limit, pot-limit and fixed-limit, every ante kind.
//! Chips are conserved, the pots equal what was put in, every action offered as legal is
//! accepted, amounts just outside the offer are refused without changing anything, and every
//! hand ends.

use proptest::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use riffle_core::Chips;
use riffle_core::betting::{
    Action, Ante, Blinds, Hand, HandSetup, LegalActions, Limit, Phase, SeatSetup, ShowState,
};
use riffle_core::house::HouseRules;

fn table() -> impl Strategy<Value = (HandSetup, u64, bool)> {
    (
        prop::collection::vec((1u64..=3, 0u64..=100), 2..=10),
        0usize..3,
        0usize..3,
        0usize..3,
        any::<u64>(),
        any::<bool>(),
        1u64..=3,
    )
        .prop_map(|(raw, game, ante, blinds, seed, seed_rules, button)| {
            let big: Chips = [2, 100, 400][blinds];
            let n = raw.len();
            // Stacks from a third of a big blind up to 300 big blinds.
            let players: Vec<SeatSetup> = raw
                .iter()
                .enumerate()
                .map(|(k, &(scale, x))| SeatSetup {
                    seat: k as u8 + 1,
                    stack: match scale {
                        1 => (big * (x + 30) / 100).max(1),
                        2 => big * (x / 3 + 1) + x,
                        _ => big * (3 * x + 1) + x,
                    },
                    name: None,
                })
                .collect();
            let b = (button as usize * 7) % n;
            let at = |k: usize| players[(b + k) % n].seat;
            let (small_blind, big_blind) = if n == 2 {
                (at(0), at(1))
            } else {
                (at(1), at(2))
            };
            let setup = HandSetup {
                button: at(0),
                small_blind: Some(small_blind),
                big_blind,
                dead_small_blind: None,
                blinds: Blinds {
                    small: big / 2,
                    big,
                },
                ante: [Ante::None, Ante::Classic(big / 4), Ante::BigBlind(big)][ante],
                limit: [
                    Limit::NoLimit,
                    Limit::PotLimit,
                    Limit::FixedLimit {
                        small_bet: big,
                        big_bet: 2 * big,
                    },
                ][game],
                smallest_chip: if big > 2 { 25 } else { 1 },
                two_left_in_event: n == 2,
                variant: riffle_core::betting::Variant::Holdem,
                antes_matched: false,
                table: Default::default(),
                players,
            };
            (setup, seed, seed_rules)
        })
}

fn chips_in_play(hand: &Hand) -> Chips {
    hand.players().iter().map(|p| p.stack).sum::<Chips>() + hand.pot_total()
}

/// Every amount the legal actions offer, and a few that are just outside.
fn offered(legal: &LegalActions) -> (Vec<Action>, Vec<Action>) {
    let mut good = vec![Action::Fold];
    let wager_all_in = [legal.bet, legal.raise]
        .iter()
        .flatten()
        .any(|r| r.max_to == legal.all_in_to);
    if wager_all_in || legal.call == Some(legal.stack) {
        good.push(Action::AllIn);
    }
    let mut bad = Vec::new();
    if legal.check {
        good.push(Action::Check);
    } else {
        bad.push(Action::Check);
    }
    if legal.call.is_some() {
        good.push(Action::Call);
    } else {
        bad.push(Action::Call);
    }
    for (range, make) in [
        (legal.bet, Action::BetTo as fn(Chips) -> Action),
        (legal.raise, Action::RaiseTo as fn(Chips) -> Action),
    ] {
        if let Some(r) = range {
            good.push(make(r.min_to));
            good.push(make(r.max_to));
            good.push(make(r.min_to + (r.max_to - r.min_to) / 2));
            bad.push(make(r.max_to + 1));
            if r.min_to > 1 {
                bad.push(make(r.min_to - 1).max_guard(legal));
            }
        } else {
            bad.push(make(legal.all_in_to + 1));
        }
    }
    (good, bad)
}

trait Guard {
    fn max_guard(self, legal: &LegalActions) -> Action;
}

impl Guard for Action {
    /// One below the minimum is illegal unless it is the all-in itself.
    fn max_guard(self, legal: &LegalActions) -> Action {
        match self {
            Action::BetTo(x) | Action::RaiseTo(x) if x == legal.all_in_to => Action::Fold,
            other => other,
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_play_conserves_chips_and_always_ends((setup, seed, seed_rules) in table()) {
        let rules = if seed_rules { HouseRules::seed_fr() } else { HouseRules::tda_2024() }.betting;
        let total: Chips = setup.players.iter().map(|p| p.stack).sum();
        let mut hand = setup.start(&rules).expect("a valid table");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut steps = 0;
        loop {
            steps += 1;
            prop_assert!(steps < 400, "the hand must end");
            prop_assert_eq!(chips_in_play(&hand), total);
            let pots: Chips = hand.pots().iter().map(|p| p.amount).sum();
            prop_assert_eq!(pots, hand.pot_total());
            match hand.phase() {
                Phase::Betting => {
                    let legal = hand.legal_actions().expect("someone to act");
                    let player = hand.player(legal.seat).expect("dealt in").clone();
                    prop_assert_eq!(legal.all_in_to, player.bet + player.stack);
                    if let Some(call) = legal.call {
                        prop_assert!(call > 0 && call <= player.stack);
                    }
                    for r in legal.bet.iter().chain(legal.raise.iter()) {
                        prop_assert!(r.min_to <= r.max_to && r.max_to <= legal.all_in_to);
                        prop_assert!(r.min_to > hand.current_bet());
                    }
                    let (good, bad) = offered(&legal);
                    for action in &good {
                        let mut probe = hand.clone();
                        prop_assert!(probe.act(legal.seat, *action).is_ok(), "{} offered: {}", action, legal);
                    }
                    for action in &bad {
                        let mut probe = hand.clone();
                        if *action != Action::Fold {
                            prop_assert!(probe.act(legal.seat, *action).is_err(), "{} not offered: {}", action, legal);
                            prop_assert_eq!(&probe, &hand, "a refusal changes nothing");
                        }
                    }
                    let wrong_seat = hand.players().iter().map(|p| p.seat).find(|&s| s != legal.seat);
                    if let Some(seat) = wrong_seat {
                        let mut probe = hand.clone();
                        prop_assert!(probe.act(seat, Action::Fold).is_err());
                        prop_assert_eq!(&probe, &hand);
                    }
                    // Mostly calls and checks, with folds and wagers of every size.
                    let pick = rng.random_range(0..good.len() + 3);
                    let action = if pick < good.len() { good[pick] } else if legal.check { Action::Check } else { Action::Call };
                    hand.act(legal.seat, action).expect("offered as legal");
                }
                Phase::Deal(_) => hand.deal_board(&[]).expect("a street to deal"),
                Phase::Draw => prop_assert!(false, "hold'em has no draw"),
                Phase::Showdown => {
                    let seat = hand.showdown_order().into_iter()
                        .find(|&s| hand.player(s).is_some_and(|p| p.show == ShowState::Undecided))
                        .expect("someone to show");
                    if rng.random_bool(0.3) && hand.muck(seat).is_ok() {
                        continue;
                    }
                    hand.show(seat, None).expect("a live hand shows");
                }
                Phase::Award => {
                    let pot = hand.pots_to_declare()[0];
                    let winners: Vec<u8> = hand.pots()[pot].eligible.iter().copied()
                        .filter(|&s| hand.player(s).is_some_and(|p| p.show != ShowState::Mucked))
                        .take(rng.random_range(1..=2))
                        .collect();
                    hand.declare_winners(pot, &winners).expect("claimants win");
                }
                Phase::Complete | Phase::Void => break,
            }
        }
        let result = hand.result().expect("a result");
        let finals: Chips = result.seats.iter().map(|s| s.final_stack).sum();
        prop_assert_eq!(finals, total);
        let awarded: Chips = result.pots.iter().flat_map(|p| p.shares.iter()).sum();
        prop_assert_eq!(awarded, hand.pot_total());
        for s in &result.seats {
            prop_assert_eq!(s.net, s.final_stack as i64 - s.starting_stack as i64);
            prop_assert_eq!(result.eliminated.iter().any(|e| e.seat == s.seat), s.final_stack == 0);
        }
        for pot in &result.pots {
            prop_assert!(pot.winners.iter().all(|w| pot.eligible.contains(w)));
        }
    }
}
