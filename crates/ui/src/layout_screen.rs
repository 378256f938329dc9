//! The players' screen drawn from a layout file (`docs/layouts.md`): each region of the page on
//! screen shows its figure at the sizes the core gives it ([`Region::text`]), in shares of the
//! screen's height, so the window draws what the venue's TV page draws (`layout.js` there
//! follows the same rules, with the same words from `layout_screen.ron`).

use crate::i18n::{Texts, clock_time};
use chrono::{DateTime, Utc};
use egui::{
    Color32, ColorImage, FontFamily, FontId, Label, Rect, RichText, TextureHandle, TextureOptions,
    Ui, UiBuilder, pos2, vec2,
};
use riffle_core::betting::Ante;
use riffle_core::clock::{ClockState, Registration};
use riffle_core::layout::{self, Colour, Figure, Font, Layout, Region, Shape};
use riffle_core::league::Row;
use riffle_core::structure::{Game, LevelSpec, PeriodRef, Sold};
use riffle_store::layouts::{LayoutFile, Picture};
use riffle_text::{Lang, fill};
use riffle_tournament::{DisplayState, MoveNotice, OfferShown};
use std::time::Duration;

use crate::screen_timing::PAGE_SECONDS;

/// What a layout is drawn with at one instant.
pub struct Figures<'a> {
    pub display: &'a DisplayState,
    pub lang: Lang,
    pub now: DateTime<Utc>,
    /// The league's name and table, during a break of a league's event.
    pub league: Option<(&'a str, &'a [Row])>,
}

/// One hundredth of the screen's height, or less on a screen narrower than 16:9, so that a
/// layout drawn for a TV stays inside a phone held upright.
pub fn percent_unit(size: egui::Vec2) -> f32 {
    (size.y / 100.0).min(size.x / 177.8).max(0.5)
}

/// An egui colour of the palette.
pub fn colour(colour: Colour) -> Color32 {
    let [r, g, b] = colour.rgb();
    Color32::from_rgb(r, g, b)
}

/// Draws `file` filling `ui`'s rect; returns when the screen next changes by itself (a page of
/// the layout, or of a list, turning).
pub fn show(ui: &mut Ui, file: &LayoutFile, figures: &Figures) -> Option<Duration> {
    let rect = ui.max_rect();
    let layout = &file.layout;
    ui.painter()
        .rect_filled(rect, 0.0, colour(layout.background));
    let millis = figures.now.timestamp_millis();
    let (page, turn) = layout::page_at(layout, millis);
    let mut next = turn.map(Duration::from_millis);
    let Some(page) = layout.pages.get(page) else {
        return next;
    };
    let u = percent_unit(rect.size());
    let grid = rect.shrink2(vec2(layout::SIDE_MARGIN * u, 0.0));
    for region in &page.regions {
        let [left, top, width, height] = layout::frame(region, layout.grid);
        let area = Rect::from_min_size(
            pos2(
                grid.left() + left * grid.width(),
                grid.top() + top * grid.height(),
            ),
            vec2(width * grid.width(), height * grid.height()),
        );
        if let Some(fill) = region.fill {
            ui.painter().rect_filled(area, 0.0, colour(fill));
        }
        let inner = area.shrink(0.6 * u);
        let flip = draw_region(ui, file, layout, region, inner, u, figures);
        next = [next, flip].into_iter().flatten().min();
    }
    next
}

/// A line to draw: its text, size in pixels, colour and font.
struct Line {
    text: String,
    size: f32,
    colour: Color32,
    font: Font,
}

