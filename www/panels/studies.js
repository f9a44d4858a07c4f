// The studies: the teacher's studies kept in the browser, in a dialog opened from the course box
// (new, imported, exported, shared by link, printed, deleted), and the Studies box of the Learn
// tab while a study is open: the study being written (its chapters, the comment and question of the step on
// the board, the core's refusal) and the study being played (its step's comment, its question
// answered on the board or by a choice, the verdict and the progress). It renders what
// www/study/open.js holds and sends the player's actions back there.

import { capitalize, onLanguageChange, say, t } from "../i18n.js";
import { downloadBlob, messageOf, reportError, shorten, shortMessage, ui, copyText } from "../page.js";
import { emit, on, state, teach } from "../store.js";
import { checkStudy, isStudyFragment, maxStudyBytes, studyFragment, studyOfFragment } from "../study/core.js";
import { questionsOf, stepAt } from "../study/doc.js";
import { closeStudy, player, playStudy, questionHere, startStudy, writeStudy, writer } from "../study/open.js";
import { addStudy, deleteStudy, shelf, shelfBroken } from "../study/shelf.js";
import { answerWords, choiceWords, questionWords } from "../study/words.js";
import { worksheetBody, worksheetDocument } from "../study/sheet.js";

const $ = (id) => document.getElementById(id);
const els = {};
// asking: the id of the study whose deletion waits for a yes.
const z = { asking: null };

const button = (text, f, extra = {}) => {
  const b = Object.assign(document.createElement("button"), { type: "button", textContent: text, ...extra });
  b.addEventListener("click", f);
  return b;
};

/** The lines a message goes to: the studies dialog's while it is open, else the box's. */
const lines = () => (els.dialog.open ? [els.shelfMessage, els.shelfError] : [els.message, els.error]);

function message(text) {
  const [m, e] = lines();
  ui.setText(e, "");
  ui.setText(m, text);
  ui.announce(typeof text === "function" ? text() : text);
}

function fault(text) {
  const [m, e] = lines();
  ui.setText(m, "");
  ui.setText(e, text);
  ui.announce(typeof text === "function" ? text() : text);
}

/** The studies dialog: the list of studies kept, opened from the Learn tab's course box. */
function openShelf() {
  renderShelf();
  if (!els.dialog.open) els.dialog.showModal();
}

function closeShelf() {
  if (els.dialog.open) els.dialog.close();
}

// ---------------------------------------------------------------- the shelf

/** A file name for a study: rithmomachia-study-2026-12-07-2215.json. */
function studyFileName(now = new Date()) {
  const stamp = now.toISOString().slice(0, 16).replace("T", "-").replace(":", "");
  return `rithmomachia-study-${stamp}.json`;
}

async function exportStudy(doc) {
  try {
    const { text } = await checkStudy(doc);
    const file = studyFileName();
    downloadBlob(new Blob([`${JSON.stringify(JSON.parse(text), null, 2)}\n`], { type: "application/json" }), file);
    message(() => t("study.exported", { file }));
  } catch (e) {
    fault(() => t("study.cannotExport", { title: doc.title, why: shortMessage(e) }));
  }
}

/** The study's worksheet: saved as a file (`how` "save") or printed through the browser ("print"). */
async function sheet(doc, how) {
  let html;
  try {
    const { report } = await checkStudy(doc);
    html = how === "save" ? worksheetDocument(report) : worksheetBody(report);
  } catch (e) {
    fault(() => t("study.cannotSheet", { title: doc.title, why: shortMessage(e) }));
    return;
  }
  if (how === "save") {
    const file = studyFileName().replace("rithmomachia-study-", "rithmomachia-worksheet-").replace(/json$/, "html");
    downloadBlob(new Blob([html], { type: "text/html" }), file);
    message(() => t("study.sheetSaved", { file }));
    return;
  }
  els.sheet.innerHTML = html;
  document.body.dataset.print = "sheet";
  message(() => t("study.sheetPrinting", { title: doc.title }));
  window.print();
}

