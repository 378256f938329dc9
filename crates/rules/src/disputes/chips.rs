//! Chip-movement disputes: an insufficient bet or raise and the 50% rule (TDA 43, 45, seed 004),
//! an oversized chip (44), several chips (45), string bets (42, 56), verbal declarations (40,
//! 51A, 54D, 55, 57), undercalls (51B), a bet error found later (52), reopening after short
//! all-ins (47) and tapping the table (3, seed 004).
//!
//! The catalogue applies none of these rules itself: each case gathers its facts, builds the
//! [`Facing`] the hand engine would give (or takes it whole from the hand, [`Spot::from_hand`])
//! and asks `betting::rulings`, the single place where chip movements are ruled. The answer is
//! then worded as a catalogue [`Ruling`].

use super::facts::{self, Alternative, CHIP_LIST, FactKind, Holds, SEATS, dispute, one_of};
use super::said::{Family, Said, said};
use super::{
    CaseName, Choice, Decision, Fact, PlayerOptions, Ruling, RulingError, Seat, Usually, invalid,
    need,
};
use crate::penalties::Fault;
use riffle_core::Chips;
use riffle_core::betting::Limit;
use riffle_core::betting::rulings::{
    self, BetError, Declaration, Facing, betting_reopened, is_full_wager, pot_limit_max_to,
    rule_on_amount, rule_on_chips, total,
};
use riffle_core::house::{HouseRules, ShortAllInReopening, UndercallRule};
use serde::{Deserialize, Serialize};

/// The word file of this family's sentences.
const FAMILY: Family = Family::Chips;

/// The betting situation of the player a dispute is about, at the moment it is ruled on. Either
/// the hand engine gives it whole ([`Spot::from_hand`], from `Hand::facing`), or the TD reads
/// it off the table, fact by fact; only the facts the ruling can use are asked.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Spot {
    /// What the hand engine says the player faces; when given, nothing else is asked.
    pub from_hand: Option<Facing>,
    pub limit: Option<Limit>,
    pub big_blind: Option<Chips>,
    /// The street total to match; 0 with no bet.
    pub bet_to_match: Option<Chips>,
    /// The player's chips already in front on this street.
    pub own_bet: Option<Chips>,
    /// The player's chips behind, before this action.
    pub stack: Option<Chips>,
    /// The largest full bet or raise increment on the street (the big blind if none; in limit,
    /// the street's bet): the next raise must add at least this much.
    pub last_full_raise: Option<Chips>,
    /// Every chip in the middle and in front of the players (pre-flop, short blinds in full).
    pub pot: Option<Chips>,
    /// Whether raising is still open to the player: the limit cap not reached and the betting
    /// reopened to them under rule 47.
    pub raising_open: Option<bool>,
    /// Whether the bet faced is the street's opening bet (pre-flop: the big blind).
    pub opening_bet: Option<bool>,
    pub players_in_hand: Option<u8>,
    /// What the player meant to put in when less than the call went in: the amount forfeited
    /// if the TD lets them fold (TDA 51B, Addendum 51 Ex 4). Asked even for a logged hand,
    /// which cannot know it.
    pub intended_undercall: Option<Chips>,
}

const LIMIT: Fact = Fact::new("spot.limit", facts::LIMIT).usually(&Usually::Is("\"NoLimit\""));
const BIG_BLIND: Fact = Fact::new("spot.big_blind", FactKind::Chips);
const BET: Fact = Fact::new("spot.bet_to_match", FactKind::Chips);
const OWN_BET: Fact = Fact::new("spot.own_bet", FactKind::Chips).usually(&Usually::Is("0"));
const STACK: Fact = Fact::new("spot.stack", FactKind::Chips);
const FULL_RAISE: Fact = Fact::new("spot.last_full_raise", FactKind::Chips)
    .usually(&Usually::SameAs("spot.bet_to_match"));
const POT: Fact = Fact::new("spot.pot", FactKind::Chips);
const RAISING_OPEN: Fact =
    Fact::new("spot.raising_open", FactKind::YesNo).usually(&Usually::Is("true"));
const OPENING_BET: Fact =
    Fact::new("spot.opening_bet", FactKind::YesNo).usually(&Usually::Is("true"));
const PLAYERS: Fact = Fact::new("spot.players_in_hand", FactKind::Count);
const INTENDED: Fact = Fact::new("spot.intended_undercall", FactKind::Chips);

/// Which of the spot's facts a ruling can use.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Needs {
    /// The outcome may be a bet or raise: the full raise and whether raising is open.
    pub raise: bool,
    /// The pot is read (an unclear amount); pot-limit raises read it anyway.
    pub pot: bool,
}

impl Needs {
    /// A ruling that may end in a bet or raise, with no pot to read.
    pub(super) const RAISE: Needs = Needs {
        raise: true,
        pot: false,
    };
}

impl Spot {
    /// The spot as the hand engine sees it, for a hand logged in the app.
    pub fn from_hand(facing: Facing) -> Spot {
        Spot {
            from_hand: Some(facing),
            ..Spot::default()
        }
    }

    /// Refuses facts the TD gave that cannot all be true at one table, whichever of them the
    /// ruling goes on to read: a ruling on contradicting facts would record a chip count that
    /// never was.
    fn check_given(&self, case: CaseName) -> Result<(), RulingError> {
        if self.big_blind == Some(0) {
            return Err(invalid(case, said!("big_blind_give_levels_big")));
        }
        if let (Some(own_bet), Some(bet)) = (self.own_bet, self.bet_to_match)
            && own_bet > bet
        {
            return Err(invalid(
                case,
                said!("players_front_more_than_match", own_bet, bet),
            ));
        }
        if self.stack == Some(0) {
            return Err(invalid(case, said!("player_has_no_chips_behind")));
        }
        if self.players_in_hand.is_some_and(|players| players < 2) {
            return Err(invalid(case, said!("player_facing_bet_has_least")));
        }
        Ok(())
    }

