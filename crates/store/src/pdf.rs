//! Printed pages as PDF: the move slips, the payout sheet and the receipts, the table cards.
//!
//! The PDF is written with `pdf-writer`, a small pure-Rust writer with no dependencies kept by
//! the Typst project, using the standard Helvetica font every PDF reader has: nothing to embed,
//! and a file is a few kilobytes. That font's encoding covers Western European letters (é, è,
//! ç, ß) and the euro sign; any other character prints as `?`.

use super::StoreError;
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str};
use std::path::Path;

/// A4 landscape, in points.
pub const A4_LANDSCAPE: (f32, f32) = (842.0, 595.0);
/// A4 portrait, in points.
pub const A4_PORTRAIT: (f32, f32) = (595.0, 842.0);

/// One line of text placed on a page, from its left end and baseline (points from the
/// bottom-left corner).
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    pub x: f32,
    pub y: f32,
    pub size: f32,
    pub bold: bool,
    pub text: String,
}

/// One page: its size, its text, the lines drawn on it (a signature line), each from
/// `(x1, y)` to `(x2, y)`, and the black squares filled on it (a QR code's modules), each
/// `(x, y, side)` from its bottom-left corner.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Page {
    pub size: (f32, f32),
    pub texts: Vec<Text>,
    pub rules: Vec<(f32, f32, f32)>,
    pub squares: Vec<(f32, f32, f32)>,
}

/// The PDF of `pages`, in order.
pub fn document(pages: &[Page]) -> Vec<u8> {
    let mut pdf = Pdf::new();
    let catalog = Ref::new(1);
    let tree = Ref::new(2);
    let font = Ref::new(3);
    let bold = Ref::new(4);
    let ids: Vec<(Ref, Ref)> = (0..pages.len() as i32)
        .map(|i| (Ref::new(5 + 2 * i), Ref::new(6 + 2 * i)))
        .collect();
    pdf.catalog(catalog).pages(tree);
    pdf.pages(tree)
        .kids(ids.iter().map(|&(page, _)| page))
        .count(pages.len() as i32);
    pdf.type1_font(font)
        .base_font(Name(b"Helvetica"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    pdf.type1_font(bold)
        .base_font(Name(b"Helvetica-Bold"))
        .encoding_predefined(Name(b"WinAnsiEncoding"));
    for (content, &(page_id, content_id)) in pages.iter().zip(&ids) {
        let mut page = pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, content.size.0, content.size.1));
        page.parent(tree);
        page.contents(content_id);
        let mut resources = page.resources();
        let mut fonts = resources.fonts();
        fonts.pair(Name(b"F1"), font);
        fonts.pair(Name(b"F2"), bold);
        fonts.finish();
        resources.finish();
        page.finish();
        pdf.stream(content_id, &draw(content));
    }
    pdf.finish()
}

/// Writes `bytes` to `path`, whole or not at all.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    let failed = |source| StoreError::Write {
        path: path.to_path_buf(),
        source,
    };
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty());
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or_else(|| failed(std::io::ErrorKind::InvalidInput.into()))?;
    super::replace_file(dir.unwrap_or(Path::new(".")), name, bytes).map_err(failed)
}

fn draw(page: &Page) -> Vec<u8> {
    let mut content = Content::new();
    content.set_fill_rgb(0.0, 0.0, 0.0);
    for text in &page.texts {
        content.begin_text();
        let font: &[u8] = if text.bold { b"F2" } else { b"F1" };
        content.set_font(Name(font), text.size);
        content.next_line(text.x, text.y);
        content.show(Str(&win_ansi(&text.text)));
        content.end_text();
    }
    if !page.rules.is_empty() {
        content.set_line_width(0.8);
        for &(x1, x2, y) in &page.rules {
            content.move_to(x1, y);
            content.line_to(x2, y);
        }
        content.stroke();
    }
    if !page.squares.is_empty() {
        for &(x, y, side) in &page.squares {
            content.rect(x, y, side, side);
        }
        content.fill_nonzero();
    }
    content.finish().to_vec()
}

/// Text in the standard fonts' Windows-1252 encoding: Latin-1 letters keep their byte, the
/// euro sign, dashes and quotes take theirs, a narrow no-break space (French digit groups)
/// prints as a no-break space, and the rest prints as `?`.
pub fn win_ansi(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            '€' => 0x80,
            '…' => 0x85,
            '‘' => 0x91,
            '’' => 0x92,
            '“' => 0x93,
            '”' => 0x94,
            '–' => 0x96,
            '—' => 0x97,
            '\u{202f}' => 0xa0,
            _ => match u32::from(c) {
                code @ (0x20..=0x7e | 0xa0..=0xff) => code as u8,
                _ => b'?',
            },
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_euro_and_french_digit_groups_print_in_the_standard_font() {
        assert_eq!(
            win_ansi("1\u{202f}250\u{a0}€"),
            b"1\xa0250\xa0\x80".to_vec()
        );
        assert_eq!(
            win_ansi("Zoé Ångström 王"),
            b"Zo\xe9 \xc5ngstr\xf6m ?".to_vec()
        );
    }
}
