//! Sentences kept as data. Each panel's words live in `assets/words/<language>/<panel>.ron`, one
//! file per language, so a translator edits one file with every sentence of a panel and no code;
//! a test checks that every language has every sentence with the same blanks.

use super::Lang;
use serde::de::{self, Deserialize, Deserializer};
use std::collections::HashMap;
use std::fmt::Display;

/// A sentence with named blanks, `{name}`, filled in when it is shown; `{{` and `}}` stand for
/// braces. Checked when read, so a blank left open is caught by the word files' test.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Template(String);

impl Template {
    /// The sentence with each blank replaced by the value of the same name. A blank with no
    /// value stays as written, so a mistake shows on screen instead of stopping the app.
    pub fn fill(&self, values: &[(&str, &dyn Display)]) -> String {
        let mut out = String::with_capacity(self.0.len() + 16);
        for piece in pieces(&self.0).into_iter().flatten() {
            match piece {
                Piece::Text(text) => out.push_str(text),
                Piece::Blank(name) => match values.iter().find(|(n, _)| *n == name) {
                    Some((_, value)) => out.push_str(&value.to_string()),
                    None => {
                        debug_assert!(false, "no value for {{{name}}} in {:?}", self.0);
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                },
            }
        }
        out
    }

    /// The names of the blanks, in order: both languages of a sentence must have the same.
    pub fn blanks(&self) -> Vec<&str> {
        pieces(&self.0)
            .into_iter()
            .flatten()
            .filter_map(|piece| match piece {
                Piece::Blank(name) => Some(name),
                Piece::Text(_) => None,
            })
            .collect()
    }
}

impl<'de> Deserialize<'de> for Template {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Template, D::Error> {
        let text = String::deserialize(deserializer)?;
        match pieces(&text) {
            Ok(_) => Ok(Template(text)),
            Err(problem) => Err(de::Error::custom(format!("{problem} in {text:?}"))),
        }
    }
}

/// A sentence that changes with a count. French puts 0 and 1 in the singular, English only 1.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Counted {
    pub one: Template,
    pub other: Template,
}

impl Counted {
    /// The form for `count` in `lang`; fill it like any [`Template`] (the count is usually one
    /// of its blanks).
    pub fn pick(&self, lang: Lang, count: u64) -> &Template {
        let singular = match lang {
            Lang::En => count == 1,
            Lang::Fr => count <= 1,
        };
        if singular { &self.one } else { &self.other }
    }
}

enum Piece<'a> {
    Text(&'a str),
    Blank(&'a str),
}

fn pieces(text: &str) -> Result<Vec<Piece<'_>>, &'static str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(['{', '}']) {
        let (before, from) = rest.split_at(at);
        if !before.is_empty() {
            out.push(Piece::Text(before));
        }
        if let Some(after) = from.strip_prefix("{{") {
            out.push(Piece::Text("{"));
            rest = after;
        } else if let Some(after) = from.strip_prefix("}}") {
            out.push(Piece::Text("}"));
            rest = after;
        } else if from.starts_with('}') {
            return Err("a `}` with no `{` before it (write `}}` for a brace)");
        } else {
            let end = from.find('}').ok_or("a blank `{` is never closed")?;
            let name = &from[1..end];
            if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                return Err("a blank's name is letters, digits and `_` only");
            }
            out.push(Piece::Blank(name));
            rest = &from[end + 1..];
        }
    }
    if !rest.is_empty() {
        out.push(Piece::Text(rest));
    }
    Ok(out)
}

/// A sentence of a word file: plain, or in a singular and a plural form.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(untagged)]
enum Sentence {
    Plain(Template),
    Counted(Counted),
}

/// One language's sentences by name, read from word files. The code names a sentence by a
/// literal key (`w.text("undo")`); a test reads the code and the files and checks that every key
/// used is in every language and every sentence is used, the way translation catalogues are
/// kept. A key missing at run time shows as itself rather than stopping the app.
#[derive(Debug)]
pub struct Words {
    pub lang: Lang,
    sentences: HashMap<String, Sentence>,
}

impl Words {
    /// The sentences of `files` (name, text) in `lang`. Word files are compiled in and read by a
    /// test, so a broken one or a key in two files stops the tests, never a TD's evening.
    pub fn read(lang: Lang, files: &[(&str, &str)]) -> Words {
        let mut sentences = HashMap::new();
        for (name, source) in files {
            let file: HashMap<String, Sentence> = ron::Options::default()
                .from_str(source)
                .unwrap_or_else(|error| panic!("assets/words/{name} is broken: {error}"));
            for (key, sentence) in file {
                if sentences.insert(key.clone(), sentence).is_some() {
                    panic!("assets/words/{name}: `{key}` is also in another word file");
                }
            }
        }
        Words { lang, sentences }
    }

    /// A sentence with no blanks.
    pub fn text<'a>(&'a self, key: &'a str) -> &'a str {
        match self.sentences.get(key) {
            Some(Sentence::Plain(template)) => &template.0,
            _ => key,
        }
    }

    /// "Label: value" in this language's typography.
    pub fn labelled(&self, label: &str, value: &str) -> String {
        super::labelled(self.lang, label, value)
    }

