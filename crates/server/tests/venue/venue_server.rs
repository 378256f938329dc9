//! The venue server, spoken to over HTTP on 127.0.0.1 the way phones and a standby speak to it:
//! every endpoint and status, the live events and their resumption, the role table, the PIN
//! lockout, and nothing private on the public endpoints.

use crate::venue_common;

use serde_json::Value;
use venue_common::*;

fn json(body: &str) -> Value {
    serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {body}"))
}

#[test]
fn the_public_state_and_the_clock_page_hold_nothing_private() {
    let venue = venue();
    let journal = std::fs::read_to_string(venue.dir.path().join("journal.jsonl")).unwrap();
    assert!(journal.contains(NOTE), "the note was planted");
    assert!(journal.contains("HoleCards"), "hole cards were planted");

    let (status, body) = venue.get("/api/state");
    assert_eq!(status, 200);
    let state = json(&body);
    assert_eq!(state["seq"], venue.commands_in_journal());
    assert_eq!(state["display"]["title"], "Friday Deepstack");
    assert_eq!(state["display"]["players_left"], 12);
    assert!(
        state["period_ends_at"].is_string(),
        "the clock runs: {body}"
    );
    let seats = state["seats"].as_array().unwrap();
    assert_eq!(
        seats.len(),
        12,
        "every player still in, with table and seat"
    );
    assert!(
        seats
            .iter()
            .any(|s| s["name"] == "Éloïse Martin" && s["table"].is_u64())
    );
    assert_eq!(state["tables"].as_array().unwrap().len(), 2);

    let (status, page) = venue.get("/");
    assert_eq!(status, 200);
    for (what, text) in [("the state", &body), ("the clock page", &page)] {
        assert!(!text.contains(NOTE), "{what} shows the TD's note");
        assert!(
            !text.contains("watch for chip"),
            "{what} shows part of the note"
        );
        for private in [
            "HoleCards",
            "hole",
            "notes",
            "cards\"",
            "rulings",
            "penalties",
        ] {
            assert!(!text.contains(private), "{what} holds `{private}`");
        }
    }
}

