//! Riffle: a tournament director for live poker tournaments. This crate is the command line and
//! the launcher of the app; the layers under it are the workspace's crates (docs/architecture.md).

pub mod cli;
