//! The dispute catalogue: each situation a TD is called to the table for, as a typed [`Case`]
//! whose facts the TD fills in, answered by a [`Ruling`] that gives the decision, explains it in
//! English and French, and cites the rules by rulebook id.
//!
//! Facts are optional until given: a case with a fact missing is refused with an error naming
//! the fact and the question to ask, and nothing is recorded until the ruling is complete. Facts
//! are asked only when the ruling needs them under the house rules in force (the misdeal cutoff
//! asks for the actions in turn under TDA 2024 and for the players who acted after the blinds
//! under seed 004). Where the rules leave the outcome to the TD, the ruling offers a closed set of
//! [`Choice`]s; the TD's pick and reason are validated by [`Ruling::choose`] and recorded by the
//! caller.
//!
//! The catalogue does not repeat rules that other parts apply. Chip movements, out-of-turn
//! action and the skipped player are the hand engine's rulings (`betting::rulings`): the cases
//! build what the player faces ([`chips::Spot`]) and delegate. The button and blinds come from
//! the floor's dead-button procedure, balancing from the floor's own tests, pots from the hand
//! engine's pot builder. Substantial action is counted by [`action::SubstantialAction`], which
//! the hand engine uses too. A ruling that finds a fault names it ([`Ruling::fault`]); the penalty
//! itself comes from the ladder (`rules::penalties`).

pub mod action;
pub mod answered;
pub mod board;
pub mod button;
pub mod chips;
pub mod conduct;
pub mod dealing;
pub mod facts;
mod headline;
pub mod pots;
pub mod said;
pub mod showdown;
pub mod table_talk;
pub mod tables;
pub mod time;
mod words;

use super::penalties::Fault;
use riffle_core::Chips;
use riffle_core::betting::Pot;
use riffle_core::betting::rulings::{Correction, Ruled};
use riffle_core::floor::SeatRef;
use riffle_core::house::{HouseRules, RuleRef};
use riffle_text::fill;
use riffle_text::{Lang, Say, Text, Words};
use said::{Family, said};
use serde::{Deserialize, Serialize};

pub use facts::{Alternative, FactError, FactKind, Field, Holds};
pub use said::{Blank, Said, Sentence};

const FAMILY: Family = Family::Refusals;

/// A seat number as printed on the table, from 1; seats run clockwise.
pub type Seat = u8;

/// Gives a case's key in the word files to the catalogue's list of cases ([`Case::name`]);
/// implemented by [`facts::dispute!`] with the case's declaration.
pub trait Named {
    const NAME: CaseName;
}

/// Declares [`Case`] from one list of the cases, by group in the order the rulings panel shows
/// them: the enum, its dispatch to each case's own ruling, the empty case of each kind, its
/// group and its name all follow the list, so a case cannot be added to one and missed in
/// another.
macro_rules! cases {
    ($($group:ident: $($module:ident::$case:ident),+;)+) => {
        /// A situation the TD rules on, with the facts given so far.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        pub enum Case {
            $($($case($module::$case),)+)+
        }

        impl Case {
            /// The ruling under the given house rules, or the first missing or inconsistent fact.
            pub fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
                match self {
                    $($(Case::$case(case) => case.rule(house),)+)+
                }
            }

            /// Every kind of case, with no fact given yet, in the order of [`CaseGroup::ALL`]:
            /// what the rulings panel offers the TD to pick from.
            pub fn kinds() -> Vec<Case> {
                vec![$($(Case::$case(Default::default()),)+)+]
            }

            /// Where a TD looks for the case: by the moment of the hand or the kind of trouble.
            pub fn group(&self) -> CaseGroup {
                match self {
                    $($(Case::$case(_) => CaseGroup::$group,)+)+
                }
            }

            /// The case's key in the word files, which hold its title, name and questions.
            pub fn name(&self) -> CaseName {
                match self {
                    $($(Case::$case(_) => <$module::$case as Named>::NAME,)+)+
                }
            }
        }
    };
}

