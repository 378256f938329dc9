//! The decision of a ruling in a few words, in English and French: what the TD announces at the
//! table before explaining it, and what the list of rulings shows for each.

use super::{CardRemedy, Decision, RedealAnswer, WhichLevel, seat_list, words};
use riffle_text::Lang;
use riffle_text::Text;
use riffle_text::fill;
use riffle_text::{amount_en as chips, amount_fr as chips_fr};

impl Decision {
    /// "Misdeal", "Dead hands: S3 and S5", "Call 600, 400 goes back".
    pub fn headline(&self) -> Text {
        match self {
            Decision::Misdeal => Text::new(
                sentences(Lang::En).text("misdeal"),
                sentences(Lang::Fr).text("misdeal"),
            ),
            Decision::ReturnAllBets => Text::new(
                sentences(Lang::En).text("play_stops_every_bet_goes"),
                sentences(Lang::Fr).text("play_stops_every_bet_goes"),
            ),
            Decision::PlayOn => Text::new(
                sentences(Lang::En).text("hand_plays"),
                sentences(Lang::Fr).text("hand_plays"),
            ),
            Decision::HandDead => Text::new(
                sentences(Lang::En).text("hand_dead"),
                sentences(Lang::Fr).text("hand_dead"),
            ),
            Decision::DeadHands { seats } => Text::new(
                fill!(
                    sentences(Lang::En),
                    "dead_hands",
                    seats = seat_list(seats, "and")
                ),
                fill!(
                    sentences(Lang::Fr),
                    "dead_hands",
                    seats = seat_list(seats, "et")
                ),
            ),
            Decision::AbsentHandKilled { forfeited } => Text::new(
                fill!(
                    sentences(Lang::En),
                    "absent_players_hand_killed_posted",
                    forfeited = chips(*forfeited)
                ),
                fill!(
                    sentences(Lang::Fr),
                    "absent_players_hand_killed_posted",
                    forfeited = chips_fr(*forfeited)
                ),
            ),
            Decision::Cards(remedy) => remedy.headline(),
            Decision::Redeal(answer) => answer.headline(),
            Decision::Action(ruled) => ruled.describe(),
            Decision::PlayerChooses(options) => {
                let (en, fr): (Vec<String>, Vec<String>) = options
                    .iter()
                    .map(|o| {
                        let t = o.describe();
                        (t.en, t.fr)
                    })
                    .unzip();
                Text::new(
                    fill!(
                        sentences(Lang::En),
                        "player_chooses",
                        value = en.join(" or ")
                    ),
                    fill!(
                        sentences(Lang::Fr),
                        "player_chooses",
                        value = fr.join(" ou ")
                    ),
                )
            }
            Decision::Corrections(corrections) => {
                let seats: Vec<u8> = corrections.iter().map(|c| c.seat).collect();
                Text::new(
                    fill!(
                        sentences(Lang::En),
                        "bets_corrected",
                        seats = seat_list(&seats, "and")
                    ),
                    fill!(
                        sentences(Lang::Fr),
                        "bets_corrected",
                        seats = seat_list(&seats, "et")
                    ),
                )
            }
            Decision::Options(options) => match options.raise_to_at_least {
                Some(to) => Text::new(
                    fill!(
                        sentences(Lang::En),
                        "fold_call_or_raise_least",
                        call = chips(options.call),
                        to = chips(to)
                    ),
                    fill!(
                        sentences(Lang::Fr),
                        "fold_call_or_raise_least",
                        call = chips_fr(options.call),
                        to = chips_fr(to)
                    ),
                ),
                None => Text::new(
                    fill!(
                        sentences(Lang::En),
                        "fold_or_call_no_raise",
                        call = chips(options.call)
                    ),
                    fill!(
                        sentences(Lang::Fr),
                        "fold_or_call_no_raise",
                        call = chips_fr(options.call)
                    ),
                ),
            },
            Decision::ShowingOrder { seats } => Text::new(
                fill!(
                    sentences(Lang::En),
                    "show_this_order",
                    seats = seat_list(seats, "then")
                ),
                fill!(
                    sentences(Lang::Fr),
                    "show_this_order",
                    seats = seat_list(seats, "puis")
                ),
            ),
            Decision::TableAllHands => Text::new(
                sentences(Lang::En).text("every_hand_goes_face_up"),
                sentences(Lang::Fr).text("every_hand_goes_face_up"),
            ),
            Decision::KeepCardsDown => Text::new(
                sentences(Lang::En).text("cards_stay_face_down"),
                sentences(Lang::Fr).text("cards_stay_face_down"),
            ),
            Decision::CardsSpeak => Text::new(
                sentences(Lang::En).text("cards_speak"),
                sentences(Lang::Fr).text("cards_speak"),
            ),
            Decision::MustTable => Text::new(
                sentences(Lang::En).text("all_cards_must_tabled"),
                sentences(Lang::Fr).text("all_cards_must_tabled"),
            ),
            Decision::NoRightToSee => Text::new(
                sentences(Lang::En).text("no_right_see_that_hand"),
                sentences(Lang::Fr).text("no_right_see_that_hand"),
            ),
            Decision::DisputeOpen => Text::new(
                sentences(Lang::En).text("dispute_can_still_heard"),
                sentences(Lang::Fr).text("dispute_can_still_heard"),
            ),
            Decision::DisputeClosed => Text::new(
                sentences(Lang::En).text("too_late_result_stands"),
                sentences(Lang::Fr).text("too_late_result_stands"),
            ),
            Decision::ClockStarted {
                seconds,
                countdown_seconds,
            } => Text::new(
                fill!(
                    sentences(Lang::En),
                    "clock_s_then_second_countdown",
                    seconds,
                    countdown_seconds
                ),
                fill!(
                    sentences(Lang::Fr),
                    "clock_s_then_second_countdown",
                    seconds,
                    countdown_seconds
                ),
            ),
            Decision::ClockRefused => Text::new(
                sentences(Lang::En).text("no_clock_yet"),
                sentences(Lang::Fr).text("no_clock_yet"),
            ),
            Decision::Check => Text::new(
                sentences(Lang::En).text("hand_checks"),
                sentences(Lang::Fr).text("hand_checks"),
            ),
            Decision::ActionStands => Text::new(
                sentences(Lang::En).text("action_stands"),
                sentences(Lang::Fr).text("action_stands"),
            ),
            Decision::Limits { level, change_now } => {
                let (en, fr) = match level {
                    WhichLevel::Previous => (
                        sentences(Lang::En).text("previous_level"),
                        sentences(Lang::Fr).text("previous_level"),
                    ),
                    WhichLevel::New => (
                        sentences(Lang::En).text("new_level"),
                        sentences(Lang::Fr).text("new_level"),
                    ),
                };
                if *change_now {
                    Text::new(
                        fill!(sentences(Lang::En), "correct_blinds_now", value = en),
                        fill!(sentences(Lang::Fr), "correct_blinds_now", value = fr),
                    )
                } else {
                    Text::new(
                        fill!(sentences(Lang::En), "hand_played", value = en),
                        fill!(sentences(Lang::Fr), "hand_played", value = fr),
                    )
                }
            }
            Decision::ButtonAndBlinds {
                placement,
                change_now,
            } => {
                let (sb_en, sb_fr) = match placement.small_blind {
                    Some(seat) => (
                        fill!(sentences(Lang::En), "small_blind_at", seat),
                        fill!(sentences(Lang::Fr), "small_blind_at", seat),
                    ),
                    None => (
                        sentences(Lang::En).text("no_small_blind").to_string(),
                        sentences(Lang::Fr).text("no_small_blind").to_string(),
                    ),
                };
                let (now_en, now_fr) = if *change_now {
                    (
                        sentences(Lang::En).text("correct_now"),
                        sentences(Lang::Fr).text("correct_now"),
                    )
                } else {
                    ("", "")
                };
                Text::new(
                    fill!(
                        sentences(Lang::En),
                        "button_s_big_blind_s",
                        now = now_en,
                        button = placement.button,
                        sb = sb_en,
                        big_blind = placement.big_blind
                    ),
                    fill!(
                        sentences(Lang::Fr),
                        "button_s_big_blind_s",
                        now = now_fr,
                        button = placement.button,
                        sb = sb_fr,
                        big_blind = placement.big_blind
                    ),
                )
            }
            Decision::DealtIn => Text::new(
                sentences(Lang::En).text("new_player_dealt"),
                sentences(Lang::Fr).text("new_player_dealt"),
            ),
            Decision::SitsOut => Text::new(
                sentences(Lang::En).text("new_player_sits_this_hand"),
                sentences(Lang::Fr).text("new_player_sits_this_hand"),
            ),
            Decision::Balance { from, to } => {
                let tables: Vec<String> = from.iter().map(u32::to_string).collect();
                Text::new(
                    fill!(
                        sentences(Lang::En),
                        "move_one_player_from_table",
                        tables = tables.join(" or "),
                        to
                    ),
                    fill!(
                        sentences(Lang::Fr),
                        "move_one_player_from_table",
                        tables = tables.join(" ou "),
                        to
                    ),
                )
            }
            Decision::NoBalancing => Text::new(
                sentences(Lang::En).text("tables_stay_as_they_are"),
                sentences(Lang::Fr).text("tables_stay_as_they_are"),
            ),
            Decision::TableHalts => Text::new(
                sentences(Lang::En).text("table_stops_dealing_until_player"),
                sentences(Lang::Fr).text("table_stops_dealing_until_player"),
            ),
            Decision::Split { shares } => {
                let part = |fr: bool| {
                    let parts: Vec<String> = shares
                        .iter()
                        .map(|(seat, share)| {
                            let amount = if fr { chips_fr(*share) } else { chips(*share) };
                            format!("S{seat} {amount}")
                        })
                        .collect();
                    parts.join(", ")
                };
                Text::new(
                    fill!(sentences(Lang::En), "split", part = part(false)),
                    fill!(sentences(Lang::Fr), "split", part = part(true)),
                )
            }
            Decision::Pots { pots, .. } => {
                let amounts = |fr: bool| {
                    let parts: Vec<String> = pots
                        .iter()
                        .map(|pot| {
                            if fr {
                                chips_fr(pot.amount)
                            } else {
                                chips(pot.amount)
                            }
                        })
                        .collect();
                    parts.join(" + ")
                };
                Text::new(
                    fill!(
                        sentences(Lang::En),
                        "pots",
                        pots = pots.len(),
                        amounts = amounts(false)
                    ),
                    fill!(
                        sentences(Lang::Fr),
                        "pots",
                        pots = pots.len(),
                        amounts = amounts(true)
                    ),
                )
            }
            Decision::Places { placings } => {
                let part = |fr: bool| {
                    let parts: Vec<String> = placings
                        .iter()
                        .map(|p| {
                            let w = sentences(if fr { Lang::Fr } else { Lang::En });
                            let places = if p.first == p.last {
                                p.first.to_string()
                            } else {
                                fill!(w, "places_range", first = p.first, last = p.last)
                            };
                            fill!(
                                w,
                                "places_at_seat",
                                table = p.player.table.0,
                                seat = p.player.seat,
                                places
                            )
                        })
                        .collect();
                    parts.join(
                        sentences(if fr { Lang::Fr } else { Lang::En }).text("list_separator"),
                    )
                };
                Text::new(
                    fill!(sentences(Lang::En), "places", part = part(false)),
                    fill!(sentences(Lang::Fr), "places", part = part(true)),
                )
            }
            Decision::ChipsForfeited { chips: count } => Text::new(
                fill!(
                    sentences(Lang::En),
                    "chips_leave_play",
                    count = chips(*count)
                ),
                fill!(
                    sentences(Lang::Fr),
                    "chips_leave_play",
                    count = chips_fr(*count)
                ),
            ),
            Decision::ChipsCount => Text::new(
                sentences(Lang::En).text("chips_are_part_all"),
                sentences(Lang::Fr).text("chips_are_part_all"),
            ),
            Decision::ChipsSetAside => Text::new(
                sentences(Lang::En).text("chips_are_set_aside"),
                sentences(Lang::Fr).text("chips_are_set_aside"),
            ),
            Decision::NoCardsShown => Text::new(
                sentences(Lang::En).text("next_cards_are_not_shown"),
                sentences(Lang::Fr).text("next_cards_are_not_shown"),
            ),
            Decision::Counted => Text::new(
                sentences(Lang::En).text("dealer_counts"),
                sentences(Lang::Fr).text("dealer_counts"),
            ),
            Decision::EstimateOnly => Text::new(
                sentences(Lang::En).text("no_exact_count_estimate_only"),
                sentences(Lang::Fr).text("no_exact_count_estimate_only"),
            ),
            Decision::HandRestored => Text::new(
                sentences(Lang::En).text("tabled_hand_restored"),
                sentences(Lang::Fr).text("tabled_hand_restored"),
            ),
            Decision::TdDecides => Text::new(
                sentences(Lang::En).text("td_decides_among_outcomes_allowed"),
                sentences(Lang::Fr).text("td_decides_among_outcomes_allowed"),
            ),
        }
    }
}

impl CardRemedy {
    fn headline(self) -> Text {
        words::variant_text(&self, |w| &w.card_remedies)
    }
}

impl RedealAnswer {
    fn headline(self) -> Text {
        words::variant_text(&self, |w| &w.redeal_answers)
    }
}

riffle_text::sentence_file!(fn sentences = "dispute_headlines.ron");

#[cfg(test)]
mod tests {
    use super::*;
    use riffle_core::betting::rulings::{Ruled, RuledKind};

    #[test]
    fn decisions_read_as_the_td_announces_them() {
        assert_eq!(
            Decision::DeadHands { seats: vec![3, 5] }.headline(),
            Text::new("Dead hands: S3 and S5", "Mains mortes\u{a0}: S3 et S5")
        );
        let call = Ruled {
            kind: RuledKind::Call,
            to: 600,
            returned: 400,
            to_add: 0,
            all_in: false,
        };
        assert_eq!(
            Decision::Action(call).headline().en,
            "Call 600, 400 goes back"
        );
        assert_eq!(
            Decision::Split {
                shares: vec![(3, 1025), (5, 1000)]
            }
            .headline()
            .fr,
            "Partage\u{a0}: S3 1\u{202f}025, S5 1\u{202f}000"
        );
    }
}
