// The TD's phone (/director): the desk run from the table through the director's role. The
// words, numbers, live state, sign-in and sending come from the staff pages' shared scripts;
// this file holds only what the director's page does with them. Whatever spends money or moves
// a player is asked first in the sheet at the thumb (what the server's preview says it would
// do), then sent once: one Idempotency-Key per question, the Confirm button held until the
// answer.
"use strict";
let pub = null, staffNow = null, desk = null;
/** What was said at each control, kept across redraws of the lists. */
const said = new Map();

function money(amount) {
  return desk && desk.currency ? `${fmt(amount)} ${desk.currency}` : fmt(amount);
}
function authorized() { return { "Authorization": "Bearer " + token() }; }

/** Says `sentence` at the control `id` (`okay` or `error`), and keeps it for redraws. */
function answerAt(id, sentence, kind) {
  said.set(id, { sentence, kind });
  const el = $(id);
  if (el) { el.textContent = sentence; el.className = "answer " + kind; }
  return el;
}
function sayAgain() {
  for (const [id, { sentence, kind }] of said) {
    const el = $(id);
    if (el && el.textContent !== sentence) { el.textContent = sentence; el.className = "answer " + kind; }
  }
}

/** The server's answer to a director's request, or its sentence thrown. */
async function asked(path, body) {
  const answer = await fetch(path, body === undefined ? { headers: authorized() } : {
    method: "POST", headers: { ...authorized(), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = await answer.json();
  if (!answer.ok) throw Object.assign(new Error(json.error), { status: answer.status, body: json });
  return json;
}

/** A refusal said at the control that sent it; when the server offers to send it confirmed (a
 *  name already registered), its button asks again with `confirmed`. */
function refusedAt(where, error, confirmed) {
  const el = answerAt(where, error.message, "error");
  if (el && error.body && error.body.confirm && confirmed) {
    const again = document.createElement("button");
    again.className = "small"; again.textContent = error.body.confirm;
    again.addEventListener("click", confirmed);
    el.append(document.createElement("br"), again);
  }
}

// The sheet: one question at a time.
let asking = null;
/** The price profiles sold now for `sold` (Entry, ReEntry, Rebuy, AddOn), as the desk offers
 *  them beside the structure's own price. */
function pricesFor(sold) { return desk ? desk.prices.filter(p => p.sold === sold) : []; }
/** Asks first: the server's preview of `command`, worded by `question`, then Confirm sends it
 *  and `done` (given the preview, after the page caught up) says what happened at `where`.
 *  A purchase with price profiles on sale (`sold`) offers them in the sheet: each choice is
 *  previewed again, and Confirm sends the price last shown. */
async function ask(command, where, question, done, confirmed, sold) {
  answerAt(where, "", "okay");
  let previewed;
  try { previewed = await asked("/api/director/preview", command); }
  catch (e) { refusedAt(where, e, confirmed); return; }
  asking = { command, key: tapId(), where, done: () => done(previewed) };
  const prices = sold ? pricesFor(sold) : [];
  options($("sheet-price"), [["", T("director_price_own")],
    ...prices.map(p => [p.name, T("director_price_profile", { name: p.name, paid: money(p.paid) })])]);
  $("sheet-price").value = "";
  $("sheet-price-row").classList.toggle("hidden", prices.length === 0);
  $("sheet-price").onchange = async () => {
    const q = asking;
    if (!q) return;
    const kind = Object.keys(q.command)[0];
    const priced = { [kind]: { ...q.command[kind], profile: $("sheet-price").value || null } };
    $("sheet-confirm").disabled = true;
    try {
      const again = await asked("/api/director/preview", priced);
      if (asking !== q) return;
      // A new price is a new question: its own key, so the first price is never sent too.
      asking = { ...q, command: priced, key: tapId(), done: () => done(again) };
      text("sheet-question", question(again));
      answerAt("sheet-answer", "", "okay");
    } catch (e) {
      // Refused (no longer sold): the choice goes back to the price Confirm would send.
      $("sheet-price").value = q.command[kind].profile || "";
      answerAt("sheet-answer", e.message, "error");
    }
    finally { $("sheet-confirm").disabled = false; }
  };
  text("sheet-question", question(previewed));
  answerAt("sheet-answer", "", "okay");
  $("sheet-confirm").disabled = false;
  $("sheet").classList.remove("hidden");
}
function closeSheet() { asking = null; $("sheet").classList.add("hidden"); }
$("sheet-cancel").addEventListener("click", closeSheet);
$("sheet-confirm").addEventListener("click", async () => {
  const q = asking, button = $("sheet-confirm");
  if (!q || button.disabled) return;
  button.disabled = true;
  try {
    await send(q.command, q.key);
    // The answer is said before the sheet goes: whoever sees it gone sees what happened.
    await refresh();
    answerAt(q.where, q.done(), "okay");
    closeSheet();
  } catch (e) {
    closeSheet();
    refusedAt(q.where, e);
    if (!token()) location.reload();
  } finally { button.disabled = false; }
});

/** Sends a command that neither spends money nor moves a player (the clock, a count, a call
 *  answered), the button held until the answer. */
async function now(command, where, done, tapped, confirmed) {
  if (tapped) tapped.disabled = true;
  try { await send(command); answerAt(where, done, "okay"); }
  catch (e) { refusedAt(where, e, confirmed && (() => now(confirmed, where, done, tapped))); }
  finally { if (tapped) setTimeout(() => { tapped.disabled = false; }, 400); }
}

// The parts, one at a time, chosen from the bar at the thumb.
function showPart(part) {
  for (const el of document.querySelectorAll(".part")) el.classList.toggle("hidden", el.id !== "part-" + part);
  for (const b of document.querySelectorAll("#tabs button")) b.classList.toggle("on", b.dataset.part === part);
  sessionStorage.setItem("riffle-director-part", part);
}
for (const b of document.querySelectorAll("#tabs button")) b.addEventListener("click", () => showPart(b.dataset.part));

// The clock, always on top.
function showClock() {
  if (!pub) return;
  const d = pub.display;
  const what = d.on_break ? T("break") : d.level
    ? `${T("level", { n: d.level.number })} · ${blindsText(d.level)}` : "";
  text("top-level", what);
  text("clock-level", [what, anteText(d.level && d.level.ante)].filter(x => x).join(" · "));
  text("top-time", clockText(timeLeft(pub)));
  $("top-time").classList.toggle("stopped", !!pub.stopped);
  text("top-why", {
    not_started: T("stopped_not_started"), paused: T("stopped_paused"),
    hand_for_hand: T("stopped_hand_for_hand"), between_days: T("stopped_between_days"),
  }[pub.stopped] || "");
  text("top-left", T("director_left", { players: fmt(d.players_left) }));
  const shown = { "clock-start": pub.stopped === "not_started", "clock-pause": !pub.stopped,
    "clock-resume": pub.stopped === "paused", "clock-h4h": !d.hand_for_hand,
    "clock-h4h-end": d.hand_for_hand };
  for (const [id, on] of Object.entries(shown)) $(id).classList.toggle("hidden", !on);
}
setInterval(showClock, 250);
const clockButtons = {
  "clock-start": ["StartClock", "director_clock_started"],
  "clock-pause": ["PauseClock", "director_clock_paused"],
  "clock-resume": ["ResumeClock", "director_clock_resumed"],
  "clock-minus": [{ RemoveTime: { seconds: 60 } }, "director_minute_removed"],
  "clock-plus": [{ AddTime: { seconds: 60 } }, "director_minute_added"],
  "clock-next": ["NextPeriod", "director_next_level_done"],
  "clock-h4h": ["StartHandForHand", "director_hand_for_hand_started"],
  "clock-h4h-end": ["EndHandForHand", "director_hand_for_hand_ended"],
};
for (const [id, [command, done]] of Object.entries(clockButtons)) {
  $(id).addEventListener("click", () => now(command, "clock-result", T(done), $(id)));
}

// Registration.
function seatText(seat) { return T("director_at_seat", { table: seat[0], seat: seat[1] }); }
function register(confirmed) {
  const name = $("reg-name").value.trim();
  const command = { Register: { name, notes: null, confirmed } };
  ask(command, "reg-answer",
    p => T(desk.seats_drawn ? "director_ask_late_register" : "director_ask_register",
      { name, paid: money(p.paid || 0), chips: fmt(p.chips || 0) }),
    () => {
      $("reg-name").value = "";
      const entry = desk.entries.filter(e => e.name === name).pop();
      return entry && entry.seat
        ? T("director_registered_at", { name, at: seatText(entry.seat) })
        : T("director_registered", { name });
    },
    () => register(true), "Entry");
}
$("reg-go").addEventListener("click", () => register(false));
$("reg-name").addEventListener("keydown", e => { if (e.key === "Enter") register(false); });
$("draw").addEventListener("click", () => ask("DrawSeats", "draw-answer",
  () => T("director_ask_draw", { players: fmt(desk.entries.filter(e => e.in_play).length) }),
  () => T("director_seats_drawn")));

// Busts, by table and seat or from the list by name.
function bust(player, where) {
  const command = { Eliminate: { busts: [{ player, by: [], starting_stack: null }],
    on_hand_for_hand_announcement: false } };
  const entry = desk.entries.find(e => e.player === player);
  ask(command, where, p => {
    const out = p.out.find(o => o.player === player) || { place: "?", prize: 0 };
    return T("director_ask_bust", { name: entry.name, at: entry.seat ? seatText(entry.seat) : "",
      place: out.place, prize: money(out.prize) });
  }, p => {
    const out = p.out.find(o => o.player === player) || { place: "?", prize: 0 };
    return T("director_bust_done", { name: entry.name, place: out.place, prize: money(out.prize) });
  });
}
$("bust-table").addEventListener("change", showSeats);
$("bust-go").addEventListener("click", () => {
  const player = Number($("bust-seat").value);
  if ($("bust-seat").value === "") { answerAt("bust-answer", T("director_pick_seat"), "error"); return; }
  bust(player, "bust-answer");
});
function options(select, items) {
  const keep = select.value;
  select.replaceChildren(...items.map(([value, label]) => {
    const o = document.createElement("option"); o.value = value; o.textContent = label; return o;
  }));
  if (items.some(([value]) => String(value) === keep)) select.value = keep;
}
function showSeats() {
  if (!staffNow) return;
  options($("bust-table"), staffNow.tables.map(t => [t.table, T("table_n", { table: t.table })]));
  const t = staffNow.tables.find(t => String(t.table) === $("bust-table").value);
  options($("bust-seat"), (t ? t.players : []).map(p =>
    [p.player, T("seat_and_name", { seat: p.seat, name: p.name })]));
}

/** A purchase asked with the player and the amount; refused, as the core refuses it, on an
 *  entry that may not buy it (out, or still in for a re-entry, or the period over). */
function buy(kind, player, where) {
  const entry = desk.entries.find(e => e.player === player);
  const [question, done] = {
    ReEnter: ["director_ask_re_entry", "director_done_re_entry"],
    Rebuy: ["director_ask_rebuy", "director_done_rebuy"],
    AddOn: ["director_ask_add_on", "director_done_add_on"],
  }[kind];
  ask({ [kind]: { player } }, where,
    p => T(question, { name: entry.name, paid: money(p.paid || 0), chips: fmt(p.chips || 0) }),
    () => {
      const newest = desk.entries.filter(e => e.name === entry.name).pop();
      return kind === "ReEnter" && newest && newest.seat
        ? T("director_re_entered_at", { name: entry.name, at: seatText(newest.seat) })
        : T(done, { name: entry.name });
    }, undefined, { ReEnter: "ReEntry", Rebuy: "Rebuy", AddOn: "AddOn" }[kind]);
}
/** A name as searches compare it: case and accents aside. */
function folded(name) {
  return name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().trim();
}
function showPlayers() {
  const find = folded($("find").value);
  const list = desk.entries.filter(e => !e.withdrawn && folded(e.name).includes(find));
  // The players in first, by table and seat; then those out, best place first.
  list.sort((a, b) => (b.in_play - a.in_play)
    || (a.seat && b.seat ? a.seat[0] - b.seat[0] || a.seat[1] - b.seat[1] : 0)
    || (a.place || 0) - (b.place || 0));
  $("players").replaceChildren(...list.map(e => {
    const row = document.createElement("div");
    const line = document.createElement("div");
    line.className = "row";
    line.innerHTML = "<div class='who'><b></b><span></span></div>";
    line.querySelector("b").textContent = e.name;
    line.querySelector("span").textContent = e.in_play
      ? [e.seat ? seatText(e.seat) : T("director_not_seated"), fmt(e.chips)].join(" · ")
      : T("director_out_in", { place: e.place, prize: money(e.prize || 0) });
    const where = "player-" + e.player;
    const tap = (label, kind, act) => {
      const b = document.createElement("button");
      b.textContent = T(label); if (kind) b.className = kind;
      b.dataset.action = label; b.addEventListener("click", act); line.append(b);
    };
    if (e.in_play) {
      tap("director_rebuy", "", () => buy("Rebuy", e.player, where));
      tap("director_add_on", "", () => buy("AddOn", e.player, where));
      if (desk.seats_drawn) tap("director_bust", "danger", () => bust(e.player, where));
    } else {
      tap("director_re_enter", "", () => buy("ReEnter", e.player, where));
    }
    const answer = document.createElement("div");
    answer.id = where; answer.className = "answer";
    row.id = "row-" + e.player;
    row.append(line, answer);
    return row;
  }));
}
$("find").addEventListener("input", () => { if (desk) { showPlayers(); sayAgain(); } });

// The floor: reports, the instruction, chip counts.
function showReports() {
  const list = staffNow.reports;
  $("reports").replaceChildren(...list.map(r => {
    const row = document.createElement("div");
    const line = document.createElement("div");
    line.className = "row";
    line.innerHTML = "<div class='who'></div>";
    const where = "report-" + r.id;
    const b = (label, kind, act) => {
      const button = document.createElement("button");
      button.textContent = label; if (kind) button.className = kind;
      button.addEventListener("click", act); line.append(button);
    };
    if (r.reason !== null) {
      line.firstChild.textContent = T("floor_call", { table: r.table, reason: r.reason });
      b(T("answered"), "", e => now({ CloseReport: { report: r.id } }, where, T("call_answered"), e.target));
    } else {
      const prize = r.prize ? T("prize_of", { prize: money(r.prize) }) : "";
      line.firstChild.textContent = T("bust_report",
        { table: r.table, seat: r.seat, name: r.name, place: r.place, prize });
      b(T("confirm"), "danger", () => ask({ ConfirmBust: { report: r.id } }, "reports-answer",
        p => { const o = p.out[0] || { place: "?", prize: 0 };
          return T("director_ask_bust", { name: r.name, at: seatText([r.table, r.seat]), place: o.place, prize: money(o.prize) }); },
        () => T("bust_confirmed")));
      b(T("not_a_bust"), "", e => now({ CloseReport: { report: r.id } }, "reports-answer", T("report_set_aside"), e.target));
    }
    row.append(line);
    return row;
  }));
  const answer = $("reports-answer") || document.createElement("div");
  answer.id = "reports-answer"; answer.className = "answer";
  $("reports").append(answer);
  if (list.length === 0) $("reports").prepend(T("nothing_waiting"));
}
function moveText(m) {
  const from = m.from ? seatText(m.from) : T("director_not_seated");
  return T("director_move", { name: m.name, from, to: seatText(m.to) });
}
let movesShown = "";
function showInstruction() {
  const i = staffNow.instruction;
  text("instruction", i ? i.text : T("nothing_to_do"));
  $("accept").classList.toggle("hidden", !i);
  // Redrawn only when the moves change, so a seat being typed stays.
  const key = JSON.stringify(i ? i.moves : []);
  if (key === movesShown) return;
  movesShown = key;
  $("moves").replaceChildren(...(i ? i.moves : []).map((m, n) => {
    const div = document.createElement("div");
    div.className = "move";
    div.innerHTML = "<div></div><div class='pair'><input class='t' inputmode='numeric'>"
      + "<input class='s' inputmode='numeric'><button class='small'></button></div><div class='answer'></div>";
    div.firstChild.textContent = moveText(m);
    const [t, s] = div.querySelectorAll("input");
    t.placeholder = T("director_table"); s.placeholder = T("director_seat");
    const go = div.querySelector("button");
    go.textContent = T("director_move_by_hand");
    div.lastChild.id = "move-answer-" + n;
    const player = desk.entries.find(e => e.name === m.name && e.in_play);
    go.addEventListener("click", () => {
      const table = Number(t.value), seat = Number(s.value);
      const command = { OverrideInstruction: { player: player ? player.player : -1, table, seat,
        reason: T("director_moved_by_hand_reason") } };
      ask(command, div.lastChild.id,
        () => T("director_ask_move_by_hand", { name: m.name, at: seatText([table, seat]) }),
        () => T("director_moved", { name: m.name, at: seatText([table, seat]) }));
    });
    return div;
  }));
}
$("accept").addEventListener("click", () => {
  const i = staffNow.instruction;
  ask("AcceptInstruction", "accept-answer",
    () => [T("director_ask_accept"), ...(i ? i.moves.map(moveText) : [])].join("\n"),
    () => T("carried_out"));
});
/** The chip counts' rows, kept by player from one change to the next, so the count being
 *  typed keeps its focus and digits; each count's answer is said at its row. */
const countRows = new Map();
function showCounts() {
  const counts = $("counts");
  const seen = new Set();
  let next = counts.firstChild;
  for (const t of staffNow.tables) for (const p of t.players) {
    seen.add(p.player);
    let row = countRows.get(p.player);
    if (!row) { row = countRow(p.player); countRows.set(p.player, row); }
    row.name = p.name;
    row.who.firstChild.textContent = p.name;
    row.who.lastChild.textContent = seatText([t.table, p.seat]);
    if (row.input !== document.activeElement && !row.input.dataset.typed) row.input.value = p.chips;
    if (row.div === next) next = next.nextSibling; else counts.insertBefore(row.div, next);
  }
  for (const [player, row] of countRows) {
    if (!seen.has(player)) { row.div.remove(); countRows.delete(player); }
  }
}
function countRow(player) {
  const div = document.createElement("div");
  div.innerHTML = "<div class='row'><div class='who'><b></b><span></span></div>"
    + "<input class='chips' inputmode='numeric' enterkeyhint='send'><button></button></div>"
    + "<div class='answer'></div>";
  div.querySelector(".answer").id = "count-" + player;
  const row = { div, who: div.querySelector(".who"), input: div.querySelector("input"), name: "" };
  const save = div.querySelector("button");
  save.textContent = T("director_save");
  row.input.addEventListener("input", () => { row.input.dataset.typed = "1"; });
  row.input.addEventListener("focus", () => row.input.select());
  const keep = async () => {
    const chips = Number(row.input.value.replace(/[\s,.\u202f\u00a0]/g, ""));
    await now({ SetChips: { player, chips } }, "count-" + player,
      T("chips_set", { name: row.name }), save, { SetChips: { player, chips, confirmed: true } });
    delete row.input.dataset.typed;
  };
  save.addEventListener("click", keep);
  row.input.addEventListener("keydown", e => { if (e.key === "Enter") keep(); });
  return row;
}

// Money: payouts and the deal.
/** A row of the payouts: the place or who is paid, a name, the amount. */
function paidRow(first, name, amount) {
  const tr = document.createElement("tr");
  tr.innerHTML = "<td></td><td></td><td class='num'></td>";
  tr.children[0].textContent = first;
  tr.children[1].textContent = name;
  tr.children[2].textContent = money(amount);
  return tr;
}
/** The prizes by place; once a deal is agreed, only the places below it (the deal's shares,
 * by name, are what is paid to the players in it: listed above, under the deal). */
function showPayouts() {
  const rows = desk.deal
    ? desk.paid.filter(p => !p.deal).map(p => paidRow(p.place ? `${p.place}.` : "", p.names.join(", "), p.amount))
    : desk.payouts.map((prize, i) => {
      const holder = desk.entries.find(e => e.place === i + 1);
      return paidRow(`${i + 1}.`, holder ? holder.name : "", prize);
    });
  $("payouts").replaceChildren(...rows);
  $("payouts-panel").classList.toggle("hidden", rows.length === 0);
}
/** Who agreed, by player, kept while the same players are offered the deal. */
let agreed = new Set(), offerFor = "";
function showDeal() {
  const offer = desk.deal_offer;
  $("deal-panel").classList.toggle("hidden", !offer);
  $("deal-agreed").classList.toggle("hidden", !desk.deal);
  if (desk.deal) {
    $("deal-shares").replaceChildren(...desk.paid.filter(p => p.deal).map(p => {
      const tr = document.createElement("tr");
      tr.innerHTML = "<td></td><td class='num'></td>";
      tr.children[0].textContent = p.names.join(", "); tr.children[1].textContent = money(p.amount);
      return tr;
    }), ...(desk.deal.kept ? [T("deal_kept", { amount: money(desk.deal.kept) })] : []));
  }
  if (!offer) return;
  const key = offer.players.map(p => p.player).join(",");
  if (key !== offerFor) { offerFor = key; agreed = new Set(); }
  text("deal-locked", offer.locked ? T("director_deal_locked", { amount: money(offer.locked) }) : "");
  $("deal").replaceChildren(...offer.players.map(p => {
    const tr = document.createElement("tr");
    tr.innerHTML = "<td><b></b><br><span class='dim'></span></td><td class='num'></td><td class='num'></td>"
      + "<td><input type='checkbox'></td>";
    tr.querySelector("b").textContent = p.name;
    tr.querySelector("span").textContent = fmt(p.chips);
    tr.children[1].textContent = money(p.chip_chop);
    tr.children[2].textContent = money(p.icm);
    const box = tr.querySelector("input");
    box.id = "agrees-" + p.player;
    box.checked = agreed.has(p.player);
    box.addEventListener("change", () => {
      if (box.checked) agreed.add(p.player); else agreed.delete(p.player);
      answerAt("deal-answer", "", "okay");
    });
    return tr;
  }));
}
/** The deal, each share by name, asked once every player left has agreed to it. */
function recordDeal(split) {
  const offer = desk.deal_offer;
  if (!offer) return;
  const missing = offer.players.filter(p => !agreed.has(p.player)).map(p => p.name);
  if (missing.length) {
    answerAt("deal-answer", T("director_deal_not_agreed", { names: missing.join(", ") }), "error");
    return;
  }
  const shares = offer.players.map(p =>
    ({ player: p.player, amount: p[split], chips: p.chips, agreed: agreed.has(p.player) }));
  ask({ AgreeDeal: { shares, kept: 0 } }, "deal-answer",
    () => [T(split === "icm" ? "director_ask_deal_icm" : "director_ask_deal_chip_chop"),
      ...offer.players.map(p => T("deal_share", { name: p.name, amount: money(p[split]) })),
      T("director_all_agreed")].join("\n"),
    () => T("director_deal_recorded"));
}
$("deal-chop").addEventListener("click", () => recordDeal("chip_chop"));
$("deal-icm").addEventListener("click", () => recordDeal("icm"));

// Undo and redo, each saying what it takes back.
function showHistory() {
  text("undo-what", desk.undo ? T("director_undo_takes_back", { what: desk.undo }) : T("director_nothing_to_undo"));
  text("redo-what", desk.redo ? T("director_redo_puts_back", { what: desk.redo }) : T("director_nothing_to_redo"));
  $("undo").disabled = !desk.undo;
  $("redo").disabled = !desk.redo;
}
$("undo").addEventListener("click", () => {
  const what = desk.undo;
  ask("Undo", "history-answer", () => T("director_ask_undo", { what }), () => T("director_undone", { what }));
});
$("redo").addEventListener("click", () => {
  const what = desk.redo;
  ask("Redo", "history-answer", () => T("director_ask_redo", { what }), () => T("director_redone", { what }));
});

/** Reads the staff's and the director's views again and redraws; an older answer arriving
 *  after a newer one is dropped. */
let reading = null;
async function refresh() {
  const mine = reading = Promise.all([staff(), asked("/api/director")]);
  let s, d;
  try { [s, d] = await mine; }
  catch (e) {
    if (e.status === 403 || e.status === 401) refuse(e.message);
    return;
  }
  if (desk && d.seq < desk.seq) return;
  staffNow = s; desk = d;
  $("draw").classList.toggle("hidden", d.seats_drawn);
  $("bust-panel").classList.toggle("hidden", !d.seats_drawn);
  text("alternates", d.alternates.length ? T("alternates", { names: d.alternates.join(", ") }) : "");
  showSeats(); showPlayers(); showReports(); showInstruction(); showCounts();
  showPayouts(); showDeal(); showHistory(); sayAgain();
  document.body.dataset.desk = d.seq;
  return mine;
}
/** A phone signed in with another role's PIN: the server's sentence, and the way back. */
function refuse(sentence) {
  text("refused-why", sentence);
  // The page this phone's PIN opens instead.
  const yours = role() === "dealer" ? "/dealer" : "/floor";
  $("your-page").href = yours; text("your-page", location.host + yours);
  $("refused").classList.remove("hidden");
  for (const id of ["work", "tabs", "top"]) $(id).classList.add("hidden");
}
$("sign-out").addEventListener("click", () => {
  sessionStorage.removeItem("riffle-token"); sessionStorage.removeItem("riffle-role"); location.reload();
});
signIn(() => {
  $("top").classList.remove("hidden"); $("tabs").classList.remove("hidden");
  showPart(sessionStorage.getItem("riffle-director-part") || "clock");
  live(state => { pub = state; showClock(); refresh(); });
});
