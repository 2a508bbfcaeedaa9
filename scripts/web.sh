#!/usr/bin/env bash
# The browser edition: build it, serve it, test it in headless Chromium.
#
#   bash scripts/web.sh build    # WebAssembly modules + page into build/wasm/site/, with brotli and
#                                # gzip copies of its files (FILE.br, FILE.gz)
#   bash scripts/web.sh serve    # build, then serve on http://127.0.0.1:8080/ (PORT=... to change),
#                                # compressed to browsers that accept it
#   bash scripts/web.sh test     # build, then the page test in headless Chromium (what CI runs),
#                                # its bench against the optimised native Tetris program
#   bash scripts/web.sh test-build   # what the test needs built and installed, alone
#   bash scripts/web.sh test-run     # the test on what test-build made (no build)
#   bash scripts/web.sh bench    # build, then only the bench: browser and native decisions/s,
#                                # the page at least a third of the optimised native speed
#   bash scripts/web.sh screenshots   # the test, saving docs/screenshots/web-*.png
#   bash scripts/web.sh stress [RUNS] [BUSY]   # the test RUNS times in a row (10) while BUSY
#                                # busy loops (2: one per core here) keep the CPUs loaded
#   bash scripts/web.sh lint     # ESLint and TypeScript's check over the page's JavaScript, the
#                                # node side and the tests (no build); fails on any finding
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
  # Compressed copies of the site's files (brotli and gzip), which web/serve.mjs sends.
  node web/site.mjs build/wasm/site
}

# The native program the page's speed is judged against, optimised (build/play): the Tetris
# command line alone, a small part of the programs' build.
native_reference() {
  cmake --preset play >/dev/null
  cmake --build --preset play --target gameai-tetris-cli
}

npm_packages() {
  # Installed again when the lockfile is newer than npm's record of the last install.
  if [ ! -f web/node_modules/.package-lock.json ] || [ web/package-lock.json -nt web/node_modules/.package-lock.json ]; then
    (cd web && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

case "${1:-}" in
  build) build ;;
  serve) build && exec node web/serve.mjs build/wasm/site "${PORT:-8080}" ;;
  test | test-build | test-run)
    if [ "$1" != test-run ]; then
      build
      native_reference
      npm_packages
    fi
    [ "$1" != test-build ] || exit 0
    # Two files at a time: each has its own server and browser, and much of a page test is
    # waiting for a game to be played. The longest files first, so that the two runs end
    # together; any other file after them.
    files=()
    for f in tetris tetris-modes xiangqi bench versus site; do files+=("web/test/$f.test.mjs"); done
    for f in web/test/*.test.mjs; do [[ " ${files[*]} " == *" $f "* ]] || files+=("$f"); done
    GAMEAI_BENCH_BIN=build/play/apps/cli/gameai-tetris-cli \
      exec node --test --test-concurrency=2 --test-reporter=spec "${files[@]}"
    ;;
  bench)
    build >/dev/null
    native_reference >/dev/null
    npm_packages
    GAMEAI_BENCH_BIN=build/play/apps/cli/gameai-tetris-cli \
      exec node --test --test-reporter=spec web/test/bench.test.mjs
    ;;
  screenshots)
    build >/dev/null
    npm_packages
    GAMEAI_WEB_SCREENSHOTS=docs/screenshots exec node --test --test-reporter=spec web/test/*.test.mjs
    ;;
  stress)
    # The page test must hold on a slow, busy machine: run it again and again beside programs
    # that take every core, and count the passes. Each failing run's output is kept.
    runs=${2:-10}
    busy=${3:-2}
    build >/dev/null
    npm_packages
    logs=build/wasm/stress
    mkdir -p "$logs"
    rm -f "$logs"/run-*.log
    loops=()
    trap 'for p in "${loops[@]}"; do kill "$p" 2>/dev/null || true; done' EXIT
    for ((i = 0; i < busy; ++i)); do
      sh -c 'while :; do :; done' &
      loops+=("$!")
    done
    passed=0
    for ((i = 1; i <= runs; ++i)); do
      start=$SECONDS
      if node --test --test-reporter=spec web/test/*.test.mjs >"$logs/run-$i.log" 2>&1; then
        passed=$((passed + 1))
        echo "run $i: passed ($((SECONDS - start)) s)"
        rm -f "$logs/run-$i.log"
      else
        echo "run $i: FAILED ($((SECONDS - start)) s): $logs/run-$i.log"
      fi
    done
    echo "stress: $passed/$runs runs passed, $busy busy loops beside them (load average $(cut -d' ' -f1-3 /proc/loadavg))"
    [ "$passed" -eq "$runs" ]
    ;;
  lint)
    # web/eslint.config.js and web/tsconfig*.json say what is checked and why. Every check runs,
    # and any finding fails the command.
    npm_packages
    cd web
    failed=()
    node types/page-ids.mjs --check || failed+=(page-ids)
    npx --no-install eslint --max-warnings=0 . || failed+=(eslint)
    for config in tsconfig.json tsconfig.*.json; do
      npx --no-install tsc -p "$config" || failed+=("tsc -p $config")
    done
    if [ ${#failed[@]} -gt 0 ]; then
      echo "lint: findings from: ${failed[*]}" >&2
      exit 1
    fi
    echo "lint: clean (eslint, tsc -p on $(ls tsconfig*.json | wc -l) programs)"
    ;;
  *)
    echo "usage: bash scripts/web.sh build|serve|test|test-build|test-run|bench|screenshots|stress [RUNS] [BUSY]|lint" >&2
    exit 2
    ;;
esac
