//! How the tables panel words a table's state: the button's knowledge, why no hand is next, a
//! player's name. A leaf that the map's cards, the detail and the instruction all read, so none
//! of them reaches into another for its words.

use riffle_core::floor::{ButtonSource, ButtonStatus, FloorError, PlayerId, Reporter};
use riffle_text::{Lang, Say, Words};
use riffle_tournament::Tournament;

/// What the floor knows of a table's button: the sentence of the table's detail, and the few
/// words its card on the map has room for.
pub(super) fn button_knowledge(status: ButtonStatus, w: &Words) -> (String, String) {
    match status {
        ButtonStatus::Known { source, minutes } => match source {
            ButtonSource::Drawn => (
                riffle_text::fill!(w, "button_drawn", minutes),
                w.text("card_button_drawn").to_string(),
            ),
            ButtonSource::Set => (
                riffle_text::fill!(w, "button_set", minutes),
                riffle_text::fill!(w, "card_button_set", minutes),
            ),
            ButtonSource::Given => (
                riffle_text::fill!(w, "button_given", minutes),
                riffle_text::fill!(w, "card_button_given", minutes),
            ),
            ButtonSource::HandByHand(Reporter::Td) => (
                riffle_text::fill!(w, "button_reported_td", minutes),
                riffle_text::fill!(w, "card_button_td", minutes),
            ),
            ButtonSource::HandByHand(Reporter::Device) => (
                riffle_text::fill!(w, "button_reported_device", minutes),
                riffle_text::fill!(w, "card_button_device", minutes),
            ),
        },
        ButtonStatus::Unknown {
            minutes: Some(minutes),
        } => (
            riffle_text::fill!(w, "button_unknown_since", minutes),
            riffle_text::fill!(w, "card_button_unknown", minutes),
        ),
        ButtonStatus::Unknown { minutes: None } => (
            w.text("button_never_known").to_string(),
            w.text("card_button_none").to_string(),
        ),
    }
}

/// A player's name, or their entry number when the entry is gone.
pub(super) fn player_name(tournament: &Tournament, player: PlayerId) -> String {
    tournament
        .entry(player)
        .map_or_else(|| format!("#{}", player.entry_number()), |e| e.name.clone())
}

/// Why a table has no next hand, in the TD's language where the panel knows the case.
pub(super) fn floor_problem(error: &FloorError, w: &Words, lang: Lang) -> String {
    match error {
        FloorError::NoButton { .. } => w.text("no_button_yet").to_string(),
        FloorError::TooFewPlayers { .. } => w.text("too_few_players").to_string(),
        other => other.say(lang),
    }
}
