//! Riffle: a tournament director for live poker tournaments.
//!
//! Layers, from the pure rules core up (see `DESIGN.md`): [`cards`] holds cards and hand
//! evaluation; [`floor`] the tables, seats, balancing and the button; [`cli`] the headless
//! subcommands. Everything below the tournament is pure: time and randomness are passed in, so
//! every ruling can be reproduced.

pub mod betting;
pub mod cards;
pub mod cli;
pub mod clock;
pub mod floor;
pub mod house;
pub mod league;
pub mod rules;
pub mod server;
pub mod standings;
pub mod store;
pub mod structure;
pub mod text;
pub mod tournament;
pub mod ui;

/// Chip amounts. Chips are whole: a live table has no fractions of a chip.
pub type Chips = u64;
