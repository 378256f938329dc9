//! Who may do what on the venue network: three PINs (dealer, floor, director), kept only as
//! salted hashes in the tournament's folder; the tokens a sign-in gives, signed with the
//! folder's key so they outlive a restart; a dealer's table; and the lockout that stops a
//! phone guessing PINs.

use super::refusal::VenueRefusal;
use super::role::Role;
use super::role::command_name;
use hmac::{Hmac, Mac};
use rand::Rng;
use riffle_store::venue_keep::VENUE_KEEP_FILE;
use riffle_tournament::Command;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use subtle::ConstantTimeEq;

/// Wrong PINs from one address before its sign-ins are refused for [`LOCKOUT`].
pub const WRONG_PINS_ALLOWED: u32 = 5;
pub const LOCKOUT: Duration = Duration::from_secs(60);
/// Addresses whose wrong PINs are remembered at once, so a flood cannot grow the server.
const MAX_TRACKED: usize = 4096;
/// Wrong PINs from all addresses together, within [`ROOM_WINDOW`], before every sign-in is
/// refused for [`LOCKOUT`] and the TD is told: a guesser changing address (phones, a laptop
/// taking new addresses) is stopped too.
pub const ROOM_WRONG_PINS_ALLOWED: usize = 20;
pub const ROOM_WINDOW: Duration = Duration::from_secs(600);

impl Grant {
    /// Whether this device may send `command`: its role must allow it ([`Role::may_send`]),
    /// and a dealer reports for the table the phone signed in for (or was moved to) only; a
    /// dealer's phone signed in without a table may only read.
    pub fn may_send(&self, command: &Command) -> Result<(), VenueRefusal> {
        if !self.role.may_send(command) {
            return Err(VenueRefusal::NotAllowed {
                role: self.role,
                command: command_name(command),
            });
        }
        if self.role != Role::Dealer {
            return Ok(());
        }
        let asked = match command {
            Command::DealHand { table, .. }
            | Command::TableFinishedHand { table, .. }
            | Command::CallFloor { table, .. }
            | Command::ReportBust { table, .. } => *table,
            // Checking in or out is no table's report, but a phone that may only read does not.
            Command::CheckInDealer { .. } | Command::CheckOutDealer { .. }
                if self.table.is_none() =>
            {
                return Err(VenueRefusal::CheckInWithoutTable);
            }
            Command::CheckInDealer { .. } | Command::CheckOutDealer { .. } => {
                return self.approved();
            }
            // Role::may_send lets a dealer send the six above only.
            _ => return Ok(()),
        };
        match self.table {
            None => Err(VenueRefusal::NoTableSignedIn { asked }),
            Some(yours) if yours != asked => Err(VenueRefusal::OtherTable { yours, asked }),
            Some(_) => self.approved(),
        }
    }

    /// Whether the floor let this phone report for its table (a phone without one was refused
    /// before this is asked).
    fn approved(&self) -> Result<(), VenueRefusal> {
        let table = self.table.unwrap_or_default();
        match self.approval {
            Approval::Approved => Ok(()),
            Approval::Waiting => Err(VenueRefusal::WaitingForTheFloor { table }),
            Approval::Refused => Err(VenueRefusal::PhoneRefused { table }),
            Approval::Expired => Err(VenueRefusal::RequestLapsed {
                table,
                minutes: APPROVAL_WAIT.num_minutes(),
            }),
        }
    }
}

/// The three PINs as typed. Only their hashes are kept once the server starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pins {
    pub dealer: String,
    pub floor: String,
    pub director: String,
}

impl Pins {
    /// Six random digits per role, all different: what `riffle serve` prints when none is given.
    pub fn generate() -> Pins {
        let mut rng = rand::rng();
        let mut pick = |taken: &[&str]| loop {
            let pin = format!("{:06}", rng.next_u32() % 1_000_000);
            if !taken.contains(&pin.as_str()) {
                return pin;
            }
        };
        let dealer = pick(&[]);
        let floor = pick(&[&dealer]);
        let director = pick(&[&dealer, &floor]);
        Pins {
            dealer,
            floor,
            director,
        }
    }

    fn of(&self, role: Role) -> &str {
        match role {
            Role::Dealer => &self.dealer,
            Role::Floor => &self.floor,
            Role::Director => &self.director,
        }
    }

    /// Each PIN 4 to 12 digits, no two alike.
    pub fn check(&self) -> Result<(), VenueRefusal> {
        for role in Role::ALL {
            let pin = self.of(role);
            if !(4..=12).contains(&pin.len()) || !pin.bytes().all(|b| b.is_ascii_digit()) {
                return Err(VenueRefusal::BadPin { role });
            }
        }
        for (i, first) in Role::ALL.iter().enumerate() {
            for second in &Role::ALL[i + 1..] {
                if self.of(*first) == self.of(*second) {
                    return Err(VenueRefusal::SamePin {
                        first: *first,
                        second: *second,
                    });
                }
            }
        }
        Ok(())
    }
}

