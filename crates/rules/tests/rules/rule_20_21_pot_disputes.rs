//! Odd chips (TDA 2024 rule 20A, seed 004) and side pots (TDA 2024 rule 21 and the addendum to
//! rule 16, seed 004) as disputes: the catalogue runs the hand engine's own split and pot
//! builder on the TD's facts (RULES.md §E 5-6).

use riffle_core::betting::Pot;
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::pots::{OddChips, SidePots, SplitGame, Stake};
use riffle_rules::disputes::{Case, Decision, RulingError};
use riffle_text::Lang;

#[test]
fn a_1000_pot_split_three_ways_in_25_chips_is_350_325_325_first_winner_left_of_the_button() {
    let case = Case::OddChips(OddChips {
        pot: Some(1000),
        winners: Some(vec![2, 5, 7]),
        button: Some(4),
        smallest_chip: Some(25),
        game: Some(SplitGame::BoardGame),
        ..OddChips::default()
    });
    let ruling = case.rule(&HouseRules::tda_2024()).unwrap();
    assert_eq!(
        ruling.decision,
        Decision::Split {
            shares: vec![(5, 350), (7, 325), (2, 325)]
        }
    );
    assert!(ruling.rules.contains(&RuleRef::new("TDA-20A")));
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .contains("first left of the button, S5")
    );
    assert!(ruling.explanation.get(Lang::Fr).contains("S5 350"));
}

#[test]
fn an_even_split_has_no_odd_chip() {
    let case = Case::OddChips(OddChips {
        pot: Some(1200),
        winners: Some(vec![3, 8]),
        button: Some(9),
        smallest_chip: Some(100),
        // Recorded before the game was asked: split as a board game.
        ..OddChips::default()
    });
    let ruling = case.rule(&HouseRules::seed_fr()).unwrap();
    assert_eq!(
        ruling.decision,
        Decision::Split {
            shares: vec![(3, 600), (8, 600)]
        }
    );
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .ends_with("it divides evenly.")
    );
}

fn all_in(seat: u8, put_in: u64) -> Stake {
    Stake {
        seat,
        put_in,
        all_in: true,
        folded: false,
    }
}

#[test]
fn a_150_b_400_c_1000_all_in_make_a_450_main_pot_a_500_side_pot_and_600_back_to_c() {
    let case = Case::SidePots(SidePots {
        stakes: Some(vec![all_in(1, 150), all_in(2, 400), all_in(3, 1000)]),
        dead_money: Some(0),
    });
    let ruling = case.rule(&HouseRules::tda_2024()).unwrap();
    assert_eq!(
        ruling.decision,
        Decision::Pots {
            pots: vec![
                Pot {
                    amount: 450,
                    eligible: vec![1, 2, 3]
                },
                Pot {
                    amount: 500,
                    eligible: vec![2, 3]
                }
            ],
            returned: Some((3, 600)),
        }
    );
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .starts_with("Main pot: 450 for S1, S2 and S3; side pot 1: 500 for S2 and S3.")
    );
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .contains("outermost side pot is awarded first")
    );
    assert!(ruling.rules.contains(&RuleRef::new("TDA-21")));
}

#[test]
fn antes_go_to_the_main_pot_and_folded_chips_stay_in_the_pots_they_reached() {
    let case = Case::SidePots(SidePots {
        stakes: Some(vec![
            all_in(1, 300),
            Stake {
                seat: 2,
                put_in: 500,
                all_in: false,
                folded: true,
            },
            Stake {
                seat: 3,
                put_in: 900,
                all_in: false,
                folded: false,
            },
            Stake {
                seat: 4,
                put_in: 900,
                all_in: false,
                folded: false,
            },
        ]),
        dead_money: Some(400),
    });
    let Decision::Pots { pots, returned } = case.rule(&HouseRules::tda_2024()).unwrap().decision
    else {
        panic!("pots");
    };
    assert_eq!(returned, None);
    assert_eq!(
        pots,
        [
            Pot {
                amount: 1600,
                eligible: vec![1, 3, 4]
            },
            Pot {
                amount: 1400,
                eligible: vec![3, 4]
            }
        ]
    );
}

#[test]
fn the_main_pot_first_house_rule_changes_only_the_order() {
    let mut house = HouseRules::tda_2024();
    house.betting.side_pot_order = riffle_core::house::SidePotOrder::MainFirst;
    let case = Case::SidePots(SidePots {
        stakes: Some(vec![all_in(1, 150), all_in(2, 400), all_in(3, 400)]),
        dead_money: Some(0),
    });
    let ruling = case.rule(&house).unwrap();
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .contains("main pot is awarded first")
    );
}

#[test]
fn a_seat_listed_twice_is_refused() {
    let case = Case::SidePots(SidePots {
        stakes: Some(vec![all_in(1, 150), all_in(1, 400)]),
        dead_money: Some(0),
    });
    assert!(matches!(
        case.rule(&HouseRules::tda_2024()),
        Err(RulingError::InvalidFacts { .. })
    ));
}
