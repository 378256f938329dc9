//! The results sheet an organiser sends to the Hendon Mob and to leagues: the event's header
//! (series, event, venue, dates, game, currency, the money, the field, whether the event counts
//! in the rankings) and one row per paid place. Written as CSV, and read back by [`read_csv`]
//! so a sheet can be checked field by field.

use crate::export::csv_field;
use crate::player_places::{PlaceOf, place_of_entry, player_places};
use riffle_core::league::{League, Points, Row as LeagueRow};
use riffle_core::structure::Money;
use riffle_text::Lang;
use riffle_tournament::Tournament;
use std::collections::HashSet;

/// The event as the sheet heads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    pub series: String,
    pub event_number: String,
    pub event: String,
    pub venue: String,
    pub city: String,
    pub country: String,
    /// The day play started and the day it ended, as YYYY-MM-DD.
    pub start: String,
    pub end: String,
    pub game: String,
    /// ISO 4217.
    pub currency: String,
    pub buy_in: Money,
    pub fee: Money,
    pub bounty: Money,
    pub entries: u64,
    pub unique_players: u64,
    pub re_entries: u64,
    pub prize_pool: Money,
    /// Empty when there is none.
    pub guarantee: Option<Money>,
    pub overlay: Money,
    pub places_paid: u64,
    pub satellite: bool,
    pub ladies: bool,
    pub seniors: bool,
    pub charity: bool,
    pub private: bool,
    /// What of the pool no place was paid: the house kept it, or added it to `fund`.
    pub kept: Money,
    /// The fund the kept money went to; empty when the house kept it.
    pub fund: String,
}

/// One paid place.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Row {
    pub place: u32,
    pub first_name: String,
    pub surname: String,
    /// The name the player registered under.
    pub alias: String,
    pub country: String,
    pub prize: Money,
    /// A prize that is not cash (a satellite's seat), as text.
    pub non_cash: String,
    /// The player was in a deal at the final table.
    pub deal: bool,
    pub bounties: Money,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sheet {
    pub header: Header,
    pub rows: Vec<Row>,
}

/// The club's name and country of each registered name, when the database knows them.
pub type Known<'a> = &'a dyn Fn(&str) -> Option<crate::players::NameAndCountry>;

impl Sheet {
    /// The sheet of `tournament`: the header from its structure, its details and its cashier,
    /// a row for each place that won something, from its standings, at the player's place
    /// among players (a player who re-entered is one player, placed by the entry `of` says).
    pub fn of(tournament: &Tournament, of: PlaceOf, known: Known) -> Sheet {
        let details = tournament.details();
        let structure = tournament.structure();
        let cashier = tournament.cashier();
        let counted: Vec<_> = tournament
            .entries()
            .iter()
            .filter(|e| e.counted())
            .collect();
        let unique: HashSet<String> = counted
            .iter()
            .map(|e| riffle_text::name_key(&e.name))
            .collect();
        let history = tournament.history();
        let day = |at: chrono::DateTime<chrono::Utc>| at.format("%Y-%m-%d").to_string();
        let end = history
            .last()
            .map_or_else(|| day(tournament.created()), |c| day(c.at));
        let text = |t: &Option<String>| t.clone().unwrap_or_default();
        let header = Header {
            series: text(&details.series),
            event_number: text(&details.event_number),
            event: tournament.name().to_string(),
            venue: text(&details.venue),
            city: text(&details.city),
            country: text(&details.country),
            start: day(tournament.created()),
            end,
            game: structure.game.name().to_string(),
            currency: text(&details.currency),
            buy_in: structure.buy_in,
            fee: structure.fee,
            bounty: structure.bounty,
            entries: counted.len() as u64,
            unique_players: unique.len() as u64,
            re_entries: u64::from(tournament.purchases().re_entries),
            prize_pool: tournament.prize_pool(),
            guarantee: cashier.as_ref().and_then(|c| c.guarantee),
            overlay: cashier.as_ref().map_or(0, |c| c.overlay),
            places_paid: tournament.payouts().iter().filter(|p| **p > 0).count() as u64,
            satellite: details.satellite || structure.satellite.is_some(),
            ladies: details.ladies,
            seniors: details.seniors,
            charity: details.charity,
            private: details.private,
            kept: tournament.kept().map_or(0, |k| k.amount),
            fund: tournament
                .kept()
                .and_then(|k| k.fund.clone())
                .unwrap_or_default(),
        };
        let seat = structure.satellite.as_ref().and_then(|s| s.target.clone());
        let deal = tournament.deal();
        let mut standings = tournament.standings();
        standings.sort_by_key(|s| (s.place, s.player));
        // A player's place among players, a re-entry's player counted once.
        let places = player_places(tournament, of);
        let rows = standings
            .iter()
            .filter(|s| s.prize > 0 || tournament.bounties_paid(s.player) > 0)
            .filter_map(|s| {
                let entry = tournament.entry(s.player)?;
                let (first_name, surname, country) = named(&entry.name, known);
                Some(Row {
                    place: place_of_entry(&places, s.player).unwrap_or(s.place),
                    first_name,
                    surname,
                    alias: entry.name.clone(),
                    country,
                    prize: s.prize,
                    non_cash: seat.clone().filter(|_| s.prize > 0).unwrap_or_default(),
                    deal: deal.is_some_and(|d| d.share(s.player).is_some()),
                    bounties: tournament.bounties_paid(s.player),
                })
            })
            .collect();
        Sheet { header, rows }
    }

