//! The one home of the UI's colours, text sizes and spacing, named by the role they play, so a
//! panel says what a thing is (a refusal, the big blind, a button's label) and the look of the
//! whole app changes here. Both windows are dark: every colour is chosen to read on the shared
//! background, [`BACKGROUND`].

use egui::Color32;

/// The background of both windows, painted by the clear at the start of each frame: near-black
/// with a little blue, so a TV in a dim room does not glow grey.
pub const BACKGROUND: Color32 = Color32::from_rgb(10, 14, 20);
/// Text fields and other sunken areas of the TD window: a step lighter than the background so
/// the TD sees where to type.
pub const FIELD_FILL: Color32 = Color32::from_rgb(24, 30, 40);
/// Panels paint no fill of their own: the clear already painted [`BACKGROUND`], and a second
/// fill would double the cost of each repaint on a PC without a graphics card.
pub const PANEL_FILL: Color32 = Color32::TRANSPARENT;

/// egui's widgets in Riffle's colours: its dark visuals, which every colour here is chosen
/// against, with the fields and panels above. The app puts them in place of egui's light and
/// dark themes alike, so a laptop set to light mode still gets light ink and dark buttons on
/// the dark background the app paints itself (egui would follow the system: black headings
/// on the dark panels).
pub fn visuals() -> egui::Visuals {
    egui::Visuals {
        panel_fill: PANEL_FILL,
        extreme_bg_color: FIELD_FILL,
        ..egui::Visuals::dark()
    }
}

/// The one warning colour (amber): the alert strip, the big blind's badge, the frame of the
/// floor's instruction, what the hand logger wants the TD to notice, the blinds line of the
/// structure chart and the players' screen's alerts. It is the colour of a caution sign.
pub const WARNING: Color32 = Color32::from_rgb(255, 193, 7);
/// Text on a light fill (the dealer button's white badge): black.
pub const ON_LIGHT: Color32 = Color32::BLACK;
/// Text on [`WARNING`]: black is the most legible ink on amber.
pub const ON_WARNING: Color32 = ON_LIGHT;
/// A refusal or a hard stop (the refusal strip, a refused dispute, the penalty button): a deep
/// red that white text reads on.
pub const DANGER_FILL: Color32 = Color32::from_rgb(150, 25, 35);
/// What a key just did (the clock paused by Space), with its undo: a slate blue, calm beside
/// a refusal's red and an alert's amber.
pub const TOAST_FILL: Color32 = Color32::from_rgb(40, 70, 120);
/// Text on a dark fill ([`DANGER_FILL`], [`DONE_FILL`], the instruction box, a halted table).
pub const ON_DARK: Color32 = Color32::WHITE;
/// A ruling or a penalty recorded: green, for what is done.
pub const DONE_FILL: Color32 = Color32::from_rgb(30, 110, 60);
/// What is open, in play or done, as text on a dark theme: a light green.
pub const GO_DARK: Color32 = Color32::from_rgb(110, 200, 120);
/// What is open, in play or done, as text on a light theme: a dark green.
pub const GO_LIGHT: Color32 = Color32::from_rgb(20, 120, 40);
/// The hand logger's go-ahead (the award is complete, apply the hand): a darker green, a fill.
pub const GO_FILL: Color32 = Color32::from_rgb(30, 120, 60);
/// An all-in button in the hand logger: a muted red, so the TD looks twice before the biggest
/// action.
pub const ALL_IN_FILL: Color32 = Color32::from_rgb(120, 40, 40);
/// The button that knocks a player out, on a dark theme: red enough to make the TD look twice.
pub const BUST_FILL_DARK: Color32 = Color32::from_rgb(120, 30, 35);
/// The button that knocks a player out, on a light theme.
pub const BUST_FILL_LIGHT: Color32 = Color32::from_rgb(240, 190, 190);

