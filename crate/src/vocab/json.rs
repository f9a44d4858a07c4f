//! A small strict JSON reader for serde: what rules JSON needs (objects, arrays, strings, whole
//! numbers, booleans, `null`) and no more, so that the browser build carries no general JSON
//! library and never formats a float. The serde attributes of the type read stay the only
//! description of the format: an unknown or a missing field is refused as they say, and every
//! error names where it happened (", in `victories.de-corpore.pieces`").
//!
//! ```
//! use rithmomachia::ByColor;
//! let both: ByColor<u32> = rithmomachia::json::from_str(r#"{"white": 3, "black": 4}"#).unwrap();
//! assert_eq!((both.white, both.black), (3, 4));
//! let err = rithmomachia::json::from_str::<ByColor<u32>>(r#"{"white": 3, "black": 4.5}"#).unwrap_err();
//! assert_eq!(err.to_string(), "4.5 is not a whole number, in `black`");
//! ```

use std::fmt;

use serde::de::{self, DeserializeOwned, DeserializeSeed, IntoDeserializer, Visitor};

use crate::vocab::words::shorten;

/// A JSON value as read: numbers that are not whole (or too large) keep their text; objects keep
/// their keys' order. A record file is read as one ([`parse`]) before its fields are checked one
/// by one; its rules are then read from it with [`from_value`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A whole number that fits an `i64`.
    Int(i64),
    /// Any other number, as written.
    Number(String),
    /// A string.
    Str(String),
    /// An array.
    Array(Vec<Value>),
    /// An object, its entries in the order written.
    Object(Vec<(String, Value)>),
}

impl Value {
    /// The value as JSON text, without spaces.
    ///
    /// ```
    /// let value = rithmomachia::json::parse(r#"{"a": [1, "x\"y", null, 2.50]}"#).unwrap();
    /// let mut text = String::new();
    /// value.write(&mut text);
    /// assert_eq!(text, r#"{"a":[1,"x\"y",null,2.50]}"#);
    /// ```
    #[inline(never)]
    pub fn write(&self, out: &mut String) {
        let list = |out: &mut String, open: char, close: char, n: usize, item: &dyn Fn(&mut String, usize)| {
            out.push(open);
            for i in 0..n {
                if i > 0 {
                    out.push(',');
                }
                item(out, i);
            }
            out.push(close);
        };
        match self {
            Value::Null => out.push_str("null"),
            Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Value::Int(n) => out.push_str(&n.to_string()),
            Value::Number(raw) => out.push_str(raw),
            Value::Str(s) => write_string(s, out),
            Value::Array(items) => list(out, '[', ']', items.len(), &|out, i| items[i].write(out)),
            Value::Object(entries) => list(out, '{', '}', entries.len(), &|out, i| {
                write_string(&entries[i].0, out);
                out.push(':');
                entries[i].1.write(out);
            }),
        }
    }

    /// The value of `key` in an object, unless it is absent or `null`.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(entries) => {
                entries.iter().find(|(k, _)| k == key).map(|(_, v)| v).filter(|v| !matches!(v, Value::Null))
            }
            _ => None,
        }
    }
}

/// A JSON string literal.
fn write_string(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if u32::from(c) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(u32::from(c) >> 4) as usize] as char);
                out.push(HEX[(u32::from(c) & 15) as usize] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Why a text cannot be read: one sentence, with where in the value it went wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(Box<Said>);

/// An error's sentence and its place (boxed: a failing read is rare, a `Result` is everywhere).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Said {
    message: String,
    at: String,
}

impl Error {
    /// An error at the value being read.
    #[inline(never)]
    fn new(message: String) -> Error {
        let at = PATH.with(|p| p.borrow().join("."));
        Error(Box::new(Said { message, at }))
    }
}

