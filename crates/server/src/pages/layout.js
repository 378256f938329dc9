"use strict";
// The players' screen drawn from a layout (docs/layouts.md), as the window draws it: each
// region at the frame and text sizes the server computed from the layout, its figure worded
// from the same word files (layout_screen.ron, screen_notices.ron). `/?layout=NAME` pins a
// layout on this screen; otherwise the tournament's layout is followed (the shipped default
// until the TD picks one), switched by the event stream's next state.

const LAYOUT_PINNED = new URLSearchParams(location.search).get("layout");
let layoutState = null, layoutAsked = null, layoutData = null;

/** The layout this screen should show: the pinned one, else the tournament's ("" asks the
 *  server for the tournament's, the shipped default when it has none). */
function layoutWanted(state) {
  return LAYOUT_PINNED || (state && state.display.layout) || "";
}

/** Takes a new state: fetches the layout when the one wanted changed, then draws. A layout
 *  that fails to load leaves the last good one on the screen. */
function layoutTake(state) {
  layoutState = state;
  const wanted = layoutWanted(state);
  if (wanted !== layoutAsked) {
    layoutAsked = wanted;
    fetch(`/layout.json?name=${encodeURIComponent(wanted)}`)
      .then(r => r.ok ? r.json() : Promise.reject(r))
      .then(data => { if (layoutAsked === wanted) { layoutData = data; layoutShow(); } })
      .catch(() => {});
  }
  layoutShow();
}

const rgb = (c) => `rgb(${c[0]}, ${c[1]}, ${c[2]})`;

/** One hundredth of the layout's height (the screen's, less a phone's link to its seat), less
 *  on a screen narrower than 16:9. */
function layoutUnit() {
  const root = $("layout");
  const height = root.clientHeight || innerHeight, width = root.clientWidth || innerWidth;
  return Math.max(0.5, Math.min(height / 100, width / 177.8));
}

function layoutMoney(amount, currency) {
  const n = fmt(amount);
  const code = (currency || "").trim();
  if (!code) return n;
  return LANG === "fr" || /\p{L}/u.test(code) ? `${n}\u00a0${code}` : `${code}${n}`;
}

/** Time left as the window writes it: m:ss, or h:mm:ss. */
function layoutClock(ms) {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600), m = Math.floor(total / 60) % 60, s = total % 60;
  const two = (n) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

function layoutAnte(ante) {
  if (!ante || ante === "None") return "";
  if (ante.Classic) return T("layout_Ante", { chips: fmt(ante.Classic) });
  if (ante.BigBlind) return T("layout_BigBlindAnte", { chips: fmt(ante.BigBlind) });
  return "";
}

/** A number given in tenths with one decimal, as the window writes it: 254 is 25.4 or 25,4. */
const layoutTenths = (tenths) =>
  `${fmt(Math.floor(tenths / 10))}${LANG === "fr" ? "," : "."}${tenths % 10}`;

/** A purchase on sale: what it is, until which level, what it costs and buys. */
function layoutOffer(offer, currency) {
  const values = { level: offer.until_level, price: layoutMoney(offer.price, currency),
    chips: fmt(offer.stack) };
  if (offer.until_level == null) return T("notice_ReEntryWhileRegistering", values);
  if (offer.sold === "Rebuy") return T("notice_Rebuy", values);
  if (offer.sold === "AddOn") return T(offer.open ? "notice_AddOnOpen" : "notice_AddOnComing", values);
  return T("notice_ReEntry", values);
}

/** How many rows of the moves (and of the notices, which start with them) stay on every
 *  page: the tables breaking and the moves waiting, as on the window. */
const layoutPinned = (state) => (state.display.moves || []).filter(m => !m.Moved).length;

const layoutBlinds = (level) => `${fmt(level.small_blind)} / ${fmt(level.big_blind)}`;

/** The blinds' caption: the game when it is not no-limit hold'em, as the window says it. */
const layoutGame = (game) =>
  !game || game === "NoLimitHoldem" ? T("layout_Blinds") : T("game_" + game);

/** The line under the blinds: the ante, and a limit level's bets. */
function layoutLevelDetail(level) {
  const bets = level.bets
    ? T("layout_LimitBets", { small: fmt(level.bets.small_bet), big: fmt(level.bets.big_bet) })
    : "";
  return [layoutAnte(level.ante), bets].filter(x => x).join(" · ");
}

