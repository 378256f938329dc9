//! Riffle's rules core, pure: time and randomness are passed in, so every ruling, seat and
//! payout can be reproduced. The modules import one way only, in the order of the layer table
//! of docs/architecture.md (`tests/cli/architecture.rs` checks it).

pub mod betting;
pub mod cards;
pub mod clock;
pub mod dealers;
pub mod floor;
pub mod house;
pub mod layout;
pub mod league;
pub mod standings;
pub mod structure;

/// Chip amounts. Chips are whole: a live table has no fractions of a chip.
pub type Chips = u64;
