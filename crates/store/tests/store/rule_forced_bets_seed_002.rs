//! Seed 002's forced bets, each a structure option an organiser sets: antes only (the player
//! after the dealer speaks first and may check), blind and surblind with or without an ante,
//! blind/blind/surblind (the surblind's one-time right to raise when everyone only called),
//! the option (a voluntary double surblind that speaks last in the first round) and a minimum
//! opening and raise above the surblind.

use crate::common;
use common::*;
use riffle_core::betting::Action::*;
use riffle_core::betting::{
    Ante, ForcedBets, Hand, HandEvent, HandSetup, Limit, Phase, Post, SetupError, Street,
    TableOptions,
};
use riffle_text::{Lang, Say};

fn with(mut setup: HandSetup, table: TableOptions) -> HandSetup {
    setup.table = table;
    setup
}

fn forced(forced_bets: ForcedBets) -> TableOptions {
    TableOptions {
        forced_bets,
        ..TableOptions::default()
    }
}

fn straddle(seat: u8, forced_bets: ForcedBets) -> TableOptions {
    TableOptions {
        forced_bets,
        straddle_allowed: true,
        straddle: Some(seat),
        ..TableOptions::default()
    }
}

fn start(setup: HandSetup) -> Hand {
    setup.start(&tda()).expect("a valid table")
}

/// The forced bets posted, in order: (seat, kind, amount).
fn posts(hand: &Hand) -> Vec<(u8, Post, u64)> {
    hand.events()
        .iter()
        .filter_map(|e| match e {
            HandEvent::Posted { seat, post, amount } => Some((*seat, *post, *amount)),
            _ => None,
        })
        .collect()
}

// ---- antes only ----

fn ante_only(stacks: &[u64], limit: Limit) -> HandSetup {
    let mut setup = with(setup(stacks, 50, 100, limit), forced(ForcedBets::AnteOnly));
    setup.ante = Ante::Classic(25);
    setup
}

#[test]
fn antes_only_every_player_antes_nobody_posts_a_blind_and_the_player_after_the_dealer_speaks_first()
{
    let hand = start(ante_only(&[1_000; 4], Limit::NoLimit));
    assert_eq!(
        posts(&hand),
        vec![
            (1, Post::Ante, 25),
            (2, Post::Ante, 25),
            (3, Post::Ante, 25),
            (4, Post::Ante, 25)
        ]
    );
    assert_eq!(hand.to_act(), Some(1), "the button is seat 4");
    let legal = hand.legal_actions().unwrap();
    assert!(legal.check, "no bet to call: the first player may check");
    assert_eq!(legal.call, None);
    assert_eq!(
        bet_range(&hand),
        Some((100, 975)),
        "the smallest opening is the surblind"
    );
}

#[test]
fn antes_only_when_everyone_checks_the_first_round_is_over() {
    let mut hand = start(ante_only(&[1_000; 4], Limit::NoLimit));
    play(&mut hand, &[Check, Check, Check, Check]);
    assert_eq!(hand.phase(), Phase::Deal(Street::Flop));
    assert_eq!(hand.pot_total(), 100);
}

#[test]
fn antes_only_in_pot_limit_the_first_bet_is_at_most_the_antes() {
    let hand = start(ante_only(&[1_000; 4], Limit::PotLimit));
    assert_eq!(
        bet_range(&hand),
        Some((100, 100)),
        "no blind counts as posted: the pot is the four antes"
    );
}

#[test]
fn antes_only_an_opening_reopens_the_action_for_the_players_who_checked() {
    let mut hand = start(ante_only(&[1_000; 3], Limit::NoLimit));
    play(&mut hand, &[Check, BetTo(200), Call]);
    assert_eq!(
        hand.to_act(),
        Some(1),
        "the player who checked may still answer"
    );
    let legal = hand.legal_actions().unwrap();
    assert_eq!(legal.call, Some(200));
    assert_eq!(raise_range(&hand), Some((400, 975)));
}

#[test]
fn antes_only_without_an_ante_is_refused_in_both_languages() {
    let mut setup = ante_only(&[1_000; 4], Limit::NoLimit);
    setup.ante = Ante::None;
    let error = setup.start(&tda()).unwrap_err();
    assert_eq!(error, SetupError::AnteOnlyWithoutAnte);
    assert!(
        error
            .say(Lang::En)
            .contains("every player must pay an ante")
    );
    assert!(
        error
            .say(Lang::Fr)
            .contains("chaque joueur doit payer une ante")
    );
}

