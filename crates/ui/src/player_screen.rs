//! The players' screen: the clock on a TV or projector, readable from across the room.
//!
//! It renders a [`DisplayState`] and nothing else, so it cannot show what the tournament did not
//! put there (no cards, notes, rulings or penalties). Every size is a fraction of the window, so
//! the same screen reads from 5 metres on a 1080p TV and on a 4:3 projector: [`unit`] is one
//! hundredth of the height, or less on a narrow screen, and single lines shrink to fit their
//! column rather than wrap or spill. The two lines the back row must read, the blinds and the
//! clock at its smallest, are sized from the room instead ([`theme::screen::legible`]): from the
//! window's height and the distance of the back row.
//!
//! It is a second native window (a deferred viewport) that repaints on its own schedule: when
//! the displayed second changes ([`repaint_in`]), when a page of payouts or an alert banner is
//! due to change, and on input; never continuously.

use super::alerts::Alert;
use super::i18n::{Texts, clock_time};
use super::shared::{LeagueBoard, Now, SharedState};
use crate::theme::{self, screen::Legible};
use chrono::{DateTime, Utc};
use egui::{
    Align, Color32, FontId, Key, Label, Layout, Rect, RichText, Sense, Ui, UiBuilder, Vec2,
    ViewportBuilder, ViewportClass, ViewportCommand, ViewportId, pos2, vec2,
};
use riffle_core::clock::{ClockState, Registration};
use riffle_core::structure::{Game, Money, PeriodRef};
use riffle_tournament::{DisplayState, MoveNotice};
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
        .with_inner_size([1280.0, 720.0])
        .with_min_inner_size([320.0, 180.0]);
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
            let page_flip = match &snapshot.layout {
                Some(file) => show_layout(ui, file, &screen),
                None => show(ui, &screen),
            };
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

pub use crate::screen_timing::{PAGE_SECONDS, page_at, repaint_in};

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

/// Renders the players' screen into `ui`, filling it, on a background of [`theme::BACKGROUND`] the
/// caller provides. Returns when the payouts turn to their
/// next page, if they have more than one.
pub fn show(ui: &mut Ui, screen: &Screen) -> Option<Duration> {
    let rect = ui.max_rect();
    let u = unit(rect.size());
    let legible = theme::screen::legible(rect.height(), theme::screen::DISTANCE_M);
    let t = screen.texts;
    let Some(display) = screen.display else {
        in_rect(ui, rect.shrink(4.0 * u), Align::Center, |ui| {
            ui.add_space(theme::screen::EMPTY_TOP_UNITS * u);
            line(ui, "Riffle", 12.0 * u, theme::SCREEN_VALUE);
            line(ui, t.text("no_tournament"), 5.0 * u, theme::SCREEN_CAPTION);
        });
        return None;
    };

    let margin = 2.5 * u;
    let mut area = rect.shrink(margin);
    if let Some(alert) = screen.banner {
        let height = 9.0 * u;
        let banner = Rect::from_min_max(pos2(rect.left(), rect.bottom() - height), rect.max);
        band(
            ui,
            banner,
            &t.alert(&alert),
            5.5 * u,
            theme::WARNING,
            theme::ON_WARNING,
        );
        area.max.y = banner.top() - margin;
    }

    let header = in_rect(ui, area, Align::Center, |ui| header(ui, display, t, u));
    area.min.y = header.bottom() + 1.5 * u;

    let left_width = area.width() * 0.6;
    let left = Rect::from_min_size(area.min, vec2(left_width, area.height()));
    let right = Rect::from_min_max(pos2(left.right() + 3.0 * u, area.top()), area.max);
    ui.painter().vline(
        left.right() + 1.5 * u,
        area.y_range(),
        egui::Stroke::new(0.3 * u, theme::SCREEN_RULE),
    );
    in_rect(ui, left, Align::Center, |ui| {
        clock_column(ui, display, t, u, legible)
    });
    let mut turn_page = None;
    in_rect(ui, right, Align::Min, |ui| {
        turn_page = stats_column(ui, display, t, u, screen);
    });
    turn_page
}