thread_local! {
    /// The keys and indices from the root to the value being read: where an error is, whether the
    /// reader or serde's visitor of the value raises it (a missing field, a bad number), without
    /// each generic step of the reader carrying a path.
    static PATH: std::cell::RefCell<Vec<String>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Reads one value under `key`: its errors are placed there.
fn under<T>(key: String, read: impl FnOnce() -> T) -> T {
    PATH.with(|p| p.borrow_mut().push(key));
    let out = read();
    PATH.with(|p| p.borrow_mut().pop());
    out
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.message)?;
        match self.0.at.as_str() {
            "" => Ok(()),
            path => write!(f, ", in `{}`", shorten(path)),
        }
    }
}

impl Error {
    /// Where the error is: the keys and indices from the root joined by dots (`plyCap`,
    /// `victories.de-corpore.pieces`), or "" at the root.
    pub fn at(&self) -> &str {
        &self.0.at
    }
}

impl std::error::Error for Error {}

/// What serde found, said without formatting a float.
struct Found<'a>(de::Unexpected<'a>);

impl fmt::Display for Found<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use de::Unexpected::*;
        match self.0 {
            Bool(b) => write!(f, "boolean `{b}`"),
            Unsigned(n) => write!(f, "integer `{n}`"),
            Signed(n) => write!(f, "integer `{n}`"),
            Float(_) => f.write_str("a number with a fraction"),
            Char(c) => write!(f, "character `{c}`"),
            Str(s) => write!(f, "string \"{}\"", shorten(s)),
            Unit => f.write_str("null"),
            Seq => f.write_str("an array"),
            Map => f.write_str("an object"),
            Other(s) => f.write_str(s),
            _ => f.write_str("another kind of value"),
        }
    }
}

impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Error {
        Error::new(msg.to_string())
    }

    fn invalid_type(unexp: de::Unexpected<'_>, exp: &dyn de::Expected) -> Error {
        Error::new(format!("invalid type: {}, expected {exp}", Found(unexp)))
    }

    fn invalid_value(unexp: de::Unexpected<'_>, exp: &dyn de::Expected) -> Error {
        Error::new(format!("invalid value: {}, expected {exp}", Found(unexp)))
    }

    fn unknown_field(field: &str, _expected: &'static [&'static str]) -> Error {
        Error::new(format!("unknown field `{}`", shorten(field)))
    }

    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Error {
        let names: Vec<String> = expected.iter().map(|e| format!("`{e}`")).collect();
        let expected = match names.as_slice() {
            [] => "there are no variants".to_string(),
            [one] => format!("expected {one}"),
            [a, b] => format!("expected {a} or {b}"),
            _ => format!("expected one of {}", names.join(", ")),
        };
        Error::new(format!("unknown variant `{}`, {expected}", shorten(variant)))
    }
}

/// Reads `text` as a `T`, strictly as `T`'s serde attributes say.
///
/// # Errors
/// A text that is not JSON (the message says what was expected, and at which character), or a
/// value that is not a `T` (serde's reason, and where).
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, Error> {
    from_value(parse(text)?)
}

/// Reads `text` as a JSON value.
///
/// # Errors
/// A text that is not JSON: what was expected, and at which character.
#[inline(never)]
pub fn parse(text: &str) -> Result<Value, Error> {
    PATH.with(|p| p.borrow_mut().clear());
    let mut parser = Parser { text, pos: 0 };
    let value = parser.value(0)?;
    parser.space();
    if parser.pos < text.len() {
        return Err(parser.error("the end of the text"));
    }
    Ok(value)
}

/// Reads a value already parsed as a `T`, strictly as `T`'s serde attributes say.
///
/// # Errors
/// A value that is not a `T` (serde's reason, and where).
pub fn from_value<T: DeserializeOwned>(value: Value) -> Result<T, Error> {
    PATH.with(|p| p.borrow_mut().clear());
    T::deserialize(De { value })
}

// ---------------------------------------------------------------------------------- parsing

/// Nesting deeper than this is refused (rules need four levels).
const MAX_DEPTH: usize = 64;

struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

