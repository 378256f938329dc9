//! The dispute catalogue as a whole: nothing is ruled until every needed fact is given, every
//! ruling explains itself in both languages and cites rules the rulebook has, and cases and
//! rulings survive the journal.

use riffle_core::betting::Limit;
use riffle_core::betting::rulings::Declaration;
use riffle_core::betting::substantial::InTurnAction::*;
use riffle_core::floor::SeatRef;
use riffle_core::house::HouseRules;
use riffle_rules::Rulebook;
use riffle_rules::disputes::action::*;
use riffle_rules::disputes::board::*;
use riffle_rules::disputes::button::*;
use riffle_rules::disputes::chips::*;
use riffle_rules::disputes::conduct::*;
use riffle_rules::disputes::dealing::*;
use riffle_rules::disputes::pots::*;
use riffle_rules::disputes::showdown::*;
use riffle_rules::disputes::table_talk::*;
use riffle_rules::disputes::tables::*;
use riffle_rules::disputes::time::*;
use riffle_rules::disputes::{Assuming, Case, Decision, Ruling, RulingError, WhichLevel};
use riffle_text::Lang;
use serde_json::Value;

fn empty_cases() -> Vec<Case> {
    vec![
        Case::DealingError(DealingError::default()),
        Case::Redeal(Redeal::default()),
        Case::ExposedCardOnDeal(ExposedCardOnDeal::default()),
        Case::FouledDeck(FouledDeck::default()),
        Case::CardIncident(CardIncident::default()),
        Case::AbsentAtDeal(AbsentAtDeal::default()),
        Case::PrematureCard(PrematureCard::default()),
        Case::FlopWithoutBurn(FlopWithoutBurn::default()),
        Case::TwoBurnsBeforeFlop(TwoBurnsBeforeFlop::default()),
        Case::StreetWithoutBurn(StreetWithoutBurn::default()),
        Case::OutOfTurn(OutOfTurn::default()),
        Case::SkippedPlayer(SkippedPlayer::default()),
        Case::ShowingOrder(ShowingOrder::default()),
        Case::AllInFaceUp(AllInFaceUp::default()),
        Case::CardsSpeak(CardsSpeak::default()),
        Case::Tabling(Tabling::default()),
        Case::AskToSeeHand(AskToSeeHand::default()),
        Case::DisputeAfterHand(DisputeAfterHand::default()),
        Case::ClockRequest(ClockRequest::default()),
        Case::ClockExpired(ClockExpired::default()),
        Case::LevelChange(LevelChange::default()),
        Case::ButtonAndBlinds(ButtonAndBlinds::default()),
        Case::SimultaneousAction(SimultaneousAction::default()),
        Case::InsufficientBet(InsufficientBet::default()),
        Case::OversizedChip(OversizedChip::default()),
        Case::SeveralChips(SeveralChips::default()),
        Case::StringBet(StringBet::default()),
        Case::VerbalDeclaration(VerbalDeclaration::default()),
        Case::Undercall(Undercall::default()),
        Case::BetErrorFoundLater(BetErrorFoundLater::default()),
        Case::Reopening(Reopening::default()),
        Case::TableTap(TableTap::default()),
        Case::NewPlayer(NewPlayer::default()),
        Case::Balancing(Balancing::default()),
        Case::ShortTableHalt(ShortTableHalt::default()),
        Case::OddChips(OddChips::default()),
        Case::SidePots(SidePots::default()),
        Case::SimultaneousEliminations(SimultaneousEliminations::default()),
        Case::ChipsFound(ChipsFound::default()),
        Case::RabbitHunt(RabbitHunt::default()),
        Case::Phone(Phone::default()),
        Case::NonStandardFold(NonStandardFold::default()),
        Case::WrongCount(WrongCount::default()),
        Case::CountRequest(CountRequest::default()),
        Case::ConditionalStatement(ConditionalStatement::default()),
        Case::DealerKilledHand(DealerKilledHand::default()),
        Case::PriorBetPulledBack(PriorBetPulledBack::default()),
    ]
}

/// A full no-limit spot at 100/200, post-flop, facing a bet of 1,000.
fn spot() -> Spot {
    Spot {
        limit: Some(Limit::NoLimit),
        big_blind: Some(200),
        bet_to_match: Some(1000),
        own_bet: Some(0),
        stack: Some(20_000),
        last_full_raise: Some(1000),
        pot: Some(3000),
        raising_open: Some(true),
        opening_bet: Some(false),
        players_in_hand: Some(4),
        intended_undercall: None,
        from_hand: None,
    }
}