/// The screen drawn from the layout the tournament shows, with the alert banner over its foot
/// as on the default screen.
pub fn show_layout(
    ui: &mut Ui,
    file: &riffle_store::layouts::LayoutFile,
    screen: &Screen,
) -> Option<Duration> {
    let Some(display) = screen.display else {
        return show(ui, screen);
    };
    let rect = ui.max_rect();
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
        let u = unit(rect.size());
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

/// Title, then the banners that concern everyone right now: hand-for-hand and the TD's
/// announcement.
fn header(ui: &mut Ui, display: &DisplayState, t: &Texts, u: f32) {
    // The demo's title in the warning colour, so the room sees it is no real event.
    let (title, color) = if riffle_tournament::demo::is_demo(&display.title) {
        let title = format!("{} · {}", t.text("demo_mark"), display.title);
        (title, theme::WARNING)
    } else {
        (display.title.clone(), theme::SCREEN_CAPTION)
    };
    line(ui, &title, theme::screen::HEADER_UNITS * u, color);
    if display.hand_for_hand {
        let mut text = t.text("hand_for_hand").to_string();
        if let Some(hands) = display.clock.hand_for_hand {
            text = format!(
                "{text} · {}",
                riffle_text::fill!(t, "hands_played" / hands, n = hands)
            );
        }
        ui.add_space(u);
        let width = ui.available_width();
        let (rect, _) = ui.allocate_exact_size(vec2(width, 8.0 * u), Sense::hover());
        band(
            ui,
            rect,
            &text,
            5.0 * u,
            theme::SCREEN_STOP,
            theme::SCREEN_VALUE,
        );
    }
    if let Some(announcement) = display
        .announcement
        .as_deref()
        .filter(|a| !a.trim().is_empty())
    {
        ui.add_space(u);
        egui::Frame::new()
            .fill(theme::SCREEN_ANNOUNCEMENT_FILL)
            .stroke(egui::Stroke::new(0.3 * u, theme::WARNING))
            .inner_margin(u)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.add(
                    Label::new(
                        RichText::new(announcement)
                            .size(theme::screen::HEADER_UNITS * u)
                            .color(theme::WARNING),
                    )
                    .wrap()
                    .halign(Align::Center),
                );
            });
    }
}

