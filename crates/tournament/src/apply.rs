//! Applying events: the only place the tournament's state changes. Events were checked when
//! they were decided, so applying one never fails; replaying a journal is applying its events.

use super::{
    Alternate, ClockOperation, CommandEntry, CommandKind, Created, Entry, EntryKind, Event, Live,
    Purchased, Tournament,
};
use crate::field_counts::FieldCounts;
use crate::hand_for_hand::HandForHandCount;
use crate::reports::ReportKind;
use crate::summary::{Done, Summary};
use chrono::{DateTime, Utc};
use riffle_core::floor::{
    ButtonSource, Floor, FloorError, Moment, PlayerId, Reporter, TableButton, TableNo,
};
use riffle_core::standings::bounty::KnockoutRecord;
use riffle_core::structure::{Purchases, Sold};
use riffle_rules::penalties::Deal;
use riffle_text::fill;
use riffle_text::{Lang, Say};
use std::collections::HashSet;

/// Why a journal's events could not rebuild a tournament.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RebuildError {
    NotCreated,
    Floor(FloorError),
}

impl Say for RebuildError {
    fn say(&self, lang: Lang) -> String {
        match self {
            RebuildError::NotCreated => fill!(words(lang), "NotCreated"),
            RebuildError::Floor(error) => {
                fill!(words(lang), "FloorRefused", cause = error.say(lang))
            }
        }
    }
}

riffle_text::worded!(RebuildError);

/// One command's events as stored: its number, when it ran, what it produced.
pub struct StoredCommand<'a> {
    pub number: u64,
    pub at: DateTime<Utc>,
    pub events: &'a [Event],
}

impl Tournament {
    /// The tournament a `Created` event describes, before anyone registers.
    pub fn from_created(created: &Created) -> Result<Tournament, RebuildError> {
        let floor = Floor::new(&created.house_rules.rules.floor, created.floor.clone())
            .map_err(RebuildError::Floor)?;
        Ok(Tournament {
            live: Live {
                name: created.name.clone(),
                schedule: created.structure.schedule(),
                structure: created.structure.clone(),
                house_rules: created.house_rules.clone(),
                clock: created.clock.clone(),
                floor,
                entries: Vec::new(),
                purchases: Purchases::default(),
                chips_in_play: 0,
                busts: Vec::new(),
                seats_drawn: false,
                pending: None,
                hands: Vec::new(),
                moved: Vec::new(),
                last_seated: Vec::new(),
                finished_hand: Default::default(),
                rulings: Vec::new(),
                penalties: Vec::new(),
                announcement: None,
                layout: None,
                created: created.at,
                deal: None,
                reports: Vec::new(),
                next_report: 0,
                edited_payouts: None,
                capacity: None,
                entry_limit: None,
                day_ended: false,
                flights: Vec::new(),
                alternates: Vec::new(),
                last_deals: Default::default(),
                alone_deals: Default::default(),
                last_finishes: Default::default(),
                left_seats: Default::default(),
                knockouts: Vec::new(),
                details: Default::default(),
                dealer_book: Default::default(),
                people: Default::default(),
                namesakes: Default::default(),
                counts: Default::default(),
                in_play: Default::default(),
                bust_index: Default::default(),
                penalty_index: Default::default(),
                hand_for_hand: Default::default(),
                prize_table: Default::default(),
            },
            history: Vec::new(),
        })
    }