async function shareStudy(doc) {
  els.shareUrl.hidden = true;
  let fragment;
  try {
    fragment = await studyFragment((await checkStudy(doc)).text);
  } catch (e) {
    fault(() => t("study.cannotShare", { title: doc.title, why: shortMessage(e) }));
    return;
  }
  if (!fragment) {
    fault(() => t("study.tooLong", { title: doc.title }));
    lines()[1].append(" ", button(t("study.exportInstead"), () => exportStudy(doc), { className: "linkish", id: "study-export-instead" }));
    return;
  }
  const url = `${location.origin}${location.pathname}${location.search}#${fragment}`;
  els.shareUrl.value = url;
  els.shareUrl.hidden = false;
  els.shareUrl.select();
  const copied = await copyText(url);
  message(() => t(copied ? "study.linkCopied" : "study.linkReady", { length: url.length }));
}

async function importStudy(file) {
  let text;
  try {
    const bytes = await file.slice(0, (await maxStudyBytes()) + 1).text();
    text = (await checkStudy(bytes)).text;
  } catch (e) {
    fault(() => t("study.importBad", { file: shorten(file.name, 80), why: shortMessage(e) }));
    return;
  }
  const doc = JSON.parse(text);
  const id = addStudy(doc);
  if (!id) return fault(() => t("study.notKept"));
  message(() => t("study.imported", { file: shorten(file.name, 80), title: doc.title, n: doc.chapters.length }));
}

function shelfRow(item) {
  const li = document.createElement("li");
  li.className = "study-item";
  li.dataset.id = item.id;
  const n = item.doc.chapters.length;
  const q = questionsOf(item.doc).length;
  const name = item.doc.title || t("study.untitled");
  const head = Object.assign(document.createElement("p"), { className: "study-item-title", textContent: name });
  const facts = Object.assign(document.createElement("p"), { className: "muted", textContent: t("study.facts", { n, q }) });
  li.append(head, facts);
  if (z.asking === item.id) {
    const row = Object.assign(document.createElement("div"), { className: "row", role: "group" });
    row.append(
      t("study.deleteAsk", { title: name }),
      button(t("study.deleteYes"), () => {
        deleteStudy(item.id);
        z.asking = null;
        message(() => t("study.deleted", { title: name }));
        render();
        els.newTitle.focus();
      }, { className: "study-delete-yes" }),
      button(t("study.deleteNo"), () => {
        z.asking = null;
        render();
      }, { className: "study-delete-no" }),
    );
    li.append(row);
    return li;
  }
  const row = Object.assign(document.createElement("div"), { className: "row" });
  const label = (key) => ({ "aria-label": `${t(key)}: ${name}` });
  const withLabel = (b, key) => {
    b.setAttribute("aria-label", label(key)["aria-label"]);
    return b;
  };
  row.append(
    withLabel(button(t("study.playShort"), () => (closeShelf(), playStudy({ id: item.id })), { className: "primary study-play-item" }), "study.playShort"),
    withLabel(button(t("study.write"), () => (closeShelf(), writeStudy(item.id)), { className: "study-write-item" }), "study.write"),
    withLabel(button(t("study.export"), () => exportStudy(item.doc), { className: "study-export-item" }), "study.export"),
    withLabel(button(t("study.share"), () => shareStudy(item.doc), { className: "study-share-item" }), "study.share"),
    withLabel(button(t("study.sheet"), () => sheet(item.doc, "save"), { className: "study-sheet-item" }), "study.sheet"),
    withLabel(button(t("study.print"), () => sheet(item.doc, "print"), { className: "study-print-item" }), "study.print"),
    withLabel(button(t("study.delete"), () => {
      z.asking = item.id;
      render();
      li.parentElement?.querySelector(`[data-id="${item.id}"] .study-delete-no`)?.focus();
    }, { className: "study-delete-item" }), "study.delete"),
  );
  li.append(row);
  return li;
}

