//! `riffle export --lang fr` and `riffle rules --lang fr` word their refusals in French, from the
//! first word ("erreur") to the reason, as the app does; English stays the default.

use std::process::Command;

fn export(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .arg("export")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_folder_that_is_no_tournament_is_refused_in_the_language_asked() {
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().to_str().unwrap();
    let (ok, said) = export(&["results", "--tournament", path, "--lang", "fr"]);
    assert!(!ok);
    assert!(said.starts_with("erreur\u{a0}: "), "{said}");
    assert!(said.contains("n'est pas un tournoi Riffle"), "{said}");
    let (ok, said) = export(&["results", "--tournament", path]);
    assert!(!ok);
    assert!(said.starts_with("error: "), "{said}");
    assert!(said.contains("is not a Riffle tournament"), "{said}");
}

#[test]
fn a_pdf_without_a_file_name_is_asked_for_in_french() {
    let folder = tempfile::tempdir().unwrap();
    let event = folder.path().join("event");
    let script = folder.path().join("night.ron");
    std::fs::write(&script, r#"[Create(name: "Night"), Register(name: "Ann")]"#).unwrap();
    let made = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(["script", "--tournament"])
        .arg(&event)
        .arg(&script)
        .output()
        .unwrap();
    assert!(made.status.success());
    let (ok, said) = export(&[
        "payouts",
        "--tournament",
        event.to_str().unwrap(),
        "--lang",
        "fr",
    ]);
    assert!(!ok);
    assert!(
        said.contains(
            "la feuille des prix est un PDF\u{a0}: nommez le fichier avec -o FICHIER.pdf"
        ),
        "{said}"
    );
}

#[test]
fn riffle_rules_refuses_in_french_too() {
    let out = Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(["rules", "zzzqqq", "--lang", "fr"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        said.starts_with("erreur\u{a0}: aucune règle ne correspond à «\u{a0}zzzqqq\u{a0}»"),
        "{said}"
    );
}
