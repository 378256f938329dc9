//! The elimination form: the players who busted on one hand, with the place and prize each gets
//! shown before the TD confirms, from a dry run of the tournament itself.

use crate::panels::Cx;
use crate::theme;
use chrono::{DateTime, Utc};
use egui::{Button, Color32, RichText, TextEdit, Ui};
use riffle_core::Chips;
use riffle_core::floor::PlayerId;
use riffle_text::Words;
use riffle_text::{Say, parse_whole_number};
use riffle_tournament::{Bust, Command, Entry, Event, RuleError, Tournament};

use super::{BustForm, BustRow, Claim, Eliminated, PlayersPanel, Preview};
use riffle_core::standings::bounty::BountyPaid;

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
        let bounties = tournament.structure().bounty > 0;
        // The player selected in the list, when still in: another player out on the same
        // hand, or the one who knocked a busted player out.
        let candidate = self
            .selected
            .and_then(|p| tournament.entry(p))
            .filter(|e| e.in_play() && !form.busts.iter().any(|b| b.player == e.id));
        let mut remove = None;
        for (k, row) in form.busts.iter_mut().enumerate() {
            let name = tournament.entry(row.player).map_or("", |e| e.name.as_str());
            ui.horizontal(|ui| {
                ui.label(RichText::new(name).size(theme::size::FIGURE).strong());
                if several && ui.small_button(w.text("remove")).clicked() {
                    remove = Some(k);
                }
            });
            if several {
                ui.horizontal(|ui| {
                    let label = ui.label(w.text("players_starting_stack"));
                    ui.add(
                        TextEdit::singleline(&mut row.stack).desired_width(theme::space::FIELD_L),
                    )
                    .labelled_by(label.id);
                });
            }
            if bounties {
                knockers_row(ui, w, tournament, name, &mut row.by, candidate);
            }
        }
        if let Some(k) = remove {
            form.busts.remove(k);
        }
        if let Some(entry) = candidate
            && !form.busts.iter().any(|b| b.by.contains(&entry.id))
            && ui
                .button(riffle_text::fill!(w, "add_same_hand", name = entry.name))
                .clicked()
        {
            form.busts.push(BustRow::new(entry.id));
        }
        let several = form.busts.len() > 1;
        if several {
            ui.checkbox(&mut form.on_announcement, w.text("announcement_hand"));
        }
        ui.add_space(theme::space::ITEM_GAP);

        let stacks: Option<Vec<Option<Chips>>> = form
            .busts
            .iter()
            .map(|row| {
                if several {
                    parse_whole_number(&row.stack).map(Some)
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
                .map(|(row, starting_stack)| Bust {
                    by: row.by.clone(),
                    player: row.player,
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
                Ok(eliminated) => {
                    for standing in eliminated.standings {
                        let name = tournament.entry(standing.player).map_or("", |e| &e.name);
                        let place = t.ordinal(standing.place);
                        let prize = if standing.prize > 0 {
                            riffle_text::fill!(
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
                                riffle_text::fill!(w, "finishes_shared", name, place)
                            } else {
                                riffle_text::fill!(w, "finishes", name, place)
                            }
                        );
                        ui.label(RichText::new(text).size(theme::size::TITLE).strong());
                    }
                    bounty_lines(ui, cx, &eliminated.bounties);
                    true
                }
                Err(error) => {
                    ui.colored_label(ui.visuals().error_fg_color, error.say(t.lang));
                    false
                }
            },
        };
        // The list may show someone else selected by now: the form goes on naming whom it
        // eliminates, so the confirmation cannot land on the wrong player.
        if self
            .selected
            .is_some_and(|p| !form.busts.iter().any(|b| b.player == p))
        {
            let names: Vec<&str> = (form.busts.iter())
                .filter_map(|b| tournament.entry(b.player).map(|e| e.name.as_str()))
                .collect();
            let names = names.join(", ");
            ui.label(
                RichText::new(riffle_text::fill!(w, "armed_for", names))
                    .strong()
                    .color(ui.visuals().warn_fg_color),
            );
        }
        ui.add_space(theme::space::ITEM_GAP);
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

    /// The places, prizes and bounties `command` would give, as the tournament previews it.
    fn preview(
        &mut self,
        tournament: &Tournament,
        command: &Command,
        now: DateTime<Utc>,
    ) -> Result<Eliminated, RuleError> {
        let key = (tournament.history().len(), command.clone());
        if self.preview.as_ref().is_none_or(|p| p.key != key) {
            self.preview = Some(Preview {
                outcome: eliminated_places(tournament, command, now),
                key,
            });
        }
        match self.preview.as_ref().map(|p| &p.outcome) {
            Some(outcome) => outcome.clone(),
            None => Ok(Eliminated::default()),
        }
    }
}

/// The events a command would produce now; the tournament is not changed.
pub(super) fn dry_run(
    tournament: &Tournament,
    command: &Command,
    now: DateTime<Utc>,
) -> Result<Vec<riffle_tournament::Event>, RuleError> {
    tournament
        .preview(command, now)
        .map(|preview| preview.events)
}

/// The standings of the players an elimination would knock out and the bounties it would pay,
/// as the tournament previews them, so the preview is what the TD will get.
fn eliminated_places(
    tournament: &Tournament,
    command: &Command,
    now: DateTime<Utc>,
) -> Result<Eliminated, RuleError> {
    tournament.preview(command, now).map(|preview| Eliminated {
        bounties: preview
            .events
            .iter()
            .flat_map(|event| match event {
                Event::Busted { knockouts, .. } => knockouts.as_slice(),
                _ => &[],
            })
            .flat_map(|record| record.paid.iter().copied())
            .collect(),
        standings: preview.standings,
    })
}

/// What each knocker wins, in cash and onto their own head.
fn bounty_lines(ui: &mut Ui, cx: &Cx, bounties: &[BountyPaid]) {
    let t = cx.t;
    let currency = cx.display.currency.as_deref();
    for paid in bounties {
        let name = cx.tournament.entry(paid.player).map_or("", |e| &e.name);
        let cash = t.money(paid.cash, currency);
        let text = if paid.to_head > 0 {
            let head = t.money(paid.to_head, currency);
            riffle_text::fill!(t, "bounty_paid_and_head", name, cash, head)
        } else {
            riffle_text::fill!(t, "bounty_paid", name, cash)
        };
        ui.label(RichText::new(text).size(theme::size::LEAD));
    }
}

impl PlayersPanel {
    /// The knockers of a player already out whose bounty nobody claimed (a bust a dealer
    /// reported): named from the list, what each wins, then pay or cancel. Returns the form
    /// (none once cancelled) and the command.
    pub(super) fn claim_form(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        mut claim: Claim,
    ) -> (Option<Claim>, Option<Command>) {
        let (t, tournament) = (cx.t, cx.tournament);
        let Some(busted) = tournament.entry(claim.busted) else {
            return (None, None);
        };
        let head = t.money(busted.head, cx.display.currency.as_deref());
        ui.label(
            RichText::new(riffle_text::fill!(
                t,
                "unclaimed_head",
                name = busted.name,
                head
            ))
            .size(theme::size::PROMINENT)
            .strong(),
        );
        let candidate = self
            .selected
            .and_then(|p| tournament.entry(p))
            .filter(|e| e.in_play());
        knockers_row(ui, t, tournament, &busted.name, &mut claim.by, candidate);
        let command = Command::NameKnockers {
            player: claim.busted,
            by: claim.by.clone(),
        };
        let ready = !claim.by.is_empty()
            && match tournament.preview(&command, cx.now) {
                Ok(preview) => {
                    let paid: Vec<BountyPaid> = preview
                        .events
                        .iter()
                        .flat_map(|event| match event {
                            Event::HeadClaimed(record) => record.paid.as_slice(),
                            _ => &[],
                        })
                        .copied()
                        .collect();
                    bounty_lines(ui, cx, &paid);
                    true
                }
                Err(error) => {
                    ui.colored_label(ui.visuals().error_fg_color, error.say(t.lang));
                    false
                }
            };
        ui.add_space(theme::space::ITEM_GAP);
        let (mut asked, mut keep) = (None, true);
        ui.horizontal(|ui| {
            let pay = Button::new(
                RichText::new(t.text("pay_bounty"))
                    .size(theme::size::LEAD)
                    .strong(),
            );
            if ui.add_enabled(ready, pay).clicked() {
                asked = Some(command.clone());
            }
            if ui
                .button(RichText::new(t.text("cancel")).size(theme::size::LEAD))
                .clicked()
            {
                keep = false;
            }
        });
        (keep.then_some(claim), asked)
    }
}

/// Who knocked `busted` out: the players named so far (nobody at first, the head then stays
/// unclaimed), a button to name nobody again, and one to add the player selected in the list;
/// a head split between several knockers is named one knocker at a time.
fn knockers_row(
    ui: &mut Ui,
    w: &Words,
    tournament: &Tournament,
    busted: &str,
    by: &mut Vec<PlayerId>,
    candidate: Option<&Entry>,
) {
    let names: Vec<&str> = by
        .iter()
        .filter_map(|&p| tournament.entry(p).map(|e| e.name.as_str()))
        .collect();
    ui.horizontal(|ui| {
        let text = if names.is_empty() {
            w.text("knocked_out_by_nobody").to_string()
        } else {
            riffle_text::fill!(w, "knocked_out_by", names = names.join(", "))
        };
        ui.label(text);
        if !by.is_empty() && ui.small_button(w.text("name_nobody")).clicked() {
            by.clear();
        }
    });
    if let Some(entry) = candidate.filter(|e| !by.contains(&e.id))
        && ui
            .button(riffle_text::fill!(
                w,
                "knocked_out",
                name = entry.name,
                busted
            ))
            .clicked()
    {
        by.push(entry.id);
    }
}

/// The fill of a button that knocks a player out: red enough to make the TD look twice.
pub(super) fn danger_fill(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        theme::BUST_FILL_DARK
    } else {
        theme::BUST_FILL_LIGHT
    }
}
