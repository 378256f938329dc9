//! A table's card on the map: its header, one line per seat with the button and blinds of the
//! next hand as badges, and the footer. Each seat is one accessible node, for screen readers and
//! tests.

use super::TablesPanel;
use super::map::is_short;
use super::said::{button_knowledge, floor_problem, player_name};
use crate::i18n::words;
use crate::panels::Cx;
use crate::theme;
use egui::{
    Align2, Button, Color32, FontId, Rect, Role, Sense, Stroke, StrokeKind, Ui, WidgetInfo, pos2,
    vec2,
};
use riffle_core::floor::{HandPositions, Seat, TableNo};
use riffle_text::Words;
use riffle_tournament::{Command, Tournament};

impl TablesPanel {
    /// One table on the map: number, players, every seat with its player and chips, the
    /// markers of the next hand, and the hand-dealt button.
    pub(super) fn card(
        &mut self,
        ui: &mut Ui,
        cx: &Cx,
        number: TableNo,
        size: egui::Vec2,
        w: &Words,
    ) -> Option<Command> {
        let floor = cx.tournament.floor();
        let table = floor.table(number)?;
        let players = table.player_count();
        let halted = floor.is_halted(number);
        let short = is_short(players, self.listing.most);
        let (rect, response) = ui.allocate_exact_size(size, Sense::click());
        let title = riffle_text::fill!(w, "tables_table", n = number.0);
        let players_text = riffle_text::fill!(w, "players" / u64::from(players), n = players);
        let mut card_label = format!("{title}: {players_text}");
        if halted {
            card_label = format!("{card_label}, {}", w.text("halted_label"));
        }
        response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &card_label));
        if response.clicked() {
            self.selected = Some(number);
            self.assign = None;
        }
        if !ui.is_rect_visible(rect) {
            return None;
        }
        let visuals = ui.visuals();
        let selected = self.selected == Some(number);
        let fill = if response.hovered() {
            theme::TABLE_CARD_HOVER
        } else {
            theme::TABLE_CARD_FILL
        };
        let stroke = if halted {
            Stroke::new(2.5, theme::HALTED_FILL)
        } else if selected {
            Stroke::new(2.5, visuals.selection.stroke.color)
        } else {
            Stroke::new(1.0, theme::TABLE_CARD_EDGE)
        };
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, theme::space::CORNER, fill);
        painter.rect_stroke(rect, theme::space::CORNER, stroke, StrokeKind::Inside);

        let text = visuals.strong_text_color();
        let weak = visuals.weak_text_color();
        let inner = rect.shrink2(theme::space::TABLE_CARD_PADDING);
        let header_y = inner.top() + theme::space::TABLE_CARD_HEADER / 2.0;
        painter.text(
            pos2(inner.left(), header_y),
            Align2::LEFT_CENTER,
            &title,
            FontId::proportional(theme::size::TITLE),
            text,
        );
        let count_color = if short { visuals.warn_fg_color } else { text };
        let count_rect = painter.text(
            pos2(inner.right(), header_y),
            Align2::RIGHT_CENTER,
            &players_text,
            FontId::proportional(theme::size::MONO),
            count_color,
        );
        if halted {
            badge(
                &painter,
                pos2(count_rect.left() - theme::space::ITEM_GAP, header_y),
                Align2::RIGHT_CENTER,
                w.text("halted_badge"),
                theme::HALTED_FILL,
                theme::ON_DARK,
            );
        }

        let next = floor.next_hand(number);
        // What the floor knows of the button: the badges are drawn only when it is sure.
        let status = cx.tournament.table_button(number, cx.now).status;
        let mut y = inner.top() + theme::space::TABLE_CARD_HEADER;
        for (seat, state) in table.seats() {
            let row = Rect::from_min_size(
                pos2(inner.left(), y),
                vec2(inner.width(), theme::space::SEAT_LINE),
            );
            let line = SeatLine::new(
                cx.tournament,
                seat,
                state,
                next.as_ref().ok(),
                status.is_known(),
            );
            line.paint(&painter, row, ui.visuals(), cx.t);
            let label = line.describe(w, cx.t);
            // The seat in full words on hover, a name shortened on the card included.
            ui.interact(row, response.id.with(seat), Sense::hover())
                .on_hover_text(&label)
                .widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
            y += theme::space::SEAT_LINE;
        }

        let footer = Rect::from_min_max(
            pos2(
                inner.left(),
                rect.bottom() - theme::space::TABLE_CARD_FOOTER,
            ),
            inner.max,
        );
        if let Err(error) = &next {
            painter.text(
                pos2(footer.left(), footer.center().y),
                Align2::LEFT_CENTER,
                floor_problem(error, w, cx.t.lang),
                FontId::proportional(theme::size::CAPTION),
                weak,
            );
            return None;
        }
        // What the floor knows of the button, so a stale table shows on the map at a glance.
        let (_, known) = button_knowledge(status, w);
        // The hand-dealt button as wide as its words in the TD's language ("Main distribuée"
        // is wider than "Hand dealt"), and what the floor knows of the button in the room
        // left beside it, cut with "…" rather than running under it (whole in its tooltip).
        let label = egui::RichText::new(w.text("hand_dealt")).size(theme::size::DETAIL);
        let label_width = egui::WidgetText::from(label.clone())
            .into_galley(
                ui,
                Some(egui::TextWrapMode::Extend),
                f32::INFINITY,
                egui::TextStyle::Button,
            )
            .size()
            .x;
        let button_width = (label_width + 2.0 * ui.spacing().button_padding.x)
            .max(theme::space::TABLE_CARD_DEAL_BUTTON);
        let button_rect = Rect::from_min_size(
            pos2(
                footer.right() - button_width,
                footer.top() + theme::space::MARK_GAP,
            ),
            vec2(button_width, footer.height() - 2.0 * theme::space::MARK_GAP),
        );
        let color = if status.is_known() {
            weak
        } else {
            visuals.warn_fg_color
        };
        let mut job = egui::text::LayoutJob::simple_singleline(
            known.clone(),
            FontId::proportional(theme::size::CAPTION),
            color,
        );
        job.wrap = egui::text::TextWrapping {
            max_width: (button_rect.left() - footer.left() - theme::space::ROW_GAP).max(0.0),
            max_rows: 1,
            break_anywhere: true,
            overflow_character: Some('…'),
        };
        let galley = ui.fonts_mut(|f| f.layout_job(job));
        let known_rect = Rect::from_min_size(
            pos2(footer.left(), footer.center().y - galley.size().y / 2.0),
            galley.size(),
        );
        painter.galley(known_rect.min, galley, color);
        ui.interact(known_rect, response.id.with("button known"), Sense::hover())
            .on_hover_text(&known)
            .widget_info(|| WidgetInfo::labeled(Role::Label, true, &known));
        let dealt = ui
            .put(button_rect, Button::new(label))
            .on_hover_text(w.text("hand_dealt_help"));
        dealt.clicked().then_some(Command::DealHand {
            table: number.0,
            redeal: false,
            by: riffle_core::floor::Reporter::Td,
            confirmed: false,
        })
    }
}

