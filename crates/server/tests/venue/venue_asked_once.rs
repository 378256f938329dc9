//! What a phone is asked about once: a chip count far from the room's stacks, a name already
//! registered. The refusal says why and offers a button that sends the command again
//! confirmed; a count the chips in play cannot make offers none.

use crate::venue_common::*;
use serde_json::Value;

fn json(body: &str) -> Value {
    serde_json::from_str(body).unwrap()
}

#[test]
fn a_count_far_from_the_average_is_kept_once_the_phone_confirms_it() {
    let venue = venue();
    let floor = venue.login(FLOOR).unwrap();
    let player = venue.player("Bob Stone").0;
    let before = venue.commands_in_journal();
    let far = format!(r#"{{"SetChips":{{"player":{player},"chips":150000}}}}"#);
    let (status, body) = venue.send(&floor, &far);
    assert_eq!(status, 400, "{body}");
    let refusal = json(&body);
    assert!(
        refusal["error"]
            .as_str()
            .unwrap()
            .contains("average stacks"),
        "{body}"
    );
    assert_eq!(refusal["confirm"], "Keep this count");
    assert_eq!(venue.commands_in_journal(), before);
    let confirmed =
        format!(r#"{{"SetChips":{{"player":{player},"chips":150000,"confirmed":true}}}}"#);
    let (status, body) = venue.send(&floor, &confirmed);
    assert_eq!(status, 200, "{body}");

    let odd = format!(r#"{{"SetChips":{{"player":{player},"chips":31501,"confirmed":true}}}}"#);
    let (status, body) = venue.send(&floor, &odd);
    assert_eq!(status, 400, "{body}");
    assert!(json(&body).get("confirm").is_none(), "{body}");
}

#[test]
fn a_name_already_registered_is_registered_once_the_phone_confirms_it() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let before = venue.commands_in_journal();
    let (status, body) = venue.send(&director, r#"{"Register":{"name":"eloise MARTIN"}}"#);
    assert_eq!(status, 400, "{body}");
    let refusal = json(&body);
    assert!(
        refusal["error"]
            .as_str()
            .unwrap()
            .contains("already registered (as “Éloïse Martin”)"),
        "{body}"
    );
    assert_eq!(refusal["confirm"], "Someone else: register");
    assert_eq!(venue.commands_in_journal(), before);
    let (status, body) = venue.send(
        &director,
        r#"{"Register":{"name":"eloise MARTIN","confirmed":true}}"#,
    );
    assert_eq!(status, 200, "{body}");
}
