//! The action buttons and their keys: whose turn it is, the legal actions with their exact
//! amounts from the betting engine, and quick amounts for a bet or a raise.

use super::logger::HandInProgress;
use super::showdown::{award, result_view, showdown};
use super::{Click, Form, HandsPanel, seat_name};
use crate::panels::Cx;
use crate::theme;
use egui::{Button, DragValue, Key, Modifiers, RichText, Ui, vec2};
use riffle_core::Chips;
use riffle_core::betting::Street;
use riffle_core::betting::rulings::pot_limit_max_to;
use riffle_core::betting::{Action, BetRange, LegalActions, Limit, Phase};
use riffle_text::Words;

impl HandsPanel {
    /// F folds, C checks or calls, R puts the cursor in the amount, A goes all-in; only while a
    /// player is to act and the window's input rules let single keys act (no text field has the
    /// keyboard, nothing is asking). Returns whether R was pressed.
    pub(super) fn shortcuts(&self, ui: &mut Ui, clicks: &mut Vec<Click>) -> bool {
        if !crate::keys::single_keys(ui.ctx()) {
            return false;
        }
        let Some(legal) = self
            .current
            .and_then(|table| self.hands.get(&table))
            .and_then(|logging| logging.hand.legal_actions())
        else {
            return false;
        };
        let (fold, call, raise, all_in) = ui.input_mut(|i| {
            (
                i.consume_key(Modifiers::NONE, Key::F),
                i.consume_key(Modifiers::NONE, Key::C),
                i.consume_key(Modifiers::NONE, Key::R),
                i.consume_key(Modifiers::NONE, Key::A),
            )
        });
        let seat = legal.seat;
        if fold && legal.fold {
            clicks.push(Click::Act(seat, Action::Fold));
        } else if call {
            clicks.push(Click::Act(seat, check_or_call(&legal)));
        } else if all_in && let Some(action) = all_in_action(&legal) {
            clicks.push(Click::Act(seat, action));
        }
        raise && wager_range(&legal).is_some()
    }
}

/// Check when there is nothing to call, else call.
pub(super) fn check_or_call(legal: &LegalActions) -> Action {
    if legal.check {
        Action::Check
    } else {
        Action::Call
    }
}

/// The bet or raise range, whichever the player faces.
pub(super) fn wager_range(legal: &LegalActions) -> Option<BetRange> {
    legal.bet.or(legal.raise)
}

/// The wager to a street total: a bet with nothing to face, else a raise.
pub(super) fn wager(legal: &LegalActions, to: Chips) -> Action {
    if legal.bet.is_some() {
        Action::BetTo(to)
    } else {
        Action::RaiseTo(to)
    }
}

/// Putting the whole stack in, when that is a legal action of its own: a bet or raise all-in,
/// or a call that takes every chip. (A stack bigger than a pot-limit maximum has no all-in.)
pub(super) fn all_in_action(legal: &LegalActions) -> Option<Action> {
    match wager_range(legal) {
        Some(range) if range.max_to == legal.all_in_to => Some(wager(legal, range.max_to)),
        _ if legal.call == Some(legal.stack) => Some(Action::Call),
        _ => None,
    }
}

/// What the TD does next: the actions of the player to act, the board to deal, the showdown,
/// the pots to award, or the result and "Apply".
pub(super) fn now_what(
    ui: &mut Ui,
    cx: &Cx,
    w: &Words,
    logging: &HandInProgress,
    form: &mut Form,
    focus_amount: bool,
    clicks: &mut Vec<Click>,
) {
    let hand = &logging.hand;
    match hand.phase() {
        Phase::Betting => {
            if let Some(legal) = hand.legal_actions() {
                actions(ui, cx, w, logging, &legal, form, focus_amount, clicks);
            }
        }
        Phase::Deal(street) => {
            if hand.is_runout() {
                ui.label(RichText::new(w.text("runout")).color(theme::WARNING));
            }
            if let Some(&seat) = logging.cards_asked().first() {
                let asked =
                    riffle_text::fill!(w, "tabled_cards_of", who = seat_name(w, logging, seat));
                if cards_asked(ui, w, &asked, w.text("tabled_not_known_help")) {
                    clicks.push(Click::TabledNotKnown(seat));
                }
                return;
            }
            let asked = match street {
                Street::Preflop => w.text("deal_preflop"),
                Street::Flop => w.text("deal_flop"),
                Street::Turn => w.text("deal_turn"),
                Street::River => w.text("deal_river"),
            };
            if cards_asked(ui, w, asked, w.text("not_known_help")) {
                clicks.push(Click::BoardNotKnown);
            }
        }
        Phase::Draw => draw(ui, w, logging, clicks),
        Phase::Showdown => showdown(ui, w, logging, clicks),
        Phase::Award => award(ui, cx, w, logging, form, clicks),
        Phase::Complete | Phase::Void => {
            if let Some(result) = hand.result() {
                result_view(ui, cx, w, logging, &result, clicks);
            }
        }
    }
}

