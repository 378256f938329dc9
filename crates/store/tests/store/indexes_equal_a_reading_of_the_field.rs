//! Every look-up apply keeps so a command does not read the whole field (the players in play,
//! each player's bust, the running suspensions and every person's penalties, the tables that
//! deal and those that finished a hand-for-hand hand, the prizes computed for the pool and
//! field, with the namesakes, people and counts before them) says what a reading from scratch
//! says: after each command of a random run (refused ones, undo and redo included) the
//! tournament equals itself saved and read back, where every index is built anew from the
//! state, and its answers equal a reading of every entry; the event reopened from its folder
//! equals it too.

use chrono::{DateTime, Duration, TimeZone, Utc};
use proptest::prelude::*;
use riffle_core::floor::{PlayerId, Reporter};
use riffle_rules::penalties::{Effect, Fault, Presence};
use riffle_store::session::Session;
use riffle_tournament::{Bust, Command, Setup, Share, StructureSource, Tournament};

#[derive(Clone, Debug)]
enum Op {
    Register,
    Unregister(usize),
    Rename(usize),
    DrawSeats,
    StartClock,
    Bust(usize),
    BustTwo(usize, usize),
    Accept,
    Deal(u32, bool),
    StartHandForHand,
    TableFinished(u32),
    EndHandForHand,
    Penalize(usize, bool),
    PenaltyServed(usize),
    Reinstate(usize),
    ReEnter(usize),
    AgreeDeal,
    ResetPayouts,
    OnePrize,
    Undo,
    Redo,
    /// The home turbo's prize table or a curve at the same price: the pool and the field stay,
    /// the prizes do not.
    Structure(bool),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        5 => Just(Op::Register),
        1 => (0usize..30).prop_map(Op::Unregister),
        1 => (0usize..30).prop_map(Op::Rename),
        2 => Just(Op::DrawSeats),
        2 => Just(Op::StartClock),
        3 => (0usize..30).prop_map(Op::Bust),
        1 => (0usize..30, 0usize..30).prop_map(|(a, b)| Op::BustTwo(a, b)),
        2 => Just(Op::Accept),
        8 => (1u32..4, prop::bool::weighted(0.2)).prop_map(|(t, r)| Op::Deal(t, r)),
        2 => Just(Op::StartHandForHand),
        5 => (1u32..5).prop_map(Op::TableFinished),
        1 => Just(Op::EndHandForHand),
        // A few players penalised again and again, so suspensions run, get served and end.
        4 => (0usize..4, prop::bool::weighted(0.1)).prop_map(|(p, out)| Op::Penalize(p, out)),
        1 => (0usize..4).prop_map(Op::PenaltyServed),
        2 => (0usize..30).prop_map(Op::Reinstate),
        1 => (0usize..30).prop_map(Op::ReEnter),
        1 => Just(Op::AgreeDeal),
        1 => Just(Op::ResetPayouts),
        1 => Just(Op::OnePrize),
        2 => Just(Op::Undo),
        1 => Just(Op::Redo),
        1 => prop::bool::ANY.prop_map(Op::Structure),
    ]
}

fn command(op: &Op, t: &Tournament, n: usize) -> Command {
    let player = |i: usize| PlayerId((i % t.entries().len().max(1)) as u32);
    let bust = |i: usize| Bust {
        by: Vec::new(),
        player: player(i),
        starting_stack: Some(1_000 * (1 + i as u64 % 3)),
    };
    match op {
        Op::Register => Command::Register {
            name: format!("Player {}", n % 17),
            notes: None,
            confirmed: true,
            profile: None,
        },
        Op::Unregister(i) => Command::Unregister { player: player(*i) },
        Op::Rename(i) => Command::Rename {
            player: player(*i),
            name: format!("Renamed {n}"),
        },
        Op::DrawSeats => Command::DrawSeats,
        Op::StartClock => Command::StartClock,
        Op::Bust(i) => Command::Eliminate {
            busts: vec![bust(*i)],
            on_hand_for_hand_announcement: false,
        },
        Op::BustTwo(a, b) => Command::Eliminate {
            busts: vec![bust(*a), bust(*b)],
            on_hand_for_hand_announcement: n.is_multiple_of(2),
        },
        Op::Accept => Command::AcceptInstruction,
        Op::Deal(table, redeal) => Command::DealHand {
            table: *table,
            redeal: *redeal,
            by: Reporter::Td,
            confirmed: false,
        },
        Op::StartHandForHand => Command::StartHandForHand,
        Op::TableFinished(table) => Command::TableFinishedHand {
            table: *table,
            by: Reporter::Td,
            confirmed: false,
        },
        Op::EndHandForHand => Command::EndHandForHand,
        Op::Penalize(i, out) => Command::Penalize {
            player: player(*i),
            fault: if *out {
                Fault::ChipDumpingOrCollusion
            } else {
                Fault::Language
            },
            step: None,
            reason: None,
            hand_in_progress: n.is_multiple_of(3),
        },
        Op::PenaltyServed(i) => Command::PenaltyServed { player: player(*i) },
        Op::Reinstate(i) => Command::Reinstate {
            player: player(*i),
            reason: "busted by mistake".into(),
        },
        Op::ReEnter(i) => Command::ReEnter {
            player: player(*i),
            profile: None,
        },
        Op::AgreeDeal => Command::AgreeDeal {
            shares: (t.players_in().zip(t.payouts()))
                .map(|(entry, amount)| Share {
                    player: entry.id,
                    amount,
                    chips: None,
                    agreed: true,
                })
                .collect(),
            kept: 0,
        },
        Op::ResetPayouts => Command::SetPayouts {
            prizes: Vec::new(),
            kept: None,
        },
        Op::OnePrize => Command::SetPayouts {
            prizes: vec![t.prize_pool()],
            kept: None,
        },
        Op::Undo => Command::Undo,
        Op::Redo => Command::Redo,
        Op::Structure(curve) => Command::SetStructure {
            structure: StructureSource::Shipped(
                if *curve { "poker-ferme" } else { "home-turbo" }.into(),
            ),
        },
    }
}

