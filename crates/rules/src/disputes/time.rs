//! Time: calling the clock on a player (TDA 29, seed 004) and which level a hand is played at
//! when the level changes around its start (TDA 23, 35C, seed 004).

use super::facts::{FactKind, dispute, one_of};
use super::said::{Blank, Family, said};
use super::{Decision, Ruling, RulingError, Usually, WHICH_LEVELS, WhichLevel, need};
use chrono::{DateTime, Duration, Utc};
use riffle_core::house::{CallTheClock, ClockExpiry, HouseRules};
use serde::{Deserialize, Serialize};

/// The word file of this family's sentences.
const FAMILY: Family = Family::Time;

/// A player on the clock: the time to act, then the final countdown. Remaining time is always
/// computed from `now`, so a paused or redrawn screen never loses a second.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerClock {
    pub started_at: DateTime<Utc>,
    pub seconds: u32,
    pub countdown_seconds: u32,
}

/// Where a player on the clock stands at a given instant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockPhase {
    Thinking { left: Duration },
    Countdown { left: Duration },
    Expired,
}

one_of! {
    /// When the player acted, judged against the clock.
    pub enum ClockTiming as CLOCK_TIMINGS in "clock_timings" {
        InTime,
        /// Exactly as time ran out: a tie, which goes to the player.
        AtTheBuzzer,
        /// Time ran out before the player acted.
        NotActed,
    }
}

impl PlayerClock {
    /// Starts the clock with the house's times.
    pub fn start(times: &CallTheClock, now: DateTime<Utc>) -> PlayerClock {
        PlayerClock {
            started_at: now,
            seconds: times.seconds,
            countdown_seconds: times.countdown_seconds,
        }
    }

    fn countdown_at(&self) -> DateTime<Utc> {
        self.started_at + Duration::seconds(self.seconds.into())
    }

    /// The last instant at which acting still counts.
    pub fn deadline(&self) -> DateTime<Utc> {
        self.countdown_at() + Duration::seconds(self.countdown_seconds.into())
    }

    /// At the deadline itself the player is still in time: a tie goes to the player.
    pub fn phase(&self, now: DateTime<Utc>) -> ClockPhase {
        if now < self.countdown_at() {
            ClockPhase::Thinking {
                left: self.countdown_at() - now,
            }
        } else if now <= self.deadline() {
            ClockPhase::Countdown {
                left: self.deadline() - now,
            }
        } else {
            ClockPhase::Expired
        }
    }

    /// How an action at `acted_at` stands against the clock.
    pub fn timing(&self, acted_at: DateTime<Utc>) -> ClockTiming {
        match acted_at.cmp(&self.deadline()) {
            std::cmp::Ordering::Less => ClockTiming::InTime,
            std::cmp::Ordering::Equal => ClockTiming::AtTheBuzzer,
            std::cmp::Ordering::Greater => ClockTiming::NotActed,
        }
    }
}

dispute! {
    /// Someone asks to put a player on the clock.
    pub struct ClockRequest as REQUEST = "clock_request" {
        requested_by: Option<ClockRequester> => REQUESTED_BY = CLOCK_REQUESTERS,
        /// The TD's judgement that a reasonable time has passed.
        reasonable_time_passed: Option<bool> => REASONABLE = FactKind::YesNo,
    }
}

one_of! {
    /// Who asks for the clock.
    pub enum ClockRequester as CLOCK_REQUESTERS in "clock_requesters" {
        TournamentDirector,
        /// A player at their seat (an opponent, or the player taking time).
        SeatedPlayer,
        /// A player away from their seat.
        PlayerAwayFromSeat,
        Dealer,
    }
}

impl ClockRequest {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        if need(&self.requested_by, REQUEST, REQUESTED_BY)? == ClockRequester::PlayerAwayFromSeat {
            return Ok(Ruling::new(
                Decision::ClockRefused,
                said!("only_player_their_seat_may"),
                &["TDA-29", "TDA-30", "S004-absent"],
            ));
        }
        if !need(&self.reasonable_time_passed, REQUEST, REASONABLE)? {
            return Ok(Ruling::new(
                Decision::ClockRefused,
                said!("not_yet_clock_put_player"),
                &["TDA-29", "S004-clock"],
            ));
        }
        let times = house.time.call_the_clock;
        let (seconds, countdown) = (times.seconds, times.countdown_seconds);
        let otherwise = match times.expiry_without_bet {
            ClockExpiry::Check => said!("otherwise_checks"),
            ClockExpiry::DeadHand => said!("also_when_not_facing_bet"),
        };
        Ok(Ruling::new(
            Decision::ClockStarted {
                seconds,
                countdown_seconds: countdown,
            },
            said!(
                "player_clock_seconds_act_then",
                seconds,
                countdown,
                otherwise
            ),
            &["TDA-29", "S004-clock"],
        ))
    }
}

