// Every word of the interface in English, by key (see www/i18n.js).
// Sections keep features apart; add a feature's keys inside its own section.
export default {
  // ── page ──────────────────────────────────────────────────────────────
  "app.title": "Rithmomachia — the battle of numbers",
  "app.name": "Rithmomachia",
  "lang.label": "Language",

  // ── shell: status, board, panels, controls ────────────────────────────

  // ── rules dialog and rules panel ──────────────────────────────────────

  // ── computer opponent ─────────────────────────────────────────────────

  // ── rules core terms: methods, victories, shapes, sides ───────────────
  "side.white": "White",
  "side.black": "Black",
  "shape.round": "round",
  "shape.triangle": "triangle",
  "shape.square": "square",
  "shape.pyramid": "pyramid",
  "victory.de-corpore": "De Corpore",
  "victory.de-bonis": "De Bonis",
  "victory.de-lite": "De Lite",
  "victory.de-honore": "De Honore",
  "victory.de-honore-liteque": "De Honore Liteque",
  "victory.victoria-magna": "Victoria Magna",
  "victory.victoria-major": "Victoria Major",
  "victory.victoria-excellentissima": "Victoria Excellentissima",
  "victory.body": "Body",
  "victory.assets": "Assets",
  "victory.proceeds": "Proceeds",
  "victory.body-assets": "Body and Assets",
  "victory.body-proceeds": "Body and Proceeds",
  "victory.assets-proceeds": "Assets and Proceeds",
  "victory.body-assets-proceeds": "Body, Assets and Proceeds",
  "victory.mediocre-victory": "Mediocre Victory",
  "victory.great-victory": "Great Victory",
  "victory.excellent-victory": "Excellent Victory",
  "victory.great-triumph": "Great Triumph",
  "victory.greater-triumph": "Greater Triumph",
  "victory.greatest-triumph": "Greatest Triumph",
  "victory.blockade": "Blockade",
  "victory.ludii-line": "Line progression (Ludii)",

  // ── records: save, export, import, links ──────────────────────────────

  // ── review ────────────────────────────────────────────────────────────

  // ── explain mode ──────────────────────────────────────────────────────
  "explain.heading": "Explain",
  "explain.toggle": "Show threats, dangers and progressions",
  "explain.pick": "Select or click a piece to see what it threatens and what threatens it.",
  "explain.piece-label": "{side} {shape} {value} on {cell}",
  "explain.piece": "{piece}:",
  "explain.threatens": "Threatens {capture}",
  "explain.threatens-none": "Threatens nothing at the moment.",
  "explain.danger": "In danger: {capture}",
  "explain.dangers-none": "Nothing threatens it at the moment.",
  "explain.progressions": "Progressions {side} could complete in enemy territory:",
  "explain.progressions-none": "None with one more piece.",
  "explain.progression": "{victory}: a {value} on {cell} completes {explain}; {movers}",
  "explain.movers": "{cells} can move there now.",
  "explain.movers-none": "no piece of that value can move there yet.",

  // ── lessons ───────────────────────────────────────────────────────────

};