impl Parser<'_> {
    fn error(&self, expected: &str) -> Error {
        let at = self.text[..self.pos].chars().count() + 1;
        Error::new(format!("the text is not JSON: expected {expected} at character {at}"))
    }

    fn space(&mut self) {
        let rest = &self.text[self.pos..];
        self.pos += rest.len() - rest.trim_start_matches([' ', '\t', '\n', '\r']).len();
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn eat(&mut self, byte: u8) -> bool {
        self.space();
        let found = self.peek() == Some(byte);
        self.pos += found as usize;
        found
    }

    fn value(&mut self, depth: usize) -> Result<Value, Error> {
        self.space();
        if depth > MAX_DEPTH {
            return Err(self.error("less nesting"));
        }
        for (word, value) in [("null", Value::Null), ("true", Value::Bool(true)), ("false", Value::Bool(false))] {
            if self.text[self.pos..].starts_with(word) {
                self.pos += word.len();
                return Ok(value);
            }
        }
        match self.peek() {
            Some(b'"') => self.string().map(Value::Str),
            Some(b'[') => self.array(depth),
            Some(b'{') => self.object(depth),
            Some(b'-' | b'0'..=b'9') => Ok(self.number()),
            _ => Err(self.error("a value")),
        }
    }

    fn number(&mut self) -> Value {
        let rest = &self.text[self.pos..];
        let len = rest
            .find(|c: char| !(c.is_ascii_digit() || matches!(c, '-' | '+' | '.' | 'e' | 'E')))
            .unwrap_or(rest.len());
        self.pos += len;
        let raw = &rest[..len];
        match raw.parse::<i64>() {
            Ok(n) if !raw.starts_with('+') => Value::Int(n),
            _ => Value::Number(raw.to_string()),
        }
    }

    fn array(&mut self, depth: usize) -> Result<Value, Error> {
        self.pos += 1;
        let mut items = Vec::new();
        if self.eat(b']') {
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            if self.eat(b']') {
                return Ok(Value::Array(items));
            }
            if !self.eat(b',') {
                return Err(self.error("`,` or `]`"));
            }
        }
    }

    fn object(&mut self, depth: usize) -> Result<Value, Error> {
        self.pos += 1;
        let mut entries = Vec::new();
        if self.eat(b'}') {
            return Ok(Value::Object(entries));
        }
        loop {
            self.space();
            if self.peek() != Some(b'"') {
                return Err(self.error("a key in quotes"));
            }
            let key = self.string()?;
            if !self.eat(b':') {
                return Err(self.error("`:`"));
            }
            entries.push((key, self.value(depth + 1)?));
            if self.eat(b'}') {
                return Ok(Value::Object(entries));
            }
            if !self.eat(b',') {
                return Err(self.error("`,` or `}`"));
            }
        }
    }

    /// A string from its opening quote, escapes read.
    fn string(&mut self) -> Result<String, Error> {
        self.pos += 1;
        let mut out = String::new();
        loop {
            let rest = &self.text[self.pos..];
            let plain = rest.find(['"', '\\']).ok_or_else(|| self.error("a closing `\"`"))?;
            if rest[..plain].chars().any(|c| c < ' ') {
                return Err(self.error("no control character in a string"));
            }
            out.push_str(&rest[..plain]);
            self.pos += plain + 1;
            if rest.as_bytes()[plain] == b'"' {
                return Ok(out);
            }
            out.push(self.escape()?);
        }
    }

    /// The character of an escape, after its backslash.
    fn escape(&mut self) -> Result<char, Error> {
        let c = self.peek().ok_or_else(|| self.error("an escape"))?;
        self.pos += 1;
        Ok(match c {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                let high = self.hex4()?;
                let code = match high {
                    0xD800..=0xDBFF if self.text[self.pos..].starts_with("\\u") => {
                        self.pos += 2;
                        let low = self.hex4()?;
                        0x10000 + ((high - 0xD800) << 10) + (low.wrapping_sub(0xDC00) & 0x3FF)
                    }
                    _ => high,
                };
                char::from_u32(code).unwrap_or(char::REPLACEMENT_CHARACTER)
            }
            _ => {
                self.pos -= 1;
                return Err(self.error("an escape"));
            }
        })
    }

    fn hex4(&mut self) -> Result<u32, Error> {
        let digits = self.text.get(self.pos..self.pos + 4).filter(|d| d.bytes().all(|b| b.is_ascii_hexdigit()));
        let code = digits
            .and_then(|d| u32::from_str_radix(d, 16).ok())
            .ok_or_else(|| self.error("four hexadecimal digits"))?;
        self.pos += 4;
        Ok(code)
    }
}

