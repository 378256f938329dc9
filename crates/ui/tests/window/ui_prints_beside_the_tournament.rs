//! Printing from the window: seat cards after the draw, the seating list and the table cards
//! from the Tables tab's Print menu, written to a `prints` folder beside the tournament's folder
//! (never inside it), each print a new file, and the notice slot saying where it is with a
//! button to its folder. A table card's QR code opens the dealer page for its table at the
//! venue server's address, so the cards wait for the server to have one.

use crate::ui_common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use riffle_ui::app::App;
use riffle_ui::panels::Tab;
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn window(folder: &Path) -> Harness<'static, App> {
    let setup = riffle_tournament::Setup {
        name: "Friday".into(),
        structure: riffle_tournament::StructureSource::BuiltIn,
        house_rules: None,
        seats_per_table: 9,
    };
    let mut session =
        riffle_store::session::Session::create(&folder.join("Friday"), &setup, ui_common::t0())
            .unwrap();
    for command in ui_common::seated(&["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Zoé"]) {
        session.execute(&command, ui_common::t0()).unwrap();
    }
    let config = riffle_ui::app::Config {
        now: Arc::new(ui_common::t0),
        open_prints: false,
        ..riffle_ui::app::Config::default()
    };
    let backend = riffle_ui::backend::WriterBackend::new(session);
    let app = App::new(Some(Box::new(backend)), config);
    let mut harness = Harness::builder()
        .with_size(egui::Vec2::new(1600.0, 1000.0))
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    harness.state_mut().set_tab(Tab::Tables);
    harness.run();
    harness
}

fn printed(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder.join("prints"))
        .map(|dir| dir.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files
}

fn pages(pdf: &Path) -> usize {
    let bytes = std::fs::read(pdf).unwrap();
    let text = String::from_utf8_lossy(&bytes);
    text.matches("/Type /Page\n").count() + text.matches("/Type /Page ").count()
}

fn print(harness: &mut Harness<'static, App>, item: &str) {
    ui_common::click(harness, "Print");
    ui_common::click(harness, item);
}

#[test]
fn seat_cards_after_the_draw_go_to_the_prints_folder_one_page_a_player() {
    let tmp = tempfile::tempdir().unwrap();
    let mut harness = window(tmp.path());
    print(&mut harness, "Seat cards");
    let files = printed(tmp.path());
    assert_eq!(files.len(), 1, "{files:?}");
    let name = files[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.starts_with("Friday-seat-cards-"), "{name}");
    assert_eq!(pages(&files[0]), 8);
    assert!(
        !tmp.path().join("Friday").join(&name).exists(),
        "nothing printed inside the tournament's folder"
    );
    harness.get_by_label_contains(&format!("Printed to {}", files[0].display()));
    harness.get_by_label("Open its folder");

    // A second print never replaces the first.
    print(&mut harness, "Seat cards");
    assert_eq!(printed(tmp.path()).len(), 2);
}

#[test]
fn the_seating_list_is_printed_from_the_same_menu() {
    let tmp = tempfile::tempdir().unwrap();
    let mut harness = window(tmp.path());
    print(&mut harness, "Seating list");
    let files = printed(tmp.path());
    assert_eq!(files.len(), 1, "{files:?}");
    let text = String::from_utf8_lossy(&std::fs::read(&files[0]).unwrap()).into_owned();
    assert!(text.contains("(Seating by name) Tj"), "{text}");
}

#[test]
fn table_cards_wait_for_an_address_a_phone_opens() {
    let tmp = tempfile::tempdir().unwrap();
    let mut harness = window(tmp.path());
    print(&mut harness, "Table cards");
    assert_eq!(
        harness.state().refusal().as_deref(),
        Some(
            "The table cards hold the venue server's address: start it in Settings > Venue \
             network, then print them."
        )
    );
    assert!(printed(tmp.path()).is_empty());

    // Served on this computer only: no phone opens 127.0.0.1, and the TD is told where to
    // serve (the cards' address on the venue's network is checked in the server's tests, and
    // rendered and read back below, without listening there).
    let url = ui_common::serve_from_settings(&mut harness, Tab::Tables);
    print(&mut harness, "Table cards");
    let port = url
        .trim_end_matches('/')
        .rsplit(':')
        .next()
        .unwrap()
        .to_string();
    let refusal = harness.state().refusal().unwrap_or_default();
    assert!(
        refusal.starts_with(&format!(
            "the table cards would hold {url}, which only this computer opens, not a phone: \
             serve the tournament on the venue's network at 0.0.0.0:{port}"
        )),
        "{refusal}"
    );
    assert!(
        printed(tmp.path()).is_empty(),
        "no card holds an address no phone opens"
    );
}

