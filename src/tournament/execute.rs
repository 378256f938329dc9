//! Executing commands: each is checked against the state and turned into events with every
//! outcome decided. Nothing changes here; a refused command returns a sentence and no event.

use super::{
    Bust, BustGroup, BuyIn, ClockOperation, Command, Created, EntryKind, Event, HandRecord,
    Purchased, RuleError, Setup, StructureRefusal, StructureSource, Tournament,
};
use crate::clock::{Clock, ClockState, Registration};
use crate::floor::{FloorSettings, Instruction, InstructionKind, PlayerId, SeatRef, TableNo};
use crate::house::{HouseRulesChoice, Presets, SimultaneousBustOuts};
use crate::rules::penalties::{AtTheTable, DEALER_TABLE_HANDS_PER_HOUR, Effect, propose};
use crate::structure::Structure;
use chrono::{DateTime, Utc};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

impl Tournament {
    /// The first events of a new tournament.
    pub fn create(setup: &Setup, now: DateTime<Utc>) -> Result<Vec<Event>, RuleError> {
        let name = setup.name.trim();
        if name.is_empty() {
            return Err(RuleError::EmptyName);
        }
        let structure = resolve_structure(&setup.structure)?;
        let preset = setup
            .house_rules
            .clone()
            .unwrap_or_else(|| structure.house_rules.name().to_string());
        let mut house_rules = HouseRulesChoice::from_preset(Presets::builtin(), &preset)
            .map_err(RuleError::HouseRules)?;
        // The structure's call-the-clock times override the preset's.
        house_rules.rules.time.call_the_clock = structure.house_rules().time.call_the_clock;
        let floor = FloorSettings::for_max_seats(setup.seats_per_table)?;
        let clock = Clock::new(&structure)?;
        let created = Created {
            name: name.to_string(),
            structure,
            house_rules,
            floor,
            clock,
            at: now,
        };
        // Checks the floor settings against the house rules now rather than on replay.
        Tournament::from_created(&created).map_err(StructureRefusal::Rebuild)?;
        Ok(vec![Event::Created(Box::new(created))])
    }

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
            Command::SetStructure { structure } => {
                if self.clock.state() != ClockState::NotStarted {
                    return Err(StructureRefusal::ClockStarted.into());
                }
                let structure = resolve_structure(structure)?;
                let clock = Clock::new(&structure)?;
                Ok(vec![Event::StructureSet {
                    structure: Box::new(structure),
                    clock,
                }])
            }
            Command::SetHouseRules { preset } => {
                let mut house_rules = HouseRulesChoice::from_preset(Presets::builtin(), preset)
                    .map_err(RuleError::HouseRules)?;
                house_rules.rules.time.call_the_clock =
                    self.structure.house_rules().time.call_the_clock;
                self.floor.clone().set_rules(&house_rules.rules.floor)?;
                Ok(vec![Event::HouseRulesSet { house_rules }])
            }
            Command::Register { name, notes } => {
                let name = name.trim();
                if name.is_empty() {
                    return Err(RuleError::EmptyName);
                }
                self.check_registration_open(now)?;
                let player = self.next_player();
                let registered = Event::Registered {
                    player,
                    name: name.to_string(),
                    notes: clean(notes),
                    kind: EntryKind::First,
                    purchase: self.structure.entry(),
                    at: now,
                };
                self.with_seat(vec![registered], player, &mut draw)
            }
            Command::ReEnter { player } => {
                let entry = self.entry_out(*player)?;
                let purchase = self
                    .structure
                    .re_entry_purchase()
                    .ok_or(RuleError::NotOffered {
                        what: BuyIn::ReEntry,
                    })?;
                let level = self.level_now(now);
                if let Some(until) = self.structure.re_entry_until_level()
                    && level > until
                {
                    return Err(RuleError::PurchaseClosed {
                        what: BuyIn::ReEntry,
                        until,
                        level,
                    });
                }
                if self.structure.re_entry_until_level().is_none() {
                    self.check_registration_open(now)?;
                }
                let done = self.re_entries_of(*player);
                if let Some(max) = self
                    .structure
                    .re_entry
                    .as_ref()
                    .and_then(|r| r.max_per_player)
                    && done >= max
                {
                    return Err(RuleError::PurchaseLimit {
                        name: entry.name.clone(),
                        what: BuyIn::ReEntry,
                        max,
                    });
                }
                let new = self.next_player();
                let registered = Event::Registered {
                    player: new,
                    name: entry.name.clone(),
                    notes: entry.notes.clone(),
                    kind: EntryKind::ReEntry { previous: *player },
                    purchase,
                    at: now,
                };
                self.with_seat(vec![registered], new, &mut draw)
            }
            Command::Rebuy { player } => {
                let entry = self.entry_in_play(*player)?;
                let rebuy = self
                    .structure
                    .rebuy
                    .as_ref()
                    .ok_or(RuleError::NotOffered { what: BuyIn::Rebuy })?;
                let level = self.level_now(now);
                if level > rebuy.until_level {
                    return Err(RuleError::PurchaseClosed {
                        what: BuyIn::Rebuy,
                        until: rebuy.until_level,
                        level,
                    });
                }
                if let Some(max) = rebuy.max_per_player
                    && entry.rebuys >= max
                {
                    return Err(RuleError::PurchaseLimit {
                        name: entry.name.clone(),
                        what: BuyIn::Rebuy,
                        max,
                    });
                }
                if let Some(limit) = rebuy.when_stack_at_most
                    && entry.chips > limit
                {
                    return Err(RuleError::RebuyStackTooBig {
                        name: entry.name.clone(),
                        chips: entry.chips,
                        limit,
                    });
                }
                let purchase = self
                    .structure
                    .rebuy_purchase()
                    .ok_or(RuleError::NotOffered { what: BuyIn::Rebuy })?;
                Ok(vec![Event::Bought {
                    player: *player,
                    kind: Purchased::Rebuy,
                    purchase,
                    at: now,
                }])
            }
            Command::AddOn { player } => {
                let entry = self.entry_in_play(*player)?;
                let add_on = self
                    .structure
                    .add_on
                    .as_ref()
                    .ok_or(RuleError::NotOffered { what: BuyIn::AddOn })?;
                let level = self.level_now(now);
                let on_break_after = matches!(
                    self.clock.view(now).period,
                    crate::structure::PeriodRef::Break { after_level } if after_level == add_on.at_level
                );
                if !on_break_after && level != add_on.at_level && level != add_on.at_level + 1 {
                    return Err(RuleError::AddOnNotYet {
                        at: add_on.at_level,
                        level,
                    });
                }
                let max = add_on.max_per_player.unwrap_or(1);
                if entry.add_ons >= max {
                    return Err(RuleError::PurchaseLimit {
                        name: entry.name.clone(),
                        what: BuyIn::AddOn,
                        max,
                    });
                }
                let purchase = self
                    .structure
                    .add_on_purchase()
                    .ok_or(RuleError::NotOffered { what: BuyIn::AddOn })?;
                Ok(vec![Event::Bought {
                    player: *player,
                    kind: Purchased::AddOn,
                    purchase,
                    at: now,
                }])
            }
            Command::SetNotes { player, notes } => {
                self.entry(*player)
                    .ok_or(RuleError::NoSuchPlayer(*player))?;
                Ok(vec![Event::NotesSet {
                    player: *player,
                    notes: clean(notes),
                }])
            }
            Command::OpenTables { tables } => {
                let tables: Vec<TableNo> = tables.iter().map(|&t| TableNo(t)).collect();
                let mut floor = self.floor.clone();
                for (i, &table) in tables.iter().enumerate() {
                    if table.0 == 0 || tables[..i].contains(&table) {
                        return Err(RuleError::BadTableNumber(table.0));
                    }
                    floor.open_table(table)?;
                }
                if tables.is_empty() {
                    return Err(RuleError::BadTableNumber(0));
                }
                let opened = Event::TablesOpened { tables };
                self.then_plan(vec![opened], &mut draw)
            }
            Command::DrawSeats => {
                if self.seats_drawn {
                    return Err(RuleError::AlreadyDrawn);
                }
                let players: Vec<PlayerId> = self
                    .entries
                    .iter()
                    .filter(|e| e.in_play() && self.floor.seat_of(e.id).is_none())
                    .map(|e| e.id)
                    .collect();
                if players.is_empty() {
                    return Err(RuleError::NobodyToSeat);
                }
                let mut events = Vec::new();
                if self.floor.table_count() == 0 {
                    let per_table = usize::from(self.floor.settings().max_seats);
                    let count = players.len().div_ceil(per_table);
                    events.push(Event::TablesOpened {
                        tables: (1..=count as u32).map(TableNo).collect(),
                    });
                }
                let staged = self.staged(&events);
                let (seed, mut rng) = draw();
                let instruction = staged.floor.plan_seat_draw(&players, &mut rng)?;
                events.push(Event::Seated {
                    instruction,
                    seed: Some(seed),
                });
                let buttons = self.staged(&events).draw_buttons(&mut rng)?;
                events.extend(buttons);
                self.then_plan(events, &mut draw)
            }
            Command::DealHand { table, redeal } => {
                let table = TableNo(*table);
                if *redeal {
                    // The re-deal replays the hand just dealt (TDA 35C).
                    let seated = self
                        .floor
                        .table(table)
                        .ok_or(RuleError::NoSuchTable(table))?;
                    if seated.last_hand().is_none() {
                        return Err(RuleError::NoHandToRedeal(table));
                    }
                } else {
                    // Dealing records exactly the next hand the floor computes.
                    self.floor.next_hand(table)?;
                }
                Ok(vec![Event::HandDealt {
                    table,
                    redeal: *redeal,
                }])
            }
            Command::SetButton { table, seat } => {
                let table = TableNo(*table);
                self.floor.clone().set_button(table, *seat)?;
                Ok(vec![Event::ButtonSet {
                    table,
                    seat: *seat,
                    draw: None,
                }])
            }
            Command::CorrectButton { table, button } => {
                let table = TableNo(*table);
                self.floor.clone().correct_hand(table, *button)?;
                Ok(vec![Event::ButtonCorrected {
                    table,
                    button: *button,
                }])
            }
            Command::AcceptInstruction => {
                let instruction = self
                    .pending
                    .clone()
                    .ok_or(RuleError::NoPendingInstruction)?;
                self.carry_out(instruction, None, &mut draw)
            }
            Command::OverrideInstruction {
                player,
                table,
                seat,
                reason,
            } => {
                let mut instruction = self
                    .pending
                    .clone()
                    .ok_or(RuleError::NoPendingInstruction)?;
                instruction.override_seat(*player, SeatRef::new(*table, *seat), reason)?;
                self.carry_out(instruction, None, &mut draw)
            }
            Command::AssignSeat {
                player,
                table,
                seat,
                reason,
            } => {
                self.entry_in_play(*player)?;
                let instruction =
                    self.floor
                        .plan_assign(*player, SeatRef::new(*table, *seat), reason)?;
                self.carry_out(instruction, None, &mut draw)
            }
            Command::CloseSeat { table, seat } => {
                let seat = SeatRef::new(*table, *seat);
                self.floor.clone().close_seat(seat)?;
                self.then_plan(vec![Event::SeatClosed { seat }], &mut draw)
            }
            Command::ReopenSeat { table, seat } => {
                let seat = SeatRef::new(*table, *seat);
                self.floor.clone().reopen_seat(seat)?;
                self.then_plan(vec![Event::SeatReopened { seat }], &mut draw)
            }
            Command::SetGap { gap } => {
                if *gap == 0 {
                    return Err(RuleError::BadGap(*gap));
                }
                self.floor.clone().set_gap(*gap)?;
                self.then_plan(vec![Event::GapSet { gap: *gap }], &mut draw)
            }
            Command::Eliminate {
                busts,
                on_hand_for_hand_announcement,
            } => {
                let group = self.bust_group(busts, *on_hand_for_hand_announcement)?;
                self.then_plan(vec![Event::Busted { group, at: now }], &mut draw)
            }
            Command::SetChips { player, chips } => {
                let entry = self.entry_in_play(*player)?;
                if *chips == 0 {
                    return Err(RuleError::NotInPlay {
                        name: format!(
                            "{} with no chips; record the elimination instead",
                            entry.name
                        ),
                    });
                }
                Ok(vec![Event::ChipsSet {
                    player: *player,
                    chips: *chips,
                }])
            }
            Command::LogHand { table, hand } => {
                let table = TableNo(*table);
                let seated = self
                    .floor
                    .table(table)
                    .ok_or(RuleError::NoSuchTable(table))?;
                let mut players = Vec::new();
                for seat in &hand.setup.players {
                    let player =
                        seated
                            .player_at(seat.seat)
                            .ok_or_else(|| RuleError::HandSeats {
                                name: seat
                                    .name
                                    .clone()
                                    .unwrap_or_else(|| format!("seat {}", seat.seat)),
                                given: seat.stack,
                                table,
                            })?;
                    players.push((seat.seat, player));
                }
                let played = hand.replay(&self.house_rules.rules.betting)?;
                let result = played
                    .result()
                    .ok_or_else(|| RuleError::HandNotFinished(played.phase()))?;
                self.floor.next_hand(table)?;
                let busts: Vec<Bust> = result
                    .eliminated
                    .iter()
                    .filter_map(|e| {
                        players
                            .iter()
                            .find(|(s, _)| *s == e.seat)
                            .map(|&(_, player)| Bust {
                                player,
                                starting_stack: Some(e.starting_stack),
                            })
                    })
                    .collect();
                let mut events = vec![Event::HandLogged(Box::new(HandRecord {
                    table,
                    players,
                    hand: hand.clone(),
                    result,
                    at: now,
                }))];
                if !busts.is_empty() {
                    let group = self.bust_group(&busts, false)?;
                    events.push(Event::Busted { group, at: now });
                }
                self.then_plan(events, &mut draw)
            }
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
            Command::EndHandForHand => self.clock_op(ClockOperation::EndHandForHand, now),
            Command::Rule {
                case,
                table,
                players,
                choice,
            } => {
                let ruling = case
                    .rule(&self.house_rules.rules)
                    .map_err(RuleError::Ruling)?;
                let choice = match (choice, ruling.choices.is_empty()) {
                    (Some(choice), _) => Some(
                        ruling
                            .choose(choice.outcome, &choice.reason)
                            .map_err(RuleError::Ruling)?,
                    ),
                    (None, false) => return Err(RuleError::ChoiceNeeded(ruling.choices.len())),
                    (None, true) => None,
                };
                let table = table.map(TableNo);
                if let Some(table) = table {
                    self.floor
                        .table(table)
                        .ok_or(RuleError::NoSuchTable(table))?;
                }
                for player in players {
                    self.entry(*player)
                        .ok_or(RuleError::NoSuchPlayer(*player))?;
                }
                let hand = table
                    .and_then(|t| self.floor.table(t))
                    .and_then(|t| t.last_hand())
                    .map(|h| h.hand);
                Ok(vec![Event::Ruled(Box::new(super::RulingRecord {
                    case: (**case).clone(),
                    ruling,
                    choice,
                    table,
                    hand,
                    players: players.clone(),
                    house_rules: self.house_rules.preset.clone(),
                    at: now,
                }))])
            }
            Command::Penalize {
                player,
                fault,
                step,
                reason,
                hand_in_progress,
            } => {
                let entry = self.entry_in_play(*player)?;
                let proposal = propose(
                    &self.house_rules.rules.conduct.penalty_ladder,
                    *fault,
                    &self.penalty_history(*player),
                )
                .map_err(RuleError::Penalty)?;
                let seat = self.floor.seat_of(*player);
                let at_table = AtTheTable {
                    players_at_table: seat
                        .and_then(|s| self.floor.table(s.table))
                        .map_or(1, |t| t.player_count()),
                    hand_in_progress: *hand_in_progress,
                    stack: entry.chips,
                    hands_per_hour: DEALER_TABLE_HANDS_PER_HOUR,
                    now,
                };
                let penalty = proposal
                    .give(
                        step.unwrap_or(proposal.suggested),
                        reason.as_deref().unwrap_or(""),
                        &at_table,
                    )
                    .map_err(RuleError::Penalty)?;
                let disqualified = match penalty.effect {
                    Effect::Disqualified { chips_removed } => Some(chips_removed),
                    _ => None,
                };
                let mut events = vec![Event::Penalized(Box::new(super::PenaltyRecord {
                    player: *player,
                    penalty,
                    table: seat.map(|s| s.table),
                    at: now,
                }))];
                if let Some(chips_removed) = disqualified {
                    events.push(Event::Disqualified {
                        player: *player,
                        chips_removed,
                        at: now,
                    });
                    events.push(Event::Busted {
                        group: BustGroup {
                            players: vec![(*player, chips_removed)],
                            share_all: false,
                        },
                        at: now,
                    });
                    return self.then_plan(events, &mut draw);
                }
                Ok(events)
            }
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

