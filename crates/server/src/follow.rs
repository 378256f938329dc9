//! A standby following a leader's journal (`riffle follow`): it signs in with the director's
//! PIN, asks for the lines after its own, checks them against the leader's checksum, makes them
//! durable, and says so on its next request, so the leader confirms a command only once the
//! standby holds it. A leader gone away is asked again until it is back (or the standby is
//! stopped and the TD opens the copy).
//!
//! Plain HTTP/1.1 over a `TcpStream`: a closed venue network, one request at a time.

use super::Role;
use super::refusal::VenueRefusal;
use riffle_store::journal::JournalError;
use riffle_store::standby::Standby;
use riffle_text::{Lang, Say, fill};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::time::Duration;

/// How long the standby waits for a leader that does not answer before asking again.
const RETRY: Duration = Duration::from_millis(500);
/// A request's limit: longer than the leader's long poll.
const READ_TIMEOUT: Duration = Duration::from_secs(30);

/// What the standby tells whoever runs it, as it happens.
#[derive(Debug, PartialEq, Eq)]
pub enum Progress {
    /// The copy holds this many lines and commands, the same as the leader's at that moment.
    UpToDate { lines: u64, commands: u64 },
    /// The leader did not answer; the copy is as it was.
    LeaderAway { reason: String },
}

/// Why following stopped for good.
#[derive(Debug)]
pub enum FollowError {
    /// The address is not `http://HOST:PORT`.
    Address(String),
    /// The leader refused the PIN, or it is not the director's.
    Refused(String),
    /// The copy could not be written, or does not match the leader's journal.
    Copy(JournalError),
}

riffle_text::sentence_file!(fn words = "follow.ron");

impl Say for FollowError {
    fn say(&self, lang: Lang) -> String {
        match self {
            FollowError::Address(address) => fill!(words(lang), "Address", address),
            FollowError::Refused(sentence) => fill!(words(lang), "Refused", sentence),
            FollowError::Copy(error) => error.say(lang),
        }
    }
}
riffle_text::worded!(FollowError);

/// An answer: status, headers (lower-case names), body.
struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn error(&self) -> String {
        serde_json::from_slice::<serde_json::Value>(&self.body)
            .ok()
            .and_then(|v| v["error"].as_str().map(str::to_string))
            .unwrap_or_else(|| format!("status {}", self.status))
    }
}

fn request(
    host: &str,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &str,
) -> std::io::Result<Answer> {
    let mut stream = TcpStream::connect(host)?;
    stream.set_read_timeout(Some(READ_TIMEOUT))?;
    let auth = token.map_or(String::new(), |t| format!("Authorization: Bearer {t}\r\n"));
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {host}\r\n{auth}Content-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )?;
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    reader.read_line(&mut line)?;
    let status = line
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| std::io::Error::other("not an HTTP answer"))?;
    let mut headers = Vec::new();
    loop {
        line.clear();
        reader.read_line(&mut line)?;
        let trimmed = line.trim_end();
        if trimmed.is_empty() {
            break;
        }
        if let Some((name, value)) = trimmed.split_once(':') {
            headers.push((name.trim().to_ascii_lowercase(), value.trim().to_string()));
        }
    }
    let mut body = Vec::new();
    let length = headers
        .iter()
        .find(|(n, _)| n == "content-length")
        .and_then(|(_, v)| v.parse::<u64>().ok());
    match length {
        Some(length) => {
            reader.take(length).read_to_end(&mut body)?;
            if body.len() as u64 != length {
                return Err(std::io::Error::other("the answer was cut short"));
            }
        }
        None => {
            reader.read_to_end(&mut body)?;
        }
    }
    Ok(Answer {
        status,
        headers,
        body,
    })
}

/// Copies the leader's venue keep into the copy's folder, so a promoted standby serves with
/// the same PINs and the same signed-in phones.
fn copy_keep(host: &str, token: &str, dir: &Path) -> Result<(), String> {
    let answer = request(host, "GET", "/api/keep", Some(token), "").map_err(|e| e.to_string())?;
    if answer.status != 200 {
        return Err(answer.error());
    }
    riffle_store::venue_keep::save(dir, &answer.body).map_err(|error| error.to_string())
}

/// After this long without an answer from the leader, the standby says how to take over.
pub const LEADER_GONE: Duration = Duration::from_secs(5);

