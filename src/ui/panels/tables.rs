//! The tables panel: the floor map of every table, the floor's pending instruction with accept
//! and override, and a table's detail with the actions a TD takes at a table.
//!
//! The map is a grid of cards drawn row by row as they scroll into view
//! ([`ScrollArea::show_rows`]), so a 1,112-table room costs what the twenty cards on screen
//! cost. Each card paints its seats directly (one accessible node per seat, for screen readers
//! and tests) and shows the button and blinds of the NEXT hand as the floor computes them: a
//! dead button, no small blind, heads-up, newcomers who sit out. What is derived from every
//! table (the filtered list, the counts) is kept between frames and recomputed only when the
//! tournament's history or the filter changes.

use super::Cx;
use crate::floor::{
    Floor, FloorError, HandPositions, Instruction, InstructionKind, Move, PlayerId, Seat, SeatRef,
    SitOutReason, Table, TableNo,
};
use crate::text::Lang;
use crate::tournament::{Command, Tournament};
use egui::{
    Align, Align2, Button, Color32, FontId, Frame, Grid, Layout, Margin, Rect, RichText, Role,
    ScrollArea, Sense, Stroke, StrokeKind, TextEdit, Ui, WidgetInfo, pos2, vec2,
};

/// The texts of the tables panel in one language.
struct Words {
    all: &'static str,
    short: &'static str,
    short_help: &'static str,
    halted: &'static str,
    halted_badge: &'static str,
    halted_label: &'static str,
    halted_help: &'static str,
    find_table: &'static str,
    /// Tables, players and open seats in the room.
    summary: fn(&str, &str, &str) -> String,
    players: fn(u8) -> String,
    table: fn(u32) -> String,
    seat: fn(u8) -> String,
    /// A seat as "Table 7, seat 2".
    at: fn(u32, u8) -> String,
    open: &'static str,
    closed: &'static str,
    /// Markers painted on a seat: button, small blind, big blind.
    button_mark: &'static str,
    small_blind_mark: &'static str,
    big_blind_mark: &'static str,
    button: &'static str,
    dead_button: &'static str,
    small_blind: &'static str,
    no_small_blind: &'static str,
    big_blind: &'static str,
    heads_up: &'static str,
    sits_out: &'static str,
    sits_out_between: &'static str,
    sits_out_vacated: &'static str,
    chips: &'static str,
    no_button_yet: &'static str,
    too_few_players: &'static str,
    no_tables: &'static str,
    nothing_matches: &'static str,
    hand_dealt: &'static str,
    hand_dealt_help: &'static str,
    redeal: &'static str,
    redeal_help: &'static str,
    hand_for_hand_hint: &'static str,
    open_tables: &'static str,
    open_tables_hint: &'static str,
    bad_table_numbers: &'static str,
    close: &'static str,
    /// The instruction's title, from its kind and number of moves.
    instruction: fn(&InstructionKind, usize) -> String,
    player: &'static str,
    from: &'static str,
    to: &'static str,
    new_entry: &'static str,
    td_choice: &'static str,
    accept: &'static str,
    override_move: &'static str,
    /// "Send Ann to"
    send_to: fn(&str) -> String,
    table_word: &'static str,
    no_open_seat: &'static str,
    reason: &'static str,
    override_reason_hint: &'static str,
    carry_out_override: &'static str,
    cancel: &'static str,
    next_hand: fn(u32) -> String,
    first_button: &'static str,
    set_button: &'static str,
    correct_button: &'static str,
    correct_button_help: &'static str,
    correct: &'static str,
    close_seat: &'static str,
    reopen_seat: &'static str,
    seat_player: &'static str,
    seat_player_here: fn(u8) -> String,
    search_player: &'static str,
    assign_reason_hint: &'static str,
    /// "Seat Ann at seat 4"
    assign: fn(&str, u8) -> String,
    not_seated: &'static str,
    seats: &'static str,
}

const EN: Words = Words {
    all: "All tables",
    short: "Short",
    short_help: "Tables two or more players short of the fullest table",
    halted: "Halted",
    halted_badge: "HALTED",
    halted_label: "halted",
    halted_help: "TDA 11D: this table is three or more players short of the fullest and its \
        blinds reach an open seat; it deals no new hand until it is balanced, unless the TD \
        waives it.",
    find_table: "Table no.",
    summary: |tables, players, open| {
        format!("{tables} tables · {players} players seated · {open} open seats")
    },
    players: |n| match n {
        1 => "1 player".to_string(),
        n => format!("{n} players"),
    },
    table: |n| format!("Table {n}"),
    seat: |n| format!("Seat {n}"),
    at: |table, seat| format!("Table {table}, seat {seat}"),
    open: "open",
    closed: "closed",
    button_mark: "D",
    small_blind_mark: "SB",
    big_blind_mark: "BB",
    button: "button",
    dead_button: "dead button",
    small_blind: "small blind",
    no_small_blind: "no small blind",
    big_blind: "big blind",
    heads_up: "heads-up: the button posts the small blind",
    sits_out: "sits out",
    sits_out_between: "sat down between the small blind and the button: dealt in once the \
        button passes (TDA 10A)",
    sits_out_vacated: "took the small blind's vacated seat: sits out one hand (seed 004)",
    chips: "chips",
    no_button_yet: "No button yet: set the first button.",
    too_few_players: "Fewer than 2 players: no hand.",
    no_tables: "No table is open yet: open tables below, or draw the seats from the Players \
        panel.",
    nothing_matches: "No table matches.",
    hand_dealt: "Hand dealt",
    hand_dealt_help: "A hand was dealt at this table: the button and blinds move on.",
    redeal: "Misdeal: re-dealt",
    redeal_help: "The last hand was a misdeal and was dealt again: the button stays (TDA 35C).",
    hand_for_hand_hint: "Hand-for-hand: press Hand dealt at each table as it deals.",
    open_tables: "Open tables",
    open_tables_hint: "e.g. 12, 13",
    bad_table_numbers: "Type table numbers from 1, separated by commas or spaces.",
    close: "Close",
    instruction: |kind, moves| match kind {
        InstructionKind::Balance => "Balance the tables: move 1 player".to_string(),
        InstructionKind::BreakTable { table } => {
            format!("Break table {}: {moves} players to reseat", table.0)
        }
        InstructionKind::FinalTable { table, seats } => format!(
            "Final table: draw the {moves} players to table {} ({seats} seats)",
            table.0
        ),
        InstructionKind::SeatDraw => "Seat draw".to_string(),
        InstructionKind::Entry => "Seat the new entries".to_string(),
        InstructionKind::Assign => "Seat by hand".to_string(),
    },
    player: "Player",
    from: "From",
    to: "To",
    new_entry: "new entry",
    td_choice: "TD's choice",
    accept: "Accept: carry it out",
    override_move: "Another seat…",
    send_to: |name| format!("Send {name} to"),
    table_word: "table",
    no_open_seat: "no open seat at this table",
    reason: "Reason",
    override_reason_hint: "why another seat (kept with the move)",
    carry_out_override: "Carry out with this seat",
    cancel: "Cancel",
    next_hand: |n| format!("Next hand (hand {n} at this table)"),
    first_button: "First button on",
    set_button: "Set the button",
    correct_button: "The last hand was dealt with the button on",
    correct_button_help: "TDA 34A: a button error found after substantial action stands; the \
        next hands move on from where the button really was.",
    correct: "Correct the button",
    close_seat: "Close seat",
    reopen_seat: "Reopen seat",
    seat_player: "Seat a player…",
    seat_player_here: |seat| format!("Seat a player at seat {seat}"),
    search_player: "Name of the player",
    assign_reason_hint: "reason (kept in the history)",
    assign: |name, seat| format!("Seat {name} at seat {seat}"),
    not_seated: "not seated",
    seats: "Seats",
};

