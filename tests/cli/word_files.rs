//! The word files under `assets/words/`: every language has every file, every sentence, and the
//! same blanks in each sentence, so a French TD never meets a missing or half-filled sentence.

use riffle_text::Template;
use ron::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const LANGUAGES: [&str; 2] = ["en", "fr"];

fn words_dir(lang: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/words")
        .join(lang)
}

fn files(lang: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(words_dir(lang))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Every sentence of a file by its path (`field`, `field.one`, `list[2]`), with its blanks.
fn sentences(lang: &str, file: &str) -> BTreeMap<String, Vec<String>> {
    let text = std::fs::read_to_string(words_dir(lang).join(file)).unwrap();
    let value: Value = ron::from_str(&text).unwrap_or_else(|e| panic!("{lang}/{file}: {e}"));
    let mut out = BTreeMap::new();
    walk(&value, String::new(), &mut out, &format!("{lang}/{file}"));
    out
}

fn walk(value: &Value, path: String, out: &mut BTreeMap<String, Vec<String>>, file: &str) {
    match value {
        Value::String(text) => {
            let template: Template = ron::from_str(&format!("{text:?}"))
                .unwrap_or_else(|e| panic!("{file} {path}: {e}"));
            let mut blanks: Vec<String> = template.blanks().iter().map(|b| b.to_string()).collect();
            blanks.sort();
            out.insert(path, blanks);
        }
        Value::Map(map) => {
            for (key, inner) in map.iter() {
                let key = match key {
                    Value::String(name) => name.clone(),
                    other => format!("{other:?}"),
                };
                let path = if path.is_empty() {
                    key
                } else {
                    format!("{path}.{key}")
                };
                walk(inner, path, out, file);
            }
        }
        Value::Seq(items) => {
            for (at, inner) in items.iter().enumerate() {
                walk(inner, format!("{path}[{at}]"), out, file);
            }
        }
        Value::Option(Some(inner)) => walk(inner, path, out, file),
        _ => {}
    }
}

#[test]
fn every_language_has_the_same_word_files() {
    let english = files("en");
    assert!(!english.is_empty());
    for lang in LANGUAGES {
        assert_eq!(files(lang), english, "assets/words/{lang}");
    }
}

#[test]
fn every_sentence_is_in_every_language_with_the_same_blanks() {
    for file in files("en") {
        let english = sentences("en", &file);
        for lang in LANGUAGES {
            let other = sentences(lang, &file);
            let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
            let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
            assert!(missing.is_empty(), "{lang}/{file} lacks {missing:?}");
            assert!(extra.is_empty(), "{lang}/{file} has unknown {extra:?}");
            for (path, blanks) in &english {
                assert_eq!(&other[path], blanks, "{lang}/{file} {path}: blanks differ");
            }
        }
    }
}

#[test]
fn french_sentences_put_a_no_break_space_before_double_punctuation() {
    for file in files("fr") {
        let text = std::fs::read_to_string(words_dir("fr").join(&file)).unwrap();
        for (number, line) in text.lines().enumerate() {
            for bad in [" :", " ;", " ?", " !"] {
                assert!(
                    !line.contains(bad),
                    "fr/{file}:{}: a plain space before `{}`; French puts a no-break space \
                     (U+00A0) there",
                    number + 1,
                    bad.trim()
                );
            }
        }
    }
}

/// Every string of a word file, keys and comments left out.
fn values(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::String(text) => out.push(text.clone()),
        Value::Map(map) => map.iter().for_each(|(_, inner)| values(inner, out)),
        Value::Seq(items) => items.iter().for_each(|inner| values(inner, out)),
        Value::Option(Some(inner)) => values(inner, out),
        _ => {}
    }
}

/// Where a French sentence lacks the no-break space before `:`, `;`, `?` or `!`. A colon
/// against a word or a digit is a file's syntax (`best: 3`, `postgres://`, `20:00`), not
/// punctuation.
fn french_typography_faults(text: &str) -> Vec<char> {
    let chars: Vec<char> = text.chars().collect();
    let mut faults = Vec::new();
    for (at, &c) in chars.iter().enumerate() {
        if !matches!(c, ':' | ';' | '?' | '!') {
            continue;
        }
        let before = at.checked_sub(1).map(|b| chars[b]);
        let after = chars.get(at + 1).copied();
        let spaced = matches!(before, Some('\u{a0}' | '\u{202f}'));
        let time =
            before.is_some_and(|b| b.is_ascii_digit()) && after.is_some_and(|a| a.is_ascii_digit());
        let code = c == ':' && before.is_some_and(|b| b.is_ascii_alphanumeric() || b == '_');
        if !(spaced || time || code || before.is_none()) {
            faults.push(c);
        }
    }
    faults
}

