//! A game link's text (`docs/records.md`, "Links"), its one home: the fragment's fields
//! (`g1.<rules>.<start>.<moves>[.<cursor>[.<drawings>]]`, and the board editor's
//! `e1.<rules>.<position>`), the base64url alphabet ([`DIGITS`]) that writes both the packed
//! fields and the move code, and the move code's digits (each move its index in the legal-move
//! list, in [`digits_for`] digits). Packing itself (raw DEFLATE) is the browser's: a packed
//! field here is its bytes. Reading the moves of a code needs the rules: `crate::app::record`.
//!
//! ```
//! use rithmomachia::link::{self, Link, Packed};
//! let link = Link::read("g1.classic..aLoE.2.0Ga3b5").unwrap();
//! assert_eq!((&link.rules, link.moves.as_str(), link.cursor), (&Packed::Text("classic".into()), "aLoE", Some(2)));
//! assert_eq!(link.annotations, "0Ga3b5");
//! assert_eq!(link.write(), "g1.classic..aLoE.2.0Ga3b5");
//! assert_eq!(link::to_base64url(b"rithmo"), "cml0aG1v");
//! assert_eq!(link::from_base64url("cml0aG1v").unwrap(), b"rithmo");
//! let e = Link::read("g2.classic..A").unwrap_err();
//! assert_eq!(e.to_string(), "it is a game link of version 2, which this page cannot read");
//! ```

use super::record::RecordError;
use crate::position::Position;
use crate::rules::{Rules, MAX_GAME_PLIES};
use crate::victory::Ending;
use crate::vocab::json::{self, Value};
use crate::vocab::words::Say;

/// The 64 digits of base64url (RFC 4648 §5), in value order: the move code's digits and the
/// packed fields' alphabet.
pub const DIGITS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The longest link fragment read (a game of thousands of moves fits).
pub const MAX_LINK_CHARS: usize = 64 * 1024;

/// The value of a base64url digit.
fn value_of(ch: char) -> Option<u8> {
    let b = u8::try_from(ch).ok()?;
    DIGITS.iter().position(|&d| d == b).map(|v| v as u8)
}

/// How many base64url digits a move index takes where `count` moves are legal: the fewest `d`
/// (at least 1) with `64^d ≥ count`.
pub fn digits_for(count: usize) -> usize {
    let mut d = 1;
    let mut room = 64usize;
    while room < count {
        d += 1;
        room = room.saturating_mul(64);
    }
    d
}

/// Write `index` among `count` legal moves in [`digits_for`]`(count)` digits, most significant
/// first.
pub fn write_index(out: &mut String, index: usize, count: usize) {
    for k in (0..digits_for(count)).rev() {
        out.push(DIGITS[(index >> (6 * k)) & 63] as char);
    }
}

/// The index the digit values `digits` write, most significant first.
pub fn read_index(digits: &[u8]) -> usize {
    digits.iter().fold(0usize, |acc, &v| acc.saturating_mul(64).saturating_add(usize::from(v)))
}

/// The values of a move code's digits.
///
/// # Errors
/// A code longer than the longest game can need ([`RecordError::TooLong`]: no move takes more
/// than 4 digits) or a character that is not a digit ([`RecordError::BadDigit`]).
pub fn digit_values(code: &str) -> Result<Vec<u8>, RecordError> {
    if code.len() > 4 * MAX_GAME_PLIES {
        return Err(RecordError::TooLong);
    }
    let mut values = Vec::with_capacity(code.len());
    for (i, ch) in code.chars().enumerate() {
        values.push(value_of(ch).ok_or(RecordError::BadDigit { at: i + 1, ch })?);
    }
    Ok(values)
}

/// A text that is not base64url without padding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotBase64;

/// Bytes in base64url, without padding.
pub fn to_base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let n = chunk.iter().enumerate().fold(0u32, |acc, (i, &b)| acc | u32::from(b) << (16 - 8 * i));
        for k in 0..=chunk.len() {
            out.push(DIGITS[(n >> (18 - 6 * k)) as usize & 63] as char);
        }
    }
    out
}

