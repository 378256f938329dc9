//! The floor's state: the tables in play and who sits where, with the indexes that keep every
//! balancing decision logarithmic in the number of tables.

use super::button::{ButtonKnown, ButtonSource, ButtonStatus, Moment, Reporter, TableButton};
use super::hand::{self, ButtonDraw};
use super::positions::HandPositions;
use super::reason::SitOutReason;
use super::settings::BreakOrder;
use super::table::{Seat, Table, Tally, clockwise_after};
use super::{FloorError, FloorSettings, PlayerId, SeatRef, TableNo};
use crate::house::FloorRules;
use imbl::{OrdMap, OrdSet};
use rand::Rng;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;

/// Every table in play, every seated player, and the rules the floor follows.
///
/// The tables, the seats and their indexes sit in persistent maps, and the lists of tables in
/// shared vectors: a copy of the floor (the state a command plans on) shares them all, and
/// changing it copies only the tables changed. Planning a command's next step so costs the
/// tables it touches, never the whole room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "FloorRecord", try_from = "FloorRecord")]
pub struct Floor {
    pub(crate) rules: FloorRules,
    pub(crate) settings: FloorSettings,
    pub(crate) tables: OrdMap<TableNo, Table>,
    pub(crate) broken: Arc<Vec<TableNo>>,
    /// The last table that gave a player to balance, for the rotating source procedure.
    pub(crate) last_source: Option<TableNo>,
    /// Every table in play by the order it was opened, for the last-opened-first break
    /// order; a table broken leaves it.
    pub(crate) opened: OpeningOrder,
    // Derived from the tables; rebuilt when a saved floor is loaded.
    pub(crate) seat_of: OrdMap<PlayerId, SeatRef>,
    /// (players, table) for every table in play: the fullest and the shortest in O(log n).
    pub(crate) by_count: OrdSet<(u8, TableNo)>,
    /// The same for tables with an open seat: where a moved player can go.
    pub(crate) with_room: OrdSet<(u8, TableNo)>,
    /// Tables holding a player the floor moved in since the table's last hand: passed over by
    /// the break order while another table can break.
    pub(crate) moved_in: OrdSet<TableNo>,
    pub(crate) players: usize,
    pub(crate) capacity: usize,
}

/// Tables by the order they were opened. Each holds a place number counting up, so a table
/// opened again goes last and a break takes one out in O(log n); the numbers are only places,
/// so two orders listing the same tables in the same order are equal (a saved order is read
/// back with its gaps closed).
#[derive(Clone, Debug, Default)]
pub(crate) struct OpeningOrder {
    by_place: OrdMap<u64, TableNo>,
    place_of: OrdMap<TableNo, u64>,
}

impl OpeningOrder {
    /// Puts `table` last.
    fn note(&mut self, table: TableNo) {
        self.forget(table);
        let next = self.by_place.get_max().map_or(0, |&(k, _)| k + 1);
        self.by_place.insert(next, table);
        self.place_of.insert(table, next);
    }

    fn forget(&mut self, table: TableNo) {
        if let Some(place) = self.place_of.remove(&table) {
            self.by_place.remove(&place);
        }
    }

    /// The tables, first opened first.
    fn tables(&self) -> impl DoubleEndedIterator<Item = TableNo> + '_ {
        self.by_place.values().copied()
    }
}

impl PartialEq for OpeningOrder {
    fn eq(&self, other: &OpeningOrder) -> bool {
        self.tables().eq(other.tables())
    }
}

impl Eq for OpeningOrder {}

/// What is saved: the indexes are not, they follow from the tables.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct FloorRecord {
    rules: FloorRules,
    settings: FloorSettings,
    tables: Vec<Table>,
    broken: Vec<TableNo>,
    last_source: Option<TableNo>,
    #[serde(default)]
    opened: Vec<TableNo>,
}

