//! Showdown disputes: the order of showing (TDA 17), cards face up after an all-in (TDA 16),
//! cards speak (TDA 12-14), tabling all cards (TDA 13, 15, 19), the right to see a hand
//! (TDA 18), and when a finished hand can no longer be disputed (TDA 22, seed 004).

use super::board::{STREETS, Street};
use super::facts::{Alternative, Either, FactKind, Field, Holds, SEATS, one_of};
use super::{
    CaseName, Choice, Decision, Fact, Ruling, RulingError, Seat, invalid, need, seat_list,
};
use crate::house::{DisputesClose, HouseRules};
use crate::text::Text;
use serde::{Deserialize, Serialize};

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

/// Who shows first at a showdown without an all-in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ShowingOrder {
    /// The seats still in the hand at the showdown.
    pub live_seats: Option<Vec<Seat>>,
    pub button: Option<Seat>,
    pub last_aggressor: Option<LastAggressor>,
}

pub(super) const ORDER: CaseName = CaseName::new("showing_order");

const LIVE_SEATS: Fact = Fact::new("live_seats", SEATS);
const BUTTON: Fact = Fact::new("button", FactKind::Seat);
const LAST_AGGRESSOR: Fact = Fact::new("last_aggressor", LAST_AGGRESSORS);

impl ShowingOrder {
    pub(super) fn rule(&self) -> Result<Ruling, RulingError> {
        let mut live = need(&self.live_seats, ORDER, LIVE_SEATS)?;
        live.sort_unstable();
        live.dedup();
        if live.len() < 2 {
            return Err(invalid(
                ORDER,
                "a showdown needs at least two seats still in the hand",
                "un abattage demande au moins deux sièges encore dans le coup",
            ));
        }
        let button = need(&self.button, ORDER, BUTTON)?;
        let first = match need(&self.last_aggressor, ORDER, LAST_AGGRESSOR)? {
            LastAggressor::Seat(seat) if live.contains(&seat) => seat,
            LastAggressor::Seat(seat) => {
                return Err(invalid(
                    ORDER,
                    format!("the last aggressor S{seat} is not among the seats still in"),
                    format!(
                        "le dernier agresseur S{seat} n'est pas parmi les sièges encore dans le \
                         coup"
                    ),
                ));
            }
            LastAggressor::NoBet => *live.iter().find(|&&s| s > button).unwrap_or(&live[0]),
        };
        let start = live.iter().position(|&s| s == first).unwrap_or(0);
        let order: Vec<Seat> = live[start..]
            .iter()
            .chain(&live[..start])
            .copied()
            .collect();
        let (why_en, why_fr) = match self.last_aggressor {
            Some(LastAggressor::Seat(_)) => (
                format!("S{first} made the last bet or raise on the final street and shows first"),
                format!(
                    "S{first} a fait la dernière mise ou relance du dernier tour et montre \
                         en premier"
                ),
            ),
            _ => (
                format!(
                    "with no bet on the final street, S{first}, the first seat left of the \
                         button, shows first"
                ),
                format!(
                    "sans mise au dernier tour, S{first}, première place à gauche du bouton, \
                         montre en premier"
                ),
            ),
        };
        Ok(Ruling::new(
            Decision::ShowingOrder {
                seats: order.clone(),
            },
            format!(
                "If the hands are not shown spontaneously: {why_en}, then {} clockwise. If \
                 everyone else mucks unshown, the last live hand wins without showing.",
                seat_list(&order[1..], "and")
            ),
            format!(
                "Si les mains ne sont pas montrées spontanément : {why_fr}, puis {} dans le sens \
                 horaire. Si tous les autres jettent sans montrer, la dernière main vivante gagne \
                 sans se montrer.",
                seat_list(&order[1..], "et")
            ),
            &["TDA-17A", "TDA-17B", "S004-showdown"],
        ))
    }
}

/// Whether the hands go face up now that someone is all-in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AllInFaceUp {
    pub players_all_in: Option<u8>,
    /// Players still in the hand with chips left to bet.
    pub players_with_chips: Option<u8>,
    /// The street whose betting just happened.
    pub street: Option<Street>,
    pub betting_round_over: Option<bool>,
}