dispute! {
    /// The clock ran out on a player, or the player acted as it did.
    pub struct ClockExpired as EXPIRED = "clock_expired" {
        timing: Option<ClockTiming> => TIMING = CLOCK_TIMINGS,
        /// Whether the player faced a bet.
        facing_bet: Option<bool> => FACING_BET = FactKind::YesNo,
    }
}

impl ClockExpired {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        match need(&self.timing, EXPIRED, TIMING)? {
            ClockTiming::InTime => {
                return Ok(Ruling::new(
                    Decision::ActionStands,
                    said!("player_acted_before_time_ran"),
                    &["TDA-29"],
                ));
            }
            ClockTiming::AtTheBuzzer => {
                return Ok(Ruling::new(
                    Decision::ActionStands,
                    said!("player_acted_exactly_as_time"),
                    &["TDA-29"],
                ));
            }
            ClockTiming::NotActed => {}
        }
        if need(&self.facing_bet, EXPIRED, FACING_BET)? {
            return Ok(Ruling::new(
                Decision::HandDead,
                said!("time_ran_out_while_player"),
                &["TDA-29", "S004-clock"],
            ));
        }
        Ok(match house.time.call_the_clock.expiry_without_bet {
            ClockExpiry::Check => {
                Ruling::new(Decision::Check, said!("time_ran_out_with_no"), &["TDA-29"])
            }
            ClockExpiry::DeadHand => Ruling::new(
                Decision::HandDead,
                said!("time_ran_out_under_french"),
                &["S004-clock", "S004-dead-hands"],
            ),
        })
    }
}

dispute! {
    /// A dispute about which level's blinds a hand is played at.
    pub struct LevelChange as LEVEL = "level_change" {
        new_level_starts_at: Option<DateTime<Utc>> => LEVEL_STARTS = FactKind::Time,
        /// The first riffle (or shuffler push) of the hand; for a re-deal, of the misdealt deal.
        hand_started_at: Option<DateTime<Utc>> => HAND_STARTED = FactKind::Time,
        /// Whether the hand is the re-deal of a misdealt hand.
        redeal: Option<bool> => REDEAL = FactKind::YesNo; usually Usually::Is("false"),
        /// Whether the new level was reached during a dealer push (asked when it matters).
        during_dealer_push: Option<bool> => PUSH = FactKind::YesNo; usually Usually::Is("false"),
        /// The limits the table is actually playing.
        table_plays: Option<WhichLevel> => TABLE_PLAYS = WHICH_LEVELS,
        /// Whether substantial action has occurred (asked when the table plays the wrong level).
        substantial_action: Option<bool> => SA = FactKind::YesNo,
    }
}

impl LevelChange {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let level_at = need(&self.new_level_starts_at, LEVEL, LEVEL_STARTS)?;
        let started = need(&self.hand_started_at, LEVEL, HAND_STARTED)?;
        let redeal = need(&self.redeal, LEVEL, REDEAL)?;
        let (should, why) = if started < level_at {
            (
                WhichLevel::Previous,
                said!(
                    "hand_started_utc_before_new",
                    started = Blank::Time(started.time()),
                    level_at = Blank::Time(level_at.time())
                ),
            )
        } else if need(&self.during_dealer_push, LEVEL, PUSH)? {
            (
                WhichLevel::Previous,
                said!("level_changed_during_dealer_push"),
            )
        } else {
            (
                WhichLevel::New,
                said!(
                    "hand_started_utc_once_new",
                    started = Blank::Time(started.time()),
                    level_at = Blank::Time(level_at.time())
                ),
            )
        };
        let mut rules = vec!["TDA-23", "S004-new-level"];
        let redeal = if redeal {
            rules.push("TDA-35C");
            said!("re_deal_replays_misdealt_hand").into()
        } else {
            Blank::Empty
        };
        let plays = need(&self.table_plays, LEVEL, TABLE_PLAYS)?;
        let level = match should {
            WhichLevel::Previous => said!("previous"),
            WhichLevel::New => said!("new"),
        };
        if plays == should {
            return Ok(Ruling::new(
                Decision::Limits {
                    level: should,
                    change_now: false,
                },
                said!(
                    "table_plays_right_limits_those",
                    level = level.clone(),
                    why = why.clone(),
                    redeal = redeal.clone()
                ),
                &rules,
            ));
        }
        rules.push("TDA-36");
        if need(&self.substantial_action, LEVEL, SA)? {
            Ok(Ruling::new(
                Decision::Limits {
                    level: plays,
                    change_now: false,
                },
                said!(
                    "hand_should_level_but_substantial",
                    level = level.clone(),
                    why = why.clone(),
                    redeal = redeal.clone()
                ),
                &rules,
            ))
        } else {
            Ok(Ruling::new(
                Decision::Limits {
                    level: should,
                    change_now: true,
                },
                said!(
                    "hand_must_level_substantial_action",
                    level = level.clone(),
                    why = why.clone(),
                    redeal = redeal.clone()
                ),
                &rules,
            ))
        }
    }
}

riffle_text::sentence_file!(pub(super) fn sentences = "dispute_time.ron");
