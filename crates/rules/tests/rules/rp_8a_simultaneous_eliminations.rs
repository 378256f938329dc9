//! Players eliminated on the same hand (seed 004; TDA RP-8A; RULES.md §E 8 and §2 row 16): the
//! bigger starting stack places higher, equal stacks share, and on the hand in progress when
//! hand-for-hand is announced (TDA preset) everyone out shares the places at stake.

use riffle_core::floor::SeatRef;
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::pots::{BustOut, Placing, SimultaneousEliminations, finishing_places};
use riffle_rules::disputes::{Case, Decision, RulingError};

fn bust(table: u32, seat: u8, starting_stack: u64) -> BustOut<SeatRef> {
    BustOut {
        player: SeatRef::new(table, seat),
        starting_stack,
    }
}

fn placing(table: u32, seat: u8, first: u32, last: u32) -> Placing<SeatRef> {
    Placing {
        player: SeatRef::new(table, seat),
        first,
        last,
    }
}

fn case(announcement: Option<bool>) -> Case {
    Case::SimultaneousEliminations(SimultaneousEliminations {
        players_left: Some(52),
        busted: Some(vec![bust(1, 3, 4000), bust(2, 6, 9000), bust(3, 1, 2500)]),
        on_hand_for_hand_announcement: announcement,
    })
}

#[test]
fn the_bigger_starting_stack_finishes_higher() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = case(Some(false)).rule(&house).unwrap();
        assert_eq!(
            ruling.decision,
            Decision::Places {
                placings: vec![
                    placing(2, 6, 50, 50),
                    placing(1, 3, 51, 51),
                    placing(3, 1, 52, 52)
                ]
            }
        );
        assert!(
            ruling
                .rules
                .contains(&RuleRef::new("S004-simultaneous-busts"))
        );
    }
}

/// RP-8A: 50 paid, 52 left, three bust on the hand in progress at the announcement: all three
/// share 50th place.
#[test]
fn on_the_hand_for_hand_announcement_hand_everyone_out_shares_the_places() {
    let ruling = case(Some(true)).rule(&HouseRules::tda_2024()).unwrap();
    assert_eq!(
        ruling.decision,
        Decision::Places {
            placings: vec![
                placing(2, 6, 50, 52),
                placing(1, 3, 50, 52),
                placing(3, 1, 50, 52)
            ]
        }
    );
    assert_eq!(ruling.rules, [RuleRef::new("RP-8A")]);
}

#[test]
fn seed_004_does_not_ask_about_the_announcement() {
    assert!(case(None).rule(&HouseRules::seed_fr()).is_ok());
    let Err(RulingError::MissingFact { fact, .. }) = case(None).rule(&HouseRules::tda_2024())
    else {
        panic!("the announcement should be asked under the TDA");
    };
    assert_eq!(fact.name, "on_hand_for_hand_announcement");
}

#[test]
fn equal_starting_stacks_share_their_places() {
    let places = finishing_places(
        10,
        &[
            BustOut {
                player: 'a',
                starting_stack: 500,
            },
            BustOut {
                player: 'b',
                starting_stack: 800,
            },
            BustOut {
                player: 'c',
                starting_stack: 500,
            },
        ],
        false,
    )
    .unwrap();
    let summary: Vec<(char, u32, u32)> =
        places.iter().map(|p| (p.player, p.first, p.last)).collect();
    assert_eq!(summary, [('b', 8, 8), ('a', 9, 10), ('c', 9, 10)]);
}

#[test]
fn as_many_busts_as_players_left_is_refused() {
    let busted = [bust(1, 1, 100), bust(1, 2, 200)];
    assert!(finishing_places(2, &busted, false).is_err());
    let error = Case::SimultaneousEliminations(SimultaneousEliminations {
        players_left: Some(2),
        busted: Some(busted.to_vec()),
        on_hand_for_hand_announcement: Some(false),
    })
    .rule(&HouseRules::tda_2024())
    .unwrap_err();
    assert!(matches!(error, RulingError::InvalidFacts { .. }), "{error}");
}
