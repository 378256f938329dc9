//! The venue server under a room's load, on loopback: `riffle serve` in a process of its own,
//! 300 then 1,000 screens following `/events` from this process, and 20 phones sending commands
//! at once. For every command, the time from sending it to each screen receiving its event
//! (p50, p99), the errors (a refused command, a screen that missed an event or never
//! connected) with the deliveries missed apart (`missed`, and the screens the server dropped
//! before the last event, `screens_dropped`): a screen dropped for falling behind is not
//! counted in the times, so p99 alone would flatter a server that drops screens. And what the
//! server alone holds a connected screen: its resident memory read
//! from outside (`/proc/<pid>/status`), before the screens connect, once they all follow, and
//! once every command has reached them.
//!
//! When a screen received an event is when its bytes reached the screen's socket, as the
//! system stamps them on arrival (`SO_TIMESTAMPNS`): a thousand screens are a thousand devices
//! in a room, each reading its own socket at once, while here one process reads them all in
//! turn, and the last one read would otherwise count the bench's own reading of the other 999
//! as the server's delay. When this process read it is reported beside (`read_p99_ms`). The
//! processor time the server and this process spent while the commands fanned out tells the
//! two costs apart.
//!
//! Two baselines, measured in the same run: riffle with one screen (what the fan-out to many
//! costs), and a bare axum server in a process of its own (the framework's own server-sent
//! events, a broadcast channel, no journal) sending an event of the same size to the same
//! number of screens, with the same senders: what any server on this machine pays for a room
//! this size. The load average is printed with each run: the machine may be shared.

use riffle_store::session::Session;
use riffle_tournament::{Setup, StructureSource};
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};
use tokio::net::TcpStream;

const SENDERS: usize = 20;
const COMMANDS_PER_SENDER: usize = 10;
const DIRECTOR_PIN: &str = "3333";
/// The longest a run waits for its screens to connect or for the last event to reach them.
const PATIENCE: Duration = Duration::from_secs(60);
/// Set (to the size of an event's data) when this program is started as the bare baseline's
/// server rather than as the bench.
const BARE_SERVER: &str = "RIFFLE_VENUE_BENCH_BARE_BYTES";
/// Another build of `riffle` to serve in place of this one's (an earlier commit's, to compare
/// before and after a change under the same measurement).
const OTHER_RIFFLE: &str = "RIFFLE_VENUE_BENCH_RIFFLE";

/// A server in a process of its own on a port the system picks on 127.0.0.1; stopped (by its
/// own id) when dropped.
struct Server {
    child: Child,
    addr: SocketAddr,
}

impl Server {
    /// `riffle serve` on a tournament folder: this build's, or the one [`OTHER_RIFFLE`] names.
    fn riffle(folder: &std::path::Path) -> Server {
        let program = std::env::var_os(OTHER_RIFFLE)
            .unwrap_or_else(|| std::ffi::OsString::from(env!("CARGO_BIN_EXE_riffle")));
        let mut command = Command::new(program);
        command
            .arg("serve")
            .arg(folder)
            .args(["--addr", "127.0.0.1:0"])
            .args(["--dealer-pin", "1111", "--floor-pin", "2222"])
            .args(["--director-pin", DIRECTOR_PIN]);
        Server::start(command)
    }

    /// This program as the bare baseline's server, sending events of `bytes` bytes of data.
    fn bare(bytes: usize) -> Server {
        let mut command = Command::new(std::env::current_exe().expect("the bench's own path"));
        command.env(BARE_SERVER, bytes.to_string());
        Server::start(command)
    }

