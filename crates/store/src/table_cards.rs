//! Table cards: one printed page a table, set on the table for its dealers, with the table's
//! number in type read from across the room and a QR code of the dealer page for that table
//! (`/dealer?table=N`), so a dealer's phone opens the sign-in with the table filled in. The
//! dealer still types the dealer PIN: the code holds the address and the table only, never a
//! PIN or a token, so a card photographed by a player opens nothing. Written as PDF by
//! [`super::pdf`].

use super::pdf::{A4_PORTRAIT as PAGE, Page, Text, document};
use riffle_core::floor::TableNo;
use riffle_text::{Lang, fill};

const MARGIN: f32 = 48.0;
/// One module of the QR code, in points: about 3 mm, which a phone reads from arm's length
/// across the table, the code filling the card's lower half.
const QR_MODULE: f32 = 9.0;
/// Light modules around the code, as the QR standard asks, so a phone finds its edges.
const QR_QUIET: usize = 4;

/// The address a table's card opens: the dealer page of the server at `base` (its address as
/// phones type it, `http://192.168.1.20:8080/`), with the table filled in.
pub fn dealer_page_url(base: &str, table: TableNo) -> String {
    format!("{}/dealer?table={}", base.trim_end_matches('/'), table.0)
}

/// The PDF of a card for each of `tables`, one page each, in `lang`; `event` heads every page
/// and `base` is the venue server's address.
pub fn table_cards_pdf(event: &str, base: &str, tables: &[TableNo], lang: Lang) -> Vec<u8> {
    let pages: Vec<Page> = tables
        .iter()
        .map(|table| card(event, base, *table, lang))
        .collect();
    document(&pages)
}

/// One card: the event, TABLE, the number in the biggest type, the QR code under it, and
/// the address printed for a phone that cannot scan.
fn card(event: &str, base: &str, table: TableNo, lang: Lang) -> Page {
    let w = words(lang);
    let url = dealer_page_url(base, table);
    let line = |bold: bool, size: f32, y: f32, text: String| Text {
        x: MARGIN,
        y,
        size,
        bold,
        text,
    };
    let mut page = Page {
        size: PAGE,
        texts: vec![
            line(false, 22.0, PAGE.1 - MARGIN - 22.0, event.to_string()),
            line(
                true,
                60.0,
                PAGE.1 - MARGIN - 90.0,
                w.text("TableLabel").to_string(),
            ),
            line(true, 200.0, PAGE.1 - MARGIN - 270.0, table.0.to_string()),
            line(false, 18.0, MARGIN + 40.0, w.text("Scan").to_string()),
            line(false, 14.0, MARGIN + 12.0, fill!(w, "Address", url)),
        ],
        ..Page::default()
    };
    // An address of a few dozen characters always makes a code; were it too long, the card
    // keeps its printed address.
    if let Ok(code) = qrcode::QrCode::new(url.as_bytes()) {
        let width = code.width();
        let left = MARGIN - QR_QUIET as f32 * QR_MODULE;
        let top = PAGE.1 - MARGIN - 300.0;
        for (at, colour) in code.to_colors().into_iter().enumerate() {
            if colour == qrcode::Color::Dark {
                let (x, y) = (at % width + QR_QUIET, at / width + QR_QUIET);
                page.squares.push((
                    left + x as f32 * QR_MODULE,
                    top - (y + 1) as f32 * QR_MODULE,
                    QR_MODULE,
                ));
            }
        }
    }
    page
}

riffle_text::sentence_file!(fn words = "table_cards.ron");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_opens_the_dealer_page_for_its_table_and_holds_no_pin() {
        assert_eq!(
            dealer_page_url("http://192.168.1.20:8080/", TableNo(7)),
            "http://192.168.1.20:8080/dealer?table=7"
        );
        let page = card("Friday", "http://192.168.1.20:8080/", TableNo(7), Lang::En);
        assert!(page.texts.iter().any(|t| t.text == "TABLE"));
        assert!(page.texts.iter().any(|t| t.text == "7" && t.size >= 150.0));
        assert!(!page.squares.is_empty(), "the QR code is drawn");
        // Every module on the page, inside it.
        assert!(page.squares.iter().all(|&(x, y, side)| {
            x >= 0.0 && y >= 0.0 && x + side <= PAGE.0 && y + side <= PAGE.1
        }));
    }
}
