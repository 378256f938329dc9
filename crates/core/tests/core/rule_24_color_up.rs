//! TDA 2024 rule 24: coloring up at a break. Whole sets of the removed chips are exchanged for
//! the next denomination; the odd chips are raced off with one card per odd chip, dealt from
//! seat 1; the highest cards win the new chips, one chip at most per player; nobody is raced
//! out of the event.

use proptest::prelude::*;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::cards::Card;
use riffle_core::structure::{ColorUp, ColorUpError, OddChips, PeriodKind, color_up, load};

fn twenty_fives_to_hundreds() -> ColorUp {
    ColorUp {
        removed: vec![25],
        next: 100,
    }
}

fn player(twenty_fives: u64, other_chips: u64) -> OddChips {
    OddChips {
        removed: vec![(25, twenty_fives)],
        other_chips,
    }
}

/// The players holding the highest cards, one chip each, as many as `chips`.
fn expected_winners(cards: &[Vec<Card>], chips: usize) -> Vec<usize> {
    let mut dealt: Vec<(Card, usize)> = cards
        .iter()
        .enumerate()
        .flat_map(|(seat, cards)| cards.iter().map(move |&c| (c, seat)))
        .collect();
    dealt.sort_by_key(|&(card, _)| std::cmp::Reverse(card));
    let mut winners = Vec::new();
    for (_, seat) in dealt {
        if winners.len() < chips && !winners.contains(&seat) {
            winners.push(seat);
        }
    }
    winners.sort_unstable();
    winners
}

#[test]
fn whole_sets_are_exchanged_and_odd_chips_get_one_card_each() {
    let players = [
        player(7, 5_000), // 175: one 100 and three odd chips
        player(2, 3_000), // 50: two odd chips
        player(1, 0),     // 25, and nothing else
        player(4, 800),   // 100: exchanged whole
    ];
    let mut rng = ChaCha8Rng::seed_from_u64(24);
    let outcome = color_up(&twenty_fives_to_hundreds(), &players, &mut rng).unwrap();
    let exchanged: Vec<u64> = outcome.players.iter().map(|p| p.exchanged).collect();
    assert_eq!(exchanged, [1, 0, 0, 1]);
    let odd: Vec<u64> = outcome.players.iter().map(|p| p.odd_value).collect();
    assert_eq!(odd, [75, 50, 25, 0]);
    let cards: Vec<Vec<Card>> = outcome.players.iter().map(|p| p.cards.clone()).collect();
    assert_eq!(cards.iter().map(Vec::len).collect::<Vec<_>>(), [3, 2, 1, 0]);
    // 150 in odd chips is a chip and a half: two chips are raced (a half rounds up).
    assert_eq!(outcome.raced, 2);
    let winners: Vec<usize> = (0..4).filter(|&s| outcome.players[s].won_race).collect();
    assert_eq!(winners, expected_winners(&cards, 2));
    // Seat 3 had only its 25 chip: it keeps a chip whatever its card.
    assert_eq!(outcome.players[2].new_chips(), 1);
    assert_eq!(outcome.players[2].protected, !outcome.players[2].won_race);
}

#[test]
fn the_same_seed_replays_the_same_race() {
    let players = [
        player(3, 100),
        player(3, 100),
        player(3, 100),
        player(1, 100),
    ];
    let run = |seed| {
        color_up(
            &twenty_fives_to_hundreds(),
            &players,
            &mut ChaCha8Rng::seed_from_u64(seed),
        )
        .unwrap()
    };
    assert_eq!(run(5), run(5));
}

#[test]
fn no_player_wins_more_than_one_chip() {
    // 4 × 75 = 300: three chips for four players; ten cards, one winner per chip.
    let players = [
        player(3, 500),
        player(3, 500),
        player(3, 500),
        player(3, 500),
    ];
    for seed in 0..50 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let outcome = color_up(&twenty_fives_to_hundreds(), &players, &mut rng).unwrap();
        assert_eq!(outcome.raced, 3);
        assert!(outcome.players.iter().all(|p| p.new_chips() <= 1));
        assert_eq!(outcome.players.iter().filter(|p| p.won_race).count(), 3);
    }
}

