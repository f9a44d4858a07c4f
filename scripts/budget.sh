#!/usr/bin/env bash
# Native timing budgets, measured and printed (never asserted: wall-clock figures depend on the
# machine and its load, so the functional tests check behaviours on simulated clocks instead):
#   ./scripts/budget.sh
# Prints one `budget:` line per figure with its target: the rules' speed per preset (random
# playouts, perft) from `rithmo bench`, and the computer opponent's search speed, time budget
# and stop latency from crate/examples/budget.rs. Run by scripts/test.sh after the cargo tests.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/tools.sh
need_cargo
cargo build --locked --release --bin rithmo --example budget -q
target=${CARGO_TARGET_DIR:-target}/release

for preset in classic boissiere simplified ludii; do
  out=$("$target/rithmo" bench --rules "$preset" --seconds 1 --perft-depth 3 --search-ms 1000)
  plies=$(sed -n 's/^\([0-9]*\) plies\/s$/\1/p' <<< "$out")
  perft=$(sed -n 's/^perft 3: .*, \([0-9]*\) nodes\/s$/\1/p' <<< "$out")
  search=$(sed -n 's/^search .*, \([0-9]*\) nodes\/s, mean depth \(.*\)$/\1 nodes\/s, mean depth \2/p' <<< "$out")
  echo "budget: rules $preset (native): random playouts $plies plies/s, perft 3 $perft nodes/s, search $search (measured, no target)"
done
"$target/examples/budget"
