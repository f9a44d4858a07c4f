// The status panels: the preview of the move pointed at, the inspector of the piece in focus,
// and explain mode's answers (ui.js fills the status line, banner, move list and progress).

import { pieceAt, previewMove } from "../board.js";
import { t } from "../i18n.js";
import { updateDrawings } from "./drawings.js";
import { updateExplain } from "./explain.js";
import { updateFriend } from "./friend.js";
import { updatePresent } from "./present.js";
import { state, ui } from "../state.js";

export function updatePanels() {
  const ch = state.choice;
  if (ch && ch.kind === "capture") {
    ui.showPreview(ch.label, ch.options.filter((o) => o.fixed || ch.checked.has(o.id)).map((o) => o.capture), "");
  } else if (ch) {
    ui.showPreview(null, [], t("preview.removal"));
  } else {
    const m = previewMove();
    const idle = state.snap.status.state !== "playing" ? t("preview.over") : state.drop ? t("preview.drop", { piece: state.drop.name }) : t("preview.idle");
    ui.showPreview(m ? m.label : null, m ? m.captures : [], idle, m ? m.choice : false);
  }
  // The piece pointed at, else the one under the keyboard cursor, else the selected one.
  const candidates = [state.hover, state.focused && state.keyboard ? state.cursor : -1, state.selection.selected, state.inspect];
  const focus = candidates.find((i) => i >= 0 && state.snap.board[i]);
  ui.showInspector(focus === undefined ? null : pieceAt(focus));
  updateExplain();
  updateFriend();
  updateDrawings();
  updatePresent();
}
