//! A whole event on the floor, from the seat draw to the winner, with every hand and every
//! instruction run through the [`Checker`]. `riffle simulate`, the property tests and the
//! benchmark all use it. Stacks are simulated only to check that chips are conserved at every
//! table, every hand, and that the winner ends with all of them; the hands themselves are not
//! played: the blinds go to a random player dealt in, and busted players' chips to that player.
//!
//! The room and the app are two floors: the room deals every hand, the app hears of a hand only
//! when it is reported (`hand_reports`), and plans from what it knows. A balancing move the app
//! can only describe by position is completed by the floor staff with the player and seat they
//! see in the room, as the TD records it (`CompleteMove`). Each round is two minutes of play;
//! a level lasts ten rounds.

use super::button::{ButtonSource, Moment, Reporter};
use super::check::{Checker, Violation};
use super::plan::{Basis, Instruction, InstructionKind};
use super::reason::Reason;
use super::table::{Seat, clockwise_after};
use super::{Floor, FloorSettings, PlayerId, SeatRef, TableNo};
use crate::Chips;
use crate::house::FloorRules;
use chrono::{DateTime, TimeDelta, Utc};
use rand::seq::IndexedRandom;
use rand::{Rng, RngExt};
use riffle_text::{Lang, Say};
use serde::Serialize;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimConfig {
    pub players: u32,
    pub rules: FloorRules,
    pub settings: FloorSettings,
    pub eliminations: Eliminations,
    /// Entries arriving during the first rounds (late registration), drawn like the field.
    pub late_entries: u32,
    /// Every hand is reported to the app as it is dealt; without, the app only hears of the
    /// seat draw and of the moves the floor records.
    pub hand_reports: bool,
}

/// Who busts.
#[derive(Clone, Debug)]
pub enum Eliminations {
    /// After each hand, now and then one or two of the players dealt in (and anyone with no
    /// chips left).
    AfterHands,
    /// From time to time, the next player in this order, wherever they sit; then as
    /// `AfterHands` once the order runs out.
    Order(Vec<PlayerId>),
}

/// What happened.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SimReport {
    pub players: u32,
    pub late_entries: u32,
    pub tables_initial: usize,
    pub tables_broken: usize,
    /// Players moved to balance the tables.
    pub moves: u64,
    /// Players moved because their table broke, or redrawn at the final table.
    pub break_moves: u64,
    pub hands: u64,
    pub heads_up_hands: u64,
    pub dead_buttons: u64,
    pub hands_without_small_blind: u64,
    pub sit_outs: u64,
    /// Hands not dealt at tables halted by TDA 11D.
    pub halted_hands: u64,
    /// Balancing moves that named the player (both buttons known).
    pub named_moves: u64,
    /// Of those, the ones whose named player was the room's next big blind (TDA 11).
    pub named_due_big_blind: u64,
    /// Named moves whose source table's button the app did not know: never any.
    pub named_unknowable: u64,
    /// Hands the TD reported where the app held a balance for a hand the room had dealt.
    pub waits_reported: u64,
    /// Named moves the room had moved on from (a hand dealt unreported since the app was sure):
    /// the staff moved the room's next big blind, as the TD recorded it.
    pub named_recorded: u64,
    /// Balancing moves described by position, completed with the player the floor recorded.
    pub position_moves: u64,
    /// Of those and of the named moves recorded otherwise, the ones that left the recorded
    /// player at the recorded seat, in the app and in the room alike.
    pub completed_as_recorded: u64,
    pub steps: u64,
    pub winner: Option<PlayerId>,
}

/// The step at which an invariant broke.
#[derive(Clone, Debug)]
pub struct SimFailure {
    pub step: u64,
    pub during: String,
    pub violation: Violation,
    /// What happened up to that step.
    pub report: Box<SimReport>,
}

const STACK: Chips = 10_000;
const SMALL_BLIND: Chips = 100;
const BIG_BLIND: Chips = 200;

/// Two minutes of play per round, ten rounds per level.
const ROUND: TimeDelta = TimeDelta::minutes(2);
const ROUNDS_PER_LEVEL: u64 = 10;

struct Sim<'r, R: Rng + ?Sized> {
    /// The room: every hand is dealt here.
    floor: Floor,
    /// What the app knows: only reported hands.
    app: Floor,
    hand_reports: bool,
    round: u64,
    start: DateTime<Utc>,
    checker: Checker,
    rng: &'r mut R,
    stacks: Vec<Chips>,
    report: SimReport,
    order: Vec<PlayerId>,
    next_in_order: usize,
    next_table: u32,
}

