//! The end of the hand: the card picker for hole cards and the board, the pots, the showdown
//! order, the winners of each pot, the result, and the hand's log before it is applied.

use super::cards;
use super::logger::HandInProgress;
use super::setup::amount;
use super::{Click, Form, Pick, Target, seat_name, short_name};
use crate::panels::Cx;
use crate::theme;
use egui::{Button, Grid, Label, RichText, ScrollArea, Ui, vec2};
use riffle_core::Chips;
use riffle_core::betting::Street;
use riffle_core::betting::{
    Action, Decided, Drawn, HandError, HandEvent, HandResult, Hole, Phase, Post, ShowState,
};
use riffle_core::cards::{Card, CardSet};
use riffle_core::standings::finishes;
use riffle_text::Words;

/// What the picker fills in now: the seat the TD clicked, else the board cards due.
/// Hole cards may come at any time until the hand is applied: cards entered after the board
/// decide the pots again.
pub(super) fn pick_target(pick: &Pick, logging: &HandInProgress) -> Option<Target> {
    let void = logging.hand.phase() == Phase::Void;
    if let Some((table, seat)) = pick.seat
        && table == logging.table
        && !void
        && logging.hand.player(seat).is_some_and(|p| p.hole.is_none())
    {
        return Some(Target::Hole(seat));
    }
    if let Some(&seat) = logging.cards_asked().first() {
        return Some(Target::Hole(seat));
    }
    match logging.hand.phase() {
        Phase::Deal(street) => Some(Target::Board(street)),
        _ => None,
    }
}

/// Every card already in the hand: hole cards and the board.
pub(super) fn used_cards(logging: &HandInProgress) -> CardSet {
    let mut used = CardSet::EMPTY;
    for player in logging.hand.players() {
        for card in player.hole.iter().flat_map(|h| h.iter()) {
            used.insert(*card);
        }
    }
    for card in logging.hand.board().iter().flatten() {
        used.insert(*card);
    }
    used
}

/// A card clicked in the picker: picked (or unpicked if picked already); once the cards needed
/// are there they go to the engine, which refuses a card seen twice.
pub(super) fn pick_card(
    pick: &mut Pick,
    logging: &mut HandInProgress,
    card: Card,
) -> Result<(), HandError> {
    let Some((_, target)) = pick.picked_for else {
        return Ok(());
    };
    if let Some(i) = pick.cards.iter().position(|&c| c == card) {
        pick.cards.remove(i);
        return Ok(());
    }
    pick.cards.push(card);
    let needed = match target {
        Target::Hole(_) => logging.hand.setup().variant.hole_cards(),
        Target::Board(street) => street.board_cards(),
    };
    if pick.cards.len() < needed {
        return Ok(());
    }
    let cards = std::mem::take(&mut pick.cards);
    match target {
        Target::Hole(seat) => match Hole::new(&cards) {
            Some(hole) => logging.step(|hand| hand.set_hole_cards(seat, hole)),
            None => Ok(()),
        },
        Target::Board(_) => logging.deal_board(&cards),
    }
}

/// The board, the total in the middle, and each pot with who can win it.
pub(super) fn board_and_pots(ui: &mut Ui, cx: &Cx, w: &Words, logging: &HandInProgress) {
    let hand = &logging.hand;
    ui.horizontal(|ui| {
        // Five-card draw has no board.
        if hand.setup().variant.draw().is_none() {
            board(ui, w, hand);
            ui.add_space(theme::space::BLOCK_GAP);
        }
        ui.vertical(|ui| {
            ui.label(
                RichText::new(format!(
                    "{} {}",
                    w.text("pot"),
                    cx.t.number(hand.pot_total())
                ))
                .size(theme::size::PROMINENT)
                .strong(),
            );
            let pots = logging.pots();
            if pots.len() > 1 {
                for (k, pot) in pots.iter().enumerate() {
                    let names: Vec<String> = pot
                        .eligible
                        .iter()
                        .map(|&s| short_name(w, logging, s))
                        .collect();
                    let pot_label = format!("{} {}", pot_name(w, k), cx.t.number(pot.amount));
                    ui.label(w.labelled(&pot_label, &names.join(", ")));
                }
            }
        });
    });
}

