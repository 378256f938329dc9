//! One button, shown one way (TDA 32: the button and blinds follow the dead-button rule, so the
//! floor must know where the button is before it names a seat). Whatever told the floor where a
//! table's button is (the seat draw, the TD giving it, a dealer's device, the TD's "Hand dealt"
//! click, a hand logged in full) or nothing at all, the floor map's badges, the venue's
//! `/api/state` and the dealer and floor pages' state name the same seat, or all say it is not
//! known; a badge is never drawn beside "Button unknown". (The players' screen lists moves and
//! breaks, never a table's button, so it has nothing to contradict.)

use crate::ui_common::{click, read, seated, t0};
use chrono::{DateTime, TimeDelta, Utc};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::betting::{Action, Hand, LoggedHand, Phase};
use riffle_core::floor::{Reporter, TableNo};
use riffle_text::Lang;
use riffle_tournament::{Command, Tournament};
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

const NAMES: [&str; 4] = ["Ann", "Bob", "Cy", "Dee"];

/// The window on one table of four, its clock a minute count the test moves on from `base`.
struct Room {
    harness: Harness<'static, App>,
    base: DateTime<Utc>,
    minutes: Arc<AtomicI64>,
    _folder: tempfile::TempDir,
}

impl Room {
    fn new() -> Room {
        Room::of(&NAMES, t0())
    }

    /// A room whose window reads the time from `base` on (the venue server reads the system's
    /// clock: a room served to phones starts now).
    fn starting_at(base: DateTime<Utc>) -> Room {
        Room::of(&NAMES, base)
    }

    /// `names` drawn to tables of nine at `base`.
    fn of(names: &[&str], base: DateTime<Utc>) -> Room {
        use riffle_store::session::Session;
        let folder = tempfile::tempdir().unwrap();
        let setup = riffle_tournament::Setup {
            name: "Saturday Deepstack".into(),
            structure: riffle_tournament::StructureSource::BuiltIn,
            house_rules: None,
            seats_per_table: 9,
        };
        let mut session = Session::create(&folder.path().join("event"), &setup, base).unwrap();
        session.reseed(7);
        for command in seated(names) {
            session.execute(&command, base).unwrap();
        }
        let minutes = Arc::new(AtomicI64::new(0));
        let clock = minutes.clone();
        let config = riffle_ui::app::Config {
            now: Arc::new(move || base + TimeDelta::minutes(clock.load(Ordering::SeqCst))),
            ..riffle_ui::app::Config::default()
        };
        let backend = riffle_ui::backend::WriterBackend::new(session);
        let app = App::new(Some(Box::new(backend)), config);
        let mut harness = Harness::builder()
            .with_size(egui::Vec2::new(1600.0, 1000.0))
            .build_ui_state(|ui, app: &mut App| app.show(ui), app);
        harness.state_mut().set_tab(Tab::Tables);
        harness.run();
        Room {
            harness,
            base,
            minutes,
            _folder: folder,
        }
    }

    fn now(&self) -> DateTime<Utc> {
        self.base + TimeDelta::minutes(self.minutes.load(Ordering::SeqCst))
    }

    /// Starts the venue server from Settings (port chosen by the system, dealer PIN 1111) and
    /// comes back to the map; the server's address.
    fn serve(&mut self) -> String {
        self.harness.state_mut().set_tab(Tab::Settings);
        self.harness.run();
        for (label, text) in [
            ("Port", "0"),
            ("Dealer PIN", "1111"),
            ("Director PIN", "424242"),
        ] {
            self.harness.get_by_label(label).scroll_to_me();
            self.harness.run();
            self.harness.get_by_label(label).focus();
            self.harness.run();
            for _ in 0..12 {
                self.harness.key_press(egui::Key::Backspace);
            }
            self.harness.get_by_label(label).type_text(text);
            self.harness.run();
        }
        click(&mut self.harness, "Start the venue server");
        let url = self.harness.state().venue().expect("the server runs").url();
        self.harness.state_mut().set_tab(Tab::Tables);
        self.harness.run();
        url
    }

    fn wait(&mut self, minutes: i64) {
        self.minutes.fetch_add(minutes, Ordering::SeqCst);
        self.harness.run();
    }

