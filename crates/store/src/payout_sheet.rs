//! The payout sheet and the receipts, printed: the sheet lists the prize pool as the cashier
//! counts it (buy-ins, fees, guarantee and overlay), the entries and any deal, and every paid
//! place with its winner once known and the prize paid, on as many pages as the places need; then one receipt per paid player, with a line for the player's
//! signature. [`of`] words them from the tournament in the TD's language (the window and the
//! command line print the same sheet); the pages lay them out on A4 and write the PDF through
//! [`super::pdf`].

use super::StoreError;
use super::pdf::{A4_PORTRAIT as PAGE, Page, Text, document};
use chrono::{DateTime, Utc};
use riffle_core::structure::{Cashier, Money};
use riffle_text::{Lang, fill, group_digits, ordinal};
use riffle_tournament::Tournament;
use std::path::Path;

const MARGIN: f32 = 56.0;
/// Where the name and prize columns start, from the place column.
const NAME_COLUMN: f32 = 130.0;
const PRIZE_COLUMN: f32 = 360.0;
const ROW: f32 = 19.0;

/// What the sheet says, worded.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PayoutSheet {
    pub event: String,
    /// "Payout sheet".
    pub title: String,
    /// The day it is printed.
    pub date: String,
    /// The prize pool, then how the cashier counts it: one line each.
    pub money: Vec<String>,
    /// The three column headings: place, name, prize.
    pub columns: [String; 3],
    /// What is paid ([`Tournament::paid`]), first place first: each place (empty for a deal's
    /// share whose place is still played for), its winner (empty while the place is still
    /// played for) and the prize or share paid.
    pub places: Vec<[String; 3]>,
    pub receipts: Vec<Receipt>,
}

/// One paid player's receipt, worded.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Receipt {
    /// "Receipt".
    pub title: String,
    pub name: String,
    /// Place, prize, bounties, date: one line each.
    pub lines: Vec<String>,
    /// The caption under the signature line.
    pub signature: String,
}

/// The sheet's pages, then one page per receipt.
pub fn payout_sheet_pdf(sheet: &PayoutSheet) -> Vec<u8> {
    let mut pages = sheet_pages(sheet);
    pages.extend(sheet.receipts.iter().map(|r| receipt_page(&sheet.event, r)));
    document(&pages)
}

/// Writes the sheet and the receipts to `path`, whole or not at all.
pub fn write_payout_sheet(path: &Path, sheet: &PayoutSheet) -> Result<(), StoreError> {
    super::pdf::write(path, &payout_sheet_pdf(sheet))
}

/// Places text top-down on one page.
struct Flow {
    page: Page,
    y: f32,
}

impl Flow {
    fn new() -> Flow {
        Flow {
            page: Page {
                size: PAGE,
                ..Page::default()
            },
            y: PAGE.1 - MARGIN,
        }
    }

    /// A line at `x` from the margin, `size` points high, and the space below it.
    fn line(&mut self, x: f32, size: f32, bold: bool, text: &str, below: f32) {
        self.page.texts.push(Text {
            x: MARGIN + x,
            y: self.y - size,
            size,
            bold,
            text: text.to_string(),
        });
        self.y -= size + below;
    }

    /// A place, its winner and its prize side by side, then `below`.
    fn row(&mut self, [place, name, prize]: &[String; 3], bold: bool, below: f32) {
        let y = self.y;
        self.line(0.0, 13.0, bold, place, 0.0);
        self.y = y;
        self.line(NAME_COLUMN, 13.0, bold, name, 0.0);
        self.y = y;
        self.line(PRIZE_COLUMN, 13.0, bold, prize, below);
    }

    fn room_for(&self, height: f32) -> bool {
        self.y - height >= MARGIN
    }
}

fn sheet_pages(sheet: &PayoutSheet) -> Vec<Page> {
    let mut pages = Vec::new();
    let mut flow = Flow::new();
    flow.line(0.0, 14.0, false, &sheet.event, 8.0);
    flow.line(0.0, 28.0, true, &sheet.title, 6.0);
    flow.line(0.0, 12.0, false, &sheet.date, 18.0);
    for line in &sheet.money {
        flow.line(0.0, 14.0, false, line, 6.0);
    }
    flow.y -= 14.0;
    let heading = |flow: &mut Flow| flow.row(&sheet.columns, true, ROW - 13.0 + 4.0);
    heading(&mut flow);
    for place in &sheet.places {
        if !flow.room_for(ROW) {
            pages.push(std::mem::replace(&mut flow, Flow::new()).page);
            flow.line(
                0.0,
                11.0,
                false,
                &format!("{} · {}", sheet.event, sheet.title),
                14.0,
            );
            heading(&mut flow);
        }
        flow.row(place, false, ROW - 13.0);
    }
    pages.push(flow.page);
    pages
}

fn receipt_page(event: &str, receipt: &Receipt) -> Page {
    let mut flow = Flow::new();
    flow.line(0.0, 14.0, false, event, 10.0);
    flow.line(0.0, 28.0, true, &receipt.title, 24.0);
    flow.line(0.0, 40.0, true, &receipt.name, 24.0);
    for line in &receipt.lines {
        flow.line(0.0, 18.0, false, line, 10.0);
    }
    // The signature line, low enough to sign on, with its caption under it.
    let y = (flow.y - 90.0).min(PAGE.1 / 2.0);
    flow.page.rules.push((MARGIN, MARGIN + 280.0, y));
    flow.y = y - 4.0;
    flow.line(0.0, 12.0, false, &receipt.signature, 0.0);
    flow.page
}

