//! Showdown disputes: the order of showing (TDA 17), cards face up after an all-in (TDA 16),
//! cards speak (TDA 12-14), tabling all cards (TDA 13, 15, 19), the right to see a hand
//! (TDA 18), a hand the dealer killed (TDA 13C, 65A), and when a finished hand can no longer be
//! disputed (TDA 22, seed 004).

use super::board::{STREETS, Street};
use super::facts::{Alternative, FactKind, Field, Holds, SEATS, choice, dispute, one_of};
use super::said::{Blank, Family, said};
use super::{Choice, Decision, Ruling, RulingError, Seat, Usually, invalid, need};
use riffle_core::house::{DisputesClose, HouseRules};
use serde::{Deserialize, Serialize};

/// The word file of this family's sentences.
const FAMILY: Family = Family::Showdown;

/// Who made the last bet or raise on the final street.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LastAggressor {
    Seat(Seat),
    /// The final street was checked through.
    NoBet,
}

const LAST_AGGRESSORS: FactKind = FactKind::OneOf(&[
    Alternative {
        set: "last_aggressors",
        variant: "Seat",
        holds: Holds::Value(&FactKind::Seat),
    },
    Alternative::unit("last_aggressors", "NoBet"),
]);

dispute! {
    /// Who shows first at a showdown without an all-in.
    pub struct ShowingOrder as ORDER = "showing_order" {
        /// The seats still in the hand at the showdown.
        live_seats: Option<Vec<Seat>> => LIVE_SEATS = SEATS,
        button: Option<Seat> => BUTTON = FactKind::Seat,
        last_aggressor: Option<LastAggressor> => LAST_AGGRESSOR = LAST_AGGRESSORS,
    }
}

impl ShowingOrder {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let mut live = need(&self.live_seats, ORDER, LIVE_SEATS)?;
        live.sort_unstable();
        live.dedup();
        if live.len() < 2 {
            return Err(invalid(ORDER, said!("showdown_needs_least_two_seats")));
        }
        let button = need(&self.button, ORDER, BUTTON)?;
        let first = match need(&self.last_aggressor, ORDER, LAST_AGGRESSOR)? {
            LastAggressor::Seat(seat) if live.contains(&seat) => seat,
            LastAggressor::Seat(seat) => {
                return Err(invalid(ORDER, said!("last_aggressor_s_not_among", seat)));
            }
            LastAggressor::NoBet => *live.iter().find(|&&s| s > button).unwrap_or(&live[0]),
        };
        let start = live.iter().position(|&s| s == first).unwrap_or(0);
        let order: Vec<Seat> = live[start..]
            .iter()
            .chain(&live[..start])
            .copied()
            .collect();
        let why = match self.last_aggressor {
            Some(LastAggressor::Seat(_)) => said!("s_made_last_bet_or", first),
            _ => said!("with_no_bet_final_street", first),
        };
        Ok(Ruling::new(
            Decision::ShowingOrder {
                seats: order.clone(),
            },
            said!(
                "if_hands_are_not_shown",
                why = why.clone(),
                order = Blank::seats(&order[1..])
            ),
            &["TDA-17A", "TDA-17B", "S004-showdown"],
        ))
    }
}

dispute! {
    /// Whether the hands go face up now that someone is all-in.
    pub struct AllInFaceUp as FACE_UP = "all_in_face_up" {
        players_all_in: Option<u8> => ALL_IN = FactKind::Count,
        /// Players still in the hand with chips left to bet.
        players_with_chips: Option<u8> => WITH_CHIPS = FactKind::Count,
        /// The street whose betting just happened.
        street: Option<Street> => ROUND = STREETS,
        betting_round_over: Option<bool> => ROUND_OVER = FactKind::YesNo,
    }
}

