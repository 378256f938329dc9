//! The floor's pending instruction (a table to break, players to move): its moves, and the TD's
//! accept or override with another seat and a reason.

use super::detail::{open_seats, seat_picker};
use super::said::player_name;
use super::{OverrideForm, TablesPanel};
use crate::panels::Cx;
use crate::theme;
use egui::{Button, Frame, Grid, RichText, ScrollArea, TextEdit, Ui, vec2};
use riffle_core::floor::{
    Basis, Instruction, InstructionKind, Move, PlayerId, PositionMove, TableNo,
};
use riffle_text::{Say, Words};
use riffle_tournament::Command;

impl TablesPanel {
    /// The floor's instruction, where the TD cannot miss it: what, why, each move, and the two
    /// ways to carry it out.
    pub(super) fn instruction(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        instruction: &Instruction,
        w: &Words,
    ) -> Option<Command> {
        let tournament = cx.tournament;
        if self
            .override_form
            .as_ref()
            .is_some_and(|form| !instruction.moves.iter().any(|m| m.player == form.player))
        {
            self.override_form = None;
        }
        let mut command = None;
        super::to_act_on(ui, |ui| {
            let title = instruction_title(w, &instruction.kind, instruction.moves.len());
            ui.label(
                RichText::new(title)
                    .size(theme::size::SECTION)
                    .strong()
                    .color(theme::INSTRUCTION_STROKE),
            );
            ui.label(RichText::new(tournament.worded(instruction, cx.lang)).color(theme::ON_DARK));
            if let Some(basis) = &instruction.basis {
                ui.label(
                    RichText::new(match basis {
                        Basis::Reported => w.text("basis_reported"),
                        Basis::Position(_) => w.text("basis_position"),
                    })
                    .italics()
                    .color(theme::ON_DARK),
                );
            }
            if let Some(Basis::Position(position)) = &instruction.basis {
                if let Some(asked) = self.record_move(ui, cx, position, w) {
                    command = Some(asked);
                }
                return;
            }
            ui.add_space(theme::space::ROW_GAP);
            ScrollArea::vertical()
                .id_salt("instruction moves")
                .max_height(theme::space::LIST_MEDIUM)
                .show(ui, |ui| {
                    Grid::new("instruction moves grid")
                        .num_columns(4)
                        .spacing(vec2(theme::space::WIDE_GAP, theme::space::ROW_GAP))
                        .show(ui, |ui| {
                            for heading in [w.text("player"), w.text("from"), w.text("to")] {
                                ui.label(RichText::new(heading).weak());
                            }
                            ui.end_row();
                            for m in &instruction.moves {
                                self.move_row(ui, cx, m, w);
                                ui.end_row();
                            }
                        });
                });
            ui.add_space(theme::space::ROW_GAP);
            if let Some(asked) = self.override_form(ui, cx, w) {
                command = Some(asked);
            }
            let accept = Button::new(
                RichText::new(w.text("accept"))
                    .size(theme::size::TITLE)
                    .strong(),
            )
            .min_size(vec2(theme::space::BUTTON_WIDER, theme::space::BUTTON));
            if ui.add(accept).clicked() {
                command = Some(Command::AcceptInstruction);
            }
        });
        ui.add_space(theme::space::ITEM_GAP);
        command
    }

