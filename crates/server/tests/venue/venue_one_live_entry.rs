//! `POST /api/commands` over real HTTP meets the desk's invariants as the window does: a
//! second re-entry from the same old entry and a reinstatement of it under the live one are
//! refused with the live entry, table and seat named; a deal no player agreed is refused. The
//! journal keeps nothing of a refused request.

use crate::venue_common::*;
use serde_json::Value;

fn error(body: &str) -> String {
    let refusal: Value = serde_json::from_str(body).unwrap();
    refusal["error"].as_str().unwrap().to_string()
}

#[test]
fn an_old_entry_never_buys_or_reinstates_a_second_live_entry() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let bob = venue.player("Bob Stone").0;
    let bust = format!(r#"{{"Eliminate":{{"busts":[{{"player":{bob}}}]}}}}"#);
    let (status, body) = venue.send(&director, &bust);
    assert_eq!(status, 200, "{body}");
    let re_enter = format!(r#"{{"ReEnter":{{"player":{bob}}}}}"#);
    let (status, body) = venue.send(&director, &re_enter);
    assert_eq!(status, 200, "{body}");
    let before = venue.commands_in_journal();

    let (status, body) = venue.send(&director, &re_enter);
    assert_eq!(status, 400, "{body}");
    assert!(
        error(&body).starts_with("Bob Stone is already back in as entry 13, table "),
        "{body}"
    );
    let reinstate = format!(
        r#"{{"Reinstate":{{"player":{bob},"reason":"the dealer tapped the wrong seat"}}}}"#
    );
    let (status, body) = venue.send(&director, &reinstate);
    assert_eq!(status, 400, "{body}");
    assert!(
        error(&body).contains("is already back in as entry 13"),
        "{body}"
    );
    assert_eq!(venue.commands_in_journal(), before);
}

#[test]
fn a_deal_without_the_players_agreement_is_refused() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    for name in [
        "Chloé Durand",
        "Dan Wu",
        "Eve Park",
        "Finn Roy",
        "Gus Hale",
        "Hana Ito",
        "Ivan Popov",
        "Jade Li",
        "Karl Berg",
        "Lena Vogel",
    ] {
        let player = venue.player(name).0;
        let bust = format!(r#"{{"Eliminate":{{"busts":[{{"player":{player}}}]}}}}"#);
        let (status, body) = venue.send(&director, &bust);
        assert_eq!(status, 200, "{body}");
    }
    let (ann, bob) = (venue.player("Éloïse Martin").0, venue.player("Bob Stone").0);
    let before = venue.commands_in_journal();
    let deal = format!(
        r#"{{"AgreeDeal":{{"shares":[{{"player":{ann},"amount":2500}},{{"player":{bob},"amount":2500}}],"kept":0}}}}"#
    );
    let (status, body) = venue.send(&director, &deal);
    assert_eq!(status, 400, "{body}");
    assert!(
        error(&body).contains("has not agreed to a share of"),
        "{body}"
    );
    assert_eq!(venue.commands_in_journal(), before);
}
