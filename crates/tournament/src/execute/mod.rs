//! Executing commands: each is checked against the state and turned into events with every
//! outcome decided. Nothing changes here; a refused command returns a sentence and no event.
//! The dispatcher below says which concern checks which command; each concern has its file.

mod clock;
mod flights;
mod floor;
mod hands;
mod money;
mod registration;
mod reports;
mod rulings;

pub use registration::player_name;

use crate::{ClockOperation, Command, Event, RuleError, Tournament};
use chrono::{DateTime, Utc};
use floor::ByHand;
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use riffle_core::floor::SeatRef;

impl Tournament {
    /// Checks a command and decides its outcome. `rng` draws seats and buttons; the seed of
    /// every draw is kept in the events so the TD can show how a draw was made.
    pub fn execute<R: Rng + ?Sized>(
        &self,
        command: &Command,
        now: DateTime<Utc>,
        rng: &mut R,
    ) -> Result<Vec<Event>, RuleError> {
        let mut draw = || -> (u64, ChaCha8Rng) {
            let seed: u64 = rng.random();
            (seed, ChaCha8Rng::seed_from_u64(seed))
        };
        match command {
            Command::Create(_) => Err(RuleError::AlreadyCreated),
            Command::SetStructure { structure } => self.set_structure(structure),
            Command::SetHouseRules { preset } => self.set_house_rules(preset),
            Command::Register {
                name,
                notes,
                confirmed,
                profile,
            } => self.register(name, notes, *confirmed, profile.as_deref(), now, &mut draw),
            Command::EndDay => self.end_day(now),
            Command::BagChips { player, chips, bag } => self.bag_chips(*player, *chips, bag),
            Command::CarryFlights { flights, keep } => self.carry_flights(flights, *keep, now),
            Command::SetCapacity { seats } => self.set_capacity(*seats),
            Command::SetEntryLimit { entries } => self.set_entry_limit(*entries),
            Command::SeatAlternate => self.seat_alternate(now, &mut draw),
            Command::DropAlternate { alternate } => self.drop_alternate(*alternate),
            Command::ReEnter { player, profile } => {
                self.re_enter(player, profile.as_deref(), now, &mut draw)
            }
            Command::Rebuy { player, profile } => self.rebuy(player, profile.as_deref(), now),
            Command::AddOn { player, profile } => self.add_on(player, profile.as_deref(), now),
            Command::AgreeDeal { shares, kept } => self.agree_deal(shares, *kept, now),
            Command::SetPayouts { prizes, kept } => self.set_payouts(prizes, kept.as_ref()),
            Command::SetEventDetails { details } => Ok(vec![Event::EventDetailsSet {
                details: details.checked()?,
            }]),
            Command::SetNotes { player, notes } => self.set_notes(player, notes),
            Command::Rename { player, name } => self.rename(player, name),
            Command::Unregister { player } => self.unregister(*player, now, &mut draw),
            Command::OpenTables { tables } => self.open_tables(tables, now, &mut draw),
            Command::DrawSeats => self.draw_seats(now, &mut draw),
            Command::DealHand {
                table,
                redeal,
                by,
                confirmed,
            } => self.deal_hand(table, *redeal, *by, *confirmed, now, &mut draw),
            Command::TakeBackHand { table } => self.take_back_hand(*table),
            Command::Reinstate { player, reason } => {
                self.reinstate(*player, reason, now, &mut draw)
            }
            Command::GiveButton { table, seat } => self.give_button(table, seat, now, &mut draw),
            Command::CompleteMove {
                player,
                table,
                seat,
            } => {
                let at = SeatRef::new(*table, *seat);
                self.seat_by_hand(*player, at, ByHand::CompletesMove, now, &mut draw)
            }
            Command::SetButton { table, seat } => self.set_button(table, seat),
            Command::CorrectButton { table, button } => self.correct_button(table, button),
            Command::AcceptInstruction => self.accept_instruction(now, &mut draw),
            Command::OverrideInstruction {
                player,
                table,
                seat,
                reason,
            } => {
                let at = SeatRef::new(*table, *seat);
                self.seat_by_hand(*player, at, ByHand::Overrides(reason), now, &mut draw)
            }
            Command::CloseSeat { table, seat } => {
                self.set_seat_open(table, seat, false, now, &mut draw)
            }
            Command::ReopenSeat { table, seat } => {
                self.set_seat_open(table, seat, true, now, &mut draw)
            }
            Command::AssignSeat {
                player,
                table,
                seat,
                reason,
            } => {
                let at = SeatRef::new(*table, *seat);
                self.seat_by_hand(*player, at, ByHand::Assigns(reason), now, &mut draw)
            }
            Command::SetGap { gap } => self.set_gap(gap, now, &mut draw),
            Command::BreakTable { table } => self.break_table_now(table, now, &mut draw),
            Command::SetBreakOrder { order } => self.set_break_order(order, now, &mut draw),
            Command::Eliminate {
                busts,
                on_hand_for_hand_announcement,
            } => self.eliminate(busts, on_hand_for_hand_announcement, now, &mut draw),
            Command::SetChips {
                player,
                chips,
                confirmed,
            } => self.set_chips(player, chips, *confirmed, now),
            Command::LogHand { table, hand } => self.log_hand(table, hand, now, &mut draw),
            Command::StartClock => self.clock_op(ClockOperation::Start, now),
            Command::PauseClock => self.clock_op(ClockOperation::Pause, now),
            Command::ResumeClock => self.clock_op(ClockOperation::Resume, now),
            Command::AddTime { seconds } => {
                self.clock_op(ClockOperation::AddSeconds(*seconds), now)
            }
            Command::RemoveTime { seconds } => {
                self.clock_op(ClockOperation::RemoveSeconds(*seconds), now)
            }
            Command::JumpToLevel { level } => {
                self.clock_op(ClockOperation::JumpToLevel(*level), now)
            }
            Command::NextPeriod => self.clock_op(ClockOperation::NextPeriod, now),
            Command::PreviousPeriod => self.clock_op(ClockOperation::PreviousPeriod, now),
            Command::StartHandForHand => self.clock_op(ClockOperation::StartHandForHand, now),
            Command::HandForHandCompleted => {
                self.clock_op(ClockOperation::HandForHandCompleted, now)
            }
            Command::TableFinishedHand {
                table,
                by,
                confirmed,
            } => self.table_finished_hand(table, *by, *confirmed, now),
            Command::EndHandForHand => self.clock_op(ClockOperation::EndHandForHand, now),
            Command::Rule {
                case,
                table,
                players,
                choice,
            } => self.rule(case, table, players, choice, now),
            Command::PenaltyServed { player } => self.penalty_served(player, now),
            Command::Penalize {
                player,
                fault,
                step,
                reason,
                hand_in_progress,
            } => self.penalize(
                player,
                fault,
                step,
                reason,
                hand_in_progress,
                now,
                &mut draw,
            ),
            Command::CallFloor { table, reason } => self.call_floor(table, reason, now),
            Command::ReportBust { table, seat } => self.report_bust(table, seat, now),
            Command::CloseReport { report } => self.close_report(report),
            Command::ConfirmBust { report } => self.confirm_bust(report, now, &mut draw),
            Command::NameKnockers { player, by } => self.name_knockers(*player, by),
            Command::Announce { text } => {
                let text = text.trim();
                if text.is_empty() {
                    return Err(RuleError::EmptyAnnouncement);
                }
                Ok(vec![Event::Announced {
                    text: Some(text.to_string()),
                }])
            }
            Command::ClearAnnouncement => Ok(vec![Event::Announced { text: None }]),
            Command::ShowLayout { name } => self.show_layout(name),
            Command::CheckInDealer { name } => self.check_in_dealer(name, now),
            Command::CheckOutDealer { name } => self.check_out_dealer(name, now),
            Command::SetDealerPlan {
                push_minutes,
                strings,
            } => self.set_dealer_plan(*push_minutes, strings, now),
            Command::Undo => {
                let target = self.undo_target().ok_or(RuleError::NothingToUndo)?;
                Ok(vec![Event::Undone {
                    command: target.number,
                }])
            }
            Command::Redo => {
                let target = self.redo_target().ok_or(RuleError::NothingToRedo)?;
                Ok(vec![Event::Redone {
                    command: target.number,
                }])
            }
        }
    }

    /// Whether a command's events undo or redo another: the state is then rebuilt from the
    /// journal rather than changed in place.
    pub fn rebuilds(events: &[Event]) -> bool {
        matches!(
            events.first(),
            Some(Event::Undone { .. } | Event::Redone { .. })
        )
    }
}
