//! The tournament: one event, driven by commands and rebuilt from the events they produce.
//!
//! `execute` checks a command against the state and decides everything it changes (drawing
//! seats, placing busted players), returning events; `apply` changes the state from an event
//! and never fails. The journal stores the events, so loading a tournament is applying them
//! again; undo is an event too, and the state is then rebuilt without the undone command.

pub mod agreement;
mod apply;
pub mod chip_counts;
mod command;
mod consequences;
pub mod dealer_board;
pub mod demo;
pub mod display;
pub mod entry_limit;
mod error;
mod event;
pub mod event_details;
mod execute;
mod field_counts;
mod hand_for_hand;
pub mod moved_in;
pub mod namesakes;
mod offers;
mod paid;
pub mod people;
mod players_out;
/// Temporary wording of other layers\' refusals: removed when merged.
mod preview;
mod prize_table;
pub mod reinstate;
pub mod repeats;
pub mod reports;
mod running_penalties;
pub mod screen_layout;
mod summary;

pub use apply::{RebuildError, StoredCommand};
pub use command::{
    Bagged, Bust, Carry, Command, Flight, ScriptError, Setup, Share, StructureSource,
    TdChoiceInput, parse_script,
};
pub use consequences::Consequence;
pub use display::{
    DealShown, DisplayState, MoveNotice, MoveSlip, OfferShown, SatelliteSeats, SeatShown,
};
pub use error::{BuyIn, RuleError, StructureRefusal};
pub use event::{
    ClockOperation, Created, EditedPayouts, EntryKind, Event, HandRecord, Kept, PenaltyRecord,
    Purchased, RulingRecord,
};
pub use execute::player_name;
pub use paid::Paid;
pub use preview::Preview;
pub use riffle_core::standings::deal::{AgreedDeal, DealShare};
pub use riffle_core::standings::{BustGroup, Standing};
pub use summary::{Done, Summary};

use chrono::{DateTime, Utc};
use riffle_core::Chips;
use riffle_core::betting::{Blinds, HandSetup, SeatSetup, kills_the_pot};
use riffle_core::clock::Clock;
pub use riffle_core::clock::Stopped;
use riffle_core::floor::{Floor, Instruction, PlayerId, TableNo};
use riffle_core::house::HouseRulesChoice;
use riffle_core::structure::{
    Cashier, LevelSpec, Money, PeriodKind, PriceProfile, Purchases, Schedule, Sold, Structure,
};
use serde::{Deserialize, Serialize};

/// How long a move stays on the players' screen.
pub const MOVES_SHOWN_FOR: chrono::TimeDelta = chrono::TimeDelta::minutes(15);

/// How many moves the state keeps for the screen and the slips.
const MOVES_KEPT: usize = 64;

/// One event, everything the TD runs: the live state and the history of the commands that
/// made it. Reading the state (`Deref` to [`Live`]) never touches the history.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "StoredTournament")]
pub struct Tournament {
    /// Flattened so a snapshot reads the same as before the state had a name of its own.
    #[serde(flatten)]
    live: Live,
    history: Vec<CommandEntry>,
}

/// A tournament as a snapshot holds it: the indexes apply keeps are not written, and are
/// made again from the state read back.
#[derive(Deserialize)]
struct StoredTournament {
    #[serde(flatten)]
    live: Live,
    history: Vec<CommandEntry>,
}

impl From<StoredTournament> for Tournament {
    fn from(stored: StoredTournament) -> Tournament {
        let mut live = stored.live;
        live.people = people::People::of(&live.entries);
        live.namesakes = namesakes::NameIndex::of(&live.entries);
        live.counts = field_counts::FieldCounts::of(&live.entries);
        live.in_play = field_counts::PlayersIn::of(&live.entries);
        live.bust_index = players_out::BustIndex::of(&live.busts);
        live.penalty_index =
            running_penalties::PenaltyIndex::of(&live.penalties, |p| live.people.person_of(p));
        live.hand_for_hand = hand_for_hand::HandForHandCount::of(&live.floor, &live.finished_hand);
        live.alone_deals = (live.last_deals.values())
            .filter(|deal| deal.alone)
            .map(|deal| deal.table)
            .collect();
        Tournament {
            live,
            history: stored.history,
        }
    }
}

