//! The payout sheet and the receipts, worded in the TD's language from the tournament as it
//! stands: the store lays them out and writes the PDF.

use super::till_lines;
use crate::i18n::{Texts, words};
use chrono::{DateTime, Utc};
use riffle_store::payout_sheet::{PayoutSheet, Receipt};
use riffle_tournament::Tournament;

/// The sheet of `tournament` printed at `now`: the pool as the cashier counts it, the entries and
/// the deal, every paid place with its winner and the prize paid (a deal's amount where one was
/// agreed, as the results and the receipts say), and a receipt for each player paid a prize or
/// bounties.
pub fn payout_sheet(tournament: &Tournament, t: &Texts, now: DateTime<Utc>) -> PayoutSheet {
    let w = words(t.lang);
    let currency = tournament.structure().currency.as_deref();
    let money = |amount| t.money(amount, currency);
    let local = now.with_timezone(&chrono::Local);
    let date = local.format(t.text("printed_date")).to_string();
    let mut pool = vec![
        t.labelled(t.text("prize_pool"), &money(tournament.prize_pool())),
        t.labelled(
            t.text("entries"),
            &t.number(u64::from(tournament.entries_counted())),
        ),
    ];
    if let Some(cashier) = tournament.cashier() {
        pool.extend(till_lines(&cashier, tournament.refunds(), currency, t, w));
    }
    let standings = tournament.standings();
    // The deal as the window's results show it: each share beside its player, the amount
    // left to play for after them.
    if let Some(deal) = tournament.deal() {
        for share in &deal.shares {
            let name = tournament
                .entry(share.player)
                .map_or("", |e| e.name.as_str());
            pool.push(format!(
                "{} · {}",
                w.text("deal_marker"),
                t.labelled(name, &money(share.amount))
            ));
        }
        if deal.kept > 0 {
            pool.push(riffle_text::fill!(
                w,
                "deal_kept",
                amount = money(deal.kept)
            ));
        }
    }
    // What TD3-style fixed prizes leave of the pool: the house's, on no place's line.
    if let Some(kept) = tournament.kept() {
        let amount = money(kept.amount);
        pool.push(match &kept.fund {
            Some(fund) => riffle_text::fill!(w, "kept_for_fund", amount, fund),
            None => riffle_text::fill!(w, "kept_by_house", amount),
        });
    }
    // Every place paid: the structure's, and every place a deal pays beyond them (three players
    // sharing two prizes are paid three amounts, which add up to the pool left).
    let payouts = tournament.payouts();
    let paid = (standings.iter())
        .filter(|s| s.prize > 0)
        .map(|s| s.place as usize)
        .max()
        .unwrap_or(0)
        .max(payouts.len());
    let places = (1u32..)
        .take(paid)
        .map(|place| {
            let prize = payouts.get(place as usize - 1).copied().unwrap_or(0);
            let at: Vec<_> = standings.iter().filter(|s| s.place == place).collect();
            let names: Vec<&str> = at
                .iter()
                .filter_map(|s| tournament.entry(s.player))
                .map(|e| e.name.as_str())
                .collect();
            let mut paid = at.first().map_or(money(prize), |s| money(s.prize));
            if at.iter().any(|s| {
                tournament
                    .deal()
                    .is_some_and(|d| d.share(s.player).is_some())
            }) {
                paid = format!("{paid} ({})", w.text("deal_marker"));
            }
            let mut shown = t.ordinal(place);
            if at.first().is_some_and(|s| s.shared) {
                shown = format!("{shown} ({})", w.text("payouts_shared"));
            }
            [shown, names.join(", "), paid]
        })
        .collect();
    let receipts = standings
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
        columns: [
            t.text("place").to_string(),
            t.text("name").to_string(),
            t.text("prize").to_string(),
        ],
        places,
        receipts,
    }
}
