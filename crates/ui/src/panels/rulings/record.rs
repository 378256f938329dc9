//! The rulings recorded, newest first: time, table and hand, the case, the decision and the
//! rules cited, a screenful at a time; the one the TD clicks shows whole below the list.

use super::{cited_rules, wall_time};
use crate::panels::Cx;
use crate::theme;
use egui::{Button, RichText, ScrollArea, Ui, vec2};
use riffle_text::Lang;
use riffle_text::Words;
use riffle_tournament::{RulingRecord, Tournament};

/// One ruling as its row shows it.
struct Row {
    /// Its place in `Tournament::rulings`.
    at: usize,
    time: String,
    place: String,
    case: String,
    decision: String,
    rules: String,
}

#[derive(Default)]
pub(super) struct RecordedView {
    /// The rows, built once per change of the tournament and of the language.
    rows: Option<((usize, Lang), Vec<Row>)>,
    selected: Option<usize>,
}

impl RecordedView {
    pub fn ui(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) {
        let tournament = cx.tournament;
        let key = (tournament.history().len(), cx.lang);
        if self.rows.as_ref().is_none_or(|(at, _)| *at != key) {
            self.rows = Some((key, rows(tournament, cx.lang, w)));
        }
        let Some((_, rows)) = &self.rows else {
            return;
        };
        ui.heading(match rows.len() {
            0 => w.text("no_ruling_recorded").to_string(),
            n => riffle_text::fill!(w, "rulings_recorded_n" / n as u64, n),
        });
        if rows.is_empty() {
            ui.weak(w.text("no_ruling_yet"));
            return;
        }
        let list_height = if self.selected.is_some() {
            ui.available_height() * 0.45
        } else {
            ui.available_height()
        };
        let mut clicked = None;
        ScrollArea::vertical()
            .id_salt("rulings-recorded")
            .max_height(list_height)
            .auto_shrink([false, true])
            .show_rows(ui, theme::space::TALL_ROW, rows.len(), |ui, range| {
                for row in &rows[range] {
                    let text = format!(
                        "{}   {}   {}   ·   {}   ·   {}",
                        row.time, row.place, row.case, row.decision, row.rules
                    );
                    let button = Button::selectable(
                        self.selected == Some(row.at),
                        RichText::new(text).size(theme::size::BODY),
                    )
                    .truncate()
                    .min_size(vec2(ui.available_width(), theme::space::TALL_ROW));
                    if ui.add(button).clicked() {
                        clicked = Some(row.at);
                    }
                }
            });
        if let Some(at) = clicked {
            self.selected = (self.selected != Some(at)).then_some(at);
        }
        let Some(record) = self.selected.and_then(|at| tournament.rulings().get(at)) else {
            return;
        };
        ui.separator();
        ScrollArea::vertical()
            .id_salt("rulings-recorded-detail")
            .auto_shrink(false)
            .show(ui, |ui| {
                ui.label(
                    RichText::new(format!(
                        "{} · {} · {}",
                        wall_time(record.at),
                        place(record.table.map(|t| t.0), record.hand, w),
                        record.case.title().get(cx.lang)
                    ))
                    .size(theme::size::LEAD),
                );
                ui.label(
                    RichText::new(record.ruling.decision.headline().get(cx.lang))
                        .size(theme::size::SECTION)
                        .strong()
                        .color(ui.visuals().strong_text_color()),
                );
                ui.label(
                    RichText::new(record.ruling.explanation.get(cx.lang)).size(theme::size::LEAD),
                );
                if let Some(choice) = &record.choice {
                    ui.label(
                        RichText::new(riffle_text::fill!(
                            w,
                            "td_chose",
                            choice = choice.label.get(cx.lang),
                            reason = choice.reason
                        ))
                        .size(theme::size::LEAD)
                        .strong(),
                    );
                }
                if !record.players.is_empty() {
                    let names: Vec<&str> = record
                        .players
                        .iter()
                        .filter_map(|p| tournament.entry(*p).map(|e| e.name.as_str()))
                        .collect();
                    ui.label(format!(
                        "{} {}",
                        w.text("players_involved"),
                        names.join(", ")
                    ));
                }
                let preset = riffle_core::house::shown_name(&record.house_rules, cx.lang);
                ui.weak(riffle_text::fill!(w, "under_rules", preset));
                assumed(ui, record, cx, w);
                cited_rules(ui, &record.ruling.rules, cx.lang);
            });
    }
}

/// The facts the ruling took as usual because nobody stated them, each with its answer and
/// marked as assumed, as the wizard showed them when it was ruled (and as a `Rule` command
/// from a script or the API records them).
fn assumed(ui: &mut Ui, record: &RulingRecord, cx: &Cx, w: &Words) {
    if record.assumed.is_empty() {
        return;
    }
    ui.label(
        RichText::new(w.text("recorded_assumed"))
            .size(theme::size::LEAD)
            .strong(),
    );
    let house = &cx.tournament.house_rules().rules;
    for answer in &record.assumed {
        let (question, value) = riffle_rules::disputes::answered::assumed_in_words(
            &record.case,
            answer,
            house,
            cx.lang,
            &chrono::Local,
        );
        ui.label(
            RichText::new(format!(
                "• {} {} ({})",
                question,
                value,
                w.text("assumed_as_usual")
            ))
            .size(theme::size::BODY),
        );
    }
}

fn rows(tournament: &Tournament, lang: Lang, w: &Words) -> Vec<Row> {
    let book = riffle_rules::rulebook::Rulebook::builtin();
    tournament
        .rulings()
        .iter()
        .enumerate()
        .rev()
        .map(|(at, r)| {
            let decision = match &r.choice {
                Some(choice) => choice.label.get(lang).to_string(),
                None => r.ruling.decision.headline().get(lang).to_string(),
            };
            let rules: Vec<String> = (r.ruling.rules.iter())
                .map(|rule| {
                    book.find(rule)
                        .map_or_else(|| rule.id().to_string(), |e| e.citation(lang))
                })
                .collect();
            Row {
                at,
                time: wall_time(r.at),
                place: place(r.table.map(|t| t.0), r.hand, w),
                case: r.case.title().get(lang).to_string(),
                decision,
                rules: rules.join(", "),
            }
        })
        .collect()
}

/// "Table 12, hand 37", "Table 12", or "No table".
fn place(table: Option<u32>, hand: Option<u32>, w: &Words) -> String {
    match (table, hand) {
        (Some(table), Some(hand)) => riffle_text::fill!(w, "table_hand", table, hand),
        (Some(table), None) => riffle_text::fill!(w, "table_n", n = u64::from(table)),
        (None, _) => w.text("no_table").to_string(),
    }
}
