//! The devices the server has heard from, for the TD's Settings: a screen following the clock, a
//! dealer's or the floor's phone, a standby. One row per address and role, so a phone that
//! follows the clock and signs in as a dealer shows twice: as what each part of it does.

use super::auth::{Approval, DeviceId, Grant};
use super::role::Role;
use chrono::{DateTime, Utc};
use std::collections::HashMap;
use std::net::IpAddr;

/// Rows kept at once; past it the device heard from longest ago (and not following) is
/// forgotten, so a flood of addresses cannot grow the server.
const MAX_DEVICES: usize = 1024;

/// A device as Settings lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Device {
    /// The role it signed in with; `None` for a screen that only follows the clock.
    pub role: Option<Role>,
    pub addr: IpAddr,
    /// The last request it made, or the moment its live stream ended.
    pub last_seen: DateTime<Utc>,
    /// Whether it follows the live events now (a screen, a dealer's page).
    pub following: bool,
}

/// A dealer's phone as the floor page lists it, to move it to another table.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct DealerPhone {
    pub device: String,
    /// The table it reports for; `None` when signed in without one (it may only read).
    pub table: Option<u32>,
    pub addr: IpAddr,
    pub last_seen: DateTime<Utc>,
    /// Whether the floor let it report for its table.
    pub approval: Approval,
    /// When it asked for its table, for a phone signed in with one.
    pub asked_at: Option<DateTime<Utc>>,
    #[serde(skip)]
    pub(crate) id: Option<DeviceId>,
}

#[derive(Default)]
pub struct Devices {
    rows: HashMap<(IpAddr, Option<Role>), Row>,
    phones: HashMap<DeviceId, DealerPhone>,
}

#[derive(Clone, Copy)]
struct Row {
    last_seen: DateTime<Utc>,
    /// Live streams open from this device now.
    streams: usize,
}

impl Devices {
    /// Notes a request from `addr`, signed in as `role` (none for a public page).
    pub fn seen(&mut self, addr: IpAddr, role: Option<Role>, now: DateTime<Utc>) {
        self.row(addr, role, now).last_seen = now;
    }

    /// Notes a request from a signed-in device; a dealer's phone is listed for the floor.
    pub fn signed_in(&mut self, addr: IpAddr, grant: &Grant, now: DateTime<Utc>) {
        self.seen(addr, Some(grant.role), now);
        if grant.role != Role::Dealer {
            return;
        }
        if self.phones.len() >= MAX_DEVICES && !self.phones.contains_key(&grant.device) {
            let oldest = (self.phones.iter())
                .min_by_key(|(_, phone)| phone.last_seen)
                .map(|(device, _)| *device);
            if let Some(oldest) = oldest {
                self.phones.remove(&oldest);
            }
        }
        self.phones.insert(
            grant.device,
            DealerPhone {
                device: grant.device.to_string(),
                table: grant.table,
                addr,
                last_seen: now,
                approval: grant.approval,
                asked_at: None,
                id: Some(grant.device),
            },
        );
    }

    /// Notes that the floor moved a dealer's phone, so the list shows it before its next
    /// request.
    pub fn moved(&mut self, device: DeviceId, table: u32) {
        if let Some(phone) = self.phones.get_mut(&device) {
            phone.table = Some(table);
        }
    }

    /// Whether a dealer's phone with this id was heard from.
    pub fn knows(&self, device: DeviceId) -> bool {
        self.phones.contains_key(&device)
    }

    /// The dealers' phones heard from, by table (those without one last), then address.
    pub fn dealer_phones(&self) -> Vec<DealerPhone> {
        let mut phones: Vec<DealerPhone> = self.phones.values().cloned().collect();
        phones.sort_by_key(|p| (p.table.is_none(), p.table, p.addr, p.device.clone()));
        phones
    }

    /// Notes a live stream opened (`true`) or closed from `addr`.
    pub fn following(&mut self, addr: IpAddr, opened: bool, now: DateTime<Utc>) {
        let row = self.row(addr, None, now);
        row.last_seen = now;
        row.streams = if opened {
            row.streams + 1
        } else {
            row.streams.saturating_sub(1)
        };
    }

    fn row(&mut self, addr: IpAddr, role: Option<Role>, now: DateTime<Utc>) -> &mut Row {
        let key = (addr, role);
        if self.rows.len() >= MAX_DEVICES && !self.rows.contains_key(&key) {
            let oldest = (self.rows.iter())
                .filter(|(_, row)| row.streams == 0)
                .min_by_key(|(_, row)| row.last_seen)
                .map(|(key, _)| *key);
            if let Some(oldest) = oldest {
                self.rows.remove(&oldest);
            }
        }
        self.rows.entry(key).or_insert(Row {
            last_seen: now,
            streams: 0,
        })
    }

    /// Every device, staff first (director, floor, dealers), then screens, each by address.
    pub fn list(&self) -> Vec<Device> {
        let mut devices: Vec<Device> = (self.rows.iter())
            .map(|(&(addr, role), row)| Device {
                role,
                addr,
                last_seen: row.last_seen,
                following: row.streams > 0,
            })
            .collect();
        let rank = |role: Option<Role>| match role {
            Some(Role::Director) => 0,
            Some(Role::Floor) => 1,
            Some(Role::Dealer) => 2,
            None => 3,
        };
        devices.sort_by_key(|device| (rank(device.role), device.addr));
        devices
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeDelta;
    use std::net::Ipv4Addr;

    #[test]
    fn a_device_is_one_row_per_role_and_a_screen_follows_while_its_stream_is_open() {
        let mut devices = Devices::default();
        let phone = IpAddr::V4(Ipv4Addr::new(192, 168, 1, 31));
        let tv = IpAddr::V4(Ipv4Addr::new(192, 168, 1, 40));
        let t0 = Utc::now();
        devices.following(tv, true, t0);
        devices.seen(phone, Some(Role::Dealer), t0);
        devices.seen(phone, Some(Role::Dealer), t0 + TimeDelta::seconds(5));
        let list = devices.list();
        assert_eq!(list.len(), 2);
        assert_eq!(list[0].role, Some(Role::Dealer));
        assert_eq!(list[0].last_seen, t0 + TimeDelta::seconds(5));
        assert!(!list[0].following);
        assert_eq!(
            (list[1].role, list[1].addr, list[1].following),
            (None, tv, true)
        );
        devices.following(tv, false, t0 + TimeDelta::seconds(9));
        let tv_row = devices.list().pop().unwrap();
        assert!(!tv_row.following);
        assert_eq!(tv_row.last_seen, t0 + TimeDelta::seconds(9));
    }

    #[test]
    fn a_flood_of_addresses_forgets_the_oldest_but_never_a_screen_following() {
        let mut devices = Devices::default();
        let t0 = Utc::now();
        let screen = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 1));
        devices.following(screen, true, t0);
        for i in 0..(MAX_DEVICES as u32 + 10) {
            let addr = IpAddr::V4(Ipv4Addr::from(0x0b00_0000 + i));
            devices.seen(
                addr,
                Some(Role::Floor),
                t0 + TimeDelta::seconds(i64::from(i)),
            );
        }
        let list = devices.list();
        assert_eq!(list.len(), MAX_DEVICES);
        assert!(list.iter().any(|d| d.addr == screen && d.following));
    }
}
