//! The layers import one way only (docs/architecture.md). Each crate of the workspace holds the
//! layers its row names, and may depend only on the crates of the rows before it: this test reads
//! the table and every crate's `Cargo.toml`, so a dependency that goes up fails here with the
//! crate and its manifest, and a crate or a module added without a row fails too. The compiler
//! then refuses any use of a crate not depended on. Inside `riffle-core`, whose modules are
//! several layers, every `crate::` path is read and an upward import fails with file and line.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A row of the layer table: the layer and the crate that holds it.
#[derive(Debug, Clone, PartialEq)]
struct Row {
    layer: String,
    krate: String,
}

/// The rows of the table of docs/architecture.md, bottom first.
fn documented_rows() -> Vec<Row> {
    let doc = fs::read_to_string(root().join("docs/architecture.md"))
        .expect("docs/architecture.md is part of the repository");
    let mut rows = Vec::new();
    let mut in_table = false;
    for line in doc.lines() {
        if line.starts_with("| layer |") {
            in_table = true;
            continue;
        }
        if in_table {
            if line.starts_with("|---") {
                continue;
            }
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            if cells.len() < 4 || !cells[1].starts_with('`') {
                break;
            }
            rows.push(Row {
                layer: cells[1].trim_matches('`').to_string(),
                krate: cells[2].trim_matches('`').to_string(),
            });
        }
    }
    rows
}

/// The crates in the table's order, each once, bottom first.
fn documented_crates(rows: &[Row]) -> Vec<String> {
    let mut crates: Vec<String> = Vec::new();
    for row in rows {
        if crates.last() != Some(&row.krate) {
            crates.push(row.krate.clone());
        }
    }
    crates
}

/// Every package of the workspace with its folder: the root's and those under `crates/`.
fn packages() -> Vec<(String, PathBuf)> {
    let mut folders = vec![root().to_path_buf()];
    for entry in fs::read_dir(root().join("crates")).expect("crates/") {
        folders.push(entry.expect("readable entry").path());
    }
    folders
        .into_iter()
        .map(|folder| {
            let manifest = fs::read_to_string(folder.join("Cargo.toml")).expect("a manifest");
            let name = package_name(&manifest).expect("a package name");
            (name, folder)
        })
        .collect()
}

fn package_name(manifest: &str) -> Option<String> {
    let package = &manifest[manifest.find("[package]")?..];
    let line = package.lines().find(|l| l.starts_with("name = "))?;
    Some(line.split('"').nth(1)?.to_string())
}

/// The workspace crates a manifest depends on for its code (not its tests): the names in its
/// `[dependencies]` table that start with `riffle-`.
fn riffle_dependencies(manifest: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut in_dependencies = false;
    for line in manifest.lines() {
        if line.starts_with('[') {
            in_dependencies = line == "[dependencies]";
            continue;
        }
        if in_dependencies && line.starts_with("riffle-") {
            found.push(leading_name(line).to_string());
        }
    }
    found
}

fn leading_name(text: &str) -> &str {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '-'))
        .unwrap_or(text.len());
    &text[..end]
}

