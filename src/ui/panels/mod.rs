//! The TD window's panels, one module per panel, each a struct with the state it keeps between
//! frames and a `ui` method that draws from what it is given and returns what the TD asked for;
//! none changes the tournament.
//!
//! To add a panel: a module here with its struct, its [`Tab`] (title in
//! [`Texts`](super::i18n::Texts), in both languages), and one arm in [`Panels::show`].

pub mod clock;
pub mod hands;
pub mod payouts;
pub mod players;
pub mod rulings;
pub mod settings;
pub mod structure;
pub mod tables;

use super::i18n::Texts;
use crate::text::Lang;
use crate::tournament::{Command, DisplayState, Tournament};
use crate::ui::platform::Dialog;
use chrono::{DateTime, Utc};
use egui::Ui;

/// What a panel draws from: the open tournament at this frame's instant.
pub struct Cx<'a> {
    pub tournament: &'a Tournament,
    pub display: &'a DisplayState,
    pub now: DateTime<Utc>,
    pub lang: Lang,
    pub t: &'static Texts,
}

/// The panels that keep state of their own between frames (a search, a form being filled in).
#[derive(Default)]
pub struct Panels {
    pub clock: clock::ClockPanel,
    pub payouts: payouts::PayoutsPanel,
    pub players: players::PlayersPanel,
    pub tables: tables::TablesPanel,
    pub hands: hands::HandsPanel,
    pub rulings: rulings::RulingsPanel,
    pub structure: structure::StructurePanel,
    pub settings: settings::SettingsPanel,
}

/// What the TD asked of a panel: a command for the tournament, or a file or folder for the
/// shell to ask for in a dialog (panels never open one, so tests can answer in its place).
#[derive(Debug)]
pub enum Asked {
    Command(Command),
    Dialog(Dialog),
}

impl Panels {
    /// Draws the panel of `tab`; returns what the TD asked for.
    pub fn show(&mut self, tab: Tab, ui: &mut Ui, cx: &Cx) -> Option<Asked> {
        let command = match tab {
            Tab::Players => self.players.ui(ui, cx),
            Tab::Tables => self.tables.ui(ui, cx),
            Tab::Hands => self.hands.ui(ui, cx),
            Tab::Rulings => self.rulings.ui(ui, cx),
            Tab::Structure => return self.structure.ui(ui, cx),
            Tab::Clock | Tab::Payouts | Tab::Settings => None,
        };
        command.map(Asked::Command)
    }
}

/// The TD window's panels, in the order of their tabs (Ctrl+1 to Ctrl+8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Tab {
    #[default]
    Clock,
    Players,
    Tables,
    Hands,
    Rulings,
    Payouts,
    Structure,
    Settings,
}

impl Tab {
    pub const ALL: [Tab; 8] = [
        Tab::Clock,
        Tab::Players,
        Tab::Tables,
        Tab::Hands,
        Tab::Rulings,
        Tab::Payouts,
        Tab::Structure,
        Tab::Settings,
    ];

    pub fn title(self, t: &Texts) -> &'static str {
        match self {
            Tab::Clock => t.tab_clock,
            Tab::Players => t.tab_players,
            Tab::Tables => t.tab_tables,
            Tab::Hands => t.tab_hands,
            Tab::Rulings => t.tab_rulings,
            Tab::Payouts => t.tab_payouts,
            Tab::Structure => t.tab_structure,
            Tab::Settings => t.tab_settings,
        }
    }
}

/// A whole number as a TD types it: `12500`, `12,500`, `12 500`, `12.500` or `25k`. Separators
/// must split groups of three digits, so `1.5` or `1,5` is refused rather than read as 15.
pub fn parse_whole_number(text: &str) -> Option<u64> {
    let text = text.trim();
    let (digits, factor) = match text.strip_suffix(['k', 'K']) {
        Some(rest) => (rest.trim_end(), 1000),
        None => (text, 1),
    };
    let groups: Vec<&str> = digits
        .split([',', '.', ' ', '\'', '_', '\u{a0}', '\u{202f}'])
        .collect();
    let (first, rest) = groups.split_first()?;
    let well_grouped = (1..=3).contains(&first.len()) || rest.is_empty();
    if first.is_empty() || !well_grouped || rest.iter().any(|group| group.len() != 3) {
        return None;
    }
    let mut value: u64 = 0;
    for group in &groups {
        for ch in group.chars() {
            let digit = ch.to_digit(10)?;
            value = value.checked_mul(10)?.checked_add(u64::from(digit))?;
        }
    }
    value.checked_mul(factor)
}

/// The colour of what is open, in play or done: green, readable on the theme's background.
pub fn go_color(ui: &Ui) -> egui::Color32 {
    if ui.visuals().dark_mode {
        egui::Color32::from_rgb(110, 200, 120)
    } else {
        egui::Color32::from_rgb(20, 120, 40)
    }
}

#[cfg(test)]
mod tests {
    use super::parse_whole_number;

    #[test]
    fn whole_numbers_are_read_with_any_thousands_separator() {
        assert_eq!(parse_whole_number("12500"), Some(12_500));
        assert_eq!(parse_whole_number(" 12,500 "), Some(12_500));
        assert_eq!(parse_whole_number("12 500"), Some(12_500));
        assert_eq!(parse_whole_number("12\u{202f}500"), Some(12_500));
        assert_eq!(parse_whole_number("1.250.000"), Some(1_250_000));
        assert_eq!(parse_whole_number("25k"), Some(25_000));
        assert_eq!(parse_whole_number("0"), Some(0));
    }

    #[test]
    fn decimals_and_stray_characters_are_refused() {
        for text in [
            "", "1.5", "1,5", "12,50", ",500", "abc", "12a", "-5", "1.5k", "k",
        ] {
            assert_eq!(parse_whole_number(text), None, "{text:?}");
        }
        assert_eq!(parse_whole_number("99999999999999999999"), None);
    }
}