impl From<Floor> for FloorRecord {
    fn from(floor: Floor) -> FloorRecord {
        FloorRecord {
            rules: floor.rules,
            settings: floor.settings,
            tables: floor.tables.values().cloned().collect(),
            broken: floor.broken.to_vec(),
            last_source: floor.last_source,
            opened: floor.opened.tables().collect(),
        }
    }
}

impl TryFrom<FloorRecord> for Floor {
    type Error = FloorError;

    fn try_from(record: FloorRecord) -> Result<Floor, FloorError> {
        let mut floor = Floor::new(&record.rules, record.settings)?;
        floor.broken = Arc::new(record.broken);
        floor.last_source = record.last_source;
        let corrupt = |problem: String| FloorError::Corrupt { problem };
        for table in record.tables {
            let number = table.number();
            let seats = table.seat_count();
            if !super::SEATS_RANGE.contains(&seats) {
                return Err(corrupt(format!("{number} has {seats} seats")));
            }
            let in_range = |seat: u8| (1..=seats).contains(&seat);
            let hand_ok = table.last_hand().is_none_or(|h| {
                [h.button, h.small_blind_seat, h.big_blind]
                    .into_iter()
                    .chain(h.dealt_in.iter().map(|&(s, _)| s))
                    .chain(h.dealer.map(|(s, _)| s))
                    .all(in_range)
            });
            if !hand_ok || !table.first_button().is_none_or(in_range) {
                return Err(corrupt(format!("{number} has a hand on seats it lacks")));
            }
            for (seat, player) in table.players() {
                let at = table.seat_ref(seat);
                if let Some(other) = floor.seat_of.insert(player, at) {
                    return Err(corrupt(format!(
                        "{player} is seated at {other} and at {at}"
                    )));
                }
            }
            if floor.tables.insert(number, table).is_some() {
                return Err(corrupt(format!("{number} appears twice")));
            }
            floor.index(number);
        }
        for table in record.opened {
            if floor.tables.contains_key(&table) {
                floor.opened.note(table);
            }
        }
        Ok(floor)
    }
}

/// What a player seated by the floor meets in the next hand, said on screen with the seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// Takes the button at once (a moved player may land there, TDA 10B).
    OnButton,
    /// Is not dealt the next hand, and why.
    SitsOut(SitOutReason),
}

/// Whether tables of `most` and `fewest` players are to be balanced at this gap. A single move
/// cannot narrow a one-player difference, so a gap of 1 moves the same players as a gap of 2.
pub fn balance_due(most: u8, fewest: u8, gap: u8) -> bool {
    most >= fewest.saturating_add(gap.max(2))
}

/// TDA 11D: a table three or more players short of the fullest stops dealing once its blinds
/// would reach an open seat.
pub fn short_table_halts(most: u8, players: u8, blinds_reach_open_seat: bool) -> bool {
    most >= players.saturating_add(3) && blinds_reach_open_seat
}

impl Floor {
    /// An empty floor; the TD opens tables, then draws the field.
    pub fn new(rules: &FloorRules, settings: FloorSettings) -> Result<Floor, FloorError> {
        if rules.balance_gap == 0 {
            return Err(FloorError::GapTooSmall { gap: 0 });
        }
        settings.validate()?;
        Ok(Floor {
            rules: rules.clone(),
            settings,
            tables: OrdMap::new(),
            broken: Arc::default(),
            last_source: None,
            opened: OpeningOrder::default(),
            seat_of: OrdMap::new(),
            by_count: OrdSet::new(),
            with_room: OrdSet::new(),
            moved_in: OrdSet::new(),
            players: 0,
            capacity: 0,
        })
    }

    pub fn rules(&self) -> &FloorRules {
        &self.rules
    }

    pub fn settings(&self) -> &FloorSettings {
        &self.settings
    }

    /// The TD changes the house-rule gap (TDA 11: at the TD's discretion).
    pub fn set_gap(&mut self, gap: u8) -> Result<(), FloorError> {
        if gap == 0 {
            return Err(FloorError::GapTooSmall { gap });
        }
        self.rules.balance_gap = gap;
        Ok(())
    }

