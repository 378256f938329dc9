//! The structure panel: the schedule as the clock runs it (the period on the clock highlighted),
//! a chart of the big blind and of the average stack over the hours of play, and changing the
//! structure before the clock starts, from a shipped structure or a RON file.
//!
//! The panel never reads a file on its own: it asks the shell for a file dialog
//! ([`Asked::Dialog`]), and the shell hands the path back
//! ([`StructurePanel::file_chosen`]), which reads it through the store, checks it with the
//! structure loader and turns it into a command; a refused file is listed here with the line and
//! column of every error.

use super::{Asked, Cx, Handed, Outbox, Panel, View, text_width, with_tournament};
use crate::backend::Refusal;
use crate::i18n::Texts;
use crate::i18n::words;
use crate::platform::Dialog;
use crate::theme;
use chrono::{DateTime, TimeDelta, Utc};
use egui::{
    Align, ComboBox, Frame, Layout, Rect, RichText, ScrollArea, Sense, Ui, UiBuilder, vec2,
};
use egui_plot::{HLine, Legend, Line, Plot, PlotPoints, VLine};
use riffle_core::clock::ClockState;
use riffle_core::structure::{Diagnostic, PeriodKind, SHIPPED, Schedule};
use riffle_text::Words;
use riffle_text::{Lang, Say};
use riffle_tournament::{Command, StructureSource, Tournament};
use std::path::Path;
use std::sync::OnceLock;

/// What the last structure file gave: its errors (refused) or its warnings (loaded).
struct Report {
    file: String,
    refused: bool,
    /// A problem without a place in the file (it could not be read at all).
    problem: Option<Refusal>,
    findings: Vec<Diagnostic>,
}

/// The chart's lines, derived from the schedule and the field, kept until the tournament
/// changes.
#[derive(Default)]
struct Chart {
    key: Option<usize>,
    big_blind: Vec<[f64; 2]>,
    average_in_big_blinds: Vec<[f64; 2]>,
    average: u64,
    chips: u64,
    players: u32,
}

impl Chart {
    fn refresh(&mut self, tournament: &Tournament) {
        let key = tournament.history().len();
        if self.key == Some(key) {
            return;
        }
        let players = tournament.players_left();
        let chips = tournament.chips_in_play();
        let average = chips
            .checked_div(u64::from(players))
            .unwrap_or(tournament.structure().starting_stack);
        let mut big_blind = Vec::new();
        let mut average_in_big_blinds = Vec::new();
        let mut blind = None;
        for period in &tournament.schedule().periods {
            if let PeriodKind::Level(level) = &period.kind {
                blind = Some(level.big_blind.max(1));
            }
            let Some(bb) = blind else { continue };
            let (start, end) = (hours(period.start_seconds), hours(period.end_seconds()));
            for x in [start, end] {
                big_blind.push([x, bb as f64]);
                average_in_big_blinds.push([x, average as f64 / bb as f64]);
            }
        }
        *self = Chart {
            key: Some(key),
            big_blind,
            average_in_big_blinds,
            average,
            chips,
            players,
        };
    }
}

fn hours(seconds: u64) -> f64 {
    seconds as f64 / 3600.0
}

/// Play time as the clock shows it: `2:40` for two hours forty.
fn play_time(seconds: u64) -> String {
    format!("{}:{:02}", seconds / 3600, seconds / 60 % 60)
}

