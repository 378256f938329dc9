//! Five-card draw (seed 003, "poker fermé"): five cards each from a deck of 52 down to 32,
//! a first betting round, one draw clockwise from the dealer's left (the count said aloud,
//! three cards at most, four for one player only per draw unless the table allows a whole new
//! hand), a second betting round (with blinds, the surblinder or the player who took the
//! option still speaks last), the showdown with the deck's ranking. In a game au pot the
//! table may ask for openers (jacks or better), and before the opening nobody folds (a player
//! who passes checks); a deal nobody opens is dealt again with the antes left in the pot. The
//! quinte blanche counts only where the table accepts it, and in a short deck the ace then
//! plays below its lowest rank (A-7-8-9-10 in 32 cards).

use crate::common;
use common::*;
use riffle_core::Chips;
use riffle_core::betting::Action::*;
use riffle_core::betting::{
    Ante, DrawRules, Drawn, ForcedBets, Hand, HandError, HandEvent, HandSetup, Limit, Phase,
    SetupError, Street, TableOptions, Variant,
};
use riffle_core::cards::{DeckKind, Rank};
use riffle_text::{Lang, Say};

fn rules(deck: DeckKind) -> DrawRules {
    DrawRules {
        deck,
        quinte_blanche: false,
        openers: None,
        whole_hand: false,
    }
}

/// A game au pot: every player antes 10, the smallest opening is 20, seats 1..=n, the button
/// on the last seat.
fn au_pot(stacks: &[Chips], draw: DrawRules, limit: Limit) -> HandSetup {
    HandSetup {
        variant: Variant::FiveCardDraw(draw),
        ante: Ante::Classic(10),
        table: TableOptions {
            forced_bets: ForcedBets::AnteOnly,
            ..TableOptions::default()
        },
        ..setup(stacks, 10, 20, limit)
    }
}

fn start(setup: HandSetup) -> Hand {
    setup.start(&tda()).unwrap_or_else(|e| panic!("{e}"))
}

fn total(hand: &Hand) -> Chips {
    hand.players().iter().map(|p| p.stack).sum::<Chips>() + hand.pot_total()
}

fn drawn(count: u8, discarded: &str, received: &str) -> Drawn {
    Drawn {
        count,
        discarded: cards(discarded),
        received: cards(received),
    }
}

#[test]
fn five_cards_each_from_the_tables_deck() {
    let mut hand = start(au_pot(
        &[1_000; 4],
        rules(DeckKind::Short32),
        Limit::PotLimit,
    ));
    let before = hand.clone();
    assert!(matches!(
        hand.set_hole_cards(1, hole("AsKsQsJs")),
        Err(HandError::HoleCount { given: 4, .. })
    ));
    let error = hand.set_hole_cards(1, hole("AsKsQsJs2c")).unwrap_err();
    assert!(matches!(error, HandError::NotInDeck(_)), "{error:?}");
    assert!(error.say(Lang::En).contains("32-card deck"), "{error}");
    assert_eq!(hand, before);
    hand.set_hole_cards(1, hole("AsKsQsJs7c")).unwrap();
    assert_eq!(hand.players()[0].hole.map(|h| h.len()), Some(5));
    // Four hands and one burn leave eleven cards of 32 in the stub.
    assert_eq!(hand.cards_dealt(), 20);
}

#[test]
fn the_deck_serves_the_seeds_player_counts_at_most() {
    for (deck, most) in [
        (DeckKind::Short32, 4),
        (DeckKind::Short36, 4),
        (DeckKind::Short40, 5),
        (DeckKind::Short44, 6),
        (DeckKind::Short48, 7),
        (DeckKind::Full52, 8),
    ] {
        assert_eq!(DrawRules::most_players(deck), most, "{deck:?}");
        let stacks = vec![1_000; most + 1];
        let error = au_pot(&stacks, rules(deck), Limit::PotLimit)
            .start(&tda())
            .unwrap_err();
        assert_eq!(
            error,
            SetupError::DrawPlayers {
                deck: deck.size(),
                players: most + 1,
                most
            }
        );
    }
    let error = au_pot(&[1_000; 5], rules(DeckKind::Short32), Limit::PotLimit)
        .start(&tda())
        .unwrap_err();
    assert!(
        error
            .say(Lang::Fr)
            .contains("32 cartes sert le poker fermé à 4 joueurs au plus"),
        "{}",
        error.say(Lang::Fr)
    );
}

