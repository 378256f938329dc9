//! The dispute wizard: the TD picks the situation, answers the one question the catalogue asks
//! next (in big letters, with the input its kind calls for), reads the ruling with the rules it
//! cites, picks the outcome and gives the reason where the rules leave it to the TD, and records
//! it with the table and the players involved. What went as usual is not asked: the facts the
//! catalogue assumes (or takes from the hand being logged) are listed as such, each with a button
//! to say it went otherwise, and answers kept from that hand are marked as the hand's.

use super::answer::{Env, Input, describe};
use super::players::PlayerPicker;
use super::{banner, capitalised, cited_rules, panel_frame};
use crate::panels::Cx;
use crate::theme;
use egui::{Button, Key, RichText, ScrollArea, TextEdit, Ui, vec2};
use riffle_core::betting::rulings::Facing;
use riffle_core::floor::{PlayerId, TableNo};
use riffle_rules::disputes::{
    Assumed, Case, CaseGroup, Fact, FactError, Ruling, RulingError, known_at_level,
};
use riffle_rules::penalties::Fault;
use riffle_text::{Say, fold, matches_words, parse_whole_number};
use riffle_text::{Text, Words};
use riffle_tournament::{Command, TdChoiceInput};
use serde_json::{Value, json};
use std::cell::Cell;

/// The dispute being ruled, kept between frames.
#[derive(Default)]
pub(super) struct DisputeView {
    search: String,
    /// Every kind of case, fetched once, and the one picked.
    kinds: Vec<Case>,
    /// What the search looks in for each kind (its titles, its group's and its keywords, in
    /// both languages), folded once when the kinds are fetched rather than at every frame.
    haystacks: Vec<String>,
    picked: Option<usize>,
    case: Option<Case>,
    /// The facts given, in the order they were asked, each marked when it is the answer the
    /// hand being logged offered.
    answers: Vec<Given>,
    /// Facts with an ordinary answer the TD chose to state ("Say otherwise"): asked, not
    /// assumed.
    stated: Vec<&'static str>,
    /// The question on screen and its input.
    asking: Option<(&'static str, Input)>,
    /// The catalogue refused the last answer: worded when shown, so a change of language
    /// rewords it.
    problem: Option<FactError>,
    choice: Option<usize>,
    reason: String,
    table: String,
    players: Vec<PlayerId>,
    picker: PlayerPicker,
    /// Rulings recorded when "Record" was clicked: once there are more, it was recorded.
    pending: Option<usize>,
    /// The title of the case last recorded, in both languages, shown until the next case is
    /// picked.
    recorded: Option<Text>,
    /// The hand being logged, as its player to act faces it: this frame's source of answers.
    logged: Option<(TableNo, Facing)>,
    /// The answer offered for the question on screen came from that hand.
    offered_from_hand: bool,
    /// The answer offered for the question on screen, to tell whether the TD kept it.
    offered: Option<Value>,
    /// When the question on screen appeared, in the window's seconds.
    shown_at: f64,
    /// What moved the wizard's rows last (the answers given, the facts assumed, the question
    /// asked) and when, in the window's seconds: the assumed rows ignore a click just after.
    layout: (usize, Vec<&'static str>, Option<&'static str>),
    moved_at: f64,
}

/// A fact the TD gave, and the table of the logged hand whose answer it is when the TD kept the
/// answer that hand offered.
#[derive(Clone)]
struct Given {
    fact: Fact,
    value: Value,
    from_hand: Option<TableNo>,
}

/// The widest a column of the answers and assumptions grows: a long question wraps instead of
/// pushing its Change button out of the panel.
const QUESTION_COLUMN: f32 = theme::space::RULING_COLUMN;

/// How long a question just shown ignores clicks: longer than the two clicks of a slow double
/// click (systems take up to half a second between them).
const SETTLE_SECONDS: f64 = 0.6;

/// What the TD asked of the rulings panel from the dispute view.
#[derive(Default)]
pub(super) struct Outcome {
    pub command: Option<Command>,
    /// Give a penalty for the fault the ruling found, to these players.
    pub penalize: Option<(Fault, Vec<PlayerId>)>,
}

impl DisputeView {
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        w: &'static Words,
        logged: Option<(TableNo, Facing)>,
    ) -> Outcome {
        self.logged = logged;
        if self.kinds.is_empty() {
            self.kinds = Case::kinds();
            self.haystacks = self.kinds.iter().map(haystack).collect();
        }
        if let Some(before) = self.pending
            && cx.tournament.rulings().len() > before
        {
            self.pending = None;
            self.recorded = self.case.as_ref().map(Case::title);
            self.reset(None);
        }
        egui::Panel::left("rulings-cases")
            .resizable(false)
            .exact_size(theme::space::CASE_LIST)
            .frame(panel_frame())
            .show(ui, |ui| self.case_list(ui, cx, w));
        let mut outcome = Outcome::default();
        egui::CentralPanel::default()
            .frame(panel_frame())
            .show(ui, |ui| {
                ScrollArea::vertical()
                    .id_salt("rulings-wizard")
                    .auto_shrink(false)
                    .show(ui, |ui| outcome = self.wizard(ui, cx, w));
            });
        outcome
    }

