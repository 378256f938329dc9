//! Commands: everything a TD asks of the tournament. The UI's buttons and the lines of a
//! `riffle script` file are the same values, so a script can do anything the TD can.

use riffle_core::Chips;
use riffle_core::betting::LoggedHand;
use riffle_core::floor::{BreakOrder, PlayerId, Reporter};
use riffle_core::structure::{Money, Purchases, Structure};
use riffle_rules::disputes::Case;
use riffle_rules::penalties::{Fault, Step};
use riffle_text::fill;
use riffle_text::{Lang, Say};
use serde::{Deserialize, Serialize};

/// A misspelled or extra field in a script line is refused, never skipped: a skipped field
/// would run the command without what the TD meant it to say.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Command {
    /// Sets up a new event; only as the first command of a tournament.
    Create(Setup),

    /// Replaces the blind structure, while the clock has not started (an organiser's late
    /// change); entries already sold keep their count, at the new prices.
    SetStructure {
        structure: StructureSource,
    },
    /// Runs the event under another house-rule preset from now on; rulings already made keep
    /// the preset they were made under.
    SetHouseRules {
        preset: String,
    },

    // Registration and money
    /// A new player buys in. After the seat draw the player is drawn a seat at once (TDA 8).
    Register {
        name: String,
        #[serde(default)]
        notes: Option<String>,
        /// Registers a name already in the event: the sender was asked and it is someone else
        /// (see [`crate::namesakes`]).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        confirmed: bool,
        /// The price profile it is sold at (the structure's `profiles`); the structure's own
        /// price when none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        profile: Option<String>,
    },
    /// How many players the room seats at once; registrations beyond it go to the alternates'
    /// list and are seated in order as seats free up. `None`: as many as come.
    SetCapacity {
        seats: Option<u32>,
    },
    /// The most entries the event sells, first entries and re-entries together (a festival's
    /// cap): past it the desk is refused with the limit named. `None`: as many as come.
    SetEntryLimit {
        entries: Option<u32>,
    },
    /// Seats the first player on the alternates' list, now that a seat is free: the entry is
    /// bought and drawn a seat as a late registration is.
    SeatAlternate,
    /// Takes a player off the alternates' list (gone home, or did not answer the call); the
    /// number is the place on the list, from 1.
    DropAlternate {
        alternate: u32,
    },
    /// Play stops for the day (a flight's end, or the end of a day): the clock stops and the
    /// players left bag their chips.
    EndDay,
    /// A player's end-of-day count, and the bag the chips go in (its number or label).
    BagChips {
        player: PlayerId,
        chips: Chips,
        bag: String,
    },
    /// Starts this day from the flights before it: their players who bagged, with their chips,
    /// and everything the flights sold, in the prize pool. Only in a new tournament, before
    /// anyone registers; the seat draw then spreads the stacks over the tables.
    CarryFlights {
        flights: Vec<Flight>,
        #[serde(default)]
        keep: Carry,
    },
    /// A busted player buys in again as a new entry (re-entry events).
    ReEnter {
        player: PlayerId,
        /// The price profile it is sold at (the structure's `profiles`); the structure's own
        /// price when none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        profile: Option<String>,
    },
    /// A player still in buys more chips (rebuy events).
    Rebuy {
        player: PlayerId,
        /// The price profile it is sold at (the structure's `profiles`); the structure's own
        /// price when none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        profile: Option<String>,
    },
    /// The add-on offered to every player at the end of the rebuy period.
    AddOn {
        player: PlayerId,
        /// The price profile it is sold at (the structure's `profiles`); the structure's own
        /// price when none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        profile: Option<String>,
    },
    /// The players left agree a deal: an amount each (a chip-chop, an ICM split or their own),
    /// adding up to the prizes left less an amount kept to play for, each share agreed by its
    /// player (refused otherwise). One per event.
    AgreeDeal {
        shares: Vec<Share>,
        #[serde(default)]
        kept: Money,
    },
    /// The TD's own prizes by place, first place first, replacing the structure's for the
    /// pool as it is now; before the money only, adding up to the pool. Empty: the structure's
    /// again. `kept`: what of the pool the house keeps or adds to a fund, paid to no place
    /// (the prizes and it add up to the pool).
    SetPayouts {
        prizes: Vec<Money>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kept: Option<crate::Kept>,
    },
    /// The event's details for its results sheet (venue, country, currency, whether it counts
    /// in the rankings), replacing those set before.
    SetEventDetails {
        details: crate::event_details::EventDetails,
    },
    /// The TD's private notes on a player (never on the players' screen).
    SetNotes {
        player: PlayerId,
        notes: Option<String>,
    },
    /// Corrects a player's name as registered (a misspelling caught at the table, the name
    /// the player goes by); the entry, its seat, chips and history stay as they are.
    Rename {
        player: PlayerId,
        name: String,
    },

    /// Takes back a registration before the seat draw: the player leaves with the money paid
    /// back (the entry and any rebuys or add-ons), and the first alternate, if any, gets the
    /// place. The entry keeps its number and counts nowhere. After the draw a player who
    /// leaves is eliminated instead.
    Unregister {
        player: PlayerId,
    },

    // The floor
    /// Adds tables to the room, by the numbers the room gives them.
    OpenTables {
        tables: Vec<u32>,
    },
    /// Draws the seats of everyone registered (TDA 7) and the button at every table. Opens as
    /// many tables as needed, numbered from 1, if none were opened.
    DrawSeats,
    /// A hand was dealt at a table: the button and blinds move on (TDA 32, 34). A re-deal after a
    /// misdeal is the same hand again: the button stays and a penalty hand counts once (35C).
    DealHand {
        table: u32,
        #[serde(default)]
        redeal: bool,
        /// Who reported it: the TD's click, or a dealer's device on the venue network.
        #[serde(default)]
        by: Reporter,
        /// A device confirms a second hand within seconds of the last one at the table (see
        /// [`crate::repeats`]): without it the report is taken for a double tap and refused.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        confirmed: bool,
    },
    /// Takes back the last hand reported at a table, reported by mistake, while nothing else
    /// happened since: that report is undone and every later command stays.
    TakeBackHand {
        table: u32,
    },
    /// "The button is on seat 6 at table 4": where the button is in the hand being played, as
    /// the TD or a floor person sees it. The floor knows the button again from here on.
    GiveButton {
        table: u32,
        seat: u8,
    },
    /// Who moved for the pending balancing move, and to which seat: the way to carry out a
    /// move the floor could only describe by position (TDA 11).
    CompleteMove {
        player: PlayerId,
        table: u32,
        seat: u8,
    },
    /// The TD sets a table's first button (instead of the drawn one).
    SetButton {
        table: u32,
        seat: u8,
    },
    /// A hand was dealt with the button on the wrong seat and substantial action happened: it
    /// stands and the next hands move on from it (TDA 34A).
    CorrectButton {
        table: u32,
        button: u8,
    },
    /// Carries out the floor's pending instruction as planned.
    AcceptInstruction,
    /// Carries out the pending instruction with one player sent to another seat; the reason is
    /// kept.
    OverrideInstruction {
        player: PlayerId,
        table: u32,
        seat: u8,
        reason: String,
    },
    /// Seats a player by hand: a player in the wrong seat (TDA 7), a special need.
    AssignSeat {
        player: PlayerId,
        table: u32,
        seat: u8,
        reason: String,
    },
    CloseSeat {
        table: u32,
        seat: u8,
    },
    ReopenSeat {
        table: u32,
        seat: u8,
    },
    /// The order in which tables break (TDA 10), as the organiser sets it: by number, a listed
    /// order, or the last opened first.
    /// "Break this table now": the TD breaks a table ahead of the break order (TDA 10); its
    /// players draw their new seats at once.
    BreakTable {
        table: u32,
    },
    SetBreakOrder {
        order: BreakOrder,
    },
    /// The balancing gap: tables are balanced when they differ by this many players.
    SetGap {
        gap: u8,
    },

    // Chips and eliminations
    /// The players who busted on one hand, with the chips each started the hand with when
    /// several bust together (the bigger stack places higher; equal stacks share).
    Eliminate {
        busts: Vec<Bust>,
        /// The hand was in progress when hand-for-hand was announced (TDA RP-8A).
        #[serde(default)]
        on_hand_for_hand_announcement: bool,
    },
    /// Brings back a player eliminated by mistake without undoing what came after: the places
    /// and prizes of the players out are computed again, the player drawn a seat, the reason
    /// kept.
    Reinstate {
        player: PlayerId,
        reason: String,
    },
    /// A chip count: the TD sets what a player has.
    SetChips {
        player: PlayerId,
        chips: Chips,
        /// Keeps a count far from the room's stacks once the device is asked (see
        /// [`crate::chip_counts`]).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        confirmed: bool,
    },
    /// A logged hand, applied to the tournament: stacks, eliminations, the button.
    LogHand {
        table: u32,
        hand: LoggedHand,
    },

    // The clock
    StartClock,
    PauseClock,
    ResumeClock,
    AddTime {
        seconds: u32,
    },
    RemoveTime {
        seconds: u32,
    },
    JumpToLevel {
        level: u32,
    },
    NextPeriod,
    PreviousPeriod,
    StartHandForHand,
    /// Every table finished the current hand-for-hand hand (RP-8: the clock loses the
    /// structure's minutes per hand).
    HandForHandCompleted,
    /// Hand-for-hand: one table finished the current hand. Once every table that deals has,
    /// the hand is completed (RP-8), with no other click.
    TableFinishedHand {
        table: u32,
        /// Who reported it: the TD's click, or a dealer's device on the venue network.
        #[serde(default)]
        by: Reporter,
        /// A device confirms the table finished a second hand within seconds of its last report
        /// (see [`crate::repeats`]): without it the report is taken for a double tap and refused.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        confirmed: bool,
    },
    EndHandForHand,

    // Rulings and penalties
    /// A dispute ruled: the case as the TD filled it in, and, when the rules leave it to the TD,
    /// the outcome chosen (counted from 1) and why. Recorded only once the ruling is complete.
    Rule {
        case: Box<Case>,
        #[serde(default)]
        table: Option<u32>,
        #[serde(default)]
        players: Vec<PlayerId>,
        #[serde(default)]
        choice: Option<TdChoiceInput>,
    },
    /// A penalty: the fault, and the step if the TD departs from the ladder's suggestion (a
    /// reason is then required). Given during a hand, it starts with the next one.
    Penalize {
        player: PlayerId,
        fault: Fault,
        #[serde(default)]
        step: Option<Step>,
        #[serde(default)]
        reason: Option<String>,
        #[serde(default)]
        hand_in_progress: bool,
    },
    /// The floor confirms a player is back from a missed-hands penalty, where the table's hands
    /// are not reported and the countdown is only an estimate: the player plays the next hand.
    PenaltyServed {
        player: PlayerId,
    },

    // Reports from the tables (a dealer's phone)
    /// A dealer calls the floor to a table, saying why.
    CallFloor {
        table: u32,
        reason: String,
    },
    /// A dealer reports the player at a seat busted; nobody is out until it is confirmed.
    ReportBust {
        table: u32,
        seat: u8,
    },
    /// The floor answered a call, or found a reported bust was not one.
    CloseReport {
        report: u32,
    },
    /// The floor or the TD confirms a reported bust: the player is out, placed and paid as an
    /// elimination entered by the TD.
    ConfirmBust {
        report: u32,
    },
    /// The TD names who knocked out a player already out whose bounty nobody claimed (a bust a
    /// dealer reported names the seat, not the winner of the pot); the head is paid then.
    NameKnockers {
        player: PlayerId,
        by: Vec<PlayerId>,
    },

    // The dealer board
    /// A dealer starts their shift: on the board, ready for the rotation plan.
    CheckInDealer {
        name: String,
    },
    /// A dealer's shift ends: off the board. Refused while the plan in force has them, so no
    /// table loses its dealer.
    CheckOutDealer {
        name: String,
    },
    /// The dealers' rotation: a push every `push_minutes`, string by string (each string's
    /// dealers beyond its tables relieve them). Refused when a table would have no dealer.
    SetDealerPlan {
        push_minutes: u32,
        strings: Vec<riffle_core::dealers::DealerString>,
    },

    // The players' screen
    Announce {
        text: String,
    },
    ClearAnnouncement,
    /// The layout every players' screen shows, by its file name without `.ron` (a shipped
    /// layout or one in the tournament's folder; the window and the venue server check that it
    /// exists and loads before asking).
    ShowLayout {
        name: String,
    },

    // History
    /// Takes back the last command still in effect; the history keeps both.
    Undo,
    /// Puts back the last undone command, if nothing was done since.
    Redo,
}