/// The clock and what is played: level, time left, blinds and ante, or the break with its
/// color-up; then what comes next. The clock takes the height the other lines leave, up to
/// [`CLOCK_UNITS`], and the column is centred in its height.
fn clock_column(ui: &mut Ui, display: &DisplayState, t: &Texts, u: f32, legible: Legible) {
    let view = &display.clock;
    let on_break = matches!(view.period, PeriodRef::Break { .. });
    let mut column = Column::default();
    match view.period {
        PeriodRef::Level(n) => column.line(
            riffle_text::fill!(t, "level", n = n),
            7.0 * u,
            theme::SCREEN_VALUE,
        ),
        PeriodRef::Break { .. } => column.line(t.text("break_title"), 7.0 * u, theme::SCREEN_BREAK),
    }
    if let Some(level) = display.level.as_ref().filter(|_| !on_break)
        && level.game != Game::NoLimitHoldem
    {
        column.line(t.game(level.game), 4.0 * u, theme::WARNING);
    }
    let clock_color = match view.state {
        ClockState::Running => theme::SCREEN_VALUE,
        ClockState::Paused => theme::SCREEN_STOP,
        ClockState::NotStarted => theme::SCREEN_CAPTION,
    };
    column.clock = Some((clock_time(view.time_left_ms), clock_color));
    column.items.push(Item::Clock);
    match view.state {
        ClockState::Paused => column.line(t.text("paused"), 4.5 * u, theme::SCREEN_STOP),
        ClockState::NotStarted => {
            column.line(t.text("waiting_to_start"), 4.5 * u, theme::SCREEN_CAPTION)
        }
        ClockState::Running if view.final_level => {
            column.line(t.text("last_level"), 4.5 * u, theme::SCREEN_CAPTION)
        }
        ClockState::Running => {}
    }
    column.space(2.0 * u);

    if on_break {
        if let Some(brk) = &display.on_break {
            if !brk.color_up.is_empty() {
                let chips = t.chip_list(&brk.color_up);
                column.line(
                    riffle_text::fill!(t, "color_up_now", chips = chips),
                    4.0 * u,
                    theme::WARNING,
                );
            }
            if let Some(message) = (brk.message.as_ref())
                .map(|m| m.get(t.lang))
                .filter(|m| !m.trim().is_empty())
            {
                column.line(message, 4.0 * u, theme::SCREEN_VALUE);
            }
        }
        if let Some(level) = &display.level {
            column.space(2.0 * u);
            column.line(t.text("after_the_break"), 3.5 * u, theme::SCREEN_CAPTION);
            let text = format!(
                "{} · {}",
                riffle_text::fill!(t, "level", n = level.number),
                t.stakes(level)
            );
            column.line(text, 5.0 * u, theme::SCREEN_VALUE);
        }
    } else if let Some(level) = &display.level {
        column.line(t.text("blinds"), 3.5 * u, theme::SCREEN_CAPTION);
        let blinds = format!(
            "{} / {}",
            t.number(level.small_blind),
            t.number(level.big_blind)
        );
        column.line(blinds, legible.blinds, theme::SCREEN_VALUE);
        if let Some(ante) = t.ante_of(level.ante) {
            column.line(ante, 5.5 * u, theme::SCREEN_VALUE);
        }
        if let Some(bets) = level.bets {
            let text = format!(
                "{} {} / {}",
                t.text("bets"),
                t.number(bets.small_bet),
                t.number(bets.big_bet)
            );
            column.line(text, 5.0 * u, theme::SCREEN_VALUE);
        }
        if let Some(next) = &display.next_level {
            column.space(2.5 * u);
            column.line(t.text("next_level"), 3.5 * u, theme::SCREEN_CAPTION);
            let mut text = t.stakes(next);
            if next.game != level.game {
                text = format!("{text} · {}", t.game(next.game));
            }
            column.line(text, 5.0 * u, theme::SCREEN_VALUE);
        }
    }
    if let Some(ms) = view.next_break_in_ms {
        column.space(2.0 * u);
        column.line(
            format!("{} {}", t.text("next_break"), clock_time(ms)),
            4.0 * u,
            theme::SCREEN_CAPTION,
        );
        if !display.next_color_up.is_empty() {
            let chips = t.chip_list(&display.next_color_up);
            column.line(
                riffle_text::fill!(t, "color_up_next", chips = chips),
                3.2 * u,
                theme::SCREEN_CAPTION,
            );
        }
    }
    column.show(ui, CLOCK_UNITS * u, legible.clock_floor);
}

/// The clock's size when the column has room for it, in units.
const CLOCK_UNITS: f32 = 32.0;

/// A column of centred lines around one elastic line, the clock.
#[derive(Default)]
struct Column {
    items: Vec<Item>,
    clock: Option<(String, Color32)>,
}

enum Item {
    Line(String, f32, Color32),
    Space(f32),
    Clock,
}

impl Column {
    fn line(&mut self, text: impl Into<String>, size: f32, color: Color32) {
        self.items.push(Item::Line(text.into(), size, color));
    }

    fn space(&mut self, height: f32) {
        self.items.push(Item::Space(height));
    }

    /// Lays the column out in `ui`: the clock as large as fits between `smallest` and
    /// `largest`, in height and in width, and the whole centred vertically.
    fn show(self, ui: &mut Ui, largest: f32, smallest: f32) {
        let line_height = row_height(ui, 100.0) / 100.0;
        let fixed: f32 = self
            .items
            .iter()
            .map(|item| match item {
                Item::Line(_, size, _) => size * line_height,
                Item::Space(height) => *height,
                Item::Clock => 0.0,
            })
            .sum();
        let available = ui.available_height();
        let clock_size = match &self.clock {
            Some((text, _)) => {
                let by_height = (available - fixed) / line_height;
                let by_width = largest * ui.available_width() / text_width(ui, text, largest);
                largest.min(by_height).min(by_width * 0.95).max(smallest)
            }
            None => 0.0,
        };
        let total = fixed + clock_size * line_height;
        ui.add_space(((available - total) / 2.0).max(0.0));
        for item in self.items {
            match item {
                Item::Line(text, size, color) => line(ui, &text, size, color),
                Item::Space(height) => ui.add_space(height),
                Item::Clock => {
                    if let Some((text, color)) = &self.clock {
                        line(ui, text, clock_size, *color);
                    }
                }
            }
        }
    }
}