    /// The event changes house rules: the gap, the halt and the newcomer rule follow them.
    pub fn set_rules(&mut self, rules: &FloorRules) -> Result<(), FloorError> {
        if rules.balance_gap == 0 {
            return Err(FloorError::GapTooSmall { gap: 0 });
        }
        self.rules = rules.clone();
        Ok(())
    }

    /// The TD changes the floor settings; tables already in play keep their seats.
    pub fn set_settings(&mut self, settings: FloorSettings) -> Result<(), FloorError> {
        settings.validate()?;
        self.settings = settings;
        Ok(())
    }

    /// The gap that triggers a balancing move now: the house-rule gap, or the tightened gap once
    /// few enough tables remain. A single move cannot narrow a one-player difference, so a gap
    /// of 1 moves the same players as a gap of 2.
    pub fn balance_gap(&self) -> u8 {
        match self.settings.tightened_gap {
            Some(t) if self.tables.len() <= t.from_tables as usize => t.gap,
            _ => self.rules.balance_gap,
        }
    }

    /// Opens a table of `max_seats` seats; close seats for a smaller table.
    pub fn open_table(&mut self, number: TableNo) -> Result<(), FloorError> {
        if self.tables.contains_key(&number) {
            return Err(FloorError::TableExists { table: number });
        }
        let table = Table::new(number, self.settings.max_seats)?;
        self.tables.insert(number, table);
        self.opened.note(number);
        self.index(number);
        Ok(())
    }

    /// Takes a seat out of use; it is never drawn and never receives a player.
    pub fn close_seat(&mut self, seat: SeatRef) -> Result<(), FloorError> {
        match self.table_in_play(seat.table)?.check_seat(seat.seat)? {
            Seat::Closed => Err(FloorError::SeatAlreadyClosed { seat }),
            Seat::Taken { player, .. } => Err(FloorError::CloseTakenSeat { seat, player }),
            Seat::Open => {
                self.edit_table(seat.table, |t| t.set_seat(seat.seat, Seat::Closed));
                Ok(())
            }
        }
    }

    pub fn reopen_seat(&mut self, seat: SeatRef) -> Result<(), FloorError> {
        match self.table_in_play(seat.table)?.check_seat(seat.seat)? {
            Seat::Closed => {
                self.edit_table(seat.table, |t| t.set_seat(seat.seat, Seat::Open));
                Ok(())
            }
            _ => Err(FloorError::SeatAlreadyOpen { seat }),
        }
    }

    pub fn table(&self, number: TableNo) -> Option<&Table> {
        self.tables.get(&number)
    }

    /// Tables in play, lowest number first.
    pub fn tables(&self) -> impl Iterator<Item = &Table> {
        self.tables.values()
    }

    /// The highest table number in play: a table opened for late entries takes the next.
    pub fn highest_table(&self) -> Option<TableNo> {
        self.tables.keys().next_back().copied()
    }

    pub fn table_count(&self) -> usize {
        self.tables.len()
    }

    /// Tables broken so far, in the order they broke.
    pub fn broken_tables(&self) -> &[TableNo] {
        &self.broken
    }

    pub fn seat_of(&self, player: PlayerId) -> Option<SeatRef> {
        self.seat_of.get(&player).copied()
    }

    pub fn players_left(&self) -> usize {
        self.players
    }

    /// The table the floor moved `player` to (a balance or a break) since its last hand: a
    /// player moved in is not moved again before playing a hand there.
    pub fn moved_in(&self, player: PlayerId) -> Option<TableNo> {
        let at = self.seat_of(player)?;
        matches!(
            self.tables.get(&at.table)?.seat(at.seat)?,
            Seat::Taken { moved: true, .. }
        )
        .then_some(at.table)
    }

    /// Open seats in the room.
    pub fn open_seat_count(&self) -> usize {
        self.capacity - self.players
    }

