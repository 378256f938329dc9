//! Move slips and seat cards: one printed page per player moved, in type big enough to read at
//! arm's length across a table and from the floor (the table and seat numbers are 150 points, a
//! few centimetres high), so a floor person hands each player where to go. Written as PDF by
//! [`super::pdf`].

use super::StoreError;
use super::pdf::{A4_LANDSCAPE as PAGE, Page, Text, document};
use riffle_core::floor::SeatRef;
use riffle_text::Lang;
use riffle_text::fill;
use riffle_tournament::MoveSlip;
use std::path::Path;

const MARGIN: f32 = 48.0;

/// The PDF of `slips`, one page each, in `lang`; `event` heads every page.
pub fn move_slips_pdf(event: &str, slips: &[MoveSlip], lang: Lang) -> Vec<u8> {
    let pages: Vec<Page> = slips
        .iter()
        .map(|slip| slip_page(event, slip, lang))
        .collect();
    document(&pages)
}

/// Writes the slips to `path`, whole or not at all.
pub fn write_move_slips(
    path: &Path,
    event: &str,
    slips: &[MoveSlip],
    lang: Lang,
) -> Result<(), StoreError> {
    super::pdf::write(path, &move_slips_pdf(event, slips, lang))
}

/// One slip: the event, the player's name, then where to go in the biggest type, and where
/// from.
fn slip_page(event: &str, slip: &MoveSlip, lang: Lang) -> Page {
    let w = words(lang);
    let title = match slip.from {
        Some(_) => w.text("MoveTitle"),
        None => w.text("SeatCardTitle"),
    };
    let (table, seat) = (w.text("TableLabel"), w.text("SeatLabel"));
    let line = |bold: bool, size: f32, y: f32, text: String| Text {
        x: MARGIN,
        y,
        size,
        bold,
        text,
    };
    let mut texts = vec![
        line(false, 22.0, PAGE.1 - MARGIN - 22.0, event.to_string()),
        line(true, 30.0, PAGE.1 - MARGIN - 70.0, title.to_string()),
        line(true, 64.0, PAGE.1 - MARGIN - 150.0, slip.name.clone()),
        line(
            true,
            150.0,
            PAGE.1 - MARGIN - 320.0,
            format!("{table} {}", slip.to.table.0),
        ),
        line(
            true,
            110.0,
            PAGE.1 - MARGIN - 440.0,
            format!("{seat} {}", slip.to.seat),
        ),
    ];
    if let Some(from) = slip.from {
        texts.push(line(false, 26.0, MARGIN, from_line(from, lang)));
    }
    Page {
        size: PAGE,
        texts,
        ..Page::default()
    }
}

/// The seating list the desk pins up: every player by name with table and seat, then every
/// table with its seats, on A4 portrait pages, in `lang`; `seated` in any order.
pub fn seating_list_pdf(event: &str, seated: &[(String, SeatRef)], lang: Lang) -> Vec<u8> {
    use super::pdf::A4_PORTRAIT;
    let w = words(lang);
    let mut by_name: Vec<&(String, SeatRef)> = seated.iter().collect();
    by_name.sort_by(|a, b| {
        riffle_text::fold(&a.0)
            .cmp(&riffle_text::fold(&b.0))
            .then(a.1.cmp(&b.1))
    });
    let mut by_table: Vec<&(String, SeatRef)> = seated.iter().collect();
    by_table.sort_by_key(|(_, seat)| *seat);
    let mut pages = Vec::new();
    let mut page = |title: &str, lines: Vec<(bool, String)>| {
        const ROW: f32 = 17.0;
        let top = A4_PORTRAIT.1 - MARGIN;
        let mut current: Option<Page> = None;
        let mut y = 0.0;
        for (bold, text) in lines {
            if current.is_none() || y < MARGIN {
                if let Some(done) = current.take() {
                    pages.push(done);
                }
                let mut fresh = Page {
                    size: A4_PORTRAIT,
                    texts: Vec::new(),
                    ..Page::default()
                };
                for (size, bold, text, at) in [
                    (12.0, false, event.to_string(), top - 12.0),
                    (22.0, true, title.to_string(), top - 40.0),
                ] {
                    fresh.texts.push(Text {
                        x: MARGIN,
                        y: at,
                        size,
                        bold,
                        text,
                    });
                }
                y = top - 70.0;
                current = Some(fresh);
            }
            if let Some(open) = current.as_mut() {
                open.texts.push(Text {
                    x: MARGIN,
                    y,
                    size: 12.5,
                    bold,
                    text,
                });
            }
            y -= ROW;
        }
        pages.extend(current);
    };
    page(
        w.text("SeatingByName"),
        by_name
            .iter()
            .map(|(name, seat)| {
                let at = fill!(w, "TableSeat", table = seat.table.0, seat = seat.seat);
                (false, format!("{name} · {at}"))
            })
            .collect(),
    );
    let mut lines = Vec::new();
    let mut table = None;
    for (name, seat) in by_table {
        if table != Some(seat.table) {
            table = Some(seat.table);
            lines.push((true, fill!(w, "TableHeading", table = seat.table.0)));
        }
        lines.push((false, format!("    {} · {name}", seat.seat)));
    }
    page(w.text("SeatingByTable"), lines);
    document(&pages)
}

/// "from table 4, seat 2" / « depuis la table 4, siège 2 ».
fn from_line(from: SeatRef, lang: Lang) -> String {
    fill!(
        words(lang),
        "FromSeat",
        table = from.table.0,
        seat = from.seat
    )
}

riffle_text::sentence_file!(fn words = "slips.ron");

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdf::win_ansi;

    fn slip(from: Option<SeatRef>) -> MoveSlip {
        MoveSlip {
            name: "Zoé Ångström 王".into(),
            from,
            to: SeatRef::new(9, 3),
        }
    }

    #[test]
    fn one_page_per_player_moved_with_the_destination_in_big_type() {
        let pdf = move_slips_pdf(
            "Saturday",
            &[slip(Some(SeatRef::new(4, 2))), slip(None)],
            Lang::En,
        );
        let text = String::from_utf8_lossy(&pdf);
        assert!(pdf.starts_with(b"%PDF-"));
        assert_eq!(
            text.matches("/Type /Page\n").count() + text.matches("/Type /Page ").count(),
            2,
            "{text}"
        );
        assert!(text.contains("(TABLE 9) Tj"));
        assert!(text.contains("(SEAT 3) Tj"));
        assert!(text.contains("(from table 4, seat 2) Tj"));
        assert!(text.contains("(SEAT CARD) Tj"));
    }

    #[test]
    fn names_keep_western_letters_and_mark_the_others() {
        let pdf = move_slips_pdf("Samedi", &[slip(None)], Lang::Fr);
        // Non-ASCII text goes in as a hex string of the encoded bytes.
        let hex: String = win_ansi("SIÈGE 3")
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        let text = String::from_utf8_lossy(&pdf).to_lowercase();
        assert!(text.contains(&format!("<{hex}> tj")), "{text}");
    }
}
