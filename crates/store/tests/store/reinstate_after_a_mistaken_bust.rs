//! A player busted by mistake comes back without undoing every later action: after
//! `Reinstate`, the places, prizes and prize pool are those of the same event in which the bust
//! never happened, every later command is kept, the player is seated again (in the seat left
//! if it is still free), the bounty paid for the knockout goes back, and the reason is in the
//! history. A player not out is refused with a sentence.

use crate::tournament_common::*;
use riffle_core::floor::PlayerId;
use riffle_core::structure::{Knockout, Structure, shipped};
use riffle_tournament::reinstate::ReinstateRefusal;
use riffle_tournament::{Command, RuleError, Setup, StructureSource};

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
            profile: None,
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
        last.summary_in(riffle_text::Lang::En)
            .contains("the dealer tapped the wrong seat"),
        "{}",
        last.summary_in(riffle_text::Lang::En)
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

fn reinstate(td: &mut Td, player: u32) {
    td.ok(Command::Reinstate {
        player: PlayerId(player),
        reason: "the dealer tapped the wrong seat".into(),
    });
}

#[test]
fn a_reinstated_player_gets_back_the_seat_left_while_it_is_free() {
    let mut reinstated = room();
    let seat = reinstated.tournament.floor().seat_of(PlayerId(3));
    reinstated.ok(eliminate(3, Some(8_000)));
    later(&mut reinstated);
    reinstate(&mut reinstated, 3);

    let mut never = room();
    later(&mut never);

    assert!(seat.is_some());
    assert_eq!(reinstated.tournament.floor().seat_of(PlayerId(3)), seat);
    assert_eq!(never.tournament.floor().seat_of(PlayerId(3)), seat);
    assert_eq!(reinstated.replayed(), reinstated.tournament);
}

#[test]
fn a_reinstated_player_whose_seat_was_taken_is_drawn_another() {
    let mut td = room();
    let seat = td.tournament.floor().seat_of(PlayerId(3));
    td.ok(eliminate(3, Some(8_000)));
    // The room was full: the late entry is drawn the only open seat, the one left.
    td.ok(Command::Register {
        name: "Late".into(),
        notes: None,
        confirmed: false,
        profile: None,
    });
    assert_eq!(td.tournament.floor().seat_of(PlayerId(18)), seat);
    reinstate(&mut td, 3);
    let drawn = td.tournament.floor().seat_of(PlayerId(3));
    assert!(drawn.is_some() && drawn != seat, "{drawn:?}");
    assert_eq!(td.replayed(), td.tournament);
}

/// A progressive knockout event of four players.
fn pko(names: &[&str]) -> Td {
    let mut structure: Structure = shipped("home-turbo").unwrap().unwrap();
    structure.bounty = 20;
    structure.knockout = Knockout::Progressive;
    let mut td = Td::with_setup(&Setup {
        name: "PKO".into(),
        structure: StructureSource::Inline(Box::new(structure)),
        house_rules: None,
        seats_per_table: 9,
    });
    td.register(names);
    td.ok(Command::DrawSeats);
    td
}

fn knocked_out_by(td: &mut Td, busted: &str, knocker: &str) {
    let mut out = bust(td.id(busted), None);
    out.by = vec![td.id(knocker)];
    td.ok(Command::Eliminate {
        busts: vec![out],
        on_hand_for_hand_announcement: false,
    });
}

#[test]
fn reinstate_gives_back_the_bounty_paid_for_the_knockout_and_keeps_later_ones() {
    let names = ["Ann", "Bob", "Cy", "Dee"];
    let mut reinstated = pko(&names);
    knocked_out_by(&mut reinstated, "Dee", "Bob");
    knocked_out_by(&mut reinstated, "Cy", "Bob");
    let dee = reinstated.id("Dee");
    reinstate(&mut reinstated, dee.0);

    let mut never = pko(&names);
    knocked_out_by(&mut never, "Cy", "Bob");

    // Each player's head and bounties won in cash.
    let money = |td: &Td| {
        td.tournament
            .entries()
            .iter()
            .map(|e| (e.head, e.bounties_won))
            .collect::<Vec<_>>()
    };
    assert_eq!(money(&reinstated), money(&never));
    assert_eq!(money(&reinstated)[3], (20, 0), "Dee's head is whole again");
    assert_eq!(reinstated.replayed(), reinstated.tournament);
}
