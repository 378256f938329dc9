//! The players panel: registration at the desk, the seat draw, the list of every entry with an
//! instant search, and what the TD does to one player (re-entry, rebuy, add-on, chip count,
//! notes, elimination with the place and prize shown before it is confirmed).
//!
//! A 10,000-player field is drawn in a few rows' time: the list is virtualised, and what it is
//! built from (names folded for search, finishing places, the rows the search keeps) is derived
//! once per change of the tournament or of the search, not once per frame. What a command would
//! do (the place an elimination gives, whether a rebuy is allowed) is asked of the tournament
//! itself by a dry run, so the panel shows exactly what the core will decide.

use super::{Cx, go_color, parse_whole_number};
use crate::Chips;
use crate::clock::Registration;
use crate::floor::PlayerId;
use crate::structure::PeriodRef;
use crate::text::Lang;
use crate::tournament::{Bust, Command, EntryKind, RuleError, Standing, Tournament};
use crate::ui::i18n::Texts;
use chrono::{DateTime, Utc};
use egui::text::{LayoutJob, TextWrapping};
use egui::{
    Align, Button, Color32, Key, Rect, RichText, ScrollArea, Sense, TextEdit, TextStyle, Ui, Vec2,
    WidgetInfo,
};

/// The texts of this panel, one value per language.
struct Words {
    name: &'static str,
    name_hint: &'static str,
    notes: &'static str,
    notes_hint: &'static str,
    register: &'static str,
    /// The player just registered and the seat drawn for them, to tell them at the desk.
    registered_at_seat: fn(&str, u32, u8) -> String,
    registered_unseated: fn(&str) -> String,
    draw_seats: fn(u32) -> String,
    draw_seats_help: &'static str,
    instruction_waiting: &'static str,
    search: &'static str,
    search_hint: &'static str,
    filter_all: &'static str,
    filter_in: &'static str,
    filter_out: &'static str,
    /// Rows shown out of the entries: `287 of 300`.
    shown_of: fn(&str, &str) -> String,
    col_entry: &'static str,
    col_name: &'static str,
    col_chips: &'static str,
    col_seat: &'static str,
    col_status: &'static str,
    col_purchases: &'static str,
    status_in: &'static str,
    status_away: &'static str,
    status_out: &'static str,
    status_winner: &'static str,
    /// An entry out, with its place (an ordinal) and whether the place is shared.
    out_place: fn(&str, bool) -> String,
    no_match: &'static str,
    nobody: &'static str,
    select_hint: &'static str,
    entry_number: fn(u32) -> String,
    re_entry_of: fn(u32) -> String,
    at_seat: fn(u32, u8) -> String,
    not_seated: &'static str,
    chips: &'static str,
    re_enter: &'static str,
    rebuy: &'static str,
    add_on: &'static str,
    no_re_entries: &'static str,
    no_rebuys: &'static str,
    no_add_ons: &'static str,
    /// A purchase closed after a level, and the level on the clock.
    closed_after: fn(u32, u32) -> String,
    limit_reached: fn(u32) -> String,
    /// A rebuy refused to a stack above the limit: the limit and the stack.
    stack_too_big: fn(&str, &str) -> String,
    /// The add-on's level, and the level on the clock.
    add_on_not_yet: fn(u32, u32) -> String,
    /// The level that closed registration, and the last level of late registration.
    registration_closed_at: fn(u32, u32) -> String,
    no_late_registration: &'static str,
    chip_count: &'static str,
    set_chips: &'static str,
    not_a_number: &'static str,
    save_notes: &'static str,
    eliminate: &'static str,
    busted_on_hand: &'static str,
    starting_stack: &'static str,
    add_same_hand: fn(&str) -> String,
    remove: &'static str,
    announcement_hand: &'static str,
    /// A name and the place it will finish (an ordinal), shared or not.
    finishes: fn(&str, &str, bool) -> String,
    wins: fn(&str) -> String,
    no_prize: &'static str,
    stacks_needed: &'static str,
    confirm_elimination: &'static str,
    cancel: &'static str,
}