    /// A sentence with its blanks filled (see [`fill!`](crate::fill)).
    pub fn fill(&self, key: &str, values: &[(&str, &dyn Display)]) -> String {
        match self.sentences.get(key) {
            Some(Sentence::Plain(template)) => template.fill(values),
            _ => key.to_string(),
        }
    }

    /// A sentence in the form `count` takes in this language, its blanks filled.
    pub fn count(&self, key: &str, count: u64, values: &[(&str, &dyn Display)]) -> String {
        match self.sentences.get(key) {
            Some(Sentence::Counted(counted)) => counted.pick(self.lang, count).fill(values),
            _ => key.to_string(),
        }
    }
}

/// Fills a sentence from local names or `name = value` pairs:
/// `fill!(w, "registered", name, table = seat.table)`; with a count, the sentence's singular or
/// plural form: `fill!(w, "draw_seats" / left, n = left)`.
#[macro_export]
macro_rules! fill {
    (@value $name:ident = $value:expr) => { $value };
    (@value $name:ident) => { $name };
    (@values $($name:ident $(= $value:expr)?),*) => {
        &[$((
            stringify!($name),
            &$crate::fill!(@value $name $(= $value)?) as &dyn ::std::fmt::Display,
        )),*]
    };
    ($words:expr, $key:literal / $count:expr $(, $name:ident $(= $value:expr)?)* $(,)?) => {
        $words.count($key, $count as u64, $crate::fill!(@values $($name $(= $value)?),*))
    };
    ($words:expr, $key:literal $(, $name:ident $(= $value:expr)?)* $(,)?) => {
        $words.fill($key, $crate::fill!(@values $($name $(= $value)?),*))
    };
    ($template:expr $(, $name:ident $(= $value:expr)?)* $(,)?) => {
        $template.fill($crate::fill!(@values $($name $(= $value)?),*))
    };
}

/// The word for a kind of an enum without data, found by the kind's name: how the core's short
/// lists (the parts of a structure file, a damaged clock) are worded. A kind the file lacks shows
/// as its name, and [`termed!`](crate::termed)'s test checks that none does.
pub fn term<K: std::fmt::Debug>(
    words: &std::collections::BTreeMap<String, String>,
    kind: &K,
) -> String {
    let name = format!("{kind:?}");
    words.get(&name).cloned().unwrap_or(name)
}

