//! The venue server: the clock on every screen, dealers and the floor on their phones, a
//! standby laptop following the journal. It runs inside the TD's process and sends every
//! command through the same [`Writer`] as the app, so the journal keeps one writer; each
//! committed command is broadcast to the connected screens. Plain HTTP, for a closed venue
//! network.

mod api;
mod auth;
mod devices;
mod director;
mod events;
pub mod follow;
mod layouts;
mod league;
mod pages;
mod refusal;
mod role;
mod state;

pub use auth::{
    APPROVAL_WAIT, Approval, Given, Grant, LOCKOUT, PinSource, Pins, ROOM_WRONG_PINS_ALLOWED,
    SignInAlarm, WRONG_PINS_ALLOWED,
};
pub use devices::{DealerPhone, Device};
pub use events::SCREENS_LIMIT;
pub use refusal::VenueRefusal;
pub use role::Role;
pub use state::{ButtonShown, PublicSeat, PublicState, PublicTable, StaffState, TrackedSeats};

use auth::{Auth, Kept};
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::serve::ListenerExt;
use chrono::Utc;
use devices::Devices;
use events::{Change, Hub};
use league::LeagueBoard;
use riffle_store::writer::{ListenerId, Writer};
use riffle_text::Lang;
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// The largest request body read: a command is a few hundred bytes, a logged hand a few KiB.
pub const BODY_LIMIT: usize = 64 * 1024;
/// How long open connections get to finish once the server is asked to stop.
const GRACE: Duration = Duration::from_secs(2);
/// A standby heard from this recently is following: confirmations wait for its copy.
const STANDBY_FRESH: Duration = Duration::from_secs(5);
/// The longest a confirmation waits for the standby's copy; a standby that slow is behind
/// anyway, and the TD's work must go on.
const STANDBY_WAIT: Duration = Duration::from_secs(3);

/// Who the server answers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Reach {
    /// This computer only (127.0.0.1): a TV wired to it, a try before the event.
    #[default]
    ThisComputer,
    /// Every device on the venue's network (0.0.0.0): phones and TVs in the room.
    VenueNetwork,
}

impl Reach {
    /// The address to listen on, from the port as the TD typed it (0: one the system picks).
    pub fn addr(self, port: &str) -> Result<SocketAddr, VenueRefusal> {
        let port = riffle_text::parse_whole_number(port)
            .and_then(|port| u16::try_from(port).ok())
            .ok_or_else(|| VenueRefusal::BadPort {
                typed: port.trim().to_string(),
            })?;
        let ip = match self {
            Reach::ThisComputer => Ipv4Addr::LOCALHOST,
            Reach::VenueNetwork => Ipv4Addr::UNSPECIFIED,
        };
        Ok(SocketAddr::from((ip, port)))
    }
}

/// This computer's address on the local network, the one phones in the room type: the source
/// address the system would use to reach the outside (no packet is sent). `None` with no
/// network.
pub fn lan_address() -> Option<IpAddr> {
    let socket = std::net::UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
    // A documentation address (TEST-NET-1): routed like any other, never reached.
    socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9)).ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified() && !ip.is_loopback()).then_some(ip)
}

/// Where `riffle serve` listens when no address is given and the folder was never served:
/// this computer only.
pub const DEFAULT_ADDR: SocketAddr = SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), 8080);

/// The address the tournament in `dir` was served on when its server went away without the
/// TD stopping it (a crash, the app closed): the app starts it again there. `None` when it
/// was stopped, or never served.
pub fn was_serving(dir: &std::path::Path) -> Result<Option<SocketAddr>, VenueRefusal> {
    Ok(Kept::load(dir)?
        .filter(|kept| kept.serving)
        .and_then(|kept| kept.addr))
}

/// The address the tournament in `dir` is served on, or was last served on (it comes back
/// there), as phones type it: what its table cards print. `None` when it was never served;
/// refused when no phone could open it ([`card_url`]).
pub fn served_url(dir: &std::path::Path) -> Result<Option<String>, VenueRefusal> {
    (Kept::load(dir)?.and_then(|kept| kept.addr))
        .map(|addr| card_url(addr, lan_address()))
        .transpose()
}

