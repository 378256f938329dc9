//! The shell's own notices, in both languages.

use crate::backend::Refusal;
use crate::i18n::Texts;
use riffle_text::{Lang, Text};

/// A notice of the shell's own, from the word files, in both languages.
pub(super) fn worded(say: impl Fn(&'static Texts) -> &'static str) -> Refusal {
    Box::new(Text::new(
        say(Texts::of(Lang::En)),
        say(Texts::of(Lang::Fr)),
    ))
}

/// The notices of a tournament just opened, as one sentence in each language.
pub(super) fn joined(notices: Vec<Text>) -> Option<Refusal> {
    if notices.is_empty() {
        return None;
    }
    let join = |lang| {
        notices
            .iter()
            .map(|n| n.get(lang))
            .collect::<Vec<_>>()
            .join(" ")
    };
    Some(Box::new(Text::new(join(Lang::En), join(Lang::Fr))))
}
