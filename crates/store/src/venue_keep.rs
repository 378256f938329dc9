//! The venue server's keep in a tournament's folder: what lets it come back after a crash, a
//! reboot or a standby's promotion with the same PINs and the same signed-in devices (the
//! server decides what it holds: the PINs' salted hashes, the key that signs tokens, the
//! address it served on, the devices the floor moved). Readable by the owner only, since its
//! key signs every token; replaced whole, so a crash leaves the old keep or the new one.

use std::io;
use std::path::Path;

/// The keep's file name in the tournament's folder.
pub const VENUE_KEEP_FILE: &str = "venue.keep";

/// The keep's bytes, or `None` when the folder was never served.
pub fn load(dir: &Path) -> io::Result<Option<Vec<u8>>> {
    match std::fs::read(dir.join(VENUE_KEEP_FILE)) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(error) => Err(error),
    }
}

/// Replaces the keep with `bytes`, readable and writable by the owner only.
pub fn save(dir: &Path, bytes: &[u8]) -> io::Result<()> {
    super::replace_file_private(dir, VENUE_KEEP_FILE, bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_keep_round_trips_and_only_its_owner_may_read_it() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(load(dir.path()).unwrap(), None);
        save(dir.path(), b"{\"a\":1}").unwrap();
        save(dir.path(), b"{\"a\":2}").unwrap();
        assert_eq!(
            load(dir.path()).unwrap().as_deref(),
            Some(&b"{\"a\":2}"[..])
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.path().join(VENUE_KEEP_FILE))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600, "{mode:o}");
        }
        let left: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(left.len(), 1, "no temporary file is left behind");
    }
}
