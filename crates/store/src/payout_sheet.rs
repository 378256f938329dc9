//! The payout sheet and the receipts, printed: the sheet lists the prize pool as the cashier
//! counts it (buy-ins, fees, guarantee and overlay), the entries and any deal, and every paid
//! place with its winner once known and the prize paid, on as many pages as the places need; then one receipt per paid player, with a line for the player's
//! signature. The words come already worded in the TD's language; this module only lays them
//! out on A4 pages and writes the PDF through [`super::pdf`].

use super::StoreError;
use super::pdf::{A4_PORTRAIT as PAGE, Page, Text, document};
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
    /// Each paid place, its winner (empty while the place is still played for) and the prize
    /// paid, first place first.
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
