//! Chips and eliminations: chip counts, logged hands, and the players out on one hand.

use crate::{Bust, BustGroup, Entry, Event, HandRecord, RuleError, Tournament};
use chrono::{DateTime, Utc};
use rand_chacha::ChaCha8Rng;
use riffle_core::Chips;
use riffle_core::betting::LoggedHand;
use riffle_core::floor::{PlayerId, TableNo};
use riffle_core::house::SimultaneousBustOuts;
use riffle_core::standings::bounty::{KnockoutRecord, knock_out};

impl Tournament {
    pub(super) fn eliminate(
        &self,
        busts: &[Bust],
        on_hand_for_hand_announcement: &bool,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        self.still_playing()?;
        let group = self.bust_group(busts, *on_hand_for_hand_announcement)?;
        let knockouts = self.knockouts(busts)?;
        self.then_plan(
            vec![Event::Busted {
                group,
                at: now,
                knockouts,
            }],
            now,
            draw,
        )
    }

    pub(super) fn set_chips(
        &self,
        player: &PlayerId,
        chips: &Chips,
        confirmed: bool,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        let entry = self.entry_in_play(*player)?;
        if *chips == 0 {
            return Err(RuleError::NoChipsLeft {
                name: entry.name.clone(),
            });
        }
        // A count no stack can hold is a typing slip (an extra zero), never a stack.
        let in_play = self.chips_in_play();
        if *chips > in_play {
            return Err(RuleError::ChipsAboveInPlay {
                name: entry.name.clone(),
                chips: *chips,
                in_play,
            });
        }
        self.check_count(&entry.name, *chips, confirmed, now)?;
        Ok(vec![Event::ChipsSet {
            player: *player,
            chips: *chips,
        }])
    }

    pub(super) fn log_hand(
        &self,
        table: &u32,
        hand: &LoggedHand,
        now: DateTime<Utc>,
        draw: &mut impl FnMut() -> (u64, ChaCha8Rng),
    ) -> Result<Vec<Event>, RuleError> {
        self.still_playing()?;
        let table = TableNo(*table);
        let seated = self
            .floor
            .table(table)
            .ok_or(RuleError::NoSuchTable(table))?;
        let mut players = Vec::new();
        for seat in &hand.setup.players {
            let player = seated
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
                        by: Vec::new(),
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
            // The hand's winners are not named knockers yet: a bounty of a bust found in a
            // logged hand stays unclaimed on the busted entry.
            events.push(Event::Busted {
                group,
                at: now,
                knockouts: Vec::new(),
            });
        }
        self.then_plan(events, now, draw)
    }

    /// Refuses play once a satellite has given all its seats.
    fn still_playing(&self) -> Result<(), RuleError> {
        match self.satellite_seats() {
            Some(seats) if self.satellite_over() => Err(RuleError::SatelliteOver { seats }),
            _ => Ok(()),
        }
    }

    /// The bounties of the busted players who were knocked out by someone: each knocker still
    /// in, not out on the same hand, and named once.
    fn knockouts(&self, busts: &[Bust]) -> Result<Vec<KnockoutRecord>, RuleError> {
        let mut records = Vec::new();
        for bust in busts.iter().filter(|b| !b.by.is_empty()) {
            let busted = self.entry_in_play(bust.player)?;
            let out_too = |knocker| busts.iter().any(|b| b.player == knocker);
            records.push(self.knockout(busted, &bust.by, out_too)?);
        }
        Ok(records)
    }

    /// The head of `busted` paid to `by`: each knocker still in, not `out_too`, and named once.
    fn knockout(
        &self,
        busted: &Entry,
        by: &[PlayerId],
        out_too: impl Fn(PlayerId) -> bool,
    ) -> Result<KnockoutRecord, RuleError> {
        for (i, &knocker) in by.iter().enumerate() {
            let entry = self
                .entry(knocker)
                .ok_or(RuleError::NoSuchPlayer(knocker))?;
            if !entry.in_play() || out_too(knocker) || by[..i].contains(&knocker) {
                return Err(RuleError::BadKnocker {
                    knocker: entry.name.clone(),
                    busted: busted.name.clone(),
                });
            }
        }
        Ok(KnockoutRecord {
            busted: busted.id,
            by: by.to_vec(),
            paid: knock_out(self.structure.knockout, busted.head, by),
        })
    }

    /// Pays the unclaimed head of a player already out to the knockers the TD names.
    pub(super) fn name_knockers(
        &self,
        player: PlayerId,
        by: &[PlayerId],
    ) -> Result<Vec<Event>, RuleError> {
        let busted = self.entry(player).ok_or(RuleError::NoSuchPlayer(player))?;
        if busted.in_play() || busted.head == 0 {
            return Err(RuleError::NoHeadToClaim {
                name: busted.name.clone(),
            });
        }
        if by.is_empty() {
            return Err(RuleError::NoKnockerNamed {
                busted: busted.name.clone(),
            });
        }
        let record = self.knockout(busted, by, |_| false)?;
        Ok(vec![Event::HeadClaimed(record)])
    }

    pub(super) fn bust_group(
        &self,
        busts: &[Bust],
        on_announcement: bool,
    ) -> Result<BustGroup, RuleError> {
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
                // No stack holds more than every chip in play.
                Some(stack) if stack > self.chips_in_play() => {
                    return Err(RuleError::ChipsAboveInPlay {
                        name: entry.name.clone(),
                        chips: stack,
                        in_play: self.chips_in_play(),
                    });
                }
                Some(stack) => stack,
                None if busts.len() == 1 => 0,
                None => return Err(RuleError::StartingStacksNeeded),
            };
            players.push((bust.player, stack));
        }
        // Someone wins: the last player in cannot be knocked out, alone or with others.
        let left = self.players_left();
        if busts.len() as u64 >= u64::from(left) {
            return Err(RuleError::NoWinnerLeft { left });
        }
        players.sort_by_key(|&(_, stack)| std::cmp::Reverse(stack));
        let share_all = on_announcement
            && self.house_rules.rules.conduct.simultaneous_bust_outs
                == SimultaneousBustOuts::StartingStackWithHandForHandShare;
        Ok(BustGroup { players, share_all })
    }
}
