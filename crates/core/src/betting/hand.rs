//! The hand state machine: forced bets, dealing, betting rounds, the all-in run-out and the
//! showdown. Every public step either applies completely or is refused with a sentence and
//! changes nothing.

mod draw;

pub use draw::Drawn;

use super::pots::{self, Award, Decided, HandResult, Pot, Showing};
use super::rulings::{betting_reopened, is_full_wager, limit_target, pot_limit_max_to};
use super::{Ante, ForcedBets, HandError, HandSetup, Holding, Limit, SeenAt, SetupError, chips};
use crate::Chips;
use crate::betting::substantial::{InTurnAction, SubstantialAction};
use crate::cards::{Card, CardSet, Evaluator, HandRank, format_cards};
use crate::house::{BettingRules, CapHeadsUp};
use riffle_text::{Lang, Say, fill, group_digits};
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Street {
    Preflop,
    Flop,
    Turn,
    River,
}

impl Street {
    pub fn next(self) -> Option<Street> {
        match self {
            Street::Preflop => Some(Street::Flop),
            Street::Flop => Some(Street::Turn),
            Street::Turn => Some(Street::River),
            Street::River => None,
        }
    }

    /// Board cards dealt for this street (after one burn).
    pub fn board_cards(self) -> usize {
        match self {
            Street::Preflop => 0,
            Street::Flop => 3,
            Street::Turn | Street::River => 1,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Street::Preflop => "pre-flop",
            Street::Flop => "flop",
            Street::Turn => "turn",
            Street::River => "river",
        }
    }
}

impl fmt::Display for Street {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The street with its article: "the flop", "la river".
impl Say for Street {
    fn say(&self, lang: Lang) -> String {
        the_street(*self, lang).to_string()
    }
}

/// The street with its article in `lang`: "the flop", "la river".
pub(super) fn the_street(street: Street, lang: Lang) -> &'static str {
    let w = words(lang);
    match street {
        Street::Preflop => w.text("ThePreflop"),
        Street::Flop => w.text("TheFlop"),
        Street::Turn => w.text("TheTurn"),
        Street::River => w.text("TheRiver"),
    }
}

/// What a player does in turn. Amounts are street totals ("raise to 600"), as dealers and hand
/// histories count them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Fold,
    Check,
    /// Matches the bet, or puts in the whole stack when it is smaller.
    Call,
    /// The first bet of a street, to this total.
    BetTo(Chips),
    /// A raise (or, in limit, the completion of a short all-in) to this total.
    RaiseTo(Chips),
    /// The whole stack: a call, a bet or a raise, whichever it amounts to.
    AllIn,
}

impl Action {
    /// The action as rule 36 counts it toward substantial action.
    pub fn in_turn(self) -> InTurnAction {
        match self {
            Action::Fold => InTurnAction::Fold,
            Action::Check => InTurnAction::Check,
            Action::Call => InTurnAction::Call,
            Action::BetTo(_) => InTurnAction::Bet,
            Action::RaiseTo(_) | Action::AllIn => InTurnAction::Raise,
        }
    }
}

/// The action as a verb after "may" or "cannot": "raise to 600", "relancer à 600".
impl Say for Action {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            Action::Fold => fill!(w, "Fold"),
            Action::Check => fill!(w, "Check"),
            Action::Call => fill!(w, "Call"),
            Action::BetTo(to) => fill!(w, "BetTo", amount = group_digits(*to, lang)),
            Action::RaiseTo(to) => fill!(w, "RaiseTo", amount = group_digits(*to, lang)),
            Action::AllIn => fill!(w, "AllIn"),
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

/// Allowed street totals of a bet or raise. Amounts between the current bet and `min_to` are
/// never legal; when the stack is short of a full bet the range is the all-in alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BetRange {
    pub min_to: Chips,
    pub max_to: Chips,
}

impl BetRange {
    pub fn contains(self, to: Chips) -> bool {
        (self.min_to..=self.max_to).contains(&to)
    }
}

/// Everything the player to act may do, with exact amounts. Folding is always allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LegalActions {
    pub seat: u8,
    /// Always, except before the opening of a game au pot (seed 003): passing is a check.
    pub fold: bool,
    pub check: bool,
    /// Chips added by calling (less than the bet when the call is all-in).
    pub call: Option<Chips>,
    /// With no bet to face: the allowed bets.
    pub bet: Option<BetRange>,
    /// Facing a bet: the allowed raises (or limit completions).
    pub raise: Option<BetRange>,
    /// The player's street total if all-in.
    pub all_in_to: Chips,
    /// Chips behind before acting.
    pub stack: Chips,
}

impl LegalActions {
    /// "fold, call 200 or raise to 400 to 10,000 (all-in)".
    pub fn describe(&self) -> String {
        self.say(Lang::En)
    }
}

/// "fold, call 200 or raise to 400 to 10,000 (all-in)"; "se coucher, suivre 200 ou relancer à
/// un total entre 400 et 10 000 (tapis)".
impl Say for LegalActions {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        let amount = |n: Chips| group_digits(n, lang);
        let (all_in_word, and) = (w.text("AllInMark"), w.text("Or"));
        let mut options = Vec::new();
        if self.fold {
            options.push(Action::Fold.say(lang));
        }
        if self.check {
            options.push(Action::Check.say(lang));
        }
        if let Some(call) = self.call {
            let all_in = if call == self.stack { all_in_word } else { "" };
            options.push(format!(
                "{} {}{all_in}",
                Action::Call.say(lang),
                amount(call)
            ));
        }
        let range = |raise: bool, r: BetRange| {
            let all_in = if r.max_to == self.all_in_to {
                all_in_word
            } else {
                ""
            };
            let (min, max) = (amount(r.min_to), amount(r.max_to));
            let single = r.min_to == r.max_to;
            let words = match (raise, single) {
                (false, true) => fill!(w, "BetOne", min),
                (false, false) => fill!(w, "BetRange", min, max),
                (true, true) => fill!(w, "RaiseOne", min),
                (true, false) => fill!(w, "RaiseRange", min, max),
            };
            format!("{words}{all_in}")
        };
        if let Some(bet) = self.bet {
            options.push(range(false, bet));
        }
        if let Some(raise) = self.raise {
            options.push(range(true, raise));
        }
        match options.as_slice() {
            [one] => one.clone(),
            [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
            [] => String::new(),
        }
    }
}

/// A forced bet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Post {
    Ante,
    SmallBlind,
    BigBlind,
    BigBlindAnte,
    DeadSmallBlind,
    /// The blind between the first blind and the surblind (blind/blind/surblind, seed 002).
    SecondBlind,
    /// The option: a voluntary double surblind (seed 002).
    Straddle,
}

impl Post {
    /// Blinds and the option are live bets; antes and dead blinds are dead money.
    fn is_live(self) -> bool {
        matches!(
            self,
            Post::SmallBlind | Post::BigBlind | Post::SecondBlind | Post::Straddle
        )
    }
}

/// Where a hand stands at the showdown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShowState {
    /// Still to show or muck.
    Undecided,
    /// Face up (cards may be unknown to the app).
    Shown,
    /// Gave up any claim to the pots.
    Mucked,
}

/// A player's hole cards: two in hold'em, four in Omaha. Kept inline (no allocation, `Copy`)
/// and written as a plain list of cards, so a hold'em hand logged before Omaha existed reads
/// the same.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Hole {
    cards: [Card; Hole::MAX],
    len: u8,
}

impl Hole {
    /// The most hole cards a game deals (five-card draw).
    pub const MAX: usize = 5;

    /// The cards, or `None` when there are none or more than [`Hole::MAX`].
    pub fn new(cards: &[Card]) -> Option<Hole> {
        if cards.is_empty() || cards.len() > Hole::MAX {
            return None;
        }
        let mut hole = Hole {
            cards: [cards[0]; Hole::MAX],
            len: cards.len() as u8,
        };
        hole.cards[..cards.len()].copy_from_slice(cards);
        Some(hole)
    }

