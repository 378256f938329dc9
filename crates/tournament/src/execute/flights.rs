//! Multi-day events: the end of a day (the clock stops, players bag their chips with a bag
//! number) and the day played from several flights (Day 1A, 1B... into Day 2): the players who
//! bagged are carried with their chips, a player who bagged in two flights keeps the stack the
//! house's rule says, and everything the flights sold makes the prize pool.

use super::registration::player_name;
use crate::{Bagged, Carry, ClockOperation, EntryKind, Event, Flight, RuleError, Tournament};
use chrono::{DateTime, Utc};
use riffle_core::Chips;
use riffle_core::floor::PlayerId;
use riffle_core::structure::Purchase;

impl Tournament {
    pub(super) fn end_day(&self, now: DateTime<Utc>) -> Result<Vec<Event>, RuleError> {
        if self.day_ended {
            return Err(RuleError::DayAlreadyEnded);
        }
        let mut events = Vec::new();
        if self.clock.state() == riffle_core::clock::ClockState::Running {
            events.extend(self.clock_op(ClockOperation::Pause, now)?);
        }
        events.push(Event::DayEnded);
        Ok(events)
    }

    pub(super) fn bag_chips(
        &self,
        player: PlayerId,
        chips: Chips,
        bag: &str,
    ) -> Result<Vec<Event>, RuleError> {
        if !self.day_ended {
            return Err(RuleError::DayNotEnded);
        }
        let entry = self.entry_in_play(player)?;
        if chips == 0 {
            return Err(RuleError::NoChipsLeft {
                name: entry.name.clone(),
            });
        }
        // A count no stack can hold is a typing slip (an extra zero), as for any chip count.
        let in_play = self.chips_in_play();
        if chips > in_play {
            return Err(RuleError::ChipsAboveInPlay {
                name: entry.name.clone(),
                chips,
                in_play,
            });
        }
        let bag = bag.trim();
        if bag.is_empty() {
            return Err(RuleError::BagNumberMissing);
        }
        Ok(vec![Event::ChipsBagged {
            player,
            chips,
            bag: bag.to_string(),
        }])
    }

    pub(super) fn carry_flights(
        &self,
        flights: &[Flight],
        keep: Carry,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        if !self.entries.is_empty() || self.seats_drawn || !self.flights.is_empty() {
            return Err(RuleError::CarryIntoStartedEvent);
        }
        // Each player once, by name as a registration reads it; the house's rule picks the
        // stack of a player who bagged in more than one flight.
        // Each kept player: the name's key, the flight it comes from, and what was bagged.
        let mut kept: Vec<(String, usize, Bagged)> = Vec::new();
        for (flight, list) in flights.iter().enumerate() {
            for bagged in &list.bagged {
                let name = player_name(&bagged.name)?;
                if bagged.chips == 0 {
                    return Err(RuleError::NothingBagged { name });
                }
                let key = riffle_text::name_key(&name);
                let carried = Bagged {
                    name,
                    ..bagged.clone()
                };
                match kept.iter_mut().find(|(other, ..)| *other == key) {
                    None => kept.push((key, flight, carried)),
                    Some((_, from, earlier)) => {
                        let replaces = match keep {
                            Carry::Best => carried.chips > earlier.chips,
                            Carry::Latest => true,
                        };
                        if replaces {
                            (*from, *earlier) = (flight, carried);
                        }
                    }
                }
            }
        }
        if kept.is_empty() {
            return Err(RuleError::NoFlightSurvivor);
        }
        let mut events = vec![Event::FlightsCarried {
            flights: flights
                .iter()
                .map(|f| (f.name.clone(), f.purchases.clone()))
                .collect(),
        }];
        for (k, (_, flight, Bagged { name, chips, bag })) in kept.into_iter().enumerate() {
            let player = PlayerId(k as u32);
            events.push(Event::Registered {
                player,
                name,
                notes: None,
                profile: None,
                kind: EntryKind::Carried {
                    flight: u8::try_from(flight).unwrap_or(u8::MAX),
                },
                purchase: Purchase {
                    price: 0,
                    fee: 0,
                    stack: chips,
                    bounty: 0,
                    staff_fee: 0,
                },
                at: now,
            });
            if let Some(bag) = bag {
                events.push(Event::ChipsBagged { player, chips, bag });
            }
        }
        Ok(events)
    }
}
