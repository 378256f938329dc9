//! The payouts panel: the prize pool and the prize of every paid place.

use crate::tournament::DisplayState;
use crate::ui::i18n::Texts;
use egui::{Grid, RichText, ScrollArea, Ui};

pub fn show(ui: &mut Ui, display: &DisplayState, t: &Texts) {
    let currency = display.currency.as_deref();
    ui.heading(format!(
        "{}: {}",
        t.prize_pool,
        t.money(display.prize_pool, currency)
    ));
    ui.label(format!(
        "{}: {} · {}: {}",
        t.entries,
        t.number(u64::from(display.entries)),
        t.players_left,
        t.number(u64::from(display.players_left))
    ));
    ui.add_space(8.0);
    ScrollArea::vertical().show(ui, |ui| {
        Grid::new("payouts")
            .striped(true)
            .num_columns(2)
            .min_col_width(120.0)
            .show(ui, |ui| {
                ui.label(RichText::new(t.place).strong());
                ui.label(RichText::new(t.prize).strong());
                ui.end_row();
                for (index, prize) in display.payouts.iter().enumerate() {
                    let place = u32::try_from(index + 1).unwrap_or(u32::MAX);
                    ui.label((t.ordinal)(place));
                    ui.label(RichText::new(t.money(*prize, currency)).monospace());
                    ui.end_row();
                }
            });
    });
}