const EN: Words = Words {
    name: "Name",
    name_hint: "Player's name",
    notes: "Notes",
    notes_hint: "optional, never shown to players",
    register: "Register (Enter)",
    registered_at_seat: |name, table, seat| format!("{name}: table {table}, seat {seat}"),
    registered_unseated: |name| format!("{name} is registered; the seats are not drawn yet"),
    draw_seats: |n| match n {
        1 => "Draw the seats (1 player)".to_string(),
        n => format!("Draw the seats ({n} players)"),
    },
    draw_seats_help: "Players who register after the draw are given a seat at once.",
    instruction_waiting: "A floor instruction is waiting: see the Tables panel (Ctrl+3).",
    search: "Search",
    search_hint: "name or entry number",
    filter_all: "All",
    filter_in: "Still in",
    filter_out: "Out",
    shown_of: |shown, total| format!("{shown} of {total}"),
    col_entry: "#",
    col_name: "Name",
    col_chips: "Chips",
    col_seat: "Table / seat",
    col_status: "Status",
    col_purchases: "Rebuys / add-ons",
    status_in: "In",
    status_away: "Away",
    status_out: "Out",
    status_winner: "Winner",
    out_place: |place, shared| {
        if shared {
            format!("Out, {place} (shared)")
        } else {
            format!("Out, {place}")
        }
    },
    no_match: "No player matches the search.",
    nobody: "No player is registered yet: type a name above and press Enter.",
    select_hint: "Click a player in the list (or use the arrow keys in the search) to see what \
        you can do for them.",
    entry_number: |n| format!("Entry #{n}"),
    re_entry_of: |n| format!("re-entry after entry #{n}"),
    at_seat: |table, seat| format!("Table {table}, seat {seat}"),
    not_seated: "Not seated",
    chips: "Chips",
    re_enter: "Re-enter",
    rebuy: "Rebuy",
    add_on: "Add-on",
    no_re_entries: "This event has no re-entries.",
    no_rebuys: "This event has no rebuys.",
    no_add_ons: "This event has no add-on.",
    closed_after: |until, level| {
        format!("Closed after level {until}; the clock is at level {level}.")
    },
    limit_reached: |max| format!("The limit of {max} per player is reached."),
    stack_too_big: |limit, chips| {
        format!("Allowed with {limit} chips or fewer; the player has {chips}.")
    },
    add_on_not_yet: |at, level| {
        format!("Offered at the end of level {at}; the clock is at level {level}.")
    },
    registration_closed_at: |level, until| {
        format!(
            "Registration closed when level {level} started (late registration ran until level \
             {until})."
        )
    },
    no_late_registration: "Registration closed when the clock started.",
    chip_count: "Chip count",
    set_chips: "Set chips",
    not_a_number: "Type a whole number of chips, e.g. 12,500.",
    save_notes: "Save notes",
    eliminate: "Eliminate…",
    busted_on_hand: "Busted on this hand",
    starting_stack: "Chips at the start of the hand",
    add_same_hand: |name| format!("Add {name} (busted on the same hand)"),
    remove: "Remove",
    announcement_hand: "The hand was in progress when hand-for-hand was announced (RP-8A)",
    finishes: |name, place, shared| {
        if shared {
            format!("{name} finishes {place} (shared)")
        } else {
            format!("{name} finishes {place}")
        }
    },
    wins: |prize| format!("wins {prize}"),
    no_prize: "no prize",
    stacks_needed: "Several players busted on this hand: type each one's chips at the start of \
        the hand (the bigger stack places higher).",
    confirm_elimination: "Confirm the elimination",
    cancel: "Cancel",
};

const FR: Words = Words {
    name: "Nom",
    name_hint: "Nom du joueur",
    notes: "Notes",
    notes_hint: "facultatif, jamais montré aux joueurs",
    register: "Inscrire (Entrée)",
    registered_at_seat: |name, table, seat| format!("{name} : table {table}, siège {seat}"),
    registered_unseated: |name| {
        format!("Inscription de {name} enregistrée ; les places ne sont pas encore tirées")
    },
    draw_seats: |n| match n {
        0 | 1 => format!("Tirer les places ({n} joueur)"),
        n => format!("Tirer les places ({n} joueurs)"),
    },
    draw_seats_help: "Les joueurs inscrits après le tirage reçoivent une place aussitôt.",
    instruction_waiting: "Une consigne de placement attend : voir le panneau Tables (Ctrl+3).",
    search: "Rechercher",
    search_hint: "nom ou numéro d'entrée",
    filter_all: "Tous",
    filter_in: "En jeu",
    filter_out: "Éliminés",
    shown_of: |shown, total| format!("{shown} sur {total}"),
    col_entry: "N°",
    col_name: "Nom",
    col_chips: "Jetons",
    col_seat: "Table / siège",
    col_status: "Statut",
    col_purchases: "Recaves / add-ons",
    status_in: "En jeu",
    status_away: "Absent",
    status_out: "Éliminé",
    status_winner: "Vainqueur",
    out_place: |place, shared| {
        if shared {
            format!("Éliminé, {place} ex aequo")
        } else {
            format!("Éliminé, {place}")
        }
    },
    no_match: "Aucun joueur ne correspond à la recherche.",
    nobody: "Aucun joueur inscrit : tapez un nom ci-dessus et appuyez sur Entrée.",
    select_hint: "Cliquez sur un joueur de la liste (ou utilisez les flèches dans la recherche) \
        pour voir ce que vous pouvez faire pour lui.",
    entry_number: |n| format!("Entrée n° {n}"),
    re_entry_of: |n| format!("réentrée après l'entrée n° {n}"),
    at_seat: |table, seat| format!("Table {table}, siège {seat}"),
    not_seated: "Sans place",
    chips: "Jetons",
    re_enter: "Réentrée",
    rebuy: "Recave",
    add_on: "Add-on",
    no_re_entries: "Ce tournoi n'a pas de réentrée.",
    no_rebuys: "Ce tournoi n'a pas de recave.",
    no_add_ons: "Ce tournoi n'a pas d'add-on.",
    closed_after: |until, level| {
        format!("Fermé après le niveau {until} ; l'horloge est au niveau {level}.")
    },
    limit_reached: |max| format!("La limite de {max} par joueur est atteinte."),
    stack_too_big: |limit, chips| {
        format!("Permis avec {limit} jetons ou moins ; le joueur en a {chips}.")
    },
    add_on_not_yet: |at, level| {
        format!("Proposé à la fin du niveau {at} ; l'horloge est au niveau {level}.")
    },
    registration_closed_at: |level, until| {
        format!(
            "Inscriptions closes au début du niveau {level} (inscriptions tardives jusqu'au \
             niveau {until})."
        )
    },
    no_late_registration: "Inscriptions closes au lancement de l'horloge.",
    chip_count: "Compte de jetons",
    set_chips: "Enregistrer les jetons",
    not_a_number: "Tapez un nombre entier de jetons, par exemple 12 500.",
    save_notes: "Enregistrer les notes",
    eliminate: "Éliminer…",
    busted_on_hand: "Éliminés sur cette main",
    starting_stack: "Jetons au début de la main",
    add_same_hand: |name| format!("Ajouter {name} (éliminé sur la même main)"),
    remove: "Retirer",
    announcement_hand: "La main était en cours quand le main par main a été annoncé (RP-8A)",
    finishes: |name, place, shared| {
        if shared {
            format!("{name} termine {place} ex aequo")
        } else {
            format!("{name} termine {place}")
        }
    },
    wins: |prize| format!("gagne {prize}"),
    no_prize: "sans prix",
    stacks_needed: "Plusieurs joueurs éliminés sur cette main : tapez les jetons de chacun au \
        début de la main (le plus gros tapis se classe devant).",
    confirm_elimination: "Confirmer l'élimination",
    cancel: "Annuler",
};

fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
    }
}

/// Height of a row of the list, spacing excluded.
const ROW_HEIGHT: f32 = 28.0;

/// Which entries the list shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Filter {
    #[default]
    All,
    In,
    Out,
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
    selected: Option<PlayerId>,
    roster: Roster,
    rows: Rows,
    /// A row brought into view after the selection moved by keyboard.
    scroll_to: Option<usize>,
    /// The list's scroll offset and height at the last frame.
    viewport: (f32, f32),
    /// The chip count and notes being typed for the selected player.
    chips_text: String,
    chips_error: bool,
    notes_text: String,
    /// The player the two fields above were filled in for.
    editing: Option<PlayerId>,
    bust: Option<BustForm>,
    offers: Option<Offers>,
    preview: Option<Preview>,
    /// What the last command sent was, and the length of the history then: if the history has
    /// grown by the next frame the tournament took it, otherwise it was refused.
    sent: Option<(Sent, usize)>,
}

#[derive(Clone, Debug)]
struct Registered {
    player: PlayerId,
    name: String,
}

/// A command whose outcome changes the panel.
enum Sent {
    Register { name: String, notes: String },
    Eliminate,
    Chips,
}

/// The players who busted on one hand, as the TD fills the form in.
#[derive(Clone, Debug, Default)]
struct BustForm {
    busts: Vec<(PlayerId, String)>,
    on_announcement: bool,
}

/// What the list is built from, derived once per change of the tournament.
#[derive(Default)]
struct Roster {
    history: Option<usize>,
    /// Each entry's name, and the name folded for search.
    names: Vec<(String, String)>,
    /// Each entry's finishing place, once out.
    places: Vec<Option<Standing>>,
    offers_purchases: bool,
}

/// The rows the search keeps, derived once per change of the roster or the search.
#[derive(Default)]
struct Rows {
    key: Option<(usize, String, Filter)>,
    players: Vec<PlayerId>,
}

/// Whether the selected player may re-enter, rebuy and add on, as the tournament decides now.
#[derive(Clone)]
struct Offers {
    key: OffersKey,
    re_enter: Result<(), RuleError>,
    rebuy: Result<(), RuleError>,
    add_on: Result<(), RuleError>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
struct OffersKey {
    history: usize,
    player: PlayerId,
    period: PeriodRef,
    level: u32,
    registration_open: bool,
}

/// The places and prizes an elimination would give.
struct Preview {
    key: (usize, Command),
    outcome: Result<Vec<Standing>, RuleError>,
}

impl PlayersPanel {
    pub fn ui(&mut self, ui: &mut Ui, cx: &Cx) -> Option<Command> {
        let w = words(cx.lang);
        let tournament = cx.tournament;
        let history = tournament.history().len();
        self.settle(tournament, history);
        self.roster.refresh(tournament, history);
        let mut command = None;

        self.register_row(ui, cx, w, &mut command);
        if let Some(instruction) = self.registered_line(tournament, w) {
            ui.label(
                RichText::new(instruction)
                    .size(24.0)
                    .strong()
                    .color(go_color(ui)),
            );
        }
        if !tournament.seats_drawn() && tournament.players_left() > 0 {
            ui.horizontal(|ui| {
                let label = (w.draw_seats)(tournament.players_left());
                let button = Button::new(RichText::new(label).size(19.0).strong());
                if ui.add(button).clicked() {
                    command = Some(Command::DrawSeats);
                }
                ui.label(RichText::new(w.draw_seats_help).weak());
            });
        }
        if tournament.pending_instruction().is_some() {
            ui.colored_label(ui.visuals().warn_fg_color, w.instruction_waiting);
        }
        ui.add_space(4.0);
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

        if let Some(sent) = command.as_ref().and_then(|c| self.remember(c)) {
            self.sent = Some((sent, history));
        }
        command
    }

    /// Reads the outcome of the last command sent: what the tournament took, or refused.
    fn settle(&mut self, tournament: &Tournament, history: usize) {
        let Some((sent, at)) = self.sent.take() else {
            return;
        };
        let taken = history > at;
        match sent {
            Sent::Register { name, notes } => {
                if taken {
                    let player = PlayerId(tournament.entries().len().saturating_sub(1) as u32);
                    self.registered = Some(Registered { player, name });
                } else if self.name.is_empty() {
                    // Refused: the name comes back for the TD to correct or retry.
                    self.name = name;
                    self.notes = notes;
                }
            }
            Sent::Eliminate if taken => self.bust = None,
            Sent::Chips if taken => self.chips_text.clear(),
            Sent::Eliminate | Sent::Chips => {}
        }
    }

    fn remember(&mut self, command: &Command) -> Option<Sent> {
        match command {
            Command::Register { name, notes } => Some(Sent::Register {
                name: name.clone(),
                notes: notes.clone().unwrap_or_default(),
            }),
            Command::Eliminate { .. } => Some(Sent::Eliminate),
            Command::SetChips { .. } => Some(Sent::Chips),
            _ => None,
        }
    }

