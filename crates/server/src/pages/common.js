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

/** Silence after which a page says it is reconnecting: the server sends a keep-alive every
 *  5 s, so three missed ones mean the server or the network is gone. */
const SILENT_MS = 15000;
let lastHeard = Date.now();
let connectionLost = false;
function heard() { lastHeard = Date.now(); connectionLost = false; showConnection(); }
/** The reconnecting mark, shown over the page while the server is not heard. A stopped server
 *  must never leave a clock counting as if nothing happened. */
function showConnection() {
  let mark = $("reconnecting");
  if (!mark && document.body) {
    mark = document.createElement("div");
    mark.id = "reconnecting";
    mark.textContent = T("reconnecting");
    document.body.prepend(mark);
  }
  const lost = connectionLost || Date.now() - lastHeard > SILENT_MS;
  if (mark) mark.classList.toggle("hidden", !lost);
  if (document.body) document.body.classList.toggle("reconnecting", lost);
}
setInterval(showConnection, 1000);

/** Calls onState with the public state now and after every committed change. The browser's
 *  EventSource reconnects by itself with Last-Event-ID, so nothing is missed. */
function live(onState) {
  let seq = -1, shown = null;
  const take = (state) => {
    heard();
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
  refresh();
  const source = new EventSource("/events");
  source.addEventListener("state", e => take(JSON.parse(e.data)));
  source.addEventListener("open", () => { heard(); refresh(); });
  source.addEventListener("alive", heard);
  source.addEventListener("error", () => { connectionLost = true; showConnection(); });
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
// until the TD changes the PINs.
function token() { return sessionStorage.getItem("riffle-token"); }
function role() { return sessionStorage.getItem("riffle-role"); }

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