    /// The [`Facing`] the hand engine would give, from the facts, asking the first one missing.
    pub(super) fn facing(
        &self,
        case: CaseName,
        house: &HouseRules,
        needs: Needs,
    ) -> Result<Facing, RulingError> {
        if let Some(facing) = self.from_hand {
            return Ok(facing);
        }
        self.check_given(case)?;
        let limit = need(&self.limit, case, LIMIT)?;
        let big_blind = need(&self.big_blind, case, BIG_BLIND)?;
        let bet = need(&self.bet_to_match, case, BET)?;
        // A chip in front is only asked when there is a bet to match, but one the TD gave is
        // read: ignoring it would rule on other facts than the table's.
        let own_bet = match self.own_bet {
            Some(own) => own,
            None if bet > 0 => need(&self.own_bet, case, OWN_BET)?,
            None => 0,
        };
        let stack = need(&self.stack, case, STACK)?;
        let fixed = matches!(limit, Limit::FixedLimit { .. });
        let (min_raise_to, may_raise) = if needs.raise {
            let full = if bet > 0 || fixed {
                need(&self.last_full_raise, case, FULL_RAISE)?
            } else {
                big_blind
            };
            if full == 0 {
                return Err(invalid(case, said!("full_bet_or_raise_not")));
            }
            let min_to = if bet == 0 && !fixed {
                big_blind
            } else {
                bet.saturating_add(full)
            };
            let open = bet == 0 || need(&self.raising_open, case, RAISING_OPEN)?;
            (min_to, open)
        } else {
            (bet.saturating_add(big_blind), false)
        };
        let pot_limit = needs.raise && limit == Limit::PotLimit;
        let pot = if needs.pot || pot_limit {
            need(&self.pot, case, POT)?
        } else {
            0
        };
        Ok(Facing {
            limit,
            big_blind,
            current_bet: bet,
            own_bet,
            stack,
            min_raise_to,
            max_raise_to: pot_limit
                .then(|| pot_limit_max_to(house.betting.pot_limit_method, bet, pot, bet - own_bet)),
            may_raise,
            pot,
            opening_bet: false,
            players_in_hand: 0,
            intended_undercall: None,
        })
    }

    /// Adds what the TDA undercall rule reads (rule 51B), when `pushed` is short of the call
    /// without being all-in: whether the bet is the opening one and how many are in the hand
    /// (read off the hand when logged), and, when the TD may let the player fold, the intended
    /// undercall they forfeit. Seed 004 completes every undercall and asks nothing more.
    fn for_undercall(
        &self,
        case: CaseName,
        house: &HouseRules,
        mut facing: Facing,
        pushed: Chips,
    ) -> Result<Facing, RulingError> {
        let undercall = pushed > 0 && pushed < facing.call_amount() && pushed < facing.stack;
        if !undercall || house.betting.undercall != UndercallRule::Tda {
            return Ok(facing);
        }
        if self.from_hand.is_none() {
            facing.opening_bet = need(&self.opening_bet, case, OPENING_BET)?;
            let players = need(&self.players_in_hand, case, PLAYERS)?;
            facing.players_in_hand = usize::from(players);
        }
        if facing.players_in_hand > 2 && !facing.opening_bet {
            facing.intended_undercall = Some(self.intended_undercall(case, pushed)?);
        }
        Ok(facing)
    }

    /// What the player meant to call with the `pushed` chips: at most what went in.
    fn intended_undercall(&self, case: CaseName, pushed: Chips) -> Result<Chips, RulingError> {
        let intended = need(&self.intended_undercall, case, INTENDED)?;
        if intended > pushed {
            return Err(invalid(
                case,
                said!("intended_undercall_more_than_put", intended, pushed),
            ));
        }
        Ok(intended)
    }

    /// Refuses chips pushed that the player did not have: they come from the stack.
    fn check_pushed(
        &self,
        case: CaseName,
        facing: &Facing,
        pushed: Chips,
    ) -> Result<(), RulingError> {
        if pushed > facing.stack {
            return Err(invalid(
                case,
                said!(
                    "pushed_more_than_players_stack",
                    pushed,
                    stack = facing.stack
                ),
            ));
        }
        Ok(())
    }

    /// What a fold needs: nothing but the chips already in front, when known.
    pub(super) fn for_fold(&self) -> Facing {
        self.from_hand.unwrap_or(Facing {
            limit: self.limit.unwrap_or(Limit::NoLimit),
            big_blind: self.big_blind.unwrap_or(0),
            current_bet: self.bet_to_match.unwrap_or(0),
            own_bet: self.own_bet.unwrap_or(0),
            stack: self.stack.unwrap_or(0),
            min_raise_to: 0,
            max_raise_to: None,
            may_raise: false,
            pot: 0,
            opening_bet: false,
            players_in_hand: 0,
            intended_undercall: None,
        })
    }
}

/// The hand engine's chip-movement ruling as a catalogue ruling: a TD choice becomes the
/// catalogue's closed choices, labelled with the outcome in words.
pub(super) fn from_chips(ruling: rulings::Ruling) -> Ruling {
    let (decision, choices) = match ruling.decision {
        rulings::Decision::Binding(ruled) => (Decision::Action(ruled), Vec::new()),
        rulings::Decision::PlayerChooses(options) => (Decision::PlayerChooses(options), Vec::new()),
        rulings::Decision::TdDecides(options) => (
            Decision::TdDecides,
            options
                .iter()
                .map(|ruled| Choice {
                    decision: Decision::Action(*ruled),
                    label: Said::Outcome(*ruled),
                })
                .collect(),
        ),
        rulings::Decision::Corrections(corrections) => {
            (Decision::Corrections(corrections), Vec::new())
        }
        rulings::Decision::Stands => (Decision::ActionStands, Vec::new()),
    };
    Ruling {
        decision,
        explanation: ruling.reason.into(),
        rules: ruling.rules,
        choices,
        fault: None,
    }
}

