//! A player busted by mistake comes back without undoing every later action: after
//! `Reinstate`, the places, prizes and prize pool are those of the same event in which the bust
//! never happened, every later command is kept, the player is seated again, and the reason is
//! in the history. A player not out is refused with a sentence.

use crate::tournament_common::*;
use riffle_core::floor::PlayerId;
use riffle_tournament::reinstate::ReinstateRefusal;
use riffle_tournament::{Command, RuleError};

fn eliminate(player: u32, starting_stack: Option<u64>) -> Command {
    Command::Eliminate {
        busts: vec![bust(PlayerId(player), starting_stack)],
        on_hand_for_hand_announcement: false,
    }
}

/// Eighteen players of the home turbo at two tables, the clock running.
fn room() -> Td {
    let mut td = Td::new("home-turbo", 9);
    for n in 0..18 {
        td.ok(Command::Register {
            name: format!("Player {n}"),
            notes: None,
            confirmed: false,
        });
    }
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    td
}

/// What a TD does after the mistaken bust: other players go out, a count, time added.
fn later(td: &mut Td) {
    td.ok(eliminate(5, None));
    td.ok(Command::AddTime { seconds: 120 });
    td.ok(Command::SetChips {
        player: PlayerId(7),
        chips: 14_000,
        confirmed: false,
    });
    td.ok(eliminate(9, None));
}

#[test]
fn reinstate_after_later_commands_restores_places_prizes_and_pool_as_if_the_bust_never_happened() {
    let mut reinstated = room();
    reinstated.ok(eliminate(3, Some(8_000)));
    later(&mut reinstated);
    let commands = reinstated.log.len();
    reinstated.ok(Command::Reinstate {
        player: PlayerId(3),
        reason: "the dealer tapped the wrong seat".into(),
    });

    let mut never = room();
    later(&mut never);

    let t = &reinstated.tournament;
    assert_eq!(t.standings(), never.tournament.standings());
    assert_eq!(t.prize_pool(), never.tournament.prize_pool());
    assert_eq!(t.players_left(), never.tournament.players_left());
    let player = &t.entries()[3];
    assert!(player.in_play());
    assert_eq!(player.chips, 8_000, "the stack the bust recorded");
    assert!(t.floor().seat_of(PlayerId(3)).is_some(), "seated again");
    // Every later command is kept, and the reinstatement is in the history with its reason.
    assert_eq!(reinstated.log.len(), commands + 1);
    assert_eq!(t.entries()[7].chips, 14_000);
    assert!(!t.entries()[5].in_play() && !t.entries()[9].in_play());
    let last = t.history().last().unwrap();
    assert!(
        last.summary.contains("the dealer tapped the wrong seat"),
        "{}",
        last.summary
    );
    // The journal replays to the same tournament.
    assert_eq!(reinstated.replayed(), reinstated.tournament);
}

#[test]
fn a_player_not_out_is_not_reinstated() {
    let mut td = room();
    let refused = td
        .run(Command::Reinstate {
            player: PlayerId(2),
            reason: "checking".into(),
        })
        .unwrap_err();
    assert_eq!(
        refused,
        RuleError::Reinstate(ReinstateRefusal::NotOut {
            name: "Player 2".into()
        })
    );
    riffle_text::assert_worded_in_both(&refused);
    td.ok(eliminate(2, None));
    let refused = td
        .run(Command::Reinstate {
            player: PlayerId(2),
            reason: "  ".into(),
        })
        .unwrap_err();
    assert_eq!(refused, RuleError::Reinstate(ReinstateRefusal::NoReason));
}