    /// Rebuilds a tournament from its commands in order, leaving out the events of commands
    /// that end up undone (they stay in the history, marked undone).
    pub fn replay<'a>(
        commands: impl IntoIterator<Item = StoredCommand<'a>> + Clone,
    ) -> Result<Tournament, RebuildError> {
        let mut undone = HashSet::new();
        for command in commands.clone() {
            for event in command.events {
                match event {
                    Event::Undone { command } => {
                        undone.insert(*command);
                    }
                    Event::Redone { command } => {
                        undone.remove(command);
                    }
                    _ => {}
                }
            }
        }
        let mut tournament: Option<Tournament> = None;
        for command in commands {
            match &mut tournament {
                None => {
                    let Some(Event::Created(created)) = command.events.first() else {
                        return Err(RebuildError::NotCreated);
                    };
                    let mut t = Tournament::from_created(created)?;
                    t.apply_command(command.number, command.at, command.events);
                    tournament = Some(t);
                }
                Some(t) if undone.contains(&command.number) => {
                    t.record(command.number, command.at, command.events);
                    if let Some(entry) = t.history.last_mut() {
                        entry.undone = true;
                    }
                }
                Some(t) => t.apply_command(command.number, command.at, command.events),
            }
        }
        tournament.ok_or(RebuildError::NotCreated)
    }

    /// Applies one command's events and adds it to the history.
    pub fn apply_command(&mut self, number: u64, at: DateTime<Utc>, events: &[Event]) {
        self.record(number, at, events);
        for event in events {
            self.apply(event);
        }
    }

    fn record(&mut self, number: u64, at: DateTime<Utc>, events: &[Event]) {
        let kind = match events.first() {
            Some(Event::Undone { command }) => CommandKind::Undo { target: *command },
            Some(Event::Redone { command }) => CommandKind::Redo { target: *command },
            _ => CommandKind::Normal,
        };
        self.history.push(CommandEntry {
            number,
            at,
            summary: Summary::Done(self.done(events)),
            kind,
            undone: false,
            consequences: self.live.consequences(events),
        });
    }

    /// The state change of one event; an undo or a redo marks the history (the state is then
    /// rebuilt from the journal).
    pub fn apply(&mut self, event: &Event) {
        match event {
            Event::Undone { command } => self.mark(*command, true),
            Event::Redone { command } => self.mark(*command, false),
            _ => {
                let latest = self.clock_now_hint();
                self.live.apply(event, latest);
                let command = self.history.last().map_or(0, |c| c.number);
                self.live.track_deals(event, command, latest);
            }
        }
    }

    /// The latest instant the tournament has seen, for bookkeeping that needs a time.
    fn clock_now_hint(&self) -> DateTime<Utc> {
        self.history.last().map_or(self.created, |c| c.at)
    }

    fn mark(&mut self, command: u64, undone: bool) {
        if let Some(entry) = self.history.iter_mut().find(|c| c.number == command) {
            entry.undone = undone;
        }
    }

    /// What a command's events did, as the facts of this moment (the names as they are now),
    /// for the history and the undo button, worded when shown.
    fn done(&self, events: &[Event]) -> Done {
        let name = |player: &PlayerId| {
            self.entry(*player)
                .map_or_else(|| player.to_string(), |e| e.name.clone())
        };
        let names = |players: &mut dyn Iterator<Item = &PlayerId>| -> Vec<String> {
            players.map(&name).collect()
        };
        // The event that says what the command was for: a seat draw opens tables and draws
        // buttons too, but it is a seat draw.
        let Some(first) = events
            .iter()
            .find(|e| {
                !matches!(
                    e,
                    Event::TablesOpened { .. }
                        | Event::Planned { .. }
                        | Event::ButtonSet { draw: Some(_), .. }
                )
            })
            .or(events.first())
        else {
            return Done::Nothing;
        };
        let earlier = |command: &u64| {
            self.history
                .iter()
                .find(|c| c.number == *command)
                .map(|c| Box::new(c.summary.clone()))
        };
        match first {
            Event::Created(created) => Done::Created {
                name: created.name.clone(),
            },
            Event::StructureSet { structure, .. } => Done::StructureSet {
                name: structure.name.clone(),
            },
            Event::HouseRulesSet { house_rules } => Done::HouseRulesSet {
                preset: house_rules.preset.clone(),
            },
            Event::Registered { name, kind, .. } => {
                let name = name.clone();
                match kind {
                    EntryKind::First => Done::Registered { name },
                    EntryKind::ReEntry { .. } => Done::ReEntered { name },
                    EntryKind::Carried { .. } => Done::Carried { name },
                }
            }
            Event::Bought { player, kind, .. } => match kind {
                Purchased::Rebuy => Done::Rebuy { name: name(player) },
                Purchased::AddOn => Done::AddOn { name: name(player) },
            },
            Event::NotesSet { player, .. } => Done::NotesSet { name: name(player) },
            Event::Renamed { player, name: new } => Done::Renamed {
                from: name(player),
                to: new.clone(),
            },
            Event::Unregistered { player, refund, .. } => Done::Unregistered {
                name: name(player),
                refund: *refund,
            },
            Event::TablesOpened { tables } => Done::TablesOpened {
                tables: tables.iter().map(|t| t.0).collect(),
            },
            Event::Seated { instruction, .. } => match instruction.kind {
                riffle_core::floor::InstructionKind::SeatDraw => Done::SeatDraw,
                _ => Done::Instruction {
                    instruction: Box::new(instruction.clone()),
                    names: self.names_in(instruction),
                },
            },
            Event::Planned { .. } => Done::FloorPlan,
            Event::ButtonSet { table, seat, .. } => Done::ButtonSet {
                table: table.0,
                seat: *seat,
            },
            Event::ButtonGiven { table, seat } => Done::ButtonGiven {
                table: table.0,
                seat: *seat,
            },
            Event::HandDealt { table, redeal, .. } => Done::HandDealt {
                table: table.0,
                redeal: *redeal,
            },
            Event::ButtonCorrected { table, button } => Done::ButtonCorrected {
                table: table.0,
                seat: *button,
            },
            Event::SeatClosed { seat } => Done::SeatClosed {
                table: seat.table.0,
                seat: seat.seat,
            },
            Event::SeatReopened { seat } => Done::SeatReopened {
                table: seat.table.0,
                seat: seat.seat,
            },
            Event::BreakOrderSet { .. } => Done::BreakOrderSet,
            Event::GapSet { gap } => Done::GapSet { gap: *gap },
            Event::Busted { group, .. } => Done::Eliminated {
                names: names(&mut group.players.iter().map(|(p, _)| p)),
            },
            Event::ChipsSet { player, chips } => Done::ChipsSet {
                name: name(player),
                chips: *chips,
            },
            Event::Reinstated { player, reason, .. } => Done::Reinstated {
                name: name(player),
                reason: reason.clone(),
            },
            Event::HandLogged(record) => Done::HandLogged {
                table: record.table.0,
            },
            Event::Clock { operation, .. } => Done::Clock(*operation),
            Event::TableFinishedHand { table } => Done::TableFinishedHand { table: table.0 },
            Event::DayEnded => Done::DayEnded,
            Event::ChipsBagged { player, chips, bag } => Done::ChipsBagged {
                name: name(player),
                chips: *chips,
                bag: bag.clone(),
            },
            Event::FlightsCarried { flights } => Done::FlightsCarried {
                flights: flights.iter().map(|(n, _)| n.clone()).collect(),
            },
            Event::CapacitySet { seats } => Done::Capacity { seats: *seats },
            Event::EntryLimitSet { entries } => Done::EntryLimit { entries: *entries },
            Event::AlternateListed { name, .. } => Done::AlternateListed { name: name.clone() },
            Event::AlternateCalled { name } => Done::AlternateCalled { name: name.clone() },
            Event::AlternateDropped { name, .. } => Done::AlternateDropped { name: name.clone() },
            Event::Announced { text } => Done::Announced { text: text.clone() },
            Event::LayoutShown { name } => Done::LayoutShown { name: name.clone() },
            Event::Ruled(record) => Done::Ruled {
                table: record.table.map(|t| t.0),
                explanation: record.ruling.explanation.clone(),
            },
            Event::Penalized(record) => Done::Penalized {
                name: name(&record.player),
                penalty: Box::new(record.penalty.clone()),
            },
            Event::PenaltyServed { player, .. } => Done::PenaltyServed { name: name(player) },
            Event::PayoutsSet { .. } => Done::PayoutsSet,
            Event::EventDetailsSet { .. } => Done::EventDetailsSet,
            Event::DealerCheckedIn { name, .. } => Done::DealerCheckedIn { name: name.clone() },
            Event::DealerCheckedOut { dealer, .. } => Done::DealerCheckedOut {
                name: (self.dealers().get(dealer.0 as usize))
                    .map_or_else(|| dealer.0.to_string(), |d| d.name.clone()),
            },
            Event::DealerPlanSet {
                push_minutes,
                strings,
                ..
            } => Done::DealerPlanSet {
                push_minutes: *push_minutes,
                strings: strings.len(),
            },
            Event::DealAgreed { deal, .. } => Done::Deal {
                names: names(&mut deal.shares.iter().map(|s| &s.player)),
            },
            Event::Reported(report) => match &report.kind {
                ReportKind::FloorCall { reason } => Done::FloorCalled {
                    table: report.table.0,
                    reason: reason.clone(),
                },
                ReportKind::Bust { seat, player } => Done::BustReported {
                    name: name(player),
                    table: report.table.0,
                    seat: *seat,
                },
            },
            Event::ReportClosed { report } => Done::ReportClosed { report: *report },
            Event::HeadClaimed(record) => Done::BountyPaid {
                busted: name(&record.busted),
                by: names(&mut record.by.iter()),
            },
            Event::Disqualified { player, .. } => Done::Disqualified { name: name(player) },
            Event::Undone { command } => Done::Undo {
                earlier: earlier(command),
            },
            Event::Redone { command } => Done::Redo {
                earlier: earlier(command),
            },
        }
    }

    /// The players a floor instruction's sentence calls by name, with their names now, so the
    /// history says it the same way later.
    fn names_in(&self, instruction: &riffle_core::floor::Instruction) -> Vec<(PlayerId, String)> {
        let asked = std::cell::RefCell::new(Vec::new());
        let names = |player: PlayerId| {
            let name = self.entry(player).map(|e| e.name.clone());
            if let Some(name) = &name
                && !asked.borrow().iter().any(|(id, _)| *id == player)
            {
                asked.borrow_mut().push((player, name.clone()));
            }
            name
        };
        for lang in [Lang::En, Lang::Fr] {
            riffle_core::floor::Worded::worded(instruction, lang, &names);
        }
        asked.into_inner()
    }
}

