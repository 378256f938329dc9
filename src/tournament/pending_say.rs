//! Removed when merged: the layers below word their own refusals in both languages; until then
//! these forward to their English `Display`, so the tournament's refusals can delegate to them.

use crate::house::HouseRulesError;
use crate::rules::RulingError;
use crate::rules::penalties::PenaltyError;
use crate::structure::Diagnostic;
use crate::text::{Lang, Say};

impl Say for RulingError {
    fn say(&self, _lang: Lang) -> String {
        self.to_string()
    }
}

impl Say for PenaltyError {
    fn say(&self, _lang: Lang) -> String {
        self.to_string()
    }
}

impl Say for HouseRulesError {
    fn say(&self, _lang: Lang) -> String {
        self.to_string()
    }
}

impl Say for Diagnostic {
    fn say(&self, _lang: Lang) -> String {
        self.to_string()
    }
}
