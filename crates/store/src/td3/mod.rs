//! The Tournament Director (TD3) saves: a club leaving TD3 brings its events along. A `.tdt`
//! file is read (`literal`, `save`), its structure as played becomes a Riffle structure, and its
//! facts (buy-ins, re-entries, rebuys, add-ons, busts with who knocked out whom, the prizes) are
//! sent to a new tournament as the TD's commands, in the order they happened, so the places,
//! the pool and the knockouts are Riffle's own. What a save holds that Riffle does not carry is
//! listed ([`NotCarried`]), never dropped in silence.

pub mod literal;
pub mod save;

use crate::players::{Database, Filled, Location, Td3Player};
use crate::session::{Session, SessionError};
use chrono::{DateTime, TimeZone, Utc};
use literal::{Expected, Place};
use riffle_core::Chips;
use riffle_core::betting::Ante;
use riffle_core::floor::PlayerId;
use riffle_core::league::PlaceOf;
use riffle_core::structure::{
    self, AddOn, Break, Chip, Diagnostic, Entry, Level, Money, PriceProfile, ReEntry, Rebuy, Sold,
    Structure,
};
use riffle_text::{Lang, Say, fill};
use riffle_tournament::{Bust, Command, Setup, Share, StructureSource};
use save::Save;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The TD3 versions whose saves this reader knows: the 3.x series (3.0 to 3.7 write the same
/// literal; 3.4 and before key the players by id in an object instead of `Map.from`).
const KNOWN_MAJOR: &str = "3";

/// Why a save was refused. Each names the file; nothing is written when one is refused.
#[derive(Debug)]
pub enum Td3Error {
    /// No save among the files and folders named.
    NoSaves,
    Read {
        file: PathBuf,
        cause: std::io::Error,
    },
    /// The literal is damaged at this place.
    Syntax {
        file: PathBuf,
        at: Place,
        expected: Expected,
    },
    /// Not a TD3 save: no `V` and `T` at the top.
    NotASave {
        file: PathBuf,
    },
    UnknownVersion {
        file: PathBuf,
        version: String,
    },
    /// A field every save has is missing or of another kind.
    Missing {
        file: PathBuf,
        at: Place,
        field: &'static str,
    },
    /// Add-ons bought at levels more than one apart; Riffle sells them at one level.
    AddOnsSpread {
        file: PathBuf,
        first: u32,
        last: u32,
    },
    /// A player with neither a nickname nor a name.
    Nameless {
        file: PathBuf,
        at: Place,
    },
    /// The prizes by place go up somewhere.
    PrizesOutOfOrder {
        file: PathBuf,
        place: u32,
    },
    /// The structure made from the save does not pass Riffle's checks.
    Structure {
        file: PathBuf,
        problems: Vec<Diagnostic>,
    },
    /// Riffle refused one of the save's facts.
    Refused {
        file: PathBuf,
        player: String,
        at: DateTime<Utc>,
        cause: Box<SessionError>,
    },
    /// Riffle refused a step of the replay that is no player's (the seat draw, the clock).
    RefusedStep {
        file: PathBuf,
        at: DateTime<Utc>,
        cause: Box<SessionError>,
    },
    /// The folder the event would go to exists already.
    FolderExists {
        file: PathBuf,
        folder: PathBuf,
    },
    /// Two saves would go to the same folder.
    SameFolder {
        file: PathBuf,
        other: PathBuf,
    },
    Write {
        folder: PathBuf,
        cause: std::io::Error,
    },
    Database(crate::players::DbError),
}

fn expected(what: Expected, lang: Lang) -> String {
    let w = words(lang);
    match what {
        Expected::Value => w.text("ExpectedValue"),
        Expected::Key => w.text("ExpectedKey"),
        Expected::Colon => w.text("ExpectedColon"),
        Expected::CommaOrBrace => w.text("ExpectedCommaOrBrace"),
        Expected::CommaOrBracket => w.text("ExpectedCommaOrBracket"),
        Expected::OpenParen => w.text("ExpectedOpenParen"),
        Expected::CloseParen => w.text("ExpectedCloseParen"),
        Expected::EndOfString => w.text("ExpectedEndOfString"),
        Expected::Pair => w.text("ExpectedPair"),
        Expected::End => w.text("ExpectedEnd"),
    }
    .to_string()
}

impl Say for Td3Error {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            Td3Error::NoSaves => w.text("NoSaves").to_string(),
            Td3Error::Read { file, cause } => fill!(
                w,
                "Read",
                file = file.display(),
                cause = crate::os_cause(cause, lang)
            ),
            Td3Error::Syntax {
                file,
                at,
                expected: what,
            } => fill!(
                w,
                "Syntax",
                file = file.display(),
                line = at.line,
                column = at.column,
                expected = expected(*what, lang)
            ),
            Td3Error::NotASave { file } => fill!(w, "NotASave", file = file.display()),
            Td3Error::UnknownVersion { file, version } => fill!(
                w,
                "UnknownVersion",
                file = file.display(),
                version,
                known = KNOWN_MAJOR
            ),
            Td3Error::Missing { file, at, field } => fill!(
                w,
                "Missing",
                file = file.display(),
                line = at.line,
                column = at.column,
                field
            ),
            Td3Error::AddOnsSpread { file, first, last } => {
                fill!(w, "AddOnsSpread", file = file.display(), first, last)
            }
            Td3Error::Nameless { file, at } => fill!(
                w,
                "Nameless",
                file = file.display(),
                line = at.line,
                column = at.column
            ),
            Td3Error::PrizesOutOfOrder { file, place } => {
                fill!(w, "PrizesOutOfOrder", file = file.display(), place)
            }
            Td3Error::Structure { file, problems } => fill!(
                w,
                "Structure",
                file = file.display(),
                problems = problems
                    .iter()
                    .map(|p| p.say(lang))
                    .collect::<Vec<_>>()
                    .join("; ")
            ),
            Td3Error::Refused {
                file,
                player,
                at,
                cause,
            } => fill!(
                w,
                "Refused",
                file = file.display(),
                player,
                at = at.format("%Y-%m-%d %H:%M:%S"),
                cause = cause.say(lang)
            ),
            Td3Error::RefusedStep { file, at, cause } => fill!(
                w,
                "RefusedStep",
                file = file.display(),
                at = at.format("%Y-%m-%d %H:%M:%S"),
                cause = cause.say(lang)
            ),
            Td3Error::FolderExists { file, folder } => fill!(
                w,
                "FolderExists",
                file = file.display(),
                folder = folder.display()
            ),
            Td3Error::SameFolder { file, other } => fill!(
                w,
                "SameFolder",
                file = file.display(),
                other = other.display()
            ),
            Td3Error::Write { folder, cause } => fill!(
                w,
                "Write",
                folder = folder.display(),
                cause = crate::os_cause(cause, lang)
            ),
            Td3Error::Database(error) => error.say(lang),
        }
    }
}
riffle_text::worded!(Td3Error);

