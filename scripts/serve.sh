#!/usr/bin/env bash
# Build the game and serve it on a loopback address, installing what is missing.
#   ./scripts/serve.sh [port]
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/build.sh
port="${1:-8000}"
echo
echo "Rithmomachia: open http://127.0.0.1:$port/ (Ctrl-C stops the server)"
exec python3 scripts/serve.py "$port"
