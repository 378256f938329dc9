//! The command line: headless subcommands for organisers and scripts. With no subcommand the
//! app opens its window (and, with `--player-screen`, the players' screen).

/// `println!` for a command's output. A reader that stops early (`riffle rules | head`) closes
/// the pipe; the command then ends quietly instead of panicking on its next line.
macro_rules! out {
    () => {
        $crate::cli::write_out(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::cli::write_out(format_args!("{}\n", format_args!($($arg)*)))
    };
}

pub mod app;
mod check;
mod db;
mod deal;
mod export;
mod follow;
mod hand;
mod import;
mod league;
mod next_day;
mod repair;
mod rules;
mod script;
mod serve;
mod sheet;
mod simulate;
mod stats;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// What a subcommand returns: its exit code, or an error printed as one sentence.
pub type CliResult = Result<ExitCode, Box<dyn std::error::Error>>;

/// A refusal already worded in the language the user asked for (`--lang`): the program prints it
/// after the word for "error" in that language, so a French line does not start in English.
#[derive(Debug)]
pub struct Refused {
    lang: riffle_text::Lang,
    sentence: String,
}

impl Refused {
    pub fn new(lang: riffle_text::Lang, refusal: &dyn riffle_text::Say) -> Refused {
        Refused::worded(lang, refusal.say(lang))
    }

    /// A sentence the subcommand already wrote in `lang`.
    pub fn worded(lang: riffle_text::Lang, sentence: String) -> Refused {
        Refused { lang, sentence }
    }
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.sentence)
    }
}

impl std::error::Error for Refused {}

#[derive(Debug, Parser)]
#[command(
    name = "riffle",
    version,
    about = "Tournament director for live poker tournaments",
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub screen: app::PlayerScreenArg,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Count every hand of a deck by category (seed 003's frequency tables).
    Stats(stats::StatsArgs),
    /// Look up or search the rulebook, or check a house's rulebook or house-rules file.
    Rules(rules::RulesArgs),
    /// Export a tournament's results (CSV), hands (PHH or text), rulings or full history.
    Export(export::ExportArgs),
    /// Run a list of commands on a tournament (created if new) and print its state.
    Script(script::ScriptArgs),
    /// Hands: replay PHH hand histories under the TDA rules, deal random hands.
    Hand(hand::HandArgs),
    /// Run a whole event on the floor, from the seat draw to the winner, checking every step.
    Simulate(simulate::SimulateArgs),
    /// Check blind structures (printing their schedule) and players' screen layouts; exit 1 if
    /// any has an error.
    Check(check::CheckArgs),
    /// Open the app on a tournament folder.
    Open(app::OpenArgs),
    /// Keep the commands before a damaged line of a tournament's journal, after saving a full
    /// copy of it.
    Repair(repair::RepairArgs),
    /// Split the prizes left at a final table: chip-chop and ICM, with an amount left to play
    /// for.
    Deal(deal::DealArgs),
    /// Serve the clock, the seats and the dealers' and floor's pages on the venue's network.
    Serve(serve::ServeArgs),
    /// Keep a standby's byte-identical copy of a venue server's journal.
    Follow(follow::FollowArgs),
    /// Start the day after the flights (Day 2 from Day 1A, 1B...): the players who bagged, with
    /// their chips, seated by a draw that spreads the stacks.
    NextDay(next_day::NextDayArgs),
    /// The club's player database, filled from the tournament journals.
    Db(db::DbArgs),
    /// A league or season's table from its league file.
    League(league::LeagueArgs),
    /// Bring in another program's saves: The Tournament Director's (`riffle import td3`).
    Import(import::ImportArgs),
}

/// Writes to standard output. A closed pipe ends the program with success, as it would for any
/// Unix tool whose reader has all it wants; any other write error ends it with a message.
fn write_out(text: std::fmt::Arguments) {
    use std::io::Write;
    if let Err(error) = std::io::stdout().lock().write_fmt(text) {
        if error.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("error: cannot write the output: {error}");
        std::process::exit(1);
    }
}

/// Parses the command line and runs it.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Stats(args)) => stats::run(&args),
        Some(Command::Rules(args)) => rules::run(&args),
        Some(Command::Hand(args)) => hand::run(&args),
        Some(Command::Script(args)) => script::run(&args),
        Some(Command::Export(args)) => export::run(&args),
        Some(Command::Simulate(args)) => simulate::run(&args),
        Some(Command::Check(args)) => check::run(&args),
        Some(Command::Open(args)) => app::open(&args),
        Some(Command::Repair(args)) => repair::run(&args),
        Some(Command::Deal(args)) => deal::run(&args),
        Some(Command::Serve(args)) => serve::run(&args),
        Some(Command::Follow(args)) => follow::run(&args),
        Some(Command::NextDay(args)) => next_day::run(&args),
        Some(Command::Db(args)) => db::run(&args),
        Some(Command::League(args)) => league::run(&args),
        Some(Command::Import(args)) => import::run(&args),
        None => app::launch(None, cli.screen.player_screen),
    };
    result.unwrap_or_else(|error| {
        let lang = error
            .downcast_ref::<Refused>()
            .map_or(riffle_text::Lang::En, |refused| refused.lang);
        eprintln!(
            "{}",
            words(lang).labelled(words(lang).text("error"), &error.to_string())
        );
        ExitCode::FAILURE
    })
}

riffle_text::sentence_file!(fn words = "cli.ron" at the workspace root);
