//! Why the tournament refused a command: one sentence for the TD, saying what is wrong and what
//! is allowed. A refused command changes nothing. The refusal keeps its data and the typed
//! reason of the layer that refused, and is worded in the TD's language only when shown.

use super::RebuildError;
use super::agreement::AgreementRefusal;
use super::chip_counts::CountRefusal;
use super::dealer_board::BoardRefusal;
use super::moved_in::MoveRefusal;
use super::namesakes::NamesakeRefusal;
use super::people::EntryRefusal;
use super::reinstate::ReinstateRefusal;
use super::repeats::RepeatRefusal;
use super::reports::ReportRefusal;
use riffle_core::betting::{Phase, ReplayError};
use riffle_core::clock::ClockError;
use riffle_core::floor::{FloorError, PlayerId, TableNo};
use riffle_core::house::HouseRulesError;
use riffle_core::standings::deal::DealError;
use riffle_core::structure::{Diagnostic, Sold};
use riffle_rules::RulingError;
use riffle_rules::penalties::PenaltyError;
use riffle_text::fill;
use riffle_text::{Lang, Say, group_digits};

/// A refused command: what is wrong, with its data, worded in the TD's language when shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuleError {
    Clock(ClockError),
    Floor(FloorError),
    Hand(ReplayError),
    Structure(StructureRefusal),
    HouseRules(HouseRulesError),
    AlreadyCreated,
    NoSuchPlayer(PlayerId),
    NotInPlay {
        name: String,
    },
    StillInPlay {
        name: String,
    },
    /// The entry was unregistered with a refund: it plays no more, and a player who comes back
    /// registers again as a new entry.
    Withdrawn {
        name: String,
    },
    /// A refund is for a player who never sat down: after the seat draw a player leaving is
    /// eliminated instead.
    UnregisterAfterDraw {
        name: String,
    },
    /// An entry carried from a flight was bought in that flight: nothing to refund here.
    UnregisterCarried {
        name: String,
    },
    EmptyName,
    /// A name with no letter or digit that shows: only zero-width or combining characters.
    NameWithoutLetter,
    EmptyTournamentName,
    /// A currency that is not three letters (ISO 4217: EUR, USD, SEK).
    BadCurrency {
        typed: String,
    },
    /// A name holding a line break, a tab, another control character or a text-direction mark:
    /// invisible on screen, it would make two names look alike or scramble a list or an export.
    NameHasHiddenCharacters,
    /// A name longer than a clock's line or a seat card can show.
    NameTooLong {
        length: usize,
        max: usize,
    },
    RegistrationClosed {
        level: u32,
        until: u32,
    },
    NoLateRegistration,
    NotOffered {
        what: BuyIn,
    },
    PurchaseClosed {
        what: BuyIn,
        until: u32,
        level: u32,
    },
    /// The structure has no price profile of that name for that purchase.
    NoSuchProfile {
        profile: String,
        what: Sold,
    },
    /// The price profile is not sold at the level played now.
    ProfileNotSoldNow {
        profile: String,
        from: Option<u32>,
        until: Option<u32>,
        level: u32,
    },
    PurchaseLimit {
        name: String,
        what: BuyIn,
        max: u32,
    },
    RebuyStackTooBig {
        name: String,
        chips: u64,
        limit: u64,
    },
    AddOnNotYet {
        at: u32,
        level: u32,
    },
    NobodyToSeat,
    /// A room of fewer than two seats.
    BadCapacity {
        seats: u32,
    },
    NoAlternate,
    DayNotEnded,
    DayAlreadyEnded,
    BagNumberMissing,
    /// A flight's player carried with no chips.
    NothingBagged {
        name: String,
    },
    CarryIntoStartedEvent,
    NoFlightSurvivor,
    NoSeatFree {
        in_play: u32,
        seats: u32,
    },
    NoSuchAlternate {
        alternate: u32,
        listed: usize,
    },
    AlreadyDrawn,
    NoSuchTable(TableNo),
    BadTableNumber(u32),
    NoPendingInstruction,
    NoBusts,
    /// The elimination would leave nobody in: the winner cannot be knocked out.
    NoWinnerLeft {
        left: u32,
    },
    /// A chip count of zero: the player is out, which is an elimination.
    NoChipsLeft {
        name: String,
    },
    /// A purchase whose chips would overflow the count of chips in play.
    TooManyChips {
        in_play: u64,
        stack: u64,
    },
    /// A command whose money (what the cashier collected, fees, bounties, the prize pool, the
    /// prizes) would add up to more than Riffle can count: refused, never wrapped or capped.
    MoneyOverflow,
    /// A chip count above every chip in play: no stack can hold it.
    ChipsAboveInPlay {
        name: String,
        chips: u64,
        in_play: u64,
    },
    ListedTwice {
        name: String,
    },
    StartingStacksNeeded,
    NotAtTable {
        name: String,
        table: TableNo,
        seat: u8,
    },
    /// The logged hand stopped short of awarding every pot; the phase says where it stands.
    HandNotFinished(Phase),
    HandSeats {
        name: String,
        given: u64,
        table: TableNo,
    },
    EmptyAnnouncement,
    /// Marked served, but no penalty of the player's is counting.
    NoPenaltyRunning {
        name: String,
    },
    NothingToUndo,
    NothingToRedo,
    BadGap(u8),
    Ruling(RulingError),
    ChoiceNeeded(usize),
    Penalty(PenaltyError),
    NoHandToRedeal(TableNo),
    Deal(DealError),
    DealAlreadyMade,
    DealNeedsTwo,
    /// A deal must include every player left.
    DealMisses {
        name: String,
    },
    /// A knocker still in, not out on the same hand, named once.
    BadKnocker {
        knocker: String,
        busted: String,
    },
    /// Only a player already out whose bounty nobody claimed can be given knockers afterwards.
    NoHeadToClaim {
        name: String,
    },
    NoKnockerNamed {
        busted: String,
    },
    /// The players left have all won seats.
    SatelliteOver {
        seats: u32,
    },
    Report(ReportRefusal),
    /// A report taken for a repeat, or one that cannot be taken back.
    Repeat(RepeatRefusal),
    /// A chip count the chips in play cannot make, or one far from the room's stacks.
    Count(CountRefusal),
    /// A name already in the event, not confirmed.
    Namesake(NamesakeRefusal),
    /// The players' screen layout asked for.
    Layout(crate::screen_layout::LayoutRefusal),
    /// A player who cannot be brought back.
    Reinstate(ReinstateRefusal),
    /// An entry played again while the person has a newer one: one live entry a person.
    OneEntry(EntryRefusal),
    /// A deal whose shares the players did not all agree.
    Agreement(AgreementRefusal),
    /// A balancing move recorded for a player the floor just moved in.
    Moves(MoveRefusal),
    /// The event sells no more entries: its limit is reached.
    EntryLimit(crate::entry_limit::LimitRefusal),
    /// The dealer board refused: a dealer without a name or twice, a plan leaving a table
    /// without a dealer.
    DealerBoard(BoardRefusal),
    PayoutsInTheMoney,
    PayoutsOutOfOrder {
        place: usize,
    },
    PayoutsNotSumming {
        total: u64,
        pool: u64,
    },
}

