//! Numbers as each language writes them, and as a TD types them.

use super::Lang;

/// 12500 -> `12,500` in English, `12 500` in French (a narrow no-break space, so an amount
/// never wraps across two lines).
pub fn group_digits(n: u64, lang: Lang) -> String {
    let separator = match lang {
        Lang::En => ',',
        Lang::Fr => '\u{202f}',
    };
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 * 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(ch);
    }
    out
}

/// A percentage written the English way (`12.5%`) as `lang` writes it: French puts a decimal
/// comma and a no-break space before the sign (`12,5 %`).
pub fn percent(english: &str, lang: Lang) -> String {
    match lang {
        Lang::En => english.to_string(),
        Lang::Fr => english.replace('.', ",").replace('%', "\u{a0}%"),
    }
}

/// An amount of money with the currency where the language puts it: a symbol before the
/// amount in English (`€12,000`), a code after it (`12,000 CHF`); always after it in French
/// (`12 000 €`). The one home of money's shape, for the windows, the printouts and the pages.
pub fn money(amount: u64, currency: Option<&str>, lang: Lang) -> String {
    let amount = group_digits(amount, lang);
    match currency.map(str::trim).filter(|c| !c.is_empty()) {
        None => amount,
        Some(code) if lang == Lang::Fr || code.chars().any(char::is_alphabetic) => {
            format!("{amount}\u{a0}{code}")
        }
        Some(symbol) => format!("{symbol}{amount}"),
    }
}

/// A place as players say it: `1st`, `22nd` in English, `1er`, `22e` in French.
pub fn ordinal(n: u32, lang: Lang) -> String {
    match lang {
        Lang::En => {
            let suffix = match (n % 10, n % 100) {
                (_, 11..=13) => "th",
                (1, _) => "st",
                (2, _) => "nd",
                (3, _) => "rd",
                _ => "th",
            };
            format!("{n}{suffix}")
        }
        Lang::Fr if n == 1 => "1er".to_string(),
        Lang::Fr => format!("{n}e"),
    }
}

/// An amount in an English sentence: `12,500`.
pub fn amount_en(n: u64) -> String {
    group_digits(n, Lang::En)
}

/// An amount in a French sentence: `12 500`.
pub fn amount_fr(n: u64) -> String {
    group_digits(n, Lang::Fr)
}

/// The marks people put between groups of three digits, in either language.
const GROUP_MARKS: [char; 7] = [',', '.', ' ', '\'', '_', '\u{a0}', '\u{202f}'];

/// A whole number as a TD types it: `12500`, `12,500`, `12 500`, `12.500` or `25k`. Marks must
/// split groups of three digits, so `1.5` or `1,5` is refused rather than read as 15.
pub fn parse_whole_number(text: &str) -> Option<u64> {
    let text = text.trim();
    let (digits, factor) = match text.strip_suffix(['k', 'K']) {
        Some(rest) => (rest.trim_end(), 1000),
        None => (text, 1),
    };
    let groups: Vec<&str> = digits.split(GROUP_MARKS).collect();
    let (first, rest) = groups.split_first()?;
    let well_grouped = (1..=3).contains(&first.len()) || rest.is_empty();
    if first.is_empty() || !well_grouped || rest.iter().any(|group| group.len() != 3) {
        return None;
    }
    let mut value: u64 = 0;
    for group in &groups {
        for ch in group.chars() {
            let digit = ch.to_digit(10)?;
            value = value.checked_mul(10)?.checked_add(u64::from(digit))?;
        }
    }
    value.checked_mul(factor)
}

