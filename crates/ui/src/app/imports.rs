//! TD3 saves imported on a thread of their own, so the clocks keep running through a season's
//! import.

use super::App;
use riffle_store::td3::{self, Td3Error};
use std::path::PathBuf;
use std::sync::mpsc;

impl App {
    /// Saves picked in a dialog, imported into the folder of new tournaments (its field says
    /// why when it cannot be used, and nothing is imported).
    pub(super) fn import_picked(&mut self, ctx: &egui::Context, saves: Vec<PathBuf>) {
        if let Some(into) = self.welcome.tournaments_folder() {
            self.import_td3(ctx, saves, into);
        }
    }

    /// Imports TD3 saves (files, or folders of them) into `into` on a thread of its own, so
    /// the clocks keep running through a season's import, with the club's database the window
    /// uses: the store's import, all or nothing, as the command line's. One at a time: asked
    /// again while one runs, nothing happens.
    pub(super) fn import_td3(&mut self, ctx: &egui::Context, saves: Vec<PathBuf>, into: PathBuf) {
        if self.importing.is_some() {
            return;
        }
        let configured = self.shared.lock().preferences.database_url.clone();
        let (send, receive) = mpsc::channel();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let files = td3::saves_named(&saves);
            let location = riffle_store::players::Location::from_env_or_configured(
                configured.as_deref(),
                &into,
            );
            let done = match location {
                Ok(location) => td3::import(&files, &into, Some(&location)),
                Err(error) => Err(Td3Error::Database(error)),
            };
            let _ = send.send(done);
            ctx.request_repaint();
        });
        self.importing = Some(receive);
        self.welcome.import_started();
    }

    /// Hands the import's outcome to the welcome screen once it has ended.
    pub(super) fn watch_import(&mut self) {
        let Some(receive) = &self.importing else {
            return;
        };
        match receive.try_recv() {
            Ok(outcome) => {
                self.importing = None;
                self.welcome.import_ended(outcome);
            }
            Err(mpsc::TryRecvError::Empty) => {}
            // The thread ended without a word: nothing to show, and the buttons work again.
            Err(mpsc::TryRecvError::Disconnected) => {
                self.importing = None;
                self.welcome.import_lost();
            }
        }
    }

    /// Whether an import of TD3 saves is running (tests wait for it to end).
    pub fn importing(&self) -> bool {
        self.importing.is_some()
    }
}
