//! Buying more chips: rebuys and add-ons, within the limits the structure sets.

use crate::floor::PlayerId;
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
        if let Some(max) = rebuy.max_per_player
            && entry.rebuys >= max
        {
            return Err(RuleError::PurchaseLimit {
                name: entry.name.clone(),
                what: BuyIn::Rebuy,
                max,
            });
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
        let purchase = self
            .structure
            .rebuy_purchase()
            .ok_or(RuleError::NotOffered { what: BuyIn::Rebuy })?;
        Ok(vec![Event::Bought {
            player: *player,
            kind: Purchased::Rebuy,
            purchase,
            at: now,
        }])
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
        if entry.add_ons >= max {
            return Err(RuleError::PurchaseLimit {
                name: entry.name.clone(),
                what: BuyIn::AddOn,
                max,
            });
        }
        let purchase = self
            .structure
            .add_on_purchase()
            .ok_or(RuleError::NotOffered { what: BuyIn::AddOn })?;
        Ok(vec![Event::Bought {
            player: *player,
            kind: Purchased::AddOn,
            purchase,
            at: now,
        }])
    }
}
