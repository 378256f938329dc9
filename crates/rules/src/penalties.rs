//! The penalty ladder (TDA 2024 rules 70 and 71, seed 004 "Les sanctions"): what a fault
//! deserves, how long a missed-hands or missed-rounds penalty lasts, and its countdown.
//!
//! The flow, all pure: [`propose`] reads the house's ladder and the player's earlier penalties
//! and suggests a step for the fault (a repeat of the same fault climbs one step; serious faults
//! start higher). The TD gives that step or another with a reason ([`Proposal::give`]), which
//! returns the [`Penalty`] to record. A missed-hands or missed-rounds penalty carries a
//! [`Suspension`]: the tournament reports every hand dealt at the offender's table, whichever
//! table that is now, and the suspension says whether the player is away for it. A player on
//! penalty is away: dealt in, blinds and antes posted, hand killed after the deal (rule 71C);
//! the players' screen only ever learns that they are away, never why.

use chrono::{DateTime, Duration, Utc};
use riffle_core::Chips;
use riffle_core::house::RuleRef;
pub use riffle_core::house::Step;
use riffle_core::house::{LadderCounts, LadderError, validate_ladder};
use riffle_text::{Lang, Say, Text, fill};
use riffle_text::{amount_en, amount_fr};
use serde::{Deserialize, Serialize};

pub use riffle_core::house::DEALER_TABLE_HANDS_PER_HOUR;

/// The longest suspension, in hands: longer than any session, so beyond it only
/// disqualification makes sense.
pub const MAX_PENALTY_HANDS: u32 = 1000;

/// What the player did, as rule 70, rule 71B and seed 004 list the faults. A repeat of the same
/// fault climbs the ladder; different faults each start from their own first step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Fault {
    /// Causing misdeals again and again when dealing (seed 004).
    RepeatedMisdeals,
    /// Acting out of turn, repeatedly or on purpose.
    OutOfTurn,
    StringBets,
    /// Delaying the game, abusing the time to act.
    Stalling,
    /// Needless remarks on others' play, or comments that could influence a hand.
    Remarks,
    /// Abusing players or staff, disruptive behaviour.
    Abuse,
    /// Exposing cards with action pending, or breaking one player to a hand.
    Exposure,
    RabbitHunting,
    /// Using a phone or another device at the table.
    PhoneOrDevice,
    /// Speaking a language the table does not allow.
    Language,
    /// Playing softly to favour another player.
    SoftPlay,
    /// Throwing cards, off the table or at anyone.
    ThrowingCards,
    /// Avoiding a blind on purpose, for example by taking time on a move.
    DodgingBlinds,
    /// Calling one's hand wrongly on purpose at the showdown.
    DeliberateMiscall,
    /// Any other breach of etiquette (betting into the middle, touching others' chips...).
    Etiquette,
    /// Chips held out of view or brought from a pocket; the chips themselves are forfeited.
    ChipsOutOfView,
    /// Giving chips to another player (both players are penalised).
    GivingChips,
    /// Chip dumping or any other collusion (every player in it is disqualified).
    ChipDumpingOrCollusion,
    Cheating,
}

/// Where a fault starts on the ladder the first time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum FirstStep {
    /// The ladder's first step, usually a warning.
    Bottom,
    /// The first step that is not a warning: the rules call for a penalty at once.
    NoWarning,
    /// The ladder's top, disqualification.
    Top,
}

/// The penalty ladder's words, read from `assets/words/<language>/penalties.ron`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Words {
    /// Each fault's name, by the fault's name as serde writes it.
    faults: std::collections::BTreeMap<String, String>,
}

riffle_text::word_files!(Words = "penalties.ron");
riffle_text::sentence_file!(fn refusal_words = "penalty_refusals.ron");

impl Fault {
    pub const ALL: [Fault; 19] = [
        Fault::RepeatedMisdeals,
        Fault::OutOfTurn,
        Fault::StringBets,
        Fault::Stalling,
        Fault::Remarks,
        Fault::Abuse,
        Fault::Exposure,
        Fault::RabbitHunting,
        Fault::PhoneOrDevice,
        Fault::Language,
        Fault::SoftPlay,
        Fault::ThrowingCards,
        Fault::DodgingBlinds,
        Fault::DeliberateMiscall,
        Fault::Etiquette,
        Fault::ChipsOutOfView,
        Fault::GivingChips,
        Fault::ChipDumpingOrCollusion,
        Fault::Cheating,
    ];