    /// The name and notes fields, the register button, and whether registration is open.
    fn register_row(&mut self, ui: &mut Ui, cx: &Cx, w: &Words, command: &mut Option<Command>) {
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new(w.name).strong());
            let name = ui
                .add(
                    TextEdit::singleline(&mut self.name)
                        .hint_text(w.name_hint)
                        .desired_width(300.0)
                        .font(egui::FontId::proportional(21.0)),
                )
                .labelled_by(label.id);
            let label = ui.label(w.notes);
            let notes = ui
                .add(
                    TextEdit::singleline(&mut self.notes)
                        .hint_text(w.notes_hint)
                        .desired_width(260.0),
                )
                .labelled_by(label.id);
            let entered = (name.lost_focus() || notes.lost_focus())
                && ui.input(|i| i.key_pressed(Key::Enter));
            let clicked = ui
                .add_enabled(!self.name.trim().is_empty(), Button::new(w.register))
                .clicked();
            if (entered || clicked) && !self.name.trim().is_empty() {
                let notes = self.notes.trim();
                *command = Some(Command::Register {
                    name: self.name.trim().to_string(),
                    notes: (!notes.is_empty()).then(|| notes.to_string()),
                });
                self.name.clear();
                self.notes.clear();
                // Ready for the next player in the queue.
                name.request_focus();
            }
            ui.add_space(16.0);
            let (text, color) = registration(cx, ui);
            ui.label(RichText::new(text).strong().color(color));
        });
    }

    /// The player just registered and where to send them.
    fn registered_line(&self, tournament: &Tournament, w: &Words) -> Option<String> {
        let registered = self.registered.as_ref()?;
        let entry = tournament.entry(registered.player)?;
        if entry.name != registered.name {
            // Undone since.
            return None;
        }
        Some(match tournament.floor().seat_of(registered.player) {
            Some(seat) => (w.registered_at_seat)(&entry.name, seat.table.0, seat.seat),
            None => (w.registered_unseated)(&entry.name),
        })
    }

    /// The search field, the filter and the count of rows shown. Arrow keys in the field move
    /// the selection through the rows.
    fn search_row(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) {
        let t = cx.t;
        let id = ui.make_persistent_id("player-search");
        let focused = ui.memory(|m| m.has_focus(id) || m.focused().is_none());
        if focused {
            let (down, up) = ui.input_mut(|i| {
                (
                    i.consume_key(egui::Modifiers::NONE, Key::ArrowDown),
                    i.consume_key(egui::Modifiers::NONE, Key::ArrowUp),
                )
            });
            self.step_selection(cx, i32::from(down) - i32::from(up));
        }
        ui.horizontal(|ui| {
            let label = ui.label(RichText::new(w.search).strong());
            ui.add(
                TextEdit::singleline(&mut self.query)
                    .id(id)
                    .hint_text(w.search_hint)
                    .desired_width(320.0),
            )
            .labelled_by(label.id);
            ui.add_space(8.0);
            for (filter, text) in [
                (Filter::All, w.filter_all),
                (Filter::In, w.filter_in),
                (Filter::Out, w.filter_out),
            ] {
                ui.radio_value(&mut self.filter, filter, text);
            }
            self.rows.refresh(&self.roster, &self.query, self.filter);
            ui.add_space(8.0);
            let shown = t.number(self.rows.players.len() as u64);
            let total = t.number(cx.tournament.entries().len() as u64);
            ui.label(RichText::new((w.shown_of)(&shown, &total)).weak());
            ui.add_space(16.0);
            ui.label(format!(
                "{}: {} · {}: {}",
                t.entries,
                t.number(u64::from(cx.display.entries)),
                t.players_left,
                t.number(u64::from(cx.display.players_left))
            ));
        });
    }

    fn step_selection(&mut self, cx: &Cx, step: i32) {
        if step == 0 {
            return;
        }
        self.roster
            .refresh(cx.tournament, cx.tournament.history().len());
        self.rows.refresh(&self.roster, &self.query, self.filter);
        let rows = &self.rows.players;
        if rows.is_empty() {
            return;
        }
        let current = self
            .selected
            .and_then(|player| rows.iter().position(|&p| p == player));
        let index = match current {
            None => 0,
            Some(i) if step > 0 => (i + 1).min(rows.len() - 1),
            Some(i) => i.saturating_sub(1),
        };
        self.selected = Some(rows[index]);
        self.scroll_to = Some(index);
    }

    /// The list of entries: a header, then only the rows in view.
    fn list(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) {
        let tournament = cx.tournament;
        if self.rows.players.is_empty() {
            let text = if tournament.entries().is_empty() {
                w.nobody
            } else {
                w.no_match
            };
            ui.label(RichText::new(text).size(19.0));
            return;
        }
        let columns = Columns::new(ui.available_width(), self.roster.offers_purchases);
        let header = [
            w.col_entry,
            w.col_name,
            w.col_chips,
            w.col_seat,
            w.col_status,
            w.col_purchases,
        ];
        let (rect, _) =
            ui.allocate_exact_size(Vec2::new(columns.width, ROW_HEIGHT), Sense::hover());
        let strong = ui.visuals().strong_text_color();
        for (cell, text) in columns.cells(rect).into_iter().zip(header) {
            if let Some((rect, align)) = cell {
                paint_cell(ui, rect, text, align, strong);
            }
        }

        let spacing = ui.spacing().item_spacing.y;
        let pitch = ROW_HEIGHT + spacing;
        let mut area = ScrollArea::vertical()
            .id_salt("players-list")
            .auto_shrink([false, false]);
        if let Some(index) = self.scroll_to.take() {
            let (offset, height) = self.viewport;
            let top = index as f32 * pitch;
            if top < offset {
                area = area.vertical_scroll_offset(top);
            } else if top + pitch > offset + height {
                area = area.vertical_scroll_offset(top + pitch - height);
            }
        }
        let rows = std::mem::take(&mut self.rows.players);
        let output = area.show_rows(ui, ROW_HEIGHT, rows.len(), |ui, range| {
            for index in range {
                let player = rows[index];
                if self.row(ui, cx, &columns, index, player) {
                    self.selected = Some(player);
                }
            }
        });
        self.rows.players = rows;
        self.viewport = (output.state.clamped_offset().y, output.inner_rect.height());
    }

    /// One row; returns whether the TD clicked it.
    fn row(&self, ui: &mut Ui, cx: &Cx, columns: &Columns, index: usize, player: PlayerId) -> bool {
        let t = cx.t;
        let w = words(cx.lang);
        let tournament = cx.tournament;
        let Some(entry) = tournament.entry(player) else {
            return false;
        };
        let (rect, response) =
            ui.allocate_exact_size(Vec2::new(columns.width, ROW_HEIGHT), Sense::click());
        let selected = self.selected == Some(player);
        let visuals = ui.visuals();
        let fill = if selected {
            Some(visuals.selection.bg_fill)
        } else if response.hovered() {
            Some(visuals.widgets.hovered.weak_bg_fill)
        } else if index % 2 == 1 {
            Some(visuals.faint_bg_color)
        } else {
            None
        };
        if let Some(fill) = fill {
            ui.painter()
                .rect_filled(rect.expand2(Vec2::new(0.0, 1.5)), 2.0, fill);
        }
        let seat = tournament.floor().seat_of(player);
        let place = self
            .roster
            .places
            .get(player.0 as usize)
            .and_then(Option::as_ref);
        let away = entry.in_play() && tournament.away(player);
        let (status, status_color) = status(
            t,
            w,
            cx.display.currency.as_deref(),
            entry.in_play(),
            away,
            place,
            ui,
        );
        let texts = [
            player.0.to_string(),
            entry.name.clone(),
            if entry.in_play() {
                t.number(entry.chips)
            } else {
                String::new()
            },
            seat.map_or_else(String::new, |s| format!("{} / {}", s.table.0, s.seat)),
            status.clone(),
            format!("{} / {}", entry.rebuys, entry.add_ons),
        ];
        let text_color = if selected {
            visuals.selection.stroke.color
        } else if entry.in_play() {
            visuals.text_color()
        } else {
            visuals.weak_text_color()
        };
        for (k, (cell, text)) in columns.cells(rect).into_iter().zip(&texts).enumerate() {
            if let Some((rect, align)) = cell {
                let color = if k == 4 && !selected {
                    status_color
                } else {
                    text_color
                };
                paint_cell(ui, rect, text, align, color);
            }
        }
        // What a screen reader (and a test) reads for the row.
        let seat_words = seat.map(|s| (w.at_seat)(s.table.0, s.seat));
        let summary = [
            Some(entry.name.clone()),
            (!texts[2].is_empty()).then(|| texts[2].clone()),
            seat_words,
            Some(status),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(", ");
        let summary = format!("#{} {summary}", player.0);
        response.widget_info(|| {
            WidgetInfo::selected(egui::Role::ListBoxOption, true, selected, &summary)
        });
        response.clicked()
    }

    /// What the TD can do for the selected player, or the elimination being filled in.
    fn details(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let t = cx.t;
        let tournament = cx.tournament;
        let mut command = None;
        if let Some(form) = self.bust.take() {
            let (form, asked) = self.bust_form(ui, cx, w, form);
            self.bust = form;
            return asked;
        }
        let Some(entry) = self.selected.and_then(|p| tournament.entry(p)) else {
            ui.label(RichText::new(w.select_hint).weak());
            return None;
        };
        let player = entry.id;
        if self.editing != Some(player) {
            self.editing = Some(player);
            self.chips_text.clear();
            self.chips_error = false;
            self.notes_text = entry.notes.clone().unwrap_or_default();
        }
        ui.label(RichText::new(&entry.name).size(26.0).strong());
        let mut about = (w.entry_number)(player.0);
        if let EntryKind::ReEntry { previous } = entry.kind {
            about = format!("{about} · {}", (w.re_entry_of)(previous.0));
        }
        ui.label(about);
        let place = self
            .roster
            .places
            .get(player.0 as usize)
            .and_then(Option::as_ref);
        let away = entry.in_play() && tournament.away(player);
        let (status, color) = status(
            t,
            w,
            cx.display.currency.as_deref(),
            entry.in_play(),
            away,
            place,
            ui,
        );
        ui.label(RichText::new(status).strong().color(color).size(20.0));
        if entry.in_play() {
            let seat = match tournament.floor().seat_of(player) {
                Some(s) => (w.at_seat)(s.table.0, s.seat),
                None => w.not_seated.to_string(),
            };
            ui.label(RichText::new(seat).size(20.0));
            ui.label(format!("{}: {}", w.chips, t.number(entry.chips)));
        }
        if self.roster.offers_purchases {
            ui.label(format!(
                "{}: {} · {}: {}",
                t.rebuys, entry.rebuys, t.add_ons, entry.add_ons
            ));
        }
        ui.add_space(8.0);

        let offers = self.offers(cx, player);
        let actions: Vec<(&str, &Result<(), RuleError>, Command, &str)> = if entry.in_play() {
            vec![
                (
                    w.rebuy,
                    &offers.rebuy,
                    Command::Rebuy { player },
                    w.no_rebuys,
                ),
                (
                    w.add_on,
                    &offers.add_on,
                    Command::AddOn { player },
                    w.no_add_ons,
                ),
            ]
        } else {
            vec![(
                w.re_enter,
                &offers.re_enter,
                Command::ReEnter { player },
                w.no_re_entries,
            )]
        };
        for (label, offer, asked, not_offered) in actions {
            ui.horizontal_wrapped(|ui| {
                let button = Button::new(RichText::new(label).size(18.0));
                if ui.add_enabled(offer.is_ok(), button).clicked() {
                    command = Some(asked);
                }
                if let Err(error) = offer {
                    ui.label(RichText::new(reason(cx, w, error, not_offered)).weak());
                }
            });
        }

        if entry.in_play() {
            ui.add_space(8.0);
            let label = ui.label(RichText::new(w.chip_count).strong());
            ui.horizontal(|ui| {
                let field = ui
                    .add(
                        TextEdit::singleline(&mut self.chips_text)
                            .hint_text(t.number(entry.chips))
                            .desired_width(140.0),
                    )
                    .labelled_by(label.id);
                let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
                if (ui.button(w.set_chips).clicked() || entered) && !self.chips_text.is_empty() {
                    match parse_whole_number(&self.chips_text) {
                        Some(chips) => {
                            self.chips_error = false;
                            command = Some(Command::SetChips { player, chips });
                        }
                        None => self.chips_error = true,
                    }
                }
            });
            if self.chips_error {
                ui.colored_label(ui.visuals().error_fg_color, w.not_a_number);
            }
        }

        ui.add_space(8.0);
        let label = ui.label(RichText::new(w.notes).strong());
        ui.add(
            TextEdit::multiline(&mut self.notes_text)
                .hint_text(w.notes_hint)
                .desired_rows(2)
                .desired_width(f32::INFINITY),
        )
        .labelled_by(label.id);
        let changed = self.notes_text.trim() != entry.notes.as_deref().unwrap_or("");
        if ui.add_enabled(changed, Button::new(w.save_notes)).clicked() {
            let notes = self.notes_text.trim();
            command = Some(Command::SetNotes {
                player,
                notes: (!notes.is_empty()).then(|| notes.to_string()),
            });
        }

        if entry.in_play() {
            ui.add_space(16.0);
            let button = Button::new(RichText::new(w.eliminate).size(19.0).strong())
                .fill(danger_fill(ui))
                .min_size(Vec2::new(200.0, 36.0));
            if ui.add(button).clicked() {
                self.bust = Some(BustForm {
                    busts: vec![(player, String::new())],
                    on_announcement: false,
                });
            }
        }
        command
    }

    /// The elimination form: who busted on the hand, their starting stacks when several did,
    /// the place and prize each will get, then confirm or cancel. Returns the form (none once
    /// cancelled) and the command.
    fn bust_form(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        w: &Words,
        mut form: BustForm,
    ) -> (Option<BustForm>, Option<Command>) {
        let t = cx.t;
        let tournament = cx.tournament;
        ui.label(RichText::new(w.busted_on_hand).size(22.0).strong());
        let several = form.busts.len() > 1;
        let mut remove = None;
        for (k, (player, stack)) in form.busts.iter_mut().enumerate() {
            let name = tournament.entry(*player).map_or("", |e| e.name.as_str());
            ui.horizontal(|ui| {
                ui.label(RichText::new(name).size(19.0).strong());
                if several && ui.small_button(w.remove).clicked() {
                    remove = Some(k);
                }
            });
            if several {
                ui.horizontal(|ui| {
                    let label = ui.label(w.starting_stack);
                    ui.add(TextEdit::singleline(stack).desired_width(140.0))
                        .labelled_by(label.id);
                });
            }
        }
        if let Some(k) = remove {
            form.busts.remove(k);
        }
        // Another player out on the same hand: the one selected in the list.
        let candidate = self
            .selected
            .and_then(|p| tournament.entry(p))
            .filter(|e| e.in_play() && !form.busts.iter().any(|(p, _)| *p == e.id));
        if let Some(entry) = candidate
            && ui.button((w.add_same_hand)(&entry.name)).clicked()
        {
            form.busts.push((entry.id, String::new()));
        }
        let several = form.busts.len() > 1;
        if several {
            ui.checkbox(&mut form.on_announcement, w.announcement_hand);
        }
        ui.add_space(8.0);

        let stacks: Option<Vec<Option<Chips>>> = form
            .busts
            .iter()
            .map(|(_, text)| {
                if several {
                    parse_whole_number(text).map(Some)
                } else {
                    Some(None)
                }
            })
            .collect();
        let command = stacks.map(|stacks| Command::Eliminate {
            busts: form
                .busts
                .iter()
                .zip(stacks)
                .map(|((player, _), starting_stack)| Bust {
                    player: *player,
                    starting_stack,
                })
                .collect(),
            on_hand_for_hand_announcement: several && form.on_announcement,
        });
        let ready = match &command {
            None => {
                ui.label(RichText::new(w.stacks_needed).color(ui.visuals().warn_fg_color));
                false
            }
            Some(command) => match self.preview(tournament, command, cx.now) {
                Ok(standings) => {
                    for standing in standings {
                        let name = tournament.entry(standing.player).map_or("", |e| &e.name);
                        let place = (t.ordinal)(standing.place);
                        let prize = if standing.prize > 0 {
                            (w.wins)(&t.money(standing.prize, cx.display.currency.as_deref()))
                        } else {
                            w.no_prize.to_string()
                        };
                        let text =
                            format!("{}, {prize}", (w.finishes)(name, &place, standing.shared));
                        ui.label(RichText::new(text).size(20.0).strong());
                    }
                    true
                }
                Err(error) => {
                    ui.colored_label(ui.visuals().error_fg_color, error.to_string());
                    false
                }
            },
        };
        ui.add_space(8.0);
        let mut asked = None;
        let mut keep = true;
        ui.horizontal(|ui| {
            let confirm = Button::new(RichText::new(w.confirm_elimination).size(18.0).strong())
                .fill(danger_fill(ui));
            if ui.add_enabled(ready, confirm).clicked() {
                asked = command.clone();
            }
            if ui.button(RichText::new(w.cancel).size(18.0)).clicked() {
                keep = false;
            }
        });
        (keep.then_some(form), asked)
    }

    /// The places and prizes `command` would give, as the tournament previews it.
    fn preview(
        &mut self,
        tournament: &Tournament,
        command: &Command,
        now: DateTime<Utc>,
    ) -> Result<Vec<Standing>, RuleError> {
        let key = (tournament.history().len(), command.clone());
        if self.preview.as_ref().is_none_or(|p| p.key != key) {
            self.preview = Some(Preview {
                outcome: eliminated_places(tournament, command, now),
                key,
            });
        }
        match self.preview.as_ref().map(|p| &p.outcome) {
            Some(outcome) => outcome.clone(),
            None => Ok(Vec::new()),
        }
    }

    /// Whether the player may re-enter, rebuy or add on now, as the tournament answers.
    fn offers(&mut self, cx: &Cx, player: PlayerId) -> Offers {
        let view = &cx.display.clock;
        let key = OffersKey {
            history: cx.tournament.history().len(),
            player,
            period: view.period,
            level: view.level_for_new_hands,
            registration_open: matches!(view.registration, Registration::Open { .. }),
        };
        if let Some(offers) = &self.offers
            && offers.key == key
        {
            return offers.clone();
        }
        let tournament = cx.tournament;
        let in_play = tournament.entry(player).is_some_and(|e| e.in_play());
        // Only the actions the panel offers for this player are asked about.
        let ask = |offered: bool, command: Command| {
            if offered {
                dry_run(tournament, &command, cx.now).map(|_| ())
            } else {
                Err(RuleError::NoSuchPlayer(player))
            }
        };
        let offers = Offers {
            key,
            re_enter: ask(!in_play, Command::ReEnter { player }),
            rebuy: ask(in_play, Command::Rebuy { player }),
            add_on: ask(in_play, Command::AddOn { player }),
        };
        self.offers = Some(offers.clone());
        offers
    }
}