/// The printouts rendered to PNG with `pdftoppm` (poppler), for a person to look at: the seat
/// cards, the seating list, the table cards (whose code is read back with `zbarimg`) and a
/// payout sheet with a recorded deal. Needs `pdftoppm` and `zbarimg`: run by `.ci/run` with
/// `--ignored`.
#[test]
#[ignore = "needs pdftoppm and zbarimg: run by .ci/run"]
fn the_printouts_render_to_png() {
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("prints-rendered");
    std::fs::create_dir_all(&out).unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let mut harness = window(tmp.path());
    print(&mut harness, "Seat cards");
    print(&mut harness, "Seating list");
    // Heads-up, Ann and Zoé agree a deal: the payout sheet prints it.
    let mut commands = Vec::new();
    for name in ["Bob", "Cy", "Dee", "Eve", "Fay", "Gus"] {
        let player = ui_common::read(&harness, |t| {
            t.entries().iter().find(|e| e.name == name).unwrap().id
        });
        commands.push(ui_common::busted(player.0));
    }
    for command in commands {
        let mut shared = harness.state().shared().lock();
        let backend = shared.backend_mut().unwrap();
        backend.execute(&command, ui_common::t0()).unwrap();
    }
    harness.run();
    let (ann, zoe) = ui_common::read(&harness, |t| {
        let id = |n: &str| t.entries().iter().find(|e| e.name == n).unwrap().id;
        (id("Ann"), id("Zoé"))
    });
    let deal = riffle_tournament::Command::AgreeDeal {
        shares: vec![
            riffle_tournament::Share {
                player: ann,
                amount: 3_000,
                chips: Some(100_000),
                agreed: true,
            },
            riffle_tournament::Share {
                player: zoe,
                amount: 2_000,
                chips: Some(60_000),
                agreed: true,
            },
        ],
        kept: 0,
    };
    {
        let mut shared = harness.state().shared().lock();
        let backend = shared.backend_mut().unwrap();
        backend.execute(&deal, ui_common::t0()).unwrap();
    }
    harness.state_mut().set_tab(Tab::Payouts);
    harness.run();
    ui_common::click(&mut harness, "Print the payout sheet and receipts");
    let mut files = printed(tmp.path());
    assert_eq!(files.len(), 3, "{files:?}");
    // The table cards for a server on the venue's network at 192.168.1.20, as `riffle export
    // table-cards --url` makes them: a test listens on loopback only.
    let cards = out.join("table-cards.pdf");
    let tables: Vec<_> = ui_common::read(&harness, |t| {
        t.floor().tables().map(|t| t.number()).collect()
    });
    let pdf = riffle_store::table_cards::table_cards_pdf(
        "Friday",
        "http://192.168.1.20:8080/",
        &tables,
        riffle_text::Lang::En,
    );
    std::fs::write(&cards, pdf).unwrap();
    files.push(cards);
    for (file, name) in (files.iter()).zip(["payout-sheet", "seat-cards", "seating", "table-cards"])
    {
        let status = std::process::Command::new("pdftoppm")
            .args(["-png", "-r", "50"])
            .arg(file)
            .arg(out.join(name))
            .status()
            .expect("pdftoppm is installed");
        assert!(status.success(), "{file:?}");
    }
    let rendered = std::fs::read_dir(&out).unwrap().count();
    assert!(rendered >= 4 + 8, "{rendered} pages rendered in {out:?}");
    // The first table card's code, read from the rendered page as a phone's camera would.
    let read = std::process::Command::new("zbarimg")
        .args(["-q", "--raw"])
        .arg(out.join("table-cards-1.png"))
        .output()
        .expect("zbarimg is installed");
    let url = String::from_utf8_lossy(&read.stdout);
    assert!(
        url.trim_end() == "http://192.168.1.20:8080/dealer?table=1",
        "the code reads {url:?}"
    );
}

#[test]
fn the_payouts_tab_writes_the_season_sheet_of_the_league_naming_the_event_and_offers_none_without()
{
    let tmp = tempfile::tempdir().unwrap();
    let mut harness = window(tmp.path());
    harness.state_mut().set_tab(Tab::Payouts);
    harness.run();
    // No league names the event: no sheet to ask for.
    assert!(harness.query_by_label("League season sheet").is_none());

    std::fs::write(
        tmp.path().join("friday-league.ron"),
        r#"League(name: "Friday League", season: "2026", tournaments: ["Friday"], points: Beaten(per_player: 1))"#,
    )
    .unwrap();
    // The league file is looked for again when the TD comes back to the tab.
    harness.state_mut().set_tab(Tab::Clock);
    harness.run();
    harness.state_mut().set_tab(Tab::Payouts);
    harness.run();
    ui_common::click(&mut harness, "League season sheet");
    let files = printed(tmp.path());
    assert_eq!(files.len(), 1, "{files:?}");
    let name = files[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        name.starts_with("Friday-season-sheet-") && name.ends_with(".xlsx"),
        "{name}"
    );
    assert!(
        std::fs::read(&files[0]).unwrap().starts_with(b"PK"),
        "a workbook"
    );
    harness.get_by_label_contains(&format!("Written to {}", files[0].display()));
}
