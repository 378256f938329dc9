//! Dealing irregularities: misdeal conditions and the misdeal cutoff (TDA 35A/35D, seed 004),
//! the re-deal (35C), cards exposed during the deal, fouled decks (35E), dropped and dead cards
//! (seed 004), and a player absent at the deal (TDA 30).

use super::facts::{
    Alternative, FactKind, Field, Holds, IN_TURN_ACTIONS, SEATS, choice, dispute, one_of,
};
use super::said::{Blank, Family, Said, said};

/// The word file of this family's sentences.
const FAMILY: Family = Family::Dealing;

use super::{
    CardRemedy, Decision, RedealAnswer, Ruling, RulingError, Seat, Usually, invalid, need,
};
use riffle_core::Chips;
use riffle_core::betting::substantial::{InTurnAction, is_substantial_action};
use riffle_core::house::{
    ButtonCardsRule, ExposedCardRule, ExtraCardRule, HouseRules, MisdealCutoff,
};
use serde::{Deserialize, Serialize};

/// What went wrong in the deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DealError {
    /// Cards found face up in the deck during the initial deal.
    BoxedCards { count: u8 },
    /// The first card went to the wrong seat, or the cards were dealt out of order.
    WrongOrder,
    /// A seat not entitled to a hand was dealt in.
    SeatNotEntitledDealtIn,
    /// A seat entitled to a hand was dealt out.
    EntitledSeatDealtOut,
    /// A player received the wrong number of cards.
    WrongCardCount(CardCount),
    /// A card foreign to the game (a joker, a 2 in a short deck).
    NonStandardCard,
    /// The button was dealt its two cards one after the other, every player's cards otherwise
    /// right (TDA 35B).
    ButtonConsecutiveCards,
}

/// How the card count went wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardCount {
    /// Exactly one card too many, to the small blind.
    OneExtraToSmallBlind,
    /// The button is a card short (TDA 37).
    ButtonShort { button_has_acted: bool },
    /// Any other wrong count.
    Other,
}

const DEAL_ERRORS: FactKind = FactKind::OneOf(&[
    Alternative {
        set: "deal_errors",
        variant: "BoxedCards",
        holds: Holds::Fields(&[Field::new("count", FactKind::Count)]),
    },
    Alternative::unit("deal_errors", "WrongOrder"),
    Alternative::unit("deal_errors", "SeatNotEntitledDealtIn"),
    Alternative::unit("deal_errors", "EntitledSeatDealtOut"),
    Alternative {
        set: "deal_errors",
        variant: "WrongCardCount",
        holds: Holds::Value(&FactKind::OneOf(&[
            Alternative::unit("deal_errors", "OneExtraToSmallBlind"),
            Alternative {
                set: "deal_errors",
                variant: "ButtonShort",
                holds: Holds::Fields(&[Field::new("button_has_acted", FactKind::YesNo)]),
            },
            Alternative::unit("deal_errors", "Other"),
        ])),
    },
    Alternative::unit("deal_errors", "NonStandardCard"),
    Alternative::unit("deal_errors", "ButtonConsecutiveCards"),
]);

dispute! {
    /// An error in the deal, found before or after the misdeal cutoff.
    pub struct DealingError as DEALING = "dealing_error" {
        error: Option<DealError> => ERROR = DEAL_ERRORS,
        /// The actions taken in turn so far (TDA cutoff: substantial action).
        actions_in_turn: Option<Vec<InTurnAction>> => ACTIONS_IN_TURN = IN_TURN_ACTIONS,
        /// How many players after the blinds have acted (seed 004 cutoff).
        players_acted_after_blinds: Option<u8> => ACTED_AFTER_BLINDS = FactKind::Count,
        /// The seats whose hands the error directly affects, asked when the hand goes on.
        affected_seats: Option<Vec<Seat>> => AFFECTED = SEATS,
    }
}