cases! {
    Dealing: dealing::DealingError, dealing::Redeal, dealing::ExposedCardOnDeal,
        dealing::FouledDeck, dealing::CardIncident, dealing::AbsentAtDeal;
    Board: board::PrematureCard, board::FlopWithoutBurn, board::FourCardFlop,
        board::TwoBurnsBeforeFlop, board::StreetWithoutBurn;
    Action: action::OutOfTurn, action::SkippedPlayer, action::SimultaneousAction,
        chips::TableTap;
    ChipsAndBets: table_talk::NonStandardFold, table_talk::WrongCount,
        table_talk::CountRequest, table_talk::ConditionalStatement, table_talk::ActedBeforeAmount,
        chips::InsufficientBet, chips::OversizedChip, chips::SeveralChips,
        chips::StringBet, chips::VerbalDeclaration, chips::Undercall, chips::PriorBetPulledBack,
        chips::ChipsAddedToPriorBet,
        chips::BetErrorFoundLater, chips::Reopening;
    Showdown: showdown::ShowingOrder, showdown::AllInFaceUp, showdown::CardsSpeak,
        showdown::Tabling, showdown::DealerKilledHand, showdown::AskToSeeHand,
        showdown::DisputeAfterHand;
    Time: time::ClockRequest, time::ClockExpired, time::LevelChange;
    ButtonAndTables: button::ButtonAndBlinds, button::NewPlayer, tables::Balancing,
        tables::ShortTableHalt;
    PotsAndPlaces: pots::OddChips, pots::SidePots, pots::SimultaneousEliminations;
    Conduct: conduct::ChipsFound, conduct::RabbitHunt, conduct::Phone;
}

impl Case {
    /// Other words a TD may type to find the case, in both languages ("misdeal" finds the
    /// dealing error, "chrono" the clock).
    pub fn keywords(&self) -> String {
        let name = self.name();
        format!("{} {}", name.keywords(Lang::En), name.keywords(Lang::Fr))
    }

    /// The case's title, for the rulings panel and the exported history.
    pub fn title(&self) -> Text {
        let name = self.name();
        Text::new(name.title(Lang::En), name.title(Lang::Fr))
    }
}

/// The families of cases, as a TD thinks of them at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaseGroup {
    Dealing,
    Board,
    Action,
    ChipsAndBets,
    Showdown,
    Time,
    ButtonAndTables,
    PotsAndPlaces,
    Conduct,
}

impl CaseGroup {
    pub const ALL: [CaseGroup; 9] = [
        CaseGroup::Dealing,
        CaseGroup::Board,
        CaseGroup::Action,
        CaseGroup::ChipsAndBets,
        CaseGroup::Showdown,
        CaseGroup::Time,
        CaseGroup::ButtonAndTables,
        CaseGroup::PotsAndPlaces,
        CaseGroup::Conduct,
    ];

    /// The group's heading in the rulings panel, in both languages.
    pub fn title(self) -> Text {
        let key = |w: &'static riffle_text::Words| match self {
            CaseGroup::Dealing => w.text("group_Dealing"),
            CaseGroup::Board => w.text("group_Board"),
            CaseGroup::Action => w.text("group_Action"),
            CaseGroup::ChipsAndBets => w.text("group_ChipsAndBets"),
            CaseGroup::Showdown => w.text("group_Showdown"),
            CaseGroup::Time => w.text("group_Time"),
            CaseGroup::ButtonAndTables => w.text("group_ButtonAndTables"),
            CaseGroup::PotsAndPlaces => w.text("group_PotsAndPlaces"),
            CaseGroup::Conduct => w.text("group_Conduct"),
        };
        Text::new(key(words(Lang::En)), key(words(Lang::Fr)))
    }
}

