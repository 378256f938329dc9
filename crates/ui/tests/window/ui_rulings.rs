//! The rulings panel on a real tournament: a dispute ruled through the wizard (one question at a
//! time, the ruling and the rules it cites, recorded with the players involved), a ruling the
//! rules leave to the TD (recorded only with an outcome and a reason), the rulebook found by
//! number and by a French word, and a penalty given on the ladder with its countdown.

use crate::ui_common;

use egui::accesskit::{Role, Toggled};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::floor::PlayerId;
use riffle_rules::disputes::Case;
use riffle_rules::disputes::conduct::{ChipsFound, ChipsFoundWhere};
use riffle_rules::disputes::dealing::AbsentAtDeal;
use riffle_rules::penalties::{Effect, Fault, Step};
use riffle_rules::rulebook::Rulebook;
use riffle_text::Lang;
use riffle_tournament::Command;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{click, event_window, press_and_release_at, read, seated, t0, type_into};

/// The rulings panel of an event where Ann, Bob, Cy and Dee sit at table 1.
fn rulings_window() -> (Harness<'static, App>, tempfile::TempDir) {
    let (mut harness, folder) = event_window(&seated(&["Ann", "Bob", "Cy", "Dee"]));
    harness.state_mut().set_tab(Tab::Rulings);
    harness.run();
    (harness, folder)
}

/// Picks an answer of the question being asked, then gives it with Next.
fn answer(harness: &mut Harness<'static, App>, label: &str) {
    click(harness, label);
    click(harness, "Next");
}

fn shows(harness: &Harness<'static, App>, text: &str) -> bool {
    harness.query_all_by_label_contains(text).next().is_some()
}

fn heading(number: &str) -> String {
    Rulebook::builtin()
        .get(number)
        .unwrap_or_else(|| panic!("the rulebook has rule {number}"))
        .heading(Lang::En)
}

#[test]
fn a_dispute_is_ruled_one_question_at_a_time_and_recorded() {
    let (mut harness, _folder) = rulings_window();
    harness.get_by_label("Pick the situation on the left.");

    // The TD finds the case by a word of the trade, not by its title.
    type_into(&mut harness, "Find", "away");
    click(&mut harness, "Player absent at the deal");
    assert!(harness.query_by_label("Dealing error").is_none());

    // The first question: a click picks the answer, Next gives it.
    harness.get_by_label(
        "Was the player at the seat, within reach of the chair, when the last card of the \
         initial deal was dealt?",
    );
    answer(&mut harness, "No");

    // The next question takes chips: typed, then Next.
    let question = "How much had the player posted in blinds and antes for this hand?";
    harness.get_by_role_and_label(Role::TextInput, question);
    harness.get_by_label(question).type_text("1,200");
    harness.run();
    click(&mut harness, "Next");

    // The answers so far, and the ruling with the rules it cites, titles included.
    harness.get_by_label("1,200");
    harness.get_by_label("The absent player's hand is killed; the 1,200 posted stays in");
    assert!(shows(&harness, "the hand is killed unseen"));
    for rule in ["30", "71A", "S004-absent"] {
        harness.get_by_label(&heading(rule));
    }

    // The players involved, found by name; the table comes with the player.
    type_into(&mut harness, "Add a player", "bo");
    harness.get_by_label_contains("Bob").click();
    harness.run();
    assert_eq!(harness.get_by_label("Table").value().as_deref(), Some("1"));
    click(&mut harness, "Record the ruling");

    read(&harness, |t| {
        let [record] = t.rulings() else {
            panic!("one ruling is recorded, not {}", t.rulings().len());
        };
        assert_eq!(
            record.case,
            Case::AbsentAtDeal(AbsentAtDeal {
                at_seat_when_last_card_dealt: Some(false),
                posted: Some(1200),
            })
        );
        assert_eq!(record.players, [PlayerId(1)]);
        assert_eq!(record.table.map(|t| t.0), Some(1));
        assert!(record.choice.is_none());
        assert_eq!(record.house_rules, "TDA-2024");
    });
    harness.get_by_label("Ruling recorded: Player absent at the deal.");
    harness.get_by_label("Rulings recorded (1)");
    // The list cites the rules by their numbers as the rulebook writes them, no program ids.
    click(&mut harness, "Rulings recorded (1)");
    let line = harness.get_by_label_contains("TDA 2024 rule 30");
    let line = line.accesskit_node().label().unwrap_or_default();
    assert!(line.contains("TDA 2024 rule 30"), "{line}");
    assert!(!line.contains("TDA-") && !line.contains("S004-"), "{line}");
}

