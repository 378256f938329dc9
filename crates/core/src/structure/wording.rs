//! A text the organiser writes in a structure: its description, a break's message. Written once
//! it shows in every language; written per language, as the word files are, each reader gets
//! theirs, and a language left out falls back to the other with no error.

use riffle_text::Lang;
use serde::{Deserialize, Serialize};

/// `"Dinner break"` for every language, or `(en: "Dinner break", fr: "Pause repas")`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Wording {
    /// One text, whatever the reader's language.
    One(String),
    /// A text per language; at least one should be given.
    PerLanguage(PerLanguage),
}

/// The texts of a [`Wording`] language by language.
#[serde_with::skip_serializing_none]
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PerLanguage {
    #[serde(default)]
    pub en: Option<String>,
    #[serde(default)]
    pub fr: Option<String>,
}

impl Wording {
    /// The text in `lang`, or in the other language when the organiser left `lang` out.
    pub fn get(&self, lang: Lang) -> &str {
        match self {
            Wording::One(text) => text,
            Wording::PerLanguage(texts) => {
                let (wanted, other) = match lang {
                    Lang::En => (&texts.en, &texts.fr),
                    Lang::Fr => (&texts.fr, &texts.en),
                };
                wanted.as_deref().or(other.as_deref()).unwrap_or_default()
            }
        }
    }
}

impl From<&str> for Wording {
    fn from(text: &str) -> Wording {
        Wording::One(text.to_string())
    }
}

impl From<String> for Wording {
    fn from(text: String) -> Wording {
        Wording::One(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_left_out_falls_back_to_the_other() {
        let both: Wording = ron::from_str(r#"(en: "Dinner break", fr: "Pause repas")"#).unwrap();
        assert_eq!(both.get(Lang::En), "Dinner break");
        assert_eq!(both.get(Lang::Fr), "Pause repas");
        let english: Wording = ron::from_str(r#"(en: "Dinner break")"#).unwrap();
        assert_eq!(english.get(Lang::Fr), "Dinner break");
        let french: Wording = ron::from_str(r#"(fr: "Pause repas")"#).unwrap();
        assert_eq!(french.get(Lang::En), "Pause repas");
        let one: Wording = ron::from_str(r#""Bar open""#).unwrap();
        assert_eq!(one.get(Lang::Fr), "Bar open");
    }

    #[test]
    fn a_structure_with_its_description_in_one_language_loads_with_no_warning() {
        let english =
            "en: \"A regular evening event: 20-minute levels, about 7 hours with 60 players.\", ";
        let text = super::super::DEFAULT_STRUCTURE_RON.replacen(english, "", 1);
        assert_ne!(
            text,
            super::super::DEFAULT_STRUCTURE_RON,
            "the description was found"
        );
        let loaded = super::super::load(&text, "french-only.ron").unwrap();
        assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
        let description = loaded.structure.description.unwrap();
        assert!(description.get(Lang::En).starts_with("Un tournoi du soir"));
    }
}
