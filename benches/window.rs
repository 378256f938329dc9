//! What the TD's window holds and spends, headless: the `riffle` program itself in a virtual X
//! display (Xvfb, software OpenGL), its resident memory read from outside (`/proc/<pid>/status`)
//! with no event open (the welcome screen), with one 150-player event open and with five, each
//! in its tab; then its share of one core over a minute with the events' clocks running and
//! nothing else happening. The baselines are measured in the same run, the same way: the welcome
//! screen, and a bare egui window (this bench run again) that draws a clock's seconds and
//! nothing else, which is what any egui program costs on the renderer. Beside it, in this
//! process, the heap an open event holds (the store's session, then the window's copy and
//! panels), so a tab's cost can be told from the window's own.
//!
//! A machine without a graphics driver draws with Mesa's software OpenGL, whose memory is not
//! Riffle's: on a TD's computer a graphics driver takes its place. Every figure is taken under
//! both of Mesa's software renderers (llvmpipe, which Mesa picks by itself and which compiles
//! shaders with LLVM; softpipe, which compiles nothing), each line naming the renderer it was
//! taken under and the first saying what OpenGL reported. Each resident figure is split by
//! what the pages belong to (`/proc/<pid>/smaps`): the program's own file (its code and
//! constants), the software renderer's libraries (the `*_dri.so` driver, LLVM and what they
//! alone bring in), the other libraries, the heap and other anonymous memory (egui's glyph
//! atlas, and the driver's copy of it, its frame buffers and its heap among them), and the
//! memory shared with the X server (the picture shown); then Riffle's figure without the
//! renderer's libraries and over the bare egui window. `RIFFLE_PROGRAM` names another build of
//! `riffle` to measure the same way (another branch's, or the shipped `dist` one).
//!
//! Needs `Xvfb` on the PATH (Debian: xvfb, with libgl1-mesa-dri; mesa-utils for the renderer's
//! name); without it the bench says so and measures the heap only.

use chrono::{Duration, Utc};
use riffle_core::floor::{PlayerId, Reporter};
use riffle_store::session::Session;
use riffle_store::settings::{self, AppSettings};
use riffle_tournament::{Bust, Command, Setup, StructureSource};
use riffle_ui::app::{App, Config};
use riffle_ui::panels::TABS;
use std::alloc::{GlobalAlloc, Layout, System};
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::sync::atomic::{AtomicIsize, Ordering};
use std::time::Instant;

/// The heap in use, counted at every allocation of this process.
struct Counting;

static LIVE: AtomicIsize = AtomicIsize::new(0);

// SAFETY: every call is passed to the system's allocator unchanged; only the sizes are counted.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LIVE.fetch_add(
            new_size as isize - layout.size() as isize,
            Ordering::Relaxed,
        );
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

const PLAYERS: usize = 150;
const EVENTS: usize = 5;
/// How long the window gets to open and draw its first frames before it is measured.
const SETTLE: std::time::Duration = std::time::Duration::from_secs(12);
/// How long the idle window is watched.
const IDLE: std::time::Duration = std::time::Duration::from_secs(60);