/// Something the save holds that the import did not carry, or carried another way: said at
/// the end of the import.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotCarried {
    /// TD3's screen layouts, sounds, event list, table layout and history log.
    Unread { parts: String },
    /// The league's points formula, in TD3's own language: the places are kept, the league
    /// file is to be written.
    PointsFormula { league: String },
    /// A prize not by place (by points, a raffle).
    PrizeNotByPlace { description: String },
    /// TD3's prizes paid less than the pool: the rest is the house's (kept for the club's
    /// season final, say), paid to no place, as TD3 had it.
    KeptByHouse { paid: Money, pool: Money },
    /// The prizes paid more than the pool: the house's overlay, carried as a guarantee.
    OverlayAsGuarantee { paid: Money, pool: Money },
    /// A knocker who was not in play when the player busted.
    KnockerDropped { busted: String, knocker: String },
    /// A chop TD3 recorded that Riffle could not agree as the deal.
    Chop,
    /// Bounties (TD3's personal bounties) are not carried.
    Bounties,
    /// Texts of the file that were not UTF-8, read as Latin-1 one by one (the others are
    /// as written): how many, the first and its line.
    Latin1 {
        count: usize,
        first: String,
        line: usize,
    },
    /// Players in the save who never bought in.
    NoBuyIn { count: usize },
    /// The house's contribution to the pool.
    HouseContribution { amount: Money },
    /// The prizes could not be set at the place TD3 had them; Riffle's payout rule pays.
    PrizesNotSet,
    /// TD3 tracked no chips; Riffle gives this stack.
    NoStack { stack: Chips },
    /// The event was not finished in TD3: these players were still in.
    Unfinished { left: usize },
    /// Players re-entered: the results, the sheet and the club's database place each player
    /// once, at the best (or the last, as the league file beside the event says) entry's
    /// place among players; each entry's bust is in the history.
    PlacesByPlayer {
        players: usize,
        entries: usize,
        of: PlaceOf,
    },
}

impl Say for NotCarried {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            NotCarried::Unread { parts } => fill!(w, "NotCarriedUnread", parts),
            NotCarried::PointsFormula { league } => fill!(w, "NotCarriedPointsFormula", league),
            NotCarried::PrizeNotByPlace { description } => {
                fill!(w, "NotCarriedPrizeNotByPlace", description)
            }
            NotCarried::KeptByHouse { paid, pool } => {
                fill!(w, "KeptByHouse", paid, pool, kept = pool - paid)
            }
            NotCarried::OverlayAsGuarantee { paid, pool } => {
                fill!(w, "NotCarriedOverlay", paid, pool, overlay = paid - pool)
            }
            NotCarried::KnockerDropped { busted, knocker } => {
                fill!(w, "NotCarriedKnocker", busted, knocker)
            }
            NotCarried::Chop => w.text("NotCarriedChop").to_string(),
            NotCarried::Bounties => w.text("NotCarriedBounties").to_string(),
            NotCarried::Latin1 { count, first, line } => {
                fill!(w, "NotCarriedLatin1" / *count, count, first, line)
            }
            NotCarried::NoBuyIn { count } => fill!(w, "NotCarriedNoBuyIn" / *count, count),
            NotCarried::HouseContribution { amount } => {
                fill!(w, "NotCarriedHouseContribution", amount)
            }
            NotCarried::NoStack { stack } => fill!(w, "NotCarriedNoStack", stack),
            NotCarried::PrizesNotSet => w.text("NotCarriedPrizesNotSet").to_string(),
            NotCarried::Unfinished { left } => {
                fill!(w, "NotCarriedUnfinished" / *left, count = left)
            }
            NotCarried::PlacesByPlayer {
                players,
                entries,
                of,
            } => match of {
                PlaceOf::Best => fill!(w, "PlacesByPlayer", players, entries),
                PlaceOf::Last => fill!(w, "PlacesByPlayerLast", players, entries),
            },
        }
    }
}

impl Say for crate::players::NameLink {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        let (name, uuid, player) = (&self.name, &self.uuid, self.player);
        if self.before.is_empty() {
            fill!(w, "LinkedByName", name, uuid, player)
        } else {
            let before = self.before.join(", ");
            fill!(w, "LinkedByNameTwice", name, uuid, player, before)
        }
    }
}

riffle_text::sentence_file!(fn words = "td3.ron");

/// A save read from its file, with how its text was decoded.
#[derive(Clone, Debug)]
pub struct ReadSave {
    pub file: PathBuf,
    pub save: Save,
    /// The texts that were not UTF-8 and were read as Latin-1, with where each starts.
    pub latin1: Vec<(Place, String)>,
}

/// Reads and checks a save. Each text is decoded on its own: one that is not UTF-8 is read as
/// Latin-1 (as TD3 3.4 wrote its saves on Windows), and the others stay as they are.
pub fn read_save(file: &Path) -> Result<ReadSave, Td3Error> {
    let bytes = std::fs::read(file).map_err(|cause| Td3Error::Read {
        file: file.to_path_buf(),
        cause,
    })?;
    let (save, latin1) = parse_bytes(&bytes, file)?;
    Ok(ReadSave {
        file: file.to_path_buf(),
        save,
        latin1,
    })
}

/// The save in `text`, named `file` in refusals.
pub fn parse_save(text: &str, file: &Path) -> Result<Save, Td3Error> {
    parse_bytes(text.as_bytes(), file).map(|(save, _)| save)
}

/// The save in `bytes`, and the texts read as Latin-1.
fn parse_bytes(bytes: &[u8], file: &Path) -> Result<(Save, Vec<(Place, String)>), Td3Error> {
    let file = file.to_path_buf();
    let read = literal::read_bytes(bytes).map_err(|e| Td3Error::Syntax {
        file: file.clone(),
        at: e.at,
        expected: e.expected,
    })?;
    let root = read.value;
    let version = match root.get("V").and_then(literal::Value::text) {
        Some(v) if root.get("T").is_some() => v.to_string(),
        _ => return Err(Td3Error::NotASave { file }),
    };
    if version.split('.').next() != Some(KNOWN_MAJOR) {
        return Err(Td3Error::UnknownVersion { file, version });
    }
    let save = save::from_value(&root, version).map_err(|m| Td3Error::Missing {
        file,
        at: m.at,
        field: m.field,
    })?;
    Ok((save, read.latin1))
}