/// A purchase beyond the first buy-in that an event may offer, or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BuyIn {
    ReEntry,
    Rebuy,
    AddOn,
}

/// Why a blind structure cannot be used for this event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StructureRefusal {
    /// Once the clock has run, the TD adjusts the clock rather than the structure.
    ClockStarted,
    NotShipped {
        name: String,
        shipped: Vec<String>,
    },
    /// A script names a file that the command line reads before the tournament exists.
    FileNotRead {
        path: String,
    },
    /// A structure written in a script could not be written back as a file to be checked; the
    /// detail is the RON writer's own.
    Unwritable {
        detail: String,
    },
    /// The structure's checks refused it: every error found, in file order.
    Rejected(Vec<Diagnostic>),
    NoLevel,
    /// A level deals five-card draw from a deck that cannot serve a full table (seed 003).
    DeckTooSmall {
        cards: u8,
        most: usize,
        seats: u8,
    },
    /// The new event's floor settings do not hold under its house rules.
    Rebuild(RebuildError),
}

riffle_text::wraps!(RuleError: Clock(ClockError), Floor(FloorError), Hand(ReplayError), Structure(StructureRefusal), Deal(DealError), Report(ReportRefusal), Repeat(RepeatRefusal), Count(CountRefusal), Namesake(NamesakeRefusal), Layout(crate::screen_layout::LayoutRefusal), Reinstate(ReinstateRefusal), OneEntry(EntryRefusal), Agreement(AgreementRefusal), Moves(MoveRefusal), DealerBoard(BoardRefusal), EntryLimit(crate::entry_limit::LimitRefusal));

riffle_text::sentence_file!(fn words = "rule_errors.ron");