/// What the rules decide, in a form the tournament can act on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decision {
    /// Reshuffle and re-deal the hand as an exact replay (TDA 35C).
    Misdeal,
    /// Stop the hand and return every bet.
    ReturnAllBets,
    /// The hand goes on as it is.
    PlayOn,
    /// The hand of the player the case is about is dead; the others play on.
    HandDead,
    /// These seats' hands are dead; the others play on.
    DeadHands { seats: Vec<Seat> },
    /// The absent player's hand is killed and what they posted stays in the pot.
    AbsentHandKilled { forfeited: Chips },
    /// How the cards are put right.
    Cards(CardRemedy),
    /// Answers to the questions a re-deal raises.
    Redeal(RedealAnswer),
    /// The action as ruled, with the chips handed back or still to put in.
    Action(Ruled),
    /// The player picks one of these actions.
    PlayerChooses(Vec<Ruled>),
    /// Bets corrected after an error found later (TDA 52).
    Corrections(Vec<Correction>),
    /// What the player may now do.
    Options(PlayerOptions),
    /// The hands are shown in this order.
    ShowingOrder { seats: Vec<Seat> },
    /// Every hand still in goes face up now.
    TableAllHands,
    /// The cards stay face down for now.
    KeepCardsDown,
    /// The hands are read as the cards are; announcements bind no one.
    CardsSpeak,
    /// The hand must be tabled, all its cards, to everyone.
    MustTable,
    /// The request to see the hand is refused.
    NoRightToSee,
    /// The dispute can still be heard.
    DisputeOpen,
    /// Too late: the result stands.
    DisputeClosed,
    /// The player is on the clock: time to act, then the final countdown.
    ClockStarted {
        seconds: u32,
        countdown_seconds: u32,
    },
    /// No clock yet.
    ClockRefused,
    /// The hand checks.
    Check,
    /// What the player did stands.
    ActionStands,
    /// The limits the hand is played at.
    Limits { level: WhichLevel, change_now: bool },
    /// Where the button and blinds go for the hand.
    ButtonAndBlinds {
        placement: button::Placement,
        change_now: bool,
    },
    /// The new player is dealt in this hand.
    DealtIn,
    /// The new player sits this hand out.
    SitsOut,
    /// One player moves from one of the `from` tables (the event's procedure picks which) to
    /// table `to`.
    Balance { from: Vec<u32>, to: u32 },
    /// The tables stay as they are.
    NoBalancing,
    /// The table stops dealing until a player is moved in (TDA 11D).
    TableHalts,
    /// Each winner's share, first odd chip first.
    Split { shares: Vec<(Seat, Chips)> },
    /// The pots, main pot first, and a bet nobody matched going back.
    Pots {
        pots: Vec<Pot>,
        returned: Option<(Seat, Chips)>,
    },
    /// Finishing places of players out on the same hand.
    Places {
        placings: Vec<pots::Placing<SeatRef>>,
    },
    /// The chips leave play.
    ChipsForfeited { chips: Chips },
    /// The chip found behind an all-in was part of it.
    ChipsCount,
    /// The chip found behind an all-in is set aside (TDA 62).
    ChipsSetAside,
    /// The cards that would have come are not shown.
    NoCardsShown,
    /// The dealer or the floor counts it: an all-in for the player facing it (TDA 60), the pot
    /// in pot-limit (TDA 54A).
    Counted,
    /// No exact count is owed, only what lets a player estimate (TDA 54A, 60).
    EstimateOnly,
    /// The tabled hand the dealer killed is restored and plays on (TDA 13C).
    HandRestored,
    /// The rules leave it to the TD: pick one of the ruling's choices.
    TdDecides,
}

/// The card procedures the rulings prescribe.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardRemedy {
    /// The card is ignored like a scrap of paper and replaced by the next card.
    ScrapOfPaper,
    /// The extra card dealt to the small blind is taken back and used as the burn.
    ExtraCardBecomesBurn,
    /// The button receives its missing card from the top of the stub.
    ButtonGetsMissingCard,
    /// The deal goes on; the exposed card is swapped for the card that would have been burned.
    ExposedCardBecomesBurn,
    /// The card is dead.
    CardIsDead,
    /// The card stays in the player's hand and plays.
    CardPlays,
    /// Flop back into the stub, reshuffle, new flop without a burn.
    RedealFlopWithoutBurn,
    /// Turn back into the stub, reshuffle, new turn without a burn.
    RedealTurnWithoutBurn,
    /// Turn set aside face up; the would-be river is dealt as the turn after a burn, then the
    /// set-aside card is shuffled back and the river dealt without a burn.
    SetTurnAsideNextCardIsTurn,
    /// River back into the stub, reshuffle, new river without a burn.
    RedealRiverWithoutBurn,
    /// The flop stands as dealt.
    FlopStands,
    /// Scramble the three flop cards face down, draw one at random as the burn, complete the
    /// flop with the next card of the stub.
    ScrambleFlopDrawBurn,
    /// The first flop card becomes the burn and the next card completes the flop.
    FirstFlopCardBecomesBurn,
    /// Reshuffle the flop into the stub and deal it again with a burn.
    ReshuffleFlopRedealWithBurn,
    /// Scramble the four cards face down, draw one at random as the turn's burn; the others
    /// are the flop.
    ScrambleFourCardsDrawBurn,
    /// The fourth card becomes the turn's burn; the turn is dealt straight away.
    FourthCardBurnsForTurn,
    /// Reshuffle the four cards into the stub and deal the flop again without a burn.
    ReshuffleFourCardsRedealWithoutBurn,
    /// The second burn becomes the first flop card, the first two flop cards complete the flop,
    /// the third is the turn's burn.
    SecondBurnOpensFlop,
    /// Reshuffle the flop and one burn into the stub, deal the flop again without a burn.
    ReshuffleFlopAndBurnRedealWithoutBurn,
    /// The card becomes the burn and the next card is turned.
    CardBecomesBurnNextCardDealt,
    /// The card stands where it was dealt.
    CardStands,
}

