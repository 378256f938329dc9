//! Seed 003's five-card draw as an organiser writes it in a structure file: a draw game and
//! the structure's `draw` table reach the hand the logger deals, and `riffle check` words a
//! deck it cannot deal, or openers in a game with blinds, at their line and column in English
//! and French; an event's tables seat no more players than its deck serves.

use riffle_core::betting::{DrawRules, Variant};
use riffle_core::cards::{DeckKind, Rank};
use riffle_core::structure::{Location, load};
use riffle_text::{Lang, Say};
use riffle_tournament::{Command, RuleError, Setup, StructureRefusal, StructureSource, Tournament};
use tournament_common::{Td, at};

use crate::tournament_common;

fn structure(draw: &str) -> String {
    format!(
        "(\n    name: \"Poker fermé\",\n    game: PotLimitFiveCardDraw,\n    \
         forced_bets: AnteOnly,\n{draw}    starting_stack: 10000,\n    buy_in: 10,\n    \
         level_minutes: 20,\n    chips: [(value: 25), (value: 100)],\n    levels: [\n        \
         Level(small_blind: 50, big_blind: 100, ante: Classic(25)),\n    ],\n)\n"
    )
}

#[test]
fn the_draw_table_reaches_every_hand_of_the_event() {
    let text = structure("    draw: (deck: 32, quinte_blanche: true, openers: Some(Jack)),\n");
    let loaded = load(&text, "draw.ron")
        .expect("a valid structure")
        .structure;
    let schedule = loaded.schedule();
    let level = schedule.level(1).expect("level 1");
    assert_eq!(
        level.variant(),
        Variant::FiveCardDraw(DrawRules {
            deck: DeckKind::Short32,
            quinte_blanche: true,
            openers: Some(Rank::Jack),
            whole_hand: false,
        })
    );
    // Without a table: 52 cards, no quinte blanche, no openers.
    let plain = load(&structure(""), "plain.ron").unwrap().structure;
    let schedule = plain.schedule();
    let variant = schedule.level(1).unwrap().variant();
    assert_eq!(variant.draw().map(|d| d.deck), Some(DeckKind::Full52));
}

#[test]
fn a_deck_seed_003_does_not_deal_and_openers_with_blinds_are_refused_at_their_place() {
    let text = structure("    draw: (deck: 33),\n").replace("forced_bets: AnteOnly,", "");
    let text = text.replace("(deck: 33)", "(deck: 33, openers: Some(Queen))");
    let rejected = load(&text, "draw.ron").unwrap_err();
    let codes: Vec<&str> = rejected.errors.iter().map(|e| e.problem.code()).collect();
    assert_eq!(codes, ["draw-deck", "openers-with-blinds"]);
    assert_eq!(
        rejected.errors[0].location,
        Some(Location {
            line: 5,
            column: 12
        })
    );
    let en = rejected.errors[0].say(Lang::En);
    assert!(en.starts_with("draw.ron:5:12"), "{en}");
    assert!(
        en.contains("33 cards cannot be dealt: 52, 48, 44, 40, 36 or 32"),
        "{en}"
    );
    let fr = rejected.errors[1].say(Lang::Fr);
    assert!(fr.contains("ligne 5"), "{fr}");
    assert!(fr.contains("le blind est l'ouverture"), "{fr}");
}

fn draw_event(seats_per_table: u8, structure: &str) -> Setup {
    Setup {
        name: "Poker fermé".into(),
        structure: StructureSource::Inline(Box::new(
            load(structure, "draw.ron").unwrap().structure,
        )),
        house_rules: None,
        seats_per_table,
    }
}

#[test]
fn tables_may_not_seat_more_players_than_the_deck_serves() {
    let short = structure("    draw: (deck: 32),\n");
    let refused = Tournament::create(&draw_event(6, &short), at(0)).unwrap_err();
    assert_eq!(
        refused,
        RuleError::Structure(StructureRefusal::DeckTooSmall {
            cards: 32,
            most: 4,
            seats: 6
        })
    );
    assert_eq!(
        refused.say(Lang::En),
        "five-card draw from 32 cards serves 4 players at most, and this event's tables seat 6: \
         choose 4 seats a table or fewer, or a bigger deck in the structure"
    );
    assert_eq!(
        refused.say(Lang::Fr),
        "le poker fermé à 32 cartes sert 4 joueurs au plus, et les tables de ce tournoi ont 6 \
         places\u{a0}: choisissez 4 places par table ou moins, ou un jeu plus grand dans la \
         structure"
    );

    // 52 cards serve eight: the shipped draw event on tables of eight plays on to a final
    // table of eight, not nine.
    let nine = Setup {
        structure: StructureSource::Shipped("poker-ferme".into()),
        ..draw_event(9, &short)
    };
    assert!(Tournament::create(&nine, at(0)).is_err());
    let td = Td::with_setup(&Setup {
        seats_per_table: 8,
        ..nine
    });
    let settings = td.tournament.floor().settings();
    assert_eq!((settings.max_seats, settings.final_table_seats), (8, 8));

    // A hold'em event of nine a table cannot switch to a draw structure that deals eight.
    let mut td = Td::new("standard-20", 9);
    let switch = Command::SetStructure {
        structure: StructureSource::Shipped("poker-ferme".into()),
    };
    assert_eq!(
        td.run(switch),
        Err(RuleError::Structure(StructureRefusal::DeckTooSmall {
            cards: 52,
            most: 8,
            seats: 9
        }))
    );
}