fn draw_region(
    ui: &mut Ui,
    file: &LayoutFile,
    layout: &Layout,
    region: &Region,
    area: Rect,
    u: f32,
    figures: &Figures,
) -> Option<Duration> {
    let sizes = region.text(layout.grid);
    let (value, caption) = (sizes.value * u, sizes.caption * u);
    let main = colour(region.colour);
    let grey = colour(Colour::Grey);
    let w = Texts::of(figures.lang);
    match region.figure.shape() {
        Shape::Picture => {
            if let Figure::Image(name) = &region.figure
                && let Some(picture) = file.pictures.get(name)
            {
                picture_in(ui, &file.name, name, picture, area, region);
            }
            None
        }
        Shape::List if region.figure == Figure::Notices => {
            let rows: Vec<String> = notices(figures);
            let least = layout::least_text() * u;
            let wording = Wording {
                size: value.max(least),
                least,
                colour: main,
                align: region.align,
            };
            draw_notices(ui, area, &rows, pinned(figures), &wording, figures.now)
        }
        Shape::List => {
            let (title, rows) = list(&region.figure, figures);
            let pinned = match region.figure {
                Figure::Moves => pinned(figures),
                _ => 0,
            };
            // A list with no caption gives its caption's line to a row.
            let captioned = !title.is_empty();
            // A column as wide as its widest row, so a place stays near its amount and a
            // name whole beside its seat; as many columns as the region holds.
            let pitch = (widest_row(ui, &rows, value, region.font) + value)
                .min(area.width() + value)
                .max(2.0 * value);
            let columns = (((area.width() + value) / pitch).floor() as usize).clamp(1, 4);
            let (page, pages, turn) =
                list_page(area, value, captioned, columns, &rows, pinned, figures.now);
            let title = if pages > 1 && captioned {
                fill!(w, "layout_Page", title, page = page + 1, pages)
            } else {
                title
            };
            let rows_per_column = rows_fit(area.height(), value, captioned);
            // The rows pinned (a table breaking, a move waiting) head every page.
            let per_page = (rows_per_column * columns).saturating_sub(pinned).max(1);
            let shown: Vec<&(String, String)> = (rows.iter().take(pinned))
                .chain(rows.iter().skip(pinned + page * per_page).take(per_page))
                .collect();
            let mut lines_area = area;
            // The caption on the top line, the rows under it.
            let caption_line =
                Rect::from_min_size(area.min, vec2(area.width(), value * layout::LINE_HEIGHT));
            draw_lines(
                ui,
                caption_line,
                region.align,
                &[Line {
                    text: title,
                    size: value,
                    colour: grey,
                    font: Font::Sans,
                }],
                false,
            );
            if captioned {
                lines_area.min.y += value * layout::LINE_HEIGHT;
            }
            let column_width = pitch;
            for (k, (label, amount)) in shown.into_iter().enumerate() {
                let (column, row) = (k / rows_per_column, k % rows_per_column);
                let cell = Rect::from_min_size(
                    pos2(
                        lines_area.left() + column as f32 * column_width,
                        lines_area.top() + row as f32 * value * layout::LINE_HEIGHT,
                    ),
                    vec2(column_width - value, value * layout::LINE_HEIGHT),
                );
                // A row that is a sentence alone (a move, a notice) is in the region's colour.
                let label_colour = if amount.is_empty() { main } else { grey };
                row_in(
                    ui,
                    cell,
                    label,
                    amount,
                    value,
                    label_colour,
                    main,
                    region.font,
                );
            }
            turn
        }
        shape => {
            let (head, body, detail) = lines(&region.figure, figures);
            let body_colour = match (&region.figure, figures.display.clock.state) {
                (Figure::Clock, ClockState::Paused) => colour(Colour::Red),
                (Figure::Clock, ClockState::NotStarted) => grey,
                _ => main,
            };
            let mut lines = Vec::new();
            if shape != Shape::Value {
                lines.push(Line {
                    text: head,
                    size: caption,
                    colour: grey,
                    font: Font::Sans,
                });
            }
            lines.push(Line {
                text: body,
                size: value,
                colour: body_colour,
                font: region.font,
            });
            if shape == Shape::CaptionValueDetail {
                lines.push(Line {
                    text: detail,
                    size: caption,
                    colour: main,
                    font: Font::Sans,
                });
            }
            let wrap = matches!(region.figure, Figure::Announcement | Figure::Text(_));
            draw_lines(ui, area, region.align, &lines, wrap);
            None
        }
    }
}

