//! What each command did, as the facts of the moment (the names as they were then, the
//! numbers), kept in the history and put into words only where it is shown: the window's
//! history and undo button, exports and journal views read it in the TD's language. A history
//! saved before the facts were kept holds its two sentences instead, shown as they were.

use crate::ClockOperation;
use riffle_core::floor::{Instruction, PlayerId};
use riffle_core::structure::Money;
use riffle_rules::penalties::Penalty;
use riffle_text::{Lang, Say, Text, fill};
use serde::{Deserialize, Serialize};

riffle_text::sentence_file!(fn words = "history.ron");

/// One command's line in the history: the facts, or the sentences an older history stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Summary {
    Done(Done),
    /// Both sentences as a version that wrote words into the history saved them.
    Written {
        en: String,
        fr: String,
    },
}

impl Say for Summary {
    fn say(&self, lang: Lang) -> String {
        match self {
            Summary::Done(done) => done.say(lang),
            Summary::Written { en, fr } => Text::new(en.clone(), fr.clone()).say(lang),
        }
    }
}

/// What a command did, by the event that says what it was for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Done {
    Nothing,
    Created {
        name: String,
    },
    StructureSet {
        name: String,
    },
    HouseRulesSet {
        preset: String,
    },
    Registered {
        name: String,
    },
    ReEntered {
        name: String,
    },
    Carried {
        name: String,
    },
    Rebuy {
        name: String,
    },
    AddOn {
        name: String,
    },
    NotesSet {
        name: String,
    },
    Renamed {
        from: String,
        to: String,
    },
    Unregistered {
        name: String,
        refund: Money,
    },
    TablesOpened {
        tables: Vec<u32>,
    },
    SeatDraw,
    /// A floor instruction, with the names of the players its sentence calls by name.
    Instruction {
        instruction: Box<Instruction>,
        names: Vec<(PlayerId, String)>,
    },
    FloorPlan,
    ButtonSet {
        table: u32,
        seat: u8,
    },
    ButtonGiven {
        table: u32,
        seat: u8,
    },
    HandDealt {
        table: u32,
        redeal: bool,
    },
    ButtonCorrected {
        table: u32,
        seat: u8,
    },
    SeatClosed {
        table: u32,
        seat: u8,
    },
    SeatReopened {
        table: u32,
        seat: u8,
    },
    BreakOrderSet,
    GapSet {
        gap: u8,
    },
    Eliminated {
        names: Vec<String>,
    },
    ChipsSet {
        name: String,
        chips: u64,
    },
    Reinstated {
        name: String,
        reason: String,
    },
    HandLogged {
        table: u32,
    },
    Clock(ClockOperation),
    TableFinishedHand {
        table: u32,
    },
    DayEnded,
    ChipsBagged {
        name: String,
        chips: u64,
        bag: String,
    },
    FlightsCarried {
        flights: Vec<String>,
    },
    Capacity {
        seats: Option<u32>,
    },
    EntryLimit {
        entries: Option<u32>,
    },
    AlternateListed {
        name: String,
    },
    AlternateCalled {
        name: String,
    },
    AlternateDropped {
        name: String,
    },
    Announced {
        text: Option<String>,
    },
    LayoutShown {
        name: String,
    },
    /// A ruling, quoted in the words it carries.
    Ruled {
        table: Option<u32>,
        explanation: riffle_rules::disputes::Said,
    },
    Penalized {
        name: String,
        penalty: Box<Penalty>,
    },
    PenaltyServed {
        name: String,
    },
    PayoutsSet,
    EventDetailsSet,
    DealerCheckedIn {
        name: String,
    },
    DealerCheckedOut {
        name: String,
    },
    DealerPlanSet {
        push_minutes: u32,
        strings: usize,
    },
    Deal {
        names: Vec<String>,
    },
    FloorCalled {
        table: u32,
        reason: String,
    },
    BustReported {
        name: String,
        table: u32,
        seat: u8,
    },
    ReportClosed {
        report: u32,
    },
    BountyPaid {
        busted: String,
        by: Vec<String>,
    },
    Disqualified {
        name: String,
    },
    /// Took back a command, whose line is repeated when it was found.
    Undo {
        earlier: Option<Box<Summary>>,
    },
    Redo {
        earlier: Option<Box<Summary>>,
    },
}

