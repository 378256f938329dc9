//! The web clock's contract: `/api/state` gives the time a period ends only while the clock
//! counts down, and says why it does not otherwise (paused, hand-for-hand, between days), so a
//! TV never counts a stopped clock; `/events` says it is alive at least every 15 s, so a page
//! can tell a quiet room from a lost server.

use crate::venue_common;

use serde_json::Value;
use std::io::BufRead;
use std::sync::mpsc;
use std::time::Duration;
use venue_common::*;

fn state(venue: &Venue) -> Value {
    let (status, body) = venue.get("/api/state");
    assert_eq!(status, 200, "{body}");
    serde_json::from_str(&body).unwrap()
}

fn director(venue: &Venue) -> String {
    venue.login(DIRECTOR).unwrap()
}

#[test]
fn a_running_clock_gives_its_end_and_says_nothing_stopped() {
    let venue = venue();
    let state = state(&venue);
    assert!(state["period_ends_at"].is_string(), "{state}");
    assert!(state["stopped"].is_null(), "{state}");
}

#[test]
fn a_paused_clock_has_no_end_time_and_says_paused() {
    let venue = venue();
    let token = director(&venue);
    let (status, body) = venue.send(&token, "\"PauseClock\"");
    assert_eq!(status, 200, "{body}");
    let paused = state(&venue);
    assert!(
        paused.get("period_ends_at").is_none_or(Value::is_null),
        "{paused}"
    );
    assert_eq!(paused["stopped"], "paused");
    let (status, body) = venue.send(&token, "\"ResumeClock\"");
    assert_eq!(status, 200, "{body}");
    assert!(state(&venue)["period_ends_at"].is_string());
}

/// The trial's bubble: hand-for-hand stops the level's time, and the state said Running with an
/// end that moved with the server's clock, so the TV counted down and jumped back at each event.
#[test]
fn hand_for_hand_has_no_end_time_and_the_time_left_holds() {
    let venue = venue();
    let token = director(&venue);
    let (status, body) = venue.send(&token, "\"StartHandForHand\"");
    assert_eq!(status, 200, "{body}");
    let first = state(&venue);
    assert!(
        first.get("period_ends_at").is_none_or(Value::is_null),
        "{first}"
    );
    assert_eq!(first["stopped"], "hand_for_hand");
    std::thread::sleep(Duration::from_millis(1_100));
    let later = state(&venue);
    assert_eq!(
        first["display"]["clock"]["time_left_ms"], later["display"]["clock"]["time_left_ms"],
        "the level's time does not go down between hands"
    );
}

#[test]
fn the_end_of_the_day_has_no_end_time_and_says_between_days() {
    let venue = venue();
    let token = director(&venue);
    let (status, body) = venue.send(&token, "\"EndDay\"");
    assert_eq!(status, 200, "{body}");
    let ended = state(&venue);
    assert!(
        ended.get("period_ends_at").is_none_or(Value::is_null),
        "{ended}"
    );
    assert_eq!(ended["stopped"], "between_days");
}

/// A browser dispatches no event without a data line, so a keep-alive without one is never
/// heard by a page: the whole keep-alive, up to its blank line, must carry data.
#[test]
fn a_quiet_stream_says_it_is_alive_within_fifteen_seconds_in_an_event_a_browser_dispatches() {
    let venue = venue();
    let response = venue.agent.get(venue.url("/events")).call().unwrap();
    let mut reader = std::io::BufReader::new(response.into_body().into_reader());
    let (found, heard) = mpsc::channel();
    std::thread::spawn(move || {
        // Bounded: the replayed state, then keep-alives; a few hundred lines at most.
        let mut event = Vec::new();
        for _ in 0..500 {
            let mut line = String::new();
            if reader.read_line(&mut line).unwrap_or(0) == 0 {
                return;
            }
            let line = line.trim_end().to_string();
            if !line.is_empty() {
                event.push(line);
                continue;
            }
            if event
                .iter()
                .any(|l| l == "event: alive" || l == "event:alive")
            {
                let _ = found.send(event);
                return;
            }
            event.clear();
        }
    });
    let event = heard
        .recv_timeout(Duration::from_secs(15))
        .expect("a keep-alive event within 15 s of silence");
    let data: Vec<_> = event
        .iter()
        .filter_map(|l| l.strip_prefix("data:"))
        .collect();
    assert_eq!(
        data.iter().map(|d| d.trim()).collect::<Vec<_>>(),
        ["5000"],
        "the keep-alive carries its period as data, so a browser dispatches it: {event:?}"
    );
}