/// The PINs a server starts with, role by role: typed, or (left out) the one kept from the
/// folder's last run, or generated when the folder was never served.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Given {
    pub dealer: Option<String>,
    pub floor: Option<String>,
    pub director: Option<String>,
}

impl Given {
    /// All three PINs typed.
    pub fn all(pins: &Pins) -> Given {
        Given {
            dealer: Some(pins.dealer.clone()),
            floor: Some(pins.floor.clone()),
            director: Some(pins.director.clone()),
        }
    }

    fn of(&self, role: Role) -> Option<&str> {
        match role {
            Role::Dealer => self.dealer.as_deref(),
            Role::Floor => self.floor.as_deref(),
            Role::Director => self.director.as_deref(),
        }
    }
}

/// Where a running server's PIN for a role came from, for whoever prints or shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PinSource {
    /// Typed by the TD: not echoed.
    Given,
    /// The one of the folder's last run, known only by its hash.
    Kept,
    /// Generated at this start: shown once.
    Generated(String),
}

/// What the server keeps in the tournament's folder between runs (`store::venue_keep`): the
/// PINs' salted hashes, the key that signs tokens, where it last served and whether it was
/// serving when it went away, and the dealers' phones the floor moved to another table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Kept {
    salt: String,
    key: String,
    dealer: String,
    floor: String,
    director: String,
    /// The address of the last run.
    pub addr: Option<std::net::SocketAddr>,
    /// Whether the last run was still serving when it ended (a crash, the app closed), rather
    /// than stopped by the TD: the app then starts it again.
    pub serving: bool,
    /// Dealers' phones moved by the floor: device → table.
    #[serde(default)]
    moved: BTreeMap<String, u32>,
    /// Every dealer's phone that asked for a table, and the floor's answer: device → request.
    /// Kept, so a restart and a promoted standby know which phones the floor approved.
    #[serde(default)]
    phones: BTreeMap<String, PhoneRequest>,
}

/// A dealer's phone asking to report for a table: from where, since when, and the floor's
/// answer once given (`true`: approved).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct PhoneRequest {
    pub table: u32,
    pub from: IpAddr,
    pub asked_at: chrono::DateTime<chrono::Utc>,
    #[serde(default)]
    pub approved: Option<bool>,
}

/// How long a new dealer's phone waits for the floor's answer: past it the request lapses,
/// and the dealer signs in again to ask again.
pub const APPROVAL_WAIT: chrono::TimeDelta = chrono::TimeDelta::minutes(10);
/// Requests kept at once, so phones signing in again and again cannot grow the keep.
const MAX_REQUESTS: usize = 1024;

/// Where a dealer's phone stands with the floor: a phone signed in for a table reports for it
/// only once the floor approved it, so the room's dealer PIN alone lets no phone act for a
/// table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Approval {
    /// The floor approved it (or it signed in without a table, and may only read).
    Approved,
    /// It waits for the floor's tap.
    Waiting,
    /// The floor refused it.
    Refused,
    /// The floor did not answer within [`APPROVAL_WAIT`], or the request is no longer known.
    Expired,
}

/// What the floor's answer to a phone did: the table it asked for, and whether that answer
/// was already given (a second tap changes nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Answered {
    pub table: u32,
    pub already: bool,
}

impl Kept {
    /// The keep of the folder `dir`, if it was served before.
    pub fn load(dir: &Path) -> Result<Option<Kept>, VenueRefusal> {
        let unreadable = |cause: String| VenueRefusal::KeepUnreadable {
            path: dir.join(VENUE_KEEP_FILE).display().to_string(),
            cause,
        };
        let Some(bytes) =
            riffle_store::venue_keep::load(dir).map_err(|error| unreadable(error.to_string()))?
        else {
            return Ok(None);
        };
        let kept: Kept =
            serde_json::from_slice(&bytes).map_err(|error| unreadable(error.to_string()))?;
        // A keep edited by hand into something the server cannot use is refused, not guessed.
        (unhex::<16>(&kept.salt).is_some()
            && unhex::<32>(&kept.key).is_some()
            && Role::ALL
                .iter()
                .all(|r| unhex::<32>(kept.hash_of(*r)).is_some()))
        .then_some(Some(kept))
        .ok_or_else(|| VenueRefusal::KeepDamaged {
            path: dir.join(VENUE_KEEP_FILE).display().to_string(),
        })
    }

    /// Writes the keep into `dir`, readable by the owner only.
    pub fn save(&self, dir: &Path) -> Result<(), VenueRefusal> {
        let bytes = serde_json::to_vec_pretty(self).map_err(|error| VenueRefusal::NotKept {
            cause: error.to_string(),
        })?;
        riffle_store::venue_keep::save(dir, &bytes).map_err(|error| VenueRefusal::NotKept {
            cause: error.to_string(),
        })
    }

