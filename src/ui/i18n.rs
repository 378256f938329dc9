//! Every text of both windows, in English and French, and the way each language writes numbers,
//! money and places.
//!
//! A language is one [`Texts`] value: a struct whose fields are the texts, so a text added to
//! the struct and forgotten in one language does not compile. Texts with a number or a name in
//! them are functions, because word order and plurals differ between the languages.
//!
//! To add a text: add a field to [`Texts`] (with a doc comment saying where it shows), then fill
//! it in [`ENGLISH`] and [`FRENCH`]; the compiler lists what is missing.

use super::alerts::Alert;
use crate::betting::Ante;
use crate::structure::{Game, LevelSpec, Money};
use crate::text::Lang;

/// The texts of one language, with its number formats.
pub struct Texts {
    /// For the texts that come in both languages from the core (rule summaries, rulings).
    pub lang: Lang,
    /// The language's own name, as the TD picks it in Settings.
    pub language_name: &'static str,
    /// Between groups of three digits: `1,000` in English, `1 000` in French (a narrow
    /// no-break space, so a number never wraps across two lines).
    /// Before the tenths: `25.4` or `25,4`.
    decimal: &'static str,
    /// Money: whether the currency comes after the amount (`12 000 €`) or before it (`€12,000`).
    currency_after: bool,
    /// Before the last item of a list: `25, 100 and 500`.
    and: &'static str,

    // The TD window.
    pub tab_clock: &'static str,
    pub tab_players: &'static str,
    pub tab_tables: &'static str,
    pub tab_hands: &'static str,
    pub tab_rulings: &'static str,
    pub tab_payouts: &'static str,
    pub tab_structure: &'static str,
    pub tab_settings: &'static str,
    pub no_tournament: &'static str,
    pub undo: &'static str,
    pub redo: &'static str,
    pub dismiss: &'static str,
    pub open_player_screen: &'static str,
    pub close_player_screen: &'static str,
    pub start_clock: &'static str,
    pub pause_clock: &'static str,
    pub resume_clock: &'static str,
    /// Shown on the clock panel while the clock has not started.
    pub clock_not_started: &'static str,
    pub language: &'static str,
    pub player_screen: &'static str,
    /// The players' screen as an ordinary window (rehearsals, one-screen laptops).
    pub in_a_window: &'static str,
    /// Monitor n (from 1), where the players' screen opens full screen.
    pub on_monitor: fn(u32) -> String,
    pub player_screen_help: &'static str,
    pub sound_alerts: &'static str,
    /// The program that plays the alert sound.
    pub sound_played_with: fn(&str) -> String,
    pub no_sound_player: &'static str,
    pub shortcuts: &'static str,
    pub key_space: &'static str,
    pub key_escape: &'static str,
    /// The Ctrl key, as printed on the keyboards of the language.
    pub key_ctrl: &'static str,
    pub shortcut_clock: &'static str,
    pub shortcut_panels: &'static str,
    pub shortcut_player_screen: &'static str,
    pub shortcut_dismiss: &'static str,
    pub shortcut_leave_full_screen: &'static str,
    pub key_double_click: &'static str,
    pub shortcut_toggle_full_screen: &'static str,
    pub place: &'static str,
    pub prize: &'static str,
    /// A place paid: `1st`, `2e`.
    pub ordinal: fn(u32) -> String,
    /// A name: the field where the TD types one, or the column that lists players by it.
    pub name: &'static str,
    /// Prefix of an error notice, before the sentence that says what is wrong.
    pub refused: &'static str,
    /// A seat as `Table 7, seat 2`, wherever a panel says where a player sits.
    pub at_seat: fn(u32, u8) -> String,
    /// Backs out of a form without doing anything.
    pub cancel: &'static str,