/// The shipped structures' names as organisers wrote them, read once.
fn shipped_names() -> &'static [(&'static str, String)] {
    static NAMES: OnceLock<Vec<(&'static str, String)>> = OnceLock::new();
    NAMES.get_or_init(|| {
        SHIPPED
            .iter()
            .map(|&(file, _)| {
                let name = riffle_core::structure::shipped(file)
                    .and_then(Result::ok)
                    .map_or_else(|| file.to_string(), |s| format!("{} ({file})", s.name));
                (file, name)
            })
            .collect()
    })
}

#[derive(Default)]
pub struct StructurePanel {
    report: Option<Report>,
    /// The shipped structure picked in the list, by index.
    shipped: usize,
    chart: Chart,
    /// The schedule's widest words, measured once per change of the tournament, language or
    /// text size rather than at every frame (a level's words laid out three times each).
    widest: Option<(WidestKey, Widest)>,
}

/// What the widest words of the schedule depend on: the tournament's commands, the TD's
/// language, and the size of the window's text in pixels (its scale and body text).
type WidestKey = (usize, riffle_text::Lang, u32, u32);

impl StructurePanel {
    pub fn ui(&mut self, ui: &mut Ui, cx: &Cx) -> Option<Asked> {
        let w = words(cx.lang);
        let t = cx.t;
        let tournament = cx.tournament;
        let structure = tournament.structure();
        let schedule = tournament.schedule();
        ui.horizontal_wrapped(|ui| {
            ui.heading(&structure.name);
            if let Some(description) = &structure.description {
                ui.label(RichText::new(description.get(t.lang)).weak());
            }
        });
        // Labelled as the language writes it: French sets a space before the colon.
        let price = t.money(
            structure.buy_in + structure.fee,
            structure.currency.as_deref(),
        );
        ui.label(format!(
            "{} · {} · {}",
            t.game(structure.game),
            t.labelled(
                w.text("structure_starting_stack"),
                &t.number(structure.starting_stack)
            ),
            t.labelled(w.text("buy_in"), &price),
        ));
        ui.label(late_registration(schedule, w));
        ui.add_space(theme::space::ROW_GAP);
        let asked = self.changes(ui, cx, w);
        self.report(ui, cx.t.lang, w);
        ui.add_space(theme::space::ROW_GAP);

        self.chart.refresh(tournament);
        // The schedule's words come first: the charts take under a third of the width.
        let chart_width = (ui.available_width() * 0.32).max(300.0);
        egui::Panel::right("structure chart")
            .exact_size(chart_width)
            .resizable(false)
            .show_separator_line(false)
            .show(ui, |ui| self.charts(ui, cx, w));
        self.schedule(ui, cx, w);
        asked
    }

    /// The structure file the TD picked: read, checked, and made into the command that sets
    /// it. A file that cannot be read or is refused is listed on the panel and gives no
    /// command.
    pub fn file_chosen(&mut self, path: &Path) -> Option<Command> {
        let file = path.file_name().map_or_else(
            || path.display().to_string(),
            |f| f.to_string_lossy().into(),
        );
        let text = match riffle_store::read_text(path) {
            Ok(text) => text,
            Err(error) => {
                self.report = Some(Report {
                    file,
                    refused: true,
                    problem: Some(Box::new(error)),
                    findings: Vec::new(),
                });
                return None;
            }
        };
        match riffle_core::structure::load(&text, &file) {
            Ok(loaded) => {
                self.report = (!loaded.warnings.is_empty()).then_some(Report {
                    file,
                    refused: false,
                    problem: None,
                    findings: loaded.warnings,
                });
                Some(Command::SetStructure {
                    structure: StructureSource::Inline(Box::new(loaded.structure)),
                })
            }
            Err(rejected) => {
                self.report = Some(Report {
                    file,
                    refused: true,
                    problem: None,
                    findings: rejected.errors,
                });
                None
            }
        }
    }

    /// A shipped structure or a file, while the clock has not started; afterwards, why not.
    fn changes(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Asked> {
        let started = cx.tournament.clock().state() != ClockState::NotStarted;
        if started {
            ui.label(RichText::new(w.text("locked")).color(ui.visuals().warn_fg_color));
        }
        let mut asked = None;
        ui.add_enabled_ui(!started, |ui| {
            ui.horizontal_wrapped(|ui| {
                let names = shipped_names();
                ui.label(w.text("shipped"));
                let picked = names
                    .get(self.shipped)
                    .map_or("", |(_, name)| name.as_str());
                ComboBox::from_id_salt("shipped structures")
                    .selected_text(picked)
                    .width(280.0)
                    .show_ui(ui, |ui| {
                        for (index, (_, name)) in names.iter().enumerate() {
                            ui.selectable_value(&mut self.shipped, index, name);
                        }
                    })
                    .response
                    .accessible_name(w.text("shipped"));
                if ui.button(w.text("use_shipped")).clicked()
                    && let Some((file, _)) = names.get(self.shipped)
                {
                    self.report = None;
                    asked = Some(Asked::Command(Command::SetStructure {
                        structure: StructureSource::Shipped(file.to_string()),
                    }));
                }
                ui.add_space(theme::space::GROUP_GAP);
                if ui.button(w.text("load_file")).clicked() {
                    asked = Some(Asked::Dialog(Dialog::StructureFile));
                }
            });
        });
        asked
    }

    /// The errors of a refused file, or the warnings of a loaded one, each at its line and
    /// column.
    fn report(&mut self, ui: &mut Ui, lang: Lang, w: &Words) {
        let Some(report) = &self.report else { return };
        let (fill, title) = if report.refused {
            (
                theme::REFUSED_FILL,
                riffle_text::fill!(w, "structure_refused", file = report.file),
            )
        } else {
            (
                theme::WARNED_FILL,
                riffle_text::fill!(w, "loaded_with_warnings", file = report.file),
            )
        };
        let mut dismissed = false;
        Frame::new()
            .fill(fill)
            .corner_radius(theme::space::CORNER_SMALL)
            .inner_margin(theme::space::NOTE_MARGIN)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.visuals_mut().override_text_color = Some(theme::ON_DARK);
                ui.horizontal(|ui| {
                    ui.label(RichText::new(title).strong());
                    ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                        dismissed = ui.small_button("×").clicked();
                    });
                });
                if let Some(problem) = &report.problem {
                    ui.label(problem.say(lang));
                }
                ScrollArea::vertical()
                    .id_salt("structure report")
                    .max_height(theme::space::LIST_SHORT)
                    .show(ui, |ui| {
                        for finding in &report.findings {
                            ui.label(finding_text(finding, Texts::of(lang), w));
                        }
                    });
            });
        if dismissed {
            self.report = None;
        }
    }

    /// The periods in order, one row each, laid out only where they are in view.
    fn schedule(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) {
        let t = cx.t;
        let schedule = cx.tournament.schedule();
        let view = &cx.display.clock;
        let started = view.state != ClockState::NotStarted;
        // Clock time played so far, from the period on the clock and the time left in it.
        let current = schedule.period(view.period);
        let played = current.map_or(0, |p| {
            let left = u64::try_from(view.time_left_ms.max(0)).unwrap_or(0) / 1000;
            p.start_seconds + p.seconds.saturating_sub(left)
        });
        let levels = schedule.periods.iter().filter_map(|p| match &p.kind {
            PeriodKind::Level(level) => Some(level),
            PeriodKind::Break(_) => None,
        });
        let body = ui
            .style()
            .text_styles
            .get(&egui::TextStyle::Body)
            .map_or(0.0, |f| f.size);
        let key = (
            cx.tournament.history().len(),
            t.lang,
            ui.ctx().pixels_per_point().to_bits(),
            body.to_bits(),
        );
        let measured = (self.widest).filter(|(measured, _)| *measured == key);
        let widest = match measured {
            Some((_, widest)) => widest,
            None => {
                let widest_of = |texts: &mut dyn Iterator<Item = String>, title: &str| {
                    texts
                        .map(|text| text_width(ui, text))
                        .fold(text_width(ui, title), f32::max)
                };
                let last = schedule.late_registration_until_level;
                let widest = Widest {
                    level: widest_of(
                        &mut levels
                            .clone()
                            .map(|l| riffle_text::fill!(t, "level", n = l.number)),
                        w.text("structure_level"),
                    ),
                    starts: text_width(ui, format!("10:00 ({})", w.text("structure_now"))),
                    blinds: widest_of(
                        &mut levels
                            .clone()
                            .map(|l| blinds_text(l, last == Some(l.number), t, w)),
                        t.text("blinds"),
                    ),
                    ante: widest_of(
                        &mut levels.clone().filter_map(|l| t.ante_of(l.ante)),
                        t.text("ante"),
                    ),
                    length: widest_of(
                        &mut schedule.periods.iter().map(|p| {
                            riffle_text::fill!(w, "structure_minutes", m = p.seconds / 60)
                        }),
                        w.text("length"),
                    ),
                };
                self.widest = Some((key, widest));
                widest
            }
        };
        let columns = Columns::new(ui.available_width(), started, widest);
        ui.heading(w.text("schedule"));
        header(ui, &columns, t, w);
        let periods = &schedule.periods;
        ScrollArea::vertical()
            .id_salt("schedule")
            .auto_shrink([false, false])
            .show_rows(ui, theme::space::TALL_ROW, periods.len(), |ui, range| {
                for index in range {
                    let period = &periods[index];
                    let on_clock = period.reference() == view.period;
                    let (rect, _) = ui.allocate_exact_size(
                        vec2(ui.available_width(), theme::space::TALL_ROW),
                        Sense::hover(),
                    );
                    if on_clock {
                        ui.painter()
                            .rect_filled(rect, 3.0, ui.visuals().selection.bg_fill);
                    } else if index % 2 == 1 {
                        ui.painter()
                            .rect_filled(rect, 0.0, ui.visuals().faint_bg_color);
                    }
                    let at = (started && period.start_seconds >= played).then(|| {
                        let ahead = i64::try_from(period.start_seconds - played).unwrap_or(0);
                        time_of_day(cx.now + TimeDelta::seconds(ahead))
                    });
                    let row = Row {
                        period,
                        on_clock,
                        at,
                        last_to_register: schedule.late_registration_until_level
                            == period.level().map(|l| l.number),
                    };
                    row.show(ui, rect, &columns, t, w);
                }
            });
    }

    /// The big blind and the average stack over the hours of play, and what the average line
    /// means.
    fn charts(&self, ui: &mut Ui, cx: &Cx, w: &Words) {
        let t = cx.t;
        let chart = &self.chart;
        let view = &cx.display.clock;
        let now = cx
            .tournament
            .schedule()
            .period(view.period)
            .map_or(0.0, |p| {
                let left = view.time_left_ms.max(0) as f64 / 1000.0;
                hours(p.start_seconds) + (p.seconds as f64 - left).max(0.0) / 3600.0
            });
        let explanation = if chart.players == 0 {
            riffle_text::fill!(w, "field_empty", stack = t.number(chart.average))
        } else {
            riffle_text::fill!(
                w,
                "field_now",
                average = t.number(chart.average),
                chips = t.number(chart.chips),
                players = t.number(u64::from(chart.players))
            )
        };
        ui.label(RichText::new(explanation).weak());
        ui.add_space(theme::space::LINE_GAP);
        let height = ((ui.available_height() - 2.0 * ui.spacing().interact_size.y) / 2.0)
            .max(theme::space::LIST_SHORT);
        let link = ui.make_persistent_id("structure charts");
        let thousands = move |mark: egui_plot::GridMark, _: &std::ops::RangeInclusive<f64>| {
            t.number(mark.value.max(0.0).round() as u64)
        };
        let play = |mark: egui_plot::GridMark, _: &std::ops::RangeInclusive<f64>| {
            play_time((mark.value.max(0.0) * 3600.0).round() as u64)
        };
        let big_blind = PlotPoints::new(chart.big_blind.clone());
        let average_bb = PlotPoints::new(chart.average_in_big_blinds.clone());

        // Two fixed charts over the same hours of play: no zoom or drag for a TD to get lost in.
        let fixed_plot = |id: &'static str| {
            Plot::new(id)
                .height(height)
                .legend(Legend::default())
                .link_axis(link, [true, false])
                .allow_scroll(false)
                .allow_zoom(false)
                .allow_drag(false)
                .allow_boxed_zoom(false)
                .include_y(0.0)
                .x_axis_formatter(play)
                .y_axis_formatter(thousands)
                .y_axis_min_width(56.0)
        };

        ui.label(RichText::new(w.text("chart_chips")).strong());
        fixed_plot("big blind chart").show(ui, |plot| {
            plot.line(
                Line::new(w.text("structure_big_blind"), big_blind)
                    .color(theme::CHART_BLINDS)
                    .width(2.5),
            );
            plot.hline(
                HLine::new(w.text("structure_average_stack"), chart.average as f64)
                    .color(theme::CHART_AVERAGE)
                    .width(2.0),
            );
            plot.vline(VLine::new(w.text("structure_now"), now).color(theme::CHART_NOW));
        });
        ui.label(RichText::new(w.text("chart_big_blinds")).strong());
        fixed_plot("average stack chart")
            .x_axis_label(w.text("hours_of_play"))
            .show(ui, |plot| {
                plot.line(
                    Line::new(w.text("average_in_big_blinds"), average_bb)
                        .color(theme::CHART_AVERAGE)
                        .width(2.5),
                );
                plot.vline(VLine::new(w.text("structure_now"), now).color(theme::CHART_NOW));
            });
    }
}

