//! The TD window's panels, one module per panel, each a struct with the state it keeps between
//! frames, behind the [`Panel`] trait: it draws from the [`View`] the shell gives it and puts
//! what the TD asked for in the shell's [`Outbox`]; none changes the tournament.
//!
//! To add a panel: a module here with its struct and its `impl Panel` (title in
//! [`Texts`](super::i18n::Texts), in both languages), a field in [`Panels`], a [`Tab`] and its
//! row in [`TABS`]. The shell needs nothing else.

pub mod clock;
pub mod hands;
pub mod layout_preview;
pub mod payouts;
pub mod players;
pub mod rulings;
pub mod settings;
pub mod structure;
pub mod tables;
pub mod venue;

use super::i18n::Texts;
use super::player_screen::Placement;
use super::shared::Preferences;
use crate::backend::Outcome;
use crate::platform::Dialog;
use crate::theme;
use chrono::{DateTime, Utc};
use egui::{Key, RichText, Ui};
use riffle_text::Lang;
use riffle_tournament::{Command, DisplayState, Tournament};
use std::path::Path;

/// What a panel draws from: the open tournament at this frame's instant.
pub struct Cx<'a> {
    pub tournament: &'a Tournament,
    pub display: &'a DisplayState,
    pub now: DateTime<Utc>,
    pub lang: Lang,
    pub t: &'static Texts,
}

/// Everything the shell hands the panel of the tab at a frame: the tournament when one is
/// open, and the TD's preferences, which Settings changes in place.
pub struct View<'a> {
    pub t: &'static Texts,
    pub now: DateTime<Utc>,
    pub display: Option<&'a DisplayState>,
    pub tournament: Option<&'a Tournament>,
    /// The open tournament's folder.
    pub location: Option<&'a Path>,
    pub preferences: &'a mut Preferences,
    pub placement: &'a mut Placement,
    pub player_screen_open: bool,
    /// The program that plays the alerts, if the computer has one.
    pub sound_player: Option<&'a str>,
    /// The program that speaks the announcements, if the computer has one.
    pub voice: Option<&'a str>,
    /// The venue server, while it runs.
    pub venue: Option<&'a riffle_server::Running>,
    /// The open events' names and folders, in the order of their tabs.
    pub events: &'a [(String, std::path::PathBuf)],
    /// The hand being logged, as its player to act faces it, if a panel logs one: a dispute
    /// about it starts from what the hand knows.
    pub logged_spot: Option<LoggedSpot>,
}

/// A table and what the player to act faces in the hand being logged there.
pub type LoggedSpot = (
    riffle_core::floor::TableNo,
    riffle_core::betting::rulings::Facing,
);

impl View<'_> {
    /// The open tournament, for the panels that have nothing to show without one.
    pub fn cx(&self) -> Option<Cx<'_>> {
        Some(Cx {
            tournament: self.tournament?,
            display: self.display?,
            now: self.now,
            lang: self.t.lang,
            t: self.t,
        })
    }
}

/// What the panels that show the clock's figures draw from: the display, which a players'
/// screen alone can give, and the tournament when one is open.
pub struct Shown<'a> {
    pub display: &'a DisplayState,
    pub t: &'static Texts,
    pub cx: Option<Cx<'a>>,
}

impl View<'_> {
    /// The display and, when open, the tournament; nothing before a tournament is opened.
    pub fn shown(&self) -> Option<Shown<'_>> {
        Some(Shown {
            display: self.display?,
            t: self.t,
            cx: self.cx(),
        })
    }
}

