//! An independent check of the chip rules: every combination of one to five chips of the usual
//! denominations, pushed silently against bets, prior bets and stacks, is ruled through the
//! dispute catalogue and compared with a small oracle written here straight from TDA 2024 rules
//! 43A (the 50% standard), 44 (a single oversized chip is a call, even the last one), 45A (every
//! chip needed: a call, last chips included), 45B (chips not all needed: the 50% standard with
//! chips behind, all-in with the last ones) and 46C (chips already in front count toward the
//! call). The oracle calls nothing of the code under test.

use riffle_core::betting::Limit;
use riffle_core::betting::rulings::RuledKind;
use riffle_core::house::HouseRules;
use riffle_rules::disputes::chips::{SaidFirst, SeveralChips, Spot};
use riffle_rules::disputes::{Case, Decision, RulingError};
use riffle_text::Lang;

const DENOMINATIONS: [u64; 5] = [25, 100, 500, 1000, 5000];
const BIG_BLIND: u64 = 100;

/// What the player faces: the street total to match, their own chips already in front, and the
/// last full bet or raise increment.
#[derive(Clone, Copy, Debug)]
struct Faced {
    bet: u64,
    own: u64,
    full: u64,
}

/// The ruled action in the oracle's terms: kind, street total, chips back, chips to add.
type Expected = (RuledKind, u64, u64, u64);

/// The rules, read from their text: silent chips in one motion, no-limit, raising open.
fn oracle(faced: Faced, stack: u64, chips: &[u64]) -> Expected {
    let pushed: u64 = chips.iter().sum();
    let all_in_to = faced.own + stack;
    if faced.bet == 0 {
        // With no bet, chips are a bet of their value, brought up to the big blind (43) unless
        // they are the player's last.
        let to = if pushed >= BIG_BLIND || pushed == stack {
            pushed
        } else {
            BIG_BLIND.min(all_in_to)
        };
        return (RuledKind::Bet, to, 0, to - pushed);
    }
    let to_call = faced.bet - faced.own;
    let call = |to: u64| {
        (
            RuledKind::Call,
            to,
            (faced.own + pushed).saturating_sub(to),
            0,
        )
    };
    if pushed < to_call {
        // Last chips short of the call are an all-in call; otherwise the undercall facing the
        // opening bet is completed (51B), as far as the stack goes.
        let to = faced.bet.min(all_in_to);
        return (RuledKind::Call, to, 0, to - faced.own - pushed);
    }
    let smallest = *chips.iter().min().unwrap();
    if chips.len() == 1 || pushed - smallest < to_call {
        // 44: one chip is a call; 45A: every chip needed is a call. Last chips included.
        return call(faced.bet);
    }
    if pushed == stack {
        // 45B: last chips not all needed are all-in.
        return (RuledKind::Raise, all_in_to, 0, 0);
    }
    let increment = faced.own + pushed - faced.bet;
    if 2 * increment >= faced.full {
        // 43A: half a full raise or more is completed to a full raise, within the stack.
        let to = (faced.own + pushed)
            .max(faced.bet + faced.full)
            .min(all_in_to);
        (RuledKind::Raise, to, 0, to - faced.own - pushed)
    } else {
        call(faced.bet)
    }
}

/// Every multiset of one to five chips of the denominations, smallest first.
fn combinations() -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut stack = vec![(Vec::new(), 0usize)];
    while let Some((chips, from)) = stack.pop() {
        if !chips.is_empty() {
            all.push(chips.clone());
        }
        if chips.len() == 5 {
            continue;
        }
        for (at, &chip) in DENOMINATIONS.iter().enumerate().skip(from) {
            let mut more = chips.clone();
            more.push(chip);
            stack.push((more, at));
        }
    }
    all
}

fn spot(faced: Faced, stack: u64) -> Spot {
    Spot {
        limit: Some(Limit::NoLimit),
        big_blind: Some(BIG_BLIND),
        bet_to_match: Some(faced.bet),
        own_bet: Some(faced.own),
        stack: Some(stack),
        last_full_raise: Some(faced.full),
        pot: Some(5_000),
        raising_open: Some(true),
        opening_bet: Some(true),
        players_in_hand: Some(3),
        intended_undercall: None,
        from_hand: None,
    }
}

#[test]
fn every_combination_of_up_to_five_chips_is_ruled_as_the_rules_say() {
    let faced = [
        Faced {
            bet: 0,
            own: 0,
            full: BIG_BLIND,
        },
        Faced {
            bet: 100,
            own: 0,
            full: 100,
        },
        Faced {
            bet: 300,
            own: 100,
            full: 200,
        },
        Faced {
            bet: 1050,
            own: 0,
            full: 1050,
        },
        Faced {
            bet: 1200,
            own: 400,
            full: 800,
        },
        Faced {
            bet: 2500,
            own: 1000,
            full: 1500,
        },
    ];
    let all = combinations();
    assert_eq!(all.len(), 5 + 15 + 35 + 70 + 126);
    let mut compared = 0;
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        for &faced in &faced {
            for chips in &all {
                let pushed: u64 = chips.iter().sum();
                for stack in [pushed, pushed + 500, 100_000] {
                    let case = Case::SeveralChips(SeveralChips {
                        chips: Some(chips.clone()),
                        said_first: Some(SaidFirst::Nothing),
                        spot: spot(faced, stack),
                    });
                    let ruling = case.rule(&house).unwrap();
                    let Decision::Action(r) = ruling.decision else {
                        panic!("{faced:?} {stack} {chips:?}: {:?}", ruling.decision);
                    };
                    assert_eq!(
                        (r.kind, r.to, r.returned, r.to_add),
                        oracle(faced, stack, chips),
                        "{faced:?}, stack {stack}, chips {chips:?}: {}",
                        ruling.explanation.get(Lang::En)
                    );
                    compared += 1;
                }
            }
        }
    }
    assert_eq!(compared, 2 * 6 * 251 * 3);
}

/// Chips pushed beyond the stack cannot be: every such combination is refused, not ruled.
#[test]
fn every_combination_larger_than_the_stack_is_refused() {
    let faced = Faced {
        bet: 1050,
        own: 0,
        full: 1050,
    };
    for chips in combinations() {
        let pushed: u64 = chips.iter().sum();
        let case = Case::SeveralChips(SeveralChips {
            chips: Some(chips.clone()),
            said_first: Some(SaidFirst::Nothing),
            spot: spot(faced, pushed - 1),
        });
        assert!(
            matches!(
                case.rule(&HouseRules::tda_2024()),
                Err(RulingError::InvalidFacts { .. })
            ),
            "{chips:?}"
        );
    }
}
