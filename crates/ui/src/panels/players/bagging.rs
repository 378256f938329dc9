//! The end of a day: every player still in bags a count in a numbered bag. One row per player,
//! the chips and the bag typed side by side, so the TD goes down the room table by table.

use crate::panels::{Cx, go_color};
use crate::theme;
use egui::{Grid, RichText, TextEdit, Ui};
use riffle_core::floor::PlayerId;
use riffle_text::Words;
use riffle_tournament::Command;

use super::PlayersPanel;

/// A row's chips and bag as typed.
#[derive(Clone, Debug, Default)]
pub(super) struct BagRow {
    chips: String,
    bag: String,
}

impl PlayersPanel {
    /// The bagging sheet, once the day has ended: the players still in by table and seat.
    pub(super) fn bagging_sheet(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        w: &Words,
        command: &mut Option<Command>,
    ) {
        let tournament = cx.tournament;
        let mut left: Vec<_> = tournament
            .players_in()
            .map(|e| (tournament.floor().seat_of(e.id), e))
            .collect();
        left.sort_by_key(|(seat, e)| (*seat, e.id));
        ui.label(RichText::new(w.text("bagging_title")).strong());
        // Half the panel at most: the list of players stays in view below the sheet.
        let height = (ui.available_height() * 0.5).max(theme::space::LIST_LEAST);
        egui::ScrollArea::vertical()
            .id_salt("bagging-sheet-scroll")
            .max_height(height)
            .show(ui, |ui| {
                Grid::new("bagging-sheet")
                    .num_columns(5)
                    .striped(true)
                    .show(ui, |ui| {
                        super::column_titles(
                            ui,
                            &[
                                w.text("seat"),
                                w.text("name_column"),
                                w.text("bag_chips"),
                                w.text("bag_number"),
                            ],
                        );
                        for (seat, entry) in left {
                            let at =
                                seat.map_or(String::new(), |s| format!("{}-{}", s.table.0, s.seat));
                            ui.label(at);
                            ui.label(&entry.name);
                            if let Some(bag) = &entry.bag {
                                ui.label(cx.t.number(entry.chips));
                                ui.label(bag);
                                ui.label(RichText::new(w.text("bagged")).color(go_color(ui)));
                                ui.end_row();
                                continue;
                            }
                            let row = self.bags.entry(entry.id).or_default();
                            let chips_hint = w.text("bag_chips");
                            ui.add_sized(
                                [theme::space::FIELD_M, theme::space::FIELD_HEIGHT],
                                TextEdit::singleline(&mut row.chips).hint_text(chips_hint),
                            )
                            .on_hover_text(riffle_text::fill!(
                                w,
                                "bag_chips_of",
                                name = entry.name
                            ));
                            ui.add_sized(
                                [theme::space::FIELD_S, theme::space::FIELD_HEIGHT],
                                TextEdit::singleline(&mut row.bag).hint_text(w.text("bag_number")),
                            )
                            .on_hover_text(riffle_text::fill!(
                                w,
                                "bag_number_of",
                                name = entry.name
                            ));
                            let label = riffle_text::fill!(w, "bag_button", name = entry.name);
                            if ui.button(label).clicked() {
                                *command = bag_command(entry.id, row, &mut self.bag_error);
                            }
                            ui.end_row();
                        }
                    });
            });
        if self.bag_error {
            ui.colored_label(ui.visuals().error_fg_color, w.text("bag_chips_bad"));
        }
    }
}

/// The command for a row, or the error flag set when the chips are not a whole number.
fn bag_command(player: PlayerId, row: &BagRow, error: &mut bool) -> Option<Command> {
    let chips = riffle_text::parse_whole_number(&row.chips);
    *error = chips.is_none();
    chips.map(|chips| Command::BagChips {
        player,
        chips,
        bag: row.bag.trim().to_string(),
    })
}
