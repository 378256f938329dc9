//! TD3 save reading speed: a valid save on one line (as TD3 writes it) whose notes hold 5 MB
//! and then 50 MB of text, with some three thousand values after them, is read into its facts. Reading must grow with the file, not with
//! its square: `ratio_50_to_5` near 10 is linear (placing each value once counted the whole
//! line before it, 45 s for 50 MB of notes). The peer is a bare pass over the same bytes
//! looking for quotes, the floor any reader pays. Real saves are under 0.25 MB.

mod timing;
use riffle_store::td3::parse_save;
use std::hint::black_box;
use std::path::Path;
use timing::median_seconds;

const MEGABYTES: [usize; 2] = [5, 50];
const RUNS: usize = 3;

/// The club night fixture on one line, its tournament notes `megabytes` long.
fn save_of(megabytes: usize) -> String {
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("crates/store/tests/fixtures/td3/club_night.tdt");
    let text = std::fs::read_to_string(fixture).unwrap().replace('\n', " ");
    let line = "Table 3 broke at 21:40, seats drawn again. ";
    let notes = line.repeat(megabytes * 1_000_000 / line.len());
    // Three hundred more levels after the notes: the many values of a real save, each placed
    // on the notes' line.
    let round = "new GameRound({Minutes: 15, SmallBlind: 200, BigBlind: 400, Ante: 50, GameType: 2, GameName: \"Texas Hold 'Em\", Limits: [0, 0], Notes: \"\"}), ";
    text.replacen("Notes: \"\"", &format!("Notes: \"{notes}\""), 1)
        .replacen(
            "Levels: new GameLevels({Levels: [",
            &format!("Levels: new GameLevels({{Levels: [{}", round.repeat(300)),
            1,
        )
}

fn main() {
    let file = Path::new("club_night.tdt");
    let mut ours = Vec::new();
    let mut bare = Vec::new();
    for megabytes in MEGABYTES {
        let text = save_of(megabytes);
        let riffle = median_seconds(RUNS, || {
            let save = parse_save(&text, file).unwrap();
            assert_eq!(save.players.len(), 5);
            black_box(save);
        });
        let peer = median_seconds(RUNS, || {
            black_box(text.bytes().filter(|&b| b == b'"').count());
        });
        println!(
            "{{\"bench\":\"td3_read\",\"impl\":\"riffle\",\"notes_mb\":{megabytes},\"bytes\":{},\"seconds\":{riffle:.4}}}",
            text.len()
        );
        println!(
            "{{\"bench\":\"td3_read\",\"impl\":\"bare_quote_scan\",\"notes_mb\":{megabytes},\"seconds\":{peer:.4}}}"
        );
        ours.push(riffle);
        bare.push(peer);
    }
    println!(
        "{{\"bench\":\"td3_read\",\"impl\":\"riffle\",\"ratio_50_to_5\":{:.2},\"bare_ratio_50_to_5\":{:.2}}}",
        ours[1] / ours[0],
        bare[1] / bare[0]
    );
}
