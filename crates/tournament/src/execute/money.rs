//! Money: buying more chips (rebuys and add-ons, within the limits the structure sets), and a
//! deal among the players left.

use crate::agreement::AgreementRefusal;
use crate::{BuyIn, EditedPayouts, Event, Kept, Purchased, RuleError, Share, Tournament};
use chrono::{DateTime, Utc};
use riffle_core::floor::PlayerId;
use riffle_core::standings::deal::{AgreedDeal, DealShare, check_agreed};
use riffle_core::structure::{Money, Purchase, Sold};

impl Tournament {
    pub(super) fn rebuy(
        &self,
        player: &PlayerId,
        profile: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        let entry = self.entry_in_play(*player)?;
        let rebuy = offered(self.structure.rebuy.as_ref(), BuyIn::Rebuy)?;
        let level = self.level_now(now);
        if !rebuy.sold_at(level) {
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
        let purchase = self.priced(Sold::Rebuy, profile, now)?;
        if let Some(purchase) = &purchase {
            self.room_for(purchase, Sold::Rebuy, profile)?;
        }
        bought(*player, Purchased::Rebuy, purchase, profile, now)
    }

    pub(super) fn add_on(
        &self,
        player: &PlayerId,
        profile: Option<&str>,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        let entry = self.entry_in_play(*player)?;
        let add_on = offered(self.structure.add_on.as_ref(), BuyIn::AddOn)?;
        let level = self.level_now(now);
        if !self.add_on_sold_now(add_on, now) {
            return Err(RuleError::AddOnNotYet {
                at: add_on.at_level,
                level,
            });
        }
        let max = add_on.max_per_player.unwrap_or(1);
        within_limit(&entry.name, BuyIn::AddOn, entry.add_ons, max)?;
        let purchase = self.priced(Sold::AddOn, profile, now)?;
        if let Some(purchase) = &purchase {
            self.room_for(purchase, Sold::AddOn, profile)?;
        }
        bought(*player, Purchased::AddOn, purchase, profile, now)
    }
}

impl Tournament {
    /// A deal names every player left once, with the chips each has now, shares exactly the
    /// prizes of the places left less the amount kept, and each player agreed to their own
    /// share; nothing is recorded otherwise.
    pub(super) fn agree_deal(
        &self,
        shares: &[Share],
        kept: Money,
        now: DateTime<Utc>,
    ) -> Result<Vec<Event>, RuleError> {
        if self.deal.is_some() {
            return Err(RuleError::DealAlreadyMade);
        }
        let left = self.players_left();
        if left < 2 {
            return Err(RuleError::DealNeedsTwo);
        }
        let mut agreed: Vec<DealShare> = Vec::with_capacity(shares.len());
        let mut listed = std::collections::BTreeSet::new();
        for share in shares {
            let entry = self.entry_in_play(share.player)?;
            if !listed.insert(share.player) {
                return Err(RuleError::ListedTwice {
                    name: entry.name.clone(),
                });
            }
            agreed.push(DealShare {
                player: share.player,
                chips: share.chips.unwrap_or(entry.chips),
                amount: share.amount,
            });
        }
        // Every share is a different player in play: the first player left not listed is
        // among the first shares-plus-one players left.
        if let Some(missing) = self.players_in().find(|e| !listed.contains(&e.id)) {
            return Err(RuleError::DealMisses {
                name: missing.name.clone(),
            });
        }
        let prizes = self.prizes();
        let prizes = &prizes[..prizes.len().min(left as usize)];
        let amounts: Vec<Money> = agreed.iter().map(|s| s.amount).collect();
        let chips: Vec<riffle_core::Chips> = agreed.iter().map(|s| s.chips).collect();
        check_agreed(&amounts, &chips, prizes, kept)?;
        // The players agree the deal, each their own share: the TD only records it.
        if let Some(share) = shares.iter().find(|share| !share.agreed) {
            return Err(RuleError::Agreement(AgreementRefusal::NotAgreed {
                name: self
                    .entry(share.player)
                    .map_or_else(String::new, |e| e.name.clone()),
                amount: share.amount,
            }));
        }
        // The counts made for the deal are the players' counts from now on. The deal comes
        // first: it is what the command is for.
        let counts: Vec<Event> = agreed
            .iter()
            .filter(|s| self.entry(s.player).is_some_and(|e| e.chips != s.chips))
            .map(|s| Event::ChipsSet {
                player: s.player,
                chips: s.chips,
            })
            .collect();
        let mut events = vec![Event::DealAgreed {
            deal: AgreedDeal {
                shares: agreed,
                kept,
            },
            at: now,
        }];
        events.extend(counts);
        Ok(events)
    }
}

impl Tournament {
    /// The TD's prizes: only before the money (a paid player's prize never changes), first
    /// place first and never more down the list, at most one per entry, adding up to the pool
    /// with what the house keeps (paid to no place).
    pub(super) fn set_payouts(
        &self,
        prizes: &[Money],
        kept: Option<&Kept>,
    ) -> Result<Vec<Event>, RuleError> {
        if self.in_the_money() {
            return Err(RuleError::PayoutsInTheMoney);
        }
        if prizes.is_empty() {
            return Ok(vec![Event::PayoutsSet { edited: None }]);
        }
        if let Some(at) = prizes.windows(2).position(|pair| pair[1] > pair[0]) {
            return Err(RuleError::PayoutsOutOfOrder { place: at + 2 });
        }
        let kept = match kept.filter(|k| k.amount > 0) {
            Some(kept) => Some(Kept {
                amount: kept.amount,
                fund: match kept.fund.as_deref().map(str::trim) {
                    Some(fund) if !fund.is_empty() => Some(crate::player_name(fund)?),
                    _ => None,
                },
            }),
            None => None,
        };
        let pool = self.prize_pool();
        let total = prizes
            .iter()
            .chain(kept.as_ref().map(|k| &k.amount))
            .try_fold(0 as Money, |sum, &p| sum.checked_add(p))
            .ok_or(RuleError::MoneyOverflow)?;
        if total != pool || prizes.len() > self.entries_counted() as usize {
            return Err(RuleError::PayoutsNotSumming { total, pool });
        }
        Ok(vec![Event::PayoutsSet {
            edited: Some(EditedPayouts {
                pool,
                prizes: prizes.to_vec(),
                kept,
            }),
        }])
    }
}

/// The structure's terms for a purchase, or a refusal when the event does not sell it.
fn offered<T>(terms: Option<&T>, what: BuyIn) -> Result<&T, RuleError> {
    terms.ok_or(RuleError::NotOffered { what })
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
    profile: Option<&str>,
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
        profile: profile.map(str::to_string),
        at: now,
    }])
}
