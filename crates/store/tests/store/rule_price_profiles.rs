//! Price profiles: a structure may sell its entry, re-entry, rebuy or add-on at other prices
//! beside its own (an early bird, a late price, a half-price rebuy), each with its price, fee
//! and chips and the levels it is sold in. The command names the profile; the cashier counts
//! each purchase at its price; a profile the structure does not have, or sold outside its
//! levels, is refused with a sentence and changes nothing; an unregistration pays back what was
//! paid; the journal replays the same, and a structure without profiles reads as before.

use crate::tournament_common;
use riffle_core::structure::{Problem, Sold, load};
use riffle_text::{Lang, Say};
use riffle_tournament::{Command, RuleError, Setup, StructureSource};
use tournament_common::*;

/// A 20-minute event at 50 + 10 with an early bird (40 + 5, 12,000 chips, levels 1 and 2), a
/// late price (60 + 10, 8,000 chips, from level 3), re-entries and a half-price rebuy.
const WITH_PROFILES: &str = r#"(
    name: "Early bird night",
    starting_stack: 10000,
    chips: [(value: 25), (value: 100), (value: 500)],
    level_minutes: 20,
    levels: [
        Level(small_blind: 25, big_blind: 50),
        Level(small_blind: 50, big_blind: 100),
        Level(small_blind: 75, big_blind: 150),
        Level(small_blind: 100, big_blind: 200),
        Level(small_blind: 150, big_blind: 300),
    ],
    late_registration_until_level: 4,
    re_entry: (max_per_player: 2),
    rebuy: (until_level: 4, price: 50, fee: 0),
    profiles: [
        (name: "Early bird", sold: Entry, price: 40, fee: 5, stack: 12000, until_level: 2),
        (name: "Late", sold: Entry, price: 60, fee: 10, stack: 8000, from_level: 3),
        (name: "Half rebuy", sold: Rebuy, price: 25, stack: 5000),
    ],
    buy_in: 50,
    fee: 10,
    payouts: Curve(shape: Standard),
)"#;

fn td() -> Td {
    let structure = load(WITH_PROFILES, "early.ron").unwrap().structure;
    Td::with_setup(&Setup {
        name: "Early bird night".into(),
        structure: StructureSource::Inline(Box::new(structure)),
        house_rules: None,
        seats_per_table: 9,
    })
}

fn register(td: &mut Td, name: &str, profile: Option<&str>) -> Result<(), RuleError> {
    td.run(Command::Register {
        name: name.into(),
        notes: None,
        confirmed: false,
        profile: profile.map(str::to_string),
    })
}

#[test]
fn each_entry_is_counted_at_the_profile_it_was_sold_at() {
    let mut td = td();
    register(&mut td, "Ann", Some("Early bird")).unwrap();
    register(&mut td, "Bob", None).unwrap();
    let ann = td.tournament.entry(td.id("Ann")).unwrap().clone();
    assert_eq!(
        (ann.chips, ann.profiles.clone()),
        (12_000, vec!["Early bird".to_string()])
    );
    assert_eq!(td.tournament.entry(td.id("Bob")).unwrap().chips, 10_000);
    let cashier = td.tournament.cashier().unwrap();
    assert_eq!((cashier.collected, cashier.fees), (90, 15));
    assert_eq!(td.tournament.prize_pool(), 90);
    assert_eq!(td.tournament.field(), 2, "a profile's entry is an entry");

    // The half-price rebuy, then the structure's own.
    let bob = td.id("Bob");
    td.ok(Command::Rebuy {
        player: bob,
        profile: Some("Half rebuy".into()),
    });
    td.ok(Command::Rebuy {
        player: bob,
        profile: None,
    });
    assert_eq!(td.tournament.prize_pool(), 90 + 25 + 50);
    assert_eq!(
        td.tournament.entry(bob).unwrap().chips,
        10_000 + 5_000 + 10_000
    );
    assert_eq!(td.replayed(), td.tournament, "the journal replays the same");
}

