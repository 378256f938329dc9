//! The players' screen reads everything from a `DisplayState`, drawn by the shipped default
//! layout (`layouts/room-clock.ron`) when the TD picked none: level, blinds and ante, time
//! left, what comes next, players, entries, average stack, prize pool, payouts, the TD's
//! announcement, and what the room must know now (hand-for-hand, the clock stopped,
//! colour-ups, registration, bounties, a satellite's seats), in English and French, at any
//! window size.

use crate::ui_common;

use egui::{Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::clock::ClockState;
use riffle_core::clock::Registration;
use riffle_store::layouts::LayoutFile;
use riffle_text::Lang;
use riffle_tournament::{DealShown, DisplayState};
use riffle_ui::alerts::Alert;
use riffle_ui::i18n::Texts;
use riffle_ui::player_screen::{self, PAGE_SECONDS, Screen};
use std::time::Duration;
use ui_common::{break_after_level_4, level_7_running, t0};

/// The layout the screens show until the TD picks another.
fn default_layout() -> LayoutFile {
    riffle_store::layouts::find(None, riffle_core::layout::DEFAULT_LAYOUT).unwrap()
}

/// The screen of `display` in a window of `size`, at the fixed instant `t0` plus `offset_ms`.
fn screen_at(
    display: DisplayState,
    lang: Lang,
    banner: Option<Alert>,
    size: Vec2,
    offset_ms: i64,
) -> Harness<'static> {
    let now = t0() + chrono::TimeDelta::milliseconds(offset_ms);
    let file = default_layout();
    let mut harness = Harness::builder().with_size(size).build_ui(move |ui| {
        let screen = Screen {
            display: Some(&display),
            texts: Texts::of(lang),
            banner,
            now,
            league: None,
        };
        player_screen::show(ui, Some(&file), &screen);
    });
    harness.run();
    harness
}

fn screen(display: DisplayState, lang: Lang) -> Harness<'static> {
    screen_at(display, lang, None, Vec2::new(1920.0, 1080.0), 0)
}

#[test]
fn a_running_level_shows_its_number_blinds_ante_and_time_left() {
    let harness = screen(level_7_running(), Lang::En);
    harness.get_by_label("Level 7");
    harness.get_by_label("12:05");
    harness.get_by_label("Blinds");
    harness.get_by_label("300 / 600");
    harness.get_by_label("Big-blind ante 600");
    assert!(harness.query_by_label("CLOCK PAUSED").is_none());
}

#[test]
fn the_time_left_is_rounded_up_to_the_second() {
    let mut display = level_7_running();
    display.clock.time_left_ms = 724_001;
    screen(display.clone(), Lang::En).get_by_label("12:05");
    display.clock.time_left_ms = 3_723_000;
    screen(display, Lang::En).get_by_label("1:02:03");
}

#[test]
fn a_per_player_ante_is_named_differently_from_a_big_blind_ante() {
    let mut display = level_7_running();
    display.level = Some(ui_common::level(
        7,
        300,
        600,
        riffle_core::betting::Ante::Classic(75),
    ));
    let harness = screen(display, Lang::En);
    harness.get_by_label("Ante 75");
}

#[test]
fn the_next_level_and_the_next_break_with_its_color_up_are_announced() {
    let harness = screen(level_7_running(), Lang::En);
    harness.get_by_label("Next level");
    harness.get_by_label("400 / 800 · Big-blind ante 800");
    harness.get_by_label("Next break");
    harness.get_by_label("45:00");
    harness.get_by_label("Next break: the 25 chips leave play");
}

#[test]
fn players_left_entries_and_the_average_stack() {
    let harness = screen(level_7_running(), Lang::En);
    harness.get_by_label("Players left");
    harness.get_by_label("87");
    harness.get_by_label("Entries");
    harness.get_by_label("120");
    harness.get_by_label("Average stack");
    harness.get_by_label("41,379");
}

#[test]
fn the_prize_pool_and_the_payouts_by_place() {
    let harness = screen(level_7_running(), Lang::En);
    harness.get_by_label("Prize pool");
    harness.get_by_label("€12,000");
    harness.get_by_label("Payouts · 1/2");
    harness.get_by_label("1.");
    harness.get_by_label("€4,200");
    harness.get_by_label("2.");
    harness.get_by_label("€2,640");
    // As many places as the region holds, in columns as wide as a place and its amount, the
    // rest on the next page.
    harness.get_by_label("6.");
    harness.get_by_label("10.");
    assert!(harness.query_by_label("11.").is_none());
}

