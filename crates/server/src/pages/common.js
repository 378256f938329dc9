// Riffle venue pages: the language, numbers, the live state and signed-in requests, shared by
// every page. Nothing here is fetched from outside the server; the words come from the server's
// word files (/words.js sets WORDS, every language's sentences by key).
"use strict";
/** The browser's first language the word files have, English otherwise. */
const LANG = Object.keys(WORDS).find(code =>
  (navigator.language || "en").toLowerCase().startsWith(code)) || "en";
document.documentElement.lang = LANG;

/** The sentence `key` in the page's language, its blanks (`{name}`) filled from `values`. A key
 *  the word files lack shows as itself, so a mistake is seen rather than hidden. */
function T(key, values) {
  const sentence = WORDS[LANG][key] ?? key;
  return sentence.replace(/\{(\w+)\}/g, (blank, name) =>
    values && name in values ? String(values[name]) : blank);
}
const NUMBER = new Intl.NumberFormat(T("number_locale"));
function fmt(n) { return NUMBER.format(n); }
function $(id) { return document.getElementById(id); }
function text(id, value) { const el = $(id); if (el) el.textContent = value; }

/** The browser's clock minus the server's, corrected by every fresh reading of the state. */
let clockOffset = 0;

/** The connection as the page tells it: "live" while the event stream is heard, "reconnecting"
 *  once it has been silent for three of the server's keep-alive periods, "lost" after five
 *  (25 s with the server's 5 s), when what is shown stays but is marked as from then. The
 *  server sends its period with every keep-alive, so a quiet level is never taken for an
 *  outage. Kept on the body (data-connection) for whoever checks the page. */
let keepAliveMs = 5000;
let lastHeard = Date.now();
/** Whether the page follows the stream yet (a sign-in form follows nothing, so says nothing). */
let following = false;
const CLOCK_TIME = new Intl.DateTimeFormat(T("number_locale"),
  { hour: "2-digit", minute: "2-digit", second: "2-digit" });
/** A time of day as the room's clocks show it, hours and minutes: pushes are said this way. */
const TIME_OF_DAY = new Intl.DateTimeFormat(T("number_locale"), { hour: "2-digit", minute: "2-digit" });
function timeOfDay(at) { return TIME_OF_DAY.format(new Date(at)); }
function heard() { lastHeard = Date.now(); showConnection(); }
function connectionState() {
  const silent = Date.now() - lastHeard;
  return silent > 5 * keepAliveMs ? "lost" : silent > 3 * keepAliveMs ? "reconnecting" : "live";
}
/** The connection's mark over the page. A lost server must never leave a page looking live:
 *  the TV's clock greys and every page's content is marked as from the last time heard. */
function showConnection() {
  if (!document.body || !following) return;
  let mark = $("connection");
  if (!mark) {
    mark = document.createElement("div");
    mark.id = "connection";
    mark.setAttribute("role", "status");
    document.body.prepend(mark);
  }
  const state = connectionState();
  if (document.body.dataset.connection === state) return;
  document.body.dataset.connection = state;
  mark.textContent = state === "lost"
    ? T("connection_lost", { time: CLOCK_TIME.format(new Date(lastHeard)) })
    : state === "reconnecting" ? T("reconnecting") : "";
  // A standby that follows this server serves the event once the TD has it take over: a
  // signed-in page carries its sign-in there with a tap.
  const standby = sessionStorage.getItem("riffle-standby");
  if (state !== "live" && standby && token()) {
    const go = document.createElement("button");
    go.className = "carry-on";
    go.textContent = T("carry_on_at", { url: standby });
    go.addEventListener("click", () => carryOn(standby));
    mark.append(document.createElement("br"), go);
  }
  mark.className = state === "live" ? "hidden" : state;
  document.body.classList.toggle("reconnecting", state !== "live");
  document.body.classList.toggle("stale", state === "lost");
}
setInterval(showConnection, 1000);

/** Calls onState with the public state now and after every committed change. The browser's
 *  EventSource reconnects by itself with Last-Event-ID, so nothing is missed. */
function live(onState) {
  let seq = -1, shown = null;
  const take = (state) => {
    if (state.seq < seq) return;
    seq = state.seq;
    // The change shown, for whoever checks the page is live (the TD, a browser test).
    document.body.dataset.seq = seq;
    shown = state;
    onState(state);
  };
  const refresh = () => fetch("/api/state").then(r => r.json()).then(state => {
    clockOffset = Date.parse(state.server_now) - Date.now();
    take(state);
  }).catch(() => {});
  following = true;
  lastHeard = Date.now();
  refresh();
  // Only the stream counts as hearing the server: a state fetched by the minute while the
  // stream is down would hide that the page no longer follows changes as they happen.
  const follow = () => {
    const source = new EventSource("/events");
    source.addEventListener("state", e => { heard(); take(JSON.parse(e.data)); });
    source.addEventListener("open", () => { heard(); refresh(); });
    source.addEventListener("alive", e => {
      const every = Number(e.data);
      if (every > 0) keepAliveMs = every;
      heard();
    });
    // The browser retries by itself, but gives up for good on an answer that is not a
    // stream (a proxy's error page, a server stopping): then the page starts again itself.
    source.addEventListener("error", () => {
      if (source.readyState === EventSource.CLOSED) setTimeout(follow, 3000);
    });
  };
  follow();
  setInterval(refresh, 60000);
  // A level or a break ending on time commits nothing, so no event comes: once the browser's
  // own count reaches the end, it asks for the state again rather than show 00:00 over the old
  // blinds until the next refresh.
  let asked = 0;
  setInterval(() => {
    const state = shown;
    if (!state || !state.period_ends_at || state.stopped || timeLeft(state) > 0) return;
    if (Date.now() - asked < 2000) return;
    asked = Date.now();
    refresh();
  }, 250);
}

