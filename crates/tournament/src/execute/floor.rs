//! Tables and seats: opening tables, the seat draw, buttons, the floor's instructions and the
//! plan that follows every change of the room.

use crate::{Event, Live, RuleError, Tournament};
use chrono::{DateTime, Utc};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::{
    Basis, BreakOrder, FloorError, Instruction, InstructionKind, PlayerId, Reporter, SeatRef,
    TableNo,
};
use std::collections::BTreeSet;

impl Tournament {
    pub(super) fn open_tables(
        &self,
        tables: &[u32],
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let tables: Vec<TableNo> = tables.iter().map(|&t| TableNo(t)).collect();
        let mut floor = self.floor.clone();
        for (i, &table) in tables.iter().enumerate() {
            if table.0 == 0 || tables[..i].contains(&table) {
                return Err(RuleError::BadTableNumber(table.0));
            }
            floor.open_table(table)?;
        }
        if tables.is_empty() {
            return Err(RuleError::BadTableNumber(0));
        }
        let opened = Event::TablesOpened { tables };
        self.then_plan(vec![opened], now, draw)
    }

    pub(super) fn draw_seats(
        &self,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        if self.seats_drawn {
            return Err(RuleError::AlreadyDrawn);
        }
        let players: Vec<PlayerId> = self
            .players_in()
            .filter(|e| self.floor.seat_of(e.id).is_none())
            .map(|e| e.id)
            .collect();
        if players.is_empty() {
            return Err(RuleError::NobodyToSeat);
        }
        let mut events = Vec::new();
        if self.floor.table_count() == 0 {
            let per_table = usize::from(self.floor.settings().max_seats);
            let count = players.len().div_ceil(per_table);
            events.push(Event::TablesOpened {
                tables: (1..=count as u32).map(TableNo).collect(),
            });
        }
        let staged = self.staged(&events, now);
        let (seed, mut rng) = draw();
        let instruction = if self.flights.is_empty() {
            staged.floor.plan_seat_draw(&players, &mut rng)?
        } else {
            // A day played from flights: the bagged stacks are spread over the tables.
            let mut biggest_first = players.clone();
            biggest_first.sort_by_key(|&p| std::cmp::Reverse(self.entry(p).map_or(0, |e| e.chips)));
            staged.floor.plan_spread_draw(&biggest_first, &mut rng)?
        };
        events.push(Event::Seated {
            instruction,
            seed: Some(seed),
        });
        let buttons = self.staged(&events, now).draw_buttons(&events, &mut rng)?;
        events.extend(buttons);
        self.then_plan(events, now, draw)
    }

    pub(super) fn deal_hand(
        &self,
        table: &u32,
        redeal: bool,
        by: Reporter,
        confirmed: bool,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let table = TableNo(*table);
        if by == Reporter::Device && !confirmed {
            self.check_not_repeated(table, now)?;
        }
        if redeal {
            // The re-deal replays the hand just dealt (TDA 35C).
            let seated = self
                .floor
                .table(table)
                .ok_or(RuleError::NoSuchTable(table))?;
            if seated.last_hand().is_none() {
                return Err(RuleError::NoHandToRedeal(table));
            }
        } else {
            // Dealing records exactly the next hand the floor computes.
            self.floor.next_hand(table)?;
        }
        // A hand moves the big blind: a balance names the player due it now, and one that
        // waited for a player just moved in is asked for once they have played a hand.
        self.then_plan(vec![Event::HandDealt { table, redeal, by }], now, draw)
    }

    pub(super) fn set_button(&self, table: &u32, seat: &u8) -> Result<Vec<Event>, RuleError> {
        let table = TableNo(*table);
        self.floor.clone().set_button(table, *seat)?;
        Ok(vec![Event::ButtonSet {
            table,
            seat: *seat,
            draw: None,
        }])
    }

