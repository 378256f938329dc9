//! `riffle check`: loads blind structures the way the app does and prints their schedule, so an
//! organiser sees what players will see before the event, and every problem with its line.
//! A players' screen layout (a file whose value is a `Layout(...)`, `layouts/*.ron`) is checked
//! the same way, with the pictures beside it.

use super::CliResult;
use clap::Args;
use riffle_core::structure::{
    Ante, Diagnostic, Loaded, PayoutRule, PeriodKind, Rejected, Schedule, Structure, grouped, load,
};
use riffle_store as store;
use serde_json::{Value, json};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Structure or layout files (RON) to check.
    #[arg(value_name = "FILE.ron", required = true)]
    files: Vec<PathBuf>,
    /// Print one JSON object per file, one per line, instead of the schedule.
    #[arg(long)]
    json: bool,
}

/// Exit 0 when every file loads (warnings allowed), 1 when any file has an error or cannot be
/// read.
pub fn run(args: &CheckArgs) -> CliResult {
    let mut all_valid = true;
    for (i, path) in args.files.iter().enumerate() {
        let name = path.display().to_string();
        if let Ok(text) = store::read_text(path)
            && is_layout(&text)
        {
            let result = store::layouts::read(path);
            all_valid &= result.is_ok();
            if args.json {
                out!("{}", layout_json(&name, &result));
            } else {
                if i > 0 {
                    out!();
                }
                print_layout(&name, &result);
            }
            continue;
        }
        let result = store::read_text(path)
            .map_err(|error| error.to_string())
            .map(|text| load(&text, &name));
        all_valid &= matches!(result, Ok(Ok(_)));
        if args.json {
            out!("{}", as_json(&name, &result));
        } else {
            if i > 0 {
                out!();
            }
            print_text(&name, &result);
        }
    }
    Ok(if all_valid {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

type Checked = Result<Result<Loaded, Rejected>, String>;

fn print_text(name: &str, result: &Checked) {
    match result {
        Err(unreadable) => out!("{name}: error: {unreadable}"),
        Ok(Err(rejected)) => {
            for diagnostic in rejected.errors.iter().chain(&rejected.warnings) {
                out!("{diagnostic}");
            }
            out!(
                "{name}: refused, {} error(s), {} warning(s)",
                rejected.errors.len(),
                rejected.warnings.len()
            );
        }
        Ok(Ok(loaded)) => {
            print_schedule(name, &loaded.structure);
            for warning in &loaded.warnings {
                out!("{warning}");
            }
            out!("{name}: ok, {} warning(s)", loaded.warnings.len());
        }
    }
}

/// Clock time from the start, `h:mm`.
fn clock_time(seconds: u64) -> String {
    format!("{}:{:02}", seconds / 3600, seconds / 60 % 60)
}

/// An amount in the structure's currency, shaped as every English printout shapes money.
fn money(structure: &Structure, amount: u64) -> String {
    riffle_text::money(amount, structure.currency.as_deref(), riffle_text::Lang::En)
}

/// "€100 + €10 fee", or "100 €" with no fee.
fn price(structure: &Structure, price: u64, fee: u64) -> String {
    let mut text = money(structure, price);
    if fee > 0 {
        text.push_str(&format!(" + {} fee", money(structure, fee)));
    }
    text
}

fn ante_text(ante: Ante) -> String {
    match ante {
        Ante::None => "-".to_string(),
        Ante::Classic(n) => format!("{} each", grouped(n)),
        Ante::BigBlind(n) => format!("BB {}", grouped(n)),
    }
}

fn print_schedule(name: &str, structure: &Structure) {
    let schedule = structure.schedule();
    out!("{name}: {}", structure.name);
    let mut entry = format!(
        "buy-in {}",
        price(structure, structure.buy_in, structure.fee)
    );
    if structure.bounty > 0 {
        entry.push_str(&format!(", bounty {}", money(structure, structure.bounty)));
    }
    if structure.staff_fee > 0 {
        entry.push_str(&format!(
            ", staff fee {}",
            money(structure, structure.staff_fee)
        ));
    }
    if let Some(guarantee) = structure.guarantee {
        entry.push_str(&format!(", {} guaranteed", money(structure, guarantee)));
    }
    if let Some(rounding) = &structure.payout_rounding {
        entry.push_str(&format!(
            ", prizes rounded to {}",
            money(structure, rounding.unit.get())
        ));
    }
    out!(
        "  {}, starting stack {}, {entry}",
        structure.game.name(),
        grouped(structure.starting_stack)
    );
    out!(
        "  {:>5}  {:>6}  {:<17} {:<14} {:>4}",
        "Level",
        "Start",
        "Blinds",
        "Ante",
        "Min"
    );
    for period in &schedule.periods {
        let start = clock_time(period.start_seconds);
        let minutes = period.seconds / 60;
        match &period.kind {
            PeriodKind::Level(level) => {
                let blinds = format!(
                    "{}/{}",
                    grouped(level.small_blind),
                    grouped(level.big_blind)
                );
                let mut extra = String::new();
                if let Some(bets) = level.bets {
                    extra.push_str(&format!(
                        "  bets {}/{}",
                        grouped(bets.small_bet),
                        grouped(bets.big_bet)
                    ));
                }
                if level.game != structure.game {
                    extra.push_str(&format!("  {}", level.game.name()));
                }
                out!(
                    "  {:>5}  {start:>6}  {blinds:<17} {:<14} {minutes:>4}{extra}",
                    level.number,
                    ante_text(level.ante)
                );
            }
            PeriodKind::Break(brk) => {
                let mut text = format!("  Break  {start:>6}  {minutes} min");
                if !brk.color_up.is_empty() {
                    let chips: Vec<String> = brk.color_up.iter().map(|&c| grouped(c)).collect();
                    text.push_str(&format!(", color-up of the {} chips", chips.join(", ")));
                }
                // The schedule is printed in English, the message with it.
                if let Some(message) = &brk.message {
                    let message = message.get(riffle_text::Lang::En);
                    text.push_str(&format!(": \"{message}\""));
                }
                out!("{text}");
            }
        }
    }
    print_registration(structure, &schedule);
    out!("  Payouts: {}", payout_text(&structure.payouts));
    out!(
        "  Total: {} of clock time to the end of level {}; the last level then runs on.",
        clock_time(schedule.total_seconds()),
        schedule.level_count()
    );
}

fn print_registration(structure: &Structure, schedule: &Schedule) {
    match (
        structure.late_registration_until_level,
        schedule.late_registration_closes_at(),
    ) {
        (Some(level), Some(at)) => out!(
            "  Late registration closes at the start of level {} ({} from the start).",
            level + 1,
            clock_time(at)
        ),
        (Some(level), None) => {
            out!("  Late registration stays open through level {level}, the last level.")
        }
        (None, _) => out!("  Registration closes when the clock starts."),
    }
    let times = |max: Option<u32>| max.map_or("unlimited".to_string(), |n| format!("up to {n}"));
    if let (Some(re_entry), Some(purchase), Some(until)) = (
        &structure.re_entry,
        structure.re_entry_purchase(),
        structure.re_entry_until_level(),
    ) {
        out!(
            "  Re-entry: {} per player until level {until}, {} for {} chips.",
            times(re_entry.max_per_player),
            price(structure, purchase.price, purchase.fee),
            grouped(purchase.stack)
        );
    }
    if let (Some(rebuy), Some(purchase)) = (&structure.rebuy, structure.rebuy_purchase()) {
        let condition = rebuy
            .when_stack_at_most
            .map(|n| format!(", with {} chips or fewer", grouped(n)))
            .unwrap_or_default();
        out!(
            "  Rebuy: {} per player until level {}{condition}, {} for {} chips.",
            times(rebuy.max_per_player),
            rebuy.until_level,
            price(structure, purchase.price, purchase.fee),
            grouped(purchase.stack)
        );
    }
    if let (Some(add_on), Some(purchase)) = (&structure.add_on, structure.add_on_purchase()) {
        out!(
            "  Add-on: {} per player at the end of level {}, {} for {} chips.",
            add_on.max_per_player.unwrap_or(1),
            add_on.at_level,
            price(structure, purchase.price, purchase.fee),
            grouped(purchase.stack)
        );
    }
}

fn payout_text(rule: &PayoutRule) -> String {
    match rule {
        PayoutRule::Curve(curve) => format!(
            "{:?} curve, {} of the field paid",
            curve.shape,
            curve.paid_percent()
        ),
        PayoutRule::Table(rows) => {
            let rows: Vec<String> = rows
                .iter()
                .map(|row| format!("{}+ entries pay {}", row.from_entries, row.percent.len()))
                .collect();
            format!("table ({})", rows.join("; "))
        }
    }
}

fn diagnostic_json(diagnostic: &Diagnostic) -> Value {
    json!({
        "line": diagnostic.location.map(|l| l.line),
        "column": diagnostic.location.map(|l| l.column),
        "period": diagnostic.period.map(|p| p.to_string()),
        "code": diagnostic.problem.code(),
        "message": diagnostic.problem.to_string(),
        "text": diagnostic.to_string(),
    })
}

fn schedule_json(structure: &Structure) -> Value {
    let schedule = structure.schedule();
    let periods: Vec<Value> = schedule
        .periods
        .iter()
        .map(|period| match &period.kind {
            PeriodKind::Level(level) => json!({
                "kind": "level",
                "level": level.number,
                "start_seconds": period.start_seconds,
                "seconds": period.seconds,
                "game": level.game,
                "small_blind": level.small_blind,
                "big_blind": level.big_blind,
                "ante": level.ante,
                "bets": level.bets,
                "chips_in_play": level.chips_in_play,
            }),
            PeriodKind::Break(brk) => json!({
                "kind": "break",
                "after_level": brk.after_level,
                "start_seconds": period.start_seconds,
                "seconds": period.seconds,
                "color_up": brk.color_up,
                "message": brk.message,
            }),
        })
        .collect();
    json!({
        "name": structure.name,
        "game": structure.game,
        "starting_stack": structure.starting_stack,
        "periods": periods,
        "late_registration_until_level": structure.late_registration_until_level,
        "late_registration_closes_at_seconds": schedule.late_registration_closes_at(),
        "total_seconds": schedule.total_seconds(),
    })
}

fn as_json(name: &str, result: &Checked) -> Value {
    let list = |diagnostics: &[Diagnostic]| -> Vec<Value> {
        diagnostics.iter().map(diagnostic_json).collect()
    };
    match result {
        Err(unreadable) => json!({
            "file": name,
            "valid": false,
            "errors": [{ "code": "unreadable", "message": unreadable }],
            "warnings": [],
        }),
        Ok(Err(rejected)) => json!({
            "file": name,
            "valid": false,
            "errors": list(&rejected.errors),
            "warnings": list(&rejected.warnings),
        }),
        Ok(Ok(loaded)) => json!({
            "file": name,
            "valid": true,
            "schedule": schedule_json(&loaded.structure),
            "errors": [],
            "warnings": list(&loaded.warnings),
        }),
    }
}

/// Whether a file's first value is a `Layout(...)`, comments and blanks aside.
fn is_layout(text: &str) -> bool {
    let first = text
        .lines()
        .map(str::trim)
        .find(|line| !line.is_empty() && !line.starts_with("//"));
    first.is_some_and(|line| line.starts_with("Layout"))
}

type CheckedLayout = Result<store::layouts::LayoutFile, store::layouts::LayoutError>;

fn print_layout(name: &str, result: &CheckedLayout) {
    use store::layouts::LayoutError;
    match result {
        Ok(file) => {
            let layout = &file.layout;
            out!(
                "{name}: layout \"{}\", a grid of {} columns and {} rows",
                layout.name,
                layout.grid.columns,
                layout.grid.rows
            );
            for (k, page) in layout.pages.iter().enumerate() {
                let figures: Vec<&str> = (page.regions.iter())
                    .map(|region| <&str>::from(&region.figure))
                    .collect();
                let seconds = page.seconds.map(|s| format!(", {s} s")).unwrap_or_default();
                out!("  page {}{seconds}: {}", k + 1, figures.join(", "));
            }
            out!("{name}: ok, 0 warning(s)");
        }
        Err(LayoutError::Rejected(rejected)) => {
            for error in &rejected.errors {
                out!("{error}");
            }
            out!(
                "{name}: refused, {} error(s), 0 warning(s)",
                rejected.errors.len()
            );
        }
        Err(other) => out!("{name}: error: {other}"),
    }
}

fn layout_json(name: &str, result: &CheckedLayout) -> Value {
    use store::layouts::LayoutError;
    match result {
        Ok(file) => json!({
            "file": name,
            "valid": true,
            "layout": file.layout.name,
            "pages": file.layout.pages.len(),
            "errors": [],
            "warnings": [],
        }),
        Err(LayoutError::Rejected(rejected)) => json!({
            "file": name,
            "valid": false,
            "errors": rejected.errors.iter().map(|d| json!({
                "line": d.location.map(|l| l.line),
                "column": d.location.map(|l| l.column),
                "code": d.problem.code(),
                "message": d.problem.to_string(),
                "text": d.to_string(),
            })).collect::<Vec<_>>(),
            "warnings": [],
        }),
        Err(other) => json!({
            "file": name,
            "valid": false,
            "errors": [{ "code": "unreadable", "message": other.to_string() }],
            "warnings": [],
        }),
    }
}
