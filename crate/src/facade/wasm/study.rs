//! The studies (the `study` feature: a module of its own, built for size, which the page loads
//! the first time a study is checked, played or shared): a teacher's study read, checked,
//! reported and judged ([`crate::teach::study`]), and its link's fragment.

use super::*;
use crate::facade::report::{StudyReport, VerdictReport};

/// A teacher's study (docs/records.md, "Studies"), read and checked by the core: every
/// chapter's line replayed, every question's answer worked out.
#[wasm_bindgen(js_name = Study)]
pub struct WasmStudy {
    study: crate::teach::study::Study,
}

#[wasm_bindgen(js_class = Study)]
impl WasmStudy {
    /// The study file's `text` read and checked; throws the first fault's sentence.
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str) -> Result<WasmStudy, JsError> {
        Ok(WasmStudy { study: crate::teach::study::Study::read(text)? })
    }

    /// The study's canonical text (what the page saves and exports).
    pub fn text(&self) -> String {
        self.study.text()
    }

    /// `{title, rules, preset, chapters: [{title, start, moves, annotations, steps: [{ply,
    /// comment, question}]}]}` (docs/facade.md).
    pub fn report(&self) -> Result<JsValue, JsError> {
        to_js_nulls(&StudyReport::of(&self.study))
    }

    /// The answer `answer` to the question at `ply` of chapter `chapter` (from 0) judged:
    /// `{right, says, missing, extra}`; throws for no such question or an answer of the wrong
    /// shape.
    pub fn judge(&self, chapter: u32, ply: u32, answer: &str) -> Result<JsValue, JsError> {
        let verdict = self.study.judge(chapter as usize, ply as usize, answer)?;
        to_js_nulls(&VerdictReport::of(&verdict))
    }
}

/// The fragment (without `#`) of a link to a study whose text the browser packed to `packed`.
#[wasm_bindgen(js_name = writeStudyLink)]
pub fn write_study_link(packed: &[u8]) -> String {
    crate::text::link::study_fragment(packed)
}

/// The packed text of a study link's fragment (without `#`); throws for a fragment that is not
/// a study's or not base64url.
#[wasm_bindgen(js_name = readStudyLink)]
pub fn read_study_link(fragment: &str) -> Result<Vec<u8>, JsError> {
    Ok(crate::text::link::study_packed(fragment).said()?)
}

/// The largest study file read, in bytes.
#[wasm_bindgen(js_name = maxStudyBytes)]
pub fn max_study_bytes() -> u32 {
    crate::teach::study::MAX_STUDY_BYTES as u32
}
