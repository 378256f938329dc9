//! Showdown disputes: the order of showing (TDA 17), cards face up after an all-in (TDA 16),
//! cards speak (TDA 12-14), tabling all cards (TDA 13, 15, 19), the right to see a hand
//! (TDA 18), a hand the dealer killed (TDA 13C, 65A), and when a finished hand can no longer be
//! disputed (TDA 22, seed 004).

use super::board::{STREETS, Street};
use super::facts::{Alternative, FactKind, Field, Holds, SEATS, choice, dispute, one_of};
use super::{Choice, Decision, Ruling, RulingError, Seat, invalid, need, seat_list};
use riffle_core::house::{DisputesClose, HouseRules};
use riffle_text::Text;
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
                "A hand shown to one player must be shown to all (the TDA has no rule; the French \
                 rules apply)."
                    .into(),
                "Une main montrée à un joueur doit l'être à tous (la TDA ne prévoit rien ; les \
                 règles françaises s'appliquent)."
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
                "A hand killed by the dealer before it was tabled gets no redress: the player \
                 protects their hand, and only a bet or raise nobody called goes back."
                    .into(),
                "Une main tuée par le donneur avant d'être étalée n'ouvre aucun recours : le \
                 joueur protège sa main, et seule une mise ou relance non suivie lui est rendue."
                    .into(),
                &["TDA-65A", "TDA-15B"],
            ));
        }
        if hand == KilledHand::TabledClearlyWinning {
            return Ok(Ruling::new(
                Decision::HandRestored,
                "A properly tabled hand that clearly wins cannot be killed by the dealer's \
                 mistake: it is restored and wins."
                    .into(),
                "Une main correctement étalée et clairement gagnante ne peut être tuée par \
                 l'erreur du donneur : elle est rétablie et gagne."
                    .into(),
                &["TDA-13C", "TDA-13"],
            ));
        }
        Ok(Ruling::td_decides(
            vec![
                Choice {
                    decision: Decision::HandRestored,
                    label: Text::new(
                        "The cards are identified with certainty: the hand is restored",
                        "Les cartes sont identifiées avec certitude : la main est rétablie",
                    ),
                },
                Choice {
                    decision: Decision::HandDead,
                    label: Text::new(
                        "They cannot be identified: the hand stays dead",
                        "Elles ne peuvent être identifiées : la main reste morte",
                    ),
                },
            ],
            "The tabled hand does not clearly win: the TD restores it only if its cards can be \
             identified with certainty, otherwise it stays dead."
                .into(),
            "La main étalée n'est pas clairement gagnante : le directeur ne la rétablit que si \
             ses cartes peuvent être identifiées avec certitude, sinon elle reste morte."
                .into(),
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
                "The player asking mucked face down without tabling, and so has lost any right \
                 to see a hand."
                    .into(),
                "Le demandeur a jeté ses cartes face cachée sans les étaler et a donc perdu tout \
                 droit de voir une main."
                    .into(),
                &["TDA-18A", "ADD-18"],
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
        break_after_hand: Option<bool> => BREAK = FactKind::YesNo,
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
                        "Under the French rules no ruling reaches back to a hand once the next one has \
                     started with the shuffle: the result stands.",
                        "Selon les règles françaises, aucune décision ne revient sur un coup une fois le \
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
