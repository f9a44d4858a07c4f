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

# The engine's goals, chosen per preset below, are those of docs/performance.md ("The engine's
# speed"), where the figures measured against them are kept. A figure short of its goal is
# marked UNDER, never failed on.
goal() { # figure, goal[, least depth, its goal]: " (goal at least …)", UNDER when either is short
  local short="" depth=""
  if [ "$1" -lt "$2" ]; then short="  UNDER"; fi
  if [ -n "${3:-}" ]; then
    depth=", least depth $4"
    if [ "$3" -lt "$4" ]; then short="  UNDER"; fi
  fi
  echo " (goal at least $2$depth$short)"
}
for preset in classic boissiere simplified ludii; do
  out=$("$target/rithmo" bench --rules "$preset" --seconds 1 --perft-depth 3 --search-ms 1000)
  plies=$(sed -n 's/^\([0-9]*\) plies\/s$/\1/p' <<< "$out")
  perft=$(sed -n 's/^perft 3: .*, \([0-9]*\) nodes\/s$/\1/p' <<< "$out")
  nodes=$(sed -n 's/^search .*, \([0-9]*\) nodes\/s, mean depth .*$/\1/p' <<< "$out")
  depths=$(sed -n 's/^search .*, mean depth \(.*\)$/mean depth \1/p' <<< "$out")
  least=$(sed -n 's/^search .*, least depth \([0-9]*\)$/\1/p' <<< "$out")
  search_goal=""
  case $preset in
    classic) playout_goal=1000000 search_goal=$(goal "$nodes" 1000000) ;;
    boissiere) playout_goal=600000 search_goal=$(goal "$nodes" 300000 "${least:-0}" 4) ;;
    *) playout_goal=600000 ;;
  esac
  echo "budget: rules $preset (native): random playouts $plies plies/s$(goal "$plies" "$playout_goal"), perft 3 $perft nodes/s, search $nodes nodes/s, $depths$search_goal"
done
"$target/examples/budget"