/// The address a table card holds for a server listening on `addr`, with `lan` this
/// computer's address on the venue's network: refused, with the address to serve on, when
/// it listens on this computer only (a loopback address no phone opens), or on the venue's
/// network while this computer has no address there.
pub fn card_url(addr: SocketAddr, lan: Option<IpAddr>) -> Result<String, VenueRefusal> {
    if addr.ip().is_unspecified() && lan.is_none() {
        return Err(VenueRefusal::CardsWithoutNetwork { port: addr.port() });
    }
    let url = url_of(addr, lan);
    if addr.ip().is_loopback() {
        return Err(VenueRefusal::CardsOnThisComputer {
            url,
            port: addr.port(),
            lan: lan.map(|lan| url_of(SocketAddr::new(lan, addr.port()), None)),
        });
    }
    Ok(url)
}

/// An address typed for the table cards (`http://192.168.1.20:8080/`), refused when it names
/// this computer only (`localhost`, `127.0.0.1`, `[::1]`): no phone would open it.
pub fn typed_card_url(url: &str) -> Result<String, VenueRefusal> {
    let url = url.trim();
    let rest = (url.split_once("://")).map_or(url, |(_, rest)| rest);
    let host_port = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let (host, port) = match host_port.rsplit_once(':') {
        Some((host, port)) if !port.contains(']') => (host, port.parse().ok()),
        _ => (host_port, None),
    };
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let loopback = host.eq_ignore_ascii_case("localhost")
        || host.parse::<IpAddr>().is_ok_and(|ip| ip.is_loopback());
    if loopback {
        return Err(VenueRefusal::CardsOnThisComputer {
            url: url.to_string(),
            port: port.unwrap_or(DEFAULT_ADDR.port()),
            lan: lan_address().map(|lan| {
                url_of(
                    SocketAddr::new(lan, port.unwrap_or(DEFAULT_ADDR.port())),
                    None,
                )
            }),
        });
    }
    Ok(url.to_string())
}

/// The address to type for a server listening on `addr`: this computer's address on the
/// venue's network `lan` when it listens there (0.0.0.0 cannot be typed).
fn url_of(addr: SocketAddr, lan: Option<IpAddr>) -> String {
    let ip = match addr.ip() {
        ip if ip.is_unspecified() => lan.unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST)),
        ip => ip,
    };
    format!("http://{}/", SocketAddr::new(ip, addr.port()))
}

/// What a server is started with: every PIN typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// 127.0.0.1:8080 unless the TD asks for the venue's network.
    pub addr: SocketAddr,
    pub pins: Pins,
}

/// What every request handler shares.
struct Venue {
    writer: Writer,
    auth: Mutex<Auth>,
    hub: Hub,
    /// Who has been heard from, for the TD's Settings.
    devices: Mutex<Devices>,
    stop: watch::Receiver<bool>,
    /// When a standby last asked for the journal.
    standby_seen: Mutex<Option<Instant>>,
    /// Commands the standby holds durably.
    standby_holds: watch::Sender<u64>,
    /// Where the standby serves once it takes over: its address as this server sees it, and
    /// the port it said.
    standby_at: Mutex<Option<SocketAddr>>,
    /// The league's standings for the TVs during a break.
    league: LeagueBoard,
}

impl Venue {
    fn auth(&self) -> MutexGuard<'_, Auth> {
        self.auth.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn devices(&self) -> MutexGuard<'_, Devices> {
        self.devices.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The dealers' phones heard from, each with where it stands with the floor at `at`: those
    /// waiting for the floor's answer first, the longest waiting first, then by table.
    fn dealer_phones(&self, at: chrono::DateTime<Utc>) -> Vec<DealerPhone> {
        let requests = self.auth().requests(at);
        let mut phones = self.devices().dealer_phones();
        for phone in &mut phones {
            let asked = requests.iter().find(|(id, _, _)| Some(*id) == phone.id);
            match asked {
                Some((_, request, approval)) => {
                    phone.approval = *approval;
                    phone.asked_at = Some(request.asked_at);
                }
                // Its request was replaced by a newer one from the same phone.
                None if phone.approval == auth::Approval::Waiting => {
                    phone.approval = auth::Approval::Expired;
                }
                None => {}
            }
        }
        let waiting = auth::Approval::Waiting;
        phones.sort_by_key(|phone| {
            let first = phone.approval == waiting;
            (!first, first.then_some(phone.asked_at))
        });
        phones
    }

    fn standby_serves_at(&self, addr: SocketAddr) {
        *self
            .standby_at
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(addr);
    }

    /// The address the phones open at the standby once it takes over, if one follows.
    fn standby_url(&self) -> Option<String> {
        let at = *self
            .standby_at
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        at.map(|addr| url_of(addr, None))
    }

