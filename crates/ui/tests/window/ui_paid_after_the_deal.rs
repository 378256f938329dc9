//! Once the players agree a deal, the Payouts tab shows what is paid: each share by the player's
//! name, then the places below the deal by prize, as the payout sheet lists them. The prizes of
//! the places the deal covers are no longer paid and are not listed, even while registration
//! is still open (when the places below are still marked provisional).

use crate::ui_common;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use riffle_core::floor::PlayerId;
use riffle_core::standings::deal::offer_in_units;
use riffle_tournament::{Command, Share};
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use ui_common::{busted, event_window, read, seated};

const NAMES: [&str; 20] = [
    "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kim", "Lou", "Max", "Ned",
    "Oli", "Pat", "Quinn", "Roy", "Sam", "Tess",
];

/// `players` seated, all out but the first ones with `stacks` (the last seated out first),
/// their stacks set, and the chip-chop deal among them agreed, the clock never started: late
/// registration is still open. The window on its Payouts tab, and the shares by name.
fn deal_among(
    players: usize,
    stacks: &[u64],
) -> (Harness<'static, App>, tempfile::TempDir, Vec<u64>) {
    let mut commands = seated(&NAMES[..players]);
    for player in (stacks.len() as u32..players as u32).rev() {
        commands.push(busted(player));
    }
    for (player, chips) in stacks.iter().enumerate() {
        commands.push(Command::SetChips {
            player: PlayerId(player as u32),
            chips: *chips,
            confirmed: false,
        });
    }
    let (mut harness, folder) = event_window(&commands);
    let (prizes, unit) = read(&harness, |t| {
        let unit = (t.structure().payout_rounding.as_ref()).map_or(1, |r| r.unit.get());
        (t.payouts(), unit)
    });
    let shares = offer_in_units(stacks, &prizes[..stacks.len().min(prizes.len())], 0, unit)
        .unwrap()
        .chip_chop;
    let deal = Command::AgreeDeal {
        shares: (0..stacks.len())
            .map(|player| Share {
                player: PlayerId(player as u32),
                amount: shares[player],
                chips: Some(stacks[player]),
                agreed: true,
            })
            .collect(),
        kept: 0,
    };
    let backend = harness.state().shared().clone();
    backend
        .lock()
        .backend_mut()
        .expect("an event open")
        .execute(&deal, ui_common::t0())
        .expect("the deal is agreed");
    harness.state_mut().set_tab(Tab::Payouts);
    harness.run();
    (harness, folder, shares)
}

/// The words of the Payouts tab's left column (what is paid), top to bottom.
fn left_column(harness: &Harness<'static, App>) -> Vec<String> {
    let title = harness.get_by_label("Paid after the deal").rect();
    let right = title.left() + 430.0;
    let mut texts: Vec<(f32, f32, String)> = harness
        .query_all_by(|node| {
            node.children().next().is_none() && (node.label().or_else(|| node.value())).is_some()
        })
        .filter_map(|node| {
            let rect = node.rect();
            let inside = rect.left() >= title.left() - 1.0
                && rect.right() <= right
                && rect.top() >= title.top() - 1.0;
            let accesskit = node.accesskit_node();
            let text = accesskit.label().or_else(|| accesskit.value())?.to_string();
            (inside && !text.is_empty()).then_some((rect.top(), rect.left(), text))
        })
        .collect();
    texts.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
    texts.dedup_by(|a, b| a.2 == b.2 && (a.0 - b.0).abs() < 1.0);
    texts.into_iter().map(|(_, _, text)| text).collect()
}

/// An amount as the window writes it, in the event's currency.
fn money(harness: &Harness<'static, App>, amount: u64) -> String {
    let currency = read(harness, |t| t.structure().currency.clone());
    riffle_text::money(amount, currency.as_deref(), riffle_text::Lang::En)
}

#[test]
fn a_deal_among_three_that_share_two_prizes_lists_three_shares_by_name_and_no_place() {
    let (harness, _folder, shares) = deal_among(10, &[30_000, 20_000, 10_000]);
    assert_eq!(read(&harness, |t| t.payouts().len()), 2, "two places paid");
    assert!(harness.query_by_label("Prizes by place").is_none());
    let column = left_column(&harness);
    let mut expected = vec![
        "Paid after the deal".to_string(),
        "Paid to".into(),
        "Prize".into(),
    ];
    for (name, share) in ["Ann", "Bob", "Cy"].into_iter().zip(&shares) {
        expected.extend([name.to_string(), money(&harness, *share)]);
    }
    assert_eq!(column, expected);
    ui_common::picture::picture(&harness, "paid-after-a-three-way-deal");
}

#[test]
fn a_heads_up_deal_keeps_the_places_below_by_prize_and_provisional_while_registration_is_open() {
    let (harness, _folder, shares) = deal_among(20, &[30_000, 20_000]);
    let (prizes, places) = read(&harness, |t| {
        let prizes = t.payouts();
        let standings = t.standings();
        (prizes, standings.len())
    });
    assert!(
        prizes.len() > 2,
        "{prizes:?}: places below the deal are paid"
    );
    assert_eq!(places, 20);
    let column = left_column(&harness);
    let mut expected = vec![
        "Paid after the deal".to_string(),
        "Provisional: registration is open, the prizes grow with each entry".into(),
        "Paid to".into(),
        "Prize".into(),
    ];
    for (name, share) in ["Ann", "Bob"].into_iter().zip(&shares) {
        expected.extend([name.to_string(), money(&harness, *share)]);
    }
    let ordinals = ["3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th"];
    for (place, prize) in prizes.iter().enumerate().skip(2) {
        expected.extend([ordinals[place - 2].to_string(), money(&harness, *prize)]);
    }
    assert_eq!(column, expected);
    ui_common::picture::picture(&harness, "paid-after-a-deal-places-below");
}
