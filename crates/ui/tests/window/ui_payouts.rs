//! The payouts panel on a real tournament: the prize pool and the prize of every paid place,
//! the players out listed with their place and prize as they bust, and the results saved as CSV
//! where the TD picks.

use crate::ui_common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_core::floor::PlayerId;
use riffle_tournament::{Command, Share};
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use riffle_ui::platform::Dialog;
use tempfile::TempDir;
use ui_common::{busted, event_window, seated};

const NAMES: [&str; 10] = [
    "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo",
];

/// The payouts tab of a ten-player event where the players of `out` busted, in that order.
fn payouts(out: &[u32]) -> (Harness<'static, App>, TempDir) {
    let mut commands = seated(&NAMES);
    for &player in out {
        commands.push(busted(player));
    }
    let (mut harness, folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Payouts);
    harness.run();
    (harness, folder)
}

#[test]
fn the_prize_pool_and_each_paid_place_are_listed_before_anyone_is_out() {
    let (harness, _folder) = payouts(&[]);
    let (pool, prizes) = harness
        .state()
        .with_tournament(|t| {
            let display = t.display(ui_common::t0());
            (display.prize_pool, display.payouts)
        })
        .unwrap();
    assert!(pool > 0 && !prizes.is_empty());
    harness.get_by_label_contains("Prize pool: ");
    harness.get_by_label_contains(&format!("{} places paid", prizes.len()));
    harness.get_by_label("1st");
    harness.get_by_label("Nobody is out yet.");
}

#[test]
fn a_guarantee_shows_the_overlay_the_house_adds_apart_from_the_buy_ins() {
    // Ten entries of €90 + €10 fee under the built-in €5,000 guarantee: €900 paid in, the house
    // adds €4,100.
    let (harness, _folder) = payouts(&[]);
    harness.get_by_label("Prize pool: €5,000");
    harness.get_by_label("Buy-ins to the prize pool: €900 · house fee: €100");
    harness.get_by_label("Guarantee €5,000: overlay of €4,100 added by the house");
}

#[test]
fn players_out_are_listed_best_place_first_with_their_place() {
    let (harness, _folder) = payouts(&[9, 8]);
    harness.get_by_label("Jo");
    harness.get_by_label("Ida");
    harness.get_by_label("10th");
    harness.get_by_label("9th");
    assert!(harness.query_by_label("Nobody is out yet.").is_none());
    harness.get_by_label_contains("Players left: 8");
}

#[test]
fn the_results_are_saved_as_csv_where_the_td_picks() {
    let (mut harness, folder) = payouts(&[9]);
    harness.get_by_label("Export the results (CSV)…").click();
    harness.run();
    assert_eq!(
        harness.state().asked_dialog(),
        Some(&Dialog::ExportResults {
            file_name: "Saturday-Deepstack-results.csv".into()
        })
    );
    let path = folder.path().join("results.csv");
    let ctx = harness.ctx.clone();
    let dialog = harness.state().asked_dialog().cloned().unwrap();
    harness.state_mut().answer_dialog(&ctx, dialog, &path);
    harness.run();
    let csv = std::fs::read_to_string(&path).unwrap();
    assert!(csv.lines().any(|line| line.contains("Jo")), "{csv}");
    harness.get_by_label_contains("Results saved to");
}

#[test]
fn a_results_file_that_cannot_be_written_is_refused_on_the_strip() {
    let (mut harness, folder) = payouts(&[9]);
    harness.get_by_label("Export the results (CSV)…").click();
    harness.run();
    let ctx = harness.ctx.clone();
    let dialog = harness.state().asked_dialog().cloned().unwrap();
    // A folder where the file should be: the write fails and says so.
    let path = folder.path().join("event");
    harness.state_mut().answer_dialog(&ctx, dialog, &path);
    harness.run();
    assert!(harness.state().refusal().is_some());
    assert!(
        harness
            .query_by_label_contains("Results saved to")
            .is_none()
    );
}