/// The bytes of base64url text without padding.
///
/// # Errors
/// A character that is not a digit, or a length no bytes write (one digit past a whole group).
pub fn from_base64url(text: &str) -> Result<Vec<u8>, NotBase64> {
    let values: Vec<u8> = text.chars().map(value_of).collect::<Option<_>>().ok_or(NotBase64)?;
    if values.len() % 4 == 1 {
        return Err(NotBase64);
    }
    let mut out = Vec::with_capacity(values.len() * 3 / 4);
    for chunk in values.chunks(4) {
        let n = chunk.iter().enumerate().fold(0u32, |acc, (i, &v)| acc | u32::from(v) << (18 - 6 * i));
        out.extend((0..chunk.len() - 1).map(|k| (n >> (16 - 8 * k)) as u8));
    }
    Ok(out)
}

/// The prefix of a study's link: the version, then the study's text packed (raw DEFLATE of its
/// UTF-8, by the browser) in base64url (`docs/records.md`, "Studies").
pub const STUDY_PREFIX: &str = "s1.";

/// The fragment (without `#`) of a link to a study whose text packs to `packed`.
///
/// ```
/// use rithmomachia::link::{study_fragment, study_packed};
/// assert_eq!(study_fragment(&[1, 2, 3]), "s1.AQID");
/// assert_eq!(study_packed("s1.AQID").unwrap(), vec![1, 2, 3]);
/// ```
pub fn study_fragment(packed: &[u8]) -> String {
    format!("{STUDY_PREFIX}{}", to_base64url(packed))
}

/// The packed text of a study link's fragment (without `#`).
///
/// # Errors
/// A fragment longer than [`MAX_LINK_CHARS`], one that is not a study's, or a packed text that
/// is not base64url.
pub fn study_packed(fragment: &str) -> Result<Vec<u8>, LinkError> {
    if fragment.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong(fragment.len()));
    }
    let Some(code) = fragment.strip_prefix(STUDY_PREFIX) else { return Err(LinkError::NotStudy) };
    from_base64url(code).map_err(|_| LinkError::Base64(Field::Study))
}

/// A field that is a text or packed bytes (raw DEFLATE of the text's UTF-8, for the browser to
/// unpack): the rules (a preset id, or packed JSON of the fields that differ from it) and the
/// start position (packed, or none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Packed {
    /// The field as written (the rules' preset id; an empty start: the rules' own).
    Text(String),
    /// The bytes of a packed field (written `~` and base64url for the rules, base64url for a
    /// start).
    Bytes(Vec<u8>),
}

/// A link's fragment (without `#`), its fields read but not yet unpacked or checked against
/// the rules: a game link (`g1`) or a board editor's (`e1`, whose position is `start`, with
/// neither moves, cursor nor drawings).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Link {
    /// A board editor's link (`e1`), not a game's (`g1`).
    pub edit: bool,
    /// The rules: a preset id, or the packed JSON of the fields that differ from its preset's.
    pub rules: Packed,
    /// The start position: `Text("")` for the rules' own start, else packed.
    pub start: Packed,
    /// The move code of the recorded line.
    pub moves: String,
    /// How many moves are applied; `None`: all.
    pub cursor: Option<usize>,
    /// The drawings' text (`""`: none), read against the game later.
    pub annotations: String,
    /// How the game ended off the board (a resignation, a draw agreed, a flag), if it did.
    pub ending: Option<Ending>,
}

/// A packed field of a link, for the sentence that names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The rules field (`~` and base64url).
    Rules,
    /// The start position (or the editor's position).
    Start,
    /// A study's packed text.
    Study,
}

/// Why a link's fragment cannot be read; says itself in one English sentence (`Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Longer than [`MAX_LINK_CHARS`] (its length).
    TooLong(usize),
    /// Neither a game's link (`g<n>`) nor a board editor's (`e<n>`).
    NotGame,
    /// Not a study's link ([`STUDY_PREFIX`]).
    NotStudy,
    /// A version this reader does not know (the number written).
    Version(String),
    /// A number of fields the link's kind does not have: how many, and how many it has.
    Parts(usize, &'static str),
    /// An empty rules field.
    NoRules,
    /// A packed field that is not base64url.
    Base64(Field),
    /// A cursor that is not a number of moves.
    Cursor,
    /// An ending field that names no [`Ending`].
    Ending,
    /// Packed rules that are not a JSON object naming its preset.
    RulesJson,
    /// Rules that cannot be read or played (their sentence).
    Rules(Say),
}

