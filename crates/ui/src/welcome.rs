//! The welcome screen: what the window shows at the first launch (no tournament remembered) and
//! from File in the top bar. A new tournament (name, structure, house rules, seats per table,
//! folder), a tournament to open, the recent ones, and the demo, marked as such on both windows.
//! The Tournament Director's saves are imported from it too, with what the import made or
//! why it was refused. It only asks: the shell opens, creates, imports and remembers
//! ([`Start`]).

use super::i18n::Texts;
use super::path_field::PathField;
use super::platform::Dialog;
use super::theme;
use crate::backend::Refusal;
use egui::{ComboBox, DragValue, Frame, Grid, RichText, ScrollArea, TextEdit, Ui};
use riffle_core::house::{Presets, shown_name};
use riffle_core::structure::{SHIPPED, Structure};
use riffle_store::paths::{self, PathProblem, Wanted};
use riffle_store::td3::{Imports, Td3Error};
use riffle_text::Say;
use riffle_tournament::{Setup, StructureSource};
use std::path::{Path, PathBuf};

/// What the TD asked the welcome screen for.
#[derive(Clone, Debug, PartialEq)]
pub enum Start {
    /// Create this tournament in its own folder inside `parent`.
    Create { setup: Box<Setup>, parent: PathBuf },
    /// Open the tournament in this folder.
    Open(PathBuf),
    /// Open the demo tournament (created the first time).
    Demo,
    /// Pick a file or folder in the system's dialog.
    Dialog(Dialog),
    /// Import The Tournament Director's saves (files, or folders of them) into `into`.
    ImportTd3 { saves: Vec<PathBuf>, into: PathBuf },
}

/// The form of a new tournament.
struct NewForm {
    name: String,
    structure: NewStructure,
    preset: String,
    seats: u8,
    /// The folder the tournament's own folder goes in.
    folder: PathField,
}

enum NewStructure {
    /// One of the shipped structures, by index in [`SHIPPED`].
    Shipped(usize),
    /// A file the TD picked, already checked.
    File {
        file: String,
        structure: Box<Structure>,
    },
}

impl NewForm {
    fn setup(&self) -> Setup {
        Setup {
            name: self.name.trim().to_string(),
            structure: match &self.structure {
                NewStructure::Shipped(index) => StructureSource::Shipped(
                    SHIPPED.get(*index).map_or("", |(file, _)| file).to_string(),
                ),
                NewStructure::File { structure, .. } => StructureSource::Inline(structure.clone()),
            },
            house_rules: Some(self.preset.clone()),
            seats_per_table: self.seats,
        }
    }
}

/// The welcome screen's state between frames: the forms being filled in and the recent
/// tournaments.
pub struct Welcome {
    new: NewForm,
    /// A tournament folder typed by hand.
    open: PathField,
    /// The structure file of the new tournament, typed by hand.
    structure_file: PathField,
    recent: Vec<PathBuf>,
    /// Why the last Create was refused, shown under the button until the next Create.
    refused: Option<Refusal>,
    /// The shipped structures as the list shows them, in the language they were worded in.
    shipped: Option<(riffle_text::Lang, Vec<String>)>,
    /// TD3 saves typed by hand: a save, or a folder of a season's saves.
    td3_saves: PathField,
    /// An import is running: its buttons wait, so a second click imports nothing twice.
    importing: bool,
    /// What the last import made, or why it was refused (then it made nothing).
    imported: Option<Result<Imports, Td3Error>>,
}

impl Welcome {
    /// The screen with the recent tournaments, the latest first, and `folder` offered for a
    /// new tournament.
    pub fn new(recent: Vec<PathBuf>, folder: Option<&Path>) -> Welcome {
        let folder = folder.map_or_else(String::new, |f| f.display().to_string());
        Welcome {
            new: NewForm {
                name: String::new(),
                structure: NewStructure::Shipped(0),
                preset: riffle_core::house::DEFAULT_PRESET.to_string(),
                seats: 9,
                folder: PathField::new(Wanted::Folder, folder),
            },
            open: PathField::new(Wanted::Folder, ""),
            structure_file: PathField::new(Wanted::File, ""),
            recent,
            refused: None,
            shipped: None,
            td3_saves: PathField::new(Wanted::FileOrFolder, ""),
            importing: false,
            imported: None,
        }
    }

