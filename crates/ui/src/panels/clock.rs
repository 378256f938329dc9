//! The clock panel: the clock as big as the panel allows with what the room needs to know (the
//! level hands dealt now play, registration, players left, average stack), and the TD's controls:
//! start, pause and resume (space), time added or taken off, another level, hand-for-hand, and
//! the announcement on the players' screen.

use super::{Cx, Outbox, Panel, Shown, View, go_color, no_tournament};
use crate::backend::toggle_clock;
use crate::i18n::words;
use crate::i18n::{Texts, clock_time};
use crate::theme;
use egui::{Button, Key, RichText, TextEdit, Ui, Vec2};
use riffle_core::clock::{ClockState, Registration};
use riffle_core::structure::PeriodRef;
use riffle_text::Words;
use riffle_text::parse_whole_number;
use riffle_tournament::{Command, DisplayState};

/// How long after a level change the panel reminds the TD that hands dealt before it keep the
/// old level.
const CHANGE_REMINDER_MS: i64 = 3 * 60_000;

/// What the TD is typing on the clock panel.
#[derive(Default)]
pub struct ClockPanel {
    minutes: String,
    minutes_error: bool,
    level: String,
    announcement: String,
}

impl ClockPanel {
    /// Draws the clock panel from `display` (and the tournament, when the backend has one: the
    /// levels of the structure); returns the command the TD asked for.
    pub fn ui(&mut self, ui: &mut Ui, shown: &Shown) -> Option<Command> {
        let Shown { display, t, cx } = shown;
        let (t, cx) = (*t, cx.as_ref());
        let w = words(t.lang);
        let mut command = None;
        let wide = ui.available_width() >= theme::space::CLOCK_TWO_COLUMNS;
        if wide {
            // Columns stretch their widgets across; buttons keep their own width here.
            let layout = egui::Layout::top_down(egui::Align::Min);
            ui.columns(2, |columns| {
                let [left, right] = columns else {
                    return;
                };
                left.with_layout(layout, |ui| {
                    if let Some(asked) = show_clock(ui, display, t, w, cx) {
                        command = Some(asked);
                    }
                });
                right.with_layout(layout, |ui| {
                    if let Some(asked) = self.controls(ui, display, t, w, cx) {
                        command = Some(asked);
                    }
                });
            });
        } else {
            egui::ScrollArea::vertical().show(ui, |ui| {
                if let Some(asked) = show_clock(ui, display, t, w, cx) {
                    command = Some(asked);
                }
                ui.separator();
                if let Some(asked) = self.controls(ui, display, t, w, cx) {
                    command = Some(asked);
                }
            });
        }
        command
    }

