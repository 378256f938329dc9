//! PHH, the open poker hand history format that PokerKit reads: one TOML document per hand
//! (`.phh`), or many hands as TOML tables (`.phhs`). Read and written: no-limit (`NT`) and
//! fixed-limit (`FT`) hold'em, pot-limit Omaha (`PO`), fixed-limit Omaha hi-lo eight-or-better
//! (`FO/8`), and pot-limit Omaha hi-lo as `PO/8`, a code of our own that PHH does not define
//! (named the way PHH names its games, so that a reader that does not know it refuses it by name).
//! PHH names no pot-limit hold'em variant, so those hands cannot be exported.
//!
//! Five-card draw high is Riffle's extension too: PHH's draw games are lowball only. Its codes
//! are `N5CD`, `P5CD` and `F5CD` (no-limit, pot-limit and fixed-limit five-card draw); the table's
//! deck, quinte blanche, openers and whole-hand draws are riffle's own fields `_deck`,
//! `_quinte_blanche`, `_openers` (the rank of the smallest opening pair, `J` for jacks or
//! better) and `_whole_hand`; a game au pot writes no blinds and its smallest opening as
//! `min_bet` (or its limits). Each draw is written as PHH's draw action, the player's
//! `pN sd CARDS` (`??` for each card not seen, `pN sd` to stand pat), followed at once by the
//! dealer's `d dh pN CARDS` with the cards received, as the dealer serves each player in turn.
//!
//! Parsing and printing are pure text functions; [`read_phh_file`] reads a file through the
//! store. Replaying a history in the hand engine and exporting a hand are in [`replay`].

mod replay;

pub use replay::{ExportError, Replay, ReplayError, export, replay};

use riffle_core::Chips;
use riffle_core::betting;
use riffle_core::cards::{Card, CardError, Notation, format_cards, parse_cards};
use riffle_text::fill;
use riffle_text::{Lang, Say};
use std::fmt::Write as _;
use std::path::Path;
use toml::de::{DeTable, DeValue};

/// The games a PHH file can name that Riffle plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// `NT`: no-limit Texas hold'em.
    NoLimit,
    /// `FT`: fixed-limit Texas hold'em.
    FixedLimit,
    /// `PO`: pot-limit Omaha.
    PotLimitOmaha,
    /// `FO/8`: fixed-limit Omaha hi-lo, eight or better.
    FixedLimitOmahaHiLo,
    /// `PO/8`: pot-limit Omaha hi-lo, eight or better; Riffle's extension (see the module doc).
    PotLimitOmahaHiLo,
    /// `N5CD`, `P5CD`, `F5CD`: five-card draw high; Riffle's extension (see the module doc).
    FiveCardDraw(DrawLimit),
}

/// The betting of a five-card draw file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawLimit {
    NoLimit,
    PotLimit,
    FixedLimit,
}

impl Variant {
    const ALL: [Variant; 8] = [
        Variant::NoLimit,
        Variant::FixedLimit,
        Variant::PotLimitOmaha,
        Variant::FixedLimitOmahaHiLo,
        Variant::PotLimitOmahaHiLo,
        Variant::FiveCardDraw(DrawLimit::NoLimit),
        Variant::FiveCardDraw(DrawLimit::PotLimit),
        Variant::FiveCardDraw(DrawLimit::FixedLimit),
    ];

    pub fn code(self) -> &'static str {
        match self {
            Variant::NoLimit => "NT",
            Variant::FixedLimit => "FT",
            Variant::PotLimitOmaha => "PO",
            Variant::FixedLimitOmahaHiLo => "FO/8",
            Variant::PotLimitOmahaHiLo => "PO/8",
            Variant::FiveCardDraw(DrawLimit::NoLimit) => "N5CD",
            Variant::FiveCardDraw(DrawLimit::PotLimit) => "P5CD",
            Variant::FiveCardDraw(DrawLimit::FixedLimit) => "F5CD",
        }
    }

    fn from_code(code: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.code() == code)
    }

    /// Fixed-limit files give `small_bet` and `big_bet`; the others `min_bet`.
    pub fn is_fixed_limit(self) -> bool {
        matches!(
            self,
            Variant::FixedLimit
                | Variant::FixedLimitOmahaHiLo
                | Variant::FiveCardDraw(DrawLimit::FixedLimit)
        )
    }

    /// Hole cards dealt to each player.
    pub fn hole_cards(self) -> usize {
        match self {
            Variant::FiveCardDraw(_) => 5,
            other => other.game(None).hole_cards(),
        }
    }

    /// The engine's game: the hole cards dealt and how pots are won; a draw file's table
    /// options come from its own fields (52 cards, no quinte blanche, no openers if absent).
    pub fn game(self, draw: Option<betting::DrawRules>) -> betting::Variant {
        match self {
            Variant::FiveCardDraw(_) => {
                betting::Variant::FiveCardDraw(draw.unwrap_or(betting::DrawRules {
                    deck: riffle_core::cards::DeckKind::Full52,
                    quinte_blanche: false,
                    openers: None,
                    whole_hand: false,
                }))
            }
            Variant::NoLimit | Variant::FixedLimit => betting::Variant::Holdem,
            Variant::PotLimitOmaha => betting::Variant::Omaha,
            Variant::FixedLimitOmahaHiLo | Variant::PotLimitOmahaHiLo => {
                betting::Variant::OmahaHiLo
            }
        }
    }

    /// The code for a game and limit, if PHH (or our `PO/8`) has one.
    pub fn of(game: betting::Variant, limit: betting::Limit) -> Option<Variant> {
        use betting::Limit::{FixedLimit, NoLimit, PotLimit};
        match (game, limit) {
            (betting::Variant::Holdem, NoLimit) => Some(Variant::NoLimit),
            (betting::Variant::Holdem, FixedLimit { .. }) => Some(Variant::FixedLimit),
            (betting::Variant::Omaha, PotLimit) => Some(Variant::PotLimitOmaha),
            (betting::Variant::OmahaHiLo, FixedLimit { .. }) => Some(Variant::FixedLimitOmahaHiLo),
            (betting::Variant::OmahaHiLo, PotLimit) => Some(Variant::PotLimitOmahaHiLo),
            (betting::Variant::FiveCardDraw(_), NoLimit) => {
                Some(Variant::FiveCardDraw(DrawLimit::NoLimit))
            }
            (betting::Variant::FiveCardDraw(_), PotLimit) => {
                Some(Variant::FiveCardDraw(DrawLimit::PotLimit))
            }
            (betting::Variant::FiveCardDraw(_), FixedLimit { .. }) => {
                Some(Variant::FiveCardDraw(DrawLimit::FixedLimit))
            }
            _ => None,
        }
    }
}