    /// A move by position: the TD picks who moved from the source table and the seat they took
    /// at the destination, and records it in one command.
    fn record_move(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        position: &PositionMove,
        w: &Words,
    ) -> Option<Command> {
        let floor = cx.tournament.floor();
        let (from, to) = (floor.table(position.from)?, floor.table(position.to)?);
        let (mut player, mut seat) = self.moved;
        // A player the floor just moved in is not moved again before a hand there: greyed, with
        // the tournament's reason, and never picked by default.
        let may_move = |p: PlayerId| cx.tournament.may_move(p);
        if player.is_some_and(|p| {
            floor.seat_of(p).map(|s| s.table) != Some(position.from) || may_move(p).is_err()
        }) {
            player = None;
        }
        player = player.or(position
            .player
            .map(|(p, _)| p)
            .filter(|&p| may_move(p).is_ok()));
        let open = open_seats(to);
        seat = seat.filter(|s| open.contains(s)).or(position.seat);
        let mut command = None;
        ui.add_space(theme::space::ROW_GAP);
        ui.label(
            RichText::new(riffle_text::fill!(w, "who_moved", table = position.from.0)).strong(),
        );
        let mut held = Vec::new();
        ui.horizontal_wrapped(|ui| {
            for (_, p) in from.players() {
                let refusal = may_move(p).err();
                let label =
                    egui::Button::selectable(player == Some(p), player_name(cx.tournament, p));
                let clicked = match &refusal {
                    Some(refusal) => {
                        let why = refusal.say(cx.t.lang);
                        let response = ui.add_enabled(false, label);
                        response.on_disabled_hover_text(&why);
                        held.push(why);
                        false
                    }
                    None => ui.add(label).clicked(),
                };
                if clicked {
                    player = Some(p);
                }
            }
        });
        for why in held {
            ui.label(RichText::new(why).weak());
        }
        ui.label(RichText::new(riffle_text::fill!(w, "moved_to", table = position.to.0)).strong());
        ui.horizontal_wrapped(|ui| seat_picker(ui, w, &open, &mut seat));
        let record = Button::new(
            RichText::new(w.text("record_move"))
                .size(theme::size::TITLE)
                .strong(),
        )
        .min_size(vec2(theme::space::BUTTON_WIDER, theme::space::BUTTON));
        if ui
            .add_enabled(player.is_some() && seat.is_some(), record)
            .clicked()
            && let (Some(player), Some(seat)) = (player, seat)
        {
            command = Some(Command::CompleteMove {
                player,
                table: position.to.0,
                seat,
            });
        }
        self.moved = (player, seat);
        command
    }

    pub(super) fn move_row(&mut self, ui: &mut Ui, cx: &Cx, m: &Move, w: &Words) {
        let (t, tournament) = (cx.t, cx.tournament);
        ui.label(RichText::new(player_name(tournament, m.player)).strong());
        match m.from {
            Some(from) => ui.label(riffle_text::fill!(
                t,
                "at_seat",
                table = from.table.0,
                seat = from.seat
            )),
            None => ui.label(RichText::new(w.text("new_entry")).italics()),
        };
        let mut to = riffle_text::fill!(t, "at_seat", table = m.to.table.0, seat = m.to.seat);
        if let Some(arrival) = arrival_words(cx, m, w) {
            to = format!("{to}: {arrival}");
        }
        if m.overridden.is_some() {
            ui.label(
                RichText::new(format!("{to} ({})", w.text("td_choice")))
                    .strong()
                    .color(theme::ON_DARK),
            );
        } else {
            ui.label(RichText::new(to).strong().color(theme::ON_DARK));
        }
        let open = self
            .override_form
            .as_ref()
            .is_some_and(|form| form.player == m.player);
        if ui
            .add(Button::new(w.text("override_move")).selected(open))
            .clicked()
        {
            self.override_form = (!open).then(|| OverrideForm {
                player: m.player,
                table: m.to.table.0.to_string(),
                seat: None,
                reason: String::new(),
            });
        }
    }

