//! The players panel: registration at the desk, the seat draw, the list of every entry with an
//! instant search, and what the TD does to one player (re-entry, rebuy, add-on, chip count,
//! notes, elimination with the place and prize shown before it is confirmed).
//!
//! A 10,000-player field is drawn in a few rows' time: the list is virtualised, and what it is
//! built from (names folded for search, finishing places, the rows the search keeps) is derived
//! once per change of the tournament or of the search, not once per frame. What a command would
//! do (the place an elimination gives, whether a rebuy is allowed) is asked of the tournament
//! itself by a dry run, so the panel shows exactly what the core will decide.

mod alternates;
mod bagging;
mod club;
mod details;
mod eliminate;
mod list;
mod price;
mod registration;

use super::{Cx, Handed, Outbox, Panel, View, go_color, with_tournament};
use crate::backend::Outcome;
use crate::i18n::Texts;
use crate::theme;
use egui::{Button, RichText, ScrollArea, Ui};
use riffle_core::floor::PlayerId;
use riffle_core::structure::PeriodRef;
use riffle_text::Folded;
use riffle_tournament::{Command, RuleError, Standing};

/// Which entries the list shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Filter {
    #[default]
    All,
    In,
    Out,
}

/// The column the list is sorted by; the entry number unless the TD clicked a header.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum SortBy {
    #[default]
    Entry,
    Name,
    /// Biggest stack first.
    Chips,
    Table,
    /// Players in play first, then the best places.
    Place,
}

/// The players panel's own state between frames.
#[derive(Default)]
pub struct PlayersPanel {
    name: String,
    notes: String,
    /// The registration the TD sent last, to tell them the seat once the tournament has it.
    registered: Option<Registered>,
    query: String,
    filter: Filter,
    /// The column the list is sorted by, and whether the order is turned round.
    sort: (SortBy, bool),
    selected: Option<PlayerId>,
    roster: Roster,
    rows: Rows,
    /// Each column's width by its widest cell, and what it was measured for.
    widths: Option<(list::Measured, [f32; 6])>,
    /// A row brought into view after the selection moved by keyboard.
    scroll_to: Option<usize>,
    /// The list's scroll offset and height at the last frame.
    viewport: (f32, f32),
    /// The chip count and notes being typed for the selected player.
    chips_text: String,
    chips_error: bool,
    /// The count last refused: the same count sent again is the TD's confirmation of a count
    /// far from the room's stacks.
    chips_asked: Option<(PlayerId, riffle_core::Chips)>,
    /// The name last refused as already registered: the same name sent again is the TD's
    /// confirmation that it is someone else.
    namesake_asked: Option<String>,
    /// The price profile the desk sells each purchase at; the structure's own when none.
    prices: std::collections::BTreeMap<riffle_core::structure::Sold, String>,
    notes_text: String,
    /// The selected player's name as being corrected.
    rename_text: String,
    /// The player the two fields above were filled in for.
    editing: Option<PlayerId>,
    bust: Option<BustForm>,
    claim: Option<Claim>,
    /// A re-entry, rebuy or add-on clicked for the selected player, waiting for the TD to
    /// confirm the amount.
    purchase: Option<Command>,
    /// The player whose unregistering waits for the TD to confirm the refund.
    unregistering: Option<PlayerId>,
    /// The player out being reinstated, and the reason being typed.
    reinstating: Option<(PlayerId, String)>,
    offers: Option<Offers>,
    preview: Option<Preview>,
    /// The last command sent whose outcome changes the panel, until the shell answers it
    /// (what it made, or refused).
    sent: Option<(Command, Sent)>,
    /// The room's seats as typed, while the TD edits them; refused when not a number.
    seats_text: Option<String>,
    seats_bad: bool,
    /// The event's limit on entries as typed, while the TD edits it; refused when not a number.
    limit_text: Option<String>,
    limit_bad: bool,
    /// The end of day's counts and bags being typed, by player.
    bags: std::collections::BTreeMap<PlayerId, bagging::BagRow>,
    bag_error: bool,
    /// The club's player database, offered as the TD types a name.
    club: club::Club,
}

#[derive(Clone, Debug)]
struct Registered {
    /// The entry the registration made; none when the room was full and the name went on the
    /// alternates list.
    player: Option<PlayerId>,
    name: String,
}

