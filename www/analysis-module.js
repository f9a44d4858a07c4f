// The analysis's wasm module on the page's own thread (the analysis worker loads its own copy),
// loaded once, on first use: the board editor's setup (panels/editor.js), and writing a link or
// reading a link's custom rules (records.js), which the page's module leaves out to stay small.

let module = null;

/** The analysis's module, initialised; a failed load is tried again on the next call. */
export function analysisModule() {
  if (!module) {
    module = import("./pkg/analysis.js").then(async (m) => {
      await m.default();
      return m;
    });
    module.catch(() => (module = null));
  }
  return module;
}
