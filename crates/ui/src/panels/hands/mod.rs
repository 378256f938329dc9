//! The hands panel: the hand logger. The TD picks a table; the next hand there comes filled in
//! from the tournament (seats, stacks, button, blinds and ante of the level a hand started now
//! plays, TDA 23) and is played through the betting engine, which offers only the legal actions
//! with their exact amounts. Cards are optional. At the end the result is shown and "Apply to
//! the tournament" sends the logged hand; the tournament updates the stacks, places the players
//! out and moves the button.
//!
//! The hand in progress is the panel's own state, one per table, so switching tables loses
//! nothing; the tournament sees a hand only once it is applied.

mod actions;
mod cards;
mod logger;
mod setup;
mod showdown;

use super::{Cx, Handed, LoggedSpot, Outbox, Panel, View, with_tournament};
use crate::backend::Refusal;
use crate::i18n::Texts;
use crate::i18n::words;
use crate::theme;
use actions::{now_what, wager_range};
use egui::{Align, Layout, RichText, ScrollArea, Ui, vec2};
use logger::HandInProgress;
use riffle_core::Chips;
use riffle_core::betting::{Action, Drawn, Street};
use riffle_core::cards::Card;
use riffle_core::floor::TableNo;
use riffle_text::Say;
use riffle_text::Words;
use riffle_tournament::{Command, Tournament};
use setup::{header, seats};
use showdown::{board_and_pots, hand_log, pick_card, pick_target, picker};
use std::collections::BTreeMap;

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
    /// The engine's or the panel's refusal of the TD's last click, worded when shown so a
    /// change of language rewords it.
    refusal: Option<Refusal>,
    /// What the last "Apply" did.
    notice: Option<Applied>,
    /// How tall the actions (or the result and Apply) were last frame: the seats above them
    /// scroll in what is left, so the actions stay in sight at 1280x720.
    actions_height: f32,
    /// The table whose hand the tournament just took, as the shell answered: its next hand is
    /// set up at the next frame.
    applied: Option<TableNo>,
}

/// What the last "Apply" did, kept as a fact and worded when shown, so a change of language
/// rewords it on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Applied {
    /// The hand is applied and the table's next hand is ready to log.
    NextReady(TableNo),
    /// The hand is applied and the table cannot deal another (too few players left).
    TableDone(TableNo),
}

/// The panel's own refusal: a table number that is no number.
#[derive(Debug)]
struct NotATable(String);

impl Say for NotATable {
    fn say(&self, lang: riffle_text::Lang) -> String {
        riffle_text::fill!(words(lang), "not_a_table", typed = self.0)
    }
}

/// A refusal of the engine or the panel, kept as it came.
fn refused(error: impl Say + Send + Sync + 'static) -> Refusal {
    Box::new(error)
}

impl Applied {
    fn words(self, w: &Words) -> String {
        match self {
            Applied::NextReady(table) => riffle_text::fill!(w, "applied_next", t = table.0),
            Applied::TableDone(table) => riffle_text::fill!(w, "applied", t = table.0),
        }
    }
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
    /// Winners ticked for each pot the TD must award (of its high half in hi-lo).
    winners: Vec<(usize, u8)>,
    /// Hi-lo: winners ticked for the low half of each pot.
    low: Vec<(usize, u8)>,
}

/// What the TD clicked this frame; carried out once the frame is drawn.
enum Click {
    Open(TableNo),
    /// Back to the list of tables; the hand in progress is kept.
    List,
    OpenTyped,
    Act(u8, Action),
    /// Five-card draw: the seat draws this many cards.
    Draw(u8, u8),
    PickSeat(u8),
    Card(Card),
    ClearPick,
    BoardNotKnown,
    /// The TD cannot read a tabled hand before the run-out.
    TabledNotKnown(u8),
    Show(u8),
    Muck(u8),
    ToggleWinner(usize, u8),
    ToggleLow(usize, u8),
    Declare(usize),
    FouledDeck,
    Undo,
    StartOver,
    SetStack(u8, Chips),
    SetButton(u8),
    /// The option (a straddle) taken or taken back.
    SetStraddle(bool),
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
        if let Some(notice) = self.notice {
            let said = notice.words(w);
            ui.label(RichText::new(said).color(ui.visuals().strong_text_color()));
        }
        if let Some(refusal) = &self.refusal {
            ui.label(
                RichText::new(refusal.say(cx.lang))
                    .color(ui.visuals().error_fg_color)
                    .size(theme::size::BODY),
            );
        }
        ui.separator();
        match self.current.and_then(|table| self.hands.get(&table)) {
            None => self.table_list(ui, cx, w, &mut clicks),
            Some(_) => self.hand_view(ui, cx, w, focus_amount, &mut clicks),
        }

