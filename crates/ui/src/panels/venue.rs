//! Settings > Venue network: the venue server started from the app, on the open tournament's
//! writer, so the phones' commands and the TD's clicks go into one journal. Before it starts:
//! who it answers (this computer only, or the venue's network), the port, the three PINs
//! (generated, changeable). While it runs: the address to type, a QR code of it to scan, the
//! PINs to hand out, and the devices heard from.
//!
//! The PINs live in this form for the TD to read out; the server keeps only their salted
//! hashes (in the tournament's folder, so it comes back with them), and nothing writes the
//! PINs themselves to a file, as with `riffle serve`. A server started again when the app
//! reopened the tournament shows "as before" for each PIN: its PINs are known by hash only.

use super::Asked;
use crate::i18n::Texts;
use crate::theme;
use chrono::{DateTime, Utc};
use egui::{Grid, RichText, TextEdit, Ui, Vec2};
use riffle_server::{Device, PinSource, Pins, Reach, Role, Running};
use std::time::Duration;

/// How often the devices' list is drawn again while the server runs, for "last seen".
const DEVICES_REFRESH: Duration = Duration::from_secs(1);
/// The width of one module of the QR code, in points: 33 modules (an address) make a code a
/// phone reads from a metre.
const QR_MODULE: f32 = 5.0;
/// Light modules around the code, as the QR standard asks, so a phone finds its edges.
const QR_QUIET: usize = 4;

/// The form of Settings > Venue network.
pub struct VenueForm {
    reach: Reach,
    port: String,
    dealer: String,
    floor: String,
    director: String,
}

impl Default for VenueForm {
    fn default() -> VenueForm {
        let pins = Pins::generate();
        VenueForm {
            reach: Reach::default(),
            port: "8080".to_string(),
            dealer: pins.dealer,
            floor: pins.floor,
            director: pins.director,
        }
    }
}

impl VenueForm {
    /// Draws the section; returns Start or Stop when asked.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        t: &Texts,
        running: Option<&Running>,
        now: DateTime<Utc>,
    ) -> Option<Asked> {
        ui.heading(t.text("venue_network"));
        ui.label(t.text("venue_help"));
        match running {
            Some(running) => self.running(ui, t, running, now),
            None => self.stopped(ui, t),
        }
    }

    /// What the server will be started with. A PIN left empty is generated, and shown.
    fn options(&mut self) -> Option<Asked> {
        let generated = Pins::generate();
        for (pin, new) in [
            (&mut self.dealer, generated.dealer),
            (&mut self.floor, generated.floor),
            (&mut self.director, generated.director),
        ] {
            *pin = pin.trim().to_string();
            if pin.is_empty() {
                *pin = new;
            }
        }
        let pins = Pins {
            dealer: self.dealer.clone(),
            floor: self.floor.clone(),
            director: self.director.clone(),
        };
        // A port that is not one is refused by the shell, with its sentence, like a port taken.
        Some(Asked::StartVenue {
            reach: self.reach,
            port: self.port.clone(),
            pins,
        })
    }

    fn stopped(&mut self, ui: &mut Ui, t: &Texts) -> Option<Asked> {
        ui.horizontal_wrapped(|ui| {
            ui.radio_value(
                &mut self.reach,
                Reach::ThisComputer,
                t.text("venue_this_computer"),
            );
            ui.radio_value(
                &mut self.reach,
                Reach::VenueNetwork,
                t.text("venue_whole_network"),
            );
        });
        Grid::new("venue form")
            .num_columns(2)
            .spacing(theme::space::FIELD_GRID)
            .show(ui, |ui| {
                let fields = [
                    (t.text("venue_port"), &mut self.port),
                    (t.text("venue_dealer_pin"), &mut self.dealer),
                    (t.text("venue_floor_pin"), &mut self.floor),
                    (t.text("venue_director_pin"), &mut self.director),
                ];
                for (label, value) in fields {
                    let label = ui.label(label);
                    ui.add(TextEdit::singleline(value).desired_width(theme::space::FIELD_L))
                        .labelled_by(label.id);
                    ui.end_row();
                }
            });
        ui.label(RichText::new(t.text("venue_pins_help")).size(theme::size::SMALL));
        ui.button(t.text("venue_start"))
            .clicked()
            .then(|| self.options())
            .flatten()
    }

    fn running(
        &mut self,
        ui: &mut Ui,
        t: &Texts,
        running: &Running,
        now: DateTime<Utc>,
    ) -> Option<Asked> {
        ui.ctx().request_repaint_after(DEVICES_REFRESH);
        let url = running.url();
        ui.label(t.text("venue_type_this"));
        ui.label(
            RichText::new(&url)
                .size(theme::size::TITLE)
                .monospace()
                .strong(),
        );
        if running.no_network() {
            ui.label(RichText::new(t.text("venue_no_network")).color(theme::WARNING));
        }
        qr_code(ui, &url);
        ui.add_space(theme::space::GROUP_GAP);
        Grid::new("venue pins")
            .num_columns(2)
            .spacing(egui::vec2(theme::space::GROUP_GAP, theme::space::LINE_GAP))
            .show(ui, |ui| {
                for (label, role, typed) in [
                    (t.text("venue_dealer_pin"), Role::Dealer, &self.dealer),
                    (t.text("venue_floor_pin"), Role::Floor, &self.floor),
                    (t.text("venue_director_pin"), Role::Director, &self.director),
                ] {
                    let pin = match running.pin_source(role) {
                        PinSource::Given => typed.as_str(),
                        PinSource::Generated(pin) => pin.as_str(),
                        PinSource::Kept => t.text("venue_pin_as_before"),
                    };
                    ui.label(label);
                    ui.label(RichText::new(pin).monospace().size(theme::size::FIGURE));
                    ui.end_row();
                }
            });
        ui.add_space(theme::space::GROUP_GAP);
        // Wrong PINs from several devices locked every sign-in: someone may be guessing.
        if let Some(alarm) = running.sign_in_alarm() {
            let time = alarm
                .at
                .with_timezone(&chrono::Local)
                .format("%H:%M")
                .to_string();
            let said = riffle_text::fill!(
                t,
                "venue_sign_in_alarm",
                wrong = alarm.wrong_pins,
                devices = alarm.addresses,
                time
            );
            ui.label(RichText::new(said).strong().color(theme::WARNING));
            ui.add_space(theme::space::GROUP_GAP);
        }
        ui.label(RichText::new(t.text("venue_devices")).strong());
        devices(ui, t, &running.devices(), now);
        ui.add_space(theme::space::GROUP_GAP);
        ui.button(t.text("venue_stop"))
            .clicked()
            .then_some(Asked::StopVenue)
    }
}

