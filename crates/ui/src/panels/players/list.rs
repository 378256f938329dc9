//! The roster: the search, the filter, and the virtualised list of every entry with its columns,
//! built from what is derived once per change of the tournament or of the search.

use crate::i18n::Texts;
use crate::panels::{Cx, go_color};
use crate::theme;
use egui::text::{LayoutJob, TextWrapping};
use egui::{
    Align, Color32, Key, Rect, RichText, ScrollArea, Sense, TextEdit, TextStyle, Ui, Vec2,
    WidgetInfo,
};
use riffle_core::floor::PlayerId;
use riffle_text::Words;
use riffle_text::{Folded, Lookup};
use riffle_tournament::{Entry, Standing, Tournament};

use super::{Filter, PlayersPanel, Roster, Rows, SortBy};

impl PlayersPanel {
    /// A player's status and its colour, as the list and the details both show it: in play,
    /// away, or out with the place.
    pub(super) fn status_of(
        &self,
        cx: &Cx,
        w: &Words,
        entry: &Entry,
        ui: &Ui,
    ) -> (String, Color32) {
        let place = self
            .roster
            .places
            .get(entry.id.0 as usize)
            .and_then(Option::as_ref);
        if entry.withdrawn.is_some() {
            return (
                w.text("status_withdrawn").to_string(),
                ui.visuals().weak_text_color(),
            );
        }
        let away = entry.in_play() && cx.tournament.away(entry.id);
        status(
            cx.t,
            w,
            cx.display.currency.as_deref(),
            entry.in_play(),
            away,
            place,
            ui,
        )
    }