/// The caption, value and detail of a figure of one value.
fn lines(figure: &Figure, figures: &Figures) -> (String, String, String) {
    let d = figures.display;
    let w = Texts::of(figures.lang);
    let t = Texts::of(figures.lang);
    let currency = d.currency.as_deref();
    let on_break = matches!(d.clock.period, PeriodRef::Break { .. });
    let none = || "—".to_string();
    let caption = |text: &str| text.to_string();
    match figure {
        // The demo's title marked, so the room sees it is no real event.
        Figure::Title if riffle_tournament::demo::is_demo(&d.title) => (
            String::new(),
            format!("{} · {}", w.text("demo_mark"), d.title),
            String::new(),
        ),
        Figure::Title => (String::new(), d.title.clone(), String::new()),
        Figure::Clock => (
            String::new(),
            clock_time(d.clock.time_left_ms),
            String::new(),
        ),
        Figure::Level => {
            let text = match d.clock.period {
                PeriodRef::Level(n) => fill!(w, "layout_Level", n),
                PeriodRef::Break { .. } => caption(w.text("layout_Break")),
            };
            (String::new(), text, String::new())
        }
        Figure::Blinds => match &d.level {
            Some(level) if on_break => (
                caption(w.text("layout_AfterBreak")),
                blinds(level, t),
                level_detail(level, figures.lang),
            ),
            Some(level) => (
                game_caption(level.game, figures.lang),
                blinds(level, t),
                level_detail(level, figures.lang),
            ),
            None => (caption(w.text("layout_Blinds")), none(), String::new()),
        },
        Figure::NextLevel => {
            let next = d.next_level.as_ref().map(|level| {
                let ante = ante(level.ante, figures.lang);
                if ante.is_empty() {
                    blinds(level, t)
                } else {
                    format!("{} · {ante}", blinds(level, t))
                }
            });
            (
                caption(w.text("layout_NextLevel")),
                next.unwrap_or_else(none),
                String::new(),
            )
        }
        Figure::PlayersLeft => (
            caption(w.text("layout_PlayersLeft")),
            t.number(u64::from(d.players_left)),
            String::new(),
        ),
        Figure::Entries => (
            caption(w.text("layout_Entries")),
            t.number(u64::from(d.entries)),
            String::new(),
        ),
        Figure::AverageStack => (
            caption(w.text("layout_AverageStack")),
            if d.average_stack > 0 {
                t.number(d.average_stack)
            } else {
                none()
            },
            String::new(),
        ),
        Figure::AverageBigBlinds => (
            caption(w.text("layout_AverageBigBlinds")),
            if d.average_stack_bb_tenths > 0 {
                t.tenths(d.average_stack_bb_tenths)
            } else {
                none()
            },
            String::new(),
        ),
        Figure::PrizePool => (
            caption(w.text("layout_PrizePool")),
            t.money(d.prize_pool, currency),
            String::new(),
        ),
        Figure::NextBreak => (
            caption(w.text("layout_NextBreak")),
            d.clock
                .next_break_in_ms
                .map_or_else(|| caption(w.text("layout_NoBreak")), clock_time),
            String::new(),
        ),
        Figure::TimeOfDay => {
            let local = figures.now.with_timezone(&chrono::Local);
            (
                String::new(),
                local.format("%H:%M").to_string(),
                String::new(),
            )
        }
        Figure::Announcement => (
            String::new(),
            d.announcement.clone().unwrap_or_default(),
            String::new(),
        ),
        Figure::Text(words) => (String::new(), words.clone(), String::new()),
        Figure::Payouts
        | Figure::Moves
        | Figure::LeagueTable
        | Figure::Seating
        | Figure::Notices
        | Figure::Image(_) => (String::new(), String::new(), String::new()),
    }
}

fn blinds(level: &LevelSpec, t: &Texts) -> String {
    format!(
        "{} / {}",
        t.number(level.small_blind),
        t.number(level.big_blind)
    )
}

/// The blinds' caption: the game when it is not no-limit hold'em, so a mixed event's room sees
/// what it plays this level.
fn game_caption(game: Game, lang: Lang) -> String {
    let w = Texts::of(lang);
    match game {
        Game::NoLimitHoldem => w.text("layout_Blinds").to_string(),
        other => w.game(other).to_string(),
    }
}