/// The player to draw and the counts they may ask for: pat, then one card up to the limit
/// now (seed 003: three, four for one player only per draw, five when the table allows a
/// whole new hand). The cards stay optional: they can be entered at the showdown.
fn draw(ui: &mut Ui, w: &Words, logging: &HandInProgress, clicks: &mut Vec<Click>) {
    let hand = &logging.hand;
    let (Some(seat), Some(most)) = (hand.to_draw(), hand.draw_limit()) else {
        return;
    };
    ui.label(
        RichText::new(riffle_text::fill!(
            w,
            "draw_turn",
            who = seat_name(w, logging, seat)
        ))
        .size(theme::size::PROMINENT)
        .strong(),
    );
    ui.add_space(theme::space::LINE_GAP);
    ui.horizontal_wrapped(|ui| {
        for count in 0..=most {
            let text = match count {
                0 => w.text("draw_pat").to_string(),
                n => riffle_text::fill!(w, "draw_cards" / n, n),
            };
            if ui.add(action_button(text)).clicked() {
                clicks.push(Click::Draw(seat, count));
            }
        }
    });
    if hand.setup().variant.draw().is_some_and(|d| !d.whole_hand) {
        ui.label(
            RichText::new(riffle_text::fill!(w, "draw_most", n = most))
                .small()
                .color(ui.visuals().weak_text_color()),
        );
    }
}

/// A button the TD hits many times a hand: big enough not to miss.
fn action_button(text: String) -> Button<'static> {
    Button::new(RichText::new(text).size(theme::size::ACTION).strong())
        .min_size(theme::space::ACTION_BUTTON)
}

/// The player to act and the legal actions, with their exact amounts. Only legal actions are
/// offered; the amount field cannot leave the legal range.
#[allow(clippy::too_many_arguments)]
pub(super) fn actions(
    ui: &mut Ui,
    cx: &Cx,
    w: &Words,
    logging: &HandInProgress,
    legal: &LegalActions,
    form: &mut Form,
    focus_amount: bool,
    clicks: &mut Vec<Click>,
) {
    let hand = &logging.hand;
    let seat = legal.seat;
    let to_call = legal.call.unwrap_or(0);
    ui.label(
        RichText::new(riffle_text::fill!(
            w,
            "to_act_line",
            who = seat_name(w, logging, seat)
        ))
        .size(theme::size::PROMINENT)
        .strong(),
    );
    let mut facing = riffle_text::fill!(w, "behind_n", n = cx.t.number(legal.stack));
    if to_call > 0 {
        facing.push_str(&format!(
            " · {}",
            riffle_text::fill!(w, "to_call_n", n = cx.t.number(to_call))
        ));
    }
    ui.label(RichText::new(facing).size(theme::size::BODY));
    ui.add_space(theme::space::LINE_GAP);
    ui.horizontal_wrapped(|ui| {
        if legal.fold
            && ui
                .add(action_button(format!("{} (F)", w.text("fold"))))
                .clicked()
        {
            clicks.push(Click::Act(seat, Action::Fold));
        }
        if legal.check
            && ui
                .add(action_button(format!("{} (C)", w.text("check"))))
                .clicked()
        {
            clicks.push(Click::Act(seat, Action::Check));
        }
        if let Some(call) = legal.call {
            let text = if call == legal.stack {
                format!(
                    "{} {} {} (C)",
                    w.text("call"),
                    cx.t.number(call),
                    w.text("all_in_suffix")
                )
            } else {
                format!("{} {} (C)", w.text("call"), cx.t.number(call))
            };
            if ui.add(action_button(text)).clicked() {
                clicks.push(Click::Act(seat, Action::Call));
            }
        }
    });
    let Some(range) = wager_range(legal) else {
        if let Some(Action::Call) = all_in_action(legal) {
            return;
        }
        ui.label(
            RichText::new(w.text("no_raise"))
                .small()
                .color(ui.visuals().weak_text_color()),
        );
        return;
    };
    ui.add_space(theme::space::ROW_GAP);
    let verb = if legal.bet.is_some() {
        w.text("bet")
    } else {
        w.text("raise_to")
    };
    let all_in = range.max_to == legal.all_in_to;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(verb).size(theme::size::TITLE).strong());
        if range.min_to == range.max_to {
            // A fixed amount: the limit bet, or a stack short of a full raise.
            let text = if all_in {
                format!("{} {} (A)", w.text("all_in"), cx.t.number(range.max_to))
            } else {
                cx.t.number(range.max_to)
            };
            if ui.add(action_button(text)).clicked() {
                clicks.push(Click::Act(seat, wager(legal, range.max_to)));
            }
            return;
        }
        ui.label(
            RichText::new(riffle_text::fill!(
                w,
                "range",
                min = cx.t.number(range.min_to),
                max = cx.t.number(range.max_to)
            ))
            .size(theme::size::BODY),
        );
    });
    if range.min_to == range.max_to {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        for (label, to) in quick_amounts(w, hand, legal, range) {
            let text = format!("{label} {}", cx.t.number(to));
            let button = Button::new(RichText::new(text).size(theme::size::LEAD))
                .min_size(vec2(theme::space::BUTTON_NARROW, theme::space::BUTTON));
            if ui.add(button).clicked() {
                clicks.push(Click::Act(seat, wager(legal, to)));
            }
        }
        if all_in {
            let text = format!("{} {} (A)", w.text("all_in"), cx.t.number(range.max_to));
            let button = Button::new(RichText::new(text).size(theme::size::LEAD).strong())
                .fill(theme::ALL_IN_FILL)
                .min_size(vec2(theme::space::BUTTON_MEDIUM, theme::space::BUTTON));
            if ui.add(button).clicked() {
                clicks.push(Click::Act(seat, wager(legal, range.max_to)));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        form.amount = form.amount.clamp(range.min_to, range.max_to);
        let speed = (hand.setup().smallest_chip.max(1)) as f64;
        let field = DragValue::new(&mut form.amount)
            .range(range.min_to..=range.max_to)
            .speed(speed)
            .custom_formatter(|n, _| cx.t.number(n as u64))
            .min_size(vec2(theme::space::BUTTON_NARROW, theme::space::BUTTON));
        let response = ui.add(field).on_hover_text(w.text("amount_help"));
        if focus_amount {
            response.request_focus();
        }
        let entered = response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        if entered {
            // The wager is logged: F, C, R and A are for the next player at once.
            crate::keys::let_go(ui.ctx());
        }
        let text = format!("{verb} {} (R, Enter)", cx.t.number(form.amount));
        let button = Button::new(RichText::new(text).size(theme::size::LEAD))
            .min_size(vec2(theme::space::BUTTON_MEDIUM, theme::space::BUTTON));
        if ui.add(button).clicked() || entered {
            clicks.push(Click::Act(seat, wager(legal, form.amount)));
        }
    });
}