impl DealingError {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let error = need(&self.error, DEALING, ERROR)?;
        match error {
            DealError::BoxedCards { count: 0 } => {
                return Err(invalid(DEALING, said!("boxed_card_error_needs_least")));
            }
            DealError::BoxedCards { count: 1 } => {
                return Ok(Ruling::new(
                    Decision::Cards(CardRemedy::ScrapOfPaper),
                    said!("single_card_found_face_up"),
                    &["TDA-35A", "TDA-35D"],
                ));
            }
            DealError::WrongCardCount(CardCount::ButtonShort { button_has_acted }) => {
                return Ok(if button_has_acted {
                    Ruling::new(
                        Decision::HandDead,
                        said!("button_acted_hand_with_too"),
                        &["TDA-37"],
                    )
                } else {
                    Ruling::new(
                        Decision::Cards(CardRemedy::ButtonGetsMissingCard),
                        said!("button_short_card_not_misdeal"),
                        &["TDA-37", "TDA-35B"],
                    )
                });
            }
            DealError::ButtonConsecutiveCards
                if house.dealing.button_consecutive_cards == ButtonCardsRule::NotAMisdeal =>
            {
                return Ok(Ruling::new(
                    Decision::PlayOn,
                    said!("button_dealt_two_consecutive_cards"),
                    &["TDA-35B"],
                ));
            }
            DealError::WrongCardCount(CardCount::OneExtraToSmallBlind)
                if house.dealing.extra_card_to_small_blind == ExtraCardRule::BecomesBurn =>
            {
                return Ok(Ruling::new(
                    Decision::Cards(CardRemedy::ExtraCardBecomesBurn),
                    said!("one_extra_card_small_blind"),
                    &["S004-misdeal"],
                ));
            }
            _ => {}
        }
        let (cutoff_passed, cutoff, cutoff_rules): (bool, Said, &[_]) =
            match house.dealing.misdeal_cutoff {
                MisdealCutoff::SubstantialAction => (
                    is_substantial_action(&need(&self.actions_in_turn, DEALING, ACTIONS_IN_TURN)?),
                    said!("cutoff_substantial_action"),
                    &["TDA-35D", "TDA-36"],
                ),
                MisdealCutoff::TwoActedAfterBlinds => (
                    need(
                        &self.players_acted_after_blinds,
                        DEALING,
                        ACTED_AFTER_BLINDS,
                    )? >= 2,
                    said!("two_players_acting_after_blinds"),
                    &["S004-misdeal"],
                ),
            };
        if !cutoff_passed {
            let mut rules = vec![misdeal_condition(error, house)];
            rules.push("TDA-35C");
            rules.extend_from_slice(cutoff_rules);
            let misdeal = Ruling::new(
                Decision::Misdeal,
                said!("misdeal_error_was_found_before", cutoff = cutoff.clone()),
                &rules,
            );
            return Ok(if error == DealError::ButtonConsecutiveCards {
                misdeal.preceded_by(said!("house_follows_french_rules_where"), &["S004-misdeal"])
            } else {
                misdeal
            });
        }
        if error == DealError::NonStandardCard {
            return Ok(Ruling::new(
                Decision::Cards(CardRemedy::ScrapOfPaper),
                said!("no_misdeal_after_foreign_card", cutoff = cutoff.clone()),
                &["TDA-35D"],
            ));
        }
        let asks_affected = match house.dealing.misdeal_cutoff {
            MisdealCutoff::SubstantialAction => matches!(
                error,
                DealError::WrongCardCount(_) | DealError::SeatNotEntitledDealtIn
            ),
            MisdealCutoff::TwoActedAfterBlinds => true,
        };
        let seats = if asks_affected {
            need(&self.affected_seats, DEALING, AFFECTED)?
        } else {
            Vec::new()
        };
        if seats.is_empty() {
            let mut rules = vec!["TDA-35D"];
            if house.dealing.misdeal_cutoff == MisdealCutoff::TwoActedAfterBlinds {
                rules = vec!["S004-misdeal"];
            }
            return Ok(Ruling::new(
                Decision::PlayOn,
                said!("no_misdeal_after_hand_goes", cutoff = cutoff.clone()),
                &rules,
            ));
        }
        let ruling = match house.dealing.misdeal_cutoff {
            MisdealCutoff::SubstantialAction => Ruling::new(
                Decision::DeadHands {
                    seats: seats.clone(),
                },
                said!(
                    "no_misdeal_after_substantial_action",
                    seats = Blank::seats(&seats)
                ),
                &["TDA-35D", "TDA-38", "ADD-38"],
            ),
            MisdealCutoff::TwoActedAfterBlinds => Ruling::new(
                Decision::DeadHands {
                    seats: seats.clone(),
                },
                said!(
                    "two_players_after_blinds_have",
                    seats = Blank::seats(&seats)
                ),
                &["S004-misdeal"],
            ),
        };
        Ok(ruling)
    }
}

/// The rule that makes this error a misdeal under the house rules.
fn misdeal_condition(error: DealError, house: &HouseRules) -> &'static str {
    match (house.dealing.misdeal_cutoff, error) {
        (MisdealCutoff::TwoActedAfterBlinds, DealError::WrongOrder)
        | (MisdealCutoff::TwoActedAfterBlinds, DealError::WrongCardCount(_))
        | (_, DealError::ButtonConsecutiveCards) => "S004-misdeal",
        _ => "TDA-35A",
    }
}

