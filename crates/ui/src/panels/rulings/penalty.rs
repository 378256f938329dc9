//! Penalties: giving one (the player found by name, the fault, the ladder's suggestion with its
//! reasons and rules, another step only with a reason), the house's ladder, the countdowns of
//! the players away, and every penalty given, player by player.

use super::players::PlayerPicker;
use super::{banner, cited_rules, panel_frame, wall_time};
use crate::panels::Cx;
use crate::theme;
use egui::{Button, ComboBox, RichText, ScrollArea, TextEdit, Ui, vec2};
use riffle_core::floor::PlayerId;
use riffle_rules::penalties::{Effect, Fault, Presence, Proposal, Step, propose};
use riffle_text::Words;
use riffle_text::{Lang, Say};
use riffle_tournament::{Command, Tournament};

/// Which step the TD gives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Pick {
    /// What the ladder suggests.
    #[default]
    Suggested,
    /// Another step of the house's ladder.
    Ladder(usize),
    /// So many missed hands, typed.
    Hands,
    /// So many missed rounds, typed.
    Rounds,
}

/// The penalty being given and the lists drawn from the tournament, kept between frames.
#[derive(Default)]
pub(super) struct PenaltyView {
    picker: PlayerPicker,
    player: Option<PlayerId>,
    fault: Option<Fault>,
    pick: Pick,
    hands: String,
    rounds: String,
    reason: String,
    hand_in_progress: bool,
    /// A disqualification takes a second click.
    confirming: bool,
    /// Penalties recorded when "Give" was clicked: once there are more, it was given.
    pending: Option<usize>,
    /// The penalty last given (its place in the tournament's list), shown until the next
    /// penalty is started; worded when shown, so a change of language rewords it.
    given: Option<usize>,
    /// The history rows, built once per change of the tournament and of the language.
    rows: Option<((usize, Lang), Vec<HistoryRow>)>,
}

impl PenaltyView {
    /// Starts a penalty for a fault a ruling found.
    pub fn prefill(&mut self, fault: Fault, players: &[PlayerId]) {
        self.start_over();
        self.fault = Some(fault);
        self.player = players.first().copied();
    }

    fn start_over(&mut self) {
        self.picker.clear();
        self.player = None;
        self.fault = None;
        self.pick = Pick::Suggested;
        self.hands.clear();
        self.rounds.clear();
        self.reason.clear();
        self.hand_in_progress = false;
        self.confirming = false;
        self.given = None;
    }

    pub fn ui(&mut self, ui: &mut Ui, cx: &Cx, w: &'static Words) -> Option<Command> {
        if let Some(before) = self.pending
            && cx.tournament.penalties().len() > before
        {
            self.pending = None;
            let given = cx.tournament.penalties().len().checked_sub(1);
            self.start_over();
            self.given = given;
        }
        let width = (ui.available_width() * 0.5).clamp(480.0, 760.0);
        let mut command = None;
        egui::Panel::left("rulings-penalty-form")
            .resizable(false)
            .exact_size(width)
            .frame(panel_frame())
            .show(ui, |ui| {
                ScrollArea::vertical()
                    .id_salt("rulings-penalty-form-scroll")
                    .auto_shrink(false)
                    .show(ui, |ui| command = self.form(ui, cx, w));
            });
        egui::CentralPanel::default()
            .frame(panel_frame())
            .show(ui, |ui| {
                if let Some(back) = self.lists(ui, cx, w) {
                    command = Some(back);
                }
            });
        command
    }