// ------------------------------------------------------------------------------ serde's side

/// A value to deserialise (where it stands is in [`PATH`]).
struct De {
    value: Value,
}

impl De {
    /// The error for a value of the wrong kind: serde's, or for a number that is not whole, ours.
    fn wrong(self, expected: &dyn de::Expected) -> Error {
        let found = match &self.value {
            Value::Null => de::Unexpected::Unit,
            Value::Bool(b) => de::Unexpected::Bool(*b),
            Value::Int(n) => de::Unexpected::Signed(*n),
            Value::Number(raw) => return Error::new(format!("{} is not a whole number", shorten(raw))),
            Value::Str(s) => return de::Error::invalid_type(de::Unexpected::Str(s), expected),
            Value::Array(_) => de::Unexpected::Seq,
            Value::Object(_) => de::Unexpected::Map,
        };
        de::Error::invalid_type(found, expected)
    }
}

/// The integer types, each read from a whole number only (so that a visitor's other kinds are
/// not built for nothing).
macro_rules! whole_numbers {
    ($($method:ident)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            match self.value {
                Value::Int(n) if n >= 0 => visitor.visit_u64(n as u64),
                Value::Int(n) => visitor.visit_i64(n),
                _ => Err(self.wrong(&visitor)),
            }
        }
    )*};
}

// Each `deserialize_*` visits only the kind it names: serde's visitors for structs, sequences
// and enums then carry one path each into the wasm, not one per kind of JSON value.
impl<'de> de::Deserializer<'de> for De {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(b),
            Value::Int(n) if n >= 0 => visitor.visit_u64(n as u64),
            Value::Int(n) => visitor.visit_i64(n),
            Value::Number(raw) => Err(Error::new(format!("{} is not a whole number", shorten(&raw)))),
            Value::Str(s) => visitor.visit_string(s),
            Value::Array(items) => visitor.visit_seq(Items { items: items.into_iter(), index: 0 }),
            Value::Object(entries) => visitor.visit_map(Entries { entries: entries.into_iter(), next: None }),
        }
    }

    whole_numbers! { deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64 deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64 }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Bool(b) => visitor.visit_bool(b),
            _ => Err(self.wrong(&visitor)),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Str(s) => visitor.visit_string(s),
            _ => Err(self.wrong(&visitor)),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Null => visitor.visit_unit(),
            _ => Err(self.wrong(&visitor)),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Array(items) => visitor.visit_seq(Items { items: items.into_iter(), index: 0 }),
            _ => Err(self.wrong(&visitor)),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, _len: usize, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Object(entries) => visitor.visit_map(Entries { entries: entries.into_iter(), next: None }),
            _ => Err(self.wrong(&visitor)),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.value {
            Value::Str(s) => visitor.visit_enum(s.into_deserializer()),
            _ => Err(self.wrong(&visitor)),
        }
    }

    serde::forward_to_deserialize_any! {
        i128 u128 f32 f64 char bytes byte_buf unit_struct ignored_any
    }
}

struct Items {
    items: std::vec::IntoIter<Value>,
    index: usize,
}

impl<'de> de::SeqAccess<'de> for Items {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, Error> {
        let Some(value) = self.items.next() else { return Ok(None) };
        self.index += 1;
        under((self.index - 1).to_string(), || seed.deserialize(De { value }).map(Some))
    }
}

