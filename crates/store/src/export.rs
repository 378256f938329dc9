//! Exports for people and other programs: results as CSV, hands as PHH or readable text, and
//! the whole history of an event with times.

use crate::phh::Replay;
use crate::player_places::PlaceOf;
use riffle_core::Chips;
use riffle_core::betting::{Action, Ante, HandEvent, HandResult, Limit, Street};
use riffle_core::cards::format_cards;
use riffle_text::{Lang, fill, group_digits};
use std::fmt::Write as _;

fn chips(n: Chips) -> String {
    riffle_text::amount_en(n)
}

/// A hand as a person reads it: the seats, each street's actions, the pots and who won them.
pub fn hand_text(name: &str, replayed: &Replay) -> String {
    let hand = &replayed.hand;
    let setup = hand.setup();
    let who = |seat: u8| replayed.label(seat);
    let mut out = String::new();
    let game = format!(
        "{} {}",
        setup.limit.name(),
        setup.variant.name(riffle_text::Lang::En)
    );
    let game = match setup.limit {
        Limit::FixedLimit { small_bet, big_bet } => {
            format!("{game} {}/{}", chips(small_bet), chips(big_bet))
        }
        Limit::Spread { min_bet, max_bet } => {
            format!("{game} {} to {}", chips(min_bet), chips(max_bet))
        }
        Limit::NoLimit | Limit::PotLimit => game,
    };
    let ante = match setup.ante {
        Ante::None => String::new(),
        Ante::Classic(a) => format!(", ante {}", chips(a)),
        Ante::BigBlind(a) => format!(", big-blind ante {}", chips(a)),
    };
    // A game au pot posts no blind: its antes are the whole of the forced bets.
    let blinds = setup.table.forced_bets.posts_blinds();
    let forced = if blinds {
        format!(
            "blinds {}/{}{ante}",
            chips(setup.blinds.small),
            chips(setup.blinds.big)
        )
    } else {
        format!("antes only{ante}")
    };
    let _ = writeln!(
        out,
        "Hand {name}: {game}, {forced}, {} players",
        hand.players().len()
    );
    for &seat in &replayed.order {
        let Some(p) = hand.player(seat) else { continue };
        let mut roles = Vec::new();
        if seat == setup.button {
            roles.push("button");
        }
        if blinds && Some(seat) == setup.small_blind {
            roles.push("small blind");
        }
        if blinds && seat == setup.big_blind {
            roles.push("big blind");
        }
        let name = p.name.as_deref().map_or(String::new(), |n| format!(" {n}"));
        let _ = writeln!(
            out,
            "  {} seat {seat}{name}: {}",
            who(seat),
            std::iter::once(chips(p.starting_stack))
                .chain((!roles.is_empty()).then(|| roles.join(", ")))
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
    let mut line = String::from(if setup.variant.draw().is_some() {
        "Before the draw:"
    } else {
        "Pre-flop:"
    });
    let flush = |out: &mut String, line: &mut String| {
        if line.contains(' ') || line.ends_with(':') {
            let _ = writeln!(out, "{}", line.trim_end_matches(','));
        }
        line.clear();
    };
    for event in hand.events() {
        match event {
            HandEvent::Board { street, cards } => {
                flush(&mut out, &mut line);
                let cards = if cards.is_empty() {
                    "(cards not known)".to_string()
                } else {
                    format_cards(cards)
                };
                let street = match street {
                    Street::Preflop => "Pre-flop",
                    Street::Flop => "Flop",
                    Street::Turn => "Turn",
                    Street::River => "River",
                };
                line = format!("{street} {cards}:");
            }
            HandEvent::Acted {
                seat,
                action,
                all_in,
                ..
            } => {
                let word = match action {
                    Action::Fold => "folds".to_string(),
                    Action::Check => "checks".to_string(),
                    Action::Call => "calls".to_string(),
                    Action::BetTo(to) => format!("bets {}", chips(*to)),
                    Action::RaiseTo(to) => format!("raises to {}", chips(*to)),
                    Action::AllIn => "goes all-in".to_string(),
                };
                if line.starts_with("Draw") {
                    flush(&mut out, &mut line);
                    line = "After the draw:".to_string();
                }
                let all_in = if *all_in { " (all-in)" } else { "" };
                let _ = write!(line, " {} {word}{all_in},", who(*seat));
            }
            HandEvent::Returned { seat, amount } => {
                let _ = write!(line, " {} uncalled back to {},", chips(*amount), who(*seat));
            }
            HandEvent::Tabled { seats } => {
                let _ = write!(
                    line,
                    " all-in, hands face up: {},",
                    seats
                        .iter()
                        .map(|&s| shown(replayed, s))
                        .collect::<Vec<_>>()
                        .join(", ")
                );
            }
            HandEvent::Showed { seat, .. } if !hand.is_runout() => {
                if !line.starts_with("Showdown") {
                    flush(&mut out, &mut line);
                    line = "Showdown:".to_string();
                }
                let _ = write!(line, " {} shows,", shown(replayed, *seat));
            }
            HandEvent::Mucked { seat } => {
                if !line.starts_with("Showdown") {
                    flush(&mut out, &mut line);
                    line = "Showdown:".to_string();
                }
                let _ = write!(line, " {} mucks,", who(*seat));
            }
            HandEvent::Drew { seat, drawn } => {
                if !line.starts_with("Draw") {
                    flush(&mut out, &mut line);
                    line = "Draw:".to_string();
                }
                let _ = match drawn.count {
                    0 => write!(line, " {} stands pat,", who(*seat)),
                    n => write!(line, " {} draws {n},", who(*seat)),
                };
            }
            HandEvent::Passed => {
                flush(&mut out, &mut line);
                line = "Nobody opened, dealt again:".to_string();
            }
            HandEvent::Posted { .. }
            | HandEvent::HoleCards { .. }
            | HandEvent::Showed { .. }
            | HandEvent::Declared { .. }
            | HandEvent::FouledDeck => {}
        }
    }
    flush(&mut out, &mut line);
    match hand.result() {
        Some(result) => write_result(&mut out, replayed, &result),
        None => {
            let _ = writeln!(
                out,
                "The history stops before the end of the hand: {}.",
                hand.phase()
            );
            let pots: Vec<String> = hand
                .pots()
                .iter()
                .map(|p| format!("{} ({})", chips(p.amount), labels(replayed, &p.eligible)))
                .collect();
            let _ = writeln!(out, "Pots so far: {}", pots.join(", "));
        }
    }
    out.push('\n');
    out
}

fn shown(replayed: &Replay, seat: u8) -> String {
    let cards = replayed
        .hand
        .player(seat)
        .and_then(|p| p.hole)
        .map_or("(cards not known)".to_string(), |h| format_cards(&h));
    format!("{} {cards}", replayed.label(seat))
}

fn labels(replayed: &Replay, seats: &[u8]) -> String {
    seats
        .iter()
        .map(|&s| replayed.label(s))
        .collect::<Vec<_>>()
        .join(", ")
}

fn write_result(out: &mut String, replayed: &Replay, result: &HandResult) {
    for &k in &result.award_order {
        let Some(pot) = result.pots.get(k) else {
            continue;
        };
        let name = if pot.index == 0 {
            "Main pot".to_string()
        } else {
            format!("Side pot {}", pot.index)
        };
        let shares: Vec<String> = pot
            .winners
            .iter()
            .zip(&pot.shares)
            .map(|(&s, &c)| format!("{} wins {}", replayed.label(s), chips(c)))
            .collect();
        let with = pot
            .hand
            .as_ref()
            .map_or(String::new(), |h| format!(" with {h}"));
        let _ = writeln!(
            out,
            "{name} {} ({}): {}{with}",
            chips(pot.amount),
            labels(replayed, &pot.eligible),
            shares.join(", ")
        );
        if let Some(split) = &pot.split {
            let half = |winners: &[(u8, Chips)]| -> String {
                winners
                    .iter()
                    .map(|&(s, c)| format!("{} {}", replayed.label(s), chips(c)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let low = split
                .low_hand
                .as_ref()
                .map_or(String::new(), |h| format!(" with {h}"));
            let _ = writeln!(
                out,
                "  high half: {}; low half: {}{low}",
                half(&split.high),
                half(&split.low)
            );
        }
    }
    let stacks: Vec<String> = replayed
        .order
        .iter()
        .zip(replayed.finishing_stacks())
        .map(|(&s, stack)| format!("{} {}", replayed.label(s), chips(stack)))
        .collect();
    let _ = writeln!(out, "Finishing stacks: {}", stacks.join(", "));
    for e in &result.eliminated {
        let _ = writeln!(
            out,
            "Eliminated: {} (started the hand with {})",
            replayed.label(e.seat),
            chips(e.starting_stack)
        );
    }
}

/// What a spreadsheet looks for to read a CSV file as UTF-8 rather than the system's code page.
const BYTE_ORDER_MARK: char = '\u{feff}';

/// Finishing places and the players still in, as CSV for a spreadsheet: best place first,
/// then the players still in by chip count; beside the prize, the bounties the cashier pays
/// (heads won, and the winner's own head); the last column is the amount a player agreed in a
/// deal, if one was made. It starts with the UTF-8 byte-order mark, so a spreadsheet opened by
/// a double click reads the accents of the names, and the entry is numbered from 1 as the
/// window shows it. A re-entered player is one player: `place` is the player's place among
/// players, on the row of the entry that counts (the best or the last, as `of` says: the
/// league file's choice); each entry's own place stays in `entry_place`.
pub fn results_csv(tournament: &riffle_tournament::Tournament, of: PlaceOf) -> String {
    let mut out = String::from(BYTE_ORDER_MARK);
    out.push_str(
        "place,shared,name,entry,prize,bounties,status,chips,rebuys,add_ons,table,seat,deal,entry_place\n",
    );
    let standings = tournament.standings();
    let players = crate::player_places::player_places(tournament, of);
    let player_of = |id| players.iter().find(|p| p.entries.contains(&id));
    // The amount each player agreed in a deal, beside the prize it became.
    let deal = tournament.deal();
    let mut rows: Vec<(
        &riffle_tournament::Entry,
        Option<&riffle_tournament::Standing>,
    )> = tournament
        .entries()
        .iter()
        .map(|e| (e, standings.iter().find(|s| s.player == e.id)))
        .collect();
    // Entries unregistered before the draw come last: they played no part.
    rows.sort_by_key(|(e, s)| {
        (
            !e.counted(),
            s.map_or(0, |s| s.place),
            std::cmp::Reverse(e.chips),
            e.id,
        )
    });
    for (entry, standing) in rows {
        let seat = tournament.floor().seat_of(entry.id);
        let status = if !entry.counted() {
            "withdrawn"
        } else if standing.is_some_and(|s| s.place == 1) {
            "winner"
        } else if entry.in_play() {
            "in"
        } else {
            "out"
        };
        // The player's place, on the row of the entry that counts.
        let player = player_of(entry.id).filter(|p| p.counted == Some(entry.id));
        let _ = writeln!(
            out,
            "{},{},{},{},{},{},{status},{},{},{},{},{},{},{}",
            player
                .and_then(|p| p.place)
                .map_or(String::new(), |place| place.to_string()),
            player.is_some_and(|p| p.shared),
            csv_field(&entry.name),
            entry.id.entry_number(),
            standing.map_or(String::new(), |s| s.prize.to_string()),
            tournament.bounties_paid(entry.id),
            entry.chips,
            entry.rebuys,
            entry.add_ons,
            seat.map_or(String::new(), |s| s.table.0.to_string()),
            seat.map_or(String::new(), |s| s.seat.to_string()),
            deal.and_then(|d| d.share(entry.id))
                .map_or(String::new(), |amount| amount.to_string()),
            standing.map_or(String::new(), |s| s.place.to_string()),
        );
    }
    out
}

/// Each dealer's time and hands at each table as CSV, for the payroll: dealer number, name,
/// table, minutes and hours dealt (the tournament's breaks left out), hands reported.
pub fn dealer_hours_csv(
    tournament: &riffle_tournament::Tournament,
    now: chrono::DateTime<chrono::Utc>,
) -> String {
    let mut out = String::from("dealer,name,table,minutes,hours,hands\n");
    for row in tournament.dealer_hours(now) {
        let _ = writeln!(
            out,
            "{},{},{},{},{:.2},{}",
            row.dealer.0,
            csv_field(&row.name),
            row.table.0,
            row.seconds / 60,
            row.seconds as f64 / 3600.0,
            row.hands
        );
    }
    out
}

/// One event's results as CSV with the player database's names: place (empty while still in),
/// the player's number and name in the database, the name registered, entries, prize, bounties
/// and penalties. What a club sends elsewhere, under the names its players are known by.
pub fn named_results_csv(results: &[crate::players::NamedResult]) -> String {
    let mut out =
        String::from("place,player,name,registered_as,entries,prize,bounties,penalties\n");
    for r in results {
        let _ = writeln!(
            out,
            "{},{},{},{},{},{},{},{}",
            r.place.map_or(String::new(), |p| p.to_string()),
            r.player.map_or(String::new(), |p| p.to_string()),
            csv_field(&r.name),
            csv_field(&r.registered_as),
            r.entries,
            r.prize,
            r.bounties,
            r.penalties
        );
    }
    out
}

/// A league's table as CSV: rank (shared when level after every tie-break), name, the points
/// that count, events played and counted, wins, the best single result, then the points of
/// each tournament of the league (empty where the player did not play).
pub fn league_csv(
    league: &riffle_core::league::League,
    rows: &[riffle_core::league::Row],
) -> String {
    use riffle_core::league::shown;
    let mut out = String::from("rank,shared,name,points,events,counted,wins,best");
    for tournament in &league.tournaments {
        out.push(',');
        out.push_str(&csv_field(tournament));
    }
    out.push('\n');
    for row in rows {
        let _ = write!(
            out,
            "{},{},{},{},{},{},{},{}",
            row.rank,
            row.shared,
            csv_field(&row.name),
            shown(row.points),
            row.events,
            row.counted,
            row.wins,
            shown(row.best)
        );
        for result in &row.results {
            out.push(',');
            out.push_str(&result.map_or(String::new(), shown));
        }
        out.push('\n');
    }
    out
}

/// A CSV field: quoted when it holds a comma, a quote or a line break. A cell a spreadsheet
/// would run as a formula (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) gets a
/// leading `'`, so a player registered as `=HYPERLINK(…)` is shown as text, never run.
pub(crate) fn csv_field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_string()
    };
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// The logged hands as a `.phhs` file, which PokerKit and other tools read, and how many were
/// left out because PHH cannot hold them (pot-limit hold'em has no PHH variant).
pub fn hands_phh(tournament: &riffle_tournament::Tournament) -> (String, usize) {
    let rules = &tournament.house_rules().rules.betting;
    let mut histories = Vec::new();
    let mut left_out = 0;
    for (k, record) in tournament.hands().iter().enumerate() {
        let exported = record
            .hand
            .replay(rules)
            .ok()
            .and_then(|hand| crate::phh::export(&hand).ok());
        match exported {
            Some(mut history) => {
                history.event = Some(tournament.name().to_string());
                history.hand = Some((k + 1).to_string());
                history.table = Some(record.table.0.to_string());
                histories.push(history);
            }
            None => left_out += 1,
        }
    }
    (crate::phh::print_phhs(&histories), left_out)
}

/// The logged hands as a person reads them.
pub fn hands_text(tournament: &riffle_tournament::Tournament) -> String {
    let rules = &tournament.house_rules().rules.betting;
    let mut out = String::new();
    for (k, record) in tournament.hands().iter().enumerate() {
        let at = record.at.format("%Y-%m-%d %H:%M:%S UTC");
        let _ = writeln!(
            out,
            "{} — table {} — {at}",
            tournament.name(),
            record.table.0
        );
        match record.hand.replay(rules) {
            Ok(hand) => {
                let order = hand.dealing_order();
                out.push_str(&hand_text(&(k + 1).to_string(), &Replay { hand, order }));
            }
            Err(error) => {
                let _ = writeln!(out, "Hand {}: cannot be replayed: {error}\n", k + 1);
            }
        }
    }
    out
}

/// Every command of the event with its time and what it did, undone ones marked: the record
/// no one can argue with later. Written in `lang`, the floor's reasons included.
pub fn history_text(
    tournament: &riffle_tournament::Tournament,
    commands: &[crate::session::CommandRecord],
    lang: Lang,
) -> String {
    use riffle_tournament::Event;
    let w = words(lang);
    let mut out = String::new();
    let _ = writeln!(out, "{}", fill!(w, "HistoryOf", event = tournament.name()));
    for (command, entry) in commands.iter().zip(tournament.history()) {
        let (number, events) = (command.number, &command.events);
        let when = command.at.format("%Y-%m-%d %H:%M:%S");
        let summary = entry.summary_in(lang);
        let line = if entry.undone {
            fill!(w, "CommandUndone", when, number, summary)
        } else {
            fill!(w, "Command", when, number, summary)
        };
        let _ = writeln!(out, "{line}");
        for event in events {
            let detail = match event {
                Event::Seated { instruction, seed } => {
                    let seating = tournament.worded(instruction, lang);
                    Some(match seed {
                        Some(seed) => fill!(w, "DrawSeed", seating, seed),
                        None => seating,
                    })
                }
                Event::Planned {
                    instruction: Some(instruction),
                    ..
                } => Some(fill!(
                    w,
                    "FloorAsks",
                    instruction = tournament.worded(instruction, lang)
                )),
                Event::ButtonSet {
                    draw: Some(draw), ..
                } => Some(tournament.worded(draw, lang)),
                Event::Busted { group, .. } if group.players.len() > 1 => {
                    let players = group
                        .players
                        .iter()
                        .map(|(p, stack)| {
                            fill!(
                                w,
                                "BustedStack",
                                name = tournament.entry(*p).map_or("?", |e| e.name.as_str()),
                                stack = group_digits(*stack, lang)
                            )
                        })
                        .collect::<Vec<_>>()
                        .join(", ");
                    Some(if group.share_all {
                        fill!(w, "BustedTogetherShared", players)
                    } else {
                        fill!(w, "BustedTogether", players)
                    })
                }
                _ => None,
            };
            if let Some(detail) = detail {
                let _ = writeln!(out, "    {detail}");
            }
        }
    }
    out
}

/// Every ruling and penalty with its time, table, hand, the answers the ruling assumed and the
/// rules cited, in order, written in `lang`: the record a TD shows when a decision is
/// questioned later.
pub fn rulings_text(tournament: &riffle_tournament::Tournament, lang: Lang) -> String {
    use riffle_rules::disputes::answered::assumed_in_words;
    use riffle_rules::penalties::Effect;
    enum Item<'a> {
        Ruling(&'a riffle_tournament::RulingRecord),
        Penalty(&'a riffle_tournament::PenaltyRecord),
    }
    let w = words(lang);
    let mut items: Vec<(chrono::DateTime<chrono::Utc>, Item)> = tournament
        .rulings()
        .iter()
        .map(|r| (r.at, Item::Ruling(r)))
        .chain(
            tournament
                .penalties()
                .iter()
                .map(|p| (p.at, Item::Penalty(p))),
        )
        .collect();
    items.sort_by_key(|(at, _)| *at);
    let name = |player: &riffle_core::floor::PlayerId| {
        tournament
            .entry(*player)
            .map_or_else(|| player.to_string(), |e| e.name.clone())
    };
    let place = |table: Option<riffle_core::floor::TableNo>, hand: Option<u32>| match (table, hand)
    {
        (Some(t), Some(hand)) => fill!(w, "AtTableHand", table = t.0, hand),
        (Some(t), None) => fill!(w, "AtTable", table = t.0),
        (None, _) => w.text("NoTable").to_string(),
    };
    let house = &tournament.house_rules().rules;
    let mut out = String::new();
    let _ = writeln!(out, "{}", fill!(w, "RulingsOf", event = tournament.name()));
    for (at, item) in items {
        let when = at.format("%Y-%m-%d %H:%M:%S");
        match item {
            Item::Ruling(r) => {
                let preset = riffle_core::house::shown_name(&r.house_rules, lang);
                let place = place(r.table, r.hand);
                let _ = writeln!(out, "{}", fill!(w, "RulingAt", when, place, preset));
                if !r.players.is_empty() {
                    let names = r.players.iter().map(name).collect::<Vec<_>>().join(", ");
                    let _ = writeln!(out, "    {}", fill!(w, "Players", names));
                }
                let _ = writeln!(out, "    {}", r.ruling.explanation.get(lang));
                if let Some(choice) = &r.choice {
                    let _ = writeln!(
                        out,
                        "    {}",
                        fill!(
                            w,
                            "Choice",
                            choice = choice.label.get(lang),
                            reason = choice.reason
                        )
                    );
                }
                // The answers nobody stated, taken as usual: worded as the window words them,
                // times on the clock of the machine that exports.
                for answer in &r.assumed {
                    let (question, answer) =
                        assumed_in_words(&r.case, answer, house, lang, &chrono::Local);
                    let _ = writeln!(out, "    {}", fill!(w, "Assumed", question, answer));
                }
                let rules: Vec<&str> = r.ruling.rules.iter().map(|rule| rule.id()).collect();
                let _ = writeln!(out, "    {}", fill!(w, "Rules", rules = rules.join(", ")));
            }
            Item::Penalty(p) => {
                let (player, place) = (name(&p.player), place(p.table, None));
                let _ = writeln!(out, "{}", fill!(w, "PenaltyFor", when, player, place));
                let _ = writeln!(out, "    {}", p.penalty.summary().get(lang));
                if let Some(reason) = &p.penalty.reason {
                    let _ = writeln!(out, "    {}", fill!(w, "Reason", reason));
                }
                if let Effect::Away(s) = &p.penalty.effect {
                    let (served, hands) = (s.served(), s.hands());
                    let _ = writeln!(out, "    {}", fill!(w, "Served", served, hands));
                }
                let rules: Vec<&str> = p.penalty.rules.iter().map(|rule| rule.id()).collect();
                let _ = writeln!(out, "    {}", fill!(w, "Rules", rules = rules.join(", ")));
            }
        }
    }
    out
}

riffle_text::sentence_file!(fn words = "exports.ron");

#[cfg(test)]
mod tests {
    use super::csv_field;

    #[test]
    fn a_cell_a_spreadsheet_would_run_is_written_as_text() {
        assert_eq!(csv_field("=1+1"), "'=1+1");
        assert_eq!(csv_field("+33 6"), "'+33 6");
        assert_eq!(csv_field("-2"), "'-2");
        assert_eq!(csv_field("@A1"), "'@A1");
        assert_eq!(csv_field("\tAnn"), "'\tAnn");
        assert_eq!(csv_field("\r=1"), "\"'\r=1\"");
        assert_eq!(csv_field("Ann = Bob"), "Ann = Bob");
        assert_eq!(csv_field("Cy, \"kid\""), "\"Cy, \"\"kid\"\"\"");
    }
}
