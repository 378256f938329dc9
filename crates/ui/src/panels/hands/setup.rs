//! Picking the table and setting up its hand: the list of tables that can deal, the header of
//! the hand with its blinds and limit, and the seats with their stacks and the button, which the
//! TD may correct before the first action.

use super::cards;
use super::logger::HandInProgress;
use super::{Click, HandsPanel, Target, seat_name};
use crate::panels::Cx;
use crate::theme;
use egui::{
    Align, Button, Color32, DragValue, Grid, Key, Label, Layout, RichText, ScrollArea, TextEdit,
    Ui, vec2,
};
use riffle_core::Chips;
use riffle_core::betting::{
    DrawRules, ForcedBets, HandEvent, Limit, Phase, Post, ShowState, Variant,
};
use riffle_core::floor::TableNo;
use riffle_text::Words;

impl HandsPanel {
    /// The table picker: a number to type, the list of tables, and the tables with a hand in
    /// progress.
    pub(super) fn table_row(&mut self, ui: &mut Ui, w: &Words, clicks: &mut Vec<Click>) {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(w.text("hands_table"))
                    .size(theme::size::TITLE)
                    .strong(),
            );
            let field = ui.add(
                TextEdit::singleline(&mut self.typed)
                    .hint_text(w.text("hands_table_number"))
                    .desired_width(theme::space::FIELD_S)
                    .font(egui::TextStyle::Heading),
            );
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if ui
                .button(RichText::new(w.text("hands_open")).size(theme::size::LEAD))
                .clicked()
                || entered
            {
                clicks.push(Click::OpenTyped);
            }
            if self.current.is_some()
                && ui
                    .button(RichText::new(w.text("all_tables")).size(theme::size::LEAD))
                    .clicked()
            {
                clicks.push(Click::List);
            }
            let others: Vec<TableNo> = self
                .hands
                .keys()
                .copied()
                .filter(|&t| Some(t) != self.current)
                .collect();
            if !others.is_empty() {
                ui.add_space(theme::space::GROUP_GAP);
                ui.label(w.text("also_in_progress"));
                for table in others {
                    if ui
                        .button(riffle_text::fill!(w, "table_n", n = table.0))
                        .clicked()
                    {
                        clicks.push(Click::Open(table));
                    }
                }
            }
            ui.add_space(theme::space::GROUP_GAP);
            ui.label(
                RichText::new(w.text("keys_help"))
                    .small()
                    .color(ui.visuals().weak_text_color()),
            );
        });
    }

    /// With no table picked: every table that can deal, one row each (only the rows in view
    /// are laid out).
    pub(super) fn table_list(&self, ui: &mut Ui, cx: &Cx, w: &Words, clicks: &mut Vec<Click>) {
        let tables = &self.tables.tables;
        if tables.is_empty() {
            ui.label(RichText::new(w.text("hands_no_tables")).size(theme::size::LEAD));
            return;
        }
        ui.label(RichText::new(w.text("pick_a_table")).size(theme::size::LEAD));
        ui.label(riffle_text::fill!(
            w,
            "tables_dealing" / tables.len(),
            n = cx.t.number(tables.len() as u64)
        ));
        ui.add_space(theme::space::ROW_GAP);
        let row = theme::space::BUTTON;
        ScrollArea::vertical()
            .auto_shrink([false, false])
            .show_rows(ui, row, tables.len(), |ui, range| {
                for &(table, players) in &tables[range] {
                    ui.horizontal(|ui| {
                        let button = Button::new(
                            RichText::new(riffle_text::fill!(w, "table_n", n = table.0))
                                .size(theme::size::LEAD),
                        )
                        .min_size(vec2(theme::space::BUTTON_MEDIUM, theme::space::BUTTON_LOW));
                        if ui.add(button).clicked() {
                            clicks.push(Click::Open(table));
                        }
                        ui.label(riffle_text::fill!(
                            w,
                            "players" / u64::from(players),
                            n = players
                        ));
                        if self.hands.contains_key(&table) {
                            ui.label(
                                RichText::new(w.text("hands_hand_in_progress"))
                                    .color(theme::WARNING),
                            );
                        }
                    });
                }
            });
    }
}

