//! The dealer board: the dealers' rotation through strings of tables, tied to the tournament's
//! clock. Pure: the clock's coming level changes and breaks, the tables broken and the instants
//! are passed in.
//!
//! A string is a few tables and their dealers, one more dealer than tables or more (the relief
//! dealers). Every push each dealer moves one place along the string: the dealer of its last
//! table goes on a break and a rested dealer comes in at its first table, so every dealer
//! deals each table of the string in turn and rests once per round, as the plan gives.
//!
//! The clock holds the pushes: a push due in the 90 s before a level change waits for the new
//! level's first hand, and one due in the 90 s before a break (or during it) is made at the
//! break (TDA RP-7). A push that the level change catches in progress (the change came sooner
//! than the board knew, the TD took time off or jumped a level) has its incoming dealer deal
//! one more hand at the old level (TDA 23).

use crate::floor::TableNo;
use chrono::{DateTime, TimeDelta, Utc};
use riffle_text::{Lang, Say, fill};
use serde::{Deserialize, Serialize};

/// How long before a level change or a break a push is held, and how long a push is in
/// progress (the outgoing dealer leaving, the incoming one shuffling): TDA RP-7.
pub const PUSH_HOLD: TimeDelta = TimeDelta::seconds(90);

/// The shortest push interval a plan may give: a dealer sits down for more than a push.
pub const SHORTEST_DOWN: TimeDelta = TimeDelta::minutes(5);

/// A dealer checked in for the event, numbered in the order of check-in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct DealerId(pub u32);

/// A string of tables and the dealers who rotate through them; `dealers` beyond the tables'
/// count are the relief dealers, resting at the start.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealerString {
    pub tables: Vec<TableNo>,
    pub dealers: Vec<DealerId>,
}

/// The rotation plan: a push every `push_every`, string by string.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    pub push_every: TimeDelta,
    pub strings: Vec<DealerString>,
}

/// Why a plan is refused; nothing changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanRefusal {
    /// A push interval under [`SHORTEST_DOWN`], in minutes.
    PushTooOften { minutes: i64 },
    /// A string without a table.
    EmptyString { string: usize },
    /// A string with fewer dealers than tables: a table would be left without a dealer.
    TableWithoutDealer {
        string: usize,
        tables: usize,
        dealers: usize,
    },
    /// A table that is not open in the room.
    NotOpen { table: TableNo },
    /// A table in two strings, or twice in one.
    TableTwice { table: TableNo },
    /// A dealer in two places at once.
    DealerTwice { dealer: DealerId },
    /// A dealer who is not checked in.
    NotCheckedIn { dealer: DealerId },
    /// An open table no string covers: it would have no dealer.
    Uncovered { table: TableNo },
}

riffle_text::sentence_file!(fn words = "dealers.ron");

impl Say for PlanRefusal {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            PlanRefusal::PushTooOften { minutes } => fill!(
                w,
                "PushTooOften",
                minutes,
                least = SHORTEST_DOWN.num_minutes()
            ),
            PlanRefusal::EmptyString { string } => fill!(w, "EmptyString", string = string + 1),
            PlanRefusal::TableWithoutDealer {
                string,
                tables,
                dealers,
            } => fill!(
                w,
                "TableWithoutDealer",
                string = string + 1,
                tables,
                dealers
            ),
            PlanRefusal::NotOpen { table } => fill!(w, "NotOpen", table = table.0),
            PlanRefusal::TableTwice { table } => fill!(w, "TableTwice", table = table.0),
            PlanRefusal::DealerTwice { dealer } => fill!(w, "DealerTwice", dealer = dealer.0),
            PlanRefusal::NotCheckedIn { dealer } => fill!(w, "NotCheckedIn", dealer = dealer.0),
            PlanRefusal::Uncovered { table } => fill!(w, "Uncovered", table = table.0),
        }
    }
}
riffle_text::worded!(PlanRefusal);

impl Plan {
    /// Checks the plan against the room: every open table in one string, each with a dealer;
    /// every dealer checked in and in one place.
    pub fn check(&self, open: &[TableNo], checked_in: &[DealerId]) -> Result<(), PlanRefusal> {
        if self.push_every < SHORTEST_DOWN {
            return Err(PlanRefusal::PushTooOften {
                minutes: self.push_every.num_minutes(),
            });
        }
        let mut tables = Vec::new();
        let mut dealers = Vec::new();
        for (string, s) in self.strings.iter().enumerate() {
            if s.tables.is_empty() {
                return Err(PlanRefusal::EmptyString { string });
            }
            if s.dealers.len() < s.tables.len() {
                return Err(PlanRefusal::TableWithoutDealer {
                    string,
                    tables: s.tables.len(),
                    dealers: s.dealers.len(),
                });
            }
            for table in &s.tables {
                if !open.contains(table) {
                    return Err(PlanRefusal::NotOpen { table: *table });
                }
                if tables.contains(table) {
                    return Err(PlanRefusal::TableTwice { table: *table });
                }
                tables.push(*table);
            }
            for dealer in &s.dealers {
                if !checked_in.contains(dealer) {
                    return Err(PlanRefusal::NotCheckedIn { dealer: *dealer });
                }
                if dealers.contains(dealer) {
                    return Err(PlanRefusal::DealerTwice { dealer: *dealer });
                }
                dealers.push(*dealer);
            }
        }
        match open.iter().find(|table| !tables.contains(table)) {
            Some(table) => Err(PlanRefusal::Uncovered { table: *table }),
            None => Ok(()),
        }
    }
}

