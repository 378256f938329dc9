//! Who may do what on the venue network: three PINs (dealer, floor, director), kept only as
//! salted hashes; the tokens a sign-in gives; and the lockout that stops a phone guessing PINs.

use super::refusal::VenueRefusal;
use rand::Rng;
use riffle_tournament::Command;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};
use subtle::ConstantTimeEq;

/// Wrong PINs from one address before its sign-ins are refused for [`LOCKOUT`].
pub const WRONG_PINS_ALLOWED: u32 = 5;
pub const LOCKOUT: Duration = Duration::from_secs(60);
/// Tokens kept at once; the oldest sign-in is forgotten first (a venue has tens of devices).
const MAX_TOKENS: usize = 512;
/// Addresses whose wrong PINs are remembered at once, so a flood cannot grow the server.
const MAX_TRACKED: usize = 4096;

/// A staff member's role, given by the PIN they signed in with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Reports from a table: hands dealt, hand-for-hand hands done, busts to confirm, calls.
    Dealer,
    /// Everything on the floor except money, the structure and undo.
    Floor,
    /// The TD: everything.
    Director,
}

impl Role {
    pub const ALL: [Role; 3] = [Role::Dealer, Role::Floor, Role::Director];

    /// The role table: a dealer reports what happens at their own table; the floor runs the
    /// room but touches no money, no structure and no history; the director may send anything.
    /// The match below has no wildcard: a new command does not compile until it is given its
    /// role there.
    pub fn may_send(self, command: &Command) -> bool {
        let needs = Self::least_for(command);
        match self {
            Role::Dealer => needs == Role::Dealer,
            Role::Floor => needs != Role::Director,
            Role::Director => true,
        }
    }

