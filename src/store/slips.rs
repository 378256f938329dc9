//! Move slips and seat cards: one printed page per player moved, in type big enough to read at
//! arm's length across a table and from the floor (the table and seat numbers are 150 points, a
//! few centimetres high), so a floor person hands each player where to go.
//!
//! The PDF is written with `pdf-writer`, a small pure-Rust writer with no dependencies kept by
//! the Typst project, using the standard Helvetica font every PDF reader has: nothing to embed,
//! and the file is a few kilobytes. That font's encoding covers Western European letters (é, è,
//! ç, ß); any other character in a name prints as `?`.

use super::StoreError;
use crate::floor::SeatRef;
use crate::text::Lang;
use crate::tournament::MoveSlip;
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str};
use std::path::Path;

/// A4 landscape, in points.
const PAGE: (f32, f32) = (842.0, 595.0);
const MARGIN: f32 = 48.0;

/// The PDF of `slips`, one page each, in `lang`; `event` heads every page.
pub fn move_slips_pdf(event: &str, slips: &[MoveSlip], lang: Lang) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let catalog = Ref::new(1);
    let tree = Ref::new(2);
    let font = Ref::new(3);
    let bold = Ref::new(4);
    let pages: Vec<(Ref, Ref)> = (0..slips.len() as i32)
        .map(|i| (Ref::new(5 + 2 * i), Ref::new(6 + 2 * i)))
        .collect();
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids(pages.iter().map(|&(page, _)| page))
        .count(slips.len() as i32);
    pdf.type1_font(font)
        .base_font(Name(b"Helvetica"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.type1_font(bold)
        .base_font(Name(b"Helvetica-Bold"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    for (slip, &(page_id, content_id)) in slips.iter().zip(&pages) {
        let mut page = pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, PAGE.0, PAGE.1));
        page.parent(tree);
        page.contents(content_id);
        let mut resources = page.resources();
        let mut fonts = resources.fonts();
        fonts.pair(Name(b"F1"), font);
        fonts.pair(Name(b"F2"), bold);
        fonts.finish();
        resources.finish();
        page.finish();
        let content = slip_page(event, slip, lang);
        pdf.stream(content_id, &content);
    }
    pdf.finish()
}

/// Writes the slips to `path`, whole or not at all.
pub fn write_move_slips(
    path: &Path,
    event: &str,
    slips: &[MoveSlip],
    lang: Lang,
) -> Result<(), StoreError> {
    let bytes = move_slips_pdf(event, slips, lang);
    let failed = |source| StoreError::Write {
        path: path.to_path_buf(),
        source,
    };
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| failed(std::io::ErrorKind::InvalidInput.into()))?;
    super::replace_file(dir.unwrap_or(Path::new(".")), name, &bytes).map_err(failed)
}

/// One slip: the event, the player's name, then where to go in the biggest type, and where
/// from.
fn slip_page(event: &str, slip: &MoveSlip, lang: Lang) -> Vec<u8> {
    let (title, table, seat) = match (lang, slip.from) {
        (Lang::En, Some(_)) => ("MOVE", "TABLE", "SEAT"),
        (Lang::En, None) => ("SEAT CARD", "TABLE", "SEAT"),
        (Lang::Fr, Some(_)) => ("DÉPLACEMENT", "TABLE", "SIÈGE"),
        (Lang::Fr, None) => ("CARTE DE PLACE", "TABLE", "SIÈGE"),
    };
    let mut lines: Vec<(&[u8], f32, f32, String)> = vec![
        (b"F1", 22.0, PAGE.1 - MARGIN - 22.0, event.to_string()),
        (b"F2", 30.0, PAGE.1 - MARGIN - 70.0, title.to_string()),
        (b"F2", 64.0, PAGE.1 - MARGIN - 150.0, slip.name.clone()),
        (
            b"F2",
            150.0,
            PAGE.1 - MARGIN - 320.0,
            format!("{table} {}", slip.to.table.0),
        ),
        (
            b"F2",
            110.0,
            PAGE.1 - MARGIN - 440.0,
            format!("{seat} {}", slip.to.seat),
        ),
    ];
    if let Some(from) = slip.from {
        lines.push((b"F1", 26.0, MARGIN, from_line(from, lang)));
    }
    let mut content = Content::new();
    content.set_fill_rgb(0.0, 0.0, 0.0);
    for (font, size, y, text) in &lines {
        content.begin_text();
        content.set_font(Name(font), *size);
        content.next_line(MARGIN, *y);
        content.show(Str(&win_ansi(text)));
        content.end_text();
    }
    content.finish().to_vec()
}

/// "from table 4, seat 2" / « depuis la table 4, siège 2 ».
fn from_line(from: SeatRef, lang: Lang) -> String {
    match lang {
        Lang::En => format!("from table {}, seat {}", from.table.0, from.seat),
        Lang::Fr => format!("depuis la table {}, siège {}", from.table.0, from.seat),
    }
}

/// Text in the standard fonts' Windows-1252 encoding: Latin-1 letters keep their byte, the
/// rest prints as `?`.
fn win_ansi(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match u32::from(c) {
            code @ (0x20..=0x7e | 0xa0..=0xff) => code as u8,
            _ => b'?',
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(
            win_ansi("Zoé Ångström 王"),
            b"Zo\xe9 \xc5ngstr\xf6m ?".to_vec()
        );
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