#[test]
fn a_deal_is_shown_with_the_results_and_marks_the_players_paid_by_it() {
    let mut commands = seated(&NAMES);
    for player in (3..10).rev() {
        commands.push(busted(player));
    }
    let prizes = riffle_core::structure::default_structure()
        .unwrap()
        .payouts(5_000, 10);
    let stacks = [30_000, 20_000, 10_000];
    let icm = riffle_core::standings::deal::offer(&stacks, &prizes, 0)
        .unwrap()
        .icm;
    commands.push(Command::AgreeDeal {
        shares: (0..3)
            .map(|i| Share {
                player: PlayerId(i),
                amount: icm[i as usize],
                chips: Some(stacks[i as usize]),
                agreed: true,
            })
            .collect(),
        kept: 0,
    });
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Payouts);
    harness.run();
    let money = |amount: u64| {
        format!(
            "€{}",
            riffle_text::group_digits(amount, riffle_text::Lang::En)
        )
    };
    harness.get_by_label(&format!(
        "Deal: Ann {} · Bob {} · Cy {}",
        money(icm[0]),
        money(icm[1]),
        money(icm[2])
    ));
    harness.get_by_label("1st (deal)");
    harness.get_by_label("3rd (deal)");
    harness.get_by_label("4th");
    // Nothing was kept to play for: the event is over, nobody is "left" or "in the money".
    harness.get_by_label("Entries: 10 · Play ended by a deal among the 3 players left");
    assert!(harness.query_by_label_contains("Players left").is_none());
    assert!(harness.query_by_label_contains("In the money").is_none());
}

/// Three players left with 30,000, 20,000 and 10,000 chips, on the payouts tab.
fn final_three() -> (Harness<'static, App>, TempDir) {
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
    let (mut harness, folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Payouts);
    harness.run();
    (harness, folder)
}

#[test]
fn the_deal_form_shows_both_splits_from_the_chip_counts_and_records_the_one_agreed() {
    let (mut harness, _folder) = final_three();
    harness.get_by_label("Deal at the final table");
    let prizes: Vec<u64> = ui_common::read(&harness, |t| t.payouts().into_iter().take(3).collect());
    let deal = riffle_core::standings::deal::offer(&[30_000, 20_000, 10_000], &prizes, 0).unwrap();
    let money = |amount: u64| {
        format!(
            "€{}",
            riffle_text::group_digits(amount, riffle_text::Lang::En)
        )
    };
    for amount in deal.chip_chop.iter().chain(&deal.icm) {
        assert!(
            harness.query_all_by_label(&money(*amount)).next().is_some(),
            "{} is shown",
            money(*amount)
        );
    }
    ui_common::click(&mut harness, "ICM deal…");
    for name in ["Ann", "Bob", "Cy"] {
        let label = format!("{name} agrees to");
        harness.get_by_label_contains(&label).click();
        harness.run();
    }
    ui_common::click(&mut harness, "Record the deal");
    let recorded = ui_common::read(&harness, |t| t.deal().cloned()).expect("the deal is recorded");
    let amounts: Vec<u64> = recorded.shares.iter().map(|s| s.amount).collect();
    assert_eq!(amounts, deal.icm);
    let chips: Vec<u64> = recorded.shares.iter().map(|s| s.chips).collect();
    assert_eq!(chips, [30_000, 20_000, 10_000]);
    assert!(harness.query_by_label("Deal at the final table").is_none());
}

#[test]
fn a_bad_number_in_the_deal_form_is_explained_and_nothing_can_be_recorded() {
    let (mut harness, _folder) = final_three();
    ui_common::type_into(&mut harness, "Left to play for (off first prize):", "-5");
    harness.get_by_label(
        "the amount left to play for is negative (-5); amounts are whole numbers, 0 or more",
    );
    assert!(harness.query_by_label("ICM deal…").is_none());
    assert!(ui_common::read(&harness, |t| t.deal().is_none()));
}

#[test]
fn a_satellite_marks_the_seats_won_in_the_results() {
    let mut structure = riffle_core::structure::default_structure().unwrap();
    structure.guarantee = None;
    structure.satellite = Some(riffle_core::structure::Satellite {
        seat_value: std::num::NonZeroU64::new(300).unwrap(),
        target: None,
    });
    let mut commands = vec![Command::SetStructure {
        structure: riffle_tournament::StructureSource::Inline(Box::new(structure)),
    }];
    commands.extend(seated(&NAMES));
    for player in (3..10).rev() {
        commands.push(busted(player));
    }
    let (mut harness, _folder) = event_window(&commands);
    harness.state_mut().set_tab(Tab::Payouts);
    harness.run();
    // Ten entries of €90: three seats of €300; the three left each won one.
    assert_eq!(
        harness
            .query_all_by_label("1st (shared) (seat won)")
            .count(),
        3
    );
    harness.get_by_label("4th");
}

#[test]
fn one_player_from_the_money_is_said_in_the_singular() {
    // Ten entries pay two places: with three left, one more bust reaches the money.
    let (harness, _folder) = payouts(&[9, 8, 7, 6, 5, 4, 3]);
    harness.get_by_label("2 places paid · 1 player from the money");
    let (harness, _folder) = payouts(&[9, 8, 7, 6, 5, 4]);
    harness.get_by_label("2 places paid · 2 players from the money");
}