/// The board's five places, the cards dealt so far.
fn board(ui: &mut Ui, w: &Words, hand: &riffle_core::betting::Hand) {
    ui.label(
        RichText::new(w.text("board"))
            .strong()
            .size(theme::size::LEAD),
    );
    let dealt = hand.board();
    for k in 0..5 {
        match dealt.get(k) {
            Some(card) => {
                cards::show(ui, *card, theme::space::BOARD_CARD);
            }
            None => {
                let (rect, _) =
                    ui.allocate_exact_size(theme::space::BOARD_CARD, egui::Sense::hover());
                ui.painter().rect_stroke(
                    rect,
                    5.0,
                    ui.visuals().widgets.noninteractive.bg_stroke,
                    egui::StrokeKind::Inside,
                );
            }
        }
        if k == 2 || k == 3 {
            ui.add_space(theme::space::ROW_GAP);
        }
    }
}

pub(super) fn pot_name(w: &Words, k: usize) -> String {
    if k == 0 {
        w.text("main_pot").to_string()
    } else {
        riffle_text::fill!(w, "side_pot", k)
    }
}

/// The showdown: each live player shows or mucks, in the order of TDA rule 17.
pub(super) fn showdown(ui: &mut Ui, w: &Words, logging: &HandInProgress, clicks: &mut Vec<Click>) {
    ui.label(
        RichText::new(w.text("showdown"))
            .size(theme::size::TITLE)
            .strong(),
    );
    opener_note(ui, w, logging);
    for seat in logging.hand.showdown_order() {
        let Some(player) = logging.hand.player(seat) else {
            continue;
        };
        ui.horizontal(|ui| {
            ui.add_sized(
                vec2(theme::space::FIELD_XL, theme::space::LEAD_ROW),
                Label::new(RichText::new(seat_name(w, logging, seat)).size(theme::size::LEAD))
                    .truncate(),
            );
            match player.show {
                ShowState::Undecided => {
                    let show = Button::new(RichText::new(w.text("show")).size(theme::size::LEAD))
                        .min_size(vec2(theme::space::BUTTON_NARROW, theme::space::BUTTON_LOW));
                    if ui.add(show).clicked() {
                        clicks.push(Click::Show(seat));
                    }
                    let muck = Button::new(RichText::new(w.text("muck")).size(theme::size::LEAD))
                        .min_size(vec2(theme::space::BUTTON_NARROW, theme::space::BUTTON_LOW));
                    if ui.add(muck).clicked() {
                        clicks.push(Click::Muck(seat));
                    }
                }
                ShowState::Shown => {
                    ui.label(w.text("shown"));
                }
                ShowState::Mucked => {
                    ui.label(w.text("mucked"));
                }
            }
        });
    }
    small_help(ui, w.text("showdown_help"));
}

