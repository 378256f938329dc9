//! Words and chips together (TDA 2024 rule 40A, RULES.md §C item 9): whichever comes first,
//! the words or the chips, defines the action; when they come at the same time a clear and
//! reasonable declaration takes precedence over the chips. The TD answers with one of three:
//! words first, chips first, at the same time.
//!
//! A declaration not everyone heard (Addendum 40-A): who heard it is asked last, with three
//! answers too: everyone; the dealer or some players (words alone then bind, but chips that
//! contradict them make it the TD's call under rule 1, as in the addendum's example 1); nobody
//! but the player (the TD establishes whether it was made).

use crate::dispute_catalogue::{assert_assumed_unless_stated, questions_to_rule};
use riffle_core::betting::Limit;
use riffle_core::betting::rulings::{Declaration, Ruled, RuledKind};
use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::chips::{HeardBy, Spot, VerbalDeclaration, WordsAndChips};
use riffle_rules::disputes::{Case, Decision, RulingError};
use riffle_text::Lang;

/// No-limit post-flop, facing `bet` with nothing in front and a deep stack.
fn facing(bet: u64) -> Spot {
    Spot {
        limit: Some(Limit::NoLimit),
        big_blind: Some(200),
        bet_to_match: Some(bet),
        own_bet: Some(0),
        stack: Some(50_000),
        last_full_raise: Some(bet),
        pot: Some(6_000),
        raising_open: Some(true),
        opening_bet: Some(true),
        players_in_hand: Some(3),
        intended_undercall: None,
        from_hand: None,
    }
}

fn declared(said: Declaration, chips: &[u64], order: WordsAndChips, bet: u64) -> Case {
    Case::VerbalDeclaration(VerbalDeclaration {
        said: Some(said),
        chips: Some(chips.to_vec()),
        words_and_chips: Some(order),
        spot: facing(bet),
        heard: Some(HeardBy::Everyone),
    })
}

/// The action both presets rule, citing TDA 40A.
fn ruled(case: Case) -> Ruled {
    let [tda, seed] =
        [HouseRules::tda_2024(), HouseRules::seed_fr()].map(|house| case.rule(&house).unwrap());
    assert_eq!(tda.decision, seed.decision, "the presets disagree");
    assert!(
        tda.rules.contains(&RuleRef::new("TDA-40A")),
        "{:?}",
        tda.rules
    );
    match tda.decision {
        Decision::Action(r) => r,
        other => panic!("a binding action, not {other:?}"),
    }
}

/// TDA 40A, RULES.md §C item 9: facing 2000, "call" is said as three 1000 chips land; the
/// clear declaration takes precedence: a call, and 1000 goes back.
#[test]
fn rule_40a_call_said_as_three_1000s_land_facing_2000_is_a_call_and_1000_goes_back() {
    let r = ruled(declared(
        Declaration::Call,
        &[1000, 1000, 1000],
        WordsAndChips::Together,
        2000,
    ));
    assert_eq!((r.kind, r.to, r.returned), (RuledKind::Call, 2000, 1000));
}

/// TDA 40A: simultaneous, a clear "raise to 3000" wins over a single 1000 chip facing 1000.
#[test]
fn rule_40a_at_the_same_time_a_clear_raise_wins_over_the_chips() {
    let r = ruled(declared(
        Declaration::RaiseTo(3000),
        &[1000],
        WordsAndChips::Together,
        1000,
    ));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 3000, 2000));
}

/// TDA 40A: the words came first, so they define the action.
#[test]
fn rule_40a_words_first_define_the_action() {
    let case = declared(
        Declaration::RaiseTo(3000),
        &[1000],
        WordsAndChips::WordsFirst,
        1000,
    );
    let ruling = case.rule(&HouseRules::tda_2024()).unwrap();
    let Decision::Action(r) = ruling.decision else {
        panic!("{:?}", ruling.decision)
    };
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 3000, 2000));
}

/// TDA 40A: the chips landed first, so the single 1000 chip facing 1000 is a call and the
/// words that followed change nothing.
#[test]
fn rule_40a_chips_first_define_the_action() {
    let r = ruled(declared(
        Declaration::RaiseTo(3000),
        &[1000],
        WordsAndChips::ChipsFirst,
        1000,
    ));
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Call, 1000, 0));
}

