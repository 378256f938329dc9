//! The floor: tables and seats, the seat draw, balancing, breaking tables, the final-table draw,
//! and the button and blinds at every table.
//!
//! Everything here is pure. Randomness (seat draws, button draws) comes from the caller's RNG,
//! whose seed the caller records, so every draw can be replayed from the journal. The floor never
//! moves a player on its own: it computes an [`Instruction`] from its state, with the reason as
//! typed facts ([`Reason`], worded only when shown), and the TD accepts it (or overrides a
//! seat, giving a reason that is kept) before [`Floor::apply`] carries it out. A refused request
//! changes nothing.

mod button;
mod check;
mod draw;
mod hand;
mod plan;
mod reason;
mod settings;
mod simulate;
mod state;
mod table;

pub use button::{ButtonKnown, ButtonSource, ButtonStatus, Moment, REPORT_GAP, Reporter};
pub use check::{Checker, Violation};
pub use hand::{ButtonDraw, HandPositions, Positions, SitOut, SitOutReason, next_hand_at};
pub use plan::{Basis, Instruction, InstructionKind, Move, Override, PositionMove};
pub use reason::{Names, NextHand, Reason, Worded, WorstSeat};
pub use settings::{BreakOrder, FloorSettings, SourceTable, TightenedGap};
pub use simulate::{Eliminations, SimConfig, SimFailure, SimReport, simulate};
pub use state::{Floor, balance_due, short_table_halts};
pub use table::{Seat, Table};

use riffle_text::fill;
use riffle_text::{Lang, Say};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One entry in the event. A re-entry is a new entry, so it gets a new id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u32);

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.0)
    }
}

/// A table's number as the room labels it; numbers need not be consecutive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TableNo(pub u32);

impl fmt::Display for TableNo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "table {}", self.0)
    }
}

/// A seat in the room: seats are numbered from 1, clockwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct SeatRef {
    pub table: TableNo,
    pub seat: u8,
}

impl SeatRef {
    pub const fn new(table: u32, seat: u8) -> SeatRef {
        SeatRef {
            table: TableNo(table),
            seat,
        }
    }
}

impl fmt::Display for SeatRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} seat {}", self.table, self.seat)
    }
}

/// Fewest and most seats a table may have.
pub const SEATS_RANGE: std::ops::RangeInclusive<u8> = 2..=10;

/// Why the floor refused a request. Every message says what is wrong and what is allowed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FloorError {
    SeatCount {
        seats: u8,
    },
    GapTooSmall {
        gap: u8,
    },
    TableExists {
        table: TableNo,
    },
    NoSuchTable {
        table: TableNo,
    },
    NoSuchSeat {
        table: TableNo,
        seat: u8,
        seats: u8,
    },
    SeatClosed {
        seat: SeatRef,
    },
    SeatTaken {
        seat: SeatRef,
        player: PlayerId,
    },
    CloseTakenSeat {
        seat: SeatRef,
        player: PlayerId,
    },
    SeatAlreadyClosed {
        seat: SeatRef,
    },
    SeatAlreadyOpen {
        seat: SeatRef,
    },
    NotEnoughSeats {
        players: usize,
        open: usize,
    },
    NotSeated {
        player: PlayerId,
    },
    AlreadySeated {
        player: PlayerId,
        seat: SeatRef,
    },
    DuplicatePlayer {
        player: PlayerId,
    },
    NotAt {
        player: PlayerId,
        expected: SeatRef,
        actual: SeatRef,
    },
    SeatTwice {
        seat: SeatRef,
    },
    TooFewPlayers {
        table: TableNo,
        players: u8,
    },
    NoButton {
        table: TableNo,
    },
    ButtonAlreadyMoving {
        table: TableNo,
    },
    NoHandYet {
        table: TableNo,
    },
    ButtonOnEmptySeat {
        seat: SeatRef,
    },
    FieldAlreadyDrawn {
        players: usize,
    },
    NoPlayers,
    PlayerLeftBehind {
        table: TableNo,
        player: PlayerId,
        seat: u8,
    },
    WrongDestination {
        player: PlayerId,
        to: SeatRef,
    },
    NotInInstruction {
        player: PlayerId,
    },
    ReasonRequired,
    BalanceMovesOne {
        moves: usize,
    },
    MoveWithoutSeat {
        kind: Redraw,
        player: PlayerId,
    },
    BreakOrderTwice {
        table: TableNo,
    },
    /// The balancing move names a position: the floor cannot know who sits there, so the TD
    /// records who moved (or gives the button) instead of accepting it.
    WhoMovesUnknown {
        from: TableNo,
    },
    /// A move recorded for a balancing instruction names a player from another table.
    MoverNotAtSource {
        player: PlayerId,
        table: TableNo,
    },
    /// Only a balancing move is completed by naming who moved.
    NoMoveToComplete,
    FinalTableSeats {
        seats: u8,
    },
    /// Breaking the only table left: the event plays on there.
    LastTable {
        table: TableNo,
    },
    /// `problem` is the integrity check's own finding, for whoever repairs the file.
    Corrupt {
        problem: String,
    },
}