/// The events a command would produce now; the tournament is not changed.
fn dry_run(
    tournament: &Tournament,
    command: &Command,
    now: DateTime<Utc>,
) -> Result<Vec<crate::tournament::Event>, RuleError> {
    tournament
        .preview(command, now)
        .map(|preview| preview.events)
}

/// The standings of the players an elimination would knock out, as the tournament previews
/// them, so the preview is what the TD will get.
fn eliminated_places(
    tournament: &Tournament,
    command: &Command,
    now: DateTime<Utc>,
) -> Result<Vec<Standing>, RuleError> {
    tournament
        .preview(command, now)
        .map(|preview| preview.standings)
}

impl Roster {
    fn refresh(&mut self, tournament: &Tournament, history: usize) {
        if self.history == Some(history) {
            return;
        }
        self.history = Some(history);
        let entries = tournament.entries();
        self.names.truncate(entries.len());
        for (k, entry) in entries.iter().enumerate() {
            match self.names.get_mut(k) {
                Some((name, _)) if *name == entry.name => {}
                Some(slot) => *slot = (entry.name.clone(), fold(&entry.name)),
                None => self.names.push((entry.name.clone(), fold(&entry.name))),
            }
        }
        self.places = vec![None; entries.len()];
        for standing in tournament.standings() {
            if let Some(slot) = self.places.get_mut(standing.player.0 as usize) {
                *slot = Some(standing);
            }
        }
        let structure = tournament.structure();
        self.offers_purchases = structure.rebuy.is_some() || structure.add_on.is_some();
    }
}

