//! Invariants of the dispute catalogue and the penalty countdown, on random facts (who heard a
//! declaration, undercalls in a row and chips added to an earlier bet among them): no facts,
//! however large or odd, make a case panic; a ruled action never takes more than the stack and
//! accounts for every chip pushed; a countdown counts each penalty hand once.

use chrono::DateTime;
use proptest::prelude::*;
use riffle_core::betting::Limit;
use riffle_core::betting::rulings::{Declaration, RuledKind, total};
use riffle_core::house::HouseRules;
use riffle_rules::disputes::chips::{
    ChipsAddedToPriorBet, HeardBy, InsufficientBet, OversizedChip, PriorChips, SaidFirst,
    SeveralChips, Spot, StringBet, TableTap, Undercall, UndercallSequence, VerbalDeclaration,
    WordsAndChips,
};
use riffle_rules::disputes::{Case, Decision, RulingError};
use riffle_rules::penalties::{AtDeal, AtTheTable, Deal, Fault, Step, propose};
use riffle_text::Lang;

fn amount() -> impl Strategy<Value = u64> {
    prop_oneof![0..5_000u64, Just(u64::MAX), (u64::MAX / 2)..u64::MAX]
}

fn spot() -> impl Strategy<Value = Spot> {
    (
        prop_oneof![
            Just(Limit::NoLimit),
            Just(Limit::PotLimit),
            Just(Limit::FixedLimit {
                small_bet: 100,
                big_bet: 200
            })
        ],
        amount(),
        amount(),
        amount(),
        amount(),
        amount(),
        amount(),
        any::<bool>(),
        any::<bool>(),
        0..12u8,
        prop::option::of(amount()),
    )
        .prop_map(
            |(limit, big, bet, own, stack, full, pot, open, opening, players, intended)| Spot {
                from_hand: None,
                limit: Some(limit),
                big_blind: Some(big),
                bet_to_match: Some(bet),
                own_bet: Some(own),
                stack: Some(stack),
                last_full_raise: Some(full),
                pot: Some(pot),
                raising_open: Some(open),
                opening_bet: Some(opening),
                players_in_hand: Some(players),
                intended_undercall: intended,
            },
        )
}

fn said() -> impl Strategy<Value = SaidFirst> {
    prop_oneof![
        Just(SaidFirst::Nothing),
        Just(SaidFirst::Raise),
        amount().prop_map(SaidFirst::RaiseTo)
    ]
}

fn declaration() -> impl Strategy<Value = Declaration> {
    prop_oneof![
        Just(Declaration::Silent),
        Just(Declaration::Raise),
        amount().prop_map(Declaration::RaiseTo),
        amount().prop_map(Declaration::Amount),
        (0..20u64).prop_map(Declaration::UnclearAmount),
        Just(Declaration::Call),
        Just(Declaration::Check),
        Just(Declaration::Pot),
        Just(Declaration::Tap),
    ]
}

fn heard() -> impl Strategy<Value = HeardBy> {
    prop_oneof![
        Just(HeardBy::Everyone),
        Just(HeardBy::SomeConfirm),
        Just(HeardBy::NobodyConfirms),
    ]
}

fn sequence() -> impl Strategy<Value = UndercallSequence> {
    prop_oneof![
        Just(UndercallSequence::Only),
        Just(UndercallSequence::FirstOfSeveral),
        Just(UndercallSequence::Later),
    ]
}

fn prior_chips() -> impl Strategy<Value = PriorChips> {
    prop_oneof![
        Just(PriorChips::PulledBackFully),
        amount().prop_map(PriorChips::PulledBackPartly),
        Just(PriorChips::LeftAlone),
    ]
}

fn order() -> impl Strategy<Value = WordsAndChips> {
    prop_oneof![
        Just(WordsAndChips::WordsFirst),
        Just(WordsAndChips::ChipsFirst),
        Just(WordsAndChips::Together),
    ]
}

/// A chip case and the chips the player pushed with it, when the case knows them.
fn chips() -> impl Strategy<Value = Vec<u64>> {
    prop::collection::vec(amount(), 0..5)
}

