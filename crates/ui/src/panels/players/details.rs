//! What the TD does for the selected player: re-entry, rebuy and add-on as the tournament offers
//! them now, the chip count and the notes.

use super::eliminate::{danger_fill, dry_run};
use crate::panels::Cx;
use crate::theme;
use egui::{Button, Key, RichText, TextEdit, Ui, Vec2};
use riffle_core::clock::Registration;
use riffle_core::floor::{InstructionKind, PlayerId};
use riffle_core::structure::{Purchase, Sold};
use riffle_text::Words;
use riffle_text::{Say, parse_whole_number};
use riffle_tournament::{Command, EntryKind, Event, RuleError};

use super::{Claim, Offers, OffersKey, PlayersPanel};

impl PlayersPanel {
    /// What the TD can do for the selected player, or the elimination being filled in.
    pub(super) fn details(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let t = cx.t;
        let tournament = cx.tournament;
        let mut command = None;
        if let Some(form) = self.bust.take() {
            let (form, asked) = self.bust_form(ui, cx, w, form);
            self.bust = form;
            return asked;
        }
        if let Some(claim) = self.claim.take() {
            let (claim, asked) = self.claim_form(ui, cx, claim);
            self.claim = claim;
            return asked;
        }
        let Some(entry) = self.selected.and_then(|p| tournament.entry(p)) else {
            ui.label(RichText::new(w.text("select_hint")).weak());
            return None;
        };
        let player = entry.id;
        if self.editing != Some(player) {
            self.editing = Some(player);
            self.chips_text.clear();
            self.chips_error = false;
            self.notes_text = entry.notes.clone().unwrap_or_default();
            self.rename_text = entry.name.clone();
            self.purchase = None;
        }
        ui.label(
            RichText::new(&entry.name)
                .size(theme::size::HEADING)
                .strong(),
        );
        let mut about = riffle_text::fill!(w, "entry_number", n = player.entry_number());
        if let EntryKind::ReEntry { previous } = entry.kind {
            about = format!(
                "{about} · {}",
                riffle_text::fill!(w, "re_entry_of", n = previous.entry_number())
            );
        }
        ui.label(about);
        let (status, color) = self.status_of(cx, w, entry, ui);
        ui.label(
            RichText::new(status)
                .strong()
                .color(color)
                .size(theme::size::TITLE),
        );
        if entry.in_play() {
            let seat = match tournament.floor().seat_of(player) {
                Some(s) => riffle_text::fill!(t, "at_seat", table = s.table.0, seat = s.seat),
                None => w.text("players_not_seated").to_string(),
            };
            ui.label(RichText::new(seat).size(theme::size::TITLE));
            ui.label(t.labelled(w.text("players_chips"), &t.number(entry.chips)));
        }
        if let Some(refund) = entry.withdrawn {
            let amount = t.money(refund, cx.display.currency.as_deref());
            ui.label(riffle_text::fill!(w, "refunded_before_draw", amount));
        }
        // The price profiles its purchases were sold at, as the cashier counted them.
        if !entry.profiles.is_empty() {
            let profiles = entry.profiles.join(", ");
            ui.label(riffle_text::fill!(w, "price_sold_at", profiles));
        }
        if self.roster.offers_purchases {
            ui.label(format!(
                "{} · {}",
                t.labelled(t.text("rebuys"), &entry.rebuys.to_string()),
                t.labelled(t.text("add_ons"), &entry.add_ons.to_string())
            ));
        }
        ui.add_space(theme::space::ITEM_GAP);

        let offers = self.offers(cx, player);
        let price = |sold: Sold| self.price_of(cx, sold);
        let actions: Vec<Action> = if entry.in_play() {
            vec![
                (
                    w.text("rebuy"),
                    &offers.rebuy,
                    Command::Rebuy {
                        player,
                        profile: price(Sold::Rebuy),
                    },
                    w.text("no_rebuys"),
                    Sold::Rebuy,
                ),
                (
                    w.text("add_on"),
                    &offers.add_on,
                    Command::AddOn {
                        player,
                        profile: price(Sold::AddOn),
                    },
                    w.text("no_add_ons"),
                    Sold::AddOn,
                ),
            ]
        } else if entry.withdrawn.is_some() {
            Vec::new()
        } else {
            vec![(
                w.text("re_enter"),
                &offers.re_enter,
                Command::ReEnter {
                    player,
                    profile: price(Sold::ReEntry),
                },
                w.text("no_re_entries"),
                Sold::ReEntry,
            )]
        };
        for (label, offer, asked, not_offered, sold) in actions {
            ui.horizontal_wrapped(|ui| {
                if offer.is_ok() {
                    self.price_picker(ui, cx, w, sold);
                }
                let button = Button::new(RichText::new(label).size(theme::size::LEAD));
                if ui.add_enabled(offer.is_ok(), button).clicked() {
                    // Money is never spent by the click that may be a confirm's second half.
                    self.purchase = Some(asked);
                }
                if let Err(error) = offer {
                    ui.label(RichText::new(reason(cx, w, error, not_offered)).weak());
                }
            });
        }
        if let Some(asked) = self.purchase.take() {
            let (keep, bought) = purchase_question(ui, cx, w, &entry.name, asked);
            self.purchase = keep;
            command = command.or(bought);
        }

        if entry.in_play() {
            ui.add_space(theme::space::ITEM_GAP);
            let label = ui.label(RichText::new(w.text("chip_count")).strong());
            ui.horizontal(|ui| {
                let field = ui
                    .add(
                        TextEdit::singleline(&mut self.chips_text)
                            .hint_text(t.number(entry.chips))
                            .desired_width(theme::space::FIELD_L),
                    )
                    .labelled_by(label.id);
                let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
                if (ui.button(w.text("set_chips")).clicked() || entered)
                    && !self.chips_text.is_empty()
                {
                    match parse_whole_number(&self.chips_text) {
                        Some(chips) => {
                            self.chips_error = false;
                            let confirmed = self.chips_asked == Some((player, chips));
                            command = Some(Command::SetChips {
                                player,
                                chips,
                                confirmed,
                            });
                        }
                        None => self.chips_error = true,
                    }
                }
            });
            if self.chips_error {
                ui.colored_label(ui.visuals().error_fg_color, w.text("not_a_number"));
            }
        }

        ui.add_space(theme::space::ITEM_GAP);
        let label = ui.label(RichText::new(w.text("correct_name")).strong());
        ui.horizontal(|ui| {
            ui.add(
                TextEdit::singleline(&mut self.rename_text).desired_width(theme::space::FIELD_XL),
            )
            .labelled_by(label.id);
            let changed = self.rename_text.trim() != entry.name;
            if ui
                .add_enabled(changed, Button::new(w.text("rename")))
                .clicked()
            {
                command = Some(Command::Rename {
                    player,
                    name: self.rename_text.clone(),
                });
            }
        });

        ui.add_space(theme::space::ITEM_GAP);
        let label = ui.label(RichText::new(w.text("notes")).strong());
        ui.add(
            TextEdit::multiline(&mut self.notes_text)
                .hint_text(w.text("notes_hint"))
                .desired_rows(2)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(label.id);
        let changed = self.notes_text.trim() != entry.notes.as_deref().unwrap_or("");
        if ui
            .add_enabled(changed, Button::new(w.text("save_notes")))
            .clicked()
        {
            let notes = self.notes_text.trim();
            command = Some(Command::SetNotes {
                player,
                notes: (!notes.is_empty()).then(|| notes.to_string()),
            });
        }

        if let Ok(refund) = offers.unregister {
            ui.add_space(theme::space::BLOCK_GAP);
            command = command.or(self.unregister(ui, cx, w, player, refund));
        }

        let currency = cx.display.currency.as_deref();
        if let Some(history) = self.club.history(&entry.name) {
            ui.add_space(theme::space::ITEM_GAP);
            club_history(ui, history, t, w, currency);
        }

        if entry.in_play() {
            ui.add_space(theme::space::BLOCK_GAP);
            let button = Button::new(
                RichText::new(w.text("eliminate"))
                    .size(theme::size::FIGURE)
                    .strong(),
            )
            .fill(danger_fill(ui))
            .min_size(Vec2::new(
                theme::space::BUTTON_WIDE,
                theme::space::BUTTON_LOW,
            ));
            if ui.add(button).clicked() {
                self.arm_elimination(player);
            }
        } else if entry.head > 0 && tournament.structure().bounty > 0 {
            // A bust confirmed with nobody named (a dealer's report): the TD names the knocker.
            ui.add_space(theme::space::BLOCK_GAP);
            let label = riffle_text::fill!(w, "name_knockers", name = entry.name);
            if ui
                .button(RichText::new(label).size(theme::size::LEAD))
                .clicked()
            {
                self.claim = Some(Claim {
                    busted: player,
                    by: Vec::new(),
                });
            }
        }
        if entry.out_at.is_some() {
            ui.add_space(theme::space::BLOCK_GAP);
            command = command.or(self.reinstate(ui, cx, w, player, &entry.name));
        }
        command
    }

    /// "Reinstate…" for a player out by mistake, then the reason and what it will do, confirmed
    /// by a button of its own below the field, where no other button was: a stray click brings
    /// nobody back.
    fn reinstate(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        w: &Words,
        player: PlayerId,
        name: &str,
    ) -> Option<Command> {
        let Some((_, reason)) = self.reinstating.as_mut().filter(|(p, _)| *p == player) else {
            if ui
                .button(RichText::new(w.text("reinstate")).size(theme::size::LEAD))
                .clicked()
            {
                self.reinstating = Some((player, String::new()));
            }
            return None;
        };
        let label = ui.label(RichText::new(w.text("reinstate_reason")).strong());
        ui.add(TextEdit::singleline(reason).desired_width(f32::INFINITY))
            .labelled_by(label.id);
        let asked = Command::Reinstate {
            player,
            reason: reason.clone(),
        };
        let outcome = dry_run(cx.tournament, &asked, cx.now);
        match &outcome {
            Ok(events) => ui.label(RichText::new(reinstated(cx, w, name, player, events)).strong()),
            Err(error) => ui.label(RichText::new(error.say(cx.t.lang)).weak()),
        };
        let mut command = None;
        let mut close = false;
        ui.horizontal(|ui| {
            if ui.button(cx.t.text("cancel")).clicked() {
                close = true;
            }
            let yes =
                Button::new(RichText::new(riffle_text::fill!(w, "reinstate_yes", name)).strong());
            if ui.add_enabled(outcome.is_ok(), yes).clicked() {
                command = Some(asked);
                close = true;
            }
        });
        if close {
            self.reinstating = None;
        }
        command
    }

    /// "Unregister (refund X)" before the draw, then the confirmation that names the amount the
    /// cashier pays back: the command goes only once the TD has seen the refund.
    fn unregister(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        w: &Words,
        player: PlayerId,
        refund: riffle_core::structure::Money,
    ) -> Option<Command> {
        let amount = cx.t.money(refund, cx.display.currency.as_deref());
        if self.unregistering != Some(player) {
            let label = riffle_text::fill!(w, "unregister", amount);
            if ui
                .button(RichText::new(label).size(theme::size::LEAD))
                .on_hover_text(w.text("unregister_help"))
                .clicked()
            {
                self.unregistering = Some(player);
            }
            return None;
        }
        let name = cx.tournament.entry(player).map_or("", |e| e.name.as_str());
        let mut command = None;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(
                RichText::new(riffle_text::fill!(
                    w,
                    "unregister_confirm",
                    name,
                    amount = &amount
                ))
                .strong(),
            );
            ui.label(w.text("unregister_consequence"));
            ui.horizontal_wrapped(|ui| {
                let yes = Button::new(
                    RichText::new(riffle_text::fill!(w, "unregister_yes", amount)).strong(),
                )
                .fill(danger_fill(ui));
                if ui.add(yes).clicked() {
                    command = Some(Command::Unregister { player });
                    self.unregistering = None;
                }
                if ui.button(cx.t.text("cancel")).clicked() {
                    self.unregistering = None;
                }
            });
        });
        command
    }

    /// Whether the player may re-enter, rebuy or add on now, as the tournament answers.
    pub(super) fn offers(&mut self, cx: &Cx, player: PlayerId) -> Offers {
        let view = &cx.display.clock;
        let key = OffersKey {
            history: cx.tournament.history().len(),
            player,
            period: view.period,
            level: view.level_for_new_hands,
            registration_open: matches!(view.registration, Registration::Open { .. }),
        };
        if let Some(offers) = &self.offers
            && offers.key == key
        {
            return offers.clone();
        }
        let tournament = cx.tournament;
        let in_play = tournament.entry(player).is_some_and(|e| e.in_play());
        // Only the actions the panel offers for this player are asked about.
        let ask = |offered: bool, command: Command| {
            if offered {
                dry_run(tournament, &command, cx.now).map(|_| ())
            } else {
                Err(RuleError::NoSuchPlayer(player))
            }
        };
        let offered = in_play && !tournament.seats_drawn();
        let unregister = if offered {
            dry_run(tournament, &Command::Unregister { player }, cx.now).map(|events| {
                events
                    .iter()
                    .find_map(|event| match event {
                        Event::Unregistered { refund, .. } => Some(*refund),
                        _ => None,
                    })
                    .unwrap_or(0)
            })
        } else {
            Err(RuleError::NoSuchPlayer(player))
        };
        let offers = Offers {
            key,
            re_enter: ask(
                !in_play,
                Command::ReEnter {
                    player,
                    profile: None,
                },
            ),
            rebuy: ask(
                in_play,
                Command::Rebuy {
                    player,
                    profile: None,
                },
            ),
            add_on: ask(
                in_play,
                Command::AddOn {
                    player,
                    profile: None,
                },
            ),
            unregister,
        };
        self.offers = Some(offers.clone());
        offers
    }
}