        let mut command = None;
        for click in clicks {
            if let Some(sent) = self.handle(click, cx) {
                command = Some(sent);
            }
        }
        command
    }

    /// Notices the tournament's changes: a hand it took (the next hand at that
    /// table is set up at once), and seats or stacks that moved under a hand in progress.
    fn follow_tournament(&mut self, cx: &Cx) {
        for logging in self.hands.values_mut() {
            logging.check_floor(cx.tournament);
        }
        let Some(table) = self.applied.take() else {
            return;
        };
        self.hands.remove(&table);
        self.pick = Pick::default();
        match HandInProgress::start(cx.tournament, table, cx.now) {
            Ok(next) => {
                self.hands.insert(table, next);
                self.notice = Some(Applied::NextReady(table));
            }
            Err(_) => {
                self.current = None;
                self.notice = Some(Applied::TableDone(table));
            }
        }
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
                low: Vec::new(),
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
                ui.label(RichText::new(w.text("stale")).color(theme::WARNING));
                if ui.button(w.text("start_over")).clicked() {
                    clicks.push(Click::StartOver);
                }
            });
        }
        let wide = ui.available_width() >= theme::space::HANDS_TWO_COLUMNS;
        let left_width = if wide {
            (ui.available_width() * 0.56).max(660.0)
        } else {
            ui.available_width()
        };
        let form = &mut self.form;
        let pick = &self.pick;
        let actions_height = &mut self.actions_height;
        ui.horizontal_top(|ui| {
            ui.allocate_ui_with_layout(
                vec2(left_width, ui.available_height()),
                Layout::top_down(Align::Min),
                |ui| {
                    // The seats, board and pots scroll in the height the actions leave, so
                    // what the TD does next is always in sight.
                    let room = (ui.available_height() - *actions_height)
                        .max(theme::space::LOGGER_SEATS_LEAST);
                    ScrollArea::vertical()
                        .id_salt("hands-left")
                        .max_height(room)
                        .auto_shrink([false, true])
                        .show(ui, |ui| {
                            ui.set_width(left_width - theme::space::SCROLL_BAR_ROOM);
                            seats(ui, cx, w, logging, target, clicks);
                            ui.add_space(theme::space::ITEM_GAP);
                            board_and_pots(ui, cx, w, logging);
                            if !wide {
                                ui.add_space(theme::space::GROUP_GAP);
                                picker(ui, w, logging, target, pick, clicks);
                                ui.add_space(theme::space::GROUP_GAP);
                                hand_log(ui, cx, w, logging);
                            }
                        });
                    ui.add_space(theme::space::ITEM_GAP);
                    let top = ui.cursor().top();
                    now_what(ui, cx, w, logging, form, focus_amount, clicks);
                    let height = ui.cursor().top() - top + theme::space::ITEM_GAP;
                    if (height - *actions_height).abs() > 0.5 {
                        *actions_height = height;
                        ui.ctx().request_repaint();
                    }
                },
            );
            if wide {
                ui.separator();
                ui.vertical(|ui| {
                    picker(ui, w, logging, target, pick, clicks);
                    ui.add_space(theme::space::GROUP_GAP);
                    hand_log(ui, cx, w, logging);
                });
            }
        });
    }

    /// Carries out a click. Engine refusals stay in the panel; only "Apply" reaches the
    /// tournament.
    fn handle(&mut self, click: Click, cx: &Cx) -> Option<Command> {
        if !matches!(
            click,
            Click::Card(_) | Click::ToggleWinner(..) | Click::ToggleLow(..)
        ) {
            self.refusal = None;
        }
        if let Click::Open(_) | Click::OpenTyped = click {
            self.notice = None;
        }
        let table = self.current;
        let logging = table.and_then(|t| self.hands.get_mut(&t));
        let result: Result<(), Refusal> = match (click, logging) {
            (Click::Open(table), _) => self.open(table, cx),
            (Click::List, _) => {
                self.current = None;
                Ok(())
            }
            (Click::OpenTyped, _) => match self.typed.trim().parse::<u32>() {
                Ok(number) => self.open(TableNo(number), cx),
                Err(_) => Err(refused(NotATable(self.typed.trim().to_string()))),
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
                logging.sending = true;
                return Some(Command::LogHand {
                    table: logging.table.0,
                    hand: logging.logged(),
                });
            }
            (Click::Act(seat, action), Some(logging)) => {
                logging.step(|hand| hand.act(seat, action)).map_err(refused)
            }
            (Click::Draw(seat, count), Some(logging)) => logging
                .step(|hand| hand.draw(seat, Drawn::count(count)))
                .map_err(refused),
            (Click::PickSeat(seat), Some(logging)) => {
                let table = logging.table;
                self.pick.seat = match self.pick.seat {
                    Some(picked) if picked == (table, seat) => None,
                    _ => Some((table, seat)),
                };
                Ok(())
            }
            (Click::Card(card), Some(logging)) => {
                let result = pick_card(&mut self.pick, logging, card).map_err(refused);
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
            (Click::BoardNotKnown, Some(logging)) => logging.deal_board(&[]).map_err(refused),
            (Click::TabledNotKnown(seat), Some(logging)) => {
                logging.cards_not_known(seat);
                Ok(())
            }
            (Click::Show(seat), Some(logging)) => {
                logging.step(|hand| hand.show(seat, None)).map_err(refused)
            }
            (Click::Muck(seat), Some(logging)) => {
                logging.step(|hand| hand.muck(seat)).map_err(refused)
            }
            (Click::ToggleWinner(pot, seat), Some(_)) => {
                toggle(&mut self.form.winners, (pot, seat));
                Ok(())
            }
            (Click::ToggleLow(pot, seat), Some(_)) => {
                toggle(&mut self.form.low, (pot, seat));
                Ok(())
            }
            (Click::Declare(pot), Some(logging)) => {
                let of_pot = |ticked: &[(usize, u8)]| -> Vec<u8> {
                    ticked
                        .iter()
                        .filter(|(p, _)| *p == pot)
                        .map(|&(_, seat)| seat)
                        .collect()
                };
                let (winners, low) = (of_pot(&self.form.winners), of_pot(&self.form.low));
                logging
                    .step(|hand| hand.declare_split(pot, &winners, &low))
                    .map_err(refused)
            }
            (Click::FouledDeck, Some(logging)) => logging
                .step(|hand| hand.declare_fouled_deck())
                .map_err(refused),
            (Click::Undo, Some(logging)) => logging.undo().map_err(refused),
            (Click::SetStack(seat, stack), Some(logging)) => {
                logging.set_stack(seat, stack).map_err(refused)
            }
            (Click::SetButton(seat), Some(logging)) => logging.set_button(seat).map_err(refused),
            (Click::SetStraddle(taken), Some(logging)) => {
                logging.set_straddle(taken).map_err(refused)
            }
            (_, None) => Ok(()),
        };
        if let Err(refusal) = result {
            self.refusal = Some(refusal);
        }
        None
    }

    /// Shows a table's hand in progress, or sets up its next hand.
    fn open(&mut self, table: TableNo, cx: &Cx) -> Result<(), Refusal> {
        if let std::collections::btree_map::Entry::Vacant(slot) = self.hands.entry(table) {
            slot.insert(HandInProgress::start(cx.tournament, table, cx.now)?);
        }
        self.current = Some(table);
        self.typed.clear();
        Ok(())
    }
}

