//! Events: what happened, with every outcome decided (a seat drawn, a place given), so that
//! applying them again rebuilds the same tournament without asking the rules or the dice twice.

use crate::reports::Report;
use chrono::{DateTime, Utc};
use riffle_core::Chips;
use riffle_core::betting::{HandResult, LoggedHand};
use riffle_core::clock::Clock;
use riffle_core::floor::{
    BreakOrder, ButtonDraw, FloorSettings, Instruction, PlayerId, Reporter, SeatRef, TableNo,
};
use riffle_core::house::HouseRulesChoice;
use riffle_core::standings::BustGroup;
use riffle_core::standings::bounty::KnockoutRecord;
use riffle_core::standings::deal::AgreedDeal;
use riffle_core::structure::{Money, Purchase, Purchases, Structure};
use riffle_rules::disputes::{AssumedAnswer, Case, Ruling, TdChoice};
use riffle_rules::penalties::Penalty;
use serde::{Deserialize, Serialize};

/// An event with a field this build does not know is refused on reading, never half-read: the
/// journal holds exactly what was decided.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Event {
    Created(Box<Created>),
    StructureSet {
        structure: Box<Structure>,
        clock: Clock,
    },
    HouseRulesSet {
        house_rules: HouseRulesChoice,
    },
    /// The clock stopped for the day; players bag their chips.
    DayEnded,
    ChipsBagged {
        player: PlayerId,
        chips: Chips,
        bag: String,
    },
    /// The flights this day is played from: their names and what each sold.
    FlightsCarried {
        flights: Vec<(String, Purchases)>,
    },
    CapacitySet {
        seats: Option<u32>,
    },
    /// The most entries the event sells; `None` lifts the limit.
    EntryLimitSet {
        entries: Option<u32>,
    },
    /// A registration with no seat to give: the player waits on the alternates' list.
    AlternateListed {
        /// The price profile the entry is sold at when seated.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        profile: Option<String>,
        name: String,
        notes: Option<String>,
        at: DateTime<Utc>,
    },
    /// The first alternate leaves the list for a seat; the entry's `Registered` follows.
    AlternateCalled {
        name: String,
    },
    /// The alternate at this place on the list (from 1) leaves it.
    AlternateDropped {
        alternate: u32,
        name: String,
    },
    Registered {
        player: PlayerId,
        name: String,
        notes: Option<String>,
        kind: EntryKind,
        purchase: Purchase,
        /// The price profile it was sold at; the structure's own price when none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        profile: Option<String>,
        at: DateTime<Utc>,
    },
    Bought {
        player: PlayerId,
        kind: Purchased,
        purchase: Purchase,
        /// The price profile it was sold at; the structure's own price when none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        profile: Option<String>,
        at: DateTime<Utc>,
    },
    NotesSet {
        player: PlayerId,
        notes: Option<String>,
    },
    Renamed {
        player: PlayerId,
        name: String,
    },
    /// An entry taken back before the draw: what it bought leaves the counts, its chips leave
    /// play, and the cashier paid `refund` back.
    Unregistered {
        player: PlayerId,
        bought: Purchases,
        chips: Chips,
        refund: Money,
    },
    TablesOpened {
        tables: Vec<TableNo>,
    },
    /// A floor instruction carried out (a seat draw, an entry, a move, a break, the final
    /// table), with the seed of the draw that planned it.
    Seated {
        instruction: Instruction,
        seed: Option<u64>,
    },
    /// The instruction the floor now waits for the TD to carry out (`None`: nothing to do).
    Planned {
        instruction: Option<Instruction>,
        seed: Option<u64>,
    },
    ButtonSet {
        table: TableNo,
        seat: u8,
        /// The high-card draw that chose it, when drawn.
        draw: Option<ButtonDraw>,
    },
    HandDealt {
        table: TableNo,
        /// The re-deal of a misdealt hand: the same hand again.
        #[serde(default)]
        redeal: bool,
        /// Who reported the hand.
        #[serde(default)]
        by: Reporter,
    },
    /// The TD gave where the button is in the hand being played.
    ButtonGiven {
        table: TableNo,
        seat: u8,
    },
    ButtonCorrected {
        table: TableNo,
        button: u8,
    },
    SeatClosed {
        seat: SeatRef,
    },
    SeatReopened {
        seat: SeatRef,
    },
    GapSet {
        gap: u8,
    },
    BreakOrderSet {
        order: BreakOrder,
    },
    /// Players out on one hand, best-placed first.
    Busted {
        group: BustGroup,
        at: DateTime<Utc>,
        /// The bounties paid for these players, in a bounty event.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        knockouts: Vec<KnockoutRecord>,
    },
    /// A player eliminated by mistake is back in play with `chips`, out of the busts: the
    /// places and prizes of everyone out are computed again. A seat follows (`Seated`).
    Reinstated {
        player: PlayerId,
        chips: Chips,
        reason: String,
        /// The bust recorded no stack: `chips` is the average stack, rounded to the smallest
        /// chip in play.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        average: bool,
    },
    ChipsSet {
        player: PlayerId,
        chips: Chips,
    },
    HandLogged(Box<HandRecord>),
    Clock {
        operation: ClockOperation,
        at: DateTime<Utc>,
    },
    Announced {
        text: Option<String>,
    },
    /// The players' screens show the layout `name` from now on.
    LayoutShown {
        name: String,
    },
    DealerCheckedIn {
        dealer: riffle_core::dealers::DealerId,
        name: String,
        at: DateTime<Utc>,
    },
    /// A dealer checked out at `at`: no longer on the board.
    DealerCheckedOut {
        dealer: riffle_core::dealers::DealerId,
        at: DateTime<Utc>,
    },
    /// The rotation plan in force from `at`.
    DealerPlanSet {
        push_minutes: u32,
        strings: Vec<riffle_core::dealers::DealerString>,
        at: DateTime<Utc>,
    },
    /// A report from a table, open until it is closed.
    Reported(Report),
    ReportClosed {
        report: u32,
    },
    /// The bounty of a player already out, paid once the TD named the knockers.
    HeadClaimed(KnockoutRecord),
    /// Hand-for-hand: a table finished the current hand.
    TableFinishedHand {
        table: TableNo,
    },
    Ruled(Box<RulingRecord>),
    Penalized(Box<PenaltyRecord>),
    /// The floor confirmed the player served their penalty (hands not reported at the table).
    PenaltyServed {
        player: PlayerId,
        at: DateTime<Utc>,
    },
    /// The event's details for its results sheet, checked.
    EventDetailsSet {
        details: crate::event_details::EventDetails,
    },
    /// The TD's prizes for a pool (`None`: the structure's again).
    PayoutsSet {
        edited: Option<EditedPayouts>,
    },
    /// The players left agreed a deal.
    DealAgreed {
        deal: AgreedDeal,
        at: DateTime<Utc>,
    },
    /// A disqualified player leaves; their chips leave play with them (TDA 71D).
    Disqualified {
        player: PlayerId,
        chips_removed: Chips,
        at: DateTime<Utc>,
    },
    /// A command taken back; its events no longer count.
    Undone {
        command: u64,
    },
    /// An undone command put back.
    Redone {
        command: u64,
    },
}