/// What a reinstatement will do, from the events the tournament previews: the stack the
/// player gets back and the seat left when it is free (a drawn seat is not known until then).
fn reinstated(cx: &Cx, w: &Words, name: &str, player: PlayerId, events: &[Event]) -> String {
    let chips = events.iter().find_map(|event| match event {
        Event::Reinstated { chips, average, .. } => Some((*chips, *average)),
        _ => None,
    });
    let (chips, average) = chips.unwrap_or((0, false));
    let mut chips = cx.t.number(chips);
    if average {
        // No stack was recorded at the bust: the TD says where the count comes from.
        chips = riffle_text::fill!(w, "reinstate_average", chips);
    }
    let back = events.iter().find_map(|event| match event {
        Event::Seated { instruction, .. } if instruction.kind == InstructionKind::Assign => {
            instruction
                .moves
                .iter()
                .find(|m| m.player == player)
                .map(|m| m.to)
        }
        _ => None,
    });
    match back {
        Some(to) => riffle_text::fill!(
            w,
            "reinstate_back",
            name,
            chips,
            table = to.table.0,
            seat = to.seat
        ),
        None => riffle_text::fill!(w, "reinstate_drawn", name, chips),
    }
}

/// Why an action is not available now, in the TD's language.
/// The club player's history, from the club's database: one line per event played, the latest
/// first (date, event, place, prize, bounties, penalties), under a heading that folds away.
fn club_history(
    ui: &mut Ui,
    history: &riffle_store::players::History,
    t: &crate::i18n::Texts,
    w: &Words,
    currency: Option<&str>,
) {
    let title = riffle_text::fill!(
        w,
        "club_history" / history.events.len(),
        n = history.events.len(),
        name = history.player.name
    );
    egui::CollapsingHeader::new(RichText::new(title).strong())
        .id_salt("club_history")
        .show(ui, |ui| {
            egui::Grid::new("club_history_grid")
                .num_columns(6)
                .striped(true)
                .show(ui, |ui| {
                    super::column_titles(
                        ui,
                        &[
                            w.text("club_history_date"),
                            w.text("club_history_event"),
                            w.text("club_history_place"),
                            w.text("club_history_prize"),
                            w.text("club_history_bounties"),
                            w.text("club_history_penalties"),
                        ],
                    );
                    let money = |amount: i64| t.money(u64::try_from(amount).unwrap_or(0), currency);
                    for played in history.events.iter().rev() {
                        ui.label(played.date.get(..10).unwrap_or(&played.date));
                        ui.label(&played.tournament);
                        let place = played.place.and_then(|p| u32::try_from(p).ok());
                        ui.label(match place {
                            Some(place) => riffle_text::fill!(
                                w,
                                "club_history_of",
                                place = t.ordinal(place),
                                field = played.field
                            ),
                            None => w.text("club_history_in").to_string(),
                        });
                        ui.label(money(played.prize));
                        ui.label(money(played.bounties));
                        ui.label(played.penalties.to_string());
                        ui.end_row();
                    }
                });
        });
}