    /// The sheet's cells, line by line, as [`Sheet::csv`] and [`Sheet::xlsx`] lay them out:
    /// the header as label and value lines, a blank line, then the places under their column
    /// labels. Labels in `lang`.
    fn cells(&self, lang: Lang) -> Vec<Vec<Cell>> {
        let w = words(lang);
        let h = &self.header;
        let yes_no = |b: bool| if b { w.text("Yes") } else { w.text("No") }.to_string();
        let money = |m: Money| m.to_string();
        let lines: [(&str, String); 27] = [
            (w.text("Series"), h.series.clone()),
            (w.text("EventNumber"), h.event_number.clone()),
            (w.text("Event"), h.event.clone()),
            (w.text("Venue"), h.venue.clone()),
            (w.text("City"), h.city.clone()),
            (w.text("Country"), h.country.clone()),
            (w.text("Start"), h.start.clone()),
            (w.text("End"), h.end.clone()),
            (w.text("Game"), h.game.clone()),
            (w.text("Currency"), h.currency.clone()),
            (w.text("BuyIn"), money(h.buy_in)),
            (w.text("Fee"), money(h.fee)),
            (w.text("Bounty"), money(h.bounty)),
            (w.text("Entries"), h.entries.to_string()),
            (w.text("UniquePlayers"), h.unique_players.to_string()),
            (w.text("ReEntries"), h.re_entries.to_string()),
            (w.text("PrizePool"), money(h.prize_pool)),
            (
                w.text("Guarantee"),
                h.guarantee.map(money).unwrap_or_default(),
            ),
            (w.text("Overlay"), money(h.overlay)),
            (w.text("PlacesPaid"), h.places_paid.to_string()),
            (w.text("Satellite"), yes_no(h.satellite)),
            (w.text("Ladies"), yes_no(h.ladies)),
            (w.text("Seniors"), yes_no(h.seniors)),
            (w.text("Charity"), yes_no(h.charity)),
            (w.text("Private"), yes_no(h.private)),
            (w.text("HouseKept"), money(h.kept)),
            (w.text("HouseFund"), h.fund.clone()),
        ];
        let mut out: Vec<Vec<Cell>> = Vec::new();
        for (k, (label, value)) in lines.into_iter().enumerate() {
            // The money and the counts are numbers for a spreadsheet.
            let value = match value.parse::<u64>() {
                Ok(n) if (10..=19).contains(&k) || k == 25 => Cell::Number(n),
                _ => Cell::Text(value),
            };
            out.push(vec![Cell::Text(label.to_string()), value]);
        }
        out.push(Vec::new());
        let columns = [
            w.text("Place"),
            w.text("FirstName"),
            w.text("Surname"),
            w.text("Alias"),
            w.text("PlayerCountry"),
            w.text("Prize"),
            w.text("NonCash"),
            w.text("Deal"),
            w.text("Bounties"),
        ];
        out.push(
            columns
                .iter()
                .map(|label| Cell::Text(label.to_string()))
                .collect(),
        );
        for row in &self.rows {
            out.push(vec![
                Cell::Number(u64::from(row.place)),
                Cell::Text(row.first_name.clone()),
                Cell::Text(row.surname.clone()),
                Cell::Text(row.alias.clone()),
                Cell::Text(row.country.clone()),
                Cell::Number(row.prize),
                Cell::Text(row.non_cash.clone()),
                Cell::Text(if row.deal {
                    w.text("DealMark").to_string()
                } else {
                    String::new()
                }),
                Cell::Number(row.bounties),
            ]);
        }
        out
    }

