//! The payouts panel: the prize pool, the prize of every paid place, the results so far (who
//! finished where and won what), and the results export.
//!
//! Both lists are virtualised: a 10,000-entry event pays 1,500 places and will have as many
//! results, and only the rows in view are laid out. The results are derived from the tournament
//! once per change of it.

mod deal;
mod edit;

use super::{Asked, Cx, Handed, Outbox, Panel, Shown, View, no_tournament};
use crate::i18n::Texts;
use crate::i18n::words;
use crate::platform::Dialog;
use crate::theme;
use egui::{Align, Button, Layout, RichText, ScrollArea, Ui, Vec2};
use riffle_core::structure::{Cashier, Money};
use riffle_text::{Lang, Words};
use riffle_tournament::{AgreedDeal, DisplayState, Tournament};
use std::path::PathBuf;

/// The payouts panel's own state between frames.
#[derive(Default)]
pub struct PayoutsPanel {
    results: Results,
    saved: Option<PathBuf>,
    deal: deal::DealForm,
    editor: edit::PayoutEditor,
    /// The deal or the prizes the TD recorded this frame, sent by `show`.
    sent: Option<riffle_tournament::Command>,
    /// The open tournament's folder and whether a league names it, looked up each time the TD
    /// comes to the tab: the season sheet is offered only for an event in a league.
    league: Option<(PathBuf, bool)>,
    /// The pass the tab was last drawn at, to tell a return to the tab.
    drawn_at: u64,
}

/// The finishing places so far, best first, derived once per change of the tournament.
#[derive(Default)]
struct Results {
    history: Option<usize>,
    rows: Vec<ResultRow>,
    /// The event pays bounties: the results show them beside the prizes.
    bounties: bool,
    /// What is paid once a deal is agreed ([`Tournament::paid`]); empty without a deal.
    paid: Vec<riffle_tournament::Paid>,
}

struct ResultRow {
    place: u32,
    shared: bool,
    name: String,
    prize: Money,
    /// Paid in bounties, as the cashier pays them.
    bounties: Money,
    /// Paid by a deal rather than by place.
    deal: bool,
    /// Won a seat to a satellite's target event.
    seat: bool,
}

