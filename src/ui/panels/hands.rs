//! The hands panel: the hand logger. The TD picks a table; the next hand there comes filled in
//! from the tournament (seats, stacks, button, blinds and ante of the level a hand started now
//! plays, TDA 23) and is played through the betting engine, which offers only the legal actions
//! with their exact amounts. Cards are optional. At the end the result is shown and "Apply to
//! the tournament" sends the logged hand; the tournament updates the stacks, places the players
//! out and moves the button.
//!
//! The hand in progress is the panel's own state, one per table, so switching tables loses
//! nothing; the tournament sees a hand only once it is applied.

mod cards;
mod logger;
mod words;

use super::Cx;
use crate::Chips;
use crate::betting::rulings::pot_limit_max_to;
use crate::betting::{
    Action, BetRange, Decided, HandEvent, HandResult, LegalActions, Limit, Phase, Post, ShowState,
    Street,
};
use crate::cards::{Card, CardSet};
use crate::floor::TableNo;
use crate::standings::finishes;
use crate::tournament::{Command, Tournament};
use egui::{
    Align, Button, Color32, DragValue, Grid, Key, Label, Layout, Modifiers, RichText, ScrollArea,
    TextEdit, Ui, Vec2, vec2,
};
use logger::HandInProgress;
use std::collections::BTreeMap;
use words::{Words, words};

/// Sizes for a TD clicking from the rail: big buttons, amounts readable at arm's length.
const ACTION_BUTTON: Vec2 = Vec2::new(150.0, 46.0);
const ACTION_TEXT: f32 = 20.0;
const PICKER_CARD: Vec2 = Vec2::new(38.0, 50.0);
const HOLE_CARD: Vec2 = Vec2::new(27.0, 36.0);
const BOARD_CARD: Vec2 = Vec2::new(46.0, 62.0);
const WARN: Color32 = Color32::from_rgb(255, 193, 7);
const GO: Color32 = Color32::from_rgb(30, 120, 60);

/// The hand logger's state between frames.
#[derive(Default)]
pub struct HandsPanel {
    /// Hands in progress, by table: switching tables keeps each one's steps.
    hands: BTreeMap<TableNo, HandInProgress>,
    current: Option<TableNo>,
    /// The table number being typed.
    typed: String,
    tables: TableList,
    /// Whose cards the picker fills in, and the cards picked so far.
    pick: Pick,
    /// What the TD is filling in for the current step (the amount, the winners ticked); it
    /// starts afresh at each step.
    form: Form,
    /// The engine's or the panel's refusal of the TD's last click, in words.
    refusal: Option<String>,
    /// What the last "Apply" did.
    notice: Option<String>,
}

/// The tables that can deal a hand (two players or more), rebuilt when the tournament changes.
#[derive(Default)]
struct TableList {
    history: Option<usize>,
    tables: Vec<(TableNo, u8)>,
}

impl TableList {
    fn refresh(&mut self, tournament: &Tournament) {
        let history = tournament.history().len();
        if self.history == Some(history) {
            return;
        }
        self.history = Some(history);
        self.tables = tournament
            .floor()
            .tables()
            .map(|t| (t.number(), t.player_count()))
            .filter(|&(_, players)| players >= 2)
            .collect();
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    Hole(u8),
    Board(Street),
}

#[derive(Default)]
struct Pick {
    /// A seat whose hole cards the TD asked to enter.
    seat: Option<(TableNo, u8)>,
    /// The target the cards below were picked for.
    picked_for: Option<(TableNo, Target)>,
    cards: Vec<Card>,
}

#[derive(Default)]
struct Form {
    /// The table and the number of hand events the form belongs to.
    step: Option<(TableNo, usize)>,
    amount: Chips,
    /// Winners ticked for each pot the TD must award.
    winners: Vec<(usize, u8)>,
}

/// What the TD clicked this frame; carried out once the frame is drawn.
enum Click {
    Open(TableNo),
    /// Back to the list of tables; the hand in progress is kept.
    List,
    OpenTyped,
    Act(u8, Action),
    PickSeat(u8),
    Card(Card),
    ClearPick,
    BoardNotKnown,
    Show(u8),
    Muck(u8),
    ToggleWinner(usize, u8),
    Declare(usize),
    FouledDeck,
    Undo,
    StartOver,
    SetStack(u8, Chips),
    SetButton(u8),
    Apply,
}

impl HandsPanel {
    pub fn ui(&mut self, ui: &mut Ui, cx: &Cx) -> Option<Command> {
        let w = words(cx.lang);
        self.tables.refresh(cx.tournament);
        self.follow_tournament(cx);
        let mut clicks = Vec::new();
        let focus_amount = self.shortcuts(ui, &mut clicks);

        self.table_row(ui, w, &mut clicks);
        if let Some(notice) = &self.notice {
            ui.label(RichText::new(notice).color(ui.visuals().strong_text_color()));
        }
        if let Some(refusal) = &self.refusal {
            ui.label(
                RichText::new(refusal)
                    .color(ui.visuals().error_fg_color)
                    .size(17.0),
            );
        }
        ui.separator();
        match self.current.and_then(|table| self.hands.get(&table)) {
            None => self.table_list(ui, cx, w, &mut clicks),
            Some(_) => self.hand_view(ui, cx, w, focus_amount, &mut clicks),
        }

        let mut command = None;
        for click in clicks {
            if let Some(sent) = self.handle(click, cx, w) {
                command = Some(sent);
            }
        }
        command
    }