    /// A command from elsewhere than the map (the clock, the dealer's device, the hand logger),
    /// through the window's own writer, as the venue server and the panels send it.
    fn run(&mut self, command: Command) {
        let now = self.now();
        {
            let mut shared = self.harness.state().shared().lock();
            let backend = shared.backend_mut().expect("a tournament is open");
            backend
                .execute(&command, now)
                .unwrap_or_else(|e| panic!("{command:?}: {}", e.say(Lang::En)));
        }
        self.harness.run();
    }

    fn read<R>(&self, f: impl FnOnce(&Tournament) -> R) -> R {
        read(&self.harness, f)
    }

    /// The seat the floor tracks for the next hand's button, known or not.
    fn tracked(&self) -> u8 {
        self.read(|t| t.floor().next_hand(TableNo(1)).unwrap().button)
    }

    /// The seats the map marks as the button, read from its seat lines as a screen reader
    /// hears them (the same line draws the badge).
    fn map_buttons(&self) -> Vec<u8> {
        self.harness
            .query_all_by_label_contains("Seat ")
            .filter_map(|node| {
                let label = node.accesskit_node().value().unwrap_or_default();
                let marked = label.ends_with(", button") || label.contains(", button,");
                let seat = label
                    .strip_prefix("Seat ")?
                    .split(':')
                    .next()?
                    .parse()
                    .ok()?;
                marked.then_some(seat)
            })
            .collect()
    }

    /// Whether the map's card says the button is not known.
    fn map_says_unknown(&self) -> bool {
        self.harness
            .query_by_label_contains("Button unknown")
            .is_some()
    }

    /// `/api/state`'s table 1, as the server serves it, and the dealer and floor pages' table 1.
    fn pages(&self) -> (serde_json::Value, serde_json::Value) {
        let now = self.now();
        self.read(|t| {
            let public = riffle_server::PublicState::of(t, 1, now);
            let staff = riffle_server::StaffState::of(t, 1, now, Lang::En);
            let public = serde_json::to_value(&public).unwrap()["tables"][0].clone();
            let staff = serde_json::to_value(&staff).unwrap()["tables"][0].clone();
            (public, staff)
        })
    }

    /// Every view says the button is on `seat` (`None`: not known), from `source`.
    fn all_say(&self, seat: Option<u8>, source: &str) {
        let (public, staff) = self.pages();
        let expected = serde_json::json!(seat);
        assert_eq!(self.map_buttons(), Vec::from_iter(seat), "the map's badges");
        assert_eq!(self.map_says_unknown(), seat.is_none(), "the map's card");
        for (view, json) in [
            ("/api/state", &public),
            ("the dealer and floor pages", &staff),
        ] {
            assert_eq!(json["button"], expected, "{view}: {json}");
            assert_eq!(json["button_status"]["known"], seat.is_some(), "{view}");
            assert_eq!(json["button_status"]["source"], source, "{view}");
            assert_eq!(
                json["button_status"]["tracked"]["button"],
                self.tracked(),
                "{view}: the seat named \"if the button is on seat S\""
            );
        }
    }

    /// A hand at table 1 where everybody folds to the big blind, as the hand logger sends it.
    fn logged_hand(&self) -> LoggedHand {
        let now = self.now();
        self.read(|t| {
            let setup = t.hand_setup(TableNo(1), now).unwrap();
            let rules = t.house_rules().rules.betting.clone();
            let mut hand: Hand = setup.clone().start(&rules).unwrap();
            let deck = riffle_core::cards::parse_cards(
                "AsKsQsJsTs9s8s7s",
                riffle_core::cards::Notation::English,
            )
            .unwrap();
            for (i, seat) in setup.players.iter().map(|p| p.seat).enumerate() {
                hand.set_hole_cards(seat, [deck[2 * i], deck[2 * i + 1]])
                    .unwrap();
            }
            while hand.phase() == Phase::Betting {
                let seat = hand.to_act().unwrap();
                hand.act(seat, Action::Fold).unwrap();
            }
            LoggedHand {
                setup,
                events: hand.events().to_vec(),
            }
        })
    }

    fn click_hand_dealt(&mut self) {
        self.harness.get_by_label("Hand dealt").click();
        self.harness.run();
    }
}

#[test]
fn a_drawn_button_is_the_same_seat_on_the_map_and_the_pages() {
    let room = Room::new();
    let seat = room.tracked();
    room.all_say(Some(seat), "drawn");
}

#[test]
fn with_no_hand_reported_no_screen_draws_a_button() {
    let mut room = Room::new();
    room.run(Command::StartClock);
    room.wait(20);
    room.all_say(None, "unknown");
}