/// A table's card on the floor map, at rest: a grey a step above the background.
pub const TABLE_CARD_FILL: Color32 = Color32::from_gray(36);
/// A table's card under the pointer.
pub const TABLE_CARD_HOVER: Color32 = Color32::from_gray(48);
/// The edge of a table's card that is neither selected nor halted.
pub const TABLE_CARD_EDGE: Color32 = Color32::from_gray(70);
/// A closed seat's line: dimmer than a seated player's.
pub const SEAT_CLOSED: Color32 = Color32::from_gray(90);
/// The dealer button's badge: white, like the button on the felt.
pub const BUTTON_FILL: Color32 = Color32::from_rgb(245, 245, 245);
/// A dead button's badge (TDA 32): the button greyed out.
pub const DEAD_BUTTON_FILL: Color32 = Color32::from_gray(110);
/// The small blind's badge: blue, told apart at a glance from the big blind's amber.
pub const SMALL_BLIND_FILL: Color32 = Color32::from_rgb(52, 120, 230);
/// The big blind's badge.
pub const BIG_BLIND_FILL: Color32 = WARNING;
/// A halted table (TDA 11D): its badge and the edge of its card, a bright red.
pub const HALTED_FILL: Color32 = Color32::from_rgb(190, 30, 45);
/// The frame of the floor's pending instruction.
pub const INSTRUCTION_STROKE: Color32 = WARNING;
/// The inside of the floor's pending instruction: a dark amber white text reads on.
pub const INSTRUCTION_FILL: Color32 = Color32::from_rgb(48, 38, 8);

/// A structure file refused, on the structure panel: a dark red behind white text.
pub const REFUSED_FILL: Color32 = Color32::from_rgb(110, 20, 28);
/// A structure file read with warnings: a dark amber behind white text.
pub const WARNED_FILL: Color32 = Color32::from_rgb(90, 70, 10);
/// The blinds on the structure chart.
pub const CHART_BLINDS: Color32 = WARNING;
/// The average stack on the structure chart, a blue apart from the blinds' amber.
pub const CHART_AVERAGE: Color32 = Color32::from_rgb(80, 170, 255);
/// The line of "now" on the structure chart: a light grey that marks without shouting.
pub const CHART_NOW: Color32 = Color32::from_gray(200);

/// The four suits, in four colours (spades black, hearts red, diamonds blue, clubs green) as
/// on four-colour decks, so a card picked in a hurry is not mistaken for its twin suit.
pub const SPADES: Color32 = Color32::from_rgb(25, 25, 30);
pub const HEARTS: Color32 = Color32::from_rgb(205, 25, 40);
pub const DIAMONDS: Color32 = Color32::from_rgb(25, 85, 205);
pub const CLUBS: Color32 = Color32::from_rgb(15, 125, 45);
/// The venue address's QR code: dark modules on light, the contrast phones' cameras expect.
pub const QR_DARK: Color32 = ON_LIGHT;
pub const QR_LIGHT: Color32 = CARD_FACE;
/// A card's face: off-white, like a card rather than a screen.
pub const CARD_FACE: Color32 = Color32::from_rgb(248, 247, 242);
/// The face of a card already in the hand, which the picker greys out.
pub const USED_FACE: Color32 = Color32::from_rgb(85, 85, 88);
/// The ink of a card already in the hand.
pub const USED_INK: Color32 = Color32::from_gray(140);
/// The edge of a card's face.
pub const CARD_EDGE: Color32 = Color32::from_gray(210);
/// A card face down.
pub const CARD_BACK: Color32 = Color32::from_rgb(45, 70, 120);
/// The edge of the card the picker is about to fill in.
pub const CARD_SELECTED: Color32 = Color32::from_rgb(255, 196, 0);

/// The players' screen's captions (what a figure is): a blue-grey a step below the values.
pub const SCREEN_CAPTION: Color32 = Color32::from_rgb(150, 168, 188);
/// The players' screen's values (the clock, the blinds): near-white, the brightest on screen.
pub const SCREEN_VALUE: Color32 = Color32::from_rgb(245, 245, 245);

/// The app's icon (the windows' title bars, the taskbar): a poker chip, red with white edge
/// spots, as a square of `ICON_SIDE` pixels drawn here rather than shipped as an image file.
pub const ICON_CHIP: Color32 = Color32::from_rgb(190, 30, 45);
/// The chip's edge spots and its inlay.
pub const ICON_SPOT: Color32 = CARD_FACE;
/// The side of the icon, in pixels.
pub const ICON_SIDE: u32 = 64;

/// The icon's pixels, as the windows take them: drawn once, shared by every window asking
/// (the players' screen asks at each frame).
pub fn icon() -> std::sync::Arc<egui::IconData> {
    static ICON: std::sync::LazyLock<std::sync::Arc<egui::IconData>> =
        std::sync::LazyLock::new(|| std::sync::Arc::new(draw_icon()));
    ICON.clone()
}

