//! The players' screen drawn from a layout file (docs/layouts.md): every shipped layout draws
//! each figure of its first page in the window, from a phone's size to 4K, in English and in
//! French; a layout switched in the journal (from a phone, through the one writer) is on the
//! window's players' screen at its next frame; Settings previews a layout and refuses a broken
//! file on the spot, where the screens keep theirs.

use crate::ui_common;

use egui::{Key, Modifiers, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::layout::{Figure, SHIPPED};
use riffle_store::session::Session;
use riffle_text::Lang;
use riffle_tournament::{Command, DisplayState, SeatShown, Setup, StructureSource};
use riffle_ui::app::{App, Config};
use riffle_ui::backend::WriterBackend;
use std::sync::Arc;
use ui_common::{level_7_running, seated, t0};

fn with_seats() -> DisplayState {
    let mut display = level_7_running();
    display.payouts = vec![6000, 3600, 2400];
    display.seating = vec![
        SeatShown {
            name: "Ann Lee".into(),
            table: 3,
            seat: 4,
        },
        SeatShown {
            name: "Bob Stone".into(),
            table: 1,
            seat: 9,
        },
    ];
    display
}

/// What the window must show for a figure of `display`, in English or French.
fn expected(figure: &Figure, lang: Lang) -> Option<&'static str> {
    let french = lang == Lang::Fr;
    Some(match figure {
        Figure::Title => "Thursday Deepstack",
        Figure::Clock => "12:05",
        Figure::Level if french => "Niveau 7",
        Figure::Level => "Level 7",
        Figure::Blinds if french => "300 / 600",
        Figure::Blinds => "300 / 600",
        Figure::PlayersLeft => "87",
        Figure::Entries => "120",
        Figure::Seating => "Ann Lee",
        Figure::Payouts if french => "1.",
        Figure::Payouts => "1.",
        Figure::Text(_) => return None,
        _ => return None,
    })
}

fn drawn(name: &str, display: DisplayState, lang: Lang, size: Vec2) -> Harness<'static> {
    let file = riffle_store::layouts::find(None, name).unwrap();
    crate::ui_every_shipped_layout_pictured::drawn_on(file, display, lang, size, t0())
}

#[test]
fn every_shipped_layout_draws_each_figure_of_its_first_page_at_every_size() {
    for (name, text) in SHIPPED {
        let layout = riffle_core::layout::load(text, name, &|_| Ok(())).unwrap();
        for size in [
            Vec2::new(390.0, 844.0),
            Vec2::new(1280.0, 720.0),
            Vec2::new(1920.0, 1080.0),
            Vec2::new(3840.0, 2160.0),
        ] {
            for lang in [Lang::En, Lang::Fr] {
                let harness = drawn(name, with_seats(), lang, size);
                for region in &layout.pages[0].regions {
                    if let Some(label) = expected(&region.figure, lang) {
                        assert!(
                            harness.query_by_label_contains(label).is_some(),
                            "{name} at {size:?} in {lang:?}: {:?} does not show {label:?}",
                            region.figure
                        );
                    }
                    if let Figure::Text(words) = &region.figure {
                        harness.get_by_label(words);
                    }
                }
            }
        }
    }
}

#[test]
fn a_mixed_events_limit_level_shows_its_game_and_its_bets_over_the_blinds() {
    let mut display = with_seats();
    let level = display.level.as_mut().unwrap();
    level.game = riffle_core::structure::Game::FixedLimitOmahaHiLo;
    level.bets = Some(riffle_core::structure::LimitBets {
        small_bet: 600,
        big_bet: 1200,
    });
    for (lang, game, bets) in [
        (Lang::En, "Fixed-limit Omaha hi-lo", "Bets 600 / 1,200"),
        (Lang::Fr, "Omaha hi-lo limit", "Mises 600 / 1\u{202f}200"),
    ] {
        let harness = drawn(
            "room-clock",
            display.clone(),
            lang,
            Vec2::new(1920.0, 1080.0),
        );
        harness.get_by_label(game);
        assert!(
            harness.query_by_label_contains(bets).is_some(),
            "{lang:?}: the limit bets {bets:?} are not under the blinds"
        );
        assert!(harness.query_by_label("Blinds").is_none());
    }
}

#[test]
fn the_default_layout_names_each_figure_in_french() {
    let harness = drawn(
        "room-clock",
        with_seats(),
        Lang::Fr,
        Vec2::new(1920.0, 1080.0),
    );
    harness.get_by_label("Joueurs restants");
    harness.get_by_label("Tapis moyen");
    harness.get_by_label("Niveau suivant");
    harness.get_by_label("Prix");
}

