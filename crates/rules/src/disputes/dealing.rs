//! Dealing irregularities: misdeal conditions and the misdeal cutoff (TDA 35A/35D, seed 004),
//! the re-deal (35C), cards exposed during the deal, fouled decks (35E), dropped and dead cards
//! (seed 004), and a player absent at the deal (TDA 30).

use super::facts::{
    Alternative, FactKind, Field, Holds, IN_TURN_ACTIONS, SEATS, choice, dispute, one_of,
};
use super::seat_list;
use super::{CardRemedy, Decision, RedealAnswer, Ruling, RulingError, Seat, invalid, need};
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
                return Err(invalid(
                    DEALING,
                    "a boxed-card error needs at least one boxed card",
                    "une erreur de carte retournée dans le paquet demande au moins une carte \
                     retournée",
                ));
            }
            DealError::BoxedCards { count: 1 } => {
                return Ok(Ruling::new(
                    Decision::Cards(CardRemedy::ScrapOfPaper),
                    "A single card found face up in the deck is not a misdeal: it is set aside \
                     like a scrap of paper and replaced by the next card."
                        .into(),
                    "Une seule carte retournée dans le paquet ne fait pas une fausse donne : \
                     elle est écartée comme un bout de papier et remplacée par la suivante."
                        .into(),
                    &["TDA-35A", "TDA-35D"],
                ));
            }
            DealError::WrongCardCount(CardCount::ButtonShort { button_has_acted }) => {
                return Ok(if button_has_acted {
                    Ruling::new(
                        Decision::HandDead,
                        "The button acted on a hand with too few cards: that hand is dead; the \
                         others play on."
                            .into(),
                        "Le bouton a agi avec une main incomplète : sa main est morte ; les \
                         autres continuent."
                            .into(),
                        &["TDA-37"],
                    )
                } else {
                    Ruling::new(
                        Decision::Cards(CardRemedy::ButtonGetsMissingCard),
                        "A button short of a card is not a misdeal: the button receives the \
                         missing card, even after substantial action, as long as it has not \
                         acted on the short hand."
                            .into(),
                        "Un bouton servi d'une carte de moins n'est pas une fausse donne : il \
                         reçoit la carte manquante, même après l'action substantielle, tant \
                         qu'il n'a pas agi avec sa main incomplète."
                            .into(),
                        &["TDA-37", "TDA-35B"],
                    )
                });
            }
            DealError::ButtonConsecutiveCards
                if house.dealing.button_consecutive_cards == ButtonCardsRule::NotAMisdeal =>
            {
                return Ok(Ruling::new(
                    Decision::PlayOn,
                    "The button dealt two consecutive cards is not a misdeal under the TDA: \
                     every player has the right cards, and the hand goes on."
                        .into(),
                    "Le bouton servi de deux cartes de suite n'est pas une fausse donne selon \
                     le TDA : chacun a les bonnes cartes, et le coup continue."
                        .into(),
                    &["TDA-35B"],
                ));
            }
            DealError::WrongCardCount(CardCount::OneExtraToSmallBlind)
                if house.dealing.extra_card_to_small_blind == ExtraCardRule::BecomesBurn =>
            {
                return Ok(Ruling::new(
                    Decision::Cards(CardRemedy::ExtraCardBecomesBurn),
                    "One extra card to the small blind is not a misdeal under the French rules: it is \
                     taken back and used as the burn."
                        .into(),
                    "Une carte de trop à la petite blinde n'est pas une fausse donne selon le seed \
                     004 : elle est reprise et sert de carte brûlée."
                        .into(),
                    &["S004-misdeal"],
                ));
            }
            _ => {}
        }
        let (cutoff_passed, cutoff_en, cutoff_fr, cutoff_rules): (bool, &str, &str, &[_]) =
            match house.dealing.misdeal_cutoff {
                MisdealCutoff::SubstantialAction => (
                    is_substantial_action(&need(&self.actions_in_turn, DEALING, ACTIONS_IN_TURN)?),
                    "substantial action",
                    "l'action substantielle",
                    &["TDA-35D", "TDA-36"],
                ),
                MisdealCutoff::TwoActedAfterBlinds => (
                    need(
                        &self.players_acted_after_blinds,
                        DEALING,
                        ACTED_AFTER_BLINDS,
                    )? >= 2,
                    "two players acting after the blinds",
                    "la parole de deux joueurs après les blinds",
                    &["S004-misdeal"],
                ),
            };
        if !cutoff_passed {
            let mut rules = vec![misdeal_condition(error, house)];
            rules.push("TDA-35C");
            rules.extend_from_slice(cutoff_rules);
            let misdeal = Ruling::new(
                Decision::Misdeal,
                format!(
                    "Misdeal: the error was found before {cutoff_en}. The cards are reshuffled \
                     and the hand re-dealt as an exact replay: the button does not move, no new \
                     player is dealt in and the limits stay the same."
                ),
                format!(
                    "Fausse donne : l'erreur a été constatée avant {cutoff_fr}. Les cartes sont \
                     remélangées et le coup redonné à l'identique : le bouton ne bouge pas, aucun \
                     nouveau joueur n'est servi et les limites restent les mêmes."
                ),
                &rules,
            );
            return Ok(if error == DealError::ButtonConsecutiveCards {
                misdeal.preceded_by(
                    "The house follows the French rules, where a deal out of order is a misdeal, the \
                     button's two consecutive cards included; the TDA (rule 35B) would let the \
                     hand go on.",
                    "La maison suit les règles françaises, où une donne dans le désordre est une fausse \
                     donne, y compris les deux cartes de suite au bouton ; le TDA (règle 35B) \
                     laisserait le coup continuer.",
                    &["S004-misdeal"],
                )
            } else {
                misdeal
            });
        }
        if error == DealError::NonStandardCard {
            return Ok(Ruling::new(
                Decision::Cards(CardRemedy::ScrapOfPaper),
                format!(
                    "No misdeal after {cutoff_en}: the foreign card is treated as a scrap of \
                     paper and replaced, and the hand goes on."
                ),
                format!(
                    "Plus de fausse donne après {cutoff_fr} : la carte étrangère est traitée \
                     comme un bout de papier et remplacée, et le coup continue."
                ),
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
                format!(
                    "No misdeal after {cutoff_en}: the hand goes on as dealt, and a seat dealt \
                     out sits this hand out."
                ),
                format!(
                    "Plus de fausse donne après {cutoff_fr} : le coup continue tel quel, et une \
                     place oubliée ne joue pas ce coup."
                ),
                &rules,
            ));
        }
        let (en_seats, fr_seats) = (seat_list(&seats, "and"), seat_list(&seats, "et"));
        let ruling = match house.dealing.misdeal_cutoff {
            MisdealCutoff::SubstantialAction => Ruling::new(
                Decision::DeadHands {
                    seats: seats.clone(),
                },
                format!(
                    "No misdeal after substantial action: the hands of {en_seats}, dealt in \
                     error, are dead and mucked; the others play on. Dealing simply continues \
                     with one burn per street, never an extra or a missing one."
                ),
                format!(
                    "Plus de fausse donne après l'action substantielle : les mains de {fr_seats}, \
                     servies par erreur, sont mortes et vont au rebut ; les autres continuent. \
                     La donne se poursuit avec une brûlée par tour, ni plus ni moins."
                ),
                &["TDA-35D", "TDA-38", "ADD-38"],
            ),
            MisdealCutoff::TwoActedAfterBlinds => Ruling::new(
                Decision::DeadHands {
                    seats: seats.clone(),
                },
                format!(
                    "Two players after the blinds have acted, so under the French rules the hand goes \
                     on, without the players the error directly affects: {en_seats} are out of \
                     the hand."
                ),
                format!(
                    "Deux joueurs après les blinds ont parlé : selon les règles françaises le coup \
                     continue sans les joueurs directement touchés par l'erreur : {fr_seats} \
                     sont hors du coup."
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
        let (answer, en, fr, rules): (_, &str, &str, &[_]) =
            match need(&self.question, REDEAL, QUESTION)? {
                RedealQuestion::ButtonMove => (
                    RedealAnswer::ButtonStays,
                    "The re-deal replays the same hand: the button stays where it was.",
                    "La redonne rejoue le même coup : le bouton reste où il était.",
                    &["TDA-35C"],
                ),
                RedealQuestion::NewPlayerArrived => (
                    RedealAnswer::NotDealtIn,
                    "No new player is seated for a re-deal; the newcomer is dealt in from the \
                     next hand.",
                    "Aucun nouveau joueur n'entre pour une redonne ; le nouveau venu jouera à \
                     partir du coup suivant.",
                    &["TDA-35C"],
                ),
                RedealQuestion::LevelChanged => (
                    RedealAnswer::KeepsTheSameLimits,
                    "The re-deal is the same hand, which started before the level changed: it \
                     keeps the limits of the misdealt hand.",
                    "La redonne est le même coup, commencé avant le changement de niveau : elle \
                     garde les limites du coup mal donné.",
                    &["TDA-35C", "TDA-23"],
                ),
                RedealQuestion::PlayerAbsentAtFirstDeal => (
                    RedealAnswer::DealtInAndPlays,
                    "A player who was dealt in but away for the first deal receives cards again \
                     and plays the re-deal if seated when its last card is dealt.",
                    "Un joueur servi mais absent à la première donne reçoit de nouveau des \
                     cartes et joue la redonne s'il est assis quand la dernière carte est donnée.",
                    &["TDA-35C", "TDA-30"],
                ),
                RedealQuestion::PlayerOnPenalty => (
                    RedealAnswer::DealtInHandKilledCountsOnce,
                    "A player on penalty who was dealt in is dealt in again and the hand killed; \
                     the deal and the re-deal count as one penalty hand, not two.",
                    "Un joueur pénalisé qui était servi l'est de nouveau et sa main est tuée ; \
                     donne et redonne comptent pour un seul coup de pénalité.",
                    &["TDA-35C", "TDA-71C"],
                ),
            };
        Ok(Ruling::new(
            Decision::Redeal(answer),
            en.into(),
            fr.into(),
            rules,
        ))
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
        downcards_exposed: Option<u8> => DOWNCARDS = FactKind::Count,
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
                    "A player's deliberate act never causes a misdeal: under the French rules that \
                     player alone is out of the hand."
                        .into(),
                    "Un acte volontaire d'un joueur ne provoque jamais de fausse donne : selon les \
                     règles françaises ce joueur seul est hors du coup."
                        .into(),
                    &["S004-misdeal"],
                ));
            }
            ExposedBy::PlayerDeliberate | ExposedBy::PlayerAccident if !seed => {
                return Ok(Ruling::new(
                    Decision::Cards(CardRemedy::CardPlays),
                    "Only the dealer's exposures make a misdeal: a card the player exposed \
                     stays in the hand, which remains live; exposing cards with action pending \
                     may be penalised."
                        .into(),
                    "Seules les cartes exposées par le donneur font une fausse donne : la carte \
                     exposée par le joueur reste dans sa main, qui reste vivante ; exposer ses \
                     cartes avec une action à venir peut être sanctionné."
                        .into(),
                    &["TDA-35A", "TDA-65B", "TDA-68"],
                ));
            }
            _ => {}
        }
        let first_two = need(&self.among_first_two, EXPOSED, FIRST_TWO)?;
        let exposed = need(&self.downcards_exposed, EXPOSED, DOWNCARDS)?;
        if exposed == 0 {
            return Err(invalid(
                EXPOSED,
                "the exposed card itself counts: at least 1 downcard",
                "la carte exposée compte elle-même\u{a0}: au moins 1 carte fermée",
            ));
        }
        let rules: &[_] = if seed {
            &["S004-misdeal", "S004-exposed-card", "S004-dead-cards"]
        } else {
            &["TDA-35A", "TDA-35C"]
        };
        if first_two || exposed >= 2 {
            let (en, fr) = if first_two {
                (
                    "one of the first two cards off the deck",
                    "l'une des deux premières cartes",
                )
            } else {
                ("a second downcard", "une seconde carte")
            };
            return Ok(Ruling::new(
                Decision::Misdeal,
                format!("Misdeal: {en} was exposed during the deal. Reshuffle and re-deal."),
                format!(
                    "Fausse donne : {fr} a été retournée pendant la donne. On remélange et on \
                         redonne."
                ),
                rules,
            ));
        }
        if seed {
            let owner = need(&self.owner, EXPOSED, OWNER)?;
            if owner != CardOwner::Other {
                return Ok(Ruling::new(
                    Decision::Misdeal,
                    "Under the French rules a card of the small blind, the big blind or the dealer \
                     exposed during the deal is not swapped: the deck is reshuffled and the \
                     hand dealt again."
                        .into(),
                    "Selon les règles françaises, une carte de la petite blinde, de la grosse blinde ou du donneur \
                     retournée pendant la donne n'est pas échangée : on remélange et on \
                     redonne."
                        .into(),
                    &["S004-exposed-card"],
                ));
            }
        }
        Ok(Ruling::new(
            Decision::Cards(CardRemedy::ExposedCardBecomesBurn),
            "One exposed downcard, not among the first two, is not a misdeal: the deal goes on, \
             then the player receives the card that would have been burned and the exposed card \
             becomes the burn."
                .into(),
            "Une seule carte retournée, hors des deux premières, ne fait pas de fausse donne : \
             la donne continue, puis le joueur reçoit la carte qui aurait été brûlée et la carte \
             retournée sert de brûlée."
                .into(),
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
                "The fouled deck was found after the next hand began: the right to dispute the \
                 finished hand has ended and its result stands. Replace the deck."
                    .into(),
                "Le jeu corrompu a été découvert après le début du coup suivant : le coup \
                 terminé ne peut plus être contesté et son résultat reste acquis. Changez de \
                 jeu."
                    .into(),
                &["TDA-35E", "TDA-22", "S004-retroactive"],
            ));
        }
        Ok(Ruling::new(
            Decision::ReturnAllBets,
            "Fouled deck: play stops whatever the action so far and every bet of the hand is \
             returned. Replace the deck before the next deal."
                .into(),
            "Jeu corrompu : le coup s'arrête quelle que soit l'action déjà faite et toutes les \
             mises du coup sont rendues. Changez de jeu avant la donne suivante."
                .into(),
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
                "A card exposed by the dealer is dead (during the initial deal, rule it as a \
                 card exposed during the deal)."
                    .into(),
                "Une carte retournée par le donneur est morte (pendant la donne initiale, la \
                 traiter comme une carte retournée pendant la donne)."
                    .into(),
                &["S004-dead-cards"],
            ),
            CardIncidentKind::DroppedByDealer => Ruling::new(
                Decision::Cards(CardRemedy::CardIsDead),
                "A card the dealer drops off the table counts as exposed and is dead, even if it \
                 lies face down and nobody saw it."
                    .into(),
                "Une carte que le donneur fait tomber de la table compte comme retournée et est \
                 morte, même face cachée et vue de personne."
                    .into(),
                &["S004-dead-cards"],
            ),
            CardIncidentKind::DroppedByPlayer => Ruling::new(
                Decision::Cards(CardRemedy::CardPlays),
                "A card the player drops is still theirs and must be played.".into(),
                "Une carte que le joueur fait tomber reste la sienne et doit être jouée.".into(),
                &["S004-dead-cards", "TDA-65B"],
            ),
            CardIncidentKind::DeadCardMixedIntoHand => Ruling::new(
                Decision::HandDead,
                "A player who mixes a dead card into their hand has a dead hand; the other \
                 players play on."
                    .into(),
                "Un joueur qui mêle une carte morte à sa main a une main morte ; les autres \
                 continuent le coup."
                    .into(),
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
                "The player was at the seat when the last card of the initial deal landed: the \
                 hand is live."
                    .into(),
                "Le joueur était à sa place quand la dernière carte de la donne initiale est \
                 tombée : sa main est vivante."
                    .into(),
                &["TDA-30", "S004-absent"],
            ));
        }
        let posted = need(&self.posted, ABSENT, POSTED)?;
        Ok(Ruling::new(
            Decision::AbsentHandKilled { forfeited: posted },
            format!(
                "The player was not at the seat when the last card of the initial deal landed: \
                 the hand is killed unseen and the {posted} posted stays in the pot for the \
                 winner. Blinds and antes keep being taken until the player returns or is \
                 blinded out, and a player acts only while seated."
            ),
            format!(
                "Le joueur n'était pas à sa place quand la dernière carte de la donne initiale \
                 est tombée : sa main est tuée sans être vue et les {posted} posés restent au pot \
                 pour le gagnant. Blinds et antes sont prélevés jusqu'à son retour ou \
                 l'épuisement de son tapis, et l'on n'agit qu'assis."
            ),
            &["TDA-30", "TDA-71A", "S004-absent"],
        ))
    }
}
