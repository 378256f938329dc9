//! A panel learns what its own command made from the shell's answer, never by guessing from the
//! history on a later pass: a phone's command committed between the TD's command and the
//! window's next look at the tournament must not make the Players panel announce the phone's
//! player as the TD's, nor count the TD's refused registration as taken.

use crate::ui_common;

use chrono::{DateTime, Utc};
use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_store::session::Session;
use riffle_store::writer::Writer;
use riffle_tournament::{Command, DisplayState, Setup, StructureSource, Tournament};
use riffle_ui::app::{App, Config};
use riffle_ui::backend::{Backend, Outcome, Refusal, WriterBackend};
use riffle_ui::panels::Tab;
use std::path::Path;
use std::sync::Arc;
use ui_common::{register, seated, t0};

/// The window's real backend, with a phone at the door whose registration the venue server
/// commits through the same writer just after the TD's next command, before the window looks
/// at the tournament again.
struct PhoneAtTheDoor {
    window: WriterBackend,
    phone: Option<Command>,
}

impl Backend for PhoneAtTheDoor {
    fn tournament(&self) -> Option<&Tournament> {
        self.window.tournament()
    }

    fn display(&self, now: DateTime<Utc>) -> Option<DisplayState> {
        self.window.display(now)
    }

    fn execute(&mut self, command: &Command, now: DateTime<Utc>) -> Result<Outcome, Refusal> {
        let answer = self.window.execute(command, now);
        if let (Some(phone), Some(writer)) = (self.phone.take(), self.window.writer()) {
            writer
                .execute(&phone, now)
                .unwrap_or_else(|refusal| panic!("the phone's command is taken: {refusal:?}"));
        }
        answer
    }

    fn location(&self) -> Option<&Path> {
        self.window.location()
    }

    fn writer(&self) -> Option<&Writer> {
        self.window.writer()
    }

    fn refresh(&mut self, ctx: &egui::Context) {
        self.window.refresh(ctx);
    }
}

/// The Players tab of an event where Ann, Bob and Cy are seated, the phone registering Eve
/// just after the TD's next command. Keep the folder alive as long as the window.
fn desk_with_a_phone() -> (Harness<'static, App>, tempfile::TempDir) {
    let folder = tempfile::tempdir().unwrap();
    let setup = Setup {
        name: "Saturday Deepstack".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let mut session = Session::create(&folder.path().join("event"), &setup, t0()).unwrap();
    session.reseed(7);
    for command in seated(&["Ann", "Bob", "Cy"]) {
        session.execute(&command, t0()).unwrap();
    }
    let backend = PhoneAtTheDoor {
        window: WriterBackend::new(session),
        phone: Some(register("Eve")),
    };
    let config = Config {
        now: Arc::new(t0),
        ..Config::default()
    };
    let app = App::new(Some(Box::new(backend)), config);
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
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

#[test]
fn the_tds_registration_announces_the_tds_player_though_a_phones_landed_just_after() {
    let (mut harness, _folder) = desk_with_a_phone();
    register_at_the_desk(&mut harness, "Dan");
    assert_eq!(names(&harness), ["Ann", "Bob", "Cy", "Dan", "Eve"]);

    let dan = harness
        .state()
        .with_tournament(|t| t.floor().seat_of(riffle_core::floor::PlayerId(3)))
        .flatten()
        .unwrap_or_else(|| panic!("Dan is seated"));
    // The line under the field names the TD's player at the TD's player's seat.
    harness.get_by_label(&format!("Dan: table {}, seat {}", dan.table.0, dan.seat));
    assert!(
        harness.query_by_label_contains("Eve: table").is_none(),
        "the phone's player is not announced as the TD's"
    );
}

#[test]
fn a_refused_registration_stays_refused_though_a_phones_landed_just_after() {
    let (mut harness, _folder) = desk_with_a_phone();
    // Ann is registered already: the desk's second Ann is refused and asked about.
    register_at_the_desk(&mut harness, "Ann");
    assert_eq!(names(&harness), ["Ann", "Bob", "Cy", "Eve"]);
    // The name came back in the field, asked about: Enter again confirms the second Ann.
    harness.key_press(Key::Enter);
    harness.run();
    assert_eq!(names(&harness), ["Ann", "Bob", "Cy", "Eve", "Ann"]);
}
