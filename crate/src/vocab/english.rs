//! The core's sentences ([`Say`]) in English, for the `rithmo` command line and the tests.
//!
//! The words are the page's own: `www/lang/en-core.json`, which `www/lang/en.js` merges, is
//! embedded here, so every sentence has one English source. A message is a string with
//! `{name}` placeholders and English plural forms `{n|one|many}` (`www/i18n.js` reads the same
//! forms); a term parameter (`{"t": key}`) is the term's words, a nested sentence its English, a
//! list its items joined with `list.sep` (or the separator it names).
//!
//! Not compiled into the wasm: the page words the sentences itself, in the reader's language.
//!
//! ```
//! use rithmomachia::words::Say;
//! let s = Say::new("why.encircled").num("n", 1u32);
//! assert_eq!(rithmomachia::english::say(&s), "encircled: its 1 destination all held by the capturer");
//! assert_eq!(s.to_string(), "encircled: its 1 destination all held by the capturer");
//! ```

use std::collections::HashMap;
use std::sync::OnceLock;

use super::words::{Params, Say, Word};

/// The page's English for the core's keys.
const EN_CORE: &str = include_str!("../../../www/lang/en-core.json");

/// The messages by key (empty should the file not read: every key then shows as itself, as on
/// the page; a test reads the file).
fn messages() -> &'static HashMap<String, String> {
    static MESSAGES: OnceLock<HashMap<String, String>> = OnceLock::new();
    MESSAGES.get_or_init(|| serde_json::from_str(EN_CORE).unwrap_or_default())
}

/// The English of a key without parameters (a term: `method.siege` → "siege"), or the key
/// itself when it has none.
pub fn term(key: &str) -> String {
    message(key, &Params::default())
}

/// A sentence in English.
pub fn say(s: &Say) -> String {
    message(s.key, &s.params)
}

/// Several sentences in English, joined with "; " (as the page joins them).
pub fn says(list: &[Say]) -> String {
    list.iter().map(say).collect::<Vec<_>>().join("; ")
}

/// A sentence's English with its first letter in capitals (a hint's text).
pub fn capitalized(list: &[Say]) -> String {
    let text = says(list);
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

/// The sentence in English (`Display` lives here, with the words: `words` knows no English).
impl std::fmt::Display for Say {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&say(self))
    }
}

fn message(key: &str, params: &Params) -> String {
    match messages().get(key) {
        Some(m) => fill(m, params),
        None => key.to_string(),
    }
}

/// One parameter in English.
fn word(w: &Word) -> String {
    match w {
        Word::Num(n) => n.to_string(),
        Word::Text(t) => t.clone(),
        Word::Term { t } => term(t),
        Word::List(items) => join(items, "list.sep"),
        Word::Join { join: sep, items } => join(items, sep),
        Word::Say(s) => say(s),
    }
}

fn join(items: &[Word], sep: &str) -> String {
    let sep = term(sep);
    items.iter().map(word).collect::<Vec<_>>().join(&sep)
}

/// `message` with `{name}` and `{name|one|many}` filled from `params`; a placeholder without
/// its parameter stays as written (as `www/i18n.js` leaves it).
fn fill(message: &str, params: &Params) -> String {
    let mut out = String::with_capacity(message.len() + 16);
    let mut rest = message;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some(close) = after.find(['{', '}']).filter(|&i| after.as_bytes()[i] == b'}') else {
            out.push('{');
            rest = after;
            continue;
        };
        let inner = &after[..close];
        let mut parts = inner.split('|');
        let name = parts.next().unwrap_or_default();
        let forms: Vec<&str> = parts.collect();
        let named = !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        match params.get(name) {
            Some(w) if named && forms.is_empty() => out.push_str(&word(w)),
            Some(w) if named && forms.len() == 2 => out.push_str(if count(w) == Some(1) { forms[0] } else { forms[1] }),
            _ => {
                out.push('{');
                out.push_str(inner);
                out.push('}');
            }
        }
        rest = &after[close + 1..];
    }
    out.push_str(rest);
    out
}

/// The number a plural form agrees with.
fn count(w: &Word) -> Option<u64> {
    match w {
        Word::Num(n) => Some(*n),
        Word::Text(t) => t.parse().ok(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vocab::piece::{Color, Piece, Shape};

    #[test]
    fn the_pages_english_is_read() {
        let m: HashMap<String, String> = serde_json::from_str(EN_CORE).expect("en-core.json is an object of strings");
        assert!(m.len() > 100, "{} messages", m.len());
        assert_eq!(term("method.siege"), "siege");
        assert_eq!(term("no.such.key"), "no.such.key");
    }

    #[test]
    fn placeholders_plurals_terms_lists_and_nested_sentences() {
        let steps = |n: u32| {
            say(&Say::new("rules.motion.steps")
                .say("dirs", Say::new("motion.any").num("n", n))
                .text("clear", "")
                .term("shape", "shape.square.title"))
        };
        assert_eq!(steps(1), "Square: 1 step in any direction.");
        assert_eq!(steps(3), "Square: 3 steps in any direction.");
        let list = Say::new("hint.takes").list(
            "list",
            vec![
                Say::new("hint.on")
                    .say("piece", Piece::simple(Color::Black, Shape::Triangle, 45).says())
                    .text("cell", "e7"),
                Say::new("hint.on")
                    .say("piece", Piece::simple(Color::White, Shape::Round, 9).says())
                    .text("cell", "a1"),
            ],
        );
        assert_eq!(say(&list), "takes the black triangle 45 on e7, the white round 9 on a1");
        let or = Say::new("rules.ambush.adjacent").word(
            "ops",
            Word::Join { join: "list.or", items: vec![Word::Term { t: "op.sum" }, Word::Term { t: "op.product" }] },
        );
        assert_eq!(
            say(&or),
            "Ambush: two or more smaller pieces next to an enemy whose sum or product is its value take it."
        );
        assert_eq!(says(&[Say::new("hint.over"), Say::new("hint.noMove")]), "the game is over; no legal move found");
        assert_eq!(capitalized(&[Say::new("hint.over")]), "The game is over");
        // A placeholder without its parameter, and braces that are no placeholder, stay.
        assert_eq!(fill("{a} {b|x|y} {c", &Say::new("k").num("a", 2u32).params), "2 {b|x|y} {c");
    }
}
