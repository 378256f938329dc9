//! A player reinstated whose bust recorded no stack comes back with the average stack rounded
//! to the smallest chip in play: a count the tables can make (the same count typed by hand is
//! refused otherwise), and the event says it is the average.

use crate::tournament_common::*;
use riffle_core::floor::PlayerId;
use riffle_tournament::{Command, Event};

#[test]
fn the_average_given_back_is_rounded_to_the_smallest_chip_in_play() {
    let mut td = Td::new("standard-20", 9);
    let names: Vec<String> = (0..18).map(|n| format!("Player {n}")).collect();
    td.register(&names.iter().map(String::as_str).collect::<Vec<_>>());
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    td.ok(Command::Eliminate {
        busts: vec![bust(PlayerId(3), None)],
        on_hand_for_hand_announcement: false,
    });
    // 18 stacks of 20,000 over 17 players: 21,176.47 on average, and the smallest chip is 100.
    let command = Command::Reinstate {
        player: PlayerId(3),
        reason: "the dealer tapped the wrong seat".into(),
    };
    let events = td
        .tournament
        .execute(&command, td.now, &mut td.rng.clone())
        .unwrap();
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::Reinstated {
                chips: 21_200,
                average: true,
                ..
            }
        )),
        "{events:?}"
    );
    td.ok(command);
    let chips = td.tournament.entry(PlayerId(3)).unwrap().chips;
    assert_eq!(chips, 21_200);
    // The same count typed by the TD is a count the chips in play make.
    td.ok(Command::SetChips {
        player: PlayerId(3),
        chips,
        confirmed: false,
    });
    assert_eq!(td.replayed(), td.tournament);
}

#[test]
fn a_stack_the_bust_recorded_comes_back_as_it_was_not_as_the_average() {
    let mut td = Td::new("standard-20", 9);
    td.register(&["Ann", "Bob", "Cy", "Dee"]);
    td.ok(Command::DrawSeats);
    td.ok(Command::Eliminate {
        busts: vec![
            bust(PlayerId(1), Some(12_300)),
            bust(PlayerId(2), Some(4_100)),
        ],
        on_hand_for_hand_announcement: false,
    });
    let events = td
        .tournament
        .execute(
            &Command::Reinstate {
                player: PlayerId(1),
                reason: "wrong seat".into(),
            },
            td.now,
            &mut td.rng.clone(),
        )
        .unwrap();
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Reinstated {
            chips: 12_300,
            average: false,
            ..
        }
    )));
}