    /// The search field, the filter and the count of rows shown. Arrow keys in the field move
    /// the selection through the rows.
    pub(super) fn search_row(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) {
        let t = cx.t;
        let id = ui.make_persistent_id("player-search");
        // In the search field, or as single keys when the window's input rules let them act.
        let focused = ui.memory(|m| m.has_focus(id))
            || (ui.memory(|m| m.focused().is_none()) && crate::keys::single_keys(ui.ctx()));
        if focused {
            let (down, up) = ui.input_mut(|i| {
                (
                    i.consume_key(egui::Modifiers::NONE, Key::ArrowDown),
                    i.consume_key(egui::Modifiers::NONE, Key::ArrowUp),
                )
            });
            self.step_selection(cx, i32::from(down) - i32::from(up));
        }
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(RichText::new(w.text("search")).strong());
            let room = ui.available_width() - ui.spacing().item_spacing.x;
            ui.add(
                TextEdit::singleline(&mut self.query)
                    .id(id)
                    .hint_text(w.text("search_hint"))
                    .desired_width(theme::space::SEARCH_WIDTH.min(room)),
            )
            .labelled_by(label.id);
            ui.add_space(theme::space::ITEM_GAP);
            for (filter, text) in [
                (Filter::All, w.text("filter_all")),
                (Filter::In, w.text("filter_in")),
                (Filter::Out, w.text("filter_out")),
            ] {
                ui.radio_value(&mut self.filter, filter, text);
            }
            self.rows
                .refresh(&self.roster, &self.query, self.filter, self.sort);
            ui.add_space(theme::space::ITEM_GAP);
            let shown = t.number(self.rows.players.len() as u64);
            let total = t.number(cx.tournament.entries().len() as u64);
            ui.label(RichText::new(riffle_text::fill!(w, "shown_of", shown, total)).weak());
            ui.add_space(theme::space::BLOCK_GAP);
            ui.label(format!(
                "{} · {}",
                t.labelled(t.text("entries"), &t.number(u64::from(cx.display.entries))),
                t.labelled(
                    t.text("players_left"),
                    &t.number(u64::from(cx.display.players_left))
                )
            ));
        });
    }

    pub(super) fn step_selection(&mut self, cx: &Cx, step: i32) {
        if step == 0 {
            return;
        }
        self.roster
            .refresh(cx.tournament, cx.tournament.history().len());
        self.rows
            .refresh(&self.roster, &self.query, self.filter, self.sort);
        let rows = &self.rows.players;
        if rows.is_empty() {
            return;
        }
        let current = self
            .selected
            .and_then(|player| rows.iter().position(|&p| p == player));
        let index = match current {
            None => 0,
            Some(i) if step > 0 => (i + 1).min(rows.len() - 1),
            Some(i) => i.saturating_sub(1),
        };
        self.selected = Some(rows[index]);
        self.scroll_to = Some(index);
    }

    /// The list of entries: a header, then only the rows in view.
    pub(super) fn list(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) {
        let tournament = cx.tournament;
        if self.rows.players.is_empty() {
            let text = if tournament.entries().is_empty() {
                w.text("nobody")
            } else {
                w.text("no_match")
            };
            ui.label(RichText::new(text).size(theme::size::FIGURE));
            return;
        }
        let header = [
            (w.text("col_entry"), Some(SortBy::Entry)),
            (cx.t.text("name"), Some(SortBy::Name)),
            (w.text("players_chips"), Some(SortBy::Chips)),
            (w.text("col_seat"), Some(SortBy::Table)),
            (w.text("col_status"), Some(SortBy::Place)),
            (w.text("col_purchases"), None),
        ];
        let widths = self.content_widths(ui, cx, w, header.map(|(text, _)| text));
        let columns = Columns::new(ui.available_width(), widths, self.roster.offers_purchases);
        let (rect, _) = ui.allocate_exact_size(
            Vec2::new(columns.width, theme::space::PLAYER_ROW),
            Sense::hover(),
        );
        let strong = ui.visuals().strong_text_color();
        for (cell, (text, sort)) in columns.cells(rect).into_iter().zip(header) {
            let Some((rect, align)) = cell else {
                continue;
            };
            let Some(sort) = sort else {
                if paint_cell(ui, rect, text, align, strong).1 {
                    let id = ui.make_persistent_id(("header", text));
                    ui.interact(rect, id, Sense::hover()).on_hover_text(text);
                }
                continue;
            };
            // A sortable header: click to sort by it, again to turn the order round.
            let (by, reversed) = self.sort;
            let response = ui.interact(
                rect,
                ui.make_persistent_id(("sort", sort as u8)),
                Sense::click(),
            );
            let sort_by = riffle_text::fill!(w, "sort_by", column = text);
            response.widget_info(|| {
                WidgetInfo::selected(egui::Role::Button, true, by == sort, &sort_by)
            });
            let response = response.on_hover_text(&sort_by);
            let color = if response.hovered() {
                ui.visuals().widgets.hovered.fg_stroke.color
            } else {
                strong
            };
            let _ = paint_cell(ui, rect, text, align, color);
            if by == sort {
                sort_mark(ui, rect, reversed, color);
            }
            if response.clicked() {
                self.sort = (sort, by == sort && !reversed);
            }
        }

        let spacing = ui.spacing().item_spacing.y;
        let pitch = theme::space::PLAYER_ROW + spacing;
        let mut area = ScrollArea::vertical()
            .id_salt("players-list")
            .auto_shrink([false, false]);
        if let Some(index) = self.scroll_to.take() {
            let (offset, height) = self.viewport;
            let top = index as f32 * pitch;
            if top < offset {
                area = area.vertical_scroll_offset(top);
            } else if top + pitch > offset + height {
                area = area.vertical_scroll_offset(top + pitch - height);
            }
        }
        let rows = std::mem::take(&mut self.rows.players);
        let output = area.show_rows(ui, theme::space::PLAYER_ROW, rows.len(), |ui, range| {
            for index in range {
                let player = rows[index];
                match self.row(ui, cx, &columns, index, player) {
                    RowAsked::Nothing => {}
                    RowAsked::Select => self.selected = Some(player),
                    RowAsked::Eliminate => self.arm_elimination(player),
                }
            }
        });
        self.rows.players = rows;
        self.viewport = (output.state.clamped_offset().y, output.inner_rect.height());
    }

    /// One row; what the TD asked of it: a click selects it, its menu (a right click)
    /// eliminates the player straight from the search's result.
    pub(super) fn row(
        &self,
        ui: &mut Ui,
        cx: &Cx,
        columns: &Columns,
        index: usize,
        player: PlayerId,
    ) -> RowAsked {
        let t = cx.t;
        let w: &Words = cx.t;
        let tournament = cx.tournament;
        let Some(entry) = tournament.entry(player) else {
            return RowAsked::Nothing;
        };
        let (rect, response) = ui.allocate_exact_size(
            Vec2::new(columns.width, theme::space::PLAYER_ROW),
            Sense::click(),
        );
        let selected = self.selected == Some(player);
        let visuals = ui.visuals();
        let fill = if selected {
            Some(visuals.selection.bg_fill)
        } else if response.hovered() {
            Some(visuals.widgets.hovered.weak_bg_fill)
        } else if index % 2 == 1 {
            Some(visuals.faint_bg_color)
        } else {
            None
        };
        if let Some(fill) = fill {
            ui.painter()
                .rect_filled(rect.expand2(Vec2::new(0.0, 1.5)), 2.0, fill);
        }
        let seat = tournament.floor().seat_of(player);
        let (texts, status_color) = self.cells_of(cx, w, entry, ui);
        let status = texts[4].clone();
        let text_color = if selected {
            visuals.selection.stroke.color
        } else if entry.in_play() {
            visuals.text_color()
        } else {
            visuals.weak_text_color()
        };
        let mut cut = Vec::new();
        for (k, (cell, text)) in columns.cells(rect).into_iter().zip(&texts).enumerate() {
            if let Some((rect, align)) = cell {
                let color = if k == 4 && !selected {
                    status_color
                } else {
                    text_color
                };
                let (shown, was_cut) = paint_cell(ui, rect, text, align, color);
                if k == 1 {
                    // The name as shown, for a screen reader (and a test) to find whole or cut;
                    // a shortened name shows whole under the pointer.
                    let id = ui.make_persistent_id(("player-name", player.0));
                    let name = ui.interact(shown, id, Sense::hover());
                    name.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, text));
                    if was_cut {
                        name.on_hover_text(text);
                    }
                } else if was_cut {
                    cut.push(text.as_str());
                }
            }
        }
        // A cell too narrow for its text shows the whole of it on hover.
        let response = if cut.is_empty() {
            response
        } else {
            response.on_hover_text(cut.join("\n"))
        };
        // What a screen reader (and a test) reads for the row.
        let seat_words =
            seat.map(|s| riffle_text::fill!(t, "at_seat", table = s.table.0, seat = s.seat));
        let summary = [
            Some(entry.name.clone()),
            (!texts[2].is_empty()).then(|| texts[2].clone()),
            seat_words,
            Some(status),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(", ");
        let summary = format!("#{} {summary}", player.entry_number());
        response.widget_info(|| {
            WidgetInfo::selected(egui::Role::ListBoxOption, true, selected, &summary)
        });
        let mut asked = if response.clicked() {
            RowAsked::Select
        } else {
            RowAsked::Nothing
        };
        if entry.in_play() {
            response.context_menu(|ui| {
                if ui.button(w.text("eliminate")).clicked() {
                    asked = RowAsked::Eliminate;
                    ui.close();
                }
            });
        }
        asked
    }
}