    /// The keep for a start with `given`: each PIN typed replaces the kept one, and a PIN
    /// neither typed nor kept is generated. While every PIN is the kept one, the key stays, so
    /// devices signed in before carry on; a changed PIN makes a new key and signs everyone out.
    /// Refused when a typed PIN is not 4 to 12 digits or two roles end with one PIN.
    pub fn for_start(
        before: Option<Kept>,
        given: &Given,
    ) -> Result<(Kept, [(Role, PinSource); 3]), VenueRefusal> {
        let mut rng = rand::rng();
        let mut fresh = |n: usize| {
            let mut bytes = vec![0u8; n];
            rng.fill_bytes(&mut bytes);
            hex(&bytes)
        };
        let mut kept = before.clone().unwrap_or_else(|| Kept {
            salt: fresh(16),
            key: fresh(32),
            dealer: String::new(),
            floor: String::new(),
            director: String::new(),
            addr: None,
            serving: false,
            moved: BTreeMap::new(),
            phones: BTreeMap::new(),
        });
        let generated = Pins::generate();
        let mut sources = Role::ALL.map(|role| (role, PinSource::Kept));
        let mut typed = Vec::new();
        for (role, source) in &mut sources {
            let pin = match (given.of(*role), &before) {
                (Some(pin), _) => {
                    typed.push(*role);
                    *source = PinSource::Given;
                    pin.to_string()
                }
                (None, Some(_)) => continue,
                (None, None) => {
                    let pin = generated.of(*role).to_string();
                    *source = PinSource::Generated(pin.clone());
                    pin
                }
            };
            if !(4..=12).contains(&pin.len()) || !pin.bytes().all(|b| b.is_ascii_digit()) {
                return Err(VenueRefusal::BadPin { role: *role });
            }
            let salt = unhex::<16>(&kept.salt).unwrap_or_default();
            *kept.hash_of_mut(*role) = hex(&hash(&salt, pin.as_bytes()));
        }
        for (i, first) in Role::ALL.iter().enumerate() {
            for second in &Role::ALL[i + 1..] {
                if kept.hash_of(*first) == kept.hash_of(*second) {
                    return Err(VenueRefusal::SamePin {
                        first: *first,
                        second: *second,
                    });
                }
            }
        }
        if let Some(before) = &before
            && Role::ALL
                .iter()
                .any(|r| before.hash_of(*r) != kept.hash_of(*r))
        {
            kept.key = fresh(32);
            kept.moved.clear();
            kept.phones.clear();
        }
        Ok((kept, sources))
    }

    fn hash_of(&self, role: Role) -> &str {
        match role {
            Role::Dealer => &self.dealer,
            Role::Floor => &self.floor,
            Role::Director => &self.director,
        }
    }

    fn hash_of_mut(&mut self, role: Role) -> &mut String {
        match role {
            Role::Dealer => &mut self.dealer,
            Role::Floor => &mut self.floor,
            Role::Director => &mut self.director,
        }
    }
}

/// What a token grants: the role, the table a dealer signed in for, and the device it was
/// given to (so the floor can move that phone to another table).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grant {
    pub role: Role,
    /// The table a dealer's phone reports for (moved by the floor, or the one signed in for);
    /// `None` for a dealer who gave no table (who may only read), the floor and the director.
    pub table: Option<u32>,
    pub device: DeviceId,
    /// Whether the floor let this phone report for its table.
    pub approval: Approval,
}

/// A signed-in device, named by its token (not secret: the token's signature is).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DeviceId([u8; 16]);

impl std::fmt::Display for DeviceId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&hex(&self.0))
    }
}

impl std::str::FromStr for DeviceId {
    type Err = ();
    fn from_str(text: &str) -> Result<DeviceId, ()> {
        unhex::<16>(text).map(DeviceId).ok_or(())
    }
}

/// Sign-ins and tokens of a tournament's venue: tokens are signed with the key of the folder's
/// keep, so they hold across a restart of the server and on a promoted standby that copied
/// the keep; the PINs are known only by their salted hashes.
pub struct Auth {
    dir: PathBuf,
    kept: Kept,
    salt: [u8; 16],
    key: [u8; 32],
    hashes: [(Role, [u8; 32]); 3],
    wrong: HashMap<IpAddr, Wrong>,
    /// Every wrong PIN of the last [`ROOM_WINDOW`], from any address, with where from.
    room_wrong: std::collections::VecDeque<(Instant, IpAddr)>,
    room_locked_until: Option<Instant>,
    /// What the TD is shown: the last room-wide lockout.
    alarm: Option<SignInAlarm>,
}

/// Wrong PINs from several addresses that locked every sign-in: what the TD's window says, so
/// the TD can change the PINs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignInAlarm {
    /// When the lockout began.
    pub at: chrono::DateTime<chrono::Utc>,
    pub wrong_pins: usize,
    pub addresses: usize,
}

#[derive(Clone, Copy, Default)]
struct Wrong {
    count: u32,
    locked_until: Option<Instant>,
}

/// A token's signed part: role, table (0 for none), device.
const PAYLOAD: usize = 1 + 4 + 16;

impl Auth {
    /// Signs in against the keep of the folder `dir` (already written there).
    pub(crate) fn new(dir: &Path, kept: Kept) -> Auth {
        let salt = unhex::<16>(&kept.salt).unwrap_or_default();
        let key = unhex::<32>(&kept.key).unwrap_or_default();
        let hashes =
            Role::ALL.map(|role| (role, unhex::<32>(kept.hash_of(role)).unwrap_or_default()));
        Auth {
            dir: dir.to_path_buf(),
            kept,
            salt,
            key,
            hashes,
            wrong: HashMap::new(),
            room_wrong: std::collections::VecDeque::new(),
            room_locked_until: None,
            alarm: None,
        }
    }