impl Say for RuleError {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            RuleError::Clock(error) => error.say(lang),
            RuleError::Floor(error) => error.say(lang),
            RuleError::Report(error) => error.say(lang),
            RuleError::Repeat(error) => error.say(lang),
            RuleError::Count(error) => error.say(lang),
            RuleError::Namesake(error) => error.say(lang),
            RuleError::Layout(error) => error.say(lang),
            RuleError::Reinstate(error) => error.say(lang),
            RuleError::OneEntry(error) => error.say(lang),
            RuleError::Agreement(error) => error.say(lang),
            RuleError::Moves(error) => error.say(lang),
            RuleError::DealerBoard(error) => error.say(lang),
            RuleError::EntryLimit(error) => error.say(lang),
            RuleError::Hand(error) => fill!(w, "HandNotLegal", cause = error.say(lang)),
            RuleError::Structure(refusal) => refusal.say(lang),
            RuleError::HouseRules(error) => error.say(lang),
            RuleError::Deal(error) => error.say(lang),
            RuleError::DealAlreadyMade => w.text("DealAlreadyMade").to_string(),
            RuleError::DealNeedsTwo => w.text("DealNeedsTwo").to_string(),
            RuleError::BadKnocker { knocker, busted } => fill!(w, "BadKnocker", knocker, busted),
            RuleError::NoHeadToClaim { name } => fill!(w, "NoHeadToClaim", name),
            RuleError::NoKnockerNamed { busted } => fill!(w, "NoKnockerNamed", busted),
            RuleError::PayoutsInTheMoney => w.text("PayoutsInTheMoney").to_string(),
            RuleError::PayoutsOutOfOrder { place } => {
                fill!(w, "PayoutsOutOfOrder", place, place2 = place - 1)
            }
            RuleError::PayoutsNotSumming { total, pool } => fill!(
                w,
                "PayoutsNotSumming",
                total = group_digits(*total, lang),
                pool = group_digits(*pool, lang)
            ),
            RuleError::SatelliteOver { seats } => fill!(w, "SatelliteOver", seats),
            RuleError::DealMisses { name } => fill!(w, "DealMisses", name),
            RuleError::AlreadyCreated => w.text("AlreadyCreated").to_string(),
            RuleError::NoSuchPlayer(player) => fill!(w, "NoSuchPlayer", number = player.0),
            RuleError::NotInPlay { name } => fill!(w, "NotInPlay", name),
            RuleError::StillInPlay { name } => fill!(w, "StillInPlay", name),
            RuleError::Withdrawn { name } => fill!(w, "Withdrawn", name),
            RuleError::UnregisterAfterDraw { name } => fill!(w, "UnregisterAfterDraw", name),
            RuleError::UnregisterCarried { name } => fill!(w, "UnregisterCarried", name),
            RuleError::EmptyName => w.text("EmptyName").to_string(),
            RuleError::NameWithoutLetter => w.text("NameWithoutLetter").to_string(),
            RuleError::EmptyTournamentName => w.text("EmptyTournamentName").to_string(),
            RuleError::BadCurrency { typed } => fill!(w, "BadCurrency", typed),
            RuleError::NameHasHiddenCharacters => w.text("NameHasHiddenCharacters").to_string(),
            RuleError::NameTooLong { length, max } => fill!(w, "NameTooLong", length, max),
            RuleError::RegistrationClosed { level, until } => {
                fill!(w, "RegistrationClosed", level, until)
            }
            RuleError::NoLateRegistration => w.text("NoLateRegistration").to_string(),
            RuleError::NotOffered {
                what: BuyIn::ReEntry,
            } => w.text("NoReEntry").to_string(),
            RuleError::NotOffered { what: BuyIn::Rebuy } => w.text("NoRebuy").to_string(),
            RuleError::NotOffered { what: BuyIn::AddOn } => w.text("NoAddOn").to_string(),
            RuleError::PurchaseClosed {
                what: BuyIn::ReEntry,
                until,
                level,
            } => fill!(w, "ReEntryClosed", until, level),
            RuleError::NoSuchProfile { profile, what } => {
                let what = match what {
                    Sold::Entry => w.text("SoldEntry"),
                    Sold::ReEntry => w.text("SoldReEntry"),
                    Sold::Rebuy => w.text("SoldRebuy"),
                    Sold::AddOn => w.text("SoldAddOn"),
                };
                fill!(w, "NoSuchProfile", profile, what)
            }
            RuleError::ProfileNotSoldNow {
                profile,
                from,
                until,
                level,
            } => {
                let from = from.unwrap_or(1);
                match until {
                    Some(until) => fill!(w, "ProfileNotSoldNow", profile, from, until, level),
                    None => fill!(w, "ProfileNotSoldYet", profile, from, level),
                }
            }
            RuleError::PurchaseClosed {
                what: BuyIn::Rebuy,
                until,
                level,
            } => fill!(w, "RebuysClosed", until, level),
            RuleError::PurchaseClosed {
                what: BuyIn::AddOn,
                until,
                level,
            } => fill!(w, "AddOnClosed", until, level),
            RuleError::PurchaseLimit {
                name,
                what: BuyIn::ReEntry,
                max,
            } => fill!(w, "ReEntryLimit" / *max, name, max),
            RuleError::PurchaseLimit {
                name,
                what: BuyIn::Rebuy,
                max,
            } => fill!(w, "RebuyLimit" / *max, name, max),
            RuleError::PurchaseLimit {
                name,
                what: BuyIn::AddOn,
                max,
            } => fill!(w, "AddOnLimit" / *max, name, max),
            RuleError::RebuyStackTooBig { name, chips, limit } => fill!(
                w,
                "RebuyStackTooBig",
                name,
                chips = group_digits(*chips, lang),
                limit = group_digits(*limit, lang)
            ),
            RuleError::AddOnNotYet { at, level } => fill!(w, "AddOnNotYet", at, level),
            RuleError::NobodyToSeat => w.text("NobodyToSeat").to_string(),
            RuleError::BadCapacity { seats } => fill!(w, "BadCapacity", seats),
            RuleError::NoAlternate => w.text("NoAlternate").to_string(),
            RuleError::DayNotEnded => w.text("DayNotEnded").to_string(),
            RuleError::DayAlreadyEnded => w.text("DayAlreadyEnded").to_string(),
            RuleError::BagNumberMissing => w.text("BagNumberMissing").to_string(),
            RuleError::NothingBagged { name } => fill!(w, "NothingBagged", name),
            RuleError::CarryIntoStartedEvent => w.text("CarryIntoStartedEvent").to_string(),
            RuleError::NoFlightSurvivor => w.text("NoFlightSurvivor").to_string(),
            RuleError::NoSeatFree { in_play, seats } => fill!(w, "NoSeatFree", in_play, seats),
            RuleError::NoSuchAlternate { alternate, listed } => {
                fill!(w, "NoSuchAlternate", alternate, listed)
            }
            RuleError::AlreadyDrawn => w.text("AlreadyDrawn").to_string(),
            RuleError::NoSuchTable(table) => fill!(w, "NoSuchTable", number = table.0),
            RuleError::BadTableNumber(number) => fill!(w, "BadTableNumber", number),
            RuleError::NoPendingInstruction => w.text("NoPendingInstruction").to_string(),
            RuleError::NoBusts => w.text("NoBusts").to_string(),
            RuleError::NoWinnerLeft { left: 0 | 1 } => w.text("OnlyTheWinnerLeft").to_string(),
            RuleError::NoWinnerLeft { left } => fill!(w, "NoWinnerLeft", left),
            RuleError::TooManyChips { in_play, stack } => fill!(
                w,
                "TooManyChips",
                stack = group_digits(*stack, lang),
                in_play = group_digits(*in_play, lang)
            ),
            RuleError::MoneyOverflow => {
                fill!(w, "MoneyOverflow", most = group_digits(u64::MAX, lang))
            }
            RuleError::NoChipsLeft { name } => fill!(w, "NoChipsLeft", name),
            RuleError::ChipsAboveInPlay {
                name,
                chips,
                in_play,
            } => fill!(
                w,
                "ChipsAboveInPlay",
                chips = group_digits(*chips, lang),
                name,
                in_play = group_digits(*in_play, lang)
            ),
            RuleError::ListedTwice { name } => fill!(w, "ListedTwice", name),
            RuleError::StartingStacksNeeded => w.text("StartingStacksNeeded").to_string(),
            RuleError::NotAtTable { name, table, seat } => {
                fill!(w, "NotAtTable", name, table = table.0, seat)
            }
            RuleError::HandNotFinished(phase) => {
                fill!(w, "HandNotFinished", cause = phase.say(lang))
            }
            RuleError::HandSeats { name, given, table } => fill!(
                w,
                "HandSeats",
                name,
                given = group_digits(*given, lang),
                table = table.0
            ),
            RuleError::NoPenaltyRunning { name } => fill!(w, "NoPenaltyRunning", name),
            RuleError::EmptyAnnouncement => w.text("EmptyAnnouncement").to_string(),
            RuleError::NothingToUndo => w.text("NothingToUndo").to_string(),
            RuleError::NothingToRedo => w.text("NothingToRedo").to_string(),
            RuleError::BadGap(gap) => fill!(w, "BadGap", gap),
            RuleError::Ruling(error) => error.say(lang),
            RuleError::ChoiceNeeded(count) => fill!(w, "ChoiceNeeded", count),
            RuleError::Penalty(error) => error.say(lang),
            RuleError::NoHandToRedeal(table) => fill!(w, "NoHandToRedeal", table = table.0),
        }
    }
}