/// What the column widths were measured for: the tournament's state, the language, the font
/// and the zoom, the currency.
pub(super) type Measured = (Option<usize>, riffle_text::Lang, u32, u32, Option<String>);

impl PlayersPanel {
    /// A row's cells as the list shows them, and the colour of its status.
    fn cells_of(&self, cx: &Cx, w: &Words, entry: &Entry, ui: &Ui) -> ([String; 6], Color32) {
        let seat = cx.tournament.floor().seat_of(entry.id);
        let (status, status_color) = self.status_of(cx, w, entry, ui);
        let texts = [
            entry.id.entry_number().to_string(),
            entry.name.clone(),
            if entry.in_play() {
                cx.t.number(entry.chips)
            } else {
                String::new()
            },
            seat.map_or_else(String::new, |s| format!("{} / {}", s.table.0, s.seat)),
            status,
            format!("{} / {}", entry.rebuys, entry.add_ons),
        ];
        (texts, status_color)
    }

    /// Each column's width by its widest cell (its header included) over every entry, not only
    /// those the search shows, so the columns stay put as the TD types. Measured again only
    /// when the tournament, the language, the font or the zoom change.
    fn content_widths(&mut self, ui: &Ui, cx: &Cx, w: &Words, header: [&str; 6]) -> [f32; 6] {
        let font = TextStyle::Body.resolve(ui.style());
        let key = (
            self.roster.history,
            cx.t.lang,
            font.size.to_bits(),
            ui.ctx().pixels_per_point().to_bits(),
            cx.display.currency.clone(),
        );
        if let Some((measured, widths)) = &self.widths
            && *measured == key
        {
            return *widths;
        }
        let color = ui.visuals().text_color();
        let measure = |text: &str| {
            (ui.painter())
                .layout_no_wrap(text.to_string(), font.clone(), color)
                .size()
                .x
        };
        let mut widths = header.map(measure);
        for entry in cx.tournament.entries() {
            let (texts, _) = self.cells_of(cx, w, entry, ui);
            for (width, text) in widths.iter_mut().zip(&texts) {
                *width = width.max(measure(text));
            }
        }
        self.widths = Some((key, widths));
        widths
    }
}

/// What the TD asked of a row of the list.
pub(super) enum RowAsked {
    Nothing,
    Select,
    Eliminate,
}

