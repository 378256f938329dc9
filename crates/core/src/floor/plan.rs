//! Instructions: what the floor asks the TD to do, computed from its state, with the reason as
//! facts worded when shown (`super::reason`). The TD accepts an instruction as it is or
//! overrides a seat (the reason is kept), then [`Floor::apply`] carries it out, all of it or, if
//! anything is wrong, none of it.

use super::button::Moment;
use super::draw::{Room, spread_draw, two_step_draw};
use super::hand::{hand_around_button, next_hand};
use super::reason::{NextHand, Reason, WorstSeat, typed_or_written};
use super::settings::SourceTable;
use super::state::balance_due;
use super::table::{Seat, Table, clockwise_after};
use super::{Floor, FloorError, PlayerId, Redraw, SeatRef, TableNo};
use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap, HashSet};

/// A set of moves the floor asks for, with its reason.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Instruction {
    pub kind: InstructionKind,
    /// Why: "table 7 has 9, table 3 has 7", worded when shown. Read from an older journal, the
    /// sentence it held.
    #[serde(deserialize_with = "typed_or_written")]
    pub reason: Reason,
    pub moves: Vec<Move>,
    /// A balancing move's footing: a player the floor knows is due the big blind, or only a
    /// position when the buttons are not known (then `moves` is empty until the TD records who
    /// moved).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub basis: Option<Basis>,
}

/// What a balancing move (TDA 11) rests on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Basis {
    /// Both tables' buttons were reported this level: the player and the seat are named.
    Reported,
    /// A button is not known: the move names the position, and the TD records who moved.
    Position(Box<PositionMove>),
}

impl Basis {
    /// `reported` or `position`, as programs read it.
    pub fn code(&self) -> &'static str {
        match self {
            Basis::Reported => "reported",
            Basis::Position(_) => "position",
        }
    }
}

/// A balancing move described by position: from which table, to which table, and what the
/// floor does know (the player, when the source's button is known; the seat, when the
/// destination's is).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PositionMove {
    pub from: TableNo,
    pub to: TableNo,
    /// The player due the big blind next at `from`, and their seat, if known.
    pub player: Option<(PlayerId, u8)>,
    /// The worst position at `to`, if known.
    pub seat: Option<u8>,
    /// An example for the floor person: with the button on this seat of `to`, the worst
    /// position is that seat.
    pub example: Option<(u8, u8)>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum InstructionKind {
    /// The random draw of the whole field (TDA 7).
    SeatDraw,
    /// Late registrations, alternates and re-entries, drawn from the same open seats (TDA 8).
    Entry,
    /// One player moves from the fullest table to the shortest (TDA 11, seed 004).
    Balance,
    /// A table breaks; its players are drawn to the others in two steps (TDA 10).
    BreakTable { table: TableNo },
    /// Several tables break at once, in the break order, because the players fit even without
    /// the next: all their players draw once to the tables left (TDA 10), so nobody a break
    /// seats moves again in the next one.
    BreakTables { tables: Vec<TableNo> },
    /// The players left are redrawn at the final table (RP-9).
    FinalTable { table: TableNo, seats: u8 },
    /// The TD's own choice: a player in the wrong seat (TDA 7), a special need.
    Assign,
}

/// One player's move. `from` is empty for a player entering the floor.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Move {
    pub player: PlayerId,
    pub from: Option<SeatRef>,
    pub to: SeatRef,
    #[serde(deserialize_with = "typed_or_written")]
    pub reason: Reason,
    /// Set when the TD chose another seat than the floor's; `to` is the seat actually used.
    pub overridden: Option<Override>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Override {
    /// The seat the floor had planned.
    pub planned: SeatRef,
    pub reason: String,
}

impl Instruction {
    /// The TD sends `player` to another seat than planned; the reason is kept with the move.
    /// Whether the seat can be used is checked when the instruction is applied.
    pub fn override_seat(
        &mut self,
        player: PlayerId,
        to: SeatRef,
        reason: &str,
    ) -> Result<(), FloorError> {
        let reason = reason.trim();
        if reason.is_empty() {
            return Err(FloorError::ReasonRequired);
        }
        let m = self
            .moves
            .iter_mut()
            .find(|m| m.player == player)
            .ok_or(FloorError::NotInInstruction { player })?;
        let planned = m.overridden.as_ref().map_or(m.to, |o| o.planned);
        m.overridden = Some(Override {
            planned,
            reason: reason.to_string(),
        });
        m.to = to;
        Ok(())
    }
}