/// A command whose outcome changes the panel.
enum Sent {
    Register {
        name: String,
        notes: String,
    },
    Eliminate,
    Claim,
    Chips {
        player: PlayerId,
        chips: riffle_core::Chips,
    },
}

/// The players who busted on one hand, as the TD fills the form in.
#[derive(Clone, Debug, Default)]
struct BustForm {
    busts: Vec<BustRow>,
    on_announcement: bool,
}

/// The knockers the TD names for a player already out whose bounty nobody claimed.
#[derive(Clone, Debug)]
struct Claim {
    busted: PlayerId,
    by: Vec<PlayerId>,
}

/// One player out on the hand, as the TD fills the form in.
#[derive(Clone, Debug)]
struct BustRow {
    player: PlayerId,
    /// Chips at the start of the hand, as typed; needed only when several players bust.
    stack: String,
    /// Who knocked the player out, in a bounty event; nobody until the TD names them.
    by: Vec<PlayerId>,
}

impl BustRow {
    fn new(player: PlayerId) -> BustRow {
        BustRow {
            player,
            stack: String::new(),
            by: Vec::new(),
        }
    }
}

/// What the list is built from, derived once per change of the tournament.
#[derive(Default)]
struct Roster {
    history: Option<usize>,
    /// Each entry's name, and the name folded once for search.
    names: Vec<(String, Folded)>,
    /// Each entry's finishing place, once out.
    places: Vec<Option<Standing>>,
    /// Each entry's seat, while seated.
    seats: Vec<Option<riffle_core::floor::SeatRef>>,
    /// Each entry's chips.
    chips: Vec<riffle_core::Chips>,
    /// Each entry unregistered before the draw: listed, greyed, and found by the search.
    withdrawn: Vec<bool>,
    offers_purchases: bool,
}

/// The rows the search keeps, derived once per change of the roster or the search.
#[derive(Default)]
struct Rows {
    key: Option<(usize, String, Filter, (SortBy, bool))>,
    players: Vec<PlayerId>,
}

/// Whether the selected player may re-enter, rebuy and add on, as the tournament decides now.
#[derive(Clone)]
struct Offers {
    key: OffersKey,
    re_enter: Result<(), RuleError>,
    rebuy: Result<(), RuleError>,
    add_on: Result<(), RuleError>,
    /// What unregistering the player would pay back, while the seats are not drawn.
    unregister: Result<riffle_core::structure::Money, RuleError>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
struct OffersKey {
    history: usize,
    player: PlayerId,
    period: PeriodRef,
    level: u32,
    registration_open: bool,
}

/// The places and prizes an elimination would give, and the bounties it would pay.
struct Preview {
    key: (usize, Command),
    outcome: Result<Eliminated, RuleError>,
}

/// What an elimination gives: each player's place and prize, and each knocker's bounty.
#[derive(Clone, Default)]
struct Eliminated {
    standings: Vec<Standing>,
    bounties: Vec<riffle_core::standings::bounty::BountyPaid>,
}

impl PlayersPanel {
    pub fn ui(&mut self, ui: &mut Ui, cx: &Cx) -> Option<Command> {
        let w: &riffle_text::Words = cx.t;
        let tournament = cx.tournament;
        let history = tournament.history().len();
        self.roster.refresh(tournament, history);
        let mut command = None;

        self.register_row(ui, cx, w, &mut command);
        // The seat just drawn, or a name already registered as it is typed, on a line kept for
        // them: the list does not move when one appears.
        let registered = self.registered_line(tournament, w).map(|line| {
            RichText::new(line)
                .size(theme::size::SECTION)
                .strong()
                .color(go_color(ui))
        });
        let said = self.same_name_warning(tournament, w).or(registered);
        super::reserved_line(ui, theme::size::SECTION, said);
        self.alternates_row(ui, cx, w, &mut command);
        if tournament.day_ended() {
            self.bagging_sheet(ui, cx, w, &mut command);
        }
        if !tournament.seats_drawn() && tournament.players_left() > 0 {
            ui.horizontal(|ui| {
                let left = tournament.players_left();
                let label = riffle_text::fill!(w, "draw_seats" / left as u64, n = left);
                let button = Button::new(RichText::new(label).size(theme::size::FIGURE).strong());
                if ui.add(button).clicked() {
                    command = Some(Command::DrawSeats);
                }
                ui.label(RichText::new(w.text("draw_seats_help")).weak());
            });
        }
        let waiting = (tournament.pending_instruction().is_some()).then(|| {
            (RichText::new(w.text("instruction_waiting")).size(theme::size::BODY))
                .color(ui.visuals().warn_fg_color)
        });
        super::reserved_line(ui, theme::size::BODY, waiting);
        ui.add_space(theme::space::LINE_GAP);
        self.search_row(ui, cx, w);
        ui.separator();

        let details_width = (ui.available_width() * 0.34).clamp(340.0, 520.0);
        egui::Panel::right("player-details")
            .resizable(false)
            .exact_size(details_width)
            .show(ui, |ui| {
                ScrollArea::vertical()
                    .id_salt("player-details-scroll")
                    .show(ui, |ui| {
                        if let Some(asked) = self.details(ui, cx, w) {
                            command = Some(asked);
                        }
                    });
            });
        self.list(ui, cx, w);

        if let Some(sent) = command
            .as_ref()
            .and_then(|c| Some((c.clone(), self.remember(c)?)))
        {
            self.sent = Some(sent);
        }
        command
    }