fn time(ms: i64) -> DateTime<Utc> {
    Utc.timestamp_millis_opt(ms)
        .single()
        .unwrap_or(DateTime::UNIX_EPOCH)
}

fn money(amount: i64) -> Money {
    u64::try_from(amount).unwrap_or(0)
}

/// A purchase's price as TD3 recorded it: the amount paid (rake included), the rake, the chips.
pub type PriceKey = (i64, i64, u64);

fn key(p: &save::Purchase) -> PriceKey {
    (p.amount, p.rake, p.chips)
}

/// The prices one kind of purchase was sold at: the most sold is the structure's own (the
/// first sold among equals), each other a price profile sold in the levels TD3 sold it in.
struct Prices<'a> {
    own: Option<&'a save::Purchase>,
    /// Each other price, with the levels it was sold in (first and last).
    others: Vec<(&'a save::Purchase, u32, u32)>,
}

fn prices<'a>(purchases: &[&'a save::Purchase]) -> Prices<'a> {
    let mut seen: Vec<(&save::Purchase, usize, u32, u32)> = Vec::new();
    for p in purchases {
        let round = p.round.max(1);
        match seen.iter_mut().find(|s| key(s.0) == key(p)) {
            Some(s) => {
                s.1 += 1;
                s.2 = s.2.min(round);
                s.3 = s.3.max(round);
            }
            None => seen.push((p, 1, round, round)),
        }
    }
    let most = (0..seen.len()).rev().max_by_key(|&k| seen[k].1);
    let own = most.map(|k| seen.remove(k).0);
    Prices {
        own,
        others: seen
            .into_iter()
            .map(|(p, _, from, until)| (p, from, until))
            .collect(),
    }
}

/// The kinds of buy-in: the first, one after a bust (a re-entry), one while still in (a rebuy).
fn buy_ins_by_kind(save: &Save) -> [Vec<&save::Purchase>; 3] {
    let mut kinds: [Vec<&save::Purchase>; 3] = [Vec::new(), Vec::new(), Vec::new()];
    for player in &save.players {
        for (i, buy_in) in player.buy_ins.iter().enumerate() {
            let kind = match i {
                0 => 0,
                _ if player.buy_ins[i - 1].bust.is_some() => 1,
                _ => 2,
            };
            kinds[kind].push(&buy_in.purchase);
        }
    }
    kinds
}

/// The place prizes the save pays, first place first, with the notes of what was adjusted.
fn place_prizes(read: &ReadSave, notes: &mut Vec<NotCarried>) -> Result<Vec<Money>, Td3Error> {
    let save = &read.save;
    let mut by_place: Vec<Money> = Vec::new();
    for prize in &save.prizes {
        if prize.kind != 0 || prize.place == 0 {
            if prize.amount != 0 {
                notes.push(NotCarried::PrizeNotByPlace {
                    description: prize.description.clone(),
                });
            }
            continue;
        }
        let place = prize.place as usize;
        if by_place.len() < place {
            by_place.resize(place, 0);
        }
        by_place[place - 1] = by_place[place - 1].saturating_add(money(prize.amount));
    }
    while by_place.last() == Some(&0) {
        by_place.pop();
    }
    if let Some(at) = by_place.windows(2).position(|pair| pair[1] > pair[0]) {
        return Err(Td3Error::PrizesOutOfOrder {
            file: read.file.clone(),
            place: at as u32 + 2,
        });
    }
    Ok(by_place)
}

/// The price profile each purchase TD3 sold at another price than its kind's most sold is
/// sold at, by the kind and the price.
pub type ProfileNames = HashMap<(Sold, PriceKey), String>;

