//! The dealer board over the network: the floor checks dealers in and sets the rotation plan,
//! a plan that leaves a table without a dealer is refused with the reason (400), a dealer's
//! phone may not set one (403), and the staff state announces the next push, who comes to each
//! table, and each table's warnings and penalties for the dealer coming in (TDA RP-15).

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