impl Roster {
    pub(super) fn refresh(&mut self, tournament: &Tournament, history: usize) {
        if self.history == Some(history) {
            return;
        }
        self.history = Some(history);
        let entries = tournament.entries();
        self.names.truncate(entries.len());
        for (k, entry) in entries.iter().enumerate() {
            match self.names.get_mut(k) {
                Some((name, _)) if *name == entry.name => {}
                Some(slot) => *slot = (entry.name.clone(), Folded::new(&entry.name)),
                None => self
                    .names
                    .push((entry.name.clone(), Folded::new(&entry.name))),
            }
        }
        self.places = vec![None; entries.len()];
        for standing in tournament.standings() {
            if let Some(slot) = self.places.get_mut(standing.player.0 as usize) {
                *slot = Some(standing);
            }
        }
        let floor = tournament.floor();
        self.seats = entries.iter().map(|e| floor.seat_of(e.id)).collect();
        self.chips = entries.iter().map(|e| e.chips).collect();
        self.withdrawn = entries.iter().map(|e| e.withdrawn.is_some()).collect();
        let structure = tournament.structure();
        self.offers_purchases = structure.rebuy.is_some() || structure.add_on.is_some();
    }
}

impl Rows {
    /// The entries the search finds (see [`Lookup`]), through the filter, in the order asked.
    pub(super) fn refresh(
        &mut self,
        roster: &Roster,
        query: &str,
        filter: Filter,
        sort: (SortBy, bool),
    ) {
        let history = roster.history.unwrap_or(0);
        let key = (history, query.to_string(), filter, sort);
        if self.key.as_ref() == Some(&key) {
            return;
        }
        let lookup = Lookup::read(query);
        let seat = |k: usize| roster.seats.get(k).copied().flatten();
        self.players.clear();
        for (k, (_, name)) in roster.names.iter().enumerate() {
            let out = roster.places.get(k).is_some_and(Option::is_some)
                || roster.withdrawn.get(k).copied().unwrap_or(false);
            let kept = match filter {
                Filter::All => true,
                Filter::In => !out,
                Filter::Out => out,
            };
            let player = PlayerId(k as u32);
            let matches = match &lookup {
                Lookup::All => true,
                Lookup::Seat { table, seat: at } => {
                    seat(k).is_some_and(|s| s.table.0 == *table && u32::from(s.seat) == *at)
                }
                Lookup::Number(n) => {
                    player.entry_number() == *n || seat(k).is_some_and(|s| s.table.0 == *n)
                }
                Lookup::Name(words) => name.is_found_by(words),
            };
            if kept && matches {
                self.players.push(player);
            }
        }
        let (by, reversed) = sort;
        let k = |p: &PlayerId| p.0 as usize;
        match by {
            SortBy::Entry => {}
            SortBy::Name => {
                (self.players).sort_by(|a, b| roster.names[k(a)].1.cmp(&roster.names[k(b)].1))
            }
            SortBy::Chips => self
                .players
                .sort_by_key(|p| std::cmp::Reverse(roster.chips.get(k(p)).copied())),
            // The unseated (out, or before the draw) after every table.
            SortBy::Table => self
                .players
                .sort_by_key(|p| seat(k(p)).map_or((1, 0, 0), |s| (0, s.table.0, s.seat))),
            SortBy::Place => self.players.sort_by_key(|p| {
                let place = roster.places.get(k(p)).and_then(Option::as_ref);
                place.map_or(0, |standing| standing.place)
            }),
        }
        if reversed {
            self.players.reverse();
        }
        // A bare number finds the entry of that number before the players at that table.
        if let Lookup::Number(n) = lookup
            && by == SortBy::Entry
            && !reversed
            && let Some(at) = self.players.iter().position(|&p| p.entry_number() == n)
        {
            let entry = self.players.remove(at);
            self.players.insert(0, entry);
        }
        self.key = Some(key);
    }
}

/// Where each column of the list goes across a row.
pub(super) struct Columns {
    pub(super) width: f32,
    /// Right edges, from the left of the row.
    pub(super) edges: [f32; 6],
    pub(super) purchases: bool,
}