impl Rows {
    fn refresh(&mut self, roster: &Roster, query: &str, filter: Filter) {
        let history = roster.history.unwrap_or(0);
        let key = (history, query.to_string(), filter);
        if self.key.as_ref() == Some(&key) {
            return;
        }
        let folded = fold(query.trim());
        let number: Option<u32> = query.trim().trim_start_matches('#').parse().ok();
        self.players.clear();
        for (k, (_, name)) in roster.names.iter().enumerate() {
            let out = roster.places.get(k).is_some_and(Option::is_some);
            let kept = match filter {
                Filter::All => true,
                Filter::In => !out,
                Filter::Out => out,
            };
            let matches = folded.is_empty() || name.contains(&folded) || number == Some(k as u32);
            if kept && matches {
                self.players.push(PlayerId(k as u32));
            }
        }
        self.key = Some(key);
    }
}

/// A name as search compares it: lower case, accents removed, so `Zoé` is found by `zoe` and
/// `ZOE`.
fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars().flat_map(char::to_lowercase) {
        match ch {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => out.push('a'),
            'ç' | 'ć' | 'č' => out.push('c'),
            'ď' | 'đ' => out.push('d'),
            'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => out.push('e'),
            'ğ' => out.push('g'),
            'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' | 'ı' => out.push('i'),
            'ł' | 'ľ' => out.push('l'),
            'ñ' | 'ń' | 'ň' => out.push('n'),
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => out.push('o'),
            'ř' => out.push('r'),
            'ś' | 'š' | 'ş' | 'ș' => out.push('s'),
            'ť' | 'ţ' | 'ț' => out.push('t'),
            'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' | 'ų' => out.push('u'),
            'ý' | 'ÿ' => out.push('y'),
            'ź' | 'ż' | 'ž' => out.push('z'),
            'æ' => out.push_str("ae"),
            'œ' => out.push_str("oe"),
            'ß' => out.push_str("ss"),
            other => out.push(other),
        }
    }
    out
}

