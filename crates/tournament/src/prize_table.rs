//! The prizes by place for the pool and field as they stand, computed once: a festival pays
//! thousands of places, and building that list again for every deal checked, every prize reset
//! and every question of whether the money is reached would make those commands cost the
//! field. [`PrizeTable`] keeps the structure's list until the pool or the field moves.

use riffle_core::structure::{Money, Structure};
use std::sync::{Arc, Mutex, PoisonError};

/// The structure's prizes last computed, with the pool and field they were computed for:
/// [`PrizeTable::for_field`] computes them again whenever either moved, and a new structure
/// forgets them. Never stored (made again on the first question after a reopen), and no part
/// of the state: two states are equal whatever each has computed.
#[derive(Default)]
pub(crate) struct PrizeTable(Mutex<Option<Computed>>);

#[derive(Clone)]
struct Computed {
    pool: Money,
    field: u32,
    prizes: Arc<[Money]>,
}

impl PrizeTable {
    /// `structure`'s prizes for `pool` shared by a field of `field`, first place first.
    pub(crate) fn for_field(&self, structure: &Structure, pool: Money, field: u32) -> Arc<[Money]> {
        let mut kept = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        match kept.as_ref() {
            Some(computed) if computed.pool == pool && computed.field == field => {
                Arc::clone(&computed.prizes)
            }
            _ => {
                let prizes: Arc<[Money]> = structure.payouts(pool, field).into();
                *kept = Some(Computed {
                    pool,
                    field,
                    prizes: Arc::clone(&prizes),
                });
                prizes
            }
        }
    }

    /// Forgets the prizes: the structure they were computed from is replaced.
    pub(crate) fn forget(&mut self) {
        *self.0.get_mut().unwrap_or_else(PoisonError::into_inner) = None;
    }

    fn computed(&self) -> Option<Computed> {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }
}

impl Clone for PrizeTable {
    fn clone(&self) -> PrizeTable {
        PrizeTable(Mutex::new(self.computed()))
    }
}

impl PartialEq for PrizeTable {
    fn eq(&self, _: &PrizeTable) -> bool {
        true
    }
}

impl std::fmt::Debug for PrizeTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let places = self.computed().map(|c| c.prizes.len());
        f.debug_struct("PrizeTable")
            .field("places", &places)
            .finish()
    }
}

/// The prizes by place as they stand, read where they are kept: the TD's, or the structure's
/// list shared with the [`PrizeTable`].
pub(crate) enum Prizes<'a> {
    Edited(&'a [Money]),
    Structure(Arc<[Money]>),
}

impl std::ops::Deref for Prizes<'_> {
    type Target = [Money];

    fn deref(&self) -> &[Money] {
        match self {
            Prizes::Edited(prizes) => prizes,
            Prizes::Structure(prizes) => prizes,
        }
    }
}