fn draw_icon() -> egui::IconData {
    let side = ICON_SIDE as f32;
    let centre = side / 2.0;
    let radius = centre - 1.0;
    let mut rgba = Vec::with_capacity((ICON_SIDE * ICON_SIDE * 4) as usize);
    for y in 0..ICON_SIDE {
        for x in 0..ICON_SIDE {
            let (dx, dy) = (x as f32 + 0.5 - centre, y as f32 + 0.5 - centre);
            let distance = (dx * dx + dy * dy).sqrt() / radius;
            // Six spots around the edge, 60 degrees apart, each 24 degrees wide.
            let angle = dy.atan2(dx).to_degrees().rem_euclid(60.0);
            let colour = if distance > 1.0 {
                Color32::TRANSPARENT
            } else if (distance > 0.74 && (18.0..42.0).contains(&angle))
                || (0.5..0.58).contains(&distance)
                || distance < 0.42
            {
                ICON_SPOT
            } else {
                ICON_CHIP
            };
            rgba.extend_from_slice(&colour.to_array());
        }
    }
    egui::IconData {
        rgba,
        width: ICON_SIDE,
        height: ICON_SIDE,
    }
}

/// Text sizes of the TD window, in points: a size up from egui's defaults for a TD who reads
/// the window at arm's length, tired, in a dim room.
pub mod size {
    /// egui's small text, and the badges on a table's card: the smallest that reads at arm's
    /// length.
    pub const SMALL: f32 = 13.0;
    /// Second lines on a table's card and in a dispute's steps.
    pub const CAPTION: f32 = 14.0;
    /// Chip counts on a table's card and fine print in a dispute.
    pub const DETAIL: f32 = 15.0;
    /// Monospace text, and a dispute's questions and the header of a table's card.
    pub const MONO: f32 = 16.0;
    /// Body text and buttons, the tabs and the notice strip.
    pub const BODY: f32 = 17.0;
    /// Sentences the TD must not miss: hints, refusals, "no tournament open".
    pub const LEAD: f32 = 18.0;
    /// Key figures on a row: a stack, a seat, the next level, a player's name in a form.
    pub const FIGURE: f32 = 19.0;
    /// Titles of a form or a card, the app's name and the time left in the top bar.
    pub const TITLE: f32 = 20.0;
    /// The hand logger's action buttons, clicked from the rail: a title's size.
    pub const ACTION: f32 = TITLE;
    /// What the TD types at the desk: a new player's name.
    pub const TYPED: f32 = 21.0;
    /// The main button or line of a step (the next step, the result, a recorded ruling).
    pub const PROMINENT: f32 = 22.0;
    /// The head of a panel's section: the table picked, the instruction, the player picked.
    pub const SECTION: f32 = 24.0;
    /// egui's headings, and the selected player's name and the stakes on the clock panel.
    pub const HEADING: f32 = 26.0;
    /// The answers at the top of the ruling wizard, readable at arm's length.
    pub const ANSWER: f32 = PROMINENT;
    /// The prize pool at the head of the payouts panel: the figure everyone asks for.
    pub const PRIZE_POOL: f32 = 30.0;
    /// A ruling's question and decision: read out from across the table.
    pub const QUESTION: f32 = 30.0;
    /// The level's title on the clock panel, above the clock digits.
    pub const CLOCK_TITLE: f32 = 34.0;
    /// The clock digits on the clock panel take a fifth of its width, from 72 points (still
    /// readable across the desk in a narrow window) to 160 (a full-screen window).
    pub fn clock_digits(width: f32) -> f32 {
        (width * 0.2).clamp(72.0, 160.0)
    }
}

