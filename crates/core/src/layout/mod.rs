//! Layouts of the players' screen: what an organiser writes in a RON file (`layouts/*.ron`) to
//! say which figures the room sees, where and how large, and how it is checked.
//!
//! A layout is a grid of cells; each page of it places figures (the clock, the blinds, the
//! payouts, a logo...) on rectangles of cells, and the pages take turns on the screen for their
//! seconds. Sizes are shares of the screen's height, so a layout reads the same on a phone and on
//! a 4K TV; [`load`] refuses a layout whose smallest text a player at [`READING_DISTANCE_M`]
//! from a 1080p TV could not read. The types below are the file format itself (unknown fields
//! refused), documented for organisers in `docs/layouts.md`. Both the window's players' screen
//! and the venue's TV page draw a layout from [`Region::text`], so they show the same figures at
//! the same sizes.

mod load;

pub use load::{ImageFault, LayoutDiagnostic, LayoutProblem, LayoutRejected, load};

use serde::{Deserialize, Serialize};

/// How far the back row of the room sits from the screen when a layout is checked, in metres.
pub const READING_DISTANCE_M: f32 = 5.0;
/// The least a letter may subtend to be read: 1/450 of the distance, about one and a half
/// times the letters of the 20/20 line of an eye chart.
pub const LETTER_PER_DISTANCE: f32 = 1.0 / 450.0;
/// The picture height of the TV a layout is checked for: a 43-inch 16:9 set.
pub const TV_HEIGHT_M: f32 = 0.535;
/// A capital's height as a share of the font size.
pub const CAP_HEIGHT: f32 = 0.7;

/// The smallest text a layout may have, in percent of the screen's height: about 3, which is
/// 32 pixels on a 1080p screen.
pub fn least_text() -> f32 {
    READING_DISTANCE_M * LETTER_PER_DISTANCE / TV_HEIGHT_M / CAP_HEIGHT * 100.0
}

/// The most cells a grid may have each way: finer than this, no figure would be legible.
pub const MAX_CELLS: u16 = 48;

/// A players' screen layout, as an organiser writes it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Layout {
    /// What the TD picks it by in Settings.
    pub name: String,
    /// The cells the screen is cut into.
    pub grid: Grid,
    /// The screen's colour behind every figure.
    #[serde(default = "Colour::background")]
    pub background: Colour,
    /// The pages, shown in turn; a single page stays on.
    pub pages: Vec<Page>,
}

/// Columns across and rows down, all of one size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Grid {
    pub columns: u16,
    pub rows: u16,
}

/// One page of a layout.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Page {
    /// How long it stays before the next page: needed when there are several.
    #[serde(default)]
    pub seconds: Option<u32>,
    pub regions: Vec<Region>,
}

/// A rectangle of cells and the one figure it shows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Region {
    pub figure: Figure,
    /// Column and row of its top-left cell, counted from 1.
    pub at: (u16, u16),
    /// How many columns and rows it covers.
    #[serde(default = "one_cell")]
    pub span: (u16, u16),
    /// The height of its main line in percent of the screen's height; when left out, the figure
    /// fills its region.
    #[serde(default)]
    pub size: Option<f32>,
    #[serde(default)]
    pub align: Align,
    /// The colour of its main line; captions are drawn in [`Colour::Grey`].
    #[serde(default = "Colour::text")]
    pub colour: Colour,
    #[serde(default)]
    pub font: Font,
    /// A colour to fill the region with, behind the figure.
    #[serde(default)]
    pub fill: Option<Colour>,
}

fn one_cell() -> (u16, u16) {
    (1, 1)
}

