//! The public state: what the players' clock (`/`) and `/seats` show, built from the tournament
//! at one instant. It is built field by field from public facts only, so a note, a hole card or
//! a ruling's text cannot reach a phone by being added to the tournament later.

use crate::league::{LeagueBoard, PublicLeague};
use chrono::{DateTime, Duration, Utc};
use riffle_text::Lang;
use riffle_tournament::{DisplayState, Stopped, Tournament};
use serde::Serialize;

/// Everything public about the event after command `seq`.
#[derive(Clone, Debug, Serialize)]
pub struct PublicState {
    /// The journal's command count: the same number as the event that carried it.
    pub seq: u64,
    /// The server's clock when this was built, so a browser can correct for its own clock.
    pub server_now: DateTime<Utc>,
    /// When the level or break on the clock ends, only while its time goes down: browsers
    /// count down to it by themselves between events. Absent whenever `stopped` says why not.
    pub period_ends_at: Option<DateTime<Utc>>,
    /// Why the clock is not counting down (paused, hand-for-hand, between days, not started):
    /// the screens show it in large type and hold the digits.
    pub stopped: Option<Stopped>,
    /// What the players' screen shows.
    pub display: DisplayState,
    /// Table and seat of every player still in, by name (what `/seats` searches).
    pub seats: Vec<PublicSeat>,
    /// Each table's next hand: where the button and the blinds are.
    pub tables: Vec<PublicTable>,
    /// During a break of an event that counts for a league, the league's standings, shown in
    /// place of the payouts as the app's players' screen does.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub league: Option<PublicLeague>,
}

#[derive(Clone, Debug, Serialize)]
pub struct PublicSeat {
    pub name: String,
    pub table: u32,
    pub seat: u8,
}

#[derive(Clone, Debug, Serialize)]
pub struct PublicTable {
    pub table: u32,
    pub players: u8,
    /// Hands dealt since the table was drawn, as the floor counts them (reported or logged,
    /// and the one being played when the button is given).
    pub hands: u32,
    /// The next hand's button, small blind and big blind seats, only while the floor is sure
    /// of the button (as the window's map draws its badges).
    pub button: Option<u8>,
    pub small_blind: Option<u8>,
    pub big_blind: Option<u8>,
    pub button_status: ButtonShown,
}

/// What the floor knows of a table's button, as the window shows it: every page and screen
/// reads the same answer (`Tournament::table_button`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ButtonShown {
    pub known: bool,
    /// `drawn`, `set`, `given`, `reported-td`, `reported-device`, or `unknown`.
    pub source: &'static str,
    /// Minutes since the floor was last sure (absent: it never was, no button yet).
    pub minutes: Option<i64>,
    /// The next hand's seats as the floor tracks them: sure when `known`, otherwise only what
    /// they are "if the button is on seat S".
    pub tracked: Option<TrackedSeats>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TrackedSeats {
    pub button: u8,
    pub small_blind: u8,
    pub big_blind: u8,
}

impl ButtonShown {
    pub fn of(
        tournament: &Tournament,
        table: riffle_core::floor::TableNo,
        now: DateTime<Utc>,
    ) -> ButtonShown {
        let shown = tournament.table_button(table, now);
        let next = tournament.floor().next_hand(table).ok();
        ButtonShown {
            known: shown.status.is_known(),
            source: shown.status.code(),
            minutes: shown.status.minutes(),
            tracked: next.map(|n| TrackedSeats {
                button: n.button,
                small_blind: n.small_blind_seat,
                big_blind: n.big_blind,
            }),
        }
    }

    /// The seats a screen may mark: none while the button is not known.
    pub fn sure(&self) -> Option<TrackedSeats> {
        self.tracked.filter(|_| self.known)
    }
}

