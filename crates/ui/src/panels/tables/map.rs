//! The floor map: the filtered list of tables kept between frames, and the grid of table cards
//! drawn row by row as they scroll into view, so a 1,112-table room costs what the cards on screen
//! cost.

use super::TablesPanel;
use crate::panels::Cx;
use crate::theme;
use egui::{RichText, ScrollArea, Ui, vec2};
use riffle_core::floor::{Floor, TableNo};
use riffle_text::Words;
use riffle_tournament::Command;

impl TablesPanel {
    /// How tall a table card is: its header, a line a seat, its footer.
    pub(super) fn card_height(&self) -> f32 {
        theme::space::TABLE_CARD_HEADER
            + theme::space::SEAT_LINE * f32::from(self.listing.seats.max(2))
            + theme::space::TABLE_CARD_FOOTER
    }

    /// The grid of table cards, laid out only for the rows in view.
    pub(super) fn map(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let floor = cx.tournament.floor();
        if floor.table_count() == 0 {
            ui.label(RichText::new(w.text("tables_no_tables")).size(theme::size::LEAD));
            return None;
        }
        if self.listing.tables.is_empty() {
            ui.label(RichText::new(w.text("nothing_matches")).size(theme::size::LEAD));
            return None;
        }
        let spacing = ui.spacing().item_spacing;
        // The scroll bar takes its room from the cards' row.
        let width = ui.available_width() - ui.spacing().scroll.allocated_width();
        let columns = (((width + spacing.x) / (theme::space::TABLE_CARD_WIDTH + spacing.x)).floor()
            as usize)
            .max(1);
        let card_height = self.card_height();
        let rows = self.listing.tables.len().div_ceil(columns);
        let mut command = None;
        ScrollArea::vertical()
            .id_salt("floor map")
            .auto_shrink([false, false])
            .show_rows(ui, card_height, rows, |ui, range| {
                // Each card in its own place on the row, the gaps between them kept whatever
                // the width the scroll area leaves.
                let room = ui.available_width();
                let card_width =
                    ((room - spacing.x * (columns as f32 - 1.0)) / columns as f32).max(120.0);
                for row in range {
                    let start = row * columns;
                    let end = (start + columns).min(self.listing.tables.len());
                    let (row_rect, _) =
                        ui.allocate_exact_size(vec2(room, card_height), egui::Sense::hover());
                    for (k, index) in (start..end).enumerate() {
                        let number = self.listing.tables[index];
                        let left = row_rect.left() + k as f32 * (card_width + spacing.x);
                        let place = egui::Rect::from_min_size(
                            egui::pos2(left, row_rect.top()),
                            vec2(card_width, card_height),
                        );
                        let size = place.size();
                        let asked = ui
                            .scope_builder(egui::UiBuilder::new().max_rect(place), |ui| {
                                self.card(ui, cx, number, size, w)
                            })
                            .inner;
                        if asked.is_some() {
                            command = asked;
                        }
                    }
                }
            });
        command
    }
}

/// Which tables the map shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(super) enum Filter {
    #[default]
    All,
    Short,
    Halted,
}

/// A table is short when it has two or more players fewer than the fullest: a difference one
/// move can narrow, where the next balancing move will go.
pub(super) fn is_short(players: u8, most: u8) -> bool {
    most >= players.saturating_add(2)
}

/// What the map derives from every table, kept until the tournament or the filter changes.
#[derive(Default)]
pub(super) struct Listing {
    pub(super) key: Option<(usize, Filter, String)>,
    pub(super) tables: Vec<TableNo>,
    /// The seats of the largest table shown: every card is that tall, so rows line up.
    pub(super) seats: u8,
    pub(super) table_count: usize,
    pub(super) short_count: usize,
    pub(super) halted_count: usize,
    pub(super) most: u8,
}

impl Listing {
    pub(super) fn refresh(&mut self, floor: &Floor, history: usize, filter: Filter, number: &str) {
        let key = (history, filter, number.to_string());
        if self.key.as_ref() == Some(&key) {
            return;
        }
        let most = floor.fullest().map_or(0, |(_, n)| n);
        let digits = number.trim();
        let (mut short_count, mut halted_count, mut seats) = (0, 0, 0);
        let mut tables = Vec::new();
        for table in floor.tables() {
            let no = table.number();
            let short = is_short(table.player_count(), most);
            let halted = floor.is_halted(no);
            short_count += usize::from(short);
            halted_count += usize::from(halted);
            let shown = match filter {
                Filter::All => true,
                Filter::Short => short,
                Filter::Halted => halted,
            } && (digits.is_empty() || no.0.to_string().starts_with(digits));
            if shown {
                tables.push(no);
                seats = seats.max(table.seat_count());
            }
        }
        *self = Listing {
            key: Some(key),
            tables,
            seats,
            table_count: floor.table_count(),
            short_count,
            halted_count,
            most,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::is_short;

    #[test]
    fn a_table_is_short_two_players_below_the_fullest() {
        assert!(!is_short(9, 9));
        assert!(!is_short(8, 9));
        assert!(is_short(7, 9));
        assert!(!is_short(0, 0));
    }
}