impl Say for StructureRefusal {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            StructureRefusal::ClockStarted => w.text("ClockStarted").to_string(),
            StructureRefusal::NotShipped { name, shipped } => {
                fill!(w, "NotShipped", name, shipped = shipped.join(", "))
            }
            StructureRefusal::FileNotRead { path } => fill!(w, "FileNotRead", path),
            StructureRefusal::Unwritable { detail } => fill!(w, "Unwritable", detail),
            StructureRefusal::Rejected(errors) => {
                let separator = words(lang).text("Say");
                errors
                    .iter()
                    .map(|error| error.say(lang))
                    .collect::<Vec<_>>()
                    .join(separator)
            }
            StructureRefusal::NoLevel => w.text("NoLevel").to_string(),
            StructureRefusal::DeckTooSmall { cards, most, seats } => {
                fill!(w, "DeckTooSmall", cards, most, seats)
            }
            StructureRefusal::Rebuild(error) => error.say(lang),
        }
    }
}

riffle_text::worded!(RuleError, StructureRefusal);

#[cfg(test)]
mod wording {
    use super::*;
    use riffle_core::betting::{HandError, SetupError};

    /// The checks of a structure file that refuses it.
    fn diagnostics() -> Vec<Diagnostic> {
        riffle_core::structure::load("(", "broken.ron")
            .expect_err("an unfinished file is refused")
            .errors
    }

