//! The desktop app: the TD's window and the players' screen (eframe and egui).
//!
//! The UI renders state and emits commands, nothing else (DESIGN). [`app`] is the shell: tabs,
//! notice strip, shortcuts and the panels in [`panels`]; [`player_screen`] is the second window
//! for the TV; both read the tournament through the [`backend::Backend`] boundary and share it
//! through [`shared`]. [`i18n`] holds every text in English and French, [`alerts`] decides when
//! the one-minute warnings and the level changes are announced, [`theme`] is the one home of
//! colours, text sizes and spacing, and [`platform`] is the only module that talks to the
//! operating system (sound, file dialogs). [`welcome`] is the screen of the first launch and of
//! File (new, open, recent, demo), and [`path_field`] the path typed by hand where no file
//! dialog can open.

pub mod alerts;
pub mod app;
pub mod backend;
mod event_view;
pub mod i18n;
pub mod keys;
pub mod launch;
pub mod layout_screen;
pub mod panels;
pub mod path_field;
pub mod platform;
pub mod player_screen;
mod screen_timing;
pub mod shared;
pub mod theme;
pub mod viewports;
pub mod welcome;

use app::{App, Config};
use backend::Backend;
use thiserror::Error;

/// Why the window could not open.
#[derive(Debug, Error)]
pub enum UiError {
    #[error(
        "the window could not open ({0}); the app needs a graphical session (X11, Wayland, \
         macOS or Windows) with OpenGL"
    )]
    Window(String),
}

/// The program's name, the window's title while no event is open (a name, not a sentence: the
/// same in every language).
pub const APP_NAME: &str = "Riffle";

/// Opens the TD's window (and the players' screen, if the config asks for it) and runs until
/// the TD closes the window.
pub fn run(backend: Option<Box<dyn Backend>>, config: Config) -> Result<(), UiError> {
    let app = App::new(backend, config);
    let shared = app.shared().clone();
    // Finding a sound player and writing the chimes touches the disk: not on the UI thread.
    std::thread::spawn(move || {
        let sound = platform::Sound::detect();
        let voice = platform::Voice::detect();
        let mut shared = shared.lock();
        shared.sound = sound;
        shared.voice = voice;
    });
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(APP_NAME)
            .with_icon(theme::icon())
            .with_app_id("riffle")
            .with_inner_size(theme::space::WINDOW)
            .with_min_inner_size(theme::space::WINDOW_LEAST),
        // Dithering smooths gradients the app does not draw, and costs every pixel of every
        // frame on a venue PC without a graphics card.
        dithering: false,
        ..eframe::NativeOptions::default()
    };
    eframe::run_native(
        APP_NAME,
        options,
        Box::new(|creation| {
            app::style(&creation.egui_ctx);
            // The TD works in this window all night: it opens on the whole screen, whatever
            // its size, and un-maximizes to the size above. Asked once the window exists, as
            // some window managers ignore a maximized state set before it is shown.
            creation
                .egui_ctx
                .send_viewport_cmd(egui::ViewportCommand::Maximized(true));
            Ok(Box::new(app))
        }),
    )
    .map_err(|error| UiError::Window(error.to_string()))
}
