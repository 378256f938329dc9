//! The TD's window at 2 a.m.: the top bar is one row of fixed height and notices have a slot
//! of their own, so nothing moves under the pointer when a long notice or a long undo label
//! appears; the bar fits at 1280×720 in both languages, at 100 % and 200 %; Space works the
//! clock only when the TD's last click landed on a control, says what it did with an undo at
//! hand, and never acts while a text field has the keys (Ctrl+Z there edits the text).

use crate::ui_common;

use egui::accesskit::Role;
use egui::{Event, Key, Modifiers, PointerButton, Pos2, Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::clock::ClockState;
use riffle_text::Lang;
use riffle_tournament::Command;
use riffle_ui::app::{App, Config};
use std::sync::Arc;
use ui_common::{Looks, event_window, event_window_at, read, seated, t0, type_into};

fn button_rect(harness: &Harness<'static, App>, label: &str) -> Rect {
    harness.get_by_role_and_label(Role::Button, label).rect()
}

fn clock_state(harness: &Harness<'static, App>) -> ClockState {
    read(harness, |t| t.display(t0()).clock.state)
}

/// A click of the left button at `pos`, pressed and released there.
fn click_at(harness: &mut Harness<'static, App>, pos: Pos2) {
    for pressed in [true, false] {
        harness.event(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    harness.run();
}

#[test]
fn a_long_refusal_takes_the_notice_slot_and_moves_nothing() {
    let (backend, log) = ui_common::recording(ui_common::level_7_running());
    let config = Config {
        now: Arc::new(t0),
        ..Config::default()
    };
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 720.0))
        .build_ui_state(
            |ui, app: &mut App| app.show(ui),
            App::new(Some(backend), config),
        );
    harness.run();
    let before = button_rect(&harness, "Pause the clock (Space)");
    let long = "the floor cannot do that now because ".repeat(12);
    log.lock().refuse_with = Some(long.clone());
    harness.key_press(Key::Space);
    harness.run();
    assert!(harness.state().refusal().is_some_and(|r| r.contains(&long)));
    // The whole sentence is there for the tooltip and the screen reader, cut on screen.
    harness.get_by_label(&format!("Refused: {long}"));
    assert_eq!(button_rect(&harness, "Pause the clock (Space)"), before);
    harness.key_press(Key::Escape);
    harness.run();
    assert_eq!(harness.state().refusal(), None);
    assert_eq!(button_rect(&harness, "Pause the clock (Space)"), before);
}

#[test]
fn a_long_undo_label_moves_neither_the_top_bar_nor_the_panel() {
    let short = seated(&["Ann", "Bob", "Cy"]);
    let mut long = short.clone();
    long.push(Command::Register {
        // As long as a name may be (64 characters): the Undo label names it in full.
        name: "Marie-Christine de La Tour d'Auvergne-Lauraguais, la Comtesse B.".into(),
        notes: None,
        confirmed: false,
        profile: None,
    });
    let rects = |commands: &[Command]| {
        let (harness, _folder) = event_window_at(
            commands,
            &Looks {
                size: Vec2::new(1280.0, 720.0),
                app_style: true,
                ..Looks::default()
            },
        );
        [
            button_rect(&harness, "Undo"),
            button_rect(&harness, "Players' screen"),
            button_rect(&harness, "Start the clock (Space)"),
        ]
    };
    assert_eq!(rects(&short), rects(&long));
}

#[test]
fn the_top_bar_fits_one_row_at_1280_by_720_in_both_languages_at_100_and_200_percent() {
    // The demo adds its mark to the bar, and File heads it in every case.
    for (lang, name) in [Lang::En, Lang::Fr].into_iter().flat_map(|lang| {
        [
            (lang, "Saturday Deepstack"),
            (lang, riffle_tournament::demo::NAME),
        ]
    }) {
        for pixels_per_point in [1.0, 2.0] {
            let (harness, _folder) = event_window_at(
                &seated(&["Ann", "Bob", "Cy"]),
                &Looks {
                    size: Vec2::new(1280.0, 720.0),
                    pixels_per_point,
                    lang,
                    app_style: true,
                    name,
                    ..Looks::default()
                },
            );
            let t = riffle_ui::i18n::Texts::of(lang);
            let tabs = [
                "file_menu",
                "tab_clock",
                "tab_players",
                "tab_tables",
                "tab_hands",
                "tab_rulings",
                "tab_payouts",
                "tab_structure",
                "tab_settings",
            ];
            let tab_rects: Vec<Rect> = tabs
                .iter()
                .map(|key| harness.get_by_label(t.text(key)).rect())
                .collect();
            let buttons: Vec<Rect> = ["undo", "redo", "player_screen"]
                .iter()
                .map(|key| button_rect(&harness, t.text(key)))
                .collect();
            let level = harness
                .get_by_label(&format!("{} 20:00", riffle_text::fill!(t, "level", n = 1)))
                .rect();
            let bar = riffle_ui::theme::space::TOP_BAR;
            let row = buttons[0].center().y;
            let case = format!("{lang:?} {name} at {pixels_per_point}×");
            for rect in tab_rects.iter().chain(&buttons).chain([&level]) {
                assert!(
                    rect.min.x >= 0.0 && rect.max.x <= 1280.0,
                    "{case}: {rect:?}"
                );
                assert!(
                    (rect.center().y - row).abs() < 1.0,
                    "{case}: off the row {rect:?}"
                );
                assert!(rect.height() <= bar, "{case}: taller than the bar {rect:?}");
            }
            let last_tab = tab_rects.iter().map(|r| r.max.x).fold(0.0, f32::max);
            assert!(
                last_tab < level.min.x,
                "{case}: the tabs run under the clock ({last_tab} against {})",
                level.min.x
            );
        }
    }
}

#[test]
fn space_after_a_click_beside_a_field_does_nothing_until_esc() {
    let (mut harness, _folder) = event_window(&seated(&["Ann", "Bob", "Cy"]));
    // Beside the minutes field, on the panel's bare background: a click that missed.
    let field = harness.get_by_label("Minutes").rect();
    click_at(
        &mut harness,
        Pos2::new(field.center().x, field.max.y + 12.0),
    );
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(clock_state(&harness), ClockState::NotStarted);
    assert!(
        harness
            .state()
            .refusal()
            .is_some_and(|r| r.starts_with("Space did nothing"))
    );
    harness.key_press(Key::Escape);
    harness.run();
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(clock_state(&harness), ClockState::Running);
}

#[test]
fn space_after_a_click_on_a_button_works_the_clock() {
    let (mut harness, _folder) = event_window(&seated(&["Ann", "Bob", "Cy"]));
    harness.get_by_label("Add 1 min").click();
    harness.run();
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(clock_state(&harness), ClockState::Running);
}

#[test]
fn space_does_nothing_while_another_program_has_the_focus() {
    let (mut harness, _folder) = event_window(&seated(&["Ann", "Bob", "Cy"]));
    harness.input_mut().focused = false;
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(clock_state(&harness), ClockState::NotStarted);
    harness.input_mut().focused = true;
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(clock_state(&harness), ClockState::Running);
}

#[test]
fn pausing_by_space_says_so_with_an_undo_that_takes_it_back() {
    let mut start = seated(&["Ann", "Bob", "Cy"]);
    start.push(Command::StartClock);
    let (mut harness, _folder) = event_window(&start);
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(clock_state(&harness), ClockState::Paused);
    harness.get_by_label("The clock was paused with the Space key.");
    harness.get_by_label("Undo (Ctrl+Z)").click();
    harness.run();
    assert_eq!(clock_state(&harness), ClockState::Running);
    assert!(
        harness
            .query_by_label("The clock was paused with the Space key.")
            .is_none()
    );
}

#[test]
fn the_toast_goes_when_another_command_follows_so_its_undo_never_takes_back_that_one() {
    let (mut harness, _folder) = event_window(&seated(&["Ann", "Bob", "Cy"]));
    harness.key_press(Key::Space);
    harness.run();
    harness.get_by_label("The clock was started with the Space key.");
    harness.get_by_label("Add 1 min").click();
    harness.run();
    assert!(harness.query_by_label("Undo (Ctrl+Z)").is_none());
}

#[test]
fn ctrl_z_in_a_text_field_edits_the_text_and_leaves_the_tournament_alone() {
    let (mut harness, _folder) = event_window(&seated(&["Ann", "Bob", "Cy"]));
    let commands = read(&harness, |t| t.history().len());
    type_into(
        &mut harness,
        "Announcement on the players' screen",
        "Dinner",
    );
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    let field = harness.get_by_label("Announcement on the players' screen");
    assert_eq!(field.value().as_deref(), Some(""));
    assert_eq!(read(&harness, |t| t.history().len()), commands);
    assert!(read(&harness, |t| t.seats_drawn()));
}

/// At 200% a 1280x720 screen is 640 by 360 points: the tabs that do not fit the row fold under
/// one menu button, so every tab stays one click away in both languages, none under the clock.
#[test]
fn at_200_percent_on_1280_by_720_every_tab_is_in_the_row_or_under_its_menu() {
    for lang in [Lang::En, Lang::Fr] {
        let (mut harness, _folder) = event_window_at(
            &seated(&["Ann", "Bob", "Cy"]),
            &Looks {
                size: Vec2::new(640.0, 360.0),
                pixels_per_point: 2.0,
                lang,
                app_style: true,
                ..Looks::default()
            },
        );
        let t = riffle_ui::i18n::Texts::of(lang);
        let tabs = [
            "tab_clock",
            "tab_players",
            "tab_tables",
            "tab_hands",
            "tab_rulings",
            "tab_payouts",
            "tab_structure",
            "tab_settings",
        ];
        let in_row: Vec<&str> = tabs
            .iter()
            .copied()
            .filter(|key| harness.query_by_label(t.text(key)).is_some())
            .collect();
        assert!(
            in_row.len() < tabs.len(),
            "{lang:?}: 640 points hold every tab?"
        );
        let level = harness
            .get_by_label(&format!("{} 20:00", riffle_text::fill!(t, "level", n = 1)))
            .rect();
        for key in in_row.iter().chain(&["more_tabs"]) {
            let rect = harness.get_by_label(t.text(key)).rect();
            assert!(
                rect.max.x <= level.min.x,
                "{lang:?}: {key} runs under the clock {rect:?} {level:?}"
            );
        }

        let last = tabs.last().unwrap();
        harness.get_by_label(t.text("more_tabs")).click();
        harness.run();
        harness.get_by_label(t.text(last)).click();
        harness.run();
        assert_eq!(
            harness.state().tab(),
            riffle_ui::panels::Tab::Settings,
            "{lang:?}"
        );
    }
}
