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
            format!("S{seat} is listed as a newcomer but not as a seat taken"),
            format!("S{seat} figure parmi les nouveaux venus mais pas parmi les sièges occupés"),
        ));
    }
    let seats: Vec<(u8, bool)> = seated
        .iter()
        .map(|&seat| (seat, newcomers.contains(&seat)))
        .collect();
    let hand = floor::next_hand_at(TABLE_SEATS, &seats, last, new_player).map_err(|error| {
        let (en, fr) = match error {
            FloorError::TooFewPlayers { .. } => (
                "a hand needs at least two players seated".to_string(),
                "un coup demande au moins deux joueurs assis".to_string(),
            ),
            FloorError::NoSuchSeat { seat, .. } => (
                format!("there is no seat {seat}: seats are numbered 1 to {TABLE_SEATS}"),
                format!(
                    "il n'y a pas de siège {seat}\u{a0}: les sièges sont numérotés de 1 à \
                     {TABLE_SEATS}"
                ),
            ),
            FloorError::SeatTaken { seat, .. } => (
                format!("seat {} is listed twice", seat.seat),
                format!("le siège {} figure deux fois", seat.seat),
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
                format!("The table is right: {how_en}"),
                format!("La table est juste : {how_fr}"),
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
                format!(
                    "The button or blinds are misplaced, but substantial action has occurred: \
                     the hand is played as placed, and the button is not moved back on the next \
                     hand. The correct placement was: {how_en}"
                ),
                format!(
                    "Bouton ou blinds mal placés, mais l'action substantielle a eu lieu : le \
                     coup se joue tel quel, et le bouton ne sera pas reculé au coup suivant. Le \
                     bon placement était : {how_fr}"
                ),
                &rules,
            ));
        }
        Ok(Ruling::new(
            Decision::ButtonAndBlinds {
                placement: next.placement,
                change_now: true,
            },
            format!(
                "The button or blinds are misplaced and substantial action has not occurred: \
                 correct them now. {how_en}"
            ),
            format!(
                "Bouton ou blinds mal placés et pas encore d'action substantielle : on corrige \
                 maintenant. {how_fr}"
            ),
            &rules,
        ))
    }
}

fn describe(next: &NextHand) -> (String, String) {
    let p = next.placement;
    if next.heads_up {
        return (
            format!(
                "heads-up, S{} is big blind and S{} is button and small blind, acting first \
                 before the flop and last after it; no one is big blind twice in a row.",
                p.big_blind, p.button
            ),
            format!(
                "en tête-à-tête, S{} est grosse blinde et S{} est bouton et petite blinde, parle en \
                 premier avant le flop et en dernier ensuite ; personne n'est grosse blinde deux \
                 fois de suite.",
                p.big_blind, p.button
            ),
        );
    }
    let (sb_en, sb_fr) = match p.small_blind {
        Some(seat) => (
            format!("S{seat} posts the small blind"),
            format!("S{seat} paie la petite blinde"),
        ),
        None if next
            .sitting_out
            .iter()
            .any(|(seat, _)| *seat == next.positions.small_blind) =>
        {
            (
                format!(
                    "the small-blind seat S{} sits this hand out, so there is no small blind",
                    next.positions.small_blind
                ),
                format!(
                    "la place de la petite blinde, S{}, ne joue pas ce coup : pas de petite blinde",
                    next.positions.small_blind
                ),
            )
        }
        None => (
            format!(
                "the small-blind position S{} is empty, so there is no small blind",
                next.positions.small_blind
            ),
            format!(
                "la position de la petite blinde, S{}, est vide : pas de petite blinde",
                next.positions.small_blind
            ),
        ),
    };
    let (button_en, button_fr) = if next.dead_button {
        (
            format!("the button is dead on the empty seat S{}", p.button),
            format!("le bouton est mort sur la place vide S{}", p.button),
        )
    } else {
        (
            format!("the button is on S{}", p.button),
            format!("le bouton est en S{}", p.button),
        )
    };
    let (out_en, out_fr) = sitting_out(next);
    (
        format!(
            "the big blind moves to the next player dealt in, S{}; {sb_en}; {button_en}.{out_en}",
            p.big_blind
        ),
        format!(
            "la grosse blinde passe au joueur servi suivant, S{} ; {sb_fr} ; {button_fr}.{out_fr}",
            p.big_blind
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
                en.push_str(&format!(
                    " S{seat}, new between the small blind and the button, is dealt in once the \
                     button has passed."
                ));
                fr.push_str(&format!(
                    " S{seat}, arrivé entre la petite blinde et le bouton, est servi une fois le \
                     bouton passé."
                ));
            }
            SitOutReason::VacatedSmallBlindSeat => {
                en.push_str(&format!(
                    " S{seat}, new in the seat just vacated left of the button, sits out one \
                     hand."
                ));
                fr.push_str(&format!(
                    " S{seat}, arrivé à la place libérée à gauche du bouton, passe un coup."
                ));
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
                format!(
                    "S{seat} sat down between the small blind and the button: not dealt in this \
                     hand, dealt in once the button passes. Next hand: {how_en}"
                ),
                format!(
                    "S{seat} s'est assis entre la petite blinde et le bouton : pas servi à ce coup, \
                     servi une fois le bouton passé. Coup suivant : {how_fr}"
                ),
                &["TDA-10A", "TDA-8"],
            ),
            Some(SitOutReason::VacatedSmallBlindSeat) => Ruling::new(
                Decision::SitsOut,
                format!(
                    "S{seat} took the seat vacated last hand just left of the new button: under \
                     the French rules the player sits out one hand and plays the next. Next hand: \
                     {how_en}"
                ),
                format!(
                    "S{seat} a pris la place libérée au coup précédent juste à gauche du nouveau \
                     bouton : selon les règles françaises il passe un coup et joue le suivant. Coup \
                     suivant : {how_fr}"
                ),
                &["S004-new-player"],
            ),
            None => {
                let (role_en, role_fr) = if seat == next.placement.big_blind {
                    (" and posts the big blind", " et paie la grosse blinde")
                } else if next.placement.small_blind == Some(seat) {
                    (" and posts the small blind", " et paie la petite blinde")
                } else if seat == next.placement.button {
                    (" on the button", " au bouton")
                } else {
                    ("", "")
                };
                let rules: &[&'static str] = match rule {
                    NewPlayerRule::DealtIn => &["TDA-10A", "TDA-8"],
                    NewPlayerRule::SitsOutOneHand => &["S004-new-player", "TDA-10A"],
                };
                Ruling::new(
                    Decision::DealtIn,
                    format!(
                        "S{seat} is dealt in at once{role_en}, with the seat's obligations. Next \
                         hand: {how_en}"
                    ),
                    format!(
                        "S{seat} est servi aussitôt{role_fr}, avec les obligations de la place. \
                         Coup suivant : {how_fr}"
                    ),
                    rules,
                )
            }
        };
        Ok(ruling)
    }
}