/// An instruction that redraws players already seated, so it cannot carry a newcomer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Redraw {
    TableBreak,
    FinalTable,
}

/// "1 joueur", "3 joueurs": French keeps 0 and 1 singular.
fn players_fr(n: usize) -> String {
    if n <= 1 {
        format!("{n} joueur")
    } else {
        format!("{n} joueurs")
    }
}

/// "1 siège ouvert", "3 sièges ouverts".
fn open_seats_fr(n: usize) -> String {
    if n <= 1 {
        format!("{n} siège ouvert")
    } else {
        format!("{n} sièges ouverts")
    }
}

/// "le siège 3 de la table 2": the French order names the seat first.
fn seat_fr(seat: SeatRef) -> String {
    format!("le siège {} de la table {}", seat.seat, seat.table.0)
}

/// "au siège 3 de la table 2".
fn at_seat_fr(seat: SeatRef) -> String {
    format!("au siège {} de la table {}", seat.seat, seat.table.0)
}

impl Say for FloorError {
    fn say(&self, lang: Lang) -> String {
        match self {
            FloorError::SeatCount { seats } => fill!(words(lang), "SeatCount", seats),
            FloorError::GapTooSmall { gap } => match lang {
                Lang::En => {
                    format!("a balancing gap of {gap} is not allowed: the gap is at least 1 player")
                }
                Lang::Fr => format!(
                    "un écart d'équilibrage de {gap} n'est pas permis\u{a0}: l'écart est d'au moins 1 joueur"
                ),
            },
            FloorError::TableExists { table } => match lang {
                Lang::En => format!("{table} is already in play; choose another table number"),
                Lang::Fr => format!(
                    "la table {} est déjà en jeu\u{a0}; choisissez un autre numéro de table",
                    table.0
                ),
            },
            FloorError::NoSuchTable { table } => match lang {
                Lang::En => format!("{table} is not in play"),
                Lang::Fr => format!("la table {} n'est pas en jeu", table.0),
            },
            FloorError::NoSuchSeat { table, seat, seats } => match lang {
                Lang::En => format!("{table} has seats 1 to {seats}; there is no seat {seat}"),
                Lang::Fr => format!(
                    "la table {} a les sièges 1 à {seats}\u{a0}; il n'y a pas de siège {seat}",
                    table.0
                ),
            },
            FloorError::SeatClosed { seat } => match lang {
                Lang::En => format!("{seat} is closed; open it first or choose an open seat"),
                Lang::Fr => format!(
                    "{} est fermé\u{a0}; ouvrez-le d'abord ou choisissez un siège ouvert",
                    seat_fr(*seat)
                ),
            },
            FloorError::SeatTaken { seat, player } => match lang {
                Lang::En => format!("{seat} is taken by {player}; choose an open seat"),
                Lang::Fr => format!(
                    "{} est occupé par le joueur {}\u{a0}; choisissez un siège libre",
                    seat_fr(*seat),
                    player.0
                ),
            },
            FloorError::CloseTakenSeat { seat, player } => match lang {
                Lang::En => {
                    format!("{seat} is taken by {player}; move the player before closing the seat")
                }
                Lang::Fr => format!(
                    "{} est occupé par le joueur {}\u{a0}; déplacez le joueur avant de fermer le siège",
                    seat_fr(*seat),
                    player.0
                ),
            },
            FloorError::SeatAlreadyClosed { seat } => match lang {
                Lang::En => format!("{seat} is already closed"),
                Lang::Fr => format!("{} est déjà fermé", seat_fr(*seat)),
            },
            FloorError::SeatAlreadyOpen { seat } => match lang {
                Lang::En => format!("{seat} is already open"),
                Lang::Fr => format!("{} est déjà ouvert", seat_fr(*seat)),
            },
            FloorError::NotEnoughSeats { players, open } => match lang {
                Lang::En => format!("cannot seat {players} players: only {open} seats are open"),
                Lang::Fr => format!(
                    "impossible de placer {}\u{a0}: il n'y a que {}",
                    players_fr(*players),
                    open_seats_fr(*open)
                ),
            },
            FloorError::NotSeated { player } => match lang {
                Lang::En => format!("{player} is not seated at any table"),
                Lang::Fr => format!("le joueur {} n'est assis à aucune table", player.0),
            },
            FloorError::AlreadySeated { player, seat } => match lang {
                Lang::En => format!("{player} is already seated at {seat}"),
                Lang::Fr => format!(
                    "le joueur {} est déjà assis {}",
                    player.0,
                    at_seat_fr(*seat)
                ),
            },
            FloorError::DuplicatePlayer { player } => match lang {
                Lang::En => format!(
                    "{player} appears twice in the same request; each player is seated once"
                ),
                Lang::Fr => format!(
                    "le joueur {} figure deux fois dans la même demande\u{a0}; chaque joueur n'est \
                     placé qu'une fois",
                    player.0
                ),
            },
            FloorError::NotAt {
                player,
                expected,
                actual,
            } => match lang {
                Lang::En => {
                    format!("{player} is at {actual}, not at {expected}; plan the move again")
                }
                Lang::Fr => format!(
                    "le joueur {} est {}, pas {}\u{a0}; refaites le plan du déplacement",
                    player.0,
                    at_seat_fr(*actual),
                    at_seat_fr(*expected)
                ),
            },
            FloorError::SeatTwice { seat } => match lang {
                Lang::En => format!(
                    "{seat} receives two players in the same instruction; each seat takes one"
                ),
                Lang::Fr => format!(
                    "{} reçoit deux joueurs dans la même consigne\u{a0}; un siège n'en prend qu'un",
                    seat_fr(*seat)
                ),
            },
            FloorError::TooFewPlayers { table, players } => match lang {
                Lang::En => format!("{table} has {players} seated; a hand needs at least 2"),
                Lang::Fr => format!(
                    "la table {} compte {} assis\u{a0}; une main en demande au moins 2",
                    table.0,
                    players_fr(usize::from(*players))
                ),
            },
            FloorError::NoButton { table } => match lang {
                Lang::En => format!(
                    "{table} has no button yet: draw it or set it before the table's first hand"
                ),
                Lang::Fr => format!(
                    "la table {} n'a pas encore de bouton\u{a0}: tirez-le ou placez-le avant la \
                     première main de la table",
                    table.0
                ),
            },
            FloorError::ButtonAlreadyMoving { table } => match lang {
                Lang::En => format!(
                    "{table} has dealt hands: its button moves by the dead-button rule and is set only \
                     before the first hand"
                ),
                Lang::Fr => format!(
                    "la table {} a déjà distribué des mains\u{a0}: son bouton avance selon la règle \
                     du bouton mort et ne se place qu'avant la première main",
                    table.0
                ),
            },
            FloorError::NoHandYet { table } => match lang {
                Lang::En => format!("{table} has dealt no hand yet: there is no hand to correct"),
                Lang::Fr => format!(
                    "la table {} n'a encore distribué aucune main\u{a0}: il n'y a pas de main à corriger",
                    table.0
                ),
            },
            FloorError::ButtonOnEmptySeat { seat } => match lang {
                Lang::En => format!("the button goes to an occupied seat; {seat} is empty"),
                Lang::Fr => format!(
                    "le bouton va à un siège occupé\u{a0}; {} est vide",
                    seat_fr(*seat)
                ),
            },
            FloorError::FieldAlreadyDrawn { players } => match lang {
                Lang::En => format!(
                    "the field has already been drawn ({players} seated): draw newcomers as late \
                     registrations"
                ),
                Lang::Fr => format!(
                    "le tirage des places est déjà fait ({} assis)\u{a0}: placez les nouveaux \
                     venus comme des inscriptions tardives",
                    players_fr(*players)
                ),
            },
            FloorError::NoPlayers => fill!(words(lang), "NoPlayers"),
            FloorError::PlayerLeftBehind {
                table,
                player,
                seat,
            } => match lang {
                Lang::En => format!(
                    "{table} still has {player} at seat {seat}, who has no move in the instruction"
                ),
                Lang::Fr => format!(
                    "le joueur {} est encore au siège {seat} de la table {}, sans déplacement dans \
                     la consigne",
                    player.0, table.0
                ),
            },
            FloorError::WrongDestination { player, to } => match lang {
                Lang::En => format!(
                    "a move in this instruction sends {player} to {to}, which the instruction forbids"
                ),
                Lang::Fr => format!(
                    "un déplacement de cette consigne envoie le joueur {} {}, ce que la consigne \
                     interdit",
                    player.0,
                    at_seat_fr(*to)
                ),
            },
            FloorError::NotInInstruction { player } => match lang {
                Lang::En => format!("{player} has no move in this instruction"),
                Lang::Fr => format!(
                    "le joueur {} n'a aucun déplacement dans cette consigne",
                    player.0
                ),
            },
            FloorError::ReasonRequired => match lang {
                Lang::En => {
                    "the TD's choice of seat needs a reason; it is kept with the move".to_string()
                }
                Lang::Fr => {
                    "le choix de siège du TD demande une raison\u{a0}; elle est gardée avec \
                             le déplacement"
                        .to_string()
                }
            },
            FloorError::BalanceMovesOne { moves } => match lang {
                Lang::En => {
                    format!("a balancing instruction moves exactly one seated player, not {moves}")
                }
                Lang::Fr => format!(
                    "une consigne d'équilibrage déplace exactement un joueur assis, pas {moves}"
                ),
            },
            FloorError::MoveWithoutSeat { kind, player } => match lang {
                Lang::En => {
                    let kind = match kind {
                        Redraw::TableBreak => "break",
                        Redraw::FinalTable => "final-table",
                    };
                    format!(
                        "a {kind} instruction moves seated players only; {player} is not seated"
                    )
                }
                Lang::Fr => {
                    let kind = match kind {
                        Redraw::TableBreak => "de fermeture de table",
                        Redraw::FinalTable => "de table finale",
                    };
                    format!(
                        "une consigne {kind} ne déplace que des joueurs assis\u{a0}; le joueur {} \
                         n'est pas assis",
                        player.0
                    )
                }
            },
            FloorError::BreakOrderTwice { table } => match lang {
                Lang::En => {
                    format!("{table} appears twice in the break order; list each table once")
                }
                Lang::Fr => format!(
                    "la table {} figure deux fois dans l'ordre de fermeture\u{a0}; citez chaque \
                     table une seule fois",
                    table.0
                ),
            },
            FloorError::WhoMovesUnknown { from } => match lang {
                Lang::En => format!(
                    "the floor cannot know who is due the big blind next at {from}: record who \
                     moved and to which seat, or give the button of {from}"
                ),
                Lang::Fr => format!(
                    "la salle ne peut pas savoir qui a la grosse blinde ensuite à la table {}\u{a0}: \
                     indiquez qui s'est déplacé et à quel siège, ou donnez le bouton de la table {}",
                    from.0, from.0
                ),
            },
            FloorError::MoverNotAtSource { player, table } => match lang {
                Lang::En => format!(
                    "{player} is not seated at {table}: the balancing move takes a player from \
                     {table}"
                ),
                Lang::Fr => format!(
                    "le joueur {} n'est pas assis à la table {}\u{a0}: l'équilibrage déplace un \
                     joueur de la table {}",
                    player.0, table.0, table.0
                ),
            },
            FloorError::NoMoveToComplete => match lang {
                Lang::En => {
                    "no balancing move is waiting: there is no move to complete".to_string()
                }
                Lang::Fr => "aucun équilibrage n'est en attente\u{a0}: il n'y a pas de \
                             déplacement à compléter"
                    .to_string(),
            },
            FloorError::FinalTableSeats { seats } => fill!(words(lang), "FinalTableSeats", seats),
            FloorError::LastTable { table } => match lang {
                Lang::En => format!(
                    "{table} is the last table in play and cannot break; the event plays on there"
                ),
                Lang::Fr => format!(
                    "la table {} est la dernière en jeu et ne peut pas fermer\u{a0}; le tournoi \
                     continue à cette table",
                    table.0
                ),
            },
            FloorError::Corrupt { problem } => fill!(words(lang), "Corrupt", problem),
        }
    }
}