#[test]
fn while_registration_is_open_the_payouts_are_marked_provisional() {
    let mut display = level_7_running();
    display.clock.registration = Registration::Open {
        closes_in_ms: Some(600_000),
    };
    let harness = screen(display, Lang::En);
    harness.get_by_label("Payouts (provisional) · 1/2");
    harness.get_by_label("Late registration closes in 10:00");
    harness.get_by_label("€4,200");
}

/// A deal agreed shows each player's share, the amounts the receipts print, in place of the
/// places it replaced, and what is left to play for.
#[test]
fn a_deal_agreed_shows_each_share_by_name() {
    let mut display = level_7_running();
    display.deal = Some(DealShown {
        shares: vec![("Zoé Lefèvre".into(), 2_920), ("Bob".into(), 2_500)],
        kept: 500,
    });
    for (lang, caption, kept) in [
        (Lang::En, "Deal", "Left to play for"),
        (Lang::Fr, "Accord", "Reste en jeu"),
    ] {
        let harness = screen(display.clone(), lang);
        harness.get_by_label(caption);
        harness.get_by_label("Zoé Lefèvre");
        harness.get_by_label("Bob");
        harness.get_by_label(kept);
        assert!(
            harness.query_by_label("1.").is_none(),
            "no places beside it"
        );
    }
    let harness = screen(display, Lang::En);
    harness.get_by_label("€2,920");
    harness.get_by_label("€2,500");
    harness.get_by_label("€500");
}

#[test]
fn payouts_that_do_not_fit_turn_pages_first_places_first() {
    let mut display = level_7_running();
    display.payouts = (1..=60).rev().map(|k| k * 10).collect();
    let size = Vec2::new(1280.0, 720.0);
    let first = screen_at(display.clone(), Lang::En, None, size, 0);
    first.get_by_label("1.");
    assert!(first.query_by_label("60.").is_none());
    let later_ms = 1000 * PAGE_SECONDS;
    let second = screen_at(display, Lang::En, None, size, later_ms);
    assert!(second.query_by_label("1.").is_none());
}

#[test]
fn paging_payouts_asks_for_a_repaint_when_the_page_turns() {
    let mut display = level_7_running();
    display.payouts = (1..=60).rev().map(|k| k * 10).collect();
    let now = t0() + chrono::TimeDelta::milliseconds(3_000);
    let file = default_layout();
    let mut turn = None;
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 720.0))
        .build_ui(|ui| {
            let screen = Screen {
                display: Some(&display),
                texts: Texts::of(Lang::En),
                banner: None,
                now,
                league: None,
            };
            turn = player_screen::show(ui, Some(&file), &screen);
        });
    harness.run();
    drop(harness);
    // t0 is on a page boundary, so 3 seconds in, the page turns 5 seconds later.
    assert_eq!(turn, Some(Duration::from_millis(5_000)));
}

#[test]
fn the_announcement_and_the_hand_for_hand_banner() {
    let mut display = level_7_running();
    display.announcement = Some("Final table at 22:00 in the main room".to_string());
    display.hand_for_hand = true;
    display.clock.hand_for_hand = Some(3);
    let harness = screen(display, Lang::En);
    harness.get_by_label("Final table at 22:00 in the main room");
    harness.get_by_label("HAND-FOR-HAND · hands played: 3");
}

#[test]
fn a_break_shows_its_countdown_color_up_and_the_level_after_it() {
    let harness = screen(break_after_level_4(), Lang::En);
    harness.get_by_label("Break");
    harness.get_by_label("8:30");
    harness.get_by_label("Color-up: the 25 chips leave play");
    harness.get_by_label("Bar open");
    harness.get_by_label("After the break");
    harness.get_by_label("200 / 400");
    harness.get_by_label("Ante 50");
    assert!(harness.query_by_label("Blinds").is_none());
}

#[test]
fn a_paused_clock_says_so() {
    let mut display = level_7_running();
    display.clock.state = ClockState::Paused;
    screen(display, Lang::En).get_by_label("CLOCK PAUSED");
}