const FR: Words = Words {
    all: "Toutes les tables",
    short: "Incomplètes",
    short_help: "Tables à deux joueurs ou plus de la table la plus pleine",
    halted: "Arrêtées",
    halted_badge: "ARRÊTÉE",
    halted_label: "arrêtée",
    halted_help: "TDA 11D : cette table a trois joueurs ou plus de moins que la plus pleine et \
        ses blindes atteignent un siège libre ; elle ne distribue plus avant d'être équilibrée, \
        sauf décision du directeur.",
    find_table: "N° de table",
    summary: |tables, players, open| {
        format!("{tables} tables · {players} joueurs assis · {open} sièges libres")
    },
    players: |n| match n {
        0 | 1 => format!("{n} joueur"),
        n => format!("{n} joueurs"),
    },
    table: |n| format!("Table {n}"),
    seat: |n| format!("Siège {n}"),
    at: |table, seat| format!("Table {table}, siège {seat}"),
    open: "libre",
    closed: "fermé",
    button_mark: "D",
    small_blind_mark: "PB",
    big_blind_mark: "GB",
    button: "bouton",
    dead_button: "bouton mort",
    small_blind: "petite blinde",
    no_small_blind: "pas de petite blinde",
    big_blind: "grosse blinde",
    heads_up: "tête-à-tête : le bouton paie la petite blinde",
    sits_out: "attend",
    sits_out_between: "assis entre la petite blinde et le bouton : servi quand le bouton sera \
        passé (TDA 10A)",
    sits_out_vacated: "assis à la place libérée de la petite blinde : attend une main \
        (règlement, seed 004)",
    chips: "jetons",
    no_button_yet: "Pas encore de bouton : placez le premier bouton.",
    too_few_players: "Moins de 2 joueurs : pas de main.",
    no_tables: "Aucune table n'est ouverte : ouvrez des tables ci-dessous, ou tirez les places \
        depuis le panneau Joueurs.",
    nothing_matches: "Aucune table ne correspond.",
    hand_dealt: "Main distribuée",
    hand_dealt_help: "Une main a été distribuée à cette table : le bouton et les blindes \
        avancent.",
    redeal: "Fausse donne : redistribuée",
    redeal_help: "La dernière main était une fausse donne et a été redistribuée : le bouton ne \
        bouge pas (TDA 35C).",
    hand_for_hand_hint: "Main par main : appuyez sur Main distribuée à chaque table qui \
        distribue.",
    open_tables: "Ouvrir des tables",
    open_tables_hint: "ex. 12, 13",
    bad_table_numbers: "Tapez des numéros de table à partir de 1, séparés par des virgules ou \
        des espaces.",
    close: "Fermer",
    instruction: |kind, moves| match kind {
        InstructionKind::Balance => "Équilibrer les tables : déplacer 1 joueur".to_string(),
        InstructionKind::BreakTable { table } => {
            format!("Casser la table {} : {moves} joueurs à replacer", table.0)
        }
        InstructionKind::FinalTable { table, seats } => format!(
            "Table finale : tirer les places des {moves} joueurs à la table {} ({seats} sièges)",
            table.0
        ),
        InstructionKind::SeatDraw => "Tirage des places".to_string(),
        InstructionKind::Entry => "Placer les nouvelles entrées".to_string(),
        InstructionKind::Assign => "Placement par le directeur".to_string(),
    },
    player: "Joueur",
    from: "De",
    to: "Vers",
    new_entry: "nouvelle entrée",
    td_choice: "choix du directeur",
    accept: "Accepter : exécuter",
    override_move: "Autre siège…",
    send_to: |name| format!("Envoyer {name} à"),
    table_word: "la table",
    no_open_seat: "aucun siège libre à cette table",
    reason: "Raison",
    override_reason_hint: "pourquoi un autre siège (gardé avec le déplacement)",
    carry_out_override: "Exécuter avec ce siège",
    cancel: "Annuler",
    next_hand: |n| format!("Prochaine main (main {n} à cette table)"),
    first_button: "Premier bouton au",
    set_button: "Placer le bouton",
    correct_button: "La dernière main a été distribuée avec le bouton au",
    correct_button_help: "TDA 34A : une erreur de bouton découverte après une action \
        substantielle est maintenue ; les mains suivantes partent de la vraie place du bouton.",
    correct: "Corriger le bouton",
    close_seat: "Fermer le siège",
    reopen_seat: "Rouvrir le siège",
    seat_player: "Placer un joueur…",
    seat_player_here: |seat| format!("Placer un joueur au siège {seat}"),
    search_player: "Nom du joueur",
    assign_reason_hint: "raison (gardée dans l'historique)",
    assign: |name, seat| format!("Placer {name} au siège {seat}"),
    not_seated: "pas assis",
    seats: "Sièges",
};

fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
    }
}

/// Which tables the map shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
enum Filter {
    #[default]
    All,
    Short,
    Halted,
}

/// A table is short when it has two or more players fewer than the fullest: a difference one
/// move can narrow, where the next balancing move will go.
fn is_short(players: u8, most: u8) -> bool {
    most >= players.saturating_add(2)
}

/// What the map derives from every table, kept until the tournament or the filter changes.
#[derive(Default)]
struct Listing {
    key: Option<(usize, Filter, String)>,
    tables: Vec<TableNo>,
    /// The seats of the largest table shown: every card is that tall, so rows line up.
    seats: u8,
    table_count: usize,
    short_count: usize,
    halted_count: usize,
    most: u8,
}

impl Listing {
    fn refresh(&mut self, floor: &Floor, history: usize, filter: Filter, number: &str) {
        let key = (history, filter, number.to_string());
        if self.key.as_ref() == Some(&key) {
            return;
        }
        let most = floor.fullest().map_or(0, |(_, n)| n);
        let digits = number.trim();
        let (mut short_count, mut halted_count, mut seats) = (0, 0, 0);
        let mut tables = Vec::new();
        for table in floor.tables() {
            let no = table.number();
            let short = is_short(table.player_count(), most);
            let halted = floor.is_halted(no);
            short_count += usize::from(short);
            halted_count += usize::from(halted);
            let shown = match filter {
                Filter::All => true,
                Filter::Short => short,
                Filter::Halted => halted,
            } && (digits.is_empty() || no.0.to_string().starts_with(digits));
            if shown {
                tables.push(no);
                seats = seats.max(table.seat_count());
            }
        }
        *self = Listing {
            key: Some(key),
            tables,
            seats,
            table_count: floor.table_count(),
            short_count,
            halted_count,
            most,
        };
    }
}

/// The TD sends one move of the pending instruction to another seat.
struct OverrideForm {
    player: PlayerId,
    table: String,
    seat: Option<u8>,
    reason: String,
}

/// The TD seats a player by hand at an open seat.
struct AssignForm {
    seat: SeatRef,
    query: String,
    player: Option<PlayerId>,
    reason: String,
    /// Players whose name matches the query, kept until the query or the tournament changes.
    matches: Vec<PlayerId>,
    matches_key: Option<(String, usize)>,
}

/// How many players the seat-by-hand search lists.
const MATCHES_SHOWN: usize = 8;

#[derive(Default)]
pub struct TablesPanel {
    filter: Filter,
    /// Digits typed to find a table by its number.
    number: String,
    /// The table whose detail is open.
    selected: Option<TableNo>,
    listing: Listing,
    override_form: Option<OverrideForm>,
    assign: Option<AssignForm>,
    /// The seat picked for the first button or a button correction, with its table.
    button_seat: Option<(TableNo, u8)>,
    /// Table numbers typed to open.
    open_tables: String,
    /// What was wrong with the numbers typed, before any command.
    problem: Option<&'static str>,
}

/// Card geometry: header, one line per seat, footer with the hand-dealt button.
const CARD_WIDTH: f32 = 270.0;
const CARD_HEADER: f32 = 32.0;
const SEAT_LINE: f32 = 22.0;
const CARD_FOOTER: f32 = 38.0;
const DETAIL_WIDTH: f32 = 440.0;

const BUTTON_FILL: Color32 = Color32::from_rgb(245, 245, 245);
const SMALL_BLIND_FILL: Color32 = Color32::from_rgb(52, 120, 230);
const BIG_BLIND_FILL: Color32 = Color32::from_rgb(255, 193, 7);
const HALTED_FILL: Color32 = Color32::from_rgb(190, 30, 45);
const INSTRUCTION_STROKE: Color32 = Color32::from_rgb(255, 193, 7);
const INSTRUCTION_FILL: Color32 = Color32::from_rgb(48, 38, 8);

impl TablesPanel {
    pub fn ui(&mut self, ui: &mut Ui, cx: &Cx) -> Option<Command> {
        let w = words(cx.lang);
        let tournament = cx.tournament;
        let mut command = None;
        match tournament.pending_instruction() {
            Some(instruction) => command = self.instruction(ui, cx, instruction, w),
            None => self.override_form = None,
        }
        let floor = tournament.floor();
        self.listing
            .refresh(floor, tournament.history().len(), self.filter, &self.number);
        if let Some(asked) = self.toolbar(ui, cx, w) {
            command = Some(asked);
        }
        if cx.display.hand_for_hand {
            ui.colored_label(ui.visuals().warn_fg_color, w.hand_for_hand_hint);
        }
        if self.selected.is_some_and(|no| floor.table(no).is_none()) {
            self.selected = None;
        }
        if let Some(number) = self.selected {
            let detail = egui::Panel::right("table detail")
                .exact_size(DETAIL_WIDTH.min(ui.available_width() * 0.5))
                .resizable(false)
                .show(ui, |ui| {
                    ScrollArea::vertical()
                        .id_salt("table detail scroll")
                        .show(ui, |ui| self.detail(ui, cx, number, w))
                        .inner
                })
                .inner;
            if detail.is_some() {
                command = detail;
            }
        }
        if let Some(asked) = self.map(ui, cx, w) {
            command = Some(asked);
        }
        command
    }

