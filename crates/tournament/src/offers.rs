//! What the room can buy now: the re-entry, the rebuys and the add-on the structure sells, at
//! what price and until which level, for the players' screens (`DisplayState::offers`). The
//! desk's refusals ask the same questions (`Rebuy::sold_at`, `AddOn::sold_at`,
//! [`Live::add_on_sold_now`]), so a screen never offers what the desk would refuse.

use crate::Live;
use crate::display::OfferShown;
use chrono::{DateTime, Utc};
use riffle_core::clock::{ClockState, Registration};
use riffle_core::structure::{AddOn, PeriodRef, Purchase, Sold};

impl Live {
    /// Whether `add_on` is sold at `now`: during its level, the break after it and the next
    /// level.
    pub(crate) fn add_on_sold_now(&self, add_on: &AddOn, now: DateTime<Utc>) -> bool {
        let view = self.clock.view(now);
        let on_break_after = matches!(
            view.period,
            PeriodRef::Break { after_level } if after_level == add_on.at_level
        );
        add_on.sold_at(view.level_for_new_hands, on_break_after)
    }

    /// Whether a player can register (or re-enter, with no level of its own) at `now`: before
    /// the start and while late registration is open.
    pub(crate) fn registration_open_now(&self, now: DateTime<Utc>) -> bool {
        let view = self.clock.view(now);
        view.state == ClockState::NotStarted
            || matches!(view.registration, Registration::Open { .. })
    }

    /// The purchases on sale at `now`, re-entry first, with everything the player hands the
    /// cashier and the chips it buys; an add-on is also shown from the start of the play
    /// until its level, so players have its money ready. None once play stopped for the day.
    pub(crate) fn offers(&self, now: DateTime<Utc>) -> Vec<OfferShown> {
        if self.day_ended {
            return Vec::new();
        }
        let view = self.clock.view(now);
        let level = view.level_for_new_hands;
        let shown = |sold, purchase: Option<Purchase>, until_level, open| {
            let purchase = purchase?;
            Some(OfferShown {
                sold,
                price: purchase.total()?,
                stack: purchase.stack,
                until_level,
                open,
            })
        };
        let mut offers = Vec::new();
        if self.structure.re_entry.is_some() {
            let until = self.structure.re_entry_until_level();
            let open = match until {
                Some(until) => level <= until,
                None => self.registration_open_now(now),
            };
            if open {
                offers.extend(shown(
                    Sold::ReEntry,
                    self.structure.re_entry_purchase(),
                    until,
                    true,
                ));
            }
        }
        if let Some(rebuy) = &self.structure.rebuy
            && rebuy.sold_at(level)
        {
            offers.extend(shown(
                Sold::Rebuy,
                self.structure.rebuy_purchase(),
                Some(rebuy.until_level),
                true,
            ));
        }
        if let Some(add_on) = &self.structure.add_on {
            let open = self.add_on_sold_now(add_on, now);
            if open || level < add_on.at_level {
                let until = if open {
                    add_on.at_level + 1
                } else {
                    add_on.at_level
                };
                offers.extend(shown(
                    Sold::AddOn,
                    self.structure.add_on_purchase(),
                    Some(until),
                    open,
                ));
            }
        }
        offers
    }
}
