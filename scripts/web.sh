#!/usr/bin/env bash
# The browser edition: build it, serve it, test it in headless Chromium.
#
#   bash scripts/web.sh build    # WebAssembly modules + page into build/wasm/site/
#   bash scripts/web.sh serve    # build, then serve on http://127.0.0.1:8080/ (PORT=... to change)
#   bash scripts/web.sh test     # build, then the page test in headless Chromium (what CI runs)
#
# Needs Debian's emscripten, chromium and nodejs (scripts/install-deps.sh installs them) and the
# npm packages of web/package-lock.json (installed here; no browser is ever downloaded).
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's emscripten runs its JavaScript optimiser with Debian's node modules (acorn).
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
export PUPPETEER_SKIP_DOWNLOAD=1

build() {
  cmake --preset wasm >/dev/null
  cmake --build --preset wasm
}

npm_packages() {
  if [ ! -d web/node_modules/puppeteer-core ]; then
    (cd web && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

case "${1:-}" in
  build) build ;;
  serve) build && exec node web/serve.mjs build/wasm/site "${PORT:-8080}" ;;
  test)
    build
    npm_packages
    exec node --test --test-reporter=spec web/test/
    ;;
  *)
    echo "usage: bash scripts/web.sh build|serve|test" >&2
    exit 2
    ;;
esac
