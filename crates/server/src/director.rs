//! The director's phone: `/director`, the page the TD who also plays runs the desk from, and
//! the two requests only the director's role makes. `/api/director` gives what the page shows
//! besides the staff's view (every entry with its seat, place and prize, the payouts, the deal
//! splits on offer, what undo and redo would take back); `/api/director/preview` says what a
//! command would do before the TD confirms it (the amount a purchase costs, the place and prize
//! a bust gives), refused with the sentence sending it would get. Every command itself goes
//! through `/api/commands`, as from any other device.

use super::api::{answer, at_least, blocking, read_json};
use super::pages::{HTML, JS, file};
use super::refusal::VenueRefusal;
use super::role::Role;
use super::{Venue, lang_of};
use axum::Json;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use riffle_core::Chips;
use riffle_core::standings::deal::{MAX_PLAYERS, offer_in_units};
use riffle_core::structure::{Money, Sold};
use riffle_store::session::SessionError;
use riffle_text::Lang;
use riffle_tournament::{Command, Event, Tournament};
use serde::Serialize;
use std::net::SocketAddr;
use std::sync::Arc;

/// `/director`: the TD's phone.
pub async fn page() -> Response {
    file(HTML, include_str!("pages/director.html"))
}

/// The director page's script, apart from the pieces every staff page shares.
pub async fn script() -> Response {
    file(JS, include_str!("pages/director.js"))
}

/// What the director's phone shows besides the staff's view, after command `seq`.
#[derive(Clone, Debug, Serialize)]
pub struct DirectorState {
    pub seq: u64,
    /// The seats are drawn: registrations from here on are late and draw a seat at once.
    pub seats_drawn: bool,
    /// Every entry sold, in the order sold (a re-entry is a new entry of the same name).
    pub entries: Vec<DirectorEntry>,
    /// A full room's alternates, in order.
    pub alternates: Vec<String>,
    /// Prizes by place, first place first.
    pub payouts: Vec<Money>,
    pub currency: Option<String>,
    /// The splits of the prizes left among the players left, while a deal can be made.
    pub deal_offer: Option<DirectorOffer>,
    /// The deal agreed: each player's share by name, and what is left to play for.
    pub deal: Option<riffle_tournament::DealShown>,
    /// What is paid, as the payout sheet and the window list it ([`Tournament::paid`]): once a
    /// deal is agreed, its shares by name, then the places below it.
    pub paid: Vec<DirectorPaid>,
    /// What Undo would take back and Redo put back, in the phone's language.
    pub undo: Option<String>,
    pub redo: Option<String>,
    /// The price profiles sold at the level played now, beside each purchase's own price.
    pub prices: Vec<DirectorPrice>,
}

/// A price profile the phone offers at the purchase it prices: an early bird, a late price.
#[derive(Clone, Debug, Serialize)]
pub struct DirectorPrice {
    pub sold: Sold,
    /// The name the command carries.
    pub name: String,
    /// What the player hands the cashier (price, fees, bounty).
    pub paid: Money,
    pub chips: Chips,
}

/// One line of what is paid: a place (none for a deal's share whose place is still played
/// for), who is paid, the amount, and whether the deal pays it.
#[derive(Clone, Debug, Serialize)]
pub struct DirectorPaid {
    pub place: Option<u32>,
    pub names: Vec<String>,
    pub amount: Money,
    pub deal: bool,
}

#[derive(Clone, Debug, Serialize)]
pub struct DirectorEntry {
    pub player: u32,
    pub name: String,
    pub chips: Chips,
    pub in_play: bool,
    /// Unregistered before the draw: counts nowhere.
    pub withdrawn: bool,
    pub rebuys: u32,
    pub add_ons: u32,
    /// Table and seat while seated.
    pub seat: Option<(u32, u8)>,
    /// Place and prize once out.
    pub place: Option<u32>,
    pub prize: Option<Money>,
}

/// The chip-chop and ICM splits of the prizes left, player by player, as the window's deal
/// form offers them.
#[derive(Clone, Debug, Serialize)]
pub struct DirectorOffer {
    pub players: Vec<OfferedShare>,
    /// What every player is sure of: no share is below it.
    pub locked: Money,
}

#[derive(Clone, Debug, Serialize)]
pub struct OfferedShare {
    pub player: u32,
    pub name: String,
    pub chips: Chips,
    pub chip_chop: Money,
    pub icm: Money,
}