/** [caption, value, detail] of a figure of one value. */
function layoutLines(figure, argument, state) {
  const d = state.display, onBreak = !!d.clock.period.Break;
  const none = "—";
  switch (figure) {
    case "Title": return ["", d.title, ""];
    case "Clock": return ["", layoutClock(timeLeft(state)), ""];
    case "Level": return ["", onBreak ? T("layout_Break") : T("layout_Level", { n: d.clock.period.Level }), ""];
    case "Blinds":
      if (!d.level) return [T("layout_Blinds"), none, ""];
      return [onBreak ? T("layout_AfterBreak") : layoutGame(d.level.game), layoutBlinds(d.level), layoutLevelDetail(d.level)];
    case "NextLevel": {
      const next = d.next_level;
      if (!next) return [T("layout_NextLevel"), none, ""];
      const ante = layoutAnte(next.ante);
      return [T("layout_NextLevel"), ante ? `${layoutBlinds(next)} · ${ante}` : layoutBlinds(next), ""];
    }
    case "PlayersLeft": return [T("layout_PlayersLeft"), fmt(d.players_left), ""];
    case "Entries": return [T("layout_Entries"), fmt(d.entries), ""];
    case "AverageStack": return [T("layout_AverageStack"), d.average_stack > 0 ? fmt(d.average_stack) : none, ""];
    case "AverageBigBlinds": {
      const tenths = d.average_stack_bb_tenths;
      return [T("layout_AverageBigBlinds"), tenths > 0 ? layoutTenths(tenths) : none, ""];
    }
    case "PrizePool": return [T("layout_PrizePool"), layoutMoney(d.prize_pool, d.currency), ""];
    case "NextBreak": {
      const toBreak = d.clock.next_break_in_ms;
      if (toBreak == null) return [T("layout_NextBreak"), T("layout_NoBreak"), ""];
      const elapsed = d.clock.time_left_ms - timeLeft(state);
      return [T("layout_NextBreak"), layoutClock(toBreak - elapsed), ""];
    }
    case "TimeOfDay": {
      const now = new Date(Date.now() + clockOffset);
      const two = (n) => String(n).padStart(2, "0");
      return ["", `${two(now.getHours())}:${two(now.getMinutes())}`, ""];
    }
    case "Announcement": return ["", d.announcement || "", ""];
    case "Text": return ["", argument || "", ""];
  }
  return ["", "", ""];
}

/** The width the widest of `rows` takes at `size` pixels in `box`: its label, half a text
 *  height, its value (in the digits' font when `digits`), as the window measures it. Every
 *  row is measured in one hidden pass, as the page draws it. */
function layoutWidestRow(box, rows, size, digits) {
  const probe = document.createElement("div");
  probe.className = "probe";
  probe.style.fontSize = `${size}px`;
  probe.replaceChildren(...rows.map(([label, value]) => {
    const row = document.createElement("div");
    const a = document.createElement("span"), b = document.createElement("span");
    a.textContent = label;
    b.textContent = value;
    if (digits) b.className = "digits";
    row.append(a);
    if (value) row.append(b);
    return row;
  }));
  box.append(probe);
  const widest = Math.max(0, ...[...probe.children].map(row => row.getBoundingClientRect().width));
  probe.remove();
  return Math.ceil(widest) + 1;
}

/** How many alternates the notices name: the next few, whose turn is coming. */
const LAYOUT_ALTERNATES = 6;

/** What the room must know now, most pressing first, as the window says it (layout_screen.rs:
 *  `notices`): the moves, hand-for-hand, the clock stopped, the colour-ups and the break's
 *  message, registration, the biggest bounties, a satellite's seats and the alternates. */
