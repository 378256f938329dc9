//! Balancing and halting disputes (TDA 2024 rules 11 and 11D; seed 004; RULES.md §A 3 and §2
//! row 22), answered by the floor's own tests.

use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::tables::{Balancing, ShortTableHalt, TableCount};
use riffle_rules::disputes::{Case, Decision};
use riffle_text::Lang;

fn tables(counts: &[(u32, u8)]) -> Case {
    Case::Balancing(Balancing {
        tables: Some(
            counts
                .iter()
                .map(|&(table, players)| TableCount { table, players })
                .collect(),
        ),
    })
}

#[test]
fn at_9_8_7_one_player_moves_from_the_9_table_to_the_7_table() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = tables(&[(1, 9), (2, 8), (3, 7)]).rule(&house).unwrap();
        assert_eq!(
            ruling.decision,
            Decision::Balance {
                from: vec![1],
                to: 3
            }
        );
        assert!(
            ruling
                .explanation
                .get(Lang::En)
                .contains("big blind next hand moves")
        );
        assert!(ruling.rules.contains(&RuleRef::new("TDA-11A")));
    }
}

#[test]
fn a_one_player_difference_moves_nobody() {
    let ruling = tables(&[(1, 9), (2, 8)])
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(ruling.decision, Decision::NoBalancing);
}

#[test]
fn a_wider_house_gap_waits_longer() {
    let mut house = HouseRules::tda_2024();
    house.floor.balance_gap = 3;
    let ruling = tables(&[(1, 9), (2, 7)]).rule(&house).unwrap();
    assert_eq!(ruling.decision, Decision::NoBalancing);
}

fn halt(fullest: u8, players: u8, empty: Option<bool>) -> Case {
    Case::ShortTableHalt(ShortTableHalt {
        fullest_table_players: Some(fullest),
        table_players: Some(players),
        blinds_reach_empty_seat: empty,
    })
}

/// A has 5, B has 8: A stops dealing once its big blind would reach an empty seat (TDA 11D).
#[test]
fn a_table_three_short_halts_when_its_big_blind_reaches_an_empty_seat() {
    let tda = HouseRules::tda_2024();
    let ruling = halt(8, 5, Some(true)).rule(&tda).unwrap();
    assert_eq!(ruling.decision, Decision::TableHalts);
    assert!(ruling.rules.contains(&RuleRef::new("TDA-11D")));
    assert_eq!(
        halt(8, 5, Some(false)).rule(&tda).unwrap().decision,
        Decision::PlayOn
    );
    // Two short: no halt, and the empty seat is not even asked.
    assert_eq!(
        halt(8, 6, None).rule(&tda).unwrap().decision,
        Decision::PlayOn
    );
}

#[test]
fn seed_004_has_no_halt() {
    let ruling = halt(8, 5, None).rule(&HouseRules::seed_fr()).unwrap();
    assert_eq!(ruling.decision, Decision::PlayOn);
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .contains("balanced at a difference of 2")
    );
}