impl Floor {
    /// What the floor needs next, in this order: the final-table draw, breaking a table,
    /// balancing. `None` when the tables are as they should be. The RNG is used for the 2-step
    /// draws and for a move at a table that has not dealt yet.
    ///
    /// This is the plan of a floor told every hand (a simulation, a test): every table with a
    /// button counts as known. The tournament uses [`Floor::plan_at`].
    pub fn plan<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Instruction> {
        self.plan_with(rng, &|_| true)
    }

    /// The plan at `now`: a balancing move names a player only where the button was reported
    /// this level (see [`super::ButtonKnown::fresh`]), otherwise the position.
    pub fn plan_at<R: Rng + ?Sized>(&self, rng: &mut R, now: &Moment) -> Option<Instruction> {
        self.plan_with(rng, &|t: &Table| {
            t.button_known().is_some_and(|k| k.fresh(now))
        })
    }

    fn plan_with<R: Rng + ?Sized>(
        &self,
        rng: &mut R,
        known: &dyn Fn(&Table) -> bool,
    ) -> Option<Instruction> {
        self.plan_final_table(rng)
            .or_else(|| self.plan_break(rng))
            .or_else(|| self.plan_balance(known))
    }

    /// A balancing move described by position, completed with the player the floor saw move
    /// and the seat they took (`CompleteMove`). A move the floor named may be completed the
    /// same way when someone else moved.
    pub fn complete_move(
        &self,
        pending: &Instruction,
        player: PlayerId,
        to: SeatRef,
    ) -> Result<Instruction, FloorError> {
        if pending.kind != InstructionKind::Balance {
            return Err(FloorError::NoMoveToComplete);
        }
        let source = match (&pending.basis, pending.moves.first()) {
            (Some(Basis::Position(p)), _) => p.from,
            (
                _,
                Some(Move {
                    from: Some(from), ..
                }),
            ) => from.table,
            _ => return Err(FloorError::NoMoveToComplete),
        };
        let from = self
            .seat_of(player)
            .ok_or(FloorError::NotSeated { player })?;
        if from.table != source {
            return Err(FloorError::MoverNotAtSource {
                player,
                table: source,
            });
        }
        let instruction = Instruction {
            moves: vec![Move {
                player,
                from: Some(from),
                to,
                reason: Reason::Recorded { player, from, to },
                overridden: None,
            }],
            ..pending.clone()
        };
        self.validate(&instruction)?;
        Ok(instruction)
    }

    /// The random draw of the whole field (TDA 7) over the open seats of the tables in play,
    /// keeping the tables even.
    pub fn plan_seat_draw<R: Rng + ?Sized>(
        &self,
        players: &[PlayerId],
        rng: &mut R,
    ) -> Result<Instruction, FloorError> {
        self.check_first_draw(players)?;
        let seats = two_step_draw(self.rooms(), players, rng)?;
        self.seat_draw(seats, false)
    }

    /// The draw of a day played from flights: players given biggest stack first are spread
    /// over the tables so that each gets its share of big and short stacks.
    pub fn plan_spread_draw<R: Rng + ?Sized>(
        &self,
        biggest_first: &[PlayerId],
        rng: &mut R,
    ) -> Result<Instruction, FloorError> {
        self.check_first_draw(biggest_first)?;
        let seats = spread_draw(self.rooms(), biggest_first, rng)?;
        self.seat_draw(seats, true)
    }

    fn check_first_draw(&self, players: &[PlayerId]) -> Result<(), FloorError> {
        if self.players > 0 {
            return Err(FloorError::FieldAlreadyDrawn {
                players: self.players,
            });
        }
        self.check_newcomers(players)
    }

    /// The instruction of a whole field's draw, with how many it seats at each table.
    fn seat_draw(
        &self,
        mut seats: Vec<(PlayerId, SeatRef)>,
        from_flights: bool,
    ) -> Result<Instruction, FloorError> {
        let players = seats.len();
        seats.sort_by_key(|&(_, seat)| seat);
        let mut per_table: BTreeMap<TableNo, usize> = BTreeMap::new();
        for (_, seat) in &seats {
            *per_table.entry(seat.table).or_default() += 1;
        }
        let fewest = per_table.values().min().copied().unwrap_or(0);
        let most = per_table.values().max().copied().unwrap_or(0);
        let reason = Reason::SeatDraw {
            players,
            tables: per_table.len(),
            fewest,
            most,
            from_flights,
        };
        let moves = seats
            .into_iter()
            .map(|(player, to)| Move {
                player,
                from: None,
                to,
                reason: Reason::Drawn { player, to },
                overridden: None,
            })
            .collect();
        Ok(Instruction {
            kind: InstructionKind::SeatDraw,
            reason,
            moves,
            basis: None,
        })
    }