/// Spacing of the TD window, in points. The gaps are a short scale named by what they part,
/// from a line and its note ([`LINE_GAP`]) to blocks set apart ([`BLOCK_GAP`]); the panels
/// name a gap by its job and never write a number, so the window's air is changed here once.
pub mod space {
    /// Between a line and the line that belongs to it (a note, a field's hint, a row of
    /// buttons under a list).
    pub const LINE_GAP: f32 = 4.0;
    /// Between the rows of one group: a question and its answers, a form's lines, a grid's rows.
    pub const ROW_GAP: f32 = 6.0;
    /// Between the parts of a form or a card: a title and what it heads, a list and its buttons.
    pub const ITEM_GAP: f32 = 8.0;
    /// Before a step's answer or its action: the button that records, the outcome shown.
    pub const STEP_GAP: f32 = 10.0;
    /// Between the sections of a panel: the clock's lines, a ruling's headline and its facts.
    pub const SECTION_GAP: f32 = 14.0;
    /// Between blocks set well apart: two columns side by side, a form and the list beside it.
    pub const BLOCK_GAP: f32 = 16.0;
    /// Between the columns of a table read across the panel (the moves of an instruction).
    pub const WIDE_GAP: f32 = 24.0;
    /// A grid of labels and their values or fields: columns apart, rows close.
    pub const FORM_GRID: egui::Vec2 = egui::vec2(SECTION_GAP, ROW_GAP);
    /// A grid of labels and the fields typed beside them: room between rows for a field's frame.
    pub const FIELD_GRID: egui::Vec2 = egui::vec2(GROUP_GAP, ITEM_GAP);
    /// A grid of figures read across (counts, amounts, seats): columns well apart, rows tight.
    pub const FIGURE_GRID: egui::Vec2 = egui::vec2(BLOCK_GAP, LINE_GAP);
    /// Inside a coloured note set in a panel (a halted table, a structure's warning).
    pub const NOTE_MARGIN: egui::Margin = egui::Margin::same(ITEM_GAP as i8);
    /// Inside a group of the welcome screen, under its heading.
    pub const GROUP_MARGIN: egui::Margin = egui::Margin::same(STEP_GAP as i8);
    /// Inside a frame that stands out from its panel: an instruction to act on, a suggestion.
    pub const FRAME_MARGIN: egui::Margin = egui::Margin::same(GROUP_GAP as i8);
    /// Inside the frame of a ruling's decision, the panel's main answer.
    pub const DECISION_MARGIN: egui::Margin = egui::Margin::same(BLOCK_GAP as i8);
    /// Around a column of the rulings panel: a little air left and right, less above.
    pub const COLUMN_MARGIN: egui::Margin = egui::Margin::symmetric(STEP_GAP as i8, ROW_GAP as i8);
    /// The least height the hand logger's seats get above its pinned actions, so a few seats
    /// stay in sight on a tiny window.
    pub const LOGGER_SEATS_LEAST: f32 = 140.0;
    /// The most height the stacks after a logged hand take under its Apply button before they
    /// scroll: about five players.
    pub const RESULT_STACKS_MOST: f32 = 130.0;
    /// Padding inside a button: a larger target for a tired hand.
    pub const BUTTON_PADDING: egui::Vec2 = egui::vec2(10.0, 5.0);
    /// The margin inside the notice strip, left and right then top and bottom.
    pub const STRIP_MARGIN: egui::Margin = egui::Margin::symmetric(GROUP_GAP as i8, ITEM_GAP as i8);
    /// The top bar's height: one row, whatever its labels, so the panels never move.
    pub const TOP_BAR: f32 = 42.0;
    /// The row of open events above the top bar: always there, one tab per event, so opening
    /// a second event moves nothing.
    pub const EVENT_ROW: f32 = 30.0;
    /// The notice slot under the top bar: always this tall, empty or not, so a notice never
    /// pushes the panel under the TD's pointer. Room for [`NOTICE_ROWS`] rows of body text.
    pub const NOTICE_SLOT: f32 = 62.0;
    /// The rows of a notice's sentence; a longer one ends in "…", whole in its tooltip.
    pub const NOTICE_ROWS: usize = 2;
    /// The widest a question asked in a dialog runs before it wraps: a line the eye takes in.
    pub const QUESTION_WIDTH: f32 = 560.0;
    /// Inside a badge of the top bar (the demo's mark).
    pub const BADGE_MARGIN: egui::Margin = egui::Margin::symmetric(8, 2);
    /// The corners of a badge of the top bar.
    pub const BADGE_RADIUS: u8 = CORNER_SMALL as u8;
    /// The padding left and right of a tab's title in the top bar (buttons have more).
    pub const TAB_PADDING_X: f32 = 6.0;
    /// The gap between two tabs of the top bar.
    pub const TAB_GAP: f32 = 5.0;
    /// Between groups: of the top bar, of a form, of the settings.
    pub const GROUP_GAP: f32 = 12.0;