/// A panel of the TD window, drawn by the shell when its tab is selected.
pub trait Panel {
    /// The title of its tab, in the TD's language.
    fn title(&self, t: &'static Texts) -> &'static str;

    /// Draws the panel; what the TD asked for goes into `out`, for the shell to carry out once
    /// the frame is drawn.
    fn show(&mut self, ui: &mut Ui, view: &mut View, out: &mut Outbox);

    /// What the shell hands every panel of the event between frames; a panel takes what
    /// concerns it and puts what it asks in return into `out`. The shell never reaches a panel
    /// by its name.
    fn receive(&mut self, _handed: &Handed, _out: &mut Outbox) {}

    /// The hand this panel is logging, as its player to act faces it.
    fn logged_spot(&self) -> Option<LoggedSpot> {
        None
    }

    /// How many things wait on this panel for the TD (the tables' reports to answer): shown
    /// beside its tab's title, whichever tab is shown.
    fn waiting(&self, _tournament: &Tournament) -> usize {
        0
    }
}

/// What the shell hands the panels: an answer to what one of them asked, or what one asked
/// another to do.
#[derive(Debug)]
pub enum Handed<'a> {
    /// The TD picked this file or folder in the dialog a panel asked for.
    Picked(&'a Dialog, &'a Path),
    /// The shell wrote what the dialog asked for (the results) to this file.
    Written(&'a Dialog, &'a Path),
    /// Another panel (a seat's menu on the Tables tab) asks for this player's elimination.
    Eliminate(riffle_core::floor::PlayerId),
    /// The answer to a command sent from the window: what it made, or `None` when it was
    /// refused or waits for the TD to confirm it. The panel that sent this command takes it
    /// as its outcome, whatever other commands (a phone's) landed in the same frame.
    Answered(&'a Command, Option<Outcome>),
}

/// What the TD asked of a panel: a command for the tournament, a file or folder for the shell to
/// ask for in a dialog (panels never open one, so tests can answer in its place), or the
/// players' screen opened or closed.
#[derive(Clone, Debug, PartialEq)]
pub enum Asked {
    Command(Command),
    Dialog(Dialog),
    TogglePlayerScreen,
    /// Move slips and seat cards as a PDF in the tournament's folder, opened in the system's
    /// viewer to print.
    PrintMoveSlips,
    /// A seat card a player for the seats last handed out (the draw, a late registration, a
    /// break), as a PDF in the prints folder, opened to print.
    PrintSeatCards,
    /// The seating list by name and by table, as a PDF in the prints folder, opened to print.
    PrintSeatingList,
    /// A card a table with a QR code of its dealer page, as a PDF in the prints folder, opened
    /// to print.
    PrintTableCards,
    /// Settings > Venue network: serve the open tournament to the room's phones and screens,
    /// on the port as typed.
    StartVenue {
        reach: riffle_server::Reach,
        port: String,
        pins: riffle_server::Pins,
    },
    StopVenue,
    /// The payout sheet and the receipts as a PDF in the tournament's folder, opened in the
    /// system's viewer to print.
    PrintPayoutSheet,
    /// The results sheet of the season of the league the event belongs to, as a workbook in
    /// the prints folder.
    WriteSeasonSheet,
    /// The welcome screen, to create a tournament, open one, a recent one or the demo.
    Welcome,
    /// The elimination of this player, armed on the Players tab (from a seat's menu on the
    /// Tables tab), with its place and prize shown before the TD confirms: the shell hands it
    /// to the panels and shows the Players tab.
    Eliminate(riffle_core::floor::PlayerId),
}

/// Everything asked for during a frame, in the order asked; the shell drains it once the frame
/// is drawn, so no command reaches the tournament while a panel still reads it.
#[derive(Debug, Default)]
pub struct Outbox(Vec<Asked>);

impl Outbox {
    pub fn ask(&mut self, asked: Option<Asked>) {
        self.0.extend(asked);
    }

    pub fn send(&mut self, command: Option<Command>) {
        self.0.extend(command.map(Asked::Command));
    }

    /// What was asked since the last drain, oldest first.
    pub fn drain(&mut self) -> Vec<Asked> {
        std::mem::take(&mut self.0)
    }
}

/// What a panel shows when it needs a tournament and none is open.
pub fn no_tournament(ui: &mut Ui, t: &Texts) {
    ui.label(RichText::new(t.text("no_tournament")).size(theme::size::LEAD));
}

/// Draws `draw` with the open tournament, or says there is none.
fn with_tournament(
    ui: &mut Ui,
    view: &View,
    out: &mut Outbox,
    draw: impl FnOnce(&mut Ui, &Cx, &mut Outbox),
) {
    match view.cx() {
        Some(cx) => draw(ui, &cx, out),
        None => no_tournament(ui, view.t),
    }
}

/// The panels, each with the state it keeps between frames (a search, a form being filled in).
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

/// The TD window's panels, by the name of their tab.
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

/// A tab of the TD window: its place in the row, its key (with Ctrl, or Cmd on a Mac) and its
/// panel.
pub struct TabSpec {
    pub tab: Tab,
    pub key: Key,
    pub panel: fn(&mut Panels) -> &mut dyn Panel,
}

/// The tabs in the order the TD sees them, Ctrl+1 to Ctrl+8.
pub const TABS: [TabSpec; 8] = [
    TabSpec::new(Tab::Clock, Key::Num1, |p| &mut p.clock),
    TabSpec::new(Tab::Players, Key::Num2, |p| &mut p.players),
    TabSpec::new(Tab::Tables, Key::Num3, |p| &mut p.tables),
    TabSpec::new(Tab::Hands, Key::Num4, |p| &mut p.hands),
    TabSpec::new(Tab::Rulings, Key::Num5, |p| &mut p.rulings),
    TabSpec::new(Tab::Payouts, Key::Num6, |p| &mut p.payouts),
    TabSpec::new(Tab::Structure, Key::Num7, |p| &mut p.structure),
    TabSpec::new(Tab::Settings, Key::Num8, |p| &mut p.settings),
];

impl Panels {
    /// Every panel, in the order of the tabs.
    pub fn each(&mut self) -> impl Iterator<Item = &mut dyn Panel> + '_ {
        let Panels {
            clock,
            payouts,
            players,
            tables,
            hands,
            rulings,
            structure,
            settings,
        } = self;
        let all: [&mut dyn Panel; 8] = [
            clock, players, tables, hands, rulings, payouts, structure, settings,
        ];
        all.into_iter()
    }

