//! Why the venue server refused a request or could not start. Typed like every refusal of the
//! app and worded only when sent, in the language the phone asks for (`Accept-Language`).

use super::role::Role;
use riffle_store::session::SessionError;
use riffle_text::fill;
use riffle_text::{Lang, Say};

/// A request refused, or a server that could not start. Each kind answers with one HTTP status
/// and a sentence; nothing was changed.
#[derive(Debug)]
pub enum VenueRefusal {
    /// No role has this PIN.
    WrongPin,
    /// Too many wrong PINs from one address: sign-ins from it wait this long.
    LockedOut {
        seconds: u64,
    },
    /// Too many wrong PINs from several addresses: every sign-in waits this long, and the TD
    /// is told.
    RoomLockedOut {
        seconds: u64,
    },
    /// No token, or one this server never gave (tokens die with the server).
    NoToken,
    /// The role may not send this command (see [`Role::may_send`]).
    NotAllowed {
        role: Role,
        command: String,
    },
    /// The body or query is not what the endpoint reads; `detail` is the reader's own words.
    Unreadable {
        detail: String,
    },
    /// A body over the limit, in KiB.
    TooLarge {
        limit: usize,
    },
    NotFound {
        path: String,
    },
    /// The `Idempotency-Key` is empty, not text, or longer than `limit` characters.
    BadRequestId {
        limit: usize,
    },
    /// A screen past the most that may follow at once: the limit named.
    TooManyScreens {
        limit: usize,
    },
    /// A dealer's phone signed in for one table reporting for another.
    OtherTable {
        yours: u32,
        asked: u32,
    },
    /// A dealer's phone signed in without a table: it may read, not report.
    NoTableSignedIn {
        asked: u32,
    },
    /// A dealer checking in or out from a phone signed in without a table: it may only read.
    CheckInWithoutTable,
    /// A table given at sign-in with a floor's or director's PIN: tables are for dealers.
    TableForDealers {
        role: Role,
    },
    /// A table that is not one of the room's.
    NoSuchTable {
        table: u32,
    },
    /// A device the server never signed in, named in a move.
    NoSuchDevice {
        device: String,
    },
    /// A dealer's phone not yet approved by the floor for its table.
    WaitingForTheFloor {
        table: u32,
    },
    /// The floor refused this phone for its table.
    PhoneRefused {
        table: u32,
    },
    /// The phone's request lapsed after `minutes` without the floor's answer.
    RequestLapsed {
        table: u32,
        minutes: i64,
    },
    /// Table cards asked for an address only this computer opens (`url`): no phone can. The
    /// server should listen on the venue's network on `port`; `lan` is the address the cards
    /// will then hold, when this computer has one there.
    CardsOnThisComputer {
        url: String,
        port: u16,
        lan: Option<String>,
    },
    /// Table cards for a server on the venue's network while this computer has no address
    /// there (no cable, no Wi-Fi).
    CardsWithoutNetwork {
        port: u16,
    },
    /// The venue's keep in the tournament's folder cannot be read or is not the server's.
    KeepUnreadable {
        path: String,
        cause: String,
    },
    /// The venue's keep reads, but a salt, key or hash in it is not one the server wrote.
    KeepDamaged {
        path: String,
    },
    /// The venue's keep could not be written: nothing was changed.
    NotKept {
        cause: String,
    },
    /// The tournament refused the command, or the journal could not save it.
    Session(SessionError),
    /// A PIN given to `riffle serve` or the settings is not 4 to 12 digits.
    BadPin {
        role: Role,
    },
    /// Two roles were given one PIN, so a sign-in could not tell them apart.
    SamePin {
        first: Role,
        second: Role,
    },
    /// Another program (or another server of this one) already listens on the port.
    PortTaken {
        addr: String,
    },
    /// The address is not one of this computer's.
    NotThisComputer {
        addr: String,
    },
    /// The port typed is not a number from 0 to 65535 (0: one the system picks).
    BadPort {
        typed: String,
    },
    /// The system refused to listen for another reason (a port under 1024 without the rights).
    NoBind {
        addr: String,
        source: std::io::Error,
    },
}

impl VenueRefusal {
    /// Why the server cannot listen on `addr`, told apart where the TD can act on it.
    pub fn no_bind(addr: std::net::SocketAddr, source: std::io::Error) -> VenueRefusal {
        let addr = addr.to_string();
        match source.kind() {
            std::io::ErrorKind::AddrInUse => VenueRefusal::PortTaken { addr },
            std::io::ErrorKind::AddrNotAvailable => VenueRefusal::NotThisComputer { addr },
            _ => VenueRefusal::NoBind { addr, source },
        }
    }
}

riffle_text::wraps!(VenueRefusal: Session(SessionError));

