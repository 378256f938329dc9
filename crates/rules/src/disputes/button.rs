//! Button and blinds disputes: the dead button (TDA 32, seed 004), button errors (TDA 34A), the
//! move to heads-up (TDA 34B, seed 004) and a new player's first hand (TDA 10A, seed 004).
//!
//! The positions come from the floor's own dead-button procedure ([`riffle_core::floor::next_hand_at`],
//! run on a one-table copy of what the TD sees), so a claim at the table is checked by the same
//! rule that moves the button in the app.

use super::facts::{FactKind, Field, POSITIONS, SEATS, dispute};
use super::{Decision, Ruling, RulingError, Seat, invalid, need};
use riffle_core::floor::{self, FloorError, HandPositions, SitOutReason};
use riffle_core::house::{HouseRules, NewPlayerRule};
use riffle_text::fill;
use riffle_text::{Lang, Say};
use serde::{Deserialize, Serialize};

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
            fill!(sentences(Lang::En), "s_listed_as_newcomer_but", seat),
            fill!(sentences(Lang::Fr), "s_listed_as_newcomer_but", seat),
        ));
    }
    let seats: Vec<(u8, bool)> = seated
        .iter()
        .map(|&seat| (seat, newcomers.contains(&seat)))
        .collect();
    let hand = floor::next_hand_at(TABLE_SEATS, &seats, last, new_player).map_err(|error| {
        let (en, fr) = match error {
            FloorError::TooFewPlayers { .. } => (
                sentences(Lang::En)
                    .text("hand_needs_least_two_players")
                    .to_string(),
                sentences(Lang::Fr)
                    .text("hand_needs_least_two_players")
                    .to_string(),
            ),
            FloorError::NoSuchSeat { seat, .. } => (
                fill!(
                    sentences(Lang::En),
                    "there_no_seat_seats_are",
                    seat,
                    table_seats = TABLE_SEATS
                ),
                fill!(
                    sentences(Lang::Fr),
                    "there_no_seat_seats_are",
                    seat,
                    table_seats = TABLE_SEATS
                ),
            ),
            FloorError::SeatTaken { seat, .. } => (
                fill!(sentences(Lang::En), "seat_listed_twice", seat = seat.seat),
                fill!(sentences(Lang::Fr), "seat_listed_twice", seat = seat.seat),
            ),
            // Cannot happen on a fresh ten-seat table; worded by the floor's own error.
            other => (other.say(Lang::En), other.say(Lang::Fr)),
        };
        invalid(BUTTON_CASE, en, fr)
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
        let (how_en, how_fr) = describe(&next);
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
                fill!(sentences(Lang::En), "table_right", how = how_en),
                fill!(sentences(Lang::Fr), "table_right", how = how_fr),
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
                fill!(
                    sentences(Lang::En),
                    "button_or_blinds_are_misplaced",
                    how = how_en
                ),
                fill!(
                    sentences(Lang::Fr),
                    "button_or_blinds_are_misplaced",
                    how = how_fr
                ),
                &rules,
            ));
        }
        Ok(Ruling::new(
            Decision::ButtonAndBlinds {
                placement: next.placement,
                change_now: true,
            },
            fill!(
                sentences(Lang::En),
                "button_or_blinds_are_misplaced_2",
                how = how_en
            ),
            fill!(
                sentences(Lang::Fr),
                "button_or_blinds_are_misplaced_2",
                how = how_fr
            ),
            &rules,
        ))
    }
}

