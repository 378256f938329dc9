//! Invariants of every game the logger deals (hold'em, pot-limit Omaha, Omaha hi-lo in
//! pot-limit and fixed-limit, five-card draw in pot-limit with 52 cards and in fixed-limit with
//! 32 cards, the quinte blanche and jacks or better to open au pot), under each of seed 002's forced-bet structures (blind and
//! surblind, blind/blind/surblind, antes only; the option, a minimum opening and, in no-limit
//! hold'em, a spread limit at random),
//! over random legal hands with every card known: the hand ends,
//! chips are conserved, every pot is awarded to players who could win it, each pot's shares
//! add up to it, and a split pot's high half is the larger by at most one chip (TDA 2024 rule
//! 20). The proptest runs a few thousand hands per game on every `cargo test`; the million
//! hands per game are the ignored test below:
//! `cargo test --release --test prop_every_game_conserves_chips -- --ignored`.

use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::Chips;
use riffle_core::betting::random::{RandomTable, random_hand_with};
use riffle_core::betting::{DrawRules, ForcedBets, Phase, Variant};
use riffle_core::cards::{DeckKind, Rank};
use riffle_core::house::{BettingRules, HouseRules};

/// The six games, as (variant, fixed-limit).
const GAMES: [(Variant, bool); 6] = [
    (Variant::Holdem, false),
    (Variant::Omaha, false),
    (Variant::OmahaHiLo, false),
    (Variant::OmahaHiLo, true),
    (
        Variant::FiveCardDraw(DrawRules {
            deck: DeckKind::Full52,
            quinte_blanche: false,
            openers: None,
            whole_hand: true,
        }),
        false,
    ),
    (
        Variant::FiveCardDraw(DrawRules {
            deck: DeckKind::Short32,
            quinte_blanche: true,
            openers: Some(Rank::Jack),
            whole_hand: false,
        }),
        true,
    ),
];

/// Openers belong to a game au pot: with blinds the same table plays without them.
fn with_forced(variant: Variant, forced: ForcedBets) -> Variant {
    match variant {
        Variant::FiveCardDraw(draw) if forced != ForcedBets::AnteOnly => {
            Variant::FiveCardDraw(DrawRules {
                openers: None,
                ..draw
            })
        }
        other => other,
    }
}

/// Seed 002's three ways to force the first round.
const FORCED: [ForcedBets; 3] = [
    ForcedBets::BlindSurblind,
    ForcedBets::BlindBlindSurblind,
    ForcedBets::AnteOnly,
];

/// Deals one random hand and checks every invariant; the reason when one fails.
fn check(
    seed: u64,
    (variant, limit): (Variant, bool),
    forced: ForcedBets,
    rules: &BettingRules,
) -> Result<(), String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let variant = with_forced(variant, forced);
    let table = RandomTable {
        seats: [2, 6, 9, 10][(seed % 4) as usize],
        min_players: 2,
        limit,
        variant,
    };
    let hand = random_hand_with(&mut rng, table, forced, rules).map_err(|e| e.to_string())?;
    if hand.phase() != Phase::Complete {
        return Err(format!("the hand stopped at {}", hand.phase()));
    }
    let result = hand.result().ok_or("no result")?;
    let before: Chips = hand.players().iter().map(|p| p.starting_stack).sum();
    let after: Chips = result.seats.iter().map(|s| s.final_stack).sum();
    if before != after {
        return Err(format!("{before} chips before the hand, {after} after"));
    }
    let put_in: Chips = result.seats.iter().map(|s| s.put_in).sum();
    let awarded: Chips = result.pots.iter().map(|p| p.amount).sum();
    if put_in != awarded {
        return Err(format!("{put_in} put in, {awarded} awarded"));
    }
    let unit = hand.setup().smallest_chip;
    for pot in &result.pots {
        if pot.shares.iter().sum::<Chips>() != pot.amount {
            return Err(format!("pot {} shares do not add up", pot.index));
        }
        if pot.winners.is_empty() || pot.winners.iter().any(|w| !pot.eligible.contains(w)) {
            return Err(format!("pot {} won by {:?}", pot.index, pot.winners));
        }
        if let Some(split) = &pot.split {
            if !variant.splits_low() {
                return Err("a split pot in a game without low".to_string());
            }
            let high: Chips = split.high.iter().map(|(_, c)| c).sum();
            let low: Chips = split.low.iter().map(|(_, c)| c).sum();
            if high + low != pot.amount || high < low || high - low > unit {
                return Err(format!("halves {high} and {low} of {}", pot.amount));
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(6_000))]

    #[test]
    fn every_game_conserves_chips_and_awards_every_pot(
        seed in any::<u64>(),
        game in 0usize..6,
        forced in 0usize..3,
    ) {
        let (game, forced) = (GAMES[game], FORCED[forced]);
        let rules = if seed % 2 == 0 { HouseRules::tda_2024() } else { HouseRules::seed_fr() };
        let outcome = check(seed, game, forced, &rules.betting);
        prop_assert!(outcome.is_ok(), "{:?} {:?}: {:?}", game, forced, outcome);
    }
}

#[test]
#[ignore = "a million hands per game and forced-bet structure: run in release with --ignored"]
fn a_million_hands_of_each_game() {
    let rules = HouseRules::tda_2024().betting;
    for game in GAMES {
        for forced in FORCED {
            for seed in 0..1_000_000u64 {
                if let Err(reason) = check(seed, game, forced, &rules) {
                    panic!("{game:?} {forced:?}, seed {seed}: {reason}");
                }
            }
            println!("{game:?} {forced:?}: 1,000,000 hands conserved every chip");
        }
    }
}