/// One flight's end of day, carried into the day that combines the flights.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Flight {
    /// "Day 1A".
    pub name: String,
    /// What the flight sold: it pays into the combined prize pool and counts in the field.
    pub purchases: Purchases,
    pub bagged: Vec<Bagged>,
}

/// A player who bagged chips at the end of a flight.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bagged {
    pub name: String,
    pub chips: Chips,
    #[serde(default)]
    pub bag: Option<String>,
}

/// Which stack carries for a player who bagged in more than one flight (the house's rule).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Carry {
    /// The biggest stack.
    #[default]
    Best,
    /// The stack of the last flight played.
    Latest,
}

/// A player's amount in a deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Share {
    pub player: PlayerId,
    pub amount: Money,
    /// The chips counted for the deal, which become the player's count; by default the last
    /// count the tournament has.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chips: Option<Chips>,
    /// The player agreed to this amount, asked by name: a deal is the players', so a share
    /// not agreed refuses the deal.
    #[serde(default)]
    pub agreed: bool,
}

/// The TD's pick among the outcomes a ruling offers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TdChoiceInput {
    /// The outcome, counted from 1 in the order the ruling lists them.
    pub outcome: usize,
    pub reason: String,
}

/// The facts of a new event.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    pub name: String,
    #[serde(default)]
    pub structure: StructureSource,
    /// A house-rule preset by name ("TDA-2024", "Seed-FR"); by default the structure's.
    #[serde(default)]
    pub house_rules: Option<String>,
    /// Seats per table.
    #[serde(default = "nine")]
    pub seats_per_table: u8,
}

