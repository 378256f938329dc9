//! The hand logger: a hand is set up from the tournament, played through the engine with only
//! the legal actions offered at their exact amounts, cards picked once each, steps undone, and
//! applied to the tournament, which updates stacks, places the busted player and moves the
//! button.

use crate::ui_common;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::betting::{Action, HandSetup};
use riffle_core::floor::{PlayerId, TableNo};
use riffle_rules::penalties::{Fault, Step};
use riffle_tournament::{Command, StructureSource};
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use tempfile::TempDir;
use ui_common::{click, event_window, seated, t0};

const ANN: PlayerId = PlayerId(0);
const BOB: PlayerId = PlayerId(1);
const CY: PlayerId = PlayerId(2);

/// The TD window on the Hands tab, with table 1 open.
fn logger(commands: &[Command]) -> (Harness<'static, App>, TempDir) {
    let (mut harness, folder) = event_window(commands);
    harness.state_mut().set_tab(Tab::Hands);
    harness.run();
    harness.get_by_label("Table 1").click();
    harness.run();
    (harness, folder)
}

/// The hand the tournament sets up next at table 1.
fn setup(harness: &Harness<'static, App>) -> HandSetup {
    harness
        .state()
        .with_tournament(|t| t.hand_setup(TableNo(1), t0()).unwrap())
        .unwrap()
}

fn seat_of(harness: &Harness<'static, App>, player: PlayerId) -> u8 {
    harness
        .state()
        .with_tournament(|t| t.floor().seat_of(player).unwrap().seat)
        .unwrap()
}

fn press(harness: &mut Harness<'static, App>, key: Key) {
    harness.key_press(key);
    harness.run();
}

fn hole_cards(harness: &mut Harness<'static, App>, seat: u8, cards: [&str; 2]) {
    click(harness, &format!("Seat {seat} hole cards"));
    for card in cards {
        click(harness, card);
    }
}

#[test]
fn an_all_in_with_a_side_pot_is_logged_applied_and_places_the_busted_player() {
    let mut commands = seated(&["Ann", "Bob", "Cy"]);
    commands.push(Command::SetChips {
        player: ANN,
        chips: 2_000,
        confirmed: false,
    });
    commands.push(Command::SetChips {
        player: BOB,
        chips: 5_000,
        confirmed: false,
    });
    let (mut harness, _folder) = logger(&commands);
    let setup = setup(&harness);
    let (ann, bob, cy) = (
        seat_of(&harness, ANN),
        seat_of(&harness, BOB),
        seat_of(&harness, CY),
    );
    assert_eq!(
        (setup.blinds.small, setup.blinds.big),
        (100, 200),
        "level 1 of the built-in structure"
    );

    hole_cards(&mut harness, ann, ["Ah", "Ad"]);
    hole_cards(&mut harness, bob, ["7c", "2s"]);
    hole_cards(&mut harness, cy, ["Kh", "Kd"]);

    // The short stacks push, the big stack calls, whatever the order they act in: the keys
    // follow the engine's order of play.
    let rules = harness
        .state()
        .with_tournament(|t| t.house_rules().rules.betting.clone())
        .unwrap();
    let mut mirror = setup.clone().start(&rules).unwrap();
    while let Some(seat) = mirror.to_act() {
        let (key, action) = if seat == cy {
            (Key::C, Action::Call)
        } else {
            (Key::A, Action::AllIn)
        };
        press(&mut harness, key);
        mirror.act(seat, action).unwrap();
    }
    harness.get_by_label_contains("Every hand is face up");
    // The draw put Bob on the button, Ann in the small blind and Cy in the big blind, who
    // also posts the big-blind ante of 200: dead money in the main pot.
    assert_eq!(
        (setup.button, setup.small_blind, setup.big_blind),
        (bob, Some(ann), cy)
    );
    harness.get_by_label("Main pot 6,200: Bob, Ann, Cy");
    harness.get_by_label("Side pot 1 6,000: Bob, Cy");

    for card in ["3c", "9s", "Jh", "5d", "4c"] {
        click(&mut harness, card);
    }
    harness.get_by_label("Result");
    harness.get_by_label_contains("Bob is out (started the hand with 5,000): finishes 3rd");
    click(&mut harness, "Apply to the tournament");

    let (chips, places, last_button, next_button, hands) = harness
        .state()
        .with_tournament(|t| {
            let chips: Vec<u64> = [ANN, BOB, CY]
                .iter()
                .map(|&p| t.entry(p).unwrap().chips)
                .collect();
            let places: Vec<(PlayerId, u32)> =
                t.standings().iter().map(|s| (s.player, s.place)).collect();
            let table = t.floor().table(TableNo(1)).unwrap();
            (
                chips,
                places,
                table.last_hand().unwrap().button,
                t.floor().next_hand(TableNo(1)).unwrap().button,
                t.hands().len(),
            )
        })
        .unwrap();
    assert_eq!(hands, 1);
    assert_eq!(
        chips,
        [6_200, 0, 20_800],
        "Ann's aces win the main pot (three times 2,000 and the ante); Cy's kings win the \
         side pot of 6,000 from Bob"
    );
    assert_eq!(places, [(BOB, 3)], "Bob is out in 3rd place");
    assert_eq!(
        last_button, setup.button,
        "the hand played is the one logged"
    );
    assert_ne!(next_button, setup.button, "the button moved on");
    harness.get_by_label_contains("The next hand at table 1 is ready");
}

