//! The venue server under a room's load, on loopback: `riffle serve` in a process of its own,
//! 300 then 1,000 screens following `/events` from this process, and 20 phones sending commands
//! at once. For every command, the time from sending it to each screen receiving its event
//! (p50, p99), the errors (a refused command, a screen that missed an event or never
//! connected), and what the server alone holds a connected screen: its resident memory read
//! from outside (`/proc/<pid>/status`), before the screens connect, once they all follow, and
//! once every command has reached them. The baseline, measured in the same run, is one screen
//! and the same senders: what the fan-out to many costs.
//!
//! The screens are tasks on a small runtime here, reading the stream's lines as a page does;
//! a screen's own memory is this process's and is not counted.

use riffle_store::session::Session;
use riffle_tournament::{Setup, StructureSource};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::net::TcpStream;

const SENDERS: usize = 20;
const COMMANDS_PER_SENDER: usize = 10;
const DIRECTOR_PIN: &str = "3333";
/// The longest a run waits for its screens to connect or for the last event to reach them.
const PATIENCE: Duration = Duration::from_secs(60);

/// `riffle serve` on a tournament folder, on a port the system picks on 127.0.0.1; stopped
/// (by its own id) when dropped.
struct Server {
    child: Child,
    addr: SocketAddr,
}

impl Server {
    fn start(folder: &std::path::Path) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_riffle"))
            .arg("serve")
            .arg(folder)
            .args(["--addr", "127.0.0.1:0"])
            .args(["--dealer-pin", "1111", "--floor-pin", "2222"])
            .args(["--director-pin", DIRECTOR_PIN])
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("riffle serve starts");
        let stdout = child.stdout.take().expect("its output");
        let mut lines = BufReader::new(stdout).lines();
        let addr = lines
            .by_ref()
            .map_while(Result::ok)
            .find_map(|line| {
                let rest = line.split("http://").nth(1)?;
                rest.split('/').next()?.parse::<SocketAddr>().ok()
            })
            .expect("riffle serve says where it listens");
        // The rest of its output is read away so it never blocks on a full pipe.
        std::thread::spawn(move || lines.for_each(drop));
        Server { child, addr }
    }

    /// The server's resident memory now, in KiB.
    fn rss_kib(&self) -> u64 {
        std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .ok()
            .and_then(|s| {
                s.lines()
                    .find(|l| l.starts_with("VmRSS:"))
                    .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
            })
            .unwrap_or(0)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Lets this process (and the server it starts, which inherits it) hold a socket for every
/// screen: the soft limit of open files raised toward the hard one.
#[cfg(unix)]
fn raise_open_files(wanted: u64) {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: `limit` is a valid rlimit for the call to fill and read.
    unsafe {
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 && limit.rlim_cur < wanted {
            limit.rlim_cur = wanted.min(limit.rlim_max);
            libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        }
    }
}

#[cfg(not(unix))]
fn raise_open_files(_wanted: u64) {}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into()
}

fn percentile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * q).round() as usize]
}

/// What the screens share with the run: how many follow, the last seq to wait for, and each
/// screen's log of the seqs it received and when.
struct Screens {
    following: AtomicUsize,
    last_seq: AtomicU64,
    logs: Mutex<Vec<Vec<(u64, Instant)>>>,
}

/// One screen: asks for `/events` as a page does and notes when each event's id arrives, until
/// it has the last seq the run waits for (or the run's patience is out).
async fn screen(addr: SocketAddr, screens: Arc<Screens>) {
    let mut log = Vec::new();
    let _ = follow(addr, &screens, &mut log).await;
    screens.logs.lock().unwrap().push(log);
}