/// What the player said before the chips landed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SaidFirst {
    Nothing,
    /// "Raise" with no amount.
    Raise,
    /// "Raise to" this total.
    RaiseTo(Chips),
}

impl SaidFirst {
    fn declaration(self) -> Declaration {
        match self {
            SaidFirst::Nothing => Declaration::Silent,
            SaidFirst::Raise => Declaration::Raise,
            SaidFirst::RaiseTo(total) => Declaration::RaiseTo(total),
        }
    }
}

const SAID_FIRST_KIND: FactKind = FactKind::OneOf(&[
    Alternative::unit("said_first_kind", "Nothing"),
    Alternative::unit("said_first_kind", "Raise"),
    Alternative {
        set: "said_first_kind",
        variant: "RaiseTo",
        holds: Holds::Value(&FactKind::Chips),
    },
]);

const SAID_FIRST: Fact = Fact::new("said_first", SAID_FIRST_KIND);

dispute! {
    /// Too little put in for a bet, a raise or a call (TDA 43, 45, 51; seed 004): the 50% rule.
    pub struct InsufficientBet as INSUFFICIENT = "insufficient_bet" {
        /// Chips put in with this action, in one motion.
        put_in: Option<Chips> => PUT_IN = FactKind::Chips,
        /// Whether "raise" was said before the chips went in.
        raise_said_first: Option<bool> => RAISE_SAID = FactKind::YesNo,
        spot: Spot,
    }
}

impl InsufficientBet {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let put_in = need(&self.put_in, INSUFFICIENT, PUT_IN)?;
        if put_in == 0 {
            return Err(invalid(INSUFFICIENT, said!("no_chips_were_put_word")));
        }
        let declaration = if need(&self.raise_said_first, INSUFFICIENT, RAISE_SAID)? {
            Declaration::Raise
        } else {
            Declaration::Silent
        };
        let facing = self.spot.facing(INSUFFICIENT, house, Needs::RAISE)?;
        self.spot.check_pushed(INSUFFICIENT, &facing, put_in)?;
        let facing = self
            .spot
            .for_undercall(INSUFFICIENT, house, facing, put_in)?;
        Ok(from_chips(rule_on_amount(
            &facing,
            declaration,
            put_in,
            &house.betting,
        )))
    }
}

dispute! {
    /// A single chip bigger than needed (TDA 44, seed 004).
    pub struct OversizedChip as OVERSIZED = "oversized_chip" {
        /// The chip's value.
        chip: Option<Chips> => CHIP = FactKind::Chips,
        said_first: Option<SaidFirst>,
        spot: Spot,
    }
}

impl OversizedChip {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let chip = need(&self.chip, OVERSIZED, CHIP)?;
        if chip == 0 {
            return Err(invalid(OVERSIZED, said!("chip_worth_more_than")));
        }
        let said = need(&self.said_first, OVERSIZED, SAID_FIRST)?;
        rule_pushed(OVERSIZED, &self.spot, said.declaration(), &[chip], house)
    }
}

/// Chips pushed in one motion, ruled with what was said; the undercall facts are asked when the
/// chips fall short of the call.
fn rule_pushed(
    case: CaseName,
    spot: &Spot,
    declaration: Declaration,
    pushed: &[Chips],
    house: &HouseRules,
) -> Result<Ruling, RulingError> {
    let needs = Needs {
        raise: true,
        pot: matches!(declaration, Declaration::UnclearAmount(_)),
    };
    let facing = spot.facing(case, house, needs)?;
    spot.check_pushed(case, &facing, total(pushed))?;
    // Only chips or an amount without words can fall short of the call; "call", "raise" and
    // the like commit the player to the full action.
    let amount = match declaration {
        Declaration::Silent => total(pushed),
        Declaration::Amount(amount) => amount,
        _ => 0,
    };
    let facing = spot.for_undercall(case, house, facing, amount)?;
    Ok(from_chips(rule_on_chips(
        &facing,
        declaration,
        pushed,
        &house.betting,
    )))
}

dispute! {
    /// Several chips in one motion (TDA 45, seed 004).
    pub struct SeveralChips as SEVERAL = "several_chips" {
        /// The chips' values, one entry per chip.
        chips: Option<Vec<Chips>> => CHIPS = CHIP_LIST,
        said_first: Option<SaidFirst>,
        spot: Spot,
    }
}

fn check_chips(case: CaseName, pushed: &[Chips]) -> Result<(), RulingError> {
    if pushed.is_empty() || pushed.contains(&0) {
        return Err(invalid(case, said!("list_each_chip_pushed_its")));
    }
    Ok(())
}

impl SeveralChips {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let pushed = need(&self.chips, SEVERAL, CHIPS)?;
        check_chips(SEVERAL, &pushed)?;
        let said = need(&self.said_first, SEVERAL, SAID_FIRST)?;
        rule_pushed(SEVERAL, &self.spot, said.declaration(), &pushed, house)
    }
}

dispute! {
    /// Chips brought in more than one motion (TDA 42, 56, seed 004).
    pub struct StringBet as STRING = "string_bet" {
        said_first: Option<SaidFirst>,
        /// The chips of the first motion, one value per chip.
        first_motion: Option<Vec<Chips>> => FIRST_MOTION = CHIP_LIST,
        /// Chips added by going back to the stack.
        added_later: Option<Chips> => ADDED = FactKind::Chips,
        spot: Spot,
    }
}