/// Prizes the TD set by hand, for the pool they were set for: a change of the pool (a late entry)
/// brings back the structure's prizes, which the TD may edit again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EditedPayouts {
    pub pool: riffle_core::structure::Money,
    pub prizes: Vec<riffle_core::structure::Money>,
    /// What of the pool no place is paid: the house keeps it (or adds it to a fund).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kept: Option<Kept>,
}

/// Money of the prize pool paid to no place: a club's prizes fixed below what was collected,
/// the rest kept for its season final. Never a place's prize.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Kept {
    pub amount: riffle_core::structure::Money,
    /// The fund it goes to ("Season final"); none: the house keeps it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fund: Option<String>,
}

/// Everything a new tournament starts from.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Created {
    pub name: String,
    pub structure: Structure,
    pub house_rules: HouseRulesChoice,
    pub floor: FloorSettings,
    pub clock: Clock,
    pub at: DateTime<Utc>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EntryKind {
    First,
    /// A new entry for a player who busted: `previous` is the entry that busted.
    ReEntry {
        previous: PlayerId,
    },
    /// A player carried from a flight (its place in the list of flights carried), with the
    /// chips bagged there; bought in that flight, not here.
    Carried {
        flight: u8,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Purchased {
    Rebuy,
    AddOn,
}

/// A hand logged at a table, with its result as the engine computed it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HandRecord {
    pub table: TableNo,
    /// Who sat in each seat dealt in.
    pub players: Vec<(u8, PlayerId)>,
    pub hand: LoggedHand,
    pub result: HandResult,
    pub at: DateTime<Utc>,
}

/// A clock operation, as the TD made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClockOperation {
    Start,
    Pause,
    Resume,
    AddSeconds(u32),
    RemoveSeconds(u32),
    JumpToLevel(u32),
    NextPeriod,
    PreviousPeriod,
    StartHandForHand,
    HandForHandCompleted,
    EndHandForHand,
}

impl ClockOperation {
    /// Carries the operation out on a clock; a refused operation leaves it as it was.
    pub fn run(
        self,
        clock: &mut Clock,
        at: DateTime<Utc>,
    ) -> Result<(), riffle_core::clock::ClockError> {
        let seconds = |s: u32| chrono::TimeDelta::seconds(i64::from(s));
        match self {
            ClockOperation::Start => clock.start(at),
            ClockOperation::Pause => clock.pause(at),
            ClockOperation::Resume => clock.resume(at),
            ClockOperation::AddSeconds(s) => clock.add_time(seconds(s), at),
            ClockOperation::RemoveSeconds(s) => clock.remove_time(seconds(s), at),
            ClockOperation::JumpToLevel(level) => clock.jump_to_level(level, at),
            ClockOperation::NextPeriod => clock.next_period(at),
            ClockOperation::PreviousPeriod => clock.previous_period(at),
            ClockOperation::StartHandForHand => clock.start_hand_for_hand(at),
            ClockOperation::HandForHandCompleted => clock.hand_completed(at),
            ClockOperation::EndHandForHand => clock.end_hand_for_hand(at),
        }
    }
}

/// A ruling as recorded: what was asked, what the rules say, what the TD chose, where and when.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RulingRecord {
    /// The case as ruled: the TD's facts and the ordinary answers assumed for the others.
    pub case: Case,
    pub ruling: Ruling,
    /// The facts the TD did not give, taken as their ordinary answers; none in a ruling
    /// recorded before assumptions were kept.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub assumed: Vec<AssumedAnswer>,
    pub choice: Option<TdChoice>,
    pub table: Option<TableNo>,
    /// Hands dealt at that table so far: the hand the ruling is about.
    pub hand: Option<u32>,
    pub players: Vec<PlayerId>,
    /// The house-rule preset in force, so the ruling can be explained later.
    pub house_rules: String,
    pub at: DateTime<Utc>,
}

/// A penalty as given, with its countdown when the player misses hands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PenaltyRecord {
    pub player: PlayerId,
    pub penalty: Penalty,
    /// Where the player sat when it was given.
    pub table: Option<TableNo>,
    pub at: DateTime<Utc>,
}
