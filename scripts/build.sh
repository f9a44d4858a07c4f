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