/// The sheet of `tournament` printed at `now`, worded in `lang`: the pool as the cashier counts
/// it, the entries and the deal, every paid place with its winner and the prize paid (a deal's
/// amount where one was agreed, as the results and the receipts say), and a receipt for each
/// player paid a prize or bounties. The window's print and `riffle export` both print this.
pub fn of(tournament: &Tournament, lang: Lang, now: DateTime<Utc>) -> PayoutSheet {
    let w = words(lang);
    let currency = tournament.structure().currency.as_deref();
    let money = |amount| riffle_text::money(amount, currency, lang);
    let local = now.with_timezone(&chrono::Local);
    let date = local.format(w.text("printed_date")).to_string();
    let entries = u64::from(tournament.entries_counted());
    let mut pool = vec![
        w.labelled(w.text("prize_pool"), &money(tournament.prize_pool())),
        w.labelled(w.text("entries"), &group_digits(entries, lang)),
    ];
    if let Some(cashier) = tournament.cashier() {
        pool.extend(till_lines(&cashier, tournament.refunds(), currency, lang));
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
                w.labelled(name, &money(share.amount))
            ));
        }
        if deal.kept > 0 {
            pool.push(fill!(w, "deal_kept", amount = money(deal.kept)));
        }
    }
    // What TD3-style fixed prizes leave of the pool: the house's, on no place's line.
    if let Some(kept) = tournament.kept() {
        let amount = money(kept.amount);
        pool.push(match &kept.fund {
            Some(fund) => fill!(w, "kept_for_fund", amount, fund),
            None => fill!(w, "kept_by_house", amount),
        });
    }
    // What is paid, as the window and the director's phone list it: a deal's shares by name,
    // then the places below it (three players sharing two prizes are paid three amounts, which
    // add up to the pool left).
    let places = (tournament.paid().into_iter())
        .map(|line| {
            let names: Vec<&str> = (line.players.iter())
                .filter_map(|&player| tournament.entry(player))
                .map(|e| e.name.as_str())
                .collect();
            let mut paid = money(line.amount);
            if line.deal {
                paid = format!("{paid} ({})", w.text("deal_marker"));
            }
            let mut shown = line
                .place
                .map_or_else(String::new, |place| ordinal(place, lang));
            if line.shared {
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
                w.labelled(w.text("place"), &ordinal(standing.place, lang)),
                w.labelled(w.text("prize"), &money(standing.prize)),
            ];
            if bounties > 0 {
                lines.push(w.labelled(w.text("bounties_column"), &money(bounties)));
            }
            lines.push(w.labelled(w.text("receipt_date"), &date));
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
        date: fill!(w, "sheet_date", date),
        money: pool,
        columns: [
            w.text("place").to_string(),
            w.text("name").to_string(),
            w.text("prize").to_string(),
        ],
        places,
        receipts,
    }
}

/// Where the players' money went, as the cashier counts it: the buy-ins in the pool, the house's
/// and the staff's fees, the bounties, then the guarantee with the overlay the house adds, so a
/// guarantee is never mistaken for money paid in, and what was paid back to players
/// unregistered before the draw. One line each, for the sheet and the window's payouts panel.
pub fn till_lines(
    cashier: &Cashier,
    (refunded, refund): (u32, Money),
    currency: Option<&str>,
    lang: Lang,
) -> Vec<String> {
    let w = words(lang);
    let money = |amount: Money| riffle_text::money(amount, currency, lang);
    let mut parts = vec![fill!(w, "paid_in", amount = money(cashier.collected))];
    let (fees, staff, bounties) = (cashier.fees, cashier.staff_fees, cashier.bounties);
    let others = [
        (fees, fill!(w, "house_fee", amount = money(fees))),
        (staff, fill!(w, "staff_fee", amount = money(staff))),
        (bounties, fill!(w, "bounties", amount = money(bounties))),
    ];
    parts.extend(
        others
            .into_iter()
            .filter(|(amount, _)| *amount > 0)
            .map(|(_, part)| part),
    );
    let mut lines = vec![parts.join(" · ")];
    if let Some(guarantee) = cashier.guarantee {
        let guarantee = money(guarantee);
        lines.push(if cashier.overlay > 0 {
            fill!(w, "overlay", guarantee, amount = money(cashier.overlay))
        } else {
            fill!(w, "guarantee_reached", guarantee)
        });
    }
    if refunded > 0 {
        lines.push(fill!(
            w,
            "refunded" / refunded,
            n = group_digits(u64::from(refunded), lang),
            amount = money(refund)
        ));
    }
    lines
}

riffle_text::sentence_file!(fn words = "payout_sheet.ron");

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(places: usize) -> PayoutSheet {
        PayoutSheet {
            event: "Saturday".into(),
            title: "Payout sheet".into(),
            date: "2025-03-14".into(),
            money: vec!["Prize pool: 5,000".into()],
            columns: ["Place".into(), "Name".into(), "Prize".into()],
            places: (1..=places)
                .map(|n| [format!("{n}"), String::new(), "10".to_string()])
                .collect(),
            receipts: vec![Receipt {
                title: "Receipt".into(),
                name: "Ann".into(),
                lines: vec!["Prize: 3,334".into()],
                signature: "Signature".into(),
            }],
        }
    }

    fn page_count(pdf: &[u8]) -> usize {
        let text = String::from_utf8_lossy(pdf);
        text.matches("/Type /Page\n").count() + text.matches("/Type /Page ").count()
    }

    #[test]
    fn the_places_run_onto_as_many_pages_as_they_need_then_a_receipt_each() {
        assert_eq!(page_count(&payout_sheet_pdf(&sheet(3))), 2);
        // 300 places at 19 points a row need more than one A4 page.
        let long = payout_sheet_pdf(&sheet(300));
        assert!(page_count(&long) > 8, "{}", page_count(&long));
        assert!(String::from_utf8_lossy(&long).contains("(300) Tj"));
    }
}