/// Players, entries, average stack, prize pool and registration in two columns, then the
/// payouts in what is left. Returns when the payouts turn to their next page, if they have more
/// than one.
fn stats_column(
    ui: &mut Ui,
    display: &DisplayState,
    t: &Texts,
    u: f32,
    screen: &Screen,
) -> Option<Duration> {
    let now = screen.now;
    let stat = |ui: &mut Ui, caption: &str, value: &str, detail: Option<&str>| {
        line(ui, caption, 3.2 * u, theme::SCREEN_CAPTION);
        line(ui, value, 6.5 * u, theme::SCREEN_VALUE);
        line(ui, detail.unwrap_or(""), 3.2 * u, theme::SCREEN_CAPTION);
        ui.add_space(theme::screen::GAP_UNITS * u);
    };
    let mut purchases = Vec::new();
    if display.re_entries > 0 {
        purchases.push(riffle_text::fill!(
            t,
            "including_re_entries" / display.re_entries,
            n = display.re_entries
        ));
    }
    if display.rebuys > 0 {
        purchases.push(format!(
            "{} {}",
            t.text("rebuys"),
            t.number(u64::from(display.rebuys))
        ));
    }
    if display.add_ons > 0 {
        purchases.push(format!(
            "{} {}",
            t.text("add_ons"),
            t.number(u64::from(display.add_ons))
        ));
    }
    let purchases = purchases.join(" · ");
    let big_blinds = (display.average_stack > 0).then(|| {
        format!(
            "{} {}",
            t.tenths(display.average_stack_bb_tenths),
            t.text("big_blinds_short")
        )
    });
    let currency = display.currency.as_deref();
    ui.columns(2, |columns| {
        let [left, right] = columns else {
            return;
        };
        for column in [&mut *left, &mut *right] {
            column.spacing_mut().item_spacing.y = 0.0;
        }
        stat(
            left,
            t.text("players_left"),
            &t.number(u64::from(display.players_left)),
            None,
        );
        stat(
            right,
            t.text("entries"),
            &t.number(u64::from(display.entries)),
            Some(&purchases),
        );
        stat(
            left,
            t.text("average_stack"),
            &t.number(display.average_stack),
            big_blinds.as_deref(),
        );
        stat(
            right,
            t.text("prize_pool"),
            &t.money(display.prize_pool, currency),
            None,
        );
    });
    let registration = match display.clock.registration {
        Registration::Open {
            closes_in_ms: Some(ms),
        } if display.clock.state != ClockState::NotStarted => Some((
            format!(
                "{} {}",
                t.text("late_registration_closes_in"),
                clock_time(ms)
            ),
            theme::WARNING,
        )),
        Registration::Open { .. } => {
            Some((t.text("registration_open").to_string(), theme::WARNING))
        }
        Registration::Closed => None,
    };
    if let Some((text, color)) = registration {
        line(ui, &text, 3.6 * u, color);
        ui.add_space(theme::screen::GAP_UNITS * u);
    }
    if !display.heads.is_empty() {
        let heads: Vec<String> = display
            .heads
            .iter()
            .map(|(name, head)| format!("{name} {}", t.money(*head, currency)))
            .collect();
        let text = riffle_text::fill!(t, "biggest_bounties", heads = heads.join(" · "));
        line(ui, &text, 3.6 * u, theme::SCREEN_VALUE);
        ui.add_space(theme::screen::GAP_UNITS * u);
    }
    if let Some(seats) = &display.satellite {
        let (won, left) = (seats.won, seats.left());
        let text = match &seats.target {
            Some(target) => riffle_text::fill!(t, "satellite_seats_to", target, won, left),
            None => riffle_text::fill!(t, "satellite_seats", won, left),
        };
        line(ui, &text, 4.5 * u, theme::WARNING);
        ui.add_space(theme::screen::GAP_UNITS * u);
    }
    if !display.alternates.is_empty() {
        line(ui, &alternates_line(display, t), 3.6 * u, theme::WARNING);
        ui.add_space(theme::screen::GAP_UNITS * u);
    }
    let moves_turn = moves(ui, display, t, u, now);
    let payouts_turn = match screen.league {
        Some(board) if display.on_break.is_some() => {
            league_table(ui, board, t, u);
            None
        }
        _ => payouts(ui, display, t, u, now),
    };
    match (moves_turn, payouts_turn) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// How many alternates the screen names: the next few, whose turn is coming.
const SHOWN_ALTERNATES: usize = 6;

/// "Alternates: 1 Gus · 2 Hal · 3 Ida (+4) · 1 seat free".
fn alternates_line(display: &DisplayState, t: &Texts) -> String {
    let mut names: Vec<String> = display
        .alternates
        .iter()
        .take(SHOWN_ALTERNATES)
        .enumerate()
        .map(|(k, name)| format!("{} {name}", k + 1))
        .collect();
    let more = display.alternates.len().saturating_sub(SHOWN_ALTERNATES);
    if more > 0 {
        names.push(format!("+{more}"));
    }
    let mut text = riffle_text::fill!(t, "alternates_waiting", names = names.join(" · "));
    if let Some(free) = display.seats_free.filter(|&free| free > 0) {
        text.push_str(" · ");
        text.push_str(&riffle_text::fill!(t, "seats_free" / free, n = free));
    }
    text
}

/// The caption of a list that turns pages: "Payouts · 2/3", the title alone on a single page.
fn paged_caption(ui: &mut Ui, title: &str, page: usize, pages: usize, u: f32) {
    let caption = if pages > 1 {
        format!("{title} · {}/{pages}", page + 1)
    } else {
        title.to_string()
    };
    line(ui, &caption, 3.2 * u, theme::SCREEN_CAPTION);
}

/// How many move lines the screen shows: the break or move waiting, then the latest moves.
const MOVES_ON_SCREEN: usize = 4;

/// The moves every player must see, in big type: "Table 12 is breaking: new seats", "Ann:
/// Table 4 seat 2 -> Table 9 seat 3". The break or move waiting stays on top; when more moves
/// were made than fit (a table broken, nine players moved), pages turn like the payouts', so
/// every player moved finds their new seat.
fn moves(
    ui: &mut Ui,
    display: &DisplayState,
    t: &Texts,
    u: f32,
    now: DateTime<Utc>,
) -> Option<Duration> {
    let (waiting, moved): (Vec<&MoveNotice>, Vec<&MoveNotice>) = display
        .moves
        .iter()
        .partition(|notice| !matches!(notice, MoveNotice::Moved { .. }));
    if waiting.is_empty() && moved.is_empty() {
        return None;
    }
    let per_page = MOVES_ON_SCREEN.saturating_sub(waiting.len()).max(1);
    let pages = moved.len().div_ceil(per_page);
    let (page, turn) = page_at(now, pages, PAGE_SECONDS);
    paged_caption(ui, t.text("moves"), page, pages, u);
    let shown = moved.into_iter().skip(page * per_page).take(per_page);
    for notice in waiting.into_iter().chain(shown) {
        match notice {
            MoveNotice::Breaking { table } => line(
                ui,
                &riffle_text::fill!(t, "table_breaking", table),
                4.5 * u,
                theme::WARNING,
            ),
            MoveNotice::Waiting { from, to } => line(
                ui,
                &riffle_text::fill!(t, "move_waiting", from, to),
                4.5 * u,
                theme::WARNING,
            ),
            MoveNotice::Moved { name, from, to } => {
                line(ui, name, 3.2 * u, theme::SCREEN_CAPTION);
                let text = riffle_text::fill!(
                    t,
                    "moved",
                    from = from.table.0,
                    from_seat = from.seat,
                    to = to.table.0,
                    to_seat = to.seat
                );
                line(ui, &text, 4.5 * u, theme::SCREEN_VALUE);
            }
        }
    }
    ui.add_space(theme::screen::GAP_UNITS * u);
    turn
}

/// As many paid places as fit, in two columns; when they do not all fit, pages turn every
/// [`PAGE_SECONDS`], first places first.
fn payouts(
    ui: &mut Ui,
    display: &DisplayState,
    t: &Texts,
    u: f32,
    now: DateTime<Utc>,
) -> Option<Duration> {
    // A deal agreed shows each player's share, the amounts the receipts print, in place of
    // the places it replaced; else the places, provisional while the pool can still grow.
    let (title, rows): (String, Vec<(String, Money)>) = match &display.deal {
        Some(deal) => {
            let mut rows = deal.shares.clone();
            if deal.kept > 0 {
                rows.push((t.text("screen_deal_kept").to_string(), deal.kept));
            }
            (t.text("screen_deal").to_string(), rows)
        }
        None => {
            let places = (display.payouts.iter().zip(1u32..))
                .map(|(&prize, place)| (t.ordinal(place), prize))
                .collect();
            let title = match display.clock.registration {
                Registration::Open { .. } => t.text("payouts_provisional"),
                Registration::Closed => t.text("payouts"),
            };
            (title.to_string(), places)
        }
    };
    if rows.is_empty() {
        return None;
    }
    let size = 4.0 * u;
    let row_height = size * 1.2;
    let caption_height = 3.2 * u * 1.3;
    let fit = (((ui.available_height() - caption_height) / row_height).floor() as usize).max(1);
    let count = rows.len();
    // One column when they fit in it; else two, with the places spread evenly over the pages
    // so that no page shows a lonely last place.
    let pages = count.div_ceil(2 * fit);
    let per_page = count.div_ceil(pages);
    let column_rows = if count <= fit {
        count
    } else {
        per_page.div_ceil(2)
    };
    let (page, turn) = page_at(now, pages, PAGE_SECONDS);
    paged_caption(ui, &title, page, pages, u);
    let currency = display.currency.as_deref();
    let gap = 3.0 * u;
    let column_width = (ui.available_width() - gap) / 2.0;
    let top = ui.cursor().top();
    let left = ui.max_rect().left();
    let shown = rows.iter().skip(page * per_page).take(per_page);
    for (k, (label, prize)) in shown.enumerate() {
        let (column, row) = (k / column_rows, k % column_rows);
        let min = pos2(
            left + column as f32 * (column_width + gap),
            top + row as f32 * row_height,
        );
        let rect = Rect::from_min_size(min, vec2(column_width, row_height));
        in_rect(ui, rect, Align::Min, |ui| {
            ui.horizontal(|ui| {
                line(ui, label, size, theme::SCREEN_CAPTION);
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    line(ui, &t.money(*prize, currency), size, theme::SCREEN_VALUE);
                });
            });
        });
    }
    turn
}