impl PayoutsPanel {
    /// Draws the panel from `display` (and the results, when the backend has a tournament);
    /// returns the export or the printout the TD asked for.
    pub fn ui(&mut self, ui: &mut Ui, shown: &Shown) -> Option<Asked> {
        let Shown { display, t, cx } = shown;
        let (t, cx) = (*t, cx.as_ref());
        let w = words(t.lang);
        let currency = display.currency.as_deref();
        let mut request = None;
        ui.label(
            RichText::new(t.labelled(t.text("prize_pool"), &t.money(display.prize_pool, currency)))
                .size(theme::size::PRIZE_POOL)
                .strong(),
        );
        // What the prizes leave of the pool (TD3's fixed prizes): the house's, on no place's
        // line, said under the pool so the prizes below are read as all that is paid.
        if let Some(kept) = cx.and_then(|cx| cx.tournament.kept()) {
            let amount = t.money(kept.amount, currency);
            ui.label(RichText::new(match &kept.fund {
                Some(fund) => riffle_text::fill!(w, "kept_for_fund", amount, fund),
                None => riffle_text::fill!(w, "kept_by_house", amount),
            }));
        }
        // A deal that leaves nothing to play for ends the event: nobody is "left" to play.
        let ended_by_deal = cx
            .and_then(|cx| cx.tournament.deal())
            .is_some_and(|deal| deal.ends_play());
        let left = u64::from(display.players_left);
        let players = if ended_by_deal {
            riffle_text::fill!(w, "ended_by_deal" / left, n = t.number(left))
        } else {
            t.labelled(t.text("players_left"), &t.number(left))
        };
        ui.label(format!(
            "{} · {players}",
            t.labelled(t.text("entries"), &t.number(u64::from(display.entries))),
        ));
        let paid = display.payouts.len() as u64;
        let mut money = riffle_text::fill!(w, "paid_places", n = t.number(paid));
        if paid > 0 && left > 0 && !ended_by_deal {
            let status = if left > paid {
                riffle_text::fill!(w, "to_the_money" / (left - paid), n = t.number(left - paid))
            } else {
                w.text("in_the_money").to_string()
            };
            money = format!("{money} · {status}");
        }
        ui.label(RichText::new(money).strong());
        if let Some((cx, cashier)) = cx.and_then(|cx| Some((cx, cx.tournament.cashier()?))) {
            till(ui, &cashier, cx.tournament.refunds(), currency, t.lang);
        }
        if let Some(cx) = cx {
            ui.horizontal_wrapped(|ui| {
                if ui.add(Button::new(w.text("export_results"))).clicked() {
                    request = Some(Asked::Dialog(Dialog::ExportResults {
                        file_name: file_name(cx.tournament.name(), w.text("file_suffix")),
                    }));
                }
                if ui
                    .add(Button::new(w.text("print_sheet")))
                    .on_hover_text(w.text("print_sheet_help"))
                    .clicked()
                {
                    request = Some(Asked::PrintPayoutSheet);
                }
                let in_league = self.league.as_ref().is_some_and(|(_, named)| *named);
                if in_league
                    && ui
                        .add(Button::new(w.text("season_sheet")))
                        .on_hover_text(w.text("season_sheet_help"))
                        .clicked()
                {
                    request = Some(Asked::WriteSeasonSheet);
                }
                if let Some(path) = &self.saved {
                    ui.label(
                        RichText::new(riffle_text::fill!(w, "saved_to", path = path.display()))
                            .weak(),
                    );
                }
            });
        }
        if let Some(cx) = cx {
            let edited = self.editor.ui(ui, cx, w);
            let agreed = self.deal.ui(ui, cx.tournament, currency, t, w);
            self.sent = agreed.or(edited);
        }
        ui.add_space(theme::space::ITEM_GAP);

        match cx {
            Some(cx) => {
                self.results.refresh(cx);
                let width = ui.available_width();
                ui.horizontal_top(|ui| {
                    ui.vertical(|ui| {
                        ui.set_width((width * 0.36).clamp(260.0, 420.0));
                        if cx.tournament.deal().is_some() {
                            let paid = &self.results.paid;
                            paid_after_the_deal(ui, cx.tournament, paid, display, t, w);
                        } else {
                            prizes(ui, display, t, w);
                        }
                    });
                    ui.separator();
                    ui.vertical(|ui| {
                        if let Some(deal) = cx.tournament.deal() {
                            agreed(ui, cx.tournament, deal, currency, t, w);
                        }
                        results(ui, &self.results, display, t, w)
                    });
                });
            }
            None => prizes(ui, display, t, w),
        }
        request
    }
}

impl Results {
    fn refresh(&mut self, cx: &Cx) {
        let history = cx.tournament.history().len();
        if self.history == Some(history) {
            return;
        }
        self.history = Some(history);
        let tournament = cx.tournament;
        let seat_value = tournament
            .structure()
            .satellite
            .as_ref()
            .map(|satellite| satellite.seat_value.get());
        let mut rows: Vec<ResultRow> = tournament
            .standings()
            .into_iter()
            .map(|standing| ResultRow {
                place: standing.place,
                shared: standing.shared,
                name: tournament
                    .entry(standing.player)
                    .map_or_else(String::new, |e| e.name.clone()),
                prize: standing.prize,
                bounties: tournament.bounties_paid(standing.player),
                deal: tournament
                    .deal()
                    .is_some_and(|deal| deal.share(standing.player).is_some()),
                seat: seat_value.is_some_and(|value| standing.prize >= value),
            })
            .collect();
        rows.sort_by_key(|row| row.place);
        self.rows = rows;
        self.bounties = tournament.structure().bounty > 0;
        self.paid = match tournament.deal() {
            Some(_) => tournament.paid(),
            None => Vec::new(),
        };
    }
}

/// A file name for the export: the event's name with the characters file systems refuse
/// replaced.
fn file_name(event: &str, suffix: &str) -> String {
    let clean: String = event
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    let clean = clean.trim_matches('-');
    if clean.is_empty() {
        format!("{suffix}.csv")
    } else {
        format!("{clean}-{suffix}.csv")
    }
}

/// Where the players' money went, as the cashier counts it; the guarantee's line stands out.
fn till(ui: &mut Ui, cashier: &Cashier, refunds: (u32, Money), currency: Option<&str>, lang: Lang) {
    let mut lines =
        riffle_store::payout_sheet::till_lines(cashier, refunds, currency, lang).into_iter();
    if let Some(paid_in) = lines.next() {
        ui.label(paid_in);
    }
    for line in lines {
        ui.label(RichText::new(line).strong());
    }
}