    fn start(mut command: Command) -> Server {
        let mut child = command
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server starts");
        let stdout = child.stdout.take().expect("its output");
        let mut lines = BufReader::new(stdout).lines();
        let addr = lines
            .by_ref()
            .map_while(Result::ok)
            .find_map(|line| {
                let rest = line.split("http://").nth(1)?;
                rest.split('/').next()?.parse::<SocketAddr>().ok()
            })
            .expect("the server says where it listens");
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

    /// The processor time the server has used, in milliseconds.
    fn cpu_ms(&self) -> f64 {
        cpu_ms(&format!("/proc/{}/stat", self.child.id()))
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// User and system time of the process whose `stat` file is `path`, in milliseconds.
fn cpu_ms(path: &str) -> f64 {
    let stat = std::fs::read_to_string(path).unwrap_or_default();
    // The fields after the command's name, which is in parentheses and may hold spaces.
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<u64>().ok())
            .unwrap_or(0)
    };
    // utime and stime are fields 14 and 15 of the file, 12 and 13 after the name.
    // SAFETY: sysconf only reads a configuration value.
    let per_second = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as f64;
    (ticks(11) + ticks(12)) as f64 * 1e3 / per_second
}

/// The load average over the last minute, as the system reports it.
fn load_average() -> f64 {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(f64::NAN)
}

/// Lets this process (and the servers it starts, which inherit it) hold a socket for every
/// screen: the soft limit of open files raised toward the hard one.
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

/// One event as a screen got it: its seq, when its bytes reached the screen's socket (the
/// system's clock), and when the screen's task read them.
#[derive(Clone, Copy)]
struct Received {
    seq: u64,
    arrived: SystemTime,
    read: Instant,
}

/// What the screens share with the run: how many follow, the last seq to wait for, each
/// screen's log of what it received, and the size of an event's data.
struct Screens {
    following: AtomicUsize,
    last_seq: AtomicU64,
    /// Each screen's log, and whether it followed (received the current state first).
    logs: Mutex<Vec<(bool, Vec<Received>)>>,
    data_bytes: AtomicUsize,
}

/// One screen: asks for `/events` as a page does and notes when each event's id arrives, until
/// it has the last seq the run waits for (or the run's patience is out).
async fn screen(addr: SocketAddr, screens: Arc<Screens>) {
    let mut log = Vec::new();
    let mut started = false;
    let _ = follow(addr, &screens, &mut log, &mut started).await;
    screens.logs.lock().unwrap().push((started, log));
}

/// Asks the system to stamp each segment's arrival on `stream` (`SO_TIMESTAMPNS`).
fn stamp_arrivals(stream: &TcpStream) -> std::io::Result<()> {
    use std::os::fd::AsRawFd;
    let on: libc::c_int = 1;
    // SAFETY: the option's value is a c_int that lives across the call.
    let done = unsafe {
        libc::setsockopt(
            stream.as_raw_fd(),
            libc::SOL_SOCKET,
            libc::SO_TIMESTAMPNS,
            (&on as *const libc::c_int).cast(),
            std::mem::size_of::<libc::c_int>() as libc::socklen_t,
        )
    };
    if done == 0 {
        Ok(())
    } else {
        Err(std::io::Error::last_os_error())
    }
}

/// Reads what `stream` holds into `buffer`: the bytes read and when the last of them arrived
/// (the system's stamp; now when there is none).
fn read_stamped(stream: &TcpStream, buffer: &mut [u8]) -> std::io::Result<(usize, SystemTime)> {
    use std::os::fd::AsRawFd;
    // Room for one control message holding a timespec, aligned as cmsghdr wants.
    let mut control = [0u64; 8];
    let mut iov = libc::iovec {
        iov_base: buffer.as_mut_ptr().cast(),
        iov_len: buffer.len(),
    };
    // SAFETY: a zeroed msghdr is valid; its pointers are set below to live buffers.
    let mut message: libc::msghdr = unsafe { std::mem::zeroed() };
    message.msg_iov = &mut iov;
    message.msg_iovlen = 1;
    message.msg_control = control.as_mut_ptr().cast();
    message.msg_controllen = std::mem::size_of_val(&control) as _;
    // SAFETY: every buffer the message points to lives across the call.
    let n = unsafe { libc::recvmsg(stream.as_raw_fd(), &mut message, libc::MSG_DONTWAIT) };
    if n < 0 {
        return Err(std::io::Error::last_os_error());
    }
    let mut arrived = SystemTime::now();
    // SAFETY: the CMSG macros walk the control buffer the call filled, within its length.
    unsafe {
        let mut header = libc::CMSG_FIRSTHDR(&message);
        while !header.is_null() {
            if (*header).cmsg_level == libc::SOL_SOCKET
                && (*header).cmsg_type == libc::SCM_TIMESTAMPNS
            {
                let stamp: libc::timespec =
                    std::ptr::read_unaligned(libc::CMSG_DATA(header).cast());
                arrived = SystemTime::UNIX_EPOCH
                    + Duration::new(stamp.tv_sec as u64, stamp.tv_nsec as u32);
            }
            header = libc::CMSG_NXTHDR(&message, header);
        }
    }
    Ok((n as usize, arrived))
}

async fn follow(
    addr: SocketAddr,
    screens: &Screens,
    log: &mut Vec<Received>,
    started: &mut bool,
) -> std::io::Result<()> {
    let stream = TcpStream::connect(addr).await?;
    stamp_arrivals(&stream)?;
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
    loop {
        let ready = tokio::time::timeout_at(deadline, stream.readable()).await;
        if !matches!(ready, Ok(Ok(()))) {
            return Ok(());
        }
        let (n, arrived) = match stream.try_io(tokio::io::Interest::READABLE, || {
            read_stamped(&stream, &mut chunk)
        }) {
            Ok((0, _)) => return Ok(()),
            Ok(read) => read,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => continue,
            Err(e) => return Err(e),
        };
        let read = Instant::now();
        pending.extend_from_slice(&chunk[..n]);
        let mut from = 0;
        while let Some(end) = pending[from..].iter().position(|&b| b == b'\n') {
            let line = &pending[from..from + end];
            from += end + 1;
            if let Some(data) = line.strip_prefix(b"data:") {
                // The largest data line is a state's; a keep-alive's few bytes are not.
                screens.data_bytes.fetch_max(data.len(), Ordering::Relaxed);
                continue;
            }
            let Some(id) = line.strip_prefix(b"id:") else {
                continue;
            };
            let seq: u64 = std::str::from_utf8(id)
                .ok()
                .and_then(|s| s.trim().parse().ok())
                .unwrap_or(0);
            if !*started {
                // The current state first: from now on the screen follows.
                *started = true;
                screens.following.fetch_add(1, Ordering::SeqCst);
                continue;
            }
            log.push(Received { seq, arrived, read });
        }
        pending.drain(..from);
        let last = screens.last_seq.load(Ordering::SeqCst);
        if last != 0 && log.last().is_some_and(|r| r.seq >= last) {
            return Ok(());
        }
    }
}

/// Which server a run measures.
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Riffle,
    Bare { bytes: usize },
}

