//! The tables panel: the floor map of every table, the floor's pending instruction with accept
//! and override, the dealers' reports (calls to answer, busts to confirm), and a table's detail
//! with the actions a TD takes at a table.
//!
//! The map is a grid of cards drawn row by row as they scroll into view
//! ([`ScrollArea::show_rows`]), so a 1,112-table room costs what the twenty cards on screen
//! cost. Each card paints its seats directly (one accessible node per seat, for screen readers
//! and tests) and shows the button and blinds of the NEXT hand as the floor computes them: a
//! dead button, no small blind, heads-up, newcomers who sit out. What is derived from every
//! table (the filtered list, the counts) is kept between frames and recomputed only when the
//! tournament's history or the filter changes.

mod dealer_plan;
mod detail;
mod instruction;
mod map;
mod reports;
mod said;
mod seat_cards;

use super::{Asked, Cx, Outbox, Panel, View, with_tournament};
use crate::i18n::Texts;
use crate::i18n::words;
use crate::theme;
use egui::{Rect, RichText, ScrollArea, TextEdit, Ui, UiBuilder};
use map::{Filter, Listing};
use riffle_core::floor::{BreakOrder, PlayerId, Reporter, SeatRef, TableNo};
use riffle_text::Words;
use riffle_tournament::Command;

/// The TD sends one move of the pending instruction to another seat.
struct OverrideForm {
    player: PlayerId,
    table: String,
    seat: Option<u8>,
    reason: String,
}

/// The TD seats a player by hand at an open seat.
struct AssignForm {
    seat: SeatRef,
    query: String,
    player: Option<PlayerId>,
    reason: String,
    /// Players whose name matches the query, kept until the query or the tournament changes.
    matches: Vec<PlayerId>,
    matches_key: Option<(String, usize)>,
}

/// What was wrong with what the TD typed on the tab, before any command: kept as a fact and
/// worded when shown, so a change of language rewords it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Mistyped {
    /// Table numbers that are not whole numbers from 1 up, separated by commas or spaces.
    TableNumbers,
    /// A push interval that is no number of minutes.
    PushMinutes(String),
    /// A dealer named in a string of the rotation plan who has not checked in.
    UnknownDealer { name: String, string: usize },
}

impl Mistyped {
    fn words(&self, w: &Words) -> String {
        match self {
            Mistyped::TableNumbers => w.text("bad_table_numbers").to_string(),
            Mistyped::PushMinutes(typed) => riffle_text::fill!(w, "bad_push_minutes", typed),
            Mistyped::UnknownDealer { name, string } => {
                riffle_text::fill!(w, "unknown_dealer", name, n = string)
            }
        }
    }
}

/// How many players the seat-by-hand search lists.
const MATCHES_SHOWN: usize = 8;

#[derive(Default)]
pub struct TablesPanel {
    filter: Filter,
    /// Digits typed to find a table by its number.
    number: String,
    /// The table whose detail is open.
    selected: Option<TableNo>,
    listing: Listing,
    override_form: Option<OverrideForm>,
    assign: Option<AssignForm>,
    /// The seat picked for the first button or a button correction, with its table.
    button_seat: Option<(TableNo, u8)>,
    /// The seat picked to give the button of the hand being played, with its table.
    given_seat: Option<(TableNo, u8)>,
    /// Who moved for a balancing move by position, and to which seat, as the TD records it.
    moved: (Option<PlayerId>, Option<u8>),
    /// Table numbers typed to open.
    open_tables: String,
    /// What was wrong with the numbers typed, before any command.
    problem: Option<Mistyped>,
    /// The TD asked for the move slips this frame.
    print: Option<Asked>,
    /// The player a seat's menu asked to eliminate this frame.
    eliminate: Option<PlayerId>,
    /// Table numbers typed for a listed break order.
    break_list: String,
    /// The table the TD asked to break now, waiting for the confirmation.
    breaking: Option<TableNo>,
    /// The rotation plan's editor under the dealer board.
    plan_editor: dealer_plan::PlanEditor,
}

impl TablesPanel {
    /// The tab, scrolled as a whole: what stands above the map (the floor's instruction, the
    /// reports, the dealer board, the toolbar) can fill a small window at a large zoom, and the
    /// map then lies a scroll away instead of out of reach.
    pub fn ui(&mut self, ui: &mut Ui, cx: &Cx) -> Option<Command> {
        ScrollArea::vertical()
            .id_salt("tables tab")
            .auto_shrink([false, false])
            .show(ui, |ui| self.tab(ui, cx))
            .inner
    }

