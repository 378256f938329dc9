//! The payout table edit window: before the money, the TD replaces the structure's prizes with
//! their own, one field per paid place, the sum checked against the pool as they type. The
//! tournament decides (the order, the sum, whether anyone is paid yet); the window shows its
//! refusal as the TD types, and sends the prizes as one command.

use crate::panels::Cx;
use crate::theme;
use egui::{Button, Grid, RichText, ScrollArea, TextEdit, Ui};
use riffle_core::structure::Money;
use riffle_text::{Say, Words, parse_whole_number};
use riffle_tournament::{Command, RuleError};

/// What the TD has typed, kept between frames and filled again from the tournament's prizes
/// whenever its history moves (a saved edit, a late entry changing the pool).
#[derive(Default)]
pub struct PayoutEditor {
    open: bool,
    /// The history length the fields were filled at.
    filled_at: Option<usize>,
    /// Each paid place's prize as typed, first place first.
    fields: Vec<String>,
}

/// The prizes as typed, or the first place whose field is not an amount.
fn typed(fields: &[String]) -> Result<Vec<Money>, usize> {
    fields
        .iter()
        .enumerate()
        .map(|(at, text)| parse_whole_number(text).ok_or(at + 1))
        .collect()
}

impl PayoutEditor {
    /// The button that opens the window (or the sentence saying why the prizes can no longer
    /// change), and the window when open; returns the command the TD sent.
    pub fn ui(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let (tournament, now, t) = (cx.tournament, cx.now, cx.t);
        // The structure's prizes asked back: refused exactly when no edit is allowed now.
        let editable = tournament.preview(
            &Command::SetPayouts {
                prizes: Vec::new(),
                kept: None,
            },
            now,
        );
        ui.horizontal(|ui| {
            if ui
                .add_enabled(editable.is_ok(), Button::new(w.text("edit_prizes")))
                .clicked()
            {
                self.open = true;
                self.filled_at = None;
            }
            if let Err(refusal) = &editable {
                ui.label(RichText::new(refusal.say(t.lang)).weak());
            }
        });
        if editable.is_err() {
            self.open = false;
        }
        if !self.open {
            return None;
        }
        let history = tournament.history().len();
        if self.filled_at != Some(history) {
            self.filled_at = Some(history);
            self.fields = tournament
                .payouts()
                .into_iter()
                .map(|prize| t.number(prize))
                .collect();
        }
        let mut open = self.open;
        let mut sent = None;
        egui::Window::new(w.text("edit_prizes_title"))
            .id(egui::Id::unique("payout-editor"))
            .open(&mut open)
            .collapsible(false)
            .default_width(theme::space::DIALOG)
            .show(ui.ctx(), |ui| {
                sent = self.contents(ui, cx, w);
            });
        self.open = open && self.open;
        sent
    }

    fn contents(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let (tournament, now, t) = (cx.tournament, cx.now, cx.t);
        let currency = cx.display.currency.as_deref();
        let pool = tournament.prize_pool();
        let money = |amount: Money| t.money(amount, currency);
        ui.label(
            RichText::new(riffle_text::fill!(
                w,
                "edit_prizes_pool",
                pool = money(pool)
            ))
            .strong(),
        );
        ScrollArea::vertical()
            .max_height(theme::space::LIST_TALL)
            .show(ui, |ui| {
                Grid::new("payout-editor-places").show(ui, |ui| {
                    for (at, field) in self.fields.iter_mut().enumerate() {
                        let place = u32::try_from(at + 1).unwrap_or(u32::MAX);
                        let label = ui.label(t.ordinal(place));
                        // Sized: a grid cell is no wider than last frame's column.
                        let size = [theme::space::FIELD_L, ui.spacing().interact_size.y];
                        ui.add_sized(size, TextEdit::singleline(field))
                            .labelled_by(label.id);
                        ui.end_row();
                    }
                });
            });
        ui.horizontal(|ui| {
            if self.fields.len() < tournament.entries_counted() as usize
                && ui.button(w.text("add_place")).clicked()
            {
                self.fields.push("0".to_string());
            }
            if self.fields.len() > 1 && ui.button(w.text("remove_place")).clicked() {
                self.fields.pop();
            }
        });

        // The sum as the TD types, then the tournament's own verdict on the whole table.
        let command = match typed(&self.fields) {
            Err(place) => {
                let sentence =
                    riffle_text::fill!(w, "prize_not_an_amount", place = t.ordinal(place as u32));
                ui.colored_label(ui.visuals().error_fg_color, sentence);
                None
            }
            Ok(prizes) => {
                let total = prizes
                    .iter()
                    .try_fold(0 as Money, |sum, &p| sum.checked_add(p));
                let (sentence, color) = match total {
                    Some(total) if total == pool => (
                        riffle_text::fill!(w, "prizes_match_pool", pool = money(pool)),
                        crate::panels::go_color(ui),
                    ),
                    Some(total) if total < pool => (
                        riffle_text::fill!(
                            w,
                            "prizes_short",
                            total = money(total),
                            missing = money(pool - total),
                            pool = money(pool)
                        ),
                        ui.visuals().warn_fg_color,
                    ),
                    Some(total) => (
                        riffle_text::fill!(
                            w,
                            "prizes_over",
                            total = money(total),
                            over = money(total - pool),
                            pool = money(pool)
                        ),
                        ui.visuals().warn_fg_color,
                    ),
                    None => (
                        RuleError::MoneyOverflow.say(t.lang),
                        ui.visuals().error_fg_color,
                    ),
                };
                ui.colored_label(color, RichText::new(sentence).strong());
                let command = Command::SetPayouts { prizes, kept: None };
                match tournament.preview(&command, now) {
                    Ok(_) => Some(command),
                    // The sum is told above, in the TD's figures.
                    Err(RuleError::PayoutsNotSumming { .. } | RuleError::MoneyOverflow) => None,
                    Err(refusal) => {
                        ui.colored_label(ui.visuals().error_fg_color, refusal.say(t.lang));
                        None
                    }
                }
            }
        };
        let mut sent = None;
        ui.horizontal(|ui| {
            if ui
                .add_enabled(command.is_some(), Button::new(w.text("save_prizes")))
                .clicked()
            {
                sent = command;
            }
            let structure = tournament.structure().payouts(pool, tournament.field());
            if tournament.payouts() != structure && ui.button(w.text("structure_prizes")).clicked()
            {
                sent = Some(Command::SetPayouts {
                    prizes: Vec::new(),
                    kept: None,
                });
            }
            if ui.button(w.text("close_editor")).clicked() {
                self.open = false;
            }
        });
        sent
    }
}
