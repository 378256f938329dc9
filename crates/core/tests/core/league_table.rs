//! The league table's invariants over any season (a property test): every player's points are
//! the sum of their best N results, the table is in order of points, a rank is one more than the
//! players strictly ahead, and players share a rank only when level on points and every
//! tie-break.

use proptest::prelude::*;
use riffle_core::league::{EventFinishes, Finish, Formula, League, Points, TieBreak, table};

const NAMES: [&str; 8] = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"];

/// A season: each event a field drawn from the names, in a finishing order.
fn season() -> impl Strategy<Value = Vec<EventFinishes>> {
    let event = (Just(NAMES.to_vec()).prop_shuffle(), 2usize..=8, 0u64..200).prop_map(
        |(order, field, buy_in)| EventFinishes {
            field: field as u32,
            buy_in,
            finishes: order[..field]
                .iter()
                .enumerate()
                .map(|(k, name)| Finish {
                    player: name.to_lowercase(),
                    name: name.to_string(),
                    place: k as u32 + 1,
                })
                .collect(),
        },
    );
    prop::collection::vec(event, 1..12)
}

fn formula() -> impl Strategy<Value = Formula> {
    prop_oneof![
        prop::collection::vec(0u32..100, 1..6)
            .prop_map(|points| Formula::Table { points, others: 1 }),
        (1u32..5, 0u32..10).prop_map(|(per_player, winner_bonus)| Formula::Beaten {
            per_player,
            winner_bonus
        }),
        (1u32..50, prop::option::of(1u64..100))
            .prop_map(|(scale, base_buy_in)| Formula::Root { scale, base_buy_in }),
    ]
}

proptest! {
    #[test]
    fn the_table_adds_the_best_results_and_ranks_by_points_then_tie_breaks(
        events in season(),
        points in formula(),
        best in prop::option::of(1u32..6),
    ) {
        let league = League {
            name: "Season".into(),
            season: None,
            tournaments: vec!["x".into(); events.len()],
            points: points.clone(),
            best,
            ties: vec![TieBreak::MostWins, TieBreak::BestResult],
            places: Default::default(),
        };
        let rows = table(&league, &events);
        let played: std::collections::BTreeSet<&str> =
            events.iter().flat_map(|e| e.finishes.iter().map(|f| f.name.as_str())).collect();
        prop_assert_eq!(rows.len(), played.len());
        let key = |r: &riffle_core::league::Row| (r.points, r.wins, r.best);
        for (k, row) in rows.iter().enumerate() {
            let mut mine: Vec<Points> = events
                .iter()
                .filter_map(|e| {
                    let f = e.finishes.iter().find(|f| f.name == row.name)?;
                    Some(points.points(e.field, f.place, e.buy_in))
                })
                .collect();
            mine.sort_unstable_by(|a, b| b.cmp(a));
            let n = best.map_or(mine.len(), |n| mine.len().min(n as usize));
            prop_assert_eq!(row.points, mine[..n].iter().sum::<Points>());
            prop_assert_eq!(row.events as usize, mine.len());
            if k > 0 {
                prop_assert!(key(&rows[k - 1]) >= key(row), "out of order at {}", k);
            }
            let ahead = rows.iter().filter(|r| key(r) > key(row)).count();
            prop_assert_eq!(row.rank as usize, ahead + 1);
            let level = rows.iter().filter(|r| key(r) == key(row)).count();
            prop_assert_eq!(row.shared, level > 1);
        }
    }
}
