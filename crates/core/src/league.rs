//! A league or season: the points each finish earns and the table of the season. Pure: the
//! events' fields, buy-ins and places come in, the table goes out; no file, clock or chance.
//!
//! A points formula is one of a few named formulas with parameters ([`Formula`]), not an
//! expression language: every formula a club writes is checked whole when the league file is
//! read (a typo is a refusal naming what is allowed, never a wrong table at the end of the
//! season), each has a test, and the three cover what club leagues use: a table by place, a
//! point per player beaten, and the square-root formula of field size, place and buy-in.

use riffle_text::fill;
use riffle_text::{Lang, Say, group_digits};
use serde::{Deserialize, Serialize};

/// Points in hundredths, so a formula with a square root adds up exactly over a season.
pub type Points = u64;

/// How a finish is scored.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Formula {
    /// Points by place: `points[0]` for the winner, `points[1]` for second...; every place
    /// past the table scores `others` (a point for turning up, or 0).
    Table {
        points: Vec<u32>,
        #[serde(default)]
        others: u32,
    },
    /// `per_player` for each player finishing behind, and `winner_bonus` more for the winner.
    Beaten {
        per_player: u32,
        #[serde(default)]
        winner_bonus: u32,
    },
    /// `scale × √(field ÷ place)`, and `× √(buy-in ÷ base_buy_in)` when a base is given: a
    /// bigger field or a dearer event is worth more, and the gap between places narrows down
    /// the field.
    Root {
        scale: u32,
        #[serde(default)]
        base_buy_in: Option<u64>,
    },
}

/// How players level on points are told apart, in the order the league lists them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TieBreak {
    /// More events won.
    MostWins,
    /// The best single result (the most points in one event).
    BestResult,
    /// More events played.
    MostEvents,
}

/// Which entry's place is a player's place in an event where entries re-enter: a league (and
/// TD3) ranks players, not entries, so a player who re-entered has one place.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlaceOf {
    /// The best place any of the player's entries reached.
    #[default]
    Best,
    /// The place of the player's last entry.
    Last,
}

/// The largest parameter a formula takes: a season's points stay far from overflowing.
const MAX_PARAMETER: u64 = 1_000_000;

/// A league file: its tournaments (folders, relative to the file) and its rules.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct League {
    pub name: String,
    /// The season it is ("2025", "Autumn 2025"), for the season's results sheet.
    #[serde(default)]
    pub season: Option<String>,
    pub tournaments: Vec<String>,
    pub points: Formula,
    /// Only a player's best N results count; all when left out.
    #[serde(default)]
    pub best: Option<u32>,
    /// Tie-breaks in order; players still level share the rank.
    #[serde(default)]
    pub ties: Vec<TieBreak>,
    /// Which entry's place a re-entered player has in its events' results; the best when
    /// left out.
    #[serde(default)]
    pub places: PlaceOf,
}

/// Why a league file was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeagueError {
    /// Not a league file: RON that does not read, or an unknown field.
    Unreadable {
        file: String,
        line: usize,
        column: usize,
        detail: String,
    },
    NoTournaments,
    EmptyTable,
    /// A parameter outside `least..=1,000,000` (`what` names it).
    BadParameter {
        what: &'static str,
        value: u64,
        least: u64,
    },
    BestZero,
}

riffle_text::sentence_file!(fn words = "league.ron");

impl Say for LeagueError {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            LeagueError::Unreadable {
                file,
                line,
                column,
                detail,
            } => fill!(w, "Unreadable", file, line, column, detail),
            LeagueError::NoTournaments => w.text("NoTournaments").to_string(),
            LeagueError::EmptyTable => w.text("EmptyTable").to_string(),
            LeagueError::BadParameter { what, value, least } => fill!(
                w,
                "BadParameter",
                what,
                value = group_digits(*value, lang),
                least,
                max = group_digits(MAX_PARAMETER, lang)
            ),
            LeagueError::BestZero => w.text("BestZero").to_string(),
        }
    }
}
riffle_text::worded!(LeagueError);

impl League {
    /// Reads and checks a league file's text (`file` names it in a refusal).
    pub fn parse(text: &str, file: &str) -> Result<League, LeagueError> {
        let league: League = ron::Options::default()
            .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
            .from_str(text)
            .map_err(|error| LeagueError::Unreadable {
                file: file.to_string(),
                line: error.span.start.line,
                column: error.span.start.col,
                detail: error.code.to_string(),
            })?;
        league.check()?;
        Ok(league)
    }