    /// A table's card on the floor map: wide enough for a name and a chip count on one line.
    pub const TABLE_CARD_WIDTH: f32 = 270.0;
    /// The header of a table's card, with its number and badges.
    pub const TABLE_CARD_HEADER: f32 = 32.0;
    /// One seat's line on a table's card.
    pub const SEAT_LINE: f32 = 22.0;
    /// Inside a table's card, left and right then top and bottom.
    pub const TABLE_CARD_PADDING: egui::Vec2 = egui::vec2(10.0, 4.0);
    /// A seat's line on a table's card is read in columns: the seat's number ends here, its
    /// marks (button, blinds) start here, and the names line up here.
    pub const SEAT_NUMBER_RIGHT: f32 = 18.0;
    pub const SEAT_MARKS_LEFT: f32 = 26.0;
    pub const SEAT_NAME_LEFT: f32 = 86.0;
    /// The least room a name keeps on a seat's line, cut with "…" below it.
    pub const SEAT_NAME_LEAST: f32 = 20.0;
    /// Inside a badge on a table's card (the button, a blind, halted), left and right with
    /// top and bottom.
    pub const BADGE_PADDING: egui::Vec2 = egui::vec2(10.0, 2.0);
    /// Room kept at the right of a scrolled list or column for its scroll bar.
    pub const SCROLL_BAR_ROOM: f32 = 16.0;
    /// The footer of a table's card, with the hand-dealt button.
    pub const TABLE_CARD_FOOTER: f32 = 38.0;
    /// The narrowest the hand-dealt button in that footer gets (it widens to its words); the
    /// button's source and age fill the rest.
    pub const TABLE_CARD_DEAL_BUTTON: f32 = 96.0;
    /// A table's detail beside the map (at most half the panel).
    pub const TABLE_DETAIL_WIDTH: f32 = 440.0;
    /// The hand logger's action buttons: big targets for a TD clicking from the rail.
    pub const ACTION_BUTTON: egui::Vec2 = egui::vec2(150.0, 46.0);
    /// A card in the hand logger's picker.
    pub const PICKER_CARD: egui::Vec2 = egui::vec2(38.0, 50.0);
    /// Between small marks side by side: the badges on a seat's line, a player's hole cards
    /// drawn on their button, the hand-dealt button and the edge of its footer.
    pub const MARK_GAP: f32 = 3.0;
    /// Between a player's hole cards drawn side by side on their button.
    pub const HOLE_CARD_GAP: f32 = MARK_GAP;
    /// A player's hole card beside the seat.
    pub const HOLE_CARD: egui::Vec2 = egui::vec2(27.0, 36.0);
    /// A card of the board, the biggest: everyone at the table looks at it.
    pub const BOARD_CARD: egui::Vec2 = egui::vec2(46.0, 62.0);
    /// A row of the players' list, spacing excluded: a name at body size with room to click.
    pub const PLAYER_ROW: f32 = 28.0;
    /// The players' search box: room for its hint (a name, a number, a table or "12-4").
    pub const SEARCH_WIDTH: f32 = 440.0;
    /// Half the width of the triangle beside the header a list is sorted by.
    pub const SORT_MARK: f32 = 4.0;
    /// A row of a long list drawn a screenful at a time (the payouts, the penalty history).
    pub const ROW: f32 = 24.0;
    /// A path typed by hand (a tournament's folder, a structure file): a full path on one line.
    pub const PATH_FIELD_WIDTH: f32 = 420.0;
    /// The narrowest a path field gets in a narrow column.
    pub const PATH_FIELD_MIN: f32 = 160.0;
    /// Room kept beside a path field for its button ("Choose…", "Open").
    pub const PATH_FIELD_BUTTON: f32 = 190.0;
    /// The width from which the welcome screen puts the new tournament's form beside opening
    /// one, the recent ones and the demo, so all are in sight at 1280x720; Settings puts its
    /// groups in two columns from there too.
    pub const TWO_COLUMNS: f32 = 1100.0;
    /// A row with a strong first column (recorded rulings, the rulebook, the structure's
    /// levels).
    pub const TALL_ROW: f32 = 26.0;

    // Typed fields, on a short scale of widths from a few digits to a sentence: a field takes
    // the step of what is typed in it, so the same kind of entry is as wide on every panel.
    /// A few digits: a table's number, a level, minutes, a count, a seat.
    pub const FIELD_XS: f32 = 70.0;
    /// A short entry: a table typed to log its hand, an optional table number.
    pub const FIELD_S: f32 = 90.0;
    /// A list of tables ("1-4, 7"), a share kept in a deal.
    pub const FIELD_M: f32 = 110.0;
    /// An amount of chips ("1,250,000"), a time, a PIN, a dealer's name.
    pub const FIELD_L: f32 = 140.0;
    /// A name: a player renamed, a string of dealers.
    pub const FIELD_XL: f32 = 220.0;
    /// The name typed at the desk, a name searched among the players of a ruling.
    pub const FIELD_XXL: f32 = 300.0;
    /// Room a field keeps around its text for its frame and margins, so a hint fits whole.
    pub const FIELD_FRAME: f32 = 24.0;
    /// A sentence: a reason, a search through the rulebook.
    pub const FIELD_SENTENCE: f32 = 420.0;
    /// A field sized by hand in a grid of them (the bags, the room's seats): a list's row.
    pub const FIELD_HEIGHT: f32 = ROW;

