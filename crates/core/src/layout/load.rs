//! From text to a checked layout: RON parsed with positions, then every rule of the format. A
//! layout with any error is refused whole, so the screen keeps the layout it had.

use super::{Figure, Grid, Layout, MAX_CELLS, Shape, least_text};
use crate::structure::Location;
use crate::structure::load::{closest_first, end_of_content, first_visible, lower_first};
use crate::structure::source_map::{Seg, SourceMap};
use riffle_text::{Lang, Say, fill};

/// Why an image a layout names cannot be shown; the store looks, the core only asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageFault {
    /// No such file beside the layout.
    Missing,
    /// The file is there but is no PNG picture that can be read.
    Unreadable,
}

/// Everything a layout can have wrong; each sentence says what is allowed.
#[derive(Clone, Debug, PartialEq, strum::IntoStaticStr)]
#[strum(serialize_all = "kebab-case")]
pub enum LayoutProblem {
    Syntax {
        message: String,
    },
    /// The file stops inside a `(`, `[` or string.
    EndsEarly,
    UnknownField {
        found: String,
        known: Vec<String>,
    },
    UnknownName {
        found: String,
        known: Vec<String>,
    },
    MissingField {
        field: String,
    },
    WrongValue {
        expected: String,
        found: String,
    },
    EmptyName,
    BadGrid {
        columns: u16,
        rows: u16,
    },
    NoPages,
    EmptyPage {
        page: usize,
    },
    NoSeconds {
        page: usize,
    },
    OutsideGrid {
        page: usize,
        region: usize,
        columns: u16,
        rows: u16,
    },
    Overlap {
        page: usize,
        region: usize,
        other: usize,
    },
    ImageMissing {
        file: String,
    },
    ImageUnreadable {
        file: String,
    },
    ImageNotBeside {
        file: String,
    },
    EmptyText,
    TooSmall {
        page: usize,
        region: usize,
        size: f32,
        least: f32,
    },
}

impl LayoutProblem {
    /// A short stable name, for `riffle check --json`.
    pub fn code(&self) -> &'static str {
        self.into()
    }
}

fn names(known: &[String]) -> String {
    known
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn did_you_mean(known: &[String], lang: Lang) -> String {
    match known.first() {
        Some(first) => fill!(words(lang), "DidYouMean", first, names = names(known)),
        None => words(lang).text("NothingAllowed").to_string(),
    }
}

/// A size in percent of the screen's height, to one decimal.
fn percent(size: f32, lang: Lang) -> String {
    let text = format!("{:.1}%", (size * 10.0).floor() / 10.0);
    riffle_text::percent(&text, lang)
}

impl Say for LayoutProblem {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        match self {
            LayoutProblem::Syntax { message } => fill!(w, "Syntax", message),
            LayoutProblem::EndsEarly => w.text("EndsEarly").to_string(),
            LayoutProblem::UnknownField { found, known } => {
                fill!(w, "UnknownField", found, known = did_you_mean(known, lang))
            }
            LayoutProblem::UnknownName { found, known } => {
                fill!(w, "UnknownName", found, known = did_you_mean(known, lang))
            }
            LayoutProblem::MissingField { field } => fill!(w, "MissingField", field),
            LayoutProblem::WrongValue { expected, found } => {
                fill!(w, "WrongValue", expected, found)
            }
            LayoutProblem::EmptyName => w.text("EmptyName").to_string(),
            LayoutProblem::BadGrid { columns, rows } => {
                fill!(w, "BadGrid", columns, rows, most = MAX_CELLS)
            }
            LayoutProblem::NoPages => w.text("NoPages").to_string(),
            LayoutProblem::EmptyPage { page } => fill!(w, "EmptyPage", page = page + 1),
            LayoutProblem::NoSeconds { page } => fill!(w, "NoSeconds", page = page + 1),
            LayoutProblem::OutsideGrid {
                page,
                region,
                columns,
                rows,
            } => fill!(
                w,
                "OutsideGrid",
                page = page + 1,
                region = region + 1,
                columns,
                rows
            ),
            LayoutProblem::Overlap {
                page,
                region,
                other,
            } => fill!(
                w,
                "Overlap",
                page = page + 1,
                region = region + 1,
                other = other + 1
            ),
            LayoutProblem::ImageMissing { file } => fill!(w, "ImageMissing", file),
            LayoutProblem::ImageUnreadable { file } => fill!(w, "ImageUnreadable", file),
            LayoutProblem::ImageNotBeside { file } => fill!(w, "ImageNotBeside", file),
            LayoutProblem::EmptyText => w.text("EmptyText").to_string(),
            LayoutProblem::TooSmall {
                page,
                region,
                size,
                least,
            } => fill!(
                w,
                "TooSmall",
                page = page + 1,
                region = region + 1,
                size = percent(*size, lang),
                least = percent(least.ceil(), lang)
            ),
        }
    }
}

