//! Buying more chips: rebuys and add-ons, within the limits the structure sets.

use crate::floor::PlayerId;
use crate::structure::Purchase;
use crate::tournament::{BuyIn, Event, Purchased, RuleError, Tournament};
use chrono::{DateTime, Utc};

impl Tournament {
    pub(super) fn rebuy(
        &self,
        player: &PlayerId,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        let entry = self.entry_in_play(*player)?;
        let rebuy = self
            .structure
            .rebuy
            .as_ref()
            .ok_or(RuleError::NotOffered { what: BuyIn::Rebuy })?;
        let level = self.level_now(now);
        if level > rebuy.until_level {
            return Err(RuleError::PurchaseClosed {
                what: BuyIn::Rebuy,
                until: rebuy.until_level,
                level,
            });
        }
        if let Some(max) = rebuy.max_per_player {
            within_limit(&entry.name, BuyIn::Rebuy, entry.rebuys, max)?;
        }
        if let Some(limit) = rebuy.when_stack_at_most
            && entry.chips > limit
        {
            return Err(RuleError::RebuyStackTooBig {
                name: entry.name.clone(),
                chips: entry.chips,
                limit,
            });
        }
        let purchase = self.structure.rebuy_purchase();
        if let Some(purchase) = &purchase {
            self.room_for(purchase)?;
        }
        bought(*player, Purchased::Rebuy, purchase, now)
    }

    pub(super) fn add_on(
        &self,
        player: &PlayerId,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        let entry = self.entry_in_play(*player)?;
        let add_on = self
            .structure
            .add_on
            .as_ref()
            .ok_or(RuleError::NotOffered { what: BuyIn::AddOn })?;
        let level = self.level_now(now);
        let on_break_after = matches!(
            self.clock.view(now).period,
            crate::structure::PeriodRef::Break { after_level } if after_level == add_on.at_level
        );
        if !on_break_after && level != add_on.at_level && level != add_on.at_level + 1 {
            return Err(RuleError::AddOnNotYet {
                at: add_on.at_level,
                level,
            });
        }
        let max = add_on.max_per_player.unwrap_or(1);
        within_limit(&entry.name, BuyIn::AddOn, entry.add_ons, max)?;
        let purchase = self.structure.add_on_purchase();
        if let Some(purchase) = &purchase {
            self.room_for(purchase)?;
        }
        bought(*player, Purchased::AddOn, purchase, now)
    }
}

/// Refuses a purchase a player has already made as many times as the structure allows.
fn within_limit(name: &str, what: BuyIn, made: u32, max: u32) -> Result<(), RuleError> {
    if made >= max {
        return Err(RuleError::PurchaseLimit {
            name: name.to_string(),
            what,
            max,
        });
    }
    Ok(())
}

/// The purchase as an event, or a refusal when the structure does not sell it.
fn bought(
    player: PlayerId,
    kind: Purchased,
    purchase: Option<Purchase>,
    now: DateTime<Utc>,
) -> Result<Vec<Event>, RuleError> {
    let what = match kind {
        Purchased::Rebuy => BuyIn::Rebuy,
        Purchased::AddOn => BuyIn::AddOn,
    };
    let purchase = purchase.ok_or(RuleError::NotOffered { what })?;
    Ok(vec![Event::Bought {
        player,
        kind,
        purchase,
        at: now,
    }])
}
