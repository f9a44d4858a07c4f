// The page's wasm core starts compiling as soon as this file arrives: index.html loads it as an
// async module ahead of the page's module graph (about fifty files), so the compiling runs while
// those load, and main.js imports this same instance and hands the compiled module to the core's
// init. Where streaming compilation is missing, or fails (a host that serves the wasm without its
// MIME type), `compiled` is undefined and init fetches and compiles the file itself.

const url = new URL("./pkg/rithmomachia_bg.wasm", import.meta.url);

export const compiled =
  typeof WebAssembly.compileStreaming === "function" ? WebAssembly.compileStreaming(fetch(url)).catch(() => undefined) : Promise.resolve(undefined);