impl Live {
    /// The state change of one event; `latest` is the latest instant the tournament has seen,
    /// for bookkeeping that needs a time.
    pub(super) fn apply(&mut self, event: &Event, latest: DateTime<Utc>) {
        let touched = FieldCounts::touched(event);
        let before = FieldCounts::among(&self.entries, &touched);
        let tables = HandForHandCount::touched(event, &self.floor, &self.finished_hand);
        let tables_before = HandForHandCount::among(&tables, &self.floor, &self.finished_hand);
        self.apply_to_board(event, latest);
        self.namesakes.note(event, &self.entries);
        self.apply_event(event, latest);
        let after = FieldCounts::among(&self.entries, &touched);
        self.counts = self.counts.moved(before, after);
        self.in_play.follow(&self.entries, &touched);
        let tables_after = HandForHandCount::among(&tables, &self.floor, &self.finished_hand);
        self.hand_for_hand = self.hand_for_hand.moved(tables_before, tables_after);
    }

    fn apply_event(&mut self, event: &Event, latest: DateTime<Utc>) {
        match event {
            Event::Created(_) => {}
            Event::DealerCheckedIn { .. }
            | Event::DealerCheckedOut { .. }
            | Event::DealerPlanSet { .. } => {}
            Event::StructureSet { structure, clock } => {
                self.structure = (**structure).clone();
                self.prize_table.forget();
                self.schedule = structure.schedule();
                self.clock = clock.clone();
            }
            Event::HouseRulesSet { house_rules } => {
                let _ = self.floor.set_rules(&house_rules.rules.floor);
                self.house_rules = house_rules.clone();
            }
            Event::Registered {
                player,
                name,
                notes,
                kind,
                purchase,
                profile,
                at,
            } => {
                self.entries.push(Entry {
                    id: *player,
                    name: name.clone(),
                    notes: notes.clone(),
                    kind: *kind,
                    chips: purchase.stack,
                    rebuys: 0,
                    add_ons: 0,
                    registered_at: *at,
                    out_at: None,
                    head: purchase.bounty,
                    bounties_won: 0,
                    bag: None,
                    withdrawn: None,
                    profiles: profile.iter().cloned().collect(),
                });
                self.people.registered(*player, *kind);
                let sold = match kind {
                    EntryKind::First => Some(Sold::Entry),
                    EntryKind::ReEntry { .. } => Some(Sold::ReEntry),
                    // Bought in its flight, counted there.
                    EntryKind::Carried { .. } => None,
                };
                if let Some(sold) = sold {
                    let _ = self.purchases.add(sold, profile.as_deref());
                }
                self.chips_in_play += purchase.stack;
            }
            Event::Bought {
                player,
                kind,
                purchase,
                profile,
                ..
            } => {
                if let Some(entry) = self.entries.get_mut(player.0 as usize) {
                    entry.chips += purchase.stack;
                    let sold = match kind {
                        Purchased::Rebuy => {
                            entry.rebuys += 1;
                            Sold::Rebuy
                        }
                        Purchased::AddOn => {
                            entry.add_ons += 1;
                            Sold::AddOn
                        }
                    };
                    let _ = self.purchases.add(sold, profile.as_deref());
                    entry.profiles.extend(profile.iter().cloned());
                }
                self.chips_in_play += purchase.stack;
            }
            Event::NotesSet { player, notes } => {
                if let Some(entry) = self.entries.get_mut(player.0 as usize) {
                    entry.notes = notes.clone();
                }
            }
            Event::Renamed { player, name } => {
                if let Some(entry) = self.entries.get_mut(player.0 as usize) {
                    entry.name = name.clone();
                }
            }
            Event::Unregistered {
                player,
                bought,
                chips,
                refund,
            } => {
                if let Some(entry) = self.entries.get_mut(player.0 as usize) {
                    entry.withdrawn = Some(*refund);
                    entry.chips = 0;
                    self.people.withdrawn(*player, entry.kind);
                }
                self.purchases.remove(bought);
                self.chips_in_play = self.chips_in_play.saturating_sub(*chips);
            }
            Event::TablesOpened { tables } => {
                for &table in tables {
                    let _ = self.floor.open_table(table);
                }
            }
            Event::Seated { instruction, .. } => {
                let applied = self.floor.apply(instruction).is_ok();
                if applied && !instruction.moves.is_empty() {
                    self.last_seated.clone_from(&instruction.moves);
                }
                if applied
                    && matches!(
                        instruction.kind,
                        riffle_core::floor::InstructionKind::Balance
                            | riffle_core::floor::InstructionKind::BreakTable { .. }
                            | riffle_core::floor::InstructionKind::BreakTables { .. }
                            | riffle_core::floor::InstructionKind::FinalTable { .. }
                    )
                {
                    self.moved
                        .extend(instruction.moves.iter().map(|m| (latest, m.clone())));
                    let extra = self.moved.len().saturating_sub(super::MOVES_KEPT);
                    self.moved.drain(..extra);
                }
                if matches!(
                    instruction.kind,
                    riffle_core::floor::InstructionKind::SeatDraw
                ) {
                    self.seats_drawn = true;
                }
                // Only a break or the final table's draw takes tables out of play.
                if matches!(
                    instruction.kind,
                    riffle_core::floor::InstructionKind::BreakTable { .. }
                        | riffle_core::floor::InstructionKind::BreakTables { .. }
                        | riffle_core::floor::InstructionKind::FinalTable { .. }
                ) {
                    self.note_broken_tables(latest);
                }
            }
            Event::Planned { instruction, .. } => self.pending = instruction.clone(),
            Event::ButtonSet { table, seat, draw } => {
                if self.floor.set_button(*table, *seat).is_ok() {
                    let source = match draw {
                        Some(_) => ButtonSource::Drawn,
                        None => ButtonSource::Set,
                    };
                    self.floor.note_button(*table, source, &self.moment(latest));
                }
            }
            Event::ButtonGiven { table, seat } => {
                if self.floor.give_button(*table, *seat).is_ok() {
                    self.floor
                        .note_button(*table, ButtonSource::Given, &self.moment(latest));
                }
            }
            Event::HandDealt { table, redeal, by } => {
                if !redeal {
                    self.hand_reported(*table, *by, None, latest);
                }
                let deal = if *redeal { Deal::Redeal } else { Deal::New };
                self.deal_penalties(*table, deal, latest);
            }
            Event::ButtonCorrected { table, button } => {
                if self.floor.correct_hand(*table, *button).is_ok() {
                    self.floor
                        .note_button(*table, ButtonSource::Given, &self.moment(latest));
                }
            }
            Event::SeatClosed { seat } => {
                let _ = self.floor.close_seat(*seat);
            }
            Event::SeatReopened { seat } => {
                let _ = self.floor.reopen_seat(*seat);
            }
            Event::GapSet { gap } => {
                let _ = self.floor.set_gap(*gap);
            }
            Event::BreakOrderSet { order } => {
                let mut settings = self.floor.settings().clone();
                settings.break_order = order.clone();
                let _ = self.floor.set_settings(settings);
            }
            Event::Busted {
                group,
                at,
                knockouts,
            } => {
                for (player, _) in &group.players {
                    self.knock_out(*player, *at);
                }
                for record in knockouts {
                    self.pay_knockout(record);
                }
                self.bust_index.apply(&mut self.busts, event);
            }
            Event::ChipsSet { player, chips } => {
                if let Some(entry) = self.entries.get_mut(player.0 as usize) {
                    entry.chips = *chips;
                }
            }
            Event::Reinstated { player, chips, .. } => {
                self.left_seats.remove(player);
                self.pay_back_knockout(*player);
                self.bust_index.apply(&mut self.busts, event);
                if let Some(entry) = self.entries.get_mut(player.0 as usize) {
                    entry.out_at = None;
                    entry.chips = *chips;
                }
            }
            Event::HandLogged(record) => {
                for &(seat, player) in &record.players {
                    if let (Some(entry), Some(result)) = (
                        self.entries.get_mut(player.0 as usize),
                        record.result.seat(seat),
                    ) {
                        entry.chips = result.final_stack;
                    }
                }
                let button = record.hand.setup.button;
                self.hand_reported(record.table, Reporter::Td, Some(button), record.at);
                self.deal_penalties(record.table, Deal::New, record.at);
                self.hands.push((**record).clone());
            }
            Event::Clock { operation, at } => {
                let _ = operation.run(&mut self.clock, *at);
                // A new hand-for-hand hand starts with no table finished.
                if matches!(
                    operation,
                    ClockOperation::StartHandForHand
                        | ClockOperation::HandForHandCompleted
                        | ClockOperation::EndHandForHand
                ) {
                    self.finished_hand.clear();
                }
            }
            Event::TableFinishedHand { table } => {
                self.finished_hand.insert(*table);
            }
            Event::Announced { text } => self.announcement = text.clone(),
            Event::LayoutShown { name } => self.layout = Some(name.clone()),
            Event::CapacitySet { seats } => self.capacity = *seats,
            Event::EntryLimitSet { entries } => self.entry_limit = *entries,
            Event::DayEnded => self.day_ended = true,
            Event::ChipsBagged { player, chips, bag } => {
                if let Some(entry) = self.entries.get_mut(player.0 as usize) {
                    self.chips_in_play =
                        self.chips_in_play - entry.chips.min(self.chips_in_play) + *chips;
                    entry.chips = *chips;
                    entry.bag = Some(bag.clone());
                }
            }
            Event::FlightsCarried { flights } => {
                for (name, sold) in flights {
                    self.flights.push(name.clone());
                    self.purchases.merge(sold);
                }
            }
            Event::AlternateListed {
                name,
                notes,
                at,
                profile,
            } => self.alternates.push(Alternate {
                name: name.clone(),
                notes: notes.clone(),
                listed_at: *at,
                profile: profile.clone(),
            }),
            Event::AlternateCalled { .. } => {
                if !self.alternates.is_empty() {
                    self.alternates.remove(0);
                }
            }
            Event::AlternateDropped { alternate, .. } => {
                let k = *alternate as usize;
                if (1..=self.alternates.len()).contains(&k) {
                    self.alternates.remove(k - 1);
                }
            }
            Event::Reported(report) => {
                self.next_report = self.next_report.max(report.id);
                self.reports.push(report.clone());
            }
            Event::ReportClosed { report } => self.reports.retain(|r| r.id != *report),
            Event::HeadClaimed(record) => self.pay_knockout(record),
            Event::Ruled(record) => self.rulings.push((**record).clone()),
            Event::Penalized(record) => {
                let person = self.person(record.player);
                (self.penalty_index).given(self.penalties.len(), record, person);
                self.penalties.push((**record).clone());
            }
            Event::PenaltyServed { player, at } => {
                (self.penalty_index).served(&mut self.penalties, *player, *at);
            }
            Event::DealAgreed { deal, .. } => self.deal = Some(deal.clone()),
            Event::PayoutsSet { edited } => self.edited_payouts = edited.clone(),
            Event::EventDetailsSet { details } => self.details = details.clone(),
            Event::Disqualified {
                player,
                chips_removed,
                at,
            } => {
                self.chips_in_play = self.chips_in_play.saturating_sub(*chips_removed);
                self.knock_out(*player, *at);
            }
            // The history's business: the tournament marks it.
            Event::Undone { .. } | Event::Redone { .. } => {}
        }
    }

