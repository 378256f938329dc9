//! The only part of the UI that deals with the operating system: playing the alert sounds,
//! opening the file dialogs and documents, and how paths are written on this system.
//!
//! Sound without a sound library: linking ALSA or CoreAudio would need system development
//! packages to build, so the chimes are written once as WAV files (through `store`) and played
//! by a program the system already has: `pw-play`, `paplay` or `aplay` on Linux, `afplay` on
//! macOS, PowerShell's `SoundPlayer` on Windows. With none of them, the alerts stay on screen
//! only. Nothing here ever waits on the UI thread: a sound plays from its own thread, and a file
//! dialog is awaited on its own thread while the windows keep drawing (the players' clock must
//! not freeze while the TD looks for a file).

use super::alerts::{Chime, chime_wav};
use super::i18n::Texts;
use riffle_store as store;
use riffle_store::paths::Wanted;
use riffle_text::Lang;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc;

/// The hint in an empty path field: how a full path starts on this system.
pub fn path_hint(t: &Texts) -> &str {
    if cfg!(windows) {
        t.text("path_hint_windows")
    } else if cfg!(target_os = "macos") {
        t.text("path_hint_macos")
    } else {
        t.text("path_hint")
    }
}

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
        Sound::detect_in(&std::env::var_os("PATH")?)
    }

    /// [`Sound::detect`] among the folders of `path` (a `PATH`-style list).
    pub fn detect_in(path: &std::ffi::OsStr) -> Option<Sound> {
        let player = find_player(path)?;
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

/// The first sound player found in the folders of `path`, in order of preference for the system.
fn find_player(path: &std::ffi::OsStr) -> Option<Player> {
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
    first_on(path, candidates).map(|(program, args)| Player {
        program,
        args: args.iter().map(|arg| (*arg).to_string()).collect(),
    })
}

/// The first of `candidates` (a program's name and what goes with it) found in the folders of
/// `path`, in the candidates' order of preference.
fn first_on<T: Copy>(path: &std::ffi::OsStr, candidates: &[(&str, T)]) -> Option<(PathBuf, T)> {
    candidates.iter().find_map(|&(name, with)| {
        std::env::split_paths(path)
            .map(|dir| dir.join(name))
            .find(|program| program.is_file())
            .map(|program| (program, with))
    })
}

/// A file or folder a panel asks the TD to pick, and what the pick is for. Panels only ask;
/// the shell opens the dialog (never in tests) and hands the answer back.
#[derive(Clone, Debug, PartialEq)]
pub enum Dialog {
    /// A structure file for the open tournament.
    StructureFile,
    /// A structure file for the tournament about to be created.
    NewTournamentStructure,
    /// A tournament folder to open instead of this one.
    OpenTournament,
    /// The folder to create the new tournament in (its own folder goes inside).
    NewTournamentFolder,
    /// Where to save the results as CSV, offering `file_name`.
    ExportResults { file_name: String },
    /// The Tournament Director's saves to import, one or several (typed by hand: a save or a
    /// folder of them).
    Td3Saves,
    /// A folder of The Tournament Director's saves to import, a season at once.
    Td3Folder,
    /// A players' screen layout to preview in Settings.
    LayoutFile,
}

impl Dialog {
    /// The dialog's title, in the TD's language.
    pub fn title(&self, lang: Lang) -> &'static str {
        let t = crate::i18n::Texts::of(lang);
        match self {
            Dialog::StructureFile | Dialog::NewTournamentStructure => {
                t.text("dialog_structure_file")
            }
            Dialog::OpenTournament => t.text("dialog_open_tournament"),
            Dialog::NewTournamentFolder => t.text("dialog_new_tournament_folder"),
            Dialog::ExportResults { .. } => t.text("dialog_export_results"),
            Dialog::Td3Saves => t.text("dialog_td3_saves"),
            Dialog::Td3Folder => t.text("dialog_td3_folder"),
            Dialog::LayoutFile => t.text("layout_preview_Dialog"),
        }
    }

    /// What the path typed in its place must name, where no dialog can open.
    pub fn wanted(&self) -> Wanted {
        match self {
            Dialog::OpenTournament | Dialog::NewTournamentFolder => Wanted::Folder,
            Dialog::StructureFile | Dialog::NewTournamentStructure | Dialog::LayoutFile => {
                Wanted::File
            }
            Dialog::ExportResults { .. } => Wanted::NewFile,
            Dialog::Td3Saves => Wanted::FileOrFolder,
            Dialog::Td3Folder => Wanted::Folder,
        }
    }
}

/// How a dialog ended.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    Picked(PathBuf),
    /// Several files, where the dialog lets the TD pick more than one.
    PickedSeveral(Vec<PathBuf>),
    /// The TD closed it without picking.
    Cancelled,
    /// It came back empty sooner than anyone can read it: no dialog could open (on Linux, no
    /// desktop portal and no zenity; the dialog library tells this from a cancel in no other
    /// way). The window asks for the path in a field instead.
    Unavailable,
}

/// An empty answer sooner than this was no dialog on screen, but one that could not open.
const NO_DIALOG_BEFORE: std::time::Duration = std::time::Duration::from_millis(400);