    fn check(&self) -> Result<(), LeagueError> {
        if self.tournaments.is_empty() {
            return Err(LeagueError::NoTournaments);
        }
        if self.best == Some(0) {
            return Err(LeagueError::BestZero);
        }
        let within = |what: &'static str, value: u64, least: u64| {
            if (least..=MAX_PARAMETER).contains(&value) {
                Ok(())
            } else {
                Err(LeagueError::BadParameter { what, value, least })
            }
        };
        match &self.points {
            Formula::Table { points, others } => {
                if points.is_empty() {
                    return Err(LeagueError::EmptyTable);
                }
                for &p in points.iter().chain([others]) {
                    within("points", u64::from(p), 0)?;
                }
            }
            Formula::Beaten {
                per_player,
                winner_bonus,
            } => {
                within("per_player", u64::from(*per_player), 1)?;
                within("winner_bonus", u64::from(*winner_bonus), 0)?;
            }
            Formula::Root { scale, base_buy_in } => {
                within("scale", u64::from(*scale), 1)?;
                if let Some(base) = base_buy_in {
                    within("base_buy_in", *base, 1)?;
                }
            }
        }
        Ok(())
    }
}

impl Formula {
    /// The points, in hundredths, for finishing `place` (from 1) of `field` entries in an
    /// event whose entry cost `buy_in`.
    pub fn points(&self, field: u32, place: u32, buy_in: u64) -> Points {
        let place = place.max(1);
        match self {
            Formula::Table { points, others } => {
                let p = points.get(place as usize - 1).unwrap_or(others);
                u64::from(*p) * 100
            }
            Formula::Beaten {
                per_player,
                winner_bonus,
            } => {
                let beaten = u64::from(field.saturating_sub(place));
                let bonus = if place == 1 { *winner_bonus } else { 0 };
                (beaten * u64::from(*per_player) + u64::from(bonus)) * 100
            }
            Formula::Root { scale, base_buy_in } => {
                // One division of exact products, so the result does not hang on the order of
                // the operations.
                let field = u128::from(field.max(place));
                let (over, under) = match base_buy_in {
                    Some(base) => (
                        field * u128::from(buy_in),
                        u128::from(place) * u128::from(*base),
                    ),
                    None => (field, u128::from(place)),
                };
                let root = (over as f64 / under as f64).sqrt();
                (f64::from(*scale) * 100.0 * root).round() as Points
            }
        }
    }
}

/// One player's finish in an event: `player` is the key that makes two entries one player
/// (the store's name key), `name` how the player is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finish {
    pub player: String,
    pub name: String,
    pub place: u32,
}

/// An event as the league scores it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventFinishes {
    pub field: u32,
    pub buy_in: u64,
    pub finishes: Vec<Finish>,
}

/// A line of the league table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Row {
    /// 1 plus the players ahead; players level after every tie-break share it.
    pub rank: u32,
    pub shared: bool,
    /// The player as the finishes name them (the database's `#id`, else the name's key).
    #[serde(skip)]
    pub player: String,
    pub name: String,
    /// The points that count (the best N results), in hundredths.
    pub points: Points,
    pub events: u32,
    /// Results counted (at most the league's N).
    pub counted: u32,
    pub wins: u32,
    /// The best single result, in hundredths.
    pub best: Points,
    /// The points of each event of the league, in order; none where the player did not play.
    pub results: Vec<Option<Points>>,
}

/// The league table after these events: the best N results of each player added up, then
/// sorted by points and the league's tie-breaks; players still level share the rank and are
/// listed by name.
pub fn table(league: &League, events: &[EventFinishes]) -> Vec<Row> {
    let mut rows: Vec<(String, Row)> = Vec::new();
    for (k, event) in events.iter().enumerate() {
        for finish in &event.finishes {
            let at = match rows.iter().position(|(key, _)| *key == finish.player) {
                Some(at) => at,
                None => {
                    rows.push((
                        finish.player.clone(),
                        Row {
                            rank: 0,
                            shared: false,
                            player: finish.player.clone(),
                            name: finish.name.clone(),
                            points: 0,
                            events: 0,
                            counted: 0,
                            wins: 0,
                            best: 0,
                            results: vec![None; events.len()],
                        },
                    ));
                    rows.len() - 1
                }
            };
            let row = &mut rows[at].1;
            let points = league
                .points
                .points(event.field, finish.place, event.buy_in);
            row.results[k] = Some(points);
            row.events += 1;
            row.wins += u32::from(finish.place == 1);
            row.best = row.best.max(points);
        }
    }
    let mut rows: Vec<Row> = rows.into_iter().map(|(_, row)| row).collect();
    for row in &mut rows {
        let mut scored: Vec<Points> = row.results.iter().flatten().copied().collect();
        scored.sort_unstable_by(|a, b| b.cmp(a));
        let n = league
            .best
            .map_or(scored.len(), |n| scored.len().min(n as usize));
        row.points = scored[..n].iter().sum();
        row.counted = n as u32;
    }
    let order = |a: &Row, b: &Row| {
        let mut ordering = b.points.cmp(&a.points);
        for tie in &league.ties {
            ordering = ordering.then(match tie {
                TieBreak::MostWins => b.wins.cmp(&a.wins),
                TieBreak::BestResult => b.best.cmp(&a.best),
                TieBreak::MostEvents => b.events.cmp(&a.events),
            });
        }
        ordering
    };
    rows.sort_by(|a, b| order(a, b).then_with(|| a.name.cmp(&b.name)));
    let ranks: Vec<(u32, bool)> = (0..rows.len())
        .map(|k| {
            let level = |j: usize| order(&rows[k], &rows[j]).is_eq();
            let first = (0..k).find(|&j| level(j)).unwrap_or(k);
            (
                first as u32 + 1,
                first < k || (k + 1 < rows.len() && level(k + 1)),
            )
        })
        .collect();
    for (row, (rank, shared)) in rows.iter_mut().zip(ranks) {
        row.rank = rank;
        row.shared = shared;
    }
    rows
}