    /// The filters, the room in numbers, and opening tables.
    fn toolbar(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let mut command = None;
        let t = cx.t;
        let listing = &self.listing;
        ui.horizontal_wrapped(|ui| {
            let filters = [
                (Filter::All, w.all, listing.table_count, None),
                (
                    Filter::Short,
                    w.short,
                    listing.short_count,
                    Some(w.short_help),
                ),
                (
                    Filter::Halted,
                    w.halted,
                    listing.halted_count,
                    Some(w.halted_help),
                ),
            ];
            for (filter, label, count, help) in filters {
                let text = format!("{label} ({})", t.number(count as u64));
                let response = ui.selectable_label(self.filter == filter, text);
                let response = match help {
                    Some(help) => response.on_hover_text(help),
                    None => response,
                };
                if response.clicked() {
                    self.filter = filter;
                }
            }
            ui.add_space(8.0);
            ui.add(
                TextEdit::singleline(&mut self.number)
                    .hint_text(w.find_table)
                    .desired_width(90.0),
            );
            ui.add_space(8.0);
            let floor = cx.tournament.floor();
            ui.label(
                RichText::new((w.summary)(
                    &t.number(floor.table_count() as u64),
                    &t.number(floor.players_left() as u64),
                    &t.number(floor.open_seat_count() as u64),
                ))
                .weak(),
            );
            ui.add_space(16.0);
            ui.add(
                TextEdit::singleline(&mut self.open_tables)
                    .hint_text(w.open_tables_hint)
                    .desired_width(110.0),
            );
            if ui.button(w.open_tables).clicked() {
                match parse_tables(&self.open_tables) {
                    Some(tables) => {
                        self.problem = None;
                        self.open_tables.clear();
                        command = Some(Command::OpenTables { tables });
                    }
                    None => self.problem = Some(w.bad_table_numbers),
                }
            }
        });
        if let Some(problem) = self.problem {
            ui.colored_label(ui.visuals().error_fg_color, problem);
        }
        ui.add_space(4.0);
        command
    }