fn setup() -> Setup {
    Setup {
        name: "Saturday Deepstack".into(),
        structure: StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    }
}

/// The window on a running event, its players' screen open over it.
fn window(dir: &std::path::Path) -> Harness<'static, App> {
    let mut session = Session::create(&dir.join("event"), &setup(), t0()).unwrap();
    session.reseed(3);
    for command in seated(&["Ann", "Bob", "Cy", "Dee"]) {
        session.execute(&command, t0()).unwrap();
    }
    session.execute(&Command::StartClock, t0()).unwrap();
    let config = Config {
        now: Arc::new(t0),
        ..Config::default()
    };
    let app = App::new(Some(Box::new(WriterBackend::new(session))), config);
    let mut harness = Harness::builder()
        .with_size(Vec2::new(1280.0, 720.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    harness.run();
    harness
}

#[test]
fn a_layout_switched_from_a_phone_is_on_the_windows_players_screen_at_the_next_frame() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path());
    harness.key_press_modifiers(Modifiers::COMMAND, Key::D);
    harness.run();
    // The default screen: players left among the figures, no seating board.
    assert!(harness.query_by_label("Seats").is_none());
    let writer = {
        let app = harness.state();
        let shared = app.shared().lock();
        shared.events[0].backend.writer().cloned().unwrap()
    };
    // During level 1, as a phone's command would, through the one writer.
    writer
        .execute(
            &Command::ShowLayout {
                name: "seating-board".into(),
            },
            t0(),
        )
        .unwrap();
    harness.run();
    harness.get_by_label("Seats");
    harness.get_by_label("Find your seat and take it: cards are in the air soon");
    // Twice the same: refused, nothing changes.
    let again = writer.execute(
        &Command::ShowLayout {
            name: "seating-board".into(),
        },
        t0(),
    );
    assert!(again.is_err());
}

#[test]
fn settings_previews_a_layout_and_refuses_a_broken_file_keeping_the_screens_layout() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = window(dir.path());
    harness
        .state_mut()
        .set_tab(riffle_ui::panels::Tab::Settings);
    harness.run();
    // A broken file, picked in the dialog: an unknown figure and overlapping regions.
    let broken = dir.path().join("broken.ron");
    std::fs::write(
        &broken,
        "Layout(name: \"Broken\", grid: (columns: 4, rows: 4), pages: [(regions: [\n\
         (figure: Clok, at: (1, 1), span: (4, 2)),\n])])",
    )
    .unwrap();
    pick_layout_file(&mut harness, &broken);
    harness.get_by_label_contains("did you mean `Clock`?");
    harness.get_by_label_contains("broken.ron:2:10");
    harness.get_by_label("Nothing changed: the screens keep `room-clock`.");
    assert!(
        harness
            .query_by_label("Show on the players' screens")
            .is_none()
    );

    // A good one beside it: previewed at 1080p and 4K, then shown.
    let good = dir.path().join("corner.ron");
    std::fs::write(
        &good,
        "Layout(name: \"Corner\", grid: (columns: 4, rows: 4), pages: [(regions: [\n\
         (figure: Clock, at: (1, 1), span: (4, 3), font: Digits),\n\
         (figure: Blinds, at: (1, 4), span: (4, 1), colour: Gold),\n])])",
    )
    .unwrap();
    pick_layout_file(&mut harness, &good);
    harness.get_by_label("1920 × 1080: smallest text 50 px");
    harness.get_by_label("3840 × 2160: smallest text 101 px");
    ui_common::click(&mut harness, "Show on the players' screens");
    let shown = harness.state().shared().lock().events[0]
        .backend
        .tournament()
        .and_then(|t| t.layout().map(str::to_string));
    assert_eq!(shown.as_deref(), Some("corner"));
    assert!(dir.path().join("event/layouts/corner.ron").is_file());
}

/// Opens a layout file from Settings as the TD does: the button asks for the system's file
/// dialog (as a structure file is chosen), and the dialog answers with `path`.
fn pick_layout_file(harness: &mut Harness<'static, App>, path: &std::path::Path) {
    ui_common::click(harness, "Open a layout file…");
    assert_eq!(
        harness.state().asked_dialog(),
        Some(&riffle_ui::platform::Dialog::LayoutFile)
    );
    let ctx = harness.ctx.clone();
    harness
        .state_mut()
        .answer_dialog(&ctx, riffle_ui::platform::Dialog::LayoutFile, path);
    harness.run();
}
