//! The players panel on a real tournament: registering at the desk with Enter, the seat draw and
//! the seat of a late player, the instant search (name or entry number, any case, any accent),
//! an elimination that shows the place and prize before the TD confirms it, several players out
//! on one hand, a re-entry, a refused registration told on the notice strip, and a name already
//! registered warned about while it is typed.

use crate::ui_common;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::clock::ClockState;
use riffle_core::floor::PlayerId;
use riffle_tournament::Command;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{busted, event_window, seated};

/// The TD window on the players panel of an event that ran `commands`.
fn players_panel(commands: &[Command]) -> (Harness<'static, App>, tempfile::TempDir) {
    let (mut harness, folder) = event_window(commands);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    (harness, folder)
}

fn register_at_the_desk(harness: &mut Harness<'static, App>, name: &str) {
    harness.get_by_label("Name").click();
    harness.run();
    harness.get_by_label("Name").type_text(name);
    harness.key_press(Key::Enter);
    harness.run();
}

fn names(harness: &Harness<'static, App>) -> Vec<String> {
    harness
        .state()
        .with_tournament(|t| t.entries().iter().map(|e| e.name.clone()).collect())
        .unwrap_or_default()
}

fn in_play(harness: &Harness<'static, App>, player: u32) -> bool {
    harness
        .state()
        .with_tournament(|t| t.entry(PlayerId(player)).is_some_and(|e| e.in_play()))
        .unwrap_or(false)
}

/// Ten players seated, eight of them knocked out: two are left, and two places are paid (€3,334
/// and €1,666 of the built-in structure's €5,000 guarantee).
fn heads_up() -> Vec<Command> {
    let mut commands = seated(&[
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Zoé",
    ]);
    commands.push(Command::StartClock);
    commands.extend((2..=9).map(busted));
    commands
}

/// The `k`-th starting-stack field of the elimination form.
fn starting_stack_field<'h>(
    harness: &'h Harness<'static, App>,
    k: usize,
) -> egui_kittest::Node<'h> {
    harness
        .get_all_by_label("Chips at the start of the hand")
        .nth(k)
        .unwrap_or_else(|| panic!("a starting stack field for each player"))
}

#[test]
fn three_players_register_with_enter_and_the_seat_draw_seats_them() {
    let (mut harness, _folder) = players_panel(&[]);
    harness.get_by_label("Late registration closes in 3:05:00");
    for name in ["Ann", "Bob", "Cy"] {
        register_at_the_desk(&mut harness, name);
    }
    assert_eq!(names(&harness), ["Ann", "Bob", "Cy"]);
    harness.get_by_label("Cy is registered; the seats are not drawn yet");

    harness.get_by_label("Draw the seats (3 players)").click();
    harness.run();
    let seated = harness
        .state()
        .with_tournament(|t| {
            t.entries()
                .iter()
                .all(|e| t.floor().seat_of(e.id).is_some())
        })
        .unwrap_or(false);
    assert!(seated, "everyone registered is drawn a seat");
    assert!(
        harness
            .query_by_label("Draw the seats (3 players)")
            .is_none()
    );

    // A player who registers after the draw is told their seat at once.
    register_at_the_desk(&mut harness, "Dan");
    let seat = harness
        .state()
        .with_tournament(|t| t.floor().seat_of(PlayerId(3)))
        .flatten()
        .unwrap_or_else(|| panic!("Dan is seated"));
    harness.get_by_label(&format!("Dan: table {}, seat {}", seat.table.0, seat.seat));
    harness.get_by_label_contains("#4 Dan");
}

#[test]
fn the_name_field_is_ready_for_the_next_player_after_enter() {
    let (mut harness, _folder) = players_panel(&[]);
    register_at_the_desk(&mut harness, "Ann");
    // No click between the two: the field kept the focus and is empty again.
    harness.get_by_label("Name").type_text("Bob");
    harness.key_press(Key::Enter);
    harness.run();
    assert_eq!(names(&harness), ["Ann", "Bob"]);
}