riffle_text::sentence_file!(pub(crate) fn words = "venue.ron");

impl Role {
    /// The role's name as staff say it.
    pub fn word(self, lang: Lang) -> &'static str {
        let w = words(lang);
        match self {
            Role::Dealer => w.text("dealer"),
            Role::Floor => w.text("floor"),
            Role::Director => w.text("director"),
        }
    }
}

impl Say for VenueRefusal {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            VenueRefusal::WrongPin => w.text("WrongPin").to_string(),
            VenueRefusal::LockedOut { seconds } => fill!(w, "LockedOut", seconds),
            VenueRefusal::RoomLockedOut { seconds } => fill!(w, "RoomLockedOut", seconds),
            VenueRefusal::NoToken => w.text("NoToken").to_string(),
            VenueRefusal::NotAllowed { role, command } => {
                fill!(w, "NotAllowed", role = role.word(lang), command)
            }
            VenueRefusal::Unreadable { detail } => fill!(w, "Unreadable", detail),
            VenueRefusal::TooLarge { limit } => fill!(w, "TooLarge", limit),
            VenueRefusal::NotFound { path } => fill!(w, "NotFound", path),
            VenueRefusal::BadRequestId { limit } => fill!(w, "BadRequestId", limit),
            VenueRefusal::TooManyScreens { limit } => fill!(w, "TooManyScreens" / *limit, limit),
            VenueRefusal::OtherTable { yours, asked } => fill!(w, "OtherTable", yours, asked),
            VenueRefusal::NoTableSignedIn { asked } => fill!(w, "NoTableSignedIn", asked),
            VenueRefusal::CheckInWithoutTable => w.text("CheckInWithoutTable").to_string(),
            VenueRefusal::TableForDealers { role } => {
                fill!(w, "TableForDealers", role = role.word(lang))
            }
            VenueRefusal::NoSuchTable { table } => fill!(w, "NoSuchTable", table),
            VenueRefusal::NoSuchDevice { device } => fill!(w, "NoSuchDevice", device),
            VenueRefusal::WaitingForTheFloor { table } => {
                fill!(w, "WaitingForTheFloor", table)
            }
            VenueRefusal::PhoneRefused { table } => {
                fill!(w, "PhoneRefused", table)
            }
            VenueRefusal::RequestLapsed { table, minutes } => {
                fill!(w, "RequestLapsed", table, minutes)
            }
            VenueRefusal::CardsOnThisComputer {
                url,
                port,
                lan: None,
            } => fill!(w, "CardsOnThisComputer", url, port),
            VenueRefusal::CardsOnThisComputer {
                url,
                port,
                lan: Some(lan),
            } => fill!(w, "CardsOnThisComputerLan", url, port, lan),
            VenueRefusal::CardsWithoutNetwork { port } => {
                fill!(w, "CardsWithoutNetwork", port)
            }
            VenueRefusal::KeepUnreadable { path, cause } => {
                fill!(w, "KeepUnreadable", path, cause)
            }
            VenueRefusal::KeepDamaged { path } => fill!(w, "KeepDamaged", path),
            VenueRefusal::NotKept { cause } => fill!(w, "NotKept", cause),
            // The journal's failures say what happened to the disk; the tournament's refusals
            // are worded by the tournament.
            VenueRefusal::Session(error @ SessionError::Journal(_)) => {
                fill!(w, "NotSaved", cause = error.say(lang))
            }
            VenueRefusal::Session(error) => error.say(lang),
            VenueRefusal::BadPin { role } => fill!(w, "BadPin", role = role.word(lang)),
            VenueRefusal::SamePin { first, second } => fill!(
                w,
                "SamePin",
                first = first.word(lang),
                second = second.word(lang)
            ),
            VenueRefusal::PortTaken { addr } => fill!(w, "PortTaken", addr),
            VenueRefusal::NotThisComputer { addr } => fill!(w, "NotThisComputer", addr),
            VenueRefusal::BadPort { typed } => fill!(w, "BadPort", typed),
            VenueRefusal::NoBind { addr, source } => fill!(
                w,
                "NoBind",
                addr,
                cause = riffle_store::os_cause(source, lang)
            ),
        }
    }
}
riffle_text::worded!(VenueRefusal);

