//! Settings > Venue network: the TD starts the venue server from the window, on the window's own
//! tournament writer. A real HTTP client on 127.0.0.1 (an ephemeral port) reads the state the
//! window shows, a phone's command lands in the window, the TD's clicks and the phone's commands
//! go into one journal in the order they were made, and stopping frees the port. A port taken
//! or not a port is refused with a sentence in the TD's language and nothing starts. A dealer's
//! call and bust show in the TD's Tables panel, the bust with its place, and the TD answers
//! and confirms them there.

use crate::ui_common;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::clock::ClockState;
use riffle_server::VenueRefusal;
use riffle_store::session::View;
use riffle_text::{Lang, Say};
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use std::time::Duration;
use ui_common::{Looks, click, event_window_at, read, seated};

const DIRECTOR: &str = "424242";

fn settings(lang: Lang) -> (Harness<'static, App>, tempfile::TempDir) {
    let looks = Looks {
        lang,
        ..Looks::default()
    };
    let (mut harness, folder) = event_window_at(&seated(&["Ana Ruiz", "Ben Okafor"]), &looks);
    harness.state_mut().set_tab(Tab::Settings);
    harness.run();
    (harness, folder)
}

/// Types `text` into the field `label` names, in place of what it held (a PIN is 12 digits at
/// most, a port 5).
fn replace(harness: &mut Harness<'_, App>, label: &str, text: &str) {
    harness.get_by_label(label).scroll_to_me();
    harness.run();
    harness.get_by_label(label).focus();
    harness.run();
    for _ in 0..12 {
        harness.key_press(Key::Backspace);
    }
    harness.get_by_label(label).type_text(text);
    harness.run();
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(10)))
        .build()
        .into()
}

fn body(answer: &mut ureq::http::Response<ureq::Body>) -> serde_json::Value {
    serde_json::from_str(&answer.body_mut().read_to_string().unwrap()).unwrap()
}