    /// The floor's instruction, where the TD cannot miss it: what, why, each move, and the two
    /// ways to carry it out.
    fn instruction(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        instruction: &Instruction,
        w: &Words,
    ) -> Option<Command> {
        let tournament = cx.tournament;
        if self
            .override_form
            .as_ref()
            .is_some_and(|form| !instruction.moves.iter().any(|m| m.player == form.player))
        {
            self.override_form = None;
        }
        let mut command = None;
        Frame::new()
            .fill(INSTRUCTION_FILL)
            .stroke(Stroke::new(2.0, INSTRUCTION_STROKE))
            .corner_radius(6.0)
            .inner_margin(Margin::same(12))
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                let title = (w.instruction)(&instruction.kind, instruction.moves.len());
                ui.label(
                    RichText::new(title)
                        .size(24.0)
                        .strong()
                        .color(INSTRUCTION_STROKE),
                );
                ui.label(
                    RichText::new(tournament.with_names(&instruction.text())).color(Color32::WHITE),
                );
                ui.add_space(6.0);
                ScrollArea::vertical()
                    .id_salt("instruction moves")
                    .max_height(220.0)
                    .show(ui, |ui| {
                        Grid::new("instruction moves grid")
                            .num_columns(4)
                            .spacing(vec2(24.0, 6.0))
                            .show(ui, |ui| {
                                for heading in [w.player, w.from, w.to] {
                                    ui.label(RichText::new(heading).weak());
                                }
                                ui.end_row();
                                for m in &instruction.moves {
                                    self.move_row(ui, tournament, m, w);
                                    ui.end_row();
                                }
                            });
                    });
                ui.add_space(6.0);
                if let Some(asked) = self.override_form(ui, cx, w) {
                    command = Some(asked);
                }
                let accept = Button::new(RichText::new(w.accept).size(20.0).strong())
                    .min_size(vec2(260.0, 40.0));
                if ui.add(accept).clicked() {
                    command = Some(Command::AcceptInstruction);
                }
            });
        ui.add_space(8.0);
        command
    }

    fn move_row(&mut self, ui: &mut Ui, tournament: &Tournament, m: &Move, w: &Words) {
        ui.label(RichText::new(player_name(tournament, m.player)).strong());
        match m.from {
            Some(from) => ui.label((w.at)(from.table.0, from.seat)),
            None => ui.label(RichText::new(w.new_entry).italics()),
        };
        let to = (w.at)(m.to.table.0, m.to.seat);
        if m.overridden.is_some() {
            ui.label(
                RichText::new(format!("{to} ({})", w.td_choice))
                    .strong()
                    .color(Color32::WHITE),
            );
        } else {
            ui.label(RichText::new(to).strong().color(Color32::WHITE));
        }
        let open = self
            .override_form
            .as_ref()
            .is_some_and(|form| form.player == m.player);
        if ui
            .add(Button::new(w.override_move).selected(open))
            .clicked()
        {
            self.override_form = (!open).then(|| OverrideForm {
                player: m.player,
                table: m.to.table.0.to_string(),
                seat: None,
                reason: String::new(),
            });
        }
    }

    /// Another open seat for one move, and the reason the TD gives for it.
    fn override_form(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let form = self.override_form.as_mut()?;
        let floor = cx.tournament.floor();
        let mut command = None;
        let mut cancel = false;
        Frame::group(ui.style()).show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label((w.send_to)(&player_name(cx.tournament, form.player)));
                let label = ui.label(w.table_word);
                ui.add(TextEdit::singleline(&mut form.table).desired_width(60.0))
                    .labelled_by(label.id);
                let table = form.table.trim().parse().ok().map(TableNo);
                let open: Vec<u8> = table
                    .and_then(|no| floor.table(no))
                    .map(open_seats)
                    .unwrap_or_default();
                if form.seat.is_some_and(|seat| !open.contains(&seat)) {
                    form.seat = None;
                }
                if open.is_empty() {
                    ui.label(RichText::new(w.no_open_seat).weak());
                } else {
                    seat_picker(ui, w, &open, &mut form.seat);
                }
            });
            ui.horizontal(|ui| {
                ui.label(w.reason);
                ui.add(
                    TextEdit::singleline(&mut form.reason)
                        .hint_text(w.override_reason_hint)
                        .desired_width(420.0),
                );
            });
            ui.horizontal(|ui| {
                let table = form.table.trim().parse::<u32>().ok();
                let ready =
                    table.is_some() && form.seat.is_some() && !form.reason.trim().is_empty();
                if ui
                    .add_enabled(ready, Button::new(w.carry_out_override))
                    .clicked()
                    && let (Some(table), Some(seat)) = (table, form.seat)
                {
                    command = Some(Command::OverrideInstruction {
                        player: form.player,
                        table,
                        seat,
                        reason: form.reason.trim().to_string(),
                    });
                }
                if ui.button(w.cancel).clicked() {
                    cancel = true;
                }
            });
        });
        if cancel {
            self.override_form = None;
        }
        command
    }

    /// The grid of table cards, laid out only for the rows in view.
    fn map(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let floor = cx.tournament.floor();
        if floor.table_count() == 0 {
            ui.label(RichText::new(w.no_tables).size(18.0));
            return None;
        }
        if self.listing.tables.is_empty() {
            ui.label(RichText::new(w.nothing_matches).size(18.0));
            return None;
        }
        let spacing = ui.spacing().item_spacing;
        let width = ui.available_width();
        let columns = (((width + spacing.x) / (CARD_WIDTH + spacing.x)).floor() as usize).max(1);
        let card_width = ((width - spacing.x * (columns as f32 - 1.0)) / columns as f32).max(120.0);
        let card_height =
            CARD_HEADER + SEAT_LINE * f32::from(self.listing.seats.max(2)) + CARD_FOOTER;
        let rows = self.listing.tables.len().div_ceil(columns);
        let mut command = None;
        ScrollArea::vertical()
            .id_salt("floor map")
            .auto_shrink([false, false])
            .show_rows(ui, card_height, rows, |ui, range| {
                for row in range {
                    let start = row * columns;
                    let end = (start + columns).min(self.listing.tables.len());
                    ui.horizontal(|ui| {
                        for index in start..end {
                            let number = self.listing.tables[index];
                            let size = vec2(card_width, card_height);
                            if let Some(asked) = self.card(ui, cx, number, size, w) {
                                command = Some(asked);
                            }
                        }
                    });
                }
            });
        command
    }

    /// One table on the map: number, players, every seat with its player and chips, the
    /// markers of the next hand, and the hand-dealt button.
    fn card(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        number: TableNo,
        size: egui::Vec2,
        w: &Words,
    ) -> Option<Command> {
        let floor = cx.tournament.floor();
        let table = floor.table(number)?;
        let players = table.player_count();
        let halted = floor.is_halted(number);
        let short = is_short(players, self.listing.most);
        let (rect, response) = ui.allocate_exact_size(size, Sense::click());
        let title = (w.table)(number.0);
        let mut card_label = format!("{title}: {}", (w.players)(players));
        if halted {
            card_label = format!("{card_label}, {}", w.halted_label);
        }
        response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &card_label));
        if response.clicked() {
            self.selected = Some(number);
            self.assign = None;
        }
        if !ui.is_rect_visible(rect) {
            return None;
        }
        let visuals = ui.visuals();
        let selected = self.selected == Some(number);
        let fill = if response.hovered() {
            Color32::from_gray(48)
        } else {
            Color32::from_gray(36)
        };
        let stroke = if halted {
            Stroke::new(2.5, HALTED_FILL)
        } else if selected {
            Stroke::new(2.5, visuals.selection.stroke.color)
        } else {
            Stroke::new(1.0, Color32::from_gray(70))
        };
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, 6.0, fill);
        painter.rect_stroke(rect, 6.0, stroke, StrokeKind::Inside);

        let text = visuals.strong_text_color();
        let weak = visuals.weak_text_color();
        let inner = rect.shrink2(vec2(10.0, 4.0));
        let header_y = inner.top() + CARD_HEADER / 2.0;
        painter.text(
            pos2(inner.left(), header_y),
            Align2::LEFT_CENTER,
            &title,
            FontId::proportional(20.0),
            text,
        );
        let count_color = if short { visuals.warn_fg_color } else { text };
        let count_rect = painter.text(
            pos2(inner.right(), header_y),
            Align2::RIGHT_CENTER,
            (w.players)(players),
            FontId::proportional(16.0),
            count_color,
        );
        if halted {
            badge(
                &painter,
                pos2(count_rect.left() - 8.0, header_y),
                Align2::RIGHT_CENTER,
                w.halted_badge,
                HALTED_FILL,
                Color32::WHITE,
            );
        }

        let next = floor.next_hand(number);
        let mut y = inner.top() + CARD_HEADER;
        for (seat, state) in table.seats() {
            let row = Rect::from_min_size(pos2(inner.left(), y), vec2(inner.width(), SEAT_LINE));
            let line = SeatLine::new(cx.tournament, seat, state, next.as_ref().ok());
            line.paint(&painter, row, ui.visuals(), cx.t);
            let label = line.describe(w, cx.t);
            ui.interact(row, response.id.with(seat), Sense::hover())
                .widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
            y += SEAT_LINE;
        }

        let footer = Rect::from_min_max(pos2(inner.left(), rect.bottom() - CARD_FOOTER), inner.max);
        if let Err(error) = &next {
            painter.text(
                pos2(footer.left(), footer.center().y),
                Align2::LEFT_CENTER,
                floor_problem(error, w),
                FontId::proportional(14.0),
                weak,
            );
            return None;
        }
        let button_rect = Rect::from_min_size(
            pos2(footer.right() - 150.0, footer.top() + 3.0),
            vec2(150.0, footer.height() - 6.0),
        );
        let dealt = ui
            .put(button_rect, Button::new(w.hand_dealt))
            .on_hover_text(w.hand_dealt_help);
        dealt.clicked().then_some(Command::DealHand {
            table: number.0,
            redeal: false,
        })
    }

    /// A table's detail: the next hand in words, the actions at the table, every seat.
    fn detail(&mut self, ui: &mut Ui, cx: &Cx, number: TableNo, w: &Words) -> Option<Command> {
        let floor = cx.tournament.floor();
        let table = floor.table(number)?;
        let mut command = None;
        ui.horizontal(|ui| {
            ui.heading((w.table)(number.0));
            ui.label((w.players)(table.player_count()));
            ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                if ui.button(w.close).clicked() {
                    self.selected = None;
                }
            });
        });
        if floor.is_halted(number) {
            Frame::new()
                .fill(HALTED_FILL)
                .inner_margin(Margin::same(8))
                .corner_radius(4.0)
                .show(ui, |ui| {
                    ui.label(RichText::new(w.halted_help).color(Color32::WHITE));
                });
        }
        ui.add_space(6.0);
        let next = floor.next_hand(number);
        match &next {
            Ok(hand) => self.next_hand(ui, cx.tournament, hand, w),
            Err(error) => {
                ui.label(RichText::new(floor_problem(error, w)).strong());
            }
        }
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            let deal = Button::new(RichText::new(w.hand_dealt).size(19.0).strong())
                .min_size(vec2(170.0, 38.0));
            if ui
                .add_enabled(next.is_ok(), deal)
                .on_hover_text(w.hand_dealt_help)
                .clicked()
            {
                command = Some(Command::DealHand {
                    table: number.0,
                    redeal: false,
                });
            }
            if ui
                .add_enabled(table.last_hand().is_some(), Button::new(w.redeal))
                .on_hover_text(w.redeal_help)
                .clicked()
            {
                command = Some(Command::DealHand {
                    table: number.0,
                    redeal: true,
                });
            }
        });
        ui.add_space(6.0);
        if let Some(asked) = self.button_controls(ui, table, w) {
            command = Some(asked);
        }
        ui.separator();
        ui.label(RichText::new(w.seats).strong());
        if let Some(asked) = self.seats(ui, cx, table, next.as_ref().ok(), w) {
            command = Some(asked);
        }
        if let Some(asked) = self.assign_form(ui, cx, w) {
            command = Some(asked);
        }
        command
    }

    /// The next hand's button and blinds in words, and who sits it out.
    fn next_hand(&self, ui: &mut Ui, tournament: &Tournament, hand: &HandPositions, w: &Words) {
        ui.label(RichText::new((w.next_hand)(hand.hand)).strong());
        let named = |seat: u8| {
            let who = hand
                .player_at(seat)
                .map(|p| player_name(tournament, p))
                .unwrap_or_else(|| w.open.to_string());
            format!("{} ({who})", (w.seat)(seat))
        };
        let button = if hand.dead_button() {
            format!("{}: {}", w.dead_button, (w.seat)(hand.button))
        } else {
            format!("{}: {}", w.button, named(hand.button))
        };
        ui.label(format!("{} {button}", w.button_mark));
        if hand.heads_up {
            ui.label(w.heads_up);
        } else if hand.small_blind.is_some() {
            ui.label(format!(
                "{} {}: {}",
                w.small_blind_mark,
                w.small_blind,
                named(hand.small_blind_seat)
            ));
        } else {
            ui.label(format!(
                "{} {} ({})",
                w.small_blind_mark,
                w.no_small_blind,
                (w.seat)(hand.small_blind_seat)
            ));
        }
        ui.label(format!(
            "{} {}: {}",
            w.big_blind_mark,
            w.big_blind,
            named(hand.big_blind)
        ));
        for out in &hand.sitting_out {
            let why = match out.why {
                SitOutReason::BetweenSmallBlindAndButton => w.sits_out_between,
                SitOutReason::VacatedSmallBlindSeat => w.sits_out_vacated,
            };
            ui.label(
                RichText::new(format!(
                    "{} ({}): {why}",
                    player_name(tournament, out.player),
                    (w.seat)(out.seat)
                ))
                .color(ui.visuals().warn_fg_color),
            );
        }
    }

    /// Before the first hand the TD may set the button; after, correct a button error that
    /// stood (TDA 34A).
    fn button_controls(&mut self, ui: &mut Ui, table: &Table, w: &Words) -> Option<Command> {
        let number = table.number();
        let first = table.last_hand().is_none();
        let choices: Vec<u8> = if first {
            table.players().map(|(seat, _)| seat).collect()
        } else {
            (1..=table.seat_count()).collect()
        };
        let current = if first {
            table.first_button()
        } else {
            table.last_hand().map(|h| h.button)
        };
        let mut seat = match self.button_seat {
            Some((no, seat)) if no == number => Some(seat),
            _ => current,
        };
        let mut command = None;
        ui.horizontal_wrapped(|ui| {
            let (label, action) = if first {
                (w.first_button, w.set_button)
            } else {
                (w.correct_button, w.correct)
            };
            let label = ui.label(label);
            if !first {
                label.on_hover_text(w.correct_button_help);
            }
            seat_picker(ui, w, &choices, &mut seat);
            let changed = seat.is_some() && seat != current;
            if ui.add_enabled(changed, Button::new(action)).clicked()
                && let Some(seat) = seat
            {
                command = Some(if first {
                    Command::SetButton {
                        table: number.0,
                        seat,
                    }
                } else {
                    Command::CorrectButton {
                        table: number.0,
                        button: seat,
                    }
                });
            }
        });
        self.button_seat = seat.map(|seat| (number, seat));
        command
    }

    /// Every seat with its player and chips, and what the TD can do with an empty one.
    fn seats(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        table: &Table,
        next: Option<&HandPositions>,
        w: &Words,
    ) -> Option<Command> {
        let number = table.number();
        let mut command = None;
        Grid::new(("seats", number))
            .num_columns(3)
            .striped(true)
            .spacing(vec2(12.0, 6.0))
            .show(ui, |ui| {
                for (seat, state) in table.seats() {
                    let line = SeatLine::new(cx.tournament, seat, state, next);
                    ui.label(RichText::new(format!("{seat}  {}", line.marks(w))).monospace());
                    match state {
                        Seat::Taken { player, .. } => {
                            ui.label(player_name(cx.tournament, player));
                            let chips = cx.tournament.entry(player).map_or(0, |e| e.chips);
                            ui.label(RichText::new(cx.t.number(chips)).monospace());
                        }
                        Seat::Open => {
                            ui.label(RichText::new(w.open).weak());
                            ui.horizontal(|ui| {
                                let at = SeatRef::new(number.0, seat);
                                if ui.small_button(w.close_seat).clicked() {
                                    command = Some(Command::CloseSeat {
                                        table: number.0,
                                        seat,
                                    });
                                }
                                let assigning = self.assign.as_ref().is_some_and(|a| a.seat == at);
                                if ui.selectable_label(assigning, w.seat_player).clicked() {
                                    self.assign = (!assigning).then(|| AssignForm {
                                        seat: at,
                                        query: String::new(),
                                        player: None,
                                        reason: String::new(),
                                        matches: Vec::new(),
                                        matches_key: None,
                                    });
                                }
                            });
                        }
                        Seat::Closed => {
                            ui.label(RichText::new(w.closed).weak().italics());
                            if ui.small_button(w.reopen_seat).clicked() {
                                command = Some(Command::ReopenSeat {
                                    table: number.0,
                                    seat,
                                });
                            }
                        }
                    }
                    ui.end_row();
                }
            });
        command
    }

    /// Seating a player by hand at the open seat picked: search by name, a reason, confirm.
    fn assign_form(&mut self, ui: &mut Ui, cx: &Cx, w: &Words) -> Option<Command> {
        let tournament = cx.tournament;
        let form = self.assign.as_mut()?;
        if Some(form.seat.table) != self.selected
            || tournament
                .floor()
                .table(form.seat.table)
                .and_then(|t| t.seat(form.seat.seat))
                != Some(Seat::Open)
        {
            self.assign = None;
            return None;
        }
        let mut command = None;
        ui.add_space(8.0);
        Frame::group(ui.style()).show(ui, |ui| {
            ui.label(RichText::new((w.seat_player_here)(form.seat.seat)).strong());
            ui.add(
                TextEdit::singleline(&mut form.query)
                    .hint_text(w.search_player)
                    .desired_width(f32::INFINITY),
            );
            let key = (form.query.trim().to_lowercase(), tournament.history().len());
            if form.matches_key.as_ref() != Some(&key) {
                form.matches = matching_players(tournament, &key.0);
                form.matches_key = Some(key);
            }
            for &player in &form.matches {
                let place = match tournament.floor().seat_of(player) {
                    Some(at) => (w.at)(at.table.0, at.seat),
                    None => w.not_seated.to_string(),
                };
                let text = format!("{} ({place})", player_name(tournament, player));
                if ui
                    .selectable_label(form.player == Some(player), text)
                    .clicked()
                {
                    form.player = Some(player);
                }
            }
            ui.add(
                TextEdit::singleline(&mut form.reason)
                    .hint_text(w.assign_reason_hint)
                    .desired_width(f32::INFINITY),
            );
            let Some(player) = form.player else {
                return;
            };
            let label = (w.assign)(&player_name(tournament, player), form.seat.seat);
            let ready = !form.reason.trim().is_empty();
            if ui.add_enabled(ready, Button::new(label)).clicked() {
                command = Some(Command::AssignSeat {
                    player,
                    table: form.seat.table.0,
                    seat: form.seat.seat,
                    reason: form.reason.trim().to_string(),
                });
            }
        });
        command
    }
}