    /// Another open seat for one move, and the reason the TD gives for it.
    pub(super) fn override_form(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let form = self.override_form.as_mut()?;
        let floor = cx.tournament.floor();
        let mut command = None;
        let mut cancel = false;
        Frame::group(ui.style()).show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(riffle_text::fill!(
                    w,
                    "send_to",
                    name = player_name(cx.tournament, form.player)
                ));
                let label = ui.label(w.text("table_word"));
                ui.add(TextEdit::singleline(&mut form.table).desired_width(theme::space::FIELD_XS))
                    .labelled_by(label.id);
                let table = form.table.trim().parse().ok().map(TableNo);
                let open: Vec<u8> = table
                    .and_then(|no| floor.table(no))
                    .map(open_seats)
                    .unwrap_or_default();
                if form.seat.is_some_and(|seat| !open.contains(&seat)) {
                    form.seat = None;
                }
                if open.is_empty() {
                    ui.label(RichText::new(w.text("no_open_seat")).weak());
                } else {
                    seat_picker(ui, w, &open, &mut form.seat);
                }
            });
            ui.horizontal(|ui| {
                ui.label(w.text("tables_reason"));
                ui.add(
                    TextEdit::singleline(&mut form.reason)
                        .hint_text(w.text("override_reason_hint"))
                        .desired_width(theme::space::FIELD_SENTENCE),
                );
            });
            ui.horizontal(|ui| {
                let table = form.table.trim().parse::<u32>().ok();
                let ready =
                    table.is_some() && form.seat.is_some() && !form.reason.trim().is_empty();
                if ui
                    .add_enabled(ready, Button::new(w.text("carry_out_override")))
                    .clicked()
                    && let (Some(table), Some(seat)) = (table, form.seat)
                {
                    command = Some(Command::OverrideInstruction {
                        player: form.player,
                        table,
                        seat,
                        reason: form.reason.trim().to_string(),
                    });
                }
                if ui.button(cx.t.text("cancel")).clicked() {
                    cancel = true;
                }
            });
        });
        if cancel {
            self.override_form = None;
        }
        command
    }
}

/// An instruction's title from its kind and its number of moves.
fn instruction_title(w: &Words, kind: &InstructionKind, moves: usize) -> String {
    match kind {
        InstructionKind::Balance => w.text("instruction_balance").to_string(),
        InstructionKind::BreakTable { table } => {
            riffle_text::fill!(w, "instruction_break_table", table = table.0, moves)
        }
        InstructionKind::BreakTables { tables } => {
            let tables: Vec<String> = tables.iter().map(|t| t.0.to_string()).collect();
            riffle_text::fill!(
                w,
                "instruction_break_tables",
                tables = tables.join(", "),
                moves
            )
        }
        InstructionKind::FinalTable { table, seats } => {
            riffle_text::fill!(w, "instruction_final_table", moves, table = table.0, seats)
        }
        InstructionKind::SeatDraw => w.text("instruction_seat_draw").to_string(),
        InstructionKind::Entry => w.text("instruction_entry").to_string(),
        InstructionKind::Assign => w.text("instruction_assign").to_string(),
    }
}

/// What the moved player meets at the new seat in the next hand, when it is the button or a
/// seat between the blinds and the button (the dead-button rule, TDA 10A/B), said with the move;
/// "if the button is on seat S" while the floor is not sure of that table's button.
fn arrival_words(cx: &Cx, m: &Move, w: &Words) -> Option<String> {
    use riffle_core::floor::{Arrival, SitOutReason};
    // With every other player of the instruction seated too: one next button per table.
    let floor = cx.tournament.floor();
    let seats: Vec<_> = (cx.tournament.pending_instruction().into_iter())
        .flat_map(|i| i.moves.iter().map(|m| (m.player, m.to)))
        .collect();
    let arrival = match seats.iter().position(|(player, _)| *player == m.player) {
        Some(index) => floor.arrivals(&seats).swap_remove(index),
        None => floor.arrival(m.player, m.to),
    };
    let said = match arrival? {
        Arrival::OnButton => w.text("arrival_on_button"),
        Arrival::SitsOut(SitOutReason::BetweenSmallBlindAndButton) => w.text("sits_out_between"),
        Arrival::SitsOut(SitOutReason::VacatedSmallBlindSeat) => w.text("sits_out_vacated"),
    };
    let button = cx.tournament.table_button(m.to.table, cx.now);
    Some(match button.tracked.filter(|_| !button.status.is_known()) {
        Some(seat) => riffle_text::fill!(w, "arrival_if_button", said, seat),
        None => said.to_string(),
    })
}