    fn standby_holds(&self, commands: u64) {
        *self
            .standby_seen
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some(Instant::now());
        self.standby_holds.send_if_modified(|held| {
            let more = commands > *held;
            *held = (*held).max(commands);
            more
        });
    }

    /// Waits until a following standby holds command `seq` (at most [`STANDBY_WAIT`]), so a
    /// command confirmed to a phone survives the TD's laptop dying.
    async fn standby_has(&self, seq: u64) {
        let seen = *self
            .standby_seen
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if seen.is_none_or(|at| at.elapsed() >= STANDBY_FRESH) {
            return;
        }
        let mut held = self.standby_holds.subscribe();
        let _ = tokio::time::timeout(STANDBY_WAIT, held.wait_for(|held| *held >= seq)).await;
    }

    /// Resolves when the server is asked to stop: live streams end then, so it can.
    fn stopping(&self) -> impl Future<Output = ()> + Send + use<> {
        let mut stop = self.stop.clone();
        async move {
            // An error means the server is gone: stop too.
            let _ = stop.wait_for(|stopped| *stopped).await;
        }
    }
}

/// A server running on its own threads. Stops when [`Running::stop`] is called or it is dropped.
pub struct Running {
    addr: SocketAddr,
    /// Where each PIN came from: typed, kept from the last run, or generated now.
    pins: [(Role, PinSource); 3],
    /// This computer's address on the venue's network, found when it started.
    lan: Option<IpAddr>,
    venue: Arc<Venue>,
    listener: ListenerId,
    stop: watch::Sender<bool>,
    thread: Option<JoinHandle<()>>,
}

impl Running {
    /// The address it listens on (with the port the system chose when asked for port 0).
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The address to type on a phone or a TV: this computer's address on the venue's network
    /// when it listens there (0.0.0.0 cannot be typed), else the one it listens on.
    pub fn url(&self) -> String {
        url_of(self.addr, self.lan)
    }

    /// The address its table cards hold, or why no phone could open one ([`card_url`]).
    pub fn card_url(&self) -> Result<String, VenueRefusal> {
        card_url(self.addr, self.lan)
    }

    /// Whether it listens on the venue's network but this computer has no address there (no
    /// cable, no Wi-Fi): phones cannot reach it yet.
    pub fn no_network(&self) -> bool {
        self.addr.ip().is_unspecified() && self.lan.is_none()
    }

    /// Screens following the live events now.
    pub fn screens(&self) -> usize {
        self.venue.hub.connected()
    }

    /// Every device heard from since the server started: what Settings lists.
    pub fn devices(&self) -> Vec<Device> {
        self.venue.devices().list()
    }

    /// Where the PIN of `role` came from: typed, kept from the folder's last run (known by
    /// its hash only), or generated at this start.
    pub fn pin_source(&self, role: Role) -> &PinSource {
        let at = Role::ALL
            .iter()
            .position(|r| *r == role)
            .unwrap_or_default();
        &self.pins[at].1
    }

    /// The last time wrong PINs from several addresses locked every sign-in, for the TD's
    /// window: someone may be guessing the PINs.
    pub fn sign_in_alarm(&self) -> Option<SignInAlarm> {
        self.venue.auth().alarm().cloned()
    }

    /// The dealers' phones heard from, with their tables and the floor's answers.
    pub fn dealer_phones(&self) -> Vec<DealerPhone> {
        self.venue.dealer_phones(Utc::now())
    }

    /// Stops as the TD asks: the folder notes it is no longer served, so the app does not
    /// start it again when it reopens the tournament (the PINs and tokens stay kept for the
    /// next start). Dropping a server instead, as a closing app does, leaves it noted as
    /// serving.
    pub fn stop(mut self) {
        // The keep failing to be written leaves it noted as serving: the app would start it
        // again at its next opening, the lesser harm.
        let _ = self.venue.auth().set_serving(self.addr, false);
        self.shut_down();
    }

    fn shut_down(&mut self) {
        self.venue.writer.stop_listening(self.listener);
        let _ = self.stop.send(true);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.shut_down();
    }
}

/// Starts the server on `options.addr` with the three PINs typed, sending commands through
/// `writer`. Refused, with nothing started, when a PIN is not 4 to 12 digits, two PINs are the
/// same, the folder's keep cannot be read or written, or the address cannot be listened on.
pub fn start(writer: Writer, options: Options) -> Result<Running, VenueRefusal> {
    options.pins.check()?;
    serve(writer, Some(options.addr), &Given::all(&options.pins))
}

