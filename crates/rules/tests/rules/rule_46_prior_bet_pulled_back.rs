//! Prior-bet chips pulled back (TDA 2024 rule 46): a player with an earlier bet in front who
//! faces a raise and takes those chips back has committed to act on the raise: call or raise,
//! no fold. A player with no earlier bet in front had nothing to pull back: refused.

use riffle_core::betting::Limit;
use riffle_core::betting::rulings::RuledKind;
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::chips::{PriorBetPulledBack, Spot};
use riffle_rules::disputes::{Case, Decision, RulingError};

/// 100/200 pre-flop: the player opened to 600, and faces a raise to 1,800.
fn pulled_back(own_bet: u64, raising_open: bool) -> Case {
    Case::PriorBetPulledBack(PriorBetPulledBack {
        spot: Spot {
            limit: Some(Limit::NoLimit),
            big_blind: Some(200),
            bet_to_match: Some(1800),
            own_bet: Some(own_bet),
            stack: Some(20_000),
            last_full_raise: Some(1200),
            pot: Some(2_700),
            raising_open: Some(raising_open),
            opening_bet: Some(false),
            players_in_hand: Some(3),
            intended_undercall: None,
            from_hand: None,
        },
    })
}

/// TDA 46: the player who pulled back the 600 calls 1,800 or raises to at least 3,000.
#[test]
fn rule_46_pulling_back_an_earlier_bet_binds_to_call_or_raise() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = pulled_back(600, true).rule(&house).unwrap();
        let Decision::PlayerChooses(options) = &ruling.decision else {
            panic!("{:?}", ruling.decision);
        };
        let offered: Vec<(RuledKind, u64)> = options.iter().map(|r| (r.kind, r.to)).collect();
        assert_eq!(offered, [(RuledKind::Call, 1800), (RuledKind::Raise, 3000)]);
        assert!(ruling.rules.contains(&RuleRef::new("TDA-46")));
    }
}

/// TDA 46 with 47: when raising is not open to the player, pulling back leaves only the call.
#[test]
fn rule_46_with_raising_closed_the_player_calls() {
    let ruling = pulled_back(600, false)
        .rule(&HouseRules::tda_2024())
        .unwrap();
    let Decision::Action(call) = ruling.decision else {
        panic!("{:?}", ruling.decision);
    };
    assert_eq!((call.kind, call.to), (RuledKind::Call, 1800));
}

/// No earlier bet in front: nothing was pulled back, and the case is refused.
#[test]
fn with_no_earlier_bet_in_front_the_case_is_refused() {
    let error = pulled_back(0, true)
        .rule(&HouseRules::tda_2024())
        .unwrap_err();
    assert!(matches!(error, RulingError::InvalidFacts { .. }));
    assert!(
        error.to_string().contains("no earlier bet in front"),
        "{error}"
    );
}