    /// The folder new tournaments go in, where imported events go too; `None` when it cannot
    /// be used, which its field then says. One not made yet (a first launch's) will do: the
    /// import makes it, and takes it away again if the import is refused.
    pub fn tournaments_folder(&mut self) -> Option<PathBuf> {
        let typed = &self.new.folder.text;
        if let Err(PathProblem::Missing { .. }) = paths::check(typed, Wanted::Folder)
            && let Ok(folder) = paths::check(typed, Wanted::NewFile)
        {
            return Some(folder);
        }
        self.new.folder.checked()
    }

    /// An import has started: the last one's summary goes, the buttons wait for this one.
    pub fn import_started(&mut self) {
        self.importing = true;
        self.imported = None;
    }

    /// The import's thread ended without an outcome: the buttons work again.
    pub fn import_lost(&mut self) {
        self.importing = false;
    }

    /// An import has ended: its events join the recent tournaments, to be opened from there or
    /// from the summary, and the saves typed are cleared (they are in the folder now).
    pub fn import_ended(&mut self, outcome: Result<Imports, Td3Error>) {
        self.importing = false;
        if let Ok(done) = &outcome {
            for event in done.events.iter().rev() {
                self.recent.retain(|known| *known != event.folder);
                self.recent.insert(0, event.folder.clone());
            }
            self.td3_saves.text.clear();
        }
        self.imported = Some(outcome);
    }

    /// A tournament just opened: first of the recent ones, and its parent folder offered for
    /// the next new one.
    pub fn opened(&mut self, dir: &Path) {
        self.recent.retain(|known| known != dir);
        self.recent.insert(0, dir.to_path_buf());
        if let Some(parent) = dir.parent() {
            self.new.folder.text = parent.display().to_string();
        }
    }

    /// The tournaments opened lately, the latest first.
    pub fn recent(&self) -> &[PathBuf] {
        &self.recent
    }

    /// Creating the tournament was refused (a structure its tables cannot deal, a folder that
    /// cannot be made): the reason goes under the Create button, and nothing was created.
    pub fn create_refused(&mut self, refusal: Refusal) {
        self.refused = Some(refusal);
    }

    /// The folder picked in the system's dialog for the new tournament.
    pub fn folder_chosen(&mut self, path: &Path) {
        self.new.folder.text = path.display().to_string();
    }

    /// The structure file picked for the new tournament, read and checked; the sentence
    /// saying why it cannot be used otherwise.
    pub fn structure_file_chosen(&mut self, path: &Path) -> Result<(), Refusal> {
        let file = path.file_name().map_or_else(
            || path.display().to_string(),
            |f| f.to_string_lossy().into(),
        );
        let text = riffle_store::read_text(path).map_err(|e| Box::new(e) as Refusal)?;
        let loaded =
            riffle_core::structure::load(&text, &file).map_err(|e| Box::new(e) as Refusal)?;
        self.new.structure = NewStructure::File {
            file,
            structure: Box::new(loaded.structure),
        };
        Ok(())
    }

