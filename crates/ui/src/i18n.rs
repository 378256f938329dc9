//! Every text of both windows, in English and French, and the way each language writes numbers,
//! money and places.
//!
//! The sentences live in `assets/words/<language>/*.ron`, one file per panel and `common.ron`
//! for what the panels share; the code names each by a literal key (`t.text("undo")`,
//! `fill!(t, "level", n)`). To add a text: add its key to the right file of every language; the
//! word files' test (tests/cli/word_files.rs) fails on a key the code uses and a language lacks, on
//! a sentence no code uses, and on blanks that differ between languages.

use super::alerts::Alert;
use riffle_core::betting::Ante;
use riffle_core::structure::{Game, LevelSpec, Money};
use riffle_text::{Lang, Words};
use std::ops::Deref;
use std::sync::LazyLock;

/// The texts of one language, with its number formats.
pub struct Texts {
    /// For the texts that come in both languages from the core (rule summaries, rulings).
    pub lang: Lang,
    /// Every sentence of both windows, from `assets/words/<language>/`.
    words: Words,
}

impl Deref for Texts {
    type Target = Words;

    fn deref(&self) -> &Words {
        &self.words
    }
}

/// The word files of the windows, compiled in: one per panel and one for what they share.
macro_rules! window_word_files {
    ($lang:literal) => {
        window_word_files!(
            $lang: "common.ron", "clock.ron", "hands.ron", "payouts.ron", "players.ron",
            "rulings.ron", "settings.ron", "structure.ron", "tables.ron", "window.ron",
            "window_fits.ron", "price_profiles.ron", "layout_screen.ron", "layout_preview.ron",
            "screen_notices.ron", "games.ron", "entry_limit_field.ron",
            "paid_after_deal.ron"
        )
    };
    ($lang:literal: $($file:literal),+) => {
        &[$((
            concat!($lang, "/", $file),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/words/", $lang, "/", $file)),
        )),+]
    };
}

