//! The question the TD answers before something weighty, shared by every confirmation of the
//! shell.

use crate::i18n::Texts;
use crate::theme;
use egui::{Key, Modifiers, RichText};

/// A question the TD answers before something weighty: a title, a lead, what it changes one
/// line each, then a red "yes" and "Cancel (Esc)". `Some(answer)` once the TD answered; Esc is
/// a no.
pub(super) fn ask(
    ctx: &egui::Context,
    id: egui::Id,
    t: &Texts,
    [title, lead, yes]: [&str; 3],
    consequences: &[String],
) -> Option<bool> {
    let mut answer = None;
    egui::Modal::new(id).show(ctx, |ui| {
        ui.set_max_width(theme::space::QUESTION_WIDTH);
        ui.label(RichText::new(title).size(theme::size::SECTION).strong());
        ui.label(RichText::new(lead).size(theme::size::BODY));
        for consequence in consequences {
            ui.label(RichText::new(format!("• {consequence}")).size(theme::size::LEAD));
        }
        ui.add_space(theme::space::GROUP_GAP);
        ui.horizontal(|ui| {
            let danger = egui::Button::new(RichText::new(yes).color(theme::ON_DARK))
                .fill(theme::DANGER_FILL);
            if ui.add(danger).clicked() {
                answer = Some(true);
            }
            let cancel = format!("{} ({})", t.text("cancel"), t.text("key_escape"));
            if ui.button(cancel).clicked() {
                answer = Some(false);
            }
        });
    });
    if ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape)) {
        answer = Some(false);
    }
    answer
}
