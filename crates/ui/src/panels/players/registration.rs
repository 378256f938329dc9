//! Registration at the desk: the name and notes of a new entry, the seat it drew once the
//! tournament has it, and whether registration is still open.

use crate::panels::{Cx, go_color};
use crate::theme;
use egui::{Button, Color32, Key, RichText, TextEdit, Ui};
use riffle_core::clock::Registration;
use riffle_core::structure::Sold;
use riffle_text::Words;
use riffle_tournament::{Command, Tournament};

use super::PlayersPanel;

impl PlayersPanel {
    /// The name and notes fields, the register button, and whether registration is open.
    pub(super) fn register_row(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        w: &Words,
        command: &mut Option<Command>,
    ) {
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(RichText::new(cx.t.text("name")).strong());
            let room = ui.available_width() - ui.spacing().item_spacing.x;
            let name = ui
                .add(
                    TextEdit::singleline(&mut self.name)
                        .hint_text(w.text("players_name_hint"))
                        .desired_width(theme::space::FIELD_XXL.min(room))
                        .font(egui::FontId::proportional(theme::size::TYPED)),
                )
                .labelled_by(label.id);
            // The hint whole: "never shown to players" is the point of it.
            let hint = w.text("notes_hint");
            let margins = ui.spacing().button_padding.x * 2.0;
            let width =
                crate::panels::width_fitting_hint(ui, hint, theme::space::FIELD_XXL) + margins;
            let label = crate::panels::label_beside(ui, w.text("notes"), width);
            let notes = ui
                .add(crate::panels::field_fitting_hint(
                    ui,
                    &mut self.notes,
                    hint,
                    theme::space::FIELD_XXL,
                ))
                .labelled_by(label.id);
            self.price_picker(ui, cx, w, Sold::Entry);
            let entered = (name.lost_focus() || notes.lost_focus())
                && ui.input(|i| i.key_pressed(Key::Enter));
            let clicked = ui
                .add_enabled(
                    !self.name.trim().is_empty(),
                    Button::new(w.text("register")),
                )
                .clicked();
            if (entered || clicked) && !self.name.trim().is_empty() {
                let notes = self.notes.trim();
                let typed = self.name.trim().to_string();
                // The name refused as already registered, sent again: someone else of that name.
                let confirmed = self.namesake_asked.as_deref() == Some(typed.as_str());
                *command = Some(Command::Register {
                    name: typed,
                    notes: (!notes.is_empty()).then(|| notes.to_string()),
                    confirmed,
                    profile: self.price_of(cx, Sold::Entry),
                });
                self.name.clear();
                self.notes.clear();
                // Ready for the next player in the queue.
                name.request_focus();
            }
            ui.add_space(theme::space::BLOCK_GAP);
            let (text, color) = registration(cx, ui);
            // Whole on one row: "closes in" and its time are read together.
            ui.add(egui::Label::new(RichText::new(text).strong().color(color)).extend());
        });
        if let Some(name) = self.club.offer(ui, w, &self.name) {
            self.name = name;
        }
    }

    /// Warned while typing, before anything is saved: two players with one name make every
    /// later search, elimination and payout ambiguous.
    pub(super) fn same_name_warning(&self, tournament: &Tournament, w: &Words) -> Option<RichText> {
        let same = already_registered(tournament, &self.name)?;
        let said = riffle_text::fill!(w, "players_same_name", name = same);
        Some(
            RichText::new(said)
                .size(theme::size::BODY)
                .color(theme::WARNING),
        )
    }

    /// The player just registered and where to send them.
    pub(super) fn registered_line(&self, tournament: &Tournament, w: &Words) -> Option<String> {
        let registered = self.registered.as_ref()?;
        if let Some(place) = tournament
            .alternates()
            .iter()
            .position(|a| a.name == registered.name)
        {
            return Some(riffle_text::fill!(
                w,
                "registered_alternate",
                name = registered.name,
                place = place + 1
            ));
        }
        let player = registered.player?;
        let entry = tournament.entry(player)?;
        if entry.name != registered.name {
            // Undone since.
            return None;
        }
        Some(match tournament.floor().seat_of(player) {
            Some(seat) => riffle_text::fill!(
                w,
                "registered_at_seat",
                name = entry.name,
                table = seat.table.0,
                seat = seat.seat
            ),
            None => riffle_text::fill!(w, "registered_unseated", name = entry.name),
        })
    }
}

/// Whether registration is open, and until when, in the colour that says it.
pub(super) fn registration(cx: &Cx, ui: &Ui) -> (String, Color32) {
    let registration = cx.display.clock.registration;
    let color = match registration {
        Registration::Open { .. } => go_color(ui),
        Registration::Closed => ui.visuals().error_fg_color,
    };
    (cx.t.registration(registration), color)
}

/// The name already registered that `typed` would repeat, whatever its case and accents.
fn already_registered<'t>(tournament: &'t Tournament, typed: &str) -> Option<&'t str> {
    let typed = riffle_text::fold(typed.trim());
    if typed.is_empty() {
        return None;
    }
    tournament
        .entries()
        .iter()
        .find(|e| e.counted() && riffle_text::fold(&e.name) == typed)
        .map(|e| e.name.as_str())
}