    /// The same cards, in any order.
    fn same_cards(&self, other: &Hole) -> bool {
        self.len == other.len && self.iter().all(|c| other.contains(c))
    }
}

impl std::ops::Deref for Hole {
    type Target = [Card];

    fn deref(&self) -> &[Card] {
        &self.cards[..usize::from(self.len)]
    }
}

impl fmt::Debug for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl From<[Card; 2]> for Hole {
    fn from(cards: [Card; 2]) -> Hole {
        Hole {
            cards: [cards[0], cards[1], cards[0], cards[1], cards[0]],
            len: 2,
        }
    }
}

impl From<[Card; 4]> for Hole {
    fn from(cards: [Card; 4]) -> Hole {
        let [a, b, c, d] = cards;
        Hole {
            cards: [a, b, c, d, a],
            len: 4,
        }
    }
}

impl From<[Card; 5]> for Hole {
    fn from(cards: [Card; 5]) -> Hole {
        Hole { cards, len: 5 }
    }
}

impl Serialize for Hole {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for Hole {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Hole, D::Error> {
        let cards = Vec::<Card>::deserialize(deserializer)?;
        Hole::new(&cards).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "a hand holds 1 to {} hole cards, not {}",
                Hole::MAX,
                cards.len()
            ))
        })
    }
}

/// A player dealt in, as the hand sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub seat: u8,
    pub name: Option<String>,
    pub starting_stack: Chips,
    /// Chips behind.
    pub stack: Chips,
    /// Chips in front this street.
    pub bet: Chips,
    /// Live chips put in over the hand (blinds, calls, bets), after uncalled bets came back.
    pub committed: Chips,
    /// Antes and dead blinds: money in the pot that counts toward no bet.
    pub dead: Chips,
    pub folded: bool,
    /// The bet level this player left behind when they last acted this street; who may raise
    /// again after short all-ins depends on it (TDA 2024 rule 47A).
    pub acted_at: Option<Chips>,
    pub hole: Option<Hole>,
    pub show: ShowState,
    /// Five-card draw: the number of cards drawn, shown to everyone; `None` before the draw.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub drew: Option<u8>,
}

impl Player {
    pub fn all_in(&self) -> bool {
        !self.folded && self.stack == 0
    }

    fn can_act(&self) -> bool {
        !self.folded && self.stack > 0
    }
}

/// Where the hand is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// A player is to act.
    Betting,
    /// The board cards of this street are due (known or not).
    Deal(Street),
    /// Five-card draw: the players still in discard and draw in turn.
    Draw,
    /// Players still in the hand show or muck.
    Showdown,
    /// The TD names the winners of pots that the known cards cannot decide.
    Award,
    Complete,
    /// Fouled deck: every bet returned (TDA 2024 rule 35E).
    Void,
}

/// Where the hand stands, as the end of a refusal: "nobody is to act: the hand is over".
impl Say for Phase {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            Phase::Betting => fill!(w, "Betting"),
            Phase::Deal(street) => fill!(w, "DealStreet", street = the_street(*street, lang)),
            Phase::Draw => fill!(w, "Draw"),
            Phase::Showdown => fill!(w, "Showdown"),
            Phase::Award => fill!(w, "Award"),
            Phase::Complete => fill!(w, "Complete"),
            Phase::Void => fill!(w, "Void"),
        }
    }
}

impl fmt::Display for Phase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

/// Everything that happened, in order: the hand's own history (exported to PHH).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HandEvent {
    Posted {
        seat: u8,
        post: Post,
        amount: Chips,
    },
    HoleCards {
        seat: u8,
        cards: Hole,
    },
    /// Board cards of a street; empty when they are not known.
    Board {
        street: Street,
        cards: Vec<Card>,
    },
    /// An action in turn, as applied (an all-in is recorded as the call, bet or raise it was).
    Acted {
        seat: u8,
        street: Street,
        action: Action,
        all_in: bool,
    },
    /// An uncalled bet handed back (TDA 2024 rule 15B).
    Returned {
        seat: u8,
        amount: Chips,
    },
    /// Hands turned face up because nobody can bet any more (TDA 2024 rule 16).
    Tabled {
        seats: Vec<u8>,
    },
    Showed {
        seat: u8,
        cards: Option<Hole>,
    },
    Mucked {
        seat: u8,
    },
    /// The TD named the winners of a pot the cards could not decide; in hi-lo, `winners`
    /// take the high half and `low` the low half (none: no hand qualified for low).
    Declared {
        pot: usize,
        winners: Vec<u8>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        low: Vec<u8>,
    },
    FouledDeck,
    /// Five-card draw: a player discarded and drew, the count said aloud and the cards when
    /// known.
    Drew {
        seat: u8,
        drawn: Drawn,
    },
    /// Five-card draw au pot with openers: nobody opened, the antes stay in the pot and the
    /// cards are dealt again, every player paying a new ante (seed 003, "Blind ou Pot").
    Passed,
}

/// One hand of hold'em. Built by [`HandSetup::start`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    setup: HandSetup,
    rules: BettingRules,
    players: Vec<Player>,
    street: Street,
    phase: Phase,
    /// No more betting is possible: the board runs out with every hand face up.
    runout: bool,
    board: [Option<Card>; 5],
    board_dealt: usize,
    /// Every card seen so far as a mask of card indices, for the fouled-deck check (TDA 2024
    /// rule 35E).
    seen: u64,
    burns: usize,
    dead_money: Chips,
    /// What short or missing blinds lack, for the pot-limit count (they count in full).
    blind_shortfall: Chips,
    current_bet: Chips,
    /// The largest full bet or raise increment of the street (TDA 2024 rule 43A); in limit,
    /// the street's fixed bet.
    min_raise: Chips,
    /// The bet level made by the last full bet or raise (or an all-in counted as one).
    full_level: Chips,
    /// Full bets and raises this street, for the limit cap (the big blind counts pre-flop).
    full_wagers: u8,
    aggressor: Option<usize>,
    /// The last aggressor of the last street that was bet: first to show (TDA 2024 rule 17).
    showdown_lead: Option<usize>,
    to_act: Option<usize>,
    awards: Vec<Option<Award>>,
    /// The pots as they stood when the betting ended, in the order of `awards`.
    final_pots: Vec<Pot>,
    log: Vec<HandEvent>,
    /// Five-card draw: who is to draw, the cards served so far, the cards discarded by players
    /// already served (they make the new stub when the stub runs short), and who opened.
    #[serde(default, skip_serializing_if = "draw::DrawState::is_idle")]
    draw: draw::DrawState,
}

impl Hand {
    pub(super) fn new(setup: HandSetup, rules: &BettingRules) -> Result<Hand, SetupError> {
        validate(&setup)?;
        let mut players: Vec<Player> = setup
            .players
            .iter()
            .map(|p| Player {
                seat: p.seat,
                name: p.name.clone(),
                starting_stack: p.stack,
                stack: p.stack,
                bet: 0,
                committed: 0,
                dead: 0,
                folded: false,
                acted_at: None,
                hole: None,
                show: ShowState::Undecided,
                drew: None,
            })
            .collect();
        players.sort_by_key(|p| p.seat);
        let mut hand = Hand {
            rules: rules.clone(),
            players,
            street: Street::Preflop,
            phase: Phase::Betting,
            runout: false,
            board: [None; 5],
            board_dealt: 0,
            seen: 0,
            burns: 0,
            dead_money: 0,
            blind_shortfall: 0,
            current_bet: 0,
            min_raise: 0,
            full_level: 0,
            full_wagers: 0,
            aggressor: None,
            showdown_lead: None,
            to_act: None,
            awards: Vec::new(),
            final_pots: Vec::new(),
            log: Vec::with_capacity(64),
            draw: draw::DrawState::default(),
            setup,
        };
        hand.post_forced_bets();
        hand.begin_preflop();
        Ok(hand)
    }

