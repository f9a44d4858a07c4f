#!/usr/bin/env bash
# Run every test of the project, installing what is missing first:
#   ./scripts/test.sh
# 1. the rules core, notation and the rithmo command (native cargo test), then the native
#    timing budgets printed by scripts/budget.sh;
# 2. the wasm facade in headless Chromium (wasm-bindgen-test);
# 3. the page, end to end, in headless Chromium (playwright-core + node --test);
# then the page's budgets (load, redraw, answers while the computer thinks, memory), the
# engine's speed in Chromium beside native and the post-game analysis of a 100-ply game:
# reported, never failed on (tests/budget/).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/tools.sh

need_cargo
need_rustfmt
echo "== formatting (cargo fmt --check, rustfmt.toml)"
cargo fmt --all --check
echo "== 1/3 rules core (cargo test)"
cargo test --workspace --locked
echo "== native timing budgets (printed, not asserted)"
./scripts/budget.sh

need_chromium
./scripts/build.sh
gz=$(gzip -9 -c www/pkg/rithmomachia_bg.wasm | wc -c)
engine_gz=$(gzip -9 -c www/pkg/engine_bg.wasm | wc -c)
analysis_gz=$(gzip -9 -c www/pkg/analysis_bg.wasm | wc -c)
study_gz=$(gzip -9 -c www/pkg/study_bg.wasm | wc -c)
# The four modules' size budgets, checked here as code: the page's, which the first board draw
# waits for, the computer's and the analysis's, each fetched by its worker after the first
# draw, and the studies', fetched when a study is first opened. Why each budget is what it is, and each module's size now: docs/performance.md
# ("Budgets", "Module sizes, step by step").
echo "budget: the page's optimised wasm gzipped $gz bytes (under 164000)"
echo "budget: the computer's wasm (built for speed, loaded by the worker after the first draw) gzipped $engine_gz bytes (at most 200000)"
echo "budget: the analysis's wasm (built for speed, loaded by the analysis worker when first asked for) gzipped $analysis_gz bytes (at most 200000)"
echo "budget: the studies' wasm (built for size, loaded when a study is first checked, played or shared) gzipped $study_gz bytes (at most 140000)"
if [ "$gz" -ge 164000 ]; then
  echo "test.sh: the page's wasm is over its budget (under 164,000 bytes gzipped)" >&2
  exit 1
fi
if [ "$engine_gz" -gt 200000 ]; then
  echo "test.sh: the computer's wasm is over its 200,000-byte gzipped budget" >&2
  exit 1
fi
if [ "$analysis_gz" -gt 200000 ]; then
  echo "test.sh: the analysis's wasm is over its 200,000-byte gzipped budget" >&2
  exit 1
fi
if [ "$study_gz" -gt 140000 ]; then
  echo "test.sh: the studies' wasm is over its 140,000-byte gzipped budget" >&2
  exit 1
fi
need_wasm_bindgen   # puts the locked wasm-bindgen-test-runner on PATH
echo "== 2/3 wasm facade in Chromium (wasm-bindgen-test)"
CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_TEST_TIMEOUT=120 \
  cargo test --locked --target wasm32-unknown-unknown -p rithmomachia --test wasm

echo "== 3/3 the page in Chromium (node --test tests/e2e)"
node --test --test-concurrency=1 tests/e2e/

echo "== budgets of the page in Chromium (report only: tests/budget)"
node tests/budget/page.budget.mjs
echo "== the rules' and the computer's speed in Chromium beside native (report only)"
node tests/budget/engine.budget.mjs
echo "== the post-game analysis of a 100-ply game in Chromium (report only)"
node tests/budget/analysis.budget.mjs