/// Plays the event to its winner. A broken invariant stops it at that step.
pub fn simulate<R: Rng + ?Sized>(config: &SimConfig, rng: &mut R) -> Result<SimReport, SimFailure> {
    let floor = Floor::new(&config.rules, config.settings.clone()).map_err(|e| SimFailure {
        step: 0,
        during: "setting up the floor".to_string(),
        violation: Violation(e.to_string()),
        report: Box::default(),
    })?;
    let order = match &config.eliminations {
        Eliminations::Order(order) => order.clone(),
        Eliminations::AfterHands => Vec::new(),
    };
    let mut sim = Sim {
        app: floor.clone(),
        floor,
        hand_reports: config.hand_reports,
        round: 0,
        start: DateTime::<Utc>::UNIX_EPOCH,
        checker: Checker::new(),
        rng,
        stacks: vec![STACK; config.players as usize + config.late_entries as usize + 1],
        report: SimReport {
            players: config.players,
            ..SimReport::default()
        },
        order,
        next_in_order: 0,
        next_table: 1,
    };
    sim.stacks[0] = 0;
    match sim.run(config) {
        Ok(()) => Ok(sim.report),
        Err((during, violation)) => Err(SimFailure {
            step: sim.report.steps,
            during,
            violation,
            report: Box::new(sim.report),
        }),
    }
}

type Step = Result<(), (String, Violation)>;

fn floor_refused(during: &str, error: impl ToString) -> (String, Violation) {
    (
        during.to_string(),
        Violation(format!(
            "the floor refused its own plan: {}",
            error.to_string()
        )),
    )
}