fn describe(next: &NextHand) -> (String, String) {
    let p = next.placement;
    if next.heads_up {
        return (
            fill!(
                sentences(Lang::En),
                "heads_up_s_big_blind",
                big_blind = p.big_blind,
                button = p.button
            ),
            fill!(
                sentences(Lang::Fr),
                "heads_up_s_big_blind",
                big_blind = p.big_blind,
                button = p.button
            ),
        );
    }
    let (sb_en, sb_fr) = match p.small_blind {
        Some(seat) => (
            fill!(sentences(Lang::En), "s_posts_small_blind", seat),
            fill!(sentences(Lang::Fr), "s_posts_small_blind", seat),
        ),
        None if next
            .sitting_out
            .iter()
            .any(|(seat, _)| *seat == next.positions.small_blind) =>
        {
            (
                fill!(
                    sentences(Lang::En),
                    "small_blind_seat_s_sits",
                    small_blind = next.positions.small_blind
                ),
                fill!(
                    sentences(Lang::Fr),
                    "small_blind_seat_s_sits",
                    small_blind = next.positions.small_blind
                ),
            )
        }
        None => (
            fill!(
                sentences(Lang::En),
                "small_blind_position_s_empty",
                small_blind = next.positions.small_blind
            ),
            fill!(
                sentences(Lang::Fr),
                "small_blind_position_s_empty",
                small_blind = next.positions.small_blind
            ),
        ),
    };
    let (button_en, button_fr) = if next.dead_button {
        (
            fill!(
                sentences(Lang::En),
                "button_dead_empty_seat_s",
                button = p.button
            ),
            fill!(
                sentences(Lang::Fr),
                "button_dead_empty_seat_s",
                button = p.button
            ),
        )
    } else {
        (
            fill!(sentences(Lang::En), "button_s", button = p.button),
            fill!(sentences(Lang::Fr), "button_s", button = p.button),
        )
    };
    let (out_en, out_fr) = sitting_out(next);
    (
        fill!(
            sentences(Lang::En),
            "big_blind_moves_next_player",
            big_blind = p.big_blind,
            sb = sb_en,
            button = button_en,
            out = out_en
        ),
        fill!(
            sentences(Lang::Fr),
            "big_blind_moves_next_player",
            big_blind = p.big_blind,
            sb = sb_fr,
            button = button_fr,
            out = out_fr
        ),
    )
}

/// " S3 sits out: ..." for each seated player not dealt in.
fn sitting_out(next: &NextHand) -> (String, String) {
    let mut en = String::new();
    let mut fr = String::new();
    for (seat, why) in &next.sitting_out {
        match why {
            SitOutReason::BetweenSmallBlindAndButton => {
                en.push_str(&fill!(
                    sentences(Lang::En),
                    "sits_out_between_blind_and_button",
                    seat
                ));
                fr.push_str(&fill!(
                    sentences(Lang::Fr),
                    "sits_out_between_blind_and_button",
                    seat
                ));
            }
            SitOutReason::VacatedSmallBlindSeat => {
                en.push_str(&fill!(sentences(Lang::En), "sits_out_vacated_seat", seat));
                fr.push_str(&fill!(sentences(Lang::Fr), "sits_out_vacated_seat", seat));
            }
        }
    }
    (en, fr)
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
        let (how_en, how_fr) = describe(&next);
        let why = next
            .sitting_out
            .iter()
            .find(|(s, _)| *s == seat)
            .map(|(_, why)| *why);
        let ruling = match why {
            Some(SitOutReason::BetweenSmallBlindAndButton) => Ruling::new(
                Decision::SitsOut,
                fill!(
                    sentences(Lang::En),
                    "s_sat_down_between_small",
                    seat,
                    how = how_en
                ),
                fill!(
                    sentences(Lang::Fr),
                    "s_sat_down_between_small",
                    seat,
                    how = how_fr
                ),
                &["TDA-10A", "TDA-8"],
            ),
            Some(SitOutReason::VacatedSmallBlindSeat) => Ruling::new(
                Decision::SitsOut,
                fill!(
                    sentences(Lang::En),
                    "s_took_seat_vacated_last",
                    seat,
                    how = how_en
                ),
                fill!(
                    sentences(Lang::Fr),
                    "s_took_seat_vacated_last",
                    seat,
                    how = how_fr
                ),
                &["S004-new-player"],
            ),
            None => {
                let (role_en, role_fr) = if seat == next.placement.big_blind {
                    (
                        sentences(Lang::En).text("posts_big_blind"),
                        sentences(Lang::Fr).text("posts_big_blind"),
                    )
                } else if next.placement.small_blind == Some(seat) {
                    (
                        sentences(Lang::En).text("posts_small_blind"),
                        sentences(Lang::Fr).text("posts_small_blind"),
                    )
                } else if seat == next.placement.button {
                    (
                        sentences(Lang::En).text("button"),
                        sentences(Lang::Fr).text("button"),
                    )
                } else {
                    ("", "")
                };
                let rules: &[&'static str] = match rule {
                    NewPlayerRule::DealtIn => &["TDA-10A", "TDA-8"],
                    NewPlayerRule::SitsOutOneHand => &["S004-new-player", "TDA-10A"],
                };
                Ruling::new(
                    Decision::DealtIn,
                    fill!(
                        sentences(Lang::En),
                        "s_dealt_once_with_seats",
                        seat,
                        role = role_en,
                        how = how_en
                    ),
                    fill!(
                        sentences(Lang::Fr),
                        "s_dealt_once_with_seats",
                        seat,
                        role = role_fr,
                        how = how_fr
                    ),
                    rules,
                )
            }
        };
        Ok(ruling)
    }
}

riffle_text::sentence_file!(fn sentences = "dispute_button.ron");
