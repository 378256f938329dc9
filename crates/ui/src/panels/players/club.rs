//! The club's player database at the registration desk: as the TD types a name, the club's
//! players it could be are offered, and a click types the name as the club spells it, so the
//! entry links to that player when the database is filled from the journal.

use egui::{RichText, Ui};
use riffle_store::players::{Database, History, Location, Player};
use riffle_text::Words;
use std::path::{Path, PathBuf};

/// How many of the club's players the desk offers at once.
const OFFERED: usize = 5;

/// The database of the open tournament's folder, opened once, and the last search.
#[derive(Default)]
pub(super) struct Club {
    /// The tournament folder and the location set in Settings the database below belongs to.
    folder: Option<(Option<PathBuf>, Option<String>)>,
    db: Option<Database>,
    query: String,
    found: Vec<Player>,
    /// The history last read, and the name it was read for.
    history: Option<(String, Option<History>)>,
}

impl Club {
    /// Opens the club's database for the tournament in `folder`: `RIFFLE_DATABASE_URL`, the
    /// location set in Settings (`configured`), or the `players.sqlite` beside the tournaments
    /// when it exists. A missing file is not created here: a club with no database sees
    /// nothing new at the desk.
    pub(super) fn follow(&mut self, folder: Option<&Path>, configured: Option<&str>) {
        let key = (
            folder.map(Path::to_path_buf),
            configured.map(str::to_string),
        );
        if self.folder.as_ref() == Some(&key) {
            return;
        }
        self.folder = Some(key);
        self.found.clear();
        self.query.clear();
        self.history = None;
        let tournaments = folder.and_then(Path::parent);
        self.db = tournaments
            .and_then(|dir| Location::from_env_or_configured(configured, dir).ok())
            .filter(|location| match location {
                Location::Sqlite(path) => path.exists(),
                Location::Postgres(_) => true,
            })
            .and_then(|location| Database::open(&location).ok());
    }

    /// The club's history of the player registered as `name`, read once per name shown (the
    /// journals fill the database, not the window, so it does not change while looked at).
    pub(super) fn history(&mut self, name: &str) -> Option<&History> {
        let db = self.db.as_ref()?;
        if self.history.as_ref().is_none_or(|(read, _)| read != name) {
            let history = db.history_of(name).ok().flatten();
            self.history = Some((name.to_string(), history));
        }
        self.history.as_ref()?.1.as_ref()
    }

    /// The club's players the name typed could be, under the name field; a click returns the
    /// name as the club spells it.
    pub(super) fn offer(&mut self, ui: &mut Ui, w: &Words, typed: &str) -> Option<String> {
        let db = self.db.as_ref()?;
        let typed = typed.trim();
        if typed.chars().count() < 2 {
            return None;
        }
        if self.query != typed {
            self.query = typed.to_string();
            self.found = db.search(typed).unwrap_or_default();
            self.found.truncate(OFFERED);
        }
        if self.found.is_empty() {
            return None;
        }
        let mut picked = None;
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(w.text("club_players")).weak());
            for player in &self.found {
                let label = match &player.nickname {
                    Some(nickname) => format!("{} ({nickname})", player.name),
                    None => player.name.clone(),
                };
                let same = riffle_text::name_key(&player.name) == riffle_text::name_key(typed);
                let text = if same {
                    RichText::new(label).strong()
                } else {
                    RichText::new(label)
                };
                if ui
                    .small_button(text)
                    .on_hover_text(w.text("club_player_help"))
                    .clicked()
                {
                    picked = Some(player.name.clone());
                }
            }
        });
        picked
    }
}