/// The structure the save's event was played with, its prizes (adjusted to Riffle's pool, with
/// notes when they were) and the price profile of each purchase at another price.
pub fn structure_of(
    read: &ReadSave,
    notes: &mut Vec<NotCarried>,
) -> Result<(Structure, Vec<Money>, ProfileNames), Td3Error> {
    let save = &read.save;
    let file = &read.file;
    let [firsts, again, rebuys] = buy_ins_by_kind(save);
    let add_ons: Vec<&save::Purchase> = save.players.iter().flat_map(|p| &p.add_ons).collect();
    let sold = [
        (Sold::Entry, prices(&firsts)),
        (Sold::ReEntry, prices(&again)),
        (Sold::Rebuy, prices(&rebuys)),
        (Sold::AddOn, prices(&add_ons)),
    ];
    let [entry, re_entry, rebuy, add_on] = [0, 1, 2, 3].map(|k| sold[k].1.own);
    let max_round = |list: &[&save::Purchase]| list.iter().map(|p| p.round.max(1)).max();

    let mut levels = Vec::new();
    let mut rounds = 0u32;
    for level in &save.levels {
        match level {
            save::Level::Round {
                minutes,
                small_blind,
                big_blind,
                ante,
                ..
            } => {
                rounds += 1;
                levels.push(Entry::Level(Level {
                    small_blind: *small_blind,
                    big_blind: *big_blind,
                    ante: if *ante > 0 {
                        Ante::Classic(*ante)
                    } else {
                        Ante::None
                    },
                    minutes: Some((*minutes).max(1)),
                    game: None,
                    bets: None,
                    minimum_bet: None,
                    spread: None,
                    kill: None,
                }));
            }
            save::Level::Break { minutes } => {
                if rounds > 0 {
                    levels.push(Entry::Break(Break {
                        minutes: (*minutes).max(1),
                        color_up: Vec::new(),
                        message: None,
                    }));
                }
            }
        }
    }
    // A fact recorded at a level past the last one the save lists plays the last level again.
    let last_round = save
        .players
        .iter()
        .flat_map(|p| {
            p.buy_ins
                .iter()
                .map(|b| b.purchase.round)
                .chain(
                    p.buy_ins
                        .iter()
                        .filter_map(|b| b.bust.as_ref().map(|x| x.round)),
                )
                .chain(p.add_ons.iter().map(|a| a.round))
        })
        .max()
        .unwrap_or(1);
    while rounds < last_round.max(1) {
        let (small_blind, big_blind, minutes) = match levels.iter().rev().find_map(|l| match l {
            Entry::Level(level) => Some((level.small_blind, level.big_blind, level.minutes)),
            Entry::Break(_) => None,
        }) {
            Some(last) => last,
            None => (25, 50, Some(20)),
        };
        rounds += 1;
        levels.push(Entry::Level(Level {
            small_blind,
            big_blind,
            ante: Ante::None,
            minutes,
            game: None,
            bets: None,
            minimum_bet: None,
            spread: None,
            kill: None,
        }));
    }
    while matches!(levels.last(), Some(Entry::Break(_))) {
        levels.pop();
    }

    let late = firsts
        .iter()
        .filter(|p| p.time >= save.start())
        .map(|p| p.round.max(1))
        .max();
    // TD3 may track no chips (a league's free final): Riffle gives 100 big blinds of the first
    // level, and says so.
    let hundred_big_blinds = levels
        .iter()
        .find_map(|l| match l {
            Entry::Level(level) => Some(level.big_blind.saturating_mul(100)),
            Entry::Break(_) => None,
        })
        .unwrap_or(10_000)
        .max(1);
    let starting_stack = match entry.map(|e| e.chips) {
        Some(chips) if chips > 0 => chips,
        _ => {
            notes.push(NotCarried::NoStack {
                stack: hundred_big_blinds,
            });
            hundred_big_blinds
        }
    };
    let mut chips: Vec<Chip> = save
        .chips
        .iter()
        .map(|(value, color)| Chip {
            value: *value,
            color: (!color.is_empty()).then(|| color.clone()),
        })
        .collect();
    if chips.is_empty() {
        chips.push(Chip {
            value: 1,
            color: None,
        });
    }

    let prizes = place_prizes(read, notes)?;
    let pool = money(save.prize_pool());
    let paid: Money = prizes.iter().sum();
    let mut guarantee = (save.guaranteed > 0).then(|| money(save.guaranteed));
    if !prizes.is_empty() && paid > pool.max(guarantee.unwrap_or(0)) {
        notes.push(NotCarried::OverlayAsGuarantee { paid, pool });
        guarantee = Some(paid);
    }
    if save.house_contribution > 0 {
        notes.push(NotCarried::HouseContribution {
            amount: money(save.house_contribution),
        });
    }

    let part = |p: &save::Purchase| money(p.into_pool());
    // Each other price TD3 sold a purchase at is a price profile, named by its price, fee
    // and chips as a poker player writes them, sold in the levels TD3 sold it in.
    let mut profiles: Vec<PriceProfile> = Vec::new();
    let mut names = ProfileNames::new();
    for (what, prices) in &sold {
        for &(p, from, until) in &prices.others {
            // An entry gives chips; a rebuy may be a club's money bought in with none, unless
            // TD3 tracked no chips at all.
            let new_entry = matches!(what, Sold::Entry | Sold::ReEntry);
            let tracked = entry.is_some_and(|e| e.chips > 0);
            let stack = if p.chips > 0 || (tracked && !new_entry) {
                p.chips
            } else {
                starting_stack
            };
            // TD3's own name for its fee profile when it has one, else the price as written.
            let own_name = prices.own.map(|own| own.profile.as_str());
            let mut name = if p.profile.is_empty() || Some(p.profile.as_str()) == own_name {
                format!("{}+{} · {}", part(p), money(p.fee()), p.chips)
            } else {
                p.profile.clone()
            };
            let first = name.clone();
            let mut n = 1;
            while profiles.iter().any(|other| other.name == name) {
                n += 1;
                name = format!("{first} ({n})");
            }
            names.insert((*what, key(p)), name.clone());
            profiles.push(PriceProfile {
                name,
                sold: *what,
                price: part(p),
                fee: money(p.fee()),
                stack,
                from_level: Some(from),
                until_level: Some(until),
            });
        }
    }
    let structure = Structure {
        name: save.title.trim().to_string(),
        description: None,
        game: Default::default(),
        forced_bets: Default::default(),
        straddle_allowed: false,
        draw: None,
        pot_limit: None,
        starting_stack,
        chips,
        level_minutes: None,
        levels,
        late_registration_until_level: late,
        re_entry: re_entry.map(|p| ReEntry {
            max_per_player: None,
            until_level: max_round(&again),
            price: Some(part(p)),
            fee: Some(money(p.fee())),
            stack: Some(if p.chips > 0 { p.chips } else { starting_stack }),
        }),
        rebuy: rebuy.map(|p| Rebuy {
            max_per_player: None,
            until_level: max_round(&rebuys).unwrap_or(1),
            price: part(p),
            fee: money(p.fee()),
            stack: Some(if p.chips > 0 { p.chips } else { starting_stack }),
            when_stack_at_most: None,
        }),
        add_on: match add_on {
            Some(p) => {
                let first = add_ons.iter().map(|a| a.round.max(1)).min().unwrap_or(1);
                let last = add_ons.iter().map(|a| a.round.max(1)).max().unwrap_or(1);
                if last > first + 1 {
                    return Err(Td3Error::AddOnsSpread {
                        file: file.clone(),
                        first,
                        last,
                    });
                }
                let most = save
                    .players
                    .iter()
                    .map(|p| p.add_ons.len() as u32)
                    .max()
                    .unwrap_or(1);
                Some(AddOn {
                    max_per_player: (most > 1).then_some(most),
                    at_level: first,
                    price: part(p),
                    fee: money(p.fee()),
                    stack: if p.chips > 0 { p.chips } else { starting_stack },
                })
            }
            None => None,
        },
        profiles,
        buy_in: entry.map_or(0, part),
        fee: entry.map_or(0, |p| money(p.fee())),
        bounty: 0,
        knockout: Default::default(),
        staff_fee: 0,
        guarantee,
        payout_rounding: None,
        satellite: None,
        currency: None,
        payouts: Default::default(),
        house_rules: Default::default(),
        clock: Default::default(),
    };
    let structure = checked(file, structure)?;
    Ok((structure, prizes, names))
}

/// The structure as a structure file would hold it, through Riffle's own checks.
fn checked(file: &Path, structure: Structure) -> Result<Structure, Td3Error> {
    let text = structure_ron(&structure);
    structure::load(&text, &file.display().to_string())
        .map(|loaded| loaded.structure)
        .map_err(|rejected| Td3Error::Structure {
            file: file.to_path_buf(),
            problems: rejected.errors,
        })
}