    pub(super) fn correct_button(&self, table: &u32, button: &u8) -> Result<Vec<Event>, RuleError> {
        let table = TableNo(*table);
        self.floor.clone().correct_hand(table, *button)?;
        Ok(vec![Event::ButtonCorrected {
            table,
            button: *button,
        }])
    }

    pub(super) fn accept_instruction(
        &self,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let instruction = self
            .pending
            .clone()
            .ok_or(RuleError::NoPendingInstruction)?;
        self.still_known(&instruction, now)?;
        self.carry_out(instruction, None, now, draw)
    }

    /// A balancing move is carried out as planned only while it names what the floor knows:
    /// a move by position, or one planned on a button that has since gone stale (a new level,
    /// a silence), waits for the TD to record who moved or to give the button.
    fn still_known(&self, instruction: &Instruction, now: DateTime<Utc>) -> Result<(), RuleError> {
        let moment = self.moment(now);
        let known = |t: TableNo| self.floor.button_status(t, &moment).is_known();
        let from = match &instruction.basis {
            Some(Basis::Position(p)) => Some(p.from),
            Some(Basis::Reported) => instruction.moves.iter().find_map(|m| {
                let from = m.from?.table;
                (!known(from) || !known(m.to.table)).then_some(from)
            }),
            None => None,
        };
        match from {
            Some(from) => Err(FloorError::WhoMovesUnknown { from }.into()),
            None => Ok(()),
        }
    }

    /// "The button is on seat 6 at table 4": the TD (or a floor person) gives the button of
    /// the hand being played; the floor then knows it and plans again.
    pub(super) fn give_button(
        &self,
        table: &u32,
        seat: &u8,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let table = TableNo(*table);
        self.floor.clone().give_button(table, *seat)?;
        self.then_plan(vec![Event::ButtonGiven { table, seat: *seat }], now, draw)
    }