/// The state of the event as it stands: what the windows and the venue server read, cheap to
/// copy because the history of commands stays behind in the [`Tournament`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Live {
    name: String,
    structure: Structure,
    schedule: Schedule,
    house_rules: HouseRulesChoice,
    clock: Clock,
    floor: Floor,
    /// Every entry in order; a player's id is its index.
    entries: Vec<Entry>,
    purchases: Purchases,
    /// Chips sold and not removed from play: the total behind the average stack.
    chips_in_play: Chips,
    /// Players out, hand by hand, in the order they went out.
    busts: Vec<BustGroup>,
    /// The seat draw was made; later entries are drawn a seat as they register.
    seats_drawn: bool,
    /// What the floor waits for the TD to carry out.
    pending: Option<Instruction>,
    hands: Vec<HandRecord>,
    /// The latest players moved by balancing, a table break or the final-table draw, newest
    /// last, with when: what the players' screen and the move slips show.
    #[serde(default)]
    moved: Vec<(DateTime<Utc>, riffle_core::floor::Move)>,
    /// The seats the last seating handed out (the draw, a late registration, a break, a move):
    /// the seat cards the desk prints.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    last_seated: Vec<riffle_core::floor::Move>,
    /// Hand-for-hand: the tables that finished the current hand.
    #[serde(default)]
    finished_hand: std::collections::BTreeSet<TableNo>,
    rulings: Vec<RulingRecord>,
    penalties: Vec<PenaltyRecord>,
    announcement: Option<String>,
    /// The layout the players' screens show, by name; `None` for the default.
    layout: Option<String>,
    created: DateTime<Utc>,
    /// The deal the players left agreed, if they did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    deal: Option<AgreedDeal>,
    /// Reports from the tables still open (floor calls, busts to confirm).
    #[serde(default)]
    reports: Vec<reports::Report>,
    /// Reports made so far: the next one's number follows.
    #[serde(default)]
    next_report: u32,
    /// The prizes the TD set by hand, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    edited_payouts: Option<EditedPayouts>,
    /// Players the room seats at once, if the TD set a limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    capacity: Option<u32>,
    /// The most entries the event sells, if it set a limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    entry_limit: Option<u32>,
    /// Play stopped for the day: players bag their chips.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    day_ended: bool,
    /// The flights this day is played from, by name.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    flights: Vec<String>,
    /// Players waiting for a seat, first come first seated.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    alternates: Vec<Alternate>,
    /// Each table's last reported hand: a device's repeat is refused, a mistake taken back.
    #[serde(
        default,
        skip_serializing_if = "std::collections::BTreeMap::is_empty",
        with = "repeats::by_table"
    )]
    last_deals: std::collections::BTreeMap<TableNo, repeats::LastDeal>,
    /// The tables whose last hand can still be taken back: what a command touching every table
    /// changes, so it reads these and not every table that dealt. Rebuilt on loading.
    #[serde(skip)]
    alone_deals: std::collections::BTreeSet<TableNo>,
    /// When each table last finished a hand-for-hand hand: a device's repeat is refused.
    /// Kept by table, written as the list it always was.
    #[serde(
        default,
        skip_serializing_if = "std::collections::BTreeMap::is_empty",
        with = "repeats::finishes_by_table"
    )]
    last_finishes: std::collections::BTreeMap<TableNo, DateTime<Utc>>,
    /// The seat each player out had when busted: a reinstated player gets it back if free.
    /// Kept by player, so a bust or a reinstatement finds its player's seat without reading
    /// every player out; written as the list of pairs it always was.
    #[serde(
        default,
        skip_serializing_if = "std::collections::BTreeMap::is_empty",
        with = "pairs"
    )]
    left_seats: std::collections::BTreeMap<PlayerId, riffle_core::floor::SeatRef>,
    /// The bounties paid, one per player knocked out: a reinstatement pays its back.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    knockouts: Vec<riffle_core::standings::bounty::KnockoutRecord>,
    /// What the results sheet says of the event besides its results.
    #[serde(default, skip_serializing_if = "event_details::EventDetails::is_unset")]
    details: event_details::EventDetails,
    /// The dealers checked in, the rotation plan and the tables broken since: what the dealer
    /// board is replayed from.
    #[serde(default, skip_serializing_if = "dealer_board::DealerBook::is_empty")]
    dealer_book: dealer_board::DealerBook,
    /// Who each entry belongs to and each person's latest entry: one live entry a person.
    #[serde(skip)]
    people: people::People,
    /// The entries by name's key, for the namesake check; rebuilt on loading, never stored.
    #[serde(skip)]
    namesakes: namesakes::NameIndex,
    /// The entries in play and counted; rebuilt on loading, never stored.
    #[serde(skip)]
    counts: field_counts::FieldCounts,
    /// The entries in play, by id; rebuilt on loading, never stored.
    #[serde(skip)]
    in_play: field_counts::PlayersIn,
    /// The bust each player out went out on; rebuilt on loading, never stored.
    #[serde(skip)]
    bust_index: players_out::BustIndex,
    /// The running suspensions by player and the penalties by person; rebuilt on loading.
    #[serde(skip)]
    penalty_index: running_penalties::PenaltyIndex,
    /// The tables dealing and those that finished the hand-for-hand hand; rebuilt on loading.
    #[serde(skip)]
    hand_for_hand: hand_for_hand::HandForHandCount,
    /// The structure's prizes for the pool and field as they stand, once asked; computed again
    /// when either moves, never stored.
    #[serde(skip)]
    prize_table: prize_table::PrizeTable,
}

