//! Board-card errors: premature cards (RP-5, seed 004), a flop without a burn or with four cards
//! (TDA 39, seed 004), two burns before the flop and a turn or river without a burn (seed 004,
//! applied under every preset because the TDA says nothing).

use super::facts::{Alternative, FactKind, dispute, one_of};
use super::said::{Family, said};
use super::{CardRemedy, Decision, Fact, Ruling, RulingError, invalid, need};
use riffle_core::house::{BurnErrorRule, HouseRules, PrematureTurnRule};

/// The word file of this family's sentences.
const FAMILY: Family = Family::Board;

one_of! {
    /// A betting round, named by the cards it follows; [`STREETS`] offers every one, for a
    /// fact about the betting round in progress.
    pub enum Street as pub STREETS in "streets" {
        PreFlop,
        Flop,
        Turn,
        River,
    }
}

const FLOP: Alternative = Alternative::unit("streets", "Flop");
const TURN: Alternative = Alternative::unit("streets", "Turn");
const RIVER: Alternative = Alternative::unit("streets", "River");

/// The streets that have board cards.
pub const STREETS_AFTER_FLOP: FactKind = FactKind::OneOf(&[FLOP, TURN, RIVER]);

/// The streets dealt with one card.
const TURN_OR_RIVER_STREETS: FactKind = FactKind::OneOf(&[TURN, RIVER]);

dispute! {
    /// Board cards dealt before the betting on the previous street was over.
    pub struct PrematureCard as PREMATURE = "premature_card" {
        /// Which board cards came out too early.
        street: Option<Street> => STREET = STREETS_AFTER_FLOP,
    }
}

impl PrematureCard {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let regardless = said!("holds_whatever_later");
        let ruling = match need(&self.street, PREMATURE, STREET)? {
            Street::PreFlop => {
                return Err(invalid(PREMATURE, said!("no_board_card_comes_before")));
            }
            Street::Flop => Ruling::new(
                Decision::Cards(CardRemedy::RedealFlopWithoutBurn),
                said!(
                    "premature_flop_burn_stays_burn",
                    regardless = regardless.clone()
                ),
                &["RP-5A", "TDA-39C", "TDA-39D", "S004-premature-cards"],
            ),
            Street::Turn => match house.dealing.premature_turn {
                PrematureTurnRule::ReshuffleAndRedeal => Ruling::new(
                    Decision::Cards(CardRemedy::RedealTurnWithoutBurn),
                    said!(
                        "premature_turn_burn_stays_turn",
                        regardless = regardless.clone()
                    ),
                    &["RP-5B", "TDA-39C", "TDA-39D"],
                ),
                PrematureTurnRule::NextCardBecomesTurn => Ruling::new(
                    Decision::Cards(CardRemedy::SetTurnAsideNextCardIsTurn),
                    said!(
                        "premature_turn_under_french_rules",
                        regardless = regardless.clone()
                    ),
                    &["S004-premature-cards"],
                ),
            },
            Street::River => Ruling::new(
                Decision::Cards(CardRemedy::RedealRiverWithoutBurn),
                said!(
                    "premature_river_burn_stays_river",
                    regardless = regardless.clone()
                ),
                &["RP-5C", "TDA-39C", "TDA-39D", "S004-premature-cards"],
            ),
        };
        Ok(ruling)
    }
}

const ORDER_KNOWN: Fact = Fact::new("order_known", FactKind::YesNo);

dispute! {
    /// Three flop cards turned with no card burned first.
    pub struct FlopWithoutBurn as FLOP_NO_BURN = "flop_without_burn" {
        /// Whether anyone has acted on the flop, even a single check.
        action_on_flop: Option<bool> => ACTION_ON_FLOP = FactKind::YesNo,
        /// Whether the order the cards came in is known (seed 004 only).
        order_known: Option<bool>,
    }
}