struct Entries {
    entries: std::vec::IntoIter<(String, Value)>,
    next: Option<(String, Value)>,
}

impl<'de> de::MapAccess<'de> for Entries {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, Error> {
        let Some((key, value)) = self.entries.next() else { return Ok(None) };
        let read = seed.deserialize(key.as_str().into_deserializer())?;
        self.next = Some((key, value));
        Ok(Some(read))
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        let (key, value) = self.next.take().unwrap_or((String::new(), Value::Null));
        under(key, || seed.deserialize(De { value }))
    }
}

#[cfg(test)]
mod tests {
    use super::from_str;
    use std::collections::BTreeMap;

    #[test]
    fn reads_what_rules_need_and_says_where_it_fails() {
        let ok: BTreeMap<String, Vec<Option<u32>>> = from_str(r#" {"a\u0062\n": [1, null, 3], "c": []} "#).unwrap();
        assert_eq!(ok["ab\n"], vec![Some(1), None, Some(3)]);
        assert_eq!(ok["c"], vec![]);
        assert_eq!(from_str::<Vec<bool>>("[true,false]").unwrap(), vec![true, false]);
        assert_eq!(from_str::<Vec<String>>(r#"["\ud83d\ude00 é"]"#).unwrap(), vec!["😀 é".to_string()]);
        let err = |text: &str| from_str::<BTreeMap<String, Vec<u8>>>(text).unwrap_err().to_string();
        let cases = [
            (r#"{"a": [1, 2.5]}"#, "2.5 is not a whole number, in `a.1`"),
            (r#"{"a": [1, -1]}"#, "invalid value: integer `-1`, expected u8, in `a.1`"),
            (r#"{"a": [300]}"#, "invalid value: integer `300`, expected u8, in `a.0`"),
            (r#"{"a": ["x"]}"#, "invalid type: string \"x\", expected u8, in `a.0`"),
            (r#"{"a": 1e3}"#, "1e3 is not a whole number, in `a`"),
            (r#"{"a": [1}"#, "the text is not JSON: expected `,` or `]` at character 9"),
            (r#"{"a" [1]}"#, "the text is not JSON: expected `:` at character 6"),
            (r#"{"a": [1]} x"#, "the text is not JSON: expected the end of the text at character 12"),
            (r#"{"a": "#, "the text is not JSON: expected a value at character 7"),
            (r#"{"a: [1]}"#, "the text is not JSON: expected a closing `\"` at character 3"),
            (r#"{"a\q": [1]}"#, "the text is not JSON: expected an escape at character 5"),
            ("[", "the text is not JSON: expected a value at character 2"),
        ];
        for (text, message) in cases {
            assert_eq!(err(text), message, "{text}");
        }
        let deep = "[".repeat(100);
        assert!(from_str::<Vec<u8>>(&deep).unwrap_err().to_string().contains("less nesting"));
    }

    /// A megabyte of text in a value, a key or a number comes back as 40 characters and "…".
    #[test]
    fn long_text_in_errors_is_shortened() {
        let big = "x".repeat(1 << 20);
        let short = format!("{}…", "x".repeat(40));
        let in_value = from_str::<BTreeMap<String, u8>>(&format!(r#"{{"a": "{big}"}}"#)).unwrap_err().to_string();
        assert_eq!(in_value, format!("invalid type: string \"{short}\", expected u8, in `a`"));
        let in_key = from_str::<BTreeMap<String, u8>>(&format!(r#"{{"{big}": 1.5}}"#)).unwrap_err().to_string();
        assert_eq!(in_key, format!("1.5 is not a whole number, in `{short}`"));
        let digits = format!("1.{}", "5".repeat(1 << 20));
        let number = from_str::<Vec<u8>>(&format!("[{digits}]")).unwrap_err().to_string();
        assert_eq!(number, format!("1.{}… is not a whole number, in `0`", "5".repeat(38)));
    }
}
