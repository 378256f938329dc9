//! Conduct at the table that the TD rules on before deciding a penalty: chips found behind an
//! all-in or brought from a pocket (TDA 62, 63, seed 004) or with no known owner (TDA 64), rabbit hunting (TDA 28, seed 004) and
//! the phone (TDA 5, seed 004, §2 row 15). Each ruling names the fault the TD may then penalise
//! ([`Ruling::fault`]), which opens the penalty ladder.

use super::facts::{FactKind, choice, dispute, one_of};
use super::{Choice, Decision, Ruling, RulingError, need};
use crate::penalties::Fault;
use riffle_core::Chips;
use riffle_core::house::HouseRules;
use riffle_text::Text;
use riffle_text::{amount_en as chips, amount_fr as chips_fr};

one_of! {
    /// Where the chips turned up: behind a player who went all-in, found after the call (TDA
    /// 62); held or carried out of view (TDA 63); brought from a pocket or from outside the
    /// tournament (seed 004); lying loose with no owner anyone can name (TDA 64).
    pub enum ChipsFoundWhere as FOUND_WHERE in "found_where" {
        BehindAllInAfterCall, OutOfView, FromPocket, OwnerUnknown,
    }
}

dispute! {
    /// Chips that were not where chips belong.
    pub struct ChipsFound as FOUND_CASE = "chips_found" {
        found: Option<ChipsFoundWhere> => FOUND = FOUND_WHERE,
        /// How many chips (asked when they are forfeited).
        chips: Option<Chips> => CHIPS = FactKind::Chips,
    }
}

impl ChipsFound {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let found = need(&self.found, FOUND_CASE, FOUND)?;
        if found == ChipsFoundWhere::BehindAllInAfterCall {
            return Ok(Ruling::td_decides(
                vec![
                    Choice {
                        decision: Decision::ChipsCount,
                        label: Text::new(
                            "Part of the all-in: the chips play and the caller owes them",
                            "Partie du tapis : les jetons jouent et le suiveur les doit",
                        ),
                    },
                    Choice {
                        decision: Decision::ChipsSetAside,
                        label: Text::new(
                            "Not part of the action: set aside, they neither pay nor save the \
                             all-in player",
                            "Hors de l'action : mis de côté, ils ne paient ni ne sauvent le \
                             joueur à tapis",
                        ),
                    },
                ],
                "A chip found behind an all-in player after the call: the TD decides whether it \
                 was part of the action the caller accepted. If not, it is set aside: it neither \
                 pays nor saves the all-in player, and it may go to the caller if the caller \
                 wins."
                    .into(),
                "Un jeton trouvé derrière un joueur à tapis après le suivi : le directeur décide \
                 s'il faisait partie de l'action acceptée par le suiveur. Sinon, il est mis de \
                 côté : il ne paie ni ne sauve le joueur à tapis, et peut revenir au suiveur si \
                 celui-ci gagne."
                    .into(),
                &["TDA-62"],
            ));
        }
        let count = need(&self.chips, FOUND_CASE, CHIPS)?;
        if found == ChipsFoundWhere::OwnerUnknown {
            return Ok(Ruling::new(
                Decision::ChipsForfeited { chips: count },
                format!(
                    "Chips whose owner cannot be determined are taken out of play: the {} go \
                     back to the tournament's stock, and nobody is penalised.",
                    chips(count)
                ),
                format!(
                    "Des jetons dont le propriétaire ne peut être établi sont retirés du jeu : \
                     les {} retournent à la réserve du tournoi, sans sanction.",
                    chips_fr(count)
                ),
                &["TDA-64"],
            ));
        }
        let (en, fr, rules): (String, String, &[&'static str]) = match found {
            ChipsFoundWhere::FromPocket => (
                format!(
                    "Chips brought from a pocket or from outside are removed from the tournament: \
                     the {} leave play, and the player is penalised.",
                    chips(count)
                ),
                format!(
                    "Des jetons sortis d'une poche ou venus de l'extérieur sont retirés du \
                     tournoi : les {} quittent le jeu, et le joueur est sanctionné.",
                    chips_fr(count)
                ),
                &["S004-on-the-table", "TDA-63"],
            ),
            _ => (
                format!(
                    "Chips held or carried out of view are forfeited: the {} leave play, and the \
                     player may be penalised up to disqualification.",
                    chips(count)
                ),
                format!(
                    "Des jetons cachés ou emportés hors de vue sont confisqués : les {} quittent \
                     le jeu, et le joueur peut être sanctionné jusqu'à la disqualification.",
                    chips_fr(count)
                ),
                &["TDA-63", "S004-on-the-table"],
            ),
        };
        Ok(
            Ruling::new(Decision::ChipsForfeited { chips: count }, en, fr, rules)
                .with_fault(Fault::ChipsOutOfView),
        )
    }
}