#[test]
fn the_draw_goes_clockwise_from_the_dealers_left_and_every_count_is_shown() {
    let mut hand = start(au_pot(
        &[1_000; 4],
        rules(DeckKind::Full52),
        Limit::PotLimit,
    ));
    assert_eq!(
        hand.to_act(),
        Some(1),
        "the player after the dealer speaks first"
    );
    play(&mut hand, &[BetTo(40), Call, Fold, Call]);
    assert_eq!(hand.phase(), Phase::Draw);
    assert_eq!(hand.to_act(), None);
    assert_eq!(hand.to_draw(), Some(1));
    let before = hand.clone();
    assert_eq!(
        hand.draw(2, Drawn::count(1)),
        Err(HandError::NotYourTurn { seat: 2, to_act: 1 })
    );
    assert_eq!(hand, before);
    hand.draw(1, Drawn::count(3)).unwrap();
    // Seat 3 folded: seat 4, the dealer, draws last.
    assert_eq!(hand.to_draw(), Some(2));
    hand.draw(2, Drawn::count(0)).unwrap();
    assert_eq!(hand.to_draw(), Some(4));
    hand.draw(4, Drawn::count(2)).unwrap();
    let counts: Vec<Option<u8>> = hand.players().iter().map(|p| p.drew).collect();
    assert_eq!(counts, [Some(3), Some(0), None, Some(2)]);
    // The second round, from the dealer's left again.
    assert_eq!(hand.phase(), Phase::Betting);
    assert_eq!(hand.street(), Street::River);
    assert_eq!(hand.to_act(), Some(1));
    assert_eq!(
        hand.draw(1, Drawn::count(1)),
        Err(HandError::NoDrawNow {
            phase: Phase::Betting
        })
    );
    play(&mut hand, &[Check, Check, Check]);
    assert_eq!(hand.phase(), Phase::Showdown);
    assert_eq!(hand.cards_dealt(), 20 + 1 + 5);
}

#[test]
fn four_cards_for_one_player_only_per_draw() {
    let mut hand = start(au_pot(
        &[1_000; 3],
        rules(DeckKind::Full52),
        Limit::PotLimit,
    ));
    play(&mut hand, &[Check, Check, Check]);
    assert_eq!(hand.draw_limit(), Some(4));
    assert!(matches!(
        hand.draw(1, Drawn::count(5)),
        Err(HandError::DrawCount {
            count: 5,
            most: 4,
            four_by: None,
            ..
        })
    ));
    hand.draw(1, Drawn::count(4)).unwrap();
    assert_eq!(hand.draw_limit(), Some(3));
    let error = hand.draw(2, Drawn::count(4)).unwrap_err();
    assert_eq!(
        error,
        HandError::DrawCount {
            seat: 2,
            count: 4,
            most: 3,
            four_by: Some(1)
        }
    );
    assert!(
        error.say(Lang::Fr).contains("un seul joueur"),
        "{}",
        error.say(Lang::Fr)
    );
    hand.draw(2, Drawn::count(3)).unwrap();

    let whole = DrawRules {
        whole_hand: true,
        ..rules(DeckKind::Full52)
    };
    let mut hand = start(au_pot(&[1_000; 3], whole, Limit::PotLimit));
    play(&mut hand, &[Check, Check, Check]);
    hand.draw(1, Drawn::count(5)).unwrap();
    hand.draw(2, Drawn::count(5)).unwrap();
    hand.draw(3, Drawn::count(4)).unwrap();
    assert_eq!(hand.phase(), Phase::Betting);
}