/// One seat as the map and the detail show it.
pub(super) struct SeatLine {
    pub(super) seat: u8,
    pub(super) state: Seat,
    pub(super) name: Option<String>,
    pub(super) chips: Option<riffle_core::Chips>,
    pub(super) button: bool,
    pub(super) dead_button: bool,
    pub(super) small_blind: bool,
    pub(super) no_small_blind: bool,
    pub(super) big_blind: bool,
    pub(super) sits_out: bool,
    /// Away from the table serving a penalty: dealt in and folded, so the floor sees at a
    /// glance why the seat is empty.
    pub(super) away: bool,
}

impl SeatLine {
    /// `known`: whether the floor is sure of the button. The button and blinds are marked only
    /// then, so no seat shows a button another line of the same screen calls unknown; who sits
    /// out stays shown, as the floor tracks it.
    pub(super) fn new(
        tournament: &Tournament,
        seat: u8,
        state: Seat,
        tracked: Option<&HandPositions>,
        known: bool,
    ) -> SeatLine {
        let player = match state {
            Seat::Taken { player, .. } => Some(player),
            _ => None,
        };
        let entry = player.and_then(|p| tournament.entry(p));
        let sits_out = tracked.is_some_and(|h| h.sitting_out.iter().any(|s| s.seat == seat));
        let next = tracked.filter(|_| known);
        let on = |at: Option<u8>| at == Some(seat);
        let button = on(next.map(|h| h.button));
        let small_blind_seat = next.filter(|h| !h.heads_up).map(|h| h.small_blind_seat);
        let posts_small_blind = next.is_some_and(|h| h.small_blind.is_some());
        SeatLine {
            seat,
            state,
            name: player.map(|p| player_name(tournament, p)),
            chips: entry.map(|e| e.chips),
            button,
            dead_button: button && next.is_some_and(HandPositions::dead_button),
            small_blind: (on(small_blind_seat) && posts_small_blind)
                || (button && next.is_some_and(|h| h.heads_up)),
            no_small_blind: on(small_blind_seat) && !posts_small_blind,
            big_blind: on(next.map(|h| h.big_blind)),
            sits_out,
            away: player.is_some_and(|p| tournament.away(p)),
        }
    }