impl<R: Rng + ?Sized> Sim<'_, R> {
    fn run(&mut self, config: &SimConfig) -> Step {
        let max_seats = u32::from(self.floor.settings().max_seats);
        let tables = config.players.div_ceil(max_seats).max(1);
        for _ in 0..tables {
            self.open_table()?;
        }
        self.report.tables_initial = tables as usize;
        let field: Vec<PlayerId> = (1..=config.players).map(PlayerId).collect();
        let draw = self
            .floor
            .plan_seat_draw(&field, self.rng)
            .map_err(|e| floor_refused("the seat draw", e))?;
        self.apply("the seat draw", &draw)?;
        self.settle("the seat draw")?;

        let mut late_left = config.late_entries;
        let mut next_id = config.players + 1;
        let limit = 200 * u64::from(config.players + config.late_entries) + 10_000;
        let mut round = 0u64;
        while self.floor.players_left() > 1 || late_left > 0 {
            round += 1;
            self.round = round;
            if late_left > 0 {
                let arriving = self.rng.random_range(0..=late_left.min(3));
                let during = format!("round {round}: late registration");
                while arriving as usize > self.floor.open_seat_count() {
                    self.open_table()?;
                }
                if arriving > 0 {
                    let entries: Vec<PlayerId> =
                        (next_id..next_id + arriving).map(PlayerId).collect();
                    let plan = self
                        .floor
                        .plan_entries(&entries, self.rng)
                        .map_err(|e| floor_refused(&during, e))?;
                    self.apply(&during, &plan)?;
                    self.settle(&during)?;
                    self.report.late_entries += arriving;
                    next_id += arriving;
                    late_left -= arriving;
                }
            }
            let numbers: Vec<TableNo> = self.floor.tables().map(|t| t.number()).collect();
            let mut dealt = false;
            for number in numbers {
                if self.floor.players_left() <= 1 && late_left == 0 {
                    break;
                }
                if self.play_hand(number)? {
                    dealt = true;
                }
            }
            if !dealt && late_left == 0 {
                return Err((
                    format!("round {round}"),
                    Violation(format!(
                        "{} players left and no table can deal",
                        self.floor.players_left()
                    )),
                ));
            }
            if self.report.hands > limit {
                return Err((
                    format!("round {round}"),
                    Violation("the event does not end".to_string()),
                ));
            }
        }
        let winner = self
            .floor
            .tables()
            .flat_map(|t| t.players())
            .next()
            .map(|(_, p)| p);
        self.report.winner = winner;
        let total = STACK * u64::from(config.players + self.report.late_entries);
        let held: Chips = self.stacks.iter().sum();
        let winner_stack = winner.map_or(0, |p| self.stacks[p.0 as usize]);
        if held != total || winner_stack != total {
            return Err((
                "the end".to_string(),
                Violation(format!(
                    "chips are not conserved: {total} in play, {held} held, {winner_stack} with \
                     the winner"
                )),
            ));
        }
        Ok(())
    }

    fn open_table(&mut self) -> Step {
        let number = TableNo(self.next_table);
        self.next_table += 1;
        for floor in [&mut self.floor, &mut self.app] {
            floor
                .open_table(number)
                .map_err(|e| floor_refused("opening a table", e))?;
        }
        Ok(())
    }

    /// Now, for the app: the clock starts with round 1; the seat draw comes before.
    fn moment(&self) -> Moment {
        let started = (self.round > 0).then_some(self.start);
        let minutes = i32::try_from(self.round).unwrap_or(i32::MAX);
        Moment {
            at: self.start + ROUND * minutes,
            level: started.map_or(0, |_| 1 + ((self.round - 1) / ROUNDS_PER_LEVEL) as u32),
            started,
        }
    }

    /// Deals one hand at a table if it can, then busts players. Returns whether it dealt.
    fn play_hand(&mut self, number: TableNo) -> Result<bool, (String, Violation)> {
        let Some(table) = self.floor.table(number) else {
            return Ok(false);
        };
        if table.player_count() < 2 {
            return Ok(false);
        }
        if self.floor.is_halted(number) {
            self.report.halted_hands += 1;
            return Ok(false);
        }
        let needs_button = table.last_hand().is_none() && table.first_button().is_none();
        let during = format!("hand {} at {number}", self.report.hands + 1);
        if needs_button {
            let draw = self
                .floor
                .draw_button(number, self.rng)
                .map_err(|e| floor_refused(&during, e))?;
            for floor in [&mut self.floor, &mut self.app] {
                floor
                    .set_button(number, draw.button)
                    .map_err(|e| floor_refused(&during, e))?;
            }
            let now = self.moment();
            self.app.note_button(number, ButtonSource::Drawn, &now);
        }
        let hand = self
            .floor
            .start_hand(number)
            .map_err(|e| floor_refused(&during, e))?;
        if self.hand_reports {
            let now = self.moment();
            self.app
                .start_hand(number)
                .map_err(|e| floor_refused(&during, e))?;
            self.app.note_hand(number, Reporter::Device, &now);
        }
        self.report.steps += 1;
        self.checker
            .hand(&self.floor, &hand)
            .map_err(|v| (format!("{during}: {hand}"), v))?;
        self.report.hands += 1;
        self.report.heads_up_hands += u64::from(hand.heads_up);
        self.report.dead_buttons += u64::from(hand.dead_button());
        self.report.hands_without_small_blind +=
            u64::from(!hand.heads_up && hand.small_blind.is_none());
        self.report.sit_outs += hand.sitting_out.len() as u64;

        // The blinds go in, one player dealt in wins them.
        let at_table = |stacks: &[Chips]| -> Chips {
            hand.dealt_in
                .iter()
                .map(|&(_, p)| stacks[p.0 as usize])
                .sum()
        };
        // Chips at the table, plus those of players busted from elsewhere (an elimination order).
        let mut chips_before = at_table(&self.stacks);
        let mut pot = 0;
        for (player, blind) in [
            (hand.small_blind, SMALL_BLIND),
            (Some(hand.big_blind_player), BIG_BLIND),
        ] {
            if let Some(player) = player {
                let stack = &mut self.stacks[player.0 as usize];
                let posted = blind.min(*stack);
                *stack -= posted;
                pot += posted;
            }
        }
        let Some(&(_, winner)) = hand.dealt_in.choose(self.rng) else {
            return Ok(true);
        };
        self.stacks[winner.0 as usize] += pot;

        // Busts: the winner takes the chips of every player who busts this hand.
        let mut busts: Vec<PlayerId> = hand
            .dealt_in
            .iter()
            .map(|&(_, p)| p)
            .filter(|&p| p != winner && self.stacks[p.0 as usize] == 0)
            .collect();
        let roll = self.rng.random_range(0..100);
        let wanted = match roll {
            0..12 => 1,
            12..14 => 2,
            _ => 0,
        };
        for _ in 0..wanted {
            if let Some(victim) = self.victim(&hand.dealt_in, winner, &busts) {
                busts.push(victim);
            }
        }
        for player in busts {
            if self.floor.players_left() <= 1 {
                break;
            }
            let chips = std::mem::take(&mut self.stacks[player.0 as usize]);
            if !hand.dealt_in.iter().any(|&(_, p)| p == player) {
                chips_before += chips;
            }
            self.stacks[winner.0 as usize] += chips;
            let during = format!("{during}: {player} busts");
            for floor in [&mut self.floor, &mut self.app] {
                floor
                    .eliminate(player)
                    .map_err(|e| floor_refused(&during, e))?;
            }
            self.report.steps += 1;
            self.settle(&during)?;
        }
        let chips_after = at_table(&self.stacks);
        if chips_after != chips_before {
            return Err((
                during,
                Violation(format!(
                    "chips are not conserved: {chips_before} before the hand, {chips_after} after"
                )),
            ));
        }
        Ok(true)
    }

    /// The next player to bust: from the given order if there is one, else one of the players
    /// dealt in (never the hand's winner).
    fn victim(
        &mut self,
        dealt_in: &[(u8, PlayerId)],
        winner: PlayerId,
        already: &[PlayerId],
    ) -> Option<PlayerId> {
        while let Some(&next) = self.order.get(self.next_in_order) {
            if next == winner || already.contains(&next) {
                return None;
            }
            self.next_in_order += 1;
            if self.floor.seat_of(next).is_some() {
                return Some(next);
            }
        }
        let candidates: Vec<PlayerId> = dealt_in
            .iter()
            .map(|&(_, p)| p)
            .filter(|&p| p != winner && !already.contains(&p))
            .collect();
        candidates.choose(self.rng).copied()
    }

    /// Applies the floor's instructions until it has nothing more to ask, then checks the room.
    fn settle(&mut self, during: &str) -> Step {
        let mut rounds = 0;
        loop {
            rounds += 1;
            let planned = match self.app.plan_at(self.rng, &self.moment()) {
                Some(planned) => planned,
                None if rounds <= self.floor.players_left() + 10 && self.report_waiting_hand() => {
                    continue;
                }
                None => break,
            };
            if rounds > self.floor.players_left() + 10 {
                return Err((
                    during.to_string(),
                    Violation("balancing does not settle".to_string()),
                ));
            }
            let instruction = self.carried_out(planned, during)?;
            self.apply(during, &instruction)?;
            let recorded = matches!(instruction.moves.first(), Some(m) if matches!(m.reason, Reason::Recorded { .. }));
            if recorded {
                let m = &instruction.moves[0];
                if self.app.seat_of(m.player) == Some(m.to)
                    && self.floor.seat_of(m.player) == Some(m.to)
                {
                    self.report.completed_as_recorded += 1;
                }
            }
        }
        self.checker
            .settled(&self.floor)
            .map_err(|v| (format!("{during}: after balancing"), v))
    }

    /// The app says the balance waits a hand at a table whose next big blind (from a button it
    /// knows, or whatever the button when all there were moved in) is a player it has just
    /// moved there, but hands are not reported. The TD looks: at a fullest table whose next big
    /// blind in the room is not a player just moved in, the table has dealt since, and the TD
    /// reports a hand there ("Hand dealt"). Whether a hand was reported is returned.
    fn report_waiting_hand(&mut self) -> bool {
        let now = self.moment();
        if self.app.balance_waits_at(&now).is_none() {
            return false;
        }
        // The app waits at every fullest table; the TD reports a hand at the first the room
        // has dealt on at.
        let most = self.app.tables().map(|t| t.player_count()).max();
        let fullest: Vec<TableNo> = (self.app.tables())
            .filter(|t| Some(t.player_count()) == most)
            .map(|t| t.number())
            .collect();
        let due =
            |floor: &Floor, table: TableNo| floor.next_hand(table).ok().map(|h| h.big_blind_player);
        let dealt_on = fullest.into_iter().find(|&table| {
            due(&self.floor, table).is_some_and(|p| self.floor.moved_in(p).is_none())
                && due(&self.app, table).is_some_and(|p| self.app.moved_in(p).is_some())
        });
        let Some(number) = dealt_on else {
            return false;
        };
        if self.app.start_hand(number).is_err() {
            return false;
        }
        self.app.note_hand(number, Reporter::Td, &now);
        self.report.waits_reported += 1;
        true
    }

    /// What the floor staff carry out: a named move is checked against the room (the named
    /// player must be the one due the big blind next there); a move by position is completed
    /// with the room's next big blind and worst seat, as the TD records them.
    fn carried_out(
        &mut self,
        planned: Instruction,
        during: &str,
    ) -> Result<Instruction, (String, Violation)> {
        let now = self.moment();
        let known = |table: TableNo| self.app.button_status(table, &now).is_known();
        let due = |table: TableNo| self.floor.next_hand(table).ok().map(|h| h.big_blind_player);
        match &planned.basis {
            Some(Basis::Reported) => {
                let m = &planned.moves[0];
                let from = m.from.map_or(TableNo(0), |f| f.table);
                self.report.named_moves += 1;
                self.report.named_unknowable += u64::from(!known(from));
                let settled = self.floor.moved_in(m.player).is_none();
                let as_named = settled
                    && due(from) == Some(m.player)
                    && self.floor.worst_seat(m.to.table) == Some(m.to.seat);
                if as_named {
                    self.report.named_due_big_blind += 1;
                    return Ok(planned);
                }
                // The app knew the button from the draw, but the room has dealt on unreported:
                // the staff move the room's next big blind, as the TD records it.
                self.report.named_recorded += 1;
                let to = m.to.table;
                self.recorded(&planned, from, to, during)
            }
            Some(Basis::Position(position)) => {
                self.report.position_moves += 1;
                if position.player.is_some() {
                    self.report.named_unknowable += u64::from(!known(position.from));
                }
                self.recorded(&planned, position.from, position.to, during)
            }
            None => Ok(planned),
        }
    }

    /// A balancing move as the floor staff carry it out in the room and the TD records it
    /// (`CompleteMove`): the room's next big blind at `from` to the room's worst seat at `to`.
    fn recorded(
        &self,
        planned: &Instruction,
        from: TableNo,
        to: TableNo,
        during: &str,
    ) -> Result<Instruction, (String, Violation)> {
        let due = |table: TableNo| self.floor.next_hand(table).ok().map(|h| h.big_blind_player);
        // Before a table's button is drawn nobody is due the big blind: the staff pick
        // whoever is first seated.
        // Nor is a player the floor just moved in moved again before a hand there: the
        // staff take the next player round from the big blind.
        let settled = |p: &PlayerId| self.floor.moved_in(*p).is_none();
        let first_seated = || {
            let table = self.floor.table(from)?;
            let after = (table.last_hand()).map_or(table.seat_count(), |h| h.big_blind);
            clockwise_after(table.seat_count(), after)
                .filter_map(|s| match table.seat(s) {
                    Some(Seat::Taken { player, .. }) => Some(player),
                    _ => None,
                })
                .find(settled)
                .or_else(|| table.players().next().map(|(_, p)| p))
        };
        let player = due(from)
            .filter(settled)
            .or_else(first_seated)
            .ok_or_else(|| (during.to_string(), Violation(format!("{} is empty", from))))?;
        let seat = self.floor.worst_seat(to).ok_or_else(|| {
            (
                during.to_string(),
                Violation(format!("{to} has no open seat")),
            )
        })?;
        let to = SeatRef { table: to, seat };
        self.app
            .complete_move(planned, player, to)
            .map_err(|e| floor_refused(during, e))
    }

    fn apply(&mut self, during: &str, instruction: &Instruction) -> Step {
        // A failure is read in the log of a run, in English like the rest of the report.
        let during = format!("{during}: {}", instruction.reason.say(Lang::En));
        self.checker
            .instruction(&self.floor, instruction)
            .map_err(|v| (during.clone(), v))?;
        for floor in [&mut self.floor, &mut self.app] {
            floor
                .apply(instruction)
                .map_err(|e| floor_refused(&during, e))?;
        }
        self.report.steps += 1;
        let moved = instruction.moves.len() as u64;
        match instruction.kind {
            InstructionKind::Balance => self.report.moves += moved,
            InstructionKind::BreakTable { .. }
            | InstructionKind::BreakTables { .. }
            | InstructionKind::FinalTable { .. } => self.report.break_moves += moved,
            InstructionKind::SeatDraw | InstructionKind::Entry | InstructionKind::Assign => {}
        }
        self.report.tables_broken = self.floor.broken_tables().len();
        Ok(())
    }
}