/// One seat as the map and the detail show it.
struct SeatLine {
    seat: u8,
    state: Seat,
    name: Option<String>,
    chips: Option<crate::Chips>,
    button: bool,
    dead_button: bool,
    small_blind: bool,
    no_small_blind: bool,
    big_blind: bool,
    sits_out: bool,
}

impl SeatLine {
    fn new(
        tournament: &Tournament,
        seat: u8,
        state: Seat,
        next: Option<&HandPositions>,
    ) -> SeatLine {
        let player = match state {
            Seat::Taken { player, .. } => Some(player),
            _ => None,
        };
        let entry = player.and_then(|p| tournament.entry(p));
        let on = |at: Option<u8>| at == Some(seat);
        let button = on(next.map(|h| h.button));
        let small_blind_seat = next.filter(|h| !h.heads_up).map(|h| h.small_blind_seat);
        let posts_small_blind = next.is_some_and(|h| h.small_blind.is_some());
        SeatLine {
            seat,
            state,
            name: player.map(|p| player_name(tournament, p)),
            chips: entry.map(|e| e.chips),
            button,
            dead_button: button && next.is_some_and(HandPositions::dead_button),
            small_blind: (on(small_blind_seat) && posts_small_blind)
                || (button && next.is_some_and(|h| h.heads_up)),
            no_small_blind: on(small_blind_seat) && !posts_small_blind,
            big_blind: on(next.map(|h| h.big_blind)),
            sits_out: next.is_some_and(|h| h.sitting_out.iter().any(|s| s.seat == seat)),
        }
    }