/// One PHH action line. Players are numbered from 0 (`p1` is 0).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhhAction {
    /// `d dh p1 AcKd`; `None` when the cards are unknown (`????`); `count` cards written.
    DealHole {
        player: usize,
        cards: Option<Vec<Card>>,
        count: usize,
    },
    /// `p1 sd 7c8d` (draw games): discards these cards, `None` when unknown (`????`); `count`
    /// cards written, none to stand pat.
    Discard {
        player: usize,
        cards: Option<Vec<Card>>,
        count: usize,
    },
    /// `d db 9dTsQs`; empty when unknown.
    DealBoard {
        cards: Vec<Card>,
        count: usize,
    },
    Fold {
        player: usize,
    },
    CheckOrCall {
        player: usize,
    },
    /// `cbr`: bet, raise or complete to this street total.
    BetOrRaiseTo {
        player: usize,
        to: Chips,
    },
    /// `sm AcKd` or `sm -` (show), `sm` (muck).
    ShowOrMuck {
        player: usize,
        show: Show,
    },
    /// An empty or commentary-only action.
    Nothing,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Show {
    Muck,
    /// `-`: the cards already dealt.
    Dealt,
    Cards(Option<Vec<Card>>),
}

/// A hand history as the file gives it. Per-player arrays are in PHH player order: `p1` is the
/// first seat left of the button, the button last; heads-up, `antes` and
/// `blinds_or_straddles` are written in role order (small blind first) and apply reversed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandHistory {
    pub variant: Variant,
    pub antes: Vec<Chips>,
    pub blinds_or_straddles: Vec<Chips>,
    pub min_bet: Option<Chips>,
    pub small_bet: Option<Chips>,
    pub big_bet: Option<Chips>,
    pub starting_stacks: Vec<Chips>,
    pub actions: Vec<PhhAction>,
    /// Source line of each action (0 when built in memory), for error messages.
    pub action_lines: Vec<usize>,
    pub ante_trimming_status: bool,
    pub seats: Option<Vec<u8>>,
    pub seat_count: Option<u8>,
    pub players: Option<Vec<String>>,
    pub finishing_stacks: Option<Vec<Chips>>,
    pub event: Option<String>,
    pub hand: Option<String>,
    pub table: Option<String>,
    /// `_smallest_chip`, riffle's own field: the chip odd chips are broken down to.
    pub smallest_chip: Option<Chips>,
    /// Five-card draw's table options, from riffle's own fields `_deck`, `_quinte_blanche`,
    /// `_openers` and `_whole_hand`.
    pub draw: Option<betting::DrawRules>,
    /// The table name in a `.phhs` file (`[3]`).
    pub name: Option<String>,
}

/// Why a PHH text was refused, with the field and line. The TOML reader's `message` is kept
/// in its own words inside the sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PhhError {
    Toml {
        line: usize,
        message: String,
    },
    Field {
        field: String,
        line: usize,
        problem: Box<FieldProblem>,
    },
    /// `hand` names the table of a `.phhs` file the field is missing from.
    Missing {
        hand: Option<String>,
        field: &'static str,
        why: Needed,
    },
    NoHands,
}

/// What is wrong with a field's value, worded when shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldProblem {
    /// A `.phhs` file's top level holds something other than a hand's table.
    NotAHand,
    ChipsOutOfRange,
    NegativeChips {
        n: i128,
    },
    NotAChipCount {
        text: String,
    },
    FractionOfChip {
        text: String,
    },
    /// Another kind of value than the field takes; `found` is TOML's name for it.
    Expected {
        wanted: Wanted,
        found: &'static str,
    },
    UnknownGame {
        code: String,
    },
    FixedLimitBets,
    BigBetGameBets,
    Length {
        len: usize,
        players: usize,
    },
    SeatRange {
        seat: Chips,
    },
    SeatCount,
    Deck(CardError),
    NotARank {
        text: String,
    },
    Action {
        index: usize,
        line: String,
        problem: ActionProblem,
    },
}

