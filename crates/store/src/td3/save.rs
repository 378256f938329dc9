//! A TD3 save as Riffle reads it: the facts of the event (its players and each of their
//! buy-ins, busts and add-ons, the levels, the prizes), taken out of the literal by name.
//! Everything else the save holds (screen layouts, sounds, the event list, chip colours) is
//! left where it is and listed as not carried.

use super::literal::{Kind, Place, Value};

/// A field the save should have and has not (or has as another kind of value), and where
/// the object that should hold it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Missing {
    pub at: Place,
    pub field: &'static str,
}

/// The event a save holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Save {
    /// TD3's version that wrote the file ("3.7.2").
    pub version: String,
    pub title: String,
    pub league: String,
    pub season: String,
    /// When the clock was first started, in milliseconds since 1970, if it was.
    pub started: Option<i64>,
    pub players: Vec<Player>,
    pub levels: Vec<Level>,
    pub house_contribution: i64,
    pub guaranteed: i64,
    pub bounties_used: bool,
    /// The league's points formula in TD3's own formula language, if any.
    pub points_formula: String,
    /// Prizes in the order the save lists them.
    pub prizes: Vec<Prize>,
    /// Chops the players agreed, with each player's cash.
    pub chops: Vec<Chop>,
    /// The chips in use: value and TD3's colour name.
    pub chips: Vec<(u64, String)>,
    /// Parts of the save that Riffle does not read (layouts, sounds, the event list).
    pub unread: Vec<String>,
}

/// A player of the event, with TD3's id kept as the link to the club's player.
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    pub uuid: String,
    pub nickname: String,
    pub first_name: String,
    pub last_name: String,
    pub country: String,
    pub buy_ins: Vec<BuyIn>,
    pub add_ons: Vec<Purchase>,
}

impl Player {
    /// The name the player is registered under: the nickname, else the first and last names.
    pub fn name(&self) -> String {
        let nickname = self.nickname.trim();
        if !nickname.is_empty() {
            return nickname.to_string();
        }
        format!("{} {}", self.first_name.trim(), self.last_name.trim())
            .trim()
            .to_string()
    }

    /// The time of the player's last bust, when the player is out.
    pub fn out_at(&self) -> Option<i64> {
        self.buy_ins.last()?.bust.as_ref().map(|bust| bust.time)
    }
}

/// Money paid for chips: a buy-in, a re-entry or rebuy, an add-on.
#[derive(Clone, Debug, PartialEq)]
pub struct Purchase {
    pub time: i64,
    /// TD3's level number when it was bought.
    pub round: u32,
    /// What the player paid, rake included.
    pub amount: i64,
    pub rake: i64,
    pub chips: u64,
    /// The name of TD3's fee profile it was sold at ("Standard", "Early bird"); empty when
    /// the save does not say.
    pub profile: String,
    pub at: Place,
}

impl Purchase {
    /// The rake the player paid: never more than the amount (a freeroll whose rake the house
    /// pays puts nothing in the pool).
    pub fn fee(&self) -> i64 {
        self.rake.clamp(0, self.amount.max(0))
    }

    /// What the purchase put in the prize pool: the amount less the rake.
    pub fn into_pool(&self) -> i64 {
        self.amount.max(0) - self.fee()
    }
}

