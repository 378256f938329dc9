//! A deal is agreed by the players: picking the ICM split asks each player by name whether they
//! agree to their share, the deal is recorded only once every share is ticked, and the payout
//! sheet of a three-way deal lists three places that add up to the pool left.

use crate::ui_common;

use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::floor::PlayerId;
use riffle_text::Lang;
use riffle_tournament::Command;
use riffle_ui::panels::Tab;
use ui_common::{busted, click, event_window, read, seated};

const NAMES: [&str; 10] = [
    "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo",
];

#[test]
fn the_icm_deal_is_asked_of_each_player_by_name_then_paid_whole_on_the_sheet() {
    let mut commands = seated(&NAMES);
    for player in (3..10).rev() {
        commands.push(busted(player));
    }
    for (player, chips) in [(0, 30_000), (1, 20_000), (2, 10_000)] {
        commands.push(Command::SetChips {
            player: PlayerId(player),
            chips,
            confirmed: false,
        });
    }
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Payouts);
    harness.run();
    // Ten entries pay two places: three players share two prizes.
    assert_eq!(read(&harness, |t| t.payouts().len()), 2);
    click(&mut harness, "ICM deal…");
    assert!(
        read(&harness, |t| t.deal().is_none()),
        "one click records nothing"
    );
    assert!(
        harness
            .get_by_label("Record the deal")
            .accesskit_node()
            .is_disabled()
    );
    harness.get_by_label_contains("Ann has not agreed to a share of");
    for name in ["Ann", "Bob"] {
        harness
            .get_by_label_contains(&format!("{name} agrees to"))
            .click();
        harness.run();
    }
    harness.get_by_label_contains("Cy has not agreed to a share of");
    assert!(
        harness
            .get_by_label("Record the deal")
            .accesskit_node()
            .is_disabled()
    );
    harness.get_by_label_contains("Cy agrees to").click();
    harness.run();
    ui_common::picture::picture(&harness, "three-way-deal-agreed-by-each");
    click(&mut harness, "Record the deal");
    ui_common::picture::picture(&harness, "three-way-deal-recorded");
    let deal = read(&harness, |t| t.deal().cloned()).expect("recorded once all agreed");
    assert_eq!(deal.shares.len(), 3);

    let (sheet, pool) = read(&harness, |t| {
        (
            riffle_store::payout_sheet::of(t, Lang::En, ui_common::t0()),
            t.prize_pool(),
        )
    });
    assert_eq!(sheet.places.len(), 3, "{:?}", sheet.places);
    let paid: u64 = deal.shares.iter().map(|s| s.amount).sum();
    assert_eq!(paid, pool, "the three rows pay the whole pool");
    for (row, name) in sheet.places.iter().zip(["Ann", "Bob", "Cy"]) {
        assert_eq!(row[1], name, "{row:?}");
        assert!(row[2].ends_with("(deal)"), "{row:?}");
    }
    if let Ok(dir) = std::env::var("RIFFLE_SHOTS") {
        let pdf = riffle_store::payout_sheet::payout_sheet_pdf(&sheet);
        std::fs::write(std::path::Path::new(&dir).join("three-way-deal.pdf"), pdf).unwrap();
    }
}
