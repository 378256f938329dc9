//! The files and folders a panel or File asks for: the system's dialog, or a field typed by hand
//! where none can open, and what the TD picked.

use super::App;
use crate::i18n::Texts;
use crate::panels::Handed;
use crate::path_field::PathField;
use crate::platform::{Answer, Dialog, OpenDialog};
use crate::theme;
use egui::{Key, Modifiers, RichText};

/// A dialog's question asked in a field typed by hand: its title, the path field (Tab
/// completes) and OK or Cancel.
pub(super) struct Prompt {
    dialog: Dialog,
    field: PathField,
    /// Asked here because the system's dialog could not open, which the TD is told.
    no_dialog: bool,
}

impl Prompt {
    /// The question of `dialog`; `no_dialog` when it is asked here because the system's
    /// dialog just failed to open.
    pub(super) fn new(dialog: Dialog, no_dialog: bool) -> Prompt {
        let field = PathField::new(dialog.wanted(), "");
        Prompt {
            dialog,
            field,
            no_dialog,
        }
    }
}

impl App {
    /// The file or folder asked for in a field typed by hand, while it is asked.
    pub fn prompted(&self) -> Option<&Dialog> {
        self.prompt.as_ref().map(|prompt| &prompt.dialog)
    }

    /// The file or folder dialog a panel asked for and not yet answered (tests answer it with
    /// [`App::answer_dialog`] instead of a dialog).
    pub fn asked_dialog(&self) -> Option<&Dialog> {
        self.asked.as_ref()
    }

    /// Opens the dialog a panel asked for, and takes the TD's answer once given. Only the real
    /// window calls this; the windows keep drawing while the dialog is on screen.
    pub(super) fn dialogs(&mut self, ctx: &egui::Context) {
        if let Some(open) = &self.dialog
            && let Some(answer) = open.answer()
        {
            let dialog = open.dialog.clone();
            self.dialog = None;
            match answer {
                Answer::Picked(path) => self.answer_dialog(ctx, dialog, &path),
                Answer::PickedSeveral(saves) => self.import_picked(ctx, saves),
                Answer::Cancelled => {}
                Answer::Unavailable => self.no_dialog(dialog),
            }
        }
        if self.dialog.is_none()
            && let Some(dialog) = self.asked.take()
        {
            let lang = self.shared.lock().preferences.lang;
            self.dialog = Some(OpenDialog::open(dialog, lang, ctx));
        }
    }

    /// What the TD picked in a dialog: a structure file to load (handed to the panels, whose
    /// command is carried out at the next frame), a tournament to open, where to create a new
    /// one. Refusals and file errors go on the notice strip (a refused structure file is listed
    /// on the structure panel, with its lines and columns).
    pub fn answer_dialog(&mut self, ctx: &egui::Context, dialog: Dialog, path: &std::path::Path) {
        self.asked = None;
        match dialog {
            Dialog::StructureFile | Dialog::LayoutFile => {
                self.hand(&Handed::Picked(&dialog, path));
            }
            Dialog::NewTournamentStructure => {
                if let Err(problem) = self.welcome.structure_file_chosen(path) {
                    self.view().refusal = Some(problem);
                }
            }
            Dialog::OpenTournament => self.open_or_switch(ctx, path),
            Dialog::NewTournamentFolder => self.welcome.folder_chosen(path),
            Dialog::Td3Saves | Dialog::Td3Folder => {
                self.import_picked(ctx, vec![path.to_path_buf()]);
            }
            Dialog::ExportResults { .. } => {
                let written = {
                    let shared = self.shared.lock();
                    let Some(backend) = shared.backend() else {
                        return;
                    };
                    let Some(tournament) = backend.tournament() else {
                        return;
                    };
                    // A re-entered player placed as the league file beside the event says.
                    let of = (backend.location())
                        .map(riffle_store::league_file::places_of_event)
                        .unwrap_or_default();
                    let csv = riffle_store::export::results_csv(tournament, of);
                    riffle_store::write_output(Some(path), &csv)
                };
                match written {
                    Ok(()) => self.hand(&Handed::Written(&dialog, path)),
                    Err(error) => self.view().refusal = Some(Box::new(error)),
                }
            }
        }
    }

    /// A dialog that could not open: the same question in a field typed by hand, now and for
    /// every file or folder asked for after it.
    pub(super) fn no_dialog(&mut self, dialog: Dialog) {
        self.dialogs_work = false;
        self.prompt = Some(Prompt::new(dialog, true));
    }

    /// Tells the window the system's dialog could not open, as a real dialog does when it
    /// comes back empty at once (tests: the window has no dialog).
    pub fn dialog_unavailable(&mut self, dialog: Dialog) {
        self.asked = None;
        self.no_dialog(dialog);
    }

    /// The question of a dialog asked in a field typed by hand: its title, why it is asked
    /// here when a dialog failed, the field (Tab completes), then OK or Cancel. A path that
    /// does not name what is asked is told under the field, and nothing is done.
    pub(super) fn path_prompt(&mut self, ctx: &egui::Context, t: &Texts) {
        let Some(prompt) = &mut self.prompt else {
            return;
        };
        let mut answer = None;
        egui::Modal::new(egui::Id::unique("path_prompt")).show(ctx, |ui| {
            ui.set_max_width(theme::space::QUESTION_WIDTH);
            let title = prompt.dialog.title(t.lang);
            ui.label(RichText::new(title).size(theme::size::SECTION).strong());
            if prompt.no_dialog {
                ui.label(t.text("no_dialog"));
            }
            let entered = prompt.field.ui(ui, t, t.text("path"));
            ui.add_space(theme::space::GROUP_GAP);
            ui.horizontal(|ui| {
                if (ui.button(t.text("ok")).clicked() || entered)
                    && let Some(path) = prompt.field.checked()
                {
                    answer = Some(Some(path));
                }
                let cancel = format!("{} ({})", t.text("cancel"), t.text("key_escape"));
                if ui.button(cancel).clicked() {
                    answer = Some(None);
                }
            });
        });
        if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape)) {
            answer = Some(None);
        }
        if let Some(answer) = answer
            && let Some(prompt) = self.prompt.take()
            && let Some(path) = answer
        {
            self.answer_dialog(ctx, prompt.dialog, &path);
        }
    }
}
