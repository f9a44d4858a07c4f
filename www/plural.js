// Plural forms, shared by www/i18n.js and the language files (no text here).

/** Russian-style plural choice: forms [one, few, many]; English uses [one, many]. */
export function plural(n, forms) {
  if (forms.length < 3) return n === 1 ? forms[0] : forms[1];
  const m10 = n % 10, m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return forms[0];
  if (m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14)) return forms[1];
  return forms[2];
}

/** Which of two forms [one, other] agrees with `n` in `lang`: one for 1, and in French for 0
 * too (the page's languages of two forms: de, en, es, fr, it, la). */
export function pluralForm(lang, n, forms) {
  const one = lang === "fr" ? n === 0 || n === 1 : n === 1;
  return one ? forms[0] : forms[1];
}
