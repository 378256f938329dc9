//! Conduct at the table that the TD rules on before deciding a penalty: chips found behind an
//! all-in or brought from a pocket (TDA 62, 63, seed 004) or with no known owner (TDA 64), rabbit hunting (TDA 28, seed 004) and
//! the phone (TDA 5, seed 004, §2 row 15). Each ruling names the fault the TD may then penalise
//! ([`Ruling::fault`]), which opens the penalty ladder.

use super::facts::{FactKind, choice, dispute, one_of};
use super::said::{Family, Said, said};
use super::{Choice, Decision, Ruling, RulingError, need};
use crate::penalties::Fault;
use riffle_core::Chips;
use riffle_core::house::HouseRules;

/// The word file of this family's sentences.
const FAMILY: Family = Family::Conduct;

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
                        label: said!("part_all_chips_play_caller"),
                    },
                    Choice {
                        decision: Decision::ChipsSetAside,
                        label: said!("not_part_action_set_aside"),
                    },
                ],
                said!("chip_found_behind_all_player"),
                &["TDA-62"],
            ));
        }
        let count = need(&self.chips, FOUND_CASE, CHIPS)?;
        if found == ChipsFoundWhere::OwnerUnknown {
            return Ok(Ruling::new(
                Decision::ChipsForfeited { chips: count },
                said!("chips_whose_owner_cannot_determined", count),
                &["TDA-64"],
            ));
        }
        let (said, rules): (Said, &[&'static str]) = match found {
            ChipsFoundWhere::FromPocket => (
                said!("chips_brought_from_pocket_or", count),
                &["S004-on-the-table", "TDA-63"],
            ),
            _ => (
                said!("chips_held_or_carried_out", count),
                &["TDA-63", "S004-on-the-table"],
            ),
        };
        Ok(
            Ruling::new(Decision::ChipsForfeited { chips: count }, said, rules)
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
                said!("no_rabbit_hunting_cards_that"),
                rules,
            ),
            RabbitHuntKind::ShownByDealer => Ruling::new(
                Decision::NoCardsShown,
                said!("dealer_must_not_show_cards"),
                rules,
            ),
            RabbitHuntKind::LookedAtByPlayer => Ruling::new(
                Decision::NoCardsShown,
                said!("looking_cards_that_would_have"),
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
                said!("under_french_rules_player_who"),
                &["S004-phone"],
            )
        } else if live {
            Ruling::new(
                Decision::PlayOn,
                said!("no_phone_calls_table_no"),
                &["TDA-5", "TDA-5C", "TDA-71"],
            )
        } else {
            Ruling::new(
                Decision::PlayOn,
                said!("no_phone_calls_table_player"),
                &["TDA-5A", "S004-phone"],
            )
        };
        Ok(ruling.with_fault(Fault::PhoneOrDevice))
    }
}

riffle_text::sentence_file!(pub(super) fn sentences = "dispute_conduct.ron");