#[test]
fn known_cards_change_the_hand_and_must_be_fresh() {
    let mut hand = start(au_pot(
        &[1_000; 2],
        rules(DeckKind::Full52),
        Limit::PotLimit,
    ));
    hand.set_hole_cards(2, hole("AhAdKc7s2d")).unwrap();
    hand.set_hole_cards(1, hole("QhQd9c5s3h")).unwrap();
    // Heads-up au pot: seat 1 (left of the dealer, seat 2) speaks first.
    play(&mut hand, &[Check, Check]);
    let before = hand.clone();
    assert_eq!(
        hand.draw(1, drawn(3, "9c5s", "")),
        Err(HandError::DrawCards {
            seat: 1,
            count: 3,
            given: 2
        })
    );
    assert_eq!(
        hand.draw(1, drawn(1, "Ah", "")),
        Err(HandError::NotInHand {
            seat: 1,
            card: cards("Ah")[0]
        })
    );
    assert!(matches!(
        hand.draw(1, drawn(1, "3h", "Kc")),
        Err(HandError::FouledDeck { .. })
    ));
    assert!(matches!(
        hand.draw(1, drawn(1, "3h", "3h")),
        Err(HandError::FouledDeck { .. })
    ));
    assert_eq!(hand, before);
    hand.draw(1, drawn(3, "9c5s3h", "Qc8d4c")).unwrap();
    hand.draw(2, drawn(3, "Kc7s2d", "Ac6h5d")).unwrap();
    play(&mut hand, &[Check, Check]);
    hand.show(1, None).unwrap();
    hand.show(2, None).unwrap();
    let result = hand.result().expect("decided by the cards");
    assert_eq!(result.pots[0].winners, [2], "three aces beat three queens");
    assert_eq!(result.pots[0].hand.as_deref(), Some("Three aces"));
    // A draw whose cards are not known leaves the hand to be shown at the showdown.
    let mut hand = start(au_pot(
        &[1_000; 2],
        rules(DeckKind::Full52),
        Limit::PotLimit,
    ));
    hand.set_hole_cards(1, hole("QhQd9c5s3h")).unwrap();
    play(&mut hand, &[Check, Check]);
    hand.draw(1, Drawn::count(2)).unwrap();
    assert_eq!(hand.players()[0].hole, None);
    hand.draw(2, Drawn::count(0)).unwrap();
    play(&mut hand, &[Check, Check]);
    hand.show(1, Some(hole("QhQd9cKsKd"))).unwrap();
}

#[test]
fn the_stub_run_short_brings_back_the_discards_of_players_served() {
    // Four players at 32 cards: 20 dealt, one burnt, eleven in the stub.
    let mut hand = start(au_pot(
        &[1_000; 4],
        rules(DeckKind::Short32),
        Limit::PotLimit,
    ));
    let holes = ["AsAhAdKsKh", "QsQhQdJsJh", "TsThTd9s9h", "8s8h8d7s7h"];
    for (k, h) in holes.iter().enumerate() {
        hand.set_hole_cards(k as u8 + 1, hole(h)).unwrap();
    }
    play(&mut hand, &[Check, Check, Check, Check]);
    hand.draw(1, drawn(3, "AsAhAd", "AcKcKd")).unwrap();
    hand.draw(2, drawn(3, "QsQhQd", "QcJcJd")).unwrap();
    hand.draw(3, drawn(3, "TsThTd", "TcTd9c")).unwrap_err();
    hand.draw(3, drawn(3, "TsThTd", "Tc9c9d")).unwrap();
    // Nine served, two left in the stub: the third card comes from seat 1's discards.
    let before = hand.clone();
    assert!(matches!(
        hand.draw(4, drawn(3, "8s8h8d", "8c7c7h")),
        Err(HandError::FouledDeck { .. })
    ));
    assert_eq!(hand, before);
    hand.draw(4, drawn(3, "8s8h8d", "8c7cAs")).unwrap();
    assert_eq!(hand.phase(), Phase::Betting);
}

#[test]
fn jacks_or_better_open_and_the_opener_is_known() {
    let jacks = DrawRules {
        openers: Some(Rank::Jack),
        ..rules(DeckKind::Full52)
    };
    let mut hand = start(au_pot(&[1_000; 3], jacks, Limit::PotLimit));
    hand.set_hole_cards(1, hole("TsTh9d4c2s")).unwrap();
    hand.set_hole_cards(2, hole("JsJh9c4d2h")).unwrap();
    let before = hand.clone();
    let error = hand.act(1, BetTo(20)).unwrap_err();
    assert_eq!(
        error,
        HandError::NoOpeners {
            seat: 1,
            least: Rank::Jack
        }
    );
    assert_eq!(
        error.say(Lang::Fr),
        "le siège 1 ne peut pas ouvrir\u{a0}: les cartes entrées n'ont pas de paire de valets ou \
         mieux"
    );
    assert_eq!(hand, before);
    play(&mut hand, &[Check, BetTo(20), Call, Fold]);
    assert_eq!(hand.opener(), Some(2));
    assert_eq!(hand.phase(), Phase::Draw);
    // Openers need a game au pot: with a blind, the blind opens.
    let blinds = HandSetup {
        variant: Variant::FiveCardDraw(jacks),
        ..setup(&[1_000; 3], 10, 20, Limit::PotLimit)
    };
    assert_eq!(
        blinds.start(&tda()).unwrap_err(),
        SetupError::OpenersWithBlinds
    );
}

