//! The ids of the app's windows, in a module of their own so that whatever wakes a window (the
//! backend when a phone's command lands, the shell) names it without reaching into the module
//! that draws it.

use egui::ViewportId;

/// The players' screen window, whatever it shows.
pub fn player_screen() -> ViewportId {
    ViewportId::from_hash_of("riffle-players-screen")
}