// ---- blind and surblind, with an ante ----

#[test]
fn blind_and_surblind_with_an_ante_posts_the_antes_then_the_blinds() {
    let mut setup = setup(&[1_000; 4], 50, 100, Limit::NoLimit);
    setup.ante = Ante::Classic(10);
    let hand = start(setup);
    assert_eq!(hand.pot_total(), 190);
    assert_eq!(
        &posts(&hand)[4..],
        &[(1, Post::SmallBlind, 50), (2, Post::BigBlind, 100)]
    );
    assert_eq!(hand.to_act(), Some(3), "the third player after the dealer");
}

// ---- blind / blind / surblind ----

fn three_blinds(stacks: &[u64], limit: Limit) -> HandSetup {
    with(
        setup(stacks, 1, 2, limit),
        forced(ForcedBets::BlindBlindSurblind),
    )
}

#[test]
fn blind_blind_surblind_two_blinds_of_one_a_surblind_of_two_and_the_fourth_player_speaks() {
    let hand = start(three_blinds(&[100; 5], Limit::NoLimit));
    assert_eq!(
        posts(&hand),
        vec![
            (1, Post::SmallBlind, 1),
            (2, Post::SecondBlind, 1),
            (3, Post::BigBlind, 2)
        ]
    );
    assert_eq!(hand.to_act(), Some(4));
    let legal = hand.legal_actions().unwrap();
    assert_eq!(
        legal.call,
        Some(2),
        "the fourth player calls the surblind's 2"
    );
    assert!(
        !legal.check,
        "nobody checks in the first round: it opens at the surblind"
    );
    assert_eq!(raise_range(&hand), Some((4, 100)));
}

#[test]
fn blind_blind_surblind_the_surblind_may_raise_once_when_everyone_only_called() {
    let mut hand = start(three_blinds(&[100; 5], Limit::NoLimit));
    play(&mut hand, &[Call, Call, Call, Call]);
    assert_eq!(hand.to_act(), Some(3), "back to the surblind");
    let legal = hand.legal_actions().unwrap();
    assert!(legal.check);
    assert_eq!(raise_range(&hand), Some((4, 100)));
    play(&mut hand, &[RaiseTo(6), Call, Call, Call, Call]);
    assert_eq!(
        hand.phase(),
        Phase::Deal(Street::Flop),
        "once everyone called the raise, the surblind has no second right"
    );
    assert_eq!(hand.pot_total(), 30);
}

#[test]
fn blind_blind_surblind_when_the_surblind_checks_the_round_is_over() {
    let mut hand = start(three_blinds(&[100; 5], Limit::NoLimit));
    play(&mut hand, &[Call, Call, Call, Call, Check]);
    assert_eq!(hand.phase(), Phase::Deal(Street::Flop));
    assert_eq!(
        hand.pot_total(),
        10,
        "five players at the surblind, the seed's 10 in the pot"
    );
}

#[test]
fn blind_blind_surblind_three_handed_the_button_posts_the_surblind() {
    let hand = start(three_blinds(&[100; 3], Limit::NoLimit));
    assert_eq!(posts(&hand)[2], (3, Post::BigBlind, 2));
    assert_eq!(hand.to_act(), Some(1), "the first blind speaks first");
}

#[test]
fn blind_blind_surblind_heads_up_one_blind_is_taken_out() {
    let hand = start(three_blinds(&[100; 2], Limit::NoLimit));
    assert_eq!(
        posts(&hand),
        vec![(2, Post::SmallBlind, 1), (1, Post::BigBlind, 2)]
    );
    assert_eq!(hand.to_act(), Some(2));
}

#[test]
fn blind_blind_surblind_in_pot_limit_counts_all_three_blinds() {
    let hand = start(three_blinds(&[100; 5], Limit::PotLimit));
    // Call 2, then the pot of 1 + 1 + 2 + 2: a raise to 8.
    assert_eq!(raise_range(&hand), Some((4, 8)));
}