/// The line under the blinds: the ante, and a limit level's bets.
fn level_detail(level: &LevelSpec, lang: Lang) -> String {
    let chips = |n| riffle_text::group_digits(n, lang);
    let bets = level.bets.map(|bets| {
        fill!(
            Texts::of(lang),
            "layout_LimitBets",
            small = chips(bets.small_bet),
            big = chips(bets.big_bet)
        )
    });
    let lines: Vec<String> = [Some(ante(level.ante, lang)), bets]
        .into_iter()
        .flatten()
        .filter(|line| !line.is_empty())
        .collect();
    lines.join(" · ")
}

/// The ante's line, empty with no ante.
fn ante(ante: Ante, lang: Lang) -> String {
    let w = Texts::of(lang);
    let chips = |n| riffle_text::group_digits(n, lang);
    match ante {
        Ante::None => String::new(),
        Ante::Classic(n) => fill!(w, "layout_Ante", chips = chips(n)),
        Ante::BigBlind(n) => fill!(w, "layout_BigBlindAnte", chips = chips(n)),
    }
}

/// A list figure's caption and its rows (a label and a value each).
fn list(figure: &Figure, figures: &Figures) -> (String, Vec<(String, String)>) {
    let d = figures.display;
    let lang = figures.lang;
    let w = Texts::of(lang);
    let t = Texts::of(lang);
    let currency = d.currency.as_deref();
    let caption = |text: &str| text.to_string();
    match figure {
        // During a break of a league's event, its table in place of the payouts.
        Figure::Payouts if figures.league.is_some() => list(&Figure::LeagueTable, figures),
        Figure::Payouts => match &d.deal {
            Some(deal) => {
                let mut rows: Vec<(String, String)> = (deal.shares.iter())
                    .map(|(name, amount)| (name.clone(), t.money(*amount, currency)))
                    .collect();
                if deal.kept > 0 {
                    rows.push((caption(w.text("layout_Kept")), t.money(deal.kept, currency)));
                }
                (caption(w.text("layout_Deal")), rows)
            }
            None => {
                let title = match d.clock.registration {
                    Registration::Open { .. } => caption(w.text("layout_PayoutsProvisional")),
                    Registration::Closed => caption(w.text("layout_Payouts")),
                };
                let rows: Vec<(String, String)> = (d.payouts.iter().zip(1u32..))
                    .map(|(&prize, n)| (fill!(w, "layout_Place", n), t.money(prize, currency)))
                    .collect();
                let title = if rows.is_empty() {
                    caption(w.text("layout_NoPayouts"))
                } else {
                    title
                };
                (title, rows)
            }
        },
        Figure::Moves => {
            let rows: Vec<(String, String)> = (d.moves.iter())
                .map(|notice| match notice {
                    MoveNotice::Breaking { table } => {
                        (fill!(w, "layout_TableBreaking", table), String::new())
                    }
                    MoveNotice::Waiting { from, to } => {
                        (fill!(w, "layout_MoveWaiting", from, to), String::new())
                    }
                    MoveNotice::Moved { name, to, .. } => (
                        fill!(w, "layout_Moved", name, to = to.table.0, to_seat = to.seat),
                        String::new(),
                    ),
                })
                .collect();
            let title = if rows.is_empty() {
                caption(w.text("layout_NoMoves"))
            } else {
                caption(w.text("layout_Moves"))
            };
            (title, rows)
        }
        Figure::LeagueTable => match figures.league {
            Some((name, rows)) => (
                name.to_string(),
                rows.iter()
                    .map(|row| {
                        let rank = if row.shared {
                            format!("{}= {}", row.rank, row.name)
                        } else {
                            format!("{} {}", row.rank, row.name)
                        };
                        let points = riffle_core::league::shown_in(row.points, lang);
                        (rank, fill!(w, "layout_Points", points))
                    })
                    .collect(),
            ),
            None => (caption(w.text("layout_NoLeague")), Vec::new()),
        },
        Figure::Seating => {
            let rows: Vec<(String, String)> = (d.seating.iter())
                .map(|seat| {
                    let at = fill!(w, "layout_Seat", table = seat.table, seat = seat.seat);
                    (seat.name.clone(), at)
                })
                .collect();
            let title = if rows.is_empty() {
                caption(w.text("layout_NoSeats"))
            } else {
                caption(w.text("layout_Seating"))
            };
            (title, rows)
        }
        _ => (String::new(), Vec::new()),
    }
}

