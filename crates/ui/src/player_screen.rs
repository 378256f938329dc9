//! The players' screen: the clock on a TV or projector, readable from across the room.
//!
//! It renders a [`DisplayState`] and nothing else, so it cannot show what the tournament did not
//! put there (no cards, notes, rulings or penalties). What it shows and where is a layout file
//! (`docs/layouts.md`): the one the tournament shows, else the shipped default
//! (`layouts/room-clock.ron`), drawn by [`crate::layout_screen`] as the venue's TV page draws
//! it; every size is a share of the window's height, so it reads the same from a phone to 4K.
//!
//! It is a second native window (a deferred viewport) that repaints on its own schedule: when
//! the displayed second changes ([`repaint_in`]), when a page of the layout or of a list or an
//! alert banner is due to change, and on input; never continuously.

use super::alerts::Alert;
use super::i18n::Texts;
use super::shared::{LeagueBoard, Now, SharedState};
use crate::theme;
use chrono::{DateTime, Utc};
use egui::{
    Align, Color32, FontId, Key, Label, Layout, Rect, RichText, Ui, UiBuilder, Vec2,
    ViewportBuilder, ViewportClass, ViewportCommand, ViewportId, pos2, vec2,
};
use riffle_store::layouts::LayoutFile;
use riffle_tournament::DisplayState;
use std::time::Duration;

/// Where the players' screen opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Placement {
    /// An ordinary window: rehearsals, or a laptop with one screen.
    Window,
    /// Borderless full screen on monitor n, counted from 1 as the TD sees them. A monitor that
    /// is not connected leaves the screen in a window.
    Monitor(u32),
}

impl Default for Placement {
    /// The second monitor: a laptop's own screen is the first, the TV the second.
    fn default() -> Placement {
        Placement::Monitor(2)
    }
}

/// The players' screen window, whatever it shows.
pub fn viewport_id() -> ViewportId {
    crate::viewports::player_screen()
}

/// How the window is created: full screen on the chosen monitor (winit counts them from 0).
pub fn viewport_builder(placement: Placement, title: &str) -> ViewportBuilder {
    let builder = ViewportBuilder::default()
        .with_title(title)
        .with_icon(crate::theme::icon())
        .with_app_id("riffle-players-screen")
        .with_inner_size(theme::space::SCREEN_WINDOW)
        .with_min_inner_size(theme::space::SCREEN_WINDOW_LEAST);
    match placement {
        Placement::Window => builder,
        Placement::Monitor(n) => builder.with_monitor(n.saturating_sub(1) as usize),
    }
}

/// The command that moves an open players' screen to a new placement.
pub fn placement_command(placement: Placement) -> ViewportCommand {
    match placement {
        Placement::Window => ViewportCommand::Fullscreen(false),
        Placement::Monitor(n) => ViewportCommand::SetMonitor(n.saturating_sub(1) as usize),
    }
}

/// Registers the players' screen for this frame of the TD window (egui needs it every frame the
/// window should exist). The window reads the tournament through `shared` on its own schedule;
/// closing it tells the TD window through `shared` too.
pub fn show_viewport(
    ctx: &egui::Context,
    shared: &SharedState,
    now: &Now,
    placement: Placement,
    texts: &Texts,
) {
    let title = format!("Riffle · {}", texts.text("player_screen"));
    let (shared, now) = (shared.clone(), now.clone());
    ctx.show_viewport_deferred(
        viewport_id(),
        viewport_builder(placement, &title),
        move |ui, class| {
            let at = now();
            let snapshot = shared.lock().screen_snapshot(at, ui.ctx());
            let screen = Screen {
                display: snapshot.display.as_ref(),
                texts: Texts::of(snapshot.lang),
                banner: snapshot.alert,
                now: at,
                league: snapshot.league.as_deref(),
            };
            if class == ViewportClass::EmbeddedWindow {
                ui.painter()
                    .rect_filled(ui.max_rect(), 0.0, theme::BACKGROUND);
            }
            let page_flip = show(ui, snapshot.layout.as_deref(), &screen);
            let delay = [snapshot.repaint_in, page_flip].into_iter().flatten().min();
            if let Some(delay) = delay {
                ui.ctx().request_repaint_after(delay);
            }
            // Embedded (a backend without multiple windows, or a test), the keys and the close
            // button are the TD window's own.
            if class == ViewportClass::EmbeddedWindow {
                return;
            }
            window_keys(ui);
            remember_full_screen(ui, &shared);
            if ui.input(|i| i.viewport().close_requested()) {
                shared.lock().player_screen_closed = true;
                ui.ctx().request_repaint_of(ViewportId::ROOT);
            }
        },
    );
}

/// Tells the TD window whether the screen is full screen when that changes (a double click,
/// Esc), so a restart brings it back as it was; and leaves full screen once at the start when
/// it was in a window last time.
fn remember_full_screen(ui: &Ui, shared: &SharedState) {
    let full = ui.input(|i| i.viewport().fullscreen);
    let mut shared = shared.lock();
    if std::mem::take(&mut shared.player_screen_start_windowed) {
        ui.ctx()
            .send_viewport_cmd(ViewportCommand::Fullscreen(false));
        return;
    }
    if full.is_some() && shared.player_screen_full != full {
        shared.player_screen_full = full;
        ui.ctx().request_repaint_of(ViewportId::ROOT);
    }
}