/// When registration closes, in words.
fn late_registration(schedule: &Schedule, w: &Words) -> String {
    match (
        schedule.late_registration_until_level,
        schedule.late_registration_closes_at(),
    ) {
        (None, _) => w.text("structure_no_late_registration").to_string(),
        (Some(level), Some(at)) => {
            riffle_text::fill!(w, "late_registration", level, at = play_time(at))
        }
        (Some(level), None) => riffle_text::fill!(w, "late_registration_to_the_end", level),
    }
}

/// A finding at its line and column, then the level it concerns, then the problem.
fn finding_text(finding: &Diagnostic, t: &Texts, w: &Words) -> String {
    let mut text = finding.problem.say(t.lang);
    if let Some(period) = finding.period {
        text = t.labelled(&period.say(t.lang), &text);
    }
    if let Some(at) = finding.location {
        text = t.labelled(
            &riffle_text::fill!(w, "line_column", line = at.line, column = at.column),
            &text,
        );
    }
    text
}

/// Wall-clock time, in the computer's time zone.
fn time_of_day(at: DateTime<Utc>) -> String {
    at.with_timezone(&chrono::Local).format("%H:%M").to_string()
}

/// The widest words of the columns sized to them, in the TD's language and at the window's
/// scale: "0:00 (en cours)" and "Ante grosse blinde 1 200" are wider than their English.
#[derive(Clone, Copy)]
struct Widest {
    level: f32,
    starts: f32,
    blinds: f32,
    ante: f32,
    length: f32,
}

