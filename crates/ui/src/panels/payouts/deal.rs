//! The deal form: at the final table the TD counts the stacks (prefilled from the last chip
//! counts), sees the chip-chop and ICM splits of the prizes left side by side, picks one, then
//! asks each player by name whether they agree to their share: the deal is recorded only once
//! every share is ticked agreed, as one command carrying the agreement. The splits come from
//! `standings::deal`; the form only reads what the TD types.

use crate::i18n::Texts;
use crate::theme;
use egui::{Button, CollapsingHeader, Grid, RichText, TextEdit, Ui};
use riffle_core::floor::PlayerId;
use riffle_core::standings::deal::{DealList, MAX_PLAYERS, offer_in_units, parse_amount};
use riffle_core::structure::Money;
use riffle_text::{Say, Words};
use riffle_tournament::{Command, Share, Tournament};

/// What the TD has typed, kept between frames and filled again when the players left change.
#[derive(Default)]
pub struct DealForm {
    /// The players the rows were filled for.
    players: Vec<PlayerId>,
    /// Each player's chips as typed.
    stacks: Vec<String>,
    keep: String,
    /// The split picked, waiting for each player's agreement: the shares, each ticked once its
    /// player agreed.
    asking: Option<Vec<Share>>,
}

impl DealForm {
    /// Draws the form when a deal can be made (two to ten players left, no deal yet); returns
    /// the deal the TD recorded.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        tournament: &Tournament,
        currency: Option<&str>,
        t: &Texts,
        w: &Words,
    ) -> Option<Command> {
        let left: Vec<_> = tournament.players_in().collect();
        if tournament.deal().is_some() || !(2..=MAX_PLAYERS).contains(&left.len()) {
            return None;
        }
        let players: Vec<PlayerId> = left.iter().map(|e| e.id).collect();
        if players != self.players {
            self.players = players;
            self.stacks = left.iter().map(|e| t.number(e.chips)).collect();
            self.keep.clear();
            self.asking = None;
        }
        let prizes: Vec<Money> = tournament.payouts().into_iter().take(left.len()).collect();
        // Shares are paid in the unit the structure pays its prizes in.
        let unit = (tournament.structure().payout_rounding.as_ref())
            .map_or(1, |rounding| rounding.unit.get());
        let mut sent = None;
        CollapsingHeader::new(w.text("deal_title"))
            .default_open(true)
            .show(ui, |ui| {
                let counted = self.counted();
                let splits = counted
                    .as_ref()
                    .map_err(Clone::clone)
                    .and_then(|(stacks, keep)| offer_in_units(stacks, &prizes, *keep, unit));
                let money = |amount: Money| t.money(amount, currency);
                Grid::new("deal").striped(true).show(ui, |ui| {
                    for label in [
                        t.text("name"),
                        w.text("deal_chips"),
                        w.text("deal_chip_chop"),
                        w.text("deal_icm"),
                    ] {
                        ui.label(RichText::new(label).strong());
                    }
                    ui.end_row();
                    for (i, entry) in left.iter().enumerate() {
                        let name = ui.label(&entry.name);
                        // Sized: a grid cell is no wider than last frame's column, so a
                        // field asking to be wider would never grow.
                        let size = [theme::space::FIELD_M, ui.spacing().interact_size.y];
                        ui.add_sized(size, TextEdit::singleline(&mut self.stacks[i]))
                            .labelled_by(name.id);
                        let (chop, icm) = match &splits {
                            Ok(deal) => (money(deal.chip_chop[i]), money(deal.icm[i])),
                            Err(_) => (String::new(), String::new()),
                        };
                        ui.label(RichText::new(chop).monospace());
                        ui.label(RichText::new(icm).monospace());
                        ui.end_row();
                    }
                });
                if let Ok(deal) = &splits
                    && deal.locked > 0
                {
                    ui.label(w.fill("deal_locked", &[("amount", &money(deal.locked))]));
                }
                ui.horizontal(|ui| {
                    let label = ui.label(w.text("deal_keep"));
                    ui.add(
                        TextEdit::singleline(&mut self.keep).desired_width(theme::space::FIELD_M),
                    )
                    .labelled_by(label.id);
                });
                match (&splits, &counted) {
                    (Ok(deal), Ok((stacks, _))) => {
                        ui.horizontal(|ui| {
                            if ui
                                .add(Button::new(w.text("deal_record_chip_chop")))
                                .clicked()
                            {
                                self.asking = Some(self.shares(stacks, &deal.chip_chop));
                            }
                            if ui.add(Button::new(w.text("deal_record_icm"))).clicked() {
                                self.asking = Some(self.shares(stacks, &deal.icm));
                            }
                        });
                        sent = self.ask_each(ui, tournament, deal.kept, &money, t, w);
                    }
                    (Err(refusal), _) => {
                        ui.label(
                            RichText::new(refusal.say(t.lang)).color(ui.visuals().warn_fg_color),
                        );
                    }
                    (Ok(_), Err(_)) => {}
                }
            });
        sent
    }

    /// The stacks and the amount kept as typed, or the first number that is not one.
    fn counted(&self) -> Result<(Vec<u64>, Money), riffle_core::standings::deal::DealError> {
        let stacks = self
            .stacks
            .iter()
            .enumerate()
            .map(|(at, text)| parse_amount(text, DealList::Stacks, at + 1))
            .collect::<Result<Vec<_>, _>>()?;
        let keep = match self.keep.trim() {
            "" => 0,
            text => parse_amount(text, DealList::Keep, 1)?,
        };
        Ok((stacks, keep))
    }

    /// The shares of a split: each player's amount with the chips counted for it, none agreed
    /// yet.
    fn shares(&self, stacks: &[u64], amounts: &[Money]) -> Vec<Share> {
        self.players
            .iter()
            .zip(stacks.iter().zip(amounts))
            .map(|(&player, (&chips, &amount))| Share {
                player,
                amount,
                chips: Some(chips),
                agreed: false,
            })
            .collect()
    }

    /// The split picked, asked of each player by name: a box to tick per share once its player
    /// agreed, and the deal recorded only when every box is ticked (until then the button says
    /// who has not agreed). A stack or an amount typed again drops the question.
    fn ask_each(
        &mut self,
        ui: &mut Ui,
        tournament: &Tournament,
        kept: Money,
        money: &dyn Fn(Money) -> String,
        t: &Texts,
        w: &Words,
    ) -> Option<Command> {
        let shares = self.asking.as_mut()?;
        let mut sent = None;
        let mut back = false;
        ui.add_space(theme::space::ROW_GAP);
        ui.label(RichText::new(w.text("deal_ask_each")).strong());
        for share in shares.iter_mut() {
            let name = tournament
                .entry(share.player)
                .map_or("", |e| e.name.as_str());
            let amount = money(share.amount);
            ui.checkbox(
                &mut share.agreed,
                riffle_text::fill!(w, "deal_agrees", name, amount),
            );
        }
        let waiting = shares.iter().find(|share| !share.agreed).map(|share| {
            riffle_tournament::RuleError::Agreement(
                riffle_tournament::agreement::AgreementRefusal::NotAgreed {
                    name: (tournament.entry(share.player))
                        .map_or_else(String::new, |e| e.name.clone()),
                    amount: share.amount,
                },
            )
        });
        ui.horizontal(|ui| {
            let record = Button::new(RichText::new(w.text("deal_record")).strong());
            if ui.add_enabled(waiting.is_none(), record).clicked() {
                sent = Some(Command::AgreeDeal {
                    shares: shares.clone(),
                    kept,
                });
            }
            if ui.button(w.text("deal_back")).clicked() {
                back = true;
            }
        });
        if let Some(waiting) = waiting {
            ui.label(RichText::new(waiting.say(t.lang)).weak());
        }
        if back || sent.is_some() {
            self.asking = None;
        }
        sent
    }
}