function renderShelf() {
  const list = shelf();
  els.list.replaceChildren(...list.map(shelfRow));
  els.list.hidden = !list.length;
  const broken = shelfBroken();
  if (broken) ui.notice(() => t("study.shelfBad", { key: broken }));
}

// ---------------------------------------------------------------- the writer

function chapterRow(chapter, i, s) {
  const li = document.createElement("li");
  li.className = "study-chapter";
  li.dataset.current = String(i === s.chapter);
  const title = Object.assign(document.createElement("input"), { type: "text", value: chapter.title, maxLength: 200, className: "study-chapter-title" });
  title.dataset.key = "title";
  title.setAttribute("aria-label", t("study.chapterName", { n: i + 1 }));
  title.addEventListener("input", () => writer.rename(i, title.value));
  const n = s.doc.chapters.length;
  // A button's name: its words and the chapter's (an arrow or a dot: what it does, in words).
  const b = (text, key, f, off, symbol = false) => {
    const x = button(text, f, { className: `study-${key}`, disabled: off });
    x.dataset.key = key;
    x.setAttribute("aria-label", symbol ? t(`study.${key}`, { n: i + 1 }) : `${text}: ${t("study.chapterOption", { n: i + 1, title: chapter.title })}`);
    return x;
  };
  li.append(
    title,
    b(i === s.chapter ? "●" : t("study.open"), "openChapter", () => writer.chapter(i), false, i === s.chapter),
    b("↑", "up", () => writer.move(i, -1), i === 0, true),
    b("↓", "down", () => writer.move(i, 1), i === n - 1, true),
    b(t("study.copyChapter"), "copyChapterLabel", () => writer.copy(i), false),
    b(t("study.deleteChapter"), "deleteChapterLabel", () => writer.remove(i), n < 2),
  );
  if (i === s.chapter) li.setAttribute("aria-current", "step");
  return li;
}

/** The moves a "find the move" question accepts, as the inputs say them (empty ones left out). */
const answersTyped = () => [...els.answers.querySelectorAll("input")].map((i) => i.value.trim()).filter(Boolean);

function answerInput(value, i) {
  const input = Object.assign(document.createElement("input"), { type: "text", value, spellcheck: false, className: "study-answer" });
  input.setAttribute("aria-label", t("study.answerN", { n: i + 1 }));
  input.addEventListener("input", () => writer.field("answers", answersTyped()));
  return input;
}

/** The inputs of the accepted moves, drawn again only when they differ and none is being typed in. */
function renderAnswers(answers) {
  if (els.answers.contains(document.activeElement)) return;
  const shown = [...els.answers.querySelectorAll("input")].map((i) => i.value);
  if (JSON.stringify(shown) !== JSON.stringify(answers)) els.answers.replaceChildren(...answers.map(answerInput));
}

/** Put a text in an input unless the player is typing in it. */
function fillInput(input, value) {
  if (document.activeElement !== input && input.value !== value) input.value = value;
}

function renderWriter(s) {
  fillInput(els.title, s.doc.title);
  // The control focused in the list keeps the focus when the list is drawn again.
  const active = document.activeElement;
  const focused = active && els.chapters.contains(active) ? active.dataset.key : null;
  const focusedRow = focused ? [...els.chapters.children].findIndex((li) => li.contains(active)) : -1;
  els.chapters.replaceChildren(...s.doc.chapters.map((c, i) => chapterRow(c, i, s)));
  const again = focusedRow >= 0 ? els.chapters.children[Math.min(focusedRow, els.chapters.children.length - 1)] : null;
  if (again) again.querySelector(`[data-key="${focused}"]`)?.focus();
  els.offBoard.hidden = s.onBoard;
  els.step.hidden = !s.onBoard || !state.snap;
  if (s.onBoard && state.snap) {
    const ply = state.snap.cursor;
    const chapter = s.doc.chapters[s.chapter];
    const step = stepAt(chapter, ply);
    els.stepHead.textContent = t("study.stepHead", { chapter: chapter.title, n: ply, total: chapter.moves.length });
    fillInput(els.comment, step.comment);
    const q = step.question;
    els.kind.value = q ? q.kind : "";
    els.q.hidden = !q;
    if (q) {
      els.answersRow.hidden = q.kind !== "move";
      els.targetRow.hidden = q.kind !== "attackers";
      if (q.kind === "move") renderAnswers(q.answers || []);
      if (q.kind === "attackers") fillInput(els.target, q.target || "");
      fillInput(els.hint, q.hint || "");
      fillInput(els.explain, q.explain || "");
      els.qSays.textContent =
        q.kind === "move" ? t("study.q.moveSays") : q.kind === "attackers" ? t("study.q.attackersSays") : q.move ? t("study.q.capturesSays", { move: q.move }) : t("study.q.capturesNone");
    }
  }
  els.fault.textContent = s.fault ? t("study.fault", { why: messageOf(s.fault) }) : s.checking ? "" : t("study.checked");
  els.fault.className = s.fault ? "error" : "muted";
  els.undo.disabled = !s.undo.length;
  els.play.disabled = !!s.fault;
}

