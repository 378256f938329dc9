//! Cards drawn as small white faces with the rank and a painted suit. The app's fonts have no
//! suit symbols, so the suits are drawn from circles and polygons, each in its own colour (a
//! four-colour deck: a tired TD tells a heart from a diamond by colour at a glance).

use crate::theme;
use egui::{Align2, Color32, FontId, Pos2, Rect, Response, Sense, Shape, Stroke, Ui, Vec2, pos2};
use riffle_core::cards::{Card, CardSet, Rank, Suit};

/// The ink of a suit on a white face.
pub fn suit_color(suit: Suit) -> Color32 {
    match suit {
        Suit::Spades => theme::SPADES,
        Suit::Hearts => theme::HEARTS,
        Suit::Diamonds => theme::DIAMONDS,
        Suit::Clubs => theme::CLUBS,
    }
}

/// The rank as printed on the card: `10` rather than the hand histories' `T`.
pub fn rank_text(rank: Rank) -> &'static str {
    match rank {
        Rank::Ten => "10",
        other => other.symbol(),
    }
}

/// How a card face is drawn.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Look {
    Normal,
    /// Already used in the hand: cannot be picked.
    Used,
    /// In the cards being picked.
    Selected,
}

/// Paints a suit centred on `center`, `size` points tall.
pub fn paint_suit(ui: &Ui, center: Pos2, size: f32, suit: Suit, color: Color32) {
    let painter = ui.painter();
    let (x, y, s) = (center.x, center.y, size);
    let triangle = |points: [Pos2; 3]| Shape::convex_polygon(points.to_vec(), color, Stroke::NONE);
    match suit {
        Suit::Diamonds => {
            let points = vec![
                pos2(x, y - 0.5 * s),
                pos2(x + 0.38 * s, y),
                pos2(x, y + 0.5 * s),
                pos2(x - 0.38 * s, y),
            ];
            painter.add(Shape::convex_polygon(points, color, Stroke::NONE));
        }
        Suit::Hearts => {
            let r = 0.26 * s;
            painter.circle_filled(pos2(x - 0.24 * s, y - 0.2 * s), r, color);
            painter.circle_filled(pos2(x + 0.24 * s, y - 0.2 * s), r, color);
            painter.add(triangle([
                pos2(x - 0.49 * s, y - 0.13 * s),
                pos2(x + 0.49 * s, y - 0.13 * s),
                pos2(x, y + 0.48 * s),
            ]));
        }
        Suit::Spades => {
            let r = 0.24 * s;
            painter.circle_filled(pos2(x - 0.23 * s, y + 0.08 * s), r, color);
            painter.circle_filled(pos2(x + 0.23 * s, y + 0.08 * s), r, color);
            painter.add(triangle([
                pos2(x, y - 0.5 * s),
                pos2(x + 0.46 * s, y + 0.02 * s),
                pos2(x - 0.46 * s, y + 0.02 * s),
            ]));
            painter.add(triangle([
                pos2(x, y + 0.1 * s),
                pos2(x + 0.16 * s, y + 0.5 * s),
                pos2(x - 0.16 * s, y + 0.5 * s),
            ]));
        }
        Suit::Clubs => {
            let r = 0.21 * s;
            painter.circle_filled(pos2(x, y - 0.27 * s), r, color);
            painter.circle_filled(pos2(x - 0.25 * s, y + 0.07 * s), r, color);
            painter.circle_filled(pos2(x + 0.25 * s, y + 0.07 * s), r, color);
            painter.circle_filled(pos2(x, y - 0.02 * s), 0.12 * s, color);
            painter.add(triangle([
                pos2(x, y - 0.02 * s),
                pos2(x + 0.16 * s, y + 0.5 * s),
                pos2(x - 0.16 * s, y + 0.5 * s),
            ]));
        }
    }
}

