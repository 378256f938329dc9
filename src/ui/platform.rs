//! The only part of the UI that deals with the operating system: playing the alert sounds and
//! the file dialogs.
//!
//! Sound without a sound library: linking ALSA or CoreAudio would need system development
//! packages to build, so the chimes are written once as WAV files (through `store`) and played
//! by a program the system already has: `pw-play`, `paplay` or `aplay` on Linux, `afplay` on
//! macOS, PowerShell's `SoundPlayer` on Windows. With none of them, the alerts stay on screen
//! only. Nothing here ever waits on the UI thread: a sound plays from its own thread.

use super::alerts::{Chime, chime_wav};
use crate::store;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A way to play the chimes on this computer.
#[derive(Clone, Debug)]
pub struct Sound {
    player: Player,
    warning: PathBuf,
    change: PathBuf,
}

/// A program that plays a WAV file given as its last argument.
#[derive(Clone, Debug)]
struct Player {
    program: PathBuf,
    args: Vec<String>,
}

impl Sound {
    /// Finds a sound player and writes the chimes; `None` when the computer has no player or
    /// the files cannot be written, and the alerts are then shown only. Touches the disk: call
    /// it off the UI thread.
    pub fn detect() -> Option<Sound> {
        let player = find_player()?;
        let warning = store::write_generated("riffle-warning.wav", &chime_wav(Chime::Warning));
        let change = store::write_generated("riffle-change.wav", &chime_wav(Chime::Change));
        Some(Sound {
            player,
            warning: warning.ok()?,
            change: change.ok()?,
        })
    }

    /// The name of the program that plays the sound, for Settings.
    pub fn player_name(&self) -> String {
        self.player
            .program
            .file_stem()
            .map_or_else(String::new, |name| name.to_string_lossy().into_owned())
    }

    /// Plays a chime in the background. A player that fails (no audio device, muted server)
    /// fails silently: the alert is on screen anyway.
    pub fn play(&self, chime: Chime) {
        let file = match chime {
            Chime::Warning => &self.warning,
            Chime::Change => &self.change,
        };
        let mut command = self.player.command(file);
        std::thread::spawn(move || {
            // Waited for on this thread so that no finished player is left as a zombie.
            if let Ok(mut child) = command.spawn() {
                let _ = child.wait();
            }
        });
    }
}

impl Player {
    fn command(&self, file: &Path) -> Command {
        let mut command = Command::new(&self.program);
        #[cfg(windows)]
        {
            use std::os::windows::process::CommandExt;
            // No console window flashing up over the clock.
            const CREATE_NO_WINDOW: u32 = 0x0800_0000;
            command.creation_flags(CREATE_NO_WINDOW);
            let script = format!(
                "(New-Object Media.SoundPlayer '{}').PlaySync()",
                file.display().to_string().replace('\'', "''")
            );
            command.args(&self.args).arg(script);
        }
        #[cfg(not(windows))]
        command.args(&self.args).arg(file);
        command
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        command
    }
}

/// The first sound player found on the `PATH`, in order of preference for the system.
fn find_player() -> Option<Player> {
    let candidates: &[(&str, &[&str])] = if cfg!(target_os = "macos") {
        &[("afplay", &[])]
    } else if cfg!(windows) {
        &[(
            "powershell.exe",
            &["-NoProfile", "-NonInteractive", "-Command"],
        )]
    } else {
        &[("pw-play", &[]), ("paplay", &[]), ("aplay", &["-q"])]
    };
    let path = std::env::var_os("PATH")?;
    candidates.iter().find_map(|(name, args)| {
        std::env::split_paths(&path)
            .map(|dir| dir.join(name))
            .find(|program| program.is_file())
            .map(|program| Player {
                program,
                args: args.iter().map(|arg| (*arg).to_string()).collect(),
            })
    })
}

/// What became of a file the TD asked to save.
#[derive(Debug)]
pub enum Saved {
    To(PathBuf),
    /// Why it could not be written, in a sentence.
    Failed(String),
}

/// Asks the TD where to save `text` and writes it there, without holding up the windows: the
/// dialog waits on a thread of its own, so both clocks keep running while the TD picks a place.
/// The outcome arrives on the returned channel (nothing if the TD cancels), and `ctx` is asked to
/// repaint when it does.
pub fn save_text(
    ctx: &egui::Context,
    title: &str,
    file_name: &str,
    filter: (&str, &[&str]),
    text: String,
) -> std::sync::mpsc::Receiver<Saved> {
    let (sender, receiver) = std::sync::mpsc::channel();
    let (title, file_name) = (title.to_string(), file_name.to_string());
    let kind = filter.0.to_string();
    let extensions: Vec<String> = filter.1.iter().map(|e| (*e).to_string()).collect();
    let ctx = ctx.clone();
    std::thread::spawn(move || {
        let dialog = rfd::FileDialog::new()
            .set_title(title)
            .set_file_name(file_name)
            .add_filter(kind, &extensions);
        let Some(path) = dialog.save_file() else {
            return;
        };
        let saved = match store::write_output(Some(&path), &text) {
            Ok(()) => Saved::To(path),
            Err(error) => Saved::Failed(error.to_string()),
        };
        let _ = sender.send(saved);
        ctx.request_repaint();
    });
    receiver
}
