#!/usr/bin/env bash
# The computer opponent's strength, measured: for every preset, `rithmo selfplay` tournaments
# with colours alternated (hard against random, against the one-ply greedy capturer, and
# against medium), printed as the Markdown table of docs/strength.md ("Fixed node counts").
#
#   ./scripts/strength.sh              # every preset
#   ./scripts/strength.sh classic      # one preset
#
# The hard player searches a fixed number of nodes per move (`hard:20000n`), not a time: the
# games are the same on every machine and under any load, and a tournament takes minutes. The
# browser's hard level searches for 1 s instead (its nodes a second: docs/performance.md), so it
# is stronger than the player measured here.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/tools.sh
need_cargo
cargo build --locked --release --bin rithmo -q
rithmo=${CARGO_TARGET_DIR:-target}/release/rithmo

presets=("$@")
if [ ${#presets[@]} -eq 0 ]; then
  # Every preset the command knows (its error message for an unknown one lists them).
  known=$("$rithmo" perft 0 --rules '?' 2>&1 | sed -n 's/.*(known: \(.*\)).*/\1/p' || true)
  IFS=', ' read -r -a presets <<< "${known:-classic}"
fi

# Node budgets: where nodes are dear (under 150 000 a second: moves that carry chosen captures
# are slow to list), a quarter as many, so that every tournament takes minutes.
budget() { # preset, dear, cheap
  local nps
  nps=$("$rithmo" selfplay --rules "$1" --games 1 --white hard:3000n --black random --alternate no |
    sed -n 's/.*"nodes_per_second":\([0-9]*\).*/\1/p')
  if [ "${nps:-0}" -lt 150000 ]; then echo "$2"; else echo "$3"; fi
}

row() { # preset, white (first player), black, games
  local start out
  start=$(date +%s)
  out=$("$rithmo" selfplay --rules "$1" --games "$4" --seed 1 --white "$2" --black "$3")
  local secs=$(( $(date +%s) - start ))
  python3 - "$1" "$2" "$3" "$secs" "$out" <<'EOF'
import json, sys
preset, a, b, secs, out = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), json.loads(sys.argv[5])
pa, pb = out["players"]
won = ", ".join(f"{k} {v}" for k, v in out["victories"].items()) or "-"
nps = f'{pa.get("nodes_per_second", 0):,}'.replace(",", " ")
print(f'| {preset} | `{a}` – `{b}` | {out["games"]} | **{pa["wins"]}** ({pa["wins_as_white"]} as White, {pa["wins_as_black"]} as Black) | {pb["wins"]} | {out["draws"]} | {out["mean_plies"]:.0f} | {won} | {pa.get("mean_depth", "-")} | {nps} | {secs // 60} min {secs % 60:02d} s |')
EOF
}

echo "| preset | match (first – second) | games | first won | second won | draws | mean plies | victories | hard's mean depth | hard's nodes/s | time |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
for preset in "${presets[@]}"; do
  b=$(budget "$preset" 5000 20000)
  hard=hard:${b}n
  deep=hard:$((b * 5))n
  row "$preset" "$hard" random 50
  row "$preset" "$hard" greedy 100
  # Against medium, games are long (both sides defend): ten where nodes are dear.
  row "$preset" "$deep" medium "$([ "$b" -lt 20000 ] && echo 10 || echo 20)"
done
