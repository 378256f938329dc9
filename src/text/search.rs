//! Name search: what the TD types against what was registered, with case, accents and
//! punctuation ignored, so `zoe` finds `Zoé` and `lefevre` finds `Lefèvre`.

/// Lower case with accents and ligatures spelled in plain letters, and everything that is not a
/// letter or digit turned into a space: the form in which searches compare words.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars().flat_map(char::to_lowercase) {
        match ch {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => out.push('a'),
            'ç' | 'ć' | 'č' => out.push('c'),
            'ď' | 'đ' => out.push('d'),
            'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => out.push('e'),
            'ğ' => out.push('g'),
            'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' | 'ı' => out.push('i'),
            'ł' | 'ľ' => out.push('l'),
            'ñ' | 'ń' | 'ň' => out.push('n'),
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => out.push('o'),
            'ř' => out.push('r'),
            'ś' | 'š' | 'ş' | 'ș' => out.push('s'),
            'ť' | 'ţ' | 'ț' => out.push('t'),
            'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' | 'ų' => out.push('u'),
            'ý' | 'ÿ' => out.push('y'),
            'ź' | 'ż' | 'ž' => out.push('z'),
            'æ' => out.push_str("ae"),
            'œ' => out.push_str("oe"),
            'ß' => out.push_str("ss"),
            c if c.is_alphanumeric() => out.push(c),
            _ => out.push(' '),
        }
    }
    out
}

/// Whether every word of a folded query starts a word of a folded text: `jean du` finds
/// `Jean-Pierre Dupont`, and the order of the words typed does not matter.
pub fn matches_words(query: &str, text: &str) -> bool {
    query
        .split_whitespace()
        .all(|term| text.split_whitespace().any(|word| word.starts_with(term)))
}

/// A name folded once, to be searched many times (a list of 10,000 players is searched at every
/// key stroke).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Folded(String);

impl Folded {
    pub fn new(text: &str) -> Folded {
        Folded(fold(text))
    }

    /// Whether this name is found by `query` (folded with [`fold`]).
    pub fn is_found_by(&self, query: &str) -> bool {
        matches_words(query, &self.0)
    }

    /// Whether the name itself starts with the whole query: such names are listed first.
    pub fn starts_with(&self, query: &str) -> bool {
        let query = query.split_whitespace().collect::<Vec<_>>().join(" ");
        self.0
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .starts_with(&query)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_accents_and_ligatures_are_ignored() {
        assert_eq!(fold("Zoé"), "zoe");
        assert_eq!(fold("ÉLODIE Lefèvre"), "elodie lefevre");
        assert_eq!(fold("Œdipe Straße"), "oedipe strasse");
        assert_eq!(fold("Nuñez"), "nunez");
        assert_eq!(fold("carte brûlée"), "carte brulee");
    }

    #[test]
    fn every_word_typed_starts_a_word_of_the_name() {
        let name = Folded::new("Jean-Pierre Dupont");
        assert!(name.is_found_by(&fold("jean du")));
        assert!(name.is_found_by(&fold("DUPONT pierre")));
        assert!(name.is_found_by(""));
        assert!(!name.is_found_by(&fold("pont")));
        assert!(name.starts_with(&fold("jean pi")));
        assert!(!name.starts_with(&fold("dupont")));
    }
}
