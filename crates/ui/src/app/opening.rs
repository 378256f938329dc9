//! Opening a tournament: what the welcome screen or File asked for, a folder already open shown
//! again, and a journal damaged in the middle repaired once the TD confirms.

use super::App;
use super::question::ask;
use crate::i18n::Texts;
use crate::panels;
use crate::welcome::Start;
use chrono::{DateTime, Utc};
use riffle_store::journal::{Damage, Journal, JournalError};
use riffle_store::session::{Session, SessionError};
use riffle_text::{Lang, Say, Text};
use std::path::Path;

/// A journal found damaged in the middle when opening its tournament: where and why, and what
/// a repair would keep. The TD is asked twice (keep the commands, then confirm) since the
/// lines after the damage leave the journal (they stay in the copy the repair saves first).
pub(super) struct Damaged {
    dir: std::path::PathBuf,
    damage: Damage,
    /// The TD asked to keep the commands before the damage and is asked to confirm.
    confirming: bool,
}

impl Damaged {
    /// The damage in the journal in `dir`, if a repair can keep something before it.
    pub(super) fn found(dir: &std::path::Path) -> Option<Damaged> {
        let damage = Journal::damage(dir).ok().flatten()?;
        (damage.kept_commands > 0).then(|| Damaged {
            dir: dir.to_path_buf(),
            damage,
            confirming: false,
        })
    }
}

impl App {
    /// What the welcome screen or File asked for: a tournament created, opened, the demo, or a
    /// dialog. A refusal (a folder holding no tournament, one that cannot be created) goes on
    /// the notice strip and the window stays as it was.
    pub(super) fn start(&mut self, ctx: &egui::Context, start: Start) {
        let now = (self.now)();
        match start {
            Start::Create { setup, parent } => {
                let dir = parent.join(panels::settings::folder_name(&setup.name));
                match Session::create(&dir, &setup, now) {
                    Ok(session) => self.add_event(ctx, session),
                    // Said on the form, beside what to change; nothing was created.
                    Err(error) => self.welcome.create_refused(Box::new(error)),
                }
            }
            Start::Open(dir) => self.open_or_switch(ctx, &dir),
            Start::Demo => {
                let dir =
                    (self.settings_dir.clone()).unwrap_or_else(riffle_store::settings::app_dir);
                let demo = dir.join(riffle_tournament::demo::NAME);
                if self.switch_to_folder(ctx, &demo) {
                    return;
                }
                match riffle_store::settings::demo(&dir, now) {
                    Ok(session) => self.add_event(ctx, session),
                    Err(error) => self.view().refusal = Some(Box::new(error)),
                }
            }
            Start::Dialog(dialog) => self.asked = Some(dialog),
            Start::ImportTd3 { saves, into } => self.import_td3(ctx, saves, into),
        }
    }

    /// Opens the tournament in `dir` in a tab of its own, or shows its tab when this window
    /// already holds it (opening it again would be refused: the window holds its lock).
    pub(super) fn open_or_switch(&mut self, ctx: &egui::Context, dir: &Path) {
        if !self.switch_to_folder(ctx, dir) {
            self.open_tournament(ctx, dir);
        }
    }

    /// Shows the tab of the event in `dir`, if one is open here. Whether there was one.
    pub(super) fn switch_to_folder(&mut self, ctx: &egui::Context, dir: &Path) -> bool {
        let same = |other: &Path| {
            other == dir
                || matches!(
                    (other.canonicalize(), dir.canonicalize()),
                    (Ok(a), Ok(b)) if a == b
                )
        };
        let found = {
            let shared = self.shared.lock();
            (shared.events.iter()).position(|event| event.backend.location().is_some_and(same))
        };
        match found {
            Some(index) => {
                self.switch_event(ctx, index);
                self.welcome_shown = false;
                true
            }
            None => false,
        }
    }

    /// Opens the tournament in `path` in the window. A journal damaged in the middle is not
    /// only refused: the window says which line and why, and offers to keep the commands
    /// before it (see [`App::damaged_journal`]).
    pub(super) fn open_tournament(&mut self, ctx: &egui::Context, path: &std::path::Path) {
        let error = match Session::open(path) {
            Ok(session) => return self.add_event(ctx, session),
            Err(error) => error,
        };
        let damaged = matches!(error, SessionError::Journal(JournalError::Corrupt { .. }))
            .then(|| Damaged::found(path))
            .flatten();
        match damaged {
            Some(damaged) => self.damaged = Some(damaged),
            None => self.view().refusal = Some(Box::new(error)),
        }
    }

    /// The damaged journal's question: the damage (which line, why) and "keep the N commands
    /// before it", then the confirmation. Confirmed, the store's repair saves a full copy of
    /// the journal and keeps those commands, as `riffle repair` does, and the repaired
    /// tournament opens with a notice saying where the copy is.
    pub(super) fn damaged_journal(&mut self, ctx: &egui::Context, t: &Texts, now: DateTime<Utc>) {
        let Some(damaged) = &self.damaged else {
            return;
        };
        let Damage {
            line,
            reason,
            kept_commands: kept,
            dropped_lines: dropped,
        } = &damaged.damage;
        let folder = damaged.dir.display();
        let (title, lead, yes) = if damaged.confirming {
            (
                riffle_text::fill!(t, "damaged_confirm_title" / *kept, n = kept, line),
                riffle_text::fill!(t, "damaged_confirm_lead" / *dropped, n = dropped, line),
                t.text("damaged_confirm").to_string(),
            )
        } else {
            (
                riffle_text::fill!(t, "damaged_title", folder),
                riffle_text::fill!(t, "damaged_line", line, reason = reason.say(t.lang)),
                riffle_text::fill!(t, "damaged_keep" / *kept, n = kept),
            )
        };
        let id = egui::Id::unique("damaged_journal");
        let answer = ask(ctx, id, t, [&title, &lead, &yes], &[]);
        match answer {
            Some(true) if !damaged.confirming => {
                if let Some(damaged) = &mut self.damaged {
                    damaged.confirming = true;
                }
            }
            Some(true) => {
                if let Some(damaged) = self.damaged.take() {
                    self.repair(ctx, &damaged.dir, now);
                }
            }
            Some(false) => self.damaged = None,
            None => {}
        }
    }

    /// Repairs the journal in `dir` through the store's one repair, then opens it.
    pub(super) fn repair(
        &mut self,
        ctx: &egui::Context,
        dir: &std::path::Path,
        now: DateTime<Utc>,
    ) {
        let repaired = match Journal::repair(dir, now) {
            Ok(repaired) => repaired,
            Err(error) => return self.view().refusal = Some(Box::new(error)),
        };
        self.open_tournament(ctx, dir);
        if let Some(repaired) = repaired {
            let said = |t: &Texts| {
                riffle_text::fill!(
                    t,
                    "repaired" / repaired.kept_commands,
                    n = repaired.kept_commands,
                    line = repaired.damaged_line,
                    copy = repaired.copy.display()
                )
            };
            self.view().notice = Some(Box::new(Text::new(
                said(Texts::of(Lang::En)),
                said(Texts::of(Lang::Fr)),
            )));
        }
    }
}