/// The pots the known cards cannot decide: the TD ticks the winners of each.
pub(super) fn award(
    ui: &mut Ui,
    cx: &Cx,
    w: &Words,
    logging: &HandInProgress,
    form: &Form,
    clicks: &mut Vec<Click>,
) {
    let hand = &logging.hand;
    let pots = logging.pots();
    ui.label(
        RichText::new(w.text("name_winners"))
            .size(theme::size::TITLE)
            .strong(),
    );
    for index in hand.pots_to_declare() {
        let Some(pot) = pots.get(index) else {
            continue;
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(format!(
                    "{} {}",
                    pot_name(w, index),
                    cx.t.number(pot.amount)
                ))
                .size(theme::size::LEAD)
                .strong(),
            );
            let claimants: Vec<u8> = pot
                .eligible
                .iter()
                .copied()
                .filter(|&s| hand.player(s).is_some_and(|p| p.show != ShowState::Mucked))
                .collect();
            let split = hand.setup().variant.splits_low();
            if split {
                ui.label(w.text("high_half"));
            }
            for &seat in &claimants {
                let ticked = form.winners.contains(&(index, seat));
                let text = RichText::new(short_name(w, logging, seat)).size(theme::size::LEAD);
                if ui.add(Button::selectable(ticked, text)).clicked() {
                    clicks.push(Click::ToggleWinner(index, seat));
                }
            }
            if split {
                ui.label(w.text("low_half"));
                for &seat in &claimants {
                    let ticked = form.low.contains(&(index, seat));
                    let text = RichText::new(short_name(w, logging, seat)).size(theme::size::LEAD);
                    if ui.add(Button::selectable(ticked, text)).clicked() {
                        clicks.push(Click::ToggleLow(index, seat));
                    }
                }
            }
            let any = form.winners.iter().any(|&(p, _)| p == index);
            let button = Button::new(RichText::new(w.text("award")).size(theme::size::LEAD))
                .min_size(vec2(theme::space::BUTTON_NARROW, theme::space::BUTTON_LOW));
            if ui.add_enabled(any, button).clicked() {
                clicks.push(Click::Declare(index));
            }
        });
    }
    small_help(ui, w.text("name_winners_help"));
}

/// The outcome: each pot's winners and shares with the odd chips, each stack after the hand,
/// the players out with their places, and the button that sends it all to the tournament.
/// With openers asked for, the opener still in shows them before the pot is pushed, at the
/// showdown or winning unopposed (house procedure; seed 003's openers).
fn opener_note(ui: &mut Ui, w: &Words, logging: &HandInProgress) {
    let hand = &logging.hand;
    let asked = hand
        .setup()
        .variant
        .draw()
        .is_some_and(|d| d.openers.is_some());
    let Some(seat) = hand.opener().filter(|_| asked) else {
        return;
    };
    if hand.player(seat).is_some_and(|p| !p.folded) {
        let who = seat_name(w, logging, seat);
        ui.label(RichText::new(riffle_text::fill!(w, "opener_shows", who)).color(theme::WARNING));
    }
}