    /// The fullest table and its players (ties to the lowest number).
    pub fn fullest(&self) -> Option<(TableNo, u8)> {
        let &(most, _) = self.by_count.get_max()?;
        self.by_count
            .range((most, TableNo(0))..)
            .next()
            .map(|&(n, t)| (t, n))
    }

    /// The shortest table that can take a player (ties to the lowest number).
    pub fn shortest_with_room(&self) -> Option<(TableNo, u8)> {
        self.with_room.get_min().map(|&(n, t)| (t, n))
    }

    /// TDA 11D: a table 3 or more players short of the fullest stops dealing once its blinds
    /// reach an open seat (the seat after last hand's big blind is open). The TD may waive it.
    pub fn is_halted(&self, number: TableNo) -> bool {
        if !self.rules.halt_short_tables {
            return false;
        }
        let (Some(table), Some(&(most, _))) = (self.tables.get(&number), self.by_count.get_max())
        else {
            return false;
        };
        let blinds_reach_open_seat = table.last_hand().is_some_and(|last| {
            clockwise_after(table.seat_count(), last.big_blind)
                .map(|s| table.seat(s))
                .find(|s| *s != Some(Seat::Closed))
                == Some(Some(Seat::Open))
        });
        short_table_halts(most, table.player_count(), blinds_reach_open_seat)
    }

    /// High card for the first button (randomness from the caller). Nothing changes until the
    /// TD sets the button with [`Floor::set_button`].
    pub fn draw_button<R: Rng + ?Sized>(
        &self,
        number: TableNo,
        rng: &mut R,
    ) -> Result<ButtonDraw, FloorError> {
        hand::draw_button(self.table_in_play(number)?, rng)
    }

    /// Sets where the button starts, drawn or chosen by the TD, before a table's first hand.
    pub fn set_button(&mut self, number: TableNo, seat: u8) -> Result<(), FloorError> {
        let table = self.table_in_play(number)?;
        if table.last_hand().is_some() {
            return Err(FloorError::ButtonAlreadyMoving { table: number });
        }
        if !matches!(table.check_seat(seat)?, Seat::Taken { .. }) {
            return Err(FloorError::ButtonOnEmptySeat {
                seat: table.seat_ref(seat),
            });
        }
        self.edit_table(number, |t| t.set_first_button(seat));
        Ok(())
    }

    /// The next hand's button, blinds and who is dealt in, as the floor map shows it.
    pub fn next_hand(&self, number: TableNo) -> Result<HandPositions, FloorError> {
        hand::next_hand(
            self.table_in_play(number)?,
            self.rules.new_player_in_vacated_seat,
            self.settings.self_dealt,
        )
    }

    /// Deals the next hand at a table: its positions become the base for the hand after.
    pub fn start_hand(&mut self, number: TableNo) -> Result<HandPositions, FloorError> {
        let hand = self.next_hand(number)?;
        let recorded = hand.clone();
        self.edit_table(number, |t| t.record_hand(recorded));
        Ok(hand)
    }

    /// Records that the last hand was dealt with the button at `button` and the blinds on the
    /// next players: a button error found after substantial action stands, and the following
    /// hands move on from it (TDA 34A). Before substantial action the TD simply redeals.
    pub fn correct_hand(
        &mut self,
        number: TableNo,
        button: u8,
    ) -> Result<HandPositions, FloorError> {
        let table = self.table_in_play(number)?;
        table.check_seat(button)?;
        let last = table
            .last_hand()
            .ok_or(FloorError::NoHandYet { table: number })?;
        let corrected = hand::hand_around_button(
            table,
            last.dealt_in.clone(),
            last.sitting_out.clone(),
            button,
            last.hand,
            self.settings.self_dealt,
        )?;
        let recorded = corrected.clone();
        self.edit_table(number, |t| t.record_hand(recorded));
        Ok(corrected)
    }

    /// What the floor is sure of about a table's button at `now`, for screens and scripts.
    pub fn button_status(&self, number: TableNo, now: &Moment) -> ButtonStatus {
        let known = self.tables.get(&number).and_then(Table::button_known);
        ButtonKnown::status(known, now)
    }