#[test]
fn an_answer_is_changed_and_the_questions_after_it_are_asked_again() {
    let (mut harness, _folder) = rulings_window();
    click(&mut harness, "Player absent at the deal");
    answer(&mut harness, "No");
    harness.get_by_label("How much had the player posted in blinds and antes for this hand?");
    click(&mut harness, "Change");
    answer(&mut harness, "Yes");
    harness.get_by_label("The hand plays on");
    assert!(
        harness
            .query_by_label("How much had the player posted in blinds and antes for this hand?")
            .is_none()
    );
}

#[test]
fn a_ruling_the_rules_leave_to_the_td_needs_an_outcome_and_a_reason() {
    let (mut harness, _folder) = rulings_window();
    type_into(&mut harness, "Find", "chips found");
    click(&mut harness, "Chips found");
    answer(&mut harness, "Behind an all-in player, after the call");
    harness.get_by_label("The rules leave this to you: pick the outcome, and say why.");
    harness.get_by_label(&heading("62"));

    // Nothing is recorded without an outcome and a reason.
    click(&mut harness, "Record the ruling");
    harness.get_by_label("Pick an outcome and give the reason to record the ruling.");
    click(
        &mut harness,
        "Not part of the action: set aside, they neither pay nor save the all-in player",
    );
    click(&mut harness, "Record the ruling");
    assert!(read(&harness, |t| t.rulings().is_empty()));

    type_into(
        &mut harness,
        "Reason",
        "the chip sat behind the water glass",
    );
    click(&mut harness, "Record the ruling");
    read(&harness, |t| {
        let [record] = t.rulings() else {
            panic!("one ruling is recorded, not {}", t.rulings().len());
        };
        assert_eq!(
            record.case,
            Case::ChipsFound(ChipsFound {
                found: Some(ChipsFoundWhere::BehindAllInAfterCall),
                chips: None,
            })
        );
        let choice = record.choice.as_ref().expect("the TD's choice is recorded");
        assert_eq!(choice.reason, "the chip sat behind the water glass");
        assert_eq!(choice.label, record.ruling.choices[1].label);
        assert!(record.table.is_none() && record.players.is_empty());
    });
}

#[test]
fn the_rulebook_finds_a_rule_by_its_number_and_by_a_french_word() {
    let (mut harness, _folder) = rulings_window();
    click(&mut harness, "Rulebook");
    // The search field has the keyboard as soon as the view opens.
    harness.get_by_label("Search the rulebook").type_text("47");
    harness.run();
    harness.get_by_label("TDA 2024 rule 47: Re-opening the bet");
    assert!(shows(
        &harness,
        "less than a full bet or raise do not reopen the betting"
    ));

    click(&mut harness, "Clear");
    type_into(&mut harness, "Search the rulebook", "brûlée");
    let first = Rulebook::builtin().search("brûlée")[0].entry;
    assert!(
        first.title.en.to_lowercase().contains("burn"),
        "{}",
        first.title.en
    );
    harness.get_by_label(&first.heading(Lang::En));
    assert!(shows(&harness, first.summary.en.as_str()));
}

#[test]
fn a_penalty_given_on_the_ladder_counts_down_the_hands_away() {
    let (mut harness, _folder) = rulings_window();
    click(&mut harness, "Penalties");
    harness.get_by_label("Penalty ladder (TDA 2024)");
    harness.get_by_label("Nobody is away on penalty.");

    type_into(&mut harness, "Player", "an");
    harness.get_by_label_contains("Ann").click();
    harness.run();
    click(&mut harness, "Fault");
    click(&mut harness, "Soft play");
    // Soft play is penalised without a warning, even the first time (rule 71B).
    harness.get_by_label("The ladder suggests: 1 missed round");
    harness.get_by_label("1 round at a table of 4 players: 4 hands away.");
    click(&mut harness, "Give 1 missed round to Ann");
    assert_eq!(harness.state().refusal(), None);

    read(&harness, |t| {
        let [given] = t.penalties() else {
            panic!("one penalty is given, not {}", t.penalties().len())
        };
        assert_eq!(given.player, PlayerId(0));
        assert_eq!(given.penalty.fault, Fault::SoftPlay);
        assert_eq!(given.penalty.step, Step::MissedRounds(1));
        assert!(matches!(&given.penalty.effect, Effect::Away(s) if s.hands() == 4));
    });
    harness.get_by_label(
        "Penalty given to Ann: Soft play: 1 missed round, 4 hands away from the table.",
    );
    harness.get_by_label("0 of 4 hands");

    // A hand dealt at Ann's table counts one.
    {
        let mut shared = harness.state().shared().lock();
        let backend = shared.backend_mut().expect("a tournament is open");
        backend
            .execute(
                &Command::DealHand {
                    table: 1,
                    redeal: false,
                    by: riffle_core::floor::Reporter::Td,
                    confirmed: false,
                },
                t0(),
            )
            .expect("the hand is dealt");
    }
    harness.run();
    harness.get_by_label("1 of 4 hands");
}

