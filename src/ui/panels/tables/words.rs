//! Every sentence of the tables panel, in English and French.

use crate::floor::InstructionKind;
use crate::text::Lang;

/// The texts of the tables panel in one language.
pub(super) struct Words {
    pub(super) all: &'static str,
    pub(super) short: &'static str,
    pub(super) short_help: &'static str,
    pub(super) halted: &'static str,
    pub(super) halted_badge: &'static str,
    pub(super) halted_label: &'static str,
    pub(super) halted_help: &'static str,
    pub(super) find_table: &'static str,
    /// Tables, players and open seats in the room.
    pub(super) summary: fn(&str, &str, &str) -> String,
    pub(super) players: fn(u8) -> String,
    pub(super) table: fn(u32) -> String,
    pub(super) seat: fn(u8) -> String,
    pub(super) open: &'static str,
    pub(super) closed: &'static str,
    /// Markers painted on a seat: button, small blind, big blind.
    pub(super) button_mark: &'static str,
    pub(super) small_blind_mark: &'static str,
    pub(super) big_blind_mark: &'static str,
    pub(super) button: &'static str,
    pub(super) dead_button: &'static str,
    pub(super) small_blind: &'static str,
    pub(super) no_small_blind: &'static str,
    pub(super) big_blind: &'static str,
    pub(super) heads_up: &'static str,
    pub(super) sits_out: &'static str,
    pub(super) sits_out_between: &'static str,
    pub(super) sits_out_vacated: &'static str,
    pub(super) chips: &'static str,
    pub(super) no_button_yet: &'static str,
    pub(super) too_few_players: &'static str,
    pub(super) no_tables: &'static str,
    pub(super) nothing_matches: &'static str,
    pub(super) hand_dealt: &'static str,
    pub(super) hand_dealt_help: &'static str,
    pub(super) redeal: &'static str,
    pub(super) redeal_help: &'static str,
    pub(super) hand_for_hand_hint: &'static str,
    pub(super) open_tables: &'static str,
    pub(super) open_tables_hint: &'static str,
    pub(super) bad_table_numbers: &'static str,
    pub(super) close: &'static str,
    /// The instruction's title, from its kind and number of moves.
    pub(super) instruction: fn(&InstructionKind, usize) -> String,
    pub(super) player: &'static str,
    pub(super) from: &'static str,
    pub(super) to: &'static str,
    pub(super) new_entry: &'static str,
    pub(super) td_choice: &'static str,
    pub(super) accept: &'static str,
    pub(super) override_move: &'static str,
    /// "Send Ann to"
    pub(super) send_to: fn(&str) -> String,
    pub(super) table_word: &'static str,
    pub(super) no_open_seat: &'static str,
    pub(super) reason: &'static str,
    pub(super) override_reason_hint: &'static str,
    pub(super) carry_out_override: &'static str,
    pub(super) next_hand: fn(u32) -> String,
    pub(super) first_button: &'static str,
    pub(super) set_button: &'static str,
    pub(super) correct_button: &'static str,
    pub(super) correct_button_help: &'static str,
    pub(super) correct: &'static str,
    pub(super) close_seat: &'static str,
    pub(super) reopen_seat: &'static str,
    pub(super) seat_player: &'static str,
    pub(super) seat_player_here: fn(u8) -> String,
    pub(super) search_player: &'static str,
    pub(super) assign_reason_hint: &'static str,
    /// "Seat Ann at seat 4"
    pub(super) assign: fn(&str, u8) -> String,
    pub(super) not_seated: &'static str,
    pub(super) seats: &'static str,
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

pub(super) fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
    }
}