/// Starts the server on the tournament `writer` writes, from the folder's keep: each PIN not
/// in `given` is the one of the folder's last run (or generated on a folder never served),
/// and with the same PINs the devices signed in before carry on. Without `addr`, it listens
/// where it last did ([`DEFAULT_ADDR`] on a folder never served).
pub fn serve(
    writer: Writer,
    addr: Option<SocketAddr>,
    given: &Given,
) -> Result<Running, VenueRefusal> {
    serve_screens(writer, addr, given, SCREENS_LIMIT)
}

/// [`serve`] letting at most `screens` follow the room at once ([`SCREENS_LIMIT`] unless the
/// TD sets another): one more is refused with the limit named.
pub fn serve_screens(
    writer: Writer,
    addr: Option<SocketAddr>,
    given: &Given,
    screens: usize,
) -> Result<Running, VenueRefusal> {
    let dir = writer.read(|session| session.dir().to_path_buf());
    let before = Kept::load(&dir)?;
    let addr = addr
        .or(before.as_ref().and_then(|kept| kept.addr))
        .unwrap_or(DEFAULT_ADDR);
    let (mut kept, pins) = Kept::for_start(before, given)?;
    let no_bind = |error: std::io::Error| VenueRefusal::no_bind(addr, error);
    let listener = std::net::TcpListener::bind(addr).map_err(no_bind)?;
    listener.set_nonblocking(true).map_err(no_bind)?;
    let addr = listener.local_addr().map_err(no_bind)?;
    kept.addr = Some(addr);
    kept.serving = true;
    kept.save(&dir)?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("venue")
        .enable_all()
        .build()
        .map_err(no_bind)?;
    let (stop, stop_rx) = watch::channel(false);
    let venue = Arc::new(Venue {
        writer: writer.clone(),
        auth: Mutex::new(Auth::new(&dir, kept)),
        hub: Hub::new(screens),
        devices: Mutex::new(Devices::default()),
        stop: stop_rx,
        standby_seen: Mutex::new(None),
        standby_holds: watch::channel(0).0,
        standby_at: Mutex::new(None),
        league: LeagueBoard::of(dir.clone()),
    });
    let publisher = Arc::clone(&venue);
    let listener_id = writer.listen(
        Utc::now(),
        // The change is framed from the state after its command, then sent once the command
        // is durable.
        Box::new(move |committed| {
            let state = PublicState::of(committed.tournament, committed.seq, committed.at)
                .with_league(&publisher.league);
            let json = serde_json::to_string(&state).ok()?;
            let change = Change::new(committed.seq, &json);
            let publisher = Arc::clone(&publisher);
            Some(Box::new(move || publisher.hub.publish(change)))
        }),
    );
    let app = router(Arc::clone(&venue));
    let stopping = venue.stopping();
    let deadline = venue.stopping();
    let thread = std::thread::Builder::new()
        .name("venue-server".into())
        .spawn(move || {
            runtime.block_on(async move {
                let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                    return;
                };
                // Each change goes out as soon as it is written: without this, a change sent
                // while the screen has not yet acknowledged the previous one waits for its
                // delayed acknowledgement (Nagle's algorithm), tens of milliseconds.
                let listener = listener.tap_io(|stream| {
                    let _ = stream.set_nodelay(true);
                });
                let server = axum::serve(
                    listener,
                    app.into_make_service_with_connect_info::<SocketAddr>(),
                )
                .with_graceful_shutdown(stopping);
                tokio::select! {
                    _ = server => {}
                    _ = async { deadline.await; tokio::time::sleep(GRACE).await } => {}
                }
            });
            runtime.shutdown_timeout(GRACE);
        })
        .map_err(no_bind);
    let thread = match thread {
        Ok(thread) => thread,
        Err(refusal) => {
            writer.stop_listening(listener_id);
            return Err(refusal);
        }
    };
    Ok(Running {
        addr,
        pins,
        lan: lan_address(),
        venue,
        listener: listener_id,
        stop,
        thread: Some(thread),
    })
}