    /// Notices the tournament's changes: a hand sent and now applied (the next hand at that
    /// table is set up at once), and seats or stacks that moved under a hand in progress.
    fn follow_tournament(&mut self, cx: &Cx) {
        let history = cx.tournament.history().len();
        for logging in self.hands.values_mut() {
            logging.check_floor(cx.tournament);
        }
        let Some(table) = self.current else {
            return;
        };
        let Some(logging) = self.hands.get_mut(&table) else {
            return;
        };
        let Some(sent_at) = logging.sent_at else {
            return;
        };
        if history == sent_at {
            return;
        }
        let logged = logging.logged();
        let applied = cx
            .tournament
            .hands()
            .last()
            .is_some_and(|record| record.table == table && record.hand == logged);
        logging.sent_at = None;
        if !applied {
            return;
        }
        let w = words(cx.lang);
        self.hands.remove(&table);
        self.pick = Pick::default();
        match HandInProgress::start(cx.tournament, table, cx.now) {
            Ok(next) => {
                self.hands.insert(table, next);
                self.notice = Some((w.applied_next)(table.0));
            }
            Err(_) => {
                self.current = None;
                self.notice = Some((w.applied)(table.0));
            }
        }
    }

    /// F folds, C checks or calls, R puts the cursor in the amount, A goes all-in; only while a
    /// player is to act and no text field has the keyboard. Returns whether R was pressed.
    fn shortcuts(&self, ui: &mut Ui, clicks: &mut Vec<Click>) -> bool {
        if ui.ctx().text_edit_focused() {
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
        if fold {
            clicks.push(Click::Act(seat, Action::Fold));
        } else if call {
            clicks.push(Click::Act(seat, check_or_call(&legal)));
        } else if all_in && let Some(action) = all_in_action(&legal) {
            clicks.push(Click::Act(seat, action));
        }
        raise && wager_range(&legal).is_some()
    }

    /// The table picker: a number to type, the list of tables, and the tables with a hand in
    /// progress.
    fn table_row(&mut self, ui: &mut Ui, w: &Words, clicks: &mut Vec<Click>) {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(w.table).size(20.0).strong());
            let field = ui.add(
                TextEdit::singleline(&mut self.typed)
                    .hint_text(w.table_number)
                    .desired_width(90.0)
                    .font(egui::TextStyle::Heading),
            );
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if ui.button(RichText::new(w.open).size(18.0)).clicked() || entered {
                clicks.push(Click::OpenTyped);
            }
            if self.current.is_some() && ui.button(RichText::new(w.all_tables).size(18.0)).clicked()
            {
                clicks.push(Click::List);
            }
            let others: Vec<TableNo> = self
                .hands
                .keys()
                .copied()
                .filter(|&t| Some(t) != self.current)
                .collect();
            if !others.is_empty() {
                ui.add_space(12.0);
                ui.label(w.also_in_progress);
                for table in others {
                    if ui.button((w.table_n)(table.0)).clicked() {
                        clicks.push(Click::Open(table));
                    }
                }
            }
            ui.add_space(12.0);
            ui.label(
                RichText::new(w.keys_help)
                    .small()
                    .color(ui.visuals().weak_text_color()),
            );
        });
    }

    /// With no table picked: every table that can deal, one row each (only the rows in view
    /// are laid out).
    fn table_list(&self, ui: &mut Ui, cx: &Cx, w: &Words, clicks: &mut Vec<Click>) {
        let tables = &self.tables.tables;
        if tables.is_empty() {
            ui.label(RichText::new(w.no_tables).size(18.0));
            return;
        }
        ui.label(RichText::new(w.pick_a_table).size(18.0));
        ui.label((w.tables_dealing)(
            tables.len(),
            &cx.t.number(tables.len() as u64),
        ));
        ui.add_space(6.0);
        let row = 40.0;
        ScrollArea::vertical()
            .auto_shrink([false, false])
            .show_rows(ui, row, tables.len(), |ui, range| {
                for &(table, players) in &tables[range] {
                    ui.horizontal(|ui| {
                        let button = Button::new(RichText::new((w.table_n)(table.0)).size(18.0))
                            .min_size(vec2(140.0, row - 6.0));
                        if ui.add(button).clicked() {
                            clicks.push(Click::Open(table));
                        }
                        ui.label((w.players)(players));
                        if self.hands.contains_key(&table) {
                            ui.label(RichText::new(w.hand_in_progress).color(WARN));
                        }
                    });
                }
            });
    }

    /// The hand at the current table: its setup, the seats, the board and pots, what the TD
    /// can do now, the card picker and the hand so far.
    fn hand_view(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        w: &Words,
        focus_amount: bool,
        clicks: &mut Vec<Click>,
    ) {
        let Some(table) = self.current else {
            return;
        };
        let Some(logging) = self.hands.get(&table) else {
            return;
        };
        // The form and the picker start afresh at each step of the hand.
        let step = (table, logging.hand.events().len());
        if self.form.step != Some(step) {
            self.form = Form {
                step: Some(step),
                amount: logging
                    .hand
                    .legal_actions()
                    .and_then(|l| wager_range(&l))
                    .map_or(0, |r| r.min_to),
                winners: Vec::new(),
            };
        }
        let target = pick_target(&self.pick, logging);
        if self.pick.picked_for != target.map(|t| (table, t)) {
            self.pick.picked_for = target.map(|t| (table, t));
            self.pick.cards.clear();
        }

        header(ui, cx, w, logging, clicks);
        if logging.stale {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(w.stale).color(WARN));
                if ui.button(w.start_over).clicked() {
                    clicks.push(Click::StartOver);
                }
            });
        }
        let wide = ui.available_width() >= 1150.0;
        let left_width = if wide {
            (ui.available_width() * 0.56).max(660.0)
        } else {
            ui.available_width()
        };
        let form = &mut self.form;
        let pick = &self.pick;
        ui.horizontal_top(|ui| {
            ui.allocate_ui_with_layout(
                vec2(left_width, ui.available_height()),
                Layout::top_down(Align::Min),
                |ui| {
                    ScrollArea::vertical()
                        .id_salt("hands-left")
                        .auto_shrink([false, false])
                        .show(ui, |ui| {
                            ui.set_width(left_width - 16.0);
                            seats(ui, cx, w, logging, target, clicks);
                            ui.add_space(8.0);
                            board_and_pots(ui, cx, w, logging);
                            ui.add_space(8.0);
                            now_what(ui, cx, w, logging, form, focus_amount, clicks);
                            if !wide {
                                ui.add_space(12.0);
                                picker(ui, w, logging, target, pick, clicks);
                                ui.add_space(12.0);
                                hand_log(ui, cx, w, logging);
                            }
                        });
                },
            );
            if wide {
                ui.separator();
                ui.vertical(|ui| {
                    picker(ui, w, logging, target, pick, clicks);
                    ui.add_space(12.0);
                    hand_log(ui, cx, w, logging);
                });
            }
        });
    }

    /// Carries out a click. Engine refusals stay in the panel; only "Apply" reaches the
    /// tournament.
    fn handle(&mut self, click: Click, cx: &Cx, w: &Words) -> Option<Command> {
        if !matches!(click, Click::Card(_) | Click::ToggleWinner(..)) {
            self.refusal = None;
        }
        if let Click::Open(_) | Click::OpenTyped = click {
            self.notice = None;
        }
        let table = self.current;
        let logging = table.and_then(|t| self.hands.get_mut(&t));
        let result: Result<(), String> = match (click, logging) {
            (Click::Open(table), _) => self.open(table, cx),
            (Click::List, _) => {
                self.current = None;
                Ok(())
            }
            (Click::OpenTyped, _) => match self.typed.trim().parse::<u32>() {
                Ok(number) => self.open(TableNo(number), cx),
                Err(_) => Err((w.not_a_table)(self.typed.trim())),
            },
            (Click::StartOver, Some(logging)) => {
                let table = logging.table;
                match HandInProgress::start(cx.tournament, table, cx.now) {
                    Ok(fresh) => {
                        self.hands.insert(table, fresh);
                        self.pick = Pick::default();
                        Ok(())
                    }
                    Err(e) => Err(e),
                }
            }
            (Click::Apply, Some(logging)) => {
                logging.sent_at = Some(cx.tournament.history().len());
                return Some(Command::LogHand {
                    table: logging.table.0,
                    hand: logging.logged(),
                });
            }
            (Click::Act(seat, action), Some(logging)) => logging
                .step(|hand| hand.act(seat, action))
                .map_err(|e| e.to_string()),
            (Click::PickSeat(seat), Some(logging)) => {
                let table = logging.table;
                self.pick.seat = match self.pick.seat {
                    Some(picked) if picked == (table, seat) => None,
                    _ => Some((table, seat)),
                };
                Ok(())
            }
            (Click::Card(card), Some(logging)) => {
                let result = pick_card(&mut self.pick, logging, card);
                if result.is_ok() && self.pick.cards.is_empty() {
                    self.pick.seat = None;
                }
                result
            }
            (Click::ClearPick, _) => {
                self.pick.cards.clear();
                self.pick.seat = None;
                Ok(())
            }
            (Click::BoardNotKnown, Some(logging)) => logging
                .step(|hand| hand.deal_board(&[]))
                .map_err(|e| e.to_string()),
            (Click::Show(seat), Some(logging)) => logging
                .step(|hand| hand.show(seat, None))
                .map_err(|e| e.to_string()),
            (Click::Muck(seat), Some(logging)) => logging
                .step(|hand| hand.muck(seat))
                .map_err(|e| e.to_string()),
            (Click::ToggleWinner(pot, seat), Some(_)) => {
                let ticked = &mut self.form.winners;
                match ticked.iter().position(|&t| t == (pot, seat)) {
                    Some(i) => {
                        ticked.remove(i);
                    }
                    None => ticked.push((pot, seat)),
                }
                Ok(())
            }
            (Click::Declare(pot), Some(logging)) => {
                let winners: Vec<u8> = self
                    .form
                    .winners
                    .iter()
                    .filter(|(p, _)| *p == pot)
                    .map(|&(_, seat)| seat)
                    .collect();
                logging
                    .step(|hand| hand.declare_winners(pot, &winners))
                    .map_err(|e| e.to_string())
            }
            (Click::FouledDeck, Some(logging)) => logging
                .step(|hand| hand.declare_fouled_deck())
                .map_err(|e| e.to_string()),
            (Click::Undo, Some(logging)) => logging.undo().map_err(|e| e.to_string()),
            (Click::SetStack(seat, stack), Some(logging)) => {
                logging.set_stack(seat, stack).map_err(|e| e.to_string())
            }
            (Click::SetButton(seat), Some(logging)) => {
                logging.set_button(seat).map_err(|e| e.to_string())
            }
            (_, None) => Ok(()),
        };
        if let Err(refusal) = result {
            self.refusal = Some(refusal);
        }
        None
    }

    /// Shows a table's hand in progress, or sets up its next hand.
    fn open(&mut self, table: TableNo, cx: &Cx) -> Result<(), String> {
        if let std::collections::btree_map::Entry::Vacant(slot) = self.hands.entry(table) {
            slot.insert(HandInProgress::start(cx.tournament, table, cx.now)?);
        }
        self.current = Some(table);
        self.typed.clear();
        Ok(())
    }
}