    /// One refusal of every kind (every structure refusal and every purchase too), checked by
    /// `listed` so that a new kind must be added here.
    fn every_variant() -> Vec<RuleError> {
        let table = TableNo(3);
        let mut errors = vec![
            RuleError::Clock(ClockError::NotStarted),
            RuleError::Floor(FloorError::NoPlayers),
            RuleError::Hand(ReplayError::Setup(SetupError::ZeroBigBlind)),
            RuleError::HouseRules(HouseRulesError::NoPreset),
            RuleError::AlreadyCreated,
            RuleError::NoSuchPlayer(PlayerId(12)),
            RuleError::NotInPlay {
                name: "Zoé".into()
            },
            RuleError::StillInPlay {
                name: "Zoé".into()
            },
            RuleError::Withdrawn {
                name: "Zoé".into()
            },
            RuleError::UnregisterAfterDraw {
                name: "Zoé".into()
            },
            RuleError::UnregisterCarried {
                name: "Zoé".into()
            },
            RuleError::EmptyName,
            RuleError::NameWithoutLetter,
            RuleError::EmptyTournamentName,
            RuleError::BadCurrency {
                typed: "euros".into(),
            },
            RuleError::NameHasHiddenCharacters,
            RuleError::NameTooLong {
                length: 71,
                max: 64,
            },
            RuleError::RegistrationClosed { level: 7, until: 6 },
            RuleError::NoLateRegistration,
            RuleError::RebuyStackTooBig {
                name: "Zoé".into(),
                chips: 25_000,
                limit: 20_000,
            },
            RuleError::AddOnNotYet { at: 6, level: 3 },
            RuleError::NobodyToSeat,
            RuleError::BadCapacity { seats: 1 },
            RuleError::NoAlternate,
            RuleError::DayNotEnded,
            RuleError::DayAlreadyEnded,
            RuleError::BagNumberMissing,
            RuleError::NothingBagged {
                name: "Zoé".into()
            },
            RuleError::CarryIntoStartedEvent,
            RuleError::NoFlightSurvivor,
            RuleError::NoSeatFree {
                in_play: 153,
                seats: 153,
            },
            RuleError::NoSuchAlternate {
                alternate: 4,
                listed: 3,
            },
            RuleError::AlreadyDrawn,
            RuleError::NoSuchTable(table),
            RuleError::BadTableNumber(0),
            RuleError::NoPendingInstruction,
            RuleError::NoBusts,
            RuleError::NoWinnerLeft { left: 1 },
            RuleError::NoWinnerLeft { left: 2 },
            RuleError::TooManyChips {
                in_play: 18_000_000_000_000_000_000,
                stack: 1_000_000_000_000_000_000,
            },
            RuleError::MoneyOverflow,
            RuleError::NoChipsLeft {
                name: "Zoé".into()
            },
            RuleError::ChipsAboveInPlay {
                name: "Zoé".into(),
                chips: 1_000_000,
                in_play: 90_000,
            },
            RuleError::ListedTwice {
                name: "Zoé".into()
            },
            RuleError::StartingStacksNeeded,
            RuleError::NotAtTable {
                name: "Zoé".into(),
                table,
                seat: 4,
            },
            RuleError::HandNotFinished(Phase::Award),
            RuleError::HandSeats {
                name: "Zoé".into(),
                given: 12_500,
                table,
            },
            RuleError::NoPenaltyRunning {
                name: "Zoé".into()
            },
            RuleError::EmptyAnnouncement,
            RuleError::NothingToUndo,
            RuleError::NothingToRedo,
            RuleError::BadGap(0),
            RuleError::Ruling(RulingError::NoReason),
            RuleError::ChoiceNeeded(3),
            RuleError::Penalty(PenaltyError::ZeroLength),
            RuleError::NoHandToRedeal(table),
            RuleError::Deal(DealError::NoPlayers),
            RuleError::DealAlreadyMade,
            RuleError::DealNeedsTwo,
            RuleError::DealMisses {
                name: "Zoé".into()
            },
            RuleError::Report(ReportRefusal::NoReason),
            RuleError::Repeat(RepeatRefusal::HandJustReported {
                table,
                seconds: 2,
                hand: 14,
            }),
            RuleError::Repeat(RepeatRefusal::NothingToTakeBack { table }),
            RuleError::Count(CountRefusal::NotMadeOfChips {
                name: "Zoé".into(),
                chips: 315,
                smallest: 25,
            }),
            RuleError::Count(CountRefusal::UnderOneBigBlind {
                name: "Zoé".into(),
                chips: 315,
                big_blind: 400,
            }),
            RuleError::Namesake(NamesakeRefusal::AlreadyRegistered {
                name: "eloise martin".into(),
                existing: "Éloïse Martin".into(),
            }),
            RuleError::Layout(crate::screen_layout::LayoutRefusal::BadName {
                name: "../salle".into(),
            }),
            RuleError::Layout(crate::screen_layout::LayoutRefusal::AlreadyShown {
                name: "big-clock".into(),
            }),
            RuleError::Reinstate(ReinstateRefusal::NotOut {
                name: "Zoé".into()
            }),
            RuleError::Reinstate(ReinstateRefusal::NoReason),
            RuleError::OneEntry(EntryRefusal::AlreadyBackIn {
                name: "Zoé".into(),
                entry: 151,
                seat: Some((1, 1)),
            }),
            RuleError::Agreement(AgreementRefusal::NotAgreed {
                name: "Zoé".into(),
                amount: 12_500,
            }),
            RuleError::Moves(MoveRefusal::NotYetPlayed {
                name: "Zoé".into(),
                table: 4,
            }),
            RuleError::DealerBoard(BoardRefusal::NoName),
            RuleError::DealerBoard(BoardRefusal::AlreadyIn { name: "Ana".into() }),
            RuleError::DealerBoard(BoardRefusal::Plan(
                riffle_core::dealers::PlanRefusal::Uncovered { table: TableNo(4) },
            )),
            RuleError::Count(CountRefusal::OverAverages {
                name: "Zoé".into(),
                chips: 315_000,
                average: 31_500,
            }),
            RuleError::BadKnocker {
                knocker: "Zoé".into(),
                busted: "Léo".into(),
            },
            RuleError::NoHeadToClaim {
                name: "Zoé".into()
            },
            RuleError::NoKnockerNamed {
                busted: "Léo".into(),
            },
            RuleError::SatelliteOver { seats: 3 },
            RuleError::PayoutsInTheMoney,
            RuleError::PayoutsOutOfOrder { place: 2 },
            RuleError::PayoutsNotSumming {
                total: 900,
                pool: 1_000,
            },
        ];
        for what in [Sold::Entry, Sold::ReEntry, Sold::Rebuy, Sold::AddOn] {
            errors.push(RuleError::NoSuchProfile {
                profile: "Early bird".into(),
                what,
            });
        }
        for until in [Some(4), None] {
            errors.push(RuleError::ProfileNotSoldNow {
                profile: "Late".into(),
                from: Some(6),
                until,
                level: 2,
            });
        }
        for what in [BuyIn::ReEntry, BuyIn::Rebuy, BuyIn::AddOn] {
            listed_buy_in(what);
            errors.push(RuleError::NotOffered { what });
            errors.push(RuleError::PurchaseClosed {
                what,
                until: 6,
                level: 8,
            });
            for max in [1, 2] {
                errors.push(RuleError::PurchaseLimit {
                    name: "Zoé".into(),
                    what,
                    max,
                });
            }
        }
        for refusal in every_structure_refusal() {
            errors.push(RuleError::Structure(refusal));
        }
        errors
    }