/// A structure in the structure files' dialect (fields directly in `Level(...)`, no `Some`).
pub fn structure_ron(structure: &Structure) -> String {
    use ron::extensions::Extensions;
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
        .to_string_pretty(structure, ron::ser::PrettyConfig::default())
        .unwrap_or_default()
}

/// What happened in the event, in the order it happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Fact {
    /// (player, buy-in number)
    BuyIn(usize, usize),
    /// (player, buy-in number)
    Bust(usize, usize),
    /// (player, add-on number)
    AddOn(usize, usize),
}

impl Fact {
    /// Among facts of the same instant: first buy-ins, then busts, then buying again, then
    /// add-ons.
    fn rank(self) -> u8 {
        match self {
            Fact::BuyIn(_, 0) => 0,
            Fact::Bust(..) => 1,
            Fact::BuyIn(..) => 2,
            Fact::AddOn(..) => 3,
        }
    }
}

fn timeline(save: &Save) -> Vec<(i64, u32, Fact)> {
    let mut facts = Vec::new();
    for (p, player) in save.players.iter().enumerate() {
        let mut last = i64::MIN;
        for (b, buy_in) in player.buy_ins.iter().enumerate() {
            let at = buy_in.purchase.time.max(last);
            facts.push((at, buy_in.purchase.round, Fact::BuyIn(p, b)));
            last = at;
            if let Some(bust) = &buy_in.bust {
                let out = bust.time.max(last);
                facts.push((out, bust.round, Fact::Bust(p, b)));
                last = out;
            }
        }
        let first = player.buy_ins.first().map_or(i64::MIN, |b| b.purchase.time);
        for (a, add_on) in player.add_ons.iter().enumerate() {
            facts.push((add_on.time.max(first), add_on.round, Fact::AddOn(p, a)));
        }
    }
    facts.sort_by_key(|&(at, _, fact)| (at, fact.rank(), fact));
    facts
}

/// An event imported: its folder, the entries' TD3 ids and what was not carried.
#[derive(Clone, Debug)]
pub struct Imported {
    pub file: PathBuf,
    pub folder: PathBuf,
    /// Each Riffle entry (by id) and the TD3 player it is.
    pub entries: Vec<(PlayerId, String)>,
    /// Each TD3 player who bought in.
    pub players: Vec<Td3Player>,
    pub notes: Vec<NotCarried>,
}

