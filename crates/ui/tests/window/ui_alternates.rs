//! A full room in the TD's window: a registration beyond the room's seats is told its place on
//! the alternates' list, the next alternate is seated with one click once a player is out, a
//! room size that is not a number is refused at the field, and the players' screen names the
//! alternates in order.

use crate::ui_common;

use egui::{Key, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_text::Lang;
use riffle_tournament::Command;
use riffle_ui::app::App;
use riffle_ui::i18n::Texts;
use riffle_ui::panels::Tab;
use riffle_ui::player_screen::{self, Screen};
use ui_common::{busted, click, event_window, level_7_running, read, seated, t0, type_into};

/// The players panel of a room of three seats, full, with its draw made.
fn full_room(more: &[Command]) -> (Harness<'static, App>, tempfile::TempDir) {
    let mut commands = vec![Command::SetCapacity { seats: Some(3) }];
    commands.extend(seated(&["Ann", "Bob", "Cy"]));
    commands.extend(more.iter().cloned());
    let (mut harness, folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    (harness, folder)
}

fn alternates(harness: &Harness<'static, App>) -> Vec<String> {
    read(harness, |t| {
        t.alternates().iter().map(|a| a.name.clone()).collect()
    })
}

#[test]
fn a_player_registered_in_a_full_room_is_told_the_place_on_the_alternates_list() {
    let (mut harness, _folder) = full_room(&[]);
    type_into(&mut harness, "Name", "Dee");
    harness.key_press(Key::Enter);
    harness.run();
    harness.run();
    assert_eq!(alternates(&harness), ["Dee"]);
    harness.get_by_label_contains("Dee is alternate number 1: every seat is taken");
    harness.get_by_label("1 Dee");
    assert!(
        harness
            .get_by_label("Seat Dee")
            .accesskit_node()
            .is_disabled(),
        "no seat is free until a player goes out"
    );
}

#[test]
fn once_a_player_is_out_one_click_seats_the_first_alternate() {
    let dee = Command::Register {
        name: "Dee".into(),
        notes: None,
        confirmed: false,
        profile: None,
    };
    let eve = Command::Register {
        name: "Eve".into(),
        notes: None,
        confirmed: false,
        profile: None,
    };
    let (mut harness, _folder) = full_room(&[dee, eve, busted(0)]);
    harness.get_by_label("1 seat free");
    click(&mut harness, "Seat Dee");
    assert_eq!(alternates(&harness), ["Eve"]);
    let seated = read(&harness, |t| {
        let dee = t.entries().iter().find(|e| e.name == "Dee").map(|e| e.id);
        dee.and_then(|id| t.floor().seat_of(id))
    });
    assert!(seated.is_some(), "Dee is drawn a seat at once");
    assert!(harness.query_by_label("1 seat free").is_none());
}

#[test]
fn a_room_size_that_is_not_a_number_is_refused_at_the_field_and_sends_nothing() {
    let (mut harness, _folder) = full_room(&[]);
    let before = read(&harness, |t| t.history().len());
    let field = harness.get_by_label("Seats in the room");
    field.focus();
    harness.run();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::A);
    harness.get_by_label("Seats in the room").type_text("lots");
    harness.run();
    click(&mut harness, "Set");
    harness.get_by_label_contains("Type a whole number of seats, 2 or more");
    assert_eq!(read(&harness, |t| t.history().len()), before);
    assert_eq!(read(&harness, |t| t.capacity()), Some(3));
}

fn screen(display: riffle_tournament::DisplayState, lang: Lang) -> Harness<'static> {
    let file = riffle_store::layouts::find(None, riffle_core::layout::DEFAULT_LAYOUT).unwrap();
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1920.0, 1080.0))
        .build_ui(move |ui| {
            let screen = Screen {
                display: Some(&display),
                texts: Texts::of(lang),
                banner: None,
                now: t0(),
                league: None,
            };
            player_screen::show(ui, Some(&file), &screen);
        });
    harness.run();
    harness
}

#[test]
fn the_players_screen_names_the_alternates_in_order_and_the_seats_free() {
    let mut display = level_7_running();
    display.alternates = vec!["Gus".into(), "Hal".into()];
    display.seats_free = Some(1);
    let harness = screen(display.clone(), Lang::En);
    let line = harness.get_by_label("Alternates: 1 Gus · 2 Hal · seats free: 1");
    assert!(
        line.rect().height() >= 30.0,
        "readable from the back: {:?}",
        line.rect()
    );
    let harness = screen(display, Lang::Fr);
    harness.get_by_label("Remplaçants\u{a0}: 1 Gus · 2 Hal · places libres\u{a0}: 1");
    let harness = screen(level_7_running(), Lang::En);
    assert!(harness.query_by_label_contains("Alternates").is_none());
}
