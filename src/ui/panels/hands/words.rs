//! The hand logger's texts in English and French. Card notation stays English in both
//! (`As Td`), as hand histories write it.

use crate::betting::Street;
use crate::text::Lang;

pub struct Words {
    pub table: &'static str,
    pub table_number: &'static str,
    pub open: &'static str,
    pub all_tables: &'static str,
    pub table_n: fn(u32) -> String,
    pub seat_n: fn(u8) -> String,
    pub players: fn(u8) -> String,
    pub also_in_progress: &'static str,
    pub keys_help: &'static str,
    pub no_tables: &'static str,
    pub pick_a_table: &'static str,
    /// The count, and the count written out.
    pub tables_dealing: fn(usize, &str) -> String,
    pub hand_in_progress: &'static str,
    pub applied_next: fn(u32) -> String,
    pub applied: fn(u32) -> String,
    pub not_a_table: fn(&str) -> String,
    pub stale: &'static str,
    pub start_over: &'static str,
    pub undo_step: &'static str,
    pub fouled_deck: &'static str,
    pub fouled_deck_help: &'static str,
    pub no_limit: &'static str,
    pub pot_limit: &'static str,
    pub fixed_limit: &'static str,

    pub button: &'static str,
    pub dead_button: &'static str,
    pub correct_help: &'static str,
    pub seat: &'static str,
    pub player: &'static str,
    pub start: &'static str,
    pub behind: &'static str,
    pub in_front: &'static str,
    pub status: &'static str,
    pub cards: &'static str,
    /// The name of a seat's hole-card button, for screen readers.
    pub hole_cards_of: fn(u8) -> String,
    pub away_note: fn(&str) -> String,
    pub pos_button: &'static str,
    pub pos_small_blind: &'static str,
    pub pos_big_blind: &'static str,
    pub folded: &'static str,
    pub away: &'static str,
    pub to_act: &'static str,
    pub all_in_status: &'static str,
    pub mucked: &'static str,
    pub shown: &'static str,

    pub board: &'static str,
    pub pot: &'static str,
    pub main_pot: &'static str,
    pub side_pot: fn(usize) -> String,
    pub runout: &'static str,
    pub deal: fn(Street) -> String,
    pub not_known: &'static str,
    pub not_known_help: &'static str,

    pub to_act_line: fn(&str) -> String,
    pub behind_n: fn(&str) -> String,
    pub to_call_n: fn(&str) -> String,
    pub fold: &'static str,
    pub check: &'static str,
    pub call: &'static str,
    pub all_in_suffix: &'static str,
    pub no_raise: &'static str,
    pub bet: &'static str,
    pub raise_to: &'static str,
    pub all_in: &'static str,
    pub range: fn(&str, &str) -> String,
    pub amount_help: &'static str,
    pub min: &'static str,
    pub times_2_5: &'static str,
    pub pot_size: &'static str,

    pub showdown: &'static str,
    pub show: &'static str,
    pub muck: &'static str,
    pub showdown_help: &'static str,
    pub name_winners: &'static str,
    pub award: &'static str,
    pub name_winners_help: &'static str,

    pub void: &'static str,
    pub result: &'static str,
    pub uncontested: &'static str,
    pub named_by_td: &'static str,
    pub odd_chips: fn(&str) -> String,
    pub after: &'static str,
    pub net: &'static str,
    /// Name, starting stack, place.
    pub out: fn(&str, &str, &str) -> String,
    pub shared: &'static str,
    pub apply: &'static str,
    pub apply_help: &'static str,

    pub cards_title: &'static str,
    pub pick_hole: fn(&str) -> String,
    pub pick_board: fn(Street) -> String,
    pub pick_help: &'static str,
    pub cancel_pick: &'static str,