#[test]
fn every_french_sentence_puts_a_no_break_space_before_double_punctuation() {
    let mut faults = Vec::new();
    for file in files("fr") {
        let text = std::fs::read_to_string(words_dir("fr").join(&file)).unwrap();
        let value: Value = ron::from_str(&text).unwrap();
        let mut all = Vec::new();
        values(&value, &mut all);
        for sentence in all {
            if !french_typography_faults(&sentence).is_empty() {
                faults.push(format!("fr/{file}: {sentence:?}"));
            }
        }
    }
    assert!(
        faults.is_empty(),
        "French puts a no-break space (U+00A0) before : ; ? and !:\n{}",
        faults.join("\n")
    );
}

#[test]
fn the_typography_check_sees_a_missing_no_break_space() {
    assert_eq!(
        french_typography_faults("la table est pleine ; choisissez-en une autre"),
        [';']
    );
    assert_eq!(french_typography_faults("pourquoi?"), ['?']);
    assert!(french_typography_faults("pause à 20:00\u{a0}: 15 minutes").is_empty());
    assert!(french_typography_faults("voir https://example.org").is_empty());
    assert!(french_typography_faults("écrivez `best: 3`").is_empty());
}

/// The word files the windows read, as listed in crates/ui/src/i18n.rs.
fn window_files() -> Vec<String> {
    let source = read("crates/ui/src/i18n.rs");
    let list = &source[source.find("macro_rules! window_word_files").unwrap()..];
    let list = &list[..list.find("};").unwrap()];
    list.split('"')
        .filter(|piece| piece.ends_with(".ron"))
        .map(str::to_string)
        .collect()
}

fn read(path: &str) -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
}

/// The `src` folder of every crate of the workspace, the binary's included.
fn source_folders() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut folders = vec![root.join("src")];
    for entry in std::fs::read_dir(root.join("crates")).unwrap() {
        folders.push(entry.unwrap().path().join("src"));
    }
    folders
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The keys a piece of code names: `.text("key")`, `.fill("key"`, `.count("key"`,
/// `fill!(words, "key"` and a ruling's `said!("key"`.
fn keys_named(source: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for opening in [".text(\"", ".fill(\"", ".count(\""] {
        for (at, _) in source.match_indices(opening) {
            keys.push(word_at(&source[at + opening.len()..]));
        }
    }
    for (key, _) in sentences_said(source) {
        keys.push(key);
    }
    for (at, _) in source.match_indices("fill!(") {
        let rest = source[at + "fill!(".len()..].trim_start();
        if let Some(end) = first_argument_end(rest)
            && let Some(key) = rest[end..].trim_start().strip_prefix(',')
            && let Some(key) = key.trim_start().strip_prefix('"')
        {
            keys.push(word_at(key));
        }
    }
    keys
}

/// Where the words of `fill!(words(lang), "key", …)` end: a name, a field or a call, before the
/// first comma outside brackets.
fn first_argument_end(text: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (at, c) in text.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.checked_sub(1)?,
            ',' if depth == 0 => return Some(at),
            '"' => return None,
            _ => {}
        }
    }
    None
}

