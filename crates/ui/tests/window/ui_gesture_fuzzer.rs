//! Gestures by the thousand over the real window: seeded random sequences of clicks on the
//! widgets the window shows (found in its accessibility tree), double clicks, keys, Enter,
//! typing and tab switches, on a real tournament folder. After each step the invariants hold:
//! one live entry a person; money moves only after a question that named the player and the
//! amount; the clock changes only through its controls; nothing panics; the window shows what
//! the journal holds (the folder read again gives the same tournament).
//!
//! `cargo test` runs a few hundred sequences. The long run is ignored:
//! `RIFFLE_FUZZ_SEQUENCES=100000 cargo test -p riffle-ui --test window long_run -- --ignored
//! --nocapture` (and `RIFFLE_FUZZ_SECONDS` to stop it after a time), printing its figures,
//! where the time went (the frames of the window are nine tenths of it) and every seed that
//! broke an invariant. Each sequence makes its folder under `TMPDIR`: a memory-backed one
//! spares the set-up its waits for the disk. A seed found failing is kept below as a regression test.

use crate::ui_common;

use egui::accesskit::Role;
use egui::{Event, Key, Modifiers, Pos2, Rect};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::PlayerId;
use riffle_tournament::{Command, EntryKind, Tournament};
use riffle_ui::app::App;
use riffle_ui::panels::{TABS, Tab};
use std::collections::BTreeMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use ui_common::{busted, event_window, press_and_release_at, t0};

/// Steps in one sequence, unless `RIFFLE_FUZZ_STEPS` says otherwise.
const STEPS: u64 = 8;

/// How often a run prints how far it got.
const PROGRESS_EVERY: Duration = Duration::from_secs(300);