    /// The keep as the server holds it now.
    pub(crate) fn kept(&self) -> &Kept {
        &self.kept
    }

    /// Signs in with a PIN (and, for a dealer, the table): a new token and what it grants, or
    /// why not. After [`WRONG_PINS_ALLOWED`] wrong PINs from one address, every sign-in from
    /// it is refused for [`LOCKOUT`], the right PIN too; after [`ROOM_WRONG_PINS_ALLOWED`] from
    /// any addresses within [`ROOM_WINDOW`], every sign-in from anywhere is, and the TD is told
    /// ([`Auth::alarm`]). Devices already signed in carry on. A table is for dealers only, and must
    /// be one of the room's (`open`); a dealer's phone signed in for one waits for the floor's
    /// approval ([`Auth::answer_phone`]) before it reports, its request kept from `at`.
    pub fn login(
        &mut self,
        from: IpAddr,
        pin: &str,
        table: Option<u32>,
        open: &[u32],
        now: Instant,
        at: chrono::DateTime<chrono::Utc>,
    ) -> Result<(String, Grant), VenueRefusal> {
        if let Some(until) = self.room_locked_until.filter(|until| *until > now) {
            let seconds = (until - now).as_secs_f64().ceil() as u64;
            return Err(VenueRefusal::RoomLockedOut { seconds });
        }
        let record = self.wrong.get(&from).copied().unwrap_or_default();
        if let Some(until) = record.locked_until {
            if until > now {
                let seconds = (until - now).as_secs_f64().ceil() as u64;
                return Err(VenueRefusal::LockedOut { seconds });
            }
            self.wrong.remove(&from);
        }
        let given = hash(&self.salt, pin.as_bytes());
        let mut role = None;
        for (candidate, expected) in &self.hashes {
            if bool::from(expected.ct_eq(&given)) {
                role = Some(*candidate);
            }
        }
        let Some(role) = role else {
            self.note_wrong(from, now);
            return Err(VenueRefusal::WrongPin);
        };
        self.wrong.remove(&from);
        if let Some(table) = table {
            if role != Role::Dealer {
                return Err(VenueRefusal::TableForDealers { role });
            }
            if !open.contains(&table) {
                return Err(VenueRefusal::NoSuchTable { table });
            }
        }
        let mut device = [0u8; 16];
        rand::rng().fill_bytes(&mut device);
        let device = DeviceId(device);
        if let Some(table) = table {
            self.ask(device, table, from, at)?;
        }
        let mut payload = [0u8; PAYLOAD];
        payload[0] = role_byte(role);
        payload[1..5].copy_from_slice(&table.unwrap_or(0).to_be_bytes());
        payload[5..].copy_from_slice(&device.0);
        let mac = self.mac(&payload).finalize().into_bytes();
        let grant = Grant {
            role,
            table,
            device,
            approval: self.approval(device, table, at),
        };
        Ok((format!("{}{}", hex(&payload), hex(&mac)), grant))
    }

    /// Keeps a dealer's phone's request for `table`. A request from the same address for the
    /// same table still waiting is replaced (the sign-in tapped twice, the page reloaded), so
    /// the floor is asked once.
    fn ask(
        &mut self,
        device: DeviceId,
        table: u32,
        from: IpAddr,
        at: chrono::DateTime<chrono::Utc>,
    ) -> Result<(), VenueRefusal> {
        let mut kept = self.kept.clone();
        kept.phones.retain(|_, asked| {
            !(asked.approved.is_none() && asked.from == from && asked.table == table)
        });
        while kept.phones.len() >= MAX_REQUESTS {
            // The oldest unanswered request goes first, then the oldest of all.
            let oldest = (kept.phones.iter())
                .min_by_key(|(_, asked)| (asked.approved.is_some(), asked.asked_at))
                .map(|(device, _)| device.clone());
            let Some(oldest) = oldest else { break };
            kept.phones.remove(&oldest);
        }
        kept.phones.insert(
            device.to_string(),
            PhoneRequest {
                table,
                from,
                asked_at: at,
                approved: None,
            },
        );
        kept.save(&self.dir)?;
        self.kept = kept;
        Ok(())
    }

    /// Where a dealer's phone signed in for `table` stands with the floor at `at`. A phone
    /// without a table may only read: nothing to approve.
    pub fn approval(
        &self,
        device: DeviceId,
        table: Option<u32>,
        at: chrono::DateTime<chrono::Utc>,
    ) -> Approval {
        if table.is_none() {
            return Approval::Approved;
        }
        match self.kept.phones.get(&device.to_string()) {
            None => Approval::Expired,
            Some(asked) => match asked.approved {
                Some(true) => Approval::Approved,
                Some(false) => Approval::Refused,
                None if at - asked.asked_at >= APPROVAL_WAIT => Approval::Expired,
                None => Approval::Waiting,
            },
        }
    }

