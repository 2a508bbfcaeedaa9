#!/usr/bin/env bash
# The browser edition: build it, serve it, test it in headless Chromium.
#
#   bash scripts/web.sh build    # WebAssembly modules + page into build/wasm/site/
#   bash scripts/web.sh serve    # build, then serve on http://127.0.0.1:8080/ (PORT=... to change)
#   bash scripts/web.sh test     # build, then the page test in headless Chromium (what CI runs)
#   bash scripts/web.sh bench    # build, then only the bench: browser and native decisions/s
#   bash scripts/web.sh screenshots   # the test, saving docs/screenshots/web-*.png
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
  bench)
    build >/dev/null
    npm_packages
    exec node --test --test-reporter=spec --test-name-pattern=bench web/test/
    ;;
  screenshots)
    build >/dev/null
    npm_packages
    GAMEAI_WEB_SCREENSHOTS=docs/screenshots exec node --test --test-reporter=spec web/test/
    ;;
  *)
    echo "usage: bash scripts/web.sh build|serve|test|bench|screenshots" >&2
    exit 2
    ;;
esac
