//! `GET /events`: one server-sent event per committed command, carrying the new public state
//! and its `seq` as the event's id. The writer only hands each change to a broadcast ring and
//! never waits: a client that falls a ring behind is dropped and reconnects with
//! `Last-Event-ID`, and the backlog gives it what it missed.

use super::refusal::VenueRefusal;
use super::{Venue, lang_of};
use axum::extract::{ConnectInfo, State};
use axum::http::HeaderMap;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use futures_util::{StreamExt, stream};
use std::collections::VecDeque;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use tokio::sync::broadcast;

/// How often a quiet stream says it is still there. The pages say they are reconnecting only
/// when nothing came for three of these, and that the connection is lost after five.
pub const KEEP_ALIVE_EVERY: std::time::Duration = std::time::Duration::from_secs(5);

/// The most screens following at once unless the TD sets another limit (`riffle serve
/// --screens`): twice the thousand a laptop is measured serving (`cargo bench --bench venue`).
/// One more is refused with the limit named, so a room that plugs in more than the server was
/// sized for hears why, rather than every screen slowing down until commands miss their hands.
pub const SCREENS_LIMIT: usize = 2_000;

/// Changes each client may fall behind before it is dropped.
const CLIENT_BUFFER: usize = 64;
/// Changes kept for clients that reconnect; one further behind gets the current state, which
/// holds everything the missed ones did.
const BACKLOG: usize = 256;

/// One committed change as sent: its seq and the public state's JSON.
#[derive(Debug)]
pub struct Change {
    pub seq: u64,
    pub json: String,
}

/// The changes on their way to every connected client.
pub struct Hub {
    inner: Mutex<Inner>,
    connected: AtomicUsize,
    /// The most clients following at once.
    limit: usize,
}

struct Inner {
    sender: broadcast::Sender<Arc<Change>>,
    backlog: VecDeque<Arc<Change>>,
}

impl Hub {
    /// A hub that lets at most `limit` clients follow at once.
    pub fn new(limit: usize) -> Hub {
        Hub {
            inner: Mutex::new(Inner {
                sender: broadcast::channel(CLIENT_BUFFER).0,
                backlog: VecDeque::with_capacity(BACKLOG),
            }),
            connected: AtomicUsize::new(0),
            limit,
        }
    }

    /// Counts one more client following, unless the limit is reached: checked and counted at
    /// once, so screens connecting together never pass it.
    fn admit(&self) -> bool {
        (self.connected)
            .fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
                (n < self.limit).then_some(n + 1)
            })
            .is_ok()
    }

    /// Called by the writer's listener: never blocks on a client.
    pub fn publish(&self, change: Change) {
        let change = Arc::new(change);
        let mut inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        if inner.backlog.len() == BACKLOG {
            inner.backlog.pop_front();
        }
        inner.backlog.push_back(Arc::clone(&change));
        // No client connected is not an error.
        let _ = inner.sender.send(change);
    }

    /// What a client connecting after `last_seen` must be sent first (the changes it missed, or
    /// the current state when it is new or too far behind), and the changes after them.
    fn subscribe(
        &self,
        last_seen: Option<u64>,
    ) -> (Vec<Arc<Change>>, broadcast::Receiver<Arc<Change>>) {
        let inner = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        let receiver = inner.sender.subscribe();
        let first_kept = inner.backlog.front().map_or(0, |c| c.seq);
        let replay = match last_seen {
            Some(last) if last + 1 >= first_kept => inner
                .backlog
                .iter()
                .filter(|c| c.seq > last)
                .cloned()
                .collect(),
            _ => inner.backlog.back().cloned().into_iter().collect(),
        };
        (replay, receiver)
    }

    /// Every change from now on (a standby's long poll waits on it).
    pub fn changes(&self) -> broadcast::Receiver<Arc<Change>> {
        self.inner
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .sender
            .subscribe()
    }

    /// Clients following the live events now.
    pub fn connected(&self) -> usize {
        self.connected.load(Ordering::Acquire)
    }
}

/// Counts a client, and shows it following in the devices, for as long as its stream lives.
struct Connected(Arc<Venue>, IpAddr);

impl Connected {
    /// The client counted, or `None` when the limit of screens is reached.
    fn admit(venue: Arc<Venue>, from: IpAddr) -> Option<Connected> {
        if !venue.hub.admit() {
            return None;
        }
        venue.devices().following(from, true, Utc::now());
        Some(Connected(venue, from))
    }
}

impl Drop for Connected {
    fn drop(&mut self) {
        self.0.hub.connected.fetch_sub(1, Ordering::AcqRel);
        self.0.devices().following(self.1, false, Utc::now());
    }
}

pub async fn events(
    State(venue): State<Arc<Venue>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let Some(connected) = Connected::admit(Arc::clone(&venue), from.ip()) else {
        let limit = venue.hub.limit;
        return VenueRefusal::TooManyScreens { limit }.answer(lang_of(&headers));
    };
    let last_seen = headers
        .get("last-event-id")
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.trim().parse::<u64>().ok());
    let (replay, receiver) = venue.hub.subscribe(last_seen);
    let stopping = venue.stopping();
    let live = stream::unfold(
        (receiver, connected),
        |(mut receiver, connected)| async move {
            // A client too slow to keep up (`Lagged`) is dropped; the server stopping
            // (`Closed`) ends every stream.
            let change = receiver.recv().await.ok()?;
            Some((change, (receiver, connected)))
        },
    );
    let changes = stream::iter(replay)
        .chain(live)
        .take_until(stopping)
        .map(|change| {
            Ok::<_, Infallible>(
                Event::default()
                    .id(change.seq.to_string())
                    .event("state")
                    .data(&change.json),
            )
        });
    // A named event with a data line rather than a comment: a browser dispatches no event
    // without data, so only this lets a page tell a quiet room from a lost server. The data is
    // the period in milliseconds, which the page counts its silence against.
    let alive = KeepAlive::new().interval(KEEP_ALIVE_EVERY).event(
        Event::default()
            .event("alive")
            .data(KEEP_ALIVE_EVERY.as_millis().to_string()),
    );
    Sse::new(changes).keep_alive(alive).into_response()
}
