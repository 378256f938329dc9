//! A festival day's registrations, one command at a time as the desk sends them, every name
//! checked for a namesake: 5,000 then 20,000 in memory (the tournament alone) and through
//! `riffle script` (the journal too). Linear is 4x for 4x the field; the target is at most 6x.
//! A registration confirmed as someone else (no namesake check) is the peer measured in the
//! same run. Then 100,000 registrations through `riffle script` (target under 120 s) and the
//! tournament reopened (target under 10 s).

mod timing;
use chrono::{DateTime, TimeZone, Utc};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_store::session::Session;
use riffle_tournament::{Command, Setup, StoredCommand, StructureSource, Tournament};
use std::path::Path;
use std::process::{Command as Process, Stdio};
use std::time::Instant;
use timing::median_seconds;

const FIELDS: [usize; 2] = [5_000, 20_000];
const FESTIVAL: usize = 100_000;

fn at() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 7, 4, 11, 0, 0).unwrap()
}

fn setup() -> Setup {
    Setup {
        name: "Colossus Day 1".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    }
}

/// Names as a festival's desk types them: many first names shared, accents, every one a
/// different player.
fn name(i: usize) -> String {
    const FIRST: [&str; 8] = [
        "Zoé",
        "Jean-Pierre",
        "Élodie",
        "Marc",
        "Léa",
        "Hugo",
        "Chloé",
        "Inès",
    ];
    format!("{} Joueur {i}", FIRST[i % FIRST.len()])
}

/// Seconds to register `n` players in a new tournament in memory, each checked for a namesake
/// unless `confirmed`.
fn in_memory(n: usize, confirmed: bool) -> f64 {
    let events = Tournament::create(&setup(), at()).unwrap();
    let created = (0..1).map(|_| StoredCommand {
        number: 1,
        at: at(),
        events: &events,
    });
    let mut tournament = Tournament::replay(created).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let start = Instant::now();
    for i in 0..n {
        let command = Command::Register {
            name: name(i),
            notes: None,
            confirmed,
            profile: None,
        };
        let events = tournament.execute(&command, at(), &mut rng).unwrap();
        tournament.apply_command(i as u64 + 2, at(), &events);
    }
    let seconds = start.elapsed().as_secs_f64();
    assert_eq!(tournament.entries().len(), n);
    seconds
}

/// Writes a script of `n` registrations.
fn script(dir: &Path, n: usize) -> std::path::PathBuf {
    let path = dir.join(format!("register-{n}.ron"));
    let mut text = String::from("[\n");
    for i in 0..n {
        text.push_str(&format!("Register(name: \"{}\"),\n", name(i)));
    }
    text.push_str("]\n");
    std::fs::write(&path, text).unwrap();
    path
}

/// Seconds `riffle script` takes to run `script` on the tournament `folder`.
fn run_script(script: &Path, folder: &Path) -> f64 {
    let start = Instant::now();
    let status = Process::new(env!("CARGO_BIN_EXE_riffle"))
        .arg("script")
        .arg(script)
        .arg("--tournament")
        .arg(folder)
        .args(["--now", "2026-07-04T11:00:00Z", "--seed", "1"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "riffle script {}", script.display());
    start.elapsed().as_secs_f64()
}

fn ratio_line(bench: &str, times: &[f64; 2]) {
    println!(
        "{{\"bench\":\"{bench}\",\"impl\":\"riffle\",\"ratio_{}_to_{}\":{:.2},\"linear\":4.0,\"target_at_most\":6.0}}",
        FIELDS[1],
        FIELDS[0],
        times[1] / times[0]
    );
}

fn main() {
    for confirmed in [false, true] {
        let implementation = if confirmed {
            "confirmed_no_check"
        } else {
            "riffle"
        };
        let mut times = [0.0; 2];
        for (k, &n) in FIELDS.iter().enumerate() {
            times[k] = median_seconds(3, || {
                in_memory(n, confirmed);
            });
            println!(
                "{{\"bench\":\"register_in_memory\",\"impl\":\"{implementation}\",\"entries\":{n},\"seconds\":{:.3},\"us_per_entry\":{:.1}}}",
                times[k],
                times[k] / n as f64 * 1e6
            );
        }
        if !confirmed {
            ratio_line("register_in_memory", &times);
        }
    }

    let dir = tempfile::tempdir().unwrap();
    let mut times = [0.0; 2];
    for (k, &n) in FIELDS.iter().enumerate() {
        let file = script(dir.path(), n);
        times[k] = run_script(&file, &dir.path().join(format!("event-{n}")));
        println!(
            "{{\"bench\":\"register_script\",\"impl\":\"riffle\",\"entries\":{n},\"seconds\":{:.2}}}",
            times[k]
        );
    }
    ratio_line("register_script", &times);

    let file = script(dir.path(), FESTIVAL);
    let folder = dir.path().join("festival");
    let seconds = run_script(&file, &folder);
    println!(
        "{{\"bench\":\"register_script\",\"impl\":\"riffle\",\"entries\":{FESTIVAL},\"seconds\":{seconds:.2},\"target_under\":120}}"
    );
    let opened = median_seconds(3, || {
        let session = Session::open(&folder).unwrap();
        assert_eq!(session.tournament().entries().len(), FESTIVAL);
    });
    println!(
        "{{\"bench\":\"reopen\",\"impl\":\"riffle\",\"entries\":{FESTIVAL},\"seconds\":{opened:.2},\"target_under\":10}}"
    );
    let empty = dir.path().join("open.ron");
    std::fs::write(&empty, "[]").unwrap();
    let through_cli = run_script(&empty, &folder);
    println!(
        "{{\"bench\":\"reopen_script\",\"impl\":\"riffle\",\"entries\":{FESTIVAL},\"seconds\":{through_cli:.2},\"target_under\":10}}"
    );
}