    /// The markers as text: `D SB` heads-up, `BB`.
    pub(super) fn marks(&self, w: &Words) -> String {
        let mut marks = Vec::new();
        if self.button {
            marks.push(w.text("button_mark"));
        }
        if self.small_blind {
            marks.push(w.text("small_blind_mark"));
        }
        if self.big_blind {
            marks.push(w.text("big_blind_mark"));
        }
        format!("{:<5}", marks.join(" "))
    }

    /// The seat in words, for screen readers and tests: "Seat 3: Ann, 12,000 chips, button".
    pub(super) fn describe(&self, w: &Words, t: &crate::i18n::Texts) -> String {
        let mut parts = vec![match (&self.name, self.state) {
            (Some(name), _) => match self.chips {
                Some(chips) => format!("{name}, {} {}", t.number(chips), w.text("tables_chips")),
                None => name.clone(),
            },
            (None, Seat::Closed) => w.text("closed").to_string(),
            (None, _) => w.text("tables_open").to_string(),
        }];
        if self.dead_button {
            parts.push(w.text("dead_button").to_string());
        } else if self.button {
            parts.push(w.text("tables_button").to_string());
        }
        if self.small_blind {
            parts.push(w.text("small_blind").to_string());
        }
        if self.no_small_blind {
            parts.push(w.text("no_small_blind").to_string());
        }
        if self.big_blind {
            parts.push(w.text("tables_big_blind").to_string());
        }
        if self.sits_out {
            parts.push(w.text("sits_out").to_string());
        }
        if self.away {
            parts.push(w.text("away_on_penalty").to_string());
        }
        w.labelled(
            &riffle_text::fill!(w, "tables_seat", n = self.seat),
            &parts.join(", "),
        )
    }