    fn tab(&mut self, ui: &mut Ui, cx: &Cx) -> Option<Command> {
        let w = words(cx.lang);
        let tournament = cx.tournament;
        let mut command = None;
        match tournament.pending_instruction() {
            Some(instruction) => command = self.instruction(ui, cx, instruction, w),
            None => {
                self.override_form = None;
                // The gap is reached but the floor waits a hand: said, so the TD does not
                // wonder why no move is asked for.
                if let Some((table, player)) = tournament.balance_waits(cx.now) {
                    let name = tournament.entry(player).map_or("", |e| e.name.as_str());
                    let said = riffle_text::fill!(w, "balance_waits", name, table = table.0);
                    ui.colored_label(ui.visuals().warn_fg_color, said);
                }
            }
        }
        if let Some(asked) = reports::reports(ui, cx, w) {
            command = Some(asked);
        }
        dealer_board(ui, cx, w);
        if let Some(asked) = self.plan_editor.ui(ui, cx, w) {
            command = Some(asked);
        }
        ui.separator();
        let floor = tournament.floor();
        self.listing
            .refresh(floor, tournament.history().len(), self.filter, &self.number);
        if let Some(asked) = self.toolbar(ui, cx, w) {
            command = Some(asked);
        }
        if cx.display.hand_for_hand {
            ui.colored_label(ui.visuals().warn_fg_color, w.text("hand_for_hand_hint"));
            if let Some(asked) = hand_for_hand_grid(ui, cx, w) {
                command = Some(asked);
            }
        }
        if self.selected.is_some_and(|no| floor.table(no).is_none()) {
            self.selected = None;
        }
        // The map (and the table's detail) take what the window has left below the toolbar, and
        // at least a whole card's height (or the tab's, when a card is taller): the tab then
        // scrolls down to them.
        let room = ui.available_rect_before_wrap();
        let seen = ui.clip_rect().height();
        let left = room.height() - ui.spacing().item_spacing.y;
        let height = left.max(self.card_height().min(seen));
        let whole = Rect::from_min_size(room.min, egui::vec2(room.width(), height));
        match self.selected {
            Some(number) => {
                // The map and the detail side by side, each in its own part of the width, so
                // neither runs under the other at any zoom: the detail takes its width up to
                // half the room, the map the rest.
                let gap = ui.spacing().item_spacing.x * 2.0;
                let detail_width = theme::space::TABLE_DETAIL_WIDTH.min(whole.width() / 2.0);
                let detail_rect = Rect::from_min_max(
                    egui::pos2(whole.max.x - detail_width, whole.min.y),
                    whole.max,
                );
                let map_rect =
                    Rect::from_min_max(whole.min, egui::pos2(detail_rect.min.x - gap, whole.max.y));
                let map = ui
                    .scope_builder(UiBuilder::new().max_rect(map_rect), |ui| {
                        ui.set_clip_rect(map_rect.intersect(ui.clip_rect()));
                        self.map(ui, cx, w)
                    })
                    .inner;
                let line_x = detail_rect.min.x - gap / 2.0;
                ui.painter().vline(
                    line_x,
                    whole.y_range(),
                    ui.visuals().widgets.noninteractive.bg_stroke,
                );
                let detail = ui
                    .scope_builder(UiBuilder::new().max_rect(detail_rect), |ui| {
                        ui.set_clip_rect(detail_rect.intersect(ui.clip_rect()));
                        ScrollArea::vertical()
                            .id_salt("table detail scroll")
                            .auto_shrink([false, false])
                            .show(ui, |ui| self.detail(ui, cx, number, w))
                            .inner
                    })
                    .inner;
                ui.advance_cursor_after_rect(whole);
                if let Some(asked) = map.or(detail) {
                    command = Some(asked);
                }
            }
            None => {
                let map = ui
                    .scope_builder(UiBuilder::new().max_rect(whole), |ui| self.map(ui, cx, w))
                    .inner;
                ui.advance_cursor_after_rect(whole);
                if let Some(asked) = map {
                    command = Some(asked);
                }
            }
        }
        command
    }