/// A verbal declaration recorded before the third answer held a yes or no: yes was "the words
/// came first", no "together with the chips". Both read back as those answers.
#[test]
fn a_declaration_recorded_with_a_yes_or_no_reads_back_as_its_answer() {
    for (old, now) in [
        (true, WordsAndChips::WordsFirst),
        (false, WordsAndChips::Together),
    ] {
        let json = serde_json::json!({"VerbalDeclaration": {
            "said": "Call", "chips": [1000], "words_first": old
        }});
        let case: Case = serde_json::from_value(json).unwrap();
        let Case::VerbalDeclaration(read) = case else {
            panic!("another case");
        };
        assert_eq!(read.words_and_chips, Some(now));
    }
}

/// "Raise to 3000" said with no chips facing 1000, heard by `heard`.
fn raise_heard_by(heard: Option<HeardBy>, chips: &[u64]) -> Case {
    Case::VerbalDeclaration(VerbalDeclaration {
        said: Some(Declaration::RaiseTo(3000)),
        chips: Some(chips.to_vec()),
        words_and_chips: (!chips.is_empty()).then_some(WordsAndChips::Together),
        spot: facing(1000),
        heard,
    })
}

/// Addendum 40-A, a declaration not everyone heard: who heard it is asked, once the action the
/// words make is known, in both presets.
#[test]
fn addendum_40a_who_heard_the_declaration_is_asked() {
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let Err(RulingError::MissingFact { fact, .. }) = raise_heard_by(None, &[]).rule(&house)
        else {
            panic!("who heard it is asked");
        };
        assert_eq!(fact.name, "heard");
    }
}

/// Rule 40A and 51A, with Addendum 40-A's question asked: not everyone heard "raise to 3000",
/// but the dealer did and confirms it, and no chips contradict it: the declaration in turn
/// binds, a raise to 3000.
#[test]
fn addendum_40a_a_declaration_the_dealer_confirms_binds() {
    let ruling = raise_heard_by(Some(HeardBy::SomeConfirm), &[])
        .rule(&HouseRules::tda_2024())
        .unwrap();
    let Decision::Action(r) = ruling.decision else {
        panic!("{:?}", ruling.decision)
    };
    assert_eq!((r.kind, r.to, r.to_add), (RuledKind::Raise, 3000, 3000));
    assert!(ruling.rules.contains(&RuleRef::new("ADD-40")));
    assert!(
        ruling.explanation.get(Lang::En).contains("confirm"),
        "{}",
        ruling.explanation.get(Lang::En)
    );
}

