# Shared by the scripts: install what is missing, quietly when it is already there.
# shellcheck shell=bash

TOOLS_ROOT="${RITHMO_TOOLS:-$HOME/.cache/rithmo}"

need_cargo() {
  if ! command -v cargo >/dev/null 2>&1; then
    echo "rithmomachia: cargo is missing: install Rust (rustup) first" >&2
    exit 1
  fi
}

need_rustfmt() {
  if ! cargo fmt --version >/dev/null 2>&1; then
    echo "== installing rustfmt"
    rustup component add rustfmt
  fi
}

need_wasm_target() {
  if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    echo "== installing the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
}

# The wasm-bindgen CLI must be exactly the version Cargo.lock names.
need_wasm_bindgen() {
  local version
  version=$(cargo pkgid --locked --offline -p wasm-bindgen 2>/dev/null | sed 's/.*@//')
  if [ -z "$version" ]; then
    cargo fetch --locked >/dev/null
    version=$(cargo pkgid --locked -p wasm-bindgen | sed 's/.*@//')
  fi
  local root="$TOOLS_ROOT/wasm-bindgen-$version"
  if [ "$("$root/bin/wasm-bindgen" --version 2>/dev/null)" != "wasm-bindgen $version" ]; then
    echo "== installing wasm-bindgen-cli $version (a few minutes, once per machine)"
    cargo install wasm-bindgen-cli --version "$version" --root "$root"
  fi
  export PATH="$root/bin:$PATH"
}

need_npm_packages() {
  if ! command -v npm >/dev/null 2>&1; then
    echo "rithmomachia: node and npm are missing: install Node.js 20 or later first" >&2
    exit 1
  fi
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    echo "== installing npm packages (npm ci)"
    npm ci --no-audit --no-fund
  fi
}

need_chromium() {
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    echo "== installing Debian's chromium and chromium-driver"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update -q
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q chromium chromium-driver
  fi
}