impl AllInFaceUp {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let all_in = need(&self.players_all_in, FACE_UP, ALL_IN)?;
        let with_chips = need(&self.players_with_chips, FACE_UP, WITH_CHIPS)?;
        let street = need(&self.street, FACE_UP, ROUND)?;
        let over = need(&self.betting_round_over, FACE_UP, ROUND_OVER)?;
        let no_more_betting = over && (with_chips <= 1 || street == Street::River);
        if all_in >= 1 && no_more_betting {
            return Ok(Ruling::new(
                Decision::TableAllHands,
                said!("player_all_no_more_betting"),
                &["TDA-16", "ADD-16", "S004-all-in-exposure", "S004-side-pots"],
            ));
        }
        Ok(Ruling::new(
            Decision::KeepCardsDown,
            said!("cards_stay_face_down_player", with_chips),
            &["TDA-16", "ADD-16"],
        ))
    }
}

dispute! {
    /// A player announced the wrong hand at showdown.
    pub struct CardsSpeak as SPEAK = "cards_speak" {
        /// Whether an opponent threw their cards away after the wrong announcement.
        opponent_discarded: Option<bool> => DISCARDED = FactKind::YesNo,
        /// Whether the thrown cards can still be identified and retrieved with certainty.
        discarded_cards_retrievable: Option<bool> => RETRIEVABLE = FactKind::YesNo,
    }
}

impl CardsSpeak {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let penalty = said!("miscall_may_be_penalised");
        if !need(&self.opponent_discarded, SPEAK, DISCARDED)? {
            return Ok(Ruling::new(
                Decision::CardsSpeak,
                said!("cards_speak_hands_are_read", penalty = penalty.clone()),
                &["TDA-12", "S004-cards-speak"],
            ));
        }
        if need(&self.discarded_cards_retrievable, SPEAK, RETRIEVABLE)? {
            return Ok(Ruling::new(
                Decision::CardsSpeak,
                said!("thrown_cards_are_not_killed", penalty = penalty.clone()),
                &["TDA-14", "TDA-12", "S004-dead-hands"],
            ));
        }
        Ok(Ruling::new(
            Decision::HandDead,
            said!("opponent_threw_away_hand_that", penalty = penalty.clone()),
            &["S004-cards-speak", "TDA-13B", "TDA-14", "TDA-12"],
        ))
    }
}

/// What went wrong with showing the cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TablingIssue {
    /// A player shows only the card that wins.
    OneCardShown,
    /// A player playing the board wants a share without showing their cards.
    PlaysTheBoardWithoutShowing,
    /// A hand that won without a showdown was shown to one player only.
    ShownToOnePlayerOnly,
    /// A player who bet threw the hand away thinking they had won, with an opponent still in.
    DiscardedThinkingWon { cards_recoverable: bool },
}

const TABLING_ISSUES: FactKind = FactKind::OneOf(&[
    Alternative::unit("tabling_issues", "OneCardShown"),
    Alternative::unit("tabling_issues", "PlaysTheBoardWithoutShowing"),
    Alternative::unit("tabling_issues", "ShownToOnePlayerOnly"),
    Alternative {
        set: "tabling_issues",
        variant: "DiscardedThinkingWon",
        holds: Holds::Fields(&[Field::new("cards_recoverable", FactKind::YesNo)]),
    },
]);

dispute! {
    /// How the cards must be shown.
    pub struct Tabling as TABLING = "tabling" {
        issue: Option<TablingIssue> => ISSUE = TABLING_ISSUES,
    }
}