/// The deal the players agreed: each one's amount, and what is left to play for.
fn agreed(
    ui: &mut Ui,
    tournament: &Tournament,
    deal: &AgreedDeal,
    currency: Option<&str>,
    t: &Texts,
    w: &Words,
) {
    let shares: Vec<String> = deal
        .shares
        .iter()
        .map(|share| {
            let name = tournament
                .entry(share.player)
                .map_or_else(String::new, |e| e.name.clone());
            format!("{name} {}", t.money(share.amount, currency))
        })
        .collect();
    let mut line = riffle_text::fill!(w, "deal_agreed", shares = shares.join(" · "));
    if deal.kept > 0 {
        let kept = riffle_text::fill!(w, "deal_kept", amount = t.money(deal.kept, currency));
        line = format!("{line} · {kept}");
    }
    ui.label(RichText::new(line).strong());
    ui.add_space(theme::space::LINE_GAP);
}

/// The prize of every paid place.
fn prizes(ui: &mut Ui, display: &DisplayState, t: &Texts, w: &Words) {
    let currency = display.currency.as_deref();
    ui.label(
        RichText::new(w.text("prizes_by_place"))
            .size(theme::size::TITLE)
            .strong(),
    );
    // While players may still enter, every prize grows with the pool, as the players' screen
    // and the TV say.
    if matches!(
        display.clock.registration,
        riffle_core::clock::Registration::Open { .. }
    ) {
        ui.label(RichText::new(w.text("prizes_provisional")).color(ui.visuals().warn_fg_color));
    }
    let widths = [90.0, 150.0];
    row(
        ui,
        &widths,
        1,
        [t.text("place"), t.text("prize")].map(strong),
    );
    ScrollArea::vertical()
        .id_salt("payouts")
        .auto_shrink([false, false])
        .show_rows(ui, theme::space::ROW, display.payouts.len(), |ui, range| {
            for index in range {
                stripe(ui, index);
                let place = u32::try_from(index + 1).unwrap_or(u32::MAX);
                let prize = display.payouts.get(index).copied().unwrap_or(0);
                row(
                    ui,
                    &widths,
                    1,
                    [
                        RichText::new(t.ordinal(place)),
                        RichText::new(t.money(prize, currency)).monospace(),
                    ],
                );
            }
        });
}

