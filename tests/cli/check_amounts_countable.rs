//! `riffle check` holds every amount to one bound: what one entrant can be given in chips or
//! pay in money (the entry and each purchase once) must still count for the largest field
//! Riffle runs (1,000,000 entries). A structure beyond it is refused at the door, with the
//! field and the most allowed, rather than accepted and refused later at a registration.

use std::path::Path;
use std::process::Command;

/// The home turbo with `from` changed to `to`, checked; returns whether it passed and what was
/// printed.
fn check_changed(from: &str, to: &str) -> (bool, String) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("structures/home-turbo.ron")).unwrap();
    assert!(text.contains(from), "{from}");
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("huge.ron");
    std::fs::write(&file, text.replacen(from, to, 1)).unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .arg("check")
        .arg(&file)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status.success(), said)
}

#[test]
fn a_starting_stack_near_two_to_the_64_is_refused() {
    for stack in [
        "18446744073709551615",
        "18446744073709552",
        "18446744073710",
    ] {
        let (passed, said) = check_changed(
            "starting_stack: 10000,",
            &format!("starting_stack: {stack},"),
        );
        assert!(!passed, "{stack}: {said}");
        assert!(
            said.contains("cannot be counted") && said.contains("1,000,000 entries"),
            "{said}"
        );
    }
}

#[test]
fn a_buy_in_near_two_to_the_64_is_refused() {
    for price in ["18446744073709551615", "18446744073710"] {
        let (passed, said) = check_changed("buy_in: 20,", &format!("buy_in: {price},"));
        assert!(!passed, "{price}: {said}");
        assert!(said.contains("prices one entrant can pay"), "{said}");
    }
}

#[test]
fn large_but_countable_amounts_still_pass() {
    // A re-entry costs the buy-in again: 2 × 10^12 for one entrant, far under the bound.
    let (passed, said) = check_changed("buy_in: 20,", "buy_in: 1000000000000,");
    assert!(passed, "{said}");
    let (passed, said) = check_changed("starting_stack: 10000,", "starting_stack: 1000000000000,");
    assert!(passed || !said.contains("cannot be counted"), "{said}");
}
