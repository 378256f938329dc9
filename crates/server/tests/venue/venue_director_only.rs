//! The director's phone reads and asks through two requests only the director's role makes:
//! `GET /api/director` and `POST /api/director/preview`. A floor or dealer token is refused
//! (403) with a sentence, and a preview changes nothing: it says what the command would do, or
//! refuses it with the sentence sending it would get. The view lists the price profiles sold
//! now, so the phone can sell at each as the desk does.

use crate::venue_common::*;
use serde_json::Value;

fn get_with(venue: &Venue, path: &str, token: &str) -> (u16, Value) {
    let mut response = venue
        .agent
        .get(venue.url(path))
        .header("Authorization", format!("Bearer {token}"))
        .call()
        .unwrap();
    let status = response.status().as_u16();
    let body = response.body_mut().read_to_string().unwrap();
    (status, serde_json::from_str(&body).unwrap())
}

#[test]
fn a_floor_or_dealer_token_is_refused_the_directors_view_with_a_sentence() {
    let venue = venue();
    for token in [venue.login(FLOOR).unwrap(), venue.dealer_at(1)] {
        let (status, body) = get_with(&venue, "/api/director", &token);
        assert_eq!(status, 403, "{body}");
        assert!(
            body["error"].as_str().unwrap().contains("may not"),
            "{body}"
        );
        let (status, body) = venue.post("/api/director/preview", Some(&token), r#""Undo""#);
        assert_eq!(status, 403, "{body}");
    }
    let (status, _) = venue.get("/api/director");
    assert_eq!(status, 401);
}

#[test]
fn the_directors_view_names_every_entry_and_what_undo_takes_back() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let (status, body) = get_with(&venue, "/api/director", &director);
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["entries"].as_array().unwrap().len(), 12);
    assert!(body["entries"][1]["seat"].is_array(), "{body}");
    assert!(
        body["undo"].as_str().is_some_and(|s| !s.is_empty()),
        "{body}"
    );
    assert!(body["redo"].is_null());
}

#[test]
fn a_preview_says_the_place_and_prize_or_the_refusal_and_changes_nothing() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let before = venue.commands_in_journal();
    let player = venue.player("Bob Stone").0;
    let bust = format!(r#"{{"Eliminate":{{"busts":[{{"player":{player}}}]}}}}"#);
    let (status, body) = venue.post("/api/director/preview", Some(&director), &bust);
    assert_eq!(status, 200, "{body}");
    let previewed: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(previewed["out"][0]["name"], "Bob Stone");
    assert_eq!(previewed["out"][0]["place"], 12);
    // A player still in may not re-enter: refused as sending it would be.
    let re_entry = format!(r#"{{"ReEnter":{{"player":{player}}}}}"#);
    let (status, refused) = venue.post("/api/director/preview", Some(&director), &re_entry);
    let (sent_status, sent) = venue.send(&director, &re_entry);
    assert_eq!((status, sent_status), (400, 400), "{refused}");
    assert_eq!(refused, sent);
    assert_eq!(venue.commands_in_journal(), before);
}

#[test]
fn the_directors_view_lists_the_prices_sold_now_and_a_purchase_counts_at_the_one_sent() {
    let structure = priced_structure();
    let dir = tempfile::tempdir().unwrap();
    let setup = riffle_tournament::Setup {
        name: "Early birds".into(),
        structure: riffle_tournament::StructureSource::Inline(Box::new(structure)),
        house_rules: None,
        seats_per_table: 9,
    };
    let now = chrono::Utc::now();
    let session = riffle_store::session::Session::create(dir.path(), &setup, now).unwrap();
    let venue = serve(dir, riffle_store::writer::Writer::new(session));
    let director = venue.login(DIRECTOR).unwrap();
    let (status, body) = get_with(&venue, "/api/director", &director);
    assert_eq!(status, 200, "{body}");
    // Level 1: the early bird and the rebuy's half price; the late price is not sold yet.
    let prices: Vec<(String, String, u64, u64)> = (body["prices"].as_array().unwrap().iter())
        .map(|p| {
            (
                p["sold"].as_str().unwrap().to_string(),
                p["name"].as_str().unwrap().to_string(),
                p["paid"].as_u64().unwrap(),
                p["chips"].as_u64().unwrap(),
            )
        })
        .collect();
    let expected = [
        ("Entry", "Early bird", 45, 12_000),
        ("Rebuy", "Half", 25, 5_000),
    ]
    .map(|(sold, name, paid, chips)| (sold.to_string(), name.to_string(), paid, chips));
    assert_eq!(prices, expected);
    let register = r#"{"Register":{"name":"Ana Costa","notes":null,"confirmed":false,"profile":"Early bird"}}"#;
    let (status, previewed) = venue.post("/api/director/preview", Some(&director), register);
    assert_eq!(status, 200, "{previewed}");
    let previewed: Value = serde_json::from_str(&previewed).unwrap();
    assert_eq!(
        (previewed["paid"].as_u64(), previewed["chips"].as_u64()),
        (Some(45), Some(12_000))
    );
    let (status, sent) = venue.send(&director, register);
    assert_eq!(status, 200, "{sent}");
    let (profiles, chips, pool) = venue.writer.read(|s| {
        let t = s.tournament();
        (
            t.entries()[0].profiles.clone(),
            t.entries()[0].chips,
            t.prize_pool(),
        )
    });
    assert_eq!(profiles, ["Early bird"]);
    assert_eq!((chips, pool), (12_000, 40));
    // A price not sold now is refused as the desk refuses it.
    let late = register
        .replace("Early bird", "Late")
        .replace("Ana Costa", "Ben Okafor");
    let (status, refused) = venue.send(&director, &late);
    assert_eq!(status, 400, "{refused}");
    assert!(refused.contains("Late"), "{refused}");
}