pub(super) fn result_view(
    ui: &mut Ui,
    cx: &Cx,
    w: &Words,
    logging: &HandInProgress,
    result: &HandResult,
    clicks: &mut Vec<Click>,
) {
    if result.void {
        ui.label(
            RichText::new(w.text("void"))
                .size(theme::size::TITLE)
                .strong()
                .color(theme::WARNING),
        );
    } else {
        ui.label(
            RichText::new(w.text("result"))
                .size(theme::size::PROMINENT)
                .strong(),
        );
        opener_note(ui, w, logging);
        for &index in &result.award_order {
            let Some(pot) = result.pots.iter().find(|p| p.index == index) else {
                continue;
            };
            let shares: Vec<String> = pot
                .winners
                .iter()
                .zip(&pot.shares)
                .map(|(&seat, &share)| {
                    format!("{} {}", short_name(w, logging, seat), cx.t.number(share))
                })
                .collect();
            let how = match pot.decided {
                Decided::Uncontested => w.text("uncontested").to_string(),
                Decided::Td => w.text("named_by_td").to_string(),
                Decided::Cards => pot.hand.clone().unwrap_or_default(),
            };
            let halves = pot.split.as_ref().map(|split| {
                let half = |key: &str, shares: &[(u8, Chips)], hand: Option<&str>| {
                    let shares: Vec<String> = shares
                        .iter()
                        .map(|&(seat, share)| {
                            format!("{} {}", short_name(w, logging, seat), cx.t.number(share))
                        })
                        .collect();
                    let hand = hand.map_or(String::new(), |h| format!(" ({h})"));
                    w.labelled(w.text(key), &format!("{}{hand}", shares.join(" · ")))
                };
                [
                    half("high_half", &split.high, pot.hand.as_deref()),
                    half("low_half", &split.low, split.low_hand.as_deref()),
                ]
            });
            ui.label(
                RichText::new(w.labelled(
                    &format!("{} {}", pot_name(w, index), cx.t.number(pot.amount)),
                    &shares.join(" · "),
                ))
                .size(theme::size::FIGURE)
                .strong(),
            );
            match halves {
                Some(halves) => {
                    for line in halves {
                        ui.label(RichText::new(line).size(theme::size::LEAD));
                    }
                }
                None if !how.is_empty() => {
                    ui.label(RichText::new(how).color(ui.visuals().weak_text_color()));
                }
                None => {}
            }
            let odd = odd_chip_takers(pot);
            if !odd.is_empty() {
                let odd: Vec<String> = odd
                    .into_iter()
                    .map(|seat| short_name(w, logging, seat))
                    .collect();
                ui.label(riffle_text::fill!(w, "odd_chips", who = odd.join(", ")));
            }
        }
    }
    if !result.eliminated.is_empty() {
        ui.add_space(theme::space::ROW_GAP);
        let stacks: Vec<Chips> = result.eliminated.iter().map(|e| e.starting_stack).collect();
        let placed = finishes(
            cx.tournament.players_left(),
            &stacks,
            false,
            &cx.tournament.payouts(),
        );
        let currency = cx.tournament.structure().currency.as_deref();
        for (out, finish) in result.eliminated.iter().zip(&placed) {
            let (place, shared, prize) = (finish.place, finish.shared, finish.prize);
            let mut line = riffle_text::fill!(
                w,
                "hands_out",
                name = short_name(w, logging, out.seat),
                stack = cx.t.number(out.starting_stack),
                place = cx.t.ordinal(place)
            );
            if shared {
                line.push_str(&format!(" ({})", w.text("hands_shared")));
            }
            if prize > 0 {
                line.push_str(&format!(" · {}", cx.t.money(prize, currency)));
            }
            ui.label(
                RichText::new(line)
                    .size(theme::size::LEAD)
                    .color(theme::WARNING),
            );
        }
    }
    ui.add_space(theme::space::STEP_GAP);
    let sending = logging.sending;
    let apply = Button::new(
        RichText::new(w.text("apply"))
            .size(theme::size::PROMINENT)
            .strong()
            .color(theme::ON_DARK),
    )
    .fill(theme::GO_FILL)
    .min_size(vec2(theme::space::BUTTON_WIDEST, theme::space::BUTTON_MAIN));
    if ui.add_enabled(!sending, apply).clicked() {
        clicks.push(Click::Apply);
    }
    small_help(ui, w.text("apply_help"));
    // Every stack after the hand, under Apply: with nine players it scrolls in its own
    // band, so Apply stays in sight at 1280x720.
    ui.add_space(theme::space::ROW_GAP);
    ScrollArea::vertical()
        .id_salt(("hands-result-stacks", logging.table))
        .max_height(theme::space::RESULT_STACKS_MOST)
        .show(ui, |ui| {
            Grid::new(("hands-result", logging.table))
                .num_columns(4)
                .spacing(theme::space::FIGURE_GRID)
                .show(ui, |ui| {
                    for title in [
                        w.text("player"),
                        w.text("start"),
                        w.text("after"),
                        w.text("net"),
                    ] {
                        ui.label(RichText::new(title).strong());
                    }
                    ui.end_row();
                    for seat in &result.seats {
                        ui.label(seat_name(w, logging, seat.seat));
                        ui.label(amount(cx, seat.starting_stack));
                        ui.label(amount(cx, seat.final_stack).strong());
                        let net = match seat.net {
                            n if n > 0 => format!("+{}", cx.t.number(n.unsigned_abs())),
                            n if n < 0 => format!("−{}", cx.t.number(n.unsigned_abs())),
                            _ => "0".to_string(),
                        };
                        ui.label(RichText::new(net).size(theme::size::BODY));
                        ui.end_row();
                    }
                });
        });
}

