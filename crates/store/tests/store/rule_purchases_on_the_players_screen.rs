//! The players' screens say what the room can buy now, as the old fixed screen did: the
//! re-entry, the rebuys and the add-on on sale, with everything a player hands the cashier,
//! the chips it buys and the last level it is sold in; the add-on is announced from the start
//! so players have its money ready. A screen never offers what the desk would refuse, nor
//! refuses what it offers, at any level; once play stops for the day it offers nothing and
//! says the day is over.

use crate::tournament_common;
use riffle_core::structure::{AddOn, ReEntry, Rebuy, Sold, Structure, default_structure};
use riffle_tournament::{Command, OfferShown, Setup, StructureSource};
use tournament_common::*;

/// The built-in structure with a re-entry until level 6, rebuys until level 4 and an add-on
/// at the end of level 4.
fn rebuy_event() -> Structure {
    let mut structure = default_structure().unwrap();
    structure.re_entry = Some(ReEntry {
        max_per_player: None,
        until_level: Some(6),
        price: Some(50),
        fee: Some(5),
        stack: None,
    });
    structure.rebuy = Some(Rebuy {
        max_per_player: None,
        until_level: 4,
        price: 20,
        fee: 2,
        stack: Some(10_000),
        when_stack_at_most: None,
    });
    structure.add_on = Some(AddOn {
        max_per_player: None,
        at_level: 4,
        price: 30,
        fee: 0,
        stack: 15_000,
    });
    structure
}

fn started() -> Td {
    let mut td = Td::with_setup(&Setup {
        name: "Rebuy night".into(),
        structure: StructureSource::Inline(Box::new(rebuy_event())),
        house_rules: None,
        seats_per_table: 9,
    });
    td.register(&["Ann", "Bob", "Cy"]);
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    td
}

fn offer(td: &Td, sold: Sold) -> Option<OfferShown> {
    (td.tournament.display(td.now).offers.into_iter()).find(|offer| offer.sold == sold)
}

#[test]
fn the_first_level_shows_each_purchase_with_its_price_chips_and_last_level() {
    let td = started();
    let entry_price = {
        let s = rebuy_event();
        s.re_entry_purchase().unwrap().total().unwrap()
    };
    assert_eq!(
        td.tournament.display(td.now).offers,
        vec![
            OfferShown {
                sold: Sold::ReEntry,
                price: entry_price,
                stack: rebuy_event().starting_stack,
                until_level: Some(6),
                open: true,
            },
            OfferShown {
                sold: Sold::Rebuy,
                price: 22,
                stack: 10_000,
                until_level: Some(4),
                open: true,
            },
            OfferShown {
                sold: Sold::AddOn,
                price: 30,
                stack: 15_000,
                until_level: Some(4),
                open: false,
            },
        ]
    );
}

#[test]
fn at_every_level_the_screen_offers_what_the_desk_sells_and_nothing_else() {
    for level in 1..=8 {
        let mut td = started();
        if level > 1 {
            td.ok(Command::JumpToLevel { level });
        }
        let ann = td.id("Ann");
        for (sold, command) in [
            (
                Sold::Rebuy,
                Command::Rebuy {
                    player: ann,
                    profile: None,
                },
            ),
            (
                Sold::AddOn,
                Command::AddOn {
                    player: ann,
                    profile: None,
                },
            ),
        ] {
            let shown = offer(&td, sold).is_some_and(|offer| offer.open);
            let mut desk = Td {
                tournament: td.tournament.clone(),
                rng: td.rng.clone(),
                now: td.now,
                log: td.log.clone(),
            };
            let sold_at_desk = desk.run(command).is_ok();
            assert_eq!(
                shown, sold_at_desk,
                "level {level}: {sold:?} shown on sale {shown}, sold at the desk {sold_at_desk}"
            );
        }
        let re_entry = offer(&td, Sold::ReEntry);
        assert_eq!(
            re_entry.is_some(),
            level <= 6,
            "level {level}: {re_entry:?}"
        );
        let add_on = offer(&td, Sold::AddOn);
        assert_eq!(add_on.is_some(), level <= 5, "level {level}: {add_on:?}");
    }
}

#[test]
fn play_stopped_for_the_day_offers_nothing_and_says_so() {
    let mut td = started();
    assert!(!td.tournament.display(td.now).day_ended);
    td.ok(Command::EndDay);
    let display = td.tournament.display(td.now);
    assert!(display.day_ended);
    assert!(display.offers.is_empty(), "{:?}", display.offers);
    assert!(td.replayed().display(td.now).day_ended);
}
