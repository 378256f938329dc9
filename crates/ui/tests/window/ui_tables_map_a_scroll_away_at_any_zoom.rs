//! The Tables tab scrolls as a whole: at 200 % in a 1280×720 window, what stands above the map
//! (the dealer board, the toolbar, the break order) fills the window, and the map with the
//! table's detail lies below it, a scroll away; scrolling the tab brings the table's card and
//! the detail's buttons whole into the window. So at every zoom from 100 % to 200 % in a
//! 1280×720 and a 1920×1080 window: the first table's card and its detail are in reach.

use crate::ui_common;

use egui::Vec2;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{Looks, event_window_at, seated};

/// The top and bottom of the button whose label `named` accepts.
fn span(harness: &Harness<'static, App>, named: impl Fn(&str) -> bool) -> (f32, f32) {
    let node = harness
        .get_by(|node| node.role() == Role::Button && node.label().is_some_and(|l| named(&l)));
    let r = node.rect();
    (r.min.y, r.max.y)
}

/// The first table's card, its button named after the table and its players.
fn table_1(label: &str) -> bool {
    label.starts_with("Table 1 ") || label.starts_with("Table 1:")
}

#[test]
fn at_200_percent_in_1280_by_720_the_map_and_the_detail_are_a_scroll_away() {
    let names = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo",
    ];
    let (mut harness, _folder) = event_window_at(
        &seated(&names),
        &Looks {
            size: Vec2::new(1280.0, 720.0),
            zoom_percent: 200,
            app_style: true,
            ..Looks::default()
        },
    );
    harness.state_mut().set_tab(Tab::Tables);
    harness.run();
    let bottom = harness.ctx.content_rect().max.y;
    // The tab starts with the rotation plan's button, under the window's bars.
    let (top, _) = span(&harness, |l| l == "Rotation plan…");
    let (_, card_bottom) = span(&harness, table_1);
    assert!(card_bottom > bottom, "the map runs below the window here");

    // Scrolling the tab (the wheel over the toolbar) brings the first table's card into it.
    let scroll = |harness: &mut Harness<'static, App>| {
        harness.hover_at(egui::pos2(500.0, top + 10.0));
        harness.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: Vec2::new(0.0, -50.0),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
            modifiers: egui::Modifiers::NONE,
        });
        harness.run();
    };
    for _ in 0..10 {
        if span(&harness, table_1).0 <= top + 40.0 {
            break;
        }
        scroll(&mut harness);
    }
    let (card_top, _) = span(&harness, table_1);
    assert!(
        (top..=top + 40.0).contains(&card_top),
        "the card's top {card_top} is in the tab, from {top} to {bottom}"
    );

    // Its detail opens beside it, its buttons in sight.
    harness
        .get_by(|node| node.role() == Role::Button && node.label().is_some_and(|l| table_1(&l)))
        .click();
    harness.run();
    let (close_top, close_bottom) = span(&harness, |l| l == "Close");
    assert!(
        close_top >= top && close_bottom <= bottom,
        "the detail's Close ({close_top} to {close_bottom}) is in the tab, from {top} to {bottom}"
    );
}

#[test]
fn at_every_zoom_from_100_to_200_percent_the_first_table_and_its_detail_are_reachable() {
    let names = [
        "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kim", "Lou", "Max",
        "Ned", "Oz", "Pam", "Quin", "Rex",
    ];
    let mut unreached = Vec::new();
    for size in [Vec2::new(1280.0, 720.0), Vec2::new(1920.0, 1080.0)] {
        for zoom_percent in [100, 125, 150, 175, 200] {
            let (mut harness, _folder) = event_window_at(
                &seated(&names),
                &Looks {
                    size,
                    zoom_percent,
                    app_style: true,
                    ..Looks::default()
                },
            );
            harness.state_mut().set_tab(Tab::Tables);
            harness.run();
            let look = format!("{zoom_percent}% {}x{}", size.x, size.y);
            let bottom = harness.ctx.content_rect().max.y;
            let (top, _) = span(&harness, |l| l == "Rotation plan…");
            // The wheel over the tab's top, until the card's top comes up under it or the tab
            // scrolls no further.
            for _ in 0..10 {
                if span(&harness, table_1).0 <= top + 40.0 {
                    break;
                }
                // Beside the rotation plan's button, over no widget (a tooltip would keep the
                // window repainting).
                let right = harness.ctx.content_rect().max.x;
                harness.hover_at(egui::pos2(right * 0.75, top + 10.0));
                harness.event(egui::Event::MouseWheel {
                    unit: egui::MouseWheelUnit::Point,
                    delta: Vec2::new(0.0, -50.0),
                    phase: egui::TouchPhase::Move,
                    source: egui::MouseWheelSource::Wheel,
                    modifiers: egui::Modifiers::NONE,
                });
                harness.run();
            }
            let (card_top, _) = span(&harness, table_1);
            if !(top..=bottom - 40.0).contains(&card_top) {
                unreached.push(format!("{look}: the first card's top at {card_top}"));
                continue;
            }
            harness
                .get_by(|node| {
                    node.role() == Role::Button && node.label().is_some_and(|l| table_1(&l))
                })
                .click();
            harness.run();
            let (close_top, close_bottom) = span(&harness, |l| l == "Close");
            if close_top < top || close_bottom > bottom {
                unreached.push(format!("{look}: Close from {close_top} to {close_bottom}"));
            }
        }
    }
    assert!(unreached.is_empty(), "{}", unreached.join("\n"));
}