#[test]
fn a_profile_outside_its_levels_or_not_in_the_structure_is_refused_and_changes_nothing() {
    let mut td = td();
    let refusal = register(&mut td, "Ann", Some("Late")).unwrap_err();
    assert_eq!(
        refusal.say(Lang::En),
        "the price profile “Late” is sold from level 3; the clock is at level 1"
    );
    assert_ne!(refusal.say(Lang::Fr), refusal.say(Lang::En));
    let unknown = register(&mut td, "Ann", Some("Half rebuy")).unwrap_err();
    assert_eq!(
        unknown,
        RuleError::NoSuchProfile {
            profile: "Half rebuy".into(),
            what: Sold::Entry,
        },
        "a rebuy's profile does not sell an entry"
    );
    assert!(unknown.say(Lang::En).contains("the entry"), "{unknown}");
    assert!(td.tournament.entries().is_empty());

    // Past level 2 the early bird is over and the late price is sold.
    register(&mut td, "Bob", None).unwrap();
    register(&mut td, "Cy", None).unwrap();
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    td.minutes_later(45);
    let over = register(&mut td, "Dee", Some("Early bird")).unwrap_err();
    assert_eq!(
        over,
        RuleError::ProfileNotSoldNow {
            profile: "Early bird".into(),
            from: None,
            until: Some(2),
            level: 3,
        }
    );
    register(&mut td, "Dee", Some("Late")).unwrap();
    assert_eq!(td.tournament.entry(td.id("Dee")).unwrap().chips, 8_000);
    assert_eq!(td.tournament.prize_pool(), 50 + 50 + 60);
}

#[test]
fn a_re_entry_may_be_sold_at_its_own_profile() {
    let mut structure = load(WITH_PROFILES, "early.ron").unwrap().structure;
    structure
        .profiles
        .push(riffle_core::structure::PriceProfile {
            name: "Re-entry deal".into(),
            sold: Sold::ReEntry,
            price: 30,
            fee: 0,
            stack: 6_000,
            from_level: None,
            until_level: None,
        });
    let mut td = Td::with_setup(&Setup {
        name: "Early bird night".into(),
        structure: StructureSource::Inline(Box::new(structure)),
        house_rules: None,
        seats_per_table: 9,
    });
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
        profile: Some("Re-entry deal".into()),
    });
    let again = td.id("Ann");
    assert_ne!(again, ann);
    let entry = td.tournament.entry(again).unwrap();
    assert_eq!(entry.chips, 6_000);
    assert_eq!(td.tournament.purchases().re_entries, 1);
    assert_eq!(td.tournament.prize_pool(), 150 + 30);
    assert_eq!(td.replayed(), td.tournament);
}

#[test]
fn an_entry_unregistered_before_the_draw_is_paid_back_what_its_profile_cost() {
    let mut td = td();
    register(&mut td, "Ann", Some("Early bird")).unwrap();
    register(&mut td, "Bob", None).unwrap();
    let ann = td.id("Ann");
    td.ok(Command::Unregister { player: ann });
    let entry = td.tournament.entry(ann).unwrap();
    assert_eq!(entry.withdrawn, Some(45), "40 + 5, not the structure's 60");
    assert_eq!(td.tournament.prize_pool(), 50);
    assert!(td.tournament.purchases().profiles.is_empty());
}

#[test]
fn a_profile_the_desk_could_not_sell_is_refused_in_the_structure_file() {
    let bad = WITH_PROFILES.replace(
        r#"(name: "Late", sold: Entry, price: 60, fee: 10, stack: 8000, from_level: 3)"#,
        r#"(name: "Early bird", sold: AddOn, price: 60, stack: 0, from_level: 5, until_level: 3)"#,
    );
    let rejected = load(&bad, "early.ron").unwrap_err();
    let problems: Vec<&Problem> = rejected.errors.iter().map(|d| &d.problem).collect();
    assert!(
        problems.contains(&&Problem::ProfileName {
            name: "Early bird".into()
        }),
        "{problems:?}"
    );
    assert!(problems.contains(&&Problem::ProfileNotSold {
        name: "Early bird".into()
    }));
    assert!(problems.contains(&&Problem::ProfileWindow {
        name: "Early bird".into(),
        from: 5,
        until: 3
    }));
    for diagnostic in &rejected.errors {
        assert!(
            diagnostic.location.is_some(),
            "the line is named: {diagnostic}"
        );
    }
}

#[test]
fn a_structure_without_profiles_is_written_and_read_as_before() {
    let structure = riffle_core::structure::default_structure().unwrap();
    assert!(structure.profiles.is_empty());
    let written = riffle_store::td3::structure_ron(&structure);
    assert!(!written.contains("profiles"), "nothing new is written");
    let with = load(WITH_PROFILES, "early.ron").unwrap().structure;
    let again = riffle_store::td3::structure_ron(&with);
    assert_eq!(load(&again, "again.ron").unwrap().structure, with);
}
