//! A ruling's sentences kept as facts: which family's word file holds the sentence, its key,
//! and the amounts, seats and other sentences its blanks take. The words are read, and the
//! numbers grouped, in the reader's language only when the ruling is shown, so a ruling is
//! written once and a French TD reads the same ruling as an English one.
//!
//! A ruling saved by an older version holds its two sentences as they were written; it reads
//! them as they are ([`Said::Written`]).

use super::Seat;
use riffle_core::Chips;
use riffle_core::betting::rulings::Ruled;
use riffle_text::{Lang, Say, Text, group_digits};
use serde::{Deserialize, Serialize};
use std::fmt::Display;

/// The dispute families, each with its word file (`assets/words/<lang>/dispute_<family>.ron`),
/// which the family's module declares and the catalogue's module finds ([`Family::words`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Family {
    Action,
    Board,
    Button,
    Chips,
    Conduct,
    Dealing,
    Headlines,
    Pots,
    Refusals,
    Showdown,
    TableTalk,
    Tables,
    Time,
}

/// One sentence of a family's word file, by its key, with the facts that fill its blanks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sentence {
    pub family: Family,
    pub key: String,
    /// Each blank's name and the fact it shows.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub blanks: Vec<(String, Blank)>,
}

impl Say for Sentence {
    fn say(&self, lang: Lang) -> String {
        let shown: Vec<(&str, String)> = self
            .blanks
            .iter()
            .map(|(name, blank)| (name.as_str(), blank.say(lang)))
            .collect();
        let values: Vec<(&str, &dyn Display)> = shown
            .iter()
            .map(|(name, value)| (*name, value as &dyn Display))
            .collect();
        self.family.words(lang).fill(&self.key, &values)
    }
}

/// How a list of seats or sentences is joined before its last item.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Join {
    /// "S3, S5 and S6".
    And,
    /// "S3, S5 then S6", an order.
    Then,
    /// "call 400 or fold", a player's options.
    Or,
    /// "table 1 S3: 5th; table 2 S7: 6th", items that hold commas themselves.
    Separated,
    /// Sentences one after the other, each bringing its own spacing.
    Run,
}

/// What a blank of a ruling's sentence shows, formatted in the reader's language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Blank {
    /// An amount or a count: `12,500` in English, `12 500` in French.
    Number(u64),
    /// Seats as players say them: "S3, S5 and S6".
    Seats(Vec<Seat>, Join),
    /// Numbers joined: the tables a player may come from, "1 or 2".
    Numbers(Vec<u64>, Join),
    /// Amounts added up: "1,000 + 600".
    Amounts(Vec<Chips>),
    /// A time of day, as the clock shows it: "20:15:00".
    Time(chrono::NaiveTime),
    /// Nothing: a part of the sentence left out.
    Empty,
    /// Each seat's share of a pot: "S2 350, S3 325".
    Shares(Vec<(Seat, Chips)>),
    /// Another sentence: the ruling this one builds on, or the hand engine's words.
    Said(Box<Said>),
    /// Several sentences joined: the options a player chooses from.
    List(Vec<Said>, Join),
    /// The action the hand engine ruled, alone, as a clause inside a sentence: "call 400".
    Action(Ruled),
}

impl Blank {
    /// Seats joined by "and".
    pub fn seats(seats: &[Seat]) -> Blank {
        Blank::Seats(seats.to_vec(), Join::And)
    }

    /// Seats in the order given: "S3, S5 then S6".
    pub fn order(seats: &[Seat]) -> Blank {
        Blank::Seats(seats.to_vec(), Join::Then)
    }
}

impl Say for Blank {
    fn say(&self, lang: Lang) -> String {
        match self {
            Blank::Number(n) => group_digits(*n, lang),
            Blank::Seats(seats, join) => {
                let names: Vec<String> = seats
                    .iter()
                    .map(|seat| riffle_text::fill!(sentences(lang), "seat", seat))
                    .collect();
                joined(names, *join, lang)
            }
            Blank::Shares(shares) => {
                let parts: Vec<String> = shares
                    .iter()
                    .map(|(seat, share)| {
                        let amount = group_digits(*share, lang);
                        riffle_text::fill!(sentences(lang), "share", seat, amount)
                    })
                    .collect();
                parts.join(", ")
            }
            Blank::Numbers(numbers, join) => joined(
                numbers.iter().map(|n| group_digits(*n, lang)).collect(),
                *join,
                lang,
            ),
            Blank::Amounts(amounts) => {
                let parts: Vec<String> = amounts.iter().map(|n| group_digits(*n, lang)).collect();
                parts.join(" + ")
            }
            Blank::Time(time) => time.format("%H:%M:%S").to_string(),
            Blank::Empty => String::new(),
            Blank::Said(said) => said.say(lang),
            Blank::List(items, join) => {
                joined(items.iter().map(|s| s.say(lang)).collect(), *join, lang)
            }
            Blank::Action(ruled) => ruled.describe_action().get(lang).to_lowercase(),
        }
    }
}

/// "a, b and c" with the word `join` takes in `lang`.
fn joined(items: Vec<String>, join: Join, lang: Lang) -> String {
    let w = sentences(lang);
    let word = match join {
        Join::And => w.text("and"),
        Join::Then => w.text("then"),
        Join::Or => w.text("or"),
        Join::Separated => return items.join(w.text("separator")),
        Join::Run => return items.concat(),
    };
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {word} {last}", rest.join(", ")),
    }
}