    /// Antes, then the blinds (none with antes only, seed 002); the big-blind ante after the
    /// big blind (TDA 2024 RP-11); the option last, before the cards.
    fn post_forced_bets(&mut self) {
        let blinds = self.setup.blinds;
        if let Ante::Classic(ante) = self.setup.ante {
            for i in 0..self.players.len() {
                self.post(i, ante, Post::Ante);
            }
        }
        if self.setup.table.forced_bets != ForcedBets::AnteOnly {
            self.post_blinds(blinds);
        }
        if let Some(straddle) = self.setup.table.straddle.and_then(|s| self.index(s)) {
            self.post_blind(straddle, blinds.big.saturating_mul(2), Post::Straddle);
        }
        if self.setup.antes_matched {
            self.return_unmatched_ante();
        }
    }

    fn post_blinds(&mut self, blinds: super::Blinds) {
        let mut small_owed = blinds.small;
        if let Some(sb) = self.setup.small_blind.and_then(|s| self.index(s)) {
            self.post_blind(sb, blinds.small, Post::SmallBlind);
            small_owed = 0;
        }
        let second = self.second_blind_index();
        if let Some(second) = second {
            self.post_blind(second, blinds.small, Post::SecondBlind);
        }
        if let Some(bb) = self.surblind_index() {
            self.post_blind(bb, blinds.big, Post::BigBlind);
            if let Ante::BigBlind(ante) = self.setup.ante {
                self.post(bb, ante, Post::BigBlindAnte);
            }
        }
        if let Some(dead) = self.setup.dead_small_blind.and_then(|s| self.index(s)) {
            let paid = self.post(dead, blinds.small, Post::DeadSmallBlind);
            small_owed = small_owed.saturating_sub(paid);
        }
        self.blind_shortfall += small_owed;
    }

    /// Posts a live blind; what a short stack cannot pay still counts in the pot-limit count.
    fn post_blind(&mut self, i: usize, amount: Chips, post: Post) {
        let paid = self.post(i, amount, post);
        self.blind_shortfall += amount - paid;
    }

    /// Blind/blind/surblind with three players or more: the floor's big-blind seat posts the
    /// second blind, and the surblind is the next seat dealt in.
    fn second_blind_index(&self) -> Option<usize> {
        let three_blinds = self.setup.table.forced_bets == ForcedBets::BlindBlindSurblind
            && self.players.len() >= 3;
        three_blinds.then(|| self.index(self.setup.big_blind))?
    }

    /// The player who posts the surblind (the big blind); `None` with antes only.
    fn surblind_index(&self) -> Option<usize> {
        if self.setup.table.forced_bets == ForcedBets::AnteOnly {
            return None;
        }
        let big = self.index(self.setup.big_blind)?;
        Some(match self.second_blind_index() {
            Some(second) => (second + 1) % self.players.len(),
            None => big,
        })
    }

    /// The last forced bet before the cards: the first round is spoken after it.
    fn last_blind_index(&self) -> Option<usize> {
        self.setup
            .table
            .straddle
            .and_then(|s| self.index(s))
            .or_else(|| self.surblind_index())
    }