one_of! {
    /// A question about the re-deal that follows a misdeal.
    pub enum RedealQuestion as REDEAL_QUESTIONS in "redeal_questions" {
        /// Does the button move?
        ButtonMove,
        /// Is a player who just arrived at the table dealt in?
        NewPlayerArrived,
        /// The level changed before the re-deal: which limits?
        LevelChanged,
        /// A player dealt in but away for the first deal is now seated: do they play?
        PlayerAbsentAtFirstDeal,
        /// A player serving a penalty: dealt in? How many hands does it count?
        PlayerOnPenalty,
    }
}

dispute! {
    /// What the re-deal after a misdeal keeps (TDA 35C).
    pub struct Redeal as REDEAL = "redeal" {
        question: Option<RedealQuestion> => QUESTION = REDEAL_QUESTIONS,
    }
}

impl Redeal {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let (answer, said, rules): (_, Said, &[_]) = match need(&self.question, REDEAL, QUESTION)? {
            RedealQuestion::ButtonMove => (
                RedealAnswer::ButtonStays,
                said!("re_deal_replays_same_hand"),
                &["TDA-35C"],
            ),
            RedealQuestion::NewPlayerArrived => (
                RedealAnswer::NotDealtIn,
                said!("no_new_player_seated_for"),
                &["TDA-35C"],
            ),
            RedealQuestion::LevelChanged => (
                RedealAnswer::KeepsTheSameLimits,
                said!("re_deal_same_hand_which"),
                &["TDA-35C", "TDA-23"],
            ),
            RedealQuestion::PlayerAbsentAtFirstDeal => (
                RedealAnswer::DealtInAndPlays,
                said!("player_who_was_dealt_but"),
                &["TDA-35C", "TDA-30"],
            ),
            RedealQuestion::PlayerOnPenalty => (
                RedealAnswer::DealtInHandKilledCountsOnce,
                said!("player_penalty_who_was_dealt"),
                &["TDA-35C", "TDA-71C"],
            ),
        };
        Ok(Ruling::new(Decision::Redeal(answer), said, rules))
    }
}

one_of! {
    /// Who exposed the card.
    pub enum ExposedBy as EXPOSED_BY_KIND in "exposed_by_kind" {
        Dealer,
        /// The player, by an involuntary movement.
        PlayerAccident,
        /// The player, on purpose.
        PlayerDeliberate,
    }
}

one_of! {
    /// Whose card it is.
    pub enum CardOwner as CARD_OWNERS in "card_owners" {
        SmallBlind,
        BigBlind,
        /// The player dealing (the button in a dealer-less game).
        Dealer,
        Other,
    }
}

dispute! {
    /// A downcard exposed during the initial deal.
    pub struct ExposedCardOnDeal as EXPOSED = "exposed_card_on_deal" {
        exposed_by: Option<ExposedBy> => EXPOSED_BY = EXPOSED_BY_KIND,
        /// Whether it is one of the first two cards dealt off the deck.
        among_first_two: Option<bool> => FIRST_TWO = FactKind::YesNo,
        /// Downcards exposed on this deal so far, this one included.
        downcards_exposed: Option<u8> => DOWNCARDS = FactKind::Count; usually Usually::Is("1"),
        /// Whose card it is (asked under seed 004 only).
        owner: Option<CardOwner> => OWNER = CARD_OWNERS,
    }
}

impl ExposedCardOnDeal {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let seed = house.dealing.exposed_card == ExposedCardRule::ReshuffleForBlindsAndDealer;
        match need(&self.exposed_by, EXPOSED, EXPOSED_BY)? {
            ExposedBy::PlayerDeliberate if seed => {
                return Ok(Ruling::new(
                    Decision::HandDead,
                    said!("players_deliberate_act_never_causes"),
                    &["S004-misdeal"],
                ));
            }
            ExposedBy::PlayerDeliberate | ExposedBy::PlayerAccident if !seed => {
                return Ok(Ruling::new(
                    Decision::Cards(CardRemedy::CardPlays),
                    said!("only_dealers_exposures_make_misdeal"),
                    &["TDA-35A", "TDA-65B", "TDA-68"],
                ));
            }
            _ => {}
        }
        let first_two = need(&self.among_first_two, EXPOSED, FIRST_TWO)?;
        let exposed = need(&self.downcards_exposed, EXPOSED, DOWNCARDS)?;
        if exposed == 0 {
            return Err(invalid(EXPOSED, said!("exposed_card_itself_counts_least")));
        }
        let rules: &[_] = if seed {
            &["S004-misdeal", "S004-exposed-card", "S004-dead-cards"]
        } else {
            &["TDA-35A", "TDA-35C"]
        };
        if first_two || exposed >= 2 {
            let said = if first_two {
                said!("one_first_two_cards_off")
            } else {
                said!("second_downcard")
            };
            return Ok(Ruling::new(
                Decision::Misdeal,
                said!("misdeal_was_exposed_during_deal", value = said.clone()),
                rules,
            ));
        }
        if seed {
            let owner = need(&self.owner, EXPOSED, OWNER)?;
            if owner != CardOwner::Other {
                return Ok(Ruling::new(
                    Decision::Misdeal,
                    said!("under_french_rules_card_small"),
                    &["S004-exposed-card"],
                ));
            }
        }
        Ok(Ruling::new(
            Decision::Cards(CardRemedy::ExposedCardBecomesBurn),
            said!("one_exposed_downcard_not_among"),
            if seed {
                &["S004-exposed-card", "S004-dead-cards"]
            } else {
                &["TDA-35A", "S004-exposed-card"]
            },
        ))
    }
}