    /// The markers as text: `D SB` heads-up, `BB`.
    fn marks(&self, w: &Words) -> String {
        let mut marks = Vec::new();
        if self.button {
            marks.push(w.button_mark);
        }
        if self.small_blind {
            marks.push(w.small_blind_mark);
        }
        if self.big_blind {
            marks.push(w.big_blind_mark);
        }
        format!("{:<5}", marks.join(" "))
    }

    /// The seat in words, for screen readers and tests: "Seat 3: Ann, 12,000 chips, button".
    fn describe(&self, w: &Words, t: &crate::ui::i18n::Texts) -> String {
        let mut parts = vec![match (&self.name, self.state) {
            (Some(name), _) => match self.chips {
                Some(chips) => format!("{name}, {} {}", t.number(chips), w.chips),
                None => name.clone(),
            },
            (None, Seat::Closed) => w.closed.to_string(),
            (None, _) => w.open.to_string(),
        }];
        if self.dead_button {
            parts.push(w.dead_button.to_string());
        } else if self.button {
            parts.push(w.button.to_string());
        }
        if self.small_blind {
            parts.push(w.small_blind.to_string());
        }
        if self.no_small_blind {
            parts.push(w.no_small_blind.to_string());
        }
        if self.big_blind {
            parts.push(w.big_blind.to_string());
        }
        if self.sits_out {
            parts.push(w.sits_out.to_string());
        }
        format!("{}: {}", (w.seat)(self.seat), parts.join(", "))
    }