impl Tabling {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let ruling = match need(&self.issue, TABLING, ISSUE)? {
            TablingIssue::OneCardShown => Ruling::new(
                Decision::MustTable,
                said!("hand_tabled_only_with_every"),
                &["TDA-15A", "TDA-13A", "TDA-13B", "S004-showdown"],
            ),
            TablingIssue::PlaysTheBoardWithoutShowing => Ruling::new(
                Decision::MustTable,
                said!("playing_board_still_requires_tabling"),
                &["TDA-19", "TDA-13A"],
            ),
            TablingIssue::ShownToOnePlayerOnly => Ruling::new(
                Decision::MustTable,
                said!("hand_shown_one_player_must"),
                &["S004-show-one-show-all", "TDA-67"],
            ),
            TablingIssue::DiscardedThinkingWon {
                cards_recoverable: true,
            } => Ruling::new(
                Decision::PlayOn,
                said!("dealer_holds_discarded_cards_they"),
                &["TDA-15B", "TDA-14"],
            ),
            TablingIssue::DiscardedThinkingWon {
                cards_recoverable: false,
            } => Ruling::new(
                Decision::HandDead,
                said!("discarded_cards_cannot_recovered_with"),
                &["TDA-15B", "TDA-65A"],
            ),
        };
        Ok(ruling)
    }
}

choice! {
    /// The dealer killed a player's hand at showdown (TDA 13C, 65A).
    pub struct DealerKilledHand as KILLED = "dealer_killed_hand" {
        /// The hand the dealer killed, as it lay: tabled or not, and whether it clearly won.
        hand => HAND: enum KilledHand as KILLED_HANDS in "killed_hands" {
            NotTabled, TabledClearlyWinning, TabledNotClearlyWinning,
        }
    }
}

impl DealerKilledHand {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let hand = need(&self.hand, KILLED, HAND)?;
        if hand == KilledHand::NotTabled {
            return Ok(Ruling::new(
                Decision::HandDead,
                said!("hand_killed_dealer_before_was"),
                &["TDA-65A", "TDA-15B"],
            ));
        }
        if hand == KilledHand::TabledClearlyWinning {
            return Ok(Ruling::new(
                Decision::HandRestored,
                said!("properly_tabled_hand_that_clearly"),
                &["TDA-13C", "TDA-13"],
            ));
        }
        Ok(Ruling::td_decides(
            vec![
                Choice {
                    decision: Decision::HandRestored,
                    label: said!("cards_are_identified_with_certainty"),
                },
                Choice {
                    decision: Decision::HandDead,
                    label: said!("they_cannot_identified_hand_stays"),
                },
            ],
            said!("tabled_hand_does_not_clearly"),
            &["TDA-13", "TDA-65A"],
        ))
    }
}

one_of! {
    /// What the player asking to see a hand did with their own cards (TDA 18A, 18B).
    pub enum RequesterCards as REQUESTER_CARDS in "requester_cards" {
        StillHolds,
        Tabled,
        /// Mucked face down without tabling: no cards, no right (18A).
        MuckedFaceDown,
    }
    // Before the third answer: "still holds them" or "has tabled them".
    was yes = StillHolds, no = Tabled;
}

dispute! {
    /// A player asks to see a hand at showdown (TDA 18, Addendum 18).
    pub struct AskToSeeHand as ASK = "ask_to_see_hand" {
        /// Whether the player asking still holds their cards, tabled them or mucked them.
        #[serde(alias = "requester_holds_cards", deserialize_with = "super::facts::was_yes_no")]
        requester_cards: Option<RequesterCards> => CARDS = REQUESTER_CARDS,
        /// Whether there was a river bet and the player asking called it.
        requester_called_river_bet: Option<bool> => CALLED_RIVER = FactKind::YesNo,
        /// Whether the hand asked for is the last aggressor's.
        target_is_last_aggressor: Option<bool> => AGGRESSOR = FactKind::YesNo,
    }
}

impl AskToSeeHand {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        if need(&self.requester_cards, ASK, CARDS)? == RequesterCards::MuckedFaceDown {
            return Ok(Ruling::new(
                Decision::NoRightToSee,
                said!("player_asking_mucked_face_down"),
                &["TDA-18A", "ADD-18"],
            ));
        }
        if need(&self.requester_called_river_bet, ASK, CALLED_RIVER)?
            && need(&self.target_is_last_aggressor, ASK, AGGRESSOR)?
        {
            return Ok(Ruling::new(
                Decision::MustTable,
                said!("caller_paid_see_after_river"),
                &["TDA-18B", "ADD-18"],
            ));
        }
        Ok(Ruling::td_decides(
            vec![
                Choice {
                    decision: Decision::MustTable,
                    label: said!("show_hand"),
                },
                Choice {
                    decision: Decision::NoRightToSee,
                    label: said!("refuse_request"),
                },
            ],
            said!("there_no_right_see_this"),
            &["TDA-18B", "ADD-18"],
        ))
    }
}

