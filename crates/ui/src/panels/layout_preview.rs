//! Settings > Players' screen layout: the layouts the tournament can show (the shipped ones and
//! its own), or a layout file picked in the system's dialog (as structures are); its preview with the tournament's figures as a
//! 1080p and a 4K screen draw it, before the players see it. A file that does not load is
//! refused here with its errors, and the screens keep the layout they show. Showing a layout
//! copies a file into the tournament's folder (through the store) and records the choice in the
//! journal, so every screen follows.

use super::Asked;
use crate::i18n::Texts;
use crate::layout_screen::{self, Figures};
use crate::platform::Dialog;
use crate::theme;
use chrono::{DateTime, Utc};
use egui::{Rect, RichText, Ui, UiBuilder, vec2};
use riffle_core::layout as format;
use riffle_store::layouts::{self, LayoutFile};
use riffle_text::{Say, fill};
use riffle_tournament::{Command, Tournament};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Where the layout previewed comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Source {
    Named(String),
    File(PathBuf),
}

/// The layout chosen and its preview.
#[derive(Default)]
pub struct LayoutPreview {
    /// The file picked in the dialog, read at the next frame.
    picked: Option<PathBuf>,
    /// The last layout that loaded, and where from.
    previewed: Option<(Source, Arc<LayoutFile>)>,
    /// Why the last one asked for was refused, worded when shown in the TD's language.
    refused: Option<layouts::LayoutError>,
    /// The layout names offered, as the tournament's folder was last read: its folder, the
    /// window's time and pass of the reading, and the names. Read again when the TD comes back
    /// to the section, when the folder changes, after a layout is installed, and every
    /// [`NAMES_READ_EVERY`] seconds, not at every frame.
    names: Option<(Option<PathBuf>, f64, u64, Vec<String>)>,
}

/// How old the layout names offered may grow while the section stays on screen, in seconds: a
/// file dropped into the tournament's folder shows up within that time.
const NAMES_READ_EVERY: f64 = 2.0;

/// The screens' sizes a layout is previewed at: 1080p and 4K.
const SCREENS: [(u32, u32); 2] = [(1920, 1080), (3840, 2160)];

/// How wide each preview is drawn.
const PREVIEW_WIDTH: f32 = 400.0;

