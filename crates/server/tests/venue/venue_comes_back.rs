//! A venue server that comes back: its PINs' hashes and the key that signs tokens are kept in
//! the tournament's folder (owner-only), so a server started again on the folder without PINs
//! (the app reopening a tournament it was serving, `riffle serve FOLDER`) opens with the same
//! PINs on the same address, and a phone signed in before carries on with its next command.
//! A server the TD stops is noted as stopped; new PINs sign every phone out.

use crate::venue_common::*;
use riffle_server::{Given, PinSource, Role, Running};

fn take_apart(venue: Venue) -> (tempfile::TempDir, Running) {
    let Venue { dir, server, .. } = venue;
    (dir, server)
}

#[test]
fn after_a_restart_on_the_folder_a_signed_in_phone_s_next_command_is_accepted_and_the_pins_open() {
    let venue = venue();
    let dealer = venue.dealer_at(1);
    let director = venue.login(DIRECTOR).unwrap();
    assert_eq!(venue.send(&dealer, r#"{"DealHand":{"table":1}}"#).0, 200);
    let addr = venue.server.addr();
    // The app goes away without the TD stopping the server (a crash, the window closed).
    let (dir, server) = take_apart(venue);
    drop(server);
    assert_eq!(riffle_server::was_serving(dir.path()).unwrap(), Some(addr));

    let back = resumed(dir, addr);
    assert_eq!(back.server.addr(), addr, "the same address and port");
    for role in Role::ALL {
        assert_eq!(back.server.pin_source(role), &PinSource::Kept);
    }
    // The phone the floor approved reports at once: the approval is kept in the folder.
    let hand = back.hand_at(1);
    let (status, body) = back.send(&dealer, r#"{"DealHand":{"table":1,"confirmed":true}}"#);
    assert_eq!(status, 200, "{body}");
    assert_eq!(back.hand_at(1), hand + 1);
    assert_eq!(back.send(&director, "\"PauseClock\"").0, 200);
    // Still bound to its table.
    assert_eq!(back.send(&dealer, r#"{"DealHand":{"table":2}}"#).0, 403);
    for pin in [DEALER, FLOOR, DIRECTOR] {
        assert!(back.login(pin).is_ok(), "{pin} still opens");
    }
    assert_eq!(back.login("4444").unwrap_err().0, 401);
}

#[test]
fn the_keep_is_the_owner_s_alone_and_holds_no_pin_in_clear() {
    let venue = venue();
    let path = venue.dir.path().join("venue.keep");
    let bytes = std::fs::read(&path).unwrap();
    let text = String::from_utf8(bytes).unwrap();
    // A PIN in clear stands alone; the same digits inside a longer number (a time, a count)
    // are not it.
    let digit_at = |i: usize| text.as_bytes().get(i).is_some_and(u8::is_ascii_digit);
    for pin in [DEALER, FLOOR, DIRECTOR] {
        let alone = text
            .match_indices(pin)
            .any(|(at, _)| !at.checked_sub(1).is_some_and(digit_at) && !digit_at(at + pin.len()));
        assert!(!alone, "{pin} in clear in the keep: {text}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600, "{mode:o}");
    }
}

#[test]
fn a_server_the_td_stops_is_not_started_again_but_keeps_its_pins_for_the_next_start() {
    let venue = venue();
    let floor = venue.login(FLOOR).unwrap();
    let addr = venue.server.addr();
    let (dir, server) = take_apart(venue);
    server.stop();
    assert_eq!(riffle_server::was_serving(dir.path()).unwrap(), None);
    // Started by hand again (Settings, `riffle serve`), on a new port: the same PINs.
    let back = resumed(dir, "127.0.0.1:0".parse().unwrap());
    assert_ne!(back.server.addr(), addr);
    assert_eq!(back.send(&floor, "\"PauseClock\"").0, 200);
    assert!(back.login(DIRECTOR).is_ok());
}

#[test]
fn new_pins_sign_every_phone_out_and_a_pin_left_out_is_kept() {
    let venue = venue();
    let floor = venue.login(FLOOR).unwrap();
    let (dir, server) = take_apart(venue);
    server.stop();
    let writer = riffle_store::writer::Writer::new(
        riffle_store::session::Session::open(dir.path()).unwrap(),
    );
    let given = Given {
        dealer: Some("5555".into()),
        ..Given::default()
    };
    let server =
        riffle_server::serve(writer, Some("127.0.0.1:0".parse().unwrap()), &given).unwrap();
    assert_eq!(server.pin_source(Role::Dealer), &PinSource::Given);
    assert_eq!(server.pin_source(Role::Floor), &PinSource::Kept);
    let agent = agent();
    let base = format!("http://{}", server.addr());
    let mut answer = agent
        .post(format!("{base}/api/commands"))
        .header("Authorization", format!("Bearer {floor}"))
        .send("\"PauseClock\"")
        .unwrap();
    assert_eq!(answer.status().as_u16(), 401);
    let said = answer.body_mut().read_to_string().unwrap();
    assert!(said.contains("sign in"), "{said}");
    for (pin, opens) in [
        ("5555", true),
        (DEALER, false),
        (FLOOR, true),
        (DIRECTOR, true),
    ] {
        let answer = agent
            .post(format!("{base}/api/login"))
            .send(format!(r#"{{"pin":"{pin}"}}"#))
            .unwrap();
        assert_eq!(answer.status().as_u16() == 200, opens, "{pin}");
    }
}

#[test]
fn a_keep_that_is_not_the_server_s_is_refused_with_a_sentence_and_nothing_starts() {
    let venue = venue();
    let (dir, server) = take_apart(venue);
    server.stop();
    std::fs::write(dir.path().join("venue.keep"), "{\"salt\": 1}").unwrap();
    let writer = riffle_store::writer::Writer::new(
        riffle_store::session::Session::open(dir.path()).unwrap(),
    );
    let Err(refusal) = riffle_server::serve(
        writer.clone(),
        Some("127.0.0.1:0".parse().unwrap()),
        &Given::default(),
    ) else {
        panic!("a server started on a keep it cannot read");
    };
    assert!(refusal.to_string().contains("venue.keep"), "{refusal}");
    // Read, but with a key that is not the server's: refused too, not guessed at.
    let damaged = r#"{"salt":"zz","key":"00","dealer":"","floor":"","director":"","addr":null,"serving":false}"#;
    std::fs::write(dir.path().join("venue.keep"), damaged).unwrap();
    let Err(refusal) = riffle_server::serve(
        writer,
        Some("127.0.0.1:0".parse().unwrap()),
        &Given::default(),
    ) else {
        panic!("a server started on a damaged keep");
    };
    assert!(
        matches!(refusal, riffle_server::VenueRefusal::KeepDamaged { .. }),
        "{refusal}"
    );
}