/// A purchase the details offer: its button's label, whether it is sold now, the command it
/// asks, what to say when the event does not sell it, and what it is.
type Action<'a> = (&'a str, &'a Result<(), RuleError>, Command, &'a str, Sold);

pub(super) fn reason(cx: &Cx, w: &Words, error: &RuleError, not_offered: &str) -> String {
    let t = cx.t;
    match error {
        RuleError::NotOffered { .. } => not_offered.to_string(),
        RuleError::PurchaseClosed { until, level, .. } => {
            riffle_text::fill!(w, "closed_after", until, level)
        }
        RuleError::PurchaseLimit { max, .. } => riffle_text::fill!(w, "limit_reached", max),
        RuleError::RebuyStackTooBig { chips, limit, .. } => {
            riffle_text::fill!(
                w,
                "stack_too_big",
                limit = t.number(*limit),
                chips = t.number(*chips)
            )
        }
        RuleError::AddOnNotYet { at, level } => riffle_text::fill!(w, "add_on_not_yet", at, level),
        RuleError::RegistrationClosed { level, until } => {
            riffle_text::fill!(w, "registration_closed_at", level, until)
        }
        RuleError::NoLateRegistration => w.text("players_no_late_registration").to_string(),
        other => other.say(t.lang),
    }
}

