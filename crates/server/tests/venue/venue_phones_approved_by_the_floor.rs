//! One room PIN does not let any phone act for any table: a dealer's phone signed in for a
//! table waits for the floor's one tap (listed for the floor with the table it asks for,
//! first, the longest waiting first) before it reports; a double tap approves once; a refused
//! phone, or one that asks another table meanwhile, is told why, and nothing is journaled.

use crate::venue_common::*;
use serde_json::Value;

fn json(body: &str) -> Value {
    serde_json::from_str(body).unwrap()
}

fn phones(venue: &Venue) -> Vec<Value> {
    let floor = venue.login(FLOOR).unwrap();
    let mut response = venue
        .agent
        .get(venue.url("/api/devices"))
        .header("Authorization", format!("Bearer {floor}"))
        .call()
        .unwrap();
    json(&response.body_mut().read_to_string().unwrap())
        .as_array()
        .unwrap()
        .clone()
}

fn approval_seen_by(venue: &Venue, token: &str) -> String {
    let mut response = venue
        .agent
        .get(venue.url("/api/staff"))
        .header("Authorization", format!("Bearer {token}"))
        .call()
        .unwrap();
    let staff = json(&response.body_mut().read_to_string().unwrap());
    staff["you"]["approval"].as_str().unwrap().to_string()
}

#[test]
fn a_new_dealer_phone_reports_only_after_the_floor_s_one_tap() {
    let venue = venue();
    let (dealer, device) = venue.dealer_asks(2);
    assert_eq!(approval_seen_by(&venue, &dealer), "waiting");
    // The floor sees it first, with the table it asks for.
    let listed = phones(&venue);
    assert_eq!(listed[0]["device"], device.as_str());
    assert_eq!(listed[0]["table"], 2);
    assert_eq!(listed[0]["approval"], "waiting");

    let before = venue.commands_in_journal();
    let (status, body) = venue.send(&dealer, r#"{"DealHand":{"table":2}}"#);
    assert_eq!(status, 403, "{body}");
    assert_eq!(
        json(&body)["error"],
        "this phone waits for the floor to approve it for table 2: ask the floor to tap \
         Approve on the floor page"
    );
    let (status, _) = venue.send(&dealer, r#"{"CheckInDealer":{"name":"Ana"}}"#);
    assert_eq!(status, 403, "checking in waits too");
    assert_eq!(venue.commands_in_journal(), before, "nothing was journaled");

    // A dealer's PIN approves nothing.
    let (status, _) = venue.post(
        "/api/devices/answer",
        Some(&dealer),
        &serde_json::json!({ "device": device, "approve": true }).to_string(),
    );
    assert_eq!(status, 403);

    // The floor taps twice: approved once, the second said "already".
    let (status, body) = venue.answer_phone(&device, true);
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (
            json(&body)["table"].as_u64(),
            json(&body)["already"].as_bool()
        ),
        (Some(2), Some(false))
    );
    let (status, body) = venue.answer_phone(&device, true);
    assert_eq!(status, 200, "{body}");
    assert_eq!(json(&body)["already"], true);
    assert_eq!(approval_seen_by(&venue, &dealer), "approved");
    let (status, body) = venue.send(&dealer, r#"{"DealHand":{"table":2}}"#);
    assert_eq!(status, 200, "{body}");
    assert_eq!(venue.commands_in_journal(), before + 1);
}

#[test]
fn a_refused_phone_is_told_why_and_cannot_be_approved_afterwards() {
    let venue = venue();
    let (dealer, device) = venue.dealer_asks(1);
    let (status, body) = venue.answer_phone(&device, false);
    assert_eq!(status, 200, "{body}");
    assert_eq!(approval_seen_by(&venue, &dealer), "refused");
    let (status, body) = venue.send(&dealer, r#"{"DealHand":{"table":1}}"#);
    assert_eq!(status, 403);
    assert!(
        json(&body)["error"]
            .as_str()
            .unwrap()
            .starts_with("the floor refused this phone for table 1: sign in again"),
        "{body}"
    );
    let (status, body) = venue.answer_phone(&device, true);
    assert_eq!(status, 403, "{body}");
    // Malformed answers are refused with the reason.
    let floor = venue.login(FLOOR).unwrap();
    for bad in [
        r#"{"device":"zz","approve":true}"#,
        r#"{"device":"00000000000000000000000000000000","approve":true}"#,
        r#"{"device":"00","approve":"yes"}"#,
    ] {
        let (status, body) = venue.post("/api/devices/answer", Some(&floor), bad);
        assert!(status == 400 || status == 404, "{bad}: {status} {body}");
        assert!(json(&body)["error"].is_string(), "{body}");
    }
    // The same phone signing in again asks again, and the floor may approve that request.
    let (again, device) = venue.dealer_asks(1);
    assert_eq!(venue.answer_phone(&device, true).0, 200);
    assert_eq!(venue.send(&again, r#"{"DealHand":{"table":1}}"#).0, 200);
}

/// Table cards hold an address a phone opens: never one of this computer only.
#[test]
fn table_cards_refuse_an_address_only_this_computer_opens_and_say_where_to_serve() {
    let venue = venue();
    let refusal = venue.server.card_url().unwrap_err();
    let port = venue.server.addr().port();
    let said = riffle_text::Say::say(&refusal, riffle_text::Lang::En);
    assert!(
        said.starts_with(&format!(
            "the table cards would hold http://127.0.0.1:{port}/, which only this computer \
             opens, not a phone: serve the tournament on the venue's network at 0.0.0.0:{port}"
        )),
        "{said}"
    );
    assert!(matches!(
        riffle_server::served_url(venue.dir.path()),
        Err(riffle_server::VenueRefusal::CardsOnThisComputer { .. })
    ));
    // On the venue's network, the card holds this computer's address there; given without
    // listening on it.
    let lan = "192.168.1.20".parse().ok();
    let everywhere = "0.0.0.0:8080".parse().unwrap();
    assert_eq!(
        riffle_server::card_url(everywhere, lan).unwrap(),
        "http://192.168.1.20:8080/"
    );
    assert!(matches!(
        riffle_server::card_url(everywhere, None),
        Err(riffle_server::VenueRefusal::CardsWithoutNetwork { port: 8080 })
    ));
    for typed in [
        "http://127.0.0.1:8080/",
        "http://localhost:9000",
        "http://[::1]:8080/",
    ] {
        assert!(
            riffle_server::typed_card_url(typed).is_err(),
            "{typed} is refused"
        );
    }
    assert_eq!(
        riffle_server::typed_card_url("http://192.168.1.20:8080/").unwrap(),
        "http://192.168.1.20:8080/"
    );
}