    fn every_structure_refusal() -> Vec<StructureRefusal> {
        vec![
            StructureRefusal::ClockStarted,
            StructureRefusal::NotShipped {
                name: "turbo".into(),
                shipped: vec!["deepstack".into(), "hyper".into()],
            },
            StructureRefusal::FileNotRead {
                path: "levels.ron".into(),
            },
            StructureRefusal::Unwritable {
                detail: "the level has no field".into(),
            },
            StructureRefusal::Rejected(diagnostics()),
            StructureRefusal::NoLevel,
            StructureRefusal::DeckTooSmall {
                cards: 32,
                most: 4,
                seats: 9,
            },
            StructureRefusal::Rebuild(RebuildError::Floor(FloorError::SeatCount { seats: 11 })),
        ]
    }

    fn listed_buy_in(what: BuyIn) {
        match what {
            BuyIn::ReEntry | BuyIn::Rebuy | BuyIn::AddOn => {}
        }
    }

    fn listed(error: &RuleError) {
        match error {
            RuleError::Clock(_)
            | RuleError::Floor(_)
            | RuleError::Hand(_)
            | RuleError::Structure(
                StructureRefusal::ClockStarted
                | StructureRefusal::NotShipped { .. }
                | StructureRefusal::FileNotRead { .. }
                | StructureRefusal::Unwritable { .. }
                | StructureRefusal::Rejected(_)
                | StructureRefusal::NoLevel
                | StructureRefusal::DeckTooSmall { .. }
                | StructureRefusal::Rebuild(_),
            )
            | RuleError::HouseRules(_)
            | RuleError::AlreadyCreated
            | RuleError::NoSuchPlayer(_)
            | RuleError::NotInPlay { .. }
            | RuleError::StillInPlay { .. }
            | RuleError::Withdrawn { .. }
            | RuleError::UnregisterAfterDraw { .. }
            | RuleError::UnregisterCarried { .. }
            | RuleError::EmptyName
            | RuleError::NameWithoutLetter
            | RuleError::EmptyTournamentName
            | RuleError::BadCurrency { .. }
            | RuleError::NameHasHiddenCharacters
            | RuleError::NameTooLong { .. }
            | RuleError::RegistrationClosed { .. }
            | RuleError::NoLateRegistration
            | RuleError::NotOffered { .. }
            | RuleError::PurchaseClosed { .. }
            | RuleError::NoSuchProfile { .. }
            | RuleError::ProfileNotSoldNow { .. }
            | RuleError::PurchaseLimit { .. }
            | RuleError::RebuyStackTooBig { .. }
            | RuleError::AddOnNotYet { .. }
            | RuleError::NobodyToSeat
            | RuleError::BadCapacity { .. }
            | RuleError::NoAlternate
            | RuleError::DayNotEnded
            | RuleError::DayAlreadyEnded
            | RuleError::BagNumberMissing
            | RuleError::NothingBagged { .. }
            | RuleError::CarryIntoStartedEvent
            | RuleError::NoFlightSurvivor
            | RuleError::NoSeatFree { .. }
            | RuleError::NoSuchAlternate { .. }
            | RuleError::AlreadyDrawn
            | RuleError::NoSuchTable(_)
            | RuleError::BadTableNumber(_)
            | RuleError::NoPendingInstruction
            | RuleError::NoBusts
            | RuleError::NoWinnerLeft { .. }
            | RuleError::TooManyChips { .. }
            | RuleError::MoneyOverflow
            | RuleError::NoChipsLeft { .. }
            | RuleError::ChipsAboveInPlay { .. }
            | RuleError::ListedTwice { .. }
            | RuleError::StartingStacksNeeded
            | RuleError::NotAtTable { .. }
            | RuleError::HandNotFinished(_)
            | RuleError::HandSeats { .. }
            | RuleError::NoPenaltyRunning { .. }
            | RuleError::EmptyAnnouncement
            | RuleError::NothingToUndo
            | RuleError::NothingToRedo
            | RuleError::BadGap(_)
            | RuleError::Ruling(_)
            | RuleError::ChoiceNeeded(_)
            | RuleError::Penalty(_)
            | RuleError::NoHandToRedeal(_)
            | RuleError::Deal(_)
            | RuleError::DealAlreadyMade
            | RuleError::DealNeedsTwo
            | RuleError::DealMisses { .. }
            | RuleError::BadKnocker { .. }
            | RuleError::NoHeadToClaim { .. }
            | RuleError::NoKnockerNamed { .. }
            | RuleError::SatelliteOver { .. }
            | RuleError::Report(_)
            | RuleError::Repeat(_)
            | RuleError::Count(_)
            | RuleError::Namesake(_)
            | RuleError::Layout(_)
            | RuleError::Reinstate(_)
            | RuleError::OneEntry(_)
            | RuleError::Agreement(_)
            | RuleError::Moves(_)
            | RuleError::DealerBoard(_)
            | RuleError::EntryLimit(_)
            | RuleError::PayoutsInTheMoney
            | RuleError::PayoutsOutOfOrder { .. }
            | RuleError::PayoutsNotSumming { .. } => {}
        }
    }

