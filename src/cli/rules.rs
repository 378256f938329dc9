//! `riffle rules`: look up or search the rulebook, and check a house's own rule files before an
//! event.

use super::CliResult;
use clap::{Args, Subcommand, ValueEnum};
use riffle_core::house::Presets;
use riffle_core::house::{DEFAULT_PRESET, differences};
use riffle_rules::Rulebook;
use riffle_rules::coverage::coverage;
use riffle_rules::rulebook::RuleEntry;
use riffle_store as store;
use riffle_text::{Lang, fill};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct RulesArgs {
    #[command(subcommand)]
    command: Option<RulesCommand>,
    /// A rule number or id ("47A", "RP-9", "S004-misdeal"), or words to search for.
    query: Option<String>,
    /// Language of the titles and summaries.
    #[arg(long, value_enum, default_value = "en")]
    lang: Language,
    /// A house rulebook file that extends the shipped one (same ids replace shipped rules).
    #[arg(long, value_name = "FILE")]
    rulebook: Option<PathBuf>,
    /// A house-rules file to check: prints its presets and how each differs from TDA-2024.
    #[arg(long, value_name = "FILE")]
    house_rules: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
enum RulesCommand {
    /// List every TDA 2024 rule and recommended procedure: how Riffle applies it and the test
    /// that shows it.
    Coverage {
        /// One JSON list of rows (rule, title, applied, test, note).
        #[arg(long)]
        json: bool,
    },
}

/// A `--lang` option, shared by the subcommands that print or write words.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub(super) enum Language {
    En,
    Fr,
}

impl Language {
    pub(super) fn lang(self) -> Lang {
        match self {
            Language::En => Lang::En,
            Language::Fr => Lang::Fr,
        }
    }
}

/// How many search results to print.
const SHOWN: usize = 10;

pub fn run(args: &RulesArgs) -> CliResult {
    if let Some(RulesCommand::Coverage { json }) = args.command {
        print_coverage(json);
        return Ok(ExitCode::SUCCESS);
    }
    let lang = args.lang.lang();
    let refused = |error: &dyn riffle_text::Say| super::Refused::new(lang, error);
    // A file's refusal names the file first, in either language.
    let in_file = |path: &std::path::Path, error: &dyn riffle_text::Say| {
        super::Refused::worded(
            lang,
            riffle_text::labelled(lang, &path.display().to_string(), &error.say(lang)),
        )
    };
    if let Some(path) = &args.house_rules {
        let text = store::read_text(path).map_err(|e| refused(&e))?;
        let presets = Presets::builtin()
            .with_house_file(&text)
            .map_err(|e| in_file(path, &e))?;
        let base = presets.get(DEFAULT_PRESET).map_err(|e| refused(&e))?;
        for name in presets.names() {
            if Presets::builtin().get(name).is_ok() {
                continue;
            }
            out!("{name}");
            let changes = differences(base, presets.get(name).map_err(|e| refused(&e))?);
            if changes.is_empty() {
                out!("  same as {DEFAULT_PRESET}");
            }
            for change in changes {
                out!("  {}", change.sentence.get(lang));
            }
        }
    }
    let book = match &args.rulebook {
        Some(path) => {
            let text = store::read_text(path).map_err(|e| refused(&e))?;
            Rulebook::builtin()
                .extended(&text)
                .map_err(|e| in_file(path, &e))?
        }
        None => Rulebook::builtin().clone(),
    };
    let Some(query) = &args.query else {
        if args.rulebook.is_some() {
            out!("{} rules", book.entries().len());
        }
        return Ok(ExitCode::SUCCESS);
    };
    if let Some(entry) = book.get(query) {
        print_entry(entry, lang);
        for part in book.parts(&entry.id) {
            out!();
            print_entry(part, lang);
        }
        return Ok(ExitCode::SUCCESS);
    }
    let hits = book.search(query);
    if hits.is_empty() {
        let sentence = fill!(words(lang), "NoRuleMatches", query);
        return Err(Box::new(super::Refused::worded(lang, sentence)));
    }
    for hit in hits.iter().take(SHOWN) {
        out!("{:<22} {}", hit.entry.id, hit.entry.title.get(lang));
    }
    if hits.len() > SHOWN {
        out!("... and {} more", hits.len() - SHOWN);
    }
    Ok(ExitCode::SUCCESS)
}

fn print_entry(entry: &RuleEntry, lang: Lang) {
    out!("{}", entry.heading(lang));
    out!("{}", entry.summary.get(lang));
}

/// The coverage map, a row a rule: its id, how it is applied and the test that shows it.
fn print_coverage(json: bool) {
    let book = Rulebook::builtin();
    let title = |rule: &str| book.get(rule).map_or("", |entry| entry.title.get(Lang::En));
    if json {
        let rows: Vec<serde_json::Value> = coverage()
            .iter()
            .map(|row| {
                let applied: Vec<serde_json::Value> = row
                    .applied
                    .iter()
                    .map(|a| serde_json::json!({"kind": a.kind(), "detail": a.detail()}))
                    .collect();
                serde_json::json!({
                    "rule": row.rule,
                    "title": title(&row.rule),
                    "applied": applied,
                    "test": row.test,
                    "note": row.note,
                })
            })
            .collect();
        out!("{}", serde_json::Value::Array(rows));
        return;
    }
    for row in coverage() {
        let applied: Vec<String> = row
            .applied
            .iter()
            .map(|a| format!("{}: {}", a.kind(), a.detail()))
            .collect();
        out!("{:<7} {}", row.rule, title(&row.rule));
        out!("        {}", applied.join("; "));
        if !row.note.is_empty() {
            out!("        ({})", row.note);
        }
        out!("        {}", row.test);
    }
}

riffle_text::sentence_file!(fn words = "cli_rules.ron" at the workspace root);