#[test]
fn a_clock_not_yet_started_says_so() {
    let mut display = level_7_running();
    display.clock.state = ClockState::NotStarted;
    screen(display, Lang::En).get_by_label("Waiting to start");
}

#[test]
fn an_alert_shows_as_a_banner() {
    let harness = screen_at(
        level_7_running(),
        Lang::En,
        Some(Alert::LevelSoon { level: 8 }),
        Vec2::new(1920.0, 1080.0),
        0,
    );
    harness.get_by_label("Level 8 in one minute");
}

#[test]
fn french_is_shown_when_french_is_chosen() {
    let mut display = level_7_running();
    display.hand_for_hand = true;
    display.clock.hand_for_hand = Some(2);
    let harness = screen(display, Lang::Fr);
    for label in [
        "Niveau 7",
        "Blindes",
        "Ante grosse blinde 600",
        "Niveau suivant",
        "Prochaine pause",
        "Joueurs restants",
        "Entrées",
        "Tapis moyen",
        "41\u{202f}379",
        "Dotation",
        "12\u{202f}000\u{a0}€",
        "1.",
        "2.",
        "MAIN PAR MAIN · mains jouées\u{a0}: 2",
    ] {
        harness.get_by_label(label);
    }
    let harness = screen(break_after_level_4(), Lang::Fr);
    harness.get_by_label("Pause");
    harness.get_by_label("Color-up\u{a0}: les jetons de 25 sont retirés");
    harness.get_by_label("Après la pause");
}

#[test]
fn every_text_stays_inside_the_window_at_tv_laptop_and_projector_sizes() {
    for size in [
        Vec2::new(1920.0, 1080.0),
        Vec2::new(1280.0, 720.0),
        Vec2::new(1024.0, 768.0),
    ] {
        for display in [level_7_running(), break_after_level_4()] {
            let mut display = display;
            display.announcement = Some("Final table at 22:00 in the main room".to_string());
            display.hand_for_hand = true;
            let harness = screen_at(display, Lang::Fr, None, size, 0);
            let window = Rect::from_min_size(egui::Pos2::ZERO, size);
            let text_of = crate::ui_every_shipped_layout_pictured::text_of;
            let texts = harness.query_all_by(|node| text_of(node).is_some());
            let mut count = 0;
            for node in texts {
                let rect = node.rect();
                assert!(
                    window.contains_rect(rect),
                    "{:?} at {size:?} lies outside the window: {rect:?}",
                    text_of(&node.accesskit_node())
                );
                count += 1;
            }
            assert!(count > 10, "{count} texts at {size:?}");
        }
    }
}

#[test]
fn the_clock_grows_with_the_window() {
    let height = |size| {
        screen_at(level_7_running(), Lang::En, None, size, 0)
            .get_by_label("12:05")
            .rect()
            .height()
    };
    let tv = height(Vec2::new(1920.0, 1080.0));
    let laptop = height(Vec2::new(1280.0, 720.0));
    assert!(tv > laptop * 1.4, "{tv} vs {laptop}");
    assert!(
        tv > 200.0,
        "the clock is {tv} points high on a 1080p screen"
    );
}

#[test]
fn with_no_tournament_the_screen_says_so() {
    let file = default_layout();
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 720.0))
        .build_ui(|ui| {
            let screen = Screen {
                display: None,
                texts: Texts::of(Lang::En),
                banner: None,
                now: t0(),
                league: None,
            };
            player_screen::show(ui, Some(&file), &screen);
        });
    harness.run();
    harness.get_by_label("No tournament is open.");
}

#[test]
fn the_screen_repaints_when_the_displayed_second_changes_and_only_then() {
    let mut view = level_7_running().clock;
    view.time_left_ms = 725_300;
    assert_eq!(
        player_screen::repaint_in(&view),
        Some(Duration::from_millis(305))
    );
    view.time_left_ms = 725_000;
    assert_eq!(
        player_screen::repaint_in(&view),
        Some(Duration::from_millis(1005))
    );
    view.state = ClockState::Paused;
    assert_eq!(player_screen::repaint_in(&view), None);
    view.state = ClockState::Running;
    view.hand_for_hand = Some(1);
    assert_eq!(player_screen::repaint_in(&view), None, "hand-for-hand");
    view.hand_for_hand = None;
    view.time_left_ms = 0;
    view.final_level = true;
    assert_eq!(player_screen::repaint_in(&view), None, "last level run out");
}