/// Replays a save into a new tournament in `dir`, which must not exist; `target` is the folder
/// it will be renamed to (beside the league file that may name it).
fn replay(read: &ReadSave, dir: &Path, target: &Path) -> Result<Imported, Td3Error> {
    let save = &read.save;
    let file = &read.file;
    let mut notes = Vec::new();
    if let Some((at, first)) = read.latin1.first() {
        notes.push(NotCarried::Latin1 {
            count: read.latin1.len(),
            first: first.clone(),
            line: at.line,
        });
    }
    let (structure, prizes, profile_of) = structure_of(read, &mut notes)?;
    let facts = timeline(save);
    let first_at = facts.first().map_or(0, |f| f.0);
    let start_ms = save.start();
    let refused = |player: &str, at: i64, cause: SessionError| Td3Error::Refused {
        file: file.clone(),
        player: player.to_string(),
        at: time(at),
        cause: Box::new(cause),
    };
    let refused_step = |at: i64, cause: SessionError| Td3Error::RefusedStep {
        file: file.clone(),
        at: time(at),
        cause: Box::new(cause),
    };
    let setup = Setup {
        name: structure.name.clone(),
        structure: StructureSource::Inline(Box::new(structure)),
        house_rules: None,
        seats_per_table: 10,
    };
    let mut session = Session::create(dir, &setup, time(first_at.min(start_ms)))
        .map_err(|e| refused_step(first_at, e))?;
    session.reseed(u64::try_from(start_ms).unwrap_or(0));
    // The league and season TD3 filed the event under head its results sheet.
    let series: Vec<&str> = [save.league.trim(), save.season.trim()]
        .into_iter()
        .filter(|part| !part.is_empty())
        .collect();
    // A series Riffle would refuse (too long for a name) is left for the TD to type.
    let series = series.join(" ");
    if riffle_tournament::player_name(&series).is_ok() {
        let details = riffle_tournament::event_details::EventDetails {
            series: Some(series),
            ..Default::default()
        };
        session
            .execute(
                &Command::SetEventDetails { details },
                time(first_at.min(start_ms)),
            )
            .map_err(|e| refused_step(first_at, e))?;
    }

    let names: Vec<String> = save.players.iter().map(save::Player::name).collect();
    for (p, player) in save.players.iter().enumerate() {
        if names[p].is_empty() && !player.buy_ins.is_empty() {
            return Err(Td3Error::Nameless {
                file: file.clone(),
                at: player
                    .buy_ins
                    .first()
                    .map_or(Place::default(), |b| b.purchase.at),
            });
        }
    }
    let by_uuid: HashMap<&str, usize> = save
        .players
        .iter()
        .enumerate()
        .map(|(p, player)| (player.uuid.as_str(), p))
        .collect();
    // The entry each TD3 player plays now.
    let mut playing: Vec<Option<PlayerId>> = vec![None; save.players.len()];
    let mut entries: Vec<(PlayerId, String)> = Vec::new();
    let mut started = false;
    let mut payouts_set = prizes.is_empty();
    let mut chop_agreed = false;
    let purchases_left = |from: usize| {
        facts[from..]
            .iter()
            .any(|(_, _, f)| matches!(f, Fact::BuyIn(..) | Fact::AddOn(..)))
    };

    let mut i = 0;
    while i < facts.len() {
        let (at, round, fact) = facts[i];
        let now = time(at);
        let anyone = !session.tournament().entries().is_empty();
        if !started && anyone && (at >= start_ms || matches!(fact, Fact::Bust(..))) {
            let when = time(at.max(start_ms).min(at));
            session
                .execute(&Command::DrawSeats, when)
                .and_then(|_| session.execute(&Command::StartClock, when))
                .map_err(|e| refused_step(at, e))?;
            started = true;
        }
        if started && round > 0 {
            let level = session
                .tournament()
                .level_for_hand_at(now)
                .map(|l| l.number);
            if level != Some(round) {
                session
                    .execute(&Command::JumpToLevel { level: round }, now)
                    .map_err(|e| refused_step(at, e))?;
            }
        }
        match fact {
            Fact::BuyIn(p, b) => {
                let name = &names[p];
                let bought = &save.players[p].buy_ins[b].purchase;
                let profile = |what: Sold| profile_of.get(&(what, key(bought))).cloned();
                let command =
                    match (b, playing[p]) {
                        (0, _) => Command::Register {
                            name: name.clone(),
                            notes: None,
                            confirmed: session.tournament().entries().iter().any(|e| {
                                riffle_text::name_key(&e.name) == riffle_text::name_key(name)
                            }),
                            profile: profile(Sold::Entry),
                        },
                        (_, Some(entry)) if save.players[p].buy_ins[b - 1].bust.is_none() => {
                            Command::Rebuy {
                                player: entry,
                                profile: profile(Sold::Rebuy),
                            }
                        }
                        (_, Some(entry)) => Command::ReEnter {
                            player: entry,
                            profile: profile(Sold::ReEntry),
                        },
                        (_, None) => Command::Register {
                            name: name.clone(),
                            notes: None,
                            confirmed: true,
                            profile: profile(Sold::Entry),
                        },
                    };
                let rebuy = matches!(command, Command::Rebuy { .. });
                session
                    .execute(&command, now)
                    .map_err(|e| refused(name, at, e))?;
                if !rebuy && let Some(id) = session.tournament().entries().last().map(|e| e.id) {
                    playing[p] = Some(id);
                    entries.push((id, save.players[p].uuid.clone()));
                }
                i += 1;
            }
            Fact::AddOn(p, a) => {
                let bought = &save.players[p].add_ons[a];
                let profile = profile_of.get(&(Sold::AddOn, key(bought))).cloned();
                if let Some(entry) = playing[p] {
                    session
                        .execute(
                            &Command::AddOn {
                                player: entry,
                                profile,
                            },
                            now,
                        )
                        .map_err(|e| refused(&names[p], at, e))?;
                }
                i += 1;
            }
            Fact::Bust(..) => {
                // Every bust of this instant: one hand.
                let mut group: Vec<(usize, usize)> = Vec::new();
                while let Some(&(t, _, Fact::Bust(p, b))) = facts.get(i) {
                    if t != at {
                        break;
                    }
                    group.push((p, b));
                    i += 1;
                }
                let out: Vec<usize> = group.iter().map(|&(p, _)| p).collect();
                if !payouts_set && !purchases_left(i) {
                    set_prizes(&mut session, &prizes, now, &mut notes);
                    payouts_set = true;
                }
                chop_agreed =
                    chop_agreed || agree_chop(&mut session, save, &by_uuid, &playing, now);
                let mut busts = Vec::new();
                for &(p, b) in &group {
                    let Some(player) = playing[p] else { continue };
                    let mut by = Vec::new();
                    if let Some(bust) = &save.players[p].buy_ins[b].bust {
                        for knocker in &bust.by {
                            let knocker_entry = by_uuid
                                .get(knocker.as_str())
                                .filter(|&&k| !out.contains(&k))
                                .and_then(|&k| playing[k])
                                .filter(|&id| {
                                    session.tournament().entry(id).is_some_and(|e| e.in_play())
                                });
                            match knocker_entry {
                                Some(id) if !by.contains(&id) => by.push(id),
                                Some(_) => {}
                                None => notes.push(NotCarried::KnockerDropped {
                                    busted: names[p].clone(),
                                    knocker: by_uuid
                                        .get(knocker.as_str())
                                        .map_or(knocker.clone(), |&k| names[k].clone()),
                                }),
                            }
                        }
                    }
                    busts.push(Bust {
                        player,
                        starting_stack: (group.len() > 1).then_some(0 as Chips),
                        by,
                    });
                }
                if !busts.is_empty() {
                    let who = names[group[0].0].clone();
                    session
                        .execute(
                            &Command::Eliminate {
                                busts,
                                on_hand_for_hand_announcement: false,
                            },
                            now,
                        )
                        .map_err(|e| refused(&who, at, e))?;
                }
            }
        }
    }
    if !payouts_set {
        let end = time(facts.last().map_or(first_at, |f| f.0));
        set_prizes(&mut session, &prizes, end, &mut notes);
    }
    let end = time(facts.last().map_or(first_at, |f| f.0));
    chop_agreed = chop_agreed || agree_chop(&mut session, save, &by_uuid, &playing, end);
    let left = session.tournament().players_left() as usize;
    if left > 1 {
        notes.push(NotCarried::Unfinished { left });
    }
    if save.chops.iter().any(|c| c.awarded) && !chop_agreed {
        notes.push(NotCarried::Chop);
    }
    if save.bounties_used
        || save
            .players
            .iter()
            .any(|p| p.buy_ins.iter().any(|b| b.bounty > 0))
    {
        notes.push(NotCarried::Bounties);
    }
    let never = save.players.iter().filter(|p| p.buy_ins.is_empty()).count();
    if never > 0 {
        notes.push(NotCarried::NoBuyIn { count: never });
    }
    if !save.points_formula.trim().is_empty() {
        notes.push(NotCarried::PointsFormula {
            league: save.league.clone(),
        });
    }
    if !save.unread.is_empty() {
        notes.push(NotCarried::Unread {
            parts: save.unread.join(", "),
        });
    }
    let bought = save
        .players
        .iter()
        .filter(|p| !p.buy_ins.is_empty())
        .count();
    if entries.len() > bought {
        notes.push(NotCarried::PlacesByPlayer {
            players: bought,
            entries: entries.len(),
            of: crate::league_file::places_of_event(target),
        });
    }
    notes.dedup();
    let players = save
        .players
        .iter()
        .zip(&names)
        .filter(|(p, _)| !p.buy_ins.is_empty())
        .map(|(p, name)| Td3Player {
            uuid: p.uuid.clone(),
            name: name.clone(),
            no_surname: p.last_name.trim().is_empty() && name.contains(' '),
            country: Some(p.country.trim().to_string()).filter(|c| !c.is_empty()),
        })
        .collect();
    Ok(Imported {
        file: file.clone(),
        folder: dir.to_path_buf(),
        entries,
        players,
        notes,
    })
}

