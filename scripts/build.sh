#!/usr/bin/env bash
# Build the optimised wasm package into www/pkg/, installing what is missing.
#   ./scripts/build.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/tools.sh

need_cargo
need_wasm_target
need_wasm_bindgen
need_npm_packages

# Four modules from one crate (crate/Cargo.toml, features `page`, `engine`, `analysis` and
# `study`): the page's, built for size (the first board draw waits for it), the computer
# opponent's, which its worker loads, and the analysis's, which the analysis worker loads when an
# analysis is first asked for (and the page when the board editor first opens), both built for
# speed, and the studies', built for size, which the page loads when a study is first checked,
# played or shared (docs/architecture.md, "Three browser builds").
wasm_opt() {
  npx --no-install wasm-opt "$@" --enable-bulk-memory --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue
}
rm -rf www/pkg
echo "== building the page's module (for size)"
cargo build --locked --profile wasm --target wasm32-unknown-unknown -p rithmomachia --lib \
  --no-default-features --features page
wasm-bindgen --target web --no-typescript --out-dir www/pkg \
  target/wasm32-unknown-unknown/wasm/rithmomachia.wasm
# --low-memory-unused: Rust puts the stack first, so the lowest kilobyte is reached only by a stack
# already overflowing; it lets constant offsets fold into loads and stores (about 1 KB gzipped).
# --merge-similar-functions folds the near-copies generic code leaves (about 0.4 KB).
wasm_opt --merge-similar-functions -Oz --converge --low-memory-unused --strip-producers \
  www/pkg/rithmomachia_bg.wasm -o www/pkg/rithmomachia_bg.wasm

echo "== building the computer opponent's module (for speed)"
cargo build --locked --profile wasm-engine --target wasm32-unknown-unknown -p rithmomachia --lib \
  --no-default-features --features engine
wasm-bindgen --target web --no-typescript --out-dir www/pkg --out-name engine \
  target/wasm32-unknown-unknown/wasm-engine/rithmomachia.wasm
# --low-memory-unused as for the page's module: about 1 KB less, none slower.
wasm_opt -O3 --low-memory-unused --strip-producers www/pkg/engine_bg.wasm -o www/pkg/engine_bg.wasm

echo "== building the analysis's module (for speed)"
cargo build --locked --profile wasm-engine --target wasm32-unknown-unknown -p rithmomachia --lib \
  --no-default-features --features analysis
wasm-bindgen --target web --no-typescript --out-dir www/pkg --out-name analysis \
  target/wasm32-unknown-unknown/wasm-engine/rithmomachia.wasm
wasm_opt -O3 --low-memory-unused --strip-producers www/pkg/analysis_bg.wasm -o www/pkg/analysis_bg.wasm

echo "== building the studies' module (for size)"
cargo build --locked --profile wasm --target wasm32-unknown-unknown -p rithmomachia --lib \
  --no-default-features --features study
wasm-bindgen --target web --no-typescript --out-dir www/pkg --out-name study \
  target/wasm32-unknown-unknown/wasm/rithmomachia.wasm
wasm_opt --merge-similar-functions -Oz --converge --low-memory-unused --strip-producers \
  www/pkg/study_bg.wasm -o www/pkg/study_bg.wasm

for f in rithmomachia_bg engine_bg analysis_bg study_bg; do
  size=$(wc -c < www/pkg/$f.wasm)
  gz=$(gzip -9 -c www/pkg/$f.wasm | wc -c)
  echo "== www/pkg/$f.wasm: $size bytes, $gz gzipped"
done

# The offline copy (sw.js, docs/offline.md): every file the page may load, listed now (so a file a
# later build adds to www/pkg/ is cached too), under a hash of their names and contents.
echo "== the offline cache's list: www/pkg/precache.js"
list=$( { echo index.html; echo manifest.webmanifest; find www -type f ! -name precache.js ! -name '*.md' | LC_ALL=C sort; } )
hash=$(for f in $list; do printf '%s\n' "$f"; cat "$f"; done | sha256sum | cut -c1-16)
{
  echo "// Written by scripts/build.sh: the build's content hash and its files, for sw.js."
  printf 'self.PRECACHE = { hash: "%s", files: [\n  "./",\n' "$hash"
  for f in $list; do printf '  "%s",\n' "$f"; done
  echo "] };"
} > www/pkg/precache.js
echo "== build $hash: $(echo "$list" | wc -l) files cached for offline play"