function layoutNotices(state) {
  const d = state.display, rows = layoutList("Moves", state)[1].map(([text]) => text);
  const chips = (list) => list.map(fmt).join(", ");
  if (d.day_ended) rows.push(T("notice_DayEnded"));
  if (d.hand_for_hand) {
    const n = d.clock.hand_for_hand;
    rows.push(n == null ? T("notice_HandForHand") : T("notice_HandsPlayed", { n }));
  }
  // The day's end says why the clock stands still.
  if (d.day_ended) { /* said above */ }
  else if (d.clock.state === "Paused") rows.push(T("notice_Paused"));
  else if (d.clock.state === "NotStarted") rows.push(T("notice_NotStarted"));
  else if (d.clock.final_level) rows.push(T("notice_LastLevel"));
  if (d.on_break) {
    if (d.on_break.color_up.length) rows.push(T("notice_ColourUpNow", { chips: chips(d.on_break.color_up) }));
    const message = d.on_break.message;
    const said = !message ? "" : typeof message === "string" ? message
      : message[LANG] || message.en || message.fr || "";
    if (said.trim()) rows.push(said);
  } else if (d.next_color_up.length) {
    rows.push(T("notice_ColourUpNext", { chips: chips(d.next_color_up) }));
  }
  const reg = d.clock.registration;
  if (reg !== "Closed" && reg.Open) {
    const closes = reg.Open.closes_in_ms;
    if (closes != null && d.clock.state !== "NotStarted") {
      const elapsed = d.clock.time_left_ms - timeLeft(state);
      rows.push(T("notice_RegistrationCloses", { time: layoutClock(closes - elapsed) }));
    } else {
      rows.push(T("notice_RegistrationOpen"));
    }
  }
  for (const offer of d.offers || []) rows.push(layoutOffer(offer, d.currency));
  if (d.heads && d.heads.length) {
    const heads = d.heads.map(([name, head]) => `${name} ${layoutMoney(head, d.currency)}`);
    rows.push(T("notice_Bounties", { heads: heads.join(" · ") }));
  }
  if (d.satellite) {
    const s = d.satellite, left = Math.max(0, s.seats - s.won);
    rows.push(s.target ? T("notice_SatelliteTo", { target: s.target, won: s.won, left })
      : T("notice_Satellite", { won: s.won, left }));
  }
  const alternates = d.alternates || [];
  if (alternates.length) {
    const names = alternates.slice(0, LAYOUT_ALTERNATES).map((name, i) => `${i + 1} ${name}`);
    if (alternates.length > LAYOUT_ALTERNATES) names.push(`+${alternates.length - LAYOUT_ALTERNATES}`);
    const joined = names.join(" · ");
    rows.push(d.seats_free ? T("notice_SeatsFree", { names: joined, n: d.seats_free })
      : T("notice_Alternates", { names: joined }));
  }
  return rows;
}

/** [caption, rows of [label, value]] of a list. */
function layoutList(figure, state) {
  const d = state.display;
  switch (figure) {
    // During a break of a league's event, its table in place of the payouts.
    case "Payouts": if (d.on_break && state.league) return layoutList("LeagueTable", state); {
      if (d.deal) {
        const rows = d.deal.shares.map(([name, amount]) => [name, layoutMoney(amount, d.currency)]);
        if (d.deal.kept > 0) rows.push([T("layout_Kept"), layoutMoney(d.deal.kept, d.currency)]);
        return [T("layout_Deal"), rows];
      }
      const rows = d.payouts.map((p, i) => [T("layout_Place", { n: i + 1 }), layoutMoney(p, d.currency)]);
      if (!rows.length) return [T("layout_NoPayouts"), rows];
      return [d.clock.registration === "Closed" ? T("layout_Payouts") : T("layout_PayoutsProvisional"), rows];
    }
    case "Moves": {
      const rows = (d.moves || []).map(m => {
        if (m.Breaking) return [T("layout_TableBreaking", { table: m.Breaking.table }), ""];
        if (m.Waiting) return [T("layout_MoveWaiting", { from: m.Waiting.from, to: m.Waiting.to }), ""];
        return [T("layout_Moved", { name: m.Moved.name, to: m.Moved.to.table, to_seat: m.Moved.to.seat }), ""];
      });
      return [rows.length ? T("layout_Moves") : T("layout_NoMoves"), rows];
    }
    case "LeagueTable": {
      const board = d.on_break ? state.league : null;
      if (!board) return [T("layout_NoLeague"), []];
      return [board.name, board.rows.map(row => [`${row.rank}${row.shared ? "=" : ""} ${row.name}`,
        T("layout_Points", { points: fmt(row.points / 100) })])];
    }
    case "Seating": {
      const rows = (d.seating || []).map(s => [s.name, T("layout_Seat", { table: s.table, seat: s.seat })]);
      return [rows.length ? T("layout_Seating") : T("layout_NoSeats"), rows];
    }
  }
  return ["", []];
}