    /// Starts over on the case of kind `picked` (or none).
    fn reset(&mut self, picked: Option<usize>) {
        self.picked = picked;
        self.case = picked.and_then(|at| self.kinds.get(at)).cloned();
        self.answers.clear();
        self.stated.clear();
        self.asking = None;
        self.problem = None;
        self.choice = None;
        self.reason.clear();
        self.table.clear();
        self.players.clear();
        self.picker.clear();
    }

    /// The cases by group, or those matching the search.
    fn case_list(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) {
        ui.heading(w.text("situation"));
        ui.horizontal(|ui| {
            let label = ui.label(w.text("find_a_case"));
            ui.add(
                TextEdit::singleline(&mut self.search)
                    .hint_text(w.text("find_a_case_hint"))
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        });
        ui.add_space(theme::space::LINE_GAP);
        let query = fold(&self.search);
        let mut clicked = None;
        ScrollArea::vertical()
            .id_salt("rulings-case-list")
            .auto_shrink(false)
            .show(ui, |ui| {
                let mut any = false;
                for group in CaseGroup::ALL {
                    let group_title = group.title();
                    let members: Vec<usize> = (self.kinds.iter().zip(&self.haystacks))
                        .enumerate()
                        .filter(|(_, (case, haystack))| {
                            case.group() == group && matches_words(&query, haystack)
                        })
                        .map(|(at, _)| at)
                        .collect();
                    if members.is_empty() {
                        continue;
                    }
                    any = true;
                    ui.add_space(theme::space::ROW_GAP);
                    ui.label(
                        RichText::new(group_title.get(cx.lang).to_uppercase())
                            .size(theme::size::CAPTION)
                            .strong()
                            .color(ui.visuals().weak_text_color()),
                    );
                    for at in members {
                        let title = self.kinds[at].title();
                        let text = RichText::new(title.get(cx.lang)).size(theme::size::LEAD);
                        let button = Button::selectable(self.picked == Some(at), text)
                            .wrap()
                            .min_size(vec2(ui.available_width(), theme::space::LEAD_ROW));
                        if ui.add(button).clicked() {
                            clicked = Some(at);
                        }
                    }
                }
                if !any {
                    ui.weak(w.text("no_case_found"));
                }
            });
        if let Some(at) = clicked
            && self.picked != Some(at)
        {
            self.recorded = None;
            self.reset(Some(at));
        }
    }

    fn wizard(&mut self, ui: &mut Ui, cx: &Cx, w: &'static Words) -> Outcome {
        let mut outcome = Outcome::default();
        if let Some(case) = &self.recorded {
            let said = riffle_text::fill!(w, "ruling_recorded", case = case.get(cx.lang));
            banner(ui, &said, theme::DONE_FILL);
        }
        let Some(case) = self.case.clone() else {
            ui.add_space(theme::space::GROUP_GAP);
            ui.label(RichText::new(w.text("pick_a_situation")).size(theme::size::QUESTION * 0.8));
            ui.add_space(theme::space::ROW_GAP);
            ui.label(RichText::new(w.text("pick_a_situation_help")).size(theme::size::LEAD));
            return outcome;
        };
        let house = cx.tournament.house_rules();
        ui.horizontal_wrapped(|ui| {
            ui.heading(RichText::new(case.title().get(cx.lang)).strong());
            let preset = riffle_core::house::shown_name(&house.preset, cx.lang);
            ui.weak(riffle_text::fill!(w, "under_rules", preset));
            if ui.button(w.text("start_over")).clicked() {
                self.reset(self.picked);
            }
        });
        let env = Env {
            w,
            t: cx.t,
            lang: cx.lang,
            denominations: cx
                .display
                .level
                .as_ref()
                .map_or(&[][..], |l| &l.chips_in_play[..]),
            today: cx.now.with_timezone(&chrono::Local).date_naive(),
            now: cx.now,
            focus: Cell::new(false),
            question: Cell::new(None),
        };
        self.answers_so_far(ui, cx, &env);
        let logged = self.logged;
        let known = |fact: &Fact| {
            logged
                .and_then(|(_, facing)| from_hand(fact, &facing))
                .or_else(|| suggestion(fact, cx))
        };
        let assuming = case.rule_assuming(&house.rules, &self.stated, &known);
        let asked = match &assuming.ruling {
            Err(RulingError::MissingFact { fact, .. }) => Some(fact.name),
            _ => None,
        };
        let layout = (
            self.answers.len(),
            assuming.assumed.iter().map(|a| a.fact.name).collect(),
            asked,
        );
        if layout != self.layout {
            self.layout = layout;
            self.moved_at = ui.input(|i| i.time);
        }
        self.assumed(ui, &case, &assuming.assumed, &env);
        match assuming.ruling {
            Err(RulingError::MissingFact { fact, .. }) => self.ask(ui, cx, case, fact, &env),
            Err(RulingError::InvalidFacts { problem, .. }) => {
                ui.add_space(theme::space::ITEM_GAP);
                banner(
                    ui,
                    &riffle_text::fill!(w, "facts_do_not_fit", problem = problem.get(cx.lang)),
                    theme::DANGER_FILL,
                );
            }
            Err(other) => {
                banner(ui, &other.say(cx.lang), theme::DANGER_FILL);
            }
            // The case sent holds the TD's answers and the logged hand's, not the ordinary ones:
            // the `Rule` command assumes those itself, as every front's command does, and
            // records them as assumed.
            Ok(ruling) => {
                let mut sent = case.clone();
                for assumed in &assuming.assumed {
                    let from_the_hand = logged
                        .is_some_and(|(_, facing)| from_hand(&assumed.fact, &facing).is_some());
                    if from_the_hand {
                        let _ = sent.set_fact(&assumed.fact, assumed.value.clone());
                    }
                }
                outcome = self.ruling(ui, cx, w, &sent, &ruling)
            }
        }
        outcome
    }

    /// The answers given so far, each with a button to change it (which asks it again and
    /// drops the answers after it, since they may no longer be asked).
    fn answers_so_far(&mut self, ui: &mut Ui, cx: &Cx, env: &Env) {
        if self.answers.is_empty() {
            return;
        }
        let Some(name) = self.picked.and_then(|k| self.kinds.get(k)).map(Case::name) else {
            return;
        };
        let mut change = None;
        egui::Grid::new("rulings-answers")
            .num_columns(3)
            .max_col_width(QUESTION_COLUMN)
            .spacing(theme::space::FORM_GRID)
            .striped(true)
            .show(ui, |ui| {
                for (at, given) in self.answers.iter().enumerate() {
                    let question = name.question(&given.fact, cx.lang);
                    ui.label(RichText::new(capitalised(question)).size(theme::size::MONO))
                        .on_hover_text(question);
                    ui.horizontal(|ui| {
                        ui.label(
                            RichText::new(describe(&given.fact.kind, &given.value, env))
                                .size(theme::size::LEAD)
                                .strong(),
                        );
                        if let Some(table) = given.from_hand {
                            ui.weak(riffle_text::fill!(
                                env.w,
                                "from_hand_at_table",
                                table = table.0
                            ));
                        }
                    });
                    if ui.small_button(env.w.text("change")).clicked() {
                        change = Some(at);
                    }
                    ui.end_row();
                }
            });
        if let Some(at) = change {
            let Given { fact, value, .. } = self.answers[at].clone();
            let Some(mut case) = self.picked.and_then(|k| self.kinds.get(k)).cloned() else {
                return;
            };
            self.answers.truncate(at);
            for given in &self.answers {
                if case.set_fact(&given.fact, given.value.clone()).is_err() {
                    break;
                }
            }
            self.case = Some(case);
            self.offered = None;
            self.asking = Some((fact.name, Input::new(&fact.kind, Some(&value), false)));
            self.problem = None;
            self.choice = None;
        }
    }

    /// The facts taken as usual because the TD did not state them, each marked as assumed (or as
    /// the logged hand's answer) with a button to say it went otherwise, which asks it instead.
    /// Like a question's answers, the buttons ignore a click just after the rows moved.
    fn assumed(&mut self, ui: &mut Ui, case: &Case, assumed: &[Assumed], env: &Env) {
        if assumed.is_empty() {
            return;
        }
        ui.add_space(theme::space::ITEM_GAP);
        ui.label(
            RichText::new(env.w.text("assumed_help"))
                .size(theme::size::LEAD)
                .strong(),
        );
        let waited = ui.input(|i| i.time) - self.moved_at;
        let settled = waited >= SETTLE_SECONDS;
        if !settled {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_secs_f64(SETTLE_SECONDS - waited));
        }
        let hand = self.logged;
        let mut otherwise = None;
        egui::Grid::new("rulings-assumed")
            .num_columns(3)
            .max_col_width(QUESTION_COLUMN)
            .spacing(theme::space::FORM_GRID)
            .striped(true)
            .show(ui, |ui| {
                for Assumed { fact, value } in assumed {
                    let question = case.name().question(fact, env.lang);
                    ui.label(RichText::new(capitalised(question)).size(theme::size::MONO))
                        .on_hover_text(question);
                    let hand_table = hand
                        .filter(|(_, facing)| from_hand(fact, facing).as_ref() == Some(value))
                        .map(|(table, _)| table);
                    let source = match hand_table {
                        Some(table) => {
                            riffle_text::fill!(env.w, "from_hand_at_table", table = table.0)
                        }
                        None => env.w.text("assumed_as_usual").to_string(),
                    };
                    ui.horizontal(|ui| {
                        ui.label(
                            RichText::new(describe(&fact.kind, value, env))
                                .size(theme::size::LEAD)
                                .strong(),
                        );
                        ui.weak(source);
                    });
                    let button = Button::new(env.w.text("say_otherwise"))
                        .small()
                        .wrap_mode(egui::TextWrapMode::Extend);
                    if ui.add(button).clicked() && settled {
                        otherwise = Some(fact.name);
                    }
                    ui.end_row();
                }
            });
        if let Some(name) = otherwise {
            self.stated.push(name);
            self.asking = None;
            self.problem = None;
            self.choice = None;
        }
    }

