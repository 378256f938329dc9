//! TDA 2024 rule 30 and seed 004's absent players: a hand is live only if its player is at the
//! seat when the last card of the initial deal lands; otherwise it is killed and what was posted
//! stays in the pot.

use riffle_core::house::HouseRules;
use riffle_rules::disputes::dealing::AbsentAtDeal;
use riffle_rules::disputes::{Case, Decision, RulingError};

/// At 100/200 the big blind is away at the deal; UTG calls, everyone else folds.
#[test]
fn the_absent_big_blinds_200_stays_in_the_pot_and_utg_wins_500() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let case = Case::AbsentAtDeal(AbsentAtDeal {
            at_seat_when_last_card_dealt: Some(false),
            posted: Some(200),
        });
        let ruling = case.rule(&house).unwrap();
        let Decision::AbsentHandKilled { forfeited } = ruling.decision else {
            panic!(
                "the absent big blind's hand is killed, got {:?}",
                ruling.decision
            );
        };
        let small_blind = 100;
        let utg_call = 200;
        assert_eq!(small_blind + forfeited + utg_call, 500);
    }
}

#[test]
fn a_player_back_in_the_seat_before_the_last_card_plays() {
    let case = Case::AbsentAtDeal(AbsentAtDeal {
        at_seat_when_last_card_dealt: Some(true),
        posted: None,
    });
    assert_eq!(
        case.rule(&HouseRules::tda_2024()).unwrap().decision,
        Decision::PlayOn
    );
}

#[test]
fn nothing_is_ruled_until_the_amount_posted_is_known() {
    let case = Case::AbsentAtDeal(AbsentAtDeal {
        at_seat_when_last_card_dealt: Some(false),
        posted: None,
    });
    let Err(RulingError::MissingFact { fact, .. }) = case.rule(&HouseRules::tda_2024()) else {
        panic!("the amount posted must be asked");
    };
    assert_eq!(fact.name, "posted");
}