/// The kind of value a field takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wanted {
    Chips,
    Array,
    Text,
    Boolean,
}

/// Why an action string cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ActionProblem {
    NotAPlayer { word: String, players: usize },
    NoSuchPlayer { word: String, players: usize },
    Cards(CardError),
    FractionOfChip { amount: String },
    NotChips { amount: String },
    NoDraw,
    NotAnAction,
}

/// Why a missing field is needed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Needed {
    /// The file names no game.
    Variant,
    /// The game `code` takes the field.
    ByVariant { code: String },
}

impl Say for FieldProblem {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            FieldProblem::NotAHand => fill!(w, "NotAHand"),
            FieldProblem::ChipsOutOfRange => fill!(w, "ChipsOutOfRange"),
            FieldProblem::NegativeChips { n } => fill!(w, "NegativeChips", n),
            FieldProblem::NotAChipCount { text } => fill!(w, "NotAChipCount", text),
            FieldProblem::FractionOfChip { text } => fill!(w, "FractionOfChip", amount = text),
            FieldProblem::Expected { wanted, found } => {
                let wanted = match wanted {
                    Wanted::Chips => w.text("WantedChips"),
                    Wanted::Array => w.text("WantedArray"),
                    Wanted::Text => w.text("WantedText"),
                    Wanted::Boolean => w.text("WantedBoolean"),
                };
                fill!(w, "Expected", wanted, found)
            }
            FieldProblem::UnknownGame { code } => fill!(w, "UnknownGame", code),
            FieldProblem::FixedLimitBets => fill!(w, "FixedLimitBets"),
            FieldProblem::BigBetGameBets => fill!(w, "BigBetGameBets"),
            FieldProblem::Length { len, players } => fill!(w, "Length", len, players),
            FieldProblem::SeatRange { seat } => fill!(w, "SeatRange", seat),
            FieldProblem::SeatCount => fill!(w, "SeatCount"),
            FieldProblem::Deck(error) => error.say(lang),
            FieldProblem::NotARank { text } => fill!(w, "NotARank", text),
            FieldProblem::Action {
                index,
                line,
                problem,
            } => fill!(
                w,
                "ActionProblem",
                index = index + 1,
                line,
                problem = problem.say(lang)
            ),
        }
    }
}

impl Say for ActionProblem {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            ActionProblem::NotAPlayer { word, players } => {
                fill!(w, "NotAPlayer", word, players)
            }
            ActionProblem::NoSuchPlayer { word, players } => {
                fill!(w, "NoSuchPlayer", word, players)
            }
            ActionProblem::Cards(error) => error.say(lang),
            ActionProblem::FractionOfChip { amount } => fill!(w, "FractionOfChip", amount),
            ActionProblem::NotChips { amount } => fill!(w, "NotChips", amount),
            ActionProblem::NoDraw => fill!(w, "NoDraw"),
            ActionProblem::NotAnAction => fill!(w, "NotAnAction"),
        }
    }
}

impl Say for Needed {
    fn say(&self, lang: Lang) -> String {
        match self {
            Needed::Variant => fill!(words(lang), "NeededVariant"),
            Needed::ByVariant { code } => fill!(words(lang), "NeededByVariant", code),
        }
    }
}

/// "hand [3]: " before a refusal about one hand of a `.phhs` file; nothing for a single hand.
fn hand_prefix(hand: &Option<String>, lang: Lang) -> String {
    match hand {
        None => String::new(),
        Some(name) => fill!(words(lang), "HandPrefix", name),
    }
}

impl Say for PhhError {
    fn say(&self, lang: Lang) -> String {
        match self {
            PhhError::Toml { line, message } => fill!(words(lang), "Toml", line, message),
            PhhError::Field {
                field,
                line,
                problem,
            } => fill!(
                words(lang),
                "Field",
                line,
                field,
                problem = problem.say(lang)
            ),
            PhhError::Missing { hand, field, why } => fill!(
                words(lang),
                "Missing",
                hand = hand_prefix(hand, lang),
                field,
                why = why.say(lang)
            ),
            PhhError::NoHands => fill!(words(lang), "NoHands"),
        }
    }
}
riffle_text::worded!(PhhError);

/// Reads a `.phh` or `.phhs` file (told apart by its content: a single hand has `variant` at
/// the top level).
pub fn read_phh_file(path: &Path) -> Result<Vec<HandHistory>, Box<dyn std::error::Error>> {
    let text = super::read_text(path)?;
    parse_any(&text).map_err(|e| format!("{}: {e}", path.display()).into())
}

/// One hand (`.phh`) or many (`.phhs`).
pub fn parse_any(text: &str) -> Result<Vec<HandHistory>, PhhError> {
    let lines = Lines::of(text);
    let doc = parse_toml(text, &lines)?;
    let single = doc.get_ref().iter().any(|(k, _)| k.get_ref() == "variant");
    if single {
        Ok(vec![hand_from_table(&lines, doc.get_ref(), None)?])
    } else {
        hands_from_tables(&lines, doc.get_ref())
    }
}

/// A single-hand `.phh` text.
pub fn parse_phh(text: &str) -> Result<HandHistory, PhhError> {
    let lines = Lines::of(text);
    let doc = parse_toml(text, &lines)?;
    hand_from_table(&lines, doc.get_ref(), None)
}