    /// A table's button for every screen: what the floor is sure of, and the next hand's button
    /// it tracks (a table without a button yet has none).
    pub fn table_button(&self, number: TableNo, now: &Moment) -> TableButton {
        TableButton {
            status: self.button_status(number, now),
            tracked: self.next_hand(number).ok().map(|hand| hand.button),
        }
    }

    /// What `player`, seated at `at` now (a move waiting or just made), meets in the table's
    /// next hand under the dead-button rule: the button, or sitting out until the button
    /// passes (TDA 10A; the French variant's vacated small-blind seat). A seat anywhere else is
    /// dealt in as any other (TDA 10B), and needs no word. `None` too when the table has no
    /// next hand yet.
    pub fn arrival(&self, player: PlayerId, at: SeatRef) -> Option<Arrival> {
        self.arrivals(&[(player, at)]).pop().flatten()
    }

    /// [`Floor::arrival`] for every move of one instruction (a break's, a balance's), each
    /// player seated with all the others: the moves are carried out together, so a table that
    /// receives seven players has one next button among them, and each is told what the table
    /// will be with the others in it. A player leaving a table that also receives one leaves
    /// their seat empty.
    pub fn arrivals(&self, moves: &[(PlayerId, SeatRef)]) -> Vec<Option<Arrival>> {
        let mut tables: BTreeMap<TableNo, Table> = BTreeMap::new();
        for (_, at) in moves {
            if let Some(table) = self.tables.get(&at.table) {
                tables.entry(at.table).or_insert_with(|| table.clone());
            }
        }
        for (player, at) in moves {
            if let Some(from) = self.seat_of(*player).filter(|from| from != at)
                && let Some(table) = tables.get_mut(&from.table)
            {
                table.set_seat(from.seat, Seat::Open);
            }
        }
        let seated: Vec<bool> = (moves.iter())
            .map(|(player, at)| {
                let Some(table) = tables.get_mut(&at.table) else {
                    return false;
                };
                match table.seat(at.seat) {
                    Some(Seat::Taken { player: there, .. }) => there == *player,
                    Some(Seat::Open) => {
                        let arrived = Seat::Taken {
                            player: *player,
                            arrived: true,
                            moved: true,
                        };
                        table.set_seat(at.seat, arrived);
                        true
                    }
                    _ => false,
                }
            })
            .collect();
        let hands: BTreeMap<TableNo, HandPositions> = (tables.iter())
            .filter_map(|(number, table)| {
                let rules = self.rules.new_player_in_vacated_seat;
                let hand = hand::next_hand(table, rules, self.settings.self_dealt).ok()?;
                Some((*number, hand))
            })
            .collect();
        (moves.iter().zip(seated))
            .map(|((_, at), seated)| {
                let hand = hands.get(&at.table).filter(|_| seated)?;
                if let Some(out) = hand.sitting_out.iter().find(|out| out.seat == at.seat) {
                    return Some(Arrival::SitsOut(out.why));
                }
                (hand.button == at.seat).then_some(Arrival::OnButton)
            })
            .collect()
    }

    /// The floor learns where a table's button is: drawn, set or given by the TD.
    pub fn note_button(&mut self, number: TableNo, source: ButtonSource, now: &Moment) {
        let known = ButtonKnown::new(source, now);
        self.edit_table(number, |t| t.set_known(Some(known)));
    }

    /// A hand reported at a table (after [`Floor::start_hand`]): the button stays known only if
    /// no hand can have gone unreported since it was last sure.
    pub fn note_hand(&mut self, number: TableNo, by: Reporter, now: &Moment) {
        let known = self
            .tables
            .get(&number)
            .and_then(Table::button_known)
            .map(|k| k.after_hand(by, now));
        self.edit_table(number, |t| t.set_known(known));
    }

