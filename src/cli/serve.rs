//! `riffle serve`: the venue server without the app's window, for a venue PC. It takes the
//! tournament's writer lock like the app, so the two never write one journal at once. Started
//! again on a folder served before (or a standby's copy), it keeps the PINs left out, the
//! address and the phones signed in.

use super::CliResult;
use clap::Args;
use futures_util::FutureExt;
use riffle_server::{self as server, Given, PinSource, Role};
use riffle_store::session::Session;
use riffle_store::writer::Writer;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The tournament folder.
    #[arg(value_name = "FOLDER")]
    tournament: PathBuf,
    /// Where to listen: where it last did on a folder served before, else 127.0.0.1:8080 (this
    /// computer only); 0.0.0.0:8080 opens it to the venue's network.
    #[arg(long, value_name = "IP:PORT")]
    addr: Option<SocketAddr>,
    /// The dealers' PIN (4 to 12 digits); when left out, the one of the folder's last run, or
    /// generated and printed.
    #[arg(long, value_name = "PIN")]
    dealer_pin: Option<String>,
    /// The floor's PIN; when left out, the last run's, or generated and printed.
    #[arg(long, value_name = "PIN")]
    floor_pin: Option<String>,
    /// The director's PIN (everything, and a standby's `riffle follow`); when left out, the
    /// last run's, or generated and printed.
    #[arg(long, value_name = "PIN")]
    director_pin: Option<String>,
    /// The most screens that may follow the room at once; one more is refused with the limit
    /// named.
    #[arg(long, value_name = "SCREENS", default_value_t = server::SCREENS_LIMIT as u32,
          value_parser = clap::value_parser!(u32).range(1..=100_000))]
    screens: u32,
}

pub fn run(args: &ServeArgs) -> CliResult {
    let given = Given {
        dealer: args.dealer_pin.clone(),
        floor: args.floor_pin.clone(),
        director: args.director_pin.clone(),
    };
    let writer = Writer::new(Session::open(&args.tournament)?);
    let running = server::serve_screens(writer, args.addr, &given, args.screens as usize)?;
    // Ctrl+C is listened for before anything is printed, so a stop asked as soon as the
    // address shows still stops cleanly (the first poll installs the handler).
    let waiter = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let mut ctrl_c = Box::pin(tokio::signal::ctrl_c());
    let asked_already = waiter.block_on(async { (&mut ctrl_c).now_or_never() });
    out!(
        "Riffle venue server on http://{}/ (plain HTTP: a closed venue network only)",
        running.addr()
    );
    let shown = |role| match running.pin_source(role) {
        PinSource::Given => "as given".to_string(),
        PinSource::Kept => "as before".to_string(),
        PinSource::Generated(pin) => pin.clone(),
    };
    out!("dealer PIN:   {}", shown(Role::Dealer));
    out!("floor PIN:    {}", shown(Role::Floor));
    out!("director PIN: {}", shown(Role::Director));
    out!("Ctrl+C stops it.");
    if asked_already.is_none() {
        waiter.block_on(ctrl_c)?;
    }
    running.stop();
    out!("Stopped.");
    Ok(ExitCode::SUCCESS)
}
