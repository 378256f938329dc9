// The sign-in shared by /dealer and /floor: a PIN (and on /dealer the table, filled in from
// the table card's QR code, ?table=N), then the page's own part.
"use strict";
function signIn(onReady, withTable) {
  const form = $("signin"), work = $("work");
  // The page gives the form its title; the PIN field is the same on every staff page.
  const tableField = withTable ? `
    <input id="pin-table" class="field" type="number" inputmode="numeric" min="1"
      data-placeholder-word="table_number">` : "";
  form.insertAdjacentHTML("beforeend", tableField + `
    <input id="pin" class="field" type="password" inputmode="numeric" autocomplete="off"
      data-placeholder-word="pin">
    <button id="pin-go" class="big" data-word="sign_in"></button>
    <div id="pin-error" class="error"></div>`);
  const show = () => {
    const signed = !!token();
    form.classList.toggle("hidden", signed);
    work.classList.toggle("hidden", !signed);
    if (signed) { text("who", T("signed_in", { role: role() })); onReady(); }
  };
  const fromCard = new URLSearchParams(location.search).get("table");
  if (withTable && fromCard) $("pin-table").value = fromCard;
  $("pin-go").addEventListener("click", async () => {
    const table = withTable && $("pin-table").value ? Number($("pin-table").value) : null;
    try { await login($("pin").value, table); $("pin").value = ""; text("pin-error", ""); show(); }
    catch (e) { text("pin-error", e.message); }
  });
  $("pin").addEventListener("keydown", e => { if (e.key === "Enter") $("pin-go").click(); });
  show();
}
/** Sends a command and says what happened under the buttons (in the element `where`, the
 *  page's result line unless a form far down the page has its own). The tapped button stays
 *  disabled until the answer, so a second tap cannot send it twice. When the server refuses
 *  with a confirmation to offer (a second New hand within seconds), its button sends
 *  `confirmed` instead. Resolves with whether the command was applied. */
async function act(command, done, tapped, confirmed, where = "result") {
  if (tapped) tapped.disabled = true;
  try {
    await send(command);
    text(where, done); $(where).className = "okay";
    return true;
  } catch (e) {
    text(where, e.message); $(where).className = "error";
    if (e.body && e.body.confirm && confirmed) {
      const again = document.createElement("button");
      again.id = "confirm"; again.className = "big danger"; again.textContent = e.body.confirm;
      again.addEventListener("click", () => act(confirmed, done, again, undefined, where));
      $(where).append(document.createElement("br"), again);
    }
    if (!token()) location.reload();
    return false;
  } finally {
    if (tapped) tapped.disabled = false;
  }
}
