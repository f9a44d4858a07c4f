// Every word of the interface in Russian, by key (see www/i18n.js).
// Sections keep features apart; add a feature's keys inside its own section.
export default {
  // ── page ──────────────────────────────────────────────────────────────
  "app.title": "Ритмомахия — битва чисел",
  "app.name": "Ритмомахия",
  "lang.label": "Язык",

  // ── shell: status, board, panels, controls ────────────────────────────

  // ── rules dialog and rules panel ──────────────────────────────────────

  // ── computer opponent ─────────────────────────────────────────────────

  // ── rules core terms: methods, victories, shapes, sides ───────────────

  // ── records: save, export, import, links ──────────────────────────────

  // ── review ────────────────────────────────────────────────────────────

  // ── explain mode ──────────────────────────────────────────────────────

  // ── lessons ───────────────────────────────────────────────────────────

};
