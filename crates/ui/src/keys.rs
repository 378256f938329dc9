//! The window's input rules, in one place: when a single key (Space for the clock, F, C, R and
//! A in the hand logger, the arrows in the player list) may act, and how a text field keeps the
//! keyboard after Enter.
//!
//! A single key acts only when the TD is not typing and nothing is asking: no text field has
//! the keyboard, no question, modal, menu or file dialog is open, and the window has the focus.
//! The shell tells this module at the start of each frame what only it knows (its own dialogs
//! and questions); every panel asks [`single_keys`] before it reads a key. Otherwise the name a
//! TD types into a dialog lands in the hand being logged, and its space starts the clock.

use egui::{Context, Event, Id, Key};

/// Where the shell keeps, for the frame, whether one of its own questions or dialogs is open.
fn held_id() -> Id {
    Id::unique("riffle-single-keys-held")
}

/// Where a panel notes that the field it just sent with Enter lets the keyboard go.
fn let_go_id() -> Id {
    Id::unique("riffle-field-lets-go")
}

/// Tells the frame whether the shell has a question or a dialog of its own open (a confirm, a
/// path typed by hand, the system's file dialog): single keys then wait.
pub(crate) fn hold(ctx: &Context, held: bool) {
    ctx.data_mut(|data| data.insert_temp(held_id(), held));
}

/// Whether a single key may act now: the window has the focus, no text field has the keyboard,
/// and no question, modal, menu or dialog is open.
pub fn single_keys(ctx: &Context) -> bool {
    ctx.input(|i| i.focused)
        && !ctx.text_edit_focused()
        && ctx.memory(|m| m.top_modal_layer()).is_none()
        && !egui::Popup::is_any_open(ctx)
        && !ctx.data(|data| data.get_temp::<bool>(held_id()).unwrap_or(false))
}

/// The text field Enter is pressed in this frame, read before any widget: egui lets a
/// one-line field go on Enter, and [`keep_focus_after_enter`] gives it back.
pub(crate) fn enter_in_field(ctx: &Context) -> Option<Id> {
    ctx.data_mut(|data| data.remove_temp::<bool>(let_go_id()));
    if !ctx.text_edit_focused() {
        return None;
    }
    let enter = ctx.input(|i| {
        i.events.iter().any(|event| {
            matches!(
                event,
                Event::Key {
                    key: Key::Enter,
                    pressed: true,
                    ..
                }
            )
        })
    });
    enter.then(|| ctx.memory(|m| m.focused())).flatten()
}

/// Gives the keyboard back to the field Enter was pressed in, once the frame is drawn: a TD who
/// presses Enter in an empty name field and types the next name finds it in the field, not in
/// the shortcuts. Not when the field is gone (a question answered), another widget took the
/// keyboard, or the panel let it go on purpose ([`let_go`]).
pub(crate) fn keep_focus_after_enter(ctx: &Context, field: Option<Id>) {
    let Some(field) = field else {
        return;
    };
    let let_go = ctx.data_mut(|data| data.remove_temp::<bool>(let_go_id()));
    let drawn = ctx.viewport(|v| v.this_pass.widgets.get(field).is_some());
    if let_go != Some(true) && drawn && ctx.memory(|m| m.focused().is_none()) {
        ctx.memory_mut(|m| m.request_focus(field));
    }
}

/// A field whose Enter hands the keyboard on: the hand logger's amount, whose Enter logs the
/// wager so that F, C, R and A work for the next player at once.
pub(crate) fn let_go(ctx: &Context) {
    ctx.data_mut(|data| data.insert_temp(let_go_id(), true));
}