pub(super) const FACE_UP: CaseName = CaseName::new("all_in_face_up");

const ALL_IN: Fact = Fact::new("players_all_in", FactKind::Count);
const WITH_CHIPS: Fact = Fact::new("players_with_chips", FactKind::Count);
const ROUND: Fact = Fact::new("street", STREETS);
const ROUND_OVER: Fact = Fact::new("betting_round_over", FactKind::YesNo);

impl AllInFaceUp {
    pub(super) fn rule(&self) -> Result<Ruling, RulingError> {
        let all_in = need(&self.players_all_in, FACE_UP, ALL_IN)?;
        let with_chips = need(&self.players_with_chips, FACE_UP, WITH_CHIPS)?;
        let street = need(&self.street, FACE_UP, ROUND)?;
        let over = need(&self.betting_round_over, FACE_UP, ROUND_OVER)?;
        let no_more_betting = over && (with_chips <= 1 || street == Street::River);
        if all_in >= 1 && no_more_betting {
            return Ok(Ruling::new(
                Decision::TableAllHands,
                "A player is all-in and no more betting is possible: every hand still in goes \
                 face up now, before the remaining cards are dealt, and no one who is all-in or \
                 called may muck. Award the side pots, outermost first, before the main pot."
                    .into(),
                "Un joueur est à tapis et plus aucune mise n'est possible : toutes les mains \
                 encore en jeu se retournent maintenant, avant les cartes restantes, et aucun \
                 joueur à tapis ou ayant suivi ne peut jeter. Attribuer les pots annexes, du \
                 plus extérieur au pot principal."
                    .into(),
                &["TDA-16", "ADD-16", "S004-all-in-exposure", "S004-side-pots"],
            ));
        }
        Ok(Ruling::new(
            Decision::KeepCardsDown,
            format!(
                "The cards stay face down: {} player(s) with chips can still bet, so the hands \
                 go up only once no more betting is possible.",
                with_chips
            ),
            format!(
                "Les cartes restent cachées : {} joueur(s) avec des jetons peuvent encore miser, \
                 les mains ne se retournent que lorsque plus aucune mise n'est possible.",
                with_chips
            ),
            &["TDA-16", "ADD-16"],
        ))
    }
}

/// A player announced the wrong hand at showdown.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CardsSpeak {
    /// Whether an opponent threw their cards away after the wrong announcement.
    pub opponent_discarded: Option<bool>,
    /// Whether the thrown cards can still be identified and retrieved with certainty.
    pub discarded_cards_retrievable: Option<bool>,
}

pub(super) const SPEAK: CaseName = CaseName::new("cards_speak");

const DISCARDED: Fact = Fact::new("opponent_discarded", FactKind::YesNo);
const RETRIEVABLE: Fact = Fact::new("discarded_cards_retrievable", FactKind::YesNo);

