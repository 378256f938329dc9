//! One person, one live entry: a re-entry is bought from the person's latest entry once it is
//! out, and an old entry is not reinstated while a newer one of the person plays. Refused with
//! the live entry, its table and seat named, changing nothing; whatever the TD, a script or a
//! phone sends, in any order, no person ever has two entries in play.

use crate::tournament_common::*;
use proptest::prelude::*;
use riffle_core::floor::PlayerId;
use riffle_core::structure::{Structure, shipped};
use riffle_tournament::people::EntryRefusal;
use riffle_tournament::{Command, RuleError, Setup, StructureSource, Tournament};
use std::collections::HashMap;

/// Eighteen players of an event that sells re-entries without a limit, seated, clock running.
fn room() -> Td {
    let mut structure: Structure = shipped("standard-20").unwrap().unwrap();
    if let Some(re_entry) = structure.re_entry.as_mut() {
        re_entry.max_per_player = None;
    }
    let mut td = Td::with_setup(&Setup {
        name: "Saturday".into(),
        structure: StructureSource::Inline(Box::new(structure)),
        house_rules: None,
        seats_per_table: 9,
    });
    for n in 0..18 {
        td.ok(Command::Register {
            name: format!("Player {n}"),
            notes: None,
            confirmed: false,
            profile: None,
        });
    }
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    td
}

fn eliminate(player: PlayerId) -> Command {
    Command::Eliminate {
        busts: vec![bust(player, None)],
        on_hand_for_hand_announcement: false,
    }
}

fn reinstate(player: PlayerId) -> Command {
    Command::Reinstate {
        player,
        reason: "the dealer tapped the wrong seat".into(),
    }
}

/// Every person (first entry) with more than one entry in play.
fn doubled(t: &Tournament) -> Vec<(PlayerId, usize)> {
    let mut live: HashMap<PlayerId, usize> = HashMap::new();
    for entry in t.players_in() {
        let mut first = entry.id;
        while let Some(riffle_tournament::EntryKind::ReEntry { previous }) =
            t.entry(first).map(|e| e.kind)
        {
            first = previous;
        }
        *live.entry(first).or_default() += 1;
    }
    live.into_iter().filter(|&(_, n)| n > 1).collect()
}

#[test]
fn a_second_re_entry_from_the_same_old_entry_is_refused_naming_the_live_one() {
    let mut td = room();
    let ann = PlayerId(3);
    td.ok(eliminate(ann));
    td.ok(Command::ReEnter {
        player: ann,
        profile: None,
    });
    let back = PlayerId(18);
    let seat = td
        .tournament
        .floor()
        .seat_of(back)
        .expect("the re-entry is seated");
    let paid = td.tournament.prize_pool();

    let refused = td
        .run(Command::ReEnter {
            player: ann,
            profile: None,
        })
        .unwrap_err();
    assert_eq!(
        refused,
        RuleError::OneEntry(EntryRefusal::AlreadyBackIn {
            name: "Player 3".into(),
            entry: 19,
            seat: Some((seat.table.0, seat.seat)),
        })
    );
    assert_eq!(
        refused.to_string(),
        format!(
            "Player 3 is already back in as entry 19, table {} seat {}: one player plays one \
             entry at a time",
            seat.table.0, seat.seat
        )
    );
    riffle_text::assert_worded_in_both(&refused);
    assert_eq!(td.tournament.prize_pool(), paid, "the buy-in is taken once");
    assert!(doubled(&td.tournament).is_empty());
}

#[test]
fn the_latest_entry_out_re_enters_and_an_older_one_never_does() {
    let mut td = room();
    let ann = PlayerId(3);
    td.ok(eliminate(ann));
    td.ok(Command::ReEnter {
        player: ann,
        profile: None,
    });
    let second = PlayerId(18);
    td.ok(eliminate(second));
    // Both entries are out: the old one is not the person's latest any more.
    assert_eq!(
        td.run(Command::ReEnter {
            player: ann,
            profile: None,
        })
        .unwrap_err(),
        RuleError::OneEntry(EntryRefusal::NotLatest {
            name: "Player 3".into(),
            entry: 19,
        })
    );
    td.ok(Command::ReEnter {
        player: second,
        profile: None,
    });
    assert!(td.tournament.entry(PlayerId(19)).unwrap().in_play());
    assert!(doubled(&td.tournament).is_empty());
}

#[test]
fn an_old_entry_is_not_reinstated_while_the_newer_one_plays() {
    let mut td = room();
    let ann = PlayerId(3);
    td.ok(eliminate(ann));
    td.ok(Command::ReEnter {
        player: ann,
        profile: None,
    });
    let seat = td.tournament.floor().seat_of(PlayerId(18)).unwrap();
    let refused = td.refused(reinstate(ann));
    assert_eq!(
        refused,
        format!(
            "Player 3 is already back in as entry 19, table {} seat {}: one player plays one \
             entry at a time",
            seat.table.0, seat.seat
        )
    );
    // Once the re-entry busts too, the old entry still does not come back: the latest does.
    td.ok(eliminate(PlayerId(18)));
    assert!(matches!(
        td.run(reinstate(ann)).unwrap_err(),
        RuleError::OneEntry(EntryRefusal::NotLatest { .. })
    ));
    td.ok(reinstate(PlayerId(18)));
    assert!(doubled(&td.tournament).is_empty());
}

#[test]
fn the_index_of_latest_entries_survives_a_snapshot_and_a_replay() {
    let mut td = room();
    let ann = PlayerId(3);
    td.ok(eliminate(ann));
    td.ok(Command::ReEnter {
        player: ann,
        profile: None,
    });
    let written = serde_json::to_string(&td.tournament).unwrap();
    let read: Tournament = serde_json::from_str(&written).unwrap();
    assert_eq!(read, td.tournament);
    let mut rng = rand::SeedableRng::seed_from_u64(1);
    let refused = read
        .execute(
            &Command::ReEnter {
                player: ann,
                profile: None,
            },
            td.now,
            &mut rng as &mut rand_chacha::ChaCha8Rng,
        )
        .unwrap_err();
    assert!(matches!(refused, RuleError::OneEntry(_)), "{refused}");
    assert_eq!(td.replayed(), td.tournament);
}

/// What a tired TD, a script or a phone may send about the first few players, in any order.
fn gesture() -> impl Strategy<Value = (u8, u32)> {
    (0u8..5, 0u32..26)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn no_sequence_of_commands_gives_a_person_two_live_entries(
        gestures in proptest::collection::vec(gesture(), 1..40)
    ) {
        let mut td = room();
        for (kind, player) in gestures {
            let player = PlayerId(player);
            let command = match kind {
                0 => eliminate(player),
                1 | 2 => Command::ReEnter { player, profile: None, },
                3 => reinstate(player),
                _ => Command::Undo,
            };
            // Refusals are the point: each must change nothing (the harness checks it).
            let _ = td.run(command);
            prop_assert!(doubled(&td.tournament).is_empty(), "{:?}", doubled(&td.tournament));
        }
        prop_assert_eq!(td.replayed(), td.tournament.clone());
    }
}