#[test]
fn the_search_finds_a_name_whatever_its_case_and_accents() {
    let (mut harness, _folder) = players_panel(&seated(&["Zoé Martin", "Bob", "Élodie Roux"]));
    harness.get_by_label("3 of 3");
    harness.get_by_label("Search").click();
    harness.run();
    harness.get_by_label("Search").type_text("ZOE");
    harness.run();
    harness.get_by_label("1 of 3");
    harness.get_by_label_contains("#1 Zoé Martin");
    assert!(harness.query_by_label_contains("#2 Bob").is_none());

    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.get_by_label("Search").type_text("elodie");
    harness.run();
    harness.get_by_label_contains("#3 Élodie Roux");
    assert!(harness.query_by_label_contains("#1 Zoé Martin").is_none());
}

#[test]
fn the_search_finds_an_entry_by_its_number() {
    let (mut harness, _folder) = players_panel(&seated(&["Ann", "Bob", "Cy"]));
    harness.get_by_label("Search").click();
    harness.run();
    harness.get_by_label("Search").type_text("2");
    harness.run();
    harness.get_by_label("1 of 3");
    harness.get_by_label_contains("#2 Bob");
}

#[test]
fn arrow_keys_in_the_search_select_a_player() {
    let (mut harness, _folder) = players_panel(&seated(&["Ann", "Bob", "Cy"]));
    harness.get_by_label("Search").click();
    harness.run();
    harness.key_press(Key::ArrowDown);
    harness.run();
    harness.key_press(Key::ArrowDown);
    harness.run();
    harness.get_by_label("Entry #2");
}

#[test]
fn eliminating_a_player_shows_the_place_and_prize_before_it_is_confirmed() {
    let (mut harness, _folder) = players_panel(&heads_up());
    harness.get_by_label_contains("#2 Bob").click();
    harness.run();
    harness.get_by_label("Eliminate…").click();
    harness.run();
    harness.get_by_label("Bob finishes 2nd, wins €1,666");
    assert!(
        in_play(&harness, 1),
        "nothing happens before the TD confirms"
    );

    harness.get_by_label("Confirm the elimination").click();
    harness.run();
    assert!(!in_play(&harness, 1));
    harness.get_by_label_contains("#2 Bob, Out, 2nd · €1,666");
    harness.get_by_label_contains("#1 Ann, 20,000");
    harness.get_by_label_contains("Winner");
}

#[test]
fn cancelling_an_elimination_changes_nothing() {
    let (mut harness, _folder) = players_panel(&heads_up());
    harness.get_by_label_contains("#2 Bob").click();
    harness.run();
    harness.get_by_label("Eliminate…").click();
    harness.run();
    harness.get_by_label("Cancel").click();
    harness.run();
    assert!(in_play(&harness, 1));
    harness.get_by_label("Eliminate…");
}

#[test]
fn a_player_out_of_the_money_is_told_there_is_no_prize() {
    let (mut harness, _folder) = players_panel(&seated(&["Ann", "Bob", "Cy", "Dee", "Eve"]));
    harness.get_by_label_contains("#5 Eve").click();
    harness.run();
    harness.get_by_label("Eliminate…").click();
    harness.run();
    harness.get_by_label("Eve finishes 5th, no prize");
}

#[test]
fn two_players_out_on_one_hand_are_placed_by_their_starting_stacks() {
    let (mut harness, _folder) = players_panel(&seated(&["Ann", "Bob", "Cy", "Dee", "Eve"]));
    harness.get_by_label_contains("#4 Dee").click();
    harness.run();
    harness.get_by_label("Eliminate…").click();
    harness.run();
    harness.get_by_label_contains("#5 Eve").click();
    harness.run();
    harness
        .get_by_label("Add Eve (busted on the same hand)")
        .click();
    harness.run();
    harness.get_by_label_contains("type each one's chips");
    assert!(
        harness
            .query_by_label("Confirm the elimination")
            .is_some_and(|b| b.accesskit_node().is_disabled())
    );

    for (k, stack) in ["8,000", "3000"].into_iter().enumerate() {
        starting_stack_field(&harness, k).click();
        harness.run();
        starting_stack_field(&harness, k).type_text(stack);
        harness.run();
    }
    harness.get_by_label("Dee finishes 4th, no prize");
    harness.get_by_label("Eve finishes 5th, no prize");

    // RP-8A: on the hand in progress when hand-for-hand was announced, both share.
    harness
        .get_by_label("The hand was in progress when hand-for-hand was announced (RP-8A)")
        .click();
    harness.run();
    harness.get_by_label("Dee finishes 4th (shared), no prize");
    harness.get_by_label("Eve finishes 4th (shared), no prize");

    harness.get_by_label("Confirm the elimination").click();
    harness.run();
    assert!(!in_play(&harness, 3) && !in_play(&harness, 4));
    harness.get_by_label_contains("#4 Dee, Out, 4th (shared)");
}

