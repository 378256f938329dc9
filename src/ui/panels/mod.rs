//! The TD window's panels, one module per panel, each a function that draws from what it is
//! given and returns what the TD asked for; none changes the tournament.
//!
//! To add a panel: a module here with a `show` function, its [`Tab`] (title in
//! [`Texts`](super::i18n::Texts), in both languages), and one arm in `App::panel`.

pub mod clock;
pub mod payouts;
pub mod settings;

use super::i18n::Texts;

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