    /// Seat number, markers, name (cut to fit) and chips on one line of a card.
    fn paint(
        &self,
        painter: &egui::Painter,
        row: Rect,
        visuals: &egui::Visuals,
        t: &crate::ui::i18n::Texts,
    ) {
        let w = words(t.lang);
        let y = row.center().y;
        let weak = visuals.weak_text_color();
        let strong = visuals.strong_text_color();
        painter.text(
            pos2(row.left() + 18.0, y),
            Align2::RIGHT_CENTER,
            self.seat.to_string(),
            FontId::monospace(14.0),
            weak,
        );
        let mut x = row.left() + 26.0;
        let mut mark = |text: &str, fill: Color32, color: Color32| {
            let rect = badge(painter, pos2(x, y), Align2::LEFT_CENTER, text, fill, color);
            x = rect.right() + 3.0;
        };
        if self.button {
            let fill = if self.dead_button {
                Color32::from_gray(110)
            } else {
                BUTTON_FILL
            };
            mark(w.button_mark, fill, Color32::BLACK);
        }
        if self.small_blind {
            mark(w.small_blind_mark, SMALL_BLIND_FILL, Color32::WHITE);
        }
        if self.big_blind {
            mark(w.big_blind_mark, BIG_BLIND_FILL, Color32::BLACK);
        }
        let name_left = row.left() + 86.0;
        let chips_right = row.right();
        let chips_width = match self.chips {
            Some(chips) => {
                painter
                    .text(
                        pos2(chips_right, y),
                        Align2::RIGHT_CENTER,
                        t.number(chips),
                        FontId::monospace(15.0),
                        visuals.text_color(),
                    )
                    .width()
                    + 8.0
            }
            None => 0.0,
        };
        let (text, color, italic) = match (&self.name, self.state) {
            (Some(name), _) if self.sits_out => (
                format!("{name} ({})", w.sits_out),
                visuals.warn_fg_color,
                false,
            ),
            (Some(name), _) => (name.clone(), strong, false),
            (None, Seat::Closed) => (w.closed.to_string(), Color32::from_gray(90), true),
            (None, _) if self.dead_button => (w.dead_button.to_string(), weak, true),
            (None, _) if self.no_small_blind => (w.no_small_blind.to_string(), weak, true),
            (None, _) => (w.open.to_string(), weak, true),
        };
        let max_width = (chips_right - chips_width - name_left).max(20.0);
        let mut job = egui::text::LayoutJob::single_section(
            text,
            egui::TextFormat {
                font_id: FontId::proportional(16.0),
                color,
                italics: italic,
                ..Default::default()
            },
        );
        job.wrap = egui::text::TextWrapping::truncate_at_width(max_width);
        let galley = painter.layout_job(job);
        let top = y - galley.size().y / 2.0;
        painter.galley(pos2(name_left, top), galley, color);
    }
}

/// A small filled label: the button, a blind, a halted table.
fn badge(
    painter: &egui::Painter,
    at: egui::Pos2,
    anchor: Align2,
    text: &str,
    fill: Color32,
    color: Color32,
) -> Rect {
    let galley = painter.layout_no_wrap(text.to_string(), FontId::proportional(13.0), color);
    let size = galley.size() + vec2(10.0, 2.0);
    let rect = anchor.anchor_size(at, size.max(vec2(size.y + 4.0, size.y)));
    painter.rect_filled(rect, rect.height() / 2.0, fill);
    painter.galley(rect.center() - galley.size() / 2.0, galley, color);
    rect
}

/// Seats to pick from, one button each: one click, and every choice in view.
fn seat_picker(ui: &mut Ui, w: &Words, seats: &[u8], seat: &mut Option<u8>) {
    for &choice in seats {
        if ui
            .selectable_label(*seat == Some(choice), (w.seat)(choice))
            .clicked()
        {
            *seat = Some(choice);
        }
    }
}

/// Open seats of a table, by number.
fn open_seats(table: &Table) -> Vec<u8> {
    table
        .seats()
        .filter(|(_, state)| *state == Seat::Open)
        .map(|(seat, _)| seat)
        .collect()
}

/// Players in play whose name contains `query` (already lower case), first ones first.
fn matching_players(tournament: &Tournament, query: &str) -> Vec<PlayerId> {
    if query.is_empty() {
        return Vec::new();
    }
    tournament
        .entries()
        .iter()
        .filter(|e| e.in_play() && e.name.to_lowercase().contains(query))
        .take(MATCHES_SHOWN)
        .map(|e| e.id)
        .collect()
}

fn player_name(tournament: &Tournament, player: PlayerId) -> String {
    tournament
        .entry(player)
        .map_or_else(|| format!("#{}", player.0), |e| e.name.clone())
}

/// Why a table has no next hand, in the TD's language where the panel knows the case.
fn floor_problem(error: &FloorError, w: &Words) -> String {
    match error {
        FloorError::NoButton { .. } => w.no_button_yet.to_string(),
        FloorError::TooFewPlayers { .. } => w.too_few_players.to_string(),
        other => other.to_string(),
    }
}

/// Table numbers typed by the TD: numbers from 1, separated by commas or spaces.
fn parse_tables(text: &str) -> Option<Vec<u32>> {
    let tables: Vec<u32> = text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|part| !part.is_empty())
        .map(|part| part.parse().ok().filter(|&n| n > 0))
        .collect::<Option<_>>()?;
    (!tables.is_empty()).then_some(tables)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_numbers_are_read_from_commas_and_spaces() {
        assert_eq!(parse_tables("12, 13 14"), Some(vec![12, 13, 14]));
        assert_eq!(parse_tables(" 7 "), Some(vec![7]));
        assert_eq!(parse_tables(""), None);
        assert_eq!(parse_tables("12, x"), None);
        assert_eq!(parse_tables("0"), None);
    }

    #[test]
    fn a_table_is_short_two_players_below_the_fullest() {
        assert!(!is_short(9, 9));
        assert!(!is_short(8, 9));
        assert!(is_short(7, 9));
        assert!(!is_short(0, 0));
    }
}