    /// The question in big letters, its input, and the button that answers it.
    fn ask(&mut self, ui: &mut Ui, cx: &Cx, mut case: Case, fact: Fact, env: &Env) {
        ui.add_space(theme::space::SECTION_GAP);
        let fresh = self
            .asking
            .as_ref()
            .is_none_or(|(name, _)| *name != fact.name);
        if fresh {
            let from_hand = self
                .logged
                .and_then(|(_, facing)| from_hand(&fact, &facing));
            self.offered_from_hand = from_hand.is_some();
            let known = from_hand.or_else(|| suggestion(&fact, cx));
            self.offered = known.clone();
            self.asking = Some((fact.name, Input::new(&fact.kind, known.as_ref(), false)));
            self.shown_at = ui.input(|i| i.time);
            env.focus.set(true);
        }
        let Some((_, input)) = self.asking.as_mut() else {
            return;
        };
        let question = ui.label(
            RichText::new(capitalised(case.name().question(&fact, env.lang)))
                .size(theme::size::QUESTION)
                .strong()
                .color(ui.visuals().strong_text_color()),
        );
        env.question.set(Some(question.id));
        if let Some((table, _)) = self.logged.filter(|_| self.offered_from_hand) {
            ui.weak(
                RichText::new(riffle_text::fill!(
                    env.w,
                    "filled_from_hand",
                    table = table.0
                ))
                .size(theme::size::LEAD),
            );
        }
        ui.add_space(theme::space::STEP_GAP);
        // The second click of a double click on Next lands on this question: for a moment after
        // it appears, a click changes nothing, so an answer offered stays as it was.
        let settled = ui.input(|i| i.time) - self.shown_at >= SETTLE_SECONDS;
        let before = (!settled).then(|| input.clone());
        let mut answered = input.ask(ui, &fact.kind, env);
        let value = input.value(&fact.kind, env);
        ui.add_space(theme::space::STEP_GAP);
        let next = Button::new(RichText::new(env.w.text("next")).size(theme::size::PROMINENT))
            .min_size(vec2(theme::space::BUTTON_WIDE, theme::space::BUTTON_LARGE));
        answered |= ui.add_enabled(value.is_some(), next).clicked();
        answered |= value.is_some() && ui.input(|i| i.key_pressed(Key::Enter));
        if let Some(before) = before {
            *input = before;
            let left = SETTLE_SECONDS - (ui.input(|i| i.time) - self.shown_at);
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_secs_f64(left.max(0.0)));
            return;
        }
        if let Some(problem) = &self.problem {
            ui.colored_label(ui.visuals().error_fg_color, problem.say(env.lang));
        }
        let Some(value) = value.filter(|_| answered) else {
            return;
        };
        let from_hand = self
            .logged
            .filter(|_| self.offered_from_hand && self.offered.as_ref() == Some(&value))
            .map(|(table, _)| table);
        match case.set_fact(&fact, value.clone()) {
            Ok(()) => {
                self.answers.push(Given {
                    fact,
                    value,
                    from_hand,
                });
                self.case = Some(case);
                self.asking = None;
                self.problem = None;
            }
            Err(refusal) => self.problem = Some(refusal),
        }
    }

    /// The ruling, the rules it cites, the TD's choice where the rules leave one, and the
    /// form that records it.
    fn ruling(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        w: &'static Words,
        case: &Case,
        ruling: &Ruling,
    ) -> Outcome {
        let mut outcome = Outcome::default();
        ui.add_space(theme::space::GROUP_GAP);
        egui::Frame::new()
            .fill(ui.visuals().extreme_bg_color)
            .stroke(egui::Stroke::new(2.0, ui.visuals().selection.stroke.color))
            .corner_radius(theme::space::CORNER_LARGE)
            .inner_margin(theme::space::DECISION_MARGIN)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(
                    RichText::new(w.text("ruling"))
                        .size(theme::size::DETAIL)
                        .strong()
                        .color(ui.visuals().weak_text_color()),
                );
                ui.label(
                    RichText::new(ruling.decision.headline().get(cx.lang))
                        .size(theme::size::QUESTION)
                        .strong()
                        .color(ui.visuals().strong_text_color()),
                );
                ui.add_space(theme::space::ROW_GAP);
                ui.label(
                    RichText::new(ruling.explanation.get(cx.lang)).size(theme::size::LEAD + 1.0),
                );
            });
        ui.add_space(theme::space::STEP_GAP);
        ui.label(
            RichText::new(w.text("rules_cited"))
                .size(theme::size::LEAD)
                .strong(),
        );
        cited_rules(ui, &ruling.rules, cx.lang);
        if !ruling.choices.is_empty() {
            ui.add_space(theme::space::GROUP_GAP);
            ui.label(
                RichText::new(w.text("td_decides"))
                    .size(theme::size::LEAD + 2.0)
                    .strong(),
            );
            for (at, choice) in ruling.choices.iter().enumerate() {
                let text = RichText::new(choice.label.get(cx.lang)).size(theme::size::LEAD + 1.0);
                if ui.radio(self.choice == Some(at), text).clicked() {
                    self.choice = Some(at);
                }
            }
            ui.horizontal(|ui| {
                let label =
                    ui.label(RichText::new(w.text("rulings_reason")).size(theme::size::LEAD));
                ui.add(
                    TextEdit::singleline(&mut self.reason)
                        .hint_text(w.text("reason_hint"))
                        .desired_width(theme::space::RULING_COLUMN)
                        .font(egui::FontId::proportional(theme::size::LEAD)),
                )
                .labelled_by(label.id);
            });
        }
        if let Some(fault) = ruling.fault {
            ui.add_space(theme::space::STEP_GAP);
            ui.horizontal_wrapped(|ui| {
                ui.label(
                    RichText::new(riffle_text::fill!(
                        w,
                        "fault_found",
                        fault = fault.title().get(cx.lang)
                    ))
                    .size(theme::size::LEAD),
                );
                if ui.button(w.text("give_a_penalty_for_it")).clicked() {
                    outcome.penalize = Some((fault, self.players.clone()));
                }
            });
        }
        ui.add_space(theme::space::SECTION_GAP);
        ui.separator();
        outcome.command = self.record_form(ui, cx, w, case, ruling);
        outcome
    }

    /// Table and players involved (both optional), and the button that records the ruling.
    fn record_form(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        w: &Words,
        case: &Case,
        ruling: &Ruling,
    ) -> Option<Command> {
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new(w.text("rulings_table")).size(theme::size::LEAD));
            ui.add(
                TextEdit::singleline(&mut self.table)
                    .hint_text(w.text("optional"))
                    .desired_width(theme::space::FIELD_S)
                    .font(egui::FontId::proportional(theme::size::LEAD)),
            )
            .labelled_by(label.id);
        });
        let table = self.table.trim();
        let table_number = parse_whole_number(table).and_then(|n| u32::try_from(n).ok());
        let table_ok = table.is_empty() || table_number.is_some();
        if !table_ok {
            ui.colored_label(ui.visuals().error_fg_color, w.text("rulings_table_number"));
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(w.text("players_involved")).size(theme::size::LEAD));
            let mut remove = None;
            for (at, player) in self.players.iter().enumerate() {
                let name = cx
                    .tournament
                    .entry(*player)
                    .map_or("?", |e| e.name.as_str());
                if ui
                    .button(RichText::new(format!("{name}  ×")).size(theme::size::BODY))
                    .on_hover_text(w.text("remove"))
                    .clicked()
                {
                    remove = Some(at);
                }
            }
            if let Some(at) = remove {
                self.players.remove(at);
            }
        });
        if let Some(player) = self
            .picker
            .ui(ui, cx.tournament, w, w.text("add_a_player"), false)
            && !self.players.contains(&player)
        {
            if self.table.trim().is_empty()
                && let Some(seat) = cx.tournament.floor().seat_of(player)
            {
                self.table = seat.table.0.to_string();
            }
            self.players.push(player);
        }
        ui.add_space(theme::space::STEP_GAP);
        let needs_choice = !ruling.choices.is_empty();
        let choice_ok = !needs_choice || (self.choice.is_some() && !self.reason.trim().is_empty());
        if needs_choice && !choice_ok {
            ui.weak(w.text("choice_and_reason_needed"));
        }
        let record = Button::new(RichText::new(w.text("record")).size(theme::size::PROMINENT))
            .min_size(vec2(theme::space::BUTTON_WIDER, theme::space::BUTTON_LARGE));
        if !ui.add_enabled(choice_ok && table_ok, record).clicked() {
            return None;
        }
        let choice = match (needs_choice, self.choice) {
            (true, Some(at)) => Some(TdChoiceInput {
                outcome: at + 1,
                reason: self.reason.trim().to_string(),
            }),
            _ => None,
        };
        self.pending = Some(cx.tournament.rulings().len());
        Some(Command::Rule {
            case: Box::new(case.clone()),
            table: table_number,
            players: self.players.clone(),
            choice,
        })
    }
}

