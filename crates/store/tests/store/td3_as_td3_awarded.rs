//! A TD3 save imported as TD3 had it: each prize as TD3 awarded it (what TD3 paid no place is
//! the house's, never the winner's), each player placed once among players (a re-entry's
//! player is one player; each entry's bust stays in the history), each link made by a name
//! alone said with both TD3 ids, one bad byte damaging one text only, and a refusal of
//! several prices carried as price profiles. Saves written by hand from `club_night.tdt`.

use riffle_core::floor::PlayerId;
use riffle_core::structure::Sold;
use riffle_store::players::{Database, Location};
use riffle_store::session::View;
use riffle_store::sheet::{Sheet, read_csv};
use riffle_store::td3::{self, NotCarried};
use riffle_text::{Lang, Say};
use std::path::{Path, PathBuf};

fn club_night() -> String {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/td3/club_night.tdt");
    std::fs::read_to_string(file).unwrap()
}

/// `club_night.tdt` with each `(from, to)` replaced once, written as `name` in `dir`.
fn variant(dir: &Path, name: &str, changes: &[(&str, &str)]) -> PathBuf {
    let mut text = club_night();
    for (from, to) in changes {
        assert!(text.contains(from), "{from}");
        text = text.replacen(from, to, 1);
    }
    let file = dir.join(name);
    std::fs::write(&file, text).unwrap();
    file
}

fn entries_of(event: &td3::Imported, uuid: &str) -> Vec<PlayerId> {
    (event.entries.iter())
        .filter(|(_, u)| u == uuid)
        .map(|(id, _)| *id)
        .collect()
}

fn prize_of(view: &View, id: PlayerId) -> u64 {
    (view.tournament().standings().iter())
        .find(|s| s.player == id)
        .map_or(0, |s| s.prize)
}

#[test]
fn fixed_prizes_below_the_pool_pay_each_place_as_td3_did_and_the_rest_is_the_houses() {
    let tmp = tempfile::tempdir().unwrap();
    // TD3 paid 234 and 56 of a pool of 390: the club kept 100.
    let file = variant(
        tmp.path(),
        "fixed_prizes.tdt",
        &[("CalculatedAmount: 156", "CalculatedAmount: 56")],
    );
    let location = Location::Sqlite(tmp.path().join("players.sqlite"));
    let done = td3::import(&[file], &tmp.path().join("events"), Some(&location)).unwrap();
    let event = &done.events[0];
    let view = View::open(&event.folder).unwrap();
    let t = view.tournament();
    assert_eq!(t.prize_pool(), 390);
    assert_eq!(
        prize_of(&view, entries_of(event, "a1")[0]),
        234,
        "the winner is paid TD3's award, not the pool's rest"
    );
    assert_eq!(prize_of(&view, entries_of(event, "c3")[0]), 56);
    let paid: u64 = t.standings().iter().map(|s| s.prize).sum();
    assert_eq!(paid, 290, "no place is paid what TD3 did not pay");
    let kept = t.kept().expect("the house's share is recorded");
    assert_eq!((kept.amount, kept.fund.as_deref()), (100, None));
    assert!(
        event.notes.contains(&NotCarried::KeptByHouse {
            paid: 290,
            pool: 390
        }),
        "{:?}",
        event.notes
    );
    let said = NotCarried::KeptByHouse {
        paid: 290,
        pool: 390,
    }
    .say(Lang::En);
    assert!(said.contains("100") && said.contains("house"), "{said}");

    // The results sheet says it, and reads back.
    let sheet = Sheet::of(t, Default::default(), &|_: &str| None);
    assert_eq!(sheet.header.kept, 100);
    assert_eq!(
        sheet.rows.iter().map(|r| r.prize).collect::<Vec<_>>(),
        [234, 56]
    );
    for lang in [Lang::En, Lang::Fr] {
        assert_eq!(read_csv(&sheet.csv(lang)).unwrap(), sheet);
    }

    // The club's database has TD3's awards.
    let database = Database::open(&location).unwrap();
    let ann = database.history_of("Ann").unwrap().unwrap();
    assert_eq!(ann.events[0].prize, 234);
    let cy = database.history_of("Cy").unwrap().unwrap();
    assert_eq!(cy.events[0].prize, 56);
}

#[test]
fn the_td_may_keep_part_of_the_pool_for_a_named_fund_and_never_more_than_the_pool() {
    let tmp = tempfile::tempdir().unwrap();
    // TD3 paid exactly the pool: nothing is kept, nothing said.
    let done = td3::import(
        &[variant(tmp.path(), "whole_pool.tdt", &[])],
        &tmp.path().join("events"),
        None,
    )
    .unwrap();
    let event = &done.events[0];
    assert!(
        !(event.notes.iter()).any(|n| matches!(n, NotCarried::KeptByHouse { .. })),
        "{:?}",
        event.notes
    );
    let view = View::open(&event.folder).unwrap();
    assert_eq!(view.tournament().kept(), None);
    assert_eq!(prize_of(&view, entries_of(event, "a1")[0]), 234);
}

