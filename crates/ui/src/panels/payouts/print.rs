//! The payout sheet and the receipts, worded in the TD's language from the tournament as it
//! stands: the store lays them out and writes the PDF.

use super::till_lines;
use crate::i18n::{Texts, words};
use chrono::{DateTime, Utc};
use riffle_store::payout_sheet::{PayoutSheet, Receipt};
use riffle_tournament::Tournament;

/// The sheet of `tournament` printed at `now`: the pool as the cashier counts it, every paid
/// place's prize, and a receipt for each player paid a prize or bounties.
pub fn payout_sheet(tournament: &Tournament, t: &Texts, now: DateTime<Utc>) -> PayoutSheet {
    let w = words(t.lang);
    let currency = tournament.structure().currency.as_deref();
    let money = |amount| t.money(amount, currency);
    let local = now.with_timezone(&chrono::Local);
    let date = local.format(t.text("printed_date")).to_string();
    let mut pool = vec![t.labelled(t.text("prize_pool"), &money(tournament.prize_pool()))];
    if let Some(cashier) = tournament.cashier() {
        pool.extend(till_lines(&cashier, tournament.refunds(), currency, t, w));
    }
    let receipts = tournament
        .standings()
        .into_iter()
        .filter_map(|standing| {
            let bounties = tournament.bounties_paid(standing.player);
            if standing.prize == 0 && bounties == 0 {
                return None;
            }
            let name = tournament.entry(standing.player)?.name.clone();
            let mut lines = vec![
                t.labelled(t.text("place"), &t.ordinal(standing.place)),
                t.labelled(t.text("prize"), &money(standing.prize)),
            ];
            if bounties > 0 {
                lines.push(t.labelled(w.text("bounties_column"), &money(bounties)));
            }
            lines.push(t.labelled(w.text("receipt_date"), &date));
            Some(Receipt {
                title: w.text("receipt_title").to_string(),
                name,
                lines,
                signature: w.text("receipt_signature").to_string(),
            })
        })
        .collect();
    PayoutSheet {
        event: tournament.name().to_string(),
        title: w.text("sheet_title").to_string(),
        date: riffle_text::fill!(w, "sheet_date", date),
        money: pool,
        columns: [t.text("place").to_string(), t.text("prize").to_string()],
        places: tournament
            .payouts()
            .into_iter()
            .zip(1u32..)
            .map(|(prize, place)| [t.ordinal(place), money(prize)])
            .collect(),
        receipts,
    }
}