    /// With antes matched like bets, the part of the largest ante no other ante reaches goes
    /// back at once (a big-blind ante entirely), as an uncalled bet would.
    fn return_unmatched_ante(&mut self) {
        let mut antes: Vec<(usize, Chips)> = self
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (i, p.committed - p.bet))
            .collect();
        antes.sort_by_key(|&(_, ante)| std::cmp::Reverse(ante));
        let (Some(&(top, first)), second) = (antes.first(), antes.get(1).map_or(0, |a| a.1)) else {
            return;
        };
        if first > second {
            let amount = first - second;
            let p = &mut self.players[top];
            p.committed -= amount;
            p.stack += amount;
            let seat = p.seat;
            self.log.push(HandEvent::Returned { seat, amount });
        }
    }

    /// Posts a forced bet, or what is left of the stack. Blinds are live bets; antes and dead
    /// blinds are dead money, unless antes are matched like bets.
    fn post(&mut self, i: usize, amount: Chips, post: Post) -> Chips {
        let live = post.is_live();
        let matched_ante =
            self.setup.antes_matched && matches!(post, Post::Ante | Post::BigBlindAnte);
        let p = &mut self.players[i];
        let paid = amount.min(p.stack);
        p.stack -= paid;
        if live {
            p.bet += paid;
            p.committed += paid;
        } else if matched_ante {
            p.committed += paid;
        } else {
            p.dead += paid;
            self.dead_money += paid;
        }
        let seat = p.seat;
        if paid > 0 {
            self.log.push(HandEvent::Posted {
                seat,
                post,
                amount: paid,
            });
        }
        paid
    }

    /// Pre-flop the bet to call is the full big blind (or option) even when it is short. With
    /// antes only there is no bet yet: the player after the dealer speaks first and may check,
    /// as on any later street.
    fn begin_preflop(&mut self) {
        let Some(last_blind) = self.last_blind_index() else {
            self.begin_street(Street::Preflop);
            return;
        };
        let big = self.setup.blinds.big;
        let straddled = self.setup.table.straddle.is_some();
        self.current_bet = if straddled {
            big.saturating_mul(2)
        } else {
            big
        };
        self.min_raise = self.minimum_wager(Street::Preflop);
        if straddled && !self.setup.limit.is_limit_game() {
            // A double surblind raises the surblind: the next raise repeats the option.
            self.min_raise = self.min_raise.max(self.current_bet);
        }
        self.full_level = self.current_bet;
        self.full_wagers = 1 + u8::from(straddled);
        self.phase = Phase::Betting;
        match self.next_to_act(last_blind) {
            Some(i) => self.to_act = Some(i),
            None => self.end_street(),
        }
    }

    /// The smallest bet or raise increment of a street: the fixed bet in limit, the lower
    /// bound in spread limit, else the surblind or the structure's higher minimum (seed 002,
    /// "Remarques").
    fn minimum_wager(&self, street: Street) -> Chips {
        let big = self.setup.blinds.big;
        match self.setup.limit {
            Limit::Spread { min_bet, .. } => min_bet,
            limit => limit
                .limit_bet(street)
                .unwrap_or_else(|| big.max(self.setup.table.minimum_wager.unwrap_or(0))),
        }
    }

    // ---- reading the state ----

    pub fn setup(&self) -> &HandSetup {
        &self.setup
    }

    pub fn rules(&self) -> &BettingRules {
        &self.rules
    }

    /// Players dealt in, by seat number.
    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn player(&self, seat: u8) -> Option<&Player> {
        self.index(seat).map(|i| &self.players[i])
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn street(&self) -> Street {
        self.street
    }

    /// Whether the hand runs out all-in (no more betting, every hand face up).
    pub fn is_runout(&self) -> bool {
        self.runout
    }

    /// The seat to act, if the betting is under way.
    pub fn to_act(&self) -> Option<u8> {
        self.to_act.map(|i| self.players[i].seat)
    }

    /// The street total to match.
    pub fn current_bet(&self) -> Chips {
        self.current_bet
    }

    /// Board cards dealt so far, `None` where a card is not known.
    pub fn board(&self) -> &[Option<Card>] {
        &self.board[..self.board_dealt]
    }

    /// Cards burned so far: one before each street of board cards (TDA 2024 rule 38).
    pub fn burns(&self) -> usize {
        self.burns
    }

    /// Cards that left the deck: the hole cards of every player, the burns and the board.
    pub fn cards_dealt(&self) -> usize {
        self.setup.variant.hole_cards() * self.players.len()
            + self.burns
            + self.board_dealt
            + self.draw.served
    }

    pub fn dead_money(&self) -> Chips {
        self.dead_money
    }

    /// All chips in the middle and in front of the players.
    pub fn pot_total(&self) -> Chips {
        self.dead_money + self.players.iter().map(|p| p.committed).sum::<Chips>()
    }

    pub fn events(&self) -> &[HandEvent] {
        &self.log
    }

    /// Seats in dealing order: the first seat left of the button first, the button (or the
    /// last seat before a dead button) last. Hand histories number players in this order.
    pub fn dealing_order(&self) -> Vec<u8> {
        let start = self.first_left_of_button();
        self.clockwise(start)
            .map(|i| self.players[i].seat)
            .collect()
    }

    /// Main pot first, then the side pots, each with the players who can win it. During a
    /// street the bets in front are included.
    pub fn pots(&self) -> Vec<Pot> {
        pots::side_pots(&self.players, self.dead_money)
    }

    /// Substantial action (TDA 2024 rule 36) on this hand, counted over the actions in turn by
    /// the rules' own counter; posted blinds are not actions in turn and do not count.
    pub fn substantial_action(&self) -> bool {
        let mut counter = SubstantialAction::default();
        for event in &self.log {
            if let HandEvent::Acted { action, .. } = event {
                counter.record(action.in_turn());
            }
        }
        counter.reached()
    }

    /// Live hands that must be turned face up now: all of them once a player is all-in and no
    /// more betting is possible (TDA 2024 rule 16), none otherwise.
    pub fn hands_to_show(&self) -> Vec<u8> {
        if !self.runout {
            return Vec::new();
        }
        self.showdown_order()
    }

    /// Hands face up for the run-out whose cards the app does not know yet, in the showdown
    /// order: the logger asks for them before the board (TDA 2024 rule 16).
    pub fn tabled_without_cards(&self) -> Vec<u8> {
        if !(self.runout && matches!(self.phase, Phase::Deal(_))) {
            return Vec::new();
        }
        self.showdown_order()
            .into_iter()
            .filter(|&s| self.player(s).is_some_and(|p| p.hole.is_none()))
            .collect()
    }

    /// Who shows first at the showdown (TDA 2024 rule 17): the last aggressor of the last
    /// street that was bet, else the first live seat left of the button; then clockwise.
    pub fn showdown_order(&self) -> Vec<u8> {
        let start = match self.showdown_lead {
            Some(i) if !self.players[i].folded => i,
            _ => self.first_left_of_button(),
        };
        self.clockwise(start)
            .filter(|&i| !self.players[i].folded)
            .map(|i| self.players[i].seat)
            .collect()
    }

    // ---- seats and order ----

    fn index(&self, seat: u8) -> Option<usize> {
        self.players.iter().position(|p| p.seat == seat)
    }

    fn seat_index(&self, seat: u8) -> Result<usize, HandError> {
        self.index(seat).ok_or(HandError::UnknownSeat { seat })
    }

    fn first_left_of_button(&self) -> usize {
        let button = self.setup.button;
        self.players
            .iter()
            .position(|p| p.seat > button)
            .unwrap_or(0)
    }

    /// Indices clockwise, starting with `start`.
    fn clockwise(&self, start: usize) -> impl Iterator<Item = usize> + use<> {
        let n = self.players.len();
        (0..n).map(move |k| (start + k) % n)
    }

    fn live_count(&self) -> usize {
        self.players.iter().filter(|p| !p.folded).count()
    }

    fn needs_action(&self, i: usize, able: usize) -> bool {
        let p = &self.players[i];
        if !p.can_act() {
            return false;
        }
        let behind = p.bet < self.current_bet;
        if able <= 1 {
            // Alone with chips: only a bet to face needs an answer.
            return behind;
        }
        behind || p.acted_at.is_none()
    }

    /// The next player clockwise after `after` who must act.
    fn next_to_act(&self, after: usize) -> Option<usize> {
        let able = self.players.iter().filter(|p| p.can_act()).count();
        let n = self.players.len();
        (1..=n)
            .map(|k| (after + k) % n)
            .find(|&i| self.needs_action(i, able))
    }

    // ---- legal actions ----

    /// What the player to act may do, with exact amounts; `None` when nobody is to act.
    pub fn legal_actions(&self) -> Option<LegalActions> {
        let i = self.to_act?;
        if self.phase != Phase::Betting {
            return None;
        }
        let p = &self.players[i];
        let to_call = self.current_bet.saturating_sub(p.bet);
        let all_in_to = p.bet + p.stack;
        let mut legal = LegalActions {
            seat: p.seat,
            fold: !self.before_opening_au_pot(),
            check: to_call == 0,
            call: (to_call > 0).then(|| to_call.min(p.stack)),
            bet: None,
            raise: None,
            all_in_to,
            stack: p.stack,
        };
        // A raise needs an opponent who could put in more than the current bet; otherwise
        // every answer is a call for less and the raise would come straight back.
        let someone_to_answer = self
            .players
            .iter()
            .enumerate()
            .any(|(j, q)| j != i && q.can_act() && q.bet + q.stack > self.current_bet);
        if p.stack > to_call && someone_to_answer && self.reopened(i) && !self.capped() {
            let (min_to, max_to) = self.wager_limits(i);
            let range = BetRange {
                min_to: min_to.min(all_in_to),
                max_to: max_to.max(min_to).min(all_in_to),
            };
            if self.current_bet == 0 {
                legal.bet = Some(range);
            } else {
                legal.raise = Some(range);
            }
        }
        Some(legal)
    }

    /// A round of five-card draw au pot that nobody has opened yet: each player checks or
    /// opens, and folding only exists once the pot is opened (seed 003, "Les enchères").
    fn before_opening_au_pot(&self) -> bool {
        self.current_bet == 0 && self.setup.is_draw_au_pot()
    }

    /// What the player to act faces, for a chip-movement ruling ([`super::rulings`]).
    pub fn facing(&self) -> Option<super::rulings::Facing> {
        let legal = self.legal_actions()?;
        let i = self.to_act?;
        let (min_raise_to, max) = self.wager_limits(i);
        let wagers = self
            .log
            .iter()
            .rev()
            .take_while(|e| !matches!(e, HandEvent::Board { .. }))
            .filter(|e| {
                matches!(
                    e,
                    HandEvent::Acted {
                        action: Action::BetTo(_) | Action::RaiseTo(_),
                        ..
                    }
                )
            })
            .count();
        let blinds_opened = self.street == Street::Preflop && self.last_blind_index().is_some();
        let opening = if blinds_opened { 0 } else { 1 };
        Some(super::rulings::Facing {
            limit: self.setup.limit,
            big_blind: self.setup.blinds.big,
            current_bet: self.current_bet,
            own_bet: self.players[i].bet,
            stack: self.players[i].stack,
            min_raise_to,
            max_raise_to: (self.setup.limit == Limit::PotLimit).then_some(max),
            may_raise: legal.bet.is_some() || legal.raise.is_some(),
            pot: self.pot_total(),
            opening_bet: wagers == opening,
            players_in_hand: self.live_count(),
            intended_undercall: None,
        })
    }

    /// Full-size minimum and maximum street totals for a bet or raise, before the stack.
    fn wager_limits(&self, i: usize) -> (Chips, Chips) {
        match self.setup.limit {
            Limit::FixedLimit { .. } => {
                let target = self.limit_target();
                (target, target)
            }
            Limit::NoLimit => (self.current_bet + self.min_raise, Chips::MAX),
            Limit::PotLimit => (self.current_bet + self.min_raise, self.pot_limit_max(i)),
            Limit::Spread { max_bet, .. } => (
                self.current_bet + self.min_raise,
                self.current_bet.saturating_add(max_bet),
            ),
        }
    }

    /// The limit raise: one bet over the last full level. Short all-ins below it may be
    /// completed (TDA 2024 rule 47B); when several piled past it, the next full level.
    fn limit_target(&self) -> Chips {
        limit_target(self.full_level, self.current_bet, self.min_raise)
    }

    /// Pot-limit maximum street total (TDA 2024 rule 54, or the Paris count of seed 002).
    fn pot_limit_max(&self, i: usize) -> Chips {
        let to_call = self.current_bet.saturating_sub(self.players[i].bet);
        let mut pot = self.pot_total();
        if self.street == Street::Preflop {
            pot += self.blind_shortfall;
        }
        pot_limit_max_to(self.rules.pot_limit_method, self.current_bet, pot, to_call)
    }

    /// The limit cap (bet and N raises) unless lifted heads-up (TDA 2024 rule 48); seed 002
    /// caps spread limit the same way.
    fn capped(&self) -> bool {
        if !self.setup.limit.is_limit_game() {
            return false;
        }
        let heads_up = self.live_count() == 2;
        let lifted = heads_up
            && match self.rules.limit_cap.heads_up {
                CapHeadsUp::KeptUntilTwoLeftInEvent => self.setup.two_left_in_event,
                CapHeadsUp::LiftedInHeadsUpPots => true,
            };
        !lifted && u32::from(self.full_wagers) > u32::from(self.rules.limit_cap.raises)
    }

    /// Whether a player who already acted may raise again (TDA 2024 rule 47).
    fn reopened(&self, i: usize) -> bool {
        betting_reopened(
            self.players[i].acted_at,
            self.full_level,
            self.current_bet,
            self.min_raise,
            self.rules.short_all_in_reopening,
        )
    }

    /// Whether a bet or raise to `to` counts as a full one: it sets the next minimum raise,
    /// reopens the betting and counts toward the limit cap.
    fn is_full_wager(&self, to: Chips, all_in: bool) -> bool {
        is_full_wager(
            matches!(self.setup.limit, Limit::FixedLimit { .. }),
            to,
            self.current_bet,
            self.full_level,
            self.min_raise,
            all_in,
            self.rules.half_bet_reopens_big_bet,
        )
    }

    // ---- actions ----

    /// Applies the action of the player to act. An illegal action is refused with the legal
    /// ones and their amounts.
    pub fn act(&mut self, seat: u8, action: Action) -> Result<(), HandError> {
        let i = self.seat_index(seat)?;
        let Some(legal) = self.legal_actions() else {
            return Err(HandError::NoActionNow { phase: self.phase });
        };
        if legal.seat != seat {
            return Err(HandError::NotYourTurn {
                seat,
                to_act: legal.seat,
            });
        }
        let illegal = || HandError::Illegal {
            seat,
            attempted: action,
            legal,
        };
        let resolved = match action {
            Action::Fold if legal.fold => Action::Fold,
            Action::Fold => return Err(HandError::FoldBeforeOpening { seat }),
            Action::Check if legal.check => Action::Check,
            Action::Call if legal.call.is_some() => Action::Call,
            Action::BetTo(to) if legal.bet.is_some_and(|r| r.contains(to)) => Action::BetTo(to),
            Action::RaiseTo(to) if legal.raise.is_some_and(|r| r.contains(to)) => {
                Action::RaiseTo(to)
            }
            Action::AllIn => match (legal.bet, legal.raise) {
                (Some(r), _) if r.max_to == legal.all_in_to => Action::BetTo(r.max_to),
                (_, Some(r)) if r.max_to == legal.all_in_to => Action::RaiseTo(r.max_to),
                // No raise is possible (or only a call fits the stack): pushing the stack
                // is a call, and whatever is over the call stays with the player.
                (None, None) if legal.call.is_some() => Action::Call,
                _ if legal.call.is_some_and(|c| c == self.players[i].stack) => Action::Call,
                _ => return Err(illegal()),
            },
            _ => return Err(illegal()),
        };
        if let Action::BetTo(_) = resolved {
            self.note_opening(i)?;
        }
        self.apply(i, resolved);
        Ok(())
    }

    fn apply(&mut self, i: usize, action: Action) {
        let street = self.street;
        match action {
            Action::Fold => self.players[i].folded = true,
            Action::Check => self.players[i].acted_at = Some(self.current_bet),
            Action::Call => {
                let p = &self.players[i];
                let amount = self.current_bet.saturating_sub(p.bet).min(p.stack);
                self.pay(i, amount);
                self.players[i].acted_at = Some(self.current_bet);
            }
            Action::BetTo(to) | Action::RaiseTo(to) => {
                let all_in = to == self.players[i].bet + self.players[i].stack;
                if self.is_full_wager(to, all_in) {
                    let increment = to - self.current_bet;
                    if !self.setup.limit.is_limit_game() {
                        self.min_raise = self.min_raise.max(increment);
                    }
                    self.full_level = to;
                    self.full_wagers = self.full_wagers.saturating_add(1);
                }
                let amount = to - self.players[i].bet;
                self.pay(i, amount);
                self.current_bet = to;
                self.aggressor = Some(i);
                self.players[i].acted_at = Some(to);
            }
            Action::AllIn => {}
        }
        let all_in = self.players[i].all_in();
        self.log.push(HandEvent::Acted {
            seat: self.players[i].seat,
            street,
            action,
            all_in,
        });
        if self.live_count() == 1 {
            self.to_act = None;
            self.return_uncalled();
            self.decide_awards();
            return;
        }
        match self.next_to_act(i) {
            Some(j) => self.to_act = Some(j),
            None => self.end_street(),
        }
    }

    fn pay(&mut self, i: usize, amount: Chips) {
        let p = &mut self.players[i];
        p.stack -= amount;
        p.bet += amount;
        p.committed += amount;
    }

    /// The part of the largest bet nobody matched goes back to its owner (TDA 2024 rule 15B).
    fn return_uncalled(&mut self) {
        let mut top = None;
        let mut second = 0;
        let mut first = 0;
        for (i, p) in self.players.iter().enumerate() {
            if p.bet > first {
                second = first;
                first = p.bet;
                top = Some(i);
            } else if p.bet > second {
                second = p.bet;
            }
        }
        if let Some(i) = top
            && first > second
        {
            let amount = first - second;
            let p = &mut self.players[i];
            p.bet -= amount;
            p.committed -= amount;
            p.stack += amount;
            let seat = p.seat;
            self.log.push(HandEvent::Returned { seat, amount });
        }
    }

    fn end_street(&mut self) {
        self.to_act = None;
        self.return_uncalled();
        self.showdown_lead = self.aggressor;
        for p in &mut self.players {
            p.bet = 0;
            p.acted_at = None;
        }
        if self.street == Street::Preflop && self.setup.variant.draw().is_some() {
            self.end_first_draw_round();
            return;
        }
        let Some(next) = self.street.next() else {
            self.phase = Phase::Showdown;
            self.finish_showdown_if_done();
            return;
        };
        let able = self.players.iter().filter(|p| p.can_act()).count();
        if able <= 1 && !self.runout {
            self.runout = true;
            let seats = self.showdown_order();
            for p in &mut self.players {
                if !p.folded {
                    p.show = ShowState::Shown;
                }
            }
            self.log.push(HandEvent::Tabled { seats });
        }
        self.phase = Phase::Deal(next);
    }

    fn begin_street(&mut self, street: Street) {
        self.street = street;
        self.current_bet = 0;
        self.min_raise = self.minimum_wager(street);
        self.full_level = 0;
        self.full_wagers = 0;
        self.aggressor = None;
        self.phase = Phase::Betting;
        let n = self.players.len();
        // In draw the blinder, or whoever bought that privilege with a surblind or the
        // option, speaks last in both rounds (seed 003, "Blind ou Pot").
        let last_in_draw = self
            .setup
            .variant
            .draw()
            .and_then(|_| self.last_blind_index());
        let before_first =
            last_in_draw.unwrap_or_else(|| (self.first_left_of_button() + n - 1) % n);
        match self.next_to_act(before_first) {
            Some(i) => self.to_act = Some(i),
            None => self.end_street(),
        }
    }

    // ---- cards ----

    /// Where a card was already seen, if it was.
    fn seen_at(&self, card: Card) -> Option<SeenAt> {
        for p in &self.players {
            if p.hole.is_some_and(|h| h.contains(&card)) {
                return Some(SeenAt::InHand { seat: p.seat });
            }
        }
        self.board[..self.board_dealt]
            .contains(&Some(card))
            .then_some(SeenAt::OnBoard)
    }

    fn check_fresh(&self, cards: &[Card]) -> Result<(), HandError> {
        let mut given = CardSet::EMPTY;
        for &card in cards {
            if !given.insert(card) {
                return Err(HandError::FouledDeck {
                    card,
                    first: SeenAt::TwiceGiven,
                });
            }
            if self.seen & card_bit(card) != 0 {
                let first = self.seen_at(card).unwrap_or(SeenAt::Earlier);
                return Err(HandError::FouledDeck { card, first });
            }
        }
        Ok(())
    }

    /// Records a player's hole cards, whenever the TD learns them (at the deal or later): as
    /// many as the game deals.
    pub fn set_hole_cards(&mut self, seat: u8, cards: impl Into<Hole>) -> Result<(), HandError> {
        let cards = cards.into();
        let i = self.seat_index(seat)?;
        if self.phase == Phase::Void {
            return Err(HandError::HandOver);
        }
        if let Some(held) = self.players[i].hole {
            if held.same_cards(&cards) {
                return Ok(());
            }
            return Err(HandError::HoleCardsKnown { seat, held });
        }
        let expected = self.setup.variant.hole_cards();
        if cards.len() != expected {
            return Err(HandError::HoleCount {
                seat,
                variant: self.setup.variant,
                given: cards.len(),
            });
        }
        self.check_in_deck(&cards)?;
        self.check_fresh(&cards)?;
        for &card in cards.iter() {
            self.seen |= card_bit(card);
        }
        self.players[i].hole = Some(cards);
        self.log.push(HandEvent::HoleCards { seat, cards });
        if matches!(self.phase, Phase::Award | Phase::Complete) {
            self.resolve_awards();
        }
        Ok(())
    }

    /// Deals the board cards now due (after one burn): three for the flop, one for the turn
    /// and the river; an empty slice when the TD does not know them.
    pub fn deal_board(&mut self, cards: &[Card]) -> Result<(), HandError> {
        let Phase::Deal(street) = self.phase else {
            return Err(HandError::NoDealNow { phase: self.phase });
        };
        let expected = street.board_cards();
        if !cards.is_empty() && cards.len() != expected {
            return Err(HandError::BoardCount {
                street,
                expected,
                given: cards.len(),
            });
        }
        self.check_fresh(cards)?;
        for k in 0..expected {
            self.board[self.board_dealt + k] = cards.get(k).copied();
        }
        for &card in cards {
            self.seen |= card_bit(card);
        }
        self.board_dealt += expected;
        self.burns += 1;
        self.log.push(HandEvent::Board {
            street,
            cards: cards.to_vec(),
        });
        if self.runout {
            self.street = street;
            match street.next() {
                Some(next) => self.phase = Phase::Deal(next),
                None => {
                    self.phase = Phase::Showdown;
                    self.finish_showdown_if_done();
                }
            }
        } else {
            self.begin_street(street);
        }
        Ok(())
    }

    /// The TD stops the hand for a fouled deck: every bet and ante goes back (TDA 2024 rule
    /// 35E).
    pub fn declare_fouled_deck(&mut self) -> Result<(), HandError> {
        if matches!(self.phase, Phase::Complete | Phase::Void) {
            return Err(HandError::HandOver);
        }
        self.phase = Phase::Void;
        self.to_act = None;
        self.log.push(HandEvent::FouledDeck);
        Ok(())
    }

    // ---- showdown ----

    fn showdown_player(&self, seat: u8) -> Result<usize, HandError> {
        let i = self.seat_index(seat)?;
        let at_showdown = self.phase == Phase::Showdown;
        let tabled = self.runout && matches!(self.phase, Phase::Deal(_) | Phase::Award);
        if !(at_showdown || tabled) {
            return Err(HandError::NotShowdown { phase: self.phase });
        }
        if self.players[i].folded {
            return Err(HandError::Folded { seat });
        }
        Ok(i)
    }

    /// A player shows, with the cards when they are known. In an all-in run-out the hands are
    /// already face up; showing then records the cards.
    pub fn show(&mut self, seat: u8, cards: Option<Hole>) -> Result<(), HandError> {
        let i = self.showdown_player(seat)?;
        if self.players[i].show == ShowState::Mucked {
            return Err(HandError::AlreadyDecided { seat, mucked: true });
        }
        if self.phase == Phase::Award && !self.runout {
            return Err(HandError::NotShowdown { phase: self.phase });
        }
        if let Some(cards) = cards {
            self.set_hole_cards(seat, cards)?;
        }
        self.players[i].show = ShowState::Shown;
        self.log.push(HandEvent::Showed {
            seat,
            cards: self.players[i].hole,
        });
        if matches!(self.phase, Phase::Showdown | Phase::Award) {
            self.finish_showdown_if_done();
        }
        Ok(())
    }

    /// A player gives up their claim at the showdown. Refused when all hands are face up
    /// (rule 16) or when the player is the last claimant of a pot, who wins it unshown.
    pub fn muck(&mut self, seat: u8) -> Result<(), HandError> {
        let i = self.showdown_player(seat)?;
        if self.runout {
            return Err(HandError::MuckAfterAllIn { seat });
        }
        if self.phase != Phase::Showdown {
            return Err(HandError::NotShowdown { phase: self.phase });
        }
        match self.players[i].show {
            ShowState::Mucked => {
                return Err(HandError::AlreadyDecided { seat, mucked: true });
            }
            ShowState::Shown => {
                return Err(HandError::AlreadyDecided {
                    seat,
                    mucked: false,
                });
            }
            ShowState::Undecided => {}
        }
        for (k, pot) in self.pots().iter().enumerate() {
            let claimants: Vec<u8> = self.claimants(pot);
            if claimants == [seat] {
                return Err(HandError::LastClaimant { seat, pot: k });
            }
        }
        self.players[i].show = ShowState::Mucked;
        self.log.push(HandEvent::Mucked { seat });
        self.finish_showdown_if_done();
        Ok(())
    }

    fn claimants(&self, pot: &Pot) -> Vec<u8> {
        pot.eligible
            .iter()
            .copied()
            .filter(|&s| {
                self.index(s)
                    .is_some_and(|i| self.players[i].show != ShowState::Mucked)
            })
            .collect()
    }

    /// The showdown ends when every live hand is shown or mucked, or when one claimant is
    /// left, who wins without showing (TDA 2024 rule 17).
    fn finish_showdown_if_done(&mut self) {
        if self.phase != Phase::Showdown {
            return;
        }
        let mut claimants = 0;
        let mut undecided = false;
        for p in self.players.iter().filter(|p| !p.folded) {
            claimants += usize::from(p.show != ShowState::Mucked);
            undecided |= p.show == ShowState::Undecided;
        }
        if undecided && claimants > 1 {
            return;
        }
        self.decide_awards();
    }

    /// Each pot goes to its only claimant, or to the best hand when the cards are known;
    /// otherwise the TD names the winners.
    fn decide_awards(&mut self) {
        self.final_pots = self.pots();
        self.awards = vec![None; self.final_pots.len()];
        self.resolve_awards();
    }

    /// Decides every pot again from what is known now: cards entered late (a hand shown after
    /// the board, a mucked hand tabled) may decide a pot the TD was to name, and a TD's call
    /// the cards now contradict is dropped so the pot is named again.
    fn resolve_awards(&mut self) {
        let ranks = self.known_ranks();
        let split = self.setup.variant.splits_low();
        let awards: Vec<Option<Award>> = self
            .final_pots
            .iter()
            .zip(&self.awards)
            .map(|(pot, previous)| {
                let claimants = self.claimants(pot);
                if claimants.len() == 1 {
                    return Some(Award {
                        winners: claimants,
                        decided: Decided::Uncontested,
                        low: Vec::new(),
                    });
                }
                if let Some(winners) = self.best_hands(&claimants, |i| Some(ranks[i]?.high)) {
                    let low = if split {
                        self.best_hands(&claimants, |i| Some(ranks[i]?.low))
                            .filter(|best| {
                                best.first()
                                    .and_then(|&s| ranks[self.index(s)?]?.low)
                                    .is_some()
                            })
                            .unwrap_or_default()
                    } else {
                        Vec::new()
                    };
                    return Some(Award {
                        winners,
                        decided: Decided::Cards,
                        low,
                    });
                }
                previous.clone().filter(|award| {
                    award.decided == Decided::Td
                        && self
                            .contradiction(&claimants, &award.winners, &ranks)
                            .is_none()
                })
            })
            .collect();
        self.awards = awards;
        self.phase = if self.awards.iter().all(Option::is_some) {
            Phase::Complete
        } else {
            Phase::Award
        };
    }

    /// What every live hand whose cards and board are known holds, evaluated once whatever
    /// the number of side pots; by player index.
    fn known_ranks(&self) -> [Option<Showing>; 10] {
        let mut ranks: [Option<Showing>; 10] = [None; 10];
        let variant = self.setup.variant;
        let board = self.board_known();
        if board.is_none() && variant.draw().is_none() {
            return ranks;
        }
        let board: &[Card] = board.as_ref().map_or(&[], |b| b.as_slice());
        for (rank, p) in ranks.iter_mut().zip(&self.players) {
            if let (Some(hole), false) = (p.hole, p.folded || p.show == ShowState::Mucked) {
                *rank = Some(pots::showing(variant, &hole, board));
            }
        }
        ranks
    }

    /// The claimants holding the best value (the high hand, or the low), when every
    /// claimant's hand is known.
    fn best_hands<K: Ord + Copy>(
        &self,
        claimants: &[u8],
        value: impl Fn(usize) -> Option<K>,
    ) -> Option<Vec<u8>> {
        let mut best = None;
        let mut winners = Vec::with_capacity(2);
        for &seat in claimants {
            let rank = value(self.index(seat)?)?;
            if best.as_ref().is_none_or(|b| rank > *b) {
                best = Some(rank);
                winners.clear();
            }
            if best.as_ref() == Some(&rank) {
                winners.push(seat);
            }
        }
        Some(winners)
    }

    /// Whether the known cards contradict naming `winners` for a pot: a named winner's hand
    /// loses to another claimant's known hand, or (every winner's hand being known) a
    /// claimant left out holds a hand as good, who would share the pot.
    fn contradiction(
        &self,
        claimants: &[u8],
        winners: &[u8],
        ranks: &[Option<Showing>; 10],
    ) -> Option<Contradiction> {
        let holding = |seat: u8, rank: HandRank| Holding {
            seat,
            name: self.player(seat).and_then(|p| p.name.clone()),
            rank,
            rules: self.setup.variant.hand_rules(),
        };
        let known = |seats: &[u8]| -> Vec<(u8, HandRank)> {
            seats
                .iter()
                .filter_map(|&s| Some((s, ranks[self.index(s)?]?.high)))
                .collect()
        };
        let named = known(winners);
        let all = known(claimants);
        let weakest = named.iter().min_by_key(|(_, r)| *r)?;
        let strongest = all.iter().max_by_key(|(_, r)| *r)?;
        if strongest.1 > weakest.1 {
            return Some(Contradiction {
                named: holding(weakest.0, weakest.1),
                better: holding(strongest.0, strongest.1),
                ties: false,
            });
        }
        if named.len() < winners.len() {
            return None;
        }
        all.iter()
            .find(|(s, r)| !winners.contains(s) && *r == weakest.1)
            .map(|&(seat, rank)| Contradiction {
                named: holding(weakest.0, weakest.1),
                better: holding(seat, rank),
                ties: true,
            })
    }

    /// Pots the TD must award because the cards are not known, by index (0 = main pot).
    pub fn pots_to_declare(&self) -> Vec<usize> {
        if self.phase != Phase::Award {
            return Vec::new();
        }
        (0..self.awards.len())
            .filter(|&k| self.awards[k].is_none())
            .collect()
    }

    /// The TD names the winners of a pot the known cards cannot decide.
    pub fn declare_winners(&mut self, pot: usize, winners: &[u8]) -> Result<(), HandError> {
        self.declare_split(pot, winners, &[])
    }

    /// The TD names the winners of a hi-lo pot the known cards cannot decide: `high` take the
    /// high half, `low` the low half (none when no hand qualified for low: the high hands
    /// take it all).
    pub fn declare_split(
        &mut self,
        pot: usize,
        winners: &[u8],
        low: &[u8],
    ) -> Result<(), HandError> {
        if self.phase != Phase::Award {
            return Err(HandError::NoAwardNow { phase: self.phase });
        }
        let Some(target) = self.final_pots.get(pot) else {
            return Err(HandError::NoSuchPot {
                pot,
                last: self.final_pots.len().saturating_sub(1),
            });
        };
        if self.awards[pot].is_some() {
            return Err(HandError::PotDecided { pot });
        }
        if winners.is_empty() {
            return Err(HandError::NoWinners);
        }
        if !low.is_empty() && !self.setup.variant.splits_low() {
            return Err(HandError::NoLowHalf {
                variant: self.setup.variant,
            });
        }
        let claimants = self.claimants(target);
        if let Some(&seat) = winners.iter().chain(low).find(|s| !claimants.contains(s)) {
            return Err(HandError::NotClaimant {
                seat,
                pot,
                claimants,
            });
        }
        if let Some(c) = self.contradiction(&claimants, winners, &self.known_ranks()) {
            return Err(HandError::CardsContradict {
                pot,
                named: c.named,
                better: c.better,
                ties: c.ties,
            });
        }
        let sorted = |seats: &[u8]| {
            let mut seats = seats.to_vec();
            seats.sort_unstable();
            seats.dedup();
            seats
        };
        let (winners, low) = (sorted(winners), sorted(low));
        self.log.push(HandEvent::Declared {
            pot,
            winners: winners.clone(),
            low: low.clone(),
        });
        self.awards[pot] = Some(Award {
            winners,
            decided: Decided::Td,
            low,
        });
        if self.awards.iter().all(Option::is_some) {
            self.phase = Phase::Complete;
        }
        Ok(())
    }

    /// The outcome once the hand is over (or void): each pot with its winners and shares, each
    /// seat's winnings and net result, and who was eliminated.
    pub fn result(&self) -> Option<HandResult> {
        match self.phase {
            Phase::Complete => Some(pots::settle(
                &self.players,
                &self.final_pots,
                &self.awards,
                self.first_left_of_button(),
                self.setup.smallest_chip,
                &self.rules,
                (
                    &self.known_ranks(),
                    Evaluator::shared(self.setup.variant.hand_rules()),
                ),
            )),
            Phase::Void => Some(pots::void(&self.players)),
            _ => None,
        }
    }

    fn board_known(&self) -> Option<[Card; 5]> {
        let [a, b, c, d, e] = self.board;
        Some([a?, b?, c?, d?, e?])
    }
}