/// Where each column of the list goes across a row.
struct Columns {
    width: f32,
    /// Right edges, from the left of the row.
    edges: [f32; 6],
    purchases: bool,
}

impl Columns {
    fn new(width: f32, purchases: bool) -> Columns {
        let fixed = [
            64.0,
            0.0,
            120.0,
            130.0,
            230.0,
            if purchases { 150.0 } else { 0.0 },
        ];
        let name = (width - fixed.iter().sum::<f32>() - 16.0).max(160.0);
        let mut edges = [0.0; 6];
        let mut x = 0.0;
        for (k, size) in fixed.iter().enumerate() {
            x += if k == 1 { name } else { *size };
            edges[k] = x;
        }
        Columns {
            width: width.max(x),
            edges,
            purchases,
        }
    }

    /// Each column's rectangle in `row`, with its alignment; `None` for a hidden column.
    fn cells(&self, row: Rect) -> [Option<(Rect, Align)>; 6] {
        const PAD: f32 = 8.0;
        let mut left = row.left();
        let aligns = [
            Align::Max,
            Align::Min,
            Align::Max,
            Align::Center,
            Align::Min,
            Align::Center,
        ];
        std::array::from_fn(|k| {
            let right = row.left() + self.edges[k];
            let rect = Rect::from_x_y_ranges(left + PAD..=right - PAD, row.y_range());
            left = right;
            (k != 5 || self.purchases).then_some((rect, aligns[k]))
        })
    }
}