    fn form(&mut self, ui: &mut Ui, cx: &Cx, w: &'static Words) -> Option<Command> {
        ui.heading(w.text("give_a_penalty"));
        if let Some(p) = self.given.and_then(|at| cx.tournament.penalties().get(at)) {
            let name = name_of(cx.tournament, p.player);
            let given = riffle_text::fill!(
                w,
                "penalty_given",
                name,
                penalty = p.penalty.summary().get(cx.lang)
            );
            banner(ui, &given, theme::DONE_FILL);
        }
        ui.add_space(theme::space::ROW_GAP);
        let tournament = cx.tournament;
        match self.player {
            None => {
                if let Some(player) = self.picker.ui(ui, tournament, w, w.text("player"), true) {
                    self.player = Some(player);
                    self.confirming = false;
                }
            }
            Some(player) => {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(w.text("player")).size(theme::size::FIGURE));
                    ui.label(
                        RichText::new(name_of(tournament, player))
                            .size(theme::size::PROMINENT)
                            .strong()
                            .color(ui.visuals().strong_text_color()),
                    );
                    if let Some(seat) = tournament.floor().seat_of(player) {
                        ui.label(riffle_text::fill!(
                            w,
                            "table_seat",
                            table = seat.table.0,
                            seat = seat.seat
                        ));
                    }
                    if let Some(entry) = tournament.entry(player) {
                        ui.label(riffle_text::fill!(
                            w,
                            "chips_n",
                            chips = cx.t.number(entry.chips)
                        ));
                    }
                    if ui.button(w.text("other_player")).clicked() {
                        self.player = None;
                        self.confirming = false;
                    }
                });
                let earlier = tournament.penalty_history(player);
                if !earlier.is_empty() {
                    let list: Vec<String> = earlier
                        .iter()
                        .map(|p| {
                            w.labelled(p.fault.title().get(cx.lang), p.step.describe().get(cx.lang))
                        })
                        .collect();
                    ui.label(
                        RichText::new(format!(
                            "{} {}",
                            w.text("earlier_penalties"),
                            list.join("; ")
                        ))
                        .size(theme::size::BODY)
                        .color(ui.visuals().warn_fg_color),
                    );
                }
            }
        }
        ui.add_space(theme::space::ITEM_GAP);
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new(w.text("fault")).size(theme::size::FIGURE));
            let selected = self.fault.map_or(w.text("pick_a_fault").to_string(), |f| {
                f.title().get(cx.lang).to_string()
            });
            ComboBox::from_id_salt("rulings-fault")
                .width(360.0)
                .height(640.0)
                .selected_text(RichText::new(selected).size(theme::size::LEAD))
                .show_ui(ui, |ui| {
                    for fault in Fault::ALL {
                        let text =
                            RichText::new(fault.title().get(cx.lang)).size(theme::size::LEAD);
                        if ui
                            .selectable_label(self.fault == Some(fault), text)
                            .clicked()
                        {
                            self.fault = Some(fault);
                            self.pick = Pick::Suggested;
                            self.confirming = false;
                        }
                    }
                })
                .response
                .labelled_by(label.id);
        });
        let (Some(player), Some(fault)) = (self.player, self.fault) else {
            return None;
        };
        let conduct = &tournament.house_rules().rules.conduct;
        let history = tournament.penalty_history(player);
        let proposal = match propose(
            &conduct.penalty_ladder,
            conduct.penalty_ladder_counts,
            fault,
            &history,
        ) {
            Ok(proposal) => proposal,
            Err(refusal) => {
                ui.colored_label(ui.visuals().error_fg_color, refusal.say(cx.lang));
                return None;
            }
        };
        self.suggestion(ui, cx, w, &proposal);
        let step = self.steps(ui, cx, w, &proposal, &conduct.penalty_ladder);
        ui.add_space(theme::space::ROW_GAP);
        let off_ladder = step.is_some_and(|s| s != proposal.suggested);
        ui.horizontal(|ui| {
            let text = if off_ladder {
                w.text("reason_required")
            } else {
                w.text("rulings_reason")
            };
            let label = ui.label(RichText::new(text).size(theme::size::LEAD));
            ui.add(
                TextEdit::singleline(&mut self.reason)
                    .hint_text(w.text("reason_hint"))
                    .desired_width(f32::INFINITY)
                    .font(egui::FontId::proportional(theme::size::LEAD)),
            )
            .labelled_by(label.id);
        });
        ui.checkbox(
            &mut self.hand_in_progress,
            RichText::new(w.text("rulings_hand_in_progress")).size(theme::size::LEAD),
        );
        ui.add_space(theme::space::STEP_GAP);
        let step = step?;
        let reason_ok = !off_ladder || !self.reason.trim().is_empty();
        let name = name_of(tournament, player);
        let describe = step.describe();
        let text = if self.confirming {
            riffle_text::fill!(w, "confirm_disqualification", name)
        } else {
            riffle_text::fill!(w, "give_step_to", step = describe.get(cx.lang), name)
        };
        let mut button = Button::new(RichText::new(text).size(theme::size::TYPED)).min_size(vec2(
            theme::space::BUTTON_WIDEST,
            theme::space::BUTTON_LARGE,
        ));
        if self.confirming {
            button = button.fill(theme::DANGER_FILL);
        }
        if !ui.add_enabled(reason_ok, button).clicked() {
            return None;
        }
        if step == Step::Disqualification && !self.confirming {
            self.confirming = true;
            return None;
        }
        self.confirming = false;
        self.pending = Some(tournament.penalties().len());
        let reason = self.reason.trim();
        Some(Command::Penalize {
            player,
            fault,
            step: off_ladder.then_some(step),
            reason: (!reason.is_empty()).then(|| reason.to_string()),
            hand_in_progress: self.hand_in_progress,
        })
    }

    /// The ladder's suggestion, why, and the rules behind it.
    fn suggestion(&self, ui: &mut Ui, cx: &Cx, w: &Words, proposal: &Proposal) {
        ui.add_space(theme::space::ITEM_GAP);
        egui::Frame::new()
            .fill(ui.visuals().extreme_bg_color)
            .corner_radius(theme::space::CORNER_LARGE)
            .inner_margin(theme::space::FRAME_MARGIN)
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.label(
                    RichText::new(riffle_text::fill!(
                        w,
                        "ladder_suggests",
                        step = proposal.suggested.describe().get(cx.lang)
                    ))
                    .size(theme::size::SECTION)
                    .strong()
                    .color(ui.visuals().strong_text_color()),
                );
                ui.label(RichText::new(proposal.explanation.get(cx.lang)).size(theme::size::LEAD));
                cited_rules(ui, &proposal.rules, cx.lang);
            });
    }

    /// The step to give: the suggestion, another step of the ladder, or a number of hands or
    /// rounds typed. `None` while a typed number is not one.
    fn steps(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        w: &Words,
        proposal: &Proposal,
        ladder: &[Step],
    ) -> Option<Step> {
        ui.add_space(theme::space::ROW_GAP);
        let size = theme::size::LEAD;
        let suggested = riffle_text::fill!(
            w,
            "as_suggested",
            step = proposal.suggested.describe().get(cx.lang)
        );
        if ui
            .radio(
                self.pick == Pick::Suggested,
                RichText::new(suggested).size(size),
            )
            .clicked()
        {
            self.pick = Pick::Suggested;
            self.confirming = false;
        }
        for (at, step) in ladder.iter().enumerate() {
            if *step == proposal.suggested {
                continue;
            }
            let text = RichText::new(capitalised_step(*step, cx.lang)).size(size);
            if ui.radio(self.pick == Pick::Ladder(at), text).clicked() {
                self.pick = Pick::Ladder(at);
                self.confirming = false;
            }
        }
        for (pick, text, label) in [
            (Pick::Hands, &mut self.hands, w.text("missed_hands")),
            (Pick::Rounds, &mut self.rounds, w.text("missed_rounds")),
        ] {
            ui.horizontal(|ui| {
                let radio = ui.radio(self.pick == pick, RichText::new(label).size(size));
                if radio.clicked() {
                    self.pick = pick;
                    self.confirming = false;
                }
                let field = ui
                    .add(
                        TextEdit::singleline(text)
                            .desired_width(theme::space::FIELD_XS)
                            .font(egui::FontId::proportional(size)),
                    )
                    .labelled_by(radio.id);
                if field.gained_focus() || field.changed() {
                    self.pick = pick;
                    self.confirming = false;
                }
            });
        }
        let count = |text: &str| {
            riffle_text::parse_whole_number(text)
                .and_then(|n| u32::try_from(n).ok())
                .filter(|n| *n > 0)
        };
        let step = match self.pick {
            Pick::Suggested => Some(proposal.suggested),
            Pick::Ladder(at) => ladder.get(at).copied(),
            Pick::Hands => count(&self.hands).map(Step::MissedHands),
            Pick::Rounds => count(&self.rounds).map(Step::MissedRounds),
        };
        if step.is_none() {
            ui.colored_label(ui.visuals().error_fg_color, w.text("at_least_one"));
        }
        // A round is one hand per player at the table now, the offender included (rule 71A).
        if let (Some(Step::MissedRounds(rounds)), Some(player)) = (step, self.player)
            && let Some(seat) = cx.tournament.floor().seat_of(player)
            && let Some(table) = cx.tournament.floor().table(seat.table)
        {
            let players = u32::from(table.player_count());
            let rounds_text = riffle_text::fill!(w, "rounds" / u64::from(rounds), rounds);
            ui.weak(riffle_text::fill!(
                w,
                "rounds_are_hands",
                rounds = rounds_text,
                players,
                hands = rounds.saturating_mul(players)
            ));
        }
        step
    }

    /// The ladder, the players away with their countdowns, and every penalty given; returns the
    /// floor's word that a player away is back.
    fn lists(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let mut back = None;
        let tournament = cx.tournament;
        let house = tournament.house_rules();
        let preset = riffle_core::house::shown_name(&house.preset, cx.lang);
        ui.heading(riffle_text::fill!(w, "ladder_of", preset));
        ui.horizontal_wrapped(|ui| {
            for (at, step) in house.rules.conduct.penalty_ladder.iter().enumerate() {
                let text = format!("{}. {}", at + 1, capitalised_step(*step, cx.lang));
                ui.label(RichText::new(text).size(theme::size::LEAD));
                ui.add_space(theme::space::GROUP_GAP);
            }
        });
        ui.add_space(theme::space::STEP_GAP);
        ui.heading(w.text("players_away"));
        let away: Vec<_> = tournament
            .penalties()
            .iter()
            .filter_map(|p| match &p.penalty.effect {
                Effect::Away(s) if s.is_running() => Some((p, s)),
                _ => None,
            })
            .collect();
        if away.is_empty() {
            ui.weak(w.text("nobody_away"));
        } else {
            egui::Grid::new("rulings-away")
                .num_columns(6)
                .spacing(theme::space::FORM_GRID)
                .striped(true)
                .show(ui, |ui| {
                    for (p, s) in away {
                        ui.label(
                            RichText::new(name_of(tournament, p.player))
                                .size(theme::size::LEAD)
                                .strong(),
                        );
                        match tournament.floor().seat_of(p.player) {
                            Some(seat) => ui.label(riffle_text::fill!(
                                w,
                                "table_seat",
                                table = seat.table.0,
                                seat = seat.seat
                            )),
                            None => ui.label(""),
                        };
                        ui.label(p.penalty.fault.title().get(cx.lang));
                        let waiting = s.presence() == Presence::AtTheTable && s.served() == 0;
                        let countdown = if waiting {
                            riffle_text::fill!(w, "starts_next_hand", hands = s.hands())
                        } else {
                            riffle_text::fill!(
                                w,
                                "hands_served",
                                served = s.served(),
                                hands = s.hands()
                            )
                        };
                        ui.label(RichText::new(countdown).size(theme::size::LEAD).strong());
                        // Where hands are not reported the countdown is an estimate: once it has
                        // run out, the floor is asked to check and say the player is back.
                        if s.estimated_served(cx.now) >= s.hands() {
                            ui.label(
                                RichText::new(w.text("penalty_should_be_over"))
                                    .color(ui.visuals().warn_fg_color)
                                    .strong(),
                            );
                        } else {
                            ui.label(riffle_text::fill!(
                                w,
                                "back_about",
                                time = wall_time(s.estimated_end())
                            ));
                        }
                        if ui.button(w.text("player_is_back")).clicked() {
                            back = Some(Command::PenaltyServed { player: p.player });
                        }
                        ui.end_row();
                    }
                });
        }
        ui.add_space(theme::space::STEP_GAP);
        ui.heading(w.text("penalty_history"));
        let key = (tournament.history().len(), cx.lang);
        if self.rows.as_ref().is_none_or(|(at, _)| *at != key) {
            self.rows = Some((key, history_rows(tournament, cx.lang, w)));
        }
        let Some((_, rows)) = &self.rows else {
            return back;
        };
        if rows.is_empty() {
            ui.weak(w.text("no_penalty_yet"));
            return back;
        }
        ScrollArea::vertical()
            .id_salt("rulings-penalty-history")
            .auto_shrink(false)
            .show_rows(ui, theme::space::ROW, rows.len(), |ui, range| {
                for row in &rows[range] {
                    ui.horizontal(|ui| {
                        ui.set_height(theme::space::ROW);
                        let widths = [200.0, 60.0, 260.0, 180.0];
                        for (text, width) in row.iter().zip(widths) {
                            ui.add_sized(
                                vec2(width, theme::space::ROW),
                                egui::Label::new(text.as_str()).truncate(),
                            );
                        }
                        ui.add(egui::Label::new(RichText::new(&row[4]).weak()).truncate());
                    });
                }
            });
        back
    }
}

