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

/// The keys a piece of code names: `.text("key")`, `.fill("key"`, `.count("key"` and
/// `fill!(words, "key"`.
fn keys_named(source: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for opening in [".text(\"", ".fill(\"", ".count(\""] {
        for (at, _) in source.match_indices(opening) {
            keys.push(word_at(&source[at + opening.len()..]));
        }
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