/** Milliseconds left in the period on the clock, counted by the browser between events only
 *  while the server says the clock counts (never paused, hand-for-hand or between days). */
function timeLeft(state) {
  if (state.period_ends_at && !state.stopped) {
    return Math.max(0, Date.parse(state.period_ends_at) - (Date.now() + clockOffset));
  }
  return state.display.clock.time_left_ms;
}

function clockText(ms) {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600), m = Math.floor(total / 60) % 60, s = total % 60;
  const two = (n) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

function anteText(ante) {
  if (!ante || ante === "None") return "";
  if (ante.Classic) return T("ante", { chips: fmt(ante.Classic) });
  if (ante.BigBlind) return T("big_blind_ante", { chips: fmt(ante.BigBlind) });
  return "";
}

/** What the floor knows of a table's button, in the words the window uses: where it comes
 *  from and how long ago, or not known, with the seats only "if the button is on seat S". */
function buttonText(status) {
  if (!status.tracked) return T("button_source_none");
  const seats = status.tracked;
  const v = {
    minutes: status.minutes === null ? 0 : status.minutes,
    seat: seats.button, small_blind: seats.small_blind, big_blind: seats.big_blind,
  };
  switch (status.source) {
    case "drawn": return T("button_source_drawn", v);
    case "set": return T("button_source_set", v);
    case "given": return T("button_source_given", v);
    case "reported-td": return T("button_source_reported_td", v);
    case "reported-device": return T("button_source_reported_device", v);
    default: return T("button_source_unknown", v);
  }
}

function blindsText(level) {
  return level ? `${fmt(level.small_blind)} / ${fmt(level.big_blind)}` : "";
}

// Signing in: the token lives only in this tab; it holds across a restart of the server
// until the TD changes the PINs, and at every server of the event (a standby that took over
// holds the same key), so a page carries it to the standby's address in the address's
// fragment, which no server and no referrer ever sees.
function token() { return sessionStorage.getItem("riffle-token"); }
function role() { return sessionStorage.getItem("riffle-role"); }
(function signInCarried() {
  const carried = new URLSearchParams(location.hash.slice(1));
  if (!carried.get("token")) return;
  sessionStorage.setItem("riffle-token", carried.get("token"));
  sessionStorage.setItem("riffle-role", carried.get("role") || "");
  history.replaceState(null, "", location.pathname + location.search);
})();
/** Opens this page at the standby's address `standby`, signed in as here. */
function carryOn(standby) {
  const carried = new URLSearchParams({ token: token(), role: role() || "" });
  location.href = standby.replace(/\/$/, "") + location.pathname + location.search + "#" + carried;
}

/** Signs in; a dealer gives the table the phone reports for (without one it may only read). */
async function login(pin, table) {
  const answer = await fetch("/api/login", {
    method: "POST", headers: { "Content-Type": "application/json" },
    body: JSON.stringify(table ? { pin, table } : { pin }),
  });
  const body = await answer.json();
  if (!answer.ok) throw new Error(body.error);
  sessionStorage.setItem("riffle-token", body.token);
  sessionStorage.setItem("riffle-role", body.role);
  return body.role;
}

/** A fresh id for one tap. Sent with every try of that tap as its Idempotency-Key, so the
 *  server applies the tap once however often the network makes the page send it. */
function tapId() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, b => b.toString(16).padStart(2, "0")).join("");
}

/** Sends one command; resolves with its seq, or rejects with the server's sentence (and the
 *  answer's status and body, for a page that offers a confirmation). An answer lost on the
 *  way is asked for again with the same id. */
async function send(command, key = tapId()) {
  for (let tries = 1; ; tries++) {
    let answer;
    try {
      answer = await fetch("/api/commands", {
        method: "POST",
        headers: {
          "Content-Type": "application/json", "Authorization": "Bearer " + token(),
          "Idempotency-Key": key,
        },
        body: JSON.stringify(command),
      });
    } catch (lost) {
      if (tries >= 3) throw lost;
      await new Promise(resolve => setTimeout(resolve, 700 * tries));
      continue;
    }
    const body = await answer.json();
    if (answer.status === 401) sessionStorage.removeItem("riffle-token");
    if (!answer.ok) throw Object.assign(new Error(body.error), { status: answer.status, body });
    return body.seq;
  }
}

async function staff() {
  const answer = await fetch("/api/staff", { headers: { "Authorization": "Bearer " + token() } });
  const body = await answer.json();
  if (!answer.ok) throw new Error(body.error);
  // Kept for when this server goes away: where the standby serves once it takes over.
  if (body.standby) sessionStorage.setItem("riffle-standby", body.standby);
  return body;
}

/** Fills every element naming a sentence (data-word, data-placeholder-word) in the page's
 *  language. */
function translate() {
  for (const el of document.querySelectorAll("[data-word]")) {
    el.textContent = T(el.dataset.word);
  }
  for (const el of document.querySelectorAll("[data-placeholder-word]")) {
    el.placeholder = T(el.dataset.placeholderWord);
  }
}
document.addEventListener("DOMContentLoaded", translate);