/// A change of period the clock has coming, as the board learns it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Boundary {
    pub at: DateTime<Utc>,
    /// When the board knew of it: long before for the structure's levels, at `at` itself for
    /// a level the TD jumped to or time taken off.
    pub known: DateTime<Utc>,
    pub kind: BoundaryKind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoundaryKind {
    /// The next level starts.
    Level,
    /// A break, until this instant.
    Break { until: DateTime<Utc> },
}

/// Where a dealer is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Place {
    Table(TableNo),
    /// On the string's break, planned.
    Break,
    /// Off every string: released by a broken table, waiting on the board.
    Board,
}

/// One dealer's move at a push.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub dealer: DealerId,
    pub from: Place,
    pub to: Place,
}

/// A push as the board makes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Push {
    /// When the plan had it due.
    pub due: DateTime<Utc>,
    /// When it is made: `due`, or later when the clock held it (RP-7).
    pub at: DateTime<Utc>,
    /// Held by a level change or a break coming (RP-7).
    pub held: bool,
    /// The incoming dealers deal one more hand at the old level: the level changed while the
    /// push was in progress (TDA 23).
    pub old_level_hand: bool,
    pub moves: Vec<Move>,
}

/// A dealer's time at a table, for hours and hands per dealer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stint {
    pub dealer: DealerId,
    pub table: TableNo,
    pub from: DateTime<Utc>,
    pub until: DateTime<Utc>,
}

/// One string's rotation now: its places (its tables, then its breaks) and who is in each.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Ring {
    places: Vec<Place>,
    dealers: Vec<DealerId>,
}

/// The board: who deals where, and when the next push is due.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    rings: Vec<Ring>,
    /// Dealers released by broken tables, waiting for the floor to place them.
    released: Vec<DealerId>,
    next_due: DateTime<Utc>,
    push_every: TimeDelta,
    /// Stints ended so far, and since when each dealer at a table sits there.
    stints: Vec<Stint>,
    sitting: Vec<(DealerId, TableNo, DateTime<Utc>)>,
}

impl Board {
    /// The board of a checked plan started at `start`: each string's dealers at its tables
    /// in order, the relief dealers on break; the first push due a push interval later.
    pub fn start(plan: &Plan, start: DateTime<Utc>) -> Board {
        let rings = (plan.strings.iter())
            .map(|s| {
                let breaks = s.dealers.len().saturating_sub(s.tables.len());
                let places = (s.tables.iter().map(|t| Place::Table(*t)))
                    .chain(std::iter::repeat_n(Place::Break, breaks))
                    .collect();
                Ring {
                    places,
                    dealers: s.dealers.clone(),
                }
            })
            .collect();
        let mut board = Board {
            rings,
            released: Vec::new(),
            next_due: start + plan.push_every,
            push_every: plan.push_every,
            stints: Vec::new(),
            sitting: Vec::new(),
        };
        board.sit_down(start);
        board
    }

    /// Notes from `at` the dealers now at a table who were not sitting there already.
    fn sit_down(&mut self, at: DateTime<Utc>) {
        let mut sitting = Vec::new();
        for (dealer, place) in self.places() {
            if let Place::Table(table) = place {
                let since = (self.sitting.iter())
                    .find(|(d, t, _)| *d == dealer && *t == table)
                    .map_or(at, |s| s.2);
                sitting.push((dealer, table, since));
            }
        }
        for (dealer, table, from) in std::mem::take(&mut self.sitting) {
            if !sitting.iter().any(|s| s.0 == dealer && s.1 == table) {
                self.stints.push(Stint {
                    dealer,
                    table,
                    from,
                    until: at,
                });
            }
        }
        self.sitting = sitting;
    }

    /// Every dealer's time at each table up to `now`, in the order the stints ended.
    pub fn stints(&self, now: DateTime<Utc>) -> Vec<Stint> {
        let mut stints = self.stints.clone();
        stints.extend(self.sitting.iter().map(|&(dealer, table, from)| Stint {
            dealer,
            table,
            from,
            until: now.max(from),
        }));
        stints
    }

    /// Where each dealer on the board is.
    pub fn places(&self) -> Vec<(DealerId, Place)> {
        let mut places: Vec<(DealerId, Place)> = (self.rings.iter())
            .flat_map(|ring| {
                ring.dealers
                    .iter()
                    .copied()
                    .zip(ring.places.iter().copied())
            })
            .chain(self.released.iter().map(|d| (*d, Place::Board)))
            .collect();
        places.sort();
        places
    }

