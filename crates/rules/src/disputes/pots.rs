//! Splitting pots and placing players: odd chips (TDA 20A-C, seed 004), side pots (TDA 21, seed
//! 004) and players eliminated on the same hand (seed 004, TDA RP-8A).
//!
//! The app computes these itself when the hand is logged (the hand engine's `split_pot` and
//! `side_pots`, and [`finishing_places`] for the tournament); these cases run the same
//! functions on the facts a TD gives, to explain a count the table disputes.

use super::facts::{FactKind, Field, SEATS, dispute, one_of};
use super::said::{Blank, Family, Join, Said, said};
use super::{Decision, Ruling, RulingError, Seat, invalid, need};
use riffle_core::Chips;
use riffle_core::betting::{Player, ShowState, side_pots, split_high_low, split_pot};
use riffle_core::floor::SeatRef;
use riffle_core::house::{HouseRules, SidePotOrder, SimultaneousBustOuts};
use riffle_text::fill;
use riffle_text::{Lang, Say, Text};
use serde::{Deserialize, Serialize};

/// The word file of this family's sentences.
const FAMILY: Family = Family::Pots;

one_of! {
    /// The kind of game, which decides who gets the odd chip (TDA 20).
    pub enum SplitGame as SPLIT_GAMES in "split_games" {
        /// Hold'em, Omaha: clockwise from the button (20A).
        BoardGame,
        /// Stud and razz: the highest card by suit (20B).
        Stud,
        /// A high-low split in a board game: the high half first, then clockwise in each half
        /// (20C, 20A).
        HighLow,
        /// Stud high-low (stud/8): the high half first, then by the highest card by suit in each
        /// half (20C, 20B).
        StudHighLow,
    }
}

dispute! {
    /// A split pot and who gets what.
    pub struct OddChips as ODD = "odd_chips" {
        pot: Option<Chips> => POT = FactKind::Chips,
        /// The seats that tie for the pot (in a high-low game, for its high half).
        winners: Option<Vec<Seat>> => WINNERS = SEATS,
        button: Option<Seat> => BUTTON = FactKind::Seat,
        /// The smallest chip in play, into which the pot is broken down.
        smallest_chip: Option<Chips> => SMALLEST = FactKind::Chips,
        /// The game, asked once the pot and the winners are known; none in a case recorded
        /// before it was asked, which split as in a board game.
        game: Option<SplitGame> => GAME = SPLIT_GAMES,
        /// The winners in stud, highest card by suit first.
        by_suit: Option<Vec<Seat>> => BY_SUIT = SEATS,
        /// The seats that tie for the low half of a high-low pot (none when no low qualifies).
        low_winners: Option<Vec<Seat>> => LOW_WINNERS = SEATS,
        /// In stud high-low, the low half's winners by the highest card by suit of their low
        /// hand, highest first.
        low_by_suit: Option<Vec<Seat>> => LOW_BY_SUIT = SEATS,
    }
}

/// `seats` in order clockwise from the first one left of the button.
fn clockwise_from(button: Seat, seats: &[Seat]) -> Vec<Seat> {
    let mut seats = seats.to_vec();
    seats.sort_unstable();
    seats.dedup();
    let start = seats.iter().position(|&s| s > button).unwrap_or(0);
    seats.rotate_left(start);
    seats
}

impl OddChips {
    pub(super) fn rule(&self, _: &HouseRules) -> Result<Ruling, RulingError> {
        let pot = need(&self.pot, ODD, POT)?;
        let mut winners = need(&self.winners, ODD, WINNERS)?;
        winners.sort_unstable();
        winners.dedup();
        if winners.is_empty() || pot == 0 {
            return Err(invalid(ODD, said!("split_needs_chips_pot_least")));
        }
        let unit = need(&self.smallest_chip, ODD, SMALLEST)?;
        if unit == 0 {
            return Err(invalid(ODD, said!("smallest_chip_play_worth_more")));
        }
        match self.game {
            // A case recorded before the game was asked split as a board game; a new one asks.
            None if self.button.is_some() => self.board_game(pot, &winners, unit),
            None => Err(RulingError::MissingFact {
                case: ODD,
                fact: GAME,
            }),
            Some(SplitGame::BoardGame) => self.board_game(pot, &winners, unit),
            Some(SplitGame::Stud) => self.stud(pot, &winners, unit),
            Some(SplitGame::HighLow) => self.high_low(pot, &winners, unit, false),
            Some(SplitGame::StudHighLow) => self.high_low(pot, &winners, unit, true),
        }
    }