/// A player as the TD calls them: "Seat 4 · Ann".
fn seat_name(w: &Words, logging: &HandInProgress, seat: u8) -> String {
    match logging.name(seat) {
        Some(name) => format!("{} · {name}", (w.seat_n)(seat)),
        None => (w.seat_n)(seat),
    }
}

/// The player's name alone, or the seat.
fn short_name(w: &Words, logging: &HandInProgress, seat: u8) -> String {
    logging
        .name(seat)
        .map_or_else(|| (w.seat_n)(seat), str::to_string)
}

/// Check when there is nothing to call, else call.
fn check_or_call(legal: &LegalActions) -> Action {
    if legal.check {
        Action::Check
    } else {
        Action::Call
    }
}

/// The bet or raise range, whichever the player faces.
fn wager_range(legal: &LegalActions) -> Option<BetRange> {
    legal.bet.or(legal.raise)
}

/// The wager to a street total: a bet with nothing to face, else a raise.
fn wager(legal: &LegalActions, to: Chips) -> Action {
    if legal.bet.is_some() {
        Action::BetTo(to)
    } else {
        Action::RaiseTo(to)
    }
}

/// Putting the whole stack in, when that is a legal action of its own: a bet or raise all-in,
/// or a call that takes every chip. (A stack bigger than a pot-limit maximum has no all-in.)
fn all_in_action(legal: &LegalActions) -> Option<Action> {
    match wager_range(legal) {
        Some(range) if range.max_to == legal.all_in_to => Some(wager(legal, range.max_to)),
        _ if legal.call == Some(legal.stack) => Some(Action::Call),
        _ => None,
    }
}