#[test]
fn a_button_given_by_the_td_is_known_again_everywhere() {
    let mut room = Room::new();
    room.run(Command::StartClock);
    room.wait(20);
    room.all_say(None, "unknown");
    let seat = room.read(|t| {
        let table = t.floor().table(TableNo(1)).unwrap();
        table.players().map(|(seat, _)| seat).last().unwrap()
    });
    room.run(Command::GiveButton { table: 1, seat });
    let next = room.tracked();
    assert_ne!(
        next, seat,
        "the hand being played has the button given; the next moves on"
    );
    room.all_say(Some(next), "given");
}

#[test]
fn the_tds_hand_dealt_click_moves_the_button_on_every_screen() {
    let mut room = Room::new();
    room.run(Command::StartClock);
    room.wait(1);
    let before = room.tracked();
    room.click_hand_dealt();
    let after = room.tracked();
    assert_ne!(after, before);
    room.all_say(Some(after), "reported-td");
}

#[test]
fn a_hand_logged_in_full_is_a_hand_report_like_hand_dealt() {
    let mut room = Room::new();
    room.run(Command::StartClock);
    room.wait(1);
    let before = room.tracked();
    let hand = room.logged_hand();
    room.run(Command::LogHand { table: 1, hand });
    let after = room.tracked();
    assert_ne!(after, before, "the logged hand moved the button");
    room.all_say(Some(after), "reported-td");
}

/// The trial: a hand logged, then nine "Hand dealt" clicks at the table, a minute apart. The
/// table's next hand is hand 11, the button went round ten players' seats, and no screen says
/// no hand was reported.
#[test]
fn a_logged_hand_and_nine_clicks_make_hand_eleven_with_the_button_moved_ten_times() {
    let mut room = Room::new();
    room.run(Command::StartClock);
    room.wait(1);
    let (first, seats) = room.read(|t| {
        let table = t.floor().table(TableNo(1)).unwrap();
        let seats: Vec<u8> = table.players().map(|(seat, _)| seat).collect();
        (t.floor().next_hand(TableNo(1)).unwrap().button, seats)
    });
    let hand = room.logged_hand();
    room.run(Command::LogHand { table: 1, hand });
    for _ in 0..9 {
        room.wait(1);
        room.click_hand_dealt();
    }
    let at = seats.iter().position(|&s| s == first).unwrap();
    let tenth = seats[(at + 10) % seats.len()];
    assert_eq!(
        room.tracked(),
        tenth,
        "ten hands: ten seats with a player on"
    );
    room.all_say(Some(tenth), "reported-td");
    room.harness.get_by_label("Table 1: 4 players").click();
    room.harness.run();
    room.harness
        .get_by_label("Next hand (hand 11 at this table)");
    assert!(
        room.harness
            .query_by_label_contains("no hand reported")
            .is_none(),
        "hands were reported"
    );
    assert_eq!(room.pages().0["hands"], 10);
}

/// The same ten hands after the clock ran ten minutes unreported: the floor cannot be sure
/// no hand went by, so no screen draws the button, the detail names the seats "if the button
/// is on seat S", and still nothing says no hand was reported.
#[test]
fn hands_reported_after_a_silence_leave_the_button_unknown_without_contradiction() {
    let mut room = Room::new();
    room.run(Command::StartClock);
    room.wait(10);
    let hand = room.logged_hand();
    room.run(Command::LogHand { table: 1, hand });
    for _ in 0..9 {
        room.wait(1);
        room.click_hand_dealt();
    }
    room.all_say(None, "unknown");
    room.harness.get_by_label("Table 1: 4 players").click();
    room.harness.run();
    let seat = room.tracked();
    room.harness.get_by_label(&format!(
        "Next hand (hand 11 at this table, counting the hands reported), if the button is on seat {seat}"
    ));
    assert!(
        room.harness
            .query_by_label_contains("no hand reported")
            .is_none()
    );
}

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(std::time::Duration::from_secs(10)))
        .build()
        .into()
}

fn json(answer: &mut ureq::http::Response<ureq::Body>) -> serde_json::Value {
    serde_json::from_str(&answer.body_mut().read_to_string().unwrap()).unwrap()
}