    // The players' screen.
    pub level: fn(u32) -> String,
    pub break_title: &'static str,
    pub blinds: &'static str,
    pub ante: &'static str,
    pub big_blind_ante: &'static str,
    /// The small and big bet of a fixed-limit level.
    pub bets: &'static str,
    pub game: fn(Game) -> &'static str,
    pub next_level: &'static str,
    pub after_the_break: &'static str,
    pub next_break: &'static str,
    pub last_level: &'static str,
    /// The chips a break takes out of play, listed.
    pub color_up_now: fn(&str) -> String,
    /// The chips the next break will take out of play, listed.
    pub color_up_next: fn(&str) -> String,
    pub players_left: &'static str,
    pub entries: &'static str,
    /// How many of the entries are re-entries.
    pub including_re_entries: fn(u32) -> String,
    pub rebuys: &'static str,
    pub add_ons: &'static str,
    pub average_stack: &'static str,
    /// After an average stack in big blinds: `25.4 BB`.
    pub big_blinds_short: &'static str,
    pub prize_pool: &'static str,
    pub payouts: &'static str,
    pub paused: &'static str,
    pub waiting_to_start: &'static str,
    pub hand_for_hand: &'static str,
    /// Hands completed hand-for-hand so far.
    pub hands_played: fn(u32) -> String,
    pub late_registration_closes_in: &'static str,
    pub registration_open: &'static str,
    pub registration_closed: &'static str,
    pub alert: fn(&Alert) -> String,
    pub shortcut_undo_redo: &'static str,
}

impl Texts {
    /// The texts of `lang`.
    pub fn of(lang: Lang) -> &'static Texts {
        match lang {
            Lang::En => &ENGLISH,
            Lang::Fr => &FRENCH,
        }
    }

    /// A whole number with its thousands grouped: `12,500` or `12 500`.
    pub fn number(&self, n: u64) -> String {
        crate::text::group_digits(n, self.lang)
    }

    /// A number given in tenths, with one decimal: 254 is `25.4` or `25,4`.
    pub fn tenths(&self, tenths: u64) -> String {
        format!(
            "{}{}{}",
            self.number(tenths / 10),
            self.decimal,
            tenths % 10
        )
    }

    /// A label and what follows it: `Refused: …` in English, `Refusé : …` in French, where a
    /// no-break space keeps the colon on the label's line.
    pub fn labelled(&self, label: &str, rest: &str) -> String {
        match self.lang {
            Lang::En => format!("{label}: {rest}"),
            Lang::Fr => format!("{label}\u{a0}: {rest}"),
        }
    }

    /// An amount of money with the currency where the language puts it: a symbol before the
    /// amount in English (`€12,000`), a code after it (`12,000 CHF`); always after it in French
    /// (`12 000 €`).
    pub fn money(&self, amount: Money, currency: Option<&str>) -> String {
        let amount = self.number(amount);
        match currency.map(str::trim).filter(|c| !c.is_empty()) {
            None => amount,
            Some(code) if self.currency_after || code.chars().any(char::is_alphabetic) => {
                format!("{amount}\u{a0}{code}")
            }
            Some(symbol) => format!("{symbol}{amount}"),
        }
    }

    /// The ante with its kind, since a player posts one and the big blind posts the other:
    /// `Ante 100`, `Big-blind ante 100`.
    pub fn ante_of(&self, ante: Ante) -> Option<String> {
        match ante {
            Ante::None => None,
            Ante::Classic(amount) => Some(format!("{} {}", self.ante, self.number(amount))),
            Ante::BigBlind(amount) => {
                Some(format!("{} {}", self.big_blind_ante, self.number(amount)))
            }
        }
    }

    /// Registration as the TD reads it: open, closing in a countdown, or closed.
    pub fn registration(&self, registration: crate::clock::Registration) -> String {
        use crate::clock::Registration;
        match registration {
            Registration::Open {
                closes_in_ms: Some(ms),
            } => format!("{} {}", self.late_registration_closes_in, clock_time(ms)),
            Registration::Open { closes_in_ms: None } => self.registration_open.to_string(),
            Registration::Closed => self.registration_closed.to_string(),
        }
    }

    /// Blinds and ante of a level on one line: `400 / 800 · Ante 800`.
    pub fn stakes(&self, level: &LevelSpec) -> String {
        let blinds = format!(
            "{} / {}",
            self.number(level.small_blind),
            self.number(level.big_blind)
        );
        match self.ante_of(level.ante) {
            Some(ante) => format!("{blinds} · {ante}"),
            None => blinds,
        }
    }

    /// Chip denominations as a list: `25, 100` or `25 et 100`.
    pub fn chip_list(&self, chips: &[crate::Chips]) -> String {
        let names: Vec<String> = chips.iter().map(|&c| self.number(c)).collect();
        match names.split_last() {
            None => String::new(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} {} {last}", rest.join(", "), self.and),
        }
    }
}

