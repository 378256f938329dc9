//! Collusion, chip dumping, soft play and giving chips (TDA 2024 rules 69 and 71B; seed 004,
//! "L'éthique"; RULES.md §F5): the faults that start high on the ladder, and disqualification
//! removing the chips from play (rule 71D).

use chrono::DateTime;
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::penalties::{
    AtTheTable, Effect, Fault, PenaltyError, PenaltyRecord, Step, propose,
};

fn presets() -> [HouseRules; 2] {
    [HouseRules::tda_2024(), HouseRules::seed_fr()]
}

fn table(stack: u64) -> AtTheTable {
    AtTheTable {
        players_at_table: 9,
        hand_in_progress: false,
        stack,
        hands_per_hour: 30,
        now: DateTime::from_timestamp(1_800_000_000, 0).unwrap(),
    }
}

#[test]
fn chip_dumping_or_collusion_means_disqualification_the_first_time_for_every_player_in_it() {
    for house in presets() {
        let proposal = propose(
            &house.conduct.penalty_ladder,
            house.conduct.penalty_ladder_counts,
            Fault::ChipDumpingOrCollusion,
            &[],
        )
        .unwrap();
        assert_eq!(proposal.suggested, Step::Disqualification);
        assert!(proposal.both_players);
        assert!(proposal.rules.contains(&RuleRef::new("TDA-69")));
        assert!(proposal.explanation.en.contains("Both players involved"));
    }
}

#[test]
fn a_disqualified_colluders_chips_leave_play_and_go_to_no_one() {
    let house = HouseRules::tda_2024();
    let proposal = propose(
        &house.conduct.penalty_ladder,
        house.conduct.penalty_ladder_counts,
        Fault::ChipDumpingOrCollusion,
        &[],
    )
    .unwrap();
    let given = proposal
        .give(Step::Disqualification, "", &table(48_500))
        .unwrap();
    assert_eq!(
        given.effect,
        Effect::Disqualified {
            chips_removed: 48_500
        }
    );
    assert!(given.rules.contains(&RuleRef::new("TDA-69")));
}

#[test]
fn the_td_may_stop_short_of_disqualification_only_with_a_reason() {
    let house = HouseRules::seed_fr();
    let proposal = propose(
        &house.conduct.penalty_ladder,
        house.conduct.penalty_ladder_counts,
        Fault::ChipDumpingOrCollusion,
        &[],
    )
    .unwrap();
    assert!(matches!(
        proposal.give(Step::MissedRounds(1), "", &table(10_000)),
        Err(PenaltyError::ReasonRequired { .. })
    ));
    let given = proposal
        .give(
            Step::MissedRounds(1),
            "no evidence of agreement, only a suspicious fold",
            &table(10_000),
        )
        .unwrap();
    assert!(matches!(given.effect, Effect::Away(ref s) if s.hands() == 9));
}

/// Seed 004: giving chips brings a penalty without warning for both players.
#[test]
fn giving_chips_is_penalised_without_a_warning_for_both_players() {
    for house in presets() {
        let proposal = propose(
            &house.conduct.penalty_ladder,
            house.conduct.penalty_ladder_counts,
            Fault::GivingChips,
            &[],
        )
        .unwrap();
        assert_eq!(proposal.suggested, Step::MissedRounds(1));
        assert!(proposal.both_players);
        assert!(proposal.rules.contains(&RuleRef::new("S004-ethics")));
        // A second time, seed 004 disqualifies.
        let again = propose(
            &house.conduct.penalty_ladder,
            house.conduct.penalty_ladder_counts,
            Fault::GivingChips,
            &[PenaltyRecord {
                fault: Fault::GivingChips,
                step: Step::MissedRounds(1),
            }],
        )
        .unwrap();
        let expected = if house == HouseRules::seed_fr() {
            Step::Disqualification
        } else {
            Step::MissedRounds(2)
        };
        assert_eq!(again.suggested, expected);
    }
}

#[test]
fn soft_play_is_penalised_not_warned() {
    for house in presets() {
        let proposal = propose(
            &house.conduct.penalty_ladder,
            house.conduct.penalty_ladder_counts,
            Fault::SoftPlay,
            &[],
        )
        .unwrap();
        assert_eq!(proposal.suggested, Step::MissedRounds(1));
        assert!(!proposal.both_players);
        assert!(proposal.explanation.en.contains("without a warning"));
    }
}

#[test]
fn cheating_starts_at_disqualification() {
    let house = HouseRules::tda_2024();
    let proposal = propose(
        &house.conduct.penalty_ladder,
        house.conduct.penalty_ladder_counts,
        Fault::Cheating,
        &[],
    )
    .unwrap();
    assert_eq!(proposal.suggested, Step::Disqualification);
    assert!(proposal.rules.contains(&RuleRef::new("TDA-71B")));
}