    /// The rules that make it a fault, by rulebook id.
    pub fn rules(self) -> &'static [&'static str] {
        match self {
            Fault::RepeatedMisdeals => &["S004-repeated-misdeals", "TDA-71A"],
            Fault::OutOfTurn => &["TDA-53", "TDA-70", "S004-out-of-turn"],
            Fault::StringBets => &["TDA-56", "S004-string-bet"],
            Fault::Stalling => &["TDA-70", "TDA-29", "S004-clock"],
            Fault::Remarks => &["TDA-67", "S004-ethics"],
            Fault::Abuse => &["TDA-70", "TDA-71B", "S004-ethics"],
            Fault::Exposure => &["TDA-68", "TDA-67", "TDA-71B", "S004-exposure"],
            Fault::RabbitHunting => &["TDA-28", "S004-ethics"],
            Fault::PhoneOrDevice => &["TDA-5", "TDA-71B", "S004-phone"],
            Fault::Language => &["TDA-6", "S004-ethics"],
            Fault::SoftPlay => &["TDA-69", "TDA-71B", "S004-ethics"],
            Fault::ThrowingCards => &["TDA-68", "TDA-71B"],
            Fault::DodgingBlinds => &["TDA-33", "TDA-71B"],
            Fault::DeliberateMiscall => &["TDA-12", "S004-cards-speak"],
            Fault::Etiquette => &["TDA-70", "S004-ethics"],
            Fault::ChipsOutOfView => &["TDA-63", "S004-on-the-table"],
            Fault::GivingChips => &["S004-ethics", "TDA-69"],
            Fault::ChipDumpingOrCollusion => &["TDA-69"],
            Fault::Cheating => &["TDA-71B", "TDA-69"],
        }
    }

    /// The fault's name, for the penalty dialog and the exported history, read from the
    /// penalties' word files by the fault's name as serde writes it.
    pub fn title(self) -> Text {
        let key = super::variant_key(&self);
        let title = |lang| words(lang).faults.get(&key).cloned().unwrap_or(key.clone());
        Text::new(title(Lang::En), title(Lang::Fr))
    }

    /// Rule 69 disqualifies for chip dumping and collusion and rule 71B calls for a penalty for
    /// cheating; soft play, abuse and dodging blinds are penalised, not warned (rules 33, 69,
    /// 71B); giving chips brings a penalty without warning (seed 004), and so do chips out of
    /// view, which rule 63 lets the TD punish up to disqualification.
    fn first_step(self) -> FirstStep {
        match self {
            Fault::ChipDumpingOrCollusion | Fault::Cheating => FirstStep::Top,
            Fault::GivingChips
            | Fault::SoftPlay
            | Fault::Abuse
            | Fault::DodgingBlinds
            | Fault::ChipsOutOfView => FirstStep::NoWarning,
            _ => FirstStep::Bottom,
        }
    }

    /// Whether a second player is penalised for the same fault: the one who received the chips
    /// (seed 004) or the partner in the collusion (rule 69).
    pub fn involves_two_players(self) -> bool {
        matches!(self, Fault::GivingChips | Fault::ChipDumpingOrCollusion)
    }
}

/// A penalty the player received earlier in the event, as the tournament keeps them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PenaltyRecord {
    pub fault: Fault,
    pub step: Step,
}

/// The ladder's suggestion for a fault, before the TD decides.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proposal {
    pub fault: Fault,
    pub suggested: Step,
    /// Why this step, for the TD.
    pub explanation: Text,
    pub rules: Vec<RuleRef>,
    /// A second player is penalised for the same fault; the tournament proposes a penalty for
    /// them as well, from their own history.
    pub both_players: bool,
}

/// Why a penalty was refused. Nothing is recorded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PenaltyError {
    Ladder(LadderError),
    /// The TD gave another step than the ladder's without saying why.
    ReasonRequired {
        suggested: Step,
        chosen: Step,
    },
    ZeroLength,
    TooLong {
        hands: u32,
    },
    PlayersAtTable {
        players: u8,
    },
    Pace {
        hands_per_hour: u32,
    },
}