#[test]
fn less_than_half_a_chip_races_nothing_but_still_nobody_is_raced_out() {
    let players = [player(1, 2_000), player(1, 0)];
    // 50 in odd chips: exactly half a chip, rounded up to one.
    let outcome = color_up(
        &twenty_fives_to_hundreds(),
        &players,
        &mut ChaCha8Rng::seed_from_u64(1),
    )
    .unwrap();
    assert_eq!(outcome.raced, 1);
    // 25 alone: a quarter of a chip, nothing raced; the player with nothing else keeps a chip.
    let alone = [player(1, 0)];
    let outcome = color_up(
        &twenty_fives_to_hundreds(),
        &alone,
        &mut ChaCha8Rng::seed_from_u64(1),
    )
    .unwrap();
    assert_eq!(outcome.raced, 0);
    assert!(outcome.players[0].protected);
    assert_eq!(outcome.players[0].new_chips(), 1);
    let with_stack = [player(1, 900)];
    let outcome = color_up(
        &twenty_fives_to_hundreds(),
        &with_stack,
        &mut ChaCha8Rng::seed_from_u64(1),
    )
    .unwrap();
    assert!(!outcome.players[0].protected);
    assert_eq!(outcome.players[0].new_chips(), 0);
}

#[test]
fn several_denominations_can_leave_at_once() {
    let color_up_to_500 = ColorUp {
        removed: vec![25, 100],
        next: 500,
    };
    // 19 × 25 + 4 × 100 = 875: one 500 chip, and 375 odd = three 100s and three 25s.
    let players = [OddChips {
        removed: vec![(25, 19), (100, 4)],
        other_chips: 10_000,
    }];
    let outcome = color_up(
        &color_up_to_500,
        &players,
        &mut ChaCha8Rng::seed_from_u64(9),
    )
    .unwrap();
    assert_eq!(outcome.players[0].exchanged, 1);
    assert_eq!(outcome.players[0].odd_value, 375);
    assert_eq!(outcome.players[0].cards.len(), 6);
    assert_eq!(outcome.raced, 1);
}

#[test]
fn a_scheduled_break_says_what_it_colors_up() {
    let text = r#"(name: "t", starting_stack: 10000, buy_in: 10, level_minutes: 20,
        chips: [(value: 25), (value: 100), (value: 500)],
        levels: [Level(small_blind: 75, big_blind: 150), Break(minutes: 10, color_up: [25]),
                 Level(small_blind: 100, big_blind: 200)])"#;
    let schedule = load(text, "t.ron").unwrap().structure.schedule();
    let PeriodKind::Break(brk) = &schedule.periods[1].kind else {
        panic!("a break");
    };
    assert_eq!(ColorUp::at_break(brk), Some(twenty_fives_to_hundreds()));
    let PeriodKind::Level(level) = &schedule.periods[0].kind else {
        panic!("a level");
    };
    assert_eq!(level.chips_in_play, [25, 100, 500]);
}

#[test]
fn impossible_color_ups_are_refused_with_a_sentence() {
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    let wrong_chip = [OddChips {
        removed: vec![(500, 1)],
        other_chips: 0,
    }];
    let error = color_up(&twenty_fives_to_hundreds(), &wrong_chip, &mut rng).unwrap_err();
    assert!(matches!(
        error,
        ColorUpError::NotRemoved {
            denomination: 500,
            ..
        }
    ));
    let crowded = vec![player(3, 100); 20];
    let error = color_up(&twenty_fives_to_hundreds(), &crowded, &mut rng).unwrap_err();
    assert_eq!(error, ColorUpError::TooManyCards { cards: 60 });
    assert!(error.to_string().contains("more than a deck holds"));
    let nothing = ColorUp {
        removed: vec![25],
        next: 0,
    };
    assert_eq!(
        color_up(&nothing, &[player(1, 0)], &mut rng),
        Err(ColorUpError::NoNextDenomination)
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_race_follows_rule_24(
        stacks in prop::collection::vec((0u64..4, prop_oneof![Just(0u64), 1u64..50_000]), 1..11),
        seed in any::<u64>(),
    ) {
        let players: Vec<OddChips> = stacks.iter().map(|&(n, other)| player(n, other)).collect();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let outcome = color_up(&twenty_fives_to_hundreds(), &players, &mut rng).unwrap();
        let odd_total: u64 = outcome.players.iter().map(|p| p.odd_value).sum();
        let racers = outcome.players.iter().filter(|p| p.odd_value > 0).count() as u64;
        let rounded = odd_total / 100 + u64::from(odd_total % 100 >= 50);
        prop_assert_eq!(outcome.raced, rounded.min(racers));
        for (before, after) in players.iter().zip(&outcome.players) {
            let value = before.removed[0].1 * 25;
            prop_assert_eq!(after.exchanged * 100 + after.odd_value, value);
            prop_assert_eq!(after.cards.len() as u64, after.odd_value / 25);
            // At most one chip from the race, and only for a player with odd chips.
            prop_assert!(!(after.won_race && after.protected));
            prop_assert!(after.odd_value > 0 || !(after.won_race || after.protected));
            // Nobody who had chips leaves with none.
            let left = before.other_chips + after.new_chips() * 100;
            prop_assert!(value + before.other_chips == 0 || left > 0);
        }
    }
}