/// Time on a clock, rounded up to the second so that `0:00` shows only once the time is really
/// up: `12:05` under an hour, `1:02:03` from an hour. Negative times show as `0:00`.
pub fn clock_time(ms: i64) -> String {
    let seconds = ms.max(0).unsigned_abs().div_ceil(1000);
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

pub static ENGLISH: Texts = Texts {
    lang: Lang::En,
    language_name: "English",
    decimal: ".",
    currency_after: false,
    and: "and",

    tab_clock: "Clock",
    tab_players: "Players",
    tab_tables: "Tables",
    tab_hands: "Hands",
    tab_rulings: "Rulings",
    tab_payouts: "Payouts",
    tab_structure: "Structure",
    tab_settings: "Settings",
    no_tournament: "No tournament is open.",
    undo: "Undo",
    redo: "Redo",
    dismiss: "Dismiss",
    open_player_screen: "Open the players' screen",
    close_player_screen: "Close the players' screen",
    start_clock: "Start the clock",
    pause_clock: "Pause the clock",
    resume_clock: "Resume the clock",
    clock_not_started: "The clock has not started.",
    language: "Language",
    player_screen: "Players' screen",
    in_a_window: "In a window",
    on_monitor: |n| format!("Monitor {n}"),
    player_screen_help: "The players' screen shows the clock, blinds, players left, average stack, \
        prize pool and payouts, nothing private. It opens full screen on the monitor of the TV \
        or projector picked here; if that monitor is not connected, it opens in a window.",
    sound_alerts: "Sound with the alerts (one minute before and at each level and break)",
    sound_played_with: |player| format!("The sound is played with {player}."),
    no_sound_player: "No sound player was found on this computer: the alerts are shown on \
        screen only.",
    shortcuts: "Keyboard shortcuts",
    key_space: "Space",
    key_escape: "Esc",
    key_ctrl: "Ctrl",
    shortcut_clock: "start, pause or resume the clock",
    shortcut_panels: "switch panel, in the order of the tabs",
    shortcut_player_screen: "open or close the players' screen",
    shortcut_dismiss: "dismiss the notice",
    shortcut_leave_full_screen: "on the players' screen: leave full screen",
    key_double_click: "Double-click",
    shortcut_toggle_full_screen: "on the players' screen: full screen on or off",
    place: "Place",
    prize: "Prize",
    ordinal: |n| {
        let suffix = match (n % 10, n % 100) {
            (_, 11..=13) => "th",
            (1, _) => "st",
            (2, _) => "nd",
            (3, _) => "rd",
            _ => "th",
        };
        format!("{n}{suffix}")
    },
    name: "Name",
    refused: "Refused",
    at_seat: |table, seat| format!("Table {table}, seat {seat}"),
    cancel: "Cancel",

    level: |n| format!("Level {n}"),
    break_title: "Break",
    blinds: "Blinds",
    ante: "Ante",
    big_blind_ante: "Big-blind ante",
    bets: "Bets",
    // The structure's own (English) name of the game.
    game: Game::name,
    next_level: "Next level",
    after_the_break: "After the break",
    next_break: "Next break in",
    last_level: "Last level",
    color_up_now: |chips| format!("Color-up: the {chips} chips leave play"),
    color_up_next: |chips| format!("Next break: the {chips} chips leave play"),
    players_left: "Players left",
    entries: "Entries",
    including_re_entries: |n| match n {
        1 => "including 1 re-entry".to_string(),
        n => format!("including {n} re-entries"),
    },
    rebuys: "Rebuys",
    add_ons: "Add-ons",
    average_stack: "Average stack",
    big_blinds_short: "BB",
    prize_pool: "Prize pool",
    payouts: "Payouts",
    paused: "CLOCK PAUSED",
    waiting_to_start: "Waiting to start",
    hand_for_hand: "HAND-FOR-HAND",
    hands_played: |n| match n {
        1 => "1 hand played".to_string(),
        n => format!("{n} hands played"),
    },
    late_registration_closes_in: "Late registration closes in",
    registration_open: "Registration open",
    registration_closed: "Registration closed",
    alert: |alert| match alert {
        Alert::LevelSoon { level } => format!("Level {level} in one minute"),
        Alert::BreakSoon => "Break in one minute".to_string(),
        Alert::PlayResumesSoon { level } => {
            format!("Play resumes in one minute with level {level}: back to your seats")
        }
        Alert::LevelStarted { level } => format!("Level {level} has started"),
        Alert::BreakStarted => "The break has started".to_string(),
    },
    shortcut_undo_redo: "undo, redo the last action (the top bar names it)",
};

pub static FRENCH: Texts = Texts {
    lang: Lang::Fr,
    language_name: "Français",
    decimal: ",",
    currency_after: true,
    and: "et",

    tab_clock: "Horloge",
    tab_players: "Joueurs",
    tab_tables: "Tables",
    tab_hands: "Mains",
    tab_rulings: "Arbitrage",
    tab_payouts: "Gains",
    tab_structure: "Structure",
    tab_settings: "Réglages",
    no_tournament: "Aucun tournoi n'est ouvert.",
    undo: "Annuler",
    redo: "Rétablir",
    dismiss: "Fermer",
    open_player_screen: "Ouvrir l'écran des joueurs",
    close_player_screen: "Fermer l'écran des joueurs",
    start_clock: "Lancer l'horloge",
    pause_clock: "Arrêter l'horloge",
    resume_clock: "Relancer l'horloge",
    clock_not_started: "L'horloge n'est pas lancée.",
    language: "Langue",
    player_screen: "Écran des joueurs",
    in_a_window: "Dans une fenêtre",
    on_monitor: |n| format!("Moniteur {n}"),
    player_screen_help: "L'écran des joueurs montre l'horloge, les blindes, les joueurs restants, \
        le tapis moyen, la dotation et les gains, rien de privé. Il s'ouvre en plein écran sur le \
        moniteur de la télévision ou du projecteur choisi ici ; si ce moniteur n'est pas branché, \
        il s'ouvre dans une fenêtre.",
    sound_alerts: "Son avec les alertes (une minute avant et à chaque niveau et pause)",
    sound_played_with: |player| format!("Le son est joué par {player}."),
    no_sound_player: "Aucun lecteur de son n'a été trouvé sur cet ordinateur : les alertes \
        s'affichent seulement à l'écran.",
    shortcuts: "Raccourcis clavier",
    key_space: "Espace",
    key_escape: "Échap",
    key_ctrl: "Ctrl",
    shortcut_clock: "lancer, arrêter ou relancer l'horloge",
    shortcut_panels: "changer de panneau, dans l'ordre des onglets",
    shortcut_player_screen: "ouvrir ou fermer l'écran des joueurs",
    shortcut_dismiss: "fermer le message",
    shortcut_leave_full_screen: "sur l'écran des joueurs : quitter le plein écran",
    key_double_click: "Double clic",
    shortcut_toggle_full_screen: "sur l'écran des joueurs : plein écran ou fenêtre",
    place: "Place",
    prize: "Prix",
    ordinal: |n| match n {
        1 => "1er".to_string(),
        n => format!("{n}e"),
    },
    name: "Nom",
    refused: "Refusé",
    at_seat: |table, seat| format!("Table {table}, siège {seat}"),
    cancel: "Annuler",

    level: |n| format!("Niveau {n}"),
    break_title: "Pause",
    blinds: "Blindes",
    ante: "Ante",
    big_blind_ante: "Ante grosse blinde",
    bets: "Mises",
    game: |game| match game {
        Game::NoLimitHoldem => "Hold'em no limit",
        Game::PotLimitHoldem => "Hold'em pot limit",
        Game::FixedLimitHoldem => "Hold'em limit",
        Game::PotLimitOmaha => "Omaha pot limit",
        Game::PotLimitOmahaHiLo => "Omaha hi-lo pot limit",
        Game::FixedLimitOmahaHiLo => "Omaha hi-lo limit",
    },
    next_level: "Niveau suivant",
    after_the_break: "Après la pause",
    next_break: "Prochaine pause dans",
    last_level: "Dernier niveau",
    color_up_now: |chips| format!("Changement de couleur : les jetons de {chips} sont retirés"),
    color_up_next: |chips| format!("Prochaine pause : les jetons de {chips} seront retirés"),
    players_left: "Joueurs restants",
    entries: "Entrées",
    including_re_entries: |n| match n {
        0 | 1 => format!("dont {n} réentrée"),
        n => format!("dont {n} réentrées"),
    },
    rebuys: "Recaves",
    add_ons: "Add-ons",
    average_stack: "Tapis moyen",
    big_blinds_short: "BB",
    prize_pool: "Dotation",
    payouts: "Gains",
    paused: "HORLOGE ARRÊTÉE",
    waiting_to_start: "En attente du départ",
    hand_for_hand: "MAIN PAR MAIN",
    hands_played: |n| match n {
        0 | 1 => format!("{n} main jouée"),
        n => format!("{n} mains jouées"),
    },
    late_registration_closes_in: "Fin des inscriptions dans",
    registration_open: "Inscriptions ouvertes",
    registration_closed: "Inscriptions closes",
    alert: |alert| match alert {
        Alert::LevelSoon { level } => format!("Niveau {level} dans une minute"),
        Alert::BreakSoon => "Pause dans une minute".to_string(),
        Alert::PlayResumesSoon { level } => {
            format!("Reprise dans une minute avec le niveau {level} : regagnez vos places")
        }
        Alert::LevelStarted { level } => format!("Le niveau {level} a commencé"),
        Alert::BreakStarted => "La pause a commencé".to_string(),
    },
    shortcut_undo_redo: "annuler, rétablir la dernière action (nommée dans la barre du haut)",
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_group_thousands_the_way_each_language_does() {
        assert_eq!(ENGLISH.number(0), "0");
        assert_eq!(ENGLISH.number(999), "999");
        assert_eq!(ENGLISH.number(1000), "1,000");
        assert_eq!(ENGLISH.number(1_234_567), "1,234,567");
        assert_eq!(FRENCH.number(1000), "1\u{202f}000");
        assert_eq!(FRENCH.number(250_000), "250\u{202f}000");
    }

    #[test]
    fn tenths_use_the_decimal_mark_of_the_language() {
        assert_eq!(ENGLISH.tenths(254), "25.4");
        assert_eq!(FRENCH.tenths(254), "25,4");
        assert_eq!(ENGLISH.tenths(12_000), "1,200.0");
        assert_eq!(ENGLISH.tenths(5), "0.5");
    }

    #[test]
    fn money_puts_the_currency_where_the_language_does() {
        assert_eq!(ENGLISH.money(12_000, Some("€")), "€12,000");
        assert_eq!(ENGLISH.money(12_000, Some("CHF")), "12,000\u{a0}CHF");
        assert_eq!(ENGLISH.money(500, None), "500");
        assert_eq!(FRENCH.money(12_000, Some("€")), "12\u{202f}000\u{a0}€");
        assert_eq!(FRENCH.money(12_000, Some(" ")), "12\u{202f}000");
    }

    #[test]
    fn clock_times_round_up_to_the_second() {
        assert_eq!(clock_time(725_000), "12:05");
        assert_eq!(clock_time(724_001), "12:05");
        assert_eq!(clock_time(3_723_000), "1:02:03");
        assert_eq!(clock_time(3_600_000), "1:00:00");
        assert_eq!(clock_time(1), "0:01");
        assert_eq!(clock_time(0), "0:00");
        assert_eq!(clock_time(-5), "0:00");
    }

    #[test]
    fn places_are_written_as_ordinals() {
        let en: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101]
            .into_iter()
            .map(ENGLISH.ordinal)
            .collect();
        assert_eq!(
            en,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"
            ]
        );
        assert_eq!((FRENCH.ordinal)(1), "1er");
        assert_eq!((FRENCH.ordinal)(2), "2e");
    }

    #[test]
    fn chip_lists_join_with_the_language_s_and() {
        assert_eq!(ENGLISH.chip_list(&[25]), "25");
        assert_eq!(ENGLISH.chip_list(&[25, 100, 1000]), "25, 100 and 1,000");
        assert_eq!(FRENCH.chip_list(&[25, 100]), "25 et 100");
    }
}