#[test]
fn a_case_with_no_facts_is_refused_naming_the_first_fact_to_ask() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        for case in empty_cases() {
            match case.rule(&house) {
                Err(RulingError::MissingFact { case: name, fact }) => {
                    for lang in [Lang::En, Lang::Fr] {
                        let question = name.question(&fact, lang);
                        assert!(question.ends_with('?'), "{lang:?}: {question}");
                    }
                }
                other => panic!(
                    "{}: expected a missing fact, got {other:?}",
                    case.title().en
                ),
            }
        }
    }
}

/// The one case that needs no fact under a preset: the TDA scrambles any four-card flop.
#[test]
fn a_four_card_flop_needs_the_card_order_only_under_seed_004() {
    let case = Case::FourCardFlop(FourCardFlop::default());
    assert!(case.rule(&HouseRules::tda_2024()).is_ok());
    assert!(matches!(
        case.rule(&HouseRules::seed_fr()),
        Err(RulingError::MissingFact { fact, .. }) if fact.name == "order_known"
    ));
}

fn complete_cases() -> Vec<Case> {
    let level_at = chrono::DateTime::from_timestamp(1_800_000_000, 0).unwrap();
    vec![
        Case::DealingError(DealingError {
            error: Some(DealError::WrongCardCount(CardCount::Other)),
            actions_in_turn: Some(vec![Fold, Call]),
            players_acted_after_blinds: Some(2),
            affected_seats: Some(vec![5]),
        }),
        Case::Redeal(Redeal {
            question: Some(RedealQuestion::PlayerOnPenalty),
        }),
        Case::ExposedCardOnDeal(ExposedCardOnDeal {
            exposed_by: Some(ExposedBy::Dealer),
            among_first_two: Some(false),
            downcards_exposed: Some(1),
            owner: Some(CardOwner::BigBlind),
        }),
        Case::FouledDeck(FouledDeck {
            hand_over: Some(false),
            next_hand_started: None,
        }),
        Case::CardIncident(CardIncident {
            incident: Some(CardIncidentKind::DroppedByDealer),
        }),
        Case::AbsentAtDeal(AbsentAtDeal {
            at_seat_when_last_card_dealt: Some(false),
            posted: Some(200),
        }),
        Case::PrematureCard(PrematureCard {
            street: Some(Street::Turn),
        }),
        Case::FlopWithoutBurn(FlopWithoutBurn {
            action_on_flop: Some(false),
            order_known: Some(true),
        }),
        Case::FourCardFlop(FourCardFlop {
            order_known: Some(false),
        }),
        Case::TwoBurnsBeforeFlop(TwoBurnsBeforeFlop {
            order_known: Some(true),
        }),
        Case::StreetWithoutBurn(StreetWithoutBurn {
            street: Some(Street::River),
            action_on_street: Some(false),
        }),
        Case::OutOfTurn(OutOfTurn {
            out_of_turn_action: Some(OutOfTurnAction::Call),
            skipped_player_action: Some(SkippedAction::BetOrRaise),
            spot: spot(),
        }),
        Case::SkippedPlayer(SkippedPlayer {
            actions_behind: Some(vec![Call, Fold, Fold]),
            had_reasonable_time: Some(true),
            pot_opened: Some(true),
            spot: spot(),
        }),
        Case::SimultaneousAction(SimultaneousAction {
            in_turn_action: Some(SkippedAction::BetOrRaise),
            other_action: Some(OutOfTurnAction::Call),
            spot: spot(),
        }),
        Case::InsufficientBet(InsufficientBet {
            put_in: Some(1400),
            raise_said_first: Some(false),
            spot: spot(),
        }),
        Case::OversizedChip(OversizedChip {
            chip: Some(5000),
            said_first: Some(SaidFirst::Nothing),
            spot: spot(),
        }),
        Case::SeveralChips(SeveralChips {
            chips: Some(vec![1000, 500, 500]),
            said_first: Some(SaidFirst::Nothing),
            spot: spot(),
        }),
        Case::StringBet(StringBet {
            said_first: Some(SaidFirst::Nothing),
            first_motion: Some(vec![1000]),
            added_later: Some(2000),
            spot: spot(),
        }),
        Case::VerbalDeclaration(VerbalDeclaration {
            said: Some(Declaration::RaiseTo(8000)),
            chips: Some(vec![]),
            words_and_chips: None,
            spot: spot(),
            heard: Some(HeardBy::Everyone),
        }),
        Case::Undercall(Undercall {
            put_in: Some(400),
            said_call: Some(false),
            spot: Spot {
                intended_undercall: Some(400),
                ..spot()
            },
            sequence: Some(UndercallSequence::Only),
        }),
        Case::BetErrorFoundLater(BetErrorFoundLater {
            limit: Some(Limit::NoLimit),
            bettor: Some(4),
            made_to: Some(1000),
            legal_to: Some(1200),
            callers: Some(vec![5, 6]),
            next_card_dealt: Some(false),
            showdown_started: Some(false),
            substantial_action_since: None,
        }),
        Case::Reopening(Reopening {
            limit: Some(Limit::NoLimit),
            has_acted: Some(true),
            bet_when_acted: Some(100),
            current_bet: Some(200),
            last_full_raise: Some(100),
            all_ins_since: Some(vec![125, 200]),
            full_raise_since: None,
        }),
        Case::TableTap(TableTap { spot: spot() }),
        Case::NewPlayer(NewPlayer {
            seat: Some(3),
            last_hand: Some(Positions {
                button: 1,
                small_blind: 2,
                big_blind: 3,
            }),
            seated: Some(vec![1, 2, 3, 4, 5, 6]),
        }),
        Case::Balancing(Balancing {
            tables: Some(vec![
                TableCount {
                    table: 1,
                    players: 9,
                },
                TableCount {
                    table: 2,
                    players: 7,
                },
            ]),
        }),
        Case::ShortTableHalt(ShortTableHalt {
            fullest_table_players: Some(8),
            table_players: Some(5),
            blinds_reach_empty_seat: Some(true),
        }),
        Case::OddChips(OddChips {
            pot: Some(1000),
            winners: Some(vec![2, 5, 7]),
            button: Some(4),
            smallest_chip: Some(25),
            game: Some(SplitGame::BoardGame),
            ..OddChips::default()
        }),
        Case::SidePots(SidePots {
            stakes: Some(vec![
                Stake {
                    seat: 1,
                    put_in: 150,
                    all_in: true,
                    folded: false,
                },
                Stake {
                    seat: 2,
                    put_in: 400,
                    all_in: true,
                    folded: false,
                },
                Stake {
                    seat: 3,
                    put_in: 1000,
                    all_in: true,
                    folded: false,
                },
            ]),
            dead_money: Some(0),
        }),
        Case::SimultaneousEliminations(SimultaneousEliminations {
            players_left: Some(52),
            busted: Some(vec![
                BustOut {
                    player: SeatRef::new(1, 3),
                    starting_stack: 4000,
                },
                BustOut {
                    player: SeatRef::new(2, 6),
                    starting_stack: 9000,
                },
            ]),
            on_hand_for_hand_announcement: Some(false),
        }),
        Case::ChipsFound(ChipsFound {
            found: Some(ChipsFoundWhere::FromPocket),
            chips: Some(5000),
        }),
        Case::RabbitHunt(RabbitHunt {
            what: Some(RabbitHuntKind::LookedAtByPlayer),
        }),
        Case::Phone(Phone {
            live_hand: Some(true),
        }),
        Case::NonStandardFold(NonStandardFold {
            fold: Some(FoldKind::OutOfTurn),
        }),
        Case::WrongCount(WrongCount {
            counted: Some(800),
            actual: Some(1800),
        }),
        Case::CountRequest(CountRequest {
            what: Some(CountOf::AllInFacedInTurn),
        }),
        Case::ConditionalStatement(ConditionalStatement {
            statement: Some(Statement::IfThen),
        }),
        Case::DealerKilledHand(DealerKilledHand {
            hand: Some(KilledHand::TabledClearlyWinning),
        }),
        Case::PriorBetPulledBack(PriorBetPulledBack {
            spot: Spot {
                own_bet: Some(200),
                ..spot()
            },
        }),
        Case::ShowingOrder(ShowingOrder {
            live_seats: Some(vec![1, 4]),
            button: Some(4),
            last_aggressor: Some(LastAggressor::NoBet),
        }),
        Case::AllInFaceUp(AllInFaceUp {
            players_all_in: Some(1),
            players_with_chips: Some(1),
            street: Some(Street::Flop),
            betting_round_over: Some(true),
        }),
        Case::CardsSpeak(CardsSpeak {
            opponent_discarded: Some(true),
            discarded_cards_retrievable: Some(false),
        }),
        Case::Tabling(Tabling {
            issue: Some(TablingIssue::ShownToOnePlayerOnly),
        }),
        Case::AskToSeeHand(AskToSeeHand {
            requester_cards: Some(RequesterCards::StillHolds),
            requester_called_river_bet: Some(false),
            target_is_last_aggressor: Some(false),
        }),
        Case::DisputeAfterHand(DisputeAfterHand {
            subject: Some(DisputeSubject::PotAccounting),
            break_after_hand: Some(false),
            seconds_since_award: None,
            next_hand_started: Some(true),
            substantial_action_on_next_hand: Some(false),
        }),
        Case::ClockRequest(ClockRequest {
            requested_by: Some(ClockRequester::Dealer),
            reasonable_time_passed: Some(true),
        }),
        Case::ClockExpired(ClockExpired {
            timing: Some(ClockTiming::NotActed),
            facing_bet: Some(false),
        }),
        Case::LevelChange(LevelChange {
            new_level_starts_at: Some(level_at),
            hand_started_at: Some(level_at),
            redeal: Some(true),
            during_dealer_push: Some(false),
            table_plays: Some(WhichLevel::Previous),
            substantial_action: Some(false),
        }),
        Case::ButtonAndBlinds(ButtonAndBlinds {
            last_hand: Some(Positions {
                button: 1,
                small_blind: 2,
                big_blind: 3,
            }),
            seated: Some(vec![1, 2, 4]),
            newcomers: Some(vec![]),
            as_placed: Some(Placement {
                button: 2,
                small_blind: None,
                big_blind: 4,
            }),
            substantial_action: Some(false),
        }),
    ]
}