riffle_text::worded!(FloorError);

#[cfg(test)]
mod wording {
    use super::*;

    /// One refusal of every kind, checked by `listed` so that a new kind must be added here.
    fn every_variant() -> Vec<FloorError> {
        let (table, seat, other, player) = (
            TableNo(3),
            SeatRef::new(3, 4),
            SeatRef::new(5, 1),
            PlayerId(7),
        );
        vec![
            FloorError::SeatCount { seats: 11 },
            FloorError::GapTooSmall { gap: 0 },
            FloorError::TableExists { table },
            FloorError::NoSuchTable { table },
            FloorError::NoSuchSeat {
                table,
                seat: 10,
                seats: 9,
            },
            FloorError::SeatClosed { seat },
            FloorError::SeatTaken { seat, player },
            FloorError::CloseTakenSeat { seat, player },
            FloorError::SeatAlreadyClosed { seat },
            FloorError::SeatAlreadyOpen { seat },
            FloorError::NotEnoughSeats {
                players: 12,
                open: 1,
            },
            FloorError::NotSeated { player },
            FloorError::AlreadySeated { player, seat },
            FloorError::DuplicatePlayer { player },
            FloorError::NotAt {
                player,
                expected: seat,
                actual: other,
            },
            FloorError::SeatTwice { seat },
            FloorError::TooFewPlayers { table, players: 1 },
            FloorError::NoButton { table },
            FloorError::ButtonAlreadyMoving { table },
            FloorError::NoHandYet { table },
            FloorError::ButtonOnEmptySeat { seat },
            FloorError::FieldAlreadyDrawn { players: 40 },
            FloorError::NoPlayers,
            FloorError::PlayerLeftBehind {
                table,
                player,
                seat: 2,
            },
            FloorError::WrongDestination { player, to: seat },
            FloorError::NotInInstruction { player },
            FloorError::ReasonRequired,
            FloorError::BalanceMovesOne { moves: 2 },
            FloorError::MoveWithoutSeat {
                kind: Redraw::TableBreak,
                player,
            },
            FloorError::MoveWithoutSeat {
                kind: Redraw::FinalTable,
                player,
            },
            FloorError::BreakOrderTwice { table },
            FloorError::WhoMovesUnknown { from: table },
            FloorError::MoverNotAtSource { player, table },
            FloorError::NoMoveToComplete,
            FloorError::FinalTableSeats { seats: 1 },
            FloorError::LastTable { table },
            FloorError::Corrupt {
                problem: "a seat is listed twice".into(),
            },
        ]
    }

