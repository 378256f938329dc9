//! `GET /events`: one server-sent event per committed command, carrying the new public state
//! and its `seq` as the event's id. The writer only hands each change to a broadcast ring and
//! never waits: a client that falls a ring behind is dropped and reconnects with
//! `Last-Event-ID`, and the backlog gives it what it missed.
//!
//! Each change is framed as an event once, when it is committed, and every screen is sent the
//! same bytes: a room of a thousand screens costs a thousand writes of one shared buffer, not
//! a thousand copies of the state.

use super::refusal::VenueRefusal;
use super::{Venue, lang_of};
use axum::body::{Body, Bytes};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use chrono::Utc;
use futures_util::stream;
use std::collections::VecDeque;
use std::convert::Infallible;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
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

/// Changes kept for clients that reconnect; one further behind gets the current state, which
/// holds everything the missed ones did.
const BACKLOG: usize = 256;
/// Changes each client may fall behind before it is dropped: as many as the backlog keeps. The
/// ring is one for every client (each holds only its place in it) and holds the changes the
/// backlog keeps anyway, so its depth costs a screen nothing; a shallower one dropped screens
/// only briefly behind a burst of commands committed together (300 screens missed 1,584 of
/// 60,000 events), each to reconnect after its browser's wait, and a deeper one would keep
/// screens no reconnection could give what they missed.
const CLIENT_BUFFER: usize = BACKLOG;

/// One committed change as sent: its seq and the whole server-sent event (`id`, `event:
/// state`, the public state's JSON as `data`), framed once and shared by every screen.
#[derive(Debug)]
pub struct Change {
    pub seq: u64,
    frame: Bytes,
}

impl Change {
    /// The event carrying `json`, the public state after command `seq`.
    pub fn new(seq: u64, json: &str) -> Change {
        let mut frame = String::with_capacity(json.len() + 32);
        frame.push_str("id: ");
        frame.push_str(&seq.to_string());
        frame.push_str("\nevent: state\n");
        push_data(&mut frame, json);
        Change {
            seq,
            frame: Bytes::from(frame),
        }
    }
}

/// Appends `data` as an event's data lines and ends the event: one `data:` line for each of its
/// lines (compact JSON has one), so no line break in it can end the event early.
fn push_data(frame: &mut String, data: &str) {
    for line in data.split(['\r', '\n']) {
        frame.push_str("data: ");
        frame.push_str(line);
        frame.push('\n');
    }
    frame.push('\n');
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
    let follower = Follower {
        replay: replay.into(),
        receiver,
        stopping: Box::pin(venue.stopping()),
        alive: keep_alive_ticks(),
        sent: false,
        _connected: connected,
    };
    let frames = stream::unfold(follower, |mut follower| async move {
        let frame = follower.next().await?;
        Some((Ok::<_, Infallible>(frame), follower))
    });
    (
        [
            (header::CONTENT_TYPE, "text/event-stream"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        Body::from_stream(frames),
    )
        .into_response()
}

/// One screen's stream: the changes it missed, then each change as it is committed, and a
/// keep-alive when nothing else was sent for a while.
struct Follower {
    replay: VecDeque<Arc<Change>>,
    receiver: broadcast::Receiver<Arc<Change>>,
    stopping: Pin<Box<dyn Future<Output = ()> + Send>>,
    /// Ticks every [`KEEP_ALIVE_EVERY`]; a tick after which nothing was sent sends a
    /// keep-alive. Never reset by a change, so a busy room costs no timer work a screen.
    alive: tokio::time::Interval,
    /// Whether a change was sent since the last tick.
    sent: bool,
    /// Counts the screen for as long as its stream lives.
    _connected: Connected,
}

impl Follower {
    /// The next bytes for the screen, or `None` when the stream ends: the server stopping
    /// (`Closed`), or a screen too slow to keep up (`Lagged`), which reconnects with
    /// `Last-Event-ID` and is sent what it missed from the backlog.
    async fn next(&mut self) -> Option<Bytes> {
        if let Some(change) = self.replay.pop_front() {
            self.sent = true;
            return Some(change.frame.clone());
        }
        loop {
            tokio::select! {
                biased;
                () = &mut self.stopping => return None,
                change = self.receiver.recv() => {
                    self.sent = true;
                    return change.ok().map(|change| change.frame.clone());
                }
                _ = self.alive.tick() => {
                    if !std::mem::take(&mut self.sent) {
                        return Some(keep_alive());
                    }
                }
            }
        }
    }
}

/// The keep-alive's ticks, the first one period from now. A stream not asked for its next bytes
/// for a while (its screen reads slowly) skips the ticks it missed rather than sending them in
/// a burst.
fn keep_alive_ticks() -> tokio::time::Interval {
    let mut ticks = tokio::time::interval_at(
        tokio::time::Instant::now() + KEEP_ALIVE_EVERY,
        KEEP_ALIVE_EVERY,
    );
    ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    ticks
}

/// A named event with a data line rather than a comment: a browser dispatches no event without
/// data, so only this lets a page tell a quiet room from a lost server. The data is the period
/// in milliseconds, which the page counts its silence against. At most two periods pass
/// between two things sent, and the pages wait three before they say they are reconnecting.
fn keep_alive() -> Bytes {
    let mut frame = String::from("event: alive\n");
    push_data(&mut frame, &KEEP_ALIVE_EVERY.as_millis().to_string());
    Bytes::from(frame)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::sync::broadcast::error::TryRecvError;

    fn published(hub: &Hub, seqs: std::ops::RangeInclusive<u64>) {
        for seq in seqs {
            hub.publish(Change::new(seq, "{}"));
        }
    }

    #[test]
    fn a_screen_a_backlog_behind_is_sent_every_change_it_has_not_read() {
        let hub = Hub::new(1);
        let (_, mut screen) = hub.subscribe(None);
        let behind = BACKLOG as u64;
        published(&hub, 1..=behind);
        let read: Vec<u64> = std::iter::from_fn(|| screen.try_recv().ok())
            .map(|change| change.seq)
            .collect();
        assert_eq!(read, (1..=behind).collect::<Vec<_>>());
    }

    #[test]
    fn a_screen_further_behind_than_the_backlog_is_dropped_and_sent_the_state_on_return() {
        let hub = Hub::new(1);
        let (_, mut screen) = hub.subscribe(None);
        let last = BACKLOG as u64 + 1;
        published(&hub, 1..=last);
        assert!(matches!(screen.try_recv(), Err(TryRecvError::Lagged(1))));
        // It saw nothing: the first change is no longer kept, so it is sent the state now.
        let (replay, _) = hub.subscribe(Some(0));
        let sent: Vec<u64> = replay.iter().map(|change| change.seq).collect();
        assert_eq!(sent, [last]);
    }
}