    /// Draws the screen; what the TD asked for, if anything. A structure file typed by hand
    /// that cannot be used is the refusal beside it.
    pub fn ui(&mut self, ui: &mut Ui, t: &Texts) -> (Option<Start>, Option<Refusal>) {
        let mut start = None;
        let mut refusal = None;
        ScrollArea::vertical()
            .id_salt("welcome")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.label(
                    RichText::new(t.text("welcome_title"))
                        .size(theme::size::TITLE)
                        .strong(),
                );
                ui.label(RichText::new(t.text("welcome_lead")).size(theme::size::LEAD));
                ui.add_space(theme::space::GROUP_GAP);
                // Side by side where they fit, so the demo and the recent tournaments are in
                // sight at 1280x720 without scrolling; one under the other otherwise.
                if ui.available_width() >= theme::space::TWO_COLUMNS {
                    ui.columns(2, |columns| {
                        if let [left, right] = columns {
                            let (asked, refused) = self.new_form(left, t);
                            start = asked;
                            refusal = refused;
                            start = start.take().or(self.open(right, t));
                            right.add_space(theme::space::GROUP_GAP);
                            start = start.take().or(self.recent_list(right, t));
                            right.add_space(theme::space::GROUP_GAP);
                            start = start.take().or(demo(right, t));
                            right.add_space(theme::space::GROUP_GAP);
                            start = start.take().or(self.import_td3(right, t));
                        }
                    });
                } else {
                    let (asked, refused) = self.new_form(ui, t);
                    start = asked;
                    refusal = refused;
                    ui.add_space(theme::space::GROUP_GAP);
                    start = start.take().or(self.open(ui, t));
                    ui.add_space(theme::space::GROUP_GAP);
                    start = start.take().or(self.recent_list(ui, t));
                    ui.add_space(theme::space::GROUP_GAP);
                    start = start.take().or(demo(ui, t));
                    ui.add_space(theme::space::GROUP_GAP);
                    start = start.take().or(self.import_td3(ui, t));
                }
            });
        (start, refusal)
    }

    fn new_form(&mut self, ui: &mut Ui, t: &Texts) -> (Option<Start>, Option<Refusal>) {
        let mut start = None;
        let mut create = false;
        let mut typed_structure = None;
        if self
            .shipped
            .as_ref()
            .is_none_or(|(lang, _)| *lang != t.lang)
        {
            let labels = (0..SHIPPED.len()).map(|i| shipped_label(i, t)).collect();
            self.shipped = Some((t.lang, labels));
        }
        let labels = self.shipped.as_ref().map_or(&[][..], |(_, l)| l.as_slice());
        let label = |index: usize| labels.get(index).cloned().unwrap_or_default();
        let form = &mut self.new;
        let structure_file = &mut self.structure_file;
        group(ui, t.text("new_tournament_title"), |ui| {
            Grid::new("new tournament")
                .num_columns(2)
                .spacing(theme::space::FIELD_GRID)
                .show(ui, |ui| {
                    ui.label(t.text("name"));
                    ui.add(
                        TextEdit::singleline(&mut form.name)
                            .hint_text(t.text("settings_name_hint"))
                            .desired_width(super::path_field::width(ui)),
                    )
                    .accessible_name(t.text("name"));
                    ui.end_row();
                    ui.label(t.text("structure"));
                    ui.horizontal(|ui| {
                        let shown = match &form.structure {
                            NewStructure::Shipped(index) => label(*index),
                            NewStructure::File { file, structure } => {
                                let name = riffle_text::fill!(
                                    t,
                                    "structure_file",
                                    file,
                                    name = structure.name
                                );
                                format!("{name} · {}", summary(structure, t))
                            }
                        };
                        ComboBox::from_id_salt("new structure")
                            .selected_text(shown)
                            .width(super::path_field::width(ui))
                            .show_ui(ui, |ui| {
                                for index in 0..SHIPPED.len() {
                                    let picked = matches!(form.structure,
                                        NewStructure::Shipped(i) if i == index);
                                    if ui.selectable_label(picked, label(index)).clicked() {
                                        form.structure = NewStructure::Shipped(index);
                                    }
                                }
                            })
                            .response
                            .accessible_name(t.text("structure"));
                    });
                    ui.end_row();
                    ui.label(t.text("structure_file_typed"));
                    // Typed or picked on the same row, as the folder below: a button wrapped
                    // under the list overlapped this row.
                    ui.vertical(|ui| {
                        let label = t.text("structure_file_typed");
                        let entered = structure_file.ui_beside(ui, t, label, |ui| {
                            if ui.button(t.text("from_file")).clicked() {
                                start = Some(Start::Dialog(Dialog::NewTournamentStructure));
                            }
                        });
                        if entered {
                            typed_structure = structure_file.checked();
                        }
                    });
                    ui.end_row();
                    ui.label(t.text("house_rules"));
                    ComboBox::from_id_salt("new preset")
                        .selected_text(shown_name(&form.preset, t.lang))
                        .show_ui(ui, |ui| {
                            for name in Presets::builtin().names() {
                                let shown = shown_name(name, t.lang);
                                ui.selectable_value(&mut form.preset, name.to_string(), shown);
                            }
                        })
                        .response
                        .accessible_name(t.text("house_rules"));
                    ui.end_row();
                    ui.label(t.text("seats_per_table"));
                    ui.add(DragValue::new(&mut form.seats).range(2..=10))
                        .accessible_name(t.text("seats_per_table"));
                    ui.end_row();
                    ui.label(t.text("new_folder"));
                    ui.vertical(|ui| {
                        form.folder.ui_beside(ui, t, t.text("new_folder"), |ui| {
                            if ui.button(t.text("choose")).clicked() {
                                start = Some(Start::Dialog(Dialog::NewTournamentFolder));
                            }
                        });
                    });
                    ui.end_row();
                });
            ui.label(RichText::new(t.text("create_help")).weak());
            let ready = !form.name.trim().is_empty();
            if ui
                .add_enabled(ready, egui::Button::new(t.text("create")))
                .clicked()
            {
                create = true;
            }
            if let Some(refused) = &self.refused {
                ui.label(RichText::new(refused.say(t.lang)).color(ui.visuals().error_fg_color));
            }
        });
        let mut refusal = None;
        if create {
            self.refused = None;
            // A file typed but not yet read is the one the TD means: read it now, and create
            // nothing on another structure if it cannot be used.
            // A path that is not a file says so under its own field.
            let typed = if self.structure_file.text.trim().is_empty() {
                Ok(true)
            } else {
                match self.structure_file.checked() {
                    Some(path) => self.structure_file_chosen(&path).map(|()| true),
                    None => Ok(false),
                }
            };
            match typed {
                Ok(true) => {
                    // The form's own default (a first launch's ~/Riffle) is made by the
                    // creation, as an import makes it.
                    if let Some(parent) = self.tournaments_folder() {
                        start = Some(Start::Create {
                            setup: Box::new(self.new.setup()),
                            parent,
                        });
                    }
                }
                Ok(false) => {}
                Err(problem) => self.refused = Some(problem),
            }
        } else {
            refusal = typed_structure.and_then(|path| self.structure_file_chosen(&path).err());
        }
        (start, refusal)
    }

    fn open(&mut self, ui: &mut Ui, t: &Texts) -> Option<Start> {
        let mut start = None;
        group(ui, t.text("open_title"), |ui| {
            let (mut open, mut browse) = (false, false);
            let entered = self.open.ui_beside(ui, t, t.text("open_folder"), |ui| {
                open = ui.button(t.text("open")).clicked();
                browse = ui.button(t.text("browse")).clicked();
            });
            if (entered || open)
                && let Some(path) = self.open.checked()
            {
                start = Some(Start::Open(path));
            }
            if browse {
                start = Some(Start::Dialog(Dialog::OpenTournament));
            }
        });
        start
    }

    /// The Tournament Director's saves: typed (a save or a folder) or picked, imported into
    /// the folder of new tournaments; then what the import made (each event, to open) and what
    /// it could not carry, or why it was refused.
    fn import_td3(&mut self, ui: &mut Ui, t: &Texts) -> Option<Start> {
        let mut start = None;
        let importing = self.importing;
        let mut typed = false;
        group(ui, t.text("td3_title"), |ui| {
            ui.label(RichText::new(t.text("td3_lead")).weak());
            let mut import = false;
            let entered = self.td3_saves.ui_beside(ui, t, t.text("td3_saves"), |ui| {
                import = ui
                    .add_enabled(!importing, egui::Button::new(t.text("td3_import")))
                    .clicked();
            });
            typed = (entered || import) && !importing;
            ui.horizontal(|ui| {
                let choose = |ui: &mut Ui, label: &str| {
                    ui.add_enabled(!importing, egui::Button::new(label))
                        .clicked()
                };
                if choose(ui, t.text("td3_choose_saves")) {
                    start = Some(Start::Dialog(Dialog::Td3Saves));
                }
                if choose(ui, t.text("td3_choose_folder")) {
                    start = Some(Start::Dialog(Dialog::Td3Folder));
                }
            });
            if importing {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(t.text("td3_importing"));
                });
            }
            match &self.imported {
                Some(Ok(done)) => summary_of_import(ui, done, t),
                Some(Err(refused)) => {
                    let error = ui.visuals().error_fg_color;
                    ui.label(RichText::new(refused.say(t.lang)).color(error));
                }
                None => {}
            }
        });
        if typed
            && let Some(save) = self.td3_saves.checked()
            && let Some(into) = self.tournaments_folder()
        {
            start = Some(Start::ImportTd3 {
                saves: vec![save],
                into,
            });
        }
        start
    }

    fn recent_list(&self, ui: &mut Ui, t: &Texts) -> Option<Start> {
        let mut start = None;
        group(ui, t.text("recent_title"), |ui| {
            if self.recent.is_empty() {
                ui.label(RichText::new(t.text("recent_none")).weak());
            }
            for dir in &self.recent {
                ui.horizontal(|ui| {
                    let name = dir
                        .file_name()
                        .map_or_else(|| dir.display().to_string(), |n| n.to_string_lossy().into());
                    if ui.button(name).clicked() {
                        start = Some(Start::Open(dir.clone()));
                    }
                    ui.label(RichText::new(dir.display().to_string()).monospace().weak());
                });
            }
        });
        start
    }
}

