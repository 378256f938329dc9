//! `POST /api/commands` over real HTTP meets the rest of the desk's invariants as the window
//! and `riffle script` do: a player reinstated with no stack recorded comes back with the
//! average made of the chips in play, and a balancing move recorded for a player the floor has
//! just moved in is refused with the reason, the journal keeping nothing of it.

use crate::venue_common::*;
use riffle_core::floor::{PlayerId, Seat, TableNo};
use serde_json::Value;

fn error(body: &str) -> String {
    let refusal: Value = serde_json::from_str(body).unwrap();
    refusal["error"].as_str().unwrap().to_string()
}

fn seated(venue: &Venue, table: u32) -> Vec<(u8, PlayerId)> {
    venue.writer.read(|session| {
        let floor = session.tournament().floor();
        floor.table(TableNo(table)).unwrap().players().collect()
    })
}

fn open_seat(venue: &Venue, table: u32) -> u8 {
    venue.writer.read(|session| {
        let table = session.tournament().floor().table(TableNo(table)).unwrap();
        (1..=table.seat_count())
            .find(|&s| table.seat(s) == Some(Seat::Open))
            .unwrap()
    })
}

fn bust(venue: &Venue, director: &str, player: PlayerId) {
    let body = format!(r#"{{"Eliminate":{{"busts":[{{"player":{}}}]}}}}"#, player.0);
    let (status, body) = venue.send(director, &body);
    assert_eq!(status, 200, "{body}");
}

#[test]
fn a_reinstated_player_with_no_stack_gets_the_average_in_chips() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    let bob = venue.player("Bob Stone");
    bust(&venue, &director, bob);
    let average = venue.writer.read(|session| {
        session
            .tournament()
            .display(chrono::Utc::now())
            .average_stack
    });
    let reinstate = format!(
        r#"{{"Reinstate":{{"player":{},"reason":"the dealer tapped the wrong seat"}}}}"#,
        bob.0
    );
    let (status, body) = venue.send(&director, &reinstate);
    assert_eq!(status, 200, "{body}");
    let back = venue
        .writer
        .read(|session| session.tournament().entry(bob).unwrap().chips);
    // Twelve stacks over eleven players is no count of chips: the average is rounded to the
    // smallest chip in play, a count the tables can make.
    assert_ne!(average % 100, 0, "{average}");
    assert_eq!(back % 100, 0, "{back}");
    assert!(back.abs_diff(average) <= 50, "{back} for {average}");
}

#[test]
fn a_move_recorded_for_a_player_just_moved_in_is_refused() {
    let venue = venue();
    let director = venue.login(DIRECTOR).unwrap();
    // 6 and 6: two busts at table 1 call a balance from table 2.
    for (_, player) in seated(&venue, 1).into_iter().take(2) {
        bust(&venue, &director, player);
    }
    let pending = venue
        .writer
        .read(|s| s.tournament().pending_instruction().cloned());
    let pending = pending.expect("4 against 6: a balance");
    let mover = match pending.moves.first() {
        Some(m) => m.player,
        None => seated(&venue, 2)[0].1,
    };
    let record = format!(
        r#"{{"CompleteMove":{{"player":{},"table":1,"seat":{}}}}}"#,
        mover.0,
        open_seat(&venue, 1)
    );
    let (status, body) = venue.send(&director, &record);
    assert_eq!(status, 200, "{body}");
    // Table 2 loses three more: 5 against 2, and the one just moved in to table 1 is named.
    for (_, player) in seated(&venue, 2).into_iter().take(3) {
        bust(&venue, &director, player);
    }
    let before = venue.commands_in_journal();
    let again = format!(
        r#"{{"CompleteMove":{{"player":{},"table":2,"seat":{}}}}}"#,
        mover.0,
        open_seat(&venue, 2)
    );
    let (status, body) = venue.send(&director, &again);
    assert_eq!(status, 400, "{body}");
    assert!(
        error(&body).contains("was just moved to table 1 and has not played a hand there yet"),
        "{body}"
    );
    assert_eq!(venue.commands_in_journal(), before);
}
