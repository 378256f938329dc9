//! The floor's invariants, checked from the outside: the simulator, the tests and the property
//! tests run every hand and every instruction through a [`Checker`].
//!
//! The checks are written independently of the planner, by scanning seats: a bug in the
//! planner's indexes or in the dead-button code shows up here instead of being repeated.

use super::plan::{Basis, Instruction, InstructionKind};
use super::table::{Seat, Table, clockwise_after, strictly_between};
use super::{Floor, HandPositions, PlayerId, TableNo, balance_due};
use std::collections::{HashMap, HashSet};
use std::fmt;

/// A broken invariant, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation(pub String);

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Violation {}

fn fail<T>(message: String) -> Result<T, Violation> {
    Err(Violation(message))
}

/// Remembers the last hand seen at each table, to check the next one against it.
#[derive(Clone, Debug, Default)]
pub struct Checker {
    last: HashMap<TableNo, HandPositions>,
    /// Players who joined a table since they were last dealt in there: the only ones who may
    /// sit out.
    arrived: HashSet<(TableNo, PlayerId)>,
    /// Players a table break seated, until they are dealt in where it sent them, and the
    /// hands seen anywhere when it was planned: before another hand is dealt, the floor must
    /// not move them again (breaks planned table by table did, a minute apart). The planner
    /// goes further (a later break passes over a table just filled while another can break),
    /// but when every table left was just filled a break must move someone twice.
    broke_to: HashSet<(TableNo, PlayerId)>,
    hands_at_break: Option<u64>,
    /// Players the floor moved in from another table, until they are dealt in there: a
    /// balance does not move them again before then.
    moved_in: HashSet<(TableNo, PlayerId)>,
    hands_seen: u64,
}

impl Checker {
    pub fn new() -> Checker {
        Checker::default()
    }

    /// A hand just started at `hand.table`: the button and blinds follow TDA 32 and 34 from the
    /// previous hand there, nobody skips or repeats the big blind, and nobody is dealt in between
    /// the small blind and the button.
    pub fn hand(&mut self, floor: &Floor, hand: &HandPositions) -> Result<(), Violation> {
        let at = format!("hand {} at {}", hand.hand, hand.table);
        let Some(table) = floor.table(hand.table) else {
            return fail(format!("{at}: the table is not in play"));
        };
        let n = table.seat_count();
        let taken: Vec<(u8, _)> = table.players().collect();
        let dealt = |seat: u8| hand.dealt_in.iter().find(|(s, _)| *s == seat).map(|p| p.1);

        // Every seated player is either dealt in or sitting out, exactly once.
        let mut listed: Vec<(u8, _)> = hand.dealt_in.clone();
        listed.extend(hand.sitting_out.iter().map(|o| (o.seat, o.player)));
        listed.sort();
        if listed != taken {
            return fail(format!(
                "{at}: the players dealt in and sitting out {listed:?} are not the players \
                 seated {taken:?}"
            ));
        }
        if hand.dealt_in.len() < 2 {
            return fail(format!("{at}: fewer than two players dealt in"));
        }
        if dealt(hand.big_blind) != Some(hand.big_blind_player) {
            return fail(format!(
                "{at}: the big blind, seat {}, is not {} dealt in",
                hand.big_blind, hand.big_blind_player
            ));
        }
        if hand.heads_up != (taken.len() == 2) {
            return fail(format!(
                "{at}: heads-up is {} with {} players seated",
                hand.heads_up,
                taken.len()
            ));
        }
        if hand.heads_up {
            if hand.button != hand.small_blind_seat
                || dealt(hand.button).is_none()
                || hand.small_blind != dealt(hand.button)
                || hand.button == hand.big_blind
            {
                return fail(format!(
                    "{at}: heads-up the button posts the small blind and the other player the \
                     big blind (TDA 34B); got button {}, small blind {}, big blind {}",
                    hand.button, hand.small_blind_seat, hand.big_blind
                ));
            }
        } else {
            if hand.small_blind_seat == hand.big_blind || hand.button == hand.big_blind {
                return fail(format!(
                    "{at}: the button or the small blind is on the big blind"
                ));
            }
            if let Some(&(seat, player)) = hand
                .dealt_in
                .iter()
                .find(|(s, _)| strictly_between(n, hand.button, hand.small_blind_seat, *s))
            {
                return fail(format!(
                    "{at}: seat {seat} ({player}) is dealt in between the small blind (seat {}) \
                     and the button (seat {}) (TDA 10A)",
                    hand.small_blind_seat, hand.button
                ));
            }
            if hand.small_blind != dealt(hand.small_blind_seat) {
                return fail(format!(
                    "{at}: the small blind is posted by {:?}, but seat {} holds {:?}",
                    hand.small_blind,
                    hand.small_blind_seat,
                    dealt(hand.small_blind_seat)
                ));
            }
        }

        match self.last.get(&hand.table) {
            Some(prev) if prev.hand + 1 == hand.hand => check_following(table, prev, hand, &at)?,
            _ if hand.hand == 1 => check_first(table, hand, &at)?,
            _ => {}
        }
        if let Some(out) = hand
            .sitting_out
            .iter()
            .find(|o| !self.arrived.contains(&(hand.table, o.player)))
        {
            return fail(format!(
                "{at}: {} sits out but has not joined the table since last dealt in there",
                out.player
            ));
        }
        self.hands_seen += 1;
        for &(_, player) in &hand.dealt_in {
            self.arrived.remove(&(hand.table, player));
            self.broke_to.remove(&(hand.table, player));
            self.moved_in.remove(&(hand.table, player));
        }
        self.last.insert(hand.table, hand.clone());
        Ok(())
    }

