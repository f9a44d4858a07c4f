// The status panels beside the board: the preview of the move pointed at (or of the open
// choice), and the inspector of the piece in focus (ui.js words them).

import { onLanguageChange, t } from "../i18n.js";
import { ui } from "../page.js";
import { pieceAt, previewMove } from "../snapshot.js";
import { FOCUS, on, state } from "../store.js";

function updateStatus() {
  if (!state.snap) return;
  const ch = state.choice;
  if (ch && ch.kind === "capture") {
    ui.showPreview(ch.label, ch.options.filter((o) => o.fixed || ch.checked.has(o.id)).map((o) => o.capture), "");
  } else if (ch) {
    ui.showPreview(null, [], t("preview.removal"));
  } else {
    const m = previewMove();
    // An open lesson's or exercise's task or verdict (on a phone, the line on screen with the board).
    const teaching = state.teaching;
    const answered = teaching && teaching.state !== "task";
    const idle = answered
      ? teaching.text
      : state.snap.status.state !== "playing"
        ? t("preview.over")
        : state.drop
          ? t("preview.drop", { piece: state.drop.name })
          : teaching
            ? teaching.text
            : t(state.touch ? "preview.idle.touch" : "preview.idle");
    ui.showPreview(m ? m.label : null, m ? m.captures : [], idle, m ? m.choice : false);
    ui.els.previewHead.dataset.teaching = m || !teaching ? "" : teaching.state;
  }
  // The piece pointed at, else the one under the keyboard cursor, else the selected one.
  const candidates = [state.hover, state.focused && state.keyboard ? state.cursor : -1, state.selection.selected, state.inspect];
  const focus = candidates.find((i) => i >= 0 && state.snap.board[i]);
  ui.showInspector(focus === undefined ? null : pieceAt(focus), state.touch);
}

export function wireStatus() {
  for (const event of [...FOCUS, "teaching"]) on(event, updateStatus);
  onLanguageChange(updateStatus);
}