/// Text in a cell of the list, on one line, cut with `…` if it does not fit.
fn paint_cell(ui: &Ui, rect: Rect, text: &str, align: Align, color: Color32) {
    if rect.width() <= 0.0 {
        return;
    }
    let font = TextStyle::Body.resolve(ui.style());
    let mut job = LayoutJob::simple_singleline(text.to_string(), font, color);
    job.wrap = TextWrapping::truncate_at_width(rect.width());
    let galley = ui.painter().layout_job(job);
    let x = match align {
        Align::Min => rect.left(),
        Align::Center => rect.center().x - galley.size().x / 2.0,
        Align::Max => rect.right() - galley.size().x,
    };
    let y = rect.center().y - galley.size().y / 2.0;
    ui.painter()
        .with_clip_rect(rect.intersect(ui.clip_rect()))
        .galley(egui::pos2(x, y), galley, color);
}

/// A player's status as the list and the details show it, with its colour.
fn status(
    t: &Texts,
    w: &Words,
    currency: Option<&str>,
    in_play: bool,
    away: bool,
    place: Option<&Standing>,
    ui: &Ui,
) -> (String, Color32) {
    let visuals = ui.visuals();
    match (in_play, place) {
        (true, Some(p)) if p.place == 1 => (w.status_winner.to_string(), go_color(ui)),
        (true, _) if away => (w.status_away.to_string(), visuals.warn_fg_color),
        (true, _) => (w.status_in.to_string(), go_color(ui)),
        (false, Some(p)) => {
            let mut text = (w.out_place)(&(t.ordinal)(p.place), p.shared);
            if p.prize > 0 {
                text = format!("{text} · {}", t.money(p.prize, currency));
            }
            (text, visuals.weak_text_color())
        }
        (false, None) => (w.status_out.to_string(), visuals.weak_text_color()),
    }
}

/// Whether registration is open, and until when, in the colour that says it.
fn registration(cx: &Cx, ui: &Ui) -> (String, Color32) {
    let registration = cx.display.clock.registration;
    let color = match registration {
        Registration::Open { .. } => go_color(ui),
        Registration::Closed => ui.visuals().error_fg_color,
    };
    (cx.t.registration(registration), color)
}

/// Why an action is not available now, in the TD's language.
fn reason(cx: &Cx, w: &Words, error: &RuleError, not_offered: &str) -> String {
    let t = cx.t;
    match error {
        RuleError::NotOffered { .. } => not_offered.to_string(),
        RuleError::PurchaseClosed { until, level, .. } => (w.closed_after)(*until, *level),
        RuleError::PurchaseLimit { max, .. } => (w.limit_reached)(*max),
        RuleError::RebuyStackTooBig { chips, limit, .. } => {
            (w.stack_too_big)(&t.number(*limit), &t.number(*chips))
        }
        RuleError::AddOnNotYet { at, level } => (w.add_on_not_yet)(*at, *level),
        RuleError::RegistrationClosed { level, until } => {
            (w.registration_closed_at)(*level, *until)
        }
        RuleError::NoLateRegistration => w.no_late_registration.to_string(),
        other => other.to_string(),
    }
}

/// The fill of a button that knocks a player out: red enough to make the TD look twice.
fn danger_fill(ui: &Ui) -> Color32 {
    if ui.visuals().dark_mode {
        Color32::from_rgb(120, 30, 35)
    } else {
        Color32::from_rgb(240, 190, 190)
    }
}

#[cfg(test)]
mod tests {
    use super::fold;

    #[test]
    fn search_folds_case_and_accents() {
        assert_eq!(fold("Zoé"), "zoe");
        assert_eq!(fold("ÉLODIE Lefèvre"), "elodie lefevre");
        assert_eq!(fold("Œdipe Straße"), "oedipe strasse");
        assert_eq!(fold("Nuñez"), "nunez");
    }
}