/** A line of text at `size` pixels, shrunk to the width of its region rather than cut. */
function layoutLine(box, text, size, colour, digits, wrap, part) {
  const div = document.createElement("div");
  div.className = "line" + (digits ? " digits" : "") + (wrap ? " wrap" : "");
  div.dataset.part = part;
  div.textContent = text;
  div.style.fontSize = `${size}px`;
  div.style.color = colour;
  box.append(div);
  // The region's width inside its padding, as the window measures it.
  const width = box.clientWidth - 2 * parseFloat(getComputedStyle(box).paddingLeft || "0");
  if (!wrap && div.scrollWidth > width && width > 0) {
    div.style.fontSize = `${size * width / div.scrollWidth}px`;
  }
  // Wrapped words smaller when they would overflow the region: the whole sentence shows.
  for (let shrunk = size; wrap && div.offsetHeight > box.clientHeight && shrunk > size / 4;) {
    shrunk *= 0.9;
    div.style.fontSize = `${shrunk}px`;
  }
  return div;
}

/** The notices in `box`, each a sentence wrapped onto as many lines as it needs across the
 *  region at `size` pixels (smaller only down to `least`, when one would not fit the region
 *  alone); pages turn every `seconds` when they do not all fit, the first `pinned` heading
 *  every page, as the window pages them (layout_screen.rs: `draw_notices`). */
function layoutNoticesIn(box, rows, pinned, size, least, colour, now, seconds) {
  const list = document.createElement("div");
  list.className = "notices";
  list.style.fontSize = `${size}px`;
  list.style.color = colour;
  box.append(list);
  const items = rows.map(text => {
    const div = document.createElement("div");
    div.className = "notice";
    div.dataset.part = "notice";
    div.textContent = text;
    list.append(div);
    return div;
  });
  if (!items.length) return;
  // The region's height inside its padding, as the window measures it.
  const room = box.clientHeight - 2 * parseFloat(getComputedStyle(box).paddingTop || "0");
  let heights = items.map(item => item.offsetHeight);
  const fits = () => heights.slice(0, pinned).reduce((a, b) => a + b, 0)
    + Math.max(0, ...heights.slice(pinned)) <= room;
  while (!fits() && size > least) {
    size = Math.max(least, size * 0.95);
    list.style.fontSize = `${size}px`;
    heights = items.map(item => item.offsetHeight);
  }
  const head = heights.slice(0, pinned).reduce((a, b) => a + b, 0);
  const pages = [];
  let used = Infinity;
  for (let k = pinned; k < items.length; k++) {
    if (used + heights[k] > room - head) { pages.push([]); used = 0; }
    used += heights[k];
    pages[pages.length - 1].push(k);
  }
  const at = pages.length > 1 ? Math.floor(now / (seconds * 1000)) % pages.length : 0;
  const shown = new Set(pages[at] || []);
  items.forEach((item, k) => { if (k >= pinned && !shown.has(k)) item.remove(); });
}

function layoutPageAt(pages, millis) {
  if (pages.length <= 1) return 0;
  const lengths = pages.map(p => Math.max(1, p.seconds || 0) * 1000);
  let into = millis % lengths.reduce((a, b) => a + b, 0);
  for (let i = 0; i < lengths.length; i++) {
    if (into < lengths[i]) return i;
    into -= lengths[i];
  }
  return 0;
}

/** The regions of a page in reading order, as the organiser grouped them: the page cut into
 *  bands across where no region crosses, each band into strips down where none crosses, and
 *  so on (a clock and its blinds on the left before the figures on the right). */