/// The devices heard from: role, address, last seen.
fn devices(ui: &mut Ui, t: &Texts, devices: &[Device], now: DateTime<Utc>) {
    if devices.is_empty() {
        ui.label(t.text("venue_no_device"));
        return;
    }
    Grid::new("venue devices")
        .num_columns(3)
        .striped(true)
        .spacing(theme::space::FIGURE_GRID)
        .show(ui, |ui| {
            for device in devices {
                ui.label(match device.role {
                    Some(Role::Dealer) => t.text("venue_role_dealer"),
                    Some(Role::Floor) => t.text("venue_role_floor"),
                    Some(Role::Director) => t.text("venue_role_director"),
                    None => t.text("venue_role_screen"),
                });
                ui.label(RichText::new(device.addr.to_string()).monospace());
                if device.following {
                    ui.label(t.text("venue_following"));
                } else {
                    let seconds = (now - device.last_seen).num_seconds().max(0);
                    ui.label(riffle_text::fill!(t, "venue_seen_ago", seconds));
                }
                ui.end_row();
            }
        });
}

/// The address as a QR code, drawn module by module, dark on light as phones expect.
fn qr_code(ui: &mut Ui, url: &str) {
    let Ok(code) = qrcode::QrCode::new(url.as_bytes()) else {
        return;
    };
    let width = code.width();
    let side = (width + 2 * QR_QUIET) as f32 * QR_MODULE;
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(side), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, theme::QR_LIGHT);
    for (at, colour) in code.to_colors().into_iter().enumerate() {
        if colour == qrcode::Color::Dark {
            let (x, y) = (at % width + QR_QUIET, at / width + QR_QUIET);
            let min = rect.min + Vec2::new(x as f32, y as f32) * QR_MODULE;
            let module = egui::Rect::from_min_size(min, Vec2::splat(QR_MODULE));
            painter.rect_filled(module, 0.0, theme::QR_DARK);
        }
    }
}