impl LinkError {
    /// The sentence: a `fault.link.*` key with its parameters, or the rules' sentence.
    pub fn says(&self) -> Say {
        match self {
            LinkError::TooLong(n) => {
                Say::new("fault.link.tooLong").num("n", *n as u64).num("max", MAX_LINK_CHARS as u64)
            }
            LinkError::NotGame => Say::new("fault.link.notGame"),
            LinkError::NotStudy => Say::new("fault.link.notStudy"),
            LinkError::Version(v) => Say::new("fault.link.version").text("version", crate::vocab::words::shorten(v)),
            LinkError::Parts(n, expected) => {
                Say::new("fault.link.parts").num("n", *n as u64).text("expected", *expected)
            }
            LinkError::NoRules => Say::new("fault.link.noRules"),
            LinkError::Base64(Field::Rules) => Say::new("fault.link.base64Rules"),
            LinkError::Base64(Field::Start) => Say::new("fault.link.base64Start"),
            LinkError::Base64(Field::Study) => Say::new("fault.link.base64Study"),
            LinkError::Cursor => Say::new("fault.link.cursor"),
            LinkError::Ending => Say::new("fault.link.ending"),
            LinkError::RulesJson => Say::new("fault.link.rulesJson"),
            LinkError::Rules(why) => why.clone(),
        }
    }
}

crate::vocab::said::said!(LinkError);

impl Link {
    /// The fields of a link's fragment (without `#`).
    ///
    /// # Errors
    /// The first fault in the order of the fields ([`LinkError`]).
    pub fn read(fragment: &str) -> Result<Link, LinkError> {
        if fragment.len() > MAX_LINK_CHARS {
            return Err(LinkError::TooLong(fragment.len()));
        }
        let parts: Vec<&str> = fragment.split('.').collect();
        let (edit, version) = match parts[0].split_at_checked(1) {
            Some(("g", v)) if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) => (false, v),
            Some(("e", v)) if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) => (true, v),
            _ => return Err(LinkError::NotGame),
        };
        if version != "1" {
            return Err(LinkError::Version(version.to_string()));
        }
        let fits = if edit { parts.len() == 3 } else { (4..=7).contains(&parts.len()) };
        if !fits {
            return Err(LinkError::Parts(parts.len(), if edit { "3" } else { "4 to 7" }));
        }
        let rules = match parts[1] {
            "" => return Err(LinkError::NoRules),
            field => match field.strip_prefix('~') {
                Some(packed) => Packed::Bytes(from_base64url(packed).map_err(|_| LinkError::Base64(Field::Rules))?),
                None => Packed::Text(field.to_string()),
            },
        };
        let start = match parts[2] {
            "" => Packed::Text(String::new()),
            packed => Packed::Bytes(from_base64url(packed).map_err(|_| LinkError::Base64(Field::Start))?),
        };
        let field = |i: usize| parts.get(i).copied().unwrap_or("");
        let cursor = match field(4) {
            "" if parts.len() != 5 => None,
            c if (1..=6).contains(&c.len()) && c.bytes().all(|b| b.is_ascii_digit()) => {
                Some(c.bytes().fold(0, |n, b| n * 10 + usize::from(b - b'0')))
            }
            _ => return Err(LinkError::Cursor),
        };
        let ending = match field(6) {
            "" => None,
            id => Some(Ending::read(id).ok_or(LinkError::Ending)?),
        };
        Ok(Link { edit, rules, start, moves: field(3).to_string(), cursor, annotations: field(5).to_string(), ending })
    }

    /// The fragment of these fields (without `#`): the cursor written when it is given, or left
    /// empty when drawings or an ending follow; the drawings when there are any, or left empty
    /// when an ending follows; the ending when there is one.
    pub fn write(&self) -> String {
        let field = |p: &Packed, out: &mut String, tilde: bool| match p {
            Packed::Text(t) => out.push_str(t),
            Packed::Bytes(b) => {
                if tilde {
                    out.push('~');
                }
                out.push_str(&to_base64url(b));
            }
        };
        let mut out = String::from(if self.edit { "e1." } else { "g1." });
        field(&self.rules, &mut out, true);
        out.push('.');
        field(&self.start, &mut out, false);
        if self.edit {
            return out;
        }
        out.push('.');
        out.push_str(&self.moves);
        if self.cursor.is_some() || !self.annotations.is_empty() || self.ending.is_some() {
            out.push('.');
            if let Some(n) = self.cursor {
                out.push_str(&n.to_string());
            }
        }
        if !self.annotations.is_empty() || self.ending.is_some() {
            out.push('.');
            out.push_str(&self.annotations);
        }
        if let Some(ending) = self.ending {
            out.push('.');
            out.push_str(ending.id());
        }
        out
    }
}

