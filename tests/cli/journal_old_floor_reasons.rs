//! A journal written before the floor's reasons were typed holds each reason as an English
//! sentence. It still opens and replays to the same tournament, its sentences shown as they were
//! written (players called by name), and the commands added to it write the typed form.

use riffle_core::floor::{PlayerId, Reason, SeatRef};
use riffle_store::export::history_text;
use riffle_store::session::{CommandRecord, Session};
use riffle_tournament::{Command, Event};
use std::path::Path;
use std::process::Command as Process;

/// Three players drawn at one table, with the seed that gives the lines below.
fn drawn(folder: &Path) {
    let script = folder.with_extension("ron");
    std::fs::write(
        &script,
        r#"[
            Create(name: "Old", structure: BuiltIn, house_rules: "TDA-2024", seats_per_table: 9),
            Register(name: "Ann"),
            Register(name: "Bob"),
            Register(name: "Cy"),
            DrawSeats,
        ]"#,
    )
    .unwrap();
    let out = Process::new(env!("CARGO_BIN_EXE_riffle"))
        .args(["script", &script.display().to_string(), "--tournament"])
        .arg(folder)
        .args(["--now", "2026-11-21T20:00:00Z", "--seed", "5"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The seat draw and the button draw as an earlier Riffle wrote them: every reason a sentence.
const OLD_SEATED: &str = r#"{"command":5,"part":2,"parts":3,"at":"2026-11-21T20:00:00Z","event":{"Seated":{"instruction":{"kind":"SeatDraw","reason":"Seat draw (TDA 7): 3 players at 1 table, 3 a table.","moves":[{"player":2,"from":null,"to":{"table":1,"seat":3},"reason":"Player 2 draws table 1 seat 3.","overridden":null},{"player":0,"from":null,"to":{"table":1,"seat":8},"reason":"Player 0 draws table 1 seat 8.","overridden":null},{"player":1,"from":null,"to":{"table":1,"seat":9},"reason":"Player 1 draws table 1 seat 9.","overridden":null}]},"seed":3712401772566903643}}}"#;
const OLD_BUTTON: &str = r#"{"command":5,"part":3,"parts":3,"at":"2026-11-21T20:00:00Z","event":{"ButtonSet":{"table":1,"seat":8,"draw":{"table":1,"cards":[[3,"Tc"],[8,"Kd"],[9,"5c"]],"button":8,"reason":"Seat 8 drew Kd, the highest card (rank, then spades, hearts, diamonds, clubs): the button starts at seat 8."}}}}"#;

/// The journal with lines 6 and 7 (the draw's events) written in the old form, each with its
/// checksum.
fn written_the_old_way(folder: &Path) {
    let path = folder.join("journal.jsonl");
    let text = std::fs::read_to_string(&path).unwrap();
    let lines: Vec<String> = text
        .lines()
        .map(|line| {
            let (_, body) = line.split_once(' ').unwrap();
            let (seq, _) = body.split_once(' ').unwrap();
            let json = match seq {
                "6" => OLD_SEATED,
                "7" => OLD_BUTTON,
                _ => return line.to_string(),
            };
            let body = format!("{seq} {json}");
            format!("{:08x} {body}", crc32c::crc32c(body.as_bytes()))
        })
        .collect();
    std::fs::write(&path, lines.join("\n") + "\n").unwrap();
}

fn seated(commands: &[CommandRecord]) -> &riffle_core::floor::Instruction {
    commands
        .iter()
        .flat_map(|c| &c.events)
        .find_map(|e| match e {
            Event::Seated { instruction, .. } => Some(instruction),
            _ => None,
        })
        .unwrap()
}

#[test]
fn a_journal_with_the_reasons_in_sentences_opens_replays_and_reads_as_before() {
    let tmp = tempfile::tempdir().unwrap();
    let (typed, old) = (tmp.path().join("typed"), tmp.path().join("old"));
    drawn(&typed);
    drawn(&old);
    written_the_old_way(&old);
    let (typed, mut old) = (Session::open(&typed).unwrap(), Session::open(&old).unwrap());
    assert!(old.notices().is_empty(), "{:?}", old.notices());

    // The old sentences are read as written...
    let commands = old.read_commands().unwrap();
    let instruction = seated(&commands);
    assert_eq!(
        instruction.reason,
        Reason::Written("Seat draw (TDA 7): 3 players at 1 table, 3 a table.".into())
    );
    assert_eq!(
        instruction.moves[0].reason,
        Reason::Written("Player 2 draws table 1 seat 3.".into())
    );
    // ...the tournament replays to the same seats and button...
    let floor = |s: &Session| {
        let floor = s.tournament().floor();
        let seats: Vec<Option<SeatRef>> = (0..3).map(|p| floor.seat_of(PlayerId(p))).collect();
        (
            seats,
            floor.next_hand(riffle_core::floor::TableNo(1)).unwrap(),
        )
    };
    assert_eq!(floor(&old), floor(&typed));
    // ...and the history reads word for word as the typed journal's.
    let history = history_text(old.tournament(), &commands, riffle_text::Lang::En);
    assert_eq!(
        history,
        history_text(
            typed.tournament(),
            &typed.read_commands().unwrap(),
            riffle_text::Lang::En
        )
    );
    assert!(
        history.contains(
            "Seat draw (TDA 7): 3 players at 1 table, 3 a table.\nCy draws table 1 seat 3.\nAnn \
             draws table 1 seat 8.\nBob draws table 1 seat 9."
        ),
        "{history}"
    );
    assert!(
        history.contains("Seat 8 drew Kd, the highest card"),
        "{history}"
    );

    // A command added to the old journal writes the typed form, and the journal opens again.
    old.execute(
        &Command::Register {
            name: "Dee".into(),
            notes: None,
            confirmed: false,
            profile: None,
        },
        "2026-11-21T20:05:00Z".parse().unwrap(),
    )
    .unwrap();
    let dir = old.dir().to_path_buf();
    drop(old);
    let text = std::fs::read_to_string(dir.join("journal.jsonl")).unwrap();
    let last_seated = text.lines().rfind(|l| l.contains("\"Seated\"")).unwrap();
    assert!(
        last_seated.contains(r#""reason":{"Entries":{"players":1}}"#),
        "{last_seated}"
    );
    assert!(
        last_seated.contains(r#""reason":{"EntryDrawn":"#),
        "{last_seated}"
    );
    let reopened = Session::open(&dir).unwrap();
    assert_eq!(reopened.tournament().floor().players_left(), 4);
}