    /// The TD gives where the button is in the hand being played ("the button is on seat 6 at
    /// table 4"), whatever the floor had tracked: the next hands follow from it, with the
    /// players seated now dealt in.
    pub fn give_button(&mut self, number: TableNo, seat: u8) -> Result<HandPositions, FloorError> {
        let table = self.table_in_play(number)?;
        table.check_seat(seat)?;
        let hand_number = table.last_hand().map_or(1, |h| h.hand + 1);
        let given = hand::hand_around_button(
            table,
            table.players().collect(),
            Vec::new(),
            seat,
            hand_number,
            self.settings.self_dealt,
        )?;
        let recorded = given.clone();
        self.edit_table(number, |t| t.record_hand(recorded));
        Ok(given)
    }

    /// A player leaves the floor (busted or disqualified); their seat opens.
    pub fn eliminate(&mut self, player: PlayerId) -> Result<SeatRef, FloorError> {
        let seat = self
            .seat_of(player)
            .ok_or(FloorError::NotSeated { player })?;
        self.unseat(seat);
        Ok(seat)
    }

    pub(crate) fn table_in_play(&self, number: TableNo) -> Result<&Table, FloorError> {
        self.tables
            .get(&number)
            .ok_or(FloorError::NoSuchTable { table: number })
    }

    /// Empties a seat that holds a player.
    pub(crate) fn unseat(&mut self, seat: SeatRef) {
        let Some(player) = self
            .tables
            .get(&seat.table)
            .and_then(|t| t.player_at(seat.seat))
        else {
            return;
        };
        self.seat_of.remove(&player);
        self.edit_table(seat.table, |t| t.set_seat(seat.seat, Seat::Open));
    }

    /// Seats a player at an open seat.
    pub(crate) fn place(&mut self, player: PlayerId, seat: SeatRef, arrived: bool, moved: bool) {
        self.seat_of.insert(player, seat);
        self.edit_table(seat.table, |t| {
            t.set_seat(
                seat.seat,
                Seat::Taken {
                    player,
                    arrived,
                    moved,
                },
            )
        });
    }

    /// Takes a table out of play, recording it as broken.
    pub(crate) fn remove_table(&mut self, number: TableNo) {
        self.unindex(number);
        self.opened.forget(number);
        if self.tables.remove(&number).is_some() {
            Arc::make_mut(&mut self.broken).push(number);
        }
    }

    /// Puts a fresh table in play under `number` (the final table), replacing an empty one.
    pub(crate) fn replace_table(&mut self, table: Table) {
        let number = table.number();
        self.unindex(number);
        self.tables.insert(number, table);
        self.index(number);
    }

    /// Changes a table and keeps the indexes right.
    fn edit_table(&mut self, number: TableNo, change: impl FnOnce(&mut Table)) {
        self.unindex(number);
        if let Some(table) = self.tables.get_mut(&number) {
            change(table);
        }
        self.index(number);
    }

    fn unindex(&mut self, number: TableNo) {
        if let Some(table) = self.tables.get(&number) {
            let Tally { players, open } = table.tally();
            self.by_count.remove(&(players, number));
            if open > 0 {
                self.with_room.remove(&(players, number));
            }
            self.moved_in.remove(&number);
            self.players -= usize::from(players);
            self.capacity -= usize::from(players + open);
        }
    }

    fn index(&mut self, number: TableNo) {
        if let Some(table) = self.tables.get(&number) {
            let Tally { players, open } = table.tally();
            self.by_count.insert((players, number));
            if open > 0 {
                self.with_room.insert((players, number));
            }
            if table.holds_moved_in() {
                self.moved_in.insert(number);
            }
            self.players += usize::from(players);
            self.capacity += usize::from(players + open);
        }
    }

    /// The table that breaks next under the configured order.
    pub(crate) fn next_to_break(&self) -> Option<TableNo> {
        self.next_to_break_where(|_| true)
    }