impl Say for PenaltyError {
    fn say(&self, lang: Lang) -> String {
        match self {
            PenaltyError::Ladder(error) => error.say(lang),
            PenaltyError::ReasonRequired { suggested, chosen } => fill!(
                refusal_words(lang),
                "ReasonRequired",
                suggested = suggested.describe().get(lang),
                chosen = chosen.describe().get(lang)
            ),
            PenaltyError::ZeroLength => fill!(refusal_words(lang), "ZeroLength"),
            PenaltyError::TooLong { hands } => {
                fill!(
                    refusal_words(lang),
                    "TooLong",
                    hands,
                    most = MAX_PENALTY_HANDS
                )
            }
            PenaltyError::PlayersAtTable { players } => {
                fill!(refusal_words(lang), "PlayersAtTable", players)
            }
            PenaltyError::Pace { hands_per_hour } => fill!(
                refusal_words(lang),
                "Pace",
                hands_per_hour,
                dealer_pace = DEALER_TABLE_HANDS_PER_HOUR
            ),
        }
    }
}
riffle_text::worded!(PenaltyError);

/// The ladder's suggestion for `fault`, given the player's earlier penalties. The first time,
/// the fault starts at its own first step; a repeat goes one step above the heaviest penalty
/// already given, up to the top of the ladder: the heaviest of all the player's penalties, or
/// of those for the same fault where the house counts each fault apart (`counts`).
pub fn propose(
    ladder: &[Step],
    counts: LadderCounts,
    fault: Fault,
    history: &[PenaltyRecord],
) -> Result<Proposal, PenaltyError> {
    validate_ladder(ladder).map_err(PenaltyError::Ladder)?;
    let top = ladder.len() - 1;
    let first = match fault.first_step() {
        FirstStep::Bottom => 0,
        FirstStep::NoWarning => ladder
            .iter()
            .position(|s| *s != Step::Warning)
            .unwrap_or(top),
        FirstStep::Top => top,
    };
    // The heaviest earlier penalty that counts, and its fault (the same fault first on a tie).
    let heaviest = history
        .iter()
        .filter(|r| counts == LadderCounts::PerPlayer || r.fault == fault)
        .max_by_key(|r| (r.step, r.fault == fault));
    let previous = heaviest.map(|r| r.step);
    // One step above the heaviest penalty already given, even one the TD chose off the ladder:
    // the steps at or below it are used up.
    let repeat = previous.map(|step| ladder.iter().filter(|s| **s <= step).count());
    let at = repeat.unwrap_or(0).max(first).min(top);
    let suggested = ladder[at];
    let (title, step) = (fault.title(), suggested.describe());
    let explanation = match heaviest {
        Some(record) => {
            let before = record.step.describe();
            let (top_en, top_fr) = if repeat.is_some_and(|r| r > top) {
                (
                    refusal_words(Lang::En).text("ladder_has_no_heavier_step"),
                    refusal_words(Lang::Fr).text("ladder_has_no_heavier_step"),
                )
            } else {
                ("", "")
            };
            if record.fault == fault {
                Text::new(
                    fill!(
                        refusal_words(Lang::En),
                        "again_after_for_same_fault",
                        title = title.en,
                        before = before.en,
                        step = step.en,
                        top = top_en
                    ),
                    fill!(
                        refusal_words(Lang::Fr),
                        "again_after_for_same_fault",
                        title = title.fr,
                        before = before.fr,
                        step = step.fr,
                        top = top_fr
                    ),
                )
            } else {
                let earlier = record.fault.title();
                Text::new(
                    fill!(
                        refusal_words(Lang::En),
                        "after_for_ladder_counts_every",
                        title = title.en,
                        before = before.en,
                        earlier = earlier.en.to_lowercase(),
                        step = step.en,
                        top = top_en
                    ),
                    fill!(
                        refusal_words(Lang::Fr),
                        "after_for_ladder_counts_every",
                        title = title.fr,
                        before = before.fr,
                        earlier = earlier.fr.to_lowercase(),
                        step = step.fr,
                        top = top_fr
                    ),
                )
            }
        }
        None => match fault.first_step() {
            FirstStep::Bottom => Text::new(
                fill!(
                    refusal_words(Lang::En),
                    "for_first_time",
                    title = title.en,
                    step = step.en
                ),
                fill!(
                    refusal_words(Lang::Fr),
                    "for_first_time",
                    title = title.fr,
                    step = step.fr
                ),
            ),
            FirstStep::NoWarning => Text::new(
                fill!(
                    refusal_words(Lang::En),
                    "penalised_without_warning_even_first",
                    title = title.en,
                    step = step.en
                ),
                fill!(
                    refusal_words(Lang::Fr),
                    "penalised_without_warning_even_first",
                    title = title.fr,
                    step = step.fr
                ),
            ),
            FirstStep::Top => Text::new(
                format!("{}: {}.", title.en, step.en),
                format!("{} : {}.", title.fr, step.fr),
            ),
        },
    };
    let both = if fault.involves_two_players() {
        Text::new(
            refusal_words(Lang::En).text("both_players_involved_are_penalised"),
            refusal_words(Lang::Fr).text("both_players_involved_are_penalised"),
        )
    } else {
        Text::new("", "")
    };
    let mut rules: Vec<RuleRef> = fault.rules().iter().map(|id| RuleRef::new(id)).collect();
    for id in ["TDA-71A", "S004-penalties"] {
        if !rules.iter().any(|r| r.id() == id) {
            rules.push(RuleRef::new(id));
        }
    }
    Ok(Proposal {
        fault,
        suggested,
        explanation: Text::new(
            format!("{}{}", explanation.en, both.en),
            format!("{}{}", explanation.fr, both.fr),
        ),
        rules,
        both_players: fault.involves_two_players(),
    })
}