    /// The floor's one tap on a phone's request: approved (`approve`) or refused, kept in the
    /// folder. The same answer again changes nothing and says so; a phone refused is not
    /// approved afterwards (its dealer signs in again to ask again), and a lapsed request
    /// cannot be approved. Refusing an approved phone stops it reporting.
    pub fn answer_phone(
        &mut self,
        device: DeviceId,
        approve: bool,
        at: chrono::DateTime<chrono::Utc>,
    ) -> Result<Answered, VenueRefusal> {
        let key = device.to_string();
        let Some(asked) = self.kept.phones.get(&key) else {
            return Err(VenueRefusal::NoSuchDevice { device: key });
        };
        let table = asked.table;
        let approval = self.approval(device, Some(table), at);
        match (approval, approve) {
            (Approval::Approved, true) | (Approval::Refused, false) => {
                return Ok(Answered {
                    table,
                    already: true,
                });
            }
            (Approval::Refused, true) => return Err(VenueRefusal::PhoneRefused { table }),
            (Approval::Expired, true) => {
                return Err(VenueRefusal::RequestLapsed {
                    table,
                    minutes: APPROVAL_WAIT.num_minutes(),
                });
            }
            _ => {}
        }
        let mut kept = self.kept.clone();
        if let Some(asked) = kept.phones.get_mut(&key) {
            asked.approved = Some(approve);
        }
        kept.save(&self.dir)?;
        self.kept = kept;
        Ok(Answered {
            table,
            already: false,
        })
    }

    /// Every dealer's phone's request kept, with where it stands at `at`.
    pub(crate) fn requests(
        &self,
        at: chrono::DateTime<chrono::Utc>,
    ) -> Vec<(DeviceId, PhoneRequest, Approval)> {
        (self.kept.phones.iter())
            .filter_map(|(device, asked)| {
                let device = device.parse::<DeviceId>().ok()?;
                let approval = self.approval(device, Some(asked.table), at);
                Some((device, asked.clone(), approval))
            })
            .collect()
    }

    fn mac(&self, payload: &[u8]) -> Hmac<Sha256> {
        // A key of any length is accepted by HMAC: this cannot fail.
        let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(&self.key)
            .unwrap_or_else(|_| unreachable!("HMAC takes keys of any length"));
        mac.update(payload);
        mac
    }

    /// The last time wrong PINs from several addresses locked every sign-in, if they did.
    pub fn alarm(&self) -> Option<&SignInAlarm> {
        self.alarm.as_ref()
    }

    fn note_wrong(&mut self, from: IpAddr, now: Instant) {
        while (self.room_wrong.front())
            .is_some_and(|(at, _)| now.duration_since(*at) >= ROOM_WINDOW)
        {
            self.room_wrong.pop_front();
        }
        self.room_wrong.push_back((now, from));
        if self.room_wrong.len() >= ROOM_WRONG_PINS_ALLOWED {
            let addresses: std::collections::HashSet<IpAddr> =
                self.room_wrong.iter().map(|(_, from)| *from).collect();
            self.alarm = Some(SignInAlarm {
                at: chrono::Utc::now(),
                wrong_pins: self.room_wrong.len(),
                addresses: addresses.len(),
            });
            self.room_wrong.clear();
            self.room_locked_until = Some(now + LOCKOUT);
        }
        if self.wrong.len() >= MAX_TRACKED && !self.wrong.contains_key(&from) {
            self.wrong
                .retain(|_, w| w.locked_until.is_some_and(|until| until > now));
        }
        let record = self.wrong.entry(from).or_default();
        record.count += 1;
        if record.count >= WRONG_PINS_ALLOWED {
            *record = Wrong {
                count: 0,
                locked_until: Some(now + LOCKOUT),
            };
        }
    }

    /// What a token signed with this venue's key grants (its signature checked in constant
    /// time), with the table the floor moved the device to, if it did.
    pub fn grant_of(&self, token: &str, at: chrono::DateTime<chrono::Utc>) -> Option<Grant> {
        let payload = unhex::<PAYLOAD>(token.get(..2 * PAYLOAD)?)?;
        let mac = unhex::<32>(token.get(2 * PAYLOAD..)?)?;
        self.mac(&payload).verify_slice(&mac).ok()?;
        let role = Role::ALL
            .into_iter()
            .find(|r| role_byte(*r) == payload[0])?;
        let mut device = [0u8; 16];
        device.copy_from_slice(&payload[5..]);
        let device = DeviceId(device);
        let signed = u32::from_be_bytes([payload[1], payload[2], payload[3], payload[4]]);
        let table =
            (self.kept.moved.get(&device.to_string()).copied()).or((signed != 0).then_some(signed));
        let signed = (signed != 0).then_some(signed);
        Some(Grant {
            role,
            table,
            device,
            approval: self.approval(device, signed, at),
        })
    }

