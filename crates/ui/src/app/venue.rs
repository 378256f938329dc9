//! The venue server's lifecycle: started and stopped from Settings, resumed at launch on the
//! address it served.

use super::App;
use super::said::worded;
use std::path::Path;

impl App {
    /// The venue server running from Settings, if any.
    pub fn venue(&self) -> Option<&riffle_server::Running> {
        self.venue.as_ref().map(|(_, running)| running)
    }

    /// Starts the venue server on the open tournament's writer; a refusal (no tournament, a
    /// port that is not one or is taken, a PIN too short) goes on the notice strip and nothing
    /// is started.
    pub(super) fn start_venue(
        &mut self,
        reach: riffle_server::Reach,
        port: &str,
        pins: riffle_server::Pins,
    ) {
        let addr = match reach.addr(port) {
            Ok(addr) => addr,
            Err(refusal) => {
                self.view().refusal = Some(Box::new(refusal));
                return;
            }
        };
        let options = riffle_server::Options { addr, pins };
        let (writer, dir) = {
            let shared = self.shared.lock();
            let backend = shared.backend();
            (
                backend.and_then(|b| b.writer().cloned()),
                backend.and_then(|b| b.location().map(Path::to_path_buf)),
            )
        };
        let (Some(writer), Some(dir)) = (writer, dir) else {
            self.view().refusal = Some(worded(|t| t.text("no_tournament")));
            return;
        };
        self.venue = None;
        match riffle_server::start(writer, options) {
            Ok(running) => {
                self.venue = Some((dir, running));
                self.view().refusal = None;
            }
            Err(refusal) => self.view().refusal = Some(Box::new(refusal)),
        }
    }

    /// Starts the venue server again on an open tournament whose server was serving as the
    /// app went away (a crash, a reboot, the app closed): on the same address and port, with
    /// the same PINs, so screens and signed-in phones carry on. The first such tournament gets
    /// it (the app runs one server); a refusal (the port taken meanwhile) goes on the notice
    /// strip.
    pub(super) fn resume_venue(&mut self) {
        let open: Vec<_> = {
            let shared = self.shared.lock();
            (shared.events.iter())
                .filter_map(|event| {
                    let dir = event.backend.location()?.to_path_buf();
                    Some((dir, event.backend.writer()?.clone()))
                })
                .collect()
        };
        for (dir, writer) in open {
            if self.venue.is_some() {
                return;
            }
            let addr = match riffle_server::was_serving(&dir) {
                Ok(Some(addr)) => addr,
                Ok(None) => continue,
                Err(refusal) => {
                    self.view().refusal = Some(Box::new(refusal));
                    continue;
                }
            };
            match riffle_server::serve(writer, Some(addr), &riffle_server::Given::default()) {
                Ok(running) => self.venue = Some((dir, running)),
                Err(refusal) => self.view().refusal = Some(Box::new(refusal)),
            }
        }
    }
}