async fn follow(
    addr: SocketAddr,
    screens: &Screens,
    log: &mut Vec<(u64, Instant)>,
) -> std::io::Result<()> {
    let stream = TcpStream::connect(addr).await?;
    let request =
        format!("GET /events HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n");
    let mut sent = 0;
    while sent < request.len() {
        stream.writable().await?;
        match stream.try_write(&request.as_bytes()[sent..]) {
            Ok(n) => sent += n,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
            Err(e) => return Err(e),
        }
    }
    let deadline = tokio::time::Instant::now() + PATIENCE * 3;
    let mut pending: Vec<u8> = Vec::new();
    let mut chunk = vec![0u8; 16 * 1024];
    let mut started = false;
    loop {
        let ready = tokio::time::timeout_at(deadline, stream.readable()).await;
        if !matches!(ready, Ok(Ok(()))) {
            return Ok(());
        }
        let n = match stream.try_read(&mut chunk) {
            Ok(0) => return Ok(()),
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => continue,
            Err(e) => return Err(e),
        };
        let at = Instant::now();
        pending.extend_from_slice(&chunk[..n]);
        let mut from = 0;
        while let Some(end) = pending[from..].iter().position(|&b| b == b'\n') {
            let line = &pending[from..from + end];
            from += end + 1;
            let Some(id) = line.strip_prefix(b"id:") else {
                continue;
            };
            let seq: u64 = std::str::from_utf8(id)
                .ok()
                .and_then(|s| s.trim().parse().ok())
                .unwrap_or(0);
            if !started {
                // The current state first: from now on the screen follows.
                started = true;
                screens.following.fetch_add(1, Ordering::SeqCst);
                continue;
            }
            log.push((seq, at));
        }
        pending.drain(..from);
        let last = screens.last_seq.load(Ordering::SeqCst);
        if last != 0 && log.last().is_some_and(|&(seq, _)| seq >= last) {
            return Ok(());
        }
    }
}

struct Run {
    latencies_ms: Vec<f64>,
    errors: usize,
    screens_following: usize,
    rss_idle_kib: u64,
    rss_following_kib: u64,
    rss_after_commands_kib: u64,
}

impl Run {
    /// The server's growth a screen, in bytes: `rss` less the server idle, over the screens.
    fn bytes_a_screen(&self, rss_kib: u64, screens: usize) -> i64 {
        (rss_kib as i64 - self.rss_idle_kib as i64) * 1024 / screens as i64
    }
}