fn nine() -> u8 {
    9
}

/// Where the blind structure comes from.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub enum StructureSource {
    /// The structure built into the app.
    #[default]
    BuiltIn,
    /// One of the structures shipped with the app, by file name ("deep-stack").
    Shipped(String),
    /// A structure file; the caller reads it and passes it on as `Inline` (files are read by
    /// the store, never by the tournament).
    File(String),
    Inline(Box<Structure>),
}

/// One player who busted on a hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Bust {
    pub player: PlayerId,
    /// Chips at the start of the hand; needed only when several players bust together.
    #[serde(default)]
    pub starting_stack: Option<Chips>,
    /// Who knocked the player out, in a bounty event: the winner of the pot, or the players
    /// who split it (the head is then split between them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub by: Vec<PlayerId>,
}

/// Where a script went wrong, so its author can fix it in a text editor.
/// The message is the RON reader's own words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptError {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl Say for ScriptError {
    fn say(&self, lang: Lang) -> String {
        let ScriptError {
            file,
            line,
            column,
            message,
        } = self;
        fill!(words(lang), "Say", file, line, column, message)
    }
}

riffle_text::worded!(ScriptError);

/// Reads a script: a RON list of commands, e.g. `[Register(name: "Ann"), DrawSeats]`.
/// `Some(...)` may be left out around optional values, and `Create(name: ...)` holds the
/// setup's fields directly.
pub fn parse_script(text: &str, file: &str) -> Result<Vec<Command>, ScriptError> {
    use ron::extensions::Extensions;
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
        .from_str(text)
        .map_err(|error| ScriptError {
            file: file.to_string(),
            line: error.span.start.line,
            column: error.span.start.col,
            message: error.code.to_string(),
        })
}

#[cfg(test)]
mod wording {
    use super::*;

    #[test]
    fn a_script_command_with_an_unknown_field_is_refused() {
        let error = parse_script(r#"[Register(name: "Ann", nickname: "Annie")]"#, "night.ron")
            .expect_err("nickname is no field of Register");
        assert!(error.to_string().contains("nickname"), "{error}");
        let error = parse_script(
            r#"[Eliminate(busts: [(player: 1, stack: 5)], on_hand_for_hand_announcement: false)]"#,
            "night.ron",
        )
        .expect_err("stack is no field of a bust");
        assert!(error.to_string().contains("stack"), "{error}");
    }

    #[test]
    fn a_script_error_points_at_its_line_in_both_languages() {
        let error =
            parse_script("[Register(name: )]", "night.ron").expect_err("a name is required");
        assert_eq!(error.say(Lang::En), error.to_string());
        assert!(error.to_string().starts_with("night.ron:1:"));
        assert!(
            error
                .say(Lang::Fr)
                .starts_with("night.ron, ligne 1, colonne ")
        );
    }
}

riffle_text::sentence_file!(fn words = "commands.ron");