#[test]
fn a_different_step_than_the_ladder_suggests_needs_a_reason() {
    let (mut harness, _folder) = rulings_window();
    click(&mut harness, "Penalties");
    type_into(&mut harness, "Player", "cy");
    harness.get_by_label_contains("Cy").click();
    harness.run();
    click(&mut harness, "Fault");
    click(&mut harness, "Acting out of turn");
    harness.get_by_label("The ladder suggests: a warning");
    click(&mut harness, "2 missed rounds");
    harness.get_by_label("Reason (required)");
    click(&mut harness, "Give 2 missed rounds to Cy");
    assert!(read(&harness, |t| t.penalties().is_empty()));
    type_into(&mut harness, "Reason (required)", "third time tonight");
    click(&mut harness, "Give 2 missed rounds to Cy");
    read(&harness, |t| {
        let [given] = t.penalties() else {
            panic!("one penalty is given, not {}", t.penalties().len())
        };
        assert_eq!(given.penalty.step, Step::MissedRounds(2));
        assert_eq!(given.penalty.suggested, Step::Warning);
        assert_eq!(given.penalty.reason.as_deref(), Some("third time tonight"));
    });
}

/// Issue 23, "where the TD already logged the hand, the form pre-fills what the hand knows":
/// with the first hand at table 1 being logged, a dispute about its player to act offers the
/// hand's limit, big blind, bet to match, chips in front and stack; the TD only confirms each
/// with Next, and the case recorded holds the hand's figures.
#[test]
fn a_dispute_about_the_hand_being_logged_is_filled_in_from_the_hand() {
    let (mut harness, _folder) = rulings_window();
    harness.state_mut().set_tab(Tab::Hands);
    harness.run();
    harness.get_by_label("Table 1").click();
    harness.run();
    let facing = read(&harness, |t| {
        let setup = t.hand_setup(riffle_core::floor::TableNo(1), t0()).unwrap();
        let rules = t.house_rules().rules.betting.clone();
        setup.start(&rules).unwrap().facing().unwrap()
    });
    assert_eq!(
        facing.current_bet, 200,
        "the first to act faces the big blind"
    );

    harness.state_mut().set_tab(Tab::Rulings);
    harness.run();
    type_into(&mut harness, "Find", "tap");
    click(&mut harness, "Tapping the table");
    let note = "Filled in from the hand being logged at table 1: check it, then Next.";
    // The big blind, the bet and the stack are asked; the limit and the chips in front are the
    // ordinary answers, taken from the hand without a question and marked so.
    for _ in 0..3 {
        harness.get_by_label(note);
        click(&mut harness, "Next");
    }
    assert!(!shows(&harness, note), "no question is left to fill in");
    assert_eq!(
        harness
            .query_all_by_label("from the hand at table 1")
            .count(),
        5,
        "the three answers kept and the two assumed are marked as the hand's"
    );
    click(&mut harness, "Record the ruling");
    read(&harness, |t| {
        let [record] = t.rulings() else {
            panic!("one ruling is recorded, not {}", t.rulings().len());
        };
        let Case::TableTap(tap) = &record.case else {
            panic!("{:?}", record.case);
        };
        let spot = &tap.spot;
        assert_eq!(spot.limit, Some(facing.limit));
        assert_eq!(spot.big_blind, Some(facing.big_blind));
        assert_eq!(spot.bet_to_match, Some(200));
        assert_eq!(spot.own_bet, Some(facing.own_bet));
        assert_eq!(spot.stack, Some(facing.stack));
    });
}

#[test]
fn the_ladder_counts_a_players_earlier_penalty_for_another_fault() {
    let mut commands = seated(&["Ann", "Bob", "Cy", "Dee"]);
    commands.push(Command::Penalize {
        player: PlayerId(0),
        fault: Fault::Stalling,
        step: None,
        reason: None,
        hand_in_progress: false,
    });
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Rulings);
    harness.run();
    click(&mut harness, "Penalties");
    type_into(&mut harness, "Player", "an");
    // The search's result, not the line of Ann's earlier penalty.
    harness
        .query_all_by_label_contains("Ann")
        .find(|node| node.accesskit_node().role() == egui::accesskit::Role::Button)
        .expect("Ann among the results")
        .click();
    harness.run();
    click(&mut harness, "Fault");
    click(&mut harness, "Remarks on the play");
    // Warned for stalling, Ann is no first offender for a remark (TDA 71A).
    harness.get_by_label("The ladder suggests: 1 missed round");
    assert!(shows(
        &harness,
        "the ladder counts every penalty of the player"
    ));
}