/// A TD's call the known cards contradict: `named` loses to `better`, or ties it when `ties`.
struct Contradiction {
    named: Holding,
    better: Holding,
    ties: bool,
}

fn card_bit(card: Card) -> u64 {
    1 << card.index()
}

fn validate(setup: &HandSetup) -> Result<(), SetupError> {
    let count = setup.players.len();
    if !(2..=10).contains(&count) {
        return Err(SetupError::PlayerCount { count });
    }
    let mut seen = [false; 11];
    for p in &setup.players {
        if !(1..=10).contains(&p.seat) {
            return Err(SetupError::NoSuchSeat { seat: p.seat });
        }
        if std::mem::replace(&mut seen[usize::from(p.seat)], true) {
            return Err(SetupError::SeatTwice { seat: p.seat });
        }
        if p.stack == 0 {
            return Err(SetupError::EmptyStack { seat: p.seat });
        }
    }
    if !(1..=10).contains(&setup.button) {
        return Err(SetupError::NoSuchSeat { seat: setup.button });
    }
    let dealt = |seat: u8| (1..=10).contains(&seat) && seen[usize::from(seat)];
    let roles = [
        (Post::BigBlind, Some(setup.big_blind)),
        (Post::SmallBlind, setup.small_blind),
        (Post::DeadSmallBlind, setup.dead_small_blind),
    ];
    for (role, seat) in roles {
        if let Some(seat) = seat.filter(|&s| !dealt(s)) {
            return Err(SetupError::RoleNotDealtIn { role, seat });
        }
    }
    let blinds = setup.blinds;
    if blinds.big == 0 {
        return Err(SetupError::ZeroBigBlind);
    }
    if blinds.small > blinds.big || (setup.small_blind.is_some() && blinds.small == 0) {
        return Err(SetupError::SmallBlind {
            small: blinds.small,
            big: blinds.big,
        });
    }
    if setup.smallest_chip == 0 {
        return Err(SetupError::ZeroChip);
    }
    if let Limit::FixedLimit { small_bet, big_bet } = setup.limit
        && (small_bet == 0 || big_bet < small_bet)
    {
        return Err(SetupError::LimitBets);
    }
    if let Limit::Spread { min_bet, max_bet } = setup.limit
        && (min_bet == 0 || max_bet < min_bet)
    {
        return Err(SetupError::SpreadBounds { min_bet, max_bet });
    }
    // Dealt-in seats clockwise from the button, without allocating: seats are 1 to 10.
    let mut after_button = [0u8; 10];
    let clockwise = (setup.button + 1..=10)
        .chain(1..=setup.button)
        .filter(|&s| dealt(s));
    for (slot, seat) in after_button.iter_mut().zip(clockwise) {
        *slot = seat;
    }
    validate_table(setup, &after_button[..count])?;
    if count == 2 {
        let other = after_button[0];
        if setup.small_blind != Some(setup.button) || setup.big_blind != other {
            return Err(SetupError::HeadsUpBlinds {
                button: setup.button,
                small_blind: setup.small_blind,
                big_blind: setup.big_blind,
            });
        }
        return Ok(());
    }
    let blind_seats = [
        setup.small_blind.map(|sb| (sb, Post::SmallBlind)),
        Some((setup.big_blind, Post::BigBlind)),
    ];
    for (position, (seat, role)) in blind_seats.iter().flatten().enumerate() {
        if after_button[position] != *seat {
            return Err(SetupError::BlindOrder {
                seat: after_button[position],
                button: setup.button,
                role: *role,
                role_seat: *seat,
            });
        }
    }
    Ok(())
}