/// The hand's title line: table, blinds, ante, game; and the undo, start over and fouled-deck
/// buttons.
pub(super) fn header(
    ui: &mut Ui,
    cx: &Cx,
    w: &Words,
    logging: &HandInProgress,
    clicks: &mut Vec<Click>,
) {
    let setup = &logging.setup;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(riffle_text::fill!(w, "table_n", n = logging.table.0))
                .size(theme::size::SECTION)
                .strong(),
        );
        let ante_only = !setup.table.forced_bets.posts_blinds();
        // A game au pot posts no blind: its ante, then the smallest opening, which the
        // level's big blind sets (seed 002).
        let mut stakes = if ante_only {
            cx.t.ante_of(setup.ante).unwrap_or_default()
        } else {
            format!(
                "{} {} / {}",
                cx.t.text("blinds"),
                cx.t.number(setup.blinds.small),
                cx.t.number(setup.blinds.big)
            )
        };
        if !ante_only && let Some(ante) = cx.t.ante_of(setup.ante) {
            stakes.push_str(&format!(" · {ante}"));
        }
        // Each language's order: "No-limit hold'em", "Hold'em no-limit".
        let limit = limit_in_game(cx, w, setup.limit);
        let game = match setup.variant {
            Variant::Holdem => riffle_text::fill!(w, "holdem_game", limit),
            Variant::Omaha => riffle_text::fill!(w, "omaha_game", limit),
            Variant::OmahaHiLo => riffle_text::fill!(w, "omaha_hi_lo_game", limit),
            Variant::FiveCardDraw(draw) => draw_table(cx, w, draw, limit),
        };
        stakes.push_str(&format!(" · {game}"));
        let forced = match setup.table.forced_bets {
            ForcedBets::BlindSurblind => None,
            ForcedBets::BlindBlindSurblind => Some(w.text("forced_blind_blind_surblind")),
            ForcedBets::AnteOnly => Some(w.text("forced_ante_only")),
        };
        if let Some(forced) = forced {
            stakes.push_str(&format!(" · {forced}"));
        }
        if setup.table.killed {
            stakes.push_str(&format!(" · {}", w.text("pot_killed")));
        }
        let minimum = match setup.table.minimum_wager {
            Some(minimum) => Some(minimum.max(setup.blinds.big)),
            None => ante_only.then_some(setup.blinds.big),
        };
        if let Some(minimum) = minimum {
            let minimum = riffle_text::fill!(w, "minimum_bet", n = cx.t.number(minimum));
            stakes.push_str(&format!(" · {minimum}"));
        }
        ui.label(RichText::new(stakes).size(theme::size::FIGURE));
        ui.add_space(theme::space::BLOCK_GAP);
        let undo = Button::new(RichText::new(w.text("undo_step")).size(theme::size::BODY));
        if ui.add_enabled(logging.can_undo(), undo).clicked() {
            clicks.push(Click::Undo);
        }
        if ui
            .button(RichText::new(w.text("start_over")).size(theme::size::BODY))
            .clicked()
        {
            clicks.push(Click::StartOver);
        }
        let live = !matches!(logging.hand.phase(), Phase::Complete | Phase::Void);
        if live
            && ui
                .button(RichText::new(w.text("fouled_deck")).size(theme::size::BODY))
                .on_hover_text(w.text("fouled_deck_help"))
                .clicked()
        {
            clicks.push(Click::FouledDeck);
        }
    });
}

/// "Pot-limit five-card draw · 32 cards · quinte blanche · openers: jacks or better"; in
/// French the game comes first: "poker fermé pot-limit".
fn draw_table(cx: &Cx, w: &Words, draw: DrawRules, limit: String) -> String {
    let game = riffle_text::fill!(w, "five_card_draw_game", limit);
    let mut parts = vec![game, riffle_text::fill!(w, "deck_n", n = draw.deck.size())];
    if draw.quinte_blanche {
        parts.push(w.text("quinte_blanche").to_string());
    }
    if let Some(least) = draw.openers {
        let rank = least.plural_in(riffle_core::cards::Notation::of(cx.t.lang));
        parts.push(riffle_text::fill!(w, "openers_of", rank));
    }
    parts.join(" · ")
}

/// The limit as it reads inside a game's name: "No-limit", "limite fixe 200 / 400".
fn limit_in_game(cx: &Cx, w: &Words, limit: Limit) -> String {
    match limit {
        Limit::NoLimit => w.text("no_limit_in_game").to_string(),
        Limit::PotLimit => w.text("pot_limit_in_game").to_string(),
        Limit::FixedLimit { small_bet, big_bet } => riffle_text::fill!(
            w,
            "fixed_limit_in_game",
            small = cx.t.number(small_bet),
            big = cx.t.number(big_bet)
        ),
        Limit::Spread { min_bet, max_bet } => riffle_text::fill!(
            w,
            "spread_limit_in_game",
            min = cx.t.number(min_bet),
            max = cx.t.number(max_bet)
        ),
    }
}

