//! Applying events: the only place the tournament's state changes. Events were checked when
//! they were decided, so applying one never fails; replaying a journal is applying its events.

use super::{
    Alternate, ClockOperation, CommandEntry, CommandKind, Created, Entry, EntryKind, Event, Live,
    Purchased, Tournament,
};
use crate::reports::ReportKind;
use chrono::{DateTime, Utc};
use riffle_core::floor::{ButtonSource, Floor, FloorError, Moment, PlayerId, Reporter, TableNo};
use riffle_core::standings::bounty::KnockoutRecord;
use riffle_core::structure::Purchases;
use riffle_rules::penalties::{Deal, Effect};
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
                finished_hand: Default::default(),
                rulings: Vec::new(),
                penalties: Vec::new(),
                announcement: None,
                created: created.at,
                deal: None,
                reports: Vec::new(),
                next_report: 0,
                edited_payouts: None,
                capacity: None,
                day_ended: false,
                flights: Vec::new(),
                alternates: Vec::new(),
                last_deals: Vec::new(),
                last_finishes: Vec::new(),
                left_seats: Vec::new(),
                knockouts: Vec::new(),
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
            summary: self.summarize(events, Lang::En),
            summary_fr: self.summarize(events, Lang::Fr),
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

    /// A command's events in a few words, for the history and the undo button, in the TD's
    /// language. Floor instructions are worded in it too; rulings are quoted in the language
    /// they carry.
    fn summarize(&self, events: &[Event], lang: Lang) -> String {
        let fr = lang == Lang::Fr;
        let name = |player: &PlayerId| {
            self.entry(*player)
                .map_or_else(|| player.to_string(), |e| e.name.clone())
        };
        let table = |t: &TableNo| {
            if fr {
                format!("table {}", t.0)
            } else {
                t.to_string()
            }
        };
        let seat = |s: &riffle_core::floor::SeatRef| {
            if fr {
                format!("table {} siège {}", s.table.0, s.seat)
            } else {
                s.to_string()
            }
        };
        let pick = |en: String, fr_text: String| if fr { fr_text } else { en };
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
            return pick("Nothing".into(), "Rien".into());
        };
        let earlier = |command: &u64| {
            self.history
                .iter()
                .find(|c| c.number == *command)
                .map_or(String::new(), |c| {
                    // French sets a space before the colon.
                    format!("{}: {}", if fr { " " } else { "" }, c.summary_in(lang))
                })
        };
        match first {
            Event::Created(created) => pick(
                format!("Created {}", created.name),
                format!("Création de {}", created.name),
            ),
            Event::StructureSet { structure, .. } => format!("Structure: {}", structure.name),
            Event::HouseRulesSet { house_rules } => pick(
                format!("House rules: {}", house_rules.preset),
                format!("Règles maison : {}", house_rules.preset),
            ),
            Event::Registered { name, kind, .. } => match kind {
                EntryKind::First => pick(
                    format!("Registered {name}"),
                    format!("Inscription de {name}"),
                ),
                EntryKind::ReEntry { .. } => pick(
                    format!("Re-entry for {name}"),
                    format!("Réentrée de {name}"),
                ),
                EntryKind::Carried { .. } => pick(
                    format!("{name} carried from a flight"),
                    format!("{name} qualifié d'un flight"),
                ),
            },
            Event::Bought { player, kind, .. } => match kind {
                Purchased::Rebuy => pick(
                    format!("Rebuy for {}", name(player)),
                    format!("Recave de {}", name(player)),
                ),
                Purchased::AddOn => pick(
                    format!("Add-on for {}", name(player)),
                    format!("Add-on de {}", name(player)),
                ),
            },
            Event::NotesSet { player, .. } => pick(
                format!("Notes on {}", name(player)),
                format!("Notes sur {}", name(player)),
            ),
            Event::Renamed { player, name: new } => pick(
                format!("Name corrected: {} -> {new}", name(player)),
                format!("Nom corrigé\u{a0}: {} -> {new}", name(player)),
            ),
            Event::Unregistered { player, refund, .. } => {
                let refund = riffle_text::group_digits(*refund, lang);
                pick(
                    format!("Unregistered {}, refunded {refund}", name(player)),
                    format!("Désinscription de {}, remboursé {refund}", name(player)),
                )
            }
            Event::TablesOpened { tables } => {
                let numbers = tables
                    .iter()
                    .map(|t| t.0.to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                let plural = if tables.len() == 1 { "" } else { "s" };
                pick(
                    format!("Opened table{plural} {numbers}"),
                    format!(
                        "Ouverture de{} table{plural} {numbers}",
                        if plural.is_empty() { " la" } else { "s" }
                    ),
                )
            }
            Event::Seated { instruction, .. } => match instruction.kind {
                riffle_core::floor::InstructionKind::SeatDraw => {
                    pick("Seat draw".into(), "Tirage des places".into())
                }
                _ => self.worded(instruction, lang),
            },
            Event::Planned { .. } => pick("Floor plan".into(), "Plan de salle".into()),
            Event::ButtonSet {
                table: t, seat: s, ..
            } => pick(
                format!("Button of {t} on seat {s}"),
                format!("Bouton de la {} au siège {s}", table(t)),
            ),
            Event::ButtonGiven { table: t, seat: s } => pick(
                format!("Button of {t} given on seat {s}"),
                format!("Bouton de la {} donné au siège {s}", table(t)),
            ),
            Event::HandDealt {
                table: t, redeal, ..
            } => match (redeal, fr) {
                (false, false) => format!("Hand dealt at {t}"),
                (false, true) => format!("Main distribuée à la {}", table(t)),
                (true, false) => format!("Misdeal re-dealt at {t}"),
                (true, true) => format!("Fausse donne redistribuée à la {}", table(t)),
            },
            Event::ButtonCorrected { table: t, button } => pick(
                format!("Button of {t} corrected to seat {button}"),
                format!("Bouton de la {} corrigé au siège {button}", table(t)),
            ),
            Event::SeatClosed { seat: s } => pick(
                format!("Closed {s}"),
                format!("Fermeture de la {}", seat(s)),
            ),
            Event::SeatReopened { seat: s } => pick(
                format!("Reopened {s}"),
                format!("Réouverture de la {}", seat(s)),
            ),
            Event::BreakOrderSet { .. } => pick(
                "Break order set".to_string(),
                "Ordre de fermeture des tables fixé".to_string(),
            ),
            Event::GapSet { gap } => pick(
                format!("Balancing gap set to {gap}"),
                format!("Écart d'équilibrage fixé à {gap}"),
            ),
            Event::Busted { group, .. } => {
                let names = group
                    .players
                    .iter()
                    .map(|(p, _)| name(p))
                    .collect::<Vec<_>>()
                    .join(", ");
                pick(
                    format!("Eliminated {names}"),
                    format!("Élimination de {names}"),
                )
            }
            Event::ChipsSet { player, chips } => pick(
                format!("{} has {chips} chips", name(player)),
                format!("{} a {chips} jetons", name(player)),
            ),
            Event::Reinstated { player, reason, .. } => {
                crate::reinstate::summary(&name(player), reason, lang)
            }
            Event::HandLogged(record) => pick(
                format!("Hand logged at {}", record.table),
                format!("Main saisie à la {}", table(&record.table)),
            ),
            Event::Clock { operation, .. } => clock_summary(*operation, fr),
            Event::TableFinishedHand { table: t } => pick(
                format!("Hand-for-hand: {t} finished the hand"),
                format!("Main par main\u{a0}: la {} a fini la main", table(t)),
            ),
            Event::DayEnded => pick(
                "End of the day: players bag their chips".into(),
                "Fin de la journée\u{a0}: les joueurs mettent leurs jetons en sac".into(),
            ),
            Event::ChipsBagged { player, chips, bag } => pick(
                format!("{} bags {chips} chips in bag {bag}", name(player)),
                format!("{} met {chips} jetons dans le sac {bag}", name(player)),
            ),
            Event::FlightsCarried { flights } => {
                let names: Vec<&str> = flights.iter().map(|(n, _)| n.as_str()).collect();
                pick(
                    format!("Played from the flights {}", names.join(", ")),
                    format!("Suite des flights {}", names.join(", ")),
                )
            }
            Event::CapacitySet { seats: Some(seats) } => pick(
                format!("The room seats {seats} players"),
                format!("La salle compte {seats} places"),
            ),
            Event::CapacitySet { seats: None } => pick(
                "The room seats as many as come".into(),
                "La salle accueille tous les inscrits".into(),
            ),
            Event::AlternateListed { name, .. } => pick(
                format!("{name} on the alternates' list"),
                format!("{name} sur la liste d'attente"),
            ),
            Event::AlternateCalled { name } => pick(
                format!("Seated alternate {name}"),
                format!("Remplaçant assis\u{a0}: {name}"),
            ),
            Event::AlternateDropped { name, .. } => pick(
                format!("{name} off the alternates' list"),
                format!("{name} retiré de la liste d'attente"),
            ),
            Event::Announced { text: Some(text) } => pick(
                format!("Announced \"{text}\""),
                format!("Annonce « {text} »"),
            ),
            Event::Announced { text: None } => {
                pick("Cleared the announcement".into(), "Annonce effacée".into())
            }
            Event::Ruled(record) => {
                let at = record.table.map_or(String::new(), |t| {
                    if fr {
                        format!(" à la {}", table(&t))
                    } else {
                        format!(" at {t}")
                    }
                });
                pick(
                    format!("Ruling{at}: {}", record.ruling.explanation.en),
                    format!("Décision{at} : {}", record.ruling.explanation.fr),
                )
            }
            Event::Penalized(record) => pick(
                format!(
                    "Penalty for {}: {}",
                    name(&record.player),
                    record.penalty.summary().en
                ),
                format!(
                    "Pénalité pour {} : {}",
                    name(&record.player),
                    record.penalty.summary().fr
                ),
            ),
            Event::PenaltyServed { player, .. } => pick(
                format!("Penalty of {} served", name(player)),
                format!("Pénalité de {} purgée", name(player)),
            ),
            Event::PayoutsSet { .. } => pick("Payouts set".into(), "Prix fixés".into()),
            Event::DealAgreed { deal, .. } => {
                let names: Vec<String> = deal.shares.iter().map(|s| name(&s.player)).collect();
                let names = names.join(", ");
                pick(format!("Deal: {names}"), format!("Accord\u{a0}: {names}"))
            }
            Event::Reported(report) => match &report.kind {
                ReportKind::FloorCall { reason } => pick(
                    format!("Floor called to {} ({reason})", table(&report.table)),
                    format!("Floor appelé à la {} ({reason})", table(&report.table)),
                ),
                ReportKind::Bust { seat, player } => pick(
                    format!(
                        "Bust of {} reported at {} seat {seat}",
                        name(player),
                        table(&report.table)
                    ),
                    format!(
                        "Élimination de {} signalée à la {} siège {seat}",
                        name(player),
                        table(&report.table)
                    ),
                ),
            },
            Event::ReportClosed { report } => pick(
                format!("Report {report} answered"),
                format!("Signalement {report} traité"),
            ),
            Event::HeadClaimed(record) => {
                let by: Vec<String> = record.by.iter().map(&name).collect();
                let by = by.join(", ");
                let busted = name(&record.busted);
                pick(
                    format!("Bounty of {busted} paid to {by}"),
                    format!("Prime de {busted} payée à {by}"),
                )
            }
            Event::Disqualified { player, .. } => pick(
                format!("Disqualified {}", name(player)),
                format!("Disqualification de {}", name(player)),
            ),
            Event::Undone { command } => pick(
                format!("Undo{}", earlier(command)),
                format!("Annulation{}", earlier(command)),
            ),
            Event::Redone { command } => pick(
                format!("Redo{}", earlier(command)),
                format!("Rétablissement{}", earlier(command)),
            ),
        }
    }
}