/// What the picker fills in now: the seat the TD clicked, else the board cards due.
fn pick_target(pick: &Pick, logging: &HandInProgress) -> Option<Target> {
    let over = matches!(logging.hand.phase(), Phase::Complete | Phase::Void);
    if let Some((table, seat)) = pick.seat
        && table == logging.table
        && !over
        && logging.hand.player(seat).is_some_and(|p| p.hole.is_none())
    {
        return Some(Target::Hole(seat));
    }
    match logging.hand.phase() {
        Phase::Deal(street) => Some(Target::Board(street)),
        _ => None,
    }
}

/// Every card already in the hand: hole cards and the board.
fn used_cards(logging: &HandInProgress) -> CardSet {
    let mut used = CardSet::EMPTY;
    for player in logging.hand.players() {
        for card in player.hole.iter().flatten() {
            used.insert(*card);
        }
    }
    for card in logging.hand.board().iter().flatten() {
        used.insert(*card);
    }
    used
}

/// A card clicked in the picker: picked (or unpicked if picked already); once the cards needed
/// are there they go to the engine, which refuses a card seen twice.
fn pick_card(pick: &mut Pick, logging: &mut HandInProgress, card: Card) -> Result<(), String> {
    let Some((_, target)) = pick.picked_for else {
        return Ok(());
    };
    if let Some(i) = pick.cards.iter().position(|&c| c == card) {
        pick.cards.remove(i);
        return Ok(());
    }
    pick.cards.push(card);
    let needed = match target {
        Target::Hole(_) => 2,
        Target::Board(street) => street.board_cards(),
    };
    if pick.cards.len() < needed {
        return Ok(());
    }
    let cards = std::mem::take(&mut pick.cards);
    let result = match target {
        Target::Hole(seat) => logging.step(|hand| hand.set_hole_cards(seat, [cards[0], cards[1]])),
        Target::Board(_) => logging.step(|hand| hand.deal_board(&cards)),
    };
    result.map_err(|e| e.to_string())
}

/// The hand's title line: table, blinds, ante, game; and the undo, start over and fouled-deck
/// buttons.
fn header(ui: &mut Ui, cx: &Cx, w: &Words, logging: &HandInProgress, clicks: &mut Vec<Click>) {
    let setup = &logging.setup;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new((w.table_n)(logging.table.0))
                .size(24.0)
                .strong(),
        );
        let mut stakes = format!(
            "{} {} / {}",
            cx.t.blinds,
            cx.t.number(setup.blinds.small),
            cx.t.number(setup.blinds.big)
        );
        if let Some(ante) = cx.t.ante_of(setup.ante) {
            stakes.push_str(&format!(" · {ante}"));
        }
        stakes.push_str(&format!(" · {}", limit_name(cx, w, setup.limit)));
        ui.label(RichText::new(stakes).size(19.0));
        ui.add_space(16.0);
        let undo = Button::new(RichText::new(w.undo_step).size(17.0));
        if ui.add_enabled(logging.can_undo(), undo).clicked() {
            clicks.push(Click::Undo);
        }
        if ui.button(RichText::new(w.start_over).size(17.0)).clicked() {
            clicks.push(Click::StartOver);
        }
        let live = !matches!(logging.hand.phase(), Phase::Complete | Phase::Void);
        if live
            && ui
                .button(RichText::new(w.fouled_deck).size(17.0))
                .on_hover_text(w.fouled_deck_help)
                .clicked()
        {
            clicks.push(Click::FouledDeck);
        }
    });
}

fn limit_name(cx: &Cx, w: &Words, limit: Limit) -> String {
    match limit {
        Limit::NoLimit => w.no_limit.to_string(),
        Limit::PotLimit => w.pot_limit.to_string(),
        Limit::FixedLimit { small_bet, big_bet } => format!(
            "{} {} / {}",
            w.fixed_limit,
            cx.t.number(small_bet),
            cx.t.number(big_bet)
        ),
    }
}