/// A 150-player event an hour and a half in: seats drawn, the clock running, every table
/// dealing hands, a few dozen players out and the floor's moves carried out.
fn event(folder: &Path, n: usize) -> PathBuf {
    let mut now = Utc::now() - Duration::minutes(90);
    let setup = Setup {
        name: format!("Event {}", n + 1),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let mut session = Session::create(folder, &setup, now).unwrap();
    session.reseed(n as u64 + 1);
    let run = |session: &mut Session, command: &Command, now| {
        session.execute(command, now).unwrap();
    };
    for i in 0..PLAYERS {
        let name = format!("Player {n}-{i:03}");
        let command = Command::Register {
            name,
            notes: None,
            confirmed: false,
            profile: None,
        };
        run(&mut session, &command, now);
    }
    run(&mut session, &Command::DrawSeats, now);
    run(&mut session, &Command::StartClock, now);
    let mut out = 0;
    for round in 0..30 {
        now += Duration::minutes(2);
        let tables: Vec<u32> = (session.tournament().floor().tables())
            .map(|t| t.number().0)
            .collect();
        for table in tables {
            let command = Command::DealHand {
                table,
                redeal: false,
                by: Reporter::Td,
                confirmed: false,
            };
            // A table the floor is breaking may refuse a deal: that is the floor's business.
            let _ = session.execute(&command, now);
        }
        while session.tournament().pending_instruction().is_some() {
            run(&mut session, &Command::AcceptInstruction, now);
        }
        if round % 2 == 0 && out < 40 {
            let player = (0..PLAYERS as u32)
                .map(|k| PlayerId((k * 37 + round) % PLAYERS as u32))
                .find(|&p| session.tournament().entry(p).is_some_and(|e| e.in_play()))
                .unwrap();
            let busts = vec![Bust {
                by: Vec::new(),
                player,
                starting_stack: None,
            }];
            let command = Command::Eliminate {
                busts,
                on_hand_for_hand_announcement: false,
            };
            run(&mut session, &command, now);
            out += 1;
        }
        while session.tournament().pending_instruction().is_some() {
            run(&mut session, &Command::AcceptInstruction, now);
        }
    }
    folder.to_path_buf()
}

/// A virtual X display of this run's, stopped (by its id) when dropped.
struct Display {
    child: Child,
    name: String,
}

impl Display {
    fn start() -> Option<Display> {
        let number = (90..200).find(|d| {
            !Path::new(&format!("/tmp/.X11-unix/X{d}")).exists()
                && !Path::new(&format!("/tmp/.X{d}-lock")).exists()
        })?;
        let name = format!(":{number}");
        let child = std::process::Command::new("Xvfb")
            .args([&name, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let socket = format!("/tmp/.X11-unix/X{number}");
        let start = Instant::now();
        while !Path::new(&socket).exists() && start.elapsed().as_secs() < 10 {
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        Path::new(&socket)
            .exists()
            .then_some(Display { child, name })
    }
}

impl Drop for Display {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A `/proc/<pid>/status` field, in KiB.
fn status_kib(pid: u32, field: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(field))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

/// The processor time the process has used, in clock ticks (user and system).
fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the program's name, which is in parentheses and may hold spaces.
    let after = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = after.split_whitespace().collect();
    let field = |k: usize| {
        fields
            .get(k)
            .and_then(|v| v.parse::<u64>().ok())
            .unwrap_or(0)
    };
    // utime and stime are the 14th and 15th fields of the line: 12th and 13th after the name.
    field(11) + field(12)
}

/// The resident memory of a process by what its pages belong to, in KiB.
#[derive(Default)]
struct Shares {
    program: u64,
    renderer: u64,
    libraries: u64,
    anonymous: u64,
    shared: u64,
}

/// The libraries only Mesa's software renderer loads: its driver, the LLVM it compiles shaders
/// with, and what those two alone bring in (a C++ runtime, a solver, Unicode and XML readers, a
/// line editor, the kernel's graphics interfaces, sensors). The OpenGL dispatch every OpenGL
/// program loads (`libGL`, `libGLX`) counts among the other libraries, as on any computer.
const RENDERER_LIBRARIES: [&str; 14] = [
    "libLLVM",
    "/dri/",
    "libgallium",
    "libstdc++",
    "libz3",
    "libicu",
    "libxml2",
    "libedit",
    "libffi",
    "libtinfo",
    "libelf",
    "libdrm",
    "libsensors",
    "libpciaccess",
];

/// Sums the `Rss:` of each mapping of `pid` by its owner: `program` is the executable's path.
fn shares(pid: u32, program: &Path) -> Shares {
    let smaps = std::fs::read_to_string(format!("/proc/{pid}/smaps")).unwrap_or_default();
    let program = program
        .canonicalize()
        .unwrap_or_else(|_| program.to_path_buf());
    let mut shares = Shares::default();
    let mut owner = String::new();
    for line in smaps.lines() {
        let mut words = line.split_whitespace();
        let Some(first) = words.next() else { continue };
        if first.contains('-') && !first.ends_with(':') {
            // A mapping's head: address range, permissions, offset, device, inode, path.
            owner = words.nth(4).unwrap_or_default().to_string();
        } else if first == "Rss:" {
            let kib: u64 = words.next().and_then(|v| v.parse().ok()).unwrap_or(0);
            let share = if Path::new(&owner) == program {
                &mut shares.program
            } else if RENDERER_LIBRARIES.iter().any(|name| owner.contains(name)) {
                &mut shares.renderer
            } else if owner.starts_with("/SYSV")
                || owner.starts_with("/dev/shm")
                || owner.starts_with("/memfd:")
            {
                &mut shares.shared
            } else if owner.starts_with('/') {
                &mut shares.libraries
            } else {
                &mut shares.anonymous
            };
            *share += kib;
        }
    }
    shares
}

/// The software OpenGL a machine without a graphics driver runs, as Mesa names it. A TD's
/// computer has a graphics driver, whose memory is not Riffle's either: each figure is taken
/// under both of Mesa's software renderers, and said with the renderer it was taken under.
#[derive(Clone, Copy)]
enum Renderer {
    /// What Mesa picks by itself: a rasteriser whose shaders LLVM compiles at run time (the
    /// compiler and its code are counted in the renderer's share and the anonymous memory).
    Llvmpipe,
    /// Mesa's plain reference rasteriser: no compiler at run time, slower per pixel.
    Softpipe,
}

impl Renderer {
    const ALL: [Renderer; 2] = [Renderer::Llvmpipe, Renderer::Softpipe];

    fn name(self) -> &'static str {
        match self {
            Renderer::Llvmpipe => "llvmpipe",
            Renderer::Softpipe => "softpipe",
        }
    }

    /// What OpenGL says it runs on under this renderer (`glxinfo -B`), or why it cannot tell.
    fn reported(self, display: &Display) -> String {
        let out = std::process::Command::new("glxinfo")
            .arg("-B")
            .envs(self.environment(display))
            .stderr(Stdio::null())
            .output();
        let Ok(out) = out else {
            return "unknown (no glxinfo: Debian's mesa-utils)".into();
        };
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .find_map(|l| l.trim().strip_prefix("OpenGL renderer string: "))
            .unwrap_or("unknown")
            .to_string()
    }

    fn environment(self, display: &Display) -> Vec<(&'static str, String)> {
        vec![
            ("DISPLAY", display.name.clone()),
            ("LIBGL_ALWAYS_SOFTWARE", "1".into()),
            ("GALLIUM_DRIVER", self.name().into()),
        ]
    }
}

/// What a window is opened on.
enum Shown<'a> {
    /// A bare egui window drawing a clock's seconds and nothing else, repainted as the second
    /// changes: what any egui program costs on this renderer, the floor under Riffle's figures.
    Bare,
    /// Riffle with these events open, each in its tab (none: the welcome screen).
    Riffle(&'a [PathBuf]),
}

/// What one window measured.
struct Window {
    rss_kib: u64,
    peak_kib: u64,
    shares: Shares,
    /// Share of one core while idle, and the X server's meanwhile, if watched.
    idle_cpu_percent: Option<(f64, f64)>,
}

/// `shown` opened in `display` under `renderer`, measured once it has settled; watched idle as
/// well when `idle` says so.
fn window(display: &Display, home: &Path, shown: &Shown, renderer: Renderer, idle: bool) -> Window {
    let (program, mut command) = match shown {
        Shown::Bare => {
            let this = std::env::current_exe().unwrap();
            let mut command = std::process::Command::new(&this);
            command.env(BARE, "1");
            (this, command)
        }
        Shown::Riffle(events) => {
            let data = home.join(format!("data-{}", events.len()));
            let app_dir = data.join("riffle");
            std::fs::create_dir_all(&app_dir).unwrap();
            let saved = AppSettings {
                last_tournament: events.first().cloned(),
                open_tournaments: events.to_vec(),
                language: Some("en".into()),
                sound: Some(false),
                speak: Some(false),
                player_screen_open: Some(false),
                ..AppSettings::default()
            };
            settings::save(&app_dir, &saved).unwrap();
            let program = program();
            let mut command = std::process::Command::new(&program);
            command.env("XDG_DATA_HOME", &data).env("HOME", home);
            (program, command)
        }
    };
    let mut child = command
        .envs(renderer.environment(display))
        .env_remove("WAYLAND_DISPLAY")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the window starts");
    let pid = child.id();
    std::thread::sleep(SETTLE);
    let rss_kib = status_kib(pid, "VmRSS:");
    let peak_kib = status_kib(pid, "VmHWM:");
    let shares = shares(pid, &program);
    let idle_cpu_percent = idle.then(|| {
        let x = display.child.id();
        let (ticks, x_ticks) = (cpu_ticks(pid), cpu_ticks(x));
        let start = Instant::now();
        std::thread::sleep(IDLE);
        let share =
            |used: u64| used as f64 / ticks_per_second() / start.elapsed().as_secs_f64() * 100.0;
        (share(cpu_ticks(pid) - ticks), share(cpu_ticks(x) - x_ticks))
    });
    let alive = child.try_wait().ok().flatten().is_none();
    let _ = child.kill();
    let _ = child.wait();
    assert!(alive, "the window closed on its own");
    Window {
        rss_kib,
        peak_kib,
        shares,
        idle_cpu_percent,
    }
}

/// Set in the environment of this bench run again as the bare window.
const BARE: &str = "RIFFLE_BENCH_BARE_WINDOW";

/// The bare window: the time of day to the second, in Riffle's window size, repainted when the
/// second shown changes and at no other time.
fn bare_window() {
    struct Seconds;
    impl eframe::App for Seconds {
        fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
            let now = Utc::now();
            egui::CentralPanel::default().show(ui, |ui| {
                ui.heading(now.format("%H:%M:%S").to_string());
            });
            let into = u64::from(now.timestamp_subsec_millis());
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(1000 - into + 5));
        }
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default().with_inner_size([1280.0, 800.0]),
        dithering: false,
        ..eframe::NativeOptions::default()
    };
    eframe::run_native("bare", options, Box::new(|_| Ok(Box::new(Seconds)))).unwrap();
}

/// The `riffle` measured: `RIFFLE_PROGRAM` when set, else the one this bench was built with.
fn program() -> PathBuf {
    std::env::var_os("RIFFLE_PROGRAM").map_or_else(
        || PathBuf::from(env!("CARGO_BIN_EXE_riffle")),
        PathBuf::from,
    )
}

/// Clock ticks a second, as `/proc/<pid>/stat` counts them.
fn ticks_per_second() -> f64 {
    std::process::Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|out| String::from_utf8(out.stdout).ok()?.trim().parse().ok())
        .unwrap_or(100.0)
}