/// Paints a card in `rect`: the rank above the suit, or the back when the card is not known.
pub fn paint_card(ui: &Ui, rect: Rect, card: Option<Card>, look: Look) {
    let painter = ui.painter();
    let radius = (rect.width() * 0.12).round();
    let Some(card) = card else {
        painter.rect_filled(rect, radius, theme::CARD_BACK);
        painter.text(
            rect.center(),
            Align2::CENTER_CENTER,
            "?",
            FontId::proportional(rect.height() * 0.45),
            theme::CARD_EDGE,
        );
        return;
    };
    let (face, ink) = match look {
        Look::Used => (theme::USED_FACE, theme::USED_INK),
        _ => (theme::CARD_FACE, suit_color(card.suit())),
    };
    painter.rect_filled(rect, radius, face);
    if look == Look::Selected {
        painter.rect_stroke(
            rect.expand(1.0),
            radius,
            Stroke::new(3.0, theme::CARD_SELECTED),
            egui::StrokeKind::Outside,
        );
    }
    let h = rect.height();
    // The app's font is light: the rank is drawn twice, a hair apart, to read as bold.
    for dx in [0.0, 0.7] {
        painter.text(
            pos2(rect.center().x + dx, rect.top() + 0.29 * h),
            Align2::CENTER_CENTER,
            rank_text(card.rank()),
            FontId::proportional(0.42 * h),
            ink,
        );
    }
    paint_suit(
        ui,
        pos2(rect.center().x, rect.top() + 0.71 * h),
        0.36 * h,
        card.suit(),
        ink,
    );
}

/// A card shown, not clicked; `None` draws its back.
pub fn show(ui: &mut Ui, card: Option<Card>, size: Vec2) -> Response {
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    if ui.is_rect_visible(rect) {
        paint_card(ui, rect, card, Look::Normal);
    }
    response
}

/// The picker: 52 cards in four rows, one per suit, aces first. Used cards are drawn dark and
/// do not respond; the cards being picked are outlined. Returns the card clicked.
pub fn picker(ui: &mut Ui, used: CardSet, selected: &[Card], size: Vec2) -> Option<Card> {
    let mut clicked = None;
    let gap = (size.x * 0.1).round();
    for suit in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs] {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = gap;
            for rank in Rank::ALL.iter().rev() {
                let card = Card::new(*rank, suit);
                let usable = !used.contains(card);
                let sense = if usable {
                    Sense::click()
                } else {
                    Sense::hover()
                };
                let (rect, response) = ui.allocate_exact_size(size, sense);
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, usable, card.to_string())
                });
                let look = if !usable {
                    Look::Used
                } else if selected.contains(&card) {
                    Look::Selected
                } else {
                    Look::Normal
                };
                if ui.is_rect_visible(rect) {
                    paint_card(ui, rect, Some(card), look);
                    if usable && response.hovered() {
                        ui.painter().rect_stroke(
                            rect,
                            (size.x * 0.12).round(),
                            Stroke::new(2.0, ui.visuals().widgets.hovered.fg_stroke.color),
                            egui::StrokeKind::Outside,
                        );
                    }
                }
                if usable && response.clicked() {
                    clicked = Some(card);
                }
            }
        });
    }
    clicked
}

/// A seat's hole cards (`count` of them: two in hold'em, four in Omaha) as a button: their
/// faces when known, their backs otherwise.
/// `label` names it for screen readers and tests; `active` outlines it while its cards are
/// being picked.
pub fn hole_button(
    ui: &mut Ui,
    hole: Option<&[Card]>,
    count: usize,
    card: Vec2,
    label: &str,
    enabled: bool,
    active: bool,
) -> Response {
    let gap = theme::space::HOLE_CARD_GAP;
    let size = Vec2::new(card.x * count as f32 + gap * (count as f32 - 1.0), card.y);
    let sense = if enabled {
        Sense::click()
    } else {
        Sense::hover()
    };
    let (rect, response) = ui.allocate_exact_size(size, sense);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, enabled, label));
    if ui.is_rect_visible(rect) {
        for k in 0..count {
            let min = rect.min + Vec2::new(k as f32 * (card.x + gap), 0.0);
            let cell = Rect::from_min_size(min, card);
            paint_card(ui, cell, hole.and_then(|h| h.get(k).copied()), Look::Normal);
        }
        let outline = if active {
            Some(Stroke::new(3.0, theme::CARD_SELECTED))
        } else if enabled && response.hovered() {
            Some(Stroke::new(
                2.0,
                ui.visuals().widgets.hovered.fg_stroke.color,
            ))
        } else {
            None
        };
        if let Some(stroke) = outline {
            ui.painter().rect_stroke(
                rect.expand(1.0),
                theme::space::CORNER_SMALL,
                stroke,
                egui::StrokeKind::Outside,
            );
        }
    }
    response
}