/// A map written as a list of (key, value) pairs, as the state wrote its lists before.
mod pairs {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use std::collections::BTreeMap;

    pub fn serialize<K: Serialize, V: Serialize, S: Serializer>(
        map: &BTreeMap<K, V>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(map.iter())
    }

    pub fn deserialize<'de, K, V, D>(deserializer: D) -> Result<BTreeMap<K, V>, D::Error>
    where
        K: Deserialize<'de> + Ord,
        V: Deserialize<'de>,
        D: Deserializer<'de>,
    {
        Ok(Vec::<(K, V)>::deserialize(deserializer)?
            .into_iter()
            .collect())
    }
}

/// A player waiting for a seat in a full room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Alternate {
    pub name: String,
    /// The TD's notes, kept for the entry the alternate becomes.
    pub notes: Option<String>,
    pub listed_at: DateTime<Utc>,
    /// The price profile the alternate's entry is sold at when seated.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub profile: Option<String>,
}

/// How many of the biggest heads the players' screen shows: one line, readable from the back.
const SHOWN_HEADS: usize = 5;

/// One entry in the event. A re-entry is a new entry with the same name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub id: PlayerId,
    pub name: String,
    /// The TD's notes; never shown to players.
    pub notes: Option<String>,
    pub kind: EntryKind,
    /// The last known count: the starting stack, then each logged hand, rebuy or chip count.
    pub chips: Chips,
    pub rebuys: u32,
    pub add_ons: u32,
    pub registered_at: DateTime<Utc>,
    /// When the entry busted (or was disqualified), if it did.
    pub out_at: Option<DateTime<Utc>>,
    /// The bounty on the player's head, in a bounty event: paid to whoever knocks the player
    /// out, kept by the winner. Left on a busted entry when nobody was named (unclaimed).
    #[serde(default)]
    pub head: Money,
    /// Bounties collected in cash.
    #[serde(default)]
    pub bounties_won: Money,
    /// The bag the player's chips went in at the end of the day.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bag: Option<String>,
    /// Unregistered before the seat draw, with the amount paid back: the entry keeps its number
    /// (ids are places in the list) and counts nowhere else.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub withdrawn: Option<Money>,
    /// The price profiles this entry's purchases were sold at (its buy-in's first), by name:
    /// what the desk shows, and what an unregistration pays back.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub profiles: Vec<String>,
}

impl Entry {
    /// Still playing: neither out nor withdrawn.
    pub fn in_play(&self) -> bool {
        self.out_at.is_none() && self.withdrawn.is_none()
    }

    /// Counted in the field: every entry but those unregistered with a refund.
    pub fn counted(&self) -> bool {
        self.withdrawn.is_none()
    }
}

/// A command in the history, for undo and for the TD's history list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "StoredEntry")]
pub struct CommandEntry {
    pub number: u64,
    pub at: DateTime<Utc>,
    /// What it did: the facts, worded in the reader's language when shown.
    pub summary: Summary,
    pub kind: CommandKind,
    /// Taken back by an undo (and not put back by a redo).
    pub undone: bool,
    /// What makes it weighty to take back or put back; the windows ask first. Empty in a
    /// history written before it existed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub consequences: Vec<Consequence>,
}

impl CommandEntry {
    /// What it did, in the reader's language.
    pub fn summary_in(&self, lang: riffle_text::Lang) -> String {
        riffle_text::Say::say(&self.summary, lang)
    }
}

