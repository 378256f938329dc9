//! The event's dealer board, journaled: the dealers checked in, the rotation plan, the tables
//! broken since. The board at any instant is the rules core's rotation (`dealers`) replayed
//! from them with the clock's period changes, so a restart, an undo or a standby shows the
//! same board.

use crate::{Event, Live, RuleError, Tournament};
use chrono::{DateTime, TimeDelta, Utc};
use riffle_core::clock::ClockState;
use riffle_core::dealers::{
    Board, Boundary, BoundaryKind, DealerId, DealerString, Place, Plan, PlanRefusal, Push,
};
use riffle_core::floor::TableNo;
use riffle_core::structure::PeriodRef;
use riffle_text::{Lang, Say, fill};
use serde::{Deserialize, Serialize};

/// A dealer checked in for the event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dealer {
    pub id: DealerId,
    pub name: String,
    pub checked_in: DateTime<Utc>,
    /// When the dealer checked out, their shift over; a dealer keeps their number, and one
    /// checking in again is numbered anew.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checked_out: Option<DateTime<Utc>>,
}

impl Dealer {
    /// On the board now: checked in and not out.
    pub fn is_in(&self) -> bool {
        self.checked_out.is_none()
    }
}

/// The journaled facts the board is replayed from.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DealerBook {
    dealers: Vec<Dealer>,
    /// The plan in force and when it was set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    plan: Option<PlanSet>,
    /// Tables of the plan broken since, with when: their dealers went to the board.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    broken: Vec<(TableNo, DateTime<Utc>)>,
    /// When the TD last changed the clock (started, paused, jumped, took time off...): the
    /// board knew of a period change from the clock change that fixed its instant.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    clock_changes: Vec<DateTime<Utc>>,
    /// The hands reported at each table while a plan is in force, with when: hands dealt per
    /// dealer.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    hands: Vec<(TableNo, DateTime<Utc>)>,
    /// The plans in force before the one now, each with the tables broken under it and when
    /// it ended: the payroll pays every minute dealt, whatever plan it was dealt under.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    earlier: Vec<PlanEnded>,
}

/// A plan replaced by another: its minutes stay on the payroll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct PlanEnded {
    plan: PlanSet,
    broken: Vec<(TableNo, DateTime<Utc>)>,
    until: DateTime<Utc>,
}

impl DealerBook {
    /// Nothing recorded: a snapshot leaves the board out only then, so what it kept (the clock
    /// changes, the hands) comes back whole when the snapshot is read.
    pub fn is_empty(&self) -> bool {
        self.dealers.is_empty()
            && self.plan.is_none()
            && self.broken.is_empty()
            && self.clock_changes.is_empty()
            && self.hands.is_empty()
            && self.earlier.is_empty()
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct PlanSet {
    push_minutes: u32,
    strings: Vec<DealerString>,
    at: DateTime<Utc>,
}

impl PlanSet {
    fn plan(&self) -> Plan {
        Plan {
            push_every: TimeDelta::minutes(i64::from(self.push_minutes)),
            strings: self.strings.clone(),
        }
    }
}

/// Why the board refused a command; nothing changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardRefusal {
    /// A dealer checked in without a name.
    NoName,
    /// A name already on the board.
    AlreadyIn { name: String },
    /// A name nobody on the board checked in under.
    NotIn { name: String },
    /// A dealer the plan in force has: checking out would leave a table without them.
    InThePlan { name: String },
    /// The plan leaves a table without a dealer, or puts a dealer in two places.
    Plan(PlanRefusal),
    /// The plan in force, sent again (a double click or tap): setting it again would start
    /// its rotation over.
    SamePlan,
}

riffle_text::sentence_file!(fn words = "dealer_board.ron");

impl Say for BoardRefusal {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            BoardRefusal::NoName => w.text("NoName").to_string(),
            BoardRefusal::AlreadyIn { name } => fill!(w, "AlreadyIn", name),
            BoardRefusal::NotIn { name } => fill!(w, "NotIn", name),
            BoardRefusal::InThePlan { name } => fill!(w, "InThePlan", name),
            BoardRefusal::Plan(refusal) => refusal.say(lang),
            BoardRefusal::SamePlan => w.text("SamePlan").to_string(),
        }
    }
}
riffle_text::worded!(BoardRefusal);