#[test]
fn blind_blind_surblind_a_short_second_blind_still_counts_in_full_in_pot_limit() {
    let hand = start(three_blinds(&[100, 1, 100, 100, 100], Limit::PotLimit));
    assert_eq!(raise_range(&hand), Some((4, 8)));
}

// ---- the option ----

#[test]
fn the_option_is_a_double_surblind_and_speaks_last_in_the_first_round() {
    let hand = start(with(
        setup(&[10_000; 5], 50, 100, Limit::NoLimit),
        straddle(3, ForcedBets::BlindSurblind),
    ));
    assert_eq!(posts(&hand)[2], (3, Post::Straddle, 200));
    assert_eq!(hand.to_act(), Some(4));
    assert_eq!(hand.legal_actions().unwrap().call, Some(200));
    assert_eq!(
        raise_range(&hand),
        Some((400, 10_000)),
        "the next raise repeats the option"
    );
}

#[test]
fn the_option_may_raise_when_everyone_only_called() {
    let mut hand = start(with(
        setup(&[10_000; 5], 50, 100, Limit::NoLimit),
        straddle(3, ForcedBets::BlindSurblind),
    ));
    play(&mut hand, &[Call, Call, Call, Call]);
    assert_eq!(hand.to_act(), Some(3));
    assert!(hand.legal_actions().unwrap().check);
    play(&mut hand, &[Check]);
    assert_eq!(hand.phase(), Phase::Deal(Street::Flop));
    assert_eq!(hand.pot_total(), 1_000);
}

#[test]
fn the_option_after_blind_blind_surblind_is_the_fourth_player() {
    let hand = start(with(
        setup(&[100; 6], 1, 2, Limit::NoLimit),
        straddle(4, ForcedBets::BlindBlindSurblind),
    ));
    assert_eq!(posts(&hand)[3], (4, Post::Straddle, 4));
    assert_eq!(hand.to_act(), Some(5));
}

#[test]
fn the_option_in_fixed_limit_counts_as_a_raise_toward_the_cap() {
    let hand_setup = with(
        setup(
            &[10_000; 5],
            50,
            100,
            Limit::FixedLimit {
                small_bet: 100,
                big_bet: 200,
            },
        ),
        straddle(3, ForcedBets::BlindSurblind),
    );
    let mut hand = start(hand_setup);
    assert_eq!(raise_range(&hand), Some((300, 300)));
    play(&mut hand, &[RaiseTo(300), RaiseTo(400)]);
    assert_eq!(
        raise_range(&hand),
        None,
        "the surblind, the option and two raises: the cap of a bet and three raises"
    );
}

#[test]
fn only_the_player_after_the_surblind_may_take_the_option() {
    let error = with(
        setup(&[1_000; 5], 50, 100, Limit::NoLimit),
        straddle(4, ForcedBets::BlindSurblind),
    )
    .start(&tda())
    .unwrap_err();
    assert_eq!(
        error,
        SetupError::StraddleSeat {
            seat: 4,
            expected: Some(3)
        }
    );
    assert!(
        error
            .say(Lang::En)
            .contains("only the player after the surblind, seat 3")
    );
    assert!(
        error
            .say(Lang::Fr)
            .contains("seul le joueur après le surblind, le siège 3")
    );
}

#[test]
fn there_is_no_option_heads_up_nor_with_antes_only() {
    let heads_up = with(
        setup(&[1_000; 2], 50, 100, Limit::NoLimit),
        straddle(2, ForcedBets::BlindSurblind),
    );
    assert_eq!(
        heads_up.start(&tda()).unwrap_err(),
        SetupError::StraddleSeat {
            seat: 2,
            expected: None
        }
    );
    let mut antes = with(
        setup(&[1_000; 5], 50, 100, Limit::NoLimit),
        straddle(3, ForcedBets::AnteOnly),
    );
    antes.ante = Ante::Classic(25);
    assert_eq!(
        antes.start(&tda()).unwrap_err(),
        SetupError::StraddleSeat {
            seat: 3,
            expected: None
        }
    );
}