    /// The least role that may send `command`.
    fn least_for(command: &Command) -> Role {
        use Command as C;
        match command {
            // Per-table reports, from the dealer at that table.
            C::DealHand { .. }
            | C::TableFinishedHand { .. }
            | C::CallFloor { .. }
            | C::ReportBust { .. } => Role::Dealer,
            // Running the room: seats, moves and breaks, buttons, chips, busts, the clock's
            // running, rulings, and the players' screen.
            C::SetNotes { .. }
            | C::Rename { .. }
            | C::OpenTables { .. }
            | C::DrawSeats
            | C::GiveButton { .. }
            | C::CompleteMove { .. }
            | C::SetButton { .. }
            | C::CorrectButton { .. }
            | C::AcceptInstruction
            | C::TakeBackHand { .. }
            | C::OverrideInstruction { .. }
            | C::AssignSeat { .. }
            | C::CloseSeat { .. }
            | C::ReopenSeat { .. }
            | C::BreakTable { .. }
            | C::SetBreakOrder { .. }
            | C::SetGap { .. }
            | C::Eliminate { .. }
            | C::SetChips { .. }
            | C::Reinstate { .. }
            | C::EndDay
            | C::BagChips { .. }
            | C::LogHand { .. }
            | C::StartClock
            | C::PauseClock
            | C::ResumeClock
            | C::AddTime { .. }
            | C::RemoveTime { .. }
            | C::StartHandForHand
            | C::HandForHandCompleted
            | C::EndHandForHand
            | C::Rule { .. }
            | C::Penalize { .. }
            | C::PenaltyServed { .. }
            | C::CloseReport { .. }
            | C::ConfirmBust { .. }
            | C::Announce { .. }
            | C::ClearAnnouncement => Role::Floor,
            // Money: entries, purchases, deals, prizes and bounties.
            C::Register { .. }
            | C::CarryFlights { .. }
            | C::SetCapacity { .. }
            | C::SeatAlternate
            | C::DropAlternate { .. }
            | C::Unregister { .. }
            | C::ReEnter { .. }
            | C::Rebuy { .. }
            | C::AddOn { .. }
            | C::AgreeDeal { .. }
            | C::SetPayouts { .. }
            | C::SetEventDetails { .. }
            | C::NameKnockers { .. } => Role::Director,
            // The structure: what the tournament is, its levels and house rules.
            C::Create(_)
            | C::SetStructure { .. }
            | C::SetHouseRules { .. }
            | C::JumpToLevel { .. }
            | C::NextPeriod
            | C::PreviousPeriod => Role::Director,
            // History.
            C::Undo | C::Redo => Role::Director,
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

/// Sign-ins and tokens of one running server; they die with it.
pub struct Auth {
    salt: [u8; 16],
    hashes: [(Role, [u8; 32]); 3],
    tokens: Vec<([u8; 32], Role)>,
    wrong: HashMap<IpAddr, Wrong>,
}

#[derive(Clone, Copy, Default)]
struct Wrong {
    count: u32,
    locked_until: Option<Instant>,
}

impl Auth {
    /// Keeps the PINs' salted hashes only.
    pub fn new(pins: &Pins) -> Auth {
        let mut salt = [0; 16];
        rand::rng().fill_bytes(&mut salt);
        let hashes = Role::ALL.map(|role| (role, hash(&salt, pins.of(role).as_bytes())));
        Auth {
            salt,
            hashes,
            tokens: Vec::new(),
            wrong: HashMap::new(),
        }
    }

    /// Signs in with a PIN: a new token and its role, or why not. After
    /// [`WRONG_PINS_ALLOWED`] wrong PINs from one address, every sign-in from it is refused
    /// for [`LOCKOUT`], the right PIN too.
    pub fn login(
        &mut self,
        from: IpAddr,
        pin: &str,
        now: Instant,
    ) -> Result<(String, Role), VenueRefusal> {
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
        let mut token = [0u8; 32];
        rand::rng().fill_bytes(&mut token);
        if self.tokens.len() >= MAX_TOKENS {
            self.tokens.remove(0);
        }
        self.tokens.push((token, role));
        Ok((hex(&token), role))
    }

    fn note_wrong(&mut self, from: IpAddr, now: Instant) {
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

    /// The role of a token this server gave, compared in constant time with every token kept.
    pub fn role_of(&self, token: &str) -> Option<Role> {
        let given = unhex(token)?;
        let mut found = None;
        for (kept, role) in &self.tokens {
            if bool::from(kept.ct_eq(&given)) {
                found = Some(*role);
            }
        }
        found
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

fn unhex(text: &str) -> Option<[u8; 32]> {
    let text = text.as_bytes();
    if text.len() != 64 {
        return None;
    }
    let mut out = [0u8; 32];
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

    #[test]
    fn each_pin_gives_its_role_and_a_token_of_256_bits() {
        let mut auth = Auth::new(&pins());
        let here = IpAddr::V4(Ipv4Addr::LOCALHOST);
        let (token, role) = auth.login(here, "2222", Instant::now()).unwrap();
        assert_eq!(role, Role::Floor);
        assert_eq!(token.len(), 64);
        assert_eq!(auth.role_of(&token), Some(Role::Floor));
        assert_eq!(
            auth.role_of(&token.replace('a', "b").replace('0', "1")),
            None
        );
        assert_eq!(auth.role_of("not a token"), None);
    }

    #[test]
    fn five_wrong_pins_lock_the_address_for_a_minute_even_for_the_right_pin() {
        let mut auth = Auth::new(&pins());
        let phone = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 7));
        let other = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 8));
        let start = Instant::now();
        for _ in 0..WRONG_PINS_ALLOWED {
            assert!(matches!(
                auth.login(phone, "9999", start),
                Err(VenueRefusal::WrongPin)
            ));
        }
        assert!(matches!(
            auth.login(phone, "3333", start + Duration::from_secs(59)),
            Err(VenueRefusal::LockedOut { seconds: 1 })
        ));
        assert!(auth.login(other, "3333", start).is_ok());
        assert!(auth.login(phone, "3333", start + LOCKOUT).is_ok());
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
            },
            Command::ReEnter { player },
            Command::Rebuy { player },
            Command::AddOn { player },
            Command::AgreeDeal {
                shares: Vec::new(),
                kept: Default::default(),
            },
            Command::SetPayouts { prizes: Vec::new() },
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
