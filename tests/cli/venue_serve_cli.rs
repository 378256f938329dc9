//! `riffle serve FOLDER`: a venue PC's server without the window. It prints where it listens
//! and the PINs it generated, answers on that address, and Ctrl+C stops it cleanly.

use riffle_store::session::Session;
use riffle_tournament::{Setup, StructureSource};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

#[test]
fn serve_prints_its_address_and_pins_answers_and_stops_on_ctrl_c() {
    let dir = tempfile::tempdir().unwrap();
    let setup = Setup {
        name: "Sunday Turbo".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    drop(Session::create(dir.path(), &setup, chrono::Utc::now()).unwrap());

    let mut child = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(["serve", "--addr", "127.0.0.1:0", "--dealer-pin", "4321"])
        .arg(dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut printed = Vec::new();
    for _ in 0..5 {
        printed.push(lines.next().unwrap().unwrap());
    }
    let first = &printed[0];
    let url = first
        .split_whitespace()
        .find(|word| word.starts_with("http://"))
        .unwrap_or_else(|| panic!("no address in {first:?}"));
    assert!(
        printed[1].ends_with("as given"),
        "a given PIN is not echoed: {printed:?}"
    );
    let floor_pin = printed[2].rsplit(' ').next().unwrap();
    assert_eq!(
        floor_pin.len(),
        6,
        "a generated PIN is printed: {printed:?}"
    );
    assert!(floor_pin.bytes().all(|b| b.is_ascii_digit()));

    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(Duration::from_secs(10)))
        .build()
        .into();
    let mut response = agent.get(format!("{url}api/state")).call().unwrap();
    let body = response.body_mut().read_to_string().unwrap();
    assert!(body.contains("Sunday Turbo"), "{body}");

    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "serve did not stop"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(status.success(), "{status}");
    let rest: Vec<String> = lines.map_while(Result::ok).collect();
    assert_eq!(
        rest.last().map(String::as_str),
        Some("Stopped."),
        "{rest:?}"
    );
    // The writer's lock went with it: the folder opens for writing again.
    assert!(Session::open(dir.path()).is_ok());
}