impl StringBet {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let said = need(&self.said_first, STRING, SAID_FIRST)?;
        let first = need(&self.first_motion, STRING, FIRST_MOTION)?;
        check_chips(STRING, &first)?;
        let added = need(&self.added_later, STRING, ADDED)?;
        if said != SaidFirst::Nothing {
            let amount = total(&first).saturating_add(added);
            let facing = self.spot.facing(STRING, house, Needs::RAISE)?;
            self.spot.check_pushed(STRING, &facing, amount)?;
            return Ok(from_chips(rule_on_amount(
                &facing,
                said.declaration(),
                amount,
                &house.betting,
            ))
            .preceded_by(
                said!("no_string_bet_raise_was"),
                &["TDA-42", "S004-raise-methods"],
            ));
        }
        let ruling = rule_pushed(STRING, &self.spot, Declaration::Silent, &first, house)?;
        Ok(ruling
            .preceded_by(
                said!("string_bet_back_to_stack", added),
                &["TDA-56", "S004-string-bet"],
            )
            .with_fault(Fault::StringBets))
    }
}

one_of! {
    /// Which came first, the words or the chips, or both at once (TDA 40A).
    pub enum WordsAndChips as WORDS_AND_CHIPS in "words_and_chips" {
        WordsFirst,
        ChipsFirst,
        /// Simultaneous: a clear and reasonable declaration takes precedence over the chips.
        Together,
    }
    // Before the third answer: "the words came first" or "together with the chips".
    was yes = WordsFirst, no = Together;
}

dispute! {
    /// A declaration in turn, with or without chips (TDA 40, 51A, 54D, 55, 57; seed 004).
    pub struct VerbalDeclaration as VERBAL = "verbal_declaration" {
        said: Option<Declaration>,
        /// Chips pushed with or after the words, one value per chip; empty when none.
        chips: Option<Vec<Chips>>,
        /// Which came first, asked when there are both words and chips.
        #[serde(alias = "words_first", deserialize_with = "super::facts::was_yes_no")]
        words_and_chips: Option<WordsAndChips> => ORDER = WORDS_AND_CHIPS;
            usually Usually::Is("\"WordsFirst\""),
        spot: Spot,
        /// Who heard the words, asked last, once the action they make is known (Addendum 40-A).
        heard: Option<HeardBy> => HEARD = HEARD_BY; usually Usually::Is("\"Everyone\""),
    }
}

one_of! {
    /// Who heard a verbal declaration (TDA 40A, Addendum 40-A): a declaration binds once it is
    /// established, and the table that did not all hear it is where a dispute starts.
    pub enum HeardBy as HEARD_BY in "heard_by" {
        /// Everyone at the table heard it.
        Everyone,
        /// The dealer or some of the players heard it and confirm it; others did not.
        SomeConfirm,
        /// Nobody but the player can say what was said.
        NobodyConfirms,
    }
}

const DECLARATIONS: FactKind = FactKind::OneOf(&[
    Alternative::unit("declarations", "Silent"),
    Alternative::unit("declarations", "Call"),
    Alternative::unit("declarations", "Check"),
    Alternative::unit("declarations", "Raise"),
    Alternative {
        set: "declarations",
        variant: "RaiseTo",
        holds: Holds::Value(&FactKind::Chips),
    },
    Alternative {
        set: "declarations",
        variant: "Amount",
        holds: Holds::Value(&FactKind::Chips),
    },
    Alternative {
        set: "declarations",
        variant: "UnclearAmount",
        holds: Holds::Value(&FactKind::Chips),
    },
    Alternative::unit("declarations", "Pot"),
    Alternative::unit("declarations", "Tap"),
]);

const SAID: Fact = Fact::new("said", DECLARATIONS);
const WITH_CHIPS: Fact = Fact::new("chips", CHIP_LIST);

impl VerbalDeclaration {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let said = need(&self.said, VERBAL, SAID)?;
        let pushed = need(&self.chips, VERBAL, WITH_CHIPS)?;
        if pushed.contains(&0) {
            return Err(invalid(VERBAL, said!("chip_worth_more_than_2")));
        }
        let order = if said != Declaration::Silent && !pushed.is_empty() {
            need(&self.words_and_chips, VERBAL, ORDER)?
        } else {
            WordsAndChips::WordsFirst
        };
        let ruling = self.rule_in_order(order, said, &pushed, house)?;
        if said == Declaration::Silent || order == WordsAndChips::ChipsFirst {
            return Ok(ruling);
        }
        let heard = need(&self.heard, VERBAL, HEARD)?;
        if heard == HeardBy::Everyone {
            return Ok(ruling);
        }
        let chips_alone = if pushed.is_empty() {
            None
        } else {
            Some(rule_pushed(
                VERBAL,
                &self.spot,
                Declaration::Silent,
                &pushed,
                house,
            )?)
        };
        Ok(match (heard, chips_alone) {
            // Addendum 40-A, example 1: words not everyone heard and chips that say otherwise
            // are unclear and contradictory, so the TD rules under rule 1 even when some heard.
            (HeardBy::SomeConfirm, Some(chips)) if chips.decision != ruling.decision => {
                unconfirmed_declaration(
                    ruling,
                    Some(chips),
                    said!("not_everyone_heard_declaration_chips"),
                )
            }
            (HeardBy::SomeConfirm, _) => ruling.preceded_by(
                said!("not_everyone_heard_declaration_but"),
                &["ADD-40", "TDA-40A", "TDA-51A"],
            ),
            (_, chips_alone) => unconfirmed_declaration(
                ruling,
                chips_alone,
                said!("nobody_but_player_heard_declaration"),
            ),
        })
    }

    /// The declaration ruled with the chips, in the order they came.
    fn rule_in_order(
        &self,
        order: WordsAndChips,
        said: Declaration,
        pushed: &[Chips],
        house: &HouseRules,
    ) -> Result<Ruling, RulingError> {
        match order {
            WordsAndChips::WordsFirst => rule_pushed(VERBAL, &self.spot, said, pushed, house),
            WordsAndChips::ChipsFirst => {
                Ok(
                    rule_pushed(VERBAL, &self.spot, Declaration::Silent, pushed, house)?
                        .preceded_by(said!("chips_came_before_words_whichever"), &["TDA-40A"]),
                )
            }
            WordsAndChips::Together => Ok(rule_pushed(VERBAL, &self.spot, said, pushed, house)?
                .preceded_by(said!("words_chips_came_together_clear"), &["TDA-40A"])),
        }
    }
}