    /// Late registrations, alternates and re-entries (TDA 8): drawn like the broken tables'
    /// players, among the shortest tables' open seats; dealt in except between the small blind
    /// and the button.
    pub fn plan_entries<R: Rng + ?Sized>(
        &self,
        players: &[PlayerId],
        rng: &mut R,
    ) -> Result<Instruction, FloorError> {
        self.check_newcomers(players)?;
        let seats = two_step_draw(self.shortest_rooms(players.len(), &|_| false), players, rng)?;
        let notes = self.next_hand_notes(&seats);
        let moves = seats
            .into_iter()
            .map(|(player, to)| Move {
                player,
                from: None,
                to,
                reason: Reason::EntryDrawn {
                    player,
                    to,
                    next: notes.get(&to).copied().unwrap_or(NextHand::Unknown),
                },
                overridden: None,
            })
            .collect();
        Ok(Instruction {
            kind: InstructionKind::Entry,
            reason: Reason::Entries {
                players: players.len(),
            },
            moves,
            basis: None,
        })
    }

    /// The TD seats a player by hand: a player found in the wrong seat goes to the right one
    /// with their current stack (TDA 7), a player with special needs gets a suitable seat.
    pub fn plan_assign(
        &self,
        player: PlayerId,
        to: SeatRef,
        reason: &str,
    ) -> Result<Instruction, FloorError> {
        let reason = reason.trim();
        if reason.is_empty() {
            return Err(FloorError::ReasonRequired);
        }
        let instruction = Instruction {
            kind: InstructionKind::Assign,
            reason: Reason::Written(reason.to_string()),
            moves: vec![Move {
                player,
                from: self.seat_of(player),
                to,
                reason: Reason::Assigned { player, to },
                overridden: None,
            }],
            basis: None,
        };
        self.validate(&instruction)?;
        Ok(instruction)
    }

    /// Carries out an instruction, all of it or nothing: every move is checked against the
    /// floor as it is now.
    pub fn apply(&mut self, instruction: &Instruction) -> Result<(), FloorError> {
        self.validate(instruction)?;
        let final_table = match &instruction.kind {
            InstructionKind::FinalTable { table, seats } => Some(Table::new(*table, *seats)?),
            _ => None,
        };
        for m in &instruction.moves {
            if let Some(from) = m.from {
                self.unseat(from);
            }
        }
        match &instruction.kind {
            InstructionKind::BreakTable { table } => self.remove_table(*table),
            InstructionKind::BreakTables { tables } => {
                for table in tables {
                    self.remove_table(*table);
                }
            }
            InstructionKind::FinalTable { table, .. } => {
                let others: Vec<TableNo> = self
                    .tables
                    .keys()
                    .filter(|t| *t != table)
                    .copied()
                    .collect();
                for other in others {
                    self.remove_table(other);
                }
                if let Some(fresh) = final_table {
                    self.replace_table(fresh);
                }
            }
            InstructionKind::Balance => {
                self.last_source = instruction
                    .moves
                    .first()
                    .and_then(|m| m.from)
                    .map(|f| f.table);
            }
            InstructionKind::SeatDraw | InstructionKind::Entry | InstructionKind::Assign => {}
        }
        for m in &instruction.moves {
            let arrived = m.from.map(|f| f.table) != Some(m.to.table);
            let moved = arrived && m.from.is_some();
            self.place(m.player, m.to, arrived, moved);
        }
        Ok(())
    }

