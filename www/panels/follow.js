// What follows the position on the board after every change (board.js refresh): the computer
// analysis, the post-game analysis's graph and comment, an exercise's panel.

import { analysisChanged } from "./analysis.js";
import { practiceChanged } from "./practice.js";
import { reportChanged } from "./report.js";

export function followBoard() {
  practiceChanged();
  analysisChanged();
  reportChanged();
}
