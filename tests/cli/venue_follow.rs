//! `riffle follow`: a standby keeps a byte-identical copy of the leader's journal, and the
//! leader confirms a command only once the standby holds it. The leader is killed with SIGKILL
//! while commands stream in; the standby's copy then holds every command the leader answered
//! 200 for, and opens as the same tournament. While it follows, the copy is locked as an open
//! tournament is.

use riffle_store::journal::JournalError;
use riffle_store::session::{Session, SessionError, View};
use riffle_tournament::{Setup, StructureSource};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command as Process, Stdio};
use std::sync::mpsc;
use std::time::Duration;

fn riffle(args: &[&str]) -> Child {
    Process::new(env!("CARGO_BIN_EXE_riffle"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// Each line the process prints, as it prints it.
fn lines_of(child: &mut Child) -> mpsc::Receiver<String> {
    let (send, receive) = mpsc::channel();
    let stdout = child.stdout.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                break;
            }
        }
    });
    receive
}

fn next_line(lines: &mpsc::Receiver<String>, starting: &str) -> String {
    for _ in 0..100 {
        let line = lines.recv_timeout(Duration::from_secs(20)).unwrap();
        if line.starts_with(starting) {
            return line;
        }
    }
    panic!("no line starting with {starting:?}");
}

/// A standby takes the copy's writer lock: the app opening the copy for writing, and a second
/// standby following into it, are refused with the holder named, and leave the copy alone.
fn the_copy_is_the_standbys_while_it_follows(copy: &Path, url: &str) {
    let before = std::fs::read(copy.join("journal.jsonl")).unwrap();
    assert!(matches!(
        Session::open(copy),
        Err(SessionError::Journal(JournalError::InUse {
            holder: Some(_),
            ..
        }))
    ));
    let home = tempfile::tempdir().unwrap();
    let copy = copy.to_str().unwrap();
    for args in [
        vec!["open", copy],
        vec!["follow", url, "--into", copy, "--pin", "3333"],
    ] {
        let refused = Process::new(env!("CARGO_BIN_EXE_riffle"))
            .args(&args)
            .env("HOME", home.path())
            .env("XDG_DATA_HOME", home.path())
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&refused.stderr);
        assert!(!refused.status.success(), "{args:?}");
        assert!(
            said.contains("already open for writing"),
            "{args:?}: {said}"
        );
    }
    assert_eq!(
        std::fs::read(Path::new(copy).join("journal.jsonl")).unwrap(),
        before
    );
}