impl FlopWithoutBurn {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        if need(&self.action_on_flop, FLOP_NO_BURN, ACTION_ON_FLOP)? {
            return Ok(Ruling::new(
                Decision::Cards(CardRemedy::FlopStands),
                said!("someone_has_already_acted_flop"),
                &["TDA-39B", "TDA-38"],
            ));
        }
        let ruling = match house.dealing.burn_errors {
            BurnErrorRule::RandomScramble => Ruling::new(
                Decision::Cards(CardRemedy::ScrambleFlopDrawBurn),
                said!("no_one_has_acted_yet"),
                &["TDA-39B", "RP-14"],
            ),
            BurnErrorRule::KeepKnownOrder => {
                if need(&self.order_known, FLOP_NO_BURN, ORDER_KNOWN)? {
                    Ruling::new(
                        Decision::Cards(CardRemedy::FirstFlopCardBecomesBurn),
                        said!("order_known_first_flop_card"),
                        &["S004-flop-no-burn"],
                    )
                } else {
                    Ruling::new(
                        Decision::Cards(CardRemedy::ReshuffleFlopRedealWithBurn),
                        said!("order_not_known_flop_reshuffled"),
                        &["S004-flop-no-burn", "TDA-39D"],
                    )
                }
            }
        };
        Ok(ruling)
    }
}

dispute! {
    /// Four cards put out for the flop.
    pub struct FourCardFlop as FOUR_CARDS = "four_card_flop" {
        /// Whether the order the cards came in is known (seed 004 only).
        order_known: Option<bool>,
    }
}

impl FourCardFlop {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let ruling = match house.dealing.burn_errors {
            BurnErrorRule::RandomScramble => Ruling::new(
                Decision::Cards(CardRemedy::ScrambleFourCardsDrawBurn),
                said!("call_floor_dealer_scrambles_four"),
                &["TDA-39A", "RP-14"],
            ),
            BurnErrorRule::KeepKnownOrder => {
                if need(&self.order_known, FOUR_CARDS, ORDER_KNOWN)? {
                    Ruling::new(
                        Decision::Cards(CardRemedy::FourthCardBurnsForTurn),
                        said!("order_known_fourth_card_becomes"),
                        &["S004-four-card-flop"],
                    )
                } else {
                    Ruling::new(
                        Decision::Cards(CardRemedy::ReshuffleFourCardsRedealWithoutBurn),
                        said!("order_not_known_four_cards"),
                        &["S004-four-card-flop", "TDA-39D"],
                    )
                }
            }
        };
        Ok(ruling)
    }
}

dispute! {
    /// Two cards burned before the flop. The TDA has no rule for it; seed 004 applies under every
    /// preset.
    pub struct TwoBurnsBeforeFlop as TWO_BURNS = "two_burns_before_flop" {
        order_known: Option<bool>,
    }
}

impl TwoBurnsBeforeFlop {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        Ok(if need(&self.order_known, TWO_BURNS, ORDER_KNOWN)? {
            Ruling::new(
                Decision::Cards(CardRemedy::SecondBurnOpensFlop),
                said!("order_known_second_burned_card"),
                &["S004-two-burns"],
            )
        } else {
            Ruling::new(
                Decision::Cards(CardRemedy::ReshuffleFlopAndBurnRedealWithoutBurn),
                said!("order_not_known_flop_one"),
                &["S004-two-burns", "TDA-39D"],
            )
        })
    }
}

dispute! {
    /// A turn or river turned without a burn. The TDA has no rule for it; seed 004 applies under
    /// every preset.
    pub struct StreetWithoutBurn as STREET_NO_BURN = "street_without_burn" {
        street: Option<Street> => TURN_OR_RIVER = TURN_OR_RIVER_STREETS,
        /// Whether anyone has acted on that card yet.
        action_on_street: Option<bool> => ACTION_ON_STREET = FactKind::YesNo,
    }
}

impl StreetWithoutBurn {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let street = need(&self.street, STREET_NO_BURN, TURN_OR_RIVER)?;
        if !matches!(street, Street::Turn | Street::River) {
            return Err(invalid(STREET_NO_BURN, said!("this_case_for_turn_or")));
        }
        let said = if street == Street::Turn {
            said!("turn")
        } else {
            said!("river")
        };
        if need(&self.action_on_street, STREET_NO_BURN, ACTION_ON_STREET)? {
            return Ok(Ruling::new(
                Decision::Cards(CardRemedy::CardStands),
                said!("players_have_already_acted_so", value = said.clone()),
                &["TDA-39B", "TDA-38"],
            ));
        }
        Ok(Ruling::new(
            Decision::Cards(CardRemedy::CardBecomesBurnNextCardDealt),
            said!("card_turned_without_burn_becomes", value = said.clone()),
            &["S004-street-no-burn"],
        ))
    }
}

riffle_text::sentence_file!(pub(super) fn sentences = "dispute_board.ron");