    pub hand_so_far: &'static str,
    pub street: fn(Street) -> &'static str,
    pub post_ante: &'static str,
    pub post_small_blind: &'static str,
    pub post_big_blind: &'static str,
    pub post_big_blind_ante: &'static str,
    pub post_dead_small_blind: &'static str,
    /// Name, what, amount.
    pub posts: fn(&str, &str, &str) -> String,
    pub holds: fn(&str, &str) -> String,
    pub folds: fn(&str) -> String,
    pub folds_away: fn(&str) -> String,
    pub checks: fn(&str) -> String,
    pub calls: fn(&str) -> String,
    pub bets: fn(&str, &str) -> String,
    pub raises: fn(&str, &str) -> String,
    pub goes_all_in: fn(&str) -> String,
    /// Amount, name.
    pub returned: fn(&str, &str) -> String,
    pub tabled: &'static str,
    pub shows: fn(&str, &str) -> String,
    pub mucks: fn(&str) -> String,
    /// Pot, names.
    pub declared: fn(&str, &str) -> String,
}

pub fn words(lang: Lang) -> &'static Words {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
    }
}

const EN: Words = Words {
    table: "Table",
    table_number: "number",
    open: "Open",
    all_tables: "All tables",
    table_n: |n| format!("Table {n}"),
    seat_n: |n| format!("Seat {n}"),
    players: |n| match n {
        1 => "1 player".to_string(),
        n => format!("{n} players"),
    },
    also_in_progress: "Also in progress:",
    keys_help: "Keys: F fold · C check or call · R type an amount · A all-in",
    no_tables: "No table has two players or more yet: register players and draw the seats.",
    pick_a_table: "Pick the table whose hand you log: type its number above, or click it below.",
    tables_dealing: |count, n| match count {
        1 => "1 table can deal a hand.".to_string(),
        _ => format!("{n} tables can deal a hand."),
    },
    hand_in_progress: "hand in progress",
    applied_next: |t| {
        format!(
            "The hand at table {t} is applied: stacks updated, players out placed, the button \
             moved. The next hand at table {t} is ready."
        )
    },
    applied: |t| format!("The hand at table {t} is applied; the table cannot deal another hand."),
    not_a_table: |typed| {
        format!("\"{typed}\" is not a table number: type the number on the table, such as 12.")
    },
    stale: "The seats or stacks at this table changed since this hand was set up (a move, a \
        chip count). Start over to take the table as it is now.",
    start_over: "Start over",
    undo_step: "Undo last step",
    fouled_deck: "Fouled deck",
    fouled_deck_help: "The deck was fouled: the hand is void and every chip goes back to where \
        it came from (TDA 35E).",
    no_limit: "No-limit",
    pot_limit: "Pot-limit",
    fixed_limit: "Fixed-limit",

    button: "Button",
    dead_button: "dead button",
    correct_help: "Until the first action you may correct a starting stack or the button; the \
        hand is logged with them.",
    seat: "Seat",
    player: "Player",
    start: "Start",
    behind: "Behind",
    in_front: "In front",
    status: "Status",
    cards: "Cards",
    hole_cards_of: |seat| format!("Seat {seat} hole cards"),
    away_note: |who| {
        format!(
            "Away on a penalty: {who}. Dealt in with blinds and antes posted; the hand is \
             folded when the action reaches it (TDA 71C)."
        )
    },
    pos_button: "BTN",
    pos_small_blind: "SB",
    pos_big_blind: "BB",
    folded: "folded",
    away: "away",
    to_act: "to act",
    all_in_status: "all-in",
    mucked: "mucked",
    shown: "shown",

    board: "Board",
    pot: "Pot",
    main_pot: "Main pot",
    side_pot: |k| format!("Side pot {k}"),
    runout: "All-in: no more betting. Every hand is face up (TDA 16); deal the board.",
    deal: |street| match street {
        Street::Flop => "Deal the flop: pick its 3 cards".to_string(),
        Street::Turn => "Deal the turn: pick its card".to_string(),
        Street::River => "Deal the river: pick its card".to_string(),
        Street::Preflop => "Deal".to_string(),
    },
    not_known: "Not known",
    not_known_help: "Deal this street without knowing its cards; you will then name the \
        winners yourself if the cards cannot decide.",

    to_act_line: |who| format!("{who} to act"),
    behind_n: |n| format!("{n} behind"),
    to_call_n: |n| format!("{n} to call"),
    fold: "Fold",
    check: "Check",
    call: "Call",
    all_in_suffix: "(all-in)",
    no_raise: "No raise is possible: the betting is not reopened, or nobody left could call \
        a raise.",
    bet: "Bet",
    raise_to: "Raise to",
    all_in: "All-in",
    range: |min, max| format!("min {min} · max {max}"),
    amount_help: "Drag or type the street total (R puts the cursor here, Enter confirms). \
        Only legal amounts are accepted.",
    min: "Min",
    times_2_5: "2.5×",
    pot_size: "Pot",

    showdown: "Showdown: in this order, each player shows or mucks (TDA 17)",
    show: "Show",
    muck: "Muck",
    showdown_help: "To show with the cards, enter them first with the player's cards in the \
        table above.",
    name_winners: "The cards entered cannot decide: name the winners",
    award: "Award",
    name_winners_help: "Tick every winner of a split pot; the odd chips are given by the rules \
        (TDA 20).",

    void: "Fouled deck: the hand is void, every chip goes back (TDA 35E).",
    result: "Result",
    uncontested: "uncontested",
    named_by_td: "winners named by the TD",
    odd_chips: |who| format!("Odd chips to {who} (TDA 20A)"),
    after: "After",
    net: "Won or lost",
    out: |name, stack, place| {
        format!("{name} is out (started the hand with {stack}): finishes {place}")
    },
    shared: "shared",
    apply: "Apply to the tournament",
    apply_help: "The tournament updates the stacks, places the players who are out and moves \
        the button. Ctrl+Z takes it back.",

    cards_title: "Cards (optional)",
    pick_hole: |who| format!("Hole cards of {who}: pick 2"),
    pick_board: |street| match street {
        Street::Flop => "The flop: pick 3 cards".to_string(),
        Street::Turn => "The turn: pick 1 card".to_string(),
        Street::River => "The river: pick 1 card".to_string(),
        Street::Preflop => "Pick".to_string(),
    },
    pick_help: "Click a player's cards in the table to enter them. The board's cards are \
        picked here when they are due. Cards already in the hand cannot be picked again.",
    cancel_pick: "Cancel",

    hand_so_far: "The hand so far",
    street: |street| match street {
        Street::Preflop => "Pre-flop",
        Street::Flop => "Flop",
        Street::Turn => "Turn",
        Street::River => "River",
    },
    post_ante: "the ante",
    post_small_blind: "the small blind",
    post_big_blind: "the big blind",
    post_big_blind_ante: "the big-blind ante",
    post_dead_small_blind: "a dead small blind",
    posts: |who, what, n| format!("{who} posts {what} {n}"),
    holds: |who, cards| format!("{who} holds {cards}"),
    folds: |who| format!("{who} folds"),
    folds_away: |who| format!("{who} is away: hand folded"),
    checks: |who| format!("{who} checks"),
    calls: |who| format!("{who} calls"),
    bets: |who, n| format!("{who} bets {n}"),
    raises: |who, n| format!("{who} raises to {n}"),
    goes_all_in: |who| format!("{who} goes all-in"),
    returned: |n, who| format!("Uncalled {n} returned to {who}"),
    tabled: "All-in: every hand is turned face up",
    shows: |who, cards| format!("{who} shows {cards}"),
    mucks: |who| format!("{who} mucks"),
    declared: |pot, who| format!("{pot} awarded to {who}"),
};

