//! Language-neutral sentences: a message key and its parameters, which the page words in the
//! reader's language (`www/lang/*.js`, docs/i18n.md) and the command line in English from the
//! page's own English words (`crate::english`, outside the wasm). The core says everything it
//! explains (rules, capture reasons, outcomes, hints) this way only.
//!
//! ```
//! use rithmomachia::words::{Say, Word};
//! let s = Say::new("why.encircled").num("n", 3u32);
//! assert_eq!(s.key, "why.encircled");
//! assert_eq!(s.params.get("n"), Some(&Word::Num(3)));
//! ```

use serde::ser::{Serialize, SerializeMap, Serializer};

/// One parameter of a sentence.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
#[serde(untagged)]
pub enum Word {
    /// A number (plural forms are chosen from it).
    Num(u64),
    /// Text that needs no translation: cells, piece tokens, arithmetic, move texts.
    Text(String),
    /// A term the shell translates by its key (`{"t": "method.siege"}`).
    Term {
        /// The term's key.
        t: &'static str,
    },
    /// Several words, joined by the shell with `list.sep` (", ").
    List(Vec<Word>),
    /// Several words joined with the separator whose key is `join` (`list.semi`: "; ",
    /// `list.or`: " or ").
    Join {
        /// The separator's key.
        join: &'static str,
        /// The words.
        items: Vec<Word>,
    },
    /// A nested sentence.
    Say(Box<Say>),
}

/// A sentence: `{"key": "why.siege.orth", "params": {…}}`.
#[derive(Clone, PartialEq, Eq, Debug, serde::Serialize)]
pub struct Say {
    /// The message key.
    pub key: &'static str,
    /// Its parameters by name, in the order given.
    pub params: Params,
}

/// The parameters of a sentence, serialised as an object (a short list, not a map: small
/// code in the wasm).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Params(Vec<(&'static str, Word)>);

impl Params {
    /// The parameter `name`.
    pub fn get(&self, name: &str) -> Option<&Word> {
        self.0.iter().find(|(n, _)| *n == name).map(|(_, w)| w)
    }

    fn insert(&mut self, name: &'static str, w: Word) {
        self.0.push((name, w));
    }
}

impl Serialize for Params {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

impl Say {
    /// A sentence without parameters yet.
    // One copy in the wasm, not one per sentence built (the page's module is built for size).
    #[inline(never)]
    pub fn new(key: &'static str) -> Say {
        Say { key, params: Params::default() }
    }

    /// With a number.
    // One copy in the wasm, not one per sentence built (the page's module is built for size).
    #[inline(never)]
    pub fn num(mut self, name: &'static str, n: impl Into<u64>) -> Say {
        self.params.insert(name, Word::Num(n.into()));
        self
    }

    /// With text that needs no translation.
    pub fn text(mut self, name: &'static str, text: impl Into<String>) -> Say {
        self.params.insert(name, Word::Text(text.into()));
        self
    }

    /// With a term to translate.
    // One copy in the wasm, not one per sentence built (the page's module is built for size).
    #[inline(never)]
    pub fn term(mut self, name: &'static str, key: &'static str) -> Say {
        self.params.insert(name, Word::Term { t: key });
        self
    }

    /// With a nested sentence.
    // One copy in the wasm, not one per sentence built (the page's module is built for size).
    #[inline(never)]
    pub fn say(mut self, name: &'static str, s: Say) -> Say {
        self.params.insert(name, Word::Say(Box::new(s)));
        self
    }

    /// With a list of sentences.
    pub fn list(mut self, name: &'static str, items: Vec<Say>) -> Say {
        self.params.insert(name, Word::List(items.into_iter().map(|s| Word::Say(Box::new(s))).collect()));
        self
    }

    /// With a list of sentences joined by the separator `join` (a key).
    pub fn join(mut self, name: &'static str, join: &'static str, items: Vec<Say>) -> Say {
        self.params
            .insert(name, Word::Join { join, items: items.into_iter().map(|s| Word::Say(Box::new(s))).collect() });
        self
    }

