//! Penalties (TDA 2024 rules 70, 71A-D, 68, 35C; seed 004 "Les sanctions"; RULES.md §F): the
//! ladder and its repeats, steps skipped with a reason, disqualification, the length of a
//! missed-rounds penalty, and its countdown across moves, table breaks and misdeals.

use chrono::{DateTime, Duration, Utc};
use riffle_core::house::{HouseRules, LadderCounts, RuleRef};
use riffle_rules::disputes::Case;
use riffle_rules::disputes::action::{OutOfTurn, OutOfTurnAction};
use riffle_rules::penalties::{
    AtDeal, AtTheTable, DEALER_TABLE_HANDS_PER_HOUR, Deal, Effect, Fault, Penalty, PenaltyError,
    PenaltyRecord, Presence, Proposal, Step, Suspension, propose,
};

fn at(seconds: i64) -> DateTime<Utc> {
    DateTime::from_timestamp(1_800_000_000 + seconds, 0).unwrap()
}

fn table(players: u8) -> AtTheTable {
    AtTheTable {
        players_at_table: players,
        hand_in_progress: false,
        stack: 25_000,
        hands_per_hour: DEALER_TABLE_HANDS_PER_HOUR,
        now: at(0),
    }
}

fn ladder(house: &HouseRules) -> &[Step] {
    &house.conduct.penalty_ladder
}

/// The ladder's proposal under `house`'s ladder and its way of counting earlier penalties.
fn propose_in(
    house: &HouseRules,
    fault: Fault,
    history: &[PenaltyRecord],
) -> Result<Proposal, PenaltyError> {
    propose(
        ladder(house),
        house.conduct.penalty_ladder_counts,
        fault,
        history,
    )
}

fn suggested(house: &HouseRules, fault: Fault, history: &[PenaltyRecord]) -> Step {
    propose_in(house, fault, history).unwrap().suggested
}

fn record(fault: Fault, step: Step) -> PenaltyRecord {
    PenaltyRecord { fault, step }
}

fn suspension(penalty: &Penalty) -> Suspension {
    match &penalty.effect {
        Effect::Away(suspension) => suspension.clone(),
        other => panic!("a suspension, not {other:?}"),
    }
}

/// Gives the suggested step and returns its countdown.
fn one_round(players: u8) -> Suspension {
    let proposal = propose_in(
        &HouseRules::seed_fr(),
        Fault::Remarks,
        &[record(Fault::Remarks, Step::Warning)],
    )
    .unwrap();
    assert_eq!(proposal.suggested, Step::MissedRounds(1));
    suspension(
        &proposal
            .give(Step::MissedRounds(1), "", &table(players))
            .unwrap(),
    )
}

// ---- the ladder ----

#[test]
fn seed_004_climbs_warning_then_one_round_then_disqualification() {
    let fr = HouseRules::seed_fr();
    assert_eq!(
        ladder(&fr),
        [Step::Warning, Step::MissedRounds(1), Step::Disqualification]
    );
    let fault = Fault::StringBets;
    assert_eq!(suggested(&fr, fault, &[]), Step::Warning);
    let mut history = vec![record(fault, Step::Warning)];
    assert_eq!(suggested(&fr, fault, &history), Step::MissedRounds(1));
    history.push(record(fault, Step::MissedRounds(1)));
    assert_eq!(suggested(&fr, fault, &history), Step::Disqualification);
}

#[test]
fn the_tda_preset_escalates_on_repeats_through_missed_rounds() {
    let tda = HouseRules::tda_2024();
    let fault = Fault::OutOfTurn;
    let mut history = Vec::new();
    let mut steps = Vec::new();
    for _ in 0..5 {
        let step = suggested(&tda, fault, &history);
        steps.push(step);
        history.push(record(fault, step));
    }
    assert_eq!(
        steps,
        [
            Step::Warning,
            Step::MissedRounds(1),
            Step::MissedRounds(2),
            Step::Disqualification,
            Step::Disqualification
        ]
    );
    let proposal = propose_in(&tda, fault, &history).unwrap();
    assert!(proposal.explanation.en.contains("no heavier step"));
    assert!(proposal.rules.contains(&RuleRef::new("TDA-71A")));
    assert!(proposal.rules.contains(&RuleRef::new("TDA-53")));
}

