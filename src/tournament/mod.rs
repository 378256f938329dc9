//! The tournament: one event, driven by commands and rebuilt from the events they produce.

pub mod display;

pub use display::DisplayState;
