//! Mixed games: a structure whose levels name their own game (a level's `game` overrides the
//! structure's) deals each hand in the game of the level it starts in, so the hand logger sets
//! up hold'em, pot-limit Omaha or limit Omaha hi-lo as the clock moves on.

use crate::tournament_common;
use riffle_core::betting::{Limit, Variant};
use riffle_tournament::{Command, Setup, StructureSource};
use tournament_common::*;

const MIXED: &str = r#"(
    name: "Mixed",
    game: NoLimitHoldem,
    starting_stack: 10000,
    buy_in: 50,
    chips: [(value: 25), (value: 100)],
    level_minutes: 20,
    levels: [
        Level(small_blind: 50, big_blind: 100),
        Level(small_blind: 75, big_blind: 150, game: PotLimitOmaha),
        Level(small_blind: 100, big_blind: 200, game: FixedLimitOmahaHiLo),
        Level(small_blind: 150, big_blind: 300),
    ],
)"#;

#[test]
fn each_hand_is_dealt_in_the_game_of_the_level_it_starts_in() {
    let structure = riffle_core::structure::load(MIXED, "mixed.ron")
        .unwrap()
        .structure;
    let mut td = Td::with_setup(&Setup {
        name: "Mixed night".into(),
        structure: StructureSource::Inline(Box::new(structure)),
        house_rules: None,
        seats_per_table: 9,
    });
    td.register(&["Ann", "Bob", "Cy"]);
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    let table = td.tournament.floor().tables().next().unwrap().number();
    let mut games = Vec::new();
    for level in 1..=4 {
        td.ok(Command::JumpToLevel { level });
        let setup = td.tournament.hand_setup(table, td.now).unwrap();
        games.push((setup.variant, setup.limit, setup.blinds.big));
    }
    assert_eq!(
        games,
        [
            (Variant::Holdem, Limit::NoLimit, 100),
            (Variant::Omaha, Limit::PotLimit, 150),
            (
                Variant::OmahaHiLo,
                Limit::FixedLimit {
                    small_bet: 200,
                    big_bet: 400
                },
                200
            ),
            (Variant::Holdem, Limit::NoLimit, 300),
        ],
        "the structure's game comes back once a level names none"
    );
}