#[test]
fn a_deal_nobody_opens_is_dealt_again_with_the_antes_left_in() {
    let jacks = DrawRules {
        openers: Some(Rank::Jack),
        ..rules(DeckKind::Short40)
    };
    let mut hand = start(au_pot(&[1_000; 3], jacks, Limit::PotLimit));
    let chips = total(&hand);
    hand.set_hole_cards(1, hole("TsTh9d8c7s")).unwrap();
    play(&mut hand, &[Check, Check, Check]);
    assert!(hand.events().contains(&HandEvent::Passed));
    assert_eq!(hand.phase(), Phase::Betting);
    assert_eq!(hand.street(), Street::Preflop);
    assert_eq!(hand.pot_total(), 60, "two antes each");
    assert!(
        hand.players()
            .iter()
            .all(|p| p.hole.is_none() && p.stack == 980)
    );
    assert_eq!(total(&hand), chips);
    // The same cards may be dealt in the new deal.
    hand.set_hole_cards(1, hole("TsTh9d8c7s")).unwrap();
    play(&mut hand, &[Check, BetTo(20), Fold, Fold]);
    let result = hand.result().expect("uncontested");
    assert_eq!(result.seat(2).map(|s| s.final_stack), Some(1_040));
    let after: Chips = result.seats.iter().map(|s| s.final_stack).sum();
    assert_eq!(after, chips);
}

#[test]
fn with_blinds_the_surblind_speaks_last_in_both_rounds_and_the_draw_starts_left_of_the_dealer() {
    // Seats 1..=4, the dealer on 4, the blind on 1 and the surblind on 2.
    let blinds = HandSetup {
        variant: Variant::FiveCardDraw(rules(DeckKind::Full52)),
        ..setup(&[1_000; 4], 10, 20, Limit::PotLimit)
    };
    let mut hand = start(blinds.clone());
    assert_eq!(
        hand.to_act(),
        Some(3),
        "the first round starts after the surblind"
    );
    play(&mut hand, &[Call, Call, Call, Check]);
    assert_eq!(hand.phase(), Phase::Draw);
    assert_eq!(
        hand.to_draw(),
        Some(1),
        "the draw starts at the dealer's left"
    );
    for seat in [1, 2, 3, 4] {
        hand.draw(seat, Drawn::count(1)).unwrap();
    }
    assert_eq!(hand.street(), Street::River);
    assert_eq!(
        hand.to_act(),
        Some(3),
        "the second round also starts after the surblind"
    );
    play(&mut hand, &[Check, Check, Check]);
    assert_eq!(hand.to_act(), Some(2), "the surblinder speaks last");
    hand.act(2, Check).unwrap();
    assert_eq!(hand.phase(), Phase::Showdown);

    // Whoever takes the option (a double surblind) buys the last word in both rounds.
    let option = HandSetup {
        table: TableOptions {
            straddle_allowed: true,
            straddle: Some(3),
            ..TableOptions::default()
        },
        ..blinds
    };
    let mut hand = start(option);
    assert_eq!(hand.to_act(), Some(4));
    play(&mut hand, &[Call, Call, Call, Check]);
    for seat in [1, 2, 3, 4] {
        hand.draw(seat, Drawn::count(0)).unwrap();
    }
    assert_eq!(hand.to_act(), Some(4));
    play(&mut hand, &[Check, Check, Check]);
    assert_eq!(
        hand.to_act(),
        Some(3),
        "the player who took the option speaks last"
    );
}