riffle_text::worded!(LayoutProblem);

/// One error of a layout file, at its line and column when it has one.
#[derive(Clone, Debug, PartialEq)]
pub struct LayoutDiagnostic {
    pub file: String,
    pub location: Option<Location>,
    pub problem: LayoutProblem,
}

impl Say for LayoutDiagnostic {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        let place = match self.location {
            Some(Location { line, column }) => {
                fill!(w, "At", file = self.file, line, column)
            }
            None => self.file.clone(),
        };
        fill!(w, "Error", place, problem = self.problem.say(lang))
    }
}

riffle_text::worded!(LayoutDiagnostic);

/// A layout refused, with every error found (at least one).
#[derive(Clone, Debug, PartialEq)]
pub struct LayoutRejected {
    pub file: String,
    pub errors: Vec<LayoutDiagnostic>,
}

impl Say for LayoutRejected {
    fn say(&self, lang: Lang) -> String {
        let w = words(lang);
        let first = match self.errors.as_slice() {
            [] => w.text("NotALayout").to_string(),
            [only] => only.say(lang),
            [first, rest @ ..] => fill!(w, "AndMore", first = first.say(lang), more = rest.len()),
        };
        fill!(w, "Refused", file = self.file, first)
    }
}

riffle_text::worded!(LayoutRejected);

/// Parses and checks a layout. `file` names it in every message; `image` says whether a file
/// beside the layout can be shown (the store looks at the folder; the core stays pure).
pub fn load(
    text: &str,
    file: &str,
    image: &dyn Fn(&str) -> Result<(), ImageFault>,
) -> Result<Layout, LayoutRejected> {
    let map = SourceMap::scan(text);
    let refused = |errors| LayoutRejected {
        file: file.to_string(),
        errors,
    };
    let layout: Layout = match crate::structure::load::ron_options().from_str(text) {
        Ok(layout) => layout,
        Err(error) => return Err(refused(vec![parse_error(&error, text, file)])),
    };
    let mut errors = Vec::new();
    let mut add = |path: &[Seg], problem| {
        errors.push(LayoutDiagnostic {
            file: file.to_string(),
            location: map.locate(path),
            problem,
        });
    };
    check(&layout, image, &mut add);
    errors.sort_by_key(|d| (d.location.is_none(), d.location));
    if errors.is_empty() {
        Ok(layout)
    } else {
        Err(refused(errors))
    }
}

fn page_path(page: usize) -> Vec<Seg> {
    vec![Seg::field("pages"), Seg::Index(page)]
}

fn region_path(page: usize, region: usize, field: &str) -> Vec<Seg> {
    vec![
        Seg::field("pages"),
        Seg::Index(page),
        Seg::field("regions"),
        Seg::Index(region),
        Seg::field(field),
    ]
}