#[test]
fn the_td_serves_the_window_s_tournament_and_a_phone_s_command_lands_in_the_window() {
    let (mut harness, folder) = settings(Lang::En);
    replace(&mut harness, "Port", "0");
    replace(&mut harness, "Director PIN", DIRECTOR);
    click(&mut harness, "Start the venue server");
    assert_eq!(harness.state().refusal(), None);
    let (addr, url) = {
        let running = harness.state().venue().expect("the server runs");
        (running.addr(), running.url())
    };
    assert!(addr.ip().is_loopback(), "this computer only by default");
    assert_ne!(addr.port(), 0, "the port the system picked");
    assert_eq!(url, format!("http://{addr}/"));
    harness.get_by_label(&url);
    harness.get_by_label(DIRECTOR);

    // A phone reads what the window shows.
    let agent = agent();
    let mut state = agent.get(format!("{url}api/state")).call().unwrap();
    assert_eq!(state.status().as_u16(), 200);
    let state = body(&mut state);
    let in_journal = || {
        View::open(&folder.path().join("event"))
            .unwrap()
            .read_commands()
            .unwrap()
    };
    assert_eq!(state["seq"], in_journal().len() as u64);
    assert_eq!(state["seats"].as_array().map(Vec::len), Some(2));

    // The director's phone sends a command: it lands in the window.
    let mut login = agent
        .post(format!("{url}api/login"))
        .send(format!(r#"{{"pin":"{DIRECTOR}"}}"#))
        .unwrap();
    assert_eq!(login.status().as_u16(), 200);
    let token = body(&mut login)["token"].as_str().unwrap().to_string();
    let mut sent = agent
        .post(format!("{url}api/commands"))
        .header("Authorization", format!("Bearer {token}"))
        .send(r#"{"Announce":{"text":"Table 2 breaks after this hand"}}"#)
        .unwrap();
    assert_eq!(sent.status().as_u16(), 200);
    let seq = body(&mut sent)["seq"].as_u64().unwrap();
    harness.run();
    assert_eq!(
        read(&harness, |t| t.display(ui_common::t0()).announcement),
        Some("Table 2 breaks after this hand".to_string())
    );
    // The devices heard from: the director's phone, on this computer.
    harness.get_by_label("Director");
    harness.get_by_label("127.0.0.1");

    // The TD's own click goes through the same writer, after the phone's command.
    harness.key_press(Key::Space);
    harness.run();
    assert_eq!(harness.state().refusal(), None);
    assert_eq!(
        read(&harness, |t| t.display(ui_common::t0()).clock.state),
        ClockState::Running
    );
    let numbers: Vec<u64> = in_journal().iter().map(|c| c.number).collect();
    assert_eq!(
        numbers[numbers.len() - 2..],
        [seq, seq + 1],
        "one journal: the phone's command, then the TD's click"
    );

    click(&mut harness, "Stop the venue server");
    assert!(harness.state().venue().is_none());
    assert!(
        std::net::TcpListener::bind(addr).is_ok(),
        "stopping frees the port"
    );
    harness.get_by_label("Start the venue server");
}

#[test]
fn a_port_taken_is_refused_with_a_sentence_and_nothing_starts() {
    let (mut harness, _folder) = settings(Lang::En);
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    replace(&mut harness, "Port", &port.to_string());
    click(&mut harness, "Start the venue server");
    let refusal = VenueRefusal::PortTaken {
        addr: format!("127.0.0.1:{port}"),
    };
    assert_eq!(harness.state().refusal(), Some(refusal.say(Lang::En)));
    assert!(harness.state().venue().is_none());
    harness.get_by_label("Start the venue server");
}

#[test]
fn a_port_that_is_not_one_or_a_short_pin_is_refused_in_french_and_nothing_starts() {
    let (mut harness, _folder) = settings(Lang::Fr);
    replace(&mut harness, "Port", "80a");
    click(&mut harness, "Démarrer le serveur de la salle");
    let refusal = VenueRefusal::BadPort {
        typed: "80a".into(),
    };
    let said = harness.state().refusal().unwrap();
    assert_eq!(said, refusal.say(Lang::Fr));
    assert_ne!(said, refusal.say(Lang::En));
    assert!(harness.state().venue().is_none());

    replace(&mut harness, "Port", "0");
    replace(&mut harness, "Code croupier", "12");
    click(&mut harness, "Démarrer le serveur de la salle");
    let refusal = VenueRefusal::BadPin {
        role: riffle_server::Role::Dealer,
    };
    assert_eq!(harness.state().refusal(), Some(refusal.say(Lang::Fr)));
    assert!(harness.state().venue().is_none());
}

/// Starts the server from Settings on an ephemeral port with known PINs; its address.
fn serve(harness: &mut Harness<'_, App>) -> String {
    replace(harness, "Port", "0");
    replace(harness, "Dealer PIN", "1111");
    replace(harness, "Director PIN", DIRECTOR);
    click(harness, "Start the venue server");
    harness.state().venue().expect("the server runs").url()
}

/// A dealer's phone signed in for `table` and approved by the TD (as the floor's page does);
/// its token.
fn dealer_at(agent: &ureq::Agent, url: &str, table: u32) -> String {
    let mut login = agent
        .post(format!("{url}api/login"))
        .send(format!(r#"{{"pin":"1111","table":{table}}}"#))
        .unwrap();
    let signed = body(&mut login);
    let mut director = agent
        .post(format!("{url}api/login"))
        .send(format!(r#"{{"pin":"{DIRECTOR}"}}"#))
        .unwrap();
    let director = body(&mut director)["token"].as_str().unwrap().to_string();
    let approved = agent
        .post(format!("{url}api/devices/answer"))
        .header("Authorization", format!("Bearer {director}"))
        .send(format!(
            r#"{{"device":{},"approve":true}}"#,
            signed["device"]
        ))
        .unwrap();
    assert_eq!(approved.status().as_u16(), 200);
    signed["token"].as_str().unwrap().to_string()
}

#[test]
fn a_dealer_s_call_and_bust_show_in_the_td_s_tables_panel_and_the_td_answers_them() {
    let (mut harness, _folder) = settings(Lang::En);
    let url = serve(&mut harness);
    let agent = agent();
    let (ana, seat) = read(&harness, |t| {
        let ana = t
            .entries()
            .iter()
            .find(|e| e.name == "Ana Ruiz")
            .unwrap()
            .id;
        (ana, t.floor().seat_of(ana).unwrap())
    });
    let dealer = dealer_at(&agent, &url, seat.table.0);
    for command in [
        format!(
            r#"{{"CallFloor":{{"table":{},"reason":"a card flashed"}}}}"#,
            seat.table.0
        ),
        format!(
            r#"{{"ReportBust":{{"table":{},"seat":{}}}}}"#,
            seat.table.0, seat.seat
        ),
    ] {
        let answer = agent
            .post(format!("{url}api/commands"))
            .header("Authorization", format!("Bearer {dealer}"))
            .send(&command)
            .unwrap();
        assert_eq!(answer.status().as_u16(), 200, "{command}");
    }
    harness.state_mut().set_tab(Tab::Tables);
    harness.run();
    harness.get_by_label("Reports from the tables (2)");
    harness.get_by_label(&format!(
        "Table {} calls the floor: a card flashed",
        seat.table.0
    ));
    let bust = format!(
        "Table {}, seat {}: Ana Ruiz is out, 2nd place",
        seat.table.0, seat.seat
    );
    assert!(harness.query_by_label_contains(&bust).is_some(), "{bust}");
    assert!(read(&harness, |t| t.entry(ana).unwrap().in_play()));

    click(&mut harness, "Confirm the bust");
    assert_eq!(harness.state().refusal(), None);
    assert!(!read(&harness, |t| t.entry(ana).unwrap().in_play()));
    click(&mut harness, "Answered");
    assert!(read(&harness, |t| t.reports().is_empty()));
    assert!(
        harness
            .query_by_label_contains("Reports from the tables")
            .is_none()
    );
}

/// The window reopened on the same folder after the app went away without the TD stopping the
/// server (a crash, a reboot): the server starts again by itself, on the same address and port,
/// with the same PINs ("as before" in Settings), and a phone signed in before carries on.
#[test]
fn the_app_reopened_on_a_tournament_it_was_serving_serves_it_again_and_phones_carry_on() {
    let (mut harness, folder) = settings(Lang::En);
    let url = serve(&mut harness);
    let agent = agent();
    let seat = read(&harness, |t| {
        let ana = t
            .entries()
            .iter()
            .find(|e| e.name == "Ana Ruiz")
            .unwrap()
            .id;
        t.floor().seat_of(ana).unwrap()
    });
    let dealer = dealer_at(&agent, &url, seat.table.0);
    let addr = harness.state().venue().unwrap().addr();
    drop(harness);
    assert!(
        agent.get(format!("{url}api/state")).call().is_err(),
        "the server went with the app"
    );

    let session = riffle_store::session::Session::open(&folder.path().join("event")).unwrap();
    let backend = riffle_ui::backend::WriterBackend::new(session);
    let app = App::new(Some(Box::new(backend)), riffle_ui::app::Config::default());
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    harness.state_mut().set_tab(Tab::Settings);
    harness.run();
    assert_eq!(harness.state().refusal(), None);
    let running = harness
        .state()
        .venue()
        .expect("the server started again by itself");
    assert_eq!(running.addr(), addr, "on the same address and port");
    assert!(
        harness.query_all_by_label("as before").count() >= 3,
        "the PINs kept, by hash"
    );
    let answer = agent
        .post(format!("{url}api/commands"))
        .header("Authorization", format!("Bearer {dealer}"))
        .send(format!(
            r#"{{"CallFloor":{{"table":{},"reason":"back"}}}}"#,
            seat.table.0
        ))
        .unwrap();
    assert_eq!(
        answer.status().as_u16(),
        200,
        "the phone signed in before carries on"
    );
    assert_eq!(
        dealer_at(&agent, &url, seat.table.0).len(),
        dealer.len(),
        "the PIN still opens"
    );

    // Stopped by the TD, it stays stopped at the next opening.
    click(&mut harness, "Stop the venue server");
    assert_eq!(
        riffle_server::was_serving(&folder.path().join("event")).unwrap(),
        None
    );
}
