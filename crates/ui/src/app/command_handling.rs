//! What the TD asks for, carried out: the outbox drained once the frame is drawn, the keyboard's
//! shortcuts, and a weighty undo or redo previewed and asked first.

use super::App;
use super::question::ask;
use super::said::worded;
use crate::backend::{Outcome, toggle_clock};
use crate::event_view::{Confirm, Toast, Toasted};
use crate::i18n::Texts;
use crate::keys;
use crate::panels::{Asked, Handed, TABS, Tab};
use crate::player_screen;
use crate::shared::Snapshot;
use chrono::{DateTime, Utc};
use egui::{Key, Modifiers};
use riffle_text::Say;
use riffle_tournament::{Command, Consequence};

impl App {
    /// Carries out what the top bar, the notices and the panel asked for during the frame: a
    /// command goes to the backend (its refusal to the notice strip), the rest to the shell.
    pub(super) fn drain_outbox(&mut self, ctx: &egui::Context, now: DateTime<Utc>) {
        for asked in self.outbox.drain() {
            match asked {
                Asked::Command(command) => {
                    let outcome = self.ask(ctx, command.clone(), now);
                    self.hand(&Handed::Answered(&command, outcome));
                }
                Asked::Dialog(dialog) => self.asked = Some(dialog),
                Asked::Welcome => self.welcome_shown = true,
                Asked::Eliminate(player) => {
                    self.hand(&Handed::Eliminate(player));
                    self.set_tab(Tab::Players);
                }
                Asked::TogglePlayerScreen => self.toggle_player_screen(ctx),
                Asked::PrintMoveSlips => self.print_move_slips(),
                Asked::PrintSeatCards => self.print_seat_cards(),
                Asked::PrintSeatingList => self.print_seating_list(),
                Asked::PrintTableCards => self.print_table_cards(),
                Asked::StartVenue { reach, port, pins } => self.start_venue(reach, &port, pins),
                // Stopped as the TD asks: the streams end, the port is free, and the folder
                // notes it is no longer served, so reopening it does not start it again.
                Asked::StopVenue => {
                    if let Some((_, running)) = self.venue.take() {
                        running.stop();
                    }
                }
                Asked::PrintPayoutSheet => self.print_payout_sheet(),
                Asked::WriteSeasonSheet => self.write_season_sheet(),
            }
        }
    }

    /// Whether a question or a dialog of the shell is open, which takes the keys: a confirm,
    /// closing a tab or the window, a damaged journal, a path typed by hand, the system's file
    /// dialog (the window keeps receiving keys while it is on screen).
    pub(super) fn asking(&mut self) -> bool {
        self.view().confirm.is_some()
            || self.closing.is_some()
            || self.quitting
            || self.damaged.is_some()
            || self.prompt.is_some()
            || self.dialog.is_some()
            || self.asked.is_some()
    }