/// A number with a fraction, in hundredths, as the TD's language writes it: `1.5` in English
/// and `1,5` in French are 150; grouped thousands follow the same language (`1,250.5` or
/// `1 250,5`). At most two decimals; anything else is refused rather than guessed.
pub fn parse_decimal(text: &str, lang: Lang) -> Option<u64> {
    let text = text.trim();
    let point = match lang {
        Lang::En => '.',
        Lang::Fr => ',',
    };
    let (whole, fraction) = match text.rsplit_once(point) {
        Some((whole, fraction)) => (whole, fraction),
        None => (text, ""),
    };
    if fraction.len() > 2 || !fraction.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    // The other language's decimal mark is not a group mark here: "1.5" in French is refused.
    let other = match lang {
        Lang::En => ',',
        Lang::Fr => '.',
    };
    if lang == Lang::Fr && whole.contains(other) {
        return None;
    }
    let whole = if whole.is_empty() && !fraction.is_empty() {
        0
    } else {
        parse_whole_number(whole).filter(|_| !whole.ends_with(['k', 'K']))?
    };
    let hundredths = match fraction.len() {
        0 => 0,
        1 => u64::from(fraction.as_bytes()[0] - b'0') * 10,
        _ => fraction.parse::<u64>().ok()?,
    };
    whole.checked_mul(100)?.checked_add(hundredths)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thousands_are_grouped_the_way_each_language_does() {
        assert_eq!(group_digits(0, Lang::En), "0");
        assert_eq!(group_digits(999, Lang::En), "999");
        assert_eq!(group_digits(12_500, Lang::En), "12,500");
        assert_eq!(group_digits(2_598_960, Lang::En), "2,598,960");
        assert_eq!(group_digits(12_500, Lang::Fr), "12\u{202f}500");
    }

    #[test]
    fn whole_numbers_are_read_as_typed_and_a_decimal_is_never_taken_for_thousands() {
        for (typed, value) in [
            ("12500", 12_500),
            ("12,500", 12_500),
            ("12 500", 12_500),
            ("12.500", 12_500),
            ("12\u{202f}500", 12_500),
            (" 25k ", 25_000),
            ("1,250,000", 1_250_000),
        ] {
            assert_eq!(parse_whole_number(typed), Some(value), "{typed}");
        }
        for typed in [
            "",
            "1,5",
            "1.5",
            "12,50",
            "abc",
            "-5",
            "1,2345",
            "99999999999999999999",
        ] {
            assert_eq!(parse_whole_number(typed), None, "{typed}");
        }
    }

    #[test]
    fn decimals_follow_the_language_of_the_reader() {
        assert_eq!(parse_decimal("1.5", Lang::En), Some(150));
        assert_eq!(parse_decimal("1,5", Lang::Fr), Some(150));
        assert_eq!(parse_decimal("1 250,25", Lang::Fr), Some(125_025));
        assert_eq!(parse_decimal("1,250.25", Lang::En), Some(125_025));
        assert_eq!(parse_decimal("7", Lang::Fr), Some(700));
        // "1,5" in English is neither a decimal nor a grouped thousand: refused, never 15.
        assert_eq!(parse_decimal("1,5", Lang::En), None);
        assert_eq!(parse_decimal("1.5", Lang::Fr), None);
        assert_eq!(parse_decimal("1.555", Lang::En), None);
    }

    #[test]
    fn money_puts_the_currency_where_the_language_does() {
        assert_eq!(money(12_000, Some("€"), Lang::En), "€12,000");
        assert_eq!(money(12_000, Some("CHF"), Lang::En), "12,000\u{a0}CHF");
        assert_eq!(money(500, None, Lang::En), "500");
        assert_eq!(money(12_000, Some("€"), Lang::Fr), "12\u{202f}000\u{a0}€");
        assert_eq!(money(12_000, Some(" "), Lang::Fr), "12\u{202f}000");
    }

    #[test]
    fn places_are_written_as_ordinals() {
        let en: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101]
            .into_iter()
            .map(|n| ordinal(n, Lang::En))
            .collect();
        assert_eq!(
            en,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"
            ]
        );
        assert_eq!(ordinal(1, Lang::Fr), "1er");
        assert_eq!(ordinal(2, Lang::Fr), "2e");
    }
}