/// What an import made: the events (they are first among the recent tournaments, to open) and
/// the players, then what could not be carried, save by save.
fn summary_of_import(ui: &mut Ui, done: &Imports, t: &Texts) {
    let players = done.players();
    let added = done
        .database
        .as_ref()
        .map_or(0, |filled| filled.new_players);
    let events = done.events.len();
    ui.label(
        RichText::new(riffle_text::fill!(
            t,
            "td3_imported" / events,
            events,
            players,
            added,
            linked = players.saturating_sub(added)
        ))
        .strong(),
    );
    let name = |path: &Path| {
        path.file_name().map_or_else(
            || path.display().to_string(),
            |n| n.to_string_lossy().into(),
        )
    };
    for event in &done.events {
        ui.label(riffle_text::fill!(
            t,
            "td3_event",
            folder = name(&event.folder),
            file = name(&event.file),
            entries = event.entries.len(),
            players = event.players.len()
        ));
    }
    // Each TD3 player linked by name alone, with the TD3 ids, so namesakes are seen.
    for link in done.database.iter().flat_map(|f| &f.linked_by_name) {
        ui.label(link.say(t.lang));
    }
    let mut notes = (done.events.iter())
        .flat_map(|event| event.notes.iter().map(move |note| (event, note)))
        .peekable();
    if notes.peek().is_some() {
        ui.label(RichText::new(t.text("td3_not_carried")).strong());
    }
    for (event, note) in notes {
        ui.label(riffle_text::fill!(
            t,
            "td3_note",
            file = name(&event.file),
            note = note.say(t.lang)
        ));
    }
}