/// The seats: who sits where, stacks, chips in front, the button and blinds, who is to act,
/// who folded, is all-in or away, and each player's cards. Before the first action the button
/// and the stacks may be corrected.
pub(super) fn seats(
    ui: &mut Ui,
    cx: &Cx,
    w: &Words,
    logging: &HandInProgress,
    target: Option<Target>,
    clicks: &mut Vec<Click>,
) {
    let hand = &logging.hand;
    let setup = &logging.setup;
    let correcting = !logging.action_taken();
    if correcting {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(w.text("hands_button")).strong());
            let chosen = setup.button;
            let dead = logging.name(chosen).is_none();
            for seat in logging.button_choices() {
                let hover = match logging.name(seat) {
                    Some(_) => seat_name(w, logging, seat),
                    None => format!(
                        "{} ({})",
                        riffle_text::fill!(w, "seat_n", n = seat),
                        w.text("dead_button")
                    ),
                };
                let text = RichText::new(seat.to_string()).size(theme::size::LEAD);
                let button =
                    Button::selectable(seat == chosen, text).min_size(theme::space::SEAT_PICK);
                if ui.add(button).on_hover_text(hover).clicked() && seat != chosen {
                    clicks.push(Click::SetButton(seat));
                }
            }
            if dead {
                ui.label(
                    RichText::new(format!("({})", w.text("dead_button"))).color(theme::WARNING),
                );
            }
            if let Some(seat) = setup.option_seat() {
                let taken = setup.table.straddle.is_some();
                let text = RichText::new(riffle_text::fill!(w, "take_option", seat))
                    .size(theme::size::BODY);
                if ui
                    .add(Button::selectable(taken, text))
                    .on_hover_text(w.text("take_option_help"))
                    .clicked()
                {
                    clicks.push(Click::SetStraddle(!taken));
                }
            }
            ui.label(
                RichText::new(w.text("correct_help"))
                    .small()
                    .color(ui.visuals().weak_text_color()),
            );
        });
    }
    let to_act = hand.to_act();
    let turn = to_act.or(hand.to_draw());
    let to_act_row = hand
        .players()
        .iter()
        .position(|p| Some(p.seat) == turn)
        .map(|i| i + 1);
    let highlight = ui.visuals().selection.bg_fill.gamma_multiply(0.6);
    Grid::new(("hands-seats", logging.table))
        .num_columns(8)
        .spacing(theme::space::FORM_GRID)
        .min_row_height(theme::space::HOLE_CARD.y + 2.0)
        .with_row_color(move |row, _| (Some(row) == to_act_row).then_some(highlight))
        .show(ui, |ui| {
            for title in [
                w.text("hands_seat"),
                w.text("player"),
                "",
                w.text("start"),
                w.text("behind"),
                w.text("in_front"),
                w.text("status"),
                w.text("cards"),
            ] {
                ui.label(RichText::new(title).strong());
            }
            ui.end_row();
            for player in hand.players() {
                let seat = player.seat;
                ui.label(
                    RichText::new(seat.to_string())
                        .size(theme::size::FIGURE)
                        .strong(),
                );
                let name = player.name.clone().unwrap_or_default();
                let strong = ui.visuals().strong_text_color();
                ui.allocate_ui_with_layout(
                    vec2(190.0, theme::space::ROW),
                    Layout::left_to_right(Align::Center),
                    |ui| {
                        ui.set_max_width(190.0);
                        ui.add(
                            Label::new(RichText::new(name).size(theme::size::LEAD).color(strong))
                                .truncate(),
                        )
                        .on_hover_text(player.name.as_deref().unwrap_or_default());
                    },
                );
                ui.label(
                    RichText::new(positions(w, hand, seat))
                        .strong()
                        .color(theme::WARNING),
                );
                if correcting {
                    let mut stack = setup
                        .players
                        .iter()
                        .find(|p| p.seat == seat)
                        .map_or(player.starting_stack, |p| p.stack);
                    let before = stack;
                    let field = DragValue::new(&mut stack)
                        .range(1..=Chips::MAX / 4)
                        .speed(setup.smallest_chip.max(1) as f64)
                        .custom_formatter(|n, _| cx.t.number(n as u64));
                    ui.add(field).on_hover_text(w.text("correct_help"));
                    if stack != before {
                        clicks.push(Click::SetStack(seat, stack));
                    }
                } else {
                    ui.label(amount(cx, player.starting_stack));
                }
                ui.label(
                    RichText::new(cx.t.number(player.stack))
                        .size(theme::size::FIGURE)
                        .strong(),
                );
                let front = if player.bet > 0 {
                    cx.t.number(player.bet)
                } else {
                    String::new()
                };
                ui.label(
                    RichText::new(front)
                        .size(theme::size::FIGURE)
                        .color(theme::WARNING),
                );
                let (status, color) = seat_status(ui, w, logging, player, to_act);
                ui.label(RichText::new(status).color(color));
                let active = target == Some(Target::Hole(seat));
                let can_pick = player.hole.is_none() && hand.phase() != Phase::Void;
                let label = riffle_text::fill!(w, "hole_cards_of", seat);
                if cards::hole_button(
                    ui,
                    player.hole.as_deref(),
                    hand.setup().variant.hole_cards(),
                    theme::space::HOLE_CARD,
                    &label,
                    can_pick,
                    active,
                )
                .clicked()
                {
                    clicks.push(Click::PickSeat(seat));
                }
                ui.end_row();
            }
        });
    let away: Vec<String> = logging
        .away
        .iter()
        .map(|&seat| seat_name(w, logging, seat))
        .collect();
    if !away.is_empty() {
        ui.label(
            RichText::new(riffle_text::fill!(w, "away_note", who = away.join(", ")))
                .color(theme::WARNING),
        );
    }
}