#[test]
fn every_ruling_explains_itself_in_both_languages_and_cites_known_rules() {
    let book = Rulebook::builtin();
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        for case in complete_cases() {
            let title = case.title().en;
            let ruling = case.rule(&house).unwrap_or_else(|e| panic!("{title}: {e}"));
            assert!(
                ruling.explanation.get(Lang::En).ends_with('.'),
                "{title}: {}",
                ruling.explanation.get(Lang::En)
            );
            assert!(
                ruling.explanation.get(Lang::Fr).ends_with('.'),
                "{title}: {}",
                ruling.explanation.get(Lang::Fr)
            );
            assert!(!ruling.rules.is_empty(), "{title} cites no rule");
            for rule in &ruling.rules {
                assert!(book.find(rule).is_some(), "{title} cites unknown {rule}");
            }
            assert_eq!(
                ruling.decision == Decision::TdDecides,
                !ruling.choices.is_empty(),
                "{title}: choices go with a TD decision"
            );
        }
    }
}

#[test]
fn a_case_and_its_ruling_are_saved_and_read_back() {
    let house = HouseRules::tda_2024();
    for case in complete_cases() {
        let ruling = case.rule(&house).unwrap();
        let text = ron::to_string(&(&case, &ruling)).unwrap();
        let (case_back, ruling_back): (Case, Ruling) = ron::from_str(&text).unwrap();
        assert_eq!((case_back, ruling_back), (case, ruling));
    }
}