    /// A hand reported at a table, by a "Hand dealt" click, a dealer's device or a hand logged
    /// in full: one path, so every report moves the button and counts alike. A logged hand
    /// names its button: when it is not the seat the floor tracked, the floor takes it as
    /// given (the hand stood, TDA 34A).
    fn hand_reported(
        &mut self,
        table: TableNo,
        by: Reporter,
        button: Option<u8>,
        at: DateTime<Utc>,
    ) {
        let Ok(positions) = self.floor.start_hand(table) else {
            return;
        };
        let moment = self.moment(at);
        match button {
            Some(seat) if seat != positions.button => {
                if self.floor.correct_hand(table, seat).is_ok() {
                    self.floor.note_button(table, ButtonSource::Given, &moment);
                }
            }
            _ => self.floor.note_hand(table, by, &moment),
        }
    }

    /// A table's button at `now` as every screen shows it: the map's badges, the venue's pages
    /// and `/api/state` all read this.
    pub fn table_button(&self, table: TableNo, now: DateTime<Utc>) -> TableButton {
        self.floor.table_button(table, &self.moment(now))
    }

    /// The instant `at` with the level a hand started then plays (0 before the clock starts):
    /// what the floor's knowledge of the buttons is measured against.
    pub fn moment(&self, at: DateTime<Utc>) -> Moment {
        let started = self.clock.started_at();
        Moment {
            at,
            level: started.map_or(0, |_| self.clock.level_for_hand_started_at(at)),
            started,
        }
    }

