//! The reports from the tables, as dealers send them from their phones: calls to answer and
//! busts to confirm, each bust with the place and prize confirming it gives. The TD sees and
//! answers the same reports as the floor's phones, from the same journal.

use super::super::Cx;
use crate::theme;
use egui::{RichText, Ui};
use riffle_text::Words;
use riffle_tournament::Command;
use riffle_tournament::reports::{Report, ReportKind};

/// The open reports, oldest first; nothing when there is none. The command the TD asked for.
pub(super) fn reports(ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
    let open = cx.tournament.reports();
    if open.is_empty() {
        return None;
    }
    let mut command = None;
    super::to_act_on(ui, |ui| {
        ui.label(
            RichText::new(riffle_text::fill!(w, "reports_title", count = open.len()))
                .size(theme::size::SECTION)
                .strong()
                .color(theme::INSTRUCTION_STROKE),
        );
        for report in open {
            ui.horizontal_wrapped(|ui| {
                if let Some(asked) = row(ui, cx, w, report) {
                    command = Some(asked);
                }
            });
        }
    });
    ui.add_space(theme::space::GROUP_GAP);
    command
}

fn row(ui: &mut Ui, cx: &Cx, w: &Words, report: &Report) -> Option<Command> {
    let (id, table) = (report.id, report.table.0);
    let close = Command::CloseReport { report: id };
    match &report.kind {
        ReportKind::FloorCall { reason } => {
            ui.label(
                RichText::new(riffle_text::fill!(w, "report_call", table, reason))
                    .size(theme::size::LEAD),
            );
            ui.button(w.text("report_answered"))
                .clicked()
                .then_some(close)
        }
        ReportKind::Bust { seat, player } => {
            let name = (cx.tournament.entry(*player))
                .map_or_else(|| player.to_string(), |e| e.name.clone());
            let sentence = match cx.tournament.confirming(id, cx.now) {
                Some(standing) => riffle_text::fill!(
                    w,
                    "report_bust",
                    table,
                    seat,
                    name,
                    place = cx.t.ordinal(standing.place),
                    prize = cx.t.money(standing.prize, cx.display.currency.as_deref())
                ),
                None => riffle_text::fill!(w, "report_bust_unplaced", table, seat, name),
            };
            ui.label(RichText::new(sentence).size(theme::size::LEAD));
            let confirm =
                egui::Button::new(RichText::new(w.text("report_confirm")).color(theme::ON_DARK))
                    .fill(theme::DANGER_FILL);
            if ui.add(confirm).clicked() {
                return Some(Command::ConfirmBust { report: id });
            }
            ui.button(w.text("report_not_a_bust"))
                .clicked()
                .then_some(close)
        }
    }
}
