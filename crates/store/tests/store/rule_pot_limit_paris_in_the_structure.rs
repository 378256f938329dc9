//! Both pot-limit maxima as a structure option (seed 002): `pot_limit: Paris` makes "pot" twice
//! the previous raise plus the pot, over whatever the house-rule preset counts, and the hand
//! the logger deals for the event counts it so. The seed's own example (10 in the middle, then
//! 10, 40, 140) is in `rule_54_pot_limit.rs`.

use crate::tournament_common;

use riffle_core::betting::Action;
use riffle_core::floor::TableNo;
use riffle_core::house::PotLimitMethod;
use riffle_tournament::{Command, Setup, StructureSource};
use tournament_common::Td;

fn event(pot_limit: Option<PotLimitMethod>) -> Td {
    let mut structure = riffle_core::structure::shipped("pot-limit-omaha")
        .unwrap()
        .unwrap();
    structure.pot_limit = pot_limit;
    let mut td = Td::with_setup(&Setup {
        name: "PLO".into(),
        structure: StructureSource::Inline(Box::new(structure)),
        house_rules: None,
        seats_per_table: 9,
    });
    td.register(&["Ann", "Bob", "Cy", "Di"]);
    td.ok(Command::DrawSeats);
    td
}

/// The first player raises the pot, the button folds, and the small blind, with chips
/// already in front, may re-pot: the pot-limit maximum offered, with the blinds and the first
/// raise.
fn small_blind_repot(td: &Td) -> (u64, u64, u64, u64) {
    let setup = td.tournament.hand_setup(TableNo(1), td.now).unwrap();
    let (small, big) = (setup.blinds.small, setup.blinds.big);
    let rules = td.tournament.house_rules().rules.betting.clone();
    let mut hand = setup.start(&rules).unwrap();
    let first = hand.legal_actions().unwrap();
    let raise = first.raise.unwrap().max_to;
    hand.act(first.seat, Action::RaiseTo(raise)).unwrap();
    let button = hand.to_act().unwrap();
    hand.act(button, Action::Fold).unwrap();
    let max = hand.legal_actions().unwrap().raise.unwrap().max_to;
    (small, big, raise, max)
}

#[test]
fn the_structure_picks_the_paris_pot_over_the_tda_preset() {
    let tda = event(None);
    assert_eq!(
        tda.tournament.house_rules().rules.betting.pot_limit_method,
        PotLimitMethod::Standard
    );
    let (small, big, raise, max) = small_blind_repot(&tda);
    // The raise to match, plus the pot after the small blind's call (TDA 2024 rule 54).
    assert_eq!(max, raise + (small + big + raise + (raise - small)));
    let paris = event(Some(PotLimitMethod::Paris));
    assert_eq!(
        paris
            .tournament
            .house_rules()
            .rules
            .betting
            .pot_limit_method,
        PotLimitMethod::Paris
    );
    let (small, big, raise, max) = small_blind_repot(&paris);
    // Twice the raise plus everything already on the table.
    assert_eq!(max, 2 * raise + (small + big + raise));
}

#[test]
fn the_structure_s_pot_count_is_kept_when_the_td_picks_another_preset() {
    let mut td = event(Some(PotLimitMethod::Paris));
    td.ok(Command::SetHouseRules {
        preset: "TDA-2024".into(),
    });
    assert_eq!(
        td.tournament.house_rules().rules.betting.pot_limit_method,
        PotLimitMethod::Paris
    );
}
