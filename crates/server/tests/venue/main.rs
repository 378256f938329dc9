//! The specifications of `riffle_server`, one module per rule area, in one test binary so that
//! the crate's tests link once.

mod venue_asked_once;
mod venue_clock_contract;
mod venue_comes_back;
#[path = "../venue_common/mod.rs"]
mod venue_common;
mod venue_dealer_board;
mod venue_dealer_tables;
mod venue_desk_invariants;
mod venue_director_only;
mod venue_league_between_levels;
mod venue_one_live_entry;
mod venue_phones_approved_by_the_floor;
mod venue_reports_cannot_double;
mod venue_requests_applied_once;
mod venue_screens_limit;
mod venue_security_headers;
mod venue_server;