#[test]
fn the_ladder_counts_every_penalty_of_the_player_whatever_the_fault() {
    // TDA 71A escalates on a player's repeated infractions: a warning for stalling then one
    // round for stalling, and bad language next is a third offence, under both presets.
    let history = [
        record(Fault::Stalling, Step::Warning),
        record(Fault::Stalling, Step::MissedRounds(1)),
    ];
    for house in [HouseRules::seed_fr(), HouseRules::tda_2024()] {
        assert_eq!(house.conduct.penalty_ladder_counts, LadderCounts::PerPlayer);
    }
    assert_eq!(
        suggested(&HouseRules::seed_fr(), Fault::Language, &history),
        Step::Disqualification
    );
    assert_eq!(
        suggested(&HouseRules::tda_2024(), Fault::Language, &history),
        Step::MissedRounds(2)
    );
    let proposal = propose_in(&HouseRules::tda_2024(), Fault::Language, &history).unwrap();
    assert!(
        proposal
            .explanation
            .en
            .contains("the ladder counts every penalty of the player"),
        "{}",
        proposal.explanation.en
    );
    assert!(
        proposal
            .explanation
            .fr
            .contains("\u{a0}: l'échelle compte toutes les sanctions du joueur"),
        "{}",
        proposal.explanation.fr
    );
}

#[test]
fn a_house_that_counts_each_fault_apart_starts_a_new_fault_at_its_own_first_step() {
    let mut fr = HouseRules::seed_fr();
    fr.conduct.penalty_ladder_counts = LadderCounts::PerFault;
    let history = [
        record(Fault::Stalling, Step::Warning),
        record(Fault::Stalling, Step::MissedRounds(1)),
    ];
    assert_eq!(suggested(&fr, Fault::Language, &history), Step::Warning);
    assert_eq!(
        suggested(&fr, Fault::Stalling, &history),
        Step::Disqualification
    );
}

#[test]
fn a_repeat_climbs_from_the_heaviest_step_already_given_even_off_the_ladder() {
    let tda = HouseRules::tda_2024();
    // The TD gave three missed hands for the first offence: a repeat goes to one round.
    let history = [record(Fault::Remarks, Step::MissedHands(3))];
    assert_eq!(
        suggested(&tda, Fault::Remarks, &history),
        Step::MissedRounds(1)
    );
    // After two rounds given at once, the next is disqualification.
    let history = [record(Fault::Remarks, Step::MissedRounds(2))];
    assert_eq!(
        suggested(&tda, Fault::Remarks, &history),
        Step::Disqualification
    );
}

#[test]
fn the_proposal_explains_itself_in_both_languages() {
    let proposal = propose_in(
        &HouseRules::seed_fr(),
        Fault::RabbitHunting,
        &[record(Fault::RabbitHunting, Step::Warning)],
    )
    .unwrap();
    assert_eq!(
        proposal.explanation.en,
        "Rabbit hunting again, after a warning for the same fault: the next step is 1 missed \
         round."
    );
    assert!(proposal.explanation.fr.contains("un avertissement"));
    assert!(proposal.rules.contains(&RuleRef::new("TDA-28")));
    assert!(proposal.rules.contains(&RuleRef::new("S004-penalties")));
}

// ---- the TD's choice ----

#[test]
fn going_straight_to_a_higher_step_needs_a_reason() {
    let proposal = propose_in(&HouseRules::tda_2024(), Fault::Abuse, &[]).unwrap();
    assert_eq!(proposal.suggested, Step::MissedRounds(1));
    let error = proposal
        .give(Step::Disqualification, "  ", &table(9))
        .unwrap_err();
    assert_eq!(
        error.to_string(),
        "the ladder suggests 1 missed round for this fault; giving disqualification instead \
         needs a reason, which is kept with the penalty"
    );
    let given = proposal
        .give(Step::Disqualification, " threatened the dealer ", &table(9))
        .unwrap();
    assert_eq!(given.reason.as_deref(), Some("threatened the dealer"));
    assert_eq!(given.suggested, Step::MissedRounds(1));
    assert_eq!(given.step, Step::Disqualification);
}

#[test]
fn a_lighter_step_than_suggested_needs_a_reason_too_the_suggested_one_does_not() {
    let proposal = propose_in(
        &HouseRules::seed_fr(),
        Fault::Language,
        &[record(Fault::Language, Step::Warning)],
    )
    .unwrap();
    assert!(matches!(
        proposal.give(Step::Warning, "", &table(9)),
        Err(PenaltyError::ReasonRequired { .. })
    ));
    assert!(
        proposal
            .give(Step::Warning, "a tourist, explained twice", &table(9))
            .is_ok()
    );
    let given = proposal.give(Step::MissedRounds(1), "", &table(9)).unwrap();
    assert_eq!(given.reason, None);
    // What the ladder reads next time.
    assert_eq!(
        given.record(),
        record(Fault::Language, Step::MissedRounds(1))
    );
}

#[test]
fn a_warning_has_no_countdown() {
    let proposal = propose_in(&HouseRules::tda_2024(), Fault::Language, &[]).unwrap();
    let given = proposal.give(Step::Warning, "", &table(9)).unwrap();
    assert_eq!(given.effect, Effect::Warning);
    assert_eq!(given.summary().en, "Language not allowed: a warning.");
}

