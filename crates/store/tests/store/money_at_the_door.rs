//! Money is counted with checked arithmetic, and a command that would take any of the
//! cashier's sums (what was collected, the house's and the staff's fees, the bounties, the
//! prize pool) or the TD's prizes past what Riffle can count is refused, never wrapped round
//! nor stopped at the largest amount: an entry, a re-entry, a rebuy, an add-on, a new structure
//! whose prices the entries already sold would not fit, prizes typed too big. The refusal is
//! worded in both languages and changes nothing.

use crate::tournament_common;
use proptest::prelude::*;
use riffle_core::structure::{AddOn, Money, ReEntry, Rebuy, Structure, default_structure};
use riffle_text::{Lang, Say};
use riffle_tournament::{Command, RuleError, Setup, StructureSource};
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

fn event(structure: Structure) -> Td {
    Td::with_setup(&Setup {
        name: "High roller".into(),
        structure: StructureSource::Inline(Box::new(structure)),
        house_rules: None,
        seats_per_table: 9,
    })
}

fn register(td: &mut Td, n: usize) -> Result<(), RuleError> {
    td.run(Command::Register {
        name: format!("P{n}"),
        notes: None,
        confirmed: false,
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Huge buy-ins times many entries: each entry is accepted exactly while every one of the
    /// cashier's sums fits, and the pool is then the exact sum; the first one that would not
    /// fit is refused and changes nothing.
    #[test]
    fn an_entry_is_refused_exactly_when_a_money_sum_would_overflow(
        money in prop::array::uniform4(prop_oneof![
            0..=1_000u64,
            Money::MAX / 40..=Money::MAX / 2,
            Money::MAX - 1_000..=Money::MAX,
        ]),
    ) {
        let mut td = event(priced(money, 1));
        for n in 1..=40u128 {
            let fits = money.iter().all(|&m| u128::from(m) * n <= u128::from(Money::MAX));
            if fits {
                register(&mut td, n as usize).unwrap();
                let cashier = td.tournament.cashier().unwrap();
                prop_assert_eq!(u128::from(cashier.collected), u128::from(money[0]) * n);
                prop_assert_eq!(u128::from(cashier.bounties), u128::from(money[3]) * n);
                prop_assert_eq!(cashier.prize_pool, td.tournament.prize_pool());
            } else {
                let before = td.tournament.clone();
                prop_assert_eq!(register(&mut td, n as usize), Err(RuleError::MoneyOverflow));
                prop_assert!(td.tournament == before);
                break;
            }
        }
    }
}

#[test]
fn a_rebuy_or_an_add_on_past_the_largest_amount_is_refused() {
    // Half the largest amount each: the pool can hold two, never three.
    let big = Money::MAX / 2;
    let mut td = event(priced([big, 0, 0, 0], big));
    register(&mut td, 1).unwrap();
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    let p1 = td.id("P1");
    td.ok(Command::Rebuy { player: p1 });
    assert_eq!(td.tournament.prize_pool(), big * 2);
    refused_as_overflow(&mut td, Command::Rebuy { player: p1 });
    refused_as_overflow(&mut td, Command::AddOn { player: p1 });
    refused_as_overflow(
        &mut td,
        Command::Register {
            name: "P2".into(),
            notes: None,
            confirmed: false,
        },
    );
}

#[test]
fn a_re_entry_past_the_largest_amount_is_refused() {
    let big = Money::MAX / 2;
    let mut td = event(priced([big, 0, 0, 0], big));
    for n in 1..=2 {
        register(&mut td, n).unwrap();
    }
    td.ok(Command::DrawSeats);
    td.ok(Command::StartClock);
    let p1 = td.id("P1");
    td.ok(Command::Eliminate {
        busts: vec![bust(p1, None)],
        on_hand_for_hand_announcement: false,
    });
    refused_as_overflow(&mut td, Command::ReEnter { player: p1 });
}

#[test]
fn a_new_structure_whose_prices_the_entries_sold_cannot_pay_is_refused() {
    let mut td = event(priced([100, 10, 0, 0], 100));
    for n in 1..=3 {
        register(&mut td, n).unwrap();
    }
    let absurd = priced([Money::MAX / 2, 0, 0, 0], 0);
    refused_as_overflow(
        &mut td,
        Command::SetStructure {
            structure: StructureSource::Inline(Box::new(absurd)),
        },
    );
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