impl DirectorState {
    pub fn of(tournament: &Tournament, seq: u64, now: DateTime<Utc>, lang: Lang) -> Self {
        let standings = tournament.standings();
        // Each entry's standing by a look-up: a festival's thousands of entries each read
        // every standing otherwise.
        let mut standing_of = std::collections::HashMap::new();
        for standing in &standings {
            standing_of.entry(standing.player).or_insert(standing);
        }
        let display = tournament.display(now);
        let floor = tournament.floor();
        let entries = (tournament.entries().iter())
            .map(|entry| {
                let standing = standing_of.get(&entry.id);
                DirectorEntry {
                    player: entry.id.0,
                    name: entry.name.clone(),
                    chips: entry.chips,
                    in_play: entry.in_play(),
                    withdrawn: entry.withdrawn.is_some(),
                    rebuys: entry.rebuys,
                    add_ons: entry.add_ons,
                    seat: floor.seat_of(entry.id).map(|s| (s.table.0, s.seat)),
                    place: standing.map(|s| s.place),
                    prize: standing.map(|s| s.prize),
                }
            })
            .collect();
        DirectorState {
            seq,
            seats_drawn: tournament.seats_drawn(),
            entries,
            alternates: (tournament.alternates().iter())
                .map(|a| a.name.clone())
                .collect(),
            payouts: display.payouts.clone(),
            currency: display.currency.clone(),
            deal_offer: DirectorOffer::of(tournament),
            deal: display.deal,
            paid: (tournament.paid().into_iter())
                .map(|line| DirectorPaid {
                    place: line.place,
                    names: (line.players.iter())
                        .filter_map(|&player| tournament.entry(player))
                        .map(|entry| entry.name.clone())
                        .collect(),
                    amount: line.amount,
                    deal: line.deal,
                })
                .collect(),
            undo: tournament.undo_target().map(|c| c.summary_in(lang)),
            redo: tournament.redo_target().map(|c| c.summary_in(lang)),
            prices: DirectorPrice::sold_now(tournament, now),
        }
    }
}

impl DirectorPrice {
    /// Every profile sold now, purchase by purchase, with what it costs and gives.
    fn sold_now(tournament: &Tournament, now: DateTime<Utc>) -> Vec<DirectorPrice> {
        let structure = tournament.structure();
        [Sold::Entry, Sold::ReEntry, Sold::Rebuy, Sold::AddOn]
            .into_iter()
            .flat_map(|sold| tournament.profiles_sold_now(sold, now))
            .filter_map(|profile| {
                let purchase = structure.purchase(profile.sold, Some(&profile.name))?;
                Some(DirectorPrice {
                    sold: profile.sold,
                    name: profile.name.clone(),
                    paid: purchase.total()?,
                    chips: purchase.stack,
                })
            })
            .collect()
    }
}

impl DirectorOffer {
    /// The splits on the last chip counts, as the window's deal form starts from them: two to
    /// [`MAX_PLAYERS`] players left and no deal yet.
    fn of(tournament: &Tournament) -> Option<DirectorOffer> {
        let left: Vec<_> = tournament.players_in().collect();
        if tournament.deal().is_some() || !(2..=MAX_PLAYERS).contains(&left.len()) {
            return None;
        }
        let stacks: Vec<Chips> = left.iter().map(|e| e.chips).collect();
        let prizes: Vec<Money> = tournament.payouts().into_iter().take(left.len()).collect();
        let unit = (tournament.structure().payout_rounding.as_ref())
            .map_or(1, |rounding| rounding.unit.get());
        let offer = offer_in_units(&stacks, &prizes, 0, unit).ok()?;
        Some(DirectorOffer {
            players: (left.iter().enumerate())
                .map(|(i, entry)| OfferedShare {
                    player: entry.id.0,
                    name: entry.name.clone(),
                    chips: entry.chips,
                    chip_chop: offer.chip_chop[i],
                    icm: offer.icm[i],
                })
                .collect(),
            locked: offer.locked,
        })
    }
}

/// `GET /api/director`: the director's view; any other role is refused (403) with a sentence.
pub async fn state(
    State(venue): State<Arc<Venue>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let result = async {
        at_least(&venue, from, &headers, Role::Director, "/director")?;
        let writer = venue.writer.clone();
        let lang = lang_of(&headers);
        let state = blocking(move || {
            writer.read(|session| {
                DirectorState::of(session.tournament(), session.commands(), Utc::now(), lang)
            })
        })
        .await;
        Ok(Json(state).into_response())
    }
    .await;
    answer(&headers, result)
}