/// A chip in front with no bet to match, or a hand of one player, cannot be at a table: the
/// case is refused naming the fact in the TD's language, even where the ruling would not have
/// asked it, and nothing is ruled.
#[test]
fn facts_that_contradict_each_other_are_refused_naming_the_fact() {
    let several = |spot: Spot| {
        Case::SeveralChips(SeveralChips {
            chips: Some(vec![1000]),
            said_first: Some(SaidFirst::Nothing),
            spot,
        })
    };
    let in_front_without_a_bet = several(Spot {
        bet_to_match: Some(0),
        own_bet: Some(200),
        ..spot()
    });
    let alone = several(Spot {
        players_in_hand: Some(1),
        ..spot()
    });
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let error = in_front_without_a_bet.rule(&house).unwrap_err();
        assert!(matches!(error, RulingError::InvalidFacts { .. }));
        assert_eq!(
            error.to_string(),
            "several chips: the player's 200 in front is more than the 0 to match; give both \
             as totals for the street"
        );
        assert!(
            riffle_text::Say::say(&error, Lang::Fr).contains("les 200 que le joueur a devant lui"),
            "{}",
            riffle_text::Say::say(&error, Lang::Fr)
        );
        let error = alone.rule(&house).unwrap_err();
        assert!(
            error
                .to_string()
                .contains("give at least 2 players in the hand"),
            "{error}"
        );
    }
}

