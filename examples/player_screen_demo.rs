//! A clock to look at before the tournament layer exists: the built-in structure on a running
//! clock, with a made-up field, in the real TD window and players' screen. For screenshots and
//! for measuring the idle cost; the app itself never shows made-up data.
//!
//! ```sh
//! cargo run --release --example player_screen_demo -- --monitor 1 --at 3540 --lang fr
//! ```

use chrono::{DateTime, TimeDelta, Utc};
use clap::Parser;
use riffle::clock::{Clock, ClockError};
use riffle::rules::Lang;
use riffle::structure::{PeriodKind, PeriodRef, Purchases, Structure, default_structure};
use riffle::tournament::DisplayState;
use riffle::ui::app::Config;
use riffle::ui::backend::{Backend, Command, Refusal};
use riffle::ui::player_screen::Placement;
use riffle::ui::shared::Preferences;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Instant;

#[derive(Parser)]
struct Args {
    /// Open the players' screen full screen on this monitor (from 1).
    #[arg(long)]
    monitor: Option<u32>,
    /// Open the players' screen in a window.
    #[arg(long, conflicts_with = "monitor")]
    window: bool,
    /// Seconds of clock already played when the demo starts.
    #[arg(long, default_value_t = 0)]
    at: i64,
    /// Leave the clock paused.
    #[arg(long)]
    paused: bool,
    /// `en` or `fr`.
    #[arg(long, default_value = "en")]
    lang: String,
    /// The TD's announcement.
    #[arg(long)]
    announce: Option<String>,
    /// Show hand-for-hand.
    #[arg(long)]
    hand_for_hand: bool,
    /// Entries in the made-up field.
    #[arg(long, default_value_t = 120)]
    entries: u32,
    /// Print, every 10 seconds, how many frames the windows drew (each frame reads the
    /// display once), to check the repaint policy.
    #[arg(long)]
    count_frames: bool,
}

struct Demo {
    structure: Structure,
    clock: Clock,
    entries: u32,
    announcement: Option<String>,
    frames: Option<FrameCount>,
}

/// Frames drawn since the last report.
struct FrameCount {
    since: std::sync::Mutex<(Instant, u32)>,
}

impl FrameCount {
    fn tick(&self) {
        let Ok(mut since) = self.since.lock() else {
            return;
        };
        since.1 += 1;
        let elapsed = since.0.elapsed();
        if elapsed.as_secs() >= 10 {
            eprintln!(
                "{} frames in {:.1} s: {:.2} per second",
                since.1,
                elapsed.as_secs_f64(),
                f64::from(since.1) / elapsed.as_secs_f64()
            );
            *since = (Instant::now(), 0);
        }
    }
}

impl Backend for Demo {
    fn display(&self, now: DateTime<Utc>) -> DisplayState {
        if let Some(frames) = &self.frames {
            frames.tick();
        }
        let schedule = self.structure.schedule();
        let view = self.clock.view(now);
        let level = schedule.level(view.level_for_new_hands).cloned();
        let break_spec = |period: PeriodRef| match schedule.period(period).map(|p| &p.kind) {
            Some(PeriodKind::Break(spec)) => Some(spec.clone()),
            _ => None,
        };
        let on_break = break_spec(view.period);
        let current = schedule
            .periods
            .iter()
            .position(|p| p.reference() == view.period);
        let next_color_up = schedule
            .periods
            .iter()
            .skip(current.map_or(0, |i| i + 1))
            .find_map(|p| match &p.kind {
                PeriodKind::Break(spec) => Some(spec.color_up.clone()),
                PeriodKind::Level(_) => None,
            })
            .unwrap_or_default();
        let re_entries = self.entries / 8;
        let players_left = (self.entries * 3 / 4).max(1);
        let purchases = Purchases {
            entries: self.entries - re_entries,
            re_entries,
            ..Purchases::default()
        };
        let chips = u64::from(self.entries) * self.structure.starting_stack;
        let average_stack = chips / u64::from(players_left);
        let big_blind = level.as_ref().map_or(1, |l| l.big_blind.max(1));
        let prize_pool = self.structure.prize_pool(&purchases);
        DisplayState {
            title: "Thursday Deepstack".to_string(),
            level,
            on_break,
            next_level: view.next_level.and_then(|n| schedule.level(n)).cloned(),
            next_color_up,
            players_left,
            entries: self.entries,
            re_entries,
            rebuys: 0,
            add_ons: 0,
            average_stack,
            average_stack_bb_tenths: average_stack * 10 / big_blind,
            prize_pool,
            currency: self.structure.currency.clone(),
            payouts: self.structure.payouts(prize_pool, self.entries),
            announcement: self.announcement.clone(),
            hand_for_hand: view.hand_for_hand.is_some(),
            clock: view,
        }
    }

    fn execute(&mut self, command: Command, now: DateTime<Utc>) -> Result<(), Refusal> {
        let result: Result<(), ClockError> = match command {
            Command::StartClock => self.clock.start(now),
            Command::PauseClock => self.clock.pause(now),
            Command::ResumeClock => self.clock.resume(now),
        };
        result.map_err(Into::into)
    }
}

fn main() -> ExitCode {
    let args = Args::parse();
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: Args) -> Result<(), Box<dyn std::error::Error>> {
    let structure = default_structure()?;
    let mut clock = Clock::new(&structure)?;
    let now = Utc::now();
    clock.start(now - TimeDelta::seconds(args.at))?;
    if args.hand_for_hand {
        clock.start_hand_for_hand(now)?;
    }
    if args.paused {
        clock.pause(now)?;
    }
    let demo = Demo {
        structure,
        clock,
        entries: args.entries,
        announcement: args.announce,
        frames: args.count_frames.then(|| FrameCount {
            since: std::sync::Mutex::new((Instant::now(), 0)),
        }),
    };
    let lang = if args.lang == "fr" {
        Lang::Fr
    } else {
        Lang::En
    };
    let player_screen = match (args.window, args.monitor) {
        (true, _) => Some(Placement::Window),
        (false, Some(n)) => Some(Placement::Monitor(n)),
        (false, None) => None,
    };
    let config = Config {
        now: Arc::new(Utc::now),
        preferences: Preferences {
            lang,
            ..Preferences::default()
        },
        player_screen,
    };
    riffle::ui::run(Some(Box::new(demo)), config)?;
    Ok(())
}