    fn listed(error: &FloorError) {
        riffle_text::every_kind!(error, FloorError:
            SeatCount, GapTooSmall, TableExists, NoSuchTable, NoSuchSeat, SeatClosed, SeatTaken,
            CloseTakenSeat, SeatAlreadyClosed, SeatAlreadyOpen, NotEnoughSeats, NotSeated,
            AlreadySeated, DuplicatePlayer, NotAt, SeatTwice, TooFewPlayers, NoButton,
            ButtonAlreadyMoving, NoHandYet, ButtonOnEmptySeat, FieldAlreadyDrawn, NoPlayers,
            PlayerLeftBehind, WrongDestination, NotInInstruction, ReasonRequired,
            BalanceMovesOne, MoveWithoutSeat, BreakOrderTwice, WhoMovesUnknown, MoverNotAtSource,
            NoMoveToComplete, FinalTableSeats, LastTable, Corrupt);
    }

    #[test]
    fn every_floor_refusal_is_worded_in_french() {
        for error in every_variant() {
            listed(&error);
            riffle_text::assert_worded_in_both(&error);
        }
    }

    #[test]
    fn a_french_refusal_names_the_seat_before_its_table() {
        let error = FloorError::SeatClosed {
            seat: SeatRef::new(2, 5),
        };
        assert_eq!(
            error.to_string(),
            "table 2 seat 5 is closed; open it first or choose an open seat"
        );
        assert_eq!(
            error.say(Lang::Fr),
            "le siège 5 de la table 2 est fermé\u{a0}; ouvrez-le d'abord ou choisissez un siège ouvert"
        );
    }
}

riffle_text::sentence_file!(fn words = "floor.ron");