    /// An instruction the floor planned, before it is applied: balancing moves the next big
    /// blind from a fullest table to the worst seat of a shortest table, a break happens only
    /// when the players fit, every destination seat is open.
    pub fn instruction(
        &mut self,
        floor: &Floor,
        instruction: &Instruction,
    ) -> Result<(), Violation> {
        let what = format!("{:?} instruction", instruction.kind);
        let breaks = matches!(
            instruction.kind,
            InstructionKind::BreakTable { .. } | InstructionKind::BreakTables { .. }
        );
        let mut movers = HashSet::new();
        for m in &instruction.moves {
            if !movers.insert(m.player) {
                return fail(format!(
                    "{what}: {} moves twice in one instruction",
                    m.player
                ));
            }
            if floor.seat_of(m.player) != m.from {
                return fail(format!("{what}: {} is not at {:?}", m.player, m.from));
            }
            // A balance the floor names moves nobody it just moved to the table before they
            // are dealt a hand there (unless every player there was just moved in: then
            // someone must go). The tournament refuses the TD such a player when recording who
            // moved for a move by position.
            if matches!(instruction.kind, InstructionKind::Balance)
                && matches!(instruction.basis, Some(Basis::Reported))
                && let Some(from) = m.from
                && self.moved_in.contains(&(from.table, m.player))
                && floor.table(from.table).is_some_and(|t| {
                    t.players()
                        .any(|(_, p)| !self.moved_in.contains(&(from.table, p)))
                })
            {
                return fail(format!(
                    "{what}: {} moves again before being dealt a hand at {}, where the floor \
                     just moved them",
                    m.player, from.table
                ));
            }
            // A break moves nobody a break just seated before another hand is dealt: breaks
            // planned table by table sent players to a table that broke a minute later.
            if breaks
                && self.hands_at_break == Some(self.hands_seen)
                && let Some(from) = m.from
                && self.broke_to.contains(&(from.table, m.player))
            {
                return fail(format!(
                    "{what}: {} moves again before playing a hand at {}, where a table break \
                     just sent them",
                    m.player, from.table
                ));
            }
        }
        for m in &instruction.moves {
            if m.from.map(|f| f.table) != Some(m.to.table) {
                self.arrived.insert((m.to.table, m.player));
                if m.from.is_some() {
                    self.moved_in.insert((m.to.table, m.player));
                }
                if breaks {
                    self.broke_to.insert((m.to.table, m.player));
                }
            }
        }
        if breaks {
            self.hands_at_break = Some(self.hands_seen);
        }
        match &instruction.kind {
            InstructionKind::Balance => check_balance(floor, instruction, &what, &self.moved_in),
            InstructionKind::BreakTable { table } => {
                if floor.tables_to_break() != [*table] && !floor.may_break_alone(*table) {
                    return fail(format!(
                        "{what}: {table} breaks, but {} players do not fit at the other tables, \
                         it is not next in the break order, or more tables must break with it",
                        floor.players_left()
                    ));
                }
                open_destinations(floor, instruction, &what)
            }
            InstructionKind::BreakTables { tables } => {
                if tables.len() < 2 || floor.tables_to_break() != *tables {
                    return fail(format!(
                        "{what}: {tables:?} break together, but they are not the tables the \
                         break order and {} players call for",
                        floor.players_left()
                    ));
                }
                open_destinations(floor, instruction, &what)
            }
            InstructionKind::FinalTable { seats, .. } => {
                if floor.players_left() > usize::from(*seats)
                    || instruction.moves.len() != floor.players_left()
                {
                    return fail(format!(
                        "{what}: {} players cannot all be redrawn at a {seats}-seat final table",
                        floor.players_left()
                    ));
                }
                Ok(())
            }
            InstructionKind::SeatDraw | InstructionKind::Entry | InstructionKind::Assign => {
                open_destinations(floor, instruction, &what)
            }
        }
    }