/// Seed 002's options: antes only needs an ante from everyone, a minimum opening is above the
/// surblind and not in fixed limit, and only the player after the surblind may take the option.
/// `after_button` lists the seats dealt in, clockwise from the button.
fn validate_table(setup: &HandSetup, after_button: &[u8]) -> Result<(), SetupError> {
    let table = setup.table;
    let ante_only = table.forced_bets == ForcedBets::AnteOnly;
    if ante_only && !matches!(setup.ante, Ante::Classic(n) if n > 0) {
        return Err(SetupError::AnteOnlyWithoutAnte);
    }
    if let Some(draw) = setup.variant.draw() {
        let most = super::DrawRules::most_players(draw.deck);
        if after_button.len() > most {
            return Err(SetupError::DrawPlayers {
                deck: draw.deck.size(),
                players: after_button.len(),
                most,
            });
        }
        if draw.openers.is_some() && !ante_only {
            return Err(SetupError::OpenersWithBlinds);
        }
    }
    if let Some(minimum) = table.minimum_wager {
        let limit_game = setup.limit.is_limit_game();
        if limit_game || minimum <= setup.blinds.big {
            return Err(SetupError::MinimumWager {
                minimum,
                big: setup.blinds.big,
                limit_game,
            });
        }
    }
    let Some(seat) = table.straddle else {
        return Ok(());
    };
    if !table.straddle_allowed {
        return Err(SetupError::NoOption { seat });
    }
    let expected = option_seat_after(setup, after_button);
    if expected == Some(seat) {
        Ok(())
    } else {
        Err(SetupError::StraddleSeat { seat, expected })
    }
}

