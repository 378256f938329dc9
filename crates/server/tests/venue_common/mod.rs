//! A venue server on 127.0.0.1 with an ephemeral port, over a tournament in a temporary folder,
//! and a plain HTTP client to talk to it the way a phone does.
#![allow(dead_code)]

use riffle_core::betting::{Hand, LoggedHand, Phase};
use riffle_core::cards::{Notation, parse_cards};
use riffle_core::floor::{PlayerId, TableNo};
use riffle_server::{self as server, Options, Pins, Running};
use riffle_store::session::Session;
use riffle_store::writer::Writer;
use riffle_tournament::{Command, Setup, StructureSource};
use serde_json::Value;
use std::io::{BufRead, BufReader, Read};
use std::time::Duration;

pub const DEALER: &str = "1111";
pub const FLOOR: &str = "2222";
pub const DIRECTOR: &str = "3333";
/// What the TD writes about a player: private, and planted to be looked for.
pub const NOTE: &str = "owes the house 200, watch for chip dumping";

pub struct Venue {
    pub dir: tempfile::TempDir,
    pub writer: Writer,
    pub server: Running,
    pub base: String,
    pub agent: ureq::Agent,
}

pub fn pins() -> Pins {
    Pins {
        dealer: DEALER.into(),
        floor: FLOOR.into(),
        director: DIRECTOR.into(),
    }
}

/// A client that reports every status as an answer (a 4xx is what the tests look at) and gives
/// up after ten seconds rather than hanging a test.
pub fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(10)))
        .build()
        .into()
}