impl Live {
    /// The state change of one event; `latest` is the latest instant the tournament has seen,
    /// for bookkeeping that needs a time.
    pub(super) fn apply(&mut self, event: &Event, latest: DateTime<Utc>) {
        match event {
            Event::Created(_) => {}
            Event::StructureSet { structure, clock } => {
                self.structure = (**structure).clone();
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
                });
                match kind {
                    EntryKind::First => self.purchases.entries += 1,
                    EntryKind::ReEntry { .. } => self.purchases.re_entries += 1,
                    // Bought in its flight, counted there.
                    EntryKind::Carried { .. } => {}
                }
                self.chips_in_play += purchase.stack;
            }
            Event::Bought {
                player,
                kind,
                purchase,
                ..
            } => {
                if let Some(entry) = self.entries.get_mut(player.0 as usize) {
                    entry.chips += purchase.stack;
                    match kind {
                        Purchased::Rebuy => {
                            entry.rebuys += 1;
                            self.purchases.rebuys += 1;
                        }
                        Purchased::AddOn => {
                            entry.add_ons += 1;
                            self.purchases.add_ons += 1;
                        }
                    }
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
                }
                let counts = &mut self.purchases;
                counts.entries = counts.entries.saturating_sub(bought.entries);
                counts.re_entries = counts.re_entries.saturating_sub(bought.re_entries);
                counts.rebuys = counts.rebuys.saturating_sub(bought.rebuys);
                counts.add_ons = counts.add_ons.saturating_sub(bought.add_ons);
                self.chips_in_play = self.chips_in_play.saturating_sub(*chips);
            }
            Event::TablesOpened { tables } => {
                for &table in tables {
                    let _ = self.floor.open_table(table);
                }
            }
            Event::Seated { instruction, .. } => {
                let applied = self.floor.apply(instruction).is_ok();
                if applied
                    && matches!(
                        instruction.kind,
                        riffle_core::floor::InstructionKind::Balance
                            | riffle_core::floor::InstructionKind::BreakTable { .. }
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
                if !redeal && self.floor.start_hand(*table).is_ok() {
                    self.floor.note_hand(*table, *by, &self.moment(latest));
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
                self.busts.push(group.clone());
            }
            Event::ChipsSet { player, chips } => {
                if let Some(entry) = self.entries.get_mut(player.0 as usize) {
                    entry.chips = *chips;
                }
            }
            Event::Reinstated { player, chips, .. } => {
                self.left_seats.retain(|(out, _)| out != player);
                self.pay_back_knockout(*player);
                for group in &mut self.busts {
                    group.players.retain(|(out, _)| out != player);
                }
                self.busts.retain(|group| !group.players.is_empty());
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
                if let Ok(positions) = self.floor.start_hand(record.table) {
                    let moment = self.moment(record.at);
                    if positions.button == record.hand.setup.button {
                        self.floor.note_hand(record.table, Reporter::Td, &moment);
                    } else if self
                        .floor
                        .correct_hand(record.table, record.hand.setup.button)
                        .is_ok()
                    {
                        // The logged hand says where the button was: the floor knows it.
                        self.floor
                            .note_button(record.table, ButtonSource::Given, &moment);
                    }
                }
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
            Event::CapacitySet { seats } => self.capacity = *seats,
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
                    self.purchases.entries += sold.entries;
                    self.purchases.re_entries += sold.re_entries;
                    self.purchases.rebuys += sold.rebuys;
                    self.purchases.add_ons += sold.add_ons;
                }
            }
            Event::AlternateListed { name, notes, at } => self.alternates.push(Alternate {
                name: name.clone(),
                notes: notes.clone(),
                listed_at: *at,
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
            Event::Penalized(record) => self.penalties.push((**record).clone()),
            Event::PenaltyServed { player, at } => {
                for record in &mut self.penalties {
                    if record.player == *player
                        && let Effect::Away(suspension) = &mut record.penalty.effect
                        && suspension.is_running()
                    {
                        suspension.confirm_served(*at);
                    }
                }
            }
            Event::DealAgreed { deal, .. } => self.deal = Some(deal.clone()),
            Event::PayoutsSet { edited } => self.edited_payouts = edited.clone(),
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
        let players: Vec<PlayerId> = seated.players().map(|(_, p)| p).collect();
        for record in &mut self.penalties {
            if players.contains(&record.player)
                && let Effect::Away(suspension) = &mut record.penalty.effect
                && suspension.is_running()
            {
                suspension.deal(deal, now);
            }
        }
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
        let Some(at) = self.knockouts.iter().position(|r| r.busted == player) else {
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
            self.left_seats.retain(|(out, _)| *out != player);
            self.left_seats.push((player, seat));
        }
        // A bust reported by a dealer is settled once the player is out, however that was
        // recorded.
        self.reports.retain(
            |r| !matches!(r.kind, ReportKind::Bust { player: reported, .. } if reported == player),
        );
    }
}

/// A clock operation in a few words.
fn clock_summary(operation: ClockOperation, fr: bool) -> String {
    let minutes = |seconds: u32| {
        if seconds.is_multiple_of(60) {
            format!("{} min", seconds / 60)
        } else {
            format!("{seconds} s")
        }
    };
    match (operation, fr) {
        (ClockOperation::Start, false) => "Clock started".into(),
        (ClockOperation::Start, true) => "Horloge lancée".into(),
        (ClockOperation::Pause, false) => "Clock paused".into(),
        (ClockOperation::Pause, true) => "Horloge en pause".into(),
        (ClockOperation::Resume, false) => "Clock resumed".into(),
        (ClockOperation::Resume, true) => "Horloge relancée".into(),
        (ClockOperation::AddSeconds(s), false) => format!("Added {}", minutes(s)),
        (ClockOperation::AddSeconds(s), true) => format!("Ajout de {}", minutes(s)),
        (ClockOperation::RemoveSeconds(s), false) => format!("Removed {}", minutes(s)),
        (ClockOperation::RemoveSeconds(s), true) => format!("Retrait de {}", minutes(s)),
        (ClockOperation::JumpToLevel(level), false) => format!("Jumped to level {level}"),
        (ClockOperation::JumpToLevel(level), true) => format!("Passage au niveau {level}"),
        (ClockOperation::NextPeriod, false) => "Next level or break".into(),
        (ClockOperation::NextPeriod, true) => "Niveau ou pause suivants".into(),
        (ClockOperation::PreviousPeriod, false) => "Previous level or break".into(),
        (ClockOperation::PreviousPeriod, true) => "Niveau ou pause précédents".into(),
        (ClockOperation::StartHandForHand, false) => "Hand-for-hand started".into(),
        (ClockOperation::StartHandForHand, true) => "Main par main commencé".into(),
        (ClockOperation::HandForHandCompleted, false) => "Hand-for-hand: hand completed".into(),
        (ClockOperation::HandForHandCompleted, true) => "Main par main : main terminée".into(),
        (ClockOperation::EndHandForHand, false) => "Hand-for-hand ended".into(),
        (ClockOperation::EndHandForHand, true) => "Main par main terminé".into(),
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