/// The card picker, with what it fills in.
/// Who took an odd chip of a pot (TDA 20): a winner given more than another of the same share.
/// In a split pot each half is judged alone, and the half of more chips goes to the high hand.
fn odd_chip_takers(pot: &riffle_core::betting::PotAward) -> Vec<u8> {
    let above_smallest = |shares: &[(u8, Chips)]| -> Vec<u8> {
        let smallest = shares.iter().map(|&(_, c)| c).min().unwrap_or(0);
        shares
            .iter()
            .filter(|&&(_, c)| c > smallest)
            .map(|&(seat, _)| seat)
            .collect()
    };
    match &pot.split {
        Some(split) => {
            let total = |half: &[(u8, Chips)]| half.iter().map(|&(_, c)| c).sum::<Chips>();
            let mut seats = above_smallest(&split.high);
            if let [(seat, _)] = split.high.as_slice()
                && total(&split.high) > total(&split.low)
            {
                seats.push(*seat);
            }
            for seat in above_smallest(&split.low) {
                if !seats.contains(&seat) {
                    seats.push(seat);
                }
            }
            seats
        }
        None => {
            let shares: Vec<(u8, Chips)> = pot
                .winners
                .iter()
                .copied()
                .zip(pot.shares.iter().copied())
                .collect();
            above_smallest(&shares)
        }
    }
}

pub(super) fn picker(
    ui: &mut Ui,
    w: &Words,
    logging: &HandInProgress,
    target: Option<Target>,
    pick: &Pick,
    clicks: &mut Vec<Click>,
) {
    let title = match target {
        Some(Target::Hole(seat)) => riffle_text::fill!(
            w,
            "pick_hole",
            who = seat_name(w, logging, seat),
            n = logging.hand.setup().variant.hole_cards()
        ),
        Some(Target::Board(street)) => match street {
            Street::Preflop => w.text("pick_board_preflop"),
            Street::Flop => w.text("pick_board_flop"),
            Street::Turn => w.text("pick_board_turn"),
            Street::River => w.text("pick_board_river"),
        }
        .to_string(),
        None => {
            ui.label(
                RichText::new(w.text("cards_title"))
                    .size(theme::size::LEAD)
                    .strong(),
            );
            let help = if logging.hand.setup().variant.draw().is_some() {
                w.text("pick_help_draw")
            } else {
                w.text("pick_help")
            };
            ui.label(RichText::new(help).color(ui.visuals().weak_text_color()));
            return;
        }
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(title).size(theme::size::LEAD).strong());
        if ui.button(w.text("cancel_pick")).clicked() {
            clicks.push(Click::ClearPick);
        }
    });
    // As big as the column allows, within reason: thirteen cards and their gaps.
    let width =
        ((ui.available_width() - 13.0 * 5.0) / 13.0).clamp(theme::space::PICKER_CARD.x, 52.0);
    let size = vec2(width, (width * 1.32).round());
    if let Some(card) = cards::picker(ui, used_cards(logging), &pick.cards, size) {
        clicks.push(Click::Card(card));
    }
}

/// The hand so far, in words, newest last.
pub(super) fn hand_log(ui: &mut Ui, cx: &Cx, w: &Words, logging: &HandInProgress) {
    ui.label(
        RichText::new(w.text("hand_so_far"))
            .size(theme::size::LEAD)
            .strong(),
    );
    ScrollArea::vertical()
        .id_salt("hands-log")
        .stick_to_bottom(true)
        .auto_shrink([false, true])
        .max_height(ui.available_height().max(theme::space::LIST_LEAST))
        .show(ui, |ui| {
            for event in logging.hand.events() {
                ui.label(describe(cx, w, logging, event));
            }
        });
}