/// How many alternates the notices name: the next few, whose turn is coming.
const SHOWN_ALTERNATES: usize = 6;

/// What the room must know now, most pressing first: the moves, hand-for-hand, the clock
/// stopped, the colour-ups and the break's message, registration, the biggest bounties, a
/// satellite's seats and the alternates (`layout.js` says the same in the same order).
fn notices(figures: &Figures) -> Vec<String> {
    let d = figures.display;
    let w = Texts::of(figures.lang);
    let chips = |list: &[riffle_core::Chips]| {
        let names: Vec<String> = list.iter().map(|&c| w.number(c)).collect();
        names.join(", ")
    };
    let (_, moves) = list(&Figure::Moves, figures);
    let mut rows: Vec<String> = moves.into_iter().map(|(text, _)| text).collect();
    if d.day_ended {
        rows.push(w.text("notice_DayEnded").to_string());
    }
    if d.hand_for_hand {
        rows.push(match d.clock.hand_for_hand {
            Some(n) => fill!(w, "notice_HandsPlayed", n),
            None => w.text("notice_HandForHand").to_string(),
        });
    }
    match d.clock.state {
        // The day's end says why the clock stands still.
        _ if d.day_ended => {}
        ClockState::Paused => rows.push(w.text("notice_Paused").to_string()),
        ClockState::NotStarted => rows.push(w.text("notice_NotStarted").to_string()),
        ClockState::Running if d.clock.final_level => {
            rows.push(w.text("notice_LastLevel").to_string());
        }
        ClockState::Running => {}
    }
    match &d.on_break {
        Some(brk) => {
            if !brk.color_up.is_empty() {
                rows.push(fill!(w, "notice_ColourUpNow", chips = chips(&brk.color_up)));
            }
            if let Some(message) = (brk.message.as_ref())
                .map(|m| m.get(figures.lang))
                .filter(|m| !m.trim().is_empty())
            {
                rows.push(message.to_string());
            }
        }
        None if !d.next_color_up.is_empty() => {
            rows.push(fill!(
                w,
                "notice_ColourUpNext",
                chips = chips(&d.next_color_up)
            ));
        }
        None => {}
    }
    match d.clock.registration {
        Registration::Open {
            closes_in_ms: Some(ms),
        } if d.clock.state != ClockState::NotStarted => {
            rows.push(fill!(w, "notice_RegistrationCloses", time = clock_time(ms)));
        }
        Registration::Open { .. } => rows.push(w.text("notice_RegistrationOpen").to_string()),
        Registration::Closed => {}
    }
    let currency = d.currency.as_deref();
    rows.extend(d.offers.iter().map(|offer| offered(offer, w, currency)));
    if !d.heads.is_empty() {
        let heads: Vec<String> = (d.heads.iter())
            .map(|(name, head)| format!("{name} {}", w.money(*head, currency)))
            .collect();
        rows.push(fill!(w, "notice_Bounties", heads = heads.join(" · ")));
    }
    if let Some(seats) = &d.satellite {
        let (won, left) = (seats.won, seats.left());
        rows.push(match &seats.target {
            Some(target) => fill!(w, "notice_SatelliteTo", target, won, left),
            None => fill!(w, "notice_Satellite", won, left),
        });
    }
    if !d.alternates.is_empty() {
        let mut names: Vec<String> = (d.alternates.iter().take(SHOWN_ALTERNATES))
            .zip(1..)
            .map(|(name, k)| format!("{k} {name}"))
            .collect();
        let more = d.alternates.len().saturating_sub(SHOWN_ALTERNATES);
        if more > 0 {
            names.push(format!("+{more}"));
        }
        let names = names.join(" · ");
        rows.push(match d.seats_free.filter(|&free| free > 0) {
            Some(n) => fill!(w, "notice_SeatsFree", names, n),
            None => fill!(w, "notice_Alternates", names),
        });
    }
    rows
}