/// The facts at the offender's table when the penalty is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AtTheTable {
    /// Players seated at the offender's table, the offender included: one round is one hand
    /// for each of them (rule 71A).
    pub players_at_table: u8,
    /// A hand is being played at the table: it is played out (the offender's hand stays live,
    /// rule 68) and the penalty starts with the next hand.
    pub hand_in_progress: bool,
    /// The offender's chips, removed from play on a disqualification (rule 71D).
    pub stack: Chips,
    /// The pace used to estimate the countdown when hands are not reported (see
    /// [`DEALER_TABLE_HANDS_PER_HOUR`]).
    pub hands_per_hour: u32,
    pub now: DateTime<Utc>,
}

/// A penalty as given, ready to be recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Penalty {
    pub fault: Fault,
    pub step: Step,
    /// What the ladder suggested; differs from `step` only with a reason.
    pub suggested: Step,
    pub reason: Option<String>,
    pub rules: Vec<RuleRef>,
    pub effect: Effect,
}

/// What the penalty does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    Warning,
    /// Away from the table for a number of hands.
    Away(Suspension),
    /// Out of the event. These chips leave play: they go to no one (rule 71D). The caller
    /// records the place.
    Disqualified {
        chips_removed: Chips,
    },
}

impl Proposal {
    /// The TD's decision: the suggested step, or another one with a reason. A missed-hands or
    /// missed-rounds penalty gets its countdown, a disqualification the chips it removes.
    pub fn give(&self, step: Step, reason: &str, at: &AtTheTable) -> Result<Penalty, PenaltyError> {
        let reason = Some(reason.trim())
            .filter(|r| !r.is_empty())
            .map(str::to_string);
        if step != self.suggested && reason.is_none() {
            return Err(PenaltyError::ReasonRequired {
                suggested: self.suggested,
                chosen: step,
            });
        }
        let effect = match step {
            Step::Warning => Effect::Warning,
            Step::MissedHands(_) | Step::MissedRounds(_) => {
                Effect::Away(Suspension::start(step, at)?)
            }
            Step::Disqualification => Effect::Disqualified {
                chips_removed: at.stack,
            },
        };
        Ok(Penalty {
            fault: self.fault,
            step,
            suggested: self.suggested,
            reason,
            rules: self.rules.clone(),
            effect,
        })
    }
}

impl Penalty {
    /// The record the ladder reads when the player commits a fault again.
    pub fn record(&self) -> PenaltyRecord {
        PenaltyRecord {
            fault: self.fault,
            step: self.step,
        }
    }

    /// "Disqualification: 12,500 chips removed from play." and the like, for the TD's log.
    pub fn summary(&self) -> Text {
        let (title, step) = (self.fault.title(), self.step.describe());
        let (en, fr) = match &self.effect {
            Effect::Warning => (
                format!("{}: {}.", title.en, step.en),
                format!("{} : {}.", title.fr, step.fr),
            ),
            Effect::Away(suspension) => (
                fill!(
                    refusal_words(Lang::En),
                    "hands_away_from_table",
                    title = title.en,
                    step = step.en,
                    hands = suspension.hands()
                ),
                fill!(
                    refusal_words(Lang::Fr),
                    "hands_away_from_table",
                    title = title.fr,
                    step = step.fr,
                    hands = suspension.hands()
                ),
            ),
            Effect::Disqualified { chips_removed } => (
                fill!(
                    refusal_words(Lang::En),
                    "disqualification_chips_removed_from_play",
                    title = title.en,
                    chips_removed = amount_en(*chips_removed)
                ),
                fill!(
                    refusal_words(Lang::Fr),
                    "disqualification_chips_removed_from_play",
                    title = title.fr,
                    chips_removed = amount_fr(*chips_removed)
                ),
            ),
        };
        Text::new(en, fr)
    }
}