    /// A deal at a table counts for every player on penalty seated there, wherever they were
    /// when the penalty was given (a move or a table break does not reset the countdown).
    fn deal_penalties(&mut self, table: TableNo, deal: Deal, now: DateTime<Utc>) {
        let Some(seated) = self.floor.table(table) else {
            return;
        };
        let players = seated.players().map(|(_, p)| p);
        (self.penalty_index).deal(&mut self.penalties, players, deal, now);
    }

    /// Moves a knocked-out player's head to the knockers: cash won, and in a progressive
    /// knockout a share onto their own heads.
    fn pay_knockout(&mut self, record: &KnockoutRecord) {
        if let Some(busted) = self.entries.get_mut(record.busted.0 as usize) {
            busted.head = 0;
        }
        for paid in &record.paid {
            if let Some(knocker) = self.entries.get_mut(paid.player.0 as usize) {
                knocker.bounties_won = knocker.bounties_won.saturating_add(paid.cash);
                knocker.head = knocker.head.saturating_add(paid.to_head);
            }
        }
        self.knockouts.push(record.clone());
    }

    /// Undoes the knockout of a player reinstated: the knockers give back what they were paid
    /// and the player's head is whole again, as if the bust never happened.
    fn pay_back_knockout(&mut self, player: PlayerId) {
        // The knockout is found from the newest: a bust put right is a recent one.
        let Some(at) = self.knockouts.iter().rposition(|r| r.busted == player) else {
            return;
        };
        let record = self.knockouts.remove(at);
        let mut head = 0;
        for paid in &record.paid {
            head += paid.cash + paid.to_head;
            if let Some(knocker) = self.entries.get_mut(paid.player.0 as usize) {
                knocker.bounties_won = knocker.bounties_won.saturating_sub(paid.cash);
                knocker.head = knocker.head.saturating_sub(paid.to_head);
            }
        }
        if let Some(busted) = self.entries.get_mut(player.0 as usize) {
            busted.head = head;
        }
    }

    fn knock_out(&mut self, player: PlayerId, at: DateTime<Utc>) {
        if let Some(entry) = self.entries.get_mut(player.0 as usize) {
            entry.chips = 0;
            entry.out_at = Some(at);
        }
        if let Ok(seat) = self.floor.eliminate(player) {
            self.left_seats.insert(player, seat);
        }
        // A bust reported by a dealer is settled once the player is out, however that was
        // recorded.
        self.reports.retain(
            |r| !matches!(r.kind, ReportKind::Bust { player: reported, .. } if reported == player),
        );
    }
}

#[cfg(test)]
mod wording {
    use super::*;

    fn every_variant() -> Vec<RebuildError> {
        vec![
            RebuildError::NotCreated,
            RebuildError::Floor(FloorError::GapTooSmall { gap: 0 }),
        ]
    }

    fn listed(error: &RebuildError) {
        match error {
            RebuildError::NotCreated | RebuildError::Floor(_) => {}
        }
    }

    #[test]
    fn every_journal_refusal_is_worded_in_french() {
        for error in every_variant() {
            listed(&error);
            riffle_text::assert_worded_in_both(&error);
        }
    }
}

riffle_text::sentence_file!(fn words = "rebuild.ron");
