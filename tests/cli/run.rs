//! The `riffle` binary run as a user runs it.

/// `riffle hand replay [extra] FILE`, run as a user runs it, waited for.
pub fn hand_replay(extra: &[&str], file: &std::path::Path) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_riffle"))
        .args(["hand", "replay"])
        .args(extra)
        .arg(file)
        .output()
        .unwrap()
}