    /// The sheet as CSV; a cell a spreadsheet would run as a formula is kept as text.
    pub fn csv(&self, lang: Lang) -> String {
        csv_of(&self.cells(lang))
    }

    /// The sheet as an Excel workbook (`.xlsx`): every text written as text, so a name that
    /// looks like a formula is never one; money and counts as numbers.
    pub fn xlsx(&self, lang: Lang) -> Result<Vec<u8>, SheetError> {
        workbook(&self.cells(lang))
    }
}

/// A league's season as its sheet heads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeasonHeader {
    pub league: String,
    pub season: String,
    /// The events the table counts.
    pub events: u64,
    /// The first and the last event's day, as YYYY-MM-DD.
    pub start: String,
    pub end: String,
    pub players: u64,
}

/// One player of the standings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeasonRow {
    /// The rank in the table; players level share it.
    pub place: u32,
    pub first_name: String,
    pub surname: String,
    /// The name the player first registered under in the season.
    pub alias: String,
    pub country: String,
    /// In hundredths, as the table counts them.
    pub points: Points,
    pub events: u32,
    pub wins: u32,
    /// Events finished in the money.
    pub cashes: u32,
    pub winnings: Money,
}

/// What a league's season sheet adds to its table: the events' days and, for each player (by
/// the key the table's rows carry), the name first registered, the cashes and the winnings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Season {
    pub events: usize,
    /// The first and the last event's day, as YYYY-MM-DD.
    pub first_day: String,
    pub last_day: String,
    pub registered: std::collections::HashMap<String, String>,
    /// Events finished in the money, and the prizes they paid.
    pub cashes: std::collections::HashMap<String, (u32, Money)>,
}

/// The results sheet of a league's season: the season's header and its standings, a row a
/// player, in the table's order. Written and read back as the event's sheet is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeasonSheet {
    pub header: SeasonHeader,
    pub rows: Vec<SeasonRow>,
}

impl SeasonSheet {
    /// The sheet of a league's table, with the club's names and countries of the names the
    /// players first registered under.
    pub fn of(league: &League, table: &[LeagueRow], season: &Season, known: Known) -> SeasonSheet {
        let header = SeasonHeader {
            league: league.name.clone(),
            season: league.season.clone().unwrap_or_default(),
            events: season.events as u64,
            start: season.first_day.clone(),
            end: season.last_day.clone(),
            players: table.len() as u64,
        };
        let rows = table
            .iter()
            .map(|row| {
                let alias = (season.registered.get(&row.player))
                    .cloned()
                    .unwrap_or_else(|| row.name.clone());
                let (first_name, surname, country) = named(&alias, known);
                let (cashes, winnings) =
                    season.cashes.get(&row.player).copied().unwrap_or_default();
                SeasonRow {
                    place: row.rank,
                    first_name,
                    surname,
                    alias,
                    country,
                    points: row.points,
                    events: row.events,
                    wins: row.wins,
                    cashes,
                    winnings,
                }
            })
            .collect();
        SeasonSheet { header, rows }
    }