/// A deal at the offender's table, as the tournament reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Deal {
    /// A new hand.
    New,
    /// The re-deal of the hand just misdealt: the same hand (rule 35C).
    Redeal,
}

/// What the offender's seat does on a deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum AtDeal {
    /// Away: dealt in, blinds and antes posted, the hand killed after the deal (rule 71C).
    /// This is penalty hand `number` of `of`.
    Away { number: u32, of: u32 },
    /// The player plays: the penalty has not started (the hand it was given in is replayed)
    /// or it is served.
    Plays,
}

/// What others see of a player on penalty: only that they are away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Presence {
    AtTheTable,
    Away,
}

/// The countdown of a missed-hands or missed-rounds penalty. It belongs to the player, not to
/// a table: hands dealt at whatever table the offender sits at count, so a move or a table
/// break does not reset it, and a misdeal with its re-deal counts once (rule 35C).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Suspension {
    /// Penalty hands in all, fixed when the penalty is given.
    hands: u32,
    /// Penalty hands dealt so far.
    served: u32,
    /// Given during a hand: that hand is played out first, re-deal included.
    waits_for_current_hand: bool,
    /// The last deal was a penalty hand: its re-deal is the same penalty hand.
    last_deal_away: bool,
    given_at: DateTime<Utc>,
    /// The last deal reported, or the moment the penalty was given: the estimate runs from it.
    last_report: DateTime<Utc>,
    hands_per_hour: u32,
}

impl Suspension {
    /// Missed hands count as given; missed rounds are one hand per player at the table when the
    /// penalty is given, the offender included, times the rounds (rule 71A).
    fn start(step: Step, at: &AtTheTable) -> Result<Suspension, PenaltyError> {
        if !(1..=10).contains(&at.players_at_table) {
            return Err(PenaltyError::PlayersAtTable {
                players: at.players_at_table,
            });
        }
        if !(1..=200).contains(&at.hands_per_hour) {
            return Err(PenaltyError::Pace {
                hands_per_hour: at.hands_per_hour,
            });
        }
        let hands = match step {
            Step::MissedHands(n) => n,
            Step::MissedRounds(n) => n.saturating_mul(u32::from(at.players_at_table)),
            Step::Warning | Step::Disqualification => 0,
        };
        if hands == 0 {
            return Err(PenaltyError::ZeroLength);
        }
        if hands > MAX_PENALTY_HANDS {
            return Err(PenaltyError::TooLong { hands });
        }
        Ok(Suspension {
            hands,
            served: 0,
            waits_for_current_hand: at.hand_in_progress,
            last_deal_away: false,
            given_at: at.now,
            last_report: at.now,
            hands_per_hour: at.hands_per_hour,
        })
    }

    /// A deal at the offender's table: whether the player is away for it. A new hand counts one
    /// penalty hand until all are served; the re-deal of a misdealt penalty hand is the same
    /// penalty hand and does not count again.
    pub fn deal(&mut self, deal: Deal, now: DateTime<Utc>) -> AtDeal {
        self.last_report = self.last_report.max(now);
        let waiting = std::mem::replace(&mut self.waits_for_current_hand, false);
        match deal {
            Deal::Redeal if waiting => {
                self.waits_for_current_hand = true;
                AtDeal::Plays
            }
            Deal::Redeal if self.last_deal_away => AtDeal::Away {
                number: self.served,
                of: self.hands,
            },
            Deal::New | Deal::Redeal if self.served < self.hands => {
                self.served += 1;
                self.last_deal_away = true;
                AtDeal::Away {
                    number: self.served,
                    of: self.hands,
                }
            }
            Deal::New | Deal::Redeal => {
                self.last_deal_away = false;
                AtDeal::Plays
            }
        }
    }

    /// Penalty hands in all.
    pub fn hands(&self) -> u32 {
        self.hands
    }

    /// Penalty hands dealt so far.
    pub fn served(&self) -> u32 {
        self.served
    }

