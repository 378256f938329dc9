//! Hand replay speed: a fixed corpus of random 6-max and 9-max no-limit hands (seeded, with
//! all-ins, side pots and showdowns) is recorded once; the timed loop replays every hand in the
//! engine from its setup (forced bets, hole cards, every action with its legality check, the
//! board, the showdown, the pots and the result). No text is parsed while timing.
//! `hands_per_sec` is wall-clock time; `hands_per_cpu_sec` counts only the time this thread ran,
//! which stays meaningful on a shared, busy machine. The same is measured for pot-limit Omaha
//! hi-lo (four hole cards, sixty five-card hands per player and a low per showdown). PHH import
//! has its own bench (`benches/phh.rs`).

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::betting::random::{RandomTable, random_hand};
use riffle_core::betting::{Action, HandEvent, HandSetup, Hole, Phase, Variant};
use riffle_core::cards::Card;
use riffle_core::house::BettingRules;
use riffle_core::house::HouseRules;
use std::hint::black_box;
use std::time::Instant;

const HANDS: usize = 20_000;
const ROUNDS: usize = 5;

/// One recorded step of a hand.
enum Step {
    Hole(u8, Hole),
    Act(u8, Action),
    Board(Vec<Card>),
    Show(u8),
    Muck(u8),
}

struct Recorded {
    setup: HandSetup,
    steps: Vec<Step>,
}

fn corpus(rules: &BettingRules, variant: Variant) -> (Vec<Recorded>, usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let mut all_ins = 0;
    let hands = (0..HANDS)
        .filter_map(|k| {
            let table = RandomTable {
                seats: if k % 2 == 0 { 6 } else { 9 },
                min_players: 5,
                limit: false,
                variant,
            };
            let hand = random_hand(&mut rng, table, rules).ok()?;
            let mut tabled = false;
            let steps = hand
                .events()
                .iter()
                .filter_map(|event| match event {
                    HandEvent::HoleCards { seat, cards } => Some(Step::Hole(*seat, *cards)),
                    HandEvent::Acted { seat, action, .. } => Some(Step::Act(*seat, *action)),
                    HandEvent::Board { cards, .. } => Some(Step::Board(cards.clone())),
                    HandEvent::Tabled { .. } => {
                        tabled = true;
                        None
                    }
                    HandEvent::Showed { seat, .. } if !tabled => Some(Step::Show(*seat)),
                    HandEvent::Mucked { seat } => Some(Step::Muck(*seat)),
                    _ => None,
                })
                .collect();
            all_ins += usize::from(hand.players().iter().any(|p| p.stack == 0));
            Some(Recorded {
                setup: hand.setup().clone(),
                steps,
            })
        })
        .collect();
    (hands, all_ins)
}

#[inline(never)]
fn replay_all(corpus: &[Recorded], rules: &BettingRules) -> u64 {
    let mut check = 0;
    for recorded in corpus {
        let Ok(mut hand) = recorded.setup.clone().start(rules) else {
            continue;
        };
        for step in &recorded.steps {
            let done = match step {
                Step::Hole(seat, cards) => hand.set_hole_cards(*seat, *cards),
                Step::Act(seat, action) => hand.act(*seat, *action),
                Step::Board(cards) => hand.deal_board(cards),
                Step::Show(seat) => hand.show(*seat, None),
                Step::Muck(seat) => hand.muck(*seat),
            };
            check += u64::from(done.is_ok());
        }
        if hand.phase() == Phase::Complete
            && let Some(result) = hand.result()
        {
            check += result.pots.len() as u64;
        }
    }
    check
}

/// CPU time of this thread in nanoseconds (Linux), so that a busy shared machine does not count
/// other processes' time against the engine. `None` elsewhere.
fn thread_cpu_ns() -> Option<u64> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    stat.split_whitespace().next()?.parse().ok()
}

/// Replays the corpus of `variant` and prints its JSON line.
fn replay_bench(rules: &BettingRules, variant: Variant, name: &str) {
    let (corpus, all_ins) = corpus(rules, variant);
    let steps: usize = corpus.iter().map(|r| r.steps.len()).sum();
    let expected = replay_all(&corpus, rules);
    let mut best = 0.0f64;
    let mut best_cpu = 0.0f64;
    for _ in 0..ROUNDS {
        let cpu = thread_cpu_ns();
        let start = Instant::now();
        let check = black_box(replay_all(black_box(&corpus), rules));
        let rate = corpus.len() as f64 / start.elapsed().as_secs_f64();
        if let (Some(before), Some(after)) = (cpu, thread_cpu_ns()) {
            let seconds = after.saturating_sub(before).max(1) as f64 / 1e9;
            best_cpu = best_cpu.max(corpus.len() as f64 / seconds);
        }
        assert_eq!(check, expected, "every replay ends the same way");
        best = best.max(rate);
    }
    println!(
        "{{\"bench\":\"{name}\",\"impl\":\"riffle\",\"hands\":{},\"hands_with_all_in\":{all_ins},\"steps\":{steps},\"hands_per_sec\":{:.0},\"hands_per_cpu_sec\":{:.0}}}",
        corpus.len(),
        best,
        best_cpu
    );
}

fn main() {
    let rules = HouseRules::tda_2024().betting;
    replay_bench(&rules, Variant::Holdem, "replay");
    replay_bench(&rules, Variant::OmahaHiLo, "replay_omaha_hi_lo");
}
