//! The dealer board over the network: the floor checks dealers in and sets the rotation plan,
//! a plan that leaves a table without a dealer is refused with the reason (400), a dealer's
//! phone may not set one (403), and the staff state announces the next push, who comes to each
//! table, and each table's warnings and penalties for the dealer coming in (TDA RP-15). A dealer
//! checks in by name from the phone of a table; a tap sent twice, a check-in or a plan, is
//! refused the second time and changes nothing.

use crate::venue_common::*;
use serde_json::Value;

fn staff(venue: &Venue, token: &str) -> Value {
    let mut answer = venue
        .agent
        .get(venue.url("/api/staff"))
        .header("Authorization", format!("Bearer {token}"))
        .call()
        .unwrap();
    assert_eq!(answer.status().as_u16(), 200);
    serde_json::from_str(&answer.body_mut().read_to_string().unwrap()).unwrap()
}

#[test]
fn the_floor_checks_dealers_in_and_sets_the_rotation_and_the_phones_announce_the_next_push() {
    let venue = venue();
    let floor = venue.login(FLOOR).unwrap();
    let dealer = venue.dealer_at(1);
    for name in ["Ana", "Ben", "Cy"] {
        let (status, body) = venue.send(
            &floor,
            &format!(r#"{{"CheckInDealer":{{"name":"{name}"}}}}"#),
        );
        assert_eq!(status, 200, "{body}");
    }
    assert_eq!(staff(&venue, &dealer)["board"], Value::Null, "no plan yet");

    let short =
        r#"{"SetDealerPlan":{"push_minutes":30,"strings":[{"tables":[1,2],"dealers":[0]}]}}"#;
    let before = venue.commands_in_journal();
    let (status, body) = venue.send(&floor, short);
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("a table would have no dealer"), "{body}");
    let plan =
        r#"{"SetDealerPlan":{"push_minutes":30,"strings":[{"tables":[1,2],"dealers":[0,1,2]}]}}"#;
    assert_eq!(
        venue.send(&dealer, plan).0,
        403,
        "a dealer's phone does not plan"
    );
    assert_eq!(venue.commands_in_journal(), before);
    let (status, body) = venue.send(&floor, plan);
    assert_eq!(status, 200, "{body}");

    // Table 1's warnings, for the dealer coming in.
    let player = venue.writer.read(|session| {
        let floor = session.tournament().floor();
        let table = floor.table(riffle_core::floor::TableNo(1)).unwrap();
        table.players().next().unwrap().1
    });
    let warning = format!(
        r#"{{"Penalize":{{"player":{},"fault":"Stalling"}}}}"#,
        player.0
    );
    let (status, body) = venue.send(&floor, &warning);
    assert_eq!(status, 200, "{body}");

    let seen = staff(&venue, &dealer);
    let board = &seen["board"];
    let next = board["next"].as_str().unwrap();
    assert!(
        next.starts_with("push in 30 min: ") || next.starts_with("push in 29 min: "),
        "{next}"
    );
    assert!(
        next.contains("Cy → table 1") && next.contains("Ben → break"),
        "{next}"
    );
    let cy = board["dealers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["name"] == "Cy")
        .unwrap();
    assert_eq!(cy["place"], "on break");
    assert_eq!(cy["next_table"], 1);
    assert_eq!(
        cy["next_kind"], "table",
        "a phone tells its dealer where they go"
    );
    let ben = board["dealers"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["name"] == "Ben")
        .unwrap();
    assert_eq!(ben["next_kind"], "break");
    let table_1 = seen["tables"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["table"] == 1)
        .unwrap();
    let penalties = table_1["penalties"].as_array().unwrap();
    assert_eq!(penalties.len(), 1, "{penalties:?}");
    assert!(
        penalties[0].as_str().unwrap().contains("Stalling"),
        "{penalties:?}"
    );
}

#[test]
fn a_dealer_checks_in_from_the_phone_of_a_table_and_a_second_tap_changes_nothing() {
    let venue = venue();
    let floor = venue.login(FLOOR).unwrap();
    let dealer = venue.dealer_at(2);
    let (status, body) = venue.send(&dealer, r#"{"CheckInDealer":{"name":"Ana"}}"#);
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        staff(&venue, &floor)["checked_in"],
        serde_json::json!([{ "dealer": 0, "name": "Ana" }])
    );
    let before = venue.commands_in_journal();
    let (status, body) = venue.send(&dealer, r#"{"CheckInDealer":{"name":"ana"}}"#);
    assert_eq!(status, 400, "{body}");
    assert!(
        body.contains("ana is already checked in: each dealer checks in once"),
        "{body}"
    );
    // A phone signed in without a table only reads.
    let reader = venue.login(DEALER).unwrap();
    let (status, body) = venue.send(&reader, r#"{"CheckInDealer":{"name":"Ben"}}"#);
    assert_eq!(status, 403, "{body}");
    assert!(
        body.contains(
            "may only read: sign in again with the dealer PIN and your table number to check in"
        ),
        "{body}"
    );
    assert_eq!(venue.commands_in_journal(), before);
    assert_eq!(
        staff(&venue, &floor)["checked_in"]
            .as_array()
            .unwrap()
            .len(),
        1
    );

    // Out at the end of the shift, once.
    let (status, body) = venue.send(&dealer, r#"{"CheckOutDealer":{"name":"Ana"}}"#);
    assert_eq!(status, 200, "{body}");
    assert_eq!(staff(&venue, &floor)["checked_in"], serde_json::json!([]));
    let (status, body) = venue.send(&dealer, r#"{"CheckOutDealer":{"name":"Ana"}}"#);
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("no dealer named Ana is checked in"), "{body}");
    assert_eq!(venue.commands_in_journal(), before + 1);
}

#[test]
fn the_floor_page_s_plan_is_refused_with_the_reason_and_a_second_tap_sets_it_once() {
    let venue = venue();
    let floor = venue.login(FLOOR).unwrap();
    for name in ["Ana", "Ben", "Cy"] {
        let command = format!(r#"{{"CheckInDealer":{{"name":"{name}"}}}}"#);
        assert_eq!(venue.send(&floor, &command).0, 200);
    }
    let before = venue.commands_in_journal();
    let plan = |minutes: i64, dealers: &str| {
        format!(
            r#"{{"SetDealerPlan":{{"push_minutes":{minutes},"strings":[{{"tables":[1,2],"dealers":[{dealers}]}}]}}}}"#
        )
    };
    let (status, body) = venue.send(&floor, &plan(0, "0,1,2"));
    assert_eq!(status, 400, "{body}");
    assert!(
        body.contains(
            "a push every 0 min is too often: dealers push every 5 min at the most often"
        ),
        "{body}"
    );
    assert_eq!(venue.send(&floor, &plan(-5, "0,1,2")).0, 400);
    let (status, body) = venue.send(&floor, &plan(30, "0,1,7"));
    assert_eq!(status, 400, "{body}");
    assert!(
        body.contains("dealer 7 is not checked in: check them in first"),
        "{body}"
    );
    assert_eq!(
        venue.commands_in_journal(),
        before,
        "nothing refused is kept"
    );

    let (status, body) = venue.send(&floor, &plan(30, "0,1,2"));
    assert_eq!(status, 200, "{body}");
    let (status, body) = venue.send(&floor, &plan(30, "0,1,2"));
    assert_eq!(status, 400, "{body}");
    assert!(
        body.contains(
            "this plan is already in force: setting it again would start its rotation over"
        ),
        "{body}"
    );
    assert_eq!(venue.commands_in_journal(), before + 1, "set once");
    assert_eq!(
        staff(&venue, &floor)["plan"],
        serde_json::json!({
            "push_minutes": 30,
            "strings": [{ "tables": [1, 2], "dealers": [0, 1, 2] }],
        })
    );
}
