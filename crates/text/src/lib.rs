//! Words and numbers as people read and type them, in English and French: the one home of the
//! languages, digit grouping, number parsing and name search, so every panel, export and page
//! writes `12,500` or `12 500` and finds `Zoé` from `zoe` the same way.
//!
//! Refusals and notices carry their data in typed errors and are put into words only where they
//! are shown, through [`Say`], so a French TD reads every refusal in French.

mod number;
mod search;
mod words;

pub use number::{
    amount_en, amount_fr, group_digits, money, ordinal, parse_decimal, parse_whole_number, percent,
};
pub use search::{Folded, Lookup, fold, matches_words, name_key};
pub use words::{Counted, Template, Words, read_words, term};

use serde::{Deserialize, Serialize};

/// The languages the app speaks to the TD and the players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    En,
    Fr,
}

impl Lang {
    /// The language's ISO 639-1 code, as settings files, browsers and speech programs name it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }
}

/// A sentence in both languages: rulings and rule summaries are read by English- and
/// French-speaking floor staff alike, and the exported history keeps both.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub en: String,
    pub fr: String,
}

impl Text {
    pub fn new(en: impl Into<String>, fr: impl Into<String>) -> Text {
        Text {
            en: en.into(),
            fr: fr.into(),
        }
    }

    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Fr => &self.fr,
        }
    }
}

/// A typed refusal or notice, worded when it is shown: the data travels, the sentence is made in
/// the reader's language at the last moment.
pub trait Say: std::fmt::Debug {
    /// The sentence in `lang`: what is wrong and what is allowed.
    fn say(&self, lang: Lang) -> String;
}

impl Say for Text {
    fn say(&self, lang: Lang) -> String {
        self.get(lang).to_string()
    }
}

/// "Prize pool: €12,000", with French's no-break space before the colon: the one home of the
/// label-and-value shape.
pub fn labelled(lang: Lang, label: &str, value: &str) -> String {
    match lang {
        Lang::En => format!("{label}: {value}"),
        Lang::Fr => format!("{label}\u{a0}: {value}"),
    }
}

/// Checks a refusal's wording: the French is there and is not the English, and the English is
/// what `Display` prints. Each refusal enum's test, in every crate, calls it for every one of its
/// kinds.
pub fn assert_worded_in_both<R: Say + std::fmt::Display>(refusal: &R) {
    let (en, fr) = (refusal.say(Lang::En), refusal.say(Lang::Fr));
    assert!(!fr.is_empty(), "{en}");
    assert_ne!(fr, en);
    assert_eq!(refusal.to_string(), en);
}

/// Lets `?` wrap a lower layer's refusal in the kind of this layer's error that carries it:
/// `wraps!(SessionError: Journal(JournalError), Rule(RuleError))`.
#[macro_export]
macro_rules! wraps {
    ($error:ident: $($kind:ident($inner:ty)),+ $(,)?) => {
        $(
            impl From<$inner> for $error {
                fn from(inner: $inner) -> $error {
                    $error::$kind(inner)
                }
            }
        )+
    };
}

/// Names every kind of an enum in a test, so that a kind added later does not compile until the
/// test lists it too: `every_kind!(error, CardError: Empty, Incomplete)`.
#[macro_export]
macro_rules! every_kind {
    ($value:expr, $enum:ident: $($kind:ident),+ $(,)?) => {
        match $value {
            $($enum::$kind { .. })|+ => {}
        }
    };
}

/// Gives a typed refusal its `Display` (the English sentence, for logs and the command line) and
/// makes it a `std::error::Error`, from its [`Say`] wording: one home for each sentence.
#[macro_export]
macro_rules! worded {
    ($($error:ty),+ $(,)?) => {
        $(
            impl ::std::fmt::Display for $error {
                fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                    f.write_str(&$crate::Say::say(self, $crate::Lang::En))
                }
            }

            impl ::std::error::Error for $error {}
        )+
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_label_and_its_value_follow_each_languages_typography() {
        assert_eq!(
            labelled(Lang::En, "Prize pool", "€12,000"),
            "Prize pool: €12,000"
        );
        assert_eq!(
            labelled(Lang::Fr, "Cagnotte", "12 000 €"),
            "Cagnotte\u{a0}: 12 000 €"
        );
    }
}