/// Says that the assumed fact whose answer reads `assumed` went otherwise, with the button on
/// its row, so that it is asked. The rows ignore a click just after they moved, as a TD reading
/// them would wait.
fn say_otherwise(harness: &mut Harness<'static, App>, assumed: &str) {
    for _ in 0..3 {
        harness.step();
    }
    for scroll in [true, false] {
        {
            let row = harness.get_by_label(assumed).rect().center().y;
            let button = harness
                .query_all_by_label("Say otherwise")
                .min_by_key(|button| (button.rect().center().y - row).abs() as u32)
                .expect("an assumed fact has its button");
            if scroll {
                button.scroll_to_me();
            } else {
                button.click();
            }
        }
        harness.run();
    }
}

/// The trial's gesture: a double click on Next, whose second click lands on the options of the
/// question that follows, filled in from the hand being logged. Only Next (or Enter) moves on,
/// and a question just shown ignores clicks for a moment, so the answer offered stays as it was.
/// The TD first says the limit and the order of words and chips are not the ordinary ones, so
/// both are asked.
#[test]
fn a_stray_click_after_next_leaves_the_answer_filled_in_from_the_hand() {
    let (mut harness, _folder) = rulings_window();
    harness.state_mut().set_tab(Tab::Hands);
    harness.run();
    harness.get_by_label("Table 1").click();
    harness.run();
    harness.state_mut().set_tab(Tab::Rulings);
    harness.run();
    type_into(&mut harness, "Find", "declaration");
    click(&mut harness, "Verbal declaration");
    answer(&mut harness, "\"Call\"");
    click(&mut harness, "1,000");
    click(&mut harness, "Next");
    say_otherwise(&mut harness, "No-limit");
    say_otherwise(&mut harness, "The words came first");
    click(&mut harness, "At the same time");
    let at = harness.get_by_label("Next").rect().center();
    let limit = "Is the game no-limit, pot-limit or fixed-limit?";
    assert!(harness.query_by_label(limit).is_none());

    press_and_release_at(&mut harness, at);
    press_and_release_at(&mut harness, at);
    harness.run();

    harness.get_by_label(limit);
    harness.get_by_label("Filled in from the hand being logged at table 1: check it, then Next.");
    assert!(
        harness.get_by_label("Fixed-limit").rect().contains(at),
        "the second click landed on an answer of the new question"
    );
    let selected = |label: &str| harness.get_by_label(label).accesskit_node().toggled();
    assert_eq!(
        selected("No-limit"),
        Some(Toggled::True),
        "the hand's answer stays"
    );
    assert_eq!(selected("Fixed-limit"), Some(Toggled::False));
}

#[test]
fn a_click_on_an_answer_selects_it_and_next_gives_it() {
    let (mut harness, _folder) = rulings_window();
    click(&mut harness, "Player absent at the deal");
    click(&mut harness, "No");
    let question = "How much had the player posted in blinds and antes for this hand?";
    assert!(
        harness.query_by_label(question).is_none(),
        "a click only selects"
    );
    assert_eq!(
        harness.get_by_label("No").accesskit_node().toggled(),
        Some(Toggled::True)
    );
    harness.key_press(egui::Key::Enter);
    harness.run();
    harness.get_by_label(question);
}

/// The facts assumed as usual appear under the answers when an answer is given: the second click
/// of a double click on Next, landing on Say otherwise just after its row appeared, changes
/// nothing, and the fact stays assumed until the TD clicks it deliberately. Where the button
/// appears is read on a first window, then the double click is made on a second.
#[test]
fn a_stray_click_on_an_assumed_fact_just_shown_leaves_it_assumed() {
    let up_to_next = || {
        let (mut harness, folder) = rulings_window();
        type_into(&mut harness, "Find", "declaration");
        click(&mut harness, "Verbal declaration");
        answer(&mut harness, "\"Call\"");
        click(&mut harness, "1,000");
        (harness, folder)
    };
    let (mut first, _first_folder) = up_to_next();
    click(&mut first, "Next");
    let button = first
        .query_all_by_label("Say otherwise")
        .next()
        .expect("the row of the words' order")
        .rect()
        .center();

    let (mut harness, _folder) = up_to_next();
    let next = harness.get_by_label("Next").rect().center();
    press_and_release_at(&mut harness, next);
    // The row appears; a quarter of a second later the second click lands on its button.
    harness.step();
    let input = harness.input_mut();
    input.events.push(egui::Event::PointerMoved(button));
    for pressed in [true, false] {
        input.events.push(egui::Event::PointerButton {
            pos: button,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        });
    }
    harness.step();
    harness.run();
    harness.get_by_label("The words came first");
    assert!(
        harness.query_by_label("At the same time").is_none(),
        "the stray click did not ask the assumed fact"
    );
    say_otherwise(&mut harness, "The words came first");
    harness.get_by_label("At the same time");
}