/// A declaration the table cannot settle (Addendum 40-A): nobody but the player heard it, or
/// not everyone did and the chips contradict it. The TD rules under rule 1: either it binds as
/// said, or the chips alone speak; with no chips the player acts again.
fn unconfirmed_declaration(declared: Ruling, chips_alone: Option<Ruling>, why: Said) -> Ruling {
    let binds = Choice {
        decision: declared.decision,
        label: said!("declaration_binds", explanation = declared.explanation),
    };
    let otherwise = match chips_alone {
        Some(chips) => Choice {
            decision: chips.decision,
            label: said!(
                "not_established_chips_speak",
                explanation = chips.explanation
            ),
        },
        None => Choice {
            decision: Decision::PlayOn,
            label: said!("not_established_player_acts_again"),
        },
    };
    let mut ruling =
        Ruling::td_decides(vec![binds, otherwise], why, &["ADD-40", "TDA-40A", "TDA-1"]);
    for rule in declared.rules {
        if !ruling.rules.contains(&rule) {
            ruling.rules.push(rule);
        }
    }
    ruling
}

dispute! {
    /// Less than the call put in (TDA 51, seed 004).
    pub struct Undercall as UNDERCALL = "undercall" {
        put_in: Option<Chips>,
        /// Whether the player said "call".
        said_call: Option<bool> => SAID_CALL = FactKind::YesNo,
        spot: Spot,
        /// Where this undercall stands among undercalls in a row (TDA 51C), asked when the TD
        /// may have a say in it.
        sequence: Option<UndercallSequence> => SEQUENCE = UNDERCALL_SEQUENCES;
            usually Usually::Is("\"Only\""),
    }
}

one_of! {
    /// Whether other undercalls followed this one in a row (TDA 51C).
    pub enum UndercallSequence as UNDERCALL_SEQUENCES in "undercall_sequences" {
        /// The only undercall.
        Only,
        /// The first of several in a row: play backs up to this player.
        FirstOfSeveral,
        /// One that followed another undercall in a row.
        Later,
    }
}

impl Undercall {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let put_in = need(&self.put_in, UNDERCALL, PUT_IN)?;
        let said_call = need(&self.said_call, UNDERCALL, SAID_CALL)?;
        let facing = self.spot.facing(UNDERCALL, house, Needs::default())?;
        self.spot.check_pushed(UNDERCALL, &facing, put_in)?;
        if put_in >= facing.call_amount() {
            return Err(invalid(
                UNDERCALL,
                said!(
                    "not_less_than_call_that",
                    put_in,
                    call_amount = facing.call_amount()
                ),
            ));
        }
        if said_call {
            return Ok(from_chips(rule_on_amount(
                &facing,
                Declaration::Call,
                put_in,
                &house.betting,
            )));
        }
        let undercall = put_in > 0 && put_in < facing.stack;
        if !undercall || house.betting.undercall != UndercallRule::Tda {
            return Ok(self.silent(facing, put_in, house));
        }
        match need(&self.sequence, UNDERCALL, SEQUENCE)? {
            UndercallSequence::Only => {
                let facing = self.spot.for_undercall(UNDERCALL, house, facing, put_in)?;
                Ok(self.silent(facing, put_in, house))
            }
            UndercallSequence::FirstOfSeveral => {
                let facing = self.spot.for_undercall(UNDERCALL, house, facing, put_in)?;
                Ok(self
                    .silent(facing, put_in, house)
                    .preceded_by(said!("several_undercalls_row_play_backs"), &["TDA-51C"]))
            }
            UndercallSequence::Later => {
                // Rule 51C leaves a later undercaller to the TD once the first is corrected:
                // the two outcomes 51B allows when the TD decides, whatever bet was faced. Two
                // undercallers and the bettor make at least three players in the hand.
                let facing = Facing {
                    opening_bet: false,
                    players_in_hand: facing.players_in_hand.max(3),
                    intended_undercall: Some(self.spot.intended_undercall(UNDERCALL, put_in)?),
                    ..facing
                };
                Ok(self
                    .silent(facing, put_in, house)
                    .preceded_by(said!("this_undercall_followed_another_row"), &["TDA-51C"]))
            }
        }
    }

    /// The chips ruled as put in without a word.
    fn silent(&self, facing: Facing, put_in: Chips, house: &HouseRules) -> Ruling {
        from_chips(rule_on_amount(
            &facing,
            Declaration::Silent,
            put_in,
            &house.betting,
        ))
    }
}

