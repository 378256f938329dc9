//! Prizes fixed below the pool on the printed payout sheet: the amount the house keeps (or adds
//! to a named fund) has its own line beside the pool, and no place or receipt is paid it. The
//! built-in structure's ten entries under its €5,000 guarantee pay €3,000 and €1,500 and keep
//! €500 for the season final.

use crate::tournament_common;
use riffle_store::payout_sheet::payout_sheet_pdf;
use riffle_text::Lang;
use riffle_tournament::{Command, Kept};
use std::path::PathBuf;
use tournament_common::*;

const TEN: [&str; 10] = [
    "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Zoé",
];

fn kept_for_the_final(fund: Option<&str>) -> Td {
    let mut td = Td::new("standard-20", 9);
    td.register(&TEN);
    td.ok(Command::DrawSeats);
    td.ok(Command::SetPayouts {
        prizes: vec![3_000, 1_500],
        kept: Some(Kept {
            amount: 500,
            fund: fund.map(str::to_string),
        }),
    });
    for name in TEN[1..].iter().rev() {
        td.ok(Command::Eliminate {
            busts: vec![bust(td.id(name), None)],
            on_hand_for_hand_announcement: false,
        });
    }
    td
}

#[test]
fn the_kept_amount_has_its_own_line_and_no_place_is_paid_it() {
    let td = kept_for_the_final(Some("Season final"));
    let sheet = riffle_store::payout_sheet::of(&td.tournament, Lang::En, td.now);
    assert!(
        sheet
            .money
            .contains(&"€500 added to the fund Season final (paid to no place)".to_string()),
        "{:?}",
        sheet.money
    );
    assert_eq!(
        sheet
            .places
            .iter()
            .map(|p| p[2].as_str())
            .collect::<Vec<_>>(),
        ["€3,000", "€1,500"],
        "first place is paid its prize, not the rest of the pool"
    );
    assert!(
        sheet
            .receipts
            .iter()
            .all(|r| !r.lines.iter().any(|l| l.contains("500 ")))
    );
    let french = riffle_store::payout_sheet::of(&td.tournament, Lang::Fr, td.now);
    assert!(
        french
            .money
            .iter()
            .any(|line| line.contains("Season final")),
        "{:?}",
        french.money
    );
    let house = kept_for_the_final(None);
    let sheet = riffle_store::payout_sheet::of(&house.tournament, Lang::En, house.now);
    assert!(
        sheet
            .money
            .contains(&"€500 kept by the house (paid to no place)".to_string()),
        "{:?}",
        sheet.money
    );
    // The printed sheet, kept for a look.
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("payout-sheet-kept");
    std::fs::create_dir_all(&out).unwrap();
    std::fs::write(out.join("kept.pdf"), payout_sheet_pdf(&sheet)).unwrap();
}