    /// After the floor has nothing more to ask: the tables are within the gap, no table could
    /// break, the final table is drawn when it should be, and the counts add up.
    pub fn settled(&self, floor: &Floor) -> Result<(), Violation> {
        let gap = floor.balance_gap().max(2);
        let mut most = 0;
        let mut fewest_with_room = None;
        let mut seated = 0;
        for table in floor.tables() {
            let tally = table.tally();
            let players = tally.players;
            seated += usize::from(players);
            most = most.max(players);
            if tally.open > 0 {
                fewest_with_room = Some(fewest_with_room.map_or(players, |f: u8| f.min(players)));
            }
        }
        if seated != floor.players_left() {
            return fail(format!(
                "the floor counts {} players but {seated} are seated",
                floor.players_left()
            ));
        }
        // The balance waits a hand while every fullest table's next big blind is a player
        // the floor just moved there, who is not moved again before playing a hand.
        let waiting_for_a_hand = floor
            .tables()
            .filter(|t| t.player_count() == most)
            .all(|t| {
                floor
                    .next_hand(t.number())
                    .is_ok_and(|next| self.moved_in.contains(&(t.number(), next.big_blind_player)))
            });
        if let Some(fewest) = fewest_with_room
            && balance_due(most, fewest, gap)
            && !waiting_for_a_hand
        {
            return fail(format!(
                "after balancing the fullest table has {most} and a table with room has \
                 {fewest}: a gap of {gap} is not allowed"
            ));
        }
        let tables = floor.table_count();
        if tables >= 2 && seated >= 2 && seated <= usize::from(floor.settings().final_table_seats) {
            return fail(format!(
                "{seated} players at {tables} tables: the final table should be drawn"
            ));
        }
        if tables >= 3 {
            let next = floor
                .next_to_break()
                .and_then(|t| floor.table(t))
                .map_or(0, |t| usize::from(t.capacity()));
            if seated <= room(floor) - next {
                return fail(format!(
                    "{seated} players fit at {} tables: a table should break",
                    tables - 1
                ));
            }
        }
        Ok(())
    }
}

/// Seats not closed, over the tables in play.
fn room(floor: &Floor) -> usize {
    floor.tables().map(|t| usize::from(t.capacity())).sum()
}

fn open_destinations(
    floor: &Floor,
    instruction: &Instruction,
    what: &str,
) -> Result<(), Violation> {
    for m in &instruction.moves {
        match floor.table(m.to.table).and_then(|t| t.seat(m.to.seat)) {
            Some(Seat::Open) => {}
            Some(Seat::Taken { .. }) if instruction.moves.iter().any(|o| o.from == Some(m.to)) => {}
            other => return fail(format!("{what}: {} goes to {} ({other:?})", m.player, m.to)),
        }
    }
    Ok(())
}

/// A balance moves the next big blind of a fullest table (passing over a player just moved
/// in, who is not moved again before a hand there) to the worst seat of a shortest one.
fn check_balance(
    floor: &Floor,
    instruction: &Instruction,
    what: &str,
    moved_in: &HashSet<(TableNo, PlayerId)>,
) -> Result<(), Violation> {
    let [m] = instruction.moves.as_slice() else {
        return fail(format!("{what}: a balancing instruction moves one player"));
    };
    let Some(from) = m.from else {
        return fail(format!("{what}: the player to move is not seated"));
    };
    let count = |t: TableNo| floor.table(t).map_or(0, Table::player_count);
    let most = floor.tables().map(Table::player_count).max().unwrap_or(0);
    let fewest = floor
        .tables()
        .filter(|t| t.open_seats() > 0)
        .map(Table::player_count)
        .min()
        .unwrap_or(0);
    let gap = floor.balance_gap().max(2);
    if count(from.table) != most || count(m.to.table) != fewest || !balance_due(most, fewest, gap) {
        return fail(format!(
            "{what}: moves from {} ({}) to {} ({}), but the fullest has {most}, the shortest \
             with room {fewest}, gap {gap}",
            from.table,
            count(from.table),
            m.to.table,
            count(m.to.table)
        ));
    }
    if m.overridden.is_some() {
        return open_destinations(floor, instruction, what);
    }
    let (Some(source), Some(dest)) = (floor.table(from.table), floor.table(m.to.table)) else {
        return fail(format!("{what}: a table is not in play"));
    };
    if let Some(last) = source.last_hand() {
        let next_big_blind = clockwise_after(source.seat_count(), last.big_blind).find(|&s| {
            matches!(source.seat(s), Some(Seat::Taken { player, .. })
                if !moved_in.contains(&(from.table, player)))
        });
        if next_big_blind != Some(from.seat) {
            return fail(format!(
                "{what}: the mover sits at seat {}, but the next big blind at {} is seat \
                 {next_big_blind:?}",
                from.seat, from.table
            ));
        }
    }
    if let Some(last) = dest.last_hand() {
        let n = dest.seat_count();
        let open: Vec<u8> = clockwise_after(n, last.big_blind)
            .filter(|&s| dest.seat(s) == Some(Seat::Open))
            .collect();
        let worst = open
            .iter()
            .copied()
            .find(|&s| s != last.big_blind)
            .or(open.first().copied());
        if worst != Some(m.to.seat) {
            return fail(format!(
                "{what}: the mover goes to seat {}, but the worst position at {} is seat \
                 {worst:?}",
                m.to.seat, m.to.table
            ));
        }
    }
    open_destinations(floor, instruction, what)
}