fn heap() -> isize {
    LIVE.load(Ordering::Relaxed)
}

/// The heap the open events hold in this process: their sessions, then the window drawing each
/// panel of each of them.
fn heap_of(events: &[PathBuf]) -> (isize, isize) {
    let before = heap();
    let sessions: Vec<Session> = events.iter().map(|e| Session::open(e).unwrap()).collect();
    let sessions_bytes = heap() - before;
    drop(sessions);
    let before = heap();
    let mut backends = events.iter().map(|e| {
        let backend = riffle_ui::backend::WriterBackend::new(Session::open(e).unwrap());
        Box::new(backend) as Box<dyn riffle_ui::backend::Backend>
    });
    let first = backends.next();
    let config = Config {
        more_events: backends.collect(),
        ..Config::default()
    };
    let ctx = egui::Context::default();
    riffle_ui::app::style(&ctx);
    let mut app = App::new(first, config);
    let raw = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1920.0, 1080.0),
        )),
        ..egui::RawInput::default()
    };
    // Every event's tab shown in turn, and each of its panels: what a TD who looked at
    // everything leaves behind.
    for shown in 0..events.len() {
        app.shared().lock().shown = shown;
        for tab in TABS.iter().map(|spec| spec.tab) {
            app.set_tab(tab);
            for _ in 0..3 {
                let mut output = ctx.run_ui(raw.clone(), |ui| app.show(ui));
                std::hint::black_box(ctx.tessellate(output.shapes, output.pixels_per_point));
                // No painter takes the textures here: dropped as handled (a debug build
                // checks).
                output.textures_delta.clear();
            }
        }
    }
    let window_bytes = heap() - before;
    drop(app);
    (sessions_bytes, window_bytes)
}