/// A shipped structure as the list shows it: its file, then what an organiser chooses by.
fn shipped_label(index: usize, t: &Texts) -> String {
    let Some((file, text)) = SHIPPED.get(index) else {
        return String::new();
    };
    match riffle_core::structure::load(text, file) {
        Ok(loaded) => format!("{file} · {}", summary(&loaded.structure, t)),
        Err(_) => (*file).to_string(),
    }
}

/// Game, first level's length, starting stack and buy-in: "No-limit hold'em · 20 min · 20,000
/// chips · €100".
fn summary(structure: &Structure, t: &Texts) -> String {
    let minutes = structure
        .schedule()
        .periods
        .first()
        .map_or(0, |period| period.seconds / 60);
    riffle_text::fill!(
        t,
        "structure_summary",
        game = t.game(structure.game),
        minutes = t.number(minutes),
        stack = t.number(structure.starting_stack),
        buy_in = t.money(structure.buy_in, structure.currency.as_deref())
    )
}

/// The demo: what it is, and the button that opens it.
fn demo(ui: &mut Ui, t: &Texts) -> Option<Start> {
    let mut start = None;
    group(ui, t.text("demo_title"), |ui| {
        ui.label(t.text("demo_lead"));
        if ui.button(t.text("open_demo")).clicked() {
            start = Some(Start::Demo);
        }
    });
    start
}

/// One part of the screen: a heading and its content in a frame.
fn group(ui: &mut Ui, title: &str, add: impl FnOnce(&mut Ui)) {
    Frame::group(ui.style())
        .inner_margin(theme::space::GROUP_MARGIN)
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(RichText::new(title).size(theme::size::SECTION).strong());
            add(ui);
        });
}
