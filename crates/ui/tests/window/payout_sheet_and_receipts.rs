//! The printable payout sheet and receipts: a valid PDF listing the prize pool as the cashier
//! counts it (buy-ins, fee, guarantee and overlay) and the prize of every paid place, then one
//! receipt per paid player with the place, prize, bounties, date and a signature line, in the
//! TD's language. The built-in structure's ten entries of €90 + €10 under its €5,000 guarantee
//! pay €3,334 and €1,666.

use crate::tournament_common;
use riffle_store::payout_sheet::payout_sheet_pdf;
use riffle_store::pdf::win_ansi;
use riffle_text::Lang;
use riffle_tournament::Command;
use tournament_common::*;

const TEN: [&str; 10] = [
    "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Zoé",
];

/// The built-in event played down to `left` players, the last of the list out first.
fn played_down_to(left: usize) -> Td {
    let mut td = Td::new("standard-20", 9);
    td.register(&TEN);
    td.ok(Command::DrawSeats);
    for name in TEN[left..].iter().rev() {
        td.ok(Command::Eliminate {
            busts: vec![bust(td.id(name), None)],
            on_hand_for_hand_announcement: false,
        });
    }
    td
}

/// Whether the PDF shows `text` on a page: a string of plain ASCII as written, any other as
/// the hex of its bytes in the font's encoding.
fn shows(pdf: &[u8], text: &str) -> bool {
    let content = String::from_utf8_lossy(pdf);
    let bytes = win_ansi(text);
    if bytes.iter().all(|b| (0x20..0x7f).contains(b)) {
        content.contains(&format!("({text}) Tj"))
    } else {
        let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        content.to_lowercase().contains(&format!("<{hex}> tj"))
    }
}

fn pages(pdf: &[u8]) -> usize {
    let text = String::from_utf8_lossy(pdf);
    text.matches("/Type /Page\n").count() + text.matches("/Type /Page ").count()
}

#[test]
fn the_sheet_lists_the_pool_and_places_then_a_receipt_per_paid_player_in_english() {
    let td = played_down_to(1);
    let sheet = riffle_store::payout_sheet::of(&td.tournament, Lang::En, td.now);
    let pdf = payout_sheet_pdf(&sheet);
    assert!(pdf.starts_with(b"%PDF-"));
    assert!(pdf.ends_with(b"%%EOF") || pdf.ends_with(b"%%EOF\n"));
    for text in [
        "Saturday",
        "Payout sheet",
        "Prize pool: €5,000",
        "Buy-ins to the prize pool: €900 · house fee: €100",
        "Guarantee €5,000: overlay of €4,100 added by the house",
        "1st",
        "€3,334",
        "€1,666",
        "Receipt",
        "Ann",
        "Place: 1st",
        "Prize: €3,334",
        "Bob",
        "Prize: €1,666",
        "Player's signature",
    ] {
        assert!(shows(&pdf, text), "{text} is printed");
    }
    assert!(
        !shows(&pdf, "Cy"),
        "a player out of the money gets no receipt"
    );
    assert_eq!(pages(&pdf), 3, "the sheet, then Ann's and Bob's receipts");
}

#[test]
fn the_sheet_and_receipts_print_in_french() {
    let td = played_down_to(1);
    let sheet = riffle_store::payout_sheet::of(&td.tournament, Lang::Fr, td.now);
    let pdf = payout_sheet_pdf(&sheet);
    assert!(pdf.starts_with(b"%PDF-"));
    for text in [
        "Feuille des prix",
        "Dotation\u{a0}: 5\u{202f}000\u{a0}€",
        "Reçu",
        "Place\u{a0}: 1er",
        "Signature du joueur",
    ] {
        assert!(shows(&pdf, text), "{text} is printed");
    }
}

#[test]
fn before_the_money_the_sheet_has_no_receipt() {
    let td = played_down_to(10);
    let pdf = payout_sheet_pdf(&riffle_store::payout_sheet::of(
        &td.tournament,
        Lang::En,
        td.now,
    ));
    assert_eq!(pages(&pdf), 1);
    assert!(shows(&pdf, "2nd"));
}

/// Ann and Bob heads-up agree a deal: the sheet says so as the window's results do (each
/// share beside its player, the places with their winners and "deal"), with the entries, and
/// each receipt pays the amount agreed.
fn heads_up_deal() -> Td {
    let mut td = played_down_to(2);
    for (name, chips) in [("Ann", 70_000), ("Bob", 30_000)] {
        let player = td.id(name);
        td.ok(Command::SetChips {
            player,
            chips,
            confirmed: false,
        });
    }
    let shares = [("Ann", 2_900), ("Bob", 2_100)]
        .iter()
        .map(|&(name, amount)| riffle_tournament::Share {
            player: td.id(name),
            amount,
            chips: None,
            agreed: true,
        })
        .collect();
    td.ok(Command::AgreeDeal { shares, kept: 0 });
    td
}

#[test]
fn the_sheet_shows_the_recorded_deal_and_the_winners_names() {
    let td = heads_up_deal();
    let sheet = riffle_store::payout_sheet::of(&td.tournament, Lang::En, td.now);
    assert_eq!(sheet.columns, ["Place", "Name", "Prize"]);
    assert_eq!(
        sheet.places,
        [
            ["1st".to_string(), "Ann".into(), "€2,900 (deal)".into()],
            ["2nd".to_string(), "Bob".into(), "€2,100 (deal)".into()],
        ]
    );
    assert!(
        sheet.money.contains(&"Entries: 10".to_string()),
        "{:?}",
        sheet.money
    );
    assert!(
        sheet.money.contains(&"deal · Ann: €2,900".to_string()),
        "{:?}",
        sheet.money
    );
    let pdf = payout_sheet_pdf(&sheet);
    for text in ["Prize: €2,900", "Prize: €2,100", "Bob"] {
        assert!(shows(&pdf, text), "{text} is printed");
    }
    assert!(
        !shows(&pdf, "€3,334"),
        "the place's prize is not printed where the deal paid another amount"
    );
}
