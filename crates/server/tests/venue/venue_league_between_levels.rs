//! The league between levels on the room's TVs: during a break of an event a league file
//! beside it names, `/api/state` carries the league's standings (best first, as the app's
//! players' screen shows them in place of the payouts); during a level it carries none.

use crate::venue_common;

use serde_json::Value;
use venue_common::*;

fn state(venue: &Venue) -> Value {
    let (status, body) = venue.get("/api/state");
    assert_eq!(status, 200, "{body}");
    serde_json::from_str(&body).unwrap()
}

#[test]
fn during_a_break_the_state_carries_the_leagues_standings_best_first() {
    let venue = league_venue(true);
    let state = state(&venue);
    let league = &state["league"];
    assert_eq!(league["name"], "Spring League", "{state}");
    let rows: Vec<(u64, &str, u64)> = league["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| {
            (
                row["rank"].as_u64().unwrap(),
                row["name"].as_str().unwrap(),
                row["points"].as_u64().unwrap(),
            )
        })
        .collect();
    // Week 1 only is finished: its table of points, in hundredths.
    assert_eq!(
        rows[..3],
        [(1, "Cy", 1000), (2, "Bob", 600), (3, "Ann", 300)],
        "{state}"
    );
}

#[test]
fn during_a_level_the_state_carries_no_league() {
    let venue = league_venue(false);
    let state = state(&venue);
    assert!(state.get("league").is_none(), "{state}");
}

#[test]
fn an_event_in_no_league_carries_none_on_its_breaks() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let mut on_break = state(&venue);
    for _ in 0..20 {
        if !on_break["display"]["on_break"].is_null() {
            break;
        }
        let (status, body) = venue.send(&director, "\"NextPeriod\"");
        assert_eq!(status, 200, "{body}");
        on_break = state(&venue);
    }
    assert!(!on_break["display"]["on_break"].is_null(), "{on_break}");
    assert!(on_break.get("league").is_none(), "{on_break}");
}
