//! The notice slot under the tabs and what feeds it: refusals, notices, the alerts of the clock,
//! the tables' reports, penalties over or due, printouts written, and what a key just did.

use super::App;
use crate::alerts::Chime;
use crate::event_view::{self, Told};
use crate::i18n::Texts;
use crate::panels::Tab;
use crate::shared::Snapshot;
use crate::theme;
use chrono::{DateTime, Utc};
use egui::{Align, Color32, Layout, RichText, Ui};
use riffle_rules::penalties::Effect;
use riffle_tournament::Command;

impl App {
    /// Notes the players whose penalty has just ended (served, or taken back), so the notice
    /// slot tells the TD to let them play again.
    pub(super) fn watch_penalties(&mut self) {
        let was_away = self.view_ref().away.clone();
        let away = self.with_tournament(|tournament| {
            let mut away: Vec<_> = (tournament.penalties().iter())
                .map(|record| record.player)
                .filter(|&player| tournament.away(player))
                .collect();
            away.dedup();
            let back: Vec<_> = (was_away.iter().flatten())
                .filter(|&&player| {
                    !away.contains(&player)
                        && tournament
                            .entry(player)
                            .is_some_and(|entry| entry.in_play())
                })
                .copied()
                .collect();
            (away, back)
        });
        let Some((away, back)) = away else {
            self.view().away = None;
            return;
        };
        for player in back {
            if !self.view().back.contains(&player) {
                self.view().back.push(player);
            }
        }
        self.view().back.retain(|player| !away.contains(player));
        self.view().away = Some(away);
    }

    /// Sounds the chime when a dealer's call or bust arrives, whatever tab is shown: the notice
    /// slot says it, and a TD at a table across the room hears it. Reports already there when
    /// the event opened are not chimed.
    pub(super) fn watch_reports(&mut self) {
        let ids = self.with_tournament(|tournament| {
            (tournament.reports().iter())
                .map(|report| report.id)
                .collect::<std::collections::BTreeSet<u32>>()
        });
        let Some(ids) = ids else {
            return;
        };
        let view = self.view();
        let new = view
            .reports_heard
            .as_ref()
            .is_some_and(|heard| ids.iter().any(|id| !heard.contains(id)));
        view.reports_heard = Some(ids);
        if new {
            self.shared.lock().chime(Chime::Warning);
        }
    }

    /// Tells the TD once when a penalty served away from the table should be over by the
    /// estimate (where no hands are reported the countdown runs on the clock of the pace), with
    /// the chime, and wakes the window when the next one comes due.
    pub(super) fn watch_penalties_due(&mut self, ctx: &egui::Context, now: DateTime<Utc>) {
        let running = self.with_tournament(|tournament| {
            (tournament.penalties().iter().enumerate())
                .filter_map(|(at, record)| match &record.penalty.effect {
                    Effect::Away(serving) if serving.is_running() => Some((
                        at,
                        serving.estimated_served(now) >= serving.hands(),
                        serving.estimated_end(),
                    )),
                    _ => None,
                })
                .collect::<Vec<_>>()
        });
        let Some(running) = running else {
            return;
        };
        let view = self.view();
        view.due
            .retain(|at| running.iter().any(|(r, _, _)| r == at));
        let mut chime = false;
        let mut next = None::<DateTime<Utc>>;
        for (at, over, end) in running {
            if !over {
                next = Some(next.map_or(end, |n| n.min(end)));
            } else if view.due_told.insert(at) {
                view.due.push(at);
                chime = true;
            }
        }
        if chime {
            self.shared.lock().chime(Chime::Warning);
        }
        if let Some(next) = next {
            let wait = (next - now).to_std().unwrap_or_default();
            ctx.request_repaint_after(wait + std::time::Duration::from_millis(50));
        }
    }

    /// The oldest report from the tables still to answer, in the TD's words, while the Tables
    /// tab (where it is answered) is not shown.
    pub(super) fn report_to_answer(&self, t: &Texts) -> Option<String> {
        if self.tab == Tab::Tables && !self.welcome_shown {
            return None;
        }
        self.with_tournament(|tournament| {
            let report = tournament.reports().first()?;
            let table = report.table.0;
            Some(match &report.kind {
                riffle_tournament::reports::ReportKind::FloorCall { reason } => {
                    riffle_text::fill!(t, "report_call", table, reason)
                }
                riffle_tournament::reports::ReportKind::Bust { seat, player } => {
                    let name = (tournament.entry(*player))
                        .map_or_else(|| player.to_string(), |e| e.name.clone());
                    riffle_text::fill!(t, "report_bust_unplaced", table, seat, name)
                }
            })
        })
        .flatten()
    }

