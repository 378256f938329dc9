//! Every sentence of the players panel, in English and French.

use crate::text::Lang;

/// The texts of this panel, one value per language.
pub(super) struct Words {
    pub(super) name_hint: &'static str,
    pub(super) notes: &'static str,
    pub(super) notes_hint: &'static str,
    pub(super) register: &'static str,
    /// The player just registered and the seat drawn for them, to tell them at the desk.
    pub(super) registered_at_seat: fn(&str, u32, u8) -> String,
    pub(super) registered_unseated: fn(&str) -> String,
    pub(super) draw_seats: fn(u32) -> String,
    pub(super) draw_seats_help: &'static str,
    pub(super) instruction_waiting: &'static str,
    pub(super) search: &'static str,
    pub(super) search_hint: &'static str,
    pub(super) filter_all: &'static str,
    pub(super) filter_in: &'static str,
    pub(super) filter_out: &'static str,
    /// Rows shown out of the entries: `287 of 300`.
    pub(super) shown_of: fn(&str, &str) -> String,
    pub(super) col_entry: &'static str,
    pub(super) col_seat: &'static str,
    pub(super) col_status: &'static str,
    pub(super) col_purchases: &'static str,
    pub(super) status_in: &'static str,
    pub(super) status_away: &'static str,
    pub(super) status_out: &'static str,
    pub(super) status_winner: &'static str,
    /// An entry out, with its place (an ordinal) and whether the place is shared.
    pub(super) out_place: fn(&str, bool) -> String,
    pub(super) no_match: &'static str,
    pub(super) nobody: &'static str,
    pub(super) select_hint: &'static str,
    pub(super) entry_number: fn(u32) -> String,
    pub(super) re_entry_of: fn(u32) -> String,
    pub(super) not_seated: &'static str,
    pub(super) chips: &'static str,
    pub(super) re_enter: &'static str,
    pub(super) rebuy: &'static str,
    pub(super) add_on: &'static str,
    pub(super) no_re_entries: &'static str,
    pub(super) no_rebuys: &'static str,
    pub(super) no_add_ons: &'static str,
    /// A purchase closed after a level, and the level on the clock.
    pub(super) closed_after: fn(u32, u32) -> String,
    pub(super) limit_reached: fn(u32) -> String,
    /// A rebuy refused to a stack above the limit: the limit and the stack.
    pub(super) stack_too_big: fn(&str, &str) -> String,
    /// The add-on's level, and the level on the clock.
    pub(super) add_on_not_yet: fn(u32, u32) -> String,
    /// The level that closed registration, and the last level of late registration.
    pub(super) registration_closed_at: fn(u32, u32) -> String,
    pub(super) no_late_registration: &'static str,
    pub(super) chip_count: &'static str,
    pub(super) set_chips: &'static str,
    pub(super) not_a_number: &'static str,
    pub(super) save_notes: &'static str,
    pub(super) eliminate: &'static str,
    pub(super) busted_on_hand: &'static str,
    pub(super) starting_stack: &'static str,
    pub(super) add_same_hand: fn(&str) -> String,
    pub(super) remove: &'static str,
    pub(super) announcement_hand: &'static str,
    /// A name and the place it will finish (an ordinal), shared or not.
    pub(super) finishes: fn(&str, &str, bool) -> String,
    pub(super) wins: fn(&str) -> String,
    pub(super) no_prize: &'static str,
    pub(super) stacks_needed: &'static str,
    pub(super) confirm_elimination: &'static str,
}

const EN: Words = Words {
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
};

const FR: Words = Words {
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
};

pub(super) fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
    }
}