/// One gesture of a TD.
#[derive(Clone, Debug)]
enum Gesture {
    /// A click on the widget with this label, at its centre.
    Click(String, Pos2),
    DoubleClick(String, Pos2),
    /// A key as the keyboard sends it, with the character it types.
    Key(Key, Option<&'static str>),
    /// Ctrl with a key (undo, redo, a tab).
    Ctrl(Key),
    /// Several characters typed.
    Type(&'static str),
    /// Another tab shown, as its title clicked does.
    ShowTab(Tab),
}

/// What an invariant found broken, where.
#[derive(Clone, Debug)]
pub struct Broken {
    pub seed: u64,
    pub step: usize,
    pub invariant: &'static str,
    pub detail: String,
    pub gestures: Vec<String>,
}

/// The widgets a gesture may click: what a TD can reach with the pointer. Left out: what leaves
/// the tournament or the test (closing its tab, opening another, the players' screen, printing
/// to the system's viewer, the venue server, another language).
fn clickable(harness: &Harness<'static, App>) -> Vec<(String, Rect)> {
    let roles = [
        Role::Button,
        Role::CheckBox,
        Role::TextInput,
        Role::ListBoxOption,
        Role::RadioButton,
        Role::ComboBox,
        Role::SpinButton,
        Role::Tab,
        Role::MenuItem,
        Role::Link,
    ];
    let screen = Rect::from_min_size(Pos2::ZERO, egui::vec2(1600.0, 1000.0));
    let left_out = [
        "Close ",
        "Open",
        "Print",
        "print",
        "Export",
        "Write",
        "season",
        "server",
        "Serve",
        "Français",
        "French",
        "screen",
        "Browse",
        "Quit",
        "Demo",
        "demo",
        "Import",
        "TD3",
        "File",
        "New tournament",
        "Welcome",
    ];
    harness
        .query_all_by(|node| roles.contains(&node.role()) && !node.is_disabled())
        .filter_map(|node| {
            let label = node.accesskit_node().label().unwrap_or_default();
            let rect = node.rect();
            let shown = rect.is_positive() && screen.contains(rect.center());
            let kept = !left_out.iter().any(|word| label.contains(word)) && label != "×";
            (shown && kept).then_some((label, rect))
        })
        .collect()
}

/// What a click aims at more often than the rest.
const WEIGHTY: [&str; 10] = [
    ", Out",
    "Re-enter",
    "Reinstate",
    "Confirm",
    "Rebuy",
    "Add-on",
    "Eliminate",
    "Undo",
    "Redo",
    "Start the clock",
];

/// The next gesture. A pointed sequence (`pointed`, half the seeds) clicks more, and mostly
/// where money and seats are at stake, to reach the gestures of a re-entry or a reinstatement
/// within a sequence; the others spread over everything.
fn pick(rng: &mut ChaCha8Rng, harness: &Harness<'static, App>, pointed: bool) -> Gesture {
    let (clicks, weighty_share) = if pointed { (70, 85) } else { (45, 50) };
    let keys: [(Key, Option<&'static str>); 13] = [
        (Key::Space, Some(" ")),
        (Key::Enter, None),
        (Key::Enter, None),
        (Key::Escape, None),
        (Key::F, Some("f")),
        (Key::C, Some("c")),
        (Key::R, Some("r")),
        (Key::A, Some("a")),
        (Key::Tab, None),
        (Key::Backspace, None),
        (Key::ArrowDown, None),
        (Key::Num5, Some("5")),
        (Key::Num0, Some("0")),
    ];
    let roll = rng.random_range(0..100);
    let roll = if roll < clicks {
        0
    } else {
        45 + (roll - clicks) * 55 / (100 - clicks)
    };
    match roll {
        0..45 => {
            let widgets = clickable(harness);
            if widgets.is_empty() {
                return Gesture::Key(Key::Escape, None);
            }
            // Some clicks go where money and seats are at stake, when such a widget shows: a
            // player out in the list, Re-enter, Reinstate, a confirm, undo and redo.
            let weighty: Vec<_> = (widgets.iter())
                .filter(|(label, _)| WEIGHTY.iter().any(|word| label.contains(word)))
                .collect();
            let (label, rect) = if !weighty.is_empty() && rng.random_range(0..100) < weighty_share {
                weighty[rng.random_range(0..weighty.len())].clone()
            } else {
                widgets[rng.random_range(0..widgets.len())].clone()
            };
            if rng.random_range(0..5) == 0 {
                Gesture::DoubleClick(label, rect.center())
            } else {
                Gesture::Click(label, rect.center())
            }
        }
        45..80 => {
            let (key, text) = keys[rng.random_range(0..keys.len())];
            Gesture::Key(key, text)
        }
        80..86 => Gesture::Ctrl([Key::Z, Key::Y][rng.random_range(0..2)]),
        86..94 => Gesture::Type(["Ann", "Zed Roe", "100", "x", " "][rng.random_range(0..5)]),
        _ => Gesture::ShowTab(TABS[rng.random_range(0..TABS.len())].tab),
    }
}

fn key_event(key: Key, pressed: bool, modifiers: Modifiers) -> Event {
    Event::Key {
        key,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers,
    }
}

fn perform(harness: &mut Harness<'static, App>, gesture: &Gesture) {
    match gesture {
        Gesture::Click(_, at) => press_and_release_at(harness, *at),
        Gesture::DoubleClick(_, at) => {
            press_and_release_at(harness, *at);
            press_and_release_at(harness, *at);
        }
        Gesture::Key(key, text) => {
            let input = harness.input_mut();
            input.events.push(key_event(*key, true, Modifiers::NONE));
            if let Some(text) = text {
                input.events.push(Event::Text(text.to_string()));
            }
            input.events.push(key_event(*key, false, Modifiers::NONE));
            harness.step();
        }
        Gesture::Ctrl(key) => {
            let input = harness.input_mut();
            input.events.push(key_event(*key, true, Modifiers::COMMAND));
            input
                .events
                .push(key_event(*key, false, Modifiers::COMMAND));
            harness.step();
        }
        Gesture::Type(text) => {
            harness
                .input_mut()
                .events
                .push(Event::Text(text.to_string()));
            harness.step();
        }
        Gesture::ShowTab(tab) => harness.state_mut().set_tab(*tab),
    }
    // Two more frames: what the gesture asked is carried out once the frame is drawn, and
    // shown in the next (the window's own repaints of a running clock are not waited for).
    harness.step();
    harness.step();
}

/// The person each entry is: a re-entry is its previous entry's person.
fn person(tournament: &Tournament, player: PlayerId) -> PlayerId {
    let mut at = player;
    for _ in 0..tournament.entries().len() {
        match tournament.entry(at).map(|entry| entry.kind) {
            Some(EntryKind::ReEntry { previous }) => at = previous,
            _ => break,
        }
    }
    at
}

/// A person with more than one entry in play, if any.
fn two_live_entries(tournament: &Tournament) -> Option<String> {
    let mut live: BTreeMap<PlayerId, Vec<u32>> = BTreeMap::new();
    for (i, entry) in tournament.entries().iter().enumerate() {
        if entry.in_play() {
            let player = PlayerId(i as u32);
            live.entry(person(tournament, player))
                .or_default()
                .push(i as u32 + 1);
        }
    }
    live.into_iter()
        .find(|(_, entries)| entries.len() > 1)
        .map(|(first, entries)| {
            let name = tournament
                .entry(first)
                .map(|e| e.name.clone())
                .unwrap_or_default();
            format!("{name} has entries {entries:?} in play")
        })
}

/// What money has been taken from players after their first buy-in (re-entries, rebuys and
/// add-ons), and what the clock shows (running or not, the period and the time left): both
/// read from one display of the tournament.
fn purchases_and_clock(tournament: &Tournament) -> ((u32, u32, u32), String) {
    let display = tournament.display(t0());
    let clock = &display.clock;
    (
        (display.re_entries, display.rebuys, display.add_ons),
        format!(
            "{:?} {:?} {}",
            clock.state, clock.period, clock.time_left_ms
        ),
    )
}

/// The tournament as far as any screen or payout can tell.
fn fingerprint(tournament: &Tournament) -> String {
    format!(
        "{:?}\n{:?}\n{}",
        tournament.entries(),
        tournament.display(t0()),
        tournament.history().len()
    )
}

/// Whether a question naming a player and an amount is on screen (the re-entry, rebuy or
/// add-on asked before it is bought).
fn money_question_shown(harness: &Harness<'static, App>) -> bool {
    let asked = ["Re-entry for ", "Rebuy for ", "Add-on for "];
    // Every node, its label or its value (where a plain label's words are).
    harness
        .query_all_by(|node| {
            [node.label(), node.value()]
                .into_iter()
                .flatten()
                .any(|text| {
                    asked.iter().any(|question| text.starts_with(question)) && text.contains(": ")
                })
        })
        .next()
        .is_some()
}

/// Whether the gesture takes back or puts back the TD's last command (Ctrl+Z, Ctrl+Y, the
/// bar's Undo and Redo, a toast's): a re-entry put back by a redo was confirmed when bought.
fn undo_or_redo(gesture: &Gesture) -> bool {
    match gesture {
        Gesture::Ctrl(key) => matches!(key, Key::Z | Key::Y),
        Gesture::Click(label, _) | Gesture::DoubleClick(label, _) => {
            label.starts_with("Undo") || label.starts_with("Redo")
        }
        _ => false,
    }
}

/// Whether the gesture is one of the clock's controls: its buttons in the bar or on the Clock
/// tab, Space while no field has the keyboard, an undo or a redo (of a clock command).
fn clock_control(gesture: &Gesture, tab: Tab, typing: bool) -> bool {
    let clock_words = [
        "clock", "Undo", "Redo", "minute", "level", "Level", "Set", "Apply",
    ];
    match gesture {
        Gesture::Click(label, _) | Gesture::DoubleClick(label, _) => {
            tab == Tab::Clock || clock_words.iter().any(|word| label.contains(word))
        }
        Gesture::Key(Key::Space, _) => !typing,
        Gesture::Key(Key::Enter, _) => tab == Tab::Clock,
        Gesture::Ctrl(_) => true,
        _ => false,
    }
}

/// The starting tournament of sequence `seed`: nine players seated at one table, or twelve on
/// two, the clock running or not, a player out or two (so re-entries are offered).
fn start(seed: u64) -> Vec<Command> {
    let names = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou",
    ];
    let count = if seed.is_multiple_of(2) { 9 } else { 12 };
    let mut commands = ui_common::seated(&names[..count]);
    if !seed.is_multiple_of(3) {
        commands.push(Command::StartClock);
    }
    for player in 0..(seed % 3) as u32 {
        commands.push(busted(player * 2 + 1));
    }
    commands
}

/// The window of sequence `seed` on a tournament folder of its own, in `harness` (one window
/// serves many sequences: a new one would load its fonts again): the app of the last sequence
/// goes, with what egui kept for its widgets (a field's text, the keyboard focus, a menu open).
fn fresh_window(harness: &mut Harness<'static, App>, seed: u64) -> tempfile::TempDir {
    let folder = tempfile::tempdir().unwrap();
    let setup = riffle_tournament::Setup {
        name: "Saturday Deepstack".into(),
        structure: riffle_tournament::StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let dir = folder.path().join("event");
    let mut session = riffle_store::session::Session::create(&dir, &setup, t0()).unwrap();
    session.reseed(seed);
    // The start's commands are made durable by one sync: the same journal, in a tenth of the
    // time a sync each takes.
    session
        .in_one_sync(|session| {
            for command in start(seed) {
                session.execute(&command, t0()).unwrap();
            }
        })
        .unwrap();
    let config = riffle_ui::app::Config {
        now: std::sync::Arc::new(t0),
        open_prints: false,
        dialogs: false,
        ..riffle_ui::app::Config::default()
    };
    let backend = riffle_ui::backend::WriterBackend::new(session);
    *harness.state_mut() = App::new(Some(Box::new(backend)), config);
    harness.ctx.memory_mut(|memory| {
        memory.data = egui::util::IdTypeMap::default();
        memory.stop_text_input();
    });
    egui::Popup::close_all(&harness.ctx);
    folder
}

/// The window the sequences run in (its first app is replaced by each sequence's).
fn window() -> (Harness<'static, App>, tempfile::TempDir) {
    event_window(&[])
}

/// Runs sequence `seed` in `harness`: its gestures and, after each, the invariants. The steps
/// it made and what broke, if anything.
pub fn sequence(
    harness: &mut Harness<'static, App>,
    seed: u64,
    steps: usize,
) -> (usize, Option<Broken>) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let timer = Instant::now();
    let folder = fresh_window(harness, seed);
    cost(0, timer);
    let timer = Instant::now();
    let dir = folder.path().join("event");
    harness
        .state_mut()
        .set_tab(TABS[rng.random_range(0..TABS.len())].tab);
    harness.try_run().ok();
    cost(1, timer);
    let mut gestures: Vec<String> = Vec::new();
    let mut compared = None;
    for step in 0..steps {
        let timer = Instant::now();
        let gesture = pick(&mut rng, harness, seed % 4 >= 2);
        cost(2, timer);
        let timer = Instant::now();
        gestures.push(format!("{gesture:?}"));
        let read = |h: &Harness<'static, App>| h.state().with_tournament(purchases_and_clock);
        let before = read(harness);
        let tab = harness.state().tab();
        let typing = harness.ctx.text_edit_focused();
        let asked = money_question_shown(harness);
        cost(3, timer);
        let timer = Instant::now();
        let done = catch_unwind(AssertUnwindSafe(|| perform(harness, &gesture)));
        cost(4, timer);
        let timer = Instant::now();
        let broken = |invariant, detail: String| Broken {
            seed,
            step,
            invariant,
            detail,
            gestures: gestures.clone(),
        };
        if let Err(panic) = done {
            let said = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            return (step + 1, Some(broken("no panic", said)));
        }
        let Some((purchased, clocked)) = read(harness) else {
            // The TD closed the event's tab (Tab to its ×, then Enter; no clock ran, so it
            // was not asked): the sequence ends there, its journal read once more.
            let closed = harness.state().events().is_empty();
            let reread = riffle_store::session::View::open(&dir).is_ok();
            if closed && reread {
                return (step + 1, None);
            }
            return (step + 1, Some(broken("a tournament open", String::new())));
        };
        let (purchased_before, clocked_before) = before.unwrap_or_default();
        let live = harness.state().with_tournament(two_live_entries).flatten();
        if let Some(detail) = live {
            return (step + 1, Some(broken("one live entry a person", detail)));
        }
        let bought = purchased.0 > purchased_before.0
            || purchased.1 > purchased_before.1
            || purchased.2 > purchased_before.2;
        if bought && !asked && !undo_or_redo(&gesture) {
            let detail = format!("{purchased_before:?} -> {purchased:?} with no question shown");
            return (
                step + 1,
                Some(broken("money only through a confirm", detail)),
            );
        }
        if clocked != clocked_before && !clock_control(&gesture, tab, typing) {
            let detail = format!("{clocked_before} -> {clocked}");
            return (
                step + 1,
                Some(broken("the clock only through its controls", detail)),
            );
        }
        // The journal is read again whenever what the window shows has changed (only the
        // window writes to it).
        let window = harness.state().with_tournament(fingerprint);
        cost(5, timer);
        let timer = Instant::now();
        if window.is_some() && window == compared {
            continue;
        }
        compared.clone_from(&window);
        let journal = riffle_store::session::View::open(&dir).map(|v| fingerprint(v.tournament()));
        cost(6, timer);
        match (window, journal) {
            (Some(window), Ok(journal)) if window == journal => {}
            (window, journal) => {
                let detail = match journal {
                    Ok(_) => format!(
                        "window and journal differ (window has one: {})",
                        window.is_some()
                    ),
                    Err(error) => format!("the journal cannot be read: {error:?}"),
                };
                return (
                    step + 1,
                    Some(broken("the window equals the journal", detail)),
                );
            }
        }
    }
    (steps, None)
}

/// The figures of a run: sequences, steps, time, and what broke.
fn run(
    seeds: impl Iterator<Item = u64>,
    budget: Option<Duration>,
) -> (u64, usize, Duration, Vec<Broken>) {
    let started = Instant::now();
    let (mut sequences, mut steps, mut found) = (0, 0, Vec::new());
    let (mut harness, _first) = window();
    let length = from_env("RIFFLE_FUZZ_STEPS", STEPS) as usize;
    let mut told = Instant::now();
    for seed in seeds {
        if budget.is_some_and(|budget| started.elapsed() > budget) {
            break;
        }
        // A long run says how far it got every few minutes, so a run stopped early still
        // leaves its figures.
        if told.elapsed() > PROGRESS_EVERY {
            told = Instant::now();
            println!(
                "so far: {sequences} sequences, {steps} steps in {:?}, up to seed {seed}; \
                 broken: {}",
                started.elapsed(),
                found.len()
            );
        }
        let (made, broken) = sequence(&mut harness, seed, length);
        if broken.is_some() {
            // A window that broke (a panic half-way through a frame) is not used again.
            (harness, _) = window();
        }
        sequences += 1;
        steps += made;
        if let Some(broken) = broken {
            println!(
                "seed {seed} broke \"{}\" at step {}: {}",
                broken.invariant, broken.step, broken.detail
            );
            println!("  gestures: {:?}", broken.gestures);
            found.push(broken);
        }
    }
    (sequences, steps, started.elapsed(), found)
}

/// Where a run's time goes, summed over its sequences in microseconds, in the order of
/// [`COST_NAMES`]: the figures the long run prints to show what a sequence costs.
static COSTS: [AtomicU64; 7] = [const { AtomicU64::new(0) }; 7];

/// The parts of a sequence [`COSTS`] times.
const COST_NAMES: [&str; 7] = [
    "set-up (folder, journal, app)",
    "first frames until settled",
    "picking gestures",
    "reading the state before a gesture",
    "gestures and their frames",
    "invariants after a gesture",
    "journal read again",
];

/// Adds the time since `since` to part `part` of [`COSTS`].
fn cost(part: usize, since: Instant) {
    COSTS[part].fetch_add(since.elapsed().as_micros() as u64, Ordering::Relaxed);
}

/// Each part's share of the time, as the run prints it.
fn costs() -> String {
    let micros: Vec<u64> = COSTS.iter().map(|c| c.load(Ordering::Relaxed)).collect();
    let total = micros.iter().sum::<u64>().max(1);
    (COST_NAMES.iter().zip(&micros))
        .map(|(name, us)| format!("{name} {:.1} s ({}%)", *us as f64 / 1e6, us * 100 / total))
        .collect::<Vec<_>>()
        .join(", ")
}

fn from_env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn a_few_hundred_gesture_sequences_break_no_invariant() {
    let count = from_env("RIFFLE_FUZZ_QUICK", 120);
    let (sequences, steps, took, found) = run(0..count, None);
    println!("{sequences} sequences, {steps} steps in {took:?}");
    println!("where the time went: {}", costs());
    assert!(found.is_empty(), "broken: {found:#?}");
}

#[test]
#[ignore = "the long run: RIFFLE_FUZZ_SEQUENCES (100,000) and RIFFLE_FUZZ_SECONDS"]
fn long_run() {
    let count = from_env("RIFFLE_FUZZ_SEQUENCES", 100_000);
    let first = from_env("RIFFLE_FUZZ_FIRST_SEED", 1_000_000);
    let budget = std::env::var("RIFFLE_FUZZ_SECONDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .map(Duration::from_secs);
    let (sequences, steps, took, found) = run(first..first + count, budget);
    let mut by_invariant: BTreeMap<&str, Vec<u64>> = BTreeMap::new();
    for broken in &found {
        by_invariant
            .entry(broken.invariant)
            .or_default()
            .push(broken.seed);
    }
    println!(
        "long run: {sequences} sequences, {steps} steps in {took:?} ({:.2} sequences/s); \
         broken: {by_invariant:?}",
        sequences as f64 / took.as_secs_f64()
    );
    println!("where the time went: {}", costs());
    assert!(
        found.is_empty(),
        "{} sequences broke an invariant",
        found.len()
    );
}

/// The seeds the long runs found failing, each with the steps it ran: what it found was the
/// fuzzer's own mistake, kept so it stays mended. 1,000,552, 2,000,016 and 2,000,102 bought a re-entry
/// through its question, which the first check did not see (a plain label's words are its
/// value), and 1,000,552 then put an undone re-entry back with Redo; 1,000,443 closed its event's tab from the keyboard (Tab to the ×, Enter), which ends
/// a sequence rather than breaking it.
#[test]
fn the_seeds_found_failing_hold() {
    let (mut harness, _first) = window();
    let seeds = [
        (1_000_552, 12),
        (2_000_016, 12),
        (2_000_102, 12),
        (1_000_443, 12),
    ];
    for (seed, steps) in seeds {
        let (_, broken) = sequence(&mut harness, seed, steps);
        assert!(broken.is_none(), "seed {seed}: {broken:#?}");
    }
}