// ---- disqualification (rule 71D) ----

#[test]
fn a_disqualified_players_chips_are_removed_from_play() {
    let proposal = propose_in(&HouseRules::tda_2024(), Fault::Cheating, &[]).unwrap();
    assert_eq!(proposal.suggested, Step::Disqualification);
    let given = proposal
        .give(Step::Disqualification, "", &table(9))
        .unwrap();
    assert_eq!(
        given.effect,
        Effect::Disqualified {
            chips_removed: 25_000
        }
    );
    assert_eq!(
        given.summary().en,
        "Cheating: disqualification; 25,000 chips removed from play."
    );
    assert_eq!(
        given.summary().fr,
        "Tricherie\u{a0}: disqualification\u{a0}; 25\u{202f}000 jetons retirés du jeu."
    );
}

// ---- length of a missed-rounds penalty (rule 71A, RULES.md §F2) ----

#[test]
fn eight_players_seated_and_one_round_is_eight_hands() {
    assert_eq!(one_round(8).hands(), 8);
}

#[test]
fn missed_rounds_count_the_offender_and_multiply_by_the_rounds_missed_hands_count_as_given() {
    let proposal = propose_in(&HouseRules::tda_2024(), Fault::Remarks, &[]).unwrap();
    let two_rounds = proposal
        .give(Step::MissedRounds(2), "repeated after a warning", &table(6))
        .unwrap();
    assert_eq!(suspension(&two_rounds).hands(), 12);
    let hands = proposal
        .give(Step::MissedHands(3), "a short cool-down", &table(6))
        .unwrap();
    assert_eq!(suspension(&hands).hands(), 3);
}

#[test]
fn impossible_lengths_and_tables_are_refused() {
    let proposal = propose_in(&HouseRules::tda_2024(), Fault::Remarks, &[]).unwrap();
    assert_eq!(
        proposal.give(Step::MissedHands(0), "x", &table(6)),
        Err(PenaltyError::ZeroLength)
    );
    assert!(matches!(
        proposal.give(Step::MissedRounds(200), "x", &table(9)),
        Err(PenaltyError::TooLong { hands: 1800 })
    ));
    assert!(matches!(
        proposal.give(Step::MissedRounds(1), "x", &table(0)),
        Err(PenaltyError::PlayersAtTable { players: 0 })
    ));
    let mut no_pace = table(9);
    no_pace.hands_per_hour = 0;
    assert!(matches!(
        proposal.give(Step::MissedRounds(1), "x", &no_pace),
        Err(PenaltyError::Pace { .. })
    ));
}

// ---- the countdown (rules 71C, 35C) ----

#[test]
fn a_player_on_penalty_is_away_from_the_first_penalty_hand_until_a_hand_after_the_last() {
    let mut s = one_round(3);
    assert_eq!(s.presence(), Presence::Away);
    assert_eq!(s.deal(Deal::New, at(60)), AtDeal::Away { number: 1, of: 3 });
    assert_eq!(
        s.deal(Deal::New, at(120)),
        AtDeal::Away { number: 2, of: 3 }
    );
    assert_eq!(
        s.deal(Deal::New, at(180)),
        AtDeal::Away { number: 3, of: 3 }
    );
    assert!(s.is_served());
    assert_eq!(s.presence(), Presence::Away, "the last penalty hand is on");
    assert_eq!(s.deal(Deal::New, at(240)), AtDeal::Plays);
    assert_eq!(s.presence(), Presence::AtTheTable);
    assert_eq!(s.remaining(), 0);
}

/// RULES.md §F3: one round at 7-handed with a misdeal during it is 7 hands in total.
#[test]
fn one_round_at_seven_handed_with_a_misdeal_is_seven_hands() {
    let mut s = one_round(7);
    let mut deals = Vec::new();
    for (k, deal) in [
        Deal::New,
        Deal::New,
        Deal::New,
        Deal::New,
        Deal::Redeal,
        Deal::New,
        Deal::New,
        Deal::New,
        Deal::New,
    ]
    .into_iter()
    .enumerate()
    {
        deals.push(s.deal(deal, at(120 * k as i64)));
    }
    let away: Vec<u32> = deals
        .iter()
        .filter_map(|d| match d {
            AtDeal::Away { number, .. } => Some(*number),
            AtDeal::Plays => None,
        })
        .collect();
    // The misdealt fourth hand and its re-deal are the same penalty hand.
    assert_eq!(away, [1, 2, 3, 4, 4, 5, 6, 7]);
    assert_eq!(deals.last(), Some(&AtDeal::Plays));
    assert_eq!(s.served(), 7);
}

