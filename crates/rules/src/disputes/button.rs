//! Button and blinds disputes: the dead button (TDA 32, seed 004), button errors (TDA 34A), the
//! move to heads-up (TDA 34B, seed 004) and a new player's first hand (TDA 10A, seed 004).
//!
//! The positions come from the floor's own dead-button procedure ([`riffle_core::floor::next_hand_at`],
//! run on a one-table copy of what the TD sees), so a claim at the table is checked by the same
//! rule that moves the button in the app.

use super::facts::{FactKind, Field, POSITIONS, SEATS, dispute};
use super::said::{Blank, Family, Join, Said, said};
use super::{Decision, Ruling, RulingError, Seat, invalid, need};
use riffle_core::floor::{self, FloorError, HandPositions, SitOutReason};
use riffle_core::house::{HouseRules, NewPlayerRule};
use riffle_text::{Lang, Say, Text};
use serde::{Deserialize, Serialize};

/// The word file of this family's sentences.
const FAMILY: Family = Family::Button;

pub use riffle_core::floor::Positions;

/// What the table shows: where the button disc sits, who posts the small blind (if anyone) and
/// who posts the big blind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    pub button: Seat,
    pub small_blind: Option<Seat>,
    pub big_blind: Seat,
}

const PLACEMENT: FactKind = FactKind::Record(&[
    Field::new("button", FactKind::Seat),
    Field::new("small_blind", FactKind::Optional(&FactKind::Seat)),
    Field::new("big_blind", FactKind::Seat),
]);

/// The next hand's positions and what the table should show.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NextHand {
    pub positions: Positions,
    pub placement: Placement,
    pub heads_up: bool,
    /// The button sits on an empty seat; the live player before it acts last.
    pub dead_button: bool,
    /// Seated players not dealt in, and why.
    pub sitting_out: Vec<(Seat, SitOutReason)>,
}

/// Seats at the one-table copy: the most a table has, so every seat a TD names exists.
const TABLE_SEATS: u8 = 10;

/// The next hand from last hand's positions and the seats taken now (`newcomers`: those who sat
/// down since the last hand), by the floor's dead-button procedure (TDA 32, 34B, 10A; seed 004).
pub fn next_hand(
    last: Positions,
    seated: &[Seat],
    newcomers: &[Seat],
    new_player: NewPlayerRule,
) -> Result<NextHand, RulingError> {
    if let Some(seat) = newcomers.iter().find(|s| !seated.contains(s)) {
        return Err(invalid(
            BUTTON_CASE,
            said!("s_listed_as_newcomer_but", seat),
        ));
    }
    let seats: Vec<(u8, bool)> = seated
        .iter()
        .map(|&seat| (seat, newcomers.contains(&seat)))
        .collect();
    let hand = floor::next_hand_at(TABLE_SEATS, &seats, last, new_player).map_err(|error| {
        let said = match error {
            FloorError::TooFewPlayers { .. } => said!("hand_needs_least_two_players"),
            FloorError::NoSuchSeat { seat, .. } => {
                said!("there_no_seat_seats_are", seat, table_seats = TABLE_SEATS)
            }
            FloorError::SeatTaken { seat, .. } => said!("seat_listed_twice", seat = seat.seat),
            // Cannot happen on a fresh ten-seat table; worded by the floor's own error.
            other => Text::new(other.say(Lang::En), other.say(Lang::Fr)).into(),
        };
        invalid(BUTTON_CASE, said)
    })?;
    Ok(from_floor(&hand))
}

fn from_floor(hand: &HandPositions) -> NextHand {
    NextHand {
        positions: hand.positions(),
        placement: Placement {
            button: hand.button,
            small_blind: hand.small_blind.map(|_| hand.small_blind_seat),
            big_blind: hand.big_blind,
        },
        heads_up: hand.heads_up,
        dead_button: hand.dead_button(),
        sitting_out: hand.sitting_out.iter().map(|o| (o.seat, o.why)).collect(),
    }
}

dispute! {
    /// A player disputes where the button or the blinds are.
    pub struct ButtonAndBlinds as BUTTON_CASE = "button_and_blinds" {
        /// Last hand's positions.
        last_hand: Option<Positions> => LAST_HAND = POSITIONS,
        /// The seats taken now (busted players gone, newcomers included).
        seated: Option<Vec<Seat>> => SEATED = SEATS,
        /// The seats taken since the last hand (none if nobody).
        newcomers: Option<Vec<Seat>> => NEWCOMERS = SEATS,
        /// Where the table put the button and blinds.
        as_placed: Option<Placement> => AS_PLACED = PLACEMENT,
        /// Whether substantial action has occurred (asked when the table is wrong).
        substantial_action: Option<bool> => SA = FactKind::YesNo,
    }
}

