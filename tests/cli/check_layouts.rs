//! `riffle check` on players' screen layouts: every shipped layout passes, one written from
//! docs/layouts.md alone passes with its picture, and a broken one is refused with the line and
//! column of each mistake and what is allowed, exit 1.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn check(files: &[PathBuf]) -> (Output, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .arg("check")
        .args(files)
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout.clone()).unwrap();
    (output, text)
}

fn fixture(name: &str) -> PathBuf {
    root().join("tests/fixtures/layouts").join(name)
}

#[test]
fn every_shipped_layout_and_one_written_from_the_docs_pass() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("layouts"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 4);
    files.push(fixture("friday-night.ron"));
    let (output, text) = check(&files);
    assert!(output.status.success(), "{text}");
    assert_eq!(text.matches(": ok, 0 warning(s)").count(), 5, "{text}");
    assert!(
        text.contains("page 1, 30 s: Image, Title, TimeOfDay, Clock"),
        "{text}"
    );
}

#[test]
fn a_broken_layout_is_refused_with_each_mistake_where_it_is() {
    let (output, text) = check(&[fixture("broken.ron")]);
    assert_eq!(output.status.code(), Some(1), "{text}");
    for expected in [
        "broken.ron:10:34: error: page 1, region 2 covers cells of region 1",
        "broken.ron:11:18: error: the image `sponsor.png` is not beside the layout",
        "broken.ron:12:69: error: page 1, region 4: its smallest text would be 2.0% of the \
         screen's height, too small to read at 5 m on a 1080p TV; allowed: 3.0% or more",
        "broken.ron: refused, 3 error(s)",
    ] {
        assert!(text.contains(expected), "{expected}\nin\n{text}");
    }
    let (output, text) = check(&[fixture("misspelt.ron")]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        text.contains("misspelt.ron:9:26: error: `Clok` is not known here; did you mean `Clock`?"),
        "{text}"
    );
}

/// The figures the layouts drew from the old fixed screen are known to the check, and a near
/// miss of one is answered with its name.
#[test]
fn the_average_in_big_blinds_is_a_figure_and_a_near_miss_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let write = |name: &str, figure: &str| {
        let path = dir.path().join(name);
        let text = format!(
            "Layout(\n    name: \"Depth\",\n    grid: (columns: 4, rows: 4),\n    pages: [(regions: [\n        (figure: {figure}, at: (1, 1), span: (4, 2)),\n    ])],\n)\n"
        );
        std::fs::write(&path, text).unwrap();
        path
    };
    let (output, text) = check(&[write("depth.ron", "AverageBigBlinds")]);
    assert!(output.status.success(), "{text}");
    let (output, text) = check(&[write("near.ron", "AverageBigBlind")]);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(
        text.contains("near.ron:5:18: error: `AverageBigBlind` is not known here; did you mean `AverageBigBlinds`?"),
        "{text}"
    );
}