    /// Moves a dealer's phone to `table`, kept in the folder so a restart keeps the move.
    pub fn move_device(&mut self, device: DeviceId, table: u32) -> Result<(), VenueRefusal> {
        let mut kept = self.kept.clone();
        kept.moved.insert(device.to_string(), table);
        kept.save(&self.dir)?;
        self.kept = kept;
        Ok(())
    }

    /// Notes in the keep whether the server is serving, and where.
    pub(crate) fn set_serving(
        &mut self,
        addr: std::net::SocketAddr,
        serving: bool,
    ) -> Result<(), VenueRefusal> {
        let mut kept = self.kept.clone();
        kept.addr = Some(addr);
        kept.serving = serving;
        kept.save(&self.dir)?;
        self.kept = kept;
        Ok(())
    }
}

fn role_byte(role: Role) -> u8 {
    match role {
        Role::Dealer => 1,
        Role::Floor => 2,
        Role::Director => 3,
    }
}

fn hash(salt: &[u8], pin: &[u8]) -> [u8; 32] {
    let mut hasher = Sha256::new();
    hasher.update(salt);
    hasher.update(pin);
    hasher.finalize().into()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex<const N: usize>(text: &str) -> Option<[u8; N]> {
    let text = text.as_bytes();
    if text.len() != 2 * N {
        return None;
    }
    let mut out = [0u8; N];
    for (i, pair) in text.chunks(2).enumerate() {
        let digits = std::str::from_utf8(pair).ok()?;
        out[i] = u8::from_str_radix(digits, 16).ok()?;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    fn pins() -> Pins {
        Pins {
            dealer: "1111".into(),
            floor: "2222".into(),
            director: "3333".into(),
        }
    }

    fn auth() -> (tempfile::TempDir, Auth) {
        let dir = tempfile::tempdir().unwrap();
        let (kept, _) = Kept::for_start(None, &Given::all(&pins())).unwrap();
        kept.save(dir.path()).unwrap();
        let auth = Auth::new(dir.path(), kept);
        (dir, auth)
    }

    const TABLES: &[u32] = &[1, 2, 7];

    fn at() -> chrono::DateTime<chrono::Utc> {
        chrono::Utc::now()
    }

    #[test]
    fn each_pin_gives_its_role_and_a_signed_token() {
        let (_dir, mut auth) = auth();
        let here = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let (token, grant) = auth
            .login(here, "2222", None, TABLES, Instant::now(), at())
            .unwrap();
        assert_eq!(grant.role, Role::Floor);
        assert_eq!(auth.grant_of(&token, at()), Some(grant));
        // One digit of the signature or of the signed part changed: refused.
        for place in [3, token.len() - 3] {
            let mut forged = token.clone().into_bytes();
            forged[place] = if forged[place] == b'0' { b'1' } else { b'0' };
            assert_eq!(
                auth.grant_of(&String::from_utf8(forged).unwrap(), at()),
                None
            );
        }
        assert_eq!(auth.grant_of("not a token", at()), None);
        assert_eq!(auth.grant_of("", at()), None);
    }

    #[test]
    fn a_dealer_token_carries_its_table_and_the_floor_may_move_it() {
        let (dir, mut auth) = auth();
        let here = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let (token, grant) = auth
            .login(here, "1111", Some(7), TABLES, Instant::now(), at())
            .unwrap();
        assert_eq!((grant.role, grant.table), (Role::Dealer, Some(7)));
        assert!(matches!(
            auth.login(here, "1111", Some(9), TABLES, Instant::now(), at()),
            Err(VenueRefusal::NoSuchTable { table: 9 })
        ));
        assert!(matches!(
            auth.login(here, "2222", Some(7), TABLES, Instant::now(), at()),
            Err(VenueRefusal::TableForDealers { role: Role::Floor })
        ));
        auth.move_device(grant.device, 2).unwrap();
        assert_eq!(auth.grant_of(&token, at()).unwrap().table, Some(2));
        // The move is kept: a server started again on the folder knows it.
        let again = Auth::new(dir.path(), Kept::load(dir.path()).unwrap().unwrap());
        assert_eq!(again.grant_of(&token, at()).unwrap().table, Some(2));
    }

    /// One room PIN does not let any phone act for any table: a new dealer's phone waits for
    /// the floor's one tap, kept in the folder; the same tap twice approves once; a refusal
    /// and a request left unanswered past the wait each say so.
    #[test]
    fn a_new_dealer_phone_reports_only_once_the_floor_approved_it() {
        let (dir, mut auth) = auth();
        let phone = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 31));
        let t0 = at();
        let deal = Command::DealHand {
            table: 7,
            redeal: false,
            by: riffle_core::floor::Reporter::Device,
            confirmed: false,
        };
        let (token, grant) = auth
            .login(phone, "1111", Some(7), TABLES, Instant::now(), t0)
            .unwrap();
        assert_eq!(grant.approval, Approval::Waiting);
        assert!(matches!(
            grant.may_send(&deal),
            Err(VenueRefusal::WaitingForTheFloor { table: 7 })
        ));
        let first = auth.answer_phone(grant.device, true, t0).unwrap();
        assert_eq!((first.table, first.already), (7, false));
        let second = auth.answer_phone(grant.device, true, t0).unwrap();
        assert!(second.already, "a double tap approves once");
        let approved = auth.grant_of(&token, t0).unwrap();
        assert_eq!(approved.approval, Approval::Approved);
        assert!(approved.may_send(&deal).is_ok());
        // Kept: a server started again on the folder (or a standby's copy) knows it.
        let again = Auth::new(dir.path(), Kept::load(dir.path()).unwrap().unwrap());
        assert_eq!(
            again.grant_of(&token, t0).unwrap().approval,
            Approval::Approved
        );

        // Refused: it never reports, and approving it afterwards is refused with the reason.
        let (refused, grant) = auth
            .login(phone, "1111", Some(2), TABLES, Instant::now(), t0)
            .unwrap();
        assert!(!auth.answer_phone(grant.device, false, t0).unwrap().already);
        assert!(matches!(
            auth.answer_phone(grant.device, true, t0),
            Err(VenueRefusal::PhoneRefused { table: 2 })
        ));
        assert_eq!(
            auth.grant_of(&refused, t0).unwrap().approval,
            Approval::Refused
        );

        // Unanswered past the wait: lapsed, and no longer approvable.
        let (lapsed, grant) = auth
            .login(phone, "1111", Some(1), TABLES, Instant::now(), t0)
            .unwrap();
        let late = t0 + APPROVAL_WAIT;
        assert_eq!(
            auth.grant_of(&lapsed, late).unwrap().approval,
            Approval::Expired
        );
        assert!(matches!(
            auth.answer_phone(grant.device, true, late),
            Err(VenueRefusal::RequestLapsed {
                table: 1,
                minutes: 10
            })
        ));
    }

    #[test]
    fn a_phone_signing_in_twice_for_its_table_asks_the_floor_once() {
        let (_dir, mut auth) = auth();
        let phone = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 31));
        let (first, _) = auth
            .login(phone, "1111", Some(7), TABLES, Instant::now(), at())
            .unwrap();
        let (_, second) = auth
            .login(phone, "1111", Some(7), TABLES, Instant::now(), at())
            .unwrap();
        let waiting: Vec<_> = (auth.requests(at()).into_iter())
            .filter(|(_, _, approval)| *approval == Approval::Waiting)
            .collect();
        assert_eq!(waiting.len(), 1);
        assert_eq!(waiting[0].0, second.device);
        assert_eq!(
            auth.grant_of(&first, at()).unwrap().approval,
            Approval::Expired
        );
        // A floor or director token has nothing to approve.
        let (_, floor) = auth
            .login(phone, "2222", None, TABLES, Instant::now(), at())
            .unwrap();
        assert_eq!(floor.approval, Approval::Approved);
    }

    #[test]
    fn the_same_pins_keep_the_key_and_a_changed_pin_signs_everyone_out() {
        let (dir, mut auth) = auth();
        let here = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let (token, _) = auth
            .login(here, "3333", None, TABLES, Instant::now(), at())
            .unwrap();
        let before = Kept::load(dir.path()).unwrap();
        let (same, sources) = Kept::for_start(before.clone(), &Given::default()).unwrap();
        assert!(sources.iter().all(|(_, s)| *s == PinSource::Kept));
        assert!(Auth::new(dir.path(), same).grant_of(&token, at()).is_some());
        let (retyped, _) = Kept::for_start(before.clone(), &Given::all(&pins())).unwrap();
        assert!(
            Auth::new(dir.path(), retyped)
                .grant_of(&token, at())
                .is_some()
        );
        let new_dealer = Given {
            dealer: Some("4444".into()),
            ..Given::default()
        };
        let (changed, sources) = Kept::for_start(before.clone(), &new_dealer).unwrap();
        assert_eq!(sources[0], (Role::Dealer, PinSource::Given));
        let mut changed = Auth::new(dir.path(), changed);
        assert!(changed.grant_of(&token, at()).is_none());
        assert!(
            changed
                .login(here, "4444", None, TABLES, Instant::now(), at())
                .is_ok()
        );
        assert!(
            changed
                .login(here, "3333", None, TABLES, Instant::now(), at())
                .is_ok()
        );
        let clash = Given {
            floor: Some("3333".into()),
            ..Given::default()
        };
        assert!(matches!(
            Kept::for_start(before, &clash),
            Err(VenueRefusal::SamePin { .. })
        ));
    }

    /// The trial: 40 wrong PINs from 8 addresses, then the right one, all went through.
    #[test]
    fn wrong_pins_from_many_addresses_lock_every_sign_in_and_tell_the_td() {
        let (_dir, mut auth) = auth();
        let start = Instant::now();
        let address = |n: u8| IpAddr::V4(Ipv4Addr::new(10, 0, 0, n));
        let mut refused = Vec::new();
        for n in 1..=8 {
            for _ in 0..WRONG_PINS_ALLOWED - 2 {
                refused.push(auth.login(address(n), "9999", None, TABLES, start, at()));
            }
        }
        assert_eq!(refused.len(), 24);
        let wrong = refused
            .iter()
            .filter(|r| matches!(r, Err(VenueRefusal::WrongPin)));
        assert_eq!(
            wrong.count(),
            ROOM_WRONG_PINS_ALLOWED,
            "then every sign-in waits"
        );
        assert!(matches!(
            auth.login(
                address(9),
                "3333",
                None,
                TABLES,
                start + Duration::from_secs(59),
                at()
            ),
            Err(VenueRefusal::RoomLockedOut { seconds: 1 })
        ));
        let alarm = auth.alarm().expect("the TD is told");
        assert_eq!((alarm.wrong_pins, alarm.addresses), (20, 7));
        assert!(
            auth.login(address(9), "3333", None, TABLES, start + LOCKOUT, at())
                .is_ok()
        );
    }

    #[test]
    fn five_wrong_pins_lock_the_address_for_a_minute_even_for_the_right_pin() {
        let (_dir, mut auth) = auth();
        let phone = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 7));
        let other = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 8));
        let start = Instant::now();
        for _ in 0..WRONG_PINS_ALLOWED {
            assert!(matches!(
                auth.login(phone, "9999", None, TABLES, start, at()),
                Err(VenueRefusal::WrongPin)
            ));
        }
        assert!(matches!(
            auth.login(
                phone,
                "3333",
                None,
                TABLES,
                start + Duration::from_secs(59),
                at()
            ),
            Err(VenueRefusal::LockedOut { seconds: 1 })
        ));
        assert!(auth.login(other, "3333", None, TABLES, start, at()).is_ok());
        assert!(
            auth.login(phone, "3333", None, TABLES, start + LOCKOUT, at())
                .is_ok()
        );
    }

    #[test]
    fn pins_are_digits_and_differ() {
        assert!(pins().check().is_ok());
        let short = Pins {
            dealer: "12".into(),
            ..pins()
        };
        assert!(matches!(
            short.check(),
            Err(VenueRefusal::BadPin { role: Role::Dealer })
        ));
        let twice = Pins {
            director: "1111".into(),
            ..pins()
        };
        assert!(matches!(twice.check(), Err(VenueRefusal::SamePin { .. })));
        let generated = Pins::generate();
        assert!(generated.check().is_ok());
    }

    use riffle_core::floor::{PlayerId, Reporter};

    /// A command of each kind a role decision turns on: per-table reports, running the room,
    /// money, the structure, history.
    fn samples() -> (Vec<Command>, Vec<Command>, Vec<Command>) {
        let player = PlayerId(0);
        let reports = vec![
            Command::DealHand {
                table: 1,
                redeal: false,
                by: Reporter::Device,
                confirmed: false,
            },
            Command::TableFinishedHand {
                table: 1,
                by: Reporter::Device,
                confirmed: false,
            },
            Command::CallFloor {
                table: 1,
                reason: "a dispute".into(),
            },
            Command::ReportBust { table: 1, seat: 4 },
        ];
        let room = vec![
            Command::StartClock,
            Command::PauseClock,
            Command::AddTime { seconds: 60 },
            Command::HandForHandCompleted,
            Command::StartHandForHand,
            Command::SetChips {
                player,
                chips: Default::default(),
                confirmed: false,
            },
            Command::ConfirmBust { report: 0 },
            Command::CloseReport { report: 0 },
            Command::CompleteMove {
                player,
                table: 2,
                seat: 3,
            },
            Command::Announce {
                text: "Break".into(),
            },
        ];
        let director_only = vec![
            Command::Register {
                name: "Ana".into(),
                notes: None,
                confirmed: false,
                profile: None,
            },
            Command::ReEnter {
                player,
                profile: None,
            },
            Command::Rebuy {
                player,
                profile: None,
            },
            Command::AddOn {
                player,
                profile: None,
            },
            Command::AgreeDeal {
                shares: Vec::new(),
                kept: Default::default(),
            },
            Command::SetPayouts {
                prizes: Vec::new(),
                kept: None,
            },
            Command::SetHouseRules {
                preset: "tda".into(),
            },
            Command::JumpToLevel { level: 3 },
            Command::NextPeriod,
            Command::PreviousPeriod,
            Command::Undo,
            Command::Redo,
        ];
        (reports, room, director_only)
    }

    #[test]
    fn a_dealer_sends_only_the_reports_of_a_table() {
        let (reports, room, director_only) = samples();
        for command in &reports {
            assert!(Role::Dealer.may_send(command), "{command:?}");
        }
        for command in room.iter().chain(&director_only) {
            assert!(!Role::Dealer.may_send(command), "{command:?}");
        }
    }

    #[test]
    fn the_floor_runs_the_room_but_touches_no_money_no_structure_and_no_history() {
        let (reports, room, director_only) = samples();
        for command in reports.iter().chain(&room) {
            assert!(Role::Floor.may_send(command), "{command:?}");
        }
        for command in &director_only {
            assert!(!Role::Floor.may_send(command), "{command:?}");
        }
    }

    #[test]
    fn the_director_sends_everything() {
        let (reports, room, director_only) = samples();
        for command in reports.iter().chain(&room).chain(&director_only) {
            assert!(Role::Director.may_send(command), "{command:?}");
        }
    }
}