impl Texts {
    /// The texts of `lang`, read from the word files the first time they are asked for.
    pub fn of(lang: Lang) -> &'static Texts {
        static ENGLISH: LazyLock<Texts> = LazyLock::new(|| Texts {
            lang: Lang::En,
            words: Words::read(Lang::En, window_word_files!("en")),
        });
        static FRENCH: LazyLock<Texts> = LazyLock::new(|| Texts {
            lang: Lang::Fr,
            words: Words::read(Lang::Fr, window_word_files!("fr")),
        });
        match lang {
            Lang::En => &ENGLISH,
            Lang::Fr => &FRENCH,
        }
    }

    /// A place as players say it: `1st`, `22nd` in English, `1er`, `22e` in French.
    pub fn ordinal(&self, n: u32) -> String {
        riffle_text::ordinal(n, self.lang)
    }

    /// The game's name as the language's players say it (`games.ron`, which the TV page
    /// reads too).
    pub fn game(&self, game: Game) -> &str {
        match game {
            Game::NoLimitHoldem => self.text("game_NoLimitHoldem"),
            Game::PotLimitHoldem => self.text("game_PotLimitHoldem"),
            Game::FixedLimitHoldem => self.text("game_FixedLimitHoldem"),
            Game::PotLimitOmaha => self.text("game_PotLimitOmaha"),
            Game::PotLimitOmahaHiLo => self.text("game_PotLimitOmahaHiLo"),
            Game::FixedLimitOmahaHiLo => self.text("game_FixedLimitOmahaHiLo"),
            Game::PotLimitFiveCardDraw => self.text("game_PotLimitFiveCardDraw"),
            Game::FixedLimitFiveCardDraw => self.text("game_FixedLimitFiveCardDraw"),
        }
    }

    /// What the room is told at a minute's notice and when a level or break starts.
    pub fn alert(&self, alert: &Alert) -> String {
        match *alert {
            Alert::LevelSoon { level } => riffle_text::fill!(self, "alert_level_soon", level),
            Alert::BreakSoon => self.text("alert_break_soon").to_string(),
            Alert::PlayResumesSoon { level } => {
                riffle_text::fill!(self, "alert_play_resumes_soon", level)
            }
            Alert::LevelStarted { level } => riffle_text::fill!(self, "alert_level_started", level),
            Alert::BreakStarted => self.text("alert_break_started").to_string(),
        }
    }

    /// A whole number with its thousands grouped: `12,500` or `12 500`.
    pub fn number(&self, n: u64) -> String {
        riffle_text::group_digits(n, self.lang)
    }

    /// A number given in tenths, with one decimal: 254 is `25.4` or `25,4`.
    pub fn tenths(&self, tenths: u64) -> String {
        format!(
            "{}{}{}",
            self.number(tenths / 10),
            self.text("decimal"),
            tenths % 10
        )
    }

    /// A label and what follows it: `Refused: …` in English, `Refusé : …` in French, where a
    /// no-break space keeps the colon on the label's line.
    pub fn labelled(&self, label: &str, rest: &str) -> String {
        riffle_text::labelled(self.lang, label, rest)
    }

    /// An amount of money with the currency where the language puts it (`€12,000`,
    /// `12 000 €`).
    pub fn money(&self, amount: Money, currency: Option<&str>) -> String {
        riffle_text::money(amount, currency, self.lang)
    }

    /// The ante with its kind, since a player posts one and the big blind posts the other:
    /// `Ante 100`, `Big-blind ante 100`.
    pub fn ante_of(&self, ante: Ante) -> Option<String> {
        match ante {
            Ante::None => None,
            Ante::Classic(amount) => Some(format!("{} {}", self.text("ante"), self.number(amount))),
            Ante::BigBlind(amount) => Some(format!(
                "{} {}",
                self.text("big_blind_ante"),
                self.number(amount)
            )),
        }
    }

    /// Registration as the TD reads it: open, closing in a countdown, or closed.
    pub fn registration(&self, registration: riffle_core::clock::Registration) -> String {
        use riffle_core::clock::Registration;
        match registration {
            Registration::Open {
                closes_in_ms: Some(ms),
            } => format!(
                "{} {}",
                self.text("late_registration_closes_in"),
                clock_time(ms)
            ),
            Registration::Open { closes_in_ms: None } => self.text("registration_open").to_string(),
            Registration::Closed => self.text("registration_closed").to_string(),
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
    pub fn chip_list(&self, chips: &[riffle_core::Chips]) -> String {
        let names: Vec<String> = chips.iter().map(|&c| self.number(c)).collect();
        match names.split_last() {
            None => String::new(),
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} {} {last}", rest.join(", "), self.text("and")),
        }
    }
}

/// The sentences of both windows in `lang`, for panels that need no number formats.
pub fn words(lang: Lang) -> &'static Words {
    Texts::of(lang)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_group_thousands_the_way_each_language_does() {
        assert_eq!(Texts::of(Lang::En).number(0), "0");
        assert_eq!(Texts::of(Lang::En).number(999), "999");
        assert_eq!(Texts::of(Lang::En).number(1000), "1,000");
        assert_eq!(Texts::of(Lang::En).number(1_234_567), "1,234,567");
        assert_eq!(Texts::of(Lang::Fr).number(1000), "1\u{202f}000");
        assert_eq!(Texts::of(Lang::Fr).number(250_000), "250\u{202f}000");
    }

    #[test]
    fn tenths_use_the_decimal_mark_of_the_language() {
        assert_eq!(Texts::of(Lang::En).tenths(254), "25.4");
        assert_eq!(Texts::of(Lang::Fr).tenths(254), "25,4");
        assert_eq!(Texts::of(Lang::En).tenths(12_000), "1,200.0");
        assert_eq!(Texts::of(Lang::En).tenths(5), "0.5");
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
    fn chip_lists_join_with_the_language_s_and() {
        assert_eq!(Texts::of(Lang::En).chip_list(&[25]), "25");
        assert_eq!(
            Texts::of(Lang::En).chip_list(&[25, 100, 1000]),
            "25, 100 and 1,000"
        );
        assert_eq!(Texts::of(Lang::Fr).chip_list(&[25, 100]), "25 et 100");
    }
}