/// What the hand being logged knows for a fact about its player to act: the bet to match, the
/// chips in front and behind, the pot, the limit and blind, the last full raise, whether raising
/// is open, whether the bet is the street's opening one and the players still in.
fn from_hand(fact: &Fact, facing: &Facing) -> Option<Value> {
    let full_raise = facing.min_raise_to.saturating_sub(facing.current_bet);
    match fact.name {
        "spot.limit" => serde_json::to_value(facing.limit).ok(),
        "spot.big_blind" => Some(json!(facing.big_blind)),
        "spot.bet_to_match" => Some(json!(facing.current_bet)),
        "spot.own_bet" => Some(json!(facing.own_bet)),
        "spot.stack" => Some(json!(facing.stack)),
        "spot.pot" => Some(json!(facing.pot)),
        "spot.last_full_raise" if full_raise > 0 => Some(json!(full_raise)),
        "spot.raising_open" => Some(json!(facing.may_raise)),
        "spot.opening_bet" => Some(json!(facing.opening_bet)),
        "spot.players_in_hand" => u8::try_from(facing.players_in_hand).ok().map(|n| json!(n)),
        _ => None,
    }
}

/// What the tournament already knows for a fact, offered as the input's starting value for the
/// TD to confirm: the level's limit, big blind and smallest chip, the players left.
fn suggestion(fact: &Fact, cx: &Cx) -> Option<Value> {
    known_at_level(
        fact,
        cx.display.level.as_ref(),
        cx.tournament.players_left(),
    )
}

/// What the case list's search looks in for `case`, folded: its titles, its group's and its
/// keywords, in both languages (a TD finds a case in either).
fn haystack(case: &Case) -> String {
    let (title, group) = (case.title(), case.group().title());
    fold(&format!(
        "{} {} {} {} {}",
        title.en,
        title.fr,
        group.en,
        group.fr,
        case.keywords()
    ))
}
