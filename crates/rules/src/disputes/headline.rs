//! The decision of a ruling in a few words, in English and French: what the TD announces at the
//! table before explaining it, and what the list of rulings shows for each.

use super::said::{Blank, Family, Join, Said, said};
use super::{CardRemedy, Decision, RedealAnswer, WhichLevel, words};

/// The word file of this family's sentences.
const FAMILY: Family = Family::Headlines;

impl Decision {
    /// "Misdeal", "Dead hands: S3 and S5", "Call 600, 400 goes back".
    pub fn headline(&self) -> Said {
        match self {
            Decision::Misdeal => said!("misdeal"),
            Decision::ReturnAllBets => said!("play_stops_every_bet_goes"),
            Decision::PlayOn => said!("hand_plays"),
            Decision::HandDead => said!("hand_dead"),
            Decision::DeadHands { seats } => said!("dead_hands", seats = Blank::seats(seats)),
            Decision::AbsentHandKilled { forfeited } => {
                said!("absent_players_hand_killed_posted", forfeited = *forfeited)
            }
            Decision::Cards(remedy) => remedy.headline(),
            Decision::Redeal(answer) => answer.headline(),
            Decision::Action(ruled) => Said::Outcome(*ruled),
            Decision::PlayerChooses(options) => {
                let options = options.iter().map(|o| Said::Outcome(*o)).collect();
                said!("player_chooses", value = Blank::List(options, Join::Or))
            }
            Decision::Corrections(corrections) => {
                let seats: Vec<u8> = corrections.iter().map(|c| c.seat).collect();
                said!("bets_corrected", seats = Blank::seats(&seats))
            }
            Decision::Options(options) => match options.raise_to_at_least {
                Some(to) => said!("fold_call_or_raise_least", call = options.call, to),
                None => said!("fold_or_call_no_raise", call = options.call),
            },
            Decision::ShowingOrder { seats } => {
                said!("show_this_order", seats = Blank::order(seats))
            }
            Decision::TableAllHands => said!("every_hand_goes_face_up"),
            Decision::KeepCardsDown => said!("cards_stay_face_down"),
            Decision::CardsSpeak => said!("cards_speak"),
            Decision::MustTable => said!("all_cards_must_tabled"),
            Decision::NoRightToSee => said!("no_right_see_that_hand"),
            Decision::DisputeOpen => said!("dispute_can_still_heard"),
            Decision::DisputeClosed => said!("too_late_result_stands"),
            Decision::ClockStarted {
                seconds,
                countdown_seconds,
            } => said!("clock_s_then_second_countdown", seconds, countdown_seconds),
            Decision::ClockRefused => said!("no_clock_yet"),
            Decision::Check => said!("hand_checks"),
            Decision::ActionStands => said!("action_stands"),
            Decision::Limits { level, change_now } => {
                let level = match level {
                    WhichLevel::Previous => said!("previous_level"),
                    WhichLevel::New => said!("new_level"),
                };
                if *change_now {
                    said!("correct_blinds_now", value = level)
                } else {
                    said!("hand_played", value = level)
                }
            }
            Decision::ButtonAndBlinds {
                placement,
                change_now,
            } => {
                let sb = match placement.small_blind {
                    Some(seat) => said!("small_blind_at", seat),
                    None => said!("no_small_blind"),
                };
                let now = if *change_now {
                    Blank::from(said!("correct_now"))
                } else {
                    Blank::Empty
                };
                said!(
                    "button_s_big_blind_s",
                    now,
                    button = placement.button,
                    sb,
                    big_blind = placement.big_blind
                )
            }
            Decision::DealtIn => said!("new_player_dealt"),
            Decision::SitsOut => said!("new_player_sits_this_hand"),
            Decision::Balance { from, to } => {
                let tables = from.iter().map(|table| u64::from(*table)).collect();
                said!(
                    "move_one_player_from_table",
                    tables = Blank::Numbers(tables, Join::Or),
                    to
                )
            }
            Decision::NoBalancing => said!("tables_stay_as_they_are"),
            Decision::TableHalts => said!("table_stops_dealing_until_player"),
            Decision::Split { shares } => said!("split", part = Blank::Shares(shares.clone())),
            Decision::Pots { pots, .. } => {
                let amounts = pots.iter().map(|pot| pot.amount).collect();
                said!("pots", pots = pots.len(), amounts = Blank::Amounts(amounts))
            }
            Decision::Places { placings } => {
                let places = placings
                    .iter()
                    .map(|p| {
                        let places = if p.first == p.last {
                            Blank::from(p.first)
                        } else {
                            Blank::from(said!("places_range", first = p.first, last = p.last))
                        };
                        said!(
                            "places_at_seat",
                            table = p.player.table.0,
                            seat = p.player.seat,
                            places
                        )
                    })
                    .collect();
                said!("places", part = Blank::List(places, Join::Separated))
            }
            Decision::ChipsForfeited { chips: count } => said!("chips_leave_play", count = *count),
            Decision::ChipsCount => said!("chips_are_part_all"),
            Decision::ChipsSetAside => said!("chips_are_set_aside"),
            Decision::NoCardsShown => said!("next_cards_are_not_shown"),
            Decision::Counted => said!("dealer_counts"),
            Decision::EstimateOnly => said!("no_exact_count_estimate_only"),
            Decision::HandRestored => said!("tabled_hand_restored"),
            Decision::TdDecides => said!("td_decides_among_outcomes_allowed"),
        }
    }
}

impl CardRemedy {
    fn headline(self) -> Said {
        words::variant_text(&self, |w| &w.card_remedies).into()
    }
}

impl RedealAnswer {
    fn headline(self) -> Said {
        words::variant_text(&self, |w| &w.redeal_answers).into()
    }
}

riffle_text::sentence_file!(pub(super) fn sentences = "dispute_headlines.ron");

#[cfg(test)]
mod tests {
    use super::*;
    use riffle_core::betting::rulings::{Ruled, RuledKind};
    use riffle_text::Lang;

    #[test]
    fn decisions_read_as_the_td_announces_them() {
        let dead = Decision::DeadHands { seats: vec![3, 5] }.headline();
        assert_eq!(dead.get(Lang::En), "Dead hands: S3 and S5");
        assert_eq!(dead.get(Lang::Fr), "Mains mortes\u{a0}: S3 et S5");
        let call = Ruled {
            kind: RuledKind::Call,
            to: 600,
            returned: 400,
            to_add: 0,
            all_in: false,
        };
        assert_eq!(
            Decision::Action(call).headline().get(Lang::En),
            "Call 600, 400 goes back"
        );
        assert_eq!(
            Decision::Split {
                shares: vec![(3, 1025), (5, 1000)]
            }
            .headline()
            .get(Lang::Fr),
            "Partage\u{a0}: S3 1\u{202f}025, S5 1\u{202f}000"
        );
    }
}
