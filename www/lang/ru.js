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
  "side.white": "Белые",
  "side.black": "Чёрные",
  "shape.round": "круг",
  "shape.triangle": "треугольник",
  "shape.square": "квадрат",
  "shape.pyramid": "пирамида",
  "victory.de-corpore": "De Corpore (по числу фигур)",
  "victory.de-bonis": "De Bonis (по сумме значений)",
  "victory.de-lite": "De Lite (по сумме и цифрам)",
  "victory.de-honore": "De Honore (по сумме и числу фигур)",
  "victory.de-honore-liteque": "De Honore Liteque (по сумме, цифрам и числу фигур)",
  "victory.victoria-magna": "Victoria Magna (великая победа)",
  "victory.victoria-major": "Victoria Major (бо́льшая победа)",
  "victory.victoria-excellentissima": "Victoria Excellentissima (превосходнейшая победа)",
  "victory.body": "Победа по телу",
  "victory.assets": "Победа по имуществу",
  "victory.proceeds": "Победа по доходу",
  "victory.body-assets": "По телу и имуществу",
  "victory.body-proceeds": "По телу и доходу",
  "victory.assets-proceeds": "По имуществу и доходу",
  "victory.body-assets-proceeds": "По телу, имуществу и доходу",
  "victory.mediocre-victory": "Средняя победа",
  "victory.great-victory": "Большая победа",
  "victory.excellent-victory": "Превосходная победа",
  "victory.great-triumph": "Великий триумф",
  "victory.greater-triumph": "Больший триумф",
  "victory.greatest-triumph": "Величайший триумф",
  "victory.blockade": "Блокада",
  "victory.ludii-line": "Прогрессия в линию (Ludii)",

  // ── records: save, export, import, links ──────────────────────────────

  // ── review ────────────────────────────────────────────────────────────

  // ── explain mode ──────────────────────────────────────────────────────
  "explain.heading": "Пояснения",
  "explain.toggle": "Показывать угрозы, опасности и прогрессии",
  "explain.pick": "Выберите фигуру или щёлкните по ней, чтобы увидеть, кому она угрожает и что угрожает ей.",
  "explain.piece-label": "{side}: {shape} {value} на {cell}",
  "explain.piece": "{piece}:",
  "explain.threatens": "Угрожает: {capture}",
  "explain.threatens-none": "Сейчас никому не угрожает.",
  "explain.danger": "Опасность: {capture}",
  "explain.dangers-none": "Сейчас ей ничто не угрожает.",
  "explain.progressions": "Прогрессии, которые {side} могут завершить на территории противника:",
  "explain.progressions-none": "Нет таких, где не хватает одной фигуры.",
  "explain.progression": "{victory}: фигура {value} на {cell} завершит {explain}; {movers}",
  "explain.movers": "туда сейчас может пойти {cells}.",
  "explain.movers-none": "ни одна фигура с таким числом пока не может туда пойти.",

  // ── lessons ───────────────────────────────────────────────────────────

};