fn check(
    layout: &Layout,
    image: &dyn Fn(&str) -> Result<(), ImageFault>,
    add: &mut dyn FnMut(&[Seg], LayoutProblem),
) {
    if layout.name.trim().is_empty() {
        add(&[Seg::field("name")], LayoutProblem::EmptyName);
    }
    let Grid { columns, rows } = layout.grid;
    let grid_ok = (1..=MAX_CELLS).contains(&columns) && (1..=MAX_CELLS).contains(&rows);
    if !grid_ok {
        add(
            &[Seg::field("grid")],
            LayoutProblem::BadGrid { columns, rows },
        );
    }
    if layout.pages.is_empty() {
        add(&[Seg::field("pages")], LayoutProblem::NoPages);
    }
    let several = layout.pages.len() > 1;
    for (p, page) in layout.pages.iter().enumerate() {
        if page.regions.is_empty() {
            add(&page_path(p), LayoutProblem::EmptyPage { page: p });
        }
        if several && page.seconds.unwrap_or(0) == 0 {
            let mut path = page_path(p);
            path.push(Seg::field("seconds"));
            add(&path, LayoutProblem::NoSeconds { page: p });
        }
        for (r, region) in page.regions.iter().enumerate() {
            let (column, row) = region.at;
            let (wide, high) = region.span;
            let inside = column >= 1
                && row >= 1
                && wide >= 1
                && high >= 1
                && u32::from(column) + u32::from(wide) - 1 <= u32::from(columns)
                && u32::from(row) + u32::from(high) - 1 <= u32::from(rows);
            if grid_ok && !inside {
                let field = if column >= 1 && row >= 1 {
                    "span"
                } else {
                    "at"
                };
                add(
                    &region_path(p, r, field),
                    LayoutProblem::OutsideGrid {
                        page: p,
                        region: r,
                        columns,
                        rows,
                    },
                );
                continue;
            }
            if let Some(other) = (page.regions[..r].iter()).position(|o| overlaps(o, region)) {
                add(
                    &region_path(p, r, "at"),
                    LayoutProblem::Overlap {
                        page: p,
                        region: r,
                        other,
                    },
                );
            }
            match &region.figure {
                Figure::Image(name) => {
                    let plain = !name.is_empty()
                        && !name.contains(['/', '\\', ':'])
                        && !name.starts_with('.');
                    let fault = if plain { image(name).err() } else { None };
                    let problem = match fault {
                        _ if !plain => Some(LayoutProblem::ImageNotBeside { file: name.clone() }),
                        Some(ImageFault::Missing) => {
                            Some(LayoutProblem::ImageMissing { file: name.clone() })
                        }
                        Some(ImageFault::Unreadable) => {
                            Some(LayoutProblem::ImageUnreadable { file: name.clone() })
                        }
                        None => None,
                    };
                    if let Some(problem) = problem {
                        add(&region_path(p, r, "figure"), problem);
                    }
                }
                Figure::Text(words) if words.trim().is_empty() => {
                    add(&region_path(p, r, "figure"), LayoutProblem::EmptyText);
                }
                _ => {}
            }
            if grid_ok && region.figure.shape() != Shape::Picture {
                let least = least_text();
                let smallest = region.text(layout.grid).least();
                // A size that is no number (NaN) is never legible.
                let legible = |size: f32| size >= least;
                if !legible(smallest) {
                    let field = if region.size.is_some_and(|s| !legible(s)) {
                        "size"
                    } else {
                        "span"
                    };
                    add(
                        &region_path(p, r, field),
                        LayoutProblem::TooSmall {
                            page: p,
                            region: r,
                            size: if smallest.is_finite() {
                                smallest.max(0.0)
                            } else {
                                0.0
                            },
                            least,
                        },
                    );
                }
            }
        }
    }
}

/// Whether two regions share a cell.
fn overlaps(a: &super::Region, b: &super::Region) -> bool {
    let apart = |a0: u16, a_len: u16, b0: u16, b_len: u16| {
        u32::from(a0) + u32::from(a_len) <= u32::from(b0)
            || u32::from(b0) + u32::from(b_len) <= u32::from(a0)
    };
    !(apart(a.at.0, a.span.0, b.at.0, b.span.0) || apart(a.at.1, a.span.1, b.at.1, b.span.1))
}

fn parse_error(error: &ron::error::SpannedError, text: &str, file: &str) -> LayoutDiagnostic {
    use ron::Error as E;
    let start = Location {
        line: error.span.start.line,
        column: error.span.start.col,
    };
    let end = Location {
        line: error.span.end.line,
        column: error.span.end.col,
    };
    let location = first_visible(text, start, end);
    let problem = match &error.code {
        E::NoSuchStructField {
            expected, found, ..
        } => LayoutProblem::UnknownField {
            found: found.clone(),
            known: closest_first(found, expected),
        },
        E::NoSuchEnumVariant {
            expected,
            found,
            outer,
        } => {
            // A figure's name is checked against every figure, `Image` and `Text` included.
            let known: &[&str] = if outer.as_deref() == Some("Figure") {
                &Figure::NAMES
            } else {
                expected
            };
            LayoutProblem::UnknownName {
                found: found.clone(),
                known: closest_first(found, known),
            }
        }
        E::MissingStructField { field, .. } => LayoutProblem::MissingField {
            field: (*field).to_string(),
        },
        E::InvalidValueForType { expected, found } => LayoutProblem::WrongValue {
            expected: expected.clone(),
            found: found.clone(),
        },
        E::Eof => LayoutProblem::EndsEarly,
        other => LayoutProblem::Syntax {
            message: lower_first(&other.to_string()),
        },
    };
    let problem = match problem {
        LayoutProblem::Syntax { .. } if end >= end_of_content(text) => LayoutProblem::EndsEarly,
        problem => problem,
    };
    LayoutDiagnostic {
        file: file.to_string(),
        location: Some(location),
        problem,
    }
}

riffle_text::sentence_file!(fn words = "layouts.ron");