    /// The dealer at `table`, if a string covers it.
    pub fn dealer_at(&self, table: TableNo) -> Option<DealerId> {
        (self.rings.iter())
            .flat_map(|ring| ring.dealers.iter().zip(&ring.places))
            .find(|(_, place)| **place == Place::Table(table))
            .map(|(dealer, _)| *dealer)
    }

    /// When the next push is due by the plan (before any hold).
    pub fn next_due(&self) -> DateTime<Utc> {
        self.next_due
    }

    /// The next push, with the holds of the clock's `boundaries` (in order of `at`): what
    /// the dealer and floor pages announce before it is made.
    pub fn next_push(&self, boundaries: &[Boundary]) -> Push {
        let due = self.next_due;
        let mut at = due;
        let mut held = false;
        for boundary in boundaries {
            let window_opens = boundary.at - PUSH_HOLD;
            let known = boundary.known <= due;
            let holds = match boundary.kind {
                BoundaryKind::Level => known && window_opens <= due && due < boundary.at,
                BoundaryKind::Break { until } => known && window_opens <= due && due < until,
            };
            if holds {
                at = boundary.at;
                held = true;
                break;
            }
        }
        // A level change that came while the push was in progress (one the board could not
        // hold for): the incoming dealers deal one hand at the old level.
        let old_level_hand = boundaries
            .iter()
            .any(|b| b.kind == BoundaryKind::Level && !held && at < b.at && b.at <= at + PUSH_HOLD);
        Push {
            due,
            at,
            held,
            old_level_hand,
            moves: self.moves(),
        }
    }

    /// Each dealer's move at the next push: one place along the string.
    fn moves(&self) -> Vec<Move> {
        let mut moves: Vec<Move> = (self.rings.iter())
            .flat_map(|ring| {
                let n = ring.places.len();
                (0..n).map(move |i| Move {
                    dealer: ring.dealers[i],
                    from: ring.places[i],
                    to: ring.places[(i + 1) % n],
                })
            })
            .filter(|m| m.from != m.to)
            .collect();
        moves.sort_by_key(|m| m.dealer);
        moves
    }

    /// Makes `push` (the one [`Board::next_push`] gave): every dealer moves one place along
    /// the string, and the next push is due a push interval after this one, or after the break
    /// that held it.
    pub fn push(&mut self, push: &Push, boundaries: &[Boundary]) {
        for ring in &mut self.rings {
            ring.dealers.rotate_right(1);
        }
        self.sit_down(push.at);
        let resumes = (boundaries.iter())
            .filter(|b| b.at == push.at)
            .find_map(|b| match b.kind {
                BoundaryKind::Break { until } if push.held => Some(until),
                _ => None,
            });
        self.next_due = resumes.unwrap_or(push.at) + self.push_every;
    }

    /// Makes every push due by `now`, in order, with the clock's holds: the board as it stands
    /// at `now`, and the pushes made.
    pub fn catch_up(&mut self, boundaries: &[Boundary], now: DateTime<Utc>) -> Vec<Push> {
        let mut made = Vec::new();
        loop {
            let push = self.next_push(boundaries);
            if push.at > now {
                return made;
            }
            self.push(&push, boundaries);
            made.push(push);
        }
    }

    /// A table broken: its place leaves its string and its dealer goes to the board, for the
    /// floor to place; the string's other dealers carry on in their order. `None` when no
    /// string covers the table.
    pub fn break_table(&mut self, table: TableNo, at: DateTime<Utc>) -> Option<DealerId> {
        for ring in &mut self.rings {
            if let Some(i) = ring.places.iter().position(|p| *p == Place::Table(table)) {
                ring.places.remove(i);
                let dealer = ring.dealers.remove(i);
                self.released.push(dealer);
                // A string left with only breaks has no table: its dealers go to the board.
                if !ring.places.iter().any(|p| matches!(p, Place::Table(_))) {
                    self.released.append(&mut ring.dealers);
                    ring.places.clear();
                }
                self.rings.retain(|ring| !ring.places.is_empty());
                self.sit_down(at);
                return Some(dealer);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn _exhaustive(refusal: &PlanRefusal) {
        riffle_text::every_kind!(refusal, PlanRefusal: PushTooOften, EmptyString,
            TableWithoutDealer, NotOpen, TableTwice, DealerTwice, NotCheckedIn, Uncovered);
    }

    #[test]
    fn every_plan_refusal_is_worded_in_french() {
        for refusal in [
            PlanRefusal::PushTooOften { minutes: 2 },
            PlanRefusal::EmptyString { string: 0 },
            PlanRefusal::TableWithoutDealer {
                string: 1,
                tables: 4,
                dealers: 3,
            },
            PlanRefusal::NotOpen { table: TableNo(9) },
            PlanRefusal::TableTwice { table: TableNo(2) },
            PlanRefusal::DealerTwice {
                dealer: DealerId(3),
            },
            PlanRefusal::NotCheckedIn {
                dealer: DealerId(8),
            },
            PlanRefusal::Uncovered { table: TableNo(5) },
        ] {
            riffle_text::assert_worded_in_both(&refusal);
        }
    }
}