/// The crates a manifest depends on that come after it in the table, as sentences.
fn upward_dependencies(krate: &str, manifest: &str, order: &[String]) -> Vec<String> {
    let rank = |name: &str| order.iter().position(|c| c == name);
    let Some(own) = rank(krate) else {
        return vec![format!(
            "crate `{krate}` has no row in docs/architecture.md"
        )];
    };
    riffle_dependencies(manifest)
        .into_iter()
        .filter_map(|used| match rank(&used) {
            Some(other) if other < own => None,
            Some(_) => Some(format!("`{krate}` depends on `{used}`, a crate above it")),
            None => Some(format!("`{krate}` depends on `{used}`, which has no row")),
        })
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

/// The imports of one file of layer `layer` that go up the order, as "path:line uses X". A name
/// that is no layer (the crate's own `Chips`) is not an import of a layer.
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

/// The modules `riffle-core` declares in its `lib.rs`.
fn core_modules() -> BTreeSet<String> {
    let lib = fs::read_to_string(root().join("crates/core/src/lib.rs")).expect("the core's lib.rs");
    lib.lines()
        .filter_map(|line| line.trim().strip_prefix("pub mod "))
        .map(|rest| rest.trim_end_matches(';').to_string())
        .collect()
}

#[test]
fn every_crate_of_the_workspace_has_its_rows_in_the_documented_order() {
    let rows = documented_rows();
    assert!(rows.len() >= 10, "the layer table was not found: {rows:?}");
    let documented: BTreeSet<String> = documented_crates(&rows).into_iter().collect();
    let on_disk: BTreeSet<String> = packages().into_iter().map(|(name, _)| name).collect();
    assert_eq!(documented, on_disk);
    assert!(
        on_disk.len() >= 5,
        "the workspace has {} crates",
        on_disk.len()
    );
    let core_layers: BTreeSet<String> = rows
        .iter()
        .filter(|row| row.krate == "riffle-core")
        .map(|row| row.layer.clone())
        .collect();
    assert_eq!(core_modules(), core_layers);
}

#[test]
fn a_crate_holds_consecutive_rows_only() {
    let rows = documented_rows();
    let crates = documented_crates(&rows);
    let unique: BTreeSet<&String> = crates.iter().collect();
    assert_eq!(
        unique.len(),
        crates.len(),
        "a crate's layers are split by another crate's: {crates:?}"
    );
}

#[test]
fn no_crate_depends_on_a_crate_above_it() {
    let order = documented_crates(&documented_rows());
    let mut wrong = Vec::new();
    for (name, folder) in packages() {
        let manifest = fs::read_to_string(folder.join("Cargo.toml")).expect("a manifest");
        wrong.extend(upward_dependencies(&name, &manifest, &order));
    }
    assert!(
        wrong.is_empty(),
        "dependencies against the order of docs/architecture.md:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn no_module_of_the_core_imports_a_layer_above_it() {
    let order: Vec<String> = documented_rows()
        .into_iter()
        .filter(|row| row.krate == "riffle-core")
        .map(|row| row.layer)
        .collect();
    let src = root().join("crates/core/src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut wrong = Vec::new();
    for path in &files {
        let relative = path.strip_prefix(&src).expect("under src");
        let mut parts = relative.components();
        let first = parts.next().expect("a file").as_os_str().to_string_lossy();
        if parts.next().is_none() && first == "lib.rs" {
            continue;
        }
        let layer = first.trim_end_matches(".rs");
        let source = fs::read_to_string(path).expect("readable source");
        let file = format!("crates/core/src/{}", relative.display());
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
    let order: Vec<String> = ["cards", "betting", "floor"].map(String::from).to_vec();
    let source = "use crate::cards::Card;\n\
                  use crate::{cards::Card, floor::Seat};\n\
                  fn f() { crate::floor::draw(); }\n\
                  // crate::floor in a plain comment is not a use\n";
    assert_eq!(
        upward_imports("betting", "crates/core/src/betting/x.rs", source, &order),
        [
            "crates/core/src/betting/x.rs:2: `betting` uses `floor`, a layer above it",
            "crates/core/src/betting/x.rs:3: `betting` uses `floor`, a layer above it",
        ]
    );
    assert_eq!(
        upward_imports("clock", "crates/core/src/clock/mod.rs", "", &order),
        ["crates/core/src/clock/mod.rs: layer `clock` has no row in docs/architecture.md"]
    );
    assert!(upward_imports("floor", "crates/core/src/floor/x.rs", source, &order).is_empty());
}

#[test]
fn an_upward_dependency_is_caught_with_its_crate() {
    let order: Vec<String> = ["riffle-text", "riffle-core", "riffle-ui"]
        .map(String::from)
        .to_vec();
    let manifest = "[package]\nname = \"riffle-core\"\n\n[dependencies]\n\
                    riffle-text = { path = \"../text\" }\nriffle-ui = { path = \"../ui\" }\n\
                    serde.workspace = true\n\n[dev-dependencies]\nriffle-ui = { path = \"../ui\" }\n";
    assert_eq!(
        upward_dependencies("riffle-core", manifest, &order),
        ["`riffle-core` depends on `riffle-ui`, a crate above it"]
    );
    assert_eq!(
        upward_dependencies("riffle-cli", manifest, &order),
        ["crate `riffle-cli` has no row in docs/architecture.md"]
    );
}
