//! `riffle export`: results, hands, rulings and the full history of a tournament, for the
//! organiser's records and other programs.

use super::CliResult;
use crate::store;
use crate::store::session::View;
use chrono::Utc;
use clap::{Args, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct ExportArgs {
    /// What to export.
    what: What,
    /// The tournament folder.
    #[arg(long, value_name = "PATH")]
    tournament: PathBuf,
    /// Write to this file instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
    /// Hands as PHH (for other programs) or as readable text.
    #[arg(long, value_enum, default_value = "phh")]
    format: HandFormat,
    /// Language of the move slips and the payout sheet.
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
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum HandFormat {
    Phh,
    Text,
}

pub fn run(args: &ExportArgs) -> CliResult {
    // Read-only: an export works while the app has the tournament open.
    let session = View::open(&args.tournament)?;
    for notice in session.notices() {
        eprintln!("notice: {notice}");
    }
    let tournament = session.tournament();
    let text = match (args.what, args.format) {
        (What::Results, _) => store::export::results_csv(tournament),
        (What::Hands, HandFormat::Phh) => {
            let (text, left_out) = store::export::hands_phh(tournament);
            if left_out > 0 {
                eprintln!(
                    "{left_out} hand(s) left out: PHH has no pot-limit hold'em; export them as text"
                );
            }
            text
        }
        (What::Hands, HandFormat::Text) => store::export::hands_text(tournament),
        (What::History, _) => store::export::history_text(tournament, &session.read_commands()?),
        (What::Rulings, _) => store::export::rulings_text(tournament),
        (What::Slips, _) => return write_slips(args, tournament),
        (What::Payouts, _) => return write_payout_sheet(args, tournament),
    };
    store::write_output(args.output.as_deref(), &text)?;
    Ok(ExitCode::SUCCESS)
}

/// Move slips are a PDF file, never text on standard output.
fn write_slips(args: &ExportArgs, tournament: &crate::tournament::Tournament) -> CliResult {
    let Some(path) = pdf_path(args, "move slips are a PDF") else {
        return Ok(ExitCode::FAILURE);
    };
    let slips = tournament.move_slips();
    if slips.is_empty() {
        eprintln!("no player has moved yet and no table is breaking: there is no slip to print");
        return Ok(ExitCode::FAILURE);
    }
    store::slips::write_move_slips(path, tournament.name(), &slips, args.lang.lang())?;
    Ok(ExitCode::SUCCESS)
}

/// The payout sheet and receipts, worded as the app prints them, at the time of the export.
fn write_payout_sheet(args: &ExportArgs, tournament: &crate::tournament::Tournament) -> CliResult {
    let Some(path) = pdf_path(args, "the payout sheet is a PDF") else {
        return Ok(ExitCode::FAILURE);
    };
    let texts = crate::ui::i18n::Texts::of(args.lang.lang());
    let sheet = crate::ui::panels::payouts::print::payout_sheet(tournament, texts, Utc::now());
    store::payout_sheet::write_payout_sheet(path, &sheet)?;
    Ok(ExitCode::SUCCESS)
}

/// The file a PDF export is written to: a PDF is never written to standard output, so
/// without one the TD is told `why` and asked for a file.
fn pdf_path<'a>(args: &'a ExportArgs, why: &str) -> Option<&'a std::path::Path> {
    let path = args.output.as_deref();
    if path.is_none() {
        eprintln!("{why}: name the file with -o FILE.pdf");
    }
    path
}