fn word_at(text: &str) -> String {
    text.chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

#[test]
fn the_windows_name_only_sentences_that_exist_and_use_every_one() {
    let mut known = BTreeMap::new();
    for file in window_files() {
        let keys: BTreeSet<String> = sentences("en", &file)
            .into_keys()
            .map(|k| k.split('.').next().unwrap().to_string())
            .collect();
        for key in keys {
            if let Some(other) = known.insert(key.clone(), file.clone()) {
                panic!("`{key}` is in both {other} and {file}: the windows read them as one");
            }
        }
    }
    let mut code = Vec::new();
    rust_files(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("crates/ui/src"),
        &mut code,
    );
    let mut used = BTreeSet::new();
    for path in code {
        for key in keys_named(&std::fs::read_to_string(&path).unwrap()) {
            assert!(
                known.contains_key(&key),
                "{}: `{key}` is in no word file the windows read",
                path.display()
            );
            used.insert(key);
        }
    }
    let unused: Vec<_> = known.keys().filter(|k| !used.contains(*k)).collect();
    assert!(unused.is_empty(), "sentences no code names: {unused:?}");
}

#[test]
fn the_windows_read_every_word_file_but_the_core_ones() {
    let mut listed = window_files();
    listed.sort();
    let core: BTreeSet<String> = core_files().into_iter().map(|(file, _)| file).collect();
    let mut on_disk: Vec<String> = files("en")
        .into_iter()
        .filter(|f| !core.contains(f))
        .collect();
    on_disk.sort();
    assert_eq!(listed, on_disk);
}

/// The word files the layers under the windows read (rulings, structure checks, the clock, the
/// tournament's refusals, the venue server), each with the source file that declares it.
fn core_files() -> Vec<(String, PathBuf)> {
    let mut code = Vec::new();
    for folder in source_folders() {
        rust_files(&folder, &mut code);
    }
    let mut out = Vec::new();
    for path in code {
        let source = std::fs::read_to_string(&path).unwrap();
        for opening in ["word_files!(", "sentence_file!("] {
            for (at, _) in source.match_indices(opening) {
                let rest = &source[at..];
                let line = &rest[..rest.find('\n').unwrap()];
                if let Some(file) = line.split('"').find(|piece| piece.ends_with(".ron")) {
                    out.push((file.to_string(), path.clone()));
                }
            }
        }
    }
    out
}

/// Each `said!("key", a, b = …)` of a source file: the key and the names of the blanks it fills.
fn sentences_said(source: &str) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for (at, _) in source.match_indices("said!(") {
        let rest = source[at + "said!(".len()..].trim_start();
        if !rest.starts_with('"') {
            continue;
        }
        let mut depth = 0usize;
        let mut end = rest.len();
        let mut in_string = false;
        let mut escaped = false;
        for (i, c) in rest.char_indices() {
            match c {
                _ if escaped => escaped = false,
                '\\' if in_string => escaped = true,
                '"' => in_string = !in_string,
                _ if in_string => {}
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth == 0 => {
                    end = i;
                    break;
                }
                ')' | ']' | '}' => depth -= 1,
                _ => {}
            }
        }
        let call = &rest[..end];
        let key = word_at(&call[1..]);
        let mut blanks: Vec<String> = Vec::new();
        let mut depth = 0usize;
        let mut piece = String::new();
        let mut pieces = Vec::new();
        for c in call.chars() {
            match c {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => depth = depth.saturating_sub(1),
                ',' if depth == 0 => {
                    pieces.push(std::mem::take(&mut piece));
                    continue;
                }
                _ => {}
            }
            piece.push(c);
        }
        pieces.push(piece);
        for argument in pieces.iter().skip(1) {
            let name = word_at(argument.trim_start());
            if !name.is_empty() {
                blanks.push(name);
            }
        }
        blanks.sort();
        blanks.dedup();
        out.push((key, blanks));
    }
    out
}

