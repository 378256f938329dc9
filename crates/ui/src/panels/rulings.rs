//! The rulings panel: the dispute wizard, penalties, the rulings recorded and the rulebook.
//!
//! The dispute catalogue decides everything a dispute needs: the panel asks the one fact the
//! case says is missing, with the input the fact's kind calls for, and sets the answer on the
//! case through `Case::set_fact`, so no case has a form of its own. The ruling, its rules and the
//! penalty ladder come from the core in both languages; the panel shows the TD's.

mod answer;
mod book;
mod dispute;
mod penalty;
mod players;
mod record;

use super::{Cx, LoggedSpot, Outbox, Panel, View as PanelView, with_tournament};
use crate::i18n::Texts;
use crate::theme;
use chrono::{DateTime, Local, Utc};
use egui::{Color32, RichText, Ui};
use riffle_core::house::RuleRef;
use riffle_rules::rulebook::Rulebook;
use riffle_text::Lang;
use riffle_tournament::Command;

/// The panel's four views.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum View {
    #[default]
    Dispute,
    Penalties,
    Recorded,
    Rulebook,
}

/// The rulings panel's state: the dispute being ruled, the penalty being given, the searches.
#[derive(Default)]
pub struct RulingsPanel {
    view: View,
    dispute: dispute::DisputeView,
    penalty: penalty::PenaltyView,
    recorded: record::RecordedView,
    book: book::BookView,
}

impl RulingsPanel {
    /// The panel; a dispute about the hand being logged (`logged_spot`) starts from what the
    /// hand knows.
    pub fn ui(&mut self, ui: &mut Ui, cx: &Cx, logged_spot: Option<LoggedSpot>) -> Option<Command> {
        let w = crate::i18n::words(cx.lang);
        ui.horizontal_wrapped(|ui| {
            let recorded =
                riffle_text::fill!(w, "view_recorded", n = cx.tournament.rulings().len());
            for (view, title) in [
                (View::Dispute, w.text("view_dispute").to_string()),
                (View::Penalties, w.text("view_penalties").to_string()),
                (View::Recorded, recorded),
                (View::Rulebook, w.text("view_rulebook").to_string()),
            ] {
                let text = RichText::new(title).size(theme::size::TITLE);
                if ui.selectable_label(self.view == view, text).clicked() && self.view != view {
                    self.view = view;
                    if view == View::Rulebook {
                        self.book.opened();
                    }
                }
                ui.add_space(theme::space::STEP_GAP);
            }
        });
        ui.separator();
        match self.view {
            View::Dispute => {
                let outcome = self.dispute.ui(ui, cx, w, logged_spot);
                if let Some((fault, players)) = outcome.penalize {
                    self.penalty.prefill(fault, &players);
                    self.view = View::Penalties;
                }
                outcome.command
            }
            View::Penalties => self.penalty.ui(ui, cx, w),
            View::Recorded => {
                egui::CentralPanel::default()
                    .frame(panel_frame())
                    .show(ui, |ui| self.recorded.ui(ui, cx, w));
                None
            }
            View::Rulebook => {
                self.book.ui(ui, cx, w);
                None
            }
        }
    }
}

/// The frame of the panel's columns: a little air around the content.
fn panel_frame() -> egui::Frame {
    egui::Frame::new().inner_margin(theme::space::COLUMN_MARGIN)
}

/// A sentence as a line starts: the catalogue's questions are written to follow "the next
/// fact:", in lower case.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// The time of day on the TD's watch.
pub(crate) fn wall_time(at: DateTime<Utc>) -> String {
    at.with_timezone(&Local).format("%H:%M").to_string()
}

/// A coloured strip with a sentence: what was just recorded, or what is wrong.
fn banner(ui: &mut Ui, text: &str, fill: Color32) {
    egui::Frame::new()
        .fill(fill)
        .corner_radius(theme::space::CORNER)
        .inner_margin(theme::space::STRIP_MARGIN)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(
                RichText::new(text)
                    .size(theme::size::LEAD)
                    .color(theme::ON_DARK),
            );
        });
}

/// The rules a ruling or a penalty rests on, one line each, number and title from the rulebook
/// in the TD's language; a click opens our summary, for the player who asks what the rule says.
fn cited_rules(ui: &mut Ui, rules: &[RuleRef], lang: Lang) {
    let book = Rulebook::builtin();
    for rule in rules {
        match book.find(rule) {
            Some(entry) => {
                egui::CollapsingHeader::new(
                    RichText::new(entry.heading(lang))
                        .size(theme::size::LEAD)
                        .color(ui.visuals().strong_text_color()),
                )
                .id_salt(("cited", rule.id()))
                .show(ui, |ui| {
                    ui.label(RichText::new(entry.summary.get(lang)).size(theme::size::BODY));
                });
            }
            None => {
                ui.label(RichText::new(rule.id()).size(theme::size::LEAD).strong());
            }
        }
    }
}

impl Panel for RulingsPanel {
    fn title(&self, t: &'static Texts) -> &'static str {
        t.text("tab_rulings")
    }

    fn show(&mut self, ui: &mut Ui, view: &mut PanelView, out: &mut Outbox) {
        let logged_spot = view.logged_spot;
        with_tournament(ui, view, out, |ui, cx, out| {
            out.send(self.ui(ui, cx, logged_spot));
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use riffle_text::{fold, matches_words};

    #[test]
    fn every_word_typed_must_start_a_word() {
        let title = fold("Insufficient bet or raise Mise ou relance insuffisante");
        assert!(matches_words(&fold("relance insuf"), &title));
        assert!(matches_words("", &title));
        assert!(!matches_words(&fold("string"), &title));
        assert_eq!(capitalised("what went wrong?"), "What went wrong?");
        assert_eq!(capitalised("écart ?"), "Écart ?");
    }
}