/// TD3's prizes as it awarded them, set before the money: what they leave of Riffle's pool is
/// the house's, paid to no place, and said. Noted when Riffle could not set them.
fn set_prizes(
    session: &mut Session,
    prizes: &[Money],
    now: DateTime<Utc>,
    notes: &mut Vec<NotCarried>,
) {
    let pool = session.tournament().prize_pool();
    let paid: Money = prizes.iter().sum();
    let left = session.tournament().players_left() as usize;
    let kept = (paid < pool).then(|| riffle_tournament::Kept {
        amount: pool - paid,
        fund: None,
    });
    let command = Command::SetPayouts {
        prizes: prizes.to_vec(),
        kept: kept.clone(),
    };
    if left > prizes.len() && session.execute(&command, now).is_ok() {
        if kept.is_some() {
            notes.push(NotCarried::KeptByHouse { paid, pool });
        }
    } else {
        notes.push(NotCarried::PrizesNotSet);
    }
}

/// The chop TD3 recorded with each player's cash, agreed as Riffle's deal once the players
/// left are the chop's, so the results carry its amounts (what the amounts leave of the
/// prizes is kept to play for). `false` while they are not, or when Riffle refuses the
/// amounts (over the prizes left, one below the lowest prize): the chop is then said not
/// carried, and the places pay as they fall.
fn agree_chop(
    session: &mut Session,
    save: &Save,
    by_uuid: &HashMap<&str, usize>,
    playing: &[Option<PlayerId>],
    now: DateTime<Utc>,
) -> bool {
    let Some(chop) = save.chops.iter().find(|c| c.awarded && c.shares.len() > 1) else {
        return false;
    };
    let tournament = session.tournament();
    if tournament.players_left() as usize != chop.shares.len() {
        return false;
    }
    let mut shares = Vec::with_capacity(chop.shares.len());
    for (uuid, cash) in &chop.shares {
        let player = by_uuid.get(uuid.as_str()).and_then(|&p| playing[p]);
        let in_play = player.filter(|&id| tournament.entry(id).is_some_and(|e| e.in_play()));
        let (Some(player), Ok(amount)) = (in_play, Money::try_from(*cash)) else {
            return false;
        };
        // The save records the deal the players made at their table.
        shares.push(Share {
            player,
            amount,
            chips: None,
            agreed: true,
        });
    }
    let prizes_left: Money = tournament.payouts().iter().take(shares.len()).sum();
    let agreed: Money = shares.iter().map(|s| s.amount).sum();
    let Some(kept) = prizes_left.checked_sub(agreed) else {
        return false;
    };
    session
        .execute(&Command::AgreeDeal { shares, kept }, now)
        .is_ok()
}

/// The folder a save goes to in `into`: the file's name without `.tdt`.
pub fn folder_for(file: &Path, into: &Path) -> PathBuf {
    let stem = file
        .file_stem()
        .map_or_else(|| "event".into(), |s| s.to_string_lossy().into_owned());
    into.join(stem)
}

/// The saves named: files as given, folders as the `.tdt` files inside them in name order,
/// so a season's folder imports at once (the command line and the window alike).
pub fn saves_named(named: &[PathBuf]) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for path in named {
        match std::fs::read_dir(path) {
            Ok(dir) if path.is_dir() => {
                let mut inside: Vec<PathBuf> = dir
                    .filter_map(|e| e.ok().map(|e| e.path()))
                    .filter(|p| {
                        p.is_file() && p.extension().is_some_and(|x| x.eq_ignore_ascii_case("tdt"))
                    })
                    .collect();
                inside.sort();
                files.extend(inside);
            }
            _ => files.push(path.clone()),
        }
    }
    files
}

/// What an import made: the events, and what the club's database recorded when one was given
/// (the players it added for names it did not know).
#[derive(Debug)]
pub struct Imports {
    pub events: Vec<Imported>,
    pub database: Option<Filled>,
}

impl Imports {
    /// The TD3 players of all the events, each once (by TD3's id).
    pub fn players(&self) -> usize {
        let ids: std::collections::HashSet<&str> = (self.events.iter())
            .flat_map(|e| e.players.iter().map(|p| p.uuid.as_str()))
            .collect();
        ids.len()
    }
}

/// Imports saves into `into`, one tournament folder each, and their players into `database`
/// when given. All or nothing: every save is read and replayed before any folder takes its
/// name, and a refusal removes what this import made, so the folder and the database stay as
/// they were.
pub fn import(
    files: &[PathBuf],
    into: &Path,
    database: Option<&Location>,
) -> Result<Imports, Td3Error> {
    if files.is_empty() {
        return Err(Td3Error::NoSaves);
    }
    let mut reads = Vec::with_capacity(files.len());
    let mut targets: Vec<PathBuf> = Vec::with_capacity(files.len());
    for file in files {
        let read = read_save(file)?;
        let folder = folder_for(file, into);
        if folder.exists() {
            return Err(Td3Error::FolderExists {
                file: file.clone(),
                folder,
            });
        }
        if let Some(k) = targets.iter().position(|t| *t == folder) {
            return Err(Td3Error::SameFolder {
                file: file.clone(),
                other: files[k].clone(),
            });
        }
        targets.push(folder);
        reads.push(read);
    }
    // A folder this import makes goes again if the import is refused.
    let new_into = !into.exists();
    let remove_into = || {
        if new_into {
            let _ = std::fs::remove_dir_all(into);
        }
    };
    std::fs::create_dir_all(into).map_err(|cause| Td3Error::Write {
        folder: into.to_path_buf(),
        cause,
    })?;
    let mut made: Vec<PathBuf> = Vec::new();
    let cleanup = |made: &[PathBuf]| {
        for dir in made {
            let _ = std::fs::remove_dir_all(dir);
        }
    };
    let mut imported = Vec::with_capacity(reads.len());
    for (k, read) in reads.iter().enumerate() {
        let work = into.join(format!(
            ".{}.importing-{}",
            targets[k]
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned()),
            std::process::id()
        ));
        made.push(work.clone());
        match replay(read, &work, &targets[k]) {
            Ok(event) => imported.push(event),
            Err(error) => {
                cleanup(&made);
                remove_into();
                return Err(error);
            }
        }
    }
    let mut placed: Vec<PathBuf> = Vec::new();
    for (k, event) in imported.iter_mut().enumerate() {
        if let Err(cause) = std::fs::rename(&made[k], &targets[k]) {
            cleanup(&placed);
            cleanup(&made);
            remove_into();
            return Err(Td3Error::Write {
                folder: targets[k].clone(),
                cause,
            });
        }
        placed.push(targets[k].clone());
        event.folder = targets[k].clone();
    }
    if let Some(location) = database {
        let events: Vec<(&Path, &[Td3Player])> = imported
            .iter()
            .map(|e| (e.folder.as_path(), e.players.as_slice()))
            .collect();
        let recorded = Database::open(location).and_then(|database| database.import_td3(&events));
        return match recorded {
            Ok(filled) => Ok(Imports {
                events: imported,
                database: Some(filled),
            }),
            Err(error) => {
                cleanup(&placed);
                remove_into();
                Err(Td3Error::Database(error))
            }
        };
    }
    Ok(Imports {
        events: imported,
        database: None,
    })
}

