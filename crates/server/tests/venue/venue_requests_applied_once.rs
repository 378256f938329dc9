//! Every command from a phone is applied once: a page sends an `Idempotency-Key` with each tap
//! and again with each retry of that tap, so a double tap, a retry after a lost answer or two
//! copies racing each other make one journal line and get the same `seq`.

use crate::venue_common::*;
use serde_json::Value;

/// Sends a command with an `Idempotency-Key`, in the phone's language; the status and body.
fn send_keyed(venue: &Venue, token: &str, key: &str, command: &str, lang: &str) -> (u16, Value) {
    let mut response = venue
        .agent
        .post(venue.url("/api/commands"))
        .header("Authorization", format!("Bearer {token}"))
        .header("Idempotency-Key", key)
        .header("Accept-Language", lang)
        .send(command)
        .unwrap();
    let status = response.status().as_u16();
    let body = response.body_mut().read_to_string().unwrap();
    (status, serde_json::from_str(&body).unwrap())
}

/// The journal's lines that carry the key.
fn lines_with(venue: &Venue, key: &str) -> usize {
    let journal = std::fs::read_to_string(venue.dir.path().join("journal.jsonl")).unwrap();
    journal
        .lines()
        .filter(|line| line.contains(&format!("\"id\":\"{key}\"")))
        .count()
}

#[test]
fn a_repeated_request_answers_the_first_seq_and_changes_nothing() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let before = venue.commands_in_journal();
    let announce = r#"{"Announce":{"text":"Dinner break at 21:00"}}"#;
    let (status, first) = send_keyed(&venue, &director, "tap-1", announce, "en");
    assert_eq!(status, 200, "{first}");
    assert_eq!(first["seq"], before + 1);
    for _ in 0..3 {
        let (status, again) = send_keyed(&venue, &director, "tap-1", announce, "en");
        assert_eq!((status, &again), (200, &first));
    }
    assert_eq!(venue.commands_in_journal(), before + 1);
    assert_eq!(lines_with(&venue, "tap-1"), 1);
}

#[test]
fn parallel_copies_of_one_request_make_one_journal_line_and_the_same_seq() {
    let venue = venue();
    let dealer = venue.dealer_at(1);
    let before = venue.commands_in_journal();
    let hand = venue.hand_at(1);
    let answers: Vec<(u16, Value)> = std::thread::scope(|scope| {
        let copies: Vec<_> = (0..6)
            .map(|_| {
                scope.spawn(|| {
                    send_keyed(
                        &venue,
                        &dealer,
                        "tap-9",
                        r#"{"DealHand":{"table":1}}"#,
                        "en",
                    )
                })
            })
            .collect();
        copies.into_iter().map(|c| c.join().unwrap()).collect()
    });
    for (status, body) in &answers {
        assert_eq!(*status, 200, "{body}");
        assert_eq!(body["seq"], before + 1);
    }
    assert_eq!(venue.commands_in_journal(), before + 1);
    assert_eq!(lines_with(&venue, "tap-9"), 1);
    // One hand dealt: the button moved one seat.
    assert_eq!(venue.hand_at(1), hand + 1);
}

#[test]
fn the_same_key_with_another_command_is_409_with_a_sentence_in_the_phones_language() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let (status, _) = send_keyed(&venue, &director, "tap-2", "\"PauseClock\"", "en");
    assert_eq!(status, 200);
    let before = venue.commands_in_journal();
    let (status, body) = send_keyed(&venue, &director, "tap-2", "\"ResumeClock\"", "en");
    assert_eq!(status, 409, "{body}");
    let sentence = body["error"].as_str().unwrap();
    assert!(
        sentence.contains("tap-2") && sentence.contains("nothing was changed"),
        "{sentence}"
    );
    let (status, body) = send_keyed(&venue, &director, "tap-2", "\"ResumeClock\"", "fr-FR");
    assert_eq!(status, 409);
    let sentence = body["error"].as_str().unwrap();
    assert!(sentence.contains("rien n'a changé"), "{sentence}");
    assert_eq!(venue.commands_in_journal(), before);
}

#[test]
fn a_request_repeated_after_the_server_restarts_is_still_applied_once() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let announce = r#"{"Announce":{"text":"Chip race at the break"}}"#;
    let (_, first) = send_keyed(&venue, &director, "tap-5", announce, "en");
    let Venue {
        dir,
        writer,
        server,
        ..
    } = venue;
    server.stop();
    drop(writer);
    let reopened = restarted(dir);
    let director = reopened.login(DIRECTOR).unwrap();
    let before = reopened.commands_in_journal();
    let (status, again) = send_keyed(&reopened, &director, "tap-5", announce, "en");
    assert_eq!((status, &again), (200, &first));
    assert_eq!(reopened.commands_in_journal(), before);
    assert_eq!(lines_with(&reopened, "tap-5"), 1);
}

#[test]
fn an_empty_or_overlong_key_is_400_with_a_sentence() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let before = venue.commands_in_journal();
    for key in [" ".to_string(), "k".repeat(101)] {
        let (status, body) = send_keyed(&venue, &director, &key, "\"PauseClock\"", "en");
        assert_eq!(status, 400, "{body}");
        assert!(body["error"].as_str().unwrap().contains("Idempotency-Key"));
    }
    assert_eq!(venue.commands_in_journal(), before);
}
