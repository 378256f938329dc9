//! Replaying any journal gives the same tournament as applying its commands live: random
//! sequences of the TD's commands (accepted or refused) run through a session on disk, then the
//! tournament is opened again from the folder and compared.

use chrono::{DateTime, Duration, TimeZone, Utc};
use proptest::prelude::*;
use riffle_core::floor::PlayerId;
use riffle_store::session::Session;
use riffle_tournament::{Bust, Command, Setup, StructureSource, Tournament};

#[derive(Clone, Debug)]
enum Op {
    Register,
    DrawSeats,
    Bust(usize),
    BustTwo(usize, usize, u64, u64),
    Accept,
    Deal(u32),
    StartClock,
    Pause,
    Resume,
    AddTime(u32),
    NextPeriod,
    Chips(usize, u64),
    Rebuy(usize),
    AddOn(usize),
    ReEnter(usize),
    Announce,
    Undo,
    Redo,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        4 => Just(Op::Register),
        1 => Just(Op::DrawSeats),
        3 => (0usize..40).prop_map(Op::Bust),
        1 => (0usize..40, 0usize..40, 1u64..5, 1u64..5).prop_map(|(a, b, x, y)| Op::BustTwo(a, b, x * 1000, y * 1000)),
        2 => Just(Op::Accept),
        2 => (1u32..6).prop_map(Op::Deal),
        1 => Just(Op::StartClock),
        1 => Just(Op::Pause),
        1 => Just(Op::Resume),
        1 => (1u32..600).prop_map(Op::AddTime),
        1 => Just(Op::NextPeriod),
        1 => (0usize..40, 1u64..50_000).prop_map(|(p, c)| Op::Chips(p, c)),
        1 => (0usize..40).prop_map(Op::Rebuy),
        1 => (0usize..40).prop_map(Op::AddOn),
        1 => (0usize..40).prop_map(Op::ReEnter),
        1 => Just(Op::Announce),
        2 => Just(Op::Undo),
        1 => Just(Op::Redo),
    ]
}

fn command(op: &Op, t: &Tournament, n: usize) -> Command {
    let player = |i: usize| PlayerId((i % t.entries().len().max(1)) as u32);
    match op {
        Op::Register => Command::Register {
            name: format!("Player {n}"),
            notes: None,
            confirmed: false,
            profile: None,
        },
        Op::DrawSeats => Command::DrawSeats,
        Op::Bust(i) => Command::Eliminate {
            busts: vec![Bust {
                by: Vec::new(),
                player: player(*i),
                starting_stack: None,
            }],
            on_hand_for_hand_announcement: false,
        },
        Op::BustTwo(a, b, x, y) => Command::Eliminate {
            busts: vec![
                Bust {
                    by: Vec::new(),
                    player: player(*a),
                    starting_stack: Some(*x),
                },
                Bust {
                    by: Vec::new(),
                    player: player(*b),
                    starting_stack: Some(*y),
                },
            ],
            on_hand_for_hand_announcement: n.is_multiple_of(2),
        },
        Op::Accept => Command::AcceptInstruction,
        Op::Deal(table) => Command::DealHand {
            table: *table,
            redeal: false,
            by: riffle_core::floor::Reporter::Td,
            confirmed: false,
        },
        Op::StartClock => Command::StartClock,
        Op::Pause => Command::PauseClock,
        Op::Resume => Command::ResumeClock,
        Op::AddTime(s) => Command::AddTime { seconds: *s },
        Op::NextPeriod => Command::NextPeriod,
        Op::Chips(i, c) => Command::SetChips {
            player: player(*i),
            chips: *c,
            confirmed: false,
        },
        Op::Rebuy(i) => Command::Rebuy {
            player: player(*i),
            profile: None,
        },
        Op::AddOn(i) => Command::AddOn {
            player: player(*i),
            profile: None,
        },
        Op::ReEnter(i) => Command::ReEnter {
            player: player(*i),
            profile: None,
        },
        Op::Announce => Command::Announce {
            text: format!("Announcement {n}"),
        },
        Op::Undo => Command::Undo,
        Op::Redo => Command::Redo,
    }
}

fn start() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 19, 0, 0).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn a_reopened_tournament_equals_the_live_one(
        ops in prop::collection::vec((op(), 0i64..400), 1..45),
        seats in 2u8..=10,
    ) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("event");
        let setup = Setup {
            name: "Property".into(),
            structure: StructureSource::Shipped("home-turbo".into()),
            house_rules: None,
            seats_per_table: seats,
        };
        let mut now = start();
        let mut session = Session::create(&path, &setup, now).unwrap();
        for (n, (op, seconds)) in ops.iter().enumerate() {
            now += Duration::seconds(*seconds);
            let cmd = command(op, session.tournament(), n);
            let before = session.tournament().clone();
            let commands = session.commands();
            if session.execute(&cmd, now).is_err() {
                prop_assert_eq!(session.tournament(), &before, "a refused {:?} changed the state", cmd);
                prop_assert_eq!(session.commands(), commands);
            }
        }
        let live = session.tournament().clone();
        drop(session);
        let reopened = Session::open(&path).unwrap();
        prop_assert!(reopened.notices().is_empty(), "{:?}", reopened.notices());
        prop_assert_eq!(reopened.tournament(), &live);
        // And rebuilt from the raw events, without the session.
        let commands = reopened.read_commands().unwrap();
        let rebuilt = Tournament::replay(commands.iter().map(|c| c.stored())).unwrap();
        prop_assert_eq!(&rebuilt, &live);
    }
}