#[test]
fn only_the_legal_actions_are_offered_with_their_amounts() {
    let (mut harness, _folder) = logger(&seated(&["Ann", "Bob", "Cy", "Dee"]));
    // First to act before the flop faces the big blind of 200 (a big-blind ante of 200 is
    // dead money): no check, a call of 200, a raise from 400 (a full raise of the big blind)
    // up to the whole stack.
    harness.get_by_label("Fold (F)");
    harness.get_by_label("Call 200 (C)");
    assert!(harness.query_by_label("Check (C)").is_none());
    harness.get_by_label("min 400 · max 20,000");
    harness.get_by_label("Min 400");
    harness.get_by_label("2.5× 500");
    harness.get_by_label("Pot 900");
    harness.get_by_label("All-in 20,000 (A)");

    click(&mut harness, "2.5× 500");
    // The open to 500 is a raise of 300: the next minimum is 800.
    harness.get_by_label("Call 500 (C)");
    harness.get_by_label("min 800 · max 20,000");
    harness.get_by_label("Min 800");
    assert!(harness.query_by_label("Min 400").is_none());
    assert!(harness.query_by_label("Check (C)").is_none());
}

#[test]
fn the_card_picker_refuses_a_card_already_in_the_hand() {
    let (mut harness, _folder) = logger(&seated(&["Ann", "Bob", "Cy"]));
    let (ann, bob) = (seat_of(&harness, ANN), seat_of(&harness, BOB));
    hole_cards(&mut harness, ann, ["As", "Ks"]);
    harness.get_by_label("Ann holds As Ks");

    click(&mut harness, &format!("Seat {bob} hole cards"));
    assert!(
        harness.get_by_label("As").accesskit_node().is_disabled(),
        "the ace of spades is in Ann's hand"
    );
    click(&mut harness, "As");
    click(&mut harness, "Ah");
    assert!(
        harness.query_by_label_contains("Bob holds").is_none(),
        "a used card is not picked: Bob still needs two cards"
    );
    click(&mut harness, "Kh");
    harness.get_by_label("Bob holds Ah Kh");
}

#[test]
fn undo_takes_back_the_last_step_only() {
    let (mut harness, _folder) = logger(&seated(&["Ann", "Bob", "Cy", "Dee"]));
    let setup = setup(&harness);
    let rules = harness
        .state()
        .with_tournament(|t| t.house_rules().rules.betting.clone())
        .unwrap();
    let hand = setup.start(&rules).unwrap();
    let first = hand.to_act().unwrap();
    let name = hand.player(first).unwrap().name.clone().unwrap();
    harness.get_by_label(&format!("Seat {first} · {name} to act"));

    click(&mut harness, "Call 200 (C)");
    harness.get_by_label(&format!("{name} calls"));
    assert!(
        harness
            .query_by_label(&format!("Seat {first} · {name} to act"))
            .is_none()
    );

    click(&mut harness, "Undo last step");
    assert!(harness.query_by_label(&format!("{name} calls")).is_none());
    harness.get_by_label(&format!("Seat {first} · {name} to act"));
    harness.get_by_label("Call 200 (C)");
}

#[test]
fn the_keys_fold_and_call_for_the_player_to_act() {
    let (mut harness, _folder) = logger(&seated(&["Ann", "Bob", "Cy", "Dee"]));
    let rules = harness
        .state()
        .with_tournament(|t| t.house_rules().rules.betting.clone())
        .unwrap();
    let mut hand = setup(&harness).start(&rules).unwrap();
    let name = |hand: &riffle_core::betting::Hand| {
        let seat = hand.to_act().unwrap();
        hand.player(seat).unwrap().name.clone().unwrap()
    };
    let folder = name(&hand);
    press(&mut harness, Key::F);
    hand.act(hand.to_act().unwrap(), Action::Fold).unwrap();
    harness.get_by_label(&format!("{folder} folds"));
    let caller = name(&hand);
    press(&mut harness, Key::C);
    harness.get_by_label(&format!("{caller} calls"));
}

#[test]
fn a_player_away_on_a_penalty_is_dealt_in_and_folded_when_the_action_reaches_them() {
    let mut commands = seated(&["Ann", "Bob", "Cy", "Dee"]);
    commands.push(Command::Penalize {
        player: BOB,
        fault: Fault::Abuse,
        step: Some(Step::MissedHands(3)),
        reason: Some("abused the dealer".into()),
        hand_in_progress: false,
    });
    let (mut harness, _folder) = logger(&commands);
    let bob = seat_of(&harness, BOB);
    harness.get_by_label_contains(&format!("Away on a penalty: Seat {bob} · Bob"));
    // Everyone calls or checks until the betting closes: Bob's hand is folded when his turn
    // comes, without a click.
    for _ in 0..4 {
        if harness.query_by_label("Call 200 (C)").is_some()
            || harness.query_by_label("Check (C)").is_some()
        {
            press(&mut harness, Key::C);
        }
    }
    harness.get_by_label("Bob is away: hand folded");
}