/// The schedule's column widths; the time of day only once the clock runs.
struct Columns {
    level: f32,
    starts: f32,
    at: Option<f32>,
    blinds: f32,
    ante: f32,
    length: f32,
}

impl Columns {
    fn new(width: f32, started: bool, widest: Widest) -> Columns {
        /// A cell's padding: 8 points before its text and 6 after.
        const PAD: f32 = theme::space::ITEM_GAP + theme::space::ROW_GAP;
        let at = started.then_some(70.0);
        // Each column fits its widest words; the blinds cell, which also carries a break's
        // color-up and message, takes what is left over. When the blinds and the ante do not
        // both fit, they share the room in proportion and the longest are cut with "…" (whole
        // in their tooltip).
        let (level, starts, length) =
            (widest.level + PAD, widest.starts + PAD, widest.length + PAD);
        let fixed = level + starts + at.unwrap_or(0.0) + length;
        let rest = (width - fixed - theme::space::SCROLL_BAR_ROOM).max(200.0);
        let (blinds, ante) = (widest.blinds + PAD, widest.ante + PAD);
        let ante = if blinds + ante <= rest {
            ante
        } else {
            rest * ante / (blinds + ante)
        };
        Columns {
            level,
            starts,
            at,
            blinds: rest - ante,
            ante,
            length,
        }
    }