/// The questions the rulings panel asks to rule on `target`'s situation from an empty case of
/// its kind, each answered as `target` has it. With `assume`, the ordinary answers are taken for
/// granted ([`Case::rule_assuming`]) and a fact is asked only when `target` has it otherwise (the
/// TD says so, which counts as a question). The ruling, or the refusal that stopped the path,
/// comes with the questions.
pub(crate) fn questions_to_rule(
    target: &Case,
    house: &HouseRules,
    assume: bool,
) -> (Vec<&'static str>, Result<Ruling, RulingError>) {
    let mut stated: Vec<&str> = Vec::new();
    loop {
        let mut case = Case::kinds()
            .into_iter()
            .find(|kind| kind.name() == target.name())
            .expect("every case has its empty kind");
        let mut asked = Vec::new();
        let outcome = loop {
            let outcome = if assume {
                case.rule_assuming(house, &stated, &|_| None)
            } else {
                Assuming {
                    case: case.clone(),
                    assumed: Vec::new(),
                    ruling: case.rule(house),
                }
            };
            let fact = match outcome.ruling {
                Err(RulingError::MissingFact { fact, .. }) if asked.len() < 40 => fact,
                _ => break outcome,
            };
            let value = target.fact_value(fact.name).unwrap_or(Value::Null);
            asked.push(fact.name);
            case.set_fact(&fact, value)
                .expect("the answer fits its fact");
        };
        let otherwise = outcome.assumed.iter().find(|assumed| {
            target
                .fact_value(assumed.fact.name)
                .is_some_and(|value| value != assumed.value)
        });
        match otherwise {
            Some(assumed) => stated.push(assumed.fact.name),
            None => return (asked, outcome.ruling),
        }
    }
}

/// The cases ask only what a TD would state. Through every worked case of the catalogue, the
/// facts whose answer is the ordinary one (the declaration was heard, the only undercall, the
/// showdown not begun, nothing in front, raising open...) are assumed, not asked, unless the
/// case has them otherwise; and every case reaches the very ruling it reaches when all is asked.
#[test]
fn the_ordinary_path_through_the_catalogue_asks_only_what_a_td_would_state() {
    let house = HouseRules::tda_2024();
    let (mut before, mut after) = (0, 0);
    let mut table = Vec::new();
    for case in complete_cases() {
        let title = case.title().en;
        let (all, asked_ruling) = questions_to_rule(&case, &house, false);
        let (stated, assumed_ruling) = questions_to_rule(&case, &house, true);
        assert_eq!(
            assumed_ruling, asked_ruling,
            "{title}: assuming the ordinary answers changed the ruling"
        );
        assert!(asked_ruling.is_ok(), "{title}: {asked_ruling:?}");
        assert!(stated.len() <= all.len(), "{title}");
        before += all.len();
        after += stated.len();
        table.push(format!(
            "{title}: {} -> {} {stated:?}",
            all.len(),
            stated.len()
        ));
    }
    eprintln!(
        "questions on the ordinary path, all asked -> ordinary answers assumed:\n{}\ntotal: {before} -> {after}",
        table.join("\n")
    );
    assert!(after < before, "{before} -> {after}");
}

/// A fact with an ordinary answer, checked on two situations of its case under the TDA 2024
/// preset: `ordinary` (the fact as it usually is) is ruled in `questions` questions without
/// `fact` being asked, fewer than when every fact is asked, and to the same ruling; `otherwise`
/// (the same situation with the fact stated otherwise) asks it and reaches the ruling its facts
/// give, another one.
pub(crate) fn assert_assumed_unless_stated(
    ordinary: &Case,
    otherwise: &Case,
    fact: &str,
    questions: usize,
) {
    let house = HouseRules::tda_2024();
    let (all, strict) = questions_to_rule(ordinary, &house, false);
    let (stated, assumed) = questions_to_rule(ordinary, &house, true);
    let strict = strict.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(assumed.as_ref(), Ok(&strict), "{fact}: the ruling changed");
    assert!(
        all.contains(&fact),
        "{fact} is asked when nothing is assumed"
    );
    assert!(!stated.contains(&fact), "{fact} is assumed: {stated:?}");
    assert_eq!(stated.len(), questions, "{stated:?}");
    assert!(stated.len() < all.len(), "{all:?} -> {stated:?}");
    let (stated, other) = questions_to_rule(otherwise, &house, true);
    assert!(stated.contains(&fact), "{fact} stated otherwise is asked");
    assert_eq!(
        other,
        otherwise.rule(&house),
        "{fact}: stated otherwise, the ruling its facts give"
    );
    assert_ne!(other, Ok(strict), "{fact} stated otherwise rules otherwise");
}