/// What a region shows. Each figure is what the players' screen already knows: nothing a
/// layout names can show what the tournament did not put on the screen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, strum::IntoStaticStr)]
pub enum Figure {
    /// The event's name.
    Title,
    /// The time left in the level or break.
    Clock,
    /// "Level 5", or "Break".
    Level,
    /// The blinds and ante being played.
    Blinds,
    /// The blinds and ante of the next level.
    NextLevel,
    PlayersLeft,
    Entries,
    AverageStack,
    /// The average stack in big blinds of the level being dealt: how deep the field plays.
    AverageBigBlinds,
    PrizePool,
    /// The paid places, pages turning when they do not all fit.
    Payouts,
    /// Time to the next break.
    NextBreak,
    /// The room's clock, hours and minutes.
    TimeOfDay,
    /// The TD's announcement; empty while there is none.
    Announcement,
    /// Tables breaking, moves waiting and players just moved.
    Moves,
    /// The league's table, for an event of a league.
    LeagueTable,
    /// Every player's table and seat, by name: the board at the draw.
    Seating,
    /// What the room must know now: play stopped for the day, hand-for-hand, the clock
    /// stopped, colour-ups, the break's message, registration, the re-entries, rebuys and
    /// add-ons on sale, the biggest bounties, a satellite's seats, alternates. Each is a
    /// sentence, wrapped onto lines at the region's size.
    Notices,
    /// A PNG file beside the layout (the venue's logo, a sponsor), scaled to fit.
    Image(String),
    /// The organiser's own words.
    Text(String),
}

impl Figure {
    /// The figures' names as a layout writes them, for "did you mean".
    pub const NAMES: [&'static str; 20] = [
        "Title",
        "Clock",
        "Level",
        "Blinds",
        "NextLevel",
        "PlayersLeft",
        "Entries",
        "AverageStack",
        "AverageBigBlinds",
        "PrizePool",
        "Payouts",
        "NextBreak",
        "TimeOfDay",
        "Announcement",
        "Moves",
        "LeagueTable",
        "Seating",
        "Notices",
        "Image",
        "Text",
    ];

    /// The lines it draws, which set its text sizes.
    pub fn shape(&self) -> Shape {
        match self {
            Figure::Title | Figure::Clock | Figure::Level | Figure::TimeOfDay => Shape::Value,
            Figure::Text(_) => Shape::Value,
            Figure::Announcement => Shape::Value,
            Figure::Blinds => Shape::CaptionValueDetail,
            Figure::NextLevel
            | Figure::PlayersLeft
            | Figure::Entries
            | Figure::AverageStack
            | Figure::AverageBigBlinds
            | Figure::PrizePool
            | Figure::NextBreak => Shape::CaptionValue,
            Figure::Payouts
            | Figure::Moves
            | Figure::LeagueTable
            | Figure::Seating
            | Figure::Notices => Shape::List,
            Figure::Image(_) => Shape::Picture,
        }
    }
}

/// How a figure's lines are stacked in its region.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Shape {
    /// One line, as large as the region allows.
    Value,
    /// A caption above the value ("Players left" / "87").
    CaptionValue,
    /// A caption, the value, and a line of detail at the caption's size (the ante).
    CaptionValueDetail,
    /// A caption and rows, at the region's size, in as many columns as fit.
    List,
    /// An image, no text.
    Picture,
}

/// A caption or detail line is this share of the value's size.
pub const CAPTION_SHARE: f32 = 0.5;
/// A line takes this much height for each unit of its font size.
pub const LINE_HEIGHT: f32 = 1.2;
/// The share of a region's height its lines may take; the rest is margin.
pub const FILLED: f32 = 0.9;
/// A list's rows when the region gives no size, in percent of the screen's height.
pub const LIST_ROW: f32 = 4.5;

/// The text sizes of a region, in percent of the screen's height.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct TextSizes {
    /// The main line (a list's rows).
    pub value: f32,
    /// The caption and the detail line (a list's caption).
    pub caption: f32,
}

impl TextSizes {
    /// The smallest text of the region.
    pub fn least(&self) -> f32 {
        self.value.min(self.caption)
    }
}

impl Region {
    /// Its text sizes in a grid of `grid.rows`: the size written, or as large as its region's
    /// height allows for its lines. A screen narrower than 16:9 may draw them smaller.
    pub fn text(&self, grid: Grid) -> TextSizes {
        let height = f32::from(self.span.1) / f32::from(grid.rows.max(1)) * 100.0;
        let lines = match self.figure.shape() {
            Shape::Value | Shape::Picture => 1.0,
            Shape::CaptionValue => 1.0 + CAPTION_SHARE,
            Shape::CaptionValueDetail => 1.0 + 2.0 * CAPTION_SHARE,
            Shape::List => 2.0,
        };
        let fits = height * FILLED / (lines * LINE_HEIGHT);
        match self.figure.shape() {
            Shape::List => {
                let row = self.size.unwrap_or(LIST_ROW).min(fits);
                TextSizes {
                    value: row,
                    caption: row,
                }
            }
            Shape::Value | Shape::Picture => {
                let value = self.size.map_or(fits, |size| size.min(fits));
                TextSizes {
                    value,
                    caption: value,
                }
            }
            _ => {
                let value = self.size.map_or(fits, |size| size.min(fits));
                TextSizes {
                    value,
                    caption: value * CAPTION_SHARE,
                }
            }
        }
    }
}