/// Ticks or unticks a winner of a pot.
fn toggle(ticked: &mut Vec<(usize, u8)>, winner: (usize, u8)) {
    match ticked.iter().position(|&t| t == winner) {
        Some(i) => {
            ticked.remove(i);
        }
        None => ticked.push(winner),
    }
}

/// A player as the TD calls them: "Seat 4 · Ann".
fn seat_name(w: &Words, logging: &HandInProgress, seat: u8) -> String {
    match logging.name(seat) {
        Some(name) => format!("{} · {name}", riffle_text::fill!(w, "seat_n", n = seat)),
        None => riffle_text::fill!(w, "seat_n", n = seat),
    }
}

/// The player's name alone, or the seat.
fn short_name(w: &Words, logging: &HandInProgress, seat: u8) -> String {
    logging
        .name(seat)
        .map_or_else(|| riffle_text::fill!(w, "seat_n", n = seat), str::to_string)
}

impl Panel for HandsPanel {
    fn title(&self, t: &'static Texts) -> &'static str {
        t.text("tab_hands")
    }

    fn show(&mut self, ui: &mut Ui, view: &mut View, out: &mut Outbox) {
        with_tournament(ui, view, out, |ui, cx, out| out.send(self.ui(ui, cx)));
    }

    /// The answer to the hand this panel sent: taken, its table's next hand is set up; refused,
    /// the hand stays as logged for the TD to correct.
    fn receive(&mut self, handed: &Handed, _out: &mut Outbox) {
        let Handed::Answered(Command::LogHand { table, hand }, outcome) = handed else {
            return;
        };
        let table = TableNo(*table);
        let Some(logging) = (self.hands.get_mut(&table))
            .filter(|logging| logging.sending && logging.logged() == *hand)
        else {
            return;
        };
        logging.sending = false;
        if outcome.is_some() {
            self.applied = Some(table);
        }
    }

    /// What the player to act faces in the hand being logged at the open table, for a dispute
    /// about it: the rulings panel offers these facts instead of asking them blank.
    fn logged_spot(&self) -> Option<LoggedSpot> {
        let table = self.current?;
        let facing = self.hands.get(&table)?.hand.facing()?;
        Some((table, facing))
    }
}