/// Declares a short list of kinds without data together with where its words are, so the list
/// is written once: the enum, its `ALL` kinds, its [`Say`](crate::Say) by the kind's name
/// from a word table, and a test that every kind has its words in both languages.
///
/// `termed!(pub enum Place { Structure, Level } worded by |lang| &words(lang).places, checked by
/// every_place_is_worded);`
#[macro_export]
macro_rules! termed {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident { $($(#[$kind_meta:meta])* $kind:ident),+ $(,)? }
        worded by |$lang:ident| $table:expr, checked by $test:ident
    ) => {
        $(#[$meta])*
        $vis enum $name { $($(#[$kind_meta])* $kind),+ }

        impl $name {
            /// Every kind, in the order declared.
            pub const ALL: &'static [$name] = &[$($name::$kind),+];
        }

        impl $crate::Say for $name {
            fn say(&self, $lang: $crate::Lang) -> String {
                $crate::term($table, self)
            }
        }

        #[cfg(test)]
        #[test]
        fn $test() {
            for kind in $name::ALL {
                for lang in [$crate::Lang::En, $crate::Lang::Fr] {
                    let said = $crate::Say::say(kind, lang);
                    assert_ne!(said, format!("{kind:?}"), "{kind:?} has no words in {lang:?}");
                }
            }
        }
    };
}

/// Reads a word file compiled into the program into a typed struct.
pub fn read_words<T: serde::de::DeserializeOwned>(file: &str, source: &str) -> T {
    ron::Options::default()
        .from_str(source)
        .unwrap_or_else(|error| panic!("assets/words/{file} is broken: {error}"))
}

/// Declares `fn words(lang) -> &'static Words`: the sentences, by key, of
/// `assets/words/en/<file>` and `assets/words/fr/<file>`, read once. How a layer words its typed
/// refusals (`fill!(w, "NoSuchTable", number)`) without a sentence in the code; the word files'
/// test checks the keys the declaring file names against the file. The binary, whose manifest
/// sits beside `assets/`, writes `sentence_file!(fn words = "cli.ron" at the workspace root)`.
#[macro_export]
macro_rules! sentence_file {
    (@read $lang:ident $dir:literal $file:literal) => {
        $crate::Words::read(
            $crate::Lang::$lang,
            &[(
                concat!($dir, "/", $file),
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/words/", $dir, "/", $file)),
            )],
        )
    };
    (@read_root $lang:ident $dir:literal $file:literal) => {
        $crate::Words::read(
            $crate::Lang::$lang,
            &[(
                concat!($dir, "/", $file),
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/words/", $dir, "/", $file)),
            )],
        )
    };
    ($vis:vis fn $name:ident = $file:literal at the workspace root) => {
        /// These sentences in `lang`, read once from their word files.
        $vis fn $name(lang: $crate::Lang) -> &'static $crate::Words {
            static EN: ::std::sync::LazyLock<$crate::Words> =
                ::std::sync::LazyLock::new(|| $crate::sentence_file!(@read_root En "en" $file));
            static FR: ::std::sync::LazyLock<$crate::Words> =
                ::std::sync::LazyLock::new(|| $crate::sentence_file!(@read_root Fr "fr" $file));
            match lang {
                $crate::Lang::En => &EN,
                $crate::Lang::Fr => &FR,
            }
        }
    };
    ($vis:vis fn $name:ident = $file:literal) => {
        /// These sentences in `lang`, read once from their word files.
        $vis fn $name(lang: $crate::Lang) -> &'static $crate::Words {
            static EN: ::std::sync::LazyLock<$crate::Words> =
                ::std::sync::LazyLock::new(|| $crate::sentence_file!(@read En "en" $file));
            static FR: ::std::sync::LazyLock<$crate::Words> =
                ::std::sync::LazyLock::new(|| $crate::sentence_file!(@read Fr "fr" $file));
            match lang {
                $crate::Lang::En => &EN,
                $crate::Lang::Fr => &FR,
            }
        }
    };
}

/// Declares `fn words(lang) -> &'static Words` for a panel, reading
/// `assets/words/en/<file>` and `assets/words/fr/<file>` once, and a test that both files read.
#[macro_export]
macro_rules! word_files {
    ($vis:vis $words:ty = $file:literal) => {
        /// This panel's words in `lang`, read once from its word files.
        $vis fn words(lang: $crate::Lang) -> &'static $words {
            static EN: ::std::sync::LazyLock<$words> = ::std::sync::LazyLock::new(|| {
                $crate::read_words(
                    concat!("en/", $file),
                    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/words/en/", $file)),
                )
            });
            static FR: ::std::sync::LazyLock<$words> = ::std::sync::LazyLock::new(|| {
                $crate::read_words(
                    concat!("fr/", $file),
                    include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/words/fr/", $file)),
                )
            });
            match lang {
                $crate::Lang::En => &EN,
                $crate::Lang::Fr => &FR,
            }
        }

        #[cfg(test)]
        #[test]
        fn word_files_read_in_both_languages() {
            words($crate::Lang::En);
            words($crate::Lang::Fr);
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    fn template(text: &str) -> Result<Template, ron::error::SpannedError> {
        ron::from_str(&format!("{text:?}"))
    }

    #[test]
    fn blanks_are_filled_by_name_in_any_order() {
        let t = template("{name}: table {table}, seat {seat}").unwrap();
        let (name, table, seat) = ("Zoé", 3u32, 7u8);
        let values: &[(&str, &dyn Display)] =
            &[("seat", &seat), ("name", &name), ("table", &table)];
        assert_eq!(t.fill(values), "Zoé: table 3, seat 7");
        assert_eq!(t.blanks(), ["name", "table", "seat"]);
    }

    #[test]
    fn doubled_braces_are_braces() {
        let t = template("{{not a blank}} {n}").unwrap();
        assert_eq!(t.fill(&[("n", &2)]), "{not a blank} 2");
        assert_eq!(t.blanks(), ["n"]);
    }

    #[test]
    fn a_broken_blank_is_refused_when_read() {
        for bad in ["{name", "name}", "{}", "{two words}"] {
            assert!(template(bad).is_err(), "{bad}");
        }
    }

    fn words(lang: Lang) -> Words {
        let file = r#"{
            "seated": "{name}: table {table}, seat {seat}",
            "draw": (one: "{n} player", other: "{n} players"),
        }"#;
        Words::read(lang, &[("en/test.ron", file)])
    }

    #[test]
    fn sentences_are_found_by_key_and_filled() {
        let w = words(Lang::En);
        let (name, table) = ("Zoé", 3);
        assert_eq!(
            crate::fill!(w, "seated", name, table, seat = 7),
            "Zoé: table 3, seat 7"
        );
        assert_eq!(crate::fill!(w, "draw" / 1, n = 1), "1 player");
        assert_eq!(crate::fill!(w, "draw" / 0, n = 0), "0 players");
    }

    #[test]
    fn french_counts_zero_as_singular() {
        let counted: Counted =
            ron::from_str(r#"(one: "{n} joueur", other: "{n} joueurs")"#).unwrap();
        assert_eq!(counted.pick(Lang::Fr, 0).fill(&[("n", &0)]), "0 joueur");
        assert_eq!(counted.pick(Lang::Fr, 2).fill(&[("n", &2)]), "2 joueurs");
        assert_eq!(counted.pick(Lang::En, 0).fill(&[("n", &0)]), "0 joueurs");
        assert_eq!(counted.pick(Lang::En, 1).fill(&[("n", &1)]), "1 joueur");
    }

    #[test]
    fn a_missing_key_shows_as_itself() {
        let w = words(Lang::En);
        assert_eq!(w.text("nowhere"), "nowhere");
        assert_eq!(w.fill("draw", &[]), "draw");
    }
}
