//! Seven-card evaluation speed: ours against two open-source evaluators on the same hands.
//!
//! Every implementation does the same work per hand: from seven cards in its own card type to a
//! comparable rank. The hands are drawn once (seeded) and converted to each card type before
//! timing. Before timing, the three must order a million hand pairs the same way.

use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use riffle_core::cards::{Card, Evaluator};
use std::hint::black_box;
use std::time::Instant;

const HANDS: usize = 10_000_000;
const ROUNDS: usize = 3;

fn random_hands() -> Vec<[u8; 7]> {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut deck: Vec<u8> = (0..52).collect();
    (0..HANDS)
        .map(|_| {
            let (seven, _) = deck.partial_shuffle(&mut rng, 7);
            seven.try_into().unwrap_or([0; 7])
        })
        .collect()
}

/// Evaluations per second of each implementation, best of a few rounds; the rounds take turns
/// so that a busy moment on a shared machine hits every implementation alike.
fn best_rates(implementations: &mut [&mut dyn FnMut() -> u64]) -> Vec<f64> {
    let mut best = vec![0.0f64; implementations.len()];
    for _ in 0..ROUNDS {
        for (run, best) in implementations.iter_mut().zip(best.iter_mut()) {
            let start = Instant::now();
            black_box(run());
            *best = best.max(HANDS as f64 / start.elapsed().as_secs_f64());
        }
    }
    best
}

// One timed loop per implementation, each kept out of line so that all three compile alike:
// the loop, with the implementation's own evaluation inlined into it.

#[inline(never)]
fn riffle_loop(evaluator: &Evaluator, hands: &[[Card; 7]]) -> u64 {
    hands
        .iter()
        .map(|h| evaluator.rank7(h).index() as u64)
        .sum()
}

#[inline(never)]
fn pokers_loop(hands: &[[u8; 7]]) -> u64 {
    hands.iter().map(|h| u64::from(pokers_rank(h))).sum()
}

#[inline(never)]
fn rs_poker_loop(hands: &[[rs_poker::core::Card; 7]]) -> u64 {
    hands
        .iter()
        .map(|h| u64::from(rs_poker_rank(h).value_bits()))
        .sum()
}

#[inline(always)]
fn pokers_rank(hand: &[u8; 7]) -> u16 {
    hand.iter()
        .fold(pokers::Hand::default(), |acc, &c| {
            acc + pokers::CARDS[usize::from(c)]
        })
        .evaluate()
}

#[inline(always)]
fn rs_poker_rank(hand: &[rs_poker::core::Card; 7]) -> rs_poker::core::Rank {
    let mut acc = rs_poker::core::SevenCardAccum::new();
    for &card in hand {
        acc.add(card);
    }
    acc.rank()
}

fn main() {
    let hands = random_hands();
    let evaluator = Evaluator::standard();

    let ours: Vec<[Card; 7]> = hands
        .iter()
        .map(|h| h.map(|i| Card::from_index(i).unwrap_or(Card::from_index(0).unwrap())))
        .collect();
    // pokers' cards are u8 ids, rank * 4 + suit with the deuce first, like ours.
    let pokers_hands: Vec<[u8; 7]> = hands.clone();
    let rs_hands: Vec<[rs_poker::core::Card; 7]> = hands
        .iter()
        .map(|h| {
            h.map(|i| {
                rs_poker::core::Card::new(
                    rs_poker::core::Value::from(i / 4),
                    rs_poker::core::Suit::from(i % 4),
                )
            })
        })
        .collect();

    // The three must agree on every comparison before their speeds mean anything.
    let pairs = 1_000_000;
    let disagreements = (0..pairs)
        .filter(|&i| {
            let ours = evaluator
                .rank7(&ours[i])
                .cmp(&evaluator.rank7(&ours[i + 1]));
            ours != pokers_rank(&pokers_hands[i]).cmp(&pokers_rank(&pokers_hands[i + 1]))
                || ours != rs_poker_rank(&rs_hands[i]).cmp(&rs_poker_rank(&rs_hands[i + 1]))
        })
        .count();
    if disagreements > 0 {
        eprintln!("evaluators disagree on {disagreements} of {pairs} comparisons");
        std::process::exit(1);
    }

    let rates = best_rates(&mut [
        &mut || riffle_loop(evaluator, &ours),
        &mut || pokers_loop(&pokers_hands),
        &mut || rs_poker_loop(&rs_hands),
    ]);
    let [riffle_rate, pokers_rate, rs_rate] = rates[..] else {
        return;
    };
    for (name, rate) in [
        ("riffle", riffle_rate),
        ("pokers", pokers_rate),
        ("rs_poker", rs_rate),
    ] {
        println!(
            "{{\"bench\":\"eval7_random\",\"impl\":\"{name}\",\"hands\":{HANDS},\"evals_per_sec\":{}}}",
            rate.round()
        );
    }
    println!(
        "{{\"bench\":\"eval7_random\",\"impl\":\"riffle\",\"vs_pokers\":{:.2},\"vs_rs_poker\":{:.2}}}",
        riffle_rate / pokers_rate,
        riffle_rate / rs_rate
    );

    let start = Instant::now();
    let counts = evaluator.count_all_hands(7).unwrap_or_default();
    let seconds = start.elapsed().as_secs_f64();
    let total: u64 = counts.iter().sum();
    println!(
        "{{\"bench\":\"eval7_enumerate\",\"impl\":\"riffle\",\"seconds\":{seconds:.3},\"total\":{total}}}"
    );
}