choice! {
    /// Showing the cards after the hand ended before the river (TDA 28, seed 004).
    pub struct RabbitHunt as RABBIT = "rabbit_hunt" {
        /// What happened about the cards that would have come: a player asks to see them, the
        /// dealer turned them up, or a player looked at them.
        what => WHAT: enum RabbitHuntKind as RABBIT_HUNT_KINDS in "rabbit_hunt_kinds" {
            Requested, ShownByDealer, LookedAtByPlayer,
        }
    }
}

impl RabbitHunt {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let rules = &["TDA-28", "S004-ethics"];
        Ok(match need(&self.what, RABBIT, WHAT)? {
            RabbitHuntKind::Requested => Ruling::new(
                Decision::NoCardsShown,
                "No rabbit hunting: the cards that would have come stay unseen.".into(),
                "Pas de « rabbit hunting » : les cartes qui seraient venues restent cachées."
                    .into(),
                rules,
            ),
            RabbitHuntKind::ShownByDealer => Ruling::new(
                Decision::NoCardsShown,
                "The dealer must not show the cards that would have come; the hand is over and \
                 what was seen changes nothing. The players are not at fault."
                    .into(),
                "Le donneur ne doit pas montrer les cartes qui seraient venues ; le coup est \
                 terminé et ce qui a été vu ne change rien. Les joueurs ne sont pas en faute."
                    .into(),
                rules,
            ),
            RabbitHuntKind::LookedAtByPlayer => Ruling::new(
                Decision::NoCardsShown,
                "Looking at the cards that would have come is forbidden: the player who did it \
                 is penalised."
                    .into(),
                "Regarder les cartes qui seraient venues est interdit : le joueur qui l'a fait \
                 est sanctionné."
                    .into(),
                rules,
            )
            .with_fault(Fault::RabbitHunting),
        })
    }
}

dispute! {
    /// A player used a phone at the table (TDA 5, seed 004).
    pub struct Phone as PHONE = "phone" {
        /// Whether the player held a live hand.
        live_hand: Option<bool> => LIVE = FactKind::YesNo,
    }
}

impl Phone {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let live = need(&self.live_hand, PHONE, LIVE)?;
        let ruling = if live && house.conduct.phone_kills_hand {
            Ruling::new(
                Decision::HandDead,
                "Under the French rules a player who answers a phone has a dead hand; a seated player \
                 must leave the table to use a phone, and may be penalised."
                    .into(),
                "Selon les règles françaises, la main d'un joueur qui répond au téléphone est morte ; un \
                 joueur assis doit quitter la table pour téléphoner, et peut être sanctionné."
                    .into(),
                &["S004-phone"],
            )
        } else if live {
            Ruling::new(
                Decision::PlayOn,
                "No phone calls at the table and no device with a live hand: the hand stays \
                 live, and the player may be penalised under rule 71."
                    .into(),
                "Pas d'appel à table ni d'appareil avec une main vivante : la main reste \
                 vivante, et le joueur peut être sanctionné selon la règle 71."
                    .into(),
                &["TDA-5", "TDA-5C", "TDA-71"],
            )
        } else {
            Ruling::new(
                Decision::PlayOn,
                "No phone calls at the table: the player steps away from the table to use a \
                 phone, and may be penalised."
                    .into(),
                "Pas d'appel à table : le joueur s'éloigne de la table pour téléphoner, et peut \
                 être sanctionné."
                    .into(),
                &["TDA-5A", "S004-phone"],
            )
        };
        Ok(ruling.with_fault(Fault::PhoneOrDevice))
    }
}
