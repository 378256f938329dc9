//! Finding a player by name among thousands: the TD types a few letters of the name, in any
//! case and without accents, and picks from the first matches with their table and seat.

use crate::theme;
use egui::{Button, RichText, TextEdit, Ui, vec2};
use riffle_core::floor::PlayerId;
use riffle_text::Words;
use riffle_text::fold;
use riffle_tournament::Tournament;

/// The matches shown at once; more letters narrow them down.
const SHOWN: usize = 8;

/// A name search with its results, kept between frames.
#[derive(Default)]
pub(super) struct PlayerPicker {
    query: String,
    /// Every entry's name, folded, built once per change of the tournament (keyed by the
    /// length of its history) and only once the TD searches.
    index: Option<(usize, Vec<(String, PlayerId)>)>,
    /// The matches for `searched`, best first, and how many there were in all.
    matches: Vec<PlayerId>,
    total: usize,
    searched: String,
}

impl PlayerPicker {
    pub fn clear(&mut self) {
        self.query.clear();
        self.searched.clear();
        self.matches.clear();
        self.total = 0;
    }

    /// The search field and its matches. Returns the player the TD clicked. With `in_play`,
    /// players who are out are not offered.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        tournament: &Tournament,
        w: &Words,
        label: &str,
        in_play: bool,
    ) -> Option<PlayerId> {
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new(label).size(theme::size::FIGURE));
            ui.add(
                TextEdit::singleline(&mut self.query)
                    .hint_text(w.text("type_a_name"))
                    .desired_width(theme::space::FIELD_XXL)
                    .font(egui::FontId::proportional(theme::size::TITLE)),
            )
            .labelled_by(label.id);
        });
        if self.query.trim().is_empty() {
            return None;
        }
        self.search(tournament, in_play);
        let mut picked = None;
        for &player in &self.matches {
            let Some(entry) = tournament.entry(player) else {
                continue;
            };
            let place = match tournament.floor().seat_of(player) {
                Some(seat) => {
                    riffle_text::fill!(w, "table_seat", table = seat.table.0, seat = seat.seat)
                }
                None if entry.in_play() => w.text("rulings_not_seated").to_string(),
                None => w.text("rulings_out").to_string(),
            };
            let text = RichText::new(format!("{}  ·  {place}", entry.name)).size(theme::size::LEAD);
            let button = Button::new(text)
                .min_size(vec2(theme::space::BUTTON_WIDEST, theme::space::BUTTON_LOW));
            if ui.add(button).clicked() {
                picked = Some(player);
            }
        }
        if self.matches.is_empty() {
            ui.weak(w.text("no_player_found"));
        } else if self.total > self.matches.len() {
            let more = self.total - self.matches.len();
            ui.weak(riffle_text::fill!(
                w,
                "more_players" / more as u64,
                n = more
            ));
        }
        if picked.is_some() {
            self.clear();
        }
        picked
    }

    /// Finds the players whose name has every word typed at the start of one of its words;
    /// a name that starts with what was typed comes first.
    fn search(&mut self, tournament: &Tournament, in_play: bool) {
        let version = tournament.history().len();
        if self.index.as_ref().is_none_or(|(at, _)| *at != version) {
            let names = tournament
                .entries()
                .iter()
                .map(|e| (fold(&e.name), e.id))
                .collect();
            self.index = Some((version, names));
            self.searched.clear();
        }
        if self.searched == self.query {
            return;
        }
        self.searched = self.query.clone();
        let query = fold(&self.query);
        let terms: Vec<&str> = query.split_whitespace().collect();
        let whole = terms.join(" ");
        let Some((_, names)) = &self.index else {
            return;
        };
        let mut found: Vec<(bool, &str, PlayerId)> = names
            .iter()
            .filter(|(name, _)| {
                terms
                    .iter()
                    .all(|term| name.split_whitespace().any(|word| word.starts_with(term)))
            })
            .filter(|(_, id)| !in_play || tournament.entry(*id).is_some_and(|e| e.in_play()))
            .map(|(name, id)| (!name.trim_start().starts_with(&whole), name.as_str(), *id))
            .collect();
        self.total = found.len();
        found.sort_unstable();
        self.matches = found.iter().take(SHOWN).map(|(_, _, id)| *id).collect();
    }
}