/// The cursor a link writes: `cursor` moves applied of a line of `length`, none when all are.
pub fn cursor_of(cursor: usize, length: usize) -> Option<usize> {
    (cursor < length).then_some(cursor)
}

/// The start field of a link to a game from `start`, before packing: `""` when it is its rules'
/// own start, else its text.
///
/// ```
/// use rithmomachia::link::start_field;
/// use rithmomachia::{Position, Rules};
/// assert_eq!(start_field(&Position::new(Rules::classic())), "");
/// ```
pub fn start_field(start: &Position) -> String {
    let text = start.to_setup().to_string();
    if Position::new(*start.rules()).to_setup().to_string() == text {
        String::new()
    } else {
        text
    }
}

/// The rules of a link's rules field once unpacked: a preset id, or the JSON of the fields that
/// differ from a preset's, `preset` naming it (full rules JSON is such a text too).
///
/// ```
/// use rithmomachia::link::{read_rules, rules_field};
/// use rithmomachia::Rules;
/// let mut rules = Rules::preset("classic").unwrap();
/// assert_eq!(rules_field(&rules), "classic");
/// rules.ply_cap = 300;
/// assert_eq!(rules_field(&rules), r#"{"preset":"classic","plyCap":300}"#);
/// assert_eq!(read_rules(&rules_field(&rules)).unwrap(), rules);
/// assert_eq!(read_rules("classic").unwrap(), Rules::preset("classic").unwrap());
/// ```
///
/// # Errors
/// An unknown preset, a text that is not a JSON object naming its preset
/// ([`LinkError::RulesJson`]), or rules refused ([`LinkError::Rules`]).
pub fn read_rules(text: &str) -> Result<Rules, LinkError> {
    let rules = match text.trim_start().starts_with('{') {
        true => Rules::from_json(&merge_over(text, own_preset_json)?),
        false => return Rules::preset(text).map_err(|e| LinkError::Rules(e.says())),
    };
    rules.map_err(|e| LinkError::Rules(e.says()))
}

/// The rules JSON of a link's packed rules `text` (the JSON of the fields that differ from a
/// preset's, `preset` naming it): those fields over the preset's rules JSON, which `preset_json`
/// gives for a preset id (the page's module gives it to the analysis's, which writes no rules
/// JSON of its own); checked as rules.
///
/// # Errors
/// As [`read_rules`].
pub fn read_rules_over(
    text: &str,
    preset_json: impl Fn(&str) -> Result<String, LinkError>,
) -> Result<String, LinkError> {
    let merged = merge_over(text, preset_json)?;
    Rules::from_json(&merged).map_err(|e| LinkError::Rules(e.says()))?;
    Ok(merged)
}

/// The rules field of a link to a game under `rules` (before packing): the preset's id when
/// they are the preset's, else the JSON of `preset` and the top-level fields that differ from
/// it, which the page packs.
pub fn rules_field(rules: &Rules) -> String {
    // (Rules always write JSON naming their preset.)
    rules_field_over(&rules.to_json(), own_preset_json).unwrap_or_else(|_| rules.to_json())
}