    /// Seat number, markers, name (cut to fit) and chips on one line of a card.
    pub(super) fn paint(
        &self,
        painter: &egui::Painter,
        row: Rect,
        visuals: &egui::Visuals,
        t: &crate::i18n::Texts,
    ) {
        let w = words(t.lang);
        let y = row.center().y;
        let weak = visuals.weak_text_color();
        let strong = visuals.strong_text_color();
        painter.text(
            pos2(row.left() + theme::space::SEAT_NUMBER_RIGHT, y),
            Align2::RIGHT_CENTER,
            self.seat.to_string(),
            FontId::monospace(theme::size::CAPTION),
            weak,
        );
        let mut x = row.left() + theme::space::SEAT_MARKS_LEFT;
        let mut mark = |text: &str, fill: Color32, color: Color32| {
            let rect = badge(painter, pos2(x, y), Align2::LEFT_CENTER, text, fill, color);
            x = rect.right() + theme::space::MARK_GAP;
        };
        if self.button {
            let fill = if self.dead_button {
                theme::DEAD_BUTTON_FILL
            } else {
                theme::BUTTON_FILL
            };
            mark(w.text("button_mark"), fill, theme::ON_LIGHT);
        }
        if self.small_blind {
            mark(
                w.text("small_blind_mark"),
                theme::SMALL_BLIND_FILL,
                theme::ON_DARK,
            );
        }
        if self.big_blind {
            mark(
                w.text("big_blind_mark"),
                theme::BIG_BLIND_FILL,
                theme::ON_LIGHT,
            );
        }
        let name_left = row.left() + theme::space::SEAT_NAME_LEFT;
        let chips_right = row.right();
        let chips_width = match self.chips {
            Some(chips) => {
                painter
                    .text(
                        pos2(chips_right, y),
                        Align2::RIGHT_CENTER,
                        t.number(chips),
                        FontId::monospace(theme::size::DETAIL),
                        visuals.text_color(),
                    )
                    .width()
                    + theme::space::ITEM_GAP
            }
            None => 0.0,
        };
        // Away on a penalty: a badge left of the chips, so the floor sees the empty chair.
        let chips_width = if self.away {
            let rect = badge(
                painter,
                pos2(chips_right - chips_width, y),
                Align2::RIGHT_CENTER,
                w.text("away_mark"),
                theme::WARNING,
                theme::ON_WARNING,
            );
            chips_right - rect.left() + theme::space::ROW_GAP
        } else {
            chips_width
        };
        let (text, color, italic) = match (&self.name, self.state) {
            (Some(name), _) if self.sits_out => (
                format!("{name} ({})", w.text("sits_out")),
                visuals.warn_fg_color,
                false,
            ),
            (Some(name), _) => (name.clone(), strong, false),
            (None, Seat::Closed) => (w.text("closed").to_string(), theme::SEAT_CLOSED, true),
            (None, _) if self.dead_button => (w.text("dead_button").to_string(), weak, true),
            (None, _) if self.no_small_blind => (w.text("no_small_blind").to_string(), weak, true),
            (None, _) => (w.text("tables_open").to_string(), weak, true),
        };
        let font_id = FontId::proportional(theme::size::MONO);
        let whole_width = painter
            .layout_no_wrap(text.clone(), font_id.clone(), color)
            .size()
            .x;
        // Names line up in their column; a name longer than the column starts right after
        // this seat's markers instead, and is shortened only if the card is narrower still.
        let name_left = if whole_width > chips_right - chips_width - name_left {
            name_left.min(x + theme::space::LINE_GAP)
        } else {
            name_left
        };
        let max_width = (chips_right - chips_width - name_left).max(theme::space::SEAT_NAME_LEAST);
        let mut job = egui::text::LayoutJob::single_section(
            text,
            egui::TextFormat {
                font_id,
                color,
                italics: italic,
                ..Default::default()
            },
        );
        job.wrap = egui::text::TextWrapping::truncate_at_width(max_width);
        let galley = painter.layout_job(job);
        let top = y - galley.size().y / 2.0;
        painter.galley(pos2(name_left, top), galley, color);
    }
}

/// A small filled label: the button, a blind, a halted table.
pub(super) fn badge(
    painter: &egui::Painter,
    at: egui::Pos2,
    anchor: Align2,
    text: &str,
    fill: Color32,
    color: Color32,
) -> Rect {
    let galley = painter.layout_no_wrap(
        text.to_string(),
        FontId::proportional(theme::size::SMALL),
        color,
    );
    let size = galley.size() + theme::space::BADGE_PADDING;
    let rect = anchor.anchor_size(at, size.max(vec2(size.y + theme::space::LINE_GAP, size.y)));
    painter.rect_filled(rect, rect.height() / 2.0, fill);
    painter.galley(rect.center() - galley.size() / 2.0, galley, color);
    rect
}