dispute! {
    /// Two or more cards of the same rank and suit were found.
    pub struct FouledDeck as FOULED = "fouled_deck" {
        /// Whether the hand was already over when the duplicate was found.
        hand_over: Option<bool> => HAND_OVER = FactKind::YesNo,
        /// Whether the next hand had started (first riffle).
        next_hand_started: Option<bool> => NEXT_HAND_STARTED = FactKind::YesNo,
    }
}

impl FouledDeck {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        if need(&self.hand_over, FOULED, HAND_OVER)?
            && need(&self.next_hand_started, FOULED, NEXT_HAND_STARTED)?
        {
            return Ok(Ruling::new(
                Decision::DisputeClosed,
                said!("fouled_deck_was_found_after"),
                &["TDA-35E", "TDA-22", "S004-retroactive"],
            ));
        }
        Ok(Ruling::new(
            Decision::ReturnAllBets,
            said!("fouled_deck_play_stops_whatever"),
            &["TDA-35E"],
        ))
    }
}

choice! {
    /// What happened to a card; seed 004 rules where the TDA says nothing.
    pub struct CardIncident as INCIDENT = "card_incident" {
        /// A card dropped or exposed outside the deal, or a dead card mixed into a hand.
        incident => INCIDENT_KIND: enum CardIncidentKind as CARD_INCIDENTS in "card_incidents" {
            ExposedByDealer, DroppedByDealer, DroppedByPlayer, DeadCardMixedIntoHand,
        }
    }
}

impl CardIncident {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let ruling = match need(&self.incident, INCIDENT, INCIDENT_KIND)? {
            CardIncidentKind::ExposedByDealer => Ruling::new(
                Decision::Cards(CardRemedy::CardIsDead),
                said!("card_exposed_dealer_dead_during"),
                &["S004-dead-cards"],
            ),
            CardIncidentKind::DroppedByDealer => Ruling::new(
                Decision::Cards(CardRemedy::CardIsDead),
                said!("card_dealer_drops_off_table"),
                &["S004-dead-cards"],
            ),
            CardIncidentKind::DroppedByPlayer => Ruling::new(
                Decision::Cards(CardRemedy::CardPlays),
                said!("card_player_drops_still_theirs"),
                &["S004-dead-cards", "TDA-65B"],
            ),
            CardIncidentKind::DeadCardMixedIntoHand => Ruling::new(
                Decision::HandDead,
                said!("player_who_mixes_dead_card"),
                &["S004-dead-cards", "TDA-65A"],
            ),
        };
        Ok(ruling)
    }
}

dispute! {
    /// A player was away from the seat during the deal.
    pub struct AbsentAtDeal as ABSENT = "absent_at_deal" {
        /// Whether the player was at the seat, within reach of the chair, when the last card of the
        /// initial deal was dealt.
        at_seat_when_last_card_dealt: Option<bool> => AT_SEAT = FactKind::YesNo,
        /// Blinds and antes the player had posted for the hand.
        posted: Option<Chips> => POSTED = FactKind::Chips,
    }
}

impl AbsentAtDeal {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        if need(&self.at_seat_when_last_card_dealt, ABSENT, AT_SEAT)? {
            return Ok(Ruling::new(
                Decision::PlayOn,
                said!("player_was_seat_when_last"),
                &["TDA-30", "S004-absent"],
            ));
        }
        let posted = need(&self.posted, ABSENT, POSTED)?;
        Ok(Ruling::new(
            Decision::AbsentHandKilled { forfeited: posted },
            said!("player_was_not_seat_when", posted),
            &["TDA-30", "TDA-71A", "S004-absent"],
        ))
    }
}

riffle_text::sentence_file!(pub(super) fn sentences = "dispute_dealing.ron");