fn router(venue: Arc<Venue>) -> Router {
    Router::new()
        .route("/", get(pages::clock))
        .route("/seats", get(pages::seats))
        .route("/dealer", get(pages::dealer))
        .route("/floor", get(pages::floor))
        .route("/director", get(director::page))
        .route("/director.js", get(director::script))
        .route("/common.js", get(pages::common_script))
        .route("/words.js", get(pages::words_script))
        .route("/signin.js", get(pages::sign_in_script))
        .route("/style.css", get(pages::style))
        .route("/layout.js", get(layouts::script))
        .route("/layout.json", get(layouts::layout))
        .route("/layout/{name}/{picture}", get(layouts::picture))
        .route("/api/state", get(api::state))
        .route("/api/seats", get(api::seats))
        .route("/api/staff", get(api::staff))
        .route("/api/director", get(director::state))
        .route("/api/director/preview", post(director::preview))
        .route("/api/login", post(api::login))
        .route("/api/commands", post(api::commands))
        .route("/api/journal", get(api::journal))
        .route("/api/keep", get(api::keep))
        .route("/api/devices", get(api::dealer_phones))
        .route("/api/devices/move", post(api::move_phone))
        .route("/api/devices/answer", post(api::answer_phone))
        .route("/events", get(events::events))
        .fallback(api::not_found)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .layer(axum::middleware::map_response(pages::security_headers))
        .with_state(venue)
}

/// The language a phone asks for: French when its first choice is French, English otherwise.
fn lang_of(headers: &HeaderMap) -> Lang {
    let wanted = headers
        .get(axum::http::header::ACCEPT_LANGUAGE)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default()
        .trim_start()
        .to_ascii_lowercase();
    if wanted.starts_with("fr") {
        Lang::Fr
    } else {
        Lang::En
    }
}

impl VenueRefusal {
    /// The HTTP status each refusal answers with.
    pub fn status(&self) -> StatusCode {
        use riffle_store::session::SessionError;
        match self {
            VenueRefusal::WrongPin | VenueRefusal::NoToken => StatusCode::UNAUTHORIZED,
            VenueRefusal::LockedOut { .. } | VenueRefusal::RoomLockedOut { .. } => {
                StatusCode::TOO_MANY_REQUESTS
            }
            VenueRefusal::NotAllowed { .. }
            | VenueRefusal::OtherTable { .. }
            | VenueRefusal::NoTableSignedIn { .. }
            | VenueRefusal::CheckInWithoutTable
            | VenueRefusal::WaitingForTheFloor { .. }
            | VenueRefusal::PhoneRefused { .. }
            | VenueRefusal::RequestLapsed { .. } => StatusCode::FORBIDDEN,
            VenueRefusal::CardsOnThisComputer { .. } | VenueRefusal::CardsWithoutNetwork { .. } => {
                StatusCode::BAD_REQUEST
            }
            VenueRefusal::TableForDealers { .. } | VenueRefusal::NoSuchTable { .. } => {
                StatusCode::BAD_REQUEST
            }
            VenueRefusal::NoSuchDevice { .. } => StatusCode::NOT_FOUND,
            VenueRefusal::NotKept { .. } | VenueRefusal::TooManyScreens { .. } => {
                StatusCode::SERVICE_UNAVAILABLE
            }
            VenueRefusal::TooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            VenueRefusal::NotFound { .. } => StatusCode::NOT_FOUND,
            VenueRefusal::Session(SessionError::Journal(_)) => StatusCode::SERVICE_UNAVAILABLE,
            VenueRefusal::Session(SessionError::RequestReused { .. }) => StatusCode::CONFLICT,
            VenueRefusal::Session(SessionError::WriterStopped) => StatusCode::INTERNAL_SERVER_ERROR,
            VenueRefusal::Unreadable { .. }
            | VenueRefusal::BadRequestId { .. }
            | VenueRefusal::Session(_) => StatusCode::BAD_REQUEST,
            VenueRefusal::BadPin { .. }
            | VenueRefusal::SamePin { .. }
            | VenueRefusal::PortTaken { .. }
            | VenueRefusal::NotThisComputer { .. }
            | VenueRefusal::BadPort { .. }
            | VenueRefusal::KeepUnreadable { .. }
            | VenueRefusal::KeepDamaged { .. }
            | VenueRefusal::NoBind { .. } => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The refusal as sent: its status and `{"error": sentence}` in the asker's language, with
    /// `"confirm": label` when the device may send the command again confirmed.
    fn answer(&self, lang: Lang) -> Response {
        use riffle_text::Say;
        let mut body = serde_json::json!({ "error": self.say(lang) });
        if let Some(label) = self.confirm_label(lang) {
            body["confirm"] = label.into();
        }
        (self.status(), axum::Json(body)).into_response()
    }
}