#[test]
fn the_countdown_goes_on_across_a_move_to_another_table() {
    // Given at an 8-handed table: 8 hands, whatever the new table's size.
    let mut s = one_round(8);
    for k in 0..3 {
        s.deal(Deal::New, at(k * 120));
    }
    assert_eq!(s.remaining(), 5);
    // Moved for balancing to a 6-handed table: its hands count from here, the length stays 8.
    for k in 3..8 {
        assert!(matches!(
            s.deal(Deal::New, at(k * 120)),
            AtDeal::Away { of: 8, .. }
        ));
    }
    assert!(s.is_served());
    assert_eq!(s.deal(Deal::New, at(1000)), AtDeal::Plays);
}

#[test]
fn the_countdown_survives_a_table_break_and_counts_at_the_new_table() {
    let mut s = one_round(6);
    s.deal(Deal::New, at(0));
    s.deal(Deal::New, at(120));
    // The table breaks; a saved and reloaded countdown carries on at the new table.
    let saved = ron::to_string(&s).unwrap();
    let mut moved: Suspension = ron::from_str(&saved).unwrap();
    assert_eq!(moved, s);
    assert_eq!(moved.remaining(), 4);
    assert_eq!(
        moved.deal(Deal::New, at(600)),
        AtDeal::Away { number: 3, of: 6 }
    );
}

/// Rule 68: a penalty for exposing cards with action pending starts when the hand ends; the
/// hand stays live, and a re-deal of that hand is still not a penalty hand.
#[test]
fn an_exposure_penalty_starts_at_the_end_of_the_current_hand() {
    let proposal = propose_in(&HouseRules::tda_2024(), Fault::Exposure, &[]).unwrap();
    let mut during = table(7);
    during.hand_in_progress = true;
    let given = proposal
        .give(
            Step::MissedRounds(1),
            "exposed with action pending",
            &during,
        )
        .unwrap();
    let mut s = suspension(&given);
    assert_eq!(s.presence(), Presence::AtTheTable, "the hand stays live");
    assert_eq!(s.deal(Deal::Redeal, at(30)), AtDeal::Plays);
    assert_eq!(s.deal(Deal::New, at(90)), AtDeal::Away { number: 1, of: 7 });
    assert_eq!(s.presence(), Presence::Away);
}

#[test]
fn without_reported_hands_the_countdown_is_estimated_from_the_pace() {
    // 8 hands at 30 hands an hour: two minutes a hand.
    let s = one_round(8);
    assert_eq!(s.estimated_served(at(0)), 0);
    assert_eq!(s.estimated_served(at(10 * 60)), 5);
    assert_eq!(
        s.estimated_served(at(60 * 60)),
        8,
        "never more than the penalty"
    );
    assert_eq!(s.estimated_end(), at(16 * 60));
    // Reported hands reset the base of the estimate.
    let mut s = s;
    s.deal(Deal::New, at(5 * 60));
    assert_eq!(s.estimated_served(at(5 * 60)), 1);
    assert_eq!(s.estimated_served(at(9 * 60)), 3);
    assert_eq!(s.estimated_end(), at(5 * 60) + Duration::minutes(14));
}

// ---- from a ruling to a penalty ----

#[test]
fn a_ruling_names_the_fault_the_ladder_penalises() {
    let ruling = Case::OutOfTurn(OutOfTurn {
        out_of_turn_action: Some(OutOfTurnAction::Fold),
        ..OutOfTurn::default()
    })
    .rule(&HouseRules::tda_2024())
    .unwrap();
    let fault = ruling.fault.expect("out-of-turn action is a fault");
    let proposal = propose_in(&HouseRules::tda_2024(), fault, &[]).unwrap();
    assert_eq!(proposal.suggested, Step::Warning);
    assert_eq!(proposal.fault.title().en, "Acting out of turn");
}

#[test]
fn every_fault_cites_rules_the_rulebook_has_and_has_a_title_in_both_languages() {
    let book = riffle_rules::Rulebook::builtin();
    for fault in Fault::ALL {
        assert!(!fault.title().en.is_empty() && !fault.title().fr.is_empty());
        for id in fault.rules() {
            assert!(book.get(id).is_some(), "{fault:?} cites unknown {id}");
        }
    }
}

#[test]
fn a_penalty_is_saved_and_read_back() {
    let proposal = propose_in(&HouseRules::seed_fr(), Fault::GivingChips, &[]).unwrap();
    let penalty = proposal.give(Step::MissedRounds(1), "", &table(9)).unwrap();
    let text = ron::to_string(&penalty).unwrap();
    assert_eq!(ron::from_str::<Penalty>(&text).unwrap(), penalty);
}