struct Run {
    kind: Kind,
    screens: usize,
    /// From sending a command to its event reaching each screen's socket.
    arrived_ms: Vec<f64>,
    /// From sending a command to each screen's task reading its event.
    read_ms: Vec<f64>,
    /// Refused commands, screens that never followed, and missed deliveries.
    errors: usize,
    /// Events a following screen never received: the server dropped it (it fell too far
    /// behind) or its stream ended before the last command's event.
    missed: usize,
    /// Following screens whose stream ended before the last command's event.
    screens_dropped: usize,
    screens_following: usize,
    rss_idle_kib: u64,
    rss_following_kib: u64,
    rss_after_commands_kib: u64,
    /// Processor time while the commands were sent and fanned out: the server's, this
    /// process's (the screens and the senders).
    server_cpu_ms: f64,
    bench_cpu_ms: f64,
    /// Wall time from the first command sent to the last event read.
    fan_out_ms: f64,
    data_bytes: usize,
    load_before: f64,
    load_after: f64,
}

impl Run {
    /// The server's growth a screen, in bytes: `rss` less the server idle, over the screens.
    fn bytes_a_screen(&self, rss_kib: u64) -> i64 {
        (rss_kib as i64 - self.rss_idle_kib as i64) * 1024 / self.screens as i64
    }

