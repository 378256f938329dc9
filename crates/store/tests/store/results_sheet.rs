//! The results sheet sent to the Hendon Mob and to leagues: the event's header and one row per
//! paid place, written and read back field by field, with accented names, names a spreadsheet
//! would run as formulas, a deal and bounties.

use crate::tournament_common;
use riffle_core::structure::{Knockout, Structure, shipped};
use riffle_store::players::NameAndCountry;
use riffle_store::sheet::{Sheet, read_csv, read_lines};
use riffle_text::Lang;
use riffle_tournament::event_details::EventDetails;
use riffle_tournament::{Command, Setup, Share, StructureSource};
use tournament_common::*;

const TEN: [&str; 10] = [
    "Zoé Lefèvre",
    "=HYPERLINK(\"http://x\")",
    "+Bob",
    "Dee",
    "Eve",
    "Fay",
    "Gus",
    "Hal",
    "Ida",
    "Jo, the kid",
];

/// What the club's database knows of the players: Zoé's full name and country.
fn known(name: &str) -> Option<NameAndCountry> {
    match name {
        "Zoé Lefèvre" => Some(NameAndCountry::new("Zoé Lefèvre", Some("France"))),
        "+Bob" => Some(NameAndCountry::new("Robert De La Tour", Some("Belgique"))),
        _ => None,
    }
}

fn details() -> EventDetails {
    EventDetails {
        series: Some("Festival d'Été, Évian".into()),
        event_number: Some("#3".into()),
        venue: Some("Casino d'Évian".into()),
        city: Some("Évian-les-Bains".into()),
        country: Some("France".into()),
        currency: Some("eur".into()),
        charity: true,
        ..EventDetails::default()
    }
}

/// The home turbo's ten players: seven out, then the three left agree a deal.
fn with_a_deal() -> Td {
    let mut td = Td::new("home-turbo", 9);
    td.register(&TEN);
    td.ok(Command::SetEventDetails { details: details() });
    td.ok(Command::DrawSeats);
    for name in TEN[3..].iter().rev() {
        td.ok(Command::Eliminate {
            busts: vec![bust(td.id(name), None)],
            on_hand_for_hand_announcement: false,
        });
    }
    for (name, chips) in [(TEN[0], 30_000), (TEN[1], 20_000), (TEN[2], 10_000)] {
        let player = td.id(name);
        td.ok(Command::SetChips {
            player,
            chips,
            confirmed: false,
        });
    }
    let shares = [(TEN[0], 90), (TEN[1], 60), (TEN[2], 50)]
        .iter()
        .map(|&(name, amount)| Share {
            player: td.id(name),
            amount,
            chips: None,
            agreed: true,
        })
        .collect();
    td.ok(Command::AgreeDeal { shares, kept: 0 });
    td
}

#[test]
fn a_sheet_with_a_deal_reads_back_field_by_field_in_both_languages() {
    let td = with_a_deal();
    let sheet = Sheet::of(&td.tournament, Default::default(), &known);
    let h = &sheet.header;
    assert_eq!(h.venue, "Casino d'Évian");
    assert_eq!(h.currency, "EUR", "the code is kept in capitals");
    assert_eq!((h.entries, h.unique_players, h.re_entries), (10, 10, 0));
    assert_eq!((h.buy_in, h.prize_pool, h.places_paid), (20, 200, 3));
    assert!(h.charity && !h.satellite && !h.private);
    assert_eq!(h.game, "No-limit hold'em");
    assert_eq!(sheet.rows.len(), 3);
    let zoe = &sheet.rows[0];
    assert_eq!(
        (zoe.place, zoe.first_name.as_str(), zoe.surname.as_str()),
        (1, "Zoé", "Lefèvre")
    );
    assert_eq!(
        (zoe.country.as_str(), zoe.prize, zoe.deal),
        ("France", 90, true)
    );
    let bob = sheet.rows.iter().find(|r| r.alias == "+Bob").unwrap();
    assert_eq!(
        (bob.first_name.as_str(), bob.surname.as_str()),
        ("Robert", "De La Tour")
    );
    assert!(sheet.rows.iter().all(|r| r.deal), "the three made the deal");

    for lang in [Lang::En, Lang::Fr] {
        let csv = sheet.csv(lang);
        assert!(
            csv.contains("'=HYPERLINK") && csv.contains("'+Bob"),
            "formula-looking names are kept as text:\n{csv}"
        );
        assert!(!csv.contains(",=") && !csv.contains("\n="), "{csv}");
        assert_eq!(read_csv(&csv).unwrap(), sheet, "{csv}");
    }
    assert!(sheet.csv(Lang::Fr).contains("Tournoi caritatif,oui"));
    assert_eq!(read_xlsx(&sheet.xlsx(Lang::En).unwrap()), sheet);
}