    fn validate(&self, instruction: &Instruction) -> Result<(), FloorError> {
        let moves = &instruction.moves;
        let mut movers = HashSet::new();
        let mut vacated = HashSet::new();
        for m in moves {
            if !movers.insert(m.player) {
                return Err(FloorError::DuplicatePlayer { player: m.player });
            }
            match (m.from, self.seat_of(m.player)) {
                (Some(expected), Some(actual)) if expected != actual => {
                    return Err(FloorError::NotAt {
                        player: m.player,
                        expected,
                        actual,
                    });
                }
                (Some(_), None) => return Err(FloorError::NotSeated { player: m.player }),
                (None, Some(seat)) => {
                    return Err(FloorError::AlreadySeated {
                        player: m.player,
                        seat,
                    });
                }
                (Some(from), Some(_)) => {
                    vacated.insert(from);
                }
                (None, None) => {}
            }
        }
        let must_be_seated = |kind: Redraw| {
            moves.iter().find(|m| m.from.is_none()).map_or(Ok(()), |m| {
                Err(FloorError::MoveWithoutSeat {
                    kind,
                    player: m.player,
                })
            })
        };
        let mut final_seats = None;
        match &instruction.kind {
            InstructionKind::SeatDraw if self.players > 0 => {
                return Err(FloorError::FieldAlreadyDrawn {
                    players: self.players,
                });
            }
            InstructionKind::Balance if moves.len() != 1 || moves[0].from.is_none() => {
                return Err(FloorError::BalanceMovesOne { moves: moves.len() });
            }
            InstructionKind::BreakTable { table } => {
                must_be_seated(Redraw::TableBreak)?;
                let broken = self.table_in_play(*table)?;
                self.all_leave(
                    broken.players().map(|(s, p)| (broken.seat_ref(s), p)),
                    &movers,
                )?;
                if let Some(m) = moves.iter().find(|m| m.to.table == *table) {
                    return Err(FloorError::WrongDestination {
                        player: m.player,
                        to: m.to,
                    });
                }
            }
            InstructionKind::BreakTables { tables } => {
                must_be_seated(Redraw::TableBreak)?;
                for table in tables {
                    let broken = self.table_in_play(*table)?;
                    self.all_leave(
                        broken.players().map(|(s, p)| (broken.seat_ref(s), p)),
                        &movers,
                    )?;
                }
                if let Some(m) = moves.iter().find(|m| tables.contains(&m.to.table)) {
                    return Err(FloorError::WrongDestination {
                        player: m.player,
                        to: m.to,
                    });
                }
            }
            InstructionKind::FinalTable { table, seats } => {
                must_be_seated(Redraw::FinalTable)?;
                if !super::SEATS_RANGE.contains(seats) {
                    return Err(FloorError::FinalTableSeats { seats: *seats });
                }
                let everyone: Vec<(SeatRef, PlayerId)> =
                    self.seat_of.iter().map(|(&p, &s)| (s, p)).collect();
                self.all_leave(everyone.into_iter(), &movers)?;
                final_seats = Some((*table, *seats));
            }
            _ => {}
        }
        let mut targets = HashSet::new();
        for m in moves {
            if !targets.insert(m.to) {
                return Err(FloorError::SeatTwice { seat: m.to });
            }
            if let Some((table, seats)) = final_seats {
                if m.to.table != table {
                    return Err(FloorError::WrongDestination {
                        player: m.player,
                        to: m.to,
                    });
                }
                if !(1..=seats).contains(&m.to.seat) {
                    return Err(FloorError::NoSuchSeat {
                        table,
                        seat: m.to.seat,
                        seats,
                    });
                }
                continue;
            }
            match self.table_in_play(m.to.table)?.check_seat(m.to.seat)? {
                Seat::Closed => return Err(FloorError::SeatClosed { seat: m.to }),
                Seat::Taken { player, .. } if player != m.player && !vacated.contains(&m.to) => {
                    return Err(FloorError::SeatTaken { seat: m.to, player });
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// Every listed player must have a move.
    fn all_leave(
        &self,
        mut seated: impl Iterator<Item = (SeatRef, PlayerId)>,
        movers: &HashSet<PlayerId>,
    ) -> Result<(), FloorError> {
        match seated.find(|(_, p)| !movers.contains(p)) {
            Some((at, player)) => Err(FloorError::PlayerLeftBehind {
                table: at.table,
                player,
                seat: at.seat,
            }),
            None => Ok(()),
        }
    }

    fn check_newcomers(&self, players: &[PlayerId]) -> Result<(), FloorError> {
        if players.is_empty() {
            return Err(FloorError::NoPlayers);
        }
        let mut seen = HashSet::new();
        for &player in players {
            if !seen.insert(player) {
                return Err(FloorError::DuplicatePlayer { player });
            }
            if let Some(seat) = self.seat_of(player) {
                return Err(FloorError::AlreadySeated { player, seat });
            }
        }
        let open = self.open_seat_count();
        if players.len() > open {
            return Err(FloorError::NotEnoughSeats {
                players: players.len(),
                open,
            });
        }
        Ok(())
    }

    /// The tables a draw may use, with their open seats.
    fn rooms(&self) -> Vec<Room> {
        self.tables
            .values()
            .filter(|t| t.open_seats() > 0)
            .map(room)
            .collect()
    }

    /// The tables a draw of `players` players can reach, in table order: the draw fills the
    /// shortest tables first, so only the tables shorter than the level it fills to take part,
    /// and taking the others too changes nothing ([`two_step_draw`] draws the same seats).
    /// Read from the index of tables with room, shortest first: a late entry's draw costs the
    /// shortest tables, never the room. Tables `skip` names are left out.
    fn shortest_rooms(&self, players: usize, skip: &dyn Fn(TableNo) -> bool) -> Vec<Room> {
        // (table, players, open seats) of the tables taken so far.
        let mut taken: Vec<(TableNo, u8, u8)> = Vec::new();
        let mut by_count = self.with_room.iter().peekable();
        while let Some(&(count, number)) = by_count.next() {
            if !skip(number)
                && let Some(table) = self.tables.get(&number)
            {
                taken.push((number, count, table.open_seats()));
            }
            match by_count.peek() {
                Some(&&(next, _)) if next == count => {}
                Some(&&(next, _)) => {
                    // Every table shorter than `next` is taken: enough if they seat everyone
                    // before reaching `next` players.
                    let seated: usize = (taken.iter())
                        .map(|&(_, p, open)| usize::from(next.saturating_sub(p).min(open)))
                        .sum();
                    if seated >= players {
                        break;
                    }
                }
                None => break,
            }
        }
        taken.sort_unstable_by_key(|&(number, _, _)| number);
        (taken.iter())
            .filter_map(|(number, _, _)| self.tables.get(number))
            .map(room)
            .collect()
    }

    /// What each placed player does next hand, worked out on copies of the tables they join.
    fn next_hand_notes(&self, placed: &[(PlayerId, SeatRef)]) -> HashMap<SeatRef, NextHand> {
        let mut copies: BTreeMap<TableNo, Table> = BTreeMap::new();
        for &(player, to) in placed {
            if let Some(table) = self.tables.get(&to.table) {
                let copy = copies.entry(to.table).or_insert_with(|| table.clone());
                copy.set_seat(
                    to.seat,
                    Seat::Taken {
                        player,
                        arrived: true,
                        moved: false,
                    },
                );
            }
        }
        placed
            .iter()
            .map(|&(_, to)| {
                let note = copies
                    .get(&to.table)
                    .map_or(NextHand::Unknown, |copy| self.role_next_hand(copy, to.seat));
                (to, note)
            })
            .collect()
    }

    fn role_next_hand(&self, table: &Table, seat: u8) -> NextHand {
        let hand = match next_hand(
            table,
            self.rules.new_player_in_vacated_seat,
            self.settings.self_dealt,
        ) {
            Ok(hand) => hand,
            Err(FloorError::NoButton { .. }) => return NextHand::WhenButtonDrawn,
            Err(FloorError::TooFewPlayers { .. }) => return NextHand::WaitsForSecondPlayer,
            Err(_) => return NextHand::Unknown,
        };
        if let Some(out) = hand.sitting_out.iter().find(|o| o.seat == seat) {
            return NextHand::SitsOut(out.why);
        }
        if hand.big_blind == seat {
            NextHand::BigBlind
        } else if hand.heads_up && hand.button == seat {
            NextHand::ButtonAndSmallBlind
        } else if hand.small_blind_seat == seat {
            NextHand::SmallBlind
        } else if hand.button == seat {
            NextHand::Button
        } else {
            NextHand::DealtIn
        }
    }

    /// RP-9: once the players left fit at the final table, every seat is redrawn there.
    fn plan_final_table<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Instruction> {
        let seats = self.settings.final_table_seats;
        if self.tables.len() < 2 || self.players < 2 || self.players > usize::from(seats) {
            return None;
        }
        let table = self.last_to_break()?;
        let mut players: Vec<(SeatRef, PlayerId)> =
            self.seat_of.iter().map(|(&p, &s)| (s, p)).collect();
        players.sort();
        let mut drawn: Vec<u8> = (1..=seats).collect();
        drawn.shuffle(rng);
        let moves = players
            .into_iter()
            .zip(drawn)
            .map(|((from, player), seat)| Move {
                player,
                from: Some(from),
                to: SeatRef { table, seat },
                reason: Reason::FinalSeat { player, from, seat },
                overridden: None,
            })
            .collect();
        let reason = Reason::FinalTable {
            players: self.players,
            table,
            seats,
        };
        Some(Instruction {
            kind: InstructionKind::FinalTable { table, seats },
            reason,
            moves,
            basis: None,
        })
    }

    /// TDA 10: as soon as the players fit at one table fewer, the next table in the break order
    /// breaks (down to two tables: the final-table draw merges the last two).
    fn plan_break<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Instruction> {
        let breaking = self.tables_to_break();
        let seats_breaking: usize = (breaking.iter())
            .filter_map(|t| self.tables.get(t))
            .map(|t| usize::from(t.capacity()))
            .sum();
        let room_left = self.capacity - seats_breaking;
        match breaking.as_slice() {
            [] => None,
            [table] => {
                let reason = Reason::BreakInOrder {
                    table: *table,
                    order: self.settings.break_order.clone(),
                    players: self.players,
                    tables: self.tables.len() - 1,
                    seats: room_left,
                };
                self.break_table(*table, reason, rng)
            }
            tables => {
                let reason = Reason::BreakTogether {
                    tables: tables.to_vec(),
                    order: self.settings.break_order.clone(),
                    players: self.players,
                    left: self.tables.len() - tables.len(),
                    seats: room_left,
                };
                self.break_tables(tables, reason, rng)
            }
        }
    }

    /// The instruction that breaks `tables` together: the players of all of them draw a table,
    /// then a seat, among the tables left (TDA 10B), each once.
    fn break_tables<R: Rng + ?Sized>(
        &self,
        tables: &[TableNo],
        reason: Reason,
        rng: &mut R,
    ) -> Option<Instruction> {
        let mut leaving: Vec<(SeatRef, PlayerId)> = Vec::new();
        for table in tables {
            let breaking = self.tables.get(table)?;
            leaving.extend(
                breaking
                    .players()
                    .map(|(seat, p)| (breaking.seat_ref(seat), p)),
            );
        }
        let movers: Vec<PlayerId> = leaving.iter().map(|&(_, p)| p).collect();
        let seats = two_step_draw(self.break_rooms(tables, movers.len()), &movers, rng).ok()?;
        let notes = self.next_hand_notes(&seats);
        let moves = leaving
            .iter()
            .zip(seats)
            .map(|(&(from, player), (_, to))| Move {
                player,
                from: Some(from),
                to,
                reason: Reason::BreakSeat {
                    from: from.seat,
                    to,
                    next: notes.get(&to).copied().unwrap_or(NextHand::Unknown),
                },
                overridden: None,
            })
            .collect();
        Some(Instruction {
            kind: InstructionKind::BreakTables {
                tables: tables.to_vec(),
            },
            reason,
            moves,
            basis: None,
        })
    }

    /// The tables a break of `breaking` may send its `movers` players to: the others with an
    /// open seat, but not the table that breaks next after them while the rest have the seats.
    /// A player moved in is not moved again before playing a hand there, and breaking tables
    /// minutes apart must not send a player from one broken table to the next (T17, T16, T4).
    /// With two tables left the next step redraws everyone at the final table anyway.
    fn break_rooms(&self, breaking: &[TableNo], movers: usize) -> Vec<Room> {
        let left = |t: TableNo| !breaking.contains(&t);
        let open = |t: &TableNo| {
            self.tables
                .get(t)
                .map_or(0, |t| usize::from(t.open_seats()))
        };
        // Only while a table of the break order's tail stays short of nothing: with four
        // tables or more left the others even out the seats it leaves.
        let next = (self.tables.len().saturating_sub(breaking.len()) >= 4)
            .then(|| self.next_to_break_where(left))
            .flatten();
        if let Some(next) = next {
            let open_elsewhere = (self.capacity - self.players)
                .saturating_sub(breaking.iter().map(open).sum::<usize>() + open(&next));
            if open_elsewhere >= movers {
                return self.shortest_rooms(movers, &|t| !left(t) || t == next);
            }
        }
        self.shortest_rooms(movers, &|t| !left(t))
    }

    /// The TD breaks `table` now, ahead of the break order (TDA 10): refused for the last
    /// table in play, or when its players do not fit in the other tables' open seats.
    pub fn plan_break_now<R: Rng + ?Sized>(
        &self,
        table: TableNo,
        rng: &mut R,
    ) -> Result<Instruction, FloorError> {
        let breaking = self
            .tables
            .get(&table)
            .ok_or(FloorError::NoSuchTable { table })?;
        if self.tables.len() < 2 {
            return Err(FloorError::LastTable { table });
        }
        let movers = usize::from(breaking.player_count());
        let open = self.capacity - usize::from(breaking.capacity()) - (self.players - movers);
        if movers > open {
            return Err(FloorError::NotEnoughSeats {
                players: movers,
                open,
            });
        }
        let reason = Reason::BreakNow {
            table,
            players: movers,
            open,
        };
        let instruction =
            self.break_table(table, reason, rng)
                .ok_or(FloorError::NotEnoughSeats {
                    players: movers,
                    open,
                })?;
        self.validate(&instruction)?;
        Ok(instruction)
    }

    /// The instruction that breaks `table`: its players draw a table, then a seat, among the
    /// other tables (TDA 10B).
    fn break_table<R: Rng + ?Sized>(
        &self,
        table: TableNo,
        reason: Reason,
        rng: &mut R,
    ) -> Option<Instruction> {
        let breaking = self.tables.get(&table)?;
        let leaving: Vec<(u8, PlayerId)> = breaking.players().collect();
        let movers: Vec<PlayerId> = leaving.iter().map(|&(_, p)| p).collect();
        let seats = two_step_draw(self.break_rooms(&[table], movers.len()), &movers, rng).ok()?;
        let notes = self.next_hand_notes(&seats);
        let moves = leaving
            .iter()
            .zip(seats)
            .map(|(&(from, player), (_, to))| Move {
                player,
                from: Some(breaking.seat_ref(from)),
                to,
                reason: Reason::BreakSeat {
                    from,
                    to,
                    next: notes.get(&to).copied().unwrap_or(NextHand::Unknown),
                },
                overridden: None,
            })
            .collect();
        Some(Instruction {
            kind: InstructionKind::BreakTable { table },
            reason,
            moves,
            basis: None,
        })
    }

    /// TDA 11 and seed 004: when the fullest and the shortest table differ by the gap, the
    /// player who would be big blind next at the source table moves to the seat that will be
    /// big blind soonest at the shortest table (never the small blind). Where a table's button
    /// is not `known`, the move names the position instead of a person: never a guess.
    fn plan_balance(&self, known: &dyn Fn(&Table) -> bool) -> Option<Instruction> {
        let (_, most) = self.fullest()?;
        let (to_table, fewest) = self.shortest_with_room()?;
        if !balance_due(most, fewest, self.balance_gap()) {
            return None;
        }
        // The next hand's big blind: after the last hand's, or in the first hand around the
        // drawn button.
        let due_at = |table: &Table| {
            known(table)
                .then(|| self.next_hand(table.number()).ok())
                .flatten()
                .map(|h| (h.big_blind, h.big_blind_player))
        };
        // Nobody the floor has just moved in from another table moves again before playing
        // a hand where they sat: a fullest table whose next big blind just sat
        // down is passed over, and when every one is, the balance waits a hand, after which
        // another player is due the big blind there (the trials: a player a break sent was
        // the next big blind there and moved again a minute later).
        let from_table = self.source_tables(most).find(|number| {
            self.tables
                .get(number)
                .is_some_and(|table| self.just_moved_big_blind(table, known).is_none())
        })?;
        let source = self.tables.get(&from_table)?;
        let destination = self.tables.get(&to_table)?;
        let reason = Reason::Balance {
            from: from_table,
            most,
            to: to_table,
            fewest,
        };
        let due = due_at(source);
        let worst = known(destination)
            .then(|| worst_position(destination))
            .flatten();
        let (Some((from_seat, player)), Some(worst)) = (due, worst) else {
            let example = destination.players().next().and_then(|(button, _)| {
                let hand = hand_around_button(
                    destination,
                    destination.players().collect(),
                    Vec::new(),
                    button,
                    1,
                    false,
                )
                .ok()?;
                Some((button, worst_open_after(destination, hand.big_blind)?))
            });
            let position = PositionMove {
                from: from_table,
                to: to_table,
                player: due.map(|(seat, player)| (player, seat)),
                seat: worst.map(|w| w.seat()),
                example,
            };
            return Some(Instruction {
                kind: InstructionKind::Balance,
                reason,
                moves: Vec::new(),
                basis: Some(Basis::Position(Box::new(position))),
            });
        };
        let to = SeatRef {
            table: to_table,
            seat: worst.seat(),
        };
        let worst = match worst {
            Worst::BigBlindIn { hands, .. } => WorstSeat::BigBlindIn { hands },
            Worst::OnlySmallBlindSeat(_) => WorstSeat::OnlyOpenSeat(
                self.next_hand_notes(&[(player, to)])
                    .remove(&to)
                    .unwrap_or(NextHand::Unknown),
            ),
        };
        let from = source.seat_ref(from_seat);
        let m = Move {
            player,
            from: Some(from),
            to,
            reason: Reason::BalanceMove { from, to, worst },
            overridden: None,
        };
        Some(Instruction {
            kind: InstructionKind::Balance,
            reason,
            moves: vec![m],
            basis: Some(Basis::Reported),
        })
    }

    /// The worst position at a table as the floor staff see it (TDA 11A): the open seat the
    /// big blind reaches first. Before the table's first hand there is no worst position, and
    /// the staff take the first open seat.
    pub fn worst_seat(&self, number: TableNo) -> Option<u8> {
        let table = self.tables.get(&number)?;
        worst_position(table).map(|w| w.seat()).or_else(|| {
            table
                .seats()
                .find(|(_, s)| *s == Seat::Open)
                .map(|(n, _)| n)
        })
    }

    /// Why the floor asks for no balance at `now` although the gap is reached: every fullest
    /// table's next big blind is a player it has just moved there, who plays a hand there
    /// first. The first such table in the procedure's order, and that player.
    pub fn balance_waits_at(&self, now: &Moment) -> Option<(TableNo, PlayerId)> {
        let known = |t: &Table| t.button_known().is_some_and(|k| k.fresh(now));
        let (_, most) = self.fullest()?;
        let (_, fewest) = self.shortest_with_room()?;
        if !balance_due(most, fewest, self.balance_gap()) {
            return None;
        }
        let mut waits = None;
        for number in self.source_tables(most) {
            let player = self.just_moved_big_blind(self.tables.get(&number)?, &known)?;
            waits.get_or_insert((number, player));
        }
        waits
    }

    /// The player due the big blind next at `table`, when the floor has just moved them in
    /// from another table: known from the button when it is `known`, and whatever the button
    /// when everyone there was just moved in (no hand dealt there since they all sat down).
    fn just_moved_big_blind(
        &self,
        table: &Table,
        known: &dyn Fn(&Table) -> bool,
    ) -> Option<PlayerId> {
        if let Some(next) = known(table)
            .then(|| self.next_hand(table.number()).ok())
            .flatten()
        {
            return matches!(
                table.seat(next.big_blind),
                Some(Seat::Taken { moved: true, .. })
            )
            .then_some(next.big_blind_player);
        }
        let mut seated = table.seats().filter_map(|(_, seat)| match seat {
            Seat::Taken { player, moved, .. } => Some((player, moved)),
            Seat::Open | Seat::Closed => None,
        });
        let (first, _) = seated.next().filter(|&(_, moved)| moved)?;
        seated.all(|(_, moved)| moved).then_some(first)
    }

    /// The tables with `most` players in the order the predetermined procedure (TDA 11C)
    /// takes them.
    fn source_tables(&self, most: u8) -> Box<dyn Iterator<Item = TableNo> + '_> {
        let from = |first: u32| (self.by_count.range((most, TableNo(first))..)).map(|&(_, t)| t);
        match self.settings.source {
            SourceTable::FullestLowestNumber => Box::new(from(0)),
            SourceTable::FullestHighestNumber => Box::new(from(0).rev()),
            SourceTable::FullestInRotation => {
                // The next table after the last source, then round from the lowest.
                let after = self.last_source.map_or(0, |t| t.0.saturating_add(1));
                let before = (self
                    .by_count
                    .range((most, TableNo(0))..(most, TableNo(after))))
                .map(|&(_, t)| t);
                Box::new(from(after).chain(before))
            }
        }
    }
}

/// The worst position at a table that has dealt (TDA 11A).
#[derive(Clone, Copy)]
enum Worst {
    /// The first open seat the big blind reaches, in `hands` hands; never the small blind's.
    BigBlindIn { seat: u8, hands: usize },
    /// The only open seat is last hand's big blind, next hand's small blind.
    OnlySmallBlindSeat(u8),
}

impl Worst {
    fn seat(&self) -> u8 {
        match *self {
            Worst::BigBlindIn { seat, .. } | Worst::OnlySmallBlindSeat(seat) => seat,
        }
    }
}

/// The open seat the big blind reaches first after `big_blind`.
fn worst_open_after(table: &Table, big_blind: u8) -> Option<u8> {
    clockwise_after(table.seat_count(), big_blind)
        .filter(|&s| s != big_blind)
        .find(|&s| table.seat(s) == Some(Seat::Open))
        .or_else(|| (table.seat(big_blind) == Some(Seat::Open)).then_some(big_blind))
}

fn worst_position(table: &Table) -> Option<Worst> {
    let last = table.last_hand()?;
    let seats = table.seat_count();
    let mut taken_before = 0;
    for seat in clockwise_after(seats, last.big_blind).filter(|&s| s != last.big_blind) {
        match table.seat(seat) {
            Some(Seat::Open) => {
                return Some(Worst::BigBlindIn {
                    seat,
                    hands: taken_before + 1,
                });
            }
            Some(Seat::Taken { .. }) => taken_before += 1,
            _ => {}
        }
    }
    Some(Worst::OnlySmallBlindSeat(last.big_blind))
}

/// A table's part in a draw: its players and its open seats.
fn room(table: &Table) -> Room {
    Room {
        table: table.number(),
        players: table.player_count(),
        open: (table.seats())
            .filter(|(_, s)| *s == Seat::Open)
            .map(|(n, _)| n)
            .collect(),
    }
}
