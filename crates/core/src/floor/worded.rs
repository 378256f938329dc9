//! The floor's reasons and instructions worded when shown, in the reader's language, from
//! `assets/words/{en,fr}/floor_reasons.ron`, with each player named by whoever shows it (the
//! tournament by the entry's name). Above the facts it words, so they never depend on words.

use super::PlayerId;
use super::hand::ButtonDraw;
use super::plan::{Basis, Instruction, Move, PositionMove};
use super::reason::{NextHand, Reason, SitOutReason, WorstSeat};
use super::settings::BreakOrder;
use riffle_text::fill;
use riffle_text::{Lang, Say};

riffle_text::sentence_file!(fn words = "floor_reasons.ron");

/// How the words of the floor name a player: the tournament gives the entry's name; `None`
/// leaves "Player 3".
pub type Names<'a> = &'a dyn Fn(PlayerId) -> Option<String>;

/// A floor sentence that names players, worded in `lang` with each player named by `names`.
pub trait Worded {
    fn worded(&self, lang: Lang, names: Names) -> String;
}

/// A player as the sentence calls them.
fn named(lang: Lang, names: Names, player: PlayerId) -> String {
    let w = words(lang);
    names(player).unwrap_or_else(|| fill!(w, "Player", number = player.0))
}

impl Worded for Reason {
    fn worded(&self, lang: Lang, names: Names) -> String {
        let w = words(lang);
        let name = |player: &PlayerId| named(lang, names, *player);
        match self {
            Reason::Written(text) => written_with_names(text, names),
            Reason::SeatDraw {
                players,
                tables,
                fewest,
                most,
                from_flights,
            } => {
                let title = if *from_flights {
                    w.text("SpreadDrawTitle")
                } else {
                    w.text("SeatDrawTitle")
                };
                let per = if fewest == most {
                    fill!(w, "PerTable", most)
                } else {
                    fill!(w, "PerTableRange", fewest, most)
                };
                let tables = fill!(w, "Tables" / *tables, tables);
                fill!(w, "SeatDrawn" / *players, title, players, tables, per)
            }
            Reason::Entries { players } => fill!(w, "Entries" / *players),
            Reason::Balance {
                from,
                most,
                to,
                fewest,
            } => fill!(w, "Balance", from = from.0, most, to = to.0, fewest),
            Reason::BreakInOrder {
                table,
                order,
                players,
                tables,
                seats,
            } => {
                let order = order_words(order, w);
                let head = fill!(
                    w,
                    "BreakInOrder",
                    table = table.0,
                    order,
                    players,
                    tables,
                    seats
                );
                format!("{head} {}", w.text("BreakDraw"))
            }
            Reason::BreakTogether {
                tables,
                order,
                players,
                left,
                seats,
            } => {
                let names: Vec<String> = tables.iter().map(|t| t.0.to_string()).collect();
                let head = fill!(
                    w,
                    "BreakTogether",
                    tables = names.join(", "),
                    order = order_words(order, w),
                    players,
                    left,
                    seats
                );
                format!("{head} {}", w.text("BreakDraw"))
            }
            Reason::BreakNow {
                table,
                players,
                open,
            } => {
                let head = fill!(w, "BreakNow", table = table.0, players, open);
                format!("{head} {}", w.text("BreakDraw"))
            }
            Reason::FinalTable {
                players,
                table,
                seats,
            } => fill!(w, "FinalTable", players, table = table.0, seats),
            Reason::Drawn { player, to } => fill!(
                w,
                "Drawn",
                player = name(player),
                table = to.table.0,
                seat = to.seat
            ),
            Reason::EntryDrawn { player, to, next } => fill!(
                w,
                "EntryDrawn",
                player = name(player),
                table = to.table.0,
                seat = to.seat,
                next = next.say(lang)
            ),
            Reason::Assigned { player, to } => fill!(
                w,
                "Assigned",
                player = name(player),
                table = to.table.0,
                seat = to.seat
            ),
            Reason::Recorded { player, from, to } => fill!(
                w,
                "Recorded",
                player = name(player),
                from_table = from.table.0,
                from_seat = from.seat,
                table = to.table.0,
                seat = to.seat
            ),
            Reason::FinalSeat { player, from, seat } => fill!(
                w,
                "FinalSeat",
                player = name(player),
                from_table = from.table.0,
                from_seat = from.seat,
                seat
            ),
            Reason::BreakSeat { from, to, next } => fill!(
                w,
                "BreakSeat",
                from_seat = from,
                table = to.table.0,
                seat = to.seat,
                next = next.say(lang)
            ),
            Reason::BalanceMove { from, to, worst } => {
                let why = match worst {
                    WorstSeat::BigBlindIn { hands: 1 } => w.text("NextBigBlind").to_string(),
                    WorstSeat::BigBlindIn { hands } => fill!(w, "BigBlindIn", hands),
                    WorstSeat::OnlyOpenSeat(next) => {
                        fill!(w, "OnlyOpenSeat", next = next.say(lang))
                    }
                };
                fill!(
                    w,
                    "BalanceMove",
                    from_seat = from.seat,
                    from_table = from.table.0,
                    table = to.table.0,
                    seat = to.seat,
                    why
                )
            }
            Reason::ButtonDrawn { seat, card } => {
                let card = card.written(crate::cards::Notation::of(lang));
                fill!(w, "ButtonDrawn", seat, card)
            }
        }
    }
}

