// The board to embed (embed.html, docs/embed.md): a position, a game to replay or a puzzle to
// solve, read from the same fragments as the page's links, drawn as large as its frame allows,
// in the reader's language; it keeps nothing in the visitor's storage and asks no other host.

import init, { Game } from "../pkg/rithmomachia.js";
import { detectLanguage, LANGUAGE_NAMES, saidMessage, setLanguage, t } from "../i18n.js";
import { isEditFragment, readEditFragment, readLinkFragment } from "../records.js";
import { boardOf } from "../snapshot.js";
import { makeFrame } from "./frame.js";
import { loadPuzzle, startPuzzle } from "./puzzle.js";
import { startReplay } from "./replay.js";

const $ = (id) => document.getElementById(id);

/** A puzzle's fragment: p1.<id> (docs/records.md). */
const PUZZLE = /^p1\.(.+)$/;

/** A still position: an editor's link (e1), shown as it stands, whose move it is under it. */
function startStill(game, frame, root) {
  const s = game.snapshot();
  frame.draw({ ranks: s.ranks, board: boardOf(s), last: null, drawings: [], picked: -1, targets: [] });
  $("embed-caption").textContent = t(`turn.next.${game.turn()}`);
  root.dataset.position = game.position();
  root.dataset.mode = "position";
}

/** Open what a fragment (as the address has it, escaped) holds on `frame`; throws what is wrong with it. */
async function open(raw, frame, root) {
  let fragment;
  try {
    fragment = decodeURIComponent(raw);
  } catch {
    throw new Error(t("link.err.escape"));
  }
  const puzzle = PUZZLE.exec(fragment);
  if (puzzle) {
    const item = await loadPuzzle(puzzle[1]);
    $("embed-puzzle").hidden = false;
    return startPuzzle(item, frame, { root, canvas: $("embed-board"), task: $("embed-task"), result: $("embed-result"), retry: $("embed-retry"), form: $("embed-form"), input: $("embed-move") });
  }
  if (isEditFragment(fragment)) {
    const { rules, text } = await readEditFragment(fragment);
    return startStill(Game.fromRecord(rules, text, []), frame, root);
  }
  if (!fragment) throw new Error(t("embed.error.empty"));
  const game = await readLinkFragment(fragment);
  $("embed-replay").hidden = false;
  const b = (id) => $(`embed-${id}`);
  return startReplay(game, frame, { root, caption: b("caption"), counter: b("counter"), first: b("first"), prev: b("prev"), play: b("play"), next: b("next"), last: b("last") });
}

async function main() {
  const root = $("embed");
  // The language asked for by the embedding page (?lang=fr), else the reader's browser's; never
  // one remembered from the site, and never remembered.
  const asked = new URLSearchParams(location.search).get("lang");
  await setLanguage(LANGUAGE_NAMES[asked] ? asked : detectLanguage(null), { remember: false }).catch(() => setLanguage("en", { remember: false }));
  const frame = makeFrame($("embed-board"), $("embed-stage"));
  window.embed = { cellCenter: (cell) => frame.cellCenter(cell) };
  const site = new URL("./", document.baseURI);
  // The whole page, at the same game or position (a puzzle: the page's puzzles are in its Learn tab).
  $("embed-site").href = PUZZLE.test(location.hash.slice(1)) ? site.href : `${site.href}${location.hash}`;
  try {
    await init();
    await open(location.hash.slice(1), frame, root);
    root.dataset.ready = "yes";
  } catch (e) {
    $("embed-error").textContent = t("embed.error", { why: saidMessage(e && e.message) || String(e) });
    $("embed-error").hidden = false;
    root.dataset.ready = "error";
  }
}

main();
