//! `riffle export`: results, hands, rulings and the full history of a tournament, for the
//! organiser's records and other programs.

use super::{CliResult, Refused};
use chrono::Utc;
use clap::{Args, ValueEnum};
use riffle_store as store;
use riffle_store::session::View;
use riffle_text::{Say, fill};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// What to export.
    what: What,
    /// The tournament folder.
    #[arg(long, value_name = "PATH", required_unless_present = "league")]
    tournament: Option<PathBuf>,
    /// The league file whose season's results sheet to write (with `sheet`): the season's
    /// header and a row per player of the standings.
    #[arg(long, value_name = "LEAGUE.ron", conflicts_with = "tournament")]
    league: Option<PathBuf>,
    /// Write to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Hands as PHH (for other programs) or as readable text.
    #[arg(long, value_enum, default_value = "phh")]
    format: HandFormat,
    /// The club's database, for the players' names and countries on the results sheet: a
    /// file, `sqlite://FILE` or `postgres://...`. By default `RIFFLE_DATABASE_URL`, else
    /// `players.sqlite` beside the tournament folder, when there is one.
    #[arg(long, value_name = "URL")]
    database: Option<String>,
    /// The venue server's address for the table cards' QR codes, as phones type it
    /// (`http://192.168.1.20:8080/`). By default the address the tournament is served on, or
    /// was last served on.
    #[arg(long, value_name = "URL")]
    url: Option<String>,
    /// Language of the move slips, the payout sheet, the text exports and the messages.
    #[arg(long, value_enum, default_value = "en")]
    lang: super::rules::Language,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum What {
    /// Places, prizes and chip counts as CSV.
    Results,
    /// The logged hands.
    Hands,
    /// Every command with its time, undone ones marked.
    History,
    /// Every ruling and penalty with its time, table, hand and rules cited.
    Rulings,
    /// Move slips and seat cards as a PDF, one page per player: the seats a pending table break
    /// hands out, else the last moves carried out (needs `-o FILE.pdf`).
    Slips,
    /// The payout sheet (pool, fee, overlay, the prize of every paid place) and a receipt per
    /// paid player, as a PDF (needs `-o FILE.pdf`).
    Payouts,
    /// Seat cards as a PDF, one page per player: the seats the draw, a late registration, a
    /// break's moves or a pending instruction hand out (needs `-o FILE.pdf`).
    Seats,
    /// The seating list as a PDF: every player by name with table and seat, then every table
    /// with its seats (needs `-o FILE.pdf`).
    Seating,
    /// The results sheet for the Hendon Mob and leagues: the event's header (venue, country,
    /// dates, currency, the money, the field, the rankings' flags) and a row per paid place
    /// with names and countries from the club's database; CSV, or a workbook with `-o F.xlsx`.
    Sheet,
    /// Each dealer's minutes, hours and hands at each table so far, as CSV for the payroll.
    Dealers,
    /// A card a table as a PDF, to set on the table: its number in large type and a QR code
    /// that opens the dealer page for that table; the dealer still types the PIN (needs
    /// `-o FILE.pdf`; the address is the venue server's, or `--url`).
    TableCards,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum HandFormat {
    Phh,
    Text,
}

pub fn run(args: &ExportArgs) -> CliResult {
    let lang = args.lang.lang();
    let refused = |error: &dyn Say| Refused::new(lang, error);
    let folder = match (&args.tournament, &args.league, args.what) {
        (_, Some(league), What::Sheet) => {
            return super::sheet::write_season(
                args.output.as_deref(),
                args.database.as_deref(),
                league,
                lang,
            );
        }
        (Some(folder), None, _) => folder,
        _ => {
            let why = words(lang).text("LeagueIsForSheet");
            return Err(Refused::worded(lang, why.to_string()).into());
        }
    };
    // Read-only: an export works while the app has the tournament open.
    let session = View::open(folder).map_err(|e| refused(&e))?;
    for notice in session.notices() {
        let word = words(lang).text("Notice");
        eprintln!("{}", riffle_text::labelled(lang, word, &notice.say(lang)));
    }
    let tournament = session.tournament();
    let text = match (args.what, args.format) {
        (What::Results, _) => {
            // A re-entered player placed as the tournament's league file says.
            let of = store::league_file::places_of_event(folder);
            store::export::results_csv(tournament, of)
        }
        (What::Dealers, _) => store::export::dealer_hours_csv(tournament, Utc::now()),
        (What::Hands, HandFormat::Phh) => {
            let (text, left_out) = store::export::hands_phh(tournament);
            if left_out > 0 {
                eprintln!("{}", fill!(words(lang), "PhhLeftOut", left_out));
            }
            text
        }
        (What::Hands, HandFormat::Text) => store::export::hands_text(tournament, lang),
        (What::History, _) => {
            let commands = session.read_commands().map_err(|e| refused(&e))?;
            store::export::history_text(tournament, &commands, lang)
        }
        (What::Rulings, _) => store::export::rulings_text(tournament, lang),
        (What::Slips, _) => return write_slips(args, tournament),
        (What::Payouts, _) => return write_payout_sheet(args, tournament),
        (What::Seats, _) => return write_seat_cards(args, tournament),
        (What::Seating, _) => return write_seating_list(args, tournament),
        (What::TableCards, _) => return write_table_cards(args, folder, tournament),
        (What::Sheet, _) => {
            return super::sheet::write(
                args.output.as_deref(),
                args.database.as_deref(),
                folder,
                tournament,
                lang,
            );
        }
    };
    store::write_output(args.output.as_deref(), &text).map_err(|e| refused(&e))?;
    Ok(ExitCode::SUCCESS)
}

/// Seat cards are a PDF file: the last seats handed out, one page a player.
fn write_seat_cards(args: &ExportArgs, tournament: &riffle_tournament::Tournament) -> CliResult {
    let lang = args.lang.lang();
    write_pdf(args, "SeatCardsArePdf", "NoSeatCards", || {
        let cards = tournament.seat_cards();
        (!cards.is_empty()).then(|| store::slips::move_slips_pdf(tournament.name(), &cards, lang))
    })
}

/// The seating list is a PDF file: by name, then by table.
fn write_seating_list(args: &ExportArgs, tournament: &riffle_tournament::Tournament) -> CliResult {
    let lang = args.lang.lang();
    write_pdf(args, "SeatingIsPdf", "NobodySeated", || {
        let seated = tournament.seating();
        (!seated.is_empty())
            .then(|| store::slips::seating_list_pdf(tournament.name(), &seated, lang))
    })
}

/// Table cards are a PDF file: a page an open table, with a QR code of the dealer page for it
/// at the venue server's address (given, or the one the tournament is or was served on).
fn write_table_cards(
    args: &ExportArgs,
    folder: &std::path::Path,
    tournament: &riffle_tournament::Tournament,
) -> CliResult {
    let lang = args.lang.lang();
    let base = match &args.url {
        Some(url) if url.starts_with("http://") || url.starts_with("https://") => {
            riffle_server::typed_card_url(url).map_err(|refusal| Refused::new(lang, &refusal))?
        }
        Some(url) => {
            eprintln!("{}", fill!(words(lang), "BadUrl", url));
            return Ok(ExitCode::FAILURE);
        }
        None => match riffle_server::served_url(folder) {
            Ok(Some(url)) => url,
            Ok(None) => {
                eprintln!("{}", words(lang).text("NeverServed"));
                return Ok(ExitCode::FAILURE);
            }
            Err(refusal) => return Err(Refused::new(lang, &refusal).into()),
        },
    };
    write_pdf(args, "TableCardsArePdf", "NoTablesOpen", || {
        let tables: Vec<_> = tournament.floor().tables().map(|t| t.number()).collect();
        (!tables.is_empty())
            .then(|| store::table_cards::table_cards_pdf(tournament.name(), &base, &tables, lang))
    })
}

/// Move slips are a PDF file, never text on standard output.
fn write_slips(args: &ExportArgs, tournament: &riffle_tournament::Tournament) -> CliResult {
    let lang = args.lang.lang();
    write_pdf(args, "SlipsArePdf", "NoSlips", || {
        let slips = tournament.move_slips();
        (!slips.is_empty()).then(|| store::slips::move_slips_pdf(tournament.name(), &slips, lang))
    })
}

/// A PDF of pages there may be none of: written to the file named with `-o` (else the sentence
/// `is_pdf` asks for one), or, when `pages` has nothing to print, the sentence `nothing` and a
/// failing exit code, and no file.
fn write_pdf(
    args: &ExportArgs,
    is_pdf: &str,
    nothing: &str,
    pages: impl FnOnce() -> Option<Vec<u8>>,
) -> CliResult {
    let lang = args.lang.lang();
    let Some(path) = pdf_path(args, words(lang).text(is_pdf)) else {
        return Ok(ExitCode::FAILURE);
    };
    let Some(pdf) = pages() else {
        eprintln!("{}", words(lang).text(nothing));
        return Ok(ExitCode::FAILURE);
    };
    store::pdf::write(path, &pdf).map_err(|e| Refused::new(lang, &e))?;
    Ok(ExitCode::SUCCESS)
}

/// The payout sheet and receipts, worded as the app prints them, at the time of the export.
fn write_payout_sheet(args: &ExportArgs, tournament: &riffle_tournament::Tournament) -> CliResult {
    let why = words(args.lang.lang()).text("PayoutSheetIsPdf");
    let Some(path) = pdf_path(args, why) else {
        return Ok(ExitCode::FAILURE);
    };
    let sheet = store::payout_sheet::of(tournament, args.lang.lang(), Utc::now());
    store::payout_sheet::write_payout_sheet(path, &sheet)
        .map_err(|e| Refused::new(args.lang.lang(), &e))?;
    Ok(ExitCode::SUCCESS)
}

/// The file a PDF export is written to: a PDF is never written to standard output, so
/// without one the TD is told `why` and asked for a file.
fn pdf_path<'a>(args: &'a ExportArgs, why: &str) -> Option<&'a std::path::Path> {
    let path = args.output.as_deref();
    if path.is_none() {
        eprintln!("{}", fill!(words(args.lang.lang()), "NamePdf", why));
    }
    path
}

riffle_text::sentence_file!(fn words = "cli_export.ron" at the workspace root);
