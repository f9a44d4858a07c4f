// The classroom kit's controls (the Learn tab's Classroom box): a picture of the board for a slide
// or a worksheet (SVG or PNG, in colour or in black and white, with or without the coordinates,
// the last move, the drawings and a caption, previewed in its dialog), the printable set (the
// board and both armies to cut out) and printing the board with its moves (style.css's print
// rules). The drawing is picture.js's, from the shapes the board itself is drawn with.

import { Game } from "../pkg/rithmomachia.js";
import { onLanguageChange, t } from "../i18n.js";
import { boardPicture, pictureSize, picturePng, pictureSvg, pieceSet, SET_CELL_MM } from "../picture.js";
import { downloadBlob, shortMessage, ui } from "../page.js";
import { playedLine } from "../snapshot.js";
import { drawingsHere, state } from "../store.js";
import { rulesName } from "../ui.js";

const $ = (id) => document.getElementById(id);

/** The dialog's choices: {style, coords, lastMove, drawings, caption}. */
function choices() {
  return {
    style: $("picture-print").checked ? "print" : "colour",
    coords: $("picture-coords").checked,
    lastMove: $("picture-last").checked,
    drawings: $("picture-drawings").checked,
    caption: $("picture-caption").value.trim(),
  };
}

/** The position shown, as picture.js draws it. */
function currentPicture() {
  const snap = state.snap;
  const last = snap.cursor > 0 ? snap.lastMove : null;
  const lastLine = last ? playedLine(snap.line[snap.cursor - 1].mover, last.move) : "";
  const view = { ranks: snap.ranks, orientation: state.orientation, board: snap.board, last, drawings: drawingsHere() };
  return boardPicture(view, { ...choices(), lastLine });
}

const title = () => t("picture.title", { rules: rulesName(state.snap.rules), n: state.snap.cursor });

/** rithmomachia-classic-move-12-print.png */
function fileName(ext) {
  const where = state.snap.cursor ? `move-${state.snap.cursor}` : "start";
  const style = $("picture-print").checked ? "-print" : "";
  return `rithmomachia-${state.snap.rules.preset || "game"}-${where}${style}.${ext}`;
}

/** The preview and the sizes follow the choices. */
function updatePicture() {
  const dialog = $("picture-dialog");
  if (!dialog.open || !state.snap) return;
  const picture = currentPicture();
  const size = pictureSize(picture);
  $("picture-preview").src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pictureSvg(picture, title()))}`;
  const key = size.svg.unit === "mm" ? "picture.size.mm" : "picture.size.px";
  $("picture-size").textContent = t(key, { w: size.svg.w, h: size.svg.h, pw: size.png.w, ph: size.png.h });
  dialog.dataset.png = `${size.png.w}x${size.png.h}`;
  dialog.dataset.svg = `${size.svg.w}x${size.svg.h}${size.svg.unit}`;
}

function openPicture() {
  $("picture-error").textContent = "";
  $("picture-dialog").showModal();
  updatePicture();
}

async function savePicture(kind) {
  $("picture-error").textContent = "";
  try {
    const picture = currentPicture();
    const blob = kind === "svg" ? new Blob([pictureSvg(picture, title())], { type: "image/svg+xml" }) : await picturePng(picture);
    downloadBlob(blob, fileName(kind));
    ui.announce(t("picture.saved", { file: fileName(kind) }));
  } catch (e) {
    $("picture-error").textContent = t("picture.failed", { why: shortMessage(e) });
  }
}

/** The board and every piece of both armies of the rules in force, as an SVG page to print. */
function printableSet() {
  const g = new Game(state.game.rulesJson());
  let snap;
  try {
    snap = g.snapshot();
  } finally {
    g.free();
  }
  const army = (color) => snap.pieces.filter((p) => p.color === color);
  const rules = rulesName(state.snap.rules);
  const words = {
    title: t("set.title", { rules }),
    note: t("set.note", { mm: SET_CELL_MM }),
    white: t("set.army.white", { n: army("white").length }),
    black: t("set.army.black", { n: army("black").length }),
    pyramid: (p) => t(`set.pyramid.${p.color}`, { value: p.value, parts: p.parts.map((x) => x.value).join(" + ") }),
  };
  const svg = pieceSet(snap.ranks, { white: army("white"), black: army("black") }, words);
  const name = `rithmomachia-${state.snap.rules.preset || "game"}-set.svg`;
  downloadBlob(new Blob([svg], { type: "image/svg+xml" }), name);
  ui.setText($("classroom-message"), () => t("set.saved", { file: name }));
}

export function wireClassroom() {
  $("picture-open").addEventListener("click", openPicture);
  $("set-download").addEventListener("click", printableSet);
  $("print-board").addEventListener("click", () => window.print());
  for (const id of ["picture-colour", "picture-print", "picture-coords", "picture-last", "picture-drawings", "picture-caption"]) {
    $(id).addEventListener("input", updatePicture);
  }
  $("picture-svg").addEventListener("click", () => savePicture("svg"));
  $("picture-png").addEventListener("click", () => savePicture("png"));
  onLanguageChange(updatePicture);
}