/// An event with twelve players seated at two tables, the clock running, a private note on
/// the first player and a logged hand with hole cards, served on an ephemeral port.
pub fn venue() -> Venue {
    let dir = tempfile::tempdir().unwrap();
    let setup = Setup {
        name: "Friday Deepstack".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let now = chrono::Utc::now();
    let mut session = Session::create(dir.path(), &setup, now).unwrap();
    session.reseed(7);
    let writer = Writer::new(session);
    let names = [
        "Éloïse Martin",
        "Bob Stone",
        "Chloé Durand",
        "Dan Wu",
        "Eve Park",
        "Finn Roy",
        "Gus Hale",
        "Hana Ito",
        "Ivan Popov",
        "Jade Li",
        "Karl Berg",
        "Lena Vogel",
    ];
    for (i, name) in names.iter().enumerate() {
        let notes = (i == 0).then(|| NOTE.to_string());
        writer
            .execute(
                &Command::Register {
                    name: name.to_string(),
                    notes,
                    confirmed: false,
                    profile: None,
                },
                now,
            )
            .unwrap();
    }
    writer.execute(&Command::DrawSeats, now).unwrap();
    writer.execute(&Command::StartClock, now).unwrap();
    let hand = folded_hand_with_hole_cards(&writer, now);
    writer
        .execute(&Command::LogHand { table: 1, hand }, now)
        .unwrap();
    serve(dir, writer)
}

/// Week 2 of the Spring League served, its clock on the first break when `on_break` (else on
/// level 1), and week 1 played out beside it (Cy 1st, Bob 2nd, Ann 3rd), both named by the
/// league file in the folder that holds them.
pub fn league_venue(on_break: bool) -> Venue {
    let root = tempfile::tempdir().unwrap();
    let now = chrono::Utc::now();
    let setup = |name: &str| Setup {
        name: name.into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let register = |name: &str| Command::Register {
        name: name.into(),
        notes: None,
        confirmed: false,
        profile: None,
    };
    let bust = |player: u32| Command::Eliminate {
        busts: vec![riffle_tournament::Bust {
            by: Vec::new(),
            player: PlayerId(player),
            starting_stack: None,
        }],
        on_hand_for_hand_announcement: false,
    };
    let mut week_1 = Session::create(&root.path().join("week-01"), &setup("Week 1"), now).unwrap();
    week_1.reseed(1);
    for name in ["Ann", "Bob", "Cy"] {
        week_1.execute(&register(name), now).unwrap();
    }
    for command in [Command::DrawSeats, bust(0), bust(1)] {
        week_1.execute(&command, now).unwrap();
    }
    drop(week_1);
    let mut week_2 = Session::create(&root.path().join("week-02"), &setup("Week 2"), now).unwrap();
    week_2.reseed(2);
    for name in ["Ann", "Bob", "Cy", "Dee"] {
        week_2.execute(&register(name), now).unwrap();
    }
    week_2.execute(&Command::DrawSeats, now).unwrap();
    week_2.execute(&Command::StartClock, now).unwrap();
    while on_break
        && !matches!(
            week_2.tournament().display(now).clock.period,
            riffle_core::structure::PeriodRef::Break { .. }
        )
    {
        week_2.execute(&Command::NextPeriod, now).unwrap();
    }
    std::fs::write(
        root.path().join("spring.ron"),
        r#"League(name: "Spring League", tournaments: ["week-01", "week-02"], points: Table(points: [10, 6, 3]))"#,
    )
    .unwrap();
    serve(root, Writer::new(week_2))
}

/// The venue's server started on its tournament again, as after a restart of the writer.
pub fn restarted(dir: tempfile::TempDir) -> Venue {
    let writer = Writer::new(Session::open(dir.path()).unwrap());
    serve(dir, writer)
}

/// The venue's server started again on its folder with no PIN typed, as the app does when it
/// reopens a tournament it was serving and as `riffle serve FOLDER` does: the kept PINs.
pub fn resumed(dir: tempfile::TempDir, addr: std::net::SocketAddr) -> Venue {
    let writer = Writer::new(Session::open(dir.path()).unwrap());
    let server = server::serve(writer.clone(), Some(addr), &server::Given::default()).unwrap();
    let base = format!("http://{}", server.addr());
    Venue {
        dir,
        writer,
        server,
        base,
        agent: agent(),
    }
}

/// Entries sold at an early-bird price until level 2 and a late price from level 3, beside
/// the structure's own; a half-price rebuy.
pub const PRICED: &str = r#"(
    name: "Early bird night",
    starting_stack: 10000,
    chips: [(value: 25), (value: 100), (value: 500)],
    level_minutes: 20,
    levels: [
        Level(small_blind: 25, big_blind: 50),
        Level(small_blind: 50, big_blind: 100),
        Level(small_blind: 75, big_blind: 150),
    ],
    late_registration_until_level: 3,
    rebuy: (until_level: 3, price: 50, stack: 10000),
    profiles: [
        (name: "Early bird", sold: Entry, price: 40, fee: 5, stack: 12000, until_level: 2),
        (name: "Late", sold: Entry, price: 60, fee: 10, stack: 8000, from_level: 3),
        (name: "Half", sold: Rebuy, price: 25, stack: 5000),
    ],
    buy_in: 50,
    fee: 10,
    currency: "€",
    payouts: Curve(shape: Standard),
)"#;

/// [`PRICED`], loaded as an organiser's file is.
pub fn priced_structure() -> riffle_core::structure::Structure {
    (riffle_core::structure::load(PRICED, "priced.ron").unwrap()).structure
}

/// `writer`'s event, kept in `dir`, served with the venue's PINs on an ephemeral port.
pub fn serve(dir: tempfile::TempDir, writer: Writer) -> Venue {
    let server = server::start(
        writer.clone(),
        Options {
            addr: "127.0.0.1:0".parse().unwrap(),
            pins: pins(),
        },
    )
    .unwrap();
    let base = format!("http://{}", server.addr());
    Venue {
        dir,
        writer,
        server,
        base,
        agent: agent(),
    }
}

/// A hand at table 1 where everyone folds to the big blind, every hole card known to the TD.
fn folded_hand_with_hole_cards(writer: &Writer, now: chrono::DateTime<chrono::Utc>) -> LoggedHand {
    writer.read(|session| {
        let tournament = session.tournament();
        let setup = tournament.hand_setup(TableNo(1), now).unwrap();
        let rules = tournament.house_rules().rules.betting.clone();
        let mut hand: Hand = setup.clone().start(&rules).unwrap();
        let deck = parse_cards("AsKsQsJsTs9s8s7s6s5s4s3s2sAhKhQhJhTh", Notation::English).unwrap();
        for (i, seat) in setup.players.iter().map(|p| p.seat).enumerate() {
            hand.set_hole_cards(seat, [deck[2 * i], deck[2 * i + 1]])
                .unwrap();
        }
        for _ in 0..20 {
            match hand.phase() {
                Phase::Betting => {
                    let seat = hand.to_act().unwrap();
                    hand.act(seat, riffle_core::betting::Action::Fold).unwrap();
                }
                _ => break,
            }
        }
        LoggedHand {
            setup,
            events: hand.events().to_vec(),
        }
    })
}

impl Venue {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.base, path)
    }

    pub fn get(&self, path: &str) -> (u16, String) {
        let mut response = self.agent.get(self.url(path)).call().unwrap();
        let status = response.status().as_u16();
        (status, response.body_mut().read_to_string().unwrap())
    }

    /// Signs in; the token, or the status and sentence of the refusal.
    pub fn login(&self, pin: &str) -> Result<String, (u16, String)> {
        let (status, body) = self.post(
            "/api/login",
            None,
            &serde_json::json!({ "pin": pin }).to_string(),
        );
        if status == 200 {
            let value: Value = serde_json::from_str(&body).unwrap();
            Ok(value["token"].as_str().unwrap().to_string())
        } else {
            Err((status, body))
        }
    }

    /// Signs a dealer's phone in for `table` and has the floor approve it; its token.
    pub fn dealer_at(&self, table: u32) -> String {
        let (token, device) = self.dealer_asks(table);
        let (status, body) = self.answer_phone(&device, true);
        assert_eq!(status, 200, "{body}");
        token
    }

    /// Signs a dealer's phone in for `table`, not yet approved: its token and its device.
    pub fn dealer_asks(&self, table: u32) -> (String, String) {
        let (status, body) = self.post(
            "/api/login",
            None,
            &serde_json::json!({ "pin": DEALER, "table": table }).to_string(),
        );
        assert_eq!(status, 200, "{body}");
        let value: Value = serde_json::from_str(&body).unwrap();
        let token = value["token"].as_str().unwrap().to_string();
        (token, self.device_of_last_request())
    }

    /// The device of the dealer's phone that asked for a table last.
    pub fn device_of_last_request(&self) -> String {
        let floor = self.login(FLOOR).unwrap();
        let mut response = self
            .agent
            .get(self.url("/api/devices"))
            .header("Authorization", format!("Bearer {floor}"))
            .call()
            .unwrap();
        let body = response.body_mut().read_to_string().unwrap();
        let phones: Vec<Value> = serde_json::from_str(&body).unwrap();
        (phones.iter())
            .filter(|p| p["asked_at"].is_string())
            .max_by_key(|p| p["asked_at"].as_str().unwrap().to_string())
            .map(|p| p["device"].as_str().unwrap().to_string())
            .expect("a phone asked for a table")
    }

    /// The floor's tap on a phone's request: approve or refuse.
    pub fn answer_phone(&self, device: &str, approve: bool) -> (u16, String) {
        let floor = self.login(FLOOR).unwrap();
        self.post(
            "/api/devices/answer",
            Some(&floor),
            &serde_json::json!({ "device": device, "approve": approve }).to_string(),
        )
    }

    pub fn post(&self, path: &str, token: Option<&str>, body: &str) -> (u16, String) {
        let mut request = self
            .agent
            .post(self.url(path))
            .header("Content-Type", "application/json");
        if let Some(token) = token {
            request = request.header("Authorization", format!("Bearer {token}"));
        }
        let mut response = request.send(body).unwrap();
        let status = response.status().as_u16();
        (status, response.body_mut().read_to_string().unwrap())
    }

    /// Sends one command as JSON text.
    pub fn send(&self, token: &str, command: &str) -> (u16, String) {
        self.post("/api/commands", Some(token), command)
    }

    /// The number of the last hand dealt at a table.
    pub fn hand_at(&self, table: u32) -> u32 {
        self.writer.read(|session| {
            let floor = session.tournament().floor();
            floor
                .table(TableNo(table))
                .unwrap()
                .last_hand()
                .map_or(0, |h| h.hand)
        })
    }

    pub fn commands_in_journal(&self) -> u64 {
        self.writer.read(|session| session.commands())
    }

    pub fn player(&self, name: &str) -> PlayerId {
        self.writer.read(|session| {
            session
                .tournament()
                .entries()
                .iter()
                .find(|e| e.name == name)
                .unwrap()
                .id
        })
    }
}

