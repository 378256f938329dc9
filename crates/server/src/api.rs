//! The JSON endpoints: the public state, signing in, sending commands, and the journal for a
//! standby.

use super::auth::{DeviceId, Grant};
use super::refusal::VenueRefusal;
use super::role::Role;
use super::state::{PublicState, StaffState};
use super::{BODY_LIMIT, Venue, lang_of};
use axum::Json;
use axum::body::{Body, Bytes};
use axum::extract::rejection::{BytesRejection, QueryRejection};
use axum::extract::{ConnectInfo, Query, State};
use axum::http::{HeaderMap, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use riffle_tournament::Command;
use serde::Deserialize;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;

/// The answer of an endpoint: its success, or a refusal worded in the asker's language.
pub(crate) fn answer(headers: &HeaderMap, result: Result<Response, VenueRefusal>) -> Response {
    result.unwrap_or_else(|refusal| refusal.answer(lang_of(headers)))
}

/// Runs `work` on the blocking pool (it takes the writer's lock, which an `fsync` may hold).
pub(crate) async fn blocking<R: Send + 'static>(work: impl FnOnce() -> R + Send + 'static) -> R {
    tokio::task::spawn_blocking(work)
        .await
        .unwrap_or_else(|error| std::panic::resume_unwind(error.into_panic()))
}

async fn public_state(venue: &Arc<Venue>) -> PublicState {
    let venue = Arc::clone(venue);
    blocking(move || {
        let state = (venue.writer)
            .read(|session| PublicState::of(session.tournament(), session.commands(), Utc::now()));
        state.with_league(&venue.league)
    })
    .await
}

pub async fn state(State(venue): State<Arc<Venue>>) -> Json<PublicState> {
    Json(public_state(&venue).await)
}

#[derive(Deserialize)]
pub struct Search {
    #[serde(default)]
    name: String,
}

/// The most seats `/api/seats` answers with: a phone shows a short list.
const SEARCH_LIMIT: usize = 20;

/// `GET /api/seats?name=…`: where the players the name finds sit (public, like `/`).
pub async fn seats(
    State(venue): State<Arc<Venue>>,
    headers: HeaderMap,
    query: Result<Query<Search>, QueryRejection>,
) -> Response {
    let result = async {
        let Query(Search { name }) = query.map_err(|rejection| VenueRefusal::Unreadable {
            detail: rejection.body_text(),
        })?;
        let state = public_state(&venue).await;
        Ok(Json(state.find_seats(&name, SEARCH_LIMIT)).into_response())
    }
    .await;
    answer(&headers, result)
}

