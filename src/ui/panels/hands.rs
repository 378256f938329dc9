//! The hands panel.

use super::Cx;
use crate::tournament::Command;
use egui::Ui;

#[derive(Default)]
pub struct HandsPanel {}

impl HandsPanel {
    pub fn ui(&mut self, _ui: &mut Ui, _cx: &Cx) -> Option<Command> {
        None
    }
}
