//! `riffle serve FOLDER`: a venue PC's server without the window. It prints where it listens
//! and the PINs it generated, answers on that address, and Ctrl+C stops it cleanly. Started
//! again on the folder without PINs, it listens where it did, with the same PINs ("as
//! before"), and a phone signed in before carries on.

use riffle_store::session::Session;
use riffle_tournament::{Setup, StructureSource};
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Starts `riffle serve` with `args` on `dir`; the child, its first five lines and its address.
fn serve(dir: &std::path::Path, args: &[&str]) -> (std::process::Child, Vec<String>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .arg("serve")
        .args(args)
        .arg(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let printed: Vec<String> = (0..5).map(|_| lines.next().unwrap().unwrap()).collect();
    let url = (printed[0].split_whitespace())
        .find(|word| word.starts_with("http://"))
        .unwrap_or_else(|| panic!("no address in {printed:?}"))
        .to_string();
    (child, printed, url)
}

fn interrupt(child: &mut std::process::Child) {
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "serve did not stop"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn serve_started_again_without_pins_listens_where_it_did_with_the_same_pins_and_tokens() {
    let dir = tempfile::tempdir().unwrap();
    let setup = Setup {
        name: "Sunday Turbo".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    drop(Session::create(dir.path(), &setup, chrono::Utc::now()).unwrap());
    let (mut first, printed, url) = serve(dir.path(), &["--addr", "127.0.0.1:0"]);
    let director_pin = printed[3].rsplit(' ').next().unwrap().to_string();
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(10)))
        .build()
        .into();
    let mut login = agent
        .post(format!("{url}api/login"))
        .send(format!(r#"{{"pin":"{director_pin}"}}"#))
        .unwrap();
    let token: serde_json::Value =
        serde_json::from_str(&login.body_mut().read_to_string().unwrap()).unwrap();
    let token = token["token"].as_str().unwrap().to_string();
    let send = |url: &str, command: &str| {
        agent
            .post(format!("{url}api/commands"))
            .header("Authorization", format!("Bearer {token}"))
            .send(command)
            .unwrap()
            .status()
            .as_u16()
    };
    assert_eq!(send(&url, r#"{"Register":{"name":"Ana Ruiz"}}"#), 200);
    interrupt(&mut first);

    let (mut again, printed, url_again) = serve(dir.path(), &[]);
    assert_eq!(url_again, url, "the same address and port");
    for line in &printed[1..4] {
        assert!(line.ends_with("as before"), "{printed:?}");
    }
    assert_eq!(
        send(&url, r#"{"Register":{"name":"Ben Okafor"}}"#),
        200,
        "a phone signed in before carries on"
    );
    let login = agent
        .post(format!("{url}api/login"))
        .send(format!(r#"{{"pin":"{director_pin}"}}"#))
        .unwrap();
    assert_eq!(login.status().as_u16(), 200, "the PIN still opens");
    interrupt(&mut again);
}

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
