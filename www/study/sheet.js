// A study as a printable worksheet: each question's position as a black-and-white diagram
// (picture.js's worksheet style, SVG), the question in words and ruled room to write, then the
// answer key on a page of its own. One HTML document: saved as a file, or printed (to paper or
// to PDF) through the browser's print dialog.

import { t } from "../i18n.js";
import { boardPicture, pictureSvg } from "../picture.js";
import { escapeXml } from "../shapes.js";
import { boardOf } from "../snapshot.js";
import { chapterGame } from "./core.js";
import { answerWords, choiceWords, questionWords } from "./words.js";

/** Every question of a checked study's report, with the position it is asked in. */
function questions(report) {
  const out = [];
  report.chapters.forEach((chapter, c) => {
    for (const step of chapter.steps) {
      if (!step.question) continue;
      const game = chapterGame(report.rules, chapter, step.ply, step.ply);
      try {
        const snap = game.snapshot();
        const view = { ranks: snap.ranks, turn: snap.turn, board: boardOf(snap), moves: step.question.kind === "captures" ? game.legalMoves() : [] };
        const picture = boardPicture(
          { ranks: snap.ranks, orientation: 0, board: view.board, last: null, drawings: game.drawings.at(step.ply) },
          { style: "print", coords: true, lastMove: false, drawings: true, caption: "" },
        );
        out.push({ chapter, c, step, q: step.question, view, svg: pictureSvg(picture, t("sheet.diagram", { n: out.length + 1 })) });
      } finally {
        game.free();
      }
    }
  });
  return out;
}

/** An SVG document inline in HTML: its XML declaration left out. */
const inline = (svg) => svg.replace(/^<\?xml[^>]*>\s*/, "");

// The worksheet file's own style (the page prints it with style.css's, the same rules).
const CSS = `
@page { size: A4; margin: 14mm; }
body { font: 11pt/1.4 Georgia, "Times New Roman", serif; color: #000; background: #fff; margin: 0 auto; max-width: 180mm; }
h1 { font-size: 18pt; margin: 0 0 2mm; }
.sheet-sub { margin: 0 0 6mm; }
.sheet-name { margin: 0 0 8mm; }
.sheet-q { break-inside: avoid; margin: 0 0 8mm; display: grid; grid-template-columns: 78mm 1fr; gap: 6mm; }
.sheet-diagram svg { width: 78mm; height: auto; }
.sheet-q h2 { font-size: 12pt; margin: 0 0 2mm; }
.sheet-line { border-bottom: 1px solid #000; height: 9mm; }
.sheet-choices { margin: 2mm 0; padding-left: 5mm; }
.sheet-key { break-before: page; }
.sheet-key li { margin: 0 0 3mm; }
`;

/** The worksheet's body of a checked study's report: the questions, then the answer key. */
export function worksheetBody(report) {
  const qs = questions(report);
  const e = escapeXml;
  const items = qs.map((x, i) => {
    const choices = x.q.kind === "captures" ? `<ol class="sheet-choices" type="A">${x.q.choices.map((ch) => `<li>${e(choiceWords(ch))}</li>`).join("")}</ol>` : "";
    const lines = '<div class="sheet-line"></div>'.repeat(x.q.kind === "captures" ? 1 : 3);
    const comment = x.step.comment ? `<p>${e(x.step.comment)}</p>` : "";
    return `<section class="sheet-q"><div class="sheet-diagram">${inline(x.svg)}</div><div><h2>${e(t("sheet.question", { n: i + 1, chapter: x.chapter.title, ply: x.step.ply }))}</h2>${comment}<p><strong>${e(questionWords(x.q, x.view))}</strong></p>${choices}${lines}</div></section>`;
  });
  const key = qs.map((x, i) => {
    const letter = x.q.kind === "captures" ? ` (${String.fromCharCode(65 + x.q.answer)})` : "";
    return `<li><strong>${e(t("sheet.keyItem", { n: i + 1 }))}</strong> ${e(answerWords(x.q))}${e(letter)} ${e(x.q.explain || "")}</li>`;
  });
  return `<h1>${e(report.title)}</h1>
<p class="sheet-sub">${e(t("sheet.sub", { n: qs.length }))}</p>
<p class="sheet-name">${e(t("sheet.name"))} ______________________________</p>
${items.join("\n") || `<p>${e(t("sheet.none"))}</p>`}
<section class="sheet-key"><h1>${e(t("sheet.key", { title: report.title }))}</h1><ol>${key.join("")}</ol></section>`;
}

/** The worksheet as a document of its own (a file to open and print anywhere). */
export function worksheetDocument(report) {
  return `<!doctype html>
<html lang="${escapeXml(document.documentElement.lang || "en")}"><head><meta charset="utf-8"><title>${escapeXml(report.title)}</title><style>${CSS}</style></head>
<body class="sheet">
${worksheetBody(report)}
</body></html>
`;
}