/// The seats: who sits where, stacks, chips in front, the button and blinds, who is to act,
/// who folded, is all-in or away, and each player's cards. Before the first action the button
/// and the stacks may be corrected.
fn seats(
    ui: &mut Ui,
    cx: &Cx,
    w: &Words,
    logging: &HandInProgress,
    target: Option<Target>,
    clicks: &mut Vec<Click>,
) {
    let hand = &logging.hand;
    let setup = &logging.setup;
    let correcting = !logging.action_taken();
    if correcting {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(w.button).strong());
            let chosen = setup.button;
            let dead = logging.name(chosen).is_none();
            for seat in logging.button_choices() {
                let hover = match logging.name(seat) {
                    Some(_) => seat_name(w, logging, seat),
                    None => format!("{} ({})", (w.seat_n)(seat), w.dead_button),
                };
                let text = RichText::new(seat.to_string()).size(18.0);
                let button = Button::selectable(seat == chosen, text).min_size(vec2(34.0, 30.0));
                if ui.add(button).on_hover_text(hover).clicked() && seat != chosen {
                    clicks.push(Click::SetButton(seat));
                }
            }
            if dead {
                ui.label(RichText::new(format!("({})", w.dead_button)).color(WARN));
            }
            ui.label(
                RichText::new(w.correct_help)
                    .small()
                    .color(ui.visuals().weak_text_color()),
            );
        });
    }
    let to_act = hand.to_act();
    let to_act_row = hand
        .players()
        .iter()
        .position(|p| Some(p.seat) == to_act)
        .map(|i| i + 1);
    let highlight = ui.visuals().selection.bg_fill.gamma_multiply(0.6);
    Grid::new(("hands-seats", logging.table))
        .num_columns(8)
        .spacing(vec2(14.0, 6.0))
        .min_row_height(HOLE_CARD.y + 2.0)
        .with_row_color(move |row, _| (Some(row) == to_act_row).then_some(highlight))
        .show(ui, |ui| {
            for title in [
                w.seat, w.player, "", w.start, w.behind, w.in_front, w.status, w.cards,
            ] {
                ui.label(RichText::new(title).strong());
            }
            ui.end_row();
            for player in hand.players() {
                let seat = player.seat;
                ui.label(RichText::new(seat.to_string()).size(19.0).strong());
                let name = player.name.clone().unwrap_or_default();
                let strong = ui.visuals().strong_text_color();
                ui.allocate_ui_with_layout(
                    vec2(190.0, 24.0),
                    Layout::left_to_right(Align::Center),
                    |ui| {
                        ui.set_max_width(190.0);
                        ui.add(Label::new(RichText::new(name).size(18.0).color(strong)).truncate())
                            .on_hover_text(player.name.as_deref().unwrap_or_default());
                    },
                );
                ui.label(
                    RichText::new(positions(w, setup, seat))
                        .strong()
                        .color(WARN),
                );
                if correcting {
                    let mut stack = setup
                        .players
                        .iter()
                        .find(|p| p.seat == seat)
                        .map_or(player.starting_stack, |p| p.stack);
                    let before = stack;
                    let field = DragValue::new(&mut stack)
                        .range(1..=Chips::MAX / 4)
                        .speed(setup.smallest_chip.max(1) as f64)
                        .custom_formatter(|n, _| cx.t.number(n as u64));
                    ui.add(field).on_hover_text(w.correct_help);
                    if stack != before {
                        clicks.push(Click::SetStack(seat, stack));
                    }
                } else {
                    ui.label(amount(cx, player.starting_stack));
                }
                ui.label(RichText::new(cx.t.number(player.stack)).size(19.0).strong());
                let front = if player.bet > 0 {
                    cx.t.number(player.bet)
                } else {
                    String::new()
                };
                ui.label(RichText::new(front).size(19.0).color(WARN));
                let (status, color) = seat_status(ui, w, logging, player, to_act);
                ui.label(RichText::new(status).color(color));
                let active = target == Some(Target::Hole(seat));
                let can_pick =
                    player.hole.is_none() && !matches!(hand.phase(), Phase::Complete | Phase::Void);
                let label = (w.hole_cards_of)(seat);
                if cards::hole_button(ui, player.hole, HOLE_CARD, &label, can_pick, active)
                    .clicked()
                {
                    clicks.push(Click::PickSeat(seat));
                }
                ui.end_row();
            }
        });
    let away: Vec<String> = logging
        .away
        .iter()
        .map(|&seat| seat_name(w, logging, seat))
        .collect();
    if !away.is_empty() {
        ui.label(RichText::new((w.away_note)(&away.join(", "))).color(WARN));
    }
}

fn amount(cx: &Cx, chips: Chips) -> RichText {
    RichText::new(cx.t.number(chips)).size(17.0)
}

/// "BTN", "SB", "BB" for the seat, as they sit this hand.
fn positions(w: &Words, setup: &crate::betting::HandSetup, seat: u8) -> String {
    let mut roles = Vec::new();
    if setup.button == seat {
        roles.push(w.pos_button);
    }
    if setup.small_blind == Some(seat) {
        roles.push(w.pos_small_blind);
    }
    if setup.big_blind == seat {
        roles.push(w.pos_big_blind);
    }
    roles.join(" ")
}

fn seat_status(
    ui: &Ui,
    w: &Words,
    logging: &HandInProgress,
    player: &crate::betting::Player,
    to_act: Option<u8>,
) -> (String, Color32) {
    let weak = ui.visuals().weak_text_color();
    let strong = ui.visuals().strong_text_color();
    let away = logging.is_away(player.seat);
    let text = if player.folded {
        if away {
            format!("{} ({})", w.folded, w.away)
        } else {
            w.folded.to_string()
        }
    } else if to_act == Some(player.seat) {
        return (w.to_act.to_string(), strong);
    } else if away {
        return (w.away.to_string(), WARN);
    } else if player.all_in() {
        return (w.all_in_status.to_string(), WARN);
    } else {
        match player.show {
            ShowState::Mucked => w.mucked.to_string(),
            ShowState::Shown if matches!(logging.hand.phase(), Phase::Showdown) => {
                w.shown.to_string()
            }
            _ => String::new(),
        }
    };
    (text, weak)
}

/// The board, the total in the middle, and each pot with who can win it.
fn board_and_pots(ui: &mut Ui, cx: &Cx, w: &Words, logging: &HandInProgress) {
    let hand = &logging.hand;
    ui.horizontal(|ui| {
        ui.label(RichText::new(w.board).strong().size(18.0));
        let dealt = hand.board();
        for k in 0..5 {
            match dealt.get(k) {
                Some(card) => {
                    cards::show(ui, *card, BOARD_CARD);
                }
                None => {
                    let (rect, _) = ui.allocate_exact_size(BOARD_CARD, egui::Sense::hover());
                    ui.painter().rect_stroke(
                        rect,
                        5.0,
                        ui.visuals().widgets.noninteractive.bg_stroke,
                        egui::StrokeKind::Inside,
                    );
                }
            }
            if k == 2 || k == 3 {
                ui.add_space(6.0);
            }
        }
        ui.add_space(16.0);
        ui.vertical(|ui| {
            ui.label(
                RichText::new(format!("{} {}", w.pot, cx.t.number(hand.pot_total())))
                    .size(22.0)
                    .strong(),
            );
            let pots = logging.pots();
            if pots.len() > 1 {
                for (k, pot) in pots.iter().enumerate() {
                    let names: Vec<String> = pot
                        .eligible
                        .iter()
                        .map(|&s| short_name(w, logging, s))
                        .collect();
                    ui.label(format!(
                        "{} {}: {}",
                        pot_name(w, k),
                        cx.t.number(pot.amount),
                        names.join(", ")
                    ));
                }
            }
        });
    });
}