impl Say for NextHand {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            NextHand::BigBlind => w.text("BigBlindNext"),
            NextHand::ButtonAndSmallBlind => w.text("ButtonAndSmallBlindNext"),
            NextHand::SmallBlind => w.text("SmallBlindNext"),
            NextHand::Button => w.text("ButtonNext"),
            NextHand::DealtIn => w.text("DealtInNext"),
            NextHand::SitsOut(SitOutReason::BetweenSmallBlindAndButton) => {
                w.text("SitsOutBetweenBlindAndButton")
            }
            NextHand::SitsOut(SitOutReason::VacatedSmallBlindSeat) => w.text("SitsOutVacatedSeat"),
            NextHand::WhenButtonDrawn => w.text("WhenButtonDrawn"),
            NextHand::WaitsForSecondPlayer => w.text("WaitsForSecondPlayer"),
            NextHand::Unknown => w.text("NextHandUnknown"),
        }
        .to_string()
    }
}

impl Worded for Move {
    /// The move's reason, and the TD's override if there was one (its reason as typed).
    fn worded(&self, lang: Lang, names: Names) -> String {
        let w = words(lang);
        // A break's move names the person and both tables: the floor walks the room by names,
        // not by seat numbers of a table that is gone.
        let reason = match (&self.reason, self.from) {
            (Reason::BreakSeat { to, next, .. }, Some(from)) => fill!(
                w,
                "BreakMove",
                player = named(lang, names, self.player),
                from_table = from.table.0,
                from_seat = from.seat,
                table = to.table.0,
                seat = to.seat,
                next = next.say(lang)
            ),
            _ => self.reason.worded(lang, names),
        };
        match &self.overridden {
            None => reason,
            Some(o) => fill!(
                w,
                "Overridden",
                reason,
                player = named(lang, names, self.player),
                table = self.to.table.0,
                seat = self.to.seat,
                planned_table = o.planned.table.0,
                planned_seat = o.planned.seat,
                why = o.reason
            ),
        }
    }
}