#[test]
fn the_option_is_refused_where_the_structure_does_not_allow_it() {
    let mut table = straddle(3, ForcedBets::BlindSurblind);
    table.straddle_allowed = false;
    let error = with(setup(&[1_000; 5], 50, 100, Limit::NoLimit), table)
        .start(&tda())
        .unwrap_err();
    assert_eq!(error, SetupError::NoOption { seat: 3 });
    assert!(error.say(Lang::Fr).contains("ne l'autorise pas"));
}

// ---- a minimum opening above the surblind ----

fn minimum(stacks: &[u64], minimum_wager: u64, limit: Limit) -> HandSetup {
    with(
        setup(stacks, 50, 100, limit),
        TableOptions {
            minimum_wager: Some(minimum_wager),
            ..TableOptions::default()
        },
    )
}

#[test]
fn a_minimum_opening_above_the_surblind_sets_the_smallest_raise_before_the_flop() {
    let hand = start(minimum(&[10_000; 4], 300, Limit::NoLimit));
    assert_eq!(raise_range(&hand), Some((400, 10_000)));
}

#[test]
fn a_minimum_opening_holds_on_every_street_and_a_larger_raise_still_sets_the_next() {
    let mut hand = start(minimum(&[10_000; 3], 300, Limit::NoLimit));
    play(&mut hand, &[Call, Call, Check]);
    deal(&mut hand);
    assert_eq!(bet_range(&hand), Some((300, 9_900)));
    play(&mut hand, &[BetTo(300)]);
    assert_eq!(raise_range(&hand), Some((600, 9_900)));
    play(&mut hand, &[RaiseTo(1_000)]);
    assert_eq!(raise_range(&hand), Some((1_700, 9_900)));
}

#[test]
fn a_minimum_opening_in_pot_limit_keeps_the_pot_as_maximum() {
    let hand = start(minimum(&[10_000; 4], 200, Limit::PotLimit));
    assert_eq!(raise_range(&hand), Some((300, 350)));
}

#[test]
fn a_minimum_opening_must_be_above_the_surblind_and_not_in_fixed_limit() {
    let error = minimum(&[1_000; 3], 100, Limit::NoLimit)
        .start(&tda())
        .unwrap_err();
    assert_eq!(
        error,
        SetupError::MinimumWager {
            minimum: 100,
            big: 100,
            limit_game: false
        }
    );
    assert!(
        error
            .say(Lang::En)
            .contains("must be above the surblind (100)")
    );
    let fixed = Limit::FixedLimit {
        small_bet: 100,
        big_bet: 200,
    };
    let error = minimum(&[1_000; 3], 400, fixed).start(&tda()).unwrap_err();
    assert!(
        error
            .say(Lang::Fr)
            .contains("en limit, où les limites fixent")
    );
}

// ---- hand histories ----

#[test]
fn a_hand_under_seed_002_forced_bets_is_not_written_to_phh_rather_than_written_wrong() {
    use riffle_store::phh::{ExportError, export};
    let mut hand = start(with(
        setup(&[10_000; 5], 50, 100, Limit::NoLimit),
        straddle(3, ForcedBets::BlindSurblind),
    ));
    play(&mut hand, &[Fold, Fold, Fold, Fold]);
    assert_eq!(hand.phase(), Phase::Complete);
    let error = export(&hand).unwrap_err();
    assert_eq!(error, ExportError::Seed002);
    assert!(error.say(Lang::En).contains("not written to PHH yet"));
}

// ---- in the logger ----

#[test]
fn the_option_is_taken_in_the_logger_and_follows_a_corrected_button() {
    use riffle_core::betting::HandBeingLogged;
    let mut table = straddle(3, ForcedBets::BlindSurblind);
    table.straddle = None;
    let hand_setup = with(setup(&[10_000; 5], 50, 100, Limit::NoLimit), table);
    let mut logging = HandBeingLogged::start(hand_setup, tda(), Vec::new()).unwrap();
    logging.set_straddle(true).unwrap();
    assert_eq!(logging.setup.table.straddle, Some(3));
    assert_eq!(logging.hand.to_act(), Some(4));
    logging.set_button(1).unwrap();
    assert_eq!(
        logging.setup.table.straddle,
        Some(4),
        "blinds on 2 and 3, the option on 4"
    );
    assert_eq!(logging.hand.to_act(), Some(5));
    logging.set_straddle(false).unwrap();
    assert_eq!(logging.hand.to_act(), Some(4));
}
