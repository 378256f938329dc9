//! A table's detail beside the map: its next hand, the button to set or correct, its seats, and
//! a player seated by hand.

use super::said::{button_knowledge, floor_problem, player_name};
use super::seat_cards::SeatLine;
use super::{AssignForm, MATCHES_SHOWN, TablesPanel};
use crate::panels::Cx;
use crate::theme;
use egui::{Align, Button, Frame, Grid, Layout, RichText, TextEdit, Ui, vec2};
use riffle_core::floor::{HandPositions, PlayerId, Seat, SeatRef, SitOutReason, Table, TableNo};
use riffle_text::Words;
use riffle_tournament::{Command, Tournament};

impl TablesPanel {
    /// A table's detail: the next hand in words, the actions at the table, every seat.
    pub(super) fn detail(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        number: TableNo,
        w: &Words,
    ) -> Option<Command> {
        let floor = cx.tournament.floor();
        let table = floor.table(number)?;
        let mut command = None;
        ui.horizontal(|ui| {
            ui.heading(riffle_text::fill!(w, "tables_table", n = number.0));
            let players = table.player_count();
            ui.label(riffle_text::fill!(
                w,
                "players" / u64::from(players),
                n = players
            ));
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                if ui.button(w.text("close")).clicked() {
                    self.selected = None;
                }
            });
        });
        if floor.is_halted(number) {
            Frame::new()
                .fill(theme::HALTED_FILL)
                .inner_margin(theme::space::NOTE_MARGIN)
                .corner_radius(theme::space::CORNER_SMALL)
                .show(ui, |ui| {
                    ui.label(RichText::new(w.text("halted_help")).color(theme::ON_DARK));
                });
        }
        ui.add_space(theme::space::ROW_GAP);
        let next = floor.next_hand(number);
        let status = cx.tournament.table_button(number, cx.now).status;
        match &next {
            Ok(hand) => self.next_hand(ui, cx, hand, status.is_known(), w),
            Err(error) => {
                ui.label(RichText::new(floor_problem(error, w, cx.t.lang)).strong());
            }
        }
        ui.add_space(theme::space::ROW_GAP);
        ui.horizontal_wrapped(|ui| {
            let deal = Button::new(
                RichText::new(w.text("hand_dealt"))
                    .size(theme::size::FIGURE)
                    .strong(),
            )
            .min_size(vec2(theme::space::BUTTON_MEDIUM, theme::space::BUTTON_LOW));
            if ui
                .add_enabled(next.is_ok(), deal)
                .on_hover_text(w.text("hand_dealt_help"))
                .clicked()
            {
                command = Some(Command::DealHand {
                    table: number.0,
                    redeal: false,
                    by: riffle_core::floor::Reporter::Td,
                    confirmed: false,
                });
            }
            if ui
                .add_enabled(table.last_hand().is_some(), Button::new(w.text("redeal")))
                .on_hover_text(w.text("redeal_help"))
                .clicked()
            {
                command = Some(Command::DealHand {
                    table: number.0,
                    redeal: true,
                    by: riffle_core::floor::Reporter::Td,
                    confirmed: false,
                });
            }
        });
        if let Some(asked) = take_back(ui, cx, table, w) {
            command = Some(asked);
        }
        ui.add_space(theme::space::ROW_GAP);
        ui.label(
            RichText::new(button_knowledge(status, w).0).color(if status.is_known() {
                theme::ON_DARK
            } else {
                theme::INSTRUCTION_STROKE
            }),
        );
        if let Some(asked) = self.give_button(ui, table, w) {
            command = Some(asked);
        }
        if let Some(asked) = self.button_controls(ui, table, w) {
            command = Some(asked);
        }
        ui.separator();
        ui.label(RichText::new(w.text("seats")).strong());
        let tracked = next.as_ref().ok();
        if let Some(asked) = self.seats(ui, cx, table, tracked, status.is_known(), w) {
            command = Some(asked);
        }
        if let Some(asked) = self.assign_form(ui, cx, w) {
            command = Some(asked);
        }
        if floor.table_count() > 1 {
            ui.separator();
            if let Some(asked) = self.break_now(ui, number, w) {
                command = Some(asked);
            }
        }
        command
    }

    /// "Break this table now", asked twice: every player at the table moves at once.
    fn break_now(&mut self, ui: &mut Ui, number: TableNo, w: &Words) -> Option<Command> {
        if self.breaking != Some(number) {
            if ui
                .button(w.text("break_now"))
                .on_hover_text(w.text("break_now_help"))
                .clicked()
            {
                self.breaking = Some(number);
            }
            return None;
        }
        let mut command = None;
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(riffle_text::fill!(w, "break_now_confirm", n = number.0)).strong(),
            );
            let yes = Button::new(RichText::new(w.text("break_now_yes")).color(theme::ON_DARK))
                .fill(theme::DANGER_FILL);
            if ui.add(yes).clicked() {
                command = Some(Command::BreakTable { table: number.0 });
                self.breaking = None;
            }
            if ui.button(w.text("cancel")).clicked() {
                self.breaking = None;
            }
        });
        command
    }

    /// The next hand's button and blinds in words, and who sits it out; while the floor is not
    /// sure of the button, said "if the button is on seat S", as the instructions say it.
    pub(super) fn next_hand(
        &self,
        ui: &mut Ui,
        cx: &Cx,
        hand: &HandPositions,
        known: bool,
        w: &Words,
    ) {
        let tournament = cx.tournament;
        let title = if known {
            riffle_text::fill!(w, "next_hand", n = hand.hand)
        } else {
            riffle_text::fill!(w, "next_hand_if_button", n = hand.hand, seat = hand.button)
        };
        ui.label(RichText::new(title).strong());
        let named = |seat: u8| {
            let who = hand
                .player_at(seat)
                .map(|p| player_name(tournament, p))
                .unwrap_or_else(|| w.text("tables_open").to_string());
            format!("{} ({who})", riffle_text::fill!(w, "tables_seat", n = seat))
        };
        let button = if hand.dead_button() {
            w.labelled(
                w.text("dead_button"),
                &riffle_text::fill!(w, "tables_seat", n = hand.button),
            )
        } else {
            w.labelled(w.text("tables_button"), &named(hand.button))
        };
        ui.label(format!("{} {button}", w.text("button_mark")));
        if hand.heads_up {
            ui.label(w.text("heads_up"));
        } else if hand.small_blind.is_some() {
            ui.label(format!(
                "{} {}",
                w.text("small_blind_mark"),
                w.labelled(w.text("small_blind"), &named(hand.small_blind_seat))
            ));
        } else {
            ui.label(format!(
                "{} {} ({})",
                w.text("small_blind_mark"),
                w.text("no_small_blind"),
                riffle_text::fill!(w, "tables_seat", n = hand.small_blind_seat)
            ));
        }
        ui.label(format!(
            "{} {}",
            w.text("big_blind_mark"),
            w.labelled(w.text("tables_big_blind"), &named(hand.big_blind))
        ));
        for out in &hand.sitting_out {
            let why = match out.why {
                SitOutReason::BetweenSmallBlindAndButton => w.text("sits_out_between"),
                SitOutReason::VacatedSmallBlindSeat => w.text("sits_out_vacated"),
            };
            ui.label(
                RichText::new(format!(
                    "{} ({}): {why}",
                    player_name(tournament, out.player),
                    riffle_text::fill!(w, "tables_seat", n = out.seat)
                ))
                .color(ui.visuals().warn_fg_color),
            );
        }
        // A player the floor just moved onto the next hand's button is told so, as one seated
        // between the blinds and the button is above (TDA 10A/B).
        let floor = tournament.floor();
        for m in tournament.recent_moves(cx.now) {
            let arrived = floor.table(m.to.table).and_then(|t| t.player_at(m.to.seat));
            if m.to.table != hand.table
                || arrived != Some(m.player)
                || floor.arrival(m.player, m.to) != Some(riffle_core::floor::Arrival::OnButton)
            {
                continue;
            }
            let mut said = w.text("arrival_on_button").to_string();
            if !known {
                said = riffle_text::fill!(w, "arrival_if_button", said, seat = hand.button);
            }
            ui.label(
                RichText::new(format!(
                    "{} ({}): {said}",
                    player_name(tournament, m.player),
                    riffle_text::fill!(w, "tables_seat", n = m.to.seat)
                ))
                .color(ui.visuals().warn_fg_color),
            );
        }
    }

    /// Before the first hand the TD may set the button; after, correct a button error that
    /// stood (TDA 34A).
    pub(super) fn button_controls(
        &mut self,
        ui: &mut Ui,
        table: &Table,
        w: &Words,
    ) -> Option<Command> {
        let number = table.number();
        let first = table.last_hand().is_none();
        let choices: Vec<u8> = if first {
            table.players().map(|(seat, _)| seat).collect()
        } else {
            (1..=table.seat_count()).collect()
        };
        let current = if first {
            table.first_button()
        } else {
            table.last_hand().map(|h| h.button)
        };
        let mut seat = match self.button_seat {
            Some((no, seat)) if no == number => Some(seat),
            _ => current,
        };
        let mut command = None;
        ui.horizontal_wrapped(|ui| {
            let (label, action) = if first {
                (w.text("first_button"), w.text("set_button"))
            } else {
                (w.text("correct_button"), w.text("correct"))
            };
            let label = ui.label(label);
            if !first {
                label.on_hover_text(w.text("correct_button_help"));
            }
            seat_picker(ui, w, &choices, &mut seat);
            let changed = seat.is_some() && seat != current;
            if ui.add_enabled(changed, Button::new(action)).clicked()
                && let Some(seat) = seat
            {
                command = Some(if first {
                    Command::SetButton {
                        table: number.0,
                        seat,
                    }
                } else {
                    Command::CorrectButton {
                        table: number.0,
                        button: seat,
                    }
                });
            }
        });
        self.button_seat = seat.map(|seat| (number, seat));
        command
    }

    /// "The button is on seat 6": the TD gives the button of the hand being played, so the
    /// floor knows it again after hands went unreported.
    fn give_button(&mut self, ui: &mut Ui, table: &Table, w: &Words) -> Option<Command> {
        let number = table.number();
        let taken: Vec<u8> = table.players().map(|(seat, _)| seat).collect();
        let mut seat = match self.given_seat {
            Some((no, seat)) if no == number => Some(seat),
            _ => None,
        };
        let mut command = None;
        ui.horizontal_wrapped(|ui| {
            ui.label(w.text("give_button"))
                .on_hover_text(w.text("give_button_help"));
            seat_picker(ui, w, &taken, &mut seat);
            if ui
                .add_enabled(seat.is_some(), Button::new(w.text("give_button_action")))
                .clicked()
                && let Some(seat) = seat
            {
                command = Some(Command::GiveButton {
                    table: number.0,
                    seat,
                });
            }
        });
        self.given_seat = seat.map(|seat| (number, seat));
        command
    }

    /// Every seat with its player and chips, and what the TD can do with an empty one.
    pub(super) fn seats(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        table: &Table,
        next: Option<&HandPositions>,
        known: bool,
        w: &Words,
    ) -> Option<Command> {
        let number = table.number();
        let mut command = None;
        Grid::new(("seats", number))
            .num_columns(3)
            .striped(true)
            .spacing(theme::space::FORM_GRID)
            .show(ui, |ui| {
                for (seat, state) in table.seats() {
                    let line = SeatLine::new(cx.tournament, seat, state, next, known);
                    ui.label(RichText::new(format!("{seat}  {}", line.marks(w))).monospace());
                    match state {
                        Seat::Taken { player, .. } => {
                            // The player's menu: out from here, the place and prize shown on
                            // the Players tab before the TD confirms.
                            ui.menu_button(player_name(cx.tournament, player), |ui| {
                                if ui.button(w.text("eliminate")).clicked() {
                                    self.eliminate = Some(player);
                                    ui.close();
                                }
                            });
                            let chips = cx.tournament.entry(player).map_or(0, |e| e.chips);
                            ui.label(RichText::new(cx.t.number(chips)).monospace());
                        }
                        Seat::Open => {
                            ui.label(RichText::new(w.text("tables_open")).weak());
                            ui.horizontal_wrapped(|ui| {
                                let at = SeatRef::new(number.0, seat);
                                if ui.small_button(w.text("close_seat")).clicked() {
                                    command = Some(Command::CloseSeat {
                                        table: number.0,
                                        seat,
                                    });
                                }
                                let assigning = self.assign.as_ref().is_some_and(|a| a.seat == at);
                                if ui
                                    .selectable_label(assigning, w.text("seat_player"))
                                    .clicked()
                                {
                                    self.assign = (!assigning).then(|| AssignForm {
                                        seat: at,
                                        query: String::new(),
                                        player: None,
                                        reason: String::new(),
                                        matches: Vec::new(),
                                        matches_key: None,
                                    });
                                }
                            });
                        }
                        Seat::Closed => {
                            ui.label(RichText::new(w.text("closed")).weak().italics());
                            if ui.small_button(w.text("reopen_seat")).clicked() {
                                command = Some(Command::ReopenSeat {
                                    table: number.0,
                                    seat,
                                });
                            }
                        }
                    }
                    ui.end_row();
                }
            });
        command
    }

    /// Seating a player by hand at the open seat picked: search by name, a reason, confirm.
    pub(super) fn assign_form(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let tournament = cx.tournament;
        let form = self.assign.as_mut()?;
        if Some(form.seat.table) != self.selected
            || tournament
                .floor()
                .table(form.seat.table)
                .and_then(|t| t.seat(form.seat.seat))
                != Some(Seat::Open)
        {
            self.assign = None;
            return None;
        }
        let mut command = None;
        ui.add_space(theme::space::ITEM_GAP);
        Frame::group(ui.style()).show(ui, |ui| {
            ui.label(
                RichText::new(riffle_text::fill!(
                    w,
                    "seat_player_here",
                    seat = form.seat.seat
                ))
                .strong(),
            );
            ui.add(
                TextEdit::singleline(&mut form.query)
                    .hint_text(w.text("search_player"))
                    .desired_width(f32::INFINITY),
            );
            let key = (form.query.trim().to_lowercase(), tournament.history().len());
            if form.matches_key.as_ref() != Some(&key) {
                form.matches = matching_players(tournament, &key.0);
                form.matches_key = Some(key);
            }
            for &player in &form.matches {
                let place = match tournament.floor().seat_of(player) {
                    Some(at) => {
                        riffle_text::fill!(cx.t, "at_seat", table = at.table.0, seat = at.seat)
                    }
                    None => w.text("tables_not_seated").to_string(),
                };
                let text = format!("{} ({place})", player_name(tournament, player));
                if ui
                    .selectable_label(form.player == Some(player), text)
                    .clicked()
                {
                    form.player = Some(player);
                }
            }
            ui.add(
                TextEdit::singleline(&mut form.reason)
                    .hint_text(w.text("assign_reason_hint"))
                    .desired_width(f32::INFINITY),
            );
            let Some(player) = form.player else {
                return;
            };
            let label = riffle_text::fill!(
                w,
                "assign",
                name = player_name(tournament, player),
                seat = form.seat.seat
            );
            let ready = !form.reason.trim().is_empty();
            if ui.add_enabled(ready, Button::new(label)).clicked() {
                command = Some(Command::AssignSeat {
                    player,
                    table: form.seat.table.0,
                    seat: form.seat.seat,
                    reason: form.reason.trim().to_string(),
                });
            }
        });
        command
    }
}