/// Addendum 40-A: nobody but the player heard "raise to 3000" said as a 1000 chip landed: the
/// TD establishes whether it was made. Either it binds (a raise to 3000) or the chip alone
/// speaks (a call of 1000), under rule 1.
#[test]
fn addendum_40a_a_declaration_nobody_confirms_is_the_tds_call_between_the_words_and_the_chips() {
    let ruling = raise_heard_by(Some(HeardBy::NobodyConfirms), &[1000])
        .rule(&HouseRules::tda_2024())
        .unwrap();
    assert_eq!(ruling.decision, Decision::TdDecides);
    let outcomes: Vec<(RuledKind, u64)> = ruling
        .choices
        .iter()
        .map(|choice| match choice.decision {
            Decision::Action(r) => (r.kind, r.to),
            ref other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        outcomes,
        [(RuledKind::Raise, 3000), (RuledKind::Call, 1000)]
    );
    for id in ["ADD-40", "TDA-40A", "TDA-1"] {
        assert!(ruling.rules.contains(&RuleRef::new(id)), "{id}");
    }
    let picked = ruling.choose(2, "the dealer saw only the chip").unwrap();
    assert_eq!(picked.decision, ruling.choices[1].decision);
}

/// Addendum 40-A: words alone that nobody else heard: if the TD does not hold the player to
/// them, the player acts again, clearly.
#[test]
fn addendum_40a_words_alone_nobody_heard_leave_the_player_to_act_again() {
    let ruling = raise_heard_by(Some(HeardBy::NobodyConfirms), &[])
        .rule(&HouseRules::seed_fr())
        .unwrap();
    assert_eq!(ruling.decision, Decision::TdDecides);
    assert_eq!(ruling.choices[1].decision, Decision::PlayOn);
    assert!(
        ruling.choices[1]
            .label
            .get(Lang::Fr)
            .contains("parle à nouveau"),
        "{}",
        ruling.choices[1].label.get(Lang::Fr)
    );
}

/// Addendum 40-A: who heard the words matters only when there are words; chips pushed first
/// define the action whoever heard what followed.
#[test]
fn addendum_40a_chips_first_need_no_witness_to_the_words() {
    let case = Case::VerbalDeclaration(VerbalDeclaration {
        said: Some(Declaration::RaiseTo(3000)),
        chips: Some(vec![1000]),
        words_and_chips: Some(WordsAndChips::ChipsFirst),
        spot: facing(1000),
        heard: None,
    });
    assert!(case.rule(&HouseRules::tda_2024()).is_ok());
}

/// Addendum 40-A, example 1: heads-up on the river, A says "forty-two thousand" but pushes out
/// one 5000 chip; not everyone heard the words and B calls 5000. Words came first but were not
/// clearly heard, the chip looked like the bet: whoever heard what, the TD makes the fairest
/// ruling under rule 1, between the 42,000 said and the 5000 the table saw.
#[test]
fn addendum_40a_example_1_words_not_everyone_heard_and_a_smaller_chip_are_the_tds_call() {
    let river_bettor = Spot {
        big_blind: Some(1000),
        bet_to_match: Some(0),
        last_full_raise: Some(1000),
        pot: Some(40_000),
        players_in_hand: Some(2),
        ..facing(0)
    };
    for heard in [HeardBy::SomeConfirm, HeardBy::NobodyConfirms] {
        let case = Case::VerbalDeclaration(VerbalDeclaration {
            said: Some(Declaration::Amount(42_000)),
            chips: Some(vec![5000]),
            words_and_chips: Some(WordsAndChips::WordsFirst),
            spot: river_bettor.clone(),
            heard: Some(heard),
        });
        for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
            let ruling = case.rule(&house).unwrap();
            assert_eq!(ruling.decision, Decision::TdDecides, "{heard:?}");
            let outcomes: Vec<(RuledKind, u64)> = ruling
                .choices
                .iter()
                .map(|choice| match choice.decision {
                    Decision::Action(r) => (r.kind, r.to),
                    ref other => panic!("{other:?}"),
                })
                .collect();
            assert_eq!(
                outcomes,
                [(RuledKind::Bet, 42_000), (RuledKind::Bet, 5000)],
                "{heard:?}"
            );
            for id in ["ADD-40", "TDA-40A", "TDA-1"] {
                assert!(ruling.rules.contains(&RuleRef::new(id)), "{id}");
            }
        }
    }
}

/// A verbal "raise" facing 1,000 with three 1,000 chips pushed, as a TD tells it: what was
/// said, the chips, the big blind, the bet and the stack. That the words came first, the game
/// is no-limit, nothing was in front, the bet was the street's opening one, raising was open
/// and everyone heard it are the ordinary answers, assumed: 11 questions when all are asked.
/// Stated otherwise (nobody but the player heard it), it is asked and the TD decides under
/// Addendum 40-A.
#[test]
fn rule_40_a_verbal_raise_is_ruled_on_five_stated_facts_the_ordinary_ones_assumed() {
    let raise = |heard| {
        Case::VerbalDeclaration(VerbalDeclaration {
            said: Some(Declaration::Raise),
            chips: Some(vec![1000, 1000, 1000]),
            words_and_chips: Some(WordsAndChips::WordsFirst),
            spot: facing(1000),
            heard: Some(heard),
        })
    };
    let ordinary = raise(HeardBy::Everyone);
    let (all, _) = questions_to_rule(&ordinary, &HouseRules::tda_2024(), false);
    assert_eq!(all.len(), 11, "{all:?}");
    assert_assumed_unless_stated(&ordinary, &raise(HeardBy::NobodyConfirms), "heard", 5);
    let nobody = raise(HeardBy::NobodyConfirms).rule(&HouseRules::tda_2024());
    assert_eq!(nobody.map(|r| r.decision), Ok(Decision::TdDecides));
}