    pub fn given_at(&self) -> DateTime<Utc> {
        self.given_at
    }

    /// The pace the estimate uses.
    pub fn hands_per_hour(&self) -> u32 {
        self.hands_per_hour
    }

    /// Every penalty hand has been dealt: the player is back for the next new hand.
    pub fn is_served(&self) -> bool {
        self.served >= self.hands
    }

    pub fn remaining(&self) -> u32 {
        self.hands - self.served.min(self.hands)
    }

    /// Away from the first penalty hand until a hand is dealt after the last one. A penalty
    /// given during a hand leaves the player at the table until the next deal.
    pub fn presence(&self) -> Presence {
        if self.waits_for_current_hand || (self.is_served() && !self.last_deal_away) {
            Presence::AtTheTable
        } else {
            Presence::Away
        }
    }

    /// Still counting: some penalty hand is to come, or the player sits out the last one.
    pub fn is_running(&self) -> bool {
        !(self.is_served() && self.presence() == Presence::AtTheTable)
    }

    /// The floor saw the player serve the last penalty hand at a table whose hands are not
    /// reported: the countdown ends as if every penalty hand had been dealt.
    pub fn confirm_served(&mut self, at: DateTime<Utc>) {
        self.served = self.hands;
        self.waits_for_current_hand = false;
        self.last_deal_away = false;
        self.last_report = at;
    }

    /// Penalty hands served by `now`, estimated from the pace when hands since the last report
    /// went unreported: whole hands only, never more than the penalty.
    pub fn estimated_served(&self, now: DateTime<Utc>) -> u32 {
        let seconds = u64::try_from((now - self.last_report).num_seconds()).unwrap_or(0);
        let since = seconds.saturating_mul(u64::from(self.hands_per_hour)) / 3600;
        let since = u32::try_from(since).unwrap_or(u32::MAX);
        self.served.saturating_add(since).min(self.hands)
    }

    /// When the last penalty hand should be over at the table's pace, counted from the last
    /// reported deal.
    pub fn estimated_end(&self) -> DateTime<Utc> {
        let seconds = i64::from(self.remaining()) * 3600 / i64::from(self.hands_per_hour.max(1));
        self.last_report
            .checked_add_signed(Duration::seconds(seconds))
            .unwrap_or(DateTime::<Utc>::MAX_UTC)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_order_by_severity() {
        assert!(Step::Warning < Step::MissedHands(10));
        assert!(Step::MissedHands(10) < Step::MissedRounds(1));
        assert!(Step::MissedRounds(1) < Step::MissedRounds(2));
        assert!(Step::MissedRounds(9) < Step::Disqualification);
    }

    #[test]
    fn a_ladder_must_climb() {
        assert!(validate_ladder(&[]).is_err());
        assert!(validate_ladder(&[Step::MissedRounds(1), Step::Warning]).is_err());
        assert!(validate_ladder(&[Step::Warning, Step::MissedHands(0)]).is_err());
        assert!(validate_ladder(&[Step::Warning, Step::Disqualification]).is_ok());
    }

    /// Each fault has its name in both word files, and the files name no other.
    #[test]
    fn every_fault_is_named_in_both_word_files() {
        for lang in [Lang::En, Lang::Fr] {
            crate::test_words::assert_every_variant_has_words::<Fault>(&words(lang).faults);
        }
    }

    fn every_penalty_refusal() -> Vec<PenaltyError> {
        vec![
            PenaltyError::Ladder(LadderError::OutOfOrder),
            PenaltyError::ReasonRequired {
                suggested: Step::Warning,
                chosen: Step::MissedRounds(1),
            },
            PenaltyError::ZeroLength,
            PenaltyError::TooLong { hands: 1800 },
            PenaltyError::PlayersAtTable { players: 0 },
            PenaltyError::Pace { hands_per_hour: 0 },
        ]
    }

    /// Fails to compile when a refusal is added without joining the list above.
    fn _exhaustive(error: &PenaltyError) {
        match error {
            PenaltyError::Ladder(_)
            | PenaltyError::ReasonRequired { .. }
            | PenaltyError::ZeroLength
            | PenaltyError::TooLong { .. }
            | PenaltyError::PlayersAtTable { .. }
            | PenaltyError::Pace { .. } => {}
        }
    }

    #[test]
    fn every_penalty_refusal_is_worded_in_french() {
        for error in every_penalty_refusal() {
            riffle_text::assert_worded_in_both(&error);
        }
    }
}
