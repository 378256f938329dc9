//! How the window opens: the tournament given on the command line, else the last one opened,
//! else the welcome screen (new, open, recent, demo); with the TD's saved language, sound and
//! players' screen monitor, and every event that was open in a tab. A tournament whose journal
//! is damaged in the middle opens no tournament: the window offers to repair it first. The
//! command line asks for it by [`open`] and knows nothing else of the window.

use crate::app::Config;
use crate::backend::{Backend, WriterBackend};
use crate::player_screen::Placement;
use crate::shared::{Preferences, ScreenChoice};
use riffle_store::journal::{Journal, JournalError};
use riffle_store::session::{Session, SessionError};
use riffle_store::settings::{self, AppSettings};
use riffle_text::Lang;
use std::path::{Path, PathBuf};

/// Opens the window on the tournament in `path` (else as the TD left it), the players' screen
/// on `player_screen` (counted from 1) if asked, and runs until the TD closes it.
pub fn open(
    path: Option<&Path>,
    player_screen: Option<u32>,
) -> Result<(), Box<dyn std::error::Error>> {
    let (backend, config) = startup(&settings::app_dir(), path, player_screen)?;
    crate::run(backend, config)?;
    Ok(())
}

/// The first tab's event, and how the window starts (the other tabs' events among it).
pub type Opening = (Option<Box<dyn Backend>>, Config);

/// The first tab's event and how the window starts, from the settings saved in `dir`: every
/// event that was open in a tab when the app last closed, in the same order, the one given
/// (`path`) or last shown on screen; the TD's language, sound and players' screen.
pub fn startup(
    dir: &Path,
    path: Option<&Path>,
    player_screen: Option<u32>,
) -> Result<Opening, Box<dyn std::error::Error>> {
    let (mut saved, notice) = settings::load(dir);
    if let Some(notice) = notice {
        eprintln!("notice: {notice}");
    }
    // The events open in their tabs when the app last closed, all again; a folder given on
    // the command line joins them and is shown.
    let mut folders: Vec<PathBuf> = (saved.open_tournaments.iter())
        .filter(|dir| Journal::exists(dir))
        .cloned()
        .collect();
    let shown_folder = path
        .map(Path::to_path_buf)
        .or_else(|| (saved.last_tournament.clone()).filter(|last| Journal::exists(last)));
    if let Some(shown) = &shown_folder
        && !folders.contains(shown)
    {
        folders.push(shown.clone());
    }
    let mut sessions = Vec::new();
    let mut damaged = None;
    let mut shown = 0;
    for folder in folders {
        let asked = shown_folder.as_ref() == Some(&folder);
        match Session::open(&folder) {
            Ok(session) => {
                if asked {
                    shown = sessions.len();
                }
                sessions.push(session);
            }
            Err(SessionError::Journal(JournalError::Corrupt { .. })) if asked => {
                damaged = Some(folder);
            }
            Err(error) if asked => return Err(error.into()),
            // Another tab of last time that cannot open now (moved, held elsewhere) is
            // told and left out; the others open.
            Err(error) => eprintln!("notice: {}: {error}", folder.display()),
        }
    }
    if let Some(session) = sessions.get(shown) {
        saved.opened(session.dir());
    }
    saved.open_tournaments = sessions.iter().map(|s| s.dir().to_path_buf()).collect();
    if let Err(error) = settings::save(dir, &saved) {
        eprintln!("notice: {error}");
    }
    let preferences = Preferences {
        lang: match saved.language.as_deref() {
            Some("fr") => Lang::Fr,
            _ => Lang::En,
        },
        sound: saved.sound.unwrap_or(true),
        speak: saved.speak.unwrap_or(false),
        screen: screen_choice(&saved),
        league_on_breaks: saved.league_on_breaks.unwrap_or(true),
        database_url: saved.database_url.clone(),
        zoom_percent: saved.zoom_percent.unwrap_or(100),
    };
    let config = Config {
        preferences,
        player_screen: player_screen_at_launch(player_screen, &saved),
        // Asked for on the command line, it is full screen; back from last time, as it was.
        player_screen_windowed: player_screen.is_none()
            && saved.player_screen_full_screen == Some(false),
        saved_monitor: saved.monitor.map(Placement::Monitor),
        welcome: sessions.is_empty() && damaged.is_none(),
        recent: saved.recent.clone(),
        new_folder: saved
            .recent
            .first()
            .and_then(|last| last.parent())
            .map_or_else(settings::tournaments_dir, Path::to_path_buf)
            .into(),
        settings_dir: Some(dir.to_path_buf()),
        damaged,
        ..Config::default()
    };
    let mut backends = sessions
        .into_iter()
        .map(|session| Box::new(WriterBackend::new(session)) as Box<dyn Backend>);
    let backend = backends.next();
    let config = Config {
        more_events: backends.collect(),
        shown,
        ..config
    };
    Ok((backend, config))
}

/// Which event the players' screen shows, as the TD left it.
fn screen_choice(saved: &AppSettings) -> ScreenChoice {
    match (&saved.screen_event, saved.screen_rotate_seconds) {
        (_, Some(seconds)) => ScreenChoice::Rotate { seconds },
        (Some(dir), None) => ScreenChoice::Event(dir.clone()),
        (None, None) => ScreenChoice::Tab,
    }
}

/// Where the players' screen opens at launch: on the monitor the command line names, or, if
/// it was open when the app last closed, where it was then (full screen on its monitor, or in a
/// window).
fn player_screen_at_launch(asked: Option<u32>, saved: &AppSettings) -> Option<Placement> {
    asked.map(Placement::Monitor).or_else(|| {
        (saved.player_screen_open == Some(true))
            .then(|| saved.monitor.map_or(Placement::Window, Placement::Monitor))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_players_screen_comes_back_where_it_was_when_the_app_closed() {
        let open_on_2 = AppSettings {
            monitor: Some(2),
            player_screen_open: Some(true),
            ..AppSettings::default()
        };
        assert_eq!(
            player_screen_at_launch(None, &open_on_2),
            Some(Placement::Monitor(2))
        );
        let open_in_a_window = AppSettings {
            player_screen_open: Some(true),
            ..AppSettings::default()
        };
        assert_eq!(
            player_screen_at_launch(None, &open_in_a_window),
            Some(Placement::Window)
        );
        let closed = AppSettings {
            monitor: Some(2),
            player_screen_open: Some(false),
            ..AppSettings::default()
        };
        assert_eq!(player_screen_at_launch(None, &closed), None);
        // Left in a window on monitor 2: back on monitor 2 (then out of full screen, see the
        // window's test).
        let windowed_on_2 = AppSettings {
            player_screen_full_screen: Some(false),
            ..open_on_2.clone()
        };
        assert_eq!(
            player_screen_at_launch(None, &windowed_on_2),
            Some(Placement::Monitor(2))
        );
        // The command line wins.
        assert_eq!(
            player_screen_at_launch(Some(3), &closed),
            Some(Placement::Monitor(3))
        );
    }
}