#[test]
fn a_re_entrys_player_is_placed_once_among_players_and_each_bust_stays_in_the_history() {
    let tmp = tempfile::tempdir().unwrap();
    // Eve busts first, before Bob's first entry: 6 entries, 5 players.
    let file = variant(
        tmp.path(),
        "eve_first.tdt",
        &[(
            "BustOut: new GameBustOut({Time: 1700004200000, Round: 4,",
            "BustOut: new GameBustOut({Time: 1700001000000, Round: 1,",
        )],
    );
    let location = Location::Sqlite(tmp.path().join("players.sqlite"));
    let done = td3::import(&[file], &tmp.path().join("events"), Some(&location)).unwrap();
    let event = &done.events[0];
    assert!(
        event.notes.contains(&NotCarried::PlacesByPlayer {
            players: 5,
            entries: 6,
            of: Default::default()
        }),
        "the summary says how places were counted: {:?}",
        event.notes
    );
    // The tournament keeps each entry's bust: Eve's entry is 6th of 6 entries, Bob's two
    // entries 5th and 4th.
    let view = View::open(&event.folder).unwrap();
    let standings = view.tournament().standings();
    let entry_place = |id: PlayerId| standings.iter().find(|s| s.player == id).unwrap().place;
    let bob = entries_of(event, "b2");
    assert_eq!(entry_place(entries_of(event, "e5")[0]), 6);
    assert_eq!((entry_place(bob[0]), entry_place(bob[1])), (5, 4));
    // Among players Eve is last of five, Bob fourth (his best entry).
    let database = Database::open(&location).unwrap();
    let place = |name: &str| database.history_of(name).unwrap().unwrap().events[0].place;
    assert_eq!(
        place("Eve"),
        Some(5),
        "last of 5 players, not 6th of 6 entries"
    );
    assert_eq!(place("Bob"), Some(4));
    assert_eq!(place("Ann"), Some(1));
    let places = riffle_store::player_places::player_places(view.tournament(), Default::default());
    assert_eq!(places.len(), 5);
    let last = riffle_store::player_places::player_places(
        view.tournament(),
        riffle_store::player_places::PlaceOf::Last,
    );
    let bob_last = last.iter().find(|p| p.entries == bob).unwrap();
    assert_eq!(bob_last.place, Some(4), "Bob's last entry was his best");
}

#[test]
fn two_td3_players_of_one_name_are_linked_with_a_line_naming_both_td3_ids() {
    let tmp = tempfile::tempdir().unwrap();
    // Dee is registered in TD3 as a second "Cy", with her own TD3 id.
    let file = variant(
        tmp.path(),
        "two_cys.tdt",
        &[("Nickname: \"Dee\"", "Nickname: \"Cy\"")],
    );
    let location = Location::Sqlite(tmp.path().join("players.sqlite"));
    let done = td3::import(&[file], &tmp.path().join("events"), Some(&location)).unwrap();
    let links = &done.database.as_ref().unwrap().linked_by_name;
    assert_eq!(links.len(), 1, "{links:?}");
    let link = &links[0];
    assert_eq!(
        (link.name.as_str(), link.uuid.as_str(), link.before.clone()),
        ("Cy", "d4", vec!["c3".to_string()])
    );
    for lang in [Lang::En, Lang::Fr] {
        let said = link.say(lang);
        assert!(said.contains("c3") && said.contains("d4"), "{said}");
    }
    assert_ne!(link.say(Lang::En), link.say(Lang::Fr));
}