/// The sizes a TD clicks most: the minimum, two and a half times the bet, the pot; each only
/// when legal and different from the others and from the all-in.
pub(super) fn quick_amounts<'w>(
    w: &'w Words,
    hand: &riffle_core::betting::Hand,
    legal: &LegalActions,
    range: BetRange,
) -> Vec<(&'w str, Chips)> {
    let chip = hand.setup().smallest_chip.max(1);
    let mut out: Vec<(&'w str, Chips)> = vec![(w.text("min"), range.min_to)];
    if hand.current_bet() > 0 {
        let to = (hand.current_bet() * 5 / 2).div_ceil(chip) * chip;
        out.push((w.text("times_2_5"), to));
    }
    let pot = match hand.setup().limit {
        Limit::PotLimit => range.max_to,
        _ => {
            let to_call = legal.call.unwrap_or(0);
            let own = legal.all_in_to - legal.stack;
            pot_limit_max_to(
                hand.rules().pot_limit_method,
                hand.current_bet(),
                hand.pot_total(),
                to_call,
            )
            .max(own)
        }
    };
    out.push((w.text("pot_size"), pot));
    let mut kept: Vec<(&'w str, Chips)> = Vec::with_capacity(out.len());
    for (label, to) in out {
        let legal_size =
            range.contains(to) && (to < range.max_to || range.max_to != legal.all_in_to);
        if legal_size && kept.iter().all(|&(_, t)| t != to) {
            kept.push((label, to));
        }
    }
    kept
}

/// The cards the logger waits for, as a title, with a "Not known" way out for a TD who did not
/// see them; true when the TD took it.
fn cards_asked(ui: &mut Ui, w: &Words, asked: &str, help: &str) -> bool {
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(asked).size(theme::size::TITLE).strong());
        let button = Button::new(RichText::new(w.text("not_known")).size(theme::size::LEAD))
            .min_size(vec2(theme::space::BUTTON_NARROW, theme::space::BUTTON));
        ui.add(button).on_hover_text(help).clicked()
    })
    .inner
}
