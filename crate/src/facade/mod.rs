//! The facade, the top layer: it only converts. [`report`] gives the JSON shapes the page and the
//! command line print, built from what the application floor (`crate::app`) and the floors
//! below answer; `wasm` (the browser build only) is the only folder that names wasm-bindgen, one
//! file for each browser module, and only converts between these and JavaScript.

pub mod report;
#[cfg(target_arch = "wasm32")]
pub mod wasm;