pub(super) fn amount(cx: &Cx, chips: Chips) -> RichText {
    RichText::new(cx.t.number(chips)).size(theme::size::BODY)
}

/// "BTN", "SB", "BB" for the seat, as they sit this hand.
/// The seat's place at the table: the button and the blinds it posted this hand (the
/// structure decides which: none with antes only, two before the surblind, the option).
pub(super) fn positions(w: &Words, hand: &riffle_core::betting::Hand, seat: u8) -> String {
    let mut roles = Vec::new();
    if hand.setup().button == seat {
        roles.push(w.text("pos_button"));
    }
    for event in hand.events() {
        let HandEvent::Posted { seat: s, post, .. } = event else {
            continue;
        };
        if *s != seat {
            continue;
        }
        roles.push(match post {
            Post::SmallBlind => w.text("pos_small_blind"),
            Post::SecondBlind => w.text("pos_second_blind"),
            Post::BigBlind => w.text("pos_big_blind"),
            Post::Straddle => w.text("pos_straddle"),
            Post::Ante | Post::BigBlindAnte | Post::DeadSmallBlind => continue,
        });
    }
    roles.join(" ")
}

pub(super) fn seat_status(
    ui: &Ui,
    w: &Words,
    logging: &HandInProgress,
    player: &riffle_core::betting::Player,
    to_act: Option<u8>,
) -> (String, Color32) {
    let weak = ui.visuals().weak_text_color();
    let strong = ui.visuals().strong_text_color();
    let away = logging.is_away(player.seat);
    // The count drawn stays in the row for everyone to see (seed 003).
    let drew = match player.drew {
        Some(0) => Some(w.text("pat").to_string()),
        Some(n) => Some(riffle_text::fill!(w, "drew_n", n)),
        None => None,
    };
    let text = if player.folded {
        if away {
            format!("{} ({})", w.text("folded"), w.text("away"))
        } else {
            w.text("folded").to_string()
        }
    } else if to_act == Some(player.seat) {
        let text = match drew {
            Some(drew) => format!("{} · {drew}", w.text("to_act")),
            None => w.text("to_act").to_string(),
        };
        return (text, strong);
    } else if logging.hand.to_draw() == Some(player.seat) {
        return (w.text("to_draw").to_string(), strong);
    } else if away {
        return (w.text("away").to_string(), theme::WARNING);
    } else if player.all_in() {
        return (w.text("all_in_status").to_string(), theme::WARNING);
    } else {
        match player.show {
            ShowState::Mucked => w.text("mucked").to_string(),
            ShowState::Shown if matches!(logging.hand.phase(), Phase::Showdown) => {
                w.text("shown").to_string()
            }
            _ => drew.unwrap_or_default(),
        }
    };
    (text, weak)
}