impl Say for Done {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            Done::Nothing => fill!(w, "Nothing"),
            Done::Created { name } => fill!(w, "Created", name),
            Done::StructureSet { name } => fill!(w, "StructureSet", name),
            Done::HouseRulesSet { preset } => {
                let preset = riffle_core::house::shown_name(preset, lang);
                fill!(w, "HouseRulesSet", preset)
            }
            Done::Registered { name } => fill!(w, "Registered", name),
            Done::ReEntered { name } => fill!(w, "ReEntered", name),
            Done::Carried { name } => fill!(w, "Carried", name),
            Done::Rebuy { name } => fill!(w, "Rebuy", name),
            Done::AddOn { name } => fill!(w, "AddOn", name),
            Done::NotesSet { name } => fill!(w, "NotesSet", name),
            Done::Renamed { from, to } => fill!(w, "Renamed", from, to),
            Done::Unregistered { name, refund } => fill!(
                w,
                "Unregistered",
                name,
                refund = riffle_text::group_digits(*refund, lang)
            ),
            Done::TablesOpened { tables } => {
                let numbers: Vec<String> = tables.iter().map(u32::to_string).collect();
                fill!(
                    w,
                    "TablesOpened" / tables.len(),
                    numbers = numbers.join(", ")
                )
            }
            Done::SeatDraw => fill!(w, "SeatDraw"),
            Done::Instruction { instruction, names } => {
                let names = |player: PlayerId| {
                    names
                        .iter()
                        .find(|(id, _)| *id == player)
                        .map(|(_, name)| name.clone())
                };
                riffle_core::floor::Worded::worded(instruction.as_ref(), lang, &names)
            }
            Done::FloorPlan => fill!(w, "FloorPlan"),
            Done::ButtonSet { table, seat } => fill!(w, "ButtonSet", table, seat),
            Done::ButtonGiven { table, seat } => fill!(w, "ButtonGiven", table, seat),
            Done::HandDealt { table, redeal } => {
                if *redeal {
                    fill!(w, "Redealt", table)
                } else {
                    fill!(w, "HandDealt", table)
                }
            }
            Done::ButtonCorrected { table, seat } => fill!(w, "ButtonCorrected", table, seat),
            Done::SeatClosed { table, seat } => fill!(w, "SeatClosed", table, seat),
            Done::SeatReopened { table, seat } => fill!(w, "SeatReopened", table, seat),
            Done::BreakOrderSet => fill!(w, "BreakOrderSet"),
            Done::GapSet { gap } => fill!(w, "GapSet", gap),
            Done::Eliminated { names } => fill!(w, "Eliminated", names = names.join(", ")),
            Done::ChipsSet { name, chips } => fill!(w, "ChipsSet", name, chips),
            Done::Reinstated { name, reason } => crate::reinstate::summary(name, reason, lang),
            Done::HandLogged { table } => fill!(w, "HandLogged", table),
            Done::Clock(operation) => clock(*operation, lang),
            Done::TableFinishedHand { table } => fill!(w, "TableFinishedHand", table),
            Done::DayEnded => fill!(w, "DayEnded"),
            Done::ChipsBagged { name, chips, bag } => fill!(w, "ChipsBagged", name, chips, bag),
            Done::FlightsCarried { flights } => {
                fill!(w, "FlightsCarried", flights = flights.join(", "))
            }
            Done::Capacity { seats: Some(seats) } => fill!(w, "Capacity", seats),
            Done::Capacity { seats: None } => fill!(w, "CapacityOpen"),
            Done::EntryLimit {
                entries: Some(limit),
            } => fill!(
                w,
                "LimitSet",
                limit = riffle_text::group_digits(u64::from(*limit), lang)
            ),
            Done::EntryLimit { entries: None } => fill!(w, "LimitLifted"),
            Done::AlternateListed { name } => fill!(w, "AlternateListed", name),
            Done::AlternateCalled { name } => fill!(w, "AlternateCalled", name),
            Done::AlternateDropped { name } => fill!(w, "AlternateDropped", name),
            Done::Announced { text: Some(text) } => fill!(w, "Announced", text),
            Done::Announced { text: None } => fill!(w, "AnnouncementCleared"),
            Done::LayoutShown { name } => crate::screen_layout::shown(name, lang),
            Done::Ruled {
                table: Some(table),
                explanation,
            } => fill!(w, "RuledAt", table, ruling = explanation.get(lang)),
            Done::Ruled {
                table: None,
                explanation,
            } => fill!(w, "Ruled", ruling = explanation.get(lang)),
            Done::Penalized { name, penalty } => {
                fill!(w, "Penalized", name, penalty = penalty.summary().get(lang))
            }
            Done::PenaltyServed { name } => fill!(w, "PenaltyServed", name),
            Done::PayoutsSet => fill!(w, "PayoutsSet"),
            Done::EventDetailsSet => fill!(w, "EventDetailsSet"),
            Done::DealerCheckedIn { name } => fill!(w, "DealerCheckedIn", name),
            Done::DealerCheckedOut { name } => fill!(w, "DealerCheckedOut", name),
            Done::DealerPlanSet {
                push_minutes,
                strings,
            } => fill!(
                w,
                "DealerPlanSet" / *strings as u64,
                minutes = push_minutes,
                n = strings
            ),
            Done::Deal { names } => fill!(w, "Deal", names = names.join(", ")),
            Done::FloorCalled { table, reason } => fill!(w, "FloorCalled", table, reason),
            Done::BustReported { name, table, seat } => {
                fill!(w, "BustReported", name, table, seat)
            }
            Done::ReportClosed { report } => fill!(w, "ReportClosed", report),
            Done::BountyPaid { busted, by } => fill!(w, "BountyPaid", busted, by = by.join(", ")),
            Done::Disqualified { name } => fill!(w, "Disqualified", name),
            Done::Undo {
                earlier: Some(earlier),
            } => fill!(w, "UndoOf", earlier = earlier.say(lang)),
            Done::Undo { earlier: None } => fill!(w, "Undo"),
            Done::Redo {
                earlier: Some(earlier),
            } => fill!(w, "RedoOf", earlier = earlier.say(lang)),
            Done::Redo { earlier: None } => fill!(w, "Redo"),
        }
    }
}