fn start() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 21, 19, 0, 0).unwrap()
}

/// The tournament saved and read back: every index built from scratch.
fn read_back(t: &Tournament) -> Tournament {
    serde_json::from_str(&serde_json::to_string(t).unwrap()).unwrap()
}

/// The answers the indexes give, against a reading of every entry and every penalty.
fn answers_hold(t: &Tournament) -> Result<(), TestCaseError> {
    let in_play: Vec<PlayerId> = (t.entries().iter())
        .filter(|e| e.in_play())
        .map(|e| e.id)
        .collect();
    let listed: Vec<PlayerId> = t.players_in().map(|e| e.id).collect();
    prop_assert_eq!(&listed, &in_play);
    let backwards: Vec<PlayerId> = t.players_in().rev().map(|e| e.id).collect();
    prop_assert_eq!(backwards, in_play.iter().rev().copied().collect::<Vec<_>>());
    for entry in t.entries() {
        let away = t.penalties().iter().any(|p| {
            p.player == entry.id
                && matches!(&p.penalty.effect, Effect::Away(s) if s.presence() == Presence::Away)
        });
        prop_assert_eq!(t.away(entry.id), away, "away: {}", entry.name);
    }
    // The money check reads the last bust: it says what all the standings say.
    let paid =
        t.players_left() as usize <= t.payouts().len() || t.standings().iter().any(|s| s.prize > 0);
    prop_assert_eq!(t.in_the_money(), paid);
    // The prizes kept from an earlier question are those computed anew.
    prop_assert_eq!(t.payouts(), read_back(t).payouts());
    // Every counted entry not in play went out on a bust.
    let out = t.entries_counted() - t.players_left();
    let placed = t.standings().len() as u32;
    let winner = u32::from(t.players_left() == 1);
    prop_assert!(placed == out + winner || t.deal().is_some() || t.satellite_over());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn every_index_equals_one_built_from_scratch(
        field in 0usize..16,
        ops in prop::collection::vec((op(), 0i64..60), 1..100),
        seats in 2u8..=6,
    ) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("event");
        let setup = Setup {
            name: "Indexes".into(),
            structure: StructureSource::Shipped("home-turbo".into()),
            house_rules: None,
            seats_per_table: seats,
        };
        let mut now = start();
        let mut session = Session::create(&path, &setup, now).unwrap();
        // A room already playing, most runs: the later commands then have tables to act on.
        // Half the rooms change their structure once the prizes were asked for the field.
        let structure = field % 2 == 1;
        let room = (0..field).map(|_| Op::Register);
        let room = room.chain(structure.then_some(Op::Structure(true)));
        let room = room.chain([Op::DrawSeats, Op::StartClock]);
        let ops = room.map(|op| (op, 0)).chain(ops);
        for (n, (op, seconds)) in ops.enumerate() {
            now += Duration::seconds(seconds);
            let cmd = command(&op, session.tournament(), n);
            let _ = session.execute(&cmd, now);
            let t = session.tournament();
            prop_assert_eq!(&read_back(t), t, "the indexes after {:?}", cmd);
            answers_hold(t)?;
        }
        let live = session.tournament().clone();
        drop(session);
        let reopened = Session::open(&path).unwrap();
        prop_assert_eq!(reopened.tournament(), &live);
        let commands = reopened.read_commands().unwrap();
        let rebuilt = Tournament::replay(commands.iter().map(|c| c.stored())).unwrap();
        prop_assert_eq!(&rebuilt, &live);
    }
}
