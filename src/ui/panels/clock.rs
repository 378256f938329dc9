//! The clock panel: what is on the clock, and the button that starts, pauses and resumes it.

use crate::clock::ClockState;
use crate::structure::PeriodRef;
use crate::tournament::Command;
use crate::tournament::DisplayState;
use crate::ui::i18n::{Texts, clock_time};
use crate::ui::panels::Cx;
use egui::{Button, RichText, Ui};

/// Draws the clock panel; returns the command the TD clicked, if any.
pub fn show(ui: &mut Ui, display: &DisplayState, t: &Texts, _cx: Option<&Cx>) -> Option<Command> {
    let view = &display.clock;
    let title = match view.period {
        PeriodRef::Level(n) => (t.level)(n),
        PeriodRef::Break { .. } => t.break_title.to_string(),
    };
    let on_break = matches!(view.period, PeriodRef::Break { .. });
    ui.heading(title);
    let paused = ui.visuals().error_fg_color;
    let time = RichText::new(clock_time(view.time_left_ms))
        .monospace()
        .size(96.0);
    match view.state {
        ClockState::NotStarted => {
            ui.label(time);
            ui.label(t.clock_not_started);
        }
        ClockState::Paused => {
            ui.label(time.color(paused));
            ui.label(RichText::new(t.paused).color(paused).strong());
        }
        ClockState::Running => {
            ui.label(time.color(ui.visuals().strong_text_color()));
        }
    }
    if let Some(level) = &display.level {
        let caption = if on_break {
            t.after_the_break
        } else {
            t.blinds
        };
        let stakes = format!("{caption}: {}", t.stakes(level));
        let strong = ui.visuals().strong_text_color();
        ui.label(RichText::new(stakes).size(24.0).color(strong));
    }
    if let Some(next) = display.next_level.as_ref().filter(|_| !on_break) {
        ui.label(format!("{}: {}", t.next_level, t.stakes(next)));
    }
    if let Some(ms) = view.next_break_in_ms {
        ui.label(format!("{} {}", t.next_break, clock_time(ms)));
    }
    if display.hand_for_hand {
        ui.colored_label(ui.visuals().warn_fg_color, t.hand_for_hand);
    }
    ui.add_space(12.0);
    let action = match view.state {
        ClockState::NotStarted => (t.start_clock, Command::StartClock),
        ClockState::Running => (t.pause_clock, Command::PauseClock),
        ClockState::Paused => (t.resume_clock, Command::ResumeClock),
    };
    let label = format!("{} ({})", action.0, t.key_space);
    let button = Button::new(RichText::new(label).size(20.0)).min_size(egui::vec2(260.0, 44.0));
    ui.add(button).clicked().then_some(action.1)
}
