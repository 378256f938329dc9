//! The rulebook, searched as the TD types: a rule number ("47", "47A", "RP-9") or words in
//! English or French. Each rule shows its number, title and our summary in the TD's language.

use super::panel_frame;
use crate::panels::Cx;
use crate::theme;
use egui::{Button, RichText, ScrollArea, TextEdit, Ui, vec2};
use riffle_rules::rulebook::{RuleEntry, Rulebook};
use riffle_text::Lang;
use riffle_text::Words;

/// Rules shown whole for a search; the TD narrows it down to see others.
const SHOWN: usize = 40;

#[derive(Default)]
pub(super) struct BookView {
    query: String,
    /// The rules found for `searched`, best first.
    hits: Vec<&'static RuleEntry>,
    searched: Option<String>,
    /// The search field takes the keyboard when the view opens.
    focus: bool,
}

impl BookView {
    /// The view is opening: the search field takes the keyboard.
    pub fn opened(&mut self) {
        self.focus = true;
    }

    pub fn ui(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) {
        let book = Rulebook::builtin();
        egui::CentralPanel::default()
            .frame(panel_frame())
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    let label = ui.label(
                        RichText::new(w.text("search_the_rulebook")).size(theme::size::TITLE),
                    );
                    let field = ui
                        .add(
                            TextEdit::singleline(&mut self.query)
                                .hint_text(w.text("rulebook_hint"))
                                .desired_width(theme::space::FIELD_SENTENCE)
                                .font(egui::FontId::proportional(theme::size::PROMINENT)),
                        )
                        .labelled_by(label.id);
                    if std::mem::take(&mut self.focus) {
                        field.request_focus();
                    }
                    if !self.query.is_empty() && ui.button(w.text("rulings_clear")).clicked() {
                        self.query.clear();
                    }
                });
                ui.add_space(theme::space::ITEM_GAP);
                let query = self.query.trim().to_string();
                if query.is_empty() {
                    self.whole_book(ui, book, cx.lang);
                    return;
                }
                if self.searched.as_deref() != Some(query.as_str()) {
                    self.hits = book
                        .search(&query)
                        .into_iter()
                        .map(|hit| hit.entry)
                        .collect();
                    self.searched = Some(query);
                }
                if self.hits.is_empty() {
                    ui.label(RichText::new(w.text("no_rule_found")).size(theme::size::LEAD));
                    return;
                }
                ScrollArea::vertical()
                    .id_salt("rulings-rulebook-hits")
                    .auto_shrink(false)
                    .show(ui, |ui| {
                        for entry in self.hits.iter().take(SHOWN) {
                            rule(ui, entry, cx.lang);
                        }
                        if self.hits.len() > SHOWN {
                            ui.weak(riffle_text::fill!(
                                w,
                                "more_rules",
                                n = self.hits.len() - SHOWN
                            ));
                        }
                    });
            });
    }

    /// Every rule by its heading, one line each; a click looks it up.
    fn whole_book(&mut self, ui: &mut Ui, book: &Rulebook, lang: Lang) {
        let entries = book.entries();
        let mut clicked = None;
        ScrollArea::vertical()
            .id_salt("rulings-rulebook-all")
            .auto_shrink(false)
            .show_rows(ui, theme::space::TALL_ROW, entries.len(), |ui, range| {
                for entry in &entries[range] {
                    let button =
                        Button::new(RichText::new(entry.heading(lang)).size(theme::size::BODY))
                            .frame(false)
                            .truncate()
                            .min_size(vec2(ui.available_width(), theme::space::TALL_ROW));
                    if ui.add(button).clicked() {
                        clicked = Some(entry.id.clone());
                    }
                }
            });
        if let Some(id) = clicked {
            self.query = id;
        }
    }
}

/// A rule whole: its heading, then our summary.
fn rule(ui: &mut Ui, entry: &RuleEntry, lang: Lang) {
    ui.add_space(theme::space::ROW_GAP);
    ui.label(
        RichText::new(entry.heading(lang))
            .size(theme::size::LEAD + 1.0)
            .strong()
            .color(ui.visuals().strong_text_color()),
    );
    ui.label(RichText::new(entry.summary.get(lang)).size(theme::size::LEAD - 1.0));
}
