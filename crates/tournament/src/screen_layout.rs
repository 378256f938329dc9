//! Which layout the players' screens show: recorded in the journal by name, so every screen
//! (the window's and each TV's) switches together and the history says when it changed. The
//! layout's file is the store's business; the tournament keeps only the name.

use crate::{Event, RuleError, Tournament};
use riffle_text::{Lang, Say, fill};

/// The longest layout name: a file name an organiser types.
pub const MAX_NAME: usize = 64;

/// Why a layout cannot be shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LayoutRefusal {
    /// Not a layout's file name: empty, too long, or with other characters than letters,
    /// digits, `-` and `_`.
    BadName { name: String },
    /// The screens already show it.
    AlreadyShown { name: String },
}

riffle_text::sentence_file!(fn words = "screen_layout.ron");

impl Say for LayoutRefusal {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            LayoutRefusal::BadName { name } => fill!(w, "BadName", name, most = MAX_NAME),
            LayoutRefusal::AlreadyShown { name } => fill!(w, "AlreadyShown", name),
        }
    }
}
riffle_text::worded!(LayoutRefusal);

/// The history's line for a layout shown.
pub(crate) fn shown(name: &str, lang: Lang) -> String {
    fill!(words(lang), "LayoutShown", name)
}

/// Whether `name` can be a layout's file name.
pub fn is_layout_name(name: &str) -> bool {
    !name.is_empty()
        && name.chars().count() <= MAX_NAME
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
}

impl Tournament {
    /// The layout the players' screens show; `None` for the default.
    pub fn layout(&self) -> Option<&str> {
        self.layout.as_deref()
    }

    pub(crate) fn show_layout(&self, name: &str) -> Result<Vec<Event>, RuleError> {
        let name = name.trim();
        if !is_layout_name(name) {
            return Err(RuleError::Layout(LayoutRefusal::BadName {
                name: name.to_string(),
            }));
        }
        let current = self
            .layout
            .as_deref()
            .unwrap_or(riffle_core::layout::DEFAULT_LAYOUT);
        if current == name {
            return Err(RuleError::Layout(LayoutRefusal::AlreadyShown {
                name: name.to_string(),
            }));
        }
        Ok(vec![Event::LayoutShown {
            name: name.to_string(),
        }])
    }
}
