//! The rulings panel's own texts, in English and French: a text added to [`Words`] and
//! forgotten in one language does not compile. Texts with a number or a name are functions.

use crate::text::Lang;

pub(super) struct Words {
    // The views.
    pub view_dispute: &'static str,
    pub view_penalties: &'static str,
    /// The rulings recorded, with how many.
    pub view_recorded: fn(usize) -> String,
    pub view_rulebook: &'static str,

    // Answers.
    pub yes: &'static str,
    pub no: &'static str,
    pub none: &'static str,
    pub none_yet: &'static str,
    pub seat_from_1_to_10: &'static str,
    pub whole_number: &'static str,
    pub time_hint: &'static str,
    pub now: &'static str,
    pub add: &'static str,
    pub remove_last: &'static str,
    pub clear: &'static str,
    pub remove: &'static str,
    /// Before the count of rows in a list of records.
    pub rows: &'static str,
    pub table_n: fn(u64) -> String,
    pub table_seat: fn(u32, u8) -> String,
    pub table_hand: fn(u32, u32) -> String,

    // Finding a player.
    pub type_a_name: &'static str,
    pub not_seated: &'static str,
    pub out: &'static str,
    pub no_player_found: &'static str,
    pub more_players: fn(usize) -> String,

    // The dispute wizard.
    pub situation: &'static str,
    pub find_a_case: &'static str,
    pub find_a_case_hint: &'static str,
    pub no_case_found: &'static str,
    pub pick_a_situation: &'static str,
    pub pick_a_situation_help: &'static str,
    /// The house-rule preset the ruling is made under.
    pub under_rules: fn(&str) -> String,
    pub start_over: &'static str,
    pub change: &'static str,
    pub next: &'static str,
    /// The answers do not fit together; the catalogue's sentence follows.
    pub facts_do_not_fit: fn(&str) -> String,
    pub ruling: &'static str,
    pub rules_cited: &'static str,
    pub td_decides: &'static str,
    pub reason: &'static str,
    pub reason_required: &'static str,
    pub reason_hint: &'static str,
    /// The fault the ruling found, by its title.
    pub fault_found: fn(&str) -> String,
    pub give_a_penalty_for_it: &'static str,
    pub table: &'static str,
    pub optional: &'static str,
    pub table_number: &'static str,
    pub players_involved: &'static str,
    pub add_a_player: &'static str,
    pub choice_and_reason_needed: &'static str,
    pub record: &'static str,
    /// The case just recorded, by its title.
    pub ruling_recorded: fn(&str) -> String,

    // Penalties.
    pub give_a_penalty: &'static str,
    pub player: &'static str,
    pub other_player: &'static str,
    pub chips_n: fn(&str) -> String,
    pub earlier_penalties: &'static str,
    pub fault: &'static str,
    pub pick_a_fault: &'static str,
    pub ladder_suggests: fn(&str) -> String,
    pub as_suggested: fn(&str) -> String,
    pub missed_hands: &'static str,
    pub missed_rounds: &'static str,
    pub at_least_one: &'static str,
    /// Rounds, players at the table, and the hands they make.
    pub rounds_are_hands: fn(u32, u32, u32) -> String,
    pub hand_in_progress: &'static str,
    /// The step, then the player's name.
    pub give_step_to: fn(&str, &str) -> String,
    pub confirm_disqualification: fn(&str) -> String,
    /// The player's name, then the penalty in words.
    pub penalty_given: fn(&str, &str) -> String,
    /// The house-rule preset whose ladder is shown.
    pub ladder_of: fn(&str) -> String,
    pub players_away: &'static str,
    pub nobody_away: &'static str,
    pub hands_served: fn(u32, u32) -> String,
    pub starts_next_hand: fn(u32) -> String,
    /// The time the player should be back.
    pub back_about: fn(&str) -> String,
    pub penalty_history: &'static str,
    pub no_penalty_yet: &'static str,

    // The rulings recorded.
    pub rulings_recorded_n: fn(usize) -> String,
    pub no_ruling_yet: &'static str,
    pub no_table: &'static str,
    /// The outcome the TD chose, then the reason.
    pub td_chose: fn(&str, &str) -> String,

    // The rulebook.
    pub search_the_rulebook: &'static str,
    pub rulebook_hint: &'static str,
    pub no_rule_found: &'static str,
    pub more_rules: fn(usize) -> String,
}

pub(super) fn of(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
    }
}