/// One buy-in (the first, or one bought again) and the bust that ended it, if it ended.
#[derive(Clone, Debug, PartialEq)]
pub struct BuyIn {
    pub purchase: Purchase,
    pub bounty: i64,
    pub bust: Option<Bust>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Bust {
    pub time: i64,
    pub round: u32,
    /// TD3 ids of the players who won the pot, several when they split it.
    pub by: Vec<String>,
}

/// A level or a break, as TD3 lists them.
#[derive(Clone, Debug, PartialEq)]
pub enum Level {
    Round {
        minutes: u32,
        small_blind: u64,
        big_blind: u64,
        ante: u64,
        game: String,
    },
    Break {
        minutes: u32,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Prize {
    pub description: String,
    /// 0 for a prize by place; TD3 has other kinds (by points, a raffle) Riffle does not pay.
    pub kind: i64,
    /// The place it pays.
    pub place: u32,
    pub amount: i64,
    pub awarded_to: Vec<String>,
    pub at: Place,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Chop {
    pub awarded: bool,
    /// TD3 id and cash of each player in the chop.
    pub shares: Vec<(String, i64)>,
}

type Read<T> = Result<T, Missing>;

fn field<'v>(object: &'v Value, name: &'static str) -> Read<&'v Value> {
    object.get(name).ok_or(Missing {
        at: object.at,
        field: name,
    })
}

fn text(object: &Value, name: &'static str) -> Read<String> {
    match object.get(name).map(|v| &v.kind) {
        Some(Kind::Text(text)) => Ok(text.clone()),
        Some(Kind::Null) | None => Ok(String::new()),
        Some(_) => Err(Missing {
            at: object.at,
            field: name,
        }),
    }
}

fn number(object: &Value, name: &'static str) -> Read<f64> {
    field(object, name)?.number().ok_or(Missing {
        at: object.at,
        field: name,
    })
}

fn number_or(object: &Value, name: &'static str, default: f64) -> Read<f64> {
    match object.get(name) {
        None => Ok(default),
        Some(_) => number(object, name),
    }
}

/// A whole amount of money or chips; TD3 writes them as numbers that may carry decimals.
fn whole(n: f64) -> i64 {
    n.round() as i64
}

fn count(n: f64) -> u64 {
    if n <= 0.0 { 0 } else { n.round() as u64 }
}

fn list<'v>(object: &'v Value, name: &'static str) -> Read<&'v [Value]> {
    match object.get(name) {
        None => Ok(&[]),
        Some(value) => value.items().ok_or(Missing {
            at: object.at,
            field: name,
        }),
    }
}

/// The total of a `PerPlayerRake([..])`: TD3 keeps one amount per rake line.
fn rake(object: &Value) -> i64 {
    object
        .get("Rake")
        .and_then(Value::items)
        .map_or(0, |items| {
            items.iter().filter_map(Value::number).map(whole).sum()
        })
}

fn purchase(object: &Value) -> Read<Purchase> {
    Ok(Purchase {
        time: whole(number(object, "Time")?),
        round: count(number_or(object, "Round", 0.0)?) as u32,
        amount: whole(number(object, "Amount")?),
        rake: rake(object),
        chips: count(number_or(object, "Chips", 0.0)?),
        profile: text(object, "ProfileName")?.trim().to_string(),
        at: object.at,
    })
}

fn buy_in(object: &Value) -> Read<BuyIn> {
    let bust = match object.get("BustOut") {
        Some(bust) if bust.fields().is_some() => Some(Bust {
            time: whole(number(bust, "Time")?),
            round: count(number_or(bust, "Round", 0.0)?) as u32,
            by: list(bust, "HitmanUUID")?
                .iter()
                .filter_map(Value::text)
                .map(str::to_string)
                .collect(),
        }),
        _ => None,
    };
    Ok(BuyIn {
        purchase: purchase(object)?,
        bounty: whole(number_or(object, "PersonalBounty", 0.0)?),
        bust,
    })
}

fn player(object: &Value) -> Read<Player> {
    let name = field(object, "Name")?;
    let info = object.get("Info");
    Ok(Player {
        uuid: text(object, "UUID")?,
        nickname: text(name, "Nickname")?,
        first_name: text(name, "Firstname")?,
        last_name: text(name, "Lastname")?,
        country: match info {
            Some(info) => text(info, "Country")?,
            None => String::new(),
        },
        buy_ins: list(object, "Buyins")?
            .iter()
            .map(buy_in)
            .collect::<Read<_>>()?,
        add_ons: list(object, "AddOns")?
            .iter()
            .map(purchase)
            .collect::<Read<_>>()?,
    })
}

/// The players of `GamePlayers`: a `Map.from` of id and player since 3.7, an object keyed by
/// id before.
fn players(holder: &Value) -> Read<Vec<Player>> {
    let players = field(holder, "Players")?;
    match &players.kind {
        Kind::Map(pairs) => pairs.iter().map(|(_, p)| player(p)).collect(),
        Kind::Object(fields) => fields.iter().map(|(_, p)| player(p)).collect(),
        Kind::New(_, _) | Kind::List(_) => match players.items() {
            Some(items) => items.iter().map(player).collect(),
            None => players
                .fields()
                .unwrap_or(&[])
                .iter()
                .map(|(_, p)| player(p))
                .collect(),
        },
        _ => Err(Missing {
            at: holder.at,
            field: "Players",
        }),
    }
}

fn level(object: &Value) -> Read<Level> {
    let minutes = count(number_or(object, "Minutes", 0.0)?) as u32;
    if object.type_name() == Some("GameBreak") {
        return Ok(Level::Break { minutes });
    }
    Ok(Level::Round {
        minutes,
        small_blind: count(number(object, "SmallBlind")?),
        big_blind: count(number(object, "BigBlind")?),
        ante: count(number_or(object, "Ante", 0.0)?),
        game: text(object, "GameName")?,
    })
}

fn prize(object: &Value) -> Read<Prize> {
    Ok(Prize {
        description: text(object, "Description")?,
        kind: whole(number_or(object, "Type", 0.0)?),
        place: count(number_or(object, "Recipient", 0.0)?) as u32,
        amount: whole(number_or(object, "CalculatedAmount", 0.0)?),
        awarded_to: list(object, "AwardedToPlayers")?
            .iter()
            .filter_map(Value::text)
            .map(str::to_string)
            .collect(),
        at: object.at,
    })
}

fn chop(object: &Value) -> Read<Chop> {
    let portions = field(object, "Portions")?;
    let pairs: Vec<(String, i64)> = match &portions.kind {
        Kind::Map(pairs) => pairs
            .iter()
            .map(|(k, v)| {
                Ok((
                    k.text().unwrap_or_default().to_string(),
                    whole(number_or(v, "CashReal", 0.0)?),
                ))
            })
            .collect::<Read<_>>()?,
        _ => portions
            .fields()
            .unwrap_or(&[])
            .iter()
            .map(|(k, v)| Ok((k.clone(), whole(number_or(v, "CashReal", 0.0)?))))
            .collect::<Read<_>>()?,
    };
    Ok(Chop {
        awarded: object
            .get("Awarded")
            .and_then(Value::boolean)
            .unwrap_or(false),
        shares: pairs,
    })
}

/// The parts of a tournament Riffle leaves, named as TD3 names them.
const UNREAD: &[&str] = &["L", "Sounds", "Events", "Rules", "Tables", "History"];

fn chips(t: &Value) -> Read<Vec<(u64, String)>> {
    let Some(holder) = t.get("Chips") else {
        return Ok(Vec::new());
    };
    let mut chips = Vec::new();
    for chip in list(holder, "Chips")? {
        if chip.get("Use").and_then(Value::boolean) == Some(false) {
            continue;
        }
        let value = count(number(chip, "Value")?);
        if value > 0 && !chips.iter().any(|(v, _)| *v == value) {
            chips.push((value, text(chip, "Color")?));
        }
    }
    chips.sort_by_key(|(value, _)| *value);
    Ok(chips)
}

/// The save's facts, from the literal's value. `version` has been checked by the caller.
pub fn from_value(root: &Value, version: String) -> Read<Save> {
    let t = field(root, "T")?;
    let financials = field(t, "Financials")?;
    let levels_holder = field(t, "Levels")?;
    let prizes_holder = field(t, "Prizes")?;
    let players_holder = field(t, "Players")?;
    let chops = match players_holder.get("Chops") {
        Some(chops) => list(chops, "Chops")?
            .iter()
            .map(chop)
            .collect::<Read<_>>()?,
        None => Vec::new(),
    };
    let points_formula = match financials.get("PointsForPlaying") {
        Some(formula) => text(formula, "Text")?,
        None => String::new(),
    };
    let started = match t.get("StartTime").and_then(Value::number) {
        Some(ms) if ms > 0.0 => Some(whole(ms)),
        _ => None,
    };
    Ok(Save {
        version,
        title: text(t, "Title")?,
        league: text(t, "LeagueName")?,
        season: text(t, "SeasonName")?,
        started,
        players: players(players_holder)?,
        levels: list(levels_holder, "Levels")?
            .iter()
            .map(level)
            .collect::<Read<_>>()?,
        house_contribution: whole(number_or(financials, "HouseContribution", 0.0)?),
        guaranteed: whole(number_or(financials, "GuaranteedPot", 0.0)?),
        bounties_used: financials
            .get("UseBounties")
            .and_then(Value::boolean)
            .unwrap_or(false),
        points_formula,
        prizes: list(prizes_holder, "Prizes")?
            .iter()
            .map(prize)
            .collect::<Read<_>>()?,
        chops,
        chips: chips(t)?,
        unread: UNREAD
            .iter()
            .filter(|name| t.get(name).is_some())
            .map(|name| name.to_string())
            .collect(),
    })
}

fn rebuys_of(player: &Player) -> usize {
    player
        .buy_ins
        .windows(2)
        .filter(|pair| pair[0].bust.is_none())
        .count()
}

impl Save {
    /// The entries: each player's first buy-in and each buy-in after a bust (a re-entry).
    pub fn entries(&self) -> usize {
        self.players
            .iter()
            .map(|p| p.buy_ins.len() - rebuys_of(p))
            .sum()
    }

    /// When play started, in milliseconds: the clock's first start, else the first buy-in.
    pub fn start(&self) -> i64 {
        self.started.unwrap_or_else(|| {
            self.players
                .iter()
                .filter_map(|p| p.buy_ins.first().map(|b| b.purchase.time))
                .min()
                .unwrap_or(0)
        })
    }

    /// Buy-ins made while still in: rebuys.
    pub fn rebuys(&self) -> usize {
        self.players.iter().map(rebuys_of).sum()
    }

    /// The prize pool the save's purchases make: what was paid less the rake, and the house's
    /// contribution.
    pub fn prize_pool(&self) -> i64 {
        let paid: i64 = self
            .players
            .iter()
            .flat_map(|p| {
                p.buy_ins
                    .iter()
                    .map(|b| &b.purchase)
                    .chain(p.add_ons.iter())
            })
            .map(Purchase::into_pool)
            .sum();
        paid + self.house_contribution
    }

    /// The players who bought in, best place first: the one left (or those left, in the
    /// save's order) and then the others by the time of their last bust, latest first. Players
    /// out at the same instant share a place and come in the save's order.
    pub fn finishing_order(&self) -> Vec<Vec<&Player>> {
        let mut left: Vec<&Player> = Vec::new();
        let mut out: Vec<(i64, &Player)> = Vec::new();
        for player in self.players.iter().filter(|p| !p.buy_ins.is_empty()) {
            match player.out_at() {
                Some(time) => out.push((time, player)),
                None => left.push(player),
            }
        }
        out.sort_by_key(|&(time, _)| std::cmp::Reverse(time));
        let mut order: Vec<Vec<&Player>> = Vec::new();
        if !left.is_empty() {
            order.push(left);
        }
        let mut last_time = None;
        for (time, player) in out {
            match order.last_mut() {
                Some(group) if last_time == Some(time) => group.push(player),
                _ => order.push(vec![player]),
            }
            last_time = Some(time);
        }
        order
    }
}
