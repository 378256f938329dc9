//! A dealer's New hand cannot double: a second report of the table within seconds is refused
//! with what was recorded and a button to confirm a second hand, and the floor can take the
//! last report back.

use crate::venue_common::*;
use serde_json::Value;

fn json(body: &str) -> Value {
    serde_json::from_str(body).unwrap()
}

#[test]
fn two_new_hand_taps_250_ms_apart_deal_one_hand_unless_the_device_confirms() {
    let venue = venue();
    let dealer = venue.dealer_at(1);
    let hand = venue.hand_at(1);
    let (status, body) = venue.send(&dealer, r#"{"DealHand":{"table":1}}"#);
    assert_eq!(status, 200, "{body}");
    std::thread::sleep(std::time::Duration::from_millis(250));
    let before = venue.commands_in_journal();
    let (status, body) = venue.send(&dealer, r#"{"DealHand":{"table":1}}"#);
    assert_eq!(status, 400, "{body}");
    let refusal = json(&body);
    let sentence = refusal["error"].as_str().unwrap();
    assert!(
        sentence.contains("New hand at table 1 was recorded")
            && sentence.contains(&format!("(hand {})", hand + 1))
            && sentence.contains("tap again only if a second hand was dealt"),
        "{sentence}"
    );
    assert_eq!(refusal["confirm"], "A second hand was dealt: record it");
    assert_eq!(venue.commands_in_journal(), before);
    assert_eq!(venue.hand_at(1), hand + 1);

    let (status, body) = venue.send(&dealer, r#"{"DealHand":{"table":1,"confirmed":true}}"#);
    assert_eq!(status, 200, "{body}");
    assert_eq!(venue.hand_at(1), hand + 2);
}

#[test]
fn the_floor_takes_back_the_last_report_of_a_table_while_nothing_else_happened() {
    let venue = venue();
    let dealer = venue.dealer_at(1);
    let floor = venue.login(FLOOR).unwrap();
    let hand = venue.hand_at(1);
    venue.send(&dealer, r#"{"DealHand":{"table":1}}"#);
    // The floor page offers the take-back of that hand, and only that one.
    let offered = |venue: &Venue| {
        let mut response = venue
            .agent
            .get(venue.url("/api/staff"))
            .header("Authorization", format!("Bearer {floor}"))
            .call()
            .unwrap();
        let staff = json(&response.body_mut().read_to_string().unwrap());
        staff["tables"][0]["take_back"].clone()
    };
    assert_eq!(offered(&venue), hand + 1);
    let (status, body) = venue.send(&dealer, r#"{"TakeBackHand":{"table":1}}"#);
    assert_eq!(status, 403, "a dealer cannot: {body}");
    let (status, body) = venue.send(&floor, r#"{"TakeBackHand":{"table":1}}"#);
    assert_eq!(status, 200, "{body}");
    assert_eq!(venue.hand_at(1), hand);
    assert_eq!(offered(&venue), Value::Null);
    // Only one report to take back: the one before it was followed by other commands.
    let (status, body) = venue.send(&floor, r#"{"TakeBackHand":{"table":1}}"#);
    assert_eq!(status, 400, "{body}");
    assert!(
        json(&body)["error"]
            .as_str()
            .unwrap()
            .contains("no hand report to take back")
    );
}

#[test]
fn two_hand_done_taps_250_ms_apart_finish_one_hand_unless_the_device_confirms() {
    let venue = venue();
    let dealer = venue.dealer_at(1);
    let floor = venue.login(FLOOR).unwrap();
    let (status, body) = venue.send(&floor, "\"StartHandForHand\"");
    assert_eq!(status, 200, "{body}");
    let (status, body) = venue.send(&dealer, r#"{"TableFinishedHand":{"table":1}}"#);
    assert_eq!(status, 200, "{body}");
    std::thread::sleep(std::time::Duration::from_millis(250));
    let before = venue.commands_in_journal();
    // Even a body claiming the TD sent it is a device's report.
    let (status, body) = venue.send(&dealer, r#"{"TableFinishedHand":{"table":1,"by":"Td"}}"#);
    assert_eq!(status, 400, "{body}");
    let refusal = json(&body);
    let sentence = refusal["error"].as_str().unwrap();
    assert!(
        sentence.contains("table 1 reported its hand finished")
            && sentence.contains("tap again only if it finished another hand"),
        "{sentence}"
    );
    assert_eq!(refusal["confirm"], "It finished another hand: record it");
    assert_eq!(venue.commands_in_journal(), before);

    let (status, body) = venue.send(
        &dealer,
        r#"{"TableFinishedHand":{"table":1,"confirmed":true}}"#,
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(venue.commands_in_journal(), before + 1);
}