/// [`rules_field`] of the rules JSON `own`, over its preset's rules JSON, which `preset_json`
/// gives for a preset id (as for [`read_rules_over`]).
///
/// # Errors
/// A text that is not a JSON object naming its preset, or the preset's own fault.
pub fn rules_field_over(
    own: &str,
    preset_json: impl Fn(&str) -> Result<String, LinkError>,
) -> Result<String, LinkError> {
    let (own, id) = object_naming_preset(own)?;
    let (base, _) = object_naming_preset(&preset_json(&id)?)?;
    // (Values compared as their JSON text: no equality code for values in the modules.)
    let text = |v: &Value| {
        let mut t = String::new();
        v.write(&mut t);
        t
    };
    let mut diff = vec![("preset".to_string(), Value::Str(id.clone()))];
    diff.extend(
        own.into_iter().filter(|(k, v)| k != "preset" && !base.iter().any(|(bk, bv)| bk == k && text(bv) == text(v))),
    );
    if diff.len() == 1 {
        return Ok(id);
    }
    let mut out = String::new();
    Value::Object(diff).write(&mut out);
    Ok(out)
}

/// The preset's rules JSON, written by this module's own rules (natively).
fn own_preset_json(id: &str) -> Result<String, LinkError> {
    Rules::preset(id).map(|r| r.to_json()).map_err(|e| LinkError::Rules(e.says()))
}

/// The fields of the JSON object `text` and the preset it names.
fn object_naming_preset(text: &str) -> Result<(Vec<(String, Value)>, String), LinkError> {
    let Ok(object) = json::parse(text) else { return Err(LinkError::RulesJson) };
    let Some(Value::Str(id)) = object.get("preset") else { return Err(LinkError::RulesJson) };
    let id = id.clone();
    match object {
        Value::Object(fields) => Ok((fields, id)),
        _ => Err(LinkError::RulesJson),
    }
}