fn pot_name(w: &Words, k: usize) -> String {
    if k == 0 {
        w.main_pot.to_string()
    } else {
        (w.side_pot)(k)
    }
}

/// What the TD does next: the actions of the player to act, the board to deal, the showdown,
/// the pots to award, or the result and "Apply".
fn now_what(
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
                ui.label(RichText::new(w.runout).color(WARN));
            }
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new((w.deal)(street)).size(20.0).strong());
                let button =
                    Button::new(RichText::new(w.not_known).size(18.0)).min_size(vec2(120.0, 40.0));
                if ui.add(button).on_hover_text(w.not_known_help).clicked() {
                    clicks.push(Click::BoardNotKnown);
                }
            });
        }
        Phase::Showdown => showdown(ui, w, logging, clicks),
        Phase::Award => award(ui, cx, w, logging, form, clicks),
        Phase::Complete | Phase::Void => {
            if let Some(result) = hand.result() {
                result_view(ui, cx, w, logging, &result, clicks);
            }
        }
    }
}

/// The player to act and the legal actions, with their exact amounts. Only legal actions are
/// offered; the amount field cannot leave the legal range.
#[allow(clippy::too_many_arguments)]
fn actions(
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
        RichText::new((w.to_act_line)(&seat_name(w, logging, seat)))
            .size(22.0)
            .strong(),
    );
    let mut facing = (w.behind_n)(&cx.t.number(legal.stack));
    if to_call > 0 {
        facing.push_str(&format!(" · {}", (w.to_call_n)(&cx.t.number(to_call))));
    }
    ui.label(RichText::new(facing).size(17.0));
    ui.add_space(4.0);
    let big = |text: String| {
        Button::new(RichText::new(text).size(ACTION_TEXT).strong()).min_size(ACTION_BUTTON)
    };
    ui.horizontal_wrapped(|ui| {
        if ui.add(big(format!("{} (F)", w.fold))).clicked() {
            clicks.push(Click::Act(seat, Action::Fold));
        }
        if legal.check && ui.add(big(format!("{} (C)", w.check))).clicked() {
            clicks.push(Click::Act(seat, Action::Check));
        }
        if let Some(call) = legal.call {
            let text = if call == legal.stack {
                format!("{} {} {} (C)", w.call, cx.t.number(call), w.all_in_suffix)
            } else {
                format!("{} {} (C)", w.call, cx.t.number(call))
            };
            if ui.add(big(text)).clicked() {
                clicks.push(Click::Act(seat, Action::Call));
            }
        }
    });
    let Some(range) = wager_range(legal) else {
        if let Some(Action::Call) = all_in_action(legal) {
            return;
        }
        ui.label(
            RichText::new(w.no_raise)
                .small()
                .color(ui.visuals().weak_text_color()),
        );
        return;
    };
    ui.add_space(6.0);
    let verb = if legal.bet.is_some() {
        w.bet
    } else {
        w.raise_to
    };
    let all_in = range.max_to == legal.all_in_to;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(verb).size(20.0).strong());
        if range.min_to == range.max_to {
            // A fixed amount: the limit bet, or a stack short of a full raise.
            let text = if all_in {
                format!("{} {} (A)", w.all_in, cx.t.number(range.max_to))
            } else {
                cx.t.number(range.max_to)
            };
            if ui.add(big(text)).clicked() {
                clicks.push(Click::Act(seat, wager(legal, range.max_to)));
            }
            return;
        }
        ui.label(
            RichText::new((w.range)(
                &cx.t.number(range.min_to),
                &cx.t.number(range.max_to),
            ))
            .size(17.0),
        );
    });
    if range.min_to == range.max_to {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        for (label, to) in quick_amounts(w, hand, legal, range) {
            let text = format!("{label} {}", cx.t.number(to));
            let button = Button::new(RichText::new(text).size(18.0)).min_size(vec2(110.0, 40.0));
            if ui.add(button).clicked() {
                clicks.push(Click::Act(seat, wager(legal, to)));
            }
        }
        if all_in {
            let text = format!("{} {} (A)", w.all_in, cx.t.number(range.max_to));
            let button = Button::new(RichText::new(text).size(18.0).strong())
                .fill(Color32::from_rgb(120, 40, 40))
                .min_size(vec2(150.0, 40.0));
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
            .min_size(vec2(130.0, 40.0));
        let response = ui.add(field).on_hover_text(w.amount_help);
        if focus_amount {
            response.request_focus();
        }
        let entered = response.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        let text = format!("{verb} {} (R, Enter)", cx.t.number(form.amount));
        let button = Button::new(RichText::new(text).size(18.0)).min_size(vec2(150.0, 40.0));
        if ui.add(button).clicked() || entered {
            clicks.push(Click::Act(seat, wager(legal, form.amount)));
        }
    });
}