    /// The filters, the room in numbers, and opening tables.
    fn toolbar(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let mut command = None;
        let t = cx.t;
        let listing = &self.listing;
        ui.horizontal_wrapped(|ui| {
            let filters = [
                (Filter::All, w.text("all"), listing.table_count, None),
                (
                    Filter::Short,
                    w.text("short"),
                    listing.short_count,
                    Some(w.text("short_help")),
                ),
                (
                    Filter::Halted,
                    w.text("halted"),
                    listing.halted_count,
                    Some(w.text("halted_help")),
                ),
            ];
            for (filter, label, count, help) in filters {
                let text = format!("{label} ({})", t.number(count as u64));
                let response = ui.selectable_label(self.filter == filter, text);
                let response = match help {
                    Some(help) => response.on_hover_text(help),
                    None => response,
                };
                if response.clicked() {
                    self.filter = filter;
                }
            }
            ui.add_space(theme::space::ITEM_GAP);
            ui.add(crate::panels::field_fitting_hint(
                ui,
                &mut self.number,
                w.text("find_table"),
                theme::space::FIELD_S,
            ));
            ui.add_space(theme::space::ITEM_GAP);
            let floor = cx.tournament.floor();
            // Whole on one row, never a figure at a row's end and its noun on the next.
            ui.add(
                egui::Label::new(
                    RichText::new(riffle_text::fill!(
                        w,
                        "summary",
                        tables = t.number(floor.table_count() as u64),
                        players = t.number(floor.players_left() as u64),
                        open = t.number(floor.open_seat_count() as u64)
                    ))
                    .weak(),
                )
                .extend(),
            );
            ui.add_space(theme::space::BLOCK_GAP);
            // What the desk prints, in one menu: the move slips, a seat card a player, the
            // seating list, a card a table for its dealers.
            let slips = !cx.tournament.move_slips().is_empty();
            let cards = !cx.tournament.seat_cards().is_empty();
            let seated = cx.tournament.floor().players_left() > 0;
            ui.menu_button(w.text("print_menu"), |ui| {
                let mut item = |enabled: bool, label: &str, help: &str, asked: Asked| {
                    if ui
                        .add_enabled(enabled, egui::Button::new(label))
                        .on_hover_text(help)
                        .clicked()
                    {
                        self.print = Some(asked);
                        ui.close();
                    }
                };
                item(
                    slips,
                    w.text("print_slips"),
                    w.text("print_slips_help"),
                    Asked::PrintMoveSlips,
                );
                item(
                    cards,
                    w.text("print_seat_cards"),
                    w.text("print_seat_cards_help"),
                    Asked::PrintSeatCards,
                );
                item(
                    seated,
                    w.text("print_seating"),
                    w.text("print_seating_help"),
                    Asked::PrintSeatingList,
                );
                item(
                    cx.tournament.floor().table_count() > 0,
                    w.text("print_table_cards"),
                    w.text("print_table_cards_help"),
                    Asked::PrintTableCards,
                );
            });
            ui.add_space(theme::space::BLOCK_GAP);
            // The tables' numbers and the button that opens them on one row.
            let gap = ui.spacing().item_spacing.x;
            let field = theme::space::FIELD_M + ui.spacing().button_padding.x * 2.0;
            crate::panels::room_for(
                ui,
                field + gap + crate::panels::button_width(ui, w.text("open_tables")),
            );
            ui.add(
                TextEdit::singleline(&mut self.open_tables)
                    .hint_text(w.text("open_tables_hint"))
                    .desired_width(theme::space::FIELD_M),
            );
            if ui.button(w.text("open_tables")).clicked() {
                match parse_tables(&self.open_tables) {
                    Some(tables) => {
                        self.problem = None;
                        self.open_tables.clear();
                        command = Some(Command::OpenTables { tables });
                    }
                    None => self.problem = Some(Mistyped::TableNumbers),
                }
            }
        });
        if let Some(asked) = self.break_order(ui, cx, w) {
            command = Some(asked);
        }
        if let Some(problem) = &self.problem {
            ui.colored_label(ui.visuals().error_fg_color, problem.words(w));
        }
        ui.add_space(theme::space::LINE_GAP);
        command
    }

    /// The order tables break in (TDA 10), as the organiser sets it.
    fn break_order(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let current = &cx.tournament.floor().settings().break_order;
        let mut command = None;
        ui.horizontal_wrapped(|ui| {
            ui.label(w.text("break_order"));
            let choices = [
                (
                    BreakOrder::HighestNumberFirst,
                    w.text("break_highest_first"),
                ),
                (BreakOrder::LowestNumberFirst, w.text("break_lowest_first")),
                (
                    BreakOrder::LastOpenedFirst,
                    w.text("break_last_opened_first"),
                ),
            ];
            for (order, label) in choices {
                if ui.selectable_label(*current == order, label).clicked() && *current != order {
                    command = Some(Command::SetBreakOrder { order });
                }
            }
            let listed = matches!(current, BreakOrder::Listed(_));
            ui.add_space(theme::space::ITEM_GAP);
            // "In this order", its list and its button on one row.
            let gap = ui.spacing().item_spacing.x;
            let field = theme::space::FIELD_M + ui.spacing().button_padding.x * 2.0;
            crate::panels::room_for(
                ui,
                crate::panels::button_width(ui, w.text("break_listed"))
                    + gap
                    + field
                    + gap
                    + crate::panels::button_width(ui, w.text("set_break_list")),
            );
            let label = ui.selectable_label(listed, w.text("break_listed"));
            ui.add(
                TextEdit::singleline(&mut self.break_list)
                    .hint_text(w.text("open_tables_hint"))
                    .desired_width(theme::space::FIELD_M),
            )
            .labelled_by(label.id);
            if ui.button(w.text("set_break_list")).clicked() {
                match parse_tables(&self.break_list) {
                    Some(tables) => {
                        self.problem = None;
                        let order = BreakOrder::Listed(tables.into_iter().map(TableNo).collect());
                        command = Some(Command::SetBreakOrder { order });
                    }
                    None => self.problem = Some(Mistyped::TableNumbers),
                }
            }
        });
        command
    }
}