impl LayoutPreview {
    /// Draws the section; returns a command to send when the TD shows a layout.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        t: &Texts,
        tournament: Option<&Tournament>,
        location: Option<&Path>,
        now: DateTime<Utc>,
    ) -> Option<Asked> {
        let w = t;
        ui.heading(w.text("layout_preview_Heading"));
        let Some(tournament) = tournament else {
            ui.label(w.text("layout_preview_NoTournament"));
            return None;
        };
        let shown = tournament.layout().unwrap_or(format::DEFAULT_LAYOUT);
        ui.label(fill!(w, "layout_preview_Shown", name = shown));
        let names = self.names(ui, location);
        ui.horizontal_wrapped(|ui| {
            for name in names {
                let selected = matches!(&self.previewed, Some((Source::Named(n), _)) if *n == name);
                if ui.selectable_label(selected, &name).clicked() {
                    self.load(Source::Named(name), location);
                }
            }
        });
        let mut asked = None;
        if ui.button(w.text("layout_preview_Open")).clicked() {
            asked = Some(Asked::Dialog(Dialog::LayoutFile));
        }
        if let Some(path) = self.picked.take() {
            self.load(Source::File(path), location);
        }
        if let Some(refused) = &self.refused {
            let said = refused.say(t.lang);
            ui.label(RichText::new(said).color(ui.visuals().error_fg_color));
            ui.label(fill!(w, "layout_preview_Kept", name = shown));
        }
        if let Some((source, file)) = &self.previewed {
            let display = tournament.display(now);
            ui.add_space(theme::space::ITEM_GAP);
            ui.label(RichText::new(&file.layout.name).strong());
            ui.horizontal_wrapped(|ui| {
                for (width, height) in SCREENS {
                    ui.vertical(|ui| {
                        let least = least_pixels(&file.layout, height);
                        ui.label(fill!(w, "layout_preview_Screen", width, height, least));
                        let size = vec2(PREVIEW_WIDTH, PREVIEW_WIDTH * 9.0 / 16.0);
                        let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
                        preview(ui, rect, file, &display, t, now);
                    });
                }
            });
            let name = match source {
                Source::Named(name) => name.clone(),
                Source::File(_) => file.name.clone(),
            };
            let already = name == shown && matches!(source, Source::Named(_));
            if ui
                .add_enabled(!already, egui::Button::new(w.text("layout_preview_Show")))
                .clicked()
            {
                asked = self.show(source.clone(), name, location);
            }
        }
        asked
    }

    /// The file the TD picked in the dialog: previewed, or refused with its errors, at the
    /// next frame.
    pub fn picked(&mut self, path: &Path) {
        self.picked = Some(path.to_path_buf());
    }

    /// The layout names to offer ([`layouts::names`]), read again only when the field that
    /// keeps them says.
    fn names(&mut self, ui: &Ui, location: Option<&Path>) -> Vec<String> {
        let (time, pass) = (ui.input(|i| i.time), ui.ctx().cumulative_pass_nr());
        let kept = self.names.take().filter(|(read, at, drawn, _)| {
            read.as_deref() == location && time - at <= NAMES_READ_EVERY && pass <= drawn + 1
        });
        let (read, at, _, names) = kept.unwrap_or_else(|| {
            let folder = location.map(Path::to_path_buf);
            (folder, time, pass, layouts::names(location))
        });
        self.names = Some((read, at, pass, names.clone()));
        names
    }

    fn load(&mut self, source: Source, location: Option<&Path>) {
        let loaded = match &source {
            Source::Named(name) => layouts::find(location, name),
            Source::File(path) => layouts::read(path),
        };
        match loaded {
            Ok(file) => {
                self.previewed = Some((source, Arc::new(file)));
                self.refused = None;
            }
            Err(error) => self.refused = Some(error),
        }
    }

    /// Copies a file into the tournament's folder, then asks for it on every screen.
    fn show(&mut self, source: Source, name: String, location: Option<&Path>) -> Option<Asked> {
        if let Source::File(path) = &source {
            let folder = location?;
            if let Err(error) = layouts::install(folder, path) {
                self.refused = Some(error);
                return None;
            }
            // The file is the folder's now: offered by name from the next frame.
            self.names = None;
            self.previewed = self
                .previewed
                .take()
                .map(|(_, file)| (Source::Named(name.clone()), file));
        }
        Some(Asked::Command(Command::ShowLayout { name }))
    }
}

/// The smallest text of a layout on a screen `height` pixels tall, in whole pixels.
fn least_pixels(layout: &format::Layout, height: u32) -> u32 {
    let least = (layout.pages.iter())
        .flat_map(|page| &page.regions)
        .filter(|region| region.figure.shape() != format::Shape::Picture)
        .map(|region| region.text(layout.grid).least())
        .fold(f32::INFINITY, f32::min);
    if least.is_finite() {
        (least * height as f32 / 100.0).floor() as u32
    } else {
        0
    }
}

/// The layout drawn in `rect` as the players' screen draws it.
fn preview(
    ui: &mut Ui,
    rect: Rect,
    file: &LayoutFile,
    display: &riffle_tournament::DisplayState,
    t: &Texts,
    now: DateTime<Utc>,
) {
    let figures = Figures {
        display,
        lang: t.lang,
        now,
        league: None,
    };
    ui.scope_builder(UiBuilder::new().max_rect(rect), |ui| {
        ui.set_clip_rect(rect);
        layout_screen::show(ui, file, &figures);
    });
}
