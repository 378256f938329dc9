//! Exports for people and other programs: results as CSV, hands as PHH or readable text, and
//! the whole history of an event with times.

use crate::phh::Replay;
use crate::player_places::PlaceOf;
use riffle_core::Chips;
use riffle_core::betting::{Action, Ante, HandEvent, HandResult, Limit, Street};
use riffle_core::cards::format_cards;
use riffle_text::{Lang, fill, group_digits};
use std::fmt::Write as _;

/// A hand as a person reads it, in `lang`: the seats, each street's actions, the pots and who
/// won them.
pub fn hand_text(name: &str, replayed: &Replay, lang: Lang) -> String {
    let w = words(lang);
    let chips = |n: Chips| group_digits(n, lang);
    let hand = &replayed.hand;
    let setup = hand.setup();
    let who = |seat: u8| replayed.label(seat);
    let mut out = String::new();
    let limit = match setup.limit {
        Limit::NoLimit => w.text("NoLimit"),
        Limit::PotLimit => w.text("PotLimit"),
        Limit::FixedLimit { .. } => w.text("FixedLimit"),
        Limit::Spread { .. } => w.text("SpreadLimit"),
    };
    let game = fill!(w, "Game", limit, variant = setup.variant.name(lang));
    let game = match setup.limit {
        Limit::FixedLimit { small_bet, big_bet } => {
            fill!(
                w,
                "GameFixed",
                game,
                small = chips(small_bet),
                big = chips(big_bet)
            )
        }
        Limit::Spread { min_bet, max_bet } => {
            fill!(
                w,
                "GameSpread",
                game,
                min = chips(min_bet),
                max = chips(max_bet)
            )
        }
        Limit::NoLimit | Limit::PotLimit => game,
    };
    let ante = match setup.ante {
        Ante::None => String::new(),
        Ante::Classic(a) => fill!(w, "Ante", ante = chips(a)),
        Ante::BigBlind(a) => fill!(w, "BigBlindAnte", ante = chips(a)),
    };
    // A game au pot posts no blind: its antes are the whole of the forced bets.
    let blinds = setup.table.forced_bets.posts_blinds();
    let forced = if blinds {
        let (small, big) = (chips(setup.blinds.small), chips(setup.blinds.big));
        fill!(w, "Blinds", small, big, ante)
    } else {
        fill!(w, "AntesOnly", ante)
    };
    let players = hand.players().len();
    let _ = writeln!(
        out,
        "{}",
        fill!(w, "HandHeader", name, game, forced, players)
    );
    for &seat in &replayed.order {
        let Some(p) = hand.player(seat) else { continue };
        let mut roles = Vec::new();
        if seat == setup.button {
            roles.push(w.text("Button"));
        }
        if blinds && Some(seat) == setup.small_blind {
            roles.push(w.text("SmallBlind"));
        }
        if blinds && seat == setup.big_blind {
            roles.push(w.text("BigBlind"));
        }
        let name = p.name.as_deref().map_or(String::new(), |n| format!(" {n}"));
        let stack = std::iter::once(chips(p.starting_stack))
            .chain((!roles.is_empty()).then(|| roles.join(", ")))
            .collect::<Vec<_>>()
            .join(" ");
        let _ = writeln!(
            out,
            "  {}",
            fill!(w, "SeatLine", who = who(seat), seat, name, stack)
        );
    }
    // The part of the hand the line being written tells: a draw's and a showdown's actions
    // gather on one line.
    #[derive(PartialEq)]
    enum Part {
        Betting,
        Draw,
        Showdown,
    }
    let mut part = Part::Betting;
    let mut line = String::from(if setup.variant.draw().is_some() {
        w.text("BeforeTheDraw")
    } else {
        w.text("PreflopLine")
    });
    let flush = |out: &mut String, line: &mut String| {
        if line.contains(' ') || line.ends_with(':') {
            let _ = writeln!(out, "{}", line.trim_end_matches(','));
        }
        line.clear();
    };
    let cards_not_known = w.text("CardsNotKnown");
    for event in hand.events() {
        match event {
            HandEvent::Board { street, cards } => {
                flush(&mut out, &mut line);
                part = Part::Betting;
                let cards = if cards.is_empty() {
                    cards_not_known.to_string()
                } else {
                    format_cards(cards)
                };
                let street = match street {
                    Street::Preflop => w.text("Preflop"),
                    Street::Flop => w.text("Flop"),
                    Street::Turn => w.text("Turn"),
                    Street::River => w.text("River"),
                };
                line = fill!(w, "StreetLine", street, cards);
            }
            HandEvent::Acted {
                seat,
                action,
                all_in,
                ..
            } => {
                let who = who(*seat);
                let acted = match action {
                    Action::Fold => fill!(w, "Folds", who),
                    Action::Check => fill!(w, "Checks", who),
                    Action::Call => fill!(w, "Calls", who),
                    Action::BetTo(to) => fill!(w, "Bets", who, amount = chips(*to)),
                    Action::RaiseTo(to) => fill!(w, "RaisesTo", who, amount = chips(*to)),
                    Action::AllIn => fill!(w, "GoesAllIn", who),
                };
                if part == Part::Draw {
                    flush(&mut out, &mut line);
                    part = Part::Betting;
                    line = w.text("AfterTheDraw").to_string();
                }
                let acted = if *all_in {
                    fill!(w, "AllInMark", acted)
                } else {
                    acted
                };
                let _ = write!(line, " {acted},");
            }
            HandEvent::Returned { seat, amount } => {
                let returned = fill!(w, "Returned", amount = chips(*amount), who = who(*seat));
                let _ = write!(line, " {returned},");
            }
            HandEvent::Tabled { seats } => {
                let hands = seats
                    .iter()
                    .map(|&s| shown(replayed, s, cards_not_known))
                    .collect::<Vec<_>>()
                    .join(", ");
                let _ = write!(line, " {},", fill!(w, "Tabled", hands));
            }
            HandEvent::Showed { seat, .. } if !hand.is_runout() => {
                if part != Part::Showdown {
                    flush(&mut out, &mut line);
                    part = Part::Showdown;
                    line = w.text("Showdown").to_string();
                }
                let hand = shown(replayed, *seat, cards_not_known);
                let _ = write!(line, " {},", fill!(w, "Shows", hand));
            }
            HandEvent::Mucked { seat } => {
                if part != Part::Showdown {
                    flush(&mut out, &mut line);
                    part = Part::Showdown;
                    line = w.text("Showdown").to_string();
                }
                let _ = write!(line, " {},", fill!(w, "Mucks", who = who(*seat)));
            }
            HandEvent::Drew { seat, drawn } => {
                if part != Part::Draw {
                    flush(&mut out, &mut line);
                    part = Part::Draw;
                    line = w.text("Draw").to_string();
                }
                let who = who(*seat);
                let drew = match drawn.count {
                    0 => fill!(w, "StandsPat", who),
                    n => fill!(w, "Draws", who, n),
                };
                let _ = write!(line, " {drew},");
            }
            HandEvent::Passed => {
                flush(&mut out, &mut line);
                part = Part::Betting;
                line = w.text("DealtAgain").to_string();
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
        Some(result) => write_result(&mut out, replayed, &result, lang),
        None => {
            let phase = riffle_text::Say::say(&hand.phase(), lang);
            let _ = writeln!(out, "{}", fill!(w, "StopsEarly", phase));
            let pots: Vec<String> = hand
                .pots()
                .iter()
                .map(|p| {
                    let players = labels(replayed, &p.eligible);
                    fill!(w, "PotOf", amount = chips(p.amount), players)
                })
                .collect();
            let _ = writeln!(out, "{}", fill!(w, "PotsSoFar", pots = pots.join(", ")));
        }
    }
    out.push('\n');
    out
}

fn shown(replayed: &Replay, seat: u8, cards_not_known: &str) -> String {
    let cards = replayed
        .hand
        .player(seat)
        .and_then(|p| p.hole)
        .map_or(cards_not_known.to_string(), |h| format_cards(&h));
    format!("{} {cards}", replayed.label(seat))
}

fn labels(replayed: &Replay, seats: &[u8]) -> String {
    seats
        .iter()
        .map(|&s| replayed.label(s))
        .collect::<Vec<_>>()
        .join(", ")
}

fn write_result(out: &mut String, replayed: &Replay, result: &HandResult, lang: Lang) {
    let w = words(lang);
    let chips = |n: Chips| group_digits(n, lang);
    let with = |hand: &Option<String>| {
        hand.as_ref().map_or(String::new(), |hand| {
            format!(" {}", fill!(w, "WithHand", hand))
        })
    };
    for &k in &result.award_order {
        let Some(pot) = result.pots.get(k) else {
            continue;
        };
        let pot_name = if pot.index == 0 {
            w.text("MainPot").to_string()
        } else {
            fill!(w, "SidePot", n = pot.index)
        };
        let shares: Vec<String> = pot
            .winners
            .iter()
            .zip(&pot.shares)
            .map(|(&s, &c)| fill!(w, "Wins", who = replayed.label(s), amount = chips(c)))
            .collect();
        let _ = writeln!(
            out,
            "{}",
            fill!(
                w,
                "PotLine",
                pot = pot_name,
                amount = chips(pot.amount),
                players = labels(replayed, &pot.eligible),
                shares = shares.join(", "),
                with = with(&pot.hand)
            )
        );
        if let Some(split) = &pot.split {
            let half = |winners: &[(u8, Chips)]| -> String {
                winners
                    .iter()
                    .map(|&(s, c)| format!("{} {}", replayed.label(s), chips(c)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let (high, low) = (half(&split.high), half(&split.low));
            let with = with(&split.low_hand);
            let _ = writeln!(out, "  {}", fill!(w, "Halves", high, low, with));
        }
    }
    let stacks: Vec<String> = replayed
        .order
        .iter()
        .zip(replayed.finishing_stacks())
        .map(|(&s, stack)| format!("{} {}", replayed.label(s), chips(stack)))
        .collect();
    let _ = writeln!(
        out,
        "{}",
        fill!(w, "FinishingStacks", stacks = stacks.join(", "))
    );
    for e in &result.eliminated {
        let (who, stack) = (replayed.label(e.seat), chips(e.starting_stack));
        let _ = writeln!(out, "{}", fill!(w, "Eliminated", who, stack));
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

/// The logged hands as a person reads them, in `lang`.
pub fn hands_text(tournament: &riffle_tournament::Tournament, lang: Lang) -> String {
    let w = words(lang);
    let rules = &tournament.house_rules().rules.betting;
    let mut out = String::new();
    for (k, record) in tournament.hands().iter().enumerate() {
        let at = record.at.format("%Y-%m-%d %H:%M:%S UTC");
        let (event, table) = (tournament.name(), record.table.0);
        let _ = writeln!(out, "{}", fill!(w, "HandAt", event, table, at));
        match record.hand.replay(rules) {
            Ok(hand) => {
                let order = hand.dealing_order();
                let name = (k + 1).to_string();
                out.push_str(&hand_text(&name, &Replay { hand, order }, lang));
            }
            Err(error) => {
                let hand = k + 1;
                let _ = writeln!(out, "{}\n", fill!(w, "CannotReplay", hand, error));
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