/// The dealer's New hand from a phone signed in at table 1, over the venue network: the map,
/// `/api/state` as served and the staff state the dealer and floor pages read all move the
/// button to the same seat, reported by the dealer.
#[test]
fn a_dealers_new_hand_over_the_venue_network_moves_the_button_on_every_screen() {
    let mut room = Room::starting_at(Utc::now());
    room.run(Command::StartClock);
    let url = room.serve();
    let agent = agent();
    let mut login = agent
        .post(format!("{url}api/login"))
        .send(r#"{"pin":"1111","table":1}"#)
        .unwrap();
    let signed = json(&mut login);
    let token = signed["token"].as_str().unwrap().to_string();
    // The TD approves the new phone, as the floor's page does.
    let mut director = agent
        .post(format!("{url}api/login"))
        .send(r#"{"pin":"424242"}"#)
        .unwrap();
    let director = json(&mut director)["token"].as_str().unwrap().to_string();
    let approved = agent
        .post(format!("{url}api/devices/answer"))
        .header("Authorization", format!("Bearer {director}"))
        .send(format!(
            r#"{{"device":{},"approve":true}}"#,
            signed["device"]
        ))
        .unwrap();
    assert_eq!(approved.status().as_u16(), 200);
    let before = room.tracked();
    let mut sent = agent
        .post(format!("{url}api/commands"))
        .header("Authorization", format!("Bearer {token}"))
        .send(r#"{"DealHand":{"table":1}}"#)
        .unwrap();
    assert_eq!(sent.status().as_u16(), 200, "{}", json(&mut sent));
    room.harness.run();
    let after = room.tracked();
    assert_ne!(after, before);
    room.all_say(Some(after), "reported-device");
    let state = json(&mut agent.get(format!("{url}api/state")).call().unwrap());
    let staff = json(
        &mut agent
            .get(format!("{url}api/staff"))
            .header("Authorization", format!("Bearer {token}"))
            .call()
            .unwrap(),
    );
    for served in [&state["tables"][0], &staff["tables"][0]] {
        assert_eq!(served["button"], after, "{served}");
        assert_eq!(served["button_status"]["source"], "reported-device");
        assert_eq!(served["button_status"]["known"], true);
    }
}

/// The trial's move: a player the floor moves in lands where the next hand's button falls.
/// The window's move says so, and so does the floor page's state, before the TD carries it
/// out; after it, the table's detail says it beside the player (TDA 10B: a moved player may
/// take the button).
#[test]
fn a_player_moved_onto_the_button_is_told_so_in_the_window_and_on_the_floor_page() {
    let names = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal", "Ida", "Jo", "Kim", "Lea", "Max",
        "Ned", "Ola", "Pat", "Quy", "Rex",
    ];
    let mut room = Room::of(&names, t0());
    for table in [1, 2] {
        room.run(Command::DealHand {
            table,
            redeal: false,
            by: Reporter::Td,
            confirmed: false,
        });
    }
    let out: Vec<u32> = room.read(|t| {
        let table = t.floor().table(TableNo(1)).unwrap();
        table.players().map(|(_, p)| p.0).take(2).collect()
    });
    for player in out {
        room.run(crate::ui_common::busted(player));
    }
    let (planned, arrival) = room.read(|t| {
        let m = t.pending_instruction().unwrap().moves[0].clone();
        let arrival = t.floor().arrival(m.player, m.to);
        (m, arrival)
    });
    assert_eq!(
        arrival,
        Some(riffle_core::floor::Arrival::OnButton),
        "this draw moves the player onto the next hand's button"
    );
    room.harness.get_by_label(&format!(
        "Table {}, seat {}: the next hand's button: plays it at once (TDA 10B)",
        planned.to.table.0, planned.to.seat
    ));
    let now = room.now();
    let staff = room.read(|t| {
        serde_json::to_value(riffle_server::StaffState::of(t, 1, now, Lang::En)).unwrap()
    });
    let on_page = &staff["instruction"]["moves"][0];
    assert_eq!(on_page["arrival"], "button", "{on_page}");
    assert_eq!(
        on_page["if_button"],
        serde_json::Value::Null,
        "the button is known"
    );

    room.harness.get_by_label("Accept: carry it out").click();
    room.harness.run();
    let mover = room.read(|t| t.entry(planned.player).unwrap().name.clone());
    room.harness
        .get_by_label(&format!("Table {}: 8 players", planned.to.table.0))
        .click();
    room.harness.run();
    room.harness.get_by_label(&format!(
        "{mover} (Seat {}): the next hand's button: plays it at once (TDA 10B)",
        planned.to.seat
    ));
}