    /// Arms or disarms Space from where the TD's last click landed: on a control (a button, a
    /// field, a box to tick) it arms it; beside every control, or on mere text, it disarms it.
    pub(super) fn watch_clicks(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.pointer.primary_clicked()) {
            let clicked = ctx.viewport(|v| v.interact_widgets.clicked);
            self.space_armed = clicked
                .and_then(|id| ctx.read_response(id))
                .is_some_and(|response| response.sense.is_focusable());
        }
    }

    /// The keyboard shortcuts, read before any widget can take the keys. None of them fire
    /// while the TD types in a text field (Ctrl+Z there undoes the typing), nor while another
    /// program has the focus. Returns the command asked for, and whether Space asked for it.
    pub(super) fn shortcuts(
        &mut self,
        ctx: &egui::Context,
        snapshot: &Snapshot,
    ) -> Option<(Command, bool)> {
        // A question on screen takes the keys: Esc answers it.
        if !keys::single_keys(ctx) {
            return None;
        }
        let (space, tab, player_screen, escape, undo, redo) = ctx.input_mut(|i| {
            let tab = TABS
                .iter()
                .find(|spec| i.consume_key(Modifiers::COMMAND, spec.key));
            (
                i.consume_key(Modifiers::NONE, Key::Space),
                tab,
                i.consume_key(Modifiers::COMMAND, Key::D),
                i.consume_key(Modifiers::NONE, Key::Escape),
                i.consume_key(Modifiers::COMMAND, Key::Z),
                i.consume_key(Modifiers::COMMAND, Key::Y)
                    || i.consume_key(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z),
            )
        });
        if let Some(spec) = tab {
            self.set_tab(spec.tab);
        }
        if player_screen {
            self.toggle_player_screen(ctx);
        }
        if escape {
            if self.view().refusal.is_some() {
                self.view().refusal = None;
            } else if self.view().notice.is_some() {
                self.view().notice = None;
            } else if !self.view().back.is_empty() {
                self.view().back.remove(0);
            } else if !self.view().due.is_empty() {
                self.view().due.remove(0);
            } else if self.view().printed.is_some() {
                self.view().printed = None;
            }
            self.view().toast = None;
            self.space_armed = true;
        }
        if undo {
            return Some((Command::Undo, false));
        }
        if redo {
            return Some((Command::Redo, false));
        }
        if !space {
            return None;
        }
        if !self.space_armed {
            self.view().refusal = Some(worded(|t| t.text("space_after_missed_click")));
            return None;
        }
        match &snapshot.display {
            Some(display) => Some((toggle_clock(display.clock.state), true)),
            None => {
                self.view().refusal = Some(worded(|t| t.text("no_tournament")));
                None
            }
        }
    }

    /// Sends a command, unless it is the undo or the redo of a weighty command (a table broken,
    /// the final table drawn, several players out, the prizes changed): that one waits for the
    /// TD to confirm it, its consequences listed. What it made, once carried out.
    pub(super) fn ask(
        &mut self,
        ctx: &egui::Context,
        command: Command,
        now: DateTime<Utc>,
    ) -> Option<Outcome> {
        if matches!(command, Command::Undo | Command::Redo) {
            let held = self.with_tournament(|tournament| {
                let target = match command {
                    Command::Undo => tournament.undo_target(),
                    _ => tournament.redo_target(),
                }?;
                let preview = tournament.preview(&command, now).ok()?;
                (!preview.consequences.is_empty()).then(|| Confirm {
                    command: command.clone(),
                    summary: target.summary.clone(),
                    consequences: preview.consequences,
                })
            });
            if let Some(confirm) = held.flatten() {
                self.view().confirm = Some(confirm);
                return None;
            }
        }
        self.execute(ctx, command, now)
    }

    /// The question before a weighty undo or redo: what it takes back or puts back, one line
    /// each, then the TD's choice. Esc, or Cancel, leaves everything as it is.
    pub(super) fn confirmation(&mut self, ctx: &egui::Context, t: &Texts, now: DateTime<Utc>) {
        let Some(confirm) = &self.view().confirm else {
            return;
        };
        let summary = confirm.summary.say(t.lang);
        let (title, lead, yes) = if confirm.command == Command::Undo {
            (
                riffle_text::fill!(t, "confirm_undo_title", summary),
                t.text("confirm_undo_lead"),
                t.text("confirm_undo"),
            )
        } else {
            (
                riffle_text::fill!(t, "confirm_redo_title", summary),
                t.text("confirm_redo_lead"),
                t.text("confirm_redo"),
            )
        };
        let consequences: Vec<String> = confirm
            .consequences
            .iter()
            .map(|consequence| consequence_words(t, consequence))
            .collect();
        let id = egui::Id::unique("confirm_undo_redo");
        let answer = ask(ctx, id, t, [&title, lead, yes], &consequences);
        match answer {
            Some(true) => {
                if let Some(confirm) = self.view().confirm.take() {
                    self.execute(ctx, confirm.command, now);
                }
            }
            Some(false) => self.view().confirm = None,
            None => {}
        }
    }

    /// Sends a command to the tournament; a refusal goes on the notice strip. What it made,
    /// once carried out.
    pub(super) fn execute(
        &mut self,
        ctx: &egui::Context,
        command: Command,
        now: DateTime<Utc>,
    ) -> Option<Outcome> {
        // What an undo takes back or a redo puts back, told once it is done.
        let summary = |entry: &riffle_tournament::CommandEntry| entry.summary.clone();
        let toasted = match command {
            Command::Undo => self
                .with_tournament(|tn| tn.undo_target().map(summary))
                .flatten()
                .map(Toasted::Undone),
            Command::Redo => self
                .with_tournament(|tn| tn.redo_target().map(summary))
                .flatten()
                .map(Toasted::Redone),
            _ => None,
        };
        let result = {
            let mut shared = self.shared.lock();
            match shared.backend_mut() {
                Some(backend) => backend.execute(&command, now),
                None => Err(worded(|t| t.text("no_tournament"))),
            }
        };
        // The toast's undo would take back this command now, not the clock's.
        self.view().toast = None;
        match result {
            Ok(outcome) => {
                self.view().refusal = None;
                self.view().toast = toasted.map(|what| Toast::of(what, now));
                ctx.request_repaint();
                ctx.request_repaint_of(player_screen::viewport_id());
                Some(outcome)
            }
            Err(refusal) => {
                self.view().refusal = Some(refusal);
                // Asked from the outbox after the notice slot was drawn: draw it again.
                ctx.request_repaint();
                None
            }
        }
    }
}

/// One weighty consequence of an undo or a redo, in the TD's words.
pub(super) fn consequence_words(t: &Texts, consequence: &Consequence) -> String {
    match consequence {
        Consequence::TableBroken { table, players } => {
            riffle_text::fill!(
                t,
                "consequence_table_broken" / *players,
                table = table.0,
                n = players
            )
        }
        Consequence::FinalTableDrawn { table, players } => {
            riffle_text::fill!(t, "consequence_final_table", table = table.0, n = players)
        }
        Consequence::PlayersOut { count } => {
            riffle_text::fill!(t, "consequence_players_out", n = count)
        }
        Consequence::PrizesChanged => t.text("consequence_prizes").to_string(),
    }
}
