//! The desk's invariants hold through `riffle script` too: a second re-entry from the same old
//! entry or a reinstatement of it under the new one, a deal no player agreed and a balancing
//! move recorded for a player just moved in are refused with their sentence, the script stops
//! there and the journal keeps what came before; a player reinstated with no stack recorded
//! comes back with the average made of chips.

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

#[test]
fn a_reinstatement_of_the_old_entry_while_the_new_one_plays_is_refused() {
    let (out, _tmp) = script(&format!(
        "[{FOUR}
    Eliminate(busts: [(player: 1)]),
    ReEnter(player: 1),
    Reinstate(player: 1, reason: \"the dealer tapped the wrong seat\"),
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

/// Runs `text` on the tournament in `folder` at `now`, printing its state as JSON.
fn script_on(folder: &Path, text: &str, now: &str) -> (Output, serde_json::Value) {
    let file = folder.with_extension("ron");
    std::fs::write(&file, text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(["script", &file.display().to_string(), "--tournament"])
        .arg(folder)
        .args(["--now", now, "--seed", "5", "--json"])
        .output()
        .expect("the riffle binary runs");
    let json = serde_json::from_slice(&out.stdout).unwrap_or_default();
    (out, json)
}

#[test]
fn a_reinstated_player_with_no_stack_gets_the_average_in_chips_the_tables_hold() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = tmp.path().join("event");
    let (out, json) = script_on(
        &folder,
        &format!(
            "[{FOUR} Eliminate(busts: [(player: 1)]), Reinstate(player: 1, reason: \"wrong seat\")]"
        ),
        "2026-11-21T20:00:00Z",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Four stacks of 20,000 over three players: 26,666.67 on average; the smallest chip is 100.
    let bob = &json["players"][1];
    assert_eq!(bob["in_play"], true, "{bob}");
    assert_eq!(bob["chips"], 26_700, "{bob}");
}

/// The players seated at `table`, by seat.
fn at_table(json: &serde_json::Value, table: u64) -> Vec<(u64, u64)> {
    let tables = json["tables"].as_array().unwrap();
    let table = tables.iter().find(|t| t["table"] == table).unwrap();
    (table["players"].as_array().unwrap().iter())
        .map(|p| (p["seat"].as_u64().unwrap(), p["player"].as_u64().unwrap()))
        .collect()
}

/// An open seat of `table` (of `seats`).
fn open_seat(json: &serde_json::Value, table: u64, seats: u64) -> u64 {
    let taken: Vec<u64> = at_table(json, table).iter().map(|&(s, _)| s).collect();
    (1..=seats).find(|s| !taken.contains(s)).unwrap()
}

#[test]
fn a_balancing_move_recorded_for_a_player_just_moved_in_is_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let folder = tmp.path().join("event");
    let names: String = (1..=18)
        .map(|i| format!("Register(name: \"P{i:02}\"),"))
        .collect();
    let (out, json) = script_on(
        &folder,
        &format!(
            "[Create(name: \"Moves\", structure: Shipped(\"standard-20\"), seats_per_table: 6), \
             {names} DrawSeats, StartClock]"
        ),
        "2026-11-21T20:00:00Z",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Ten minutes on, no hand reported: the buttons are not known, moves go by position.
    let later = "2026-11-21T20:10:00Z";
    let one = at_table(&json, 1);
    let (out, json) = script_on(
        &folder,
        &format!(
            "[Eliminate(busts: [(player: {})]), Eliminate(busts: [(player: {})])]",
            one[0].1, one[1].1
        ),
        later,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(json["pending_instruction"]["basis"], "position", "{json}");
    assert_eq!(json["pending_instruction"]["position"]["from"], 2, "{json}");
    let two = at_table(&json, 2);
    let three = at_table(&json, 3);
    let mover = two[0].1;
    let (out, json) = script_on(
        &folder,
        &format!(
            "[CompleteMove(player: {mover}, table: 1, seat: {}), \
             Eliminate(busts: [(player: {})]), Eliminate(busts: [(player: {})]), \
             Eliminate(busts: [(player: {})])]",
            open_seat(&json, 1, 6),
            three[0].1,
            two[1].1,
            two[2].1
        ),
        later,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // 5, 3, 5: table 1, the fullest by the lowest number, gives a player to table 2.
    assert_eq!(json["pending_instruction"]["position"]["from"], 1, "{json}");
    let before = json["commands_applied"].clone();
    let (out, _) = script_on(
        &folder,
        &format!(
            "[CompleteMove(player: {mover}, table: 2, seat: {})]",
            open_seat(&json, 2, 6)
        ),
        later,
    );
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(!out.status.success(), "{stderr}");
    assert!(
        stderr.contains("was just moved to table 1 and has not played a hand there yet"),
        "{stderr}"
    );
    let (_, after) = script_on(&folder, "[]", later);
    assert_eq!(after["commands_applied"], before, "nothing of it is kept");
}
