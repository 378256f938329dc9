//! The rules the app applies where sources disagree, the rulebook it cites, the dispute
//! catalogue and the penalty ladder.

pub mod house;

pub use house::HouseRules;
