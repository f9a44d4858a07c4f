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
  "records.heading": "Сохранение и обмен",
  "records.autosave": "Партия сохраняется в этом браузере после каждого хода.",
  "records.export": "Экспорт",
  "records.exportTitle": "Скачать партию файлом (JSON): правила, начальная позиция и ходы",
  "records.import": "Загрузить файл партии",
  "records.share": "Ссылка на партию",
  "records.shareTitle": "Создать ссылку, открывающую эту партию (правила и ходы) в любом браузере",
  "records.shareLabel": "Ссылка на эту партию",
  "records.restorePrevious": "Вернуться к прежней партии",
  "records.saveFailed": "Браузер не даёт странице сохранить партию ({why}): при перезагрузке она пропадёт. Сохраните её экспортом.",
  "records.storedBad": "Сохранённую партию не удалось восстановить ({why}). Её текст оставлен в хранилище браузера под ключом «{key}»; начата новая партия.",
  "records.storedBadLost": "Сохранённую партию не удалось восстановить ({why}), и её текст сохранить не удалось; начата новая партия.",
  "records.err.notSaved": "это не сохранённая партия",
  "records.err.tooLarge": "файл слишком велик для записи партии",
  "records.err.notJson": "файл не в формате JSON ({why})",
  "records.err.notObject": "файл не является записью партии (объектом JSON)",
  "records.err.format": "файл не является записью партии (его поле \"format\" не равно \"{format}\")",
  "records.err.version": "записи версии {version} здесь не читаются (страница читает версию {supported})",
  "records.err.rules": "в записи не указаны правила (\"rules\": объект или название набора правил)",
  "records.err.start": "поле \"start\" записи не является текстом позиции",
  "records.err.moves": "поле \"moves\" записи не является списком ходов",
  "records.err.moveText": "ход {n} не является текстом",
  "records.err.cursor": "поле \"cursor\" записи не является целым числом от 0 до {max}",
  "records.exported": "Партия выгружена в {file} (ходов: {n}).",
  "records.importBad": "Файл «{file}» не удалось загрузить: {why}. Текущая партия не изменилась.",
  "records.imported": "Загружен файл {file} (ходов: {n}).",
  "records.previousKept": "Прежняя партия сохранена: кнопка «Вернуться к прежней партии» вернёт её.",
  "records.previousBad": "Прежнюю партию не удалось восстановить: {why}.",
  "records.previousRestored": "Возвращена прежняя партия.",
  "link.err.base64": "{what} не записаны в корректном base64url",
  "link.err.unpack": "{what} не удалось распаковать (возможно, ссылка обрезана)",
  "link.what.rules": "правила в ссылке",
  "link.what.start": "начальная позиция в ссылке",
  "link.err.notGame": "это не ссылка на партию",
  "link.err.version": "это ссылка на партию версии {version}, которую страница прочитать не может",
  "link.err.parts": "в ней {n} частей, разделённых точками, а должно быть 4 или 5 (возможно, она обрезана)",
  "link.err.rulesJson": "правила в ссылке не являются набором правил (JSON с названием набора)",
  "link.err.noRules": "в ней не указаны правила",
  "link.err.cursor": "показываемый ход не является целым числом от 0 до {max}",
  "link.makeFailed": "Ссылку создать не удалось: {why}.",
  "link.copied": "Ссылка скопирована в буфер обмена (символов: {length}).",
  "link.ready": "Ссылка готова (символов: {length}): скопируйте её из поля.",
  "link.bad": "Эту ссылку не удалось открыть: {why}. Текущая партия не изменилась.",
  "link.opened": "Открыта партия из ссылки (ходов: {n}).",

  // ── review ────────────────────────────────────────────────────────────
  "review.group": "Просмотр партии по ходам",
  "review.first": "В начало",
  "review.firstTitle": "Начальная позиция (Home)",
  "review.prev": "Назад",
  "review.prevTitle": "На ход назад (Page Up)",
  "review.next": "Вперёд",
  "review.nextTitle": "На ход вперёд (Page Down)",
  "review.last": "В конец",
  "review.lastTitle": "Последний записанный ход (End)",
  "review.help": "Нажмите на ход или на эти кнопки (клавиши Home, Page Up, Page Down, End), чтобы увидеть партию в этот момент. Ход, сделанный оттуда, отбросит последующие ходы только после подтверждения.",
  "review.atStart": "Это уже начало партии.",
  "review.atEnd": "Это уже последний ход.",
  "review.start": "Начальная позиция (записано ходов: {total}).",
  "review.step": "После хода {n} из {total}: {side} — {move}.",
  "review.side.white": "белые",
  "review.side.black": "чёрные",
  "review.capturing": "Взято: {captures}.",
  "review.capturesHead": "Взято этим ходом:",
  "review.noCapture": "Ничего не взято.",
  "review.reviewing": "Просмотр: дальше записано ходов: {n}. Компьютер ждёт; перед ходом отсюда будет задан вопрос.",
  "review.discardTitle": "Играть с этого места?",
  "review.discardText": "Ход {move} отсюда отбросит последующие ходы ({n}): {moves}.",
  "review.discardConfirm": "Отбросить их и сыграть",
  "review.discardCancel": "Отмена",
  "review.kept": "Ход не сделан: последующие ходы ({n}) сохранены.",

  // ── explain mode ──────────────────────────────────────────────────────

  // ── lessons ───────────────────────────────────────────────────────────

};
