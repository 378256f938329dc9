//! PHH import speed: a `.phhs` file of 1,000 and of 8,000 random hands (6-max no-limit, seeded)
//! is read and every hand replayed under the TDA rules, as `riffle hand replay` does. The time
//! per hand must not grow with the file: `ratio_8k_to_1k` near 8 is linear growth (it was
//! quadratic, minutes for 8,000 hands). The peer is the TOML parser alone on the same text, the
//! floor any PHH reader pays.

mod timing;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use riffle_core::betting::Variant;
use riffle_core::betting::random::{RandomTable, random_hand};
use riffle_core::house::HouseRules;
use riffle_store::phh::{export, parse_any, print_phhs, replay};
use std::hint::black_box;
use timing::median_seconds;

const SIZES: [usize; 2] = [1_000, 8_000];
const RUNS: usize = 5;

fn file_of(hands: usize) -> String {
    let rules = HouseRules::tda_2024().betting;
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let table = RandomTable {
        seats: 6,
        min_players: 2,
        limit: false,
        variant: Variant::Holdem,
    };
    let histories: Vec<_> = (0..hands)
        .map(|_| export(&random_hand(&mut rng, table, &rules).unwrap()).unwrap())
        .collect();
    print_phhs(&histories)
}

fn main() {
    let rules = HouseRules::tda_2024().betting;
    let mut riffle = Vec::new();
    let mut toml_only = Vec::new();
    for hands in SIZES {
        let text = file_of(hands);
        let ours = median_seconds(RUNS, || {
            let histories = parse_any(&text).unwrap();
            assert_eq!(histories.len(), hands);
            for history in &histories {
                black_box(replay(history, &rules).unwrap());
            }
        });
        let peer = median_seconds(RUNS, || {
            black_box(toml::de::DeTable::parse(&text).unwrap());
        });
        println!(
            "{{\"bench\":\"phh_import\",\"impl\":\"riffle\",\"hands\":{hands},\"bytes\":{},\"seconds\":{ours:.4}}}",
            text.len()
        );
        println!(
            "{{\"bench\":\"phh_import\",\"impl\":\"toml_parse_only\",\"hands\":{hands},\"seconds\":{peer:.4}}}"
        );
        riffle.push(ours);
        toml_only.push(peer);
    }
    println!(
        "{{\"bench\":\"phh_import\",\"impl\":\"riffle\",\"ratio_8k_to_1k\":{:.2},\"toml_parse_only_ratio_8k_to_1k\":{:.2}}}",
        riffle[1] / riffle[0],
        toml_only[1] / toml_only[0]
    );
}