dispute! {
    /// A bet of the wrong size found after other players acted on it (TDA 52, seed 004).
    pub struct BetErrorFoundLater as BET_ERROR = "bet_error_found_later" {
        limit: Option<Limit> => ERROR_LIMIT = facts::LIMIT,
        bettor: Option<Seat> => BETTOR = FactKind::Seat,
        /// The street total the bettor made.
        made_to: Option<Chips> => MADE_TO = FactKind::Chips,
        /// The right street total: the minimum for an underbet, the pot count in pot-limit.
        legal_to: Option<Chips> => LEGAL_TO = FactKind::Chips,
        /// The seats that matched the wrong amount, in order.
        callers: Option<Vec<Seat>> => CALLERS = SEATS,
        /// Whether the next card is already out.
        next_card_dealt: Option<bool> => NEXT_CARD = FactKind::YesNo,
        /// Whether the error is on the river with the showdown already begun (asked when no
        /// card is out since): the river has no next card, the showdown closes it (TDA 52A).
        showdown_started: Option<bool> => SHOWDOWN = FactKind::YesNo; usually Usually::Is("false"),
        /// Whether substantial action followed the error (asked for a pot-limit count too low).
        substantial_action_since: Option<bool> => SA_SINCE = FactKind::YesNo,
    }
}

impl BetErrorFoundLater {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let limit = need(&self.limit, BET_ERROR, ERROR_LIMIT)?;
        let bettor = need(&self.bettor, BET_ERROR, BETTOR)?;
        let made_to = need(&self.made_to, BET_ERROR, MADE_TO)?;
        let legal_to = need(&self.legal_to, BET_ERROR, LEGAL_TO)?;
        if made_to == legal_to {
            return Err(invalid(
                BET_ERROR,
                said!("bet_made_right_amount_no", made_to),
            ));
        }
        if made_to > legal_to && limit != Limit::PotLimit {
            return Err(invalid(BET_ERROR, said!("only_pot_limit_bet_can")));
        }
        let callers = need(&self.callers, BET_ERROR, CALLERS)?;
        if callers.contains(&bettor) {
            return Err(invalid(BET_ERROR, said!("s_made_bet_cannot_also", bettor)));
        }
        let next_card_dealt = need(&self.next_card_dealt, BET_ERROR, NEXT_CARD)?;
        if !next_card_dealt && need(&self.showdown_started, BET_ERROR, SHOWDOWN)? {
            return Ok(Ruling::new(
                Decision::ActionStands,
                said!("river_error_could_corrected_only"),
                &["TDA-52A", "TDA-52"],
            ));
        }
        let asks_sa = !next_card_dealt && limit == Limit::PotLimit && made_to < legal_to;
        let substantial_action_since = if asks_sa {
            need(&self.substantial_action_since, BET_ERROR, SA_SINCE)?
        } else {
            false
        };
        Ok(from_chips(rulings::bet_error(
            &BetError {
                limit,
                bettor,
                made_to,
                legal_to,
                callers,
                next_card_dealt,
                substantial_action_since,
            },
            &house.betting,
        )))
    }
}

dispute! {
    /// A player facing a raise pulled back the chips of their earlier bet (TDA 46).
    pub struct PriorBetPulledBack as PULLED_BACK = "prior_bet_pulled_back" {
        /// What the player faces, their earlier bet in front included.
        spot: Spot,
    }
}

/// The spot of a player with an earlier bet in front who now faces a raise: the cases of 46C
/// start from it, and refuse a spot with no such bet or no raise.
fn prior_bet_facing_a_raise(
    spot: &Spot,
    case: CaseName,
    house: &HouseRules,
) -> Result<Facing, RulingError> {
    let facing = spot.facing(case, house, Needs::RAISE)?;
    if facing.own_bet == 0 || facing.call_amount() == 0 {
        return Err(invalid(case, said!("player_had_no_earlier_bet")));
    }
    Ok(facing)
}

impl PriorBetPulledBack {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let facing = prior_bet_facing_a_raise(&self.spot, PULLED_BACK, house)?;
        Ok(from_chips(rulings::prior_bet_pulled_back(&facing)))
    }
}

/// What the player did with the chips of their earlier bet before adding new ones (TDA 46C).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PriorChips {
    /// Taken back whole.
    PulledBackFully,
    /// Partly taken back: the value still in front.
    PulledBackPartly(Chips),
    /// Left where they were.
    LeftAlone,
}

const PRIOR_CHIPS_KIND: FactKind = FactKind::OneOf(&[
    Alternative::unit("prior_chips", "PulledBackFully"),
    Alternative {
        set: "prior_chips",
        variant: "PulledBackPartly",
        holds: Holds::Value(&FactKind::Chips),
    },
    Alternative::unit("prior_chips", "LeftAlone"),
]);

dispute! {
    /// New chips added silently to an earlier bet still in front, facing a raise (TDA 46C): a
    /// blind posted with one large chip, chips of the earlier bet pulled back fully or partly.
    pub struct ChipsAddedToPriorBet as ADDED_TO_PRIOR = "chips_added_to_prior_bet" {
        /// The new chips, one value per chip.
        added: Option<Vec<Chips>> => ADDED_CHIPS = CHIP_LIST,
        /// What became of the earlier bet's chips.
        prior_chips: Option<PriorChips> => PRIOR = PRIOR_CHIPS_KIND,
        /// What the chips left in front are worth, change due included (a 1000 chip posting a
        /// 400 big blind is worth 1000), asked when they were left alone.
        prior_chips_worth: Option<Chips> => WORTH = FactKind::Chips,
        /// What the player faces, the earlier bet as the chips in front.
        spot: Spot,
        /// Whether the player gathered the chips in front and the new ones and pushed them all
        /// forward (Addendum 46, situation 5), asked when that reading could change the action.
        pushed_together: Option<bool> => TOGETHER = FactKind::YesNo,
    }
}