/// Points in hundredths as a file holds them: `12.35`, `40` for a whole number, no grouping.
pub fn shown(points: Points) -> String {
    if points.is_multiple_of(100) {
        (points / 100).to_string()
    } else {
        format!("{}.{:02}", points / 100, points % 100)
    }
}

/// Points as a person reads them in `lang`: digits grouped, and a decimal comma in French
/// (`1,234.5` / `1 234,5`, never `1.234,50`).
pub fn shown_in(points: Points, lang: Lang) -> String {
    let whole = group_digits(points / 100, lang);
    if points.is_multiple_of(100) {
        return whole;
    }
    let decimals = format!("{:02}", points % 100);
    let decimals = decimals.trim_end_matches('0');
    fill!(words(lang), "ShownIn", whole, decimals)
}

/// The league table's column titles in `lang`: rank, player, points, events, counted, wins,
/// best, for the printed table.
pub fn column_titles(lang: Lang) -> [&'static str; 7] {
    let w = words(lang);
    [
        w.text("rank"),
        w.text("player"),
        w.text("points"),
        w.text("events"),
        w.text("counted"),
        w.text("wins"),
        w.text("best"),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn league(points: Formula, best: Option<u32>, ties: Vec<TieBreak>) -> League {
        League {
            name: "Test".into(),
            season: None,
            tournaments: vec!["a".into()],
            points,
            best,
            ties,
            places: PlaceOf::Best,
        }
    }

    fn event(field: u32, places: &[(&str, u32)]) -> EventFinishes {
        EventFinishes {
            field,
            buy_in: 50,
            finishes: places
                .iter()
                .map(|&(name, place)| Finish {
                    player: name.to_lowercase(),
                    name: name.to_string(),
                    place,
                })
                .collect(),
        }
    }

    #[test]
    fn a_table_scores_by_place_and_others_past_it() {
        let f = Formula::Table {
            points: vec![10, 6, 3],
            others: 1,
        };
        let scored: Vec<Points> = (1..=5).map(|p| f.points(5, p, 0)).collect();
        assert_eq!(scored, [1000, 600, 300, 100, 100]);
    }

    #[test]
    fn beaten_counts_the_players_behind_and_the_winners_bonus() {
        let f = Formula::Beaten {
            per_player: 2,
            winner_bonus: 5,
        };
        assert_eq!(f.points(10, 1, 0), (9 * 2 + 5) * 100);
        assert_eq!(f.points(10, 4, 0), 6 * 2 * 100);
        assert_eq!(f.points(10, 10, 0), 0);
    }

    #[test]
    fn the_root_formula_grows_with_the_field_and_the_buy_in() {
        let f = Formula::Root {
            scale: 10,
            base_buy_in: Some(20),
        };
        // 10 × √(16 ÷ 4 × 80 ÷ 20) = 10 × √16 = 40.
        assert_eq!(f.points(16, 4, 80), 4000);
        // 10 × √(9 ÷ 1) = 30 at the base buy-in; 10 × √2 = 14.14 for 2nd of 4.
        assert_eq!(f.points(9, 1, 20), 3000);
        assert_eq!(f.points(4, 2, 20), 1414);
        let plain = Formula::Root {
            scale: 10,
            base_buy_in: None,
        };
        assert_eq!(
            plain.points(4, 2, 1_000),
            1414,
            "no base: the buy-in is ignored"
        );
    }

    #[test]
    fn only_the_best_n_count_and_ties_are_broken_in_the_leagues_order() {
        let table_points = Formula::Table {
            points: vec![10, 5],
            others: 0,
        };
        let events = [
            event(3, &[("Ann", 1), ("Bob", 2), ("Cy", 3)]),
            event(3, &[("Bob", 1), ("Ann", 3), ("Cy", 2)]),
            event(2, &[("Cy", 1), ("Bob", 2)]),
        ];
        // All count: Bob 5+10+5 = 20, Cy 0+5+10 = 15, Ann 10.
        let all = table(&league(table_points.clone(), None, vec![]), &events);
        let names: Vec<(&str, Points, u32)> = all
            .iter()
            .map(|r| (r.name.as_str(), r.points, r.rank))
            .collect();
        assert_eq!(names, [("Bob", 2000, 1), ("Cy", 1500, 2), ("Ann", 1000, 3)]);
        // Best 1: everyone has one win of 10, level; most events then puts Bob and Cy ahead
        // (3 events) and Ann third; Bob and Cy share first.
        let best_one = table(
            &league(table_points.clone(), Some(1), vec![TieBreak::MostEvents]),
            &events,
        );
        let names: Vec<(&str, u32, bool)> = best_one
            .iter()
            .map(|r| (r.name.as_str(), r.rank, r.shared))
            .collect();
        assert_eq!(
            names,
            [("Bob", 1, true), ("Cy", 1, true), ("Ann", 3, false)]
        );
        assert_eq!(best_one[0].counted, 1);
        assert_eq!(best_one[2].results, [Some(1000), Some(0), None]);
    }

    #[test]
    fn a_league_file_is_checked_whole() {
        let good = r#"League(name: "Mondays", tournaments: ["w1", "w2"],
            points: Root(scale: 10, base_buy_in: 20), best: 10, ties: [MostWins, BestResult])"#;
        let league = League::parse(good, "l.ron").unwrap();
        assert_eq!(league.best, Some(10));
        let refused = |text: &str| League::parse(text, "l.ron").unwrap_err();
        assert_eq!(
            refused(r#"League(name: "x", tournaments: [], points: Beaten(per_player: 1))"#),
            LeagueError::NoTournaments
        );
        assert_eq!(
            refused(r#"League(name: "x", tournaments: ["a"], points: Table(points: []))"#),
            LeagueError::EmptyTable
        );
        assert_eq!(
            refused(r#"League(name: "x", tournaments: ["a"], points: Root(scale: 0))"#),
            LeagueError::BadParameter {
                what: "scale",
                value: 0,
                least: 1
            }
        );
        assert_eq!(
            refused(
                r#"League(name: "x", tournaments: ["a"], points: Beaten(per_player: 1), best: 0)"#
            ),
            LeagueError::BestZero
        );
        let bad = LeagueError::BadParameter {
            what: "scale",
            value: 0,
            least: 1,
        };
        assert_eq!(
            bad.to_string(),
            "scale is 0: it must be a whole number from 1 to 1,000,000"
        );
        assert_eq!(
            bad.say(Lang::Fr),
            "scale vaut 0\u{a0}: ce doit être un nombre entier de 1 à 1\u{202f}000\u{202f}000"
        );
        let typo = refused(r#"League(name: "x", tournaments: ["a"], points: Sqrt(scale: 1))"#);
        assert!(
            matches!(&typo, LeagueError::Unreadable { line: 1, .. }),
            "{typo:?}"
        );
        assert!(typo.to_string().contains("Sqrt"), "{typo}");
    }

    #[test]
    fn every_refusal_is_worded_in_both_languages() {
        for refusal in [
            LeagueError::Unreadable {
                file: "l.ron".into(),
                line: 1,
                column: 2,
                detail: "x".into(),
            },
            LeagueError::NoTournaments,
            LeagueError::EmptyTable,
            LeagueError::BadParameter {
                what: "scale",
                value: 0,
                least: 1,
            },
            LeagueError::BestZero,
        ] {
            riffle_text::assert_worded_in_both(&refusal);
        }
    }

    #[test]
    fn points_are_shown_with_two_decimals_when_not_whole() {
        assert_eq!(shown(4000), "40");
        assert_eq!(shown(1414), "14.14");
        assert_eq!(shown(1405), "14.05");
        assert_eq!(shown(123_450), "1234.50");
        assert_eq!(shown_in(123_450, Lang::En), "1,234.5");
        assert_eq!(shown_in(123_450, Lang::Fr), "1\u{202f}234,5");
        assert_eq!(shown_in(4000, Lang::Fr), "40");
        assert_eq!(column_titles(Lang::Fr)[5], "Victoires");
    }
}
