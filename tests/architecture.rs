//! The layers import one way only (docs/architecture.md): a module of `src/` may use the
//! layers listed before it in the document's table and never one listed after it. This test
//! reads the table and every `crate::` path in `src/`, so an upward import fails here with the
//! file and line, and a module added to `src/` without a row in the table fails too.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// The layers in the order of the table of docs/architecture.md, bottom first.
fn documented_order() -> Vec<String> {
    let doc =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/architecture.md"))
            .expect("docs/architecture.md is part of the repository");
    let mut layers = Vec::new();
    let mut in_table = false;
    for line in doc.lines() {
        if line.starts_with("| layer |") {
            in_table = true;
            continue;
        }
        if in_table {
            let Some(row) = line.strip_prefix("| `") else {
                if line.starts_with("|---") {
                    continue;
                }
                break;
            };
            let name = row.split('`').next().unwrap_or_default();
            layers.push(name.to_string());
        }
    }
    layers
}

/// The top-level modules the library declares in `src/lib.rs`.
fn declared_modules() -> BTreeSet<String> {
    let lib = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs"))
        .expect("src/lib.rs");
    lib.lines()
        .filter_map(|line| line.trim().strip_prefix("pub mod "))
        .map(|rest| rest.trim_end_matches(';').to_string())
        .collect()
}

/// Every top-level module named by a `crate::` path in `source`, with its line (from 1). Both
/// `crate::floor::Seat` and the grouped `crate::{floor::Seat, cards::Card}` count; comments do
/// not, except doc links, which are read as uses too.
fn crate_paths(source: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (number, line) in source.lines().enumerate() {
        let code = match line.find("//") {
            Some(at) if !line[at..].starts_with("///") && !line[at..].starts_with("//!") => {
                &line[..at]
            }
            _ => line,
        };
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            let before = rest[..at].chars().next_back();
            rest = &rest[at + "crate::".len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
                continue;
            }
            if let Some(group) = rest.strip_prefix('{') {
                let inner = group.split('}').next().unwrap_or_default();
                for item in inner.split(',') {
                    let name = leading_ident(item.trim());
                    if !name.is_empty() {
                        found.push((number + 1, name.to_string()));
                    }
                }
            } else {
                let name = leading_ident(rest);
                if !name.is_empty() {
                    found.push((number + 1, name.to_string()));
                }
            }
        }
    }
    found
}

fn leading_ident(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The imports of one file of layer `layer` that go up the order, as "path:line uses X".
fn upward_imports(layer: &str, file: &str, source: &str, order: &[String]) -> Vec<String> {
    let rank = |name: &str| order.iter().position(|l| l == name);
    let Some(own) = rank(layer) else {
        return vec![format!(
            "{file}: layer `{layer}` has no row in docs/architecture.md"
        )];
    };
    crate_paths(source)
        .into_iter()
        .filter_map(|(line, used)| match rank(&used) {
            Some(other) if other > own => Some(format!(
                "{file}:{line}: `{layer}` uses `{used}`, a layer above it"
            )),
            _ => None,
        })
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("readable source folder") {
        let path = entry.expect("readable entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_module_of_the_library_has_its_row_in_the_documented_order() {
    let order: BTreeSet<String> = documented_order().into_iter().collect();
    assert!(
        order.len() >= 10,
        "the layer table was not found: {order:?}"
    );
    assert_eq!(declared_modules(), order);
}

#[test]
fn no_module_imports_a_layer_above_it() {
    let order = documented_order();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut wrong = Vec::new();
    for path in &files {
        let relative = path.strip_prefix(&src).expect("under src");
        let mut parts = relative.components();
        let first = parts.next().expect("a file").as_os_str().to_string_lossy();
        if parts.next().is_none() && (first == "lib.rs" || first == "main.rs") {
            continue;
        }
        let layer = first.trim_end_matches(".rs");
        let source = fs::read_to_string(path).expect("readable source");
        let file = format!("src/{}", relative.display());
        wrong.extend(upward_imports(layer, &file, &source, &order));
    }
    assert!(
        wrong.is_empty(),
        "imports against the order of docs/architecture.md:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn an_upward_import_is_caught_with_its_file_and_line() {
    let order: Vec<String> = ["text", "cards", "betting", "rules", "ui"]
        .map(String::from)
        .to_vec();
    let source = "use crate::cards::Card;\n\
                  use crate::{text::Lang, rules::disputes::Case};\n\
                  fn f() { crate::ui::show(); }\n\
                  // crate::ui in a plain comment is not a use\n";
    assert_eq!(
        upward_imports("betting", "src/betting/x.rs", source, &order),
        [
            "src/betting/x.rs:2: `betting` uses `rules`, a layer above it",
            "src/betting/x.rs:3: `betting` uses `ui`, a layer above it",
        ]
    );
    assert_eq!(
        upward_imports("server", "src/server/mod.rs", "", &order),
        ["src/server/mod.rs: layer `server` has no row in docs/architecture.md"]
    );
    assert!(upward_imports("ui", "src/ui/app.rs", source, &order).is_empty());
}