/// What a re-deal keeps from the misdealt hand (TDA 35C).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RedealAnswer {
    ButtonStays,
    NotDealtIn,
    KeepsTheSameLimits,
    DealtInAndPlays,
    DealtInHandKilledCountsOnce,
}

/// The options open to a player whose turn comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerOptions {
    /// The street total to call.
    pub call: Chips,
    /// The smallest total the player may raise to, if raising is allowed.
    pub raise_to_at_least: Option<Chips>,
}

facts::one_of! {
    /// Which level's limits a hand is played at.
    pub enum WhichLevel as WHICH_LEVELS in "which_levels" {
        Previous,
        New,
    }
}

/// One outcome the rules allow the TD to choose.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub decision: Decision,
    pub label: Said,
}

/// The TD's pick among a ruling's choices, with the reason, ready to be recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TdChoice {
    pub decision: Decision,
    pub label: Said,
    pub reason: String,
}

/// The answer to a case.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruling {
    pub decision: Decision,
    /// Why, from the facts: worded in the reader's language when shown.
    pub explanation: Said,
    /// Rulebook ids of the rules applied.
    pub rules: Vec<RuleRef>,
    /// When the decision is [`Decision::TdDecides`], the outcomes the rules allow.
    pub choices: Vec<Choice>,
    /// The fault the ruling found, which the TD may penalise on the ladder
    /// (`rules::penalties::propose`).
    #[serde(default)]
    pub fault: Option<Fault>,
}

