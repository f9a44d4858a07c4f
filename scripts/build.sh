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

echo "== building the rules core for the browser"
cargo build --locked --profile wasm --target wasm32-unknown-unknown -p rithmomachia --lib
rm -rf www/pkg
wasm-bindgen --target web --no-typescript --out-dir www/pkg \
  target/wasm32-unknown-unknown/wasm/rithmomachia.wasm
npx --no-install wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int \
  --enable-sign-ext --enable-mutable-globals --enable-reference-types --enable-multivalue \
  www/pkg/rithmomachia_bg.wasm -o www/pkg/rithmomachia_bg.wasm
size=$(wc -c < www/pkg/rithmomachia_bg.wasm)
gz=$(gzip -9 -c www/pkg/rithmomachia_bg.wasm | wc -c)
echo "== www/pkg/rithmomachia_bg.wasm: $size bytes, $gz gzipped"

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