/// `GET /api/staff`: what signed-in staff see (reports, the floor's instruction, chips).
pub async fn staff(
    State(venue): State<Arc<Venue>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let result = async {
        let grant = grant(&venue, from, &headers)?;
        let writer = venue.writer.clone();
        let lang = lang_of(&headers);
        let state = blocking(move || {
            writer.read(|session| {
                StaffState::of(session.tournament(), session.commands(), Utc::now(), lang)
            })
        })
        .await;
        let mut json = serde_json::to_value(state).map_err(|error| VenueRefusal::Unreadable {
            detail: error.to_string(),
        })?;
        // Who asks, so a dealer's page shows the table it reports for (the floor may have
        // moved it since the sign-in) and whether the floor approved it yet.
        json["you"] = serde_json::json!({
            "role": grant.role,
            "table": grant.table,
            "approval": grant.approval,
        });
        // Where a standby following this server serves once it takes over: a page that loses
        // this server carries its sign-in there.
        json["standby"] = venue.standby_url().into();
        Ok(Json(json).into_response())
    }
    .await;
    answer(&headers, result)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Login {
    pin: String,
    /// The table a dealer's phone reports for; left out, the phone may only read.
    #[serde(default)]
    table: Option<u32>,
}

/// The room's tables now, which a dealer may sign in for.
async fn open_tables(venue: &Venue) -> Vec<u32> {
    let writer = venue.writer.clone();
    blocking(move || {
        writer.read(|session| {
            (session.tournament().floor().tables())
                .map(|table| table.number().0)
                .collect()
        })
    })
    .await
}

pub async fn login(
    State(venue): State<Arc<Venue>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let result = async {
        let login = read_json::<Login>(body)?;
        let open = open_tables(&venue).await;
        let (token, grant) = (venue.auth()).login(
            from.ip(),
            &login.pin,
            login.table,
            &open,
            Instant::now(),
            Utc::now(),
        )?;
        venue.devices().signed_in(from.ip(), &grant, Utc::now());
        Ok(Json(serde_json::json!({
            "token": token,
            "role": grant.role,
            "table": grant.table,
            "approval": grant.approval,
            "device": grant.device.to_string(),
        }))
        .into_response())
    }
    .await;
    answer(&headers, result)
}

/// A hand reported over the network is a device's report, whatever the body says: the floor
/// weighs a device's report of the button as it weighs the TD's, and the journal says who.
fn from_a_device(command: Command) -> Command {
    match command {
        Command::DealHand {
            table,
            redeal,
            confirmed,
            ..
        } => Command::DealHand {
            table,
            redeal,
            by: riffle_core::floor::Reporter::Device,
            confirmed,
        },
        Command::TableFinishedHand {
            table, confirmed, ..
        } => Command::TableFinishedHand {
            table,
            by: riffle_core::floor::Reporter::Device,
            confirmed,
        },
        other => other,
    }
}

/// What the request's `Authorization: Bearer TOKEN` grants; the device is noted as seen.
fn grant(venue: &Venue, from: SocketAddr, headers: &HeaderMap) -> Result<Grant, VenueRefusal> {
    let grant = headers
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
        .and_then(|token| venue.auth().grant_of(token.trim(), Utc::now()))
        .ok_or(VenueRefusal::NoToken)?;
    venue.devices().signed_in(from.ip(), &grant, Utc::now());
    Ok(grant)
}

/// The grant of a request that needs at least `least` (the floor, or the director).
pub(crate) fn at_least(
    venue: &Venue,
    from: SocketAddr,
    headers: &HeaderMap,
    least: Role,
    what: &str,
) -> Result<Grant, VenueRefusal> {
    let grant = grant(venue, from, headers)?;
    let rank = |role| Role::ALL.iter().position(|r| *r == role);
    if rank(grant.role) < rank(least) {
        return Err(VenueRefusal::NotAllowed {
            role: grant.role,
            command: what.into(),
        });
    }
    Ok(grant)
}

pub async fn commands(
    State(venue): State<Arc<Venue>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let result = async {
        let grant = grant(&venue, from, &headers)?;
        let command = from_a_device(read_json(body)?);
        grant.may_send(&command)?;
        let request = request_id(&headers)?;
        let writer = venue.writer.clone();
        // Answered only once the command is durable in the journal, and on the standby's copy
        // while one follows. A repeat of the request is answered alike, with the first seq.
        let seq =
            blocking(move || writer.execute_request(request.as_deref(), &command, Utc::now()))
                .await?
                .seq;
        venue.standby_has(seq).await;
        Ok(Json(serde_json::json!({ "seq": seq })).into_response())
    }
    .await;
    answer(&headers, result)
}

/// The longest `Idempotency-Key` kept: a page sends a short random id.
const REQUEST_ID_LIMIT: usize = 100;

/// The request's `Idempotency-Key`: the page's id for one tap, sent again with each retry of
/// that tap so the command is applied once. Without one, every request is a new command.
fn request_id(headers: &HeaderMap) -> Result<Option<String>, VenueRefusal> {
    let Some(value) = headers.get("idempotency-key") else {
        return Ok(None);
    };
    match value.to_str() {
        Ok(id) if !id.trim().is_empty() && id.len() <= REQUEST_ID_LIMIT => {
            Ok(Some(id.trim().to_string()))
        }
        _ => Err(VenueRefusal::BadRequestId {
            limit: REQUEST_ID_LIMIT,
        }),
    }
}

/// A JSON body, or why it cannot be read: too large, or not the JSON expected.
pub(crate) fn read_json<T: serde::de::DeserializeOwned>(
    body: Result<Bytes, BytesRejection>,
) -> Result<T, VenueRefusal> {
    let body = body.map_err(|rejection| {
        if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
            VenueRefusal::TooLarge {
                limit: BODY_LIMIT / 1024,
            }
        } else {
            VenueRefusal::Unreadable {
                detail: rejection.body_text(),
            }
        }
    })?;
    serde_json::from_slice(&body).map_err(|error| VenueRefusal::Unreadable {
        detail: error.to_string(),
    })
}

#[derive(Deserialize)]
pub struct From {
    #[serde(default)]
    from: u64,
    /// The commands the standby has made durable: the leader's confirmations wait for them.
    #[serde(default)]
    have: Option<u64>,
    /// Wait for new lines (up to [`LONG_POLL`]) rather than answer with none.
    #[serde(default)]
    wait: bool,
    /// The port the standby serves on once it takes over: the pages learn its address.
    #[serde(default)]
    port: Option<u16>,
}

/// How long a standby's request for new lines waits for one.
const LONG_POLL: std::time::Duration = std::time::Duration::from_secs(20);

