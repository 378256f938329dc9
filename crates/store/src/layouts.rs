//! Players' screen layouts on disk: a layout file with the PNG images beside it, checked by the
//! core, and a tournament's own layouts kept in its folder (`layouts/`), so the window, the
//! venue server and a copy of the folder all find a layout by its name.

use crate::StoreError;
use riffle_core::layout::{self, ImageFault, Layout, LayoutRejected};
use riffle_text::{Lang, Say, fill};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The largest image a layout may show, in bytes and in pixels each way: a logo, not a film.
pub const MAX_IMAGE_BYTES: u64 = 8 * 1024 * 1024;
pub const MAX_IMAGE_SIDE: u32 = 4096;

/// A picture a layout shows: the PNG as the file holds it (the TV page gets it as it is) and its
/// pixels, 8-bit RGBA, for the window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    pub png: Vec<u8>,
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
}

/// A checked layout with its pictures, by the file names it gives them.
#[derive(Clone, Debug, PartialEq)]
pub struct LayoutFile {
    /// The file's name without `.ron`: what the journal records and `/?layout=` names.
    pub name: String,
    pub layout: Layout,
    pub pictures: BTreeMap<String, Picture>,
}

/// Why a layout cannot be shown.
#[derive(Debug)]
pub enum LayoutError {
    Unreadable(StoreError),
    Rejected(LayoutRejected),
    /// No shipped layout and no layout of the tournament has this name.
    Unknown {
        name: String,
        known: Vec<String>,
    },
}

impl Say for LayoutError {
    fn say(&self, lang: Lang) -> String {
        match self {
            LayoutError::Unreadable(error) => error.say(lang),
            LayoutError::Rejected(rejected) => rejected.say(lang),
            LayoutError::Unknown { name, known } => {
                fill!(words(lang), "UnknownLayout", name, known = known.join(", "))
            }
        }
    }
}

riffle_text::worded!(LayoutError);

riffle_text::sentence_file!(fn words = "layout_library.ron");

/// The folder of a tournament's own layouts.
pub fn folder(tournament: &Path) -> PathBuf {
    tournament.join("layouts")
}

/// Decodes a PNG to 8-bit RGBA; `None` when it is not a PNG this program can read or is
/// larger than [`MAX_IMAGE_SIDE`].
pub fn decode_png(bytes: &[u8]) -> Option<Picture> {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder.read_info().ok()?;
    let (width, height) = (reader.info().width, reader.info().height);
    if width == 0 || height == 0 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE {
        return None;
    }
    let mut buffer = vec![0; reader.output_buffer_size()?];
    let info = reader.next_frame(&mut buffer).ok()?;
    let pixels = &buffer[..info.buffer_size()];
    let rgba: Vec<u8> = match info.color_type {
        png::ColorType::Rgba => pixels.to_vec(),
        png::ColorType::Rgb => (pixels.chunks_exact(3))
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect(),
        png::ColorType::GrayscaleAlpha => (pixels.chunks_exact(2))
            .flat_map(|p| [p[0], p[0], p[0], p[1]])
            .collect(),
        png::ColorType::Grayscale => pixels.iter().flat_map(|&g| [g, g, g, 255]).collect(),
        png::ColorType::Indexed => return None,
    };
    (rgba.len() == (width as usize) * (height as usize) * 4).then(|| Picture {
        png: bytes.to_vec(),
        width,
        height,
        rgba,
    })
}

/// Reads one picture beside a layout.
fn picture(dir: &Path, name: &str) -> Result<Picture, ImageFault> {
    let path = dir.join(name);
    let size = std::fs::metadata(&path)
        .map_err(|_| ImageFault::Missing)?
        .len();
    if size > MAX_IMAGE_BYTES {
        return Err(ImageFault::Unreadable);
    }
    let bytes = std::fs::read(&path).map_err(|_| ImageFault::Unreadable)?;
    decode_png(&bytes).ok_or(ImageFault::Unreadable)
}

/// Checks a layout's text, reading its pictures from `dir`.
pub fn check(text: &str, file: &str, dir: Option<&Path>) -> Result<LayoutFile, LayoutRejected> {
    let pictures = std::cell::RefCell::new(BTreeMap::new());
    let layout = layout::load(text, file, &|name| {
        let dir = dir.ok_or(ImageFault::Missing)?;
        let found = picture(dir, name)?;
        pictures.borrow_mut().insert(name.to_string(), found);
        Ok(())
    })?;
    let name = Path::new(file)
        .file_stem()
        .map_or_else(|| file.to_string(), |s| s.to_string_lossy().into_owned());
    Ok(LayoutFile {
        name,
        layout,
        pictures: pictures.into_inner(),
    })
}

/// Reads and checks the layout file at `path`, with the pictures beside it.
pub fn read(path: &Path) -> Result<LayoutFile, LayoutError> {
    let text = crate::read_text(path).map_err(LayoutError::Unreadable)?;
    check(&text, &path.display().to_string(), path.parent()).map_err(LayoutError::Rejected)
}

/// Every layout name a tournament can show: the shipped ones, then its own.
pub fn names(tournament: Option<&Path>) -> Vec<String> {
    let mut names: Vec<String> = (layout::SHIPPED.iter())
        .map(|(name, _)| name.to_string())
        .collect();
    if let Some(dir) = tournament.map(folder)
        && let Ok(entries) = std::fs::read_dir(dir)
    {
        let mut own: Vec<String> = entries
            .flatten()
            .map(|entry| entry.path())
            .filter(|path| path.extension().is_some_and(|e| e == "ron"))
            .filter_map(|path| Some(path.file_stem()?.to_string_lossy().into_owned()))
            .filter(|name| !names.contains(name))
            .collect();
        own.sort();
        names.extend(own);
    }
    names
}

/// The layout named `name`: the tournament's own first (an organiser's copy of a shipped one
/// wins), else a shipped one.
pub fn find(tournament: Option<&Path>, name: &str) -> Result<LayoutFile, LayoutError> {
    let plain = !name.is_empty() && !name.contains(['/', '\\', '.', ':']);
    if plain && let Some(dir) = tournament.map(folder) {
        let path = dir.join(format!("{name}.ron"));
        if path.is_file() {
            let text = crate::read_text(&path).map_err(LayoutError::Unreadable)?;
            return check(&text, &format!("{name}.ron"), Some(&dir)).map_err(LayoutError::Rejected);
        }
    }
    match layout::SHIPPED.iter().find(|(shipped, _)| *shipped == name) {
        Some((shipped, text)) => {
            check(text, &format!("{shipped}.ron"), None).map_err(LayoutError::Rejected)
        }
        None => Err(LayoutError::Unknown {
            name: name.to_string(),
            known: names(tournament),
        }),
    }
}

/// Copies a checked layout and its pictures into the tournament's folder, so it is found by
/// its name from now on, by the window and the venue server alike. Returns its name.
pub fn install(tournament: &Path, path: &Path) -> Result<String, LayoutError> {
    let file = read(path)?;
    let dir = folder(tournament);
    let write = |to: PathBuf, bytes: &[u8]| {
        std::fs::create_dir_all(&dir)
            .and_then(|()| std::fs::write(&to, bytes))
            .map_err(|source| LayoutError::Unreadable(StoreError::Write { path: to, source }))
    };
    for (name, picture) in &file.pictures {
        write(dir.join(name), &picture.png)?;
    }
    let text = crate::read_text(path).map_err(LayoutError::Unreadable)?;
    write(dir.join(format!("{}.ron", file.name)), text.as_bytes())?;
    Ok(file.name)
}
