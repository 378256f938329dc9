//! `riffle export`: results, hands, rulings and the full history of a tournament, for the
//! organiser's records and other programs.

use super::{CliResult, Refused};
use chrono::Utc;
use clap::{Args, ValueEnum};
use riffle_store as store;
use riffle_store::session::View;
use riffle_text::{Lang, Say};
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
    /// Language of the move slips, the payout sheet and the messages.
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
    let lang = args.lang.lang();
    let refused = |error: &dyn Say| Refused::new(lang, error);
    // Read-only: an export works while the app has the tournament open.
    let session = View::open(&args.tournament).map_err(|e| refused(&e))?;
    for notice in session.notices() {
        let word = pick(lang, "notice", "avis");
        eprintln!("{}", riffle_text::labelled(lang, word, &notice.say(lang)));
    }
    let tournament = session.tournament();
    let text = match (args.what, args.format) {
        (What::Results, _) => store::export::results_csv(tournament),
        (What::Hands, HandFormat::Phh) => {
            let (text, left_out) = store::export::hands_phh(tournament);
            if left_out > 0 {
                eprintln!(
                    "{}",
                    match lang {
                        Lang::En => format!(
                            "{left_out} hand(s) left out: PHH has no code for their game \
                             (pot-limit hold'em, the French rules' forced bets or spread limit); \
                             export them as text"
                        ),
                        Lang::Fr => format!(
                            "{left_out} main(s) laissée(s) de côté\u{a0}: le format PHH n'a pas \
                             de code pour leur jeu (hold'em pot-limit, mises forcées des règles \
                             françaises ou spread limit)\u{a0}; exportez-les en texte"
                        ),
                    }
                );
            }
            text
        }
        (What::Hands, HandFormat::Text) => store::export::hands_text(tournament),
        (What::History, _) => {
            let commands = session.read_commands().map_err(|e| refused(&e))?;
            store::export::history_text(tournament, &commands)
        }
        (What::Rulings, _) => store::export::rulings_text(tournament),
        (What::Slips, _) => return write_slips(args, tournament),
        (What::Payouts, _) => return write_payout_sheet(args, tournament),
    };
    store::write_output(args.output.as_deref(), &text).map_err(|e| refused(&e))?;
    Ok(ExitCode::SUCCESS)
}

fn pick(lang: Lang, en: &'static str, fr: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

/// Move slips are a PDF file, never text on standard output.
fn write_slips(args: &ExportArgs, tournament: &riffle_tournament::Tournament) -> CliResult {
    let lang = args.lang.lang();
    let why = pick(
        lang,
        "move slips are a PDF",
        "les bons de déplacement sont un PDF",
    );
    let Some(path) = pdf_path(args, why) else {
        return Ok(ExitCode::FAILURE);
    };
    let slips = tournament.move_slips();
    if slips.is_empty() {
        eprintln!(
            "{}",
            pick(
                lang,
                "no player has moved yet and no table is breaking: there is no slip to print",
                "aucun joueur n'a encore changé de place et aucune table ne casse\u{a0}: il n'y \
                 a pas de bon à imprimer"
            )
        );
        return Ok(ExitCode::FAILURE);
    }
    store::slips::write_move_slips(path, tournament.name(), &slips, lang)
        .map_err(|e| Refused::new(lang, &e))?;
    Ok(ExitCode::SUCCESS)
}

/// The payout sheet and receipts, worded as the app prints them, at the time of the export.
fn write_payout_sheet(args: &ExportArgs, tournament: &riffle_tournament::Tournament) -> CliResult {
    let why = pick(
        args.lang.lang(),
        "the payout sheet is a PDF",
        "la feuille des prix est un PDF",
    );
    let Some(path) = pdf_path(args, why) else {
        return Ok(ExitCode::FAILURE);
    };
    let texts = riffle_ui::i18n::Texts::of(args.lang.lang());
    let sheet = riffle_ui::panels::payouts::print::payout_sheet(tournament, texts, Utc::now());
    store::payout_sheet::write_payout_sheet(path, &sheet)
        .map_err(|e| Refused::new(args.lang.lang(), &e))?;
    Ok(ExitCode::SUCCESS)
}

/// The file a PDF export is written to: a PDF is never written to standard output, so
/// without one the TD is told `why` and asked for a file.
fn pdf_path<'a>(args: &'a ExportArgs, why: &str) -> Option<&'a std::path::Path> {
    let path = args.output.as_deref();
    if path.is_none() {
        match args.lang.lang() {
            Lang::En => eprintln!("{why}: name the file with -o FILE.pdf"),
            Lang::Fr => eprintln!("{why}\u{a0}: nommez le fichier avec -o FICHIER.pdf"),
        }
    }
    path
}