    /// Hands `handed` to every panel.
    pub fn hand(&mut self, handed: &Handed, out: &mut Outbox) {
        for panel in self.each() {
            panel.receive(handed, out);
        }
    }

    /// The hand a panel is logging, as its player to act faces it.
    pub fn logged_spot(&mut self) -> Option<LoggedSpot> {
        self.each().find_map(|panel| panel.logged_spot())
    }
}

impl TabSpec {
    /// One row of [`TABS`], so the table reads one tab a line.
    const fn new(tab: Tab, key: Key, panel: fn(&mut Panels) -> &mut dyn Panel) -> TabSpec {
        TabSpec { tab, key, panel }
    }
}

impl Tab {
    /// Its row in [`TABS`], which lists the tabs in the order of this enum.
    pub fn spec(self) -> &'static TabSpec {
        &TABS[self as usize]
    }
}

/// How wide `text` is in the body font, on one line: for a field or a column sized to its
/// words in the TD's language rather than to the English.
pub(crate) fn text_width(ui: &Ui, text: impl Into<egui::WidgetText>) -> f32 {
    text.into()
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Extend),
            f32::INFINITY,
            egui::TextStyle::Body,
        )
        .size()
        .x
}

/// A one-line field at least `min` wide and wide enough for its hint whole, in the font the
/// hint is measured in with the field's margins: a French hint is no more cut than its English.
pub(crate) fn field_fitting_hint<'t>(
    ui: &Ui,
    text: &'t mut String,
    hint: &str,
    min: f32,
) -> egui::TextEdit<'t> {
    egui::TextEdit::singleline(text)
        .hint_text(hint.to_string())
        .font(egui::TextStyle::Body)
        .desired_width(width_fitting_hint(ui, hint, min))
}

/// How wide [`field_fitting_hint`] makes its field, before the field's own margins.
pub(crate) fn width_fitting_hint(ui: &Ui, hint: &str, min: f32) -> f32 {
    (text_width(ui, hint) + theme::space::FIELD_FRAME).max(min)
}

/// A field's label in a wrapped row, put on a new row when it and its field (`field` wide,
/// margins included) would not fit together on this one: a label is never left at a row's end
/// with its field under it, at the start of the next.
pub(crate) fn label_beside(
    ui: &mut Ui,
    label: impl Into<egui::WidgetText>,
    field: f32,
) -> egui::Response {
    let label = label.into();
    room_for(
        ui,
        text_width(ui, label.clone()) + ui.spacing().item_spacing.x + field,
    );
    ui.label(label)
}

/// In a wrapped row, starts a new row unless what comes next (`width` wide) fits on this one,
/// so a field, its label and its button are read together.
pub(crate) fn room_for(ui: &mut Ui, width: f32) {
    let row_start = ui.available_rect_before_wrap().min.x <= ui.max_rect().min.x + 0.5;
    if !row_start && ui.available_size_before_wrap().x < width {
        ui.end_row();
    }
}

/// How wide a button saying `label` is, with its padding.
pub(crate) fn button_width(ui: &Ui, label: &str) -> f32 {
    text_width(ui, label) + ui.spacing().button_padding.x * 2.0
}

/// A line of fixed height, drawn whether it says something or not, for a hint that comes and
/// goes above a list (the seat just drawn, a name already registered, an instruction waiting):
/// the rows under it stay where the TD's pointer is. A longer sentence is cut with "…" and
/// shows whole in its tooltip. `size` is the largest text the line holds.
pub(crate) fn reserved_line(ui: &mut Ui, size: f32, said: Option<egui::RichText>) {
    let height = ui.fonts_mut(|fonts| fonts.row_height(&egui::FontId::proportional(size)));
    let width = ui.available_width();
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::hover());
    let Some(said) = said else {
        return;
    };
    let whole = said.text().to_string();
    let mut line = ui.new_child(egui::UiBuilder::new().max_rect(rect));
    line.set_clip_rect(rect.intersect(ui.clip_rect()));
    line.add(egui::Label::new(said).truncate())
        .on_hover_text(whole);
}

/// The colour of what is open, in play or done: green, readable on the theme's background.
pub fn go_color(ui: &Ui) -> egui::Color32 {
    if ui.visuals().dark_mode {
        theme::GO_DARK
    } else {
        theme::GO_LIGHT
    }
}

#[cfg(test)]
mod tests {
    use super::TABS;

    #[test]
    fn every_tab_has_its_row_in_the_order_of_the_tabs() {
        for (index, spec) in TABS.iter().enumerate() {
            assert_eq!(spec.tab as usize, index, "{:?}", spec.tab);
        }
    }
}
