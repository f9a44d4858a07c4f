// The Records tab's Embed… dialog: the <iframe> code that puts a live board (embed.html) in
// another web page, showing the game to replay, the position on the board, or the open puzzle,
// from the same fragments as the page's links; copied with one button.

import { escapeXml } from "../shapes.js";
import { t } from "../i18n.js";
import { exercise } from "../practice.js";
import { makeEditFragment, makeLinkFragment } from "../records.js";
import { shortMessage, ui, copyText } from "../page.js";
import { state } from "../store.js";

const $ = (id) => document.getElementById(id);

/** The frame's size in the code: sideways boards fit a page's column. */
const SIZE = { game: [640, 520], position: [640, 460], puzzle: [640, 560] };

/** The puzzle open on the board, if any. */
function openPuzzle() {
  const e = exercise();
  return e && e.deck.kind === "puzzles" ? e.item : null;
}

/** The fragment of what is chosen. */
async function fragmentOf(what) {
  if (what === "puzzle") return `p1.${openPuzzle().id}`;
  if (what === "position") return makeEditFragment(state.game.position(), state.game.rulesJson());
  return makeLinkFragment(state.game, state.drawings);
}

let asked = 0;

/** The code for the choice, in the box. */
async function update() {
  const what = document.querySelector('input[name="embed-what"]:checked').value;
  const mine = ++asked;
  $("embed-message").textContent = "";
  try {
    const fragment = await fragmentOf(what);
    if (mine !== asked) return;
    const src = `${new URL("embed.html", document.baseURI).href}#${fragment}`;
    const [w, h] = SIZE[what];
    $("embed-code").value = `<iframe src="${escapeXml(src)}" width="${w}" height="${h}" style="border:0;max-width:100%" title="${escapeXml(t("embed.frameTitle"))}" loading="lazy"></iframe>`;
    $("embed-dialog").dataset.what = what;
  } catch (e) {
    if (mine !== asked) return;
    $("embed-code").value = "";
    $("embed-message").textContent = t("link.makeFailed", { why: shortMessage(e) });
  }
}

async function copy() {
  const code = $("embed-code");
  code.select();
  const copied = await copyText(code.value);
  $("embed-message").textContent = t(copied ? "embed.copied" : "embed.select");
  ui.announce($("embed-message").textContent);
}

function openEmbed() {
  const puzzle = openPuzzle();
  $("embed-what-puzzle-label").hidden = !puzzle;
  (puzzle ? $("embed-what-puzzle") : $("embed-what-game")).checked = true;
  $("embed-code").value = "";
  $("embed-dialog").showModal();
  update();
}

export function wireEmbed() {
  $("embed-open").addEventListener("click", openEmbed);
  $("embed-copy").addEventListener("click", copy);
  for (const input of document.querySelectorAll('input[name="embed-what"]')) input.addEventListener("change", update);
}