/// A live `/events` stream.
pub struct Events {
    reader: BufReader<Box<dyn Read + Send>>,
}

impl Events {
    pub fn open(venue: &Venue, last_event_id: Option<u64>) -> Events {
        let mut request = venue.agent.get(venue.url("/events"));
        if let Some(id) = last_event_id {
            request = request.header("Last-Event-ID", id.to_string());
        }
        let response = request.call().unwrap();
        assert_eq!(response.status().as_u16(), 200);
        let content_type = response.headers()["content-type"]
            .to_str()
            .unwrap()
            .to_string();
        assert!(
            content_type.starts_with("text/event-stream"),
            "{content_type}"
        );
        let reader: Box<dyn Read + Send> = Box::new(response.into_body().into_reader());
        Events {
            reader: BufReader::new(reader),
        }
    }

    /// The next event's id and data (keep-alives skipped).
    pub fn next(&mut self) -> (u64, Value) {
        let mut id = None;
        let mut data = String::new();
        for _ in 0..10_000 {
            let mut line = String::new();
            let read = self.reader.read_line(&mut line).unwrap();
            assert!(read > 0, "the stream ended");
            let line = line.trim_end_matches(['\r', '\n']);
            if line.is_empty() {
                if let Some(id) = id {
                    return (id, serde_json::from_str(&data).unwrap());
                }
                // A keep-alive: its data is no state.
                data.clear();
                continue;
            }
            if let Some(value) = line.strip_prefix("id:") {
                id = Some(value.trim().parse().unwrap());
            } else if let Some(value) = line.strip_prefix("data:") {
                data.push_str(value.strip_prefix(' ').unwrap_or(value));
            }
        }
        panic!("no event in 10,000 lines");
    }
}
