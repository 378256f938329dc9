//! A path typed by hand, for where no file dialog can open (a venue PC with no desktop portal
//! and no zenity) and for the TD who types faster than they click: Tab completes the name from
//! the disk (through [`riffle_store::paths`]), the names still possible are listed under the
//! field, and a wrong path is told in a sentence under it instead of doing nothing.

use super::i18n::Texts;
use super::platform;
use super::theme;
use egui::{Key, Modifiers, RichText, TextEdit, Ui};
use riffle_store::paths::{self, PathProblem, Wanted};
use riffle_text::Say;
use std::path::PathBuf;

/// How wide a path field is drawn in `ui`: as wide as a full path wants, leaving room for the
/// button beside it in a narrow column.
pub fn width(ui: &Ui) -> f32 {
    (ui.available_width() - theme::space::PATH_FIELD_BUTTON)
        .clamp(theme::space::PATH_FIELD_MIN, theme::space::PATH_FIELD_WIDTH)
}

/// A path field and what it last said.
#[derive(Clone, Debug)]
pub struct PathField {
    pub text: String,
    wanted: Wanted,
    /// The names Tab could still complete to.
    choices: Vec<String>,
    /// Why the path was refused, until it is typed again.
    problem: Option<PathProblem>,
}

impl PathField {
    pub fn new(wanted: Wanted, text: impl Into<String>) -> PathField {
        PathField {
            text: text.into(),
            wanted,
            choices: Vec::new(),
            problem: None,
        }
    }

    /// Draws the field, `label` naming it for the TD and for screen readers; whether the TD
    /// pressed Enter in it. Tab, in the field, completes the name instead of leaving it.
    pub fn ui(&mut self, ui: &mut Ui, t: &Texts, label: &str) -> bool {
        self.ui_beside(ui, t, label, |_| {})
    }

    /// [`PathField::ui`] with `beside` drawn on the field's row (a Choose… button), and the
    /// completions and the problem on lines of their own under it, so a long sentence wraps
    /// under the field rather than running past the panel.
    pub fn ui_beside(
        &mut self,
        ui: &mut Ui,
        t: &Texts,
        label: &str,
        beside: impl FnOnce(&mut Ui),
    ) -> bool {
        let id = ui.make_persistent_id(("path field", label));
        let focused = ui.memory(|m| m.has_focus(id));
        if focused && ui.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Tab)) {
            self.complete(ui.ctx(), id);
        }
        let (response, _) = ui
            .horizontal(|ui| {
                let response = ui
                    .add(
                        TextEdit::singleline(&mut self.text)
                            .id(id)
                            .lock_focus(true)
                            .hint_text(platform::path_hint(t))
                            .desired_width(width(ui)),
                    )
                    .accessible_name(label);
                (response, beside(ui))
            })
            .inner;
        if response.changed() {
            self.problem = None;
            self.choices.clear();
        }
        if !self.choices.is_empty() {
            let choices = self.choices.join("   ");
            ui.label(RichText::new(choices).monospace().weak());
        }
        if let Some(problem) = &self.problem {
            ui.label(RichText::new(problem.say(t.lang)).color(ui.visuals().error_fg_color));
        }
        response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter))
    }

    /// Completes the typed name from the disk and puts the cursor at its end.
    fn complete(&mut self, ctx: &egui::Context, id: egui::Id) {
        match paths::complete(&self.text, self.wanted == Wanted::Folder) {
            Some(done) => {
                self.text = done.text;
                self.choices = done.choices;
                self.problem = None;
            }
            None => self.choices.clear(),
        }
        if let Some(mut state) = TextEdit::load_state(ctx, id) {
            let end = egui::text::CCursor::new(self.text.chars().count());
            state
                .cursor
                .set_char_range(Some(egui::text::CCursorRange::one(end)));
            state.store(ctx, id);
        }
    }

    /// The typed path if it names what is wanted; otherwise the reason is kept to show under
    /// the field, and `None`.
    pub fn checked(&mut self) -> Option<PathBuf> {
        match paths::check(&self.text, self.wanted) {
            Ok(path) => Some(path),
            Err(problem) => {
                self.problem = Some(problem);
                None
            }
        }
    }
}
