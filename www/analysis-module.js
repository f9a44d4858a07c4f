// The wasm modules the page's own thread loads once, on first use: the analysis's (the analysis
// worker loads its own copy) for the board editor's setup (panels/editor.js), and writing a link
// or reading a link's custom rules (records.js), which the page's module leaves out to stay
// small; and the studies' (study/core.js), for a study checked, played, judged or shared.

const modules = new Map();

/** The module `www/pkg/<name>.js`, initialised; a failed load is tried again on the next call. */
function lazyModule(name) {
  if (!modules.has(name)) {
    const job = import(`./pkg/${name}.js`).then(async (m) => {
      await m.default();
      return m;
    });
    job.catch(() => modules.delete(name));
    modules.set(name, job);
  }
  return modules.get(name);
}

/** The analysis's module. */
export const analysisModule = () => lazyModule("analysis");

/** The studies' module. */
export const studyModule = () => lazyModule("study");