/// `GET /api/journal?from=N[&have=C][&wait=true]`: the journal's lines from line N (0 is its
/// header), exactly as written, for a standby's copy. `X-Journal-Lines` says how many lines the
/// leader's file holds after them, `X-Journal-Commands` how many commands, and
/// `X-Journal-Crc32` the checksum of the whole file up to there, so the standby can prove its
/// copy is the same, byte for byte. `have` tells the leader which commands the standby holds
/// durably; `wait` holds the answer until there is something new.
pub async fn journal(
    State(venue): State<Arc<Venue>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    query: Result<Query<From>, QueryRejection>,
) -> Response {
    let result = async {
        at_least(&venue, from, &headers, Role::Director, "/api/journal")?;
        let standby = from.ip();
        let Query(From {
            from,
            have,
            wait,
            port,
        }) = query.map_err(|rejection| VenueRefusal::Unreadable {
            detail: rejection.body_text(),
        })?;
        if let Some(have) = have {
            venue.standby_holds(have);
        }
        if let Some(port) = port {
            venue.standby_serves_at(SocketAddr::new(standby, port));
        }
        // Subscribed before reading, so a change committed in between wakes the wait.
        let mut changes = venue.hub.changes();
        let read = || {
            let writer = venue.writer.clone();
            blocking(move || writer.journal(from))
        };
        let mut journal = read().await;
        if wait && journal.as_ref().is_ok_and(|j| j.tail.is_empty()) {
            let _ = tokio::time::timeout(LONG_POLL, changes.recv()).await;
            journal = read().await;
        }
        let journal = journal.map_err(|error| VenueRefusal::Session(error.into()))?;
        Ok((
            [
                (
                    header::CONTENT_TYPE,
                    "text/plain; charset=utf-8".to_string(),
                ),
                (
                    header::HeaderName::from_static("x-journal-lines"),
                    journal.lines.to_string(),
                ),
                (
                    header::HeaderName::from_static("x-journal-crc32"),
                    format!("{:08x}", journal.crc32),
                ),
                (
                    header::HeaderName::from_static("x-journal-commands"),
                    journal.commands.to_string(),
                ),
                (
                    header::HeaderName::from_static("x-venue-keep"),
                    keep_version(&venue),
                ),
            ],
            Body::from(journal.tail),
        )
            .into_response())
    }
    .await;
    answer(&headers, result)
}

/// The keep's bytes as the server holds them.
fn keep_bytes(venue: &Venue) -> Vec<u8> {
    serde_json::to_vec_pretty(venue.auth().kept()).unwrap_or_default()
}

/// A checksum of the keep, sent with the journal: a standby fetches the keep again when it
/// changes (a phone moved to another table).
fn keep_version(venue: &Venue) -> String {
    format!("{:08x}", crc32fast::hash(&keep_bytes(venue)))
}

/// `GET /api/keep`: the venue's keep (the PINs' hashes, the key that signs tokens, the phones
/// moved), for the director's standby only, so a promoted standby serves with the same PINs
/// and the same tokens.
pub async fn keep(
    State(venue): State<Arc<Venue>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let result = at_least(&venue, from, &headers, Role::Director, "/api/keep").map(|_| {
        (
            [(header::CONTENT_TYPE, "application/json")],
            keep_bytes(&venue),
        )
            .into_response()
    });
    answer(&headers, result)
}

/// `GET /api/devices`: the dealers' phones heard from and their tables, each with whether the
/// floor approved it, for the floor; the phones waiting for an answer first, the oldest first.
pub async fn dealer_phones(
    State(venue): State<Arc<Venue>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let result = at_least(&venue, from, &headers, Role::Floor, "/api/devices")
        .map(|_| Json(venue.dealer_phones(Utc::now())).into_response());
    answer(&headers, result)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PhoneAnswer {
    device: String,
    approve: bool,
}

/// `POST /api/devices/answer` `{"device": ID, "approve": true}`: the floor's one tap on a new
/// dealer's phone, which then reports for the table it asked for (or, refused, never does).
/// Kept in the folder; the same answer tapped twice is given once and said `already`.
pub async fn answer_phone(
    State(venue): State<Arc<Venue>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let result = async {
        at_least(&venue, from, &headers, Role::Floor, "/api/devices/answer")?;
        let PhoneAnswer { device, approve } = read_json(body)?;
        let Ok(id) = device.parse::<DeviceId>() else {
            return Err(VenueRefusal::NoSuchDevice { device });
        };
        let answered = venue.auth().answer_phone(id, approve, Utc::now())?;
        Ok(Json(serde_json::json!({
            "device": id.to_string(),
            "table": answered.table,
            "approved": approve,
            "already": answered.already,
        }))
        .into_response())
    }
    .await;
    answer(&headers, result)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Move {
    device: String,
    table: u32,
}

/// `POST /api/devices/move` `{"device": ID, "table": N}`: the floor or the TD moves a dealer's
/// phone to another table; it reports for that table from its next request. Kept in the
/// folder, so a restart keeps the move.
pub async fn move_phone(
    State(venue): State<Arc<Venue>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let result = async {
        at_least(&venue, from, &headers, Role::Floor, "/api/devices/move")?;
        let Move { device, table } = read_json(body)?;
        let id = device
            .parse::<DeviceId>()
            .ok()
            .filter(|id| venue.devices().knows(*id))
            .ok_or(VenueRefusal::NoSuchDevice { device })?;
        if !open_tables(&venue).await.contains(&table) {
            return Err(VenueRefusal::NoSuchTable { table });
        }
        venue.auth().move_device(id, table)?;
        venue.devices().moved(id, table);
        Ok(Json(serde_json::json!({ "device": id.to_string(), "table": table })).into_response())
    }
    .await;
    answer(&headers, result)
}

pub async fn not_found(headers: HeaderMap, uri: Uri) -> Response {
    answer(
        &headers,
        Err(VenueRefusal::NotFound {
            path: uri.path().to_string(),
        }),
    )
}
