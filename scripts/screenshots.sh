#!/usr/bin/env bash
# Renders screenshots of gameai-gui's two games (and Tetris versus) under a virtual X server (Xvfb) into
# docs/screenshots/, for the README and docs/gui.md. Builds the app first with the given preset
# (default: release). Usage: scripts/screenshots.sh [preset]
set -euo pipefail
cd "$(dirname "$0")/.."
preset="${1:-release}"
command -v xvfb-run >/dev/null || { echo "screenshots: xvfb-run is missing (scripts/install-deps.sh installs it)" >&2; exit 1; }
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset" --target gameai-gui
app="build/$preset/apps/gui/gameai-gui"
out=docs/screenshots
mkdir -p "$out"
# A private settings directory, so the shots do not depend on (or change) the user's settings.
export XDG_CONFIG_HOME; XDG_CONFIG_HOME="$(mktemp -d)"
export GAMEAI_DB="$XDG_CONFIG_HOME/records.sqlite"
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT

shot() {  # shot FILE ARGS...
  local file="$1"; shift
  xvfb-run -a -s "-screen 0 1400x950x24" "$app" --screenshot "$out/$file" "$@"
  echo "screenshots: $out/$file"
}

# Tetris: the AI has played for a few seconds at a watchable speed, the hint ghost on.
shot tetris.png --tab tetris --demo --language en --screenshot-delay 6000
# Tetris: a 40-line sprint's result, the second of two sprints played key by key at a person's
# pace by the GUI test (offscreen, a records store of its own), a new personal best.
cmake --preset ci >/dev/null
cmake --build build/ci --target test_tetris_modes
QT_QPA_PLATFORM=offscreen GAMEAI_DB="$XDG_CONFIG_HOME/test-records.sqlite" \
  GAMEAI_SPRINT_SCREENSHOT="$out/tetris-sprint.png" build/ci/tests/gui/test_tetris_modes \
  aSprintStoresAPersonalBestAndTheNextShowsTheDifference >/dev/null
echo "screenshots: $out/tetris-sprint.png"
# Tetris: ultra, dig, marathon and zen a few seconds in, the bot playing (the GUI test's views).
cmake --build build/ci --target test_tetris_run_file
QT_QPA_PLATFORM=offscreen GAMEAI_DB="$XDG_CONFIG_HOME/test-records.sqlite" \
  GAMEAI_MODE_SCREENSHOTS="$out" build/ci/tests/gui/test_tetris_run_file modeScreenshots >/dev/null
echo "screenshots: $out/tetris-{ultra,dig,marathon,zen}.png"
# Tetris: AI > Learn my style's result, fitted to the GUI test's recorded games and a page's run
# (the test's folder of pictures also holds the AI menu and the AI choice).
cmake --build build/ci --target test_tetris_style
mkdir -p "$XDG_CONFIG_HOME/style"
QT_QPA_PLATFORM=offscreen GAMEAI_DB="$XDG_CONFIG_HOME/style-records.sqlite" \
  GAMEAI_STYLE_SCREENSHOTS="$XDG_CONFIG_HOME/style" build/ci/tests/gui/test_tetris_style >/dev/null
cp "$XDG_CONFIG_HOME/style/tetris-learn-style.png" "$out/tetris-learn-style.png"
echo "screenshots: $out/tetris-learn-style.png"
# Tetris versus: the bot against El-Tetris at 5 pieces a second, a few seconds into the match.
shot tetris-versus.png --versus --demo --ai-speed 3 --language en --screenshot-delay 4000
# Xiangqi: the computer plays both sides for a few moves, the last move marked.
shot xiangqi.png --tab xiangqi --demo --language en --screenshot-delay 7000
# The same in Simplified Chinese.
shot xiangqi-zh_CN.png --tab xiangqi --demo --language zh_CN --screenshot-delay 7000
shot tetris-zh_CN.png --tab tetris --demo --language zh_CN --screenshot-delay 4000
# Xiangqi review of a master game (the engine's graph filled) and analysis of its last position.
shot xiangqi-review.png --language en --open tests/data/records/chinese-utf8.pgn --review \
  --screenshot-delay 25000
shot xiangqi-analysis.png --language en --open tests/data/records/wxf-ascii.pgn --analyse \
  --screenshot-delay 6000