    /// Arms the elimination of `player` (from the details, a search result's menu, or a seat's
    /// menu on the Tables tab), selected in the list: the form names the player it was armed
    /// for, whatever is selected after, until it is confirmed or cancelled.
    pub fn arm_elimination(&mut self, player: PlayerId) {
        self.selected = Some(player);
        self.claim = None;
        self.bust = Some(BustForm {
            busts: vec![BustRow::new(player)],
            on_announcement: false,
        });
    }

    /// Takes the outcome of the last command sent, as the shell answers it: what the
    /// tournament made, or `None` when it refused it.
    fn settle(&mut self, sent: Sent, outcome: Option<Outcome>) {
        let taken = outcome.is_some();
        match sent {
            Sent::Register { name, notes } => {
                if taken {
                    let player = outcome.and_then(|outcome| outcome.entry);
                    self.registered = Some(Registered { player, name });
                    self.namesake_asked = None;
                } else if self.name.is_empty() {
                    self.namesake_asked = Some(name.clone());
                    // Refused: the name comes back for the TD to correct or retry.
                    self.name = name;
                    self.notes = notes;
                }
            }
            Sent::Eliminate if taken => self.bust = None,
            Sent::Claim if taken => self.claim = None,
            Sent::Chips { .. } if taken => {
                self.chips_text.clear();
                self.chips_asked = None;
            }
            Sent::Chips { player, chips } => self.chips_asked = Some((player, chips)),
            Sent::Eliminate | Sent::Claim => {}
        }
    }

    fn remember(&mut self, command: &Command) -> Option<Sent> {
        match command {
            Command::Register { name, notes, .. } => Some(Sent::Register {
                name: name.clone(),
                notes: notes.clone().unwrap_or_default(),
            }),
            Command::Eliminate { .. } => Some(Sent::Eliminate),
            Command::NameKnockers { .. } => Some(Sent::Claim),
            Command::SetChips { player, chips, .. } => Some(Sent::Chips {
                player: *player,
                chips: *chips,
            }),
            _ => None,
        }
    }
}

impl Panel for PlayersPanel {
    fn title(&self, t: &'static Texts) -> &'static str {
        t.text("tab_players")
    }

    fn show(&mut self, ui: &mut Ui, view: &mut View, out: &mut Outbox) {
        self.club
            .follow(view.location, view.preferences.database_url.as_deref());
        with_tournament(ui, view, out, |ui, cx, out| out.send(self.ui(ui, cx)));
    }

    fn receive(&mut self, handed: &Handed, _out: &mut Outbox) {
        match handed {
            Handed::Eliminate(player) => self.arm_elimination(*player),
            Handed::Answered(command, outcome) => {
                if let Some((_, sent)) = self.sent.take_if(|(sent, _)| sent == *command) {
                    self.settle(sent, *outcome);
                }
            }
            _ => {}
        }
    }
}

/// A grid's first row: its column titles, quieter than the rows under them.
fn column_titles(ui: &mut Ui, titles: &[&str]) {
    for title in titles {
        ui.label(RichText::new(*title).weak());
    }
    ui.end_row();
}
