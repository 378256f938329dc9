//! The TD window's panels, one module per panel, each a function that draws from what it is
//! given and returns what the TD asked for; none changes the tournament.
//!
//! To add a panel: a module here with a `show` function, its [`Tab`] (title in
//! [`Texts`](super::i18n::Texts), in both languages), and one arm in `App::panel`.

pub mod clock;
pub mod hands;
pub mod payouts;
pub mod players;
pub mod rulings;
pub mod settings;
pub mod structure;
pub mod tables;

use super::i18n::Texts;
use crate::rules::Lang;
use crate::tournament::{Command, DisplayState, Tournament};
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
    pub players: players::PlayersPanel,
    pub tables: tables::TablesPanel,
    pub hands: hands::HandsPanel,
    pub rulings: rulings::RulingsPanel,
    pub structure: structure::StructurePanel,
    pub settings: settings::SettingsPanel,
}

impl Panels {
    /// Draws the panel of `tab`; returns the command the TD asked for.
    pub fn show(&mut self, tab: Tab, ui: &mut Ui, cx: &Cx) -> Option<Command> {
        match tab {
            Tab::Players => self.players.ui(ui, cx),
            Tab::Tables => self.tables.ui(ui, cx),
            Tab::Hands => self.hands.ui(ui, cx),
            Tab::Rulings => self.rulings.ui(ui, cx),
            Tab::Structure => self.structure.ui(ui, cx),
            Tab::Clock | Tab::Payouts | Tab::Settings => None,
        }
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
