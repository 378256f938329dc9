//! Time: calling the clock on a player (TDA 29, seed 004) and which level a hand is played at
//! when the level changes around its start (TDA 23, 35C, seed 004).

use super::facts::{FactKind, dispute, one_of};
use super::{Decision, Ruling, RulingError, WHICH_LEVELS, WhichLevel, need};
use chrono::{DateTime, Duration, Utc};
use riffle_core::house::{CallTheClock, ClockExpiry, HouseRules};
use serde::{Deserialize, Serialize};

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
                "Only a player at their seat may call for a clock.".into(),
                "Seul un joueur assis à sa place peut demander le chrono.".into(),
                &["TDA-29", "TDA-30", "S004-absent"],
            ));
        }
        if !need(&self.reasonable_time_passed, REQUEST, REASONABLE)? {
            return Ok(Ruling::new(
                Decision::ClockRefused,
                "Not yet: the clock is put on a player only once a reasonable time has passed."
                    .into(),
                "Pas encore : on ne met un joueur au chrono qu'après un délai raisonnable.".into(),
                &["TDA-29", "S004-clock"],
            ));
        }
        let times = house.time.call_the_clock;
        let (seconds, countdown) = (times.seconds, times.countdown_seconds);
        let (else_en, else_fr) = match times.expiry_without_bet {
            ClockExpiry::Check => ("otherwise it checks", "sinon il checke"),
            ClockExpiry::DeadHand => (
                "and also when not facing a bet",
                "et de même sans mise à \
                                       suivre",
            ),
        };
        Ok(Ruling::new(
            Decision::ClockStarted {
                seconds,
                countdown_seconds: countdown,
            },
            format!(
                "The player is on the clock: {seconds} seconds to act, then a {countdown}-second \
                 countdown. If time runs out the hand is dead when facing a bet, {else_en}; a \
                 tie goes to the player."
            ),
            format!(
                "Le joueur est au chrono : {seconds} secondes pour agir, puis un décompte de \
                 {countdown} secondes. À l'expiration, la main est morte face à une mise, \
                 {else_fr} ; en cas d'égalité, le doute profite au joueur."
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
                    "The player acted before time ran out: the action stands.".into(),
                    "Le joueur a agi avant l'expiration : son action est valable.".into(),
                    &["TDA-29"],
                ));
            }
            ClockTiming::AtTheBuzzer => {
                return Ok(Ruling::new(
                    Decision::ActionStands,
                    "The player acted exactly as time ran out: a tie goes to the player and the \
                     action stands."
                        .into(),
                    "Le joueur a agi au moment exact de l'expiration : l'égalité profite au \
                     joueur et son action est valable."
                        .into(),
                    &["TDA-29"],
                ));
            }
            ClockTiming::NotActed => {}
        }
        if need(&self.facing_bet, EXPIRED, FACING_BET)? {
            return Ok(Ruling::new(
                Decision::HandDead,
                "Time ran out while the player faced a bet: the hand is dead.".into(),
                "Le temps est écoulé alors que le joueur faisait face à une mise : sa main est \
                 morte."
                    .into(),
                &["TDA-29", "S004-clock"],
            ));
        }
        Ok(match house.time.call_the_clock.expiry_without_bet {
            ClockExpiry::Check => Ruling::new(
                Decision::Check,
                "Time ran out with no bet to face: the hand checks.".into(),
                "Le temps est écoulé sans mise à suivre : la main checke.".into(),
                &["TDA-29"],
            ),
            ClockExpiry::DeadHand => Ruling::new(
                Decision::HandDead,
                "Time ran out: under the French rules the hand is dead, bet or no bet.".into(),
                "Le temps est écoulé : selon les règles françaises la main est morte, qu'il y ait une mise \
                 ou non."
                    .into(),
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
        redeal: Option<bool> => REDEAL = FactKind::YesNo,
        /// Whether the new level was reached during a dealer push (asked when it matters).
        during_dealer_push: Option<bool> => PUSH = FactKind::YesNo,
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
        let (should, why_en, why_fr) = if started < level_at {
            (
                WhichLevel::Previous,
                format!(
                    "the hand started at {} UTC, before the new level at {} UTC",
                    started.format("%H:%M:%S"),
                    level_at.format("%H:%M:%S")
                ),
                format!(
                    "le coup a commencé à {} UTC, avant le nouveau niveau de {} UTC",
                    started.format("%H:%M:%S"),
                    level_at.format("%H:%M:%S")
                ),
            )
        } else if need(&self.during_dealer_push, LEVEL, PUSH)? {
            (
                WhichLevel::Previous,
                "the level changed during the dealer push, so the incoming dealer deals one \
                 hand at the previous level"
                    .to_string(),
                "le niveau a changé pendant le changement de donneur : le nouveau donneur \
                 distribue un coup à l'ancien niveau"
                    .to_string(),
            )
        } else {
            (
                WhichLevel::New,
                format!(
                    "the hand started at {} UTC, once the new level had begun at {} UTC",
                    started.format("%H:%M:%S"),
                    level_at.format("%H:%M:%S")
                ),
                format!(
                    "le coup a commencé à {} UTC, après le début du nouveau niveau à {} UTC",
                    started.format("%H:%M:%S"),
                    level_at.format("%H:%M:%S")
                ),
            )
        };
        let mut rules = vec!["TDA-23", "S004-new-level"];
        let (redeal_en, redeal_fr) = if redeal {
            rules.push("TDA-35C");
            (
                " A re-deal replays the misdealt hand and keeps its limits.",
                " Une redonne rejoue le coup mal donné et garde ses limites.",
            )
        } else {
            ("", "")
        };
        let plays = need(&self.table_plays, LEVEL, TABLE_PLAYS)?;
        let (level_en, level_fr) = match should {
            WhichLevel::Previous => ("previous", "l'ancien"),
            WhichLevel::New => ("new", "le nouveau"),
        };
        if plays == should {
            return Ok(Ruling::new(
                Decision::Limits {
                    level: should,
                    change_now: false,
                },
                format!(
                    "The table plays the right limits, those of the {level_en} level: \
                     {why_en}.{redeal_en}"
                ),
                format!(
                    "La table joue les bonnes limites, celles de {level_fr} niveau : \
                     {why_fr}.{redeal_fr}"
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
                format!(
                    "The hand should be at the {level_en} level ({why_en}), but substantial \
                     action has occurred: the hand goes on at the limits it was started with.\
                     {redeal_en}"
                ),
                format!(
                    "Le coup devrait être à {level_fr} niveau ({why_fr}), mais l'action \
                     substantielle a eu lieu : il continue aux limites avec lesquelles il a \
                     commencé.{redeal_fr}"
                ),
                &rules,
            ))
        } else {
            Ok(Ruling::new(
                Decision::Limits {
                    level: should,
                    change_now: true,
                },
                format!(
                    "The hand must be at the {level_en} level ({why_en}) and substantial action \
                     has not occurred: correct the blinds and antes now.{redeal_en}"
                ),
                format!(
                    "Le coup doit être à {level_fr} niveau ({why_fr}) et l'action substantielle \
                     n'a pas eu lieu : corriger blinds et antes maintenant.{redeal_fr}"
                ),
                &rules,
            ))
        }
    }
}
