//! An error's one sentence ([`Say`]) as its `Display`: natively in English (the command line and
//! the tests, through [`crate::english`]), in the wasm as the sentence's JSON (`{"key": …,
//! "params": {…}}`), which crosses to JavaScript as a JS `Error`'s message and which the page
//! words in the reader's language (docs/facade.md, "Errors"). The wasm so carries no English
//! error sentence: each is a key of `www/lang/en-core.json` and of every language file.

use std::fmt;

use super::words::Say;

/// Write `s` as an error's `Display` writes it (above).
pub fn write(f: &mut fmt::Formatter<'_>, s: &Say) -> fmt::Result {
    #[cfg(not(target_arch = "wasm32"))]
    return f.write_str(&super::english::say(s));
    #[cfg(target_arch = "wasm32")]
    return f.write_str(&serde_json::to_string(s).unwrap_or_default());
}

/// `Display` (through [`write`]) and `std::error::Error` for an error type with a
/// `fn says(&self) -> Say`.
macro_rules! said {
    ($t:ty) => {
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                crate::vocab::said::write(f, &self.says())
            }
        }

        impl std::error::Error for $t {}
    };
}
pub(crate) use said;
