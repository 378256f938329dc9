//! A name already in the event is asked about once: registering it again (accents, case and
//! spacing ignored) is refused with the name as registered, and kept when confirmed.

use crate::tournament_common::*;
use riffle_tournament::namesakes::NamesakeRefusal;
use riffle_tournament::{Command, RuleError};

fn register(name: &str, confirmed: bool) -> Command {
    Command::Register {
        name: name.into(),
        notes: None,
        confirmed,
        profile: None,
    }
}

#[test]
fn a_name_already_registered_is_refused_unless_confirmed_accents_and_case_ignored() {
    let mut td = Td::new("home-turbo", 9);
    td.ok(register("Éloïse Martin", false));
    for typed in ["eloise martin", "ÉLOÏSE  MARTIN", "Eloise Martin"] {
        let refused = td.run(register(typed, false)).unwrap_err();
        assert!(
            matches!(
                &refused,
                RuleError::Namesake(NamesakeRefusal::AlreadyRegistered { existing, .. })
                    if existing == "Éloïse Martin"
            ),
            "{refused:?}"
        );
        riffle_text::assert_worded_in_both(&refused);
    }
    assert_eq!(td.tournament.entries().len(), 1);
    td.ok(register("Eloise Martin", true));
    assert_eq!(td.tournament.entries().len(), 2);
    // Another name is not asked about.
    td.ok(register("Eloise Marin", false));
}