impl Ruling {
    fn new(decision: Decision, explanation: Said, rules: &[&'static str]) -> Ruling {
        Ruling {
            decision,
            explanation,
            rules: rules.iter().map(|id| RuleRef::new(id)).collect(),
            choices: Vec::new(),
            fault: None,
        }
    }

    fn with_fault(self, fault: Fault) -> Ruling {
        Ruling {
            fault: Some(fault),
            ..self
        }
    }

    /// Puts the case's own context before the explanation and adds the rules it rests on.
    fn preceded_by(mut self, context: Said, rules: &[&'static str]) -> Ruling {
        self.explanation = said!(
            "context_then_explanation",
            context,
            explanation = self.explanation
        );
        for id in rules {
            if !self.rules.iter().any(|r| r.id() == *id) {
                self.rules.push(RuleRef::new(id));
            }
        }
        self
    }

    fn td_decides(choices: Vec<Choice>, explanation: Said, rules: &[&'static str]) -> Ruling {
        Ruling {
            choices,
            ..Ruling::new(Decision::TdDecides, explanation, rules)
        }
    }

    /// Checks the TD's pick (1-based, as listed) and reason, and returns what to record.
    pub fn choose(&self, choice: usize, reason: &str) -> Result<TdChoice, RulingError> {
        if self.choices.is_empty() {
            return Err(RulingError::NothingToChoose);
        }
        let picked = choice
            .checked_sub(1)
            .and_then(|at| self.choices.get(at))
            .ok_or(RulingError::ChoiceNotOffered {
                choice,
                offered: self.choices.len(),
            })?;
        if reason.trim().is_empty() {
            return Err(RulingError::NoReason);
        }
        Ok(TdChoice {
            decision: picked.decision.clone(),
            label: picked.label.clone(),
            reason: reason.trim().to_string(),
        })
    }
}

/// A fact a case needs and the kind of answer it takes. The question the rulings panel asks for
/// it is the case's words ([`CaseName::question`]), kept with the case in its word files.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fact {
    /// The field of the case that holds it (dotted when nested: `spot.limit`).
    pub name: &'static str,
    pub kind: FactKind,
    /// The ordinary answer, taken for granted until the TD says otherwise
    /// ([`Case::rule_assuming`]); none when a TD must state it.
    pub usually: Option<&'static Usually>,
}

impl Fact {
    pub const fn new(name: &'static str, kind: FactKind) -> Fact {
        Fact {
            name,
            kind,
            usually: None,
        }
    }

    /// The same fact with an ordinary answer a TD would not state.
    pub const fn usually(self, usually: &'static Usually) -> Fact {
        Fact {
            usually: Some(usually),
            ..self
        }
    }
}

/// The ordinary answer to a fact: what is true at the table unless the TD says otherwise (the
/// declaration was heard, this is the only undercall, the showdown has not begun). A TD calls the
/// floor for what went wrong and does not state what went as usual, so the catalogue assumes it
/// and shows it as assumed, one click from being stated otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Usually {
    /// This answer, written as [`Case::set_fact`] takes it (`true`, `0`, `"Everyone"`).
    Is(&'static str),
    /// The answer given to another fact of the case: the last full raise is the bet faced when
    /// that bet is the street's opening one.
    SameAs(&'static str),
}

/// A fact the TD left unsaid, taken as its ordinary answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Assumed {
    pub fact: Fact,
    pub value: serde_json::Value,
}

/// An assumed answer as the journal keeps it: the fact's name and the answer taken, so a
/// recorded ruling shows what it assumed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AssumedAnswer {
    pub fact: String,
    pub value: serde_json::Value,
}

impl From<&Assumed> for AssumedAnswer {
    fn from(assumed: &Assumed) -> AssumedAnswer {
        AssumedAnswer {
            fact: assumed.fact.name.to_string(),
            value: assumed.value.clone(),
        }
    }
}

/// What the event knows of the level being played, better than an ordinary answer: the game's
/// limit, the big blind, the smallest chip in play and the players left. The rulings panel and
/// the `Rule` command both take it from here, so both rule a case on the same answers.
pub fn known_at_level(
    fact: &Fact,
    level: Option<&riffle_core::structure::LevelSpec>,
    players_left: u32,
) -> Option<serde_json::Value> {
    match fact.name {
        "players_left" => Some(serde_json::json!(players_left)),
        "spot.limit" | "limit" => serde_json::to_value(level?.limit()).ok(),
        "spot.big_blind" => Some(serde_json::json!(level?.big_blind)),
        "smallest_chip" => level?
            .chips_in_play
            .first()
            .map(|chip| serde_json::json!(chip)),
        _ => None,
    }
}

/// A ruling on the facts the TD stated, with the ordinary answers taken for the others
/// ([`Case::rule_assuming`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Assuming {
    /// The case with the assumed answers filled in: what the ruling was made on, to record.
    pub case: Case,
    /// The facts assumed, in the order the ruling reached them.
    pub assumed: Vec<Assumed>,
    pub ruling: Result<Ruling, RulingError>,
}

impl Case {
    /// The ruling every front records: the ordinary answers taken for the facts the TD did not
    /// give, as the rulings panel assumes them ([`Case::rule_assuming`] with nothing stated
    /// otherwise).
    pub fn rule_ordinary(
        &self,
        house: &HouseRules,
        known: &dyn Fn(&Fact) -> Option<serde_json::Value>,
    ) -> Assuming {
        self.rule_assuming(house, &[], known)
    }

    /// Rules as [`Case::rule`] does, except that a fact with an ordinary answer
    /// ([`Fact::usually`]) the TD has not given is taken as that answer instead of asked, unless
    /// it is named in `stated` (the TD said it went otherwise and will give it). `known` gives
    /// what the event knows better than the ordinary answer (the level's game for the limit).
    /// Only facts the ruling reaches are assumed, so none is shown that did not count; an
    /// assumption the TD's facts contradict is not ordinary there and is asked instead.
    pub fn rule_assuming(
        &self,
        house: &HouseRules,
        stated: &[&str],
        known: &dyn Fn(&Fact) -> Option<serde_json::Value>,
    ) -> Assuming {
        let mut stated = stated.to_vec();
        loop {
            let outcome = self.assume_ordinary(house, &stated, known);
            let (Err(RulingError::InvalidFacts { .. }), Some(last)) =
                (&outcome.ruling, outcome.assumed.last())
            else {
                return outcome;
            };
            // The assumption that, asked instead, no longer makes the facts contradict.
            let culprit = outcome.assumed.iter().find(|assumed| {
                let mut without = stated.clone();
                without.push(assumed.fact.name);
                let retried = self.assume_ordinary(house, &without, known).ruling;
                !matches!(retried, Err(RulingError::InvalidFacts { .. }))
            });
            stated.push(culprit.unwrap_or(last).fact.name);
        }
    }