    /// The slot under the tabs, always there and always the same height, so a notice never
    /// pushes the panel (a click aimed at a button lands on it). It shows the most urgent of:
    /// a journal that cannot be written (red, for as long as it lasts), a refused command (red,
    /// until dismissed), what opening or a repair found (amber, until dismissed), what a key just
    /// did (with its undo), the alert of the moment (amber). A live alert of the clock, this
    /// event's or another tab's, shows over a refusal or a notice told before it came.
    /// A sentence longer than the slot ends in "…" and shows whole in its tooltip.
    pub(super) fn notices(
        &mut self,
        ui: &mut Ui,
        snapshot: &Snapshot,
        t: &Texts,
        now: DateTime<Utc>,
    ) {
        let not_saved = snapshot.not_saved.as_ref().map(|text| text.get(t.lang));
        // A refusal for the failed write itself is already in sight.
        let refusal = (self.view().refusal.as_ref())
            .map(|refusal| refusal.say(t.lang))
            .filter(|sentence| Some(sentence.as_str()) != not_saved);
        if self
            .view()
            .toast
            .as_ref()
            .is_some_and(|toast| toast.gone(now))
        {
            self.view().toast = None;
        }
        // A live alert of the clock (here or on another tab) shows over a refusal or a notice
        // told before it came; one told after it takes the slot back.
        // Both kept by their facts, so a language switch rewords them and changes nothing else.
        let alert = (snapshot.alert.map(|alert| (None, alert))).or_else(|| {
            (snapshot.elsewhere.first()).map(|(event, alert)| (Some(event.clone()), *alert))
        });
        let told = {
            let view = self.view_ref();
            match (&view.refusal, &view.notice) {
                (Some(said), _) if refusal.is_some() => Some(Told::of(said, true)),
                (_, Some(notice)) => Some(Told::of(notice, false)),
                _ => None,
            }
        };
        let pass = ui.ctx().cumulative_pass_nr();
        let view = self.view();
        view.alert_since = event_view::since(view.alert_since.take(), alert, pass);
        view.told_since = event_view::since(view.told_since.take(), told, pass);
        let alert_first = match (&view.alert_since, &view.told_since) {
            (Some((_, alert_at)), Some((_, told_at))) => alert_at >= told_at,
            _ => false,
        };
        let alert = (view.alert_since.as_ref()).map(|((event, alert), _)| match event {
            None => t.alert(alert),
            Some(event) => t.labelled(event, &t.alert(alert)),
        });
        if let Some(sentence) = not_saved {
            strip(ui, theme::DANGER_FILL, theme::ON_DARK, |ui| {
                notice_text(ui, RichText::new(sentence).strong());
            });
        } else if let Some(alert) = alert.clone().filter(|_| alert_first) {
            strip(ui, theme::WARNING, theme::ON_WARNING, |ui| {
                notice_text(ui, RichText::new(alert).strong());
            });
        } else if let Some(sentence) = refusal {
            let text = t.labelled(t.text("refused"), &sentence).into();
            if dismissible(ui, t, theme::DANGER_FILL, theme::ON_DARK, text) {
                self.view().refusal = None;
            }
        } else if let Some(notice) = &self.view().notice {
            let text = RichText::new(notice.say(t.lang)).strong();
            if dismissible(ui, t, theme::WARNING, theme::ON_WARNING, text) {
                self.view().notice = None;
            }
        } else if let Some(report) = self.report_to_answer(t) {
            // A dealer's call or bust, until answered on the Tables tab.
            let go = strip(ui, theme::WARNING, theme::ON_WARNING, |ui| {
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    let go = ui.button(t.text("tab_tables")).clicked();
                    notice_text(ui, RichText::new(report).strong());
                    go
                })
                .inner
            });
            if go {
                self.set_tab(Tab::Tables);
            }
        } else if let Some(&player) = self.view().back.first() {
            let name = self
                .with_tournament(|tournament| tournament.entry(player).map(|e| e.name.clone()))
                .flatten()
                .unwrap_or_default();
            let seat = self
                .with_tournament(|tournament| tournament.floor().seat_of(player))
                .flatten();
            let sentence = match seat {
                Some(seat) => riffle_text::fill!(
                    t,
                    "penalty_over_at",
                    name,
                    table = seat.table.0,
                    seat = seat.seat
                ),
                None => riffle_text::fill!(t, "penalty_over", name),
            };
            let text = RichText::new(sentence).strong();
            if dismissible(ui, t, theme::WARNING, theme::ON_WARNING, text) {
                self.view().back.remove(0);
            }
        } else if let Some(&at) = self.view().due.first() {
            let told = self.with_tournament(|tournament| {
                let record = tournament.penalties().get(at)?;
                let Effect::Away(serving) = &record.penalty.effect else {
                    return None;
                };
                let name = tournament.entry(record.player)?.name.clone();
                let time = crate::panels::rulings::wall_time(serving.estimated_end());
                let sentence = match tournament.floor().seat_of(record.player) {
                    Some(seat) => riffle_text::fill!(
                        t,
                        "penalty_due_at",
                        name,
                        time,
                        table = seat.table.0,
                        seat = seat.seat
                    ),
                    None => riffle_text::fill!(t, "penalty_due", name, time),
                };
                Some((record.player, sentence))
            });
            match told.flatten() {
                Some((player, sentence)) => {
                    let (back, dismissed) = dismissible_with(
                        ui,
                        t,
                        (theme::WARNING, theme::ON_WARNING),
                        RichText::new(sentence).strong(),
                        Some(t.text("penalty_due_back")),
                    );
                    if back || dismissed {
                        self.view().due.remove(0);
                    }
                    if back {
                        self.outbox.send(Some(Command::PenaltyServed { player }));
                    }
                }
                None => {
                    self.view().due.remove(0);
                }
            }
        } else if let Some(path) = self.view().printed.clone() {
            // A sheet (a workbook) is written, not printed: said so.
            let sentence = if path.extension().is_some_and(|ext| ext == "pdf") {
                riffle_text::fill!(t, "printed_to", path = path.display())
            } else {
                riffle_text::fill!(t, "written_to", path = path.display())
            };
            let (folder, dismissed) = dismissible_with(
                ui,
                t,
                (theme::TOAST_FILL, theme::ON_DARK),
                RichText::new(sentence).strong(),
                Some(t.text("open_prints_folder")),
            );
            if folder && let Some(parent) = path.parent() {
                crate::platform::open_document(parent);
            }
            if folder || dismissed {
                self.view().printed = None;
            }
        } else if let Some(toast) = &self.view().toast {
            let (label, reverse) = toast.reverse(t);
            let clicked = strip(ui, theme::TOAST_FILL, theme::ON_DARK, |ui| {
                ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
                    let clicked = ui.button(label).clicked();
                    notice_text(ui, toast.sentence(t).into());
                    clicked
                })
                .inner
            });
            if clicked {
                self.view().toast = None;
                self.outbox.send(Some(reverse));
            }
        } else if let Some(alert) = alert {
            // The alert of the moment, another tab's named by its event.
            strip(ui, theme::WARNING, theme::ON_WARNING, |ui| {
                notice_text(ui, RichText::new(alert).strong());
            });
        }
    }
}

