#!/usr/bin/env bash
# Builds the one program it starts and starts it: the desktop app when a display is present,
# otherwise an AI playing Tetris animated in the terminal. Only that program and the libraries it
# needs are built (the `play` preset: optimised, no tests, no benchmarks, in build/play), with one
# progress line; the first start from a fresh clone takes a few minutes, later ones seconds.
#   bash scripts/play.sh            the desktop app, or the terminal without a display
#   bash scripts/play.sh terminal   the terminal, even with a display
set -euo pipefail
cd "$(dirname "$0")/.."

want=${1:-auto}
case "$want" in
  auto | gui | terminal) ;;
  *)
    echo "usage: bash scripts/play.sh [gui|terminal]" >&2
    exit 2
    ;;
esac
if [ "$want" = auto ]; then
  want=terminal
  [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && want=gui
fi

echo "play.sh: configuring (build/play)"
if ! log=$(cmake --preset play 2>&1); then
  echo "$log" >&2
  echo "play.sh: configuring failed; 'bash scripts/install-deps.sh' installs what the build needs" >&2
  exit 1
fi
# The terminal's program is the command line with its Tetris commands alone (gameai-tetris-cli):
# it compiles with about two thirds of the work of the whole of gameai, which also holds the
# xiangqi engine and the records commands.
target=gameai-tetris-cli
program=build/play/apps/cli/gameai-tetris-cli
if [ "$want" = gui ]; then
  target=gameai-gui
  program=build/play/apps/gui/gameai-gui
fi

# One line that counts the build's steps; the compiler's messages, if any, in full.
progress() {
  local line
  if [ -t 1 ]; then
    while IFS= read -r line; do
      if [[ $line =~ ^\[([0-9]+)/([0-9]+)\]\ (.*)$ ]]; then
        printf '\r\033[Kplay.sh: building %s: %s/%s steps' "$target" \
          "${BASH_REMATCH[1]}" "${BASH_REMATCH[2]}"
      else
        printf '\r\033[K%s\n' "$line"
      fi
    done
    printf '\r\033[K'
  else
    # Not a terminal (a log, CI): a line at every tenth of the steps.
    local last=-1
    while IFS= read -r line; do
      if [[ $line =~ ^\[([0-9]+)/([0-9]+)\]\ (.*)$ ]]; then
        local tenth=$((BASH_REMATCH[1] * 10 / BASH_REMATCH[2]))
        if [ "$tenth" != "$last" ]; then
          echo "play.sh: building $target: ${BASH_REMATCH[1]}/${BASH_REMATCH[2]} steps"
          last=$tenth
        fi
      else
        echo "$line"
      fi
    done
  fi
}

start=$(date +%s)
# One compiler per core: as fast as the machine goes, and no more memory than it has cores for.
if ! cmake --build --preset play --target "$target" --parallel "$(nproc)" 2>&1 | progress; then
  echo "play.sh: the build failed (messages above)" >&2
  exit 1
fi
echo "play.sh: $target built in $(($(date +%s) - start)) s"

if [ "$want" = gui ]; then
  exec "$program"
fi
exec "$program" tetris watch --ai eltetris