/// A dialog on screen, awaited on its own thread.
pub struct OpenDialog {
    pub dialog: Dialog,
    answer: mpsc::Receiver<Answer>,
}

impl OpenDialog {
    /// Shows the system's file or folder dialog. The dialog is created here, on
    /// the UI thread (macOS wants that), and awaited elsewhere; the window is asked to repaint
    /// when the TD has answered.
    pub fn open(dialog: Dialog, lang: Lang, ctx: &egui::Context) -> OpenDialog {
        let picker = rfd::AsyncFileDialog::new()
            .set_title(dialog.title(lang))
            .set_can_create_directories(true);
        type Picked = std::pin::Pin<Box<dyn Future<Output = Option<Vec<rfd::FileHandle>>> + Send>>;
        let one = |picked: Option<rfd::FileHandle>| picked.map(|file| vec![file]);
        let picked: Picked = match &dialog {
            Dialog::Td3Saves => Box::pin(picker.add_filter("TD3", &["tdt"]).pick_files()),
            Dialog::OpenTournament | Dialog::NewTournamentFolder | Dialog::Td3Folder => {
                Box::pin(async move { one(picker.pick_folder().await) })
            }
            Dialog::StructureFile | Dialog::NewTournamentStructure | Dialog::LayoutFile => {
                let picked = picker.add_filter("RON", &["ron"]).pick_file();
                Box::pin(async move { one(picked.await) })
            }
            Dialog::ExportResults { file_name } => {
                let picked = picker
                    .set_file_name(file_name)
                    .add_filter("CSV", &["csv"])
                    .save_file();
                Box::pin(async move { one(picked.await) })
            }
        };
        let (send, answer) = mpsc::channel();
        let ctx = ctx.clone();
        std::thread::spawn(move || {
            let opened = std::time::Instant::now();
            let answer = match block_on(picked) {
                Some(mut files) if files.len() == 1 => {
                    Answer::Picked(files.remove(0).path().to_path_buf())
                }
                Some(files) if !files.is_empty() => Answer::PickedSeveral(
                    files.iter().map(|file| file.path().to_path_buf()).collect(),
                ),
                Some(_) | None if opened.elapsed() < NO_DIALOG_BEFORE => Answer::Unavailable,
                Some(_) | None => Answer::Cancelled,
            };
            let _ = send.send(answer);
            ctx.request_repaint();
        });
        OpenDialog { dialog, answer }
    }

    /// The TD's answer once given, `None` while the dialog is still on screen.
    pub fn answer(&self) -> Option<Answer> {
        match self.answer.try_recv() {
            Ok(answer) => Some(answer),
            Err(mpsc::TryRecvError::Empty) => None,
            Err(mpsc::TryRecvError::Disconnected) => Some(Answer::Unavailable),
        }
    }
}

/// Runs a future to its end on the current thread, sleeping between wake-ups: all a dialog's
/// future needs, without an async runtime.
fn block_on<F: std::future::Future>(future: F) -> F::Output {
    use std::task::{Context, Poll, Wake, Waker};
    struct Unpark(std::thread::Thread);
    impl Wake for Unpark {
        fn wake(self: std::sync::Arc<Self>) {
            self.0.unpark();
        }
    }
    let mut future = std::pin::pin!(future);
    let waker = Waker::from(std::sync::Arc::new(Unpark(std::thread::current())));
    let mut cx = Context::from_waker(&waker);
    loop {
        if let Poll::Ready(output) = future.as_mut().poll(&mut cx) {
            return output;
        }
        std::thread::park();
    }
}

/// Opens a document (the move slips) in the system's own viewer, to print from there. Nothing
/// waits for the viewer; if none opens, the file is still in the tournament's folder.
#[cfg(windows)]
pub fn open_document(path: &Path) {
    use std::os::windows::ffi::OsStrExt;
    use windows_sys::Win32::UI::Shell::ShellExecuteW;
    use windows_sys::Win32::UI::WindowsAndMessaging::SW_SHOWNORMAL;
    // Asked of the shell itself rather than through `cmd /C start`: no console flashes over
    // the clock, and a folder named "Poker & Co" or "100%" is not read as commands.
    let wide = |text: &std::ffi::OsStr| text.encode_wide().chain([0]).collect::<Vec<u16>>();
    let file = wide(path.as_os_str());
    let verb = wide("open".as_ref());
    std::thread::spawn(move || {
        // SAFETY: both strings are NUL-terminated UTF-16 living across the call; the window,
        // parameters and folder may be null.
        unsafe {
            ShellExecuteW(
                std::ptr::null_mut(),
                verb.as_ptr(),
                file.as_ptr(),
                std::ptr::null(),
                std::ptr::null(),
                SW_SHOWNORMAL,
            )
        };
    });
}