/// The fields of the packed rules `text` laid over its preset's rules JSON (unchecked).
fn merge_over(text: &str, preset_json: impl Fn(&str) -> Result<String, LinkError>) -> Result<String, LinkError> {
    let (diff, id) = object_naming_preset(text)?;
    let (mut fields, _) = object_naming_preset(&preset_json(&id)?)?;
    for (key, value) in diff {
        match fields.iter_mut().find(|(k, _)| *k == key) {
            Some(field) => field.1 = value,
            None => fields.push((key, value)),
        }
    }
    let mut merged = String::new();
    Value::Object(fields).write(&mut merged);
    Ok(merged)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64url_round_trips_and_refuses_what_no_bytes_write() {
        let cases: &[(&[u8], &str)] = &[
            (b"", ""),
            (b"f", "Zg"),
            (b"fo", "Zm8"),
            (b"foo", "Zm9v"),
            (b"foob", "Zm9vYg"),
            (&[251, 255, 191], "-_-_"),
        ];
        for (bytes, text) in cases {
            assert_eq!(to_base64url(bytes), *text);
            assert_eq!(from_base64url(text).unwrap(), *bytes, "{text}");
        }
        for bad in ["A", "Zm9vY", "Zm=", "Zm+v", "é"] {
            assert_eq!(from_base64url(bad), Err(NotBase64), "{bad}");
        }
    }

    #[test]
    fn fragments_round_trip() {
        for text in [
            "g1.classic..aLoE",
            "g1.classic..aLoE.2",
            "g1.classic..aLoE.2.0Ga3b5_4Rd12",
            "g1.classic..aLoE..4Rd12",
            "g1.classic..aLoE...white-resigned",
            "g1.classic..aLoE.1..draw-agreed",
            "g1.classic..aLoE..4Rd12.black-flag",
            "g1.~eyJh..",
            "g1.ludii.Zm9v.AB",
            "e1.~Zm9v.Zm9vYg",
            "e1.classic.Zm9v",
        ] {
            let link = Link::read(text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(link.write(), text);
        }
        let ending = |text: &str| Link::read(text).unwrap().ending;
        assert_eq!(ending("g1.classic..aLoE.2.0Ga3b5"), None);
        assert_eq!(ending("g1.classic..aLoE...black-resigned"), Some(Ending::Resigned(crate::Color::Black)));
        let link = Link::read("g1.~Zm9v.Zm8.A.0").unwrap();
        assert_eq!(
            (link.rules, link.start, link.cursor),
            (Packed::Bytes(b"foo".to_vec()), Packed::Bytes(b"fo".to_vec()), Some(0))
        );
    }

    #[test]
    fn each_fault_has_its_error() {
        let long = format!("g1.classic..{}", "A".repeat(MAX_LINK_CHARS));
        let cases: &[(&str, LinkError)] = &[
            (&long, LinkError::TooLong(MAX_LINK_CHARS + 12)),
            ("", LinkError::NotGame),
            ("x1.classic..A", LinkError::NotGame),
            ("g.classic..A", LinkError::NotGame),
            ("g2.classic..A", LinkError::Version("2".into())),
            ("e7.classic.A", LinkError::Version("7".into())),
            ("g1.classic.", LinkError::Parts(3, "4 to 7")),
            ("g1.classic..A.1.0Ga1.white-resigned.x", LinkError::Parts(8, "4 to 7")),
            ("g1.classic..A.1.0Ga1.x", LinkError::Ending),
            ("g1.classic..A...white-won", LinkError::Ending),
            ("e1.classic.A.B", LinkError::Parts(4, "3")),
            ("g1...A", LinkError::NoRules),
            ("g1.~Z..A", LinkError::Base64(Field::Rules)),
            ("g1.classic.Z!..A", LinkError::Base64(Field::Start)),
            ("g1.classic..A.x", LinkError::Cursor),
            ("g1.classic..A.", LinkError::Cursor),
            ("g1.classic..A.1234567", LinkError::Cursor),
            ("g1.classic..A.-1.0Ga1", LinkError::Cursor),
        ];
        for (text, want) in cases {
            assert_eq!(Link::read(text).as_ref(), Err(want), "{text}");
            assert!(!want.to_string().is_empty());
        }
    }

    #[test]
    fn packed_rules_are_read_over_their_preset_or_refused() {
        use crate::rules::RulesError;
        let mut capped = Rules::preset("boissiere").unwrap();
        capped.ply_cap = 40;
        let read: &[(&str, Rules)] = &[
            ("classic", Rules::preset("classic").unwrap()),
            (r#"{"preset": "boissiere", "plyCap": 40}"#, capped),
            (&capped.to_json(), capped),
        ];
        for (text, want) in read {
            assert_eq!(read_rules(text).as_ref(), Ok(want), "{text}");
            assert_eq!(read_rules(&rules_field(want)).as_ref(), Ok(want), "{text}: written and read back");
        }
        let refused: &[(&str, LinkError)] = &[
            ("not json", LinkError::Rules(Rules::preset("not json").unwrap_err().says())),
            ("{", LinkError::RulesJson),
            (r#"{"plyCap": 5}"#, LinkError::RulesJson),
            (r#"{"preset": 3}"#, LinkError::RulesJson),
            (r#"{"preset": "chess"}"#, LinkError::Rules(Rules::preset("chess").unwrap_err().says())),
            (r#"{"preset": "classic", "plyCap": -1}"#, LinkError::Rules(RulesError::MoveCap.says())),
        ];
        for (text, want) in refused {
            assert_eq!(read_rules(text).as_ref(), Err(want), "{text}");
        }
        let unknown = read_rules(r#"{"preset": "classic", "colour": 1}"#).unwrap_err().to_string();
        assert!(unknown.contains("unknown field `colour`"), "{unknown}");
    }

    #[test]
    fn a_study_link_reads_back_its_bytes_and_names_each_fault() {
        for bytes in [&[][..], &[0], &[255, 254], &[1, 2, 3, 4, 5, 6, 7]] {
            assert_eq!(study_packed(&study_fragment(bytes)).unwrap(), bytes);
        }
        let long = format!("s1.{}", "A".repeat(MAX_LINK_CHARS));
        let cases = [
            ("g1.classic..aLoE", LinkError::NotStudy),
            ("s2.AQID", LinkError::NotStudy),
            ("s1.AQ!D", LinkError::Base64(Field::Study)),
            ("s1.AQIDB", LinkError::Base64(Field::Study)),
            (long.as_str(), LinkError::TooLong(long.len())),
        ];
        for (fragment, want) in cases {
            assert_eq!(study_packed(fragment), Err(want), "{fragment}");
        }
        assert_eq!(LinkError::NotStudy.to_string(), "it is not a link to a study");
        assert_eq!(LinkError::Base64(Field::Study).to_string(), "the link's study is not valid base64url");
    }
}
