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

/// The form in which two names are one player's: folded, words joined by one space, so
/// `Zoé  Lefèvre`, `zoe lefevre` and `ZOÉ LEFÈVRE` are the same name and `Zoé` is not `Zoey`.
/// The player database links a registration to a player by this key.
pub fn name_key(name: &str) -> String {
    fold(name).split_whitespace().collect::<Vec<_>>().join(" ")
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
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
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

/// What the TD typed in a players' search box, read once: a table and seat as the floor says
/// it (`12-4`, also `12/4` or `12.4`), a number (an entry number, or a table), or words of a
/// name. A search box that finds anyone by any of these needs no second field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lookup {
    /// Everything: the box is empty.
    All,
    Seat {
        table: u32,
        seat: u32,
    },
    /// An entry number (counted from 1, `#12` as well) or a table.
    Number(u32),
    /// Words of a name, folded with [`fold`].
    Name(String),
}

impl Lookup {
    pub fn read(query: &str) -> Lookup {
        let trimmed = query.trim();
        if trimmed.is_empty() {
            return Lookup::All;
        }
        let bare = trimmed.trim_start_matches('#').trim();
        if let Some((table, seat)) = bare.split_once(['-', '/', '.'])
            && let (Ok(table), Ok(seat)) = (table.trim().parse(), seat.trim().parse())
        {
            return Lookup::Seat { table, seat };
        }
        match bare.parse() {
            Ok(number) => Lookup::Number(number),
            Err(_) => Lookup::Name(fold(trimmed)),
        }
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

    #[test]
    fn a_table_and_seat_a_number_or_a_name() {
        assert_eq!(Lookup::read("12-4"), Lookup::Seat { table: 12, seat: 4 });
        assert_eq!(
            Lookup::read(" 12 / 4 "),
            Lookup::Seat { table: 12, seat: 4 }
        );
        assert_eq!(Lookup::read("3.9"), Lookup::Seat { table: 3, seat: 9 });
        assert_eq!(Lookup::read("#27"), Lookup::Number(27));
        assert_eq!(Lookup::read("27"), Lookup::Number(27));
        assert_eq!(Lookup::read("Zoé"), Lookup::Name("zoe".into()));
        assert_eq!(Lookup::read("12-x"), Lookup::Name("12 x".into()));
        assert_eq!(Lookup::read("  "), Lookup::All);
    }
}