    /// The wording of a refusal that another layer gave, when the tournament only passes it on.
    fn passed_on(error: &RuleError, lang: Lang) -> Option<String> {
        match error {
            RuleError::Clock(inner) => Some(inner.say(lang)),
            RuleError::Floor(inner) => Some(inner.say(lang)),
            RuleError::HouseRules(inner) => Some(inner.say(lang)),
            RuleError::Ruling(inner) => Some(inner.say(lang)),
            RuleError::Penalty(inner) => Some(inner.say(lang)),
            RuleError::Deal(inner) => Some(inner.say(lang)),
            RuleError::Report(inner) => Some(inner.say(lang)),
            RuleError::Structure(StructureRefusal::Rejected(found)) => Some(
                found
                    .iter()
                    .map(|d| d.say(lang))
                    .collect::<Vec<_>>()
                    .join(if lang == Lang::En { "; " } else { "\u{a0}; " }),
            ),
            RuleError::Structure(StructureRefusal::Rebuild(inner)) => Some(inner.say(lang)),
            _ => None,
        }
    }

    #[test]
    fn every_tournament_refusal_is_worded_in_french() {
        for error in every_variant() {
            listed(&error);
            let (en, fr) = (error.say(Lang::En), error.say(Lang::Fr));
            assert_eq!(en, error.to_string());
            assert!(!fr.is_empty(), "{en}");
            if passed_on(&error, Lang::En).is_none() {
                assert_ne!(fr, en);
            }
        }
    }

