//! Setting up the event and taking entries: the structure, the house rules, registrations,
//! re-entries and the TD's notes, with the checks on who may still buy in.

use crate::{
    BuyIn, Created, EntryKind, Event, RuleError, Setup, StructureRefusal, StructureSource,
    Tournament,
};
use chrono::{DateTime, Utc};
use rand_chacha::ChaCha8Rng;
use riffle_core::cards::DeckKind;
use riffle_core::clock::{Clock, ClockState};
use riffle_core::floor::{FloorSettings, PlayerId};
use riffle_core::house::{HouseRulesChoice, Presets};
use riffle_core::structure::{Purchase, Purchases, Sold, Structure};

/// The longest name, in characters, that the clock's line and a seat card show whole.
const MAX_NAME_CHARS: usize = 64;

/// A player's or a tournament's name as typed, checked at the door: spaces around it trimmed;
/// refused when empty (`empty`), when it holds a character that does not show (a line break,
/// a tab, a control character, a text-direction mark that could make two names look alike), or
/// when longer than [`MAX_NAME_CHARS`].
fn clean_name(typed: &str, empty: RuleError) -> Result<String, RuleError> {
    let name = typed.trim();
    if name.is_empty() {
        return Err(empty);
    }
    let hidden = |c: char| {
        c.is_control()
            || matches!(c, '\u{200e}' | '\u{200f}' | '\u{061c}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
    };
    if name.chars().any(hidden) {
        return Err(RuleError::NameHasHiddenCharacters);
    }
    if !name.chars().any(visible_letter) {
        return Err(RuleError::NameWithoutLetter);
    }
    let length = name.chars().count();
    if length > MAX_NAME_CHARS {
        return Err(RuleError::NameTooLong {
            length,
            max: MAX_NAME_CHARS,
        });
    }
    Ok(name.to_string())
}

/// Whether `c` prints as a letter or a digit of its own: a name made only of zero-width or
/// combining characters prints as nothing, and no TD could call it out.
fn visible_letter(c: char) -> bool {
    let combining = matches!(c,
        '\u{0300}'..='\u{036f}'
            | '\u{0483}'..='\u{0489}'
            | '\u{0591}'..='\u{05bd}'
            | '\u{0610}'..='\u{061a}'
            | '\u{064b}'..='\u{065f}'
            | '\u{1ab0}'..='\u{1aff}'
            | '\u{1dc0}'..='\u{1dff}'
            | '\u{20d0}'..='\u{20ff}'
            | '\u{fe20}'..='\u{fe2f}');
    c.is_alphanumeric() && !combining
}

/// A player's name checked as a registration checks it, for every other door a name comes in
/// by (the player database's directory, a flight's bagged players): the same refusals.
pub fn player_name(typed: &str) -> Result<String, RuleError> {
    clean_name(typed, RuleError::EmptyName)
}

/// Five-card draw in a short deck serves fewer players than a full table (seed 003): such a
/// structure is refused for bigger tables rather than found out at the first hand.
fn fits_the_deck(seats: u8, deck: DeckKind, most: usize) -> Result<(), StructureRefusal> {
    if usize::from(seats) > most {
        return Err(StructureRefusal::DeckTooSmall {
            cards: deck.size(),
            most,
            seats,
        });
    }
    Ok(())
}

impl Tournament {
    /// The first events of a new tournament.
    pub fn create(setup: &Setup, now: DateTime<Utc>) -> Result<Vec<Event>, RuleError> {
        let name = clean_name(&setup.name, RuleError::EmptyTournamentName)?;
        let structure = resolve_structure(&setup.structure)?;
        let preset = setup
            .house_rules
            .clone()
            .unwrap_or_else(|| structure.house_rules.name().to_string());
        let mut house_rules = HouseRulesChoice::from_preset(Presets::builtin(), &preset)
            .map_err(RuleError::HouseRules)?;
        // The structure's call-the-clock times and pot-limit count override the preset's.
        structure.override_house_rules(&mut house_rules.rules);
        let mut floor = FloorSettings::for_max_seats(setup.seats_per_table)?;
        if let Some((deck, most)) = structure.schedule().fewest_players_dealt() {
            fits_the_deck(floor.max_seats, deck, most)?;
            // The final table too is no bigger than the deck serves.
            floor.final_table_seats = floor
                .final_table_seats
                .min(u8::try_from(most).unwrap_or(u8::MAX));
        }
        let clock = Clock::new(&structure)?;
        let created = Created {
            name,
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

    pub(super) fn set_structure(
        &self,
        structure: &StructureSource,
    ) -> Result<Vec<Event>, RuleError> {
        if self.clock.state() != ClockState::NotStarted {
            return Err(StructureRefusal::ClockStarted.into());
        }
        let structure = resolve_structure(structure)?;
        if let Some((deck, most)) = structure.schedule().fewest_players_dealt() {
            let settings = self.floor.settings();
            fits_the_deck(
                settings.max_seats.max(settings.final_table_seats),
                deck,
                most,
            )?;
        }
        // Entries already sold keep their count, at the new prices (a price profile no longer
        // in the structure counts its sales at the structure's own).
        self.money_fits(&structure, &self.purchases)?;
        let clock = Clock::new(&structure)?;
        Ok(vec![Event::StructureSet {
            structure: Box::new(structure),
            clock,
        }])
    }

    pub(super) fn set_house_rules(&self, preset: &str) -> Result<Vec<Event>, RuleError> {
        let mut house_rules = HouseRulesChoice::from_preset(Presets::builtin(), preset)
            .map_err(RuleError::HouseRules)?;
        self.structure.override_house_rules(&mut house_rules.rules);
        self.floor.clone().set_rules(&house_rules.rules.floor)?;
        Ok(vec![Event::HouseRulesSet { house_rules }])
    }

    pub(super) fn register(
        &self,
        name: &str,
        notes: &Option<String>,
        confirmed: bool,
        profile: Option<&str>,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let name = player_name(name)?;
        self.check_registration_open(now)?;
        self.check_namesake(&name, confirmed)?;
        // The profile is checked at the door, even for a name that waits as an alternate.
        self.priced(Sold::Entry, profile, now)?;
        if self.seats_free() == Some(0) || !self.alternates.is_empty() {
            self.check_entry_limit(true)?;
            // Seats go in order: nobody registering now passes an alternate already waiting.
            return Ok(vec![Event::AlternateListed {
                profile: profile.map(str::to_string),
                name,
                notes: clean(notes),
                at: now,
            }]);
        }
        self.entry_with_seat(name, clean(notes), profile, Vec::new(), now, draw)
    }

    /// What `sold` costs at `profile` (the structure's own price when none): refused when the
    /// structure has no such profile, or does not sell it at the level played now.
    pub(super) fn priced(
        &self,
        sold: Sold,
        profile: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<Option<Purchase>, RuleError> {
        let Some(name) = profile else {
            return Ok(self.structure.purchase(sold, None));
        };
        let Some(found) = self.structure.profile(sold, name) else {
            return Err(RuleError::NoSuchProfile {
                profile: name.to_string(),
                what: sold,
            });
        };
        let level = self.level_now(now);
        if !found.sold_at(level) {
            return Err(RuleError::ProfileNotSoldNow {
                profile: name.to_string(),
                from: found.from_level,
                until: found.until_level,
                level,
            });
        }
        Ok(self.structure.purchase(sold, profile))
    }

    /// A first entry bought, and drawn a seat if the draw was made (TDA 8).
    fn entry_with_seat(
        &self,
        name: String,
        notes: Option<String>,
        profile: Option<&str>,
        mut events: Vec<Event>,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        // Priced as listed: the window was checked when the name came to the desk.
        let purchase = (self.structure.purchase(Sold::Entry, profile)).ok_or_else(|| {
            RuleError::NoSuchProfile {
                profile: profile.unwrap_or_default().to_string(),
                what: Sold::Entry,
            }
        })?;
        self.room_for(&purchase, Sold::Entry, profile)?;
        let player = self.next_player();
        events.push(Event::Registered {
            player,
            name,
            notes,
            kind: EntryKind::First,
            purchase,
            profile: profile.map(str::to_string),
            at: now,
        });
        self.with_seat(events, player, now, draw)
    }

    pub(super) fn set_capacity(&self, seats: Option<u32>) -> Result<Vec<Event>, RuleError> {
        match seats {
            Some(seats @ 0..=1) => Err(RuleError::BadCapacity { seats }),
            _ => Ok(vec![Event::CapacitySet { seats }]),
        }
    }

    /// The first alternate takes a free seat: registration must still be open, as for any
    /// late entry.
    pub(super) fn seat_alternate(
        &self,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let first = self.alternates.first().ok_or(RuleError::NoAlternate)?;
        if let (Some(0), Some(seats)) = (self.seats_free(), self.capacity) {
            return Err(RuleError::NoSeatFree {
                in_play: self.players_left(),
                seats,
            });
        }
        self.check_registration_open(now)?;
        let called = Event::AlternateCalled {
            name: first.name.clone(),
        };
        self.entry_with_seat(
            first.name.clone(),
            first.notes.clone(),
            first.profile.as_deref(),
            vec![called],
            now,
            draw,
        )
    }

    /// A re-entry takes a seat too, and the seats free are the alternates' first.
    fn check_seat_for_a_new_entry(&self) -> Result<(), RuleError> {
        match (self.seats_free(), self.capacity) {
            (Some(free), Some(seats)) if free as usize <= self.alternates.len() => {
                Err(RuleError::NoSeatFree {
                    in_play: self.players_left(),
                    seats,
                })
            }
            _ => Ok(()),
        }
    }

    pub(super) fn drop_alternate(&self, alternate: u32) -> Result<Vec<Event>, RuleError> {
        let listed = self.alternates.len();
        let k = alternate as usize;
        if !(1..=listed).contains(&k) {
            return Err(RuleError::NoSuchAlternate { alternate, listed });
        }
        Ok(vec![Event::AlternateDropped {
            alternate,
            name: self.alternates[k - 1].name.clone(),
        }])
    }

    pub(super) fn re_enter(
        &self,
        player: &PlayerId,
        profile: Option<&str>,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let entry = self.entry_out(*player)?;
        self.check_latest_entry(*player)?;
        self.check_seat_for_a_new_entry()?;
        if self.structure.re_entry.is_none() {
            return Err(RuleError::NotOffered {
                what: BuyIn::ReEntry,
            });
        }
        let purchase = self
            .priced(Sold::ReEntry, profile, now)?
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
        self.room_for(&purchase, Sold::ReEntry, profile)?;
        let new = self.next_player();
        let registered = Event::Registered {
            player: new,
            name: entry.name.clone(),
            notes: entry.notes.clone(),
            kind: EntryKind::ReEntry { previous: *player },
            purchase,
            profile: profile.map(str::to_string),
            at: now,
        };
        self.with_seat(vec![registered], new, now, draw)
    }

    /// Refuses a purchase whose chips or money could no longer be counted: the chips in play
    /// and the cashier's sums (what was collected, fees, bounties, the prize pool) are 64-bit
    /// sums, checked with the purchase counted once more (as `sold`, at `profile`), so a
    /// structure with absurd stacks or prices is refused and no sum ever wraps round or stops
    /// at its largest value.
    pub(super) fn room_for(
        &self,
        purchase: &Purchase,
        sold: Sold,
        profile: Option<&str>,
    ) -> Result<(), RuleError> {
        if matches!(sold, Sold::Entry | Sold::ReEntry) {
            self.check_entry_limit(false)?;
        }
        if self.chips_in_play.checked_add(purchase.stack).is_none() {
            return Err(RuleError::TooManyChips {
                in_play: self.chips_in_play,
                stack: purchase.stack,
            });
        }
        let mut after = self.purchases.clone();
        after.add(sold, profile).ok_or(RuleError::MoneyOverflow)?;
        self.money_fits(&self.structure, &after)
    }

    /// Refuses money the cashier could not count: `purchases` sold at `structure`'s prices.
    pub(super) fn money_fits(
        &self,
        structure: &Structure,
        purchases: &Purchases,
    ) -> Result<(), RuleError> {
        structure
            .cashier(purchases)
            .map(|_| ())
            .ok_or(RuleError::MoneyOverflow)
    }

    pub(super) fn set_notes(
        &self,
        player: &PlayerId,
        notes: &Option<String>,
    ) -> Result<Vec<Event>, RuleError> {
        self.entry(*player)
            .ok_or(RuleError::NoSuchPlayer(*player))?;
        Ok(vec![Event::NotesSet {
            player: *player,
            notes: clean(notes),
        }])
    }

    /// A new name for an entry, checked at the door as a registration's is.
    pub(super) fn rename(&self, player: &PlayerId, name: &str) -> Result<Vec<Event>, RuleError> {
        self.entry(*player)
            .ok_or(RuleError::NoSuchPlayer(*player))?;
        let name = clean_name(name, RuleError::EmptyName)?;
        Ok(vec![Event::Renamed {
            player: *player,
            name,
        }])
    }

    /// A registration taken back before the seat draw, with what the entry bought paid back
    /// at the structure's prices (the cashier counts every purchase at them). The first
    /// alternate then takes the place freed, if registration is still open.
    pub(super) fn unregister(
        &self,
        player: PlayerId,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        let entry = self.entry_in_play(player)?;
        if self.seats_drawn {
            return Err(RuleError::UnregisterAfterDraw {
                name: entry.name.clone(),
            });
        }
        let mut bought = Purchases {
            rebuys: entry.rebuys,
            add_ons: entry.add_ons,
            ..Purchases::default()
        };
        match entry.kind {
            EntryKind::First => bought.entries = 1,
            EntryKind::ReEntry { .. } => bought.re_entries = 1,
            EntryKind::Carried { .. } => {
                return Err(RuleError::UnregisterCarried {
                    name: entry.name.clone(),
                });
            }
        }
        for name in &entry.profiles {
            *bought.profiles.entry(name.clone()).or_default() += 1;
        }
        let mut left = self.purchases.clone();
        left.remove(&bought);
        let paid_in = |purchases: &Purchases| {
            self.structure
                .cashier(purchases)
                .and_then(|c| {
                    c.collected
                        .checked_add(c.fees)?
                        .checked_add(c.staff_fees)?
                        .checked_add(c.bounties)
                })
                .ok_or(RuleError::MoneyOverflow)
        };
        let refund = paid_in(&self.purchases)?.saturating_sub(paid_in(&left)?);
        let events = vec![Event::Unregistered {
            player,
            bought,
            chips: entry.chips,
            refund,
        }];
        match self.alternates.first() {
            Some(first) if self.check_registration_open(now).is_ok() => {
                let mut events = events;
                events.push(Event::AlternateCalled {
                    name: first.name.clone(),
                });
                let profile = first.profile.as_deref();
                self.entry_with_seat(
                    first.name.clone(),
                    first.notes.clone(),
                    profile,
                    events,
                    now,
                    draw,
                )
            }
            _ => Ok(events),
        }
    }

    pub(super) fn next_player(&self) -> PlayerId {
        PlayerId(self.entries.len() as u32)
    }

    pub(super) fn entry_in_play(&self, player: PlayerId) -> Result<&crate::Entry, RuleError> {
        let entry = self.entry(player).ok_or(RuleError::NoSuchPlayer(player))?;
        if entry.in_play() {
            Ok(entry)
        } else if entry.withdrawn.is_some() {
            Err(RuleError::Withdrawn {
                name: entry.name.clone(),
            })
        } else {
            Err(RuleError::NotInPlay {
                name: entry.name.clone(),
            })
        }
    }

    pub(super) fn entry_out(&self, player: PlayerId) -> Result<&crate::Entry, RuleError> {
        let entry = self.entry(player).ok_or(RuleError::NoSuchPlayer(player))?;
        if entry.withdrawn.is_some() {
            Err(RuleError::Withdrawn {
                name: entry.name.clone(),
            })
        } else if entry.in_play() {
            Err(RuleError::StillInPlay {
                name: entry.name.clone(),
            })
        } else {
            Ok(entry)
        }
    }

    /// Re-entries already made by the player behind this entry.
    pub(super) fn re_entries_of(&self, player: PlayerId) -> u32 {
        let mut count = 0;
        let mut current = self.entry(player);
        while let Some(entry) = current {
            match entry.kind {
                EntryKind::ReEntry { previous } => {
                    count += 1;
                    current = self.entry(previous);
                }
                EntryKind::First | EntryKind::Carried { .. } => break,
            }
        }
        count
    }

    /// The level a hand started now plays (before the clock starts, level 1).
    pub(super) fn level_now(&self, now: DateTime<Utc>) -> u32 {
        self.clock.view(now).level_for_new_hands
    }

    pub(super) fn check_registration_open(&self, now: DateTime<Utc>) -> Result<(), RuleError> {
        if self.registration_open_now(now) {
            return Ok(());
        }
        let view = self.clock.view(now);
        match self.schedule.late_registration_until_level {
            Some(until) => Err(RuleError::RegistrationClosed {
                level: view.level_for_new_hands,
                until,
            }),
            None => Err(RuleError::NoLateRegistration),
        }
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
        StructureSource::BuiltIn => riffle_core::structure::default_structure(),
        StructureSource::Shipped(name) => {
            riffle_core::structure::shipped(name).ok_or_else(|| {
                let names = riffle_core::structure::SHIPPED
                    .iter()
                    .map(|(n, _)| n.to_string());
                StructureRefusal::NotShipped {
                    name: name.clone(),
                    shipped: names.collect(),
                }
            })?
        }
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
            riffle_core::structure::load(&text, "the structure").map(|loaded| loaded.structure)
        }
    };
    loaded.map_err(|rejected| RuleError::Structure(StructureRefusal::Rejected(rejected.errors)))
}