impl VenueRefusal {
    /// The label of the button that sends the command again, confirmed, for a refusal a
    /// device may overrule: a second New hand or hand finished within seconds of the last, a chip count far
    /// from the room's stacks, a name already registered.
    pub fn confirm_label(&self, lang: Lang) -> Option<&'static str> {
        use riffle_tournament::RuleError;
        use riffle_tournament::repeats::RepeatRefusal;
        let w = words(lang);
        match self {
            VenueRefusal::Session(SessionError::Rule(RuleError::Repeat(
                RepeatRefusal::HandJustReported { .. },
            ))) => Some(w.text("ConfirmSecondHand")),
            VenueRefusal::Session(SessionError::Rule(RuleError::Repeat(
                RepeatRefusal::FinishJustReported { .. },
            ))) => Some(w.text("ConfirmFinish")),
            VenueRefusal::Session(SessionError::Rule(RuleError::Count(count)))
                if count.may_be_confirmed() =>
            {
                Some(w.text("ConfirmCount"))
            }
            VenueRefusal::Session(SessionError::Rule(RuleError::Namesake(_))) => {
                Some(w.text("ConfirmNamesake"))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use riffle_tournament::RuleError;

    fn every_refusal() -> Vec<VenueRefusal> {
        vec![
            VenueRefusal::WrongPin,
            VenueRefusal::LockedOut { seconds: 60 },
            VenueRefusal::RoomLockedOut { seconds: 60 },
            VenueRefusal::NoToken,
            VenueRefusal::NotAllowed {
                role: Role::Dealer,
                command: "Rebuy".into(),
            },
            VenueRefusal::Unreadable {
                detail: "expected value at line 1 column 1".into(),
            },
            VenueRefusal::TooLarge { limit: 64 },
            VenueRefusal::NotFound {
                path: "/nowhere".into(),
            },
            VenueRefusal::BadRequestId { limit: 100 },
            VenueRefusal::TooManyScreens { limit: 2_000 },
            VenueRefusal::OtherTable {
                yours: 3,
                asked: 12,
            },
            VenueRefusal::NoTableSignedIn { asked: 12 },
            VenueRefusal::CheckInWithoutTable,
            VenueRefusal::TableForDealers { role: Role::Floor },
            VenueRefusal::NoSuchTable { table: 40 },
            VenueRefusal::NoSuchDevice {
                device: "00ff".into(),
            },
            VenueRefusal::WaitingForTheFloor { table: 4 },
            VenueRefusal::PhoneRefused { table: 4 },
            VenueRefusal::RequestLapsed {
                table: 4,
                minutes: 10,
            },
            VenueRefusal::CardsOnThisComputer {
                url: "http://127.0.0.1:8080/".into(),
                port: 8080,
                lan: None,
            },
            VenueRefusal::CardsOnThisComputer {
                url: "http://127.0.0.1:8080/".into(),
                port: 8080,
                lan: Some("http://192.168.1.20:8080/".into()),
            },
            VenueRefusal::CardsWithoutNetwork { port: 8080 },
            VenueRefusal::KeepUnreadable {
                path: "/events/friday/venue.keep".into(),
                cause: "expected value at line 1 column 1".into(),
            },
            VenueRefusal::KeepDamaged {
                path: "/events/friday/venue.keep".into(),
            },
            VenueRefusal::NotKept {
                cause: "No space left on device".into(),
            },
            VenueRefusal::Session(SessionError::Rule(RuleError::AlreadyCreated)),
            VenueRefusal::BadPin { role: Role::Floor },
            VenueRefusal::SamePin {
                first: Role::Dealer,
                second: Role::Director,
            },
            VenueRefusal::PortTaken {
                addr: "0.0.0.0:8080".into(),
            },
            VenueRefusal::NotThisComputer {
                addr: "10.9.9.9:8080".into(),
            },
            VenueRefusal::BadPort {
                typed: "80a".into(),
            },
            VenueRefusal::NoBind {
                addr: "127.0.0.1:80".into(),
                source: std::io::Error::from(std::io::ErrorKind::PermissionDenied),
            },
        ]
    }

    /// Fails to compile when a refusal is added without joining the list above.
    fn _exhaustive(refusal: &VenueRefusal) {
        riffle_text::every_kind!(refusal, VenueRefusal: WrongPin, LockedOut, RoomLockedOut, NoToken, NotAllowed,
            Unreadable, TooLarge, NotFound, BadRequestId, TooManyScreens, OtherTable, NoTableSignedIn, CheckInWithoutTable, TableForDealers,
            NoSuchTable, NoSuchDevice, WaitingForTheFloor, PhoneRefused, RequestLapsed, CardsOnThisComputer,
            CardsWithoutNetwork, KeepUnreadable, KeepDamaged, NotKept, Session, BadPin, SamePin, PortTaken, NotThisComputer,
            BadPort, NoBind);
    }

    #[test]
    fn every_venue_refusal_is_worded_in_french() {
        for refusal in every_refusal() {
            riffle_text::assert_worded_in_both(&refusal);
            let fr = refusal.say(Lang::Fr);
            assert!(!fr.contains('{'), "a blank left open: {fr}");
        }
    }
}
