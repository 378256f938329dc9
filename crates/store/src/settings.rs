//! The app's own settings (language, sound, the players' screen monitor, the last tournament
//! opened) and where the app keeps its files: one small RON file the TD never has to edit.

use super::StoreError;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The TD's choices that outlive the window.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct AppSettings {
    /// The tournament to open at launch.
    pub last_tournament: Option<PathBuf>,
    /// "en" or "fr".
    pub language: Option<String>,
    pub sound: Option<bool>,
    /// Whether the announcements are spoken aloud.
    pub speak: Option<bool>,
    /// The monitor the players' screen goes to, counted from 1.
    pub monitor: Option<u32>,
    /// Whether the players' screen was open when the TD last used the app: it opens again at
    /// launch, on its monitor, so a restart mid-event leaves the room's TV as it was.
    pub player_screen_open: Option<bool>,
    /// Whether it was full screen then: `Some(false)` when the TD had left full screen (Esc, a
    /// double click), so it comes back in a window.
    pub player_screen_full_screen: Option<bool>,
    /// The tournaments opened lately, the latest first, for the welcome screen and File.
    pub recent: Vec<PathBuf>,
    /// The events open in the window's tabs when the app last closed, in the order of the
    /// tabs: they all open again at launch, `last_tournament`'s tab shown.
    pub open_tournaments: Vec<PathBuf>,
    /// The event the players' screen shows whatever tab the TD is on; `None` follows the tab.
    pub screen_event: Option<PathBuf>,
    /// The players' screen shows each open event in turn, this many seconds each.
    pub screen_rotate_seconds: Option<u32>,
    /// Whether the players' screen shows the league's table during a break.
    pub league_on_breaks: Option<bool>,
    /// The club's player database as typed in Settings and checked by connecting to it.
    pub database_url: Option<String>,
    /// The TD window's zoom in percent, as the TD left it (Ctrl + and Ctrl -, or Settings).
    pub zoom_percent: Option<u16>,
}

/// How many tournaments File > Recent lists.
const RECENT: usize = 8;

impl AppSettings {
    /// Notes that the tournament in `dir` was opened: the one to open at the next launch, at
    /// the head of the recent ones.
    pub fn opened(&mut self, dir: &Path) {
        self.last_tournament = Some(dir.to_path_buf());
        self.recent.retain(|known| known != dir);
        self.recent.insert(0, dir.to_path_buf());
        self.recent.truncate(RECENT);
    }
}

/// The demo tournament kept in the app's folder `dir`, created with its players seated the
/// first time it is asked for.
pub fn demo(
    dir: &Path,
    now: chrono::DateTime<chrono::Utc>,
) -> Result<super::session::Session, super::session::SessionError> {
    use super::session::Session;
    let folder = dir.join(riffle_tournament::demo::NAME);
    if super::journal::Journal::exists(&folder) {
        return Session::open(&folder);
    }
    let (setup, commands) = riffle_tournament::demo::demo();
    let mut session = Session::create(&folder, &setup, now)?;
    for command in &commands {
        session.execute(command, now)?;
    }
    Ok(session)
}

/// Where a new tournament's folder goes when the TD has opened none yet: a `Riffle` folder in
/// the home folder (on Windows, in Documents, where a user looks for files and backs them
/// up), easy to find and to back up.
pub fn tournaments_dir() -> PathBuf {
    #[cfg(windows)]
    if let Some(documents) = windows::documents() {
        return documents.join("Riffle");
    }
    let home = std::env::var_os(if cfg!(windows) { "USERPROFILE" } else { "HOME" })
        .filter(|home| !home.is_empty());
    home.map_or_else(app_dir, |home| PathBuf::from(home).join("Riffle"))
}

#[cfg(windows)]
mod windows {
    use std::ffi::OsString;
    use std::os::windows::ffi::OsStringExt;
    use std::path::PathBuf;
    use windows_sys::Win32::System::Com::CoTaskMemFree;
    use windows_sys::Win32::UI::Shell::{
        FOLDERID_Documents, KF_FLAG_DEFAULT, SHGetKnownFolderPath,
    };

    /// The user's Documents folder as Windows knows it, wherever it was moved (OneDrive, another
    /// drive); `None` when the system cannot say.
    pub(super) fn documents() -> Option<PathBuf> {
        let mut wide: windows_sys::core::PWSTR = std::ptr::null_mut();
        // SAFETY: the folder id is a valid GUID, a null token asks for the current user, and
        // `wide` receives a string the system allocates, freed below whatever the result.
        let result = unsafe {
            SHGetKnownFolderPath(
                &FOLDERID_Documents,
                KF_FLAG_DEFAULT as u32,
                std::ptr::null_mut(),
                &mut wide,
            )
        };
        let path = (result == 0 && !wide.is_null()).then(|| {
            // SAFETY: on success `wide` is a NUL-terminated UTF-16 string.
            let len = (0..).take_while(|&i| unsafe { *wide.add(i) } != 0).count();
            // SAFETY: the `len` units before the NUL were just read.
            let units = unsafe { std::slice::from_raw_parts(wide, len) };
            PathBuf::from(OsString::from_wide(units))
        });
        // SAFETY: `wide` came from the system's allocator (or is null, which is allowed).
        unsafe { CoTaskMemFree(wide.cast()) };
        path.filter(|path| path.is_absolute())
    }
}