#[test]
fn the_standby_holds_every_command_the_leader_confirmed_when_the_leader_is_killed() {
    let leader_dir = tempfile::tempdir().unwrap();
    let standby_dir = tempfile::tempdir().unwrap();
    let setup = Setup {
        name: "Main Event".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    drop(Session::create(leader_dir.path(), &setup, chrono::Utc::now()).unwrap());

    let folder = leader_dir.path().to_str().unwrap();
    let mut leader = riffle(&[
        "serve",
        folder,
        "--addr",
        "127.0.0.1:0",
        "--dealer-pin",
        "1111",
        "--floor-pin",
        "2222",
        "--director-pin",
        "3333",
    ]);
    let leader_lines = lines_of(&mut leader);
    let first = next_line(&leader_lines, "Riffle venue server on ");
    let url = first
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap();
    let url = url.trim_end_matches('/').to_string();

    let copy = standby_dir.path().join("copy");
    let mut standby = riffle(&[
        "follow",
        &url,
        "--into",
        copy.to_str().unwrap(),
        "--pin",
        "3333",
    ]);
    let standby_lines = lines_of(&mut standby);
    let up_to_date = next_line(&standby_lines, "up to date: 1 commands");
    assert!(
        up_to_date.contains("as many as the leader; last line from the leader "),
        "the output line says how far behind the copy is: {up_to_date}"
    );
    the_copy_is_the_standbys_while_it_follows(&copy, &url);

    // Commands stream in from a phone until the leader stops answering.
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(10)))
        .build()
        .into();
    let mut login = agent
        .post(format!("{url}/api/login"))
        .send(r#"{"pin":"3333"}"#)
        .unwrap();
    let token: serde_json::Value =
        serde_json::from_str(&login.body_mut().read_to_string().unwrap()).unwrap();
    let token = token["token"].as_str().unwrap().to_string();
    let (confirmed_send, confirmed) = mpsc::channel::<u64>();
    let (sender_agent, sender_token) = (agent.clone(), token.clone());
    let sender = std::thread::spawn(move || {
        let (agent, token) = (sender_agent, sender_token);
        for i in 0..2_000 {
            let answer = agent
                .post(format!("{url}/api/commands"))
                .header("Authorization", format!("Bearer {token}"))
                .send(format!(r#"{{"Register":{{"name":"Player {i}"}}}}"#));
            let Ok(mut answer) = answer else { return };
            if answer.status().as_u16() != 200 {
                return;
            }
            let body: serde_json::Value =
                serde_json::from_str(&answer.body_mut().read_to_string().unwrap()).unwrap();
            let _ = confirmed_send.send(body["seq"].as_u64().unwrap());
        }
    });
    let mut answered = Vec::new();
    while answered.len() < 40 {
        answered.push(confirmed.recv_timeout(Duration::from_secs(20)).unwrap());
    }
    leader.kill().unwrap(); // SIGKILL, mid-stream
    leader.wait().unwrap();
    sender.join().unwrap();
    answered.extend(confirmed.try_iter());
    let behind = next_line(&standby_lines, "maybe behind: the leader is not answering");
    assert!(
        behind.contains(" s ago; retrying"),
        "a standby without its leader says since when: {behind}"
    );
    // A few seconds on, it says what to run to take over.
    let take_over = next_line(&standby_lines, "the leader has not answered for ");
    let copy_text = copy.to_str().unwrap();
    assert!(
        take_over.contains(&format!("riffle serve {copy_text} --addr 0.0.0.0:")),
        "{take_over}"
    );
    standby.kill().unwrap();
    standby.wait().unwrap();

    let held = View::open(&copy).unwrap();
    let numbers: Vec<u64> = held
        .read_commands()
        .unwrap()
        .iter()
        .map(|c| c.number)
        .collect();
    for seq in &answered {
        assert!(
            numbers.contains(seq),
            "command {seq} was confirmed but is not on the standby"
        );
    }
    let leader_file = std::fs::read(leader_dir.path().join("journal.jsonl")).unwrap();
    let standby_file = std::fs::read(copy.join("journal.jsonl")).unwrap();
    assert!(
        leader_file.starts_with(&standby_file),
        "the copy is the leader's journal, byte for byte"
    );
    let names = held.tournament().entries().len() as u64;
    assert!(names >= answered.len() as u64);
    drop(held);

    // The standby takes over: served without PINs, the copy opens with the leader's PINs, and
    // the director's phone signed in on the leader carries on.
    let mut promoted = riffle(&["serve", copy_text, "--addr", "127.0.0.1:0"]);
    let promoted_lines = lines_of(&mut promoted);
    let first = next_line(&promoted_lines, "Riffle venue server on ");
    for role in ["dealer PIN:", "floor PIN:", "director PIN:"] {
        let line = next_line(&promoted_lines, role);
        assert!(line.ends_with("as before"), "{line}");
    }
    let promoted_url = first
        .split_whitespace()
        .find(|w| w.starts_with("http://"))
        .unwrap()
        .trim_end_matches('/')
        .to_string();
    for pin in ["1111", "2222", "3333"] {
        let answer = agent
            .post(format!("{promoted_url}/api/login"))
            .send(format!(r#"{{"pin":"{pin}"}}"#))
            .unwrap();
        assert_eq!(
            answer.status().as_u16(),
            200,
            "the leader's PIN {pin} opens"
        );
    }
    let answer = agent
        .post(format!("{promoted_url}/api/commands"))
        .header("Authorization", format!("Bearer {token}"))
        .send(r#"{"Register":{"name":"After the takeover"}}"#)
        .unwrap();
    assert_eq!(answer.status().as_u16(), 200, "the leader's token works");
    promoted.kill().unwrap();
    promoted.wait().unwrap();
}