/// Seats to pick from, one button each: one click, and every choice in view.
/// "Take back New hand at table 6 (hand 14)": a hand reported by mistake, offered only while
/// the tournament would take it back (nothing else happened at the table since).
fn take_back(ui: &mut Ui, cx: &Cx, table: &Table, w: &Words) -> Option<Command> {
    let command = Command::TakeBackHand {
        table: table.number().0,
    };
    cx.tournament.preview(&command, cx.now).ok()?;
    let hand = table.last_hand()?.hand;
    let label = riffle_text::fill!(w, "take_back_hand", table = table.number().0, hand);
    ui.button(label)
        .on_hover_text(w.text("take_back_hand_help"))
        .clicked()
        .then_some(command)
}

pub(super) fn seat_picker(ui: &mut Ui, w: &Words, seats: &[u8], seat: &mut Option<u8>) {
    for &choice in seats {
        if ui
            .selectable_label(
                *seat == Some(choice),
                riffle_text::fill!(w, "tables_seat", n = choice),
            )
            .clicked()
        {
            *seat = Some(choice);
        }
    }
}

/// Open seats of a table, by number.
pub(super) fn open_seats(table: &Table) -> Vec<u8> {
    table
        .seats()
        .filter(|(_, state)| *state == Seat::Open)
        .map(|(seat, _)| seat)
        .collect()
}

/// Players in play whose name contains `query` (already lower case), first ones first.
pub(super) fn matching_players(tournament: &Tournament, query: &str) -> Vec<PlayerId> {
    if query.is_empty() {
        return Vec::new();
    }
    tournament
        .players_in()
        .filter(|e| e.name.to_lowercase().contains(query))
        .take(MATCHES_SHOWN)
        .map(|e| e.id)
        .collect()
}
