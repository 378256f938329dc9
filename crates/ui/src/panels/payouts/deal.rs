//! The deal form: at the final table the TD counts the stacks (prefilled from the last chip
//! counts), sees the chip-chop and ICM splits of the prizes left side by side, and records the
//! one the players agree. The splits come from `standings::deal`; the form only reads what the
//! TD types and sends the agreed deal as one command.

use crate::i18n::Texts;
use egui::{Button, CollapsingHeader, Grid, RichText, TextEdit, Ui};
use riffle_core::floor::PlayerId;
use riffle_core::standings::deal::{
    DealList, DealOffer, MAX_PLAYERS, offer_in_units, parse_amount,
};
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
                        let size = [110.0, ui.spacing().interact_size.y];
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
                    ui.add(TextEdit::singleline(&mut self.keep).desired_width(110.0))
                        .labelled_by(label.id);
                });
                match (&splits, &counted) {
                    (Ok(deal), Ok((stacks, _))) => {
                        ui.horizontal(|ui| {
                            if ui
                                .add(Button::new(w.text("deal_record_chip_chop")))
                                .clicked()
                            {
                                sent = Some(self.command(stacks, &deal.chip_chop, deal));
                            }
                            if ui.add(Button::new(w.text("deal_record_icm"))).clicked() {
                                sent = Some(self.command(stacks, &deal.icm, deal));
                            }
                        });
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

    /// The deal as a command: each player's amount with the chips counted for it.
    fn command(&self, stacks: &[u64], amounts: &[Money], deal: &DealOffer) -> Command {
        let shares = self
            .players
            .iter()
            .zip(stacks.iter().zip(amounts))
            .map(|(&player, (&chips, &amount))| Share {
                player,
                amount,
                chips: Some(chips),
            })
            .collect();
        Command::AgreeDeal {
            shares,
            kept: deal.kept,
        }
    }
}