    /// The TD puts a player in a seat of their choosing: one handler, as each way ends with
    /// the same instruction carried out.
    pub(super) fn seat_by_hand(
        &self,
        player: PlayerId,
        seat: SeatRef,
        how: ByHand<'_>,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let instruction = match how {
            ByHand::CompletesMove => {
                self.entry_in_play(player)?;
                self.may_move(player)?;
                let pending = self
                    .pending
                    .as_ref()
                    .ok_or(RuleError::NoPendingInstruction)?;
                self.floor.complete_move(pending, player, seat)?
            }
            ByHand::Overrides(reason) => {
                let mut instruction = self
                    .pending
                    .clone()
                    .ok_or(RuleError::NoPendingInstruction)?;
                instruction.override_seat(player, seat, reason)?;
                instruction
            }
            ByHand::Assigns(reason) => {
                self.entry_in_play(player)?;
                self.floor.plan_assign(player, seat, reason)?
            }
        };
        self.carry_out(instruction, None, now, draw)
    }

    /// Closes a seat (`open` false) or opens it again: checked on a copy of the floor first,
    /// then the floor plans again (a closed seat may leave a table short).
    pub(super) fn set_seat_open(
        &self,
        table: &u32,
        seat: &u8,
        open: bool,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let seat = SeatRef::new(*table, *seat);
        let mut floor = self.floor.clone();
        let event = if open {
            floor.reopen_seat(seat)?;
            Event::SeatReopened { seat }
        } else {
            floor.close_seat(seat)?;
            Event::SeatClosed { seat }
        };
        self.then_plan(vec![event], now, draw)
    }

    pub(super) fn set_gap(
        &self,
        gap: &u8,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        if *gap == 0 {
            return Err(RuleError::BadGap(*gap));
        }
        self.floor.clone().set_gap(*gap)?;
        self.then_plan(vec![Event::GapSet { gap: *gap }], now, draw)
    }

    /// The TD breaks a table now; the 2-step draw of its players is made here, so the seats
    /// are final when the command is recorded.
    pub(super) fn break_table_now(
        &self,
        table: &u32,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let (seed, mut rng) = draw();
        let instruction = self.floor.plan_break_now(TableNo(*table), &mut rng)?;
        self.carry_out(instruction, Some(seed), now, draw)
    }

    pub(super) fn set_break_order(
        &self,
        order: &BreakOrder,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let mut settings = self.floor.settings().clone();
        settings.break_order = order.clone();
        self.floor.clone().set_settings(settings)?;
        self.then_plan(
            vec![Event::BreakOrderSet {
                order: order.clone(),
            }],
            now,
            draw,
        )
    }

    /// The live state with some events applied: the state a command's later steps plan on.
    /// Planning reads only the floor, the clock and the instruction waiting, so the entries,
    /// the busts, the tables that finished a hand-for-hand hand, the logged hands, the indexes of people and names, and every other list that
    /// grows with the field or the length of the event are left out (and the history is not
    /// part of the live state): copying them for every command would make each registration of
    /// a 20,000-entry day cost the field.
    pub(super) fn staged(&self, events: &[Event], now: DateTime<Utc>) -> Live {
        let mut staged = Live {
            name: String::new(),
            structure: self.structure.clone(),
            schedule: self.schedule.clone(),
            house_rules: self.house_rules.clone(),
            clock: self.clock.clone(),
            floor: self.floor.clone(),
            entries: Vec::new(),
            purchases: self.purchases.clone(),
            chips_in_play: self.chips_in_play,
            busts: Vec::new(),
            seats_drawn: self.seats_drawn,
            pending: self.pending.clone(),
            hands: Vec::new(),
            moved: Vec::new(),
            last_seated: Vec::new(),
            finished_hand: Default::default(),
            rulings: Vec::new(),
            penalties: Vec::new(),
            announcement: None,
            layout: None,
            created: self.created,
            deal: None,
            reports: Vec::new(),
            next_report: self.next_report,
            edited_payouts: None,
            capacity: self.capacity,
            entry_limit: self.entry_limit,
            day_ended: self.day_ended,
            flights: Vec::new(),
            alternates: Vec::new(),
            last_deals: Default::default(),
            alone_deals: Default::default(),
            last_finishes: Default::default(),
            left_seats: Default::default(),
            knockouts: Vec::new(),
            details: Default::default(),
            dealer_book: Default::default(),
            people: Default::default(),
            namesakes: Default::default(),
            counts: Default::default(),
            in_play: Default::default(),
            bust_index: Default::default(),
            penalty_index: Default::default(),
            hand_for_hand: Default::default(),
            prize_table: Default::default(),
        };
        for event in events {
            staged.apply(event, now);
        }
        staged
    }

    /// Adds, after `events`, what the floor then needs the TD to do (or that nothing is needed
    /// any more). A balancing move is planned afresh, so its reason always describes the room
    /// as it is; a table break or final-table draw already announced is kept while it can still
    /// be carried out, so players are not drawn twice.
    pub(super) fn then_plan(
        &self,
        mut events: Vec<Event>,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let staged = self.staged(&events, now);
        let (seed, mut rng) = draw();
        let plan = staged.floor.plan_at(&mut rng, &staged.moment(now));
        let keep = match (&staged.pending, &plan) {
            (Some(pending), Some(plan)) => {
                pending == plan
                    || (pending.kind == plan.kind
                        && matches!(
                            pending.kind,
                            InstructionKind::BreakTable { .. }
                                | InstructionKind::BreakTables { .. }
                                | InstructionKind::FinalTable { .. }
                        )
                        && staged.floor.clone().apply(pending).is_ok())
            }
            (None, None) => true,
            _ => false,
        };
        if !keep {
            events.push(Event::Planned {
                seed: plan.as_ref().map(|_| seed),
                instruction: plan,
            });
        }
        Ok(events)
    }

    /// Carries out a floor instruction, then plans what comes next.
    pub(super) fn carry_out(
        &self,
        instruction: Instruction,
        seed: Option<u64>,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        self.floor.clone().apply(&instruction)?;
        let mut events = vec![Event::Seated { instruction, seed }];
        // The carried-out instruction is no longer waiting.
        if self.pending.is_some() {
            events.push(Event::Planned {
                instruction: None,
                seed: None,
            });
        }
        let (_, mut rng) = draw();
        let buttons = self.staged(&events, now).draw_buttons(&events, &mut rng)?;
        events.extend(buttons);
        self.then_plan(events, now, draw)
    }

    /// Registration events, followed by the new entry's seat once the seats are drawn.
    /// Seats a player reinstated after `events`: back in the seat they left, `reason` written
    /// on the instruction, when it is still free; else drawn like an entry.
    pub(crate) fn with_seat_back(
        &self,
        mut events: Vec<Event>,
        player: PlayerId,
        reason: &str,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let left = self.left_seats.get(&player);
        let back = left.filter(|_| self.seats_drawn).and_then(|&seat| {
            let staged = self.staged(&events, now);
            staged.floor.plan_assign(player, seat, reason).ok()
        });
        match back {
            Some(instruction) => {
                events.push(Event::Seated {
                    instruction,
                    seed: None,
                });
                self.then_plan(events, now, draw)
            }
            None => self.with_seat(events, player, now, draw),
        }
    }

    pub(crate) fn with_seat(
        &self,
        mut events: Vec<Event>,
        player: PlayerId,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        if !self.seats_drawn {
            return Ok(events);
        }
        let staged = self.staged(&events, now);
        let (seed, mut rng) = draw();
        let instruction = match staged.floor.plan_entries(&[player], &mut rng) {
            Ok(instruction) => instruction,
            Err(_) if staged.floor.open_seat_count() == 0 => {
                // The room is full: the next table opens for late entries.
                let next = staged.floor.highest_table().map_or(0, |t| t.0) + 1;
                let opened = Event::TablesOpened {
                    tables: vec![TableNo(next)],
                };
                events.push(opened);
                let staged = self.staged(&events, now);
                staged.floor.plan_entries(&[player], &mut rng)?
            }
            Err(error) => return Err(error.into()),
        };
        events.push(Event::Seated {
            instruction,
            seed: Some(seed),
        });
        let buttons = self.staged(&events, now).draw_buttons(&events, &mut rng)?;
        events.extend(buttons);
        self.then_plan(events, now, draw)
    }
}