/// A clock operation in a few words.
fn clock(operation: ClockOperation, lang: Lang) -> String {
    let w = words(lang);
    let time = |seconds: u32| {
        if seconds.is_multiple_of(60) {
            fill!(w, "Minutes", minutes = seconds / 60)
        } else {
            fill!(w, "Seconds", seconds)
        }
    };
    match operation {
        ClockOperation::Start => fill!(w, "ClockStarted"),
        ClockOperation::Pause => fill!(w, "ClockPaused"),
        ClockOperation::Resume => fill!(w, "ClockResumed"),
        ClockOperation::AddSeconds(seconds) => fill!(w, "TimeAdded", time = time(seconds)),
        ClockOperation::RemoveSeconds(seconds) => {
            fill!(w, "TimeRemoved", time = time(seconds))
        }
        ClockOperation::JumpToLevel(level) => fill!(w, "JumpedToLevel", level),
        ClockOperation::NextPeriod => fill!(w, "NextPeriod"),
        ClockOperation::PreviousPeriod => fill!(w, "PreviousPeriod"),
        ClockOperation::StartHandForHand => fill!(w, "HandForHandStarted"),
        ClockOperation::HandForHandCompleted => fill!(w, "HandForHandCompleted"),
        ClockOperation::EndHandForHand => fill!(w, "HandForHandEnded"),
    }
}