/// The sizes a TD clicks most: the minimum, two and a half times the bet, the pot; each only
/// when legal and different from the others and from the all-in.
fn quick_amounts(
    w: &Words,
    hand: &crate::betting::Hand,
    legal: &LegalActions,
    range: BetRange,
) -> Vec<(&'static str, Chips)> {
    let chip = hand.setup().smallest_chip.max(1);
    let mut out: Vec<(&'static str, Chips)> = vec![(w.min, range.min_to)];
    if hand.current_bet() > 0 {
        let to = (hand.current_bet() * 5 / 2).div_ceil(chip) * chip;
        out.push((w.times_2_5, to));
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
    out.push((w.pot_size, pot));
    let mut kept: Vec<(&'static str, Chips)> = Vec::with_capacity(out.len());
    for (label, to) in out {
        let legal_size =
            range.contains(to) && (to < range.max_to || range.max_to != legal.all_in_to);
        if legal_size && kept.iter().all(|&(_, t)| t != to) {
            kept.push((label, to));
        }
    }
    kept
}

/// The showdown: each live player shows or mucks, in the order of TDA rule 17.
fn showdown(ui: &mut Ui, w: &Words, logging: &HandInProgress, clicks: &mut Vec<Click>) {
    ui.label(RichText::new(w.showdown).size(20.0).strong());
    for seat in logging.hand.showdown_order() {
        let Some(player) = logging.hand.player(seat) else {
            continue;
        };
        ui.horizontal(|ui| {
            ui.add_sized(
                vec2(220.0, 30.0),
                Label::new(RichText::new(seat_name(w, logging, seat)).size(18.0)).truncate(),
            );
            match player.show {
                ShowState::Undecided => {
                    let show =
                        Button::new(RichText::new(w.show).size(18.0)).min_size(vec2(110.0, 36.0));
                    if ui.add(show).clicked() {
                        clicks.push(Click::Show(seat));
                    }
                    let muck =
                        Button::new(RichText::new(w.muck).size(18.0)).min_size(vec2(110.0, 36.0));
                    if ui.add(muck).clicked() {
                        clicks.push(Click::Muck(seat));
                    }
                }
                ShowState::Shown => {
                    ui.label(w.shown);
                }
                ShowState::Mucked => {
                    ui.label(w.mucked);
                }
            }
        });
    }
    ui.label(
        RichText::new(w.showdown_help)
            .small()
            .color(ui.visuals().weak_text_color()),
    );
}

/// The pots the known cards cannot decide: the TD ticks the winners of each.
fn award(
    ui: &mut Ui,
    cx: &Cx,
    w: &Words,
    logging: &HandInProgress,
    form: &Form,
    clicks: &mut Vec<Click>,
) {
    let hand = &logging.hand;
    let pots = logging.pots();
    ui.label(RichText::new(w.name_winners).size(20.0).strong());
    for index in hand.pots_to_declare() {
        let Some(pot) = pots.get(index) else {
            continue;
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(format!(
                    "{} {}",
                    pot_name(w, index),
                    cx.t.number(pot.amount)
                ))
                .size(18.0)
                .strong(),
            );
            let claimants = pot
                .eligible
                .iter()
                .copied()
                .filter(|&s| hand.player(s).is_some_and(|p| p.show != ShowState::Mucked));
            for seat in claimants {
                let ticked = form.winners.contains(&(index, seat));
                let text = RichText::new(short_name(w, logging, seat)).size(18.0);
                if ui.add(Button::selectable(ticked, text)).clicked() {
                    clicks.push(Click::ToggleWinner(index, seat));
                }
            }
            let any = form.winners.iter().any(|&(p, _)| p == index);
            let button = Button::new(RichText::new(w.award).size(18.0)).min_size(vec2(120.0, 36.0));
            if ui.add_enabled(any, button).clicked() {
                clicks.push(Click::Declare(index));
            }
        });
    }
    ui.label(
        RichText::new(w.name_winners_help)
            .small()
            .color(ui.visuals().weak_text_color()),
    );
}

/// The outcome: each pot's winners and shares with the odd chips, each stack after the hand,
/// the players out with their places, and the button that sends it all to the tournament.
fn result_view(
    ui: &mut Ui,
    cx: &Cx,
    w: &Words,
    logging: &HandInProgress,
    result: &HandResult,
    clicks: &mut Vec<Click>,
) {
    if result.void {
        ui.label(RichText::new(w.void).size(20.0).strong().color(WARN));
    } else {
        ui.label(RichText::new(w.result).size(22.0).strong());
        for &index in &result.award_order {
            let Some(pot) = result.pots.iter().find(|p| p.index == index) else {
                continue;
            };
            let shares: Vec<String> = pot
                .winners
                .iter()
                .zip(&pot.shares)
                .map(|(&seat, &share)| {
                    format!("{} {}", short_name(w, logging, seat), cx.t.number(share))
                })
                .collect();
            let how = match pot.decided {
                Decided::Uncontested => w.uncontested.to_string(),
                Decided::Td => w.named_by_td.to_string(),
                Decided::Cards => pot.hand.clone().unwrap_or_default(),
            };
            ui.label(
                RichText::new(format!(
                    "{} {}: {}",
                    pot_name(w, index),
                    cx.t.number(pot.amount),
                    shares.join(" · ")
                ))
                .size(19.0)
                .strong(),
            );
            if !how.is_empty() {
                ui.label(RichText::new(how).color(ui.visuals().weak_text_color()));
            }
            let biggest = pot.shares.iter().copied().max().unwrap_or(0);
            let smallest = pot.shares.iter().copied().min().unwrap_or(0);
            if biggest > smallest {
                let odd: Vec<String> = pot
                    .winners
                    .iter()
                    .zip(&pot.shares)
                    .filter(|&(_, &s)| s > smallest)
                    .map(|(&seat, _)| short_name(w, logging, seat))
                    .collect();
                ui.label((w.odd_chips)(&odd.join(", ")));
            }
        }
    }
    ui.add_space(6.0);
    Grid::new(("hands-result", logging.table))
        .num_columns(4)
        .spacing(vec2(16.0, 4.0))
        .show(ui, |ui| {
            for title in [w.player, w.start, w.after, w.net] {
                ui.label(RichText::new(title).strong());
            }
            ui.end_row();
            for seat in &result.seats {
                ui.label(seat_name(w, logging, seat.seat));
                ui.label(amount(cx, seat.starting_stack));
                ui.label(amount(cx, seat.final_stack).strong());
                let net = match seat.net {
                    n if n > 0 => format!("+{}", cx.t.number(n.unsigned_abs())),
                    n if n < 0 => format!("−{}", cx.t.number(n.unsigned_abs())),
                    _ => "0".to_string(),
                };
                ui.label(RichText::new(net).size(17.0));
                ui.end_row();
            }
        });
    if !result.eliminated.is_empty() {
        ui.add_space(6.0);
        let stacks: Vec<Chips> = result.eliminated.iter().map(|e| e.starting_stack).collect();
        let placed = finishes(
            cx.tournament.players_left(),
            &stacks,
            false,
            &cx.tournament.payouts(),
        );
        let currency = cx.tournament.structure().currency.as_deref();
        for (out, finish) in result.eliminated.iter().zip(&placed) {
            let (place, shared, prize) = (finish.place, finish.shared, finish.prize);
            let mut line = (w.out)(
                &short_name(w, logging, out.seat),
                &cx.t.number(out.starting_stack),
                &(cx.t.ordinal)(place),
            );
            if shared {
                line.push_str(&format!(" ({})", w.shared));
            }
            if prize > 0 {
                line.push_str(&format!(" · {}", cx.t.money(prize, currency)));
            }
            ui.label(RichText::new(line).size(18.0).color(WARN));
        }
    }
    ui.add_space(10.0);
    let sending = logging.sent_at.is_some();
    let apply = Button::new(
        RichText::new(w.apply)
            .size(22.0)
            .strong()
            .color(Color32::WHITE),
    )
    .fill(GO)
    .min_size(vec2(300.0, 52.0));
    if ui.add_enabled(!sending, apply).clicked() {
        clicks.push(Click::Apply);
    }
    ui.label(
        RichText::new(w.apply_help)
            .small()
            .color(ui.visuals().weak_text_color()),
    );
}

/// The card picker, with what it fills in.
fn picker(
    ui: &mut Ui,
    w: &Words,
    logging: &HandInProgress,
    target: Option<Target>,
    pick: &Pick,
    clicks: &mut Vec<Click>,
) {
    let title = match target {
        Some(Target::Hole(seat)) => (w.pick_hole)(&seat_name(w, logging, seat)),
        Some(Target::Board(street)) => (w.pick_board)(street),
        None => {
            ui.label(RichText::new(w.cards_title).size(18.0).strong());
            ui.label(RichText::new(w.pick_help).color(ui.visuals().weak_text_color()));
            return;
        }
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(title).size(18.0).strong());
        if ui.button(w.cancel_pick).clicked() {
            clicks.push(Click::ClearPick);
        }
    });
    // As big as the column allows, within reason: thirteen cards and their gaps.
    let width = ((ui.available_width() - 13.0 * 5.0) / 13.0).clamp(PICKER_CARD.x, 52.0);
    let size = vec2(width, (width * 1.32).round());
    if let Some(card) = cards::picker(ui, used_cards(logging), &pick.cards, size) {
        clicks.push(Click::Card(card));
    }
}