/// Where a figure's lines sit across its region.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Align {
    Left,
    #[default]
    Centre,
    Right,
}

/// The palette: few colours, each chosen to read on the dark screen or to be that screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Colour {
    White,
    Grey,
    Gold,
    Green,
    Red,
    Blue,
    /// A deep blue that a room sees as blue, dark enough for every text colour to read on it.
    Navy,
    /// The near-black of Riffle's own screen.
    Night,
    Black,
}

impl Colour {
    /// The screen's colour when a layout names none.
    pub fn background() -> Colour {
        Colour::Night
    }

    /// A figure's colour when a region names none.
    pub fn text() -> Colour {
        Colour::White
    }

    /// Red, green and blue, 0 to 255: the same on the window and the TV page.
    pub fn rgb(self) -> [u8; 3] {
        match self {
            Colour::White => [245, 245, 245],
            Colour::Grey => [150, 168, 188],
            Colour::Gold => [255, 204, 64],
            Colour::Green => [80, 200, 120],
            Colour::Red => [230, 70, 70],
            Colour::Blue => [90, 160, 255],
            Colour::Navy => [20, 38, 86],
            Colour::Night => [10, 14, 20],
            Colour::Black => [0, 0, 0],
        }
    }
}

/// The fonts a figure may use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Font {
    /// The screen's own letters.
    #[default]
    Sans,
    /// Every digit as wide as the next, so a running clock never shifts.
    Digits,
}

/// The layout the players' screen shows unless the TD picks another.
pub const DEFAULT_LAYOUT: &str = "room-clock";

/// Every layout shipped in `layouts/`, built into the app: (file name without `.ron`, text).
pub const SHIPPED: [(&str, &str); 4] = [
    (
        "room-clock",
        include_str!("../../../../layouts/room-clock.ron"),
    ),
    (
        "payout-board",
        include_str!("../../../../layouts/payout-board.ron"),
    ),
    (
        "seating-board",
        include_str!("../../../../layouts/seating-board.ron"),
    ),
    (
        "big-clock",
        include_str!("../../../../layouts/big-clock.ron"),
    ),
];

/// The space kept empty at the screen's left and right edges, in percent of its height: a TV
/// may crop its edges, and a list's last column must not touch the frame. Top and bottom need
/// none, each line being centred in the height its region leaves spare.
pub const SIDE_MARGIN: f32 = 2.5;

/// Where a region sits in a grid, as fractions of the grid's area (the screen less its
/// [`SIDE_MARGIN`]s): left, top, width, height.
pub fn frame(region: &Region, grid: Grid) -> [f32; 4] {
    let (columns, rows) = (f32::from(grid.columns.max(1)), f32::from(grid.rows.max(1)));
    [
        f32::from(region.at.0.saturating_sub(1)) / columns,
        f32::from(region.at.1.saturating_sub(1)) / rows,
        f32::from(region.span.0) / columns,
        f32::from(region.span.1) / rows,
    ]
}

/// Which page shows `millis` after the epoch: the pages turn in order, each for its seconds.
/// Returns the page and the milliseconds until the next turn (`None` for a single page).
pub fn page_at(layout: &Layout, millis: i64) -> (usize, Option<u64>) {
    if layout.pages.len() <= 1 {
        return (0, None);
    }
    let lengths: Vec<i64> = (layout.pages.iter())
        .map(|page| i64::from(page.seconds.unwrap_or(0).max(1)) * 1000)
        .collect();
    let cycle: i64 = lengths.iter().sum();
    let mut into = millis.rem_euclid(cycle);
    for (index, length) in lengths.iter().enumerate() {
        if into < *length {
            return (index, u64::try_from(length - into).ok());
        }
        into -= length;
    }
    (0, None)
}
