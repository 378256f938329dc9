//! The event's entry limit (a festival's cap on its field): once the entries sold (first
//! entries and re-entries together) reach it, a registration, a re-entry, an alternate seated
//! or a name listed to wait is refused with the limit named, in English and in French, and
//! nothing changes; the limit is never set under what is sold, and lifting it opens the desk
//! again.

use crate::tournament_common::*;
use riffle_text::{Lang, Say};
use riffle_tournament::entry_limit::LimitRefusal;
use riffle_tournament::{Command, RuleError};

fn register(name: &str) -> Command {
    Command::Register {
        name: name.into(),
        notes: None,
        confirmed: false,
        profile: None,
    }
}

/// Six entries sold under a limit of six, seats drawn, the clock running.
fn capped_at_six() -> Td {
    let mut td = Td::new("standard-20", 9);
    td.ok(Command::SetEntryLimit { entries: Some(6) });
    td.register(&["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]);
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    td
}

fn limit_refusal(td: &mut Td, command: Command) -> LimitRefusal {
    let before = td.tournament.clone();
    match td.run(command) {
        Err(RuleError::EntryLimit(refusal)) => {
            assert_eq!(td.tournament, before, "a refusal changes nothing");
            refusal
        }
        other => panic!("not refused at the limit: {other:?}"),
    }
}

#[test]
fn a_registration_past_the_limit_is_refused_with_the_limit_named() {
    let mut td = capped_at_six();
    let refusal = limit_refusal(&mut td, register("Gus"));
    assert_eq!(refusal, LimitRefusal::AllSold { limit: 6 });
    assert_eq!(
        refusal.say(Lang::En),
        "all 6 entries of the event are sold: no more entries or re-entries can be bought"
    );
    assert_eq!(
        refusal.say(Lang::Fr),
        "les 6 entrées du tournoi sont toutes vendues\u{a0}: plus aucune entrée ni réentrée ne peut \
         être achetée"
    );
    assert_eq!(td.tournament.entries().len(), 6);
}

#[test]
fn a_re_entry_past_the_limit_is_refused_too() {
    let mut td = capped_at_six();
    let ann = td.id("Ann");
    td.ok(Command::Eliminate {
        busts: vec![bust(ann, None)],
        on_hand_for_hand_announcement: false,
    });
    let refusal = limit_refusal(
        &mut td,
        Command::ReEnter {
            player: ann,
            profile: None,
        },
    );
    assert_eq!(refusal, LimitRefusal::AllSold { limit: 6 });
    // Lifted, the same re-entry is sold and seated.
    td.ok(Command::SetEntryLimit { entries: None });
    td.ok(Command::ReEnter {
        player: ann,
        profile: None,
    });
    assert_eq!(td.tournament.entries().len(), 7);
    assert_eq!(td.replayed(), td.tournament, "the journal replays the same");
}

#[test]
fn the_limit_counts_re_entries_with_first_entries() {
    let mut td = Td::new("standard-20", 9);
    td.register(&["Ann", "Bob", "Cy"]);
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    let ann = td.id("Ann");
    td.ok(Command::Eliminate {
        busts: vec![bust(ann, None)],
        on_hand_for_hand_announcement: false,
    });
    td.ok(Command::ReEnter {
        player: ann,
        profile: None,
    });
    td.ok(Command::SetEntryLimit { entries: Some(5) });
    td.register(&["Dee"]);
    let refusal = limit_refusal(&mut td, register("Eve"));
    assert_eq!(refusal, LimitRefusal::AllSold { limit: 5 });
}

#[test]
fn the_limit_is_never_set_under_the_entries_sold() {
    let mut td = capped_at_six();
    let refusal = limit_refusal(&mut td, Command::SetEntryLimit { entries: Some(5) });
    assert_eq!(refusal, LimitRefusal::BelowSold { limit: 5, least: 6 });
    assert_eq!(
        refusal.say(Lang::En),
        "the limit must be at least 6 entries: the entries sold so far stay sold"
    );
    let mut empty = Td::new("standard-20", 9);
    let refusal = limit_refusal(&mut empty, Command::SetEntryLimit { entries: Some(0) });
    assert_eq!(refusal, LimitRefusal::BelowSold { limit: 0, least: 1 });
    td.ok(Command::SetEntryLimit { entries: Some(6) });
    assert_eq!(td.tournament.entry_limit(), Some(6));
}

#[test]
fn a_name_is_not_listed_to_wait_for_an_entry_the_limit_leaves_to_nobody() {
    let mut td = Td::new("home-turbo", 6);
    td.ok(Command::SetCapacity { seats: Some(3) });
    td.ok(Command::SetEntryLimit { entries: Some(4) });
    td.register(&["Ann", "Bob", "Cy", "Dee"]);
    assert_eq!(
        td.tournament.alternates().len(),
        1,
        "Dee waits for the fourth"
    );
    let refusal = limit_refusal(&mut td, register("Eve"));
    assert_eq!(refusal, LimitRefusal::AllSoldOrWaiting { limit: 4 });
    assert!(refusal.say(Lang::Fr).contains("remplaçants"));
}

#[test]
fn a_festival_limit_is_written_with_its_digits_grouped() {
    let refusal = LimitRefusal::AllSold { limit: 20_000 };
    assert!(refusal.say(Lang::En).starts_with("all 20,000 entries"));
    assert!(
        refusal
            .say(Lang::Fr)
            .starts_with("les 20\u{202f}000 entrées")
    );
}