one_of! {
    /// What is disputed about a finished hand.
    pub enum DisputeSubject as DISPUTE_SUBJECTS in "dispute_subjects" {
        /// The reading of a tabled hand.
        HandReading,
        /// A mistake in counting or awarding the pot.
        PotAccounting,
    }
}

dispute! {
    /// A dispute raised after the pot was awarded.
    pub struct DisputeAfterHand as DISPUTE = "dispute_after_hand" {
        subject: Option<DisputeSubject> => SUBJECT = DISPUTE_SUBJECTS,
        /// Whether play stopped for a break right after the hand (TDA).
        break_after_hand: Option<bool> => BREAK = FactKind::YesNo; usually Usually::Is("false"),
        /// Seconds since the pot was awarded, when a break followed the hand (TDA).
        seconds_since_award: Option<u32> => SECONDS = FactKind::Seconds,
        /// Whether the next hand has started: first riffle, shuffler button or dealer push.
        next_hand_started: Option<bool> => NEXT_STARTED = FactKind::YesNo,
        /// Whether substantial action has occurred on the next hand (TDA, pot accounting).
        substantial_action_on_next_hand: Option<bool> => SA_NEXT = FactKind::YesNo,
    }
}

impl DisputeAfterHand {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let subject = need(&self.subject, DISPUTE, SUBJECT)?;
        let open = |said, rules: &[&'static str]| Ruling::new(Decision::DisputeOpen, said, rules);
        let closed =
            |said, rules: &[&'static str]| Ruling::new(Decision::DisputeClosed, said, rules);
        match house.time.disputes_close {
            DisputesClose::NextShuffle => {
                Ok(if need(&self.next_hand_started, DISPUTE, NEXT_STARTED)? {
                    closed(
                        said!("under_french_rules_no_ruling"),
                        &["S004-retroactive", "S004-new-level"],
                    )
                } else {
                    open(said!("next_hand_has_not_started"), &["S004-retroactive"])
                })
            }
            DisputesClose::NextHandOrSubstantialAction => {
                if need(&self.break_after_hand, DISPUTE, BREAK)? {
                    let seconds = need(&self.seconds_since_award, DISPUTE, SECONDS)?;
                    return Ok(if seconds < 60 {
                        Ruling::new(
                            Decision::DisputeOpen,
                            said!("hand_ended_before_break_disputes", seconds),
                            &["TDA-22"],
                        )
                    } else {
                        Ruling::new(
                            Decision::DisputeClosed,
                            said!("hand_ended_before_break_s", seconds),
                            &["TDA-22"],
                        )
                    });
                }
                if !need(&self.next_hand_started, DISPUTE, NEXT_STARTED)? {
                    return Ok(open(
                        said!("next_hand_has_not_begun"),
                        &["TDA-22", "TDA-23"],
                    ));
                }
                Ok(match subject {
                    DisputeSubject::HandReading => closed(
                        said!("reading_tabled_hand_can_disputed"),
                        &["TDA-22", "TDA-23"],
                    ),
                    DisputeSubject::PotAccounting => {
                        if need(&self.substantial_action_on_next_hand, DISPUTE, SA_NEXT)? {
                            closed(
                                said!("mistake_pot_can_disputed_until"),
                                &["TDA-22", "TDA-36"],
                            )
                        } else {
                            open(
                                said!("mistake_pot_can_disputed_until_2"),
                                &["TDA-22", "TDA-36"],
                            )
                        }
                    }
                })
            }
        }
    }
}

riffle_text::sentence_file!(pub(super) fn sentences = "dispute_showdown.ron");