/// A purchase on sale: what it is, until which level, what it costs and buys.
fn offered(offer: &OfferShown, w: &Texts, currency: Option<&str>) -> String {
    let price = w.money(offer.price, currency);
    let chips = w.number(offer.stack);
    match (offer.sold, offer.until_level) {
        (Sold::Rebuy, Some(level)) => fill!(w, "notice_Rebuy", level, price, chips),
        (Sold::AddOn, Some(level)) if offer.open => {
            fill!(w, "notice_AddOnOpen", level, price, chips)
        }
        (Sold::AddOn, Some(level)) => fill!(w, "notice_AddOnComing", level, price, chips),
        (_, Some(level)) => fill!(w, "notice_ReEntry", level, price, chips),
        (_, None) => fill!(w, "notice_ReEntryWhileRegistering", price, chips),
    }
}

/// Rows of `row` pixels that fit, under a caption of the same size when `captioned`.
fn rows_fit(height: f32, row: f32, captioned: bool) -> usize {
    ((height / (row * layout::LINE_HEIGHT)).floor() as usize)
        .saturating_sub(usize::from(captioned))
        .max(1)
}

/// The width the widest of `rows` takes at `size`: its label, half a text height, its value.
fn widest_row(ui: &Ui, rows: &[(String, String)], size: f32, value_font: Font) -> f32 {
    ui.ctx().fonts_mut(|fonts| {
        let mut width = |text: &str, font_of: Font| {
            (fonts.layout_no_wrap(text.to_string(), font(size, font_of), Color32::WHITE))
                .size()
                .x
        };
        (rows.iter())
            .map(|(label, value)| match value.is_empty() {
                true => width(label, Font::Sans),
                false => width(label, Font::Sans) + size * 0.5 + width(value, value_font),
            })
            .fold(0.0, f32::max)
    })
}

/// Which page of a list shows at `now`, of how many, and when the next turns.
/// The first `pinned` rows head every page; the others share what room is left.
fn list_page(
    area: Rect,
    row: f32,
    captioned: bool,
    columns: usize,
    rows: &[(String, String)],
    pinned: usize,
    now: DateTime<Utc>,
) -> (usize, usize, Option<Duration>) {
    let per_page = (rows_fit(area.height(), row, captioned) * columns)
        .saturating_sub(pinned)
        .max(1);
    let pages = rows.len().saturating_sub(pinned).div_ceil(per_page).max(1);
    page_now(pages, now)
}

/// Which of `pages` shows at `now`, of how many, and when the next turns (every
/// [`PAGE_SECONDS`], as on the TV page).
fn page_now(pages: usize, now: DateTime<Utc>) -> (usize, usize, Option<Duration>) {
    if pages <= 1 {
        return (0, 1, None);
    }
    let period = PAGE_SECONDS * 1000;
    let millis = now.timestamp_millis();
    let page = usize::try_from(millis.div_euclid(period).rem_euclid(pages as i64)).unwrap_or(0);
    let turn = u64::try_from(period - millis.rem_euclid(period)).unwrap_or(0);
    (page, pages, Some(Duration::from_millis(turn)))
}

/// How many rows of the moves (and of the notices, which start with them) stay on every
/// page: the tables breaking and the moves waiting, which every player must see.
fn pinned(figures: &Figures) -> usize {
    (figures.display.moves.iter())
        .filter(|notice| !matches!(notice, MoveNotice::Moved { .. }))
        .count()
}

/// How the notices are worded on screen: their size, the least they may shrink to, their
/// colour and where they sit across the region.
struct Wording {
    size: f32,
    least: f32,
    colour: Color32,
    align: layout::Align,
}