function layoutReadingOrder(regions) {
  const eps = 1e-6;
  const cut = (list, axis) => {
    if (list.length <= 1) return [list];
    const start = (r) => r.frame[axis], end = (r) => r.frame[axis] + r.frame[axis + 2];
    const sorted = [...list].sort((a, b) => start(a) - start(b));
    const groups = [];
    let reach = -Infinity;
    for (const r of sorted) {
      if (start(r) >= reach - eps) groups.push([]);
      groups[groups.length - 1].push(r);
      reach = Math.max(reach, end(r));
    }
    return groups;
  };
  const order = (list, axis) => {
    const groups = cut(list, axis);
    if (groups.length === 1) {
      const other = cut(list, 1 - axis);
      if (other.length === 1) {
        return [...list].sort((a, b) => (a.frame[1] - b.frame[1]) || (a.frame[0] - b.frame[0]));
      }
      return other.flatMap(g => order(g, axis));
    }
    return groups.flatMap(g => order(g, 1 - axis));
  };
  // Bands first (top to bottom), then strips within a band (left to right).
  return order(regions, 1);
}

/** A screen held upright (a phone): a landscape layout's regions one under another in reading
 *  order, two narrow ones side by side, at one text scale as large as the width allows, all
 *  shrunk together to fit the height; the height left over goes to the lists and the notices,
 *  which show more rows in it. Each region's box in pixels, and the scale. */
function layoutUpright(regions, width, height, u) {
  const gap = 0.6 * u;
  const inner = width - 2 * gap;
  // The scale a region half a landscape screen wide has across the whole phone.
  let unit = inner / 88.9;
  const rows = [];
  let pending = null;
  for (const region of layoutReadingOrder(regions)) {
    const narrow = region.frame[2] <= 0.4;
    if (narrow && pending) { pending.push(region); pending = null; continue; }
    const row = [region];
    rows.push(row);
    pending = narrow ? row : null;
  }
  const tall = (row) => Math.max(...row.map(r => r.frame[3] * 100));
  const total = rows.reduce((sum, row) => sum + tall(row), 0);
  unit = Math.max(u, Math.min(unit, height / Math.max(1, total)));
  const grows = (row) => row.some(r => r.shape === "List" || r.figure === "Notices");
  const growing = rows.filter(grows).length;
  const spare = growing ? Math.max(0, height - total * unit) / growing : 0;
  const boxes = new Map();
  let top = 0;
  for (const row of rows) {
    const h = tall(row) * unit + (grows(row) ? spare : 0), w = inner / row.length;
    row.forEach((region, i) => boxes.set(region, { left: gap + i * w, top, width: w, height: h }));
    top += h;
  }
  return { boxes, unit };
}

