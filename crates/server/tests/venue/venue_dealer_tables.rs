//! A dealer's phone is bound to its table: it signs in with the dealer PIN and the table
//! number, reports for that table only (another table is 403 with a sentence that names
//! both), may only read when signed in without a table, and is moved to another table by the
//! floor or the TD, never by itself.

use crate::venue_common::*;
use serde_json::Value;

fn json(body: &str) -> Value {
    serde_json::from_str(body).unwrap()
}

/// A seat taken at `table`.
fn seat_at(venue: &Venue, table: u32) -> u8 {
    venue.writer.read(|session| {
        let floor = session.tournament().floor();
        let table = floor.table(riffle_core::floor::TableNo(table)).unwrap();
        table.players().next().unwrap().0
    })
}

#[test]
fn a_dealer_signed_in_for_table_1_reports_there_and_is_refused_at_table_2_with_a_sentence() {
    let venue = venue();
    let (status, body) = venue.post("/api/login", None, r#"{"pin":"1111","table":1}"#);
    assert_eq!(status, 200, "{body}");
    let answer = json(&body);
    assert_eq!(
        (answer["role"].as_str(), answer["table"].as_u64()),
        (Some("dealer"), Some(1))
    );
    let dealer = answer["token"].as_str().unwrap().to_string();
    // A new phone reports once the floor approved it (venue_phones_approved_by_the_floor.rs).
    let (status, body) = venue.answer_phone(&venue.device_of_last_request(), true);
    assert_eq!(status, 200, "{body}");

    let hand = venue.hand_at(1);
    assert_eq!(venue.send(&dealer, r#"{"DealHand":{"table":1}}"#).0, 200);
    assert_eq!(venue.hand_at(1), hand + 1);

    let before = venue.commands_in_journal();
    let hand_2 = venue.hand_at(2);
    for command in [
        r#"{"DealHand":{"table":2}}"#,
        r#"{"CallFloor":{"table":2,"reason":"misdeal"}}"#,
        r#"{"ReportBust":{"table":2,"seat":3}}"#,
    ] {
        let (status, body) = venue.send(&dealer, command);
        assert_eq!(status, 403, "{command}: {body}");
        let said = json(&body)["error"].as_str().unwrap().to_string();
        assert!(
            said.contains("table 1") && said.contains("table 2"),
            "the sentence names both tables: {said}"
        );
    }
    assert_eq!(venue.commands_in_journal(), before, "nothing was journaled");
    assert_eq!(venue.hand_at(2), hand_2);

    // In French for a phone that asks in French.
    let mut answer = venue
        .agent
        .post(venue.url("/api/commands"))
        .header("Authorization", format!("Bearer {dealer}"))
        .header("Accept-Language", "fr-FR")
        .send(r#"{"DealHand":{"table":2}}"#)
        .unwrap();
    assert_eq!(answer.status().as_u16(), 403);
    let said = json(&answer.body_mut().read_to_string().unwrap());
    assert!(
        said["error"]
            .as_str()
            .unwrap()
            .contains("connecté pour la table 1"),
        "{said}"
    );
}

#[test]
fn a_dealer_signed_in_without_a_table_reads_but_reports_nothing() {
    let venue = venue();
    let dealer = venue.login(DEALER).unwrap();
    let mut staff = venue
        .agent
        .get(venue.url("/api/staff"))
        .header("Authorization", format!("Bearer {dealer}"))
        .call()
        .unwrap();
    assert_eq!(staff.status().as_u16(), 200);
    let staff = json(&staff.body_mut().read_to_string().unwrap());
    assert_eq!(staff["you"]["role"], "dealer");
    assert_eq!(staff["you"]["table"], Value::Null);
    let before = venue.commands_in_journal();
    let (status, body) = venue.send(&dealer, r#"{"DealHand":{"table":1}}"#);
    assert_eq!(status, 403, "{body}");
    assert!(
        json(&body)["error"].as_str().unwrap().contains("only read"),
        "{body}"
    );
    assert_eq!(venue.commands_in_journal(), before);
}

#[test]
fn a_table_not_in_the_room_or_a_table_with_the_floor_pin_is_refused_at_sign_in() {
    let venue = venue();
    let (status, body) = venue.post("/api/login", None, r#"{"pin":"1111","table":9}"#);
    assert_eq!(status, 400, "{body}");
    assert!(
        json(&body)["error"]
            .as_str()
            .unwrap()
            .contains("no table 9"),
        "{body}"
    );
    let (status, body) = venue.post("/api/login", None, r#"{"pin":"2222","table":1}"#);
    assert_eq!(status, 400, "{body}");
    assert!(
        json(&body)["error"]
            .as_str()
            .unwrap()
            .contains("dealers only"),
        "{body}"
    );
    // A wrong PIN with a table is a wrong PIN: the table says nothing about the PIN.
    let (status, _) = venue.post("/api/login", None, r#"{"pin":"0000","table":1}"#);
    assert_eq!(status, 401);
}

#[test]
fn the_floor_moves_a_dealer_s_phone_to_another_table_and_the_dealer_cannot() {
    let venue = venue();
    let dealer = venue.dealer_at(1);
    let floor = venue.login(FLOOR).unwrap();
    let seat = seat_at(&venue, 2);
    assert_eq!(venue.send(&dealer, r#"{"DealHand":{"table":1}}"#).0, 200);

    let phones = |token: &str| {
        let mut answer = venue
            .agent
            .get(venue.url("/api/devices"))
            .header("Authorization", format!("Bearer {token}"))
            .call()
            .unwrap();
        let status = answer.status().as_u16();
        (status, json(&answer.body_mut().read_to_string().unwrap()))
    };
    assert_eq!(phones(&dealer).0, 403, "the list is the floor's");
    let (status, list) = phones(&floor);
    assert_eq!(status, 200);
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), 1, "{list:?}");
    assert_eq!(list[0]["table"], 1);
    let device = list[0]["device"].as_str().unwrap().to_string();

    let move_to = |token: &str, table: u32| {
        venue.post(
            "/api/devices/move",
            Some(token),
            &serde_json::json!({ "device": device, "table": table }).to_string(),
        )
    };
    assert_eq!(move_to(&dealer, 2).0, 403, "a dealer does not move itself");
    let (status, body) = move_to(&floor, 40);
    assert_eq!(status, 400, "{body}");
    let (status, body) = venue.post(
        "/api/devices/move",
        Some(&floor),
        r#"{"device":"00000000000000000000000000000000","table":2}"#,
    );
    assert_eq!(status, 404, "{body}");
    assert!(
        json(&body)["error"].as_str().unwrap().contains("no phone"),
        "{body}"
    );

    let (status, body) = move_to(&floor, 2);
    assert_eq!(status, 200, "{body}");
    assert_eq!(phones(&floor).1[0]["table"], 2);
    // The phone reports for its new table from its next request, with the token it had, and
    // no longer for its old one.
    let bust = format!(r#"{{"ReportBust":{{"table":2,"seat":{seat}}}}}"#);
    assert_eq!(venue.send(&dealer, &bust).0, 200);
    assert_eq!(venue.send(&dealer, r#"{"DealHand":{"table":1}}"#).0, 403);
}