    /// The cells' left edges and widths, in order.
    fn cells(&self, left: f32) -> Vec<(f32, f32)> {
        let mut x = left + theme::space::ITEM_GAP;
        let mut out = Vec::new();
        for width in [
            Some(self.level),
            Some(self.starts),
            self.at,
            Some(self.blinds),
            Some(self.ante),
            Some(self.length),
        ]
        .into_iter()
        .flatten()
        {
            out.push((x, width));
            x += width;
        }
        out
    }
}

fn header(ui: &mut Ui, columns: &Columns, t: &Texts, w: &Words) {
    let (rect, _) = ui.allocate_exact_size(
        vec2(ui.available_width(), theme::space::TALL_ROW),
        Sense::hover(),
    );
    let mut titles = vec![w.text("structure_level"), w.text("starts")];
    if columns.at.is_some() {
        titles.push(w.text("time_of_day"));
    }
    titles.extend([t.text("blinds"), t.text("ante"), w.text("length")]);
    for ((x, width), title) in columns.cells(rect.left()).into_iter().zip(titles) {
        let cell = Rect::from_min_size(
            egui::pos2(x, rect.top()),
            vec2(width, theme::space::TALL_ROW),
        );
        let mut child = ui.new_child(
            UiBuilder::new()
                .max_rect(cell)
                .layout(Layout::left_to_right(Align::Center)),
        );
        let label = child.label(RichText::new(title).weak());
        if title == w.text("time_of_day") {
            label.on_hover_text(w.text("time_of_day_help"));
        }
    }
}

