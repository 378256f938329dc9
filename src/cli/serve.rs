//! `riffle serve`: the venue server without the app's window, for a venue PC. It takes the
//! tournament's writer lock like the app, so the two never write one journal at once.

use super::CliResult;
use clap::Args;
use futures_util::FutureExt;
use riffle_server::{self as server, Options, Pins};
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
    /// Where to listen. The default answers this computer only; 0.0.0.0:8080 opens it to the
    /// venue's network.
    #[arg(long, value_name = "IP:PORT", default_value = "127.0.0.1:8080")]
    addr: SocketAddr,
    /// The dealers' PIN (4 to 12 digits); generated and printed when left out.
    #[arg(long, value_name = "PIN")]
    dealer_pin: Option<String>,
    /// The floor's PIN; generated and printed when left out.
    #[arg(long, value_name = "PIN")]
    floor_pin: Option<String>,
    /// The director's PIN (everything, and a standby's `riffle follow`); generated and printed
    /// when left out.
    #[arg(long, value_name = "PIN")]
    director_pin: Option<String>,
}

pub fn run(args: &ServeArgs) -> CliResult {
    let generated = Pins::generate();
    let pins = Pins {
        dealer: args.dealer_pin.clone().unwrap_or(generated.dealer),
        floor: args.floor_pin.clone().unwrap_or(generated.floor),
        director: args.director_pin.clone().unwrap_or(generated.director),
    };
    let writer = Writer::new(Session::open(&args.tournament)?);
    let running = server::start(
        writer,
        Options {
            addr: args.addr,
            pins: pins.clone(),
        },
    )?;
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
    let given = |pin: &Option<String>, value: &str| match pin {
        Some(_) => "as given".to_string(),
        None => value.to_string(),
    };
    out!("dealer PIN:   {}", given(&args.dealer_pin, &pins.dealer));
    out!("floor PIN:    {}", given(&args.floor_pin, &pins.floor));
    out!(
        "director PIN: {}",
        given(&args.director_pin, &pins.director)
    );
    out!("Ctrl+C stops it.");
    if asked_already.is_none() {
        waiter.block_on(ctrl_c)?;
    }
    running.stop();
    out!("Stopped.");
    Ok(ExitCode::SUCCESS)
}