    /// This tournament with some events applied: the state a command's later steps plan on.
    /// The history and the logged hands are left out: planning never reads them, and copying
    /// them for every command would grow with the length of the event.
    fn staged(&self, events: &[Event]) -> Tournament {
        let mut staged = Tournament {
            name: String::new(),
            structure: self.structure.clone(),
            schedule: self.schedule.clone(),
            house_rules: self.house_rules.clone(),
            clock: self.clock.clone(),
            floor: self.floor.clone(),
            entries: self.entries.clone(),
            purchases: self.purchases,
            chips_in_play: self.chips_in_play,
            busts: self.busts.clone(),
            seats_drawn: self.seats_drawn,
            pending: self.pending.clone(),
            hands: Vec::new(),
            rulings: Vec::new(),
            penalties: self.penalties.clone(),
            announcement: None,
            history: Vec::new(),
            created: self.created,
        };
        for event in events {
            staged.apply(event);
        }
        staged
    }

    /// Adds, after `events`, what the floor then needs the TD to do (or that nothing is needed
    /// any more). A balancing move is planned afresh, so its reason always describes the room
    /// as it is; a table break or final-table draw already announced is kept while it can still
    /// be carried out, so players are not drawn twice.
    fn then_plan(
        &self,
        mut events: Vec<Event>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let staged = self.staged(&events);
        let (seed, mut rng) = draw();
        let plan = staged.floor.plan(&mut rng);
        let keep = match (&staged.pending, &plan) {
            (Some(pending), Some(plan)) => {
                pending == plan
                    || (pending.kind == plan.kind
                        && matches!(
                            pending.kind,
                            InstructionKind::BreakTable { .. } | InstructionKind::FinalTable { .. }
                        )
                        && staged.floor.clone().apply(pending).is_ok())
            }
            (None, None) => true,
            _ => false,
        };
        if !keep {
            events.push(Event::Planned {
                seed: plan.as_ref().map(|_| seed),
                instruction: plan,
            });
        }
        Ok(events)
    }

