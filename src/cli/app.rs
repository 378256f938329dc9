//! Opening the app from the command line: `riffle` alone or `riffle open FOLDER`, with or
//! without the players' screen. How the window then starts is the window crate's
//! (`riffle_ui::launch`), the one thing of it the command line uses.

use super::CliResult;
use clap::Args;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct OpenArgs {
    /// The tournament folder to open.
    path: PathBuf,
    #[command(flatten)]
    screen: PlayerScreenArg,
}

/// `--player-screen [MONITOR]`, for the app with or without `open`.
#[derive(Debug, Args)]
pub struct PlayerScreenArg {
    /// Also open the players' screen, full screen on MONITOR (counted from 1; 2 when left
    /// out). For a venue PC wired to a TV.
    #[arg(
        long,
        value_name = "MONITOR",
        num_args = 0..=1,
        default_missing_value = "2",
        value_parser = clap::value_parser!(u32).range(1..=16)
    )]
    pub player_screen: Option<u32>,
}

pub fn open(args: &OpenArgs) -> CliResult {
    launch(Some(&args.path), args.screen.player_screen)
}

/// Opens the window on a tournament.
pub fn launch(path: Option<&Path>, player_screen: Option<u32>) -> CliResult {
    riffle_ui::launch::open(path, player_screen)?;
    Ok(ExitCode::SUCCESS)
}