/// A level's blinds as its row shows them: the bets of a limit level, and the mark of the
/// last level to register.
fn blinds_text(
    level: &riffle_core::structure::LevelSpec,
    last_to_register: bool,
    t: &Texts,
    w: &Words,
) -> String {
    let mut blinds = format!(
        "{} / {}",
        t.number(level.small_blind),
        t.number(level.big_blind)
    );
    if let Some(bets) = level.bets {
        blinds.push_str(&format!(
            " · {} {} / {}",
            t.text("bets"),
            t.number(bets.small_bet),
            t.number(bets.big_bet)
        ));
    }
    if last_to_register {
        blinds.push_str(&format!(" · {}", w.text("last_level_to_register")));
    }
    blinds
}

/// One line of the schedule.
struct Row<'a> {
    period: &'a riffle_core::structure::Period,
    on_clock: bool,
    at: Option<String>,
    last_to_register: bool,
}

impl Row<'_> {
    fn show(&self, ui: &mut Ui, rect: Rect, columns: &Columns, t: &Texts, w: &Words) {
        let strong = self.on_clock;
        let mut texts: Vec<String> = Vec::new();
        let (title, rest): (String, Vec<String>) = match &self.period.kind {
            PeriodKind::Level(level) => {
                let ante = t.ante_of(level.ante).unwrap_or_default();
                let blinds = blinds_text(level, self.last_to_register, t, w);
                (
                    riffle_text::fill!(t, "level", n = level.number),
                    vec![blinds, ante],
                )
            }
            PeriodKind::Break(brk) => {
                let mut what = Vec::new();
                if !brk.color_up.is_empty() {
                    what.push(riffle_text::fill!(
                        t,
                        "color_up_now",
                        chips = t.chip_list(&brk.color_up)
                    ));
                }
                if let Some(message) = &brk.message {
                    what.push(message.get(t.lang).to_string());
                }
                (
                    t.text("break_title").to_string(),
                    vec![what.join(" · "), String::new()],
                )
            }
        };
        texts.push(title);
        texts.push(if self.on_clock {
            format!(
                "{} ({})",
                play_time(self.period.start_seconds),
                w.text("structure_now")
            )
        } else {
            play_time(self.period.start_seconds)
        });
        if columns.at.is_some() {
            texts.push(self.at.clone().unwrap_or_default());
        }
        texts.extend(rest);
        texts.push(riffle_text::fill!(
            w,
            "structure_minutes",
            m = self.period.seconds / 60
        ));
        let cells = columns.cells(rect.left());
        let is_break = matches!(self.period.kind, PeriodKind::Break(_));
        let count = cells.len();
        for (index, ((x, mut width), text)) in cells.into_iter().zip(texts).enumerate() {
            // A break's color-up and message run over the ante column.
            let blinds_column = count - 3;
            if is_break && index == blinds_column {
                width += columns.ante;
            }
            if is_break && index == blinds_column + 1 {
                continue;
            }
            let cell = Rect::from_min_size(
                egui::pos2(x, rect.top()),
                vec2(width - theme::space::ROW_GAP, theme::space::TALL_ROW),
            );
            let mut child = ui.new_child(
                UiBuilder::new()
                    .max_rect(cell)
                    .layout(Layout::left_to_right(Align::Center)),
            );
            let mut text = RichText::new(text);
            if strong {
                text = text.strong();
            }
            if is_break {
                text = text.color(child.visuals().warn_fg_color);
            }
            child.add(egui::Label::new(text).truncate());
        }
    }
}

impl Panel for StructurePanel {
    fn title(&self, t: &'static Texts) -> &'static str {
        t.text("tab_structure")
    }

    fn show(&mut self, ui: &mut Ui, view: &mut View, out: &mut Outbox) {
        with_tournament(ui, view, out, |ui, cx, out| out.ask(self.ui(ui, cx)));
    }

    fn receive(&mut self, handed: &Handed, out: &mut Outbox) {
        if let Handed::Picked(Dialog::StructureFile, path) = handed {
            out.send(self.file_chosen(path));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn play_time_is_hours_and_minutes() {
        assert_eq!(play_time(0), "0:00");
        assert_eq!(play_time(9_600), "2:40");
        assert_eq!(play_time(36_000), "10:00");
    }

    #[test]
    fn every_shipped_structure_has_a_name() {
        assert_eq!(shipped_names().len(), SHIPPED.len());
        assert!(
            shipped_names()
                .iter()
                .all(|(file, name)| name.contains(file))
        );
    }
}