impl CardsSpeak {
    pub(super) fn rule(&self) -> Result<Ruling, RulingError> {
        let penalty_en = "A miscall judged deliberate or repeated may be penalised.";
        let penalty_fr = "Une mauvaise annonce jugée volontaire ou répétée peut être sanctionnée.";
        if !need(&self.opponent_discarded, SPEAK, DISCARDED)? {
            return Ok(Ruling::new(
                Decision::CardsSpeak,
                format!(
                    "Cards speak: the hands are read as they are and the announcement binds no \
                     one. {penalty_en}"
                ),
                format!(
                    "Les cartes parlent : les mains se lisent telles qu'elles sont et l'annonce \
                     n'engage personne. {penalty_fr}"
                ),
                &["TDA-12", "S004-cards-speak"],
            ));
        }
        if need(&self.discarded_cards_retrievable, SPEAK, RETRIEVABLE)? {
            return Ok(Ruling::new(
                Decision::CardsSpeak,
                format!(
                    "The thrown cards are not killed yet: they can be identified and retrieved \
                     with certainty, so the player may still table them and the cards speak. \
                     {penalty_en}"
                ),
                format!(
                    "Les cartes jetées ne sont pas encore mortes : identifiables et récupérables \
                     avec certitude, le joueur peut encore les étaler et les cartes parlent. \
                     {penalty_fr}"
                ),
                &["TDA-14", "TDA-12", "S004-dead-hands"],
            ));
        }
        Ok(Ruling::new(
            Decision::HandDead,
            format!(
                "The opponent threw away a hand that can no longer be recovered: it has lost, \
                 even if it would have won, because it was discarded. {penalty_en}"
            ),
            format!(
                "L'adversaire a jeté une main qu'on ne peut plus récupérer : elle a perdu, même si \
                 elle aurait gagné, parce qu'elle a été jetée. {penalty_fr}"
            ),
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

/// How the cards must be shown.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Tabling {
    pub issue: Option<TablingIssue>,
}

pub(super) const TABLING: CaseName = CaseName::new("tabling");

const ISSUE: Fact = Fact::new("issue", TABLING_ISSUES);

impl Tabling {
    pub(super) fn rule(&self) -> Result<Ruling, RulingError> {
        let ruling = match need(&self.issue, TABLING, ISSUE)? {
            TablingIssue::OneCardShown => Ruling::new(
                Decision::MustTable,
                "A hand is tabled only with every hole card face up: the player must show both \
                 cards to everyone, or the floor rules; a hand not fully tabled and then mucked \
                 has no claim."
                    .into(),
                "Une main n'est étalée que toutes cartes visibles : le joueur doit montrer ses \
                 deux cartes à tous, sinon l'arbitre tranche ; une main pas entièrement étalée \
                 puis jetée n'a plus de droit."
                    .into(),
                &["TDA-15A", "TDA-13A", "TDA-13B", "S004-showdown"],
            ),
            TablingIssue::PlaysTheBoardWithoutShowing => Ruling::new(
                Decision::MustTable,
                "Playing the board still requires tabling all hole cards to share the pot.".into(),
                "Jouer le tableau oblige quand même à étaler toutes ses cartes pour partager le \
                 pot."
                    .into(),
                &["TDA-19", "TDA-13A"],
            ),
            TablingIssue::ShownToOnePlayerOnly => Ruling::new(
                Decision::MustTable,
                "A hand shown to one player must be shown to all (the TDA has no rule; seed 004 \
                 applies)."
                    .into(),
                "Une main montrée à un joueur doit l'être à tous (la TDA ne prévoit rien ; le \
                 seed 004 s'applique)."
                    .into(),
                &["S004-show-one-show-all", "TDA-67"],
            ),
            TablingIssue::DiscardedThinkingWon {
                cards_recoverable: true,
            } => Ruling::new(
                Decision::PlayOn,
                "The dealer holds the discarded cards: they can be recovered and identified with \
                 certainty, so the hand is still live and goes to the showdown."
                    .into(),
                "Le donneur retient les cartes jetées : récupérables et identifiables avec \
                 certitude, la main reste vivante et va à l'abattage."
                    .into(),
                &["TDA-15B", "TDA-14"],
            ),
            TablingIssue::DiscardedThinkingWon {
                cards_recoverable: false,
            } => Ruling::new(
                Decision::HandDead,
                "The discarded cards cannot be recovered with certainty: the player is out and \
                 the called bets stay in the pot, but any bet or raise of theirs nobody called \
                 goes back to them."
                    .into(),
                "Les cartes jetées ne peuvent être récupérées avec certitude : le joueur est hors \
                 du coup et les mises suivies restent au pot, mais sa mise ou relance non suivie \
                 lui est rendue."
                    .into(),
                &["TDA-15B", "TDA-65A"],
            ),
        };
        Ok(ruling)
    }
}

const HOLDS_OR_TABLED: Either = Either::new("holds_or_tabled");

/// A player asks to see a hand at showdown.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AskToSeeHand {
    /// Whether the player asking still holds their cards or has tabled them.
    pub requester_holds_cards: Option<bool>,
    /// Whether there was a river bet and the player asking called it.
    pub requester_called_river_bet: Option<bool>,
    /// Whether the hand asked for is the last aggressor's.
    pub target_is_last_aggressor: Option<bool>,
}

pub(super) const ASK: CaseName = CaseName::new("ask_to_see_hand");

const HOLDS: Fact = Fact::new("requester_holds_cards", FactKind::Either(&HOLDS_OR_TABLED));
const CALLED_RIVER: Fact = Fact::new("requester_called_river_bet", FactKind::YesNo);
const AGGRESSOR: Fact = Fact::new("target_is_last_aggressor", FactKind::YesNo);

impl AskToSeeHand {
    pub(super) fn rule(&self) -> Result<Ruling, RulingError> {
        if !need(&self.requester_holds_cards, ASK, HOLDS)? {
            return Ok(Ruling::new(
                Decision::NoRightToSee,
                "The player asking no longer holds cards (or mucked without tabling), and so has \
                 lost any right to see a hand."
                    .into(),
                "Le demandeur n'a plus de cartes (ou les a jetées sans les étaler) et a donc \
                 perdu tout droit de voir une main."
                    .into(),
                &["TDA-18A"],
            ));
        }
        if need(&self.requester_called_river_bet, ASK, CALLED_RIVER)?
            && need(&self.target_is_last_aggressor, ASK, AGGRESSOR)?
        {
            return Ok(Ruling::new(
                Decision::MustTable,
                "The caller paid to see it: after a river bet, a caller who kept or tabled their \
                 cards may have the last aggressor's hand tabled."
                    .into(),
                "Le suiveur a payé pour la voir : après une mise à la river, un joueur qui a \
                 suivi et gardé ou étalé ses cartes peut exiger la main du dernier agresseur."
                    .into(),
                &["TDA-18B", "ADD-18"],
            ));
        }
        Ok(Ruling::td_decides(
            vec![
                Choice {
                    decision: Decision::MustTable,
                    label: Text::new("Show the hand", "Montrer la main"),
                },
                Choice {
                    decision: Decision::NoRightToSee,
                    label: Text::new("Refuse the request", "Refuser la demande"),
                },
            ],
            "There is no right to see this hand (it is not the last aggressor's after a called \
             river bet): the TD decides."
                .into(),
            "Il n'y a pas de droit à voir cette main (ce n'est pas celle du dernier agresseur \
             après une mise suivie à la river) : le directeur décide."
                .into(),
            &["TDA-18B", "ADD-18"],
        ))
    }
}

one_of! {
    /// What is disputed about a finished hand.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
    pub enum DisputeSubject {
        /// The reading of a tabled hand.
        HandReading,
        /// A mistake in counting or awarding the pot.
        PotAccounting,
    }
    const DISPUTE_SUBJECTS = "dispute_subjects";
}

/// A dispute raised after the pot was awarded.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DisputeAfterHand {
    pub subject: Option<DisputeSubject>,
    /// Whether play stopped for a break right after the hand (TDA).
    pub break_after_hand: Option<bool>,
    /// Seconds since the pot was awarded, when a break followed the hand (TDA).
    pub seconds_since_award: Option<u32>,
    /// Whether the next hand has started: first riffle, shuffler button or dealer push.
    pub next_hand_started: Option<bool>,
    /// Whether substantial action has occurred on the next hand (TDA, pot accounting).
    pub substantial_action_on_next_hand: Option<bool>,
}

pub(super) const DISPUTE: CaseName = CaseName::new("dispute_after_hand");

const SUBJECT: Fact = Fact::new("subject", DISPUTE_SUBJECTS);
const BREAK: Fact = Fact::new("break_after_hand", FactKind::YesNo);
const SECONDS: Fact = Fact::new("seconds_since_award", FactKind::Seconds);
const NEXT_STARTED: Fact = Fact::new("next_hand_started", FactKind::YesNo);
const SA_NEXT: Fact = Fact::new("substantial_action_on_next_hand", FactKind::YesNo);

impl DisputeAfterHand {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let subject = need(&self.subject, DISPUTE, SUBJECT)?;
        let open = |en: &str, fr: &str, rules: &[&'static str]| {
            Ruling::new(Decision::DisputeOpen, en.into(), fr.into(), rules)
        };
        let closed = |en: &str, fr: &str, rules: &[&'static str]| {
            Ruling::new(Decision::DisputeClosed, en.into(), fr.into(), rules)
        };
        match house.time.disputes_close {
            DisputesClose::NextShuffle => {
                Ok(if need(&self.next_hand_started, DISPUTE, NEXT_STARTED)? {
                    closed(
                        "Under seed 004 no ruling reaches back to a hand once the next one has \
                     started with the shuffle: the result stands.",
                        "Selon le seed 004, aucune décision ne revient sur un coup une fois le \
                     suivant commencé au mélange : le résultat est acquis.",
                        &["S004-retroactive", "S004-new-level"],
                    )
                } else {
                    open(
                        "The next hand has not started with its shuffle: the dispute can still be \
                     heard and the error put right.",
                        "Le coup suivant n'a pas commencé par son mélange : la contestation peut \
                     encore être entendue et l'erreur corrigée.",
                        &["S004-retroactive"],
                    )
                })
            }
            DisputesClose::NextHandOrSubstantialAction => {
                if need(&self.break_after_hand, DISPUTE, BREAK)? {
                    let seconds = need(&self.seconds_since_award, DISPUTE, SECONDS)?;
                    return Ok(if seconds < 60 {
                        Ruling::new(
                            Decision::DisputeOpen,
                            format!(
                                "The hand ended before a break: disputes stay open for one \
                                 minute after the award, and {seconds} s have passed."
                            ),
                            format!(
                                "Le coup s'est terminé avant une pause : les contestations \
                                 restent ouvertes une minute après l'attribution, et {seconds} s \
                                 se sont écoulées."
                            ),
                            &["TDA-22"],
                        )
                    } else {
                        Ruling::new(
                            Decision::DisputeClosed,
                            format!(
                                "The hand ended before a break and {seconds} s have passed since \
                                 the award: the minute allowed for disputes is over."
                            ),
                            format!(
                                "Le coup s'est terminé avant une pause et {seconds} s se sont \
                                 écoulées depuis l'attribution : la minute de contestation est \
                                 passée."
                            ),
                            &["TDA-22"],
                        )
                    });
                }
                if !need(&self.next_hand_started, DISPUTE, NEXT_STARTED)? {
                    return Ok(open(
                        "The next hand has not begun: the dispute can still be heard.",
                        "Le coup suivant n'a pas commencé : la contestation peut encore être \
                         entendue.",
                        &["TDA-22", "TDA-23"],
                    ));
                }
                Ok(match subject {
                    DisputeSubject::HandReading => closed(
                        "The reading of a tabled hand can be disputed only until the next hand \
                         begins, and it has begun: the result stands.",
                        "La lecture d'une main étalée ne se conteste que jusqu'au début du coup \
                         suivant, qui a commencé : le résultat est acquis.",
                        &["TDA-22", "TDA-23"],
                    ),
                    DisputeSubject::PotAccounting => {
                        if need(&self.substantial_action_on_next_hand, DISPUTE, SA_NEXT)? {
                            closed(
                                "A mistake in the pot can be disputed until substantial action \
                                 on the next hand, which has occurred: the award stands.",
                                "Une erreur sur le pot se conteste jusqu'à l'action \
                                 substantielle du coup suivant, qui a eu lieu : l'attribution \
                                 est acquise.",
                                &["TDA-22", "TDA-36"],
                            )
                        } else {
                            open(
                                "A mistake in the pot can be disputed until substantial action \
                                 on the next hand, which has not occurred yet: it can still be \
                                 corrected.",
                                "Une erreur sur le pot se conteste jusqu'à l'action \
                                 substantielle du coup suivant, qui n'a pas encore eu lieu : elle \
                                 peut encore être corrigée.",
                                &["TDA-22", "TDA-36"],
                            )
                        }
                    }
                })
            }
        }
    }
}