#[test]
fn a_pko_event_shows_the_biggest_heads_still_in() {
    let mut display = level_7_running();
    display.heads = vec![("Ann".into(), 160), ("Bob".into(), 80), ("Zoé".into(), 45)];
    let harness = screen(display.clone(), Lang::En);
    harness.get_by_label("Biggest bounties: Ann €160 · Bob €80 · Zoé €45");
    let harness = screen(display, Lang::Fr);
    harness
        .get_by_label("Plus grosses primes\u{a0}: Ann 160\u{a0}€ · Bob 80\u{a0}€ · Zoé 45\u{a0}€");
}

/// A table breaking and two players moved, as the players' screen lists them.
fn with_moves() -> DisplayState {
    use riffle_core::floor::SeatRef;
    use riffle_tournament::MoveNotice;
    let mut display = level_7_running();
    display.moves = vec![
        MoveNotice::Breaking { table: 12 },
        MoveNotice::Moved {
            name: "Ann".into(),
            from: SeatRef::new(4, 2),
            to: SeatRef::new(9, 3),
        },
        MoveNotice::Moved {
            name: "Bob".into(),
            from: SeatRef::new(12, 5),
            to: SeatRef::new(3, 8),
        },
    ];
    display
}

#[test]
fn moves_and_breaks_are_listed_for_the_whole_room() {
    let harness = screen(with_moves(), Lang::En);
    harness.get_by_label("Table 12 is breaking");
    harness.get_by_label("Ann: table 9, seat 3");
    // The notices' next page, 8 seconds on.
    let size = Vec2::new(1920.0, 1080.0);
    let next = screen_at(with_moves(), Lang::En, None, size, 1000 * PAGE_SECONDS);
    next.get_by_label("Bob: table 3, seat 8");
    let french = screen(with_moves(), Lang::Fr);
    french.get_by_label("La table 12 est cassée");
    french.get_by_label("Ann\u{a0}: table 9, place 3");
}

/// A broken table moves up to nine players at once: more than the screen has lines for, so the
/// notices turn pages like the payouts and every player moved finds their seat.
#[test]
fn more_moves_than_fit_turn_pages() {
    use riffle_core::floor::SeatRef;
    use riffle_tournament::MoveNotice;
    let mut display = level_7_running();
    display.moves = vec![MoveNotice::Breaking { table: 12 }];
    display
        .moves
        .extend((1..=9u8).map(|seat| MoveNotice::Moved {
            name: format!("Player {seat}"),
            from: SeatRef::new(11, seat),
            to: SeatRef::new(3, seat),
        }));
    let size = Vec2::new(1920.0, 1080.0);
    let mut seen = std::collections::BTreeSet::new();
    // The table breaking on every page, under it nine moves and the next break's colour-up,
    // one a page: ten pages.
    for page in 0..10 {
        let harness = screen_at(
            display.clone(),
            Lang::En,
            None,
            size,
            page * 1000 * PAGE_SECONDS,
        );
        harness.get_by_label("Table 12 is breaking");
        for seat in 1..=9 {
            let moved = format!("Player {seat}: table 3, seat {seat}");
            if harness.query_by_label(&moved).is_some() {
                seen.insert(seat);
            }
        }
    }
    assert_eq!(
        seen.len(),
        9,
        "every player moved is shown on some page: {seen:?}"
    );
}

/// A satellite to the Main Event whose pool buys five seats, two of them won.
fn satellite_running() -> DisplayState {
    let mut display = level_7_running();
    display.satellite = Some(riffle_tournament::SatelliteSeats {
        seats: 5,
        won: 2,
        target: Some("Main Event".into()),
    });
    display
}

#[test]
fn a_satellite_shows_the_seats_won_and_left_in_big_type() {
    let harness = screen(satellite_running(), Lang::En);
    let line = harness.get_by_label("Seats to Main Event won: 2 · left to win: 3");
    // Readable from the back of the room, like the move lines.
    assert!(line.rect().height() >= 40.0, "{:?}", line.rect());
    let harness = screen(satellite_running(), Lang::Fr);
    harness.get_by_label("Places pour Main Event gagnées\u{a0}: 2 · restant à gagner\u{a0}: 3");
    let harness = screen(level_7_running(), Lang::En);
    assert!(harness.query_by_label_contains("Seats").is_none());
}