impl ChipsAddedToPriorBet {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let added = need(&self.added, ADDED_TO_PRIOR, ADDED_CHIPS)?;
        check_chips(ADDED_TO_PRIOR, &added)?;
        let prior = need(&self.prior_chips, ADDED_TO_PRIOR, PRIOR)?;
        let facing = prior_bet_facing_a_raise(&self.spot, ADDED_TO_PRIOR, house)?;
        // The chips that stay in front and make one bet with the new ones (46C-2), or none when
        // the new chips are read on their own (46C-1).
        let combined_with = match prior {
            PriorChips::LeftAlone => {
                let worth = need(&self.prior_chips_worth, ADDED_TO_PRIOR, WORTH)?;
                if worth < facing.own_bet {
                    return Err(invalid(
                        ADDED_TO_PRIOR,
                        said!(
                            "chips_worth_cannot_make_earlier",
                            worth,
                            own_bet = facing.own_bet
                        ),
                    ));
                }
                (worth >= facing.current_bet).then_some(worth)
            }
            PriorChips::PulledBackFully => None,
            PriorChips::PulledBackPartly(left) => {
                if left == 0 || left >= facing.own_bet {
                    return Err(invalid(
                        ADDED_TO_PRIOR,
                        said!("part_pulled_back_leaves_more", own_bet = facing.own_bet),
                    ));
                }
                Some(left)
            }
        };
        // Chips taken back return to the stack; chips left alone stay the earlier bet.
        let taken_back = prior != PriorChips::LeftAlone;
        let facing = if taken_back || combined_with.is_some() {
            Facing {
                own_bet: 0,
                stack: facing.stack.saturating_add(facing.own_bet),
                ..facing
            }
        } else {
            facing
        };
        let new = total(&added);
        match combined_with {
            None => {
                self.spot.check_pushed(ADDED_TO_PRIOR, &facing, new)?;
                let facing = self
                    .spot
                    .for_undercall(ADDED_TO_PRIOR, house, facing, new)?;
                let said = if taken_back {
                    said!("earlier_bet_was_pulled_back")
                } else {
                    said!("earlier_bet_was_left_alone")
                };
                let ruling = from_chips(rule_on_chips(
                    &facing,
                    Declaration::Silent,
                    &added,
                    &house.betting,
                ))
                .preceded_by(said, &["TDA-46C", "ADD-46", "TDA-46"]);
                if taken_back {
                    return Ok(ruling);
                }
                self.all_pushed_together(ruling, &facing, &added, house)
            }
            Some(in_front) => {
                let combined = in_front.saturating_add(new);
                self.spot.check_pushed(ADDED_TO_PRIOR, &facing, combined)?;
                let facing = self
                    .spot
                    .for_undercall(ADDED_TO_PRIOR, house, facing, combined)?;
                let said = if taken_back {
                    said!("earlier_bet_was_partly_pulled", in_front, combined)
                } else {
                    said!("chips_front_worth_already_cover", in_front, combined)
                };
                // Addendum 46, situations 3 and 4: the chips in front and the new ones are one
                // multiple-chip bet under rule 45, so a bet whose every chip is needed for the
                // call stays a call. The chips in front count as one chip of their value, as in
                // the addendum's examples (one 25 left, one 1000 posted).
                let all_chips: Vec<Chips> = std::iter::once(in_front).chain(added).collect();
                Ok(from_chips(rule_on_chips(
                    &facing,
                    Declaration::Silent,
                    &all_chips,
                    &house.betting,
                ))
                .preceded_by(said, &["TDA-46C", "ADD-46", "TDA-46", "TDA-45", "TDA-43A"]))
            }
        }
    }
}

impl ChipsAddedToPriorBet {
    /// Addendum 46, situation 5: chips in front left alone, and the player gathered them with
    /// the new ones and pushed them all forward. That gesture may be read as a rule-45 bet of
    /// all the chips; when that reading changes the action, the TD chooses between the two.
    fn all_pushed_together(
        &self,
        apart: Ruling,
        facing: &Facing,
        added: &[Chips],
        house: &HouseRules,
    ) -> Result<Ruling, RulingError> {
        let in_front = self.prior_chips_worth.unwrap_or(facing.own_bet);
        let all_chips: Vec<Chips> = std::iter::once(in_front)
            .chain(added.iter().copied())
            .collect();
        let from_scratch = Facing {
            own_bet: 0,
            stack: facing.stack.saturating_add(facing.own_bet),
            ..*facing
        };
        let together = from_chips(rule_on_chips(
            &from_scratch,
            Declaration::Silent,
            &all_chips,
            &house.betting,
        ));
        if together.decision == apart.decision {
            return Ok(apart);
        }
        if !need(&self.pushed_together, ADDED_TO_PRIOR, TOGETHER)? {
            return Ok(apart);
        }
        let mut ruling = Ruling::td_decides(
            vec![
                Choice {
                    decision: apart.decision,
                    label: said!(
                        "new_chips_their_own",
                        explanation = apart.explanation.clone()
                    ),
                },
                Choice {
                    decision: together.decision,
                    label: said!(
                        "all_chips_as_one_bet",
                        explanation = together.explanation.clone()
                    ),
                },
            ],
            said!("player_gathered_chips_front_with"),
            &["ADD-46", "TDA-46C", "TDA-45", "TDA-1"],
        );
        for rule in apart.rules.into_iter().chain(together.rules) {
            if !ruling.rules.contains(&rule) {
                ruling.rules.push(rule);
            }
        }
        Ok(ruling)
    }
}

