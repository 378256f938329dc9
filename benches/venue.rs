//! The venue server under a room's load, on loopback: 300 screens following `/events` and 20
//! phones sending commands at once. For every command, the time from sending it to each screen
//! receiving its event (p50, p99), the errors (a refused command, a screen that missed an
//! event or was dropped), and memory growth. The screens run in this process, so its growth
//! while they connect counts their threads too; the growth while the commands fan out, with
//! every screen already following, is the server's (its per-client buffers) plus the screens'
//! few lines read. The baseline, measured in the same run, is one screen and the same senders:
//! what the fan-out to 300 costs.

use riffle_server::{self as server, Options, Pins};
use riffle_store::session::Session;
use riffle_store::writer::Writer;
use riffle_tournament::{Setup, StructureSource};
use std::collections::HashMap;
use std::io::{BufRead, BufReader};
use std::sync::{Arc, Barrier, Mutex};
use std::time::{Duration, Instant};

const SENDERS: usize = 20;
const COMMANDS_PER_SENDER: usize = 10;

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into()
}

fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

fn percentile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

struct Run {
    latencies_ms: Vec<f64>,
    errors: usize,
    /// While the screens connect (their threads included).
    rss_connect_kib: i64,
    /// While the commands fan out to screens already following.
    rss_commands_kib: i64,
}

fn run(screens: usize) -> Run {
    let dir = tempfile::tempdir().unwrap();
    let setup = Setup {
        name: "Load".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let session = Session::create(dir.path(), &setup, chrono::Utc::now()).unwrap();
    let writer = Writer::new(session);
    let pins = Pins {
        dealer: "1111".into(),
        floor: "2222".into(),
        director: "3333".into(),
    };
    let running = server::start(
        writer.clone(),
        Options {
            addr: "127.0.0.1:0".parse().unwrap(),
            pins,
        },
    )
    .unwrap();
    let base = format!("http://{}", running.addr());
    let first_seq = writer.read(|s| s.commands());
    let total = (SENDERS * COMMANDS_PER_SENDER) as u64;
    let rss_before = rss_kib();

    // Each screen: the instant it received each seq.
    let received: Arc<Mutex<Vec<HashMap<u64, Instant>>>> = Arc::new(Mutex::new(Vec::new()));
    let ready = Arc::new(Barrier::new(screens + 1));
    let mut screen_threads = Vec::new();
    for _ in 0..screens {
        let (base, received, ready) = (base.clone(), received.clone(), ready.clone());
        screen_threads.push(std::thread::spawn(move || {
            let response = agent().get(format!("{base}/events")).call();
            let mut seen = HashMap::new();
            let Ok(response) = response else {
                ready.wait();
                received.lock().unwrap().push(seen);
                return;
            };
            let mut lines = BufReader::new(response.into_body().into_reader()).lines();
            // The current state first: then the screen is following.
            let mut started = false;
            for line in lines.by_ref() {
                let Ok(line) = line else { break };
                if line.starts_with("id:") {
                    started = true;
                    break;
                }
            }
            ready.wait();
            if started {
                for line in lines {
                    let Ok(line) = line else { break };
                    if let Some(id) = line.strip_prefix("id:") {
                        let seq: u64 = id.trim().parse().unwrap_or(0);
                        seen.insert(seq, Instant::now());
                        if seq >= first_seq + total {
                            break;
                        }
                    }
                }
            }
            received.lock().unwrap().push(seen);
        }));
    }
    ready.wait();
    let rss_connected = rss_kib();

    let sent: Arc<Mutex<HashMap<u64, Instant>>> = Arc::new(Mutex::new(HashMap::new()));
    let refused = Arc::new(Mutex::new(0usize));
    let mut sender_threads = Vec::new();
    for s in 0..SENDERS {
        let (base, sent, refused) = (base.clone(), sent.clone(), refused.clone());
        sender_threads.push(std::thread::spawn(move || {
            let agent = agent();
            let mut login = agent
                .post(format!("{base}/api/login"))
                .send(r#"{"pin":"3333"}"#)
                .unwrap();
            let token: serde_json::Value =
                serde_json::from_str(&login.body_mut().read_to_string().unwrap()).unwrap();
            let token = token["token"].as_str().unwrap().to_string();
            for i in 0..COMMANDS_PER_SENDER {
                let start = Instant::now();
                let answer = agent
                    .post(format!("{base}/api/commands"))
                    .header("Authorization", format!("Bearer {token}"))
                    .send(format!(
                        r#"{{"Announce":{{"text":"sender {s} command {i}"}}}}"#
                    ));
                match answer {
                    Ok(mut answer) if answer.status().as_u16() == 200 => {
                        let body: serde_json::Value =
                            serde_json::from_str(&answer.body_mut().read_to_string().unwrap())
                                .unwrap();
                        sent.lock()
                            .unwrap()
                            .insert(body["seq"].as_u64().unwrap(), start);
                    }
                    _ => *refused.lock().unwrap() += 1,
                }
            }
        }));
    }
    for thread in sender_threads {
        thread.join().unwrap();
    }
    // Every command answered, the screens still following: what the fan-out holds.
    let rss_after = rss_kib();
    for thread in screen_threads {
        thread.join().unwrap();
    }
    running.stop();

    let sent = sent.lock().unwrap();
    let received = received.lock().unwrap();
    let mut latencies_ms = Vec::new();
    let mut errors = *refused.lock().unwrap();
    for screen in received.iter() {
        for (seq, start) in sent.iter() {
            match screen.get(seq) {
                Some(at) => latencies_ms.push(at.duration_since(*start).as_secs_f64() * 1e3),
                None => errors += 1,
            }
        }
    }
    errors += screens - received.len();
    latencies_ms.sort_by(f64::total_cmp);
    Run {
        latencies_ms,
        errors,
        rss_connect_kib: rss_connected as i64 - rss_before as i64,
        rss_commands_kib: rss_after as i64 - rss_connected as i64,
    }
}

fn main() {
    let bare = run(1);
    let room = run(300);
    for (name, screens, result) in [("one_screen", 1, &bare), ("riffle", 300, &room)] {
        println!(
            "{{\"bench\":\"venue_fanout\",\"impl\":\"{name}\",\"screens\":{screens},\"senders\":{SENDERS},\"commands\":{},\"deliveries\":{},\"p50_ms\":{:.2},\"p99_ms\":{:.2},\"errors\":{},\"rss_growth_connect_kib\":{},\"rss_growth_commands_kib\":{}}}",
            SENDERS * COMMANDS_PER_SENDER,
            result.latencies_ms.len(),
            percentile(&result.latencies_ms, 0.5),
            percentile(&result.latencies_ms, 0.99),
            result.errors,
            result.rss_connect_kib,
            result.rss_commands_kib,
        );
    }
    println!(
        "{{\"bench\":\"venue_fanout\",\"impl\":\"riffle\",\"p99_ratio_to_one_screen\":{:.2}}}",
        percentile(&room.latencies_ms, 0.99) / percentile(&bare.latencies_ms, 0.99)
    );
}
