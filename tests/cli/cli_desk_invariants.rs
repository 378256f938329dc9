//! The desk's invariants hold through `riffle script` too: a second re-entry from the same old
//! entry, a deal no player agreed and a balancing move recorded for a player just moved in are
//! refused with their sentence, the script stops there and the journal keeps what came before.

use std::path::Path;
use std::process::{Command, Output};

fn script(text: &str) -> (Output, tempfile::TempDir) {
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("night.ron");
    std::fs::write(&file, text).unwrap();
    let folder = tmp.path().join("event");
    let out = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(["script", &file.display().to_string(), "--tournament"])
        .arg(Path::new(&folder))
        .args(["--now", "2026-11-21T20:00:00Z", "--seed", "5"])
        .output()
        .expect("the riffle binary runs");
    (out, tmp)
}

const FOUR: &str = r#"
    Create(name: "Saturday", structure: Shipped("standard-20")),
    Register(name: "Ann"), Register(name: "Bob"), Register(name: "Cy"), Register(name: "Dee"),
    DrawSeats,
"#;

#[test]
fn a_second_re_entry_from_the_same_old_entry_is_refused_naming_the_live_one() {
    let (out, _tmp) = script(&format!(
        "[{FOUR}
    Eliminate(busts: [(player: 1)]),
    ReEnter(player: 1),
    ReEnter(player: 1),
]"
    ));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(!out.status.success(), "{stderr}");
    assert!(stderr.contains("applied 8\n"), "{stderr}");
    assert!(
        stderr.contains("error: command 9 of")
            && stderr.contains("Bob is already back in as entry 5, table 1 seat"),
        "{stderr}"
    );
}

#[test]
fn a_deal_the_players_did_not_agree_is_refused() {
    let (out, _tmp) = script(&format!(
        "[{FOUR}
    Eliminate(busts: [(player: 3)]),
    Eliminate(busts: [(player: 2)]),
    AgreeDeal(shares: [(player: 0, amount: 2500, agreed: true), (player: 1, amount: 2500)]),
]"
    ));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(!out.status.success(), "{stderr}");
    assert!(
        stderr.contains("Bob has not agreed to a share of 2,500"),
        "{stderr}"
    );
}
