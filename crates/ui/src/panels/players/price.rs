//! The price a purchase is sold at the desk: the structure's own, or one of its price profiles
//! sold at the level played now (an early bird, a late price, a half-price rebuy). Shown only
//! when the structure has profiles for that purchase; the command carries the choice.

use crate::panels::Cx;
use egui::{ComboBox, Ui};
use riffle_core::structure::Sold;
use riffle_text::Words;

use super::PlayersPanel;

impl PlayersPanel {
    /// The profile chosen for `sold`, when one is and the structure still sells it now.
    pub(super) fn price_of(&self, cx: &Cx, sold: Sold) -> Option<String> {
        let chosen = self.prices.get(&sold)?;
        (cx.tournament.profiles_sold_now(sold, cx.now))
            .find(|p| &p.name == chosen)
            .map(|p| p.name.clone())
    }

    /// The picker for `sold`'s price, beside its button: nothing when the structure has no
    /// profile for it.
    pub(super) fn price_picker(&mut self, ui: &mut Ui, cx: &Cx, w: &Words, sold: Sold) {
        let structure = cx.tournament.structure();
        let profiles: Vec<_> = cx.tournament.profiles_sold_now(sold, cx.now).collect();
        if profiles.is_empty() {
            return;
        }
        let currency = cx.display.currency.as_deref();
        let amount = |profile: Option<&str>| {
            (structure.purchase(sold, profile))
                .and_then(|p| p.total())
                .map_or_else(String::new, |total| cx.t.money(total, currency))
        };
        let mut chosen = self.price_of(cx, sold);
        let own = riffle_text::fill!(w, "price_own", amount = amount(None));
        let shown = match &chosen {
            Some(name) => riffle_text::fill!(w, "price_profile", name, amount = amount(Some(name))),
            None => own.clone(),
        };
        let label = ui.label(w.text("price_at_desk"));
        ComboBox::from_id_salt(("price", sold))
            .selected_text(shown)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut chosen, None, own);
                for profile in profiles {
                    let name = &profile.name;
                    let text =
                        riffle_text::fill!(w, "price_profile", name, amount = amount(Some(name)));
                    ui.selectable_value(&mut chosen, Some(name.clone()), text);
                }
            })
            .response
            .labelled_by(label.id)
            .on_hover_text(w.text("price_help"));
        match chosen {
            Some(name) => self.prices.insert(sold, name),
            None => self.prices.remove(&sold),
        };
    }
}