dispute! {
    /// Whether a player may raise after short all-ins (TDA 47, seed 004).
    pub struct Reopening as REOPENING = "reopening" {
        limit: Option<Limit>,
        /// Whether the player already acted on this street (posting a blind is not acting).
        has_acted: Option<bool> => HAS_ACTED = FactKind::YesNo,
        /// The bet the player left when they last acted: their own street total, 0 for a check.
        bet_when_acted: Option<Chips> => WHEN_ACTED = FactKind::Chips,
        /// The street total to match now.
        current_bet: Option<Chips> => CURRENT = FactKind::Chips,
        /// The largest full bet or raise increment on the street (the big blind if none).
        last_full_raise: Option<Chips> => LAST_FULL = FactKind::Chips,
        /// The street totals of the all-ins made since the player acted, in order; asked when
        /// the amounts alone do not reopen the betting but one all-in may count as a full bet
        /// (in limit, half a bet or more: TDA 47B). The ruling computes whether one does.
        all_ins_since: Option<Vec<Chips>> => ALL_INS_SINCE = CHIP_LIST,
        /// The TD's yes or no to "a full bet or raise since?", as cases recorded before the
        /// all-ins were asked hold it; honoured when present, never asked.
        full_raise_since: Option<bool>,
    }
}

impl Reopening {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let limit = need(&self.limit, REOPENING, ERROR_LIMIT)?;
        let has_acted = need(&self.has_acted, REOPENING, HAS_ACTED)?;
        let current = need(&self.current_bet, REOPENING, CURRENT)?;
        let full = need(&self.last_full_raise, REOPENING, LAST_FULL)?;
        if full == 0 {
            return Err(invalid(REOPENING, said!("full_bet_or_raise_not_2")));
        }
        let raise_to = current.saturating_add(full);
        let open = |said: Said, rules: &[&'static str]| {
            Ruling::new(
                Decision::Options(PlayerOptions {
                    call: current,
                    raise_to_at_least: Some(raise_to),
                }),
                said!(
                    "fold_call_or_raise_least",
                    value = said,
                    call = current,
                    to = raise_to
                ),
                rules,
            )
        };
        if !has_acted {
            return Ok(open(
                said!("player_has_not_acted_this"),
                &["TDA-47A", "TDA-43A", "S004-short-all-in"],
            ));
        }
        let level = need(&self.bet_when_acted, REOPENING, WHEN_ACTED)?;
        if level > current {
            return Err(invalid(
                REOPENING,
                said!("player_acted_more_than_match", level, current),
            ));
        }
        if level == current {
            return Err(invalid(
                REOPENING,
                said!("bet_still_player_acted_nothing", current),
            ));
        }
        let rule = house.betting.short_all_in_reopening;
        let fixed = matches!(limit, Limit::FixedLimit { .. });
        let by_amounts = betting_reopened(Some(level), level, current, full, rule);
        let may_count_half_bets = fixed
            || rule == ShortAllInReopening::BetDoubled
            || house.betting.half_bet_reopens_big_bet;
        let full_at = if by_amounts || !may_count_half_bets {
            None
        } else if let Some(recorded) = self.full_raise_since {
            recorded.then_some(current)
        } else {
            let all_ins = need(&self.all_ins_since, REOPENING, ALL_INS_SINCE)?;
            full_all_in_since(level, current, &all_ins, full, fixed, house)?
        };
        let full_level = full_at.unwrap_or(level);
        let reopened = betting_reopened(Some(level), full_level, current, full, rule);
        let rules: &[&'static str] = match (fixed, rule) {
            (true, _) => &["TDA-47", "TDA-47B"],
            (false, ShortAllInReopening::FullRaise) => &["TDA-47A", "ADD-47", "TDA-43A"],
            (false, ShortAllInReopening::BetDoubled) => &["S004-short-all-in"],
        };
        let grown = current - level;
        let why = if level == 0 {
            said!("player_checked_so_any_bet")
        } else if let Some(to) = full_at {
            said!("all_since_player_acted_counts", to)
        } else if rule == ShortAllInReopening::BetDoubled && !fixed {
            let verdict = if reopened {
                said!("has_been_doubled")
            } else {
                said!("has_not_been_doubled")
            };
            said!("players_bet_now_which_what", level, verdict, call = current)
        } else {
            let verdict = if reopened {
                said!("at_least_full_raise")
            } else {
                said!("less_than_full_raise")
            };
            said!("since_player_acted_bet_has", level, grown, verdict, full)
        };
        if reopened {
            return Ok(open(said!("betting_reopened_them", why), rules));
        }
        Ok(Ruling::new(
            Decision::Options(PlayerOptions {
                call: current,
                raise_to_at_least: None,
            }),
            said!("short_all_ins_do_not", why, call = current),
            rules,
        ))
    }
}

/// The last of the `all_ins` since the player acted at `level` that counts as a full bet or
/// raise, walked in order as the hand engine would count them (in limit, half a bet or more:
/// TDA 47B); refused unless they rise one after the other from above `level` to `current`.
fn full_all_in_since(
    level: Chips,
    current: Chips,
    all_ins: &[Chips],
    full: Chips,
    fixed: bool,
    house: &HouseRules,
) -> Result<Option<Chips>, RulingError> {
    let rising = all_ins
        .iter()
        .try_fold(level, |before, &to| (to > before).then_some(to));
    if rising != Some(current) {
        return Err(invalid(
            REOPENING,
            said!("all_ins_since_player_acted", level, current),
        ));
    }
    let (mut before, mut full_level, mut full_at) = (level, level, None);
    for &to in all_ins {
        let half_bets = house.betting.half_bet_reopens_big_bet;
        if is_full_wager(fixed, to, before, full_level, full, true, half_bets) {
            full_level = to;
            full_at = Some(to);
        }
        before = to;
    }
    Ok(full_at)
}

dispute! {
    /// Tapping the table (TDA 3; seed 004 folds facing a bet).
    pub struct TableTap as TAP = "table_tap" {
        spot: Spot,
    }
}

impl TableTap {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let facing = self.spot.facing(TAP, house, Needs::default())?;
        Ok(from_chips(rule_on_chips(
            &facing,
            Declaration::Tap,
            &[],
            &house.betting,
        )))
    }
}

riffle_text::sentence_file!(pub(super) fn sentences = "dispute_chips.ron");