#[test]
fn one_bad_byte_damages_one_name_and_is_said_the_rest_keeps_its_accents() {
    let tmp = tempfile::tempdir().unwrap();
    let mut bytes = club_night()
        .replacen("Nickname: \"Ann\"", "Nickname: \"Anaïs\"", 1)
        .into_bytes();
    // Cy's name written with one Latin-1 byte (é) in an otherwise UTF-8 file.
    let at = find(&bytes, b"Nickname: \"Cy\"").unwrap() + b"Nickname: \"".len();
    bytes.splice(at..at + 2, b"C\xe9line".iter().copied());
    let file = tmp.path().join("bad_byte.tdt");
    std::fs::write(&file, &bytes).unwrap();
    let done = td3::import(&[file], &tmp.path().join("events"), None).unwrap();
    let event = &done.events[0];
    let names: Vec<&str> = event.players.iter().map(|p| p.name.as_str()).collect();
    assert!(names.contains(&"Anaïs"), "UTF-8 stays UTF-8: {names:?}");
    assert!(names.contains(&"Céline"), "the bad text alone: {names:?}");
    let note = (event.notes.iter())
        .find(|n| matches!(n, NotCarried::Latin1 { .. }))
        .expect("the bad byte is said");
    assert_eq!(
        note,
        &NotCarried::Latin1 {
            count: 1,
            first: "Céline".into(),
            line: 19
        }
    );
    assert!(note.say(Lang::En).contains("Céline"));
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

#[test]
fn an_entry_sold_at_another_fee_profile_is_carried_as_a_price_profile_of_the_structure() {
    let tmp = tempfile::tempdir().unwrap();
    // Dee bought TD3's "Early bird": 70 with a rake of 20 (50 to the pool, as the others) and
    // 12,000 chips instead of 10,000.
    let file = variant(
        tmp.path(),
        "early_bird.tdt",
        &[
            (
                "Time: 1700000003000, Round: 1, Amount: 60, PersonalBounty: 0, Rake: new PerPlayerRake([10]), Chips: 10000, Points: 0,",
                "Time: 1700000003000, Round: 1, Amount: 70, PersonalBounty: 0, Rake: new PerPlayerRake([20]), Chips: 12000, Points: 0,",
            ),
            (
                "BustOut: new GameBustOut({Time: 1700005400000, Round: 5, HitmanUUID: [\"a1\"]}), ProfileName: \"Standard\"",
                "BustOut: new GameBustOut({Time: 1700005400000, Round: 5, HitmanUUID: [\"a1\"]}), ProfileName: \"Early bird\"",
            ),
        ],
    );
    let done = td3::import(&[file], &tmp.path().join("events"), None).unwrap();
    let event = &done.events[0];
    let view = View::open(&event.folder).unwrap();
    let t = view.tournament();
    let profiles = &t.structure().profiles;
    assert_eq!(profiles.len(), 1, "{profiles:?}");
    let early = &profiles[0];
    assert_eq!(
        (
            early.name.as_str(),
            early.sold,
            early.price,
            early.fee,
            early.stack,
            early.from_level,
            early.until_level
        ),
        ("Early bird", Sold::Entry, 50, 20, 12_000, Some(1), Some(1))
    );
    let dee = entries_of(event, "d4")[0];
    assert_eq!(
        t.entry(dee).unwrap().profiles,
        ["Early bird"],
        "Dee's entry was sold at it"
    );
    let cashier = t.cashier().unwrap();
    assert_eq!(
        (cashier.prize_pool, cashier.fees),
        (390, 70),
        "the pool as TD3's, the rake as each paid it"
    );
    // Nothing refused, and the structure written alone carries the profile too.
    let (written, _) = td3::structure_file(&tmp.path().join("early_bird.tdt")).unwrap();
    assert!(written.contains("Early bird"), "{written}");
}

#[test]
fn a_td3_nickname_with_no_surname_is_kept_whole_on_the_sheet() {
    let tmp = tempfile::tempdir().unwrap();
    // Ann is "Erik S" in TD3, with neither a first name nor a surname; Cy has a surname.
    let file = variant(
        tmp.path(),
        "erik_s.tdt",
        &[(
            "Nickname: \"Ann\", Firstname: \"Anne\", Lastname: \"Dupré\"",
            "Nickname: \"Erik S\", Firstname: \"\", Lastname: \"\"",
        )],
    );
    let location = Location::Sqlite(tmp.path().join("players.sqlite"));
    let done = td3::import(&[file], &tmp.path().join("events"), Some(&location)).unwrap();
    let database = Database::open(&location).unwrap();
    let found = database
        .names_and_countries(&["Erik S".to_string()])
        .unwrap();
    let erik = found[0].clone().expect("Erik S is the club's player");
    assert!(erik.no_surname);
    assert_eq!(
        erik.first_name_and_surname(),
        ("Erik S".to_string(), String::new())
    );
    let view = View::open(&done.events[0].folder).unwrap();
    let known = |name: &str| {
        database
            .names_and_countries(&[name.to_string()])
            .unwrap()
            .remove(0)
    };
    let sheet = Sheet::of(view.tournament(), Default::default(), &known);
    let first = &sheet.rows[0];
    assert_eq!(
        (
            first.first_name.as_str(),
            first.surname.as_str(),
            first.alias.as_str()
        ),
        ("Erik S", "", "Erik S"),
        "not split into \"Erik\" and \"S\""
    );
    assert_eq!(first.country, "France");
}