fn case() -> impl Strategy<Value = (Case, Option<u64>)> {
    prop_oneof![
        (amount(), any::<bool>(), spot())
            .prop_map(|(put_in, raise, spot)| (
                Case::InsufficientBet(InsufficientBet {
                    put_in: Some(put_in),
                    raise_said_first: Some(raise),
                    spot
                }),
                None
            ))
            .boxed(),
        (amount(), said(), spot())
            .prop_map(|(chip, said, spot)| (
                Case::OversizedChip(OversizedChip {
                    chip: Some(chip),
                    said_first: Some(said),
                    spot
                }),
                None
            ))
            .boxed(),
        (chips(), spot())
            .prop_map(|(chips, spot)| {
                let pushed = total(&chips);
                (
                    Case::SeveralChips(SeveralChips {
                        chips: Some(chips),
                        said_first: Some(SaidFirst::Nothing),
                        spot,
                    }),
                    Some(pushed),
                )
            })
            .boxed(),
        (said(), chips(), amount(), spot())
            .prop_map(|(said, first, added, spot)| (
                Case::StringBet(StringBet {
                    said_first: Some(said),
                    first_motion: Some(first),
                    added_later: Some(added),
                    spot
                }),
                None
            ))
            .boxed(),
        (declaration(), chips(), order(), spot(), heard())
            .prop_map(|(said, chips, order, spot, heard)| (
                Case::VerbalDeclaration(VerbalDeclaration {
                    said: Some(said),
                    chips: Some(chips),
                    words_and_chips: Some(order),
                    spot,
                    heard: Some(heard),
                }),
                None
            ))
            .boxed(),
        (amount(), any::<bool>(), spot(), sequence())
            .prop_map(|(put_in, call, spot, sequence)| (
                Case::Undercall(Undercall {
                    put_in: Some(put_in),
                    said_call: Some(call),
                    spot,
                    sequence: Some(sequence),
                }),
                None
            ))
            .boxed(),
        (chips(), prior_chips(), amount(), spot(), any::<bool>())
            .prop_map(|(added, prior, worth, spot, together)| (
                Case::ChipsAddedToPriorBet(ChipsAddedToPriorBet {
                    added: Some(added),
                    prior_chips: Some(prior),
                    prior_chips_worth: Some(worth),
                    spot,
                    pushed_together: Some(together),
                }),
                None
            ))
            .boxed(),
        spot()
            .prop_map(|spot| (Case::TableTap(TableTap { spot: spot.clone() }), None))
            .boxed(),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn a_chip_case_never_panics_and_a_ruled_action_stays_within_the_stack((case, pushed) in case()) {
        let spot = match &case {
            Case::InsufficientBet(c) => c.spot.clone(),
            Case::OversizedChip(c) => c.spot.clone(),
            Case::SeveralChips(c) => c.spot.clone(),
            Case::StringBet(c) => c.spot.clone(),
            Case::VerbalDeclaration(c) => c.spot.clone(),
            Case::Undercall(c) => c.spot.clone(),
            Case::TableTap(c) => c.spot.clone(),
            Case::ChipsAddedToPriorBet(c) => c.spot.clone(),
            _ => unreachable!("only chip cases are generated"),
        };
        // Facts that cannot all be true at one table: a chip in front above the bet to match,
        // or fewer than two players in the hand.
        let contradicting = spot.own_bet > spot.bet_to_match
            || spot.players_in_hand.is_some_and(|players| players < 2);
        for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
            let ruled = case.rule(&house);
            if contradicting {
                prop_assert!(
                    matches!(ruled, Err(RulingError::InvalidFacts { .. })),
                    "contradicting facts were ruled on: {:?}",
                    ruled
                );
            }
            let Ok(ruling) = ruled else { continue };
            prop_assert!(ruling.explanation.get(Lang::En).ends_with('.'));
            prop_assert!(ruling.explanation.get(Lang::Fr).ends_with('.'));
            let (own, stack) = (spot.own_bet.unwrap_or(0), spot.stack.unwrap_or(0));
            if let Decision::Action(r) = ruling.decision {
                if r.kind != RuledKind::Fold {
                    prop_assert!(r.to <= own.saturating_add(stack));
                }
                if let Some(pushed) = pushed.filter(|_| r.kind != RuledKind::Fold) {
                    // What ends up in front is what was pushed, less what goes back, plus what
                    // is still to come.
                    prop_assert_eq!(
                        u128::from(pushed) - u128::from(r.returned) + u128::from(r.to_add),
                        u128::from(r.to.saturating_sub(own))
                    );
                }
            }
        }
    }

    #[test]
    fn a_countdown_counts_each_penalty_hand_once(
        rounds in 1..3u32,
        players in 2..10u8,
        deals in prop::collection::vec(prop_oneof![3 => Just(Deal::New), 1 => Just(Deal::Redeal)], 1..40),
    ) {
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap();
        let ladder = HouseRules::tda_2024().conduct.penalty_ladder;
        let proposal = propose(&ladder, riffle_core::house::LadderCounts::PerPlayer, Fault::Remarks, &[]).unwrap();
        let given = proposal
            .give(
                Step::MissedRounds(rounds),
                "a test",
                &AtTheTable {
                    players_at_table: players,
                    hand_in_progress: false,
                    stack: 1,
                    hands_per_hour: 30,
                    now,
                },
            )
            .unwrap();
        let riffle_rules::penalties::Effect::Away(mut countdown) = given.effect else {
            panic!("a suspension");
        };
        let hands = rounds * u32::from(players);
        prop_assert_eq!(countdown.hands(), hands);
        let mut last = 0;
        let mut new_deals = 0;
        for (k, deal) in deals.iter().enumerate() {
            if *deal == Deal::New || k == 0 {
                new_deals += 1;
            }
            match countdown.deal(*deal, now) {
                AtDeal::Away { number, of } => {
                    prop_assert_eq!(of, hands);
                    prop_assert!(number == last || number == last + 1);
                    prop_assert!(number <= hands);
                    last = number;
                }
                AtDeal::Plays => prop_assert!(countdown.is_served()),
            }
        }
        prop_assert_eq!(countdown.served(), hands.min(new_deals));
    }
}
