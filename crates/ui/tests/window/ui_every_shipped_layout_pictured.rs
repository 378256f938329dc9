//! Every shipped layout as the window's players' screen draws it on a 1080p and a 4K TV, in
//! English and in French, on a busy evening (an announcement, late registration, a table
//! breaking, the seats drawn), and the layouts written from docs/layouts.md alone at 720p,
//! 1080p and 4K: every line inside the screen and at least the 3% of its height a player reads
//! from the back row, nothing in the side margins, and a picture of each written to
//! `RIFFLE_SHOTS` for a person to look at (`layout-<name>-<width>x<height>-<language>.png`).

use crate::ui_common;

use egui::{Pos2, Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::clock::Registration;
use riffle_core::floor::SeatRef;
use riffle_core::layout::{SHIPPED, least_text};
use riffle_store::layouts::LayoutFile;
use riffle_text::Lang;
use riffle_tournament::{DisplayState, MoveNotice, SeatShown};
use riffle_ui::i18n::Texts;
use riffle_ui::player_screen::{self, Screen};
use ui_common::picture::{self, Textures};
use ui_common::{level_7_running, t0};

/// Level 7 of a busy evening.
fn busy_evening() -> DisplayState {
    let mut display = level_7_running();
    display.announcement = Some("Final table at 22:00 in the main room".into());
    display.clock.registration = Registration::Open {
        closes_in_ms: Some(600_000),
    };
    display.moves = vec![
        MoveNotice::Breaking { table: 4 },
        MoveNotice::Moved {
            name: "Zoé Lefèvre".into(),
            from: SeatRef::new(4, 2),
            to: SeatRef::new(1, 7),
        },
    ];
    let names = ui_common::ROOM_OF_TWELVE;
    display.seating = (names.iter().zip(1u8..))
        .map(|(name, k)| SeatShown {
            name: name.to_string(),
            table: u32::from(1 + k / 10),
            seat: 1 + k % 10,
        })
        .collect();
    display
}

fn drawn(name: &str, lang: Lang, size: Vec2) -> Harness<'static> {
    drawn_from(riffle_store::layouts::find(None, name).unwrap(), lang, size)
}

fn drawn_from(file: LayoutFile, lang: Lang, size: Vec2) -> Harness<'static> {
    drawn_on(file, busy_evening(), lang, size, t0())
}

/// The players' screen drawn from `file` with `display` at `now` (which sets the pages shown),
/// its pictures loaded: how every layout test draws the window's screen.
pub fn drawn_on(
    file: LayoutFile,
    display: DisplayState,
    lang: Lang,
    size: Vec2,
    now: chrono::DateTime<chrono::Utc>,
) -> Harness<'static> {
    let textures = Textures::default();
    let mut harness = Harness::builder()
        .with_size(size)
        .renderer(textures.clone())
        .build_ui(move |ui| {
            let screen = Screen {
                display: Some(&display),
                texts: Texts::of(lang),
                banner: None,
                now,
                league: None,
            };
            player_screen::show(ui, Some(&file), &screen);
        });
    picture::remember(&harness.ctx, textures);
    harness.run();
    harness
}

/// The text of a line the screen drew (a label keeps its text as its value), when not empty.
pub fn text_of(node: &egui_kittest::kittest::AccessKitNode<'_>) -> Option<String> {
    let text = match node.role() {
        egui::accesskit::Role::Label => node.value(),
        _ => node.label(),
    };
    text.filter(|text| !text.trim().is_empty())
}

/// Every line of the screen inside it, clear of its side margins, and tall enough for the back
/// row; a picture of it as `shot`.
fn reads_from_the_back_row(harness: &Harness<'static>, size: Vec2, shot: &str) {
    let margin = riffle_core::layout::SIDE_MARGIN / 100.0 * size.y;
    let screen = Rect::from_min_size(Pos2::ZERO, size).shrink2(Vec2::new(margin, 0.0));
    // A line's height is its font's and a little more: 3% of the screen's height for the
    // font is at least as much for the line.
    let least = least_text() / 100.0 * size.y;
    let mut count = 0;
    for node in harness.query_all_by(|node| text_of(node).is_some()) {
        let label = text_of(&node.accesskit_node()).unwrap_or_default();
        let rect = node.rect();
        assert!(
            screen.contains_rect(rect),
            "{shot}: {label:?} outside the screen less its margins: {rect:?}"
        );
        assert!(
            rect.height() >= least,
            "{shot}: {label:?} is {:.0} px high, under {least:.0}",
            rect.height()
        );
        count += 1;
    }
    assert!(count >= 3, "{shot}: {count} lines");
    picture::picture(harness, shot);
}

#[test]
fn every_shipped_layout_reads_from_the_back_row_at_1080p_and_4k_in_both_languages() {
    for (name, _) in SHIPPED {
        for size in [Vec2::new(1920.0, 1080.0), Vec2::new(3840.0, 2160.0)] {
            for lang in [Lang::En, Lang::Fr] {
                let harness = drawn(name, lang, size);
                let language = match lang {
                    Lang::En => "en",
                    Lang::Fr => "fr",
                };
                let shot = format!("layout-{name}-{}x{}-{language}", size.x, size.y);
                reads_from_the_back_row(&harness, size, &shot);
            }
        }
    }
}

#[test]
fn the_layouts_written_from_the_docs_read_from_the_back_row_at_every_tv_size() {
    let fixtures =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/layouts");
    for name in ["friday-night", "sunday-bounty"] {
        let file = riffle_store::layouts::read(&fixtures.join(format!("{name}.ron"))).unwrap();
        assert_eq!(file.pictures.len(), 1, "{name}: the club's logo read");
        for size in [
            Vec2::new(1280.0, 720.0),
            Vec2::new(1920.0, 1080.0),
            Vec2::new(3840.0, 2160.0),
        ] {
            let harness = drawn_from(file.clone(), Lang::En, size);
            let shot = format!("layout-{name}-{}x{}-en", size.x, size.y);
            reads_from_the_back_row(&harness, size, &shot);
        }
    }
}