/// One event as the TD reads it back.
pub(super) fn describe(cx: &Cx, w: &Words, logging: &HandInProgress, event: &HandEvent) -> String {
    let name = |seat: u8| short_name(w, logging, seat);
    let n = |chips: Chips| cx.t.number(chips);
    match event {
        HandEvent::Posted { seat, post, amount } => {
            let what = match post {
                Post::Ante => w.text("post_ante"),
                Post::SmallBlind => w.text("post_small_blind"),
                Post::BigBlind => w.text("post_big_blind"),
                Post::BigBlindAnte => w.text("post_big_blind_ante"),
                Post::DeadSmallBlind => w.text("post_dead_small_blind"),
                Post::SecondBlind => w.text("post_second_blind"),
                Post::Straddle => w.text("post_straddle"),
            };
            riffle_text::fill!(w, "posts", who = name(*seat), what, n = n(*amount))
        }
        HandEvent::HoleCards { seat, cards } => {
            riffle_text::fill!(w, "holds", who = name(*seat), cards = spaced(cards))
        }
        HandEvent::Board { street, cards } => {
            let cards: Vec<String> = cards.iter().map(Card::to_string).collect();
            let cards = if cards.is_empty() {
                w.text("not_known").to_string()
            } else {
                cards.join(" ")
            };
            w.labelled(street_name(w, *street), &cards)
        }
        HandEvent::Acted {
            seat,
            action,
            all_in,
            ..
        } => {
            let mut line = match action {
                Action::Fold if logging.is_away(*seat) => {
                    riffle_text::fill!(w, "folds_away", who = name(*seat))
                }
                Action::Fold => riffle_text::fill!(w, "folds", who = name(*seat)),
                Action::Check => riffle_text::fill!(w, "checks", who = name(*seat)),
                Action::Call => riffle_text::fill!(w, "calls", who = name(*seat)),
                Action::BetTo(to) => {
                    riffle_text::fill!(w, "hands_bets", who = name(*seat), n = n(*to))
                }
                Action::RaiseTo(to) => {
                    riffle_text::fill!(w, "raises", who = name(*seat), n = n(*to))
                }
                Action::AllIn => riffle_text::fill!(w, "goes_all_in", who = name(*seat)),
            };
            if *all_in {
                line.push_str(&format!(" {}", w.text("all_in_suffix")));
            }
            line
        }
        HandEvent::Returned { seat, amount } => {
            riffle_text::fill!(w, "returned", n = n(*amount), who = name(*seat))
        }
        HandEvent::Tabled { .. } => w.text("tabled").to_string(),
        HandEvent::Showed { seat, cards } => match cards {
            Some(cards) => riffle_text::fill!(w, "shows", who = name(*seat), cards = spaced(cards)),
            None => riffle_text::fill!(w, "shows", who = name(*seat), cards = "?"),
        },
        HandEvent::Mucked { seat } => riffle_text::fill!(w, "mucks", who = name(*seat)),
        HandEvent::Declared { pot, winners, low } => {
            let names = |seats: &[u8]| {
                seats
                    .iter()
                    .map(|&s| name(s))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            if low.is_empty() {
                riffle_text::fill!(w, "declared", pot = pot_name(w, *pot), who = names(winners))
            } else {
                riffle_text::fill!(
                    w,
                    "declared_split",
                    pot = pot_name(w, *pot),
                    high = names(winners),
                    low = names(low)
                )
            }
        }
        HandEvent::FouledDeck => w.text("void").to_string(),
        HandEvent::Drew { seat, drawn } => match drawn {
            Drawn { count: 0, .. } => riffle_text::fill!(w, "stands_pat", who = name(*seat)),
            Drawn {
                discarded,
                received,
                ..
            } if !discarded.is_empty() && !received.is_empty() => riffle_text::fill!(
                w,
                "draws_cards",
                who = name(*seat),
                discarded = spaced(discarded),
                received = spaced(received)
            ),
            Drawn { count, .. } => riffle_text::fill!(w, "draws", who = name(*seat), n = count),
        },
        HandEvent::Passed => w.text("passed").to_string(),
    }
}

/// Cards as the hand log writes them: "Ah Kd Qs Jc".
fn spaced(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A line of help under the controls, small and weak so it never competes with them.
fn small_help(ui: &mut Ui, text: &str) {
    ui.label(
        RichText::new(text)
            .small()
            .color(ui.visuals().weak_text_color()),
    );
}

/// A street's name, as the hand log writes it.
fn street_name(w: &Words, street: Street) -> &str {
    match street {
        Street::Preflop => w.text("street_preflop"),
        Street::Flop => w.text("street_flop"),
        Street::Turn => w.text("street_turn"),
        Street::River => w.text("street_river"),
    }
}