/// The notices, each a sentence wrapped onto as many lines as it needs across the region, at
/// the region's size (smaller only down to the least a back row reads, when one would not
/// fit the region alone); pages turn when they do not all fit, the first `pinned` heading
/// every page (`layout.js` pages them alike). Returns when the next page turns.
fn draw_notices(
    ui: &mut Ui,
    area: Rect,
    rows: &[String],
    pinned: usize,
    wording: &Wording,
    now: DateTime<Utc>,
) -> Option<Duration> {
    if rows.is_empty() || area.width() <= 0.0 {
        return None;
    }
    let heights = |size: f32| -> Vec<f32> {
        ui.ctx().fonts_mut(|fonts| {
            (rows.iter())
                .map(|text| {
                    let id = font(size, Font::Sans);
                    (fonts.layout(text.clone(), id, wording.colour, area.width()))
                        .size()
                        .y
                })
                .collect()
        })
    };
    let mut size = wording.size;
    let mut tall = heights(size);
    loop {
        let head: f32 = tall.iter().take(pinned).sum();
        let longest = tall.iter().skip(pinned).copied().fold(0.0, f32::max);
        if head + longest <= area.height() || size <= wording.least {
            break;
        }
        size = (size * 0.95).max(wording.least);
        tall = heights(size);
    }
    let pages = notice_pages(&tall, pinned, area.height());
    let (page, _, turn) = page_now(pages.len(), now);
    let shown: Vec<usize> = (0..pinned.min(rows.len()))
        .chain(pages.get(page).cloned().unwrap_or_default())
        .collect();
    let total: f32 = shown.iter().map(|&k| tall[k]).sum();
    let mut y = area.top() + ((area.height() - total) / 2.0).max(0.0);
    for k in shown {
        let rect = Rect::from_min_size(pos2(area.left(), y), vec2(area.width(), tall[k]));
        let halign = match wording.align {
            layout::Align::Left => egui::Align::Min,
            layout::Align::Centre => egui::Align::Center,
            layout::Align::Right => egui::Align::Max,
        };
        let label = Label::new(
            RichText::new(&rows[k])
                .font(font(size, Font::Sans))
                .color(wording.colour),
        )
        .selectable(false)
        .wrap()
        .halign(halign);
        ui.scope_builder(UiBuilder::new().max_rect(rect), |ui| {
            ui.set_clip_rect(area.intersect(ui.clip_rect()));
            ui.add(label);
        });
        y += tall[k];
    }
    turn
}

/// The notices after the `pinned` ones, packed into pages in order: each page as many as fit
/// under the pinned ones, at least one.
fn notice_pages(heights: &[f32], pinned: usize, room: f32) -> Vec<Vec<usize>> {
    let head: f32 = heights.iter().take(pinned).sum();
    let mut pages: Vec<Vec<usize>> = Vec::new();
    let mut used = f32::INFINITY;
    for (k, &height) in heights.iter().enumerate().skip(pinned) {
        if used + height > room - head {
            pages.push(Vec::new());
            used = 0.0;
        }
        used += height;
        if let Some(page) = pages.last_mut() {
            page.push(k);
        }
    }
    pages
}

fn font(size: f32, font: Font) -> FontId {
    match font {
        Font::Sans => FontId::new(size, FontFamily::Proportional),
        Font::Digits => FontId::new(size, FontFamily::Monospace),
    }
}

/// Lines stacked and centred in the height of `area`, each aligned across it and shrunk to its
/// width (or wrapped, for words of any length). Each line is a label, so it is read out like
/// the rest of the window.
fn draw_lines(ui: &mut Ui, area: Rect, align: layout::Align, lines: &[Line], wrap: bool) {
    let sized: Vec<(FontId, egui::Vec2)> = lines
        .iter()
        .map(|line| {
            ui.ctx().fonts_mut(|fonts| {
                let measured = fonts
                    .layout_no_wrap(line.text.clone(), font(line.size, line.font), line.colour)
                    .size();
                if wrap {
                    // Wrapped to the region's width, and smaller when it would overflow its
                    // height: the whole sentence stays on the screen.
                    let mut size = line.size;
                    loop {
                        let id = font(size, line.font);
                        let galley =
                            fonts.layout(line.text.clone(), id.clone(), line.colour, area.width());
                        let fits = galley.size().y <= area.height() || size <= line.size / 4.0;
                        if fits {
                            break (id, galley.size());
                        }
                        size *= 0.9;
                    }
                } else if measured.x > area.width() {
                    let id = font(line.size * area.width() / measured.x, line.font);
                    (id, measured * (area.width() / measured.x))
                } else {
                    (font(line.size, line.font), measured)
                }
            })
        })
        .collect();
    let total: f32 = sized.iter().map(|(_, size)| size.y).sum();
    let mut y = area.top() + ((area.height() - total) / 2.0).max(0.0);
    for (line, (id, size)) in lines.iter().zip(sized) {
        let x = match align {
            layout::Align::Left => area.left(),
            layout::Align::Centre => area.center().x - size.x / 2.0,
            layout::Align::Right => area.right() - size.x,
        };
        let rect = Rect::from_min_size(pos2(x, y), size).intersect(area);
        label_at(ui, rect, &line.text, id, line.colour, wrap);
        y += size.y;
    }
}