#[test]
fn a_busted_player_re_enters_as_a_new_entry_with_a_seat() {
    let mut commands = seated(&["Ann", "Bob", "Cy"]);
    commands.push(busted(0));
    let (mut harness, _folder) = players_panel(&commands);
    harness.get_by_label_contains("#1 Ann").click();
    harness.run();
    assert!(harness.query_by_label("Eliminate…").is_none());
    harness.get_by_label("Re-enter").click();
    harness.run();
    harness.get_by_label("Re-entry for Ann: €100");
    harness.get_by_label("Confirm the re-entry").click();
    harness.run();
    assert_eq!(names(&harness), ["Ann", "Bob", "Cy", "Ann"]);
    assert!(in_play(&harness, 3));
    harness.get_by_label_contains("#4 Ann, 20,000, Table");
}

#[test]
fn rebuys_and_add_ons_are_disabled_with_the_reason_when_the_event_has_none() {
    let (mut harness, _folder) = players_panel(&seated(&["Ann", "Bob"]));
    harness.get_by_label_contains("#1 Ann").click();
    harness.run();
    assert!(harness.get_by_label("Rebuy").accesskit_node().is_disabled());
    harness.get_by_label("This event has no rebuys.");
    assert!(
        harness
            .get_by_label("Add-on")
            .accesskit_node()
            .is_disabled()
    );
    harness.get_by_label("This event has no add-on.");
}

#[test]
fn a_chip_count_sets_the_players_chips() {
    let (mut harness, _folder) = players_panel(&seated(&["Ann", "Bob"]));
    harness.get_by_label_contains("#2 Bob").click();
    harness.run();
    harness.get_by_label("Chip count").click();
    harness.run();
    harness.get_by_label("Chip count").type_text("31,500");
    harness.get_by_label("Set chips").click();
    harness.run();
    let chips = harness
        .state()
        .with_tournament(|t| t.entry(PlayerId(1)).map(|e| e.chips))
        .flatten();
    assert_eq!(chips, Some(31_500));
    harness.get_by_label_contains("#2 Bob, 31,500");
}

#[test]
fn a_refused_registration_shows_its_sentence_and_keeps_the_name() {
    let mut commands = seated(&["Ann", "Bob"]);
    commands.extend([Command::StartClock, Command::JumpToLevel { level: 9 }]);
    let (mut harness, _folder) = players_panel(&commands);
    let open = harness
        .state()
        .with_tournament(|t| t.clock().state() == ClockState::Running);
    assert_eq!(open, Some(true));
    harness.get_by_label("Registration closed");
    register_at_the_desk(&mut harness, "Late Larry");
    harness.get_by_label(
        "Refused: registration closed when level 9 started; late registration ran until level 8",
    );
    assert_eq!(names(&harness), ["Ann", "Bob"]);
    assert_eq!(
        harness.get_by_label("Name").value().as_deref(),
        Some("Late Larry")
    );
}

#[test]
fn a_name_already_registered_is_warned_about_before_it_is_saved() {
    let (mut harness, _folder) = players_panel(&seated(&["Zoé Martin", "Bob"]));
    harness.get_by_label("Name").click();
    harness.run();
    // Another case and no accent: the same name for a TD's eye.
    harness.get_by_label("Name").type_text("zoe martin");
    harness.run();
    harness.get_by_label(
        "Zoé Martin is already registered: for a re-entry, use Re-enter on that player; for \
         another player, make the names differ (an initial, a nickname).",
    );
    assert_eq!(names(&harness), ["Zoé Martin", "Bob"], "nothing saved yet");
    harness.get_by_label("Name").type_text(" B.");
    harness.run();
    assert!(
        harness
            .query_by_label_contains("is already registered")
            .is_none()
    );
}

