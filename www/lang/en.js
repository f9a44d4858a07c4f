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

  // ── records: save, export, import, links ──────────────────────────────
  "records.heading": "Save and share",
  "records.autosave": "The game is saved in this browser after every move.",
  "records.export": "Export",
  "records.exportTitle": "Download this game as a file (JSON): rules, start position and moves",
  "records.import": "Import a game file",
  "records.share": "Share link",
  "records.shareTitle": "Make a link that opens this game (rules and moves) in any browser",
  "records.shareLabel": "Link to this game",
  "records.restorePrevious": "Back to the previous game",
  "records.saveFailed": "This browser does not let the page save the game ({why}): it will be lost on reload. Export it to keep it.",
  "records.storedBad": "The saved game could not be restored ({why}). Its text was kept in this browser's storage under “{key}”; a new game was started.",
  "records.storedBadLost": "The saved game could not be restored ({why}), and its text could not be kept; a new game was started.",
  "records.err.notSaved": "it is not a saved game",
  "records.err.tooLarge": "the file is too large to be a game record",
  "records.err.notJson": "the file is not JSON ({why})",
  "records.err.notObject": "the file is not a game record (a JSON object)",
  "records.err.format": "the file is not a game record (its \"format\" is not \"{format}\")",
  "records.err.version": "records of version {version} cannot be read here (this page reads version {supported})",
  "records.err.rules": "the record does not say which rules it is for (\"rules\": an object or a preset name)",
  "records.err.start": "the record's \"start\" is not a position text",
  "records.err.moves": "the record's \"moves\" is not a list of moves",
  "records.err.moveText": "move {n} is not text",
  "records.err.cursor": "the record's \"cursor\" is not a whole number from 0 to {max}",
  "records.exported": "Exported {file} (moves: {n}).",
  "records.importBad": "“{file}” could not be imported: {why}. The current game is unchanged.",
  "records.imported": "Imported {file} (moves: {n}).",
  "records.previousKept": "The game you had before was kept: “Back to the previous game” returns to it.",
  "records.previousBad": "The previous game could not be restored: {why}.",
  "records.previousRestored": "Back to the previous game.",
  "link.err.base64": "the {what} are not valid base64url",
  "link.err.unpack": "the {what} could not be unpacked (the link may be cut short)",
  "link.what.rules": "link's rules",
  "link.what.start": "link's start position",
  "link.err.notGame": "it is not a link to a game",
  "link.err.version": "it is a game link of version {version}, which this page cannot read",
  "link.err.parts": "it has {n} parts separated by dots where 4 or 5 are expected (it may be cut short)",
  "link.err.rulesJson": "the link's rules are not a set of rules (JSON naming its preset)",
  "link.err.noRules": "it does not name the rules",
  "link.err.cursor": "the move it shows is not a whole number from 0 to {max}",
  "link.makeFailed": "The link could not be made: {why}.",
  "link.copied": "Link copied to the clipboard ({length} characters).",
  "link.ready": "Link ready ({length} characters): copy it from the box.",
  "link.bad": "This link could not be opened: {why}. The current game is unchanged.",
  "link.opened": "Opened the game of the link (moves: {n}).",

  // ── review ────────────────────────────────────────────────────────────
  "review.group": "Step through the game",
  "review.first": "First",
  "review.firstTitle": "The start position (Home)",
  "review.prev": "Previous",
  "review.prevTitle": "One move back (Page Up)",
  "review.next": "Next",
  "review.nextTitle": "One move on (Page Down)",
  "review.last": "Last",
  "review.lastTitle": "The last move recorded (End)",
  "review.help": "Click a move, or use these buttons (keys Home, Page Up, Page Down, End), to see the game at that point. Playing a move there asks before discarding the later ones.",
  "review.atStart": "Already at the start.",
  "review.atEnd": "Already at the last move.",
  "review.start": "The start position (moves recorded: {total}).",
  "review.step": "After move {n} of {total}: {side} played {move}.",
  "review.side.white": "White",
  "review.side.black": "Black",
  "review.capturing": "Captured: {captures}.",
  "review.capturesHead": "Captured by this move:",
  "review.noCapture": "No capture.",
  "review.reviewing": "Reviewing: later moves recorded: {n}. The computer waits; playing a move here asks first.",
  "review.discardTitle": "Play from this point?",
  "review.discardText": "Playing {move} here discards the later moves ({n}): {moves}.",
  "review.discardConfirm": "Discard them and play",
  "review.discardCancel": "Cancel",
  "review.kept": "Nothing played: the later moves ({n}) are kept.",

  // ── explain mode ──────────────────────────────────────────────────────

  // ── lessons ───────────────────────────────────────────────────────────

};