/// A history entry as a snapshot holds it: with its facts, or, saved by a version that wrote
/// the sentences into the history, with the English one and the French one (empty before
/// French was kept), shown as they were.
#[derive(Deserialize)]
struct StoredEntry {
    number: u64,
    at: DateTime<Utc>,
    summary: StoredSummary,
    #[serde(default)]
    summary_fr: String,
    kind: CommandKind,
    undone: bool,
    #[serde(default)]
    consequences: Vec<Consequence>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum StoredSummary {
    Written(String),
    Summary(Summary),
}

impl From<StoredEntry> for CommandEntry {
    fn from(stored: StoredEntry) -> CommandEntry {
        let summary = match stored.summary {
            StoredSummary::Summary(summary) => summary,
            StoredSummary::Written(en) if stored.summary_fr.is_empty() => {
                Summary::Written { fr: en.clone(), en }
            }
            StoredSummary::Written(en) => Summary::Written {
                en,
                fr: stored.summary_fr,
            },
        };
        CommandEntry {
            number: stored.number,
            at: stored.at,
            summary,
            kind: stored.kind,
            undone: stored.undone,
            consequences: stored.consequences,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CommandKind {
    Normal,
    /// Took back the command with this number.
    Undo {
        target: u64,
    },
    /// Put back the command with this number.
    Redo {
        target: u64,
    },
}

impl Tournament {
    /// The live state, apart from the history (a copy of it leaves the history behind).
    pub fn live(&self) -> &Live {
        &self.live
    }

    pub fn history(&self) -> &[CommandEntry] {
        &self.history
    }

    /// The command an undo would take back. Creating the tournament is never undone.
    pub fn undo_target(&self) -> Option<&CommandEntry> {
        self.history
            .iter()
            .skip(1)
            .rev()
            .find(|c| c.kind == CommandKind::Normal && !c.undone)
    }

    /// The command a redo would put back: the last one undone, if nothing was done since.
    pub fn redo_target(&self) -> Option<&CommandEntry> {
        let last_in_effect = self
            .history
            .iter()
            .rposition(|c| c.kind == CommandKind::Normal && !c.undone)
            .map_or(0, |i| i + 1);
        let undone_after: Vec<u64> = self.history[last_in_effect..]
            .iter()
            .filter(|c| c.kind == CommandKind::Normal)
            .map(|c| c.number)
            .collect();
        // The undo markers after it name the commands in the order they were undone; the
        // most recent one that has not been redone comes back first.
        let mut undone_order: Vec<u64> = Vec::new();
        for entry in &self.history[last_in_effect..] {
            match entry.kind {
                CommandKind::Undo { target } if undone_after.contains(&target) => {
                    undone_order.push(target)
                }
                CommandKind::Redo { target } => undone_order.retain(|&c| c != target),
                _ => {}
            }
        }
        let target = *undone_order.last()?;
        self.history.iter().find(|c| c.number == target)
    }
}

impl std::ops::Deref for Tournament {
    type Target = Live;

    fn deref(&self) -> &Live {
        &self.live
    }
}

impl Live {
    pub fn name(&self) -> &str {
        &self.name
    }

    /// When the tournament was created: the date a player's history and a league show.
    pub fn created(&self) -> DateTime<Utc> {
        self.created
    }

    pub fn structure(&self) -> &Structure {
        &self.structure
    }

    /// The price profiles `sold` is sold at now, beside its own price, counted at the level the
    /// door counts a purchase at: what the desk and the TD's phone offer.
    pub fn profiles_sold_now(
        &self,
        sold: Sold,
        now: DateTime<Utc>,
    ) -> impl Iterator<Item = &PriceProfile> {
        let level = self.clock.view(now).level_for_new_hands;
        self.structure.profiles_sold_at(sold, level)
    }

    pub fn schedule(&self) -> &Schedule {
        &self.schedule
    }

    pub fn house_rules(&self) -> &HouseRulesChoice {
        &self.house_rules
    }

    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    pub fn floor(&self) -> &Floor {
        &self.floor
    }

    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    pub fn entry(&self, player: PlayerId) -> Option<&Entry> {
        self.entries.get(player.0 as usize)
    }

    pub fn purchases(&self) -> &Purchases {
        &self.purchases
    }

    pub fn chips_in_play(&self) -> Chips {
        self.chips_in_play
    }

    pub fn seats_drawn(&self) -> bool {
        self.seats_drawn
    }

    /// The floor's instruction waiting for the TD (a move, a table to break, the final table).
    pub fn pending_instruction(&self) -> Option<&Instruction> {
        self.pending.as_ref()
    }

    /// With no instruction waiting, why the floor asks for no balance at `now` although the
    /// gap is reached: the table, and the player just moved there who is its next big blind.
    pub fn balance_waits(&self, now: DateTime<Utc>) -> Option<(TableNo, PlayerId)> {
        if self.pending.is_some() {
            return None;
        }
        self.floor.balance_waits_at(&self.moment(now))
    }

    /// Hand-for-hand: every table that deals (two players or more), with whether it finished
    /// the current hand.
    pub fn hand_for_hand_grid(&self) -> Vec<(TableNo, bool)> {
        self.floor
            .tables()
            .filter(|t| t.player_count() >= 2)
            .map(|t| (t.number(), self.finished_hand.contains(&t.number())))
            .collect()
    }

    pub fn hands(&self) -> &[HandRecord] {
        &self.hands
    }

    pub fn rulings(&self) -> &[RulingRecord] {
        &self.rulings
    }

    pub fn penalties(&self) -> &[PenaltyRecord] {
        &self.penalties
    }

    /// The player is serving a penalty: dealt in, blinds and antes posted, the hand killed
    /// (TDA 71C). Screens show only that the player is away, never why.
    pub fn away(&self, player: PlayerId) -> bool {
        (self.penalty_index.running_of(player).iter())
            .filter_map(|&at| self.penalties.get(at))
            .any(|p| {
                matches!(&p.penalty.effect, riffle_rules::penalties::Effect::Away(s)
                    if s.presence() == riffle_rules::penalties::Presence::Away)
            })
    }

    /// The penalties given to the person behind an entry, re-entries included: the ladder
    /// escalates on a repeat whichever entry it happens on.
    pub fn penalty_history(&self, player: PlayerId) -> Vec<riffle_rules::penalties::PenaltyRecord> {
        (self.penalty_index.of_person(self.person(player)).iter())
            .filter_map(|&at| self.penalties.get(at))
            .map(|p| p.penalty.record())
            .collect()
    }

    /// Floor calls to answer and busts to confirm, oldest first.
    pub fn reports(&self) -> &[reports::Report] {
        &self.reports
    }

    /// Play stopped for the day and the players left bag their chips.
    pub fn day_ended(&self) -> bool {
        self.day_ended
    }

    /// Why the clock shown in `view` is not counting down, the day's end included.
    pub fn clock_stopped(&self, view: &riffle_core::clock::ClockView) -> Option<Stopped> {
        if self.day_ended {
            Some(Stopped::BetweenDays)
        } else {
            view.stopped()
        }
    }

    /// The flights this day is played from, by name; empty for an event played in one go.
    pub fn flights(&self) -> &[String] {
        &self.flights
    }

    /// Entries sold, flights included: the field the payouts are sized for.
    pub fn field(&self) -> u32 {
        self.purchases.entries + self.purchases.re_entries
    }

    /// The players waiting for a seat, in the order they will be seated.
    pub fn alternates(&self) -> &[Alternate] {
        &self.alternates
    }

    /// Players the room seats at once, if the TD set a limit.
    pub fn capacity(&self) -> Option<u32> {
        self.capacity
    }

    /// The most entries the event sells (first entries and re-entries), if it set a limit.
    pub fn entry_limit(&self) -> Option<u32> {
        self.entry_limit
    }

    /// Seats free for an alternate: the room's seats less the players still in; `None` when
    /// the room has no limit.
    pub fn seats_free(&self) -> Option<u32> {
        self.capacity
            .map(|seats| seats.saturating_sub(self.players_left()))
    }

    pub fn announcement(&self) -> Option<&str> {
        self.announcement.as_deref()
    }

    pub fn players_left(&self) -> u32 {
        self.counts.in_play
    }

    /// The entries still playing, in entry order: the one filter every window, export and
    /// check uses, so a withdrawn or busted entry is left out everywhere alike.
    pub fn players_in(&self) -> impl DoubleEndedIterator<Item = &Entry> + Clone {
        (self.in_play.ids()).filter_map(|player| self.entries.get(player.0 as usize))
    }

    /// Entries that count in the field and the places (all but those withdrawn).
    pub fn entries_counted(&self) -> u32 {
        self.counts.counted
    }

    /// What the cashier paid back to entries unregistered before the draw, and how many.
    pub fn refunds(&self) -> (u32, Money) {
        self.entries
            .iter()
            .filter_map(|e| e.withdrawn)
            .fold((0, 0), |(n, total), refund| {
                (n + 1, total.saturating_add(refund))
            })
    }

    /// A floor sentence (an instruction, a move, a button draw) in `lang`, each player called
    /// by the entry's name, as the TD calls players.
    pub fn worded(&self, what: &dyn riffle_core::floor::Worded, lang: riffle_text::Lang) -> String {
        what.worded(lang, &|player| self.entry(player).map(|e| e.name.clone()))
    }

    /// The level a hand started at `at` plays (TDA 23: a new level applies to the next hand).
    pub fn level_for_hand_at(&self, at: DateTime<Utc>) -> Option<&LevelSpec> {
        self.schedule
            .level(self.clock.level_for_hand_started_at(at))
    }

    /// Finishing places and prizes of the entries that are out, and of the winner once one
    /// player is left. Computed from the order players went out and the current field, so
    /// late entries and re-entries move places as they come.
    ///
    /// A deal changes what they win (see [`AgreedDeal::settle`]); a deal that keeps nothing to
    /// play for ends the event, and the players still in place by their chips at the deal, as
    /// if they had gone out together.
    pub fn standings(&self) -> Vec<Standing> {
        self.standings_from(0, &self.prizes())
    }

    /// Someone won a prize already: the players left are no more than the places paid, or
    /// someone out (or placed by a deal or a satellite's end) has a prize. Prizes never grow
    /// down the list, so without a deal only the last bust, the best places out, is read.
    pub fn in_the_money(&self) -> bool {
        let payouts = self.prizes();
        if self.players_left() as usize <= payouts.len() {
            return true;
        }
        // A deal's share goes to its player in whichever bust they went out on.
        let from = match self.deal {
            Some(_) => 0,
            None => self.busts.len().saturating_sub(1),
        };
        (self.standings_from(from, &payouts).iter()).any(|s| s.prize > 0)
    }

    /// [`Tournament::standings`] from the bust at place `first` in the list on: the places of
    /// the players out before it are not read. Every counted entry not in play went out on a
    /// bust, so the busts from `first` on start from the players left and those they hold.
    fn standings_from(&self, first: usize, payouts: &[Money]) -> Vec<Standing> {
        let first = first.min(self.busts.len());
        let busts = &self.busts[first..];
        let out: usize = busts.iter().map(|group| group.players.len()).sum();
        let out = u32::try_from(out).unwrap_or(u32::MAX);
        let entries = if first == 0 {
            self.entries_counted()
        } else {
            self.players_left().saturating_add(out)
        };
        let mut winner = (self.players_left() == 1)
            .then(|| self.players_in().next())
            .flatten()
            .map(|e| e.id);
        let mut last = None;
        if let Some(deal) = self.deal.as_ref().filter(|deal| deal.ends_play()) {
            let players: Vec<(PlayerId, Chips)> = deal
                .shares
                .iter()
                .filter(|share| self.entry(share.player).is_some_and(Entry::in_play))
                .map(|share| (share.player, share.chips))
                .collect();
            if !players.is_empty() {
                last = Some(BustGroup {
                    players,
                    share_all: false,
                });
                winner = None;
            }
        } else if self.satellite_over() {
            // Everyone still in wins a seat: they share the seats' places alike.
            let players = self.players_in().map(|e| (e.id, e.chips)).collect();
            last = Some(BustGroup {
                players,
                share_all: true,
            });
            winner = None;
        }
        let (mut standings, winner) = match last {
            None => (Vec::new(), winner),
            // The players a deal or a satellite places come after every bust, in the places
            // the busts leave.
            Some(group) => {
                let left = entries.saturating_sub(out);
                let placed = riffle_core::standings::standings(left, &[group], payouts, None);
                (placed, None)
            }
        };
        let mut out = riffle_core::standings::standings(entries, busts, payouts, winner);
        out.append(&mut standings);
        if let Some(deal) = &self.deal {
            deal.settle(&mut out);
        }
        out
    }

    /// Seats a satellite gives for the field and pool as they are now.
    pub fn satellite_seats(&self) -> Option<u32> {
        let satellite = self.structure.satellite.as_ref()?;
        Some(satellite.seats(self.prize_pool(), self.entries_counted()))
    }

    /// A satellite's seats and those won so far (the places paid at least a seat's value).
    pub fn satellite_progress(&self) -> Option<SatelliteSeats> {
        let satellite = self.structure.satellite.as_ref()?;
        let value = satellite.seat_value.get();
        let won = self.standings().iter().filter(|s| s.prize >= value).count();
        Some(SatelliteSeats {
            seats: self.satellite_seats()?,
            won: u32::try_from(won).unwrap_or(u32::MAX),
            target: satellite.target.clone(),
        })
    }

    /// A satellite is over once the players left are no more than the seats: each wins one.
    pub fn satellite_over(&self) -> bool {
        let left = self.players_left();
        self.seats_drawn && left > 0 && self.satellite_seats().is_some_and(|seats| left <= seats)
    }

    /// The biggest bounties on players still in, biggest first (equal heads by entry order).
    pub fn biggest_heads(&self) -> Vec<(String, Money)> {
        let mut heads: Vec<&Entry> = self.players_in().filter(|e| e.head > 0).collect();
        heads.sort_by_key(|e| std::cmp::Reverse(e.head));
        heads
            .into_iter()
            .take(SHOWN_HEADS)
            .map(|e| (e.name.clone(), e.head))
            .collect()
    }

    /// What the cashier pays `player` in bounties: the heads won in cash, and for the winner of
    /// the event their own head, which nobody is left to take.
    pub fn bounties_paid(&self, player: PlayerId) -> Money {
        self.entry(player).map_or(0, |entry| {
            let winner = entry.in_play() && self.players_left() == 1;
            entry
                .bounties_won
                .saturating_add(if winner { entry.head } else { 0 })
        })
    }

    /// The event's details for its results sheet, as the TD last set them.
    pub fn details(&self) -> &event_details::EventDetails {
        &self.details
    }

    /// The deal the players agreed, if they did.
    pub fn deal(&self) -> Option<&AgreedDeal> {
        self.deal.as_ref()
    }

    /// The event's money as the cashier counts it: the pool, fees, bounties and overlay.
    pub fn cashier(&self) -> Option<Cashier> {
        self.structure.cashier(&self.purchases)
    }

    pub fn prize_pool(&self) -> Money {
        self.structure.prize_pool(&self.purchases)
    }

    /// Prizes by place for the current field and pool, first place first: the TD's, if set for
    /// this pool, or the structure's.
    pub fn payouts(&self) -> Vec<Money> {
        self.prizes().to_vec()
    }

    /// [`Tournament::payouts`] read in place, not copied: the structure's list is computed
    /// once for a pool and field, however many places it pays.
    pub(crate) fn prizes(&self) -> prize_table::Prizes<'_> {
        let pool = self.prize_pool();
        match &self.edited_payouts {
            Some(edited) if edited.pool == pool => prize_table::Prizes::Edited(&edited.prizes),
            _ => prize_table::Prizes::Structure(self.prize_table.for_field(
                &self.structure,
                pool,
                self.field(),
            )),
        }
    }

    /// What of the pool the TD's prizes leave to the house (or a fund), while they stand.
    pub fn kept(&self) -> Option<&Kept> {
        let pool = self.prize_pool();
        self.edited_payouts
            .as_ref()
            .filter(|edited| edited.pool == pool)
            .and_then(|edited| edited.kept.as_ref())
    }

    /// The next hand at a table as the hand logger starts it: seats and stacks from the floor
    /// and the entries, button and blinds from the dead-button rule, blinds and ante from the
    /// level a hand started at `at` plays, with seed 002's table options; the level's higher
    /// limits when the last hand at the table killed the pot.
    pub fn hand_setup(&self, table: TableNo, at: DateTime<Utc>) -> Result<HandSetup, RuleError> {
        let positions = self.floor.next_hand(table)?;
        let level = self
            .level_for_hand_at(at)
            .ok_or(StructureRefusal::NoLevel)?;
        let players = positions
            .dealt_in
            .iter()
            .map(|&(seat, player)| {
                let entry = self.entry(player);
                SeatSetup {
                    seat,
                    stack: entry.map_or(0, |e| e.chips),
                    name: entry.map(|e| e.name.clone()),
                }
            })
            .collect();
        let mut table_options = self.structure.table_options(level.number);
        table_options.killed = level.kill.is_some_and(|kill| {
            self.hands
                .iter()
                .rev()
                .find(|record| record.table == table)
                .is_some_and(|last| kills_the_pot(&last.result, kill.pot_above))
        });
        let limit = if table_options.killed {
            level.killed_limit()
        } else {
            level.limit()
        };
        Ok(HandSetup {
            players,
            button: positions.button,
            small_blind: positions.small_blind.map(|_| positions.small_blind_seat),
            big_blind: positions.big_blind,
            dead_small_blind: None,
            blinds: Blinds {
                small: level.small_blind,
                big: level.big_blind,
            },
            ante: level.ante,
            limit,
            smallest_chip: level.chips_in_play.first().copied().unwrap_or(1),
            two_left_in_event: self.players_left() == 2,
            variant: level.variant(),
            antes_matched: false,
            table: table_options,
        })
    }

    /// What the players' screen shows at `now`.
    pub fn display(&self, now: DateTime<Utc>) -> DisplayState {
        let clock = self.clock.view(now);
        let on_break = match self.schedule.period(clock.period).map(|p| &p.kind) {
            Some(PeriodKind::Break(spec)) => Some(spec.clone()),
            _ => None,
        };
        let level = self.schedule.level(clock.level_for_new_hands).cloned();
        let next_level = clock
            .next_level
            .and_then(|n| self.schedule.level(n))
            .cloned();
        let next_color_up = self
            .schedule
            .periods
            .iter()
            .skip_while(|p| p.reference() != clock.period)
            .skip(1)
            .find_map(|p| match &p.kind {
                PeriodKind::Break(spec) => Some(spec.color_up.clone()),
                PeriodKind::Level(_) => None,
            })
            .unwrap_or_default();
        let players_left = self.players_left();
        let average_stack = self
            .chips_in_play
            .checked_div(Chips::from(players_left))
            .unwrap_or(0);
        let average_stack_bb_tenths = level
            .as_ref()
            .and_then(|l| (average_stack * 10).checked_div(l.big_blind))
            .unwrap_or(0);
        DisplayState {
            title: self.name.clone(),
            clock,
            level,
            on_break,
            next_level,
            next_color_up,
            players_left,
            entries: self.field(),
            re_entries: self.purchases.re_entries,
            rebuys: self.purchases.rebuys,
            add_ons: self.purchases.add_ons,
            average_stack,
            average_stack_bb_tenths,
            prize_pool: self.prize_pool(),
            currency: self.structure.currency.clone(),
            payouts: self.payouts(),
            heads: self.biggest_heads(),
            satellite: self.satellite_progress(),
            deal: self.deal.as_ref().map(|deal| DealShown {
                shares: (deal.shares.iter())
                    .map(|share| {
                        let name = self.entry(share.player).map(|e| e.name.clone());
                        (name.unwrap_or_default(), share.amount)
                    })
                    .collect(),
                kept: deal.kept,
            }),
            announcement: self.announcement.clone(),
            hand_for_hand: self.clock.hand_for_hand().is_some(),
            moves: self.move_notices(now),
            alternates: self.alternates.iter().map(|a| a.name.clone()).collect(),
            seats_free: self.seats_free(),
            seating: self.seating_board(),
            layout: self.layout.clone(),
            offers: self.offers(now),
            day_ended: self.day_ended,
        }
    }

    /// Every player still in with their table and seat, by name (accents and case set aside).
    fn seating_board(&self) -> Vec<display::SeatShown> {
        let mut seating: Vec<display::SeatShown> = (self.seating().into_iter())
            .map(|(name, seat)| display::SeatShown {
                name,
                table: seat.table.0,
                seat: seat.seat,
            })
            .collect();
        seating.sort_by_cached_key(|seat| riffle_text::name_key(&seat.name));
        seating
    }

    /// The players moved in the last [`MOVES_SHOWN_FOR`], newest last.
    pub fn recent_moves(
        &self,
        now: DateTime<Utc>,
    ) -> impl Iterator<Item = &riffle_core::floor::Move> {
        self.moved
            .iter()
            .filter(move |(at, _)| now - *at <= MOVES_SHOWN_FOR)
            .map(|(_, m)| m)
    }

    /// The slips to print, one per player still in: the seats a pending break or final-table
    /// draw hands out (print, hand out, then carry out), else every move of the instruction
    /// carried out last (a whole break, not its last move; a balance waiting after it does not
    /// hide it).
    pub fn move_slips(&self) -> Vec<MoveSlip> {
        use riffle_core::floor::InstructionKind;
        let pending = (self.pending.as_ref())
            .filter(|i| i.kind != InstructionKind::Balance)
            .map(|i| i.moves.clone())
            .filter(|moves| !moves.is_empty());
        let moves = pending.unwrap_or_else(|| {
            let last = self.moved.last().map(|(at, _)| *at);
            let from = self.moved.iter().rposition(|(at, _)| Some(*at) != last);
            self.moved[from.map_or(0, |i| i + 1)..]
                .iter()
                .map(|(_, m)| m.clone())
                .collect()
        });
        self.slips(moves)
    }

    /// A slip a move of a player still in, named: what the move slips and the seat cards
    /// print (a player out since needs neither).
    fn slips(&self, moves: Vec<riffle_core::floor::Move>) -> Vec<MoveSlip> {
        moves
            .into_iter()
            .filter_map(|m| {
                let entry = self.entry(m.player).filter(|e| e.in_play())?;
                Some(MoveSlip {
                    name: entry.name.clone(),
                    from: m.from,
                    to: m.to,
                })
            })
            .collect()
    }

    /// Every player still in with the seat they hold: the seating list the desk prints.
    pub fn seating(&self) -> Vec<(String, riffle_core::floor::SeatRef)> {
        self.players_in()
            .filter_map(|entry| Some((entry.name.clone(), self.floor.seat_of(entry.id)?)))
            .collect()
    }

    /// The seat cards to print, one per player: the seats a pending instruction hands out, else
    /// those the last seating carried out (the draw, a late registration or re-entry, a break,
    /// a balancing move, the final table).
    pub fn seat_cards(&self) -> Vec<MoveSlip> {
        let pending = (self.pending.as_ref())
            .map(|i| i.moves.clone())
            .filter(|moves| !moves.is_empty());
        self.slips(pending.unwrap_or_else(|| self.last_seated.clone()))
    }

    /// What the players' screen lists: the break or move waiting, then the latest moves, newest
    /// first.
    fn move_notices(&self, now: DateTime<Utc>) -> Vec<MoveNotice> {
        use riffle_core::floor::{Basis, InstructionKind};
        let waiting: Vec<MoveNotice> = match self.pending.as_ref() {
            None => Vec::new(),
            Some(i) => match (&i.kind, &i.basis) {
                (InstructionKind::BreakTable { table }, _) => {
                    vec![MoveNotice::Breaking { table: table.0 }]
                }
                (InstructionKind::BreakTables { tables }, _) => tables
                    .iter()
                    .map(|table| MoveNotice::Breaking { table: table.0 })
                    .collect(),
                (InstructionKind::Balance, Some(Basis::Position(p))) => {
                    vec![MoveNotice::Waiting {
                        from: p.from.0,
                        to: p.to.0,
                    }]
                }
                (InstructionKind::Balance, _) => (i.moves.first())
                    .and_then(|m| {
                        Some(MoveNotice::Waiting {
                            from: m.from?.table.0,
                            to: m.to.table.0,
                        })
                    })
                    .into_iter()
                    .collect(),
                _ => Vec::new(),
            },
        };
        let moved = self.recent_moves(now).collect::<Vec<_>>();
        waiting
            .into_iter()
            .chain(moved.into_iter().rev().filter_map(|m| {
                Some(MoveNotice::Moved {
                    name: self.entry(m.player)?.name.clone(),
                    from: m.from?,
                    to: m.to,
                })
            }))
            .collect()
    }
}