/// What a standby tells the TD once the leader has not answered for `seconds`: the command
/// that serves the copy in `dir` on `port` ([`serving_port`]), with the leader's PINs and
/// tokens.
pub fn take_over(dir: &Path, port: u16, seconds: u64, lang: Lang) -> String {
    riffle_text::fill!(
        words(lang),
        "TakeOver",
        seconds,
        folder = dir.display(),
        port
    )
}

/// The port a standby following `address` serves on once it takes over: `port` when given,
/// else the leader's, so the phones type the same port.
pub fn serving_port(address: &str, port: Option<u16>) -> u16 {
    port.unwrap_or_else(|| {
        (address.rsplit(':').next())
            .map(|port| port.trim_end_matches('/'))
            .and_then(|port| port.parse::<u16>().ok())
            .unwrap_or(super::DEFAULT_ADDR.port())
    })
}

/// Follows the leader at `address` into `dir` until `keep_going` says stop, telling `progress`
/// what happens. The leader is told `port`, the one this computer serves on once it takes
/// over, so the phones' pages know where to carry on signed in.
pub fn follow(
    address: &str,
    dir: &Path,
    pin: &str,
    port: u16,
    mut progress: impl FnMut(Progress),
    keep_going: impl Fn() -> bool,
) -> Result<(), FollowError> {
    let host = address
        .strip_prefix("http://")
        .map(|rest| rest.trim_end_matches('/'))
        .filter(|host| !host.is_empty() && !host.contains('/'))
        .ok_or_else(|| FollowError::Address(address.to_string()))?;
    let mut copy = Standby::open(dir).map_err(FollowError::Copy)?;
    let mut token: Option<String> = None;
    let mut commands: Option<u64> = None;
    // The version of the leader's keep the copy holds.
    let mut keep: Option<String> = None;
    let away = |progress: &mut dyn FnMut(Progress), reason: String| {
        progress(Progress::LeaderAway { reason });
        std::thread::sleep(RETRY);
    };
    while keep_going() {
        let Some(current) = token.clone() else {
            let login = serde_json::json!({ "pin": pin }).to_string();
            match request(host, "POST", "/api/login", None, &login) {
                Ok(answer) if answer.status == 200 => {
                    let value: serde_json::Value =
                        serde_json::from_slice(&answer.body).unwrap_or_default();
                    let role = serde_json::from_value(value["role"].clone());
                    if let Ok(role @ (Role::Dealer | Role::Floor)) = role {
                        let refusal = VenueRefusal::NotAllowed {
                            role,
                            command: "/api/journal".into(),
                        };
                        return Err(FollowError::Refused(refusal.to_string()));
                    }
                    token = value["token"].as_str().map(str::to_string);
                }
                Ok(answer) if answer.status == 401 => {
                    return Err(FollowError::Refused(answer.error()));
                }
                Ok(answer) => away(&mut progress, answer.error()),
                Err(error) => away(&mut progress, error.to_string()),
            }
            continue;
        };
        let have = commands.map_or(String::new(), |c| format!("&have={c}"));
        let path = format!(
            "/api/journal?from={}{have}&wait=true&port={port}",
            copy.lines()
        );
        match request(host, "GET", &path, Some(&current), "") {
            Ok(answer) if answer.status == 200 => {
                let number = |name| answer.header(name).and_then(|v| v.parse::<u64>().ok());
                let crc = answer
                    .header("x-journal-crc32")
                    .and_then(|v| u32::from_str_radix(v, 16).ok());
                let (Some(lines), Some(held), Some(crc)) =
                    (number("x-journal-lines"), number("x-journal-commands"), crc)
                else {
                    away(&mut progress, "the answer lacks its checksum".into());
                    continue;
                };
                copy.append(&answer.body, lines, crc)
                    .map_err(FollowError::Copy)?;
                let version = answer.header("x-venue-keep").map(str::to_string);
                if version.is_some() && version != keep {
                    match copy_keep(host, &current, dir) {
                        Ok(()) => keep = version,
                        Err(reason) => away(&mut progress, reason),
                    }
                }
                commands = Some(held);
                progress(Progress::UpToDate {
                    lines,
                    commands: held,
                });
            }
            // The leader restarted: its tokens died with it.
            Ok(answer) if answer.status == 401 => token = None,
            Ok(answer) => away(&mut progress, answer.error()),
            Err(error) => away(&mut progress, error.to_string()),
        }
    }
    Ok(())
}