/// Where the app keeps its settings and the demo tournament: the platform's data folder
/// (`$XDG_DATA_HOME/riffle`, `~/.local/share/riffle`, `%APPDATA%\riffle`, or
/// `~/Library/Application Support/riffle`), or the temporary folder when there is no home.
pub fn app_dir() -> PathBuf {
    let var = |name: &str| {
        std::env::var_os(name)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    let base = if cfg!(windows) {
        var("APPDATA")
    } else if cfg!(target_os = "macos") {
        var("HOME").map(|h| h.join("Library/Application Support"))
    } else {
        var("XDG_DATA_HOME").or_else(|| var("HOME").map(|h| h.join(".local/share")))
    };
    base.unwrap_or_else(std::env::temp_dir).join("riffle")
}

const SETTINGS_FILE: &str = "settings.ron";

fn settings_path(dir: &Path) -> PathBuf {
    dir.join(SETTINGS_FILE)
}

/// The settings saved in `dir`; defaults when there are none. A damaged file is not fatal (the
/// settings are conveniences): the defaults are used and the reason returned for a notice.
pub fn load(dir: &Path) -> (AppSettings, Option<String>) {
    let path = settings_path(dir);
    let Ok(text) = std::fs::read_to_string(&path) else {
        return (AppSettings::default(), None);
    };
    match ron::from_str(&text) {
        Ok(settings) => (settings, None),
        Err(error) => (
            AppSettings::default(),
            Some(format!(
                "The settings in {} could not be read ({error}); the defaults are used.",
                path.display()
            )),
        ),
    }
}

/// Saves the settings in `dir`, replacing the file whole (see [`super::replace_file`]).
pub fn save(dir: &Path, settings: &AppSettings) -> Result<(), StoreError> {
    let path = settings_path(dir);
    let write = |source| StoreError::Write {
        path: path.clone(),
        source,
    };
    std::fs::create_dir_all(dir).map_err(write)?;
    let text = ron::ser::to_string_pretty(settings, ron::ser::PrettyConfig::default())
        .map_err(|e| write(std::io::Error::other(e.to_string())))?;
    super::replace_file(dir, SETTINGS_FILE, text.as_bytes()).map_err(write)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_a_damaged_file_falls_back_to_defaults() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(load(dir.path()), (AppSettings::default(), None));
        let settings = AppSettings {
            last_tournament: Some("/events/sunday".into()),
            language: Some("fr".into()),
            sound: Some(false),
            speak: Some(true),
            monitor: Some(2),
            player_screen_open: Some(true),
            player_screen_full_screen: Some(false),
            recent: vec!["/events/sunday".into(), "/events/friday".into()],
            open_tournaments: vec!["/events/friday".into(), "/events/sunday".into()],
            screen_event: None,
            screen_rotate_seconds: Some(20),
            league_on_breaks: Some(false),
            database_url: Some("postgres://td:secret@db.club/riffle".into()),
            zoom_percent: Some(150),
        };
        save(dir.path(), &settings).unwrap();
        assert_eq!(load(dir.path()).0, settings);
        std::fs::write(dir.path().join("settings.ron"), "(language: ").unwrap();
        let (loaded, notice) = load(dir.path());
        assert_eq!(loaded, AppSettings::default());
        assert!(notice.unwrap().contains("could not be read"));
    }

    #[test]
    fn an_opened_tournament_goes_to_the_head_of_the_recent_ones_once() {
        let mut settings = AppSettings::default();
        for n in 0..10 {
            settings.opened(Path::new(&format!("/events/{n}")));
        }
        settings.opened(Path::new("/events/5"));
        assert_eq!(settings.last_tournament, Some("/events/5".into()));
        assert_eq!(settings.recent.len(), RECENT);
        assert_eq!(settings.recent[0], Path::new("/events/5"));
        assert_eq!(settings.recent[1], Path::new("/events/9"));
        assert_eq!(
            settings
                .recent
                .iter()
                .filter(|p| *p == Path::new("/events/5"))
                .count(),
            1
        );
    }

    #[test]
    fn saving_leaves_no_temporary_file_behind_even_when_it_fails() {
        let dir = tempfile::tempdir().unwrap();
        save(dir.path(), &AppSettings::default()).unwrap();
        let names = |dir: &Path| {
            let mut names: Vec<String> = std::fs::read_dir(dir)
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
            names.sort();
            names
        };
        assert_eq!(names(dir.path()), ["settings.ron"]);
        // A folder where the settings file should be: the rename fails.
        std::fs::remove_file(dir.path().join("settings.ron")).unwrap();
        std::fs::create_dir(dir.path().join("settings.ron")).unwrap();
        std::fs::write(dir.path().join("settings.ron").join("x"), "").unwrap();
        assert!(save(dir.path(), &AppSettings::default()).is_err());
        assert_eq!(names(dir.path()), ["settings.ron"]);
    }
}