/// Hand-for-hand (RP-8): every table that deals, lit once it finished the current hand; a
/// click marks a table finished, and the last one completes the hand for the room.
/// The amber box of what waits for the TD at the tables: the floor's instruction, the dealers'
/// reports.
fn to_act_on<R>(ui: &mut Ui, add: impl FnOnce(&mut Ui) -> R) -> R {
    egui::Frame::new()
        .fill(theme::INSTRUCTION_FILL)
        .stroke(egui::Stroke::new(2.0, theme::INSTRUCTION_STROKE))
        .corner_radius(theme::space::CORNER)
        .inner_margin(theme::space::FRAME_MARGIN)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            add(ui)
        })
        .inner
}

fn hand_for_hand_grid(ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
    let grid = cx.tournament.hand_for_hand_grid();
    let done = grid.iter().filter(|(_, done)| *done).count();
    let mut command = None;
    ui.label(
        RichText::new(riffle_text::fill!(
            w,
            "finished_hand",
            done,
            tables = grid.len()
        ))
        .strong(),
    );
    ui.horizontal_wrapped(|ui| {
        for (table, finished) in grid {
            let label = riffle_text::fill!(w, "tables_table", n = table.0);
            if ui.selectable_label(finished, label).clicked() && !finished {
                command = Some(Command::TableFinishedHand {
                    table: table.0,
                    by: Reporter::Td,
                    confirmed: false,
                });
            }
        }
    });
    command
}

/// Table numbers typed by the TD: numbers from 1, separated by commas or spaces.
fn parse_tables(text: &str) -> Option<Vec<u32>> {
    let tables: Vec<u32> = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|part| !part.is_empty())
        .map(|part| part.parse().ok().filter(|&n| n > 0))
        .collect::<Option<_>>()?;
    (!tables.is_empty()).then_some(tables)
}

impl Panel for TablesPanel {
    fn title(&self, t: &'static Texts) -> &'static str {
        t.text("tab_tables")
    }

    fn waiting(&self, tournament: &riffle_tournament::Tournament) -> usize {
        tournament.reports().len()
    }

    fn show(&mut self, ui: &mut Ui, view: &mut View, out: &mut Outbox) {
        // Everything asked in one frame is sent, in the order asked.
        with_tournament(ui, view, out, |ui, cx, out| {
            out.send(self.ui(ui, cx));
            out.ask(self.print.take());
            out.ask(self.eliminate.take().map(Asked::Eliminate));
        });
    }
}

/// The dealer board, once a rotation plan is set: the next push in words (held before a level
/// change or a break, TDA RP-7; the old level's hand, TDA 23), and where each dealer is.
fn dealer_board(ui: &mut Ui, cx: &Cx, w: &Words) {
    let Some(board) = cx.tournament.dealer_board(cx.now) else {
        return;
    };
    // The window's font has no arrow: the moves read "Ana -> table 7".
    let next = cx
        .tournament
        .push_words(&board, cx.now, cx.lang)
        .replace('→', "->");
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(w.text("dealer_board")).strong());
        let colour = if board.next.held || board.next.old_level_hand {
            ui.visuals().warn_fg_color
        } else {
            ui.visuals().text_color()
        };
        ui.colored_label(colour, next);
    });
    ui.horizontal_wrapped(|ui| {
        for (dealer, place) in &board.places {
            let name = (cx.tournament.dealers().get(dealer.0 as usize))
                .map_or_else(|| dealer.0.to_string(), |d| d.name.clone());
            let place = riffle_tournament::Tournament::place_words(*place, cx.lang);
            ui.label(riffle_text::fill!(w, "dealer_at", name, place));
        }
    });
    // A push changes the board without a command: draw again within the minute.
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_secs(15));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_numbers_are_read_from_commas_and_spaces() {
        assert_eq!(parse_tables("12, 13 14"), Some(vec![12, 13, 14]));
        assert_eq!(parse_tables(" 7 "), Some(vec![7]));
        assert_eq!(parse_tables(""), None);
        assert_eq!(parse_tables("12, x"), None);
        assert_eq!(parse_tables("0"), None);
    }
}