/// A `.phhs` text: its top-level tables in file order.
pub fn parse_phhs(text: &str) -> Result<Vec<HandHistory>, PhhError> {
    let lines = Lines::of(text);
    let doc = parse_toml(text, &lines)?;
    hands_from_tables(&lines, doc.get_ref())
}

fn parse_toml<'t>(text: &'t str, lines: &Lines) -> Result<toml::Spanned<DeTable<'t>>, PhhError> {
    DeTable::parse(text).map_err(|e| PhhError::Toml {
        line: e.span().map_or(1, |s| lines.line_of(s.start)),
        message: e.message().trim().to_string(),
    })
}

fn hands_from_tables(lines: &Lines, doc: &DeTable<'_>) -> Result<Vec<HandHistory>, PhhError> {
    let mut tables: Vec<(usize, String, &DeTable<'_>)> = Vec::new();
    for (key, value) in doc.iter() {
        match value.get_ref() {
            DeValue::Table(table) => {
                tables.push((value.span().start, key.get_ref().to_string(), table))
            }
            _ => {
                return Err(PhhError::Field {
                    field: key.get_ref().to_string(),
                    line: lines.line_of(key.span().start),
                    problem: Box::new(FieldProblem::NotAHand),
                });
            }
        }
    }
    if tables.is_empty() {
        return Err(PhhError::NoHands);
    }
    tables.sort_by_key(|(start, _, _)| *start);
    tables
        .into_iter()
        .map(|(_, name, table)| hand_from_table(lines, table, Some(name)))
        .collect()
}

/// Where the lines of a text start, found once: every field and action names its line, and
/// counting newlines from the top for each of them made a file of thousands of hands take
/// minutes (the count grew with the square of the file).
struct Lines {
    newlines: Vec<usize>,
}

impl Lines {
    fn of(text: &str) -> Lines {
        Lines {
            newlines: text
                .bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'\n')
                .map(|(i, _)| i)
                .collect(),
        }
    }

    /// 1-based line of a byte offset.
    fn line_of(&self, offset: usize) -> usize {
        self.newlines.partition_point(|&newline| newline < offset) + 1
    }
}

type Value<'a> = toml::Spanned<DeValue<'a>>;

struct Fields<'a, 't> {
    lines: &'a Lines,
    table: &'a DeTable<'t>,
    hand: Option<String>,
}

impl<'a, 't> Fields<'a, 't> {
    fn get(&self, field: &str) -> Option<&'a Value<'t>> {
        self.table
            .iter()
            .find(|(k, _)| k.get_ref() == field)
            .map(|(_, v)| v)
    }

    fn error(&self, field: &str, value: &Value<'_>, problem: FieldProblem) -> PhhError {
        PhhError::Field {
            field: field.to_string(),
            line: self.lines.line_of(value.span().start),
            problem: Box::new(problem),
        }
    }

    fn missing(&self, field: &'static str, why: Needed) -> PhhError {
        PhhError::Missing {
            hand: self.hand.clone(),
            field,
            why,
        }
    }

    /// Another kind of value than `field` takes.
    fn expected(&self, field: &str, value: &Value<'_>, wanted: Wanted) -> PhhError {
        let found = value.get_ref().type_str();
        self.error(field, value, FieldProblem::Expected { wanted, found })
    }

    fn chips(&self, field: &str, value: &Value<'_>) -> Result<Chips, PhhError> {
        match value.get_ref() {
            DeValue::Integer(int) => {
                let n = i128::from_str_radix(int.as_str(), int.radix())
                    .map_err(|_| self.error(field, value, FieldProblem::ChipsOutOfRange))?;
                Chips::try_from(n)
                    .map_err(|_| self.error(field, value, FieldProblem::NegativeChips { n }))
            }
            DeValue::Float(float) => {
                let text = float.as_str();
                let x: f64 = text.parse().unwrap_or(f64::NAN);
                if !x.is_finite() {
                    Err(self.error(
                        field,
                        value,
                        FieldProblem::NotAChipCount {
                            text: text.to_string(),
                        },
                    ))
                } else if x.fract() != 0.0 || !(0.0..=9.0e15).contains(&x) {
                    Err(self.error(
                        field,
                        value,
                        FieldProblem::FractionOfChip {
                            text: text.to_string(),
                        },
                    ))
                } else {
                    Ok(x as Chips)
                }
            }
            _ => Err(self.expected(field, value, Wanted::Chips)),
        }
    }

    fn opt_chips(&self, field: &str) -> Result<Option<Chips>, PhhError> {
        self.get(field).map(|v| self.chips(field, v)).transpose()
    }

    fn array(&self, field: &str) -> Result<Option<&'a [Value<'t>]>, PhhError> {
        match self.get(field) {
            None => Ok(None),
            Some(v) => match v.get_ref() {
                DeValue::Array(items) => Ok(Some(items.as_ref())),
                _ => Err(self.expected(field, v, Wanted::Array)),
            },
        }
    }

    fn chip_array(&self, field: &str) -> Result<Option<Vec<Chips>>, PhhError> {
        self.array(field)?
            .map(|items| items.iter().map(|v| self.chips(field, v)).collect())
            .transpose()
    }

    fn string(&self, field: &str, value: &Value<'_>) -> Result<String, PhhError> {
        match value.get_ref() {
            DeValue::String(s) => Ok(s.to_string()),
            DeValue::Integer(i) => Ok(i.as_str().to_string()),
            _ => Err(self.expected(field, value, Wanted::Text)),
        }
    }

    fn opt_string(&self, field: &str) -> Result<Option<String>, PhhError> {
        self.get(field).map(|v| self.string(field, v)).transpose()
    }
}

