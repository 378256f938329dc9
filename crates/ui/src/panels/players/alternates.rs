//! A full room: the seats it holds, the seats free, and the alternates waiting in order, with
//! the one button a TD needs when a player goes out (seat the next alternate).

use crate::panels::{Cx, go_color};
use crate::theme;
use egui::{Button, RichText, TextEdit, Ui};
use riffle_text::Words;
use riffle_tournament::Command;

use super::PlayersPanel;

impl PlayersPanel {
    /// The room's seats as the TD types them; the alternates and who sits next.
    pub(super) fn alternates_row(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        w: &Words,
        command: &mut Option<Command>,
    ) {
        let tournament = cx.tournament;
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(w.text("room_seats"));
            let shown = tournament
                .capacity()
                .map_or(String::new(), |seats| seats.to_string());
            let text = self.seats_text.get_or_insert(shown);
            let field = ui
                .add_sized(
                    [theme::space::FIELD_M, theme::space::FIELD_HEIGHT],
                    TextEdit::singleline(text).hint_text(w.text("room_seats_hint")),
                )
                .labelled_by(label.id)
                .on_hover_text(w.text("room_seats_help"));
            let typed = text.trim().to_string();
            let set = ui.button(w.text("room_seats_set")).clicked()
                || (field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)));
            if set {
                match (typed.is_empty(), riffle_text::parse_whole_number(&typed)) {
                    (true, _) => *command = Some(Command::SetCapacity { seats: None }),
                    (false, Some(seats)) => {
                        let seats = u32::try_from(seats).unwrap_or(u32::MAX);
                        *command = Some(Command::SetCapacity { seats: Some(seats) });
                    }
                    (false, None) => self.seats_bad = true,
                }
                if command.is_some() {
                    self.seats_bad = false;
                    self.seats_text = None;
                }
            } else if !field.has_focus() && !self.seats_bad {
                // Shows the tournament's figure again once the TD leaves the field.
                self.seats_text = None;
            }
            if let Some(free) = tournament.seats_free() {
                let said = riffle_text::fill!(w, "seats_free" / free, n = free);
                ui.label(RichText::new(said).strong().color(go_color(ui)));
            }
        });
        if self.seats_bad {
            ui.colored_label(ui.visuals().error_fg_color, w.text("room_seats_bad"));
        }
        self.entry_limit_row(ui, cx, w, command);
        let alternates = tournament.alternates();
        let Some(first) = alternates.first() else {
            return;
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(w.text("alternates_title")).strong());
            for (k, alternate) in alternates.iter().enumerate() {
                ui.label(format!("{} {}", k + 1, alternate.name));
                let drop = riffle_text::fill!(w, "drop_alternate", name = alternate.name);
                if ui.small_button("×").on_hover_text(drop).clicked() {
                    *command = Some(Command::DropAlternate {
                        alternate: k as u32 + 1,
                    });
                }
            }
        });
        let free = tournament.seats_free().unwrap_or(0) > 0;
        let seat = riffle_text::fill!(w, "seat_alternate", name = first.name);
        let button = Button::new(RichText::new(seat).size(theme::size::SECTION).strong());
        if ui
            .add_enabled(free, button)
            .on_hover_text(w.text("seat_alternate_help"))
            .clicked()
        {
            *command = Some(Command::SeatAlternate);
        }
    }
}

impl PlayersPanel {
    /// The most entries the event sells, as the TD types it, with the entries sold against it.
    fn entry_limit_row(&mut self, ui: &mut Ui, cx: &Cx, w: &Words, command: &mut Option<Command>) {
        let tournament = cx.tournament;
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(w.text("entry_limit"));
            let shown = (tournament.entry_limit()).map_or(String::new(), |n| n.to_string());
            let text = self.limit_text.get_or_insert(shown);
            let field = ui
                .add_sized(
                    [theme::space::FIELD_M, theme::space::FIELD_HEIGHT],
                    TextEdit::singleline(text).hint_text(w.text("entry_limit_hint")),
                )
                .labelled_by(label.id)
                .on_hover_text(w.text("entry_limit_help"));
            let typed = text.trim().to_string();
            let set = ui.button(w.text("entry_limit_set")).clicked()
                || (field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)));
            if set {
                match (typed.is_empty(), riffle_text::parse_whole_number(&typed)) {
                    (true, _) => *command = Some(Command::SetEntryLimit { entries: None }),
                    (false, Some(entries)) => {
                        let entries = u32::try_from(entries).unwrap_or(u32::MAX);
                        let entries = Some(entries);
                        *command = Some(Command::SetEntryLimit { entries });
                    }
                    (false, None) => self.limit_bad = true,
                }
                if command.is_some() {
                    self.limit_bad = false;
                    self.limit_text = None;
                }
            } else if !field.has_focus() && !self.limit_bad {
                // Shows the tournament's limit again once the TD leaves the field.
                self.limit_text = None;
            }
            if let Some(limit) = tournament.entry_limit() {
                let sold = cx.t.number(u64::from(tournament.field()));
                let limit = cx.t.number(u64::from(limit));
                ui.label(riffle_text::fill!(w, "entries_sold_of", sold, limit));
            }
        });
        if self.limit_bad {
            ui.colored_label(ui.visuals().error_fg_color, w.text("entry_limit_bad"));
        }
    }
}