    /// With any word.
    // One copy in the wasm, not one per sentence built (the page's module is built for size).
    #[inline(never)]
    pub fn word(mut self, name: &'static str, w: Word) -> Say {
        self.params.insert(name, w);
        self
    }
}

/// The key of a side's name: `side.white` or `side.black`.
pub const fn side_key(color: crate::vocab::piece::Color) -> &'static str {
    match color {
        crate::vocab::piece::Color::White => "side.white",
        crate::vocab::piece::Color::Black => "side.black",
    }
}

/// How many characters of a user's text an error message shows ([`shorten`]).
pub const SHOWN_CHARS: usize = 40;

/// A user's text as an error message echoes it: whole when it has at most [`SHOWN_CHARS`]
/// characters, else its first [`SHOWN_CHARS`] characters and "…" (a megabyte of move text comes
/// back as a line, not a megabyte).
///
/// ```
/// use rithmomachia::words::shorten;
/// assert_eq!(shorten("c4-d5"), "c4-d5");
/// assert_eq!(shorten(&"x".repeat(1_000_000)), format!("{}…", "x".repeat(40)));
/// ```
pub fn shorten(text: &str) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(SHOWN_CHARS) {
        None => std::borrow::Cow::Borrowed(text),
        Some((end, _)) => std::borrow::Cow::Owned(format!("{}…", &text[..end])),
    }
}

impl crate::vocab::piece::Piece {
    /// The piece in words, as a person reads it rather than its notation: "white square 15",
    /// "black pyramid 91" (`piece.describe`; where it stands is said beside it).
    ///
    /// ```
    /// use rithmomachia::{english, Color, Piece, Shape};
    /// let piece = Piece::simple(Color::Black, Shape::Round, 7);
    /// assert_eq!(english::say(&piece.says()), "black round 7");
    /// ```
    pub fn says(&self) -> Say {
        Say::new("piece.describe")
            .term("color", self.color.key())
            .term("shape", self.shape().key())
            .num("value", self.total())
    }
}

#[cfg(test)]
mod tests {
    use crate::rules::{Preset, Rules};

    fn json(s: &impl serde::Serialize) -> String {
        serde_json::to_string(s).expect("serialises")
    }

    #[test]
    fn long_text_is_shortened_at_a_character_boundary() {
        use super::{shorten, SHOWN_CHARS};
        assert_eq!(shorten(""), "");
        let exact = "é".repeat(SHOWN_CHARS);
        assert_eq!(shorten(&exact), exact.as_str());
        let long = "é".repeat(SHOWN_CHARS + 1);
        assert_eq!(shorten(&long), format!("{}…", "é".repeat(SHOWN_CHARS)));
        assert_eq!(shorten(&"a".repeat(1 << 20)).chars().count(), SHOWN_CHARS + 1);
    }

    #[test]
    fn rules_sentences_are_keys_and_numbers() {
        let counts: Vec<(&str, usize)> = Preset::ALL.iter().map(|p| (p.id(), p.rules().sentences().len())).collect();
        assert_eq!(counts, [("classic", 12), ("boissiere", 16), ("simplified", 14), ("ludii", 8)]);
        let s = Rules::classic().sentences();
        assert_eq!(json(&s[0]), r#"{"key":"rules.board.white","params":{"ranks":16}}"#);
        assert_eq!(
            json(&s[1]),
            r#"{"key":"rules.motion.steps","params":{"dirs":{"key":"motion.diagonal","params":{"n":1}},"clear":"","shape":{"t":"shape.round.title"}}}"#
        );
        assert!(json(s.last().unwrap()).contains(r#""key":"rules.plyCap","params":{"n":1000}"#));
    }

    #[test]
    fn capture_reasons_and_outcomes_are_keys_and_numbers() {
        use crate::capture::Reason;
        assert_eq!(json(&Reason::Siege { diagonal: true }.say()), r#"{"key":"why.siege.diag","params":{}}"#);
        assert_eq!(json(&Reason::Equality { value: 16 }.say()), r#"{"key":"why.math","params":{"math":"16 = 16"}}"#);
        assert_eq!(json(&Reason::Encirclement { held: 2 }.say()), r#"{"key":"why.encircled","params":{"n":2}}"#);
        assert_eq!(
            json(&crate::victory::progression_says(&[56, 16, 36])),
            r#"[{"key":"progression.says.arithmetic","params":{"step":20,"a":16,"b":36,"c":56}}]"#
        );
    }
}
