//! Board-card errors: premature cards (RP-5, seed 004), a flop without a burn or with four cards
//! (TDA 39, seed 004), two burns before the flop and a turn or river without a burn (seed 004,
//! applied under every preset because the TDA says nothing).

use super::facts::{Alternative, FactKind, dispute, one_of};
use super::{CardRemedy, Decision, Fact, Ruling, RulingError, invalid, need};
use riffle_core::house::{BurnErrorRule, HouseRules, PrematureTurnRule};

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
        let regardless_en = "This holds whatever the players who had not acted then do, even if \
                             they check or fold.";
        let regardless_fr = "Cela vaut quoi que fassent ensuite les joueurs qui n'avaient pas \
                             parlé, même s'ils checkent ou se couchent.";
        let ruling = match need(&self.street, PREMATURE, STREET)? {
            Street::PreFlop => {
                return Err(invalid(
                    PREMATURE,
                    "no board card comes before the flop; a card exposed during the initial \
                     deal is the exposed-card case",
                    "aucune carte du tableau ne vient avant le flop\u{a0}; une carte exposée \
                     pendant la donne relève du cas de la carte exposée",
                ));
            }
            Street::Flop => Ruling::new(
                Decision::Cards(CardRemedy::RedealFlopWithoutBurn),
                format!(
                    "Premature flop: the burn stays the burn, the flop cards go back into the \
                     stub even if only one was seen, the stub is reshuffled face down and a new \
                     flop is dealt without another burn. {regardless_en}"
                ),
                format!(
                    "Flop prématuré : la brûlée reste la brûlée, les cartes du flop retournent \
                     dans le talon même si une seule a été vue, on remélange face cachée et un \
                     nouveau flop est donné sans nouvelle brûlée. {regardless_fr}"
                ),
                &["RP-5A", "TDA-39C", "TDA-39D", "S004-premature-cards"],
            ),
            Street::Turn => match house.dealing.premature_turn {
                PrematureTurnRule::ReshuffleAndRedeal => Ruling::new(
                    Decision::Cards(CardRemedy::RedealTurnWithoutBurn),
                    format!(
                        "Premature turn: the burn stays, the turn card goes back into the stub, \
                         the stub is reshuffled face down and, once the flop betting is over, \
                         the turn is dealt again without another burn. {regardless_en}"
                    ),
                    format!(
                        "Turn prématurée : la brûlée reste, la turn retourne dans le talon, on \
                         remélange face cachée et, une fois les enchères du flop finies, la turn \
                         est redonnée sans nouvelle brûlée. {regardless_fr}"
                    ),
                    &["RP-5B", "TDA-39C", "TDA-39D"],
                ),
                PrematureTurnRule::NextCardBecomesTurn => Ruling::new(
                    Decision::Cards(CardRemedy::SetTurnAsideNextCardIsTurn),
                    format!(
                        "Premature turn under the French rules: the card is set aside face up; after the \
                         flop betting a card is burned and the would-be river is dealt as the \
                         turn; after the turn betting the set-aside card is shuffled back into \
                         the stub and the river is dealt without a burn. {regardless_en}"
                    ),
                    format!(
                        "Turn prématurée selon les règles françaises : la carte est mise de côté face \
                         visible ; après les enchères du flop on brûle une carte et la future \
                         river sort comme turn ; après les enchères de la turn la carte mise de \
                         côté est remélangée au talon et la river sort sans brûler. \
                         {regardless_fr}"
                    ),
                    &["S004-premature-cards"],
                ),
            },
            Street::River => Ruling::new(
                Decision::Cards(CardRemedy::RedealRiverWithoutBurn),
                format!(
                    "Premature river: the burn stays, the river goes back into the stub, the \
                     stub is reshuffled face down and, once the turn betting is over, the river \
                     is dealt again without another burn. {regardless_en}"
                ),
                format!(
                    "River prématurée : la brûlée reste, la river retourne dans le talon, on \
                     remélange face cachée et, une fois les enchères de la turn finies, la river \
                     est redonnée sans nouvelle brûlée. {regardless_fr}"
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
                "Someone has already acted on the flop, so it stands as dealt; the turn gets one \
                 burn only."
                    .into(),
                "Quelqu'un a déjà agi sur le flop : il reste tel quel ; la turn n'a qu'une \
                 brûlée."
                    .into(),
                &["TDA-39B", "TDA-38"],
            ));
        }
        let ruling = match house.dealing.burn_errors {
            BurnErrorRule::RandomScramble => Ruling::new(
                Decision::Cards(CardRemedy::ScrambleFlopDrawBurn),
                "No one has acted yet: the three cards are scrambled face down, one drawn at \
                 random becomes the burn, and the next card of the stub completes the flop."
                    .into(),
                "Personne n'a encore agi : les trois cartes sont mélangées face cachée, une tirée \
                 au hasard devient la brûlée, et la carte suivante du talon complète le flop."
                    .into(),
                &["TDA-39B", "RP-14"],
            ),
            BurnErrorRule::KeepKnownOrder => {
                if need(&self.order_known, FLOP_NO_BURN, ORDER_KNOWN)? {
                    Ruling::new(
                        Decision::Cards(CardRemedy::FirstFlopCardBecomesBurn),
                        "The order is known: the first flop card becomes the burn and the next \
                         card of the stub completes the flop."
                            .into(),
                        "L'ordre est connu : la première carte du flop devient la brûlée et la \
                         carte suivante du talon complète le flop."
                            .into(),
                        &["S004-flop-no-burn"],
                    )
                } else {
                    Ruling::new(
                        Decision::Cards(CardRemedy::ReshuffleFlopRedealWithBurn),
                        "The order is not known: the flop is reshuffled into the stub face down \
                         and dealt again, burning a card first."
                            .into(),
                        "L'ordre n'est pas connu : le flop est remélangé face cachée au talon \
                         puis redonné en brûlant d'abord une carte."
                            .into(),
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
                "Call the floor. The dealer scrambles the four cards face down, the floor draws \
                 one at random as the next burn, and the other three are the flop, whether or \
                 not the first card is presumed known."
                    .into(),
                "Appeler l'arbitrage. Le donneur mélange les quatre cartes face cachée, l'arbitre \
                 en tire une au hasard qui sera la prochaine brûlée, et les trois autres forment \
                 le flop, qu'on croie connaître la première carte ou non."
                    .into(),
                &["TDA-39A", "RP-14"],
            ),
            BurnErrorRule::KeepKnownOrder => {
                if need(&self.order_known, FOUR_CARDS, ORDER_KNOWN)? {
                    Ruling::new(
                        Decision::Cards(CardRemedy::FourthCardBurnsForTurn),
                        "The order is known: the fourth card becomes the turn's burn, and the \
                         turn is dealt straight from the stub when its time comes."
                            .into(),
                        "L'ordre est connu : la quatrième carte devient la brûlée de la turn, \
                         qu'on retourne directement le moment venu."
                            .into(),
                        &["S004-four-card-flop"],
                    )
                } else {
                    Ruling::new(
                        Decision::Cards(CardRemedy::ReshuffleFourCardsRedealWithoutBurn),
                        "The order is not known: the four cards are reshuffled into the stub \
                         face down and the flop is dealt again without a burn."
                            .into(),
                        "L'ordre n'est pas connu : les quatre cartes sont remélangées face cachée \
                         au talon et le flop est redonné sans brûler."
                            .into(),
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
                "The order is known: the second burned card becomes the first flop card, the \
                 first two flop cards complete the flop, and the third flop card is the turn's \
                 burn (the TDA has no rule; the French rules apply)."
                    .into(),
                "L'ordre est connu : la deuxième brûlée devient la première carte du flop, les \
                 deux premières du flop le complètent, et la troisième sert de brûlée pour la \
                 turn (la TDA ne prévoit rien ; les règles françaises s'appliquent)."
                    .into(),
                &["S004-two-burns"],
            )
        } else {
            Ruling::new(
                Decision::Cards(CardRemedy::ReshuffleFlopAndBurnRedealWithoutBurn),
                "The order is not known: the flop and one of the burned cards are reshuffled \
                 into the stub face down and the flop is dealt again without a burn (the TDA has \
                 no rule; the French rules apply)."
                    .into(),
                "L'ordre n'est pas connu : le flop et une des brûlées sont remélangés face cachée \
                 au talon et le flop est redonné sans brûler (la TDA ne prévoit rien ; le seed \
                 004 s'applique)."
                    .into(),
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
            return Err(invalid(
                STREET_NO_BURN,
                "this case is for the turn or the river; a flop without a burn has its own case",
                "ce cas concerne le turn ou la river\u{a0}; un flop sans carte brûlée a son \
                 propre cas",
            ));
        }
        let (en, fr) = if street == Street::Turn {
            ("turn", "turn")
        } else {
            ("river", "river")
        };
        if need(&self.action_on_street, STREET_NO_BURN, ACTION_ON_STREET)? {
            return Ok(Ruling::new(
                Decision::Cards(CardRemedy::CardStands),
                format!(
                    "Players have already acted on the {en}, so it stands, as a flop does once \
                     anyone acted; the next street gets its one burn."
                ),
                format!(
                    "Des joueurs ont déjà agi sur la {fr} : elle reste, comme un flop reste dès \
                     qu'un joueur a agi ; le tour suivant a sa brûlée."
                ),
                &["TDA-39B", "TDA-38"],
            ));
        }
        Ok(Ruling::new(
            Decision::Cards(CardRemedy::CardBecomesBurnNextCardDealt),
            format!(
                "The card turned without a burn becomes the burn, and the next card, the real \
                 {en}, is turned (the TDA has no rule; the French rules apply)."
            ),
            format!(
                "La carte retournée sans brûlée devient la brûlée, et la suivante, la vraie {fr}, \
                 est retournée (la TDA ne prévoit rien ; les règles françaises s'appliquent)."
            ),
            &["S004-street-no-burn"],
        ))
    }
}
