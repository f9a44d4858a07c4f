//! The wasm facade: the only folder that names wasm-bindgen, one file for each browser module
//! (`docs/facade.md` lists what JS sees): [`page`] (the `page` feature), [`engine`] (`engine`),
//! [`analysis`] (`analysis`) and [`study`] (`study`). This file holds what they share: the panic hook, the
//! conversions of values to JavaScript and of texts to rules, cells and sides.
//!
//! Every fallible call returns a JS `Error` whose message is the error's one sentence
//! (`Display`): the errors of the core implement [`std::error::Error`], and wasm-bindgen's
//! `JsError` converts any such error, so they cross with `?`. Nothing here panics on bad input.

#[cfg(any(feature = "engine", feature = "analysis", feature = "page", feature = "study"))]
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::rules::Rules;
#[cfg(any(feature = "page", feature = "analysis"))]
use crate::vocab::{cell::Cell, piece::Color};

#[cfg(feature = "analysis")]
mod analysis;
#[cfg(feature = "engine")]
mod engine;
#[cfg(feature = "page")]
mod page;
#[cfg(feature = "study")]
mod study;

#[cfg(feature = "analysis")]
pub use analysis::*;
#[cfg(feature = "engine")]
pub use engine::*;
#[cfg(feature = "page")]
pub use page::*;
#[cfg(feature = "study")]
pub use study::*;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// A value that cannot be handed to JavaScript (never for the shapes of `report/`).
#[derive(Debug)]
struct Internal(String);

impl std::fmt::Display for Internal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "internal: cannot pass a value to JavaScript{}", self.0)
    }
}

impl std::error::Error for Internal {}

/// The computer's values to JavaScript (serde-wasm-bindgen, objects made in place): maps as
/// objects; `nulls`: `None` as `null` rather than `undefined`.
#[cfg(any(feature = "engine", feature = "analysis", feature = "study"))]
fn serializer(nulls: bool) -> serde_wasm_bindgen::Serializer {
    serde_wasm_bindgen::Serializer::new().serialize_maps_as_objects(true).serialize_missing_as_null(nulls)
}

#[cfg(any(feature = "engine", feature = "analysis"))]
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value.serialize(&serializer(false)).map_err(|e| Internal(format!(": {e}")).into())
}

/// Like [`to_js`], with `None` as `null` (the shapes docs/facade.md gives exactly).
#[cfg(any(feature = "analysis", feature = "study"))]
fn to_js_nulls<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value.serialize(&serializer(true)).map_err(|e| Internal(format!(": {e}")).into())
}

/// The page's values to JavaScript, `None` as `null`: written as JSON text that the engine's
/// `JSON.parse` reads, one crossing of the boundary instead of one per object and string. The
/// snapshot of the densest position (85 KB of JSON) took about 80 ms in Chromium made in place,
/// and a move at ply 2 about 15 ms; as text they take about 50 and 7 (docs/facade.md, "Bounds").
#[cfg(feature = "page")]
fn page_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    // (serde_json's own words are not kept: naming its error would carry all its messages, and
    // those of std::io, into the page's module; the page's values always serialise.)
    let text = serde_json::to_string(value).map_err(|_| JsError::new("internal: cannot pass a value to JavaScript"))?;
    js_sys::JSON::parse(&text).map_err(|_| JsError::new("internal: cannot pass a value to JavaScript"))
}

/// Rules from JSON text, checked with [`Rules::validate`]: read by the core's own strict
/// reader under the serde attributes of [`Rules`] (an unknown or a missing field is an error
/// naming it), the same path as the command line's.
#[cfg(feature = "page")]
fn rules_from_json(text: &str) -> Result<Rules, JsError> {
    Rules::from_json(text).said()
}

/// Rules from a preset id, or from rules JSON (a text starting with `{`).
fn rules_for(preset: &str) -> Result<Rules, JsError> {
    if preset.trim_start().starts_with('{') {
        return Rules::from_json(preset).said();
    }
    Rules::preset(preset).said()
}

#[cfg(any(feature = "page", feature = "analysis"))]
fn parse_cell(text: &str) -> Result<Cell, JsError> {
    text.parse::<Cell>().said()
}

#[cfg(any(feature = "page", feature = "analysis"))]
fn parse_color(text: &str) -> Result<Color, JsError> {
    match text {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        _ => Err(said(&Fault(
            crate::vocab::words::Say::new("fault.side").text("text", crate::vocab::words::shorten(text)),
        ))),
    }
}

/// A sentence of the facade's own (a side that is none, an unknown lesson) as an error.
#[cfg(any(feature = "page", feature = "analysis"))]
#[derive(Debug)]
struct Fault(crate::vocab::words::Say);

#[cfg(any(feature = "page", feature = "analysis"))]
impl Fault {
    fn says(&self) -> crate::vocab::words::Say {
        self.0.clone()
    }
}

#[cfg(any(feature = "page", feature = "analysis"))]
crate::vocab::said::said!(Fault);

/// An error as a JS `Error` with its sentence: one function for every error type.
#[inline(never)]
fn said(e: &dyn std::fmt::Display) -> JsError {
    JsError::new(&e.to_string())
}

trait Said<T> {
    fn said(self) -> Result<T, JsError>;
}

impl<T, E: std::fmt::Display> Said<T> for Result<T, E> {
    #[inline(always)]
    fn said(self) -> Result<T, JsError> {
        self.map_err(|e| said(&e))
    }
}