impl Columns {
    /// The columns across `width`, each as wide as its widest cell (`widths`, the text alone)
    /// and the name column given what the others leave: a name is shortened only when the list
    /// is narrower than it. A window too narrow for the other columns and a short name narrows
    /// those columns too, down to half, rather than running the list past the window's edge.
    pub(super) fn new(width: f32, widths: [f32; 6], purchases: bool) -> Columns {
        const NAME_MIN: f32 = 160.0;
        const PAD: f32 = 2.0 * theme::space::ITEM_GAP;
        let mut fixed = widths.map(|text| text + PAD);
        fixed[1] = 0.0;
        if !purchases {
            fixed[5] = 0.0;
        }
        let room = width - theme::space::SCROLL_BAR_ROOM;
        let name_wanted = (widths[1] + PAD).max(NAME_MIN);
        let scale =
            ((room - NAME_MIN.min(name_wanted)) / fixed.iter().sum::<f32>()).clamp(0.5, 1.0);
        let fixed = fixed.map(|size| size * scale);
        let name = (room - fixed.iter().sum::<f32>()).max(NAME_MIN * scale);
        let mut edges = [0.0; 6];
        let mut x = 0.0;
        for (k, size) in fixed.iter().enumerate() {
            x += if k == 1 { name } else { *size };
            edges[k] = x;
        }
        Columns {
            width: width.max(x),
            edges,
            purchases,
        }
    }

    /// Each column's rectangle in `row`, with its alignment; `None` for a hidden column.
    pub(super) fn cells(&self, row: Rect) -> [Option<(Rect, Align)>; 6] {
        const PAD: f32 = theme::space::ITEM_GAP;
        let mut left = row.left();
        let aligns = [
            Align::Max,
            Align::Min,
            Align::Max,
            Align::Center,
            Align::Min,
            Align::Center,
        ];
        std::array::from_fn(|k| {
            let right = row.left() + self.edges[k];
            let rect = Rect::from_x_y_ranges(left + PAD..=right - PAD, row.y_range());
            left = right;
            (k != 5 || self.purchases).then_some((rect, aligns[k]))
        })
    }
}

/// Text in a cell of the list, on one line, cut with `…` if it does not fit; whether it was cut.
/// Also where the text shows (its galley within the cell).
pub(super) fn paint_cell(
    ui: &Ui,
    rect: Rect,
    text: &str,
    align: Align,
    color: Color32,
) -> (Rect, bool) {
    if rect.width() <= 0.0 {
        return (Rect::NOTHING, !text.is_empty());
    }
    let font = TextStyle::Body.resolve(ui.style());
    let mut job = LayoutJob::simple_singleline(text.to_string(), font, color);
    job.wrap = TextWrapping::truncate_at_width(rect.width());
    let galley = ui.painter().layout_job(job);
    let x = match align {
        Align::Min => rect.left(),
        Align::Center => rect.center().x - galley.size().x / 2.0,
        Align::Max => rect.right() - galley.size().x,
    };
    let y = rect.center().y - galley.size().y / 2.0;
    let cut = galley.elided;
    let shown = Rect::from_min_size(egui::pos2(x, y), galley.size()).intersect(rect);
    ui.painter()
        .with_clip_rect(rect.intersect(ui.clip_rect()))
        .galley(egui::pos2(x, y), galley, color);
    (shown, cut)
}

/// The mark beside the header the list is sorted by: a triangle pointing down for the usual
/// order (first entry, biggest stack, best place first), up when turned round. Painted, so it
/// needs no glyph from the font.
fn sort_mark(ui: &Ui, cell: Rect, reversed: bool, color: Color32) {
    let size = theme::space::SORT_MARK;
    let center = egui::pos2(cell.right() + size, cell.center().y);
    let tip = if reversed { -size } else { size };
    let points = vec![
        center + Vec2::new(-size, -tip / 2.0),
        center + Vec2::new(size, -tip / 2.0),
        center + Vec2::new(0.0, tip / 2.0),
    ];
    ui.painter().add(egui::Shape::convex_polygon(
        points,
        color,
        egui::Stroke::NONE,
    ));
}

/// A player's status as the list and the details show it, with its colour.
pub(super) fn status(
    t: &Texts,
    w: &Words,
    currency: Option<&str>,
    in_play: bool,
    away: bool,
    place: Option<&Standing>,
    ui: &Ui,
) -> (String, Color32) {
    let visuals = ui.visuals();
    match (in_play, place) {
        (true, Some(p)) if p.place == 1 => (w.text("status_winner").to_string(), go_color(ui)),
        (true, _) if away => (w.text("status_away").to_string(), visuals.warn_fg_color),
        (true, _) => (w.text("status_in").to_string(), go_color(ui)),
        (false, Some(p)) => {
            let place = t.ordinal(p.place);
            let mut text = if p.shared {
                riffle_text::fill!(w, "out_place_shared", place)
            } else {
                riffle_text::fill!(w, "out_place", place)
            };
            if p.prize > 0 {
                text = format!("{text} · {}", t.money(p.prize, currency));
            }
            (text, visuals.weak_text_color())
        }
        (false, None) => (w.text("status_out").to_string(), visuals.weak_text_color()),
    }
}