impl ButtonAndBlinds {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let last = need(&self.last_hand, BUTTON_CASE, LAST_HAND)?;
        let seated = need(&self.seated, BUTTON_CASE, SEATED)?;
        let newcomers = need(&self.newcomers, BUTTON_CASE, NEWCOMERS)?;
        let next = next_hand(
            last,
            &seated,
            &newcomers,
            house.floor.new_player_in_vacated_seat,
        )?;
        let placed = need(&self.as_placed, BUTTON_CASE, AS_PLACED)?;
        let how = describe(&next);
        let rules: &[_] = if next.heads_up {
            &["TDA-34B", "TDA-32", "S004-heads-up", "S004-dead-button"]
        } else {
            &["TDA-32", "S004-dead-button"]
        };
        if placed == next.placement {
            return Ok(Ruling::new(
                Decision::ButtonAndBlinds {
                    placement: next.placement,
                    change_now: false,
                },
                said!("table_right", how = how.clone()),
                rules,
            ));
        }
        let mut rules = rules.to_vec();
        rules.extend(["TDA-34A", "TDA-36"]);
        if need(&self.substantial_action, BUTTON_CASE, SA)? {
            return Ok(Ruling::new(
                Decision::ButtonAndBlinds {
                    placement: placed,
                    change_now: false,
                },
                said!("button_or_blinds_are_misplaced", how = how.clone()),
                &rules,
            ));
        }
        Ok(Ruling::new(
            Decision::ButtonAndBlinds {
                placement: next.placement,
                change_now: true,
            },
            said!("button_or_blinds_are_misplaced_2", how = how.clone()),
            &rules,
        ))
    }
}

fn describe(next: &NextHand) -> Said {
    let p = next.placement;
    if next.heads_up {
        return said!(
            "heads_up_s_big_blind",
            big_blind = p.big_blind,
            button = p.button
        );
    }
    let sb = match p.small_blind {
        Some(seat) => said!("s_posts_small_blind", seat),
        None if next
            .sitting_out
            .iter()
            .any(|(seat, _)| *seat == next.positions.small_blind) =>
        {
            said!(
                "small_blind_seat_s_sits",
                small_blind = next.positions.small_blind
            )
        }
        None => said!(
            "small_blind_position_s_empty",
            small_blind = next.positions.small_blind
        ),
    };
    let button = if next.dead_button {
        said!("button_dead_empty_seat_s", button = p.button)
    } else {
        said!("button_s", button = p.button)
    };
    let out = sitting_out(next);
    said!(
        "big_blind_moves_next_player",
        big_blind = p.big_blind,
        sb,
        button,
        out
    )
}

/// " S3 sits out: ..." for each seated player not dealt in.
fn sitting_out(next: &NextHand) -> Blank {
    let out = next
        .sitting_out
        .iter()
        .map(|(seat, why)| match why {
            SitOutReason::BetweenSmallBlindAndButton => {
                said!("sits_out_between_blind_and_button", seat)
            }
            SitOutReason::VacatedSmallBlindSeat => said!("sits_out_vacated_seat", seat),
        })
        .collect();
    Blank::List(out, Join::Run)
}

dispute! {
    /// A new player's first hand at the table (TDA 10A; seed 004, the vacated seat, §2 row 20).
    pub struct NewPlayer as NEW_PLAYER = "new_player" {
        /// The new player's seat.
        seat: Option<Seat> => NEW_SEAT = FactKind::Seat,
        /// Last hand's positions at the table.
        last_hand: Option<Positions>,
        /// The seats taken now, the new player's included.
        seated: Option<Vec<Seat>>,
    }
}

impl NewPlayer {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let seat = need(&self.seat, NEW_PLAYER, NEW_SEAT)?;
        let last = need(&self.last_hand, NEW_PLAYER, LAST_HAND)?;
        let mut seated = need(&self.seated, NEW_PLAYER, SEATED)?;
        if !seated.contains(&seat) {
            seated.push(seat);
        }
        let rule = house.floor.new_player_in_vacated_seat;
        let next = next_hand(last, &seated, &[seat], rule)?;
        let how = describe(&next);
        let why = next
            .sitting_out
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, why)| *why);
        let ruling = match why {
            Some(SitOutReason::BetweenSmallBlindAndButton) => Ruling::new(
                Decision::SitsOut,
                said!("s_sat_down_between_small", seat, how = how.clone()),
                &["TDA-10A", "TDA-8"],
            ),
            Some(SitOutReason::VacatedSmallBlindSeat) => Ruling::new(
                Decision::SitsOut,
                said!("s_took_seat_vacated_last", seat, how = how.clone()),
                &["S004-new-player"],
            ),
            None => {
                let role = if seat == next.placement.big_blind {
                    said!("posts_big_blind").into()
                } else if next.placement.small_blind == Some(seat) {
                    said!("posts_small_blind").into()
                } else if seat == next.placement.button {
                    said!("button").into()
                } else {
                    Blank::Empty
                };
                let rules: &[&'static str] = match rule {
                    NewPlayerRule::DealtIn => &["TDA-10A", "TDA-8"],
                    NewPlayerRule::SitsOutOneHand => &["S004-new-player", "TDA-10A"],
                };
                Ruling::new(
                    Decision::DealtIn,
                    said!("s_dealt_once_with_seats", seat, role, how = how.clone()),
                    rules,
                )
            }
        };
        Ok(ruling)
    }
}

riffle_text::sentence_file!(pub(super) fn sentences = "dispute_button.ron");