/// What is paid once the players agreed a deal ([`Tournament::paid`], as the payout sheet
/// lists it): each share by its player's name, then the places below the deal, if any, by
/// prize. The places the deal covers are not listed: their prizes are no longer paid.
fn paid_after_the_deal(
    ui: &mut Ui,
    tournament: &Tournament,
    paid: &[riffle_tournament::Paid],
    display: &DisplayState,
    t: &Texts,
    w: &Words,
) {
    let currency = display.currency.as_deref();
    ui.label(
        RichText::new(w.text("paid_after_the_deal"))
            .size(theme::size::TITLE)
            .strong(),
    );
    // The shares are agreed sums; a place below the deal still grows with the pool.
    let by_place = paid.iter().any(|line| !line.deal);
    if by_place
        && matches!(
            display.clock.registration,
            riffle_core::clock::Registration::Open { .. }
        )
    {
        ui.label(RichText::new(w.text("prizes_provisional")).color(ui.visuals().warn_fg_color));
    }
    let widths = [150.0, 110.0];
    row(
        ui,
        &widths,
        1,
        [w.text("paid_to"), t.text("prize")].map(strong),
    );
    ScrollArea::vertical()
        .id_salt("payouts")
        .auto_shrink([false, false])
        .show_rows(ui, theme::space::ROW, paid.len(), |ui, range| {
            for index in range {
                stripe(ui, index);
                let Some(line) = paid.get(index) else {
                    continue;
                };
                let who = if line.deal {
                    (line.players.iter())
                        .filter_map(|&player| tournament.entry(player))
                        .map(|entry| entry.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                } else {
                    line.place
                        .map_or_else(String::new, |place| t.ordinal(place))
                };
                row(
                    ui,
                    &widths,
                    1,
                    [
                        RichText::new(who),
                        RichText::new(t.money(line.amount, currency)).monospace(),
                    ],
                );
            }
        });
}

/// Who finished where, best place first, and what each won (and the bounties, in a bounty
/// event).
fn results(ui: &mut Ui, results: &Results, display: &DisplayState, t: &Texts, w: &Words) {
    let rows = &results.rows;
    let currency = display.currency.as_deref();
    ui.label(
        RichText::new(w.text("results"))
            .size(theme::size::TITLE)
            .strong(),
    );
    if rows.is_empty() {
        ui.label(RichText::new(w.text("no_results")).weak());
        return;
    }
    let money_columns = if results.bounties { 2.0 } else { 1.0 };
    let name_width =
        (ui.available_width() - 140.0 - 150.0 * money_columns - 24.0).clamp(160.0, 480.0);
    let mut widths = vec![140.0, name_width, 150.0];
    let mut header = vec![t.text("place"), t.text("name"), t.text("prize")];
    if results.bounties {
        widths.push(150.0);
        header.push(w.text("bounties_column"));
    }
    row(ui, &widths, 2, header.into_iter().map(strong));
    ScrollArea::vertical()
        .id_salt("results")
        .auto_shrink([false, false])
        .show_rows(ui, theme::space::ROW, rows.len(), |ui, range| {
            for (index, result) in rows[range.clone()].iter().enumerate() {
                stripe(ui, range.start + index);
                let mut place = t.ordinal(result.place);
                if result.shared {
                    place = format!("{place} ({})", w.text("payouts_shared"));
                }
                if result.deal {
                    place = format!("{place} ({})", w.text("deal_marker"));
                }
                if result.seat {
                    place = format!("{place} ({})", w.text("seat_marker"));
                }
                let amount = |money: Money| {
                    if money > 0 {
                        t.money(money, currency)
                    } else {
                        String::new()
                    }
                };
                let mut cells = vec![
                    RichText::new(place),
                    RichText::new(&result.name),
                    RichText::new(amount(result.prize)).monospace(),
                ];
                if results.bounties {
                    cells.push(RichText::new(amount(result.bounties)).monospace());
                }
                row(ui, &widths, 2, cells);
            }
        });
}

/// A faint band behind every other row, so the eye follows a row across.
fn stripe(ui: &mut Ui, index: usize) {
    if index % 2 == 1 {
        let top = ui.cursor().top();
        let rect =
            egui::Rect::from_x_y_ranges(ui.max_rect().x_range(), top..=top + theme::space::ROW);
        ui.painter()
            .rect_filled(rect, 2.0, ui.visuals().faint_bg_color);
    }
}

fn strong(text: &str) -> RichText {
    RichText::new(text).strong()
}

/// One row of a list: each text in a cell of its width, names on the left, the figures (the
/// cells from `figures` on) on the right.
fn row(ui: &mut Ui, widths: &[f32], figures: usize, texts: impl IntoIterator<Item = RichText>) {
    ui.horizontal(|ui| {
        ui.set_height(theme::space::ROW);
        for (k, (width, text)) in widths.iter().zip(texts).enumerate() {
            let layout = if k >= figures {
                Layout::right_to_left(Align::Center)
            } else {
                Layout::left_to_right(Align::Center)
            };
            ui.allocate_ui_with_layout(Vec2::new(*width, theme::space::ROW), layout, |ui| {
                ui.set_width(*width);
                ui.add(egui::Label::new(text).truncate());
            });
        }
    });
}

impl Panel for PayoutsPanel {
    fn title(&self, t: &'static Texts) -> &'static str {
        t.text("tab_payouts")
    }

    fn show(&mut self, ui: &mut Ui, view: &mut View, out: &mut Outbox) {
        let pass = ui.ctx().cumulative_pass_nr();
        let returned = pass > self.drawn_at + 1;
        self.drawn_at = pass;
        if let Some(folder) = view.location
            && (returned || self.league.as_ref().is_none_or(|(read, _)| read != folder))
        {
            let named = riffle_store::league::file_of_event(folder).is_some();
            self.league = Some((folder.to_path_buf(), named));
        }
        let Some(shown) = view.shown() else {
            return no_tournament(ui, view.t);
        };
        out.ask(self.ui(ui, &shown));
        out.send(self.sent.take());
    }

    fn receive(&mut self, handed: &Handed, _out: &mut Outbox) {
        if let Handed::Written(Dialog::ExportResults { .. }, path) = handed {
            self.saved = Some(path.to_path_buf());
        }
    }
}