fn hand_from_table(
    lines: &Lines,
    table: &DeTable<'_>,
    name: Option<String>,
) -> Result<HandHistory, PhhError> {
    let f = Fields {
        lines,
        table,
        hand: name.clone(),
    };
    let variant_value = f
        .get("variant")
        .ok_or_else(|| f.missing("variant", Needed::Variant))?;
    let code = f.string("variant", variant_value)?;
    let variant = Variant::from_code(&code).ok_or_else(|| {
        f.error(
            "variant",
            variant_value,
            FieldProblem::UnknownGame { code: code.clone() },
        )
    })?;
    let needs = |field: &'static str| f.missing(field, Needed::ByVariant { code: code.clone() });
    let starting_stacks = f
        .chip_array("starting_stacks")?
        .ok_or_else(|| needs("starting_stacks"))?;
    let n = starting_stacks.len();
    let antes = f.chip_array("antes")?.ok_or_else(|| needs("antes"))?;
    let blinds = f
        .chip_array("blinds_or_straddles")?
        .ok_or_else(|| needs("blinds_or_straddles"))?;
    let min_bet = f.opt_chips("min_bet")?;
    let small_bet = f.opt_chips("small_bet")?;
    let big_bet = f.opt_chips("big_bet")?;
    if variant.is_fixed_limit() {
        small_bet.ok_or_else(|| needs("small_bet"))?;
        big_bet.ok_or_else(|| needs("big_bet"))?;
        if let Some(v) = f.get("min_bet") {
            return Err(f.error("min_bet", v, FieldProblem::FixedLimitBets));
        }
    } else {
        min_bet.ok_or_else(|| needs("min_bet"))?;
        for field in ["small_bet", "big_bet"] {
            if let Some(v) = f.get(field) {
                return Err(f.error(field, v, FieldProblem::BigBetGameBets));
            }
        }
    }
    let same_length = |field: &'static str, len: usize| -> Result<(), PhhError> {
        match f.get(field) {
            Some(v) if len != n => Err(f.error(field, v, FieldProblem::Length { len, players: n })),
            _ => Ok(()),
        }
    };
    same_length("antes", antes.len())?;
    same_length("blinds_or_straddles", blinds.len())?;
    let ante_trimming_status = match f.get("ante_trimming_status") {
        None => false,
        Some(v) => match v.get_ref() {
            DeValue::Boolean(b) => *b,
            _ => return Err(f.expected("ante_trimming_status", v, Wanted::Boolean)),
        },
    };
    let seats = match f.array("seats")? {
        None => None,
        Some(items) => {
            let mut seats = Vec::with_capacity(items.len());
            for v in items {
                let seat = f.chips("seats", v)?;
                let seat = u8::try_from(seat)
                    .ok()
                    .filter(|s| (1..=10).contains(s))
                    .ok_or_else(|| f.error("seats", v, FieldProblem::SeatRange { seat }))?;
                seats.push(seat);
            }
            same_length("seats", seats.len())?;
            Some(seats)
        }
    };
    let seat_count = match f.get("seat_count") {
        None => None,
        Some(v) => Some(
            u8::try_from(f.chips("seat_count", v)?)
                .map_err(|_| f.error("seat_count", v, FieldProblem::SeatCount))?,
        ),
    };
    let players = match f.array("players")? {
        None => None,
        Some(items) => {
            let names = items
                .iter()
                .map(|v| f.string("players", v))
                .collect::<Result<Vec<_>, _>>()?;
            same_length("players", names.len())?;
            Some(names)
        }
    };
    let finishing_stacks = f.chip_array("finishing_stacks")?;
    if let Some(stacks) = &finishing_stacks {
        same_length("finishing_stacks", stacks.len())?;
    }
    let action_items = f.array("actions")?.ok_or_else(|| needs("actions"))?;
    let draw = match variant {
        Variant::FiveCardDraw(_) => Some(draw_fields(&f)?),
        _ => None,
    };
    let mut actions = Vec::with_capacity(action_items.len());
    let mut action_lines = Vec::with_capacity(action_items.len());
    for (index, v) in action_items.iter().enumerate() {
        let line = f.string("actions", v)?;
        let action = parse_action(&line, n, draw.is_some()).map_err(|problem| {
            f.error(
                "actions",
                v,
                FieldProblem::Action {
                    index,
                    line: line.trim().to_string(),
                    problem,
                },
            )
        })?;
        actions.push(action);
        action_lines.push(lines.line_of(v.span().start));
    }
    Ok(HandHistory {
        variant,
        antes,
        blinds_or_straddles: blinds,
        min_bet,
        small_bet,
        big_bet,
        starting_stacks,
        actions,
        action_lines,
        ante_trimming_status,
        seats,
        seat_count,
        players,
        finishing_stacks,
        event: f.opt_string("event")?,
        hand: f.opt_string("hand")?,
        table: f.opt_string("table")?,
        smallest_chip: f.opt_chips("_smallest_chip")?,
        draw,
        name,
    })
}