    /// One pass of [`Case::rule_assuming`]: every ordinary answer not in `stated` assumed.
    fn assume_ordinary(
        &self,
        house: &HouseRules,
        stated: &[&str],
        known: &dyn Fn(&Fact) -> Option<serde_json::Value>,
    ) -> Assuming {
        let mut case = self.clone();
        let mut assumed: Vec<Assumed> = Vec::new();
        loop {
            let ruling = case.rule(house);
            let value = match &ruling {
                Err(RulingError::MissingFact { fact, .. })
                    if !stated.contains(&fact.name)
                        && !assumed.iter().any(|a| a.fact.name == fact.name) =>
                {
                    case.ordinary_answer(fact, known)
                        .map(|value| (*fact, value))
                }
                _ => None,
            };
            let Some((fact, value)) = value else {
                return Assuming {
                    case,
                    assumed,
                    ruling,
                };
            };
            if case.set_fact(&fact, value.clone()).is_err() {
                return Assuming {
                    case,
                    assumed,
                    ruling,
                };
            }
            assumed.push(Assumed { fact, value });
        }
    }

    /// The answer `fact` is taken to have when the TD does not give it.
    fn ordinary_answer(
        &self,
        fact: &Fact,
        known: &dyn Fn(&Fact) -> Option<serde_json::Value>,
    ) -> Option<serde_json::Value> {
        match *fact.usually? {
            Usually::Is(answer) => known(fact).or_else(|| serde_json::from_str(answer).ok()),
            // Nothing given to copy (a bet of 0) is no ordinary answer: the TD is asked.
            Usually::SameAs(other) => self.fact_value(other).filter(|v| v.as_u64() != Some(0)),
        }
    }
}

/// A dispute, by its key in the word files: its title, the name a refusal gives it and the
/// questions for its facts are read from there in the TD's language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CaseName {
    pub key: &'static str,
}

impl CaseName {
    pub const fn new(key: &'static str) -> CaseName {
        CaseName { key }
    }

    /// The name a refusal gives the case ("button and blinds").
    pub fn get(self, lang: Lang) -> &'static str {
        words::name(lang, self.key)
    }

    /// The case's title, as the rulings panel lists it ("Button and blinds").
    pub fn title(self, lang: Lang) -> &'static str {
        words::title(lang, self.key)
    }

    /// The words a TD may type to find the case, besides its title.
    pub fn keywords(self, lang: Lang) -> &'static str {
        words::keywords(lang, self.key)
    }

    /// The question asked for the fact named `fact` in this case, as a recorded ruling names
    /// the facts it assumed (the journal keeps their names); `None` for a name it does not know.
    pub fn question_named(self, fact: &str, lang: Lang) -> Option<&'static str> {
        words::find_question(lang, self.key, fact)
    }

    /// The question the rulings panel asks for `fact` in this case.
    pub fn question(self, fact: &Fact, lang: Lang) -> &'static str {
        words::question(lang, self.key, fact.name)
    }
}

/// Why no ruling could be given yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulingError {
    MissingFact {
        case: CaseName,
        fact: Fact,
    },
    /// The facts given contradict each other; `problem` says how.
    InvalidFacts {
        case: CaseName,
        problem: Said,
    },
    ChoiceNotOffered {
        choice: usize,
        offered: usize,
    },
    NothingToChoose,
    NoReason,
}

impl Say for RulingError {
    fn say(&self, lang: Lang) -> String {
        match self {
            RulingError::MissingFact { case, fact } => fill!(
                words(lang),
                "MissingFact",
                case = case.get(lang),
                question = case.question(fact, lang),
                fact = fact.name
            ),
            RulingError::InvalidFacts { case, problem } => fill!(
                words(lang),
                "InvalidFacts",
                case = case.get(lang),
                problem = problem.say(lang)
            ),
            RulingError::ChoiceNotOffered { choice, offered } => {
                fill!(words(lang), "ChoiceNotOffered", choice, offered)
            }
            RulingError::NothingToChoose => fill!(words(lang), "NothingToChoose"),
            RulingError::NoReason => fill!(words(lang), "NoReason"),
        }
    }
}
riffle_text::worded!(RulingError);