    /// The header as label and value lines, a blank line, then the standings under their
    /// column labels. Labels in `lang`.
    fn cells(&self, lang: Lang) -> Vec<Vec<Cell>> {
        let w = words(lang);
        let h = &self.header;
        let text = |label: &str, value: &str| {
            vec![Cell::Text(label.to_string()), Cell::Text(value.to_string())]
        };
        let number =
            |label: &str, value: u64| vec![Cell::Text(label.to_string()), Cell::Number(value)];
        let mut out = vec![
            text(w.text("League"), &h.league),
            text(w.text("Season"), &h.season),
            number(w.text("EventsCounted"), h.events),
            text(w.text("From"), &h.start),
            text(w.text("To"), &h.end),
            number(w.text("Players"), h.players),
            Vec::new(),
        ];
        let columns = [
            w.text("Place"),
            w.text("FirstName"),
            w.text("Surname"),
            w.text("Alias"),
            w.text("PlayerCountry"),
            w.text("Points"),
            w.text("EventsPlayed"),
            w.text("Wins"),
            w.text("Cashes"),
            w.text("Winnings"),
        ];
        out.push(
            (columns.iter())
                .map(|label| Cell::Text(label.to_string()))
                .collect(),
        );
        for row in &self.rows {
            out.push(vec![
                Cell::Number(u64::from(row.place)),
                Cell::Text(row.first_name.clone()),
                Cell::Text(row.surname.clone()),
                Cell::Text(row.alias.clone()),
                Cell::Text(row.country.clone()),
                Cell::Points(row.points),
                Cell::Number(u64::from(row.events)),
                Cell::Number(u64::from(row.wins)),
                Cell::Number(u64::from(row.cashes)),
                Cell::Number(row.winnings),
            ]);
        }
        out
    }

    /// The sheet as CSV; a cell a spreadsheet would run as a formula is kept as text.
    pub fn csv(&self, lang: Lang) -> String {
        csv_of(&self.cells(lang))
    }

    /// The sheet as an Excel workbook (`.xlsx`), texts as text and numbers as numbers.
    pub fn xlsx(&self, lang: Lang) -> Result<Vec<u8>, SheetError> {
        workbook(&self.cells(lang))
    }
}

/// The first name, surname and country the club's database has for a registered name (the
/// full name split at its first space, kept whole when it has no surname), empty where it has
/// none.
fn named(registered: &str, known: Known) -> (String, String, String) {
    let known = known(registered).unwrap_or_default();
    let (first_name, surname) = known.first_name_and_surname();
    (first_name, surname, known.country.unwrap_or_default())
}

/// Reads a season sheet [`SeasonSheet::csv`] wrote, in either language.
pub fn read_season_csv(text: &str) -> Result<SeasonSheet, SheetError> {
    read_season_lines(&records(text))
}

/// Reads a season sheet from its lines of cells as text (a spreadsheet's rows, empty cells at
/// the end of a line left out).
pub fn read_season_lines(records: &[Vec<String>]) -> Result<SeasonSheet, SheetError> {
    let bad = |line: usize| SheetError::Line { line };
    let lines = HeaderLines(records);
    let value = |line: usize| lines.value(line);
    let number = |line: usize| lines.number(line);
    let header = SeasonHeader {
        league: value(0)?,
        season: value(1)?,
        events: number(2)?,
        start: value(3)?,
        end: value(4)?,
        players: number(5)?,
    };
    // Line 7 is blank, line 8 the column labels.
    let mut rows = Vec::new();
    for (k, record) in records.iter().enumerate().skip(8) {
        let line = k + 1;
        let cells: Vec<String> = (0..10)
            .map(|c| record.get(c).cloned().unwrap_or_default())
            .collect();
        if record.len() != 10 {
            return Err(bad(line));
        }
        let whole = |c: usize| cells[c].parse::<u32>().map_err(|_| bad(line));
        rows.push(SeasonRow {
            place: whole(0)?,
            first_name: unguarded(&cells[1]),
            surname: unguarded(&cells[2]),
            alias: unguarded(&cells[3]),
            country: unguarded(&cells[4]),
            points: hundredths(&cells[5]).ok_or_else(|| bad(line))?,
            events: whole(6)?,
            wins: whole(7)?,
            cashes: whole(8)?,
            winnings: cells[9].parse().map_err(|_| bad(line))?,
        });
    }
    Ok(SeasonSheet { header, rows })
}