impl Tournament {
    pub(crate) fn check_in_dealer(
        &self,
        name: &str,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(RuleError::DealerBoard(BoardRefusal::NoName));
        }
        if self.dealer_named(name).is_some() {
            return Err(RuleError::DealerBoard(BoardRefusal::AlreadyIn {
                name: name.to_string(),
            }));
        }
        Ok(vec![Event::DealerCheckedIn {
            dealer: DealerId(self.dealer_book.dealers.len() as u32),
            name: name.to_string(),
            at: now,
        }])
    }

    pub(crate) fn check_out_dealer(
        &self,
        name: &str,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        let name = name.trim();
        let Some(dealer) = self.dealer_named(name) else {
            return Err(RuleError::DealerBoard(BoardRefusal::NotIn {
                name: name.to_string(),
            }));
        };
        let planned = (self.dealer_book.plan.iter())
            .flat_map(|set| &set.strings)
            .any(|s| s.dealers.contains(&dealer.id));
        if planned {
            return Err(RuleError::DealerBoard(BoardRefusal::InThePlan {
                name: dealer.name.clone(),
            }));
        }
        Ok(vec![Event::DealerCheckedOut {
            dealer: dealer.id,
            at: now,
        }])
    }

    /// The dealer on the board under `name`, case, accents and spacing aside.
    pub fn dealer_named(&self, name: &str) -> Option<&Dealer> {
        let folded = riffle_text::fold(name.trim());
        (self.dealer_book.dealers.iter())
            .find(|d| d.is_in() && riffle_text::fold(&d.name) == folded)
    }

    pub(crate) fn set_dealer_plan(
        &self,
        push_minutes: u32,
        strings: &[DealerString],
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        let plan = Plan {
            push_every: TimeDelta::minutes(i64::from(push_minutes)),
            strings: strings.to_vec(),
        };
        let open: Vec<TableNo> = self.floor().tables().map(|t| t.number()).collect();
        let checked_in: Vec<DealerId> = (self.dealer_book.dealers.iter())
            .filter(|d| d.is_in())
            .map(|d| d.id)
            .collect();
        plan.check(&open, &checked_in)
            .map_err(|refusal| RuleError::DealerBoard(BoardRefusal::Plan(refusal)))?;
        if (self.dealer_book.plan.as_ref())
            .is_some_and(|set| set.push_minutes == push_minutes && set.strings == strings)
        {
            return Err(RuleError::DealerBoard(BoardRefusal::SamePlan));
        }
        Ok(vec![Event::DealerPlanSet {
            push_minutes,
            strings: strings.to_vec(),
            at: now,
        }])
    }

    /// Every dealer who checked in, in order, by number (those checked out since among them:
    /// see [`Dealer::is_in`]).
    pub fn dealers(&self) -> &[Dealer] {
        &self.dealer_book.dealers
    }

    /// The plan in force, as set: its push interval in minutes and its strings; what an
    /// editor starts from.
    pub fn dealer_plan(&self) -> Option<(u32, &[DealerString])> {
        (self.dealer_book.plan.as_ref()).map(|set| (set.push_minutes, set.strings.as_slice()))
    }

    /// The board at `now`: where each dealer is and the next push, with the clock's holds;
    /// `None` before a plan is set.
    pub fn dealer_board(&self, now: DateTime<Utc>) -> Option<BoardNow> {
        let set = self.dealer_book.plan.as_ref()?;
        let boundaries = self.boundaries(now);
        let mut board = Board::start(&set.plan(), set.at);
        let mut last = None;
        for (table, at) in &self.dealer_book.broken {
            last = board.catch_up(&boundaries, *at).pop().or(last);
            board.break_table(*table, *at);
        }
        last = board.catch_up(&boundaries, now).pop().or(last);
        Some(BoardNow {
            places: board.places(),
            next: board.next_push(&boundaries),
            last,
        })
    }

    /// Each dealer's time and hands at each table up to `now`, from the board's replay and the
    /// hands reported: what the payroll reads. Time in the tournament's breaks is left out
    /// (nobody deals then). Dealers in the order they checked in, then tables by number.
    pub fn dealer_hours(&self, now: DateTime<Utc>) -> Vec<DealerHours> {
        let book = &self.dealer_book;
        let boundaries = self.boundaries(now);
        // Each plan's stints up to when the next replaced it, the one in force's up to now.
        let earlier = (book.earlier.iter()).map(|e| (&e.plan, e.broken.as_slice(), e.until));
        let in_force = (book.plan.iter()).map(|set| (set, book.broken.as_slice(), now));
        let stints: Vec<_> = earlier
            .chain(in_force)
            .flat_map(|(set, broken, until)| {
                let mut board = Board::start(&set.plan(), set.at);
                for (table, at) in broken {
                    board.catch_up(&boundaries, *at);
                    board.break_table(*table, *at);
                }
                board.catch_up(&boundaries, until);
                board.stints(until)
            })
            .collect();
        let breaks: Vec<(DateTime<Utc>, DateTime<Utc>)> = (boundaries.iter())
            .filter_map(|b| match b.kind {
                BoundaryKind::Break { until } => Some((b.at, until)),
                BoundaryKind::Level => None,
            })
            .collect();
        let mut hours: Vec<DealerHours> = Vec::new();
        for stint in stints {
            let mut seconds = (stint.until - stint.from).num_seconds();
            for (from, until) in &breaks {
                let overlap = (stint.until.min(*until) - stint.from.max(*from)).num_seconds();
                seconds -= overlap.max(0);
            }
            let hands = (self.dealer_book.hands.iter())
                .filter(|(t, at)| *t == stint.table && stint.from <= *at && *at < stint.until)
                .count() as u32;
            let row = match hours
                .iter_mut()
                .find(|h| h.dealer == stint.dealer && h.table == stint.table)
            {
                Some(row) => row,
                None => {
                    hours.push(DealerHours {
                        dealer: stint.dealer,
                        name: (self.dealer_book.dealers.get(stint.dealer.0 as usize))
                            .map_or_else(|| stint.dealer.0.to_string(), |d| d.name.clone()),
                        table: stint.table,
                        seconds: 0,
                        hands: 0,
                    });
                    let last = hours.len() - 1;
                    &mut hours[last]
                }
            };
            row.seconds += seconds.max(0);
            row.hands += hands;
        }
        hours.sort_by_key(|h| (h.dealer, h.table));
        hours
    }

    /// The clock's period changes as the board sees them at `now`: those past, and while the
    /// clock runs, those to come; each known from the clock change that fixed its instant.
    fn boundaries(&self, now: DateTime<Utc>) -> Vec<Boundary> {
        let clock = self.clock();
        let known = |at: DateTime<Utc>| {
            (self.dealer_book.clock_changes.iter())
                .filter(|change| **change <= at)
                .max()
                .copied()
                .unwrap_or(at)
        };
        let periods = clock.periods();
        let length = |index: usize| TimeDelta::milliseconds(periods.get(index).map_or(0, |p| p.ms));
        let mut starts: Vec<(usize, DateTime<Utc>)> = (clock.period_starts(now).iter())
            .map(|start| (start.index, start.at))
            .collect();
        if clock.state() == ClockState::Running
            && let Some(&(index, _)) = starts.last()
        {
            let mut at = now + clock.time_left(now);
            for next in index + 1..periods.len() {
                starts.push((next, at));
                at += length(next);
            }
        }
        let mut boundaries = Vec::new();
        for (i, &(index, at)) in starts.iter().enumerate().skip(1) {
            let kind = match periods.get(index).map(|p| p.period) {
                Some(PeriodRef::Break { .. }) => BoundaryKind::Break {
                    until: starts.get(i + 1).map_or(at + length(index), |next| next.1),
                },
                _ => BoundaryKind::Level,
            };
            boundaries.push(Boundary {
                at,
                known: known(at),
                kind,
            });
        }
        boundaries
    }

    /// The board in a sentence, as the dealer and floor pages and the window announce it:
    /// "push in 2 min: Ana → table 7, Ben → break", held (RP-7) or with the old level's hand
    /// (TDA 23) said.
    pub fn push_words(&self, board: &BoardNow, now: DateTime<Utc>, lang: Lang) -> String {
        let w = words(lang);
        let name = |dealer: DealerId| {
            (self.dealer_book.dealers.get(dealer.0 as usize))
                .map_or_else(|| dealer.0.to_string(), |d| d.name.clone())
        };
        let moves: Vec<String> = (board.next.moves.iter())
            .map(|m| match m.to {
                Place::Table(table) => fill!(w, "ToTable", name = name(m.dealer), table = table.0),
                Place::Break => fill!(w, "ToBreak", name = name(m.dealer)),
                Place::Board => fill!(w, "ToBoard", name = name(m.dealer)),
            })
            .collect();
        let seconds = (board.next.at - now).num_seconds().max(0);
        let minutes = (seconds + 59) / 60;
        let mut said = fill!(w, "PushIn", minutes, moves = moves.join(", "));
        if board.next.held {
            said.push_str(&fill!(
                w,
                "Held",
                held = (board.next.at - board.next.due).num_seconds()
            ));
        }
        if board.next.old_level_hand {
            said.push_str(w.text("OldLevelHand"));
        }
        said
    }

    /// A dealer's place on the board now, worded: "table 7", "on break", "on the board".
    pub fn place_words(place: Place, lang: Lang) -> String {
        let w = words(lang);
        match place {
            Place::Table(table) => fill!(w, "AtTable", table = table.0),
            Place::Break => w.text("OnBreak").to_string(),
            Place::Board => w.text("OnBoard").to_string(),
        }
    }
}