/// A draw file's table options: `_deck` (52 when absent), `_quinte_blanche`, `_openers` (a
/// rank such as `J`) and `_whole_hand`.
fn draw_fields(f: &Fields<'_, '_>) -> Result<betting::DrawRules, PhhError> {
    let deck = match f.get("_deck") {
        None => riffle_core::cards::DeckKind::Full52,
        Some(v) => {
            let size = f.chips("_deck", v)?;
            riffle_core::cards::DeckKind::from_size(u32::try_from(size).unwrap_or(u32::MAX))
                .map_err(|e| f.error("_deck", v, FieldProblem::Deck(e)))?
        }
    };
    let flag = |field: &'static str| -> Result<bool, PhhError> {
        match f.get(field) {
            None => Ok(false),
            Some(v) => match v.get_ref() {
                DeValue::Boolean(b) => Ok(*b),
                _ => Err(f.expected(field, v, Wanted::Boolean)),
            },
        }
    };
    let openers = match f.get("_openers") {
        None => None,
        Some(v) => {
            let text = f.string("_openers", v)?;
            let rank = riffle_core::cards::Rank::ALL
                .into_iter()
                .find(|r| r.symbol() == text.trim())
                .ok_or_else(|| {
                    f.error("_openers", v, FieldProblem::NotARank { text: text.clone() })
                })?;
            Some(rank)
        }
    };
    Ok(betting::DrawRules {
        deck,
        quinte_blanche: flag("_quinte_blanche")?,
        openers,
        whole_hand: flag("_whole_hand")?,
    })
}

/// Reads one action string (`p3 cbr 300`, `d db AhKh2c`); `players` is the number of players,
/// `draw` whether the game has a draw (`p3 sd 7c`).
pub fn parse_action(line: &str, players: usize, draw: bool) -> Result<PhhAction, ActionProblem> {
    let play = line.split('#').next().unwrap_or("");
    let words: Vec<&str> = play.split_whitespace().collect();
    let player = |word: &str| -> Result<usize, ActionProblem> {
        let k: usize = word
            .strip_prefix('p')
            .and_then(|d| d.parse().ok())
            .ok_or_else(|| ActionProblem::NotAPlayer {
                word: word.to_string(),
                players,
            })?;
        if (1..=players).contains(&k) {
            Ok(k - 1)
        } else {
            Err(ActionProblem::NoSuchPlayer {
                word: word.to_string(),
                players,
            })
        }
    };
    let cards = |text: &str| -> Result<Option<Vec<Card>>, ActionProblem> {
        if text.contains('?') {
            return Ok(None);
        }
        parse_cards(text, Notation::English)
            .map(Some)
            .map_err(ActionProblem::Cards)
    };
    let written = |text: &str| text.chars().filter(|c| !c.is_whitespace()).count() / 2;
    match words.as_slice() {
        [] => Ok(PhhAction::Nothing),
        ["d", "dh", who, hole] => Ok(PhhAction::DealHole {
            player: player(who)?,
            cards: cards(hole)?,
            count: written(hole),
        }),
        [who, "sd"] if draw => Ok(PhhAction::Discard {
            player: player(who)?,
            cards: Some(Vec::new()),
            count: 0,
        }),
        [who, "sd", discarded] if draw => Ok(PhhAction::Discard {
            player: player(who)?,
            cards: cards(discarded)?,
            count: written(discarded),
        }),
        ["d", "db", board] => {
            let count = board.chars().filter(|c| !c.is_whitespace()).count() / 2;
            Ok(PhhAction::DealBoard {
                cards: cards(board)?.unwrap_or_default(),
                count,
            })
        }
        [who, "f"] => Ok(PhhAction::Fold {
            player: player(who)?,
        }),
        [who, "cc"] => Ok(PhhAction::CheckOrCall {
            player: player(who)?,
        }),
        [who, "cbr", amount] => {
            let to = amount.parse::<Chips>().map_err(|_| {
                let amount = amount.to_string();
                if amount.contains('.') {
                    ActionProblem::FractionOfChip { amount }
                } else {
                    ActionProblem::NotChips { amount }
                }
            })?;
            Ok(PhhAction::BetOrRaiseTo {
                player: player(who)?,
                to,
            })
        }
        [who, "sm"] => Ok(PhhAction::ShowOrMuck {
            player: player(who)?,
            show: Show::Muck,
        }),
        [who, "sm", "-"] => Ok(PhhAction::ShowOrMuck {
            player: player(who)?,
            show: Show::Dealt,
        }),
        [who, "sm", shown] => Ok(PhhAction::ShowOrMuck {
            player: player(who)?,
            show: Show::Cards(cards(shown)?),
        }),
        [_, "pb"] | [_, "sd", ..] => Err(ActionProblem::NoDraw),
        _ => Err(ActionProblem::NotAnAction),
    }
}