/// Every penalty given, player by player (by name, then in the order given): name, time,
/// fault, penalty, reason.
/// One penalty of the history as its columns read.
type HistoryRow = [String; 5];

fn history_rows(tournament: &Tournament, lang: Lang, w: &Words) -> Vec<HistoryRow> {
    let mut given: Vec<_> = tournament.penalties().iter().collect();
    given.sort_by(|a, b| {
        name_of(tournament, a.player)
            .cmp(&name_of(tournament, b.player))
            .then(a.at.cmp(&b.at))
    });
    given
        .into_iter()
        .map(|p| {
            let reason = p.penalty.reason.clone().unwrap_or_default();
            let step = p.penalty.step.describe().get(lang).to_string();
            let step = match &p.penalty.effect {
                Effect::Away(s) => format!(
                    "{step} ({})",
                    riffle_text::fill!(w, "hands_served", served = s.served(), hands = s.hands())
                ),
                _ => step,
            };
            [
                name_of(tournament, p.player),
                wall_time(p.at),
                p.penalty.fault.title().get(lang).to_string(),
                step,
                reason,
            ]
        })
        .collect()
}

fn name_of(tournament: &Tournament, player: PlayerId) -> String {
    tournament
        .entry(player)
        .map_or_else(|| player.to_string(), |e| e.name.clone())
}

/// "1 missed round" as a list item: "1 missed round", "A warning".
fn capitalised_step(step: Step, lang: Lang) -> String {
    super::capitalised(step.describe().get(lang))
}
