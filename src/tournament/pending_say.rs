//! Removed when the structure diagnostics are worded in both languages.

use crate::structure::Diagnostic;
use crate::text::{Lang, Say};

impl Say for Diagnostic {
    fn say(&self, _lang: Lang) -> String {
        self.to_string()
    }
}

impl Say for crate::structure::Rejected {
    fn say(&self, _lang: Lang) -> String {
        self.to_string()
    }
}