/// Esc leaves full screen and a double click toggles it, for whoever stands at the venue PC.
fn window_keys(ui: &Ui) {
    let (escape, double_click, fullscreen) = ui.input(|i| {
        (
            i.key_pressed(Key::Escape),
            i.pointer
                .button_double_clicked(egui::PointerButton::Primary),
            i.viewport().fullscreen.unwrap_or(false),
        )
    });
    if escape && fullscreen {
        ui.ctx()
            .send_viewport_cmd(ViewportCommand::Fullscreen(false));
    } else if double_click {
        ui.ctx()
            .send_viewport_cmd(ViewportCommand::Fullscreen(!fullscreen));
    }
}

pub use crate::screen_timing::{PAGE_SECONDS, repaint_in};

/// What the players' screen shows at one instant.
pub struct Screen<'a> {
    /// `None` when no tournament is open.
    pub display: Option<&'a DisplayState>,
    pub texts: &'static Texts,
    /// The alert banner at the bottom.
    pub banner: Option<Alert>,
    /// Turns the pages of a long payout list.
    pub now: DateTime<Utc>,
    /// The league's table, shown in place of the payouts during a break.
    pub league: Option<&'a LeagueBoard>,
}

/// One size unit: a hundredth of the height, but a 160th of the width on screens narrower than
/// 16:10, so that 4:3 projectors keep everything inside.
pub fn unit(size: Vec2) -> f32 {
    (size.y / 100.0).min(size.x / 160.0).max(1.0)
}

/// Renders the players' screen into `ui`, filling it: the tournament drawn from `file`, the
/// layout it shows (the shipped default unless the TD chose another), with the alert banner
/// over its foot; or, with no tournament open, the words saying so. Returns when the screen
/// next changes by itself (a page of the layout or of a list turning).
pub fn show(ui: &mut Ui, file: Option<&LayoutFile>, screen: &Screen) -> Option<Duration> {
    let rect = ui.max_rect();
    let u = unit(rect.size());
    let (Some(display), Some(file)) = (screen.display, file) else {
        in_rect(ui, rect.shrink(4.0 * u), Align::Center, |ui| {
            ui.add_space(theme::screen::EMPTY_TOP_UNITS * u);
            line(ui, "Riffle", 12.0 * u, theme::SCREEN_VALUE);
            line(
                ui,
                screen.texts.text("no_tournament"),
                5.0 * u,
                theme::SCREEN_CAPTION,
            );
        });
        return None;
    };
    let figures = crate::layout_screen::Figures {
        display,
        lang: screen.texts.lang,
        now: screen.now,
        league: (screen.league)
            .filter(|_| display.on_break.is_some())
            .map(|board| (board.name.as_str(), board.rows.as_slice())),
    };
    let turn = crate::layout_screen::show(ui, file, &figures);
    if let Some(alert) = screen.banner {
        let banner = Rect::from_min_max(pos2(rect.left(), rect.bottom() - 9.0 * u), rect.max);
        let text = screen.texts.alert(&alert);
        band(
            ui,
            banner,
            &text,
            5.5 * u,
            theme::WARNING,
            theme::ON_WARNING,
        );
    }
    turn
}

/// Runs `add` in a child `Ui` laid out top-down in `rect`, and returns the rect it used.
fn in_rect(ui: &mut Ui, rect: Rect, align: Align, add: impl FnOnce(&mut Ui)) -> Rect {
    let builder = UiBuilder::new()
        .max_rect(rect)
        .layout(Layout::top_down(align));
    ui.scope_builder(builder, |ui| {
        ui.spacing_mut().item_spacing.y = 0.0;
        add(ui);
        ui.min_rect()
    })
    .inner
}

/// A full-width band with one line of text centred on it.
fn band(ui: &mut Ui, rect: Rect, text: &str, size: f32, fill: Color32, color: Color32) {
    ui.painter().rect_filled(rect, 0.0, fill);
    let inner = rect.shrink2(vec2(size, 0.0));
    ui.scope_builder(
        UiBuilder::new()
            .max_rect(inner)
            .layout(Layout::centered_and_justified(egui::Direction::TopDown)),
        |ui| line(ui, text, size, color),
    );
}

/// One line of text at `size`, shrunk to fit the width available rather than wrapped or cut:
/// a long translation or a 4:3 screen must not hide the end of a number.
fn line(ui: &mut Ui, text: &str, size: f32, color: Color32) {
    let width = ui.available_width().max(1.0);
    let measured = text_width(ui, text, size);
    let size = if measured > width {
        size * width / measured
    } else {
        size
    };
    ui.add(
        Label::new(RichText::new(text).size(size).color(color))
            .extend()
            .selectable(false),
    );
}

fn text_width(ui: &Ui, text: &str, size: f32) -> f32 {
    ui.ctx().fonts_mut(|fonts| {
        fonts
            .layout_no_wrap(
                text.to_owned(),
                FontId::proportional(size),
                theme::SCREEN_VALUE,
            )
            .size()
            .x
    })
}
