//! The desk sells an entry at one of the structure's price profiles: a picker beside the name
//! shows the structure's own price and each profile sold at the level now, the registration
//! carries the one picked, and the cashier counts it at its price. The payouts tab says what
//! of the pool the prizes leave to the house.

use crate::ui_common;

use egui_kittest::kittest::Queryable;
use riffle_core::structure::load;
use riffle_tournament::{Command, Kept, StructureSource};
use riffle_ui::panels::Tab;
use ui_common::{event_window, event_window_on, read, seated, type_into};

const EARLY_BIRD: &str = r#"(
    name: "Early bird night",
    starting_stack: 10000,
    chips: [(value: 25), (value: 100), (value: 500)],
    level_minutes: 20,
    levels: [
        Level(small_blind: 25, big_blind: 50),
        Level(small_blind: 50, big_blind: 100),
        Level(small_blind: 75, big_blind: 150),
    ],
    late_registration_until_level: 2,
    profiles: [
        (name: "Early bird", sold: Entry, price: 40, fee: 5, stack: 12000, until_level: 2),
        (name: "Late", sold: Entry, price: 60, fee: 10, stack: 8000, from_level: 3),
    ],
    buy_in: 50,
    fee: 10,
    currency: "€",
    payouts: Curve(shape: Standard),
)"#;

#[test]
fn the_desk_registers_a_player_at_the_price_profile_picked() {
    let structure = load(EARLY_BIRD, "early.ron").unwrap().structure;
    let (mut harness, _folder) = event_window_on(StructureSource::Inline(Box::new(structure)), &[]);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    // The structure's own price is sold unless the TD picks another; the late price is not
    // sold before level 3 and is not offered.
    assert_eq!(price_shown(&harness), "Standard · €60");
    harness.get_by_label("Price").click();
    harness.run();
    assert!(harness.query_by_label("Late · €70").is_none());
    harness.get_by_label("Early bird · €45").click();
    harness.run();
    assert_eq!(price_shown(&harness), "Early bird · €45");
    type_into(&mut harness, "Name", "Ann");
    harness.get_by_label("Register (Enter)").click();
    harness.run();
    harness.run();
    let (profiles, chips, pool) = read(&harness, |t| {
        let ann = &t.entries()[0];
        (ann.profiles.clone(), ann.chips, t.prize_pool())
    });
    assert_eq!(profiles, ["Early bird"]);
    assert_eq!((chips, pool), (12_000, 40));
    // Ann's details say the price she paid.
    harness.get_by_label_contains("#1 Ann").click();
    harness.run();
    harness.get_by_label("Sold at: Early bird");
    // The picker keeps the profile for the next player in the queue.
    assert_eq!(price_shown(&harness), "Early bird · €45");
}

/// What the desk's price picker shows.
fn price_shown(harness: &egui_kittest::Harness<'_, riffle_ui::app::App>) -> String {
    harness.get_by_label("Price").value().unwrap_or_default()
}

#[test]
fn a_structure_without_profiles_shows_no_price_picker() {
    let (mut harness, _folder) = event_window(&[]);
    harness.state_mut().set_tab(Tab::Players);
    harness.run();
    assert!(harness.query_by_label("Price").is_none());
}

#[test]
fn the_payouts_tab_says_what_the_prizes_leave_to_the_house() {
    // Ten players under the built-in €5,000 guarantee; the TD's prizes leave €100 to the house.
    let names = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo",
    ];
    let mut commands = seated(&names);
    commands.push(Command::SetPayouts {
        prizes: vec![2_500, 1_500, 900],
        kept: Some(Kept {
            amount: 100,
            fund: None,
        }),
    });
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Payouts);
    harness.run();
    harness.get_by_label("Prize pool: €5,000");
    harness.get_by_label("€100 kept by the house (paid to no place)");
}