    // Buttons, on a scale of heights by how much they matter, and of least widths so that
    // buttons side by side line up whatever their words.
    /// A button in a list or beside a field: a table to open, a player, a winner.
    pub const BUTTON_LOW: f32 = 36.0;
    /// A button clicked from a row of them: an action in the hand logger, a chip, an answer.
    pub const BUTTON: f32 = 40.0;
    /// A square target a finger or a tired hand hits: a seat's number, a choice of answer.
    pub const BUTTON_TOUCH: f32 = 44.0;
    /// The button that ends a step of a ruling or a penalty.
    pub const BUTTON_LARGE: f32 = 48.0;
    /// The main button of a panel: start the clock, apply the hand, yes or no.
    pub const BUTTON_MAIN: f32 = 52.0;
    /// The least width of a short word's button (Fold, Check, a choice in a list).
    pub const BUTTON_NARROW: f32 = 110.0;
    /// The least width of a button of two or three words.
    pub const BUTTON_MEDIUM: f32 = 150.0;
    /// The least width of a button that names what it does in a few words.
    pub const BUTTON_WIDE: f32 = 200.0;
    /// The least width of a step's button (record the ruling, send the instruction).
    pub const BUTTON_WIDER: f32 = 260.0;
    /// The least width of a panel's main button and of a player's button in a ruling.
    pub const BUTTON_WIDEST: f32 = 300.0;
    /// A seat's button in the hand logger's seat picker: a number, side by side with nine more.
    pub const SEAT_PICK: egui::Vec2 = egui::vec2(34.0, 30.0);

    // Rounded corners.
    /// A badge, a coloured note.
    pub const CORNER_SMALL: f32 = 4.0;
    /// A card: a table's card, the floor's instruction, a ruling's record.
    pub const CORNER: f32 = 6.0;
    /// A frame that holds the answer: a ruling's decision, the penalty suggested.
    pub const CORNER_LARGE: f32 = 8.0;

    // Heights a list or a chart keeps before it scrolls, or at least.
    /// The least a list keeps on a small window (the winners' cards, the bags).
    pub const LIST_LEAST: f32 = 120.0;
    /// A short list in a column beside others: a structure's warnings, the chart's least.
    pub const LIST_SHORT: f32 = 140.0;
    /// A list under a panel's head: the moves of an instruction.
    pub const LIST_MEDIUM: f32 = 220.0;
    /// A list in a dialog: the places of a payout being edited.
    pub const LIST_TALL: f32 = 360.0;

    /// The width a dialog opens at (the payouts being edited): a form and its sum in sight.
    pub const DIALOG: f32 = 420.0;
    /// The width of the ruling wizard's questions and of the reason typed for a TD's choice.
    pub const RULING_COLUMN: f32 = 520.0;
    /// The list of situations at the left of the rulings panel.
    pub const CASE_LIST: f32 = 340.0;
    /// A row read at lead size: a situation in the rulings' list, a seat in the showdown.
    pub const LEAD_ROW: f32 = 30.0;
    /// The width from which the clock panel puts its controls beside the clock.
    pub const CLOCK_TWO_COLUMNS: f32 = 900.0;
    /// The width from which the hand logger puts the seats beside the actions.
    pub const HANDS_TWO_COLUMNS: f32 = 1150.0;
    /// The TD's window when it opens, and the smallest it may be made.
    pub const WINDOW: [f32; 2] = [1280.0, 800.0];
    pub const WINDOW_LEAST: [f32; 2] = [800.0, 500.0];
    /// The players' screen's window when it opens (16:9), and the smallest it may be made.
    pub const SCREEN_WINDOW: [f32; 2] = [1280.0, 720.0];
    pub const SCREEN_WINDOW_LEAST: [f32; 2] = [320.0, 180.0];
}

/// Proportions of the players' screen, in units of a hundredth of its height.
pub mod screen {
    /// How far down the players' screen's name stands when no tournament is open: a third of
    /// the way, where the eye looks first.
    pub const EMPTY_TOP_UNITS: f32 = 35.0;
}