impl Worded for Instruction {
    /// The whole explanation: the instruction's reason, the position a move rests on, then
    /// each move's reason, one line each. A written reason already holds the position in its
    /// words.
    fn worded(&self, lang: Lang, names: Names) -> String {
        let position = match (&self.reason, &self.basis) {
            (Reason::Written(_), _) => None,
            (_, Some(Basis::Position(position))) => Some(position.worded(lang, names)),
            _ => None,
        };
        std::iter::once(self.reason.worded(lang, names))
            .chain(position)
            .chain(self.moves.iter().map(|m| m.worded(lang, names)))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

impl Worded for PositionMove {
    /// "Table 4: the player due the big blind next moves to table 9, the seat in the worst
    /// position (...)", naming what the floor knows and nothing more.
    fn worded(&self, lang: Lang, names: Names) -> String {
        let w = words(lang);
        let who = match self.player {
            Some((player, seat)) => fill!(
                w,
                "PositionPlayerKnown",
                player = named(lang, names, player),
                seat
            ),
            None => w.text("PositionPlayerUnknown").to_string(),
        };
        let seat = match (self.seat, self.example) {
            (Some(seat), _) => fill!(w, "PositionSeatKnown", seat),
            (None, Some((button, seat))) => fill!(w, "PositionSeatExample", seat, button),
            (None, None) => w.text("PositionSeatUnknown").to_string(),
        };
        let moves = fill!(
            w,
            "PositionMove",
            from = self.from.0,
            who,
            to = self.to.0,
            seat
        );
        let tables = match (self.player.is_none(), self.seat.is_none()) {
            (true, true) => fill!(w, "TwoTables", from = self.from.0, to = self.to.0),
            (true, false) => fill!(w, "OneTable", table = self.from.0),
            (false, true) => fill!(w, "OneTable", table = self.to.0),
            (false, false) => return moves,
        };
        format!("{moves} {}", fill!(w, "NoButtonReport", tables))
    }
}

impl Worded for ButtonDraw {
    fn worded(&self, lang: Lang, names: Names) -> String {
        self.reason.worded(lang, names)
    }
}

/// Each floor sentence with players named by number, for tests, logs and the simulator.
macro_rules! said_by_number {
    ($($kind:ty),+) => {
        $(
            impl Say for $kind {
                fn say(&self, lang: Lang) -> String {
                    self.worded(lang, &|_| None)
                }
            }
        )+
    };
}
said_by_number!(Reason, Move, Instruction, PositionMove, ButtonDraw);

/// A written reason with each "Player N" or "player N" replaced by the player's name, as the
/// floor's sentences named players before reasons were typed.
fn written_with_names(text: &str, names: Names) -> String {
    let mut out = String::with_capacity(text.len());
    let mut previous: Option<char> = None;
    let mut rest = text;
    while let Some(ch) = rest.chars().next() {
        let starts_word = !previous.is_some_and(char::is_alphanumeric);
        if starts_word && (rest.starts_with("Player ") || rest.starts_with("player ")) {
            let after = &rest["Player ".len()..];
            let digits = after.chars().take_while(char::is_ascii_digit).count();
            let name = after[..digits]
                .parse()
                .ok()
                .and_then(|id| names(PlayerId(id)));
            if let Some(name) = name {
                out.push_str(&name);
                rest = &after[digits..];
                previous = name.chars().last();
                continue;
            }
        }
        out.push(ch);
        previous = Some(ch);
        rest = &rest[ch.len_utf8()..];
    }
    out
}

/// The break order as the reason says it.
fn order_words<'a>(order: &BreakOrder, w: &'a riffle_text::Words) -> &'a str {
    match order {
        BreakOrder::HighestNumberFirst => w.text("HighestNumberFirst"),
        BreakOrder::LowestNumberFirst => w.text("LowestNumberFirst"),
        BreakOrder::LastOpenedFirst => w.text("LastOpenedFirst"),
        BreakOrder::Listed(_) => w.text("Listed"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Card;
    use crate::cards::{Rank, Suit};
    use crate::floor::reason::typed_or_written;
    use crate::floor::{SeatRef, TableNo};

    fn every_reason() -> Vec<Reason> {
        let (a, b) = (SeatRef::new(1, 4), SeatRef::new(3, 7));
        let p = PlayerId(5);
        let reasons = vec![
            Reason::Written("the TD's words".into()),
            Reason::SeatDraw {
                players: 27,
                tables: 3,
                fewest: 9,
                most: 9,
                from_flights: false,
            },
            Reason::Entries { players: 2 },
            Reason::Balance {
                from: TableNo(1),
                most: 9,
                to: TableNo(3),
                fewest: 7,
            },
            Reason::BreakInOrder {
                table: TableNo(5),
                order: BreakOrder::HighestNumberFirst,
                players: 20,
                tables: 2,
                seats: 18,
            },
            Reason::BreakTogether {
                tables: vec![TableNo(17), TableNo(16)],
                order: BreakOrder::HighestNumberFirst,
                players: 134,
                left: 15,
                seats: 135,
            },
            Reason::BreakNow {
                table: TableNo(5),
                players: 6,
                open: 10,
            },
            Reason::FinalTable {
                players: 9,
                table: TableNo(1),
                seats: 9,
            },
            Reason::Drawn { player: p, to: a },
            Reason::EntryDrawn {
                player: p,
                to: a,
                next: NextHand::DealtIn,
            },
            Reason::Assigned { player: p, to: a },
            Reason::Recorded {
                player: p,
                from: a,
                to: b,
            },
            Reason::FinalSeat {
                player: p,
                from: a,
                seat: 2,
            },
            Reason::BreakSeat {
                from: 4,
                to: b,
                next: NextHand::SitsOut(SitOutReason::BetweenSmallBlindAndButton),
            },
            Reason::BalanceMove {
                from: a,
                to: b,
                worst: WorstSeat::OnlyOpenSeat(NextHand::SmallBlind),
            },
            Reason::ButtonDrawn {
                seat: 3,
                card: Card::new(Rank::King, Suit::Spades),
            },
        ];
        for reason in &reasons {
            riffle_text::every_kind!(reason, Reason: Written, SeatDraw, Entries, Balance,
                BreakInOrder, BreakTogether, BreakNow, FinalTable, Drawn, EntryDrawn, Assigned, Recorded,
                FinalSeat, BreakSeat, BalanceMove, ButtonDrawn);
        }
        reasons
    }

    #[test]
    fn every_reason_is_worded_in_french_apart_from_the_words_typed() {
        for reason in every_reason() {
            let (en, fr) = (reason.say(Lang::En), reason.say(Lang::Fr));
            assert!(!fr.is_empty(), "{en}");
            if !matches!(reason, Reason::Written(_)) {
                assert_ne!(fr, en);
            }
        }
    }

    #[test]
    fn every_reason_is_stored_typed_and_read_back_as_it_was() {
        for reason in every_reason() {
            let json = serde_json::to_string(&reason).unwrap();
            assert!(json.starts_with('{'), "{json}");
            let mut de = serde_json::Deserializer::from_str(&json);
            assert_eq!(typed_or_written(&mut de).unwrap(), reason);
        }
    }

    #[test]
    fn a_sentence_of_an_older_journal_is_read_as_written() {
        let mut de = serde_json::Deserializer::from_str("\"Table 1 has 9, table 3 has 7.\"");
        assert_eq!(
            typed_or_written(&mut de).unwrap(),
            Reason::Written("Table 1 has 9, table 3 has 7.".into())
        );
    }

    #[test]
    fn players_are_named_by_whoever_shows_the_reason() {
        let reason = Reason::Drawn {
            player: PlayerId(5),
            to: SeatRef::new(1, 4),
        };
        let names = |p: PlayerId| (p == PlayerId(5)).then(|| "Zoé".to_string());
        assert_eq!(reason.worded(Lang::En, &names), "Zoé draws table 1 seat 4.");
        assert_eq!(reason.say(Lang::En), "Player 5 draws table 1 seat 4.");
        assert_eq!(
            reason.worded(Lang::Fr, &names),
            "Zoé tire la table 1, siège 4."
        );
        let written = Reason::Written("Player 5 draws table 1 seat 4; player 52 stays.".into());
        assert_eq!(
            written.worded(Lang::Fr, &names),
            "Zoé draws table 1 seat 4; player 52 stays."
        );
    }
}