    /// The table in play that breaks next under the configured order among those `left`
    /// accepts: walked in the break order from its head, so it reads only the tables passed
    /// over, never the whole room.
    pub(crate) fn next_to_break_where(&self, left: impl Fn(TableNo) -> bool) -> Option<TableNo> {
        let highest = || self.tables.keys().rev().copied().find(|&t| left(t));
        match &self.settings.break_order {
            BreakOrder::HighestNumberFirst => highest(),
            BreakOrder::LowestNumberFirst => self.tables.keys().copied().find(|&t| left(t)),
            BreakOrder::LastOpenedFirst => (self.opened.tables().rev())
                .find(|&t| left(t))
                .or_else(highest),
            BreakOrder::Listed(list) => list
                .iter()
                .copied()
                .find(|&t| self.tables.contains_key(&t) && left(t))
                .or_else(highest),
        }
    }

    /// The tables that must break now, in the break order (TDA 10): the next one once the
    /// players fit at the others, and the one after it too if they still fit without it, and
    /// so on down to two tables (the final-table draw merges the last two). Breaking them in
    /// one instruction moves nobody twice: broken one after the other, a player the first break
    /// seated at the second table would move again a minute later.
    ///
    /// Whether a table breaks is the order's and the count's alone; who was moved in decides
    /// only which table goes. A table the order calls whose players were moved in since its last
    /// hand is passed over for the next in the order that has dealt since, if that one leaves
    /// as many seats (it is no bigger); otherwise it breaks all the same. Without hand reports
    /// the floor cannot know a table has dealt: a player moved in counts as not yet having
    /// played a hand there until a hand is reported at that table, so a room that reports no
    /// hand breaks in the plain order, and never breaks where the order would not, nor waits
    /// where it would break.
    pub(crate) fn tables_to_break(&self) -> Vec<TableNo> {
        let mut capacity = self.capacity;
        let mut breaking: Vec<TableNo> = Vec::new();
        let last = self.last_to_break();
        let seats = |t: TableNo| self.tables.get(&t).map_or(0, |t| usize::from(t.capacity()));
        while self.tables.len() - breaking.len() >= 3 {
            let left = |t: TableNo| !breaking.contains(&t);
            let Some(due) = self.next_to_break_where(left) else {
                break;
            };
            if self.players > capacity.saturating_sub(seats(due)) {
                break;
            }
            let next = if self.moved_in.contains(&due) {
                let settled = |t: TableNo| {
                    left(t)
                        && Some(t) != last
                        && !self.moved_in.contains(&t)
                        && seats(t) <= seats(due)
                };
                self.next_to_break_where(settled).unwrap_or(due)
            } else {
                due
            };
            capacity -= seats(next);
            breaking.push(next);
        }
        breaking
    }

    /// Whether `table` may break alone now: the players fit at the other tables, three tables
    /// or more are in play and it is not the table that breaks last. The floor breaks the next
    /// in the break order, passing over tables that hold players just moved in, which only the
    /// floor that planned knows (a room's hands may not all be reported).
    pub(crate) fn may_break_alone(&self, table: TableNo) -> bool {
        let Some(breaking) = self.tables.get(&table) else {
            return false;
        };
        self.tables.len() >= 3
            && self.players <= self.capacity - usize::from(breaking.capacity())
            && self.last_to_break() != Some(table)
            && self.tables_to_break().len() == 1
    }

    /// The table that would break last: the final table unless the settings name one.
    pub(crate) fn last_to_break(&self) -> Option<TableNo> {
        if let Some(table) = self.settings.final_table {
            return Some(table);
        }
        let lowest = || self.tables.keys().next().copied();
        match &self.settings.break_order {
            BreakOrder::HighestNumberFirst => lowest(),
            BreakOrder::LowestNumberFirst => self.tables.keys().next_back().copied(),
            BreakOrder::LastOpenedFirst => self.opened.tables().next().or_else(lowest),
            BreakOrder::Listed(list) => {
                let listed: HashSet<&TableNo> = list.iter().collect();
                self.tables
                    .keys()
                    .find(|t| !listed.contains(t))
                    .or_else(|| list.iter().rev().find(|t| self.tables.contains_key(*t)))
                    .copied()
            }
        }
    }
}