/// A label filling `rect`, clipped to it.
fn label_at(ui: &mut Ui, rect: Rect, text: &str, id: FontId, colour: Color32, wrap: bool) {
    if text.is_empty() || rect.width() <= 0.0 || rect.height() <= 0.0 {
        return;
    }
    let label = Label::new(RichText::new(text).font(id).color(colour)).selectable(false);
    let label = if wrap {
        label.wrap().halign(egui::Align::Center)
    } else {
        label.extend()
    };
    let builder = UiBuilder::new().max_rect(rect);
    ui.scope_builder(builder, |ui| {
        ui.set_clip_rect(rect.intersect(ui.clip_rect()));
        ui.add(label);
    });
}

/// One row of a list: the label on the left, the value on the right.
#[allow(clippy::too_many_arguments)]
fn row_in(
    ui: &mut Ui,
    cell: Rect,
    label: &str,
    value: &str,
    size: f32,
    label_colour: Color32,
    value_colour: Color32,
    font_of_value: Font,
) {
    let value_size = ui.ctx().fonts_mut(|fonts| {
        fonts
            .layout_no_wrap(value.to_string(), font(size, font_of_value), value_colour)
            .size()
    });
    let room = (cell.width() - value_size.x - size * 0.5).max(size);
    let label_size = ui.ctx().fonts_mut(|fonts| {
        fonts
            .layout_no_wrap(label.to_string(), font(size, Font::Sans), label_colour)
            .size()
    });
    let fitted = if label_size.x > room {
        size * room / label_size.x
    } else {
        size
    };
    let label_rect = Rect::from_min_size(
        pos2(
            cell.left(),
            cell.center().y - label_size.y * fitted / size / 2.0,
        ),
        label_size * (fitted / size),
    );
    label_at(
        ui,
        label_rect,
        label,
        font(fitted, Font::Sans),
        label_colour,
        false,
    );
    let value_rect = Rect::from_min_size(pos2(cell.right() - value_size.x, cell.top()), value_size);
    label_at(
        ui,
        value_rect,
        value,
        font(size, font_of_value),
        value_colour,
        false,
    );
}

/// A picture scaled to fit its region, its proportions kept, placed by the region's alignment.
fn picture_in(ui: &Ui, layout: &str, name: &str, picture: &Picture, area: Rect, region: &Region) {
    let id = egui::Id::unique(("layout-picture", layout, name, picture.png.len()));
    let texture = ui.ctx().data_mut(|data| data.get_temp::<TextureHandle>(id));
    let texture = texture.unwrap_or_else(|| {
        let image = ColorImage::from_rgba_unmultiplied(
            [picture.width as usize, picture.height as usize],
            &picture.rgba,
        );
        let handle =
            ui.ctx()
                .load_texture(format!("{layout}/{name}"), image, TextureOptions::LINEAR);
        ui.ctx()
            .data_mut(|data| data.insert_temp(id, handle.clone()));
        handle
    });
    let (width, height) = (picture.width as f32, picture.height as f32);
    let scale = (area.width() / width).min(area.height() / height);
    let size = vec2(width * scale, height * scale);
    let x = match region.align {
        layout::Align::Left => area.left(),
        layout::Align::Centre => area.center().x - size.x / 2.0,
        layout::Align::Right => area.right() - size.x,
    };
    let rect = Rect::from_min_size(pos2(x, area.center().y - size.y / 2.0), size);
    ui.painter().image(
        texture.id(),
        rect,
        Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0)),
        Color32::WHITE,
    );
}