const FR: Words = Words {
    table: "Table",
    table_number: "numéro",
    open: "Ouvrir",
    all_tables: "Toutes les tables",
    table_n: |n| format!("Table {n}"),
    seat_n: |n| format!("Siège {n}"),
    players: |n| match n {
        1 => "1 joueur".to_string(),
        n => format!("{n} joueurs"),
    },
    also_in_progress: "Aussi en cours :",
    keys_help: "Touches : F se coucher · C parole ou suivre · R taper un montant · A tapis",
    no_tables: "Aucune table n'a encore deux joueurs : inscrivez des joueurs et tirez les places.",
    pick_a_table: "Choisissez la table dont vous saisissez la main : tapez son numéro ci-dessus \
        ou cliquez-la ci-dessous.",
    tables_dealing: |count, n| match count {
        1 => "1 table peut distribuer une main.".to_string(),
        _ => format!("{n} tables peuvent distribuer une main."),
    },
    hand_in_progress: "main en cours",
    applied_next: |t| {
        format!(
            "La main de la table {t} est appliquée : tapis mis à jour, joueurs éliminés classés, \
             bouton avancé. La main suivante de la table {t} est prête."
        )
    },
    applied: |t| {
        format!("La main de la table {t} est appliquée ; la table ne peut plus distribuer de main.")
    },
    not_a_table: |typed| {
        format!(
            "« {typed} » n'est pas un numéro de table : tapez le numéro inscrit sur la table, \
             par exemple 12."
        )
    },
    stale: "Les places ou les tapis de cette table ont changé depuis que cette main a été \
        préparée (un déplacement, un comptage). Recommencez pour reprendre la table telle \
        qu'elle est.",
    start_over: "Recommencer",
    undo_step: "Annuler la dernière étape",
    fouled_deck: "Paquet faussé",
    fouled_deck_help: "Le paquet était faussé : la main est annulée et chaque jeton revient à \
        son propriétaire (TDA 35E).",
    no_limit: "No-limit",
    pot_limit: "Pot-limit",
    fixed_limit: "Limite fixe",

    button: "Bouton",
    dead_button: "bouton mort",
    correct_help: "Jusqu'à la première action, vous pouvez corriger un tapis de départ ou le \
        bouton ; la main est enregistrée ainsi.",
    seat: "Siège",
    player: "Joueur",
    start: "Départ",
    behind: "Tapis",
    in_front: "Misé",
    status: "État",
    cards: "Cartes",
    hole_cards_of: |seat| format!("Cartes du siège {seat}"),
    away_note: |who| {
        format!(
            "Absent (pénalité) : {who}. Servi, blindes et antes payées ; sa main est couchée \
             quand la parole lui arrive (TDA 71C)."
        )
    },
    pos_button: "BTN",
    pos_small_blind: "PB",
    pos_big_blind: "GB",
    folded: "couché",
    away: "absent",
    to_act: "a la parole",
    all_in_status: "tapis",
    mucked: "a jeté",
    shown: "montré",

    board: "Tableau",
    pot: "Pot",
    main_pot: "Pot principal",
    side_pot: |k| format!("Pot annexe {k}"),
    runout: "Tapis : plus d'enchères possibles. Toutes les mains sont retournées (TDA 16) ; \
        distribuez le tableau.",
    deal: |street| match street {
        Street::Flop => "Le flop : choisissez ses 3 cartes".to_string(),
        Street::Turn => "Le turn : choisissez sa carte".to_string(),
        Street::River => "La river : choisissez sa carte".to_string(),
        Street::Preflop => "Distribuer".to_string(),
    },
    not_known: "Inconnues",
    not_known_help: "Distribuer ce tour sans connaître ses cartes ; vous désignerez alors \
        vous-même les gagnants si les cartes ne suffisent pas.",

    to_act_line: |who| format!("{who} a la parole"),
    behind_n: |n| format!("{n} de tapis"),
    to_call_n: |n| format!("{n} à suivre"),
    fold: "Se coucher",
    check: "Parole",
    call: "Suivre",
    all_in_suffix: "(tapis)",
    no_raise: "Aucune relance possible : les enchères ne sont pas rouvertes, ou personne ne \
        pourrait suivre une relance.",
    bet: "Miser",
    raise_to: "Relancer à",
    all_in: "Tapis",
    range: |min, max| format!("min {min} · max {max}"),
    amount_help: "Faites glisser ou tapez le total du tour (R place le curseur ici, Entrée \
        valide). Seuls les montants réglementaires sont acceptés.",
    min: "Min",
    times_2_5: "2,5×",
    pot_size: "Pot",

    showdown: "Abattage : dans cet ordre, chaque joueur montre ou jette (TDA 17)",
    show: "Montrer",
    muck: "Jeter",
    showdown_help: "Pour montrer avec les cartes, saisissez-les d'abord avec les cartes du \
        joueur dans le tableau ci-dessus.",
    name_winners: "Les cartes saisies ne suffisent pas : désignez les gagnants",
    award: "Attribuer",
    name_winners_help: "Cochez chaque gagnant d'un pot partagé ; les jetons indivisibles sont \
        donnés selon les règles (TDA 20).",

    void: "Paquet faussé : la main est annulée, chaque jeton revient (TDA 35E).",
    result: "Résultat",
    uncontested: "sans abattage",
    named_by_td: "gagnants désignés par le directeur",
    odd_chips: |who| format!("Jetons indivisibles à {who} (TDA 20A)"),
    after: "Après",
    net: "Gagné ou perdu",
    out: |name, stack, place| {
        format!("{name} est éliminé (tapis de départ de la main : {stack}) : termine {place}")
    },
    shared: "ex æquo",
    apply: "Appliquer au tournoi",
    apply_help: "Le tournoi met à jour les tapis, classe les joueurs éliminés et avance le \
        bouton. Ctrl+Z l'annule.",

    cards_title: "Cartes (facultatif)",
    pick_hole: |who| format!("Cartes de {who} : choisissez-en 2"),
    pick_board: |street| match street {
        Street::Flop => "Le flop : choisissez 3 cartes".to_string(),
        Street::Turn => "Le turn : choisissez 1 carte".to_string(),
        Street::River => "La river : choisissez 1 carte".to_string(),
        Street::Preflop => "Choisir".to_string(),
    },
    pick_help: "Cliquez les cartes d'un joueur dans le tableau pour les saisir. Les cartes du \
        tableau se choisissent ici quand elles sont dues. Une carte déjà dans la main ne peut \
        pas être choisie à nouveau.",
    cancel_pick: "Annuler",

    hand_so_far: "La main jusqu'ici",
    street: |street| match street {
        Street::Preflop => "Pré-flop",
        Street::Flop => "Flop",
        Street::Turn => "Turn",
        Street::River => "River",
    },
    post_ante: "l'ante",
    post_small_blind: "la petite blinde",
    post_big_blind: "la grosse blinde",
    post_big_blind_ante: "l'ante de grosse blinde",
    post_dead_small_blind: "une petite blinde morte",
    posts: |who, what, n| format!("{who} paie {what} {n}"),
    holds: |who, cards| format!("{who} a {cards}"),
    folds: |who| format!("{who} se couche"),
    folds_away: |who| format!("{who} est absent : main couchée"),
    checks: |who| format!("{who} dit parole"),
    calls: |who| format!("{who} suit"),
    bets: |who, n| format!("{who} mise {n}"),
    raises: |who, n| format!("{who} relance à {n}"),
    goes_all_in: |who| format!("{who} fait tapis"),
    returned: |n, who| format!("{n} non suivis rendus à {who}"),
    tabled: "Tapis : toutes les mains sont retournées",
    shows: |who, cards| format!("{who} montre {cards}"),
    mucks: |who| format!("{who} jette ses cartes"),
    declared: |pot, who| format!("{pot} attribué à {who}"),
};