/** Draws the layout (nothing until the first state and layout arrive). */
function layoutShow() {
  const root = $("layout");
  if (!(layoutData && layoutState)) { root.replaceChildren(); return; }
  const data = layoutData, state = layoutState, u = layoutUnit();
  const now = Date.now() + clockOffset;
  root.style.background = rgb(data.background);
  root.dataset.layout = data.name;
  // The grid keeps the screen's side margins empty, as the window's does.
  const margin = data.side_margin * u;
  const shown = layoutPageAt(data.pages, now);
  const page = data.pages[shown];
  root.dataset.page = String(shown);
  const grey = rgb(data.grey), lh = data.line_height;
  // Held upright, the regions stack; an announcement not made leaves no empty row there.
  const width = root.clientWidth || innerWidth, height = root.clientHeight || innerHeight;
  const upright = width < 0.8 * height;
  const regions = page.regions.filter(r =>
    !(upright && r.figure === "Announcement" && !state.display.announcement));
  const stacked = upright ? layoutUpright(regions, width, height, u) : null;
  root.dataset.upright = String(upright);
  const unit = stacked ? stacked.unit : u;
  root.replaceChildren(...regions.map(region => {
    const box = document.createElement("div");
    box.className = `region ${region.align.toLowerCase()}`;
    box.dataset.figure = region.figure;
    const [left, top, w, h] = region.frame;
    const at = stacked && stacked.boxes.get(region);
    Object.assign(box.style, at
      ? { left: `${at.left}px`, top: `${at.top}px`, width: `${at.width}px`, height: `${at.height}px` }
      : { left: `calc(${margin}px + ${left} * (100% - ${2 * margin}px))`, top: `${top * 100}%`,
        width: `calc(${w} * (100% - ${2 * margin}px))`, height: `${h * 100}%` });
    box.style.padding = `${0.6 * unit}px`;
    if (region.fill) box.style.background = rgb(region.fill);
    return box;
  }));
  regions.forEach((region, k) => {
    const box = root.children[k];
    const value = region.value * unit, caption = region.caption * unit;
    const colour = rgb(region.colour), digits = region.font === "Digits";
    if (region.shape === "Picture") {
      const img = document.createElement("img");
      img.src = `/layout/${encodeURIComponent(data.name)}/${encodeURIComponent(region.argument)}`;
      img.alt = "";
      box.append(img);
      return;
    }
    if (region.figure === "Notices") {
      // The least size the layout check allows, on this screen's own scale.
      const least = data.least_text * u;
      layoutNoticesIn(box, layoutNotices(state), layoutPinned(state), Math.max(value, least),
        least, colour, now, data.list_page_seconds);
      return;
    }
    if (region.shape === "List") {
      box.classList.add("list");
      const [title, rows] = layoutList(region.figure, state);
      const pinned = region.figure === "Moves" ? layoutPinned(state) : 0;
      // A list with no caption gives its caption's line to a row.
      const captioned = title !== "";
      // Inside the region's padding, as the window counts them.
      const inner = [box.clientWidth - 1.2 * unit, box.clientHeight - 1.2 * unit];
      const perColumn = Math.max(1, Math.floor(inner[1] / (value * lh)) - (captioned ? 1 : 0));
      // A column as wide as its widest row, so a place stays near its amount and a name
      // whole beside its seat; as many columns as the region holds.
      const pitch = Math.max(2 * value,
        Math.min(layoutWidestRow(box, rows, value, digits) + value, inner[0] + value));
      const columns = Math.min(4, Math.max(1, Math.floor((inner[0] + value) / pitch)));
      // The rows pinned (a table breaking, a move waiting) head every page.
      const perPage = Math.max(1, perColumn * columns - pinned);
      const pages = Math.max(1, Math.ceil(Math.max(0, rows.length - pinned) / perPage));
      const at = Math.floor(now / (data.list_page_seconds * 1000)) % pages;
      const heading = pages > 1 && captioned ? T("layout_Page", { title, page: at + 1, pages }) : title;
      if (captioned) layoutLine(box, heading, value, grey, false, false, "caption");
      const grid = document.createElement("div");
      grid.className = "rows";
      grid.style.gridTemplateColumns = `repeat(${columns}, minmax(0, ${pitch - value}px))`;
      grid.style.gridTemplateRows = `repeat(${perColumn}, ${value * lh}px)`;
      grid.style.columnGap = `${value}px`;
      box.append(grid);
      const shown = rows.slice(0, pinned)
        .concat(rows.slice(pinned + at * perPage, pinned + (at + 1) * perPage));
      for (const [label, amount] of shown) {
        const row = document.createElement("div");
        row.className = "row";
        row.style.fontSize = `${value}px`;
        const a = document.createElement("span");
        a.textContent = label;
        // A row that is a sentence alone (a move, a notice) is in the region's colour.
        a.style.color = amount ? grey : colour;
        const b = document.createElement("span");
        b.textContent = amount;
        b.style.color = colour;
        if (digits) b.className = "digits";
        row.append(a, b);
        grid.append(row);
        // A label too long for its row is made smaller, as on the window, never cut.
        if (a.scrollWidth > a.clientWidth && a.clientWidth > 0) {
          a.style.fontSize = `${value * a.clientWidth / a.scrollWidth}px`;
        }
      }
      return;
    }
    const [head, body, detail] = layoutLines(region.figure, region.argument, state);
    let bodyColour = colour;
    if (region.figure === "Clock" && state.display.clock.state === "Paused") bodyColour = rgb(data.red);
    if (region.figure === "Clock" && state.display.clock.state === "NotStarted") bodyColour = grey;
    const wrap = region.figure === "Announcement" || region.figure === "Text";
    if (region.shape !== "Value") layoutLine(box, head, caption, grey, false, false, "caption");
    layoutLine(box, body, value, bodyColour, digits, wrap, "value");
    if (region.shape === "CaptionValueDetail") layoutLine(box, detail, caption, colour, false, false, "detail");
  });
}

addEventListener("resize", layoutShow);
setInterval(() => { if (layoutData) layoutShow(); }, 250);