// ---------------------------------------------------------------- the player

/** The position shown, as the question's words read it. */
const viewHere = (q) => ({ ranks: state.snap.ranks, turn: state.snap.turn, board: state.snap.board, moves: q.kind === "captures" ? state.game.legalMoves() : [] });

function renderChoices(q, s) {
  const legend = els.choicesLegend;
  const rows = q.kind === "captures" ? q.choices.map((choice, i) => {
    const label = document.createElement("label");
    label.className = "study-choice";
    // What the choice captures, for the tests (the words are the page's language).
    label.dataset.captures = choice.map((c) => `${c.cell} ${c.method}`).join(",");
    const input = Object.assign(document.createElement("input"), { type: "radio", name: "study-choice", value: String(i), disabled: !!s.answer });
    label.append(input, " ", capitalize(choiceWords(choice)));
    return label;
  }) : [];
  els.choices.replaceChildren(legend, ...rows);
  els.choices.hidden = q.kind !== "captures";
}

function renderPlayer(s) {
  const report = s.report;
  const chapter = report.chapters[s.chapter];
  els.playTitle.textContent = report.title;
  if (els.playChapter.options.length !== report.chapters.length) {
    els.playChapter.replaceChildren(...report.chapters.map((c, i) => Object.assign(document.createElement("option"), { value: String(i), textContent: t("study.chapterOption", { n: i + 1, title: c.title }) })));
  }
  els.playChapter.value = String(s.chapter);
  els.playStep.textContent = t("study.playStep", { n: s.ply, total: chapter.moves.length });
  const step = chapter.steps.find((x) => x.ply === s.ply);
  els.playComment.textContent = step ? step.comment : "";
  els.playComment.hidden = !(step && step.comment);
  const q = questionHere();
  els.question.hidden = !q;
  if (q) {
    els.questionText.textContent = questionWords(q, viewHere(q));
    if (els.choices.dataset.for !== `${s.chapter}.${s.ply}.${!!s.answer}`) {
      renderChoices(q, s);
      els.choices.dataset.for = `${s.chapter}.${s.ply}.${!!s.answer}`;
    }
    const a = s.answer;
    els.check.hidden = q.kind === "move" || !!a;
    els.check.disabled = q.kind === "attackers" && !s.picks.length;
    els.hintText.hidden = !s.hint || !q.hint;
    els.hintText.textContent = q.hint ? t("study.hintSays", { hint: q.hint }) : "";
    els.hintButton.hidden = !q.hint || s.hint || !!(a && a.right);
    els.reveal.hidden = !!s.shown || !!(a && a.right);
    els.retry.hidden = !a || a.checking || a.right;
    const words = !a
      ? q.kind === "attackers" ? t("study.pickSays", { n: s.picks.length, cells: s.picks.join(", ") || "—" }) : ""
      : a.checking ? t("study.checking") : a.shown ? `${t("study.shownHead")} ${answerWords(q)}` : `${t(a.right ? "study.right" : "study.wrong")} ${capitalize(say(a.says))}.`;
    els.verdict.textContent = words;
    // The question, then its verdict, on the line under the board too (in view on a phone).
    teach("study", !a ? { text: els.questionText.textContent, state: "task" } : a.checking ? { text: words, state: "checking" } : { text: words, state: a.right ? "solved" : "missed" });
    els.verdict.dataset.state = !a ? "waiting" : a.checking ? "checking" : a.right ? "right" : "wrong";
    const explained = !!a && !a.checking && (a.right || s.shown);
    els.explainText.textContent = explained ? q.explain || "" : "";
    els.explainText.hidden = !explained || !q.explain;
  }
  if (!q) teach("study", null);
  const questions = report.chapters.flatMap((c, i) => c.steps.filter((x) => x.question).map((x) => `${i}.${x.ply}`));
  const right = questions.filter((k) => s.progress[k] === "right").length;
  els.progress.textContent = t("study.progress", { n: right, total: questions.length });
  els.progress.dataset.right = String(right);
  els.progress.dataset.total = String(questions.length);
  const last = s.chapter === report.chapters.length - 1 && s.ply === chapter.moves.length;
  els.prev.disabled = s.chapter === 0 && s.ply === 0;
  els.next.disabled = last;
  els.copy.hidden = !s.readOnly;
}