#[test]
fn a_pin_signs_in_with_its_role_and_a_wrong_one_is_refused_with_a_sentence() {
    let venue = venue();
    for (pin, role) in [(DEALER, "dealer"), (FLOOR, "floor"), (DIRECTOR, "director")] {
        let (status, body) = venue.post("/api/login", None, &format!(r#"{{"pin":"{pin}"}}"#));
        assert_eq!(status, 200, "{body}");
        let answer = json(&body);
        assert_eq!(answer["role"], role);
        assert!(
            answer["token"].as_str().unwrap().len() >= 32,
            "128 bits or more"
        );
    }
    let (status, body) = venue.post("/api/login", None, r#"{"pin":"0000"}"#);
    assert_eq!(status, 401);
    assert!(
        json(&body)["error"].as_str().unwrap().contains("PIN"),
        "{body}"
    );

    let (status, body) = venue.post("/api/login", None, "{\"pin\": ");
    assert_eq!(status, 400);
    assert!(
        json(&body)["error"]
            .as_str()
            .unwrap()
            .starts_with("the request is not readable")
    );
}

#[test]
fn five_wrong_pins_from_one_address_lock_it_out_even_for_the_right_pin() {
    let venue = venue();
    for _ in 0..riffle_server::WRONG_PINS_ALLOWED {
        assert_eq!(venue.login("9999").unwrap_err().0, 401);
    }
    let (status, body) = venue.login(DIRECTOR).unwrap_err();
    assert_eq!(status, 429);
    let sentence = json(&body)["error"].as_str().unwrap().to_string();
    assert!(
        sentence.contains("try again in 60 s") || sentence.contains("try again in 59 s"),
        "{sentence}"
    );
}

#[test]
fn commands_need_a_token_and_answer_with_the_journal_seq_once_durable() {
    let venue = venue();
    let (status, _) = venue.post("/api/commands", None, "\"PauseClock\"");
    assert_eq!(status, 401);
    let (status, _) = venue.send(&"ab".repeat(32), "\"PauseClock\"");
    assert_eq!(status, 401, "a token this server never gave");

    let director = venue.login(DIRECTOR).unwrap();
    let before = venue.commands_in_journal();
    let (status, body) = venue.send(
        &director,
        r#"{"Announce":{"text":"Dinner break at 21:00"}}"#,
    );
    assert_eq!(status, 200, "{body}");
    assert_eq!(json(&body)["seq"], before + 1);
    // Durable: a reader of the folder, taking no lock, finds it in the journal.
    let view = riffle_store::session::View::open(venue.dir.path()).unwrap();
    assert_eq!(
        view.read_commands().unwrap().last().unwrap().number,
        before + 1
    );
    assert_eq!(
        view.tournament().announcement(),
        Some("Dinner break at 21:00")
    );
    let (_, state) = venue.get("/api/state");
    assert_eq!(
        json(&state)["display"]["announcement"],
        "Dinner break at 21:00"
    );
}

#[test]
fn a_refused_command_answers_400_with_the_reason_and_changes_nothing() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let before = venue.commands_in_journal();
    let (status, body) = venue.send(&director, r#"{"DealHand":{"table":99}}"#);
    assert_eq!(status, 400);
    assert!(
        json(&body)["error"].as_str().unwrap().contains("99"),
        "{body}"
    );
    assert_eq!(venue.commands_in_journal(), before);

    // The same refusal in French when the phone asks for French.
    let mut response = venue
        .agent
        .post(venue.url("/api/commands"))
        .header("Authorization", format!("Bearer {director}"))
        .header("Accept-Language", "fr-FR,fr;q=0.9,en;q=0.5")
        .send("\"ResumeClock\"")
        .unwrap();
    assert_eq!(response.status().as_u16(), 400);
    let sentence = json(&response.body_mut().read_to_string().unwrap())["error"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(sentence.contains("l'horloge"), "{sentence}");
    assert_eq!(venue.commands_in_journal(), before);
}

#[test]
fn malformed_json_and_unknown_commands_are_400_with_a_sentence() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let before = venue.commands_in_journal();
    for body in [
        "{\"Announce\":",
        "\"Shuffle\"",
        "{\"DealHand\":{\"table\":\"one\"}}",
        "",
    ] {
        let (status, answer) = venue.send(&director, body);
        assert_eq!(status, 400, "{body}: {answer}");
        let sentence = json(&answer)["error"].as_str().unwrap().to_string();
        assert!(
            sentence.starts_with("the request is not readable: "),
            "{sentence}"
        );
    }
    assert_eq!(venue.commands_in_journal(), before);
}

#[test]
fn a_body_over_64_kib_is_413_and_changes_nothing() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let before = venue.commands_in_journal();
    let text = "x".repeat(64 * 1024);
    let (status, body) = venue.send(&director, &format!(r#"{{"Announce":{{"text":"{text}"}}}}"#));
    assert_eq!(status, 413);
    assert!(
        json(&body)["error"].as_str().unwrap().contains("64 KiB"),
        "{body}"
    );
    assert_eq!(venue.commands_in_journal(), before);
    // Just under the limit is read.
    let text = "x".repeat(60 * 1024);
    let (status, _) = venue.send(&director, &format!(r#"{{"Announce":{{"text":"{text}"}}}}"#));
    assert_eq!(status, 200);
}

#[test]
fn dealers_report_hands_the_floor_touches_no_money_and_the_director_everything() {
    let venue = venue();
    let dealer = venue.dealer_at(1);
    let floor = venue.login(FLOOR).unwrap();
    let director = venue.login(DIRECTOR).unwrap();
    let bob = venue.player("Bob Stone").0;

    let (status, body) = venue.send(&dealer, r#"{"DealHand":{"table":1}}"#);
    assert_eq!(status, 200, "{body}");
    let before = venue.commands_in_journal();
    for (token, command) in [
        (&dealer, "\"PauseClock\"".to_string()),
        (&dealer, r#"{"Announce":{"text":"hi"}}"#.to_string()),
        (&dealer, "\"HandForHandCompleted\"".to_string()),
        (&floor, r#"{"SetPayouts":{"prizes":[1000]}}"#.to_string()),
        (&floor, "\"NextPeriod\"".to_string()),
        (&floor, format!(r#"{{"Rebuy":{{"player":{bob}}}}}"#)),
        (&floor, r#"{"Register":{"name":"Zed"}}"#.to_string()),
        (
            &floor,
            r#"{"SetHouseRules":{"preset":"Seed-FR"}}"#.to_string(),
        ),
        (&floor, "\"Undo\"".to_string()),
    ] {
        let (status, body) = venue.send(token, &command);
        assert_eq!(status, 403, "{command}: {body}");
        assert!(
            json(&body)["error"]
                .as_str()
                .unwrap()
                .contains("may not send"),
            "{body}"
        );
    }
    assert_eq!(
        venue.commands_in_journal(),
        before,
        "a refused role changes nothing"
    );

    let (status, body) = venue.send(&floor, "\"PauseClock\"");
    assert_eq!(status, 200, "{body}");
    let (status, body) = venue.send(
        &floor,
        &format!(r#"{{"SetChips":{{"player":{bob},"chips":31000}}}}"#),
    );
    assert_eq!(status, 200, "{body}");
    let (status, body) = venue.send(&director, "\"Undo\"");
    assert_eq!(status, 200, "{body}");
    let (status, body) = venue.send(&director, r#"{"Register":{"name":"Zed"}}"#);
    assert_eq!(status, 200, "{body}");
    // Hand-for-hand: the floor starts it, a dealer reports their own table's hand done.
    let (status, body) = venue.send(&floor, "\"StartHandForHand\"");
    assert_eq!(status, 200, "{body}");
    let (status, body) = venue.send(&dealer, r#"{"TableFinishedHand":{"table":1}}"#);
    assert_eq!(status, 200, "{body}");
}

#[test]
fn the_journal_is_for_the_director_byte_for_byte_from_any_line() {
    let venue = venue();
    let file = std::fs::read(venue.dir.path().join("journal.jsonl")).unwrap();
    let floor = venue.login(FLOOR).unwrap();
    let director = venue.login(DIRECTOR).unwrap();
    let get = |token: Option<&str>, path: &str| {
        let mut request = venue.agent.get(venue.url(path));
        if let Some(token) = token {
            request = request.header("Authorization", format!("Bearer {token}"));
        }
        let mut response = request.call().unwrap();
        let lines = response
            .headers()
            .get("x-journal-lines")
            .map(|v| v.to_str().unwrap().to_string());
        let crc = response
            .headers()
            .get("x-journal-crc32")
            .map(|v| v.to_str().unwrap().to_string());
        let body = response.body_mut().read_to_vec().unwrap();
        (response.status().as_u16(), body, lines, crc)
    };
    assert_eq!(get(None, "/api/journal").0, 401);
    assert_eq!(get(Some(&floor), "/api/journal").0, 403);
    assert_eq!(get(Some(&director), "/api/journal?from=x").0, 400);

    let (status, body, lines, crc) = get(Some(&director), "/api/journal?from=0");
    assert_eq!(status, 200);
    assert_eq!(body, file, "the whole journal, byte for byte");
    let total = file.iter().filter(|b| **b == b'\n').count();
    assert_eq!(lines.unwrap(), total.to_string());
    assert_eq!(crc.unwrap(), format!("{:08x}", crc32fast_hash(&file)));

    let (_, tail, _, _) = get(Some(&director), "/api/journal?from=3");
    let skipped: usize = file
        .split_inclusive(|b| *b == b'\n')
        .take(3)
        .map(<[u8]>::len)
        .sum();
    assert_eq!(tail, file[skipped..]);
    let (_, nothing, _, _) = get(Some(&director), &format!("/api/journal?from={}", total + 5));
    assert!(nothing.is_empty());
}

fn crc32fast_hash(bytes: &[u8]) -> u32 {
    // The journal's own checksum (CRC-32, IEEE), written out so the test needs no crate.
    let mut crc = !0u32;
    for byte in bytes {
        crc ^= u32::from(*byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[test]
fn unknown_routes_are_404_with_a_sentence() {
    let venue = venue();
    let (status, body) = venue.get("/admin");
    assert_eq!(status, 404);
    assert!(json(&body)["error"].as_str().unwrap().contains("/admin"));
    assert_eq!(venue.get("/api/nothing").0, 404);
}

#[test]
fn every_committed_command_is_an_event_with_the_journal_seq() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let mut events = Events::open(&venue, None);
    let (first, state) = events.next();
    assert_eq!(
        first,
        venue.commands_in_journal(),
        "a new client gets the state now"
    );
    assert_eq!(state["seq"], first);
    for i in 1..=3 {
        let (status, _) = venue.send(
            &director,
            &format!(r#"{{"Announce":{{"text":"call {i}"}}}}"#),
        );
        assert_eq!(status, 200);
        let (id, state) = events.next();
        assert_eq!(id, first + i);
        assert_eq!(state["display"]["announcement"], format!("call {i}"));
    }
    assert_eq!(venue.server.screens(), 1);
    let devices = venue.server.devices();
    assert!(
        devices
            .iter()
            .any(|d| d.role.is_none() && d.following && d.addr.is_loopback()),
        "the screen following: {devices:?}"
    );
    assert!(
        devices
            .iter()
            .any(|d| d.role == Some(riffle_server::Role::Director) && !d.following),
        "the director who sent the commands: {devices:?}"
    );
}

#[test]
fn a_client_that_reconnects_with_last_event_id_misses_nothing() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let mut events = Events::open(&venue, None);
    let (seen, _) = events.next();
    drop(events);
    // Three commands while the phone is away.
    for i in 1..=3 {
        assert_eq!(
            venue
                .send(
                    &director,
                    &format!(r#"{{"Announce":{{"text":"away {i}"}}}}"#)
                )
                .0,
            200
        );
    }
    let mut events = Events::open(&venue, Some(seen));
    for i in 1..=3 {
        let (id, state) = events.next();
        assert_eq!(id, seen + i, "every missed change, in order");
        assert_eq!(state["display"]["announcement"], format!("away {i}"));
    }
    assert_eq!(venue.send(&director, "\"ClearAnnouncement\"").0, 200);
    let (id, state) = events.next();
    assert_eq!(id, seen + 4, "then the live ones");
    assert!(state["display"]["announcement"].is_null());
}

#[test]
fn the_server_stops_with_its_streams_open_and_frees_its_port() {
    let venue = venue();
    let mut events = Events::open(&venue, None);
    events.next();
    let addr = venue.server.addr();
    let Venue { server, .. } = venue;
    server.stop();
    assert!(
        std::net::TcpStream::connect(addr).is_err(),
        "nothing listens any more"
    );
}

#[test]
fn seats_are_found_by_name_with_accents_and_case_ignored() {
    let venue = venue();
    for query in ["eloise", "ÉLOÏSE", "martin elo"] {
        let (status, body) = venue.get(&format!("/api/seats?name={}", query.replace(' ', "%20")));
        assert_eq!(status, 200);
        let found = json(&body);
        let found = found.as_array().unwrap();
        assert_eq!(found.len(), 1, "{query}: {body}");
        assert_eq!(found[0]["name"], "Éloïse Martin");
        assert!(found[0]["table"].is_u64() && found[0]["seat"].is_u64());
        assert!(!body.contains(NOTE));
    }
    assert_eq!(venue.get("/api/seats?name=nobody").1, "[]");
    assert_eq!(venue.get("/api/seats").1, "[]");
}

#[test]
fn staff_see_reports_with_the_place_a_bust_gives_and_the_public_does_not() {
    let venue = venue();
    assert_eq!(venue.get("/api/staff").0, 401);
    let floor = venue.login(FLOOR).unwrap();
    let (table, seat) = venue.writer.read(|session| {
        let t = session.tournament();
        let bob = t
            .entries()
            .iter()
            .find(|e| e.name == "Bob Stone")
            .unwrap()
            .id;
        let at = t.floor().seat_of(bob).unwrap();
        (at.table.0, at.seat)
    });
    let dealer = venue.dealer_at(table);
    let report = format!(r#"{{"ReportBust":{{"table":{table},"seat":{seat}}}}}"#);
    assert_eq!(venue.send(&dealer, &report).0, 200);
    let call = format!(r#"{{"CallFloor":{{"table":{table},"reason":"clock called on seat 4"}}}}"#);
    assert_eq!(venue.send(&dealer, &call).0, 200);
    assert_eq!(
        venue.send(&dealer, r#"{"ConfirmBust":{"report":1}}"#).0,
        403
    );

    let mut response = venue
        .agent
        .get(venue.url("/api/staff"))
        .header("Authorization", format!("Bearer {floor}"))
        .call()
        .unwrap();
    let staff = json(&response.body_mut().read_to_string().unwrap());
    let reports = staff["reports"].as_array().unwrap();
    assert_eq!(reports.len(), 2);
    assert_eq!(reports[0]["name"], "Bob Stone");
    assert_eq!(reports[0]["place"], 12, "the twelfth of twelve");
    assert_eq!(reports[1]["reason"], "clock called on seat 4");
    let text = staff.to_string();
    assert!(!text.contains(NOTE) && !text.contains("HoleCards"));

    assert_eq!(venue.send(&floor, r#"{"ConfirmBust":{"report":1}}"#).0, 200);
    let (_, state) = venue.get("/api/state");
    assert_eq!(json(&state)["display"]["players_left"], 11);
}

/// The staff page of a phone asking in `lang` (an `Accept-Language` value).
fn staff_in(venue: &Venue, token: &str, lang: &str) -> Value {
    let mut response = venue
        .agent
        .get(venue.url("/api/staff"))
        .header("Authorization", format!("Bearer {token}"))
        .header("Accept-Language", lang)
        .call()
        .unwrap();
    assert_eq!(response.status().as_u16(), 200);
    json(&response.body_mut().read_to_string().unwrap())
}

#[test]
fn the_floor_reads_the_pending_instruction_in_the_language_of_the_phone() {
    let venue = venue();
    let floor = venue.login(FLOOR).unwrap();
    // Two busts at table 2 leave it two short of table 1: the floor asks for a balancing move.
    let at_table_2: Vec<riffle_core::floor::PlayerId> = venue.writer.read(|session| {
        let t = session
            .tournament()
            .floor()
            .table(riffle_core::floor::TableNo(2))
            .unwrap();
        t.players().map(|(_, p)| p).take(2).collect()
    });
    for player in at_table_2 {
        let bust = riffle_tournament::Bust {
            player,
            starting_stack: None,
            by: Vec::new(),
        };
        venue
            .writer
            .execute(
                &riffle_tournament::Command::Eliminate {
                    busts: vec![bust],
                    on_hand_for_hand_announcement: false,
                },
                chrono::Utc::now(),
            )
            .unwrap();
    }

    let french = staff_in(&venue, &floor, "fr-FR,fr;q=0.9,en;q=0.5");
    let text = french["instruction"]["text"].as_str().unwrap();
    assert!(
        text.starts_with("La table 1 compte 6 joueurs, la table 2 en compte 4."),
        "{text}"
    );
    assert!(text.contains("grosse blinde"), "{text}");
    for english in [
        " has ",
        "big blind",
        "moves to",
        "Table 1:",
        "record who moved",
    ] {
        assert!(!text.contains(english), "{english:?} in {text}");
    }
    for m in french["instruction"]["moves"].as_array().unwrap() {
        let reason = m["reason"].as_str().unwrap();
        assert!(!reason.contains("big blind"), "{reason}");
    }

    let english = staff_in(&venue, &floor, "en-GB,en;q=0.9");
    let text = english["instruction"]["text"].as_str().unwrap();
    assert!(text.starts_with("Table 1 has 6, table 2 has 4."), "{text}");
}

#[test]
fn every_page_is_served_from_the_binary_and_holds_nothing_private() {
    let venue = venue();
    for path in [
        "/",
        "/seats",
        "/dealer",
        "/floor",
        "/common.js",
        "/signin.js",
        "/style.css",
    ] {
        let (status, body) = venue.get(path);
        assert_eq!(status, 200, "{path}");
        assert!(!body.contains(NOTE) && !body.contains("Éloïse"), "{path}");
        assert!(
            !body.contains("http://") && !body.contains("https://"),
            "{path} fetches from outside"
        );
    }
}

#[test]
fn no_pin_reaches_the_tournament_folder_in_clear() {
    let venue = venue();
    for pin in [DEALER, FLOOR, DIRECTOR] {
        let token = venue.login(pin).unwrap();
        let _ = venue.send(&token, r#"{"Announce":{"text":"signed in"}}"#);
    }
    assert_eq!(venue.login("9876").unwrap_err().0, 401);
    for entry in std::fs::read_dir(venue.dir.path()).unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() {
            let bytes = std::fs::read(&path).unwrap();
            let text = String::from_utf8_lossy(&bytes);
            for pin in [DEALER, FLOOR, DIRECTOR, "9876"] {
                assert!(
                    !text.contains(&format!("\"{pin}\"")),
                    "{pin} in {}",
                    path.display()
                );
            }
        }
    }
}

#[test]
fn tokens_outlive_a_restart_with_the_same_pins_and_a_forged_one_is_refused() {
    let venue = venue();
    let token = venue.login(DIRECTOR).unwrap();
    assert_eq!(venue.send(&token, "\"PauseClock\"").0, 200);
    let Venue {
        dir,
        writer,
        server,
        agent,
        ..
    } = venue;
    server.stop();
    let server = riffle_server::start(
        writer.clone(),
        riffle_server::Options {
            addr: "127.0.0.1:0".parse().unwrap(),
            pins: pins(),
        },
    )
    .unwrap();
    let again = Venue {
        base: format!("http://{}", server.addr()),
        dir,
        writer,
        server,
        agent,
    };
    let (status, body) = again.send(&token, "\"ResumeClock\"");
    assert_eq!(status, 200, "{body}");
    let forged = format!("{}0", &token[..token.len() - 1]);
    let forged = if forged == token {
        format!("{}1", &token[..token.len() - 1])
    } else {
        forged
    };
    assert_eq!(again.send(&forged, "\"PauseClock\"").0, 401);
}

#[test]
fn a_screen_that_never_reads_does_not_hold_up_the_commands() {
    use std::io::Write;
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    // A screen that asks for the events and then reads nothing, ever.
    let mut stuck = std::net::TcpStream::connect(venue.server.addr()).unwrap();
    write!(
        stuck,
        "GET /events HTTP/1.1\r\nHost: venue\r\nAccept: text/event-stream\r\n\r\n"
    )
    .unwrap();
    let before = venue.commands_in_journal();
    // Far more changes than a client's buffer holds, each a whole public state.
    let long = "x".repeat(4000);
    for i in 0..300 {
        let (status, body) = venue.send(
            &director,
            &format!(r#"{{"Announce":{{"text":"{i} {long}"}}}}"#),
        );
        assert_eq!(status, 200, "{body}");
    }
    assert_eq!(venue.commands_in_journal(), before + 300);
    // A screen that reads still gets the latest change.
    let mut events = Events::open(&venue, None);
    let (seq, state) = events.next();
    assert_eq!(seq, before + 300);
    assert!(
        state["display"]["announcement"]
            .as_str()
            .unwrap()
            .starts_with("299 ")
    );
    drop(stuck);
}

#[test]
fn an_address_not_this_computer_s_or_a_port_taken_is_refused_with_a_sentence() {
    let venue = venue();
    let start = |addr: std::net::SocketAddr| {
        riffle_server::start(
            venue.writer.clone(),
            riffle_server::Options { addr, pins: pins() },
        )
    };
    // A documentation address (TEST-NET-3): no computer has it.
    let elsewhere = "203.0.113.9:8080".parse().unwrap();
    let Err(refusal) = start(elsewhere) else {
        panic!("a server started on {elsewhere}");
    };
    assert!(matches!(
        refusal,
        riffle_server::VenueRefusal::NotThisComputer { .. }
    ));
    assert!(
        refusal.to_string().contains("203.0.113.9:8080"),
        "{refusal}"
    );
    let Err(refusal) = start(venue.server.addr()) else {
        panic!("two servers on one port");
    };
    assert!(matches!(
        refusal,
        riffle_server::VenueRefusal::PortTaken { .. }
    ));
}