impl PublicState {
    pub fn of(tournament: &Tournament, seq: u64, now: DateTime<Utc>) -> PublicState {
        let display = tournament.display(now);
        let stopped = tournament.clock_stopped(&display.clock);
        let period_ends_at = stopped
            .is_none()
            .then(|| now + Duration::milliseconds(display.clock.time_left_ms));
        let floor = tournament.floor();
        let seats = tournament
            .players_in()
            .filter_map(|entry| {
                let seat = floor.seat_of(entry.id)?;
                Some(PublicSeat {
                    name: entry.name.clone(),
                    table: seat.table.0,
                    seat: seat.seat,
                })
            })
            .collect();
        let tables = floor
            .tables()
            .map(|table| {
                let button_status = ButtonShown::of(tournament, table.number(), now);
                let sure = button_status.sure();
                PublicTable {
                    table: table.number().0,
                    players: table.player_count(),
                    hands: table.last_hand().map_or(0, |hand| hand.hand),
                    button: sure.map(|n| n.button),
                    small_blind: sure.map(|n| n.small_blind),
                    big_blind: sure.map(|n| n.big_blind),
                    button_status,
                }
            })
            .collect();
        PublicState {
            seq,
            server_now: now,
            period_ends_at,
            stopped,
            display,
            seats,
            tables,
            league: None,
        }
    }

    /// The state with the league's standings, while the clock is on a break.
    pub fn with_league(mut self, board: &LeagueBoard) -> PublicState {
        self.league = board.during(&self.display);
        self
    }
}

impl PublicState {
    /// The players still in whose name `query` finds (accents, case and word order ignored, as
    /// the TD's own search), names starting with the query first; at most `limit`.
    pub fn find_seats(&self, query: &str, limit: usize) -> Vec<PublicSeat> {
        let query = riffle_text::fold(query);
        if query.trim().is_empty() {
            return Vec::new();
        }
        let mut found: Vec<(bool, &PublicSeat)> = self
            .seats
            .iter()
            .filter_map(|seat| {
                let name = riffle_text::Folded::new(&seat.name);
                name.is_found_by(&query)
                    .then(|| (!name.starts_with(&query), seat))
            })
            .collect();
        found.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.name.cmp(&b.1.name)));
        found
            .into_iter()
            .take(limit)
            .map(|(_, seat)| seat.clone())
            .collect()
    }
}

/// What signed-in staff see besides the public state: the reports to answer, the floor's
/// instruction to carry out, and every table's players with their chips. Still never a note,
/// a card or a ruling's text.
#[derive(Clone, Debug, Serialize)]
pub struct StaffState {
    pub seq: u64,
    pub reports: Vec<StaffReport>,
    /// The floor's instruction waiting to be carried out, in words, with each move.
    pub instruction: Option<StaffInstruction>,
    pub hand_for_hand: bool,
    pub tables: Vec<StaffTable>,
    /// The dealer board, once a rotation plan is set.
    pub board: Option<StaffBoard>,
    /// The dealers checked in, in order: the names a plan is made of.
    pub checked_in: Vec<StaffCheckedIn>,
    /// The rotation plan in force, as the floor page's editor starts from it.
    pub plan: Option<StaffPlan>,
}

/// A dealer checked in, with the number a plan names them by.
#[derive(Clone, Debug, Serialize)]
pub struct StaffCheckedIn {
    pub dealer: u32,
    pub name: String,
}

/// The rotation plan in force: the push interval and each string's tables and dealers.
#[derive(Clone, Debug, Serialize)]
pub struct StaffPlan {
    pub push_minutes: u32,
    pub strings: Vec<riffle_core::dealers::DealerString>,
}

/// The dealer board as the dealer and floor pages show it.
#[derive(Clone, Debug, Serialize)]
pub struct StaffBoard {
    /// The next push in words: "push in 2 min: Ana → table 7, Ben → break", with its hold
    /// (TDA RP-7) or the old level's hand (TDA 23).
    pub next: String,
    pub next_at: DateTime<Utc>,
    /// The push waits for a level change or a break (TDA RP-7).
    pub held: bool,
    /// The incoming dealers deal one more hand at the old level (TDA 23).
    pub old_level_hand: bool,
    pub dealers: Vec<StaffDealer>,
}

#[derive(Clone, Debug, Serialize)]
pub struct StaffDealer {
    pub name: String,
    /// Where the dealer is, in words.
    pub place: String,
    /// The table dealt now, if any.
    pub table: Option<u32>,
    /// The table the next push sends the dealer to, if any.
    pub next_table: Option<u32>,
    /// Where the next push sends the dealer: `table`, `break` or `board`, for the phone of
    /// the table the dealer deals to tell them ("you go to table 4 at 21:40").
    pub next_kind: &'static str,
}