/// Opens a document (the move slips) in the system's own viewer, to print from there. Nothing
/// waits for the viewer; if none opens, the file is still in the tournament's folder.
#[cfg(not(windows))]
pub fn open_document(path: &Path) {
    #[cfg(target_os = "macos")]
    let mut command = {
        let mut command = Command::new("open");
        command.arg(path);
        command
    };
    #[cfg(not(target_os = "macos"))]
    let mut command = {
        let mut command = Command::new("xdg-open");
        command.arg(path);
        command
    };
    command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    std::thread::spawn(move || {
        // Waited for on this thread so that no finished opener is left as a zombie.
        if let Ok(mut child) = command.spawn() {
            let _ = child.wait();
        }
    });
}

/// A way to speak the announcements on this computer, through the speech the system already
/// has, as the chimes are played: SAPI through PowerShell on Windows, `say` on macOS,
/// `spd-say` or `espeak-ng` on Linux. With none of them Settings says so and the announcements
/// stay written.
#[derive(Clone, Debug)]
pub struct Voice {
    program: PathBuf,
    kind: Speaker,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Speaker {
    Sapi,
    Say,
    SpdSay,
    Espeak,
}

impl Voice {
    /// The first speech program on the `PATH`; `None` when there is none.
    pub fn detect() -> Option<Voice> {
        Voice::detect_in(&std::env::var_os("PATH")?)
    }

    /// The first speech program in the folders of `path` (a `PATH`-style list).
    pub fn detect_in(path: &std::ffi::OsStr) -> Option<Voice> {
        let candidates: &[(&str, Speaker)] = if cfg!(target_os = "macos") {
            &[("say", Speaker::Say)]
        } else if cfg!(windows) {
            &[("powershell.exe", Speaker::Sapi)]
        } else {
            &[("spd-say", Speaker::SpdSay), ("espeak-ng", Speaker::Espeak)]
        };
        first_on(path, candidates).map(|(program, kind)| Voice { program, kind })
    }

    /// The name of the program that speaks, for Settings.
    pub fn name(&self) -> String {
        self.program
            .file_stem()
            .map_or_else(String::new, |name| name.to_string_lossy().into_owned())
    }

    /// Speaks `text` in `lang` in the background once `after` has passed; a program that fails
    /// fails silently (the announcement is on screen anyway).
    pub fn speak(&self, text: &str, lang: Lang, after: std::time::Duration) {
        let mut command = self.command(text, lang);
        std::thread::spawn(move || {
            std::thread::sleep(after);
            if let Ok(mut child) = command.spawn() {
                let _ = child.wait();
            }
        });
    }

    /// The command that speaks `text` in `lang`: the language picks the system's voice where
    /// the program can be told one.
    fn command(&self, text: &str, lang: Lang) -> Command {
        let code = lang.code();
        let mut command = Command::new(&self.program);
        match self.kind {
            Speaker::Sapi => {
                #[cfg(windows)]
                {
                    use std::os::windows::process::CommandExt;
                    const CREATE_NO_WINDOW: u32 = 0x0800_0000;
                    command.creation_flags(CREATE_NO_WINDOW);
                }
                let quoted = text.replace('\'', "''");
                let script = format!(
                    "Add-Type -AssemblyName System.Speech; \
                     $s = New-Object System.Speech.Synthesis.SpeechSynthesizer; \
                     $v = $s.GetInstalledVoices() | Where-Object {{ \
                     $_.VoiceInfo.Culture.TwoLetterISOLanguageName -eq '{code}' }} | \
                     Select-Object -First 1; \
                     if ($v) {{ $s.SelectVoice($v.VoiceInfo.Name) }}; $s.Speak('{quoted}')"
                );
                command.args(["-NoProfile", "-NonInteractive", "-Command", &script]);
            }
            Speaker::Say => {
                command.arg(text);
            }
            Speaker::SpdSay => {
                command.args(["-l", code, "-w", "--", text]);
            }
            Speaker::Espeak => {
                command.args(["-v", code, "--", text]);
            }
        }
        command
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        command
    }
}

#[cfg(test)]
mod voice_tests {
    use super::*;

    fn args(voice: &Voice, text: &str, lang: Lang) -> Vec<String> {
        voice
            .command(text, lang)
            .get_args()
            .map(|a| a.to_string_lossy().into_owned())
            .collect()
    }

    #[test]
    fn each_speech_program_is_told_the_language_and_a_text_that_cannot_pass_for_an_option() {
        let voice = |kind| Voice {
            program: PathBuf::from("speaker"),
            kind,
        };
        assert_eq!(
            args(&voice(Speaker::SpdSay), "-Level 2", Lang::Fr),
            ["-l", "fr", "-w", "--", "-Level 2"]
        );
        assert_eq!(
            args(&voice(Speaker::Espeak), "Break", Lang::En),
            ["-v", "en", "--", "Break"]
        );
        let sapi = args(&voice(Speaker::Sapi), "Niveau 2 : l'ante", Lang::Fr);
        assert_eq!(sapi[..3], ["-NoProfile", "-NonInteractive", "-Command"]);
        assert!(sapi[3].contains("-eq 'fr'"), "{}", sapi[3]);
        assert!(
            sapi[3].contains("Speak('Niveau 2 : l''ante')"),
            "{}",
            sapi[3]
        );
    }
}