/// Points written as `12.35`, `12.5` or `40`, in hundredths.
fn hundredths(text: &str) -> Option<Points> {
    let (whole, part) = text.split_once('.').unwrap_or((text, ""));
    if part.len() > 2 || !part.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let part: u64 = format!("{part:0<2}").parse().ok()?;
    whole
        .parse::<u64>()
        .ok()?
        .checked_mul(100)?
        .checked_add(part)
}

/// Lines of cells as CSV; a cell a spreadsheet would run as a formula is kept as text.
fn csv_of(lines: &[Vec<Cell>]) -> String {
    let mut out = String::new();
    for line in lines {
        let cells: Vec<String> = line
            .iter()
            .map(|cell| match cell {
                Cell::Text(text) => csv_field(text),
                Cell::Number(n) => n.to_string(),
                Cell::Points(points) => riffle_core::league::shown(*points),
            })
            .collect();
        out.push_str(&cells.join(","));
        out.push('\n');
    }
    out
}

/// Lines of cells as an Excel workbook: texts as text, numbers as numbers.
fn workbook(lines: &[Vec<Cell>]) -> Result<Vec<u8>, SheetError> {
    let failed = |e: rust_xlsxwriter::XlsxError| SheetError::Xlsx {
        cause: e.to_string(),
    };
    let mut workbook = rust_xlsxwriter::Workbook::new();
    let sheet = workbook.add_worksheet();
    for (r, line) in lines.iter().enumerate() {
        let r = u32::try_from(r).unwrap_or(u32::MAX);
        for (c, cell) in line.iter().enumerate() {
            let c = u16::try_from(c).unwrap_or(u16::MAX);
            match cell {
                Cell::Text(text) if text.is_empty() => {}
                Cell::Text(text) => {
                    sheet.write_string(r, c, text).map_err(failed)?;
                }
                Cell::Number(n) => {
                    sheet.write_number(r, c, *n as f64).map_err(failed)?;
                }
                Cell::Points(points) => {
                    sheet
                        .write_number(r, c, *points as f64 / 100.0)
                        .map_err(failed)?;
                }
            }
        }
    }
    workbook.save_to_buffer().map_err(failed)
}

/// A cell of the sheet: text, a whole number (money, a count, a place) or league points.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Cell {
    Text(String),
    Number(u64),
    /// League points, in hundredths.
    Points(u64),
}

/// Why a sheet could not be read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetError {
    /// A line of the sheet is not what the sheet writes there.
    Line { line: usize },
    /// The spreadsheet library could not make the workbook.
    Xlsx { cause: String },
}

impl riffle_text::Say for SheetError {
    fn say(&self, lang: Lang) -> String {
        match self {
            SheetError::Line { line } => riffle_text::fill!(words(lang), "BadLine", line),
            SheetError::Xlsx { cause } => riffle_text::fill!(words(lang), "XlsxFailed", cause),
        }
    }
}
riffle_text::worded!(SheetError);

/// The records of a CSV text: fields split at commas outside quotes, `""` a quote inside one.
fn records(text: &str) -> Vec<Vec<String>> {
    let mut records = Vec::new();
    let mut record = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            '"' => quoted = !quoted,
            ',' if !quoted => record.push(std::mem::take(&mut field)),
            '\n' if !quoted => {
                record.push(std::mem::take(&mut field));
                records.push(std::mem::take(&mut record));
            }
            _ => field.push(c),
        }
    }
    if !field.is_empty() || !record.is_empty() {
        record.push(field);
        records.push(record);
    }
    records
}

/// A cell as written, without the `'` that kept a formula-looking text from running.
fn unguarded(cell: &str) -> String {
    match cell.strip_prefix('\'') {
        Some(rest) if rest.starts_with(['=', '+', '-', '@', '\t', '\r']) => rest.to_string(),
        _ => cell.to_string(),
    }
}