/// A fact, or the error naming it.
fn need<T: Clone>(value: &Option<T>, case: CaseName, fact: Fact) -> Result<T, RulingError> {
    value.clone().ok_or(RulingError::MissingFact { case, fact })
}

/// The facts do not fit together: what is wrong, worded when shown.
fn invalid(case: CaseName, problem: Said) -> RulingError {
    RulingError::InvalidFacts { case, problem }
}

riffle_text::sentence_file!(fn words = "dispute_refusals.ron");

impl Family {
    /// The family's sentences in `lang`. Here, where every family is declared, so that the
    /// families' modules use the sentence's facts and none is used by them.
    pub(crate) fn words(self, lang: Lang) -> &'static Words {
        match self {
            Family::Action => action::sentences(lang),
            Family::Board => board::sentences(lang),
            Family::Button => button::sentences(lang),
            Family::Chips => chips::sentences(lang),
            Family::Conduct => conduct::sentences(lang),
            Family::Dealing => dealing::sentences(lang),
            Family::Headlines => headline::sentences(lang),
            Family::Pots => pots::words(lang),
            Family::Refusals => words(lang),
            Family::Showdown => showdown::sentences(lang),
            Family::TableTalk => table_talk::sentences(lang),
            Family::Tables => tables::sentences(lang),
            Family::Time => time::sentences(lang),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ruling_with_choices() -> Ruling {
        Ruling::td_decides(
            vec![
                Choice {
                    decision: Decision::HandDead,
                    label: Text::new("Dead hand", "Main morte").into(),
                },
                Choice {
                    decision: Decision::PlayOn,
                    label: Text::new("Play on", "Le coup continue").into(),
                },
            ],
            Text::new("en", "fr").into(),
            &["TDA-53B"],
        )
    }

    #[test]
    fn the_td_picks_an_offered_outcome_with_a_reason() {
        let ruling = ruling_with_choices();
        let picked = ruling
            .choose(2, "  had no reasonable time to speak  ")
            .unwrap();
        assert_eq!(picked.decision, Decision::PlayOn);
        assert_eq!(picked.reason, "had no reasonable time to speak");
        assert_eq!(
            ruling.choose(3, "x").unwrap_err(),
            RulingError::ChoiceNotOffered {
                choice: 3,
                offered: 2
            }
        );
        assert_eq!(
            ruling.choose(0, "x").unwrap_err().to_string(),
            "choice 0 is not offered; pick one of the 2 outcomes listed, from 1"
        );
        assert_eq!(ruling.choose(1, " ").unwrap_err(), RulingError::NoReason);
    }

    #[test]
    fn a_ruling_without_choices_refuses_a_pick() {
        let ruling = Ruling::new(Decision::PlayOn, Text::new("en", "fr").into(), &["TDA-35D"]);
        assert_eq!(
            ruling.choose(1, "x").unwrap_err(),
            RulingError::NothingToChoose
        );
    }

    const BUTTON: Fact = Fact::new("last_hand", facts::POSITIONS);

    const CASE: CaseName = CaseName::new("button_and_blinds");

    fn every_ruling_refusal() -> Vec<RulingError> {
        vec![
            RulingError::MissingFact {
                case: CASE,
                fact: BUTTON,
            },
            invalid(
                CASE,
                Said::Facts(Sentence {
                    family: Family::Button,
                    key: "seat_listed_twice".into(),
                    blanks: vec![("seat".into(), Blank::Number(3))],
                }),
            ),
            RulingError::ChoiceNotOffered {
                choice: 4,
                offered: 2,
            },
            RulingError::NothingToChoose,
            RulingError::NoReason,
        ]
    }

    /// Fails to compile when a refusal is added without joining the list above.
    fn _exhaustive(error: &RulingError) {
        match error {
            RulingError::MissingFact { .. }
            | RulingError::InvalidFacts { .. }
            | RulingError::ChoiceNotOffered { .. }
            | RulingError::NothingToChoose
            | RulingError::NoReason => {}
        }
    }

    #[test]
    fn every_ruling_refusal_is_worded_in_french() {
        for error in every_ruling_refusal() {
            riffle_text::assert_worded_in_both(&error);
        }
    }
}
