//! Command output read only in part (`riffle ... | head`): the reader closes the pipe early and
//! the command must end quietly, with success and nothing on standard error, not a panic.

use std::io::Read;
use std::process::{Command, Stdio};

/// Runs riffle, reads the first bytes of its output, closes the pipe, and returns how it ended.
fn read_the_start_of(args: &[&str]) -> (std::process::ExitStatus, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut start = [0u8; 64];
    child.stdout.take().unwrap().read_exact(&mut start).unwrap();
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    (child.wait().unwrap(), stderr)
}

#[test]
fn a_long_hand_history_stops_quietly_when_its_reader_has_enough() {
    // About 180 KB of PHH, more than a pipe holds.
    let (status, stderr) = read_the_start_of(&["hand", "random", "--count", "300"]);
    assert!(status.success(), "{status}: {stderr}");
    assert_eq!(stderr, "");
}

#[test]
fn a_long_replay_printed_line_by_line_stops_quietly_too() {
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("many.phhs");
    let deal = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(["hand", "random", "--count", "300"])
        .output()
        .unwrap();
    std::fs::write(&file, deal.stdout).unwrap();
    let path = file.to_string_lossy().to_string();
    let (status, stderr) = read_the_start_of(&["hand", "replay", &path, "--json"]);
    assert!(status.success(), "{status}: {stderr}");
    assert_eq!(stderr, "");
}
