//! A hand logged by the TD is stored as its setup and the engine's own history; replaying it
//! through the engine must rebuild exactly the same hand, so a journal can be trusted.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::betting::random::{RandomTable, random_hand};
use riffle_core::betting::{LoggedHand, ReplayError, Variant};
use riffle_core::house::HouseRules;

#[test]
fn every_random_hand_replays_to_the_same_result() {
    let rules = HouseRules::tda_2024().betting;
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for limit in [false, true] {
        for _ in 0..300 {
            let table = RandomTable {
                seats: 9,
                min_players: 2,
                limit,
                variant: Variant::Holdem,
            };
            let hand = random_hand(&mut rng, table, &rules).unwrap();
            let logged = LoggedHand {
                setup: hand.setup().clone(),
                events: hand.events().to_vec(),
            };
            let replayed = logged.replay(&rules).unwrap();
            assert_eq!(replayed, hand);
            assert_eq!(replayed.result(), hand.result());
        }
    }
}

#[test]
fn a_tampered_step_is_refused_with_its_number() {
    let rules = HouseRules::tda_2024().betting;
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let hand = random_hand(
        &mut rng,
        RandomTable {
            seats: 6,
            min_players: 6,
            limit: false,
            variant: Variant::Holdem,
        },
        &rules,
    )
    .unwrap();
    let mut events = hand.events().to_vec();
    // The first action in turn is attributed to a seat that is not dealt in.
    let first_action = events
        .iter()
        .position(|e| matches!(e, riffle_core::betting::HandEvent::Acted { .. }))
        .unwrap();
    if let riffle_core::betting::HandEvent::Acted { seat, .. } = &mut events[first_action] {
        *seat = 10;
    }
    let logged = LoggedHand {
        setup: hand.setup().clone(),
        events,
    };
    let err = logged.replay(&rules).unwrap_err();
    assert!(matches!(err, ReplayError::Step { step, .. } if step == first_action + 1));
    assert!(err.to_string().contains("seat 10"), "{err}");
}