impl Live {
    /// High card for the button at every table that now has two players or more and no button
    /// yet (a table just drawn, or opened for late entries and filled by balancing). Only a
    /// table `events` seated someone at can newly need one: every other table was drawn its
    /// button when its second player sat down, so the room is not read table by table.
    pub(super) fn draw_buttons<R: Rng + ?Sized>(
        &self,
        events: &[Event],
        rng: &mut R,
    ) -> Result<Vec<Event>, RuleError> {
        let seated: BTreeSet<TableNo> = (events.iter())
            .filter_map(|event| match event {
                Event::Seated { instruction, .. } => Some(instruction),
                _ => None,
            })
            .flat_map(|instruction| instruction.moves.iter().map(|m| m.to.table))
            .collect();
        let mut buttons = Vec::new();
        for table in seated.iter().filter_map(|&t| self.floor.table(t)) {
            if table.player_count() >= 2
                && table.last_hand().is_none()
                && table.first_button().is_none()
            {
                let button = self.floor.draw_button(table.number(), rng)?;
                buttons.push(Event::ButtonSet {
                    table: table.number(),
                    seat: button.button,
                    draw: Some(button),
                });
            }
        }
        Ok(buttons)
    }
}

/// How the TD seats a player by hand.
pub(super) enum ByHand<'a> {
    /// Records who moved for the pending balancing move, and to which seat.
    CompletesMove,
    /// Sends the pending instruction's player elsewhere, for this reason.
    Overrides(&'a str),
    /// Seats a player outside any instruction (a wheelchair, a player who asks), for this reason.
    Assigns(&'a str),
}