const EN: Words = Words {
    view_dispute: "Dispute",
    view_penalties: "Penalties",
    view_recorded: |n| format!("Rulings recorded ({n})"),
    view_rulebook: "Rulebook",

    yes: "Yes",
    no: "No",
    none: "None",
    none_yet: "None so far",
    seat_from_1_to_10: "a seat from 1 to 10",
    whole_number: "a whole number",
    time_hint: "hh:mm:ss",
    now: "Now",
    add: "Add",
    remove_last: "Take back the last",
    clear: "Clear",
    remove: "Remove",
    rows: "Rows",
    table_n: |n| format!("Table {n}"),
    table_seat: |table, seat| format!("table {table}, seat {seat}"),
    table_hand: |table, hand| format!("Table {table}, hand {hand}"),

    type_a_name: "a few letters of the name",
    not_seated: "not seated",
    out: "out",
    no_player_found: "No player by that name.",
    more_players: |n| match n {
        1 => "1 more player: type more of the name".to_string(),
        n => format!("{n} more players: type more of the name"),
    },

    situation: "The situation",
    find_a_case: "Find",
    find_a_case_hint: "misdeal, raise, clock...",
    no_case_found: "No case matches; try another word.",
    pick_a_situation: "Pick the situation on the left.",
    pick_a_situation_help: "The questions come one at a time; each answer leads to the next, \
        until the rules give the ruling. Then record it, with the table and the players.",
    under_rules: |preset| format!("under the {preset} house rules"),
    start_over: "Start over",
    change: "Change",
    next: "Next",
    facts_do_not_fit: |problem| {
        format!("These answers do not fit together: {problem}. Change an answer above.")
    },
    ruling: "RULING",
    rules_cited: "Rules cited",
    td_decides: "The rules leave this to you: pick the outcome, and say why.",
    reason: "Reason",
    reason_required: "Reason (required)",
    reason_hint: "why, in a few words",
    fault_found: |fault| format!("This is a fault: {fault}."),
    give_a_penalty_for_it: "Give a penalty for it",
    table: "Table",
    optional: "optional",
    table_number: "The table is a number, like 12.",
    players_involved: "Players involved:",
    add_a_player: "Add a player",
    choice_and_reason_needed: "Pick an outcome and give the reason to record the ruling.",
    record: "Record the ruling",
    ruling_recorded: |case| format!("Ruling recorded: {case}."),

    give_a_penalty: "Give a penalty",
    player: "Player",
    other_player: "Another player",
    chips_n: |chips| format!("{chips} chips"),
    earlier_penalties: "Earlier penalties:",
    fault: "Fault",
    pick_a_fault: "Pick the fault",
    ladder_suggests: |step| format!("The ladder suggests: {step}"),
    as_suggested: |step| format!("As suggested: {step}"),
    missed_hands: "Missed hands:",
    missed_rounds: "Missed rounds:",
    at_least_one: "Type a number of hands or rounds, at least 1.",
    rounds_are_hands: |rounds, players, hands| {
        let rounds = if rounds == 1 {
            "1 round".to_string()
        } else {
            format!("{rounds} rounds")
        };
        format!("{rounds} at a table of {players} players: {hands} hands away.")
    },
    hand_in_progress: "A hand is in progress at the table (the penalty starts with the next)",
    give_step_to: |step, name| format!("Give {step} to {name}"),
    confirm_disqualification: |name| format!("Click again to disqualify {name}"),
    penalty_given: |name, penalty| format!("Penalty given to {name}: {penalty}"),
    ladder_of: |preset| format!("Penalty ladder ({preset})"),
    players_away: "Players away on penalty",
    nobody_away: "Nobody is away on penalty.",
    hands_served: |served, hands| format!("{served} of {hands} hands"),
    starts_next_hand: |hands| format!("{hands} hands, from the next hand"),
    back_about: |time| format!("back about {time}"),
    penalty_history: "Penalties given, player by player",
    no_penalty_yet: "No penalty given yet.",

    rulings_recorded_n: |n| match n {
        0 => "No ruling recorded".to_string(),
        1 => "1 ruling recorded".to_string(),
        n => format!("{n} rulings recorded"),
    },
    no_ruling_yet: "Rulings appear here once recorded from the Dispute view.",
    no_table: "No table",
    td_chose: |choice, reason| format!("TD's choice: {choice}. Reason: {reason}"),

    search_the_rulebook: "Search the rulebook",
    rulebook_hint: "47, RP-9, burn, brûlée...",
    no_rule_found: "No rule matches. Try a number (47) or another word.",
    more_rules: |n| format!("{n} more rules match: add a word to narrow the search."),
};

