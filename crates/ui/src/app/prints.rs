//! Printouts: slips, seat cards, the seating list, table cards, the payout sheet and the season's
//! sheet, written to the prints folder and opened in the system's viewer.

use super::App;
use super::said::worded;
use crate::backend::Refusal;
use riffle_text::{Lang, Say};
use riffle_tournament::Tournament;
use std::path::Path;

impl App {
    /// Writes the move slips to the prints folder and opens them in the system's viewer.
    pub(super) fn print_move_slips(&mut self) {
        self.print("move-slips", "pdf", |tournament, path, lang| {
            let slips = tournament.move_slips();
            riffle_store::slips::write_move_slips(path, tournament.name(), &slips, lang)
        });
    }

    /// Writes a seat card a player to the prints folder and opens them in the system's viewer.
    pub(super) fn print_seat_cards(&mut self) {
        self.print("seat-cards", "pdf", |tournament, path, lang| {
            let cards = tournament.seat_cards();
            riffle_store::slips::write_move_slips(path, tournament.name(), &cards, lang)
        });
    }

    /// Writes the seating list to the prints folder and opens it in the system's viewer.
    pub(super) fn print_seating_list(&mut self) {
        self.print("seating", "pdf", |tournament, path, lang| {
            let seated = tournament.seating();
            let pdf = riffle_store::slips::seating_list_pdf(tournament.name(), &seated, lang);
            riffle_store::pdf::write(path, &pdf)
        });
    }

    /// Writes a card a table (its number and a QR code of its dealer page) to the prints folder
    /// and opens it in the system's viewer. The cards hold the venue server's address: the one
    /// it runs on, else the one it last ran on, where it comes back; never served, the TD is
    /// told to start it first, and served on this computer only (no phone opens that address),
    /// the TD is told which address to serve on.
    pub(super) fn print_table_cards(&mut self) {
        let dir = {
            let shared = self.shared.lock();
            (shared.backend()).and_then(|b| b.location().map(Path::to_path_buf))
        };
        let Some(dir) = dir else {
            return;
        };
        let base = match &self.venue {
            Some((served, running)) if *served == dir => running.card_url().map(Some),
            _ => riffle_server::served_url(&dir),
        };
        let base = match base {
            Ok(Some(base)) => base,
            Ok(None) => {
                self.view().refusal = Some(worded(|t| t.text("table_cards_need_the_server")));
                return;
            }
            Err(refusal) => {
                self.view().refusal = Some(Box::new(refusal));
                return;
            }
        };
        self.print("table-cards", "pdf", |tournament, path, lang| {
            let tables: Vec<_> = tournament.floor().tables().map(|t| t.number()).collect();
            let pdf =
                riffle_store::table_cards::table_cards_pdf(tournament.name(), &base, &tables, lang);
            riffle_store::pdf::write(path, &pdf)
        });
    }

    /// Writes the payout sheet and the receipts to the prints folder and opens them in the
    /// system's viewer.
    pub(super) fn print_payout_sheet(&mut self) {
        let now = (self.now)();
        self.print("payout-sheet", "pdf", |tournament, path, lang| {
            let sheet = riffle_store::payout_sheet::of(tournament, lang, now);
            riffle_store::payout_sheet::write_payout_sheet(path, &sheet)
        });
    }

    /// Writes the results sheet of the season of the league the event belongs to, as a
    /// workbook in the prints folder, with the club's names and countries when the club's
    /// database is there; opens it as a print is opened.
    pub(super) fn write_season_sheet(&mut self) {
        let (dir, configured) = {
            let shared = self.shared.lock();
            let dir = shared
                .backend()
                .and_then(|b| b.location())
                .map(Path::to_path_buf);
            (dir, shared.preferences.database_url.clone())
        };
        let Some(dir) = dir else {
            return;
        };
        let database = dir
            .parent()
            .and_then(|tournaments| {
                riffle_store::players::Location::from_env_or_configured(
                    configured.as_deref(),
                    tournaments,
                )
                .ok()
            })
            .filter(|location| match location {
                riffle_store::players::Location::Sqlite(path) => path.exists(),
                riffle_store::players::Location::Postgres(_) => true,
            })
            .and_then(|location| riffle_store::players::Database::open(&location).ok());
        self.print("season-sheet", "xlsx", |_, path, lang| {
            riffle_store::league::write_season_sheet_of_event(&dir, database.as_ref(), path, lang)
        });
    }

    /// Writes a printout of `what` with `write` to a new file of the prints folder beside the
    /// tournament's folder, opens it in the system's viewer and says in the notice slot where
    /// it is (with a button to its folder, for a computer whose viewer did not open), or tells
    /// the TD why it could not be written.
    pub(super) fn print<E: Say + Send + Sync + 'static>(
        &mut self,
        what: &str,
        extension: &str,
        write: impl FnOnce(&Tournament, &Path, Lang) -> Result<(), E>,
    ) {
        let at = (self.now)().with_timezone(&chrono::Local);
        let written = {
            let shared = self.shared.lock();
            let Some(backend) = shared.backend() else {
                return;
            };
            let (Some(tournament), Some(dir)) = (backend.tournament(), backend.location()) else {
                return;
            };
            match riffle_store::prints::print_path(dir, what, extension, at) {
                Ok(path) => write(tournament, &path, shared.preferences.lang)
                    .map(|()| path)
                    .map_err(|error| Box::new(error) as Refusal),
                Err(error) => Err(Box::new(error) as Refusal),
            }
        };
        match written {
            Ok(path) => {
                if self.open_prints {
                    crate::platform::open_document(&path);
                }
                self.view().printed = Some(path);
            }
            Err(error) => self.view().refusal = Some(error),
        }
    }
}
