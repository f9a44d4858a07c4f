#!/usr/bin/env bash
# Make the page's puzzle sets again (docs/puzzles.md): www/puzzles/<preset>.json for every preset,
# from the engine's own games, with the options the shipped sets were made with (smaller searches
# where a move lists many capture choices). Takes many minutes a preset; run it after a change to
# the engine makes `rithmo puzzles www/puzzles/<preset>.json` fail.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --locked --bin rithmo
rithmo=${CARGO_TARGET_DIR:-target}/release/rithmo
mkdir -p www/puzzles
make() { # preset, options
  local preset=$1
  shift
  echo "== $preset"
  "$rithmo" puzzles --rules "$preset" --count 110 --seed 1 "$@" > "www/puzzles/$preset.json.new"
  mv "www/puzzles/$preset.json.new" "www/puzzles/$preset.json"
}
make classic
# ludii: no set yet (docs/puzzles.md, "Ludii"). Not shipped yet either, each over an hour: once
# made, add the preset to the page's list of sets (www/panels/puzzles.js, PRESETS).
make boissiere --nodes 4000 --game-nodes 3000
make simplified --nodes 6000 --game-nodes 4000
