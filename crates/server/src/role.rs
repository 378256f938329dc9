//! Who may send what from a phone: the staff roles a PIN gives and the commands each may send,
//! and a command's name as the JSON form writes it. A leaf that sign-in, the API and the
//! refusals all read, so none of them reaches back into another.

use riffle_tournament::Command;
use serde::{Deserialize, Serialize};

/// A staff member's role, given by the PIN they signed in with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Reports from a table: hands dealt, hand-for-hand hands done, busts to confirm, calls;
    /// and checks in and out of the dealer board by name.
    Dealer,
    /// Everything on the floor except money, the structure and undo.
    Floor,
    /// The TD: everything.
    Director,
}

impl Role {
    pub const ALL: [Role; 3] = [Role::Dealer, Role::Floor, Role::Director];

    /// The role table: a dealer reports what happens at their own table; the floor runs the
    /// room but touches no money, no structure and no history; the director may send anything.
    /// The match below has no wildcard: a new command does not compile until it is given its
    /// role there.
    pub fn may_send(self, command: &Command) -> bool {
        let needs = Self::least_for(command);
        match self {
            Role::Dealer => needs == Role::Dealer,
            Role::Floor => needs != Role::Director,
            Role::Director => true,
        }
    }

    /// The least role that may send `command`.
    fn least_for(command: &Command) -> Role {
        use Command as C;
        match command {
            // Per-table reports, from the dealer at that table.
            C::DealHand { .. }
            | C::TableFinishedHand { .. }
            | C::CallFloor { .. }
            | C::ReportBust { .. }
            // A dealer checks in and out by name from a phone, as the floor may for them.
            | C::CheckInDealer { .. }
            | C::CheckOutDealer { .. } => Role::Dealer,
            // Running the room: seats, moves and breaks, buttons, chips, busts, the clock's
            // running, rulings, and the players' screen.
            C::SetNotes { .. }
            | C::Rename { .. }
            | C::OpenTables { .. }
            | C::DrawSeats
            | C::GiveButton { .. }
            | C::CompleteMove { .. }
            | C::SetButton { .. }
            | C::CorrectButton { .. }
            | C::AcceptInstruction
            | C::TakeBackHand { .. }
            | C::OverrideInstruction { .. }
            | C::AssignSeat { .. }
            | C::CloseSeat { .. }
            | C::ReopenSeat { .. }
            | C::BreakTable { .. }
            | C::SetBreakOrder { .. }
            | C::SetGap { .. }
            | C::Eliminate { .. }
            | C::SetChips { .. }
            | C::Reinstate { .. }
            | C::EndDay
            | C::BagChips { .. }
            | C::LogHand { .. }
            | C::StartClock
            | C::PauseClock
            | C::ResumeClock
            | C::AddTime { .. }
            | C::RemoveTime { .. }
            | C::StartHandForHand
            | C::HandForHandCompleted
            | C::EndHandForHand
            | C::Rule { .. }
            | C::Penalize { .. }
            | C::PenaltyServed { .. }
            | C::CloseReport { .. }
            | C::ConfirmBust { .. }
            | C::Announce { .. }
            | C::ClearAnnouncement
            | C::ShowLayout { .. }
            // The dealer board's rotation.
            | C::SetDealerPlan { .. } => Role::Floor,
            // Money: entries, purchases, deals, prizes and bounties.
            C::Register { .. }
            | C::CarryFlights { .. }
            | C::SetCapacity { .. }
            | C::SetEntryLimit { .. }
            | C::SeatAlternate
            | C::DropAlternate { .. }
            | C::Unregister { .. }
            | C::ReEnter { .. }
            | C::Rebuy { .. }
            | C::AddOn { .. }
            | C::AgreeDeal { .. }
            | C::SetPayouts { .. }
            | C::SetEventDetails { .. }
            | C::NameKnockers { .. } => Role::Director,
            // The structure: what the tournament is, its levels and house rules.
            C::Create(_)
            | C::SetStructure { .. }
            | C::SetHouseRules { .. }
            | C::JumpToLevel { .. }
            | C::NextPeriod
            | C::PreviousPeriod => Role::Director,
            // History.
            C::Undo | C::Redo => Role::Director,
        }
    }
}

/// A command's name as the JSON form writes it (`"StartClock"`, `{"DealHand": …}`).
pub(crate) fn command_name(command: &Command) -> String {
    match serde_json::to_value(command) {
        Ok(serde_json::Value::String(name)) => name,
        Ok(serde_json::Value::Object(map)) => map.keys().next().cloned().unwrap_or_default(),
        _ => String::new(),
    }
}