/// A full-width coloured strip filling the notice slot, its content on one row.
/// A notice the TD dismisses: its text, and "Dismiss (Esc)" at the right end of the strip.
/// Whether the TD clicked it.
pub(super) fn dismissible(
    ui: &mut Ui,
    t: &Texts,
    fill: Color32,
    ink: Color32,
    text: RichText,
) -> bool {
    dismissible_with(ui, t, (fill, ink), text, None).1
}

/// [`dismissible`] with a button that acts on the notice (bring the player back, open the
/// printout's folder) beside "Dismiss (Esc)": whether each was clicked, the action first.
pub(super) fn dismissible_with(
    ui: &mut Ui,
    t: &Texts,
    (fill, ink): (Color32, Color32),
    text: RichText,
    action: Option<&str>,
) -> (bool, bool) {
    strip(ui, fill, ink, |ui| {
        ui.with_layout(Layout::right_to_left(Align::Center), |ui| {
            let dismiss = format!("{} ({})", t.text("dismiss"), t.text("key_escape"));
            let dismissed = ui.button(dismiss).clicked();
            let acted = action.is_some_and(|label| ui.button(label).clicked());
            notice_text(ui, text);
            (acted, dismissed)
        })
        .inner
    })
}

pub(super) fn strip<R>(
    ui: &mut Ui,
    fill: Color32,
    text: Color32,
    add: impl FnOnce(&mut Ui) -> R,
) -> R {
    egui::Frame::new()
        .fill(fill)
        .inner_margin(theme::space::STRIP_MARGIN)
        .show(ui, |ui| {
            ui.visuals_mut().override_text_color = Some(text);
            ui.set_width(ui.available_width());
            ui.set_height(ui.available_height());
            ui.horizontal_centered(add).inner
        })
        .inner
}

/// A notice's sentence on at most [`theme::space::NOTICE_ROWS`] rows, cut with "…" beyond them
/// and whole in its tooltip, so the slot never grows.
pub(super) fn notice_text(ui: &mut Ui, text: RichText) {
    let whole = text.text().to_string();
    let mut job = egui::WidgetText::from(text.size(theme::size::BODY)).into_layout_job(
        ui.style(),
        egui::FontSelection::Default,
        Align::Center,
    );
    let job_mut = std::sync::Arc::make_mut(&mut job);
    job_mut.wrap = egui::text::TextWrapping {
        max_width: ui.available_width(),
        max_rows: theme::space::NOTICE_ROWS,
        break_anywhere: false,
        overflow_character: Some('…'),
    };
    ui.add(egui::Label::new(job)).on_hover_text(whole);
}