    fn json(&self) -> String {
        let (name, server) = match self.kind {
            Kind::Riffle if self.screens == 1 => ("one_screen", "riffle serve, its own process"),
            Kind::Riffle => ("riffle", "riffle serve, its own process"),
            Kind::Bare { .. } => (
                "bare_axum",
                "axum Sse and a broadcast channel, its own process, no journal",
            ),
        };
        format!(
            "{{\"bench\":\"venue_fanout\",\"impl\":\"{name}\",\"server\":\"{server}\",\"screens\":{},\"following\":{},\"senders\":{SENDERS},\"commands\":{},\"deliveries\":{},\"event_data_bytes\":{},\"p50_ms\":{:.2},\"p99_ms\":{:.2},\"max_ms\":{:.2},\"read_p50_ms\":{:.2},\"read_p99_ms\":{:.2},\"errors\":{},\"missed\":{},\"screens_dropped\":{},\"fan_out_ms\":{:.0},\"server_cpu_ms\":{:.0},\"bench_cpu_ms\":{:.0},\"server_rss_idle_kib\":{},\"server_rss_following_kib\":{},\"server_rss_after_commands_kib\":{},\"server_bytes_a_screen\":{},\"server_bytes_a_screen_after_commands\":{},\"load_average_before\":{:.2},\"load_average_after\":{:.2}}}",
            self.screens,
            self.screens_following,
            SENDERS * COMMANDS_PER_SENDER,
            self.arrived_ms.len(),
            self.data_bytes,
            percentile(&self.arrived_ms, 0.5),
            percentile(&self.arrived_ms, 0.99),
            percentile(&self.arrived_ms, 1.0),
            percentile(&self.read_ms, 0.5),
            percentile(&self.read_ms, 0.99),
            self.errors,
            self.missed,
            self.screens_dropped,
            self.fan_out_ms,
            self.server_cpu_ms,
            self.bench_cpu_ms,
            self.rss_idle_kib,
            self.rss_following_kib,
            self.rss_after_commands_kib,
            self.bytes_a_screen(self.rss_following_kib),
            self.bytes_a_screen(self.rss_after_commands_kib),
            self.load_before,
            self.load_after,
        )
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

fn run(runtime: &tokio::runtime::Runtime, kind: Kind, screens: usize) -> Run {
    let load_before = load_average();
    let dir = tempfile::tempdir().unwrap();
    let server = match kind {
        Kind::Riffle => {
            let setup = Setup {
                name: "Load".into(),
                structure: StructureSource::BuiltIn,
                house_rules: None,
                seats_per_table: 9,
            };
            // Created here, then served by the other process (the folder's lock goes with
            // the session).
            drop(Session::create(dir.path(), &setup, chrono::Utc::now()).unwrap());
            Server::riffle(dir.path())
        }
        Kind::Bare { bytes } => Server::bare(bytes),
    };
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
        data_bytes: AtomicUsize::new(0),
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

    let server_cpu_before = server.cpu_ms();
    let bench_cpu_before = cpu_ms("/proc/self/stat");
    let sent: Arc<Mutex<Vec<(u64, SystemTime, Instant)>>> = Arc::new(Mutex::new(Vec::new()));
    let refused = Arc::new(AtomicUsize::new(0));
    let senders: Vec<_> = (0..SENDERS)
        .map(|s| {
            let (base, sent, refused) = (base.clone(), sent.clone(), refused.clone());
            std::thread::spawn(move || {
                let agent = agent();
                let token = login(&base);
                for i in 0..COMMANDS_PER_SENDER {
                    let (at, start) = (SystemTime::now(), Instant::now());
                    match announce(&agent, &base, &token, &format!("sender {s} command {i}")) {
                        Some(seq) => sent.lock().unwrap().push((seq, at, start)),
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
    let last = sent
        .iter()
        .map(|&(seq, _, _)| seq)
        .max()
        .unwrap_or(u64::MAX);
    shared.last_seq.store(last, Ordering::SeqCst);
    // Every command answered and fanned out, the screens still following.
    let waited = Instant::now();
    while shared.logs.lock().unwrap().len() < screens && waited.elapsed() < PATIENCE {
        std::thread::sleep(Duration::from_millis(5));
    }
    let server_cpu_ms = server.cpu_ms() - server_cpu_before;
    let bench_cpu_ms = cpu_ms("/proc/self/stat") - bench_cpu_before;
    let rss_after_commands_kib = server.rss_kib();
    drop(server);
    for task in tasks {
        let _ = runtime.block_on(task);
    }

    let logs = shared.logs.lock().unwrap();
    let mut arrived_ms = Vec::with_capacity(sent.len() * screens);
    let mut read_ms = Vec::with_capacity(sent.len() * screens);
    let mut missed = 0;
    let mut screens_dropped = 0;
    // From the first command sent to the last screen's last arrival.
    let first_sent = sent.iter().map(|&(_, at, _)| at).min();
    let mut last_arrival = first_sent;
    // A screen that never followed is counted once, above, not for each event.
    for (_, log) in logs.iter().filter(|(followed, _)| *followed) {
        if log.last().is_none_or(|r| r.seq < last) {
            screens_dropped += 1;
        }
        let got: std::collections::HashMap<u64, Received> =
            log.iter().map(|r| (r.seq, *r)).collect();
        for (seq, at, start) in &sent {
            match got.get(seq) {
                Some(received) => {
                    last_arrival = last_arrival.max(Some(received.arrived));
                    let arrived = received.arrived.duration_since(*at).unwrap_or_default();
                    arrived_ms.push(arrived.as_secs_f64() * 1e3);
                    read_ms.push(received.read.duration_since(*start).as_secs_f64() * 1e3);
                }
                None => missed += 1,
            }
        }
    }
    let fan_out_ms = match (first_sent, last_arrival) {
        (Some(first), Some(last)) => last.duration_since(first).unwrap_or_default(),
        _ => Duration::ZERO,
    }
    .as_secs_f64()
        * 1e3;
    arrived_ms.sort_by(f64::total_cmp);
    read_ms.sort_by(f64::total_cmp);
    let errors = refused.load(Ordering::SeqCst) + (screens - screens_following) + missed;
    Run {
        kind,
        screens,
        arrived_ms,
        read_ms,
        errors,
        missed,
        screens_dropped,
        screens_following,
        rss_idle_kib,
        rss_following_kib,
        rss_after_commands_kib,
        server_cpu_ms,
        bench_cpu_ms,
        fan_out_ms,
        data_bytes: shared.data_bytes.load(Ordering::Relaxed),
        load_before,
        load_after: load_average(),
    }
}

/// The bare baseline's server: what a minimal axum program does to send a change to every
/// screen, with nothing of riffle's (no journal, no PINs, no state built).
mod bare {
    use axum::Router;
    use axum::response::sse::{Event, KeepAlive, Sse};
    use axum::routing::{get, post};
    use axum::serve::ListenerExt;
    use futures_util::stream;
    use std::convert::Infallible;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU64, Ordering};
    use tokio::sync::broadcast;

    struct Room {
        changes: broadcast::Sender<Arc<(u64, String)>>,
        seq: AtomicU64,
        bytes: usize,
    }

    /// Serves on 127.0.0.1 (a port the system picks) until killed, sending `bytes` bytes of
    /// data a change, on two worker threads as `riffle serve`.
    pub fn serve(bytes: usize) {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let room = Arc::new(Room {
                // Deep enough that no screen lags out during the bench: a baseline that drops
                // screens would count fewer deliveries, not faster ones.
                changes: broadcast::channel(4096).0,
                seq: AtomicU64::new(0),
                bytes,
            });
            let app = Router::new()
                .route("/api/login", post(|| async { r#"{"token":"bare"}"# }))
                .route("/api/commands", post(command))
                .route("/events", get(events))
                .with_state(room);
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
            println!("bare on http://{}/", listener.local_addr().unwrap());
            let listener = listener.tap_io(|stream| {
                let _ = stream.set_nodelay(true);
            });
            axum::serve(listener, app).await.unwrap();
        });
    }

    async fn command(axum::extract::State(room): axum::extract::State<Arc<Room>>) -> String {
        let seq = room.seq.fetch_add(1, Ordering::SeqCst) + 1;
        // The state's JSON, built once a change as riffle does, padded to riffle's size.
        let mut json = format!(r#"{{"seq":{seq},"text":""#);
        json.extend(std::iter::repeat_n(
            'x',
            room.bytes.saturating_sub(json.len() + 2),
        ));
        json.push_str(r#""}"#);
        let _ = room.changes.send(Arc::new((seq, json)));
        format!(r#"{{"seq":{seq}}}"#)
    }

    async fn events(
        axum::extract::State(room): axum::extract::State<Arc<Room>>,
    ) -> Sse<impl futures_util::Stream<Item = Result<Event, Infallible>>> {
        let current = Arc::new((room.seq.load(Ordering::SeqCst), String::from("{}")));
        let receiver = room.changes.subscribe();
        let live = stream::unfold(receiver, |mut receiver| async move {
            let change = receiver.recv().await.ok()?;
            Some((change, receiver))
        });
        let changes = futures_util::StreamExt::map(
            futures_util::StreamExt::chain(stream::iter([current]), live),
            |change| {
                Ok(Event::default()
                    .id(change.0.to_string())
                    .event("state")
                    .data(&change.1))
            },
        );
        Sse::new(changes).keep_alive(KeepAlive::default())
    }
}

fn main() {
    if let Ok(bytes) = std::env::var(BARE_SERVER) {
        bare::serve(bytes.parse().expect("a size in bytes"));
        return;
    }
    raise_open_files(8192);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let one_screen = run(&runtime, Kind::Riffle, 1);
    let bare = Kind::Bare {
        bytes: one_screen.data_bytes,
    };
    println!("{}", one_screen.json());
    let mut pairs = Vec::new();
    for screens in [1, 300, 1000] {
        // Riffle and the bare server in turn at each size, so a change in the machine's load
        // weighs on both.
        let riffle = (screens > 1).then(|| run(&runtime, Kind::Riffle, screens));
        let baseline = run(&runtime, bare, screens);
        if let Some(riffle) = &riffle {
            println!("{}", riffle.json());
        }
        println!("{}", baseline.json());
        pairs.extend(riffle.map(|riffle| (riffle, baseline)));
    }
    for (riffle, baseline) in &pairs {
        println!(
            "{{\"bench\":\"venue_fanout\",\"impl\":\"riffle\",\"screens\":{},\"p99_ratio_to_one_screen\":{:.2},\"p99_ratio_to_bare_axum\":{:.2},\"server_cpu_ratio_to_bare_axum\":{:.2}}}",
            riffle.screens,
            percentile(&riffle.arrived_ms, 0.99) / percentile(&one_screen.arrived_ms, 0.99),
            percentile(&riffle.arrived_ms, 0.99) / percentile(&baseline.arrived_ms, 0.99),
            riffle.server_cpu_ms / baseline.server_cpu_ms,
        );
    }
}