/// The seat that may take the option: the player after the surblind, who posts no blind
/// (seed 002). None heads-up, with antes only, or when the seat after the surblind is a blind.
fn option_seat_after(setup: &HandSetup, after_button: &[u8]) -> Option<u8> {
    let count = after_button.len();
    let table = setup.table;
    let three_blinds = table.forced_bets == ForcedBets::BlindBlindSurblind && count >= 3;
    let big = after_button.iter().position(|&s| s == setup.big_blind)?;
    let after_surblind = big + 1 + usize::from(three_blinds);
    let possible = table.forced_bets != ForcedBets::AnteOnly && count > 2;
    possible
        .then(|| after_button.get(after_surblind).copied())
        .flatten()
}

impl HandSetup {
    /// The seat that may take the option this hand, if the structure allows it and a player
    /// sits after the surblind with no blind to post.
    pub fn option_seat(&self) -> Option<u8> {
        if !self.table.straddle_allowed {
            return None;
        }
        let dealt: Vec<u8> = self.players.iter().map(|p| p.seat).collect();
        let after_button: Vec<u8> = (self.button + 1..=10)
            .chain(1..=self.button)
            .filter(|s| dealt.contains(s))
            .collect();
        option_seat_after(self, &after_button)
    }
}

impl fmt::Display for LegalActions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.street, self.phase)?;
        let known: Vec<Card> = self.board().iter().flatten().copied().collect();
        if !known.is_empty() {
            write!(f, ", board {}", format_cards(&known))?;
        }
        write!(f, ", pot {}", chips(self.pot_total()))
    }
}

