#!/usr/bin/env bash
# Builds gameai (release) and starts it: the desktop app when a display is present, otherwise an
# AI playing Tetris animated in the terminal.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake --preset release >/dev/null
cmake --build --preset release
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -x build/release/apps/gui/gameai-gui ]; then
  exec build/release/apps/gui/gameai-gui
fi
exec build/release/apps/cli/gameai tetris watch --ai eltetris
