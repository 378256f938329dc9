//! A notice on the window's players' screen is a sentence: however long, it goes on as many
//! lines as it needs across the foot of the default layout at a size the back row reads
//! (never under the layout check's least text size), its whole text inside its region, at
//! 1280x720, 1920x1080 and 3840x2160 and on a phone held upright, in English and in French
//! (a picture of each written to `RIFFLE_SHOTS`, `long-notice-<language>-<width>x<height>.png`).
//! What the old fixed screen said and the layouts had dropped is there too: the re-entry,
//! rebuys and add-on on sale with their price and last level, play stopped for the day, the
//! average stack in big blinds, and a table breaking on every page of the moves.

use crate::ui_common;

use crate::ui_every_shipped_layout_pictured::{drawn_on, text_of};
use egui::{Pos2, Rect, Vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::clock::{ClockState, Registration};
use riffle_core::floor::SeatRef;
use riffle_core::layout::{self, least_text};
use riffle_core::structure::Sold;
use riffle_text::Lang;
use riffle_tournament::{DisplayState, MoveNotice, OfferShown};
use riffle_ui::layout_screen::percent_unit;
use ui_common::picture;
use ui_common::{level_7_running, t0};

/// Eight players waiting for a seat, with the long names a festival's field brings.
const WAITING: [&str; 8] = [
    "Anne-Charlotte de La Roche",
    "Maximilian von Hohenberg",
    "Marie-Thérèse Duval",
    "Jean-Baptiste Castelnau",
    "Alexandra Papadopoulou",
    "Bartholomew Fitzgerald",
    "Omar Haddad",
    "Yuki Tanaka",
];

/// A full room with eight alternates, late registration closing in 3:04:12.
fn full_room() -> DisplayState {
    let mut display = level_7_running();
    display.alternates = WAITING.iter().map(|name| name.to_string()).collect();
    display.seats_free = Some(0);
    display.clock.registration = Registration::Open {
        closes_in_ms: Some(11_052_000),
    };
    display
}

fn drawn(display: DisplayState, lang: Lang, size: Vec2) -> Harness<'static> {
    drawn_at(display, lang, size, t0())
}

/// The default layout drawn at `now`, which sets the page of the notices shown.
fn drawn_at(
    display: DisplayState,
    lang: Lang,
    size: Vec2,
    now: chrono::DateTime<chrono::Utc>,
) -> Harness<'static> {
    let file = riffle_store::layouts::find(None, layout::DEFAULT_LAYOUT).unwrap();
    drawn_on(file, display, lang, size, now)
}

/// The default layout's Notices region on a screen of `size`, inside its padding.
fn notices_area(size: Vec2) -> Rect {
    let file = riffle_store::layouts::find(None, layout::DEFAULT_LAYOUT).unwrap();
    let region = (file.layout.pages[0].regions.iter())
        .find(|region| region.figure == layout::Figure::Notices)
        .unwrap();
    let u = percent_unit(size);
    let grid =
        Rect::from_min_size(Pos2::ZERO, size).shrink2(Vec2::new(layout::SIDE_MARGIN * u, 0.0));
    let [left, top, width, height] = layout::frame(region, file.layout.grid);
    Rect::from_min_size(
        Pos2::new(
            grid.left() + left * grid.width(),
            grid.top() + top * grid.height(),
        ),
        Vec2::new(width * grid.width(), height * grid.height()),
    )
    .shrink(0.6 * u)
}

#[test]
fn a_long_notice_wraps_whole_at_a_readable_size_on_every_screen() {
    for size in [
        Vec2::new(1280.0, 720.0),
        Vec2::new(1920.0, 1080.0),
        Vec2::new(3840.0, 2160.0),
        Vec2::new(390.0, 844.0),
    ] {
        for (lang, said) in [
            (Lang::En, "Alternates: 1 "),
            (Lang::Fr, "Remplaçants\u{a0}: 1 "),
        ] {
            let at = format!("{lang:?} at {size:?}");
            // The alternates' sentence, on whichever page of the notices it is.
            let harness = (0..6)
                .map(|page| {
                    let now = t0() + chrono::Duration::seconds(8 * page);
                    drawn_at(full_room(), lang, size, now)
                })
                .find(|harness| {
                    (harness.query_by(|node| text_of(node).is_some_and(|t| t.starts_with(said))))
                        .is_some()
                })
                .unwrap_or_else(|| panic!("{at}: no page names the alternates"));
            let node =
                harness.get_by(|node| text_of(node).is_some_and(|text| text.starts_with(said)));
            let text = text_of(&node.accesskit_node()).unwrap();
            for name in &WAITING[..6] {
                assert!(text.contains(name), "{at}: {name} missing from {text:?}");
            }
            assert!(text.ends_with("+2"), "{at}: {text:?} is not whole");
            let rect = node.rect();
            let area = notices_area(size);
            assert!(
                area.expand(1.0).contains_rect(rect),
                "{at}: {text:?} at {rect:?} leaves its region {area:?}"
            );
            // Wrapped, and at least as tall as the sentence wrapped at the least size: its
            // letters are no smaller than a back row reads.
            let least = least_text() * percent_unit(size);
            let at_least = harness.ctx.fonts_mut(|fonts| {
                let id = egui::FontId::proportional(least);
                fonts
                    .layout(text.clone(), id, egui::Color32::WHITE, area.width())
                    .size()
            });
            assert!(
                rect.height() >= at_least.y - 1.0,
                "{at}: {text:?} is {:.0} px high, under the {:.0} of the least size",
                rect.height(),
                at_least.y
            );
            assert!(
                rect.height() >= 1.9 * least * 1.1,
                "{at}: {text:?} on one line, {:.0} px high",
                rect.height()
            );
            let language = if lang == Lang::Fr { "fr" } else { "en" };
            let shot = format!("long-notice-{language}-{}x{}", size.x, size.y);
            picture::picture(&harness, &shot);
        }
    }
}

