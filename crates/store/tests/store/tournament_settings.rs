//! The organiser's late changes: the structure before the clock starts, the house rules at any
//! time (later rulings use the new preset; earlier ones keep theirs).

use crate::tournament_common;
use riffle_tournament::{Command, StructureSource};
use tournament_common::*;

#[test]
fn the_structure_changes_until_the_clock_starts() {
    let mut td = Td::new("standard-20", 9);
    td.register(&["Ann", "Bob"]);
    td.ok(Command::SetStructure {
        structure: StructureSource::Shipped("deep-stack".into()),
    });
    let t = &td.tournament;
    assert_eq!(
        t.structure().name,
        riffle_core::structure::shipped("deep-stack")
            .unwrap()
            .unwrap()
            .name
    );
    assert_eq!(t.purchases().entries, 2, "entries sold stay sold");
    assert_eq!(
        t.display(td.now).level.unwrap().big_blind,
        t.schedule().level(1).unwrap().big_blind
    );
    td.ok(Command::StartClock);
    let err = td.refused(Command::SetStructure {
        structure: StructureSource::BuiltIn,
    });
    assert!(
        err.starts_with("the structure can only be changed before the clock starts"),
        "{err}"
    );
    let err = {
        let mut fresh = Td::new("standard-20", 9);
        fresh.refused(Command::SetStructure {
            structure: StructureSource::Shipped("no-such".into()),
        })
    };
    assert!(err.contains("the shipped ones are standard-20"), "{err}");
}

#[test]
fn the_house_rules_change_and_the_floor_follows() {
    let mut td = Td::new("standard-20", 9);
    assert_eq!(td.tournament.house_rules().preset, "TDA-2024");
    td.ok(Command::SetHouseRules {
        preset: "Seed-FR".into(),
    });
    let t = &td.tournament;
    assert_eq!(t.house_rules().preset, "Seed-FR");
    assert!(
        !t.floor().rules().halt_short_tables,
        "seed 004 has no halt rule"
    );
    let err = td.refused(Command::SetHouseRules {
        preset: "Vegas".into(),
    });
    assert!(err.contains("Vegas"), "{err}");
}
