//! Chips where chips do not belong (TDA 2024 rules 62 and 63; seed 004, "Sur la table"): chips
//! found behind an all-in after the call, chips out of view, chips brought from a pocket. The
//! forfeited chips leave play and the fault goes to the penalty ladder.

use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::conduct::{ChipsFound, ChipsFoundWhere};
use riffle_rules::disputes::{Case, Decision, RulingError};
use riffle_rules::penalties::{Fault, Step, propose};
use riffle_text::Lang;

fn found(place: ChipsFoundWhere, chips: Option<u64>) -> Case {
    Case::ChipsFound(ChipsFound {
        found: Some(place),
        chips,
    })
}

#[test]
fn chips_brought_from_a_pocket_are_removed_from_the_tournament_and_penalised() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = found(ChipsFoundWhere::FromPocket, Some(5000))
            .rule(&house)
            .unwrap();
        assert_eq!(ruling.decision, Decision::ChipsForfeited { chips: 5000 });
        assert!(ruling.rules.contains(&RuleRef::new("S004-on-the-table")));
        assert_eq!(ruling.fault, Some(Fault::ChipsOutOfView));
        assert!(
            ruling
                .explanation
                .get(Lang::En)
                .contains("the 5,000 leave play")
        );
        // The penalty comes without a warning; the TD may go up to disqualification.
        let proposal = propose(
            &house.conduct.penalty_ladder,
            house.conduct.penalty_ladder_counts,
            Fault::ChipsOutOfView,
            &[],
        )
        .unwrap();
        assert_eq!(proposal.suggested, Step::MissedRounds(1));
        assert!(proposal.rules.contains(&RuleRef::new("TDA-63")));
    }
}

#[test]
fn chips_held_out_of_view_are_forfeited() {
    let ruling = found(ChipsFoundWhere::OutOfView, Some(1200))
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(ruling.decision, Decision::ChipsForfeited { chips: 1200 });
    assert_eq!(ruling.rules[0], RuleRef::new("TDA-63"));
    assert!(
        ruling
            .explanation
            .get(Lang::En)
            .contains("up to disqualification")
    );
}

#[test]
fn the_amount_is_asked_before_forfeiting() {
    let Err(RulingError::MissingFact { fact, .. }) =
        found(ChipsFoundWhere::OutOfView, None).rule(&HouseRules::tda_2024())
    else {
        panic!("the chips should be asked");
    };
    assert_eq!(fact.name, "chips");
}

/// Rule 62: the TD decides whether a chip found behind an all-in after the call was part of
/// the action the caller accepted.
#[test]
fn a_chip_found_behind_an_all_in_after_the_call_is_the_tds_decision() {
    let ruling = found(ChipsFoundWhere::BehindAllInAfterCall, None)
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(ruling.decision, Decision::TdDecides);
    let offered: Vec<&Decision> = ruling.choices.iter().map(|c| &c.decision).collect();
    assert_eq!(offered, [&Decision::ChipsCount, &Decision::ChipsSetAside]);
    let picked = ruling
        .choose(2, "the caller asked for a count and was told 12,000")
        .unwrap();
    assert_eq!(picked.decision, Decision::ChipsSetAside);
    assert_eq!(ruling.fault, None);
    assert!(ruling.rules.contains(&RuleRef::new("TDA-62")));
}

/// TDA 64: chips found with no owner anyone can name leave play, back to the tournament's stock,
/// and nobody is penalised.
#[test]
fn rule_64_found_chips_whose_owner_is_unknown_leave_play_without_a_penalty() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = found(ChipsFoundWhere::OwnerUnknown, Some(500))
            .rule(&house)
            .unwrap();
        assert_eq!(ruling.decision, Decision::ChipsForfeited { chips: 500 });
        assert!(ruling.rules.contains(&RuleRef::new("TDA-64")));
        assert_eq!(ruling.fault, None);
    }
}