/// 108 players drawn to twelve full tables of nine.
fn twelve_full_tables() -> Vec<Command> {
    let names: Vec<String> = (1..=108).map(|i| format!("Player {i:03}")).collect();
    seated(&names.iter().map(String::as_str).collect::<Vec<_>>())
}

/// The list's rows from top to bottom, as a screen reader reads them.
fn rows(harness: &Harness<'static, App>) -> Vec<String> {
    let mut rows: Vec<_> = harness
        .get_all_by_role(egui::accesskit::Role::ListBoxOption)
        .map(|node| {
            (
                node.rect().min.y,
                node.accesskit_node().label().unwrap_or_default(),
            )
        })
        .collect();
    rows.sort_by(|a, b| a.0.total_cmp(&b.0));
    rows.into_iter().map(|(_, label)| label).collect()
}

fn search(harness: &mut Harness<'static, App>, text: &str) {
    harness.get_by_label("Search").click();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.get_by_label("Search").type_text(text);
    harness.run();
}

#[test]
fn the_search_finds_whoever_sits_at_table_12_seat_4() {
    let (mut harness, _folder) = players_panel(&twelve_full_tables());
    let player = harness
        .state()
        .with_tournament(|t| {
            let table = t.floor().table(riffle_core::floor::TableNo(12)).unwrap();
            let (_, player) = table.players().find(|(seat, _)| *seat == 4).unwrap();
            t.entry(player).unwrap().name.clone()
        })
        .unwrap();
    search(&mut harness, "12-4");
    harness.get_by_label("1 of 108");
    let found = rows(&harness);
    assert_eq!(found.len(), 1);
    assert!(found[0].contains(&player), "{found:?}");
    assert!(found[0].contains("Table 12, seat 4"), "{found:?}");
}

#[test]
fn a_bare_number_finds_that_entry_first_then_the_players_at_that_table() {
    let (mut harness, _folder) = players_panel(&twelve_full_tables());
    search(&mut harness, "12");
    // Entry #12, then the nine players of table 12 (entry #12 may sit there too).
    let found = rows(&harness);
    assert!(found[0].starts_with("#12 Player 012"), "{found:?}");
    let at_table_12 = found.iter().filter(|r| r.contains("Table 12,")).count();
    assert_eq!(at_table_12, 9, "{found:?}");
}

#[test]
fn entries_are_numbered_from_1_on_screen() {
    let (harness, _folder) = players_panel(&seated(&["Ann", "Bob"]));
    let found = rows(&harness);
    assert!(found[0].starts_with("#1 Ann"), "{found:?}");
    assert!(found[1].starts_with("#2 Bob"), "{found:?}");
}

#[test]
fn clicking_the_chips_header_puts_the_biggest_stack_first_and_again_the_smallest() {
    let mut commands = seated(&["Ann", "Bob", "Cy"]);
    commands.push(Command::SetChips {
        player: PlayerId(1),
        chips: 45_000,
        confirmed: false,
    });
    commands.push(Command::SetChips {
        player: PlayerId(2),
        chips: 5_000,
        confirmed: false,
    });
    let (mut harness, _folder) = players_panel(&commands);
    let chips = || egui::accesskit::Role::Button;
    harness
        .get_by_role_and_label(chips(), "Sort by Chips")
        .click();
    harness.run();
    let found = rows(&harness);
    assert!(found[0].starts_with("#2 Bob"), "{found:?}");
    assert!(found[2].starts_with("#3 Cy"), "{found:?}");
    harness
        .get_by_role_and_label(chips(), "Sort by Chips")
        .click();
    harness.run();
    assert!(rows(&harness)[0].starts_with("#3 Cy"));
}

#[test]
fn clicking_the_name_header_sorts_by_name_whatever_the_accents() {
    let (mut harness, _folder) = players_panel(&seated(&["Zoé", "Élodie", "Bob"]));
    harness
        .get_by_role_and_label(egui::accesskit::Role::Button, "Sort by Name")
        .click();
    harness.run();
    let found: Vec<String> = rows(&harness);
    assert!(found[0].contains("Bob") && found[1].contains("Élodie") && found[2].contains("Zoé"));
}
