//! The elimination form: the players who busted on one hand, with the place and prize each gets
//! shown before the TD confirms, from a dry run of the tournament itself.

use crate::Chips;
use crate::text::Words;
use crate::text::{Say, parse_whole_number};
use crate::tournament::{Bust, Command, RuleError, Standing, Tournament};
use crate::ui::panels::Cx;
use crate::ui::theme;
use chrono::{DateTime, Utc};
use egui::{Button, Color32, RichText, TextEdit, Ui};

use super::{BustForm, PlayersPanel, Preview};

impl PlayersPanel {
    /// The elimination form: who busted on the hand, their starting stacks when several did,
    /// the place and prize each will get, then confirm or cancel. Returns the form (none once
    /// cancelled) and the command.
    pub(super) fn bust_form(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        w: &Words,
        mut form: BustForm,
    ) -> (Option<BustForm>, Option<Command>) {
        let t = cx.t;
        let tournament = cx.tournament;
        ui.label(
            RichText::new(w.text("busted_on_hand"))
                .size(theme::size::PROMINENT)
                .strong(),
        );
        let several = form.busts.len() > 1;
        let mut remove = None;
        for (k, (player, stack)) in form.busts.iter_mut().enumerate() {
            let name = tournament.entry(*player).map_or("", |e| e.name.as_str());
            ui.horizontal(|ui| {
                ui.label(RichText::new(name).size(theme::size::FIGURE).strong());
                if several && ui.small_button(w.text("remove")).clicked() {
                    remove = Some(k);
                }
            });
            if several {
                ui.horizontal(|ui| {
                    let label = ui.label(w.text("players_starting_stack"));
                    ui.add(TextEdit::singleline(stack).desired_width(140.0))
                        .labelled_by(label.id);
                });
            }
        }
        if let Some(k) = remove {
            form.busts.remove(k);
        }
        // Another player out on the same hand: the one selected in the list.
        let candidate = self
            .selected
            .and_then(|p| tournament.entry(p))
            .filter(|e| e.in_play() && !form.busts.iter().any(|(p, _)| *p == e.id));
        if let Some(entry) = candidate
            && ui
                .button(crate::fill!(w, "add_same_hand", name = entry.name))
                .clicked()
        {
            form.busts.push((entry.id, String::new()));
        }
        let several = form.busts.len() > 1;
        if several {
            ui.checkbox(&mut form.on_announcement, w.text("announcement_hand"));
        }
        ui.add_space(8.0);

        let stacks: Option<Vec<Option<Chips>>> = form
            .busts
            .iter()
            .map(|(_, text)| {
                if several {
                    parse_whole_number(text).map(Some)
                } else {
                    Some(None)
                }
            })
            .collect();
        let command = stacks.map(|stacks| Command::Eliminate {
            busts: form
                .busts
                .iter()
                .zip(stacks)
                .map(|((player, _), starting_stack)| Bust {
                    by: Vec::new(),
                    player: *player,
                    starting_stack,
                })
                .collect(),
            on_hand_for_hand_announcement: several && form.on_announcement,
        });
        let ready = match &command {
            None => {
                ui.label(RichText::new(w.text("stacks_needed")).color(ui.visuals().warn_fg_color));
                false
            }
            Some(command) => match self.preview(tournament, command, cx.now) {
                Ok(standings) => {
                    for standing in standings {
                        let name = tournament.entry(standing.player).map_or("", |e| &e.name);
                        let place = t.ordinal(standing.place);
                        let prize = if standing.prize > 0 {
                            crate::fill!(
                                w,
                                "wins",
                                prize = t.money(standing.prize, cx.display.currency.as_deref())
                            )
                        } else {
                            w.text("no_prize").to_string()
                        };
                        let text = format!(
                            "{}, {prize}",
                            if standing.shared {
                                crate::fill!(w, "finishes_shared", name, place)
                            } else {
                                crate::fill!(w, "finishes", name, place)
                            }
                        );
                        ui.label(RichText::new(text).size(theme::size::TITLE).strong());
                    }
                    true
                }
                Err(error) => {
                    ui.colored_label(ui.visuals().error_fg_color, error.say(t.lang));
                    false
                }
            },
        };
        ui.add_space(8.0);
        let mut asked = None;
        let mut keep = true;
        ui.horizontal(|ui| {
            let confirm = Button::new(
                RichText::new(w.text("confirm_elimination"))
                    .size(theme::size::LEAD)
                    .strong(),
            )
            .fill(danger_fill(ui));
            if ui.add_enabled(ready, confirm).clicked() {
                asked = command.clone();
            }
            if ui
                .button(RichText::new(t.text("cancel")).size(theme::size::LEAD))
                .clicked()
            {
                keep = false;
            }
        });
        (keep.then_some(form), asked)
    }

    /// The places and prizes `command` would give, as the tournament previews it.
    pub(super) fn preview(
        &mut self,
        tournament: &Tournament,
        command: &Command,
        now: DateTime<Utc>,
    ) -> Result<Vec<Standing>, RuleError> {
        let key = (tournament.history().len(), command.clone());
        if self.preview.as_ref().is_none_or(|p| p.key != key) {
            self.preview = Some(Preview {
                outcome: eliminated_places(tournament, command, now),
                key,
            });
        }
        match self.preview.as_ref().map(|p| &p.outcome) {
            Some(outcome) => outcome.clone(),
            None => Ok(Vec::new()),
        }
    }
}

/// The events a command would produce now; the tournament is not changed.
pub(super) fn dry_run(
    tournament: &Tournament,
    command: &Command,
    now: DateTime<Utc>,
) -> Result<Vec<crate::tournament::Event>, RuleError> {
    tournament
        .preview(command, now)
        .map(|preview| preview.events)
}

/// The standings of the players an elimination would knock out, as the tournament previews
/// them, so the preview is what the TD will get.
pub(super) fn eliminated_places(
    tournament: &Tournament,
    command: &Command,
    now: DateTime<Utc>,
) -> Result<Vec<Standing>, RuleError> {
    tournament
        .preview(command, now)
        .map(|preview| preview.standings)
}

/// The fill of a button that knocks a player out: red enough to make the TD look twice.
pub(super) fn danger_fill(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        theme::BUST_FILL_DARK
    } else {
        theme::BUST_FILL_LIGHT
    }
}