impl From<u64> for Blank {
    fn from(n: u64) -> Blank {
        Blank::Number(n)
    }
}

impl From<u32> for Blank {
    fn from(n: u32) -> Blank {
        Blank::Number(n.into())
    }
}

impl From<u8> for Blank {
    fn from(n: u8) -> Blank {
        Blank::Number(n.into())
    }
}

impl From<usize> for Blank {
    fn from(n: usize) -> Blank {
        Blank::Number(n as u64)
    }
}

impl<N: Copy + Into<Blank>> From<&N> for Blank {
    fn from(n: &N) -> Blank {
        (*n).into()
    }
}

impl From<Said> for Blank {
    fn from(said: Said) -> Blank {
        Blank::Said(Box::new(said))
    }
}

impl From<Text> for Blank {
    fn from(text: Text) -> Blank {
        Blank::Said(Box::new(Said::Written(text)))
    }
}

/// Words of a ruling: a catalogue sentence from its facts, or words written elsewhere.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "StoredSaid")]
pub enum Said {
    /// A sentence of the catalogue's word files with the facts of its blanks.
    Facts(Sentence),
    /// The outcome the hand engine ruled, with the chips that move: "Call 600, 400 goes back".
    Outcome(Ruled),
    /// Words already written in both languages: the hand engine's ruled action and reason, or
    /// a ruling saved by a version that stored its sentences, read as they were.
    Written(Text),
}

impl Said {
    /// The words in `lang`.
    pub fn get(&self, lang: Lang) -> String {
        self.say(lang)
    }
}

impl Say for Said {
    fn say(&self, lang: Lang) -> String {
        match self {
            Said::Facts(sentence) => sentence.say(lang),
            Said::Outcome(ruled) => ruled.describe().get(lang).to_string(),
            Said::Written(text) => text.get(lang).to_string(),
        }
    }
}

impl From<Text> for Said {
    fn from(text: Text) -> Said {
        Said::Written(text)
    }
}

/// Words as a saved tournament holds them: tagged as now, or, from a version that wrote
/// rulings in both languages, the two sentences.
#[derive(Deserialize)]
#[serde(untagged)]
enum StoredSaid {
    Now(TaggedSaid),
    Sentences(Text),
}

#[derive(Deserialize)]
enum TaggedSaid {
    Facts(Sentence),
    Outcome(Ruled),
    Written(Text),
}

impl From<StoredSaid> for Said {
    fn from(stored: StoredSaid) -> Said {
        match stored {
            StoredSaid::Now(TaggedSaid::Facts(sentence)) => Said::Facts(sentence),
            StoredSaid::Now(TaggedSaid::Outcome(ruled)) => Said::Outcome(ruled),
            StoredSaid::Now(TaggedSaid::Written(text)) | StoredSaid::Sentences(text) => {
                Said::Written(text)
            }
        }
    }
}

/// A sentence of the calling family's word file from its key (a literal) and its blanks, each
/// a local name or `name = value`, as `fill!` takes them. The family is the
/// `FAMILY` of the module that names it, whose `sentences` file holds the key; the word files'
/// test checks the key and that the blanks named are the sentence's.
macro_rules! said {
    (@value $name:ident = $value:expr) => { $value };
    (@value $name:ident) => { $name };
    ($key:literal $(, $name:ident $(= $value:expr)?)* $(,)?) => {
        $crate::disputes::said::Said::Facts($crate::disputes::said::Sentence {
            family: FAMILY,
            key: $key.to_string(),
            blanks: vec![$((
                stringify!($name).to_string(),
                $crate::disputes::said::Blank::from(said!(@value $name $(= $value)?)),
            )),*],
        })
    };
}
pub(crate) use said;

riffle_text::sentence_file!(fn sentences = "dispute_blanks.ron");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_and_seats_are_written_as_the_reader_writes_them() {
        let pot = Blank::Number(12_500);
        assert_eq!(pot.say(Lang::En), "12,500");
        assert_eq!(pot.say(Lang::Fr), "12\u{202f}500");
        let seats = Blank::seats(&[3, 5, 6]);
        assert_eq!(seats.say(Lang::En), "S3, S5 and S6");
        assert_eq!(seats.say(Lang::Fr), "S3, S5 et S6");
        assert_eq!(Blank::order(&[2, 4]).say(Lang::Fr), "S2 puis S4");
        assert_eq!(Blank::seats(&[3]).say(Lang::En), "S3");
        let shares = Blank::Shares(vec![(2, 1_350), (3, 325)]);
        assert_eq!(shares.say(Lang::Fr), "S2 1\u{202f}350, S3 325");
    }

    #[test]
    fn a_ruling_stored_in_two_sentences_reads_them_as_they_are() {
        let old: Said = serde_json::from_str(r#"{"en":"Misdeal.","fr":"Maldonne."}"#).unwrap();
        assert_eq!(old.get(Lang::Fr), "Maldonne.");
        let now = Said::Facts(Sentence {
            family: Family::Headlines,
            key: "misdeal".into(),
            blanks: vec![("n".into(), Blank::Number(3))],
        });
        let saved = serde_json::to_string(&now).unwrap();
        assert_eq!(serde_json::from_str::<Said>(&saved).unwrap(), now);
    }
}