/// The structure of one save, as a checked structure file.
pub fn structure_file(file: &Path) -> Result<(String, Vec<NotCarried>), Td3Error> {
    let read = read_save(file)?;
    let mut notes = Vec::new();
    let (structure, ..) = structure_of(&read, &mut notes)?;
    Ok((structure_ron(&structure), notes))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn every_refusal() -> Vec<Td3Error> {
        let file = PathBuf::from("week 3.tdt");
        let at = Place { line: 3, column: 7 };
        let cause = || Box::new(SessionError::Rule(riffle_tournament::RuleError::NoBusts));
        vec![
            Td3Error::NoSaves,
            Td3Error::Read {
                file: file.clone(),
                cause: std::io::Error::from(std::io::ErrorKind::NotFound),
            },
            Td3Error::Syntax {
                file: file.clone(),
                at,
                expected: Expected::Colon,
            },
            Td3Error::NotASave { file: file.clone() },
            Td3Error::UnknownVersion {
                file: file.clone(),
                version: "4.0".into(),
            },
            Td3Error::Missing {
                file: file.clone(),
                at,
                field: "Players",
            },
            Td3Error::AddOnsSpread {
                file: file.clone(),
                first: 3,
                last: 6,
            },
            Td3Error::Nameless {
                file: file.clone(),
                at,
            },
            Td3Error::PrizesOutOfOrder {
                file: file.clone(),
                place: 3,
            },
            Td3Error::Structure {
                file: file.clone(),
                problems: Vec::new(),
            },
            Td3Error::Refused {
                file: file.clone(),
                player: "Zoé".into(),
                at: time(1_700_000_000_000),
                cause: cause(),
            },
            Td3Error::RefusedStep {
                file: file.clone(),
                at: time(1_700_000_000_000),
                cause: cause(),
            },
            Td3Error::FolderExists {
                file: file.clone(),
                folder: PathBuf::from("club/week 3"),
            },
            Td3Error::SameFolder {
                file: file.clone(),
                other: PathBuf::from("old/week 3.tdt"),
            },
            Td3Error::Write {
                folder: PathBuf::from("club"),
                cause: std::io::Error::from(std::io::ErrorKind::StorageFull),
            },
            Td3Error::Database(crate::players::DbError::BadLocation {
                typed: "ftp://x".into(),
            }),
        ]
    }

    /// Fails to compile when a refusal is added without joining the list above.
    fn _exhaustive(error: &Td3Error) {
        match error {
            Td3Error::NoSaves
            | Td3Error::Read { .. }
            | Td3Error::Syntax { .. }
            | Td3Error::NotASave { .. }
            | Td3Error::UnknownVersion { .. }
            | Td3Error::Missing { .. }
            | Td3Error::AddOnsSpread { .. }
            | Td3Error::Nameless { .. }
            | Td3Error::PrizesOutOfOrder { .. }
            | Td3Error::Structure { .. }
            | Td3Error::Refused { .. }
            | Td3Error::RefusedStep { .. }
            | Td3Error::FolderExists { .. }
            | Td3Error::SameFolder { .. }
            | Td3Error::Write { .. }
            | Td3Error::Database(_) => {}
        }
    }

    #[test]
    fn every_import_refusal_is_worded_in_french() {
        for error in every_refusal() {
            riffle_text::assert_worded_in_both(&error);
        }
        for what in [
            Expected::Value,
            Expected::Key,
            Expected::Colon,
            Expected::CommaOrBrace,
            Expected::CommaOrBracket,
            Expected::OpenParen,
            Expected::CloseParen,
            Expected::EndOfString,
            Expected::Pair,
            Expected::End,
        ] {
            assert_ne!(expected(what, Lang::En), expected(what, Lang::Fr));
        }
    }

    #[test]
    fn everything_not_carried_is_said_in_french() {
        let notes = [
            NotCarried::Unread {
                parts: "L, Sounds".into(),
            },
            NotCarried::PointsFormula {
                league: "ORF".into(),
            },
            NotCarried::PrizeNotByPlace {
                description: "Best hand".into(),
            },
            NotCarried::KeptByHouse {
                paid: 4100,
                pool: 4200,
            },
            NotCarried::OverlayAsGuarantee {
                paid: 4300,
                pool: 4200,
            },
            NotCarried::KnockerDropped {
                busted: "Hal".into(),
                knocker: "Ida".into(),
            },
            NotCarried::Chop,
            NotCarried::Bounties,
            NotCarried::Latin1 {
                count: 2,
                first: "ZoÃ«".into(),
                line: 12,
            },
            NotCarried::NoBuyIn { count: 2 },
            NotCarried::HouseContribution { amount: 100 },
            NotCarried::PrizesNotSet,
            NotCarried::NoStack { stack: 5000 },
            NotCarried::Unfinished { left: 3 },
            NotCarried::PlacesByPlayer {
                players: 18,
                entries: 24,
                of: PlaceOf::Best,
            },
            NotCarried::PlacesByPlayer {
                players: 18,
                entries: 24,
                of: PlaceOf::Last,
            },
        ];
        for note in notes {
            match &note {
                NotCarried::Unread { .. }
                | NotCarried::PointsFormula { .. }
                | NotCarried::PrizeNotByPlace { .. }
                | NotCarried::KeptByHouse { .. }
                | NotCarried::OverlayAsGuarantee { .. }
                | NotCarried::KnockerDropped { .. }
                | NotCarried::Chop
                | NotCarried::Bounties
                | NotCarried::Latin1 { .. }
                | NotCarried::NoBuyIn { .. }
                | NotCarried::HouseContribution { .. }
                | NotCarried::PrizesNotSet
                | NotCarried::NoStack { .. }
                | NotCarried::Unfinished { .. }
                | NotCarried::PlacesByPlayer { .. } => {}
            }
            let (en, fr) = (note.say(Lang::En), note.say(Lang::Fr));
            assert!(!fr.is_empty() && fr != en, "{en}");
        }
    }
}