#[test]
fn nobody_folds_before_the_opening_of_a_game_au_pot() {
    let mut hand = start(au_pot(
        &[1_000; 3],
        rules(DeckKind::Full52),
        Limit::PotLimit,
    ));
    let legal = hand.legal_actions().unwrap();
    assert!(legal.check && !legal.fold, "{legal}");
    let before = hand.clone();
    let error = hand.act(1, Fold).unwrap_err();
    assert_eq!(error, HandError::FoldBeforeOpening { seat: 1 });
    assert_eq!(
        error.say(Lang::Fr),
        "le siège 1 ne peut pas se coucher avant l'ouverture\u{a0}: dans une partie au pot, qui \
         passe dit parole tant que personne n'a ouvert"
    );
    assert_eq!(hand, before);
    // Once the pot is opened, folding is back.
    play(&mut hand, &[Check, BetTo(20)]);
    assert!(hand.legal_actions().unwrap().fold);
    play(&mut hand, &[Fold, Call]);
    hand.draw(1, Drawn::count(2)).unwrap();
    hand.draw(2, Drawn::count(1)).unwrap();
    // The second round too is checked or opened first.
    assert!(!hand.legal_actions().unwrap().fold);
    play(&mut hand, &[BetTo(40)]);
    assert!(hand.legal_actions().unwrap().fold);

    // With blinds, the blind is the opening: folding is there from the first word.
    let blinds = HandSetup {
        variant: Variant::FiveCardDraw(rules(DeckKind::Full52)),
        ..setup(&[1_000; 3], 10, 20, Limit::PotLimit)
    };
    assert!(start(blinds).legal_actions().unwrap().fold);
}

#[test]
fn fixed_limit_draw_bets_small_before_the_draw_and_big_after() {
    let limit = Limit::FixedLimit {
        small_bet: 20,
        big_bet: 40,
    };
    let mut hand = start(au_pot(&[1_000; 2], rules(DeckKind::Full52), limit));
    assert_eq!(bet_range(&hand), Some((20, 20)));
    play(&mut hand, &[BetTo(20), Call]);
    hand.draw(1, Drawn::count(1)).unwrap();
    hand.draw(2, Drawn::count(2)).unwrap();
    assert_eq!(bet_range(&hand), Some((40, 40)));
}

/// The showdown between two known hands at a table, the winner's seat.
fn winner(draw: DrawRules, one: &str, two: &str) -> Vec<u8> {
    let mut hand = start(au_pot(&[1_000; 2], draw, Limit::PotLimit));
    hand.set_hole_cards(1, hole(one)).unwrap();
    hand.set_hole_cards(2, hole(two)).unwrap();
    play(&mut hand, &[Check, Check]);
    hand.draw(1, Drawn::count(0)).unwrap();
    hand.draw(2, Drawn::count(0)).unwrap();
    play(&mut hand, &[Check, Check]);
    hand.show(1, None).unwrap();
    hand.show(2, None).unwrap();
    hand.result().expect("decided by the cards").pots[0]
        .winners
        .clone()
}

#[test]
fn the_quinte_blanche_counts_only_where_the_table_accepts_it() {
    let blanche = |deck| DrawRules {
        quinte_blanche: true,
        ..rules(deck)
    };
    // 52 cards: A-2-3-4-5 is the lowest straight, above three of a kind.
    assert_eq!(
        winner(blanche(DeckKind::Full52), "As2d3c4h5s", "KsKdKc9h2h"),
        [1]
    );
    assert_eq!(
        winner(blanche(DeckKind::Full52), "As2d3c4h5s", "2s3d4c5h6h"),
        [2]
    );
    assert_eq!(
        winner(rules(DeckKind::Full52), "As2d3c4h5s", "KsKdKc9h2h"),
        [2]
    );
    // 32 cards: the ace plays below the seven, A-7-8-9-10.
    assert_eq!(
        winner(blanche(DeckKind::Short32), "As7d8c9hTs", "KsKdKc9d7h"),
        [1]
    );
    assert_eq!(
        winner(blanche(DeckKind::Short32), "As7d8c9hTs", "7s8d9cThJh"),
        [2]
    );
    // Without it the same cards are ace high, beaten by a pair of sevens.
    assert_eq!(
        winner(rules(DeckKind::Short32), "As7d8c9hTs", "7s7cKc9dJh"),
        [2]
    );
}