/// A ruling's sentence (`said!`) fills exactly the blanks its sentence has, in every language:
/// a blank left without a fact, or a fact for no blank, fails here before a TD sees `{seat}`.
#[test]
fn each_ruling_sentence_fills_the_blanks_of_its_words() {
    let mut checked = 0;
    for (file, path) in core_files() {
        let source = std::fs::read_to_string(&path).unwrap();
        let declared_here = source.contains(&format!("fn sentences = \"{file}\""))
            || source.contains(&format!("fn words = \"{file}\""));
        if !declared_here {
            continue;
        }
        for (key, blanks) in sentences_said(&source) {
            for lang in LANGUAGES {
                let words = sentences(lang, &file);
                let expected = words.get(&key).unwrap_or_else(|| {
                    panic!("{}: `{key}` is not in {lang}/{file}", path.display())
                });
                let mut expected = expected.clone();
                expected.dedup();
                assert_eq!(
                    &blanks,
                    &expected,
                    "{}: said!(\"{key}\") fills other blanks than {lang}/{file} has",
                    path.display()
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 200, "only {checked} ruling sentences found");
}

#[test]
fn each_layer_names_only_sentences_of_its_file_and_uses_every_one() {
    let declared: Vec<_> = core_files();
    assert!(declared.iter().any(|(file, _)| file == "rule_errors.ron"));
    for (file, path) in declared {
        let source = std::fs::read_to_string(&path).unwrap();
        let declared_by_name = source.match_indices("sentence_file!(fn ").any(|(at, _)| {
            let rest = &source[at..];
            rest[..rest.find(')').unwrap_or(rest.len())].ends_with(&format!("= \"{file}\""))
        });
        if !declared_by_name {
            continue;
        }
        let known: BTreeSet<String> = sentences("en", &file)
            .into_keys()
            .map(|k| k.split('.').next().unwrap().to_string())
            .collect();
        let used: BTreeSet<String> = keys_named(&source).into_iter().collect();
        let unknown: Vec<_> = used.difference(&known).collect();
        let unused: Vec<_> = known.difference(&used).collect();
        assert!(
            unknown.is_empty(),
            "{}: not in {file}: {unknown:?}",
            path.display()
        );
        assert!(unused.is_empty(), "{file}: no code names {unused:?}");
    }
}

/// The crates under the windows: every sentence they give a person to read comes from the word
/// files, so their code holds typed facts and keys, never a sentence.
const WORDED_CRATES: [&str; 6] = ["text", "core", "rules", "tournament", "store", "server"];

/// A line whose string is for the people who build Riffle, not read by a TD or a player: a
/// broken invariant's panic, an assertion, a compiled-in file's path.
const FOR_DEVELOPERS: [&str; 9] = [
    "expect(",
    "panic!(",
    "assert",
    "unreachable!(",
    "todo!(",
    "include_str!(",
    "env!(",
    "concat!(",
    "debug_assert",
];

/// SQL is a query, not a sentence: the player database's statements start with one of these.
const SQL: [&str; 10] = [
    "SELECT", "INSERT", "UPDATE", "DELETE", "CREATE", "ALTER", "WITH", "PRAGMA", "BEGIN", "DROP",
];

/// The string literals of Rust code outside its test module, each with its line number and the
/// text of the line it starts on; comments and characters are skipped.
fn string_literals(source: &str) -> Vec<(usize, String, String)> {
    let code = without_tests(source);
    let bytes = code.as_bytes();
    let line_of = |at: usize| code[..at].matches('\n').count() + 1;
    let line_text = |at: usize| {
        let start = code[..at].rfind('\n').map_or(0, |n| n + 1);
        let end = code[at..].find('\n').map_or(code.len(), |n| at + n);
        code[start..end].to_string()
    };
    let mut out = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let rest = &code[at..];
        let after_word = at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_');
        if rest.starts_with("//") {
            at += rest.find('\n').unwrap_or(rest.len());
        } else if rest.starts_with("/*") {
            at += rest.find("*/").map_or(rest.len(), |n| n + 2);
        } else if rest.starts_with('\'') {
            at += char_literal_length(rest).unwrap_or(1);
        } else if !after_word && (rest.starts_with("r#") || rest.starts_with("r\"")) {
            let hashes = rest[1..].chars().take_while(|c| *c == '#').count();
            let close = format!("\"{}", "#".repeat(hashes));
            let open = 2 + hashes;
            let end = rest[open..].find(&close).map_or(rest.len(), |n| open + n);
            out.push((line_of(at), rest[open..end].to_string(), line_text(at)));
            at += end + close.len();
        } else if rest.starts_with('"') {
            let mut end = 1;
            while end < rest.len() && rest.as_bytes()[end] != b'"' {
                end += if rest.as_bytes()[end] == b'\\' { 2 } else { 1 };
            }
            out.push((
                line_of(at),
                rest[1..end.min(rest.len())].to_string(),
                line_text(at),
            ));
            at += end + 1;
        } else {
            at += rest.chars().next().map_or(1, char::len_utf8);
        }
    }
    out
}

/// The code before a file's test module (`#[cfg(test)]` then `mod`): a test may say anything.
fn without_tests(source: &str) -> &str {
    for (at, _) in source.match_indices("#[cfg(test)]") {
        if source[at + "#[cfg(test)]".len()..]
            .trim_start()
            .starts_with("mod ")
        {
            return &source[..at];
        }
    }
    source
}

/// The length of a character literal at the start of `text` ('a', '\n', '\u{a0}'), or None for
/// a lifetime.
fn char_literal_length(text: &str) -> Option<usize> {
    let body = &text[1..];
    let inner = if body.starts_with("\\u{") {
        body.find('}')? + 1
    } else if body.starts_with('\\') {
        2
    } else {
        body.chars().next()?.len_utf8()
    };
    body[inner..].starts_with('\'').then_some(inner + 2)
}

/// Reads like a sentence: three words or more once the blanks and line continuations are taken
/// out, with a space between them.
fn reads_like_a_sentence(literal: &str) -> bool {
    if SQL
        .iter()
        .any(|word| literal.trim_start().starts_with(word))
    {
        return false;
    }
    let mut text = String::new();
    let mut blank = 0usize;
    let mut continued = false;
    let mut chars = literal.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'\n') => continued = true,
            '{' => blank += 1,
            '}' => blank = blank.saturating_sub(1),
            c if continued && c.is_whitespace() => {}
            c => {
                continued = false;
                text.push(if blank > 0 { ' ' } else { c });
            }
        }
    }
    let words = text
        .split(|c: char| !(c.is_alphabetic() || c == '\'' || c == '-'))
        .filter(|word| word.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .count();
    words >= 3 && text.contains(' ')
}