riffle_text::sentence_file!(fn words = "hand_actions.ron");

#[cfg(test)]
mod tests {
    use super::*;
    use crate::betting::{Blinds, SeatSetup};
    use crate::house::HouseRules;

    fn three_handed() -> Hand {
        let setup = HandSetup {
            players: (1..=3)
                .map(|seat| SeatSetup {
                    seat,
                    stack: 1_000,
                    name: Some(format!("Player {seat}")),
                })
                .collect(),
            button: 3,
            small_blind: Some(1),
            big_blind: 2,
            dead_small_blind: None,
            blinds: Blinds {
                small: 50,
                big: 100,
            },
            ante: Ante::BigBlind(100),
            limit: Limit::NoLimit,
            smallest_chip: 25,
            two_left_in_event: false,
            variant: crate::betting::Variant::Holdem,
            antes_matched: false,
            table: Default::default(),
        };
        match setup.start(&HouseRules::tda_2024().betting) {
            Ok(hand) => hand,
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn a_hand_in_progress_survives_the_journal_round_trip() {
        let mut hand = three_handed();
        assert!(hand.act(3, Action::RaiseTo(300)).is_ok());
        let json = serde_json::to_string(&hand).unwrap_or_default();
        let back: Hand = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, hand);
        assert_eq!(back.legal_actions(), hand.legal_actions());
    }

    #[test]
    fn a_refused_action_names_the_legal_ones_and_changes_nothing() {
        let mut hand = three_handed();
        let before = hand.clone();
        let err = hand.act(3, Action::RaiseTo(150)).unwrap_err().to_string();
        assert_eq!(
            err,
            "seat 3 cannot raise to 150; seat 3 may fold, call 100 or raise to 200 to 1,000 (all-in)"
        );
        assert_eq!(hand, before);
        let err = hand.act(1, Action::Call).unwrap_err().to_string();
        assert_eq!(err, "it is seat 3's turn to act, not seat 1's");
        assert_eq!(hand, before);
    }
}