    /// TDA 20A: clockwise from the first winner left of the button.
    fn board_game(&self, pot: Chips, winners: &[Seat], unit: Chips) -> Result<Ruling, RulingError> {
        let button = need(&self.button, ODD, BUTTON)?;
        Ok(split_in_order(
            pot,
            unit,
            &clockwise_from(button, winners),
            said!("winners_clockwise_from_first_left"),
            &["TDA-20A", "S004-odd-chips"],
        ))
    }

    /// TDA 20B: the odd chip to the highest card by suit, then the next.
    fn stud(&self, pot: Chips, winners: &[Seat], unit: Chips) -> Result<Ruling, RulingError> {
        let order = in_suit_order(need(&self.by_suit, ODD, BY_SUIT)?, winners)?;
        Ok(split_in_order(
            pot,
            unit,
            &order,
            said!("winners_their_highest_card_suit"),
            &["TDA-20B", "TDA-20"],
        ))
    }

    /// TDA 20C: the low half in whole chips, the odd chip to the high half; within each half,
    /// clockwise from the button in a board game (20A), by the highest card by suit in stud
    /// (20B).
    fn high_low(
        &self,
        pot: Chips,
        high: &[Seat],
        unit: Chips,
        stud: bool,
    ) -> Result<Ruling, RulingError> {
        let mut low = need(&self.low_winners, ODD, LOW_WINNERS)?;
        low.sort_unstable();
        low.dedup();
        let (high, low, seats) = if stud {
            // Both orders are asked before either is checked, so a wrong one is refused whole.
            let high_order = need(&self.by_suit, ODD, BY_SUIT)?;
            let low_order = if low.is_empty() {
                Vec::new()
            } else {
                need(&self.low_by_suit, ODD, LOW_BY_SUIT)?
            };
            let high = in_suit_order(high_order, high)?;
            let low = in_suit_order(low_order, &low)?;
            let mut seats: Vec<Seat> = high.clone();
            seats.extend(low.iter().filter(|s| !high.contains(s)));
            (high, low, seats)
        } else {
            let button = need(&self.button, ODD, BUTTON)?;
            let (high, low) = (clockwise_from(button, high), clockwise_from(button, &low));
            let seats: Vec<Seat> = high.iter().chain(&low).copied().collect();
            (high, low, clockwise_from(button, &seats))
        };
        let (high_shares, low_shares) = split_high_low(pot, &high, &low, unit);
        let shares: Vec<(Seat, Chips)> = seats
            .iter()
            .map(|&seat| {
                let won = high_shares
                    .iter()
                    .chain(&low_shares)
                    .filter(|(s, _)| *s == seat);
                (seat, won.map(|(_, share)| share).sum())
            })
            .collect();
        let high = Blank::Shares(high_shares);
        let halves = if low.is_empty() {
            said!("no_low_qualifies", high)
        } else {
            said!(
                "low_half_whole_chips",
                unit,
                high,
                low = Blank::Shares(low_shares)
            )
        };
        Ok(split_ruling(
            pot,
            unit,
            shares,
            halves,
            if stud {
                &["TDA-20C", "TDA-20B"]
            } else {
                &["TDA-20C", "TDA-20A"]
            },
        ))
    }
}

/// The winners in the order the TD gives by the highest card by suit (TDA 20B), each once;
/// otherwise refused with a sentence naming the winners.
fn in_suit_order(order: Vec<Seat>, winners: &[Seat]) -> Result<Vec<Seat>, RulingError> {
    let mut same = order.clone();
    same.sort_unstable();
    if same != winners {
        return Err(invalid(
            ODD,
            said!(
                "list_each_winner_once_highest",
                winners = Blank::seats(winners)
            ),
        ));
    }
    Ok(order)
}