/// One dealer's time and hands at one table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealerHours {
    pub dealer: DealerId,
    pub name: String,
    pub table: TableNo,
    /// Time dealt there, the tournament's breaks left out.
    pub seconds: i64,
    /// Hands reported there while the dealer sat there.
    pub hands: u32,
}

/// The board at an instant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardNow {
    /// Every dealer of the plan and where they are.
    pub places: Vec<(DealerId, Place)>,
    /// The next push, with its holds.
    pub next: Push,
    /// The last push made, if any.
    pub last: Option<Push>,
}

impl Live {
    /// The board's share of an event; `latest` is the instant of its command.
    pub(crate) fn apply_to_board(&mut self, event: &Event, latest: DateTime<Utc>) {
        let book = &mut self.dealer_book;
        match event {
            Event::DealerCheckedIn { dealer, name, at } => book.dealers.push(Dealer {
                id: *dealer,
                name: name.clone(),
                checked_in: *at,
                checked_out: None,
            }),
            Event::DealerCheckedOut { dealer, at } => {
                if let Some(d) = book.dealers.get_mut(dealer.0 as usize) {
                    d.checked_out = Some(*at);
                }
            }
            Event::DealerPlanSet {
                push_minutes,
                strings,
                at,
            } => {
                let replaced = book.plan.replace(PlanSet {
                    push_minutes: *push_minutes,
                    strings: strings.clone(),
                    at: *at,
                });
                let broken = std::mem::take(&mut book.broken);
                if let Some(plan) = replaced {
                    book.earlier.push(PlanEnded {
                        plan,
                        broken,
                        until: *at,
                    });
                }
            }
            Event::Clock { at, .. } => book.clock_changes.push(*at),
            // A re-deal is the same hand again.
            Event::HandDealt {
                table,
                redeal: false,
                ..
            } if book.plan.is_some() => book.hands.push((*table, latest)),
            _ => {}
        }
    }

    /// Notes the plan's tables the floor no longer has (broken, or gone at the final table's
    /// draw) at `latest`: their dealers go to the board.
    pub(crate) fn note_broken_tables(&mut self, latest: DateTime<Utc>) {
        let Some(plan) = &self.dealer_book.plan else {
            return;
        };
        let noted: std::collections::HashSet<TableNo> =
            self.dealer_book.broken.iter().map(|&(t, _)| t).collect();
        for table in plan.strings.iter().flat_map(|s| &s.tables) {
            if self.floor.table(*table).is_none() && !noted.contains(table) {
                self.dealer_book.broken.push((*table, latest));
            }
        }
    }
}
