//! The rotation plan's editor under the dealer board: dealers checked in by name, the push
//! interval, and the strings of tables with their dealers (those beyond the tables relieve
//! them), sent as the one journaled command the floor page and scripts send too. What the TD
//! typed is only read here (numbers, names); whether the plan leaves a table without a dealer
//! is the tournament's to say, and a plan sent twice (a double click) is refused there, so it
//! never starts the rotation over.

use super::{Cx, Mistyped, parse_tables};
use crate::theme;
use egui::{RichText, TextEdit, Ui};
use riffle_core::dealers::{DealerId, DealerString};
use riffle_core::floor::TableNo;
use riffle_text::Words;
use riffle_tournament::{Command, Tournament};

/// One string as typed: its tables' numbers and its dealers' names.
#[derive(Default)]
struct StringRow {
    tables: String,
    dealers: String,
}

/// The editor's fields, kept between frames while it is open.
#[derive(Default)]
pub(super) struct PlanEditor {
    open: bool,
    /// A dealer's name typed to check in.
    name: String,
    minutes: String,
    strings: Vec<StringRow>,
    /// What was wrong with what the TD typed, before any command.
    problem: Option<Mistyped>,
}

impl PlanEditor {
    /// The editor's button, and the form once opened; the command asked this frame, if any.
    pub(super) fn ui(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let tournament = cx.tournament;
        if !self.open {
            if ui.button(w.text("edit_rotation_plan")).clicked() {
                self.load(tournament);
                self.open = true;
            }
            return None;
        }
        let mut command = None;
        ui.label(RichText::new(w.text("rotation_plan")).strong());
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(w.text("check_in_dealer"));
            ui.add(
                TextEdit::singleline(&mut self.name)
                    .hint_text(w.text("dealer_name_hint"))
                    .desired_width(theme::space::FIELD_L),
            )
            .labelled_by(label.id);
            if ui.button(w.text("check_in")).clicked() {
                command = Some(Command::CheckInDealer {
                    name: std::mem::take(&mut self.name),
                });
            }
            let names: Vec<&str> = (tournament.dealers().iter())
                .filter(|d| d.is_in())
                .map(|d| d.name.as_str())
                .collect();
            let listed = if names.is_empty() {
                w.text("no_dealer_checked_in").to_string()
            } else {
                riffle_text::fill!(w, "dealers_checked_in", names = names.join(", "))
            };
            ui.label(RichText::new(listed).weak());
        });
        ui.horizontal(|ui| {
            let label = ui.label(w.text("push_every"));
            ui.add(TextEdit::singleline(&mut self.minutes).desired_width(theme::space::FIELD_XS))
                .labelled_by(label.id);
            ui.label(w.text("minutes_short"));
        });
        let mut removed = None;
        for (index, row) in self.strings.iter_mut().enumerate() {
            ui.horizontal_wrapped(|ui| {
                let label = ui.label(riffle_text::fill!(w, "string_tables", n = index + 1));
                ui.add(
                    TextEdit::singleline(&mut row.tables)
                        .hint_text(w.text("open_tables_hint"))
                        .desired_width(theme::space::FIELD_M),
                )
                .labelled_by(label.id);
                let label = ui.label(w.text("string_dealers"));
                ui.add(
                    TextEdit::singleline(&mut row.dealers)
                        .hint_text(w.text("string_dealers_hint"))
                        .desired_width(theme::space::FIELD_XL),
                )
                .labelled_by(label.id);
                if ui
                    .small_button(riffle_text::fill!(w, "remove_string", n = index + 1))
                    .clicked()
                {
                    removed = Some(index);
                }
            });
        }
        if let Some(index) = removed {
            self.strings.remove(index);
        }
        let (add, set, close) = ui
            .horizontal(|ui| {
                (
                    ui.button(w.text("add_string")).clicked(),
                    ui.button(w.text("set_rotation_plan")).clicked(),
                    ui.button(w.text("close")).clicked(),
                )
            })
            .inner;
        if add {
            self.strings.push(StringRow::default());
        }
        if set {
            match self.read(tournament) {
                Ok(plan) => {
                    self.problem = None;
                    command = Some(plan);
                }
                Err(problem) => self.problem = Some(problem),
            }
        }
        if close {
            self.open = false;
            self.problem = None;
        }
        if let Some(problem) = &self.problem {
            ui.colored_label(ui.visuals().error_fg_color, problem.words(w));
        }
        command
    }

    /// The fields from the plan in force, or one empty string when none is set.
    fn load(&mut self, tournament: &Tournament) {
        let name = |dealer: &DealerId| {
            (tournament.dealers().get(dealer.0 as usize))
                .map_or_else(|| dealer.0.to_string(), |d| d.name.clone())
        };
        self.problem = None;
        match tournament.dealer_plan() {
            Some((minutes, strings)) => {
                self.minutes = minutes.to_string();
                self.strings = (strings.iter())
                    .map(|s| StringRow {
                        tables: (s.tables.iter().map(|t| t.0.to_string()))
                            .collect::<Vec<_>>()
                            .join(", "),
                        dealers: s.dealers.iter().map(name).collect::<Vec<_>>().join(", "),
                    })
                    .collect();
            }
            None => {
                self.minutes = "30".into();
                let tables: Vec<String> = (tournament.floor().tables())
                    .map(|t| t.number().0.to_string())
                    .collect();
                self.strings = vec![StringRow {
                    tables: tables.join(", "),
                    dealers: String::new(),
                }];
            }
        }
    }

    /// The plan typed, or what to type instead.
    fn read(&self, tournament: &Tournament) -> Result<Command, Mistyped> {
        let push_minutes: u32 = (self.minutes.trim().parse().ok())
            .ok_or_else(|| Mistyped::PushMinutes(self.minutes.trim().to_string()))?;
        let mut strings = Vec::new();
        for (index, row) in self.strings.iter().enumerate() {
            let tables = if row.tables.trim().is_empty() {
                Vec::new()
            } else {
                parse_tables(&row.tables).ok_or(Mistyped::TableNumbers)?
            };
            let mut dealers = Vec::new();
            for typed in row
                .dealers
                .split(',')
                .map(str::trim)
                .filter(|n| !n.is_empty())
            {
                let dealer =
                    tournament
                        .dealer_named(typed)
                        .ok_or_else(|| Mistyped::UnknownDealer {
                            name: typed.to_string(),
                            string: index + 1,
                        })?;
                dealers.push(dealer.id);
            }
            strings.push(DealerString {
                tables: tables.into_iter().map(TableNo).collect(),
                dealers,
            });
        }
        Ok(Command::SetDealerPlan {
            push_minutes,
            strings,
        })
    }
}
