// The game as an animated picture (the Learn tab's Classroom box): a GIF of the game or a stretch
// of it, made in the page (gif.js), with its options (size, orientation, coordinates, each move
// and its captures' arithmetic under the board, the drawings, the speed, how long the last frame
// holds), each frame drawn as the board's pictures are (picture.js).

import { onLanguageChange, t } from "../i18n.js";
import { boardPicture, CELL, pictureCanvas } from "../picture.js";
import { encodeGif } from "../gif.js";
import { downloadBlob, shortMessage, ui } from "../page.js";
import { boardOf, moveCaption } from "../snapshot.js";
import { state } from "../store.js";
import { rulesName } from "../ui.js";

const $ = (id) => document.getElementById(id);

/** Pixels a cell at each size. */
const SIZES = { small: 24, medium: 36, large: 48 };

/** The dialog's choices. */
function choices() {
  const plies = state.game.lineLength();
  // A ply typed: a whole number within the line (an empty or unreadable box: its end).
  const ply = (id, none) => {
    const n = Math.round(Number($(id).value));
    return $(id).value.trim() === "" || !Number.isFinite(n) ? none : Math.max(0, Math.min(plies, n));
  };
  const from = ply("gif-from", 0);
  const to = Math.max(from, ply("gif-to", plies));
  const orientation = $("gif-orientation").value;
  return {
    from,
    to,
    cell: SIZES[$("gif-size").value] || SIZES.medium,
    orientation: orientation === "screen" ? state.orientation : Number(orientation),
    coords: $("gif-coords").checked,
    arithmetic: $("gif-arithmetic").checked,
    drawings: $("gif-drawings").checked,
    delay: Number($("gif-speed").value) || 1000,
    hold: Number($("gif-hold").value) || 0,
  };
}

/**
 * The views of plies `from` to `to` of the game on the board, as picture.js draws them, read by
 * stepping through the game and back to where it stood (nothing drawn meanwhile).
 */
function viewsOf(o) {
  const game = state.game;
  const back = game.cursor();
  const line = game.lineFrom(0);
  const views = [];
  try {
    for (let ply = o.from; ply <= o.to; ply++) {
      game.seek(ply);
      const s = game.snapshot();
      const drawings = o.drawings && state.drawings ? state.drawings.at(ply) : [];
      views.push({ view: { ranks: s.ranks, orientation: o.orientation, board: boardOf(s), last: ply > 0 ? game.lastMove() : null, drawings }, line: o.arithmetic ? moveCaption(game, line, ply) : "" });
    }
  } finally {
    game.seek(back);
  }
  return views;
}

/** One frame's pixels. */
function framePixels(view, line, o) {
  const picture = boardPicture(view, { style: "colour", coords: o.coords, lastMove: true, drawings: o.drawings, caption: "", lastLine: line });
  const w = Math.round((picture.box.w * o.cell) / CELL);
  const h = Math.round((picture.box.h * o.cell) / CELL);
  return { w, h, pixels: pictureCanvas(picture, w, h).getContext("2d").getImageData(0, 0, w, h).data };
}

const fileName = (o) => `rithmomachia-${state.snap.rules.preset || "game"}-moves-${o.from}-${o.to}.gif`;

let making = false;

/** Make the GIF (a frame at a time, the page answering between frames) and save it. */
async function makeGif() {
  if (making) return;
  making = true;
  const dialog = $("gif-dialog");
  $("gif-error").textContent = "";
  $("gif-make").disabled = true;
  try {
    const o = choices();
    const views = viewsOf(o);
    const frames = [];
    let size = null;
    for (const [i, v] of views.entries()) {
      const f = framePixels(v.view, v.line, o);
      size = size || f;
      frames.push(f.pixels);
      $("gif-progress").textContent = t("gif.progress", { n: i + 1, total: views.length });
      await new Promise((resolve) => setTimeout(resolve));
    }
    const delays = frames.map((_, i) => (i === frames.length - 1 ? o.delay + o.hold : o.delay));
    const bytes = encodeGif(frames, { width: size.w, height: size.h, delays });
    const name = fileName(o);
    downloadBlob(new Blob([bytes], { type: "image/gif" }), name);
    dialog.dataset.frames = String(frames.length);
    dialog.dataset.bytes = String(bytes.length);
    dialog.dataset.size = `${size.w}x${size.h}`;
    $("gif-progress").textContent = t("gif.saved", { file: name, n: frames.length, kb: Math.max(1, Math.round(bytes.length / 1024)) });
    ui.announce($("gif-progress").textContent);
  } catch (e) {
    $("gif-error").textContent = t("gif.failed", { why: shortMessage(e) });
  } finally {
    making = false;
    $("gif-make").disabled = false;
  }
}

function openGif() {
  const plies = state.game.lineLength();
  for (const id of ["gif-from", "gif-to"]) $(id).max = String(plies);
  $("gif-from").value = "0";
  $("gif-to").value = String(plies);
  $("gif-progress").textContent = "";
  $("gif-error").textContent = "";
  $("gif-what").textContent = t("gif.what", { rules: rulesName(state.snap.rules), n: plies });
  $("gif-dialog").showModal();
}

export function wireAnimation() {
  $("gif-open").addEventListener("click", openGif);
  $("gif-make").addEventListener("click", makeGif);
  onLanguageChange(() => {
    if ($("gif-dialog").open) $("gif-what").textContent = t("gif.what", { rules: rulesName(state.snap.rules), n: state.game.lineLength() });
  });
}