    /// Carries out a floor instruction, then plans what comes next.
    fn carry_out(
        &self,
        instruction: Instruction,
        seed: Option<u64>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        self.floor.clone().apply(&instruction)?;
        let mut events = vec![Event::Seated { instruction, seed }];
        // The carried-out instruction is no longer waiting.
        if self.pending.is_some() {
            events.push(Event::Planned {
                instruction: None,
                seed: None,
            });
        }
        let (_, mut rng) = draw();
        let buttons = self.staged(&events).draw_buttons(&mut rng)?;
        events.extend(buttons);
        self.then_plan(events, draw)
    }

    /// Registration events, followed by the new entry's seat once the seats are drawn.
    fn with_seat(
        &self,
        mut events: Vec<Event>,
        player: PlayerId,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        if !self.seats_drawn {
            return Ok(events);
        }
        let staged = self.staged(&events);
        let (seed, mut rng) = draw();
        let instruction = match staged.floor.plan_entries(&[player], &mut rng) {
            Ok(instruction) => instruction,
            Err(_) if staged.floor.open_seat_count() == 0 => {
                // The room is full: the next table opens for late entries.
                let next = staged
                    .floor
                    .tables()
                    .map(|t| t.number().0)
                    .max()
                    .unwrap_or(0)
                    + 1;
                let opened = Event::TablesOpened {
                    tables: vec![TableNo(next)],
                };
                events.push(opened);
                let staged = self.staged(&events);
                staged.floor.plan_entries(&[player], &mut rng)?
            }
            Err(error) => return Err(error.into()),
        };
        events.push(Event::Seated {
            instruction,
            seed: Some(seed),
        });
        let buttons = self.staged(&events).draw_buttons(&mut rng)?;
        events.extend(buttons);
        self.then_plan(events, draw)
    }

