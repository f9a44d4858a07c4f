#!/usr/bin/env bash
# Make the page's puzzle sets again (docs/puzzles.md): www/puzzles/<preset>.json for every preset,
# from the engine's own games, with the options the shipped sets were made with. Two games are
# played at once (the thread count is part of what makes a set: keep it). Takes some minutes a
# preset; run it after a change to the engine makes `rithmo puzzles www/puzzles/<preset>.json` fail
# (when only the sentences differ, `rithmo puzzles <set> --rewrite yes` keeps the puzzles).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --locked --bin rithmo
rithmo=${CARGO_TARGET_DIR:-target}/release/rithmo
mkdir -p www/puzzles
make() { # preset, options
  local preset=$1
  shift
  echo "== $preset"
  "$rithmo" puzzles --rules "$preset" --count 110 --seed 1 --threads 2 --progress yes "$@" > "www/puzzles/$preset.json.new"
  mv "www/puzzles/$preset.json.new" "www/puzzles/$preset.json"
}
make classic
# Where the player chooses captures, searches are dear and careful games rarely offer one: smaller
# searches, one side of each game plays at random, and a capture's worth in points is smaller
# under these rules' evaluation, so is the margin.
make boissiere --nodes 4000 --game-nodes 3000 --wild 100 --margin 60
make simplified --nodes 4000 --game-nodes 3000 --wild 100 --margin 60
# ludii: games are long (no victory until a pyramid falls) and a capture is worth a few tens of points.
make ludii --nodes 4000 --wild 100 --game-plies 1000 --margin 50