/// The hand so far, in words, newest last.
fn hand_log(ui: &mut Ui, cx: &Cx, w: &Words, logging: &HandInProgress) {
    ui.label(RichText::new(w.hand_so_far).size(18.0).strong());
    ScrollArea::vertical()
        .id_salt("hands-log")
        .stick_to_bottom(true)
        .auto_shrink([false, true])
        .max_height(ui.available_height().max(120.0))
        .show(ui, |ui| {
            for event in logging.hand.events() {
                ui.label(describe(cx, w, logging, event));
            }
        });
}

/// One event as the TD reads it back.
fn describe(cx: &Cx, w: &Words, logging: &HandInProgress, event: &HandEvent) -> String {
    let name = |seat: u8| short_name(w, logging, seat);
    let n = |chips: Chips| cx.t.number(chips);
    match event {
        HandEvent::Posted { seat, post, amount } => {
            let what = match post {
                Post::Ante => w.post_ante,
                Post::SmallBlind => w.post_small_blind,
                Post::BigBlind => w.post_big_blind,
                Post::BigBlindAnte => w.post_big_blind_ante,
                Post::DeadSmallBlind => w.post_dead_small_blind,
            };
            (w.posts)(&name(*seat), what, &n(*amount))
        }
        HandEvent::HoleCards { seat, cards } => {
            (w.holds)(&name(*seat), &format!("{} {}", cards[0], cards[1]))
        }
        HandEvent::Board { street, cards } => {
            let cards: Vec<String> = cards.iter().map(Card::to_string).collect();
            let cards = if cards.is_empty() {
                w.not_known.to_string()
            } else {
                cards.join(" ")
            };
            format!("{}: {cards}", (w.street)(*street))
        }
        HandEvent::Acted {
            seat,
            action,
            all_in,
            ..
        } => {
            let mut line = match action {
                Action::Fold if logging.is_away(*seat) => (w.folds_away)(&name(*seat)),
                Action::Fold => (w.folds)(&name(*seat)),
                Action::Check => (w.checks)(&name(*seat)),
                Action::Call => (w.calls)(&name(*seat)),
                Action::BetTo(to) => (w.bets)(&name(*seat), &n(*to)),
                Action::RaiseTo(to) => (w.raises)(&name(*seat), &n(*to)),
                Action::AllIn => (w.goes_all_in)(&name(*seat)),
            };
            if *all_in {
                line.push_str(&format!(" {}", w.all_in_suffix));
            }
            line
        }
        HandEvent::Returned { seat, amount } => (w.returned)(&n(*amount), &name(*seat)),
        HandEvent::Tabled { .. } => w.tabled.to_string(),
        HandEvent::Showed { seat, cards } => match cards {
            Some(cards) => (w.shows)(&name(*seat), &format!("{} {}", cards[0], cards[1])),
            None => (w.shows)(&name(*seat), "?"),
        },
        HandEvent::Mucked { seat } => (w.mucks)(&name(*seat)),
        HandEvent::Declared { pot, winners } => {
            let names: Vec<String> = winners.iter().map(|&s| name(s)).collect();
            (w.declared)(&pot_name(w, *pot), &names.join(", "))
        }
        HandEvent::FouledDeck => w.void.to_string(),
    }
}