/// The pot split among `order`, the first odd chip to the first of them (split by the hand
/// engine's [`split_pot`]); `how` says how the order runs.
fn split_in_order(
    pot: Chips,
    unit: Chips,
    order: &[Seat],
    how: Said,
    rules: &[&'static str],
) -> Ruling {
    let shares: Vec<(Seat, Chips)> = order
        .iter()
        .copied()
        .zip(split_pot(pot, order.len(), unit))
        .collect();
    let odd = pot % unit.saturating_mul(order.len() as Chips);
    let odd = if odd == 0 {
        said!("divides_evenly")
    } else {
        said!(
            "left_over_goes_one_chip",
            odd,
            unit,
            order = how,
            order2 = order[0]
        )
    };
    split_ruling(pot, unit, shares, odd, rules)
}

fn split_ruling(
    pot: Chips,
    unit: Chips,
    shares: Vec<(Seat, Chips)>,
    odd: Said,
    rules: &[&'static str],
) -> Ruling {
    let list = Blank::Shares(shares.clone());
    Ruling::new(
        Decision::Split { shares },
        said!("pot_broken_down_into_chips", pot, unit, list, odd),
        rules,
    )
}

/// What one player put into the hand, for a side-pot count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stake {
    pub seat: Seat,
    /// Chips put in over the whole hand (blinds and bets; antes go in `dead_money`).
    pub put_in: Chips,
    pub all_in: bool,
    pub folded: bool,
}

const STAKES_KIND: FactKind = FactKind::ListOf(&FactKind::Record(&[
    Field::new("seat", FactKind::Seat),
    Field::new("put_in", FactKind::Chips),
    Field::new("all_in", FactKind::YesNo),
    Field::new("folded", FactKind::YesNo),
]));

dispute! {
    /// The side pots of a hand.
    pub struct SidePots as SIDE = "side_pots" {
        stakes: Option<Vec<Stake>> => STAKES = STAKES_KIND,
        /// Antes and dead blinds: they go to the main pot.
        dead_money: Option<Chips> => DEAD = FactKind::Chips,
    }
}

impl SidePots {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let stakes = need(&self.stakes, SIDE, STAKES)?;
        let mut seats: Vec<Seat> = stakes.iter().map(|s| s.seat).collect();
        seats.sort_unstable();
        seats.dedup();
        if seats.len() != stakes.len() || stakes.len() < 2 {
            return Err(invalid(SIDE, said!("list_each_player_hand_once")));
        }
        if stakes.iter().filter(|s| !s.folded).count() == 0 {
            return Err(invalid(SIDE, said!("least_one_player_still_hand")));
        }
        let dead = need(&self.dead_money, SIDE, DEAD)?;
        // A bet nobody matched goes back before the pots are built (TDA 15B, 65A).
        let mut put_in: Vec<Chips> = stakes.iter().map(|s| s.put_in).collect();
        let mut sorted = put_in.clone();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        let uncalled = sorted[0] - sorted[1];
        let returned = (uncalled > 0)
            .then(|| stakes.iter().position(|s| s.put_in == sorted[0]))
            .flatten()
            .map(|i| {
                put_in[i] = sorted[1];
                (stakes[i].seat, uncalled)
            });
        let players: Vec<Player> = stakes
            .iter()
            .zip(&put_in)
            .map(|(stake, &committed)| Player {
                seat: stake.seat,
                name: None,
                starting_stack: committed + Chips::from(!stake.all_in),
                stack: Chips::from(!stake.all_in),
                bet: 0,
                committed,
                dead: 0,
                folded: stake.folded,
                acted_at: None,
                hole: None,
                show: ShowState::Undecided,
                drew: None,
            })
            .collect();
        let mut sorted_players = players;
        sorted_players.sort_by_key(|p| p.seat);
        let pots = side_pots(&sorted_players, dead);
        let described = pots
            .iter()
            .enumerate()
            .map(|(k, pot)| {
                let (amount, who) = (pot.amount, Blank::seats(&pot.eligible));
                match k {
                    0 => said!("main_pot_for", amount, who),
                    k => said!("side_pot_for", k, amount, who),
                }
            })
            .collect();
        let back = match returned {
            Some((seat, amount)) => {
                said!("nobody_matched_goes_back_s", value = amount, seat).into()
            }
            None => Blank::Empty,
        };
        let order = match house.betting.side_pot_order {
            SidePotOrder::OutermostFirst => said!("outermost_side_pot_awarded_first"),
            SidePotOrder::MainFirst => said!("main_pot_awarded_first_amounts"),
        };
        Ok(Ruling::new(
            Decision::Pots {
                pots: pots.clone(),
                returned,
            },
            said!(
                "each_pot_split_its_own",
                pots = Blank::List(described, Join::Separated),
                back,
                order
            ),
            &["TDA-21", "ADD-16", "S004-side-pots"],
        ))
    }
}

/// A player out on the hand, with the chips they started it with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BustOut<K> {
    pub player: K,
    pub starting_stack: Chips,
}

/// The places a busted player finishes in: `first..=last`, shared with the others in the same
/// range (their prizes are added and split evenly).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placing<K> {
    pub player: K,
    pub first: u32,
    pub last: u32,
}

/// Too many players out on one hand: someone must have won the pot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoWinnerLeft {
    pub busted: u32,
    pub players_left: u32,
}

impl Say for NoWinnerLeft {
    fn say(&self, lang: Lang) -> String {
        let NoWinnerLeft {
            busted,
            players_left,
        } = self;
        fill!(words(lang), "Say", busted, players_left)
    }
}
riffle_text::worded!(NoWinnerLeft);

