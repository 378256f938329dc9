//! What a results sheet says of an event besides its results: the series, the event's number,
//! the venue and its country, the currency, and whether the event counts in the rankings (a
//! satellite, a ladies', seniors' or charity event, a private game). The TD sets them by a
//! command, so the journal keeps them with everything else.

use crate::{RuleError, player_name};
use serde::{Deserialize, Serialize};

/// The event's details for its results sheet; every one may be left out.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct EventDetails {
    /// The festival or league the event belongs to.
    pub series: Option<String>,
    /// "Event #12", "3", as the schedule numbers it.
    pub event_number: Option<String>,
    pub venue: Option<String>,
    pub city: Option<String>,
    /// The venue's country, by name as the sheet prints it.
    pub country: Option<String>,
    /// Three capital letters (ISO 4217): "EUR", "SEK".
    pub currency: Option<String>,
    pub satellite: bool,
    pub ladies: bool,
    pub seniors: bool,
    pub charity: bool,
    /// Not open to the public (a home game, an invitational).
    pub private: bool,
}

impl EventDetails {
    /// Nothing set yet: a journal or snapshot without details writes none.
    pub fn is_unset(&self) -> bool {
        *self == EventDetails::default()
    }

    /// The details as kept: each text checked as a name is (trimmed, an empty one left out,
    /// refused with a hidden character or past 64 characters), the currency as three letters
    /// written in capitals.
    pub fn checked(&self) -> Result<EventDetails, RuleError> {
        let text = |typed: &Option<String>| -> Result<Option<String>, RuleError> {
            match typed.as_deref().map(str::trim) {
                None | Some("") => Ok(None),
                Some(typed) => player_name(typed).map(Some),
            }
        };
        let currency = match text(&self.currency)? {
            None => None,
            Some(code) if code.len() == 3 && code.chars().all(|c| c.is_ascii_alphabetic()) => {
                Some(code.to_ascii_uppercase())
            }
            Some(typed) => return Err(RuleError::BadCurrency { typed }),
        };
        Ok(EventDetails {
            series: text(&self.series)?,
            event_number: text(&self.event_number)?,
            venue: text(&self.venue)?,
            city: text(&self.city)?,
            country: text(&self.country)?,
            currency,
            ..self.clone()
        })
    }
}