/// A sheet's header read back: a label and its value on each line, counted from 0.
struct HeaderLines<'a>(&'a [Vec<String>]);

impl HeaderLines<'_> {
    fn value(&self, line: usize) -> Result<String, SheetError> {
        match self.0.get(line) {
            Some(record) if record.len() == 2 => Ok(unguarded(&record[1])),
            // A spreadsheet row leaves out an empty value.
            Some(record) if record.len() == 1 => Ok(String::new()),
            _ => Err(SheetError::Line { line: line + 1 }),
        }
    }

    fn number(&self, line: usize) -> Result<u64, SheetError> {
        (self.value(line)?.parse()).map_err(|_| SheetError::Line { line: line + 1 })
    }
}

/// Reads a sheet [`Sheet::csv`] wrote, in either language.
pub fn read_csv(text: &str) -> Result<Sheet, SheetError> {
    read_lines(&records(text))
}

/// Reads a sheet from its lines of cells as text (a spreadsheet's rows, empty cells at the end
/// of a line left out), in either language.
pub fn read_lines(records: &[Vec<String>]) -> Result<Sheet, SheetError> {
    let bad = |line: usize| SheetError::Line { line };
    let lines = HeaderLines(records);
    let value = |line: usize| lines.value(line);
    let number = |line: usize| lines.number(line);
    let flag = |line: usize| -> Result<bool, SheetError> {
        let v = value(line)?;
        let is = |key: &str| {
            [Lang::En, Lang::Fr]
                .iter()
                .any(|&l| words(l).text(key) == v)
        };
        if is("Yes") {
            Ok(true)
        } else if is("No") {
            Ok(false)
        } else {
            Err(bad(line + 1))
        }
    };
    let guarantee = value(17)?;
    let header = Header {
        series: value(0)?,
        event_number: value(1)?,
        event: value(2)?,
        venue: value(3)?,
        city: value(4)?,
        country: value(5)?,
        start: value(6)?,
        end: value(7)?,
        game: value(8)?,
        currency: value(9)?,
        buy_in: number(10)?,
        fee: number(11)?,
        bounty: number(12)?,
        entries: number(13)?,
        unique_players: number(14)?,
        re_entries: number(15)?,
        prize_pool: number(16)?,
        guarantee: if guarantee.is_empty() {
            None
        } else {
            Some(guarantee.parse().map_err(|_| bad(18))?)
        },
        overlay: number(18)?,
        places_paid: number(19)?,
        satellite: flag(20)?,
        ladies: flag(21)?,
        seniors: flag(22)?,
        charity: flag(23)?,
        private: flag(24)?,
        kept: number(25)?,
        fund: value(26)?,
    };
    // Line 28 is blank, line 29 the column labels.
    let mut rows = Vec::new();
    for (k, record) in records.iter().enumerate().skip(29) {
        let line = k + 1;
        let [
            place,
            first,
            surname,
            alias,
            country,
            prize,
            non_cash,
            deal,
            bounties,
        ] = record.as_slice()
        else {
            return Err(bad(line));
        };
        rows.push(Row {
            place: place.parse().map_err(|_| bad(line))?,
            first_name: unguarded(first),
            surname: unguarded(surname),
            alias: unguarded(alias),
            country: unguarded(country),
            prize: prize.parse().map_err(|_| bad(line))?,
            non_cash: unguarded(non_cash),
            deal: !deal.is_empty(),
            bounties: bounties.parse().map_err(|_| bad(line))?,
        });
    }
    Ok(Sheet { header, rows })
}

riffle_text::sentence_file!(fn words = "sheet.ron");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sheet_refusal_is_worded_in_french() {
        for error in [
            SheetError::Line { line: 14 },
            SheetError::Xlsx {
                cause: "disk full".into(),
            },
        ] {
            match &error {
                SheetError::Line { .. } | SheetError::Xlsx { .. } => {}
            }
            riffle_text::assert_worded_in_both(&error);
        }
    }
}