/// A workbook read back by a spreadsheet reader.
fn read_xlsx(bytes: &[u8]) -> Sheet {
    use calamine::{Reader, Xlsx};
    let mut workbook: Xlsx<_> = Xlsx::new(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let range = workbook.worksheet_range_at(0).unwrap().unwrap();
    assert_eq!(range.start(), Some((0, 0)));
    read_lines(&xlsx_lines(bytes)).unwrap()
}

/// A workbook's first sheet as a spreadsheet reader sees it: each row's cells as text, numbers
/// as the whole numbers they are, the empty cells at the end of a row left out. The season's
/// sheet is read back the same way.
pub(crate) fn xlsx_lines(bytes: &[u8]) -> Vec<Vec<String>> {
    use calamine::{Data, Reader, Xlsx};
    let mut workbook: Xlsx<_> = Xlsx::new(std::io::Cursor::new(bytes.to_vec())).unwrap();
    let range = workbook.worksheet_range_at(0).unwrap().unwrap();
    range
        .rows()
        .map(|row| {
            let mut cells: Vec<String> = row
                .iter()
                .map(|cell| match cell {
                    Data::String(text) => text.clone(),
                    Data::Float(n) => format!("{n}"),
                    Data::Int(n) => n.to_string(),
                    Data::Empty => String::new(),
                    other => panic!("a cell the sheet never writes: {other:?}"),
                })
                .collect();
            while cells.last().is_some_and(String::is_empty) {
                cells.pop();
            }
            cells
        })
        .collect()
}

#[test]
fn a_bounty_events_sheet_gives_the_bounties_apart_from_the_prizes() {
    let mut structure: Structure = shipped("home-turbo").unwrap().unwrap();
    structure.bounty = 20;
    structure.knockout = Knockout::Fixed;
    let mut td = Td::with_setup(&Setup {
        name: "Bounty Friday".into(),
        structure: StructureSource::Inline(Box::new(structure)),
        house_rules: None,
        seats_per_table: 9,
    });
    td.register(&["Ann", "Bob", "Cy", "Dee", "Élodie"]);
    td.ok(Command::DrawSeats);
    for (out, by) in [
        ("Dee", "Ann"),
        ("Cy", "Élodie"),
        ("Bob", "Ann"),
        ("Élodie", "Ann"),
    ] {
        let mut b = bust(td.id(out), None);
        b.by = vec![td.id(by)];
        td.ok(Command::Eliminate {
            busts: vec![b],
            on_hand_for_hand_announcement: false,
        });
    }
    let sheet = Sheet::of(&td.tournament, Default::default(), &|_: &str| None);
    assert_eq!(sheet.header.bounty, 20);
    let ann = &sheet.rows[0];
    assert_eq!(
        (ann.alias.as_str(), ann.place, ann.bounties),
        ("Ann", 1, 80),
        "three heads won and Ann's own"
    );
    let elodie = sheet.rows.iter().find(|r| r.alias == "Élodie").unwrap();
    assert_eq!(elodie.bounties, 20, "Cy's head");
    assert!(
        sheet.rows.iter().all(|r| r.prize > 0 || r.bounties > 0),
        "a row for each place that won something"
    );
    assert_eq!(read_csv(&sheet.csv(Lang::En)).unwrap(), sheet);
    assert_eq!(read_xlsx(&sheet.xlsx(Lang::Fr).unwrap()), sheet);
}

#[test]
fn event_details_are_checked_at_the_door_and_journaled() {
    let mut td = Td::new("home-turbo", 9);
    let err = td.refused(Command::SetEventDetails {
        details: EventDetails {
            currency: Some("euros".into()),
            ..EventDetails::default()
        },
    });
    assert_eq!(
        err,
        "euros is not a currency code; type its three letters (ISO 4217), e.g. EUR, USD or SEK"
    );
    let err = td.refused(Command::SetEventDetails {
        details: EventDetails {
            venue: Some("Casino\nd'Évian".into()),
            ..EventDetails::default()
        },
    });
    assert!(err.contains("character"), "{err}");
    td.ok(Command::SetEventDetails { details: details() });
    assert_eq!(td.replayed().details(), td.tournament.details());
    assert_eq!(td.tournament.details().currency.as_deref(), Some("EUR"));
}

#[test]
fn a_damaged_sheet_is_refused_with_its_line() {
    let sheet = Sheet::of(&with_a_deal().tournament, Default::default(), &known);
    let csv = sheet.csv(Lang::En).replace("Entries,10", "Entries,ten");
    assert_eq!(
        read_csv(&csv).unwrap_err().to_string(),
        "line 14 of the sheet is not what a results sheet holds there"
    );
}
