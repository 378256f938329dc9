//! Button and blinds disputes: the dead button (TDA 32, seed 004), button errors (TDA 34A) and
//! the move to heads-up (TDA 34B, seed 004). Self-contained: the floor module moves the button
//! at the tables; this computes the positions from the facts a TD can see, to check a claim.

use super::{Decision, Fact, Ruling, RulingError, Seat, invalid, need};
use serde::{Deserialize, Serialize};

/// The button, small-blind and big-blind positions of a hand, as seats. A position may be an
/// empty seat: the small blind's position when nobody posts it, the button's when it is dead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Positions {
    pub button: Seat,
    pub small_blind: Seat,
    pub big_blind: Seat,
}

/// What the table shows: where the button disc sits, who posts the small blind (if anyone) and
/// who posts the big blind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placement {
    pub button: Seat,
    pub small_blind: Option<Seat>,
    pub big_blind: Seat,
}

/// The next hand's positions and what the table should show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NextHand {
    pub positions: Positions,
    pub placement: Placement,
    pub heads_up: bool,
    /// The button sits on an empty seat; the live player before it acts last.
    pub dead_button: bool,
}

/// The dead-button move (TDA 32, seed 004): the big blind goes to the next player dealt in, the
/// small blind's position is last hand's big-blind seat and the button's position last hand's
/// small-blind position, empty or not. Heads-up (TDA 34B) the big blind still moves to the other
/// player and that player's opponent is both button and small blind, so no one is big blind twice
/// in a row, even if the button stays with the same player.
pub fn next_hand(last: Positions, dealt_in: &[Seat]) -> Result<NextHand, RulingError> {
    let mut live = dealt_in.to_vec();
    live.sort_unstable();
    live.dedup();
    if live.len() < 2 || live.contains(&0) {
        return Err(invalid(
            BUTTON_CASE,
            "a hand needs at least two players dealt in, on seats numbered from 1",
        ));
    }
    let after = |seat: Seat| *live.iter().find(|&&s| s > seat).unwrap_or(&live[0]);
    let big_blind = after(last.big_blind);
    if live.len() == 2 {
        let other = *live.iter().find(|&&s| s != big_blind).unwrap_or(&live[0]);
        return Ok(NextHand {
            positions: Positions {
                button: other,
                small_blind: other,
                big_blind,
            },
            placement: Placement {
                button: other,
                small_blind: Some(other),
                big_blind,
            },
            heads_up: true,
            dead_button: false,
        });
    }
    let positions = Positions {
        button: last.small_blind,
        small_blind: last.big_blind,
        big_blind,
    };
    Ok(NextHand {
        positions,
        placement: Placement {
            button: positions.button,
            small_blind: live
                .contains(&positions.small_blind)
                .then_some(positions.small_blind),
            big_blind,
        },
        heads_up: false,
        dead_button: !live.contains(&positions.button),
    })
}

/// A player disputes where the button or the blinds are.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ButtonAndBlinds {
    /// Last hand's positions.
    pub last_hand: Option<Positions>,
    /// The seats dealt in for this hand (busted players gone, newcomers between the small blind
    /// and the button not yet dealt in).
    pub dealt_in: Option<Vec<Seat>>,
    /// Where the table put the button and blinds.
    pub as_placed: Option<Placement>,
    /// Whether substantial action has occurred (asked when the table is wrong).
    pub substantial_action: Option<bool>,
}

const BUTTON_CASE: &str = "button and blinds";

const LAST_HAND: Fact = Fact {
    name: "last_hand",
    question_en: "where were the button, small-blind and big-blind positions last hand?",
    question_fr: "où étaient les positions du bouton, du petit blind et du gros blind au coup \
                  précédent ?",
};
const DEALT_IN: Fact = Fact {
    name: "dealt_in",
    question_en: "which seats are dealt in this hand?",
    question_fr: "quelles places sont servies à ce coup ?",
};
const AS_PLACED: Fact = Fact {
    name: "as_placed",
    question_en: "where did the table put the button, the small blind and the big blind?",
    question_fr: "où la table a-t-elle mis le bouton, le petit blind et le gros blind ?",
};
const SA: Fact = Fact {
    name: "substantial_action",
    question_en: "has substantial action occurred on the hand?",
    question_fr: "l'action substantielle a-t-elle eu lieu sur ce coup ?",
};

impl ButtonAndBlinds {
    pub(super) fn rule(&self) -> Result<Ruling, RulingError> {
        let last = need(&self.last_hand, BUTTON_CASE, LAST_HAND)?;
        let dealt_in = need(&self.dealt_in, BUTTON_CASE, DEALT_IN)?;
        let next = next_hand(last, &dealt_in)?;
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
                "en tête-à-tête, S{} est gros blind et S{} est bouton et petit blind, parle en \
                 premier avant le flop et en dernier ensuite ; personne n'est gros blind deux \
                 fois de suite.",
                p.big_blind, p.button
            ),
        );
    }
    let (sb_en, sb_fr) = match p.small_blind {
        Some(seat) => (
            format!("S{seat} posts the small blind"),
            format!("S{seat} paie le petit blind"),
        ),
        None => (
            format!(
                "the small-blind position S{} is empty, so there is no small blind",
                next.positions.small_blind
            ),
            format!(
                "la position du petit blind, S{}, est vide : pas de petit blind",
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
    (
        format!(
            "the big blind moves to the next player dealt in, S{}; {sb_en}; {button_en}.",
            p.big_blind
        ),
        format!(
            "le gros blind passe au joueur servi suivant, S{} ; {sb_fr} ; {button_fr}.",
            p.big_blind
        ),
    )
}
