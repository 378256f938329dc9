//! A new player's first hand at a table (TDA 2024 rule 10A; seed 004 "Nouveau joueur"; RULES.md
//! §B 5 and §2 row 20), answered by the floor's dead-button procedure.

use riffle_core::house::{HouseRules, RuleRef};
use riffle_rules::disputes::button::{NewPlayer, Positions};
use riffle_rules::disputes::{Case, Decision};
use riffle_text::Lang;

fn new_player(seat: u8, last: (u8, u8, u8), seated: &[u8]) -> Case {
    Case::NewPlayer(NewPlayer {
        seat: Some(seat),
        last_hand: Some(Positions {
            button: last.0,
            small_blind: last.1,
            big_blind: last.2,
        }),
        seated: Some(seated.to_vec()),
    })
}

/// Last hand: button S1, small blind S2, big blind S3; S3 busted and a new player took S3, the
/// seat just left of the new button (S2). TDA: dealt in, posting the small blind. Seed 004:
/// sits out one hand, so there is no small blind.
#[test]
fn a_new_player_in_the_seat_just_vacated_is_dealt_in_under_tda_and_sits_out_under_seed_004() {
    let case = new_player(3, (1, 2, 3), &[1, 2, 3, 4, 5, 6, 7]);
    let tda = case.rule(&HouseRules::tda_2024()).unwrap();
    assert_eq!(tda.decision, Decision::DealtIn);
    assert!(
        tda.explanation
            .get(Lang::En)
            .contains("posts the small blind")
    );
    assert!(tda.rules.contains(&RuleRef::new("TDA-10A")));
    let seed = case.rule(&HouseRules::seed_fr()).unwrap();
    assert_eq!(seed.decision, Decision::SitsOut);
    assert!(seed.rules.contains(&RuleRef::new("S004-new-player")));
    assert!(
        seed.explanation
            .get(Lang::En)
            .contains("sits this hand out, so there is no small blind")
    );
}

/// RULES.md §3, example 9: button S1, S2 and S3 empty, small blind S4, big blind S5; the new
/// player drawn to S3 is not dealt in until the button passes, under both presets.
#[test]
fn a_new_player_between_the_small_blind_and_the_button_waits_under_both_presets() {
    let case = new_player(3, (9, 1, 4), &[1, 3, 4, 5, 6, 7, 8, 9]);
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = case.rule(&house).unwrap();
        assert_eq!(ruling.decision, Decision::SitsOut);
        assert!(
            ruling
                .explanation
                .get(Lang::En)
                .contains("between the small blind and the button")
        );
    }
}

/// Balancing into the worst seat (RULES.md §3, example 8): a player moved into the next big
/// blind's seat posts the big blind at once.
#[test]
fn a_player_moved_into_the_next_big_blind_seat_posts_it_at_once() {
    // Button S8, small blind S9, big blind S1 last hand; S2 and S6 empty; the mover takes S2.
    let case = new_player(2, (8, 9, 1), &[1, 2, 3, 4, 5, 7, 8, 9]);
    for house in [HouseRules::tda_2024(), HouseRules::seed_fr()] {
        let ruling = case.rule(&house).unwrap();
        assert_eq!(ruling.decision, Decision::DealtIn);
        assert!(
            ruling
                .explanation
                .get(Lang::En)
                .contains("posts the big blind")
        );
    }
}
