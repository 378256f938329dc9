//! `riffle deal`: the chip-chop and ICM splits of a final-table deal, for a TD checking a deal
//! away from the app or a script asking for one.

use super::{CliResult, Refused};
use clap::Args;
use riffle_core::standings::deal::{DealError, DealList, offer_in_units, parse_amount, parse_list};
use riffle_text::{amount_en, fill};
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct DealArgs {
    /// The players' chips, in any order: `30000,20000,10000`.
    #[arg(long, value_name = "CHIPS,...", allow_hyphen_values = true)]
    stacks: String,
    /// The prizes left, first place first: `500,300,200`.
    #[arg(long, value_name = "AMOUNT,...", allow_hyphen_values = true)]
    prizes: String,
    /// An amount left to play for, taken off the first prize before the split.
    #[arg(long, value_name = "AMOUNT", allow_hyphen_values = true)]
    keep: Option<String>,
    /// The smallest amount the cashier pays out (the unit the structure rounds its prizes
    /// to): every share a multiple of it, what is left below it to the biggest stack.
    #[arg(long, value_name = "AMOUNT", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    unit: u64,
    /// Print one JSON object, `{"chip_chop": [...], "icm": [...], "locked": N}`, amounts in the
    /// stacks' order, `locked` the prize each player is sure of.
    #[arg(long)]
    json: bool,
    /// Language of the refusals.
    #[arg(long, value_enum, default_value = "en")]
    lang: super::rules::Language,
}

pub fn run(args: &DealArgs) -> CliResult {
    // A refusal is worded at the door, in the TD's language.
    let say = |error: DealError| Refused::new(args.lang.lang(), &error);
    let stacks = parse_list(&args.stacks, DealList::Stacks).map_err(say)?;
    let prizes = parse_list(&args.prizes, DealList::Prizes).map_err(say)?;
    let keep = match &args.keep {
        Some(text) => parse_amount(text, DealList::Keep, 1).map_err(say)?,
        None => 0,
    };
    let deal = offer_in_units(&stacks, &prizes, keep, args.unit).map_err(say)?;
    if args.json {
        out!(
            "{}",
            serde_json::json!({ "chip_chop": deal.chip_chop, "icm": deal.icm, "locked": deal.locked })
        );
        return Ok(ExitCode::SUCCESS);
    }
    out!(
        "{:<8} {:>16} {:>12} {:>12}",
        "player",
        "chips",
        "chip-chop",
        "ICM"
    );
    for (i, stack) in stacks.iter().enumerate() {
        out!(
            "{:<8} {:>16} {:>12} {:>12}",
            i + 1,
            amount_en(*stack),
            amount_en(deal.chip_chop[i]),
            amount_en(deal.icm[i])
        );
    }
    if deal.kept > 0 {
        out!("left to play for: {}", amount_en(deal.kept));
    }
    if deal.locked > 0 {
        let locked = riffle_text::group_digits(deal.locked, args.lang.lang());
        out!("{}", fill!(words(args.lang.lang()), "Locked", locked));
    }
    Ok(ExitCode::SUCCESS)
}

riffle_text::sentence_file!(fn words = "cli_deal.ron" at the workspace root);
