//! Money is counted with checked arithmetic. A structure whose prices (what one entrant can pay,
//! each purchase once) would not count for the largest field is refused at the door, at the
//! event's creation or as a new structure, so no entry, re-entry, rebuy or add-on meets a sum
//! it cannot add; prizes typed past what Riffle can count are refused, never wrapped round nor
//! stopped at the largest amount. The refusal is
//! worded in both languages and changes nothing.

use crate::tournament_common;
use proptest::prelude::*;
use riffle_core::structure::{
    AddOn, MOST_PER_ENTRY, Money, ReEntry, Rebuy, Structure, default_structure,
};
use riffle_text::{Lang, Say};
use riffle_tournament::{Command, RuleError, Setup, StructureSource, Tournament};
use tournament_common::*;

/// The built-in structure at these prices (buy-in, fee, staff fee, bounty of an entry), with
/// re-entries, rebuys and add-ons at `extra` each, small stacks so the chips never overflow.
fn priced(money: [Money; 4], extra: Money) -> Structure {
    let mut structure = default_structure().unwrap();
    [
        structure.buy_in,
        structure.fee,
        structure.staff_fee,
        structure.bounty,
    ] = money;
    structure.guarantee = None;
    structure.starting_stack = 1_000;
    structure.re_entry = Some(ReEntry {
        max_per_player: None,
        until_level: Some(6),
        price: Some(extra),
        fee: None,
        stack: None,
    });
    structure.rebuy = Some(Rebuy {
        max_per_player: None,
        until_level: 6,
        price: extra,
        fee: 0,
        stack: None,
        when_stack_at_most: None,
    });
    structure.add_on = Some(AddOn {
        max_per_player: None,
        at_level: 1,
        price: extra,
        fee: 0,
        stack: 1_000,
    });
    structure
}

fn setup(structure: Structure) -> Setup {
    Setup {
        name: "High roller".into(),
        structure: StructureSource::Inline(Box::new(structure)),
        house_rules: None,
        seats_per_table: 9,
    }
}

fn event(structure: Structure) -> Td {
    Td::with_setup(&setup(structure))
}

fn register(td: &mut Td, n: usize) -> Result<(), RuleError> {
    td.run(Command::Register {
        name: format!("P{n}"),
        notes: None,
        confirmed: false,
        profile: None,
    })
}

/// Runs a command the money cannot take: refused as an overflow, nothing changed (the state
/// and the pool as they were).
fn refused_as_overflow(td: &mut Td, command: Command) {
    let before = td.tournament.clone();
    let pool = td.tournament.prize_pool();
    let refusal = td.run(command.clone()).unwrap_err();
    assert_eq!(refusal, RuleError::MoneyOverflow, "{command:?}");
    assert_eq!(td.tournament, before, "{command:?}");
    assert_eq!(td.tournament.prize_pool(), pool, "{command:?}");
}

/// Whether a refusal is the structure's prices found uncountable for the largest field.
fn prices_uncountable(refusal: &RuleError) -> bool {
    format!("{refusal:?}").contains("PricesTooLargeToCount")
}

/// The most one entrant can pay, every purchase once: what the prices of [`priced`] add up to.
fn per_entrant(money: [Money; 4], extra: Money) -> u128 {
    money.iter().map(|&m| u128::from(m)).sum::<u128>() + 3 * u128::from(extra)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Huge buy-ins: a structure is taken exactly when what one entrant can pay still counts
    /// for the largest field; it is refused at the door otherwise, before any entry. Taken,
    /// every entry's money adds up exactly.
    #[test]
    fn a_structure_is_taken_exactly_when_its_prices_count_for_the_largest_field(
        money in prop::array::uniform4(prop_oneof![
            0..=1_000u64,
            MOST_PER_ENTRY / 8..=MOST_PER_ENTRY / 3,
            MOST_PER_ENTRY - 1_000..=MOST_PER_ENTRY,
            Money::MAX / 40..=Money::MAX,
        ]),
    ) {
        let setup = setup(priced(money, 1));
        let created = Tournament::create(&setup, at(0));
        if per_entrant(money, 1) <= u128::from(MOST_PER_ENTRY) {
            prop_assert!(created.is_ok(), "{:?}", created.err());
            let mut td = Td::with_setup(&setup);
            for n in 1..=40u128 {
                register(&mut td, n as usize).unwrap();
                let cashier = td.tournament.cashier().unwrap();
                prop_assert_eq!(u128::from(cashier.collected), u128::from(money[0]) * n);
                prop_assert_eq!(u128::from(cashier.bounties), u128::from(money[3]) * n);
                prop_assert_eq!(cashier.prize_pool, td.tournament.prize_pool());
            }
        } else {
            let refusal = created.unwrap_err();
            prop_assert!(prices_uncountable(&refusal), "{:?}", refusal);
        }
    }
}

#[test]
fn a_structure_whose_purchases_cannot_be_counted_is_refused_before_any_entry() {
    // Half the largest amount each: an entry and a rebuy would already not count for a field.
    let big = Money::MAX / 2;
    let refusal = Tournament::create(&setup(priced([big, 0, 0, 0], big)), at(0)).unwrap_err();
    assert!(prices_uncountable(&refusal), "{refusal:?}");
    assert!(refusal.say(Lang::En).contains("cannot be counted"));
    assert!(refusal.say(Lang::Fr).contains("ne peut plus être compté"));
    // A rebuy alone past the bound, the entry cheap.
    let refusal = Tournament::create(&setup(priced([100, 0, 0, 0], big)), at(0)).unwrap_err();
    assert!(prices_uncountable(&refusal), "{refusal:?}");
}

#[test]
fn a_new_structure_whose_prices_cannot_be_counted_is_refused_and_changes_nothing() {
    let mut td = event(priced([100, 10, 0, 0], 100));
    for n in 1..=3 {
        register(&mut td, n).unwrap();
    }
    let before = td.tournament.clone();
    let absurd = priced([Money::MAX / 2, 0, 0, 0], 0);
    let refusal = td
        .run(Command::SetStructure {
            structure: StructureSource::Inline(Box::new(absurd)),
        })
        .unwrap_err();
    assert!(prices_uncountable(&refusal), "{refusal:?}");
    assert_eq!(td.tournament, before);
    assert_eq!(td.tournament.prize_pool(), 300);
}

#[test]
fn prizes_typed_past_the_largest_amount_are_refused() {
    let mut td = event(priced([100, 0, 0, 0], 100));
    for n in 1..=10 {
        register(&mut td, n).unwrap();
    }
    refused_as_overflow(
        &mut td,
        Command::SetPayouts {
            prizes: vec![Money::MAX, Money::MAX, 2],
            kept: None,
        },
    );
}

#[test]
fn the_overflow_is_said_in_both_languages() {
    let refusal = RuleError::MoneyOverflow;
    assert!(
        refusal
            .say(Lang::En)
            .starts_with("the money would add up to more than Riffle can count (18,446,744,"),
        "{}",
        refusal.say(Lang::En)
    );
    assert!(
        refusal.say(Lang::Fr).starts_with(
            "les sommes d'argent dépasseraient ce que Riffle peut compter (18\u{202f}446"
        ),
        "{}",
        refusal.say(Lang::Fr)
    );
}