/// The notices' text the window drew, in order.
fn notices(harness: &Harness<'static>, size: Vec2) -> Vec<String> {
    let area = notices_area(size).expand(1.0);
    let mut found: Vec<(f32, String)> = harness
        .query_all_by(|node| text_of(node).is_some())
        .filter(|node| area.contains_rect(node.rect()))
        .map(|node| (node.rect().top(), text_of(&node.accesskit_node()).unwrap()))
        .collect();
    found.sort_by(|a, b| a.0.total_cmp(&b.0));
    found.into_iter().map(|(_, text)| text).collect()
}

#[test]
fn the_purchases_on_sale_say_their_price_and_last_level_in_both_languages() {
    let mut display = level_7_running();
    display.next_color_up = Vec::new();
    display.offers = vec![
        OfferShown {
            sold: Sold::Rebuy,
            price: 20,
            stack: 10_000,
            until_level: Some(8),
            open: true,
        },
        OfferShown {
            sold: Sold::AddOn,
            price: 30,
            stack: 15_000,
            until_level: Some(8),
            open: false,
        },
    ];
    let size = Vec2::new(1920.0, 1080.0);
    for (lang, rebuy, add_on) in [
        (
            Lang::En,
            "Rebuys until the end of level 8: €20 for 10,000 chips",
            "Add-on at the end of level 8: €30 for 15,000 chips",
        ),
        (
            Lang::Fr,
            "Recaves jusqu'à la fin du niveau 8\u{a0}: 20\u{a0}€ pour 10\u{202f}000 jetons",
            "Add-on à la fin du niveau 8\u{a0}: 30\u{a0}€ pour 15\u{202f}000 jetons",
        ),
    ] {
        let harness = drawn(display.clone(), lang, size);
        let shown = notices(&harness, size);
        assert!(
            shown.iter().any(|n| n == rebuy),
            "{lang:?}: {rebuy:?} not in {shown:?}"
        );
        assert!(
            shown.iter().any(|n| n == add_on),
            "{lang:?}: {add_on:?} not in {shown:?}"
        );
    }
}

#[test]
fn play_stopped_for_the_day_says_so_in_place_of_the_paused_clock() {
    let mut display = level_7_running();
    display.day_ended = true;
    display.clock.state = ClockState::Paused;
    let size = Vec2::new(1920.0, 1080.0);
    for (lang, said, paused) in [
        (
            Lang::En,
            "Play has stopped for the day: bag your chips",
            "CLOCK PAUSED",
        ),
        (
            Lang::Fr,
            "Fin de la journée\u{a0}: mettez vos jetons en sac",
            "HORLOGE ARRÊTÉE",
        ),
    ] {
        let harness = drawn(display.clone(), lang, size);
        let shown = notices(&harness, size);
        assert_eq!(
            shown.first().map(String::as_str),
            Some(said),
            "{lang:?}: {shown:?}"
        );
        assert!(!shown.iter().any(|n| n == paused), "{lang:?}: {shown:?}");
    }
}

#[test]
fn the_average_stack_shows_in_big_blinds_beside_the_chips() {
    let size = Vec2::new(1920.0, 1080.0);
    for (lang, caption, value) in [
        (Lang::En, "Average in BB", "68.9"),
        (Lang::Fr, "Tapis moyen en BB", "68,9"),
    ] {
        let harness = drawn(level_7_running(), lang, size);
        harness.get_by_label(caption);
        harness.get_by_label(value);
    }
}

#[test]
fn a_table_breaking_heads_every_page_of_the_moves() {
    let mut display = level_7_running();
    display.next_color_up = Vec::new();
    display.moves = std::iter::once(MoveNotice::Breaking { table: 4 })
        .chain((1..=9).map(|k| MoveNotice::Moved {
            name: format!("Player {k}"),
            from: SeatRef::new(4, k),
            to: SeatRef::new(1 + u32::from(k % 3), k),
        }))
        .collect();
    let size = Vec2::new(1920.0, 1080.0);
    let mut seen = std::collections::BTreeSet::new();
    for page in 0..9 {
        let now = t0() + chrono::Duration::seconds(8 * page);
        let harness = drawn_at(display.clone(), Lang::En, size, now);
        let shown = notices(&harness, size);
        assert_eq!(
            shown.first().map(String::as_str),
            Some("Table 4 is breaking"),
            "page {page}: {shown:?}"
        );
        seen.extend(shown.into_iter().skip(1));
    }
    for k in 1..=9 {
        assert!(
            seen.iter().any(|n| n.starts_with(&format!("Player {k}:"))),
            "Player {k} on no page: {seen:?}"
        );
    }
}