    /// High card for the button at every table that now has two players or more and no button
    /// yet (a table just drawn, or opened for late entries and filled by balancing).
    fn draw_buttons<R: Rng + ?Sized>(&self, rng: &mut R) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::new();
        for table in self.floor.tables() {
            if table.player_count() >= 2
                && table.last_hand().is_none()
                && table.first_button().is_none()
            {
                let button = self.floor.draw_button(table.number(), rng)?;
                events.push(Event::ButtonSet {
                    table: table.number(),
                    seat: button.button,
                    draw: Some(button),
                });
            }
        }
        Ok(events)
    }

    fn clock_op(
        &self,
        operation: ClockOperation,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        let mut clock = self.clock.clone();
        operation.run(&mut clock, now)?;
        Ok(vec![Event::Clock { operation, at: now }])
    }

    fn bust_group(&self, busts: &[Bust], on_announcement: bool) -> Result<BustGroup, RuleError> {
        if busts.is_empty() {
            return Err(RuleError::NoBusts);
        }
        let mut players = Vec::with_capacity(busts.len());
        for (i, bust) in busts.iter().enumerate() {
            let entry = self.entry_in_play(bust.player)?;
            if busts[..i].iter().any(|b| b.player == bust.player) {
                return Err(RuleError::ListedTwice {
                    name: entry.name.clone(),
                });
            }
            let stack = match bust.starting_stack {
                Some(stack) => stack,
                None if busts.len() == 1 => 0,
                None => return Err(RuleError::StartingStacksNeeded),
            };
            players.push((bust.player, stack));
        }
        players.sort_by_key(|&(_, stack)| std::cmp::Reverse(stack));
        let share_all = on_announcement
            && self.house_rules.rules.conduct.simultaneous_bust_outs
                == SimultaneousBustOuts::StartingStackWithHandForHandShare;
        Ok(BustGroup { players, share_all })
    }

    fn next_player(&self) -> PlayerId {
        PlayerId(self.entries.len() as u32)
    }

    fn entry_in_play(&self, player: PlayerId) -> Result<&super::Entry, RuleError> {
        let entry = self.entry(player).ok_or(RuleError::NoSuchPlayer(player))?;
        if entry.in_play() {
            Ok(entry)
        } else {
            Err(RuleError::NotInPlay {
                name: entry.name.clone(),
            })
        }
    }

    fn entry_out(&self, player: PlayerId) -> Result<&super::Entry, RuleError> {
        let entry = self.entry(player).ok_or(RuleError::NoSuchPlayer(player))?;
        if entry.in_play() {
            Err(RuleError::StillInPlay {
                name: entry.name.clone(),
            })
        } else {
            Ok(entry)
        }
    }

    /// Re-entries already made by the player behind this entry.
    fn re_entries_of(&self, player: PlayerId) -> u32 {
        let mut count = 0;
        let mut current = self.entry(player);
        while let Some(entry) = current {
            match entry.kind {
                EntryKind::ReEntry { previous } => {
                    count += 1;
                    current = self.entry(previous);
                }
                EntryKind::First => break,
            }
        }
        count
    }

    /// The level a hand started now plays (before the clock starts, level 1).
    fn level_now(&self, now: DateTime<Utc>) -> u32 {
        self.clock.view(now).level_for_new_hands
    }

    fn check_registration_open(&self, now: DateTime<Utc>) -> Result<(), RuleError> {
        let view = self.clock.view(now);
        if view.state == ClockState::NotStarted
            || matches!(view.registration, Registration::Open { .. })
        {
            return Ok(());
        }
        match self.schedule.late_registration_until_level {
            Some(until) => Err(RuleError::RegistrationClosed {
                level: view.level_for_new_hands,
                until,
            }),
            None => Err(RuleError::NoLateRegistration),
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

fn clean(notes: &Option<String>) -> Option<String> {
    notes
        .as_ref()
        .map(|n| n.trim().to_string())
        .filter(|n| !n.is_empty())
}

fn resolve_structure(source: &StructureSource) -> Result<Structure, RuleError> {
    let loaded = match source {
        StructureSource::BuiltIn => crate::structure::default_structure(),
        StructureSource::Shipped(name) => crate::structure::shipped(name).ok_or_else(|| {
            let names = crate::structure::SHIPPED.iter().map(|(n, _)| n.to_string());
            StructureRefusal::NotShipped {
                name: name.clone(),
                shipped: names.collect(),
            }
        })?,
        StructureSource::File(path) => {
            return Err(StructureRefusal::FileNotRead { path: path.clone() }.into());
        }
        StructureSource::Inline(structure) => {
            // A structure written in a script is checked like a file, so it is written in the
            // files' dialect (a level's fields directly inside `Level(...)`, no `Some(...)`).
            use ron::extensions::Extensions;
            let text = ron::Options::default()
                .with_default_extension(
                    Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES,
                )
                .to_string(structure)
                .map_err(|e| StructureRefusal::Unwritable {
                    detail: e.to_string(),
                })?;
            crate::structure::load(&text, "the structure").map(|loaded| loaded.structure)
        }
    };
    loaded.map_err(|rejected| RuleError::Structure(StructureRefusal::Rejected(rejected.errors)))
}