/// The sentences written in a source file's code instead of a word file.
fn inline_sentences(source: &str) -> Vec<(usize, String)> {
    string_literals(source)
        .into_iter()
        .filter(|(_, literal, line)| {
            !FOR_DEVELOPERS.iter().any(|mark| line.contains(mark)) && reads_like_a_sentence(literal)
        })
        .map(|(number, literal, _)| (number, literal))
        .collect()
}

/// The source files of the worded crates, relative to the workspace, in order.
fn worded_sources() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut code = Vec::new();
    for krate in WORDED_CRATES {
        rust_files(&root.join("crates").join(krate).join("src"), &mut code);
    }
    code.sort();
    code.into_iter()
        .map(|path| {
            let name = path
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (name, std::fs::read_to_string(&path).unwrap())
        })
        .collect()
}

#[test]
fn the_scanner_finds_a_sentence_written_in_code() {
    let sample = r####"
        fn say(lang: Lang) -> String {
            let key = "NoSuchTable";
            let shape = "{}: {}";
            let sql = "SELECT id FROM players WHERE name = ?";
            let broken = map.get(&k).expect("the map holds every key we put in");
            // "a comment is not a sentence the player reads"
            format!("la table {} n'est pas en jeu", table.0)
        }
        #[cfg(test)]
        mod tests {
            const SAMPLE: &str = "a test may hold any sentence it likes";
        }
    "####;
    let found = inline_sentences(sample);
    assert_eq!(found, [(8, "la table {} n'est pas en jeu".to_string())]);
    assert!(!reads_like_a_sentence("{name}: {value}"));
    assert!(!reads_like_a_sentence("floor_reasons.ron"));
    assert!(reads_like_a_sentence("table {table} seat {seat} is closed"));
}

/// Inline sentences not yet moved to the word files, by file: the test fails when a file gets
/// one more, and when it has fewer (lower its count here), until the list is empty.
const INLINE_SENTENCES_LEFT: &[(&str, usize)] = &[
    ("crates/core/src/betting/hand.rs", 1),
    ("crates/core/src/cards/eval.rs", 7),
    ("crates/core/src/floor/check.rs", 34),
    ("crates/core/src/floor/hand.rs", 5),
    ("crates/core/src/floor/positions.rs", 8),
    ("crates/core/src/floor/simulate.rs", 12),
    ("crates/core/src/floor/state.rs", 2),
    ("crates/core/src/structure/load.rs", 6),
    ("crates/core/src/structure/mod.rs", 4),
    ("crates/core/src/structure/payouts.rs", 4),
    ("crates/server/src/api.rs", 1),
    ("crates/server/src/follow.rs", 5),
    ("crates/server/src/pages.rs", 2),
    ("crates/store/src/journal.rs", 1),
    ("crates/store/src/players.rs", 5),
    ("crates/store/src/settings.rs", 2),
    ("crates/text/src/words.rs", 2),
];

