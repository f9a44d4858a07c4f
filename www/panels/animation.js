// The game as an animated picture (the Learn tab's Classroom box): a GIF of the game or a stretch
// of it, made in the page (gif.js), with its options (size, orientation, coordinates, each move
// and its captures' arithmetic under the board, the drawings, the speed, how long the last frame
// holds), each frame drawn as the board's pictures are (picture.js).

import { capitalize, onLanguageChange, say, t } from "../i18n.js";
import { cellIndex } from "../layout.js";
import { boardPicture, CELL } from "../picture.js";
import { encodeGif } from "../gif.js";
import { downloadBlob, shortMessage, ui } from "../page.js";
import { listCaptures } from "../snapshot.js";
import { paint } from "../shapes.js";
import { state } from "../store.js";
import { rulesName } from "../ui.js";

const $ = (id) => document.getElementById(id);

/** Pixels a cell at each size. */
const SIZES = { small: 24, medium: 36, large: 48 };

/** The dialog's choices. */
function choices() {
  const plies = state.game.lineLength();
  const from = Math.max(0, Math.min(plies, Math.round(Number($("gif-from").value) || 0)));
  const to = Math.max(from, Math.min(plies, Math.round(Number($("gif-to").value) || plies)));
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

/** The line under a frame: the move and what it captured, with the arithmetic. */
function moveLine(game, line, ply) {
  if (ply === 0) return t("gif.start");
  const last = game.lastMove();
  if (!last) return " ";
  const side = line[ply - 1].mover;
  const played = capitalize(t("announce.played", { side: t(`review.side.${side}`), move: last.move }));
  if (!last.captures.length) return played;
  return t("gif.captures", { played, list: listCaptures(last.captures), why: last.captures.map((c) => say(c.reason)).join(t("list.sep")) });
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
      const board = new Array(s.ranks * 8).fill(null);
      for (const p of s.pieces) board[cellIndex(p.cell, s.ranks)] = p;
      const drawings = o.drawings && state.drawings ? state.drawings.at(ply) : [];
      views.push({ view: { ranks: s.ranks, orientation: o.orientation, board, last: ply > 0 ? game.lastMove() : null, drawings }, line: o.arithmetic ? moveLine(game, line, ply) : "" });
    }
  } finally {
    game.seek(back);
  }
  return views;
}

/** One frame's pixels. */
function framePixels(view, line, o) {
  const picture = boardPicture(view, { style: "colour", coords: o.coords, lastMove: true, drawings: o.drawings, caption: "", lastLine: line });
  const scale = o.cell / CELL;
  const w = Math.round(picture.box.w * scale);
  const h = Math.round(picture.box.h * scale);
  const canvas = document.createElement("canvas");
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext("2d");
  ctx.setTransform(scale, 0, 0, scale, -picture.box.x * scale, -picture.box.y * scale);
  paint(ctx, picture.prims);
  return { w, h, pixels: ctx.getImageData(0, 0, w, h).data };
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
      const f = framePixels(v.view, v.line || (o.arithmetic ? " " : ""), o);
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
