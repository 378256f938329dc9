//! The decision of a ruling in a few words, in English and French: what the TD announces at the
//! table before explaining it, and what the list of rulings shows for each.

use super::{CardRemedy, Decision, RedealAnswer, WhichLevel, seat_list, words};
use riffle_text::Text;
use riffle_text::{amount_en as chips, amount_fr as chips_fr};

impl Decision {
    /// "Misdeal", "Dead hands: S3 and S5", "Call 600, 400 goes back".
    pub fn headline(&self) -> Text {
        match self {
            Decision::Misdeal => Text::new("Misdeal", "Fausse donne"),
            Decision::ReturnAllBets => Text::new(
                "Play stops; every bet goes back",
                "Le coup s'arrête ; toutes les mises sont rendues",
            ),
            Decision::PlayOn => Text::new("The hand plays on", "Le coup continue"),
            Decision::HandDead => Text::new("The hand is dead", "La main est morte"),
            Decision::DeadHands { seats } => Text::new(
                format!("Dead hands: {}", seat_list(seats, "and")),
                format!("Mains mortes : {}", seat_list(seats, "et")),
            ),
            Decision::AbsentHandKilled { forfeited } => Text::new(
                format!(
                    "The absent player's hand is killed; the {} posted stays in",
                    chips(*forfeited)
                ),
                format!(
                    "La main du joueur absent est tuée ; les {} posés restent au pot",
                    chips_fr(*forfeited)
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
                    format!("The player chooses: {}", en.join(" or ")),
                    format!("Le joueur choisit : {}", fr.join(" ou ")),
                )
            }
            Decision::Corrections(corrections) => {
                let seats: Vec<u8> = corrections.iter().map(|c| c.seat).collect();
                Text::new(
                    format!("Bets corrected: {}", seat_list(&seats, "and")),
                    format!("Mises corrigées : {}", seat_list(&seats, "et")),
                )
            }
            Decision::Options(options) => match options.raise_to_at_least {
                Some(to) => Text::new(
                    format!(
                        "Fold, call {} or raise to at least {}",
                        chips(options.call),
                        chips(to)
                    ),
                    format!(
                        "Se coucher, suivre {} ou relancer à {} au moins",
                        chips_fr(options.call),
                        chips_fr(to)
                    ),
                ),
                None => Text::new(
                    format!("Fold or call {}; no raise", chips(options.call)),
                    format!(
                        "Se coucher ou suivre {} ; pas de relance",
                        chips_fr(options.call)
                    ),
                ),
            },
            Decision::ShowingOrder { seats } => Text::new(
                format!("Show in this order: {}", seat_list(seats, "then")),
                format!("Montrer dans cet ordre : {}", seat_list(seats, "puis")),
            ),
            Decision::TableAllHands => Text::new(
                "Every hand goes face up now",
                "Toutes les mains se retournent maintenant",
            ),
            Decision::KeepCardsDown => {
                Text::new("The cards stay face down", "Les cartes restent cachées")
            }
            Decision::CardsSpeak => Text::new("Cards speak", "Les cartes parlent"),
            Decision::MustTable => Text::new(
                "All cards must be tabled",
                "Toutes les cartes doivent être étalées",
            ),
            Decision::NoRightToSee => Text::new(
                "No right to see that hand",
                "Pas le droit de voir cette main",
            ),
            Decision::DisputeOpen => Text::new(
                "The dispute can still be heard",
                "La contestation est encore recevable",
            ),
            Decision::DisputeClosed => Text::new(
                "Too late: the result stands",
                "Trop tard : le résultat est acquis",
            ),
            Decision::ClockStarted {
                seconds,
                countdown_seconds,
            } => Text::new(
                format!("On the clock: {seconds} s, then a {countdown_seconds}-second countdown"),
                format!("Au chrono : {seconds} s, puis un décompte de {countdown_seconds} s"),
            ),
            Decision::ClockRefused => Text::new("No clock yet", "Pas de chrono pour l'instant"),
            Decision::Check => Text::new("The hand checks", "La main checke"),
            Decision::ActionStands => Text::new("The action stands", "L'action est valable"),
            Decision::Limits { level, change_now } => {
                let (en, fr) = match level {
                    WhichLevel::Previous => ("the previous level", "l'ancien niveau"),
                    WhichLevel::New => ("the new level", "le nouveau niveau"),
                };
                if *change_now {
                    Text::new(
                        format!("Correct the blinds now: {en}"),
                        format!("Corriger les blinds maintenant : {fr}"),
                    )
                } else {
                    Text::new(
                        format!("The hand is played at {en}"),
                        format!("Le coup se joue à {fr}"),
                    )
                }
            }
            Decision::ButtonAndBlinds {
                placement,
                change_now,
            } => {
                let (sb_en, sb_fr) = match placement.small_blind {
                    Some(seat) => (
                        format!("small blind S{seat}"),
                        format!("petite blinde S{seat}"),
                    ),
                    None => (
                        "no small blind".to_string(),
                        "pas de petite blinde".to_string(),
                    ),
                };
                let (now_en, now_fr) = if *change_now {
                    ("Correct now: ", "Corriger maintenant : ")
                } else {
                    ("", "")
                };
                Text::new(
                    format!(
                        "{now_en}button S{}, {sb_en}, big blind S{}",
                        placement.button, placement.big_blind
                    ),
                    format!(
                        "{now_fr}bouton S{}, {sb_fr}, grosse blinde S{}",
                        placement.button, placement.big_blind
                    ),
                )
            }
            Decision::DealtIn => {
                Text::new("The new player is dealt in", "Le nouveau joueur est servi")
            }
            Decision::SitsOut => Text::new(
                "The new player sits this hand out",
                "Le nouveau joueur passe ce coup",
            ),
            Decision::Balance { from, to } => {
                let tables: Vec<String> = from.iter().map(u32::to_string).collect();
                Text::new(
                    format!(
                        "Move one player from table {} to table {to}",
                        tables.join(" or ")
                    ),
                    format!(
                        "Déplacer un joueur de la table {} à la table {to}",
                        tables.join(" ou ")
                    ),
                )
            }
            Decision::NoBalancing => Text::new(
                "The tables stay as they are",
                "Les tables restent telles quelles",
            ),
            Decision::TableHalts => Text::new(
                "The table stops dealing until a player arrives",
                "La table cesse de donner jusqu'à l'arrivée d'un joueur",
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
                    format!("Split: {}", part(false)),
                    format!("Partage : {}", part(true)),
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
                    format!("{} pots: {}", pots.len(), amounts(false)),
                    format!("{} pots : {}", pots.len(), amounts(true)),
                )
            }
            Decision::Places { placings } => {
                let part = |fr: bool| {
                    let parts: Vec<String> = placings
                        .iter()
                        .map(|p| {
                            let places = if p.first == p.last {
                                p.first.to_string()
                            } else if fr {
                                format!("{} à {}", p.first, p.last)
                            } else {
                                format!("{} to {}", p.first, p.last)
                            };
                            let colon = if fr { " :" } else { ":" };
                            format!(
                                "table {} S{}{colon} {places}",
                                p.player.table.0, p.player.seat
                            )
                        })
                        .collect();
                    parts.join(if fr { " ; " } else { "; " })
                };
                Text::new(
                    format!("Places: {}", part(false)),
                    format!("Places : {}", part(true)),
                )
            }
            Decision::ChipsForfeited { chips: count } => Text::new(
                format!("{} chips leave play", chips(*count)),
                format!("{} jetons retirés du jeu", chips_fr(*count)),
            ),
            Decision::ChipsCount => Text::new(
                "The chips are part of the all-in",
                "Les jetons font partie du tapis",
            ),
            Decision::ChipsSetAside => {
                Text::new("The chips are set aside", "Les jetons sont mis de côté")
            }
            Decision::NoCardsShown => Text::new(
                "The next cards are not shown",
                "Les cartes suivantes ne sont pas montrées",
            ),
            Decision::Counted => Text::new("The dealer counts it", "Le donneur compte"),
            Decision::EstimateOnly => Text::new(
                "No exact count, an estimate only",
                "Pas de décompte exact, une estimation seulement",
            ),
            Decision::HandRestored => {
                Text::new("The tabled hand is restored", "La main étalée est rétablie")
            }
            Decision::TdDecides => Text::new(
                "The TD decides among the outcomes allowed",
                "Le directeur choisit parmi les issues permises",
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

#[cfg(test)]
mod tests {
    use super::*;
    use riffle_core::betting::rulings::{Ruled, RuledKind};

    #[test]
    fn decisions_read_as_the_td_announces_them() {
        assert_eq!(
            Decision::DeadHands { seats: vec![3, 5] }.headline(),
            Text::new("Dead hands: S3 and S5", "Mains mortes : S3 et S5")
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
            "Partage : S3 1\u{202f}025, S5 1\u{202f}000"
        );
    }
}