fn main() {
    if std::env::var_os(BARE).is_some() {
        return bare_window();
    }
    let home = tempfile::tempdir().unwrap();
    let events: Vec<PathBuf> = (0..EVENTS)
        .map(|n| event(&home.path().join(format!("event-{n}")), n))
        .collect();

    let (one_sessions, one_window) = heap_of(&events[..1]);
    let (five_sessions, five_window) = heap_of(&events);
    println!(
        "{{\"bench\":\"window_heap\",\"impl\":\"riffle\",\"players\":{PLAYERS},\"one_event_session_kib\":{},\"five_events_sessions_kib\":{},\"one_event_window_kib\":{},\"five_events_window_kib\":{},\"window_kib_each_extra_event\":{}}}",
        one_sessions / 1024,
        five_sessions / 1024,
        one_window / 1024,
        five_window / 1024,
        (five_window - one_window) / 1024 / (EVENTS as isize - 1),
    );

    let Some(display) = Display::start() else {
        println!(
            "{{\"bench\":\"window_rss\",\"impl\":\"riffle\",\"skipped\":\"no Xvfb: install xvfb and libgl1-mesa-dri\"}}"
        );
        return;
    };
    println!(
        "{{\"bench\":\"window_rss\",\"program\":{:?},\"load_average\":{:?}}}",
        program().display().to_string(),
        load_average(),
    );
    let mib = |kib: u64| kib as f64 / 1024.0;
    for renderer in Renderer::ALL {
        let r = renderer.name();
        println!(
            "{{\"bench\":\"window_rss\",\"renderer\":\"{r}\",\"opengl_says\":{:?}}}",
            renderer.reported(&display)
        );
        // Watched idle under the renderer Mesa picks by itself, the one a PC without a
        // graphics driver runs.
        let idle = matches!(renderer, Renderer::Llvmpipe);
        let home = home.path();
        let bare = window(&display, home, &Shown::Bare, renderer, idle);
        let none = window(&display, home, &Shown::Riffle(&[]), renderer, idle);
        let one = window(&display, home, &Shown::Riffle(&events[..1]), renderer, idle);
        let five = window(&display, home, &Shown::Riffle(&events), renderer, idle);
        for (name, open, w) in [
            ("bare_egui", 0, &bare),
            ("welcome_screen", 0, &none),
            ("riffle", 1, &one),
            ("riffle", EVENTS, &five),
        ] {
            let parts = &w.shares;
            println!(
                "{{\"bench\":\"window_rss\",\"impl\":\"{name}\",\"renderer\":\"{r}\",\"events_open\":{open},\"players_each\":{PLAYERS},\"rss_mib\":{:.1},\"peak_rss_mib\":{:.1},\"rss_without_renderer_libraries_mib\":{:.1},\"over_bare_egui_mib\":{:.1},\"program_file_mib\":{:.1},\"software_renderer_mib\":{:.1},\"other_libraries_mib\":{:.1},\"heap_and_anonymous_mib\":{:.1},\"shared_with_x_mib\":{:.1}}}",
                mib(w.rss_kib),
                mib(w.peak_kib),
                mib(w.rss_kib - parts.renderer),
                mib(w.rss_kib) - mib(bare.rss_kib),
                mib(parts.program),
                mib(parts.renderer),
                mib(parts.libraries),
                mib(parts.anonymous),
                mib(parts.shared),
            );
        }
        println!(
            "{{\"bench\":\"window_rss\",\"impl\":\"riffle\",\"renderer\":\"{r}\",\"one_event_mib\":{:.1},\"one_event_without_renderer_libraries_mib\":{:.1},\"one_event_over_bare_egui_mib\":{:.1},\"one_event_over_welcome_mib\":{:.1},\"each_extra_event_mib\":{:.1}}}",
            mib(one.rss_kib),
            mib(one.rss_kib - one.shares.renderer),
            mib(one.rss_kib) - mib(bare.rss_kib),
            mib(one.rss_kib) - mib(none.rss_kib),
            (mib(five.rss_kib) - mib(one.rss_kib)) / (EVENTS as f64 - 1.0),
        );
        for (name, clock, open, w) in [
            ("bare_egui", "seconds", 0, &bare),
            ("welcome_screen", "none", 0, &none),
            ("riffle", "running", 1, &one),
            ("riffle", "running", EVENTS, &five),
        ] {
            if let Some((cpu, x)) = w.idle_cpu_percent {
                println!(
                    "{{\"bench\":\"window_idle\",\"impl\":\"{name}\",\"renderer\":\"{r}\",\"clock\":\"{clock}\",\"events_open\":{open},\"seconds\":{},\"cpu_percent\":{cpu:.2},\"x_server_cpu_percent\":{x:.2}}}",
                    IDLE.as_secs(),
                );
            }
        }
    }
    println!(
        "{{\"bench\":\"window_rss\",\"load_average_after\":{:?}}}",
        load_average()
    );
}

/// The machine's load average over 1, 5 and 15 minutes, as `/proc/loadavg` says it.
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .unwrap_or_default()
        .split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}