/// An action as PHH writes it; `hole` is the number of hole cards of the game, for the `??`
/// written for each card nobody saw.
pub fn format_action(action: &PhhAction, hole: usize) -> String {
    let unknown = |n: usize| "??".repeat(n);
    match action {
        PhhAction::DealHole {
            player,
            cards,
            count,
        } => format!(
            "d dh p{} {}",
            player + 1,
            cards.as_deref().map_or(unknown(*count), format_cards)
        ),
        PhhAction::Discard {
            player, count: 0, ..
        } => format!("p{} sd", player + 1),
        PhhAction::Discard {
            player,
            cards,
            count,
        } => format!(
            "p{} sd {}",
            player + 1,
            cards.as_deref().map_or(unknown(*count), format_cards)
        ),
        PhhAction::DealBoard { cards, count } => {
            if cards.is_empty() {
                format!("d db {}", unknown(*count))
            } else {
                format!("d db {}", format_cards(cards))
            }
        }
        PhhAction::Fold { player } => format!("p{} f", player + 1),
        PhhAction::CheckOrCall { player } => format!("p{} cc", player + 1),
        PhhAction::BetOrRaiseTo { player, to } => format!("p{} cbr {to}", player + 1),
        PhhAction::ShowOrMuck { player, show } => match show {
            Show::Muck => format!("p{} sm", player + 1),
            Show::Dealt => format!("p{} sm -", player + 1),
            Show::Cards(cards) => format!(
                "p{} sm {}",
                player + 1,
                cards.as_deref().map_or(unknown(hole), format_cards)
            ),
        },
        PhhAction::Nothing => String::new(),
    }
}

fn toml_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04X}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn list<T: ToString>(items: &[T]) -> String {
    let parts: Vec<String> = items.iter().map(ToString::to_string).collect();
    format!("[{}]", parts.join(", "))
}

/// A hand as a `.phh` document.
pub fn print_phh(history: &HandHistory) -> String {
    let mut out = String::new();
    let mut line = |key: &str, value: String| {
        let _ = writeln!(out, "{key} = {value}");
    };
    line("variant", toml_string(history.variant.code()));
    line(
        "ante_trimming_status",
        history.ante_trimming_status.to_string(),
    );
    line("antes", list(&history.antes));
    line("blinds_or_straddles", list(&history.blinds_or_straddles));
    if let Some(min_bet) = history.min_bet {
        line("min_bet", min_bet.to_string());
    }
    if let (Some(small), Some(big)) = (history.small_bet, history.big_bet) {
        line("small_bet", small.to_string());
        line("big_bet", big.to_string());
    }
    line("starting_stacks", list(&history.starting_stacks));
    let mut actions = String::from("[\n");
    for action in &history.actions {
        let _ = writeln!(
            actions,
            "  {},",
            toml_string(&format_action(action, history.variant.hole_cards()))
        );
    }
    actions.push(']');
    line("actions", actions);
    if let Some(seats) = &history.seats {
        line("seats", list(seats));
    }
    if let Some(count) = history.seat_count {
        line("seat_count", count.to_string());
    }
    if let Some(players) = &history.players {
        let names: Vec<String> = players.iter().map(|p| toml_string(p)).collect();
        line("players", format!("[{}]", names.join(", ")));
    }
    if let Some(stacks) = &history.finishing_stacks {
        line("finishing_stacks", list(stacks));
    }
    for (key, value) in [
        ("event", &history.event),
        ("hand", &history.hand),
        ("table", &history.table),
    ] {
        if let Some(value) = value {
            line(key, toml_string(value));
        }
    }
    if let Some(chip) = history.smallest_chip {
        line("_smallest_chip", chip.to_string());
    }
    if let Some(draw) = history.draw {
        line("_deck", draw.deck.size().to_string());
        line("_quinte_blanche", draw.quinte_blanche.to_string());
        if let Some(least) = draw.openers {
            line("_openers", toml_string(least.symbol()));
        }
        if draw.whole_hand {
            line("_whole_hand", "true".to_string());
        }
    }
    out
}

/// Hands as a `.phhs` document, tables `[1]`, `[2]`, ...
pub fn print_phhs(histories: &[HandHistory]) -> String {
    let mut out = String::new();
    for (k, history) in histories.iter().enumerate() {
        if k > 0 {
            out.push('\n');
        }
        let _ = writeln!(out, "[{}]", k + 1);
        out.push_str(&print_phh(history));
    }
    out
}

riffle_text::sentence_file!(fn words = "phh.ron");

#[cfg(test)]
mod tests {
    use super::*;

    const HAND: &str = r#"
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [1000, 1000, 1000]
actions = [
  "d dh p1 AcKd", "d dh p2 ????", "d dh p3 7h7s",
  "p3 cbr 300  # open",
  "p1 f",
  "p2 cc",
  "d db 2c3c4c",
]
"#;

    #[test]
    fn parses_and_prints_back() {
        let hand = parse_phh(HAND).unwrap();
        assert_eq!(hand.variant, Variant::NoLimit);
        assert_eq!(hand.actions.len(), 7);
        assert_eq!(
            hand.actions[3],
            PhhAction::BetOrRaiseTo { player: 2, to: 300 }
        );
        assert_eq!(
            hand.actions[1],
            PhhAction::DealHole {
                player: 1,
                cards: None,
                count: 2
            }
        );
        assert_eq!(hand.action_lines[3], 9);
        let again = parse_phh(&print_phh(&hand)).unwrap();
        assert_eq!(again.actions, hand.actions);
        assert_eq!(again.starting_stacks, hand.starting_stacks);
        let many = parse_phhs(&print_phhs(&[hand.clone(), hand])).unwrap();
        assert_eq!(many.len(), 2);
        assert_eq!(many[1].name.as_deref(), Some("2"));
    }