/// What a command would do, as the page asks the TD before sending it.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Previewed {
    /// The players it would put out, with their places and prizes.
    pub out: Vec<PreviewedOut>,
    /// What the player hands the cashier for an entry, a rebuy or an add-on (price and fees).
    pub paid: Option<Money>,
    /// The chips that purchase gives.
    pub chips: Option<Chips>,
}

#[derive(Clone, Debug, Serialize)]
pub struct PreviewedOut {
    pub player: u32,
    pub name: String,
    pub place: u32,
    pub prize: Money,
}

impl Previewed {
    fn of(tournament: &Tournament, preview: &riffle_tournament::Preview) -> Previewed {
        let purchase = preview.events.iter().find_map(|event| match event {
            Event::Registered { purchase, .. } | Event::Bought { purchase, .. } => Some(purchase),
            _ => None,
        });
        Previewed {
            out: (preview.standings.iter())
                .map(|s| PreviewedOut {
                    player: s.player.0,
                    name: tournament
                        .entry(s.player)
                        .map_or_else(|| s.player.to_string(), |e| e.name.clone()),
                    place: s.place,
                    prize: s.prize,
                })
                .collect(),
            paid: purchase.and_then(|p| p.total()),
            chips: purchase.map(|p| p.stack),
        }
    }
}

/// `POST /api/director/preview` with a command: what it would do now, or the refusal sending
/// it would get (with its confirmation, for a name already registered), changing nothing.
pub async fn preview(
    State(venue): State<Arc<Venue>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let result = async {
        let grant = at_least(&venue, from, &headers, Role::Director, "/director")?;
        let command: Command = read_json(body)?;
        grant.may_send(&command)?;
        let writer = venue.writer.clone();
        let previewed = blocking(move || {
            writer.read(|session| {
                let tournament = session.tournament();
                (tournament.preview(&command, Utc::now()))
                    .map(|preview| Previewed::of(tournament, &preview))
            })
        })
        .await
        .map_err(|refusal| VenueRefusal::Session(SessionError::Rule(refusal)))?;
        Ok(Json(previewed).into_response())
    }
    .await;
    answer(&headers, result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    const SOURCES: [&str; 2] = [
        include_str!("pages/director.html"),
        include_str!("pages/director.js"),
    ];

    /// Every key the director's page names: by `T("key"`, `data-word="key"`,
    /// `data-placeholder-word="key"`, or a `"director_…"` key picked in a table.
    fn keys_named() -> BTreeSet<String> {
        let mut keys = BTreeSet::new();
        for source in SOURCES {
            for opening in [
                "T(\"",
                "data-word=\"",
                "data-placeholder-word=\"",
                "\"director_",
            ] {
                for (at, _) in source.match_indices(opening) {
                    let start = at + opening.len() - if opening == "\"director_" { 9 } else { 0 };
                    let rest = &source[start..];
                    keys.insert(rest[..rest.find('"').unwrap_or(0)].to_string());
                }
            }
        }
        keys
    }

    #[test]
    fn the_directors_page_names_only_words_that_exist_and_its_file_holds_no_other() {
        let named = keys_named();
        assert!(named.len() > 80, "{named:?}");
        for lang in [Lang::En, Lang::Fr] {
            let pages: BTreeSet<String> = super::super::pages::page_words_of(lang);
            let own: BTreeSet<String> = super::super::pages::director_words_of(lang);
            assert!(pages.is_disjoint(&own), "a key in both word files");
            let missing: Vec<_> = named
                .iter()
                .filter(|k| !pages.contains(*k) && !own.contains(*k))
                .collect();
            let unused: Vec<_> = own.difference(&named).collect();
            assert!(
                missing.is_empty(),
                "not in {lang:?} word files: {missing:?}"
            );
            assert!(
                unused.is_empty(),
                "the director's page never names {unused:?}"
            );
        }
    }

    #[test]
    fn the_directors_page_holds_no_sentence_of_its_own() {
        for source in SOURCES {
            for old in ["data-en=", "data-fr=", "LANG === \"fr\""] {
                assert!(
                    !source.contains(old),
                    "the page words a sentence itself: {old}"
                );
            }
        }
    }
}