/// The question a click on Re-enter, Rebuy or Add-on asks: the purchase, the player and what
/// the cashier takes, and its own button one row under the one clicked, so the second click of a
/// double click lands on no money. Returns the question while it stands, and the purchase once
/// confirmed.
fn purchase_question(
    ui: &mut Ui,
    cx: &Cx,
    w: &Words,
    name: &str,
    asked: Command,
) -> (Option<Command>, Option<Command>) {
    let structure = cx.tournament.structure();
    let currency = cx.display.currency.as_deref();
    let amount = |purchase: Option<Purchase>| {
        let total = purchase?.total()?;
        Some(cx.t.money(total, currency))
    };
    let worded = match &asked {
        Command::ReEnter { profile, .. } => {
            amount(structure.purchase(Sold::ReEntry, profile.as_deref())).map(|amount| {
                (
                    riffle_text::fill!(w, "re_entry_for", name, amount),
                    w.text("confirm_re_entry"),
                )
            })
        }
        Command::Rebuy { profile, .. } => {
            amount(structure.purchase(Sold::Rebuy, profile.as_deref())).map(|amount| {
                (
                    riffle_text::fill!(w, "rebuy_for", name, amount),
                    w.text("confirm_rebuy"),
                )
            })
        }
        Command::AddOn { profile, .. } => {
            amount(structure.purchase(Sold::AddOn, profile.as_deref())).map(|amount| {
                (
                    riffle_text::fill!(w, "add_on_for", name, amount),
                    w.text("confirm_add_on"),
                )
            })
        }
        _ => None,
    };
    let Some((question, confirm)) = worded else {
        return (None, None);
    };
    ui.add_space(theme::space::ITEM_GAP);
    ui.label(RichText::new(question).strong().size(theme::size::LEAD));
    let mut keep = Some(asked.clone());
    let mut bought = None;
    ui.horizontal(|ui| {
        if ui
            .button(RichText::new(cx.t.text("cancel")).size(theme::size::LEAD))
            .clicked()
        {
            keep = None;
        }
        if ui
            .button(RichText::new(confirm).size(theme::size::LEAD).strong())
            .clicked()
        {
            keep = None;
            bought = Some(asked);
        }
    });
    (keep, bought)
}