    #[test]
    fn errors_name_the_field_and_line() {
        let text = HAND.replace("[1000, 1000, 1000]", "[1000, 1000.5, 1000]");
        let err = parse_phh(&text).unwrap_err().to_string();
        assert!(err.contains("line 6"), "{err}");
        assert!(err.contains("starting_stacks"), "{err}");
        assert!(err.contains("fractions of a chip"), "{err}");
        let text = HAND.replace("\"p1 f\"", "\"p9 f\"");
        let err = parse_phh(&text).unwrap_err().to_string();
        assert!(err.contains("line 10") && err.contains("no p9"), "{err}");
        let text = HAND.replace("min_bet = 100\n", "");
        let err = parse_phh(&text).unwrap_err().to_string();
        assert!(err.contains("min_bet") && err.contains("missing"), "{err}");
        let text = HAND.replace("\"NT\"", "\"PT\"");
        let err = parse_phh(&text).unwrap_err().to_string();
        assert!(
            err.contains("'PT'") && err.contains("no pot-limit hold'em"),
            "{err}"
        );
        let err = parse_phh("variant = [").unwrap_err().to_string();
        assert!(err.contains("line 1") && err.contains("TOML"), "{err}");
    }

    fn every_phh_refusal() -> Vec<PhhError> {
        vec![
            PhhError::Toml {
                line: 4,
                message: "expected `=`".to_string(),
            },
            PhhError::Field {
                field: "actions".to_string(),
                line: 9,
                problem: Box::new(FieldProblem::Expected {
                    wanted: Wanted::Array,
                    found: "string",
                }),
            },
            PhhError::Missing {
                hand: Some("3".to_string()),
                field: "variant",
                why: Needed::Variant,
            },
            PhhError::NoHands,
        ]
    }

    fn every_field_problem() -> Vec<FieldProblem> {
        let action = |problem| FieldProblem::Action {
            index: 2,
            line: "p7 cbr 300".to_string(),
            problem,
        };
        let mut problems = vec![
            FieldProblem::NotAHand,
            FieldProblem::ChipsOutOfRange,
            FieldProblem::NegativeChips { n: -5 },
            FieldProblem::NotAChipCount {
                text: "inf".to_string(),
            },
            FieldProblem::FractionOfChip {
                text: "1.5".to_string(),
            },
            FieldProblem::UnknownGame {
                code: "NS".to_string(),
            },
            FieldProblem::FixedLimitBets,
            FieldProblem::BigBetGameBets,
            FieldProblem::Length { len: 3, players: 4 },
            FieldProblem::SeatRange { seat: 11 },
            FieldProblem::SeatCount,
            FieldProblem::Deck(CardError::DeckSize { size: 30 }),
            FieldProblem::NotARank {
                text: "Z".to_string(),
            },
            action(ActionProblem::NotAPlayer {
                word: "x7".to_string(),
                players: 6,
            }),
            action(ActionProblem::NoSuchPlayer {
                word: "p7".to_string(),
                players: 6,
            }),
            action(ActionProblem::Cards(CardError::Empty)),
            action(ActionProblem::FractionOfChip {
                amount: "2.5".to_string(),
            }),
            action(ActionProblem::NotChips {
                amount: "lots".to_string(),
            }),
            action(ActionProblem::NoDraw),
            action(ActionProblem::NotAnAction),
        ];
        for wanted in [Wanted::Chips, Wanted::Array, Wanted::Text, Wanted::Boolean] {
            problems.push(FieldProblem::Expected {
                wanted,
                found: "table",
            });
        }
        problems
    }

    /// Fails to compile when a problem is added without joining the list above.
    fn _every_problem(problem: &FieldProblem, action: &ActionProblem) {
        match problem {
            FieldProblem::NotAHand
            | FieldProblem::ChipsOutOfRange
            | FieldProblem::NegativeChips { .. }
            | FieldProblem::NotAChipCount { .. }
            | FieldProblem::FractionOfChip { .. }
            | FieldProblem::Expected { .. }
            | FieldProblem::UnknownGame { .. }
            | FieldProblem::FixedLimitBets
            | FieldProblem::BigBetGameBets
            | FieldProblem::Length { .. }
            | FieldProblem::SeatRange { .. }
            | FieldProblem::SeatCount
            | FieldProblem::Deck(_)
            | FieldProblem::NotARank { .. }
            | FieldProblem::Action { .. } => {}
        }
        match action {
            ActionProblem::NotAPlayer { .. }
            | ActionProblem::NoSuchPlayer { .. }
            | ActionProblem::Cards(_)
            | ActionProblem::FractionOfChip { .. }
            | ActionProblem::NotChips { .. }
            | ActionProblem::NoDraw
            | ActionProblem::NotAnAction => {}
        }
    }

    #[test]
    fn every_field_problem_is_worded_in_french() {
        for problem in every_field_problem() {
            let (en, fr) = (problem.say(Lang::En), problem.say(Lang::Fr));
            assert!(!fr.is_empty(), "{en}");
            assert_ne!(fr, en);
        }
        for why in [
            Needed::Variant,
            Needed::ByVariant {
                code: "NT".to_string(),
            },
        ] {
            assert_ne!(why.say(Lang::Fr), why.say(Lang::En));
        }
    }

    /// Fails to compile when a refusal is added without joining the list above.
    fn _exhaustive(error: &PhhError) {
        match error {
            PhhError::Toml { .. }
            | PhhError::Field { .. }
            | PhhError::Missing { .. }
            | PhhError::NoHands => {}
        }
    }

    #[test]
    fn every_phh_refusal_is_worded_in_french() {
        for error in every_phh_refusal() {
            riffle_text::assert_worded_in_both(&error);
        }
    }
}