    /// Time, levels, hand-for-hand and the announcement.
    fn controls(
        &mut self,
        ui: &mut Ui,
        display: &DisplayState,
        t: &Texts,
        w: &Words,
        cx: Option<&Cx>,
    ) -> Option<Command> {
        let mut command = None;
        let mut ask = |asked: Command| command = Some(asked);
        let big = |text: String| Button::new(RichText::new(text).size(theme::size::LEAD));

        ui.heading(w.text("time"));
        ui.horizontal_wrapped(|ui| {
            for minutes in [1, 5] {
                if ui
                    .add(big(riffle_text::fill!(w, "add_minutes", n = minutes)))
                    .clicked()
                {
                    ask(Command::AddTime {
                        seconds: minutes * 60,
                    });
                }
            }
            for minutes in [1, 5] {
                if ui
                    .add(big(riffle_text::fill!(w, "remove_minutes", n = minutes)))
                    .clicked()
                {
                    ask(Command::RemoveTime {
                        seconds: minutes * 60,
                    });
                }
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label(w.text("clock_minutes"));
            ui.add(
                TextEdit::singleline(&mut self.minutes)
                    .hint_text(w.text("minutes_hint"))
                    .desired_width(theme::space::FIELD_XS),
            )
            .labelled_by(label.id);
            let add = ui.button(w.text("add")).clicked();
            let remove = ui.button(w.text("remove")).clicked();
            if add || remove {
                let seconds = parse_whole_number(&self.minutes)
                    .and_then(|m| u32::try_from(m.checked_mul(60)?).ok())
                    .filter(|&s| s > 0);
                self.minutes_error = seconds.is_none();
                if let Some(seconds) = seconds {
                    self.minutes.clear();
                    ask(if add {
                        Command::AddTime { seconds }
                    } else {
                        Command::RemoveTime { seconds }
                    });
                }
            }
        });
        if self.minutes_error {
            ui.colored_label(ui.visuals().error_fg_color, w.text("not_minutes"));
        }
        ui.add_space(theme::space::SECTION_GAP);

        ui.heading(w.text("levels"));
        ui.horizontal_wrapped(|ui| {
            if ui.add(big(w.text("previous_period").to_string())).clicked() {
                ask(Command::PreviousPeriod);
            }
            if ui.add(big(w.text("next_period").to_string())).clicked() {
                ask(Command::NextPeriod);
            }
        });
        ui.horizontal(|ui| {
            let label = ui.label(w.text("level_number"));
            let field = ui
                .add(
                    TextEdit::singleline(&mut self.level)
                        .hint_text("1")
                        .desired_width(theme::space::FIELD_XS),
                )
                .labelled_by(label.id);
            // Only a level the structure has is offered; any other is named below.
            let level = parse_whole_number(&self.level)
                .and_then(|n| u32::try_from(n).ok())
                .filter(|&n| cx.is_none_or(|cx| cx.tournament.schedule().level(n).is_some()));
            if let Some(level) = level {
                let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
                if ui
                    .add(big(riffle_text::fill!(w, "jump_to", n = level)))
                    .clicked()
                    || entered
                {
                    self.level.clear();
                    ask(Command::JumpToLevel { level });
                }
            }
        });
        // The blinds of the level typed, so the TD sees where the jump lands.
        if let (Some(cx), Ok(level)) = (cx, self.level.trim().parse::<u32>()) {
            let schedule = cx.tournament.schedule();
            match schedule.level(level) {
                Some(spec) => ui
                    .label(t.labelled(&riffle_text::fill!(t, "level", n = level), &t.stakes(spec))),
                None => ui.colored_label(
                    ui.visuals().warn_fg_color,
                    riffle_text::fill!(w, "no_such_level", last = schedule.level_count()),
                ),
            };
        }
        ui.add_space(theme::space::SECTION_GAP);

        ui.heading(w.text("clock_hand_for_hand"));
        if let Some(cx) = cx {
            let minutes = cx.tournament.structure().hand_for_hand_minutes();
            let help = match minutes {
                0 => w.text("hand_for_hand_help_stopped").to_string(),
                n => riffle_text::fill!(w, "hand_for_hand_help" / u64::from(n), n),
            };
            ui.label(RichText::new(help).weak());
        }
        ui.horizontal_wrapped(|ui| match display.clock.hand_for_hand {
            None => {
                if ui
                    .add(big(w.text("start_hand_for_hand").to_string()))
                    .clicked()
                {
                    ask(Command::StartHandForHand);
                }
            }
            Some(hands) => {
                ui.label(
                    RichText::new(riffle_text::fill!(t, "hands_played" / hands, n = hands))
                        .strong()
                        .color(ui.visuals().warn_fg_color),
                );
                let completed = Button::new(
                    RichText::new(w.text("hand_completed"))
                        .size(theme::size::TITLE)
                        .strong(),
                )
                .min_size(Vec2::new(0.0, theme::space::BUTTON));
                if ui.add(completed).clicked() {
                    ask(Command::HandForHandCompleted);
                }
                if ui
                    .add(big(w.text("end_hand_for_hand").to_string()))
                    .clicked()
                {
                    ask(Command::EndHandForHand);
                }
            }
        });
        ui.add_space(theme::space::SECTION_GAP);

        let label = ui.heading(w.text("announcement"));
        let field = ui
            .add(
                TextEdit::singleline(&mut self.announcement)
                    .hint_text(w.text("announcement_hint"))
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(label.id);
        ui.horizontal(|ui| {
            let text = self.announcement.trim().to_string();
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            let announce = ui.add_enabled(!text.is_empty(), big(w.text("announce").to_string()));
            if (announce.clicked() || entered) && !text.is_empty() {
                self.announcement.clear();
                ask(Command::Announce { text });
            }
            let showing = display.announcement.is_some();
            if ui
                .add_enabled(showing, big(w.text("clock_clear").to_string()))
                .clicked()
            {
                ask(Command::ClearAnnouncement);
            }
        });
        if let Some(text) = &display.announcement {
            ui.label(RichText::new(t.labelled(w.text("showing"), text)).strong());
        }
        if let Some(cx) = cx {
            ui.add_space(theme::space::SECTION_GAP);
            ui.heading(w.text("end_of_day"));
            let tournament = cx.tournament;
            if tournament.day_ended() {
                let left = tournament.players_in();
                let (bagged, all) = left.fold((0u64, 0u64), |(b, a), e| {
                    (b + u64::from(e.bag.is_some()), a + 1)
                });
                ui.label(
                    RichText::new(riffle_text::fill!(w, "day_ended_bagged", bagged, all))
                        .strong()
                        .color(ui.visuals().warn_fg_color),
                );
            } else {
                ui.label(RichText::new(w.text("end_of_day_help")).weak());
                if ui.add(big(w.text("end_the_day").to_string())).clicked() {
                    ask(Command::EndDay);
                }
            }
        }
        command
    }
}

/// The clock and what the room needs to know, with the start, pause and resume button.
fn show_clock(
    ui: &mut Ui,
    display: &DisplayState,
    t: &Texts,
    w: &Words,
    cx: Option<&Cx>,
) -> Option<Command> {
    let view = &display.clock;
    let on_break = matches!(view.period, PeriodRef::Break { .. });
    let title = match view.period {
        PeriodRef::Level(n) => riffle_text::fill!(t, "level", n = n),
        PeriodRef::Break { .. } => t.text("break_title").to_string(),
    };
    ui.label(RichText::new(title).size(theme::size::CLOCK_TITLE).strong());
    let paused = ui.visuals().error_fg_color;
    let size = theme::size::clock_digits(ui.available_width());
    let time = RichText::new(clock_time(view.time_left_ms))
        .monospace()
        .size(size);
    match view.state {
        ClockState::NotStarted => {
            ui.label(time);
            ui.label(RichText::new(t.text("clock_not_started")).size(theme::size::TITLE));
        }
        ClockState::Paused => {
            ui.label(time.color(paused));
            ui.label(
                RichText::new(t.text("paused"))
                    .color(paused)
                    .strong()
                    .size(theme::size::PROMINENT),
            );
        }
        ClockState::Running => {
            ui.label(time.color(ui.visuals().strong_text_color()));
        }
    }
    let strong = ui.visuals().strong_text_color();
    if let Some(level) = &display.level {
        let caption = if on_break {
            t.text("after_the_break")
        } else {
            t.text("blinds")
        };
        let stakes = t.labelled(caption, &t.stakes(level));
        ui.label(
            RichText::new(stakes)
                .size(theme::size::HEADING)
                .color(strong),
        );
        // TDA 23: the level a hand plays is the one on the clock when it was dealt.
        let number = view.level_for_new_hands;
        let now = if on_break {
            riffle_text::fill!(w, "hands_after_break", level = number)
        } else {
            riffle_text::fill!(w, "hands_now", level = number)
        };
        ui.label(RichText::new(now).size(theme::size::FIGURE).strong());
    }
    if let Some((level, stakes)) = cx.and_then(|cx| just_changed(cx, display)) {
        ui.label(
            RichText::new(riffle_text::fill!(w, "hands_before_change", level, stakes))
                .size(theme::size::BODY)
                .color(ui.visuals().warn_fg_color),
        );
    }
    if let Some(next) = display.next_level.as_ref().filter(|_| !on_break) {
        ui.label(
            RichText::new(t.labelled(t.text("next_level"), &t.stakes(next)))
                .size(theme::size::FIGURE),
        );
    }
    if let Some(ms) = view.next_break_in_ms {
        ui.label(
            RichText::new(format!("{} {}", t.text("next_break"), clock_time(ms)))
                .size(theme::size::FIGURE),
        );
    }
    ui.add_space(theme::space::ITEM_GAP);
    let color = match view.registration {
        Registration::Open { .. } => go_color(ui),
        Registration::Closed => ui.visuals().weak_text_color(),
    };
    let registration = t.registration(view.registration);
    ui.label(
        RichText::new(registration)
            .size(theme::size::FIGURE)
            .color(color),
    );
    ui.label(
        RichText::new(format!(
            "{} · {}",
            t.labelled(
                t.text("players_left"),
                &t.number(u64::from(display.players_left))
            ),
            t.labelled(t.text("entries"), &t.number(u64::from(display.entries)))
        ))
        .size(theme::size::FIGURE),
    );
    let mut average = t.labelled(t.text("average_stack"), &t.number(display.average_stack));
    if display.average_stack_bb_tenths > 0 {
        average = format!(
            "{average} ({} {})",
            t.tenths(display.average_stack_bb_tenths),
            t.text("big_blinds_short")
        );
    }
    ui.label(RichText::new(average).size(theme::size::FIGURE));
    if display.hand_for_hand {
        ui.label(
            RichText::new(t.text("hand_for_hand"))
                .size(theme::size::SECTION)
                .strong()
                .color(ui.visuals().warn_fg_color),
        );
    }
    ui.add_space(theme::space::GROUP_GAP);
    let action = match view.state {
        ClockState::NotStarted => t.text("start_clock"),
        ClockState::Running => t.text("pause_clock"),
        ClockState::Paused => t.text("resume_clock"),
    };
    let label = format!("{action} ({})", t.text("key_space"));
    let button = Button::new(RichText::new(label).size(theme::size::PROMINENT).strong()).min_size(
        Vec2::new(theme::space::BUTTON_WIDEST, theme::space::BUTTON_MAIN),
    );
    ui.add(button).clicked().then(|| toggle_clock(view.state))
}

/// In the first minutes of a level that followed another level: that level and its stakes,
/// which a hand dealt before the change still plays (TDA 23).
fn just_changed(cx: &Cx, display: &DisplayState) -> Option<(u32, String)> {
    let view = &display.clock;
    let PeriodRef::Level(level) = view.period else {
        return None;
    };
    if view.state == ClockState::NotStarted || view.hand_for_hand.is_some() {
        return None;
    }
    let periods = cx.tournament.clock().periods();
    let index = periods.iter().position(|p| p.period == view.period)?;
    let previous = periods.get(index.checked_sub(1)?)?;
    let PeriodRef::Level(before) = previous.period else {
        return None;
    };
    let played = periods[index].ms.saturating_sub(view.time_left_ms);
    if played >= CHANGE_REMINDER_MS || before + 1 != level {
        return None;
    }
    let spec = cx.tournament.schedule().level(before)?;
    Some((before, cx.t.stakes(spec)))
}

impl Panel for ClockPanel {
    fn title(&self, t: &'static Texts) -> &'static str {
        t.text("tab_clock")
    }

    fn show(&mut self, ui: &mut Ui, view: &mut View, out: &mut Outbox) {
        let Some(shown) = view.shown() else {
            return no_tournament(ui, view.t);
        };
        out.send(self.ui(ui, &shown));
    }
}