const FR: Words = Words {
    view_dispute: "Litige",
    view_penalties: "Sanctions",
    view_recorded: |n| format!("Décisions rendues ({n})"),
    view_rulebook: "Règlement",

    yes: "Oui",
    no: "Non",
    none: "Aucun",
    none_yet: "Aucun pour l'instant",
    seat_from_1_to_10: "une place de 1 à 10",
    whole_number: "un nombre entier",
    time_hint: "hh:mm:ss",
    now: "Maintenant",
    add: "Ajouter",
    remove_last: "Retirer le dernier",
    clear: "Effacer",
    remove: "Retirer",
    rows: "Lignes",
    table_n: |n| format!("Table {n}"),
    table_seat: |table, seat| format!("table {table}, place {seat}"),
    table_hand: |table, hand| format!("Table {table}, coup {hand}"),

    type_a_name: "quelques lettres du nom",
    not_seated: "sans place",
    out: "éliminé",
    no_player_found: "Aucun joueur de ce nom.",
    more_players: |n| match n {
        1 => "1 autre joueur : tapez la suite du nom".to_string(),
        n => format!("{n} autres joueurs : tapez la suite du nom"),
    },

    situation: "La situation",
    find_a_case: "Chercher",
    find_a_case_hint: "fausse donne, relance, chrono...",
    no_case_found: "Aucun cas ne correspond ; essayez un autre mot.",
    pick_a_situation: "Choisissez la situation à gauche.",
    pick_a_situation_help: "Les questions viennent une à une ; chaque réponse mène à la \
        suivante, jusqu'à ce que les règles donnent la décision. Enregistrez-la ensuite, avec \
        la table et les joueurs.",
    under_rules: |preset| format!("selon les règles maison {preset}"),
    start_over: "Recommencer",
    change: "Modifier",
    next: "Suivant",
    facts_do_not_fit: |problem| {
        format!("Ces réponses ne vont pas ensemble : {problem}. Modifiez une réponse ci-dessus.")
    },
    ruling: "DÉCISION",
    rules_cited: "Règles citées",
    td_decides: "Les règles vous laissent le choix : choisissez l'issue, et dites pourquoi.",
    reason: "Motif",
    reason_required: "Motif (obligatoire)",
    reason_hint: "pourquoi, en quelques mots",
    fault_found: |fault| format!("C'est une faute : {fault}."),
    give_a_penalty_for_it: "Sanctionner cette faute",
    table: "Table",
    optional: "facultatif",
    table_number: "La table est un numéro, comme 12.",
    players_involved: "Joueurs concernés :",
    add_a_player: "Ajouter un joueur",
    choice_and_reason_needed: "Choisissez l'issue et donnez le motif pour enregistrer la \
        décision.",
    record: "Enregistrer la décision",
    ruling_recorded: |case| format!("Décision enregistrée : {case}."),

    give_a_penalty: "Donner une sanction",
    player: "Joueur",
    other_player: "Un autre joueur",
    chips_n: |chips| format!("{chips} jetons"),
    earlier_penalties: "Sanctions précédentes :",
    fault: "Faute",
    pick_a_fault: "Choisir la faute",
    ladder_suggests: |step| format!("L'échelle propose : {step}"),
    as_suggested: |step| format!("Comme proposé : {step}"),
    missed_hands: "Mains de pénalité :",
    missed_rounds: "Tours de pénalité :",
    at_least_one: "Tapez un nombre de mains ou de tours, au moins 1.",
    rounds_are_hands: |rounds, players, hands| {
        let rounds = if rounds == 1 {
            "1 tour".to_string()
        } else {
            format!("{rounds} tours")
        };
        format!("{rounds} à une table de {players} joueurs : {hands} mains loin de la table.")
    },
    hand_in_progress: "Un coup est en cours à la table (la sanction commence au suivant)",
    give_step_to: |step, name| format!("Donner {step} à {name}"),
    confirm_disqualification: |name| format!("Cliquer encore pour disqualifier {name}"),
    penalty_given: |name, penalty| format!("Sanction donnée à {name} : {penalty}"),
    ladder_of: |preset| format!("Échelle des sanctions ({preset})"),
    players_away: "Joueurs écartés par une sanction",
    nobody_away: "Aucun joueur n'est écarté.",
    hands_served: |served, hands| format!("{served} mains sur {hands}"),
    starts_next_hand: |hands| format!("{hands} mains, à partir du coup suivant"),
    back_about: |time| format!("retour vers {time}"),
    penalty_history: "Sanctions données, joueur par joueur",
    no_penalty_yet: "Aucune sanction pour l'instant.",

    rulings_recorded_n: |n| match n {
        0 => "Aucune décision enregistrée".to_string(),
        1 => "1 décision enregistrée".to_string(),
        n => format!("{n} décisions enregistrées"),
    },
    no_ruling_yet: "Les décisions apparaissent ici une fois enregistrées depuis la vue Litige.",
    no_table: "Sans table",
    td_chose: |choice, reason| format!("Choix du directeur : {choice}. Motif : {reason}"),

    search_the_rulebook: "Chercher dans le règlement",
    rulebook_hint: "47, RP-9, brûlée, burn...",
    no_rule_found: "Aucune règle ne correspond. Essayez un numéro (47) ou un autre mot.",
    more_rules: |n| format!("{n} autres règles correspondent : ajoutez un mot pour préciser."),
};