/// The league's table during a break: its name, then as many players as fit, best first, each
/// with their place and points.
fn league_table(ui: &mut Ui, board: &LeagueBoard, t: &Texts, u: f32) {
    let size = 4.0 * u;
    let row_height = size * 1.2;
    let caption_height = 3.2 * u * 1.3;
    let fit = ((ui.available_height() - caption_height) / row_height).floor() as usize;
    line(
        ui,
        &riffle_text::fill!(t, "league_table", name = board.name),
        3.2 * u,
        theme::SCREEN_CAPTION,
    );
    let top = ui.cursor().top();
    let left = ui.max_rect().left();
    let width = ui.available_width();
    for (k, row) in board.rows.iter().take(fit.max(1)).enumerate() {
        let min = pos2(left, top + k as f32 * row_height);
        let rect = Rect::from_min_size(min, vec2(width, row_height));
        let place = if row.shared {
            format!("{}=", row.rank)
        } else {
            row.rank.to_string()
        };
        let points = riffle_text::fill!(
            t,
            "league_points",
            points = riffle_core::league::shown_in(row.points, t.lang)
        );
        in_rect(ui, rect, Align::Min, |ui| {
            ui.horizontal(|ui| {
                ui.add_sized(
                    vec2(7.0 * u, row_height),
                    Label::new(RichText::new(place).size(size).color(theme::SCREEN_CAPTION)),
                );
                line(ui, &row.name, size, theme::SCREEN_VALUE);
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    line(ui, &points, size, theme::SCREEN_VALUE);
                });
            });
        });
    }
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

fn row_height(ui: &Ui, size: f32) -> f32 {
    ui.ctx()
        .fonts_mut(|fonts| fonts.row_height(&FontId::proportional(size)))
}