#[derive(Clone, Debug, Serialize)]
pub struct StaffReport {
    pub id: u32,
    pub table: u32,
    pub at: DateTime<Utc>,
    /// The floor call's reason; `None` for a bust.
    pub reason: Option<String>,
    /// A bust's seat, player, and the place and prize confirming it gives.
    pub seat: Option<u8>,
    pub name: Option<String>,
    pub place: Option<u32>,
    pub prize: Option<riffle_core::structure::Money>,
}

#[derive(Clone, Debug, Serialize)]
pub struct StaffInstruction {
    pub text: String,
    pub moves: Vec<StaffMove>,
}

#[derive(Clone, Debug, Serialize)]
pub struct StaffMove {
    pub name: String,
    pub from: Option<(u32, u8)>,
    pub to: (u32, u8),
    pub reason: String,
    /// What the seat means in the next hand, said with the move: `button` (plays it at once,
    /// TDA 10B), `between` (between the small blind and the button: waits until it passes,
    /// TDA 10A) or `vacated` (the French rules' vacated small-blind seat: sits out one hand).
    pub arrival: Option<&'static str>,
    /// While the destination's button is not known, the seat that arrival supposes it on.
    pub if_button: Option<u8>,
}

#[derive(Clone, Debug, Serialize)]
pub struct StaffTable {
    pub table: u32,
    /// As in [`PublicTable`]: the seats only while the button is known.
    pub button: Option<u8>,
    pub small_blind: Option<u8>,
    pub big_blind: Option<u8>,
    pub button_status: ButtonShown,
    pub players: Vec<StaffPlayer>,
    /// The hand whose report the floor may take back now (nothing else happened at the table
    /// since), as the tournament would accept it.
    pub take_back: Option<u32>,
    /// The warnings and penalties given at the table, newest last, for the dealer who comes
    /// in (TDA RP-15): who, the fault and the step, never the TD's reason.
    pub penalties: Vec<String>,
}

#[derive(Clone, Debug, Serialize)]
pub struct StaffPlayer {
    pub seat: u8,
    pub player: u32,
    pub name: String,
    pub chips: riffle_core::Chips,
}

impl StaffState {
    /// The staff's view, the floor's instruction worded in `lang`, the language of the phone
    /// that asks.
    pub fn of(tournament: &Tournament, seq: u64, now: DateTime<Utc>, lang: Lang) -> StaffState {
        use riffle_tournament::reports::ReportKind;
        let name = |player: riffle_core::floor::PlayerId| {
            tournament
                .entry(player)
                .map_or_else(|| player.to_string(), |e| e.name.clone())
        };
        let reports = tournament
            .reports()
            .iter()
            .map(|report| {
                let mut out = StaffReport {
                    id: report.id,
                    table: report.table.0,
                    at: report.at,
                    reason: None,
                    seat: None,
                    name: None,
                    place: None,
                    prize: None,
                };
                match &report.kind {
                    ReportKind::FloorCall { reason } => out.reason = Some(reason.clone()),
                    ReportKind::Bust { seat, player } => {
                        let standing = tournament.confirming(report.id, now);
                        out.seat = Some(*seat);
                        out.name = Some(name(*player));
                        out.place = standing.as_ref().map(|s| s.place);
                        out.prize = standing.map(|s| s.prize);
                    }
                }
                out
            })
            .collect();
        let instruction = tournament.pending_instruction().map(|instruction| {
            // Every player of the instruction seated together: one button per table.
            let seats: Vec<_> = (instruction.moves.iter())
                .map(|m| (m.player, m.to))
                .collect();
            let arrivals = tournament.floor().arrivals(&seats);
            StaffInstruction {
                text: tournament.worded(instruction, lang),
                moves: (instruction.moves.iter().zip(arrivals))
                    .map(|(m, arrival)| StaffMove {
                        name: name(m.player),
                        from: m.from.map(|s| (s.table.0, s.seat)),
                        to: (m.to.table.0, m.to.seat),
                        reason: tournament.worded(m, lang),
                        arrival: arrival.map(arrival_code),
                        if_button: if_button(tournament, m.to.table, now),
                    })
                    .collect(),
            }
        });
        let floor = tournament.floor();
        let tables = floor
            .tables()
            .map(|table| {
                let button_status = ButtonShown::of(tournament, table.number(), now);
                let sure = button_status.sure();
                StaffTable {
                    table: table.number().0,
                    button: sure.map(|n| n.button),
                    small_blind: sure.map(|n| n.small_blind),
                    big_blind: sure.map(|n| n.big_blind),
                    button_status,
                    players: table
                        .players()
                        .map(|(seat, player)| StaffPlayer {
                            seat,
                            player: player.0,
                            name: name(player),
                            chips: tournament.entry(player).map_or(0, |e| e.chips),
                        })
                        .collect(),
                    take_back: take_back(tournament, table, now),
                    penalties: (tournament.penalties().iter())
                        .filter(|p| p.table == Some(table.number()))
                        .map(|p| {
                            let summary = p.penalty.summary();
                            format!("{} · {}", name(p.player), summary.get(lang))
                        })
                        .collect(),
                }
            })
            .collect();
        StaffState {
            seq,
            reports,
            instruction,
            hand_for_hand: tournament.clock().hand_for_hand().is_some(),
            tables,
            board: StaffBoard::of(tournament, now, lang),
            checked_in: (tournament.dealers().iter())
                .filter(|d| d.is_in())
                .map(|d| StaffCheckedIn {
                    dealer: d.id.0,
                    name: d.name.clone(),
                })
                .collect(),
            plan: tournament
                .dealer_plan()
                .map(|(push_minutes, strings)| StaffPlan {
                    push_minutes,
                    strings: strings.to_vec(),
                }),
        }
    }
}

