//! A deal the players left agree is a command like any other: checked (every player left, once,
//! sharing exactly the prizes left less what is kept to play for), journaled, undone, and shown
//! in the results. On the home turbo, 10 entries pay 100 / 60 / 40.

use crate::tournament_common;
use riffle_core::standings::deal::offer;
use riffle_tournament::{Command, Share, Standing};
use tournament_common::*;

const TEN: [&str; 10] = [
    "Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo",
];

/// Ten players, seven out one by one, Ann, Bob and Cy left with 30,000, 20,000 and 10,000.
fn three_left() -> Td {
    let mut td = Td::new("home-turbo", 9);
    td.register(&TEN);
    td.ok(Command::DrawSeats);
    for name in TEN[3..].iter().rev() {
        let busts = vec![bust(td.id(name), None)];
        td.ok(Command::Eliminate {
            busts,
            on_hand_for_hand_announcement: false,
        });
    }
    for (name, chips) in [("Ann", 30_000), ("Bob", 20_000), ("Cy", 10_000)] {
        let player = td.id(name);
        td.ok(Command::SetChips {
            player,
            chips,
            confirmed: false,
        });
    }
    td
}

fn shares(td: &Td, amounts: &[(&str, u64)]) -> Vec<Share> {
    amounts
        .iter()
        .map(|&(name, amount)| Share {
            player: td.id(name),
            amount,
            chips: None,
            agreed: true,
        })
        .collect()
}

fn standing(td: &Td, name: &str) -> Standing {
    let id = td.id(name);
    td.tournament
        .standings()
        .into_iter()
        .find(|s| s.player == id)
        .unwrap_or_else(|| panic!("{name} has no place"))
}

#[test]
fn an_icm_deal_with_nothing_kept_ends_the_event_places_by_chips() {
    let mut td = three_left();
    assert_eq!(td.tournament.payouts(), [100, 60, 40]);
    let icm = offer(&[30_000, 20_000, 10_000], &[100, 60, 40], 0)
        .unwrap()
        .icm;
    assert_eq!(icm, [77, 68, 55]);
    let deal = shares(&td, &[("Ann", icm[0]), ("Bob", icm[1]), ("Cy", icm[2])]);
    td.ok(Command::AgreeDeal {
        shares: deal,
        kept: 0,
    });
    for (name, place, prize) in [("Ann", 1, 77), ("Bob", 2, 68), ("Cy", 3, 55), ("Dee", 4, 0)] {
        let s = standing(&td, name);
        assert_eq!((s.place, s.prize), (place, prize), "{name}");
    }
    let csv = riffle_store::export::results_csv(&td.tournament, Default::default());
    assert!(
        csv.lines()
            .any(|l| l.starts_with("1,false,Ann,1,77,") && l.ends_with(",77,1")),
        "the export shows the deal: {csv}"
    );
    let recorded = td.tournament.deal().unwrap();
    assert_eq!(recorded.shares[0].chips, 30_000);
    assert_eq!(td.replayed(), td.tournament, "the journal holds the deal");
    assert_eq!(
        td.tournament
            .history()
            .last()
            .unwrap()
            .summary_in(riffle_text::Lang::En),
        "Deal: Ann, Bob, Cy"
    );
}

#[test]
fn an_amount_kept_is_played_for_and_goes_to_the_winner() {
    let mut td = three_left();
    // Chip-chop of 180 (200 less 20 kept): the 40 of third place to each, the 60 above it by
    // chips: 70, 60, 50.
    let deal = shares(&td, &[("Cy", 50), ("Ann", 70), ("Bob", 60)]);
    td.ok(Command::AgreeDeal {
        shares: deal,
        kept: 20,
    });
    assert!(td.tournament.standings().iter().all(|s| s.prize == 0));
    let (ann, bob) = (td.id("Ann"), td.id("Bob"));
    // Play goes on: Ann busts third, Bob second, Cy wins what was kept.
    for player in [ann, bob] {
        td.ok(Command::Eliminate {
            busts: vec![bust(player, None)],
            on_hand_for_hand_announcement: false,
        });
    }
    let placed: Vec<(u32, u64)> = ["Cy", "Bob", "Ann"]
        .iter()
        .map(|name| {
            let s = standing(&td, name);
            (s.place, s.prize)
        })
        .collect();
    assert_eq!(placed, [(1, 70), (2, 60), (3, 70)]);
    let paid: u64 = td.tournament.standings().iter().map(|s| s.prize).sum();
    assert_eq!(
        paid, 200,
        "the deal and the amount kept pay the prizes left exactly"
    );
}

/// Third place pays 40 whatever happens, so a deal giving Cy 30 takes a prize Cy already has.
#[test]
fn a_deal_below_the_prize_a_player_is_sure_of_is_refused() {
    let mut td = three_left();
    let below = shares(&td, &[("Ann", 110), ("Bob", 60), ("Cy", 30)]);
    let refusal = td.refused(Command::AgreeDeal {
        shares: below,
        kept: 0,
    });
    assert!(
        refusal.contains("30") && refusal.contains("at least 40"),
        "{refusal}"
    );
    assert!(td.tournament.deal().is_none());
}