    #[test]
    fn a_refusal_of_another_layer_keeps_that_layers_words_in_both_languages() {
        for error in every_variant() {
            for lang in [Lang::En, Lang::Fr] {
                if let Some(inner) = passed_on(&error, lang) {
                    assert_eq!(error.say(lang), inner);
                }
            }
        }
    }

    #[test]
    fn a_refused_hand_is_explained_in_one_language_from_start_to_end() {
        let error = RuleError::Hand(ReplayError::Step {
            step: 4,
            error: HandError::Folded { seat: 3 },
        });
        assert_eq!(
            error.to_string(),
            "the logged hand is not legal play: step 4 of the hand: seat 3 folded and has no hand"
        );
        assert_eq!(
            error.say(Lang::Fr),
            "la main enregistrée ne suit pas les règles du jeu\u{a0}: étape 4 de la main\u{a0}: \
             le siège 3 s'est couché et n'a plus de main"
        );
    }

    #[test]
    fn purchase_limits_count_in_each_language() {
        let limit = |max| RuleError::PurchaseLimit {
            name: "Zoé".into(),
            what: BuyIn::Rebuy,
            max,
        };
        assert_eq!(
            limit(1).to_string(),
            "Zoé has reached the limit of 1 rebuy a player"
        );
        assert_eq!(
            limit(2).to_string(),
            "Zoé has reached the limit of 2 rebuys a player"
        );
        assert_eq!(
            limit(2).say(Lang::Fr),
            "Zoé a atteint la limite de 2 recaves par joueur"
        );
        assert_eq!(
            RuleError::RebuyStackTooBig {
                name: "Zoé".into(),
                chips: 25_000,
                limit: 20_000,
            }
            .say(Lang::Fr),
            "Zoé a 25\u{202f}000 jetons\u{a0}; la recave n'est permise qu'à 20\u{202f}000 jetons ou moins"
        );
    }
}