fn login(base: &str) -> String {
    let mut login = agent()
        .post(format!("{base}/api/login"))
        .send(format!(r#"{{"pin":"{DIRECTOR_PIN}"}}"#))
        .unwrap();
    let token: serde_json::Value =
        serde_json::from_str(&login.body_mut().read_to_string().unwrap()).unwrap();
    token["token"].as_str().unwrap().to_string()
}

fn announce(agent: &ureq::Agent, base: &str, token: &str, text: &str) -> Option<u64> {
    let mut answer = agent
        .post(format!("{base}/api/commands"))
        .header("Authorization", format!("Bearer {token}"))
        .send(format!(r#"{{"Announce":{{"text":"{text}"}}}}"#))
        .ok()?;
    if answer.status().as_u16() != 200 {
        return None;
    }
    let body: serde_json::Value =
        serde_json::from_str(&answer.body_mut().read_to_string().ok()?).ok()?;
    body["seq"].as_u64()
}

fn run(runtime: &tokio::runtime::Runtime, screens: usize) -> Run {
    let dir = tempfile::tempdir().unwrap();
    let setup = Setup {
        name: "Load".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    // Created here, then served by the other process (the folder's lock goes with the session).
    drop(Session::create(dir.path(), &setup, chrono::Utc::now()).unwrap());
    let server = Server::start(dir.path());
    let base = format!("http://{}", server.addr);

    // One command before anything is measured: the server's first-use allocations are not
    // counted as the screens'.
    let warm = login(&base);
    announce(&agent(), &base, &warm, "warm up").expect("the warm-up command is taken");
    std::thread::sleep(Duration::from_millis(300));
    let rss_idle_kib = server.rss_kib();

    let shared = Arc::new(Screens {
        following: AtomicUsize::new(0),
        last_seq: AtomicU64::new(0),
        logs: Mutex::new(Vec::new()),
    });
    let tasks: Vec<_> = (0..screens)
        .map(|_| runtime.spawn(screen(server.addr, shared.clone())))
        .collect();
    let waited = Instant::now();
    while shared.following.load(Ordering::SeqCst) < screens && waited.elapsed() < PATIENCE {
        std::thread::sleep(Duration::from_millis(20));
    }
    let screens_following = shared.following.load(Ordering::SeqCst);
    std::thread::sleep(Duration::from_millis(300));
    let rss_following_kib = server.rss_kib();

    let sent: Arc<Mutex<Vec<(u64, Instant)>>> = Arc::new(Mutex::new(Vec::new()));
    let refused = Arc::new(AtomicUsize::new(0));
    let senders: Vec<_> = (0..SENDERS)
        .map(|s| {
            let (base, sent, refused) = (base.clone(), sent.clone(), refused.clone());
            std::thread::spawn(move || {
                let agent = agent();
                let token = login(&base);
                for i in 0..COMMANDS_PER_SENDER {
                    let start = Instant::now();
                    match announce(&agent, &base, &token, &format!("sender {s} command {i}")) {
                        Some(seq) => sent.lock().unwrap().push((seq, start)),
                        None => {
                            refused.fetch_add(1, Ordering::SeqCst);
                        }
                    }
                }
            })
        })
        .collect();
    for sender in senders {
        sender.join().unwrap();
    }
    let sent = std::mem::take(&mut *sent.lock().unwrap());
    let last = sent.iter().map(|&(seq, _)| seq).max().unwrap_or(u64::MAX);
    shared.last_seq.store(last, Ordering::SeqCst);
    // Every command answered and fanned out, the screens still following.
    let waited = Instant::now();
    while shared.logs.lock().unwrap().len() < screens && waited.elapsed() < PATIENCE {
        std::thread::sleep(Duration::from_millis(20));
    }
    let rss_after_commands_kib = server.rss_kib();
    drop(server);
    for task in tasks {
        let _ = runtime.block_on(task);
    }

    let logs = shared.logs.lock().unwrap();
    let mut latencies_ms = Vec::with_capacity(sent.len() * screens);
    let mut errors = refused.load(Ordering::SeqCst) + (screens - screens_following);
    for log in logs.iter() {
        let at: std::collections::HashMap<u64, Instant> = log.iter().copied().collect();
        for (seq, start) in &sent {
            match at.get(seq) {
                Some(at) => latencies_ms.push(at.duration_since(*start).as_secs_f64() * 1e3),
                None => errors += 1,
            }
        }
    }
    latencies_ms.sort_by(f64::total_cmp);
    Run {
        latencies_ms,
        errors,
        screens_following,
        rss_idle_kib,
        rss_following_kib,
        rss_after_commands_kib,
    }
}

fn main() {
    raise_open_files(8192);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let bare = run(&runtime, 1);
    let mut runs = Vec::new();
    for screens in [300, 1000] {
        runs.push((screens, run(&runtime, screens)));
    }
    for (screens, result) in std::iter::once((1, &bare)).chain(runs.iter().map(|(s, r)| (*s, r))) {
        let name = if screens == 1 { "one_screen" } else { "riffle" };
        println!(
            "{{\"bench\":\"venue_fanout\",\"impl\":\"{name}\",\"server\":\"riffle serve, its own process\",\"screens\":{screens},\"following\":{},\"senders\":{SENDERS},\"commands\":{},\"deliveries\":{},\"p50_ms\":{:.2},\"p99_ms\":{:.2},\"errors\":{},\"server_rss_idle_kib\":{},\"server_rss_following_kib\":{},\"server_rss_after_commands_kib\":{},\"server_bytes_a_screen\":{},\"server_bytes_a_screen_after_commands\":{}}}",
            result.screens_following,
            SENDERS * COMMANDS_PER_SENDER,
            result.latencies_ms.len(),
            percentile(&result.latencies_ms, 0.5),
            percentile(&result.latencies_ms, 0.99),
            result.errors,
            result.rss_idle_kib,
            result.rss_following_kib,
            result.rss_after_commands_kib,
            result.bytes_a_screen(result.rss_following_kib, screens),
            result.bytes_a_screen(result.rss_after_commands_kib, screens),
        );
    }
    for (screens, result) in &runs {
        println!(
            "{{\"bench\":\"venue_fanout\",\"impl\":\"riffle\",\"screens\":{screens},\"p99_ratio_to_one_screen\":{:.2}}}",
            percentile(&result.latencies_ms, 0.99) / percentile(&bare.latencies_ms, 0.99)
        );
    }
}