#[test]
fn a_deal_that_does_not_fit_is_refused_and_nothing_is_recorded() {
    let mut td = three_left();
    let short = shares(&td, &[("Ann", 100), ("Bob", 60), ("Cy", 30)]);
    let refusal = td.refused(Command::AgreeDeal {
        shares: short,
        kept: 0,
    });
    assert!(refusal.contains("add up to 190, not 200"), "{refusal}");
    let missing = shares(&td, &[("Ann", 120), ("Bob", 80)]);
    let refusal = td.refused(Command::AgreeDeal {
        shares: missing,
        kept: 0,
    });
    assert!(
        refusal.starts_with("Cy is still in and is not in the deal"),
        "{refusal}"
    );
    let twice = shares(&td, &[("Ann", 100), ("Ann", 60), ("Cy", 40)]);
    assert!(
        td.refused(Command::AgreeDeal {
            shares: twice,
            kept: 0
        })
        .contains("Ann")
    );
    let out = shares(&td, &[("Ann", 100), ("Dee", 60), ("Cy", 40)]);
    assert!(
        td.refused(Command::AgreeDeal {
            shares: out,
            kept: 0
        })
        .starts_with("Dee is out")
    );
    let too_much_kept = shares(&td, &[("Ann", 0), ("Bob", 0), ("Cy", 0)]);
    assert!(
        td.refused(Command::AgreeDeal {
            shares: too_much_kept,
            kept: 200
        })
        .contains("comes off the first prize, which is 100")
    );
    assert!(td.tournament.deal().is_none());
}

#[test]
fn the_chips_counted_for_the_deal_become_the_counts_and_place_the_players() {
    let mut td = three_left();
    let mut deal = shares(&td, &[("Ann", 70), ("Bob", 70), ("Cy", 60)]);
    // Counted at the table: Bob has more than Ann.
    deal[0].chips = Some(20_000);
    deal[1].chips = Some(30_000);
    td.ok(Command::AgreeDeal {
        shares: deal,
        kept: 0,
    });
    let bob = td.tournament.entry(td.id("Bob")).unwrap().chips;
    assert_eq!(bob, 30_000);
    assert_eq!(standing(&td, "Bob").place, 1);
    assert_eq!(standing(&td, "Ann").place, 2);
    assert_eq!(
        td.tournament
            .history()
            .last()
            .unwrap()
            .summary_in(riffle_text::Lang::En),
        "Deal: Ann, Bob, Cy"
    );
    let mut empty = shares(&td, &[("Ann", 70), ("Bob", 70), ("Cy", 60)]);
    empty[2].chips = Some(0);
    td.ok(Command::Undo);
    assert!(
        td.refused(Command::AgreeDeal {
            shares: empty,
            kept: 0
        })
        .contains("stack 3 is empty")
    );
    assert_eq!(td.tournament.entry(td.id("Bob")).unwrap().chips, 20_000);
}

#[test]
fn a_deal_is_undone_like_any_command_and_made_once() {
    let mut td = three_left();
    let deal = shares(&td, &[("Ann", 80), ("Bob", 70), ("Cy", 50)]);
    td.ok(Command::AgreeDeal {
        shares: deal.clone(),
        kept: 0,
    });
    let again = td.refused(Command::AgreeDeal {
        shares: deal.clone(),
        kept: 0,
    });
    assert!(again.starts_with("a deal was already agreed"), "{again}");
    td.ok(Command::Undo);
    assert!(td.tournament.deal().is_none());
    assert!(td.tournament.standings().iter().all(|s| s.place > 3));
    td.ok(Command::AgreeDeal {
        shares: deal,
        kept: 0,
    });
}

/// The room's screens show the recorded deal as the results do: each player in it by name
/// with the share the results pay them, and what is left to play for.
#[test]
fn the_screens_show_the_deal_the_results_pay() {
    let mut td = three_left();
    assert_eq!(td.tournament.display(td.now).deal, None);
    td.ok(Command::AgreeDeal {
        shares: shares(&td, &[("Ann", 70), ("Bob", 60), ("Cy", 50)]),
        kept: 20,
    });
    let deal = td
        .tournament
        .display(td.now)
        .deal
        .expect("the deal is shown");
    assert_eq!(
        deal.shares,
        [
            ("Ann".to_string(), 70),
            ("Bob".to_string(), 60),
            ("Cy".to_string(), 50)
        ]
    );
    assert_eq!(deal.kept, 20);
    for (name, amount) in &deal.shares {
        let share = td.tournament.deal().unwrap().share(td.id(name));
        assert_eq!(share, Some(*amount), "{name}: the results' share");
    }
}