/// The finishing places of players eliminated on the same hand, with `players_left` players in
/// the event before it: the bigger starting stack places higher and equal stacks share (seed
/// 004); with `all_share` (the hand in progress when hand-for-hand was announced, TDA RP-8A)
/// they all share every place at stake. Refused when as many players bust as are left.
pub fn finishing_places<K: Copy>(
    players_left: u32,
    busted: &[BustOut<K>],
    all_share: bool,
) -> Result<Vec<Placing<K>>, NoWinnerLeft> {
    let count = u32::try_from(busted.len()).unwrap_or(u32::MAX);
    if count == 0 || count >= players_left {
        return Err(NoWinnerLeft {
            busted: count,
            players_left,
        });
    }
    let worst = players_left;
    let best = players_left - count + 1;
    let mut order: Vec<BustOut<K>> = busted.to_vec();
    order.sort_by_key(|b| std::cmp::Reverse(b.starting_stack));
    let mut placings = Vec::with_capacity(order.len());
    let mut place = best;
    let mut i = 0;
    while i < order.len() {
        let tied = if all_share {
            order.len() - i
        } else {
            order[i..]
                .iter()
                .take_while(|b| b.starting_stack == order[i].starting_stack)
                .count()
        };
        let last = (place + tied as u32 - 1).min(worst);
        for bust in &order[i..i + tied] {
            placings.push(Placing {
                player: bust.player,
                first: place,
                last,
            });
        }
        place = last + 1;
        i += tied;
    }
    Ok(placings)
}

const BUSTED_KIND: FactKind = FactKind::ListOf(&FactKind::Record(&[
    Field::new(
        "player",
        FactKind::Record(&[
            Field::new("table", FactKind::Table),
            Field::new("seat", FactKind::Seat),
        ]),
    ),
    Field::new("starting_stack", FactKind::Chips),
]));

dispute! {
    /// Several players eliminated on the same hand.
    pub struct SimultaneousEliminations as ELIMINATIONS = "simultaneous_eliminations" {
        /// Players in the event before the hand.
        players_left: Option<u32> => LEFT = FactKind::Count,
        /// The players out, by table and seat, with the chips they started the hand with.
        busted: Option<Vec<BustOut<SeatRef>>> => BUSTED = BUSTED_KIND,
        /// Whether the hand was in progress when hand-for-hand was announced (TDA RP-8A).
        on_hand_for_hand_announcement: Option<bool> => ANNOUNCEMENT = FactKind::YesNo,
    }
}

impl SimultaneousEliminations {
    pub(super) fn rule(&self, house: &HouseRules) -> Result<Ruling, RulingError> {
        let left = need(&self.players_left, ELIMINATIONS, LEFT)?;
        let busted = need(&self.busted, ELIMINATIONS, BUSTED)?;
        let all_share = match house.conduct.simultaneous_bust_outs {
            SimultaneousBustOuts::StartingStackWithHandForHandShare => need(
                &self.on_hand_for_hand_announcement,
                ELIMINATIONS,
                ANNOUNCEMENT,
            )?,
            SimultaneousBustOuts::StartingStack => false,
        };
        let placings = finishing_places(left, &busted, all_share).map_err(|e| {
            invalid(
                ELIMINATIONS,
                Text::new(e.say(Lang::En), e.say(Lang::Fr)).into(),
            )
        })?;
        let places = placings
            .iter()
            .map(|p| {
                let who = said!("table_seat", table = p.player.table.0, seat = p.player.seat);
                if p.first == p.last {
                    said!("place_alone", who, place = p.first)
                } else {
                    said!("places_shared", who, first = p.first, last = p.last)
                }
            })
            .collect();
        let (why, rules): (Said, &[&'static str]) = if all_share {
            (said!("hand_was_progress_when_hand"), &["RP-8A"])
        } else {
            (
                said!("player_who_started_hand_with"),
                &["S004-simultaneous-busts", "RP-8A"],
            )
        };
        Ok(Ruling::new(
            Decision::Places { placings },
            said!(
                "shared_places_split_their_prizes",
                why,
                value = Blank::List(places, Join::Separated)
            ),
            rules,
        ))
    }
}

riffle_text::sentence_file!(pub(super) fn words = "dispute_pots.ron");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_with_no_winner_left_is_refused_in_both_languages() {
        let error = NoWinnerLeft {
            busted: 3,
            players_left: 3,
        };
        let fr = error.say(Lang::Fr);
        assert!(!fr.is_empty());
        assert_ne!(fr, error.say(Lang::En));
        assert_eq!(error.to_string(), error.say(Lang::En));
    }
}