#[test]
fn the_worded_crates_write_no_sentence_in_their_code() {
    let mut found: BTreeMap<String, usize> = BTreeMap::new();
    let mut shown = Vec::new();
    for (name, source) in worded_sources() {
        let sentences = inline_sentences(&source);
        if !sentences.is_empty() {
            found.insert(name.clone(), sentences.len());
        }
        for (line, sentence) in sentences {
            shown.push(format!("{name}:{line}: {sentence:?}"));
        }
    }
    let left: BTreeMap<String, usize> = INLINE_SENTENCES_LEFT
        .iter()
        .map(|(name, count)| (name.to_string(), *count))
        .collect();
    assert!(
        found == left,
        "sentences written in code instead of assets/words (move them to a word file):\n{}\n\
         counts by file: {found:?}",
        shown.join("\n")
    );
}

/// The files that may choose between the languages themselves: the text crate, which picks a
/// word file by language and groups digits each language's way, the window's words loader, and
/// the structure's own texts, which the organiser writes in each language as word files are.
const PICK_A_LANGUAGE: [&str; 3] = [
    "crates/text/src/",
    "crates/ui/src/i18n.rs",
    "crates/core/src/structure/wording.rs",
];

/// A choice made on the language in code: an arm whose pattern names French (`Lang::Fr => …`,
/// `(Lang::Fr, …) => …`, `(kind, Lang::Fr) => …`, the path written out or not) or a comparison
/// with it (`lang == Lang::Fr`).
fn french_arms(source: &str) -> usize {
    without_tests(source)
        .lines()
        .filter(|line| {
            let pattern = line.split("=>").next().unwrap_or_default();
            (line.contains("=>") && pattern.contains("Lang::Fr"))
                || ["== Lang::Fr", "!= Lang::Fr", "Lang::Fr ==", "Lang::Fr !="]
                    .iter()
                    .any(|comparison| line.contains(comparison))
        })
        .count()
}

#[test]
fn only_the_wording_layer_matches_on_the_language() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut code = Vec::new();
    for folder in source_folders() {
        rust_files(&folder, &mut code);
    }
    let mut found: BTreeMap<String, usize> = BTreeMap::new();
    for path in code {
        let name = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        if PICK_A_LANGUAGE
            .iter()
            .any(|allowed| name.starts_with(allowed))
        {
            continue;
        }
        let arms = french_arms(&std::fs::read_to_string(&path).unwrap());
        if arms > 0 {
            found.insert(name, arms);
        }
    }
    let left: BTreeMap<String, usize> = RULES_CHOICES_LEFT
        .iter()
        .map(|(name, count)| (name.to_string(), *count))
        .collect();
    assert!(
        found == left,
        "`Lang::Fr =>` arms or comparisons outside the wording layer: word the sentence in \
         assets/words instead: {found:?}"
    );
}

/// The two comparisons with French the rules crate still makes (`lang == Lang::Fr`), moving to
/// its word files with the rest of its sentences: the test fails when one goes, and the list
/// goes with the last. Every other crate makes none.
const RULES_CHOICES_LEFT: &[(&str, usize)] = &[("crates/rules/src/rulebook.rs", 1)];

#[test]
fn the_arm_counter_sees_a_match_on_the_language() {
    let sample = "match lang {\n    Lang::En => \"x\",\n    Lang::Fr => \"y\",\n}\n\
                  match (lang, seen) {\n    (Lang::Fr, Some(s)) => s,\n    _ => t,\n}\n\
                  match lang {\n    riffle_text::Lang::Fr => \"fr\",\n    _ => \"en\",\n}\n\
                  match (kind, lang) {\n    (Kind::Seat, Lang::Fr) => \"siège\",\n}\n\
                  let colon = if lang == Lang::Fr { \"\\u{a0}:\" } else { \":\" };\n\
                  let w = words(Lang::Fr);\n\
                  let lang = match code { \"fr\" => Lang::Fr, _ => Lang::En };\n";
    assert_eq!(french_arms(sample), 5);
}