#[test]
fn the_panel_speaks_french() {
    let (mut harness, _folder) = event_window(&seated(&["Ann", "Bob", "Cy"]));
    click(&mut harness, "Settings");
    click(&mut harness, "Français");
    harness.state_mut().set_tab(Tab::Hands);
    harness.run();
    harness.get_by_label_contains("Choisissez la table");
    click(&mut harness, "Table 1");
    harness.get_by_label("Se coucher (F)");
    harness.get_by_label("Suivre 200 (C)");
    harness.get_by_label("min 400 · max 20\u{202f}000");
}

#[test]
fn the_hands_tabled_for_the_run_out_are_asked_for_before_the_board() {
    let (mut harness, _folder) = logger(&seated(&["Ann", "Bob", "Cy"]));
    let setup = setup(&harness);
    let rules = harness
        .state()
        .with_tournament(|t| t.house_rules().rules.betting.clone())
        .unwrap();
    let mut mirror = setup.clone().start(&rules).unwrap();
    while mirror.to_act().is_some() {
        press(&mut harness, Key::A);
        let seat = mirror.to_act().unwrap();
        mirror.act(seat, Action::AllIn).unwrap();
    }
    let order = mirror.showdown_order();
    let seats = [ANN, BOB, CY].map(|p| seat_of(&harness, p));
    let name = |seat: u8| ["Ann", "Bob", "Cy"][seats.iter().position(|&s| s == seat).unwrap()];
    // The first hand to show (rule 17) is asked for first; the picked cards go to it.
    harness.get_by_label_contains(&format!(
        "Face up before the run-out: Seat {} · {}'s cards",
        order[0],
        name(order[0])
    ));
    for card in ["Ah", "Ad"] {
        click(&mut harness, card);
    }
    // The next cannot be read: the TD says so and the board comes next.
    harness.get_by_label_contains(&format!("Seat {} · {}'s cards", order[1], name(order[1])));
    click(&mut harness, "Not known");
    for card in ["Kh", "Kd"] {
        click(&mut harness, card);
    }
    harness.get_by_label_contains("Deal the flop");
    for card in ["3c", "9s", "Jh", "5d", "4c"] {
        click(&mut harness, card);
    }
    harness.get_by_label_contains("name the winners");
    // The unknown hand is tabled after the board: the cards decide the pot at once.
    hole_cards(&mut harness, order[1], ["7c", "2s"]);
    harness.get_by_label("Result");
}

#[test]
fn a_pot_limit_omaha_hi_lo_hand_is_logged_with_four_cards_each_and_a_quartered_pot() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../structures/pot-limit-omaha.ron"
    ))
    .unwrap()
    .replace("game: PotLimitOmaha,", "game: PotLimitOmahaHiLo,");
    let structure = riffle_core::structure::load(&text, "plo8.ron")
        .unwrap()
        .structure;
    let mut commands = seated(&["Ann", "Bob", "Cy"]);
    for player in [ANN, BOB, CY] {
        commands.push(Command::SetChips {
            player,
            chips: 600,
            confirmed: false,
        });
    }
    let (mut harness, _folder) =
        ui_common::event_window_on(StructureSource::Inline(Box::new(structure)), &commands);
    harness.state_mut().set_tab(Tab::Hands);
    harness.run();
    harness.get_by_label("Table 1").click();
    harness.run();
    harness.get_by_label_contains("Pot-limit Omaha hi-lo");
    let seat = |p| seat_of(&harness, p);
    let (ann, bob, cy) = (seat(ANN), seat(BOB), seat(CY));
    for (seat, cards) in [
        (ann, ["Kd", "Kc", "Qh", "Qs"]),
        (bob, ["Ad", "2c", "9h", "9d"]),
        (cy, ["Ah", "2d", "Ts", "Th"]),
    ] {
        click(&mut harness, &format!("Seat {seat} hole cards"));
        harness.get_by_label_contains(": pick 4");
        for card in cards {
            click(&mut harness, card);
        }
    }
    // The button shoves for 600 (the pot limit allows 700), the blinds call all-in.
    press(&mut harness, Key::A);
    press(&mut harness, Key::C);
    press(&mut harness, Key::C);
    for card in ["Kh", "5s", "4d", "7c", "Jc"] {
        click(&mut harness, card);
    }
    harness.get_by_label("Result");
    harness.get_by_label_contains("High half: Ann 900 (Three kings)");
    // The low half is quartered, its winners clockwise from the button.
    let quartered = ["Bob 450 · Cy 450", "Cy 450 · Bob 450"]
        .iter()
        .filter(|shares| {
            harness
                .query_by_label(&format!("Low half: {shares} (7-5-4-2-A)"))
                .is_some()
        })
        .count();
    assert_eq!(quartered, 1);
    assert!(
        harness.query_by_label_contains("Odd chips").is_none(),
        "1,800 halves and quarters without an odd chip"
    );
}
