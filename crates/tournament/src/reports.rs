//! Reports from the tables: a dealer calls the floor, or reports a player busted at a seat. A
//! call waits for the floor to answer it; a bust waits for the floor or the TD to confirm it
//! (with the place and prize it gives) before anyone is put out, since a dealer's tap can be
//! wrong and a place, once given, moves every later one.

use chrono::{DateTime, Utc};
use riffle_core::floor::{PlayerId, TableNo};
use riffle_text::{Lang, Say, fill};
use serde::{Deserialize, Serialize};

/// A report still open.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// Numbered from 1 in the order reports were made, so staff can name one.
    pub id: u32,
    pub table: TableNo,
    pub at: DateTime<Utc>,
    pub kind: ReportKind,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReportKind {
    /// The floor is called to the table, with the dealer's reason.
    FloorCall { reason: String },
    /// The player at `seat` busted, waiting for confirmation.
    Bust { seat: u8, player: PlayerId },
}

/// Why a report, or the answer to one, was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReportRefusal {
    /// A floor call says why the floor is needed.
    NoReason,
    EmptySeat {
        table: TableNo,
        seat: u8,
    },
    AlreadyReported {
        name: String,
    },
    /// No open report has this number (answered already, or never made).
    NoSuchReport(u32),
    /// Only a bust can be confirmed; a floor call is answered.
    NotABust(u32),
}

riffle_text::sentence_file!(fn words = "reports.ron");

impl Say for ReportRefusal {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            ReportRefusal::NoReason => fill!(w, "NoReason"),
            ReportRefusal::EmptySeat { table, seat } => {
                fill!(w, "EmptySeat", seat, table = table.0)
            }
            ReportRefusal::AlreadyReported { name } => fill!(w, "AlreadyReported", name),
            ReportRefusal::NoSuchReport(id) => fill!(w, "NoSuchReport", id),
            ReportRefusal::NotABust(id) => fill!(w, "NotABust", id),
        }
    }
}
riffle_text::worded!(ReportRefusal);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_report_refusal_is_worded_in_french() {
        let every = [
            ReportRefusal::NoReason,
            ReportRefusal::EmptySeat {
                table: TableNo(3),
                seat: 4,
            },
            ReportRefusal::AlreadyReported {
                name: "Zoé".into()
            },
            ReportRefusal::NoSuchReport(2),
            ReportRefusal::NotABust(2),
        ];
        for refusal in &every {
            riffle_text::every_kind!(refusal, ReportRefusal: NoReason, EmptySeat,
                AlreadyReported, NoSuchReport, NotABust);
            riffle_text::assert_worded_in_both(refusal);
        }
    }
}