impl StaffBoard {
    fn of(tournament: &Tournament, now: DateTime<Utc>, lang: Lang) -> Option<StaffBoard> {
        use riffle_core::dealers::Place;
        let board = tournament.dealer_board(now)?;
        let table_of = |place: Place| match place {
            Place::Table(table) => Some(table.0),
            Place::Break | Place::Board => None,
        };
        let dealers = (board.places.iter())
            .map(|(dealer, place)| {
                let next = (board.next.moves.iter())
                    .find(|m| m.dealer == *dealer)
                    .map_or(*place, |m| m.to);
                StaffDealer {
                    name: (tournament.dealers().get(dealer.0 as usize))
                        .map_or_else(|| dealer.0.to_string(), |d| d.name.clone()),
                    place: Tournament::place_words(*place, lang),
                    table: table_of(*place),
                    next_table: table_of(next),
                    next_kind: match next {
                        Place::Table(_) => "table",
                        Place::Break => "break",
                        Place::Board => "board",
                    },
                }
            })
            .collect();
        Some(StaffBoard {
            next: tournament.push_words(&board, now, lang),
            next_at: board.next.at,
            held: board.next.held,
            old_level_hand: board.next.old_level_hand,
            dealers,
        })
    }
}

/// The hand a take-back at `table` would undo at `now`, if the tournament would accept it.
fn take_back(
    tournament: &Tournament,
    table: &riffle_core::floor::Table,
    now: DateTime<Utc>,
) -> Option<u32> {
    let command = riffle_tournament::Command::TakeBackHand {
        table: table.number().0,
    };
    tournament.preview(&command, now).ok()?;
    table.last_hand().map(|hand| hand.hand)
}

/// The code of what a player seated by a move meets in the next hand (see [`StaffMove`]).
fn arrival_code(arrival: riffle_core::floor::Arrival) -> &'static str {
    use riffle_core::floor::{Arrival, SitOutReason};
    match arrival {
        Arrival::OnButton => "button",
        Arrival::SitsOut(SitOutReason::BetweenSmallBlindAndButton) => "between",
        Arrival::SitsOut(SitOutReason::VacatedSmallBlindSeat) => "vacated",
    }
}

/// The seat a table's button is supposed on while the floor is not sure of it.
fn if_button(
    tournament: &Tournament,
    table: riffle_core::floor::TableNo,
    now: DateTime<Utc>,
) -> Option<u8> {
    let shown = tournament.table_button(table, now);
    shown.tracked.filter(|_| !shown.status.is_known())
}
