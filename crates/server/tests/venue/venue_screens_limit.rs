//! The room's screens have a limit the TD sets (`riffle serve --screens`, 2,000 unless set):
//! a screen past it is refused with the limit named, in the screen's language, and the screens
//! already following are untouched; a screen that goes away frees its place.

use super::venue_common::{Events, Venue, agent, pins};
use riffle_server::{self as server, Given};
use riffle_store::session::Session;
use riffle_store::writer::Writer;
use riffle_tournament::{Command, Setup, StructureSource};
use std::time::{Duration, Instant};

/// A server over a small event that lets `screens` follow at once.
fn venue_for(screens: usize) -> Venue {
    let dir = tempfile::tempdir().unwrap();
    let setup = Setup {
        name: "Friday Deepstack".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let session = Session::create(dir.path(), &setup, chrono::Utc::now()).unwrap();
    let writer = Writer::new(session);
    let addr = "127.0.0.1:0".parse().unwrap();
    let given = Given::all(&pins());
    let server = server::serve_screens(writer.clone(), Some(addr), &given, screens).unwrap();
    let base = format!("http://{}", server.addr());
    Venue {
        dir,
        writer,
        server,
        base,
        agent: agent(),
    }
}

/// What a French screen past the limit is told (refused with 503).
fn refused_in_french(venue: &Venue) -> String {
    let mut french = venue
        .agent
        .get(venue.url("/events"))
        .header("Accept-Language", "fr-FR")
        .call()
        .unwrap();
    assert_eq!(french.status().as_u16(), 503);
    french.body_mut().read_to_string().unwrap()
}

fn announce(venue: &Venue, text: &str) {
    let command = Command::Announce { text: text.into() };
    venue.writer.execute(&command, chrono::Utc::now()).unwrap();
}

#[test]
fn a_screen_past_the_limit_is_refused_with_the_limit_named() {
    let venue = venue_for(3);
    announce(&venue, "Welcome");
    let mut following: Vec<Events> = (0..3).map(|_| Events::open(&venue, None)).collect();
    for events in &mut following {
        events.next();
    }
    assert_eq!(venue.server.screens(), 3);

    let (status, body) = venue.get("/events");
    assert_eq!(status, 503, "{body}");
    let error: serde_json::Value = serde_json::from_str(&body).unwrap();
    let sentence = error["error"].as_str().unwrap();
    assert!(
        sentence.starts_with("3 screens already follow"),
        "{sentence}"
    );
    assert!(sentence.contains("--screens"), "{sentence}");
    let body = refused_in_french(&venue);
    assert!(body.contains("3 écrans suivent déjà la salle"), "{body}");

    // The refused screens changed nothing for those following.
    assert_eq!(venue.server.screens(), 3);
    announce(&venue, "Break in five minutes");
    for events in &mut following {
        let (_, state) = events.next();
        assert_eq!(state["display"]["announcement"], "Break in five minutes");
    }
}

#[test]
fn a_screen_that_goes_away_frees_its_place() {
    let venue = venue_for(2);
    announce(&venue, "Welcome");
    let mut first = Events::open(&venue, None);
    first.next();
    let second = Events::open(&venue, None);
    assert_eq!(venue.get("/events").0, 503);
    drop(second);
    // The server learns a screen left when it next writes to it: each change is sent.
    let start = Instant::now();
    let mut k = 0;
    while venue.server.screens() > 1 && start.elapsed() < Duration::from_secs(10) {
        k += 1;
        announce(&venue, &format!("Table {k} is breaking"));
        first.next();
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(venue.server.screens(), 1);
    let mut again = Events::open(&venue, None);
    again.next();
    assert_eq!(venue.server.screens(), 2);
}

#[test]
fn a_limit_of_one_screen_is_named_in_the_singular_in_both_languages() {
    let venue = venue_for(1);
    announce(&venue, "Welcome");
    let mut following = Events::open(&venue, None);
    following.next();

    let (status, body) = venue.get("/events");
    assert_eq!(status, 503, "{body}");
    assert!(body.contains("1 screen already follows the room"), "{body}");
    let body = refused_in_french(&venue);
    assert!(body.contains("1 écran suit déjà la salle"), "{body}");
    assert_eq!(venue.server.screens(), 1);
}