/// A table's first hand: the button is a seated player and the blinds follow it.
fn check_first(table: &Table, hand: &HandPositions, at: &str) -> Result<(), Violation> {
    if !hand.sitting_out.is_empty() {
        return fail(format!("{at}: nobody sits out a table's first hand"));
    }
    let n = table.seat_count();
    let next =
        |seat: u8| clockwise_after(n, seat).find(|s| hand.dealt_in.iter().any(|(d, _)| d == s));
    let small = if hand.heads_up {
        Some(hand.button)
    } else {
        next(hand.button)
    };
    if hand.dealt_in.iter().all(|(s, _)| *s != hand.button)
        || Some(hand.small_blind_seat) != small
        || small.and_then(next) != Some(hand.big_blind)
    {
        return fail(format!(
            "{at}: a first hand has a live button and the blinds on the next two players"
        ));
    }
    Ok(())
}

/// TDA 32: the big blind moves to the next seated player, the small blind to last hand's big
/// blind seat, the button to last hand's small blind seat.
fn check_following(
    table: &Table,
    prev: &HandPositions,
    hand: &HandPositions,
    at: &str,
) -> Result<(), Violation> {
    let n = table.seat_count();
    if hand.big_blind_player == prev.big_blind_player {
        return fail(format!(
            "{at}: {} is big blind twice in a row",
            hand.big_blind_player
        ));
    }
    if let Some((seat, player)) = table
        .players()
        .find(|&(s, _)| strictly_between(n, prev.big_blind, hand.big_blind, s))
    {
        return fail(format!(
            "{at}: {player} at seat {seat} skips the big blind (it went from seat {} to seat {})",
            prev.big_blind, hand.big_blind
        ));
    }
    if !hand.heads_up {
        if hand.small_blind_seat != prev.big_blind {
            return fail(format!(
                "{at}: the small blind is at seat {}, not last hand's big blind seat {}",
                hand.small_blind_seat, prev.big_blind
            ));
        }
        let standard = !prev.heads_up && hand.button == prev.small_blind_seat;
        let pulled_in = hand.dealt_in.iter().any(|(s, _)| *s == hand.button)
            && !table
                .players()
                .any(|(s, _)| strictly_between(n, hand.button, hand.small_blind_seat, s));
        if !standard && !pulled_in {
            return fail(format!(
                "{at}: the button is at seat {}, not last hand's small blind seat {}",
                hand.button, prev.small_blind_seat
            ));
        }
    }
    if let Some((seat, player)) = hand.dealer {
        let dealt_in = hand.dealt_in.contains(&(seat, player));
        let button_player = hand.dealt_in.iter().find(|(s, _)| *s == hand.button);
        let same_dealer = prev.dealer == Some((seat, player));
        let expected_button = hand.heads_up || prev.small_blind.is_some();
        let ok = dealt_in
            && match button_player {
                Some(&b) if expected_button => b == (seat, player),
                _ => {
                    same_dealer
                        || prev
                            .dealer
                            .is_none_or(|(s, p)| !hand.dealt_in.contains(&(s, p)))
                }
            };
        if !ok {
            return fail(format!(
                "{at}: seat {seat} deals, against the French rules (button {}, last dealer {:?})",
                hand.button, prev.dealer
            ));
        }
    }
    Ok(())
}