// ---------------------------------------------------------------- the box

function render() {
  const s = state.study;
  const mode = s ? s.mode : "shelf";
  els.box.dataset.mode = mode;
  // The box shows while a study is open (the course and the puzzles then wait: style.css).
  els.box.hidden = mode === "shelf";
  if (mode === "shelf") delete document.body.dataset.study;
  else document.body.dataset.study = mode;
  els.writerPart.hidden = mode !== "write";
  els.playerPart.hidden = mode !== "play";
  if (mode !== "play") teach("study", null);
  if (els.dialog.open) renderShelf();
  if (mode === "write") renderWriter(s);
  else if (mode === "play") renderPlayer(s);
}

/** Open the study of the page's fragment (#s1.…), read only; the fragment is cleared. Whether it was one. */
export async function openStudyLink() {
  const raw = location.hash.replace(/^#/, "");
  if (!isStudyFragment(raw)) return false;
  history.replaceState(null, "", `${location.pathname}${location.search}`);
  let text;
  try {
    text = await studyOfFragment(decodeURIComponent(raw));
  } catch (e) {
    ui.notice(() => t("study.linkBad", { why: shortMessage(e) }));
    return true;
  }
  await playStudy({ text });
  return true;
}

function wireWriter() {
  els.title.addEventListener("input", () => writer.title(els.title.value));
  els.comment.addEventListener("input", () => writer.comment(els.comment.value));
  els.kind.addEventListener("change", () => writer.ask(els.kind.value));
  els.addAnswer.addEventListener("click", () => {
    els.answers.append(answerInput("", els.answers.children.length));
    els.answers.lastChild.focus();
  });
  els.target.addEventListener("input", () => writer.field("target", els.target.value.trim()));
  els.hint.addEventListener("input", () => writer.field("hint", els.hint.value));
  els.explain.addEventListener("input", () => writer.field("explain", els.explain.value));
  els.addBoard.addEventListener("click", () => writer.add("board"));
  els.addStart.addEventListener("click", () => writer.add("start"));
  els.again.addEventListener("click", () => writer.again());
  els.undo.addEventListener("click", () => writer.undo());
  els.play.addEventListener("click", () => {
    const id = state.study.id;
    playStudy({ id }).catch(reportError);
  });
  els.done.addEventListener("click", () => {
    const title = state.study.doc.title;
    closeStudy();
    openShelf();
    message(() => t("study.kept", { title }));
  });
}

function wirePlayer() {
  els.playChapter.addEventListener("change", () => player.go(0, Number(els.playChapter.value)));
  els.prev.addEventListener("click", () => player.previous());
  els.next.addEventListener("click", () => player.next());
  els.retry.addEventListener("click", () => player.retry());
  els.hintButton.addEventListener("click", () => player.hint());
  els.reveal.addEventListener("click", () => player.reveal());
  els.check.addEventListener("click", () => {
    const q = questionHere();
    if (!q) return;
    if (q.kind === "attackers") player.checkPicks();
    else {
      const picked = els.choices.querySelector("input:checked");
      if (picked) player.choose(Number(picked.value));
      else ui.announce(t("study.chooseFirst"));
    }
  });
  els.copy.addEventListener("click", () => {
    if (player.copy()) message(() => t("study.copied", { title: state.study.report.title }));
  });
  els.leave.addEventListener("click", () => {
    closeStudy();
    ui.announce(t("study.left"));
    $("studies-open").focus();
  });
}

export function wireStudies() {
  for (const [key, id] of [
    ["box", "studies"], ["dialog", "studies-dialog"], ["close", "studies-close"], ["shelfMessage", "study-shelf-message"], ["shelfError", "study-shelf-error"], ["writerPart", "study-writer"], ["playerPart", "study-player"], ["list", "study-list"],
    ["newTitle", "study-new-title"], ["new", "study-new"], ["import", "study-import"], ["shareUrl", "study-share-url"], ["message", "study-message"], ["error", "study-error"],
    ["title", "study-title"], ["chapters", "study-chapters"], ["addBoard", "study-add-board"], ["addStart", "study-add-start"], ["offBoard", "study-offboard"], ["again", "study-again"],
    ["step", "study-step"], ["stepHead", "study-step-head"], ["comment", "study-comment"], ["kind", "study-kind"], ["q", "study-q"], ["qSays", "study-q-says"],
    ["answersRow", "study-q-answers-row"], ["answers", "study-answers"], ["addAnswer", "study-add-answer"], ["targetRow", "study-q-target-row"], ["target", "study-target"], ["hint", "study-hint"], ["explain", "study-explain"],
    ["fault", "study-fault"], ["undo", "study-undo"], ["play", "study-play"], ["done", "study-done"],
    ["playTitle", "study-play-title"], ["playChapter", "study-play-chapter"], ["playStep", "study-play-step"], ["playComment", "study-play-comment"], ["question", "study-question"],
    ["questionText", "study-question-text"], ["choices", "study-choices"], ["choicesLegend", "study-choices-legend"], ["check", "study-check"], ["hintButton", "study-hint-button"],
    ["reveal", "study-reveal"], ["retry", "study-retry"], ["hintText", "study-hint-text"], ["verdict", "study-verdict"], ["explainText", "study-explain-text"],
    ["sheet", "worksheet"], ["prev", "study-prev"], ["next", "study-next"], ["progress", "study-progress"], ["copy", "study-copy"], ["leave", "study-leave"],
  ]) {
    els[key] = $(id);
  }
  els.new.addEventListener("click", () => {
    const title = els.newTitle.value.trim() || t("study.untitled");
    if (startStudy(title)) {
      els.newTitle.value = "";
      closeShelf();
      els.title.focus();
    }
  });
  $("studies-open").addEventListener("click", openShelf);
  els.close.addEventListener("click", () => {
    closeShelf();
    $("studies-open").focus();
  });
  els.import.addEventListener("change", () => {
    const file = els.import.files && els.import.files[0];
    els.import.value = "";
    if (file) importStudy(file);
  });
  wireWriter();
  wirePlayer();
  window.addEventListener("afterprint", () => delete document.body.dataset.print);
  // A study opened to play: its box in view (the Learn tab shows it).
  let was = "shelf";
  on("study", () => {
    render();
    const now = els.box.dataset.mode;
    if (now !== was && now === "play") {
      emit("showTab", "learn");
      els.box.scrollIntoView({ block: "nearest" });
    }
    was = now;
  });
  on("studies", () => els.dialog.open && renderShelf());
  on("position", () => state.study && render());
  window.addEventListener("hashchange", () => openStudyLink().catch(reportError));
  onLanguageChange(() => {
    els.choices.dataset.for = "";
    els.playChapter.replaceChildren();
    render();
  });
  render();
}
